public import ArgumentParser
import ListScript
import LuaBridge

/// Options shared by every command that runs Lua.
public struct ScriptFlags: ParsableArguments {
  @Flag(help: "Trust the scripts: restore Lua's io and os libraries.")
  public var trust = false

  @Option(
    name: .customLong("memory-limit"), help: ArgumentHelp("Memory budget for Lua, in megabytes.", valueName: "MB"))
  public var memoryLimit: Int = 1024

  @Option(
    name: .customLong("time-limit"),
    help: ArgumentHelp(
      "Seconds per file (run, test), per step (demo) or per entry (REPL); default 30, none at the REPL.",
      valueName: "SECONDS"))
  public var timeLimit: Double?

  @Option(
    name: .customLong("plugin"),
    help: ArgumentHelp("A Lua plugin to load before the scripts (repeatable).", valueName: "FILE"))
  public var plugins: [String] = []

  public init() {}

  public func validate() throws {
    guard memoryLimit > 0 else { throw ValidationError("--memory-limit must be a positive number of megabytes") }
    if let timeLimit, !(timeLimit > 0) || !timeLimit.isFinite {
      throw ValidationError("--time-limit must be a positive number of seconds")
    }
  }

  /// A host with the plugins loaded, or the first plugin's error.
  func host(defaultTimeLimit: Double?, output: ScriptOutput) throws(LuaError) -> ScriptHost {
    let host = try ScriptHost(options: options(defaultTimeLimit: defaultTimeLimit), output: output)
    for plugin in plugins { try host.load(plugin: plugin) }
    return host
  }

  /// Script options with `defaultTimeLimit` when none was given.
  func options(defaultTimeLimit: Double?) -> ScriptOptions {
    var options = ScriptOptions()
    options.trust = trust
    options.memoryLimitMB = memoryLimit
    options.timeLimit = timeLimit ?? defaultTimeLimit
    options.pluginFolders = Home.pluginFolders
    options.missingHome = Home.folder == nil ? Home.notFound : nil
    options.libraryPath = Home.libraryPath
    return options
  }
}
