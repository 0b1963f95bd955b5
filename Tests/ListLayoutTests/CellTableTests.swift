import ListBenchInputs
import ListCollections
import ListDiff
import Testing

@testable import ListLayout

@Suite struct CellTableTests {
  /// A table of `ids` with the duplicates it reported (second → first).
  static func table(_ ids: [Identifier]) -> (CellTable, [Int: Int]) {
    var repeats: [Int: Int] = [:]
    let hashes = ids.map(CellTable.hash)
    let table = CellTable(
      states: hashes.map { ItemState(tag: ChunkIndex.tag($0)) }, hashes: hashes, idAt: { ids[$0] },
      duplicate: { repeats[$1] = $0 })
    return (table, repeats)
  }

  /// Builds and lookups agree with a `Dictionary` of first positions.
  @Test(arguments: [7, 5_000])
  func agreesWithADictionary(count: Int) {
    var generator = SplitMix64(seed: UInt64(count + 1))
    var ids: [Identifier] = []
    var reference: [Identifier: Int] = [:]
    var expectedRepeats: [Int: Int] = [:]
    for flat in 0..<count {
      let id: Identifier =
        generator.below(3) == 0
        ? .integer(generator.below(3_000) - 100)
        : .string(
          generator.below(2) == 0
            ? "row\(generator.below(3_000))" : "a longer identifier, number \(generator.below(3_000))")
      ids.append(id)
      if let first = reference[id] { expectedRepeats[flat] = first } else { reference[id] = flat }
    }
    let (table, repeats) = Self.table(ids)
    #expect(repeats == expectedRepeats)
    #expect(table.index.count == reference.count)
    for (id, flat) in reference { #expect(table.flat(of: id) { ids[$0] } == flat) }
    #expect(table.flat(of: "absent") { ids[$0] } == nil)
    #expect(table.flat(of: .integer(1_000_000)) { ids[$0] } == nil)
  }

  @Test func idsCompareByCanonicalEquivalence() {
    let ids: [Identifier] = ["apple", "caf\u{E9}", "cafe\u{301}", "apple", "K1", "\u{212A}1", "a;b"]
    let (table, repeats) = Self.table(ids)
    #expect(repeats == [2: 1, 3: 0, 5: 4])
    #expect(table.flat(of: "cafe\u{301}") { ids[$0] } == 1)
    #expect(table.flat(of: "a\u{037E}b") { ids[$0] } == 6)  // GREEK QUESTION MARK
    #expect(table.flat(of: "K\u{301}1") { ids[$0] } == nil)
  }

  /// Random inserts and removals keep every id findable at its new position, through chunk splits
  /// and merges, and a copy taken before keeps answering for the old positions.
  @Test func editsKeepLookupsTrue() {
    var generator = SplitMix64(seed: 11)
    var ids: [Identifier] = (0..<3_000).map { .string("c\($0)") }
    var (table, _) = Self.table(ids)
    var next = 3_000
    var snapshots: [(CellTable, [Identifier])] = []
    for step in 0..<600 {
      let start = generator.below(ids.count + 1)
      let removed = min(ids.count - start, generator.below(4) == 0 ? generator.below(1_500) : generator.below(3))
      let inserted = generator.below(4) == 0 ? generator.below(1_500) : generator.below(3)
      let new: [Identifier] = (0..<inserted).map { .integer(next + $0) }
      next += inserted
      let removedHashes = ids[start..<(start + removed)].map(CellTable.hash)
      ids.replaceSubrange(start..<(start + removed), with: new)
      let hashes = new.map(CellTable.hash)
      table.replace(
        start..<(start + removed), removedHashes: removedHashes,
        with: hashes.map { ItemState(tag: ChunkIndex.tag($0)) }, hashes: hashes, idAt: { ids[$0] })
      if step % 150 == 0 { snapshots.append((table, ids)) }
      if step % 60 == 0 {
        #expect(table.count == ids.count && table.index.count == ids.count)
        for (flat, id) in ids.enumerated() where flat % 7 == 0 { #expect(table.flat(of: id) { ids[$0] } == flat) }
      }
    }
    for (flat, id) in ids.enumerated() { #expect(table.flat(of: id) { ids[$0] } == flat) }
    for (copy, copyIDs) in snapshots {
      for (flat, id) in copyIDs.enumerated() where flat % 13 == 0 { #expect(copy.flat(of: id) { copyIDs[$0] } == flat) }
    }
  }
}
