import ListDeclaration
import ListLayout
import ListText

/// The content trees of custom cells and supplementary views, as view-building functions: cells
/// whose content differs only in its texts share one function (`makeContent1()`), and each cell
/// gives its label texts in order.
struct ContentTemplates {
  /// Trees with their label texts blanked, numbered from 1 in the order first met.
  private(set) var trees: [Node] = []
  private var numbers: [Node: Int] = [:]

  /// The number of the template `node` follows, and its label texts in depth-first order.
  mutating func template(of node: Node) -> (number: Int, texts: [String]) {
    var texts: [String] = []
    let blank = Self.blanked(node, texts: &texts)
    if let number = numbers[blank] { return (number, texts) }
    trees.append(blank)
    numbers[blank] = trees.count
    return (trees.count, texts)
  }

  /// `node` with every label's text empty; the texts appended to `texts` in depth-first order.
  static func blanked(_ node: Node, texts: inout [String]) -> Node {
    var node = node
    switch node.kind {
    case .label(var label):
      texts.append(label.text)
      label.text = ""
      node.kind = .label(label)
    case .stack(var stack):
      stack.children = stack.children.map { blanked($0, texts: &texts) }
      node.kind = .stack(stack)
    default:
      break
    }
    return node
  }

  /// Whether a tree uses a row whose children share its width by weight (no UIKit equivalent).
  static func hasWeightedRow(_ node: Node) -> Bool {
    if case .stack(let stack) = node.kind {
      return stack.distribute == .weighted || stack.children.contains(where: hasWeightedRow)
    }
    return false
  }

  /// `makeContentN()`: builds the template's views and returns the root and its labels.
  func write(into code: inout SwiftCode, staticPrefix: String) {
    for (index, tree) in trees.enumerated() {
      code.line("")
      code.line("/// Content template \(index + 1): \(Self.summary(tree)).")
      code.block("@MainActor \(staticPrefix)func makeContent\(index + 1)() -> (view: UIView, labels: [UILabel]) {") {
        code in
        var names = ViewNames()
        var labels: [String] = []
        let root = Self.view(tree, along: nil, into: &code, names: &names, labels: &labels)
        code.line("return (\(root), \(SwiftLiteral.array(labels)))")
      }
    }
  }

  /// `row(image, column(label, label))`, for the comment above a template.
  static func summary(_ node: Node) -> String {
    switch node.kind {
    case .stack(let stack):
      return node.kindName + "(" + stack.children.map(summary).joined(separator: ", ") + ")"
    default:
      return node.kindName
    }
  }

  /// Writes the views of `node` (children first) and returns the name of its view.
  static func view(
    _ node: Node, along axis: Stack.Axis?, into code: inout SwiftCode, names: inout ViewNames, labels: inout [String]
  ) -> String {
    let name: String
    switch node.kind {
    case .label(let label):
      name = names.next("label")
      labels.append(name)
      code.line("let \(name) = UILabel()")
      code.line("\(name).font = .preferredFont(forTextStyle: .\(label.style.rawValue))")
      code.line("\(name).adjustsFontForContentSizeCategory = true")
      if label.lines != 1 { code.line("\(name).numberOfLines = \(label.lines)") }
      switch label.align {
      case .leading: break
      case .center: code.line("\(name).textAlignment = .center")
      case .trailing: code.line("\(name).textAlignment = .right")
      }
      if let color = label.color { code.line("\(name).textColor = \(ColorCode.expression(color))") }
    case .image(let image):
      name = names.next("image")
      let source = image.name.map { "UIImage(named: \(SwiftLiteral.string($0)))" } ?? "nil"
      code.line("let \(name) = UIImageView(image: \(source))")
      if let radius = image.cornerRadius {
        code.line("\(name).layer.cornerRadius = \(SwiftLiteral.number(radius))")
        code.line("\(name).clipsToBounds = true")
      }
    case .box(let box):
      name = names.next("box")
      code.line("let \(name) = UIView()")
      if let color = box.color { code.line("\(name).backgroundColor = \(ColorCode.expression(color))") }
    case .spacer:
      name = names.next("spacer")
      code.line("let \(name) = UIView()")
      let stackAxis = axis == .vertical ? "vertical" : "horizontal"
      code.comment("A spacer: it hugs its content least, so it takes the free space.")
      code.line("\(name).setContentHuggingPriority(UILayoutPriority(1), for: .\(stackAxis))")
    case .stack(let stack):
      let children = stack.children.map { view($0, along: stack.axis, into: &code, names: &names, labels: &labels) }
      name = names.next("stack")
      code.line("let \(name) = UIStackView(arrangedSubviews: \(SwiftLiteral.array(children)))")
      code.line("\(name).axis = .\(stack.axis == .vertical ? "vertical" : "horizontal")")
      if stack.spacing != 0 { code.line("\(name).spacing = \(SwiftLiteral.number(stack.spacing))") }
      let alignment: String? =
        switch stack.align {
        case .fill: nil
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .top: "top"
        case .bottom: "bottom"
        }
      if let alignment { code.line("\(name).alignment = .\(alignment)") }
      if stack.distribute == .equal { code.line("\(name).distribution = .fillEqually") }
      if stack.padding != .zero {
        code.line("\(name).isLayoutMarginsRelativeArrangement = true")
        let padding = stack.padding
        code.line(
          "\(name).directionalLayoutMargins = "
            + SwiftLiteral.insets(
              top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right))
      }
      if let background = stack.background {
        code.line("\(name).backgroundColor = \(ColorCode.expression(background))")
      }
    }
    if node.hidden { code.line("\(name).isHidden = true") }
    if let id = node.id { code.line("\(name).accessibilityIdentifier = \(SwiftLiteral.string(id))") }
    if node.width != nil || node.height != nil {
      code.line("\(name).translatesAutoresizingMaskIntoConstraints = false")
      if let width = node.width {
        code.line("\(name).widthAnchor.constraint(equalToConstant: \(SwiftLiteral.number(width))).isActive = true")
      }
      if let height = node.height {
        code.line("\(name).heightAnchor.constraint(equalToConstant: \(SwiftLiteral.number(height))).isActive = true")
      }
    }
    return name
  }
}

/// Names of generated views: `label1`, `stack2`, … per kind.
struct ViewNames {
  private var counts: [String: Int] = [:]

  mutating func next(_ kind: String) -> String {
    counts[kind, default: 0] += 1
    return "\(kind)\(counts[kind]!)"
  }
}
