import ListLayout

extension Wireframe {
  /// Third pass, in scene order over the lines: titles in top borders, text, image fills.
  ///
  /// - Complexity: O(shapes + the area of the text and fills inside the grid).
  static func drawOverlays(_ shapes: [Scene.Shape], cards: CardHolders, raster: Raster, on canvas: inout Canvas) {
    for (index, shape) in shapes.enumerated() where Raster.isFinite(shape.frame) {
      let ink = Pen(shape).ink
      switch shape.kind {
      case .cell, .header, .footer, .card, .box, .supplementary, .decoration:
        let edges = raster.edges(of: shape.frame, inward: shape.kind == .card)
        let outlined = shape.kind != .box && !cards.holdsCard(index)
        if outlined, let title = cards.titles[index], !title.isEmpty {
          drawTitle(title, edges: edges, ink: ink, on: &canvas)
        }
        if !shape.lines.isEmpty, edges.top + 1 <= edges.bottom - 1, edges.left + 2 <= edges.right - 2 {
          drawText(
            shape.lines, rows: (edges.top + 1)...(edges.bottom - 1), columns: (edges.left + 2)...(edges.right - 2),
            align: shape.align, ink: ink, on: &canvas)
        }
      case .label:
        // At a small scale (`show(l, {columns = 20})`) a label may have no row of its own: it
        // would take the row nearest its middle, often its cell's border, and write over the
        // line and the title on it (`├Apple─ b ──┤`). It is left out when a line runs there.
        if !hasOwnRow(shape.frame, raster), crossesLine(shape.frame, raster, canvas) { continue }
        drawText(
          shape.lines, rows: raster.interiorRows(of: shape.frame), columns: raster.interiorColumns(of: shape.frame),
          align: shape.align, ink: ink, on: &canvas)
      case .image:
        canvas.fill(
          "░", rows: raster.interiorRows(of: shape.frame), columns: raster.interiorColumns(of: shape.frame), ink: ink)
      case .separator, .stack:
        continue
      }
    }
  }

  /// Whether the centre of some row lies inside `frame` (what ``Raster/interiorRows(of:)`` falls
  /// back from when none does).
  private static func hasOwnRow(_ frame: Rect, _ raster: Raster) -> Bool {
    let top = (frame.y - raster.origin.y) / raster.scale.y
    let bottom = (frame.maxY - raster.origin.y) / raster.scale.y
    return (top - 1e-9).rounded(.up) <= (bottom + 1e-9).rounded(.down)
  }

  /// Whether a line passes through a cell that text in `frame` would cover.
  private static func crossesLine(_ frame: Rect, _ raster: Raster, _ canvas: Canvas) -> Bool {
    for row in raster.interiorRows(of: frame) where row >= 0 && row < canvas.rows {
      for column in raster.interiorColumns(of: frame) where column >= 0 && column < canvas.columns {
        if !canvas.directions[canvas.index(row: row, column: column)].isEmpty { return true }
      }
    }
    return false
  }

  /// `lines` one per row from the first of `rows`, each fitted into `columns` and aligned in
  /// them; lines past the last row are not drawn.
  ///
  /// - Complexity: O(visible rows × columns).
  static func drawText(
    _ lines: [String], rows: ClosedRange<Int>, columns: ClosedRange<Int>, align: TextAlignment, ink: Ink,
    on canvas: inout Canvas
  ) {
    let firstVisible = max(rows.lowerBound, 0)
    let lastVisible = min(rows.upperBound, rows.lowerBound + lines.count - 1, canvas.rows - 1)
    guard firstVisible <= lastVisible else { return }
    for row in firstVisible...lastVisible {
      let glyphs = TerminalText.fitted(lines[row - rows.lowerBound], columns: columns.count)
      let free = columns.count - TerminalText.width(of: glyphs)
      let offset =
        switch align {
        case .leading: 0
        case .center: free / 2
        case .trailing: free
        }
      canvas.write(glyphs, row: row, column: columns.lowerBound + offset, ink: ink)
    }
  }

  /// `title` in the top border: after its first solid `─` (past a separator's inset), between
  /// spaces, keeping at least one `─` after it: `┌─ apple ───┐`, `├┈┈┈─ banana ──┤`. Cut with
  /// `…` when at least two columns are free for it; left out when fewer are, or when the border
  /// is not visible.
  static func drawTitle(_ title: String, edges: Raster.Edges, ink: Ink, on canvas: inout Canvas) {
    let row = edges.top
    guard row >= 0, row < canvas.rows else { return }
    let last = min(edges.right - 1, canvas.columns - 1)
    var column = max(edges.left + 1, 0)
    // A plain stretch of border: nothing but `─` (or `┈`), no text on it yet.
    func isPlainBorder(_ column: Int) -> Bool {
      let at = canvas.index(row: row, column: column)
      return canvas.directions[at] == .horizontal && canvas.overlays[at] == .none
    }
    func isSolidBorder(_ column: Int) -> Bool {
      isPlainBorder(column) && !canvas.marks[canvas.index(row: row, column: column)].contains(.inset)
    }
    while column <= last && !isSolidBorder(column) { column += 1 }
    var end = column
    while end <= last && isPlainBorder(end) { end += 1 }
    let free = end - column - 4  // "─ " before the title, " ─" after it
    guard free >= 2 else { return }
    let glyphs = TerminalText.fitted(title, columns: free)
    let space = TerminalText.Glyph(character: " ", width: 1)
    canvas.write([space] + glyphs + [space], row: row, column: column + 1, ink: ink)
  }
}
