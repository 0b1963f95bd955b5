public import Foundation
import ListLayout
import ListText

/// A font: in ListLab, a Dynamic Type text style, measured with the core's text metrics at the
/// list's content size category (so every font behaves as with `adjustsFontForContentSizeCategory`).
///
/// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uifont
@MainActor
public final class UIFont {
  /// A Dynamic Type text style.
  ///
  /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
    public let rawValue: String
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    /// - iOS 11.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// - iOS 7.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    static let pairs: [(TextStyle, ListText.TextStyle)] = [
      (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3),
      (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
      (.footnote, .footnote), (.caption1, .caption1), (.caption2, .caption2),
    ]

    var core: ListText.TextStyle? { Self.pairs.first { $0.0 == self }?.1 }
    init(_ core: ListText.TextStyle) { self = Self.pairs.first { $0.1 == core }!.0 }
  }

  /// A font weight.
  ///
  /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/rawvalue
    public let rawValue: CGFloat
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
    public static let ultraLight = Weight(rawValue: -0.8)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/thin
    public static let thin = Weight(rawValue: -0.6)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/light
    public static let light = Weight(rawValue: -0.4)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/regular
    public static let regular = Weight(rawValue: 0)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/medium
    public static let medium = Weight(rawValue: 0.23)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    public static let semibold = Weight(rawValue: 0.3)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/bold
    public static let bold = Weight(rawValue: 0.4)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/heavy
    public static let heavy = Weight(rawValue: 0.56)
    /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/weight/black
    public static let black = Weight(rawValue: 0.62)
  }

  /// The text style the font measures as.
  let style: ListText.TextStyle

  init(style: ListText.TextStyle) { self.style = style }

  /// The font of a text style.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    guard let core = style.core else {
      UIKitFailure.unsupported(
        api: "UIFont.preferredFont(forTextStyle: \(style.rawValue))",
        reason: "ListLab knows the eleven Dynamic Type styles from largeTitle to caption2"
      ).raise()
    }
    return UIFont(style: core)
  }

  /// - iOS 10.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
  public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    preferredFont(forTextStyle: style)
  }

  /// The system font of a size: supported where the size and weight are a text style's at the
  /// Large content size (17 → body, 17 semibold → headline, 15 → subheadline, …), which ListLab
  /// measures it as.
  ///
  /// - iOS 8.2+, modelled: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let semibold = weight == .semibold
    let match = ListText.TextStyle.allCases.first { style in
      style.pointSize(in: .large) == Double(fontSize) && (style.weight == .semibold) == semibold
        && (weight == .regular || semibold)
    }
    guard let match else {
      UIKitFailure.unsupported(
        api: "UIFont.systemFont(ofSize: \(fontSize), weight:)",
        reason:
          "ListLab measures text by Dynamic Type style; use UIFont.preferredFont(forTextStyle:) (sizes at Large: largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13, caption1 12, caption2 11)"
      ).raise()
    }
    return UIFont(style: match)
  }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .semibold)
  }

  /// The point size at the Large content size category.
  ///
  /// - iOS 2.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/pointsize
  public var pointSize: CGFloat { CGFloat(style.pointSize(in: .large)) }

  /// A line's height: 1.193359375 × the point size, as the README's "Text" says.
  ///
  /// - iOS 4.0+, modelled: https://developer.apple.com/documentation/uikit/uifont/lineheight
  public var lineHeight: CGFloat { CGFloat(Font(style: style, category: .large).lineHeight) }
}
