internal import CListLabLua
internal import CLua

extension Lua {
  /// Compiles Lua source text (never bytecode) into a function.
  ///
  /// - Parameters:
  ///   - chunkName: Lua's chunk name: `"=stdin"` reads as `stdin:1:` in messages, `"@file.lua"` as
  ///     `file.lua:1:`.
  ///   - environment: the chunk's `_ENV`; the global table when nil.
  package func load(
    _ source: String, chunkName: String, environment: LuaTable? = nil
  ) throws(LuaError) -> LuaFunction {
    rememberShortenedName(of: chunkName)
    return try finishLoading(status: compile(source, chunkName: chunkName, on: activeState), environment: environment)
  }

  /// Compiles a chunk given as raw bytes (a script file as it is on disk: Lua strings are bytes).
  ///
  /// A file's chunk (`chunkName` starting with `@`) is read as the `lua` command and `require`
  /// read files (`luaL_loadfilex`): a UTF-8 byte order mark is skipped, and a first line starting
  /// with `#` (`#!/usr/bin/env lua`) is left out, its newline kept so that line numbers stay true.
  package func load(bytes: [UInt8], chunkName: String, environment: LuaTable? = nil) throws(LuaError) -> LuaFunction {
    rememberShortenedName(of: chunkName)
    let status: Int32
    if chunkName.hasPrefix("@"), let start = Self.fileHeaderLength(of: bytes) {
      status = compile(bytes: Array(bytes[start...]), chunkName: chunkName, on: activeState)
    } else {
      status = compile(bytes: bytes, chunkName: chunkName, on: activeState)
    }
    return try finishLoading(status: status, environment: environment)
  }

  /// Where a file's Lua text starts when it has a byte order mark or a `#` first line: the offset
  /// of that line's newline (or after the mark); nil when it has neither.
  static func fileHeaderLength(of bytes: [UInt8]) -> Int? {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let start = bytes.starts(with: mark) ? mark.count : 0
    guard start < bytes.count, bytes[start] == UInt8(ascii: "#") else { return start == 0 ? nil : start }
    return bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
  }

  /// Takes the compiled function (or the error) that `compile` left on top of the active state.
  private func finishLoading(status: Int32, environment: LuaTable?) throws(LuaError) -> LuaFunction {
    let state = activeState
    guard status == LUA_OK else {
      let message = expandingChunkNames(stack(state).string(at: -1) ?? "syntax error")
      lua_pop(state, 1)
      throw LuaError(kind: status == LUA_ERRMEM ? .memory : .syntax, message: message)
    }
    if let environment {
      _ = stack(state).ensure(1)  // the compiled function took the room's last slot, perhaps
      environment.push(on: state)
      _ = lua_setupvalue(state, -2, 1)
    }
    return LuaFunction(popping: self)
  }

  /// Calls the function below `argumentCount` arguments on top of `state` in protected mode, with
  /// the traceback message handler. Leaves the stack at `base`.
  func protectedCall(state: OpaquePointer, base: Int32, argumentCount: Int) throws(LuaError) -> [LuaValue] {
    let stack = self.stack(state)
    let status = stack.protectedCall(argumentCount: Int32(argumentCount), results: LUA_MULTRET)
    guard status == LUA_OK else {
      let error = error(status: status, on: stack)
      lua_settop(state, base)
      throw error
    }
    // The limit stays raised: Lua code that caught its error (`pcall`, a coroutine) and returned
    // does not end the entry as if it had finished.
    if context.tripped != .none {
      lua_settop(state, base)
      throw limitError(context.tripped)
    }
    let top = lua_gettop(state)
    var results: [LuaValue] = []
    if top > base {
      results.reserveCapacity(Int(top - base))
      for index in (base + 1)...top { results.append(stack.value(at: Int(index))) }
    }
    lua_settop(state, base)
    return results
  }

  /// Builds the typed error from the value a failed protected call left on top.
  private func error(status: Int32, on stack: LuaStack) -> LuaError {
    var message = "unknown error"
    var traceback: String?
    var location: LuaSourceLocation?
    var value: LuaValue?
    if stack.type(at: -1) == .table {  // the message handler's record
      if stack.pushField("message", ofTableAt: -1) == .string { message = stack.string(at: -1)! }
      stack.pop()
      if stack.pushField("traceback", ofTableAt: -1) == .string { traceback = stack.string(at: -1) }
      stack.pop()
      if stack.pushField("source", ofTableAt: -1) == .string, let source = stack.string(at: -1) {
        stack.pop()
        stack.pushField("line", ofTableAt: -1)
        if let line = stack.integer(at: -1) { location = LuaSourceLocation(source: source, line: line) }
      }
      stack.pop()
      stack.pushField("value", ofTableAt: -1)
      if stack.type(at: -1) != .string { value = stack.value(at: -1) }
      stack.pop()
    } else if let text = stack.string(at: -1) {
      message = text
    }
    message = expandingChunkNames(message)
    traceback = traceback.map(expandingChunkNames)
    location = location.map { LuaSourceLocation(source: expandingChunkNames($0.source), line: $0.line) }
    let kind: LuaError.Kind
    switch context.tripped {
    case .time: kind = .timeout
    case .interrupt: kind = .interrupted
    case .none:
      if status == LUA_ERRMEM || (context.memoryRefused && message.hasSuffix("not enough memory")) {
        kind = .memory
      } else {
        kind = .runtime
      }
    }
    if kind == .memory, location == nil, context.memory_line > 0 {
      location = LuaSourceLocation(
        source: expandingChunkNames(context.memorySource), line: Int(context.memory_line))
    }
    // A message with its own position is more precise than the innermost frame (error(msg, 2)).
    let positioned = LuaSourceLocation(parsingPrefixOf: message)
    return LuaError(
      kind: kind, message: message, location: positioned ?? location, traceback: traceback,
      valueKey: value.map { keep(errorValue: $0) })
  }

  /// Runs one entry (a REPL line, a file) under the limits, then puts the state back in order:
  /// the hook stops raising, the deadline is cleared, and memory is reclaimed after an allocation
  /// was refused. Nested entries run inside the outer one.
  ///
  /// - Parameter timeLimit: seconds of wall-clock time for the whole entry; nil for none.
  package func runEntry<T, Failure: Error>(timeLimit: Double?, _ body: () throws(Failure) -> T) throws(Failure) -> T {
    guard !isInEntry else { return try body() }
    isInEntry = true
    let context = self.context
    context.swift_depth = 1  // Swift is running (whatever an earlier entry left)
    memberMiss = nil
    context.tripped = .none
    context.memoryRefused = false
    context.memory_line = 0
    context.clearInterrupt()
    if let timeLimit, timeLimit > 0, timeLimit.isFinite {
      let nanoseconds = Int64(min(timeLimit, 1e9) * 1e9)
      context.time_limit_ns = nanoseconds
      context.deadline_ns = listlab_now_ns() + nanoseconds
    } else {
      context.deadline_ns = 0
    }
    defer {
      isInEntry = false
      errorValues.removeAll()
      context.deadline_ns = 0
      if context.tripped != .none {
        context.tripped = .none
        listlab_install_hook(state)
      }
      if context.memoryRefused {
        context.memoryRefused = false
        collectGarbage()
      }
    }
    return try body()
  }

  /// Lua writes a file chunk's name in messages as its last 56 bytes after "..." when the name is
  /// longer than `LUA_IDSIZE - 1` (`luaO_chunkid`); remember the full name to put it back.
  private func rememberShortenedName(of chunkName: String) {
    let bytes = Array(chunkName.utf8)
    guard bytes.first == UInt8(ascii: "@"), bytes.count > Int(LUA_IDSIZE) else { return }
    let shortened = "..." + String(decoding: bytes.suffix(56), as: UTF8.self)
    shortenedChunkNames[shortened] = String(decoding: bytes.dropFirst(), as: UTF8.self)
    lastChunkSource = nil
  }

  /// `text` with shortened chunk names replaced by the full file names.
  package func expandingChunkNames(_ text: String) -> String {
    guard !shortenedChunkNames.isEmpty, text.contains("...") else { return text }
    var result = text
    for (shortened, full) in shortenedChunkNames where result.contains(shortened) {
      result = result.replacing(shortened, with: full)
    }
    return result
  }

  /// Throws the time-limit or Ctrl-C error when the current entry should stop: for Swift loops
  /// that run long without Lua code (where the count hook cannot fire). Once tripped, Lua code
  /// raises the same error until the entry ends.
  package func checkLimits() throws(LuaError) {
    let tripped = context.checkTrip()
    guard tripped != .none else { return }
    throw limitError(tripped)
  }

  /// Throws the limit's error when the entry was stopped (without looking at the clock).
  @inline(__always)
  func checkNotTripped() throws(LuaError) {
    let tripped = context.tripped
    if tripped != .none { throw limitError(tripped) }
  }

  /// The error of the limit that tripped the entry, placed at the nearest Lua line: what the
  /// count hook raises (hook.c).
  func limitError(_ tripped: LuaContext.Trip) -> LuaError {
    let place = HostFunctionBox.nearestWhere(on: stack(activeState))
    if tripped == .interrupt {
      return LuaError(kind: .interrupted, message: place + "interrupted!")
    }
    let seconds = LuaValue.format(Double(context.time_limit_ns) / 1e9)
    return LuaError(kind: .timeout, message: place + "time limit exceeded (\(seconds) s)")
  }

  /// Throws "not enough memory" when Lua is over its budget (for Swift code that pushes many values).
  package func checkMemory() throws(LuaError) {
    let limit = context.limit
    guard limit != 0, context.used > limit else { return }
    context.memoryRefused = true
    throw LuaError(kind: .memory, message: HostFunctionBox.nearestWhere(on: stack(activeState)) + "not enough memory")
  }

  /// Points the count hook at a flag that a SIGINT handler sets (see ``InterruptSignal``).
  package func watchInterrupts(_ signal: InterruptSignal?) {
    context.watch(signal)
  }

  /// Runs `source` as a chunk in protected mode and returns its results.
  @discardableResult
  package func run(
    _ source: String, chunkName: String, environment: LuaTable? = nil
  ) throws(LuaError) -> [LuaValue] {
    try load(source, chunkName: chunkName, environment: environment).call()
  }
}
