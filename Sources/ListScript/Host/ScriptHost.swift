import ListAnimation
import ListDeclaration
package import ListExpectations
import ListLabCore
import ListRender
package import LuaBridge

/// How scripts run: sandbox, limits and where `require` looks.
package struct ScriptOptions: Sendable {
  /// Restores `io` and `os` (`--trust`).
  package var trust = false
  /// Budget for Lua's memory in megabytes (`--memory-limit`); nil for none.
  package var memoryLimitMB: Int? = 1024
  /// Seconds per file or REPL entry (`--time-limit`); nil for none.
  package var timeLimit: Double?
  /// Folders of shipped plugins (`Scripts/plugins`): searched first by `require`.
  package var pluginFolders: [String] = []
  /// Folders from `LISTLAB_PATH`: searched last, after the scenario's own folder.
  package var libraryPath: [String] = []
  /// Why the shipped plugins are not on the search path, when they are not (ListLab's `Scripts`
  /// folder was not found): said when `require` finds no module.
  package var missingHome: String?

  /// `require`'s folders for a script in `scriptFolder`, in search order.
  package func searchPath(scriptFolder: String) -> [String] {
    pluginFolders + [scriptFolder] + libraryPath
  }

  package init() {}
}

/// A Lua state set up for ListLab scripts: the sandbox, the limits and the ListLab globals.
package final class ScriptHost {
  package let lua: Lua
  package let output: ScriptOutput
  package let options: ScriptOptions
  /// Layout styles registered by plugins.
  var customStyleNames: Set<String> = []
  /// Components, layouts and curves registered by plugins.
  let plugins = PluginRegistry()
  /// Timing curves registered by plugins, by name.
  var curves: [String: TimingCurve] { plugins.curves }
  /// What `expect` and `expect_frame` found.
  package let expectations = ExpectationLog()
  /// The list built or changed last: `expect_frame` checks it when given no list.
  weak var lastList: ListObject?
  /// Set by `listlab export`: every list the scripts make is kept, to be exported after they ran.
  package var keepsLists = false
  var keptLists: [ListObject] = []
  /// The metatables that make frames, element states and their lists print readably.
  let tables: PrintableTables
  /// The Lua API this host registered: its one definition.
  package let api: ListLabAPI
  /// The content nodes' metatables (see ``NodeTables``).
  let nodeTables: NodeTables
  /// What `section "id"` and `cell "id"` return, made once the classes are registered.
  let constructors: ListBinding.Constructors
  /// The warnings the scripts' changes caused, in order.
  package var warnings: [ScriptWarning] { warningLog }
  var warningLog: [ScriptWarning] = []

  /// The text of a line that is in no file (the REPL's lines, `stdin:5`); nil when there is none,
  /// and then the file is read. Hints and `expect` quote the line.
  package var typedLine: ((LuaSourceLocation) -> String?)?
  /// The lines of the file ``sourceText(_:)`` read last, and its stamp then.
  private var readFile: (path: String, stamp: SourceFile.Stamp, lines: [Substring])?

  /// Line `location.line` of its chunk: a line typed at the REPL, else the file's line.
  ///
  /// - Complexity: O(1) for the file read last, while it is unchanged (an `expect` in a loop);
  ///   O(size of the file) to read another.
  func sourceText(_ location: LuaSourceLocation) -> String? {
    if let typed = typedLine?(location) { return typed }
    guard location.line > 0, let stamp = SourceFile.stamp(location.source) else { return nil }
    if readFile?.path != location.source || readFile?.stamp != stamp {
      guard let text = try? SourceFile.read(location.source) else { return nil }
      readFile = (location.source, stamp, text.split(separator: "\n", omittingEmptySubsequences: false))
    }
    guard let lines = readFile?.lines, location.line <= lines.count else { return nil }
    return String(lines[location.line - 1])
  }

  /// Called with each failed expectation as it happens.
  package var onExpectationFailure: ((ExpectationLog.Failure) -> Void)? {
    get { expectations.onFailure }
    set { expectations.onFailure = newValue }
  }

  /// - Parameter api: the API to register (``ListLabAPI/standard``, or one a test extends).
  package init(options: ScriptOptions, output: ScriptOutput, api: ListLabAPI = .standard) throws(LuaError) {
    self.options = options
    self.output = output
    self.api = api
    let lua = try Lua(memoryLimit: options.memoryLimitMB.map { $0 << 20 })
    self.lua = lua
    tables = PrintableTables(lua: lua)
    api.registerClasses(on: lua)
    nodeTables = NodeTables(lua: lua)
    constructors = ListBinding.Constructors(lua: lua)
    try lua.installSandbox(SandboxPolicy(trust: options.trust, searchPath: options.searchPath(scriptFolder: "."))) {
      line in
      output.print(line)
    }
    installPrint()
    lua.bindingState = RecentNodes()
    api.registerGlobals(on: self)
    Expectations.observe(self)
    lua.sourceLine = { [unowned self] location in sourceText(location) }
    // A core error names its operation as scripts call it.
    let api = api
    lua.errorNamesItsPlace = { error in
      switch error {
      case let error as DeclarationError: error.startsWithPlace
      case let error as ChangeError:
        if case .invalidDeclaration(let declaration) = error.reason { declaration.startsWithPlace } else { false }
      default: false
      }
    }
    lua.describeError = { [unowned self] error in
      let error = placingFields(of: error)
      return (error as? any OperationMessage)?.description(naming: api.operationNames) ?? "\(error)"
    }
  }

  /// Frees the Lua state and everything scripts created (the state and the host refer to each
  /// other through the host functions, so this is what ends the host's lifetime).
  package func close() {
    lua.close()
  }

  /// Runs a plugin file (`--plugin FILE`) in this state: what it registers is available to the
  /// scripts that run after it. Errors name the plugin file and line.
  package func load(plugin path: String) throws(LuaError) {
    let chunk = try lua.load(bytes: try Self.readSource(path, naming: "plugin \(path)"), chunkName: "@" + path)
    try runEntry(chunk, arguments: [.string(path)])
  }

  /// `print`: one printable object (a list, a transition) prints as coloured text on a terminal, or
  /// as its event with `--json`; anything else goes through `tostring`, tab-separated.
  private func installPrint() {
    let output = self.output
    lua.register("print") { [unowned self] call in
      if call.count == 1, let printable = call.stack.object(at: 1) as? any ScriptPrintable {
        try emit(printable)
        return 0
      }
      var parts: [String] = []
      parts.reserveCapacity(call.count)
      try printing {
        for index in stride(from: 1, through: call.count, by: 1) {
          parts.append(try call.stack.tostring(at: index))
        }
      }
      output.print(parts.joined(separator: "\t"))
      return 0
    }
  }

  /// Runs `body` (which turns values into text for `print` or the REPL) with stage texts explained
  /// as `print(t)` explains them.
  func printing<T>(_ body: () throws -> T) rethrows -> T {
    let saved = tables.stageExplanations
    // JSON events keep each sentence whole, as golden files do.
    tables.stageExplanations =
      output.format == .json && output.explanations != .hidden ? .unwrapped : output.explanations
    defer { tables.stageExplanations = saved }
    return try body()
  }

  /// What `print` does with a list or a transition: its text (coloured on a terminal), its event
  /// with `--json`, and its picture on a page that collects the pictures of prints.
  func emit(_ printable: any ScriptPrintable) throws {
    if let transition = printable as? TransitionObject {
      try transition.checkSampleBudget(steps: transition.steps, operation: "print")
    }
    let text =
      output.format == .text
      ? try printable.printedText(style: TerminalStyle(enabled: output.colors), explanations: output.explanations) : ""
    let json = output.format == .json ? try printable.printedJSON : .null
    let picture = output.pageLog?.picturesOfPrints == true ? try Pictures.picture(of: printable) : nil
    guard let picture else {
      output.emit(text: text, json: json)
      return
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      PageLog.withoutEscapes(String($0))
    }
    output.emit(lines: [text], json: json, figure: HTMLPage.Figure(picture: picture, wireframe: lines, printed: true))
  }

  /// Runs Lua source text under the time limit, as if it were a file named `chunkName` in
  /// `scriptFolder` (`listlab bench` runs its generated scripts this way, in the current folder;
  /// `listlab serve` runs the page's script in the served folder).
  package func run(source: String, chunkName: String, scriptFolder: String = ".") throws(LuaError) {
    lua.moduleSearchPath = options.searchPath(scriptFolder: scriptFolder)
    try runEntry(try lua.load(bytes: Array(source.utf8), chunkName: "=" + chunkName))
  }

  /// Runs a scenario file under the time limit. `require` also searches the file's folder first.
  package func run(file path: String) throws(LuaError) {
    let source = try Self.readSource(path, naming: path)
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    lua.moduleSearchPath = options.searchPath(scriptFolder: folder.isEmpty ? "/" : folder)
    try runEntry(try lua.load(bytes: source, chunkName: "@" + path))
  }

  /// Calls a loaded chunk as one entry, under the time limit.
  private func runEntry(_ chunk: LuaFunction, arguments: [LuaValue] = []) throws(LuaError) {
    try lua.runEntry(timeLimit: options.timeLimit) { () throws(LuaError) in _ = try chunk.call(arguments) }
  }

  /// The bytes of a script file; `name` says what it is in the error ("cannot open NAME: …").
  private static func readSource(_ path: String, naming name: String) throws(LuaError) -> [UInt8] {
    do {
      return try SourceFile.readBytes(path)
    } catch {
      throw LuaError(kind: .runtime, message: "cannot open \(name): \(error.description)")
    }
  }
}
