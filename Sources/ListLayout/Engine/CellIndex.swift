import ListDiff

/// Each cell id's flat index, in document order: built while a declaration is validated (finding
/// repeated ids on the way) and kept by the layout for lookups by id.
///
/// Ids compare as `Identifier`s do (strings by canonical equivalence). They live in an array, and
/// an open-addressing table keyed by `ContentFingerprint`'s hash of an id — its bytes for ASCII
/// strings, which equivalent ids share — holds their positions: a fraction of the hashing a
/// `Dictionary` does, and about 60% of its memory.
struct CellIndex: Sendable {
  /// Per slot: the upper 32 bits of the id's hash, then `flat + 1` (0 marks an empty slot).
  private var slots: [UInt64]
  private var mask: Int
  /// Every appended id, by flat index (repeats included).
  private var ids: [Identifier]

  /// An index for about `capacity` ids (it grows past that).
  init(capacity: Int = 0) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    ids = []
    ids.reserveCapacity(capacity)
  }

  /// How many ids have been appended.
  var count: Int { ids.count }

  /// Gives `id` the next flat index (``count``), unless an equal id is already in: then returns
  /// that id's flat index, and the new position stays unreachable by id.
  ///
  /// - Complexity: O(1) amortized expected, plus the id's length.
  mutating func append(_ id: Identifier) -> Int? {
    if (ids.count + 1) * 2 > slots.count { grow() }
    ids.append(id)
    return place(flat: ids.count - 1)
  }

  /// The flat index of the first cell with `id`, if any.
  ///
  /// - Complexity: O(1) expected, plus the id's length.
  subscript(id: Identifier) -> Int? {
    if case .found(let flat) = probe(id, hash: Self.hash(id)) { return flat }
    return nil
  }

  /// Puts `ids[flat]` in its slot, or returns the flat index of the equal id already placed.
  private mutating func place(flat: Int) -> Int? {
    let hash = Self.hash(ids[flat])
    switch probe(ids[flat], hash: hash) {
    case .found(let existing):
      return existing
    case .empty(let slot):
      slots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(flat + 1)
      return nil
    }
  }

  private enum Probe {
    case found(flat: Int)
    case empty(slot: Int)
  }

  /// Linear probing from the hash's slot: the flat index of an equal id, or the empty slot
  /// where it would go.
  private func probe(_ id: Identifier, hash: UInt64) -> Probe {
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag {
        let flat = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        if ids[flat] == id { return .found(flat: flat) }
      }
      slot = (slot + 1) & mask
    }
    return .empty(slot: slot)
  }

  /// Doubles the table and places every id again in flat order, so that a repeat finds its first
  /// position and stays out.
  private mutating func grow() {
    let size = slots.count * 2
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    for flat in ids.indices { _ = place(flat: flat) }
  }

  /// Equal ids hash alike (`ContentFingerprint` hashes strings canonically).
  private static func hash(_ id: Identifier) -> UInt64 {
    var fingerprint = ContentFingerprint()
    fingerprint.combine(id)
    return UInt64(bitPattern: Int64(fingerprint.value))
  }
}
