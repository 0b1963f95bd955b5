import ListDeclaration
import ListLayout
import ListRender
import Testing

/// One rule of the wireframe at a time, at known positions.
@Suite struct WireframeBehaviourTests {
  // MARK: Joining lines

  @Test func junctionsJoinThreeAndFourLines() {
    let grid = RenderedGrid(Wireframe.render(TestScenes.junctions))
    // Four cells of 100 × 50 points sharing edges: 20 columns × 5 rows each.
    #expect(grid[0, 0] == "┌")
    #expect(grid[0, 20] == "┬")
    #expect(grid[0, 40] == "┐")
    #expect(grid[5, 0] == "├")
    #expect(grid[5, 20] == "┼")
    #expect(grid[5, 40] == "┤")
    #expect(grid[10, 20] == "┴")
    // A rule ending on a card's side joins it; the card's free corners stay rounded.
    #expect(grid[3, 44] == "├")
    #expect(grid[0, 44] == "╭")
    #expect(grid[5, 64] == "╯")
    // A line meeting a rounded corner makes it a junction.
    #expect(grid[10, 44] == "├")
    #expect(grid[10, 64] == "╯")
  }

  @Test func roundedCornersOnlyWhereAsked() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 100),
      shapes: [Shapes.cell(0, 0, 100, 40, corners: .top), Shapes.cell(0, 60, 100, 40, corners: .bottom)])
    let grid = RenderedGrid(Wireframe.render(scene))
    #expect([grid[0, 0], grid[0, 20], grid[4, 0], grid[4, 20]] == ["╭", "╮", "└", "┘"])
    #expect([grid[6, 0], grid[6, 20], grid[10, 0], grid[10, 20]] == ["┌", "┐", "╰", "╯"])
  }

  @Test func aSquareCornerOnARoundedOneWins() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 40),
      shapes: [Shapes.cell(0, 0, 100, 40, corners: .all), Shapes.shape(.box, 0, 0, 100, 40)])
    let grid = RenderedGrid(Wireframe.render(scene))
    #expect(grid[0, 0] == "┌")
    #expect(grid[4, 20] == "┘")
  }

  @Test func aHeaderDoesNotSquareOffTheRoundedCellUnderIt() {
    let grid = RenderedGrid(Array(Wireframe.render(TestScenes.insetGrouped).dropFirst()))
    // The header's sides (columns 3 and 72) end on the first cell's rounded corners on row 4.
    #expect(grid[3, 3] == "│")
    #expect(grid[4, 3] == "╭")
    #expect(grid[4, 72] == "╮")
    #expect(grid[17, 3] == "╰")
  }

  // MARK: Separators

  @Test func separatorInsetIsDottedUpToTheSeparator() {
    // A 200-point cell whose separator is inset 40 points: columns 1…7 are the inset, 8…40 the line.
    let cell = Shapes.cell(0, 0, 200, 44)
    let next = Shapes.cell(0, 44, 200, 44)
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 88),
      shapes: [cell, Shapes.separator(under: cell, inset: 40), next])
    let lines = Wireframe.render(scene)
    #expect(lines[4] == "├" + String(repeating: "┈", count: 7) + String(repeating: "─", count: 32) + "┤")
  }

  @Test func aRightToLeftSeparatorLeavesItsInsetAtTheRight() {
    // The mirror of the 40-point inset above: the line from the cell's left edge to 160, the
    // inset dotted from there to the right edge.
    let cell = Shapes.cell(0, 0, 200, 44)
    let hairline = 1.0 / 3
    let separator = Scene.Shape(kind: .separator, frame: Rect(x: 0, y: 44 - hairline, width: 160, height: hairline))
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 88), shapes: [cell, separator, Shapes.cell(0, 44, 200, 44)])
    let lines = Wireframe.render(scene)
    #expect(lines[4] == "├" + String(repeating: "─", count: 32) + String(repeating: "┈", count: 7) + "┤")
  }

  @Test func separatorInsetOfAnInsetCellStartsAtTheCell() {
    let cell = Shapes.cell(20, 0, 160, 44)
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 88),
      shapes: [cell, Shapes.separator(under: cell, inset: 20), Shapes.cell(20, 44, 160, 44)])
    let lines = Wireframe.render(scene)
    #expect(lines[4] == "    ├┈┈┈" + String(repeating: "─", count: 28) + "┤")
  }

  @Test func aSeparatorWithoutItsCellIsAPlainLine() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 20),
      shapes: [Scene.Shape(kind: .separator, frame: Rect(x: 20, y: 9.67, width: 80, height: 1.0 / 3))])
    #expect(Wireframe.render(scene) == ["", "    " + String(repeating: "─", count: 17), ""])
  }

  // MARK: Cards

  @Test func cardsNeverShareARowAndTheirCellsAreNotOutlined() {
    let lines = Wireframe.render(TestScenes.cards).dropFirst()
    let tops = lines.indices.filter { lines[$0].contains("╭") }
    let bottoms = lines.indices.filter { lines[$0].contains("╰") }
    #expect(tops.count == 3 && bottoms.count == 3)
    for (bottom, nextTop) in zip(bottoms, tops.dropFirst()) {
      #expect(nextTop - bottom == 2, "a blank row between cards")
      #expect(lines[bottom + 1].isEmpty)
    }
    // No cell outline: nothing in the first and last columns, no square corners or junctions.
    let text = lines.joined()
    #expect(!text.contains { "┌┐└┘├┤┬┴┼".contains($0) })
    #expect(lines.allSatisfy { !$0.hasPrefix("│") })
  }

  @Test func aCardTakesItsCellsTitle() {
    let lines = Wireframe.render(TestScenes.cards)
    #expect(lines[2] == "  ╭─ battery " + String(repeating: "─", count: 60) + "╮")
  }

  @Test func aCardOutsideTheCellBeforeItLeavesThatCellOutlined() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 100),
      shapes: [Shapes.cell(0, 0, 100, 40), Shapes.shape(.card, 10, 50, 80, 40, corners: .all)])
    let grid = RenderedGrid(Wireframe.render(scene))
    #expect(grid[0, 0] == "┌")
    #expect(grid[5, 2] == "╭")
  }

  // MARK: Text and fills

  @Test func labelsAreCutWithAnEllipsisAndAligned() {
    let lines = Wireframe.render(TestScenes.labels)
    #expect(lines[1] == "│   A title far too lon…" + String(repeating: " ", count: 51) + "│")
    // "Centred" in columns 4…71 (68 columns): 61 free, 30 before it.
    #expect(lines[3].firstIndex(of: "C").map { lines[3].distance(from: lines[3].startIndex, to: $0) } == 34)
    #expect(lines[5].hasSuffix("Trailing   │"))
    #expect(lines[7].contains("日本語のテ…"))
    #expect(!lines.joined().contains("third"))
    #expect(lines[8].hasPrefix("│   second line…  "))
  }

  @Test func titlesThatDoNotFitAreCutOrLeftOut() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 200, height: 20),
      shapes: [
        Shapes.cell(0, 0, 40, 20, title: "a-long-identifier"),  // 7 border columns: "─ " + 3 + " ─"
        Shapes.cell(50, 0, 20, 20, title: "tiny"),  // 3 border columns: no room
      ])
    #expect(Wireframe.render(scene)[0] == "┌─ a-… ─┐ ┌───┐")
  }

  @Test func imagesAreFilledAndTinyOnesStillShow() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 40),
      shapes: [Shapes.shape(.image, 10, 10, 20, 20), Shapes.shape(.image, 60, 12, 2, 2)])
    // Rows 1…3 and columns 2…6 have their centres in the first; none in the second, whose
    // middle is row 1, column 12.
    #expect(Wireframe.render(scene) == ["", "  ░░░░░     ░", "  ░░░░░", "  ░░░░░", ""])
  }

  @Test func thinBoxesAreRulesAndStacksAreNotDrawn() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 40),
      shapes: [
        Shapes.shape(.box, 10, 19, 50, 2), Shapes.shape(.box, 80, 0, 1, 40), Shapes.shape(.stack, 0, 0, 100, 40),
      ])
    #expect(
      Wireframe.render(scene) == [
        "                │", "                │", "  ───────────   │", "                │", "                │",
      ])
  }

  @Test func controlCharactersCannotInjectEscapes() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 100, height: 20),
      shapes: [Shapes.label(["\u{1B}[31mred"], 0, 0, 100, 20)], caption: "caption\u{1B}[2J")
    let output = Wireframe.render(scene)
    #expect(!output.joined().contains("\u{1B}"))
    #expect(output[0] == "caption�[2J")
  }

  // MARK: Clipping

  @Test func cutEdgesAreNotDrawn() {
    let lines = Wireframe.render(TestScenes.clipped)
    // The first cell's top is above the viewport, the third cell's bottom below it: its last row
    // has its sides and no bottom edge. (Its label starts 1.83 points above the viewport's bottom,
    // two rows below its top border like every cell's: past the last row, so not drawn.)
    #expect(lines[1] == "│   line 4" + String(repeating: " ", count: 65) + "│")
    #expect(lines[lines.count - 2].hasPrefix("├┈┈─ third ─"))
    #expect(lines.last == "│" + String(repeating: " ", count: 74) + "│")
  }

  @Test func shapesCutAtTheLeftAndRightKeepTheirLinesRunningOut() {
    let scene = Scene(
      viewport: Rect(x: 50, y: 0, width: 100, height: 40),
      shapes: [Shapes.cell(0, 0, 100, 40), Shapes.cell(100, 0, 100, 40)])
    #expect(
      Wireframe.render(scene) == [
        "──────────┬──────────", "          │", "          │", "          │", "──────────┴──────────",
      ])
  }

  @Test func shapesOutsideOrNotFiniteDrawNothing() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 50, height: 20),
      shapes: [
        Shapes.cell(0, 1e12, 50, 44), Shapes.cell(-1e300, 0, 10, 10), Shapes.cell(.nan, 0, 10, 10),
        Shapes.label(["x"], .infinity, 0, 10, 10), Shapes.shape(.image, 0, -500, 50, 100),
      ])
    #expect(Wireframe.render(scene) == ["", "", ""])
  }

  @Test func aHugeViewportIsCapped() {
    let scene = Scene(viewport: Rect(x: 0, y: 0, width: 100_000, height: 1_000_000), shapes: [])
    let output = Wireframe.render(scene)
    #expect(output.count == 2_000)
  }

  // MARK: Dimming and colours

  @Test func dimmedLinesAreDashedOnlyWhereNoSolidLinePasses() {
    let grid = RenderedGrid(Wireframe.render(TestScenes.dimmed))
    #expect(grid[4, 0] == "├" && grid[4, 20] == "─")  // shared with a solid cell
    #expect(grid[6, 0] == "╎" && grid[6, 40] == "╎")
    #expect(grid[19, 10] == "╌")
  }

  @Test func coloursByStateAndKind() {
    let lines = Wireframe.render(TestScenes.transition, colors: true)
    #expect(lines[1].hasPrefix("\u{1B}[36m┌"))  // header: cyan
    #expect(lines[5].hasPrefix("\u{1B}[2;31m╎"))  // deleting at alpha 0.4: dim red
    #expect(lines[9].hasPrefix("\u{1B}[32m│"))  // inserting: green
    #expect(lines[14].hasPrefix("\u{1B}[33m│"))  // moving: yellow
    #expect(lines[18].hasPrefix("\u{1B}[35m│"))  // updating: magenta
    #expect(lines[22] == "│" + String(repeating: " ", count: 39) + "│")  // steady: default
    #expect(lines[8].contains("\u{1B}[2;32m┈┈─"))  // separator and its inset: dim
    #expect(lines.allSatisfy { !$0.contains("\u{1B}") || $0.hasSuffix("\u{1B}[0m") })
  }
}
