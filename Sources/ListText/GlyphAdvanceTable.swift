/// Advance widths of one font in font units, looked up by Unicode scalar.
///
/// ASCII is a direct array (the measuring fast path); other covered scalars are found by binary
/// search over runs of consecutive code points. The tables themselves are generated
/// (`GlyphAdvanceTable+Inter.swift`, by `Scripts/dev/generate-glyph-advances.py`). Kerning and
/// ligatures are ignored: a string's width is the sum of its advances.
///
/// A class, not a struct: the tables are immutable and shared for the life of the process, and
/// handing one to a measurement must cost one reference count, not one per array (measured: the
/// struct's retains and releases were about a quarter of measuring a short label).
package final class GlyphAdvanceTable: Sendable {
  /// Font units per em: an advance of `unitsPerEm` is as wide as the point size.
  package let unitsPerEm: Int
  /// Advances of U+0000...U+007F; 0 for control characters, a space's advance for the tab.
  package let ascii: [UInt16]
  /// First code point of each run, ascending.
  let runStarts: [UInt32]
  /// Start of each run in `advances`, plus a final end offset (`runStarts.count + 1` entries).
  let runOffsets: [UInt16]
  /// Advances of the runs' code points; `missing` where a run has a gap.
  let advances: [UInt16]
  /// Advance of a scalar the table does not cover (the mean advance of a-z).
  package let fallbackAdvance: Int
  /// Advance of an emoji (1.2 em; see `CharacterWidthClass.emoji`).
  package let emojiAdvance: Int
  /// Advance of "…", which ends a truncated line.
  package let ellipsisAdvance: Int
  /// Every UTF-8 byte value packed for the fast path: flags | kind << 16 | advance, where the
  /// kind is the byte's `ClusterKind` and the flags mark non-ASCII bytes and hard breaks.
  let packedBytes: [UInt32]
  /// Width class and resolved advance of U+0000...U+07FF (Latin, Greek, Cyrillic, combining
  /// marks: most non-ASCII text), so that they need no binary search: flags | class << 16 |
  /// advance, the flag `simpleFlag`.
  package let lowScalars: [UInt32]

  /// Scalars below this are answered by `lowScalars`.
  package static let lowScalarLimit: UInt32 = 0x800
  /// `lowScalars` flag of a scalar that is always a grapheme cluster of its own when the next
  /// scalar is simple too: ASCII, and the scalars below U+0590 (Latin, IPA, Greek, Cyrillic,
  /// Armenian) that are not `zeroWidth`. UAX #29 joins such scalars to nothing: below U+0590 the
  /// scalars it may join to a neighbour (Extend, ZWJ, Prepend) are marks or format characters,
  /// all `zeroWidth`; SpacingMark, Hangul, regional indicators and emoji lie above; and ASCII
  /// joins nothing but CR LF, which the reader handles apart (a test checks all this against
  /// the standard library's grapheme breaking).
  package static let simpleFlag: UInt32 = 1 << 20
  /// Non-ASCII scalars below this may be simple.
  static let simpleScalarLimit: UInt32 = 0x590

  /// Marks a gap inside a run of `advances`.
  static let missing: UInt16 = 0xFFFF
  /// `packedBytes` flag of a byte that is not ASCII.
  static let nonASCIIFlag: UInt32 = 1 << 20
  /// `packedBytes` flag of "\n" and "\r".
  static let hardBreakFlag: UInt32 = 1 << 21

  init(
    unitsPerEm: Int, ascii: [UInt16], runStarts: [UInt32], runOffsets: [UInt16],
    advances: [UInt16], fallbackAdvance: Int, emojiAdvance: Int, ellipsisAdvance: Int
  ) {
    precondition(ascii.count == 128 && runOffsets.count == runStarts.count + 1)
    self.unitsPerEm = unitsPerEm
    self.ascii = ascii
    self.runStarts = runStarts
    self.runOffsets = runOffsets
    self.advances = advances
    self.fallbackAdvance = fallbackAdvance
    self.emojiAdvance = emojiAdvance
    self.ellipsisAdvance = ellipsisAdvance
    self.packedBytes = (0..<256).map { byte in
      guard byte < 0x80 else { return Self.nonASCIIFlag }
      let kind = ClusterKind(asciiByte: UInt8(byte))
      let flags = kind == .hardBreak ? Self.hardBreakFlag : 0
      return flags | UInt32(kind.rawValue) << 16 | UInt32(ascii[byte])
    }
    self.lowScalars = (0..<Self.lowScalarLimit).map { scalar in
      let widthClass = CharacterWidthClass(scalar: scalar)
      let advance = Self.resolvedAdvance(
        widthClass,
        fontAdvance: Self.lookUp(
          scalar, ascii: ascii, runStarts: runStarts, runOffsets: runOffsets, advances: advances),
        unitsPerEm: unitsPerEm, fallback: fallbackAdvance, emoji: emojiAdvance)
      let simple =
        scalar < 0x80 || (scalar < Self.simpleScalarLimit && widthClass != .zeroWidth)
      return (simple ? Self.simpleFlag : 0) | UInt32(widthClass.rawValue) << 16 | UInt32(advance)
    }
  }

  /// The width class of `scalar` and the advance it takes when it is a cluster's base: the
  /// font's (or the fallback) when normal, one em when wide, the emoji advance, or 0.
  ///
  /// - Complexity: O(1) below U+0800, else O(log r) in the generated ranges.
  func widthClassAndAdvance(of scalar: UInt32) -> (CharacterWidthClass, Int) {
    if scalar < Self.lowScalarLimit {
      let entry = lowScalars[Int(scalar)]
      let widthClass = CharacterWidthClass(rawValue: UInt8(entry >> 16 & 0xF)) ?? .normal
      return (widthClass, Int(entry & 0xFFFF))
    }
    let widthClass = CharacterWidthClass(scalar: scalar)
    let advance = Self.resolvedAdvance(
      widthClass, fontAdvance: widthClass == .normal ? advance(of: scalar) : nil,
      unitsPerEm: unitsPerEm, fallback: fallbackAdvance, emoji: emojiAdvance)
    return (widthClass, advance)
  }

  private static func resolvedAdvance(
    _ widthClass: CharacterWidthClass, fontAdvance: Int?, unitsPerEm: Int, fallback: Int,
    emoji: Int
  ) -> Int {
    switch widthClass {
    case .normal: fontAdvance ?? fallback
    case .zeroWidth: 0
    case .wide: unitsPerEm
    case .emoji: emoji
    }
  }

  /// The advance of `scalar` in font units, or nil when the font does not cover it.
  ///
  /// Only the advance is looked up: whether the scalar draws at all, or as a wide or emoji
  /// glyph, is `CharacterWidthClass`'s business.
  ///
  /// - Complexity: O(1) for ASCII, O(log r) otherwise, r the number of runs (about 65).
  package func advance(of scalar: UInt32) -> Int? {
    Self.lookUp(
      scalar, ascii: ascii, runStarts: runStarts, runOffsets: runOffsets, advances: advances)
  }

  private static func lookUp(
    _ scalar: UInt32, ascii: [UInt16], runStarts: [UInt32], runOffsets: [UInt16],
    advances: [UInt16]
  ) -> Int? {
    if scalar < 0x80 { return Int(ascii[Int(scalar)]) }
    // The last run starting at or before `scalar`.
    var low = 0
    var high = runStarts.count
    while low < high {
      let mid = (low + high) / 2
      if runStarts[mid] <= scalar { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return nil }
    let run = low - 1
    let index = Int(runOffsets[run]) + Int(scalar - runStarts[run])
    guard index < Int(runOffsets[run + 1]) else { return nil }
    let advance = advances[index]
    return advance == missing ? nil : Int(advance)
  }
}
