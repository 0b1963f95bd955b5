import ListDiff
import Testing

/// Each of UIKit's batch-update checks, with its whole sentence.
@Suite("Batch validation")
struct BatchValidationTests {
  func message(
    _ batch: BatchUpdate, old: [Int], new: [Int], kind: ListKind = .table
  ) -> String? {
    do {
      try batch.validate(oldCounts: old, newCounts: new, kind: kind)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func rowCountOfAnExistingSection() {
    #expect(
      message(BatchUpdate(), old: [2], new: [3])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows contained "
        + "in that section before the update (2), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
    #expect(
      message(BatchUpdate(), old: [2], new: [3], kind: .collection)
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (2), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func rowCountCountsMovesBetweenSections() {
    let move = ItemMove(from: ItemPath(0, 0), to: ItemPath(1, 0))
    #expect(message(BatchUpdate(moves: [move]), old: [2, 1], new: [1, 2]) == nil)
    #expect(
      message(BatchUpdate(moves: [move]), old: [2, 1], new: [2, 1])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (2) must be equal to the number of rows contained "
        + "in that section before the update (2), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 1 moved out).")
  }

  @Test func rowCountUsesTheNewSectionIndex() {
    // Old section 1 becomes section 0 once section 0 is deleted.
    #expect(
      message(BatchUpdate(inserts: [ItemPath(0, 0)], sectionDeletes: [0]), old: [5, 1], new: [3])
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows contained "
        + "in that section before the update (1), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows "
        + "moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func sectionCount() {
    #expect(
      message(BatchUpdate(), old: [1], new: [1, 0])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (1), plus or minus the number of sections inserted or "
        + "deleted (0 inserted, 0 deleted).")
    #expect(
      message(BatchUpdate(sectionInserts: [0]), old: [1], new: [0, 1, 0], kind: .collection)
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections contained "
        + "in the collection view before the update (1), plus or minus the number of sections "
        + "inserted or deleted (1 inserted, 0 deleted).")
  }

  @Test func sectionReloadCountsAsADeleteAndAnInsert() {
    #expect(message(BatchUpdate(sectionReloads: [0]), old: [2], new: [5]) == nil)
    #expect(
      message(BatchUpdate(sectionReloads: [0]), old: [2, 1], new: [2])
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (1) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted or "
        + "deleted (1 inserted, 1 deleted).")
  }

  @Test func deleteOutOfRange() {
    #expect(
      message(BatchUpdate(deletes: [ItemPath(0, 5)]), old: [3], new: [2])
        == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
    #expect(
      message(BatchUpdate(deletes: [ItemPath(0, -1)]), old: [3], new: [2])
        == "attempt to delete row -1 from section 0 which only contains 3 rows before the update")
    #expect(
      message(BatchUpdate(deletes: [ItemPath(2, 0)]), old: [3], new: [3], kind: .collection)
        == "attempt to delete item 0 from section 2, but there is only 1 section before the "
        + "update")
    #expect(
      message(BatchUpdate(sectionDeletes: [3]), old: [1, 1, 1], new: [1, 1])
        == "attempt to delete section 3, but there are only 3 sections before the update")
  }

  @Test func deletesAreCheckedLastFirst() {
    #expect(
      message(BatchUpdate(deletes: [ItemPath(0, 5), ItemPath(0, 7)]), old: [3], new: [1])
        == "attempt to delete row 7 from section 0 which only contains 3 rows before the update")
  }

  @Test func insertOutOfRange() {
    #expect(
      message(BatchUpdate(inserts: [ItemPath(0, 4)]), old: [3], new: [4])
        == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after "
        + "the update")
    #expect(
      message(BatchUpdate(inserts: [ItemPath(5, 0)]), old: [3], new: [4], kind: .collection)
        == "attempt to insert item 0 into section 5, but there is only 1 section after the "
        + "update")
    #expect(
      message(BatchUpdate(sectionInserts: [2]), old: [1], new: [1, 0])
        == "attempt to insert section 2 but there are only 2 sections after the update")
  }

  @Test func deleteAndReloadTheSamePath() {
    #expect(
      message(BatchUpdate(deletes: [ItemPath(0, 1)], reloads: [ItemPath(0, 1)]), old: [3], new: [2])
        == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
    #expect(
      message(BatchUpdate(sectionDeletes: [0], sectionReloads: [0]), old: [1], new: [])
        == "attempt to delete and reload the same section (0)")
  }

  @Test func insertAndMoveToTheSamePath() {
    let batch = BatchUpdate(
      inserts: [ItemPath(0, 0)], moves: [ItemMove(from: ItemPath(0, 2), to: ItemPath(0, 0))])
    #expect(
      message(batch, old: [3], new: [4])
        == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
    #expect(
      message(
        BatchUpdate(sectionInserts: [0], sectionMoves: [SectionMove(from: 1, to: 0)]), old: [1, 1], new: [1, 1, 0])
        == "attempt to perform an insert and a move to the same section (0)")
  }

  @Test func deleteAndMoveFromTheSamePath() {
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 1)], moves: [ItemMove(from: ItemPath(0, 1), to: ItemPath(0, 0))])
    #expect(
      message(batch, old: [3], new: [2])
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
    #expect(
      message(BatchUpdate(sectionDeletes: [1], sectionMoves: [SectionMove(from: 1, to: 0)]), old: [1, 1], new: [1])
        == "attempt to perform a delete and a move from the same section (1)")
  }

  /// A reload is a delete at its path: reloading a moved item is a delete and a move.
  @Test func itemBothMovedAndReloaded() {
    let batch = BatchUpdate(
      reloads: [ItemPath(0, 1)], moves: [ItemMove(from: ItemPath(0, 1), to: ItemPath(0, 0))])
    #expect(
      message(batch, old: [3], new: [3])
        == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
  }

  /// A reload's insert lands where its row ends up once the moves are applied too, so a move
  /// into the reloaded row's old place does not collide with it.
  @Test func reloadNextToAMoveLandsBesideIt() {
    let batch = BatchUpdate(
      reloads: [ItemPath(0, 1)], moves: [ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 1))])
    #expect(message(batch, old: [3], new: [3]) == nil)
  }

  @Test func movesOutOfDeletedAndIntoInsertedSections() {
    let out = BatchUpdate(
      moves: [ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 0))], sectionDeletes: [0])
    #expect(message(out, old: [1, 0], new: [1]) == "cannot move a row from a deleted section (0)")
    let into = BatchUpdate(
      moves: [ItemMove(from: ItemPath(0, 0), to: ItemPath(1, 0))], sectionInserts: [1])
    #expect(
      message(into, old: [1], new: [0, 1], kind: .collection)
        == "cannot move an item into a newly inserted section (1)")
    #expect(message(into, old: [1], new: [0, 1]) == "cannot move a row into a newly inserted section (1)")
  }

  @Test func moveOutOfRange() {
    func move(_ from: ItemPath, _ to: ItemPath) -> BatchUpdate {
      BatchUpdate(moves: [ItemMove(from: from, to: to)])
    }
    #expect(
      message(move(ItemPath(4, 0), ItemPath(0, 0)), old: [3], new: [3])
        == "attempt to move index path ({length = 2, path = 4 - 0}) from a section that does not "
        + "exist - there is only 1 section before the update")
    #expect(
      message(move(ItemPath(0, 5), ItemPath(0, 0)), old: [3], new: [3])
        == "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there "
        + "are only 3 rows in section 0 before the update")
    #expect(
      message(move(ItemPath(0, 0), ItemPath(2, 0)), old: [3], new: [3])
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, "
        + "path = 2 - 0}) in section that does not exist - there is only 1 section after the "
        + "update")
    #expect(
      message(move(ItemPath(0, 0), ItemPath(0, 9)), old: [3], new: [3], kind: .collection)
        == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, "
        + "path = 0 - 9}) that does not exist - there are only 3 items in section 0 after the "
        + "update")
    #expect(
      message(BatchUpdate(sectionMoves: [SectionMove(from: 5, to: 0)]), old: [1, 1], new: [1, 1])
        == "attempt to move section 5, but there are only 2 sections before the update")
    #expect(
      message(BatchUpdate(sectionMoves: [SectionMove(from: 0, to: 7)]), old: [1, 1], new: [1, 1])
        == "attempt to to move section 0 to section 7, but there are only 2 sections after the update")
  }

  @Test func conflictingMoves() {
    let a = ItemPath(0, 0)
    let b = ItemPath(0, 1)
    let c = ItemPath(0, 2)
    #expect(
      message(BatchUpdate(moves: [ItemMove(from: a, to: b), ItemMove(from: a, to: c)]), old: [3], new: [3])
        == "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, "
        + "path = 0 - 1} and {length = 2, path = 0 - 2}")
    #expect(
      message(BatchUpdate(moves: [ItemMove(from: b, to: c), ItemMove(from: a, to: c)]), old: [3], new: [3])
        == "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, "
        + "path = 0 - 1} to {length = 2, path = 0 - 2}")
    let sections = [1, 1, 1]
    #expect(
      message(
        BatchUpdate(sectionMoves: [SectionMove(from: 0, to: 1), SectionMove(from: 0, to: 2)]), old: sections,
        new: sections)
        == "attempt to move section 0 to both section 1 and section 2")
    #expect(
      message(
        BatchUpdate(sectionMoves: [SectionMove(from: 1, to: 2), SectionMove(from: 0, to: 2)]), old: sections,
        new: sections)
        == "attempt to move both section 0 and section 1 to section 2")
  }

  @Test func exactRepeatsAreMerged() {
    let move = ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 2))
    #expect(message(BatchUpdate(deletes: [ItemPath(0, 1), ItemPath(0, 1)]), old: [3], new: [2]) == nil)
    #expect(message(BatchUpdate(inserts: [ItemPath(0, 0), ItemPath(0, 0)]), old: [3], new: [4]) == nil)
    #expect(message(BatchUpdate(moves: [move, move]), old: [3], new: [3]) == nil)
    #expect(message(BatchUpdate(sectionDeletes: [0, 0]), old: [1, 1], new: [1]) == nil)
  }

  @Test func operationsInsideDeletedOrInsertedSectionsAreAbsorbed() {
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 0), ItemPath(0, 9)], inserts: [ItemPath(1, 0), ItemPath(1, 7)],
      sectionDeletes: [0], sectionInserts: [1])
    #expect(message(batch, old: [3, 2], new: [2, 4]) == nil)
  }

  @Test func firstComplaintInUIKitOrder() {
    // A delete out of range is found before the counts are compared.
    #expect(
      message(BatchUpdate(deletes: [ItemPath(0, 3)], inserts: [ItemPath(0, 9)]), old: [3], new: [8])
        == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
    // Inserts before moves.
    let batch = BatchUpdate(
      inserts: [ItemPath(0, 9)], moves: [ItemMove(from: ItemPath(0, 8), to: ItemPath(0, 0))])
    #expect(
      message(batch, old: [3], new: [4])
        == "attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after "
        + "the update")
  }

  @Test func consistentBatches() {
    let batch = BatchUpdate(
      deletes: [ItemPath(0, 1)], inserts: [ItemPath(1, 0)], reloads: [ItemPath(0, 0)],
      moves: [ItemMove(from: ItemPath(0, 2), to: ItemPath(2, 0))],
      sectionInserts: [1], sectionMoves: [SectionMove(from: 1, to: 2)])
    #expect(message(batch, old: [3, 1], new: [1, 2, 2]) == nil)
  }
}
