import ListCollections
import ListDiff

/// A cell's layout state: its height, whether it has been measured, and how often, with the tag
/// of its id's hash so that an index lookup recognises it in its chunk.
struct ItemState: Sendable, Equatable {
  /// The cell's own height in pixels (for cards, including the card margins).
  var height: Int32
  var tag: UInt32
  /// False while the cell waits at its estimated height.
  var measured: Bool
  var measureCount: UInt8

  init(height: Int32 = 0, tag: UInt32, measured: Bool = true, measureCount: UInt8 = 1) {
    self.height = height
    self.tag = tag
    self.measured = measured
    self.measureCount = measureCount
  }
}

/// Every cell of a layout in document order (flat indices across sections) with its layout state,
/// and the index from ids to cells.
///
/// The ids live in the declaration; the table asks for them through `idAt(flat)` when a lookup
/// needs to tell two cells with the same tag apart.
struct CellTable: Sendable {
  private(set) var items: ChunkedArray<ItemState>
  private(set) var index: ChunkIndex

  /// A table of `states` whose ids are `hashes` (`CellTable.hash`), in flat order. A repeated id
  /// stays out of the index: `duplicate(first, second)` receives both flat indices.
  ///
  /// - Complexity: O(n) expected.
  init(
    states: some Sequence<ItemState>, hashes: [UInt64], idAt: (Int) -> Identifier,
    duplicate: (_ first: Int, _ second: Int) -> Void
  ) {
    items = ChunkedArray(states)
    index = ChunkIndex(capacity: hashes.count)
    // Chunk by chunk, in flat order: a repeat finds the first occurrence already filed. Ids are read
    // only when two tags match.
    for chunk in items.chunks.indices {
      let serial = items.serials[chunk]
      for flat in items.positions(ofChunk: chunk) {
        let hash = hashes[flat]
        if let first = self.flat(hash: hash, matching: { idAt($0) == idAt(flat) }) {
          duplicate(first, flat)
        } else {
          index.insert(hash: hash, serial: serial)
        }
      }
    }
  }

  var count: Int { items.count }

  /// The hash an id is filed under: equivalent ids hash alike (``ContentFingerprint``'s hash).
  static func hash(_ id: Identifier) -> UInt64 {
    var fingerprint = ContentFingerprint()
    fingerprint.combine(id)
    return UInt64(bitPattern: Int64(fingerprint.value))
  }

  /// The flat index of the cell `id`, if any.
  ///
  /// - Complexity: O(1) expected, plus reading the tags of one chunk (≤ 1,024).
  func flat(of id: Identifier, idAt: (Int) -> Identifier) -> Int? {
    flat(of: id, hash: CellTable.hash(id), idAt: idAt)
  }

  func flat(of id: Identifier, hash: UInt64, idAt: (Int) -> Identifier) -> Int? {
    flat(hash: hash) { idAt($0) == id }
  }

  /// The flat index of the cell whose id has `hash` and that `isMatch` accepts.
  private func flat(hash: UInt64, matching isMatch: (Int) -> Bool) -> Int? {
    let tag = ChunkIndex.tag(hash)
    return index.first(hash: hash) { serial -> Int? in
      guard let chunk = items.chunkIndex(ofSerial: serial) else { return nil }
      let start = items.starts[chunk]
      let states = items.chunks[chunk]
      for offset in states.indices where states[offset].tag == tag && isMatch(start + offset) {
        return start + offset
      }
      return nil
    }
  }

  subscript(flat: Int) -> ItemState {
    get { items[flat] }
    set { items[flat] = newValue }
  }

  /// Calls `body` with every state in order, to change it in place.
  mutating func updateEach(_ body: (_ flat: Int, inout ItemState) -> Void) { items.updateEach(body) }

  /// Replaces the cells at `range` with cells of `states` and id `hashes`.
  ///
  /// - Parameters:
  ///   - removedHashes: the hashes of the ids of the cells at `range` now.
  ///   - idAt: the id of a cell once the change is made.
  /// - Complexity: O(c + s + k) for k cells removed and inserted, c chunks of s cells.
  mutating func replace(
    _ range: Range<Int>, removedHashes: [UInt64], with states: [ItemState], hashes: [UInt64],
    idAt: (Int) -> Identifier
  ) {
    precondition(removedHashes.count == range.count && states.count == hashes.count)
    for (offset, hash) in removedHashes.enumerated() {
      index.remove(hash: hash, serial: items.serial(at: range.lowerBound + offset))
    }
    let inserted = range.lowerBound..<(range.lowerBound + states.count)
    var relocations: [ChunkedArray<ItemState>.Relocation] = []
    items.replaceSubrange(range, with: states) { relocations.append($0) }
    for relocation in relocations {
      for flat in relocation.positions where !inserted.contains(flat) {
        index.retarget(hash: CellTable.hash(idAt(flat)), from: relocation.from, to: relocation.to)
      }
    }
    for (offset, hash) in hashes.enumerated() {
      index.insert(hash: hash, serial: items.serial(at: inserted.lowerBound + offset))
    }
  }
}
