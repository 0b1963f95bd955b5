import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListLabCore

/// One identity everywhere a change compares ids: a list that holds one spelling of an id and is
/// given another (NFC and NFD, an emoji sequence, KELVIN SIGN…) keeps the same cell, whether the
/// change is diffed (`apply`), declared (`performBatchUpdates`) or made in place (`update`).
@Suite struct IdentityChangeTests {
  @Test(arguments: EquivalentIdentifiers.pairs.indices)
  func applyKeepsTheCellOfARespelledId(index: Int) throws {
    let (first, second, why) = EquivalentIdentifiers.pairs[index]
    var state = try list([section("s", ["a", first, "b"])])
    let change = try state.apply([section("s", ["a", second, "b"])])
    #expect(change.changeset.isEmpty, "\(why)")
    #expect(try change.cellStates(at: 0.15).allSatisfy { $0.hasSuffix(":steady") }, "\(why)")
    // Moved: one move, no delete and no insert.
    let moved = try state.apply([section("s", [second, "a", "b"])])
    #expect(moved.changeset.stages.map(\.kind) == [.itemInsertsAndMoves], "\(why)")
    #expect(moved.changeset.stages[0].operations.inserts == [], "\(why)")
    #expect(
      moved.changeset.stages[0].operations.moves == [ItemMove(from: ItemPath(0, 1), to: ItemPath(0, 0))], "\(why)")
  }

  @Test(arguments: EquivalentIdentifiers.pairs.indices)
  func aBatchMayNameTheOtherSpelling(index: Int) throws {
    let (first, second, why) = EquivalentIdentifiers.pairs[index]
    var state = try list([section("s", ["a", first, "b"])])
    // Delete a; the respelled id stays (now at row 0): the counts and the ids agree.
    var update = BatchUpdate()
    update.deletes = [ItemPath(0, 0)]
    let change = try state.performBatchUpdates(update, to: [section("s", [second, "b"])])
    #expect(change.warnings.isEmpty, "\(why): \(change.warnings)")
    let states = try change.cellStates(at: 0.15)
    #expect(states.filter { $0.hasSuffix(":deleting") } == ["a:deleting"], "\(why)")
    #expect(states.count == 3, "\(why): every cell once")
  }

  @Test(arguments: EquivalentIdentifiers.pairs.indices)
  func updateFindsTheCellByEitherSpelling(index: Int) throws {
    let (first, second, why) = EquivalentIdentifiers.pairs[index]
    var state = try list([section("s", [first, "b"])])
    let change = try state.update(second, to: CellDeclaration(id: second, height: 60))
    #expect(change.changeset.stages.map(\.kind) == [.itemReloads], "\(why)")
    #expect(state.layout.y("b") == 60, "\(why)")
  }

  /// The integer 3 and the string "3" are two ids.
  @Test func anIntegerIsNotItsDecimalText() throws {
    var state = try list([section("s", [.integer(3), "b"])])
    let change = try state.apply([section("s", [.string("3"), "b"])])
    #expect(change.changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    #expect(change.changeset.stages[0].operations.deletes == [ItemPath(0, 0)])
    #expect(change.changeset.stages[1].operations.inserts == [ItemPath(0, 0)])
  }
}

/// Applying an outline to a section from Swift: its visible items become the section's cells.
@Suite struct SectionOutlineApplyTests {
  @Test func anOutlineReplacesTheSectionsCellsAndExpandingInsertsChildren() throws {
    var state = try list([section("files", ["readme"])])
    var outline = SectionSnapshot()
    try outline.append(["docs", "music"])
    try outline.append(["work", "taxes"], to: "docs")
    let first = try state.apply(outline, toSection: "files")
    #expect(state.layout.cellIDs == "files[docs music]")
    #expect(first.changeset.stages.flatMap(\.operations.deletes) == [ItemPath(0, 0)])
    try outline.expand(["docs"])
    let expanded = try state.apply(outline, toSection: "files")
    #expect(state.layout.cellIDs == "files[docs work taxes music]")
    // The children are inserted below their parent; the parent is reconfigured (its disclosure
    // turns), not reloaded.
    #expect(expanded.changeset.stages.flatMap(\.operations.inserts) == [ItemPath(0, 1), ItemPath(0, 2)])
    #expect(state.layout.declaration.sections[0].cells[1].outline?.level == 1)
    #expect(expanded.changeset.stages.flatMap(\.operations.reloads).isEmpty)
  }
}
