public import ArgumentParser

/// `listlab`: the REPL by default, and the `run`, `demo`, `test` and `bench` commands.
public struct ListLab: ParsableCommand {
  public static let version = "0.1.0"

  public static let configuration = CommandConfiguration(
    commandName: "listlab",
    abstract: "A playground for list layout and list diffing, driven by Lua 5.4.",
    discussion: """
      Scripts declare sections, cells, content and margins; ListLab lays the list out as \
      UITableView / UICollectionView would, diffs one snapshot against the next in UIKit-safe \
      stages, and prints the frames and every animated step as text.

      With no command, listlab starts the REPL. Scripts run sandboxed: no io, no os beyond \
      os.time/os.clock/os.date, no debug, no native modules, text chunks only.

      Options of the REPL, run, test and demo (listlab help COMMAND lists each command's own):
        --plugin FILE          a Lua plugin to load first (repeatable)
        --trust                restore Lua's io and os libraries
        --memory-limit MB      memory budget for Lua (default 1024)
        --time-limit SECONDS   per file (run, test), step (demo) or entry (REPL)

      Environment:
        LISTLAB_PATH  folders (';'-separated) require() also searches
        LISTLAB_HOME  the folder holding Scripts/ (default: found above the binary,
                      else the source tree it was built from)
        NO_COLOR      turns colour off
        LISTLAB_CHECK_INVARIANTS=1  checks every layout's invariants (stops on a violation)

      The Lua API, the scenarios and the metrics are documented in README.md.
      """,
    version: version,
    subcommands: [Repl.self, Run.self, TestCommand.self, DemoCommand.self, BenchCommand.self],
    defaultSubcommand: Repl.self)

  public init() {}

  /// Parses the command line and runs the command; `listlab FILE.lua` says to use `run`.
  public static func main() {
    if let file = misplacedScript(Array(CommandLine.arguments.dropFirst())) {
      Console.error(
        "listlab: \(file) is a file; run it with: listlab run \(file)\n"
          + "(listlab test \(file) checks its expectations; at the REPL, :load \(file) runs it into the session)")
      exit(withError: ExitCode(64))
    }
    main(nil)
  }

  /// The first argument when it is a Lua file given without a command (`listlab fruits.lua`).
  static func misplacedScript(_ arguments: [String]) -> String? {
    let valued: Set<String> = ["--plugin", "--memory-limit", "--time-limit", "--max-lines"]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if argument.hasPrefix("-") {
        index += valued.contains(argument) ? 2 : 1
        continue
      }
      return argument.hasSuffix(".lua") ? argument : nil
    }
    return nil
  }
}
