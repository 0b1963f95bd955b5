import ListCollections
public import ListDeclaration
import ListDiff

extension Layout {
  /// Lays out a checked compositional declaration (see ``CompositionalGeometry``). With a
  /// `previous` layout of the same list, cells it measured keep their sizes, the content offset
  /// and each orthogonal row's offset carry over; then the cells that show are measured.
  ///
  /// - Complexity: O(n) in the cells (plus measuring the k cells that show, when estimated).
  init(compositional valid: ValidDeclaration, reusing previous: Layout?) {
    let declaration = valid.declaration
    let options = declaration.options
    let grid = options.grid
    let content = ContentLayout(category: options.contentSize, grid: grid)
    var measured: [Bool] = []
    let geometry = CompositionalGeometry(valid, content: content, previous: previous, measured: &measured)
    self.declaration = declaration
    self.grid = grid
    self.content = content
    var sections: [SectionGeometry] = []
    sections.reserveCapacity(declaration.sections.count)
    var first = 0
    for section in declaration.sections {
      var entry = Layout.horizontalGeometry(of: section, at: sections.count, options: options, grid: grid)
      entry.firstItem = first
      entry.itemCount = section.cells.count
      first += section.cells.count
      sections.append(entry)
    }
    self.sections = sections
    var cells = valid.cells
    cells.updateEach { flat, state in
      state.height = Int32(clamping: grid.pixels(geometry.items[flat].frame.height))
      state.measured = measured[flat]
      state.measureCount = measured[flat] ? 1 : 0
    }
    self.cells = cells
    engine = .compositional(geometry)
    offsetPixels = 0
    if let previous {
      offsetPixels = clampedOffset(previous.offsetPixels)
    } else {
      offsetPixels = initialOffsetPixels
    }
    displayVisibleCells()
    settleNewRows()
    assertInvariants()
  }

  // MARK: Positions, in points

  /// `rect` with each edge on the nearest pixel, its size the difference of whole pixels (so
  /// that frames print as exactly as the built-in styles').
  func pixelSnapped(_ rect: Rect) -> Rect {
    let x = grid.pixels(rect.x)
    let y = grid.pixels(rect.y)
    return self.rect(x: x, y: y, width: grid.pixels(rect.maxX) - x, height: grid.pixels(rect.maxY) - y)
  }

  /// Where section `index` starts along the scroll axis (after the space before it).
  func sectionStart(_ index: Int, in geometry: CompositionalGeometry) -> Double {
    let section = geometry.sections[index]
    return geometry.spans.prefix(section.startSpan) + section.resolved.spaceBefore
  }

  /// Where section `index` ends along the scroll axis (its boundary items after it included).
  func sectionEnd(_ index: Int, in geometry: CompositionalGeometry) -> Double {
    geometry.spans.prefix(geometry.sections[index].endSpan + 1)
  }

  /// The origin of group `index` in the list, its row's scroll applied.
  func groupOrigin(_ index: Int, in geometry: CompositionalGeometry) -> (x: Double, y: Double) {
    let group = geometry.groups[index]
    let across = group.across - geometry.scrolledAcross(section: group.section)
    return geometry.axis.point(main: geometry.spans.prefix(group.span), cross: across)
  }

  /// The cell's frame at flat index `flat`, unrounded.
  func cellRect(_ flat: Int, in geometry: CompositionalGeometry) -> Rect {
    let item = geometry.items[flat]
    let origin = groupOrigin(item.group, in: geometry)
    return item.frame.offsetBy(dx: origin.x, dy: origin.y)
  }

  // MARK: Elements

  /// The cell at flat index `flat`.
  func compositionalCell(atItem flat: Int, in geometry: CompositionalGeometry) -> Element {
    let (section, item) = location(ofItem: flat)
    let cell = declaration.sections[section].cells[item]
    return Element(
      kind: .cell, id: cell.id, section: section, item: item, frame: pixelSnapped(cellRect(flat, in: geometry)),
      corners: listCorners(item: item, section: section, in: geometry), alpha: cell.alpha,
      estimated: !cells[flat].measured)
  }

  /// A list section's rounded corners: insetGrouped rounds its first and last cells, a sidebar
  /// every cell.
  private func listCorners(item: Int, section: Int, in geometry: CompositionalGeometry) -> Element.Corners {
    guard let list = geometry.sections[section].resolved.list else { return .none }
    let count = geometry.sections[section].itemCount
    switch list.appearance {
    case .sidebar: return .all
    case .insetGrouped:
      switch (item == 0, item == count - 1) {
      case (true, true): return .all
      case (true, false): return .top
      case (false, true): return .bottom
      case (false, false): return .none
      }
    default: return .none
    }
  }

  /// The separator under a list section's cell, when it has one.
  func compositionalSeparator(of cell: Element, in geometry: CompositionalGeometry) -> Element? {
    guard let item = cell.item, let list = geometry.sections[cell.section].resolved.list, list.separators,
      item < geometry.sections[cell.section].itemCount - 1, !(list.firstItemIsHeader && item == 0)
    else { return nil }
    let declared = declaration.sections[cell.section].cells[item]
    guard declared.showsSeparator else { return nil }
    // From the content view's leading edge (inset by the safe area), as in the table styles.
    let x =
      grid.pixels(cell.frame.x) + grid.pixels(list.content.leading + (declared.separatorInset ?? list.separatorInset))
    let maxX = grid.pixels(cell.frame.maxX)
    guard x < maxX else { return nil }
    let maxY = grid.pixels(cell.frame.maxY)
    // One pixel at the cell's bottom, never above its top (a cell may be 0 pixels tall), as in
    // the table styles.
    let y = max(grid.pixels(cell.frame.y), maxY - 1)
    return Element(
      kind: .separator, id: cell.id, section: cell.section, item: item,
      frame: rect(x: x, y: y, width: maxX - x, height: maxY - y))
  }

  /// The supplementary items attached to the cell at `flat` (badges), unrounded frames first.
  func compositionalSupplementaries(of cell: Element, flat: Int, in geometry: CompositionalGeometry) -> [Element] {
    let item = geometry.items[flat]
    let group = geometry.groups[item.group]
    let leaf = geometry.sections[group.section].resolved.leaf(at: flat - group.firstItem)
    guard !leaf.supplementaries.isEmpty else { return [] }
    let container = cellRect(flat, in: geometry)
    return leaf.supplementaries.map { supplementary in
      var size = supplementary.size.resolved(in: LayoutExtent(width: container.width, height: container.height))
      if let node = supplementary.content {
        if supplementary.size.width.isEstimated { size.width = grid.roundUp(content.intrinsicWidth(of: node)) }
        if supplementary.size.height.isEstimated {
          size.height = grid.roundUp(content.height(of: node, width: size.width))
        }
      }
      return Element(
        kind: .supplementary, id: cell.id, section: cell.section, item: cell.item,
        frame: pixelSnapped(supplementary.anchor.frame(of: size, in: container)), alpha: cell.alpha,
        elementKind: supplementary.kind, zIndex: supplementary.zIndex)
    }
  }

  /// A boundary item of section `section` (or of the list, for section -1), pinned when it
  /// floats at the viewport's edge: a pinned item before the content (a header; a leading item in
  /// a horizontal list) at the viewport's start while its section is under it, until the
  /// section's end pushes it on; one after the content at the viewport's end.
  func compositionalBoundary(
    _ placed: CompositionalGeometry.PlacedBoundary, section: Int, in geometry: CompositionalGeometry
  ) -> Element {
    let axis = geometry.axis
    let start: Double
    let end: Double
    let id: Identifier
    if section < 0 {
      start = axis.before(geometry.listInsets)
      end = geometry.contentLength - axis.after(geometry.listInsets)
      id = .string(placed.item.kind)
    } else {
      start = sectionStart(section, in: geometry)
      end = sectionEnd(section, in: geometry)
      id = declaration.sections[section].id
    }
    let container = axis.rect(
      main: start, mainLength: end - start, cross: placed.bandStart, crossLength: placed.bandLength)
    var frame = LayoutAnchor(edges: placed.item.alignment.edges).frame(of: placed.size, in: container)
      .offsetBy(dx: placed.item.offsetX, dy: placed.item.offsetY)
    var pinned = false
    if placed.item.pinToVisibleBounds {
      // Pinned to the safe part of the viewport along the scroll axis (below the safe area's top,
      // above its bottom; in a horizontal list inside its left and right).
      let safeStart = safeStartPixels
      let safeEnd = safeEndPixels
      let viewportStart = grid.points(offsetPixels + safeStart)
      let viewportEnd = grid.points(offsetPixels) + viewportLength - grid.points(safeEnd)
      let position = axis.start(of: frame)
      let length = axis.length(of: frame)
      var pinnedPosition = position
      if placed.item.alignment.isStart(along: axis) {
        pinnedPosition = max(position, min(viewportStart, end - length))
      } else if placed.item.alignment.isEnd(along: axis) {
        pinnedPosition = min(position, max(viewportEnd - length, start))
      }
      pinned = grid.pixels(pinnedPosition) != grid.pixels(position)
      if axis == .vertical { frame.y = pinnedPosition } else { frame.x = pinnedPosition }
    }
    let kind: Element.Kind =
      switch placed.item.kind {
      case BoundaryItem.headerKind: .header
      case BoundaryItem.footerKind: .footer
      default: .supplementary
      }
    return Element(
      kind: kind, id: id, section: section, item: nil, frame: pixelSnapped(frame), pinned: pinned,
      elementKind: kind == .supplementary ? placed.item.kind : nil, zIndex: placed.item.zIndex)
  }

  /// A decoration behind section `section`: across the whole list, from the section's start to
  /// its end along the scroll axis, less its insets.
  func compositionalDecoration(_ item: DecorationItem, section: Int, in geometry: CompositionalGeometry) -> Element {
    let start = sectionStart(section, in: geometry)
    let frame = geometry.axis.rect(
      main: start, mainLength: sectionEnd(section, in: geometry) - start, cross: 0, crossLength: crossLength
    ).inset(by: item.contentInsets)
    return Element(
      kind: .decoration, id: declaration.sections[section].id, section: section, item: nil, frame: pixelSnapped(frame),
      elementKind: item.kind, zIndex: item.zIndex)
  }

  /// Every element of a compositional list in document order: the list's boundary items before
  /// its content; per section its decorations, its boundary items before its content (its
  /// header; a leading item in a horizontal list), each cell with its supplementary items and
  /// separator, its other boundary items; the list's other boundary items.
  func compositionalElements(_ geometry: CompositionalGeometry) -> [Element] {
    var elements: [Element] = []
    elements.reserveCapacity(geometry.items.count + 4 * geometry.sections.count)
    appendGlobal(top: true, in: geometry, to: &elements)
    for index in geometry.sections.indices {
      let section = geometry.sections[index]
      appendSection(
        index, groups: section.firstGroup..<(section.firstGroup + section.groupCount), in: geometry, to: &elements)
    }
    appendGlobal(top: false, in: geometry, to: &elements)
    return elements
  }

  private func appendGlobal(top: Bool, in geometry: CompositionalGeometry, to elements: inout [Element]) {
    for placed in geometry.global where placed.item.alignment.isStart(along: geometry.axis) == top {
      elements.append(compositionalBoundary(placed, section: -1, in: geometry))
    }
  }

  /// The elements of section `index`, its cells limited to those of `groups`.
  private func appendSection(
    _ index: Int, groups: Range<Int>, in geometry: CompositionalGeometry, to elements: inout [Element]
  ) {
    let section = geometry.sections[index]
    for decoration in section.resolved.section.decorationItems {
      elements.append(compositionalDecoration(decoration, section: index, in: geometry))
    }
    for placed in section.boundaries where placed.item.alignment.isStart(along: geometry.axis) {
      elements.append(compositionalBoundary(placed, section: index, in: geometry))
    }
    for group in groups {
      let entry = geometry.groups[group]
      for flat in entry.firstItem..<(entry.firstItem + entry.count) {
        let cell = compositionalCell(atItem: flat, in: geometry)
        elements.append(cell)
        elements += compositionalSupplementaries(of: cell, flat: flat, in: geometry)
        if let separator = compositionalSeparator(of: cell, in: geometry) { elements.append(separator) }
      }
    }
    for placed in section.boundaries where !placed.item.alignment.isStart(along: geometry.axis) {
      elements.append(compositionalBoundary(placed, section: index, in: geometry))
    }
  }

  /// The elements that show, as `compositionalElements(_:).filter(isVisible)`: only the sections
  /// and groups near the viewport are built.
  ///
  /// - Complexity: O(log n + k) for k elements near the viewport.
  func compositionalVisibleElements(_ geometry: CompositionalGeometry) -> [Element] {
    var elements: [Element] = []
    appendGlobal(top: true, in: geometry, to: &elements)
    let spans = nearSpans(geometry)
    if let range = sectionRange(spans: spans, in: geometry) {
      for index in range {
        appendSection(
          index, groups: nearGroups(of: geometry.sections[index], spans: spans), in: geometry, to: &elements)
      }
    }
    appendGlobal(top: false, in: geometry, to: &elements)
    return elements.filter { isVisible($0.frame) }
  }

  /// The groups of `section` whose spans lie in `spans` (all of an orthogonal row's).
  private func nearGroups(of section: CompositionalGeometry.Section, spans: ClosedRange<Int>) -> Range<Int> {
    var first = section.firstGroup
    var end = section.firstGroup + section.groupCount
    if !section.isOrthogonal, section.groupCount > 0 {
      first += max(0, min(section.groupCount, spans.lowerBound - section.startSpan - 1))
      end = max(first, section.firstGroup + min(section.groupCount, spans.upperBound - section.startSpan))
    }
    return first..<end
  }

  /// The spans near the viewport: it, and as far around it as an attached item may stick out of
  /// its cell (``CompositionalGeometry/reach``).
  private func nearSpans(_ geometry: CompositionalGeometry) -> ClosedRange<Int> {
    let top = grid.points(offsetPixels) - geometry.reach
    let bottom = grid.points(offsetPixels) + viewportLength + geometry.reach
    let first = min(geometry.spans.index(containing: max(0, top)), geometry.spans.count - 1)
    let last = min(geometry.spans.index(containing: bottom), geometry.spans.count - 1)
    return first...max(first, last)
  }

  /// The sections whose spans lie in `spans`.
  private func sectionRange(spans: ClosedRange<Int>, in geometry: CompositionalGeometry) -> ClosedRange<Int>? {
    guard !geometry.sections.isEmpty else { return nil }
    func section(ofSpan span: Int) -> Int {
      var low = 0
      var high = geometry.sections.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if geometry.sections[middle].startSpan <= span { low = middle } else { high = middle - 1 }
      }
      return low
    }
    let first = section(ofSpan: spans.lowerBound)
    var last = section(ofSpan: spans.upperBound)
    if geometry.sections[first].endSpan < spans.lowerBound, first == last { return nil }
    last = max(first, last)
    return first...last
  }

  /// The flat indices of the cells that show (both across and down), in order.
  ///
  /// - Complexity: O(log n + k).
  func compositionalVisibleItems(_ geometry: CompositionalGeometry) -> [Int] {
    let spans = nearSpans(geometry)
    guard let range = sectionRange(spans: spans, in: geometry) else { return [] }
    var result: [Int] = []
    for index in range {
      for group in nearGroups(of: geometry.sections[index], spans: spans) {
        let entry = geometry.groups[group]
        for flat in entry.firstItem..<(entry.firstItem + entry.count)
        where isVisible(pixelSnapped(cellRect(flat, in: geometry))) {
          result.append(flat)
        }
      }
    }
    return result
  }

  /// The element of `kind` at `section` and `item` (and `elementKind`, for supplementary and
  /// decoration views); section -1 holds the list's own boundary items.
  func compositionalElement(
    _ kind: Element.Kind, section: Int, item: Int?, elementKind: String?, in geometry: CompositionalGeometry
  ) -> Element? {
    if section == -1 {
      guard item == nil else { return nil }
      return geometry.global.first { Self.matches($0.item, kind: kind, elementKind: elementKind) }.map {
        compositionalBoundary($0, section: -1, in: geometry)
      }
    }
    guard geometry.sections.indices.contains(section) else { return nil }
    let entry = geometry.sections[section]
    guard let item else {
      if kind == .decoration {
        return entry.resolved.section.decorationItems.first { $0.kind == elementKind }.map {
          compositionalDecoration($0, section: section, in: geometry)
        }
      }
      return entry.boundaries.first { Self.matches($0.item, kind: kind, elementKind: elementKind) }.map {
        compositionalBoundary($0, section: section, in: geometry)
      }
    }
    guard item >= 0, item < entry.itemCount else { return nil }
    let flat = entry.firstItem + item
    let cell = compositionalCell(atItem: flat, in: geometry)
    switch kind {
    case .cell: return cell
    case .separator: return compositionalSeparator(of: cell, in: geometry)
    case .supplementary:
      return compositionalSupplementaries(of: cell, flat: flat, in: geometry).first { $0.elementKind == elementKind }
    default: return nil
    }
  }

  private static func matches(_ item: BoundaryItem, kind: Element.Kind, elementKind: String?) -> Bool {
    switch kind {
    case .header: item.kind == BoundaryItem.headerKind
    case .footer: item.kind == BoundaryItem.footerKind
    case .supplementary:
      item.kind == elementKind && item.kind != BoundaryItem.headerKind
        && item.kind != BoundaryItem.footerKind
    default: false
    }
  }

  /// The content node a supplementary view draws (a badge's label, a boundary item's `content`);
  /// nil for other elements and for views without content.
  public func supplementaryContent(of element: Element) -> Node? {
    guard case .compositional(let geometry) = engine, element.kind == .supplementary else { return nil }
    if let item = element.item {
      guard geometry.sections.indices.contains(element.section), item < geometry.sections[element.section].itemCount
      else { return nil }
      let flat = geometry.sections[element.section].firstItem + item
      let group = geometry.groups[geometry.items[flat].group]
      let leaf = geometry.sections[element.section].resolved.leaf(at: flat - group.firstItem)
      return leaf.supplementaries.first { $0.kind == element.elementKind }?.content
    }
    let boundaries = element.section < 0 ? geometry.global : geometry.sections[element.section].boundaries
    return boundaries.first { $0.item.kind == element.elementKind }?.item.content
  }

  /// The frames of a supplementary view's content nodes (see ``supplementaryContent(of:)``), in
  /// the view's coordinates.
  public func supplementaryContentFrames(of element: Element) -> [ContentLayout.NodeFrame]? {
    supplementaryContent(of: element).map {
      mirrored(
        content.frames(of: $0, in: Rect(x: 0, y: 0, width: element.frame.width, height: element.frame.height)),
        width: element.frame.width)
    }
  }

  /// The content of a boundary item of `section` whose element kind is `elementKind`, laid out in
  /// its frame's size (headers and footers: the section's; others: the item's `content`).
  func compositionalBoundarySubframes(section: Int, kind: String, in geometry: CompositionalGeometry)
    -> [ContentLayout.NodeFrame]?
  {
    let boundaries = section < 0 ? geometry.global : geometry.sections[section].boundaries
    guard let placed = boundaries.first(where: { $0.item.kind == kind }), let node = placed.item.content else {
      return nil
    }
    let frame = compositionalBoundary(placed, section: section, in: geometry).frame
    return content.frames(of: node, in: placed.contentRect(width: frame.width, height: frame.height))
  }
}
