import ListDeclaration

/// A group that decides which cells it holds from their lengths once they are measured: a
/// horizontal (or vertical) group of fixed length whose subitems are items, one of them estimated
/// along the group's axis — a tag cloud.
///
/// UIKit plans such a group again when its items size themselves: an item measured wider than
/// its estimate that no longer fits moves to the next group, items measured narrower let more
/// in (inferred: tag layouts built on `UICollectionViewCompositionalLayout` with estimated widths
/// wrap their tags by their measured widths — see the README's *Compositional layouts*). A
/// group always holds at least one item, and repeats its subitems in order from the first.
struct FlowPlan: Sendable {
  var axis: LayoutAxis
  /// The subitems' plans (items, never groups), repeated in order.
  var subitems: [GroupPlan]
  /// The group's length along its axis less its insets.
  var available: Double
  /// The inter-item spacing's minimum.
  var spacing: Double

  /// The flow plan of `item` in `container`, when the item is such a group.
  init?(_ item: CompositionalItem, container: LayoutExtent) {
    guard let group = item.group, group.arrangement != .custom, group.count == nil, group.repeating == nil,
      !group.subitems.isEmpty,
      group.subitems.allSatisfy({ $0.group == nil }), !item.size.dimension(group.axis).isEstimated,
      group.subitems.contains(where: { $0.size.dimension(group.axis).isEstimated })
    else { return nil }
    axis = group.axis
    let content = item.size.resolved(in: container).inset(by: item.effectiveInsets)
    subitems = group.subitems.map { GroupPlan($0, container: content) }
    available = content.length(group.axis)
    spacing = group.interItemSpacing?.minimum ?? 0
    self.content = content
  }

  /// The group's content size (its items' container).
  private var content: LayoutExtent

  /// How many of the cells `first..<end` one group holds: the subitems in order as long as the
  /// next fits — its measured length (`measured(flat, position)`, the size the cell at `flat`
  /// measured for the item at `position` in the group) once it has one, else its declared one,
  /// with its fixed edge spacing and the spacing before it — and at least one.
  ///
  /// - Complexity: O(cells held).
  func count(from first: Int, end: Int, measured: (_ flat: Int, _ position: Int) -> LayoutExtent?) -> Int {
    var used = 0.0
    var count = 0
    while first + count < end, count < GroupPlan.maximumChildren {
      let subitem = subitems[count % subitems.count].item
      let (before, after) = subitem.edgeSpacing?.along(axis) ?? (nil, nil)
      var length = subitem.size.dimension(axis).length(in: content)
      if subitem.size.dimension(axis).isEstimated, let size = measured(first + count, count) {
        length = size.length(axis)
      }
      let needed = length + (before?.minimum ?? 0) + (after?.minimum ?? 0) + (count == 0 ? 0 : spacing)
      if count > 0, used + needed > available + 1e-6 { break }
      used += needed
      count += 1
    }
    return max(1, count)
  }

  /// The plan of `group` holding `count` items.
  func plan(of group: CompositionalItem, holding count: Int) -> GroupPlan {
    GroupPlan(group: group, children: (0..<count).map { subitems[$0 % subitems.count] })
  }
}
