/// The difference between two versions of the data as the fewest UIKit-safe stages, each with the data as it
/// stands once the stage is applied: made by `init(from:to:)` (or `Diff`), or for a programmer's
/// batch by `CheckedBatch.changeset(from:to:)`.
///
/// Stages come in `StageKind` order and none is empty; no change gives no stages. Indices inside a
/// stage refer to the data before the stage (deletes, move sources, updates) or after it (inserts,
/// move destinations): see `Stage.replay(on:)` for the exact rule, and `checkInvariants(from:to:)`.
public struct Changeset<SectionContent: DiffableContent, ItemContent: DiffableContent>: Equatable,
  Sendable
{
  public typealias Data = ListData<SectionContent, ItemContent>

  public var stages: [Stage]

  public init(stages: [Stage] = []) {
    self.stages = stages
  }

  /// Whether the two versions of the data were the same.
  public var isEmpty: Bool { stages.isEmpty }
}
