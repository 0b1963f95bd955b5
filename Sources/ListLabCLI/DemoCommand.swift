import ArgumentParser
import ListDeclaration
import ListExpectations
import ListLayout
import ListRender
import ListScript
import LuaBridge
import LuaREPL

/// `listlab demo [NAME]`: the teaching demos in `Scripts/demo-*.lua`, step by step.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "List the teaching demos, or run one step by step.",
    discussion: """
      Without NAME, lists the demos with a line each. With NAME (a demo's name, or the path of a \
      demo file), shows each step's narration, the Lua it runs and what it prints; on a terminal, \
      any key (Enter, space, …) goes to the next step and q quits, without Enter; otherwise it \
      runs straight through. Demos are Lua files named Scripts/demo-NAME.lua in the format described \
      in docs/scenarios.md.

      With --html OUT.html, runs straight through and also writes the demo as a page of steps: \
      each step's narration, its code, what it printed, and every show(…) as a picture \
      (transitions with a player).
      """)

  @Argument(help: "The demo to run.")
  var name: String?

  @Option(help: ArgumentHelp("Run straight through and write the demo as an HTML page.", valueName: "OUT.html"))
  var html: String?

  @Flag(name: .customLong("no-explanations"), help: "print(t) without the sentence that explains each stage.")
  var noExplanations = false

  @OptionGroup var flags: ScriptFlags

  @Option(name: .customLong("time-limit"), help: TimeLimit.help(per: "step", default: "default 30"))
  var timeLimit: Double?

  func validate() throws { try TimeLimit.validate(timeLimit) }

  func run() throws {
    guard let name else {
      try listDemos()
      return
    }
    let isPath = name.hasSuffix(".lua") || name.contains("/")
    guard isPath || Home.scripts != nil else {
      Console.error("no demo \(name): \(Home.notFound)")
      throw ExitCode(1)
    }
    let path = isPath ? name : (Home.scripts ?? ".") + "/demo-\(name).lua"
    let demo: Demo
    do {
      demo = try Demo.parse(try SourceFile.read(path), name: name)
    } catch let error as SourceFile.ReadError {
      let names = Self.demoFiles(in: Home.scripts ?? ".").map {
        String($0.dropFirst("demo-".count).dropLast(".lua".count))
      }
      let near = isPath ? [] : Suggestion.close(to: name, in: names)
      let hint = near.isEmpty ? nil : "did you mean \(Suggestion.alternatives(near))?"
      Console.error("no demo \(name) (\(hint ?? "\(path): \(error.description)")); `listlab demo` lists them")
      throw ExitCode(1)
    } catch {
      Console.error("\(error)")
      throw ExitCode(1)
    }
    try play(demo, path: path)
  }

  private func listDemos() throws {
    guard let scripts = Home.scripts else {
      Console.error("no demos: \(Home.notFound)")
      throw ExitCode(1)
    }
    let demos = Self.demoFiles(in: scripts).compactMap { file -> (String, String)? in
      let name = String(file.dropFirst("demo-".count).dropLast(".lua".count))
      guard let text = try? SourceFile.read(scripts + "/" + file), let demo = try? Demo.parse(text, name: name)
      else {
        return nil
      }
      return (name, demo.summary)
    }
    guard !demos.isEmpty else {
      Console.error("no demos in \(scripts) (demo-NAME.lua files)")
      throw ExitCode(1)
    }
    let width = demos.map(\.0.count).max() ?? 0
    for (name, summary) in demos {
      Console.out(name + String(repeating: " ", count: width - name.count + 2) + summary)
    }
    if demos.contains(where: { $0.1.hasPrefix("Seed ") }) { Console.out("\n" + Self.seedNote) }
    Console.out("\nRun one with: listlab demo NAME")
  }

  /// What the list of demos says a seed is.
  static let seedNote = """
    A seed (Seed 000 to 004) is one of the five lists ListLab was first built to reproduce, each
    from a public article or sample; the first lines of its scenario (Scripts/cards.lua, …) name it.
    """

  /// What a terminal shows between steps: what every key does, as ``play`` reads it.
  static let stepPrompt = "[any key: next step · q: quit]"

  /// `demo-*.lua` in `Scripts/`, sorted.
  static func demoFiles(in scripts: String) -> [String] {
    ScriptFolder.luaFiles(in: scripts).filter { $0.hasPrefix("demo-") }
  }

  /// The modules a demo required, as its steps run.
  private final class Modules { var files: [String] = [] }

  /// Plays the demo, then with `--html` writes its page: whether the demo finished or stopped at a
  /// failing step (shown last), unless the page would replace a file the demo read.
  private func play(_ demo: Demo, path: String) throws {
    let outputs = html.map { [OutputFile(option: "--html", path: $0)] } ?? []
    let given = [InputFile(.demo, path)] + InputFile.all(.plugin, flags.plugins)
    guard OverwriteCheck.allows(command: "demo", writing: outputs, over: given) else { throw ExitCode(1) }
    let log = html != nil ? PageLog(picturesOfPrints: true) : nil
    var page = HTMLPage(title: "demo \(demo.name): \(demo.summary)", introduction: demo.introduction)
    let modules = Modules()
    var stopped: (any Error)?
    do {
      try playSteps(demo, path: path, log: log, page: &page, modules: modules)
    } catch {
      stopped = error
    }
    if let html {
      if let log, !log.entries.isEmpty, !page.sections.isEmpty {
        page.sections[page.sections.count - 1].entries += log.take()
      }
      let inputs = given + InputFile.all(.module, modules.files)
      guard OverwriteCheck.allows(command: "demo", writing: outputs, over: inputs) else { throw ExitCode(1) }
      PageFile.write(page, to: html, watching: false)
    }
    if let stopped { throw stopped }
  }

  /// Runs the steps, one key between them on a terminal; the page gets a section per step.
  private func playSteps(
    _ demo: Demo, path: String, log: PageLog?, page: inout HTMLPage, modules: Modules
  ) throws {
    let style = TerminalStyle(enabled: Console.colorsOnStdout)
    let interactive = Console.stdinIsTerminal && html == nil
    let output = ScriptOutput(format: .text, colors: Console.colorsOnStdout) { Console.out($0) }
    output.diagnostics = { Console.error($0) }
    output.explanations = Console.stageExplanations(hidden: noExplanations)
    output.pageLog = log
    let host: ScriptHost
    let session: ReplSession
    do {
      host = try flags.host(timeLimit: timeLimit ?? TimeLimit.standard, output: output)
      session = try ReplSession(lua: host.lua)
    } catch {
      Console.error(ErrorReport.describe(error))
      throw ExitCode(1)
    }
    host.onExpectationFailure = { failure in
      Console.error(failure.description)
      log?.failure(failure.description, heading: "expectation failed")
    }
    if html != nil { host.recordRequiredFiles { modules.files.append($0) } }
    session.timeLimit = host.options.timeLimit
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    host.lua.moduleSearchPath = host.options.searchPath(scriptFolder: folder)
    InterruptSignal.shared.install()
    host.lua.watchInterrupts(.shared)

    Console.out(style.apply("demo \(demo.name): \(demo.summary)", .bold))
    let width = min(78, (Console.terminalWidth ?? 80) - 2)
    if !demo.introduction.isEmpty {
      Console.out(TextWrapping.lines(demo.introduction, width: width).joined(separator: "\n"))
    }
    for (index, step) in demo.steps.enumerated() {
      Console.out("")
      Console.out(
        style.apply("── step \(index + 1) of \(demo.steps.count) " + String(repeating: "─", count: 50), .cyan))
      Console.out(TextWrapping.lines(step.narration, width: width).joined(separator: "\n"))
      if !step.code.isEmpty {
        Console.out("")
        for line in step.code.split(separator: "\n", omittingEmptySubsequences: false) {
          Console.out(style.apply("  │ " + line, .dim))
        }
        Console.out("")
        page.sections.append(
          HTMLPage.Section(
            heading: "Step \(index + 1) of \(demo.steps.count)", narration: step.narration, code: step.code))
        if case .failed(let error) = session.run(chunk: step.code, chunkName: "@" + path, firstLine: step.firstLine) {
          let message = ErrorReport.describe(host.explaining(error))
          Console.error(message)
          log?.failure(message, heading: "error")
          throw ExitCode(1)
        }
        if let log { page.sections[page.sections.count - 1].entries = log.take() }
      } else {
        page.sections.append(
          HTMLPage.Section(heading: "Step \(index + 1) of \(demo.steps.count)", narration: step.narration))
      }
      Console.flush()
      if interactive, index < demo.steps.count - 1 {
        // Any key but q goes on (Enter is one of them), so the prompt says so.
        Console.out(style.apply(Self.stepPrompt, .dim))
        Console.flush()
        // One key, no Enter needed: q (or Ctrl-D, or Ctrl-C) quits.
        guard let key = Console.readKey(), key != UInt8(ascii: "q"), key != UInt8(ascii: "Q"), key != 4 else {
          return
        }
      }
    }
  }
}
