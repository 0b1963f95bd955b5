/// Where each key is: the serial of the chunk of a ``ChunkedArray`` that holds it, filed under the
/// key's 64-bit hash. A chunk's serial does not change when elements are inserted or removed
/// elsewhere, so one change updates one entry, not the position of every element after it. (The
/// layout indexes its cells' ids with it: `CellTable` in ListLayout.)
///
/// Open addressing with linear probing, in shards selected by the hash's top bits: each shard is
/// its own array, so a copy of the index (the layout before a change) shares every shard but the
/// one a change touches, and a shard grows on its own. A slot holds the top 32 bits of the key's
/// hash (the tag) and the chunk serial; 0 marks an empty slot (serials are never 0). The keys
/// themselves stay with their owner: a lookup compares the tags of the chunk's elements, then the
/// keys of the few that match.
public struct ChunkIndex: Sendable {
  /// The slots of each shard (nested arrays: a copy shares each shard until one side changes it).
  @usableFromInline var shards: ContiguousArray<ContiguousArray<UInt64>>
  /// The entries in each shard.
  @usableFromInline var shardCounts: ContiguousArray<Int>
  /// `hash >> shardShift` selects the shard (0 with one shard).
  @usableFromInline let shardShift: UInt64
  @usableFromInline package internal(set) var count = 0

  /// About this many entries fit a shard before it grows; shards start at twice that many slots.
  private static let entriesPerShard = 2_048

  /// An index sized for about `capacity` ids (its shards grow past that).
  package init(capacity: Int = 0) {
    var shardCount = 1
    while shardCount * Self.entriesPerShard < capacity { shardCount <<= 1 }
    shards = ContiguousArray(
      repeating: ContiguousArray(repeating: 0, count: 2 * Self.entriesPerShard), count: shardCount)
    shardCounts = ContiguousArray(repeating: 0, count: shardCount)
    shardShift = shardCount == 1 ? 64 : UInt64(64 - shardCount.trailingZeroBitCount)
  }

  /// The tag of a hash, as cells keep it to be recognised in their chunk.
  @inlinable public static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

  @inlinable func shard(_ hash: UInt64) -> Int { shardShift == 64 ? 0 : Int(hash >> shardShift) }

  /// The first non-nil result of `candidate(serial)` over the entries with `hash`'s tag, in probe
  /// order: the caller checks whether that chunk holds the id.
  ///
  /// - Complexity: O(1) expected, plus the candidates' own cost.
  @inlinable public func first<Result>(hash: UInt64, where candidate: (_ serial: UInt32) -> Result?) -> Result? {
    let slots = shards[shard(hash)]
    let mask = slots.count - 1
    let tag = UInt64(Self.tag(hash)) << 32
    var position = Int(truncatingIfNeeded: Self.placementHash(tag: Self.tag(hash))) & mask
    while slots[position] != 0 {
      if slots[position] & 0xFFFF_FFFF_0000_0000 == tag,
        let result = candidate(UInt32(truncatingIfNeeded: slots[position]))
      {
        return result
      }
      position = (position + 1) & mask
    }
    return nil
  }

  /// Files an id with `hash` under chunk `serial`.
  ///
  /// - Complexity: O(1) amortized expected (a shard that grows is rehashed on its own).
  @inlinable public mutating func insert(hash: UInt64, serial: UInt32) {
    let index = shard(hash)
    if (shardCounts[index] + 1) * 2 > shards[index].count { grow(index) }
    Self.place(UInt64(Self.tag(hash)) << 32 | UInt64(serial), in: &shards[index])
    shardCounts[index] += 1
    count += 1
  }

  /// Removes one entry with `hash`'s tag and chunk `serial` (two ids with the same tag in the same
  /// chunk have identical entries, so either will do).
  package mutating func remove(hash: UInt64, serial: UInt32) {
    let index = shard(hash)
    let entry = UInt64(Self.tag(hash)) << 32 | UInt64(serial)
    Self.remove(entry, from: &shards[index])
    shardCounts[index] -= 1
    count -= 1
  }

  /// Removes `entry` from `slots` by backward-shift deletion: later entries of its cluster that may
  /// sit in the hole move up, so no tombstones are left.
  private static func remove(_ entry: UInt64, from slots: inout ContiguousArray<UInt64>) {
    let mask = slots.count - 1
    var position = Int(truncatingIfNeeded: homeHash(entry)) & mask
    while slots[position] != entry {
      guard slots[position] != 0 else { preconditionFailure("removing an id the index does not hold") }
      position = (position + 1) & mask
    }
    var hole = position
    var next = (position + 1) & mask
    while slots[next] != 0 {
      let home = Int(truncatingIfNeeded: homeHash(slots[next])) & mask
      // The entry at `next` may fill the hole if its home is not in (hole, next].
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
  }

  /// Moves one entry with `hash`'s tag from chunk `old` to chunk `new`.
  package mutating func retarget(hash: UInt64, from old: UInt32, to new: UInt32) {
    guard old != new else { return }
    remove(hash: hash, serial: old)
    insert(hash: hash, serial: new)
  }

  // MARK: Slots

  /// The probe start of an entry: slots keep only the tag, so entries are placed by
  /// `placementHash`, which depends on the tag alone.
  @inlinable static func homeHash(_ entry: UInt64) -> UInt64 {
    placementHash(tag: UInt32(truncatingIfNeeded: entry >> 32))
  }

  /// Where in its shard an entry with this tag starts probing (the tag's bits mixed, as the low
  /// bits of the hash are not kept).
  @inlinable static func placementHash(tag: UInt32) -> UInt64 {
    FastHashMixer.mix(UInt64(tag))
  }

  @inlinable static func place(_ entry: UInt64, in slots: inout ContiguousArray<UInt64>) {
    let mask = slots.count - 1
    var position = Int(truncatingIfNeeded: homeHash(entry)) & mask
    while slots[position] != 0 { position = (position + 1) & mask }
    slots[position] = entry
  }

  /// Doubles a shard's slots and places its entries again.
  @usableFromInline mutating func grow(_ index: Int) {
    var bigger = ContiguousArray<UInt64>(repeating: 0, count: shards[index].count * 2)
    for entry in shards[index] where entry != 0 { Self.place(entry, in: &bigger) }
    shards[index] = bigger
  }
}

/// Murmur3's 64-bit finalizer, for placing entries by their tag.
@usableFromInline enum FastHashMixer {
  @inlinable static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }
}
