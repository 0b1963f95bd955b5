import ListDiff
import ListLayout
import ListRender
import LuaBridge

/// What `expect` and `expect_frame` recorded while scripts ran.
public final class ExpectationLog {
  public struct Failure: Sendable, Equatable {
    /// `file:line` of the expectation (or of the error, for a script that failed).
    public var location: String
    public var message: String

    public init(location: String, message: String) {
      self.location = location
      self.message = message
    }
  }

  public private(set) var passed = 0
  public private(set) var failures: [Failure] = []
  /// Called with each failure as it happens (`run` prints them at once).
  var onFailure: ((Failure) -> Void)?

  func pass() { passed += 1 }

  public func fail(at location: String, _ message: String) {
    let failure = Failure(location: location, message: message)
    failures.append(failure)
    onFailure?(failure)
  }
}

/// `expect(condition, message)` and `expect_frame([list,] id, {x=, y=, w=, h=} [, {tolerance=, kind=}])`.
enum Expectations {
  static func install(on host: ScriptHost) {
    let lua = host.lua
    let log = host.expectations

    lua.register("expect") { call in
      let location = call.callerLocation.map(\.description) ?? "?"
      if call.value(1).isTruthy {
        log.pass()
        return call.returning(.boolean(true))
      }
      let message = call.isNoneOrNil(2) ? "expectation failed" : try call.stack.tostring(at: 2)
      log.fail(at: location, message)
      return call.returning(.boolean(false))
    }

    lua.register("expect_frame") { call in
      let location = call.callerLocation.map(\.description) ?? "?"
      var index = 1
      let list: ListObject
      if let given = call.stack.object(at: 1) as? ListObject {
        list = given
        index = 2
      } else if let last = host.lastList {
        list = last
      } else {
        throw LuaRuntimeError(
          "expect_frame: no list yet; build one with list {…} or pass it first: expect_frame(l, id, frame)")
      }
      let id = try LuaDeclarations.identifier(call, index)
      let expected = try call.table(index + 1)
      var tolerance = 0.001
      var kind = Element.Kind.cell
      if let options = try call.optionalTable(index + 2) {
        for (key, value) in options.pairs {
          switch key.string {
          case "tolerance":
            guard let number = value.number, number >= 0, number.isFinite else {
              throw LuaRuntimeError("expect_frame: tolerance must be a finite number ≥ 0, got \(value)")
            }
            tolerance = number
          case "kind":
            guard let name = value.string, let chosen = Element.Kind(rawValue: name) else {
              throw LuaRuntimeError(
                "expect_frame: kind must be one of cell, header, footer, separator, card, got \(value)")
            }
            kind = chosen
          default:
            throw LuaRuntimeError("expect_frame: unknown option \(key); use tolerance and kind")
          }
        }
      }
      let element = list.layout.elements().first { $0.kind == kind && $0.id == id }
      let what = "\(kind.rawValue) \(id.quoted)"
      guard let element else {
        log.fail(at: location, "expected a \(what), but the list has none")
        return call.returning(.boolean(false))
      }
      var mismatches: [String] = []
      var checked = 0
      for (key, actual) in [
        ("x", element.frame.x), ("y", element.frame.y), ("w", element.frame.width), ("h", element.frame.height),
      ] {
        let value = expected[key]
        if value.isNil { continue }
        guard let number = value.number, number.isFinite else {
          throw LuaRuntimeError("expect_frame: \(key) must be a finite number, got \(value)")
        }
        checked += 1
        if abs(number - actual) > tolerance {
          mismatches.append("\(key) = \(formatPoints(number)), got \(formatPoints(actual))")
        }
      }
      for (key, _) in expected.pairs where !["x", "y", "w", "h"].contains(key.string ?? "") {
        throw LuaRuntimeError("expect_frame: unknown field \(key); the frame has x, y, w and h")
      }
      guard checked > 0 else { throw LuaRuntimeError("expect_frame: give at least one of x, y, w, h") }
      if mismatches.isEmpty {
        log.pass()
        return call.returning(.boolean(true))
      }
      log.fail(
        at: location,
        "expected \(what) to have \(mismatches.joined(separator: "; ")) (frame \(LayoutText.frame(element.frame)), tolerance \(formatPoints(tolerance)))"
      )
      return call.returning(.boolean(false))
    }
  }
}
