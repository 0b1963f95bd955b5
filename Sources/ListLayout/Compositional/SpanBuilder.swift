import ListDeclaration

/// The sections, groups, items and spans of a compositional list as they are laid out one
/// section after another (see ``CompositionalGeometry/init(_:content:previous:measured:)``).
struct SpanBuilder {
  let axis: LayoutAxis
  var spanLengths: [Double] = [0]
  var sections: [CompositionalGeometry.Section] = []
  var groups: [CompositionalGeometry.Group] = []
  var items: [CompositionalGeometry.Item] = []
  /// Whether each cell has its final size (else it waits at its estimate).
  var measured: [Bool] = []
  /// How far a cell reaches out of its group (see ``CompositionalGeometry/overflowReach``).
  var overflow = 0.0

  init(axis: LayoutAxis, cellCount: Int) {
    self.axis = axis
    items.reserveCapacity(cellCount)
    measured.reserveCapacity(cellCount)
  }

  /// Lays out a section: its start span, its groups — one span each, or one for an orthogonal
  /// row — and its end span.
  mutating func addSection(
    _ declared: SectionDeclaration, at sectionIndex: Int, resolved: ResolvedSection,
    boundaries: [CompositionalGeometry.PlacedBoundary], reuse: CompositionalGeometry.MeasuredSizes
  ) {
    let cross = axis.other
    let layout = resolved.section
    let leafCount = max(1, resolved.plan.leafCount)
    // The group laid out with every item at its estimate: what most groups are.
    let template = GroupSolver(measured: { _ in nil }, present: leafCount).solve(
      resolved.plan, container: resolved.container)
    let startBand = CompositionalGeometry.band(boundaries, axis: axis, start: true)
    let endBand = CompositionalGeometry.band(boundaries, axis: axis, start: false)
    let itemCount = declared.cells.count
    let orthogonal = layout.orthogonalScrolling != .none
    var section = CompositionalGeometry.Section(
      resolved: resolved, firstItem: items.count, itemCount: itemCount, firstGroup: groups.count,
      groupCount: 0, startSpan: spanLengths.count, groupSpanCount: 0,
      startBand: startBand, endBand: endBand, boundaries: boundaries, orthogonalOffset: 0, rowLength: 0)
    spanLengths.append(resolved.spaceBefore + startBand + axis.before(resolved.insets))

    var itemIndex = 0
    var rowAcross = cross.before(resolved.insets)
    var rowLength = 0.0
    var groupCount = 0
    while itemIndex < itemCount {
      let first = items.count
      let start = itemIndex
      let present =
        resolved.flow.map { flow in
          flow.count(from: start, end: itemCount) { reuse.size(of: $0, position: $1) }
        } ?? min(leafCount, itemCount - itemIndex)
      let result = solveGroup(
        resolved: resolved, at: itemIndex, present: present, template: template, leafCount: leafCount, reuse: reuse)
      overflow = max(overflow, CompositionalGeometry.overflowReach(of: result, along: axis))
      if groupCount > 0 {
        // The spacing after the previous group, now that one follows it.
        if orthogonal {
          rowAcross += layout.interGroupSpacing
        } else {
          spanLengths[spanLengths.count - 1] += layout.interGroupSpacing
        }
      }
      let span = orthogonal ? section.startSpan + 1 : spanLengths.count
      groups.append(
        CompositionalGeometry.Group(
          section: sectionIndex, firstItem: first, count: present,
          across: orthogonal ? rowAcross : cross.before(resolved.insets),
          size: result.size, span: span))
      for leaf in 0..<present {
        // A size measured in another item goes along: it holds again where the groups put the
        // cell in such an item.
        let carried = reuse.carried(at: itemIndex + leaf)
        items.append(
          CompositionalGeometry.Item(
            frame: result.cells[leaf], group: groups.count - 1, measured: carried?.size,
            measuredPosition: carried?.position ?? Int32(leaf)))
      }
      itemIndex += present
      groupCount += 1
      if orthogonal {
        rowAcross += result.size.length(cross)
        rowLength = max(rowLength, result.size.length(axis))
      } else {
        spanLengths.append(result.size.length(axis))
      }
    }
    section.groupCount = groupCount
    section.groupSpanCount = groupCount == 0 ? 0 : (orthogonal ? 1 : groupCount)
    if orthogonal, groupCount > 0 {
      spanLengths.append(rowLength)
      section.rowLength = rowAcross + cross.after(resolved.insets)
    }
    spanLengths.append(axis.after(resolved.insets) + endBand)
    sections.append(section)
  }

  /// The group of `present` cells from `itemIndex`: the template when every cell waits at its
  /// estimate in a full group, else solved with the sizes a previous layout measured. Records
  /// which cells are final.
  private mutating func solveGroup(
    resolved: ResolvedSection, at itemIndex: Int, present: Int, template: GroupSolver.Result, leafCount: Int,
    reuse: CompositionalGeometry.MeasuredSizes
  ) -> GroupSolver.Result {
    // Made at the first measured size: most groups have none.
    var sizes: [LayoutExtent?] = []
    var anyMeasured = false
    for leaf in 0..<present {
      let estimated = resolved.leaf(at: leaf).size
      var isMeasured = !(estimated.width.isEstimated || estimated.height.isEstimated)
      if !isMeasured, let size = reuse.size(of: itemIndex + leaf, position: leaf) {
        if sizes.isEmpty { sizes = Array(repeating: nil, count: present) }
        sizes[leaf] = size
        isMeasured = true
        anyMeasured = true
      }
      measured.append(isMeasured)
    }
    guard present != leafCount || anyMeasured || resolved.flow != nil else { return template }
    return GroupSolver(measured: { $0 < sizes.count ? sizes[$0] : nil }, present: present).solve(
      resolved.plan(holding: present), container: resolved.container)
  }
}
