extension Layout {
  /// The invariants of a compositional list (see ``checkInvariants()``):
  ///
  /// - Every edge is on the pixel grid and no size is negative.
  /// - Cells, separators, headers, footers and decorations lie inside the content down the list
  ///   (supplementary items may stick out of their cells, pinned items float), and across it
  ///   inside the list — or, in an orthogonal section, inside the scrolled row.
  /// - No two cells of a section overlap, unless a group of the section lets its items overlap
  ///   (a custom group, or items longer than their group).
  /// - The content height is the sum of what each section stacks (the space before it, its
  ///   boundary bands, insets, groups and spacing) and the list's insets and bands, and the span
  ///   tree agrees with a plain sum.
  func compositionalInvariants(_ geometry: CompositionalGeometry, elements: [Element]) -> [String] {
    var violations: [String] = []
    let height = geometry.contentHeight
    for element in elements {
      let frame = element.frame
      for value in [frame.x, frame.y, frame.maxX, frame.maxY] where !grid.isOnGrid(value) {
        violations.append("\(element.key) edge \(value) is off the pixel grid (scale \(grid.scale))")
      }
      if frame.width < 0 || frame.height < 0 { violations.append("\(element.key) has a negative size \(frame)") }
      guard !element.pinned, element.kind != .supplementary else { continue }
      if frame.y < -1e-6 || frame.maxY > grid.round(height) + 1e-6 {
        violations.append("\(element.key) \(frame) lies outside the content height \(grid.round(height))")
      }
      var low = 0.0
      var high = options.width
      if element.section >= 0, element.kind == .cell, geometry.sections[element.section].isOrthogonal {
        let section = geometry.sections[element.section]
        low = -section.orthogonalOffset
        high = section.rowWidth - section.orthogonalOffset
      }
      if frame.x < grid.round(low) - 1e-6 || frame.maxX > grid.round(high) + 1e-6 {
        violations.append("\(element.key) \(frame) lies outside the list across (from \(low) to \(high))")
      }
    }
    violations += overlaps(elements, in: geometry)
    // The content height from the groups' sizes, independently of the span tree.
    var expected =
      geometry.listInsets.top + geometry.globalTopBand + geometry.globalBottomBand
      + geometry.listInsets.bottom
    for section in geometry.sections {
      let layout = section.resolved
      expected += layout.spaceBefore + section.topBand + layout.insets.top + layout.insets.bottom + section.bottomBand
      let groups = geometry.groups[section.firstGroup..<(section.firstGroup + section.groupCount)]
      if section.isOrthogonal {
        expected += groups.map(\.size.height).max() ?? 0
      } else {
        expected +=
          groups.reduce(0) { $0 + $1.size.height }
          + Double(max(0, section.groupCount - 1)) * layout.section.interGroupSpacing
      }
    }
    if abs(expected - height) > 1e-6 * max(1, height) {
      violations.append("content height \(height) is not what the sections stack up to (\(expected))")
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

  /// Cells of a section that overlap, where its groups promise they do not.
  private func overlaps(_ elements: [Element], in geometry: CompositionalGeometry) -> [String] {
    var violations: [String] = []
    var bySection: [Int: [(element: Element, x: Int, y: Int, maxX: Int, maxY: Int)]] = [:]
    for element in elements where element.kind == .cell && element.section >= 0 {
      guard !geometry.sections[element.section].mayOverlap else { continue }
      let frame = element.frame
      bySection[element.section, default: []].append(
        (element, grid.pixels(frame.x), grid.pixels(frame.y), grid.pixels(frame.maxX), grid.pixels(frame.maxY)))
    }
    for (_, boxes) in bySection {
      let sorted = boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
      for (index, box) in sorted.enumerated() {
        var next = index + 1
        while next < sorted.count, sorted[next].y < box.maxY {
          let other = sorted[next]
          if box.x < other.maxX, other.x < box.maxX, box.maxY > other.y, box.maxX > box.x, other.maxX > other.x,
            box.maxY > box.y, other.maxY > other.y
          {
            violations.append(
              "\(box.element.key) \(box.element.frame) overlaps \(other.element.key) \(other.element.frame)")
          }
          next += 1
        }
      }
    }
    return violations
  }
}

extension CompositionalGeometry.Section {
  /// Whether the section's group lets cells overlap: a custom group, or a cell reaching out of
  /// its group's frame (items longer than their group).
  var mayOverlap: Bool {
    func isCustom(_ item: CompositionalItem) -> Bool {
      guard let group = item.group else { return false }
      return group.arrangement == .custom || group.subitems.contains(where: isCustom)
    }
    if isCustom(resolved.section.group) { return true }
    let size = template.size
    return template.cells.contains { cell in
      cell.x < -1e-6 || cell.y < -1e-6 || cell.maxX > size.width + 1e-6 || cell.maxY > size.height + 1e-6
    }
  }
}
