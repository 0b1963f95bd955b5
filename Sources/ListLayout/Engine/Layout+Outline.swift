public import ListDeclaration

extension Layout {
  /// The outline place of a cell element's declaration; nil for other elements and plain cells.
  ///
  /// - Complexity: O(log n).
  public func outline(of element: Element) -> CellOutline? {
    guard element.kind == .cell, let item = element.item, declaration.sections.indices.contains(element.section) else {
      return nil
    }
    let cells = declaration.sections[element.section].cells
    return cells.indices.contains(item) ? cells[item].outline : nil
  }
}
