public import ListText

/// How the list is laid out: UITableView's styles, cards, a grid, or a style from a plugin.
public enum ListStyle: Hashable, Sendable, CustomStringConvertible {
  case plain, grouped, insetGrouped, cards, grid
  /// `UICollectionViewCompositionalLayout`: items in groups in sections (see
  /// ``CompositionalConfiguration``).
  case compositional
  /// A layout style registered by a Lua plugin with `layout(name, fn)`.
  case custom(String)

  /// Whether this is ``grid``. A pattern, not `== .grid`: another module calls an enum's
  /// synthesized `==` even when it inlines everything around it, and the layout asks this of
  /// every visible cell.
  @inlinable public var isGrid: Bool {
    if case .grid = self { true } else { false }
  }

  public static let builtIn: [ListStyle] = [.plain, .grouped, .insetGrouped, .cards, .grid, .compositional]

  public var description: String {
    switch self {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .cards: "cards"
    case .grid: "grid"
    case .compositional: "compositional"
    case .custom(let name): name
    }
  }

  /// Styles that draw separators.
  public var hasSeparators: Bool { self == .plain || self == .grouped || self == .insetGrouped }
}

/// Grid columns: a fixed count, or as many columns of at least `minWidth` as fit.
public enum GridColumns: Hashable, Sendable {
  case fixed(Int)
  case adaptive(minWidth: Double)

  /// The column count for `available` points with `spacing` between columns.
  public func count(available: Double, spacing: Double) -> Int {
    switch self {
    case .fixed(let count): return count
    case .adaptive(let minWidth):
      // n columns fit when n·min + (n−1)·spacing ≤ available; at most 1000, as a fixed count.
      let fitting = ((available + spacing) / (minWidth + spacing)).rounded(.down)
      guard fitting.isFinite else { return 1 }
      return Int(min(max(fitting, 1), 1000))
    }
  }

  static func read(_ key: String, _ reader: inout FieldReader) -> GridColumns? {
    guard let value = reader.value(key) else { return nil }
    switch value {
    case .integer, .number:
      guard let number = value.number, number.isFinite, number == number.rounded(), number >= 1, number <= 1000 else {
        reader.problem(key, "must be a whole number of columns from 1 to 1000, got \(value.shown)")
        return nil
      }
      return .fixed(Int(number))
    case .table(let table):
      var inner = FieldReader(kind: reader.subjectKind, id: reader.subjectID, site: reader.site, table: table)
      let minWidth = inner.number("min_width", positive: true)
      inner.reportUnknownKeys()
      for problem in inner.problems {
        reader.problem(key, (problem.field.map { "\($0) " } ?? "") + problem.message)
      }
      guard let minWidth else {
        if inner.problems.isEmpty { reader.problem(key, "must be a number or { min_width = W }") }
        return nil
      }
      return .adaptive(minWidth: minWidth)
    default:
      reader.problem(key, "must be a number or { min_width = W }, got \(value.shown)")
      return nil
    }
  }
}

/// How grid items of one line share its height.
public enum GridAlignment: String, CaseIterable, Hashable, Sendable {
  /// Every item of a line takes the line's height (the tallest item's).
  case stretch
  /// Items keep their own height, at the line's top.
  case top
}

/// The options of `list { … }`, each with a documented default.
public struct ListOptions: Hashable, Sendable {
  public var style: ListStyle = .plain
  /// Viewport width in points.
  public var width = 375.0
  /// Viewport height in points.
  public var height = 667.0
  /// Pixels per point: every frame edge snaps to 1/scale.
  public var scale = 3.0
  /// nil: measure every cell up front; a height: lazy self-sizing as cells are displayed.
  public var estimatedHeight: Double?
  /// Dynamic Type content size category.
  public var contentSize: ContentSizeCategory = .large
  /// The separators' leading inset; nil for the style's default (see
  /// ``defaultSeparatorInset``).
  public var separatorInset: Double?
  public var separators = true
  /// insetGrouped: horizontal inset of the sections; nil for 16 below 390 points of width, else 20.
  public var inset: Double?
  public var cornerRadius = 10.0
  /// Gap between consecutive sections; nil for the style's default (``defaultSectionSpacing``).
  public var sectionSpacing: Double?
  public var cardMargin = 8.0
  public var cardSpacing = 8.0
  public var columns: GridColumns = .fixed(2)
  public var spacing = 10.0
  public var lineSpacing = 10.0
  public var insets: EdgeInsets = .zero
  public var align: GridAlignment = .stretch
  /// Space above the first section and below the last (UIScrollView's content inset).
  public var contentInsets: EdgeInsets = .zero
  /// The compositional style's layout (`layout = compositional {…}`); nil for its default, a
  /// plain list section.
  public var compositional: CompositionalConfiguration?
  /// The device preset the viewport comes from (`device =`), and its orientation.
  public var device: Device?
  public var orientation: Orientation = .portrait
  /// The parts of the viewport covered by the status bar, the sensor housing and the home
  /// indicator (`UIView.safeAreaInsets`): the device's, or `safe_area`. See
  /// `ListOptions+Environment.swift` for what each style does with it.
  public var safeArea: EdgeInsets = .zero
  /// The horizontal size class a device sets; nil to infer it from the width.
  public var deviceSizeClass: SizeClass?
  /// `direction = "rtl"` lays the list out right to left.
  public var direction: LayoutDirection = .ltr
  /// `readable_width = true`: cells' layout margins follow the readable content guide
  /// (`cellLayoutMarginsFollowReadableWidth`).
  public var readableWidth = false

  public init() {}

  /// The insetGrouped inset actually used (the safe area aside): `inset`, else the layout margin
  /// (16 below 390 points of width, else 20; see ``layoutMargin``).
  public var resolvedInset: Double {
    inset ?? layoutMargin
  }

  /// A root view's side layout margin at `width` points: 16 below 390 points, 20 from there
  /// (measured: an insetGrouped table's rows sit that far in — 16 on 320–375-point iPhones, 20 on
  /// the 390-point and wider ones). insetGrouped's inset and the `layoutMargins` insets reference
  /// of compositional sections share it.
  public static func defaultInset(width: Double) -> Double { width < 390 ? 16 : 20 }

  /// The section spacing actually used: the option, else 35 for grouped and insetGrouped (UIKit's
  /// empty grouped footer and header, 17.5 each), else 0.
  public var resolvedSectionSpacing: Double {
    if let sectionSpacing { return sectionSpacing }
    switch style {
    case .grouped, .insetGrouped: return 35
    default: return 0
    }
  }

  public var grid: PixelGrid { PixelGrid(scale: scale) }

  /// The option keys of `list { … }`.
  public static let keys = [
    "style", "width", "height", "scale", "estimated_height", "content_size", "separator_inset", "separators", "inset",
    "corner_radius", "section_spacing", "card_margin", "card_spacing", "columns", "spacing", "line_spacing", "insets",
    "align", "content_insets", "layout", "device", "orientation", "safe_area", "direction", "readable_width",
  ]
}

extension ListOptions {
  /// Reads the options of `list { … }` (its record part), with the style names plugins registered.
  static func read(_ reader: inout FieldReader, customStyles: Set<String>) -> ListOptions {
    var options = ListOptions()
    readEnvironment(&reader, into: &options)
    if let value = reader.value("style") {
      if case .string(let name) = value {
        // A plugin may replace a built-in style (it must ask to), so plugin styles come first.
        if customStyles.contains(name) {
          options.style = .custom(name)
        } else if let style = ListStyle.builtIn.first(where: { $0.description == name }) {
          options.style = style
        } else {
          let names = ListStyle.builtIn.map(\.description) + customStyles.sorted()
          let hint = Suggestion.parenthesized(name, in: names)
          reader.problem(
            "style", "\"\(name)\" is not a list style\(hint); expected one of \(names.joined(separator: ", "))")
        }
      } else {
        reader.problem("style", "must be a string naming a list style, got \(value.shown)")
      }
    }
    if let width = reader.number("width", positive: true) {
      if width < 1 || width > 100_000 {
        reader.problem("width", "must be from 1 to 100000 points, got \(formatNumber(width))")
      } else {
        options.width = width
      }
    }
    if let height = reader.number("height", positive: true) {
      if height < 1 || height > 1_000_000 {
        reader.problem("height", "must be from 1 to 1000000 points, got \(formatNumber(height))")
      } else {
        options.height = height
      }
    }
    if let scale = reader.number("scale", positive: true) {
      if scale < 0.5 || scale > 8 {
        reader.problem("scale", "must be from 0.5 to 8 pixels per point, got \(formatNumber(scale))")
      } else {
        options.scale = scale
      }
    }
    if let estimate = reader.length("estimated_height") {
      // An estimate below one pixel would lay every cell out at 0 and never display one.
      if estimate <= 0 {
        reader.problem("estimated_height", "must be greater than 0, got \(formatNumber(estimate))")
      } else if estimate < 1 / options.scale {
        let scale = formatNumber(options.scale)
        reader.problem(
          "estimated_height",
          "must be at least one pixel (1/\(scale) point at scale \(scale)), got \(formatNumber(estimate))")
      } else {
        options.estimatedHeight = estimate
      }
    }
    options.contentSize =
      reader.choice("content_size", ContentSizeCategory.self, noun: "content size category") ?? .large
    options.separatorInset = reader.length("separator_inset")
    options.separators = reader.boolean("separators") ?? true
    options.inset = reader.length("inset")
    options.cornerRadius = reader.length("corner_radius") ?? options.cornerRadius
    options.sectionSpacing = reader.length("section_spacing")
    options.cardMargin = reader.length("card_margin") ?? options.cardMargin
    options.cardSpacing = reader.length("card_spacing") ?? options.cardSpacing
    options.columns = GridColumns.read("columns", &reader) ?? options.columns
    options.spacing = reader.length("spacing") ?? options.spacing
    options.lineSpacing = reader.length("line_spacing") ?? options.lineSpacing
    options.insets = reader.insets("insets") ?? options.insets
    options.align = reader.choice("align", GridAlignment.self, noun: "grid alignment") ?? options.align
    options.contentInsets = reader.insets("content_insets") ?? options.contentInsets
    readCompositional(&reader, into: &options)
    readSafeAreaAndDirection(&reader, into: &options)
    return options
  }
}

extension ListOptions {
  /// Reads `layout`: a compositional layout, or a section layout every section shares. Giving
  /// it makes the style compositional; another style with it is a problem.
  private static func readCompositional(_ reader: inout FieldReader, into options: inout ListOptions) {
    guard let value = reader.value("layout") else { return }
    switch value {
    case .layout(.configuration(let configuration)):
      options.compositional = configuration
    case .layout(.section(let section)):
      options.compositional = CompositionalConfiguration(section: section)
    default:
      reader.problem(
        "layout",
        "must be a compositional {…}, a layout_section {…} or a list_configuration {…}, got \(value.shown)")
      return
    }
    if reader.table["style"] == nil {
      options.style = .compositional
    } else if options.style != .compositional {
      reader.problem("layout", "applies to the compositional style (this list is \(options.style))")
    }
  }
}
