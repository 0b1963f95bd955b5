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
    _ = list.rows.set(list.rows.count - 1, to: 2)
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
    list.custom?.contentHeight = 60
    #expect(
      list.checkInvariants() == [
        "cell \"a\" Rect(x: 0.0, y: 10.0, width: 100.0, height: 20.0) lies outside the content Rect(x: 0.0, y: 0.0, width: 375.0, height: 20.0)"
      ])
  }
}
