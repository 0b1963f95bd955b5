import ListDiff

/// A value from a declaration table, before it is checked: what Lua handed over, in Swift terms.
///
/// The scripting binding converts Lua tables into these; the readers in this module turn them into
/// typed declarations, collecting a ``DeclarationProblem`` for every field that is wrong.
package enum DeclarationValue: Sendable {
  case string(String)
  case integer(Int)
  case number(Double)
  case boolean(Bool)
  case table(DeclarationTable)
  // Sections are large values (cells and nodes box themselves): boxed, so that a declaration value stays a
  // few words and copying one (as readers and arrays do) costs a retain, not a copy of the tree.
  /// A content node built by a node constructor (`label {…}`).
  case node(Node)
  case cell(CellDeclaration)
  indirect case section(SectionDeclaration)
  /// A piece of a compositional layout (`item {…}`, `fractional_width(0.5)`, …).
  indirect case layout(CompositionalValue)
  /// Anything else (a function, a foreign userdata…): only its type name, for messages.
  case other(typeName: String)

  /// The value as a message shows it: `"abc"`, `-3`, `true`, `a table`, `a label node`.
  package var shown: String {
    switch self {
    case .string(let value): "\"\(value)\""
    case .integer(let value): String(value)
    case .number(let value): formatNumber(value)
    case .boolean(let value): value ? "true" : "false"
    case .table: "a table"
    case .node(let node): "a \(node.kindName) node"
    case .cell(let cell): "cell \(cell.id.quoted)"
    case .section(let section): "section \(section.id.quoted)"
    case .layout(let value): value.shown
    case .other(let typeName): "a \(typeName)"
    }
  }

  /// The number, for integers and floats.
  package var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }
}

/// A Lua table split into its array part (1…n) and its record part (string keys, sorted, so that
/// problems come out in the same order on every run).
package struct DeclarationTable: Sendable {
  package var array: [DeclarationValue]
  package var record: [(key: String, value: DeclarationValue)]
  /// Keys that are neither 1…n nor strings (e.g. `[2.5] = …`), for messages.
  package var strayKeys: [String]

  package init(
    array: [DeclarationValue] = [], record: [(key: String, value: DeclarationValue)] = [], strayKeys: [String] = []
  ) {
    self.array = array
    self.record = record
    // Sorted unless it already is (checking is cheaper than sorting the usual handful of fields).
    if record.count > 1, !record.indices.dropFirst().allSatisfy({ record[$0 - 1].key < record[$0].key }) {
      self.record.sort { $0.key < $1.key }
    }
    self.strayKeys = strayKeys
  }

  package subscript(key: String) -> DeclarationValue? {
    index(of: key).map { record[$0].value }
  }

  /// The position of `key` in ``record``.
  ///
  /// - Complexity: O(k) string comparisons for k keys (records are a handful of fields).
  package func index(of key: String) -> Int? {
    // Reading only the keys, in place: projecting `record[i].key` through the array's subscript
    // would copy each value.
    let entries = record.span
    for index in entries.indices where entries[index].key == key { return index }
    return nil
  }
}

/// Shortest readable decimal: `3`, `-2.5`, `0.333`, `nan`, `inf`.
package func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }  // also for -nan, which is what 0/0 gives in Lua
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return "\(value)"
}
