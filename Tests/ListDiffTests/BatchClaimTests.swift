import ListDiff
import Testing

/// Which declared operation a complaint is about, whether it is an index out of range, and counts
/// that agree with their nouns.
@Suite struct BatchClaimTests {
  func error(_ batch: BatchUpdate, old: [Int], new: [Int]) -> BatchUpdateError? {
    do {
      try batch.validate(oldCounts: old, newCounts: new)
      return nil
    } catch {
      return error
    }
  }

  @Test func aComplaintNamesTheClaimsItIsAbout() throws {
    let outOfRange = try #require(error(BatchUpdate(deletes: [ItemPath(0, 3)]), old: [3], new: [2]))
    #expect(outOfRange.involves(.delete(ItemPath(0, 3))))
    #expect(!outOfRange.involves(.delete(ItemPath(0, 2))))
    #expect(!outOfRange.involves(.insert(ItemPath(0, 3))))
    #expect(outOfRange.isOutOfRange)

    let collision = try #require(
      error(BatchUpdate(deletes: [ItemPath(0, 1)], reloads: [ItemPath(0, 1)]), old: [3], new: [2]))
    #expect(collision.involves(.delete(ItemPath(0, 1))))
    #expect(collision.involves(.reload(ItemPath(0, 1))))
    #expect(!collision.isOutOfRange)

    let move = ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 5))
    let moved = try #require(error(BatchUpdate(moves: [move]), old: [3], new: [3]))
    #expect(moved.involves(.move(move)))
    #expect(!moved.involves(.move(ItemMove(from: ItemPath(0, 0), to: ItemPath(0, 1)))))

    let section = try #require(error(BatchUpdate(sectionDeletes: [2]), old: [1, 1], new: [1]))
    #expect(section.involves(.deleteSection(2)))
    #expect(section.isOutOfRange)

    // The counts are about the whole batch.
    let counts = try #require(error(BatchUpdate(), old: [3], new: [2]))
    #expect(!counts.involves(.delete(ItemPath(0, 0))))
    #expect(!counts.isOutOfRange)
  }

  @Test func oneRowAndOneSectionAreSingular() {
    #expect(
      error(BatchUpdate(deletes: [ItemPath(0, 1)]), old: [1], new: [0])?.description
        == "attempt to delete row 1 from section 0 which only contains 1 row before the update")
    #expect(
      error(BatchUpdate(inserts: [ItemPath(0, 1)]), old: [0], new: [1])?.description
        == "attempt to insert row 1 into section 0, but there is only 1 row in section 0 after the update")
    #expect(
      error(BatchUpdate(sectionDeletes: [1]), old: [0], new: [])?.description
        == "attempt to delete section 1, but there is only 1 section before the update")
  }
}
