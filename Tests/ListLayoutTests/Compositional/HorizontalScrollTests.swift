import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// `scrollDirection = .horizontal`: sections and their groups follow one another to the right,
/// the content is as wide as they add up to and as tall as the list, the list scrolls along x;
/// a leading boundary item takes a band before its section's content, a trailing one after it;
/// an orthogonal section scrolls down. Frames worked out by hand at @2x.
@Suite struct HorizontalScrollTests {
  private func horizontal(
    _ layout: SectionLayout?, provider: SectionProvider? = nil, _ sections: [SectionDeclaration], width: Double = 375,
    height: Double = 300, spacing: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Layout {
    var configuration = CompositionalConfiguration(section: layout, provider: provider, scrollDirection: .horizontal)
    configuration.interSectionSpacing = spacing
    var options = compositionalOptions(configuration, width: width, height: height)
    options.scale = 2
    return checked(try Layout(ListDeclaration(options: options, sections: sections)), sourceLocation: sourceLocation)
  }

  /// Columns 120 wide, as tall as the section (less its insets of 16), of two items 10 apart; a
  /// 40-point leading header as tall as the section.
  private var columns: SectionLayout {
    sectionLayout(
      vgroup(.absolute(120), .fractionalHeight(1), [item()], count: 2, spacing: .fixed(10)), spacing: 10,
      insets: EdgeInsets(all: 16),
      boundaries: [
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)), alignment: .leading)
      ])
  }

  @Test func sectionsAndGroupsFollowOneAnotherAcross() throws {
    // Section a: its header's band (0–40), its leading inset (16), then columns 10 apart at 56,
    // 186, 316; each column is 300 − 2 × 16 = 268 tall, two items of (268 − 10) / 2 = 129. The
    // section ends at 316 + 120 + 16 = 452; 20 points of section spacing, then section b: its
    // header at 472, its columns from 528. The content is 528 + 120 + 10 + 120 + 16 = 794 wide
    // and as tall as the list.
    let layout = try horizontal(
      columns, [section("a", header: "A", cells("a", 5)), section("b", header: "B", cells("b", 3))], spacing: 20)
    #expect(same(layout.cell("a1"), r(56, 16, 120, 129)))
    #expect(same(layout.cell("a2"), r(56, 155, 120, 129)))
    #expect(same(layout.cell("a3"), r(186, 16, 120, 129)))
    #expect(same(layout.cell("a5"), r(316, 16, 120, 129)))
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(0, 16, 40, 268)))
    #expect(same(layout.element(.header, section: 1, item: nil)?.frame, r(472, 16, 40, 268)))
    #expect(same(layout.cell("b1"), r(528, 16, 120, 129)))
    #expect(same(layout.cell("b3"), r(658, 16, 120, 129)))
    #expect(layout.contentSize == (794, 300))
    #expect(layout.scrollAxis == .horizontal)
    // In document order the leading header comes before the section's cells.
    #expect(layout.elements().prefix(2).map(\.kind) == [.header, .cell])
  }

  @Test func fractionsAreOfTheViewportLessTheInsets() throws {
    // 400 × 300, no insets: a group half the width and half the height is 200 × 150, one item
    // to a group; groups follow along x at 0, 200, 400, all at the top.
    let layout = try horizontal(
      sectionLayout(hgroup(.fractionalWidth(0.5), .fractionalHeight(0.5), [item()])), [section("s", cells("a", 3))],
      width: 400)
    #expect(same(layout.cell("a1"), r(0, 0, 200, 150)))
    #expect(same(layout.cell("a3"), r(400, 0, 200, 150)))
    #expect(layout.contentSize == (600, 300))
  }

  @Test func scrollingMovesTheViewportAlongX() throws {
    // The list of the first test, 794 wide: it scrolls from 0 to 794 − 375 = 419. At 300 the
    // viewport is x 300–675: the column of a3 and a4 (186–306) by 6 points, a5 (316–436), b's
    // header (472–512), the column of b1 and b2 (528–648) and b3 (658–778).
    var layout = try horizontal(
      columns, [section("a", header: "A", cells("a", 5)), section("b", header: "B", cells("b", 3))], spacing: 20)
    layout.scroll(to: 300)
    #expect(layout.scrollOffset == 300)
    #expect(layout.offset == 0)
    #expect(layout.contentOffset == (300, 0))
    #expect(layout.viewport == r(300, 0, 375, 300))
    #expect(layout.visibleIDs() == ["a3", "a4", "a5", "b1", "b2", "b3"])
    layout.scroll(to: 1000)
    #expect(layout.scrollOffset == 419)
    checked(layout)
  }

  @Test func pinnedLeadingAndTrailingItemsFloatAtTheViewportsEdges() throws {
    // One section of eight 100-point columns (800 wide), a 30-point leading header and a
    // 30-point trailing footer, both pinned: the content is 30 + 800 + 30 = 860. At 200 the
    // header floats at 200 (it would be at 0); the footer, at 830 by its place, floats at the
    // viewport's right edge: 200 + 375 − 30 = 545. At the end (860 − 375 = 485) the header still
    // floats, at 485, and the footer's place (830) is the viewport's edge: it is not pinned.
    let pinned = sectionLayout(
      vgroup(.absolute(100), .fractionalHeight(1), [item()]),
      boundaries: [
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .absolute(30), height: .fractionalHeight(1)), alignment: .leading,
          pinToVisibleBounds: true),
        BoundaryItem(
          kind: "footer", size: LayoutSize(width: .absolute(30), height: .fractionalHeight(1)), alignment: .trailing,
          pinToVisibleBounds: true),
      ])
    var layout = try horizontal(pinned, [section("s", header: "H", footer: "F", cells("a", 8))])
    #expect(layout.contentSize == (860, 300))
    layout.scroll(to: 200)
    let header = layout.element(.header, section: 0, item: nil)
    let footer = layout.element(.footer, section: 0, item: nil)
    #expect(same(header?.frame, r(200, 0, 30, 300)) && header?.pinned == true)
    #expect(same(footer?.frame, r(545, 0, 30, 300)) && footer?.pinned == true)
    layout.scroll(to: 485)
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(485, 0, 30, 300)))
    #expect(same(layout.element(.footer, section: 0, item: nil)?.frame, r(830, 0, 30, 300)))
    #expect(layout.element(.footer, section: 0, item: nil)?.pinned == false)
    checked(layout)
  }

  @Test func cellsMeasureTheirWidthsAsTheyScrollIn() throws {
    // Columns estimated 100 wide, cells 150 wide (their boxes), viewport 300 × 200. At first
    // c1–c3 reach into 0–300 at their estimates and measure 150 each: +50 of content width each,
    // 3 × 150 + 7 × 100 = 1150. Scrolled to the end (850), c8–c10 show at their estimates
    // (850, 950, 1050) and measure: 1300 wide; c8 starts at the offset, not before it, so the
    // offset stays, and c10 ends at 1300.
    let column = hgroup(.estimated(100), .fractionalHeight(1), [item(.estimated(100), .fractionalHeight(1))])
    let boxes = (1...10).map { cell(.string("c\($0)"), box(width: 150, height: 10)) }
    var layout = try horizontal(sectionLayout(column), [section("s", boxes)], width: 300, height: 200)
    #expect(layout.invalidations.map(\.id) == ["c1", "c2", "c3"])
    #expect(
      layout.invalidations[0]
        == Invalidation(
          id: "c1", section: 0, item: 0, estimatedHeight: 200, measuredHeight: 200, contentSizeDelta: 50,
          offsetDelta: 0,
          estimatedWidth: 100, measuredWidth: 150))
    #expect(layout.contentSize == (1150, 200))
    layout.scroll(to: 850)
    #expect(layout.scrollOffset == 850)
    #expect(same(layout.cell("c10"), r(1150, 0, 150, 200)))
    #expect(layout.contentSize == (1300, 200))
    checked(layout)
  }

  @Test func anOrthogonalSectionScrollsDown() throws {
    // Groups 100 × 80 follow one another down the section, 10 apart: 0, 90, …, 360; the row is
    // 440 long and scrolls from 0 to 440 − 200 = 240. The section is 100 wide: the next one
    // starts at 100. Scrolled to 100, a2 is at 90 − 100 = −10 and a1 no longer shows.
    let row = sectionLayout(hgroup(.absolute(100), .absolute(80), [item()]), spacing: 10, orthogonal: .continuous)
    let list = sectionLayout(hgroup(.absolute(60), .fractionalHeight(1), [item()]))
    var layout = try horizontal(
      nil, provider: SectionProvider { $0.index == 0 ? row : list },
      [section("row", cells("a", 5)), section("list", cells("b", 2))], width: 300, height: 200)
    #expect(same(layout.cell("a5"), r(0, 360, 100, 80)))
    #expect(same(layout.cell("b1"), r(100, 0, 60, 200)))
    #expect(layout.scrollSection(0, to: 100) == 100)
    #expect(same(layout.cell("a2"), r(0, -10, 100, 80)))
    #expect(layout.visibleIDs() == ["a2", "a3", "a4", "b1", "b2"])
    #expect(layout.scrollSection(0, to: 1000) == 240)
    checked(layout)
  }
}
