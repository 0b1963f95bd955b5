/// A device a list can be laid out on: `list { device = "iPhone 15", orientation = "landscape" }`.
///
/// A preset sets the viewport's width and height, the pixel grid's scale, the safe area and the
/// horizontal size class; an explicit `width`, `height`, `scale` or `safe_area` overrides its part.
///
/// Screen sizes and scales are Apple's (documented): the Human Interface Guidelines' *Layout*
/// page lists every device's portrait size in points and its scale factor
/// (https://developer.apple.com/design/human-interface-guidelines/layout, "Device screen sizes
/// and orientations"). Safe areas are not documented as numbers; the values here were measured
/// (the `safeAreaInsets` of a full-screen view controller's root view, no bars shown), each with
/// its source in ``metrics``.
public enum Device: String, CaseIterable, Hashable, Sendable {
  /// iPhone SE (2nd and 3rd generation), a 4.7-inch iPhone with a Home button.
  case iPhoneSE = "iPhone SE"
  /// iPhone 15 (and 15 Pro): 6.1 inches, Dynamic Island.
  case iPhone15 = "iPhone 15"
  /// iPhone 15 Pro Max (and 15 Plus): 6.7 inches, Dynamic Island.
  case iPhone15ProMax = "iPhone 15 Pro Max"
  /// iPad (10th generation): 10.9 inches, no Home button.
  case iPad = "iPad"

  /// What a preset sets, in points.
  public struct Metrics: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: EdgeInsets
    public var horizontalSizeClass: SizeClass
  }

  /// The device's metrics in an orientation.
  ///
  /// | device | portrait (points) | scale | safe area, portrait | safe area, landscape | width class (landscape) |
  /// |---|---|---|---|---|---|
  /// | iPhone SE | 375 × 667 | @2x | top 20 (status bar) | none | compact |
  /// | iPhone 15 | 393 × 852 | @3x | top 59, bottom 34 | left 59, right 59, bottom 21 | compact |
  /// | iPhone 15 Pro Max | 430 × 932 | @3x | top 59, bottom 34 | left 59, right 59, bottom 21 | regular |
  /// | iPad | 820 × 1180 | @2x | top 24, bottom 20 | top 24, bottom 20 | regular |
  ///
  /// Sources and status of each number:
  /// - Sizes and scales: documented (the HIG's *Layout* table, above).
  /// - iPhone SE: the status bar is 20 points tall (measured; the classic status bar height of
  ///   every iPhone with a Home button) and is hidden in landscape on iPhones, so the landscape
  ///   safe area is empty (measured).
  /// - iPhone 15 and 15 Pro Max: 59 points at the top in portrait (the status bar around the
  ///   Dynamic Island) and 34 at the bottom (the home indicator); in landscape 59 on both sides —
  ///   UIKit keeps the layout symmetric although the island is on one side only (WWDC 2018
  ///   session 235, *UIKit: Apps for Every Size and Shape*) — and 21 at the bottom. Measured:
  ///   `UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)` and `(0, 59, 21, 59)` printed by
  ///   `viewDidLayoutSubviews` on a Dynamic Island iPhone
  ///   (http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation).
  /// - iPad: 24 at the top (its status bar) and 20 at the bottom (the home indicator) in both
  ///   orientations, as measured on the iPads without a Home button (the 11-inch iPad Pro's
  ///   simulator reports `(24, 0, 20, 0)`); inferred to hold for the 10th generation, which shares
  ///   their design. The iPad status bar stays visible in landscape.
  /// - Size classes: documented in the HIG's *Layout* page (size classes per device and
  ///   orientation): iPhones are compact wide except the Plus and Max models in landscape; iPads
  ///   are regular wide full screen.
  public func metrics(_ orientation: Orientation) -> Metrics {
    let portrait: (width: Double, height: Double, scale: Double, safe: EdgeInsets)
    let landscapeSafe: EdgeInsets
    var landscapeClass = SizeClass.compact
    switch self {
    case .iPhoneSE:
      portrait = (375, 667, 2, EdgeInsets(top: 20))
      landscapeSafe = .zero
    case .iPhone15:
      portrait = (393, 852, 3, EdgeInsets(top: 59, bottom: 34))
      landscapeSafe = EdgeInsets(left: 59, bottom: 21, right: 59)
    case .iPhone15ProMax:
      portrait = (430, 932, 3, EdgeInsets(top: 59, bottom: 34))
      landscapeSafe = EdgeInsets(left: 59, bottom: 21, right: 59)
      landscapeClass = .regular
    case .iPad:
      portrait = (820, 1180, 2, EdgeInsets(top: 24, bottom: 20))
      landscapeSafe = EdgeInsets(top: 24, bottom: 20)
      landscapeClass = .regular
    }
    switch orientation {
    case .portrait:
      return Metrics(
        width: portrait.width, height: portrait.height, scale: portrait.scale, safeArea: portrait.safe,
        horizontalSizeClass: self == .iPad ? .regular : .compact)
    case .landscape:
      return Metrics(
        width: portrait.height, height: portrait.width, scale: portrait.scale, safeArea: landscapeSafe,
        horizontalSizeClass: landscapeClass)
    }
  }
}

/// A device's orientation (`orientation = "portrait" | "landscape"`).
public enum Orientation: String, CaseIterable, Hashable, Sendable {
  case portrait, landscape
}

/// The direction a list is laid out in: `direction = "ltr" | "rtl"` — `semanticContentAttribute`
/// `.forceLeftToRight` or `.forceRightToLeft` on the list and everything in it.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  case ltr, rtl
}
