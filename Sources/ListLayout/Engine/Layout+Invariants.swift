import ListDiff

extension Layout {
  /// Checks the geometry every layout must have; returns a description of each violation.
  ///
  /// - No two cells of a section overlap, and no cell overlaps its section's header or footer.
  /// - Every frame lies inside the content (x from 0 to the width, y from 0 to the content height).
  /// - The content height is the bottom of the last element plus the bottom insets.
  /// - Every edge is on the pixel grid.
  /// - The prefix-sum tree agrees with a plain recomputation of the heights.
  ///
  /// - Complexity: O(n log n) (cells are sorted per section to find overlaps).
  public func checkInvariants() -> [String] {
    var violations: [String] = []
    let elements = self.elements()
    if let compositional { return compositionalInvariants(compositional, elements: elements) }
    let (width, height) = contentSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    for element in elements where !element.pinned {
      let frame = element.frame
      if !bounds.contains(frame, tolerance: 1e-6) {
        violations.append("\(element.key) \(frame) lies outside the content \(bounds)")
      }
      for value in [frame.x, frame.y, frame.maxX, frame.maxY] where !grid.isOnGrid(value) {
        violations.append("\(element.key) edge \(value) is off the pixel grid (scale \(grid.scale))")
      }
      if frame.width < 0 || frame.height < 0 {
        violations.append("\(element.key) has a negative size \(frame)")
      }
    }
    // A custom layout owns its geometry: only bounds and the pixel grid apply.
    if custom != nil { return violations }
    // Overlaps within each section (cells, headers, footers).
    var bySection: [Int: [Element]] = [:]
    for element in elements where element.kind == .cell || element.kind == .header || element.kind == .footer {
      if !element.pinned { bySection[element.section, default: []].append(element) }
    }
    for (_, members) in bySection {
      // In whole pixels, so that float noise in points cannot look like an overlap.
      let boxes = members.map { element in
        (
          element, x: grid.pixels(element.frame.x), y: grid.pixels(element.frame.y),
          maxX: grid.pixels(element.frame.maxX), maxY: grid.pixels(element.frame.maxY)
        )
      }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
      // Sweep: compare each frame with the later ones that start before it ends.
      for (index, box) in boxes.enumerated() {
        var next = index + 1
        while next < boxes.count, boxes[next].y < box.maxY {
          let other = boxes[next]
          if box.x < other.maxX, other.x < box.maxX, box.y < other.maxY, other.y < box.maxY {
            violations.append("\(box.0.key) \(box.0.frame) overlaps \(other.0.key) \(other.0.frame)")
          }
          next += 1
        }
      }
    }
    // Content height = bottom of the last element + what follows it in its section (nothing after
    // a footer; the section's bottom inset after a cell; both insets after the header of a section
    // without cells) + the list's bottom inset.
    var sectionTrailing = 0
    if let last = sections.last, last.footerHeight == 0 {
      sectionTrailing = last.itemCount > 0 ? last.bottomInset : last.topInset + last.bottomInset
    }
    let bottomInset = grid.pixels(options.contentInsets.bottom) + sectionTrailing
    let lastBottom = elements.filter { !$0.pinned }.map { grid.pixels($0.frame.maxY) }.max() ?? contentTop
    let expected = sections.isEmpty ? contentTop + grid.pixels(options.contentInsets.bottom) : lastBottom + bottomInset
    if !(sections.last.map { $0.itemCount == 0 && $0.footerHeight == 0 && $0.headerHeight == 0 } ?? false),
      expected != contentHeightPixels
    {
      violations.append(
        "content height \(grid.points(contentHeightPixels)) is not the last bottom \(grid.points(lastBottom)) plus insets"
      )
    }
    // The tree against a plain sum.
    var running = 0
    for slot in 0..<rows.count {
      if rows.prefix(slot) != running {
        violations.append("prefix sum of slot \(slot) is \(rows.prefix(slot)), expected \(running)")
        break
      }
      running += rows[slot]
    }
    if running != rows.total { violations.append("tree total \(rows.total) is not the sum \(running)") }
    return violations
  }
}
