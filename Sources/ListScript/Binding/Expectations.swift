import ListDiff
import ListLabCore
import ListLayout
import ListRender
import LuaBridge

/// What `expect` and `expect_frame` recorded while scripts ran.
public final class ExpectationLog {
  public struct Failure: Sendable, Equatable, CustomStringConvertible {
    /// `file:line` of the expectation (or of the error, for a script that failed).
    public var location: String
    public var message: String

    public init(location: String, message: String) {
      self.location = location
      self.message = message
    }

    /// `file:line: expectation failed: message`, as `run` and the REPL print it.
    public var description: String { "\(location): expectation failed: \(message)" }
  }

  public private(set) var passed = 0
  public private(set) var failures: [Failure] = []
  /// Called with each failure as it happens (`run` and the REPL print them at once).
  var onFailure: ((Failure) -> Void)?
  /// Called with each expectation as it is checked: where, whether it passed, and the message.
  var onCheck: ((_ location: String, _ passed: Bool, _ message: String) -> Void)?

  /// How many expectations were checked so far.
  public var count: Int { passed + failures.count }

  func pass(at location: String, _ message: String) {
    passed += 1
    onCheck?(location, true, message)
  }

  public func fail(at location: String, _ message: String) {
    let failure = Failure(location: location, message: message)
    failures.append(failure)
    onCheck?(location, false, message)
    onFailure?(failure)
  }
}

extension LuaSourceLocation {
  /// Reads `file:line`.
  init?(parsing text: String) {
    guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else { return nil }
    self.init(source: String(text[..<colon]), line: line)
  }
}

/// `expect(condition, message)` and `expect_frame([list,] id, {x=, y=, w=, h=} [, {tolerance=, kind=}])`.
enum Expectations {
  static func install(on host: ScriptHost) {
    let lua = host.lua
    let log = host.expectations
    let output = host.output
    // With --json, each expectation is an event: {"type":"expectation","passed":…,"file":…,"line":…,"message":…}.
    log.onCheck = { location, passed, message in
      let place = LuaSourceLocation(parsing: location)
      let file: JSONValue = place.map { .string($0.source) } ?? .null
      let line: JSONValue = place.map { .integer($0.line) } ?? .null
      let fields: [(String, JSONValue)] = [
        ("type", .string("expectation")), ("passed", .bool(passed)), ("file", file), ("line", line),
        ("message", .string(message)),
      ]
      output.event(.object(fields))
    }

    lua.register("expect") { call in
      let location = call.callerLocation.map(\.description) ?? "?"
      let message = call.isNoneOrNil(2) ? "expectation failed" : try call.stack.tostring(at: 2)
      if call.value(1).isTruthy {
        log.pass(at: location, message)
        return call.returning(.boolean(true))
      }
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
      var elementKind: String?
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
                "expect_frame: kind must be one of \(Element.Kind.allCases.map(\.rawValue).joined(separator: ", ")), got \(value)"
              )
            }
            kind = chosen
          case "element_kind":
            guard let name = value.string else {
              throw LuaRuntimeError(
                "expect_frame: element_kind must be a string (\"badge\", \"background\"), got \(value)")
            }
            elementKind = name
          default:
            let hint = key.string.flatMap { Suggestion.closest(to: $0, in: ["tolerance", "kind", "element_kind"]) }
            throw LuaRuntimeError(
              "expect_frame: unknown option \(key)\(hint.map { " (did you mean \($0)?)" } ?? ""); use tolerance, kind and element_kind"
            )
          }
        }
      }
      let element = list.layout.elements().first {
        $0.kind == kind && $0.id == id && (elementKind == nil || $0.elementKind == elementKind)
      }
      let what = "\(LayoutText.name(of: kind, elementKind: elementKind)) \(id.quoted)"
      guard let element else {
        let known = list.layout.elements().lazy.filter { $0.kind == kind }.map(\.id)
        let near = UnknownID(.cell, id, among: known, operation: "expect_frame").suggestion
        log.fail(
          at: location,
          "expected a \(what), but the list has none" + (near.map { " (did you mean \($0.quoted)?)" } ?? ""))
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
        log.pass(at: location, "\(what) has its frame")
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
