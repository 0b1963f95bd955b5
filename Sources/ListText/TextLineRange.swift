/// One line found by the line breaker, as a range of the text's UTF-8 bytes.
struct TextLineRange: Equatable, Sendable {
  /// UTF-8 offset where the line starts.
  var start: Int
  /// UTF-8 offset where the line's drawn text ends (trailing spaces excluded).
  var end: Int
  /// Width in font units, with the ellipsis if truncated.
  var units: Int
  /// Whether the line ends with "…" after `end`.
  var isTruncated: Bool
}
