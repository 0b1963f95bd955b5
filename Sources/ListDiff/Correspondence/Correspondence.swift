/// Which element of the old data each element of the new data continues, by index: what an
/// animation pairs.
///
/// A diff (`Diff`) pairs elements by identifier: an item continues the item with its identifier,
/// and is reloaded when its content changed. A checked batch (`CheckedBatch.correspondence`)
/// pairs them by the index paths the programmer declared, which may pair an item with an old item
/// of another identifier (UIKit then shows the old cell moving and its content changing): there
/// an item is reloaded when the batch reloads it, or when it differs from the item it continues.
/// Ask through the methods; how the pairs are stored is not part of the type's promise.
public struct Correspondence: Equatable, Sendable {
  /// For each new section, its old index, or -1.
  private var sectionSources: [Int]
  /// For each new section, whether it is reloaded.
  private var sectionReloaded: [Bool]
  /// The flat index of each new section's first item, then the total.
  private var newStarts: [Int]
  /// For each new item (flat index), the flat index of the old item it continues, or -1.
  private var itemSources: [Int32]
  /// The flat index of each old section's first item, then the total.
  private var oldStarts: [Int]
  /// The section of each old item (flat index).
  private var oldItemSections: [Int32]
  /// For each old item (flat index) that an item continues, whether that item is reloaded; empty
  /// when none is.
  private var itemReloaded: [Bool]

  /// The old index of the section at `newIndex`; nil when the section is new (or `newIndex` is
  /// out of range).
  ///
  /// - Complexity: O(1).
  public func source(ofSection newIndex: Int) -> Int? {
    guard sectionSources.indices.contains(newIndex), sectionSources[newIndex] >= 0 else {
      return nil
    }
    return sectionSources[newIndex]
  }

  /// Whether the section at `newIndex` is reloaded: its content changed (a diff), or the batch
  /// reloads it or pairs it with a section of other content.
  ///
  /// - Complexity: O(1).
  public func isSectionReloaded(_ newIndex: Int) -> Bool {
    sectionReloaded.indices.contains(newIndex) && sectionReloaded[newIndex]
  }

  /// The old path of the item at `newPath`; nil when the item is new (or `newPath` is out of
  /// range).
  ///
  /// - Complexity: O(1).
  public func source(ofItem newPath: ItemPath) -> ItemPath? {
    guard let flat = sourceFlat(of: newPath) else { return nil }
    let section = Int(oldItemSections[flat])
    return ItemPath(section, flat - oldStarts[section])
  }

  /// Whether the item at `newPath` is reloaded: its content changed (a diff), or the batch reloads
  /// it or pairs it with an item of another identifier or content.
  ///
  /// - Complexity: O(1).
  public func isItemReloaded(_ newPath: ItemPath) -> Bool {
    guard !itemReloaded.isEmpty, let flat = sourceFlat(of: newPath) else { return false }
    return itemReloaded[flat]
  }

  private func sourceFlat(of newPath: ItemPath) -> Int? {
    guard newStarts.indices.dropLast().contains(newPath.section), newPath.item >= 0 else {
      return nil
    }
    let flat = newStarts[newPath.section] + newPath.item
    guard flat < newStarts[newPath.section + 1], itemSources[flat] >= 0 else { return nil }
    return Int(itemSources[flat])
  }
}

extension Correspondence {
  /// Every element continues itself and nothing is reloaded: a list that does not change.
  ///
  /// - Parameter itemCounts: the number of items in each section.
  /// - Complexity: O(n + m), n sections and m items.
  public static func unchanged(itemCounts: [Int]) -> Correspondence {
    let starts = Self.starts(itemCounts)
    return Correspondence(
      sectionSources: Array(itemCounts.indices),
      sectionReloaded: [Bool](repeating: false, count: itemCounts.count), newStarts: starts,
      itemSources: (0..<Int32(starts.last!)).map { $0 }, oldStarts: starts,
      oldItemSections: Self.itemSections(itemCounts), itemReloaded: [])
  }

  /// The pairs of a diff: by identifier, reloaded when the content changed.
  @usableFromInline
  init(matching: Matching, contents: ContentComparison) {
    self.init(
      sectionSources: matching.newSectionPartner, sectionReloaded: contents.sectionDiffers,
      newStarts: matching.newStarts, itemSources: matching.newPartner,
      oldStarts: matching.oldStarts, oldItemSections: matching.oldItemSections,
      itemReloaded: contents.itemDiffers)
  }

  /// The pairs of a batch: by the index paths of its mapping.
  ///
  /// - Parameters:
  ///   - mapping: where each old section and item goes (nil: deleted, or inside a reloaded
  ///     section).
  ///   - reloads: old paths the batch reloads: the item landing there continues the old one and is
  ///     reloaded, even when its content is equal.
  ///   - sectionReloads: old section indices the batch reloads: the new section at the same index
  ///     continues the old one and is reloaded.
  /// - Complexity: O(n + m).
  init<S, I>(
    mapping: IndexMapping, reloads: [ItemPath], sectionReloads: [Int],
    old: Snapshot<S, I>, new: Snapshot<S, I>
  ) {
    let oldCounts = old.itemCounts
    let newCounts = new.itemCounts
    oldStarts = Self.starts(oldCounts)
    newStarts = Self.starts(newCounts)
    oldItemSections = Self.itemSections(oldCounts)
    sectionSources = [Int](repeating: -1, count: newCounts.count)
    sectionReloaded = [Bool](repeating: false, count: newCounts.count)
    itemSources = [Int32](repeating: -1, count: newStarts.last!)
    itemReloaded = [Bool](repeating: false, count: oldStarts.last!)
    for (oldSection, target) in mapping.sections.enumerated() {
      guard let target, old.sections.indices.contains(oldSection), new.sections.indices.contains(target)
      else { continue }
      sectionSources[target] = oldSection
      if !old.sections[oldSection].content.hasSameContent(as: new.sections[target].content) {
        sectionReloaded[target] = true
      }
    }
    for (oldSection, items) in mapping.items.enumerated() where old.sections.indices.contains(oldSection) {
      for (oldItem, target) in items.enumerated() {
        guard let target, old.sections[oldSection].items.indices.contains(oldItem),
          new.sections.indices.contains(target.section),
          new.sections[target.section].items.indices.contains(target.item)
        else { continue }
        let oldFlat = oldStarts[oldSection] + oldItem
        itemSources[newStarts[target.section] + target.item] = Int32(oldFlat)
        if old[ItemPath(oldSection, oldItem)] != new[target] { itemReloaded[oldFlat] = true }
      }
    }
    for path in reloads where mapping.path(for: path) != nil {
      itemReloaded[oldStarts[path.section] + path.item] = true
    }
    for index in sectionReloads
    where old.sections.indices.contains(index) && new.sections.indices.contains(index) {
      sectionSources[index] = index
      sectionReloaded[index] = true
    }
  }

  /// The flat index of each section's first item, then the total.
  private static func starts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts.last! + count) }
    return starts
  }

  /// The section of each item, flat.
  private static func itemSections(_ counts: [Int]) -> [Int32] {
    counts.enumerated().flatMap { section, count in
      repeatElement(Int32(section), count: count)
    }
  }
}
