import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListLabCore

/// Outlines (`NSDiffableDataSourceSectionSnapshot`): their edits and queries, checked by hand and
/// on seeded random edits against a naive model of the tree.
@Suite struct SectionSnapshotTests {
  /// docs[work[report] taxes] music notes, docs expanded.
  private func tree() throws -> SectionSnapshot {
    var outline = SectionSnapshot()
    try outline.append(["docs", "music", "notes"])
    try outline.append(["work", "taxes"], to: "docs")
    try outline.append(["report"], to: "work")
    try outline.expand(["docs"])
    return outline
  }

  @Test func queries() throws {
    let outline = try tree()
    #expect(outline.items == ["docs", "work", "report", "taxes", "music", "notes"])
    #expect(outline.visibleItems == ["docs", "work", "taxes", "music", "notes"])
    #expect(outline.rootItems == ["docs", "music", "notes"])
    #expect(try outline.level(of: "report") == 2)
    #expect(try outline.parent(of: "report") == "work")
    #expect(try outline.parent(of: "docs") == nil)
    #expect(try outline.children(of: "docs") == ["work", "taxes"])
    #expect(try outline.isVisible("report") == false)
    #expect(try outline.isVisible("taxes"))
    #expect(outline.index(of: "taxes") == 3)
    #expect(outline.index(of: "ghost") == nil)
    #expect(
      outline.description
        == "section snapshot · 6 items, 5 visible\n▾ docs\n  ▸ work\n    - report\n  - taxes\n- music\n- notes")
  }

  @Test func insertDeleteAndSubtrees() throws {
    var outline = try tree()
    try outline.insert(["memo"], before: "taxes")
    try outline.insert(["zip"], after: "notes")
    #expect(try outline.children(of: "docs") == ["work", "memo", "taxes"])
    #expect(outline.rootItems == ["docs", "music", "notes", "zip"])
    let subtree = try outline.snapshot(of: "docs")
    #expect(subtree.rootItems == ["work", "memo", "taxes"])
    #expect(subtree.items == ["work", "report", "memo", "taxes"])
    let withParent = try outline.snapshot(of: "docs", includingParent: true)
    #expect(withParent.visibleItems == ["docs", "work", "memo", "taxes"])
    #expect(try withParent.parent(of: "docs") == nil)
    #expect(outline.delete(["work", "ghost"]) == ["ghost"])
    #expect(outline.items == ["docs", "memo", "taxes", "music", "notes", "zip"])
    #expect(!outline.contains("report"))
    #expect(outline.checkInvariants() == [])
  }

  @Test func visibleRowsCarryLevelsAndDisclosures() throws {
    var outline = try tree()
    try outline.expand(["work"])
    let rows = outline.visibleRows().map { "\($0.id):\($0.level):\($0.disclosure?.rawValue ?? "-")" }
    #expect(rows == ["docs:0:expanded", "work:1:expanded", "report:2:-", "taxes:1:-", "music:0:-", "notes:0:-"])
  }

  /// A naive tree: each item's children, recomputed recursively.
  struct Model {
    var roots: [Identifier] = []
    var children: [Identifier: [Identifier]] = [:]
    var expanded: Set<Identifier> = []

    func visible(_ items: [Identifier]) -> [Identifier] {
      items.flatMap { [$0] + (expanded.contains($0) ? visible(children[$0] ?? []) : []) }
    }

    func all(_ items: [Identifier]) -> [Identifier] { items.flatMap { [$0] + all(children[$0] ?? []) } }
  }

  @Test(arguments: 0..<30)
  func randomEditsAgreeWithANaiveTree(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    var outline = SectionSnapshot()
    var model = Model()
    for _ in 0..<60 {
      let items = model.all(model.roots)
      let any = items.isEmpty ? nil : items[random.below(items.count)]
      switch random.below(5) {
      case 0, 1:
        let fresh = random.freshID()
        let parent = random.chance(60) ? any : nil
        try outline.append([fresh], to: parent)
        if let parent { model.children[parent, default: []].append(fresh) } else { model.roots.append(fresh) }
      case 2:
        guard let any else { continue }
        let fresh = random.freshID()
        try outline.insert([fresh], before: any)
        func insert(into list: inout [Identifier]) -> Bool {
          guard let index = list.firstIndex(of: any) else { return false }
          list.insert(fresh, at: index)
          return true
        }
        if !insert(into: &model.roots) {
          for key in model.children.keys where insert(into: &model.children[key]!) { break }
        }
      case 3:
        guard let any else { continue }
        if random.chance(50) {
          try outline.expand([any])
          model.expanded.insert(any)
        } else {
          try outline.collapse([any])
          model.expanded.remove(any)
        }
      default:
        guard let any, random.chance(40) else { continue }
        outline.delete([any])
        let gone = Set(model.all([any]))
        model.roots.removeAll { gone.contains($0) }
        for key in model.children.keys { model.children[key]!.removeAll { gone.contains($0) } }
        for item in gone { model.children[item] = nil }
        model.expanded.subtract(gone)
      }
      #expect(outline.checkInvariants() == [])
    }
    #expect(outline.items == model.all(model.roots))
    #expect(outline.visibleItems == model.visible(model.roots))
    #expect(outline.visibleRows().map(\.id) == outline.visibleItems)
    for item in outline.items {
      #expect(try outline.children(of: item) == (model.children[item] ?? []))
    }
  }
}
