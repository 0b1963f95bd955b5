import ListDeclaration

/// A group expanded into what it holds: which of its subitems it repeats, how often, down to the
/// items (the leaves), in document order.
///
/// The plan is made once per section from the lengths the layout starts with (estimates for
/// estimated dimensions) and kept when cells measure themselves: which cells share a group does
/// not change as they size themselves.
struct GroupPlan: Sendable {
  var item: CompositionalItem
  var children: [GroupPlan]
  /// The items (leaves) this node holds: 1 for an item.
  var leafCount: Int
  /// A count group's children, or a custom group's, take the length the group gives them along
  /// the axis (see ``GroupSolver``).
  var isLeaf: Bool { item.group == nil }

  /// The most items one group may hold: past this, a group of zero-length items would never fill.
  static let maximumChildren = 1_000

  /// Plans `item` in a container of effective content size `container`.
  ///
  /// A group with a count holds that many copies of its subitem, sharing its length; a group
  /// with `repeating` that many copies at their own length. A custom group holds one item
  /// per frame its function gave. Otherwise a group repeats its subitems in order as long as the
  /// next one fits along its axis — its length (an estimate for an estimated one), its fixed edge
  /// spacing and the minimum inter-item spacing before it — and holds at least one; a group whose
  /// own length along its axis is estimated has no length to fill and holds each subitem once.
  ///
  /// - Complexity: O(items in the group).
  init(_ item: CompositionalItem, container: LayoutExtent) {
    self.item = item
    guard let group = item.group else {
      children = []
      leafCount = 1
      return
    }
    let size = item.size.resolved(in: container)
    let content = size.inset(by: item.effectiveInsets)
    var children: [GroupPlan] = []
    switch group.arrangement {
    case .custom:
      children = group.customFrames.map { frame in
        GroupPlan(
          CompositionalItem(size: LayoutSize(width: .absolute(frame.width), height: .absolute(frame.height))),
          container: content)
      }
    case .horizontal, .vertical:
      let axis = group.axis
      let spacing = group.interItemSpacing?.minimum ?? 0
      if let count = group.count, let subitem = group.subitems.first {
        // Each copy takes an equal share of the group's length, whatever its own length.
        var copy = subitem
        copy.size.setDimension(
          axis, .absolute(max(0, (content.length(axis) - spacing * Double(count - 1)) / Double(count))))
        children = Array(repeating: GroupPlan(copy, container: content), count: count)
      } else if let count = group.repeating, let subitem = group.subitems.first {
        // Each copy keeps its own length, fitting or not.
        children = Array(repeating: GroupPlan(subitem, container: content), count: count)
      } else if !group.subitems.isEmpty {
        let planned = group.subitems.map { GroupPlan($0, container: content) }
        if item.size.dimension(axis).isEstimated {
          children = planned
        } else {
          let available = content.length(axis) + 1e-6
          var used = 0.0
          var index = 0
          var cycleLength = 0.0
          while children.count < Self.maximumChildren {
            let subitem = group.subitems[index]
            let (before, after) = subitem.edgeSpacing?.along(axis) ?? (nil, nil)
            let length =
              subitem.size.dimension(axis).length(in: content) + (before?.minimum ?? 0) + (after?.minimum ?? 0)
            let needed = length + (children.isEmpty ? 0 : spacing)
            if !children.isEmpty, used + needed > available { break }
            children.append(planned[index])
            used += needed
            cycleLength += needed
            index += 1
            if index == group.subitems.count {
              index = 0
              if cycleLength <= 0 { break }  // zero-length items would repeat for ever
              cycleLength = 0
            }
          }
        }
      }
    }
    self.children = children
    leafCount = children.reduce(0) { $0 + $1.leafCount }
  }

  /// A group holding `children`, as they are.
  init(group: CompositionalItem, children: [GroupPlan]) {
    item = group
    self.children = children
    leafCount = children.reduce(0) { $0 + $1.leafCount }
  }

  /// The leaf items in document order.
  var leaves: [CompositionalItem] {
    if isLeaf { return [item] }
    return children.flatMap(\.leaves)
  }
}
