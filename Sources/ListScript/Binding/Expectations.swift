import ListDeclaration
import ListDiff
import ListExpectations
import ListLabCore
import ListLayout
import ListRender
import LuaBridge

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

/// `expect(condition, message)` and `expect_frame([list,] id, {x=, y=, w=, h=} [, {tolerance=, kind=}])`.
enum Expectations {
  static func install(on host: ScriptHost) {
    let lua = host.lua
    let log = host.expectations
    let output = host.output
    // With --json, each expectation is an event: {"type":"expectation","passed":…,"file":…,"line":…,"message":…}.
    log.onCheck = { check in
      let fields: [(String, JSONValue)] = [
        ("type", .string("expectation")), ("passed", .bool(check.passed)),
        ("file", check.site.map { .string($0.file) } ?? .null), ("line", check.site.map { .integer($0.line) } ?? .null),
        ("message", .string(check.message)),
      ]
      output.event(.object(fields))
    }

    lua.register("expect") { call in
      let place = call.callerLocation
      let site = place.map { SourceSite(file: $0.source, line: $0.line) }
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
        log.pass(at: site, message)
        return call.returning(.boolean(true))
      }
      log.fail(at: site, message)
      return call.returning(.boolean(false))
    }

    lua.register("expect_frame") { call in
      let site = LuaDeclarations.site(call)
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
      var expectation = FrameExpectation(id: try LuaDeclarations.identifier(call, index))
      try readFrame(call.table(index + 1), into: &expectation)
      if let options = try call.optionalTable(index + 2) { try readOptions(options, into: &expectation) }
      let outcome = expectation.check(in: list.layout)
      let message = expectation.message(for: outcome)
      if outcome == .passed {
        log.pass(at: site, message)
        return call.returning(.boolean(true))
      }
      log.fail(at: site, message)
      return call.returning(.boolean(false))
    }
  }

  /// `{x=, y=, w=, h=}`: at least one, each a finite number.
  private static func readFrame(_ expected: LuaTable, into expectation: inout FrameExpectation) throws {
    for (key, _) in expected.pairs where !["x", "y", "w", "h"].contains(key.string ?? "") {
      throw LuaRuntimeError("expect_frame: unknown field \(key); the frame has x, y, w and h")
    }
    func number(_ key: String) throws -> Double? {
      let value = expected[key]
      if value.isNil { return nil }
      guard let number = value.number, number.isFinite else {
        throw LuaRuntimeError("expect_frame: \(key) must be a finite number, got \(value)")
      }
      return number
    }
    expectation.x = try number("x")
    expectation.y = try number("y")
    expectation.width = try number("w")
    expectation.height = try number("h")
    guard [expectation.x, expectation.y, expectation.width, expectation.height].contains(where: { $0 != nil }) else {
      throw LuaRuntimeError("expect_frame: give at least one of x, y, w, h")
    }
  }

  /// `{tolerance=, kind=, element_kind=}`.
  private static func readOptions(_ options: LuaTable, into expectation: inout FrameExpectation) throws {
    for (key, value) in options.pairs {
      switch key.string {
      case "tolerance":
        guard let number = value.number, number >= 0, number.isFinite else {
          throw LuaRuntimeError("expect_frame: tolerance must be a finite number ≥ 0, got \(value)")
        }
        expectation.tolerance = number
      case "kind":
        guard let name = value.string, let kind = Element.Kind(rawValue: name) else {
          throw LuaRuntimeError(
            "expect_frame: kind must be one of \(Element.Kind.allCases.map(\.rawValue).joined(separator: ", ")), got \(value)"
          )
        }
        expectation.kind = kind
      case "element_kind":
        guard let name = value.string else {
          throw LuaRuntimeError(
            "expect_frame: element_kind must be a string (\"badge\", \"background\"), got \(value)")
        }
        expectation.elementKind = name
      default:
        let hint = key.string.flatMap { Suggestion.closest(to: $0, in: ["tolerance", "kind", "element_kind"]) }
        throw LuaRuntimeError(
          "expect_frame: unknown option \(key)\(hint.map { " (did you mean \($0)?)" } ?? ""); use tolerance, kind and element_kind"
        )
      }
    }
  }
}
