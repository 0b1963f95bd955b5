public import Foundation
import ListDeclaration
import ListLayout
import ListText

/// A configuration of a cell's content.
///
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor
public protocol UIContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
  func makeContentView() -> any UIView & UIContentView
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
///
/// https://developer.apple.com/documentation/uikit/uicontentview
@MainActor
public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for (selected, highlighted, …): ListLab's cells are
/// always in the normal state.
///
/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
@MainActor
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
@MainActor
public struct UICellConfigurationState: UIConfigurationState {
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isExpanded = false
  public init() {}
}

/// The content of a list cell, header or footer: text, secondary text and an image, laid out as
/// ListLab's built-in cell (cells) or default header and footer (headers and footers).
///
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
@MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
  /// Which system configuration this is.
  enum Kind: Hashable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
    case header(grouped: Bool?), footer(grouped: Bool?), sidebarHeader, prominentInsetGroupedHeader
    case extraProminentInsetGroupedHeader
  }

  /// Text properties (only the font and the number of lines are laid out).
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct
  @MainActor
  public struct TextProperties {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/font
    public var font: UIFont
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/numberoflines
    public var numberOfLines = 0
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/alignment-swift.property
    public var alignment = TextAlignment.natural
    /// Drawing only.
    public var color: UIColor = .label

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/textalignment
    public enum TextAlignment: Int, Hashable, Sendable {
      case natural, center, justified
    }

  }

  /// Image properties: the size ListLab reserves for the image.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct
  @MainActor
  public struct ImageProperties {
    /// The layout size reserved for the image (zero: the image's size, or 29 × 29 when the image
    /// has none — a symbol's, which ListLab cannot know).
    ///
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct/reservedlayoutsize
    public var reservedLayoutSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct/maximumsize
    public var maximumSize = CGSize.zero
    /// Drawing only.
    public var cornerRadius: CGFloat = 0
    /// Drawing only.
    public var tintColor: UIColor?

  }

  let kind: Kind
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/image
  public var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.property
  public var textProperties: TextProperties
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytextproperties
  public var secondaryTextProperties: TextProperties
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.property
  public var imageProperties = ImageProperties()
  /// The margins around the content: the built-in cell's 11 points above and below and 16 at the
  /// sides unless set.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/directionallayoutmargins
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The space between the text and the secondary text: 3 points unless set.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/texttosecondarytextverticalpadding
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The space after the image: 16 points, as between every part of the built-in cell; another
  /// value is not supported.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imagetotextpadding
  public var imageToTextPadding: CGFloat = 16

  init(kind: Kind, text: ListText.TextStyle, secondary: ListText.TextStyle) {
    self.kind = kind
    textProperties = TextProperties(font: UIFont(style: text))
    secondaryTextProperties = TextProperties(font: UIFont(style: secondary))
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
  public static func cell() -> UIListContentConfiguration { .init(kind: .cell, text: .body, secondary: .subheadline) }
  /// Laid out as `cell()`: the secondary text under the text.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    .init(kind: .subtitleCell, text: .body, secondary: .subheadline)
  }
  /// Not supported: ListLab lays the secondary text out under the text (`cell()`).
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    .init(kind: .valueCell, text: .body, secondary: .body)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration {
    .init(kind: .sidebarCell, text: .body, secondary: .subheadline)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/sidebarsubtitlecell()
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    .init(kind: .sidebarSubtitleCell, text: .body, secondary: .subheadline)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/accompaniedsidebarcell()
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    .init(kind: .accompaniedSidebarCell, text: .body, secondary: .subheadline)
  }
  /// A header for the list's appearance (ListLab's plain or grouped header node).
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/header()
  public static func header() -> UIListContentConfiguration {
    .init(kind: .header(grouped: nil), text: .headline, secondary: .subheadline)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/footer()
  public static func footer() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: nil), text: .footnote, secondary: .footnote)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/plainheader()
  public static func plainHeader() -> UIListContentConfiguration {
    .init(kind: .header(grouped: false), text: .headline, secondary: .subheadline)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/plainfooter()
  public static func plainFooter() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: false), text: .footnote, secondary: .footnote)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/groupedheader()
  public static func groupedHeader() -> UIListContentConfiguration {
    .init(kind: .header(grouped: true), text: .footnote, secondary: .footnote)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/groupedfooter()
  public static func groupedFooter() -> UIListContentConfiguration {
    .init(kind: .footer(grouped: true), text: .footnote, secondary: .footnote)
  }
  /// Not supported: ListLab has no sidebar header metrics.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration {
    .init(kind: .sidebarHeader, text: .headline, secondary: .subheadline)
  }
  /// Not supported. https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/prominentinsetgroupedheader()
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(kind: .prominentInsetGroupedHeader, text: .title3, secondary: .subheadline)
  }
  /// Not supported. https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/extraprominentinsetgroupedheader()
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(kind: .extraProminentInsetGroupedHeader, text: .title2, secondary: .subheadline)
  }

  /// ListLab draws no views: a content configuration is laid out from its values, and the view
  /// it makes holds them.
  public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration: ListLab's cells are always in the normal state.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

}

/// The view a list content configuration makes.
///
/// https://developer.apple.com/documentation/uikit/uilistcontentview
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/configuration-swift.property
  open var configuration: any UIContentConfiguration

  /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) { nil }
}
