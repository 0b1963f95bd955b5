import Foundation
import Testing

/// A file ListLab writes is replaced whole or not at all: `listlab run` writing a large recording
/// or page is killed (SIGKILL, no chance to clean up) again and again at random moments — while
/// the script runs, and while the file is being written — and the file is always one of the two
/// complete outputs, never a part; what the killed writes leave is one temporary file at most,
/// which the next write removes.
@Suite(.serialized) struct KilledWriteTests {
  /// A script that prints about 2 MB in 500 long lines (a page of many short lines takes
  /// seconds to draw), every line of its letter: two letters, two outputs that differ from the
  /// first line to the last.
  static func script(_ letter: String) -> String {
    "local line = string.rep(\"\(letter)\", 4000)\nfor i = 1, 500 do print(i .. \" \" .. line) end\n"
  }

  /// ListLab's temporary files in `folder` (`.NAME.listlab-PID-RANDOM.tmp`), of the process `pid`
  /// or of any.
  static func temporaries(in folder: String, of pid: Int32? = nil) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter {
      $0.hasPrefix(".") && $0.hasSuffix(".tmp") && $0.contains(".listlab-" + (pid.map { "\($0)-" } ?? ""))
    }
  }

  /// `listlab ARGUMENTS` started in `folder`, its output discarded.
  static func start(_ arguments: [String], in folder: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ListLabBinary.path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["LISTLAB_HOME"] = ListLabBinary.repository
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until the process has made its temporary file (it is writing), or has ended.
  static func waitUntilWriting(_ process: Process, in folder: String) {
    waitUntil(seconds: 30, interval: 0.0002) {
      !process.isRunning || !temporaries(in: folder, of: process.processIdentifier).isEmpty
    }
  }

  @Test(arguments: ["--record", "--html"])
  func aKilledWriteLeavesTheOldFileOrTheNewOneWhole(option: String) throws {
    let scratch = Scratch()
    try scratch.file("a.lua", Self.script("a"))
    try scratch.file("b.lua", Self.script("b"))
    let target = scratch.path + "/out"
    // The two complete outputs, each written by a run left alone; `out` ends as a's.
    var complete: [String: Data] = [:]
    var runTime = 0.0
    for name in ["b", "a"] {
      let started = Date()
      let run = try listlab(["run", "\(name).lua", option, "out"], directory: scratch.path)
      runTime = max(runTime, Date().timeIntervalSince(started))
      #expect(run.status == 0, "\(run.stderr)")
      complete[name] = try Data(contentsOf: URL(fileURLWithPath: target))
    }
    #expect(complete["a"] != complete["b"])
    #expect((complete["a"]?.count ?? 0) > 1_000_000)

    var killedWhileWriting = 0
    for iteration in 0..<18 {
      let name = iteration % 2 == 0 ? "b" : "a"
      let process = try Self.start(["run", "\(name).lua", option, "out"], in: scratch.path)
      let delay: UInt32
      if iteration % 3 == 2 {
        // Anywhere in the run: mostly while the script runs, the file untouched.
        delay = UInt32.random(in: 0...UInt32(runTime * 1_000_000))
      } else {
        // While the file is being written: a random moment after its temporary file appeared.
        Self.waitUntilWriting(process, in: scratch.path)
        delay = UInt32.random(in: 0...8_000)
      }
      // A sleep under test: the kill lands at a random moment (the point of this test).
      usleep(delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let killed = process.terminationReason == .uncaughtSignal
      let left = Self.temporaries(in: scratch.path)
      if killed, !Self.temporaries(in: scratch.path, of: process.processIdentifier).isEmpty { killedWhileWriting += 1 }

      let now = try Data(contentsOf: URL(fileURLWithPath: target))
      #expect(
        now == complete["a"] || now == complete["b"],
        "iteration \(iteration) (\(option), killed after \(delay) µs: \(killed)): out has \(now.count) bytes, neither output whole"
      )
      // A write removes what the killed ones before it left: one file at most, the last one's.
      #expect(left.count <= 1, "iteration \(iteration): \(left)")
    }
    // The kills did land while the file was being written (else the test tested nothing).
    #expect(killedWhileWriting > 0)

    // A write that ends leaves nothing beside the file.
    let last = try listlab(["run", "a.lua", option, "out"], directory: scratch.path)
    #expect(last.status == 0)
    #expect(Self.temporaries(in: scratch.path).isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == complete["a"])
  }
}
