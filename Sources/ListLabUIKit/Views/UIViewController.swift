public import Foundation

/// A view controller, so that an app's list screen compiles as written: its `view` is a view of
/// the screen's size, made on first use, and `loadViewIfNeeded()` calls `viewDidLoad()` once.
/// ListLab presents nothing and calls no other life-cycle method.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController {
  private var loadedView: UIView?

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  public let navigationItem = UINavigationItem()

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/init()
  public init() {}

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}

  /// The root view: the screen's bounds, made (and `viewDidLoad()` called) on first use.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// - iOS 3.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  public var isViewLoaded: Bool { loadedView != nil }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
}

/// A navigation item (its title only).
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
public final class UINavigationItem {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uinavigationitem/title
  public var title: String?
}

extension UIView {
  /// How a view resizes with its superview (recorded; ListLab lays out no superview).
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
    public let rawValue: UInt
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
