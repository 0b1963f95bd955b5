/// One wrapped line of a measured label.
public struct TextLine: Hashable, Sendable {
  /// The line's text as drawn: trailing spaces removed, and "…" appended when truncated.
  public var text: String
  /// The line's width in points (sum of its advances, including any "…"), not snapped.
  public var width: Double

  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }
}
