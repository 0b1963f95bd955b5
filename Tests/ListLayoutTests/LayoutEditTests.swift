import ListDeclaration
import ListDiff
import ListFixtures
import Testing

@testable import ListLayout

/// Every edit made in place gives exactly the layout a full relayout of the changed declaration,
/// reusing the layout before, would give: frames, measured heights, content size, offset and
/// invalidations — in every style, with and without estimated heights.
@Suite struct LayoutEditTests {
  /// A random edit that the list can take, and the declaration it leads to.
  static func randomEdit(of layout: Layout, _ random: inout RandomLists) -> (LayoutEdit, [SectionDeclaration])? {
    var sections = layout.declaration.sections
    let nonEmpty = sections.indices.filter { !sections[$0].cells.isEmpty }
    switch random.below(7) {
    case 0:
      let section = random.below(sections.count)
      let item = random.below(sections[section].cells.count + 1)
      let cells = (0..<(1 + random.below(3))).map { _ in random.cell() }
      sections[section].cells.insert(contentsOf: cells, at: item)
      return (.insertCells(cells, at: ItemPath(section, item)), sections)
    case 1:
      guard !nonEmpty.isEmpty else { return nil }
      var paths: Set<ItemPath> = []
      for _ in 0..<(1 + random.below(3)) {
        let section = nonEmpty[random.below(nonEmpty.count)]
        paths.insert(ItemPath(section, random.below(sections[section].cells.count)))
      }
      for path in paths.sorted(by: >) { sections[path.section].cells.remove(at: path.item) }
      return (.deleteCells(Array(paths)), sections)
    case 2:
      guard !nonEmpty.isEmpty else { return nil }
      let from = nonEmpty[random.below(nonEmpty.count)]
      let item = random.below(sections[from].cells.count)
      let cell = sections[from].cells.remove(at: item)
      let to = random.below(sections.count)
      let destination = random.below(sections[to].cells.count + 1)
      sections[to].cells.insert(cell, at: destination)
      return (.moveCell(from: ItemPath(from, item), to: ItemPath(to, destination)), sections)
    case 3:
      guard !nonEmpty.isEmpty else { return nil }
      let section = nonEmpty[random.below(nonEmpty.count)]
      let item = random.below(sections[section].cells.count)
      let old = sections[section].cells[item]
      let fresh = random.cell()
      // Same id, new declaration (or, now and then, the same one again).
      let cell =
        random.chance(20)
        ? old
        : CellDeclaration(
          id: old.id, height: fresh.height, content: fresh.customContent, builtIn: fresh.builtIn, alpha: fresh.alpha)
      sections[section].cells[item] = cell
      return (.reloadCell(at: ItemPath(section, item), cell), sections)
    case 4:
      let index = random.below(sections.count + 1)
      let section = random.section(
        id: .string("new\(random.nextID)"), style: layout.options.style, cells: random.below(6))
      random.nextID += 1
      sections.insert(section, at: index)
      return (.insertSection(section, at: index), sections)
    case 5:
      guard sections.count > 1 else { return nil }
      let index = random.below(sections.count)
      sections.remove(at: index)
      return (.deleteSection(at: index), sections)
    default:
      guard sections.count > 1 else { return nil }
      let from = random.below(sections.count)
      let section = sections.remove(at: from)
      let to = random.below(sections.count + 1)
      sections.insert(section, at: to)
      return (.moveSection(from: from, to: to), sections)
    }
  }

  static func describe(_ layout: Layout) -> [String] {
    layout.elements().map { "\($0.kind) \($0.id) \($0.frame) \($0.corners) \($0.estimated)" }
      + ["content \(layout.contentSize.height) offset \(layout.offset)"]
      + layout.invalidations.map { "\($0)" }
      + layout.cells.items.map { "\($0.height) \($0.measured)" }
  }

  @Test(arguments: 1...100)
  func editsInPlaceEqualAFullRelayout(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    var layout = try Layout(random.declaration())
    for step in 0..<12 {
      if random.chance(40) { layout.scroll(to: Double(random.below(Int(layout.contentSize.height) + 100))) }
      guard let (edit, sections) = Self.randomEdit(of: layout, &random) else { continue }
      let declaration = ListDeclaration(options: layout.options, sections: sections)
      let expected = Layout(try ValidDeclaration(declaration), reusing: layout)
      var edited = layout
      edited.apply(edit)
      #expect(edited.declaration.sections == declaration.sections, "seed \(seed) step \(step) \(edit)")
      let (got, want) = (Self.describe(edited), Self.describe(expected))
      if got != want {
        let first =
          zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        Issue.record(
          "seed \(seed) step \(step) \(layout.options.style) \(edit): first difference at \(first): \(got.count > first ? got[first] : "-") vs \(want.count > first ? want[first] : "-")"
        )
        return
      }
      #expect(edited.checkInvariants().isEmpty)
      // Every id is found where it now is.
      for (section, declared) in edited.declaration.sections.enumerated() {
        for (item, cell) in declared.cells.enumerated() where random.chance(30) {
          #expect(edited.cellElement(cell.id).map { ItemPath($0.section, $0.item!) } == ItemPath(section, item))
        }
      }
      layout = edited
    }
  }
}
