/// Where each section and item before a stage ends up after it (`nil`: deleted or replaced).
///
/// Moved elements go to their move's destination; every other survivor keeps its order among
/// the survivors and fills the places that no insert or move destination takes (UIKit's rule for
/// the rows that a batch does not mention). An updated item keeps its identity and lands where it
/// would have landed unchanged. The items of a section that is deleted or updated (reloaded) map to
/// `nil`: a reloaded section is replaced whole.
public struct IndexMapping: Equatable, Sendable {
  /// For each section before the stage, its index after it.
  public var sections: [Int?]
  /// For each section before the stage, for each of its items, the item's path after it.
  public var items: [[ItemPath?]]

  public init(sections: [Int?], items: [[ItemPath?]]) {
    self.sections = sections
    self.items = items
  }

  /// The path after the stage of the item at `path` before it; `nil` when the item is deleted or
  /// replaced, or when `path` is outside the data before the stage.
  ///
  /// - Complexity: O(1).
  public func path(for path: ItemPath) -> ItemPath? {
    guard items.indices.contains(path.section), items[path.section].indices.contains(path.item)
    else { return nil }
    return items[path.section][path.item]
  }
}
