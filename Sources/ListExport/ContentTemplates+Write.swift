import ListDeclaration
import ListLayout
import ListText
import UIKitAvailability

extension ContentTemplates.Template {
  /// The view class's name: `StatusCell`, `BannerView`.
  var className: String { name + (isCell ? "Cell" : "View") }

  /// The class a cell of this template is: a list cell in a list section.
  var superclass: String {
    isCell ? (inList ? "UICollectionViewListCell" : "UICollectionViewCell") : "UICollectionReusableView"
  }

  /// The model struct: an `id` for a cell's, a field per label, an `…IsHidden` per view some uses
  /// hide.
  func writeStruct(into code: inout SwiftCode) {
    code.line("")
    code.line("/// What a \(className) shows: \(ContentTemplates.summary(tree)).")
    code.block("struct \(name): Hashable {") { code in
      if isCell { code.line("var id: String") }
      for label in labels { code.line("var \(label.field): String") }
      if hasHeight { code.line("var height: CGFloat?") }
      for index in varyingHidden { code.line("var \(hiddenField(index)) = false") }
    }
  }

  /// The field of the node at depth-first `index` that hides it: `alertsIsHidden`.
  func hiddenField(_ index: Int) -> String {
    let nodes = ContentTemplates.preorder(tree)
    if case .label = nodes[index].kind {
      let number = nodes[..<index].filter { if case .label = $0.kind { true } else { false } }.count
      return labels[number].field + "IsHidden"
    }
    return hiddenProperty(index) + "IsHidden"
  }

  /// The property holding the node at depth-first `index` (a label's, or a view some uses hide).
  func hiddenProperty(_ index: Int) -> String {
    let nodes = ContentTemplates.preorder(tree)
    let node = nodes[index]
    if case .label = node.kind {
      let number = nodes[..<index].filter { if case .label = $0.kind { true } else { false } }.count
      return labels[number].property
    }
    return ViewTree.propertyName(node, index)
  }

  /// The view class: the views built once in `init(frame:)`, pinned to the content view (a card's
  /// inside a rounded view, pinned to the content view's layout margins), and `configure(with:)`.
  func writeClass(card: Bool, target: IOSVersion, into code: inout SwiftCode) {
    code.line("")
    code.line("/// A \(isCell ? "cell" : "supplementary view") showing a \(name).")
    code.block("final class \(className): \(superclass) {") { code in
      var tree = ViewTree(template: self, target: target)
      let root = tree.build()
      for property in tree.properties { code.line(property) }
      if hasHeight {
        code.line("private lazy var heightConstraint = contentView.heightAnchor.constraint(equalToConstant: 0)")
      }
      code.line("")
      code.block("override init(frame: CGRect) {") { code in
        code.line("super.init(frame: frame)")
        for line in tree.lines { code.line(line) }
        let container = isCell ? "contentView" : "self"
        var pinned = root
        if card {
          code.line("let card = UIView()")
          code.line("card.backgroundColor = .secondarySystemGroupedBackground")
          code.line("card.layer.cornerRadius = 10")
          Self.pin(root, to: "card", into: &code)
          pinned = "card"
        }
        Self.pin(pinned, to: card ? "\(container).layoutMarginsGuide" : container, adding: container, into: &code)
      }
      code.line("")
      code.block("required init?(coder: NSCoder) {") { code in
        code.line("fatalError(\"init(coder:) has not been implemented\")")
      }
      code.line("")
      let value = SwiftNames.variable(name, fallback: "content")
      code.block("func configure(with \(value): \(name)) {") { code in
        for label in labels { code.line("\(label.property).text = \(value).\(label.field)") }
        for index in varyingHidden { code.line("\(hiddenProperty(index)).isHidden = \(value).\(hiddenField(index))") }
        if hasHeight {
          code.line("heightConstraint.constant = \(value).height ?? 0")
          code.line("heightConstraint.isActive = \(value).height != nil")
        }
        if labels.isEmpty && varyingHidden.isEmpty && !hasHeight { code.line("_ = \(value)") }
      }
    }
  }

  /// `view` added to `parent` (the container itself, or the view owning the guide) and pinned to
  /// `guide`'s four edges.
  static func pin(_ view: String, to guide: String, adding parent: String? = nil, into code: inout SwiftCode) {
    code.line("\(view).translatesAutoresizingMaskIntoConstraints = false")
    code.line("\(parent ?? guide).addSubview(\(view))")
    code.block("NSLayoutConstraint.activate([", closer: "])") { code in
      for edge in ["top", "leading", "bottom", "trailing"] {
        code.line("\(view).\(edge)Anchor.constraint(equalTo: \(guide).\(edge)Anchor),")
      }
    }
  }
}

/// The Swift that builds a template's views, children first: stored properties for its labels
/// and the views some uses hide, locals for the rest.
struct ViewTree {
  let template: ContentTemplates.Template
  /// The app's deployment target: colours are written as it has them.
  let target: IOSVersion
  private(set) var properties: [String] = []
  private(set) var lines: [String] = []
  private var names = NameScope(reserved: ["card", "contentView"])
  private var position = 0
  private var labelIndex = 0

  init(template: ContentTemplates.Template, target: IOSVersion) {
    self.template = template
    self.target = target
  }

  /// Writes the views and returns the root's name.
  mutating func build() -> String { view(template.tree, along: nil) }

  /// The property of a node some uses hide: its id's name (`level` → `levelImageView`), or its
  /// kind's with its index.
  static func propertyName(_ node: Node, _ index: Int) -> String {
    let suffix: String =
      switch node.kind {
      case .image: "ImageView"
      case .stack: "Stack"
      case .label: "Label"
      default: "View"
      }
    guard let id = node.id else { return node.kindName + "\(index)" + suffix }
    let base = SwiftNames.variable(id, fallback: node.kindName)
    return base.hasSuffix(suffix) ? base : base + suffix
  }

  private mutating func view(_ node: Node, along axis: Stack.Axis?) -> String {
    let index = position
    position += 1
    let hideable = template.varyingHidden.contains(index)
    let name: String
    switch node.kind {
    case .label(let label):
      name = template.labels[labelIndex].property
      labelIndex += 1
      properties.append("private let \(name) = UILabel()")
      lines.append("\(name).font = .preferredFont(forTextStyle: .\(label.style.rawValue))")
      lines.append("\(name).adjustsFontForContentSizeCategory = true")
      if label.lines != 1 { lines.append("\(name).numberOfLines = \(label.lines)") }
      switch label.align {
      case .leading: break
      case .center: lines.append("\(name).textAlignment = .center")
      case .trailing: lines.append("\(name).textAlignment = .right")
      }
      if let color = label.color { lines.append("\(name).textColor = \(ColorCode.expression(color, target: target))") }
    case .image(let image):
      name = hideable ? Self.propertyName(node, index) : local(node, "image")
      let source = image.name.map { "UIImage(named: \(SwiftLiteral.string($0)))" } ?? ""
      if hideable {
        properties.append("private let \(name) = UIImageView(\(source.isEmpty ? "" : "image: " + source))")
      } else {
        lines.append("let \(name) = UIImageView(\(source.isEmpty ? "" : "image: " + source))")
      }
      if let radius = image.cornerRadius {
        lines.append("\(name).layer.cornerRadius = \(SwiftLiteral.number(radius))")
        lines.append("\(name).clipsToBounds = true")
      }
    case .box(let box):
      name = hideable ? Self.propertyName(node, index) : local(node, "box")
      if hideable {
        properties.append("private let \(name) = UIView()")
      } else {
        lines.append("let \(name) = UIView()")
      }
      if let color = box.color {
        lines.append("\(name).backgroundColor = \(ColorCode.expression(color, target: target))")
      }
    case .spacer:
      name = hideable ? Self.propertyName(node, index) : local(node, "spacer")
      if hideable {
        properties.append("private let \(name) = UIView()")
      } else {
        lines.append("let \(name) = UIView()")
      }
      let stackAxis = axis == .vertical ? "vertical" : "horizontal"
      lines.append("\(name).setContentHuggingPriority(UILayoutPriority(1), for: .\(stackAxis))")
    case .stack(let stack):
      let children = stack.children.map { view($0, along: stack.axis) }
      name = hideable ? Self.propertyName(node, index) : local(node, "stack")
      if hideable {
        properties.append("private let \(name) = UIStackView()")
        lines.append("\(SwiftLiteral.array(children)).forEach(\(name).addArrangedSubview)")
      } else {
        lines.append("let \(name) = UIStackView(arrangedSubviews: \(SwiftLiteral.array(children)))")
      }
      stackLines(stack, name: name)
    }
    if template.alwaysHidden.contains(index) { lines.append("\(name).isHidden = true") }
    if let id = node.id { lines.append("\(name).accessibilityIdentifier = \(SwiftLiteral.string(id))") }
    if node.width != nil || node.height != nil {
      lines.append("\(name).translatesAutoresizingMaskIntoConstraints = false")
      if let width = node.width {
        lines.append("\(name).widthAnchor.constraint(equalToConstant: \(SwiftLiteral.number(width))).isActive = true")
      }
      if let height = node.height {
        lines.append("\(name).heightAnchor.constraint(equalToConstant: \(SwiftLiteral.number(height))).isActive = true")
      }
    }
    return name
  }

  private mutating func stackLines(_ stack: Stack, name: String) {
    lines.append("\(name).axis = .\(stack.axis == .vertical ? "vertical" : "horizontal")")
    if stack.spacing != 0 { lines.append("\(name).spacing = \(SwiftLiteral.number(stack.spacing))") }
    let alignment: String? =
      switch stack.align {
      case .fill: nil
      case .leading: "leading"
      case .center: "center"
      case .trailing: "trailing"
      case .top: "top"
      case .bottom: "bottom"
      }
    if let alignment { lines.append("\(name).alignment = .\(alignment)") }
    if stack.distribute == .equal { lines.append("\(name).distribution = .fillEqually") }
    if stack.padding != .zero {
      lines.append("\(name).isLayoutMarginsRelativeArrangement = true")
      let padding = stack.padding
      lines.append(
        "\(name).directionalLayoutMargins = "
          + SwiftLiteral.insets(
            top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right))
    }
    if let background = stack.background {
      lines.append("\(name).backgroundColor = \(ColorCode.expression(background, target: target))")
    }
  }

  /// A local's name: the node's id (`icon`), else its kind numbered (`stack1`).
  private mutating func local(_ node: Node, _ kind: String) -> String {
    if let id = node.id, !SwiftNames.words(id).isEmpty { return names.unique(SwiftNames.variable(id, fallback: kind)) }
    var number = 1
    while true {
      let candidate = "\(kind)\(number)"
      let unique = names.unique(candidate)
      if unique == candidate { return candidate }
      number += 1
    }
  }
}
