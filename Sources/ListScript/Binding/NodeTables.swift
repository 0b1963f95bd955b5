import ListDeclaration
import ListLayout
import LuaBridge

/// Content nodes as scripts hold them: their own tables, tagged by the constructor that made them.
///
/// `row { … }` returns the very table it was given, with a metatable saying which constructor
/// made it and where (the calling function and line). No Swift object is made and Lua has nothing
/// to finalize, so a constructor costs about what the table literal costs. The table is read into a
/// ``Node`` when something takes it as content (a cell, a header, a component's result; see
/// ``LuaDeclarations/node(_:at:reading:)``): its problems are reported then, at the place it was
/// made. Until then the table is the script's — changing a field changes the node.
///
/// The metatables are shared by every node made at one place (function, line and constructor): a
/// loop making a hundred thousand rows makes one. `getmetatable` of a node gives `"Node"`, and the
/// metatable cannot be replaced.
final class NodeTables {
  /// `metatable[kindTag]`: the constructor's position in ``NodeConstructor/allCases``.
  static let kindTag = LuaTag()
  /// `metatable[lineTag]`: the line of the call; `metatable[functionTag]`: the function calling.
  static let lineTag = LuaTag()
  static let functionTag = LuaTag()

  /// A metatable made for one place, kept in the registry.
  private struct Entry {
    var function: UnsafeRawPointer?
    var line: Int
    var kind: Int
    var reference: Int32
  }

  /// Metatables by place, direct-mapped: at most `slotCount` live in the registry (a metatable
  /// holds its function, so a function's address names one function while its entry exists).
  private static let slotCount = 256
  /// Plain memory rather than an array property: read on every constructor call, without an
  /// exclusivity check or a uniqueness check (only this object's state's thread touches it).
  private let slots: UnsafeMutableBufferPointer<Entry?>
  private let index: LuaFunction
  private let tostring: LuaFunction

  init(lua: Lua) {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: nil)
    // n.kind: the constructor's name; other missing fields are nil, as for any table.
    index = lua.function("__index") { call in
      guard call.stack.type(at: 2) == .string, call.stack.string(at: 2) == "kind",
        let constructor = LuaDeclarations.nodeConstructor(call.stack, at: 1)
      else { return call.returning(.nil) }
      return call.returning(.string(constructor.rawValue))
    }
    tostring = lua.function("__tostring") { call in
      var reading = LuaDeclarations.Reading()
      guard let node = LuaDeclarations.node(call.stack, at: 1, reading: &reading) else {
        return call.returning(.string("node"))
      }
      return call.returning(.string(node.summary))
    }
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// `constructor {…}`: tags the table (a new one for `row()`, `{ text }` for `label "text"`).
  ///
  /// - Complexity: O(1): one `lua_getinfo`, a cache look-up, `setmetatable`.
  /// `kind` is the constructor's position in ``LuaDeclarations/constructors``, what its tag holds.
  func construct(_ constructor: NodeConstructor, kind: Int, _ call: LuaCall) throws -> Int {
    let stack = call.stack
    switch call.type(1) {
    case .table:
      if stack.pushMetatable(ofValueAt: 1) {
        stack.pop()
        let what =
          LuaDeclarations.nodeConstructor(stack, at: 1).map { "a \($0.rawValue) node" } ?? "a table with a metatable"
        throw call.argumentError(1, "a table of fields expected, got \(what)")
      }
      stack.pushCopy(of: 1)
    case .none, .nil:
      stack.pushTable()
    case .string where constructor == .label:
      stack.pushTable(arrayCount: 1)
      stack.pushCopy(of: 1)
      stack.setIndex(1, ofTableAt: -2)
    default:
      throw call.typeError(1, expected: "table")
    }
    pushMetatable(kind: kind, stack)
    stack.setMetatable(ofValueAt: -2)
    return 1
  }

  /// Pushes the metatable of nodes the constructor at `kind` makes at the calling place.
  private func pushMetatable(kind: Int, _ stack: LuaStack) {
    let line = stack.pushCallingFunction() ?? 0
    let function = line > 0 ? stack.address(at: -1) : nil
    var hash = UInt(bitPattern: function.map { Int(bitPattern: $0) } ?? 0) &* 0x9E37_79B9_7F4A_7C15
    hash ^= UInt(bitPattern: line &* 8 &+ kind) &* 0xC2B2_AE3D_27D4_EB4F
    let slot = Int(truncatingIfNeeded: hash >> 56) % Self.slotCount
    if let entry = slots[slot], entry.function == function, entry.line == line, entry.kind == kind {
      if line > 0 { stack.pop() }
      stack.pushRegistryValue(entry.reference)
      return
    }
    // A new place: a metatable of its own, which keeps the function for the place's file.
    let functionIndex = stack.top
    stack.pushTable(recordCount: 8)
    stack.push(kind)
    stack.setTagField(Self.kindTag, ofTableAt: -2)
    stack.push(line)
    stack.setTagField(Self.lineTag, ofTableAt: -2)
    if line > 0 {
      stack.pushCopy(of: functionIndex)
      stack.setTagField(Self.functionTag, ofTableAt: -2)
    }
    stack.push(.function(index))
    stack.setField("__index", ofTableAt: -2)
    stack.push(.function(tostring))
    stack.setField("__tostring", ofTableAt: -2)
    stack.push("Node")
    stack.setField("__name", ofTableAt: -2)
    stack.push("Node")
    stack.setField("__metatable", ofTableAt: -2)
    if let old = slots[slot] { stack.releaseRegistryValue(old.reference) }
    stack.pushCopy(of: -1)
    slots[slot] = Entry(function: function, line: line, kind: kind, reference: stack.popIntoRegistry())
    if line > 0 { stack.remove(at: functionIndex) }
  }
}
