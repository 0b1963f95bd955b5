extension Changeset {
  /// One batch of changes that UIKit can apply at once, and the data once it is applied.
  ///
  /// Deletes, move sources and updates are indices *before* the stage; inserts and move
  /// destinations are indices *after* it. Every list is sorted ascending (moves by source).
  public struct Stage: Equatable, Sendable {
    public var kind: StageKind
    /// Section indices before the stage.
    public var sectionsDeleted: [Int]
    /// Section indices after the stage.
    public var sectionsInserted: [Int]
    /// Section indices before the stage; each section is reloaded whole.
    public var sectionsUpdated: [Int]
    public var sectionsMoved: [SectionMove]
    /// Paths before the stage.
    public var itemsDeleted: [ItemPath]
    /// Paths after the stage.
    public var itemsInserted: [ItemPath]
    /// Paths before the stage; each item keeps its identity and takes its new content.
    public var itemsUpdated: [ItemPath]
    public var itemsMoved: [ItemMove]
    /// The data once the stage is applied.
    public var after: Data

    public init(
      kind: StageKind,
      sectionsDeleted: [Int] = [], sectionsInserted: [Int] = [], sectionsUpdated: [Int] = [],
      sectionsMoved: [SectionMove] = [],
      itemsDeleted: [ItemPath] = [], itemsInserted: [ItemPath] = [], itemsUpdated: [ItemPath] = [],
      itemsMoved: [ItemMove] = [],
      after: Data
    ) {
      self.kind = kind
      self.sectionsDeleted = sectionsDeleted
      self.sectionsInserted = sectionsInserted
      self.sectionsUpdated = sectionsUpdated
      self.sectionsMoved = sectionsMoved
      self.itemsDeleted = itemsDeleted
      self.itemsInserted = itemsInserted
      self.itemsUpdated = itemsUpdated
      self.itemsMoved = itemsMoved
      self.after = after
    }

    /// Whether the stage declares no operation at all.
    public var isEmpty: Bool {
      sectionsDeleted.isEmpty && sectionsInserted.isEmpty && sectionsUpdated.isEmpty
        && sectionsMoved.isEmpty && itemsDeleted.isEmpty && itemsInserted.isEmpty
        && itemsUpdated.isEmpty && itemsMoved.isEmpty
    }

    /// The number of declared operations (a move counts once).
    public var operationCount: Int {
      sectionsDeleted.count + sectionsInserted.count + sectionsUpdated.count
        + sectionsMoved.count + itemsDeleted.count + itemsInserted.count + itemsUpdated.count
        + itemsMoved.count
    }
  }
}
