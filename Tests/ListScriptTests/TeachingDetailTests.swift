import Foundation
import ListExpectations
import ListRender
import LuaBridge
import Testing

@testable import ListScript

/// The finer points of what a student reads: stage texts wrapped as `print(t)` wraps them, stale
/// cells, steady elements, whole numbers, the receiver a hint names, and an expectation without a
/// message.
@Suite struct TeachingDetailTests {
  // MARK: Curves

  @Test func aMisspeltCurveFieldIsSuggested() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { cell 'a' {}, cell 'b' {} }\n"
    #expect(
      script.failure(setup + "l:delete('a', { curve = { sprng = {} } })")
        == "test.lua:2: delete: curve: unknown field \"sprng\" (did you mean \"spring\"?); a curve is a name, "
        + "{x1, y1, x2, y2} or {spring = {damping =, response =}}")
    #expect(
      script.failure(setup + "l:delete('a', { curve = { spring = { damping = 0.5, respons = 0.3 } } })")
        == "test.lua:2: delete: spring: unknown field \"respons\" (did you mean \"response\"?); a spring is "
        + "{damping = ratio, response = seconds} (or bounce = instead of damping)")
    // The list keeps its cells, and a well-formed spring still works.
    let results = try script.run(
      setup
        + "return #l:frames(), l:delete('a', { curve = { spring = { damping = 0.5, response = 0.3 } } }).duration > 0")
    #expect(results.map(\.description) == ["3", "true"])
  }

  // MARK: Stages

  /// `print(t.stages[1])` explains the stage as `print(t)` does: wrapped to the terminal, or
  /// hidden; `tostring` keeps the sentence on one line.
  @Test func stagesPrintWrappedAsPrintTDoes() throws {
    let script = try ScriptHarness()
    script.host.output.explanations = .wrapped(width: 60)
    try script.run(
      """
      t = list { section 's' { cell 'a' {}, cell 'b' {} } }:delete('a', { steps = 1 })
      print(t)
      """)
    let whole = script.takeOutput().split(separator: "\n").map(String.init)
    // The title and how the stages are timed, then the stage up to the first sample.
    #expect(whole[1] == "timing: one animation block, 0–0.3 s: the stages are applied in order and animate together")
    let stage = Array(whole[2..<whole.firstIndex(of: "t=0")!])
    #expect(stage.count > 3)  // the explanation takes several lines
    #expect(stage.allSatisfy { $0.count <= 60 })
    try script.run("print(t.stages[1])")
    #expect(script.takeOutput() == stage.joined(separator: "\n"))
    try script.run("print(t.stages)")
    #expect(script.takeOutput() == stage.joined(separator: "\n"))
    let values = try script.run("return t.stages[1], t.stages")
    try script.host.display([values[0]])
    try script.host.display([values[1]])
    #expect(script.takeOutput() == (stage + stage).joined(separator: "\n"))
    // tostring: one line, whatever print does.
    try script.run("print(tostring(t.stages[1]))")
    #expect(
      script.takeOutput() == """
        stage 1 of 1 · deletes
          \(StageKindText.deletes)
          delete [0,0] a
        """)
    script.host.output.explanations = .hidden
    try script.run("print(t.stages[1])")
    #expect(script.takeOutput() == "stage 1 of 1 · deletes\n  delete [0,0] a")
  }

  // MARK: Transitions of batches

  /// A batch that deletes the last row where the data lost the middle one: the middle cell stays
  /// where it is, showing "b" where the data has "c" — listed as steady and stale, not folded
  /// into the steady summary.
  @Test func aStaleCellThatStaysIsListed() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'c' {} } }
      local t = l:batch({ section 's' { cell 'a' {}, cell 'c' {} } }, function(b) b:delete{0, 2} end, { steps = 1 })
      print(t)
      print(t:at(0)[3])
      """)
    #expect(
      script.takeOutput() == """
        batch · uikit · 0.3 s easeInOut · 1 stage
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        stage 1 of 1 · batch update
          \(StageKindText.batch)
          delete [0,2] c
        t=0
          cell b (0 44; 375 44) steady (stale: the data has c here)
          separator b (16 87.667; 359 0.333) alpha=1 deleting
          cell c (0 88; 375 44) alpha=1 deleting
          steady: cell a, separator a
        t=0.3
          cell b (0 44; 375 44) steady (stale: the data has c here)
          separator b (16 87.667; 359 0.333) alpha=0 deleting
          cell c (0 88; 375 44) alpha=0 deleting
          steady: cell a, separator a
        cell b (0 44; 375 44) steady (stale: the data has c here)
        """)
  }

  /// A batch that deletes row 0 where the data lost row 1: UIKit fades "a" out and moves "b" and
  /// "c" up; "b" lands where the data has "a". Every element is listed once.
  @Test func aWrongRowBatchListsEachElementOnce() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'c' {} } }
      print(l:batch({ section 's' { cell 'a' {}, cell 'c' {} } }, function(b) b:delete{0, 0} end, { steps = 1 }))
      """)
    #expect(
      script.takeOutput() == """
        batch · uikit · 0.3 s easeInOut · 1 stage
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        stage 1 of 1 · batch update
          \(StageKindText.batch)
          delete [0,0] a
        t=0
          cell a (0 0; 375 44) alpha=1 deleting
          separator a (16 43.667; 359 0.333) alpha=1 deleting
          cell b (0 44; 375 44) shifting (stale: the data has a here)
          separator b (16 87.667; 359 0.333) shifting (stale: the data has a here)
          cell c (0 88; 375 44) shifting
        t=0.3
          cell a (0 0; 375 44) alpha=0 deleting
          separator a (16 43.667; 359 0.333) alpha=0 deleting
          cell b (0 0; 375 44) shifting (stale: the data has a here)
          separator b (16 43.667; 359 0.333) shifting (stale: the data has a here)
          cell c (0 44; 375 44) shifting
        """)
  }

  /// Up to four steady elements are named in a sample of `print(t)`; more are counted by kind.
  @Test func steadyElementsAreNamedWhenFew() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local three = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'c' {} } }
      print(three:delete('c', { steps = 1 }))
      local four = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'c' {}, cell 'd' {} } }
      print(four:delete('d', { steps = 1 }))
      """)
    #expect(
      script.takeOutput() == """
        delete · uikit · 0.3 s easeInOut · 1 stage
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        stage 1 of 1 · deletes
          \(StageKindText.deletes)
          delete [0,2] c
        t=0
          separator b (16 87.667; 359 0.333) alpha=1 deleting
          cell c (0 88; 375 44) alpha=1 deleting
          steady: cell a, separator a, cell b
        t=0.3
          separator b (16 87.667; 359 0.333) alpha=0 deleting
          cell c (0 88; 375 44) alpha=0 deleting
          steady: cell a, separator a, cell b
        delete · uikit · 0.3 s easeInOut · 1 stage
        timing: one animation block, 0–0.3 s: the stages are applied in order and animate together
        stage 1 of 1 · deletes
          \(StageKindText.deletes)
          delete [0,3] d
        t=0
          separator c (16 131.667; 359 0.333) alpha=1 deleting
          cell d (0 132; 375 44) alpha=1 deleting
          steady: 3 cells, 2 separators
        t=0.3
          separator c (16 131.667; 359 0.333) alpha=0 deleting
          cell d (0 132; 375 44) alpha=0 deleting
          steady: 3 cells, 2 separators
        """)
  }

  // MARK: The REPL's display

  /// Whole floats show as integers (as `print(l)` writes points); the values stay floats.
  @Test func wholeFloatsShowWithoutPointZero() throws {
    let script = try ScriptHarness()
    let values = try script.run(
      """
      local l = list { estimated_height = 80, section 's' { cell 'a' { text = 'x' }, cell 'b' {} } }
      local w, h = l:content_size()
      return w, h, math.type(w), { 1.0, 2.5, x = 44.0 }, 1 / 3, 1e20, -0.0
      """)
    try script.host.display(Array(values[0...2]))
    try script.host.display([values[3]])
    try script.host.display(Array(values[4...]))
    #expect(
      script.takeOutput() == """
        375\t88\tfloat
        { 1, 2.5, x = 44 }
        0.33333333333333\t1e+20\t0
        """)
  }

  // MARK: Hints

  /// `cards.frame("a")` is told to write `cards:frame(…)`, the name it used.
  @Test func theColonHintNamesTheReceiverAsWritten() throws {
    let script = try ScriptHarness()
    func explained(_ source: String) -> String? {
      // The advice is worded when the call fails, from the line the host knows.
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      script.host.typedLine = { location in location.source == "test.lua" ? lines[location.line - 1] : nil }
      do {
        try script.run(source)
        return nil
      } catch let error as LuaError {
        return script.host.explaining(error).message
      } catch {
        return nil
      }
    }
    let setup = "local cards = list { style = 'cards', section 's' { cell 'a' {} } }\nlocal ui = { cards = cards }\n"
    #expect(
      explained(setup + "print(cards.frame('a'))")
        == "test.lua:3: bad argument #1 to 'frame' (List expected, got string); call methods with ':', as in "
        + "cards:frame(…), not cards.frame(…)")
    #expect(
      explained(setup + "ui.cards.subframes { 'a' }")
        == "test.lua:3: bad argument #1 to 'subframes' (List expected, got table); call methods with ':', as in "
        + "ui.cards:subframes(…), not ui.cards.subframes(…)")
    // A line that does not show the call keeps the name of the class.
    #expect(
      explained(setup + "local f = cards.frame\nf('a')")
        == "test.lua:4: bad argument #1 to 'f' (List expected, got string); call methods with ':', as in "
        + "l:frame(…), not l.frame(…)")
  }

  // MARK: Expectations

  @Test func anExpectationWithoutAMessageQuotesItsCondition() throws {
    let script = try ScriptHarness()
    var failures: [String] = []
    script.host.onExpectationFailure = { failures.append($0.description) }
    let source = "local t = { 1 }\nexpect(#t == 2)\nexpect(t[1] > 5) -- checked (once)\nexpect(false, 'told')"
    var lines = source.split(separator: "\n").map(String.init)
    script.host.typedLine = { location in location.source == "test.lua" ? lines[location.line - 1] : nil }
    try script.run(source)
    lines = ["expect(1 == 2) expect(false)"]
    #expect(
      failures == [
        "test.lua:2: expectation failed: #t == 2", "test.lua:3: expectation failed: t[1] > 5",
        "test.lua:4: expectation failed: told",
      ])
    // Without the line (a chunk that is no file), or with two calls on it: what was given.
    try script.run("expect(nil)", chunk: "nowhere.lua")
    try script.run("expect(1 == 2) expect(false)", chunk: "test.lua")
    #expect(
      Array(failures.dropFirst(3)) == [
        "nowhere.lua:1: expectation failed: the condition is nil",
        "test.lua:1: expectation failed: the condition is false",
        "test.lua:1: expectation failed: the condition is false",
      ])
  }

  /// A file read again after it changed quotes its new text (`:reload` after an edit).
  @Test func aChangedFileIsQuotedAsItIsNow() throws {
    let script = try ScriptHarness()
    var failures: [String] = []
    script.host.onExpectationFailure = { failures.append($0.message) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("expect-\(UUID().uuidString).lua").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    for source in ["expect(1 == 2)\nexpect(2 == 3)", "expect(10 == 20)"] {
      try source.write(toFile: path, atomically: true, encoding: .utf8)
      try script.host.run(file: path)
    }
    #expect(failures == ["1 == 2", "2 == 3", "10 == 20"])
  }

  @Test func theConditionIsReadFromTheCall() {
    #expect(Expectations.condition(in: "expect(a == 'x)')") == "a == 'x)'")
    #expect(Expectations.condition(in: "  expect( f(1, 2) ~= { 3 } )  -- why") == "f(1, 2) ~= { 3 }")
    #expect(Expectations.condition(in: "local ok = expect(x, nil)") == "x")
    #expect(Expectations.condition(in: "myexpect(x)") == nil)
    #expect(Expectations.condition(in: "expect(") == nil)
    #expect(Expectations.condition(in: "expect(a) expect(b)") == nil)
  }
}

/// The sentences `print(t)` explains two kinds of stage with, as the tests expect them.
private enum StageKindText {
  static let deletes =
    "Deletes refer to the data as it was before the batch, so section and item deletes go together before "
    + "anything is inserted or moved, and items leave with their section."
  static let batch =
    "A programmer's performBatchUpdates animates every declared operation at once: deletes and reloads at the "
    + "old index paths, inserts and move destinations at the new ones."
}
