import ListDeclaration
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
        let rows = raster.interiorRows(of: shape.frame)
        guard
          let (inside, columns) = clip(rows, raster.interiorColumns(of: shape.frame), to: shape.holder, raster: raster)
        else { continue }
        // Lines start inside the holder's border and end above its bottom one (past the grid
        // they are cut: the viewport ends there).
        let top = max(rows.lowerBound, inside.lowerBound)
        let bottom = min(rows.upperBound, inside.upperBound)
        guard top <= bottom else { continue }
        let (lines, at) = placedLines(of: shape, in: top...bottom, raster: raster)
        drawText(lines, at: at, columns: columns, align: shape.align, ink: ink, on: &canvas)
      case .image:
        guard
          let (rows, columns) = clip(
            raster.interiorRows(of: shape.frame), raster.interiorColumns(of: shape.frame), to: shape.holder,
            raster: raster)
        else { continue }
        canvas.fill("░", rows: rows, columns: columns, ink: ink)
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

  /// `rows` and `columns` cut to the inside of `holder`'s box (within its borders); nil when
  /// nothing is left. Without a holder, as they are.
  static func clip(
    _ rows: ClosedRange<Int>, _ columns: ClosedRange<Int>, to holder: Scene.Shape.Holder?, raster: Raster
  ) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
    guard let holder, Raster.isFinite(holder.frame) else { return (rows, columns) }
    let box = raster.edges(of: holder.frame, inward: holder.inward)
    let top = max(rows.lowerBound, box.top + 1)
    let bottom = min(rows.upperBound, box.bottom - 1)
    let left = max(columns.lowerBound, box.left + 1)
    let right = min(columns.upperBound, box.right - 1)
    guard top <= bottom, left <= right else { return nil }
    return (top...bottom, left...right)
  }

  /// A label's lines and the row of each, in `rows` (the rows of its frame inside its holder's
  /// borders): each line on the row nearest its middle (line n's middle is n + ½ line heights
  /// below the label's top), or the row after the previous line's when that is taken, so a
  /// label's lines spread over its height as they do in points; without a font, one line per row
  /// from the first. When the last would fall past the last row — the holder's edges snap to the
  /// grid on their own, and may take a row the label has in points — the lines move up, each
  /// at most to the row before the next. Only when there are more lines than rows are lines left
  /// out, and the last one drawn then ends with `…` (``fittingRows(_:count:)``).
  ///
  /// - Complexity: O(lines).
  static func placedLines(of shape: Scene.Shape, in rows: ClosedRange<Int>, raster: Raster) -> (
    lines: [String], rows: [Int]
  ) {
    let lines = fittingRows(shape.lines, count: rows.count)
    var result: [Int] = []
    result.reserveCapacity(lines.count)
    var next = rows.lowerBound
    let lineHeight = shape.font?.lineHeight ?? 0
    for index in lines.indices {
      var row = next
      if lineHeight > 0 { row = max(next, raster.row(shape.frame.y + (Double(index) + 0.5) * lineHeight)) }
      result.append(row)
      next = row + 1
    }
    var last = rows.upperBound
    for index in result.indices.reversed() {
      result[index] = min(result[index], last)
      last = result[index] - 1
    }
    return (lines, result)
  }

  /// `lines` as `count` rows show them: all of them when they fit, else the first `count`, the
  /// last of which ends with `…` — no line is left out without a mark.
  static func fittingRows(_ lines: [String], count: Int) -> [String] {
    guard lines.count > count else { return lines }
    guard count > 0 else { return [] }
    var shown = Array(lines.prefix(count))
    shown[count - 1] += "…"
    return shown
  }

  /// `lines` one per row from the first of `rows`, each fitted into `columns` and aligned in
  /// them; when there are more lines than rows, the last row's line ends with `…`.
  ///
  /// - Complexity: O(visible rows × columns).
  static func drawText(
    _ lines: [String], rows: ClosedRange<Int>, columns: ClosedRange<Int>, align: TextAlignment, ink: Ink,
    on canvas: inout Canvas
  ) {
    let shown = fittingRows(lines, count: rows.count)
    drawText(shown, at: Array(rows.prefix(shown.count)), columns: columns, align: align, ink: ink, on: &canvas)
  }

  /// Each of `lines` on its row of `rows`, fitted into `columns` and aligned in them.
  ///
  /// - Complexity: O(visible rows × columns).
  static func drawText(
    _ lines: [String], at rows: [Int], columns: ClosedRange<Int>, align: TextAlignment, ink: Ink,
    on canvas: inout Canvas
  ) {
    for (line, row) in zip(lines, rows) where row >= 0 && row < canvas.rows {
      let glyphs = TerminalText.fitted(line, columns: columns.count)
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
