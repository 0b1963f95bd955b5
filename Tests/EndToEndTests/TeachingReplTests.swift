import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A student's session at the REPL, typed key by key through a pseudo-terminal 120 columns wide:
/// what values look like, long output cut to a screen, hints for mistakes, expectations, Ctrl-C
/// and Ctrl-D; and a demo stepped through with single keys.
@Suite struct TeachingReplTests {
  @Test func aStudentsSession() throws {
    let home = Scratch()
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")

    // Values print readably: a frame, a plain table, a list of frames.
    terminal.sendLine("local l = list { section 'fruits' { cell 'apple' { text = 'Apple' }, cell 'banana' {} } }")
    try terminal.expect("> ")
    terminal.sendLine("l:frame('apple')")
    try terminal.expect("cell apple [0,0] (0 0; 375 44)\r\n> ")
    terminal.sendLine("{ 1, 2, x = 'three' }")
    try terminal.expect("{ 1, 2, x = \"three\" }\r\n> ")
    terminal.sendLine("l:frames()")
    try terminal.expect("cell apple [0,0] (0 0; 375 44)\r\nseparator apple [0,0] (16 43.667; 359 0.333)\r\n")
    try terminal.expect("cell banana [0,1] (0 44; 375 44)\r\n> ")

    // Mistakes get their hint, with the line as typed (the fifth line of the session).
    terminal.sendLine("l.frame('apple')")
    try terminal.expect("stdin:5: bad argument #1 to 'frame' (List expected, got string); call methods with ':'")
    try terminal.expect("> ")
    terminal.sendLine("l:frame('Apple')")
    try terminal.expect("stdin:6: frame: no cell \"Apple\" (did you mean \"apple\"?)")
    try terminal.expect("> ")
    terminal.sendLine("list { 'fruits' { cell 'a' {} } }")
    try terminal.expect("hint: a string cannot be called: 'fruits' {…} declares nothing.")
    try terminal.expect("> ")

    // Expectations report at once.
    terminal.sendLine("expect(#l:frames() == 2, 'two cells, no separator')")
    try terminal.expect("stdin:8: expectation failed: two cells, no separator")
    try terminal.expect("false\r\n> ")

    // Long output is cut to a screen.
    terminal.sendLine(":set lines 5")
    try terminal.expect("> ")
    terminal.sendLine("for i = 1, 100 do print(i) end")
    try terminal.expect("1\r\n2\r\n3\r\n4\r\n5\r\n… 95 more lines (:set lines N, or :set lines all)\r\n> ")

    // Stage explanations wrap to the terminal: no line of print(t) is wider than 120 columns.
    terminal.sendLine(":set lines all")
    try terminal.expect("> ")
    terminal.sendLine("l:delete('banana', { steps = 1 })")
    let printed = try terminal.expect("t=0.3")
    #expect(printed.contains("stage 1 of 1 · deletes\r\n  Deletes refer to the data as it was before the batch,"))
    for line in printed.components(separatedBy: "\r\n") { #expect(line.count <= 120, "\(line)") }
    try terminal.expect("> ")
    // The stages alone wrap the same way, as a list and one by one.
    let stageText =
      "stage 1 of 1 · deletes\r\n  Deletes refer to the data as it was before the batch, so section and item deletes go "
      + "together before anything is\r\n  inserted or moved, and items leave with their section.\r\n  delete [0,1] banana\r\n"
    #expect(printed.contains(stageText))
    terminal.sendLine("_.stages")
    try terminal.expect(stageText + "> ")
    terminal.sendLine("_[1]")
    try terminal.expect(stageText + "> ")

    // Ctrl-C stops a loop at the line typed (commands count as lines too); :trace gives its
    // traceback, which names that line, not the REPL's machinery.
    terminal.sendLine("x = 0 while true do x = x + 1 end")
    try terminal.waitUntilRunning()
    terminal.sendInterrupt()
    let interrupted = try terminal.expect("> ")
    #expect(interrupted.contains("stdin:15: interrupted!\r\n"))
    #expect(!interrupted.contains("traceback"))
    terminal.sendLine(":trace")
    let traced = try terminal.expect("> ")
    #expect(traced.contains("stdin:15: interrupted!\r\nstack traceback:"))
    #expect(traced.contains("stdin:15: in main chunk"))
    #expect(!traced.contains("repl:"))

    // Ctrl-D ends the line before leaving.
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    #expect(try terminal.waitForExit() == 0)
    #expect(terminal.transcript.hasSuffix("\r\n"))
  }

  /// Settings say what they accept, numbers read as in print(l), hints name what was typed, and
  /// an expectation without a message quotes itself.
  @Test func settingsNumbersAndHintsAsTyped() throws {
    let home = Scratch()
    let terminal = try PseudoTerminal(environment: ["HOME": home.path])
    try terminal.expect("> ")
    terminal.sendLine(":set columns 5")
    try terminal.expect(":set columns: expected a number of at least 20, or all (0 too: no limit), got 5\r\n> ")
    terminal.sendLine(":help")
    try terminal.expect(
      "  :set columns N  cut lines after N characters, N at least 20 (0 or all: no limit;\r\n"
        + "                  default 2000)\r\n")
    try terminal.expect("> ")
    terminal.sendLine(":set columns 20")
    try terminal.expect("> ")
    terminal.sendLine("string.rep('z', 30)")
    try terminal.expect(String(repeating: "z", count: 20) + " … 10 more characters\r\n> ")
    terminal.sendLine(":set columns 0")
    try terminal.expect("> ")

    // Whole numbers without `.0`, as print(l) writes them.
    terminal.sendLine("local l = list { estimated_height = 80, section 's' { cell 'a' { text = 'x' }, cell 'b' {} } }")
    try terminal.expect("> ")
    terminal.sendLine("l:content_size()")
    try terminal.expect("375\t88\r\n> ")
    terminal.sendLine("l:frame('a').w, l:frame('a').y + 0.5")
    try terminal.expect("375\t0.5\r\n> ")

    // The hint names the receiver as typed; a short id gets no far-fetched suggestion.
    terminal.sendLine("local cards = list { style = 'cards', section 's' { cell 'a' {} } }")
    try terminal.expect("> ")
    terminal.sendLine("cards.frame('a')")
    try terminal.expect(
      "stdin:10: bad argument #1 to 'frame' (List expected, got string); call methods with ':', as in "
        + "cards:frame(…), not cards.frame(…)\r\n")
    try terminal.expect("> ")
    terminal.sendLine("cards:frame('zz')")
    try terminal.expect("stdin:11: frame: no cell \"zz\"\r\n> ")

    // Commands and expectations.
    terminal.sendLine(":bogus")
    try terminal.expect("unknown command :bogus (:help lists the commands)\r\n> ")
    terminal.sendLine("expect(1 == 2)")
    try terminal.expect("stdin:13: expectation failed: 1 == 2\r\nfalse\r\n> ")
    try terminal.waitUntilReadingKeys()
    terminal.sendEndOfInput()
    // At a terminal the session ends well whatever failed on the way.
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func aDemoStepsOnOneKeyAndQuitsOnQ() throws {
    let terminal = try PseudoTerminal(arguments: ["demo", "diff-tour"])
    try terminal.expect("── step 1 of 5")
    try terminal.expect("[any key: next step · q: quit]")
    try terminal.waitUntilReadingKeys()
    terminal.send(" ")  // any key, as the prompt says: no Enter
    try terminal.expect("── step 2 of 5")
    try terminal.expect("[any key: next step · q: quit]")
    try terminal.waitUntilReadingKeys()
    terminal.send("x")  // a letter goes on too
    try terminal.expect("── step 3 of 5")
    try terminal.expect("[any key: next step · q: quit]")
    try terminal.waitUntilReadingKeys()
    terminal.send("q")  // no Enter
    #expect(try terminal.waitForExit(timeout: 5) == 0)
    #expect(!terminal.transcript.contains("── step 4 of 5"))
    #expect(!terminal.transcript.contains("[Enter"))
  }
}
