import Testing

@testable import ListText

/// Expected advances were read from Inter 3.019 (fonts-inter) with fontTools, independently of
/// the generator: `TTFont(path)["hmtx"][cmap[ord(c)]][0]` summed over the string.
@Suite("Glyph advances")
struct GlyphAdvanceTableTests {
  static let body = Font(style: .body)
  static let headline = Font(style: .headline)

  /// A known width in font units as points at `font`.
  func points(_ units: Int, _ font: Font) -> Double {
    Double(units) * font.pointSize / 2816
  }

  @Test(
    "widths of known strings, Inter Regular",
    arguments: [
      ("Hello, World!", 16920), ("Apple", 7644), ("Cherry", 9016),
      ("Small, round, stone fruit", 31736), ("é", 1640), ("Ωμέγα", 8736),
      ("Привет", 10152),
      ("€→—", 7376), (" ", 792),
    ])
  func regularWidths(text: String, units: Int) {
    #expect(TextMetrics.width(of: text, font: Self.body) == points(units, Self.body))
  }

  @Test(
    "widths of known strings, Inter SemiBold (headline)",
    arguments: [
      ("Hello, World!", 17517), ("Apple", 7959), ("Cherry", 9345), ("é", 1669),
      ("Ωμέγα", 8946), ("Привет", 10407), ("€→—", 7416), (" ", 699),
    ])
  func semiboldWidths(text: String, units: Int) {
    #expect(TextMetrics.width(of: text, font: Self.headline) == points(units, Self.headline))
  }

  @Test("width scales with the point size")
  func scalesWithSize() {
    let large = TextMetrics.width(of: "Apple", font: Font(style: .largeTitle))
    #expect(large == 7644 * 34 / 2816.0)
  }

  @Test("lookups: ASCII, runs, gaps and uncovered scalars")
  func lookups() {
    let table = GlyphAdvanceTable.interRegular
    #expect(table.unitsPerEm == 2816)
    #expect(table.advance(of: 0x48) == 2084)  // H
    #expect(table.advance(of: 0xE9) == 1640)  // é
    #expect(table.advance(of: 0x2014) == 2816)  // em dash
    #expect(table.advance(of: 0x20AC) == 1872)  // euro
    #expect(table.advance(of: 0x2192) == 2688)  // right arrow
    #expect(table.advance(of: 0x0E01) == nil)  // Thai: not in Inter
    #expect(table.advance(of: 0x05D0) == nil)  // Hebrew: not in Inter
    #expect(table.advance(of: 0x4E2D) == nil)  // CJK: wide class, not in the table
    #expect(table.advance(of: 0x10FFFF) == nil)
    #expect(table.ellipsisAdvance == 2312)
    #expect(table.fallbackAdvance == 1503)  // mean of a-z
    #expect(table.emojiAdvance == 3379)  // 1.2 em
    #expect(GlyphAdvanceTable.interSemibold.fallbackAdvance == 1558)
  }

  @Test("controls take no width, a tab a space's, line breaks none")
  func asciiSpecials() {
    #expect(TextMetrics.width(of: "a\u{1}b", font: Self.body) == points(1588 + 1748, Self.body))
    #expect(TextMetrics.width(of: "\t", font: Self.body) == points(792, Self.body))
    #expect(TextMetrics.width(of: "a\nb", font: Self.body) == points(1588 + 1748, Self.body))
    #expect(TextMetrics.width(of: "", font: Self.body) == 0)
  }
}
