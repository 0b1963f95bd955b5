import ListAnimation
import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import Testing

/// The "The core from Swift" example of docs/core.md, as written there (public API only, no
/// `@testable`): if this stops compiling or passing, the page is wrong.
@Suite struct ReadmeExampleTests {
  @Test func theReadmeExampleRuns() throws {
    // A plain list of three built-in cells, laid out at 375 × 667 @3x.
    let fruits = ["apple", "banana", "cherry"].map { name in
      CellDeclaration(id: .string(name), builtIn: BuiltInCell(text: name))
    }
    var list = try ListState(ListDeclaration(sections: [SectionDeclaration(id: "fruits", cells: fruits)]))
    #expect(list.layout.cellElement("banana")?.frame.y == 44)

    // One change: a cell inserted after banana, animated over 0.3 s.
    let change = try list.insert([CellDeclaration(id: "date", height: 60)], at: .after("banana"))
    #expect(change.changeset.stages.map(\.kind) == [.itemInsertsAndMoves])
    #expect(change.changeset.stages[0].operations.inserts == [ItemPath(0, 2)])
    #expect(list.layout.cellElement("cherry")?.frame.y == 148)
    let halfway = try change.transition.at(0.15)
    #expect(halfway.first { $0.id == "cherry" }?.frame.y == 118)

    // A batch update checked as UIKit checks it: the data lost a row, the update claims none.
    var data = list.sections
    data[0] = SectionDeclaration(id: "fruits", cells: Array(data[0].cells.dropLast()))
    #expect {
      try list.performBatchUpdates(BatchUpdate(), to: data)
    } throws: { error in
      "\(error)".contains("Invalid update: invalid number of rows in section 0")
    }
    #expect(list.layout.cellElement("cherry") != nil)  // a refused change leaves the list as it was
  }
}
