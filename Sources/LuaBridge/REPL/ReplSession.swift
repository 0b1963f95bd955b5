/// Evaluates what the user types at the prompt, the way the reference `lua` REPL does, plus
/// session locals and `_`.
///
/// - Each entry is first compiled as `return <entry>;` so that expressions print their values
///   (a leading `=` is accepted, as in `lua`); if that fails it is compiled as statements.
/// - An entry whose syntax error ends at `<eof>` is incomplete: the caller shows `>> ` and passes
///   the next line, which is appended.
/// - Values are printed by calling the session's `print` with all of them; the first is kept as `_`.
/// - A top-level `local` survives to the next entry (see ``SessionLocals``).
public final class ReplSession {
  public let lua: Lua
  /// The environment of everything typed at the prompt: session locals, then the globals.
  public let environment: LuaTable
  /// Seconds per entry; nil for none (Ctrl-C serves at the prompt).
  public var timeLimit: Double?
  /// Chunk name of entries: errors read `stdin:1: …`.
  public var chunkName = "=stdin"

  private var pending: [String] = []
  private let show: LuaFunction

  public enum Outcome {
    /// The entry ran (its values, if any, were printed).
    case done
    /// The entry is an unfinished statement: ask for another line.
    case incomplete
    /// The entry did not compile or failed while running.
    case failed(LuaError)
  }

  public init(lua: Lua) throws(LuaError) {
    self.lua = lua
    let make = try lua.load(sessionPrelude, chunkName: "=repl")
    let results = try make.call()
    guard let environment = results.first?.table, let show = results.dropFirst().first?.function else {
      throw LuaError(kind: .runtime, message: "the REPL environment could not be created")
    }
    self.environment = environment
    self.show = show
  }

  /// Whether earlier lines are waiting for the rest of their statement.
  public var isContinuing: Bool { !pending.isEmpty }

  /// Forgets the unfinished lines (Ctrl-C at the `>> ` prompt).
  public func discardPending() { pending.removeAll() }

  /// The whole entry so far, as it goes into the history.
  public var pendingText: String { pending.joined(separator: "\n") }

  /// Adds a line to the entry and runs the entry once it is complete.
  public func enter(_ line: String) -> Outcome {
    var line = line
    if pending.isEmpty, line.hasPrefix("=") { line = "return " + line.dropFirst() }
    pending.append(line)
    let source = pending.joined(separator: "\n")
    let function: LuaFunction
    switch compile(source) {
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
        if !results.isEmpty { try show.call(results) }
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

  private func compile(_ source: String) -> Compiled {
    if let expression = try? lua.load("return " + source + ";", chunkName: chunkName, environment: environment) {
      return .success(expression)
    }
    let rewritten = SessionLocals.rewrite(source)
    if let statements = try? lua.load(rewritten, chunkName: chunkName, environment: environment) {
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
      return .success(try lua.load(source, chunkName: chunkName, environment: environment))
    } catch {
      return .failure(error)
    }
  }

  /// Runs a piece of a file in the session, as if typed at the prompt: its top-level locals stay
  /// for the next piece. `firstLine` keeps error positions true to the file.
  public func run(chunk source: String, chunkName: String, firstLine: Int = 1) -> Outcome {
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
  public func run(file path: String) -> Outcome {
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

  /// Names of the session locals (for completion and `:help`).
  public var localNames: [String] {
    environment.pairs.compactMap { pair in
      guard let name = pair.key.string, name != SessionLocals.declareFunction else { return nil }
      return name
    }
  }
}

/// Builds the session environment and the function that prints an entry's values.
private let sessionPrelude = """
  local G, rawset, select, setmetatable = _G, rawset, select, setmetatable
  local declared = {}
  local E = setmetatable({}, {
    __index = G,
    __newindex = function(t, k, v)
      if declared[k] then rawset(t, k, v) else G[k] = v end
    end,
  })
  rawset(E, "\(SessionLocals.declareFunction)", function(...)
    for i = 1, select("#", ...) do declared[(select(i, ...))] = true end
  end)
  -- Values are shown with the global print and kept in the global _, as lua.c does: a session
  -- local named print or _ does not change how values are shown.
  local show = load("print(...) _ = (...)", "=repl", "t", G)
  return E, show
  """
