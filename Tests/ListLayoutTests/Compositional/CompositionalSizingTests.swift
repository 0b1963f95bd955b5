import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Sizes of items and groups, worked out by hand from the rules of `GroupSolver` and
/// `GroupPlan` (each test's comment shows the arithmetic).
@Suite struct CompositionalSizingTests {
  @Test func fractionalWidthItemsFillTheirGroupFiveToARow() throws {
    // Apple's "Grid": items 0.2 of the group's width and all of its height; the group is the
    // section's width and 0.2 of it tall: 375 × 0.2 = 75. Seven cells: five, then two.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(0.2))])),
      [section("grid", cells("a", 7))])
    #expect(same(layout.cell("a1"), r(0, 0, 75, 75)))
    #expect(same(layout.cell("a5"), r(300, 0, 75, 75)))
    #expect(same(layout.cell("a6"), r(0, 75, 75, 75)))
    #expect(same(layout.cell("a7"), r(75, 75, 75, 75)))
    #expect(approx(layout.contentSize.height, 150))
  }

  @Test func contentInsetsShrinkTheCellInsideItsItem() throws {
    // Apple's "Inset Items Grid": the same grid, items inset by 5: a 75-point item draws a
    // 65-point cell 5 points in.
    let layout = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(0.2), insets: EdgeInsets(all: 5))])),
      [section("grid", cells("a", 6))])
    #expect(same(layout.cell("a1"), r(5, 5, 65, 65)))
    #expect(same(layout.cell("a2"), r(80, 5, 65, 65)))
    #expect(same(layout.cell("a6"), r(5, 80, 65, 65)))
  }

  @Test func aGroupsFractionalHeightIsOfTheViewportLessTheSectionsInsets() throws {
    // Viewport 600 tall, section insets 20 above and below: the container is 560 tall, and a
    // group 0.25 of it is 140. Cells follow at 20, 160; the content is 20 + 2 × 140 + 20.
    let layout = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .fractionalHeight(0.25), [item()]), insets: EdgeInsets(vertical: 20, horizontal: 0)),
      [section("s", cells("a", 2))], height: 600)
    #expect(same(layout.cell("a1"), r(0, 20, 375, 140)))
    #expect(same(layout.cell("a2"), r(0, 160, 375, 140)))
    #expect(approx(layout.contentSize.height, 320))
  }

  @Test func absoluteItemsRepeatAsLongAsTheyFit() throws {
    // 100-point items in a 375-point group: 100, 200, 300 fit, a fourth (400) does not.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50))])),
      [section("s", cells("a", 4))])
    #expect(same(layout.cell("a3"), r(200, 0, 100, 50)))
    #expect(same(layout.cell("a4"), r(0, 50, 100, 50)))
  }

  @Test func severalSubitemsRepeatInOrder() throws {
    // Subitems 100 and 50 wide, in turn: 100, 150, 250, 300 fit; the next 100 (400) does not.
    let layout = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100)), item(.absolute(50))])),
      [section("s", cells("a", 6))])
    #expect(same(layout.cell("a1"), r(0, 0, 100, 50)))
    #expect(same(layout.cell("a2"), r(100, 0, 50, 50)))
    #expect(same(layout.cell("a3"), r(150, 0, 100, 50)))
    #expect(same(layout.cell("a4"), r(250, 0, 50, 50)))
    #expect(same(layout.cell("a5"), r(0, 50, 100, 50)))
  }

  @Test func aCountSharesTheGroupEquallyWhateverTheItemsWidth() throws {
    // subitem:count: 3 with a fixed spacing of 10: each (375 − 2 × 10) / 3 = 118.333
    // wide (the item's own 999 is ignored), at 0, 128.333, 256.667.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(40), [item(.absolute(999))], count: 3, spacing: .fixed(10))),
      [section("s", cells("a", 4))])
    #expect(same(layout.cell("a1"), r(0, 0, 118 + third, 40)))
    #expect(same(layout.cell("a2"), r(128 + third, 0, 118 + third, 40)))
    #expect(same(layout.cell("a3"), r(256 + 2 * third, 0, 118 + third, 40)))
    #expect(same(layout.cell("a4"), r(0, 40, 118 + third, 40)))
  }

  @Test func repeatingKeepsTheItemsOwnWidth() throws {
    // repeatingSubitem:count: 3 (iOS 16) of a 100-point item, 10 apart: 0, 110, 220, each 100
    // wide — the group's 375 is not shared out. With 4 the fourth starts at 330 and sticks out of
    // the group to 430 (UIKit leaves fitting them to the caller).
    let three = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .absolute(40), [item(.absolute(100))], repeating: 3, spacing: .fixed(10))),
      [section("s", cells("a", 4))])
    #expect(same(three.cell("a1"), r(0, 0, 100, 40)))
    #expect(same(three.cell("a2"), r(110, 0, 100, 40)))
    #expect(same(three.cell("a3"), r(220, 0, 100, 40)))
    #expect(same(three.cell("a4"), r(0, 40, 100, 40)))
    let four = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .absolute(40), [item(.absolute(100))], repeating: 4, spacing: .fixed(10))),
      [section("s", cells("a", 4))])
    #expect(same(four.cell("a4"), r(330, 0, 100, 40)))
  }

  @Test func aVerticalRepeatingGroupStacksItsCopiesAtTheirHeight() throws {
    // A vertical group 200 tall repeating a 50-point item twice, 5 apart: 0 and 55; the group
    // keeps its 200 and the next starts at 200.
    let layout = try compositional(
      sectionLayout(
        vgroup(
          .fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(50))], repeating: 2,
          spacing: .fixed(5))),
      [section("s", cells("a", 3))])
    #expect(same(layout.cell("a1"), r(0, 0, 375, 50)))
    #expect(same(layout.cell("a2"), r(0, 55, 375, 50)))
    #expect(same(layout.cell("a3"), r(0, 200, 375, 50)))
  }

  @Test func nestedGroupsPlaceTheirItemsDepthFirst() throws {
    // Apple's "Nested Groups", 375 × 600 at @2x: the group is 0.4 × 600 = 240 tall; a leading
    // item 0.7 wide (262.5) and a trailing vertical group 0.3 wide (112.5) of two items sharing
    // its height (120 each); every item inset by 10.
    let leading = item(.fractionalWidth(0.7), insets: EdgeInsets(all: 10))
    let trailing = vgroup(
      .fractionalWidth(0.3), .fractionalHeight(1),
      [item(.fractionalWidth(1), .fractionalHeight(0.3), insets: EdgeInsets(all: 10))], count: 2)
    var options = compositionalOptions(
      CompositionalConfiguration(
        section: sectionLayout(hgroup(.fractionalWidth(1), .fractionalHeight(0.4), [leading, trailing]))),
      height: 600)
    options.scale = 2
    let layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", cells("a", 4))])))
    #expect(same(layout.cell("a1"), r(10, 10, 242.5, 220)))
    #expect(same(layout.cell("a2"), r(272.5, 10, 92.5, 100)))
    #expect(same(layout.cell("a3"), r(272.5, 130, 92.5, 100)))
    #expect(same(layout.cell("a4"), r(10, 250, 242.5, 220)))
  }

  @Test func flexibleInterItemSpacingSharesWhatTheItemsLeave() throws {
    // 380 wide: three 100-point items need 300 + 2 × 10 = 320; the 60 left goes to the two
    // flexible spacings, 30 each: items at 0, 140, 280.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100))], spacing: .flexible(10))),
      [section("s", cells("a", 3))], width: 380)
    #expect(same(layout.cell("a1"), r(0, 0, 100, 50)))
    #expect(same(layout.cell("a2"), r(140, 0, 100, 50)))
    #expect(same(layout.cell("a3"), r(280, 0, 100, 50)))
  }

  @Test func fixedInterItemSpacingPacksItemsAtTheLeadingEdge() throws {
    // 100 + 10 + 100 + 10 + 100 = 320 ≤ 375; a fourth would need 430.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100))], spacing: .fixed(10))),
      [section("s", cells("a", 4))])
    #expect(same(layout.cell("a3"), r(220, 0, 100, 50)))
    #expect(same(layout.cell("a4"), r(0, 50, 100, 50)))
  }

  @Test func flexibleLeadingEdgeSpacingPushesTheItemToTheTrailingEdge() throws {
    // One 0.6-wide item (225) fits a group; its flexible leading spacing takes the 150 left.
    let pushed = item(.fractionalWidth(0.6), edgeSpacing: EdgeSpacing(leading: .flexible(0)))
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [pushed])), [section("s", cells("a", 2))])
    #expect(same(layout.cell("a1"), r(150, 0, 225, 50)))
    #expect(same(layout.cell("a2"), r(150, 50, 225, 50)))
  }

  @Test func fixedEdgeSpacingAddsToTheItemsLength() throws {
    // Each item takes 10 + 100: three fit (330), at 10, 120, 230.
    let spaced = item(.absolute(100), .absolute(50), edgeSpacing: EdgeSpacing(leading: .fixed(10)))
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [spaced])), [section("s", cells("a", 4))])
    #expect(same(layout.cell("a1"), r(10, 0, 100, 50)))
    #expect(same(layout.cell("a3"), r(230, 0, 100, 50)))
    #expect(same(layout.cell("a4"), r(10, 50, 100, 50)))
  }

  @Test func edgeSpacingAcrossTheGroupAlignsTheItem() throws {
    // A 20-point-tall item in a 50-point group: 30 to spare. A flexible top takes it all (y 30);
    // flexible top and bottom share it (y 15); a fixed top of 4 puts it at 4.
    func layout(_ spacing: EdgeSpacing) throws -> Layout {
      try compositional(
        sectionLayout(
          hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(20), edgeSpacing: spacing)])),
        [section("s", cells("a", 1))])
    }
    #expect(same(try layout(EdgeSpacing(top: .flexible(0))).cell("a1"), r(0, 30, 100, 20)))
    #expect(same(try layout(EdgeSpacing(top: .flexible(0), bottom: .flexible(0))).cell("a1"), r(0, 15, 100, 20)))
    #expect(same(try layout(EdgeSpacing(top: .fixed(4))).cell("a1"), r(0, 4, 100, 20)))
  }

  @Test func groupContentInsetsAreTheItemsContainer() throws {
    // @2x. A group 60 tall inset by 10: its content is 355 × 40; half-width items are 177.5.
    var options = compositionalOptions(
      CompositionalConfiguration(
        section: sectionLayout(
          hgroup(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(0.5))], insets: EdgeInsets(all: 10)))))
    options.scale = 2
    let layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", cells("a", 3))])))
    #expect(same(layout.cell("a1"), r(10, 10, 177.5, 40)))
    #expect(same(layout.cell("a2"), r(187.5, 10, 177.5, 40)))
    #expect(same(layout.cell("a3"), r(10, 70, 177.5, 40)))
  }

  @Test func aCustomGroupPlacesItsItemsWhereItsFunctionSays() throws {
    // Two frames per 120-point group, repeated; the function is asked at the group's size.
    var asked: [LayoutExtent] = []
    let provider = CustomGroupProvider { size in
      asked.append(size)
      return [r(0, 0, 100, 100), r(120, 20, 50, 50)]
    }
    let custom = CompositionalItem(
      size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
      group: CompositionalGroup(arrangement: .custom, customProvider: provider))
    let layout = try compositional(sectionLayout(custom), [section("s", cells("a", 4))])
    #expect(asked == [LayoutExtent(width: 375, height: 120)])
    #expect(same(layout.cell("a2"), r(120, 20, 50, 50)))
    #expect(same(layout.cell("a3"), r(0, 120, 100, 100)))
    #expect(same(layout.cell("a4"), r(120, 140, 50, 50)))
  }

  @Test func aPartialLastGroupKeepsItsItemsPlaces() throws {
    // Five cells in groups of three 125-point items: the last group holds two, where the first
    // two items of a full group are.
    let layout = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(30), [item(.fractionalWidth(1.0 / 3))])),
      [section("s", cells("a", 5))])
    #expect(same(layout.cell("a4"), r(0, 30, 125, 30)))
    #expect(same(layout.cell("a5"), r(125, 30, 125, 30)))
    #expect(approx(layout.contentSize.height, 60))
  }
}
