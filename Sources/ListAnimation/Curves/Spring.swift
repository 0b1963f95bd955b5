#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic oscillator of unit mass that starts at rest at 0 and is pulled toward 1.
///
/// Parameters follow SwiftUI's `Spring(response:dampingRatio:)`: `response` is the period of the
/// undamped oscillation in seconds, so stiffness k = (2π / response)² and damping
/// c = 4π·ζ / response = 2ζ√k (Apple, SwiftUI `Spring` documentation: `Spring(duration: 0.5,
/// bounce: 0.3)` has stiffness 157.9 and damping 17.6). The motion x'' + c·x' + k·(x − 1) = 0,
/// x(0) = 0, x'(0) = 0 is solved in closed form for each regime (ω₀ = √k, the standard
/// solutions, e.g. Ryan Juckett, "Damped Springs", 2012):
/// - under-damped (ζ < 1), with ω_d = ω₀√(1 − ζ²):
///   x = 1 − e^(−ζω₀t)·(cos ω_d t + ζ/√(1 − ζ²)·sin ω_d t) — overshoots 1;
/// - critically damped (ζ = 1): x = 1 − (1 + ω₀t)·e^(−ω₀t);
/// - over-damped (ζ > 1), with s = √(ζ² − 1):
///   x = 1 − ((ζ + s)·e^(−ω₀(ζ − s)t) − (ζ − s)·e^(−ω₀(ζ + s)t)) / 2s.
/// Neither of the last two ever exceeds 1.
public struct Spring: Sendable, Equatable {
  /// A spring counts as settled once |x − 1| stays at or below this (0.1 % of the distance).
  public static let settlingEpsilon = 0.001

  /// ζ: 1 is critical damping (no overshoot), below 1 overshoots, above 1 creeps.
  public let dampingRatio: Double
  /// The period of the undamped oscillation, in seconds.
  public let response: Double
  /// The time after which |x − 1| ≤ `settlingEpsilon` for good, in seconds; the duration a
  /// transition uses when the user gives a spring and no duration. See `Spring+Settling.swift`.
  public let settlingDuration: Double

  /// Creates a spring, reporting invalid parameters in a sentence for the user.
  ///
  /// - Throws: `TimingCurveError` unless both parameters are finite and greater than 0.
  public init(dampingRatio: Double, response: Double) throws(TimingCurveError) {
    let problems = Self.problems(dampingRatio: dampingRatio, response: response)
    guard problems.isEmpty else { throw TimingCurveError(curve: .spring, problems: problems) }
    self.init(checkedDampingRatio: dampingRatio, response: response)
  }

  /// Creates a spring from parameters the caller has already validated.
  init(checkedDampingRatio dampingRatio: Double, response: Double) {
    precondition(
      Self.problems(dampingRatio: dampingRatio, response: response).isEmpty,
      "invalid spring parameters: validate the curve before evaluating it")
    self.dampingRatio = dampingRatio
    self.response = response
    self.settlingDuration = Self.settlingDuration(dampingRatio: dampingRatio, response: response)
  }

  /// k, for a unit mass: (2π / response)².
  public var stiffness: Double { Self.angularFrequency(response: response).squared }

  /// c, for a unit mass: 4π·ζ / response.
  public var damping: Double { 4 * Double.pi * dampingRatio / response }

  /// The position at `time` seconds after the start: 0 at (and before) 0, tending to 1.
  public func value(atTime time: Double) -> Double {
    Self.position(atTime: time, dampingRatio: dampingRatio, response: response)
  }

  /// The position at `progress × settlingDuration`, with progress clamped to [0, 1]; exactly 1 at
  /// progress 1 (a final snap of at most `settlingEpsilon`).
  public func value(at progress: Double) -> Double {
    if progress.isNaN || progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    return value(atTime: progress * settlingDuration)
  }

  static func angularFrequency(response: Double) -> Double { 2 * Double.pi / response }

  /// x(t) in closed form (see the type's documentation).
  static func position(atTime time: Double, dampingRatio zeta: Double, response: Double) -> Double {
    guard time > 0 else { return 0 }
    let omega = angularFrequency(response: response)
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      let angle = omega * root * time
      return 1 - exp(-zeta * omega * time) * (cos(angle) + zeta / root * sin(angle))
    }
    if zeta == 1 {
      let scaled = omega * time
      return 1 - (1 + scaled) * exp(-scaled)
    }
    let s = (zeta * zeta - 1).squareRoot()
    // ζ − s = 1 / (ζ + s), written so to avoid cancellation for large ζ.
    let slowRate = omega / (zeta + s)
    let fastRate = omega * (zeta + s)
    // slow ≥ fast term, so the difference is ≥ 0 and x never rounds above 1.
    let slow = (zeta + s) * exp(-slowRate * time)
    let fast = (1 / (zeta + s)) * exp(-fastRate * time)
    return 1 - (slow - fast) / (2 * s)
  }

  static func problems(dampingRatio: Double, response: Double) -> [TimingCurveError.Problem] {
    var problems: [TimingCurveError.Problem] = []
    if !(dampingRatio.isFinite && dampingRatio > 0) {
      problems.append(.notPositive(parameter: "damping ratio", value: dampingRatio))
    }
    if !(response.isFinite && response > 0) {
      problems.append(.notPositive(parameter: "response", value: response))
    }
    return problems
  }
}

extension Double {
  fileprivate var squared: Double { self * self }
}
