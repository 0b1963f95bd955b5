/// Where UIKit inserts a reloaded row or section again: its path shifted by the batch's deletes
/// (before it) and inserts (at or before it), ignoring moves, as UIKit does.
struct ReloadShift {
  let sectionDeletes: [Int]
  let sectionInserts: [Int]
  let deletesBySection: [Int: [Int]]
  let insertsBySection: [Int: [Int]]

  init(sectionDeletes: Set<Int>, sectionInserts: Set<Int>, deletes: Set<ItemPath>, inserts: Set<ItemPath>) {
    self.sectionDeletes = sectionDeletes.sorted()
    self.sectionInserts = sectionInserts.sorted()
    deletesBySection = Dictionary(grouping: deletes.map { ($0.section, $0.item) }, by: \.0)
      .mapValues { $0.map(\.1).sorted() }
    insertsBySection = Dictionary(grouping: inserts.map { ($0.section, $0.item) }, by: \.0)
      .mapValues { $0.map(\.1).sorted() }
  }

  /// `index` shifted down by the sorted `removed` before it, then up by the sorted `added` at or
  /// before it (each added index counted against the running result).
  private static func shift(_ index: Int, removed: [Int], added: [Int]) -> Int {
    var result = index - removed.prefix { $0 < index }.count
    for insert in added {
      guard insert <= result else { break }
      result += 1
    }
    return result
  }

  func section(_ section: Int) -> Int {
    Self.shift(section, removed: sectionDeletes, added: sectionInserts)
  }

  func path(_ path: ItemPath) -> ItemPath {
    let section = self.section(path.section)
    let item = Self.shift(
      path.item, removed: deletesBySection[path.section] ?? [],
      added: insertsBySection[section] ?? [])
    return ItemPath(section, item)
  }
}
