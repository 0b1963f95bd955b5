/// One operation a programmer declares in a batch update, as UIKit's `performBatchUpdates`
/// block calls it: a script can point a complaint at the line that declared it
/// (``BatchUpdateError/involves(_:)``).
public enum BatchClaim: Hashable, Sendable {
  case delete(ItemPath)
  case insert(ItemPath)
  case reload(ItemPath)
  case move(ItemMove)
  case deleteSection(Int)
  case insertSection(Int)
  case reloadSection(Int)
  case moveSection(SectionMove)
}

extension BatchUpdateError {
  /// Whether the complaint is about `claim` (a complaint about two colliding claims is about
  /// both; the counts are about the whole batch and no claim in particular).
  ///
  /// A reload is named by its path before the update, the same path as a delete.
  public func involves(_ claim: BatchClaim) -> Bool {
    switch (reason, claim) {
    case (.deleteAndReload(let path), .delete(let other)), (.deleteAndReload(let path), .reload(let other)),
      (.deleteAndMove(let path), .delete(let other)), (.deleteAndMove(let path), .reload(let other)),
      (.deleteItemSectionOutOfRange(let path, _), .delete(let other)),
      (.deleteItemSectionOutOfRange(let path, _), .reload(let other)),
      (.deleteItemOutOfRange(let path, _), .delete(let other)),
      (.deleteItemOutOfRange(let path, _), .reload(let other)),
      (.insertAndMove(let path), .insert(let other)), (.insertItemSectionOutOfRange(let path, _), .insert(let other)),
      (.insertItemOutOfRange(let path, _), .insert(let other)):
      return path == other
    case (.deleteAndMove(let path), .move(let move)), (.itemMovedTwice(let path, _, _), .move(let move)):
      return move.from == path
    case (.insertAndMove(let path), .move(let move)), (.itemsMovedToSame(_, _, let path), .move(let move)):
      return move.to == path
    case (.deleteAndReloadSection(let section), .deleteSection(let other)),
      (.deleteAndReloadSection(let section), .reloadSection(let other)),
      (.deleteAndMoveSection(let section), .deleteSection(let other)),
      (.deleteAndMoveSection(let section), .reloadSection(let other)),
      (.moveFromDeletedSection(let section), .deleteSection(let other)),
      (.deleteSectionOutOfRange(let section, _), .deleteSection(let other)),
      (.deleteSectionOutOfRange(let section, _), .reloadSection(let other)),
      (.insertAndMoveSection(let section), .insertSection(let other)),
      (.moveIntoInsertedSection(let section), .insertSection(let other)),
      (.insertSectionOutOfRange(let section, _), .insertSection(let other)):
      return section == other
    case (.deleteAndMoveSection(let section), .moveSection(let move)),
      (.moveSectionFromOutOfRange(let section, _), .moveSection(let move)),
      (.sectionMovedTwice(let section, _, _), .moveSection(let move)):
      return move.from == section
    case (.insertAndMoveSection(let section), .moveSection(let move)),
      (.sectionsMovedToSame(_, _, let section), .moveSection(let move)):
      return move.to == section
    case (.moveFromDeletedSection(let section), .move(let move)):
      return move.from.section == section
    case (.moveIntoInsertedSection(let section), .move(let move)):
      return move.to.section == section
    case (.moveSectionToOutOfRange(let move, _), .moveSection(let other)):
      return move == other
    case (.moveFromSectionOutOfRange(let move, _), .move(let other)),
      (.moveFromItemOutOfRange(let move, _), .move(let other)),
      (.moveToSectionOutOfRange(let move, _), .move(let other)),
      (.moveToItemOutOfRange(let move, _), .move(let other)):
      return move == other
    default:
      return false
    }
  }

  /// Whether the complaint is an index past the end (or below 0): the mistake of counting index
  /// paths from 1.
  public var isOutOfRange: Bool {
    switch reason {
    case .deleteSectionOutOfRange, .deleteItemSectionOutOfRange, .deleteItemOutOfRange,
      .insertSectionOutOfRange, .insertItemSectionOutOfRange, .insertItemOutOfRange,
      .moveSectionFromOutOfRange, .moveSectionToOutOfRange, .moveFromSectionOutOfRange,
      .moveFromItemOutOfRange, .moveToSectionOutOfRange, .moveToItemOutOfRange:
      true
    default: false
    }
  }
}
