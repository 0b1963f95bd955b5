public import Foundation
import ListDeclaration

/// A rectangle on screen and its subviews. ListLab lays out the views of cells and supplementary
/// views from their constraints and stack views (see ``ContentNodes``); it draws nothing.
///
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  public private(set) var subviews: [UIView] = []
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  public private(set) weak var superview: UIView?
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints = true
  /// A hidden arranged subview takes no space in its stack view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// Drawing only. https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// Drawing only. https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor! = .tintColor
  /// Drawing only. https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false
  /// Drawing only. https://developer.apple.com/documentation/uikit/uiview/contentmode
  open var contentMode = ContentMode.scaleToFill
  /// https://developer.apple.com/documentation/uikit/uiview/tag
  open var tag = 0
  /// A name for UI tests (a content node's `id` in exported code).
  ///
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
  /// Recorded. https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  open var autoresizingMask: AutoresizingMask = []
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true
  /// Drawing only (`cornerRadius`, `borderWidth`, `borderColor`).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/layer
  public let layer = CALayer()
  /// Insets for the ``layoutMarginsGuide``: 8 points on each side by default, as UIKit documents
  /// for views other than a view controller's root view.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
  open var preservesSuperviewLayoutMargins = false
  /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  open var insetsLayoutMarginsFromSafeArea = true
  /// Constraints this view holds (activated constraints are held by the views they relate).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/constraints
  public internal(set) var constraints: [NSLayoutConstraint] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  /// Set by `setNeedsLayout()`; a collection view lays itself out again on `layoutIfNeeded()`.
  var needsLayout = true

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { self.frame = frame }

  public convenience init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { frame = .zero }

  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
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
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { needsLayout = true }

  /// Lays the view out now if it needs it (a collection view: its layout and its cells).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  /// https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:)
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

  /// A view with a low hugging priority along its stack view's axis takes the free space first;
  /// one at `UILayoutPriority(1)` or less is a spacer (see ``ContentNodes``).
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    hugging[axis] = priority
  }

  /// UIKit's defaults: 250, and 251 for labels and image views.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging[axis] ?? .defaultLow
  }

  /// Recorded; ListLab shrinks a stack's flexible children in order, as the README's "Stacks" says.
  ///
  /// https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    compressionResistance[axis] = priority
  }

  /// https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:)
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    compressionResistance[axis] ?? .defaultHigh
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  public private(set) lazy var layoutMarginsGuide = UILayoutGuide(owner: self, isMargins: true)
  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owner: self, isMargins: false)

  // Anchors: https://developer.apple.com/documentation/uikit/uiview/leadinganchor and siblings.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// A layer, for drawing only: its properties change no frame.
///
/// https://developer.apple.com/documentation/quartzcore/calayer
@MainActor
public final class CALayer {
  public var cornerRadius: CGFloat = 0
  public var borderWidth: CGFloat = 0
  public var borderColor: CGColor?
  public var masksToBounds = false
}

/// A colour for a layer (drawing only).
///
/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: Sendable {
  let name: String
  init(name: String) { self.name = name }
}
