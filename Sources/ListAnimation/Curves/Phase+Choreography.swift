extension Phase {
  /// Phases one after another, each starting when the previous one ends, from `start`.
  ///
  /// - Precondition: every duration is finite and ≥ 0.
  public static func consecutive(
    durations: [Double], startingAt start: Double = 0, curve: TimingCurve
  ) -> [Phase] {
    var phases: [Phase] = []
    phases.reserveCapacity(durations.count)
    var next = start
    for duration in durations {
      let phase = Phase(start: next, duration: duration, curve: curve)
      phases.append(phase)
      next = phase.end
    }
    return phases
  }

  /// `count` phases of equal length that fill `totalDuration` one after another: the `staged`
  /// choreography's timeline.
  ///
  /// Boundaries are `totalDuration × i / count`, never accumulated, so the first phase starts at
  /// exactly 0, each phase ends exactly where the next starts, and the last ends at exactly
  /// `totalDuration`.
  ///
  /// - Precondition: `count` ≥ 0; `totalDuration` finite and ≥ 0.
  public static func consecutive(
    count: Int, totalDuration: Double, curve: TimingCurve
  ) -> [Phase] {
    precondition(count >= 0, "a negative number of phases")
    func boundary(_ index: Int) -> Double {
      index == count ? totalDuration : totalDuration * Double(index) / Double(count)
    }
    return (0..<count).map { index in
      // Consecutive boundaries b(i) ≤ b(i+1) ≤ 2·b(i) for i ≥ 1, so b(i+1) − b(i) is exact
      // (Sterbenz's lemma) and start + duration gives b(i+1) back exactly; for i = 0, start is 0.
      let start = boundary(index)
      return Phase(start: start, duration: boundary(index + 1) - start, curve: curve)
    }
  }
}
