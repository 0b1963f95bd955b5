public import ListDiff

/// Where cells go in an insert or a move, named by ids as a diffable data source names them
/// (`insertItems(_:beforeItem:)`, `insertItems(_:afterItem:)`, `appendItems(_:toSection:)`).
public enum CellPlacement: Sendable, Equatable {
  case before(Identifier)
  case after(Identifier)
  /// At the end of the section with this id.
  case endOf(section: Identifier)
}

/// Where a section goes in an insert or a move (`insertSections(_:beforeSection:)`, …).
public enum SectionPlacement: Sendable, Equatable {
  case before(Identifier)
  case after(Identifier)
  /// After the last section (`appendSections`).
  case end
}
