import ListRender

/// A rendered wireframe (without caption) read back as a grid of characters, for tests that
/// check one position. Assumes one column per character (no wide characters).
struct RenderedGrid {
  var rows: [[Character]]

  init(_ lines: [String]) { rows = lines.map(Array.init) }

  /// The character at `row`, `column`; a space past the end of a line, nil past the last row.
  subscript(row: Int, column: Int) -> Character? {
    guard rows.indices.contains(row) else { return nil }
    return column < rows[row].count ? rows[row][column] : " "
  }

  /// How many times `character` occurs.
  func count(of character: Character) -> Int { rows.reduce(0) { $0 + $1.filter { $0 == character }.count } }
}
