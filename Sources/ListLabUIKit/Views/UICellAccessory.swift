public import Foundation

/// An accessory of a list cell: ListLab lays out a disclosure indicator (8 × 13), a checkmark
/// (14 × 13), a detail button (22 × 22), a label (the built-in cell's badge) and a switch as a
/// custom view (51 × 31) at the trailing edge, as the Lua built-in cell's `accessory` and `badge`.
/// An outline disclosure is drawn from the section snapshot (the README's "Outlines"). Editing
/// accessories (`delete`, `insert`, `reorder`, `multiselect`) show only while editing, which a
/// ListLab collection view never is; displayed always, they are refused.
///
/// https://developer.apple.com/documentation/uikit/uicellaccessory
@MainActor
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory/displayedstate
  public enum DisplayedState: Int, Hashable, Sendable {
    case always, whenEditing, whenNotEditing

    /// Whether it shows in a collection view that is not editing.
    var showsWhenNotEditing: Bool { self != .whenEditing }
  }

  enum Kind {
    case disclosureIndicator, checkmark, detail, outlineDisclosure, toggle
    case label(String)
    case editing(String)
    case customView(String)
  }

  let kind: Kind
  let displayed: DisplayedState

  /// Options of the accessories (drawing only).
  @MainActor
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  public typealias DetailOptions = DisclosureIndicatorOptions
  public typealias LabelOptions = DisclosureIndicatorOptions
  public typealias DeleteOptions = DisclosureIndicatorOptions
  public typealias InsertOptions = DisclosureIndicatorOptions
  public typealias ReorderOptions = DisclosureIndicatorOptions
  public typealias MultiselectOptions = DisclosureIndicatorOptions

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosureoptions
  @MainActor
  public struct OutlineDisclosureOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosurestyle
    public enum Style: Int, Hashable, Sendable { case automatic, header, cell }
    public var style: Style
    public var isHidden: Bool?
    public var tintColor: UIColor?
    public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.style = style
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// A custom view accessory: ListLab lays out a `UISwitch` (the toggle accessory).
  ///
  /// https://developer.apple.com/documentation/uikit/uicellaccessory/customviewconfiguration
  @MainActor
  public struct CustomViewConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/placement
    public enum Placement {
      case leading(displayed: DisplayedState = .always)
      case trailing(displayed: DisplayedState = .always)
    }
    public var customView: UIView
    public var placement: Placement
    public var isHidden: Bool?
    public var reservedLayoutWidth: CGFloat?
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool?

    /// https://developer.apple.com/documentation/uikit/uicellaccessory/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/checkmark(displayed:options:)
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .checkmark, displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/detail(displayed:options:actionhandler:)
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .detail, displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosure(displayed:options:actionhandler:)
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .outlineDisclosure, displayed: displayed)
  }

  /// Laid out as the built-in cell's badge: the text in a pill at the trailing edge.
  ///
  /// https://developer.apple.com/documentation/uikit/uicellaccessory/label(text:displayed:options:)
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .label(text), displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/customview(configuration:)
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    let leading: Bool
    switch configuration.placement {
    case .leading(let state): (displayed, leading) = (state, true)
    case .trailing(let state): (displayed, leading) = (state, false)
    }
    guard configuration.customView is UISwitch, !leading else {
      return UICellAccessory(
        kind: .customView(String(describing: type(of: configuration.customView))), displayed: displayed)
    }
    return UICellAccessory(kind: .toggle, displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .editing("delete"), displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/insert(displayed:options:actionhandler:)
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .editing("insert"), displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/reorder(displayed:options:)
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .editing("reorder"), displayed: displayed)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory/multiselect(displayed:options:)
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .editing("multiselect"), displayed: displayed)
  }
}
