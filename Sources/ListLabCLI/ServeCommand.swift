import ArgumentParser
import ListLabServe
import ListLabSystem

/// `listlab serve [DIR]`: the playground as a web page, for a class (docs/serve.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the playground as a web page: an editor, live output, share links.",
    discussion: """
      Open the printed URL in a browser: the script on the left, on the right what it prints and \
      its pictures (the pages of listlab run --html), updated as you type. Errors name \
      file:line, linking to the line. The menu holds the shipped scenarios and demos, and the \
      .lua files directly in DIR when one is given (read only: nothing outside DIR is served). \
      Share stores the script and gives a link, /s/ID, that opens it.

      Every run is sandboxed in a fresh Lua state (as listlab run, never --trust) with the time \
      limit and memory budget below, on one of --workers threads, off the threads that answer \
      requests. Share links are kept in an SQLite file (--data; default DIR/.listlab-serve.sqlite, \
      or .listlab-serve.sqlite in the current folder).

      Listens on 127.0.0.1 (this machine only) unless --host says otherwise; --host 0.0.0.0 \
      lets anyone on the network use it. Ctrl-C stops. docs/serve.md tells how to run a class.
      """)

  @Argument(help: ArgumentHelp("A folder whose .lua files the menu lists.", valueName: "DIR"))
  var folder: String?

  @Option(help: ArgumentHelp("The port (0: any free one, printed at start).", valueName: "N"))
  var port = 8080

  @Option(help: ArgumentHelp("The address to listen on.", valueName: "ADDR"))
  var host = "127.0.0.1"

  @Option(help: ArgumentHelp("The SQLite file of the share links.", valueName: "FILE"))
  var data: String?

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "run", default: "default 5"))
  var timeLimit: Double?

  @Option(
    name: .customLong("memory-limit"),
    help: ArgumentHelp("Memory budget of each run's Lua state, in megabytes (default 64).", valueName: "MB"))
  var memoryLimit = 64

  @Option(help: ArgumentHelp("How many scripts run at once (default 4).", valueName: "N"))
  var workers = 4

  @Option(
    name: .customLong("runaway-threads"),
    help: ArgumentHelp(
      "Runs past 0.5 s that leave their worker to a new thread, at the lowest priority (default 16).",
      valueName: "N"))
  var runawayThreads = 16

  @Option(name: .customLong("max-script-kb"), help: ArgumentHelp("The longest script accepted.", valueName: "KB"))
  var maxScriptKB = 64

  @Option(
    name: .customLong("runs-per-second"),
    help: ArgumentHelp("Runs a second one page may start, on average.", valueName: "N"))
  var runsPerSecond = 5.0

  @Option(name: .customLong("max-sessions"), help: ArgumentHelp("Browser sessions open at once.", valueName: "N"))
  var maxSessions = 500

  /// The default of `--time-limit` here: a run is an edit's preview, not a batch job.
  static let standardTimeLimit = 5.0

  func validate() throws {
    try TimeLimit.validate(timeLimit)
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    guard memoryLimit > 0 else { throw ValidationError("--memory-limit must be a positive number of megabytes") }
    guard (1...256).contains(workers) else { throw ValidationError("--workers must be between 1 and 256") }
    guard (0...256).contains(runawayThreads) else {
      throw ValidationError("--runaway-threads must be between 0 and 256")
    }
    guard (1...4096).contains(maxScriptKB) else { throw ValidationError("--max-script-kb must be between 1 and 4096") }
    guard runsPerSecond > 0, runsPerSecond.isFinite else {
      throw ValidationError("--runs-per-second must be a positive number")
    }
    guard maxSessions > 0 else { throw ValidationError("--max-sessions must be a positive number") }
    if let folder, !FileSystem.isDirectory(folder) { throw ValidationError("\(folder) is not a folder") }
  }

  func run() throws {
    let dataPath = data ?? FileSystem.join(folder ?? ".", ".listlab-serve.sqlite")
    var settings = ServeSettings(
      dataPath: dataPath,
      scriptOptions: ScriptFlags.options(
        trust: false, memoryLimit: memoryLimit, timeLimit: timeLimit ?? Self.standardTimeLimit))
    settings.folder = folder.flatMap(FileSystem.realPath)
    settings.host = host
    settings.port = port
    settings.shippedFolder = Home.scripts
    settings.limits.workers = workers
    settings.limits.runawayThreads = runawayThreads
    settings.limits.maxScriptBytes = maxScriptKB * 1024
    settings.limits.runsPerSecond = runsPerSecond
    settings.limits.maxSessions = maxSessions
    guard PlaygroundServer.run(settings) else { throw ExitCode(1) }
  }
}
