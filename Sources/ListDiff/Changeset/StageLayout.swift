/// How a stage rearranges the data: what happens to each section before it, where each section
/// after it comes from, and where every item lands.
struct StageLayout {
  enum SectionRole: Equatable {
    case stationary
    case deleted
    case moved(to: Int)
    case reloaded
  }

  /// For each section before the stage.
  var beforeRoles: [SectionRole]
  /// For each section after the stage: the section before it that it comes from, `nil` when the
  /// stage inserts it.
  var sectionSource: [Int?]
  var mapping: IndexMapping
  /// Item updates, at paths before the stage.
  var reloadedItems: Set<ItemPath>
  /// Item move sources, at paths before the stage.
  var movedItems: Set<ItemPath>
}

extension BatchUpdate {
  /// Where each section and item before the stage ends up, or every index problem of the stage.
  ///
  /// Survivors that no operation names keep their order and fill, in order, the places that no
  /// insert or move destination takes.
  ///
  /// - Complexity: O(n + m + k log k): n and m sections and items on both sides, k operations.
  func layout(beforeCounts: [Int], afterCounts: [Int]) -> Result<StageLayout, InvariantViolations> {
    var violations: [Violation] = []
    let sectionMapping = sectionLayout(
      beforeCount: beforeCounts.count, afterCount: afterCounts.count, violations: &violations)
    guard violations.isEmpty, let sectionMapping else {
      return .failure(InvariantViolations(violations))
    }
    let (roles, sectionMap, sectionSource) = sectionMapping
    var items = ItemPlacement(
      beforeCounts: beforeCounts, afterCounts: afterCounts, roles: roles, sectionSource: sectionSource)
    items.collect(self)
    items.checkRepeats()
    guard items.violations.isEmpty else { return .failure(InvariantViolations(items.violations)) }
    let places = items.places(moves: moves, sectionMap: sectionMap)
    guard items.violations.isEmpty else { return .failure(InvariantViolations(items.violations)) }
    return .success(
      StageLayout(
        beforeRoles: roles, sectionSource: sectionSource,
        mapping: IndexMapping(sections: sectionMap, items: places),
        reloadedItems: items.reloadedItems, movedItems: items.movedItems))
  }

  /// The section roles, the section mapping and each after section's source, or `nil` after
  /// appending the problems to `violations`.
  private func sectionLayout(
    beforeCount: Int, afterCount: Int, violations: inout [Violation]
  ) -> ([StageLayout.SectionRole], [Int?], [Int?])? {
    var roles = [StageLayout.SectionRole](repeating: .stationary, count: beforeCount)
    var named = [Bool](repeating: false, count: beforeCount)
    var taken = [Bool](repeating: false, count: afterCount)
    var source = [Int?](repeating: nil, count: afterCount)
    let start = violations.count

    func claimBefore(_ index: Int, _ operation: String, _ role: StageLayout.SectionRole) {
      guard index >= 0, index < beforeCount else {
        violations.append(
          .sectionOutOfRange(operation: operation, index: index, count: beforeCount, side: .before))
        return
      }
      if named[index] { violations.append(.sectionUsedTwice(index: index, side: .before)) }
      named[index] = true
      roles[index] = role
    }
    func claimAfter(_ index: Int, _ operation: String) {
      guard index >= 0, index < afterCount else {
        violations.append(
          .sectionOutOfRange(operation: operation, index: index, count: afterCount, side: .after))
        return
      }
      if taken[index] { violations.append(.sectionUsedTwice(index: index, side: .after)) }
      taken[index] = true
    }
    for index in sectionDeletes { claimBefore(index, "section delete", .deleted) }
    for move in sectionMoves { claimBefore(move.from, "section move", .moved(to: move.to)) }
    for index in sectionReloads { claimBefore(index, "section reload", .reloaded) }
    for index in sectionInserts { claimAfter(index, "section insert") }
    for move in sectionMoves { claimAfter(move.to, "section move") }
    guard violations.count == start else { return nil }

    let removed = sectionDeletes.count + sectionMoves.count
    let added = sectionInserts.count + sectionMoves.count
    guard beforeCount - removed == afterCount - added else {
      violations.append(
        .sectionCountMismatch(before: beforeCount, removed: removed, after: afterCount, added: added))
      return nil
    }
    var map = [Int?](repeating: nil, count: beforeCount)
    var next = 0
    for before in 0..<beforeCount {
      switch roles[before] {
      case .deleted:
        continue
      case .moved(let to):
        map[before] = to
        source[to] = before
      case .stationary, .reloaded:
        while taken[next] { next += 1 }  // the counts add up, so a free place remains
        map[before] = next
        source[next] = before
        next += 1
      }
    }
    return (roles, map, source)
  }

  /// The section indices after the stage where the updated (reloaded) sections land; empty when
  /// the section operations do not add up.
  func reloadLandings(beforeCount: Int, afterCount: Int) -> Set<Int> {
    var violations: [Violation] = []
    guard
      let (roles, map, _) = sectionLayout(
        beforeCount: beforeCount, afterCount: afterCount, violations: &violations)
    else { return [] }
    return Set(roles.indices.filter { roles[$0] == .reloaded }.compactMap { map[$0] })
  }

  /// Where each section and item before the stage ends up (see `layout`).
  func mapping(beforeCounts: [Int], afterCounts: [Int]) -> Result<IndexMapping, InvariantViolations> {
    layout(beforeCounts: beforeCounts, afterCounts: afterCounts).map(\.mapping)
  }
}

/// The item half of ``BatchUpdate/layout(beforeCounts:afterCounts:)``, step by step: each
/// operation's paths checked against the counts and the section roles and collected per section
/// (``collect(_:)``), paths used twice found (``checkRepeats()``), then every item before the
/// stage given its place after it (``places(moves:sectionMap:)``).
private struct ItemPlacement {
  let beforeCounts: [Int]
  let afterCounts: [Int]
  let roles: [StageLayout.SectionRole]
  let sectionSource: [Int?]
  var violations: [Violation] = []
  /// Before section → items deleted or moved away.
  var removed: [Int: [Int]] = [:]
  /// After section → items inserted or moved in.
  var occupied: [Int: [Int]] = [:]
  var reloadedItems = Set<ItemPath>()
  var movedItems = Set<ItemPath>()

  init(beforeCounts: [Int], afterCounts: [Int], roles: [StageLayout.SectionRole], sectionSource: [Int?]) {
    self.beforeCounts = beforeCounts
    self.afterCounts = afterCounts
    self.roles = roles
    self.sectionSource = sectionSource
  }

  /// Whether `path` names an item before the stage in a section that keeps its items.
  mutating func checkBefore(_ path: ItemPath, _ operation: String, isMove: ItemMove? = nil) -> Bool {
    guard path.section >= 0, path.section < beforeCounts.count else {
      violations.append(
        .itemSectionOutOfRange(operation: operation, path: path, sectionCount: beforeCounts.count, side: .before))
      return false
    }
    let reason: String? =
      switch roles[path.section] {
      case .deleted: "deletes"
      case .reloaded: "reloads"
      case .stationary, .moved: nil
      }
    if let reason {
      if let move = isMove {
        violations.append(.moveOutOfRemovedSection(move: move, reason: reason))
      } else {
        violations.append(.itemOperationInRemovedSection(operation: operation, path: path, reason: reason))
      }
      return false
    }
    guard path.item >= 0, path.item < beforeCounts[path.section] else {
      violations.append(
        .itemOutOfRange(operation: operation, path: path, itemCount: beforeCounts[path.section], side: .before))
      return false
    }
    return true
  }

  /// Whether `path` names an item after the stage in a section that was neither inserted nor
  /// reloaded.
  mutating func checkAfter(_ path: ItemPath, _ operation: String, isMove: ItemMove? = nil) -> Bool {
    guard path.section >= 0, path.section < afterCounts.count else {
      violations.append(
        .itemSectionOutOfRange(operation: operation, path: path, sectionCount: afterCounts.count, side: .after))
      return false
    }
    var reason: String?
    if let source = sectionSource[path.section] {
      if roles[source] == .reloaded { reason = "reloads" }
    } else {
      reason = "inserts"
    }
    if let reason {
      if let move = isMove {
        violations.append(.moveIntoAddedSection(move: move, reason: reason))
      } else {
        violations.append(.itemOperationInAddedSection(operation: operation, path: path, reason: reason))
      }
      return false
    }
    guard path.item >= 0, path.item < afterCounts[path.section] else {
      violations.append(
        .itemOutOfRange(operation: operation, path: path, itemCount: afterCounts[path.section], side: .after))
      return false
    }
    return true
  }

  /// Checks the batch's item operations and collects them per section.
  mutating func collect(_ batch: BatchUpdate) {
    for path in batch.deletes where checkBefore(path, "item delete") {
      removed[path.section, default: []].append(path.item)
    }
    for move in batch.moves where checkBefore(move.from, "item move", isMove: move) {
      removed[move.from.section, default: []].append(move.from.item)
      movedItems.insert(move.from)
    }
    for path in batch.reloads where checkBefore(path, "item reload") {
      if !reloadedItems.insert(path).inserted {
        violations.append(.itemUsedTwice(path: path, side: .before))
      }
    }
    for path in batch.inserts where checkAfter(path, "item insert") {
      occupied[path.section, default: []].append(path.item)
    }
    for move in batch.moves where checkAfter(move.to, "item move", isMove: move) {
      occupied[move.to.section, default: []].append(move.to.item)
    }
  }

  /// Sorts the collected items and reports every path used twice on either side.
  mutating func checkRepeats() {
    for section in removed.keys {
      removed[section]!.sort()
      for (index, item) in removed[section]!.enumerated() {
        let path = ItemPath(section, item)
        if (index > 0 && removed[section]![index - 1] == item) || reloadedItems.contains(path) {
          violations.append(.itemUsedTwice(path: path, side: .before))
        }
      }
    }
    for section in occupied.keys {
      occupied[section]!.sort()
      let items = occupied[section]!
      for index in items.indices.dropFirst() where items[index - 1] == items[index] {
        violations.append(.itemUsedTwice(path: ItemPath(section, items[index]), side: .after))
      }
    }
  }

  /// Where each item before the stage lands: a move's destination, else the next place of its
  /// section after the stage that no insert or move takes; reports sections whose counts do not
  /// add up.
  mutating func places(moves: [ItemMove], sectionMap: [Int?]) -> [[ItemPath?]] {
    var items = beforeCounts.map { [ItemPath?](repeating: nil, count: $0) }
    for move in moves { items[move.from.section][move.from.item] = move.to }
    for before in beforeCounts.indices {
      guard let after = sectionMap[before], roles[before] != .reloaded else { continue }
      let gone = removed[before] ?? []
      let taken = occupied[after] ?? []
      var nextGone = 0
      var nextTaken = 0
      var slot = 0
      for item in 0..<beforeCounts[before] {
        if nextGone < gone.count, gone[nextGone] == item {
          nextGone += 1
          continue
        }
        while nextTaken < taken.count, taken[nextTaken] == slot {
          nextTaken += 1
          slot += 1
        }
        items[before][item] = ItemPath(after, slot)
        slot += 1
      }
      while nextTaken < taken.count, taken[nextTaken] == slot {
        nextTaken += 1
        slot += 1
      }
      if slot != afterCounts[after] || nextTaken != taken.count {
        violations.append(
          .itemCountMismatch(
            beforeSection: before, afterSection: after, before: beforeCounts[before],
            removed: gone.count, after: afterCounts[after], added: taken.count))
      }
    }
    return items
  }
}
