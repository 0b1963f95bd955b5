import Testing

@testable import ListAnimation

@Suite struct TimingCurveValidationTests {
  /// The sentence a user would read, or nil when `body` accepts the input.
  func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as TimingCurveError {
      return error.description
    } catch {
      return "unexpected error \(error)"
    }
  }

  @Test func validBezierPasses() throws {
    let curve = try TimingCurve.validatedBezier(x1: 0, y1: -2, x2: 1, y2: 3)
    #expect(curve == .bezier(x1: 0, y1: -2, x2: 1, y2: 3))
  }

  @Test func bezierReportsEveryProblem() throws {
    let text = message {
      _ = try TimingCurve.validatedBezier(x1: 1.5, y1: .nan, x2: -0.1, y2: .infinity)
    }
    #expect(
      text == "invalid Bézier curve: x1 must be between 0 and 1 (got 1.5); "
        + "y1 must be a finite number (got nan); x2 must be between 0 and 1 (got -0.1); "
        + "y2 must be a finite number (got inf)")
  }

  @Test func nonFiniteXIsReportedAsNotFinite() throws {
    let text = message {
      _ = try TimingCurve.validatedBezier(x1: 0.2, y1: 0, x2: -.infinity, y2: 1)
    }
    #expect(text == "invalid Bézier curve: x2 must be a finite number (got -inf)")
  }

  @Test func springReportsEveryProblem() throws {
    let text = message { _ = try TimingCurve.validatedSpring(dampingRatio: 0, response: -1) }
    #expect(
      text == "invalid spring: damping ratio must be a finite number greater than 0 (got 0.0); "
        + "response must be a finite number greater than 0 (got -1.0)")
  }

  @Test func bounceOutOfRange() throws {
    let text = message { _ = try Spring(bounce: 1.2, response: .nan) }
    #expect(
      text == "invalid spring: bounce must be greater than -1 and less than 1 (got 1.2); "
        + "response must be a finite number greater than 0 (got nan)")
  }

  @Test func namedCurvesAreAlwaysValid() throws {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
      #expect(message { try curve.validate() } == nil)
    }
  }
}
