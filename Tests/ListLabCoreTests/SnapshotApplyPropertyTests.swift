import ListAnimation
import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListLabCore

/// Seeded rounds of random changes made the diffable data source's way — a sequence of snapshot
/// edits applied with `apply(_:cells:animation:)`, or a random outline applied to a section —
/// each ending where `apply` of a final declaration built independently ends: the same frames, the
/// cell provider asked for exactly the cells UIKit asks for, and a changeset that replays to the
/// same data (from the data before with the reconfigured cells' new declarations, as UIKit
/// reconfigures them outside the batch), with exactly the reloaded items and sections as updates.
@Suite struct SnapshotApplyPropertyTests {
  /// The provider's cells: fixed heights and built-in cells, a new version on every call, so that a
  /// reload or a reconfigure gives a new declaration. It remembers what it gave.
  final class Provider {
    var random: RandomLists
    var calls = 0
    /// The cell given for each item this round (the default cell for nil), and the items asked for.
    var given: [Identifier: CellDeclaration] = [:]
    var asked: [Identifier] = []

    init(seed: UInt64) { random = RandomLists(seed: seed) }

    func cell(_ id: Identifier, _ section: Identifier) -> CellDeclaration? {
      calls += 1
      asked.append(id)
      let cell: CellDeclaration?
      switch random.below(3) {
      case 0: cell = CellDeclaration(id: id, height: Double(20 + random.below(80)))
      case 1:
        cell = CellDeclaration(
          id: id, builtIn: BuiltInCell(text: "\(id) v\(calls) " + String(repeating: "word ", count: random.below(20))))
      default: cell = nil  // the default cell
      }
      given[id] = cell ?? ListState.defaultCell(id)
      return cell
    }

    func startRound() {
      given = [:]
      asked = []
    }
  }

  /// One random edit of `snapshot`; an edit that UIKit would refuse must leave it as it was.
  static func randomEdit(_ snapshot: inout DataSourceSnapshot, _ random: inout RandomLists) {
    let items = snapshot.itemIdentifiers
    let sections = snapshot.sectionIdentifiers
    func anyItem() -> Identifier { items.isEmpty ? "missing" : items[random.below(items.count)] }
    func anySection() -> Identifier { sections.isEmpty ? "missing" : sections[random.below(sections.count)] }
    func fresh(_ count: Int) -> [Identifier] { (0..<count).map { _ in random.freshID() } }
    let before = snapshot
    do {
      switch random.below(15) {
      case 0: try snapshot.appendSections(fresh(1 + random.below(2)))
      case 1: try snapshot.insertSections(fresh(1), beforeSection: anySection())
      case 2: try snapshot.insertSections(fresh(1), afterSection: anySection())
      case 3: snapshot.deleteSections(random.chance(80) ? [anySection()] : ["missing"])
      case 4:
        random.chance(50)
          ? try snapshot.moveSection(anySection(), beforeSection: anySection())
          : try snapshot.moveSection(anySection(), afterSection: anySection())
      case 5: try snapshot.appendItems(fresh(1 + random.below(3)), toSection: random.chance(50) ? anySection() : nil)
      case 6:
        random.chance(50)
          ? try snapshot.insertItems(fresh(1 + random.below(2)), beforeItem: anyItem())
          : try snapshot.insertItems(fresh(1), afterItem: anyItem())
      case 7: snapshot.deleteItems([anyItem(), anyItem()])
      case 8:
        random.chance(50)
          ? try snapshot.moveItem(anyItem(), beforeItem: anyItem())
          : try snapshot.moveItem(anyItem(), afterItem: anyItem())
      case 9, 10: try snapshot.reloadItems([anyItem()])
      case 11: try snapshot.reconfigureItems([anyItem(), anyItem()])
      case 12: try snapshot.reloadSections([anySection()])
      case 13:
        // Rarely: everything goes (and the next edits rebuild from nothing).
        if random.chance(15) { snapshot.deleteAllItems() } else { try snapshot.reconfigureItems([anyItem()]) }
      default: try snapshot.appendItems([anyItem()])  // a repeat: refused
      }
    } catch {
      #expect(snapshot == before, "a refused \(error.operation) changed the snapshot")
    }
    #expect(snapshot.checkInvariants() == [])
  }

  /// What applying `snapshot` to `state` must give, built from the rules rather than by the code
  /// under test: an item the list shows keeps its cell unless it is reloaded, reconfigured or in a
  /// reloaded section, when it takes the provider's; a new item takes the provider's; every cell is
  /// flat (a snapshot has no hierarchy); a section keeps its header and footer. Also the items the
  /// provider must be asked for.
  static func expectedDeclaration(of snapshot: DataSourceSnapshot, over state: ListState, provider: Provider)
    -> (sections: [SectionDeclaration], asked: Set<Identifier>)
  {
    var cells: [Identifier: CellDeclaration] = [:]
    var sections: [Identifier: SectionDeclaration] = [:]
    for section in state.sections {
      sections[section.id] = section
      for cell in section.cells { cells[cell.id] = cell }
    }
    let renewed =
      Set(snapshot.reloadedItemIdentifiers).union(snapshot.reconfiguredItemIdentifiers)
      .union(snapshot.reloadedSectionIdentifiers.flatMap { (try? snapshot.itemIdentifiers(inSection: $0)) ?? [] })
    var asked = Set<Identifier>()
    let result = snapshot.sectionIdentifiers.map { id -> SectionDeclaration in
      let items = (try? snapshot.itemIdentifiers(inSection: id)) ?? []
      let declared = items.map { item -> CellDeclaration in
        guard let kept = cells[item], !renewed.contains(item) else {
          asked.insert(item)
          return (provider.given[item] ?? ListState.defaultCell(item)).withOutline(nil)
        }
        return kept.withOutline(nil)
      }
      guard var section = sections[id] else { return SectionDeclaration(id: id, cells: declared) }
      section.cells = CellList(declared)
      return section
    }
    return (result, asked)
  }

  /// A random outline for section `id`: some of its items (the others leave it) and fresh ones,
  /// nested and expanded at random.
  static func randomOutline(for id: Identifier, in state: ListState, _ random: inout RandomLists) throws
    -> SectionSnapshot
  {
    let current = state.sections.first { $0.id == id }.map { $0.cells.map(\.id) } ?? []
    var outline = SectionSnapshot()
    var placed: [Identifier] = []
    for item in current.filter({ _ in random.chance(70) }) + (0..<random.below(4)).map({ _ in random.freshID() }) {
      if !placed.isEmpty, random.chance(50) {
        try outline.append([item], to: placed[random.below(placed.count)])
      } else {
        try outline.append([item])
      }
      placed.append(item)
    }
    try outline.expand(placed.filter { _ in random.chance(60) })
    return outline
  }

  /// What applying `outline` to section `id` must give: its visible items in their places, each
  /// keeping its cell when the section had it, else the provider's; the other sections as they are.
  static func expectedDeclaration(
    of outline: SectionSnapshot, to id: Identifier, over state: ListState, provider: Provider
  )
    -> [SectionDeclaration]
  {
    let existing = state.sections.first { $0.id == id }
    var kept: [Identifier: CellDeclaration] = [:]
    for cell in existing?.cells ?? [] { kept[cell.id] = cell }
    let cells = outline.visibleRows().map { row in
      (kept[row.id] ?? provider.given[row.id] ?? ListState.defaultCell(row.id)).withOutline(
        CellOutline(level: row.level, disclosure: row.disclosure))
    }
    guard var section = existing else { return state.sections + [SectionDeclaration(id: id, cells: cells)] }
    section.cells = CellList(cells)
    return state.sections.map { $0.id == id ? section : $0 }
  }

  @Test(arguments: 0..<40)
  func snapshotsAppliedEqualApplyOfTheExpectedData(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    let styles: [ListStyle] = [.plain, .grouped, .insetGrouped, .cards, .grid]
    var declaration = random.declaration(style: styles[Int(seed) % styles.count])
    declaration.options.estimatedHeight = nil
    var state = try ListState(declaration)
    let provider = Provider(seed: seed &+ 1)
    for round in 0..<6 {
      provider.startRound()
      let start = state
      // Every other round, and first when the seed says so, an outline for a section.
      if (round + Int(seed)) % 2 == 1, !state.sections.isEmpty {
        let id = state.sections[random.below(state.sections.count)].id
        let outline = try Self.randomOutline(for: id, in: state, &random)
        _ = try state.apply(outline, toSection: id, cells: provider.cell)
        var reference = start
        _ = try reference.apply(Self.expectedDeclaration(of: outline, to: id, over: start, provider: provider))
        #expect(state.sections.map(\.cells) == reference.sections.map(\.cells), "round \(round)")
        #expect(state.layout.elements() == reference.layout.elements(), "round \(round)")
        #expect(try state.sectionSnapshot(of: id) == outline)
        continue
      }
      var snapshot = state.dataSourceSnapshot
      for _ in 0..<(1 + random.below(10)) { Self.randomEdit(&snapshot, &random) }
      let change = try state.apply(snapshot, cells: provider.cell)
      let expected = Self.expectedDeclaration(of: snapshot, over: start, provider: provider)
      var reference = start
      let referenceChange = try reference.apply(expected.sections)

      // The provider was asked for exactly the cells UIKit asks for, once each.
      #expect(Set(provider.asked) == expected.asked, "round \(round)")
      #expect(provider.asked.count == expected.asked.count, "round \(round)")
      // The same data and the same frames.
      #expect(state.dataSourceSnapshot.sectionIdentifiers == snapshot.sectionIdentifiers)
      #expect(state.dataSourceSnapshot.itemIdentifiers == snapshot.itemIdentifiers)
      #expect(state.sections.map(\.cells) == reference.sections.map(\.cells), "round \(round)")
      #expect(state.layout.elements() == reference.layout.elements(), "round \(round)")
      #expect(state.layout.contentSize == reference.layout.contentSize)
      // Every section is flat.
      for section in state.sections {
        #expect(try state.sectionSnapshot(of: section.id) == SectionSnapshot(roots: section.cells.map(\.id)))
      }

      // The stages replay, from the data before with the reconfigured cells' new declarations, to
      // the data `apply` of the final declaration gives.
      var data = start.layout.data
      let finalData = referenceChange.new.data
      for path in change.reconfigured {
        let cell = finalData[path]
        for section in data.sections.indices {
          if let item = data.sections[section].items.firstIndex(where: { $0.id == cell.id }) {
            data.sections[section].items[item] = cell
          }
        }
      }
      let base = data
      for stage in change.changeset.stages {
        data = try stage.replay(on: data)
        #expect(data == stage.after)
      }
      #expect(data == finalData)
      try change.changeset.checkInvariants(from: base, to: finalData)

      // Updates are exactly the reloads that are still there (not inside a reloaded section).
      let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
      let reloadedItems = Set(snapshot.reloadedItemIdentifiers).filter { id in
        !reloadedSections.contains(snapshot.sectionIdentifier(containingItem: id) ?? "missing")
          && start.layout.path(ofCell: id) != nil
      }
      let updated = change.changeset.stages.flatMap { stage in
        stage.operations.reloads.map { start.layout.data[$0].id }
      }
      #expect(Set(updated) == reloadedItems)
      // Reconfigured cells are never reloaded.
      let reconfigured = change.reconfigured.map { finalData[$0].id }
      #expect(Set(reconfigured).isDisjoint(with: reloadedItems))
      // The cells of a reloaded section that were there before crossfade, from start to end —
      // those whose old section survives: a cell of a deleted section leaves with it and arrives
      // anew (deleting, then inserting), as the stages say.
      let surviving = Set(state.sections.map(\.id))
      for id in reloadedSections {
        guard let section = state.sections.first(where: { $0.id == id }) else { continue }
        for cell in section.cells {
          guard let path = start.layout.path(ofCell: cell.id) else { continue }
          let survives = surviving.contains(start.layout.declaration.sections[path.section].id)
          for time in [0, change.transition.duration / 2, change.transition.duration] {
            let states = try change.transition.at(time).filter { $0.kind == .cell && $0.id == cell.id }.map(\.state)
            if survives {
              #expect(states.allSatisfy { $0 == .updating }, "cell \(cell.id) of reloaded section \(id)")
            } else {
              #expect(
                states.allSatisfy { $0 == .deleting || $0 == .inserting },
                "cell \(cell.id) of reloaded section \(id), from a deleted section: \(states)")
            }
          }
        }
      }
    }
  }
}
