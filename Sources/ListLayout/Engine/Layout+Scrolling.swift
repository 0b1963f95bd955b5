import ListCollections
public import ListDeclaration
public import ListDiff

extension Layout {
  /// The vertical content offset (the viewport's top) in points; 0 in a list that scrolls
  /// horizontally (see ``scrollOffset``).
  public var offset: Double { scrollAxis == .vertical ? grid.points(offsetPixels) : 0 }

  /// The content offset along the scroll axis in points: the viewport's top, or in a list that
  /// scrolls horizontally its left edge.
  public var scrollOffset: Double { grid.points(offsetPixels) }

  /// The content offset as UIKit's `contentOffset`: (0, y) in a vertical list, (x, 0) in one that
  /// scrolls horizontally.
  public var contentOffset: (x: Double, y: Double) {
    scrollAxis == .vertical ? (0, grid.points(offsetPixels)) : (grid.points(offsetPixels), 0)
  }

  /// The viewport in content coordinates: the list's size at its content offset.
  public var viewport: Rect {
    let origin = contentOffset
    return Rect(x: origin.x, y: origin.y, width: options.width, height: options.height)
  }

  /// Scrolls to `y` (clamped to the content) — in a list that scrolls horizontally, to `x` —
  /// measuring the cells that appear when heights are estimated. Returns the invalidations this
  /// caused, in the order they happened.
  ///
  /// - Complexity: O(log n + k) for k visible cells (each measured at most once).
  @discardableResult
  public mutating func scroll(to y: Double) -> [Invalidation] {
    let before = invalidations.count
    offsetPixels = clampedOffset(grid.pixels(y))
    displayVisibleCells()
    assertInvariants()
    return Array(invalidations[before...])
  }

  /// Scrolls the least distance that shows cell `id` whole (UIKit's `.none` position), measuring
  /// cells as they appear and correcting for their new heights. A cell of a compositional
  /// list's orthogonal section also scrolls its row the least distance across, without snapping
  /// and within the row, as `scrollToItem(at:at:animated:)` does. Returns nil for an unknown id.
  ///
  /// - Complexity: O(log n + k) (plus the groups of an orthogonal row).
  @discardableResult
  public mutating func scroll(toCell id: Identifier) -> [Invalidation]? {
    guard let flat = flatIndex(of: id) else { return nil }
    let before = invalidations.count
    // Measuring on the way can move the target; a few passes settle it. The cell is shown in the
    // safe part of the viewport, below the safe area's top and above its bottom.
    let safeHeight = viewportHeightPixels - safeStartPixels - safeEndPixels
    for _ in 0..<4 {
      let rowMoved = scrollRow(toShowItem: flat)
      let frame = cellElement(atItem: flat).frame
      let top = grid.pixels(scrollAxis.start(of: frame))
      let bottom = grid.pixels(scrollAxis.start(of: frame) + scrollAxis.length(of: frame))
      var target = offsetPixels
      if top < offsetPixels + safeStartPixels || bottom - top > safeHeight {
        target = top - safeStartPixels
      } else if bottom > offsetPixels + safeStartPixels + safeHeight {
        target = bottom - safeStartPixels - safeHeight
      }
      target = clampedOffset(target)
      if target == offsetPixels, cells[flat].measured, !rowMoved { break }
      offsetPixels = target
      displayVisibleCells()
    }
    assertInvariants()
    return Array(invalidations[before...])
  }

  /// `pixels` within the offsets the list can scroll to (from −the safe area's top).
  func clampedOffset(_ pixels: Int) -> Int {
    max(minimumOffsetPixels, min(pixels, maximumOffsetPixels))
  }

  /// Flat indices of the cells that intersect the viewport at the current offset, in order.
  ///
  /// - Complexity: O(log n + k) for k visible cells.
  public func visibleItems() -> [Int] {
    switch engine {
    case .rows(let rows): rowVisibleItems(rows)
    case .compositional(let geometry): compositionalVisibleItems(geometry)
    case .plugin(let geometry): customVisibleItems(geometry)
    }
  }

  /// The visible cells of a table or grid.
  ///
  /// - Complexity: O(log n + k) for k visible cells.
  func rowVisibleItems(_ rows: HeightList) -> [Int] {
    let top = offsetPixels
    let bottom = offsetPixels + viewportHeightPixels
    var result: [Int] = []
    guard count > 0 else { return result }
    var slot = rows.index(containing: top - contentTop)
    var section = self.section(ofSlot: min(slot, rows.count - 1))
    var y = contentTop + rows.prefix(slot)
    while slot < rows.count, y < bottom, section < sections.count {
      let geometry = sections[section]
      if slot == geometry.firstSlot || slot == geometry.bottomSlot || geometry.rowCount == 0 {
        // A section's top or bottom slot: no cells in it.
      } else {
        let row = slot - geometry.firstSlot - 1
        if options.style.isGrid {
          let isLastLine = row == geometry.rowCount - 1
          let lineTop = y
          for item in (row * geometry.columns)..<min((row + 1) * geometry.columns, geometry.itemCount) {
            let height =
              geometry.align == .stretch
              ? rows[slot] - (isLastLine ? 0 : geometry.lineSpacing) : Int(cells[geometry.firstItem + item].height)
            if lineTop + height > top, lineTop < bottom { result.append(geometry.firstItem + item) }
          }
        } else {
          let flat = geometry.firstItem + row
          if y + Int(cells[flat].height) > top { result.append(flat) }
        }
      }
      y += rows[slot]
      slot += 1
      if slot > geometry.bottomSlot { section += 1 }
    }
    return result
  }

  /// Ids of the cells that intersect the viewport.
  public func visibleIDs() -> [Identifier] {
    visibleItems().map { flat in
      let (section, item) = location(ofItem: flat)
      return declaration.sections[section].cells[item].id
    }
  }

  /// The section owning a slot.
  ///
  /// - Complexity: O(log s).
  func section(ofSlot slot: Int) -> Int {
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].firstSlot <= slot { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Measures every visible cell that has not been measured yet, invalidating the layout for each
  /// (content size and, above the viewport's top, content offset), until the visible cells are
  /// all measured — UICollectionView's self-sizing loop.
  mutating func displayVisibleCells() {
    let compositional: Bool
    switch engine {
    case .rows:
      guard options.estimatedHeight != nil else { return }
      compositional = false
    case .compositional: compositional = true
    case .plugin: return
    }
    var passes = 0
    while passes < count + 1 {
      passes += 1
      let pending = visibleItems().filter { !cells[$0].measured }
      if pending.isEmpty { return }
      for flat in pending {
        // Read once: measuring the cells before it may have measured this one.
        let state = cells[flat]
        guard !state.measured, !reachedMeasureLimit(flat, state) else { continue }
        if compositional { measureCompositional(item: flat) } else { measure(item: flat, state) }
      }
    }
  }

  /// Whether the cell at `flat`, whose state is `state`, was measured ``measureLimit`` times
  /// already: then it keeps its last height, counts as measured, and a warning says so (a bound
  /// against self-sizing that never settles). The same cap for every engine.
  mutating func reachedMeasureLimit(_ flat: Int, _ state: ItemState) -> Bool {
    guard state.measureCount >= UInt8(Layout.measureLimit) else { return false }
    cells[flat].measured = true
    let (section, item) = location(ofItem: flat)
    let id = declaration.sections[section].cells[item].id
    warnings.append(
      "cell \(id.quoted) [\(section),\(item)] was re-measured \(Layout.measureLimit) times; keeping its last height (a self-sizing loop?)"
    )
    return true
  }

  /// Measures one cell of a table or grid, whose state is `state`, and applies the invalidation.
  mutating func measure(item flat: Int, _ state: ItemState) {
    let (section, item) = location(ofItem: flat)
    let geometry = sections[section]
    let cell = declaration.sections[section].cells[item]
    var state = state
    let oldHeight = Int(state.height)
    let newHeight = Layout.naturalHeight(
      of: cell, item: item, count: geometry.itemCount, geometry: geometry, options: options, content: content,
      grid: grid)
    state.measured = true
    state.measureCount &+= 1
    state.height = Int32(clamping: newHeight)
    cells[flat] = state
    guard newHeight != oldHeight else { return }
    let slot = slot(ofItem: flat, in: section)
    let newSlot = options.style.isGrid ? lineSlot(item / geometry.columns, in: section) : newHeight
    guard let (cellTop, contentDelta) = changeRows({ rows in (rows.prefix(slot), rows.set(slot, to: newSlot)) })
    else { return }
    var offsetDelta = 0
    if contentDelta != 0, contentTop + cellTop < offsetPixels {
      let adjusted = clampedOffset(offsetPixels + contentDelta)
      offsetDelta = adjusted - offsetPixels
      offsetPixels = adjusted
    } else if offsetPixels > maximumOffsetPixels {
      offsetDelta = maximumOffsetPixels - offsetPixels
      offsetPixels = maximumOffsetPixels
    }
    invalidations.append(
      Invalidation(
        id: cell.id, section: section, item: item, estimatedHeight: grid.points(oldHeight),
        measuredHeight: grid.points(newHeight), contentSizeDelta: grid.points(contentDelta),
        offsetDelta: grid.points(offsetDelta)))
  }

}
