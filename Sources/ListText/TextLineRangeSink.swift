/// Keeps every line's range, for turning them into text.
struct TextLineRangeSink: TextLineSink {
  var lines: [TextLineRange] = []

  mutating func addLine(start: Int, end: Int, units: Int, isTruncated: Bool) {
    lines.append(TextLineRange(start: start, end: end, units: units, isTruncated: isTruncated))
  }
}
