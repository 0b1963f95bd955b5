public import Foundation

/// A view a collection view shows for a supplementary element (a header, a badge) or a
/// decoration; the base of cells.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  public internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionreusableview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// ListLab's: how a collection view makes a view of a registered class, as UIKit does with
  /// `init(frame:)` (a Swift metatype can only call a required initializer). A subclass that
  /// overrides `init(frame:)` and implements `init?(coder:)`, as UIKit asks every cell to, inherits
  /// it, and it calls the subclass's `init(frame:)`.
  ///
  /// - ListLab's own, not in UIKit.
  public required convenience init(listLabRegistration: Void) { self.init(frame: .zero) }

  /// ListLab makes a new view for each element: nothing is reused.
  ///
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { frame = layoutAttributes.frame }
}

/// A cell: its content view holds what it shows, or a content configuration describes it.
///
/// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  public let contentView = UIView(frame: .zero)
  /// The content, laid out from its values (a ``UIListContentConfiguration``) instead of the
  /// content view's subviews.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?
  /// Drawing only.
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Drawing only.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
  open var backgroundView: UIView?
  /// Drawing only.
  ///
  /// - iOS 6.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
  open var selectedBackgroundView: UIView?
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
  open var isHighlighted = false
  /// Called once, when the cell is configured (ListLab's cells are always in the normal state).
  ///
  /// - iOS 15.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.property
  open var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// - iOS 6.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState()
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// A plain list cell's background (drawing only).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicollectionviewcell/defaultbackgroundconfiguration()
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
}

/// A cell of a list section: a content configuration, accessories and an indentation.
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] = []
  /// Set from the section snapshot's levels; ListLab indents by the level × 10 points (the
  /// README's "Outlines").
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  open var indentationLevel = 0
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth
  open var indentationWidth: CGFloat = 10
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentsaccessories
  open var indentsAccessories = true

  /// `UIListContentConfiguration.cell()`.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A cell's background (drawing only).
///
/// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
@MainActor
public struct UIBackgroundConfiguration {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor?
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius
  public var cornerRadius: CGFloat = 0
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor
  public var strokeColor: UIColor?
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokewidth
  public var strokeWidth: CGFloat = 0
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundinsets
  public var backgroundInsets = NSDirectionalEdgeInsets.zero

  /// The same configuration: ListLab's cells are always in the normal state.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
  /// Kept (drawing only).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/customview
  public var customView: UIView?
  /// - iOS 18.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listcell()
  public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 18.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listheader()
  public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 18.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listfooter()
  public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0, deprecated in 18.0, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listplainheaderfooter()
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0, deprecated in 18.0, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listgroupedheaderfooter()
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listaccompaniedsidebarcell()
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listplaincell()
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listgroupedcell()
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  /// - iOS 14.0, deprecated in 18.0, modelled: https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listsidebarcell()
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
