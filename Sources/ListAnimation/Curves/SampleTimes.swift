/// `n + 1` evenly spaced times from 0 to `duration` inclusive, for `t:steps(n)`.
///
/// Sample i is `duration × Double(i) / Double(n)`, each computed on its own (never by adding a
/// step, which drifts: ten steps of 0.1 add up to 0.9999999999999999). The first is exactly 0 and
/// the last is exactly `duration`: it is set rather than computed, because
/// `duration × n / n` rounds away from `duration` for about one value in ten
/// (e.g. 6.879711873181541 × 850 / 850).
///
/// - Precondition: `n` ≥ 1; `duration` finite and ≥ 0.
/// - Complexity: O(n).
public func sampleTimes(count n: Int, duration: Double) -> [Double] {
  precondition(n >= 1, "sampleTimes needs at least one step")
  precondition(duration.isFinite && duration >= 0, "sampleTimes needs a finite duration ≥ 0")
  return (0...n).map { index in
    index == n ? duration : duration * Double(index) / Double(n)
  }
}
