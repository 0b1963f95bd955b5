/// An open-addressing hash table from identifier hashes to small integer entries, the
/// identifiers themselves staying in the caller's arrays.
///
/// Each 32-bit slot packs `entry + 1` (0 marks an empty slot) in its low bits and the top bits of
/// the hash above them — as many as the entry count leaves, 11 for a million entries — so most
/// probes compare an integer without touching an identifier. Four bytes a slot keep a million-item
/// diff's table at 16 MiB, half of what eight did. Linear probing, at most half full, never
/// resized: the caller knows the number of entries up front.
///
/// With a million identifiers the table outgrows the CPU caches and each first probe is a cache
/// miss, so `insert(hashes:…)` works in blocks: it loads the first slot of every hash in a block
/// before probing any of them, letting the misses overlap instead of queueing.
struct IdentityTable {
  private var slots: [UInt32]
  private let mask: Int
  /// The slot bits that hold `entry + 1`; the rest hold the hash's tag.
  private let entryMask: UInt32

  /// How many hashes `insert(hashes:…)` reads ahead.
  static let blockSize = 32

  /// A table for up to `capacity` entries (at most `Int32.max`).
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt32](repeating: 0, count: size)
    mask = size - 1
    let entryBits = min(32, Int.bitWidth - max(capacity, 1).leadingZeroBitCount)
    entryMask = entryBits == 32 ? .max : (1 << UInt32(entryBits)) - 1
  }

  /// Looks up each hash of `hashes` whose index `skip` rejects, storing the absent ones under
  /// entry `firstEntry + index`; for each present one, calls `found(index, entry)` with the entry
  /// stored under an equal identifier (checked by `isEqual(entry, index)`), and stops when
  /// `found` returns `false`.
  ///
  /// - Complexity: O(hashes.count) expected.
  @inline(__always)
  mutating func insert(
    hashes: Column<UInt64>, firstEntry: Int32,
    skip: (Int) -> Bool,
    isEqual: (_ entry: Int32, _ index: Int) -> Bool,
    found: (_ index: Int, _ entry: Int32) -> Bool
  ) {
    let mask = self.mask
    let entryMask = self.entryMask
    let tagMask = ~entryMask
    let count = hashes.count
    slots.withMutableColumn { slots in
      withScratchColumn(of: UInt32.self, count: Self.blockSize) { firstSlots in
        var start = 0
        while start < count {
          let end = min(start + Self.blockSize, count)
          // Load each hash's first slot before probing: the cache misses overlap.
          for index in start..<end {
            firstSlots[index - start] = slots[Int(truncatingIfNeeded: hashes[index]) & mask]
          }
          for index in start..<end where !skip(index) {
            let hash = hashes[index]
            let tag = UInt32(truncatingIfNeeded: hash >> 32) & tagMask  // the hash's top bits
            var position = Int(truncatingIfNeeded: hash) & mask
            // A slot once filled never changes; an empty one may have been filled since.
            var slot = firstSlots[index - start]
            if slot == 0 { slot = slots[position] }
            while true {
              if slot == 0 {
                let entry = firstEntry + Int32(truncatingIfNeeded: index)
                slots[position] = tag | UInt32(bitPattern: entry + 1)
                break
              }
              if slot & tagMask == tag {
                let entry = Int32(bitPattern: slot & entryMask) - 1
                if isEqual(entry, index) {
                  guard found(index, entry) else { return }
                  break
                }
              }
              position = (position + 1) & mask
              slot = slots[position]
            }
          }
          start = end
        }
      }
    }
  }
}
