import ListDeclaration
import ListDiff
import ListLabCore
import ListLayout
import ListRender
import LuaBridge

/// What `expect` and `expect_frame` recorded while scripts ran.
package final class ExpectationLog {
  package struct Failure: Sendable, Equatable, CustomStringConvertible {
    /// `file:line` of the expectation (or of the error, for a script that failed).
    package var location: String
    package var message: String

    package init(location: String, message: String) {
      self.location = location
      self.message = message
    }

    /// `file:line: expectation failed: message`, as `run` and the REPL print it.
    package var description: String { "\(location): expectation failed: \(message)" }
  }

  package private(set) var passed = 0
  package private(set) var failures: [Failure] = []
  /// Called with each failure as it happens (`run` and the REPL print them at once).
  var onFailure: ((Failure) -> Void)?
  /// Called with each expectation as it is checked: where, whether it passed, and the message.
  var onCheck: ((_ location: String, _ passed: Bool, _ message: String) -> Void)?

  /// How many expectations were checked so far.
  package var count: Int { passed + failures.count }

  func pass(at location: String, _ message: String) {
    passed += 1
    onCheck?(location, true, message)
  }

  package func fail(at location: String, _ message: String) {
    let failure = Failure(location: location, message: message)
    failures.append(failure)
    onCheck?(location, false, message)
    onFailure?(failure)
  }
}

extension Expectations {
  /// The condition of the one `expect(…)` call on `line`, as written: `1 == 2` in
  /// `expect(1 == 2)`; nil when the line has no such call, or more than one, or the call goes on
  /// to the next line.
  static func condition(in line: String) -> String? {
    let characters = Array(line)
    let name = Array("expect(")
    var starts: [Int] = []
    for index in characters.indices where characters[index...].starts(with: name) {
      let before = index > 0 ? characters[index - 1] : " "
      if !(before.isLetter || before.isNumber || before == "_" || before == ".") { starts.append(index + name.count) }
    }
    guard starts.count == 1 else { return nil }
    var depth = 0
    var quote: Character?
    var index = starts[0]
    while index < characters.count {
      let character = characters[index]
      if let open = quote {
        if character == "\\" { index += 1 } else if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "(" || character == "{" || character == "[" {
        depth += 1
      } else if character == ")" || character == "}" || character == "]" || character == "," {
        if depth == 0 {
          let condition = characters[starts[0]..<index].drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }
          return condition.isEmpty ? nil : String(condition.reversed())
        }
        if character != "," { depth -= 1 }
      }
      index += 1
    }
    return nil
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
      let place = call.callerLocation
      let location = place.map(\.description) ?? "?"
      let passed = call.value(1).isTruthy
      // Without a message, the condition as written (`expect(1 == 2)` fails with `1 == 2`); only
      // read when it is shown: a failure, or an event with --json.
      var message = ""
      if !call.isNoneOrNil(2) {
        message = try call.stack.tostring(at: 2)
      } else if !passed || output.format == .json {
        message =
          place.flatMap(host.sourceText).flatMap(Self.condition(in:)) ?? "the condition is \(call.value(1).description)"
      }
      if passed {
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
