import ListDeclaration
import ListDiff
import ListText
import Testing

@testable import ListLayout

@Suite struct ContentLayoutTests {
  let content = ContentLayout(grid: PixelGrid(scale: 3))
  let line = 20 + third  // one body line at @3x

  private func frames(_ node: Node, width: Double = 300) -> [ContentLayout.NodeFrame] {
    content.frames(of: node, in: Rect(x: 0, y: 0, width: width, height: content.height(of: node, width: width)))
  }

  @Test func columnSizeIsPaddingPlusChildrenPlusSpacing() {
    let node = column(
      spacing: 8, padding: EdgeInsets(top: 10, left: 40, bottom: 15, right: 40),
      [
        box(height: 2), image(height: 92), label("Name", style: .footnote),
      ])
    // 10 + 2 + 8 + 92 + 8 + 15.667 + 15
    #expect(approx(content.height(of: node, width: 375), 150 + 2 * third))
    let placed = frames(node, width: 375)
    #expect(same(placed[1].frame, r(40, 10, 295, 2)))  // the rule spans the inner width
    #expect(same(placed[2].frame, r(40, 20, 295, 92)))
  }

  @Test func hiddenChildrenTakeNoSpaceAndNoSpacing() {
    let visible = column(spacing: 10, [label("A"), label("B")])
    let withHidden = column(spacing: 10, [label("A"), Node(.label(Label(text: "X")), hidden: true), label("B")])
    #expect(content.height(of: withHidden, width: 300) == content.height(of: visible, width: 300))
    #expect(frames(withHidden).count == 3)  // the hidden label has no frame
  }

  @Test func emptyTextIsZeroTall() {
    #expect(content.height(of: label(""), width: 100) == 0)
    #expect(approx(content.height(of: column(spacing: 5, [label(""), label("A")]), width: 100), 5 + line))
  }

  @Test func labelsWrapAndCapLines() {
    let text = "Small, round, stone fruit that grows on trees in temperate regions of the world"
    let wrapped = content.height(of: label(text, style: .footnote), width: 100)
    #expect(wrapped > 3 * 15.5)
    let capped = content.height(of: label(text, style: .footnote, lines: 2), width: 100)
    #expect(approx(capped, 31 + third))  // 2 × 15.514 = 31.03 → 31.333
    let placed = frames(label(text, lines: 2), width: 100)
    #expect(placed[0].lines == 2)
    #expect(placed[0].text?.last?.hasSuffix("…") == true)
  }

  @Test func rowFillGivesFreeSpaceToTheStack() {
    // Image fixed at 40; the column (hugging 250) stretches rather than the labels (251).
    let node = row(
      spacing: 12, padding: EdgeInsets(all: 16),
      [
        image(width: 40, height: 40), column([label("Cherry", style: .headline)]),
      ])
    let placed = frames(node, width: 375)
    #expect(same(placed[1].frame, r(16, 16, 40, 40)))
    #expect(same(placed[2].frame, r(68, 16, 291, 40)))  // 375 − 32 − 40 − 12; fill height
  }

  @Test func rowFillStretchesTheFirstAmongEqualsAndSpacersFirst() {
    let twoLabels = frames(row([label("A"), label("B")]), width: 300)
    #expect(twoLabels[1].frame.width > twoLabels[2].frame.width)  // the first label stretches
    #expect(approx(twoLabels[2].frame.maxX, 300))
    let spaced = frames(row([label("A"), spacer(), label("B"), spacer()]), width: 300)
    #expect(abs(spaced[2].frame.width - spaced[4].frame.width) <= third + 1e-9)  // equal, to a pixel
    #expect(spaced[1].frame.width < 20)  // labels keep their intrinsic width
  }

  @Test func rowOverflowShrinksTheFirstFlexibleChildSoItWraps() {
    let long = String(repeating: "wrap ", count: 20)
    let node = row(spacing: 8, [label(long), label("Detail")])
    let placed = frames(node, width: 200)
    let detail = TextMetrics.width(of: "Detail", font: Font(style: .body))
    #expect(placed[2].frame.width >= detail - 0.5)  // the detail keeps its width
    #expect(placed[1].lines! > 1)  // the long title wraps
    #expect(approx(placed[2].frame.maxX, 200))
  }

  @Test func equalAndWeightedDistribution() {
    let equal = frames(row(spacing: 10, distribute: .equal, [label("A"), label("Longer"), box()]), width: 320)
    #expect(equal[1...].allSatisfy { approx($0.frame.width, 100) })
    var weighted1 = label("One")
    weighted1.weight = 1
    var weighted3 = box()
    weighted3.weight = 3
    let fixed = box(width: 40)
    let weighted = frames(row(distribute: .weighted, [weighted1, fixed, weighted3]), width: 240)
    #expect(approx(weighted[1].frame.width, 50))  // (240 − 40) · 1/4
    #expect(approx(weighted[2].frame.width, 40))
    #expect(approx(weighted[3].frame.width, 150))
  }

  @Test func rowAlignment() {
    let top = frames(row(align: .top, [box(width: 20, height: 10), box(width: 20, height: 30)]))
    #expect(same(top[1].frame, r(0, 0, 20, 10)))
    let center = frames(row(align: .center, [box(width: 20, height: 10), box(width: 20, height: 30)]))
    #expect(same(center[1].frame, r(0, 10, 20, 10)))
    let bottom = frames(row(align: .bottom, [box(width: 20, height: 10), box(width: 20, height: 30)]))
    #expect(same(bottom[1].frame, r(0, 20, 20, 10)))
    let fill = frames(row([box(width: 20), box(width: 20, height: 30)]))
    #expect(same(fill[1].frame, r(0, 0, 20, 30)))  // no height: fills the row
  }

  @Test func columnAlignmentUsesIntrinsicWidths() {
    let text = label("Hi")
    let width = TextMetrics.width(of: "Hi", font: Font(style: .body))
    let centered = frames(column(align: .center, [text]), width: 300)
    #expect(abs(centered[1].frame.midX - 150) < 0.5)
    #expect(centered[1].frame.width <= width + 0.34)
    let trailing = frames(column(align: .trailing, [text]), width: 300)
    #expect(approx(trailing[1].frame.maxX, 300))
    // An image without a width fills the column's width whatever the alignment.
    let image = frames(column(align: .leading, [image(height: 10)]), width: 300)
    #expect(image[1].frame.width == 300)
  }

  @Test func stretchedColumnGivesExtraToSpacers() {
    let node = row([box(width: 10, height: 100), column([label("Top"), spacer(), label("Bottom")])])
    let placed = frames(node, width: 300)
    #expect(approx(placed[3].frame.y, 0))
    #expect(approx(placed[5].frame.maxY, 100))  // pushed to the bottom by the spacer
  }

  @Test func intrinsicSizesOfStacks() {
    let a = TextMetrics.width(of: "Alpha", font: Font(style: .body))
    let b = TextMetrics.width(of: "Beta", font: Font(style: .body))
    let horizontal = row(spacing: 5, padding: EdgeInsets(vertical: 0, horizontal: 10), [label("Alpha"), label("Beta")])
    #expect(abs(content.intrinsicWidth(of: horizontal) - (a + b + 25)) < 0.7)
    let vertical = column([label("Alpha"), label("Beta")])
    #expect(abs(content.intrinsicWidth(of: vertical) - max(a, b)) < 0.34)
  }

  @Test func builtInCellMetrics() {
    let plain = BuiltInCell(text: "Apple").node
    #expect(approx(content.height(of: plain, width: 375), 22 + line))  // 11 + 20.333 + 11 (cells then enforce 44)
    let subtitle = BuiltInCell(text: "Apple", secondary: "Red").node
    #expect(approx(content.height(of: subtitle, width: 375), 22 + line + 3 + 18))
    let withAccessory = content.frames(of: BuiltInCell(text: "Apple", accessory: .chevron).node, in: r(0, 0, 375, 44))
    let chevron = withAccessory.first { $0.id == "chevron" }
    #expect(same(chevron?.frame, r(375 - 16 - 8, 15 + 2 * third, 8, 13)))  // centred: 15.5 → 15.667
  }

  @Test func depthLimitIsEnforcedWhileBuilding() {
    var node = label("leaf")
    for _ in 0..<40 {
      node = Node.read(
        .column, from: DeclarationTable(array: [.node(node)]), site: SourceSite(file: "deep.lua", line: 3))
    }
    #expect(node.depth <= Node.maximumDepth + 1)
    let problems = ListDeclaration(sections: [section("s", [cell("c", node)])]).problems
    #expect(problems.contains { $0.description == "deep.lua:3: column: nests content more than 32 levels deep" })
  }
}

extension Rect {
  var midX: Double { x + width / 2 }
}
