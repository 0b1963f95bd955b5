public import Foundation

/// Edge insets that take the layout direction into account: leading and trailing rather than left
/// and right.
///
/// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
  public var top: CGFloat
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
  public var leading: CGFloat
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
  public var bottom: CGFloat
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
  public var trailing: CGFloat

  /// Insets of 0 on every edge.
  ///
  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
  public static let zero = NSDirectionalEdgeInsets()

  /// As UIKit prints it: `NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)`.
  ///
  /// - ListLab's own, not in UIKit.
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}

/// Insets for the left, top, right and bottom edges of a rectangle.
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets()

  /// As UIKit prints it: `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`.
  ///
  /// - ListLab's own, not in UIKit.
  public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
