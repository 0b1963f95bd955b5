import ListAnimation
import ListDeclaration
import ListDiff
import ListLayout
import LuaBridge

/// What plugins registered in one script host: components, layout styles and timing curves.
///
/// `component(name, fn)`, `layout(name, fn)` and `curve(name, fn)` take an optional third
/// argument `{ override = true }`, needed to replace a built-in name (a global such as `label`, a
/// style such as `grid`, a curve such as `easeIn`). Registering a plugin name again replaces it.
final class PluginRegistry {
  var components: [String: LuaFunction] = [:]
  var layouts: [String: LuaFunction] = [:]
  var curves: [String: TimingCurve] = [:]
  let calls = PluginCalls()
}

/// Calls of plugin functions, so that a plugin called within itself (a component that calls
/// itself, a curve sampling its own transition) words its error once: the innermost call wraps it,
/// and the outer calls of the same plugin pass that very error on unchanged (an error Lua raised
/// anew on the way out, such as a stack overflow, is wrapped where it appears).
final class PluginCalls {
  private var depth: [String: Int] = [:]
  /// The message of the error a plugin's call wrapped, while it is on its way out through the
  /// plugin's outer calls.
  private var passing: [String: String] = [:]

  /// Calls `body`, the function of the plugin `key`; `wrap` words what it throws.
  func call<Result>(_ key: String, _ body: () throws(LuaError) -> Result, wrap: (LuaError) -> any Error) throws
    -> Result
  {
    depth[key, default: 0] += 1
    defer {
      depth[key]! -= 1
      if depth[key] == 0 {
        depth[key] = nil
        passing[key] = nil
      }
    }
    do {
      return try body()
    } catch {
      // The very error a deeper call wrapped comes back through Lua with its raising place in front.
      if let wrapped = passing[key], error.message.hasSuffix(wrapped) { throw error }
      let wrapped = wrap(error)
      passing[key] = String(describing: wrapped)
      throw wrapped
    }
  }
}

/// A plugin's Lua timing function, as a `TimingCurve.custom` calls it: an error the function
/// raises, or a value it returns that is not a usable number, is thrown from there, worded here.
///
/// `@unchecked Sendable`: `TimingCurve` requires a `Sendable` function, but a Lua function belongs to
/// its state, which one thread uses at a time; transitions are sampled on that thread only.
final class CurveFunction: @unchecked Sendable {
  let name: String
  let function: LuaFunction
  let calls: PluginCalls

  init(name: String, function: LuaFunction, calls: PluginCalls) {
    self.name = name
    self.function = function
    self.calls = calls
  }

  func value(_ progress: Double) throws -> Double {
    let result = try calls.call("curve:\(name)") { () throws(LuaError) in
      try function.call(.number(progress))
    } wrap: { error in
      LuaRuntimeError("curve \"\(name)\": \(error.message)")
    }
    guard let number = result.first?.number, number.isFinite, abs(number) <= 100 else {
      throw LuaRuntimeError(
        "curve \"\(name)\": returned \(result.first?.description ?? "nothing") for progress \(LuaValue.format(progress)); it must return a number from -100 to 100"
      )
    }
    return number
  }
}

enum PluginBinding {
  /// Names of Lua's globals a component may not take without `override` (ListLab's own are the
  /// API's globals: see ``reservedGlobals(of:)``).
  static let luaGlobals: Set<String> = [
    "print", "require", "load", "pcall", "error", "string", "table", "math", "coroutine", "utf8", "os", "type",
    "pairs", "ipairs", "tostring", "tonumber", "select", "next",
  ]

  /// The globals a component may not take without `override`: ListLab's and Lua's.
  static func reservedGlobals(of api: LuaAPI) -> Set<String> {
    luaGlobals.union(api.functions.map(\.name))
  }

  // The bodies of the registrations; what each is and takes is in the API's definition
  // (`PluginBinding+API.swift`).

  static func component(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let lua = host.lua
    let plugins = host.plugins
    let name = try call.string(1)
    let body = try call.function(2)
    let override = try overrideFlag(call, at: 3)
    guard isIdentifier(name) else {
      throw call.argumentError(1, "a component name must be a Lua identifier, got \"\(name)\"")
    }
    if host.reservedGlobals.contains(name), !override {
      throw LuaRuntimeError(
        "component \"\(name)\" would replace the built-in \(name); pass { override = true } as the third argument to replace it"
      )
    }
    plugins.components[name] = body
    lua.globals[name] = .function(
      lua.function(name) { inner in
        let callSite = inner.callerLocation.map { " (called at \($0))" } ?? ""
        let results = try plugins.calls.call("component:\(name)") { () throws(LuaError) in
          try body.call(inner.count >= 1 ? [inner.value(1)] : [])
        } wrap: { error in
          LuaRuntimeError("in component \"\(name)\"\(callSite): \(error.message)")
        }
        if let result = results.first, case .table = result {
          inner.stack.push(result)
          if LuaDeclarations.nodeConstructor(inner.stack, at: -1) != nil { return 1 }
          inner.stack.pop()
        }
        let got: String
        switch results.first?.object {
        case let cell as CellBox: got = "a cell (\(cell.summary)); a component returns content for a cell"
        case let section as SectionBox: got = "a section (\(section.summary))"
        case .some(let object): got = "a \(lua.className(of: type(of: object)) ?? "userdata")"
        case .none: got = results.first?.typeName ?? "nothing"
        }
        throw LuaRuntimeError(
          "component \"\(name)\"\(callSite) must return a content node (label, image, box, spacer, column, row), got \(got)"
        )
      })
    return 0
  }

  static func layout(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let name = try call.string(1)
    let body = try call.function(2)
    let override = try overrideFlag(call, at: 3)
    if ListStyle.builtIn.contains(where: { $0.description == name }), !override {
      throw LuaRuntimeError(
        "layout \"\(name)\" would replace the built-in style \(name); pass { override = true } as the third argument to replace it"
      )
    }
    host.plugins.layouts[name] = body
    host.customStyleNames.insert(name)
    return 0
  }

  static func curve(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let name = try call.string(1)
    let body = try call.function(2)
    let override = try overrideFlag(call, at: 3)
    if TransitionOptions.curveNames[name] != nil, !override {
      throw LuaRuntimeError(
        "curve \"\(name)\" would replace the built-in curve \(name); pass { override = true } as the third argument to replace it"
      )
    }
    let box = CurveFunction(name: name, function: body, calls: host.plugins.calls)
    // A timing curve maps 0 to 0 and 1 to 1, so that transitions start and land exactly.
    for (input, expected) in [(0.0, 0.0), (1.0, 1.0)] {
      let value = try box.value(input)
      guard abs(value - expected) < 1e-9 else {
        throw LuaRuntimeError(
          "curve \"\(name)\" must map 0 to 0 and 1 to 1; it maps \(LuaValue.format(input)) to \(LuaValue.format(value))"
        )
      }
    }
    host.plugins.curves[name] = .custom(name: name, function: { try box.value($0) })
    return 0
  }

  static func overrideFlag(_ call: LuaCall, at index: Int) throws -> Bool {
    guard !call.isNoneOrNil(index) else { return false }
    let options = try call.table(index)
    for (key, value) in options.pairs {
      guard key.string == "override" else {
        throw LuaRuntimeError("unknown registration option \(key); the only option is override = true")
      }
      return value.isTruthy
    }
    return false
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}

extension Error {
  /// The text of an error as Lua reports it.
  var message: String {
    if let error = self as? LuaError { return error.message }
    return String(describing: self)
  }
}
