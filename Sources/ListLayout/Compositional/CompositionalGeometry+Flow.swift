import ListCollections
import ListDeclaration

extension CompositionalGeometry {
  /// Whether the cell at `flat` sits in an item estimated along an axis and has no measured size
  /// for it yet: it is laid out at the estimate until it is displayed and measures itself.
  ///
  /// - Complexity: O(1).
  func waitsForMeasurement(item flat: Int) -> Bool {
    let group = groups[items[flat].group]
    let position = flat - group.firstItem
    let leaf = sections[group.section].resolved.leaf(at: position)
    return (leaf.size.width.isEstimated || leaf.size.height.isEstimated)
      && measuredSize(of: flat, at: position, in: group.section) == nil
  }

  /// The size the cell at `flat` measured itself at, when it did so in an item like the one at
  /// `position` in a group of its section, `section`: a cell that a flowing group moves to another of its
  /// items keeps its size only where the item is the same (its size and insets), so that the
  /// groups follow from the cells' sizes alone — planned again after a measurement or from scratch
  /// by a new layout, they come out the same.
  ///
  /// - Complexity: O(1).
  func measuredSize(of flat: Int, at position: Int, in section: Int) -> LayoutExtent? {
    guard let size = items[flat].measured else { return nil }
    let resolved = sections[section].resolved
    let measuredIn = resolved.leaf(at: Int(items[flat].measuredPosition))
    return Self.sameItem(measuredIn, resolved.leaf(at: position)) ? size : nil
  }

  /// Whether a size measured in item `a` holds in item `b`.
  static func sameItem(_ a: CompositionalItem, _ b: CompositionalItem) -> Bool {
    a.size == b.size && a.contentInsets == b.contentInsets
  }

  /// Plans the groups of flowing section `index` again after the cell at `flat` measured itself
  /// (see ``FlowPlan``): from the group before the cell's when the cell opens its group (it may
  /// now fit at the end of the previous one), else from the cell's group, each group takes the
  /// cells that fit by their measured lengths, until a group starts where one started before,
  /// past the cell — from there on nothing changed. The groups planned again are laid out; when
  /// their number changed, the groups, spans and cells after them are renumbered. Returns the
  /// cells laid out again.
  ///
  /// - Complexity: O(cells planned again), plus O(n) when the section gains or loses a group.
  mutating func replan(section index: Int, around flat: Int) -> Range<Int> {
    let section = sections[index]
    guard let flow = section.resolved.flow else { return flat..<(flat + 1) }
    let endGroup = section.firstGroup + section.groupCount
    let end = section.firstItem + section.itemCount
    var first = items[flat].group
    if first > section.firstGroup, groups[first].firstItem == flat { first -= 1 }
    var counts: [Int] = []
    var start = groups[first].firstItem
    var old = first
    while start < end {
      let count = flow.count(from: start, end: end) { measuredSize(of: $0, at: $1, in: index) }
      counts.append(count)
      start += count
      while old < endGroup, groups[old].firstItem < start { old += 1 }
      if start > flat, old < endGroup, groups[old].firstItem == start { break }
    }
    if start >= end { old = endGroup }
    let cells = groups[first].firstItem..<start
    replaceGroups(first..<old, of: index, counts: counts)
    if sections[index].isOrthogonal { placeRow(index) }
    return cells
  }

  /// Replaces groups `range` of section `index` by groups holding `counts` cells in turn (the same
  /// cells), and lays them out.
  private mutating func replaceGroups(_ range: Range<Int>, of index: Int, counts: [Int]) {
    let delta = counts.count - range.count
    let orthogonal = sections[index].isOrthogonal
    var firstItem = groups[range.lowerBound].firstItem
    var replacement: [Group] = []
    for (offset, count) in counts.enumerated() {
      let span = orthogonal ? sections[index].startSpan + 1 : groups[range.lowerBound].span + offset
      replacement.append(
        Group(
          section: index, firstItem: firstItem, count: count, across: groups[range.lowerBound].across, size: .zero,
          span: span))
      firstItem += count
    }
    if delta != 0 {
      // Renumber what follows: the later groups' spans (down the list, one per group), the later
      // sections' first group and top span, every later cell's group.
      var lengths = spans.lengths
      if !orthogonal {
        let first = groups[range.lowerBound].span
        lengths.replaceSubrange(first..<(first + range.count), with: Array(repeating: 0, count: counts.count))
      }
      groups.replaceSubrange(range, with: replacement)
      let after = range.lowerBound + counts.count
      if !orthogonal {
        for group in after..<groups.count { groups[group].span += delta }
      }
      for later in (index + 1)..<sections.count {
        sections[later].firstGroup += delta
        if !orthogonal { sections[later].startSpan += delta }
      }
      sections[index].groupCount += delta
      if !orthogonal { sections[index].groupSpanCount += delta }
      if after < groups.count {
        for item in groups[after].firstItem..<items.count { items[item].group += delta }
      }
      spans = SpanTree(lengths)
    } else {
      groups.replaceSubrange(range, with: replacement)
    }
    for group in range.lowerBound..<(range.lowerBound + counts.count) { solveGroup(group) }
  }
}
