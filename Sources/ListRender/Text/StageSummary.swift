public import ListAnimation
public import ListDeclaration
public import ListDiff

/// One stage of a changeset as a user reads it: which stage it is, its kind, and its operations
/// with the positions and ids they name (from the data before the stage for deletes and reloads,
/// after it for the rest). The text of `print(t)`, the stage list of a page and each stage of `t.stages` are
/// rendered from these, so no renderer reads another's text.
public struct StageSummary: Sendable, Hashable {
  /// 0-based.
  public var index: Int
  public var count: Int
  public var kind: StageKind
  public var operations: [Operation]

  /// One operation of a stage: `delete [0,1] apple`, `move section 2 → 0 veg`.
  public struct Operation: Sendable, Hashable {
    public var verb: Verb
    /// `[0,1]`, `2`, or `[0,2] → [0,0]` for a move.
    public var position: String
    /// The id it names, as printed (`apple`, `"two words"`, `?` when the data has none there).
    public var id: String

    /// The element state this operation animates.
    public var animates: ElementState { verb.animates }
  }

  /// What an operation does, as the text names it.
  public enum Verb: String, Sendable, Hashable, CaseIterable {
    case deleteSection = "delete section"
    case delete
    case insertSection = "insert section"
    case moveSection = "move section"
    case insert
    case move
    case reload
    case reloadSection = "reload section"

    /// The element state the operation animates: deletes fade out, inserts fade in, moves move,
    /// reloads crossfade (updating).
    public var animates: ElementState {
      switch self {
      case .delete, .deleteSection: .deleting
      case .insert, .insertSection: .inserting
      case .move, .moveSection: .moving
      case .reload, .reloadSection: .updating
      }
    }
  }

  /// `stage 2 of 3 · item inserts and moves`.
  public var heading: String { "stage \(index + 1) of \(count) · \(kind)" }

  /// Why this stage stands on its own (``StageKind/explanation``).
  public var explanation: String { kind.explanation }

  /// The stages of `changeset`, each operation naming its id from the data: `before` for the
  /// first stage's deletes, each stage's `after` for the rest, and `final` for the last stage's
  /// data when given (a change's new data, kept by its layout, so that naming a few ids builds no
  /// data of the whole list).
  ///
  /// - Complexity: O(changes), plus the stages' data when the stages made it on demand.
  public static func summaries(
    of changeset: Changeset<SectionContent, CellDeclaration>, from before: any StageData,
    final: (any StageData)? = nil
  ) -> [StageSummary] {
    var summaries: [StageSummary] = []
    var current = before
    let count = changeset.stages.count
    for (index, stage) in changeset.stages.enumerated() {
      let after: any StageData = index == count - 1 ? final ?? stage.after : stage.after
      summaries.append(
        StageSummary(
          index: index, count: count, kind: stage.kind,
          operations: operations(of: stage.operations, before: current, after: after)))
      current = after
    }
    return summaries
  }

  /// A stage's operations in the order UIKit applies them, named from the data around it.
  static func operations(of batch: BatchUpdate, before: any StageData, after: any StageData) -> [Operation] {
    func item(_ data: any StageData, _ path: ItemPath) -> String {
      data.itemID(at: path).map(LayoutText.displayID) ?? "?"
    }
    func section(_ data: any StageData, _ index: Int) -> String {
      data.sectionID(at: index).map(LayoutText.displayID) ?? "?"
    }
    var operations: [Operation] = []
    for index in batch.sectionDeletes {
      operations.append(Operation(verb: .deleteSection, position: "\(index)", id: section(before, index)))
    }
    for path in batch.deletes {
      operations.append(Operation(verb: .delete, position: "\(path)", id: item(before, path)))
    }
    for index in batch.sectionInserts {
      operations.append(Operation(verb: .insertSection, position: "\(index)", id: section(after, index)))
    }
    for move in batch.sectionMoves {
      operations.append(
        Operation(verb: .moveSection, position: "\(move.from) → \(move.to)", id: section(after, move.to)))
    }
    for path in batch.inserts {
      operations.append(Operation(verb: .insert, position: "\(path)", id: item(after, path)))
    }
    for move in batch.moves {
      operations.append(Operation(verb: .move, position: "\(move.from) → \(move.to)", id: item(after, move.to)))
    }
    // A reload names a row (a section) of the data before the stage: a batch reloads old index paths.
    for path in batch.reloads {
      operations.append(Operation(verb: .reload, position: "\(path)", id: item(before, path)))
    }
    for index in batch.sectionReloads {
      operations.append(Operation(verb: .reloadSection, position: "\(index)", id: section(before, index)))
    }
    return operations
  }
}
