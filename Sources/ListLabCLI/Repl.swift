import ArgumentParser
import ListDeclaration
import ListExpectations
import ListLabSystem
import ListLayout
import ListRender
import ListScript
import LuaBridge
import LuaREPL

/// `listlab` with no command: the interactive REPL.
struct Repl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "The interactive Lua REPL (the default command).",
    discussion: """
      Behaves like the reference lua REPL: an expression prints its values, an unfinished statement \
      continues on a '>>' prompt, an error prints its message (and a hint for the classic mistakes) and \
      the REPL goes on; :trace prints its traceback. \
      Beyond lua: a top-level 'local' survives to the next line, the last value printed is kept \
      as '_', tables print their contents (whole numbers without '.0'), and an entry's output is \
      cut after --max-lines lines (the rest is counted). Errors name the line typed: stdin:5 is \
      the fifth line.

      Keys: Tab completes globals, fields and methods; Ctrl-C stops running code (or clears the \
      line); Ctrl-D leaves. History is kept in ~/.listlab_history.

      Commands: :help [NAME], :load FILE, :reload, :set NAME VALUE, :trace, :quit. With stdin not a terminal, \
      lines are read and evaluated the same way without line editing or prompts, so a transcript \
      can be piped in; the exit status is then 1 when an entry failed: an error, a failed \
      expectation or a command refused.
      """)

  @Option(
    name: .customLong("max-lines"),
    help: ArgumentHelp(
      "Lines an entry may print before the rest is only counted; 0 for no limit.", valueName: "N"))
  var maxLines = 400

  @Flag(name: .customLong("no-explanations"), help: "print(t) without the sentence that explains each stage.")
  var noExplanations = false

  @OptionGroup var flags: ScriptFlags

  @Option(
    name: .customLong("time-limit"),
    help: TimeLimit.help(per: "entry", default: "none by default (Ctrl-C stops running code)"))
  var timeLimit: Double?

  func validate() throws {
    try TimeLimit.validate(timeLimit)
    guard maxLines >= 0 else { throw ValidationError("--max-lines must be 0 (no limit) or more") }
  }

  func run() throws {
    let screen = ReplOutput { Console.out($0) }
    screen.maximumLines = maxLines == 0 ? nil : maxLines
    let output = ScriptOutput(format: .text, colors: Console.colorsOnStdout) { screen.show($0) }
    output.diagnostics = { Console.error($0) }
    output.explanations = Console.stageExplanations(hidden: noExplanations)
    let host: ScriptHost
    let session: ReplSession
    do {
      host = try ScriptHost(options: flags.options(timeLimit: timeLimit), output: output)
      session = try ReplSession(lua: host.lua)
    } catch {
      Console.error("listlab: " + ErrorReport.describe(error))
      throw ExitCode(1)
    }
    // A plugin that fails is reported; the REPL still starts without it.
    for plugin in flags.plugins {
      do {
        try host.load(plugin: plugin)
      } catch {
        Console.error(ErrorReport.describe(host.explaining(error)))
      }
    }
    session.timeLimit = timeLimit
    session.display = { try host.display($0) }
    host.typedLine = { [session] location in
      location.source == "stdin" && session.lines.indices.contains(location.line - 1)
        ? session.lines[location.line - 1] : nil
    }
    host.onExpectationFailure = { Console.error($0.description) }
    host.lua.moduleSearchPath = host.options.searchPath(scriptFolder: ".")
    InterruptSignal.shared.install()
    host.lua.watchInterrupts(.shared)
    var loop = ReplLoop(host: host, session: session, screen: screen, interactive: Console.stdinIsTerminal)
    loop.run()
    // Piped in, a failed entry (an error, a failed expectation, a command refused) fails the run,
    // as a script would.
    if !loop.interactive, loop.failed || !host.expectations.failures.isEmpty { throw ExitCode(1) }
  }
}

/// Reads entries and commands until the end of the input.
struct ReplLoop {
  let host: ScriptHost
  let session: ReplSession
  let screen: ReplOutput
  let interactive: Bool
  private let editor: LineEditor?
  private let piped = LineReader()
  private var lastLoaded: String?
  private var brackets = EntryBrackets()
  /// The last error's first line and traceback, for `:trace` (a syntax error has none); nil
  /// before any error.
  private var lastError: (headline: String, traceback: String?)?
  private var quit = false
  /// Whether an entry failed.
  private(set) var failed = false

  init(host: ScriptHost, session: ReplSession, screen: ReplOutput, interactive: Bool) {
    self.host = host
    self.session = session
    self.screen = screen
    self.interactive = interactive
    editor =
      interactive
      ? LineEditor(
        historyFile: Home.user.map { $0 + "/.listlab_history" }, interrupts: .shared,
        completer: { [session] word in session.completions(for: word) })
      : nil
  }

  mutating func run() {
    if interactive {
      Console.out("ListLab \(ListLab.version) (Lua 5.4)  :help for help, Ctrl-D to leave")
    }
    while !quit {
      let prompt = session.isContinuing ? ">> " : "> "
      let input: LineEditor.Input
      if let editor {
        input = editor.readLine(prompt: prompt)
      } else {
        switch piped.next() {
        case .text(let line): input = .line(line)
        case .tooLong:
          Console.error("input line longer than \(LineReader.maximumLength >> 20) MB skipped")
          continue
        case .none: input = .endOfInput
        }
      }
      switch input {
      case .endOfInput:
        // Ctrl-D leaves the cursor after the prompt: end the line, as a shell does.
        if interactive { Console.out("") }
        if session.isContinuing {
          // Like lua: an unfinished statement at the end of the input is a syntax error.
          report(session.enter("\u{0}"))
        }
        Console.flush()
        return
      case .interrupted:
        session.discardPending()
      case .line(let line):
        editor?.remember(line)
        if !session.isContinuing, line.hasPrefix(":"), !line.hasPrefix("::") {  // `::label::` is Lua
          session.skip(line)
          command(line)
        } else if !session.isContinuing, brackets.closesFailedEntry(line) {
          session.skip(line)
        } else {
          brackets.enter(line, continuing: session.isContinuing)
          let outcome = session.enter(line)
          brackets.finish(outcome, continuing: session.isContinuing)
          report(outcome)
        }
        screen.finishEntry()
        Console.flush()
      }
    }
  }

  private mutating func report(_ outcome: ReplSession.Outcome) {
    guard case .failed(let error) = outcome else { return }
    failed = true
    // The message and its hint; the traceback waits for `:trace`.
    let headline = error.locatedMessage.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
    lastError = (headline, error.traceback)
    Console.error(ErrorReport.describeBriefly(host.explaining(error)))
  }

  /// A command that cannot be done: said on stderr, and it fails a piped session.
  private mutating func refuse(_ message: String) {
    failed = true
    Console.error(message)
  }

  private mutating func command(_ line: String) {
    let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingSpaces : ""
    switch name {
    case "help", "h", "?":
      let api = host.api.documentation
      Console.out(argument.isEmpty ? Self.help + "\n\n" + api.topicsHelp() : api.helpText(for: argument))
    case "quit", "q", "exit":
      quit = true
    case "load", "l":
      guard !argument.isEmpty else {
        refuse("usage: :load FILE")
        return
      }
      lastLoaded = argument
      load(argument)
    case "reload", "r":
      guard let lastLoaded else {
        refuse(":reload: no file loaded yet (use :load FILE)")
        return
      }
      load(lastLoaded)
    case "set":
      set(argument)
    case "trace", "t":
      Console.out(ReplMessage.trace(of: lastError))
    default:
      let near = Suggestion.close(to: name, in: Self.commands)
      let hint =
        near.isEmpty ? ":help lists the commands" : "did you mean \(Suggestion.alternatives(near) { ":" + $0 })?"
      refuse("unknown command :\(name) (\(hint))")
    }
  }

  /// The commands, as `:help` lists them.
  static let commands = ["help", "load", "reload", "set", "trace", "quit"]

  /// `:load FILE`: runs the file into the session, then sums up its expectations, if it has any;
  /// an error that stops the file counts as a failure, as `listlab test` counts it.
  private mutating func load(_ path: String) {
    guard FileSystem.exists(path) else {
      refuse(ReplMessage.missingFile(path, near: ScriptFolder.luaFiles(in: Self.folder(of: path))))
      return
    }
    let log = host.expectations
    let (passed, failures) = (log.passed, log.failures.count)
    let outcome = session.run(file: path)
    report(outcome)
    var stopped = 0
    if case .failed = outcome { stopped = 1 }
    let (newPassed, newFailures) = (log.passed - passed, log.failures.count - failures + stopped)
    if newPassed + newFailures > 0 {
      Console.flush()
      let line = "\(path): \(newPassed) passed, \(newFailures) failed"
      if newFailures > 0 { Console.error(line) } else { Console.out(line) }
    }
  }

  /// `:set NAME VALUE`: `lines N|all`, `columns N|all`, `explanations on|off`; `:set` alone shows
  /// them.
  private mutating func set(_ argument: String) {
    let words = argument.split(separator: " ").map(String.init)
    func limit(_ value: Int?) -> String { value.map(String.init) ?? "all" }
    guard words.count == 2 else {
      if !words.isEmpty { refuse("usage: :set NAME VALUE (:set alone lists them)") }
      let explanations = host.output.explanations == .hidden ? "off" : "on"
      Console.out(
        "lines \(limit(screen.maximumLines))  columns \(limit(screen.maximumColumns))  explanations \(explanations)")
      return
    }
    switch (words[0], words[1]) {
    case ("lines", "all"), ("lines", "0"): screen.maximumLines = nil
    case ("lines", let value) where Int(value).map { $0 > 0 } == true: screen.maximumLines = Int(value)
    case ("columns", "all"), ("columns", "0"): screen.maximumColumns = nil
    case ("columns", let value) where Int(value).map { $0 >= Self.minimumColumns } == true:
      screen.maximumColumns = Int(value)
    case ("explanations", "on"): host.output.explanations = Console.stageExplanations(hidden: false)
    case ("explanations", "off"): host.output.explanations = .hidden
    case ("lines", let value):
      refuse(":set lines: expected a number of lines, or all (0 too: no limit), got \(value)")
    case ("columns", let value):
      refuse(
        ":set columns: expected a number of at least \(Self.minimumColumns), or all (0 too: no limit), got \(value)")
    case ("explanations", let value):
      refuse(":set explanations: expected on or off, got \(value)")
    default:
      let names = ["lines", "columns", "explanations"]
      let hint = Self.didYouMean(Suggestion.close(to: words[0], in: names))
      refuse(":set: unknown setting \(words[0])\(hint); settings are \(names.joined(separator: ", "))")
    }
  }

  /// The folder `path` is in (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// ` (did you mean a or b?)`, or "" when nothing is near.
  static func didYouMean(_ names: [String]) -> String {
    names.isEmpty ? "" : " (did you mean \(Suggestion.alternatives(names) { $0 })?)"
  }

  /// The narrowest `:set columns` accepts: a cut line still shows its start and the count of the
  /// rest (` … 1,234 more characters`).
  static let minimumColumns = 20

  static let help = """
    Type Lua: an expression prints its values, a statement runs. A top-level 'local' stays
    defined on the next line; '_' holds the last value printed.

    Commands
      :help           this text, then the topics of the Lua API
      :help NAME      a function, method, field or option: :help l:frame, :help style
      :help TOPIC     the functions of a topic: :help snapshots
      :load FILE      run a Lua file into the session (its globals stay defined)
      :reload         run the last loaded file again
      :trace          the stack traceback of the last error
      :set lines N    print at most N lines per entry (0 or all: no limit; default 400)
      :set columns N  cut lines after N characters, N at least 20 (0 or all: no limit;
                      default 2000)
      :set explanations off
                      print(t) without the sentence that explains each stage (on: with it)
      :quit           leave (or Ctrl-D)

    Keys
      Tab             complete globals, table fields (t.) and methods (obj:)
      Ctrl-C          stop running code, or clear the line being typed
      Ctrl-D          leave; history is in ~/.listlab_history
    """
}
