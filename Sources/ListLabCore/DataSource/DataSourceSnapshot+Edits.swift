public import ListDiff

/// The edits of `NSDiffableDataSourceSnapshot`, with its names and rules. Each one checks
/// everything first and changes nothing when it throws.
extension DataSourceSnapshot {
  // MARK: Sections

  /// Adds sections at the end (`appendSections`).
  ///
  /// - Throws: ``SnapshotError`` for an identifier already in the snapshot or given twice.
  /// - Complexity: O(k) amortised.
  public mutating func appendSections(_ ids: [Identifier]) throws(SnapshotError) {
    try checkNew(ids, .section, operation: .snapshot(.appendSections))
    let start = sections.count
    sections += ids.map { Section(id: $0, items: []) }
    reindexSections(from: start)
  }

  /// Inserts sections before another (`insertSections(_:beforeSection:)`).
  ///
  /// - Complexity: O(s + k).
  public mutating func insertSections(_ ids: [Identifier], beforeSection other: Identifier) throws(SnapshotError) {
    try insertSections(ids, relativeTo: other, after: false)
  }

  /// Inserts sections after another (`insertSections(_:afterSection:)`).
  ///
  /// - Complexity: O(s + k).
  public mutating func insertSections(_ ids: [Identifier], afterSection other: Identifier) throws(SnapshotError) {
    try insertSections(ids, relativeTo: other, after: true)
  }

  private mutating func insertSections(_ ids: [Identifier], relativeTo other: Identifier, after: Bool)
    throws(SnapshotError)
  {
    let operation = CoreOperation.snapshot(.insertSections)
    let index = try requireSection(other, assertion: "insertIndex != NSNotFound", operation: operation)
    try checkNew(ids, .section, operation: operation)
    let start = after ? index + 1 : index
    sections.insert(contentsOf: ids.map { Section(id: $0, items: []) }, at: start)
    reindexSections(from: start)
  }

  /// Deletes sections and their items (`deleteSections`). As UIKit does, identifiers the snapshot
  /// lacks are ignored; they are returned.
  ///
  /// - Complexity: O(s + k + the deleted items).
  @discardableResult
  public mutating func deleteSections(_ ids: [Identifier]) -> [Identifier] {
    var deleting = Set<Identifier>()
    var ignored: [Identifier] = []
    for id in ids {
      if sectionIndex[id] != nil { deleting.insert(id) } else if !ignored.contains(id) { ignored.append(id) }
    }
    guard !deleting.isEmpty else { return ignored }
    var leaving = Set<Identifier>()
    for section in sections where deleting.contains(section.id) { leaving.formUnion(section.items) }
    forget(items: leaving)
    unmarkReloaded(sections: deleting)
    for id in deleting { forgetSection(id) }
    sections.removeAll { deleting.contains($0.id) }
    reindexSections(from: 0)
    return ignored
  }

  /// Moves a section before another (`moveSection(_:beforeSection:)`).
  ///
  /// - Throws: ``SnapshotError``: a section the snapshot lacks, or the section itself as the
  ///   destination (UIKit raises for an item moved onto itself; ListLab refuses a section too).
  /// - Complexity: O(s).
  public mutating func moveSection(_ id: Identifier, beforeSection other: Identifier) throws(SnapshotError) {
    try moveSection(id, relativeTo: other, after: false)
  }

  /// Moves a section after another (`moveSection(_:afterSection:)`); after itself is refused.
  ///
  /// - Complexity: O(s).
  public mutating func moveSection(_ id: Identifier, afterSection other: Identifier) throws(SnapshotError) {
    try moveSection(id, relativeTo: other, after: true)
  }

  private mutating func moveSection(_ id: Identifier, relativeTo other: Identifier, after: Bool) throws(SnapshotError) {
    let operation = CoreOperation.snapshot(.moveSection)
    // The same id on both sides is refused first, whether or not the snapshot has it.
    guard id != other else { throw SnapshotError(.moveOntoItself(.section, id), in: operation) }
    let from = try requireSection(id, assertion: "fromSection != NSNotFound", operation: operation)
    _ = try requireSection(other, assertion: "toSection != NSNotFound", operation: operation)
    let section = sections.remove(at: from)
    let target = sections.firstIndex { $0.id == other }! + (after ? 1 : 0)
    sections.insert(section, at: target)
    reindexSections(from: min(from, target))
  }

  // MARK: Items

  /// Adds items at the end of a section, the last one when `section` is nil (`appendItems`).
  ///
  /// - Throws: ``SnapshotError``: no section at all (UIKit's "There are currently no sections…"), a
  ///   section the snapshot lacks, or identifiers that are not unique.
  /// - Complexity: O(k) amortised.
  public mutating func appendItems(_ ids: [Identifier], toSection section: Identifier? = nil) throws(SnapshotError) {
    let operation = CoreOperation.snapshot(.appendItems)
    guard !sections.isEmpty else { throw SnapshotError(.noSections, in: operation) }
    let index: Int
    if let section {
      index = try requireSection(section, assertion: "section != NSNotFound", operation: operation)
    } else {
      index = sections.count - 1
    }
    try checkNew(ids, .item, operation: operation)
    sections[index].items += ids
    record(ids, in: sections[index].id)
  }

  /// Inserts items before another item, in its section (`insertItems(_:beforeItem:)`).
  ///
  /// - Complexity: O(m + k).
  public mutating func insertItems(_ ids: [Identifier], beforeItem other: Identifier) throws(SnapshotError) {
    try insertItems(ids, relativeTo: other, after: false)
  }

  /// Inserts items after another item, in its section (`insertItems(_:afterItem:)`).
  ///
  /// - Complexity: O(m + k).
  public mutating func insertItems(_ ids: [Identifier], afterItem other: Identifier) throws(SnapshotError) {
    try insertItems(ids, relativeTo: other, after: true)
  }

  private mutating func insertItems(_ ids: [Identifier], relativeTo other: Identifier, after: Bool)
    throws(SnapshotError)
  {
    let operation = CoreOperation.snapshot(.insertItems)
    let (section, item) = try requireItem(other, assertion: "section != NSNotFound", operation: operation)
    try checkNew(ids, .item, operation: operation)
    sections[section].items.insert(contentsOf: ids, at: after ? item + 1 : item)
    record(ids, in: sections[section].id)
  }

  /// Deletes items (`deleteItems`). As UIKit does, identifiers the snapshot lacks are ignored;
  /// they are returned.
  ///
  /// - Complexity: O(k + m) for each section touched.
  @discardableResult
  public mutating func deleteItems(_ ids: [Identifier]) -> [Identifier] {
    var bySection: [Int: Set<Identifier>] = [:]
    var ignored: [Identifier] = []
    for id in ids {
      if let section = sectionIdentifier(containingItem: id), let index = indexOfSection(section) {
        bySection[index, default: []].insert(id)
      } else if !ignored.contains(id) {
        ignored.append(id)
      }
    }
    for (index, deleting) in bySection {
      sections[index].items.removeAll { deleting.contains($0) }
      forget(items: deleting)
    }
    return ignored
  }

  /// Deletes every item and every section (`deleteAllItems`: UIKit empties the snapshot).
  ///
  /// - Complexity: O(1) (the storage is released).
  public mutating func deleteAllItems() { self = DataSourceSnapshot() }

  /// Moves an item before another, possibly into its section (`moveItem(_:beforeItem:)`).
  ///
  /// - Throws: ``SnapshotError``: an item the snapshot lacks, or the item itself as the
  ///   destination ("Invalid update: destination for item move is the same as the source").
  /// - Complexity: O(m) for the sections of both items.
  public mutating func moveItem(_ id: Identifier, beforeItem other: Identifier) throws(SnapshotError) {
    try moveItem(id, relativeTo: other, after: false)
  }

  /// Moves an item after another, possibly into its section (`moveItem(_:afterItem:)`).
  ///
  /// - Complexity: O(m) for the sections of both items.
  public mutating func moveItem(_ id: Identifier, afterItem other: Identifier) throws(SnapshotError) {
    try moveItem(id, relativeTo: other, after: true)
  }

  private mutating func moveItem(_ id: Identifier, relativeTo other: Identifier, after: Bool) throws(SnapshotError) {
    let operation = CoreOperation.snapshot(.moveItem)
    guard id != other else { throw SnapshotError(.moveOntoItself(.item, id), in: operation) }
    let (fromSection, fromItem) = try requireItem(id, assertion: "fromIndex != NSNotFound", operation: operation)
    _ = try requireItem(other, assertion: "toIndex != NSNotFound", operation: operation)
    sections[fromSection].items.remove(at: fromItem)
    // The other item's place once this one has left.
    let (toSection, toItem) = try requireItem(other, assertion: "toIndex != NSNotFound", operation: operation)
    sections[toSection].items.insert(id, at: after ? toItem + 1 : toItem)
    record([id], in: sections[toSection].id)
  }

  // MARK: Reloads

  /// Marks items to be reloaded when the snapshot is applied: their cells are replaced by new ones
  /// from the cell provider, and animate as reloads (`reloadItems`).
  ///
  /// - Throws: ``SnapshotError`` ("Attempted to reload item identifier that does not exist…").
  /// - Complexity: O(k + r), r the items already marked.
  public mutating func reloadItems(_ ids: [Identifier]) throws(SnapshotError) {
    try requirePresent(ids, .item, reconfigure: false, operation: .snapshot(.reloadItems))
    markReloaded(items: ids)
  }

  /// Marks items to be reconfigured when the snapshot is applied: their cells stay, are given their
  /// new declaration by the cell provider and are measured again, without a reload's crossfade
  /// (`reconfigureItems`, iOS 15).
  ///
  /// - Complexity: O(k + r), r the items already marked.
  public mutating func reconfigureItems(_ ids: [Identifier]) throws(SnapshotError) {
    try requirePresent(ids, .item, reconfigure: true, operation: .snapshot(.reconfigureItems))
    markReconfigured(items: ids)
  }

  /// Marks sections to be reloaded when the snapshot is applied: every item in them gets a new cell
  /// from the provider, and the section animates as a reload (`reloadSections`).
  ///
  /// - Complexity: O(k + r), r the sections already marked.
  public mutating func reloadSections(_ ids: [Identifier]) throws(SnapshotError) {
    try requirePresent(ids, .section, reconfigure: false, operation: .snapshot(.reloadSections))
    markReloaded(sections: ids)
  }

  private func requirePresent(
    _ ids: [Identifier], _ kind: SnapshotError.Kind, reconfigure: Bool, operation: CoreOperation
  )
    throws(SnapshotError)
  {
    for id in ids where kind == .item ? !containsItem(id) : !containsSection(id) {
      throw SnapshotError(.reloadOfMissing(kind, id, reconfigure: reconfigure), in: operation)
    }
  }
}
