extension TimingCurve {
  /// Checks the parameters of a `.bezier` or `.spring`; the other curves are always valid.
  ///
  /// - Throws: `TimingCurveError` listing every problem: a Bézier needs four finite numbers with
  ///   x1 and x2 in [0, 1] (so that x(t) is monotonic and each progress has one value); a spring
  ///   needs a finite damping ratio and response greater than 0.
  public func validate() throws(TimingCurveError) {
    switch self {
    case .bezier(let x1, let y1, let x2, let y2):
      let problems = Self.bezierProblems(x1: x1, y1: y1, x2: x2, y2: y2)
      guard problems.isEmpty else { throw TimingCurveError(curve: .bezier, problems: problems) }
    case .spring(let dampingRatio, let response):
      _ = try Spring(dampingRatio: dampingRatio, response: response)
    case .linear, .easeIn, .easeOut, .easeInOut, .default, .custom:
      return
    }
  }

  /// A custom Bézier from user input, or the sentence saying what is wrong with it.
  public static func validatedBezier(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) throws(TimingCurveError) -> TimingCurve {
    let curve = TimingCurve.bezier(x1: x1, y1: y1, x2: x2, y2: y2)
    try curve.validate()
    return curve
  }

  /// A spring from user input, or the sentence saying what is wrong with it.
  public static func validatedSpring(
    dampingRatio: Double, response: Double
  ) throws(TimingCurveError) -> TimingCurve {
    let curve = TimingCurve.spring(dampingRatio: dampingRatio, response: response)
    try curve.validate()
    return curve
  }

  private static func bezierProblems(
    x1: Double, y1: Double, x2: Double, y2: Double
  ) -> [TimingCurveError.Problem] {
    let parameters: [(name: String, value: Double, inUnitInterval: Bool)] = [
      ("x1", x1, true), ("y1", y1, false), ("x2", x2, true), ("y2", y2, false),
    ]
    return parameters.compactMap { parameter in
      if !parameter.value.isFinite {
        return .notFinite(parameter: parameter.name, value: parameter.value)
      }
      if parameter.inUnitInterval, !(0...1).contains(parameter.value) {
        return .outsideUnitInterval(parameter: parameter.name, value: parameter.value)
      }
      return nil
    }
  }
}
