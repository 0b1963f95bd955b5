import ListAnimation
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListLabCore

/// A seeded sequence of random snapshot edits, applied with `apply(_:cells:animation:)`, ends where
/// `apply` of the final declaration ends: the same frames, and a changeset that replays to the same
/// data (from the data before with the reconfigured cells' new declarations, as UIKit reconfigures
/// them outside the batch), with exactly the reloaded items and sections as updates.
@Suite struct SnapshotApplyPropertyTests {
  /// The provider's cells: fixed heights and built-in cells, a new version on every call, so that a
  /// reload or a reconfigure gives a new declaration.
  final class Provider {
    var random: RandomLists
    var calls = 0

    init(seed: UInt64) { random = RandomLists(seed: seed) }

    func cell(_ id: Identifier, _ section: Identifier) -> CellDeclaration? {
      calls += 1
      switch random.below(3) {
      case 0: return CellDeclaration(id: id, height: Double(20 + random.below(80)))
      case 1:
        return CellDeclaration(
          id: id, builtIn: BuiltInCell(text: "\(id) v\(calls) " + String(repeating: "word ", count: random.below(20))))
      default: return nil  // the default cell
      }
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
      switch random.below(13) {
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
      case 9: try snapshot.reloadItems([anyItem()])
      case 10: try snapshot.reconfigureItems([anyItem(), anyItem()])
      case 11: try snapshot.reloadSections([anySection()])
      default: try snapshot.appendItems([anyItem()])  // a repeat: refused
      }
    } catch {
      #expect(snapshot == before, "a refused \(error.operation) changed the snapshot")
    }
    #expect(snapshot.checkInvariants() == [])
  }

  @Test(arguments: 0..<40)
  func editsAppliedEqualApplyOfTheFinalData(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    let styles: [ListStyle] = [.plain, .grouped, .insetGrouped, .cards, .grid]
    var declaration = random.declaration(style: styles[Int(seed) % styles.count])
    declaration.options.estimatedHeight = nil
    let start = try ListState(declaration)
    var snapshot = start.dataSourceSnapshot
    for _ in 0..<(1 + random.below(10)) { Self.randomEdit(&snapshot, &random) }
    let provider = Provider(seed: seed &+ 1)

    var viaSnapshot = start
    let change = try viaSnapshot.apply(snapshot, cells: provider.cell)
    var viaApply = start
    let reference = try viaApply.apply(viaSnapshot.sections)

    // The same data and the same frames.
    #expect(viaSnapshot.dataSourceSnapshot.sectionIdentifiers == snapshot.sectionIdentifiers)
    #expect(viaSnapshot.dataSourceSnapshot.itemIdentifiers == snapshot.itemIdentifiers)
    #expect(viaSnapshot.layout.elements() == viaApply.layout.elements())
    #expect(viaSnapshot.layout.contentSize == viaApply.layout.contentSize)

    // The stages replay, from the data before with the reconfigured cells' new declarations, to
    // the data `apply` of the final declaration gives.
    var data = start.layout.snapshot
    let finalData = reference.new.snapshot
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
      stage.operations.reloads.map { start.layout.snapshot[$0].id }
    }
    #expect(Set(updated) == reloadedItems)
    // Reconfigured cells are never reloaded.
    let reconfigured = change.reconfigured.map { finalData[$0].id }
    #expect(Set(reconfigured).isDisjoint(with: reloadedItems))
  }
}
