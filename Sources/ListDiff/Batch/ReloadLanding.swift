/// Where a reloaded row or section lands once every declared delete, insert and move of the
/// batch is applied: the index of the insert that a reload stands for.
///
/// A row that no operation removes keeps its order among the rows of its section that stay, and
/// takes, in order, the places of its new section that no insert or move destination takes; the
/// same for a section among the sections. A reloaded row is such a row.
struct ReloadLanding {
  private let sectionsGone: [Int]
  private let sectionsTaken: [Int]
  private let sectionMoves: [Int: Int]
  /// Old section → the items deleted or moved away from it, sorted.
  private let itemsGone: [Int: [Int]]
  /// New section → the items inserted or moved into it, sorted.
  private let itemsTaken: [Int: [Int]]

  init(_ batch: BatchUpdate) {
    sectionsGone = Set(batch.sectionDeletes + batch.sectionMoves.map(\.from)).sorted()
    sectionsTaken = Set(batch.sectionInserts + batch.sectionMoves.map(\.to)).sorted()
    sectionMoves = Dictionary(batch.sectionMoves.map { ($0.from, $0.to) }) { first, _ in first }
    itemsGone = Self.bySection(batch.deletes + batch.moves.map(\.from))
    itemsTaken = Self.bySection(batch.inserts + batch.moves.map(\.to))
  }

  private static func bySection(_ paths: [ItemPath]) -> [Int: [Int]] {
    Dictionary(grouping: Set(paths), by: \.section).mapValues { $0.map(\.item).sorted() }
  }

  /// The `rank`-th place (0-based) that `taken` leaves free.
  private static func place(ofRank rank: Int, skipping taken: [Int]) -> Int {
    var place = rank
    for index in taken {
      guard index <= place else { break }
      place += 1
    }
    return place
  }

  /// The index after the batch of the section at `section` before it.
  func section(_ section: Int) -> Int {
    if let destination = sectionMoves[section] { return destination }
    let rank = section - sectionsGone.prefix { $0 < section }.count
    return Self.place(ofRank: rank, skipping: sectionsTaken)
  }

  /// The path after the batch of the row at `path` before it.
  func path(_ path: ItemPath) -> ItemPath {
    let section = self.section(path.section)
    let rank = path.item - (itemsGone[path.section] ?? []).prefix { $0 < path.item }.count
    return ItemPath(section, Self.place(ofRank: rank, skipping: itemsTaken[section] ?? []))
  }
}
