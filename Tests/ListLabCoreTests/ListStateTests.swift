import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListLabCore

/// Every kind of change, from Swift, without Lua: what the data becomes, the changeset UIKit would
/// apply, the frames before and after, and what the transition animates.
@Suite struct ListStateTests {
  /// fruits[apple banana cherry], plain, 44-point cells: apple at y 0, banana 44, cherry 88.
  func fruits() throws -> ListState {
    try list([section("fruits", ["apple", "banana", "cherry"])])
  }

  @Test func applyDiffsByIdentityAndAnimates() throws {
    var state = try fruits()
    let change = try state.apply([section("fruits", ["cherry", "apple", "date"])])
    #expect(change.operation == .apply)
    #expect(change.changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    #expect(change.changeset.stages[0].operations.deletes == [ItemPath(0, 1)])
    #expect(change.changeset.stages[1].operations.inserts == [ItemPath(0, 2)])
    #expect(change.changeset.stages[1].operations.moves == [ItemMove(from: ItemPath(0, 1), to: ItemPath(0, 0))])
    #expect(change.old.cellIDs == "fruits[apple banana cherry]")
    #expect(change.new.cellIDs == "fruits[cherry apple date]")
    #expect(state.layout.cellIDs == "fruits[cherry apple date]")
    // cherry moves from 88 to 0 (the diff's move); apple shifts down to make room for it; banana
    // fades out where it was; date fades in at 88.
    #expect(change.transition.duration == 0.3)
    let start = try change.transition.at(0)
    #expect(summary(of: "cherry", in: start) == "88.0 1.0 moving")
    #expect(summary(of: "banana", in: start) == "44.0 1.0 deleting")
    #expect(summary(of: "date", in: start) == "88.0 0.0 inserting")
    let end = try change.transition.at(0.3)
    #expect(summary(of: "cherry", in: end) == "0.0 1.0 moving")
    #expect(summary(of: "apple", in: end) == "44.0 1.0 shifting")
    #expect(summary(of: "date", in: end) == "88.0 1.0 inserting")
    #expect(summary(of: "banana", in: end) == "44.0 0.0 deleting")
  }

  @Test func insertAtEachPlacement() throws {
    var state = try fruits()
    _ = try state.insert([CellDeclaration(id: "kiwi")], at: .before("banana"))
    #expect(state.layout.cellIDs == "fruits[apple kiwi banana cherry]")
    let change = try state.insert([CellDeclaration(id: "lime"), CellDeclaration(id: "mango")], at: .after("cherry"))
    #expect(state.layout.cellIDs == "fruits[apple kiwi banana cherry lime mango]")
    #expect(change.changeset.stages.map(\.kind) == [.itemInsertsAndMoves])
    #expect(change.changeset.stages[0].operations.inserts == [ItemPath(0, 4), ItemPath(0, 5)])
    #expect(change.new.y("mango") == 220)
    _ = try state.insert([CellDeclaration(id: "nut")], at: .endOf(section: "fruits"))
    #expect(state.layout.cellIDs == "fruits[apple kiwi banana cherry lime mango nut]")
  }

  @Test func deleteSeveralAndTheOthersCloseUp() throws {
    var state = try fruits()
    let change = try state.delete(["apple", "cherry"])
    #expect(state.layout.cellIDs == "fruits[banana]")
    #expect(change.changeset.stages.map(\.kind) == [.deletes])
    #expect(change.changeset.stages[0].operations.deletes == [ItemPath(0, 0), ItemPath(0, 2)])
    #expect(change.old.y("banana") == 44)
    #expect(change.new.y("banana") == 0)
    // banana only closes the gap: it shifts, nothing moved it.
    #expect(try change.cellStates(at: 0.15).sorted() == ["apple:deleting", "banana:shifting", "cherry:deleting"])
  }

  @Test func moveWithinAndAcrossSections() throws {
    var state = try list([section("fruits", ["apple", "banana"]), section("veg", ["kale"])])
    _ = try state.move("apple", to: .after("banana"))
    #expect(state.layout.cellIDs == "fruits[banana apple] veg[kale]")
    let change = try state.move("banana", to: .endOf(section: "veg"))
    #expect(state.layout.cellIDs == "fruits[apple] veg[kale banana]")
    #expect(change.changeset.stages.map(\.kind) == [.itemInsertsAndMoves])
    #expect(change.changeset.stages[0].operations.moves == [ItemMove(from: ItemPath(0, 0), to: ItemPath(1, 1))])
    // The cell moved on purpose is moving; the others close the gap it leaves: they shift up.
    #expect(try change.cellStates(at: 0.15).sorted() == ["apple:shifting", "banana:moving", "kale:shifting"])
    // A section's move carries its cells: they are moving too; what it passes shifts.
    let sectionMove = try state.moveSection("veg", to: .before("fruits"))
    #expect(try sectionMove.cellStates(at: 0.15).sorted() == ["apple:shifting", "banana:moving", "kale:moving"])
  }

  @Test func updateReloadsTheCellAndResizesIt() throws {
    var state = try fruits()
    let change = try state.update("banana", to: CellDeclaration(id: "banana", height: 80))
    #expect(change.changeset.stages.map(\.kind) == [.itemReloads])
    #expect(change.changeset.stages[0].operations.reloads == [ItemPath(0, 1)])
    #expect(change.new.cellElement("banana")?.frame.height == 80)
    #expect(change.new.y("cherry") == 124)
    #expect(try change.cellStates(at: 0.1) == ["apple:steady", "banana:updating", "cherry:shifting"])
  }

  @Test func sectionOperations() throws {
    var state = try fruits()
    _ = try state.insertSection(section("veg", ["kale"]), at: .before("fruits"))
    #expect(state.layout.cellIDs == "veg[kale] fruits[apple banana cherry]")
    _ = try state.insertSection(section("nuts", ["pecan"]))
    #expect(state.layout.cellIDs == "veg[kale] fruits[apple banana cherry] nuts[pecan]")
    let moved = try state.moveSection("nuts", to: .after("veg"))
    #expect(state.layout.cellIDs == "veg[kale] nuts[pecan] fruits[apple banana cherry]")
    #expect(moved.changeset.stages.map(\.kind) == [.sectionInsertsAndMoves])
    _ = try state.moveSection("veg", to: .end)
    #expect(state.layout.cellIDs == "nuts[pecan] fruits[apple banana cherry] veg[kale]")
    let deleted = try state.deleteSection("fruits")
    #expect(state.layout.cellIDs == "nuts[pecan] veg[kale]")
    #expect(deleted.changeset.stages[0].operations.sectionDeletes == [1])
  }

  @Test func aBatchAnimatesExactlyTheDeclaredOperations() throws {
    var state = try fruits()
    var update = BatchUpdate()
    update.deletes = [ItemPath(0, 0)]
    update.inserts = [ItemPath(0, 2)]
    let change = try state.performBatchUpdates(update, to: [section("fruits", ["banana", "cherry", "date"])])
    #expect(change.operation == .batch)
    #expect(change.changeset.stages.map(\.kind) == [.batchUpdate])
    #expect(change.changeset.stages[0].operations.deletes == [ItemPath(0, 0)])
    #expect(change.changeset.stages[0].operations.inserts == [ItemPath(0, 2)])
    #expect(state.layout.cellIDs == "fruits[banana cherry date]")
    #expect(
      try change.cellStates(at: 0.15).sorted() == [
        "apple:deleting", "banana:shifting", "cherry:shifting", "date:inserting",
      ])
  }

  @Test func anInconsistentBatchFailsWithUIKitsMessageAndChangesNothing() throws {
    var state = try fruits()
    let before = state.layout.cellIDs
    #expect {
      _ = try state.performBatchUpdates(BatchUpdate(), to: [section("fruits", ["apple", "banana"])])
    } throws: { error in
      guard let error = error as? ChangeError, case .invalidBatch = error.reason else { return false }
      return error.description.hasPrefix(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
          + "after the update (2) must be equal to the number of rows contained in that section before the update (3)")
    }
    #expect(state.layout.cellIDs == before)
  }

  @Test func aGridBatchIsCheckedAsACollectionView() throws {
    var state = try list([section("photos", ["a", "b"])], style: .grid)
    #expect {
      _ = try state.performBatchUpdates(BatchUpdate(), to: [section("photos", ["a"])])
    } throws: { error in
      (error as? ChangeError)?.description.contains("invalid number of items in section 0") == true
    }
  }

  @Test func failedChangesAreWordedAndLeaveTheListAsItWas() throws {
    var state = try fruits()
    let cases: [(String, (inout ListState) throws -> ListChange)] = [
      ("insert: no cell \"kiwi\"", { try $0.insert([CellDeclaration(id: "x")], at: .after("kiwi")) }),
      ("insert: no section \"veg\"", { try $0.insert([CellDeclaration(id: "x")], at: .endOf(section: "veg")) }),
      ("delete: no cell 7", { try $0.delete(["apple", 7]) }),
      ("move: a cell cannot move before itself", { try $0.move("apple", to: .before("apple")) }),
      ("move: a cell cannot move after itself", { try $0.move("apple", to: .after("apple")) }),
      ("update: no cell \"kiwi\"", { try $0.update("kiwi", to: CellDeclaration(id: "kiwi")) }),
      (
        "update: the new cell's id \"pear\" is not \"apple\"; to replace a cell, delete it and insert the other",
        { try $0.update("apple", to: CellDeclaration(id: "pear")) }
      ),
      ("deleteSection: no section \"veg\"", { try $0.deleteSection("veg") }),
      (
        "moveSection: a section cannot move relative to itself",
        { try $0.moveSection("fruits", to: .before("fruits")) }
      ),
      ("insertSection: no section \"veg\"", { try $0.insertSection(section("nuts", []), at: .after("veg")) }),
      (
        "invalid sections for insert: cell \"apple\": duplicate cell id: [0,0] and [0,1]; ids must be unique across "
          + "the list (UIKit: supplied item identifiers are not unique)",
        { try $0.insert([CellDeclaration(id: "apple")], at: .after("apple")) }
      ),
    ]
    for (message, change) in cases {
      var copy = state
      #expect(throws: ChangeError.self) { _ = try change(&copy) }
      do {
        _ = try change(&state)
      } catch let error as ChangeError {
        #expect(error.description == message)
      }
      #expect(state.layout.cellIDs == "fruits[apple banana cherry]")
    }
  }

  @Test func choreographiesAndDurations() throws {
    var state = try fruits()
    let staged = try state.apply(
      [section("fruits", ["cherry", "apple"])], animation: AnimationOptions(choreography: .staged))
    #expect(staged.changeset.stages.count == 2)
    #expect(staged.transition.segments.count == 2)
    #expect(staged.transition.duration == 0.6)
    let still = try state.apply([section("fruits", ["apple"])], animation: AnimationOptions(animated: false))
    #expect(still.transition.duration == 0)
    let android = try state.apply(
      [section("fruits", ["apple", "kiwi"])], animation: AnimationOptions(choreography: .android))
    #expect(android.transition.curve == .androidAccelerateDecelerate)
  }

  @Test func pluginStylesAreLaidOutByTheirFunction() throws {
    var options = ListOptions()
    options.style = .custom("stack")
    // A layout that puts every item 10 points below the previous one, 100 × 10.
    let layouts: (String) -> CustomLayoutFunction? = { name in
      guard name == "stack" else { return nil }
      return { context in
        let count = context.declaration.sections.reduce(0) { $0 + $1.cells.count }
        return CustomLayoutFrames(items: (0..<count).map { Rect(x: 0, y: Double($0) * 10, width: 100, height: 10) })
      }
    }
    var state = try ListState(
      ListDeclaration(options: options, sections: [section("s", ["a", "b"])]), customLayouts: layouts)
    #expect(state.layout.y("b") == 10)
    let change = try state.insert([CellDeclaration(id: "c")], at: .before("a"))
    #expect(change.new.y("a") == 10)
    #expect(change.new.y("c") == 0)
  }
}
