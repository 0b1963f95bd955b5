import ListDeclaration
import ListDiff
import ListText
import Testing

@testable import ListLayout

@Suite struct PlainStyleTests {
  @Test func cellsFollowEachOtherFullWidthWithHeaderAbove() throws {
    let cherry = row(
      spacing: 12, padding: EdgeInsets(all: 16),
      [
        image(width: 40, height: 40),
        column(spacing: 2, [label("Cherry", style: .headline), label("Small, round, stone fruit", style: .footnote)]),
      ])
    let list = try layout(
      options(),
      [
        section(
          "fruits", header: "Fruits",
          [
            textCell("apple", "Apple"), cell("banana", height: 60), cell("cherry", cherry),
          ])
      ])
    // Header: 6 + one headline line (20.287 → 20.333 at @3x) + 6.
    #expect(same(list.element(.header, "fruits")?.frame, r(0, 0, 375, 32 + third)))
    #expect(same(list.cellElement("apple")?.frame, r(0, 32 + third, 375, 44)))  // built-in cells are ≥ 44
    #expect(same(list.cellElement("banana")?.frame, r(0, 76 + third, 375, 60)))
    #expect(same(list.cellElement("cherry")?.frame, r(0, 136 + third, 375, 72)))  // 16 + image 40 + 16
    #expect(abs(list.contentSize.height - (208 + third)) < 0.001)
  }

  @Test func aCellWithNeitherHeightNorContentIs44() throws {
    let list = try layout(options(), [section("s", [cell("a"), cell("b")])])
    #expect(same(list.cellElement("b")?.frame, r(0, 44, 375, 44)))
  }

  @Test func footerSitsBelowTheCells() throws {
    let list = try layout(options(), [section("s", footer: "Seasonal", [cell("a", height: 50)])])
    // Footer: 4 + one footnote line (15.514 → 15.667) + 4.
    #expect(same(list.element(.footer, "s")?.frame, r(0, 50, 375, 23 + 2 * third)))
  }

  @Test func separatorsUnderEveryCellButTheLastOfASection() throws {
    let list = try layout(
      options(),
      [
        section("one", [cell("a"), cell("b"), cell("c")]), section("two", [cell("d"), cell("e")]),
      ])
    let separators = list.elements().filter { $0.kind == .separator }
    #expect(separators.map(\.id) == ["a", "b", "d"])
    // One pixel at the bottom edge, from the inset to the trailing edge; cell heights unchanged.
    #expect(same(separators[0].frame, r(16, 44 - third, 359, third)))
    #expect(same(list.cellElement("b")?.frame, r(0, 44, 375, 44)))
  }

  @Test func separatorInsetOptionsAndTurningThemOff() throws {
    let custom = try layout(options { $0.separatorInset = 60 }, [section("s", [cell("a"), cell("b")])])
    #expect(same(custom.element(.separator, "a")?.frame, r(60, 44 - third, 315, third)))
    let off = try layout(options { $0.separators = false }, [section("s", [cell("a"), cell("b")])])
    #expect(off.elements().allSatisfy { $0.kind != .separator })
    let perCell = try layout(
      options(),
      [
        section(
          "s",
          [
            CellDeclaration(id: "a", separatorInset: 0), CellDeclaration(id: "b", showsSeparator: false), cell("c"),
          ])
      ])
    #expect(same(perCell.element(.separator, "a")?.frame, r(0, 44 - third, 375, third)))
    #expect(perCell.element(.separator, "b") == nil)
  }

  @Test func pixelSnappingAtEachScale() throws {
    let one = try layout(options { $0.scale = 2 }, [section("s", [cell("t", label("Hi"))])])
    #expect(one.cellElement("t")?.frame.height == 20.5)  // 20.287 up to the @2x grid
    let three = try layout(options { $0.scale = 3 }, [section("s", [cell("t", label("Hi"))])])
    #expect(abs(three.cellElement("t")!.frame.height - (20 + third)) < 1e-9)
    let fixed = try layout(options { $0.scale = 2 }, [section("s", [cell("a", height: 10.2), cell("b", height: 10)])])
    #expect(fixed.cellElement("a")?.frame.height == 10)  // 20.4 px → 20 px
    #expect(fixed.cellElement("b")?.frame.y == 10)
  }

  @Test func floatingHeaderPinsUntilTheSectionEndPushesItUp() throws {
    var list = try layout(
      options { $0.height = 200 },
      [
        section("a", header: "A", (0..<10).map { cell(.string("a\($0)")) }),
        section("b", header: "B", (0..<10).map { cell(.string("b\($0)")) }),
      ])
    let headerHeight = 32 + third
    list.scroll(to: 100)
    let pinned = try #require(list.element(.header, "a"))
    #expect(pinned.pinned)
    #expect(abs(pinned.frame.y - 100) < 0.001)
    // Section a ends at 32.333 + 440 = 472.333: at offset 460 its header is pushed up.
    list.scroll(to: 460)
    let pushed = try #require(list.element(.header, "a"))
    #expect(abs(pushed.frame.y - (472 + third - headerHeight)) < 0.001)
    #expect(list.element(.header, "b")?.pinned == false)
    // At the top nothing is pinned.
    list.scroll(to: 0)
    #expect(list.elements().allSatisfy { !$0.pinned })
    // At 480 section a (0 to 472.333) is wholly above the top edge: its header stays at 0, not
    // pinned; section b's (natural at 472.333) floats at 480.
    list.scroll(to: 480)
    let above = try #require(list.element(.header, "a"))
    #expect(!above.pinned && above.frame.y == 0)
    let floating = try #require(list.element(.header, "b"))
    #expect(floating.pinned && abs(floating.frame.y - 480) < 0.001)
    // At 472.333, where section a ends, the edge is b's.
    list.scroll(to: 472 + third)
    #expect(list.elements().filter(\.pinned).isEmpty)
    #expect(list.element(.header, "a")?.frame.y == 0)
  }
}

@Suite struct GroupedStyleTests {
  @Test func sectionSpacingBetweenConsecutiveSectionsOnly() throws {
    let list = try layout(options(.grouped), [section("a", [cell("a1")]), section("b", [cell("b1")])])
    #expect(list.cellElement("a1")?.frame.y == 0)
    #expect(approx(list.cellElement("b1")?.frame.y, 79))  // default grouped spacing 35
    let custom = try layout(
      options(.grouped) { $0.sectionSpacing = 20 }, [section("a", [cell("a1")]), section("b", [cell("b1")])])
    #expect(custom.cellElement("b1")?.frame.y == 64)
    #expect(custom.contentSize.height == 108)
  }

  @Test func groupedHeaderMetrics() throws {
    let list = try layout(options(.grouped), [section("a", header: "Settings", [cell("a1")])])
    // 16 + one footnote line (15.667) + 6.
    #expect(same(list.element(.header, "a")?.frame, r(0, 0, 375, 37 + 2 * third)))
  }
}

@Suite struct InsetGroupedStyleTests {
  @Test func cellsAreInsetWithRoundedFirstAndLast() throws {
    let list = try layout(
      options(.insetGrouped),
      [
        section("wallet", header: "Cards", [cell("visa"), cell("amex"), cell("paypal")]),
        section("solo", [cell("only")]),
      ])
    let header = try #require(list.element(.header, "wallet"))
    #expect(same(header.frame, r(16, 0, 343, 37 + 2 * third)))
    let visa = try #require(list.cellElement("visa"))
    #expect(same(visa.frame, r(16, 37 + 2 * third, 343, 44)))
    #expect(visa.corners == .top)
    #expect(list.cellElement("amex")?.corners == Element.Corners.none)
    #expect(list.cellElement("paypal")?.corners == .bottom)
    #expect(list.cellElement("only")?.corners == .all)
    // Separators start 16 points into the inset cell.
    #expect(same(list.element(.separator, "visa")?.frame, r(32, 81 + third, 327, third)))
  }

  @Test func insetIs20FromWidth390() throws {
    let wide = try layout(options(.insetGrouped) { $0.width = 390 }, [section("s", [cell("a")])])
    #expect(same(wide.cellElement("a")?.frame, r(20, 0, 350, 44)))
    let explicit = try layout(options(.insetGrouped) { $0.inset = 10 }, [section("s", [cell("a")])])
    #expect(same(explicit.cellElement("a")?.frame, r(10, 0, 355, 44)))
  }

  @Test func contentIsMeasuredAtTheInsetWidth() throws {
    // A label that fits on one line at 375 but wraps at 343 - 2·16.
    let text = String(repeating: "word ", count: 12)
    let full = try layout(options(.plain), [section("s", [cell("c", label(text))])])
    let inset = try layout(options(.insetGrouped), [section("s", [cell("c", label(text))])])
    #expect(inset.cellElement("c")!.frame.height >= full.cellElement("c")!.frame.height)
    #expect(inset.subframes("c")?.first?.frame.width == 343)
  }
}

@Suite struct CardsStyleTests {
  /// Seed 000: 8 left/right, 8 above the first and below the last card, 4 + 4 between cards.
  @Test func cardFramesFollowTheSeed() throws {
    let list = try layout(
      options(.cards),
      [
        section("status", [cell("a", height: 60), cell("b", height: 60), cell("c", height: 60)])
      ])
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 375, 72)))  // 8 + 60 + 4
    #expect(same(list.cardElement("a")?.frame, r(8, 8, 359, 60)))
    #expect(same(list.cellElement("b")?.frame, r(0, 72, 375, 68)))  // 4 + 60 + 4
    #expect(same(list.cardElement("b")?.frame, r(8, 76, 359, 60)))
    #expect(same(list.cellElement("c")?.frame, r(0, 140, 375, 72)))  // 4 + 60 + 8
    #expect(same(list.cardElement("c")?.frame, r(8, 144, 359, 60)))
    // Cards stand card_spacing apart.
    #expect(approx(list.cardElement("b")!.frame.y - list.cardElement("a")!.frame.maxY, 8))
    #expect(list.elements().allSatisfy { $0.kind != .separator })
    #expect(list.cardElement("a")?.corners == .all)
  }

  @Test func loneCardHasTheMarginOnBothSides() throws {
    let list = try layout(
      options(.cards) {
        $0.cardMargin = 12; $0.cardSpacing = 6
      }, [section("s", [cell("a", height: 50)])])
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 375, 74)))
    #expect(same(list.cardElement("a")?.frame, r(12, 12, 351, 50)))
  }

  @Test func cardContentIsMeasuredInsideTheCard() throws {
    let list = try layout(
      options(.cards), [section("s", [cell("a", column(padding: EdgeInsets(all: 8), [label("Title")]))])])
    // 8 + (8 + 20.333 + 8) + 8.
    #expect(abs(list.cellElement("a")!.frame.height - (52 + third)) < 0.001)
    let frames = try #require(list.subframes("a"))
    #expect(same(frames.first?.frame, r(8, 8, 359, 36 + third)))
  }
}

@Suite struct GridStyleTests {
  @Test func fixedColumnsWithSpacing() throws {
    let list = try layout(
      options(.grid) {
        $0.columns = .fixed(3); $0.spacing = 10; $0.lineSpacing = 20
      },
      [
        section("photos", (0..<5).map { cell(.integer($0), height: 100) })
      ])
    // (375 − 2·10) / 3 = 118.333 wide.
    #expect(same(list.cellElement(0)?.frame, r(0, 0, 118 + third, 100)))
    #expect(same(list.cellElement(1)?.frame, r(128 + third, 0, 118 + third, 100)))
    #expect(same(list.cellElement(2)?.frame, r(256 + 2 * third, 0, 118 + third, 100)))
    #expect(same(list.cellElement(3)?.frame, r(0, 120, 118 + third, 100)))
    #expect(list.contentSize.height == 220)
  }

  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
    let list = try layout(
      options(.grid) {
        $0.columns = .adaptive(minWidth: 100); $0.insets = EdgeInsets(all: 16)
      },
      [
        section("s", (0..<4).map { cell(.integer($0), height: 50) })
      ])
    // 343 available: 3 columns of ≥ 100 with 10 between (3·100 + 2·10 = 320 ≤ 343 < 430).
    let frames = list.elements().filter { $0.kind == .cell }.map(\.frame)
    #expect(Set(frames.map(\.x)).count == 3)
    #expect(same(frames[0], r(16, 16, 107 + 2 * third, 50)))
    #expect(list.contentSize.height == 16 + 50 + 10 + 50 + 16)
  }

  @Test func stretchAndTopAlignment() throws {
    let cells = [cell("short", height: 40), cell("tall", height: 80), cell("next", height: 30)]
    let stretch = try layout(options(.grid), [section("s", cells)])
    #expect(stretch.cellElement("short")?.frame.height == 80)
    #expect(stretch.cellElement("next")?.frame.y == 90)
    let top = try layout(options(.grid) { $0.align = .top }, [section("s", cells)])
    #expect(top.cellElement("short")?.frame.height == 40)
    #expect(top.cellElement("next")?.frame.y == 90)
  }

  @Test func perSectionOverridesAndHeaders() throws {
    let list = try layout(
      options(.grid),
      [
        section(
          "menu", header: "Menu", [cell("m1", height: 30), cell("m2", height: 30)],
          layout: SectionLayoutOptions(columns: .fixed(1), insets: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))),
        section(
          "icons", [cell("i1", height: 20), cell("i2", height: 20)], layout: SectionLayoutOptions(columns: .fixed(2))),
      ])
    let header = try #require(list.element(.header, "menu"))
    // No line spacing between a header and the first line; the section's top inset applies.
    #expect(same(list.cellElement("m1")?.frame, r(0, header.frame.maxY + 8, 375, 30)))
    #expect(approx(list.cellElement("m2")!.frame.y, list.cellElement("m1")!.frame.maxY + 10))
    #expect(list.cellElement("i1")!.frame.y == list.cellElement("i2")!.frame.y)
    #expect(approx(list.cellElement("i1")!.frame.y, list.cellElement("m2")!.frame.maxY + 8))
  }

  @Test func itemWidthFormula() throws {
    // item width = (available − (n−1)·spacing) / n, here (375 − 3·8) / 4 = 87.75 → pixel edges.
    let list = try layout(
      options(.grid) {
        $0.columns = .fixed(4); $0.spacing = 8
      }, [section("s", (0..<4).map { cell(.integer($0)) })])
    let widths = list.elements().map(\.frame.width)
    #expect(widths.allSatisfy { abs($0 - 87.75) <= third })
    #expect(abs(widths.reduce(0, +) + 24 - 375) < 0.001)
  }
}
