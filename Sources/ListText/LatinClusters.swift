/// Text of ASCII and simple two-byte scalars (Latin, Greek, Cyrillic, Armenian letters: see
/// `GlyphAdvanceTable.simpleFlag`) read as clusters straight from its UTF-8 bytes, like
/// `ASCIIClusters`: the fast path for most European text, which spares it the grapheme pass.
///
/// Between two simple scalars there is always a cluster boundary, so each scalar is a cluster.
/// A cluster is indexed by the offset of its first byte: a two-byte scalar's lead byte carries the
/// advance and its continuation byte is a `.normal` cluster of no width that never starts a line
/// (`startsCluster` is false), so words, widths and line breaks come out as by clusters. Valid
/// only while the text is lent.
struct LatinClusters: ClusterSource {
  let text: TextBytes

  var count: Int { text.count }

  @inline(__always)
  func kind(at index: Int) -> ClusterKind {
    let byte = text[index]
    guard byte < 0x80 else { return .normal }
    return ClusterKind(rawValue: UInt8(truncatingIfNeeded: text.entry(ofByte: byte) >> 16) & 0xF).unsafelyUnwrapped
  }

  @inline(__always)
  func units(at index: Int) -> Int {
    let byte = text[index]
    if byte < 0x80 { return Int(text.entry(ofByte: byte) & 0xFFFF) }
    guard byte >= 0xC0 else { return 0 }  // a continuation byte
    return Int(text.entry(ofScalar: Self.scalar(lead: byte, continuation: text[index + 1])) & 0xFFFF)
  }

  func startsCluster(at index: Int) -> Bool { text[index] & 0xC0 != 0x80 }

  func utf8Offset(at index: Int) -> Int { index }

  func breakLength(at index: Int) -> Int {
    text[index] == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
  }

  @inline(__always)
  static func scalar(lead: UInt8, continuation: UInt8) -> UInt32 {
    UInt32(lead & 0x1F) << 6 | UInt32(continuation & 0x3F)
  }

  /// What one pass over a text's bytes tells.
  struct Scan {
    /// The clusters' advances summed (meaningful only when `isLatin`).
    var units: Int
    /// Whether every scalar is ASCII or a simple two-byte scalar.
    var isLatin: Bool
    /// Whether there is a "\n" or "\r".
    var hasHardBreak: Bool
  }

  /// Sums the advances of `text`'s bytes and checks that every scalar is ASCII or simple.
  ///
  /// - Complexity: O(n).
  static func scan(_ text: TextBytes) -> Scan {
    var units = 0
    var flags: UInt32 = 0
    var index = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte < 0x80 {
        let entry = text.entry(ofByte: byte)
        units &+= Int(entry & 0xFFFF)
        flags |= entry
        index += 1
        continue
      }
      // A lead byte of a two-byte scalar (0xC2...0xDF; a String's UTF-8 is valid), else not Latin.
      guard byte >= 0xC2, byte < 0xE0 else { return Scan(units: 0, isLatin: false, hasHardBreak: false) }
      let entry = text.entry(ofScalar: scalar(lead: byte, continuation: text[index + 1]))
      guard entry & GlyphAdvanceTable.simpleFlag != 0 else {
        return Scan(units: 0, isLatin: false, hasHardBreak: false)
      }
      units &+= Int(entry & 0xFFFF)
      index += 2
    }
    return Scan(units: units, isLatin: true, hasHardBreak: flags & GlyphAdvanceTable.hardBreakFlag != 0)
  }
}
