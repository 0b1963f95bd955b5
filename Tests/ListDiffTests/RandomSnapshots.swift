import ListBenchInputs
import ListDiff

/// Random snapshots and random edits of them, from a seeded generator: every run sees the same
/// cases, and a failing seed can be replayed alone.
struct RandomSnapshots {
  var generator: SplitMix64
  private var nextItem = 0
  private var nextSection = 0

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  mutating func chance(_ percent: Int) -> Bool { generator.below(100) < percent }

  /// A fresh identifier, a string or an integer.
  mutating func itemID() -> Identifier {
    nextItem += 1
    return chance(30) ? .integer(nextItem) : .string("i\(nextItem)")
  }

  mutating func sectionID() -> Identifier {
    nextSection += 1
    return chance(20) ? .integer(1_000 + nextSection) : .string("s\(nextSection)")
  }

  mutating func item() -> Data.Item { Data.Item(id: itemID(), content: generator.below(3)) }

  mutating func section(maxItems: Int) -> Data.Section {
    let count = generator.below(maxItems + 1)
    return Data.Section(
      id: sectionID(), content: generator.below(2), items: (0..<count).map { _ in item() })
  }

  /// Up to `maxSections` sections of up to `maxItems` items; some sections are empty.
  mutating func snapshot(maxSections: Int = 5, maxItems: Int = 6) -> Data {
    Data(sections: (0..<generator.below(maxSections + 1)).map { _ in section(maxItems: maxItems) })
  }

  /// A new snapshot made from `old` by random section and item deletes, inserts, moves (within
  /// and across sections) and content updates; now and then an unrelated snapshot instead.
  mutating func edit(_ old: Data, maxItems: Int = 6) -> Data {
    if chance(5) { return snapshot() }
    var sections = old.sections
    // Section deletes (some of their items live on elsewhere), inserts, moves, updates.
    var orphans: [Data.Item] = []
    sections.removeAll { section in
      guard chance(15) else { return false }
      orphans += section.items.filter { _ in chance(40) }
      return true
    }
    for _ in 0..<generator.below(3) where chance(50) {
      sections.insert(section(maxItems: maxItems), at: generator.below(sections.count + 1))
    }
    for orphan in orphans where !sections.isEmpty {
      let section = generator.below(sections.count)
      sections[section].items.insert(
        orphan, at: generator.below(sections[section].items.count + 1))
    }
    if sections.count > 1, chance(40) {
      let moving = sections.remove(at: generator.below(sections.count))
      sections.insert(moving, at: generator.below(sections.count + 1))
    }
    for index in sections.indices where chance(15) { sections[index].content += 1 }
    guard !sections.isEmpty else { return Data(sections: sections) }
    // Item deletes, updates, inserts.
    for index in sections.indices {
      sections[index].items.removeAll { _ in chance(20) }
      for item in sections[index].items.indices where chance(15) {
        sections[index].items[item].content += 1
      }
      for _ in 0..<generator.below(3) where chance(50) {
        sections[index].items.insert(
          item(), at: generator.below(sections[index].items.count + 1))
      }
    }
    // Item moves, within and across sections.
    for _ in 0..<generator.below(4) {
      let from = generator.below(sections.count)
      guard !sections[from].items.isEmpty else { continue }
      let moving = sections[from].items.remove(at: generator.below(sections[from].items.count))
      let to = chance(50) ? from : generator.below(sections.count)
      sections[to].items.insert(moving, at: generator.below(sections[to].items.count + 1))
    }
    return Data(sections: sections)
  }

  /// A copy of `data` where one item identifier appears twice (when there are at least one
  /// item and one place to copy it to), with the paths of both copies.
  mutating func withDuplicateItem(_ data: Data) -> (Data, first: ItemPath, second: ItemPath)? {
    let paths = data.sections.indices.flatMap { section in
      data.sections[section].items.indices.map { ItemPath(section, $0) }
    }
    guard let source = paths.isEmpty ? nil : paths[generator.below(paths.count)] else {
      return nil
    }
    var copy = data
    let section = generator.below(copy.sections.count)
    let index = generator.below(copy.sections[section].items.count + 1)
    copy.sections[section].items.insert(
      Data.Item(id: data[source].id, content: 9), at: index)
    // Where the two copies sit now, in reading order.
    let flat = copy.sections.indices.flatMap { section in
      copy.sections[section].items.indices.map { ItemPath(section, $0) }
    }.filter { copy[$0].id == data[source].id }
    return (copy, flat[0], flat[1])
  }
}
