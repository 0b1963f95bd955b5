internal import CLua

/// A Lua value kept alive in the registry while Swift holds this object.
///
/// Released with `luaL_unref` when the Swift object goes away; inert once the state is closed.
package class LuaReference {
  weak var lua: Lua?
  let ref: Int32

  /// Pops the value on top of `lua`'s active stack into the registry.
  init(popping lua: Lua) {
    self.lua = lua
    self.ref = luaL_ref(lua.activeState, LUA_REGISTRYINDEX)
  }

  deinit {
    if let lua, !lua.isClosed {
      luaL_unref(lua.activeState, LUA_REGISTRYINDEX, ref)
    }
  }

  /// Pushes the referenced value on `state`'s stack. Returns false when the state is gone.
  @discardableResult
  func push(on state: OpaquePointer) -> Bool {
    guard let lua, !lua.isClosed else { return false }
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(ref))
    return true
  }

  /// Runs `body` with the value pushed on the active stack, restoring the stack afterwards.
  func withPushed<T>(_ body: (LuaStack) throws -> T) rethrows -> T? {
    guard let lua, !lua.isClosed else { return nil }
    let state = lua.activeState
    let top = lua_gettop(state)
    defer { lua_settop(state, top) }
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(ref))
    return try body(LuaStack(state, lua: lua))
  }

  /// Whether both references name the same Lua value (`rawequal`).
  package func isSame(as other: LuaReference) -> Bool {
    guard let lua, !lua.isClosed else { return false }
    let state = lua.activeState
    let top = lua_gettop(state)
    defer { lua_settop(state, top) }
    push(on: state)
    other.push(on: state)
    return lua_rawequal(state, -1, -2) != 0
  }
}

/// A Lua table. Reads and writes are raw: they never run metamethods, so they cannot raise.
package final class LuaTable: LuaReference {
  package subscript(key: String) -> LuaValue {
    get { self[.string(key)] }
    set { self[.string(key)] = newValue }
  }

  package subscript(index: Int) -> LuaValue {
    get { self[.integer(index)] }
    set { self[.integer(index)] = newValue }
  }

  package subscript(key: LuaValue) -> LuaValue {
    get {
      withPushed { stack in
        stack.push(key)
        lua_rawget(stack.state, -2)
        return stack.value(at: -1)
      } ?? .nil
    }
    set {
      guard !key.isNil else { return }
      if case .number(let number) = key, number.isNaN { return }
      withPushed { stack in
        stack.push(key)
        stack.push(newValue)
        lua_rawset(stack.state, -3)
      }
    }
  }

  /// The border `#t` without `__len` (`lua_rawlen`).
  package var count: Int {
    withPushed { stack in Int(lua_rawlen(stack.state, -1)) } ?? 0
  }

  /// The values at 1…count.
  package var array: [LuaValue] {
    withPushed { stack in
      let count = Int(lua_rawlen(stack.state, -1))
      var values: [LuaValue] = []
      values.reserveCapacity(count)
      for index in 0..<count {
        lua_rawgeti(stack.state, -1, lua_Integer(index + 1))
        values.append(stack.value(at: -1))
        lua_pop(stack.state, 1)
      }
      return values
    } ?? []
  }

  /// Every key/value pair, in `next` order.
  package var pairs: [(key: LuaValue, value: LuaValue)] {
    withPushed { stack in stack.pairs(at: -1) } ?? []
  }

  /// The metatable, if any (`getmetatable` without `__metatable`).
  package var metatable: LuaTable? {
    get {
      withPushed { stack -> LuaTable? in
        guard lua_getmetatable(stack.state, -1) != 0 else { return nil }
        return LuaTable(popping: stack.lua)
      } ?? nil
    }
    set {
      withPushed { stack in
        if let newValue { newValue.push(on: stack.state) } else { lua_pushnil(stack.state) }
        lua_setmetatable(stack.state, -2)
      }
    }
  }
}

/// A Lua function (or any callable value) that Swift can call in protected mode.
package final class LuaFunction: LuaReference {
  /// Calls the function with `arguments`; returns all its results.
  ///
  /// Errors, including the time limit and Ctrl-C, arrive as a ``LuaError`` with the traceback.
  @discardableResult
  package func call(_ arguments: [LuaValue] = []) throws(LuaError) -> [LuaValue] {
    guard let lua, !lua.isClosed else {
      throw LuaError(kind: .runtime, message: "the Lua state is closed")
    }
    let state = lua.activeState
    let stack = LuaStack(state, lua: lua)
    // The function, its arguments and the message handler: room beyond Lua's guaranteed 20.
    guard stack.ensure(arguments.count + 4) else {
      throw LuaError(kind: .runtime, message: "stack overflow (too many arguments or nested calls)")
    }
    let base = lua_gettop(state)
    push(on: state)
    for argument in arguments { stack.push(argument) }
    return try lua.protectedCall(state: state, base: base, argumentCount: arguments.count)
  }

  @discardableResult
  package func call(_ arguments: LuaValue...) throws(LuaError) -> [LuaValue] {
    try call(arguments)
  }
}
