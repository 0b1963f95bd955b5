import Foundation
import Testing

/// No command writes over its own input: an output (`--record`, `--html`, export's file, learn's
/// page) that is one of the files the command reads — by the same path, another spelling of it,
/// a symbolic link or a hard link — is refused with a message that names both, exit status 1,
/// and the input as it was.
@Suite struct InputOverwriteTests {
  static let script = "local l = list { section \"s\" { cell \"a\" { text = \"A\" } } }\nprint(l)\n"

  /// Runs `arguments` in `scratch` and checks the refusal: status 1, exactly `message` on stderr,
  /// and `input` unchanged.
  private func expectRefused(
    _ arguments: [String], in scratch: Scratch, message: String, input: String = "fruits.lua",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/" + input))
    let result = try listlab(arguments, directory: scratch.path)
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.stderr == message + "\n", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    let after = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/" + input))
    #expect(after == before, "\(input) changed", sourceLocation: sourceLocation)
  }

  private static func refusal(_ command: String, _ output: String, _ input: String, same: Bool = false) -> String {
    "listlab \(command): \(output) would write over \(input)\(same ? " (the same file)" : ""); nothing was written "
      + "(choose another file)"
  }

  @Test func runRefusesToRecordOrDrawOverItsScript() throws {
    let scratch = Scratch()
    try scratch.file("fruits.lua", Self.script)
    try scratch.file("other.lua", Self.script)
    try expectRefused(
      ["run", "fruits.lua", "--record", "fruits.lua"], in: scratch,
      message: Self.refusal("run", "--record fruits.lua", "the script fruits.lua"))
    try expectRefused(
      ["run", "fruits.lua", "--html", "fruits.lua"], in: scratch,
      message: Self.refusal("run", "--html fruits.lua", "the script fruits.lua"))
    // Another spelling of the path, the second of several scripts.
    try scratch.file("sub/keep.txt", "")
    try expectRefused(
      ["run", "other.lua", "fruits.lua", "--record", "./sub/../fruits.lua"], in: scratch,
      message: Self.refusal("run", "--record ./sub/../fruits.lua", "the script fruits.lua", same: true))
  }

  @Test func linksToTheScriptAreTheScript() throws {
    let scratch = Scratch()
    try scratch.file("fruits.lua", Self.script)
    try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link.txt", withDestinationPath: "fruits.lua")
    try FileManager.default.linkItem(atPath: scratch.path + "/fruits.lua", toPath: scratch.path + "/hard.txt")
    try expectRefused(
      ["run", "fruits.lua", "--record", "link.txt"], in: scratch,
      message: Self.refusal("run", "--record link.txt", "the script fruits.lua", same: true))
    try expectRefused(
      ["run", "fruits.lua", "--html", "hard.txt"], in: scratch,
      message: Self.refusal("run", "--html hard.txt", "the script fruits.lua", same: true))
  }

  @Test func pluginsModulesAndTheGoldenFileAreInputsToo() throws {
    let scratch = Scratch()
    try scratch.file("plugin.lua", "-- a plugin that does nothing\n")
    try scratch.file("helper.lua", "return { n = 3 }\n")
    try scratch.file("fruits.lua", "local helper = require \"helper\"\nprint(helper.n)\n")
    try scratch.file("golden.txt", "3\n")
    try expectRefused(
      ["run", "fruits.lua", "--plugin", "plugin.lua", "--record", "plugin.lua"], in: scratch,
      message: Self.refusal("run", "--record plugin.lua", "the --plugin plugin.lua"), input: "plugin.lua")
    // A module is known once the script required it: the script ran, nothing was written.
    let module = try listlab(["run", "fruits.lua", "--record", "helper.lua"], directory: scratch.path)
    #expect(module.status == 1)
    #expect(
      module.stderr == Self.refusal("run", "--record helper.lua", "the module ./helper.lua", same: true) + "\n")
    #expect(try String(contentsOfFile: scratch.path + "/helper.lua", encoding: .utf8) == "return { n = 3 }\n")
    try expectRefused(
      ["run", "fruits.lua", "--check", "golden.txt", "--html", "golden.txt"], in: scratch,
      message: Self.refusal("run", "--html golden.txt", "the --check file golden.txt"), input: "golden.txt")
  }

  @Test func exportAndDemoRefuseToWriteOverWhatTheyRead() throws {
    let scratch = Scratch()
    try scratch.file("fruits.lua", Self.script)
    try expectRefused(
      ["export", "fruits.lua", "--swift", "fruits.lua"], in: scratch,
      message: Self.refusal("export", "the output fruits.lua", "the script fruits.lua"))
    let demo = try String(contentsOfFile: ListLabBinary.repository + "/Scripts/demo-cards.lua", encoding: .utf8)
    try scratch.file("demo-mine.lua", demo)
    try expectRefused(
      ["demo", "demo-mine.lua", "--html", "demo-mine.lua"], in: scratch,
      message: Self.refusal("demo", "--html demo-mine.lua", "the demo demo-mine.lua"), input: "demo-mine.lua")
  }

  @Test func learnRefusesAPageOverAnExerciseAndTheCourseAsTheFolder() throws {
    let scratch = Scratch()
    let page = try listlab(["learn", "--html", "01-tables/rows.lua"], directory: scratch.path)
    #expect(page.status == 1)
    #expect(page.stderr == Self.refusal("learn", "--html 01-tables/rows.lua", "the exercise 01-tables/rows.lua") + "\n")
    // Refused before anything was copied.
    #expect(!FileManager.default.fileExists(atPath: scratch.path + "/01-tables"))

    let course = ListLabBinary.repository + "/Scripts/learn"
    let inCourse = try listlab(["learn", "list"], directory: course)
    #expect(inCourse.status == 1)
    #expect(
      inCourse.stderr
        == "listlab learn: your folder . is the course's own folder \(course): your answers would be written "
        + "over the course's exercises; work in another folder (cd there, or give --folder DIR)\n")
    #expect(!FileManager.default.fileExists(atPath: course + "/.listlab-learn"))
  }

  @Test func anOutputThatIsNoInputIsWrittenAndAFolderIsNot() throws {
    let scratch = Scratch()
    try scratch.file("fruits.lua", Self.script)
    let record = try listlab(["run", "fruits.lua", "--record", "out.txt"], directory: scratch.path)
    #expect(record.status == 0)
    #expect(record.stderr == "recorded 4 lines to out.txt\n")
    #expect(try String(contentsOfFile: scratch.path + "/out.txt", encoding: .utf8).hasPrefix("list plain 375×667"))
    let folder = try listlab(["run", "fruits.lua", "--record", "."], directory: scratch.path)
    #expect(folder.status == 1)
    #expect(folder.stderr == "cannot write .: it is a folder\n")
    // Nothing is left beside the files but what was asked for.
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    #expect(names == ["fruits.lua", "out.txt"])
  }
}
