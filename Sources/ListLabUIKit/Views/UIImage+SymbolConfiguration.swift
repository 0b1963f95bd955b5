public import Foundation

extension UIImage {
  /// A symbol image's configuration (kept: ListLab's images have the size they are given).
  ///
  /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
  @MainActor
  public final class SymbolConfiguration {
    let description: String

    init(description: String) { self.description = description }

    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:)
    public convenience init(textStyle: UIFont.TextStyle) { self.init(description: "textStyle \(textStyle.rawValue)") }
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:scale:)
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(description: "textStyle \(textStyle.rawValue) \(scale)")
    }
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:)
    public convenience init(pointSize: CGFloat) { self.init(description: "pointSize \(pointSize)") }
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:scale:)
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(description: "pointSize \(pointSize) \(weight) \(scale)")
    }
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(scale:)
    public convenience init(scale: SymbolScale) { self.init(description: "\(scale)") }
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(weight:)
    public convenience init(weight: SymbolWeight) { self.init(description: "\(weight)") }
  }

  /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale
  public enum SymbolScale: Int, Hashable, Sendable {
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/default
    case `default` = -1
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/unspecified
    case unspecified = 0
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/small
    case small
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/medium
    case medium
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolscale/large
    case large
  }

  /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolweight
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/unspecified
    case unspecified = 0
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/regular
    case regular = 4
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/semibold
    case semibold = 6
    /// - iOS 13.0+, stored: https://developer.apple.com/documentation/uikit/uiimage/symbolweight/bold
    case bold = 7
  }
}
