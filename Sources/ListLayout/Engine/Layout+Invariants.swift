import ListCollections
import ListDeclaration
import ListDiff

extension Layout {
  /// Checks the geometry every layout must have; returns a description of each violation.
  ///
  /// - No two cells of a section overlap, and no cell overlaps its section's header or footer.
  /// - Every frame lies inside the content (x from 0 to the width, y from 0 to the content height).
  /// - The content height is the bottom of the last element plus the bottom insets.
  /// - Every edge is on the pixel grid.
  /// - A separator or card lies inside its cell (and follows it).
  /// - The prefix-sum tree agrees with a plain recomputation of the heights, at every slot.
  /// - The content offset lies between −(the safe area's top) and the largest offset.
  ///
  /// - Complexity: O(n) for the built-in styles, whose elements come in order; O(n log n) when a
  ///   section's frames must be sorted to find overlaps.
  public func checkInvariants() -> [String] {
    if case .compositional = engine { return checkInvariants(elements: layoutElements()) }
    return checkInvariants(elements: elements())
  }

  /// ``checkInvariants()`` of the layout with `elements` as its frames (its own, except in the
  /// check's tests, which give it broken ones).
  func checkInvariants(elements: [Element]) -> [String] {
    var violations: [String] = []
    if offsetPixels < minimumOffsetPixels || offsetPixels > maximumOffsetPixels {
      violations.append(
        "content offset \(offset) lies outside \(grid.points(minimumOffsetPixels))…\(grid.points(maximumOffsetPixels))")
    }
    if case .compositional(let compositional) = engine {
      // Checked left to right: an orthogonal row's overhang is on the trailing side there (the
      // mirror of a right-to-left list is exact, `Layout+Mirroring.swift`).
      return violations + compositionalInvariants(compositional, elements: elements)
    }
    let (width, height) = contentSize
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    var lastBottom: Int?
    for element in elements where !element.pinned {
      let frame = element.frame
      if !bounds.contains(frame, tolerance: 1e-6) {
        violations.append("\(element.key) \(frame) lies outside the content \(bounds)")
      }
      if !(grid.isOnGrid(frame.x) && grid.isOnGrid(frame.y) && grid.isOnGrid(frame.maxX) && grid.isOnGrid(frame.maxY)) {
        for value in [frame.x, frame.y, frame.maxX, frame.maxY] where !grid.isOnGrid(value) {
          violations.append("\(element.key) edge \(value) is off the pixel grid (scale \(grid.scale))")
        }
      }
      if frame.width < 0 || frame.height < 0 {
        violations.append("\(element.key) has a negative size \(frame)")
      }
      lastBottom = max(lastBottom ?? .min, grid.pixels(frame.maxY))
    }
    // A custom layout owns its geometry: only bounds and the pixel grid apply.
    guard case .rows(let rows) = engine else { return violations }
    violations += decorationsOutsideTheirCells(elements)
    // Overlaps within each section (cells, headers, footers), in whole pixels so that float noise
    // in points cannot look like an overlap. A section's elements are consecutive.
    var boxes: [PixelBox] = []
    var section = -1
    for (index, element) in elements.enumerated()
    where !element.pinned && element.kind != .separator && element.kind != .card {
      if element.section != section {
        violations += overlaps(among: &boxes, of: elements)
        section = element.section
      }
      let frame = element.frame
      boxes.append(
        PixelBox(
          element: index, x: grid.pixels(frame.x), y: grid.pixels(frame.y), maxX: grid.pixels(frame.maxX),
          maxY: grid.pixels(frame.maxY)))
    }
    violations += overlaps(among: &boxes, of: elements)
    // Content height = bottom of the last element + what stands below it.
    let expected = (lastBottom ?? contentTop) + trailingSpace(hasElements: lastBottom != nil)
    if expected != contentHeightPixels {
      violations.append(
        "content height \(grid.points(contentHeightPixels)) is not the last bottom \(grid.points(lastBottom ?? contentTop)) plus the space below it \(grid.points(expected - (lastBottom ?? contentTop)))"
      )
    }
    // The prefix sums against a plain running sum, at every slot.
    if let disagreement = rows.firstPrefixDisagreement() { violations.append(disagreement) }
    return violations
  }

  /// Separators and cards that do not lie inside their cell (in whole pixels), or that do not
  /// follow it: each comes right after its cell and the cell's other decorations.
  private func decorationsOutsideTheirCells(_ elements: [Element]) -> [String] {
    var violations: [String] = []
    var cell: Element?
    for element in elements {
      switch element.kind {
      case .cell:
        cell = element
      case .separator, .card:
        guard let owner = cell, owner.section == element.section, owner.item == element.item, owner.id == element.id
        else {
          violations.append("\(element.key) \(element.frame) does not follow its cell")
          continue
        }
        let frame = element.frame
        let box = owner.frame
        if grid.pixels(frame.x) < grid.pixels(box.x) || grid.pixels(frame.maxX) > grid.pixels(box.maxX)
          || grid.pixels(frame.y) < grid.pixels(box.y) || grid.pixels(frame.maxY) > grid.pixels(box.maxY)
        {
          violations.append("\(element.key) \(frame) lies outside its cell \(box)")
        }
      default:
        cell = nil
      }
    }
    return violations
  }

  /// The space below the last element, in pixels, worked out from the sections' declared geometry:
  /// the bottom content inset; a grid section's bottom inset below its last line when it has no
  /// footer (both insets when it has only a header); and every section after the last element,
  /// each its spacing and grid insets. With no element at all, everything below the top inset.
  private func trailingSpace(hasElements: Bool) -> Int {
    var space = grid.pixels(options.contentInsets.bottom)
    for (index, section) in sections.enumerated().reversed() {
      let declared = declaration.sections[index]
      let hasHeader = declared.header != nil
      let hasFooter = declared.footer != nil
      if hasElements, section.itemCount > 0 || hasHeader || hasFooter {
        if hasFooter { return space }
        return space + section.bottomInset + (section.itemCount == 0 ? section.topInset : 0)
      }
      space += section.spacingBefore + section.topInset + section.bottomInset
    }
    return space
  }

  /// A frame in whole pixels, and where its element is.
  struct PixelBox {
    var element: Int
    var x: Int
    var y: Int
    var maxX: Int
    var maxY: Int
  }

  /// Every pair of `boxes` that overlap (sorted by top then left first, unless they already are);
  /// empties `boxes`.
  private func overlaps(among boxes: inout [PixelBox], of elements: [Element]) -> [String] {
    defer { boxes.removeAll(keepingCapacity: true) }
    func precedes(_ a: PixelBox, _ b: PixelBox) -> Bool { (a.y, a.x) < (b.y, b.x) }
    if boxes.count > 1, zip(boxes, boxes.dropFirst()).contains(where: { precedes($1, $0) }) {
      boxes.sort(by: precedes)
    }
    var violations: [String] = []
    // Sweep: compare each frame with the later ones that start before it ends.
    for (index, box) in boxes.enumerated() {
      var next = index + 1
      while next < boxes.count, boxes[next].y < box.maxY {
        let other = boxes[next]
        if box.x < other.maxX, other.x < box.maxX, box.y < other.maxY, other.y < box.maxY {
          let first = elements[box.element]
          let second = elements[other.element]
          violations.append("\(first.key) \(first.frame) overlaps \(second.key) \(second.frame)")
        }
        next += 1
      }
    }
    return violations
  }
}
