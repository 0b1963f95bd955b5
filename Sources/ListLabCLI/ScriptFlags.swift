package import ArgumentParser
import ListScript
import LuaBridge

/// Options shared by every command that runs Lua.
package struct ScriptFlags: ParsableArguments {
  @Flag(help: "Trust the scripts: restore Lua's io and os libraries.")
  package var trust = false

  @Option(
    name: .customLong("memory-limit"), help: ArgumentHelp("Memory budget for Lua, in megabytes.", valueName: "MB"))
  package var memoryLimit: Int = 1024

  @Option(
    name: .customLong("plugin"),
    help: ArgumentHelp("A Lua plugin to load before the scripts (repeatable).", valueName: "FILE"))
  package var plugins: [String] = []

  package init() {}

  package func validate() throws {
    guard memoryLimit > 0 else { throw ValidationError("--memory-limit must be a positive number of megabytes") }
  }

  /// A host with the plugins loaded, or the first plugin's error.
  func host(timeLimit: Double?, output: ScriptOutput) throws(LuaError) -> ScriptHost {
    let host = try ScriptHost(options: options(timeLimit: timeLimit), output: output)
    for plugin in plugins { try host.load(plugin: plugin) }
    return host
  }

  /// Script options with the time limit of the command (`--time-limit`, or its default).
  func options(timeLimit: Double?) -> ScriptOptions {
    Self.options(trust: trust, memoryLimit: memoryLimit, timeLimit: timeLimit)
  }

  /// Script options with these limits, ListLab's plugin folders and `LISTLAB_PATH`: what every
  /// command that runs Lua gives its states (`listlab serve` too, which has no `--trust`).
  static func options(trust: Bool, memoryLimit: Int, timeLimit: Double?) -> ScriptOptions {
    var options = ScriptOptions()
    options.trust = trust
    options.memoryLimitMB = memoryLimit
    options.timeLimit = timeLimit
    options.pluginFolders = Home.pluginFolders
    options.missingHome = Home.folder == nil ? Home.notFound : nil
    options.libraryPath = Home.libraryPath
    return options
  }
}

/// `--time-limit SECONDS`: each command declares it with the help that says what it limits
/// (a file, a step, an entry) and its default.
enum TimeLimit {
  /// The default of `run`, `test` and `demo`: a runaway loop stops after 30 seconds.
  static let standard = 30.0

  static func help(per unit: String, default text: String) -> ArgumentHelp {
    ArgumentHelp("Seconds per \(unit); \(text).", valueName: "SECONDS")
  }

  /// Refuses a limit that is not a positive number of seconds.
  static func validate(_ seconds: Double?) throws {
    if let seconds, !(seconds > 0) || !seconds.isFinite {
      throw ValidationError("--time-limit must be a positive number of seconds")
    }
  }
}
