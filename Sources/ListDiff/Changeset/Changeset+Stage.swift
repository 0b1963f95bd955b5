import ListCollections

extension Changeset {
  /// One batch of changes that UIKit can apply at once, and the data once it is applied.
  ///
  /// Its operations follow `BatchUpdate`'s rule: deletes, move sources and reloads are indices
  /// *before* the stage; inserts and move destinations are indices *after* it. In a diff's stage
  /// every list is sorted ascending (moves by source) and a reload keeps its item's identity.
  public struct Stage: Equatable, Sendable {
    public var kind: StageKind
    public var operations: BatchUpdate
    private var afterBox: Deferred<Data>

    /// The data once the stage is applied.
    ///
    /// - Complexity: O(1), or for a stage made with a deferred `after`, O(n) the first time.
    public var after: Data {
      get { afterBox.value }
      set { afterBox = Deferred(newValue) }
    }

    public init(kind: StageKind, operations: BatchUpdate = BatchUpdate(), after: Data) {
      self.kind = kind
      self.operations = operations
      afterBox = Deferred(after)
    }

    /// A stage whose data after is made when it is first asked for: a change of one item in a list
    /// of a million need not build the data of the million unless someone reads it.
    public init(kind: StageKind, operations: BatchUpdate, deferredAfter: @escaping @Sendable () -> Data) {
      self.kind = kind
      self.operations = operations
      afterBox = Deferred(deferred: deferredAfter)
    }

    public static func == (lhs: Stage, rhs: Stage) -> Bool {
      lhs.kind == rhs.kind && lhs.operations == rhs.operations && lhs.after == rhs.after
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
