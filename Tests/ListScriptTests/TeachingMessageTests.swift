import ListExpectations
import LuaBridge
import Testing

@testable import ListScript

/// The classic mistakes of a new user, each with the whole message it gets; and every value a
/// script can print, printing readably.
@Suite struct TeachingMessageTests {
  /// A harness whose warnings are collected too.
  final class Warned {
    let script: ScriptHarness
    var diagnostics: [String] = []

    init(json: Bool = false) throws {
      script = try ScriptHarness(json: json)
      script.host.output.diagnostics = { [unowned self] in self.diagnostics.append($0) }
    }
  }

  // MARK: Unknown ids, wrong calls

  @Test func anUnknownIDNamesTheNearestOne() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { section 'fruits' { cell 'apple' {}, cell 'banana' {} } }\n"
    #expect(
      script.failure(setup + "return l:frame('Apple').h")
        == "test.lua:2: frame: no cell \"Apple\" (did you mean \"apple\"?)")
    #expect(
      script.failure(setup + "l:card('banan')") == "test.lua:2: card: no cell \"banan\" (did you mean \"banana\"?)")
    #expect(
      script.failure(setup + "l:subframes('appel')")
        == "test.lua:2: subframes: no cell \"appel\" (did you mean \"apple\"?)")
    #expect(
      script.failure(setup + "l:scroll_to('Banana')")
        == "test.lua:2: scroll_to: no cell \"Banana\" (did you mean \"banana\"?)")
    #expect(
      script.failure(setup + "l:delete('aple')") == "test.lua:2: delete: no cell \"aple\" (did you mean \"apple\"?)")
    #expect(
      script.failure(setup + "l:move('apple', { section = 'fruit' })")
        == "test.lua:2: move: no section \"fruit\" (did you mean \"fruits\"?)")
    #expect(script.failure(setup + "l:frame('zebra')") == "test.lua:2: frame: no cell \"zebra\"")
  }

  @Test func shortIDsGetNoFarFetchedSuggestion() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'ab' {} } }\n"
    #expect(script.failure(setup + "l:frame('zz')") == "test.lua:2: frame: no cell \"zz\"")
    #expect(script.failure(setup + "l:frame('c')") == "test.lua:2: frame: no cell \"c\"")
    #expect(script.failure(setup + "l:frame('A')") == "test.lua:2: frame: no cell \"A\" (did you mean \"a\"?)")
    #expect(script.failure(setup + "l:frame('abc')") == "test.lua:2: frame: no cell \"abc\" (did you mean \"ab\"?)")
    // Fields, styles and curves keep their suggestions.
    #expect(
      script.failure("list { widht = 3 }")?.contains("unknown field \"widht\" (did you mean \"width\"?)") == true)
    #expect(
      script.failure("list { style = 'insetgrouped' }")?.contains("(did you mean \"insetGrouped\"?)") == true)
    #expect(
      script.failure("list { cell 'a' { label { text = 'x', style = 'bdy' } } }")?.contains(
        "(did you mean \"body\"?)") == true)
  }

  @Test func aMethodCalledWithADotSaysToUseAColon() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure("local l = list { cell 'a' {} }\nl.frame('a')")
        == "test.lua:2: bad argument #1 to 'frame' (List expected, got string); call methods with ':', as in "
        + "l:frame(…), not l.frame(…)")
    #expect(
      script.failure("local l = list { cell 'a' {} }\nlocal t = l:delete('a')\nt.at(0)")
        == "test.lua:3: bad argument #1 to 'at' (Transition expected, got number); call methods with ':', as in "
        + "t:at(…), not t.at(…)")
  }

  @Test func aListStyleCloseToABuiltInOneIsSuggested() throws {
    let script = try ScriptHarness()
    #expect(
      script.failure("list { style = 'inset' }")
        == "test.lua:1: invalid list: list: style \"inset\" is not a list style (did you mean "
        + "\"insetGrouped\"?); expected one of plain, grouped, insetGrouped, cards, grid, compositional")
  }

  @Test func optionsCloseToKnownOnesAreSuggested() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { cell 'apple' {} }\n"
    #expect(
      script.failure(setup + "show(l, { colums = 20 })")
        == "test.lua:2: show: unknown option colums (did you mean columns?); use x, y or columns")
    #expect(
      script.failure(setup + "expect_frame('apple', { x = 0 }, { tolerence = 1 })")
        == "test.lua:2: expect_frame: unknown option tolerence (did you mean tolerance?); use tolerance, kind, element_kind and message"
    )
    #expect(
      script.failure(setup + "l:delete('apple', { curve = 'easeInOt' })")?.hasPrefix(
        "test.lua:2: delete: unknown curve \"easeInOt\" (did you mean \"easeInOut\"?)") == true)
    #expect(
      script.failure(setup + "l:delete('apple', { choreography = 'Android' })")?.hasPrefix(
        "test.lua:2: delete: choreography must be one of uikit, android, staged, got Android (did you mean \"android\"?)"
      )
        == true)
    #expect(
      script.failure(setup + "l:delete('apple', { duraton = 1 })")?.hasPrefix(
        "test.lua:2: delete: unknown option \"duraton\" (did you mean \"duration\"?)") == true)
    // An expectation about an unknown id fails naming the nearest one.
    try script.run(setup + "expect_frame('Apple', { x = 0 })")
    #expect(
      script.host.expectations.failures.last?.message
        == "expected a cell \"Apple\", but the list has none (did you mean \"apple\"?)")
  }

  /// `expect_frame`'s `message` says the idea the frame checks before the numbers, only when it
  /// fails; one that is not a string is refused.
  @Test func anExpectedFrameSaysItsIdeaBeforeTheNumbers() throws {
    let script = try ScriptHarness()
    let setup = "local l = list { cell 'apple' {} }\n"
    try script.run(setup + "expect_frame('apple', { h = 60 }, { message = 'a fixed height of 60' })")
    #expect(
      script.host.expectations.failures.last?.message
        == "a fixed height of 60: expected cell \"apple\" to have h = 60, got 44 (frame (0 0; 375 44), tolerance 0.001)"
    )
    try script.run(setup + "expect_frame('apple', { h = 44 }, { message = 'the default height' })")
    #expect(script.host.expectations.failures.count == 1)
    #expect(
      script.failure(setup + "expect_frame('apple', { h = 44 }, { message = 60 })")
        == "test.lua:2: expect_frame: message must be a string (the idea the frame checks), got 60")
  }

  // MARK: Hints

  private func hint(_ source: String, _ script: ScriptHarness) throws -> String? {
    do {
      try script.run(source)
      return nil
    } catch let error as LuaError {
      let explained = script.host.explaining(error) { location in
        location.source == "test.lua"
          ? source.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)[location.line - 1] : nil
      }
      return explained.message.split(separator: "\n").first { $0.hasPrefix("hint: ") }.map(String.init)
    }
  }

  @Test func aComponentWithoutItsPluginSaysHowToLoadIt() throws {
    let script = try ScriptHarness { options in
      options.pluginFolders = [ScriptHarness.repository + "/Scripts/plugins"]
    }
    #expect(
      try hint("list { cell 'a' { Pill { text = 'New' } } }", script)
        == "hint: Pill is not defined. A component comes from a plugin: load the one that defines it first, with "
        + "require \"name\" in the script or listlab --plugin FILE")
    #expect(
      try hint("list { cell 'a' { Title { title = 'x' } } }", script)
        == "hint: Title is a component of the plugin design_system: load it first, with require \"design_system\" "
        + "in the script, or listlab --plugin \(ScriptHarness.repository)/Scripts/plugins/design_system.lua")
    #expect(try hint("list { cell 'a' { lable 'x' } }", script) == "hint: lable is not defined; did you mean label?")
    #expect(try hint("list { Cell 'a' {} }", script) == "hint: Cell is not defined; did you mean cell?")
    #expect(
      try hint("list { cell 'a' {} }:fram('a')", script)
        == "hint: a List has no method fram; did you mean l:frame or l:frames?")
    // No hint where there is nothing to add.
    #expect(try hint("local x = nil + 1", script) == nil)
  }

  @Test func aStringCalledWithATableSaysSectionOrCell() throws {
    let script = try ScriptHarness()
    let advice =
      "hint: a string cannot be called: \"fruits\" {…} declares nothing. Write section \"fruits\" {…} for a "
      + "section, or cell \"fruits\" {…} for a cell"
    // Inside a list: a syntax error; alone: another one; through a variable: a runtime error.
    #expect(try hint("local l = list {\n  \"fruits\" { cell 'a' {} },\n}", script) == advice)
    #expect(try hint("\"fruits\" { cell 'a' {} }", script) == advice)
    #expect(try hint("local s = 'fruits'\ns { cell 'a' {} }", script) == nil)  // the line calls s, no string
    #expect(try hint("local l = list { section \"fruits\" { cell 'a' {} } }", script) == nil)
  }

  @Test func aMissingScriptsFolderIsNamedWhenAModuleIsNotFound() throws {
    let script = try ScriptHarness { options in
      options.missingHome = "ListLab's Scripts folder was not found; set LISTLAB_HOME"
    }
    #expect(
      try hint("require 'design_system'", script) == "hint: ListLab's Scripts folder was not found; set LISTLAB_HOME")
  }

  // MARK: Batches

  @Test func aBatchComplaintPointsAtTheLineThatDeclaredTheOperation() throws {
    let script = try ScriptHarness()
    let message = script.failure(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {} } }
      l:batch({ section 's' { cell 'a' {} } }, function(b)
        b:reload{0, 0}
        b:delete{0, 2}
      end)
      """)
    #expect(
      message
        == "test.lua:4: attempt to delete row 2 from section 0 which only contains 2 rows before the update "
        + "(index paths and section indices count from 0: the first row is {0, 0})")
    // A complaint about the counts is about the whole batch: the l:batch line.
    #expect(
      script.failure("local l = list { cell 'a' {} }\nl:batch({ cell 'a' {}, cell 'b' {} }, function(b) end)")?
        .hasPrefix("test.lua:2: Invalid update: invalid number of rows in section 0.") == true)
  }

  @Test func aBatchThatDeletesTheWrongRowWarnsAtItsLine() throws {
    let warned = try Warned()
    let results = try warned.script.run(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {}, cell 'c' {} } }
      local t = l:batch({ section 's' { cell 'a' {}, cell 'c' {} } }, function(b)
        b:delete{0, 2}
      end)
      return #t.warnings, t.warnings[1]
      """)
    let sentence =
      "batch: the batch deletes [0,2] (\"c\"), but \"c\" is still in the new data (at [0,1]) and \"b\" is the "
      + "one that left (it was at [0,1]): UIKit would animate the wrong cell; delete [0,1] instead"
    #expect(warned.diagnostics == ["test.lua:3: warning: " + sentence])
    #expect(results.map(\.description) == ["1", sentence])
  }

  @Test func aStaleRowWarnsAtTheBatchLine() throws {
    let warned = try Warned()
    try warned.script.run(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {} } }
      print(l:batch({ section 's' { cell 'z' {}, cell 'b' {} } }, function(b) end).warnings)
      """)
    let sentence =
      "batch: no operation names row [0,0], where the new data has \"z\": the old cell \"a\" stays on screen until "
      + "it is reloaded (reload [0,0], or delete [0,0] and insert [0,0])"
    #expect(warned.diagnostics == ["test.lua:2: warning: " + sentence])
    #expect(warned.script.takeOutput() == sentence)
  }

  @Test func applyingBareCellsOverNamedSectionsWarns() throws {
    let warned = try Warned()
    try warned.script.run(
      """
      local l = list { section 's' { cell 'a' {}, cell 'b' {} } }
      local t = l:apply { cell 'b' {}, cell 'a' {} }
      print(#t.warnings, l:frame('a').section)
      print(l:apply({ cell 'a' {} }).warnings)
      """)
    #expect(
      warned.diagnostics == [
        "test.lua:2: warning: apply: the cells given without a section form the section \"main\", which replaces "
          + "section \"s\": every cell is deleted and inserted again. To change a section, give it with its id: "
          + "section \"s\" {…}"
      ])
    #expect(warned.script.takeOutput() == "1\t0\n(none)")
  }

  @Test func warningsAreJSONEventsWithJSON() throws {
    let warned = try Warned(json: true)
    try warned.script.run(
      "local l = list { section 's' { cell 'a' {} } }\nl:apply { cell 'a' {} }")
    #expect(warned.diagnostics.isEmpty)
    #expect(
      warned.script.takeOutput().hasPrefix(
        #"{"type":"warning","file":"test.lua","line":2,"message":"apply: the cells given without a section"#))
    #expect(warned.script.host.warnings.map(\.location?.description) == ["test.lua:2"])
  }

  // MARK: Printing

  @Test func framesCardsAndSubframesPrintReadably() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { style = "cards", section "s" { cell "a" { height = 40 }, cell "b" { label "Hi" } } }
      print(l:frame("a"))
      print(l:card("a"))
      print(l:frames()[3])
      print(l:subframes("b")[1])
      print(l:visible())
      local f = l:frame("a")
      f.x = 5
      print(f)
      """)
    #expect(
      script.takeOutput() == """
        cell a [0,0] (0 0; 375 52)
        card a [0,0] (8 8; 359 40) corners=all
        cell b [0,1] (0 52; 375 32.333)
        label (8 4; 359 20.333) lines=1
        a
        b
        cell a [0,0] (5 0; 375 52)
        """)
  }

  @Test func transitionElementsSamplesAndStagesPrintReadably() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { section "s" { cell "a" {}, cell "b" {} } }
      local t = l:delete("a", { steps = 1 })
      print(t:at(0)[2])
      print(t:at(0))
      print(t:steps(1)[2])
      print(t.stages[1])
      print(#t.warnings, t.warnings)
      """)
    #expect(
      script.takeOutput() == """
        separator a (16 43.667; 359 0.333) alpha=1 deleting
        cell a (0 0; 375 44) alpha=1 deleting
        separator a (16 43.667; 359 0.333) alpha=1 deleting
        cell b (0 44; 375 44) shifting
        t=0.3
          cell a (0 0; 375 44) alpha=0 deleting
          separator a (16 43.667; 359 0.333) alpha=0 deleting
          cell b (0 0; 375 44) shifting
        stage 1 of 1 · deletes
          Deletes refer to the data as it was before the batch, so section and item deletes go together before anything is inserted or moved, and items leave with their section.
          delete [0,0] a
        0\t(none)
        """)
  }

  @Test func theREPLShowsTablesAsTheirContents() throws {
    let script = try ScriptHarness()
    let values = try script.run(
      """
      local t = {}
      for i = 1, 30 do t[i] = i end
      local cycle = { name = "loop" }
      cycle.self = cycle
      return { 1, 2, 3 }, { x = 1, ["two words"] = "a\\"b", nested = { 4, { 5, { 6 } } } }, t, cycle, {},
        { list { cell 'a' {} }, print }, list { cell 'a' {} }:frame('a')
      """)
    for value in values { try script.host.display([value]) }
    #expect(
      script.takeOutput() == """
        { 1, 2, 3 }
        { nested = { 4, { 5, {…} } }, ["two words"] = "a\\"b", x = 1 }
        { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, … 10 more }
        { name = "loop", self = <cycle> }
        {}
        { <List>, <function> }
        cell a [0,0] (0 0; 375 44)
        """)
    // Several values, tab-separated; strings as they are.
    try script.host.display([.string("a b"), .integer(2), .nil])
    #expect(script.takeOutput() == "a b\t2\tnil")
  }

  // MARK: Wireframes and cells

  @Test func showWithColumnsDrawsThatManyCharacters() throws {
    let script = try ScriptHarness()
    for columns in [20, 50, 76] {
      try script.run("show(list { section 's' { header = 'Head', cell 'a' {} } }, { columns = \(columns) })")
      let lines = script.takeOutput().split(separator: "\n").dropFirst()  // the title line
      #expect(lines.map(\.count).max() == columns, "columns = \(columns)")
    }
  }

  /// At 20 columns a 44-point cell is one row of border: its label has no row of its own and is
  /// left out rather than written over the border and the next cell's title. A cell tall enough
  /// to have an inside row keeps its label there.
  @Test func aLabelWithoutARowOfItsOwnLeavesTheBordersAlone() throws {
    let script = try ScriptHarness()
    try script.run(
      """
      local l = list { style = "insetGrouped",
        section "s" { header = "H", cell "a" { text = "Apple" }, cell "b" { text = "Banana" } } }
      show(l, { columns = 20 })
      show(list { section "s" { cell "a" { height = 120, text = "Apple" }, cell "b" { text = "B" } } }, { columns = 20 })
      """)
    #expect(
      script.takeOutput() == """
        insetGrouped 375×667 @3x · offset 0
         ┌─ s ────────────┐
         ╭─ a ────────────╮
         ├─ b ────────────┤
         ╰────────────────╯
        plain 375×667 @3x · offset 0
        ┌─ a ──────────────┐
        │                  │
        │Apple             │
        ├─ b ──────────────┤
        └──────────────────┘
        """)
  }

  @Test func aBadgeAccessoryEndsTheRowWithTheBadge() throws {
    let script = try ScriptHarness()
    let results = try script.run(
      """
      local l = list { cell "a" { text = "Inbox", accessory = "badge", badge = "12" } }
      local nodes = l:subframes("a")
      return nodes[#nodes].kind, nodes[#nodes - 1].kind, nodes[#nodes - 1].x + nodes[#nodes - 1].w
      """)
    #expect(results.map(\.description) == ["label", "row", "359.0"])
    #expect(
      script.failure("list { cell 'a' { text = 'x', accessory = 'badge' } }")?.contains(
        "accessory is \"badge\" but the cell has no `badge = \"…\"` text") == true)
  }
}
