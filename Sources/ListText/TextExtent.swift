/// The size of a measured label, without its lines' text.
///
/// Width and height are snapped up to the pixel grid (a multiple of 1/scale), so a label never
/// clips its text: one line of 17 pt body is 20.5 pt tall at scale 2 and 61/3 at scale 3.
public struct TextExtent: Hashable, Sendable {
  /// Number of lines (0 for empty text).
  public var lineCount: Int
  /// The widest line's width, snapped up.
  public var width: Double
  /// `lineCount` × the font's line height, snapped up.
  public var height: Double
  /// Whether the line cap cut the text (the last line ends with "…").
  public var isTruncated: Bool

  public init(lineCount: Int, width: Double, height: Double, isTruncated: Bool) {
    self.lineCount = lineCount
    self.width = width
    self.height = height
    self.isTruncated = isTruncated
  }
}
