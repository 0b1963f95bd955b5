public import Foundation

/// Edge insets that take the layout direction into account: leading and trailing rather than left
/// and right.
///
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets of 0 on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
  public static let zero = NSDirectionalEdgeInsets()

  /// As UIKit prints it: `NSDirectionalEdgeInsets(top: 10.0, leading: 10.0, bottom: 10.0, trailing: 10.0)`.
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }
}

/// Insets for the left, top, right and bottom edges of a rectangle.
///
/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets()

  /// As UIKit prints it: `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`.
  public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
