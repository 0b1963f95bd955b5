import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Estimated dimensions: cells measured as they show, each invalidation reported with its
/// content-size and offset deltas, as `estimated_height` does for tables.
///
/// The list of most tests: twenty cells 100 tall (their `height`) in rows estimated at 44,
/// viewport 300.
@Suite struct CompositionalEstimatedTests {
  private func list(count: Int = 20) throws -> Layout {
    try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])),
      [section("s", cells("a", count, height: 100))], height: 300)
  }

  @Test func theCellsThatShowAtTheirEstimatesAreMeasuredTogether() throws {
    // At 44 each, cells 1–7 reach into the viewport (the seventh starts at 264): all seven are
    // measured in one pass; the rest wait. Content: 7 × 100 + 13 × 44 = 1272.
    let layout = try list()
    #expect(layout.invalidations.count == 7)
    #expect(layout.cellElement("a7")?.estimated == false)
    #expect(layout.cellElement("a8")?.estimated == true)
    #expect(same(layout.cell("a8"), r(0, 700, 375, 44)))
    #expect(approx(layout.contentSize.height, 1272))
    #expect(
      layout.invalidations[0]
        == Invalidation(
          id: "a1", section: 0, item: 0, estimatedHeight: 44, measuredHeight: 100, contentSizeDelta: 56, offsetDelta: 0)
    )
  }

  @Test func scrollingMeasuresTheCellsThatAppear() throws {
    // At 600 the viewport reaches to 900: cells 8–12 (700, 744, … 876 at their estimates) show;
    // each grows by 56 below the viewport's top, so the offset stays.
    var layout = try list()
    let invalidations = layout.scroll(to: 600)
    #expect(invalidations.map(\.id) == ["a8", "a9", "a10", "a11", "a12"])
    #expect(invalidations.allSatisfy { $0.contentSizeDelta == 56 && $0.offsetDelta == 0 })
    #expect(layout.offset == 600)
    checked(layout)
  }

  @Test func aCellMeasuredAboveTheViewportsTopMovesTheOffset() throws {
    // Scrolling to 1100 stops at the end, 1272 − 300 = 972. Cell 14 starts at 700 + 6 × 44 =
    // 964, above that top: its 56 points move the offset by 56 so that nothing on screen jumps.
    var layout = try list()
    let invalidations = layout.scroll(to: 1100)
    #expect(
      invalidations.first
        == Invalidation(
          id: "a14", section: 0, item: 13, estimatedHeight: 44, measuredHeight: 100, contentSizeDelta: 56,
          offsetDelta: 56))
    #expect(invalidations.dropFirst().allSatisfy { $0.offsetDelta == 0 || $0.offsetDelta > 0 })
    checked(layout)
  }

  @Test func aNewLayoutOfTheSameListKeepsTheSizesMeasured() throws {
    var layout = try list()
    layout.scroll(to: 600)
    let again = checked(try Layout(layout.declaration, reusing: layout))
    #expect(again.cellElement("a12")?.estimated == false)
    #expect(same(again.cell("a12"), layout.cell("a12")!))
    #expect(again.offset == 600)
  }

  @Test func oneCellsChangeIsLaidOutWithTheWholeList() throws {
    // The incremental `reloadCell` refuses: a change relays the list out (`init(_:reusing:)`).
    var layout = try list(count: 3)
    let error = #expect(throws: DeclarationError.self) { try layout.reloadCell(cell("a1", height: 50)) }
    #expect(
      error?.problems.map(\.message) == ["a compositional list lays its groups out whole; lay the whole list out again"]
    )
  }

  @Test func contentInsetsAreIgnoredOnAnEstimatedAxis() throws {
    // Insets of 10 on an item estimated in height: they apply across (x 10, 355 wide), not
    // down (the 30-point cell starts at the group's top).
    let layout = try compositional(
      sectionLayout(
        hgroup(
          .fractionalWidth(1), .estimated(50), [item(.fractionalWidth(1), .estimated(50), insets: EdgeInsets(all: 10))])
      ),
      [section("s", cells("a", 2, height: 30))])
    #expect(same(layout.cell("a1"), r(10, 0, 355, 30)))
    #expect(same(layout.cell("a2"), r(10, 30, 355, 30)))
  }

  @Test func estimatedWidthsMeasureTheContentsWidth() throws {
    // Boxes 60 and 80 wide in items estimated 50 wide: seven share a group by their estimates;
    // measured, each is as wide as its box.
    let boxes = [cell("a", box(width: 60, height: 10)), cell("b", box(width: 80, height: 10))]
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(30), [item(.estimated(50), .absolute(30))])),
      [section("s", boxes)])
    #expect(same(layout.cell("a"), r(0, 0, 60, 30)))
    #expect(same(layout.cell("b"), r(60, 0, 80, 30)))
  }

  @Test func aGroupEstimatedInHeightIsAsTallAsItsTallestItem() throws {
    // Two half-width items (188 of 376), 30 and 70 tall: the group is 70; each item keeps its
    // own height.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))])),
      [section("s", [cell("a", height: 30), cell("b", height: 70), cell("c", height: 10)])], width: 376)
    #expect(same(layout.cell("a"), r(0, 0, 188, 30)))
    #expect(same(layout.cell("b"), r(188, 0, 188, 70)))
    #expect(same(layout.cell("c"), r(0, 70, 188, 10)))
  }
}
