import ListBenchInputs
import ListDiff
import Testing

@Suite("Identifiers, paths and snapshots")
struct ModelTests {
  @Test func identifierDescriptions() {
    #expect(Identifier.string("apple").description == "apple")
    #expect(Identifier.integer(3).description == "3")
    #expect(Identifier.string("apple").quoted == "\"apple\"")
    #expect(Identifier.string("say \"hi\"\\").quoted == #""say \"hi\"\\""#)
    #expect(Identifier.integer(-3).quoted == "-3")
    #expect(Identifier.string("3") != Identifier.integer(3))
  }

  @Test func itemPathsOrderBySectionThenItem() {
    #expect(ItemPath(0, 1).description == "[0,1]")
    #expect(ItemPath(0, 5) < ItemPath(1, 0))
    #expect(ItemPath(1, 0) < ItemPath(1, 2))
    #expect(
      [ItemPath(1, 0), ItemPath(0, 2), ItemPath(0, 1)].sorted() == [
        ItemPath(0, 1), ItemPath(0, 2), ItemPath(1, 0),
      ])
  }

  @Test func snapshotDescriptionAndEquality() {
    let data = snapshot("fruits:1[apple:2 3] veg[]")
    #expect(data.description == "fruits:1[apple:2 3:0] veg:0[]")
    #expect(data.itemCounts == [2, 0])
    #expect(data.itemCount == 2)
    #expect(data[ItemPath(0, 1)].id == .integer(3))
    #expect(data != snapshot("fruits:1[apple:9 3] veg[]"))
    let plain = ListData<NoContent, NoContent>(sections: [.init(id: "a", items: [.init(id: "x")])])
    #expect(plain.description == "a[x]")
  }

  @Test func contentEqualityNeedsEqualHashes() {
    /// Equal by `==` but with different hashes: not the same content (the hash decides first).
    struct Loose: DiffableContent {
      var hash: Int
      static func == (lhs: Loose, rhs: Loose) -> Bool { true }
      var contentHash: Int { hash }
    }
    typealias Loosely = ListData<NoContent, Loose>
    let a = Loosely.Item(id: "x", content: Loose(hash: 1))
    let b = Loosely.Item(id: "x", content: Loose(hash: 2))
    let c = Loosely.Item(id: "x", content: Loose(hash: 1))
    #expect(a != b)
    #expect(a == c)
  }

  @Test func stageKindsExplainThemselves() {
    #expect(StageKind.allCases.map(\.rawValue) == [1, 2, 3, 4, 5, 6])
    for kind in StageKind.allCases {
      #expect(kind.explanation.hasSuffix("."))
      #expect(kind.explanation.split(separator: ". ").count == 1, "one sentence: \(kind)")
    }
    #expect(StageKind.deletes < StageKind.sectionReloads)
  }

  @Test func splitMixIsDeterministic() {
    var a = SplitMix64(seed: 1)
    var b = SplitMix64(seed: 1)
    #expect((0..<5).map { _ in a.next() } == (0..<5).map { _ in b.next() })
    var generator = SplitMix64(seed: 9)
    for _ in 0..<1000 { #expect((0..<7).contains(generator.below(7))) }
    var values = Array(0..<10)
    generator.shuffle(&values, in: 2..<8)
    #expect(values[0..<2] == [0, 1] && values[8...] == [8, 9])
    #expect(values.sorted() == Array(0..<10))
  }
}
