import ListCollections
public import ListDeclaration
import ListDiff

extension Layout {
  /// Measures every cell that shows and waits at an estimate, invalidating the layout for each
  /// (its group, then everything below), until the cells that show are all measured — as
  /// ``displayVisibleCells()`` does for estimated heights.
  mutating func displayVisibleCompositionalItems() {
    var passes = 0
    while passes < count + 1, let geometry = compositional {
      passes += 1
      let pending = compositionalVisibleItems(geometry).filter { !cells[$0].measured }
      if pending.isEmpty { return }
      for flat in pending where !cells[flat].measured { measureCompositional(item: flat) }
    }
  }

  /// The size the cell at `flat` gives itself on its item's estimated axes: its one-line content
  /// width, and its height at its width — a fixed `height`, its content's height (at least 44
  /// points for a built-in cell), or 44. Its other axes keep the item's lengths.
  func selfSize(of flat: Int, in geometry: CompositionalGeometry) -> LayoutExtent {
    let (section, item) = location(ofItem: flat)
    let cell = declaration.sections[section].cells[item]
    let group = geometry.groups[geometry.items[flat].group]
    let leaf = geometry.sections[section].resolved.leaf(at: flat - group.firstItem)
    let frame = geometry.items[flat].frame
    var size = LayoutExtent(width: frame.width, height: frame.height)
    if leaf.size.width.isEstimated, let node = cell.content {
      size.width = grid.roundUp(content.intrinsicWidth(of: node))
    }
    if leaf.size.height.isEstimated {
      // A list section's cells are measured in their content view, as the table styles' are.
      let contentWidth =
        geometry.sections[section].resolved.list.map {
          $0.content.contentRect(in: Rect(x: 0, y: 0, width: size.width, height: 0), builtIn: cell.isBuiltIn).width
        } ?? size.width
      if let fixed = cell.height {
        size.height = grid.round(fixed)
      } else if let measured = content.height(ofContentOf: cell, width: contentWidth) {
        size.height = grid.roundUp(measured)
        if cell.isBuiltIn { size.height = max(size.height, BuiltInCell.minimumHeight) }
      } else {
        size.height = 44
      }
    }
    return size
  }

  /// Measures one cell of a compositional list and applies the invalidation: its group is laid
  /// out again with the cell's size, the group's span (or its orthogonal row's) takes the new
  /// length, and when the group starts above the viewport's top the content offset moves by the
  /// same amount.
  mutating func measureCompositional(item flat: Int) {
    guard compositional != nil else { return }
    let (section, item) = location(ofItem: flat)
    let cell = declaration.sections[section].cells[item]
    var state = cells[flat]
    if state.measureCount >= UInt8(Layout.measureLimit) {
      state.measured = true
      cells[flat] = state
      warnings.append(
        "cell \(cell.id.quoted) [\(section),\(item)] was re-measured \(Layout.measureLimit) times; keeping its last height (a self-sizing loop?)"
      )
      return
    }
    let size = selfSize(of: flat, in: compositional!)
    let oldHeight = compositional!.items[flat].frame.height
    let oldWidth = compositional!.items[flat].frame.width
    let oldContent = contentHeightPixels
    let groupTop = compositional!.spans.prefix(compositional!.groups[compositional!.items[flat].group].span)
    let laidOut = compositional!.setMeasured(size, item: flat)
    let flows = compositional!.sections[section].resolved.flow != nil
    for other in laidOut where other != flat {
      cells[other].height = Int32(clamping: grid.pixels(compositional!.items[other].frame.height))
      // Planned again, a flowing group's cell may have moved into an estimated item it was never
      // measured in: it waits at the estimate, reported `estimated`, until it shows and is
      // measured. One that moved into a fixed item has nothing left to measure.
      if flows, cells[other].measureCount < UInt8(Layout.measureLimit) {
        cells[other].measured = !compositional!.waitsForMeasurement(item: other)
      }
    }
    state.measured = true
    state.measureCount &+= 1
    state.height = Int32(clamping: grid.pixels(compositional!.items[flat].frame.height))
    cells[flat] = state
    let newHeight = compositional!.items[flat].frame.height
    let newWidth = compositional!.items[flat].frame.width
    let contentDelta = contentHeightPixels - oldContent
    let widthChanged = grid.pixels(newWidth) != grid.pixels(oldWidth)
    guard grid.pixels(newHeight) != grid.pixels(oldHeight) || widthChanged || contentDelta != 0 else { return }
    var offsetDelta = 0
    if contentDelta != 0, grid.pixels(groupTop) < offsetPixels {
      let adjusted = clampedOffset(offsetPixels + contentDelta)
      offsetDelta = adjusted - offsetPixels
      offsetPixels = adjusted
    } else if offsetPixels > maximumOffsetPixels {
      offsetDelta = maximumOffsetPixels - offsetPixels
      offsetPixels = maximumOffsetPixels
    }
    // A row whose cells measured narrower may now end before where it is scrolled to.
    if compositional!.sections[section].isOrthogonal {
      let offset = compositional!.sections[section].orthogonalOffset
      compositional!.sections[section].orthogonalOffset = compositional!.clampedRowOffset(
        offset, section: section, across: crossLength)
    }
    let leaf = compositional!.sections[section].resolved.leaf(
      at: flat - compositional!.groups[compositional!.items[flat].group].firstItem)
    let widthEstimated = leaf.size.width.isEstimated
    invalidations.append(
      Invalidation(
        id: cell.id, section: section, item: item, estimatedHeight: grid.round(oldHeight),
        measuredHeight: grid.round(newHeight), contentSizeDelta: grid.points(contentDelta),
        offsetDelta: grid.points(offsetDelta), estimatedWidth: widthEstimated ? grid.round(oldWidth) : nil,
        measuredWidth: widthEstimated ? grid.round(newWidth) : nil))
  }

  // MARK: Orthogonal rows

  /// How section `section` scrolls across the list; nil when the list is not compositional or
  /// has no such section.
  public func orthogonalScrolling(section: Int) -> OrthogonalScrolling? {
    guard let compositional, compositional.sections.indices.contains(section) else { return nil }
    return compositional.sections[section].resolved.section.orthogonalScrolling
  }

  /// The appearance of a compositional list's list section; nil for other sections.
  public func listAppearance(section: Int) -> ListSectionConfiguration.Appearance? {
    guard let compositional, compositional.sections.indices.contains(section) else { return nil }
    return compositional.sections[section].resolved.list?.appearance
  }

  /// How far an orthogonal section's row is scrolled, in points (nil for other sections).
  public func orthogonalOffset(section: Int) -> Double? {
    guard let compositional, compositional.sections.indices.contains(section),
      compositional.sections[section].isOrthogonal
    else { return nil }
    return compositional.sections[section].orthogonalOffset
  }

  /// Scrolls an orthogonal section's row as a drag released at `x` without velocity would:
  /// `snapping` lets the section's behaviour choose where it comes to rest (see
  /// ``OrthogonalScrolling``); without it the row stops at `x` (as a programmatic offset does),
  /// kept within the row. Cells that come into view are measured; when that moves the groups,
  /// the row settles at the same stop where the measured sizes put it (and always inside the
  /// row, which may have become shorter). Returns the row's new offset, or nil when the section
  /// does not scroll orthogonally.
  ///
  /// - Complexity: O(g + k) for g groups in the row and k cells that show.
  @discardableResult
  public mutating func scrollSection(_ section: Int, to x: Double, snapping: Bool = true) -> Double? {
    guard let geometry = compositional, geometry.sections.indices.contains(section),
      geometry.sections[section].isOrthogonal, x.isFinite
    else { return nil }
    let stop = snapping ? geometry.stop(for: x, section: section, across: crossLength) : nil
    settleRow(section, at: stop, offset: x)
    assertInvariants()
    return compositional!.sections[section].orthogonalOffset
  }
}

extension Layout {
  /// Brings row `section` to rest at resting offset `stop` (or, without one, at `offset` kept in
  /// the row) and measures the cells that come into view. Measuring moves the groups after
  /// them, and a group's own width moves a centred stop: the row settles again at the same stop
  /// where the measured sizes put it, until nothing moves.
  ///
  /// - Complexity: O(g + k) per pass, a few passes.
  mutating func settleRow(_ section: Int, at stop: Int?, offset proposed: Double) {
    let width = crossLength
    func target() -> Double {
      stop.map { compositional!.stopOffset($0, section: section, across: width) }
        ?? compositional!.clampedRowOffset(proposed, section: section, across: width)
    }
    for _ in 0..<4 {
      compositional!.sections[section].orthogonalOffset = target()
      displayVisibleCells()
      if grid.pixels(target()) == grid.pixels(compositional!.sections[section].orthogonalOffset) { break }
    }
  }

  /// When the cell at `flat` lies in an orthogonal row, scrolls the row the least distance that
  /// shows it whole across (its leading edge at the container's when it is wider), kept within the
  /// row, and measures what comes into view. Returns whether the row moved.
  mutating func scrollRow(toShowItem flat: Int) -> Bool {
    guard let geometry = compositional else { return false }
    let section = location(ofItem: flat).section
    guard geometry.sections[section].isOrthogonal else { return false }
    let cross = geometry.axis.other
    let frame = cellRect(flat, in: geometry)
    let start = cross.start(of: frame)
    let length = cross.length(of: frame)
    let current = geometry.sections[section].orthogonalOffset
    var offset = current
    if start < 0 || length > crossLength {
      offset += start
    } else if start + length > crossLength {
      offset += start + length - crossLength
    }
    offset = geometry.clampedRowOffset(offset, section: section, across: crossLength)
    guard grid.pixels(offset) != grid.pixels(current) else { return false }
    compositional!.sections[section].orthogonalOffset = offset
    displayVisibleCells()
    return true
  }

  /// Rows laid out for the first time start at their first stop, once the cells that show there
  /// are measured (a `groupPagingCentered` row with its first group centred at its measured width).
  mutating func settleNewRows() {
    guard let geometry = compositional else { return }
    for index in geometry.sections.indices where geometry.sections[index].isOrthogonal {
      guard !geometry.sections[index].offsetRestored else { continue }
      let continuous = geometry.sections[index].resolved.section.orthogonalScrolling == .continuous
      settleRow(
        index, at: continuous ? nil : 0, offset: geometry.restingRowOffset(section: index, across: crossLength))
    }
  }
}

extension CompositionalGeometry {
  /// Records the size a cell measured itself at and lays its group out again; the group's span
  /// (or its row's, whose later groups move along) takes the group's new length. In a section
  /// that flows its items (``FlowPlan``), the groups from the cell's on are planned again from
  /// the measured lengths (see ``replan(section:around:)``). Returns the cells whose frames were
  /// laid out again.
  ///
  /// - Complexity: O(items in the group + groups in an orthogonal row + log n); a flowing
  ///   section: O(items planned again), and O(n) when it gains or loses a group.
  @discardableResult
  mutating func setMeasured(_ size: LayoutExtent, item flat: Int) -> Range<Int> {
    items[flat].measured = size
    items[flat].measuredPosition = Int32(flat - groups[items[flat].group].firstItem)
    let sectionIndex = groups[items[flat].group].section
    if sections[sectionIndex].resolved.flow != nil {
      return replan(section: sectionIndex, around: flat)
    }
    let index = items[flat].group
    solveGroup(index)
    if sections[sectionIndex].isOrthogonal { placeRow(sectionIndex) }
    return groups[index].firstItem..<(groups[index].firstItem + groups[index].count)
  }

  /// Lays group `index` out again with its cells' measured sizes; a group of a vertical section
  /// takes its new height (and the spacing after it) in its span.
  mutating func solveGroup(_ index: Int) {
    let group = groups[index]
    let section = sections[group.section]
    let resolved = section.resolved
    let first = group.firstItem
    let sizes = (0..<group.count).map { measuredSize(of: first + $0, at: $0, in: group.section) }
    let result = GroupSolver(measured: { $0 < sizes.count ? sizes[$0] : nil }, present: group.count).solve(
      resolved.plan(holding: group.count), container: resolved.container)
    for leaf in 0..<group.count {
      items[first + leaf].frame = result.cells[leaf]
      items[first + leaf].group = index
    }
    groups[index].size = result.size
    overflowReach = max(overflowReach, Self.overflowReach(of: result, along: axis))
    if !section.isOrthogonal {
      let isLast = index == section.firstGroup + section.groupCount - 1
      spans.set(group.span, to: result.size.length(axis) + (isLast ? 0 : resolved.section.interGroupSpacing))
    }
  }

  /// Places the groups of orthogonal row `index` one after another across the scroll axis, and
  /// gives the row's span its longest group's length along it.
  mutating func placeRow(_ index: Int) {
    let section = sections[index]
    guard section.groupCount > 0 else { return }
    let resolved = section.resolved
    let cross = axis.other
    var across = cross.before(resolved.insets)
    var length = 0.0
    let last = section.firstGroup + section.groupCount - 1
    for other in section.firstGroup...last {
      groups[other].across = across
      across += groups[other].size.length(cross) + (other < last ? resolved.section.interGroupSpacing : 0)
      length = max(length, groups[other].size.length(axis))
    }
    sections[index].rowLength = across + cross.after(resolved.insets)
    spans.set(section.startSpan + 1, to: length)
  }
}
