/// A cubic Bézier timing function from (0, 0) to (1, 1): given x (progress), find y.
///
/// The curve is B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ for t in [0, 1], kept here in power form
/// (x(t) = ((a·t + b)·t + c)·t, the same for y) so each evaluation is three multiply-adds. With
/// x1, x2 in [0, 1], x(t) is non-decreasing, so x(t) = progress has a solution, found by
/// Newton's method inside a shrinking bracket with a bisection fallback (always converges).
struct CubicBezier: Sendable, Equatable {
  /// Newton stops once a step moves t by less than this; bisection stops once its bracket is this
  /// narrow. Well past the 1e-6 the transition needs, and cheap (≤ 8 Newton + ~40 bisection steps).
  static let parameterTolerance = 1e-12

  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  /// - Parameter points: the inner control points. x1 and x2 are clamped to [0, 1], which keeps
  ///   x(t) monotonic so that solving terminates even for unvalidated input; validate user input
  ///   with `TimingCurve.validatedBezier` to report the problem instead.
  init(_ points: (x1: Double, y1: Double, x2: Double, y2: Double)) {
    let x1 = min(max(points.x1, 0), 1)
    let x2 = min(max(points.x2, 0), 1)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * points.y1
    by = 3 * (points.y2 - points.y1) - cy
    ay = 1 - cy - by
  }

  /// y for the given x, exactly 0 at x ≤ 0 and exactly 1 at x ≥ 1.
  func value(at progress: Double) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    return y(atParameter: parameter(forX: progress))
  }

  func x(atParameter t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  func y(atParameter t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dx/dt.
  func slope(atParameter t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The t in [0, 1] with x(t) = `x`, to within `parameterTolerance`.
  ///
  /// Newton starts at t = x (exact for linear x) and keeps a bracket [lo, hi] around the root from
  /// the sign of each residual; a flat slope, a step leaving the bracket, or slow convergence
  /// (8 steps) hands the bracket to bisection.
  func parameter(forX x: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    var t = x
    for _ in 0..<8 {
      let residual = self.x(atParameter: t) - x
      if residual == 0 { return t }
      if residual < 0 { lower = t } else { upper = t }
      let slope = slope(atParameter: t)
      guard slope > Self.parameterTolerance else { break }
      let next = t - residual / slope
      guard next > lower, next < upper else { break }
      if abs(next - t) < Self.parameterTolerance { return next }
      t = next
    }
    while upper - lower > Self.parameterTolerance {
      let middle = (lower + upper) / 2
      if self.x(atParameter: middle) < x { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2
  }
}
