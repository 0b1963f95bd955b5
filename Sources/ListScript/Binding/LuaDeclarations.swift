import ListDeclaration
import ListDiff
import ListLayout
import LuaBridge

/// Converts Lua declaration tables into ``DeclarationValue``s for the layout module to check.
///
/// Only raw accesses are used, so reading a table never runs Lua code. Tables nest at most
/// ``maximumDepth`` levels (a table that contains itself stops there).
enum LuaDeclarations {
  static let maximumDepth = 16
  /// Values read from one declaration at most: a table that refers to the same table many times
  /// would otherwise expand exponentially.
  static let maximumValues = 1_000_000

  /// What one reading of a declaration has left: how many more values it may read, and how deep
  /// and how many content nodes it may still go (a node table may hold itself, or the same node
  /// twice at every level: reading stops at the limits ``Node`` construction reports).
  ///
  /// Not copyable: it holds a slot table of a few hundred bytes, which a copy would duplicate.
  struct Reading: ~Copyable {
    var remaining = LuaDeclarations.maximumValues
    var nodeDepth = 0
    var nodesLeft = Node.maximumSize
    var tooDeep = false
    /// The field values of the node being read straight from Lua: one slot table for the whole
    /// reading rather than one made and destroyed per node. Empty between nodes (``Node/ifValid``
    /// takes every value; a node read the general way empties it).
    var nodeValues = NodeFieldValues()
    /// The nodes last read at each place, to share (nil: none shared).
    var recent: RecentNodes?
    /// The position among its siblings of the node about to be read (0: none), for ``recent``.
    var childPosition = 0

    init(sharing recent: RecentNodes? = nil) { self.recent = recent }
  }

  static func value(_ stack: LuaStack, at index: Int, depth: Int, reading: inout Reading) -> DeclarationValue {
    reading.remaining -= 1
    guard reading.remaining >= 0 else {
      return .other(typeName: "value past the limit of \(maximumValues) values in one declaration")
    }
    if let scalar = scalar(stack, at: index) { return scalar }
    switch stack.type(at: index) {
    case .table:
      if let node = node(stack, at: index, reading: &reading) { return .node(node) }
      guard depth < maximumDepth else { return .other(typeName: "table nested more than \(maximumDepth) levels deep") }
      return .table(table(stack, at: index, depth: depth + 1, reading: &reading))
    case .userdata:
      switch stack.object(at: index) {
      case let cell as CellBox: return .cell(cell.cell)
      case let section as SectionBox: return .section(section.section)
      case let layout as CompositionalBox: return .layout(layout.value)
      default: return .other(typeName: "\(stack.typeName(at: index)) value")
      }
    case .function:
      return .other(typeName: "function (a cell or section constructor not called with {…}?)")
    default:
      return .other(typeName: "\(stack.typeName(at: index)) value")
    }
  }

  /// A string, number or boolean as a declaration value; nil for the other types.
  static func scalar(_ stack: LuaStack, at index: Int) -> DeclarationValue? {
    stack.scalar(at: index).map(DeclarationValue.init)
  }

  /// The table at `index`: its array part 1…#t, its string keys, and any other keys as strays.
  ///
  /// - Complexity: O(size of the table).
  static func table(_ stack: LuaStack, at index: Int) -> DeclarationTable {
    var reading = Reading(sharing: RecentNodes.of(stack))
    return table(stack, at: index, depth: 0, reading: &reading)
  }

  static func table(_ stack: LuaStack, at index: Int, depth: Int, reading: inout Reading) -> DeclarationTable {
    let table = index < 0 ? stack.top + index + 1 : index
    guard stack.ensure(4) else { return DeclarationTable(strayKeys: ["(the Lua stack is full)"]) }
    let count = stack.rawLength(at: table)
    var array: [DeclarationValue] = []
    array.reserveCapacity(count)
    let last = min(count, max(0, reading.remaining) + 1)
    var element = 1
    while element <= last {
      stack.pushElement(element, ofTableAt: table)
      array.append(value(stack, at: stack.top, depth: depth, reading: &reading))
      stack.pop()
      element += 1
    }
    var record: [(key: String, value: DeclarationValue)] = []
    record.reserveCapacity(8)  // a declaration's fields: one allocation instead of a few growths
    var strays: [String] = []
    stack.forEachPair(at: table) { key, entry in
      switch stack.type(at: key) {
      case .string:
        record.append((stack.string(at: key) ?? "", value(stack, at: entry, depth: depth, reading: &reading)))
      case .number:
        if stack.isInteger(at: key), let integer = stack.integer(at: key), integer >= 1, integer <= count { return }
        strays.append("[\(stack.value(at: key).description)]")
      default:
        strays.append("[a \(stack.typeName(at: key)) key]")
      }
    }
    return DeclarationTable(array: array, record: record, strayKeys: strays.isEmpty ? strays : strays.sorted())
  }

  /// An id argument: a string or an integer (an integral float counts as an integer).
  static func identifier(_ call: LuaCall, _ index: Int) throws -> Identifier {
    switch call.type(index) {
    case .string: return .string(call.stack.string(at: index) ?? "")
    case .number:
      if let integer = call.stack.integer(at: index) { return .integer(integer) }
      throw call.argumentError(index, "an id must be a string or an integer, got \(call.value(index).description)")
    default:
      throw call.typeError(index, expected: .id)
    }
  }

  /// An id as a Lua value.
  static func luaValue(_ id: Identifier) -> LuaValue {
    switch id {
    case .string(let value): .string(value)
    case .integer(let value): .integer(value)
    }
  }

  /// Where the Lua code making this call is.
  static func site(_ call: LuaCall) -> SourceSite? {
    call.callerLocation.map { SourceSite(file: $0.source, line: $0.line) }
  }
}

extension DeclarationValue {
  /// A string, number or boolean read from Lua.
  init(_ scalar: LuaScalar) {
    switch scalar {
    case .string(let text): self = .string(text)
    case .integer(let integer): self = .integer(integer)
    case .number(let number): self = .number(number)
    case .boolean(let flag): self = .boolean(flag)
    }
  }
}
