import Foundation
import Testing

/// `--watch`: the command runs again when a file it read changes, rewrites its page, and ends
/// cleanly on Ctrl-C.
@Suite struct WatchTests {
  /// `listlab ARGUMENTS` running in the background, its output collected as it comes.
  final class Watching: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    init(_ arguments: [String], directory: String) throws {
      process.executableURL = URL(fileURLWithPath: ListLabBinary.path)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      var environment = ProcessInfo.processInfo.environment
      environment["NO_COLOR"] = "1"
      environment["LISTLAB_HOME"] = ListLabBinary.repository
      process.environment = environment
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      output.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        self?.lock.withLock { self?.out += text }
      }
      errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        self?.lock.withLock { self?.err += text }
      }
      try process.run()
    }

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    /// Waits until stdout contains `text`, at most 20 seconds.
    func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
      waitUntil(seconds: 20) { stdout.contains(text) || !process.isRunning }
      #expect(
        stdout.contains(text), "no \"\(text)\" in:\n\(stdout)\nstderr:\n\(stderr)", sourceLocation: sourceLocation)
    }

    /// Ctrl-C, then the exit status (or nil if it did not end within 10 seconds).
    func interrupt() -> Int32? {
      process.interrupt()
      waitUntil(seconds: 10) { !process.isRunning }
      guard !process.isRunning else {
        process.terminate()
        return nil
      }
      return process.terminationStatus
    }
  }

  /// The stamp a watched page carries, and the one its watch script reports.
  static func stamps(page: String) throws -> (page: String, script: String) {
    let html = try String(contentsOfFile: page, encoding: .utf8)
    let script = try String(contentsOfFile: page + ".watch.js", encoding: .utf8)
    let pageStamp = html.firstMatch(of: /data-watch-stamp="([^"]*)"/).map { String($0.output.1) } ?? ""
    let scriptStamp = script.firstMatch(of: /listlabWatch\("([^"]*)"\)/).map { String($0.output.1) } ?? ""
    return (pageStamp, scriptStamp)
  }

  @Test func runReRunsWhenTheScriptOrAModuleItRequiredChanges() throws {
    let scratch = Scratch()
    try scratch.file("words.lua", "return { word = 'one' }\n")
    let script = try scratch.file(
      "scene.lua",
      "local words = require 'words'\nprint('word ' .. words.word)\nshow(list { height = 100, cell 'a' {} })\n")
    let page = scratch.path + "/page.html"
    let watching = try Watching(["run", "scene.lua", "--watch", "--html", "page.html"], directory: scratch.path)
    watching.waitFor("word one")
    // The page and its watch script are written after the text is printed: wait for both.
    try BrowserTests.waitForPage(page, containing: "word one")
    let first = try Self.stamps(page: page)
    #expect(!first.page.isEmpty && first.page == first.script)

    try scratch.file("words.lua", "return { word = 'two' }\n")
    watching.waitFor("word two")
    try scratch.file(script.split(separator: "/").last.map(String.init)!, "print('edited')\n")
    watching.waitFor("edited")
    // The page and its watch script are written after the text is printed: wait for both.
    var last = try Self.stamps(page: page)
    waitUntil(seconds: 20) {
      last = (try? Self.stamps(page: page)) ?? last
      return last.page == last.script && last.page != first.page
        && (try? String(contentsOfFile: page, encoding: .utf8).contains("edited")) == true
    }
    // The page was rewritten with a new stamp, and its watch script reports it, so an open page
    // reloads.
    #expect(last.page == last.script && last.page != first.page)
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains("edited"))

    #expect(watching.interrupt() == 0)
    #expect(watching.stderr.contains("stopped watching"))
    #expect(watching.stderr.contains("watching 2 files"))
  }

  @Test func testCommandWatchesToo() throws {
    let scratch = Scratch()
    try scratch.file("check.lua", "expect(1 + 1 == 2, 'sums')\n")
    let watching = try Watching(["test", "check.lua", "--watch"], directory: scratch.path)
    watching.waitFor("1 passed, 0 failed")
    try scratch.file("check.lua", "expect(1 + 1 == 3, 'sums')\n")
    watching.waitFor("0 passed, 1 failed")
    #expect(watching.interrupt() == 0)
  }
}
