/// The data's identifiers laid out flat as `FlatKey`s, so matching is not generic and copies
/// no strings: every item has a flat index, section by section.
@usableFromInline
struct DataShape: Sendable {
  @usableFromInline var sectionIDs: [Identifier]
  @usableFromInline var sectionKeys: IdentifierKeys
  /// Item keys, all sections one after another.
  @usableFromInline var itemKeys: IdentifierKeys
  /// The flat index of each section's first item, then the total: `sections.count + 1` values.
  @usableFromInline var sectionStarts: [Int]

  /// - Complexity: O(number of sections + items).
  @inlinable
  init<S, I>(_ data: ListData<S, I>) {
    let sections = data.sections
    var starts: [Int] = []
    starts.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.items.count
    }
    starts.append(total)
    sectionIDs = sections.map(\.id)
    sectionKeys = RawIdentifier.keys(sectionIDs)
    itemKeys = RawIdentifier.itemKeys(sections, total: total)
    sectionStarts = starts
  }

  var sectionCount: Int { sectionIDs.count }
  var itemCount: Int { itemKeys.count }

  /// The section of each flat item.
  var itemSections: [Int32] {
    var sections = [Int32](repeating: 0, count: itemCount)
    sections.withMutableColumn { sections in
      for section in 0..<sectionCount {
        for flat in sectionStarts[section]..<sectionStarts[section + 1] {
          sections[flat] = Int32(truncatingIfNeeded: section)
        }
      }
    }
    return sections
  }

  /// The identifier of the item at flat index `flat` (its ASCII form when it has one).
  func identifier(ofFlat flat: Int) -> Identifier {
    itemKeys.keys[flat].identifier(others: itemKeys.others)
  }

  /// The path of the item at flat index `flat`.
  ///
  /// - Complexity: O(log number of sections).
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
