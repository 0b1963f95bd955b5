extension BatchUpdate {
  /// Checks the batch update against the number of items in each section before and after it, the
  /// way UIKit's `performBatchUpdates` does, and throws UIKit's first complaint.
  ///
  /// UIKit's order (from `-[UITableView _endCellAnimationsWithContext:]`):
  /// 1. each reload against the deletes ("attempt to delete and reload the same index path");
  ///    then every reload becomes a delete at its path and an insert where that row lands once the
  ///    batch's deletes, inserts and moves are applied (`ReloadLanding`);
  /// 2. deletes, last path first: against move sources ("attempt to perform a delete and a move
  ///    from the same index path" — also what an item both moved and reloaded gets), rows moved out
  ///    of a deleted section, then the ranges before the update; deletes inside a deleted section
  ///    are absorbed by it;
  /// 3. inserts, first path first: against move destinations, rows moved into an inserted
  ///    section, then the ranges after the update; inserts inside an inserted section are absorbed;
  /// 4. moves, by source: ranges before and after, then a source moved twice or two sources moved
  ///    to one destination;
  /// 5. the number of sections;
  /// 6. the number of rows of every section that exists before and after the update.
  ///
  /// Exact repeats of a delete, insert, reload or move are merged silently, as UIKit merges them.
  ///
  /// - Parameters:
  ///   - oldCounts: the number of items in each section before the update.
  ///   - newCounts: the number of items in each section after it (what the data source reports).
  /// - Throws: `BatchUpdateError`, worded as UIKit words it for `kind`.
  /// - Complexity: O(n + k log k), n the sections, k the operations.
  public func validate(
    oldCounts: [Int], newCounts: [Int], kind: ListKind = .table
  ) throws(BatchUpdateError) {
    _ = try BatchCheck(batch: self, oldCounts: oldCounts, newCounts: newCounts, kind: kind).run()
  }
}

/// The checks of `BatchUpdate.validate`, step by step.
struct BatchCheck {
  let batch: BatchUpdate
  let oldCounts: [Int]
  let newCounts: [Int]
  let kind: ListKind

  /// A section operation sorts after the rows of its section, as UIKit's index path of a section
  /// operation has `NSNotFound` as its row.
  struct Key: Hashable, Comparable {
    var section: Int
    var item: Int

    static let wholeSection = Int.max
    var isSection: Bool { item == Self.wholeSection }
    var path: ItemPath { ItemPath(section, item) }

    init(section: Int) { (self.section, item) = (section, Self.wholeSection) }
    init(_ path: ItemPath) { (section, item) = (path.section, path.item) }

    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
  }

  private func failure(_ reason: BatchUpdateError.Reason) -> BatchUpdateError {
    BatchUpdateError(reason, kind: kind)
  }

  /// The batch's deletes and inserts once each reload became a delete at its path and an insert
  /// where it lands (step 1).
  struct Expanded {
    var sectionDeletes: Set<Int>
    var sectionInserts: Set<Int>
    var deletes: Set<ItemPath>
    var inserts: Set<ItemPath>
  }

  /// The batch as UIKit keeps it once checked: repeats merged, operations absorbed by a section
  /// delete, insert or reload dropped, every list sorted (moves by source).
  func run() throws(BatchUpdateError) -> BatchUpdate {
    let expanded = try checkReloads()
    try checkDeletes(expanded)
    try checkInserts(expanded)
    let (sectionMoves, moves) = try checkedMoves()
    try checkSectionCount(expanded)
    try checkItemCounts(expanded, sectionMoves: sectionMoves, moves: moves)
    return BatchUpdate(
      deletes: Set(batch.deletes).filter { !expanded.sectionDeletes.contains($0.section) }.sorted(),
      inserts: Set(batch.inserts).filter { !expanded.sectionInserts.contains($0.section) }.sorted(),
      reloads: Set(batch.reloads).filter { !expanded.sectionDeletes.contains($0.section) }.sorted(),
      moves: moves.sorted { $0.from < $1.from },
      sectionDeletes: Set(batch.sectionDeletes).sorted(),
      sectionInserts: Set(batch.sectionInserts).sorted(),
      sectionReloads: Set(batch.sectionReloads).sorted(),
      sectionMoves: sectionMoves.sorted { $0.from < $1.from })
  }

  /// Step 1: reloads against deletes, then each reload as a delete and an insert where it lands.
  private func checkReloads() throws(BatchUpdateError) -> Expanded {
    let sectionDeletes = Set(batch.sectionDeletes)
    let sectionReloads = Set(batch.sectionReloads)
    let deletes = Set(batch.deletes)
    let reloads = Set(batch.reloads)
    let reloadKeys = (reloads.map(Key.init) + sectionReloads.map(Key.init(section:))).sorted()
    for key in reloadKeys {
      if key.isSection, sectionDeletes.contains(key.section) {
        throw failure(.deleteAndReloadSection(key.section))
      }
      if !key.isSection, deletes.contains(key.path) { throw failure(.deleteAndReload(key.path)) }
    }
    let landing = ReloadLanding(batch)
    return Expanded(
      sectionDeletes: sectionDeletes.union(sectionReloads),
      sectionInserts: Set(batch.sectionInserts).union(sectionReloads.map(landing.section)),
      deletes: deletes.union(reloads), inserts: Set(batch.inserts).union(reloads.map(landing.path)))
  }

  /// Step 2: deletes, last first.
  private func checkDeletes(_ expanded: Expanded) throws(BatchUpdateError) {
    let oldSections = oldCounts.count
    let sectionMoveSources = Set(batch.sectionMoves.map(\.from))
    let moveSources = Set(batch.moves.map(\.from))
    let moveSourceSections = Set(batch.moves.map(\.from.section))
    let deleteKeys = (expanded.deletes.map(Key.init) + expanded.sectionDeletes.map(Key.init(section:)))
      .sorted(by: >)
    for key in deleteKeys {
      if key.isSection {
        let section = key.section
        if sectionMoveSources.contains(section) { throw failure(.deleteAndMoveSection(section)) }
        if moveSourceSections.contains(section) { throw failure(.moveFromDeletedSection(section)) }
        guard section >= 0, section < oldSections else {
          throw failure(.deleteSectionOutOfRange(section: section, sectionCount: oldSections))
        }
        continue
      }
      let path = key.path
      if expanded.sectionDeletes.contains(path.section) { continue }  // absorbed by the section
      if moveSources.contains(path) { throw failure(.deleteAndMove(path)) }
      guard path.section >= 0, path.section < oldSections else {
        throw failure(.deleteItemSectionOutOfRange(path, sectionCount: oldSections))
      }
      guard path.item >= 0, path.item < oldCounts[path.section] else {
        throw failure(.deleteItemOutOfRange(path, itemCount: oldCounts[path.section]))
      }
    }
  }

  /// Step 3: inserts, first first.
  private func checkInserts(_ expanded: Expanded) throws(BatchUpdateError) {
    let newSections = newCounts.count
    let sectionMoveDestinations = Set(batch.sectionMoves.map(\.to))
    let moveDestinations = Set(batch.moves.map(\.to))
    let moveDestinationSections = Set(batch.moves.map(\.to.section))
    let insertKeys = (expanded.inserts.map(Key.init) + expanded.sectionInserts.map(Key.init(section:))).sorted()
    for key in insertKeys {
      if key.isSection {
        let section = key.section
        if sectionMoveDestinations.contains(section) {
          throw failure(.insertAndMoveSection(section))
        }
        if moveDestinationSections.contains(section) {
          throw failure(.moveIntoInsertedSection(section))
        }
        guard section >= 0, section < newSections else {
          throw failure(.insertSectionOutOfRange(section: section, sectionCount: newSections))
        }
        continue
      }
      let path = key.path
      if expanded.sectionInserts.contains(path.section) { continue }  // absorbed by the section
      if moveDestinations.contains(path) { throw failure(.insertAndMove(path)) }
      guard path.section >= 0, path.section < newSections else {
        throw failure(.insertItemSectionOutOfRange(path, sectionCount: newSections))
      }
      guard path.item >= 0, path.item < newCounts[path.section] else {
        throw failure(.insertItemOutOfRange(path, itemCount: newCounts[path.section]))
      }
    }
  }

  /// Step 5: the number of sections.
  private func checkSectionCount(_ expanded: Expanded) throws(BatchUpdateError) {
    let (oldSections, newSections) = (oldCounts.count, newCounts.count)
    guard newSections == oldSections + expanded.sectionInserts.count - expanded.sectionDeletes.count else {
      throw failure(
        .sectionCount(
          after: newSections, before: oldSections, inserted: expanded.sectionInserts.count,
          deleted: expanded.sectionDeletes.count))
    }
  }

  /// Step 6: the rows of every section that exists on both sides.
  private func checkItemCounts(_ expanded: Expanded, sectionMoves: [SectionMove], moves: [ItemMove])
    throws(BatchUpdateError)
  {
    let (oldSections, newSections) = (oldCounts.count, newCounts.count)
    var taken = [Bool](repeating: false, count: newSections)
    for section in expanded.sectionInserts { taken[section] = true }
    for move in sectionMoves { taken[move.to] = true }
    var newToOld = [Int?](repeating: nil, count: newSections)
    var oldToNew = [Int?](repeating: nil, count: oldSections)
    for move in sectionMoves { (oldToNew[move.from], newToOld[move.to]) = (move.to, move.from) }
    var next = 0
    for section in 0..<oldSections
    where !expanded.sectionDeletes.contains(section) && oldToNew[section] == nil {
      while next < newSections, taken[next] { next += 1 }
      guard next < newSections else { break }  // cannot happen once the section count holds
      (oldToNew[section], newToOld[next]) = (next, section)
      next += 1
    }
    var inserted = [Int](repeating: 0, count: newSections)
    var deleted = [Int](repeating: 0, count: oldSections)
    var movedIn = [Int](repeating: 0, count: newSections)
    var movedOut = [Int](repeating: 0, count: oldSections)
    for path in expanded.inserts where !expanded.sectionInserts.contains(path.section) {
      inserted[path.section] += 1
    }
    for path in expanded.deletes where !expanded.sectionDeletes.contains(path.section) {
      deleted[path.section] += 1
    }
    for move in moves where oldToNew[move.from.section] != move.to.section {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for section in 0..<newSections {
      guard let old = newToOld[section] else { continue }
      let expected =
        oldCounts[old] + inserted[section] - deleted[old] + movedIn[section] - movedOut[old]
      guard newCounts[section] == expected else {
        throw failure(
          .itemCount(
            section: section, after: newCounts[section], before: oldCounts[old],
            inserted: inserted[section], deleted: deleted[old], movedIn: movedIn[section],
            movedOut: movedOut[old]))
      }
    }
  }

  /// Step 4: every move in range, no source moved twice, no destination reached twice. Returns
  /// the moves with exact repeats merged.
  ///
  /// - Complexity: O(k log k), k the moves (a merged repeat is skipped in O(1)).
  private func checkedMoves() throws(BatchUpdateError) -> ([SectionMove], [ItemMove]) {
    enum Move: Hashable {
      case section(SectionMove)
      case item(ItemMove)
      var from: Key {
        switch self {
        case .section(let move): Key(section: move.from)
        case .item(let move): Key(move.from)
        }
      }
      var to: Key {
        switch self {
        case .section(let move): Key(section: move.to)
        case .item(let move): Key(move.to)
        }
      }
    }
    let all = (batch.sectionMoves.map(Move.section) + batch.moves.map(Move.item))
      .enumerated().sorted { ($0.element.from, $0.offset) < ($1.element.from, $1.offset) }
      .map(\.element)
    var bySource: [Key: [Int]] = [:]
    var byDestination: [Key: [Int]] = [:]
    for (index, move) in all.enumerated() {
      bySource[move.from, default: []].append(index)
      byDestination[move.to, default: []].append(index)
    }
    var merged = [Bool](repeating: false, count: all.count)
    for (index, move) in all.enumerated() where !merged[index] {
      try checkRange(move: move)
      // The later moves sharing a source or a destination, in order: an exact repeat merges,
      // anything else is UIKit's error.
      let later = (bySource[move.from]! + byDestination[move.to]!).filter { $0 > index }.sorted()
      for other in later where !merged[other] {
        let second = all[other]
        if second == move {
          merged[other] = true
          continue
        }
        switch (move, second) {
        case (.section(let first), .section(let next)) where first.from == next.from:
          throw failure(.sectionMovedTwice(section: first.from, first: first.to, second: next.to))
        case (.section(let first), .section(let next)):
          throw failure(.sectionsMovedToSame(first: first.from, second: next.from, to: first.to))
        case (.item(let first), .item(let next)) where first.from == next.from:
          throw failure(.itemMovedTwice(first.from, first: first.to, second: next.to))
        case (.item(let first), .item(let next)):
          throw failure(.itemsMovedToSame(first: first.from, second: next.from, to: first.to))
        default:
          continue  // a section key never equals an item key
        }
      }
    }
    var sectionMoves: [SectionMove] = []
    var moves: [ItemMove] = []
    for (index, move) in all.enumerated() where !merged[index] {
      switch move {
      case .section(let move): sectionMoves.append(move)
      case .item(let move): moves.append(move)
      }
    }
    return (sectionMoves, moves)

    func checkRange(move: Move) throws(BatchUpdateError) {
      let oldSections = oldCounts.count
      let newSections = newCounts.count
      switch move {
      case .section(let move):
        guard move.from >= 0, move.from < oldSections else {
          throw failure(.moveSectionFromOutOfRange(section: move.from, sectionCount: oldSections))
        }
        guard move.to >= 0, move.to < newSections else {
          throw failure(.moveSectionToOutOfRange(move, sectionCount: newSections))
        }
      case .item(let move):
        guard move.from.section >= 0, move.from.section < oldSections else {
          throw failure(.moveFromSectionOutOfRange(move, sectionCount: oldSections))
        }
        guard move.from.item >= 0, move.from.item < oldCounts[move.from.section] else {
          throw failure(.moveFromItemOutOfRange(move, itemCount: oldCounts[move.from.section]))
        }
        guard move.to.section >= 0, move.to.section < newSections else {
          throw failure(.moveToSectionOutOfRange(move, sectionCount: newSections))
        }
        guard move.to.item >= 0, move.to.item < newCounts[move.to.section] else {
          throw failure(.moveToItemOutOfRange(move, itemCount: newCounts[move.to.section]))
        }
      }
    }
  }
}
