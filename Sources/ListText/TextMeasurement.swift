/// A measured label: its wrapped lines and its size.
public struct TextMeasurement: Hashable, Sendable {
  /// The font the text was measured with.
  public var font: Font
  /// The wrapped lines, top to bottom.
  public var lines: [TextLine]
  /// Line count, snapped size, truncation.
  public var extent: TextExtent

  public init(font: Font, lines: [TextLine], extent: TextExtent) {
    self.font = font
    self.lines = lines
    self.extent = extent
  }

  /// Number of lines (0 for empty text).
  public var lineCount: Int { extent.lineCount }
  /// The widest line, snapped up to the pixel grid.
  public var width: Double { extent.width }
  /// The lines' height, snapped up to the pixel grid.
  public var height: Double { extent.height }
  /// Whether the last line was truncated with "…".
  public var isTruncated: Bool { extent.isTruncated }
}
