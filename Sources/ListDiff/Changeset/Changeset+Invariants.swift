extension Changeset {
  /// Checks that the changeset takes `old` to `new` the staged way, and throws every problem.
  ///
  /// What is checked:
  /// - stages come in `StageKind` order, none is empty, and each holds only its kind's operations
  ///   (a `.batchUpdate` stage holds any, and is the only stage);
  /// - every list is sorted ascending without repeats (moves by source);
  /// - every index is in range on its side of the stage, no element is named twice, and no item
  ///   operation sits inside a section that the same stage deletes, inserts or reloads;
  /// - no item (or section) is both deleted and inserted in a stage: that is a move or an update;
  /// - replaying each stage (`Stage.replay(on:)`) on the previous stage's `after`, starting from `old`,
  ///   gives exactly that stage's `after`, moves and updates keeping their identifiers;
  /// - identifiers are unique in every `after`;
  /// - the last `after` is `new`, and no stages means `old == new`.
  ///
  /// - Throws: `InvariantViolations`, one sentence per problem.
  /// - Complexity: O(s · (n + m) + k log k): s stages, n and m sections and items, k operations.
  public func checkInvariants(from old: Data, to new: Data) throws(InvariantViolations) {
    let violations = invariantViolations(from: old, to: new)
    guard violations.entries.isEmpty else { throw violations }
  }

  /// The problems `checkInvariants(from:to:)` would throw, as sentences (empty when none).
  ///
  /// - Complexity: as `checkInvariants(from:to:)`.
  public func violations(from old: Data, to new: Data) -> [String] {
    invariantViolations(from: old, to: new).messages
  }

  func invariantViolations(from old: Data, to new: Data) -> InvariantViolations {
    var entries: [InvariantViolations.Entry] = []
    var before = old
    var previous: StageKind?
    for (index, stage) in stages.enumerated() {
      var found: [Violation] = []
      if stage.isEmpty { found.append(.emptyStage) }
      if stage.kind == .batchUpdate, stages.count > 1 { found.append(.batchStageInDiff) }
      if let previous, stage.kind <= previous {
        found.append(.kindOutOfOrder(kind: stage.kind, previous: previous))
      }
      previous = stage.kind
      found += stage.disallowedOperations
      found += stage.unsortedLists
      found += stage.deletedAndInserted(before: before)
      found += stage.after.repeatedIdentifiers
      do throws(InvariantViolations) {
        let replayed = try stage.replay(on: before)
        found += differences(replayed, stage.after)
      } catch {
        found += error.entries.map(\.violation)
      }
      entries += found.map { InvariantViolations.Entry(stage: index + 1, kind: stage.kind, violation: $0) }
      before = stage.after
    }
    if stages.isEmpty {
      if old != new { entries.append(.init(violation: .noStagesButDifferent)) }
    } else if before != new {
      entries.append(
        .init(violation: .lastAfterIsNotNew(replayed: before.description, expected: new.description)))
    }
    return InvariantViolations(entries: entries)
  }

  private func differences(_ replayed: Data, _ expected: Data) -> [Violation] {
    guard replayed.sections.count == expected.sections.count else {
      return [.replayedSectionCount(replayed: replayed.sections.count, expected: expected.sections.count)]
    }
    var found: [Violation] = []
    for (index, section) in replayed.sections.enumerated() where section != expected.sections[index] {
      found.append(
        .replayMismatch(
          section: index, replayed: section.summary, expected: expected.sections[index].summary))
    }
    return found
  }
}

extension InvariantViolations.Entry {
  init(violation: Violation) {
    self.init(stage: nil, kind: nil, violation: violation)
  }
}

extension Changeset.Stage {
  /// The operations that a stage of this kind may not hold.
  fileprivate var disallowedOperations: [Violation] {
    let allowed: Set<String> =
      switch kind {
      case .itemReloads: ["item updates"]
      case .deletes: ["section deletes", "item deletes"]
      case .sectionInsertsAndMoves: ["section inserts", "section moves"]
      case .itemInsertsAndMoves: ["item inserts", "item moves"]
      case .sectionReloads: ["section updates"]
      case .batchUpdate:
        [
          "section deletes", "section inserts", "section updates", "section moves",
          "item deletes", "item inserts", "item updates", "item moves",
        ]
      }
    let present: [(String, Bool)] = [
      ("section deletes", !operations.sectionDeletes.isEmpty),
      ("section inserts", !operations.sectionInserts.isEmpty),
      ("section updates", !operations.sectionReloads.isEmpty),
      ("section moves", !operations.sectionMoves.isEmpty),
      ("item deletes", !operations.deletes.isEmpty), ("item inserts", !operations.inserts.isEmpty),
      ("item updates", !operations.reloads.isEmpty), ("item moves", !operations.moves.isEmpty),
    ]
    return present.filter { $0.1 && !allowed.contains($0.0) }.map {
      .operationNotAllowed(operation: $0.0, kind: kind)
    }
  }

  /// The lists that are not strictly ascending (moves by source).
  fileprivate var unsortedLists: [Violation] {
    func ascending<T: Comparable>(_ values: [T]) -> Bool {
      zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
    var found: [Violation] = []
    let lists: [(String, Bool)] = [
      ("section deletes", ascending(operations.sectionDeletes)),
      ("section inserts", ascending(operations.sectionInserts)),
      ("section updates", ascending(operations.sectionReloads)),
      ("section moves", ascending(operations.sectionMoves.map(\.from))),
      ("item deletes", ascending(operations.deletes)),
      ("item inserts", ascending(operations.inserts)),
      ("item updates", ascending(operations.reloads)),
      ("item moves", ascending(operations.moves.map(\.from))),
    ]
    for (name, isSorted) in lists where !isSorted { found.append(.notSorted(operation: name)) }
    return found
  }

  /// Identifiers that the stage deletes and inserts again (indices out of range are skipped:
  /// the layout reports them).
  fileprivate func deletedAndInserted(before: Changeset.Data) -> [Violation] {
    var found: [Violation] = []
    let deletedSections = Set(
      operations.sectionDeletes.filter(before.sections.indices.contains).map {
        before.sections[$0].id
      })
    for index in operations.sectionInserts where after.sections.indices.contains(index) {
      let id = after.sections[index].id
      if deletedSections.contains(id) { found.append(.insertedAndDeleted(id: id, isSection: true)) }
    }
    let deletedItems = Set(operations.deletes.filter(before.contains).map { before[$0].id })
    for path in operations.inserts where after.contains(path) {
      let id = after[path].id
      if deletedItems.contains(id) { found.append(.insertedAndDeleted(id: id, isSection: false)) }
    }
    return found
  }
}

extension ListData {
  /// Whether `path` names an item of the data.
  func contains(_ path: ItemPath) -> Bool {
    sections.indices.contains(path.section)
      && sections[path.section].items.indices.contains(path.item)
  }

  /// Section and item identifiers that appear more than once.
  var repeatedIdentifiers: [Violation] {
    var found: [Violation] = []
    var sectionIDs = Set<Identifier>()
    var itemIDs = Set<Identifier>()
    for section in sections {
      if !sectionIDs.insert(section.id).inserted {
        found.append(.duplicateIdentifier(id: section.id, isSection: true))
      }
      for item in section.items where !itemIDs.insert(item.id).inserted {
        found.append(.duplicateIdentifier(id: item.id, isSection: false))
      }
    }
    return found
  }
}
