public import ListText

extension BuiltInCell {
  /// The content node this shortcut stands for, built from ``parts``.
  public var node: Node {
    withStack { row, parts in Node(.stack(row.holding(parts)), id: "content") }!
  }

  /// The row of parts (`content`): its children are ``parts``.
  @usableFromInline static let row = Stack(
    axis: .horizontal, spacing: partSpacing, padding: margins, align: .center, children: [])
  /// The column of the text and the secondary text.
  @usableFromInline static let textColumn = Stack(axis: .vertical, spacing: textSpacing, children: [])
  /// The row that draws the badge's text on its background.
  @usableFromInline static let badgeRow = Stack(
    axis: .horizontal, padding: EdgeInsets(vertical: 2, horizontal: 7), children: [], background: "badge")

  /// A node of the cell's content below the row, described from the cell's fields: ``node``
  /// builds the tree from these, and ``ContentLayout`` measures them in its place, so that the two
  /// agree by construction and measuring a long list builds no trees.
  public enum Part: Sendable {
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
    package var id: String? {
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
    package var node: Node? {
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

    /// A fixed width in points (an image's, an accessory's).
    @inlinable public var width: Double? {
      switch self {
      case .image(let width, _): width
      case .accessory(let accessory): accessory.size.width
      default: nil
      }
    }

    /// A fixed height in points (an image's, an accessory's).
    @inlinable public var height: Double? {
      switch self {
      case .image(_, let height): height
      case .accessory(let accessory): accessory.size.height
      default: nil
      }
    }

    /// The label of a text part; nil for the other parts.
    @inlinable public var label: Label? {
      switch self {
      case .text(let text): Label(text: text, style: .body)
      case .secondary(let text): Label(text: text, style: .subheadline, color: "secondary")
      case .badgeText(let text): Label(text: text, style: .footnote, align: .center)
      default: nil
      }
    }

    /// Calls `body` with the stack a part stands for and its parts, lent for the call; nil for a
    /// part that is not a stack.
    @inlinable public func withStack<Result>(_ body: (Stack, Span<Self>) -> Result) -> Result? {
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

  /// Calls `body` with the row and its parts, lent for the call (never nil: the cell is a row).
  @inlinable public func withStack<Result>(_ body: (Stack, Span<Part>) -> Result) -> Result? {
    let parts = self.parts
    return body(Self.row, parts.span)
  }

  /// The row's parts: image, texts, badge, accessory, absent where the cell has none.
  @inlinable public var parts: InlineArray<4, Part> {
    [
      hasImage
        ? .image(width: imageWidth ?? Self.defaultImageSize, height: imageHeight ?? Self.defaultImageSize) : .absent,
      .texts(text: text, secondary: secondary),
      badge.map(Part.badge) ?? .absent,
      accessory.flatMap { $0 == .badge ? nil : Part.accessory($0) } ?? .absent,
    ]
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
