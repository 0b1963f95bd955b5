/// Receives the lines a `TextLineBreaker` finds, in order.
package protocol TextLineSink {
  /// One line: the text's UTF-8 bytes `start..<end` (trailing spaces excluded), `units` wide in
  /// font units (including the ellipsis when `isTruncated`).
  mutating func addLine(start: Int, end: Int, units: Int, isTruncated: Bool)
}
