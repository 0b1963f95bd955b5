import ListDeclaration
import ListLayout
import ListRender

/// Scene shapes for tests, in content coordinates.
enum Shapes {
  static func cell(
    _ x: Double, _ y: Double, _ width: Double, _ height: Double, title: String? = nil, corners: Element.Corners = .none,
    state: Scene.Shape.State? = nil, alpha: Double = 1
  ) -> Scene.Shape {
    Scene.Shape(
      kind: .cell, frame: Rect(x: x, y: y, width: width, height: height), corners: corners, state: state, alpha: alpha,
      title: title)
  }

  static func shape(
    _ kind: Scene.Shape.Kind, _ x: Double, _ y: Double, _ width: Double, _ height: Double, title: String? = nil,
    corners: Element.Corners = .none, state: Scene.Shape.State? = nil, alpha: Double = 1
  ) -> Scene.Shape {
    Scene.Shape(
      kind: kind, frame: Rect(x: x, y: y, width: width, height: height), corners: corners, state: state, alpha: alpha,
      title: title)
  }

  static func label(
    _ lines: [String], _ x: Double, _ y: Double, _ width: Double, _ height: Double, align: TextAlignment = .leading,
    state: Scene.Shape.State? = nil, alpha: Double = 1
  ) -> Scene.Shape {
    Scene.Shape(
      kind: .label, frame: Rect(x: x, y: y, width: width, height: height), state: state, alpha: alpha, lines: lines,
      align: align)
  }

  /// A one-line 17-point label (20.33 points tall at @3x), vertically centred in a 44-point cell
  /// whose top is `cellY`, at the standard 16-point leading margin.
  static func bodyLabel(_ text: String, cellX: Double = 0, cellY: Double, width: Double = 120) -> Scene.Shape {
    label([text], cellX + 16, cellY + 11.83, width, 20.33)
  }

  /// The separator under `cell`: one pixel at @3x, from `inset` to the cell's trailing edge.
  static func separator(under cell: Scene.Shape, inset: Double = 16, state: Scene.Shape.State? = nil) -> Scene.Shape {
    let hairline = 1.0 / 3
    return Scene.Shape(
      kind: .separator,
      frame: Rect(
        x: cell.frame.x + inset, y: cell.frame.maxY - hairline, width: cell.frame.width - inset, height: hairline),
      state: state)
  }
}
