import ListText

extension FieldReader {
  /// A dimension: `fractional_width(f)`, `fractional_height(f)`, `absolute(n)`, `estimated(n)`, or
  /// a number (absolute).
  mutating func dimension(_ key: String) -> LayoutDimension? {
    guard let value = value(key) else { return nil }
    switch value {
    case .layout(.dimension(let dimension)): return dimension
    case .integer, .number: return length(value, of: key).map { .absolute($0) }
    default:
      problem(
        key,
        "must be a dimension — fractional_width(f), fractional_height(f), absolute(n), estimated(n) — or a number of points, got \(value.shown)"
      )
      return nil
    }
  }

  /// A width and a height, each defaulting to `fallback`'s.
  mutating func layoutSize(default fallback: LayoutSize) -> LayoutSize {
    LayoutSize(width: dimension("width") ?? fallback.width, height: dimension("height") ?? fallback.height)
  }

  /// A spacing: `fixed(n)`, `flexible(n)`, or a number (fixed).
  mutating func spacing(_ key: String) -> LayoutSpacing? {
    spacing(value(key), of: key)
  }

  mutating func spacing(_ value: DeclarationValue?, of key: String) -> LayoutSpacing? {
    guard let value else { return nil }
    switch value {
    case .layout(.spacing(let spacing)): return spacing
    case .integer, .number: return length(value, of: key).map { .fixed($0) }
    default:
      problem(key, "must be a spacing — fixed(n), flexible(n) — or a number of points, got \(value.shown)")
      return nil
    }
  }

  /// `{leading=, top=, trailing=, bottom=}`, each a spacing.
  mutating func edgeSpacing(_ key: String) -> EdgeSpacing? {
    guard let value = value(key) else { return nil }
    guard case .table(let table) = value, table.array.isEmpty else {
      problem(key, "must be a table {leading=, top=, trailing=, bottom=} of spacings, got \(value.shown)")
      return nil
    }
    var spacing = EdgeSpacing()
    for (side, entry) in table.record {
      let read = self.spacing(entry, of: "\(key).\(side)")
      switch side {
      case "leading", "left": spacing.leading = read
      case "top": spacing.top = read
      case "trailing", "right": spacing.trailing = read
      case "bottom": spacing.bottom = read
      default:
        let hint =
          Suggestion.parenthesized(side, in: ["leading", "top", "trailing", "bottom"])
        problem(key, "has an unknown side \"\(side)\"\(hint)")
      }
    }
    return spacing
  }

  /// A pair `{x, y}` of finite numbers.
  mutating func point(_ key: String) -> (x: Double, y: Double)? {
    guard let value = value(key) else { return nil }
    guard case .table(let table) = value, table.array.count == 2, table.record.isEmpty,
      let x = table.array[0].number, let y = table.array[1].number, x.isFinite, y.isFinite
    else {
      problem(key, "must be a pair of finite numbers {x, y}, got \(value.shown)")
      return nil
    }
    return (x, y)
  }

  /// Edges: `"top"`, or a list `{"top", "trailing"}`.
  mutating func edges(_ key: String) -> DirectionalEdges? {
    guard let value = value(key) else { return nil }
    var names: [DeclarationValue] = []
    switch value {
    case .string: names = [value]
    case .table(let table) where table.record.isEmpty: names = table.array
    default:
      problem(key, "must be an edge or a list of edges (top, leading, bottom, trailing), got \(value.shown)")
      return nil
    }
    var edges = DirectionalEdges()
    for name in names {
      guard case .string(let text) = name, let edge = DirectionalEdges.names.first(where: { $0.0 == text }) else {
        let shown = name.shown
        let hint: String
        if case .string(let text) = name {
          hint =
            Suggestion.parenthesized(text, in: DirectionalEdges.names.map(\.0))
        } else {
          hint = ""
        }
        problem(key, "\(shown) is not an edge\(hint); expected top, leading, bottom or trailing")
        continue
      }
      edges.insert(edge.1)
    }
    return edges
  }

  /// A content node, its own problems recorded here.
  mutating func node(_ key: String) -> Node? {
    guard let value = value(key) else { return nil }
    switch value {
    case .node(let node):
      if node.treeHasProblems { Self.collectProblems(of: node, into: &self) }
      return node
    case .string(let text):
      return Node(.label(Label(text: text, style: .footnote)), id: "title")
    default:
      problem(key, "must be a content node (label, row, …) or a string, got \(value.shown)")
      return nil
    }
  }

  private static func collectProblems(of node: Node, into reader: inout FieldReader) {
    guard node.treeHasProblems else { return }
    for problem in node.provenance.problems { reader.record(problem) }
    for child in node.children { collectProblems(of: child, into: &reader) }
  }

  /// A whole number (z indices may be negative).
  mutating func zIndex(_ key: String) -> Int? {
    guard let value = value(key) else { return nil }
    guard let number = value.number, number.isFinite, number == number.rounded(), abs(number) <= 1_000_000 else {
      problem(key, "must be a whole number, got \(value.shown)")
      return nil
    }
    return Int(number)
  }
}
