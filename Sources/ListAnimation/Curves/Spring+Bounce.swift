extension Spring {
  /// The damping ratio for a SwiftUI-style bounce: 1 − b for b ≥ 0 (0 is critical damping,
  /// towards 1 ever bouncier), 1 / (1 + b) for negative b (over-damped).
  ///
  /// The mapping is the one SwiftUI's `Spring(duration:bounce:)` uses (Apple, "Spring",
  /// developer.apple.com/documentation/swiftui/spring; Flutter's `SpringDescription.withDurationAndBounce`, documented
  /// as matching SwiftUI, writes it out with the negative branch). SwiftUI allows −1 ≤ b ≤ 1;
  /// the ends are excluded here since b = 1 never settles and b = −1 never arrives.
  ///
  /// - Throws: `TimingCurveError` unless −1 < b < 1.
  public static func dampingRatio(bounce: Double) throws(TimingCurveError) -> Double {
    guard bounce > -1, bounce < 1 else {
      throw TimingCurveError(curve: .spring, problems: [.bounceOutOfRange(bounce)])
    }
    return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// A spring from a bounce (see `dampingRatio(bounce:)`) and a response in seconds; SwiftUI
  /// calls the response `duration` in this form.
  ///
  /// - Throws: `TimingCurveError` listing every invalid parameter.
  public init(bounce: Double, response: Double) throws(TimingCurveError) {
    var problems: [TimingCurveError.Problem] = []
    if !(bounce > -1 && bounce < 1) { problems.append(.bounceOutOfRange(bounce)) }
    if !(response.isFinite && response > 0) {
      problems.append(.notPositive(parameter: "response", value: response))
    }
    guard problems.isEmpty else { throw TimingCurveError(curve: .spring, problems: problems) }
    try self.init(dampingRatio: Self.dampingRatio(bounce: bounce), response: response)
  }
}
