/// Keeps only what a size needs: the line count and the widest line. Allocates nothing.
struct TextExtentSink: TextLineSink {
  var lineCount = 0
  var widestUnits = 0
  var isTruncated = false

  mutating func addLine(start: Int, end: Int, units: Int, isTruncated: Bool) {
    lineCount += 1
    widestUnits = max(widestUnits, units)
    self.isTruncated = self.isTruncated || isTruncated
  }
}
