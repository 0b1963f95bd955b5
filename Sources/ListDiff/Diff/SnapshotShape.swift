/// A snapshot's identifiers laid out flat as `FlatKey`s, so matching is not generic and copies
/// no strings: every item has a flat index, section by section.
@usableFromInline
struct SnapshotShape: Sendable {
  @usableFromInline var sectionIDs: [Identifier]
  /// Item keys, all sections one after another.
  @usableFromInline var itemKeys: [FlatKey]
  /// The identifiers of `.other` item keys.
  @usableFromInline var otherIDs: [Identifier]
  /// The flat index of each section's first item, then the total: `sections.count + 1` values.
  @usableFromInline var sectionStarts: [Int]

  /// - Complexity: O(number of sections + items).
  @inlinable
  init<S, I>(_ snapshot: Snapshot<S, I>) {
    typealias Item = Snapshot<S, I>.Item
    let sections = snapshot.sections
    var starts: [Int] = []
    starts.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.items.count
    }
    starts.append(total)
    let readable = RawIdentifier.isReadable
    let stride = MemoryLayout<Item>.stride
    let offset = MemoryLayout<Item>.offset(of: \Item.id)!
    var others: [Identifier] = []
    let keys = [FlatKey](unsafeUninitializedCapacity: total) { keys, count in
      for (index, section) in sections.enumerated() {
        section.items.withUnsafeBufferPointer { items in
          guard let base = items.baseAddress else { return }
          let raw = UnsafeRawPointer(base) + offset
          let start = starts[index]
          for item in items.indices {
            // The stored `id` of an `Item`, through the offset `MemoryLayout` gives for it.
            let id = (raw + item * stride).assumingMemoryBound(to: Identifier.self)
            keys.initializeElement(
              at: start + item, to: FlatKey.make(id, readable: readable, others: &others))
          }
        }
      }
      count = total
    }
    self.sectionIDs = sections.map(\.id)
    self.itemKeys = keys
    self.otherIDs = others
    self.sectionStarts = starts
  }

  var sectionCount: Int { sectionIDs.count }
  var itemCount: Int { itemKeys.count }

  /// The section of each flat item.
  var itemSections: [Int32] {
    var sections = [Int32](repeating: 0, count: itemCount)
    sections.withUnsafeMutableBufferPointer { sections in
      for section in 0..<sectionCount {
        for flat in sectionStarts[section]..<sectionStarts[section + 1] {
          sections[flat] = Int32(truncatingIfNeeded: section)
        }
      }
    }
    return sections
  }

  /// The identifier of the item at flat index `flat`.
  func identifier(ofFlat flat: Int) -> Identifier {
    let key = itemKeys[flat]
    switch key.high {
    case FlatKey.integerMark: return .integer(Int(bitPattern: UInt(key.low)))
    case FlatKey.otherMark: return otherIDs[Int(key.low)]
    default:  // an inline string's own two words (see `FlatKey`)
      return .string(unsafeBitCast((key.low, key.high), to: String.self))
    }
  }

  /// The path of the item at flat index `flat`.
  ///
  /// - Complexity: O(log number of sections).
  @usableFromInline
  func path(ofFlat flat: Int) -> ItemPath {
    var low = 0
    var high = sectionCount - 1
    while low < high {  // the last section whose start is ≤ flat (empty sections share starts)
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
    }
    return ItemPath(low, flat - sectionStarts[low])
  }
}
