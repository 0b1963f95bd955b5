import ListDeclaration

/// Places the items of one group of a section: the frame of each cell relative to the group's
/// origin, and the group's size.
///
/// **Sizes.** An item's or group's dimensions resolve in its container (its group's size less the
/// group's content insets); an estimated dimension is the cell's measured length once it has one,
/// the estimate until then. A group whose length along an axis is estimated takes the length of
/// what it holds (its tallest item across its axis, the sum along it); items whose height is a
/// fraction of an estimated group's take the fraction of the estimate (UIKit does not size such
/// a group from them).
///
/// **Along the axis.** Items follow one another from the group's leading inset: each item's
/// leading edge spacing, the item, its trailing edge spacing, then the inter-item spacing before
/// the next. What the fixed lengths leave of the group is shared equally by every flexible
/// spacing (edge or inter-item); without one, items are packed at the leading edge.
///
/// **Across the axis.** An item sits at its top edge spacing (leading, in a vertical group); what
/// the group's height leaves below it goes above it when only its top spacing is flexible, half
/// above and half below when both are.
///
/// A cell's frame is its item's frame less the item's content insets (none on an estimated axis).
///
/// **Overflow.** Nothing is shrunk to fit: an item longer than its group (a declared size, a fixed
/// edge spacing, or a measured length in a group of fixed length) sticks out of it, as UIKit lets
/// it; so does a cell whose item's (or group's) content insets add up to more than the item (the
/// cell starts at the leading and top insets, flattened to no length). Such cells are marked, so that the layout's invariants can tell a declared overflow from
/// an engine's mistake.
struct GroupSolver {
  /// The measured size of the cell at a leaf index of the group, when it has one.
  var measured: (Int) -> LayoutExtent?
  /// How many of the group's items hold cells: a section's last group may hold fewer. The others
  /// keep their places (a partial group is its full group's first items) but take no length in
  /// an estimated dimension.
  var present: Int

  /// One node laid out: its size and its present cells' frames, relative to its origin.
  struct Result {
    var size: LayoutExtent
    var cells: [Rect]
    /// Per cell: whether it reaches out of a group that holds it (see *Overflow*).
    var overflows: [Bool]
    /// Whether the node holds at least one present cell.
    var isPresent: Bool
  }

  /// Lays out `plan` in a container of effective content size `container`.
  ///
  /// - Complexity: O(items × nesting depth).
  func solve(_ plan: GroupPlan, container: LayoutExtent) -> Result {
    layout(plan, container: container, firstLeaf: 0)
  }

  private func layout(_ node: GroupPlan, container: LayoutExtent, firstLeaf: Int) -> Result {
    var size = node.item.size.resolved(in: container)
    let insets = node.item.effectiveInsets
    guard let group = node.item.group else {
      if let measured = measured(firstLeaf) {
        if node.item.size.width.isEstimated { size.width = measured.width }
        if node.item.size.height.isEstimated { size.height = measured.height }
      }
      let isPresent = firstLeaf < present
      let cell = Rect(x: 0, y: 0, width: size.width, height: size.height).inset(by: insets)
      let tolerance = 1e-6
      let insetsOverflow =
        insets.horizontal > size.width + tolerance || insets.vertical > size.height + tolerance
      return Result(
        size: size, cells: isPresent ? [cell] : [], overflows: isPresent ? [insetsOverflow] : [],
        isPresent: isPresent)
    }
    let content = size.inset(by: insets)
    var children: [Result] = []
    children.reserveCapacity(node.children.count)
    var leaf = firstLeaf
    for child in node.children {
      children.append(layout(child, container: content, firstLeaf: leaf))
      leaf += child.leafCount
    }
    var cells: [Rect] = []
    var overflows: [Bool] = []
    var extent = LayoutExtent.zero
    if group.arrangement == .custom {
      for (index, child) in children.enumerated() where child.isPresent {
        let frame = group.customFrames[index]
        cells += child.cells.map { $0.offsetBy(dx: insets.left + frame.x, dy: insets.top + frame.y) }
        let outside = !Rect(x: 0, y: 0, width: content.width, height: content.height).contains(frame, tolerance: 1e-6)
        overflows += child.overflows.map { $0 || outside }
        extent.width = max(extent.width, frame.maxX)
        extent.height = max(extent.height, frame.maxY)
      }
    } else {
      extent = line(
        node, group: group, children: children, content: content, insets: insets, cells: &cells,
        overflows: &overflows)
    }
    if children.contains(where: \.isPresent) {
      if node.item.size.width.isEstimated { size.width = extent.width }
      if node.item.size.height.isEstimated { size.height = extent.height }
    }
    // Content insets that add up to more than the group put what it holds past its far edge.
    let tolerance = 1e-6
    if insets.horizontal > size.width + tolerance || insets.vertical > size.height + tolerance {
      overflows = overflows.map { _ in true }
    }
    return Result(size: size, cells: cells, overflows: overflows, isPresent: children.contains(where: \.isPresent))
  }

  /// Lines the children of a horizontal or vertical group up along its axis; returns the extent
  /// of the present ones (in the group's coordinates, its leading insets included), and marks the
  /// cells of a child that reaches out of the group's content box along a fixed length.
  private func line(
    _ node: GroupPlan, group: CompositionalGroup, children: [Result], content: LayoutExtent, insets: EdgeInsets,
    cells: inout [Rect], overflows: inout [Bool]
  ) -> LayoutExtent {
    let axis = group.axis
    let cross = axis.other
    let spacing = group.interItemSpacing ?? .fixed(0)
    let items = node.children.map(\.item)
    // The fixed lengths along the axis, and how many spacings are flexible.
    var fixed = 0.0
    var flexible = 0
    for (index, child) in children.enumerated() {
      let (before, after) = items[index].edgeSpacing?.along(axis) ?? (nil, nil)
      fixed += child.size.length(axis) + (before?.minimum ?? 0) + (after?.minimum ?? 0)
      flexible += (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
      if index > 0 {
        fixed += spacing.minimum
        flexible += spacing.isFlexible ? 1 : 0
      }
    }
    let mainEstimated = node.item.size.dimension(axis).isEstimated
    let leftover = mainEstimated ? 0 : max(0, content.length(axis) - fixed)
    let share = flexible > 0 ? leftover / Double(flexible) : 0
    // Across the axis: the group's own length, or the longest present child's when estimated.
    let crossEstimated = node.item.size.dimension(cross).isEstimated
    var crossAvailable = content.length(cross)
    if crossEstimated {
      crossAvailable = 0
      for (index, child) in children.enumerated() where child.isPresent {
        let (top, bottom) = items[index].edgeSpacing?.along(cross) ?? (nil, nil)
        crossAvailable = max(crossAvailable, child.size.length(cross) + (top?.minimum ?? 0) + (bottom?.minimum ?? 0))
      }
    }
    let mainInset = axis == .horizontal ? insets.left : insets.top
    let crossInset = axis == .horizontal ? insets.top : insets.left
    var cursor = mainInset
    var extent = LayoutExtent.zero
    for (index, child) in children.enumerated() {
      let (before, after) = items[index].edgeSpacing?.along(axis) ?? (nil, nil)
      if index > 0 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
      cursor += (before?.minimum ?? 0) + (before?.isFlexible == true ? share : 0)
      let main = cursor
      cursor += child.size.length(axis)
      let end = cursor + (after?.minimum ?? 0)
      cursor += (after?.minimum ?? 0) + (after?.isFlexible == true ? share : 0)
      let (top, bottom) = items[index].edgeSpacing?.along(cross) ?? (nil, nil)
      let room = crossAvailable - child.size.length(cross) - (top?.minimum ?? 0) - (bottom?.minimum ?? 0)
      var crossPosition = crossInset + (top?.minimum ?? 0)
      if room > 0 {
        switch (top?.isFlexible == true, bottom?.isFlexible == true) {
        case (true, true): crossPosition += room / 2
        case (true, false): crossPosition += room
        default: break
        }
      }
      guard child.isPresent else { continue }
      let (dx, dy) = axis == .horizontal ? (main, crossPosition) : (crossPosition, main)
      cells += child.cells.map { $0.offsetBy(dx: dx, dy: dy) }
      // Along an estimated axis the group grows to hold its children: nothing sticks out there.
      let tolerance = 1e-6
      let outsideMain =
        !mainEstimated
        && (main < mainInset - tolerance
          || main + child.size.length(axis) > mainInset + content.length(axis) + tolerance)
      let outsideCross =
        !crossEstimated
        && (crossPosition < crossInset - tolerance
          || crossPosition + child.size.length(cross) > crossInset + content.length(cross) + tolerance)
      overflows += child.overflows.map { $0 || outsideMain || outsideCross }
      var childEnd = LayoutExtent.zero
      childEnd.setLength(axis, end)
      childEnd.setLength(cross, crossPosition + child.size.length(cross) + (bottom?.minimum ?? 0))
      extent.width = max(extent.width, childEnd.width)
      extent.height = max(extent.height, childEnd.height)
    }
    return extent
  }
}
