import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListLabCore

/// A snapshot that only deletes items and inserts new ones is applied by in-place edits
/// (`ListState+SnapshotEdits.swift`): the result must be the one of the whole path — the same
/// data, frames and changeset as `apply` of the same data gives, a diff that finds no moves.
@Suite struct SnapshotEditsTests {
  /// Two sections of 600 cells (more than a chunk), a few deleted and a few inserted here and
  /// there, and at both ends.
  @Test func deletesAndInsertsGiveWhatTheWholePathGives() throws {
    let ids = (0..<600).map { Identifier.string("a\($0)") }
    let others = (0..<600).map { Identifier.string("b\($0)") }
    var state = try list([section("a", ids), section("b", others)])
    var reference = state
    var snapshot = state.dataSourceSnapshot
    _ = snapshot.deleteItems(["a0", "a300", "a301", "b599"])
    try snapshot.insertItems(["n1", "n2"], beforeItem: "a100")
    try snapshot.insertItems(["n3"], afterItem: "b598")
    try snapshot.appendItems(["n4"], toSection: "a")
    #expect(state.edits(of: snapshot) != nil)
    let change = try state.apply(snapshot)
    // The same data declared: the default cells a snapshot gives new items.
    let data = snapshot.sections.map { section in
      SectionDeclaration(
        id: section.id,
        cells: section.items.map { id in
          reference.layout.path(ofCell: id).map { reference.sections[$0.section].cells[$0.item] }
            ?? ListState.defaultCell(id)
        })
    }
    let expected = try reference.apply(data)
    #expect(change.changeset.stages.map(\.kind) == expected.changeset.stages.map(\.kind))
    #expect(change.changeset.stages.map(\.operations) == expected.changeset.stages.map(\.operations))
    #expect(change.changeset.stages.map(\.after) == expected.changeset.stages.map(\.after))
    #expect(state.layout.elements() == reference.layout.elements())
    #expect(state.layout.contentSize == reference.layout.contentSize)
    #expect(try change.cellStates(at: 0.15) == expected.cellStates(at: 0.15))
  }

  /// A move, a reload, a reconfigure, a new section or a cell of an outline needs the diff.
  @Test func anythingButDeletesAndInsertsTakesTheWholePath() throws {
    let state = try list([section("a", ["x", "y", "z"]), section("b", ["w"])])
    var moved = state.dataSourceSnapshot
    try moved.moveItem("z", beforeItem: "x")
    var elsewhere = state.dataSourceSnapshot
    try elsewhere.moveItem("w", afterItem: "z")
    var reloaded = state.dataSourceSnapshot
    try reloaded.reloadItems(["y"])
    var reconfigured = state.dataSourceSnapshot
    try reconfigured.reconfigureItems(["y"])
    var added = state.dataSourceSnapshot
    try added.appendSections(["c"])
    for snapshot in [moved, elsewhere, reloaded, reconfigured, added] {
      #expect(state.edits(of: snapshot) == nil)
    }
    var plain = state.dataSourceSnapshot
    _ = plain.deleteItems(["y"])
    try plain.appendItems(["v"], toSection: "b")
    let edits = try #require(state.edits(of: plain))
    #expect(edits.deleted == [ItemPath(0, 1)])
    #expect(edits.inserted.map(\.path) == [ItemPath(1, 1)])
  }
}
