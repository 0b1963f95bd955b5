/// Which step of a staged changeset a stage is, in the order the stages run.
///
/// UIKit cannot apply every combination of changes in one `performBatchUpdates` call, so a diff is
/// split into at most five stages, always in this order (empty ones are skipped); a batch that a
/// programmer declares is one stage of its own kind.
public enum StageKind: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// Item reloads (printed "item updates", as scripts' `updated` fields name them), at the
  /// indices of the old data.
  case itemReloads = 1
  /// Section deletes and item deletes.
  case deletes = 2
  /// Section inserts and section moves.
  case sectionInsertsAndMoves = 3
  /// Item inserts and item moves, across sections too.
  case itemInsertsAndMoves = 4
  /// Section reloads (printed "section updates"), at the final indices.
  case sectionReloads = 5
  /// Everything a programmer declared in one `performBatchUpdates` call.
  case batchUpdate = 6

  public static func < (lhs: StageKind, rhs: StageKind) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A short name: "item updates", "deletes", …
  public var description: String {
    switch self {
    case .itemReloads: "item updates"
    case .deletes: "deletes"
    case .sectionInsertsAndMoves: "section inserts and moves"
    case .itemInsertsAndMoves: "item inserts and moves"
    case .sectionReloads: "section updates"
    case .batchUpdate: "batch update"
    }
  }

  /// One sentence on why UIKit needs this stage on its own, for teaching output.
  public var explanation: String {
    switch self {
    case .itemReloads:
      "UIKit reloads a cell as a delete plus an insert at the same index path, which clashes with "
        + "a delete or a move of that path in the same batch, so reloads come first, at the "
        + "indices of the untouched old data."
    case .deletes:
      "Deletes refer to the data as it was before the batch, so section and item deletes go "
        + "together before anything is inserted or moved, and items leave with their section."
    case .sectionInsertsAndMoves:
      "UIKit cannot move an item into a section inserted or moved in the same batch, so sections "
        + "take their final places first, new sections arriving with their new items."
    case .itemInsertsAndMoves:
      "With every section in place, items are inserted and moved to their final index paths, "
        + "across sections too, without clashing with section changes."
    case .sectionReloads:
      "Reloading a section deletes and re-inserts it whole, which clashes with any item change "
        + "inside it, so section reloads come last, at the final indices."
    case .batchUpdate:
      "A programmer's performBatchUpdates animates every declared operation at once: deletes and "
        + "reloads at the old index paths, inserts and move destinations at the new ones."
    }
  }
}
