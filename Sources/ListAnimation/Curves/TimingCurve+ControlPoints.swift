#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TimingCurve {
  /// The two inner control points of a Bézier curve, named or custom; `nil` for `.spring` and
  /// `.custom`. `.linear` is the Bézier (0, 0, 1, 1) but is evaluated as the identity.
  ///
  /// Named curves use `CAMediaTimingFunction`'s published control points (Apple, "Core Animation
  /// Programming Guide" / `CAMediaTimingFunctionName`):
  /// default (0.25, 0.1, 0.25, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
  /// easeInEaseOut (0.42, 0, 0.58, 1).
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .default: (0.25, 0.1, 0.25, 1)
    case .bezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    case .spring, .custom: nil
    }
  }

  /// Android's default interpolator for `DefaultItemAnimator`: `cos((p + 1)π) / 2 + 0.5`.
  ///
  /// DefaultItemAnimator sets every item animation's interpolator to `new ValueAnimator()
  /// .getInterpolator()`, which is an `AccelerateDecelerateInterpolator` (AOSP
  /// `androidx/recyclerview/widget/DefaultItemAnimator.java` `resetAnimation`;
  /// `android/view/animation/AccelerateDecelerateInterpolator.java` `getInterpolation`).
  public static let androidAccelerateDecelerate = TimingCurve.custom(
    name: "accelerateDecelerate",
    function: { progress in cos((progress + 1) * Double.pi) / 2 + 0.5 })
}
