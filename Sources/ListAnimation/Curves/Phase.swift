/// A span of the transition's timeline during which some elements animate along a curve.
///
/// The `uikit` choreography has one phase for everything; `android` has one per kind of change
/// (see `AndroidItemAnimatorTiming`); `staged` has one per stage (see `Phase.consecutive`).
/// Times are seconds from the start of the transition.
public struct Phase: Sendable, Equatable {
  public var start: Double
  public var duration: Double
  public var curve: TimingCurve

  /// - Precondition: `start` and `duration` are finite and `duration` ≥ 0.
  public init(start: Double = 0, duration: Double, curve: TimingCurve = .linear) {
    precondition(start.isFinite && duration.isFinite && duration >= 0, "invalid phase timing")
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// When the phase is over: `start + duration`.
  public var end: Double { start + duration }

  /// How far through the phase `time` is, in [0, 1]: 0 until `start`, 1 from `end` on (so a
  /// phase of duration 0 jumps from 0 to 1 at its start).
  public func progress(atTime time: Double) -> Double {
    if time >= end { return 1 }
    if time <= start { return 0 }
    return min(max((time - start) / duration, 0), 1)
  }

  /// The phase's curve at `time`: `curve.value(at: progress(atTime: time))`.
  ///
  /// - Throws: what a `.custom` curve's function throws.
  public func value(atTime time: Double) throws -> Double {
    try curve.value(at: progress(atTime: time))
  }
}
