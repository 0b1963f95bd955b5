import ListDeclaration
import ListLayout

extension Wireframe {
  /// First pass: the outlines of cells, headers, footers, cards and boxes, and separator lines.
  /// Returns where the cells' bottom edges are, for ``markSeparators(_:cellBottoms:raster:on:)``.
  ///
  /// - Complexity: O(shapes + the perimeter of each inside the grid).
  static func drawLines(
    _ shapes: [Scene.Shape], cards: CardHolders, raster: Raster, on canvas: inout Canvas
  ) -> CellBottomIndex {
    var cellBottoms = CellBottomIndex()
    for (index, shape) in shapes.enumerated() where Raster.isFinite(shape.frame) {
      let pen = Pen(shape)
      switch shape.kind {
      case .cell, .header, .footer:
        let edges = raster.edges(of: shape.frame)
        // Only bottoms on the grid can meet a separator drawn on it.
        if shape.kind == .cell && edges.bottom >= 0 && edges.bottom < canvas.rows { cellBottoms.insert(edges) }
        if !cards.holdsCard(index) {
          canvas.drawOutline(edges, rounded: CornerSet(shape.corners), pen: pen)
        }
      case .card:
        canvas.drawOutline(raster.edges(of: shape.frame, inward: true), rounded: CornerSet(shape.corners), pen: pen)
      case .supplementary, .decoration:
        canvas.drawOutline(raster.edges(of: shape.frame), rounded: CornerSet(shape.corners), pen: pen)
      case .box:
        drawBox(shape, pen: pen, raster: raster, on: &canvas)
      case .separator:
        let row = raster.row(shape.frame.maxY)
        canvas.drawHorizontal(
          row: row, from: raster.column(shape.frame.x), through: raster.column(shape.frame.maxX), pen: pen)
      case .label, .image, .stack:
        continue
      }
    }
    return cellBottoms
  }

  /// A box less than a row tall is a horizontal rule on its row, one less than a column wide a
  /// vertical rule; a bigger one is an outline.
  private static func drawBox(_ shape: Scene.Shape, pen: Pen, raster: Raster, on canvas: inout Canvas) {
    let edges = raster.edges(of: shape.frame)
    if edges.top == edges.bottom {
      canvas.drawHorizontal(row: edges.top, from: edges.left, through: edges.right, pen: pen)
    } else if edges.left == edges.right {
      canvas.drawVertical(column: edges.left, from: edges.top, through: edges.bottom, pen: pen)
    } else {
      canvas.drawOutline(edges, rounded: CornerSet(shape.corners), pen: pen)
    }
  }

  /// Second pass, once every line is down: each separator marks its line (dim with colours on),
  /// and marks its cell's bottom edge before it as the inset (`┈`). A separator sits on its
  /// cell's bottom edge, so both end at the same grid corner.
  ///
  /// - Complexity: O(separators + their cells' widths inside the grid).
  static func markSeparators(
    _ shapes: [Scene.Shape], cellBottoms: CellBottomIndex, raster: Raster, on canvas: inout Canvas
  ) {
    for shape in shapes where shape.kind == .separator && Raster.isFinite(shape.frame) {
      let row = raster.row(shape.frame.maxY)
      guard row >= 0, row < canvas.rows else { continue }
      let first = raster.column(shape.frame.x)
      let last = raster.column(shape.frame.maxX)
      canvas.mark(.separator, row: row, from: first, through: last)
      if let cellLeft = cellBottoms.leftEdge(row: row, right: last, before: first) {
        canvas.mark(.inset, row: row, from: cellLeft + 1, through: first - 1)
      } else if let cellRight = cellBottoms.rightEdge(row: row, left: first, after: last) {
        // A right-to-left separator: its inset is at the cell's right.
        canvas.mark(.inset, row: row, from: last + 1, through: cellRight - 1)
      }
    }
  }
}
