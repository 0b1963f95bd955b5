import ListDiff
import ListLayout

/// Where each element of a layout is in its `elements()` array, by section and index path: how
/// a transition finds the old element that a new one continues.
struct ElementIndex {
  /// For each section, the index of its header and of its footer, or -1.
  private var headers: [Int]
  private var footers: [Int]
  /// The flat index of each section's first item.
  private var starts: [Int]
  /// For each item (flat index), the index of its cell, card and separator, or -1.
  private var cells: [Int]
  private var cards: [Int]
  private var separators: [Int]

  /// - Parameter itemCounts: the number of items in each section of the layout.
  /// - Complexity: O(n), n the elements.
  init(_ elements: [Element], itemCounts: [Int]) {
    headers = [Int](repeating: -1, count: itemCounts.count)
    footers = headers
    starts = []
    starts.reserveCapacity(itemCounts.count)
    var total = 0
    for count in itemCounts {
      starts.append(total)
      total += count
    }
    cells = [Int](repeating: -1, count: total)
    cards = cells
    separators = cells
    for (index, element) in elements.enumerated() {
      switch element.kind {
      case .header: headers[element.section] = index
      case .footer: footers[element.section] = index
      case .cell: cells[starts[element.section] + element.item!] = index
      case .card: cards[starts[element.section] + element.item!] = index
      case .separator: separators[starts[element.section] + element.item!] = index
      }
    }
  }

  /// The index of the header or footer of `section`.
  func supplementary(_ kind: Element.Kind, of section: Int) -> Int? {
    let index = kind == .header ? headers[section] : footers[section]
    return index >= 0 ? index : nil
  }

  /// The index of the cell, card or separator at `path`.
  func item(_ kind: Element.Kind, at path: ItemPath) -> Int? {
    let flat = starts[path.section] + path.item
    let index =
      switch kind {
      case .card: cards[flat]
      case .separator: separators[flat]
      default: cells[flat]
      }
    return index >= 0 ? index : nil
  }
}
