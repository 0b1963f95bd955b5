extension Changeset.Stage {
  var operations: StageOperations {
    StageOperations(
      sectionsDeleted: sectionsDeleted, sectionsInserted: sectionsInserted,
      sectionsUpdated: sectionsUpdated, sectionsMoved: sectionsMoved,
      itemsDeleted: itemsDeleted, itemsInserted: itemsInserted, itemsUpdated: itemsUpdated,
      itemsMoved: itemsMoved)
  }

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
