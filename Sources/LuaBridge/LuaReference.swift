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
    self.ref = lua.activeStack.popIntoRegistry()
  }

  deinit {
    // A reference may go at any point of Swift code, even with the room filled: `luaL_unref`
    // needs a slot, made here (a reference the stack has no slot left for stays in the registry
    // until the state closes, rather than be released past the stack's end).
    if let lua, !lua.isClosed {
      lua.activeStack.releaseRegistryValueMakingRoom(ref)
    }
  }

  /// Pushes the referenced value on `state`'s stack. Returns false when the state is gone.
  @discardableResult
  func push(on state: OpaquePointer) -> Bool {
    guard let lua, !lua.isClosed else { return false }
    lua.stack(state).pushRegistryValue(ref)
    return true
  }

  /// Runs `body` with the value pushed on the active stack, restoring the stack afterwards.
  func withPushed<T>(_ body: (LuaStack) throws -> T) rethrows -> T? {
    guard let lua, !lua.isClosed else { return nil }
    let stack = lua.activeStack
    let top = stack.top
    defer { stack.top = top }
    stack.pushRegistryValue(ref)
    return try body(stack)
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
        stack.replaceKeyWithValue(ofTableAt: -2)
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
        stack.pushElement(index + 1, ofTableAt: -1)
        values.append(stack.value(at: -1))
        stack.pop()
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
        guard stack.pushMetatable(ofValueAt: -1) else { return nil }
        return LuaTable(popping: stack.lua)
      } ?? nil
    }
    set {
      withPushed { stack in
        if let newValue { newValue.push(on: stack.state) } else { stack.pushNil() }
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
    // The function, its arguments, the message handler, and a reference made of each: room
    // reserved first.
    try stack.reserve(arguments.count + 4)
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
