import Testing

@testable import ListAnimation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SpringTests {
  static let underDamped: [Double] = [0.05, 0.3, 0.5, 0.7, 0.9, 0.999]
  static let notUnderDamped: [Double] = [1, 1.000001, 1.5, 3, 40]
  static let ratios = underDamped + notUnderDamped

  /// SwiftUI's convention, checked against Apple's published example: `Spring(duration: 0.5,
  /// bounce: 0.3)` has stiffness 157.9 and damping 17.6.
  @Test func parametersFollowSwiftUI() throws {
    let spring = try Spring(bounce: 0.3, response: 0.5)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-15)
    #expect(abs(spring.stiffness - 157.9) < 0.05)
    #expect(abs(spring.damping - 17.6) < 0.05)
    // And Apple's reverse example: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5.
    let other = try Spring(dampingRatio: 0.5, response: 2 * Double.pi / 10)
    #expect(abs(other.stiffness - 100) < 1e-9)
    #expect(abs(other.damping - 10) < 1e-9)
  }

  @Test func bounceMapsToDampingRatio() throws {
    #expect(try Spring.dampingRatio(bounce: 0) == 1)
    #expect(try Spring.dampingRatio(bounce: 0.25) == 0.75)
    #expect(try Spring.dampingRatio(bounce: -0.5) == 2)
    #expect(throws: TimingCurveError(curve: .spring, problems: [.bounceOutOfRange(1)])) {
      try Spring.dampingRatio(bounce: 1)
    }
  }

  @Test(arguments: ratios)
  func startsAtRestAtZero(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.4)
    #expect(spring.value(atTime: 0) == 0)
    #expect(spring.value(atTime: -1) == 0)
    #expect(spring.value(at: 0) == 0)
    // At rest: the first instants move by O(t²).
    #expect(spring.value(atTime: 1e-4) < 1e-3)
  }

  @Test(arguments: ratios)
  func tendsToOne(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.4)
    #expect(abs(spring.value(atTime: spring.settlingDuration * 20) - 1) < 1e-12)
    #expect(spring.value(at: 1) == 1)
  }

  /// The closed forms against a Runge–Kutta simulation of the same equation.
  @Test(arguments: ratios)
  func matchesSimulation(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.4)
    for fraction in [0.05, 0.2, 0.5, 1.0] {
      let time = spring.settlingDuration * fraction
      let simulated = springSimulation(
        stiffness: spring.stiffness, damping: spring.damping, time: time)
      let difference = abs(spring.value(atTime: time) - simulated)
      #expect(difference < 1e-7, "ζ = \(zeta) at \(time) s: off by \(difference)")
    }
  }

  /// Over 1 somewhere, and at the first peak (half the damped period) by exactly
  /// exp(−ζπ/√(1 − ζ²)) — for ζ = 0.999 that is e^−70, which Double cannot show above 1.
  @Test(arguments: underDamped)
  func underDampedOvershoots(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let root = (1 - zeta * zeta).squareRoot()
    let peakTime = 0.5 / root * spring.response
    let overshoot = exp(-zeta * Double.pi / root)
    #expect(abs(spring.value(atTime: peakTime) - 1 - overshoot) < 1e-12)
    if overshoot > 1e-12 {
      let span = max(spring.settlingDuration, peakTime)
      let samples = unitGrid(2000).map { spring.value(atTime: $0 * span) }
      #expect(samples.max()! > 1)
    }
  }

  @Test(arguments: notUnderDamped)
  func criticalAndOverDampedNeverOvershoot(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    var previous = 0.0
    for time in unitGrid(4000).map({ $0 * spring.settlingDuration * 3 }) {
      let value = spring.value(atTime: time)
      #expect(value <= 1, "ζ = \(zeta) at \(time) s")
      #expect(value >= previous, "ζ = \(zeta) goes back at \(time) s")
      previous = value
    }
  }

  /// After the settling duration the spring stays in the ε band; just before it, it is outside.
  @Test(arguments: ratios)
  func settlingDurationIsTheLastExitFromTheBand(zeta: Double) throws {
    let spring = try Spring(dampingRatio: zeta, response: 0.5)
    let settling = spring.settlingDuration
    let epsilon = Spring.settlingEpsilon
    #expect(settling > 0)
    for step in 0...20_000 {
      let time = settling + Double(step) / 20_000 * max(settling, spring.response) * 2
      #expect(abs(spring.value(atTime: time) - 1) <= epsilon, "ζ = \(zeta) at \(time) s")
    }
    let justBefore = settling - settling * 1e-9
    #expect(abs(spring.value(atTime: justBefore) - 1) > epsilon, "ζ = \(zeta)")
  }

  /// For ε = 0.001 critical damping settles at ω₀t ≈ 9.2335, the root of (1 + y)e^(−y) = 0.001;
  /// more damping only slows it down. (A little less damping can be quicker: ζ = 0.8 enters the
  /// band on its way back from a 0.15 % overshoot at ω₀t ≈ 8.47.)
  @Test func criticalSettlingMatchesTheKnownRoot() throws {
    let spring = try Spring(dampingRatio: 1, response: 2 * Double.pi)  // ω₀ = 1
    let y = spring.settlingDuration
    #expect(abs((1 + y) * exp(-y) - 0.001) < 1e-12)
    #expect(abs(y - 9.2335) < 1e-4)
    var previous = y
    for zeta in [1.01, 1.2, 2, 5] {
      let other = try Spring(dampingRatio: zeta, response: 2 * Double.pi)
      #expect(other.settlingDuration > previous, "ζ = \(zeta)")
      previous = other.settlingDuration
    }
    let quicker = try Spring(dampingRatio: 0.8, response: 2 * Double.pi)
    #expect(abs(quicker.settlingDuration - 8.47) < 0.01)
  }

  /// Settling scales with the response: the motion is a function of t / response.
  @Test func settlingScalesWithResponse() throws {
    let short = try Spring(dampingRatio: 0.6, response: 0.25)
    let long = try Spring(dampingRatio: 0.6, response: 1)
    #expect(abs(long.settlingDuration / short.settlingDuration - 4) < 1e-9)
  }

  @Test func curveMapsProgressOntoTheSettlingDuration() throws {
    let curve = TimingCurve.spring(dampingRatio: 0.5, response: 0.6)
    let spring = try Spring(dampingRatio: 0.5, response: 0.6)
    #expect(curve.intrinsicDuration == spring.settlingDuration)
    #expect(try curve.value(at: 0.3) == spring.value(atTime: 0.3 * spring.settlingDuration))
    #expect(try curve.value(at: 1) == 1)
    #expect(TimingCurve.easeInOut.intrinsicDuration == nil)
  }
}
