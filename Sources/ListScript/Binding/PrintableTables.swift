import ListDeclaration
import ListDiff
import ListLayout
import ListRender
import LuaBridge

/// Shared metatables that make the plain tables ListLab returns print readably, so no value a
/// script prints reads `table: 0x…`:
///
///     > l:frame("apple")
///     cell apple [0,0] (16 37.667; 343 63.333) corners=top
///     > t:at(0)[1]
///     cell banana (0 44; 375 44) moving
///
/// The text is made from the table's fields when it is printed (a changed field shows), and one
/// metatable serves every table of its kind: `l:frames()` of a long list costs one `setmetatable`
/// per frame, not a closure.
final class PrintableTables {
  /// `l:frames()`, `l:frame(id)`, `l:card(id)`: `cell apple [0,0] (16 37.667; 343 63.333) corners=top`.
  let frame: LuaTable
  /// An element of `t:at(time)`: `cell banana (0 44; 375 44) alpha=0.5 deleting`.
  let elementState: LuaTable
  /// An entry of `l:subframes(id)`: `label #title (68 16; 291 20.333) lines=1`.
  let subframe: LuaTable
  /// A sample of `t:steps(n)`: `t=0.15` and its elements, one per line.
  let sample: LuaTable
  /// An array of the above, or of strings: one entry per line.
  let lines: LuaTable
  /// How the stages of `t.stages` explain themselves while `print` or the REPL shows them (as
  /// `print(t)` does: wrapped to a terminal, or hidden); `tostring` keeps them whole.
  var stageExplanations: StageExplanations = .unwrapped

  init(lua: Lua) {
    frame = Self.metatable(lua, name: "Frame") { fields in Self.frameText(fields) }
    elementState = Self.metatable(lua, name: "ElementState") { fields in Self.elementStateText(fields) }
    subframe = Self.metatable(lua, name: "Subframe") { fields in Self.subframeText(fields) }
    sample = Self.metatable(lua, name: "Sample") { fields in
      let time = fields.number("t").map(formatPoints) ?? "?"
      let elements = try fields.entries("elements").map { "  " + $0 }
      return (["t=\(time)"] + elements).joined(separator: "\n")
    }
    lines = Self.metatable(lua, name: "Lines") { fields in
      let entries = try fields.entries(nil)
      return entries.isEmpty ? "(none)" : entries.joined(separator: "\n")
    }
  }

  /// Makes `metatable` the metatable of the table at `index`.
  func attach(_ metatable: LuaTable, toTableAt index: Int, on stack: LuaStack) {
    let table = index < 0 ? stack.top + index + 1 : index
    stack.push(.table(metatable))
    stack.setMetatable(ofValueAt: table)
  }

  private static func metatable(
    _ lua: Lua, name: String, describe: @escaping (TableFields) throws -> String
  ) -> LuaTable {
    let table = lua.newTable()
    table["__name"] = .string(name)
    table["__tostring"] = .function(
      lua.function("__tostring") { call in
        guard call.type(1) == .table else { return call.returning(.string(name)) }
        return call.returning(.string(try describe(TableFields(stack: call.stack, index: 1))))
      })
    return table
  }

  // MARK: Texts

  /// `cell`, or `supplementary badge` for a compositional list's supplementary view
  /// (`supplementary badge of section` for a section's boundary item, `global footer` for the
  /// list's own).
  static func kindText(_ fields: TableFields) -> String {
    let owner = fields.string("owner")
    return (owner == "list" ? "global " : "") + (fields.string("kind") ?? "?")
      + (fields.string("element_kind").map { " " + $0 } ?? "") + (owner == "section" ? " of section" : "")
  }

  static func frameText(_ fields: TableFields) -> String {
    var text = kindText(fields) + " " + fields.id("id")
    if let section = fields.integer("section") {
      text += fields.integer("item").map { " [\(section),\($0)]" } ?? " [\(section)]"
    }
    text += " " + fields.frame
    if let corners = fields.string("corners"), corners != Element.Corners.none.rawValue {
      text += " corners=\(corners)"
    }
    if fields.isTrue("pinned") { text += " pinned" }
    if let alpha = fields.number("alpha"), alpha != 1 { text += " alpha=\(formatPoints(alpha))" }
    if fields.isTrue("estimated") { text += " estimated" }
    if let z = fields.integer("z") { text += " z=\(z)" }
    if let level = fields.integer("level") {
      let disclosure = fields.string("disclosure").flatMap(CellOutline.Disclosure.init(rawValue:))
      text += LayoutText.outlineText(CellOutline(level: level, disclosure: disclosure))
    }
    return text
  }

  static func elementStateText(_ fields: TableFields) -> String {
    var text = kindText(fields) + " " + fields.id("id") + " " + fields.frame
    let state = fields.string("state") ?? "?"
    if let alpha = fields.number("alpha"), alpha != 1 || state == "deleting" || state == "inserting" {
      text += " alpha=\(formatPoints(alpha))"
    }
    if let corners = fields.string("corners"), corners != Element.Corners.none.rawValue {
      text += " corners=\(corners)"
    }
    text += " " + state
    if !fields.value("data_id").isNil { text += " (stale: the data has \(fields.id("data_id")) here)" }
    return text
  }

  static func subframeText(_ fields: TableFields) -> String {
    var text = fields.string("kind") ?? "?"
    if let id = fields.string("id") { text += " #\(id)" }
    text += " " + fields.frame
    if let lines = fields.integer("lines") { text += " lines=\(lines)" }
    return text
  }
}

/// Raw reads of the fields of the table at `index` (no metamethods run).
struct TableFields {
  let stack: LuaStack
  let index: Int

  func value(_ key: String) -> LuaValue {
    stack.pushField(key, ofTableAt: index)
    defer { stack.pop() }
    return stack.value(at: -1)
  }

  func string(_ key: String) -> String? { value(key).string }
  func number(_ key: String) -> Double? { value(key).number }
  func integer(_ key: String) -> Int? { value(key).integer }
  func isTrue(_ key: String) -> Bool { value(key).isTruthy }

  /// An id as `print(l)` shows it; `?` when the field is not an id.
  func id(_ key: String) -> String {
    switch value(key) {
    case .string(let text): LayoutText.displayID(.string(text))
    case .integer(let number): LayoutText.displayID(.integer(number))
    default: "?"
    }
  }

  /// `(x y; w h)` from the fields `x`, `y`, `w`, `h`.
  var frame: String {
    let parts = ["x", "y", "w", "h"].map { number($0).map(formatPoints) ?? "?" }
    return "(\(parts[0]) \(parts[1]); \(parts[2]) \(parts[3]))"
  }

  /// `tostring` of each array entry of the table in field `key` (of this table when nil).
  func entries(_ key: String?) throws -> [String] {
    if let key {
      guard stack.pushField(key, ofTableAt: index) == .table else {
        stack.pop()
        return []
      }
    } else {
      stack.push(stack.value(at: index))
    }
    defer { stack.pop() }
    let table = stack.top
    var texts: [String] = []
    for position in stride(from: 1, through: stack.rawLength(at: table), by: 1) {
      stack.pushElement(position, ofTableAt: table)
      defer { stack.pop() }
      texts.append(try stack.tostring(at: -1))
    }
    return texts
  }
}
