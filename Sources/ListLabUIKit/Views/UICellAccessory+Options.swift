public import Foundation

// The options of the system accessories, as UIKit declares them. `isHidden` hides the accessory
// (it takes no room); the tint, the reserved width and the fonts are drawing and are kept.

extension UICellAccessory {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
  @MainActor
  public struct DisclosureIndicatorOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/tintcolor
    public var tintColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  @MainActor
  public struct CheckmarkOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/tintcolor
    public var tintColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// - iOS 15.4+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions
  @MainActor
  public struct DetailOptions {
    /// - iOS 15.4+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/ishidden
    public var isHidden: Bool
    /// - iOS 15.4+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 15.4+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/tintcolor
    public var tintColor: UIColor?

    /// - iOS 15.4+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions
  @MainActor
  public struct LabelOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/tintcolor
    public var tintColor: UIColor?
    /// Kept: ListLab measures the badge in its own font (the built-in cell's).
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/font
    public var font: UIFont
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/adjustsfontforcontentsizecategory
    public var adjustsFontForContentSizeCategory: Bool

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/init(ishidden:reservedlayoutwidth:tintcolor:font:adjustsfontforcontentsizecategory:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font ?? .preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
  @MainActor
  public struct OutlineDisclosureOptions {
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.property
    public var style: OutlineDisclosureStyle
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/tintcolor
    public var tintColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      style: OutlineDisclosureStyle? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Kept: ListLab draws every outline disclosure alike.
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle
  public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/automatic
    case automatic
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/header
    case header
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/cell
    case cell
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  @MainActor
  public struct DeleteOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/tintcolor
    public var tintColor: UIColor?
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/backgroundcolor
    public var backgroundColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
  @MainActor
  public struct InsertOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/tintcolor
    public var tintColor: UIColor?
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/backgroundcolor
    public var backgroundColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  @MainActor
  public struct ReorderOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/tintcolor
    public var tintColor: UIColor?
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/showsverticalseparator
    public var showsVerticalSeparator: Bool

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions
  @MainActor
  public struct MultiselectOptions {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/tintcolor
    public var tintColor: UIColor?
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/backgroundcolor
    public var backgroundColor: UIColor?

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// A custom view as an accessory: ListLab lays out a `UISwitch` at the trailing edge (the
  /// toggle accessory); another view, or the leading edge, is refused when the cell is laid out.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration
  @MainActor
  public struct CustomViewConfiguration {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/customview
    public var customView: UIView
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/placement
    public var placement: Placement
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/ishidden
    public var isHidden: Bool
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/reservedlayoutwidth
    public var reservedLayoutWidth: LayoutDimension
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/tintcolor
    public var tintColor: UIColor?
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/maintainsfixedsize
    public var maintainsFixedSize: Bool

    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}
