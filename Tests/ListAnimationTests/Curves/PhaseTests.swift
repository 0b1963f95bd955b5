import Testing

@testable import ListAnimation

@Suite struct PhaseTests {
  let phase = Phase(start: 0.12, duration: 0.25, curve: .linear)

  @Test func progressIsClampedToTheSpan() {
    #expect(phase.end == 0.37)
    #expect(phase.progress(atTime: -1) == 0)
    #expect(phase.progress(atTime: 0) == 0)
    #expect(phase.progress(atTime: 0.12) == 0)
    #expect(abs(phase.progress(atTime: 0.245) - 0.5) < 1e-12)
    #expect(phase.progress(atTime: 0.37) == 1)
    #expect(phase.progress(atTime: 5) == 1)
  }

  @Test func valueAppliesTheCurve() throws {
    let eased = Phase(start: 1, duration: 2, curve: .easeIn)
    #expect(try eased.value(atTime: 2) == TimingCurve.easeIn.value(at: 0.5))
    #expect(try eased.value(atTime: 2) < 0.5)
    #expect(try eased.value(atTime: 3) == 1)
  }

  @Test func zeroDurationJumpsAtItsStart() {
    let instant = Phase(start: 0.5, duration: 0)
    #expect(instant.progress(atTime: 0.4999) == 0)
    #expect(instant.progress(atTime: 0.5) == 1)
  }

  @Test func consecutiveDurationsFollowEachOther() {
    let phases = Phase.consecutive(durations: [0.1, 0.2, 0], startingAt: 1, curve: .easeOut)
    #expect(phases.map(\.start) == [1, 1.1, 1.1 + 0.2])
    #expect(phases.map(\.duration) == [0.1, 0.2, 0])
    #expect(phases.allSatisfy { $0.curve == .easeOut })
  }

  /// Staged: each stage ends exactly where the next begins, and the last exactly at the total.
  @Test(arguments: [(1, 0.3), (3, 0.3), (7, 1.0), (850, 6.879711873181541), (13, 0.25)])
  func evenStagesTileTheDuration(count: Int, total: Double) {
    let phases = Phase.consecutive(count: count, totalDuration: total, curve: .linear)
    #expect(phases.count == count)
    #expect(phases.first?.start == 0)
    #expect(phases.last?.end == total)
    for (earlier, later) in zip(phases, phases.dropFirst()) {
      #expect(earlier.end == later.start)
      // At the shared boundary the earlier stage is done and the later one has not begun.
      #expect(earlier.progress(atTime: later.start) == 1)
      #expect(later.progress(atTime: later.start) == 0)
    }
    for (index, phase) in phases.enumerated() where index < count {
      #expect(phase.start == total * Double(index) / Double(count))
    }
  }
}
