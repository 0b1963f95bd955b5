import ListCollections
public import ListDeclaration
import ListDiff

extension Layout {
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
    // Read in a scope of its own: the geometry is changed below, and a copy still alive then
    // would make the change copy it whole.
    let size: LayoutExtent? = {
      guard case .compositional(let geometry) = engine else { return nil }
      return selfSize(of: flat, in: geometry)
    }()
    let oldContent = contentHeightPixels
    let across = crossLength
    guard let size, let measured = changeCompositional({ $0.measure(flat, at: size, across: across) }) else {
      return
    }
    for other in measured.laidOut where other.flat != flat {
      cells[other.flat].height = Int32(clamping: grid.pixels(other.height))
      // Planned again, a flowing group's cell may have moved into an estimated item it was never
      // measured in: it waits at the estimate, reported `estimated`, until it shows and is
      // measured. One that moved into a fixed item has nothing left to measure.
      if let waits = other.waits, cells[other.flat].measureCount < UInt8(Layout.measureLimit) {
        cells[other.flat].measured = !waits
      }
    }
    cells[flat].measured = true
    cells[flat].measureCount &+= 1
    cells[flat].height = Int32(clamping: grid.pixels(measured.new.height))
    let contentDelta = contentHeightPixels - oldContent
    let widthChanged = grid.pixels(measured.new.width) != grid.pixels(measured.old.width)
    guard grid.pixels(measured.new.height) != grid.pixels(measured.old.height) || widthChanged || contentDelta != 0
    else { return }
    var offsetDelta = 0
    if contentDelta != 0, grid.pixels(measured.groupStart) < offsetPixels {
      let adjusted = clampedOffset(offsetPixels + contentDelta)
      offsetDelta = adjusted - offsetPixels
      offsetPixels = adjusted
    } else if offsetPixels > maximumOffsetPixels {
      offsetDelta = maximumOffsetPixels - offsetPixels
      offsetPixels = maximumOffsetPixels
    }
    let (section, item) = location(ofItem: flat)
    invalidations.append(
      Invalidation(
        id: declaration.sections[section].cells[item].id, section: section, item: item,
        estimatedHeight: grid.round(measured.old.height), measuredHeight: grid.round(measured.new.height),
        contentSizeDelta: grid.points(contentDelta), offsetDelta: grid.points(offsetDelta),
        estimatedWidth: measured.widthEstimated ? grid.round(measured.old.width) : nil,
        measuredWidth: measured.widthEstimated ? grid.round(measured.new.width) : nil))
  }

  // MARK: Orthogonal rows

  /// How section `section` scrolls across the list; nil when the list is not compositional or
  /// has no such section.
  public func orthogonalScrolling(section: Int) -> OrthogonalScrolling? {
    guard case .compositional(let geometry) = engine, geometry.sections.indices.contains(section) else { return nil }
    return geometry.sections[section].resolved.section.orthogonalScrolling
  }

  /// The appearance of a compositional list's list section; nil for other sections.
  public func listAppearance(section: Int) -> ListSectionConfiguration.Appearance? {
    guard case .compositional(let geometry) = engine, geometry.sections.indices.contains(section) else { return nil }
    return geometry.sections[section].resolved.list?.appearance
  }

  /// How far an orthogonal section's row is scrolled, in points (nil for other sections).
  public func orthogonalOffset(section: Int) -> Double? {
    guard case .compositional(let geometry) = engine, geometry.sections.indices.contains(section),
      geometry.sections[section].isOrthogonal
    else { return nil }
    return geometry.sections[section].orthogonalOffset
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
    let stop: Int?? = {
      guard case .compositional(let geometry) = engine, geometry.sections.indices.contains(section),
        geometry.sections[section].isOrthogonal, x.isFinite
      else { return nil }
      return .some(snapping ? geometry.stop(for: x, section: section, across: crossLength) : nil)
    }()
    guard let stop else { return nil }
    settleRow(section, at: stop, offset: x)
    assertInvariants()
    return orthogonalOffset(section: section)
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
    let grid = self.grid
    for _ in 0..<4 {
      changeCompositional { geometry in
        geometry.sections[section].orthogonalOffset = geometry.rowTarget(
          section, stop: stop, proposed: proposed, across: width)
      }
      displayVisibleCells()
      guard case .compositional(let geometry) = engine,
        grid.pixels(geometry.rowTarget(section, stop: stop, proposed: proposed, across: width))
          != grid.pixels(geometry.sections[section].orthogonalOffset)
      else { break }
    }
  }

  /// When the cell at `flat` lies in an orthogonal row, scrolls the row the least distance that
  /// shows it whole across (its leading edge at the container's when it is wider), kept within the
  /// row, and measures what comes into view. Returns whether the row moved.
  mutating func scrollRow(toShowItem flat: Int) -> Bool {
    let section = location(ofItem: flat).section
    let target: Double? = {
      guard case .compositional(let geometry) = engine, geometry.sections[section].isOrthogonal else { return nil }
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
      return grid.pixels(offset) != grid.pixels(current) ? offset : nil
    }()
    guard let target else { return false }
    changeCompositional { $0.sections[section].orthogonalOffset = target }
    displayVisibleCells()
    return true
  }

  /// Rows laid out for the first time start at their first stop, once the cells that show there
  /// are measured (a `groupPagingCentered` row with its first group centred at its measured width).
  mutating func settleNewRows() {
    let rows: [(index: Int, stop: Int?, offset: Double)] = {
      guard case .compositional(let geometry) = engine else { return [] }
      return geometry.sections.indices.compactMap { index in
        guard geometry.sections[index].isOrthogonal, !geometry.sections[index].offsetRestored else { return nil }
        let continuous = geometry.sections[index].resolved.section.orthogonalScrolling == .continuous
        return (index, continuous ? nil : 0, geometry.restingRowOffset(section: index, across: crossLength))
      }
    }()
    for row in rows { settleRow(row.index, at: row.stop, offset: row.offset) }
  }
}

/// What measuring one cell of a compositional list changed (see
/// ``CompositionalGeometry/measure(_:at:across:)``).
struct CompositionalMeasurement {
  /// A cell whose frame was laid out again: its height, and for a cell of a flowing group whether
  /// it now waits at an estimate (nil outside flowing groups).
  struct LaidOut {
    var flat: Int
    var height: Double
    var waits: Bool?
  }

  /// The measured cell's frame before and after.
  var old: Rect
  var new: Rect
  /// Where the cell's group starts along the scroll axis, before the change.
  var groupStart: Double
  var widthEstimated: Bool
  var laidOut: [LaidOut]
}

extension CompositionalGeometry {
  /// Records the size the cell at `flat` measured itself at (see ``setMeasured(_:item:)``) and
  /// keeps its orthogonal row, which may have become shorter, scrolled within its new end.
  mutating func measure(_ flat: Int, at size: LayoutExtent, across width: Double) -> CompositionalMeasurement {
    let old = items[flat].frame
    let group = groups[items[flat].group]
    let groupStart = spans.prefix(group.span)
    let section = group.section
    let widthEstimated = sections[section].resolved.leaf(at: flat - group.firstItem).size.width.isEstimated
    let laidOut = setMeasured(size, item: flat)
    let flows = sections[section].resolved.flow != nil
    if sections[section].isOrthogonal {
      sections[section].orthogonalOffset = clampedRowOffset(
        sections[section].orthogonalOffset, section: section, across: width)
    }
    return CompositionalMeasurement(
      old: old, new: items[flat].frame, groupStart: groupStart, widthEstimated: widthEstimated,
      laidOut: laidOut.map {
        .init(flat: $0, height: items[$0].frame.height, waits: flows ? waitsForMeasurement(item: $0) : nil)
      })
  }

  /// Where row `section` comes to rest: at resting offset `stop`, or without one at `proposed`
  /// kept within the row.
  func rowTarget(_ section: Int, stop: Int?, proposed: Double, across width: Double) -> Double {
    stop.map { stopOffset($0, section: section, across: width) }
      ?? clampedRowOffset(proposed, section: section, across: width)
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
