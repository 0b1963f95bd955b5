/// The problems found in a changeset or a stage, each as a sentence.
///
/// Thrown by `Changeset.Stage.replay(on:)`, `Changeset.Stage.mapping(beforeCounts:)` and
/// `Changeset.checkInvariants(from:to:)`. Each message names the stage (1-based, with its kind)
/// when it has one: `stage 2 (deletes): item delete [0,7] is out of range: section 0 has 3 items
/// before the stage`.
public struct InvariantViolations: Error, Equatable, CustomStringConvertible {
  struct Entry: Equatable {
    var stage: Int?
    var kind: StageKind?
    var violation: Violation
  }

  var entries: [Entry]

  init(_ violations: [Violation]) {
    entries = violations.map { Entry(stage: nil, kind: nil, violation: $0) }
  }

  init(entries: [Entry]) {
    self.entries = entries
  }

  /// One sentence per problem.
  public var messages: [String] {
    entries.map { entry in
      guard let stage = entry.stage else { return entry.violation.description }
      let kind = entry.kind.map { " (\($0))" } ?? ""
      return "stage \(stage)\(kind): \(entry.violation.description)"
    }
  }

  /// The messages, one per line.
  public var description: String { messages.joined(separator: "\n") }
}

/// Which side of a stage an index refers to.
enum StageSide: Equatable {
  case before, after

  var phrase: String { self == .before ? "before the stage" : "after the stage" }
}

/// One problem in a stage or a changeset; `description` is the only place that words it.
enum Violation: Equatable {
  case sectionOutOfRange(operation: String, index: Int, count: Int, side: StageSide)
  case itemSectionOutOfRange(operation: String, path: ItemPath, sectionCount: Int, side: StageSide)
  case itemOutOfRange(operation: String, path: ItemPath, itemCount: Int, side: StageSide)
  case sectionUsedTwice(index: Int, side: StageSide)
  case itemUsedTwice(path: ItemPath, side: StageSide)
  case sectionCountMismatch(before: Int, removed: Int, after: Int, added: Int)
  case itemCountMismatch(
    beforeSection: Int, afterSection: Int, before: Int, removed: Int, after: Int, added: Int)
  case moveOutOfRemovedSection(move: ItemMove, reason: String)
  case moveIntoAddedSection(move: ItemMove, reason: String)
  case itemOperationInRemovedSection(operation: String, path: ItemPath, reason: String)
  case itemOperationInAddedSection(operation: String, path: ItemPath, reason: String)
  case identityChanged(operation: String, before: Identifier, after: Identifier, at: String)
  case replayMismatch(section: Int, replayed: String, expected: String)
  case replayedSectionCount(replayed: Int, expected: Int)
  case emptyStage
  case kindOutOfOrder(kind: StageKind, previous: StageKind)
  case batchStageInDiff
  case operationNotAllowed(operation: String, kind: StageKind)
  case notSorted(operation: String)
  case insertedAndDeleted(id: Identifier, isSection: Bool)
  case duplicateIdentifier(id: Identifier, isSection: Bool)
  case lastAfterIsNotNew(replayed: String, expected: String)
  case noStagesButDifferent

  var description: String {
    switch self {
    case .sectionOutOfRange(let operation, let index, let count, let side):
      return "\(operation) \(index) is out of range: \(count) sections \(side.phrase)"
    case .itemSectionOutOfRange(let operation, let path, let sectionCount, let side):
      return "\(operation) \(path) names section \(path.section): "
        + "\(sectionCount) sections \(side.phrase)"
    case .itemOutOfRange(let operation, let path, let itemCount, let side):
      return "\(operation) \(path) is out of range: section \(path.section) has "
        + "\(itemCount) items \(side.phrase)"
    case .sectionUsedTwice(let index, let side):
      return "section \(index) \(side.phrase) is named by more than one operation"
    case .itemUsedTwice(let path, let side):
      return "item \(path) \(side.phrase) is named by more than one operation"
    case .sectionCountMismatch(let before, let removed, let after, let added):
      return "the sections do not add up: \(before) before the stage, \(removed) deleted or moved "
        + "away, but \(after) after it with \(added) inserted or moved in"
    case .itemCountMismatch(
      let beforeSection, let afterSection, let before, let removed, let after, let added):
      return "the items of section \(beforeSection) (section \(afterSection) after the stage) do "
        + "not add up: \(before) before the stage, \(removed) deleted or moved away, but \(after) "
        + "after it with \(added) inserted or moved in"
    case .moveOutOfRemovedSection(let move, let reason):
      return "item move \(move) leaves section \(move.from.section), which the stage \(reason)"
    case .moveIntoAddedSection(let move, let reason):
      return "item move \(move) enters section \(move.to.section), which the stage \(reason)"
    case .itemOperationInRemovedSection(let operation, let path, let reason):
      return "\(operation) \(path) is inside section \(path.section), which the stage \(reason)"
    case .itemOperationInAddedSection(let operation, let path, let reason):
      return "\(operation) \(path) is inside section \(path.section) after the stage, which the "
        + "stage \(reason)"
    case .identityChanged(let operation, let before, let after, let at):
      return "\(operation) takes \(before.quoted) but finds \(after.quoted) at \(at) after the stage"
    case .replayMismatch(let section, let replayed, let expected):
      return "replaying the stage gives section \(section) as \(replayed), but its `after` has "
        + "\(expected)"
    case .replayedSectionCount(let replayed, let expected):
      return "replaying the stage gives \(replayed) sections, but its `after` has \(expected)"
    case .emptyStage:
      return "the stage is empty"
    case .kindOutOfOrder(let kind, let previous):
      return "a stage of \(kind) cannot follow a stage of \(previous)"
    case .batchStageInDiff:
      return "a batch-update stage must be the only stage of its changeset"
    case .operationNotAllowed(let operation, let kind):
      return "a stage of \(kind) cannot hold \(operation)"
    case .notSorted(let operation):
      return "\(operation) are not sorted ascending without repeats"
    case .insertedAndDeleted(let id, let isSection):
      return "\(isSection ? "section" : "item") \(id.quoted) is both deleted and inserted; it "
        + "should move or be updated"
    case .duplicateIdentifier(let id, let isSection):
      return "`after` repeats the \(isSection ? "section" : "item") identifier \(id.quoted)"
    case .lastAfterIsNotNew(let replayed, let expected):
      return "replaying every stage gives \(replayed), not the new data \(expected)"
    case .noStagesButDifferent:
      return "there are no stages, but the data differ"
    }
  }
}
