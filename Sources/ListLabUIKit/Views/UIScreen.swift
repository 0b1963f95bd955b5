public import Foundation
import ListDeclaration
import ListLayout

/// The screen: its size, its scale (3 unless set) and, for ListLab, the device it stands for.
/// A collection view reads it when it lays out: its scale snaps every frame to the pixel grid,
/// and a device preset's safe area and size class apply to a collection view where it overlaps
/// the screen's safe area (a full-screen one: all of it).
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscreen
@MainActor
public final class UIScreen {
  /// The screen ListLab lays out on: 375 × 667 points at @3x, no safe area, until a device preset
  /// or another scale is set.
  ///
  /// - iOS 2.0, deprecated in 26.0, modelled: https://developer.apple.com/documentation/uikit/uiscreen/main
  public static let main = UIScreen()

  /// The device preset, or nil for a plain screen.
  ///
  /// - ListLab's own, not in UIKit.
  public private(set) var device: ListLabDevice?
  /// - ListLab's own, not in UIKit.
  public private(set) var orientation = ListLabOrientation.portrait

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscreen/bounds
  public private(set) var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

  /// Pixels per point: every frame edge snaps to 1/scale. Settable in ListLab (UIKit's is the
  /// device's): 3 by default.
  ///
  /// - iOS 4.0+, modelled: https://developer.apple.com/documentation/uikit/uiscreen/scale
  public var scale: CGFloat = 3

  /// The parts of the screen under the status bar, the sensor housing and the home indicator.
  ///
  /// - ListLab's own, not in UIKit.
  public private(set) var safeAreaInsets = UIEdgeInsets.zero

  /// The width's size class of a device preset; nil to infer it from a collection view's width.
  var horizontalSizeClass: SizeClass?

  /// ListLab's: lays out on a device, as `list { device = …, orientation = … }` does: its size,
  /// scale, safe area and size class (the README's "Devices, safe area and margins").
  ///
  /// - ListLab's own, not in UIKit.
  public func simulate(_ device: ListLabDevice, orientation: ListLabOrientation = .portrait) {
    let metrics = device.core.metrics(orientation.core)
    self.device = device
    self.orientation = orientation
    bounds = CGRect(x: 0, y: 0, width: metrics.width, height: metrics.height)
    scale = CGFloat(metrics.scale)
    let safe = metrics.safeArea
    safeAreaInsets = UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
    horizontalSizeClass = metrics.horizontalSizeClass
  }

  /// What a collection view keeps of the screen it is made on.
  var metrics: ScreenMetrics {
    ScreenMetrics(
      device: device, orientation: orientation, bounds: bounds, scale: scale, safeAreaInsets: safeAreaInsets,
      horizontalSizeClass: horizontalSizeClass)
  }

  /// ListLab's: back to the plain screen, 375 × 667 points at @3x.
  ///
  /// - ListLab's own, not in UIKit.
  public func reset() {
    device = nil
    orientation = .portrait
    bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    scale = 3
    safeAreaInsets = .zero
    horizontalSizeClass = nil
  }
}

/// The screen a collection view was made on: it keeps its scale, safe area and size class when
/// ``UIScreen/main`` changes later (UIKit's views take theirs from their window's screen).
struct ScreenMetrics {
  var device: ListLabDevice?
  var orientation: ListLabOrientation
  var bounds: CGRect
  var scale: CGFloat
  var safeAreaInsets: UIEdgeInsets
  var horizontalSizeClass: SizeClass?
}

/// The device presets of `list { device = … }`.
///
/// - ListLab's own, not in UIKit.
public enum ListLabDevice: String, CaseIterable, Hashable, Sendable {
  /// - ListLab's own, not in UIKit.
  case iPhoneSE = "iPhone SE"
  /// - ListLab's own, not in UIKit.
  case iPhone15 = "iPhone 15"
  /// - ListLab's own, not in UIKit.
  case iPhone15ProMax = "iPhone 15 Pro Max"
  /// - ListLab's own, not in UIKit.
  case iPad = "iPad"

  var core: Device { Device(rawValue: rawValue)! }
}

/// A device's orientation.
///
/// - ListLab's own, not in UIKit.
public enum ListLabOrientation: String, CaseIterable, Hashable, Sendable {
  /// - ListLab's own, not in UIKit.
  case portrait
  /// - ListLab's own, not in UIKit.
  case landscape

  var core: Orientation { self == .portrait ? .portrait : .landscape }
}
