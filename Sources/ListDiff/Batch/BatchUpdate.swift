/// The operations of one batch update, in UIKit's vocabulary: what a programmer declares in one
/// `performBatchUpdates` call, what UIKit keeps of it once checked (`CheckedBatch`), and what
/// each stage of a changeset applies (`Changeset.Stage`).
///
/// As in UIKit, deletes, reloads and move sources refer to the data before the update; inserts
/// and move destinations to the data after it. A reload replaces an item (or a section) whole:
/// a delete at its old path plus an insert where it lands. Check a programmer's batch with
/// `validate(oldCounts:newCounts:kind:)`, or make a `CheckedBatch` of it to animate it.
public struct BatchUpdate: Equatable, Sendable {
  /// Item paths before the update.
  public var deletes: [ItemPath]
  /// Item paths after the update.
  public var inserts: [ItemPath]
  /// Item paths before the update; each item is replaced by what lands at its place.
  public var reloads: [ItemPath]
  public var moves: [ItemMove]
  /// Section indices before the update.
  public var sectionDeletes: [Int]
  /// Section indices after the update.
  public var sectionInserts: [Int]
  /// Section indices before the update; each section is replaced whole.
  public var sectionReloads: [Int]
  public var sectionMoves: [SectionMove]

  public init(
    deletes: [ItemPath] = [], inserts: [ItemPath] = [], reloads: [ItemPath] = [],
    moves: [ItemMove] = [],
    sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionReloads: [Int] = [],
    sectionMoves: [SectionMove] = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.reloads = reloads
    self.moves = moves
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
  }

  /// Whether the update declares no operation at all.
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty
      && sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty
      && sectionMoves.isEmpty
  }
}
