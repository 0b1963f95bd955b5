extension TextMetrics {
  /// Which cluster reader measures a text (tests compare them).
  package enum ClusterPath {
    /// ASCII and simple Latin, Greek, Cyrillic or Armenian text from its bytes, any other text by
    /// `GraphemeClusters`.
    case automatic
    /// `GraphemeClusters` even for ASCII text.
    case clusters
    /// `GraphemeClusters` one Swift `Character` at a time, with no shortcut.
    case characters
  }

  static func measure(
    text: String, font: Font, width: Double, lines: Int, scale: Double, path: ClusterPath
  ) -> TextMeasurement {
    let table = font.advanceTable
    var sink = TextLineRangeSink()
    breakLines(
      text, table: table, pointSize: font.pointSize, width: width, lines: lines, path: path,
      into: &sink)
    let utf8 = text.utf8
    var widest = 0
    let textLines = sink.lines.map { line -> TextLine in
      widest = max(widest, line.units)
      let lower = utf8.index(utf8.startIndex, offsetBy: line.start)
      let upper = utf8.index(lower, offsetBy: line.end - line.start)
      var drawn = String(text[lower..<upper])
      if line.isTruncated { drawn += "\u{2026}" }
      return TextLine(text: drawn, width: points(line.units, font: font, table: table))
    }
    let extent = makeExtent(
      lineCount: textLines.count, widestUnits: widest,
      isTruncated: sink.lines.last?.isTruncated ?? false, font: font, table: table, scale: scale)
    return TextMeasurement(font: font, lines: textLines, extent: extent)
  }

  static func extent(
    text: String, font: Font, width: Double, lines: Int, scale: Double, path: ClusterPath
  ) -> TextExtent {
    let table = font.advanceTable
    var sink = TextExtentSink()
    breakLines(
      text, table: table, pointSize: font.pointSize, width: width, lines: lines, path: path,
      into: &sink)
    return makeExtent(
      lineCount: sink.lineCount, widestUnits: sink.widestUnits, isTruncated: sink.isTruncated,
      font: font, table: table, scale: scale)
  }

  /// Runs the line breaker over `text`: from its bytes when it is ASCII or simple Latin, Greek,
  /// Cyrillic or Armenian (`LatinClusters`), else by grapheme clusters.
  ///
  /// - Complexity: O(n) in the text's length.
  package static func breakLines<Sink: TextLineSink>(
    _ text: String, table: GlyphAdvanceTable, pointSize: Double, width: Double, lines: Int,
    path: ClusterPath, into sink: inout Sink
  ) {
    precondition(!width.isNaN, "a text width must be a number")
    precondition(lines >= 0, "a line cap must be 0 (none) or positive")
    let maxUnits = fontUnits(width, pointSize: pointSize, table: table)
    if path == .automatic {
      let done = TextBytes.lend(text, table: table) { bytes -> Bool in
        let ascii = ASCIIClusters.scan(bytes)
        if ascii.isASCII {
          breakLines(
            ASCIIClusters(text: bytes), units: ascii.units, hasHardBreak: ascii.hasHardBreak, table: table,
            maxUnits: maxUnits, lines: lines, into: &sink)
          return true
        }
        let latin = LatinClusters.scan(bytes)
        guard latin.isLatin else { return false }
        breakLines(
          LatinClusters(text: bytes), units: latin.units, hasHardBreak: latin.hasHardBreak, table: table,
          maxUnits: maxUnits, lines: lines, into: &sink)
        return true
      }
      if done { return }
    }
    GraphemeClusters.withClusters(of: text, table: table, byCharacters: path == .characters) {
      source in
      var units = 0
      var hasHardBreak = false
      for index in 0..<source.count {
        units += source.units(at: index)
        hasHardBreak = hasHardBreak || source.kind(at: index) == .hardBreak
      }
      breakLines(
        source, units: units, hasHardBreak: hasHardBreak, table: table, maxUnits: maxUnits, lines: lines, into: &sink)
    }
  }

  /// Breaks `source` into lines: as one line when it has no hard break and fits, else with the
  /// line breaker.
  ///
  /// - Parameter units: the advances of all `source`'s clusters, summed.
  /// - Complexity: O(n) in the number of clusters.
  @inline(__always)
  private static func breakLines<Source: ClusterSource, Sink: TextLineSink>(
    _ source: Source, units: Int, hasHardBreak: Bool, table: GlyphAdvanceTable, maxUnits: Int, lines: Int,
    into sink: inout Sink
  ) {
    if !hasHardBreak, fitsOnOneLine(source, units: units, maxUnits: maxUnits, into: &sink) { return }
    var breaker = TextLineBreaker(
      source: source, maxUnits: maxUnits, maxLines: lines, ellipsisUnits: table.ellipsisAdvance)
    breaker.run(into: &sink)
  }

  /// The shortcut for a text with no hard break that fits on one line (most labels): the line
  /// breaker would keep every word on the first line, so the line is the whole text less its
  /// trailing spaces. Hands that line to `sink` and returns true, or returns false.
  ///
  /// - Parameter units: the advances of all `source`'s clusters, summed.
  /// - Complexity: O(s), s the trailing spaces.
  private static func fitsOnOneLine<Source: ClusterSource, Sink: TextLineSink>(
    _ source: Source, units: Int, maxUnits: Int, into sink: inout Sink
  ) -> Bool {
    var end = source.count
    var drawn = units
    while end > 0 && source.kind(at: end - 1) == .space {
      end -= 1
      drawn -= source.units(at: end)
    }
    guard drawn <= maxUnits else { return false }
    if source.count > 0 {
      sink.addLine(
        start: 0, end: source.utf8Offset(at: end), units: drawn, isTruncated: false)
    }
    return true
  }

  /// A width in points as whole font units, rounded down (with a tolerance, so a line exactly
  /// as wide as `width` still fits); effectively unbounded for an infinite width.
  static func fontUnits(_ width: Double, pointSize: Double, table: GlyphAdvanceTable) -> Int {
    let units = width * Double(table.unitsPerEm) / pointSize
    guard units < 1e15 else { return 1 << 50 }
    guard units > 0 else { return 0 }
    return Int(units + 1e-7)  // truncation: the floor of a positive number
  }

  /// Font units as points.
  package static func points(_ units: Int, font: Font, table: GlyphAdvanceTable) -> Double {
    Double(units) * font.pointSize / Double(table.unitsPerEm)
  }

  /// The smallest multiple of 1/scale that is at least `value` (within rounding error).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  package static func snapUp(_ value: Double, scale: Double) -> Double {
    precondition(scale > 0, "a scale must be positive")
    guard value > 0 else { return 0 }
    let pixels = value * scale
    guard pixels < 1e15 else { return value }
    // Ceiling by truncation (positive values), which needs no libm: the module links no C math.
    let target = pixels - 1e-9 * max(1, pixels)
    let whole = Double(Int(target))
    return (whole < target ? whole + 1 : whole) / scale
  }

  static func makeExtent(
    lineCount: Int, widestUnits: Int, isTruncated: Bool, font: Font, table: GlyphAdvanceTable,
    scale: Double
  ) -> TextExtent {
    TextExtent(
      lineCount: lineCount,
      width: snapUp(points(widestUnits, font: font, table: table), scale: scale),
      height: snapUp(Double(lineCount) * font.lineHeight, scale: scale),
      isTruncated: isTruncated)
  }
}
