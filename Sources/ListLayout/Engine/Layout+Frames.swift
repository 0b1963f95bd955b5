import ListCollections
import ListDeclaration
public import ListDiff

extension Layout {
  /// The content size in points: the list's width and the content's height, or for a list that
  /// scrolls horizontally the content's width and the list's height.
  ///
  /// - Complexity: O(1).
  public var contentSize: (width: Double, height: Double) {
    scrollAxis == .vertical ? (options.width, contentLength) : (contentLength, options.height)
  }

  /// The content's length along the scroll axis: its height, or in a list that scrolls
  /// horizontally its width.
  package var contentLength: Double { grid.points(contentHeightPixels) }

  /// ``elements()`` laid out left to right (before a right-to-left list is mirrored).
  ///
  /// - Complexity: O(n).
  func layoutElements() -> [Element] {
    switch engine {
    case .rows(let rows): rowElements(rows)
    case .compositional(let geometry): compositionalElements(geometry)
    case .plugin(let geometry): customElements(geometry)
    }
  }

  /// Every element of a table or grid, in document order.
  func rowElements(_ rows: HeightList) -> [Element] {
    var elements: [Element] = []
    elements.reserveCapacity(
      count * (options.style == .cards || options.style.hasSeparators ? 2 : 1) + 2 * sections.count)
    var slotTop = contentTop
    // The cells' states in document order, read as the cells are.
    var states = cells.items.makeIterator()
    for (index, geometry) in sections.enumerated() {
      let section = declaration.sections[index]
      let sectionTop = slotTop
      slotTop += rows[geometry.firstSlot]
      if section.header != nil {
        elements.append(header(of: index, sectionTop: sectionTop, rows: rows))
      }
      if options.style.isGrid {
        var lineTop = slotTop
        for line in 0..<geometry.rowCount {
          let slotHeight = rows[geometry.firstSlot + 1 + line]
          for item in (line * geometry.columns)..<min((line + 1) * geometry.columns, geometry.itemCount) {
            elements.append(
              gridCell(item, of: index, lineTop: lineTop, slotHeight: slotHeight, line: line, state: states.next()!))
          }
          lineTop += slotHeight
        }
        slotTop = lineTop
      } else {
        for item in 0..<geometry.itemCount {
          let state = states.next()!
          let cell = tableCell(item, of: index, top: slotTop, state: state)
          elements.append(cell)
          appendDecorations(of: cell, item: item, in: index, to: &elements)
          slotTop += Int(state.height)
        }
      }
      if section.footer != nil {
        elements.append(footer(of: index, bottomSlotTop: slotTop))
      }
      slotTop += rows[geometry.bottomSlot]
    }
    return elements
  }

  /// The frame of the cell `id`, or nil for an unknown id.
  ///
  /// - Complexity: O(log n).
  public func cellElement(_ id: Identifier) -> Element? {
    layoutCellElement(id).map { mirrored($0) }
  }

  /// ``cellElement(_:)`` laid out left to right.
  func layoutCellElement(_ id: Identifier) -> Element? {
    guard let flat = flatIndex(of: id) else { return nil }
    return cellElement(atItem: flat)
  }

  /// The cell at a flat item index.
  ///
  /// - Complexity: O(log n).
  func cellElement(atItem flat: Int) -> Element {
    switch engine {
    case .rows(let rows): rowCell(atItem: flat, rows: rows)
    case .compositional(let geometry): compositionalCell(atItem: flat, in: geometry)
    case .plugin(let geometry): customCell(atItem: flat, in: geometry)
    }
  }

  /// The cell of a table or grid at a flat item index.
  ///
  /// - Complexity: O(log n).
  func rowCell(atItem flat: Int, rows: HeightList) -> Element {
    let (section, item) = location(ofItem: flat)
    let geometry = sections[section]
    if options.style.isGrid {
      let line = item / geometry.columns
      let slot = geometry.firstSlot + 1 + line
      return gridCell(
        item, of: section, lineTop: contentTop + rows.prefix(slot), slotHeight: rows[slot], line: line,
        state: cells[flat])
    }
    return tableCell(
      item, of: section, top: contentTop + rows.prefix(slot(ofItem: flat, in: section)), state: cells[flat])
  }

  /// The card frame of cell `id` (cards style only).
  ///
  /// - Complexity: O(log n).
  public func cardElement(_ id: Identifier) -> Element? {
    guard options.style == .cards, let cell = layoutCellElement(id), let item = cell.item else { return nil }
    return card(of: cell, item: item, count: sections[cell.section].itemCount).map { mirrored($0) }
  }

  /// The frames of a cell's content nodes, in the cell's coordinates (inside the card for cards).
  ///
  /// - Complexity: O(size of the cell's content).
  public func subframes(_ id: Identifier) -> [ContentLayout.NodeFrame]? {
    guard let cell = layoutCellElement(id) else { return nil }
    return layoutSubframes(of: cell).map { mirrored($0, width: cell.frame.width) }
  }

  /// ``subframes(_:)`` laid out left to right, of the cell `cell` (as ``layoutCellElement(_:)``
  /// gives it).
  func layoutSubframes(of cell: Element) -> [ContentLayout.NodeFrame]? {
    guard let item = cell.item else { return nil }
    let declaration = self.declaration.sections[cell.section].cells[item]
    var rect = Rect(x: 0, y: 0, width: cell.frame.width, height: cell.frame.height)
    switch engine {
    case .rows:
      if let card = card(of: cell, item: item, count: sections[cell.section].itemCount) {
        rect = Rect(
          x: card.frame.x - cell.frame.x, y: card.frame.y - cell.frame.y, width: card.frame.width,
          height: card.frame.height)
      } else {
        rect = sections[cell.section].contentView.contentRect(in: rect, builtIn: declaration.isBuiltIn)
      }
    case .compositional(let geometry):
      if let list = geometry.sections[cell.section].resolved.list {
        rect = list.content.contentRect(in: rect, builtIn: declaration.isBuiltIn)
      }
    case .plugin:
      break
    }
    var frames = declaration.content.map {
      content.frames(of: $0, in: declaration.outline?.contentRect(in: rect) ?? rect)
    }
    // An outline disclosure comes last, as a node of its own kind showing its glyph.
    if let outline = declaration.outline, let disclosure = outline.disclosure,
      let box = outline.disclosureFrame(in: rect)
    {
      let snapped = Rect(
        x: grid.round(box.x), y: grid.round(box.y), width: grid.round(box.width), height: grid.round(box.height))
      frames =
        (frames ?? []) + [
          ContentLayout.NodeFrame(kind: "disclosure", frame: snapped, depth: 0, text: [disclosure.glyph])
        ]
    }
    return frames ?? []
  }

  /// The frames of a section's header or footer content nodes, in the header's coordinates.
  public func supplementarySubframes(section: Int, isHeader: Bool) -> [ContentLayout.NodeFrame]? {
    guard let frames = layoutSupplementarySubframes(section: section, isHeader: isHeader),
      let header = element(isHeader ? .header : .footer, section: section, item: nil)
    else { return nil }
    return mirrored(frames, width: header.frame.width)
  }

  /// ``supplementarySubframes(section:isHeader:)`` laid out left to right.
  func layoutSupplementarySubframes(section: Int, isHeader: Bool) -> [ContentLayout.NodeFrame]? {
    guard sections.indices.contains(section) else { return nil }
    if case .compositional(let compositional) = engine {
      return compositionalBoundarySubframes(
        section: section, kind: isHeader ? BoundaryItem.headerKind : BoundaryItem.footerKind, in: compositional)
    }
    let declared = isHeader ? declaration.sections[section].header : declaration.sections[section].footer
    guard let node = Layout.supplementaryNode(declared, isHeader: isHeader, style: options.style) else { return nil }
    let geometry = sections[section]
    if case .plugin(let custom) = engine {
      guard let frame = (isHeader ? custom.headers : custom.footers)[section] else { return nil }
      return content.frames(
        of: node, in: Rect(x: 0, y: 0, width: grid.points(frame.width), height: grid.points(frame.height)))
    }
    let height = isHeader ? geometry.headerHeight : geometry.footerHeight
    let bounds = Rect(x: 0, y: 0, width: grid.points(geometry.width), height: grid.points(height))
    return content.frames(
      of: node, in: geometry.contentView.contentRect(in: bounds, builtIn: declared?.isText == true))
  }

  // MARK: Element builders (pixel arithmetic, then points)

  func rect(x: Int, y: Int, width: Int, height: Int) -> Rect {
    Rect(x: grid.points(x), y: grid.points(y), width: grid.points(width), height: grid.points(height))
  }

  func tableCell(_ item: Int, of section: Int, top: Int, state: ItemState) -> Element {
    let geometry = sections[section]
    let cell = declaration.sections[section].cells[item]
    var corners = Element.Corners.none
    if options.style == .insetGrouped {
      switch (item == 0, item == geometry.itemCount - 1) {
      case (true, true): corners = .all
      case (true, false): corners = .top
      case (false, true): corners = .bottom
      case (false, false): corners = .none
      }
    }
    return Element(
      kind: .cell, id: cell.id, section: section, item: item,
      frame: rect(x: geometry.x, y: top, width: geometry.width, height: Int(state.height)),
      corners: corners, alpha: cell.alpha, estimated: !state.measured)
  }

  func gridCell(_ item: Int, of section: Int, lineTop: Int, slotHeight: Int, line: Int, state: ItemState) -> Element {
    let geometry = sections[section]
    let cell = declaration.sections[section].cells[item]
    let column = item % geometry.columns
    let isLastLine = line == geometry.rowCount - 1
    let lineHeight = slotHeight - (isLastLine ? 0 : geometry.lineSpacing)
    let height = geometry.align == .stretch ? lineHeight : Int(state.height)
    let (x, maxX) = geometry.columnEdges(column, grid: grid)
    return Element(
      kind: .cell, id: cell.id, section: section, item: item,
      frame: rect(x: x, y: lineTop, width: maxX - x, height: height), alpha: cell.alpha,
      estimated: !state.measured)
  }

  func card(of cell: Element, item: Int, count: Int) -> Element? {
    guard options.style == .cards else { return nil }
    let margins = Layout.cardMargins(item: item, count: count, options: options, grid: grid)
    // In the cell's content view (inset by the safe area), `card_margin` from its sides.
    let geometry = sections[cell.section]
    let cellX = grid.pixels(cell.frame.x)
    let leading = grid.pixels(geometry.contentView.leading)
    let viewWidth = max(0, grid.pixels(cell.frame.width) - leading - grid.pixels(geometry.contentView.trailing))
    let side = min(grid.pixels(options.cardMargin), viewWidth / 2)
    let x = cellX + leading + side
    let width = max(0, viewWidth - 2 * side)
    // A cell at an estimated height may be shorter than its card's margins: the card then stays
    // inside the cell, flattened at its bottom, until the cell is measured.
    let cellMaxY = grid.pixels(cell.frame.maxY)
    let y = min(grid.pixels(cell.frame.y) + margins.top, cellMaxY)
    let height = max(0, min(cellMaxY - margins.bottom, cellMaxY) - y)
    return Element(
      kind: .card, id: cell.id, section: cell.section, item: item,
      frame: rect(x: x, y: y, width: width, height: height),
      corners: .all, alpha: cell.alpha)
  }

  func separator(of cell: Element, item: Int, in section: Int) -> Element? {
    guard options.style.hasSeparators, options.separators, item < sections[section].itemCount - 1 else { return nil }
    let declaration = self.declaration.sections[section].cells[item]
    guard declaration.showsSeparator else { return nil }
    // From the content view's leading edge (inset by the safe area), by `separator_inset` or the
    // content's margin; to the cell's trailing edge.
    let geometry = sections[section]
    let inset = grid.pixels(
      geometry.contentView.leading
        + (declaration.separatorInset ?? options.separatorInset ?? geometry.contentView.margin))
    let cellX = grid.pixels(cell.frame.x)
    let cellMaxX = grid.pixels(cell.frame.maxX)
    let x = cellX + inset
    guard x < cellMaxX else { return nil }
    let maxY = grid.pixels(cell.frame.maxY)
    // One pixel at the cell's bottom, never above its top (a cell may be 0 pixels tall).
    let y = max(grid.pixels(cell.frame.y), maxY - 1)
    return Element(
      kind: .separator, id: cell.id, section: section, item: item,
      frame: rect(x: x, y: y, width: cellMaxX - x, height: maxY - y))
  }

  func appendDecorations(of cell: Element, item: Int, in section: Int, to elements: inout [Element]) {
    if let card = card(of: cell, item: item, count: sections[section].itemCount) { elements.append(card) }
    if let separator = separator(of: cell, item: item, in: section) { elements.append(separator) }
  }

  /// The header, pinned to the viewport's top in plain style while its section is under the top
  /// edge (until the section's end pushes it up). The header of a section wholly above the edge
  /// stays where its section starts: only the section under the edge has a floating header.
  func header(of section: Int, sectionTop: Int, rows: HeightList) -> Element {
    let geometry = sections[section]
    let natural = sectionTop + geometry.spacingBefore
    var y = natural
    var pinned = false
    // Pinned below the safe area's top, where UIKit's floating headers stop.
    let pinTop = offsetPixels + safeStartPixels
    if options.style == .plain, pinTop > natural {
      let sectionBottom =
        contentTop + rows.prefix(geometry.bottomSlot) + rows[geometry.bottomSlot]
      if pinTop < sectionBottom {
        y = max(natural, min(pinTop, sectionBottom - geometry.headerHeight))
        pinned = y != natural
      }
    }
    return Element(
      kind: .header, id: declaration.sections[section].id, section: section, item: nil,
      frame: rect(x: geometry.x, y: y, width: geometry.width, height: geometry.headerHeight), pinned: pinned)
  }

  func footer(of section: Int, bottomSlotTop: Int) -> Element {
    let geometry = sections[section]
    return Element(
      kind: .footer, id: declaration.sections[section].id, section: section, item: nil,
      frame: rect(
        x: geometry.x, y: bottomSlotTop + geometry.bottomInset, width: geometry.width, height: geometry.footerHeight))
  }
}

extension Layout {
  /// The section and item of the cell `id`, if the list has it.
  ///
  /// - Complexity: O(log s) expected, plus reading the tags of one chunk of cells.
  public func path(ofCell id: Identifier) -> ItemPath? {
    guard let flat = flatIndex(of: id) else { return nil }
    let (section, item) = location(ofItem: flat)
    return ItemPath(section, item)
  }
}
