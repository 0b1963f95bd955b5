/// The character grid a wireframe is drawn on: a layer of box-drawing lines under a layer of
/// text and fills.
///
/// Lines are kept as the set of ``Directions`` they leave each cell in, so outlines drawn in any
/// order join into the right characters (`├ ┬ ┼ …`); the character is only chosen when the canvas
/// becomes text (``Canvas/lines(colors:)``). Text and fills replace whatever line is under them.
/// Positions outside the grid are ignored, so callers may pass unclipped coordinates.
struct Canvas: Sendable {
  /// What a line cell is besides its directions.
  struct LineMarks: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// A shape with `alpha ≥ 0.5` passes here.
    static let solid = LineMarks(rawValue: 1)
    /// A dimmed shape passes here.
    static let dimmed = LineMarks(rawValue: 2)
    /// Part of a cell's bottom edge before its separator's inset: drawn `┈`.
    static let inset = LineMarks(rawValue: 4)
    /// Part of a separator: dim with colours on.
    static let separator = LineMarks(rawValue: 8)
    /// A rounded shape has a corner here.
    static let roundedCorner = LineMarks(rawValue: 16)
    /// A square-cornered shape (not a header or footer) has a corner here: it wins over a
    /// rounded one.
    static let squareCorner = LineMarks(rawValue: 32)
    /// A fading shape (deleting or inserting, in a transition) passes here: drawn `┄ ┆` where
    /// no solid line does.
    static let fading = LineMarks(rawValue: 64)
  }

  /// One cell of the text layer.
  enum Overlay: Hashable, Sendable {
    case none
    case glyph(Character, Ink)
    /// The right half of a wide character drawn in the cell before.
    case continuation
  }

  let columns: Int
  let rows: Int
  private(set) var directions: [Directions]
  /// The directions of lines from shapes other than headers and footers (see
  /// ``Pen/yieldsToRoundedCorners``).
  private(set) var primaryDirections: [Directions]
  private(set) var marks: [LineMarks]
  private(set) var lineColors: [TerminalColor]
  private var linePriorities: [UInt8]
  private(set) var overlays: [Overlay]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let count = self.columns * self.rows
    directions = Array(repeating: [], count: count)
    primaryDirections = directions
    marks = Array(repeating: [], count: count)
    lineColors = Array(repeating: .default, count: count)
    linePriorities = Array(repeating: 0, count: count)
    overlays = Array(repeating: .none, count: count)
  }

  func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < rows && column >= 0 && column < columns
  }

  func index(row: Int, column: Int) -> Int { row * columns + column }

  // MARK: Lines

  /// A horizontal line on `row` from column `from` to `through` (inclusive, unclipped). Cells at
  /// the grid's edge still point past it when the line goes on outside, so a cut line ends in
  /// `─`, not in a corner.
  ///
  /// - Complexity: O(length of the part inside the grid).
  mutating func drawHorizontal(row: Int, from first: Int, through last: Int, pen: Pen) {
    guard row >= 0, row < rows, first <= last else { return }
    let low = max(first, 0)
    let high = min(last, columns - 1)
    guard low <= high else { return }
    for column in low...high {
      var leaving: Directions = []
      if column > first { leaving.insert(.left) }
      if column < last { leaving.insert(.right) }
      addLine(leaving, at: index(row: row, column: column), pen: pen)
    }
  }

  /// A vertical line in `column` from row `from` to `through` (inclusive, unclipped).
  ///
  /// - Complexity: O(length of the part inside the grid).
  mutating func drawVertical(column: Int, from first: Int, through last: Int, pen: Pen) {
    guard column >= 0, column < columns, first <= last else { return }
    let low = max(first, 0)
    let high = min(last, rows - 1)
    guard low <= high else { return }
    for row in low...high {
      var leaving: Directions = []
      if row > first { leaving.insert(.up) }
      if row < last { leaving.insert(.down) }
      addLine(leaving, at: index(row: row, column: column), pen: pen)
    }
  }

  /// The outline of a rectangle given by its grid edges; `rounded` corners are marked so that
  /// they draw as `╭ ╮ ╰ ╯` unless another line joins them.
  ///
  /// - Complexity: O(perimeter inside the grid).
  mutating func drawOutline(_ edges: Raster.Edges, rounded: CornerSet, pen: Pen) {
    drawHorizontal(row: edges.top, from: edges.left, through: edges.right, pen: pen)
    if edges.bottom != edges.top {
      drawHorizontal(row: edges.bottom, from: edges.left, through: edges.right, pen: pen)
    }
    drawVertical(column: edges.left, from: edges.top, through: edges.bottom, pen: pen)
    if edges.right != edges.left {
      drawVertical(column: edges.right, from: edges.top, through: edges.bottom, pen: pen)
    }
    let corners: [(Int, Int, CornerSet)] = [
      (edges.top, edges.left, .topLeft), (edges.top, edges.right, .topRight),
      (edges.bottom, edges.left, .bottomLeft), (edges.bottom, edges.right, .bottomRight),
    ]
    for (row, column, corner) in corners where contains(row: row, column: column) {
      if rounded.contains(corner) {
        marks[index(row: row, column: column)].insert(.roundedCorner)
      } else if !pen.yieldsToRoundedCorners {
        marks[index(row: row, column: column)].insert(.squareCorner)
      }
    }
  }

  /// Adds `marks` to the line cells of `row` from `first` through `last` (clipped).
  mutating func mark(_ added: LineMarks, row: Int, from first: Int, through last: Int) {
    guard row >= 0, row < rows else { return }
    let low = max(first, 0)
    let high = min(last, columns - 1)
    guard low <= high else { return }
    for column in low...high {
      marks[index(row: row, column: column)].formUnion(added)
    }
  }

  private mutating func addLine(_ leaving: Directions, at index: Int, pen: Pen) {
    guard !leaving.isEmpty else { return }
    directions[index].formUnion(leaving)
    if !pen.yieldsToRoundedCorners { primaryDirections[index].formUnion(leaving) }
    if pen.fading {
      marks[index].insert(.fading)
      if pen.dimmed { marks[index].insert(.dimmed) }
    } else {
      marks[index].insert(pen.dimmed ? .dimmed : .solid)
    }
    if pen.priority >= linePriorities[index] {
      linePriorities[index] = pen.priority
      lineColors[index] = pen.color
    }
  }

  /// Erases lines (unless `keepingLines`), text and fills in `rows` × `columns` (clipped): what a
  /// shape drawn on top hides.
  ///
  /// - Complexity: O(area inside the grid).
  mutating func clear(
    rows rowRange: ClosedRange<Int>, columns columnRange: ClosedRange<Int>, keepingLines: Bool = false
  ) {
    guard let (top, bottom, left, right) = clipped(rows: rowRange, columns: columnRange) else { return }
    for row in top...bottom {
      if left > 0, case .continuation = overlays[index(row: row, column: left)] {
        overlays[index(row: row, column: left - 1)] = .none
      }
      if right + 1 < columns, case .continuation = overlays[index(row: row, column: right + 1)] {
        overlays[index(row: row, column: right + 1)] = .none
      }
      for column in left...right {
        let at = index(row: row, column: column)
        overlays[at] = .none
        if keepingLines { continue }
        directions[at] = []
        primaryDirections[at] = []
        marks[at] = []
        lineColors[at] = .default
        linePriorities[at] = 0
      }
    }
  }

  /// Before a box is drawn on top of what is there: the lines under its border that cross into
  /// its inside, or run along the border through it, are cut where they meet the border, so the
  /// border joins only the lines that end at it from outside (a neighbour's side, an enclosing
  /// box) — not the lines of what it covers (a chevron under a cell sliding over it is hidden,
  /// not drawn as `┼─┼` in the border). The corners keep their lines.
  ///
  /// On the top border (between the corners), a line going down into the box is cut, and so is
  /// one that comes from above and goes on down (it crosses the border); one that only comes
  /// from above ends at the border and stays. Likewise on the other three sides.
  ///
  /// - Complexity: O(perimeter inside the grid).
  mutating func cutLines(crossing edges: Raster.Edges) {
    func cut(row: Int, column: Int, inward: Directions, outward: Directions) {
      guard contains(row: row, column: column) else { return }
      let at = index(row: row, column: column)
      var removed = inward
      if directions[at].isSuperset(of: inward.union(outward)) { removed.formUnion(outward) }
      directions[at].subtract(removed)
      primaryDirections[at].subtract(removed)
    }
    if edges.left + 1 <= edges.right - 1 {
      for column in (edges.left + 1)...(edges.right - 1) {
        cut(row: edges.top, column: column, inward: .down, outward: .up)
        if edges.bottom != edges.top { cut(row: edges.bottom, column: column, inward: .up, outward: .down) }
      }
    }
    if edges.top + 1 <= edges.bottom - 1 {
      for row in (edges.top + 1)...(edges.bottom - 1) {
        cut(row: row, column: edges.left, inward: .right, outward: .left)
        if edges.right != edges.left { cut(row: row, column: edges.right, inward: .left, outward: .right) }
      }
    }
  }

  /// `rows` × `columns` cut to the grid: its first and last row and column, or nil when
  /// nothing of it is inside.
  private func clipped(
    rows rowRange: ClosedRange<Int>, columns columnRange: ClosedRange<Int>
  ) -> (top: Int, bottom: Int, left: Int, right: Int)? {
    let top = max(rowRange.lowerBound, 0)
    let bottom = min(rowRange.upperBound, rows - 1)
    let left = max(columnRange.lowerBound, 0)
    let right = min(columnRange.upperBound, columns - 1)
    return top <= bottom && left <= right ? (top, bottom, left, right) : nil
  }

  // MARK: Text and fills

  /// Draws `glyphs` on `row` from `column`, over any line; characters that do not fit in the
  /// grid whole are left out.
  ///
  /// - Complexity: O(glyphs).
  mutating func write(_ glyphs: [TerminalText.Glyph], row: Int, column start: Int, ink: Ink) {
    guard row >= 0, row < rows else { return }
    var column = start
    for glyph in glyphs {
      defer { column += glyph.width }
      guard column >= 0, column + glyph.width <= columns else { continue }
      clearWideCharacter(row: row, column: column)
      if glyph.width == 2 { clearWideCharacter(row: row, column: column + 1) }
      overlays[index(row: row, column: column)] = .glyph(glyph.character, ink)
      if glyph.width == 2 { overlays[index(row: row, column: column + 1)] = .continuation }
    }
  }

  /// Fills the cells of `rows` × `columns` (clipped) with `character`.
  ///
  /// - Complexity: O(area inside the grid).
  mutating func fill(
    _ character: Character, rows rowRange: ClosedRange<Int>, columns columnRange: ClosedRange<Int>, ink: Ink
  ) {
    guard let (top, bottom, left, right) = clipped(rows: rowRange, columns: columnRange) else { return }
    for row in top...bottom {
      write(
        Array(repeating: TerminalText.Glyph(character: character, width: 1), count: right - left + 1),
        row: row, column: left, ink: ink)
    }
  }

  /// Before a cell is overwritten: a wide character it is half of loses its other half too.
  private mutating func clearWideCharacter(row: Int, column: Int) {
    let at = index(row: row, column: column)
    switch overlays[at] {
    case .continuation where column > 0:
      overlays[at - 1] = .none
    case .glyph where column + 1 < columns && overlays[at + 1] == .continuation:
      overlays[at + 1] = .none
    default:
      break
    }
  }
}
