import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// `Layout.reloadCell`: one cell's change applied in place gives the frames a full layout of the
/// changed declaration gives, with the offset anchored when the cell is above the viewport.
@Suite struct ReloadCellTests {
  private func cells(tall: Set<Int> = []) -> [CellDeclaration] {
    (0..<40).map { cell(.integer($0), column([box(height: tall.contains($0) ? 120 : 50)])) }
  }

  @Test(arguments: [ListStyle.plain, .insetGrouped, .cards, .grid])
  func inPlaceEqualsAFullLayout(style: ListStyle) throws {
    let listOptions = options(style) { $0.height = 300 }
    var list = try layout(listOptions, [section("a", cells())])
    list.scroll(to: 400)
    let invalidation = try list.reloadCell(cell(.integer(25), column([box(height: 120)])))
    var expected = try layout(listOptions, [section("a", cells(tall: [25]))])
    expected.scroll(to: 400)
    #expect(list.elements() == expected.elements())
    #expect(list.contentSize.height == expected.contentSize.height)
    #expect(invalidation?.measuredHeight != invalidation?.estimatedHeight)
  }

  @Test func aCellAboveTheViewportMovesTheOffsetWithIt() throws {
    var list = try layout(options { $0.height = 300 }, [section("a", cells())])
    list.scroll(to: 1000)
    let firstVisible = try #require(list.visibleIDs().first)
    let onScreen = list.cellElement(firstVisible)!.frame.y - list.offset
    let invalidation = try #require(try list.reloadCell(cell(.integer(2), column([box(height: 120)]))))
    #expect(invalidation.contentSizeDelta == 70)
    #expect(invalidation.offsetDelta == 70)
    #expect(list.offset == 1070)
    #expect(list.cellElement(firstVisible)!.frame.y - list.offset == onScreen)
  }

  @Test func aCellBelowTheTopLeavesTheOffset() throws {
    var list = try layout(options { $0.height = 300 }, [section("a", cells())])
    list.scroll(to: 100)
    let invalidation = try #require(try list.reloadCell(cell(.integer(30), column([box(height: 20)]))))
    #expect(invalidation.contentSizeDelta == -30)
    #expect(invalidation.offsetDelta == 0)
    #expect(list.offset == 100)
  }

  @Test func anUnchangedHeightCausesNoInvalidation() throws {
    var list = try layout(options(), [section("a", cells())])
    #expect(try list.reloadCell(cell(.integer(3), column([box(height: 50)]))) == nil)
  }

  @Test func anEstimatedCellNotYetShownKeepsItsEstimate() throws {
    var list = try layout(
      options {
        $0.estimatedHeight = 44; $0.height = 300
      }, [section("a", cells())])
    let before = list.contentSize.height
    #expect(try list.reloadCell(cell(.integer(35), column([box(height: 120)]))) == nil)
    #expect(list.contentSize.height == before)
    #expect(!list.cells[35].measured)
  }

  @Test func unknownIDsAndBadCellsAreRefused() throws {
    var list = try layout(options(), [section("a", cells())])
    let unknown = #expect(throws: DeclarationError.self) { try list.reloadCell(cell(.integer(99), height: 10)) }
    #expect(unknown?.description.contains("is not in the list") == true)
  }
}
