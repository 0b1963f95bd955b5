import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// Layouts that generated scripts found broken (`Scripts/fuzz`), each reduced to a few lines.
@Suite struct GeneratedCaseTests {
  /// An estimated cards cell shorter than its card's margins keeps its card inside it (flattened at
  /// its bottom) until it is measured, so the card never passes the content's end.
  @Test func estimatedCardsCellKeepsItsCardInside() throws {
    let cells = ["a", "b", "c"].map { textCell(Identifier(stringLiteral: $0), $0.uppercased()) }
    let list = try layout(
      options(.cards) {
        $0.estimatedHeight = 50
        $0.cardSpacing = 300
        $0.height = 100
      }, [section("main", cells)])
    let c = try #require(list.cellElement("c"))
    #expect(same(c.frame, r(0, 546, 375, 50)) && c.estimated)
    #expect(same(list.cardElement("c")?.frame, r(8, 596, 359, 0)))
    #expect(approx(list.contentSize.height, 596))
  }

  /// A zero-height cell's separator is at its bottom, 0 high, never above it — in every style
  /// with separators.
  @Test(arguments: [ListStyle.plain, .grouped, .insetGrouped])
  func zeroHeightCellSeparatorStaysInside(style: ListStyle) throws {
    let list = try layout(options(style), [section("s", [cell("a", height: 0), cell("b")])])
    let a = try #require(list.cellElement("a"))
    let separator = try #require(list.element(.separator, "a"))
    #expect(separator.frame.y == a.frame.y && separator.frame.height == 0)
    #expect(separator.frame.x == a.frame.x + 16 && separator.frame.maxX == a.frame.maxX)
  }

  /// A width or scale off the pixel grid: every edge stays inside the content, on the last pixel
  /// within it.
  @Test func offGridWidthKeepsCellsInsideTheContent() throws {
    let narrow = try layout(options { $0.width = 44.5 }, [section("s", [cell("a")])])
    #expect(same(narrow.cellElement("a")?.frame, r(0, 0, 44 + third, 44)))
    #expect(narrow.contentSize.width == 44.5)
    let half = try layout(options { $0.scale = 0.5 }, [section("s", [cell("a")])])
    #expect(same(half.cellElement("a")?.frame, r(0, 0, 374, 44)))
    let grid = try layout(options(.grid) { $0.width = 44.5 }, [section("s", [cell("a"), cell("b")])])
    #expect(grid.cellElement("b")!.frame.maxX <= 44.5)
    let inset = try layout(options(.insetGrouped) { $0.width = 100.1 }, [section("s", [cell("a")])])
    #expect(inset.cellElement("a")!.frame.maxX <= 100.1 - 16 + 1e-9)
  }

  /// A custom item reaching an off-grid right edge ends on the last pixel inside it.
  @Test func customItemAtAnOffGridEdge() throws {
    var custom = options { $0.width = 44.5 }
    custom.style = .custom("full")
    let list = try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
      CustomLayoutFrames(items: [Rect(x: 0, y: 0, width: 44.5, height: 10)])
    }
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 44 + third, 10)))
    #expect(list.checkInvariants() == [])
  }

  /// Far or huge custom frames are refused, naming the item, instead of being moved and flattened.
  @Test(arguments: [4e15, 9_007_199_254_740_992, 1e300, 1_000_000_001])
  func farCustomFramesAreRefused(y: Double) {
    var custom = ListOptions()
    custom.style = .custom("far")
    let error = #expect(throws: CustomLayoutError.self) {
      try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
        CustomLayoutFrames(items: [Rect(x: 0, y: y, width: 100, height: 50)])
      }
    }
    #expect(error?.problems.count == 1)
    #expect(
      error?.problems.first?.hasPrefix(
        "the frame of cell \"a\" [0,0] is too large (w and h at most 1000000, y at most 1000000000 points): {x = 0, y = "
      ) == true)
  }

  @Test func hugeCustomSizesAndContentHeightsAreRefused() {
    var custom = ListOptions()
    custom.style = .custom("tall")
    let error = #expect(throws: CustomLayoutError.self) {
      try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
        CustomLayoutFrames(items: [Rect(x: 0, y: 0, width: 100, height: 2e6)], contentHeight: 1e12)
      }
    }
    #expect(
      error?.problems == [
        "the frame of cell \"a\" [0,0] is too large (w and h at most 1000000, y at most 1000000000 points): {x = 0, y = 0, w = 100, h = 2000000}",
        "content_height must be at most 1001000000 points, got 1000000000000",
      ])
  }

  /// The largest frame allowed is kept exactly.
  @Test func theFarthestAllowedFrameIsKeptExactly() throws {
    var custom = ListOptions()
    custom.style = .custom("far")
    let list = try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
      CustomLayoutFrames(items: [Rect(x: 0, y: 1e9, width: 100, height: 1e6)])
    }
    #expect(list.cellElement("a")?.frame == r(0, 1e9, 100, 1e6))
  }
}

extension GeneratedCaseTests {
  /// A zero-width custom item at the right edge of a list whose width is off the grid (375 at
  /// @0.5x) starts on the last pixel inside it.
  @Test func zeroWidthCustomItemAtAnOffGridEdge() throws {
    var custom = options { $0.scale = 0.5 }
    custom.style = .custom("edge")
    let list = try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
      CustomLayoutFrames(items: [Rect(x: 375, y: 0, width: 0, height: 10)])
    }
    #expect(same(list.cellElement("a")?.frame, r(374, 0, 0, 10)))
    #expect(list.checkInvariants() == [])
  }
}

// MARK: Compositional layouts

extension GeneratedCaseTests {
  /// Content insets that add up to more than their item (5 on each side of a 4 × 1 item) place
  /// the cell at the leading and top insets, flattened to no size, out of its group: a declared
  /// overflow, which the invariants allow (they flagged it as an engine's mistake).
  @Test func contentInsetsLargerThanTheirItemStickOut() throws {
    let layout = try compositional(
      sectionLayout(
        hgroup(.fractionalWidth(1), .absolute(1), [item(.absolute(4), .absolute(1), insets: EdgeInsets(all: 5))])),
      [section("s", cells("a", 1))])
    #expect(same(layout.cell("a1"), r(5, 5, 0, 0)))
  }

  /// A background in a list whose width is off the pixel grid (375 points at @2.5 is 937.5
  /// pixels) ends on the pixel nearest the edge, 938 / 2.5 = 375.2, as the section's own snapped
  /// frame does: the invariants compared it with the unsnapped section.
  @Test func aBackgroundInAnOffGridWidthList() throws {
    var options = compositionalOptions(
      CompositionalConfiguration(
        section: sectionLayout(
          vgroup(.fractionalWidth(1), .absolute(44), [item()]), decorations: [DecorationItem()])))
    options.scale = 2.5
    let layout = checked(try Layout(ListDeclaration(options: options, sections: [section("s", cells("a", 1))])))
    #expect(same(layout.elements(.decoration).first?.frame, r(0, 0, 375.2, 44)))
  }
}

extension GeneratedCaseTests {
  /// A group whose content insets add up to more than the group (5 on each side of a 4-point
  /// wide row) places its items from its leading inset, past its far edge, and a full-width item
  /// there is 0 wide (4 − 10 leaves nothing): a declared overflow, which the invariants allow
  /// (they flagged the cell as an engine's mistake).
  @Test func groupInsetsLargerThanTheGroupStickOut() throws {
    let layout = try compositional(
      sectionLayout(
        hgroup(
          .absolute(4), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))],
          insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))),
      [section("s", cells("a", 1))])
    #expect(same(layout.cell("a1"), r(5, 0, 0, 44)))
  }
}

extension GeneratedCaseTests {
  /// A value within floating-point noise of a half pixel rounds as that half, away from zero: a
  /// section's end less its footer's length, 325.1666… − 23.6666… = 301.4999… points, is
  /// 904.4999… pixels at @3x, the same edge as the section's start, 301.5 points (904.5 pixels,
  /// so 905). Values clearly on either side of a half keep rounding to their nearest pixel.
  @Test func aHalfPixelWithinNoiseRoundsAsAHalf() {
    let grid = PixelGrid(scale: 3)
    #expect(grid.pixels(325.16666666666663 - 23.666666666666668) == 905)
    #expect(grid.pixels(301.5) == 905)
    #expect(grid.pixels(-(325.16666666666663 - 23.666666666666668)) == -905)
    #expect(grid.pixels(301.4999) == 904)
    #expect(grid.pixels(301.5001 - 0.0002) == 904)
    #expect(grid.pixels(301.6666666666667) == 905)
  }

  /// Three cells sharing the half point left in an 8.5-point group inset 8 on the leading side,
  /// in a section inset 8: each is 0.5 / 3 = 0.1666… wide, at x 16, 16.1666… and 16.3333…
  /// (48, 48.5 and 49 pixels at @3x). The edge between a and b is 48.5 pixels either way it is
  /// worked out (a's x plus its width, or b's own x, 48.4999…) and rounds to 49 for both, so a
  /// is (16; ⅓), b (16.333; 0) and c (16.333; ⅓). b's x rounded to 48 laid a and b at one
  /// frame, (16; ⅓), which the invariants reported as an overlap.
  @Test func cellsAThirdOfAPointWideShareTheirEdges() throws {
    let layout = try compositional(
      sectionLayout(
        hgroup(
          .absolute(8.5), .absolute(20), [item()], count: 3, insets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)),
        insets: EdgeInsets(top: 0, left: 8, bottom: 8, right: 0)),
      [section("s", cells("a", 3))], height: 50.5)
    #expect(same(layout.cell("a1"), r(16, 0, third, 20)))
    #expect(same(layout.cell("a2"), r(16 + third, 0, 0, 20)))
    #expect(same(layout.cell("a3"), r(16 + third, 0, third, 20)))
  }
}
