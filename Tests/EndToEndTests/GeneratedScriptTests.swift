import Foundation
import Testing

/// A slice of the fuzzer on every run of the suite (`Scripts/fuzz`, the generator and oracles of
/// `Scripts/dev/fuzz`) against the debug binary, which checks every layout's invariants and stops
/// at an unreserved push onto a Lua stack: each case must pass every oracle, and the slice must
/// reach every family of cases the generator makes. Two parts:
///
/// - seeds 0–299, the same on every run;
/// - 200 seeds that move with the commit under test (from its id), so that each commit that lands
///   is fuzzed with cases no earlier run tried.
///
/// A failure prints its seed; `Scripts/fuzz 1 --seed N --debug` reproduces it and writes it
/// minimised.
@Suite struct GeneratedScriptTests {
  @Test func fixedSeedsPassEveryOracleAndReachEveryFamily() throws {
    let text = try Self.fuzz(count: 300, seed: 0)
    #expect(text.contains("  pass                     300\n"), "\(text)")
    let families = try #require(text.split(separator: "\n").first { $0.hasPrefix("families: ") })
    for family in families.dropFirst("families: ".count).split(separator: ", ") {
      #expect(!family.hasSuffix(" 0"), "no case of the family \(family.dropLast(2)) in the slice")
    }
  }

  @Test func seedsOfThisCommitPassEveryOracle() throws {
    let seed = Self.commitSeed()
    let text = try Self.fuzz(count: 200, seed: seed)
    #expect(text.contains("  pass                     200\n"), "seeds \(seed)…\(seed + 199):\n\(text)")
  }

  /// 10,000 and more, from the commit's id (10,000 when git cannot tell it).
  static func commitSeed() -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", ListLabBinary.repository, "rev-parse", "HEAD"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return 10_000 }
    let id = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let prefix = Int(id.prefix(7), radix: 16) else { return 10_000 }
    return 10_000 + prefix % 1_000_000 * 200
  }

  /// What `Scripts/fuzz COUNT --seed SEED` printed, run with the debug binary; its exit status must
  /// be 0.
  static func fuzz(count: Int, seed: Int) throws -> String {
    guard
      let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
    else {
      Issue.record("python3 is needed to generate the scenarios (Debian's python3)")
      return ""
    }
    let scratch = Scratch()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      ListLabBinary.repository + "/Scripts/fuzz", String(count), "--seed", String(seed), "--binary",
      ListLabBinary.path, "--no-minimise", "--jobs", "2", "--out", scratch.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    return text
  }
}
