/// Text as a terminal shows it: one grapheme cluster per character cell, two for wide ones.
///
/// East Asian wide characters (CJK ideographs, kana, hangul, fullwidth forms) and emoji take two
/// columns, as terminals draw them; everything else one. Control characters (a stray escape, tab
/// or newline) become `�`, so a label can never smuggle an escape code into the output.
enum TerminalText {
  /// A character as drawn, and how many columns it takes (1 or 2).
  struct Glyph: Hashable, Sendable {
    var character: Character
    var width: Int
  }

  /// `text` fitted into `columns`: whole when it fits, else cut and ended with `…`. Stops reading
  /// the text once it is known not to fit, so a long text costs O(columns).
  ///
  ///     fitted("Blueberry", columns: 6)   // B l u e b …
  ///     fitted("日本語", columns: 4)        // 日 …  (日 takes two columns)
  static func fitted(_ text: String, columns: Int) -> [Glyph] {
    guard columns > 0 else { return [] }
    var glyphs: [Glyph] = []
    var used = 0
    for character in text {
      let glyph = self.glyph(character)
      if used + glyph.width > columns {
        // Does not fit: drop characters until "…" does.
        while used + 1 > columns, let last = glyphs.popLast() { used -= last.width }
        glyphs.append(Glyph(character: "…", width: 1))
        return glyphs
      }
      glyphs.append(glyph)
      used += glyph.width
    }
    return glyphs
  }

  /// How many columns `glyphs` take.
  static func width(of glyphs: [Glyph]) -> Int { glyphs.reduce(0) { $0 + $1.width } }

  /// One character as drawn.
  static func glyph(_ character: Character) -> Glyph {
    guard let first = character.unicodeScalars.first else { return Glyph(character: "�", width: 1) }
    if first.properties.generalCategory == .control { return Glyph(character: "�", width: 1) }
    let isWide =
      isWide(first.value)
      || character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    return Glyph(character: character, width: isWide ? 2 : 1)
  }

  /// `text` with its control characters replaced and its trailing spaces removed (captions).
  static func sanitized(_ text: String) -> String {
    var result = String(text.map { glyph($0).character })
    while result.last == " " { result.removeLast() }
    return result
  }

  /// East_Asian_Width W or F blocks (UAX #11), coarsely: enough for the ideographs, kana, hangul
  /// and fullwidth forms labels use.
  private static func isWide(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
