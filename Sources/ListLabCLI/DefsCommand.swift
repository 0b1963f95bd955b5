import ArgumentParser
import ListRender
import ListScript
import LuaBridge

/// `listlab defs`: the Lua API's definitions, derived from its one definition — LuaLS
/// definitions (`Scripts/listlab.d.lua`), a JSON description, or the reference pages.
struct DefsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "defs",
    abstract: "Print the Lua API's definitions for the Lua language server.",
    discussion: """
      Derived from the API's one definition, as help(name), :help NAME and completion are. \
      Regenerate the checked-in files with:
        listlab defs > Scripts/listlab.d.lua
        listlab defs --reference docs/reference
      """)

  @Flag(name: .customLong("json"), help: "Every global, class, method, field and table shape as one JSON object.")
  var json = false

  @Option(
    name: .customLong("reference"),
    help: ArgumentHelp("Writes the Markdown reference pages, one per topic, into DIR.", valueName: "DIR"))
  var reference: String?

  func validate() throws {
    if json, reference != nil { throw ValidationError("--json and --reference are exclusive") }
  }

  func run() throws {
    let api = ListLabAPI.standard.documentation
    if let reference {
      do {
        try CourseFiles.makeFolder(reference)
        for page in api.referencePages(regenerate: "listlab defs --reference docs/reference") {
          try SourceFile.write(page.text, to: CourseFiles.join(reference, page.name))
        }
      } catch {
        Console.error("listlab defs: \(error)")
        throw ExitCode(1)
      }
      return
    }
    Console.out(json ? api.json.serialized : String(api.definitionsFile().dropLast()))
  }
}
