import Testing

@testable import ListText

@Suite("Character classes and grapheme widths")
struct CharacterWidthTests {
  static let body = Font(style: .body)
  static let em = 17.0
  static let emoji = 3379 * 17 / 2816.0

  func width(_ text: String) -> Double { TextMetrics.width(of: text, font: Self.body) }

  @Test(
    "classes of single scalars",
    arguments: [
      (0x61, CharacterWidthClass.normal), (0x01, .zeroWidth), (0x0301, .zeroWidth),
      (0x200D, .zeroWidth), (0xFE0F, .zeroWidth), (0x00AD, .zeroWidth), (0xE0067, .zeroWidth),
      (0x4E2D, .wide), (0x3042, .wide), (0xFF21, .wide), (0xAC00, .wide), (0x3000, .wide),
      (0x1F600, .emoji), (0x1F1EB, .emoji), (0x231A, .emoji), (0x2B50, .emoji),
      (0x1F3FD, .emoji), (0x2192, .normal), (0x00E9, .normal), (0x0E01, .normal),
      (0x2764, .normal), (0x9FFF, .wide), (0x1FAE8, .emoji),
    ] as [(UInt32, CharacterWidthClass)])
  func classes(scalar: UInt32, expected: CharacterWidthClass) {
    #expect(CharacterWidthClass(scalar: scalar) == expected)
  }

  @Test("the generated ranges are sorted and disjoint")
  func rangesWellFormed() {
    let firsts = CharacterWidthClass.rangeFirsts
    let lasts = CharacterWidthClass.rangeLasts
    #expect(firsts.count == lasts.count)
    #expect(firsts.count == CharacterWidthClass.rangeClasses.count)
    for index in firsts.indices {
      #expect(firsts[index] <= lasts[index])
      if index > 0 { #expect(lasts[index - 1] < firsts[index]) }
    }
    #expect(!CharacterWidthClass.unicodeVersion.isEmpty)
  }

  @Test("combining é equals precomposed é")
  func combiningAccent() {
    #expect(width("e\u{301}") == width("\u{E9}"))
    #expect(width("e\u{301}") == 1640 * 17 / 2816.0)
    #expect(width("Cafe\u{301}") == width("Caf\u{E9}"))
  }

  @Test(
    "emoji sequences are one glyph",
    arguments: [
      "\u{1F600}",  // grinning face
      "\u{1F1EB}\u{1F1F7}",  // flag of France
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family
      "\u{1F44D}\u{1F3FD}",  // thumbs up, medium skin tone
      "\u{2764}\u{FE0F}",  // red heart with emoji presentation
      "1\u{FE0F}\u{20E3}",  // keycap 1
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // flag of England
    ])
  func emojiSequences(text: String) {
    #expect(text.count == 1)
    #expect(abs(width(text) - Self.emoji) < 1e-12)
  }

  @Test("text presentation selector keeps a symbol textual")
  func textPresentation() {
    #expect(width("\u{231A}") == Self.emoji)
    #expect(width("\u{231A}\u{FE0E}") != Self.emoji)
  }

  @Test("CJK is one em per character")
  func cjk() {
    #expect(width("\u{4E2D}\u{6587}") == 2 * Self.em)
    #expect(width("\u{3042}\u{3044}\u{3046}") == 3 * Self.em)
    #expect(width("\u{D55C}\u{AE00}") == 2 * Self.em)  // Hangul syllables
  }

  @Test("characters the font lacks take the fallback width")
  func fallback() {
    #expect(width("\u{0E01}") == 1503 * 17 / 2816.0)  // Thai ko kai
    #expect(width("\u{05D0}\u{05D1}") == 2 * 1503 * 17 / 2816.0)  // Hebrew
  }

  @Test("lone zero-width characters take no width")
  func zeroWidth() {
    #expect(width("\u{200D}") == 0)
    #expect(width("\u{FE0F}") == 0)
    #expect(width("a\u{200B}b") == width("ab"))
  }

  @Test("grapheme kinds")
  func kinds() {
    let table = GlyphAdvanceTable.interRegular
    func kind(_ character: Character) -> ClusterKind {
      GraphemeClusters.classify(character.unicodeScalars.lazy.map(\.value), table: table).0
    }
    #expect(kind("\r\n") == .hardBreak)
    #expect(kind("\u{2028}") == .hardBreak)
    #expect(kind(" ") == .space)
    #expect(kind(" \u{301}") == .normal)
    #expect(kind("\u{4E2D}") == .ideographic)
    #expect(kind("\u{1F600}") == .ideographic)
    #expect(kind("\u{A0}") == .normal)
  }
}
