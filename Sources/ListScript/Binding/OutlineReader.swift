import ListDeclaration
import ListLayout

/// The place in an outline of each cell of a layout's elements, read in document order: each
/// cell's declaration is the next one of its section's, so a whole list is read once, in order
/// (``Layout/outline(of:)`` finds each cell by its index).
struct OutlineReader {
  let layout: Layout
  private var section = -1
  private var nextItem = 0
  private var cells = CellList().makeIterator()

  init(_ layout: Layout) { self.layout = layout }

  /// The place of `element` in an outline: nil for an element other than a cell, or a cell
  /// outside an outline.
  ///
  /// - Complexity: O(1) for the next cell of the section last read, else O(log c).
  mutating func outline(of element: borrowing Element) -> CellOutline? {
    guard element.kind == .cell, let item = element.item, layout.declaration.sections.indices.contains(element.section)
    else { return nil }
    if element.section != section || item != nextItem {
      section = element.section
      cells = layout.declaration.sections[section].cells.makeIterator(from: item)
    }
    nextItem = item + 1
    return cells.next()?.outline
  }
}
