import ListDeclaration
import ListDiff
import ListLayout
import ListText

/// The content of cells and supplementary views as the core's content nodes: what a view tree
/// built from labels, image views and stack views measures as.
///
/// - A `UIListContentConfiguration` cell is the core's built-in cell (text, secondary text, an
///   image, an accessory and a badge), so it measures exactly as a Lua cell with `text`,
///   `secondary`, `image`, `accessory` and `badge`; other fonts or line counts make it the same
///   tree with those labels changed (then without the built-in cell's 44-point minimum).
/// - A header or footer configuration is the default header or footer node of the README's
///   "Cells and content".
/// - A view tree: a `UILabel` is a `label` (its font's text style, `numberOfLines`, alignment), a
///   `UIImageView` an `image`, a `UIStackView` a `row` or `column` (spacing, alignment, `.fill` or
///   `.fillEqually`, its layout margins as padding when `isLayoutMarginsRelativeArrangement`), an
///   empty view a `box` (a `spacer` when its hugging priority along its stack is 1 or less), and a
///   view with one subview pinned on its four edges — to the view or to its `layoutMarginsGuide`,
///   with constants — a column padded by those insets. Constant width and height constraints fix
///   a node's size. Anything else stops with a message naming it.
@MainActor
enum ContentNodes {
  // MARK: Cells

  /// The declaration of the cell a provider returned for item `id`.
  static func cell(_ cell: UICollectionViewCell, id: Identifier) -> CellDeclaration {
    let accessories = (cell as? UICollectionViewListCell)?.accessories ?? []
    if let list = cell.contentConfiguration as? UIListContentConfiguration {
      // A height constraint on the content view fixes the row's height (the content is laid out
      // in it, as a Lua cell's `height` does).
      return listCell(list, accessories: accessories, id: id, height: fixedSize(of: cell.contentView).height)
    }
    let shown = accessories.filter { accessory in
      if case .outlineDisclosure = accessory.kind { return false }
      return accessory.displayed.showsWhenNotEditing && !accessory.isHidden
    }
    if !shown.isEmpty {
      UIKitFailure.unsupported(
        api: "UICollectionViewListCell.accessories on a cell without a UIListContentConfiguration",
        reason: "ListLab lays accessories out with the list content configuration's text and image"
      ).raise()
    }
    if let configuration = cell.contentConfiguration {
      return CellDeclaration(id: id, content: content(of: configuration.makeContentView()))
    }
    return CellDeclaration(id: id, content: content(of: cell.contentView))
  }

  /// The content of a view that holds a cell's or a supplementary view's content; nil when it is
  /// empty.
  static func content(of view: UIView) -> Node? {
    if let list = view as? UIListContentView, let configuration = list.configuration as? UIListContentConfiguration {
      return listCell(configuration, accessories: [], id: "content").content
    }
    if view.subviews.isEmpty && fixedSize(of: view) == (nil, nil) { return nil }
    return node(of: view, along: nil)
  }

  /// A list content configuration's cell: the built-in cell, or its node with other fonts.
  static func listCell(
    _ list: UIListContentConfiguration, accessories: [UICellAccessory], id: Identifier, height: Double? = nil
  ) -> CellDeclaration {
    switch list.kind {
    case .valueCell:
      UIKitFailure.unsupported(
        api: "UIListContentConfiguration.valueCell()",
        reason: "ListLab lays the secondary text out under the text; use .cell() or .subtitleCell()"
      ).raise()
    case .header(let grouped), .footer(let grouped):
      let isHeader = if case .header = list.kind { true } else { false }
      let style: ListStyle = grouped == true ? .grouped : .plain
      return CellDeclaration(
        id: id, content: Layout.defaultSupplementaryNode(list.text ?? "", isHeader: isHeader, style: style))
    case .sidebarHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
      UIKitFailure.unsupported(
        api: "UIListContentConfiguration.\(list.kind)()",
        reason:
          "ListLab knows the plain and grouped header and footer metrics; use .header(), .plainHeader() or .groupedHeader()"
      ).raise()
    case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell:
      break
    }
    if list.prefersSideBySideTextAndSecondaryText {
      UIKitFailure.unsupported(
        api: "UIListContentConfiguration.prefersSideBySideTextAndSecondaryText = true",
        reason: "ListLab lays the secondary text out under the text"
      ).raise()
    }
    let (accessory, badge) = builtInAccessories(accessories)
    var imageSize: CGSize?
    if let image = list.image {
      var size = list.imageProperties.reservedLayoutSize
      if size.width <= 0 || size.height <= 0 { size = image.size }
      if size.width <= 0 || size.height <= 0 {
        size = CGSize(width: BuiltInCell.defaultImageSize, height: BuiltInCell.defaultImageSize)
      }
      let maximum = list.imageProperties.maximumSize
      if maximum.width > 0 { size.width = min(size.width, maximum.width) }
      if maximum.height > 0 { size.height = min(size.height, maximum.height) }
      imageSize = size
    }
    let builtIn = BuiltInCell(
      text: list.text, secondary: list.secondaryText, imageWidth: imageSize.map { Double($0.width) },
      imageHeight: imageSize.map { Double($0.height) }, accessory: accessory, badge: badge)
    let text = list.textProperties
    let secondary = list.secondaryTextProperties
    if list.imageToTextPadding != CGFloat(BuiltInCell.partSpacing) {
      UIKitFailure.unsupported(
        api: "UIListContentConfiguration.imageToTextPadding",
        reason: "ListLab's built-in cell keeps 16 points between its image, its text and its accessory"
      ).raise()
    }
    let margins = list.directionalLayoutMargins.core
    let textSpacing = Double(list.textToSecondaryTextVerticalPadding)
    if text.font.style == .body, secondary.font.style == .subheadline, text.numberOfLines == 0,
      secondary.numberOfLines == 0, text.alignment == .natural, secondary.alignment == .natural,
      margins == BuiltInCell.margins, textSpacing == BuiltInCell.textSpacing
    {
      return CellDeclaration(id: id, height: height, builtIn: builtIn)
    }
    var node = relabel(builtIn.node) { nodeID, label in
      let properties = nodeID == "secondary" ? secondary : nodeID == "text" ? text : nil
      guard let properties else { return label }
      var changed = label
      changed.style = properties.font.style
      changed.lines = properties.numberOfLines
      changed.align = properties.alignment == .center ? .center : .leading
      return changed
    }
    if case .stack(var row) = node.kind {
      row.padding = margins
      row.children = row.children.map { child in
        guard case .stack(var column) = child.kind, column.axis == .vertical else { return child }
        var changed = child
        column.spacing = textSpacing
        changed.kind = .stack(column)
        return changed
      }
      node.kind = .stack(row)
    }
    return CellDeclaration(id: id, height: height, content: node)
  }

  /// The built-in cell's accessory and badge from a list cell's accessories.
  private static func builtInAccessories(_ accessories: [UICellAccessory]) -> (BuiltInCell.Accessory?, String?) {
    var accessory: BuiltInCell.Accessory?
    var badge: String?
    func set(_ new: BuiltInCell.Accessory) {
      if let accessory {
        UIKitFailure.unsupported(
          api: "UICollectionViewListCell.accessories with both \(accessory) and \(new)",
          reason: "ListLab lays out one trailing accessory (and a label before it)"
        ).raise()
      }
      accessory = new
    }
    for item in accessories where item.displayed.showsWhenNotEditing && !item.isHidden {
      switch item.kind {
      case .disclosureIndicator: set(.chevron)
      case .checkmark: set(.checkmark)
      case .detail: set(.detail)
      case .toggle: set(.toggle)
      case .outlineDisclosure: continue  // drawn from the section snapshot's outline
      case .label(let text):
        if badge != nil {
          UIKitFailure.unsupported(
            api: "UICollectionViewListCell.accessories with two .label accessories",
            reason: "ListLab lays out one label (the built-in cell's badge)"
          ).raise()
        }
        badge = text
      case .editing(let name):
        UIKitFailure.unsupported(
          api: "UICellAccessory.\(name)(displayed: \(item.displayed))",
          reason: "ListLab's collection views never edit; editing accessories show only while editing"
        ).raise()
      case .customView(let type):
        UIKitFailure.unsupported(
          api: "UICellAccessory.customView(configuration:) with a \(type)",
          reason: "ListLab lays out a UISwitch at the trailing edge (the toggle accessory)"
        ).raise()
      }
    }
    return (accessory, badge)
  }

  /// `node` with each label changed by `change`, given the label node's id.
  static func relabel(_ node: Node, _ change: (String?, Label) -> Label) -> Node {
    var node = node
    switch node.kind {
    case .label(let label):
      node.kind = .label(change(node.id, label))
    case .stack(var stack):
      stack.children = stack.children.map { relabel($0, change) }
      node.kind = .stack(stack)
    default:
      break
    }
    return node
  }

  // MARK: Supplementary views

  /// A supplementary view's content: the text of a header or footer configuration, or a node.
  enum SupplementaryContent {
    case text(String, isHeader: Bool, grouped: Bool?)
    case node(Node)
    case empty

    /// As a boundary item's content, drawn in a section of `style`.
    func node(style: ListStyle, isHeader: Bool) -> Node? {
      switch self {
      case .text(let text, let header, let grouped):
        let metrics: ListStyle = grouped.map { $0 ? .grouped : .plain } ?? style
        return Layout.defaultSupplementaryNode(text, isHeader: header, style: metrics)
      case .node(let node): return node
      case .empty: return nil
      }
    }

    /// As a header or footer of a list section of `style`: `.header()`'s text follows the list's
    /// appearance, as the core's text headers do, and so does a `.plainHeader()` in a plain list
    /// or a `.groupedHeader()` in a grouped one (the same configuration); the other way round,
    /// the configuration's own metrics.
    func declared(style: ListStyle) -> Supplementary? {
      switch self {
      case .text(let text, let header, let grouped):
        guard let grouped, grouped != (style == .grouped) else { return .text(text) }
        return .node(Layout.defaultSupplementaryNode(text, isHeader: header, style: grouped ? .grouped : .plain))
      case .node(let node): return .node(node)
      case .empty: return nil
      }
    }
  }

  /// What a supplementary view shows.
  static func supplementary(_ view: UICollectionReusableView, style: ListStyle) -> SupplementaryContent {
    if let cell = view as? UICollectionViewCell, let list = cell.contentConfiguration as? UIListContentConfiguration {
      switch list.kind {
      case .header(let grouped): return .text(list.text ?? "", isHeader: true, grouped: grouped)
      case .footer(let grouped): return .text(list.text ?? "", isHeader: false, grouped: grouped)
      default:
        return listCell(
          list, accessories: cell is UICollectionViewListCell ? (cell as! UICollectionViewListCell).accessories : [],
          id: "supplementary"
        ).content.map(SupplementaryContent.node) ?? .empty
      }
    }
    if let cell = view as? UICollectionViewCell {
      if let configuration = cell.contentConfiguration {
        return content(of: configuration.makeContentView()).map(SupplementaryContent.node) ?? .empty
      }
      return content(of: cell.contentView).map(SupplementaryContent.node) ?? .empty
    }
    return content(of: view).map(SupplementaryContent.node) ?? .empty
  }
}
