extension DataSourceSnapshot {
  /// An edit or query of a snapshot that can be refused, as its message names it (see
  /// ``SnapshotError``).
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    case appendSections, insertSections, moveSection
    case appendItems, insertItems, moveItem
    case reloadSections, reloadItems, reconfigureItems
    case itemIdentifiersInSection, numberOfItems
  }
}
