import ArgumentParser
import ListLabSystem
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
        try writeReference(api.referencePages(regenerate: "listlab defs --reference docs/reference"), into: reference)
      } catch {
        Console.error("listlab defs: \(error)")
        throw ExitCode(1)
      }
      return
    }
    Console.out(json ? api.json.serialized : String(api.definitionsFile().dropLast()))
  }

  /// Writes each page into `folder`, making it first when it is missing.
  private func writeReference(_ pages: [(name: String, text: String)], into folder: String) throws(OutputFileError) {
    do {
      try FileSystem.makeFolders(folder)
    } catch {
      throw .cannotWrite(path: error.path ?? folder, reason: error.reason)
    }
    for page in pages {
      let path = FileSystem.join(folder, page.name)
      do {
        try AtomicFile.write(page.text, to: path)
      } catch {
        throw .cannotWrite(path: path, reason: error.reason)
      }
    }
  }
}
