import ListRender
package import LuaBridge

extension ScriptHost {
  /// Shows the values of an expression typed at the REPL: a list or a transition as `print`
  /// shows it, a table as its contents (`{ 1, 2, x = 3 }`), anything else as `tostring` does;
  /// several values tab-separated, as `print` separates them.
  package func display(_ values: [LuaValue]) throws {
    if values.count == 1, case .object(let object) = values[0], let printable = object as? any ScriptPrintable {
      try emit(printable)
      return
    }
    var printer = TablePrinter(host: self)
    let text = try printing { try values.map { try printer.text(of: $0, depth: 0) }.joined(separator: "\t") }
    output.print(text)
  }
}

/// Small tables written out as Lua constructors at the REPL, where `print` would show
/// `table: 0x…`:
///
///     { 1, 2, 3 }
///     { "a", x = 1, y = { 2, 3 } }
///     { 1, 2, 3, … 997 more }
///
/// Whole floats read as integers (`375`, not `375.0`). The array part comes first, then the
/// other keys sorted. At most ``maximumEntries`` entries of a
/// table are written and tables nest ``maximumDepth`` deep (`{…}` below); a table with a
/// `__tostring` (a frame, a report) prints as `tostring` makes it; userdata and functions nested
/// in a table are named by their type (`<List>`, `<function>`). Reads are raw: no metamethod but
/// `__tostring` runs.
struct TablePrinter {
  static let maximumEntries = 20
  static let maximumDepth = 3

  let host: ScriptHost
  /// Tables being written, to write a cycle as `<cycle>`.
  private var open: [LuaTable] = []

  init(host: ScriptHost) { self.host = host }

  mutating func text(of value: LuaValue, depth: Int) throws -> String {
    switch value {
    case .string(let text):
      return depth == 0 ? text : quoted(text)
    case .table(let table):
      if table.metatable?["__tostring"].isNil == false { return try host.tostring(value) }
      if open.contains(where: { $0.isSame(as: table) }) { return "<cycle>" }
      guard depth < Self.maximumDepth else { return "{…}" }
      open.append(table)
      defer { open.removeLast() }
      return try contents(of: table, depth: depth)
    case .number(let number):
      return Self.text(of: number)
    case .nil, .boolean, .integer:
      return value.description
    default:
      guard depth > 0 else { return try host.tostring(value) }
      return "<\(host.typeName(value))>"
    }
  }

  /// A float as Lua writes it, but a whole one without its `.0` (`375`, as `print(l)` writes
  /// frames): the REPL shows points, not Lua's number subtypes. The value is unchanged.
  static func text(of number: Double) -> String {
    guard number.rounded() == number, abs(number) < 1e15 else { return LuaValue.number(number).description }
    return String(Int(number))
  }

  private mutating func contents(of table: LuaTable, depth: Int) throws -> String {
    let pairs = host.firstPairs(of: table, limit: Self.maximumEntries + 1)
    guard pairs.total > 0 else { return "{}" }
    var arrayCount = 0
    while arrayCount < pairs.entries.count, pairs.entries.contains(where: { $0.key.integer == arrayCount + 1 }) {
      arrayCount += 1
    }
    var parts: [String] = []
    for index in stride(from: 1, through: arrayCount, by: 1) {
      parts.append(try text(of: table[index], depth: depth + 1))
    }
    let others = pairs.entries.filter { pair in
      guard let index = pair.key.integer else { return true }
      return index < 1 || index > arrayCount
    }
    // Names in order, then the other keys.
    let sorted = others.sorted {
      ($0.key.string == nil ? 1 : 0, $0.key.description) < ($1.key.string == nil ? 1 : 0, $1.key.description)
    }
    for pair in sorted {
      parts.append(key(pair.key) + " = " + (try text(of: pair.value, depth: depth + 1)))
    }
    let shown = min(parts.count, Self.maximumEntries)
    var text = parts.prefix(shown).joined(separator: ", ")
    if pairs.total > shown { text += ", … \(pairs.total - shown) more" }
    return "{ " + text + " }"
  }

  /// A key as written in a constructor: `name`, `[3]`, `["two words"]`.
  private func key(_ key: LuaValue) -> String {
    if let name = key.string {
      let isName =
        name.first.map { $0 == "_" || $0.isLetter } == true
        && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      return isName && !LuaTokenizer.keywords.contains(name) ? name : "[\(quoted(name))]"
    }
    return "[\(key.description)]"
  }

  private func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension ScriptHost {
  /// `tostring(value)`, metamethods included.
  func tostring(_ value: LuaValue) throws(LuaError) -> String {
    let stack = lua.stack
    stack.push(value)
    defer { stack.pop() }
    return try stack.tostring(at: -1)
  }

  /// The value's type as errors name it: a Swift class's name (`List`), else Lua's type name.
  func typeName(_ value: LuaValue) -> String {
    let stack = lua.stack
    stack.push(value)
    defer { stack.pop() }
    return stack.typeName(at: -1)
  }

  /// Up to `limit` pairs of `table` (raw, in `next` order), and how many pairs it has.
  ///
  /// - Complexity: O(size of the table) to count, O(limit) to copy.
  func firstPairs(of table: LuaTable, limit: Int) -> (entries: [(key: LuaValue, value: LuaValue)], total: Int) {
    let stack = lua.stack
    stack.push(.table(table))
    defer { stack.pop() }
    var entries: [(key: LuaValue, value: LuaValue)] = []
    var total = 0
    _ = stack.visitPairs(at: -1) { keyIndex, valueIndex in
      if entries.count < limit { entries.append((stack.value(at: keyIndex), stack.value(at: valueIndex))) }
      total += 1
      return true
    }
    return (entries, total)
  }
}
