import ListDiff
import Testing

/// `replay` and `checkInvariants` catch changesets that are wrong, with readable sentences.
@Suite("Replay and invariants")
struct InvariantTests {
  let old = snapshot("a[x y z] b[w]")
  let new = snapshot("a[x z] b[w]")

  func deletes(_ paths: [ItemPath], after: Data? = nil) -> Changeset<Int, Int> {
    Changeset(stages: [Stage(kind: .deletes, operations: BatchUpdate(deletes: paths), after: after ?? new)])
  }

  @Test func replayAppliesDeletesThenInsertsAndMoves() throws {
    let before = snapshot("a[p q r s]")
    let stage = Stage(
      kind: .itemInsertsAndMoves,
      operations: BatchUpdate(inserts: [ItemPath(0, 1)], moves: [ItemMove(from: ItemPath(0, 3), to: ItemPath(0, 0))]),
      after: snapshot("a[s n p q r]"))
    #expect(try stage.replay(on: before) == stage.after)
    let mapping = try stage.mapping(beforeCounts: before.itemCounts)
    #expect(mapping.items == [[ItemPath(0, 2), ItemPath(0, 3), ItemPath(0, 4), ItemPath(0, 0)]])
    #expect(mapping.path(for: ItemPath(0, 3)) == ItemPath(0, 0))
    #expect(mapping.path(for: ItemPath(3, 0)) == nil)
  }

  @Test func replayKeepsStationaryItemsAndTakesNewContentForUpdates() throws {
    let stage = Stage(
      kind: .itemReloads, operations: BatchUpdate(reloads: [ItemPath(0, 1)]), after: snapshot("a[x y:7 z:5]"))
    // z's content is not the stage's to change: replay keeps the old one, and the check says so.
    #expect(try stage.replay(on: snapshot("a[x y z]")) == snapshot("a[x y:7 z]"))
    let changeset = Changeset(stages: [stage])
    #expect(
      changeset.violations(from: snapshot("a[x y z]"), to: snapshot("a[x y:7 z:5]")) == [
        "stage 1 (item updates): replaying the stage gives section 0 as a:0[x:0 y:7 z:0], but its "
          + "`after` has a:0[x:0 y:7 z:5]"
      ])
  }

  @Test func aCorrectChangesetHasNoViolations() throws {
    #expect(deletes([ItemPath(0, 1)]).violations(from: old, to: new) == [])
    #expect(throws: Never.self) { try deletes([ItemPath(0, 1)]).checkInvariants(from: old, to: new) }
  }

  @Test func wrongItemDeleted() {
    #expect(
      deletes([ItemPath(0, 2)]).violations(from: old, to: new) == [
        "stage 1 (deletes): replaying the stage gives section 0 as a:0[x:0 y:0], but its `after` "
          + "has a:0[x:0 z:0]"
      ])
  }

  @Test func indexOutOfRange() {
    #expect(
      deletes([ItemPath(0, 7)]).violations(from: old, to: new) == [
        "stage 1 (deletes): item delete [0,7] is out of range: section 0 has 3 items before the stage"
      ])
    #expect(
      deletes([ItemPath(4, 0)]).violations(from: old, to: new) == [
        "stage 1 (deletes): item delete [4,0] names section 4: 2 sections before the stage"
      ])
  }

  @Test func structuralProblems() {
    let empty = Changeset(stages: [Stage(kind: .deletes, after: old)])
    #expect(empty.violations(from: old, to: old) == ["stage 1 (deletes): the stage is empty"])
    let wrongKind = Changeset(stages: [
      Stage(kind: .itemReloads, operations: BatchUpdate(deletes: [ItemPath(0, 1)]), after: new)
    ])
    #expect(
      wrongKind.violations(from: old, to: new) == [
        "stage 1 (item updates): a stage of item updates cannot hold item deletes"
      ])
    let unsorted = snapshot("a[y] b[w]")
    let twoDeletes = Changeset(stages: [
      Stage(kind: .deletes, operations: BatchUpdate(deletes: [ItemPath(0, 2), ItemPath(0, 0)]), after: unsorted)
    ])
    #expect(
      twoDeletes.violations(from: old, to: unsorted) == [
        "stage 1 (deletes): item deletes are not sorted ascending without repeats"
      ])
    let backwards = Changeset(stages: [
      Stage(kind: .deletes, operations: BatchUpdate(deletes: [ItemPath(0, 1)]), after: new),
      Stage(kind: .itemReloads, operations: BatchUpdate(reloads: [ItemPath(0, 0)]), after: new),
    ])
    #expect(
      backwards.violations(from: old, to: new).contains(
        "stage 2 (item updates): a stage of item updates cannot follow a stage of deletes"))
    #expect(
      Changeset<Int, Int>().violations(from: old, to: new) == [
        "there are no stages, but the data differ"
      ])
  }

  @Test func deleteAndInsertOfOneItemShouldBeAMove() {
    let target = snapshot("a[y x z] b[w]")
    let changeset = Changeset(stages: [
      Stage(
        kind: .batchUpdate, operations: BatchUpdate(deletes: [ItemPath(0, 0)], inserts: [ItemPath(0, 1)]), after: target
      )
    ])
    #expect(
      changeset.violations(from: old, to: target) == [
        #"stage 1 (batch update): item "x" is both deleted and inserted; it should move or be updated"#
      ])
  }

  @Test func moveMustKeepItsIdentifier() {
    let target = snapshot("a[y x z] b[w]")
    let wrong = Changeset(stages: [
      Stage(
        kind: .itemInsertsAndMoves,
        operations: BatchUpdate(moves: [ItemMove(from: ItemPath(0, 2), to: ItemPath(0, 0))]), after: target)
    ])
    let violations = wrong.violations(from: old, to: target)
    #expect(
      violations.first
        == #"stage 1 (item inserts and moves): item move [0,2] → [0,0] takes "z" but finds "y" at [0,0] after the stage"#
    )
  }

  @Test func itemOperationsInsideRemovedOrAddedSections() {
    let target = snapshot("b[w] n[v]")
    let changeset = Changeset(stages: [
      Stage(
        kind: .batchUpdate,
        operations: BatchUpdate(
          deletes: [ItemPath(0, 1)], inserts: [ItemPath(1, 0)],
          moves: [ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 0))], sectionDeletes: [0], sectionInserts: [1]),
        after: target)
    ])
    #expect(
      changeset.violations(from: old, to: target) == [
        "stage 1 (batch update): item delete [0,1] is inside section 0, which the stage deletes",
        "stage 1 (batch update): item move [0,0] → [0,0] leaves section 0, which the stage deletes",
        "stage 1 (batch update): item insert [1,0] is inside section 1 after the stage, which the stage inserts",
      ])
  }

  @Test func countsThatDoNotAddUp() {
    let target = snapshot("a[x z q] b[w]")
    let changeset = Changeset(stages: [
      Stage(kind: .batchUpdate, operations: BatchUpdate(deletes: [ItemPath(0, 1)]), after: target)
    ])
    #expect(
      changeset.violations(from: old, to: target) == [
        "stage 1 (batch update): the items of section 0 (section 0 after the stage) do not add up: "
          + "3 before the stage, 1 deleted or moved away, but 3 after it with 0 inserted or moved in"
      ])
  }

  @Test func repeatedIdentifiersInAfter() {
    let target = snapshot("a[x z] b[w x]")
    let changeset = Changeset(stages: [
      Stage(
        kind: .batchUpdate, operations: BatchUpdate(deletes: [ItemPath(0, 1)], inserts: [ItemPath(1, 1)]), after: target
      )
    ])
    #expect(
      changeset.violations(from: old, to: target).contains(
        #"stage 1 (batch update): `after` repeats the item identifier "x""#))
  }

  @Test func checkInvariantsThrowsEveryProblem() {
    do {
      try deletes([ItemPath(0, 7), ItemPath(9, 0)]).checkInvariants(from: old, to: new)
      Issue.record("no error")
    } catch {
      #expect(error.messages.count == 2)
      #expect(error.description == error.messages.joined(separator: "\n"))
    }
  }
}
