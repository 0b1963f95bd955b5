import ListCollections
import ListDeclaration

extension Layout {
  /// The invariants of a compositional list (see ``checkInvariants()``).
  ///
  /// UIKit shrinks nothing to fit: an item wider than the list, taller than its group, pushed out
  /// by a fixed edge spacing or measured longer than a group of fixed length sticks out, a header
  /// moved by its offset or laid over the content (`extendsBoundary = false`) may reach past its
  /// section, a section inset by more than the list's width lies beyond it. So the invariants
  /// check what the engine computes, not that declared sizes fit:
  ///
  /// - Every frame is finite, on the pixel grid, and of non-negative size.
  /// - Sections, their bands and their groups stack where their lengths put them, recomputed
  ///   from scratch: each group's origin along the scroll axis (across it, for an orthogonal
  ///   row) and the content's length; the span tree agrees with a plain sum.
  /// - Each cell's frame in its group is what solving the group again with the cells' measured
  ///   sizes gives (no stale frame), and a section that flows its items from their measured
  ///   lengths holds in each group the items that fit.
  /// - A cell that no declared or measured size pushes out of its group lies inside it, and such
  ///   cells of a group do not overlap (custom groups place theirs where their function says).
  /// - A boundary item lies inside its section (along, and across its band) unless its offset, its
  ///   size, `extends = false` or its alignment lets it reach out; a background inside its section
  ///   unless its insets exceed it. Pinned items float and are not checked.
  func compositionalInvariants(_ geometry: CompositionalGeometry, elements: [Element]) -> [String] {
    var violations: [String] = []
    for element in elements {
      let frame = element.frame
      let values = [frame.x, frame.y, frame.width, frame.height]
      guard values.allSatisfy(\.isFinite) else {
        violations.append("\(element.key) has a frame that is not finite \(frame)")
        continue
      }
      for value in [frame.x, frame.y, frame.maxX, frame.maxY] where !grid.isOnGrid(value) {
        violations.append("\(element.key) edge \(value) is off the pixel grid (scale \(grid.scale))")
      }
      if frame.width < 0 || frame.height < 0 { violations.append("\(element.key) has a negative size \(frame)") }
    }
    violations += stacking(geometry)
    for index in geometry.sections.indices {
      violations += groupContents(section: index, in: geometry)
      violations += boundaryPlacement(section: index, in: geometry)
    }
    var running = 0.0
    for span in 0..<geometry.spans.count {
      if abs(geometry.spans.prefix(span) - running) > 1e-6 * max(1, running) {
        violations.append("span tree prefix of \(span) is \(geometry.spans.prefix(span)), expected \(running)")
        break
      }
      running += geometry.spans[span]
    }
    return violations
  }

  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

  /// Each group's origin and the content height, recomputed by adding the lengths up in order.
  private func stacking(_ geometry: CompositionalGeometry) -> [String] {
    var violations: [String] = []
    let axis = geometry.axis
    let cross = axis.other
    // The coordinates' names in messages: y along a vertical list, x across it.
    let along = axis == .vertical ? "y" : "x"
    let acrossName = axis == .vertical ? "x" : "y"
    var position = axis.before(geometry.listInsets) + geometry.globalStartBand
    for (index, section) in geometry.sections.enumerated() {
      let layout = section.resolved
      position += layout.spaceBefore
      if !close(sectionStart(index, in: geometry), position) {
        violations.append("section \(index) starts at \(sectionStart(index, in: geometry)), expected \(position)")
      }
      position += section.startBand + axis.before(layout.insets)
      let groups = section.firstGroup..<(section.firstGroup + section.groupCount)
      let leading = cross.before(layout.insets)
      var across = leading
      var rowLength = 0.0
      for group in groups {
        let entry = geometry.groups[group]
        let origin = geometry.spans.prefix(entry.span)
        let expected = section.isOrthogonal ? across : leading
        if !close(entry.across, expected) {
          violations.append(
            "group \(group) of section \(index) is at \(acrossName) \(entry.across), expected \(expected)")
        }
        if !close(origin, position) {
          violations.append("group \(group) of section \(index) is at \(along) \(origin), expected \(position)")
        }
        let spacing = group < groups.upperBound - 1 ? section.groupSpacing : 0
        if section.isOrthogonal {
          across += entry.size.length(cross) + spacing
          rowLength = max(rowLength, entry.size.length(axis))
        } else {
          position += entry.size.length(axis) + spacing
        }
      }
      if section.isOrthogonal {
        position += rowLength
        let expected = across + cross.after(layout.insets)
        if section.groupCount > 0, !close(section.rowLength, expected) {
          violations.append("section \(index)'s row is \(section.rowLength) long across, expected \(expected)")
        }
      }
      position += axis.after(layout.insets) + section.endBand
      if !close(sectionEnd(index, in: geometry), position) {
        violations.append("section \(index) ends at \(sectionEnd(index, in: geometry)), expected \(position)")
      }
    }
    position += geometry.globalEndBand + axis.after(geometry.listInsets)
    if !close(geometry.contentLength, position) {
      let name = axis == .vertical ? "height" : "width"
      violations.append("content \(name) \(geometry.contentLength) is not what the sections stack up to (\(position))")
    }
    return violations
  }

  /// The cells of section `index` against their groups solved again, and their overlaps: only
  /// within a group — a cell that stays inside its group cannot reach another group's, as groups
  /// follow one another where ``stacking(_:)`` checks they do.
  private func groupContents(section index: Int, in geometry: CompositionalGeometry) -> [String] {
    var violations: [String] = []
    let section = geometry.sections[index]
    let resolved = section.resolved
    let isCustom = resolved.section.group.containsCustomGroup
    // Lined up along x in a horizontal group, along y in a vertical one: sweep along that axis.
    let sweepsAlongX = resolved.section.group.group?.arrangement != .vertical
    for group in section.firstGroup..<(section.firstGroup + section.groupCount) {
      var contained: [PixelBox] = []
      let entry = geometry.groups[group]
      let first = entry.firstItem
      let sizes = (0..<entry.count).map { geometry.measuredSize(of: first + $0, at: $0, in: index) }
      if let flow = resolved.flow {
        let planned = flow.count(from: first, end: section.firstItem + section.itemCount) {
          geometry.measuredSize(of: $0, at: $1, in: index)
        }
        if planned != entry.count {
          violations.append(
            "group \(group) of section \(index) holds \(entry.count) cells, but \(planned) fit from their measured lengths"
          )
        }
      }
      let result = GroupSolver(measured: { $0 < sizes.count ? sizes[$0] : nil }, present: entry.count).solve(
        resolved.plan(holding: entry.count), container: resolved.container)
      if !close(result.size.width, entry.size.width) || !close(result.size.height, entry.size.height) {
        violations.append("group \(group) of section \(index) is \(entry.size), solved again \(result.size)")
      }
      for leaf in 0..<entry.count {
        let flat = first + leaf
        let kept = geometry.items[flat].frame
        let solved = result.cells[leaf]
        let cell = compositionalCell(atItem: flat, in: geometry)
        if [kept.x - solved.x, kept.y - solved.y, kept.maxX - solved.maxX, kept.maxY - solved.maxY].contains(where: {
          abs($0) > 1e-6
        }) {
          violations.append("\(cell.key) is at \(kept) in its group, solved again \(solved): a stale frame")
        }
        guard !result.overflows[leaf] else { continue }
        let inGroup = Rect(x: 0, y: 0, width: entry.size.width, height: entry.size.height)
        if !inGroup.contains(solved, tolerance: 1e-6) {
          violations.append("\(cell.key) \(solved) sticks out of its group \(inGroup) though no size pushes it out")
        }
        if !isCustom {
          let frame = cell.frame
          contained.append(
            PixelBox(
              element: flat, x: grid.pixels(frame.x), y: grid.pixels(frame.y), maxX: grid.pixels(frame.maxX),
              maxY: grid.pixels(frame.maxY)))
        }
      }
      violations += overlaps(among: contained, sweepingAlongX: sweepsAlongX, in: geometry)
    }
    return violations
  }

  /// The pairs of `boxes` (cells' frames in pixels, `element` their flat index) that overlap,
  /// found by a sweep along one axis.
  private func overlaps(among boxes: [PixelBox], sweepingAlongX alongX: Bool, in geometry: CompositionalGeometry)
    -> [String]
  {
    var violations: [String] = []
    func start(_ box: PixelBox) -> Int { alongX ? box.x : box.y }
    func end(_ box: PixelBox) -> Int { alongX ? box.maxX : box.maxY }
    let sorted = boxes.sorted { (start($0), $0.element) < (start($1), $1.element) }
    for (position, box) in sorted.enumerated() {
      var next = position + 1
      while next < sorted.count, start(sorted[next]) < end(box) {
        let other = sorted[next]
        if box.x < other.maxX, other.x < box.maxX, box.y < other.maxY, other.y < box.maxY, box.maxX > box.x,
          other.maxX > other.x, box.maxY > box.y, other.maxY > other.y
        {
          let a = compositionalCell(atItem: box.element, in: geometry)
          let b = compositionalCell(atItem: other.element, in: geometry)
          violations.append("\(a.key) \(a.frame) overlaps \(b.key) \(b.frame)")
        }
        next += 1
      }
    }
    return violations
  }

  /// Section `index`'s boundary items and backgrounds inside it, where nothing declared lets
  /// them reach out.
  private func boundaryPlacement(section index: Int, in geometry: CompositionalGeometry) -> [String] {
    var violations: [String] = []
    let axis = geometry.axis
    let cross = axis.other
    let start = grid.round(sectionStart(index, in: geometry))
    let end = grid.round(sectionEnd(index, in: geometry))
    for placed in geometry.sections[index].boundaries {
      let element = compositionalBoundary(placed, section: index, in: geometry)
      guard !element.pinned else { continue }
      let item = placed.item
      let frame = element.frame
      let (offsetAlong, offsetAcross) = axis == .vertical ? (item.offsetY, item.offsetX) : (item.offsetX, item.offsetY)
      let position = axis.start(of: frame)
      if item.extendsBoundary, offsetAlong == 0,
        item.alignment.isStart(along: axis) || item.alignment.isEnd(along: axis),
        position < start - 1e-6 || position + axis.length(of: frame) > end + 1e-6
      {
        violations.append("\(element.key) \(frame) lies outside its section (from \(start) to \(end))")
      }
      let low = grid.round(placed.bandStart)
      let high = grid.round(placed.bandStart + placed.bandLength)
      let acrossPosition = cross.start(of: frame)
      if offsetAcross == 0, placed.size.length(cross) <= placed.bandLength + 1e-6,
        acrossPosition < low - 1e-6 || acrossPosition + cross.length(of: frame) > high + 1e-6
      {
        violations.append("\(element.key) \(frame) lies outside its band across (from \(low) to \(high))")
      }
    }
    for item in geometry.sections[index].resolved.section.decorationItems {
      let element = compositionalDecoration(item, section: index, in: geometry)
      let section = axis.rect(main: start, mainLength: end - start, cross: 0, crossLength: crossLength)
      let insets = item.contentInsets
      guard insets.horizontal <= section.width, insets.vertical <= section.height else { continue }
      // The background is snapped to the nearest pixels as a whole: a list whose width is off
      // the grid (375 points at @2.5) has it end on the pixel nearest its edge, as the section's
      // own snapped frame does.
      if !pixelSnapped(section).contains(element.frame, tolerance: 1e-6) {
        violations.append("\(element.key) \(element.frame) lies outside its section \(section)")
      }
    }
    return violations
  }
}

extension CompositionalItem {
  /// Whether the item is a custom group or holds one.
  var containsCustomGroup: Bool {
    guard let group else { return false }
    return group.arrangement == .custom || group.subitems.contains(where: \.containsCustomGroup)
  }
}
