/// The node constructors scripts call: `label {…}`, `image {…}`, `box {…}`, `spacer {}`,
/// `column {…}`, `row {…}`.
public enum NodeConstructor: String, CaseIterable, Sendable {
  case label, image, box, spacer, column, row
}

extension Node {
  /// The fields every node accepts.
  static let commonFields = ["id", "hidden", "weight", "width", "height"]

  /// Builds a node from its declaration table. Problems with its fields are kept in its
  /// provenance and reported when the list is validated, each with `site`.
  public static func read(_ constructor: NodeConstructor, from table: DeclarationTable, site: SourceSite?) -> Node {
    var reader = FieldReader(subject: constructor.rawValue, site: site, table: table)
    let id = reader.string("id")
    let hidden = reader.boolean("hidden") ?? false
    var weight = reader.number("weight", positive: true)
    if let given = weight, given > 1_000_000 {
      reader.problem("weight", "must be at most 1000000, got \(formatNumber(given))")
      weight = nil
    }
    let width = reader.length("width")
    let height = reader.length("height")
    let kind: Kind
    switch constructor {
    case .label:
      var text = reader.string("text")
      if text == nil, table.array.count == 1, case .string(let positional) = table.array[0] {
        text = positional  // label { "Hello" } reads like label { text = "Hello" }
      } else if !table.array.isEmpty {
        reader.problem(nil, "takes its text as `text = \"…\"`; it has no children")
      }
      kind = .label(
        Label(
          text: text ?? "",
          style: reader.choice("style", TextStyle.self, noun: "text style") ?? .body,
          lines: reader.integer("lines", minimum: 0) ?? 0,
          align: reader.choice("align", TextAlignment.self, noun: "text alignment") ?? .leading,
          color: reader.string("color")))
    case .image:
      kind = .image(Image(name: reader.string("name"), cornerRadius: reader.length("corner_radius")))
      if !table.array.isEmpty { reader.problem(nil, "has no children") }
    case .box:
      kind = .box(Box(color: reader.string("color")))
      if !table.array.isEmpty { reader.problem(nil, "has no children") }
    case .spacer:
      kind = .spacer
      if !table.array.isEmpty { reader.problem(nil, "has no children") }
    case .column, .row:
      let axis: Stack.Axis = constructor == .column ? .vertical : .horizontal
      let spacing = reader.length("spacing") ?? 0
      let padding = reader.insets("padding") ?? .zero
      var align = StackAlignment.fill
      if let chosen = reader.choice("align", StackAlignment.self, noun: "stack alignment") {
        let allowed: [StackAlignment] = axis == .vertical ? [.fill, .leading, .center, .trailing] : [.fill, .top, .center, .bottom]
        if allowed.contains(chosen) {
          align = chosen
        } else {
          reader.problem(
            "align", "\"\(chosen.rawValue)\" does not apply to a \(constructor.rawValue); expected one of \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
      }
      var distribute = Distribution.fill
      if axis == .horizontal {
        distribute = reader.choice("distribute", Distribution.self, noun: "distribution") ?? .fill
      }
      let background = reader.string("background")
      var children: [Node] = []
      for (index, entry) in table.array.enumerated() {
        if case .node(let child) = entry {
          children.append(child)
        } else {
          reader.problem(
            nil,
            "child \(index + 1) must be a content node (label, image, box, spacer, column, row), got \(entry.shown)")
        }
      }
      // Refuse deep nesting and huge trees here, so that none ever exists to recurse through (a node
      // used several times counts each time: `row { n, n }` nested 30 times is 2^30 nodes to lay out).
      if let deepest = children.map(\.depth).max(), deepest >= ContentLayout.maximumDepth {
        reader.problem(nil, "nests content more than \(ContentLayout.maximumDepth) levels deep")
        children = []
      }
      let total = children.reduce(1) { $0.addingReportingOverflow($1.size).overflow ? .max : $0 + $1.size }
      if total > ContentLayout.maximumSize {
        reader.problem(nil, "holds more than \(ContentLayout.maximumSize) content nodes (counting each use of a node)")
        children = []
      }
      if distribute == .weighted, !children.contains(where: { $0.weight != nil }) {
        reader.problem("distribute", "is \"weighted\" but no child has a weight")
      }
      kind = .stack(
        Stack(
          axis: axis, spacing: spacing, padding: padding, align: align, distribute: distribute, children: children,
          background: background))
    }
    reader.reportUnknownKeys()
    return Node(
      kind, id: id, hidden: hidden, weight: weight, width: width, height: height,
      provenance: Provenance(site: site, problems: reader.problems))
  }
}
