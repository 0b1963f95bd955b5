import ListCollections
public import ListDeclaration
import ListDiff

extension Layout {
  /// Whether `frame` shows in the viewport at the current offset: it reaches below the viewport's
  /// top and starts above its bottom (an element that only touches an edge does not show); in a
  /// compositional list also across, where an orthogonal row's cells can lie beyond either side —
  /// and a horizontal one scrolls along x.
  public func isVisible(_ frame: Rect) -> Bool {
    let viewport = self.viewport
    if case .compositional = engine, frame.maxX <= viewport.x || frame.x >= viewport.maxX { return false }
    return frame.maxY > viewport.y && frame.y < viewport.maxY
  }

  /// The elements that show in the viewport at the current offset, in document order: the same as
  /// `elements().filter { isVisible($0.frame) }`, without laying out the rest.
  ///
  /// - Complexity: O(log n + k) for k visible elements (a custom style: O(n)).
  public func visibleElements() -> [Element] {
    mirrorsFrames ? layoutVisibleElements().map { mirrored($0) } : layoutVisibleElements()
  }

  /// ``visibleElements()`` laid out left to right.
  func layoutVisibleElements() -> [Element] {
    switch engine {
    case .rows(let rows): rowVisibleElements(rows)
    case .compositional(let geometry): compositionalVisibleElements(geometry)
    case .plugin: layoutElements().filter { isVisible($0.frame) }
    }
  }

  /// The visible elements of a table or grid.
  ///
  /// - Complexity: O(log n + k) for k visible elements.
  func rowVisibleElements(_ rows: HeightList) -> [Element] {
    guard !sections.isEmpty else { return [] }
    let top = offsetPixels
    let bottom = offsetPixels + viewportHeightPixels
    let firstSlot = rows.index(containing: top - contentTop)
    let lastSlot = rows.index(containing: bottom - 1 - contentTop)
    let first = section(ofSlot: min(firstSlot, rows.count - 1))
    let last = section(ofSlot: min(lastSlot, rows.count - 1))
    // The cells, by section.
    var cellsBySection: [Int: [Int]] = [:]
    for flat in rowVisibleItems(rows) { cellsBySection[location(ofItem: flat).section, default: []].append(flat) }
    var elements: [Element] = []
    for section in first...max(first, last) {
      if let header = layoutElement(.header, section: section, item: nil), isVisible(header.frame) {
        elements.append(header)
      }
      for flat in cellsBySection[section] ?? [] {
        let cell = rowCell(atItem: flat, rows: rows)
        elements.append(cell)
        if !options.style.isGrid, let item = cell.item {
          var decorations: [Element] = []
          appendDecorations(of: cell, item: item, in: section, to: &decorations)
          elements += decorations.filter { isVisible($0.frame) }
        }
      }
      if let footer = layoutElement(.footer, section: section, item: nil), isVisible(footer.frame) {
        elements.append(footer)
      }
    }
    return elements
  }

  /// The element of `kind` for the cell at `item` of `section` (cells, cards, separators) or for
  /// the section (`item` nil: headers, footers); nil when the list has no such element.
  /// Compositional lists also have supplementary and decoration views, named by `elementKind`,
  /// and the list's own boundary items at section -1.
  ///
  /// - Complexity: O(log n).
  public func element(_ kind: Element.Kind, section: Int, item: Int?, elementKind: String? = nil) -> Element? {
    layoutElement(kind, section: section, item: item, elementKind: elementKind).map { mirrored($0) }
  }

  /// ``element(_:section:item:elementKind:)`` laid out left to right.
  func layoutElement(_ kind: Element.Kind, section: Int, item: Int?, elementKind: String? = nil) -> Element? {
    switch engine {
    case .rows(let rows):
      return rowElement(kind, section: section, item: item, rows: rows)
    case .compositional(let geometry):
      return compositionalElement(kind, section: section, item: item, elementKind: elementKind, in: geometry)
    case .plugin(let geometry):
      guard sections.indices.contains(section) else { return nil }
      switch kind {
      case .header, .footer:
        let declared = kind == .header ? declaration.sections[section].header : declaration.sections[section].footer
        guard item == nil, declared != nil else { return nil }
        return customSupplementary(kind, section: section, in: geometry)
      case .cell:
        guard let item, item >= 0, item < sections[section].itemCount else { return nil }
        return customCell(atItem: sections[section].firstItem + item, in: geometry)
      default:
        return nil
      }
    }
  }

  /// The element of `kind` of a table or grid (cells, cards, separators, headers, footers).
  func rowElement(_ kind: Element.Kind, section: Int, item: Int?, rows: HeightList) -> Element? {
    guard sections.indices.contains(section) else { return nil }
    let geometry = sections[section]
    switch kind {
    case .header, .footer:
      guard item == nil else { return nil }
      let declared = kind == .header ? declaration.sections[section].header : declaration.sections[section].footer
      guard declared != nil else { return nil }
      if kind == .header {
        return header(of: section, sectionTop: contentTop + rows.prefix(geometry.firstSlot), rows: rows)
      }
      return footer(of: section, bottomSlotTop: contentTop + rows.prefix(geometry.bottomSlot))
    case .cell, .card, .separator:
      guard let item, item >= 0, item < geometry.itemCount else { return nil }
      let cell = rowCell(atItem: geometry.firstItem + item, rows: rows)
      switch kind {
      case .cell: return cell
      case .card: return card(of: cell, item: item, count: geometry.itemCount)
      default: return separator(of: cell, item: item, in: section)
      }
    case .supplementary, .decoration:
      return nil
    }
  }
}
