import ListAnimation
import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListLabCore
@testable import ListLayout

/// Each operation made in place gives exactly what the general path (a full relayout and a full
/// diff) gives: the same frames, content size, offset and invalidations, the same changeset, the
/// same pairs, and the same transition of what shows — in every style, with estimated heights too.
@Suite struct EditInPlaceTests {
  enum Operation: CustomStringConvertible {
    case insert([CellDeclaration], CellPlacement)
    case delete([Identifier])
    case move(Identifier, CellPlacement)
    case update(Identifier, CellDeclaration)
    case insertSection(SectionDeclaration, SectionPlacement)
    case deleteSection(Identifier)
    case moveSection(Identifier, SectionPlacement)

    var description: String {
      switch self {
      case .insert(let cells, let placement): "insert \(cells.map(\.id)) \(placement)"
      case .delete(let ids): "delete \(ids)"
      case .move(let id, let placement): "move \(id) \(placement)"
      case .update(let id, _): "update \(id)"
      case .insertSection(let section, let placement): "insert section \(section.id) \(placement)"
      case .deleteSection(let id): "delete section \(id)"
      case .moveSection(let id, let placement): "move section \(id) \(placement)"
      }
    }

    func run(on state: inout ListState, animation: AnimationOptions) throws -> ListChange {
      switch self {
      case .insert(let cells, let placement): try state.insert(cells, at: placement, animation: animation)
      case .delete(let ids): try state.delete(ids, animation: animation)
      case .move(let id, let placement): try state.move(id, to: placement, animation: animation)
      case .update(let id, let cell): try state.update(id, to: cell, animation: animation)
      case .insertSection(let section, let placement):
        try state.insertSection(section, at: placement, animation: animation)
      case .deleteSection(let id): try state.deleteSection(id, animation: animation)
      case .moveSection(let id, let placement): try state.moveSection(id, to: placement, animation: animation)
      }
    }
  }

  static func randomOperation(_ state: ListState, _ random: inout RandomLists) -> Operation? {
    let sections = state.sections
    let ids = sections.flatMap { $0.cells.map(\.id) }
    func anyID() -> Identifier? { ids.isEmpty ? nil : ids[random.below(ids.count)] }
    func placement() -> CellPlacement? {
      switch random.below(3) {
      case 0: anyID().map { .before($0) }
      case 1: anyID().map { .after($0) }
      default: .endOf(section: sections[random.below(sections.count)].id)
      }
    }
    func sectionPlacement() -> SectionPlacement {
      switch random.below(3) {
      case 0: .before(sections[random.below(sections.count)].id)
      case 1: .after(sections[random.below(sections.count)].id)
      default: .end
      }
    }
    switch random.below(7) {
    case 0: return placement().map { .insert((0..<(1 + random.below(3))).map { _ in random.cell() }, $0) }
    case 1: return anyID().map { first in .delete([first] + (random.chance(30) ? [anyID()!] : [])) }
    case 2:
      guard let id = anyID(), let placement = placement() else { return nil }
      switch placement {
      case .before(let other), .after(let other): if other == id { return nil }
      case .endOf: break
      }
      return .move(id, placement)
    case 3:
      guard let id = anyID() else { return nil }
      let fresh = random.cell()
      return .update(id, CellDeclaration(id: id, height: fresh.height, builtIn: fresh.builtIn, alpha: fresh.alpha))
    case 4:
      random.nextID += 1
      return .insertSection(
        random.section(id: .string("n\(random.nextID)"), style: state.layout.options.style, cells: random.below(5)),
        sectionPlacement())
    case 5: return sections.count > 1 ? .deleteSection(sections[random.below(sections.count)].id) : nil
    default:
      let id = sections[random.below(sections.count)].id
      let placement = sectionPlacement()
      switch placement {
      case .before(let other), .after(let other): if other == id { return nil }
      case .end: break
      }
      return .moveSection(id, placement)
    }
  }

  static func describe(_ layout: Layout) -> [String] {
    layout.elements().map { "\($0.kind) \($0.id) \($0.frame) \($0.corners) \($0.estimated)" }
      + ["content \(layout.contentSize.height) offset \(layout.offset)"] + layout.invalidations.map { "\($0)" }
  }

  @Test(arguments: 1...60)
  func operationsInPlaceEqualTheGeneralPath(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    var state = try ListState(random.declaration())
    let choreographies: [Transition.Choreography] = [.uikit, .android, .staged]
    for step in 0..<10 {
      if random.chance(40) { state.scroll(to: Double(random.below(Int(state.layout.contentSize.height) + 100))) }
      guard let operation = Self.randomOperation(state, &random) else { continue }
      let animation = AnimationOptions(choreography: choreographies[random.below(3)])
      var inPlace = state
      let change = try operation.run(on: &inPlace, animation: animation)
      // The general path: the same new data, laid out whole and diffed.
      var general = state
      let expected = try general.change(
        to: Array(change.new.declaration.sections), operation: change.operation, animation: animation)
      let context = "seed \(seed) step \(step) \(state.layout.options.style): \(operation)"
      let (got, want) = (Self.describe(change.new), Self.describe(expected.new))
      if got != want {
        let first =
          zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
        Issue.record(
          "\(context): at \(first): \(got.count > first ? got[first] : "-") vs \(want.count > first ? want[first] : "-")"
        )

        return
      }
      #expect(change.changeset == expected.changeset, "\(context)")
      #expect(change.transition.duration == expected.transition.duration, "\(context)")
      for time in [0, change.transition.duration / 3, change.transition.duration] {
        #expect(try change.transition.at(time) == expected.transition.at(time), "\(context) at \(time)")
      }
      for (section, declared) in change.new.declaration.sections.enumerated() {
        for item in declared.cells.indices where random.chance(25) {
          let path = ItemPath(section, item)
          let got = change.transition.segments[0].correspondence
          let want = expected.transition.segments.last!.correspondence
          if change.changeset.stages.count <= 1 {
            #expect(got.source(ofItem: path) == want.source(ofItem: path), "\(context) source of \(path)")
            #expect(got.isItemReloaded(path) == want.isItemReloaded(path), "\(context) reload of \(path)")
          }
        }
      }
      state = inPlace
    }
  }
}
