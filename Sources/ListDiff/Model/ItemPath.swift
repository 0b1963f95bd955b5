/// The position of an item: a 0-based section index and a 0-based item index in that section,
/// as UIKit's `IndexPath` of a row or an item.
///
/// Paths order by section, then by item. The description is `[section,item]`, e.g. `[0,1]`.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// `ItemPath(0, 1)` is `ItemPath(section: 0, item: 1)`.
  public init(_ section: Int, _ item: Int) {
    self.init(section: section, item: item)
  }

  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }

  public var description: String { "[\(section),\(item)]" }
}
