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
  ///
  /// - Complexity: O(length of the line).
  static func condition(in line: String) -> String? {
    let tokens = LuaTokenizer.tokens(line)
    let calls = tokens.indices.dropLast().filter { index in
      tokens[index].isName("expect") && tokens[index + 1].isSymbol("(")
        && (index == 0 || !(tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol(":")))
    }
    guard calls.count == 1 else { return nil }
    let open = calls[0] + 1
    // The first argument ends at a comma or at the call's `)`, outside any bracket it opens.
    var depth = 0
    for index in (open + 1)..<tokens.count where tokens[index].kind == .symbol {
      switch tokens[index].text {
      case "(", "{", "[":
        depth += 1
      case ")", "}", "]", ",":
        guard depth == 0 else {
          if tokens[index].text != "," { depth -= 1 }
          continue
        }
        let text = LuaTokenizer.text(
          of: line, from: tokens[open].range.upperBound, to: tokens[index].range.lowerBound
        ).trimmingSpaces
        return text.isEmpty ? nil : text
      default:
        continue
      }
    }
    return nil
  }
}

/// `expect(condition, message)` and `expect_frame([list,] id, {x=, y=, w=, h=} [, {tolerance=, kind=}])`.
enum Expectations {
  /// With --json, each expectation is an event:
  /// `{"type":"expectation","passed":…,"file":…,"line":…,"message":…}`.
  static func observe(_ host: ScriptHost) {
    let output = host.output
    host.expectations.onCheck = { check in
      let fields: [(String, JSONValue)] = [
        ("type", .string("expectation")), ("passed", .bool(check.passed)),
        ("file", check.site.map { .string($0.file) } ?? .null), ("line", check.site.map { .integer($0.line) } ?? .null),
        ("message", .string(check.message)),
      ]
      output.event(.object(fields))
    }
  }

  // The bodies of the globals; what each is and takes is in the API's definition
  // (`Expectations+API.swift`).

  static func expect(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let log = host.expectations
    let place = call.callerLocation
    let site = place.map { SourceSite(file: $0.source, line: $0.line) }
    let passed = call.value(1).isTruthy
    // Without a message, the condition as written (`expect(1 == 2)` fails with `1 == 2`); only
    // read when it is shown: a failure, or an event with --json.
    var message = ""
    if !call.isNoneOrNil(2) {
      message = try call.stack.tostring(at: 2)
    } else if !passed || host.output.format == .json {
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

  static func expectFrame(_ host: ScriptHost, _ call: LuaCall) throws -> Int {
    let log = host.expectations
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

  /// The names of the frame's fields and of the options, as the API's definition lists them.
  private static let frameFields = ListLabAPI.expectationRecords[0].fields.map(\.name)
  private static let optionNames = ListLabAPI.expectationRecords[1].fields.map(\.name)

  /// `{x=, y=, w=, h=}`: at least one, each a finite number.
  private static func readFrame(_ expected: LuaTable, into expectation: inout FrameExpectation) throws {
    for (key, _) in expected.pairs where !frameFields.contains(key.string ?? "") {
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

  /// `{tolerance=, kind=, element_kind=, message=}`.
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
      case "message":
        guard let text = value.string else {
          throw LuaRuntimeError("expect_frame: message must be a string (the idea the frame checks), got \(value)")
        }
        expectation.note = text
      default:
        let near = key.string.map { Suggestion.close(to: $0, in: optionNames) } ?? []
        let hint = near.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(near) { $0 })?)"
        throw LuaRuntimeError(
          "expect_frame: unknown option \(key)\(hint); use tolerance, kind, element_kind and message"
        )
      }
    }
  }
}
