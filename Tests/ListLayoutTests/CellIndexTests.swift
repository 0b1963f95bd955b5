import BenchmarkFixtures
import ListDiff
import Testing

@testable import ListLayout

@Suite struct CellIndexTests {
  /// Appends and lookups agree with a `Dictionary` of first positions.
  @Test(arguments: [0, 7, 5_000])
  func agreesWithADictionary(capacity: Int) {
    var generator = SplitMix64(seed: UInt64(capacity + 1))
    var index = CellIndex(capacity: capacity)
    var reference: [Identifier: Int] = [:]
    for flat in 0..<5_000 {
      let id: Identifier =
        generator.below(3) == 0
        ? .integer(generator.below(3_000) - 100)
        : .string(
          generator.below(2) == 0
            ? "row\(generator.below(3_000))" : "a longer identifier, number \(generator.below(3_000))")
      #expect(index.append(id) == reference[id])
      if reference[id] == nil { reference[id] = flat }
    }
    #expect(index.count == 5_000)
    for (id, flat) in reference { #expect(index[id] == flat) }
    #expect(index["absent"] == nil)
    #expect(index[.integer(1_000_000)] == nil)
  }

  @Test func nonASCIIIdsCompareByCanonicalEquivalence() {
    var index = CellIndex()
    #expect(index.append("apple") == nil)
    #expect(index.append("caf\u{E9}") == nil)
    #expect(index.append("cafe\u{301}") == 1)
    #expect(index.append("apple") == 0)
    #expect(index["cafe\u{301}"] == 1)
    #expect(index["apple"] == 0)
  }

  @Test func aNonASCIIQueryFindsItsASCIIEquivalent() {
    var index = CellIndex()
    #expect(index.append("K1") == nil)
    #expect(index.append("a;b") == nil)
    #expect(index["\u{212A}1"] == 0)  // KELVIN SIGN
    #expect(index["a\u{037E}b"] == 1)  // GREEK QUESTION MARK
    #expect(index["K\u{301}1"] == nil)
    #expect(index.append("\u{212A}1") == 0)  // and appending it finds the repeat
  }

  @Test func growingKeepsFirstPositionsOfRepeatsAndNonASCIIIds() {
    var index = CellIndex()
    var reference: [Identifier: Int] = [:]
    for flat in 0..<200 {
      let id: Identifier = .string(flat % 3 == 0 ? "caf\u{E9} \(flat % 50)" : "cafe\u{301} \(flat % 50)")
      #expect(index.append(id) == reference[id])
      if reference[id] == nil { reference[id] = flat }
    }
    for (id, flat) in reference { #expect(index[id] == flat) }
  }
}
