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

      Environment:
        LISTLAB_PATH  folders (';'-separated) require() also searches
        LISTLAB_HOME  the folder holding Scripts/ (default: found from the binary)
        NO_COLOR      turns colour off
        LISTLAB_CHECK_INVARIANTS=1  checks every layout's invariants (stops on a violation)

      The Lua API, the scenarios and the metrics are documented in README.md.
      """,
    version: version,
    subcommands: [Repl.self, Run.self, TestCommand.self, DemoCommand.self, BenchCommand.self],
    defaultSubcommand: Repl.self)

  public init() {}
}
