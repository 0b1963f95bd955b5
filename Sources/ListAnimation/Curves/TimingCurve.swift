/// How an animation's progress (0 → 1 in time) maps to the fraction of the change shown.
///
/// The named curves are the cubic Béziers of Core Animation's `CAMediaTimingFunction` (see
/// `TimingCurve+ControlPoints.swift`); `.bezier` is any other cubic Bézier from (0, 0) to (1, 1);
/// `.spring` is a damped harmonic oscillator (see `Spring`); `.custom` is a function defined
/// elsewhere (a Lua plugin's `curve("name", fn)`), identified by its name.
///
/// Equality compares the case and its parameters; two `.custom` curves are equal when their names
/// are (closures cannot be compared). `.easeInOut` and the `.bezier` with the same control points
/// are different values that give the same numbers.
public enum TimingCurve: Sendable {
  case linear
  case easeIn
  case easeOut
  case easeInOut
  /// `CAMediaTimingFunction`'s default curve (0.25, 0.1, 0.25, 1).
  case `default`
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
  /// Check user input with `validatedBezier(x1:y1:x2:y2:)`.
  case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring from rest at 0 toward 1; `response` is in seconds. Check user input with
  /// `validatedSpring(dampingRatio:response:)`.
  case spring(dampingRatio: Double, response: Double)
  /// A curve defined elsewhere. The function receives a progress in [0, 1]; an error it throws
  /// (a Lua plugin's curve raising one) comes out of every sampling of the curve.
  case custom(name: String, function: @Sendable (Double) throws -> Double)

  /// The curve's value at `progress`, which is clamped to [0, 1] (NaN counts as 0).
  ///
  /// Bézier curves (named or not) give exactly 0 at 0 and exactly 1 at 1; a spring is sampled at
  /// `progress × settlingDuration` and gives exactly 1 at progress 1 (the last step snaps to rest,
  /// a jump of at most `Spring.settlingEpsilon`). Springs and Béziers with control points outside
  /// [0, 1] in y may leave [0, 1] in between.
  ///
  /// - Precondition: a `.spring`'s parameters are valid (see `validate()`).
  /// - Throws: only a `.custom` curve throws: what its function throws.
  /// - Complexity: O(1) for Béziers (at most ~50 evaluations of the cubic); a spring first solves
  ///   for its settling duration (~50 evaluations) — hoist a `Spring` out of hot loops.
  public func value(at progress: Double) throws -> Double {
    let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch self {
    case .linear:
      return progress
    case .spring(let dampingRatio, let response):
      return Spring(checkedDampingRatio: dampingRatio, response: response).value(at: progress)
    case .custom(_, let function):
      return try function(progress)
    case .easeIn, .easeOut, .easeInOut, .default, .bezier:
      guard let points = controlPoints else { return progress }
      return CubicBezier(points).value(at: progress)
    }
  }

  /// How long the curve wants to run when the user gives no duration: a spring's settling duration
  /// in seconds; `nil` for every other curve (the transition's default duration applies).
  ///
  /// - Precondition: a `.spring`'s parameters are valid (see `validate()`).
  public var intrinsicDuration: Double? {
    guard case .spring(let dampingRatio, let response) = self else { return nil }
    return Spring(checkedDampingRatio: dampingRatio, response: response).settlingDuration
  }
}

extension TimingCurve: Equatable {
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    switch (lhs, rhs) {
    case (.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
      (.easeInOut, .easeInOut), (.default, .default):
      return true
    case (.bezier(let a1, let b1, let c1, let d1), .bezier(let a2, let b2, let c2, let d2)):
      return a1 == a2 && b1 == b2 && c1 == c2 && d1 == d2
    case (.spring(let z1, let r1), .spring(let z2, let r2)):
      return z1 == z2 && r1 == r2
    case (.custom(let name1, _), .custom(let name2, _)):
      return name1 == name2
    default:
      return false
    }
  }
}

extension TimingCurve: CustomStringConvertible {
  /// The curve as the transition printout names it: `easeInOut`, `bezier(0.1, 0.2, 0.3, 1.0)`,
  /// `spring(dampingRatio: 0.7, response: 0.5)`, or a custom curve's name.
  public var description: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .default: "default"
    case .bezier(let x1, let y1, let x2, let y2): "bezier(\(x1), \(y1), \(x2), \(y2))"
    case .spring(let dampingRatio, let response):
      "spring(dampingRatio: \(dampingRatio), response: \(response))"
    case .custom(let name, _): name
    }
  }
}
