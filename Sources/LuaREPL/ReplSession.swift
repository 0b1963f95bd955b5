package import LuaBridge

/// Evaluates what the user types at the prompt, the way the reference `lua` REPL does, plus
/// session locals and `_`.
///
/// - Each entry is first compiled as `return <entry>;` so that expressions print their values
///   (a leading `=` is accepted, as in `lua`); if that fails it is compiled as statements.
/// - An entry whose syntax error ends at `<eof>` is incomplete: the caller shows `>> ` and passes
///   the next line, which is appended.
/// - Values are shown by ``display`` (the global `print` with all of them when nil); the first is
///   kept as the global `_`.
/// - A top-level `local` survives to the next entry (see ``SessionLocals``).
/// - Lines are numbered as they are entered, across entries: an error on the fifth line typed (or
///   piped in) reads `stdin:5:`, and a function defined there says so in later tracebacks.
///
/// The session's own machinery (its environment's metatable, the display) is Swift, so no error
/// or traceback ever names an internal chunk.
package final class ReplSession {
  package let lua: Lua
  /// The environment of everything typed at the prompt: session locals, then the globals.
  package let environment: LuaTable
  /// Seconds per entry; nil for none (Ctrl-C serves at the prompt).
  package var timeLimit: Double?
  /// Chunk name of entries: errors read `stdin:1: …`.
  package var chunkName = "=stdin"
  /// Shows the values of an expression entry; nil calls the global `print` with them. Runs under
  /// the entry's limits.
  package var display: (([LuaValue]) throws -> Void)?

  private var pending: [String] = []
  /// Every line entered so far, in order: line n of the input is `lines[n - 1]`.
  package private(set) var lines: [String] = []

  package enum Outcome {
    /// The entry ran (its values, if any, were printed).
    case done
    /// The entry is an unfinished statement: ask for another line.
    case incomplete
    /// The entry did not compile or failed while running.
    case failed(LuaError)
  }

  package init(lua: Lua) throws(LuaError) {
    self.lua = lua
    let globals = lua.globals
    let environment = lua.newTable()
    final class Declared { var names: Set<String> = [] }
    let declared = Declared()
    let metatable = lua.newTable()
    metatable["__index"] = .table(globals)
    // A name declared with a top-level `local` is kept in the environment; any other assignment
    // goes to the globals.
    metatable["__newindex"] = .function(
      lua.function("__newindex") { call in
        let key = call.value(2)
        if let name = key.string, declared.names.contains(name) {
          environment[key] = call.value(3)
        } else {
          globals[key] = call.value(3)
        }
        return 0
      })
    environment.metatable = metatable
    environment[SessionLocals.declareFunction] = .function(
      lua.function(SessionLocals.declareFunction) { call in
        for index in stride(from: 1, through: call.count, by: 1) {
          if let name = call.stack.string(at: index) { declared.names.insert(name) }
        }
        return 0
      })
    self.environment = environment
  }

  /// Whether earlier lines are waiting for the rest of their statement.
  package var isContinuing: Bool { !pending.isEmpty }

  /// Forgets the unfinished lines (Ctrl-C at the `>> ` prompt).
  package func discardPending() { pending.removeAll() }

  /// Counts a line the caller handled itself (a REPL command), so that later lines keep the
  /// numbers they have in the input.
  package func skip(_ line: String) {
    lines.append(line)
  }

  /// Adds a line to the entry and runs the entry once it is complete.
  ///
  /// - Complexity: compiling an entry that starts on line n reads n line breaks first (that is
  ///   how its messages get their line numbers), so a transcript of n lines costs O(n²) bytes of
  ///   compiling: a tenth of a second for 10,000 lines.
  package func enter(_ line: String) -> Outcome {
    lines.append(line)
    var line = line
    if pending.isEmpty, line.hasPrefix("=") { line = "return " + line.dropFirst() }
    pending.append(line)
    let source = pending.joined(separator: "\n")
    let function: LuaFunction
    switch compile(source, firstLine: lines.count - pending.count + 1) {
    case .incomplete:
      return .incomplete
    case .failure(let error):
      pending.removeAll()
      return .failed(error)
    case .success(let compiled):
      pending.removeAll()
      function = compiled
    }
    do {
      try lua.runEntry(timeLimit: timeLimit) { () throws(LuaError) in
        let results = try function.call()
        guard let first = results.first else { return }
        if let display {
          do {
            try display(results)
          } catch let error as LuaError {
            throw error
          } catch {
            // A Swift error while showing the values (a plugin curve sampled to print a
            // transition): where the entry was typed.
            throw LuaError(kind: .runtime, message: "stdin:\(lines.count): \(error)")
          }
        } else if let print = lua.globals["print"].function {
          try print.call(results)
        }
        lua.globals["_"] = first
      }
      return .done
    } catch {
      return .failed(error)
    }
  }

  private enum Compiled {
    case success(LuaFunction)
    case incomplete
    case failure(LuaError)
  }

  /// Compiles an entry whose first line is line `firstLine` of the input.
  private func compile(_ source: String, firstLine: Int) -> Compiled {
    let padding = String(repeating: "\n", count: max(0, firstLine - 1))
    if let expression = try? lua.load(
      padding + "return " + source + ";", chunkName: chunkName, environment: environment)
    {
      return .success(expression)
    }
    let rewritten = SessionLocals.rewrite(source)
    if let statements = try? lua.load(padding + rewritten, chunkName: chunkName, environment: environment) {
      return .success(statements)
    }
    // Unfinished as an expression (`list {`) or as statements (`for i = 1, 3 do`): ask for more.
    func endsEarly(_ text: String) -> Bool {
      do {
        _ = try lua.load(text, chunkName: chunkName, environment: environment)
        return false
      } catch {
        return error.kind == .syntax && error.message.hasSuffix("<eof>")
      }
    }
    if endsEarly("return " + source) || endsEarly(source) { return .incomplete }
    do {
      // Report the error of the text as typed.
      return .success(try lua.load(padding + source, chunkName: chunkName, environment: environment))
    } catch {
      return .failure(error)
    }
  }

  /// Runs a piece of a file in the session, as if typed at the prompt: its top-level locals stay
  /// for the next piece. `firstLine` keeps error positions true to the file.
  package func run(chunk source: String, chunkName: String, firstLine: Int = 1) -> Outcome {
    let padded = String(repeating: "\n", count: max(0, firstLine - 1)) + SessionLocals.rewrite(source)
    do {
      let chunk = try lua.load(padded, chunkName: chunkName, environment: environment)
      try lua.runEntry(timeLimit: timeLimit) { () throws(LuaError) in _ = try chunk.call() }
      return .done
    } catch {
      return .failed(error)
    }
  }

  /// Runs a file into the session (`:load`): its globals and functions stay, its locals do not.
  package func run(file path: String) -> Outcome {
    let source: [UInt8]
    do {
      source = try SourceFile.readBytes(path)
    } catch {
      return .failed(LuaError(kind: .runtime, message: "cannot read \(path): \(error)"))
    }
    do {
      let chunk = try lua.load(bytes: source, chunkName: "@" + path, environment: environment)
      try lua.runEntry(timeLimit: timeLimit) { () throws(LuaError) in _ = try chunk.call() }
      return .done
    } catch {
      return .failed(error)
    }
  }
}
