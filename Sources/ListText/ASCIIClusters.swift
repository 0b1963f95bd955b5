/// ASCII text read as clusters straight from its UTF-8 bytes: the fast path.
///
/// Each byte is a cluster (CR LF is a two-byte hard break); kind and advance come from one
/// lookup in the font's `packedBytes` table. Valid only while the text is lent.
struct ASCIIClusters: ClusterSource {
  /// The text's bytes, all below 0x80.
  let text: TextBytes

  var count: Int { text.count }

  @inline(__always)
  func kind(at index: Int) -> ClusterKind {
    ClusterKind(rawValue: UInt8(truncatingIfNeeded: text.entry(ofByte: text[index]) >> 16) & 0xF)
      .unsafelyUnwrapped
  }

  @inline(__always)
  func units(at index: Int) -> Int {
    Int(text.entry(ofByte: text[index]) & 0xFFFF)
  }

  func utf8Offset(at index: Int) -> Int { index }

  func breakLength(at index: Int) -> Int {
    text[index] == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A ? 2 : 1
  }

  /// What one pass over a text's bytes tells.
  struct Scan {
    /// The bytes' advances summed (meaningful only when `isASCII`).
    var units: Int
    /// Whether every byte is ASCII.
    var isASCII: Bool
    /// Whether there is a "\n" or "\r".
    var hasHardBreak: Bool
  }

  /// Sums the advances of `text`'s bytes and notes non-ASCII bytes and hard breaks, without
  /// branches.
  ///
  /// - Complexity: O(n).
  static func scan(_ text: TextBytes) -> Scan {
    var units = 0
    var flags: UInt32 = 0
    for offset in 0..<text.count {
      let entry = text.entry(ofByte: text[offset])
      units &+= Int(entry & 0xFFFF)
      flags |= entry
    }
    return Scan(
      units: units, isASCII: flags & GlyphAdvanceTable.nonASCIIFlag == 0,
      hasHardBreak: flags & GlyphAdvanceTable.hardBreakFlag != 0)
  }
}
