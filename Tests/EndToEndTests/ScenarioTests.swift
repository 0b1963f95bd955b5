import ExpectedOutput
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
    expectSnapshot(result.stdout, named: name)
  }

  /// Every scenario states what it shows with `expect` or `expect_frame`, and all of it holds:
  /// `listlab test` passes each one, none listed with a `?` for checking nothing.
  @Test func everyScenarioStatesItsIntentWithExpectations() throws {
    let files = Self.scenarios.map { "Scripts/\($0).lua" }
    let result = try listlab(["test"] + files, directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    for file in files {
      #expect(result.stdout.contains("✓ \(file) ("), "\(file) checks nothing or fails:\n\(result.stdout)")
    }
  }

  /// The compositional demo's whole output: every layout of Apple's sample it walks through.
  @Test func theCompositionalDemoMatchesItsExpectedOutput() throws {
    let result = try listlab(["demo", "compositional"], directory: ListLabBinary.repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    expectSnapshot(result.stdout, named: "demo-compositional")
  }

  @Test func everyScenarioFileIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ListLabBinary.repository + "/Scripts")
      .filter { $0.hasSuffix(".lua") && !$0.hasPrefix("demo-") && !$0.hasSuffix(".d.lua") }
      .map { String($0.dropLast(4)) }
    #expect(Set(files).subtracting(Self.scenarios).isEmpty, "scenarios without an expected output")
  }
}

/// Compares `text` with `Snapshots/NAME.txt` (see ``expectOutput(_:inFile:regenerate:sourceLocation:)``).
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  expectOutput(
    text, inFile: folder.appendingPathComponent(name + ".txt").path,
    regenerate: "LISTLAB_RECORD=1 swift test --filter EndToEndTests", sourceLocation: sourceLocation)
}
