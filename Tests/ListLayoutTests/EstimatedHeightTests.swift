import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// With `estimated_height`, every cell waits at the estimate until it is displayed — a fixed
/// `height` or no content at all included — as UIKit asks `tableView(_:heightForRowAt:)` only
/// for the rows it is about to display.
@Suite struct EstimatedHeightTests {
  /// Eight rows estimated at 44 in a 100-point viewport: a 30, b 70, c without content (44),
  /// d 20, e 90, f, g, h 50 — every one a fixed height but c.
  private func rows() throws -> Layout {
    try layout(
      options {
        $0.estimatedHeight = 44
        $0.height = 100
      },
      [
        section(
          "s",
          [
            cell("a", height: 30), cell("b", height: 70), cell("c"), cell("d", height: 20), cell("e", height: 90),
            cell("f", height: 50), cell("g", height: 50), cell("h", height: 50),
          ])
      ])
  }

  @Test func fixedHeightsWaitAtTheEstimateUntilDisplayed() throws {
    let list = try rows()
    // At the estimates a (0…44), b (44…88) and c (88…132) intersect the viewport: each is
    // measured. c keeps 44 (no invalidation: the layout did not change).
    #expect(
      list.invalidations.map { "\($0.id) \($0.estimatedHeight)→\($0.measuredHeight) \($0.contentSizeDelta)" } == [
        "a 44.0→30.0 -14.0", "b 44.0→70.0 26.0",
      ])
    // d…h are still at the estimate, whatever their height: 30 + 70 + 44 + 5 × 44.
    #expect(list.cellElement("d")?.estimated == true)
    #expect(same(list.cellElement("d")?.frame, r(0, 144, 375, 44)))
    #expect(list.cellElement("c")?.estimated == false)
    #expect(approx(list.contentSize.height, 364))
  }

  @Test func displayingThemMeasuresThemWithTheInvalidationsReported() throws {
    var list = try rows()
    // The viewport 150…250 shows d (144…188), e (188…232) and f (232…276), displayed in one pass:
    // d shrinks by 24 and starts above the viewport's top, so the offset follows it (150 → 126);
    // e (now 164…208) grows by 46 and f (now 254…298) by 6 below the top: the offset stays.
    let invalidations = list.scroll(to: 150)
    #expect(
      invalidations.map { "\($0.id) \($0.measuredHeight) \($0.contentSizeDelta) \($0.offsetDelta)" } == [
        "d 20.0 -24.0 -24.0", "e 90.0 46.0 0.0", "f 50.0 6.0 0.0",
      ])
    #expect(list.offset == 126)
    // 30 + 70 + 44 + 20 + 90 + 50, then g and h still at 44.
    #expect(approx(list.contentSize.height, 392))
    #expect(same(list.cellElement("e")?.frame, r(0, 164, 375, 90)))
    #expect(list.cellElement("g")?.estimated == true)
  }

  @Test func aFixedHeightCellInsertedOffScreenIsEstimatedToo() throws {
    var list = try rows()
    list.apply(.insertCells([cell("z", height: 10)], at: ItemPath(0, 7)))
    #expect(list.cellElement("z")?.estimated == true)
    #expect(approx(list.cellElement("z")?.frame.height, 44))
    // On screen, a new cell is displayed at once: measured at its 10 points.
    list.apply(.insertCells([cell("y", height: 10)], at: ItemPath(0, 1)))
    #expect(list.cellElement("y")?.estimated == false)
    #expect(approx(list.cellElement("y")?.frame.height, 10))
  }

  @Test func aGridLineOfFixedItemsIsEstimatedUntilDisplayed() throws {
    var list = try layout(
      options(.grid) {
        $0.estimatedHeight = 50
        $0.height = 120
      }, [section("s", (0..<20).map { cell(.integer($0), height: 80) })])
    // Lines of two at 50 + 10 spacing: lines 0 and 1 show at first (0…50, 60…110), and measure
    // at 80: 80 + 10 + 80 + 10 + 8 × (50 + 10) − 10.
    #expect(list.invalidations.count == 4)
    #expect(approx(list.contentSize.height, 170 + 480 + 10 - 10 + 10 - 10))
    #expect(list.cellElement(9)?.estimated == true)
    list.scroll(to: 10_000)
    #expect(list.visibleItems().allSatisfy { list.cells[$0].measured })
  }
}
