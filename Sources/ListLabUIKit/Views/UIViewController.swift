public import Foundation

/// A view controller, so that an app's list screen compiles as written: its `view` is a view of
/// the screen's size, made on first use, and `loadViewIfNeeded()` calls `viewDidLoad()` once.
/// ListLab presents nothing and calls no other life-cycle method.
///
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController {
  private var loadedView: UIView?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  public let navigationItem = UINavigationItem()

  public init() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}

  /// The root view: the screen's bounds, made (and `viewDidLoad()` called) on first use.
  ///
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  public var isViewLoaded: Bool { loadedView != nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
}

/// A navigation item (its title only).
///
/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
public final class UINavigationItem {
  public var title: String?
}

extension UIView {
  /// How a view resizes with its superview (recorded; ListLab lays out no superview).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
