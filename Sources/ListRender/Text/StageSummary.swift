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
    /// Where the element is before the whole change, when the operation names it at another
    /// position of the data between two stages (a later stage's move starts where the earlier
    /// stages left it): `[0,2]`, or a section's `3`.
    public var beforeChange: String? = nil
    /// Where the element is after the whole change, when the operation puts it at another position
    /// of the data between two stages.
    public var final: String? = nil
    /// Whether the position it names from the data between two stages is already the element's
    /// final one (a section reload in the last stage): marked `final`, not `intermediate`.
    var fromIsFinal = false
    /// The positions the operation names, for telling intermediate ones from the data's.
    var from: Position? = nil
    var to: Position? = nil
    /// The id it names, as the data spells it.
    var identifier: Identifier? = nil

    /// The element state this operation animates.
    public var animates: ElementState { verb.animates }

    /// What follows the id when a position is intermediate: `(intermediate path; final [0,2])`,
    /// `(intermediate path; [0,1] before the change)`, both with `paths`; a section's `index`; a
    /// reload at its final position that was elsewhere before, `(final index; 1 before the change)`.
    public var annotation: String? {
      guard beforeChange != nil || final != nil else { return nil }
      let single = verb.isSection ? "index" : "path"
      let noun = beforeChange != nil && final != nil ? (verb.isSection ? "indices" : "paths") : single
      let places = [beforeChange.map { "\($0) before the change" }, final.map { "final \($0)" }].compactMap { $0 }
      return "(\(fromIsFinal ? "final" : "intermediate") \(noun); " + places.joined(separator: ", ") + ")"
    }

    /// The whole line as printed, without colour: `move [1,2] → [1,0] cherry (intermediate path;
    /// [0,2] before the change)`.
    public var text: String {
      "\(verb.rawValue) \(position) \(id)" + (annotation.map { " " + $0 } ?? "")
    }
  }

  /// A position an operation names: an item's path or a section's index.
  enum Position: Sendable, Hashable, CustomStringConvertible {
    case item(ItemPath)
    case section(Int)

    var description: String {
      switch self {
      case .item(let path): "\(path)"
      case .section(let index): "\(index)"
      }
    }
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

    /// Whether it names a section (an index) rather than an item (a path).
    var isSection: Bool {
      switch self {
      case .deleteSection, .insertSection, .moveSection, .reloadSection: true
      case .delete, .insert, .move, .reload: false
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
    if count > 1 { markIntermediate(&summaries, original: before, final: current) }
    return summaries
  }

  /// Marks each operation that names a position of the data between two stages where the element
  /// is not at that position before (or after) the whole change: the position it has there.
  ///
  /// - Complexity: O(n) to index both versions of the data, built only when some operation names
  ///   an intermediate position; O(operations) otherwise.
  static func markIntermediate(_ summaries: inout [StageSummary], original: any StageData, final: any StageData) {
    let last = summaries.count - 1
    let needed = summaries.contains { summary in
      summary.operations.contains { ($0.from != nil && summary.index > 0) || ($0.to != nil && summary.index < last) }
    }
    guard needed else { return }
    let before = original.positions()
    let after = final.positions()
    for stage in summaries.indices {
      let index = summaries[stage].index
      for position in summaries[stage].operations.indices {
        var operation = summaries[stage].operations[position]
        if index > 0, let from = operation.from,
          let place = place(of: operation, in: before), place != from
        {
          operation.beforeChange = place.description
          // A last stage's reload names the final position (nothing moves after it).
          operation.fromIsFinal = operation.to == nil && self.place(of: operation, in: after) == from
        }
        if index < last, let to = operation.to, let place = place(of: operation, in: after), place != to {
          operation.final = place.description
        }
        summaries[stage].operations[position] = operation
      }
    }
  }

  /// Where the element an operation names is in one version of the data.
  private static func place(of operation: Operation, in positions: StagePositions) -> Position? {
    guard let id = operation.identifier else { return nil }
    if operation.verb.isSection { return positions.sections[id].map(Position.section) }
    return positions.items[id].map(Position.item)
  }

  /// A stage's operations in the order UIKit applies them, named from the data around it.
  static func operations(of batch: BatchUpdate, before: any StageData, after: any StageData) -> [Operation] {
    var operations: [Operation] = []
    func item(_ verb: Verb, _ data: any StageData, _ path: ItemPath, from: ItemPath?, to: ItemPath?) {
      let id = data.itemID(at: path)
      let position = [from, to].compactMap { $0.map { "\($0)" } }.joined(separator: " → ")
      operations.append(
        Operation(
          verb: verb, position: position, id: id.map(LayoutText.displayID) ?? "?", from: from.map(Position.item),
          to: to.map(Position.item), identifier: id))
    }
    func section(_ verb: Verb, _ data: any StageData, _ index: Int, from: Int?, to: Int?) {
      let id = data.sectionID(at: index)
      let position = [from, to].compactMap { $0.map { "\($0)" } }.joined(separator: " → ")
      operations.append(
        Operation(
          verb: verb, position: position, id: id.map(LayoutText.displayID) ?? "?",
          from: from.map(Position.section), to: to.map(Position.section), identifier: id))
    }
    for index in batch.sectionDeletes { section(.deleteSection, before, index, from: index, to: nil) }
    for path in batch.deletes { item(.delete, before, path, from: path, to: nil) }
    for index in batch.sectionInserts { section(.insertSection, after, index, from: nil, to: index) }
    for move in batch.sectionMoves { section(.moveSection, after, move.to, from: move.from, to: move.to) }
    for path in batch.inserts { item(.insert, after, path, from: nil, to: path) }
    for move in batch.moves { item(.move, after, move.to, from: move.from, to: move.to) }
    // A reload names a row (a section) of the data before the stage: a batch reloads old index paths.
    for path in batch.reloads { item(.reload, before, path, from: path, to: nil) }
    for index in batch.sectionReloads { section(.reloadSection, before, index, from: index, to: nil) }
    return operations
  }
}
