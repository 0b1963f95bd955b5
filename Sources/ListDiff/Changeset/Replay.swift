extension Changeset.Stage {
  /// Applies the stage to the data before it, the way UIKit applies a batch, and returns the result.
  ///
  /// The rule: moves and updates count as a delete plus an insert; deletes (and move sources,
  /// updates) apply in descending order at the indices before the stage, then inserts (and move
  /// destinations, updates) in ascending order at the indices after it, taking their contents from
  /// the stage's `after`. Elements no operation names keep their order and fill the remaining
  /// places. A section insert or update brings the whole section from `after`. A moved or updated
  /// element must keep its identifier: that is checked, not assumed — except a section in a
  /// `.batchUpdate` stage, which takes its identifier from `after` (UIKit's sections have none, and
  /// a programmer's batch may rename one it keeps). A correct stage gives back
  /// exactly its `after`; `Changeset.checkInvariants(from:to:)` compares the two.
  ///
  /// - Throws: the stage's index problems (see `mapping(beforeCounts:)`) and any
  ///   move or update whose destination holds another identifier.
  /// - Complexity: O(n + m + k log k): n and m sections and items before and after the stage,
  ///   k its operations.
  public func replay(on before: Changeset.Data) throws(InvariantViolations) -> Changeset.Data {
    let target = after
    let layout: StageLayout
    switch operations.layout(beforeCounts: before.itemCounts, afterCounts: target.itemCounts) {
    case .success(let value): layout = value
    case .failure(let violations): throw violations
    }
    var violations: [Violation] = []

    // Each kept section's item places, filled from the data before and from `after`.
    var slots = [[Changeset.Data.Item?]](repeating: [], count: target.sections.count)
    for (after, source) in layout.sectionSource.enumerated() {
      guard let source, layout.beforeRoles[source] != .reloaded else { continue }
      slots[after] = [Changeset.Data.Item?](repeating: nil, count: target.sections[after].items.count)
    }
    for path in operations.inserts where slots[path.section].indices.contains(path.item) {
      slots[path.section][path.item] = target[path]
    }
    for (section, items) in layout.mapping.items.enumerated() {
      for (item, destination) in items.enumerated() {
        guard let destination else { continue }
        let path = ItemPath(section, item)
        let original = before[path]
        let isMove = layout.movedItems.contains(path)
        if isMove || layout.reloadedItems.contains(path) {
          let arriving = target[destination]
          if arriving.id != original.id {
            let operation = isMove ? "item move \(path) → \(destination)" : "item update \(path)"
            violations.append(
              .identityChanged(
                operation: operation, before: original.id, after: arriving.id,
                at: destination.description))
          }
          slots[destination.section][destination.item] = arriving
        } else {
          slots[destination.section][destination.item] = original
        }
      }
    }

    var sections: [Changeset.Data.Section] = []
    sections.reserveCapacity(target.sections.count)
    for (after, source) in layout.sectionSource.enumerated() {
      let arriving = target.sections[after]
      guard let source else {
        sections.append(arriving)
        continue
      }
      let original = before.sections[source]
      // A programmer's batch may rename a section it keeps: UIKit's sections have no identifiers.
      let renames = kind == .batchUpdate
      switch layout.beforeRoles[source] {
      case .reloaded, .moved:
        if arriving.id != original.id, !renames {
          let operation =
            layout.beforeRoles[source] == .reloaded
            ? "section update \(source)" : "section move \(source) → \(after)"
          violations.append(
            .identityChanged(
              operation: operation, before: original.id, after: arriving.id,
              at: "section \(after)"))
        }
      case .stationary, .deleted:
        break
      }
      if layout.beforeRoles[source] == .reloaded {
        sections.append(arriving)
        continue
      }
      let content = layout.beforeRoles[source] == .stationary ? original.content : arriving.content
      // The layout fills every place, so no slot is left empty.
      sections.append(
        Changeset.Data.Section(
          id: renames ? arriving.id : original.id, content: content, items: slots[after].map { $0! }))
    }
    guard violations.isEmpty else { throw InvariantViolations(violations) }
    return Changeset.Data(sections: sections)
  }
}
