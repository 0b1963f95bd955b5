import Foundation
import Testing

/// A few hundred generated scenarios (`Scripts/fuzz`, seeds 0–299) against the debug binary, which
/// checks every layout's invariants: each must pass every oracle. A failure prints its seed;
/// `Scripts/fuzz 1 --seed N --debug` reproduces it and writes it minimised.
@Suite struct GeneratedScriptTests {
  @Test func seededScenariosPassEveryOracle() throws {
    guard
      let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
    else {
      Issue.record("python3 is needed to generate the scenarios (Debian's python3)")
      return
    }
    let scratch = Scratch()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      ListLabBinary.repository + "/Scripts/fuzz", "300", "--seed", "0", "--binary", ListLabBinary.path,
      "--no-minimise", "--jobs", "2", "--out", scratch.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("  pass                     300\n"), "\(text)")
  }
}
