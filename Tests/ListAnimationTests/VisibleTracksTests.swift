import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListAnimation

@Suite struct VisibleTracksTests {
  /// A random change of a random list: some cells deleted, inserted, moved and updated, sections
  /// kept in order.
  static func change(_ random: inout RandomLists) throws -> (Layout, Layout) {
    let declaration = random.declaration()
    var old = try Layout(declaration)
    old.scroll(to: Double(random.below(Int(old.contentSize.height) + 100)))
    var sections = declaration.sections
    for index in sections.indices {
      var cells = Array(sections[index].cells)
      cells.removeAll { _ in random.chance(15) }
      for _ in 0..<random.below(4) { cells.insert(random.cell(), at: random.below(cells.count + 1)) }
      if cells.count > 1, random.chance(50) { cells.swapAt(random.below(cells.count), random.below(cells.count)) }
      if !cells.isEmpty, random.chance(40) {
        let position = random.below(cells.count)
        cells[position] = CellDeclaration(id: cells[position].id, height: Double(20 + random.below(60)))
      }
      sections[index].cells = CellList(cells)
    }
    let new = try Layout(ListDeclaration(options: declaration.options, sections: sections), reusing: old)
    return (old, new)
  }

  /// The tracks kept by default are exactly the full transition's tracks of the elements that
  /// show before or after, in the same order.
  @Test(arguments: 1...60)
  func visibleTracksAreTheFullTransitionRestrictedToWhatShows(seed: UInt64) throws {
    var random = RandomLists(seed: seed)
    let (old, new) = try Self.change(&random)
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let builder = TrackBuilder(old: old, new: new, correspondence: diff.correspondence)
    let all = builder.tracks(all: true)
    let shown = all.filter { track in
      (track.state != .inserting && old.isVisible(track.from)) || (track.state != .deleting && new.isVisible(track.to))
    }
    #expect(builder.tracks(all: false) == shown)
    // Every element of the list: the old ones at the start, the new ones at the end — also with
    // RecyclerView's phases, which are scheduled from what shows (an off-screen move when no
    // visible element moves still starts at its old frame).
    for choreography in [Transition.Choreography.uikit, .android] {
      let transition = Transition(from: old, to: new, correspondence: diff.correspondence, choreography: choreography)
      // Under android, a change of nothing on screen runs no animation (RecyclerView schedules from
      // the views it shows): no duration, and its one instant is its end.
      // A separator its moving cell gains (or loses) travels with the cell, from alpha 0 (to
      // alpha 0): it is not there at the start (at the end).
      func absent(_ element: ElementSample) -> Bool { element.kind == .separator && element.alpha == 0 }
      if transition.duration > 0 {
        let start = try transition.at(0, all: true).filter { $0.state != .inserting && !absent($0) }.map(\.frame)
        #expect(start.sorted(by: Self.before) == old.elements().map(\.frame).sorted(by: Self.before))
      }
      let end = try transition.at(transition.duration, all: true).filter { $0.state != .deleting && !absent($0) }
        .map(\.frame)
      #expect(end.sorted(by: Self.before) == new.elements().map(\.frame).sorted(by: Self.before))
    }
  }

  static func before(_ a: Rect, _ b: Rect) -> Bool { (a.y, a.x, a.height, a.width) < (b.y, b.x, b.height, b.width) }

  /// RecyclerView schedules its phases from the views on screen: here only a reload shows, so
  /// there is no move phase, yet the cells below the deleted one move off screen. Sampled with
  /// `all`, they still start at their old frames and end at their new ones.
  @Test func offScreenMovesWithoutAVisibleMovePhase() throws {
    let ids: [Identifier] = (0..<30).map { .string("c\($0)") }
    let old = try Layout(
      ListDeclaration(sections: [SectionDeclaration(id: "s", cells: ids.map { CellDeclaration(id: $0) })]))
    var cells = ids.map { CellDeclaration(id: $0) }
    cells[0] = CellDeclaration(id: ids[0], alpha: 0.5)
    cells.remove(at: 25)
    let new = try Layout(ListDeclaration(sections: [SectionDeclaration(id: "s", cells: cells)]), reusing: old)
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let transition = Transition(from: old, to: new, correspondence: diff.correspondence, choreography: .android)
    #expect(transition.duration > 0)
    let start = try transition.at(0, all: true)
    let y = { (elements: [ElementSample]) in elements.first { $0.kind == .cell && $0.id == "c26" }?.frame.y ?? -1 }
    #expect(abs(y(start) - 26 * 44) < 1e-6)
    let end = try transition.at(transition.duration, all: true)
    #expect(abs(y(end) - 25 * 44) < 1e-6)
  }
}
