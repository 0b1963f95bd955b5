/// Which element of the old data each element of the new data continues, by index: what an
/// animation pairs.
///
/// A diff (`Diff`) pairs elements by identifier: an item continues the item with its identifier,
/// and is reloaded when its content changed. A checked batch (`CheckedBatch.correspondence`)
/// pairs them by the index paths the programmer declared, which may pair an item with an old item
/// of another identifier (UIKit then shows the old cell where the data has another). A change made
/// by one operation (an insert, a move) describes its pairs by the operation's edits
/// (``init(edits:)``), in space proportional to the change rather than the list.
///
/// Ask through the methods, in either direction; how the pairs are stored is not part of the
/// type's promise.
public struct Correspondence: Equatable, Sendable {
  enum Storage: Equatable, Sendable {
    case dense(Dense)
    case edits(Runs)
  }

  var storage: Storage

  /// The old index of the section at `newIndex`; nil when the section is new (or `newIndex` is
  /// out of range).
  ///
  /// - Complexity: O(1).
  public func source(ofSection newIndex: Int) -> Int? {
    switch storage {
    case .dense(let dense): dense.source(ofSection: newIndex)
    case .edits(let runs): runs.sections.source(of: newIndex)
    }
  }

  /// The new index of the section at `oldIndex`; nil when the section is deleted.
  ///
  /// - Complexity: O(1).
  public func destination(ofSection oldIndex: Int) -> Int? {
    switch storage {
    case .dense(let dense): dense.destination(ofSection: oldIndex)
    case .edits(let runs): runs.sections.destination(of: oldIndex)
    }
  }

  /// Whether the section at `newIndex` is reloaded: its content changed (a diff), or the batch
  /// reloads it.
  ///
  /// - Complexity: O(1).
  public func isSectionReloaded(_ newIndex: Int) -> Bool {
    switch storage {
    case .dense(let dense): dense.sectionReloaded.indices.contains(newIndex) && dense.sectionReloaded[newIndex]
    case .edits(let runs): runs.reloadedSections.contains(newIndex)
    }
  }

  /// The old path of the item at `newPath`; nil when the item is new (or `newPath` is out of
  /// range).
  ///
  /// - Complexity: O(1) (O(log r) for r runs of a change made by edits).
  public func source(ofItem newPath: ItemPath) -> ItemPath? {
    switch storage {
    case .dense(let dense): dense.source(ofItem: newPath)
    case .edits(let runs): runs.source(ofItem: newPath)
    }
  }

  /// The new path of the item at `oldPath`; nil when the item is deleted (or inside a deleted or
  /// reloaded section).
  ///
  /// - Complexity: O(1) (O(log r) for r runs of a change made by edits).
  public func destination(ofItem oldPath: ItemPath) -> ItemPath? {
    switch storage {
    case .dense(let dense): dense.destination(ofItem: oldPath)
    case .edits(let runs): runs.destination(ofItem: oldPath)
    }
  }

  /// Whether the item at `newPath` is reloaded: its content changed (a diff), or the batch reloads
  /// it.
  ///
  /// - Complexity: O(1).
  public func isItemReloaded(_ newPath: ItemPath) -> Bool {
    switch storage {
    case .dense(let dense): dense.isItemReloaded(newPath)
    case .edits(let runs): runs.reloadedItems.contains(newPath)
    }
  }
}

// MARK: - Dense: one entry per element

extension Correspondence {
  /// Pairs kept element by element, in both directions (a diff's or a batch's).
  struct Dense: Equatable, Sendable {
    /// For each new section, its old index, or -1; for each old section, its new index, or -1.
    var sectionSources: [Int]
    var sectionDestinations: [Int]
    /// For each new section, whether it is reloaded.
    var sectionReloaded: [Bool]
    /// The flat index of each section's first item, then the total, on both sides.
    var newStarts: [Int]
    var oldStarts: [Int]
    /// For each new item (flat), the old item it continues, or -1; and the reverse.
    var itemSources: [Int32]
    var itemDestinations: [Int32]
    /// For each old item (flat) that an item continues, whether that item is reloaded; empty when
    /// none is.
    var itemReloaded: [Bool]

    func source(ofSection newIndex: Int) -> Int? {
      guard sectionSources.indices.contains(newIndex), sectionSources[newIndex] >= 0 else { return nil }
      return sectionSources[newIndex]
    }

    func destination(ofSection oldIndex: Int) -> Int? {
      guard sectionDestinations.indices.contains(oldIndex), sectionDestinations[oldIndex] >= 0 else { return nil }
      return sectionDestinations[oldIndex]
    }

    func source(ofItem newPath: ItemPath) -> ItemPath? {
      guard let flat = Self.flat(newPath, starts: newStarts), itemSources[flat] >= 0 else { return nil }
      return Self.path(Int(itemSources[flat]), starts: oldStarts)
    }

    func destination(ofItem oldPath: ItemPath) -> ItemPath? {
      guard let flat = Self.flat(oldPath, starts: oldStarts), itemDestinations[flat] >= 0 else { return nil }
      return Self.path(Int(itemDestinations[flat]), starts: newStarts)
    }

    func isItemReloaded(_ newPath: ItemPath) -> Bool {
      guard !itemReloaded.isEmpty, let flat = Self.flat(newPath, starts: newStarts), itemSources[flat] >= 0 else {
        return false
      }
      return itemReloaded[Int(itemSources[flat])]
    }

    static func flat(_ path: ItemPath, starts: [Int]) -> Int? {
      guard path.section >= 0, path.section < starts.count - 1, path.item >= 0 else { return nil }
      let flat = starts[path.section] + path.item
      return flat < starts[path.section + 1] ? flat : nil
    }

    /// The path of a flat index: the last section starting at or before it (empty sections share
    /// their start with the next one).
    ///
    /// - Complexity: O(log s).
    static func path(_ flat: Int, starts: [Int]) -> ItemPath {
      var low = 0
      var high = starts.count - 2
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= flat { low = middle } else { high = middle - 1 }
      }
      return ItemPath(low, flat - starts[low])
    }

    static func starts(_ counts: [Int]) -> [Int] {
      var starts = [0]
      starts.reserveCapacity(counts.count + 1)
      for count in counts { starts.append(starts[starts.count - 1] + count) }
      return starts
    }

    /// The reverse of a table of partners: -1 where nothing points.
    static func inverse(_ partners: [Int], count: Int) -> [Int] {
      var inverse = [Int](repeating: -1, count: count)
      for (index, partner) in partners.enumerated() where partner >= 0 { inverse[partner] = index }
      return inverse
    }

    static func inverse(_ partners: [Int32], count: Int) -> [Int32] {
      var inverse = [Int32](repeating: -1, count: count)
      for (index, partner) in partners.enumerated() where partner >= 0 { inverse[Int(partner)] = Int32(index) }
      return inverse
    }
  }
}

extension Correspondence {
  /// Every element continues itself and nothing is reloaded: a list that does not change.
  ///
  /// - Parameter itemCounts: the number of items in each section.
  /// - Complexity: O(s), s sections.
  public static func unchanged(itemCounts: [Int]) -> Correspondence {
    Correspondence(
      edits: CorrespondenceEdits(oldItemCounts: itemCounts, sectionSources: itemCounts.indices.map { $0 }))
  }

  /// The pairs of a diff: by identifier, reloaded when the content changed.
  @usableFromInline
  init(matching: Matching, contents: ContentComparison) {
    storage = .dense(
      Dense(
        sectionSources: matching.newSectionPartner, sectionDestinations: matching.oldSectionPartner,
        sectionReloaded: contents.sectionDiffers, newStarts: matching.newStarts, oldStarts: matching.oldStarts,
        itemSources: matching.newPartner, itemDestinations: matching.oldPartner, itemReloaded: contents.itemDiffers))
  }

  /// The pairs of a batch: by the index paths of its mapping.
  ///
  /// - Parameters:
  ///   - mapping: where each old section and item goes (nil: deleted, or inside a reloaded
  ///     section).
  ///   - reloads: old paths the batch reloads: the item landing there continues the old one and is
  ///     reloaded.
  ///   - sectionReloads: old section indices the batch reloads: the new section at the same index
  ///     continues the old one and is reloaded.
  /// - Complexity: O(n + m).
  init<S, I>(
    mapping: IndexMapping, reloads: [ItemPath], sectionReloads: [Int],
    old: ListData<S, I>, new: ListData<S, I>
  ) {
    let oldCounts = old.itemCounts
    let newCounts = new.itemCounts
    let oldStarts = Dense.starts(oldCounts)
    let newStarts = Dense.starts(newCounts)
    var sectionSources = [Int](repeating: -1, count: newCounts.count)
    var sectionReloaded = [Bool](repeating: false, count: newCounts.count)
    var itemSources = [Int32](repeating: -1, count: newStarts.last!)
    var itemReloaded = [Bool](repeating: false, count: oldStarts.last!)
    for (oldSection, target) in mapping.sections.enumerated() {
      guard let target, old.sections.indices.contains(oldSection), new.sections.indices.contains(target)
      else { continue }
      sectionSources[target] = oldSection
    }
    for (oldSection, items) in mapping.items.enumerated() where old.sections.indices.contains(oldSection) {
      for (oldItem, target) in items.enumerated() {
        guard let target, old.sections[oldSection].items.indices.contains(oldItem),
          new.sections.indices.contains(target.section),
          new.sections[target.section].items.indices.contains(target.item)
        else { continue }
        itemSources[newStarts[target.section] + target.item] = Int32(oldStarts[oldSection] + oldItem)
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
    storage = .dense(
      Dense(
        sectionSources: sectionSources, sectionDestinations: Dense.inverse(sectionSources, count: oldCounts.count),
        sectionReloaded: sectionReloaded, newStarts: newStarts, oldStarts: oldStarts, itemSources: itemSources,
        itemDestinations: Dense.inverse(itemSources, count: oldStarts.last!), itemReloaded: itemReloaded))
  }
}
