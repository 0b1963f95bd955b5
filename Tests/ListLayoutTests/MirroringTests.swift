import ListDeclaration
import ListDiff
import ListText
import Testing

@testable import ListLayout

/// `direction = "rtl"`: every frame is the left-to-right frame mirrored, `x' = width − x − w`
/// (`Layout+Mirroring.swift`).
@Suite struct MirroringTests {
  /// Content with something at each side: an image at the leading edge, a title that wraps, a
  /// trailing detail, in a row with unequal paddings.
  private static let content = row(
    spacing: 8, padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 30), align: .center, id: "row",
    [
      image(width: 40, height: 40, id: "image"),
      column(
        spacing: 2, align: .leading, id: "texts",
        [label("A title that is long enough to wrap", id: "title"), label("sub", style: .footnote, id: "sub")]),
      label("12:30", style: .caption1, id: "time"),
    ])

  private static func sections() -> [SectionDeclaration] {
    [
      section(
        "one", header: "First", footer: "The end",
        [
          cell("a", content), textCell("b", "Built-in", secondary: "detail", accessory: .chevron),
          CellDeclaration(id: "c", height: 50, separatorInset: 40), cell("d", content),
        ]),
      section("two", header: "Second", [textCell("e", "Lone", accessory: .toggle), cell("f", height: 30)]),
    ]
  }

  /// The same list left to right and right to left; the right-to-left one's safe area sides are
  /// `safe` swapped, so that mirroring the whole picture maps one onto the other.
  private func pair(_ style: ListStyle, safe: EdgeInsets = .zero, configure: (inout ListOptions) -> Void = { _ in })
    throws -> (ltr: Layout, rtl: Layout)
  {
    var ltr = options(style, configure: configure)
    ltr.width = 390
    ltr.safeArea = safe
    var rtl = ltr
    rtl.direction = .rtl
    rtl.safeArea = EdgeInsets(top: safe.top, left: safe.right, bottom: safe.bottom, right: safe.left)
    return (try layout(ltr, Self.sections()), try layout(rtl, Self.sections()))
  }

  /// Every element of `rtl` is the element of `ltr` at the same place in document order, mirrored.
  private func expectMirrored(_ ltr: Layout, _ rtl: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
    let width = ltr.options.width
    let left = ltr.elements()
    let right = rtl.elements()
    #expect(left.count == right.count, sourceLocation: sourceLocation)
    #expect(right.contains { $0.frame.x != 0 || $0.frame.width != width }, sourceLocation: sourceLocation)
    for (a, b) in zip(left, right) {
      #expect(a.key == b.key && a.section == b.section && a.item == b.item, sourceLocation: sourceLocation)
      #expect(
        same(b.frame, r(width - a.frame.x - a.frame.width, a.frame.y, a.frame.width, a.frame.height)),
        "\(a.key): \(a.frame) mirrors to \(b.frame)", sourceLocation: sourceLocation)
    }
    // The other ways of reading frames agree with elements().
    for element in right where element.kind == .cell {
      #expect(rtl.cellElement(element.id)?.frame == element.frame, sourceLocation: sourceLocation)
      #expect(
        rtl.element(.cell, section: element.section, item: element.item)?.frame == element.frame,
        sourceLocation: sourceLocation)
    }
    #expect(rtl.visibleElements() == right.filter { rtl.isVisible($0.frame) }, sourceLocation: sourceLocation)
    // Content nodes mirror inside their cell, and labels align the other way.
    for element in left where element.kind == .cell {
      let leftNodes = ltr.subframes(element.id) ?? []
      let rightNodes = rtl.subframes(element.id) ?? []
      #expect(leftNodes.count == rightNodes.count, sourceLocation: sourceLocation)
      for (a, b) in zip(leftNodes, rightNodes) {
        let w = element.frame.width
        #expect(
          same(b.frame, r(w - a.frame.x - a.frame.width, a.frame.y, a.frame.width, a.frame.height)),
          "\(element.id) \(a.kind) \(a.id ?? ""): \(a.frame) mirrors to \(b.frame)", sourceLocation: sourceLocation)
        if a.align == .leading { #expect(b.align == .trailing, sourceLocation: sourceLocation) }
      }
    }
  }

  @Test(arguments: [ListStyle.plain, .grouped, .insetGrouped, .cards])
  func tableStylesMirror(style: ListStyle) throws {
    let (ltr, rtl) = try pair(style)
    expectMirrored(ltr, rtl)
  }

  @Test(arguments: [ListStyle.plain, .grouped, .insetGrouped, .cards, .grid])
  func stylesMirrorWithAnAsymmetricSafeArea(style: ListStyle) throws {
    // A safe area of 10 on the left and 30 on the right, against 30 on the left and 10 on the right.
    let (ltr, rtl) = try pair(style, safe: EdgeInsets(top: 20, left: 10, bottom: 5, right: 30))
    expectMirrored(ltr, rtl)
  }

  @Test func gridsMirrorLinesFromTheRight() throws {
    let (ltr, rtl) = try pair(.grid) {
      $0.columns = .fixed(3)
      $0.insets = EdgeInsets(top: 4, left: 12, bottom: 4, right: 2)
    }
    expectMirrored(ltr, rtl)
    // The first item of a line is the rightmost: (390 − 12 − 2 − 20) / 3 = 118.667 wide, at
    // 390 − 12 − 118.667 = 259.333 (to the pixel).
    let first = try #require(rtl.cellElement("a"))
    #expect(approx(first.frame.x, 259 + third))
    #expect(approx(first.frame.width, 118 + 2 * third))
  }

  @Test func aHandWorkedPlainRow() throws {
    let (_, rtl) = try pair(.plain)
    // Cell b is a built-in cell: chevron (8 wide) at the trailing edge, 16 + 4 from it in LTR (the
    // 20-point margin of a 390-point list) — at 20 from the left edge in RTL.
    let chevron = try #require(rtl.subframes("b")?.first { $0.id == "chevron" })
    #expect(approx(chevron.frame.x, 20))
    // Its separator starts at the right: from 0 to 390 − 20 = 370.
    let separator = try #require(rtl.element(.separator, "b"))
    #expect(same(separator.frame, r(0, separator.frame.y, 370, third)))
    // A cell's own separator inset (40) too.
    #expect(approx(rtl.element(.separator, "c")?.frame.maxX, 350))
  }

  @Test func theYAxisAndTheOffsetAreNotMirrored() throws {
    var (ltr, rtl) = try pair(.plain) { $0.height = 200 }
    ltr.scroll(to: 120)
    rtl.scroll(to: 120)
    #expect(ltr.offset == rtl.offset)
    #expect(ltr.visibleIDs() == rtl.visibleIDs())
    #expect(ltr.contentSize == rtl.contentSize)
  }

  @Test func aCollapsedDisclosurePointsToTheTrailingSide() throws {
    var outline = CellOutline(level: 1, indentationWidth: 10, disclosure: .collapsed)
    let ltrCell = CellDeclaration(id: "folder", builtIn: BuiltInCell(text: "Folder")).withOutline(outline)
    let list = try layout(options { $0.direction = .rtl }, [section("s", [ltrCell])])
    let disclosure = try #require(list.subframes("folder")?.last)
    #expect(disclosure.kind == "disclosure")
    #expect(disclosure.text == ["◂"])
    // 16 points from the left edge (the trailing one), 13 wide.
    #expect(approx(disclosure.frame.x, 16))
    outline.disclosure = .expanded
    let expanded = try layout(
      options { $0.direction = .rtl },
      [section("s", [CellDeclaration(id: "folder", builtIn: BuiltInCell(text: "Folder")).withOutline(outline)])])
    #expect(expanded.subframes("folder")?.last?.text == ["▾"])
  }
}
