import ListBenchInputs
import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListAnimation

/// Transitions between compositional layouts: cells move within and between orthogonal rows,
/// badges follow their cells, boundary and decoration views their sections.
@Suite struct CompositionalTransitionTests {
  /// A row of 100 × 80 groups, 10 apart, inside insets of 10: group k at x 10 + 110k.
  private let carousel = SectionLayout.section(
    CompositionalSection(
      group: .group(
        .horizontal, size: LayoutSize(width: .absolute(100), height: .absolute(80)),
        subitems: [
          CompositionalItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            supplementaries: [
              SupplementaryItem(
                kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
                anchor: LayoutAnchor(edges: [.top, .trailing]))
            ])
        ]),
      interGroupSpacing: 10, contentInsets: EdgeInsets(all: 10), orthogonalScrolling: .continuous,
      boundaryItems: [
        BoundaryItem(
          kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top)
      ],
      decorationItems: [DecorationItem()]))

  private func layout(_ sections: [SectionDeclaration], reusing previous: Layout? = nil) throws -> Layout {
    var options = ListOptions()
    options.style = .compositional
    options.compositional = CompositionalConfiguration(section: carousel)
    let declaration = ListDeclaration(options: options, sections: sections)
    return try previous.map { try Layout(declaration, reusing: $0) } ?? Layout(declaration)
  }

  private func section(_ id: Identifier, _ ids: [String]) -> SectionDeclaration {
    SectionDeclaration(id: id, header: .text("\(id)"), cells: ids.map { CellDeclaration(id: .string($0)) })
  }

  private func transition(_ old: Layout, _ new: Layout) throws -> Transition {
    let correspondence = try Diff(from: old.declaration.data, to: new.declaration.data).correspondence
    return Transition(from: old, to: new, correspondence: correspondence, choreography: .uikit, curve: .linear)
  }

  private func find(
    _ elements: [ElementSample], _ kind: Element.Kind, _ id: Identifier, elementKind: String? = nil
  ) -> ElementSample? {
    elements.first { $0.kind == kind && $0.id == id && $0.elementKind == elementKind }
  }

  @Test func aCellMovesBetweenOrthogonalRowsWithItsBadge() throws {
    // Sections are 30 (header) + 10 + 80 + 10 = 130 tall. b moves from row a's second group
    // (120, 40) to row c's first (10, 170); halfway (linear) it is at (65, 105), its badge (at
    // its top trailing corner, 65 + 100 − 20) with it.
    let old = try layout([section("a", ["a1", "b"]), section("c", ["c1"])])
    let new = try layout([section("a", ["a1"]), section("c", ["b", "c1"])], reusing: old)
    let t = try transition(old, new)
    let start = try t.at(0)
    #expect(find(start, .cell, "b")?.frame == Rect(x: 120, y: 40, width: 100, height: 80))
    let half = try t.at(0.15)
    #expect(find(half, .cell, "b")?.frame == Rect(x: 65, y: 105, width: 100, height: 80))
    #expect(find(half, .cell, "b")?.state == .moving)
    #expect(find(half, .supplementary, "b", elementKind: "badge")?.frame == Rect(x: 145, y: 105, width: 20, height: 20))
    #expect(find(half, .supplementary, "b", elementKind: "badge")?.state == .moving)
    // c1 makes room: from (10, 170) to (120, 170).
    #expect(find(half, .cell, "c1")?.frame.x == 65)
    // Headers and backgrounds stay with their sections.
    #expect(find(half, .header, "a")?.state == .steady)
    #expect(find(half, .decoration, "c", elementKind: "background")?.state == .steady)
  }

  @Test func aMoveWithinARowSlidesAcross() throws {
    let old = try layout([section("a", ["x", "y", "z"])])
    let new = try layout([section("a", ["z", "x", "y"])], reusing: old)
    let half = try transition(old, new).at(0.15)
    // z: from 230 to 10, halfway at 120; x: 10 → 120, at 65.
    #expect(find(half, .cell, "z")?.frame.x == 120)
    #expect(find(half, .cell, "x")?.frame.x == 65)
  }

  @Test func deletedAndInsertedCellsFadeWithTheirBadges() throws {
    let old = try layout([section("a", ["x", "y"])])
    let new = try layout([section("a", ["x", "w"])], reusing: old)
    let half = try transition(old, new).at(0.15)
    #expect(find(half, .cell, "y")?.state == .deleting)
    #expect(find(half, .supplementary, "y", elementKind: "badge")?.state == .deleting)
    #expect(find(half, .cell, "w")?.state == .inserting)
    #expect(find(half, .supplementary, "w", elementKind: "badge")?.alpha == 0.5)
  }

  @Test func aRowScrolledAwayCarriesItsOffsetAndItsCellsShowWhereTheyAre() throws {
    // Five groups: the row is 10 + 5 × 100 + 4 × 10 + 10 = 560 wide and scrolls to 185.
    var old = try layout([section("a", ["p", "q", "r", "s", "t"])])
    old.scrollSection(0, to: 100)
    let new = try layout([section("a", ["p", "q", "r", "s", "u"])], reusing: old)
    #expect(new.orthogonalOffset(section: 0) == 100)
    let start = try transition(old, new).at(0)
    #expect(find(start, .cell, "p")?.frame.x == -90)
    // Four groups scroll to 450 − 375 = 75 only: the offset is cut to it.
    let shorter = try layout([section("a", ["p", "q", "r", "s"])], reusing: old)
    #expect(shorter.orthogonalOffset(section: 0) == 75)
  }

  @Test func aCellMovesBetweenSectionsOfAHorizontalList() throws {
    // Columns 100 wide and as tall as the list (300), sections 50 apart along x. Before: a1 at 0,
    // m at 100, section a ending at 200, b1 at 250. After m moves to the front of b: a ends at
    // 100, b starts at 150 — m at 150, b1 at 250. Halfway (linear) m is at 125; b1 stays.
    var options = ListOptions()
    options.style = .compositional
    options.width = 375
    options.height = 300
    options.compositional = CompositionalConfiguration(
      section: .section(
        CompositionalSection(
          group: .group(
            .vertical, size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)),
            subitems: [CompositionalItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))]))),
      scrollDirection: .horizontal, interSectionSpacing: 50)
    func sections(_ a: [String], _ b: [String]) -> [SectionDeclaration] {
      [("a", a), ("b", b)].map { id, ids in
        SectionDeclaration(id: .string(id), cells: ids.map { CellDeclaration(id: .string($0)) })
      }
    }
    let old = try Layout(ListDeclaration(options: options, sections: sections(["a1", "m"], ["b1"])))
    let new = try Layout(ListDeclaration(options: options, sections: sections(["a1"], ["m", "b1"])), reusing: old)
    let t = try transition(old, new)
    #expect(find(try t.at(0), .cell, "m")?.frame == Rect(x: 100, y: 0, width: 100, height: 300))
    #expect(find(try t.at(t.duration / 2), .cell, "m")?.frame == Rect(x: 125, y: 0, width: 100, height: 300))
    #expect(find(try t.at(t.duration), .cell, "m")?.frame == Rect(x: 150, y: 0, width: 100, height: 300))
    #expect(find(try t.at(t.duration / 2), .cell, "b1")?.state == .steady)
  }

  @Test(arguments: 0..<25)
  func everyTrackRunsFromItsOldFrameToItsNewOne(seed: Int) throws {
    // Random compositional lists changed at random: every element of the new layout ends where
    // it is, every element of the old one starts where it was.
    var random = RandomLists(seed: UInt64(seed) &+ 500)
    let declaration = random.compositionalDeclaration()
    let old = try Layout(declaration)
    var sections = declaration.sections
    for index in sections.indices where !sections[index].cells.isEmpty && random.chance(60) {
      var cells = Array(sections[index].cells)
      random.generator.shuffle(&cells, in: 0..<cells.count)
      if random.chance(50) { cells.removeLast() }
      sections[index].cells = CellList(cells)
    }
    let new = try Layout(ListDeclaration(options: declaration.options, sections: sections), reusing: old)
    let t = try transition(old, new)
    func key(_ kind: Element.Kind, _ id: Identifier, _ elementKind: String?, _ frame: Rect) -> String {
      "\(kind) \(id) \(elementKind ?? "") \(frame)"
    }
    let end = Set(
      try t.at(t.duration, all: true).filter { $0.alpha > 0 }.map { key($0.kind, $0.id, $0.elementKind, $0.frame) })
    let start = Set(
      try t.at(0, all: true).filter { $0.alpha > 0 }.map { key($0.kind, $0.id, $0.elementKind, $0.frame) })
    #expect(Set(new.elements().map { key($0.kind, $0.id, $0.elementKind, $0.frame) }).subtracting(end).isEmpty)
    #expect(Set(old.elements().map { key($0.kind, $0.id, $0.elementKind, $0.frame) }).subtracting(start).isEmpty)
  }
}
