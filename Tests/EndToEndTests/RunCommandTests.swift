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
    #expect(result.stderr == "\(file):2: time limit exceeded (0.3 s)\n")
  }

  @Test func memoryLimitStopsABomb() throws {
    let scratch = Scratch()
    let file = try scratch.file("bomb.lua", "local t = {}\nfor i = 1, 1e9 do t[i] = ('x'):rep(100) .. i end")
    let result = try listlab(["run", "--memory-limit", "32", file])
    #expect(result.status == 1)
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
    let script = try home.file("colour.lua", "print(list { style = 'insetGrouped', section 's' { header = 'H', cell 'a' {}, cell 'b' {} } })")
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
