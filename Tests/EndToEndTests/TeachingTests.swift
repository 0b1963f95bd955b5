import Foundation
import Testing

/// What a new user and a teacher meet at the command line: the messages of the classic mistakes,
/// and the places where the README and the tool once disagreed, each checked against the tool.
@Suite struct TeachingTests {
  // MARK: The command line

  @Test func aLuaFileWithoutACommandSaysToUseRun() throws {
    let scratch = Scratch()
    try scratch.file("fruits.lua", "print('fruits')")
    let result = try listlab(["fruits.lua"], directory: scratch.path)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "listlab: fruits.lua is a file; run it with: listlab run fruits.lua\n"
        + "(listlab test fruits.lua checks its expectations; at the REPL, :load fruits.lua runs it into the session)\n")
    // Also after options, and not for an option's value.
    #expect(try listlab(["--trust", "fruits.lua"], directory: scratch.path).status == 64)
    let plugin = try listlab(["--plugin", "/nonexistent/p.lua"], stdin: "1\n")
    #expect(plugin.stdout == "1\n")
    // A script that is not there is not called a file.
    let missing = try listlab(["nothere.lua"], directory: scratch.path)
    #expect(missing.status == 64)
    #expect(
      missing.stderr
        == "listlab: nothere.lua looks like a script, but it does not exist; to run a script: listlab run FILE.lua\n")
  }

  @Test func aMisspeltCommandNamesTheNearestOne() throws {
    let typo = try listlab(["tset", "fruits.lua"])
    #expect(typo.status == 64)
    #expect(
      typo.stderr
        == "listlab: unknown command \"tset\" (did you mean \"test\"?); the commands are repl, run, test, demo, "
        + "learn, export, bench, defs, serve (listlab --help)\n")
    let far = try listlab(["--trust", "frobnicate"])
    #expect(far.status == 64)
    #expect(
      far.stderr
        == "listlab: unknown command \"frobnicate\"; the commands are repl, run, test, demo, learn, export, bench, defs, serve (listlab --help)\n"
    )
    // The commands themselves, and help, still run.
    #expect(try listlab(["help", "test"]).status == 0)
    let demo = try listlab(["demo", "card"])
    #expect(demo.status == 1)
    #expect(demo.stderr == "no demo card (did you mean \"cards\"?); `listlab demo` lists them\n")
  }

  @Test func theTopLevelHelpListsTheScriptOptions() throws {
    let help = try listlab(["--help"]).stdout
    for option in ["--plugin FILE", "--trust", "--memory-limit MB", "--time-limit SECONDS"] {
      #expect(help.contains(option), "listlab --help mentions \(option)")
    }
    // Each option and variable keeps its indentation: no line is wrapped back to column 0.
    #expect(
      help.contains(
        """
          --time-limit SECONDS   per file (run, test) or step (demo), default 30;
                                 per entry at the REPL, default none (Ctrl-C stops)

        Environment:
          LISTLAB_PATH  folders (';'-separated) require() also searches
          LISTLAB_HOME  the folder holding Scripts/ (default: found above the binary,
                        else the source tree it was built from)
          NO_COLOR      turns colour off
          LISTLAB_CHECK_INVARIANTS=1
                        checks every layout's invariants (stops on a violation)

        """))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test(arguments: [
    ("test", "Seconds per file; default 30."), ("run", "Seconds per file; default 30."),
    ("demo", "Seconds per step; default 30."),
    ("repl", "Seconds per entry; none by default (Ctrl-C stops running code)."),
  ])
  func theTimeLimitHelpFitsEveryCommand(command: String, text: String) throws {
    let help = try listlab(["help", command]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("--time-limit <SECONDS> " + text))
  }

  @Test func theTimeLimitStopsTestAndDemo() throws {
    let scratch = Scratch()
    let loop = try scratch.file("loop.lua", "expect(true, 'started')\nwhile true do end")
    let started = Date()
    let tested = try listlab(["test", "--time-limit", "0.5", loop])
    #expect(tested.status == 1)
    #expect(
      tested.stdout.hasPrefix(
        "✗ \(loop)\n  \(loop):2: time limit exceeded (0.5 s)\n  stack traceback:\n"))
    #expect(tested.stdout.hasSuffix("1 passed, 1 failed\n"))
    let demo = try scratch.file(
      "demo-loop.lua", "-- demo: A loop.\n\n--- First.\nprint('first')\n\n--- Forever.\nwhile true do end\n")
    let demoed = try listlab(["demo", "--time-limit", "0.5", demo])
    #expect(demoed.status == 1)
    #expect(demoed.stdout.contains("first\n"))
    #expect(demoed.stderr.hasPrefix("\(demo):7: time limit exceeded (0.5 s)\nstack traceback:"))
    #expect(Date().timeIntervalSince(started) < 15)
  }

  @Test func benchExplainsWhyItTakesNoPlugin() throws {
    let result = try listlab(["bench", "--plugin", "p.lua", "--list"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: bench measures ListLab's own paths and loads no plugins; --plugin is an option of the REPL, run, "
          + "test and demo\n"))
  }

  @Test func recordingOneLineSaysLine() throws {
    let scratch = Scratch()
    let file = try scratch.file("one.lua", "print('one')")
    let result = try listlab(["run", file, "--record", scratch.path + "/one.txt"])
    #expect(result.stderr == "recorded 1 line to \(scratch.path)/one.txt\n")
  }

  // MARK: Finding Scripts/

  @Test func aBinaryCopiedElsewhereFindsItsScriptsFromTheSourceTree() throws {
    let scratch = Scratch()
    let copy = scratch.path + "/bin/listlab"
    try FileManager.default.createDirectory(atPath: scratch.path + "/bin", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: ListLabBinary.path, toPath: copy)
    let demos = try listlab(["demo"], directory: scratch.path, binary: copy, removing: ["LISTLAB_HOME"])
    #expect(demos.status == 0)
    #expect(demos.stdout.hasPrefix("cards "))
    let script = try scratch.file("ds.lua", "local ds = require 'design_system'\nprint(ds.space.m)")
    let required = try listlab(["run", script], directory: "/", binary: copy, removing: ["LISTLAB_HOME"])
    #expect(required.stdout == "16\n", "\(required.stderr)")
  }

  @Test func aHomeWithoutScriptsIsNamed() throws {
    let scratch = Scratch()
    let home = ["LISTLAB_HOME": scratch.path]
    let demos = try listlab(["demo"], environment: home)
    #expect(demos.status == 1)
    #expect(
      demos.stderr
        == "no demos: LISTLAB_HOME is \(scratch.path), which has no Scripts folder; set it to the folder that holds "
        + "ListLab's Scripts/ (the repository's root)\n")
    let required = try listlab([], stdin: "require 'design_system'\n", environment: home)
    #expect(required.status == 1)
    #expect(required.stderr.contains("\nhint: LISTLAB_HOME is \(scratch.path), which has no Scripts folder"))
  }

  // MARK: Piped into the REPL

  @Test func pipedErrorsNameTheirLineHintAndFailTheRun() throws {
    let transcript = """
      local l = list { section 'fruits' { cell 'apple' {} } }
      l.frame('apple')
      l:frame('Apple').h
      Pill { text = 'New' }
      "fruits" { cell 'a' {} }
      'still here'
      """
    let result = try listlab([], stdin: transcript + "\n")
    #expect(result.status == 1)
    #expect(result.stdout == "still here\n")
    let messages = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("\t") && $0 != "stack traceback:" }
      .map(String.init)
    let expected: [String] = [
      "stdin:2: bad argument #1 to 'frame' (List expected, got string); call methods with ':', as in l:frame(…), "
        + "not l.frame(…)",
      "stdin:3: frame: no cell \"Apple\" (did you mean \"apple\"?)",
      "stdin:4: attempt to call a nil value (global 'Pill')",
      "hint: Pill is not defined. A component comes from a plugin: load the one that defines it first, with "
        + "require \"name\" in the script or listlab --plugin FILE",
      "stdin:5: unexpected symbol near '\"fruits\"'",
      "hint: a string cannot be called: \"fruits\" {…} declares nothing. Write section \"fruits\" {…} for a "
        + "section, or cell \"fruits\" {…} for a cell",
    ]
    #expect(messages == expected)
    // Without an error, exit status 0.
    #expect(try listlab([], stdin: "1 + 1\n").status == 0)
  }

  @Test func pipedFailuresOfEveryKindFailTheRun() throws {
    let failed = try listlab([], stdin: "expect(1 == 2)\n'after'\n")
    #expect(failed.status == 1)
    #expect(failed.stdout == "false\nafter\n")
    #expect(failed.stderr == "stdin:1: expectation failed: 1 == 2\n")
    let unknown = try listlab([], stdin: ":bogus\n:lod x.lua\n:set columns 5\n")
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr == """
        unknown command :bogus (:help lists the commands)
        unknown command :lod (did you mean :load?)
        :set columns: expected a number of at least 20, or all (0 too: no limit), got 5

        """)
    #expect(try listlab([], stdin: ":set columns 20\n:help\nexpect(true)\n").status == 0)
  }

  @Test func loadCountsAScriptErrorAsAFailure() throws {
    let scratch = Scratch()
    let file = try scratch.file("half.lua", "expect(true, 'first')\nerror('stops here')\nexpect(true, 'never')\n")
    let result = try listlab([], stdin: ":load \(file)\n")
    #expect(result.status == 1)
    let messages = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("\t") }.map(String.init)
    #expect(messages == ["\(file):2: stops here", "\(file): 1 passed, 1 failed"])
    // As test counts it.
    #expect(try listlab(["test", file]).stdout.hasSuffix("1 passed, 1 failed\n"))
  }

  @Test func checkSaysWhenExpectationsFailedThoughTheOutputMatches() throws {
    let scratch = Scratch()
    let file = try scratch.file("checks.lua", "print('out')\nexpect(false, 'on purpose')\n")
    let golden = scratch.path + "/checks.txt"
    _ = try listlab(["run", file, "--record", golden])
    let result = try listlab(["run", file, "--check", golden])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "\(file):2: expectation failed: on purpose\noutput matches \(golden), but 1 expectation failed (above)\n")
  }

  @Test func pipedExpectationsAndLoadReport() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "checks.lua", "list { cell 'a' { height = 50 } }\nexpect_frame('a', { h = 50 })\nexpect(false, 'on purpose')\n")
    let result = try listlab([], stdin: "expect(false, 'x')\nexpect(true)\n:load \(file)\n")
    #expect(result.stdout == "false\ntrue\n")
    #expect(
      result.stderr
        == "stdin:1: expectation failed: x\n\(file):3: expectation failed: on purpose\n\(file): 1 passed, 1 failed\n")
  }

  @Test func pipedOutputIsCutToAScreen() throws {
    let transcript = """
      local cells = {} for i = 1, 3000 do cells[i] = cell(i) {} end
      local big = list { section 's' (cells) }
      big
      string.rep('x', 300000)
      :set lines 3
      big
      :set lines all
      #tostring(big)
      """
    let result = try listlab([], stdin: transcript + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // 400 lines of the list, then the count of the rest (3,000 cells and 2,999 separators, a title,
    // a section line and the content size: 6,002 lines).
    #expect(lines[399] == "    separator (16 8755.667; 359 0.333)")
    #expect(lines[400] == "… 5,602 more lines (:set lines N, or :set lines all)")
    #expect(lines[401] == String(repeating: "x", count: 2000) + " … 298,000 more characters")
    let cut: [String] = [
      "list plain 375×667 @3x · offset 0 · 1 section, 3000 cells", "section s [0]", "  cell 1 [0,0] (0 0; 375 44)",
      "… 5,999 more lines (:set lines N, or :set lines all)",
    ]
    #expect(Array(lines[402...405]) == cut)
    #expect(Int(lines[406]) ?? 0 > 100_000)
  }

  @Test func runReportsExpectationsAsJSONEvents() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "checks.lua", "list { cell 'a' {} }\nexpect_frame('a', { h = 44 })\nexpect(1 == 2, 'math')\n")
    let result = try listlab(["run", "--json", file])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        {"type":"expectation","passed":true,"file":"\(file)","line":2,"message":"cell \\"a\\" has its frame"}
        {"type":"expectation","passed":false,"file":"\(file)","line":3,"message":"math"}

        """)
  }

  @Test func testFlagsAFileWithoutExpectationsAndListsWarnings() throws {
    let scratch = Scratch()
    let empty = try scratch.file("empty.lua", "list { cell 'a' {} }")
    let warned = try scratch.file(
      "warned.lua",
      "local l = list { section 's' { cell 'a' {} } }\nl:apply { cell 'a' {} }\nexpect(true, 'ran')\n")
    let result = try listlab(["test", empty, warned])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ? \(empty) (no expectations: expect(condition, message) or expect_frame(id, frame) make it a test)
        ✓ \(warned) (1 expectation)
          \(warned):2: warning: apply: the cells given without a section form the section "main", which replaces section "s": every cell is deleted and inserted again. To change a section, give it with its id: section "s" {…}
        1 passed, 0 failed

        """)
  }

  // MARK: Scenarios and demos

  @Test func shippedScenariosCheckTheirKeyFrames() throws {
    let files = ["cards", "static-table", "wallet", "grid"].map { "Scripts/\($0).lua" }
    let result = try listlab(["test"] + files, directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stdout)")
    for file in files { #expect(result.stdout.contains("✓ \(file) (")) }
    #expect(!result.stdout.contains("?"))
  }

  @Test func theGridsAdaptiveSectionGainsAColumnWhenWider() throws {
    let script = """
      local function tags(n) local t = {} for i = 1, n do t[i] = cell('t' .. i) { height = 30 } end return t end
      for _, width in ipairs { 375, 430 } do
        local l = list { style = 'grid', width = width, spacing = 8,
          section 's' { columns = { min_width = 90 }, insets = 16, table.unpack(tags(4)) } }
        print(width, l:frame('t4').y == l:frame('t1').y)
      end
      """
    let scratch = Scratch()
    let result = try listlab(["run", try scratch.file("grid.lua", script)])
    #expect(result.stdout == "375\tfalse\n430\ttrue\n")
  }

  @Test func demoNarrationNamesOnlyWhatItsCodeHas() throws {
    let cards = try String(contentsOfFile: ListLabBinary.repository + "/Scripts/demo-cards.lua", encoding: .utf8)
    var narration = ""
    var code = ""
    for line in cards.split(separator: "\n") {
      if line.hasPrefix("---") { narration += line + "\n" } else if !line.hasPrefix("--") { code += line + "\n" }
    }
    // The parts the narration names are the parts the code declares.
    for part in ["date", "title", "detail", "value", "description"] where narration.contains(part) {
      #expect(code.contains(part), "the narration names a \(part) the code does not have")
    }
    #expect(narration.contains("title"))
  }

  @Test func diffTourNarrationNamesOnlyStagesTheOutputHas() throws {
    let result = try listlab(["run", "Scripts/diff-tour.lua"], directory: ListLabBinary.repository)
    var pending: Int?
    for line in result.stdout.split(separator: "\n") {
      if line.first?.isNumber == true, let range = line.firstRange(of: "stage ") {
        pending = Int(line[range.upperBound...].prefix { $0.isNumber })
      }
      if let stage = pending, line.contains(" · "),
        let count = line.split(separator: "·").last?.split(separator: " ").first
      {
        #expect(Int(count).map { $0 >= stage } == true, "\(line)")
        pending = nil
      }
    }
  }
}
