import ListDeclaration
import ListDiff
import ListLayout
import Testing

@testable import ListAnimation

/// `moving` is for what a change moves on purpose; what only makes room is `shifting`.
@Suite struct DeclaredMoveTests {
  private func layout(_ sections: [(String, [String])]) throws -> Layout {
    try Layout(
      ListDeclaration(
        sections: sections.map { id, cells in
          SectionDeclaration(id: .string(id), cells: cells.map { CellDeclaration(id: .string($0), height: 44) })
        }))
  }

  private func states(_ transition: Transition, at time: Double) throws -> [String] {
    try transition.at(time).filter { $0.kind == .cell }.map { "\($0.id):\($0.state.rawValue)" }
  }

  /// a b c → c a b: the diff moves c; a and b only make room.
  @Test func theDiffsMoveIsMovingAndTheOthersShift() throws {
    let old = try layout([("s", ["a", "b", "c"])])
    let new = try layout([("s", ["c", "a", "b"])])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let moves = DeclaredMoves(diff.changeset)
    #expect(moves.items == ["c"])
    for choreography in Transition.Choreography.allCases where choreography != .staged {
      let transition = Transition(
        from: old, to: new, correspondence: diff.correspondence, choreography: choreography, moves: moves)
      #expect(try states(transition, at: transition.duration / 2) == ["c:moving", "a:shifting", "b:shifting"])
    }
    // Without knowing what moved, everything that changes its frame is moving, as before.
    let unknown = Transition(from: old, to: new, correspondence: diff.correspondence)
    #expect(try states(unknown, at: 0.15) == ["c:moving", "a:moving", "b:moving"])
  }

  /// Android plays a shifting element in the moves' phase, as DefaultItemAnimator animates a view
  /// that only shifts as a move.
  @Test func androidShiftsInTheMovesPhase() throws {
    let old = try layout([("s", ["a", "b"])])
    let new = try layout([("s", ["n", "a", "b"])])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let transition = Transition(
      from: old, to: new, correspondence: diff.correspondence, choreography: .android,
      moves: DeclaredMoves(diff.changeset))
    let shifting = try #require(transition.segments[0].phases[.shifting])
    #expect(shifting == transition.segments[0].phases[.moving])
    #expect(
      try states(transition, at: shifting.start + shifting.duration / 2) == ["n:inserting", "a:shifting", "b:shifting"])
  }

  /// A section's move carries its cells: they are moving; the section it passes shifts.
  @Test func aMovedSectionsCellsAreMoving() throws {
    let old = try layout([("fruits", ["apple"]), ("veg", ["kale", "leek"])])
    let new = try layout([("veg", ["kale", "leek"]), ("fruits", ["apple"])])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    let moves = DeclaredMoves(diff.changeset)
    let transition = Transition(from: old, to: new, correspondence: diff.correspondence, moves: moves)
    // Of two sections that swap, the diff declares the one that arrives first in the new order moved.
    #expect(moves.sections == ["veg"])
    #expect(try states(transition, at: 0.15) == ["kale:moving", "leek:moving", "apple:shifting"])
  }

  /// `staged`: each stage's own moves.
  @Test func stagedNamesEachStagesMoves() throws {
    let old = try layout([("s", ["a", "b", "c"])])
    let new = try layout([("s", ["c", "b"])])
    let diff = try Diff(from: old.declaration.data, to: new.declaration.data)
    #expect(diff.changeset.stages.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    var layouts = [old]
    for stage in diff.changeset.stages.dropLast() {
      layouts.append(try Layout(ListDeclaration(options: ListOptions(), data: stage.after)))
    }
    layouts.append(new)
    let transition = Transition(
      stages: layouts, correspondences: diff.stageCorrespondences(from: old.declaration.data),
      moves: diff.changeset.stages.map(DeclaredMoves.init))
    // Stage 1 deletes a: b shifts up. Stage 2 moves c above b.
    #expect(try states(transition, at: 0.15) == ["a:deleting", "b:shifting", "c:shifting"])
    #expect(try states(transition, at: 0.45).sorted() == ["b:shifting", "c:moving"])
  }
}
