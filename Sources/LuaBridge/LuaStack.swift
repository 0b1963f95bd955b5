internal import CListLabLua
internal import CLua

/// The Lua types, as `lua_type` reports them.
package enum LuaType: Int32, Sendable {
  case none = -1
  case `nil` = 0
  case boolean = 1
  case lightUserdata = 2
  case number = 3
  case string = 4
  case table = 5
  case function = 6
  case userdata = 7
  case thread = 8
}

/// The stack of one Lua thread (the main one, or a coroutine calling Swift).
///
/// Only operations that cannot raise a Lua error from a Swift frame are offered: pushes (the
/// allocator lets them through while Swift runs), raw table accesses and type queries. Every push
/// takes its slots of the room reserved for Swift first (LuaStack+Pushes.swift).
package struct LuaStack {
  let state: OpaquePointer
  unowned(unsafe) let lua: Lua

  init(_ state: OpaquePointer, lua: Lua) {
    self.state = state
    self.lua = lua
  }

  /// What the binding keeps with this stack's state (see ``Lua/bindingState``).
  package var bindingState: AnyObject? { lua.bindingState }

  /// Number of values on the stack.
  package var top: Int {
    get { Int(lua_gettop(state)) }
    nonmutating set { lua_settop(state, Int32(newValue)) }
  }

  package func pop(_ count: Int = 1) {
    lua_pop(state, Int32(count))
  }

  package func type(at index: Int) -> LuaType {
    LuaType(rawValue: lua_type(state, Int32(index))) ?? .none
  }

  /// `luaL_typename`, or the `__name` of a userdata's metatable (as `luaL_typeerror` reports).
  package func typeName(at index: Int) -> String {
    if type(at: index) == .userdata, let name = userdataName(at: index) { return name }
    return String(cString: luaL_typename(state, Int32(index)))
  }

  private func userdataName(at index: Int) -> String? {
    guard pushMetatable(ofValueAt: index) else { return nil }
    defer { pop() }
    pushField("__name", ofTableAt: -1)
    defer { pop() }
    guard lua_type(state, -1) == LUA_TSTRING else { return nil }
    return String(cString: lua_tolstring(state, -1, nil))
  }

  // MARK: Tables

  /// Pushes a table built from `values` (array part).
  package func pushArray(_ values: [LuaValue]) {
    pushTable(arrayCount: values.count)
    for (index, value) in values.enumerated() {
      push(value)
      lua_rawseti(state, -2, lua_Integer(index + 1))
    }
  }

  /// Pushes a table built from `fields` (record part; nil values are skipped).
  package func pushRecord(_ fields: [(String, LuaValue)]) {
    pushTable(recordCount: fields.count)
    for (key, value) in fields where !value.isNil {
      setField(key, value)
    }
  }

  /// `t[key] = value` (raw) for the table on top of the stack.
  package func setField(_ key: String, _ value: LuaValue) {
    push(key)
    push(value)
    lua_rawset(state, -3)
  }

  /// `t[index] = value` (raw) for the table on top of the stack.
  package func setIndex(_ index: Int, _ value: LuaValue) {
    push(value)
    lua_rawseti(state, -2, lua_Integer(index))
  }

  /// Sets the value on top of the stack as raw field `key` of the table at `tableIndex`, popping it.
  package func setField(_ key: String, ofTableAt tableIndex: Int) {
    let table = lua_absindex(state, Int32(tableIndex))
    push(key)
    lua_rotate(state, -2, 1)
    lua_rawset(state, table)
  }

  /// Pops the table on top of the stack and makes it the metatable of the value at `index`.
  package func setMetatable(ofValueAt index: Int) {
    let target = lua_absindex(state, Int32(index))
    lua_setmetatable(state, target)
  }

  /// Sets the value on top of the stack as raw element `index` of the table at `tableIndex`, popping it.
  package func setIndex(_ index: Int, ofTableAt tableIndex: Int) {
    lua_rawseti(state, lua_absindex(state, Int32(tableIndex)), lua_Integer(index))
  }

  // MARK: Reading

  /// The value at `index`; tables and functions become registry references.
  package func value(at index: Int) -> LuaValue {
    let index = Int32(index)
    switch lua_type(state, index) {
    case LUA_TNIL, LUA_TNONE: return .nil
    case LUA_TBOOLEAN: return .boolean(lua_toboolean(state, index) != 0)
    case LUA_TNUMBER:
      if lua_isinteger(state, index) != 0 {
        return .integer(Int(lua_tointegerx(state, index, nil)))
      }
      return .number(lua_tonumberx(state, index, nil))
    case LUA_TSTRING: return .string(string(at: Int(index)) ?? "")
    case LUA_TTABLE:
      pushCopy(of: Int(index))
      return .table(LuaTable(popping: lua))
    case LUA_TFUNCTION:
      pushCopy(of: Int(index))
      return .function(LuaFunction(popping: lua))
    case LUA_TUSERDATA:
      if let object = lua.object(at: index, on: state) { return .object(object) }
      pushCopy(of: Int(index))
      return .userdata(LuaReference(popping: lua))
    case LUA_TLIGHTUSERDATA: return .lightUserdata(lua_touserdata(state, index))
    case LUA_TTHREAD:
      pushCopy(of: Int(index))
      return .thread(LuaReference(popping: lua))
    default: return .nil
    }
  }

  /// Every key/value pair of the table at `index`, in `next` order.
  package func pairs(at index: Int) -> [(key: LuaValue, value: LuaValue)] {
    let table = lua_absindex(state, Int32(index))
    var result: [(key: LuaValue, value: LuaValue)] = []
    pushNil()
    while next(ofTableAt: table) {
      result.append((value(at: -2), value(at: -1)))
      pop()
    }
    return result
  }

  /// Calls `body` with each key and value index of the table at `index`, in `next` order, without
  /// converting them (fast path for reading declarations). `body` must leave the stack as it found it.
  package func forEachPair(at index: Int, _ body: (_ keyIndex: Int, _ valueIndex: Int) throws -> Void) rethrows {
    let table = lua_absindex(state, Int32(index))
    pushNil()
    while next(ofTableAt: table) {
      let top = Int(lua_gettop(state))
      do {
        try body(top - 1, top)
      } catch {
        lua_settop(state, Int32(top - 2))
        throw error
      }
      pop()
    }
  }

  /// Calls `body` with each key and value index of the table at `index`, in `next` order, while
  /// it returns true; returns whether every pair was visited. `body` must leave the stack as it
  /// found it.
  package func visitPairs(at index: Int, _ body: (_ keyIndex: Int, _ valueIndex: Int) -> Bool) -> Bool {
    let table = lua_absindex(state, Int32(index))
    pushNil()
    while next(ofTableAt: table) {
      let top = Int(lua_gettop(state))
      guard body(top - 1, top) else {
        lua_settop(state, Int32(top - 2))
        return false
      }
      pop()
    }
    return true
  }

  /// The boolean at `index`; nil when the value is not a boolean.
  package func boolean(at index: Int) -> Bool? {
    guard lua_type(state, Int32(index)) == LUA_TBOOLEAN else { return nil }
    return lua_toboolean(state, Int32(index)) != 0
  }

  /// `#t` without metamethods for a table or string at `index`.
  package func rawLength(at index: Int) -> Int {
    Int(lua_rawlen(state, Int32(index)))
  }

  package func isInteger(at index: Int) -> Bool {
    lua_isinteger(state, Int32(index)) != 0
  }

  /// The number at `index` (strings are not converted).
  package func number(at index: Int) -> Double? {
    guard lua_type(state, Int32(index)) == LUA_TNUMBER else { return nil }
    return lua_tonumberx(state, Int32(index), nil)
  }

  /// The integer at `index` if it is a number with an exact integer value.
  package func integer(at index: Int) -> Int? {
    guard lua_type(state, Int32(index)) == LUA_TNUMBER else { return nil }
    var isNumber: Int32 = 0
    let value = lua_tointegerx(state, Int32(index), &isNumber)
    return isNumber != 0 ? Int(value) : nil
  }

  /// The Swift object wrapped by the userdata at `index`, if it is one.
  package func object(at index: Int) -> AnyObject? {
    lua.object(at: Int32(index), on: state)
  }

  /// `tostring(value)` with metamethods, in protected mode.
  package func tostring(at index: Int) throws(LuaError) -> String {
    let status = pushToString(of: index)
    defer { pop() }
    if status != LUA_OK {
      throw LuaError(kind: .runtime, message: string(at: -1) ?? "error in __tostring")
    }
    return string(at: -1) ?? ""
  }

  /// Pushes "chunkname:line: " of the function at `level` (1 = the Lua code calling Swift).
  package func whereString(level: Int = 1) -> String {
    pushWhere(level: level)
    defer { pop() }
    return lua.expandingChunkNames(string(at: -1) ?? "")
  }
}

/// A position in a Lua chunk: `source:line`.
package struct LuaSourceLocation: Hashable, Sendable, CustomStringConvertible {
  package var source: String
  package var line: Int

  package init(source: String, line: Int) {
    self.source = source
    self.line = line
  }

  package var description: String { "\(source):\(line)" }
}
