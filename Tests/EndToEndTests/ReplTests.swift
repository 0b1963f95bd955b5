import Foundation
import Testing

/// The REPL driven through a pseudo-terminal, keystroke by keystroke.
@Suite struct ReplTests {
  private func start(home: Scratch) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")
    return terminal
  }

  @Test func expressionsContinuationErrorsAndRecovery() throws {
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.sendLine("1 + 1")
    try terminal.expect("2\r\n> ")
    terminal.sendLine("for i = 1, 2 do")
    try terminal.expect(">> ")
    terminal.sendLine("print('row', i) end")
    try terminal.expect("row\t1\r\nrow\t2\r\n> ")
    terminal.sendLine("nil + 1")
    try terminal.expect("stdin:4: attempt to perform arithmetic on a nil value")
    try terminal.expect("> ")
    terminal.sendLine("'still running'")
    try terminal.expect("still running\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func localsSurviveAndUnderscoreHoldsTheLastValue() throws {
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.sendLine("local t = { 10, 20, 30 }")
    try terminal.expect("> ")
    terminal.sendLine("#t")
    try terminal.expect("3\r\n> ")
    terminal.sendLine("_ * 2")
    try terminal.expect("6\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func ctrlCInterruptsRunningCodeAndClearsTheLine() throws {
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.sendLine("while true do end")
    try terminal.waitUntilRunning()
    terminal.sendInterrupt()
    try terminal.expect("interrupted!")
    try terminal.expect("> ")
    terminal.sendLine("'after'")
    try terminal.expect("after\r\n> ")
    // Ctrl-C at a continuation prompt drops the unfinished statement.
    terminal.sendLine("function f()")
    try terminal.expect(">> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendInterrupt()
    try terminal.expect("> ")
    terminal.sendLine("f")
    try terminal.expect("nil\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func historyIsWrittenAsLinesAreEntered() throws {
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.sendLine("x = 41")
    try terminal.expect("> ")
    terminal.sendLine("print('recalled', 7 * 6)")
    try terminal.expect("recalled\t42\r\n> ")
    // Written already, before the session ends.
    let history = try String(contentsOfFile: home.path + "/.listlab_history", encoding: .utf8)
    #expect(history.contains("x = 41") || history.contains("x\\040=\\04041"))
    // Written whole, through a temporary file renamed over it: nothing else is left in the folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [".listlab_history"])
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
    // A new session recalls it with the Up arrow.
    let again = try start(home: home)
    again.send("\u{1b}[A")
    try again.expect("print('recalled', 7 * 6)")
    again.send("\r")
    try again.expect("recalled\t42\r\n> ")
  }

  @Test func tabCompletesGlobalsAndFields() throws {
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.send("string.upp\t")
    // The completion shown: the editor redraws the line and adds the rest of the name.
    try terminal.expect("er")
    terminal.send("('abc')\r")
    try terminal.expect("ABC\r\n> ")
    terminal.sendLine("local record = { height = 44 }")
    try terminal.expect("> ")
    terminal.send("record.hei\t")
    try terminal.expect("ght")
    terminal.send("\r")
    try terminal.expect("44\r\n> ")
  }

  @Test func commandsHelpLoadReloadQuit() throws {
    let home = Scratch()
    let script = try home.file("counter.lua", "count = (count or 0) + 1\nprint('loaded', count)")
    let terminal = try start(home: home)
    terminal.sendLine(":help")
    try terminal.expect(":load FILE")
    try terminal.expect("> ")
    terminal.sendLine(":load " + script)
    try terminal.expect("loaded\t1\r\n> ")
    terminal.sendLine(":reload")
    try terminal.expect("loaded\t2\r\n> ")
    terminal.sendLine(":nope")
    try terminal.expect("unknown command :nope")
    terminal.sendLine(":quit")
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func pipedTranscriptIsEvaluatedLineByLine() throws {
    let transcript = """
      local greeting = 'hi'
      greeting .. ' there'
      function add(a, b)
        return a + b
      end
      add(2, 3)
      error('oops')
      'goes on'
      """
    let result = try listlab([], stdin: transcript + "\n")
    // Errors name the line of the transcript, and the run fails once an entry failed.
    #expect(result.status == 1)
    #expect(result.stdout == "hi there\n5\ngoes on\n")
    // One line, no traceback (:trace prints it).
    #expect(result.stderr == "stdin:7: oops\n")
  }

  /// Pattern matching runs in C, where the count hook never fires; its own step budget watches
  /// Ctrl-C and the time limit, and the session goes on.
  @Test func ctrlCAndTheTimeLimitStopARunawayPattern() throws {
    let runaway = #"string.find(string.rep("a", 40), string.rep("a*", 20) .. "b")"#
    let home = Scratch()
    let terminal = try start(home: home)
    terminal.sendLine(runaway)
    try terminal.waitUntilRunning()
    terminal.sendInterrupt()
    try terminal.expect("stdin:1: interrupted!")
    try terminal.expect("> ")
    terminal.sendLine("('after'):gsub('f', 'F')")
    try terminal.expect("aFter\t1\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)

    let limited = try PseudoTerminal(arguments: ["--time-limit", "0.5"], environment: ["HOME": home.path])
    try limited.expect("> ")
    limited.sendLine(runaway)
    try limited.expect("stdin:1: time limit exceeded (0.5 s)")
    try limited.expect("> ")
    limited.sendLine("'alive'")
    try limited.expect("alive\r\n> ")
    try limited.waitUntilReadingKeys()
    limited.sendEndOfInput()
    #expect(try limited.waitForExit() == 0)
  }

  /// Running out of memory reads as it does in `listlab run` (`memoryLimitStopsABomb`), and the
  /// REPL goes on (a piped session then ends with status 1, as after any failed entry).
  @Test func outOfMemoryIsWordedAsInRun() throws {
    let bomb = "local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(100) .. i end"
    let result = try listlab(["--memory-limit", "32"], stdin: bomb + "\n'goes on'\n")
    #expect(result.status == 1)
    #expect(result.stdout == "goes on\n")
    #expect(result.stderr == "stdin:1: not enough memory (the memory limit is set with --memory-limit MB)\n")
  }
}
