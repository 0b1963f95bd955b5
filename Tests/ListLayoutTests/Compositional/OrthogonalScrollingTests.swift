import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Orthogonal rows: where each behaviour brings a drag to rest, and what shows.
///
/// The row of most tests: five 150 × 100 groups, 10 apart, inside side insets of 10: it is
/// 10 + 5 × 150 + 4 × 10 + 10 = 810 wide and scrolls from 0 to 810 − 375 = 435. Group k's
/// leading edge is at 10 + 160k: its boundary stop is 160k (0, 160, 320, 480, 640), the last two
/// cut to 435.
@Suite struct OrthogonalScrollingTests {
  private func row(_ behavior: OrthogonalScrolling, count: Int = 5) throws -> Layout {
    try compositional(
      sectionLayout(
        hgroup(.absolute(150), .absolute(100), [item()]), spacing: 10,
        insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), orthogonal: behavior),
      [section("row", cells("a", count)), section("below", cells("b", 1))])
  }

  @Test func groupsFollowOneAnotherAcrossAndTheSectionIsAsTallAsTheTallest() throws {
    let layout = try row(.continuous)
    #expect(same(layout.cell("a1"), r(10, 0, 150, 100)))
    #expect(same(layout.cell("a5"), r(650, 0, 150, 100)))
    #expect(same(layout.cell("b1"), r(10, 100, 150, 100)))
    #expect(layout.orthogonalOffset(section: 0) == 0)
    #expect(layout.orthogonalScrolling(section: 0) == .continuous)
  }

  @Test func continuousStopsWhereReleasedWithinTheRow() throws {
    var layout = try row(.continuous)
    #expect(layout.scrollSection(0, to: 100) == 100)
    #expect(same(layout.cell("a1"), r(-90, 0, 150, 100)))
    #expect(layout.scrollSection(0, to: 1000) == 435)
    #expect(layout.scrollSection(0, to: -50) == 0)
    checked(layout)
  }

  @Test func continuousGroupLeadingBoundaryStopsAtTheNearestGroupEdge() throws {
    var layout = try row(.continuousGroupLeadingBoundary)
    #expect(layout.scrollSection(0, to: 250) == 320)  // 70 from 320, 90 from 160
    #expect(layout.scrollSection(0, to: 600) == 435)  // far jumps are free
    #expect(same(layout.cell("a4"), r(55, 0, 150, 100)))  // 490 − 435
  }

  @Test func pagingMovesOnePageOfTheContainersWidth() throws {
    // Pages 0, 375, 750 (cut to 435); one page per drag.
    var layout = try row(.paging)
    #expect(layout.scrollSection(0, to: 300) == 375)
    #expect(layout.scrollSection(0, to: 0) == 0)
    #expect(layout.scrollSection(0, to: 800) == 375)  // the nearest is 435, two pages away
    #expect(layout.scrollSection(0, to: 800) == 435)
  }

  @Test func groupPagingMovesOneGroupAtATime() throws {
    var layout = try row(.groupPaging)
    #expect(layout.scrollSection(0, to: 400) == 160)  // nearest 320 (80 away; 480 too), but one group from 0
    #expect(layout.scrollSection(0, to: 100) == 160)
    #expect(layout.scrollSection(0, to: 100, snapping: false) == 100)  // a programmatic offset
  }

  /// A row less than a page (or a group step) longer than the container: three groups 156 wide,
  /// 10.5 apart, in a 390-point list. The row is 3 × 156 + 2 × 10.5 = 489 long and scrolls to
  /// 489 − 390 = 99; groups start at 0, 166.5 and 333, pages at 0 and 390. The nearest stop is
  /// taken first, then kept in the row: released at 50, the stop at 0 is 50 away and the next
  /// 116.5 (or 340 for the page at 390), so the row rests at 0 — not at 99, which is only 49 away
  /// once every later stop is cut to the row's end.
  @Test(arguments: [OrthogonalScrolling.paging, .groupPaging, .continuousGroupLeadingBoundary])
  func aRowBarelyLongerThanTheListRestsAtTheNearestStopKeptInTheRow(behavior: OrthogonalScrolling) throws {
    var layout = try compositional(
      sectionLayout(hgroup(.absolute(156), .absolute(80), [item()]), spacing: 10.5, orthogonal: behavior),
      [section("row", cells("a", 3))], width: 390)
    #expect(layout.scrollSection(0, to: 50) == 0)
    #expect(layout.scrollSection(0, to: 60) == 0)  // 60 from 0; 106.5 from 166.5, 330 from 390
    // 90: 76.5 from 166.5 (a group stop) against 90 from 0; a page stop (390) is 300 away.
    #expect(layout.scrollSection(0, to: 90) == (behavior == .paging ? 0 : 99))
    // 250: 140 from the page at 390 against 250 from 0; 83.5 from 166.5 against 83 from 333.
    #expect(layout.scrollSection(0, to: 250) == 99)
    #expect(layout.scrollSection(0, to: 50) == 0)
    checked(layout)
  }

  @Test func groupPagingCenteredCentresEachGroup() throws {
    // @2x. Groups 0.8 × 375 = 300 wide, 10 apart: group k is at 310k, centred at offset
    // 310k + 150 − 187.5. The row starts with its first group centred (offset −37.5).
    var options = compositionalOptions(
      CompositionalConfiguration(
        section: sectionLayout(
          hgroup(.fractionalWidth(0.8), .absolute(100), [item()]), spacing: 10, orthogonal: .groupPagingCentered)))
    options.scale = 2
    var layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", cells("a", 4))])))
    #expect(layout.orthogonalOffset(section: 0) == -37.5)
    #expect(same(layout.cell("a1"), r(37.5, 0, 300, 100)))
    #expect(layout.scrollSection(0, to: 200) == 272.5)
    #expect(same(layout.cell("a2"), r(37.5, 0, 300, 100)))
    #expect(layout.scrollSection(0, to: 5000) == 582.5)
    checked(layout)
  }

  @Test func scrollingToACellScrollsItsRowTheLeastDistanceWithoutSnapping() throws {
    // a4 lies at 490–640: the row scrolls until its trailing edge meets the container's,
    // 640 − 375 = 265 — between groupPaging's stops 160 and 320, as a programmatic scroll may.
    // Back to a1 (at 10 − 265): its leading edge to the container's, offset 10.
    var layout = try row(.groupPaging)
    layout.scroll(toCell: "a4")
    #expect(layout.orthogonalOffset(section: 0) == 265)
    #expect(same(layout.cell("a4"), r(225, 0, 150, 100)))
    layout.scroll(toCell: "a1")
    #expect(layout.orthogonalOffset(section: 0) == 10)
    #expect(same(layout.cell("a1"), r(0, 0, 150, 100)))
    // A cell already whole on screen does not move its row.
    layout.scroll(toCell: "a2")
    #expect(layout.orthogonalOffset(section: 0) == 10)
    checked(layout)
  }

  @Test func scrollingToACellFarDownScrollsBothWays() throws {
    // Twenty 44-point rows above a row of five groups (as in `row`), viewport 200 tall: the
    // row starts at 880; showing a5 (650–800 across, 880–980 down) scrolls the list to
    // 980 − 200 = 780 and the row to 800 − 375 = 425 (within its 0–435).
    var options = compositionalOptions(height: 200)
    options.compositional = CompositionalConfiguration(
      provider: SectionProvider { environment in
        environment.index == 0
          ? sectionLayout(hgroup(.fractionalWidth(1), .absolute(44), [item()]))
          : sectionLayout(
            hgroup(.absolute(150), .absolute(100), [item()]), spacing: 10,
            insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), orthogonal: .continuous)
      })
    var layout = checked(
      try Layout(
        ListDeclaration(options: options, sections: [section("list", cells("d", 20)), section("row", cells("a", 5))])))
    layout.scroll(toCell: "a5")
    #expect(layout.offset == 780)
    #expect(layout.orthogonalOffset(section: 1) == 425)
    #expect(same(layout.cell("a5"), r(225, 880, 150, 100)))
    checked(layout)
  }

  @Test func onlyTheCellsAcrossTheViewportShow() throws {
    var layout = try row(.continuous)
    #expect(layout.visibleIDs() == ["a1", "a2", "a3", "b1"])
    layout.scrollSection(0, to: 435)
    #expect(layout.visibleIDs() == ["a3", "a4", "a5", "b1"])
    checked(layout)
  }

  @Test func cellsThatScrollIntoViewAreMeasured() throws {
    // Groups 150 wide and 44 estimated, cells of 60, 80, 100 and 120: the first three show and
    // measure themselves (the row is then 100 tall); the fourth, at 490, waits at 44 until the
    // row scrolls it in — then the row is 120 tall.
    let heights = [60.0, 80, 100, 120]
    let declared = heights.enumerated().map { cell(.string("a\($0.offset + 1)"), height: $0.element) }
    var layout = try compositional(
      sectionLayout(
        hgroup(.absolute(150), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]), spacing: 10,
        insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), orthogonal: .continuous),
      [section("s", declared)])
    #expect(approx(layout.contentSize.height, 100))
    #expect(layout.cellElement("a4")?.estimated == true)
    let before = layout.invalidations.count
    layout.scrollSection(0, to: 300)
    #expect(layout.cellElement("a4")?.estimated == false)
    #expect(approx(layout.contentSize.height, 120))
    let last = layout.invalidations[before...].last
    #expect(last?.id == "a4" && last?.measuredHeight == 120 && last?.contentSizeDelta == 20)
    checked(layout)
  }

  /// A row of `count` tags, each a 50-point box in an item and group estimated 100 wide (or
  /// `content` wide boxes in `estimate`-wide ones), 30 tall, `spacing` apart, inside side insets
  /// of 16; @2x.
  private func tags(
    _ behavior: OrthogonalScrolling, count: Int = 10, content: Double = 50, estimate: Double = 100,
    spacing: Double = 8
  ) throws -> Layout {
    let group = hgroup(.estimated(estimate), .absolute(30), [item(.estimated(estimate), .fractionalHeight(1))])
    var options = compositionalOptions(
      CompositionalConfiguration(
        section: sectionLayout(
          group, spacing: spacing, insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), orthogonal: behavior)),
      height: 200)
    options.scale = 2
    let declared = (1...count).map { cell(.string("w\($0)"), box(width: content, height: 10)) }
    return checked(try Layout(ListDeclaration(options: options, sections: [section("s", declared)])))
  }

  @Test func aRowThatMeasuresNarrowerIsNotLeftScrolledPastItsEnd() throws {
    // Estimated, the row is 16 + 10 × 100 + 9 × 8 + 16 = 1104 wide and a drag to 10000 stops at
    // 1104 − 375 = 729. The tags that show there measure 50 wide, the row shrinks, the offset is
    // cut to the shorter row and the tags that come into view are measured in turn, until all
    // ten are: 16 + 10 × 50 + 9 × 8 + 16 = 604 wide, scrolled to 604 − 375 = 229, the last tag
    // (at 16 + 9 × 58 = 538) ending 16 points before the list's edge.
    var layout = try tags(.continuous)
    #expect(layout.scrollSection(0, to: 10000) == 229)
    #expect(same(layout.cell("w10"), r(309, 0, 50, 30)))
    #expect(layout.elements().allSatisfy { !$0.estimated })
    #expect(layout.scrollSection(0, to: 10000, snapping: false) == 229)
    checked(layout)
  }

  @Test func aCentredStopIsWhereTheGroupsMeasuredWidthPutsIt() throws {
    // Tags of 300 in groups estimated 400 wide, 40 apart: a centred group leaves 37.5 on each
    // side, less than the spacing, so the next group never shows before the row snaps to it.
    // Start: the first group (16) measures 300 — so does the second, at 16 + 300 + 40 = 356,
    // which reaches in at its estimate — and the row starts with the first centred:
    // 16 + 150 − 187.5 = −21.5. A drag moves one group: the second centred at 356 + 150 − 187.5
    // = 318.5. The third, at 696, is still at its estimate: centred there, 696 + 200 − 187.5 =
    // 708.5; it shows, measures 300 and the row settles where it is centred: 658.5.
    var layout = try tags(.groupPagingCentered, count: 4, content: 300, estimate: 400, spacing: 40)
    #expect(layout.orthogonalOffset(section: 0) == -21.5)
    #expect(same(layout.cell("w1"), r(37.5, 0, 300, 30)))
    #expect(layout.scrollSection(0, to: 1000) == 318.5)
    #expect(same(layout.cell("w2"), r(37.5, 0, 300, 30)))
    #expect(layout.cellElement("w3")?.estimated == true)
    #expect(layout.scrollSection(0, to: 1000) == 658.5)
    #expect(same(layout.cell("w3"), r(37.5, 0, 300, 30)))
    checked(layout)
  }
}
