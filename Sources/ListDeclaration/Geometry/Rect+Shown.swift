extension Rect {
  /// How messages show a frame a script gave: `{x = 0, y = 0, w = nan, h = 5}`, as the script
  /// writes it.
  package var shownAsLua: String {
    "{x = \(formatNumber(x)), y = \(formatNumber(y)), w = \(formatNumber(width)), h = \(formatNumber(height))}"
  }
}
