import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Sections: spacing, insets, boundary and decoration items, the layout's configuration and
/// section providers. Frames worked out by hand in each test's comment.
@Suite struct CompositionalSectionTests {
  private let row = hgroup(.fractionalWidth(1), .absolute(40), [item()])

  @Test func interGroupSpacingAndContentInsets() throws {
    // Insets 5 above, 20 at the sides, 15 below: cells 335 wide at x 20, groups 40 tall and
    // 10 apart; content 5 + 40 + 10 + 40 + 15 = 110.
    let layout = try compositional(
      sectionLayout(row, spacing: 10, insets: EdgeInsets(top: 5, left: 20, bottom: 15, right: 20)),
      [section("s", cells("a", 2))])
    #expect(same(layout.cell("a1"), r(20, 5, 335, 40)))
    #expect(same(layout.cell("a2"), r(20, 55, 335, 40)))
    #expect(approx(layout.contentSize.height, 110))
  }

  private func header(_ height: Double, pinned: Bool = false, extends: Bool = true) -> BoundaryItem {
    BoundaryItem(
      kind: BoundaryItem.headerKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)),
      alignment: .top, pinToVisibleBounds: pinned, extendsBoundary: extends)
  }

  private func footer(_ height: Double, pinned: Bool = false) -> BoundaryItem {
    BoundaryItem(
      kind: BoundaryItem.footerKind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)),
      alignment: .bottom, pinToVisibleBounds: pinned)
  }

  @Test func headersAndFootersTakeSpaceOutsideTheSectionsInsets() throws {
    // Header 30 at the section's top, then the top inset 10, the cell 40, the bottom inset 10,
    // the footer 20; across, both follow the side insets of 16 (343 wide).
    let layout = try compositional(
      sectionLayout(row, insets: EdgeInsets(vertical: 10, horizontal: 16), boundaries: [header(30), footer(20)]),
      [section("s", header: "Head", footer: "Foot", cells("a", 1))])
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(16, 0, 343, 30)))
    #expect(same(layout.cell("a1"), r(16, 40, 343, 40)))
    #expect(same(layout.element(.footer, section: 0, item: nil)?.frame, r(16, 90, 343, 20)))
    #expect(approx(layout.contentSize.height, 110))
  }

  @Test func aBoundaryItemThatDoesNotExtendTheSectionLiesOverItsContent() throws {
    let layout = try compositional(
      sectionLayout(row, boundaries: [header(30, extends: false)]), [section("s", header: "Head", cells("a", 1))])
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(0, 0, 375, 30)))
    #expect(same(layout.cell("a1"), r(0, 0, 375, 40)))
  }

  @Test func estimatedHeadersMeasureTheSectionsHeader() throws {
    // The plain header node: a headline line (20.333) with 6 above and below.
    let layout = try compositional(
      sectionLayout(row, boundaries: [.header()]), [section("s", header: "Head", cells("a", 1))])
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(0, 0, 375, 32 + third)))
    #expect(same(layout.cell("a1"), r(0, 32 + third, 375, 40)))
  }

  @Test func pinnedHeadersFloatAtTheTopUntilTheirSectionPushesThemUp() throws {
    // Two sections of a 30-point header and ten 40-point cells: 430 each. Viewport 200.
    var layout = try compositional(
      sectionLayout(row, boundaries: [header(30, pinned: true)]),
      [section("s", header: "S", cells("a", 10)), section("t", header: "T", cells("b", 10))], height: 200)
    layout.scroll(to: 100)
    // At 100 the first header floats at 100.
    #expect(layout.element(.header, section: 0, item: nil)?.pinned == true)
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(0, 100, 375, 30)))
    layout.scroll(to: 420)
    // At 420 the section's end (430) pushes it up to 400; the next header is at 430, not pinned.
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(0, 400, 375, 30)))
    #expect(layout.element(.header, section: 1, item: nil)?.pinned == false)
    #expect(same(layout.element(.header, section: 1, item: nil)?.frame, r(0, 430, 375, 30)))
    checked(layout)
  }

  @Test func pinnedFootersFloatAtTheBottom() throws {
    // Ten 40-point cells then a 20-point footer at 400; viewport 200 at offset 0: the footer
    // floats at 200 − 20 = 180.
    let layout = try compositional(
      sectionLayout(row, boundaries: [footer(20, pinned: true)]), [section("s", footer: "F", cells("a", 10))],
      height: 200)
    #expect(same(layout.element(.footer, section: 0, item: nil)?.frame, r(0, 180, 375, 20)))
    #expect(layout.element(.footer, section: 0, item: nil)?.pinned == true)
  }

  @Test func aBoundaryItemsOffsetMovesItFromWhereItsAlignmentPutsIt() throws {
    // A 100 × 30 header at the top trailing corner (x 375 − 100) moved 8 left and 4 down.
    let badge = BoundaryItem(
      kind: "header", size: LayoutSize(width: .absolute(100), height: .absolute(30)), alignment: .topTrailing,
      offsetX: -8, offsetY: 4)
    let layout = try compositional(sectionLayout(row, boundaries: [badge]), [section("s", header: "H", cells("a", 1))])
    #expect(same(layout.element(.header, section: 0, item: nil)?.frame, r(267, 4, 100, 30)))
    #expect(same(layout.cell("a1"), r(0, 30, 375, 40)))
  }

  @Test func otherBoundaryKindsAreSupplementaryViewsWithTheirAlignmentAndZIndex() throws {
    // A 20 × 100 index along the leading edge of a section 120 tall: centred down it (y 10).
    let index = BoundaryItem(
      kind: "index", size: LayoutSize(width: .absolute(20), height: .absolute(100)), alignment: .leading, zIndex: 2)
    let layout = try compositional(sectionLayout(row, boundaries: [index]), [section("s", cells("a", 3))])
    let element = layout.element(.supplementary, section: 0, item: nil, elementKind: "index")
    #expect(same(element?.frame, r(0, 10, 20, 100)))
    #expect(element?.zIndex == 2)
    #expect(same(layout.cell("a1"), r(0, 0, 375, 40)))
  }

  @Test func aBackgroundCoversTheSectionLessItsInsets() throws {
    // Section insets 10 around two 40-point cells: the section is 100 tall; its background,
    // inset by 5, is (5 5; 365 90). With 20 points between sections the next one starts at 120.
    var configuration = CompositionalConfiguration(
      section: sectionLayout(
        row, insets: EdgeInsets(all: 10), decorations: [DecorationItem(contentInsets: EdgeInsets(all: 5))]))
    configuration.interSectionSpacing = 20
    let layout = checked(
      try Layout(
        ListDeclaration(
          options: compositionalOptions(configuration),
          sections: [section("s", cells("a", 2)), section("t", cells("b", 1))])))
    let backgrounds = layout.elements(.decoration, elementKind: "background")
    #expect(backgrounds.count == 2)
    #expect(same(backgrounds[0].frame, r(5, 5, 365, 90)))
    #expect(same(backgrounds[1].frame, r(5, 125, 365, 50)))
    #expect(same(layout.cell("b1"), r(10, 130, 355, 40)))
    // Decorations come first in their section: drawn under its cells.
    #expect(layout.elements().first?.kind == .decoration)
  }

  @Test func supplementaryInsetsReferenceSetsTheBoundaryItemsBand() throws {
    func headerFrame(_ reference: InsetsReference, width: Double = 375) throws -> Rect? {
      try compositional(
        sectionLayout(
          row, insets: EdgeInsets(vertical: 0, horizontal: 30), boundaries: [header(30)], supplementaryInsets: reference
        ),
        [section("s", header: "H", cells("a", 1))], width: width
      ).element(.header, section: 0, item: nil)?.frame
    }
    // automatic follows the section's side insets; none spans the list; layoutMargins is 16 on
    // a compact width, 20 on a regular one (800 points).
    #expect(same(try headerFrame(.automatic), r(30, 0, 315, 30)))
    #expect(same(try headerFrame(.none), r(0, 0, 375, 30)))
    #expect(same(try headerFrame(.layoutMargins), r(16, 0, 343, 30)))
    #expect(same(try headerFrame(.layoutMargins, width: 800), r(20, 0, 760, 30)))
  }

  @Test func aLayoutMarginsInsetsReferenceAddsTheMarginsToTheInsets() throws {
    let layout = try compositional(
      sectionLayout(row, insets: EdgeInsets(vertical: 0, horizontal: 4), insetsReference: .layoutMargins),
      [section("s", cells("a", 1))])
    #expect(same(layout.cell("a1"), r(20, 0, 335, 40)))
  }

  @Test func layoutMarginsFollowTheInsetGroupedInsetsWidthRule() throws {
    // The layout margins are the insetGrouped inset's: 16 below 390 points, 20 from there, 20 on a
    // regular width, the list's `inset` when given. A section inset by 4 on top of them, and an
    // insetGrouped list section of the same list, put their cells at the same margin (+ 4).
    func cellX(width: Double, inset: Double? = nil) throws -> (margins: Double, insetGrouped: Double) {
      var options = compositionalOptions(width: width)
      options.inset = inset
      options.compositional = CompositionalConfiguration(
        section: sectionLayout(row, insets: EdgeInsets(vertical: 0, horizontal: 4), insetsReference: .layoutMargins))
      var list = options
      list.compositional = CompositionalConfiguration(
        section: .list(ListSectionConfiguration(appearance: .insetGrouped)))
      let margins = checked(try Layout(ListDeclaration(options: options, sections: [section("s", cells("a", 1))])))
      let grouped = checked(try Layout(ListDeclaration(options: list, sections: [section("s", cells("a", 1))])))
      return (margins.cell("a1")!.x, grouped.cell("a1")!.x)
    }
    #expect(try cellX(width: 375) == (20, 16))
    #expect(try cellX(width: 389) == (20, 16))
    #expect(try cellX(width: 390) == (24, 20))
    #expect(try cellX(width: 393) == (24, 20))
    #expect(try cellX(width: 430) == (24, 20))
    #expect(try cellX(width: 800) == (24, 20))
    #expect(try cellX(width: 375, inset: 30) == (34, 30))
  }

  @Test func theLayoutsOwnHeaderAndFooterSpanTheList() throws {
    // A 50-point header above every section and a 30-point footer below them; pinned, the
    // header stays at the viewport's top.
    var configuration = CompositionalConfiguration(section: sectionLayout(row))
    configuration.boundaryItems = [
      BoundaryItem(
        kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), alignment: .top,
        pinToVisibleBounds: true),
      BoundaryItem(
        kind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .bottom),
    ]
    var layout = checked(
      try Layout(
        ListDeclaration(
          options: compositionalOptions(configuration, height: 200), sections: [section("s", cells("a", 10))])))
    #expect(same(layout.element(.header, section: -1, item: nil)?.frame, r(0, 0, 375, 50)))
    #expect(same(layout.cell("a1"), r(0, 50, 375, 40)))
    #expect(same(layout.element(.footer, section: -1, item: nil)?.frame, r(0, 450, 375, 30)))
    #expect(approx(layout.contentSize.height, 480))
    layout.scroll(to: 100)
    #expect(same(layout.element(.header, section: -1, item: nil)?.frame, r(0, 100, 375, 50)))
    #expect(layout.elements().first?.section == -1)
    #expect(layout.elements().last?.kind == .footer)
    checked(layout)
  }

  @Test func aProviderLaysEachSectionOutFromItsIndexAndEnvironment() throws {
    // Section 0: a grid of two per row when the width is compact, four when regular; section 1:
    // one per row. The environment reports the width, its size class and the section.
    var seen: [SectionEnvironment] = []
    let provider = SectionProvider { environment in
      seen.append(environment)
      let columns = environment.horizontalSizeClass == .regular ? 4.0 : 2.0
      let width = environment.index == 0 ? 1 / columns : 1
      return sectionLayout(hgroup(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(width))]))
    }
    let sections = [section("grid", cells("a", 4)), section("list", cells("b", 1))]
    let compact = checked(
      try Layout(
        ListDeclaration(
          options: compositionalOptions(CompositionalConfiguration(provider: provider)), sections: sections)))
    // 187.5 is 562.5 pixels at @3x: the edge rounds to 563 (187.667).
    #expect(same(compact.cell("a2"), r(187 + 2 * third, 0, 187 + third, 40)))
    #expect(same(compact.cell("b1"), r(0, 80, 375, 40)))
    #expect(seen.map(\.index) == [0, 1])
    #expect(seen.map(\.id) == ["grid", "list"])
    #expect(seen[0].horizontalSizeClass == .compact && seen[0].width == 375)
    let regular = checked(
      try Layout(
        ListDeclaration(
          options: compositionalOptions(CompositionalConfiguration(provider: provider), width: 800), sections: sections)
      ))
    #expect(same(regular.cell("a4"), r(600, 0, 200, 40)))
    // The layout's size class wins over the width's.
    var forced = CompositionalConfiguration(provider: provider)
    forced.sizeClass = .regular
    let forcedLayout = checked(
      try Layout(ListDeclaration(options: compositionalOptions(forced), sections: sections)))
    #expect(approx(forcedLayout.cell("a4")?.y, 0))  // four to a row
  }

  @Test func aFailingProviderIsADeclarationProblem() {
    struct Failure: Error, CustomStringConvertible { var description: String { "no layout for you" } }
    let provider = SectionProvider { _ in throw Failure() }
    let error = #expect(throws: DeclarationError.self) {
      try Layout(
        ListDeclaration(
          options: compositionalOptions(CompositionalConfiguration(provider: provider)),
          sections: [section("s", cells("a", 1))]))
    }
    #expect(error?.problems.map(\.description) == ["section \"s\" [0]: the section provider failed: no layout for you"])
  }

  @Test func aSectionsOwnLayoutComesBeforeTheSharedOne() throws {
    var own = section("own", cells("b", 2))
    own.compositional = sectionLayout(hgroup(.fractionalWidth(1), .absolute(20), [item(.fractionalWidth(0.5))]))
    let layout = try compositional(sectionLayout(row), [section("shared", cells("a", 1)), own])
    #expect(same(layout.cell("a1"), r(0, 0, 375, 40)))
    #expect(same(layout.cell("b2"), r(187 + 2 * third, 40, 187 + third, 20)))
  }

  @Test func badgesAnchorToTheirCell() throws {
    // A 100 × 50 cell. A 20 × 20 badge at its top trailing corner moved by 30% of its size
    // right and up: x 100 − 20 + 6 = 86, y −6. Another at its bottom leading corner moved 5
    // points right and down: (5, 50 − 20 + 5).
    let badge = SupplementaryItem(
      kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
      anchor: LayoutAnchor(edges: [.top, .trailing], offsetX: 0.3, offsetY: -0.3, isFractional: true))
    let tag = SupplementaryItem(
      kind: "tag", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
      anchor: LayoutAnchor(edges: [.bottom, .leading], offsetX: 5, offsetY: 5))
    let layout = try compositional(
      sectionLayout(
        hgroup(
          .fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50), supplementaries: [badge, tag])]),
        insets: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)),
      [section("s", cells("a", 2))])
    #expect(same(layout.element(.supplementary, section: 0, item: 0, elementKind: "badge")?.frame, r(86, 4, 20, 20)))
    #expect(same(layout.element(.supplementary, section: 0, item: 1, elementKind: "badge")?.frame, r(186, 4, 20, 20)))
    #expect(same(layout.element(.supplementary, section: 0, item: 0, elementKind: "tag")?.frame, r(5, 45, 20, 20)))
    // Each badge follows its cell in document order.
    #expect(
      layout.elements().map(\.kind) == [.cell, .supplementary, .supplementary, .cell, .supplementary, .supplementary])
  }

  @Test func aNewDeclarationKeepsEachOrthogonalRowsOffsetBySectionID() throws {
    let carousel = sectionLayout(hgroup(.absolute(150), .absolute(40), [item()]), orthogonal: .continuous)
    var layout = try compositional(carousel, [section("c", cells("a", 5))])
    layout.scrollSection(0, to: 100)
    let declaration = ListDeclaration(
      options: layout.options, sections: [section("new", cells("b", 1)), section("c", cells("a", 5))])
    let next = checked(try Layout(declaration, reusing: layout))
    #expect(next.orthogonalOffset(section: 1) == 100)
    #expect(next.orthogonalOffset(section: 0) == 0)
  }
}
