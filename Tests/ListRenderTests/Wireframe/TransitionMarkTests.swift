import ListDeclaration
import ListLayout
import ListText
import Testing

@testable import ListRender

/// A transition's wireframe marks: fading elements and elements drawn on top.
@Suite struct TransitionMarkTests {
  static let viewport = Rect(x: 0, y: 0, width: 100, height: 90)

  @Test func fadingShapesAreDashedWithTheirAlphaInTheTitle() {
    var fading = Shapes.cell(0, 0, 100, 40, title: "a α0.5", state: .deleting, alpha: 0.5)
    fading.fading = true
    let lines = Wireframe.render(Scene(viewport: Self.viewport, shapes: [fading]))
    #expect(lines[0] == "┌┄ a α0.5 ┄┄┄┄┄┄┄┄┄┄┐")
    #expect(lines[1] == "┆                   ┆")
    #expect(lines[4] == "└┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┘")
    // Without `fading` an element at alpha 0.5 is solid, as in a layout.
    let solid = Wireframe.render(
      Scene(viewport: Self.viewport, shapes: [Shapes.cell(0, 0, 100, 40, title: "a", alpha: 0.5)]))
    #expect(solid[1] == "│                   │")
  }

  @Test func movingShapesHideWhatTheySlideOver() {
    let under = Shapes.cell(0, 0, 100, 40, title: "b", state: .steady)
    let underLabel = Shapes.label(["Bravo"], 16, 10, 60, 20)
    let rule = Shapes.shape(.box, 50, 0, 1, 90)  // a vertical rule through both
    var moving = Shapes.cell(0, 0, 100, 40, title: "c", state: .moving)
    var movingLabel = Shapes.label(["Charlie"], 16, 20, 60, 20)
    for index in [0, 1] {
      var shape = index == 0 ? moving : movingLabel
      shape.onTop = true
      shape.group = "c"
      if index == 0 { moving = shape } else { movingLabel = shape }
    }
    let lines = Wireframe.render(
      Scene(viewport: Self.viewport, shapes: [under, underLabel, rule, moving, movingLabel]))
    #expect(lines[0].contains("─ c ─"))  // its own title wins on its border
    #expect(!lines.joined().contains("Bravo"))  // hidden under it
    #expect(lines[1].hasSuffix("↕ c │"))
    #expect(lines[2] == "│   Charlie         │")  // the rule does not cut through it
    #expect(lines[6].contains("│"))  // below it the rule is drawn
    #expect(Wireframe.onTopGroups([under, moving, movingLabel]).map(\.count) == [2])
  }
}

/// How content sits in its cell on the grid, and how a border drawn on top meets what it covers.
@Suite struct ContentPlacementTests {
  static func body(_ lines: [String], _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Scene.Shape {
    var label = Shapes.label(lines, x, y, width, height)
    label.font = Scene.TextFont(Font(style: .body))
    return label
  }

  @Test func aBorderOnTopCutsTheLinesOfWhatItCovers() {
    // The tutorial's t = 0.15 s: banana (30–90) slides up over apple (0–60), whose chevron box
    // (rows 2–5) its top border crosses, and over cherry's top (60), which lies inside it.
    let apple = Shapes.cell(0, 0, 100, 60, title: "apple")
    let chevron = Shapes.shape(.box, 80, 20, 8, 30)
    let cherry = Shapes.cell(0, 60, 100, 40, title: "cherry")
    var banana = Shapes.cell(0, 30, 100, 60, title: "banana", state: .moving)
    banana.onTop = true
    banana.group = "banana"
    let lines = Wireframe.render(
      Scene(viewport: Rect(x: 0, y: 0, width: 100, height: 100), shapes: [apple, chevron, cherry, banana]))
    #expect(
      lines == [
        "┌─ apple ───────────┐",
        "│                   │",
        "│               ┌─┐ │",
        // The chevron's sides end under banana's border instead of crossing it (`┼─┼`); apple's
        // and cherry's sides, which banana's border meets from outside, join it.
        "├─ banana ──────────┤",
        "│          ↕ banana │",
        "│                   │",
        // Apple's bottom and cherry's top, hidden under banana, leave no `├ ┤` on its sides.
        "│                   │",
        "│                   │",
        "│                   │",
        "├───────────────────┤",
        "└───────────────────┘",
      ])
  }

  @Test func identicalCellsDrawIdenticallyWhereverTheyFallOnTheGrid() {
    // Three 44-point cells: their tops fall at rows 0, 4.4 and 8.8, drawn on rows 0, 4 and 9.
    // Each label's line (11.83 points below its cell's top, 20.33 tall) is drawn two rows below
    // its cell's border, as in the first cell.
    var shapes: [Scene.Shape] = []
    for (index, name) in ["Alpha", "Bravo", "Charlie"].enumerated() {
      let top = Double(index) * 44
      shapes += [Shapes.cell(0, top, 100, 44), Self.body([name], 16, top + 11.83, 80, 20.33)]
    }
    let lines = Wireframe.render(Scene(viewport: Rect(x: 0, y: 0, width: 100, height: 132), shapes: shapes))
    #expect(
      lines == [
        "┌───────────────────┐",
        "│                   │",
        "│   Alpha           │",
        "│                   │",
        "├───────────────────┤",
        "│                   │",
        "│   Bravo           │",
        "│                   │",
        "│                   │",
        "├───────────────────┤",
        "│                   │",
        "│   Charlie         │",
        "│                   │",
        "└───────────────────┘",
      ])
  }

  @Test func aLabelsLinesSpreadOverItsHeight() {
    // Six 20.33-point lines from y = 0: their middles at 10.2, 30.5, … 111.8 points are rows 1,
    // 3, 5, 7, 9 and 11; the label ends at row 12, the cell at 14.
    let label = Self.body(["one", "two", "three", "four", "five", "six"], 10, 0, 80, 122)
    let lines = Wireframe.render(
      Scene(viewport: Rect(x: 0, y: 0, width: 100, height: 140), shapes: [Shapes.cell(0, 0, 100, 140), label]))
    #expect(lines.indices.filter { lines[$0].contains { $0.isLetter } } == [1, 3, 5, 7, 9, 11])
    #expect(lines[11] == "│ six               │")
    // Rows too tall for the lines (30 points each): one line a row, from the first; the four rows
    // do not hold six lines, so the last drawn says that more follow.
    let tall = Wireframe.render(
      Scene(viewport: Rect(x: 0, y: 0, width: 100, height: 140), shapes: [Shapes.cell(0, 0, 100, 140), label]),
      scale: WireframeScale(x: 5, y: 30))
    #expect(
      tall == [
        "┌───────────────────┐", "│ one               │", "│ two               │", "│ three             │",
        "│ four…             │", "└───────────────────┘",
      ])
  }

  @Test func contentStaysInsideItsCellsBorders() {
    // A label at the cell's very corner (no margins) is drawn inside the border, not over it.
    let lines = Wireframe.render(
      Scene(
        viewport: Rect(x: 0, y: 0, width: 100, height: 40),
        shapes: [
          Shapes.cell(0, 0, 100, 20.33, title: "a"), Shapes.label(["x"], 0, 0, 20, 20.33),
          Shapes.cell(0, 20.33, 100, 19.67, title: "b"), Shapes.shape(.image, 0, 20.33, 30, 19.67),
        ]))
    #expect(
      lines == [
        "┌─ a ───────────────┐", "│x                  │", "├─ b ───────────────┤", "│░░░░░░             │",
        "└───────────────────┘",
      ])
  }
}
