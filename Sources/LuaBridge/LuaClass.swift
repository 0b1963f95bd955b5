internal import CLua

/// How a Swift class appears to Lua: a userdata with methods, fields, `__tostring`, `__name` and a
/// `__gc` that releases the Swift object.
///
/// ```swift
/// var list = LuaClass<ListObject>("List")
/// list.methods["frames"] = { list, call in … return 1 }
/// list.fields["count"] = { list, call in call.returning(.integer(list.count)) }
/// list.describe = { list in list.text }
/// lua.define(list)
/// ```
package struct LuaClass<Object: AnyObject> {
  package typealias Method = (Object, LuaCall) throws -> Int

  /// The metatable's `__name`: what `tostring` falls back to and what type errors call it.
  package let name: String
  /// `object:method(…)`. Arguments start at index 2 (1 is the object).
  package var methods: [String: Method] = [:]
  /// `object.field`, computed on access. The call holds the object at 1 and the key at 2.
  package var fields: [String: Method] = [:]
  /// `tostring(object)`.
  package var describe: ((Object) throws -> String)?
  /// Other metamethods by name (`__len`, `__call`, `__index` fallback…), with Lua's arguments.
  package var metamethods: [String: Method] = [:]

  package init(_ name: String) { self.name = name }
}

extension Lua {
  /// Registers `definition`, so that objects of its class can be pushed to Lua; returns a handle
  /// that pushes and recognises them quickly.
  @discardableResult
  package func define<Object: AnyObject>(_ definition: LuaClass<Object>) -> LuaClassHandle<Object> {
    let state = activeState
    let stack = self.stack(state)
    let top = lua_gettop(state)
    defer { lua_settop(state, top) }
    // The metatable, the method table, and a function and its key at a time.
    guard stack.ensure(6) else { preconditionFailure("no Lua stack left to define class \(definition.name)") }

    stack.pushNewMetatable(named: definition.name)  // sets __name
    let metatable = lua_gettop(state)
    stack.push(true)
    lua_rawsetp(state, metatable, swiftObjectMarker)
    stack.push(definition.name)
    stack.setField("__metatable", ofTableAt: Int(metatable))
    stack.pushCFunction(releaseBoxedObject)
    stack.setField("__gc", ofTableAt: Int(metatable))

    // Methods: one function each, checking `self`. A `self` of another type is most often a
    // method called with `.` (`l.frame("a")`): the message says to use `:`.
    stack.pushTable(recordCount: definition.methods.count)
    let methodTable = lua_gettop(state)
    let className = definition.name
    let example = className.first.map { String($0).lowercased() } ?? "x"
    for (methodName, method) in definition.methods {
      pushHostFunction(methodName, on: state) { [unowned self] call in
        let object: Object
        do {
          object = try call.object(1, as: Object.self)
        } catch let error as LuaArgumentError where call.stack.typeName(at: 1) != className {
          // The receiver as the line calling it writes it, else one named after the class.
          let line = call.callerLocation.flatMap { location in sourceLine?(location) }
          let receiver = line.flatMap { MethodCallAdvice.receiver(calling: methodName, in: $0) } ?? example
          throw LuaArgumentError(error.description + MethodCallAdvice.text(receiver: receiver, method: methodName))
        }
        return try method(object, call)
      }
      stack.setField(methodName, ofTableAt: Int(methodTable))
    }

    if definition.fields.isEmpty && definition.metamethods["__index"] == nil {
      // A key the method table lacks asks its own metatable, which notes the miss (for a hint
      // that names the receiver's class); a method found costs nothing more.
      stack.pushTable(recordCount: 1)
      pushHostFunction("__index", on: state) { [unowned self] call in
        if let key = call.stack.string(at: 2) { memberMiss = (className, key) }
        return call.returning(.nil)
      }
      stack.setField("__index", ofTableAt: -2)
      lua_setmetatable(state, methodTable)
      stack.pushCopy(of: Int(methodTable))
      stack.setField("__index", ofTableAt: Int(metatable))
    } else {
      // __index(object, key): a method, else a field, else the fallback, else nil.
      stack.pushCopy(of: Int(methodTable))
      let methods = LuaTable(popping: self)
      let fields = definition.fields
      let fallback = definition.metamethods["__index"]
      pushHostFunction("__index", on: state) { [unowned self] call in
        let object = try call.object(1, as: Object.self)
        if let key = call.stack.string(at: 2) {
          let method = methods[key]
          if !method.isNil { return call.returning(method) }
          if let field = fields[key] { return try field(object, call) }
        }
        if let fallback { return try fallback(object, call) }
        if let key = call.stack.string(at: 2) { self.memberMiss = (className, key) }
        return call.returning(.nil)
      }
      stack.setField("__index", ofTableAt: Int(metatable))
    }
    lua_settop(state, metatable)

    if let describe = definition.describe {
      pushHostFunction("__tostring", on: state) { call in
        call.returning(.string(try describe(try call.object(1, as: Object.self))))
      }
      stack.setField("__tostring", ofTableAt: Int(metatable))
    }
    if definition.metamethods["__eq"] == nil {
      pushHostFunction("__eq", on: state) { call in
        call.returning(.boolean(call.stack.object(at: 1) === call.stack.object(at: 2)))
      }
      stack.setField("__eq", ofTableAt: Int(metatable))
    }
    for (event, method) in definition.metamethods where event != "__index" {
      pushHostFunction(event, on: state) { call in
        try method(try call.object(1, as: Object.self), call)
      }
      stack.setField(event, ofTableAt: Int(metatable))
    }

    stack.pushCopy(of: Int(metatable))
    let metatableAddress = lua_topointer(state, -1)!
    classMetatables[definition.name] = stack.popIntoRegistry()
    classNames[ObjectIdentifier(Object.self)] = definition.name
    classMetatablesByType[ObjectIdentifier(Object.self)] = classMetatables[definition.name]
    classMembers[definition.name] = (Set(definition.methods.keys), Set(definition.fields.keys))
    classMetatableAddresses[ObjectIdentifier(Object.self)] = metatableAddress
    return LuaClassHandle(metatableReference: classMetatables[definition.name]!, metatable: metatableAddress)
  }

  /// The handle of the registered class `type`, if it is registered.
  package func handle<Object: AnyObject>(of type: Object.Type) -> LuaClassHandle<Object>? {
    guard let reference = classMetatablesByType[ObjectIdentifier(type)],
      let address = classMetatableAddresses[ObjectIdentifier(type)]
    else { return nil }
    return LuaClassHandle(metatableReference: reference, metatable: address)
  }

  /// The Lua name of a registered class.
  package func className(of type: AnyObject.Type) -> String? {
    classNames[ObjectIdentifier(type)]
  }

  /// The method names of every registered class (for "did you mean" hints).
  package var methodNames: Set<String> {
    Set(classMembers.values.flatMap(\.methods))
  }

  /// The method and field names of the registered class whose metatable is named `name` (for
  /// completion).
  package func members(ofClassNamed name: String) -> (methods: Set<String>, fields: Set<String>)? {
    classMembers[name]
  }
}

/// What a method called with `.` is told: `; call methods with ':', as in l:frame(…), not
/// l.frame(…)`. The advice names the receiver the line calling it writes (`cards:frame(…)`), or
/// else one named after its class (`l` for a List).
package enum MethodCallAdvice {
  static func text(receiver: String, method: String) -> String {
    "; call methods with ':', as in \(receiver):\(method)(…), not \(receiver).\(method)(…)"
  }

  /// The expression before the first `.method(` (or `.method"…"`, `.method{…}`) on `line`: a name,
  /// or names joined by dots (`ui.cards`).
  ///
  /// - Complexity: O(length of the line).
  static func receiver(calling method: String, in line: String) -> String? {
    let tokens = LuaTokenizer.tokens(line)
    for index in tokens.indices.dropFirst().dropLast(2)
    where tokens[index].isSymbol(".") && tokens[index + 1].isName(method) && tokens[index + 2].opensArguments {
      // Names joined by dots, back from the `.`.
      var first = index - 1
      guard tokens[first].kind == .name else { continue }
      while first >= 2, tokens[first - 1].isSymbol("."), tokens[first - 2].kind == .name { first -= 2 }
      return LuaTokenizer.text(of: line, from: tokens[first].range.lowerBound, to: tokens[index - 1].range.upperBound)
    }
    return nil
  }
}
