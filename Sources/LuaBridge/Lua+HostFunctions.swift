internal import CListLabLua
internal import CLua

/// A Swift closure kept alive by the Lua function that calls it.
final class HostFunctionBox {
  let name: String
  let body: HostFunction
  unowned(unsafe) let lua: Lua

  init(name: String, body: @escaping HostFunction, lua: Lua) {
    self.name = name
    self.body = body
    self.lua = lua
  }

  /// Slots reserved for a body: the trampoline's LUA_MINSTACK and 8 more (see ``invoke(_:)``).
  static let bodyStackRoom: Int32 = LUA_MINSTACK + 8

  /// Runs the closure; on error pushes the message and returns -1 so the trampoline raises it.
  func invoke(_ state: OpaquePointer) -> Int32 {
    let previous = lua.activeState
    lua.activeState = state
    defer { lua.activeState = previous }
    let stack = LuaStack(state, lua: lua)
    // Room past the trampoline's LUA_MINSTACK (calls.c) for the few values some bodies push
    // without reserving them first: with the sandbox's `load` and `setmetatable` in C (sandbox.c)
    // rather than Lua functions, the heap is laid out otherwise, and such an overflow of the Lua
    // stack corrupted the next block (CampaignCaseTests aborted one run in three; with 4 more slots,
    // none in 12). To go once every push reserves its room (LuaStack.ensure).
    _ = lua_checkstack(state, Self.bodyStackRoom)
    do {
      // Once the time limit or Ctrl-C stopped the entry, no Swift function runs before it ends,
      // even when Lua code caught the error; nor returns as if nothing happened.
      try lua.checkNotTripped()
      let results = try body(LuaCall(stack: stack, name: name))
      try lua.checkNotTripped()
      return Int32(results)
    } catch let error as LuaError {
      // Already positioned (it comes from Lua): pass the original value on when there is one.
      if let value = lua.takeErrorValue(of: error) { stack.push(value) } else { stack.push(error.message) }
    } catch let error as any LuaPositionedError {
      stack.push(error.description)
    } catch {
      stack.push(Self.nearestWhere(on: stack) + (lua.describeError?(error) ?? String(describing: error)))
    }
    return -1
  }

  /// `chunk:line: ` of the Lua code that called the host function — or, when a C function of
  /// Lua's called it (`tostring` running a `__tostring`, a metamethod), of the nearest Lua function
  /// further up, so that every error a script sees names its file and line.
  static func nearestWhere(on stack: LuaStack) -> String {
    for level in 1...8 {
      let place = stack.whereString(level: level)
      if !place.isEmpty { return place }
    }
    return ""
  }
}

let hostFunctionMetatableName = "listlab.hostfunction"

extension Lua {
  func defineHostFunctionMetatable() {
    luaL_newmetatable(state, hostFunctionMetatableName)
    lua_pushcclosure(state, releaseBoxedObject, 0)
    lua_setfield(state, -2, "__gc")
    lua_pop(state, 1)
  }

  /// Pushes a Lua function that runs `body`.
  func pushHostFunction(_ name: String, on state: OpaquePointer, _ body: @escaping HostFunction) {
    stack(state).pushBlock(retaining: HostFunctionBox(name: name, body: body, lua: self))
    _ = luaL_getmetatable(state, hostFunctionMetatableName)
    lua_setmetatable(state, -2)
    listlab_push_host_function(state)
  }

  /// A Lua function that runs `body`.
  package func function(_ name: String, _ body: @escaping HostFunction) -> LuaFunction {
    pushHostFunction(name, on: activeState, body)
    return LuaFunction(popping: self)
  }

  /// Sets global `name` to a Lua function that runs `body`.
  package func register(_ name: String, _ body: @escaping HostFunction) {
    globals[name] = .function(function(name, body))
  }

  /// The global table (`_G` as the C API sees it).
  package var globals: LuaTable {
    lua_pushglobaltable(activeState)
    return LuaTable(popping: self)
  }

  /// A new empty table.
  package func newTable() -> LuaTable {
    lua_newtable(activeState)
    return LuaTable(popping: self)
  }

  /// A new table holding `values` as its array part.
  package func newTable(array values: [LuaValue]) -> LuaTable {
    stack(activeState).pushArray(values)
    return LuaTable(popping: self)
  }

  /// The Swift object wrapped by the userdata at `index`, or nil for any other value.
  func object(at index: Int32, on state: OpaquePointer) -> AnyObject? {
    guard lua_type(state, index) == LUA_TUSERDATA, lua_getmetatable(state, index) != 0 else { return nil }
    _ = lua_rawgetp(state, -1, swiftObjectMarker)
    let isSwiftObject = lua_toboolean(state, -1) != 0
    lua_pop(state, 2)
    return isSwiftObject ? stack(state).objectInBlock(at: index) : nil
  }

  func stack(_ state: OpaquePointer) -> LuaStack { LuaStack(state, lua: self) }

  /// The stack of the thread Swift uses now: the main thread's, or that of the coroutine that
  /// called Swift.
  package var activeStack: LuaStack { stack(activeState) }
}
