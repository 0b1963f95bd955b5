public import Foundation

/// A view a collection view shows for a supplementary element (a header, a badge) or a
/// decoration; the base of cells.
///
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  public internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// ListLab's: how a collection view makes a view of a registered class, as UIKit does with
  /// `init(frame:)` (a Swift metatype can only call a required initializer). A subclass that
  /// overrides `init(frame:)` and implements `init?(coder:)`, as UIKit asks every cell to, inherits
  /// it, and it calls the subclass's `init(frame:)`.
  public required convenience init(listLabRegistration: Void) { self.init(frame: .zero) }

  /// ListLab makes a new view for each element: nothing is reused.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { frame = layoutAttributes.frame }
}

/// A cell: its content view holds what it shows, or a content configuration describes it.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  public let contentView = UIView(frame: .zero)
  /// The content, laid out from its values (a ``UIListContentConfiguration``) instead of the
  /// content view's subviews.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)?
  /// Drawing only. https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Drawing only. https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
  open var backgroundView: UIView?
  /// Drawing only. https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
  open var selectedBackgroundView: UIView?
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected = false
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
  open var isHighlighted = false
  /// Called once, when the cell is configured (ListLab's cells are always in the normal state).
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.property
  open var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationstate
  open var configurationState: UICellConfigurationState { UICellConfigurationState() }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)
  open func updateConfiguration(using state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/setneedsupdateconfiguration()
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
}

/// A cell of a list section: a content configuration, accessories and an indentation.
///
/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] = []
  /// Set from the section snapshot's levels; ListLab indents by the level × 10 points (the
  /// README's "Outlines").
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  open var indentationLevel = 0
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth
  open var indentationWidth: CGFloat = 10
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentsaccessories
  open var indentsAccessories = true

  /// `UIListContentConfiguration.cell()`.
  ///
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A cell's background (drawing only).
///
/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
@MainActor
public struct UIBackgroundConfiguration {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var backgroundInsets = NSDirectionalEdgeInsets.zero

  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
