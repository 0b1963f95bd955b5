import ArgumentParser
import ListScript
import LuaBridge

/// `listlab` with no command: the interactive REPL.
struct Repl: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "The interactive Lua REPL (the default command).",
    discussion: """
      Behaves like the reference lua REPL: an expression prints its values, an unfinished statement \
      continues on a '>>' prompt, an error prints its message and the REPL goes on. Beyond lua: a \
      top-level 'local' survives to the next line, and the last value printed is kept as '_'.

      Keys: Tab completes globals, fields and methods; Ctrl-C stops running code (or clears the \
      line); Ctrl-D leaves. History is kept in ~/.listlab_history.

      Commands: :help, :load FILE, :reload, :quit. With stdin not a terminal, lines are read and \
      evaluated the same way without line editing or prompts, so a transcript can be piped in.
      """)

  @OptionGroup var flags: ScriptFlags

  func run() throws {
    let output = ScriptOutput(format: .text, colors: Console.colorsOnStdout) { Console.out($0) }
    let host: ScriptHost
    let session: ReplSession
    do {
      host = try ScriptHost(options: flags.options(defaultTimeLimit: nil), output: output)
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
        Console.error(ErrorReport.describe(error))
      }
    }
    session.timeLimit = flags.timeLimit
    host.lua.moduleSearchPath = host.options.searchPath(scriptFolder: ".")
    InterruptSignal.shared.install()
    host.lua.watchInterrupts(.shared)
    var loop = ReplLoop(session: session, interactive: Console.stdinIsTerminal)
    loop.run()
  }
}

/// Reads entries and commands until the end of the input.
struct ReplLoop {
  let session: ReplSession
  let interactive: Bool
  private let editor: LineEditor?
  private let piped = LineReader()
  private var lastLoaded: String?
  private var quit = false

  init(session: ReplSession, interactive: Bool) {
    self.session = session
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
        if session.isContinuing {
          // Like lua: an unfinished statement at the end of the input is a syntax error.
          report(session.enter("\u{0}"))
        }
        return
      case .interrupted:
        session.discardPending()
      case .line(let line):
        editor?.remember(line)
        if !session.isContinuing, line.hasPrefix(":"), !line.hasPrefix("::") {  // `::label::` is Lua
          command(line)
        } else {
          report(session.enter(line))
        }
        Console.flush()
      }
    }
  }

  private func report(_ outcome: ReplSession.Outcome) {
    guard case .failed(let error) = outcome else { return }
    Console.error(ErrorReport.describe(error))
  }

  private mutating func command(_ line: String) {
    let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingSpaces : ""
    switch name {
    case "help", "h", "?":
      Console.out(Self.help)
    case "quit", "q", "exit":
      quit = true
    case "load", "l":
      guard !argument.isEmpty else {
        Console.error("usage: :load FILE")
        return
      }
      lastLoaded = argument
      report(session.run(file: argument))
    case "reload", "r":
      guard let lastLoaded else {
        Console.error(":reload: no file loaded yet (use :load FILE)")
        return
      }
      report(session.run(file: lastLoaded))
    default:
      Console.error("unknown command :\(name) (:help lists the commands)")
    }
  }

  static let help = """
    Type Lua: an expression prints its values, a statement runs. A top-level 'local' stays
    defined on the next line; '_' holds the last value printed.

    Commands
      :help           this text
      :load FILE      run a Lua file into the session (its globals stay defined)
      :reload         run the last loaded file again
      :quit           leave (or Ctrl-D)

    Keys
      Tab             complete globals, table fields (t.) and methods (obj:)
      Ctrl-C          stop running code, or clear the line being typed
      Ctrl-D          leave; history is in ~/.listlab_history
    """
}

extension String {
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
