import ListDiff

/// The built-in cell shortcut, like `UIListContentConfiguration.cell()`:
/// `cell "id" { text =, secondary =, image = {width=, height=}, accessory =, badge = }`.
///
/// It becomes an ordinary content node, so it measures and diffs like custom content:
///
///     row { padding = {top=11, left=16, bottom=11, right=16}, spacing = 16, align = "center",
///       image { width=, height= },                          -- when `image` is given
///       column { spacing = 3,                                -- stretches (hugging 250)
///         label { text = text, style = "body" },
///         label { text = secondary, style = "subheadline" }, -- when `secondary` is given
///       },
///       row { padding = {2, 7}, background = "badge",        -- when `badge` is given
///         label { text = badge, style = "footnote" } },
///       box { width=, height= },                             -- the accessory, sized below
///     }
///
/// Metrics (points): layout margins 11 top and bottom, 16 leading and trailing (UIKit's cell
/// content margins on a 375-point iPhone); 16 between parts; 3 between text and secondary text;
/// accessories: chevron 8×13, checkmark 14×13, detail (info button) 22×22, toggle (UISwitch) 51×31.
/// A built-in cell is at least 44 points tall, the table view's standard row height (the HIG's
/// minimum tappable height).
public struct BuiltInCell: Hashable, Sendable {
  public enum Accessory: String, CaseIterable, Hashable, Sendable {
    case chevron, checkmark, detail, toggle, badge

    /// The accessory view's size in points.
    public var size: (width: Double, height: Double) {
      switch self {
      case .chevron: (8, 13)
      case .checkmark: (14, 13)
      case .detail: (22, 22)
      case .toggle: (51, 31)
      case .badge: (0, 0)  // drawn from the `badge` text instead
      }
    }
  }

  public var text: String?
  public var secondary: String?
  public var imageWidth: Double?
  public var imageHeight: Double?
  public var accessory: Accessory?
  public var badge: String?

  public static let margins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
  public static let partSpacing = 16.0
  public static let textSpacing = 3.0
  public static let minimumHeight = 44.0
  /// A built-in image with no size given is 29×29 (a settings icon).
  public static let defaultImageSize = 29.0

  public init(
    text: String? = nil, secondary: String? = nil, imageWidth: Double? = nil, imageHeight: Double? = nil,
    accessory: Accessory? = nil, badge: String? = nil
  ) {
    self.text = text
    self.secondary = secondary
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    self.accessory = accessory
    self.badge = badge
  }

  /// Adds every field to a content fingerprint (see ``CellDeclaration/contentHash``).
  func fingerprint(into fingerprint: inout ContentFingerprint) {
    fingerprint.combine(1)  // unlike the marker of a cell without content
    fingerprint.combine(text)
    fingerprint.combine(secondary)
    fingerprint.combine(imageWidth)
    fingerprint.combine(imageHeight)
    fingerprint.combine(accessory?.rawValue)
    fingerprint.combine(badge)
  }

  /// Whether an image part is shown.
  public var hasImage: Bool { imageWidth != nil || imageHeight != nil }

  /// Whether any field is given: a cell with none has no built-in content.
  var usesAnyField: Bool { text != nil || secondary != nil || hasImage || accessory != nil || badge != nil }

  /// The content node this shortcut stands for, built from ``parts``.
  public var node: Node {
    withStack { row, parts in Node(.stack(row.holding(parts)), id: "content") }!
  }
}

// MARK: - The content, described

extension BuiltInCell {
  /// The row of parts (`content`): its children are ``parts``.
  static let row = Stack(axis: .horizontal, spacing: partSpacing, padding: margins, align: .center, children: [])
  /// The column of the text and the secondary text.
  static let textColumn = Stack(axis: .vertical, spacing: textSpacing, children: [])
  /// The row that draws the badge's text on its background.
  static let badgeRow = Stack(
    axis: .horizontal, padding: EdgeInsets(vertical: 2, horizontal: 7), children: [], background: "badge")

  /// A node of the cell's content below the row, described from the cell's fields: ``node``
  /// builds the tree from these, and ``ContentLayout`` measures them in its place, so that the two
  /// agree by construction and measuring a long list builds no trees.
  enum Part {
    /// A part the cell does not have: hidden, so it takes no space and no spacing, as if it were
    /// not there (and it is left out of the node tree).
    case absent
    case image(width: Double, height: Double)
    /// The column of the text and the secondary text.
    case texts(text: String?, secondary: String?)
    case text(String)
    case secondary(String)
    /// The badge's background row, around its text.
    case badge(String)
    case badgeText(String)
    case accessory(Accessory)

    /// The node's `id` (for `l:subframes(id)` and drawing).
    var id: String? {
      switch self {
      case .absent, .texts, .badgeText: nil
      case .image: "image"
      case .text: "text"
      case .secondary: "secondary"
      case .badge: "badge"
      case .accessory(let accessory): accessory.rawValue
      }
    }

    /// The node this part stands for; nil for an absent part.
    var node: Node? {
      let kind: Node.Kind
      switch self {
      case .absent: return nil
      case .image: kind = .image(Image())
      case .accessory(let accessory): kind = .box(Box(color: accessory.rawValue))
      case .text, .secondary, .badgeText: kind = .label(label!)
      case .texts, .badge: kind = .stack(withStack { stack, parts in stack.holding(parts) }!)
      }
      return Node(kind, id: id, width: width, height: height)
    }
  }

  /// The row's parts: image, texts, badge, accessory, absent where the cell has none.
  @inline(__always)
  var parts: InlineArray<4, Part> {
    [
      hasImage
        ? .image(width: imageWidth ?? Self.defaultImageSize, height: imageHeight ?? Self.defaultImageSize) : .absent,
      .texts(text: text, secondary: secondary),
      badge.map(Part.badge) ?? .absent,
      accessory.flatMap { $0 == .badge ? nil : Part.accessory($0) } ?? .absent,
    ]
  }
}

extension BuiltInCell: ContentTree {
  var hidden: Bool { false }
  var weight: Double? { nil }
  var width: Double? { nil }
  var height: Double? { nil }
  var shape: ContentShape { .stack }
  var label: Label? { nil }

  func withStack<Result>(_ body: (Stack, Span<Part>) -> Result) -> Result? {
    let parts = self.parts
    return body(Self.row, parts.span)
  }
}

extension BuiltInCell.Part: ContentTree {
  var hidden: Bool {
    if case .absent = self { true } else { false }
  }

  var weight: Double? { nil }

  var width: Double? {
    switch self {
    case .image(let width, _): width
    case .accessory(let accessory): accessory.size.width
    default: nil
    }
  }

  var height: Double? {
    switch self {
    case .image(_, let height): height
    case .accessory(let accessory): accessory.size.height
    default: nil
    }
  }

  var shape: ContentShape {
    switch self {
    case .absent: .spacer
    case .image: .image
    case .accessory: .box
    case .text, .secondary, .badgeText: .label
    case .texts, .badge: .stack
    }
  }

  var label: Label? {
    switch self {
    case .text(let text): Label(text: text, style: .body)
    case .secondary(let text): Label(text: text, style: .subheadline, color: "secondary")
    case .badgeText(let text): Label(text: text, style: .footnote, align: .center)
    default: nil
    }
  }

  func withStack<Result>(_ body: (Stack, Span<Self>) -> Result) -> Result? {
    switch self {
    case .texts(let text, let secondary):
      let texts: InlineArray<2, Self> = [.text(text ?? ""), secondary.map(Self.secondary) ?? .absent]
      return body(BuiltInCell.textColumn, texts.span)
    case .badge(let text):
      let badge: InlineArray<1, Self> = [.badgeText(text)]
      return body(BuiltInCell.badgeRow, badge.span)
    default:
      return nil
    }
  }
}

extension Stack {
  /// This stack with the nodes of `parts` as its children.
  fileprivate func holding(_ parts: Span<BuiltInCell.Part>) -> Stack {
    var stack = self
    stack.children.reserveCapacity(parts.count)
    for index in parts.indices {
      if let node = parts[index].node { stack.children.append(node) }
    }
    return stack
  }
}
