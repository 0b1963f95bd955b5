public import Foundation
import ListDeclaration
import ListLayout

/// A list section's configuration: its appearance, separators, headers and footers.
///
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration — laid out
/// with the metrics of ListLab's table styles (the README's "Compositional layouts", *List
/// sections*, names each metric and where it comes from).
@MainActor
public struct UICollectionLayoutListConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
  public enum Appearance: Int, Hashable, Sendable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.enum
  public enum HeaderMode: Int, Hashable, Sendable {
    case none, supplementary, firstItemInSection
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/footermode-swift.enum
  public enum FooterMode: Int, Hashable, Sendable {
    case none, supplementary
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.property
  public let appearance: Appearance
  /// Shown in every appearance but the sidebars unless set.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/showsseparators
  public var showsSeparators: Bool
  /// The separators' insets: ListLab draws one under each cell but the last, from
  /// `bottomSeparatorInsets.leading` (automatic: the content's layout margin).
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/separatorconfiguration
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.property
  public var headerMode: HeaderMode = .none
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/footermode-swift.property
  public var footerMode: FooterMode = .none
  /// Space above each header (iOS 15); nil for none.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headertoppadding
  public var headerTopPadding: CGFloat?
  /// Drawing only.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/backgroundcolor
  public var backgroundColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
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
/// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration
@MainActor
public struct UIListSeparatorConfiguration {
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/visibility-swift.enum
  public enum Visibility: Int, Hashable, Sendable {
    case automatic, visible, hidden
  }

  /// The insets that mean "the system's": the content's layout margin.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/automaticinsets
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
    trailing: -.greatestFiniteMagnitude)

  /// Not supported unless automatic: ListLab draws no separator above a cell.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/topseparatorinsets
  public var topSeparatorInsets = automaticInsets
  /// Only `leading` is laid out (ListLab's separators run to the cell's trailing edge).
  ///
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/bottomseparatorinsets
  public var bottomSeparatorInsets = automaticInsets
  /// Not supported unless automatic.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/topseparatorvisibility
  public var topSeparatorVisibility = Visibility.automatic
  /// Not supported unless automatic.
  ///
  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/bottomseparatorvisibility
  public var bottomSeparatorVisibility = Visibility.automatic
  /// Drawing only.
  public var color: UIColor?

  /// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration/init(listappearance:)
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
