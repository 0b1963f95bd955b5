import ListDeclaration
import ListLayout

/// Maps content coordinates (points) to the character grid of one wireframe.
///
/// A character cell stands for `scale.x` × `scale.y` points. An edge at x lands in column
/// `round((x − viewport.x) / scale.x)`, an edge at y in row `round((y − viewport.y) / scale.y)`,
/// so two frames that touch share a row or column of border. A cell's centre stands for the point
/// `viewport.x + column × scale.x`: text and fills cover the cells whose centres lie inside a frame.
struct Raster: Sendable {
  /// At most this many columns and rows are drawn (the viewport's top-left part of a larger one),
  /// so a 100000-point viewport cannot exhaust memory.
  static let maximumColumns = 1_000
  static let maximumRows = 2_000

  let origin: (x: Double, y: Double)
  let scale: WireframeScale
  /// Output width: the columns of the viewport's width, plus one for its right edge.
  let columns: Int
  /// Output height: the rows of the viewport's height, plus one for its bottom edge.
  let rows: Int

  /// Grid edges (row and column indices) of a frame; they may lie outside the grid.
  struct Edges: Hashable, Sendable {
    var top: Int
    var bottom: Int
    var left: Int
    var right: Int
  }

  init(viewport: Rect, scale: WireframeScale) {
    precondition(
      scale.x.isFinite && scale.y.isFinite && scale.x > 0 && scale.y > 0,
      "a wireframe scale needs finite, positive points per column and per row")
    origin = (viewport.x, viewport.y)
    self.scale = scale
    if Raster.isFinite(viewport) && viewport.width >= 0 && viewport.height >= 0 {
      columns = min(Raster.index(viewport.width / scale.x) + 1, Raster.maximumColumns)
      rows = min(Raster.index(viewport.height / scale.y) + 1, Raster.maximumRows)
    } else {
      columns = 0
      rows = 0
    }
  }

  /// The column of a vertical edge at `x`.
  func column(_ x: Double) -> Int { Raster.index((x - origin.x) / scale.x) }

  /// The row of a horizontal edge at `y`.
  func row(_ y: Double) -> Int { Raster.index((y - origin.y) / scale.y) }

  /// The content coordinate a column's edge stands for.
  func x(ofColumn column: Int) -> Double { origin.x + Double(column) * scale.x }

  /// The content coordinate a row's edge stands for.
  func y(ofRow row: Int) -> Double { origin.y + Double(row) * scale.y }

  /// The edges of `frame`. `inward` snaps each edge to the nearest cell inside the frame instead
  /// of the nearest cell (cards: two cards a few points apart then never share a row); when that
  /// leaves nothing, the nearest cells are used after all.
  func edges(of frame: Rect, inward: Bool = false) -> Edges {
    let nearest = Edges(
      top: row(frame.y), bottom: row(frame.maxY), left: column(frame.x), right: column(frame.maxX))
    guard inward else { return nearest }
    let vertical = Raster.inside((frame.y - origin.y) / scale.y, (frame.maxY - origin.y) / scale.y)
    let horizontal = Raster.inside((frame.x - origin.x) / scale.x, (frame.maxX - origin.x) / scale.x)
    return Edges(
      top: vertical?.lowerBound ?? nearest.top, bottom: vertical?.upperBound ?? nearest.bottom,
      left: horizontal?.lowerBound ?? nearest.left, right: horizontal?.upperBound ?? nearest.right)
  }

  /// The rows whose centres lie inside `frame` (top and bottom included), or the row nearest its
  /// middle when none does. Not clipped to the grid.
  func interiorRows(of frame: Rect) -> ClosedRange<Int> {
    let top = (frame.y - origin.y) / scale.y
    let bottom = (frame.maxY - origin.y) / scale.y
    if let inside = Raster.inside(top, bottom) { return inside }
    let middle = Raster.index((top + bottom) / 2)
    return middle...middle
  }

  /// The columns whose centres lie inside `frame`, or the column nearest its middle when none does.
  func interiorColumns(of frame: Rect) -> ClosedRange<Int> {
    let left = (frame.x - origin.x) / scale.x
    let right = (frame.maxX - origin.x) / scale.x
    if let inside = Raster.inside(left, right) { return inside }
    let middle = Raster.index((left + right) / 2)
    return middle...middle
  }

  /// Whole numbers in `low...high`, with a little slack for floating-point noise (a frame edge at
  /// 2.0000000001 columns still covers column 2).
  private static func inside(_ low: Double, _ high: Double) -> ClosedRange<Int>? {
    let first = index((low - 1e-9).rounded(.up))
    let last = index((high + 1e-9).rounded(.down))
    return first <= last ? first...last : nil
  }

  /// The nearest integer (halves away from zero), clamped so that far-away shapes stay cheap
  /// and never overflow.
  private static func index(_ value: Double) -> Int {
    let rounded = value.rounded()
    guard rounded.isFinite else { return rounded > 0 ? 1_000_000_000 : -1_000_000_000 }
    return Int(max(min(rounded, 1e9), -1e9))
  }

  /// Whether all four numbers of `rect` are finite (shapes that are not are skipped).
  static func isFinite(_ rect: Rect) -> Bool {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }
}
