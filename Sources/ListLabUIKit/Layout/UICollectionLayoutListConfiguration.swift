public import Foundation
import ListDeclaration
import ListLayout

/// A list section's configuration: its appearance, separators, headers and footers.
///
/// Laid out with the metrics of ListLab's table styles (the README's "Compositional layouts", *List
/// sections*, names each metric and where it comes from).
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Int, Hashable, Sendable {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/plain
    case plain
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/grouped
    case grouped
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped
    case insetGrouped
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebar
    case sidebar
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebarplain
    case sidebarPlain
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Int, Hashable, Sendable {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/none
    case none
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/supplementary
    case supplementary
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection
    case firstItemInSection
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Int, Hashable, Sendable {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/none
    case none
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/supplementary
    case supplementary
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public let appearance: Appearance
  /// Shown in every appearance but the sidebars unless set.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
  public var showsSeparators: Bool
  /// The separators' insets: ListLab draws one under each cell but the last, from
  /// `bottomSeparatorInsets.leading` (automatic: the content's layout margin).
  ///
  /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: HeaderMode = .none
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: FooterMode = .none
  /// Space above each header (iOS 15); nil for none.
  ///
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding
  public var headerTopPadding: CGFloat?
  /// Drawing only.
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor?
  /// The separators of each item, asked for every item of a list section as it is laid out
  /// (separators are drawn, so its answer moves no frame).
  ///
  /// - iOS 14.5+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// Kept: ListLab has no swipes (a test may call it).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Kept: ListLab has no swipes (a test may call it).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// - iOS 14.5+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  var core: ListSectionConfiguration {
    let appearance: ListSectionConfiguration.Appearance =
      switch self.appearance {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    let header: ListSectionConfiguration.HeaderMode =
      switch headerMode {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    return ListSectionConfiguration(
      appearance: appearance, headerMode: header,
      footerMode: footerMode == .supplementary ? .supplementary : ListSectionConfiguration.FooterMode.none,
      showsSeparators: showsSeparators, separatorInset: separatorConfiguration.coreLeadingInset,
      headerTopPadding: headerTopPadding.map(Double.init))
  }
}

/// The separators of a list section.
///
/// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct
@MainActor
public struct UIListSeparatorConfiguration {
  /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum
  public enum Visibility: Int, Hashable, Sendable {
    /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/automatic
    case automatic
    /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/visible
    case visible
    /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/hidden
    case hidden
  }

  /// The insets that mean "the system's": the content's layout margin.
  ///
  /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
    trailing: -.greatestFiniteMagnitude)

  /// Not supported unless automatic: ListLab draws no separator above a cell.
  ///
  /// - iOS 14.5+, refused: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorinsets
  public var topSeparatorInsets = automaticInsets
  /// Only `leading` is laid out (ListLab's separators run to the cell's trailing edge).
  ///
  /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorinsets
  public var bottomSeparatorInsets = automaticInsets
  /// Not supported unless automatic.
  ///
  /// - iOS 14.5+, refused: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
  public var topSeparatorVisibility = Visibility.automatic
  /// Not supported unless automatic.
  ///
  /// - iOS 14.5+, refused: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Drawing only.
  ///
  /// - iOS 14.5+, stored: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/color
  public var color: UIColor?

  /// - iOS 14.5+, modelled: https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  /// The leading inset of the separators, nil for the automatic one.
  var coreLeadingInset: Double? {
    let api = "UIListSeparatorConfiguration"
    if topSeparatorInsets != Self.automaticInsets || topSeparatorVisibility != .automatic
      || bottomSeparatorVisibility != .automatic
    {
      UIKitFailure.unsupported(
        api: "\(api).topSeparatorInsets, .topSeparatorVisibility and .bottomSeparatorVisibility",
        reason:
          "ListLab draws one separator under every cell but the last of a section; hide them all with showsSeparators = false"
      ).raise()
    }
    let bottom = bottomSeparatorInsets
    if bottom == Self.automaticInsets { return nil }
    if bottom.trailing != 0 && bottom.trailing != Self.automaticInsets.trailing {
      UIKitFailure.unsupported(
        api: "\(api).bottomSeparatorInsets.trailing",
        reason: "ListLab's separators run to the cell's trailing edge; give 0"
      ).raise()
    }
    return bottom.leading == Self.automaticInsets.leading ? nil : Double(bottom.leading)
  }
}
