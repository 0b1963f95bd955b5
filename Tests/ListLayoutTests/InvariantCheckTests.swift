import ListCollections
import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// `checkInvariants()` against layouts whose geometry is worked out by hand: it accepts each valid
/// one, and names what is wrong in each broken one (a check that is itself wrong aborts every
/// debug build that meets its case).
@Suite struct InvariantCheckTests {
  private func grid(_ insets: Double, header: String? = nil, footer: String? = nil, _ cells: [CellDeclaration])
    -> SectionDeclaration
  {
    section("g", header: header, footer: footer, cells, layout: SectionLayoutOptions(insets: EdgeInsets(all: insets)))
  }

  /// A grid section with insets and a footer: the footer sits below the bottom inset, and nothing
  /// follows it. Cell 8 + 44 + 8, then the footer (4 + 15.516 + 4 → 23.667).
  @Test func gridInsetsAboveAFooterAreNotCountedTwice() throws {
    let list = try Layout(ListDeclaration(options: options(.grid), sections: [grid(8, footer: "F", [cell("x")])]))
    #expect(same(list.cellElement("x")?.frame, r(8, 8, 174 + 2 * third, 44)))
    #expect(same(list.element(.footer, "g")?.frame, r(0, 60, 375, 23 + 2 * third)))
    #expect(approx(list.contentSize.height, 83 + 2 * third))
    #expect(list.checkInvariants() == [])
  }

  /// Without a footer the bottom inset is the last thing: 8 + 44 + 8.
  @Test func gridBottomInsetEndsTheContent() throws {
    let list = try Layout(ListDeclaration(options: options(.grid), sections: [grid(8, [cell("x")])]))
    #expect(approx(list.contentSize.height, 60))
    #expect(list.checkInvariants() == [])
  }

  /// A grid section with only a header: both insets stand below it. Header 6 + 20.287 + 6 → 32.333.
  @Test func headerOnlyGridSectionKeepsBothInsets() throws {
    let list = try Layout(ListDeclaration(options: options(.grid), sections: [grid(10, header: "H", [])]))
    #expect(same(list.element(.header, "g")?.frame, r(0, 0, 375, 32 + third)))
    #expect(approx(list.contentSize.height, 52 + third))
    #expect(list.checkInvariants() == [])
  }

  /// Empty sections after the last element still add their spacing and insets: grouped spacing 35
  /// before each, the content inset 5 below.
  @Test func emptyTrailingSectionsAndContentInsets() throws {
    let list = try Layout(
      ListDeclaration(
        options: options(.grouped) { $0.contentInsets = EdgeInsets(top: 3, bottom: 5) },
        sections: [section("a", [cell("x")]), section("b", []), section("c", [])]))
    #expect(same(list.cellElement("x")?.frame, r(0, 3, 375, 44)))
    #expect(approx(list.contentSize.height, 3 + 44 + 35 + 35 + 5))
    #expect(list.checkInvariants() == [])
  }

  @Test func aListWithNoElementsIsItsInsets() throws {
    let list = try Layout(
      ListDeclaration(
        options: options(.grid) { $0.contentInsets = EdgeInsets(top: 2, bottom: 4) },
        sections: [grid(7, [])]))
    #expect(approx(list.contentSize.height, 2 + 7 + 7 + 4))
    #expect(list.checkInvariants() == [])
  }

  @Test func everyStyleWithHeadersFootersAndTheOptionsEdges() throws {
    for style in [ListStyle.plain, .grouped, .insetGrouped, .cards, .grid] {
      let list = try Layout(
        ListDeclaration(
          options: options(style) { $0.contentInsets = EdgeInsets(top: 1, bottom: 2) },
          sections: [
            section("a", header: "A", footer: "a", [cell("x", height: 0), cell("y"), cell("z", height: 10)]),
            section("b", footer: "b", []), section("c", header: "C", []),
          ]))
      #expect(list.checkInvariants() == [], "\(style)")
    }
  }

  // MARK: Broken layouts are named

  /// A content height two pixels taller than the frames and insets give.
  @Test func aContentHeightThatDoesNotAddUpIsNamed() throws {
    var list = try Layout(ListDeclaration(sections: [section("s", [cell("a"), cell("b")])]))
    list.changeRows { $0.set($0.count - 1, to: 2) }
    #expect(
      list.checkInvariants() == [
        "content height 88.66666666666667 is not the last bottom 88.0 plus the space below it 0.0"
      ])
  }

  /// A grid item taller than its line (align top) reaches into the next line.
  @Test func overlapsAreNamed() throws {
    var list = try Layout(
      ListDeclaration(
        options: options(.grid) {
          $0.columns = .fixed(1)
          $0.align = .top
          $0.lineSpacing = 0
        }, sections: [section("s", [cell("a", height: 10), cell("b", height: 10)])]))
    list.cells.updateEach { flat, state in if flat == 0 { state.height = 60 } }
    #expect(
      list.checkInvariants() == [
        "cell \"a\" Rect(x: 0.0, y: 0.0, width: 375.0, height: 20.0) overlaps cell \"b\" Rect(x: 0.0, y: 10.0, width: 375.0, height: 10.0)"
      ])
  }

  /// A custom layout's frame below its content height.
  @Test func framesOutsideTheContentAreNamed() throws {
    var custom = ListOptions()
    custom.style = .custom("stack")
    var list = try Layout(ListDeclaration(options: custom, sections: [section("s", [cell("a")])])) { _ in
      CustomLayoutFrames(items: [Rect(x: 0, y: 10, width: 100, height: 20)])
    }
    if case .plugin(var geometry) = list.engine {
      geometry.contentHeight = 60
      list.engine = .plugin(geometry)
    }
    #expect(
      list.checkInvariants() == [
        "cell \"a\" Rect(x: 0.0, y: 10.0, width: 100.0, height: 20.0) lies outside the content Rect(x: 0.0, y: 0.0, width: 375.0, height: 20.0)"
      ])
  }

  // MARK: Each kind of violation is named

  /// The layout's own frames with one changed: a plain list of two 44-point cells, a and b, whose
  /// separator a is (16 43.667; 359 0.333) at @3x.
  private func twoPlainCells(configure: (inout ListOptions) -> Void = { _ in }) throws -> Layout {
    let list = try Layout(
      ListDeclaration(options: options(.plain, configure: configure), sections: [section("s", [cell("a"), cell("b")])]))
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 375, 44)))
    #expect(same(list.cellElement("b")?.frame, r(0, 44, 375, 44)))
    if list.options.separators {
      #expect(same(list.element(.separator, "a")?.frame, r(16, 43 + 2 * third, 359, third)))
    }
    #expect(list.checkInvariants() == [])
    return list
  }

  private func replacing(_ kind: Element.Kind, _ id: Identifier, in list: Layout, with frame: Rect) -> [Element] {
    list.elements().map { element in
      guard element.kind == kind, element.id == id else { return element }
      var moved = element
      moved.frame = frame
      return moved
    }
  }

  /// Cell a a tenth of a point down: both its top (0.1) and its bottom (44.1) are between thirds
  /// of a point. In whole pixels it still ends where b starts (132), so nothing else is wrong.
  @Test func anEdgeOffThePixelGridIsNamed() throws {
    let list = try twoPlainCells()
    #expect(
      list.checkInvariants(elements: replacing(.cell, "a", in: list, with: r(0, 0.1, 375, 44))) == [
        "cell \"a\" edge 0.1 is off the pixel grid (scale 3.0)",
        "cell \"a\" edge 44.1 is off the pixel grid (scale 3.0)",
      ])
  }

  /// Cell b drawn from its right edge leftwards: x 375, width −375 (without separators, which
  /// would lie outside such a cell too). Its edges are inside the content and it overlaps
  /// nothing, so the negative size is the one violation.
  @Test func aNegativeSizeIsNamed() throws {
    let list = try twoPlainCells { $0.separators = false }
    #expect(
      list.checkInvariants(elements: replacing(.cell, "b", in: list, with: r(375, 44, -375, 44))) == [
        "cell \"b\" has a negative size Rect(x: 375.0, y: 44.0, width: -375.0, height: 44.0)"
      ])
  }

  /// Separator a lower, at the top of cell b and half a point tall: outside its own cell
  /// (0 0; 375 44), and its bottom between pixels.
  @Test func aSeparatorOutsideItsCellIsNamed() throws {
    let list = try twoPlainCells()
    #expect(
      list.checkInvariants(elements: replacing(.separator, "a", in: list, with: r(16, 44, 359, 0.5))) == [
        "separator \"a\" edge 44.5 is off the pixel grid (scale 3.0)",
        "separator \"a\" Rect(x: 16.0, y: 44.0, width: 359.0, height: 0.5) lies outside its cell Rect(x: 0.0, y: 0.0, width: 375.0, height: 44.0)",
      ])
  }

  /// Cards: cell a is 8 (the section's top margin) + 44 + 4 (half the card spacing) = 56 tall, its
  /// card (8 8; 359 44); cell b (0 56; 375 56), its card (8 60; 359 44). Card b raised to y 52 starts
  /// in cell a.
  @Test func aCardOutsideItsCellIsNamed() throws {
    let list = try Layout(ListDeclaration(options: options(.cards), sections: [section("s", [cell("a"), cell("b")])]))
    #expect(same(list.cellElement("a")?.frame, r(0, 0, 375, 56)))
    #expect(same(list.element(.card, "a")?.frame, r(8, 8, 359, 44)))
    #expect(same(list.cellElement("b")?.frame, r(0, 56, 375, 56)))
    #expect(same(list.element(.card, "b")?.frame, r(8, 60, 359, 44)))
    #expect(list.checkInvariants() == [])
    #expect(
      list.checkInvariants(elements: replacing(.card, "b", in: list, with: r(8, 52, 359, 44))) == [
        "card \"b\" Rect(x: 8.0, y: 52.0, width: 359.0, height: 44.0) lies outside its cell Rect(x: 0.0, y: 56.0, width: 375.0, height: 56.0)"
      ])
  }

  /// 600 cells of 44 points (132 pixels) make 602 slots — the section's top, the rows, its bottom —
  /// in two chunks of the prefix-sum list, the second starting at slot 512. The tree's sum of the
  /// first chunk three pixels too large puts every prefix from slot 512 on three pixels too far:
  /// slot 512 is row 511, below 511 rows of 132 pixels = 67452. The frames come from the heights,
  /// not from the tree, so they stay right; only the prefix sums disagree.
  @Test func aPrefixSumThatDisagreesWithTheHeightsIsNamed() throws {
    var list = try Layout(ListDeclaration(sections: [section("s", (0..<600).map { cell(.integer($0)) })]))
    #expect(list.rowSlotCount == 602)
    #expect(list.checkInvariants() == [])
    list.changeRows { $0.tree.nodes[1] += 3 }
    #expect(list.checkInvariants() == ["prefix sum of slot 512 is 67455, expected 67452"])
  }

  /// A total three pixels over the heights' sum (88 points = 264 pixels): the content height,
  /// which is that total, is then a pixel over the last bottom too.
  @Test func aTreeTotalThatDisagreesWithTheHeightsIsNamed() throws {
    var list = try twoPlainCells()
    list.changeRows { $0.total += 3 }
    #expect(
      list.checkInvariants() == [
        "content height 89.0 is not the last bottom 88.0 plus the space below it 0.0",
        "tree total 267 is not the sum 264",
      ])
  }

  /// A compositional section of three 50-point groups (content 150) whose middle group is recorded
  /// 10 points taller than it is laid out: stacked again from scratch the last group would start
  /// at 110 and the section end at 160, and solving the middle group again gives 50, not 60.
  @Test func aCompositionalContentHeightThatDoesNotAddUpIsNamed() throws {
    var list = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item()])),
      [section("s", [cell("a"), cell("b"), cell("c")])])
    #expect(same(list.cell("c"), r(0, 100, 375, 50)))
    #expect(approx(list.contentSize.height, 150))
    list.changeCompositional { $0.groups[1].size.height = 60 }
    #expect(
      list.checkInvariants() == [
        "group 2 of section 0 is at y 100.0, expected 110.0",
        "section 0 ends at 150.0, expected 160.0",
        "content height 150.0 is not what the sections stack up to (160.0)",
        "group 1 of section 0 is LayoutExtent(width: 375.0, height: 60.0), solved again LayoutExtent(width: 375.0, height: 50.0)",
      ])
  }

  /// Two half-width cells in one group (a at x 0, b at x 187.667: 187.5 on the 3× grid), a's
  /// frame in the group moved to x 20.5, onto b: it is not where solving the group again puts it,
  /// and (20.667 on the grid) it overlaps b within their group.
  @Test func compositionalStaleAndOverlappingFramesAreNamed() throws {
    var list = try compositional(
      sectionLayout(hgroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5))])),
      [section("s", [cell("a"), cell("b"), cell("c")])])
    #expect(same(list.cell("b"), r(187.667, 0, 187.333, 50)))
    #expect(list.checkInvariants() == [])
    list.changeCompositional { $0.items[0].frame.x = 20.5 }
    #expect(
      list.checkInvariants() == [
        "cell \"a\" is at Rect(x: 20.5, y: 0.0, width: 187.5, height: 50.0) in its group, solved again Rect(x: 0.0, y: 0.0, width: 187.5, height: 50.0): a stale frame",
        "cell \"a\" Rect(x: 20.666666666666668, y: 0.0, width: 187.33333333333334, height: 50.0) overlaps cell \"b\" Rect(x: 187.66666666666666, y: 0.0, width: 187.33333333333334, height: 50.0)",
      ])
  }
}
