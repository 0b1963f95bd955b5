/// The single stage that animates exactly the operations a programmer declared in a batch (not a
/// computed diff), once UIKit would accept the batch; its `after` is `new`.
///
/// Repeats are merged and operations absorbed by a section delete, insert or reload are dropped,
/// as UIKit does; reloads become `itemsUpdated` (paths before the batch) and section reloads
/// `sectionsUpdated`. The stage's kind is `.batchUpdate`. UIKit trusts the programmer: if the
/// declared operations do not describe how `old` became `new` (right counts, wrong rows),
/// replaying the stage does not give `new`, and `Changeset.checkInvariants(from:to:)` says where.
///
/// - Throws: `BatchUpdateError`: UIKit's complaint (see `validate(_:oldCounts:newCounts:kind:)`).
/// - Complexity: O(n + m + k log k): n and m the sections and items, k the operations.
public func stage<SectionContent, ItemContent>(
  for batch: BatchUpdate,
  from old: Snapshot<SectionContent, ItemContent>,
  to new: Snapshot<SectionContent, ItemContent>,
  kind: ListKind = .table
) throws(BatchUpdateError) -> Changeset<SectionContent, ItemContent> {
  let operations = try batchOperations(
    batch, oldCounts: old.itemCounts, newCounts: new.itemCounts, kind: kind)
  let stage = Changeset<SectionContent, ItemContent>.Stage(
    kind: .batchUpdate,
    sectionsDeleted: operations.sectionsDeleted, sectionsInserted: operations.sectionsInserted,
    sectionsUpdated: operations.sectionsUpdated, sectionsMoved: operations.sectionsMoved,
    itemsDeleted: operations.itemsDeleted, itemsInserted: operations.itemsInserted,
    itemsUpdated: operations.itemsUpdated, itemsMoved: operations.itemsMoved,
    after: new)
  return Changeset(stages: stage.isEmpty && old == new ? [] : [stage])
}

/// Where each section and item before a batch ends up after it, following the declared
/// operations (see `IndexMapping`): for the animation of a batch.
///
/// - Throws: `BatchUpdateError`: UIKit's complaint.
/// - Complexity: O(n + m + k log k).
public func mapping(
  for batch: BatchUpdate, oldCounts: [Int], newCounts: [Int], kind: ListKind = .table
) throws(BatchUpdateError) -> IndexMapping {
  let operations = try batchOperations(batch, oldCounts: oldCounts, newCounts: newCounts, kind: kind)
  switch operations.mapping(beforeCounts: oldCounts, afterCounts: newCounts) {
  case .success(let mapping): return mapping
  case .failure(let violations):
    throw BatchUpdateError(.cannotAnimate(violations.description), kind: kind)
  }
}

/// A consistent batch as stage operations, checked to place every row.
func batchOperations(
  _ batch: BatchUpdate, oldCounts: [Int], newCounts: [Int], kind: ListKind
) throws(BatchUpdateError) -> StageOperations {
  let checked = try BatchCheck(batch: batch, oldCounts: oldCounts, newCounts: newCounts, kind: kind)
    .run()
  var operations = StageOperations(
    sectionsDeleted: checked.sectionDeletes, sectionsInserted: checked.sectionInserts,
    sectionsUpdated: checked.sectionReloads, sectionsMoved: checked.sectionMoves,
    itemsDeleted: checked.deletes, itemsInserted: checked.inserts, itemsUpdated: checked.reloads,
    itemsMoved: checked.moves)
  // Inserts into the place a reloaded section lands are absorbed by its reload, as UIKit
  // absorbs them into the reload's section insert.
  if !checked.sectionReloads.isEmpty {
    let landings = operations.reloadLandings(
      beforeCount: oldCounts.count, afterCount: newCounts.count)
    operations.itemsInserted.removeAll { landings.contains($0.section) }
  }
  if case .failure(let violations) = operations.layout(beforeCounts: oldCounts, afterCounts: newCounts) {
    throw BatchUpdateError(.cannotAnimate(violations.description), kind: kind)
  }
  return operations
}
