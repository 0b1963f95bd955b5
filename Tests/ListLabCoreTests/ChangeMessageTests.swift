import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListLabCore

/// The sentences of refused and suspicious changes: unknown ids with the nearest one, 0-based
/// index paths, and the warnings of changes that are accepted but probably not meant.
@Suite struct ChangeMessageTests {
  func fruits() throws -> ListState {
    try list([section("fruits", ["apple", "banana", "cherry"]), section("veg", ["kale", 7])])
  }

  @Test func unknownIDsNameTheNearestKnownOne() throws {
    var state = try fruits()
    let cases: [(String, (inout ListState) throws -> ListChange)] = [
      ("move: no cell \"Apple\" (did you mean \"apple\"?)", { try $0.move("Apple", to: .endOf(section: "veg")) }),
      ("delete: no cell \"banan\" (did you mean \"banana\"?)", { try $0.delete(["banan"]) }),
      (
        "insert: no cell \"chery\" (did you mean \"cherry\"?)",
        { try $0.insert([CellDeclaration(id: "x")], at: .after("chery")) }
      ),
      (
        "insert: no section \"Veg\" (did you mean \"veg\"?)",
        { try $0.insert([CellDeclaration(id: "x")], at: .endOf(section: "Veg")) }
      ),
      ("deleteSection: no section \"fruit\" (did you mean \"fruits\"?)", { try $0.deleteSection("fruit") }),
      ("moveSection: no section \"fish\"", { try $0.moveSection("fruits", to: .after("fish")) }),
      // An integer written as a string, and the other way round; other integers are not suggested.
      ("delete: no cell \"7\" (did you mean 7?)", { try $0.delete(["7"]) }),
      ("delete: no cell 8", { try $0.delete([8]) }),
      ("update: no cell \"zebra\"", { try $0.update("zebra", to: CellDeclaration(id: "zebra")) }),
    ]
    for (message, change) in cases {
      do {
        _ = try change(&state)
        Issue.record("expected \(message)")
      } catch let error as ChangeError {
        #expect(error.description == message)
      }
    }
    #expect(throws: UnknownID.self) { try state.cellElement("Kale", for: .frame) }
    do {
      _ = try state.cellElement("Kale", for: .frame)
    } catch {
      #expect(error.description == "frame: no cell \"Kale\" (did you mean \"kale\"?)")
    }
    #expect(try state.cellElement("kale", for: .frame).frame.y == 132)
  }

  @Test func outOfRangeBatchErrorsSayIndexPathsCountFromZero() throws {
    var state = try list([section("s", ["a", "b"])])
    do {
      _ = try state.performBatchUpdates(BatchUpdate(deletes: [ItemPath(0, 2)]), to: [section("s", ["a"])])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "attempt to delete row 2 from section 0 which only contains 2 rows before the update "
          + "(index paths and section indices count from 0: the first row is {0, 0})")
    }
    do {
      _ = try state.performBatchUpdates(
        BatchUpdate(deletes: [ItemPath(1, 0)], inserts: [ItemPath(1, 0)]), to: [section("s", ["a", "b"])])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "attempt to delete row 0 from section 1, but there is only 1 section before the update "
          + "(index paths and section indices count from 0: the first row is {0, 0})")
    }
    // A count error is not about an index: no note.
    do {
      _ = try state.performBatchUpdates(BatchUpdate(), to: [section("s", ["a"])])
      Issue.record("expected an error")
    } catch {
      #expect(!error.description.contains("count from 0"))
    }
  }

  @Test func applyingBareCellsOverNamedSectionsWarns() throws {
    var state = try list([section("s", ["a", "b"])])
    var bare = SectionDeclaration(
      id: ListDeclaration.implicitSectionID, cells: [CellDeclaration(id: "b"), CellDeclaration(id: "a")])
    bare.isImplicit = true
    let change = try state.apply([bare])
    #expect(
      change.warnings.map(\.description) == [
        "apply: the cells given without a section form the section \"main\", which replaces section \"s\": every "
          + "cell is deleted and inserted again. To change a section, give it with its id: section \"s\" {…}"
      ])
    // Again: the list's only section is main now, and nothing is replaced.
    #expect(try state.apply([bare]).warnings.isEmpty)
    // A section the script names main itself is what it asked for.
    var state2 = try list([section("s", ["a"])])
    #expect(try state2.apply([section("main", ["a"])]).warnings.isEmpty)
  }

  @Test func aBatchThatDeletesTheWrongRowWarns() throws {
    var state = try list([section("s", ["a", "b", "c"])])
    // The data lost b (row 1), but the batch deletes row 2 (c): UIKit accepts the counts.
    let change = try state.performBatchUpdates(BatchUpdate(deletes: [ItemPath(0, 2)]), to: [section("s", ["a", "c"])])
    #expect(
      change.warnings.map(\.description) == [
        "batch: the batch deletes [0,2] (\"c\"), but \"c\" is still in the new data (at [0,1]) and \"b\" is the one "
          + "that left (it was at [0,1]): UIKit would animate the wrong cell; delete [0,1] instead"
      ])
    #expect(change.warnings.first?.claim == .delete(ItemPath(0, 2)))
  }

  @Test func aBatchThatInsertsAnIDAlreadyThereWarns() throws {
    var state = try list([section("s", ["a", "b"])])
    let change = try state.performBatchUpdates(
      BatchUpdate(inserts: [ItemPath(0, 0)]), to: [section("s", ["b", "a", "z"])])
    #expect(
      change.warnings.map(\.description) == [
        "batch: the batch inserts [0,0] (\"b\"), but \"b\" was already in the old data (at [0,1]) and \"z\" is the "
          + "one that arrived (it is at [0,2]): UIKit would animate the wrong cell; insert [0,2] instead"
      ])
  }

  @Test func aRowNoOperationNamesIsStale() throws {
    var state = try list([section("s", ["a", "b"])])
    let change = try state.performBatchUpdates(BatchUpdate(), to: [section("s", ["z", "b"])])
    #expect(
      change.warnings.map(\.description) == [
        "batch: no operation names row [0,0], where the new data has \"z\": the old cell \"a\" stays on screen "
          + "until it is reloaded (reload [0,0], or delete [0,0] and insert [0,0])"
      ])
    #expect(change.warnings.first?.claim == nil)
  }

  @Test func aConsistentBatchHasNoWarnings() throws {
    var state = try list([section("s", ["a", "b", "c"])])
    let change = try state.performBatchUpdates(
      BatchUpdate(deletes: [ItemPath(0, 1)], inserts: [ItemPath(0, 0)]), to: [section("s", ["n", "a", "c"])])
    #expect(change.warnings.isEmpty)
  }

  @Test func manyDisagreementsAreCounted() throws {
    let ids: [Identifier] = (0..<8).map { .string("a\($0)") }
    var state = try list([section("s", ids)])
    let change = try state.performBatchUpdates(BatchUpdate(), to: [section("s", (0..<8).map { .string("z\($0)") })])
    #expect(change.warnings.count == ChangeWarning.wordedDisagreements + 1)
    #expect(change.warnings.last?.description == "batch: and 3 more rows where the batch and the ids disagree")
  }
}
