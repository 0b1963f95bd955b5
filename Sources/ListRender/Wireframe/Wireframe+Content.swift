import ListDeclaration
import ListLayout

extension Wireframe {
  /// The scene's content nodes placed on the grid relative to the element that holds them.
  ///
  /// An element's edges snap to the nearest row and column, so identical cells at different
  /// heights start at different fractions of a row; their content, snapped on its own, would land
  /// on different rows (a 44-point cell at y = 0 has its text on its third row, the same cell at
  /// y = 88 on its second). Moving each content node by the distance its element's box — the
  /// element's frame, or the card a cell holds — moved when its top-left corner was snapped keeps
  /// the node where it is *in that box*, so identical cells draw identically. Each node also
  /// records the box, so its text and fills stay inside the box's borders.
  ///
  /// Content nodes follow their element in the scene (a cell, its content, then its card).
  ///
  /// - Complexity: O(shapes).
  static func placeContent(_ shapes: [Scene.Shape], raster: Raster) -> [Scene.Shape] {
    var placed = shapes
    var box: Scene.Shape.Holder?
    for index in shapes.indices {
      let shape = shapes[index]
      switch shape.kind {
      case .label, .image, .box, .stack:
        guard let box, Raster.isFinite(box.frame), Raster.isFinite(shape.frame) else { continue }
        let edges = raster.edges(of: box.frame, inward: box.inward)
        let dx = raster.x(ofColumn: edges.left) - box.frame.x
        let dy = raster.y(ofRow: edges.top) - box.frame.y
        placed[index].frame = shape.frame.offsetBy(dx: dx, dy: dy)
        placed[index].holder = box
      case .cell, .header, .footer, .supplementary, .decoration:
        box = Scene.Shape.Holder(frame: shape.frame, inward: false)
        if shape.kind == .cell, let card = card(heldBy: index, in: shapes) {
          box = Scene.Shape.Holder(frame: shapes[card].frame, inward: true)
        }
      case .card:
        box = Scene.Shape.Holder(frame: shape.frame, inward: true)
      case .separator:
        continue
      }
    }
    return placed
  }

  /// The card a cell holds: the first card after it, before the next cell, inside its frame.
  private static func card(heldBy cell: Int, in shapes: [Scene.Shape]) -> Int? {
    var index = cell + 1
    while index < shapes.count, shapes[index].kind != .cell {
      if shapes[index].kind == .card { return shapes[cell].frame.contains(shapes[index].frame) ? index : nil }
      index += 1
    }
    return nil
  }
}
