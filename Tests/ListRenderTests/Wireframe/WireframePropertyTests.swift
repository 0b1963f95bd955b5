import ListDeclaration
import ListLayout
import ListRender
import Testing

/// Properties every wireframe has, checked on every test scene.
@Suite struct WireframePropertyTests {
  static let names = TestScenes.all.map(\.0)

  static func scene(_ name: String) -> Scene { TestScenes.all.first { $0.0 == name }!.1 }

  @Test(arguments: names)
  func noLineEndsInASpace(name: String) {
    for colors in [false, true] {
      for (index, line) in Wireframe.render(Self.scene(name), colors: colors).enumerated() {
        #expect(!strippingEscapes(line).hasSuffix(" "), "line \(index) ends in a space (colors: \(colors))")
      }
    }
  }

  @Test(arguments: names)
  func noEscapeCodeWithoutColors(name: String) {
    let output = Wireframe.render(Self.scene(name), colors: false)
    #expect(!output.contains { $0.contains("\u{1B}") })
  }

  @Test(arguments: names)
  func coloursOnlyAddEscapes(name: String) {
    let plain = Wireframe.render(Self.scene(name))
    let colored = Wireframe.render(Self.scene(name), colors: true)
    #expect(colored.map(strippingEscapes) == plain)
  }

  @Test(arguments: names)
  func sizeFollowsTheViewportAndScale(name: String) {
    let scene = Self.scene(name)
    let output = Wireframe.render(scene)
    let rows = Int((scene.viewport.height / 10).rounded()) + 1
    let columns = Int((scene.viewport.width / 5).rounded()) + 1
    #expect(output.count == rows + (scene.caption.isEmpty ? 0 : 1))
    for line in output.dropFirst(scene.caption.isEmpty ? 0 : 1) {
      #expect(line.count <= columns)
    }
  }

  @Test(arguments: names)
  func renderingIsDeterministic(name: String) {
    #expect(Wireframe.render(Self.scene(name), colors: true) == Wireframe.render(Self.scene(name), colors: true))
  }

  @Test func standardScaleGivesSeventySixColumnsForAPhone() {
    let scene = Scene(
      viewport: Rect(x: 0, y: 0, width: 375, height: 667), shapes: [Shapes.cell(0, 0, 375, 667)])
    let output = Wireframe.render(scene)
    #expect(output.count == 68)
    #expect(output.first == "┌" + String(repeating: "─", count: 74) + "┐")
    #expect(output.last == "└" + String(repeating: "─", count: 74) + "┘")
  }

  @Test func scaleIsAParameter() {
    let scene = Scene(viewport: Rect(x: 0, y: 0, width: 100, height: 40), shapes: [Shapes.cell(0, 0, 100, 40)])
    let output = Wireframe.render(scene, scale: WireframeScale(x: 10, y: 20))
    #expect(
      output == [
        "┌" + String(repeating: "─", count: 9) + "┐", "│         │", "└" + String(repeating: "─", count: 9) + "┘",
      ])
  }
}
