/// A global function of an API: its documentation and its Swift body. The body gets the context
/// the globals are registered with (a script host), then the call.
package struct LuaGlobal<Context: AnyObject>: Sendable {
  package var doc: LuaAPI.Function
  package var body: @Sendable (Context, LuaCall) throws -> Int

  package init(_ doc: LuaAPI.Function, body: @escaping @Sendable (Context, LuaCall) throws -> Int) {
    self.doc = doc
    self.body = body
  }
}

/// A method of a class: its documentation and its Swift body (the call holds `self` at 1, the
/// arguments from 2).
package struct LuaMethod<Object: AnyObject>: Sendable {
  package var doc: LuaAPI.Function
  package var body: @Sendable (Object, LuaCall) throws -> Int

  package init(_ doc: LuaAPI.Function, body: @escaping @Sendable (Object, LuaCall) throws -> Int) {
    self.doc = doc
    self.body = body
  }
}

/// A field of a class, computed when it is read: its documentation and the Swift that reads it.
package struct LuaProperty<Object: AnyObject>: Sendable {
  package var doc: LuaAPI.Field
  package var read: @Sendable (Object, LuaCall) throws -> Int

  package init(_ doc: LuaAPI.Field, read: @escaping @Sendable (Object, LuaCall) throws -> Int) {
    self.doc = doc
    self.read = read
  }
}

/// A class of an API: its documentation and its members' bodies. ``luaClass()`` derives what Lua
/// registers: each method with its arguments checked against its parameters.
package struct LuaClassDefinition<Object: AnyObject>: Sendable {
  package var name: String
  package var topic: String
  package var summary: String
  package var variable: String
  package var setup: String?
  package var uikit: String?
  package var methods: [LuaMethod<Object>]
  package var properties: [LuaProperty<Object>]
  /// `tostring(object)`.
  package var describe: (@Sendable (Object) throws -> String)?

  package init(
    _ name: String, topic: String, summary: String, variable: String, setup: String? = nil, uikit: String? = nil,
    methods: [LuaMethod<Object>] = [], properties: [LuaProperty<Object>] = [],
    describe: (@Sendable (Object) throws -> String)? = nil
  ) {
    self.name = name
    self.topic = topic
    self.summary = summary
    self.variable = variable
    self.setup = setup
    self.uikit = uikit
    self.methods = methods
    self.properties = properties
    self.describe = describe
  }

  /// What the API's definition says of the class.
  package var documentation: LuaAPI.Class {
    LuaAPI.Class(
      name: name, topic: topic, summary: summary, variable: variable, setup: setup, uikit: uikit,
      fields: properties.map(\.doc),
      methods: methods.map { method in
        var doc = method.doc
        doc.owner = name
        return doc
      })
  }

  /// The class as Lua registers it: every method checks its arguments, then runs its body.
  package func luaClass() -> LuaClass<Object> {
    var definition = LuaClass<Object>(name)
    definition.describe = describe
    for method in methods {
      let body = method.body
      guard let checks = ArgumentChecks(method.doc.parameters, from: 2) else {
        definition.methods[method.doc.name] = body
        continue
      }
      definition.methods[method.doc.name] = { object, call in
        try checks.check(call)
        return try body(object, call)
      }
    }
    for property in properties { definition.fields[property.doc.name] = property.read }
    return definition
  }
}

/// A class definition whatever its Swift type: what a list of an API's classes holds.
package protocol LuaClassRegistration: Sendable {
  var documentation: LuaAPI.Class { get }
  /// Registers the class in `lua`.
  func register(on lua: Lua)
}

extension LuaClassDefinition: LuaClassRegistration {
  package func register(on lua: Lua) {
    lua.define(luaClass())
  }
}

extension Lua {
  /// Registers `globals`, each checking its arguments before its body runs with `context`.
  package func register<Context: AnyObject>(_ globals: [LuaGlobal<Context>], context: Context) {
    for global in globals {
      let body = global.body
      if let checks = ArgumentChecks(global.doc.parameters, from: 1) {
        register(global.doc.name) { call in
          try checks.check(call)
          return try body(context, call)
        }
      } else {
        register(global.doc.name) { call in try body(context, call) }
      }
    }
  }
}
