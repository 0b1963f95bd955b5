/// The bottom edges of the cells of a wireframe, by grid row and right (or left) column: how a
/// separator finds the cell it belongs to (a separator ends at its cell's bottom-right corner, or
/// in a right-to-left list starts at its bottom-left one), and so where the cell's leading edge is.
struct CellBottomIndex: Sendable {
  private struct Corner: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  private var leftColumns: [Corner: [Int]] = [:]
  /// The same cells by their bottom-left corner: a right-to-left list's separators start at
  /// their cell's left edge and leave their inset at its right.
  private var rightColumns: [Corner: [Int]] = [:]

  /// Records a cell by its grid edges.
  mutating func insert(_ edges: Raster.Edges) {
    leftColumns[Corner(row: edges.bottom, column: edges.right), default: []].append(edges.left)
    rightColumns[Corner(row: edges.bottom, column: edges.left), default: []].append(edges.right)
  }

  /// The right edge of the cell whose bottom-left corner is at (`row`, `left`) and whose right
  /// edge lies after `column` (the nearest one if several cells qualify), or nil.
  ///
  /// - Complexity: O(cells sharing that corner), O(1) in a layout.
  func rightEdge(row: Int, left: Int, after column: Int) -> Int? {
    rightColumns[Corner(row: row, column: left)]?.filter { $0 > column }.min()
  }

  /// The left edge of the cell whose bottom-right corner is at (`row`, `right`) and whose left
  /// edge lies before `column` (the nearest one if several cells qualify), or nil.
  ///
  /// - Complexity: O(cells sharing that corner), O(1) in a layout.
  func leftEdge(row: Int, right: Int, before column: Int) -> Int? {
    leftColumns[Corner(row: row, column: right)]?.filter { $0 < column }.max()
  }
}
