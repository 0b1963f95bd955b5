import ListDiff
import Testing

/// The correspondence a diff or a checked batch gives: which old element each new one continues.
@Suite("Correspondence")
struct CorrespondenceTests {
  @Test func aDiffPairsByIdentifierAndMarksChangedContent() throws {
    let old = snapshot("a[x y:1] b:0[z] c[w]")
    let new = snapshot("b:1[w z] n[y:2] a[x]")
    let diff = try Diff(from: old, to: new)
    #expect(diff.changeset == (try Changeset(from: old, to: new)))
    let correspondence = diff.correspondence
    #expect((0..<4).map(correspondence.source(ofSection:)) == [1, nil, 0, nil])
    #expect((0..<3).map(correspondence.isSectionReloaded) == [true, false, false])
    #expect(correspondence.source(ofItem: ItemPath(0, 0)) == ItemPath(2, 0))  // w left c, deleted
    #expect(correspondence.source(ofItem: ItemPath(0, 1)) == ItemPath(1, 0))
    #expect(correspondence.source(ofItem: ItemPath(1, 0)) == ItemPath(0, 1))  // into a new section
    #expect(correspondence.isItemReloaded(ItemPath(1, 0)))
    #expect(!correspondence.isItemReloaded(ItemPath(2, 0)))
    #expect(correspondence.source(ofItem: ItemPath(2, 1)) == nil)  // out of range
    #expect(correspondence.source(ofItem: ItemPath(5, 0)) == nil)
  }

  /// Random snapshots: the diff's correspondence is the pairing by identifier.
  @Test(arguments: 0..<3)
  func aDiffsCorrespondenceIsThePairingByIdentifier(chunk: Int) throws {
    var random = RandomSnapshots(seed: UInt64(chunk) &+ 4_242)
    for _ in 0..<200 {
      let old = random.snapshot()
      let new = random.edit(old)
      let correspondence = try Diff(from: old, to: new).correspondence
      var oldPaths: [Identifier: ItemPath] = [:]
      for (section, content) in old.sections.enumerated() {
        for (item, element) in content.items.enumerated() { oldPaths[element.id] = ItemPath(section, item) }
      }
      for (section, content) in new.sections.enumerated() {
        let oldSection = old.sections.firstIndex { $0.id == content.id }
        #expect(correspondence.source(ofSection: section) == oldSection)
        #expect(
          correspondence.isSectionReloaded(section)
            == (oldSection.map { old.sections[$0].content != content.content } ?? false))
        for (item, element) in content.items.enumerated() {
          let path = ItemPath(section, item)
          let source = oldPaths[element.id]
          #expect(correspondence.source(ofItem: path) == source)
          #expect(correspondence.isItemReloaded(path) == (source.map { old[$0] != element } ?? false))
        }
      }
    }
  }

  /// A batch pairs by the declared paths: a reloaded row continues the old row it replaces.
  @Test func aBatchPairsByDeclaredPaths() throws {
    let old = snapshot("a[x y z] b[v]")
    let new = snapshot("a[w y q] b:1[v]")
    let batch = try CheckedBatch(
      BatchUpdate(
        deletes: [ItemPath(0, 0)], inserts: [ItemPath(0, 0)], reloads: [ItemPath(0, 2)],
        sectionReloads: [1]),
      oldCounts: old.itemCounts, newCounts: new.itemCounts)
    let correspondence = batch.correspondence(from: old, to: new)
    #expect(correspondence.source(ofItem: ItemPath(0, 0)) == nil)
    #expect(correspondence.source(ofItem: ItemPath(0, 1)) == ItemPath(0, 1))
    #expect(!correspondence.isItemReloaded(ItemPath(0, 1)))
    #expect(correspondence.source(ofItem: ItemPath(0, 2)) == ItemPath(0, 2))
    #expect(correspondence.isItemReloaded(ItemPath(0, 2)))
    #expect(correspondence.source(ofSection: 1) == 1)
    #expect(correspondence.isSectionReloaded(1))
    #expect(correspondence.source(ofItem: ItemPath(1, 0)) == nil)  // a reloaded section is new
  }

  @Test func anUnchangedListContinuesItself() {
    let correspondence = Correspondence.unchanged(itemCounts: [2, 0, 1])
    #expect(correspondence.source(ofSection: 2) == 2)
    #expect(correspondence.source(ofItem: ItemPath(2, 0)) == ItemPath(2, 0))
    #expect(!correspondence.isItemReloaded(ItemPath(0, 1)))
    #expect(correspondence.source(ofItem: ItemPath(1, 0)) == nil)
  }

  /// Each stage's correspondence pairs the data before it with its `after` by identifier.
  @Test func stageCorrespondencesFollowTheStages() throws {
    let old = snapshot("a[x y:1 z]")
    let new = snapshot("a[z y:2 w]")
    let diff = try Diff(from: old, to: new)
    let correspondences = diff.stageCorrespondences(from: old)
    #expect(correspondences.count == diff.changeset.stages.count)
    #expect(correspondences[0].isItemReloaded(ItemPath(0, 1)))  // stage 1 reloads y
    #expect(correspondences[1].source(ofItem: ItemPath(0, 0)) == ItemPath(0, 1))  // x deleted
    #expect(try Diff(from: old, to: old).stageCorrespondences(from: old).count == 1)
  }
}
