import ListLayout
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
