import Foundation
import Testing

/// The learner's progress is shared by every `listlab learn` in the folder: each change is read,
/// made and written under a lock, so a watcher never undoes a `reset` made in another terminal,
/// and updates made at once by several processes all survive.
@Suite struct LearnProgressTests {
  static let course = ListLabBinary.repository + "/Scripts/learn"

  static func progress(in folder: Scratch) throws -> String {
    try String(contentsOfFile: folder.path + "/.listlab-learn", encoding: .utf8)
  }

  @Test func aResetInAnotherTerminalStaysReset() throws {
    let folder = Scratch()
    let watcher = try PseudoTerminal(arguments: ["learn"], directory: folder.path)
    try watcher.expect("✗ rows: 4 of 4 expectations failed")
    try watcher.expect("q quit")
    let solution = try String(contentsOfFile: Self.course + "/solutions/01-tables/rows.lua", encoding: .utf8)
    try solution.write(toFile: folder.path + "/01-tables/rows.lua", atomically: true, encoding: .utf8)
    try watcher.expect("marked done (1 of ")
    try watcher.expect("q quit")
    watcher.send("h")
    try watcher.expect("hint 1 of 3")
    #expect(try Self.progress(in: folder).contains("done rows\n"))
    #expect(try Self.progress(in: folder).contains("hints rows 1\n"))

    // Another terminal puts the exercise back while the watcher runs.
    let reset = try listlab(["learn", "reset", "rows"], directory: folder.path)
    #expect(reset.status == 0, "\(reset.stderr)")
    // The watcher runs the restored file (it fails), and its own updates since — the run, a
    // hint — start from the reset progress: rows stays undone, its hints count from 1 again.
    try watcher.expect("✗ rows: 4 of 4 expectations failed")
    try watcher.expect("q quit")
    watcher.send("h")
    try watcher.expect("hint 1 of 3")
    watcher.send("l")
    try watcher.expect("▸ rows")
    try watcher.expect("0 of ")
    let progress = try Self.progress(in: folder)
    #expect(!progress.contains("done rows"), "\(progress)")
    #expect(progress.contains("hints rows 1\n"), "\(progress)")
    watcher.send("q")
    #expect(try watcher.waitForExit() == 0)
    let list = try listlab(["learn", "list"], directory: folder.path)
    #expect(list.stdout.contains("  ▸ rows "))
    #expect(list.stdout.contains("\n0 of "))
  }

  @Test func updatesFromProcessesAtOnceAllSurvive() throws {
    let folder = Scratch()
    try folder.file(".listlab-learn", "current rows\ndone grouped\ndone wallet\ndone margins\n")
    // Three hints and two resets at once, in five processes.
    let commands = [["hint"], ["hint"], ["hint"], ["reset", "grouped"], ["reset", "wallet"]]
    let processes = try commands.map { try KilledWriteTests.start(["learn"] + $0, in: folder.path) }
    for process in processes {
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let progress = try Self.progress(in: folder)
    #expect(progress.contains("hints rows 3\n"), "\(progress)")
    #expect(!progress.contains("done grouped") && !progress.contains("done wallet"), "\(progress)")
    #expect(progress.contains("done margins\n"), "\(progress)")
    #expect(progress.contains("current rows\n"), "\(progress)")
  }
}
