import Testing

@testable import ListAnimation

@Suite struct BezierCurveTests {
  static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]
  static let bezierCurves: [TimingCurve] =
    named + [
      .bezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),  // overshoots both ways
      .bezier(x1: 0, y1: 1, x2: 1, y2: 0),  // x'(0) = 0: flat start in x
      .bezier(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1),
      .bezier(x1: 1, y1: 0, x2: 1, y2: 1),
    ]

  @Test(arguments: bezierCurves)
  func endpointsAreExact(curve: TimingCurve) throws {
    #expect(try curve.value(at: 0) == 0)
    #expect(try curve.value(at: 1) == 1)
    #expect(try curve.value(at: -3) == 0)
    #expect(try curve.value(at: 7) == 1)
    #expect(try curve.value(at: .nan) == 0)
  }

  @Test func linearIsTheIdentity() throws {
    for progress in unitGrid(1000) {
      #expect(try TimingCurve.linear.value(at: progress) == progress)
    }
  }

  @Test func easeInOutIsSymmetric() throws {
    #expect(try TimingCurve.easeInOut.value(at: 0.5) == 0.5)
    for progress in unitGrid(200) {
      let sum =
        try TimingCurve.easeInOut.value(at: progress)
        + TimingCurve.easeInOut.value(at: 1 - progress)
      #expect(abs(sum - 1) < 1e-12, "at \(progress)")
    }
  }

  @Test func namedCurvesUseCoreAnimationControlPoints() throws {
    let points = try #require(TimingCurve.default.controlPoints)
    #expect(points == (0.25, 0.1, 0.25, 1))
    #expect(try #require(TimingCurve.easeIn.controlPoints) == (0.42, 0, 1, 1))
    #expect(try #require(TimingCurve.easeOut.controlPoints) == (0, 0, 0.58, 1))
    #expect(try #require(TimingCurve.easeInOut.controlPoints) == (0.42, 0, 0.58, 1))
    #expect(TimingCurve.spring(dampingRatio: 1, response: 1).controlPoints == nil)
  }

  /// Published shapes: ease-in starts slow, ease-out starts fast, and each is the other mirrored.
  @Test func easeInAndEaseOutMirrorEachOther() throws {
    #expect(try TimingCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(try TimingCurve.easeOut.value(at: 0.25) > 0.25)
    for progress in unitGrid(200) {
      let mirrored = try 1 - TimingCurve.easeOut.value(at: 1 - progress)
      #expect(try abs(TimingCurve.easeIn.value(at: progress) - mirrored) < 1e-12, "at \(progress)")
    }
  }

  @Test(arguments: named)
  func namedCurvesAreMonotonic(curve: TimingCurve) throws {
    var previous = try curve.value(at: 0)
    for progress in unitGrid(1000).dropFirst() {
      let value = try curve.value(at: progress)
      #expect(value >= previous, "\(curve) decreases at \(progress)")
      previous = value
    }
  }

  @Test(arguments: bezierCurves)
  func matchesBisectionOracle(curve: TimingCurve) throws {
    let p = try #require(curve.controlPoints)
    var worst = 0.0
    for progress in unitGrid(1000) {
      let expected = bezierOracle(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, progress: progress)
      worst = try max(worst, abs(curve.value(at: progress) - expected))
    }
    #expect(worst < 1e-9, "\(curve): worst difference \(worst)")
  }

  /// The solver's own contract: t is within `parameterTolerance` of the root, so x(t) is within
  /// that times the largest slope (3, for x1 and x2 in [0, 1]) of the requested progress.
  @Test(arguments: bezierCurves)
  func solverFindsTheParameter(curve: TimingCurve) throws {
    let bezier = CubicBezier(try #require(curve.controlPoints))
    let tolerance = 3 * CubicBezier.parameterTolerance
    for progress in unitGrid(1000) {
      let t = bezier.parameter(forX: progress)
      #expect((0...1).contains(t))
      #expect(abs(bezier.x(atParameter: t) - progress) <= tolerance, "\(curve) at \(progress)")
    }
  }

  /// Out-of-range x control points are clamped for evaluation, so even unvalidated input gives a
  /// monotonic x(t) and a finite answer.
  @Test func unvalidatedControlPointsStillConverge() throws {
    let curve = TimingCurve.bezier(x1: 3, y1: 0, x2: -2, y2: 1)
    let clamped = TimingCurve.bezier(x1: 1, y1: 0, x2: 0, y2: 1)
    for progress in unitGrid(100) {
      let value = try curve.value(at: progress)
      #expect(value.isFinite)
      #expect(try value == clamped.value(at: progress))
    }
  }
}
