public import ArgumentParser
import ListScript

/// Options shared by every command that runs Lua.
public struct ScriptFlags: ParsableArguments {
  @Flag(help: "Trust the scripts: restore Lua's io and os libraries.")
  public var trust = false

  @Option(name: .customLong("memory-limit"), help: ArgumentHelp("Memory budget for Lua, in megabytes.", valueName: "MB"))
  public var memoryLimit: Int = 1024

  @Option(
    name: .customLong("time-limit"),
    help: ArgumentHelp(
      "Seconds per file (run) or per entry (REPL); default 30 for run, none at the REPL.", valueName: "SECONDS"))
  public var timeLimit: Double?

  public init() {}

  public func validate() throws {
    guard memoryLimit > 0 else { throw ValidationError("--memory-limit must be a positive number of megabytes") }
    if let timeLimit, !(timeLimit > 0) || !timeLimit.isFinite {
      throw ValidationError("--time-limit must be a positive number of seconds")
    }
  }

  /// Script options with `defaultTimeLimit` when none was given.
  func options(defaultTimeLimit: Double?) -> ScriptOptions {
    var options = ScriptOptions()
    options.trust = trust
    options.memoryLimitMB = memoryLimit
    options.timeLimit = timeLimit ?? defaultTimeLimit
    options.pluginFolders = Home.pluginFolders
    options.libraryPath = Home.libraryPath
    return options
  }
}
