internal import CListLabLua
internal import CLua

/// One Lua 5.4 state, its budgeted allocator and its limits.
///
/// The state is not thread-safe: use it from one thread. Every Lua value a Swift caller keeps
/// (``LuaTable``, ``LuaFunction``…) holds a registry reference that is released when the Swift
/// value goes away, or all at once by ``close()``.
///
/// Errors never unwind Swift frames: Lua calls Swift through a C trampoline that raises only after
/// Swift has returned, Swift calls Lua only through protected calls, and Swift code reads tables
/// with raw accesses, which cannot run metamethods.
package final class Lua {
  let state: OpaquePointer
  let context: LuaContext
  /// Metatable names of the Swift classes exposed as userdata, by class.
  var classNames: [ObjectIdentifier: String] = [:]
  /// Registry reference of the metatable of each class, by metatable name.
  var classMetatables: [String: Int32] = [:]
  /// The same reference by class, so that pushing an object costs one lookup.
  var classMetatablesByType: [ObjectIdentifier: Int32] = [:]
  /// The address of each class's metatable, by class (see ``LuaClassHandle``).
  var classMetatableAddresses: [ObjectIdentifier: UnsafeRawPointer] = [:]
  /// Method and field names of each class, by metatable name (for completion).
  var classMembers: [String: (methods: Set<String>, fields: Set<String>)] = [:]
  private(set) var isClosed = false
  /// The thread whose stack Swift uses: the main thread, or the coroutine that called Swift.
  var activeState: OpaquePointer
  /// True while ``runEntry(timeLimit:_:)`` runs.
  var isInEntry = false
  /// `require`'s search path and cache, once the sandbox is installed.
  var moduleLoader: ModuleLoader?
  /// The key sets interned in this state (see ``LuaStack/interned(_:)``), by their sets' numbers:
  /// plain memory, read on every table a binding reads (no reference counting, no access check).
  let internedKeySets: UnsafeMutablePointer<LuaInternedKeySet?>
  /// Sets past this number are not interned (their tables take the general reading).
  static let internedKeySetCapacity = 32
  /// Lua shortens chunk names past 59 bytes to "...tail" in messages; this maps them back.
  var shortenedChunkNames: [String: String] = [:]
  /// The source string of the chunk a location was last read in, and its name as reported: every
  /// declaration asks where it was made, and almost always from the same chunk.
  var lastChunkSource: [UInt8]?
  var lastChunkName = ""
  /// What a binding keeps with this state for its own use (a cache), let go when the state closes.
  package var bindingState: AnyObject?
  /// The values of errors raised with something other than a string, by error (see ``LuaError``).
  var errorValues: [ErrorValueKey: LuaValue] = [:]
  /// The text of a line of a chunk (a file's line, a line typed at the REPL), when the host knows
  /// it: a method called with `.` is told to use `:` on the receiver written there.
  package var sourceLine: ((LuaSourceLocation) -> String?)?
  /// The last member a script asked of a userdata that its class does not have (`s:frames()` of a
  /// Section): the class's name and the key. A hint reads it to say what the receiver was; each
  /// entry starts without one.
  package var memberMiss: (className: String, key: String)?
  /// Whether the sentence a Swift error reads as starts with its own `file:line:` (a
  /// declaration's problem at its line), so that the caller's place is not put before it.
  package var errorNamesItsPlace: ((any Error) -> Bool)?
  /// The sentence a Swift error raised in Lua reads as, when the host words it otherwise than its
  /// `description` (a core error naming an operation as scripts call it); nil for the description.
  package var describeError: ((any Error) -> String?)?

  /// Creates a state with the standard libraries opened (the sandbox is applied separately).
  ///
  /// - Parameter memoryLimit: budget in bytes for everything Lua allocates; `nil` for none.
  package init(memoryLimit: Int? = nil) throws(LuaError) {
    context = .make(memoryLimit: memoryLimit)
    guard let state = listlab_newstate(context.pointer) else {
      context.free()
      throw LuaError(kind: .memory, message: "cannot create a Lua state: not enough memory")
    }
    self.state = state
    self.activeState = state
    internedKeySets = .allocate(capacity: Self.internedKeySetCapacity)
    internedKeySets.initialize(repeating: nil, count: Self.internedKeySetCapacity)
    luaL_openlibs(state)
    defineHostFunctionMetatable()
  }

  deinit {
    close()
    internedKeySets.deallocate()
  }

  /// Closes the state: runs pending finalizers and frees everything Lua allocated.
  /// References kept by Swift become inert.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    errorValues.removeAll()
    bindingState = nil
    sourceLine = nil
    describeError = nil
    errorNamesItsPlace = nil
    context.tripped = .none
    context.deadline_ns = 0
    lua_close(state)
    context.free()
    for number in 0..<Self.internedKeySetCapacity {
      internedKeySets[number]?.release()
      internedKeySets[number] = nil
    }
  }

  /// The stack Swift uses now (``activeStack``): the main thread's, or that of the coroutine that
  /// called Swift. Pushing onto another thread's stack would take room its own frame never
  /// reserved.
  package var stack: LuaStack { activeStack }
}

extension Lua {
  /// Bytes Lua has allocated and not freed.
  package var memoryUsed: Int { context.used }

  /// The memory budget in bytes, `nil` for none.
  package var memoryLimit: Int? {
    get { context.limit == 0 ? nil : context.limit }
    set { context.limit = newValue.map { max(1, $0) } ?? 0 }
  }

  /// Runs a full garbage collection cycle.
  package func collectGarbage() {
    _ = listlab_gc_collect(state)
  }

  /// Tells the collector that Swift memory of about `kilobytes` now lives as long as some Lua value
  /// (a change that keeps the layouts before and after it): the collector steps as if Lua had
  /// allocated it, so a loop of changes frees the ones no longer used instead of piling them up
  /// while Lua's own memory hardly grows.
  package func noteSwiftAllocation(kilobytes: Int) {
    guard kilobytes > 0 else { return }
    _ = listlab_gc_step(activeState, Int32(clamping: kilobytes))
  }
}
