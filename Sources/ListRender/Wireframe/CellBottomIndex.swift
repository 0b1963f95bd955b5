/// The bottom edges of the cells of a wireframe, by grid row and right column: how a separator
/// finds the cell it belongs to (a separator ends at its cell's bottom-right corner), and so
/// where the cell's leading edge is.
struct CellBottomIndex: Sendable {
  private struct Corner: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  private var leftColumns: [Corner: [Int]] = [:]

  /// Records a cell by its grid edges.
  mutating func insert(_ edges: Raster.Edges) {
    leftColumns[Corner(row: edges.bottom, column: edges.right), default: []].append(edges.left)
  }

  /// The left edge of the cell whose bottom-right corner is at (`row`, `right`) and whose left
  /// edge lies before `column` (the nearest one if several cells qualify), or nil.
  ///
  /// - Complexity: O(cells sharing that corner), O(1) in a layout.
  func leftEdge(row: Int, right: Int, before column: Int) -> Int? {
    leftColumns[Corner(row: row, column: right)]?.filter { $0 < column }.max()
  }
}
