import ListBenchInputs
import Testing

@testable import ListText

/// The ASCII fast path and the mostly-ASCII cluster reader must give exactly what reading one
/// Swift `Character` at a time gives.
@Suite("Fast paths against Character iteration")
struct FastPathTests {
  static let asciiLetters = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?'\"-()"
  ).map(String.init)
  static let asciiSpecials = [" ", " ", " ", "  ", "\n", "\r\n", "\r", "\t", "\u{1}", "\u{7F}"]
  static let unicodePieces = [
    "\u{E9}", "e\u{301}", "\u{301}", "\u{3A9}", "\u{416}", "\u{4E2D}", "\u{3042}", "\u{1F600}",
    "\u{1F44D}\u{1F3FD}", "\u{1F1EB}\u{1F1F7}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{2764}\u{FE0F}", "\u{231A}\u{FE0E}", "1\u{FE0F}\u{20E3}", "\u{200D}", "\u{A0}",
    "\u{2028}", "\u{E01}", "\u{20AC}", "\u{2026}", "\r\u{301}", " \u{301}", "\u{AC00}",
    "\u{1100}\u{1161}\u{11A8}", "\u{10FFFF}", "\u{FE0F}", "\u{3000}", "\u{E9}\u{301}",
    "\u{5D0}", "\u{627}\u{64E}", "\u{600}", "\u{A9}\u{200D}\u{1F600}", "\u{AD}", "\u{85}",
    "\u{E0}\u{E8}\u{EC}", "\u{3B1}\u{3B2}", "\u{434}\u{430}", "\u{531}",
  ]

  /// Random text of words, spaces and breaks; with `unicode`, some pieces are not ASCII.
  static func randomText(_ rng: inout SplitMix64, unicode: Bool) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...12, using: &rng) {
      switch Int.random(in: 0..<8, using: &rng) {
      case 0, 1: text += asciiSpecials.randomElement(using: &rng)!
      case 2 where unicode, 3 where unicode: text += unicodePieces.randomElement(using: &rng)!
      default:
        for _ in 0..<Int.random(in: 1...14, using: &rng) {
          text += asciiLetters.randomElement(using: &rng)!
        }
      }
    }
    return text
  }

  static func lineRanges(
    _ text: String, font: Font, width: Double, lines: Int, path: TextMetrics.ClusterPath
  ) -> [TextLineRange] {
    var sink = TextLineRangeSink()
    TextMetrics.breakLines(
      text, table: font.advanceTable, pointSize: font.pointSize, width: width, lines: lines,
      path: path, into: &sink)
    return sink.lines
  }

  @Test("the byte scan: ASCII detection, sums and hard breaks")
  func asciiDetection() {
    func scan(_ text: String) -> ASCIIClusters.Scan {
      TextBytes.lend(text, table: .interRegular, ASCIIClusters.scan)
    }
    func isASCII(_ text: String) -> Bool { scan(text).isASCII }
    #expect(scan("ab").units == 1588 + 1748)
    #expect(scan("ab\n").units == 1588 + 1748)
    #expect(scan("ab\n").hasHardBreak)
    #expect(scan("a\rb").hasHardBreak)
    #expect(!scan("a b\t").hasHardBreak)
    #expect(isASCII("plain text\r\n\t"))
    #expect(isASCII(""))
    #expect(!isASCII("caf\u{E9}"))
    #expect(!isASCII("a\u{1F600}"))
  }

  @Test("simple scalars never join a neighbour, as the shortcut assumes")
  func simpleScalars() {
    let low = GlyphAdvanceTable.interRegular.lowScalars
    var simple: [Unicode.Scalar] = []
    for value in 0..<UInt32(GlyphAdvanceTable.lowScalarLimit) {
      guard low[Int(value)] & GlyphAdvanceTable.simpleFlag != 0 else { continue }
      guard value != 0x0A && value != 0x0D, let scalar = Unicode.Scalar(value) else { continue }
      simple.append(scalar)
    }
    #expect(simple.count > 1000)
    for scalar in simple {
      for neighbour in ["a", "\u{E9}", "\u{416}", " ", "\u{1}"] {
        let text = neighbour + String(scalar) + neighbour
        #expect(text.count == 3, "U+\(String(scalar.value, radix: 16)) next to \(neighbour)")
      }
    }
    // Marks, format characters and Hebrew are left to the standard library.
    for value: UInt32 in [0x301, 0x483, 0xAD, 0x85, 0x600, 0x5D0] {
      #expect(low[Int(value)] & GlyphAdvanceTable.simpleFlag == 0)
    }
  }

  @Test("the cluster reader splits text as Character iteration does", arguments: [false, true])
  func clusters(unicode: Bool) {
    var rng = SplitMix64(seed: unicode ? 7 : 8)
    for _ in 0..<300 {
      let text = Self.randomText(&rng, unicode: unicode)
      for table in [GlyphAdvanceTable.interRegular, .interSemibold] {
        let fast = GraphemeClusters.packed(of: text, table: table)
        let reference = GraphemeClusters.packed(of: text, table: table, byCharacters: true)
        #expect(fast == reference, "\(text.debugDescription)")
        #expect(reference.count == text.count)
      }
    }
  }

  @Test("all paths break lines alike", arguments: [false, true])
  func agreement(unicode: Bool) {
    var rng = SplitMix64(seed: unicode ? 20_240_611 : 20_240_612)
    let widths: [Double] = [0, 12, 37.5, 80, 150, 375, .infinity]
    var truncated = 0
    var wrapped = 0
    for _ in 0..<400 {
      let text = Self.randomText(&rng, unicode: unicode)
      let font = Font(style: TextStyle.allCases.randomElement(using: &rng)!)
      let width = widths.randomElement(using: &rng)!
      let lines = Int.random(in: 0...3, using: &rng)
      let reference = Self.lineRanges(
        text, font: font, width: width, lines: lines, path: .characters)
      for path in [TextMetrics.ClusterPath.automatic, .clusters] {
        let ranges = Self.lineRanges(text, font: font, width: width, lines: lines, path: path)
        #expect(
          ranges == reference, "\(text.debugDescription) at \(width), \(lines) lines, \(path)")
      }
      let a = TextMetrics.measure(
        text: text, font: font, width: width, lines: lines, scale: 3, path: .automatic)
      let b = TextMetrics.measure(
        text: text, font: font, width: width, lines: lines, scale: 3, path: .characters)
      #expect(a == b)
      if a.isTruncated { truncated += 1 }
      if a.lineCount > text.split(whereSeparator: \.isNewline).count { wrapped += 1 }
    }
    // The samples exercise truncation and soft wrapping, not only short lines.
    #expect(truncated > 20)
    #expect(wrapped > 50)
  }

  static let latinPieces = [
    "\u{E9}", "\u{3A9}", "\u{416}", "\u{E0}\u{E8}\u{EC}", "\u{3B1}\u{3B2}", "\u{434}\u{430}", "\u{531}",
    "\u{DF}", "\u{F1}", "\u{A0}", "\u{A9}", "\u{C6}\u{153}", "stra\u{DF}e",
    "\u{3A9}\u{3A9}\u{3A9}\u{3A9}\u{3A9}\u{3A9}",
  ]

  /// Random text of ASCII words, spaces and breaks and Latin, Greek, Cyrillic and Armenian
  /// letters; now and then a piece that is not simple, which sends the text to the cluster reader.
  static func randomLatinText(_ rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...12, using: &rng) {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<4: text += asciiSpecials.randomElement(using: &rng)!
      case 4..<10: text += latinPieces.randomElement(using: &rng)!
      case 10: text += unicodePieces.randomElement(using: &rng)!
      default:
        for _ in 0..<Int.random(in: 1...14, using: &rng) {
          text +=
            Int.random(in: 0..<3, using: &rng) == 0
            ? latinPieces.randomElement(using: &rng)! : asciiLetters.randomElement(using: &rng)!
        }
      }
    }
    return text
  }

  @Test("Latin, Greek, Cyrillic and Armenian text read from its bytes breaks as by clusters")
  func latinText() {
    var rng = SplitMix64(seed: 20_261_123)
    let widths: [Double] = [0, 3, 12, 37.5, 80, 150, 375, .infinity]
    var latin = 0
    for _ in 0..<1_500 {
      let text = Self.randomLatinText(&rng)
      let isLatin = TextBytes.lend(text, table: .interRegular) { LatinClusters.scan($0).isLatin }
      if isLatin && text.utf8.contains(where: { $0 >= 0x80 }) { latin += 1 }
      let font = Font(style: TextStyle.allCases.randomElement(using: &rng)!)
      let width = widths.randomElement(using: &rng)!
      let lines = Int.random(in: 0...3, using: &rng)
      let reference = Self.lineRanges(text, font: font, width: width, lines: lines, path: .characters)
      let ranges = Self.lineRanges(text, font: font, width: width, lines: lines, path: .automatic)
      #expect(ranges == reference, "\(text.debugDescription) at \(width), \(lines) lines")
      #expect(
        TextMetrics.measure(text: text, font: font, width: width, lines: lines, scale: 3, path: .automatic)
          == TextMetrics.measure(text: text, font: font, width: width, lines: lines, scale: 3, path: .characters))
      let clusterUnits = GraphemeClusters.packed(of: text, table: font.advanceTable, byCharacters: true)
        .reduce(0) { $0 + Int($1 & 0xFF_FFFF) }
      #expect(
        TextMetrics.width(of: text, font: font)
          == TextMetrics.points(clusterUnits, font: font, table: font.advanceTable))
      #expect(
        TextMetrics.extent(text: text, font: font, width: width, lines: lines, scale: 3, path: .automatic)
          == TextMetrics.extent(text: text, font: font, width: width, lines: lines, scale: 3, path: .characters))
    }
    // Most samples take the byte path with letters beyond ASCII.
    #expect(latin > 600)
  }
}
