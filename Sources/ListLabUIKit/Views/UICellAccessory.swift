public import Foundation

/// An accessory of a list cell: ListLab lays out a disclosure indicator (8 × 13), a checkmark
/// (14 × 13), a detail button (22 × 22), a label (the built-in cell's badge) and a switch as a
/// custom view (51 × 31) at the trailing edge, as the Lua built-in cell's `accessory` and `badge`.
/// An outline disclosure is drawn from the section snapshot (the README's "Outlines"). Editing
/// accessories (`delete`, `insert`, `reorder`, `multiselect`) show only while editing, which a
/// ListLab collection view never is; displayed always, they are refused. An accessory's options
/// (hidden, tint, reserved width, font) are kept and drawn by nobody; its action handler is kept
/// (ListLab has no taps to call it).
///
/// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
@MainActor
public struct UICellAccessory {
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Int, Hashable, Sendable {
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/always
    case always
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whenediting
    case whenEditing
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whennotediting
    case whenNotEditing

    /// Whether it shows in a collection view that is not editing.
    var showsWhenNotEditing: Bool { self != .whenEditing }
  }

  /// The width an accessory's layout reserves. Kept: ListLab lays each accessory out at its own
  /// width.
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
  public enum LayoutDimension: Hashable, Sendable {
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/actual
    case actual
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/standard
    case standard
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/custom(_:)
    case custom(CGFloat)
  }

  /// What a tap on an accessory calls (kept: ListLab has no taps).
  ///
  /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler
  public typealias ActionHandler = @MainActor () -> Void

  /// Where a custom view accessory sits: ListLab lays out a `UISwitch` at the trailing edge, last.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement
  public enum Placement {
    /// The index among the cell's accessories on that edge (kept; ListLab lays out one trailing
    /// accessory).
    ///
    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/position
    public typealias Position = @MainActor ([UICellAccessory]) -> Int

    /// Refused for a custom view: ListLab lays out no leading accessory.
    ///
    /// - iOS 14.0+, refused: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/leading(displayed:at:)
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/trailing(displayed:at:)
    case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/position(after:)
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        (accessories.lastIndex { $0.kind.sameKind(as: accessory.kind) }).map { $0 + 1 } ?? accessories.count
      }
    }

    /// - iOS 14.0+, stored: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/position(before:)
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? accessories.count }
    }
  }

  enum Kind {
    case disclosureIndicator
    case checkmark
    case detail
    case outlineDisclosure
    case toggle
    case label(String)
    case editing(String)
    case customView(String)

    func sameKind(as other: Kind) -> Bool {
      switch (self, other) {
      case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.detail, .detail),
        (.outlineDisclosure, .outlineDisclosure), (.toggle, .toggle), (.label, .label), (.customView, .customView):
        true
      case (.editing(let a), .editing(let b)): a == b
      default: false
      }
    }
  }

  let kind: Kind
  let displayed: DisplayedState
  /// Whether its options hide it (a hidden accessory takes no room).
  let isHidden: Bool
  /// The handler the accessory was given, if any.
  let actionHandler: ActionHandler?

  init(kind: Kind, displayed: DisplayedState, isHidden: Bool? = nil, actionHandler: ActionHandler? = nil) {
    self.kind = kind
    self.displayed = displayed
    self.isHidden = isHidden ?? false
    self.actionHandler = actionHandler
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// - iOS 15.4+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// Drawn from the section snapshot: a parent item's disclosure (the README's "Outlines").
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// Laid out as the built-in cell's badge: the text in a pill at the trailing edge.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/label(text:displayed:options:)
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .label(text), displayed: displayed, isHidden: options.isHidden)
  }

  /// A `UISwitch` at the trailing edge is laid out as the toggle accessory; other views, and the
  /// leading edge, are refused when the cell is laid out.
  ///
  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:)
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    let leading: Bool
    switch configuration.placement {
    case .leading(let state, _): (displayed, leading) = (state, true)
    case .trailing(let state, _): (displayed, leading) = (state, false)
    }
    guard configuration.customView is UISwitch, !leading else {
      let name = String(describing: type(of: configuration.customView))
      return UICellAccessory(
        kind: .customView(leading ? "\(name) at the leading edge" : name), displayed: displayed,
        isHidden: configuration.isHidden)
    }
    return UICellAccessory(kind: .toggle, displayed: displayed, isHidden: configuration.isHidden)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .editing("delete"), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insert(displayed:options:actionhandler:)
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .editing("insert"), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> UICellAccessory
  {
    UICellAccessory(kind: .editing("reorder"), displayed: displayed, isHidden: options.isHidden)
  }

  /// - iOS 14.0+, modelled: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselect(displayed:options:)
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(kind: .editing("multiselect"), displayed: displayed, isHidden: options.isHidden)
  }
}
