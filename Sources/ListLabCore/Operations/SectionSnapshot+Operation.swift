extension SectionSnapshot {
  /// An edit or query of an outline that can be refused, as its message names it (see
  /// ``SnapshotError``).
  public enum Operation: String, Hashable, Sendable, CaseIterable {
    case append, insert, appendSnapshot, insertSnapshot, replaceChildren
    case expand, collapse
    case level, parent, children, isExpanded, isVisible, snapshot
  }
}
