/// The edges of a rectangle, leading and trailing rather than left and right.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/rawvalue
  public let rawValue: UInt
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/leading
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/bottom
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/trailing
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/all
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where an item is aligned in a rectangle: a boundary supplementary item's place on its section.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Hashable, Sendable {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/none
  case none = 0
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/top
  case top
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/topleading
  case topLeading
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/leading
  case leading
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/bottomleading
  case bottomLeading
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/bottom
  case bottom
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/bottomtrailing
  case bottomTrailing
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/trailing
  case trailing
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nsrectalignment/toptrailing
  case topTrailing
}
