import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `listlab` binary, next to the test bundle in the build folder.
enum ListLabBinary {
  static let path: String = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    // swift test runs `<build>/debug/ListLabPackageTests.xctest`; the binary is `<build>/debug/listlab`.
    for _ in 0..<3 {
      let candidate = folder.appendingPathComponent("listlab").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return "listlab"
  }()

  /// The repository's root (the folder holding `Package.swift`).
  static let repository: String = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.path
      }
      folder = folder.deletingLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }()
}

/// The result of running `listlab` to completion.
struct Completed {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `listlab` with `arguments`, feeding `stdin`, and waits for it.
///
/// - Parameters:
///   - binary: the program to run (a copy of `listlab` elsewhere); the built one by default.
///   - removing: variables taken out of the environment (`LISTLAB_HOME`, which is set otherwise).
func listlab(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
  directory: String? = nil, binary: String = ListLabBinary.path, removing: Set<String> = []
) throws -> Completed {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env["NO_COLOR"] = "1"
  env["LISTLAB_HOME"] = ListLabBinary.repository
  for (key, value) in environment { env[key] = value }
  for key in removing { env[key] = nil }
  process.environment = env
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  // Read both streams concurrently so that a full pipe cannot block the child.
  nonisolated(unsafe) var errorData = Data()
  let read = DispatchSemaphore(value: 0)
  let reader = Thread {
    errorData = errors.fileHandleForReading.readDataToEndOfFile()
    read.signal()
  }
  reader.start()
  if !stdin.isEmpty { input.fileHandleForWriting.write(stdin.data(using: .utf8)!) }
  try? input.fileHandleForWriting.close()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  read.wait()
  return Completed(
    status: process.terminationStatus,
    stdout: String(decoding: outputData, as: UTF8.self),
    stderr: String(decoding: errorData, as: UTF8.self))
}

/// A temporary folder for one test, removed when the value goes away.
final class Scratch {
  let path: String

  init() {
    path = NSTemporaryDirectory() + "listlab-e2e-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `text` to `name` inside the folder; returns the full path.
  @discardableResult
  func file(_ name: String, _ text: String) throws -> String {
    let full = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: true, encoding: .utf8)
    return full
  }
}
