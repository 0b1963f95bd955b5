public import Foundation
import ListDeclaration
import ListLayout
import ListText

/// A configuration of a cell's content.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor
public protocol UIContentConfiguration {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
  func makeContentView() -> any UIView & UIContentView
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentview
@MainActor
public protocol UIContentView: AnyObject {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentview/configuration
  var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for (selected, highlighted, …): ListLab's cells are
/// always in the normal state.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uiconfigurationstate
@MainActor
public protocol UIConfigurationState {}

/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate
@MainActor
public struct UICellConfigurationState: UIConfigurationState {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isselected
  public var isSelected = false
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate/ishighlighted
  public var isHighlighted = false
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isdisabled
  public var isDisabled = false
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isexpanded
  public var isExpanded = false
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellconfigurationstate/init()
  public init() {}
}

/// The content of a list cell, header or footer: text, secondary text and an image, laid out as
/// ListLab's built-in cell (cells) or default header and footer (headers and footers).
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// Which system configuration this is.
  enum Kind: Hashable {
    case cell
    case subtitleCell
    case valueCell
    case sidebarCell
    case sidebarSubtitleCell
    case accompaniedSidebarCell
    case header(grouped: Bool?), footer(grouped: Bool?), sidebarHeader, prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader
  }

  /// Text properties (only the font and the number of lines are laid out).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  @MainActor
  public struct TextProperties {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/font
    public var font: UIFont
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines
    public var numberOfLines = 0
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/alignment-swift.property
    public var alignment = TextAlignment.natural
    /// Drawing only.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor = .label
    /// Kept: ListLab wraps words and truncates nothing.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/linebreakmode
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// ListLab measures text at the list's content size category whatever it says.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/adjustsfontforcontentsizecategory
    public var adjustsFontForContentSizeCategory = true
    /// Kept: ListLab does not shrink text.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/adjustsfontsizetofitwidth
    public var adjustsFontSizeToFitWidth = false
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/minimumscalefactor
    public var minimumScaleFactor: CGFloat = 0
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/allowsdefaulttighteningfortruncation
    public var allowsDefaultTighteningForTruncation = true

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment
    public enum TextAlignment: Int, Hashable, Sendable {
      /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment/natural
      case natural
      /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment/center
      case center
      /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment/justified
      case justified
    }

  }

  /// Image properties: the size ListLab reserves for the image.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct
  @MainActor
  public struct ImageProperties {
    /// The layout size reserved for the image (zero: the image's size, or 29 × 29 when the image
    /// has none — a symbol's, which ListLab cannot know).
    ///
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize
    public var reservedLayoutSize = CGSize.zero
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/maximumsize
    public var maximumSize = CGSize.zero
    /// Drawing only.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/cornerradius
    public var cornerRadius: CGFloat = 0
    /// Drawing only.
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/tintcolor
    public var tintColor: UIColor?

    /// Kept: a symbol's configuration does not size ListLab's images (their reserved size does).
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/preferredsymbolconfiguration
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  }

  let kind: Kind
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage?
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties: TextProperties
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties
  public var secondaryTextProperties: TextProperties
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.property
  public var imageProperties = ImageProperties()
  /// The margins around the content: the built-in cell's 11 points above and below and 16 at the
  /// sides unless set.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/directionallayoutmargins
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The space between the text and the secondary text: 3 points unless set.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytextverticalpadding
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The space after the image: 16 points, as between every part of the built-in cell; another
  /// value is not supported.
  ///
  /// - iOS 14.0+, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imagetotextpadding
  public var imageToTextPadding: CGFloat = 16
  /// Text and secondary text side by side (a value cell): refused when true, as `valueCell()`.
  ///
  /// - iOS 14.0+, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between side-by-side texts (kept: ListLab lays them one under the other).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytexthorizontalpadding
  public var textToSecondaryTextHorizontalPadding: CGFloat = 0

  init(kind: Kind, text: ListText.TextStyle, secondary: ListText.TextStyle) {
    self.kind = kind
    textProperties = TextProperties(font: UIFont(style: text))
    secondaryTextProperties = TextProperties(font: UIFont(style: secondary))
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { .init(kind: .cell, text: .body, secondary: .subheadline) }
  /// Laid out as `cell()`: the secondary text under the text.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    .init(kind: .subtitleCell, text: .body, secondary: .subheadline)
  }
  /// Not supported: ListLab lays the secondary text out under the text (`cell()`).
  ///
  /// - iOS 14.0+, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    .init(kind: .valueCell, text: .body, secondary: .body)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration {
    .init(kind: .sidebarCell, text: .body, secondary: .subheadline)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    .init(kind: .sidebarSubtitleCell, text: .body, secondary: .subheadline)
  }
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarcell()
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    .init(kind: .accompaniedSidebarCell, text: .body, secondary: .subheadline)
  }
  /// A header for the list's appearance (ListLab's plain or grouped header node).
  ///
  /// - iOS 18.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  public static func header() -> UIListContentConfiguration {
    .init(kind: .header(grouped: nil), text: .headline, secondary: .subheadline)
  }
  /// - iOS 18.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  public static func footer() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: nil), text: .footnote, secondary: .footnote)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  public static func plainHeader() -> UIListContentConfiguration {
    .init(kind: .header(grouped: false), text: .headline, secondary: .subheadline)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  public static func plainFooter() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: false), text: .footnote, secondary: .footnote)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  public static func groupedHeader() -> UIListContentConfiguration {
    .init(kind: .header(grouped: true), text: .footnote, secondary: .footnote)
  }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  public static func groupedFooter() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: true), text: .footnote, secondary: .footnote)
  }
  /// Not supported: ListLab has no sidebar header metrics.
  ///
  /// - iOS 14.0, deprecated in 18.0, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration {
    .init(kind: .sidebarHeader, text: .headline, secondary: .subheadline)
  }
  /// Not supported.
  ///
  /// - iOS 15.0+, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(kind: .prominentInsetGroupedHeader, text: .title3, secondary: .subheadline)
  }
  /// Not supported.
  ///
  /// - iOS 15.0+, refused: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/extraprominentinsetgroupedheader()
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(kind: .extraProminentInsetGroupedHeader, text: .title2, secondary: .subheadline)
  }

  /// ListLab draws no views: a content configuration is laid out from its values, and the view
  /// it makes holds them.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/makecontentview()
  public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration: ListLab's cells are always in the normal state.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

}

/// The view a list content configuration makes.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentview
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentview/configuration-swift.property
  open var configuration: any UIContentConfiguration

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uilistcontentview/init(coder:)
  public required init?(coder: NSCoder) { nil }
}
