public import Foundation
import ListDeclaration
import ListLayout

/// How a section scrolls across the layout's axis.
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/none
  case none = 0
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuous
  case continuous
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/continuousgroupleadingboundary
  case continuousGroupLeadingBoundary
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/paging
  case paging
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppaging
  case groupPaging
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/grouppagingcentered
  case groupPagingCentered

  var core: OrthogonalScrolling {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}

/// What insets are measured from.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference
public enum UIContentInsetsReference: Int, Hashable, Sendable {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference/automatic
  case automatic = 0
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference/none
  case none
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference/safearea
  case safeArea
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference/layoutmargins
  case layoutMargins
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicontentinsetsreference/readablecontent
  case readableContent

  func core(_ api: String) -> InsetsReference {
    switch self {
    case .automatic: return .automatic
    case .none: return .none
    case .safeArea: return .safeArea
    case .layoutMargins: return .layoutMargins
    case .readableContent:
      UIKitFailure.unsupported(
        api: "\(api) = .readableContent",
        reason: "ListLab measures section insets from the safe area or the layout margins; use .layoutMargins"
      )
      .raise()
    }
  }
}

/// A section of a compositional layout: a group repeated down the list (or across it), with its
/// spacing, insets, boundary items and decorations — or a list section (`list(using:layoutEnvironment:)`).
///
/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor
public final class NSCollectionLayoutSection {
  /// The group, or nil for a list section.
  let group: NSCollectionLayoutGroup?
  /// The list configuration of a list section.
  let listConfiguration: UICollectionLayoutListConfiguration?
  /// A list section's insets as its appearance gives them (its `contentInsets` until set).
  var listInsets = NSDirectionalEdgeInsets.zero

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
  public var interGroupSpacing: CGFloat = 0
  /// Space around the section's groups. A list section's start as the insets ListLab gives its
  /// appearance (the insetGrouped and sidebar rows' side insets, the safe area included; zero
  /// for the others); set, they replace them, and its rows, header and footer lie inside them.
  ///
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// How an orthogonally scrolling section decelerates and bounces (kept: ListLab does not
  /// animate scrolling).
  ///
  /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingproperties
  public var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// What the section's content insets are measured from (iOS 14).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference
  public var contentInsetsReference: UIContentInsetsReference = .automatic
  /// What boundary items' side insets are measured from (iOS 16).
  ///
  /// - iOS 16.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementarycontentinsetsreference
  public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Whether boundary items follow the section's content insets (deprecated in iOS 16 for
  /// ``supplementaryContentInsetsReference``: true is `.automatic`, false `.none`).
  ///
  /// - iOS 13.0, deprecated in 16.0, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets
  public var supplementariesFollowContentInsets: Bool {
    get { supplementaryContentInsetsReference != .none }
    set { supplementaryContentInsetsReference = newValue ? .automatic : .none }
  }
  /// Not supported: ListLab does not call back while scrolling.
  ///
  /// - iOS 13.0+, refused: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler
  public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
    didSet {
      if visibleItemsInvalidationHandler != nil {
        UIKitFailure.unsupported(
          api: "NSCollectionLayoutSection.visibleItemsInvalidationHandler",
          reason:
            "ListLab does not call back while a section scrolls; read the layout attributes after layoutIfNeeded()"
        )
        .raise()
      }
    }
  }

  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    listConfiguration = nil
  }

  init(list configuration: UICollectionLayoutListConfiguration) {
    group = nil
    listConfiguration = configuration
  }

  /// A list section: one self-sizing row per cell, with the configuration's appearance,
  /// separators, headers and footers (ListLab's table styles' metrics; see the README's
  /// "Compositional layouts", *List sections*).
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(list: configuration)
    if let options = (layoutEnvironment as? LayoutEnvironment)?.options {
      section.listInsets = NSDirectionalEdgeInsets(
        ListSectionConfiguration.defaultInsets(configuration.core.appearance, options: options))
      section.contentInsets = section.listInsets
    }
    return section
  }

  /// The core's section layout, with the boundary items' content asked from the data source.
  func core(_ context: TranslationContext) -> SectionLayout {
    if let listConfiguration {
      if interGroupSpacing != 0 || !boundarySupplementaryItems.isEmpty || !decorationItems.isEmpty
        || orthogonalScrollingBehavior != .none
      {
        UIKitFailure.unsupported(
          api:
            "NSCollectionLayoutSection.list(using:layoutEnvironment:) with interGroupSpacing, boundarySupplementaryItems, decorationItems or orthogonalScrollingBehavior",
          reason: "a list section lays out as its configuration says; use a section of groups for the rest"
        )
        .raise()
      }
      var list = listConfiguration.core
      if contentInsets != listInsets { list.contentInsets = contentInsets.core }
      return .list(list)
    }
    return .section(
      CompositionalSection(
        group: group!.coreItem(context), interGroupSpacing: Double(interGroupSpacing),
        contentInsets: contentInsets.core, orthogonalScrolling: orthogonalScrollingBehavior.core,
        boundaryItems: boundarySupplementaryItems.map { $0.coreBoundary(context, section: context.section) },
        decorationItems: decorationItems.map(\.coreDecoration),
        supplementaryInsetsReference: supplementaryContentInsetsReference.core(
          "NSCollectionLayoutSection.supplementaryContentInsetsReference"),
        contentInsetsReference: contentInsetsReference.core("NSCollectionLayoutSection.contentInsetsReference")))
  }
}

/// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item as `visibleItemsInvalidationHandler` sees it (not supported: the handler is never called).
///
/// - iOS 13.0+, refused: https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/frame
  var frame: CGRect { get }
  /// - iOS 13.0+, modelled: https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/indexpath
  var indexPath: IndexPath { get }
}

/// How an orthogonally scrolling section decelerates and bounces.
///
/// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties
@MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
  /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/decelerationrate-swift.property
  public var decelerationRate = DecelerationRate.automatic
  /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bounce-swift.property
  public var bounce = BounceMode.automatic

  init() {}

  /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/decelerationrate-swift.struct
  public struct DecelerationRate: Hashable, Sendable {
    let rawValue: CGFloat
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/decelerationrate-swift.struct/automatic
    public static let automatic = DecelerationRate(rawValue: 0)
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/decelerationrate-swift.struct/normal
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/decelerationrate-swift.struct/fast
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bouncemode
  public enum BounceMode: Int, Hashable, Sendable {
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bouncemode/automatic
    case automatic
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bouncemode/always
    case always
    /// - iOS 17.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties/bouncemode/never
    case never
  }
}
