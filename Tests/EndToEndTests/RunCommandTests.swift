import Foundation
import Testing

@Suite struct RunCommandTests {
  @Test func printsWhatTheScriptPrints() throws {
    let scratch = Scratch()
    let file = try scratch.file("hello.lua", "print('hello', 1 + 1)\nprint(('%.1f'):format(2.5))\n")
    let result = try listlab(["run", file])
    #expect(result.status == 0)
    #expect(result.stdout == "hello\t2\n2.5\n")
    #expect(result.stderr == "")
  }

  @Test func runtimeErrorExitsOneWithFileLineAndTraceback() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "broken.lua",
      """
      print("before")
      local function explode() error("the cell has no id") end
      explode()
      """)
    let result = try listlab(["run", file])
    #expect(result.status == 1)
    #expect(result.stdout == "before\n")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(file):2: the cell has no id")
    #expect(lines.dropFirst().first == "stack traceback:")
    #expect(result.stderr.contains("\(file):3: in main chunk"))
  }

  @Test func syntaxErrorNamesFileAndLine() throws {
    let scratch = Scratch()
    let file = try scratch.file("syntax.lua", "local x = 1\nlocal y = = 2\n")
    let result = try listlab(["run", file])
    #expect(result.status == 1)
    #expect(result.stderr == "\(file):2: unexpected symbol near '='\n")
  }

  @Test func missingFile() throws {
    let result = try listlab(["run", "/nonexistent/scenario.lua"])
    #expect(result.status == 1)
    #expect(result.stderr == "cannot open /nonexistent/scenario.lua: No such file or directory\n")
  }

  @Test func eachFileRunsInAFreshState() throws {
    let scratch = Scratch()
    let first = try scratch.file("a.lua", "shared = 'from a'\nprint(shared)")
    let second = try scratch.file("b.lua", "print(shared)")
    let result = try listlab(["run", first, second])
    #expect(result.status == 0)
    #expect(result.stdout == "from a\nnil\n")
  }

  @Test func aFailingFileDoesNotStopTheOthers() throws {
    let scratch = Scratch()
    let bad = try scratch.file("bad.lua", "error('first fails')")
    let good = try scratch.file("good.lua", "print('second runs')")
    let result = try listlab(["run", bad, good])
    #expect(result.status == 1)
    #expect(result.stdout == "second runs\n")
    #expect(result.stderr.hasPrefix("\(bad):1: first fails"))
  }

  @Test func jsonLinesForPrintsAndErrors() throws {
    let scratch = Scratch()
    let file = try scratch.file("events.lua", "print('a\\tb', \"quote\\\"\")\nerror('stop')")
    let result = try listlab(["run", "--json", file])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0] == #"{"type":"print","text":"a\tb\tquote\""}"#)
    #expect(lines[1] == #"{"type":"error","file":"\#(file)","line":2,"message":"\#(file):2: stop","kind":"runtime"}"#)
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
    }
  }

  @Test func timeLimitStopsARunawayScript() throws {
    let scratch = Scratch()
    let file = try scratch.file("loop.lua", "print('start')\nwhile true do pcall(function() while true do end end) end")
    let result = try listlab(["run", "--time-limit", "0.3", file])
    #expect(result.status == 1)
    #expect(result.stdout == "start\n")
    // Where it was stopped, and how it got there.
    #expect(result.stderr.hasPrefix("\(file):2: time limit exceeded (0.3 s)\nstack traceback:"))
  }

  /// A runaway pattern (backtracking in C) ends at the time limit in `run`, `test` and `demo`,
  /// which share the sandboxed runner (as `learn` does, through `run`'s).
  @Test func timeLimitStopsARunawayPatternMatch() throws {
    let scratch = Scratch()
    let runaway = #"print(string.find(string.rep("a", 40), string.rep("a*", 20) .. "b"))"#
    let file = try scratch.file("pattern.lua", "print('start')\n" + runaway + "\n")
    let ran = try listlab(["run", "--time-limit", "0.5", file])
    #expect(ran.status == 1)
    #expect(ran.stdout == "start\n")
    #expect(ran.stderr.hasPrefix("\(file):2: time limit exceeded (0.5 s)\nstack traceback:"))
    let tested = try listlab(["test", "--time-limit", "0.5", file])
    #expect(tested.status == 1)
    #expect(tested.stdout.contains("\(file):2: time limit exceeded (0.5 s)"))
    let demo = try scratch.file("demo-pattern.lua", "-- demo: A pattern.\n\n--- Forever.\n" + runaway + "\n")
    let demoed = try listlab(["demo", "--time-limit", "0.5", demo])
    #expect(demoed.status == 1)
    #expect(demoed.stderr.hasPrefix("\(demo):4: time limit exceeded (0.5 s)\nstack traceback:"))
  }

  /// A time limit a `pcall` caught stays raised, as the memory limit does: the script does not go on
  /// (it is stopped at its next instruction, line 2).
  @Test func aCaughtTimeLimitEndsTheScript() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "caught.lua", "pcall(coroutine.wrap(function() while true do end end))\nprint('caught')\n")
    let result = try listlab(["run", "--time-limit", "0.3", file])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("\(file):2: time limit exceeded (0.3 s)"))
  }

  /// A script with a `#!` first line runs, as with the `lua` command, its lines numbered as in the file.
  @Test func aShebangLineIsSkipped() throws {
    let scratch = Scratch()
    let file = try scratch.file("tool.lua", "#!/usr/bin/env -S listlab run\nprint('ran')\nerror('line three')\n")
    let result = try listlab(["run", file])
    #expect(result.status == 1)
    #expect(result.stdout == "ran\n")
    #expect(result.stderr.hasPrefix("\(file):3: line three\n"))
  }

  @Test func memoryLimitStopsABomb() throws {
    let scratch = Scratch()
    let file = try scratch.file("bomb.lua", "local t = {}\nfor i = 1, 1e9 do t[i] = ('x'):rep(100) .. i end")
    let result = try listlab(["run", "--memory-limit", "32", file])
    #expect(result.status == 1)
    #expect(result.stderr == "\(file):2: not enough memory (the memory limit is set with --memory-limit MB)\n")
  }

  /// A `gsub` whose result grows past the budget stops with the memory limit's message.
  @Test func memoryLimitStopsAGrowingGsub() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "grow.lua", "local s = string.rep('x', 1e6)\nlocal grown = s:gsub('x', string.rep('y', 100))\nprint(#grown)\n")
    let result = try listlab(["run", "--memory-limit", "32", file])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "\(file):2: not enough memory (the memory limit is set with --memory-limit MB)\n")
  }

  @Test func sandboxedByDefaultTrustedOnRequest() throws {
    let scratch = Scratch()
    let file = try scratch.file("probe.lua", "print(io == nil, os.getenv == nil, type(os.time))")
    #expect(try listlab(["run", file]).stdout == "true\ttrue\tfunction\n")
    #expect(try listlab(["run", "--trust", file]).stdout == "false\tfalse\tfunction\n")
  }

  @Test func requireFindsModulesBesideTheScriptAndOnListlabPath() throws {
    let scratch = Scratch()
    try scratch.file("scenario/helper.lua", "return { name = 'helper beside the script' }")
    try scratch.file("library/extra.lua", "return { name = 'from LISTLAB_PATH' }")
    let file = try scratch.file(
      "scenario/main.lua", "print(require('helper').name)\nprint(require('extra').name)")
    let result = try listlab(["run", file], environment: ["LISTLAB_PATH": "/nowhere;" + scratch.path + "/library"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "helper beside the script\nfrom LISTLAB_PATH\n")
  }

  @Test func badOptionsAreRejected() throws {
    let result = try listlab(["run", "--memory-limit", "0", "x.lua"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("--memory-limit must be a positive number of megabytes"))
  }

  @Test func helpAndVersion() throws {
    let help = try listlab(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: listlab"))
    #expect(help.stdout.contains("run"))
    let version = try listlab(["--version"])
    #expect(version.stdout == "0.1.0\n")
  }
}

@Suite struct ColorTests {
  @Test func coloursOnATerminalAndNotWithNoColor() throws {
    let home = Scratch()
    let script = try home.file(
      "colour.lua", "print(list { style = 'insetGrouped', section 's' { header = 'H', cell 'a' {}, cell 'b' {} } })")
    let coloured = try PseudoTerminal(arguments: ["run", script], environment: ["NO_COLOR": ""])
    try coloured.expect("content size")
    _ = try coloured.waitForExit()
    #expect(coloured.transcript.contains("\u{1B}[36mheader"))  // cyan header
    #expect(coloured.transcript.contains("\u{1B}[1mcell"))

    let plain = try PseudoTerminal(arguments: ["run", script], environment: ["NO_COLOR": "1"])
    try plain.expect("content size")
    _ = try plain.waitForExit()
    #expect(!plain.transcript.contains("\u{1B}["))
    // Not a terminal: no colour either.
    #expect(!(try listlab(["run", script], environment: ["NO_COLOR": ""])).stdout.contains("\u{1B}["))
  }
}

@Suite struct ScenarioCheckTests {
  @Test func testCommandReportsEachFailureAndTotals() throws {
    let scratch = Scratch()
    let good = try scratch.file(
      "good.lua",
      """
      local l = list { style = "cards", section "s" { cell "a" { height = 60 } } }
      expect_frame("a", { x = 0, y = 0, w = 375, h = 76 })
      expect_frame(l, "a", { x = 8, y = 8, w = 359, h = 60 }, { kind = "card" })
      expect(l:frame("a").h == 76, "the cell is the card plus its margins")
      """)
    let bad = try scratch.file(
      "bad.lua",
      """
      local l = list { cell "a" { height = 44 } }
      expect_frame("a", { h = 50 })
      expect_frame("a", { h = 44.4 }, { tolerance = 0.5 })
      expect(false, "deliberately false")
      expect_frame("ghost", { y = 0 })
      """)
    let broken = try scratch.file("broken.lua", "expect(true)\nerror('the scenario broke')")
    let result = try listlab(["test", good, bad, broken])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        ✓ \(good) (3 expectations)
        ✗ \(bad)
          \(bad):2: expected cell "a" to have h = 50, got 44 (frame (0 0; 375 44), tolerance 0.001)
          \(bad):4: deliberately false
          \(bad):5: expected a cell "ghost", but the list has none
        ✗ \(broken)
          \(broken):2: the scenario broke
          stack traceback:
          	[C]: in function 'error'
          	\(broken):2: in main chunk
        5 passed, 4 failed

        """)
    let passing = try listlab(["test", good])
    #expect(passing.status == 0)
    #expect(passing.stdout.hasSuffix("3 passed, 0 failed\n"))
  }

  @Test func runReportsFailedExpectationsToo() throws {
    let scratch = Scratch()
    let file = try scratch.file("e.lua", "print('out')\nexpect(1 == 2, 'numbers differ')")
    let result = try listlab(["run", file])
    #expect(result.status == 1)
    #expect(result.stdout == "out\n")
    #expect(result.stderr == "\(file):2: expectation failed: numbers differ\n")
  }

  @Test func recordAndCheckGoldenFiles() throws {
    let scratch = Scratch()
    let file = try scratch.file("g.lua", "print(list { cell 'a' {}, cell 'b' { height = 20 } })")
    let golden = scratch.path + "/g.txt"
    let recorded = try listlab(["run", file, "--record", golden])
    #expect(recorded.status == 0)
    #expect(recorded.stdout == "")
    #expect(recorded.stderr == "recorded 6 lines to \(golden)\n")
    let same = try listlab(["run", file, "--check", golden])
    #expect(same.status == 0)
    #expect(same.stderr == "output matches \(golden)\n")
    try scratch.file("g.lua", "print(list { cell 'a' {}, cell 'b' { height = 30 } })")
    let different = try listlab(["run", file, "--check", golden])
    #expect(different.status == 1)
    #expect(
      different.stdout == """
        --- \(golden)
        +++ output
        @@ line 3 @@
            cell a [0,0] (0 0; 375 44)
              separator (16 43.667; 359 0.333)
        -   cell b [0,1] (0 44; 375 20)
        - content size (375 64)
        +   cell b [0,1] (0 44; 375 30)
        + content size (375 74)

        """)
    let missing = try listlab(["run", file, "--check", scratch.path + "/none.txt"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("record it with --record"))
  }
}

@Suite struct DemoAndPluginFlagTests {
  @Test func demoListsTheShippedDemos() throws {
    let result = try listlab(["demo"])
    #expect(result.status == 0)
    for name in ["cards", "static-table", "design-system", "wallet", "self-sizing", "diff-tour", "compositional"] {
      #expect(result.stdout.contains("\n" + name + " ") || result.stdout.hasPrefix(name + " "), "\(name) is listed")
    }
    #expect(result.stdout.hasSuffix("Run one with: listlab demo NAME\n"))
  }

  @Test(arguments: ["cards", "static-table", "design-system", "wallet", "self-sizing", "diff-tour", "compositional"])
  func everyDemoRunsStraightThroughWithoutATerminal(name: String) throws {
    let result = try listlab(["demo", name])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("demo \(name): "))
    #expect(result.stdout.contains("── step 1 of "))
    #expect(!result.stdout.contains("[any key"))
  }

  @Test func demoStepsWaitForEnterOnATerminal() throws {
    let terminal = try PseudoTerminal(arguments: ["demo", "wallet"])
    try terminal.expect("── step 1 of 4")
    try terminal.expect("[any key: next step · q: quit]")
    terminal.send("\r")
    try terminal.expect("── step 2 of 4")
    try terminal.expect("[any key: next step · q: quit]")
    terminal.send("q\r")
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.transcript.contains("step 3 of 4"))
  }

  @Test func aDemoFileWithItsOwnFormat() throws {
    let scratch = Scratch()
    let file = try scratch.file(
      "demo-mine.lua",
      """
      -- demo: My own demo.
      -- It has an introduction.

      --- Make a list; the local stays for the next step.
      local l = list { cell "a" {} }

      --- Print it.
      print(l:frame("a").h)
      """)
    let result = try listlab(["demo", file])
    #expect(result.status == 0)
    #expect(result.stdout.contains("It has an introduction."))
    #expect(result.stdout.contains("── step 2 of 2"))
    #expect(result.stdout.hasSuffix("44.0\n"))
    let broken = try scratch.file("demo-broken.lua", "-- demo: Broken.\n\n--- A step.\nerror('demo failed')")
    let failing = try listlab(["demo", broken])
    #expect(failing.status == 1)
    #expect(failing.stderr.hasPrefix("\(broken):4: demo failed"))
    let unknown = try listlab(["demo", "nonexistent"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no demo nonexistent"))
  }

  @Test func pluginFlagLoadsBeforeTheScript() throws {
    let scratch = Scratch()
    let plugin = try scratch.file("tag.lua", "component('Tag', function(p) return label { text = p.text } end)")
    let script = try scratch.file("uses.lua", "print(list { cell 'a' { Tag { text = 'hi' } } }:frame('a').h)")
    let result = try listlab(["run", "--plugin", plugin, script])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "20.333333333333\n")
    let broken = try scratch.file("broken.lua", "\nlocal x = nil + 1")
    let failing = try listlab(["run", "--plugin", broken, script])
    #expect(failing.status == 1)
    #expect(failing.stderr.hasPrefix("\(broken):2: attempt to perform arithmetic on a nil value"))
    let without = try listlab(["run", script])
    #expect(without.status == 1)
    #expect(without.stderr.hasPrefix("\(script):1: attempt to call a nil value (global 'Tag')"))
  }

  /// `--help` lists `--plugin` among the options of the REPL, `run`, `test` and `demo`, so it works
  /// before the command as well as after it (it failed with `2 unexpected arguments`).
  @Test func globalOptionsWorkBeforeTheCommand() throws {
    let scratch = Scratch()
    let plugin = try scratch.file("tag.lua", "component('Tag', function(p) return label { text = p.text } end)")
    let script = try scratch.file("uses.lua", "print(list { cell 'a' { Tag { text = 'hi' } } }:frame('a').h)")
    for arguments in [
      ["--plugin", plugin, "run", script], ["--plugin=\(plugin)", "run", script],
      ["--trust", "--plugin", plugin, "--time-limit", "5", "--memory-limit", "64", "run", script],
    ] {
      let result = try listlab(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout == "20.333333333333\n", "\(arguments)")
    }
    let test = try scratch.file("test.lua", "expect(list { cell 'a' { Tag { text = 'hi' } } }:frame('a').h > 20)")
    let tested = try listlab(["--plugin", plugin, "test", test])
    #expect(tested.status == 0, "\(tested.stdout)\(tested.stderr)")
    let bench = try listlab(["--plugin", plugin, "bench", "--list"])
    #expect(bench.status == 64)
    #expect(bench.stderr.hasPrefix("Error: bench measures ListLab's own paths and loads no plugins"))
  }
}

/// `listlab bench` at tiny sizes, so that no case rots: every case runs and reports sane numbers.
@Suite struct BenchCommandTests {
  @Test func everyCaseRunsAtATinySize() throws {
    let result = try listlab(["bench", "--tiny", "--runs", "1", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let objects = try result.stdout.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let names = objects.compactMap { $0["name"] as? String }
    #expect(
      names == [
        "diff.dk.5k", "diff.dk.100k", "diff.dk.1m", "diff.stdlib.5k", "diff.sections.100k", "layout.full.100k",
        "layout.full.1m", "layout.compositional.100k", "layout.update.100k", "layout.update.1m", "layout.visible.100k",
        "layout.visible.1m", "scroll.estimated.100k", "lua.declare.100k", "lua.update.100k", "lua.update.1m",
        "lua.delete.100k", "lua.delete.1m", "lua.insert.100k", "lua.insert.1m", "lua.apply.100k",
        "lua.apply_snapshot.100k", "lua.apply_equivalent.100k", "lua.frames.100k", "lua.frames_floor.100k",
        "lua.custom.100k", "lua.floor.100k", "lua.labels.100k", "transition.10k",
        "transition.all.10k", "repl.startup",
      ])
    for object in objects {
      let median = try #require(object["median_ms"] as? Double, "\(object)")
      let minimum = try #require(object["min_ms"] as? Double)
      #expect(median > 0 && median.isFinite && minimum <= median, "\(object)")
      #expect(object["runs"] as? Int == 1)
      #expect((object["n"] as? Int ?? 0) > 0)
    }
    let layout = try #require(objects.first { $0["name"] as? String == "layout.full.1m" })
    let bytes = try #require(layout["bytes_per_item"] as? Double)
    // (Under AddressSanitizer, Scripts/asan, malloc is not glibc's and counts nothing.)
    if dlsym(nil, "__asan_init") == nil { #expect(bytes > 0 && bytes < 10_000) }
  }

  @Test func theTableHasAHeaderARowPerCaseAndTheScaling() throws {
    let result = try listlab(["bench", "--tiny", "--runs", "2", "--filter", "layout.visible"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("case ") && $0.contains("median") && $0.contains("per item") })
    #expect(lines.filter { $0.hasPrefix("layout.visible.") }.count == 2)
    #expect(lines.contains { $0.contains("layout.visible") && $0.contains("O(log n): ~1") })
  }

  @Test func unknownFilterAndBadRunsAreErrors() throws {
    let none = try listlab(["bench", "--filter", "nothing-like-this"])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no bench case matches \"nothing-like-this\""))
    let runs = try listlab(["bench", "--runs", "0"])
    #expect(runs.status != 0)
    #expect(runs.stderr.contains("--runs must be from 1 to 1000, got 0"))
  }

  /// The parent starts itself again per case with the hidden `--measure-case`; the child measures
  /// that case alone and writes one `run MS` line per timed run (and `bytes N` where the case
  /// reports memory).
  @Test func aChildProcessMeasuresOneCaseAndWritesItsRuns() throws {
    let result = try listlab(["bench", "--measure-case", "layout.full.1m", "--tiny", "--runs", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ") }
    #expect(lines.map { String($0[0]) } == ["run", "run", "run", "bytes"])
    // (Under AddressSanitizer, Scripts/asan, malloc is not glibc's and counts nothing: bytes 0.)
    let sanitized = dlsym(nil, "__asan_init") != nil
    for line in lines {
      let number = try #require(Double(String(line[1])))
      let counted = number > 0 || (sanitized && line[0] == "bytes" && number == 0)
      #expect(line.count == 2 && counted && number.isFinite, "\(line)")
    }
    let unknown = try listlab(["bench", "--measure-case", "layout.ful"])
    #expect(unknown.status == 1)
    #expect(unknown.stdout == "")
    #expect(unknown.stderr == "no bench case is named \"layout.ful\"\n")
    let help = try listlab(["bench", "--help"])
    let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Each case runs in a fresh process of its own"))
    #expect(!help.stdout.contains("measure-case"))
  }

  @Test func listNamesEveryCaseWithItsTarget() throws {
    let result = try listlab(["bench", "--list"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("layout.update.1m"))
    #expect(result.stdout.contains("≤ 0.0200 ms"))
  }
}
