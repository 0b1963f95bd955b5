public import Foundation

/// A swipe action of a list row (kept: ListLab has no swipes; ``UISwipeActionsConfiguration``
/// holds them for a list configuration's providers, which a test can call).
///
/// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor
public final class UIContextualAction {
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, Hashable, Sendable {
    /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/normal
    case normal
    /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/destructive
    case destructive
  }

  /// What the action does: given the action, the view it shows in, and the completion to call.
  ///
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/handler
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
  public let style: Style
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/title
  public var title: String?
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  public var backgroundColor: UIColor!
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/image
  public var image: UIImage?
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
  public let handler: Handler

  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The swipe actions of one edge of a row.
///
/// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor
public final class UISwipeActionsConfiguration {
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  public let actions: [UIContextualAction]
  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  public var performsFirstActionWithFullSwipe = true

  /// - iOS 11.0+, stored: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public init(actions: [UIContextualAction]) { self.actions = actions }
}
