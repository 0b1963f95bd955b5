import Foundation
import Testing

/// `listlab learn` in watch mode, driven through a pseudo-terminal as a learner works: the first
/// exercise fails, hints come with `h`, saving the solution marks it done, `n` opens the next,
/// `l` lists the progress, and a new session starts where the last one stopped.
@Suite struct LearnWatchTests {
  @Test func aLearnerWorksThroughTheFirstExerciseAndComesBack() throws {
    let folder = Scratch()
    let terminal = try PseudoTerminal(arguments: ["learn", "--html", "page.html"], directory: folder.path)
    try terminal.expect("exercise 1 of ")
    try terminal.expect("✗ rows: 4 of 4 expectations failed")
    try terminal.expect(
      "  01-tables/rows.lua:19: the inbox row is 60 points tall: a fixed height wins over the 44-point default: "
        + "expected cell \"inbox\" to have h = 60, got 44")
    try terminal.expect("q quit")
    let page = folder.path + "/page.html"
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("rows: 4 of 4 expectations failed"))

    terminal.send("h")
    try terminal.expect("hint 1 of 3: A cell with neither a height nor content is 44 points tall.")
    terminal.send("h")
    try terminal.expect("hint 2 of 3: A cell takes a fixed height as a field")
    terminal.send("n")
    try terminal.expect("rows does not pass yet")

    // Saving the solution over the exercise runs it again: it passes and is marked done.
    let solution = try String(
      contentsOfFile: ListLabBinary.repository + "/Scripts/learn/solutions/01-tables/rows.lua", encoding: .utf8)
    try solution.write(toFile: folder.path + "/01-tables/rows.lua", atomically: true, encoding: .utf8)
    try terminal.expect("✓ rows passes: 4 expectations")
    try terminal.expect("marked done (1 of ")
    try terminal.expect("next: grouped — Plain and grouped · press n to open it")
    try terminal.expect("n next · h hint · r run again · l list · q quit")
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("rows passes: 4 expectations"))

    terminal.send("n")
    try terminal.expect("exercise 2 of ")
    try terminal.expect("✗ grouped: 3 of 4 expectations failed")
    try terminal.expect("q quit")
    terminal.send("l")
    try terminal.expect("✓ rows")
    try terminal.expect("▸ grouped")
    try terminal.expect("1 of ")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)

    // The progress survives: a new session opens the second exercise.
    let again = try PseudoTerminal(arguments: ["learn"], directory: folder.path)
    try again.expect("exercise 2 of ")
    try again.expect("✗ grouped")
    try again.expect("progress ")
    try again.expect("1 of ")
    again.send("q")
    #expect(try again.waitForExit() == 0)
  }
}
