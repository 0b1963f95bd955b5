import ListText

extension Node {
  /// Builds a node from its declaration table. Problems with its fields are kept in its
  /// provenance and reported when the list is validated, each with `site`.
  ///
  /// - Complexity: O(fields × keys + entries).
  package static func read(_ constructor: NodeConstructor, from table: DeclarationTable, site: SourceSite?) -> Node {
    var reader = FieldReader(
      kind: constructor.rawValue, id: nil, site: site, table: table, fields: constructor.fieldNames)
    var values = NodeFieldValues()
    for field in constructor.fields { values[field] = reader.value(field.name) }
    let rules = NodeRules.apply(constructor, to: &values, entries: .values(table.array), checking: &reader)
    reader.reportUnknownKeys()
    return rules.node(provenance: Provenance(site: site, problems: reader.problems))
  }

  /// The node ``read(_:from:site:)`` makes of a table with these field values and entries and
  /// nothing else, or nil when that node would have a problem: the caller then reads the table,
  /// which words it. `values` holds only fields the constructor takes, and is left empty.
  ///
  /// - Complexity: O(fields + entries), plus hashing the texts.
  package static func ifValid(
    _ constructor: NodeConstructor, values: inout NodeFieldValues, entries: NodeEntries, site: SourceSite?
  ) -> Node? {
    var problems = ProblemFlag()
    let rules = NodeRules.apply(constructor, to: &values, entries: entries, checking: &problems)
    guard !problems.isRaised else { return nil }
    return rules.node(provenance: Provenance(site: site))
  }
}

/// What a node's fields mean: the one place their rules are written, for both readings.
private struct NodeRules {
  let kind: Node.Kind
  let id: String?
  let hidden: Bool
  let weight: Double?
  let width: Double?
  let height: Double?

  /// Checks and interprets `values` (taking them) and `entries` for `constructor`, telling every
  /// problem to `checks`, in field order.
  @inline(__always)
  static func apply<Checks: FieldChecking>(
    _ constructor: NodeConstructor, to values: inout NodeFieldValues, entries: NodeEntries,
    checking checks: inout Checks
  ) -> NodeRules {
    let id = checks.string(values.take(.id), of: NodeField.id.name)
    let hidden = checks.boolean(values.take(.hidden), of: NodeField.hidden.name) ?? false
    var weight = checks.number(values.take(.weight), of: NodeField.weight.name, positive: true)
    if let given = weight, given > 1_000_000 {
      checks.problem(NodeField.weight.name, "must be at most 1000000, got \(formatNumber(given))")
      weight = nil
    }
    let width = checks.length(values.take(.width), of: NodeField.width.name)
    let height = checks.length(values.take(.height), of: NodeField.height.name)
    let kind: Node.Kind
    switch constructor {
    case .label:
      kind = .label(label(&values, entries: entries, checking: &checks))
    case .image:
      kind = .image(
        Image(
          name: checks.string(values.take(.name), of: NodeField.name.name),
          cornerRadius: checks.length(values.take(.cornerRadius), of: NodeField.cornerRadius.name)))
      if !entries.isEmpty { checks.problem(nil, "has no children") }
    case .box:
      kind = .box(Box(color: checks.string(values.take(.color), of: NodeField.color.name)))
      if !entries.isEmpty { checks.problem(nil, "has no children") }
    case .spacer:
      kind = .spacer
      if !entries.isEmpty { checks.problem(nil, "has no children") }
    case .column, .row:
      kind = .stack(stack(constructor, &values, entries: entries, checking: &checks))
    }
    return NodeRules(kind: kind, id: id, hidden: hidden, weight: weight, width: width, height: height)
  }

  private static func label<Checks: FieldChecking>(
    _ values: inout NodeFieldValues, entries: NodeEntries, checking checks: inout Checks
  ) -> Label {
    var text = checks.string(values.take(.text), of: NodeField.text.name)
    if text == nil, let positional = entries.positionalText {
      text = positional  // label { "Hello" } reads like label { text = "Hello" }
    } else if !entries.isEmpty {
      checks.problem(nil, "takes its text as `text = \"…\"`; it has no children")
    }
    return Label(
      text: text ?? "",
      style: checks.choice(values.take(.style), of: NodeField.style.name, TextStyle.self, noun: "text style") ?? .body,
      lines: checks.integer(values.take(.lines), of: NodeField.lines.name, minimum: 0) ?? 0,
      align: checks.choice(values.take(.align), of: NodeField.align.name, TextAlignment.self, noun: "text alignment")
        ?? .leading,
      color: checks.string(values.take(.color), of: NodeField.color.name))
  }

  /// The alignments a column and a row take.
  private static let columnAlignments: [StackAlignment] = [.fill, .leading, .center, .trailing]
  private static let rowAlignments: [StackAlignment] = [.fill, .top, .center, .bottom]

  private static func stack<Checks: FieldChecking>(
    _ constructor: NodeConstructor, _ values: inout NodeFieldValues, entries: NodeEntries,
    checking checks: inout Checks
  ) -> Stack {
    let axis: Stack.Axis = constructor == .column ? .vertical : .horizontal
    let spacing = checks.length(values.take(.spacing), of: NodeField.spacing.name) ?? 0
    let padding = checks.insets(values.takePadding(), of: NodeField.padding.name) ?? .zero
    var align = StackAlignment.fill
    if let chosen = checks.choice(
      values.take(.align), of: NodeField.align.name, StackAlignment.self, noun: "stack alignment")
    {
      let allowed = axis == .vertical ? columnAlignments : rowAlignments
      if allowed.contains(chosen) {
        align = chosen
      } else {
        checks.problem(
          NodeField.align.name,
          "\"\(chosen.rawValue)\" does not apply to a \(constructor.rawValue); expected one of \(allowed.map(\.rawValue).joined(separator: ", "))"
        )
      }
    }
    var distribute = Distribution.fill
    if axis == .horizontal {
      distribute =
        checks.choice(values.take(.distribute), of: NodeField.distribute.name, Distribution.self, noun: "distribution")
        ?? .fill
    }
    let background = checks.string(values.take(.background), of: NodeField.background.name)
    var children = Self.children(entries, checking: &checks)
    // Refuse deep nesting and huge trees here, so that none ever exists to recurse through (a node
    // used several times counts each time: `row { n, n }` nested 30 times is 2^30 nodes to lay out).
    var deepest = 0
    var total = 1
    for child in children {
      deepest = max(deepest, child.depth)
      total = total.addingReportingOverflow(child.size).overflow ? .max : total + child.size
    }
    if deepest >= Node.maximumDepth {
      checks.problem(nil, "nests content more than \(Node.maximumDepth) levels deep")
      children = []
      total = 1
    }
    if total > Node.maximumSize {
      checks.problem(nil, "holds more than \(Node.maximumSize) content nodes (counting each use of a node)")
      children = []
    }
    if distribute == .weighted, !children.contains(where: { $0.weight != nil }) {
      checks.problem(NodeField.distribute.name, "is \"weighted\" but no child has a weight")
    }
    return Stack(
      axis: axis, spacing: spacing, padding: padding, align: align, distribute: distribute, children: children,
      background: background)
  }

  /// A stack's children: its entries that are content nodes, each other entry a problem.
  private static func children<Checks: FieldChecking>(_ entries: NodeEntries, checking checks: inout Checks)
    -> [Node]
  {
    let values: [DeclarationValue]
    switch entries {
    case .nodes(let nodes): return nodes
    case .values(let given): values = given
    case .text(let text): values = [.string(text)]
    }
    var children: [Node] = []
    children.reserveCapacity(values.count)
    for (index, entry) in values.enumerated() {
      if case .node(let child) = entry {
        children.append(child)
      } else {
        checks.problem(
          nil,
          "child \(index + 1) must be a content node (label, image, box, spacer, column, row), got \(entry.shown)")
      }
    }
    return children
  }

  /// The node these fields make.
  @inline(__always)
  consuming func node(provenance: Provenance) -> Node {
    Node(kind, id: id, hidden: hidden, weight: weight, width: width, height: height, provenance: provenance)
  }
}
