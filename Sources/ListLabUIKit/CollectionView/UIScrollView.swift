public import Foundation

/// A view that scrolls its content: the base of collection views.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
    case automatic
    /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
    case scrollableAxes
    /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
    case never
    /// - iOS 11.0+, refused: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
    case always
  }

  /// Where the content's origin is in the view: `(0, y)` scrolls the content up by y points.
  /// A collection view lays itself out at this offset on its next `layoutIfNeeded()`, measuring the
  /// cells that come into view, and then reads back the offset it settled at (clamped to the
  /// content, as a user's scroll is).
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero {
    didSet { contentOffsetDidChange() }
  }
  /// Drawing only (ListLab's indicators are not drawn).
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
  open var showsVerticalScrollIndicator = true
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator
  open var showsHorizontalScrollIndicator = true
  /// Scrolling by touch is not modelled; `contentOffset` is.
  ///
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical = false
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
  open var alwaysBounceHorizontal = false
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
  open var isPagingEnabled = false
  /// - iOS 2.0+, stored: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  open var isScrollEnabled = true
  /// Only `.automatic` is laid out: the safe area's top and bottom are added to the content
  /// insets of a vertical list (the README's "The safe area and scrolling"); another value is
  /// refused when the collection view is laid out.
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// Space around the content, beyond the safe area's: zero is laid out, another value is refused
  /// when the collection view is laid out (ListLab's content insets lie inside the content).
  ///
  /// - iOS 2.0+, refused: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset = UIEdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  func contentOffsetDidChange() {}

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize { .zero }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
