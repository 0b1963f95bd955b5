public import ListDeclaration

extension ContentLayout {
  /// The height of a cell's content at `width`, or nil when it has none (a fixed-height cell may
  /// still have content; this measures it all the same).
  ///
  /// A built-in cell is measured from its description (``BuiltInCell/Part``), the one its node
  /// tree is built from, without building the tree.
  ///
  /// An outline cell's content is measured narrower: by its indentation and its disclosure's
  /// reserve (see ``CellOutline``).
  ///
  /// - Complexity: O(size of the content); text is O(length).
  public func height(ofContentOf cell: CellDeclaration, width: Double) -> Double? {
    let width = cell.outline.map { $0.contentRect(in: Rect(x: 0, y: 0, width: width, height: 0)).width } ?? width
    if let custom = cell.customContent { return height(of: custom, width: width) }
    guard let builtIn = cell.builtIn else { return nil }
    return height(of: builtIn, width: width)
  }

  /// The height of the built-in cell's content (``BuiltInCell/node``) at `width`.
  ///
  /// - Complexity: O(length of the text).
  func height(of cell: BuiltInCell, width: Double) -> Double {
    height(ofTree: cell, width: width)
  }
}
