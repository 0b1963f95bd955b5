public import ListDiff

/// Each cell id's flat index, in document order: built while a declaration is validated (finding
/// repeated ids on the way) and kept by the layout for lookups by id.
///
/// Ids compare as `Identifier`s do, strings by canonical equivalence. While every string id is
/// ASCII — nearly always — equivalence is byte equality, so ids live in an open-addressing table
/// keyed by a cheap byte hash (`ContentFingerprint`) with the ids themselves in an array: a
/// fraction of the hashing a `Dictionary` does and half its memory. The first id that is not
/// ASCII moves the index to a `Dictionary`.
///
/// A non-ASCII id looked up in an ASCII index can still equal an ASCII id: only when each of its
/// scalars canonically decomposes to ASCII, which three scalars do (KELVIN SIGN → K, GREEK
/// QUESTION MARK → ;, GREEK VARIA → `; a test checks the list). Such a query is rewritten first.
struct CellIndex: Sendable {
  /// Per slot: the upper 32 bits of the id's hash, then `flat + 1` (0 marks an empty slot).
  private var slots: [UInt64]
  private var mask: Int
  /// Every appended id, by flat index (repeats included).
  private var ids: [Identifier]
  /// Each id's first flat index, once a non-ASCII id has been appended.
  private var general: [Identifier: Int]?
  /// How many ids have been appended.
  private(set) var count = 0

  /// An index for about `capacity` ids (it grows past that).
  init(capacity: Int = 0) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    ids = []
    ids.reserveCapacity(capacity)
  }

  /// Gives `id` the next flat index (``count``), unless an equal id is already in: then returns
  /// that id's flat index, and the new position stays unreachable by id.
  ///
  /// - Complexity: O(1) amortized expected, plus the id's length.
  mutating func append(_ id: Identifier) -> Int? {
    defer { count += 1 }
    if general != nil { return appendGeneral(id) }
    guard Self.isASCII(id) else {
      var general: [Identifier: Int] = [:]
      general.reserveCapacity(ids.count + 1)
      for (flat, id) in ids.enumerated() where general[id] == nil { general[id] = flat }
      self.general = general
      slots = []
      ids = []
      return appendGeneral(id)
    }
    if (ids.count + 1) * 2 > slots.count { grow() }
    ids.append(id)
    return place(flat: count)
  }

  private mutating func appendGeneral(_ id: Identifier) -> Int? {
    if let existing = general![id] { return existing }
    general![id] = count
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

  /// The flat index of the first cell with `id`, if any.
  ///
  /// - Complexity: O(1) expected, plus the id's length.
  subscript(id: Identifier) -> Int? {
    if let general { return general[id] }
    guard Self.isASCII(id) else { return Self.asciiEquivalent(of: id).flatMap { self[$0] } }
    if case .found(let flat) = probe(id, hash: Self.hash(id)) { return flat }
    return nil
  }

  /// Doubles the table and places every id again, first positions first (in flat order, so a
  /// repeat finds its first position and stays out).
  private mutating func grow() {
    let size = slots.count * 2
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
    for flat in ids.indices { _ = place(flat: flat) }
  }

  private static func hash(_ id: Identifier) -> UInt64 {
    var fingerprint = ContentFingerprint()
    fingerprint.combine(id)
    return UInt64(bitPattern: Int64(fingerprint.value))
  }

  /// Whether the id is an integer or an ASCII string.
  static func isASCII(_ id: Identifier) -> Bool {
    guard case .string(let string) = id else { return true }
    if let ascii = string.utf8.withContiguousStorageIfAvailable({ bytes in
      var any: UInt8 = 0
      for byte in bytes { any |= byte }
      return any < 0x80
    }) {
      return ascii
    }
    return string.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The non-ASCII scalars whose canonical decomposition is ASCII, with that ASCII.
  static let asciiDecompositions: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{212A}": "K", "\u{037E}": ";", "\u{1FEF}": "`",
  ]

  /// The ASCII string canonically equivalent to `id`, if there is one.
  static func asciiEquivalent(of id: Identifier) -> Identifier? {
    guard case .string(let string) = id else { return nil }
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      if scalar.isASCII {
        scalars.append(scalar)
      } else if let ascii = asciiDecompositions[scalar] {
        scalars.append(ascii)
      } else {
        return nil
      }
    }
    return .string(String(scalars))
  }
}
