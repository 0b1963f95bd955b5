import Testing

@testable import ListAnimation

@Suite struct AndroidItemAnimatorTimingTests {
  let timing = AndroidItemAnimatorTiming()

  @Test func defaultsAreRecyclerViews() {
    #expect(timing.removeDuration == 0.12)
    #expect(timing.moveDuration == 0.25)
    #expect(timing.changeDuration == 0.25)
    #expect(timing.addDuration == 0.12)
  }

  @Test func everyKind() throws {
    let schedule = timing.schedule(for: .all, curve: .linear)
    let removals = try #require(schedule.removals)
    let moves = try #require(schedule.moves)
    let changes = try #require(schedule.changes)
    let additions = try #require(schedule.additions)
    #expect(removals.start == 0)
    #expect(removals.end == 0.12)
    #expect(moves.start == 0.12)
    #expect(moves.end == 0.37)
    #expect(changes.start == 0.12)
    #expect(changes.duration == 0.25)
    #expect(additions.start == 0.37)
    #expect(additions.duration == 0.12)
    #expect(schedule.totalDuration == 0.49)
    #expect(schedule.phases == [removals, moves, changes, additions])
  }

  @Test func noRemovalsMovesStartAtOnce() throws {
    let schedule = timing.schedule(for: [.moves, .changes, .additions], curve: .linear)
    #expect(schedule.removals == nil)
    #expect(try #require(schedule.moves).start == 0)
    #expect(try #require(schedule.changes).start == 0)
    #expect(try #require(schedule.additions).start == 0.25)
    #expect(schedule.totalDuration == 0.37)
  }

  @Test func noMovesOrChangesAdditionsFollowRemovals() throws {
    let schedule = timing.schedule(for: [.removals, .additions], curve: .linear)
    #expect(schedule.moves == nil)
    #expect(schedule.changes == nil)
    #expect(try #require(schedule.additions).start == 0.12)
    #expect(schedule.totalDuration == 0.24)
  }

  @Test func onlyAdditionsStartAtOnce() throws {
    let schedule = timing.schedule(for: .additions, curve: .linear)
    #expect(try #require(schedule.additions).start == 0)
    #expect(schedule.totalDuration == 0.12)
    #expect(schedule.phases.count == 1)
  }

  /// Additions wait for the longer of moves and changes, counting only those that exist.
  @Test func additionsWaitForTheLongerOfMovesAndChanges() throws {
    let custom = AndroidItemAnimatorTiming(
      removeDuration: 0.1, moveDuration: 0.2, changeDuration: 0.5, addDuration: 0.3)
    let both = custom.schedule(for: .all, curve: .linear)
    #expect(try #require(both.additions).start == 0.1 + 0.5)
    let movesOnly = custom.schedule(for: [.removals, .moves, .additions], curve: .linear)
    #expect(try #require(movesOnly.additions).start == 0.1 + 0.2)
    #expect(movesOnly.totalDuration == 0.1 + 0.2 + 0.3)
  }

  @Test func nothingToAnimate() {
    let schedule = timing.schedule(for: [], curve: .linear)
    #expect(schedule.phases.isEmpty)
    #expect(schedule.totalDuration == 0)
  }

  /// Removals only: a long change duration must not stretch the total.
  @Test func totalIsTheLastEndOfPresentPhases() {
    let schedule = timing.schedule(for: .removals, curve: .easeInOut)
    #expect(schedule.totalDuration == 0.12)
    #expect(schedule.removals?.curve == .easeInOut)
  }

  @Test func androidInterpolatorIsAccelerateDecelerate() throws {
    let curve = TimingCurve.androidAccelerateDecelerate
    #expect(try curve.value(at: 0) == 0)
    #expect(try curve.value(at: 1) == 1)
    #expect(try abs(curve.value(at: 0.5) - 0.5) < 1e-15)
    #expect(try abs(curve.value(at: 0.25) - (1 - 0.5.squareRoot()) / 2) < 1e-15)
    #expect(curve.description == "accelerateDecelerate")
  }
}
