#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The last time |x(t) − 1| exceeds `settlingEpsilon`: after it the spring stays within the band,
  /// and just before it it does not.
  ///
  /// Found from the envelope, not by stepping through the motion:
  /// - under-damped: |x − 1| peaks where x' = 0, at t_n = nπ/ω_d, with height exactly
  ///   e^(−ζω₀t_n) (the sine term vanishes there), and is monotonic between a peak and the next zero.
  ///   So the answer lies between the last peak above ε and the next one, where one bisection on
  ///   |x − 1| − ε finds it;
  /// - critically and over-damped: |x − 1| decreases monotonically, bounded by
  ///   2e^(−1/2)·e^(−ω₀t/2) (critical; max of (1 + y)e^(−y/2) is at y = 1) and by
  ///   (ζ + s)/2s · e^(−ω₀t/(ζ + s)) (over-damped), which give the upper end of the bisection.
  ///
  /// - Complexity: O(log(range / 1e-12)) evaluations of x, about 40–50.
  static func settlingDuration(dampingRatio zeta: Double, response: Double) -> Double {
    let epsilon = settlingEpsilon
    let omega = angularFrequency(response: response)
    func outside(_ time: Double) -> Bool {
      abs(position(atTime: time, dampingRatio: zeta, response: response) - 1) > epsilon
    }
    let lower: Double
    var upper: Double
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      let halfPeriod = Double.pi / (omega * root)
      // Peak n has height e^(−n·ζπ/√(1 − ζ²)); the last one above ε is n = ⌈q⌉ − 1.
      let q = log(1 / epsilon) * root / (zeta * Double.pi)
      var peak = max(q.rounded(.up) - 1, 0)
      // Guard the rounding of q against the heights the closed form actually gives (a step or two
      // at most; bounded so that absurd ratios, where peak + 1 == peak, cannot loop).
      for _ in 0..<4 where outside((peak + 1) * halfPeriod) { peak += 1 }
      for _ in 0..<4 where peak > 0 && !outside(peak * halfPeriod) { peak -= 1 }
      lower = peak * halfPeriod
      upper = (peak + 1) * halfPeriod
    } else if zeta == 1 {
      lower = 0
      upper = 2 * log(2 * exp(-0.5) / epsilon) / omega
    } else {
      let sum = zeta + (zeta * zeta - 1).squareRoot()
      let coefficient = sum / (2 * (sum - zeta))
      lower = 0
      upper = log(coefficient / epsilon) * sum / omega
    }
    // The bounds are inside the band by a margin rounding can eat (over-damped: the fast term,
    // long gone by then); step out until the closed form agrees. |x − 1| is decreasing here.
    for _ in 0..<64 where zeta >= 1 && outside(upper) { upper *= 2 }
    return lastTimeOutside(lower: lower, upper: upper, outside: outside)
  }

  /// Bisection for the boundary between `outside` (true on [lower, T)) and inside (from T to
  /// `upper`). Returns a time at which the spring is inside, within 1e-12 (relative) of T.
  private static func lastTimeOutside(
    lower: Double, upper: Double, outside: (Double) -> Bool
  ) -> Double {
    var lower = lower
    var upper = upper
    let tolerance = 1e-12 * max(upper, 1)
    for _ in 0..<200 where upper - lower > tolerance {
      let middle = (lower + upper) / 2
      if outside(middle) { lower = middle } else { upper = middle }
    }
    return upper
  }
}
