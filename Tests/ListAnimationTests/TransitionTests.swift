import ListDeclaration
import ListDiff
import ListFixtures
import ListLayout
import Testing

@testable import ListAnimation

@Suite struct TransitionTests {
  private func layout(_ style: ListStyle = .plain, _ sections: [SectionDeclaration]) throws -> Layout {
    var options = ListOptions()
    options.style = style
    return try Layout(ListDeclaration(options: options, sections: sections))
  }

  private func cells(_ ids: [String], height: Double = 44) -> [CellDeclaration] {
    cells(ids.map { .string($0) }, height: height)
  }

  private func cells(_ ids: [Identifier], height: Double = 44) -> [CellDeclaration] {
    ids.map { CellDeclaration(id: $0, height: height) }
  }

  private func transition(
    _ old: Layout, _ new: Layout, _ choreography: Transition.Choreography = .uikit, curve: TimingCurve = .linear,
    duration: Double? = nil
  ) -> Transition {
    Transition(
      from: old, to: new, correspondence: identity(old, new),
      choreography: choreography, curve: curve, duration: duration)
  }

  /// What a diff pairs: elements by identifier.
  private func identity(_ old: Layout, _ new: Layout) -> Correspondence {
    // Test layouts have unique identifiers.
    try! Diff(from: old.declaration.data, to: new.declaration.data).correspondence
  }

  private func element(_ elements: [ElementSample], _ kind: Element.Kind, _ id: Identifier) -> ElementSample? {
    elements.first { $0.kind == kind && $0.id == id }
  }

  private func element(_ elements: [ElementSample], _ id: Identifier) -> ElementSample? {
    element(elements, .cell, id)
  }

  @Test func movesInterpolateDeletesAndInsertsFade() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b", "c"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["c", "b", "d"]))])
    let t = transition(old, new)
    #expect(t.duration == 0.3)
    let half = try t.at(0.15)
    #expect(element(half, "c")?.state == .moving)
    #expect(element(half, "c")?.frame.y == 44)  // 88 → 0, halfway (linear)
    #expect(element(half, "a")?.state == .deleting)
    #expect(element(half, "a")?.frame.y == 0)  // keeps its old frame
    #expect(element(half, "a")?.alpha == 0.5)
    #expect(element(half, "d")?.state == .inserting)
    #expect(element(half, "d")?.frame.y == 88)  // sits at its new frame
    #expect(element(half, "d")?.alpha == 0.5)
    #expect(element(half, "b")?.state == .steady)
    let end = try t.at(0.3)
    #expect(element(end, "c")?.frame.y == 0)
    #expect(element(end, "a")?.alpha == 0)
    #expect(element(end, "d")?.alpha == 1)
  }

  @Test func updatesAreMarked() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: [CellDeclaration(id: "a", height: 44)])])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: [CellDeclaration(id: "a", height: 60)])])
    let middle = try transition(old, new).at(0.15)
    #expect(element(middle, "a")?.state == .updating)
    #expect(element(middle, "a")?.frame.height == 52)
  }

  @Test func stepsAreExactTimes() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["b"]))])
    let t = transition(old, new, duration: 0.7)
    let times = try t.steps(7).map(\.time)
    #expect(times.count == 8)
    #expect(times.last == 0.7)
    for (index, time) in times.enumerated() where index < 7 { #expect(time == 0.7 * Double(index) / 7) }
  }

  @Test func easeInOutCurveShapesProgress() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["b", "a"]))])
    let t = transition(old, new, curve: .easeInOut)
    let quarter = try #require(element(t.at(0.075), "a")).frame.y
    #expect(quarter > 0 && quarter < 11)  // slower than linear at the start
    #expect(try element(t.at(0.15), "a")?.frame.y == 22)  // symmetric curve: exactly halfway
  }

  @Test func springsOvershoot() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["b", "a"]))])
    let t = transition(old, new, curve: .spring(dampingRatio: 0.4, response: 0.4))
    #expect(t.duration > 0.4)  // the spring's settling time
    let ys = try t.steps(60).compactMap { element($0.elements, "a")?.frame.y }
    #expect(ys.max()! > 44.5)  // a moves down to 44 and overshoots
    #expect(abs(ys.last! - 44) < 1e-9)
  }

  @Test func androidPhasesRemovalsThenMovesThenAdditions() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b", "c"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["c", "b", "d"]))])
    let t = transition(old, new, .android)
    #expect(abs(t.duration - 0.49) < 1e-12)  // 120 + 250 + 120 ms
    // Removals end at 0.12 s; moves have not started.
    #expect(try element(t.at(0.12), "a")?.alpha == 0)
    #expect(try element(t.at(0.12), "c")?.frame.y == 88)
    // Moves run 0.12…0.37; additions wait until 0.37.
    #expect(try element(t.at(0.37), "c")?.frame.y == 0)
    #expect(try element(t.at(0.37), "d")?.alpha == 0)
    #expect(try element(t.at(0.49), "d")?.alpha == 1)
  }

  @Test func cornersSwitchAtTheEnd() throws {
    let old = try layout(.insetGrouped, [SectionDeclaration(id: "s", cells: cells(["a", "b", "c"]))])
    let new = try layout(.insetGrouped, [SectionDeclaration(id: "s", cells: cells(["a", "b"]))])
    let t = transition(old, new)
    #expect(try element(t.at(0.15), "b")?.corners == Element.Corners.none)
    // Only its corners change: it stays steady, and the change is noted.
    #expect(try element(t.at(0.15), "b")?.state == .steady)
    #expect(try element(t.at(0.15), "b")?.cornersChange == CornersChange(from: .none, to: .bottom))
    #expect(try element(t.at(0.3), "b")?.corners == .bottom)  // b became the section's last
    #expect(try element(t.at(0.15), .separator, "b")?.state == .deleting)  // and loses its separator
  }

  /// Under a spring the cells overshoot their new frames and come back; their corners still
  /// switch once, when the animation is over, not each time the curve crosses its end.
  @Test func cornersSwitchOnceUnderASpring() throws {
    let old = try layout(.insetGrouped, [SectionDeclaration(id: "s", cells: cells(["a", "b", "c"]))])
    let new = try layout(.insetGrouped, [SectionDeclaration(id: "s", cells: cells(["c", "a", "b"]))])
    let t = transition(old, new, curve: .spring(dampingRatio: 0.3, response: 0.35))
    let samples = try (0...400).map { index in
      let time = t.duration * Double(index) / 400
      return (time: time, elements: try t.at(time))
    }
    // c moves up from the bottom (0 88) to the top (0 0) and overshoots it: above 0 for a while.
    let ys = samples.compactMap { element($0.elements, "c")?.frame.y }
    #expect(ys.min()! < -1)
    for (id, from, to) in [
      ("c", Element.Corners.bottom, Element.Corners.top), ("a", .top, .none), ("b", .none, .bottom),
    ] {
      let corners = samples.map { element($0.elements, .string(id))!.corners }
      // One switch, from the old corners to the new, at the very end.
      #expect(corners.dropLast().allSatisfy { $0 == from }, "\(id)")
      #expect(corners.last == to, "\(id)")
    }
  }

  @Test func stagedPlaysOneSegmentPerLayout() throws {
    let a = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b"]))])
    let b = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["b"]))])
    let c = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["b", "c"]))])
    let t = Transition(
      stages: [a, b, c],
      correspondences: [
        identity(a, b), identity(b, c),
      ], curve: .linear, stageDuration: 0.2)
    #expect(abs(t.duration - 0.4) < 1e-12)
    #expect(try element(t.at(0.1), "a")?.state == .deleting)
    #expect(try element(t.at(0.1), "c") == nil)  // not there yet in stage 1
    #expect(try abs(element(t.at(0.3), "c")!.alpha - 0.5) < 1e-12)
    #expect(try element(t.at(0.3), "b")?.frame.y == 0)
  }

  /// The diff and the transition agree on identity: a respelled id (NFC → NFD, an emoji
  /// sequence, KELVIN SIGN…) is the same cell, which stays where it is.
  @Test(arguments: EquivalentIdentifiers.pairs.indices)
  func anEquivalentIdContinuesItsCell(index: Int) throws {
    let (first, second, why) = EquivalentIdentifiers.pairs[index]
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells([first, "b"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells([second, "b"]))])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    #expect(diff.changeset.isEmpty, "\(why)")
    let t = Transition(from: old, to: new, correspondence: diff.correspondence)
    #expect(t.isEmpty, "\(why)")
  }

  /// The integer 3 and the string "3" are two ids: the one fades out, the other fades in.
  @Test func anIntegerAndAStringAreTwoCells() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells([.integer(3), "b"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells([.string("3"), "b"]))])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    #expect(diff.changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    let t = Transition(from: old, to: new, correspondence: diff.correspondence)
    // Sorted: the order of elements at one instant is not what this test is about.
    let start = try t.at(0).filter { $0.kind == .cell }.map { "\($0.id.quoted) \($0.state.rawValue)" }.sorted()
    #expect(start == ["\"3\" inserting", "\"b\" steady", "3 deleting"])
  }

  @Test func batchMappingPairsDifferentIds() throws {
    let old = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "b"]))])
    let new = try layout(.plain, [SectionDeclaration(id: "s", cells: cells(["a", "x"]))])
    // The programmer claimed nothing changed: UIKit keeps the cell of row 1, which goes on showing
    // "b" while the data has "x" there (a stale cell), until it is reloaded.
    let batch = try CheckedBatch(BatchUpdate(), oldCounts: [2], newCounts: [2])
    #expect(batch.mapping == IndexMapping(sections: [0], items: [[ItemPath(0, 0), ItemPath(0, 1)]]))
    let correspondence = batch.correspondence(from: old.declaration.data, to: new.declaration.data)
    #expect(correspondence.source(ofItem: ItemPath(0, 1)) == ItemPath(0, 1))
    #expect(!correspondence.isItemReloaded(ItemPath(0, 1)))
    let t = Transition(from: old, to: new, correspondence: correspondence)
    let stale = try element(t.at(0.1), "b")
    #expect(stale?.state == .steady)
    #expect(stale?.dataID == "x")
    #expect(try element(t.at(0.1), "x") == nil)
    #expect(try t.at(0.1).allSatisfy { $0.state != .deleting && $0.state != .inserting })
    // Reloading row 1 shows the new cell.
    let reloaded = try CheckedBatch(BatchUpdate(reloads: [ItemPath(0, 1)]), oldCounts: [2], newCounts: [2])
    let fresh = Transition(
      from: old, to: new,
      correspondence: reloaded.correspondence(from: old.declaration.data, to: new.declaration.data))
    #expect(try element(fresh.at(0.1), "x")?.state == .updating)
  }
}
