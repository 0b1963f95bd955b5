extension Changeset {
  /// One batch of changes that UIKit can apply at once, and the data once it is applied.
  ///
  /// Its operations follow `BatchUpdate`'s rule: deletes, move sources and reloads are indices
  /// *before* the stage; inserts and move destinations are indices *after* it. In a diff's stage
  /// every list is sorted ascending (moves by source) and a reload keeps its item's identity.
  public struct Stage: Equatable, Sendable {
    public var kind: StageKind
    public var operations: BatchUpdate
    /// The data once the stage is applied.
    public var after: Data

    public init(kind: StageKind, operations: BatchUpdate = BatchUpdate(), after: Data) {
      self.kind = kind
      self.operations = operations
      self.after = after
    }

    /// Whether the stage declares no operation at all.
    public var isEmpty: Bool { operations.isEmpty }

    /// Where each section and item of the data before this stage ends up after it.
    ///
    /// - Parameters:
    ///   - beforeCounts: the number of items in each section before the stage.
    /// - Throws: the stage's index problems (out of range, used twice, counts that do not add up,
    ///   moves out of a deleted section or into an inserted one, item operations inside a section
    ///   the stage deletes, inserts or reloads).
    /// - Complexity: O(n + m + k log k), n and m the sections and items before and after the
    ///   stage, k its operations.
    public func mapping(beforeCounts: [Int]) throws(InvariantViolations) -> IndexMapping {
      switch operations.mapping(beforeCounts: beforeCounts, afterCounts: after.itemCounts) {
      case .success(let mapping): return mapping
      case .failure(let violations): throw violations
      }
    }
  }
}
