/// The environment a list is laid out in: its device, safe area, layout margins, readable width
/// and direction.
///
/// What each style does with them (UIKit's defaults):
/// - Vertically, the safe area is added to the content insets the way
///   `contentInsetAdjustmentBehavior = .automatic` does for a vertical scroll view
///   (`adjustedContentInset`): the frames do not move, the content offset starts at −top and
///   may go to the content height + bottom − the viewport height
///   (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
/// - plain, grouped: cells, headers and footers span the width; their content view is inset by
///   the safe area at the sides (`UITableView.insetsContentViewsToSafeArea`, true by default:
///   https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea),
///   and built-in content and text headers keep ``layoutMargin`` inside it (the readable width's
///   margin with `readable_width`). Separators start at the same leading edge and run to the cell's
///   trailing edge, into the safe area on that side (as measured on an iPhone X in landscape:
///   https://useyourloaf.com/blog/table-view-separator-inset/).
/// - insetGrouped: sections are inset by the safe area plus the layout margin (the table's
///   layout margins include the safe area: `insetsLayoutMarginsFromSafeArea`).
/// - cards: the card sits inside the cell's content view, so the safe area insets it.
/// - grid: a flow layout measures its section insets from the content inset by default
///   (`sectionInsetReference = .fromContentInset`,
///   https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference),
///   and a vertical scroll view's content inset is not adjusted at the sides: items reach into
///   the side safe areas.
/// - Plugin styles get the viewport as it is.
extension ListOptions {
  /// The horizontal size class: the device's, else regular from 744 points of width (the iPad
  /// mini's portrait width, the narrowest full-screen iPad), else compact.
  public var horizontalSizeClass: SizeClass {
    deviceSizeClass ?? (width >= 744 ? .regular : .compact)
  }

  /// The side layout margin of the list (`systemMinimumLayoutMargins` of its view controller's
  /// root view): 20 points on a regular width and from 390 points of width, else 16 — measured:
  /// 16 on 375-point iPhones, 20 on 390-point and wider ones and on iPads. The safe area comes on
  /// top of it.
  public var layoutMargin: Double {
    horizontalSizeClass == .regular ? 20 : Self.defaultInset(width: width)
  }

  /// The readable content guide's widest width, at the default (Large) text size: 672 points
  /// (measured: an iPad Air 2 in landscape, 1024 points wide, insets it 176 points from each
  /// edge — https://useyourloaf.com/blog/readable-content-guides/). UIKit widens it at larger
  /// text sizes; ListLab uses 672 at every content size category.
  public static let readableContentWidth = 672.0

  /// The side margin of built-in content and text headers in a full-width cell whose content
  /// view is `contentViewWidth` wide: the layout margin, or with `readable_width` the larger
  /// margin that centres a ``readableContentWidth`` column.
  package func contentMargin(contentViewWidth: Double) -> Double {
    guard readableWidth else { return layoutMargin }
    return max(layoutMargin, (contentViewWidth - ListOptions.readableContentWidth) / 2)
  }

  /// The safe area with its sides as the layout uses them: leading in `left`, trailing in
  /// `right`. A right-to-left list is laid out left to right and mirrored at the end, so its
  /// physical right side is its leading side.
  /// (Inlinable: the layout reads it on every scroll, and a call would copy the whole options.)
  @inlinable public var leadingSafeArea: EdgeInsets {
    guard case .rtl = direction else { return safeArea }
    return EdgeInsets(top: safeArea.top, left: safeArea.right, bottom: safeArea.bottom, right: safeArea.left)
  }

  /// The separator inset given by `separator_inset`, else the default a plugin style is told:
  /// the layout margin.
  public var defaultSeparatorInset: Double { separatorInset ?? layoutMargin }
}

extension ListOptions {
  /// Reads `device` and `orientation`, before the options a preset sets can be overridden.
  static func readEnvironment(_ reader: inout FieldReader, into options: inout ListOptions) {
    let device = reader.choice("device", Device.self, noun: "device")
    let orientation = reader.choice("orientation", Orientation.self, noun: "device orientation")
    options.orientation = orientation ?? .portrait
    if let device {
      let metrics = device.metrics(options.orientation)
      options.device = device
      options.width = metrics.width
      options.height = metrics.height
      options.scale = metrics.scale
      options.safeArea = metrics.safeArea
      options.deviceSizeClass = metrics.horizontalSizeClass
    } else if orientation != nil, reader.table["device"] == nil {
      reader.problem(
        "orientation", "applies to a device preset (give device = \"iPhone 15\", …, or set width and height)")
    }
  }

  /// Reads `safe_area`, `direction` and `readable_width`, and checks that the safe area leaves
  /// some of the viewport.
  static func readSafeAreaAndDirection(_ reader: inout FieldReader, into options: inout ListOptions) {
    let given = reader.insets("safe_area")
    if let given { options.safeArea = given }
    let safe = options.safeArea
    if safe.horizontal >= options.width || safe.vertical >= options.height {
      let insets =
        "{top \(formatNumber(safe.top)), left \(formatNumber(safe.left)), bottom \(formatNumber(safe.bottom)), right \(formatNumber(safe.right))}"
      let rule =
        "leaves none of the \(formatNumber(options.width))×\(formatNumber(options.height)) viewport (top + bottom must be less than the height, left + right less than the width)"
      if given != nil {
        reader.problem("safe_area", "\(insets) \(rule)")
      } else {
        reader.problem("device", "\"\(options.device?.rawValue ?? "")\" has a safe area \(insets) that \(rule)")
      }
      options.safeArea = .zero
    }
    options.direction = reader.choice("direction", LayoutDirection.self, noun: "layout direction") ?? .ltr
    options.readableWidth = reader.boolean("readable_width") ?? false
  }
}

extension SectionEnvironment {
  /// The container's side layout margin: what a `layoutMargins` reference insets by, inside the
  /// safe area (`env.layout_margin` in a section provider).
  public var containerLayoutMargin: Double { layoutMargin }
}
