import ListCollections
import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Layouts whose declared (or measured) sizes do not fit: UIKit shrinks nothing, so items stick
/// out of their groups and the list, overlap the next row, and boundary items reach out of their
/// section. Each is laid out, keeps the invariants (`checked`: the invariants allow what the
/// declaration asks for) and shows where the rules put it; the last tests make sure the
/// invariants still catch an engine's mistakes.
@Suite struct CompositionalOverflowTests {
  /// A 375 × 667 list at @2x (every frame below is exact in half points).
  private func list(
    _ layout: SectionLayout, _ sections: [SectionDeclaration], width: Double = 375, height: Double = 667,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Layout {
    var options = compositionalOptions(CompositionalConfiguration(section: layout), width: width, height: height)
    options.scale = 2
    return checked(try Layout(ListDeclaration(options: options, sections: sections)), sourceLocation: sourceLocation)
  }

  @Test func anItemWiderThanTheListSticksOutOfIt() throws {
    // A 400-point item in a 375-point group: a group holds at least one item, the second does
    // not fit (800 > 375), so each row holds one, 400 wide, 25 points past the list's edge.
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.absolute(400), .fractionalHeight(1))])),
      [section("s", cells("a", 2))])
    #expect(same(layout.cell("a1"), r(0, 0, 400, 50)))
    #expect(same(layout.cell("a2"), r(0, 50, 400, 50)))
    #expect(approx(layout.contentSize.height, 100))
  }

  @Test func aFractionOverOneIsThatManyTimesTheGroup() throws {
    // fractional_width(5) of a 375-point group: 1875 wide.
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(5))])),
      [section("s", cells("a", 1))])
    #expect(same(layout.cell("a1"), r(0, 0, 1875, 50)))
  }

  @Test func aGroupWiderThanTheSectionHoldsWhatFitsItself() throws {
    // A group 1.2 × 375 = 450 wide holds two half-width items (225 each): the second ends at
    // 450, past the list's 375.
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1.2), .absolute(50), [item(.fractionalWidth(0.5))])),
      [section("s", cells("a", 3))])
    #expect(same(layout.cell("a2"), r(225, 0, 225, 50)))
    #expect(same(layout.cell("a3"), r(0, 50, 225, 50)))
  }

  @Test func anItemTallerThanItsGroupOverlapsTheNextRowAndStillShows() throws {
    // Items twice their 50-point group's height (100): rows follow every 50 points, so each
    // cell covers the next row's; the content is 3 × 50 = 150, the last cell reaches 200.
    // Scrolled to the end (150 − 40 = 110), the viewport 110–150 shows a2 (50–150) — which
    // reaches in from a row above the viewport — and a3 (100–200).
    var layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(2))])),
      [section("s", cells("a", 3))], height: 40)
    #expect(same(layout.cell("a1"), r(0, 0, 375, 100)))
    #expect(same(layout.cell("a2"), r(0, 50, 375, 100)))
    #expect(approx(layout.contentSize.height, 150))
    layout.scroll(to: 110)
    #expect(layout.visibleIDs() == ["a2", "a3"])
    checked(layout)
  }

  @Test func aFixedTopEdgeSpacingPushesAFullHeightItemOutOfItsGroup() throws {
    // Items 100 wide, the group's full 50 in height, 4 points of fixed top spacing: each cell
    // starts 4 below its row and ends 4 below it (54); three to a 375-point row.
    let spaced = item(.absolute(100), .fractionalHeight(1), edgeSpacing: EdgeSpacing(top: .fixed(4)))
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [spaced])), [section("s", cells("a", 4))])
    #expect(same(layout.cell("a1"), r(0, 4, 100, 50)))
    #expect(same(layout.cell("a3"), r(200, 4, 100, 50)))
    #expect(same(layout.cell("a4"), r(0, 54, 100, 50)))
    #expect(approx(layout.contentSize.height, 100))
  }

  @Test func anItemMeasuredTallerThanAGroupOfFixedHeightOverlapsTheNextRow() throws {
    // Half-width items estimated 40 tall in groups of 40: "a" measures 90 and keeps its row's
    // 40-point pitch, so it covers "c" in the next row (40–70).
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(0.5), .estimated(40))])),
      [section("s", [cell("a", height: 90), cell("b", height: 30), cell("c", height: 30)])])
    #expect(same(layout.cell("a"), r(0, 0, 187.5, 90)))
    #expect(same(layout.cell("b"), r(187.5, 0, 187.5, 30)))
    #expect(same(layout.cell("c"), r(0, 40, 187.5, 30)))
    #expect(approx(layout.contentSize.height, 80))
  }

  @Test func aHeaderMovedByItsOffsetReachesAboveTheContent() throws {
    // A 20-point header takes its band at the top (cells from 20), then moves up by 30: −30.
    let header = BoundaryItem(
      kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top, offsetY: -30
    )
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item()]), boundaries: [header]),
      [section("s", header: "S", cells("a", 1))])
    #expect(same(layout.elements(.header).first?.frame, r(0, -30, 375, 20)))
    #expect(same(layout.cell("a1"), r(0, 20, 375, 50)))
  }

  @Test func aHeaderOverTheContentMayBeTallerThanItsSection() throws {
    // extends = false: the 100-point header lies over the one 50-point row; the content is 50.
    let header = BoundaryItem(
      kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), alignment: .top,
      extendsBoundary: false)
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item()]), boundaries: [header]),
      [section("s", header: "S", cells("a", 1))], height: 30)
    #expect(same(layout.elements(.header).first?.frame, r(0, 0, 375, 100)))
    #expect(same(layout.cell("a1"), r(0, 0, 375, 50)))
    #expect(approx(layout.contentSize.height, 50))
  }

  @Test func insetsWiderThanTheListPutTheSectionBeyondIt() throws {
    // Insets of 400 on every side of a 375 × 667 list: the content area is 0 × 0, so a full-width
    // group is 0 wide, at (400, 400); the content is 400 + 50 + 400 = 850 tall.
    let layout = try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item()]), insets: EdgeInsets(all: 400)),
      [section("s", cells("a", 1))])
    #expect(same(layout.cell("a1"), r(400, 400, 0, 50)))
    #expect(approx(layout.contentSize.height, 850))
  }

  // MARK: What the invariants still catch

  private func grid() throws -> Layout {
    try list(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5))])),
      [section("s", cells("a", 4))])
  }

  @Test func aStaleCellFrameIsReported() throws {
    var layout = try grid()
    layout.changeCompositional { $0.items[1].frame.x += 10 }
    #expect(
      layout.checkInvariants().contains(
        #"cell "a2" is at Rect(x: 197.5, y: 0.0, width: 187.5, height: 50.0) in its group, solved again Rect(x: 187.5, y: 0.0, width: 187.5, height: 50.0): a stale frame"#
      ))
  }

  @Test func aGroupOutOfItsPlaceIsReported() throws {
    // The second group's span made 60 long instead of 50: the content no longer adds up.
    var layout = try grid()
    layout.changeCompositional { $0.spans.set($0.groups[0].span, to: 60) }
    let violations = layout.checkInvariants()
    #expect(violations.contains("group 1 of section 0 is at y 60.0, expected 50.0"))
    #expect(violations.contains("content height 110.0 is not what the sections stack up to (100.0)"))
  }

  @Test func overlappingCellsThatShouldNotAreReported() throws {
    // Both cells of the first row given the same frame (and the same size solved again, so
    // only the overlap is new): a stale frame and an overlap.
    var layout = try grid()
    layout.changeCompositional { $0.items[1].frame = $0.items[0].frame }
    let violations = layout.checkInvariants()
    #expect(
      violations.contains(
        #"cell "a1" Rect(x: 0.0, y: 0.0, width: 187.5, height: 50.0) overlaps cell "a2" Rect(x: 0.0, y: 0.0, width: 187.5, height: 50.0)"#
      ))
  }
}
