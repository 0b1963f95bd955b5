import ListDeclaration
import ListDiff
import Testing

@testable import ListLayout

/// An outline cell's content is indented by level × indentation width and leaves room for its
/// disclosure, in every style; its frame, separator and card do not move.
@Suite struct CellOutlineTests {
  static let text = "A long file name that wraps over several lines when the cell is narrow enough"

  private func layout(_ style: ListStyle, outline: CellOutline?) throws -> Layout {
    var options = ListOptions()
    options.style = style
    let cell = CellDeclaration(id: "file", builtIn: BuiltInCell(text: Self.text), outline: outline)
    let other = CellDeclaration(id: "other", builtIn: BuiltInCell(text: "Other"))
    return try Layout(ListDeclaration(options: options, sections: [SectionDeclaration(id: "s", cells: [cell, other])]))
  }

  @Test(arguments: [ListStyle.plain, .grouped, .insetGrouped, .cards, .grid])
  func contentIsIndentedAndNarrowed(style: ListStyle) throws {
    let plain = try layout(style, outline: nil)
    let outline = CellOutline(level: 3, disclosure: .collapsed)
    let indented = try layout(style, outline: outline)
    let label = { (layout: Layout) in layout.subframes("file")!.first { $0.kind == "label" }!.frame }
    // 3 levels of 10 points to the leading side, the disclosure's 29 points off the trailing side.
    #expect(label(indented).x == label(plain).x + 30)
    #expect(abs(label(indented).width - (label(plain).width - 59)) < 0.01)
    // Narrower text wraps onto more lines: the cell is at least as tall, never wider.
    let cell = { (layout: Layout) in layout.cellElement("file")!.frame }
    #expect(cell(indented).width == cell(plain).width)
    #expect(cell(indented).x == cell(plain).x)
    #expect(cell(indented).height >= cell(plain).height)
    // The disclosure is the last subframe: 13 points square, 16 from the trailing edge, centred.
    let disclosure = indented.subframes("file")!.last!
    #expect(disclosure.kind == "disclosure")
    #expect(disclosure.text == ["▸"])
    let content = indented.subframes("file")!.first!.frame
    #expect(abs(disclosure.frame.x + 13 + 16 - (content.maxX + 29)) < 0.5)
    #expect(indented.outline(of: indented.cellElement("file")!) == outline)
    #expect(indented.outline(of: indented.cellElement("other")!) == nil)
  }

  @Test func aNarrowerCellIsTaller() throws {
    let plain = try layout(.plain, outline: nil)
    let deep = try layout(.plain, outline: CellOutline(level: 20))
    #expect(deep.cellElement("file")!.frame.height > plain.cellElement("file")!.frame.height)
  }

  /// A root item without children keeps its place in the outline (level 0, no disclosure), so that
  /// it reports its level as the other cells of the outline do, and lays out as a plain cell.
  @Test func aRootLeafKeepsLevelZeroAndLaysOutAsAPlainCell() throws {
    let cell = CellDeclaration(id: "a", height: 44)
    let root = cell.withOutline(CellOutline(level: 0))
    #expect(root.outline == CellOutline(level: 0))
    #expect(root != cell)
    #expect(root.withOutline(nil) == cell)
    #expect(cell.withOutline(CellOutline(level: 1)).withOutline(nil) == cell)
    #expect(cell.withOutline(CellOutline(level: 0, disclosure: .expanded)).outline?.disclosure == .expanded)
    let plain = try layout(.plain, outline: nil)
    let leaf = try layout(.plain, outline: CellOutline(level: 0))
    #expect(leaf.elements().map(\.frame) == plain.elements().map(\.frame))
    #expect(leaf.subframes("file")!.map(\.frame) == plain.subframes("file")!.map(\.frame))
    #expect(leaf.outline(of: leaf.cellElement("file")!) == CellOutline(level: 0))
  }
}
