/// A change described by its edits rather than pair by pair: which old section each new section
/// continues, and inside each, the items removed and inserted — every other item keeps its order
/// — plus items moved explicitly and the ones reloaded. ``Correspondence/init(edits:)`` turns it
/// into runs of consecutive pairs, so a change of k items in a list of n costs O(k + s), not O(n).
public struct CorrespondenceEdits: Sendable {
  /// Items in each old section.
  public var oldItemCounts: [Int]
  /// For each new section, the old section it continues (nil: a new section, all its items new).
  public var sectionSources: [Int?]
  /// New sections whose content is reloaded.
  public var reloadedSections: Set<Int> = []
  /// By old section: the old indices of the items that leave it (deleted, or moved elsewhere).
  public var removed: [Int: [Int]] = [:]
  /// By new section: the new indices of the items that arrive (inserted, or moved here).
  public var inserted: [Int: [Int]] = [:]
  /// Items that continue an item at another place: each one's old and new path (its old index is
  /// also in `removed`, its new one in `inserted`).
  public var moves: [ItemMove] = []
  /// New paths of the items that are reloaded.
  public var reloadedItems: Set<ItemPath> = []

  public init(oldItemCounts: [Int], sectionSources: [Int?]) {
    self.oldItemCounts = oldItemCounts
    self.sectionSources = sectionSources
  }
}

extension Correspondence {
  /// Runs of consecutive items that continue consecutive old items, by section, in both
  /// directions.
  struct Runs: Equatable, Sendable {
    struct Run: Equatable, Sendable {
      /// The first item of the run on this side, and where it continues on the other.
      var start: Int
      var count: Int
      var otherSection: Int
      var otherStart: Int
    }

    struct Sections: Equatable, Sendable {
      var sources: [Int]
      var destinations: [Int]

      func source(of index: Int) -> Int? {
        sources.indices.contains(index) && sources[index] >= 0 ? sources[index] : nil
      }

      func destination(of index: Int) -> Int? {
        destinations.indices.contains(index) && destinations[index] >= 0 ? destinations[index] : nil
      }
    }

    var sections: Sections
    /// By new section, runs sorted by start; by old section, the same runs seen from the old side.
    var forward: [[Run]]
    var backward: [[Run]]
    var reloadedSections: Set<Int>
    var reloadedItems: Set<ItemPath>

    func source(ofItem path: ItemPath) -> ItemPath? { Self.lookup(path, in: forward) }
    func destination(ofItem path: ItemPath) -> ItemPath? { Self.lookup(path, in: backward) }

    /// The pair of `path` in the run that covers it.
    ///
    /// - Complexity: O(log r) for r runs in the section.
    static func lookup(_ path: ItemPath, in runs: [[Run]]) -> ItemPath? {
      guard runs.indices.contains(path.section) else { return nil }
      let section = runs[path.section]
      var low = 0
      var high = section.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let run = section[middle]
        if path.item < run.start {
          high = middle - 1
        } else if path.item >= run.start + run.count {
          low = middle + 1
        } else {
          return ItemPath(run.otherSection, run.otherStart + path.item - run.start)
        }
      }
      return nil
    }
  }

  /// The pairs of a change described by its edits.
  ///
  /// - Precondition: the edits are consistent: every old item of a continued section is removed
  ///   or continues in order, and each section's new count is its survivors plus its arrivals.
  /// - Complexity: O(s + k log k), s sections and k edited items.
  public init(edits: CorrespondenceEdits) {
    let oldCount = edits.oldItemCounts.count
    let sources = edits.sectionSources.map { $0 ?? -1 }
    var destinations = [Int](repeating: -1, count: oldCount)
    for (new, old) in sources.enumerated() where old >= 0 { destinations[old] = new }
    var forward = [[Runs.Run]](repeating: [], count: sources.count)
    for (newSection, oldSection) in sources.enumerated() where oldSection >= 0 {
      let removed = (edits.removed[oldSection] ?? []).sorted()
      let inserted = (edits.inserted[newSection] ?? []).sorted()
      let oldItems = edits.oldItemCounts[oldSection]
      let newItems = oldItems - removed.count + inserted.count
      var runs: [Runs.Run] = []
      var newIndex = 0
      var oldIndex = 0
      var nextRemoved = 0
      var nextInserted = 0
      while newIndex < newItems {
        if nextInserted < inserted.count, inserted[nextInserted] == newIndex {
          newIndex += 1
          nextInserted += 1
          continue
        }
        while nextRemoved < removed.count, removed[nextRemoved] == oldIndex {
          oldIndex += 1
          nextRemoved += 1
        }
        let untilInsert = (nextInserted < inserted.count ? inserted[nextInserted] : newItems) - newIndex
        let untilRemove = (nextRemoved < removed.count ? removed[nextRemoved] : oldItems) - oldIndex
        let length = min(untilInsert, untilRemove)
        precondition(length > 0, "inconsistent edits in section \(newSection)")
        runs.append(Runs.Run(start: newIndex, count: length, otherSection: oldSection, otherStart: oldIndex))
        newIndex += length
        oldIndex += length
      }
      forward[newSection] = runs
    }
    for move in edits.moves {
      forward[move.to.section].append(
        Runs.Run(start: move.to.item, count: 1, otherSection: move.from.section, otherStart: move.from.item))
    }
    var backward = [[Runs.Run]](repeating: [], count: oldCount)
    for (newSection, runs) in forward.enumerated() {
      for run in runs {
        backward[run.otherSection].append(
          Runs.Run(start: run.otherStart, count: run.count, otherSection: newSection, otherStart: run.start))
      }
    }
    for index in forward.indices { forward[index].sort { $0.start < $1.start } }
    for index in backward.indices { backward[index].sort { $0.start < $1.start } }
    storage = .edits(
      Runs(
        sections: Runs.Sections(sources: sources, destinations: destinations), forward: forward, backward: backward,
        reloadedSections: edits.reloadedSections, reloadedItems: edits.reloadedItems))
  }
}
