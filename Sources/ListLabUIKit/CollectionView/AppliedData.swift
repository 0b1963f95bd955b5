import ListDiff
import ListLabCore

/// The data a collection view's diffable data source holds: the last snapshot applied (without
/// its marks of items to reload or reconfigure, which one apply uses up), with each section's
/// items and each item's index path, for the data source's queries. It is the data source's from
/// the start of `apply`, before any cell is asked for (UIKit's order).
struct AppliedData {
  let snapshot: DataSourceSnapshot
  /// Each section's items, in order.
  let items: [[Identifier]]
  let paths: [Identifier: IndexPath]
  /// The outline applied to one section by the last `apply(_:to:)`.
  let outline: (section: Identifier, snapshot: SectionSnapshot)?

  /// - Complexity: O(n).
  init(_ snapshot: DataSourceSnapshot, outline: (section: Identifier, snapshot: SectionSnapshot)? = nil) {
    self.outline = outline
    var items: [[Identifier]] = []
    var paths: [Identifier: IndexPath] = [:]
    var held = DataSourceSnapshot()
    try? held.appendSections(snapshot.sectionIdentifiers)
    for (section, id) in snapshot.sectionIdentifiers.enumerated() {
      let sectionItems = (try? snapshot.itemIdentifiers(inSection: id)) ?? []
      for (item, itemID) in sectionItems.enumerated() { paths[itemID] = IndexPath(item: item, section: section) }
      try? held.appendItems(sectionItems, toSection: id)
      items.append(sectionItems)
    }
    self.snapshot = held
    self.items = items
    self.paths = paths
  }

  /// The item at an index path, if the data has it.
  func item(at indexPath: IndexPath) -> Identifier? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }
}
