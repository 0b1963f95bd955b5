package import ArgumentParser
import ListDeclaration
import ListLayout
import LuaBridge

/// `listlab`: the REPL by default, and the `run`, `demo`, `test` and `bench` commands.
package struct ListLab: ParsableCommand {
  package static let version = "0.1.0"

  package static let configuration = CommandConfiguration(
    commandName: "listlab",
    abstract: "A playground for list layout and list diffing, driven by Lua 5.4.",
    discussion: """
      Scripts declare sections, cells, content and margins; ListLab lays the list out as \
      UITableView / UICollectionView would, diffs one snapshot against the next in UIKit-safe \
      stages, and prints the frames and every animated step as text.

      With no command, listlab starts the REPL. Scripts run sandboxed: no io, no os beyond \
      os.time/os.clock/os.date, no debug, no native modules, text chunks only.

      Options of the REPL, run, test and demo, before or after the command (listlab help \
      COMMAND lists each command's own):
        --plugin FILE          a Lua plugin to load first (repeatable)
        --trust                restore Lua's io and os libraries
        --memory-limit MB      memory budget for Lua (default 1024)
        --time-limit SECONDS   per file (run, test) or step (demo), default 30;
                               per entry at the REPL, default none (Ctrl-C stops)

      Environment:
        LISTLAB_PATH  folders (';'-separated) require() also searches
        LISTLAB_HOME  the folder holding Scripts/ (default: found above the binary,
                      else the source tree it was built from)
        NO_COLOR      turns colour off
        LISTLAB_CHECK_INVARIANTS=1
                      checks every layout's invariants (stops on a violation)

      The Lua API, the scenarios and the metrics are documented in docs/ (README.md links every page).
      """,
    version: version,
    subcommands: [
      Repl.self, Run.self, TestCommand.self, DemoCommand.self, LearnCommand.self, ExportCommand.self, BenchCommand.self,
      DefsCommand.self, ServeCommand.self,
    ],
    defaultSubcommand: Repl.self)

  package init() {}

  /// Parses the command line and runs the command; `listlab FILE.lua` says to use `run`, a
  /// misspelt command names the one it most likely meant, and the global options may come before
  /// the command (``movingGlobalOptions(_:)``).
  package static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let message = misplacedArgument(arguments) {
      Console.error(message)
      exit(withError: ExitCode(64))
    }
    let moved = movingGlobalOptions(arguments)
    if let message = optionTookTheScript(moved) {
      Console.error(message)
      exit(withError: ExitCode(64))
    }
    main(moved)
  }

  /// The commands, as `listlab --help` lists them (`help` is ArgumentParser's).
  static var commandNames: [String] { configuration.subcommands.map { $0._commandName } + ["help"] }

  /// What to say when the first argument is no command: a Lua file given without one (`listlab
  /// fruits.lua`), or a misspelt command (`listlab tset fruits.lua`); nil when it is a command (or
  /// there is none: the REPL).
  static func misplacedArgument(_ arguments: [String]) -> String? {
    guard let first = firstPositional(arguments), !commandNames.contains(first) else { return nil }
    if first.hasSuffix(".lua") {
      guard SourceFile.isReadableFile(first) else {
        return "listlab: \(first) looks like a script, but it does not exist; to run a script: listlab run FILE.lua"
      }
      return "listlab: \(first) is a file; run it with: listlab run \(first)\n"
        + "(listlab test \(first) checks its expectations; at the REPL, :load \(first) runs it into the session)"
    }
    let commands = commandNames.filter { $0 != "help" }
    let hint = Suggestion.parenthesized(first, in: commands)
    return "listlab: unknown command \"\(first)\"\(hint); the commands are \(commands.joined(separator: ", ")) "
      + "(listlab --help)"
  }

  /// The first argument that is neither an option nor an option's value.
  static func firstPositional(_ arguments: [String]) -> String? {
    let valued: Set<String> = ["--plugin", "--memory-limit", "--time-limit", "--max-lines"]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if argument.hasPrefix("-") {
        index += valued.contains(argument) ? 2 : 1
        continue
      }
      return argument
    }
    return nil
  }
}
