/// Why UIKit would reject a batch update, in UIKit's words.
///
/// The sentences are UIKit's assertion texts from `-[UITableView _endCellAnimationsWithContext:]`,
/// with "row"/"table view" replaced by "item"/"collection view" for a collection view, as
/// `UICollectionView`'s `_endItemAnimations` words them; they are the sentences of the crash
/// reports that apps hitting these checks print.
///
/// Where ListLab departs from the letter:
/// - UIKit prints an index path as `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`; ListLab
///   drops the memory address: `{length = 2, path = 0 - 1}`.
/// - Older iOS versions put two spaces after "Invalid update: invalid number of sections." and
///   "… in section 0."; ListLab uses one, as recent versions do.
/// - "attempt to to move section …" keeps UIKit's doubled "to".
/// - "attempt to delete and reload the same section (2)" is ListLab's wording: UIKit compares
///   the section's index path and prints it with the index-path sentence.
/// - "cannot move a row from a deleted section (0)" and "… into a newly inserted section (2)"
///   are iOS 7's sentences; recent UIKit silently falls back to `reloadData` (no animation),
///   which ListLab cannot animate either, so it keeps the error.
/// - "ListLab cannot animate this batch: …" is ListLab's own, for the rare batch UIKit accepts
///   whose reload and move arithmetic does not place every row.
/// - Counts agree with their nouns: "there is only 1 section", "which only contains 1 row"
///   (UIKit prints "only 1 sections", "1 rows").
public struct BatchUpdateError: Error, Equatable, CustomStringConvertible {
  enum Reason: Equatable {
    case deleteAndReload(ItemPath)
    case deleteAndReloadSection(Int)
    case deleteAndMove(ItemPath)
    case deleteAndMoveSection(Int)
    case moveFromDeletedSection(Int)
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    case deleteItemSectionOutOfRange(ItemPath, sectionCount: Int)
    case deleteItemOutOfRange(ItemPath, itemCount: Int)
    case insertAndMove(ItemPath)
    case insertAndMoveSection(Int)
    case moveIntoInsertedSection(Int)
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    case insertItemSectionOutOfRange(ItemPath, sectionCount: Int)
    case insertItemOutOfRange(ItemPath, itemCount: Int)
    case moveSectionFromOutOfRange(section: Int, sectionCount: Int)
    case moveSectionToOutOfRange(SectionMove, sectionCount: Int)
    case moveFromSectionOutOfRange(ItemMove, sectionCount: Int)
    case moveFromItemOutOfRange(ItemMove, itemCount: Int)
    case moveToSectionOutOfRange(ItemMove, sectionCount: Int)
    case moveToItemOutOfRange(ItemMove, itemCount: Int)
    case sectionMovedTwice(section: Int, first: Int, second: Int)
    case itemMovedTwice(ItemPath, first: ItemPath, second: ItemPath)
    case sectionsMovedToSame(first: Int, second: Int, to: Int)
    case itemsMovedToSame(first: ItemPath, second: ItemPath, to: ItemPath)
    case sectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    case itemCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int)
    case cannotAnimate(String)
  }

  let reason: Reason
  /// The view the batch was checked as.
  public let kind: ListKind

  init(_ reason: Reason, kind: ListKind) {
    self.reason = reason
    self.kind = kind
  }

  /// The only place the sentences are worded.
  public var description: String {
    let row = kind.element
    let rows = kind.elements
    func path(_ path: ItemPath) -> String { "{length = 2, path = \(path.section) - \(path.item)}" }
    /// "there are only 3 sections", "there is only 1 section".
    func onlySections(_ count: Int) -> String {
      count == 1 ? "there is only 1 section" : "there are only \(count) sections"
    }
    /// "there are only 3 rows", "there is only 1 row".
    func onlyRows(_ count: Int) -> String {
      count == 1 ? "there is only 1 \(row)" : "there are only \(count) \(rows)"
    }
    switch reason {
    case .deleteAndReload(let p):
      return "attempt to delete and reload the same index path (\(path(p)))"
    case .deleteAndReloadSection(let section):
      return "attempt to delete and reload the same section (\(section))"
    case .deleteAndMove(let p):
      return "attempt to perform a delete and a move from the same index path (\(path(p)))"
    case .deleteAndMoveSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .moveFromDeletedSection(let section):
      return "cannot move \(kind.anElement) from a deleted section (\(section))"
    case .deleteSectionOutOfRange(let section, let count):
      return "attempt to delete section \(section), but \(onlySections(count)) before the update"
    case .deleteItemSectionOutOfRange(let p, let count):
      return "attempt to delete \(row) \(p.item) from section \(p.section), but \(onlySections(count)) "
        + "before the update"
    case .deleteItemOutOfRange(let p, let count):
      return "attempt to delete \(row) \(p.item) from section \(p.section) which only contains "
        + "\(count) \(count == 1 ? row : rows) before the update"
    case .insertAndMove(let p):
      return "attempt to perform an insert and a move to the same index path (\(path(p)))"
    case .insertAndMoveSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .moveIntoInsertedSection(let section):
      return "cannot move \(kind.anElement) into a newly inserted section (\(section))"
    case .insertSectionOutOfRange(let section, let count):
      return "attempt to insert section \(section) but \(onlySections(count)) after the update"
    case .insertItemSectionOutOfRange(let p, let count):
      return "attempt to insert \(row) \(p.item) into section \(p.section), but \(onlySections(count)) "
        + "after the update"
    case .insertItemOutOfRange(let p, let count):
      return "attempt to insert \(row) \(p.item) into section \(p.section), but \(onlyRows(count)) in "
        + "section \(p.section) after the update"
    case .moveSectionFromOutOfRange(let section, let count):
      return "attempt to move section \(section), but \(onlySections(count)) before the update"
    case .moveSectionToOutOfRange(let move, let count):
      return "attempt to to move section \(move.from) to section \(move.to), but "
        + "\(onlySections(count)) after the update"
    case .moveFromSectionOutOfRange(let move, let count):
      return "attempt to move index path (\(path(move.from))) from a section that does not exist - "
        + "\(onlySections(count)) before the update"
    case .moveFromItemOutOfRange(let move, let count):
      return "attempt to move index path (\(path(move.from))) that does not exist - "
        + "\(onlyRows(count)) in section \(move.from.section) before the update"
    case .moveToSectionOutOfRange(let move, let count):
      return "attempt to move index path (\(path(move.from))) to index path (\(path(move.to))) in "
        + "section that does not exist - \(onlySections(count)) after the update"
    case .moveToItemOutOfRange(let move, let count):
      return "attempt to move index path (\(path(move.from))) to index path (\(path(move.to))) "
        + "that does not exist - \(onlyRows(count)) in section \(move.to.section) after the update"
    case .sectionMovedTwice(let section, let first, let second):
      return "attempt to move section \(section) to both section \(first) and section \(second)"
    case .itemMovedTwice(let p, let first, let second):
      return "attempt to move \(row) at index path \(path(p)) to both \(path(first)) and "
        + "\(path(second))"
    case .sectionsMovedToSame(let first, let second, let to):
      return "attempt to move both section \(first) and section \(second) to section \(to)"
    case .itemsMovedToSame(let first, let second, let to):
      return "attempt to move both \(row) at index path \(path(first)) and \(path(second)) to "
        + "\(path(to))"
    case .sectionCount(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(kind.view) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(kind.view) before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .itemCount(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of \(rows) in section \(section). The number of "
        + "\(rows) contained in an existing section after the update (\(after)) must be equal to "
        + "the number of \(rows) contained in that section before the update (\(before)), plus or "
        + "minus the number of \(rows) inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .cannotAnimate(let detail):
      return "ListLab cannot animate this batch: \(detail)"
    }
  }
}
