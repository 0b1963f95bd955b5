public import Foundation

/// A view that scrolls its content: the base of collection views.
///
/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// Where the content's origin is in the view: `(0, y)` scrolls the content up by y points.
  /// A collection view lays itself out at this offset on its next `layoutIfNeeded()`, measuring the
  /// cells that come into view, and then reads back the offset it settled at (clamped to the
  /// content, as a user's scroll is).
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero {
    didSet { contentOffsetDidChange() }
  }
  /// Drawing only (ListLab's indicators are not drawn).
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var isPagingEnabled = false
  open var isScrollEnabled = true
  /// Only `.automatic` is laid out: the safe area's top and bottom are added to the content
  /// insets of a vertical list (the README's "The safe area and scrolling").
  ///
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  func contentOffsetDidChange() {}

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize { .zero }

  /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
