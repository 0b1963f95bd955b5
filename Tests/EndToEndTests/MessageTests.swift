import Foundation
import Testing

/// Messages as a user reads them, each where it used to mislead: hints that know the receiver's
/// kind, an option that took the script as its value, the REPL's one-line errors and `:trace`, a
/// missing comma, the sandbox's refusals, `:load` of a missing file, a field's own line, every
/// close "did you mean", and what a seed is.
@Suite struct MessageTests {
  @Test func aHintKnowsTheReceiversKind() throws {
    let transcript = """
      local s = section "s" { cell "a" {} }
      s:frames()
      s:frame("a")
      local l = list { cell "a" {}, cell "b" {} }
      local t = l:delete("a")
      t:frame("b")
      l:fram("b")
      """
    let result = try listlab([], stdin: transcript + "\n")
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        stdin:2: attempt to call a nil value (method 'frames')
        hint: a Section has no method frames; frames is a method of List (l:frames(…)); a Section has no methods, only the fields count and id
        stdin:3: attempt to call a nil value (method 'frame')
        hint: a Section has no method frame; frame is a method of List (l:frame(…)); a Section has no methods, only the fields count and id
        stdin:6: attempt to call a nil value (method 'frame')
        hint: a Transition has no method frame; frame is a method of List (l:frame(…)); a Transition's methods are at and steps, its fields choreography, duration, reconfigured, stages and warnings
        stdin:7: attempt to call a nil value (method 'fram')
        hint: a List has no method fram; did you mean l:frame or l:frames?

        """)
    // A plain table's missing method names no class.
    let plain = try listlab([], stdin: "local t = {}\nt:frames()\n")
    #expect(
      plain.stderr
        == "stdin:2: attempt to call a nil value (method 'frames')\nhint: frames is a method of List (l:frames(…)), "
        + "and the value it was called on is none of these\n")
  }

  @Test func anOptionThatTookTheScriptSaysSo() throws {
    let scratch = Scratch()
    _ = try scratch.file("fruits.lua", "print(list { cell 'a' {} })\n")
    let html = try listlab(["run", "--html", "fruits.lua"], directory: scratch.path)
    #expect(html.status == 64)
    #expect(
      html.stderr
        == "listlab run: --html took fruits.lua as its output page, and no script is left to run; give the script "
        + "after it: listlab run --html fruits.html fruits.lua\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/fruits.html"))
    let plugin = try listlab(["test", "--plugin", "fruits.lua"], directory: scratch.path)
    #expect(plugin.status == 64)
    #expect(
      plugin.stderr
        == "listlab test: --plugin took fruits.lua as a plugin to load first, and no script is left to test; give "
        + "the script after it: listlab test --plugin PLUGIN.lua fruits.lua\n")
    // Written as the message says, it runs.
    let fixed = try listlab(["run", "--html", "fruits.html", "fruits.lua"], directory: scratch.path)
    #expect(fixed.status == 0)
    #expect(FileManager.default.fileExists(atPath: scratch.path + "/fruits.html"))
  }

  @Test func replErrorsHaveOnePlaceAndTheirTracebackOnRequest() throws {
    let home = Scratch()
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")
    terminal.sendLine(":trace")
    try terminal.expect("no error yet: :trace prints the traceback of the last error\r\n> ")
    terminal.sendLine("local l = list { cell 'a' { txt = 'A' } }")
    let error = try terminal.expect("> ")
    #expect(error.hasSuffix("stdin:2: invalid list: cell \"a\": unknown field \"txt\" (did you mean \"text\"?)\r\n"))
    #expect(!error.contains("traceback"))
    terminal.sendLine(":trace")
    try terminal.expect(
      "stdin:2: invalid list: cell \"a\": unknown field \"txt\" (did you mean \"text\"?)\r\nstack traceback:\r\n"
        + "\t[C]: in function 'list'\r\n\tstdin:2: in main chunk\r\n> ")
    terminal.sendLine("list {")
    try terminal.expect(">> ")
    terminal.sendLine("  style = 'grid',")
    try terminal.expect(">> ")
    terminal.sendLine("  columns = '3',")
    try terminal.expect(">> ")
    terminal.sendLine("}")
    // The field's own line, once.
    try terminal.expect(
      "stdin:6: invalid list: list: columns must be a number or { min_width = W }, got \"3\"\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func aMissingCommaIsReportedOnceWithItsHint() throws {
    let home = Scratch()
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")
    terminal.sendLine("local l = list {")
    try terminal.expect(">> ")
    terminal.sendLine("  section 's' {")
    try terminal.expect(">> ")
    terminal.sendLine("    cell 'a' {}")
    try terminal.expect(">> ")
    terminal.sendLine("    cell 'b' {}")
    try terminal.expect(
      "stdin:4: '}' expected (to close '{' at line 2) near 'cell'\r\n"
        + "hint: missing comma? A table's entries are separated by commas: end line 3 with one\r\n> ")
    // The lines that close the failed entry are skipped: no more errors.
    terminal.sendLine("  },")
    try terminal.expect("> ")
    terminal.sendLine("}")
    try terminal.expect("> ")
    terminal.sendLine(":trace")
    try terminal.expect(
      "stdin:4: '}' expected (to close '{' at line 2) near 'cell'\r\n"
        + "(no traceback: the entry did not compile, so nothing ran)\r\n> ")
    terminal.sendLine("list { cell 'a' {} cell 'b' {} }")
    try terminal.expect(
      "stdin:8: '}' expected near 'cell'\r\n"
        + "hint: missing comma? A table's entries are separated by commas: write one before cell\r\n> ")
    // A closing line that does not follow a failed entry is Lua's own error.
    terminal.sendLine("}")
    try terminal.expect("stdin:9: unexpected symbol near '}'\r\n> ")
    #expect(!terminal.transcript.contains("stdin:5"))
    #expect(!terminal.transcript.contains("stdin:6"))
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func theSandboxSaysWhatToUseInstead() throws {
    let scratch = Scratch()
    let transcript = """
      dofile("fruits.lua")
      loadfile "sub/x.lua"
      io.open("x")
      os.execute("ls")
      print(type(os.time()))
      """
    let repl = try listlab([], stdin: transcript + "\n", directory: scratch.path)
    #expect(repl.status == 1)
    #expect(
      repl.stderr == """
        stdin:1: attempt to call a nil value (global 'dofile')
        hint: dofile is not available: scripts run sandboxed and read no files themselves; :load fruits.lua runs a file into the session
        stdin:2: attempt to call a nil value (global 'loadfile')
        hint: loadfile is not available: scripts run sandboxed and read no files themselves; :load sub/x.lua runs a file into the session
        stdin:3: attempt to index a nil value (global 'io')
        hint: io is not available: scripts run sandboxed and read and write no files (print writes the output); listlab --trust restores io and os, for a script you trust
        stdin:4: attempt to call a nil value (field 'execute')
        hint: os.execute is not available: scripts run sandboxed (no programs, no files, no environment); os keeps time, clock and date; listlab --trust restores os whole, for a script you trust

        """)
    #expect(repl.stdout == "number\n")
    // In a script file, require is what loads a file beside it.
    let script = try scratch.file("main.lua", "local helpers = dofile('lib/helpers.lua')\n")
    let run = try listlab(["run", script])
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "\(script):1: attempt to call a nil value (global 'dofile')\nhint: dofile is not available: scripts run "
          + "sandboxed and read no files themselves; require \"lib.helpers\" runs lib/helpers.lua from the script's "
          + "folder (or Scripts/plugins, or LISTLAB_PATH) once and returns what it returns\nstack traceback:"))
  }

  @Test func loadOfAMissingFileSaysItIsMissing() throws {
    let scratch = Scratch()
    _ = try scratch.file("fruits.lua", "print('fruits')\n")
    let result = try listlab([], stdin: ":load fruit.lua\n:load nothing-like-it.lua\n", directory: scratch.path)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == ":load: there is no file fruit.lua (did you mean :load fruits.lua?)\n"
        + ":load: there is no file nothing-like-it.lua\n")
    #expect(!result.stderr.contains("passed"))
    #expect(result.stdout.isEmpty)
  }

  @Test func aDeclarationsProblemIsAtItsFieldsLine() throws {
    let scratch = Scratch()
    let script = try scratch.file(
      "grid.lua",
      """
      local l = list {
        style = "grid",
        columns = "3",
        cell "a" {
          text = "A",
          heigth = 4,
        },
      }
      """)
    let result = try listlab(["run", script])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        """
        \(script):1: invalid list (2 problems):
          \(script):3: list: columns must be a number or { min_width = W }, got "3"
          \(script):6: cell "a": unknown field "heigth" (did you mean "height"?)
        stack traceback:
        """))
    // One problem: one place, the field's.
    let one = try scratch.file("one.lua", "local l = list {\n  style = 'grid',\n  columns = 0,\n}\n")
    let single = try listlab(["run", one])
    #expect(single.stderr.hasPrefix("\(one):3: invalid list: list: columns "))
    #expect(!single.stderr.contains("invalid list: \(one)"))
  }

  @Test func didYouMeanOffersEveryCloseName() throws {
    let result = try listlab(
      [], stdin: ":help fram\nlist { card = 4, cell 'a' {} }\n:st lines 3\n:set lins 3\n")
    #expect(result.stdout.contains("no help for \"fram\"; did you mean frame or frames? (help() lists the topics)"))
    #expect(
      result.stderr.contains(
        "stdin:2: invalid list: list: unknown field \"card\" (did you mean \"card_margin\" or \"card_spacing\"?)"))
    #expect(result.stderr.contains("unknown command :st (did you mean :set?)"))
    #expect(result.stderr.contains(":set: unknown setting lins (did you mean lines?)"))
  }

  @Test func theDemoListSaysWhatASeedIs() throws {
    let result = try listlab(["demo"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("cards          Seed 000 — "))
    #expect(
      result.stdout.contains(
        "\nA seed (Seed 000 to 004) is one of the five lists ListLab was first built to reproduce, each\n"
          + "from a public article or sample; the first lines of its scenario (Scripts/cards.lua, …) name it.\n"))
  }

  /// The tutorial's picture file shows what the tutorial says: the list and the deletion as
  /// pictures in the page `--html` writes.
  @Test func theTutorialsPicturePageHasEveryShow() throws {
    let page = try String(contentsOfFile: ListLabBinary.repository + "/docs/tutorial.md", encoding: .utf8)
    let start = try #require(page.firstRange(of: "```lua picture.lua\n"))
    let end = try #require(page[start.upperBound...].firstRange(of: "```"))
    let script = String(page[start.upperBound..<end.lowerBound])
    #expect(script.matches(of: /show\(/).count == 2)
    let scratch = Scratch()
    _ = try scratch.file("picture.lua", script)
    let result = try listlab(["run", "picture.lua", "--html", "picture.html"], directory: scratch.path)
    #expect(result.status == 0)
    let html = try String(contentsOfFile: scratch.path + "/picture.html", encoding: .utf8)
    #expect(html.matches(of: /<svg class="ll-picture"/).count == 2)
    // Its files have their own names: none is the README's fruits.lua.
    #expect(!page.contains("```lua fruits.lua"))
  }
}

extension MessageTests {
  /// An unknown id offers every id as close as the nearest.
  @Test func anUnknownIDOffersEveryCloseID() throws {
    let result = try listlab(
      [], stdin: "local l = list { cell 'apple' {}, cell 'ample' {}, cell 'kiwi' {} }\nl:frame('aple')\n")
    #expect(result.stderr == "stdin:2: frame: no cell \"aple\" (did you mean \"ample\" or \"apple\"?)\n")
  }
}

extension MessageTests {
  /// A field a List lacks, with nothing near: the hint says where its many members are listed.
  @Test func aMissingFieldOfAListSaysWhereItsMembersAre() throws {
    let result = try listlab([], stdin: "local l = list { cell 'a' {} }\nprint(l.widht + 1)\nprint(l.cuont + 1)\n")
    #expect(
      result.stderr == """
        stdin:2: attempt to perform arithmetic on a nil value (field 'widht')
        hint: a List has no field widht; help("List") lists a List's methods and fields
        stdin:3: attempt to perform arithmetic on a nil value (field 'cuont')
        hint: a List has no field cuont; did you mean l.count?

        """)
  }
}

extension MessageTests {
  /// A file's path given to require is answered with the module's name.
  @Test func requireOfAFileSaysToGiveTheModulesName() throws {
    let scratch = Scratch()
    _ = try scratch.file("sub/helpers.lua", "return { answer = 42 }\n")
    let result = try listlab(
      [], stdin: "require 'sub/helpers.lua'\nrequire './sub/helpers'\nrequire('sub.helpers').answer\n",
      directory: scratch.path)
    #expect(result.stdout == "42\n")
    #expect(
      result.stderr == """
        stdin:1: module name 'sub/helpers.lua' is not valid (use letters, digits, '_', '-' and '.')
        require takes a module's name, not a file's: require "sub.helpers" loads sub/helpers.lua
        stdin:2: module name './sub/helpers' is not valid (use letters, digits, '_', '-' and '.')
        require takes a module's name, not a file's: require "sub.helpers" loads sub/helpers.lua

        """)
  }
}
