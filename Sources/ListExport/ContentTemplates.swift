import ListDeclaration
import ListLayout
import ListText

/// The shapes of custom content (cells and supplementary views of content nodes): the contents
/// that differ only in their labels' texts, or in which of their views are hidden, share one
/// shape — one model struct (a field per label, and one per view some items hide) and one view
/// class that builds the views once and shows a model.
struct ContentTemplates {
  /// One shape of content.
  struct Template {
    /// The tree with every label's text empty and every node shown.
    var tree: Node
    /// The struct's name (`Status`); its cell class adds `Cell`, its view class `View`.
    var name: String
    /// Per label, in depth-first order: its field in the struct and its property in the view.
    var labels: [(field: String, property: String)] = []
    /// Per node, in depth-first order, whether it is hidden for each use (filled as uses come).
    var hidden: [[Bool]] = []
    /// Whether a use is a cell (else a supplementary view), and one in a list section.
    var isCell = false
    var inList = false
    var usesCount = 0
    /// Whether some cell of the template has a fixed height (a `height` field and a constraint).
    var hasHeight = false

    /// The depth-first indexes of nodes some uses hide and others show: a `…IsHidden` field each.
    var varyingHidden: [Int] { hidden.indices.filter { Set(hidden[$0]).count > 1 } }
    /// The nodes every use hides.
    var alwaysHidden: Set<Int> { Set(hidden.indices.filter { !hidden[$0].isEmpty && hidden[$0].allSatisfy { $0 } }) }
  }

  /// One use of a template: its label texts and its nodes' hidden flags, depth-first.
  struct Use: Hashable {
    var template: Int
    var texts: [String]
    var hidden: [Bool]
  }

  private(set) var templates: [Template] = []
  /// Each shape's template, by its blanked tree and whether it is shown as a card.
  private var numbers: [Key: Int] = [:]

  private struct Key: Hashable {
    var tree: Node
    var isCard: Bool
  }
  private var names = NameScope(reserved: ["Section", "Row", "Accessory", "Item", "ViewController"])

  /// The use of `node` as a cell's content (or a supplementary view's), in a list of `style`.
  mutating func use(_ node: Node, isCell: Bool, inList: Bool, style: ListStyle) -> Use {
    var texts: [String] = []
    var hidden: [Bool] = []
    let blank = Self.blanked(node, texts: &texts, hidden: &hidden)
    let key = Key(tree: blank, isCard: isCell && style == .cards)
    let number: Int
    if let known = numbers[key] {
      number = known
    } else {
      number = templates.count
      numbers[key] = number
      templates.append(Template(tree: blank, name: names.unique(Self.name(of: node, isCell: isCell, style: style))))
      templates[number].labels = Self.labelNames(blank)
      templates[number].hidden = Array(repeating: [], count: hidden.count)
    }
    for index in hidden.indices { templates[number].hidden[index].append(hidden[index]) }
    templates[number].isCell = templates[number].isCell || isCell
    templates[number].inList = templates[number].inList || inList
    templates[number].usesCount += 1
    return Use(template: number, texts: texts, hidden: hidden)
  }

  /// `node` with every label's text empty and every node shown; the texts and hidden flags, in
  /// depth-first order.
  static func blanked(_ node: Node, texts: inout [String], hidden: inout [Bool]) -> Node {
    var node = node
    hidden.append(node.hidden)
    node.hidden = false
    switch node.kind {
    case .label(var label):
      texts.append(label.text)
      label.text = ""
      node.kind = .label(label)
    case .stack(var stack):
      stack.children = stack.children.map { blanked($0, texts: &texts, hidden: &hidden) }
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

  /// The struct's name: the root node's id, else what the content is in its list.
  static func name(of node: Node, isCell: Bool, style: ListStyle) -> String {
    if let id = node.id, !SwiftNames.words(id).isEmpty { return SwiftNames.type(id, fallback: "Content") }
    if !isCell { return "Banner" }
    switch style {
    case .cards: return "Card"
    case .grid: return "Tile"
    default: return "Entry"
    }
  }

  /// The labels' field and property names: a label's id (`title`, `titleLabel` → field `title`,
  /// property `titleLabel`), else `text`, `text2`, ….
  static func labelNames(_ tree: Node) -> [(field: String, property: String)] {
    var fields = NameScope(reserved: ["id"])
    var names: [(String, String)] = []
    func visit(_ node: Node) {
      switch node.kind {
      case .label:
        var base = node.id.map { SwiftNames.variable($0, fallback: "text") } ?? "text"
        if base.hasSuffix("Label"), base.count > 5 { base = String(base.dropLast(5)) }
        // Not a name every value already has (`description`, `hashValue`).
        if ["description", "debugDescription", "hashValue", "id"].contains(base) { base += "Text" }
        let field = fields.unique(base)
        names.append((field, field + "Label"))
      case .stack(let stack):
        stack.children.forEach(visit)
      default:
        break
      }
    }
    visit(tree)
    return names
  }

  /// The nodes of a tree in depth-first order, each before its children.
  static func preorder(_ node: Node) -> [Node] {
    if case .stack(let stack) = node.kind { return [node] + stack.children.flatMap(preorder) }
    return [node]
  }

  /// `row(image, column(label, label))`, for a comment.
  static func summary(_ node: Node) -> String {
    switch node.kind {
    case .stack(let stack): node.kindName + "(" + stack.children.map(summary).joined(separator: ", ") + ")"
    default: node.kindName
    }
  }
}
