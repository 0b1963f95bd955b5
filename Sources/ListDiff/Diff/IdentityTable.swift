/// An open-addressing hash table from identifier hashes to small integer entries, the
/// identifiers themselves staying in the caller's arrays.
///
/// Each slot packs the upper 32 bits of the hash with `entry + 1` (0 marks an empty slot), so
/// most probes compare an integer without touching an identifier. Linear probing, at most half
/// full, never resized: the caller knows the number of entries up front.
///
/// With a million identifiers the table outgrows the CPU caches and each first probe is a cache
/// miss, so `insert(hashes:…)` works in blocks: it loads the first slot of every hash in a block
/// before probing any of them, letting the misses overlap instead of queueing.
struct IdentityTable {
  private var slots: [UInt64]
  private let mask: Int

  /// How many hashes `insert(hashes:…)` reads ahead.
  static let blockSize = 32

  /// A table for up to `capacity` entries.
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    slots = [UInt64](repeating: 0, count: size)
    mask = size - 1
  }

  /// Looks up each hash of `hashes` whose index `skip` rejects, storing the absent ones under
  /// entry `firstEntry + index`; for each present one, calls `found(index, entry)` with the entry
  /// stored under an equal identifier (checked by `isEqual(entry, index)`), and stops when
  /// `found` returns `false`.
  ///
  /// - Complexity: O(hashes.count) expected.
  @inline(__always)
  mutating func insert(
    hashes: UnsafeBufferPointer<UInt64>, firstEntry: Int32,
    skip: (Int) -> Bool,
    isEqual: (_ entry: Int32, _ index: Int) -> Bool,
    found: (_ index: Int, _ entry: Int32) -> Bool
  ) {
    let mask = self.mask
    let count = hashes.count
    slots.withUnsafeMutableBufferPointer { slots in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.blockSize) { firstSlots in
        var start = 0
        while start < count {
          let end = min(start + Self.blockSize, count)
          // Load each hash's first slot before probing: the cache misses overlap.
          for index in start..<end {
            firstSlots[index - start] = slots[Int(truncatingIfNeeded: hashes[index]) & mask]
          }
          for index in start..<end where !skip(index) {
            let hash = hashes[index]
            let tag = hash & 0xFFFF_FFFF_0000_0000
            var position = Int(truncatingIfNeeded: hash) & mask
            // A slot once filled never changes; an empty one may have been filled since.
            var slot = firstSlots[index - start]
            if slot == 0 { slot = slots[position] }
            while true {
              if slot == 0 {
                let entry = firstEntry + Int32(truncatingIfNeeded: index)
                slots[position] = tag | UInt64(UInt32(bitPattern: entry + 1))
                break
              }
              if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let entry = Int32(bitPattern: UInt32(truncatingIfNeeded: slot)) - 1
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
