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

  /// Runs the closure; on error pushes the message and returns -1 so the trampoline raises it.
  func invoke(_ state: OpaquePointer) -> Int32 {
    let previous = lua.activeState
    lua.activeState = state
    defer { lua.activeState = previous }
    let stack = LuaStack(state, lua: lua)
    do {
      // Once the time limit or Ctrl-C stopped the entry, no Swift function runs before it ends,
      // even when Lua code caught the error; nor returns as if nothing happened.
      try lua.checkNotTripped()
      let results = try body(LuaCall(stack: stack, name: name))
      try lua.checkNotTripped()
      return Int32(results)
    } catch let error as LuaError {
      // Already positioned (it comes from Lua): pass the original value on when there is one.
      if let value = lua.takeErrorValue(of: error) {
        raise(value, on: stack)
      } else {
        raise(.string(error.message), on: stack)
      }
    } catch let error as any LuaPositionedError {
      raise(.string(error.description), on: stack)
    } catch {
      // A message that starts with its own place (a declaration's line) keeps it alone.
      let message = lua.describeError?(error) ?? String(describing: error)
      let place = lua.errorNamesItsPlace?(error) == true ? "" : Self.nearestWhere(on: stack)
      raise(.string(place + message), on: stack)
    }
    return -1
  }

  /// Pushes the error value the trampoline raises. The body may have filled its room: the slot
  /// is made first (the stack above the room is what the body pushed, given up now).
  private func raise(_ value: LuaValue, on stack: LuaStack) {
    if !stack.ensure(1) { stack.top = max(0, stack.top - 1) }
    stack.push(value)
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
    let stack = self.stack(state)
    stack.pushNewMetatable(named: hostFunctionMetatableName)
    stack.pushCFunction(releaseBoxedObject)
    stack.setField("__gc", ofTableAt: -2)
    stack.pop()
  }

  /// Pushes a Lua function that runs `body`.
  func pushHostFunction(_ name: String, on state: OpaquePointer, _ body: @escaping HostFunction) {
    let stack = self.stack(state)
    stack.pushBlock(retaining: HostFunctionBox(name: name, body: body, lua: self))
    stack.pushMetatable(named: hostFunctionMetatableName)
    lua_setmetatable(state, -2)
    stack.pushTrampoline()
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
    activeStack.pushGlobals()
    return LuaTable(popping: self)
  }

  /// A new empty table.
  package func newTable() -> LuaTable {
    activeStack.pushTable()
    return LuaTable(popping: self)
  }

  /// A new table holding `values` as its array part.
  package func newTable(array values: [LuaValue]) -> LuaTable {
    stack(activeState).pushArray(values)
    return LuaTable(popping: self)
  }

  /// The Swift object wrapped by the userdata at `index`, or nil for any other value.
  func object(at index: Int32, on state: OpaquePointer) -> AnyObject? {
    let stack = self.stack(state)
    guard lua_type(state, index) == LUA_TUSERDATA, stack.pushMetatable(ofValueAt: Int(index)) else { return nil }
    stack.pushField(address: swiftObjectMarker, ofTableAt: -1)
    let isSwiftObject = lua_toboolean(state, -1) != 0
    lua_pop(state, 2)
    return isSwiftObject ? stack.objectInBlock(at: index) : nil
  }

  func stack(_ state: OpaquePointer) -> LuaStack { LuaStack(state, lua: self) }

  /// The stack of the thread Swift uses now: the main thread's, or that of the coroutine that
  /// called Swift.
  package var activeStack: LuaStack { stack(activeState) }
}
