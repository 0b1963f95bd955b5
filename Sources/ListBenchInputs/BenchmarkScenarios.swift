package import ListDiff

/// Pairs of snapshots for measuring a diff, the same on every run (fixed seeds).
///
/// `listlab bench` times `Changeset(from:to:)` on these; the tests check their shape.
package enum BenchmarkScenarios {
  package typealias Linear = ListData<NoContent, NoContent>
  package typealias Sectioned = ListData<Int, Int>

  /// DifferenceKit's README benchmark, as one section of `count` items with string identifiers
  /// `"0"`, `"1"`, …
  ///
  /// The recipe (DifferenceKit's README: 5,000 elements delete 2000..<3000 and shuffle 200;
  /// 100,000 elements delete 20000..<30000 and shuffle 2,000): delete the block
  /// `deleteRange(count)`, insert as many new identifiers (`"count"`, `"count+1"`, …) where the
  /// block was, then shuffle the first `shuffleCount(count)` items with `SplitMix64(seed: 42)`.
  /// DifferenceKit published 1.9 ms (5k) and 34.8 ms (100k) on a 2019 simulator.
  ///
  /// - Complexity: O(count).
  package static func differenceKit(count: Int) -> (old: Linear, new: Linear) {
    let old = (0..<count).map { Linear.Item(id: .string(String($0))) }
    let block = deleteRange(count)
    var new = Array(old[..<block.lowerBound])
    new += (count..<(count + block.count)).map { Linear.Item(id: .string(String($0))) }
    new += old[block.upperBound...]
    var generator = SplitMix64(seed: 42)
    generator.shuffle(&new, in: 0..<min(shuffleCount(count), new.count))
    return (
      Linear(sections: [.init(id: "items", items: old)]),
      Linear(sections: [.init(id: "items", items: new)])
    )
  }

  /// The block DifferenceKit's recipe deletes: 2/5…3/5 of the items up to 5,000 (2000..<3000),
  /// 1/5…3/10 above (20000..<30000 for 100,000; 200000..<300000 for 1,000,000).
  package static func deleteRange(_ count: Int) -> Range<Int> {
    count <= 5_000 ? (count * 2 / 5)..<(count * 3 / 5) : (count / 5)..<(count * 3 / 10)
  }

  /// How many leading items DifferenceKit's recipe shuffles: 1/25 up to 5,000, 1/50 above.
  package static func shuffleCount(_ count: Int) -> Int {
    count <= 5_000 ? count / 25 : count / 50
  }

  /// `sections` sections of `itemsPerSection` items with integer contents, and a new snapshot
  /// with, per section, 10% of its items deleted, as many new ones inserted at random places,
  /// 2% moved to other sections, 5% of the remaining updated (content + 1), and 1% of the
  /// sections (at least one) moved elsewhere. Identifiers are `"s0"`… and `"i0"`…
  ///
  /// - Complexity: O(sections × itemsPerSection).
  package static func sectioned(
    sections sectionCount: Int = 100, itemsPerSection: Int = 1_000, seed: UInt64 = 7
  ) -> (old: Sectioned, new: Sectioned) {
    var generator = SplitMix64(seed: seed)
    var nextItem = 0
    var oldSections: [Sectioned.Section] = []
    for section in 0..<sectionCount {
      var items: [Sectioned.Item] = []
      items.reserveCapacity(itemsPerSection)
      for _ in 0..<itemsPerSection {
        items.append(Sectioned.Item(id: .string("i\(nextItem)"), content: nextItem))
        nextItem += 1
      }
      oldSections.append(Sectioned.Section(id: .string("s\(section)"), content: 0, items: items))
    }
    var newSections = oldSections
    let deletes = itemsPerSection / 10
    let crossMoves = itemsPerSection / 50
    let updates = itemsPerSection / 20
    var travelling: [Sectioned.Item] = []
    for section in newSections.indices {
      var items = newSections[section].items
      for _ in 0..<deletes where !items.isEmpty { items.remove(at: generator.below(items.count)) }
      for _ in 0..<crossMoves where !items.isEmpty {
        travelling.append(items.remove(at: generator.below(items.count)))
      }
      for _ in 0..<updates where !items.isEmpty { items[generator.below(items.count)].content += 1 }
      for _ in 0..<deletes {
        items.insert(
          Sectioned.Item(id: .string("i\(nextItem)"), content: nextItem),
          at: generator.below(items.count + 1))
        nextItem += 1
      }
      newSections[section].items = items
    }
    if sectionCount > 1 {
      for item in travelling {
        let section = generator.below(sectionCount)
        newSections[section].items.insert(
          item, at: generator.below(newSections[section].items.count + 1))
      }
    }
    for _ in 0..<max(1, sectionCount / 100) where sectionCount > 1 {
      let moving = newSections.remove(at: generator.below(sectionCount))
      newSections.insert(moving, at: generator.below(sectionCount))
    }
    return (Sectioned(sections: oldSections), Sectioned(sections: newSections))
  }
}
