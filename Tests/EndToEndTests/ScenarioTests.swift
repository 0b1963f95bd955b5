import Foundation
import Testing

/// Every scenario in `Scripts/` runs with exit 0 and prints exactly its expected output.
///
/// Expected outputs live in `Tests/EndToEndTests/Snapshots/NAME.txt`. After an intended change,
/// regenerate them with `LISTLAB_RECORD=1 swift test --filter ScenarioTests` and review the diff;
/// a recording run fails on purpose, so that it cannot pass unnoticed.
@Suite struct ScenarioTests {
  static let scenarios = [
    "cards", "static-table", "wallet", "self-sizing", "grid", "diff-tour", "batch-errors", "choreography",
    "design-system", "waterfall", "compositional", "snapshots", "outline", "devices",
  ]

  @Test(arguments: scenarios)
  func scenarioMatchesItsExpectedOutput(name: String) throws {
    let script = ListLabBinary.repository + "/Scripts/\(name).lua"
    let result = try listlab(["run", "Scripts/\(name).lua"], directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(script) failed:\n\(result.stderr)")
    #expect(result.stderr == "")
    try expectSnapshot(result.stdout, named: name)
  }

  /// The compositional demo's whole output: every layout of Apple's sample it walks through.
  @Test func theCompositionalDemoMatchesItsExpectedOutput() throws {
    let result = try listlab(["demo", "compositional"], directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    try expectSnapshot(result.stdout, named: "demo-compositional")
  }

  @Test func everyScenarioFileIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ListLabBinary.repository + "/Scripts")
      .filter { $0.hasSuffix(".lua") && !$0.hasPrefix("demo-") && !$0.hasSuffix(".d.lua") }
      .map { String($0.dropLast(4)) }
    #expect(Set(files).subtracting(Self.scenarios).isEmpty, "scenarios without an expected output")
  }
}

/// Compares `text` with `Snapshots/NAME.txt`, or records it when `LISTLAB_RECORD=1`.
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name + ".txt")
  if ProcessInfo.processInfo.environment["LISTLAB_RECORD"] == "1" {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record("recorded \(file.path); run again without LISTLAB_RECORD to check it", sourceLocation: sourceLocation)
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record("no expected output at \(file.path); record it with LISTLAB_RECORD=1", sourceLocation: sourceLocation)
    return
  }
  if expected != text {
    Issue.record(
      "output differs from \(file.lastPathComponent):\n\(lineDiff(expected: expected, actual: text))",
      sourceLocation: sourceLocation)
  }
}

/// The first differing lines, with their numbers.
func lineDiff(expected: String, actual: String) -> String {
  let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  for index in 0..<max(left.count, right.count) where report.count < 12 {
    let a = index < left.count ? String(left[index]) : "<missing>"
    let b = index < right.count ? String(right[index]) : "<missing>"
    if a != b { report.append("line \(index + 1):\n  - \(a)\n  + \(b)") }
  }
  return report.joined(separator: "\n")
}
