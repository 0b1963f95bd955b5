import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

@Suite struct ValidationTests {
  let site = SourceSite(file: "scene.lua", line: 7)

  private func table(_ record: [(String, DeclarationValue)], _ array: [DeclarationValue] = []) -> DeclarationTable {
    DeclarationTable(array: array, record: record.map { (key: $0.0, value: $0.1) })
  }

  private func problems(list record: [(String, DeclarationValue)], _ array: [DeclarationValue] = []) -> [String] {
    ListDeclaration.read(table(record, array), site: site).problems.map(\.description)
  }

  @Test func everyProblemIsReportedTogether() {
    let badCell = CellDeclaration.read(
      id: "apple", from: table([("height", .integer(-3))]), site: SourceSite(file: "scene.lua", line: 3))
    let badLabel = Node.read(
      .label, from: table([("style", .string("bdy")), ("text", .string("x"))]),
      site: SourceSite(file: "scene.lua", line: 4))
    let other = CellDeclaration.read(
      id: "pear", from: table([], [.node(badLabel)]), site: SourceSite(file: "scene.lua", line: 4))
    let section = SectionDeclaration.read(
      id: "fruits", from: table([], [.cell(badCell), .cell(other)]), site: SourceSite(file: "scene.lua", line: 2))
    let declaration = ListDeclaration.read(
      table([("style", .string("plian")), ("widht", .integer(300))], [.section(section)]), site: site)
    let error = #expect(throws: DeclarationError.self) { try declaration.validate() }
    #expect(
      error?.description == """
        invalid list (4 problems):
          scene.lua:7: list: style "plian" is not a list style (did you mean "plain"?); expected one of plain, grouped, insetGrouped, cards, grid, compositional
          scene.lua:7: list: unknown field "widht" (did you mean "width"?)
          scene.lua:3: cell "apple": height must not be negative, got -3
          scene.lua:4: label: style "bdy" is not a text style (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
        """)
  }

  @Test(arguments: [
    ("width", DeclarationValue.integer(-1), "scene.lua:7: list: width must be greater than 0, got -1"),
    ("height", .number(.nan), "scene.lua:7: list: height must be a finite number, got nan"),
    ("scale", .number(.infinity), "scene.lua:7: list: scale must be a finite number, got inf"),
    ("columns", .integer(0), "scene.lua:7: list: columns must be a whole number of columns from 1 to 1000, got 0"),
    (
      "content_size", .string("huge"),
      "scene.lua:7: list: content_size \"huge\" is not a content size category; expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
    ),
    ("separators", .string("no"), "scene.lua:7: list: separators must be true or false, got \"no\""),
    ("estimated_height", .integer(0), "scene.lua:7: list: estimated_height must be greater than 0, got 0"),
    (
      "estimated_height", .number(0.1),
      "scene.lua:7: list: estimated_height must be at least one pixel (1/3 point at scale 3), got 0.1"
    ),
    ("width", .integer(200_000), "scene.lua:7: list: width must be from 1 to 100000 points, got 200000"),
    (
      "insets", .string("wide"),
      "scene.lua:7: list: insets must be a number, {vertical, horizontal} or {top=, left=, bottom=, right=}, got \"wide\""
    ),
    ("style", .integer(3), "scene.lua:7: list: style must be a string naming a list style, got 3"),
  ])
  func optionProblems(key: String, value: DeclarationValue, expected: String) {
    #expect(problems(list: [(key, value)]) == [expected])
  }

  @Test func nodeFieldProblems() {
    let column = Node.read(
      .column, from: table([("spacing", .integer(-2)), ("align", .string("top"))], [.string("loose text")]), site: site)
    // In the order the fields are read: common fields, then the kind's own, then children.
    #expect(
      column.provenance.problems.map(\.description) == [
        "scene.lua:7: column: spacing must not be negative, got -2",
        "scene.lua:7: column: align \"top\" does not apply to a column; expected one of fill, leading, center, trailing",
        "scene.lua:7: column: child 1 must be a content node (label, image, box, spacer, column, row), got \"loose text\"",
      ])
    let label = Node.read(
      .label, from: table([("lines", .number(1.5)), ("text", .table(DeclarationTable()))]), site: site)
    #expect(
      label.provenance.problems.map(\.description) == [
        "scene.lua:7: label: text must be a string, got a table",
        "scene.lua:7: label: lines must be a whole number, got 1.5",
      ])
    let padding = Node.read(
      .row, from: table([("padding", .table(table([("top", .integer(1)), ("lefft", .integer(2))])))]), site: site)
    #expect(
      padding.provenance.problems.map(\.description) == [
        "scene.lua:7: row: padding has an unknown side \"lefft\" (did you mean \"left\"?)"
      ])
  }

  @Test func duplicateIdsNameBothPositions() {
    let first = SectionDeclaration(
      id: "a", cells: [CellDeclaration(id: "x", provenance: Provenance(site: SourceSite(file: "s.lua", line: 2)))])
    let second = SectionDeclaration(
      id: "a",
      cells: [
        CellDeclaration(id: "y"),
        CellDeclaration(id: "x", provenance: Provenance(site: SourceSite(file: "s.lua", line: 9))),
      ], provenance: Provenance(site: SourceSite(file: "s.lua", line: 8)))
    let problems = ListDeclaration(sections: [first, second]).problems.map(\.description)
    #expect(
      problems == [
        "s.lua:8: section \"a\": duplicate section id: sections 0 and 1 (s.lua:8) (UIKit: supplied section identifiers are not unique)",
        "s.lua:9: cell \"x\": duplicate cell id: [0,0] (s.lua:2) and [1,1] (s.lua:9); ids must be unique across the list (UIKit: supplied item identifiers are not unique)",
      ])
  }

  @Test func cellShortcutProblems() {
    let mixed = CellDeclaration.read(id: "c", from: table([("text", .string("x"))], [.node(Node(.spacer))]), site: site)
    #expect(
      mixed.provenance.problems.map(\.description) == [
        "scene.lua:7: cell \"c\": mixes custom content with the built-in fields text/secondary/image/accessory/badge"
      ])
    let accessory = CellDeclaration.read(id: "c", from: table([("accessory", .string("chevorn"))]), site: site)
    #expect(
      accessory.provenance.problems.first?.description.hasPrefix(
        "scene.lua:7: cell \"c\": accessory \"chevorn\" is not a cell accessory (did you mean \"chevron\"?)") == true)
    let two = CellDeclaration.read(id: "c", from: table([], [.node(Node(.spacer)), .node(Node(.spacer))]), site: site)
    #expect(
      two.provenance.problems.map(\.description) == [
        "scene.lua:7: cell \"c\": has more than one content node; put them in a column or a row"
      ])
  }

  @Test func gridOptionsOnOtherStylesAreReported() {
    let section = SectionDeclaration(id: "s", cells: [], layout: SectionLayoutOptions(columns: .fixed(2)))
    var options = ListOptions()
    options.style = .plain
    #expect(
      ListDeclaration(options: options, sections: [section]).problems.map(\.description) == [
        "section \"s\": columns, spacing, line_spacing, insets and align apply to the grid style only (this list is plain)"
      ])
  }

  @Test func bareCellsFormTheMainSection() {
    let declaration = ListDeclaration.read(table([], [.cell(CellDeclaration(id: "a"))]), site: site)
    #expect(declaration.sections.map(\.id) == ["main"])
    #expect(declaration.problems.isEmpty)
  }

  @Test func equalityIgnoresWhereSomethingWasDeclared() {
    let one = CellDeclaration.read(
      id: "a", from: table([("text", .string("x"))]), site: SourceSite(file: "a.lua", line: 1))
    let two = CellDeclaration.read(
      id: "a", from: table([("text", .string("x"))]), site: SourceSite(file: "b.lua", line: 9))
    #expect(one == two)
    #expect(one.contentHash == two.contentHash)
    let changed = CellDeclaration.read(id: "a", from: table([("text", .string("y"))]), site: nil)
    #expect(one != changed)
  }

  @Test func suggestions() {
    #expect(Suggestion.closest(to: "stlye", in: ListOptions.keys) == "style")
    #expect(Suggestion.closest(to: "margin", in: ListOptions.keys) == nil)
    #expect(Suggestion.closest(to: "linespacing", in: ListOptions.keys) == "line_spacing")
    // The start of a longer name, when only one name starts so; a name in another case.
    #expect(Suggestion.closest(to: "estimated", in: ListOptions.keys) == "estimated_height")
    #expect(
      Suggestion.closest(to: "inset", in: ["plain", "grouped", "insetGrouped", "cards", "grid"]) == "insetGrouped")
    #expect(Suggestion.closest(to: "card", in: ListOptions.keys) == nil)  // card_margin or card_spacing
    #expect(Suggestion.closest(to: "Apple", in: ["apple", "banana"]) == "apple")
    #expect(Suggestion.closest(to: "in", in: ["inset"]) == nil)
    #expect(Suggestion.closest(to: "widht", in: ["width", "height"]) == "width")
  }

  /// Every name as close as the nearest is offered, the nearest first; a word that starts a few
  /// names offers them all.
  @Test func everyCloseNameIsOffered() {
    #expect(Suggestion.close(to: "card", in: ListOptions.keys) == ["card_margin", "card_spacing"])
    #expect(Suggestion.close(to: "fram", in: ["frame", "frames", "at"]) == ["frame", "frames"])
    #expect(Suggestion.close(to: "stlye", in: ListOptions.keys) == ["style"])
    #expect(Suggestion.close(to: "Apple", in: ["apple", "APPLE", "apples"]) == ["APPLE", "apple"])
    #expect(Suggestion.close(to: "cel", in: ["cell", "col", "sell"]) == ["cell", "col"])
    #expect(Suggestion.close(to: "margin", in: ListOptions.keys).isEmpty)
    #expect(Suggestion.close(to: "zz", in: ["a", "b"]).isEmpty)
    // The word itself is no suggestion.
    #expect(Suggestion.close(to: "frames", in: ["frames", "frame"]) == ["frame"])
    #expect(Suggestion.alternatives(["a"]) == "\"a\"")
    #expect(Suggestion.alternatives(["a", "b", "c"]) == "\"a\", \"b\" or \"c\"")
    #expect(Suggestion.alternatives(["x", "y"], joining: "and") { $0 } == "x and y")
    #expect(Suggestion.parenthesized("fram", in: ["frame", "frames"]) == " (did you mean \"frame\" or \"frames\"?)")
    #expect(Suggestion.parenthesized("zz", in: ["frame"]) == "")
  }

  /// Short ids get no far-fetched suggestion: at most a third of the name may change (one edit
  /// for a name of up to five characters), and never all of it.
  @Test func shortNamesAreSuggestedOnlyWhenClose() {
    #expect(Suggestion.closest(to: "zz", in: ["a", "b", "c"]) == nil)  // every character differs
    #expect(Suggestion.closest(to: "x", in: ["y"]) == nil)
    #expect(Suggestion.closest(to: "ab", in: ["cd", "xy"]) == nil)
    #expect(Suggestion.closest(to: "abc", in: ["xyz", "axy"]) == nil)  // two of three changed
    #expect(Suggestion.closest(to: "ac", in: ["abc"]) == "abc")  // one inserted
    #expect(Suggestion.closest(to: "bdy", in: ["body", "title"]) == "body")
    #expect(Suggestion.closest(to: "sprng", in: ["spring"]) == "spring")
    #expect(Suggestion.closest(to: "aple", in: ["apple", "banana"]) == "apple")
    #expect(Suggestion.closest(to: "banan", in: ["apple", "banana"]) == "banana")
    // Longer names allow a third: two edits in six characters.
    #expect(Suggestion.closest(to: "baanan", in: ["apple", "banana"]) == "banana")
    #expect(Suggestion.closest(to: "zebra", in: ["apple", "banana"]) == nil)
  }
}
