/// Why a timing curve from the user cannot be used; every problem of one curve is reported
/// together.
///
/// The sentence has no location: the Lua binding puts the script's `file:line:` in front.
///
///     invalid Bézier curve: x1 must be between 0 and 1 (got 1.5); y2 must be a finite number (got nan)
///     invalid spring: damping ratio must be a finite number greater than 0 (got 0.0)
public struct TimingCurveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Which kind of curve was being declared.
  public enum Curve: Sendable, Equatable {
    case bezier
    case spring
  }

  /// One invalid parameter. `parameter` is the name the user wrote (`x1`, `damping ratio`, …).
  public enum Problem: Sendable, Equatable {
    case notFinite(parameter: String, value: Double)
    case outsideUnitInterval(parameter: String, value: Double)
    case notPositive(parameter: String, value: Double)
    case bounceOutOfRange(Double)
  }

  public var curve: Curve
  public var problems: [Problem]

  public init(curve: Curve, problems: [Problem]) {
    self.curve = curve
    self.problems = problems
  }

  public var description: String {
    let subject =
      switch curve {
      case .bezier: "invalid Bézier curve"
      case .spring: "invalid spring"
      }
    return subject + ": " + problems.map(\.sentence).joined(separator: "; ")
  }
}

extension TimingCurveError.Problem {
  /// The one place each problem becomes words.
  var sentence: String {
    switch self {
    case .notFinite(let parameter, let value):
      "\(parameter) must be a finite number (got \(value))"
    case .outsideUnitInterval(let parameter, let value):
      "\(parameter) must be between 0 and 1 (got \(value))"
    case .notPositive(let parameter, let value):
      "\(parameter) must be a finite number greater than 0 (got \(value))"
    case .bounceOutOfRange(let value):
      "bounce must be greater than -1 and less than 1 (got \(value))"
    }
  }
}
