public import ListDiff

/// The elements a change moves on purpose, by identifier: the items and sections its stages move
/// (`l:move`, a batch's `b:move`, the moves a diff finds). A transition calls those `moving`;
/// an element whose frame changes only because others changed is `shifting`.
///
/// A section's move carries its header, footer, cells and their cards and separators with it.
public struct DeclaredMoves: Sendable, Hashable {
  public var items: Set<Identifier>
  public var sections: Set<Identifier>

  public init(items: Set<Identifier> = [], sections: Set<Identifier> = []) {
    self.items = items
    self.sections = sections
  }

  /// The moves of `stage`, named by the identifiers at their destinations in the stage's data.
  ///
  /// - Complexity: O(moves), plus the stage's data when the stage makes it on demand.
  public init<S, I>(_ stage: Changeset<S, I>.Stage) {
    self.init()
    add(stage)
  }

  /// The moves of every stage of `changeset`.
  ///
  /// - Complexity: O(moves), plus the stages' data when they make it on demand.
  public init<S, I>(_ changeset: Changeset<S, I>) {
    self.init()
    for stage in changeset.stages { add(stage) }
  }

  private mutating func add<S, I>(_ stage: Changeset<S, I>.Stage) {
    let operations = stage.operations
    guard !operations.moves.isEmpty || !operations.sectionMoves.isEmpty else { return }
    let after = stage.after
    for move in operations.moves
    where after.sections.indices.contains(move.to.section)
      && after.sections[move.to.section].items.indices.contains(move.to.item)
    {
      items.insert(after[move.to].id)
    }
    for move in operations.sectionMoves where after.sections.indices.contains(move.to) {
      sections.insert(after.sections[move.to].id)
    }
  }
}
