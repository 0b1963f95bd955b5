import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Seed 004: estimated heights, measured as cells are displayed, with content size and offset
/// adjustments so the visible content does not jump.
@Suite struct ScrollingTests {
  /// 30 cells whose content is 100 points tall, estimated at 44, in a 400-point viewport.
  private func estimatedList(count: Int = 30) throws -> Layout {
    try layout(
      options {
        $0.estimatedHeight = 44; $0.height = 400
      },
      [
        section("feed", (0..<count).map { cell(.integer($0), column([box(height: 100)])) })
      ])
  }

  @Test func onlyTheFirstScreenIsMeasuredAtFirst() throws {
    let list = try estimatedList()
    // At the estimates, cells 0–9 intersect the 400-point viewport (10 × 44 = 440): UIKit displays
    // them all in one pass, and each is measured.
    #expect(list.invalidations.map(\.id) == (0..<10).map { Identifier.integer($0) })
    #expect(!list.cells[10].measured)
    #expect(list.visibleIDs() == [0, 1, 2, 3])
    // The content is 10 measured + 20 estimated cells.
    #expect(approx(list.contentSize.height, 10 * 100 + 20 * 44))
    #expect(list.offset == 0)
  }

  @Test func scrollingDownMeasuresAppearingCellsWithoutMovingTheOffset() throws {
    var list = try estimatedList()
    let before = list.contentSize.height
    let invalidations = list.scroll(to: 1000)
    #expect(!invalidations.isEmpty)
    // Cells below the viewport's top grew: the content grew, the offset stayed.
    #expect(
      invalidations.allSatisfy { $0.estimatedHeight == 44 && $0.measuredHeight == 100 && $0.contentSizeDelta == 56 })
    #expect(invalidations.allSatisfy { $0.offsetDelta == 0 })
    #expect(approx(list.contentSize.height, before + 56 * Double(invalidations.count)))
    #expect(list.offset == 1000)
    let visible = list.visibleItems()
    #expect(visible.allSatisfy { list.cells[$0].measured })
  }

  @Test func scrollingBackUpAdjustsTheOffsetForCellsAboveTheTop() throws {
    var list = try estimatedList()
    list.scroll(to: 1300)  // far down: cells between stay estimated
    let anchor = try #require(list.visibleIDs().first)
    let anchorY = list.cellElement(anchor)!.frame.y - list.offset
    // Back up by a little: the cell that appears at the top is above the viewport's top edge
    // when it is measured, so the offset moves by the same amount and nothing jumps.
    let invalidations = list.scroll(to: list.offset - 100)
    let above = invalidations.filter { $0.offsetDelta != 0 }
    #expect(!above.isEmpty)
    #expect(above.allSatisfy { $0.offsetDelta == $0.contentSizeDelta })
    // The anchor cell is where it was on screen, 100 points lower.
    let anchorAfter = list.cellElement(anchor)!.frame.y - list.offset
    #expect(approx(anchorAfter, anchorY + 100))
  }

  @Test func scrollToBringsACellIntoViewAndMeasuresIt() throws {
    var list = try estimatedList()
    _ = list.scroll(toCell: 20)
    let frame = list.cellElement(20)!.frame
    #expect(frame.height == 100)
    #expect(frame.y >= list.offset - 0.001 && frame.maxY <= list.offset + 400 + 0.001)
    #expect(list.scroll(toCell: "missing") == nil)
  }

  @Test func offsetIsClampedToTheContent() throws {
    var list = try layout(options { $0.height = 200 }, [section("s", (0..<10).map { cell(.integer($0)) })])
    list.scroll(to: -50)
    #expect(list.offset == 0)
    list.scroll(to: 10_000)
    #expect(list.offset == 440 - 200)
    #expect(list.visibleIDs() == [5, 6, 7, 8, 9])
  }

  @Test func withoutEstimatesEverythingIsMeasuredUpFront() throws {
    var list = try layout(
      options { $0.height = 200 }, [section("s", (0..<10).map { cell(.integer($0), column([box(height: 80)])) })])
    #expect(list.invalidations.isEmpty)
    #expect(list.contentSize.height == 800)
    #expect(list.scroll(to: 300).isEmpty)
  }

  @Test func visibleCountsPartiallyVisibleCellsOnly() throws {
    var list = try layout(options { $0.height = 100 }, [section("s", (0..<10).map { cell(.integer($0), height: 50) })])
    list.scroll(to: 25)
    #expect(list.visibleIDs() == [0, 1, 2])
    list.scroll(to: 50)
    #expect(list.visibleIDs() == [1, 2])
  }

  @Test func gridWithEstimatedHeights() throws {
    var list = try layout(
      options(.grid) {
        $0.estimatedHeight = 50; $0.height = 300
      },
      [
        section("s", (0..<40).map { cell(.integer($0), column([box(height: Double(60 + ($0 % 3) * 20))])) })
      ])
    list.scroll(to: 600)
    list.scroll(to: 0)
    #expect(list.checkInvariants().isEmpty)
    for flat in list.visibleItems() { #expect(list.cells[flat].measured) }
  }

  /// Fixed heights down a long list: the content height, the cell under an offset and the last
  /// frame are exact sums. (The same at a million cells is timed by `listlab bench`:
  /// `layout.full.1m`, `layout.visible.1m`.)
  @Test func tenThousandFixedHeightCells() throws {
    let cells = (0..<10_000).map { cell(.integer($0), height: 44) }
    var list = try Layout(ListDeclaration(sections: [section("big", cells)]))
    #expect(list.contentSize.height == 440_000)
    list.scroll(to: 220_000)
    #expect(list.visibleIDs().first == 5_000)
    #expect(list.cellElement(9_999)?.frame.y == 439_956)
  }
}
