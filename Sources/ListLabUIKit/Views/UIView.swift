public import Foundation
import ListDeclaration

/// A rectangle on screen and its subviews. ListLab lays out the views of cells and supplementary
/// views from their constraints and stack views (see ``ContentNodes``); it draws nothing.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView {
  /// Setting a new size resizes the subviews that have an ``autoresizingMask``.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    didSet { if frame.size != oldValue.size { resizeSubviews(from: oldValue.size) } }
  }
  /// Whether a new size resizes the subviews by their ``autoresizingMask`` (true unless set).
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
  open var autoresizesSubviews = true
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/subviews
  public private(set) var subviews: [UIView] = []
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/superview
  public private(set) weak var superview: UIView?
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints = true
  /// A hidden arranged subview takes no space in its stack view.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// Drawing only.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// Drawing only.
  ///
  /// - iOS 7.0+, stored: https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor! = .tintColor
  /// Drawing only.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false
  /// Drawing only.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/contentmode
  open var contentMode = ContentMode.scaleToFill
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/tag
  open var tag = 0
  /// A name for UI tests (a content node's `id` in exported code).
  ///
  /// - iOS 5.0+, modelled: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
  /// Recorded.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  open var autoresizingMask: AutoresizingMask = []
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true
  /// Drawing only (`cornerRadius`, `borderWidth`, `borderColor`).
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiview/layer
  public let layer = CALayer()
  /// Insets for the ``layoutMarginsGuide``: 8 points on each side by default, as UIKit documents
  /// for views other than a view controller's root view.
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
  open var preservesSuperviewLayoutMargins = false
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  open var insetsLayoutMarginsFromSafeArea = true
  /// Constraints this view holds (activated constraints are held by the views they relate).
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/constraints
  public internal(set) var constraints: [NSLayoutConstraint] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// Set by `setNeedsLayout()`; a collection view lays itself out again on `layoutIfNeeded()`.
  var needsLayout = true

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { self.frame = frame }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/init()
  public convenience init() { self.init(frame: .zero) }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { frame = .zero }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// - iOS 8.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutmargins
  open var layoutMargins: UIEdgeInsets {
    get {
      let margins = directionalLayoutMargins
      return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
    }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }

  /// The parts of the view covered by the screen's safe area (only a collection view has any:
  /// see ``UICollectionView``).
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { needsLayout = true }

  /// Lays the view out now if it needs it (a collection view: its layout and its cells).
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

  /// A view with a low hugging priority along its stack view's axis takes the free space first;
  /// one at `UILayoutPriority(1)` or less is a spacer (see ``ContentNodes``).
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    hugging[axis] = priority
  }

  /// UIKit's defaults: 250, and 251 for labels and image views.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging[axis] ?? .defaultLow
  }

  /// Recorded; ListLab shrinks a stack's flexible children in order, as the README's "Stacks" says.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    compressionResistance[axis] = priority
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compressionResistance[axis] ?? .defaultHigh
  }

  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  public private(set) lazy var layoutMarginsGuide = UILayoutGuide(owner: self, isMargins: true)
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owner: self, isMargins: false)

  // Anchors: https://developer.apple.com/documentation/uikit/uiview/leadinganchor and siblings.
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/leftanchor
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/rightanchor
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/topanchor
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/firstbaselineanchor
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/lastbaselineanchor
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/widthanchor
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// - iOS 9.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/heightanchor
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Hashable, Sendable {
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill
    case scaleToFill
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit
    case scaleAspectFit
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    case scaleAspectFill
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw
    case redraw
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center
    case center
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/top
    case top
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottom
    case bottom
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/left
    case left
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/right
    case right
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft
    case topLeft
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topright
    case topRight
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomleft
    case bottomLeft
    /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomright
    case bottomRight
  }
}

/// A layer, for drawing only: its properties change no frame.
///
/// - iOS 2.0+, stored: https://developer.apple.com/documentation/quartzcore/calayer
@MainActor
public final class CALayer {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  public var cornerRadius: CGFloat = 0
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
  public var borderWidth: CGFloat = 0
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/quartzcore/calayer/bordercolor
  public var borderColor: CGColor?
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
  public var masksToBounds = false
}

/// A colour for a layer (drawing only).
///
/// - iOS 2.0+, stored: https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Sendable {
  let name: String
  init(name: String) { self.name = name }
}
