public import LuaBridge

/// How scripts run: sandbox, limits and where `require` looks.
public struct ScriptOptions: Sendable {
  /// Restores `io` and `os` (`--trust`).
  public var trust = false
  /// Budget for Lua's memory in megabytes (`--memory-limit`); nil for none.
  public var memoryLimitMB: Int? = 1024
  /// Seconds per file or REPL entry (`--time-limit`); nil for none.
  public var timeLimit: Double?
  /// Folders of shipped plugins (`Scripts/plugins`): searched first by `require`.
  public var pluginFolders: [String] = []
  /// Folders from `LISTLAB_PATH`: searched last, after the scenario's own folder.
  public var libraryPath: [String] = []

  /// `require`'s folders for a script in `scriptFolder`, in search order.
  public func searchPath(scriptFolder: String) -> [String] {
    pluginFolders + [scriptFolder] + libraryPath
  }

  public init() {}
}

/// A Lua state set up for ListLab scripts: the sandbox, the limits and the ListLab globals.
public final class ScriptHost {
  public let lua: Lua
  public let output: ScriptOutput
  public let options: ScriptOptions

  public init(options: ScriptOptions, output: ScriptOutput) throws(LuaError) {
    self.options = options
    self.output = output
    lua = try Lua(memoryLimit: options.memoryLimitMB.map { $0 << 20 })
    try lua.installSandbox(SandboxPolicy(trust: options.trust, searchPath: options.searchPath(scriptFolder: "."))) { line in
      output.print(line)
    }
  }

  /// Runs a scenario file under the time limit. `require` also searches the file's folder first.
  public func run(file path: String) throws(LuaError) {
    let source: String
    do {
      source = try SourceFile.read(path)
    } catch {
      throw LuaError(kind: .runtime, message: "cannot open \(path): \(error.description)")
    }
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    lua.moduleSearchPath = options.searchPath(scriptFolder: folder.isEmpty ? "/" : folder)
    let chunk = try lua.load(source, chunkName: "@" + path)
    do {
      try lua.runEntry(timeLimit: options.timeLimit) { _ = try chunk.call() }
    } catch let error as LuaError {
      throw error
    } catch {
      throw LuaError(kind: .runtime, message: String(describing: error))
    }
  }
}
