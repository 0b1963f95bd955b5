public import ListAnimation

/// How a change is animated: UIKit's `animated` flag, a duration, a timing curve and a
/// choreography (see ``Transition``).
///
/// The defaults are UIKit's row animations: 0.3 s along `easeInOut`, everything at once. With the
/// `android` choreography and no curve given, the curve is RecyclerView's accelerate-decelerate
/// interpolator.
public struct AnimationOptions: Sendable, Equatable {
  /// `false` gives a transition of duration 0: every element jumps to its new frame.
  public var animated: Bool
  /// Seconds; nil for the curve's own (a spring's settling time) or 0.3 s.
  public var duration: Double?
  public var curve: TimingCurve
  public var choreography: Transition.Choreography
  /// The phase durations of the `android` choreography.
  public var android: AndroidItemAnimatorTiming

  public init(
    animated: Bool = true, duration: Double? = nil, curve: TimingCurve? = nil,
    choreography: Transition.Choreography = .uikit, android: AndroidItemAnimatorTiming = AndroidItemAnimatorTiming()
  ) {
    self.animated = animated
    self.duration = duration
    self.curve = curve ?? (choreography == .android ? .androidAccelerateDecelerate : .easeInOut)
    self.choreography = choreography
    self.android = android
  }

  /// The duration the transition gets: 0 when not animated.
  var effectiveDuration: Double? { animated ? duration : 0 }
}
