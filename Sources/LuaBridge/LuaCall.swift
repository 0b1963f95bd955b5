internal import CListLabLua
internal import CLua

/// A Swift function callable from Lua. It reads its arguments from the call, pushes its results
/// and returns how many it pushed. Throwing raises a Lua error (after Swift has returned).
package typealias HostFunction = (LuaCall) throws -> Int

/// The arguments of a call from Lua into Swift, and the place its results go.
///
/// Argument indices are Lua's: 1 is the first argument (`self` for a method called with `:`).
/// Errors read like the standard library's: `bad argument #1 to 'list' (table expected, got string)`.
package struct LuaCall {
  package let stack: LuaStack
  /// The name the function was registered under, for messages.
  package let name: String

  init(stack: LuaStack, name: String) {
    self.stack = stack
    self.name = name
  }

  package var lua: Lua { stack.lua }

  /// Number of arguments.
  package var count: Int { stack.top }

  package func type(_ index: Int) -> LuaType { stack.type(at: index) }

  package func isNoneOrNil(_ index: Int) -> Bool {
    let type = stack.type(at: index)
    return type == .none || type == .nil
  }

  package func value(_ index: Int) -> LuaValue { stack.value(at: index) }

  // MARK: Checked arguments

  package func table(_ index: Int) throws -> LuaTable {
    guard stack.type(at: index) == .table else { throw typeError(index, expected: "table") }
    return stack.value(at: index).table!
  }

  /// Checks that argument `index` is a table, without taking a reference to it.
  package func checkTable(_ index: Int) throws {
    guard stack.type(at: index) == .table else { throw typeError(index, expected: "table") }
  }

  package func optionalTable(_ index: Int) throws -> LuaTable? {
    isNoneOrNil(index) ? nil : try table(index)
  }

  /// A string argument; numbers are accepted and converted, as `luaL_checkstring` does.
  package func string(_ index: Int) throws -> String {
    switch stack.type(at: index) {
    case .string: return stack.string(at: index) ?? ""
    case .number: return stack.value(at: index).description
    default: throw typeError(index, expected: "string")
    }
  }

  package func number(_ index: Int) throws -> Double {
    guard let number = stack.number(at: index) else { throw typeError(index, expected: "number") }
    return number
  }

  package func integer(_ index: Int) throws -> Int {
    guard stack.type(at: index) == .number else { throw typeError(index, expected: "number") }
    guard let integer = stack.integer(at: index) else {
      throw argumentError(index, "number has no integer representation")
    }
    return integer
  }

  package func optionalInteger(_ index: Int) throws -> Int? {
    isNoneOrNil(index) ? nil : try integer(index)
  }

  package func boolean(_ index: Int) -> Bool {
    stack.value(at: index).isTruthy
  }

  package func function(_ index: Int) throws -> LuaFunction {
    guard stack.type(at: index) == .function else { throw typeError(index, expected: "function") }
    return stack.value(at: index).function!
  }

  /// The Swift object of class `type` wrapped by the userdata at `index`.
  package func object<Object: AnyObject>(_ index: Int, as type: Object.Type) throws -> Object {
    if let object = stack.object(at: index) as? Object { return object }
    let expected = lua.className(of: type) ?? String(describing: type)
    if stack.type(at: index) == .userdata, stack.typeName(at: index) == expected {
      throw argumentError(index, "this \(expected) was already collected")
    }
    throw typeError(index, expected: expected)
  }

  // MARK: Errors

  /// `bad argument #index to 'name' (message)`, numbered as `luaL_argerror` does: for a method called
  /// with `:`, `self` is not counted, and a bad `self` reads `calling 'name' on bad self`.
  package func argumentError(_ index: Int, _ message: String) -> LuaArgumentError {
    var isMethod: Int32 = 0
    let calledName = listlab_called_name(stack.state, 0, &isMethod).map { String(cString: $0) }
    var index = index
    if isMethod != 0 {
      index -= 1
      if index == 0 {
        return LuaArgumentError("calling '\(calledName ?? name)' on bad self (\(message))")
      }
    }
    return LuaArgumentError("bad argument #\(index) to '\(calledName ?? name)' (\(message))")
  }

  /// `bad argument #index to 'name' (expected expected, got actual)`.
  package func typeError(_ index: Int, expected: String) -> LuaArgumentError {
    let actual = stack.type(at: index) == .none ? "no value" : stack.typeName(at: index)
    return argumentError(index, "\(expected) expected, got \(actual)")
  }

  /// The Lua code that made this call: `source:line`, if it is a Lua function with line information.
  package var callerLocation: LuaSourceLocation? { stack.nearestLocation(from: 1) }

  // MARK: Results

  /// Pushes `value`; returns 1, so `return call.returning(x)` reads naturally.
  @discardableResult
  package func returning(_ value: LuaValue) -> Int {
    stack.push(value)
    return 1
  }

  /// Pushes `values`; returns their count.
  @discardableResult
  package func returning(_ values: [LuaValue]) throws(LuaError) -> Int {
    try stack.reserve(values.count)
    for value in values { stack.push(value) }
    return values.count
  }

  /// Returns a closure of `function` (a host function made by ``Lua/function(_:_:)``) carrying
  /// the argument at `index`, which the closure reads at ``boundValueIndex``. The closures share
  /// the Swift closure of `function`: making one allocates nothing on the Swift side and leaves
  /// nothing for a finalizer (curried constructors such as `cell "id" {…}` make one per call).
  @discardableResult
  package func returningClosure(of function: LuaFunction, binding index: Int) -> Int {
    let argument = index < 0 ? stack.top + index + 1 : index
    guard function.push(on: stack.state) else { return returning(.nil) }
    let pushed: Int32 = stack.pushBoundClosure(of: -1, value: argument) ? 1 : 0
    lua_rotate(stack.state, -1 - pushed, pushed)  // the closure below the template…
    stack.pop()  // …and the template gone
    return pushed == 0 ? returning(.nil) : 1
  }

  /// Where a closure made by ``returningClosure(of:binding:)`` finds its bound value.
  package var boundValueIndex: Int { Int(lua_upvalueindex(2)) }

  /// Pushes a Swift object as userdata; returns 1.
  @discardableResult
  package func returning(object: AnyObject) -> Int {
    stack.push(object: object)
    return 1
  }
}
