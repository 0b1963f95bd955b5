import ListAnimation
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
}

/// A plugin's Lua timing function, as a `TimingCurve.custom` calls it: an error the function
/// raises, or a value it returns that is not a usable number, is thrown from there, worded here.
///
/// `@unchecked Sendable`: `TimingCurve` requires a `Sendable` function, but a Lua function belongs to
/// its state, which one thread uses at a time; transitions are sampled on that thread only.
final class CurveFunction: @unchecked Sendable {
  let name: String
  let function: LuaFunction

  init(name: String, function: LuaFunction) {
    self.name = name
    self.function = function
  }

  func value(_ progress: Double) throws -> Double {
    let result: [LuaValue]
    do {
      result = try function.call(.number(progress))
    } catch {
      // A curve that samples its own transition would wrap its error once per level: keep one.
      if error.message.contains("curve \"\(name)\": ") { throw LuaRuntimeError(error.message) }
      throw LuaRuntimeError("curve \"\(name)\": \(error.message)")
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
  /// Names of the ListLab and Lua globals a component may not take without `override`.
  static let reservedGlobals: Set<String> = Set([
    "list", "section", "cell", "label", "image", "box", "spacer", "column", "row", "show", "swift", "diff", "component",
    "layout", "curve", "expect", "expect_frame", "print", "require", "load", "pcall", "error", "string", "table",
    "math", "coroutine", "utf8", "os", "type", "pairs", "ipairs", "tostring", "tonumber", "select", "next",
  ]).union(CompositionalBinding.globals)

  static func install(on host: ScriptHost) {
    let lua = host.lua
    let plugins = host.plugins

    lua.register("component") { call in
      let name = try call.string(1)
      let body = try call.function(2)
      let override = try overrideFlag(call, at: 3)
      guard isIdentifier(name) else {
        throw call.argumentError(1, "a component name must be a Lua identifier, got \"\(name)\"")
      }
      if reservedGlobals.contains(name), !override {
        throw LuaRuntimeError(
          "component \"\(name)\" would replace the built-in \(name); pass { override = true } as the third argument to replace it"
        )
      }
      plugins.components[name] = body
      lua.globals[name] = .function(
        lua.function(name) { inner in
          let callSite = inner.callerLocation.map { " (called at \($0))" } ?? ""
          let results: [LuaValue]
          do {
            results = try body.call(inner.count >= 1 ? [inner.value(1)] : [])
          } catch {
            // A component that calls itself would wrap its own error once per level: keep one.
            if error.message.contains("in component \"\(name)\"") { throw error }
            throw LuaRuntimeError("in component \"\(name)\"\(callSite): \(error.message)")
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

    lua.register("layout") { call in
      let name = try call.string(1)
      let body = try call.function(2)
      let override = try overrideFlag(call, at: 3)
      if ListStyle.builtIn.contains(where: { $0.description == name }), !override {
        throw LuaRuntimeError(
          "layout \"\(name)\" would replace the built-in style \(name); pass { override = true } as the third argument to replace it"
        )
      }
      plugins.layouts[name] = body
      host.customStyleNames.insert(name)
      return 0
    }

    lua.register("curve") { call in
      let name = try call.string(1)
      let body = try call.function(2)
      let override = try overrideFlag(call, at: 3)
      if TransitionOptions.curveNames[name] != nil, !override {
        throw LuaRuntimeError(
          "curve \"\(name)\" would replace the built-in curve \(name); pass { override = true } as the third argument to replace it"
        )
      }
      let box = CurveFunction(name: name, function: body)
      // A timing curve maps 0 to 0 and 1 to 1, so that transitions start and land exactly.
      for (input, expected) in [(0.0, 0.0), (1.0, 1.0)] {
        let value = try box.value(input)
        guard abs(value - expected) < 1e-9 else {
          throw LuaRuntimeError(
            "curve \"\(name)\" must map 0 to 0 and 1 to 1; it maps \(LuaValue.format(input)) to \(LuaValue.format(value))"
          )
        }
      }
      plugins.curves[name] = .custom(name: name, function: { try box.value($0) })
      return 0
    }
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
