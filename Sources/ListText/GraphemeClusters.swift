/// Reads text that is not all ASCII into packed clusters for the line breaker.
///
/// Between two "simple" scalars (ASCII, and Latin, Greek, Cyrillic or Armenian letters and
/// symbols: see `GlyphAdvanceTable.simpleFlag`) there is always a grapheme boundary, so those
/// scalars are clusters of their own and are read straight from the font's tables. Everywhere
/// else the standard library finds the grapheme cluster (`String.index(after:)`), and its
/// scalars decide its kind and width (see `CharacterWidthClass`). So text in Latin-script
/// languages pays for grapheme breaking only around emoji, CJK and combining marks.
///
/// Clusters are packed one per `UInt64`: UTF-8 offset << 32 | kind << 24 | advance.
enum GraphemeClusters {
  /// Calls `body` with the clusters of `text` as a line breaker source, built in temporary
  /// storage (on the stack for short texts).
  ///
  /// - Parameter byCharacters: read one Swift `Character` at a time with no shortcut: the
  ///   reference the tests check the fast reading against.
  /// - Complexity: O(n) in the text's length.
  static func withClusters<Result>(
    of text: String, table: GlyphAdvanceTable, byCharacters: Bool = false,
    _ body: (PackedClusters) -> Result
  ) -> Result {
    let utf8Count = text.utf8.count
    return ClusterStorage.withTemporaryStorage(capacity: utf8Count) { clusters in
      if byCharacters {
        readCharacters(text, table: table, into: &clusters)
      } else {
        read(text, table: table, into: &clusters)
      }
      return body(PackedClusters(clusters: clusters, utf8Count: utf8Count))
    }
  }

  /// The packed clusters of `text`, as an array (for tests and one-off sums).
  static func packed(
    of text: String, table: GlyphAdvanceTable, byCharacters: Bool = false
  ) -> [UInt64] {
    withClusters(of: text, table: table, byCharacters: byCharacters) { source in
      (0..<source.count).map { source.clusters[$0] }
    }
  }

  /// Appends the clusters of `text` to `clusters` (room for its UTF-8 length).
  private static func read(_ text: String, table: GlyphAdvanceTable, into clusters: inout ClusterStorage) {
    TextBytes.lend(text, table: table) { bytes in
      func isSimple(_ scalar: UInt32) -> Bool {
        scalar < GlyphAdvanceTable.lowScalarLimit
          && bytes.entry(ofScalar: scalar) & GlyphAdvanceTable.simpleFlag != 0
      }
      let utf8 = text.utf8
      let byteCount = bytes.count
      var offset = 0
      // The character boundary the last cluster ended at: starting the next cluster from it
      // spares the standard library a search back for a boundary, which is linear in a run of
      // regional indicators (flags) and made such runs quadratic.
      var boundary = text.startIndex
      var boundaryOffset = 0
      var current = byteCount > 0 ? bytes.scalar(at: 0) : (0, 0)
      while offset < byteCount {
        let (scalar, length) = current
        let nextOffset = offset + length
        let next = nextOffset < byteCount ? bytes.scalar(at: nextOffset) : nil
        if isSimple(scalar) && (next.map { isSimple($0.scalar) } ?? true) {
          if scalar == 0x0D, let next, next.scalar == 0x0A {  // CR LF: one hard break
            clusters.append(pack(offset, .hardBreak, 0))
            offset = nextOffset + 1
            if offset < byteCount { current = bytes.scalar(at: offset) }
            continue
          }
          if scalar < 0x80 {
            let entry = bytes.entry(ofByte: UInt8(scalar))
            clusters.append(UInt64(offset) << 32 | UInt64(entry >> 16 & 0xF) << 24 | UInt64(entry & 0xFFFF))
          } else {
            clusters.append(pack(offset, .normal, Int(bytes.entry(ofScalar: scalar) & 0xFFFF)))
          }
          offset = nextOffset
          if let next { current = next }
          continue
        }
        let start = offset == boundaryOffset ? boundary : utf8.index(utf8.startIndex, offsetBy: offset)
        boundary = text.index(after: start)
        let end = utf8.distance(from: utf8.startIndex, to: boundary)
        boundaryOffset = end
        let (kind, units) = classify(UTF8Scalars(bytes, from: offset, to: end), table: table)
        clusters.append(pack(offset, kind, units))
        offset = end
        if offset < byteCount { current = bytes.scalar(at: offset) }
      }
    }
  }

  /// Appends the clusters of `text`, read one `Character` at a time, to `clusters`.
  private static func readCharacters(_ text: String, table: GlyphAdvanceTable, into clusters: inout ClusterStorage) {
    var offset = 0
    for character in text {
      let (kind, units) = classify(character.unicodeScalars.lazy.map(\.value), table: table)
      clusters.append(pack(offset, kind, units))
      offset += character.utf8.count
    }
  }

  private static func pack(_ offset: Int, _ kind: ClusterKind, _ units: Int) -> UInt64 {
    UInt64(offset) << 32 | UInt64(kind.rawValue) << 24 | UInt64(units)
  }

  /// The kind and advance (font units) of one grapheme cluster, from its scalars.
  ///
  /// The first scalar that takes width decides; U+FE0F anywhere makes the cluster an emoji,
  /// U+FE0E keeps a default emoji textual.
  ///
  /// - Complexity: O(s log r), s the cluster's scalars, r the generated ranges.
  static func classify<Scalars: Sequence<UInt32>>(
    _ scalars: Scalars, table: GlyphAdvanceTable
  ) -> (ClusterKind, Int) {
    var iterator = scalars.makeIterator()
    guard let head = iterator.next() else { return (.normal, 0) }
    var next = iterator.next()
    switch head {
    case 0x0A, 0x0D, 0x2028, 0x2029:
      return (.hardBreak, 0)
    case 0x20, 0x09:
      // A space carrying a combining mark is a visible character, not a break.
      if next == nil { return (.space, Int(table.ascii[0x20])) }
    default:
      break
    }
    var base: (scalar: UInt32, widthClass: CharacterWidthClass, advance: Int)?
    var emojiPresentation = false
    var textPresentation = false
    var current: UInt32? = head
    while let scalar = current {
      if scalar == 0xFE0F { emojiPresentation = true }
      if scalar == 0xFE0E { textPresentation = true }
      if base == nil {
        let (widthClass, advance) = table.widthClassAndAdvance(of: scalar)
        if widthClass != .zeroWidth { base = (scalar, widthClass, advance) }
      }
      current = next
      next = iterator.next()
    }
    guard let base else { return (.normal, 0) }
    if emojiPresentation || (base.widthClass == .emoji && !textPresentation) {
      return (.ideographic, table.emojiAdvance)
    }
    switch base.widthClass {
    case .wide: return (.ideographic, table.unitsPerEm)
    case .emoji: return (.normal, table.advance(of: base.scalar) ?? table.fallbackAdvance)
    case .normal, .zeroWidth: return (.normal, base.advance)
    }
  }
}
