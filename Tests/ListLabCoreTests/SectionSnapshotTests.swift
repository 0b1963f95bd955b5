import ListDeclaration
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

  /// work[report] memo, work expanded: an outline to graft.
  private func branch() throws -> SectionSnapshot {
    var outline = SectionSnapshot()
    try outline.append(["work2", "memo"])
    try outline.append(["report2"], to: "work2")
    try outline.expand(["work2"])
    return outline
  }

  @Test func appendingAndInsertingAWholeSectionSnapshot() throws {
    var outline = try tree()
    try outline.append(try branch(), to: "music")
    #expect(try outline.children(of: "music") == ["work2", "memo"])
    #expect(try outline.children(of: "work2") == ["report2"])
    #expect(try outline.isExpanded("work2"))
    #expect(try outline.level(of: "report2") == 2)
    var roots = try tree()
    try roots.append(try branch())
    #expect(roots.rootItems == ["docs", "music", "notes", "work2", "memo"])
    var before = try tree()
    try before.insert(try branch(), before: "taxes")
    #expect(try before.children(of: "docs") == ["work", "work2", "memo", "taxes"])
    // After an item: after its own subtree in `items`.
    var after = try tree()
    try after.insert(try branch(), after: "work")
    #expect(after.items == ["docs", "work", "report", "work2", "report2", "memo", "taxes", "music", "notes"])
    #expect(after.visibleItems == ["docs", "work", "work2", "report2", "memo", "taxes", "music", "notes"])
    for outline in [outline, roots, before, after] { #expect(outline.checkInvariants() == []) }
  }

  @Test func replacingTheChildrenOfAnItem() throws {
    var outline = try tree()
    try outline.expand(["work"])
    var other = try branch()
    try other.append(["report"])  // an item of the subtree replaced may come back
    try outline.replace(childrenOf: "docs", using: other)
    #expect(outline.items == ["docs", "work2", "report2", "memo", "report", "music", "notes"])
    #expect(!outline.contains("work") && !outline.contains("taxes"))
    #expect(!outline.expandedItems.contains("work"))
    #expect(outline.visibleItems == ["docs", "work2", "report2", "memo", "report", "music", "notes"])
    #expect(outline.checkInvariants() == [])
    // An empty outline removes the children.
    try outline.replace(childrenOf: "docs", using: SectionSnapshot())
    #expect(try outline.children(of: "docs") == [])
  }

  /// Every refusal names UIKit's rule and changes nothing.
  @Test func graftsAreRefusedWhole() throws {
    let outline = try tree()
    var music = SectionSnapshot()
    try music.append(["new", "music"])
    var docs = SectionSnapshot()
    try docs.append(["docs"])
    let attempts: [(String, (inout SectionSnapshot) throws -> Void)] = [
      (
        #"appendSnapshot: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("music")} ("music" already in the section snapshot)"#,
        { try $0.append(music) }
      ),
      (#"appendSnapshot: no item "ghost" in the section snapshot"#, { try $0.append(music, to: "ghost") }),
      (
        #"insertSnapshot: no item "taxis" in the section snapshot; did you mean "taxes"?"#,
        { try $0.insert(music, after: "taxis") }
      ),
      (
        #"insertSnapshot: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("music")} ("music" already in the section snapshot)"#,
        { try $0.insert(music, before: "notes") }
      ),
      (
        #"replaceChildren: Identifiers in a section snapshot must be unique. Duplicate item identifiers: {("docs")} ("docs" already in the section snapshot)"#,
        { try $0.replace(childrenOf: "docs", using: docs) }
      ),
      (
        #"replaceChildren: no item "dogs" in the section snapshot; did you mean "docs"?"#,
        { try $0.replace(childrenOf: "dogs", using: music) }
      ),
    ]
    for (message, attempt) in attempts {
      var copy = outline
      let error = #expect(throws: SnapshotError.self) { try attempt(&copy) }
      #expect(error?.description == message)
      #expect(copy == outline)
    }
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
      switch random.below(6) {
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
      case 4:
        // A small outline of fresh items, grafted whole.
        var other = SectionSnapshot()
        var branch = Model()
        branch.roots = (0..<(1 + random.below(2))).map { _ in random.freshID() }
        try other.append(branch.roots)
        for root in branch.roots where random.chance(50) {
          let child = random.freshID()
          try other.append([child], to: root)
          branch.children[root] = [child]
          if random.chance(50) {
            try other.expand([root])
            branch.expanded.insert(root)
          }
        }
        model.expanded.formUnion(branch.expanded)
        model.children.merge(branch.children) { $1 }
        func place(at index: (inout [Identifier]) -> Int?) {
          if let at = index(&model.roots) {
            model.roots.insert(contentsOf: branch.roots, at: at)
            return
          }
          for key in model.children.keys {
            if let at = index(&model.children[key]!) {
              model.children[key]!.insert(contentsOf: branch.roots, at: at)
              return
            }
          }
        }
        switch (any, random.below(4)) {
        case (nil, _), (_, 0):
          let parent = random.chance(50) ? any : nil
          try outline.append(other, to: parent)
          if let parent { model.children[parent, default: []] += branch.roots } else { model.roots += branch.roots }
        case (let item?, 1):
          try outline.insert(other, before: item)
          place { $0.firstIndex(of: item) }
        case (let item?, 2):
          try outline.insert(other, after: item)
          place { $0.firstIndex(of: item).map { $0 + 1 } }
        case (let item?, _):
          try outline.replace(childrenOf: item, using: other)
          let gone = Set(model.all(model.children[item] ?? []))
          for old in gone { model.children[old] = nil }
          model.expanded.subtract(gone)
          model.children[item] = branch.roots
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
