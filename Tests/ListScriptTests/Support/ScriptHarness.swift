import Foundation
import LuaBridge
import Testing

@testable import ListScript

/// A script host whose output is collected, for running Lua snippets in tests.
final class ScriptHarness {
  let host: ScriptHost
  private(set) var lines: [String] = []

  init(json: Bool = false, configure: (inout ScriptOptions) -> Void = { _ in }) throws {
    var options = ScriptOptions()
    options.timeLimit = 20
    configure(&options)
    let sink = LineSink()
    host = try ScriptHost(
      options: options, output: ScriptOutput(format: json ? .json : .text) { sink.lines.append($0) })
    self.sink = sink
  }

  /// The repository's root (the folder holding `Scripts/`).
  static let repository: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    return path
  }()

  private let sink: LineSink
  final class LineSink { var lines: [String] = [] }

  /// Everything printed so far, then cleared.
  func takeOutput() -> String {
    defer { sink.lines.removeAll() }
    return sink.lines.joined(separator: "\n")
  }

  /// Runs `source` as chunk `@test.lua` under the host's limits.
  ///
  /// On a thread with an 8 MB stack, as the tool's main thread has: test threads have smaller
  /// stacks, and Lua's C recursion limit assumes the main thread's.
  @discardableResult
  func run(_ source: String, chunk: String = "test.lua") throws -> [LuaValue] {
    let function = try host.lua.load(source, chunkName: "@" + chunk)
    return try onLargeStack { try self.host.lua.runEntry(timeLimit: 20) { try function.call() } }
  }

  /// The error message `source` fails with.
  func failure(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    do {
      try run(source)
      Issue.record("expected an error", sourceLocation: sourceLocation)
      return nil
    } catch let error as LuaError {
      return error.message
    } catch {
      return "\(error)"
    }
  }
}

/// Runs `body` on a new thread with an 8 MB stack and waits for it.
func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
  nonisolated(unsafe) var result: Result<T, any Error>?
  nonisolated(unsafe) let work = body
  // The semaphore orders the write before the read: polling `result` instead could read it
  // half written (a crash seen under parallel tests).
  let finished = DispatchSemaphore(value: 0)
  let thread = Thread {
    result = Result { try work() }
    finished.signal()
  }
  thread.stackSize = 8 << 20
  thread.start()
  finished.wait()
  return try result!.get()
}
