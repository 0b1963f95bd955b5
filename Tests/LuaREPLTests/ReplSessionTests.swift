import ListLabSystem
import Testing

@testable import LuaBridge
@testable import LuaREPL

@Suite struct ReplSessionTests {
  final class Printed { var lines: [String] = [] }

  private func session() throws -> (ReplSession, Printed) {
    let lua = try Lua()
    let printed = Printed()
    try lua.installSandbox(SandboxPolicy()) { printed.lines.append($0) }
    return (try ReplSession(lua: lua), printed)
  }

  private func expectDone(_ outcome: ReplSession.Outcome, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    if case .failed(let error) = outcome { Issue.record("failed: \(error.message)", sourceLocation: sourceLocation) }
    if case .incomplete = outcome { Issue.record("incomplete", sourceLocation: sourceLocation) }
  }

  @Test func expressionsPrintTheirValues() throws {
    let (repl, printed) = try session()
    expectDone(repl.enter("1 + 1"))
    expectDone(repl.enter("'a', 2.5, nil"))
    expectDone(repl.enter("=10"))
    expectDone(repl.enter("x = 3"))  // a statement prints nothing
    #expect(printed.lines == ["2", "a\t2.5\tnil", "10"])
  }

  @Test func lastValueIsKeptAsUnderscore() throws {
    let (repl, printed) = try session()
    expectDone(repl.enter("6 * 7"))
    expectDone(repl.enter("_ + 1"))
    #expect(printed.lines == ["42", "43"])
  }

  @Test func incompleteInputAsksForMore() throws {
    let (repl, printed) = try session()
    guard case .incomplete = repl.enter("function add(a, b)") else { Issue.record("expected more"); return }
    #expect(repl.isContinuing)
    guard case .incomplete = repl.enter("  return a + b") else { Issue.record("expected more"); return }
    expectDone(repl.enter("end"))
    #expect(!repl.isContinuing)
    expectDone(repl.enter("add(2, 3)"))
    // A multi-line expression prints its value too.
    guard case .incomplete = repl.enter("{") else { Issue.record("expected more"); return }
    expectDone(repl.enter("}"))
    #expect(printed.lines.first == "5")
    #expect(printed.lines.last?.hasPrefix("table: ") == true)
  }

  @Test func errorsUseTheStdinChunkNameAndTheSessionGoesOn() throws {
    let (repl, printed) = try session()
    guard case .failed(let syntax) = repl.enter("x = = 1") else { Issue.record("syntax error expected"); return }
    #expect(syntax.message == "stdin:1: unexpected symbol near '='")
    // Lines are numbered as they are entered: this is the second.
    guard case .failed(let runtime) = repl.enter("nil + 1") else { Issue.record("runtime error expected"); return }
    #expect(runtime.message == "stdin:2: attempt to perform arithmetic on a nil value")
    #expect(runtime.traceback?.hasPrefix("stack traceback:") == true)
    expectDone(repl.enter("'still here'"))
    #expect(printed.lines == ["still here"])
  }

  @Test func topLevelLocalsSurviveToTheNextLine() throws {
    let (repl, printed) = try session()
    expectDone(repl.enter("local l = { 1, 2, 3 }"))
    expectDone(repl.enter("#l"))
    expectDone(repl.enter("local a, b <const> = 10, 20"))
    expectDone(repl.enter("a + b"))
    expectDone(repl.enter("local function twice(n) return 2 * n end"))
    expectDone(repl.enter("twice(a)"))
    expectDone(repl.enter("local unset"))
    expectDone(repl.enter("unset == nil"))
    // Session locals do not leak into the globals.
    expectDone(repl.enter("rawget(_G, 'l') == nil"))
    // Closures see later assignments.
    expectDone(repl.enter("local n = 0"))
    expectDone(repl.enter("local function bump() n = n + 1 return n end"))
    expectDone(repl.enter("bump() bump()"))
    expectDone(repl.enter("n"))
    // A local inside a block stays inside it.
    expectDone(repl.enter("do local hidden = 1 end"))
    expectDone(repl.enter("hidden"))
    #expect(printed.lines == ["3", "30", "20", "true", "true", "2", "nil"])
  }

  @Test func localInitialisedFromAGlobalOfTheSameName() throws {
    let (repl, printed) = try session()
    expectDone(repl.enter("count = 5"))
    expectDone(repl.enter("local count = count + 1"))
    expectDone(repl.enter("count, rawget(_G, 'count')"))
    #expect(printed.lines == ["6\t5"])
  }

  @Test func loadRunsAFileIntoTheSession() throws {
    let (repl, printed) = try session()
    let path = "/tmp/listlab-load-\(UInt32.random(in: 0...UInt32.max)).lua"
    try AtomicFile.write("greeting = 'hello'\nlocal hidden = 1\n", to: path)
    expectDone(repl.run(file: path))
    expectDone(repl.enter("greeting, hidden"))
    #expect(printed.lines == ["hello\tnil"])
    try AtomicFile.write("x = 1\nerror('bad file')\n", to: path)
    guard case .failed(let error) = repl.run(file: path) else { Issue.record("expected failure"); return }
    #expect(error.message == "\(path):2: bad file")
  }

  @Test func completesGlobalsFieldsAndMethods() throws {
    let (repl, _) = try session()
    #expect(repl.completions(for: "pri") == ["print"])
    #expect(repl.completions(for: "string.fo") == ["string.format"])
    #expect(repl.completions(for: "math.p").contains("math.pi"))
    expectDone(repl.enter("local box = { width = 1, height = 2, grow = function() end }"))
    #expect(repl.completions(for: "box.") == ["box.grow", "box.height", "box.width"])
    #expect(repl.completions(for: "box:") == ["box:grow"])
    #expect(repl.completions(for: "bo").contains("box"))
    expectDone(repl.enter("local s = 'text'"))
    #expect(repl.completions(for: "s:up") == ["s:upper"])
    #expect(repl.completions(for: "whi") == ["while"])
    #expect(repl.completions(for: "nothing.here") == [])
  }

  @Test func completesSwiftObjectMembers() throws {
    let (repl, _) = try session()
    var counter = LuaClass<Counter>("Counter")
    counter.methods["add"] = { _, _ in 0 }
    counter.methods["reset"] = { _, _ in 0 }
    counter.fields["value"] = { object, call in call.returning(.integer(object.value)) }
    repl.lua.define(counter)
    repl.lua.register("counter") { call in call.returning(object: Counter(0)) }
    expectDone(repl.enter("local c = counter()"))
    #expect(repl.completions(for: "c:") == ["c:add", "c:reset"])
    #expect(repl.completions(for: "c.v") == ["c.value"])
  }
}

@Suite struct SessionLocalsTests {
  @Test(arguments: [
    ("local x = 1", ";__repl_local(\"x\"); x = 1"),
    ("local a, b = 1, 2", ";__repl_local(\"a\",\"b\"); a, b = 1, 2"),
    ("local c <const> = 3", ";__repl_local(\"c\"); c = 3"),
    ("local y", ";__repl_local(\"y\"); y = nil"),
    ("local function f() end", ";__repl_local(\"f\"); function f() end"),
    ("local f <close> = x", "local f <close> = x"),
    ("do local z = 1 end", "do local z = 1 end"),
    ("for i = 1, 2 do local q = i end local r = 1", "for i = 1, 2 do local q = i end ;__repl_local(\"r\"); r = 1"),
    ("s = 'local t = 1'", "s = 'local t = 1'"),
    ("-- local u = 1\nlocal v = 2", "-- local u = 1\n;__repl_local(\"v\"); v = 2"),
    ("local a,\nb = 1, 2\nerror('x')", ";__repl_local(\"a\",\"b\"); a, b \n= 1, 2\nerror('x')"),
    (
      "while f(function() local w end) do local k = 1 end local m",
      "while f(function() local w end) do local k = 1 end ;__repl_local(\"m\"); m = nil"
    ),
    (
      "if x then local p = 1 elseif y then local p2 = 2 else local p3 end local done = true",
      "if x then local p = 1 elseif y then local p2 = 2 else local p3 end ;__repl_local(\"done\"); done = true"
    ),
  ])
  func rewrite(source: String, expected: String) {
    #expect(SessionLocals.rewrite(source) == expected)
  }
}

/// A Swift object whose class has methods and a field, for completion.
final class Counter {
  var value: Int
  init(_ value: Int) { self.value = value }
}
