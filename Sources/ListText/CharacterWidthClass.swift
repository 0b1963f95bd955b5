/// How a Unicode scalar takes width, and whether lines may break around it.
///
/// A grapheme cluster (a Swift `Character`) is as wide as its first scalar that is not
/// `zeroWidth`, so "é" written as e + U+0301, a flag (two regional indicators), a ZWJ family and
/// a skin-toned emoji each measure as one glyph. The ranges are generated from CPython's
/// `unicodedata` (`CharacterWidthClass+UnicodeData.swift`; its Unicode version is
/// `unicodeVersion`) by these rules, first match wins:
///
/// 1. `zeroWidth`: General_Category Mn, Me, Cf or Cc (combining marks, ZWJ and other format
///    characters, controls), and the variation selectors.
/// 2. `emoji`: regional indicators; East_Asian_Width W symbols (So, Sm, Sk) of U+2300-U+2BFF and
///    U+1F000-U+1FAFF, which approximates Emoji_Presentation (UTS #51 makes every
///    Emoji_Presentation character W; CPython has no emoji properties); and the unassigned code
///    points of U+1F000-U+1FAFF and U+1FC00-U+1FFFD, reserved as Extended_Pictographic for
///    future emoji. A cluster holding U+FE0F (emoji presentation) is an emoji too, one holding
///    U+FE0E (text presentation) is not.
/// 3. `wide`: East_Asian_Width W or F (CJK ideographs, kana, hangul, fullwidth forms), and the
///    unassigned code points of the CJK blocks, which UAX #11 defaults to W. Ambiguous (A)
///    characters are narrow, as outside East Asian typography.
/// 4. `normal`: everything else, with the font's advance, or `fallbackAdvance` when the font
///    does not cover it.
enum CharacterWidthClass: UInt8, Sendable {
  /// Drawn with the font's advance (or the fallback advance).
  case normal = 0
  /// Takes no width: a mark or format character that joins the cluster before it.
  case zeroWidth = 1
  /// One em, like a CJK ideograph; a line may break before and after it (UAX #14 class ID).
  case wide = 2
  /// A fixed 1.2 em. Apple Color Emoji, which iOS draws emoji with, is not redistributable and
  /// its glyphs are a little wider than the em of the surrounding text; 1.2 em is ListLab's
  /// documented stand-in, not a measurement. Breaks are allowed on both sides (UAX #14 class ID).
  case emoji = 3

  /// The class of one scalar.
  ///
  /// - Complexity: O(log r), r the number of generated ranges (about 470); O(1) for ASCII.
  init(scalar: UInt32) {
    if scalar < 0x80 {
      self = scalar < 0x20 || scalar == 0x7F ? .zeroWidth : .normal
      return
    }
    let firsts = Self.rangeFirsts
    // The last range starting at or before `scalar`.
    var low = 0
    var high = firsts.count
    while low < high {
      let mid = (low + high) / 2
      if firsts[mid] <= scalar { low = mid + 1 } else { high = mid }
    }
    guard low > 0, scalar <= Self.rangeLasts[low - 1] else {
      self = .normal
      return
    }
    self = CharacterWidthClass(rawValue: Self.rangeClasses[low - 1]) ?? .normal
  }
}
