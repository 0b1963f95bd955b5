import Foundation
import Testing

/// `Scripts/check`, run on a copy of a small package (`Fixture/`) with the repository's scripts:
/// the copy as it is passes, and one violation of each rule planted in it fails the script with a
/// message that names the file and the line. The repository itself passes.
@Suite struct CheckScriptTests {
  /// One planted violation: a file of the fixture rewritten, and the finding it must cause.
  struct Plant: CustomTestStringConvertible, Sendable {
    var rule: String
    var file: String
    var edit: @Sendable (String) -> String
    var finding: String

    var testDescription: String { rule }
  }

  static let plants: [Plant] = [
    Plant(
      rule: "an import not declared in Package.swift",
      file: "Sources/LuaBridge/Bridge.swift", edit: { "import ListCollections\n\n" + $0 },
      finding:
        "Sources/LuaBridge/Bridge.swift:1: LuaBridge imports ListCollections, which Package.swift does not declare"),
    Plant(
      rule: "a test target's undeclared import",
      file: "Tests/ListDiffTests/ChangesTests.swift",
      edit: { $0.replacingOccurrences(of: "import ListDiff\n", with: "import ListCollections\nimport ListDiff\n") },
      finding: "Tests/ListDiffTests/ChangesTests.swift:1: ListDiffTests imports ListCollections, which Package.swift"),
    Plant(
      rule: "an upward dependency",
      file: "Package.swift",
      edit: {
        $0.replacingOccurrences(
          of: #".target(name: "ListLabSystem"),"#,
          with: #".target(name: "ListLabSystem", dependencies: ["LuaBridge"]),"#)
      },
      finding: "Package.swift:11: upward dependency: ListLabSystem (layer 1) depends on LuaBridge (layer 3)"),
    Plant(
      rule: "a pure core depending on Lua",
      file: "Package.swift",
      edit: {
        $0.replacingOccurrences(
          of: #"dependencies: ["ListCollections"]"#, with: #"dependencies: ["ListCollections", "LuaBridge"]"#)
      },
      finding: "Package.swift:10: pure core ListDiff depends on LuaBridge, which is not a pure core"),
    Plant(
      rule: "a pure core importing Foundation",
      file: "Sources/ListDiff/Changes.swift", edit: { "import Foundation\n" + $0 },
      finding: "Sources/ListDiff/Changes.swift:1: pure core ListDiff imports Foundation"),
    Plant(
      rule: "a function over 100 lines",
      file: "Sources/ListLabSystem/Clock.swift",
      edit: {
        $0 + "\nfunc count() -> Int {\n  var total = 0\n" + String(repeating: "  total += 1\n", count: 98)
          + "  return total\n}\n"
      },
      finding: "Sources/ListLabSystem/Clock.swift:10: func count is 102 lines long (at most 100)"),
    Plant(
      rule: "Scripts/format --lint findings",
      file: "Sources/ListCollections/Stack.swift", edit: { $0 + "\nlet   spaced=1\n" },
      finding: "Sources/ListCollections/Stack.swift:12: Scripts/format --lint:"),
    Plant(
      rule: "a fixed sleep in a test",
      file: "Tests/ListDiffTests/ChangesTests.swift",
      edit: {
        $0.replacingOccurrences(
          of: "@Test func changedIndicesAreInOrder() {\n",
          with: "@Test func changedIndicesAreInOrder() {\n  Thread.sleep(forTimeInterval: 0.1)\n")
      },
      finding: "Tests/ListDiffTests/ChangesTests.swift:5: a test waits a fixed time"),
  ]

  @Test func theFixtureAsItIsPasses() throws {
    let run = try Self.check(copy: try Self.copyFixture())
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("format clean"), "\(run.output)")
  }

  @Test(arguments: plants)
  func aPlantedViolationFailsNamingFileAndLine(plant: Plant) throws {
    let folder = try Self.copyFixture()
    let path = folder + "/" + plant.file
    let before = try String(contentsOfFile: path, encoding: .utf8)
    let after = plant.edit(before)
    #expect(after != before, "the plant did not change \(plant.file)")
    try after.write(toFile: path, atomically: true, encoding: .utf8)
    let run = try Self.check(copy: folder)
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains(plant.finding), "no \"\(plant.finding)\" in:\n\(run.output)")
  }

  @Test func theRepositoryPasses() throws {
    let run = try Self.run(Self.repository + "/Scripts/check", ["--no-format"], in: Self.repository)
    #expect(run.status == 0, "\(run.output)")
  }

  // MARK: Support

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// A fresh temporary folder holding the fixture and the repository's `Scripts/check`,
  /// `Scripts/format` and `.swift-format`.
  static func copyFixture() throws -> String {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
    try files.copyItem(atPath: repository + "/Tests/RepositoryCheckTests/Fixture", toPath: folder)
    try files.createDirectory(atPath: folder + "/Scripts", withIntermediateDirectories: true)
    for file in ["Scripts/check", "Scripts/format", ".swift-format"] {
      try files.copyItem(atPath: repository + "/" + file, toPath: folder + "/" + file)
    }
    return folder
  }

  /// Runs the copy's `Scripts/check`, then removes the copy.
  static func check(copy folder: String) throws -> (status: Int32, output: String) {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try run(folder + "/Scripts/check", [], in: folder)
  }

  /// Runs `executable` with its output and errors merged.
  static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
