import ListDiff
import Testing

/// A consistent batch becomes one stage that animates exactly what was declared.
@Suite("Batch stages")
struct BatchStageTests {
  @Test func declaredOperationsBecomeOneStage() throws {
    let old = snapshot("a[x y z]")
    let new = snapshot("a[z x w]")
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 1)], inserts: [ItemPath(0, 2)],
      moves: [ItemMove(from: ItemPath(0, 2), to: ItemPath(0, 0))])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(
      changeset.stages.map(summary) == [
        "6 batch update: items deleted [0,1]; items inserted [0,2]; items moved [0,2] → [0,0] | a:0[z:0 x:0 w:0]"
      ])
    #expect(changeset.violations(from: old, to: new) == [])
    let map = try CheckedBatch(batch, oldCounts: [3], newCounts: [3]).mapping
    #expect(map.items == [[ItemPath(0, 1), nil, ItemPath(0, 0)]])
    #expect(map.sections == [0])
    #expect(try changeset.stages[0].mapping(beforeCounts: old.itemCounts) == map)
  }

  /// Not a computed diff: the batch below reloads and re-inserts where a diff would move.
  @Test func theBatchIsNotReplacedByADiff() throws {
    let old = snapshot("a[x y]")
    let new = snapshot("a[y x:1]")
    let batch = BatchUpdate(deletes: [ItemPath(0, 0)], inserts: [ItemPath(0, 1)])
    let declared = try batchChangeset(batch, from: old, to: new)
    #expect(declared.stages.count == 1)
    #expect(declared.stages[0].operations.deletes == [ItemPath(0, 0)])
    #expect(declared.stages[0].operations.inserts == [ItemPath(0, 1)])
    #expect(try Changeset(from: old, to: new).stages.map(\.kind) == [.itemReloads, .itemInsertsAndMoves])
  }

  @Test func reloadsUpdateInPlace() throws {
    let old = snapshot("a[x y:1 z]")
    let new = snapshot("a[w x y:2 z]")
    let batch = BatchUpdate(inserts: [ItemPath(0, 0)], reloads: [ItemPath(0, 1)])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(changeset.stages[0].operations.reloads == [ItemPath(0, 1)])
    #expect(changeset.violations(from: old, to: new) == [])
    #expect(
      try CheckedBatch(batch, oldCounts: [3], newCounts: [4]).mapping.items == [
        [ItemPath(0, 1), ItemPath(0, 2), ItemPath(0, 3)]
      ])
  }

  @Test func sectionMoveWithARowLeavingIt() throws {
    let old = snapshot("a[x] b[y z]")
    let new = snapshot("b[y] a[x z]")
    let batch = BatchUpdate(
      moves: [ItemMove(from: ItemPath(1, 1), to: ItemPath(1, 1))],
      sectionMoves: [SectionMove(from: 1, to: 0)])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(changeset.violations(from: old, to: new) == [])
    let map = try CheckedBatch(batch, oldCounts: [1, 2], newCounts: [1, 2]).mapping
    #expect(map.sections == [1, 0])
    #expect(map.items == [[ItemPath(1, 0)], [ItemPath(0, 0), ItemPath(1, 1)]])
  }

  @Test func reloadedSectionIsReplacedWhole() throws {
    let old = snapshot("a[x] b:1[y]")
    let new = snapshot("a[x] b:2[y z w]")
    let batch = BatchUpdate(inserts: [ItemPath(1, 2)], sectionReloads: [1])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(
      changeset.stages.map(summary) == [
        "6 batch update: sections updated 1 | a:0[x:0] b:2[y:0 z:0 w:0]"
      ])
    #expect(changeset.violations(from: old, to: new) == [])
    #expect(try CheckedBatch(batch, oldCounts: [1, 1], newCounts: [1, 3]).mapping.items == [[ItemPath(0, 0)], [nil]])
  }

  @Test func repeatsMergedAndAbsorbedOperationsDropped() throws {
    let old = snapshot("a[x y] b[z]")
    let new = snapshot("b[z] n[v w]")
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 0), ItemPath(0, 0)], inserts: [ItemPath(1, 1)],
      sectionDeletes: [0, 0], sectionInserts: [1])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(
      changeset.stages.map(summary) == [
        "6 batch update: sections deleted 0; sections inserted 1 | b:0[z:0] n:0[v:0 w:0]"
      ])
    #expect(changeset.violations(from: old, to: new) == [])
  }

  @Test func noOperationsNoChangeNoStage() throws {
    let data = snapshot("a[x]")
    #expect(try batchChangeset(BatchUpdate(), from: data, to: data).stages == [])
  }

  /// UIKit checks counts only: a batch that names the wrong rows passes, and animates wrongly.
  /// ListLab's invariants see it.
  @Test func aBatchThatNamesTheWrongRowsIsCaughtByTheInvariants() throws {
    let old = snapshot("a[x y]")
    let new = snapshot("a[y x]")
    let batch = BatchUpdate(reloads: [ItemPath(0, 0), ItemPath(0, 1)])
    let changeset = try batchChangeset(batch, from: old, to: new)
    #expect(
      changeset.violations(from: old, to: new) == [
        #"stage 1 (batch update): item update [0,0] takes "x" but finds "y" at [0,0] after the stage"#,
        #"stage 1 (batch update): item update [0,1] takes "y" but finds "x" at [0,1] after the stage"#,
      ])
    let report = try CheckedBatch(batch, oldCounts: [2], newCounts: [2]).disagreements(from: old, to: new)
    #expect(report.relabeled.map(\.operation) == [.reload, .reload])
    #expect(report.relabeled.map(\.to) == [ItemPath(0, 0), ItemPath(0, 1)])
  }

  /// UIKit accepts a batch whose counts add up although a row is replaced without a claim: the
  /// old cell stays on screen. The stage's `after` shows it, so the stage replays, and the
  /// disagreements say which row is stale.
  @Test func anUnclaimedReplacementLeavesAStaleRow() throws {
    let old = snapshot("s[a b]")
    let new = snapshot("s[z b]")
    let checked = try CheckedBatch(BatchUpdate(), oldCounts: [2], newCounts: [2])
    let changeset = checked.changeset(from: old, to: new)
    #expect(changeset.stages.map(summary) == ["6 batch update:  | s:0[a:0 b:0]"])
    #expect(try changeset.stages[0].replay(on: old) == changeset.stages[0].after)
    #expect(
      changeset.violations(from: old, to: new) == [
        "stage 1 (batch update): the stage is empty",
        "replaying every stage gives s:0[a:0 b:0], not the new data s:0[z:0 b:0]",
      ])
    let report = checked.disagreements(from: old, to: new)
    #expect(report.staleRows.map(\.path) == [ItemPath(0, 0)])
    #expect(report.staleRows.map(\.shown) == ["a"])
    #expect(report.staleRows.map(\.data) == ["z"])
    #expect(report.keptDeletes.isEmpty && report.presentInserts.isEmpty && report.relabeled.isEmpty)
  }

  /// UIKit's sections have no identifiers: a batch that keeps a section the new data calls
  /// otherwise (no operation names it, or a move takes it) renames it. The stage's `after` names
  /// it by its new identifier, the stage replays to it, and the disagreements list the rename.
  @Test func aSectionTheBatchKeepsUnderAnotherIdentifierIsRenamed() throws {
    let old = snapshot("old[a] t[b] m[c]")
    let new = snapshot("moved[c] new[a] t[b]")
    let checked = try CheckedBatch(
      BatchUpdate(sectionMoves: [SectionMove(from: 2, to: 0)]), oldCounts: [1, 1, 1], newCounts: [1, 1, 1])
    let changeset = checked.changeset(from: old, to: new)
    #expect(
      changeset.stages.map(summary) == ["6 batch update: sections moved 2 → 0 | moved:0[c:0] new:0[a:0] t:0[b:0]"])
    #expect(try changeset.stages[0].replay(on: old) == new)
    #expect(changeset.violations(from: old, to: new) == [])
    let renamed = checked.disagreements(from: old, to: new).renamedSections
    #expect(renamed.map(\.from) == [0, 2])
    #expect(renamed.map(\.to) == [1, 0])
    #expect(renamed.map(\.isMoved) == [false, true])
    #expect(renamed.map(\.oldID) == ["old", "m"])
    #expect(renamed.map(\.newID) == ["new", "moved"])
    // A reloaded section is replaced whole: not a rename.
    let reloaded = try CheckedBatch(BatchUpdate(sectionReloads: [0]), oldCounts: [1], newCounts: [1])
    #expect(reloaded.disagreements(from: snapshot("old[a]"), to: snapshot("new[a]")).isEmpty)
  }

  /// Each kind of disagreement between the claims and the identifiers.
  @Test func disagreementsNameEachClaimThatMissesItsIdentifier() throws {
    let old = snapshot("s[a b c d]")
    let new = snapshot("s[a c x y]")
    // Deletes b (gone: fine) and c (still there); inserts y (new: fine) and... a second copy
    // of nothing old; moves d onto x's place; reloads a in place.
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 1), ItemPath(0, 2)], inserts: [ItemPath(0, 1), ItemPath(0, 3)],
      reloads: [ItemPath(0, 0)], moves: [ItemMove(from: ItemPath(0, 3), to: ItemPath(0, 2))])
    let checked = try CheckedBatch(batch, oldCounts: [4], newCounts: [4])
    let report = checked.disagreements(from: old, to: new)
    #expect(report.keptDeletes.map(\.path) == [ItemPath(0, 2)])
    #expect(report.keptDeletes.map(\.newPath) == [ItemPath(0, 1)])
    #expect(report.presentInserts.map(\.path) == [ItemPath(0, 1)])
    #expect(report.presentInserts.map(\.oldPath) == [ItemPath(0, 2)])
    #expect(report.relabeled.map(\.operation) == [.move])
    #expect(report.relabeled.map(\.oldID) == ["d"])
    #expect(report.relabeled.map(\.newID) == ["x"])
    #expect(report.staleRows.isEmpty)
  }

  @Test func anInconsistentBatchThrowsUIKitsComplaint() {
    let old = snapshot("a[x y]")
    let new = snapshot("a[x y z]")
    #expect {
      try batchChangeset(BatchUpdate(), from: old, to: new, kind: .collection)
    } throws: { error in
      (error as? BatchUpdateError)?.description
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)."
    }
  }

  /// Random consistent batches: the diff's own stages, declared as batches one at a time, are
  /// accepted and replay to the same data.
  @Test(arguments: 0..<4)
  func diffStagesAreConsistentBatches(chunk: Int) throws {
    var random = RandomSnapshots(seed: UInt64(chunk) &+ 777)
    for _ in 0..<150 {
      let old = random.snapshot()
      let new = random.edit(old)
      var before = old
      for stage in try Changeset(from: old, to: new).stages {
        let declared = try batchChangeset(stage.operations, from: before, to: stage.after)
        #expect(declared.violations(from: before, to: stage.after) == [], "\(before) → \(stage.after)")
        before = stage.after
      }
    }
  }
}

/// The changeset of a checked batch: what `l:batch` animates.
func batchChangeset(
  _ batch: BatchUpdate, from old: Data, to new: Data, kind: ListKind = .table
) throws(BatchUpdateError) -> Changeset<Int, Int> {
  try CheckedBatch(batch, oldCounts: old.itemCounts, newCounts: new.itemCounts, kind: kind)
    .changeset(from: old, to: new)
}
