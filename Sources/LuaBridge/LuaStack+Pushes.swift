internal import CListLabLua
internal import CLua

// Every value Swift puts on a Lua stack goes through this file: the room Swift may fill, and each
// kind of push, which takes its slots of that room first.
//
// Lua gives a C function only LUA_MINSTACK (20) free slots above its arguments, and Debian's
// liblua5.4 is built without API checks: a push past the stack's end writes into the heap (the
// Lua 5.4 manual, §4.1, "Stack size": "you are responsible for controlling stack overflow").
// So the room is tracked, not assumed: the trampoline records the slots its host function may
// fill (`listlab_context.room`, calls.c), ``LuaStack/reserve(_:)`` grows the stack and the room
// before a binding pushes more, and every push here checks that its slots are inside the room.
// A push beyond it stops a debug build at once, naming the count and the room; a release build
// grows the stack there instead (and stops, rather than write past the stack, when it cannot).
//
// The only other code that pushes is C (calls.c, hook.c, records.c, script_pcalls.c), each
// function saying what room it needs and who reserves it, and `LuaRecordWriter`, which claims the
// three slots a record ever takes when it starts one. `RawPushConfinementTests` checks that no
// other Swift file of the bridge calls a pushing function of Lua's API.

extension LuaStack {
  // MARK: The room

  /// Makes room for `count` more values on top of the stack and adds it to the room Swift may
  /// fill. Throws a stack-overflow error (a Lua error for the script, never a crash) when the
  /// stack cannot grow that far: Lua's limit is LUAI_MAXSTACK slots for a thread.
  ///
  /// - Complexity: O(1), or O(stack size) when Lua reallocates the stack to grow it.
  package func reserve(_ count: Int) throws(LuaError) {
    guard listlab_reserve(state, Int32(clamping: count)) != 0 else {
      throw LuaError(
        kind: .runtime,
        message: HostFunctionBox.nearestWhere(on: self) + "stack overflow (\(count) more values on the Lua stack)")
    }
  }

  /// ``reserve(_:)`` for a caller that has another way out: false, changing nothing, when the
  /// stack cannot grow that far.
  package func ensure(_ count: Int) -> Bool {
    listlab_reserve(state, Int32(clamping: count)) != 0
  }

  /// Takes `count` slots of the room for the pushes that follow.
  @inline(__always)
  func claim(_ count: Int32 = 1) {
    let room = lua.context.pointer.pointee.room
    if room.state == state, lua_gettop(state) &+ count <= room.limit { return }
    claimBeyondRoom(count)
  }

  /// A push past the room: a binding forgot to reserve.
  @inline(never)
  private func claimBeyondRoom(_ count: Int32) {
    let room = lua.context.pointer.pointee.room
    let top = lua_gettop(state)
    let where_ = room.state == state ? "room up to \(room.limit)" : "no room on this thread"
    #if DEBUG
      fatalError("unreserved push onto the Lua stack: \(count) more at top \(top), \(where_); reserve first")
    #else
      // Grow the stack rather than write past it; a debug build has stopped above.
      guard listlab_reserve(state, count) != 0 else {
        fatalError("unreserved push onto a full Lua stack: \(count) more at top \(top), \(where_)")
      }
    #endif
  }

  // MARK: Values

  package func push(_ value: LuaValue) {
    claim()
    switch value {
    case .nil: lua_pushnil(state)
    case .boolean(let value): lua_pushboolean(state, value ? 1 : 0)
    case .integer(let value): lua_pushinteger(state, lua_Integer(value))
    case .number(let value): lua_pushnumber(state, value)
    case .string(let value): pushString(value)
    case .table(let reference): pushReference(reference)
    case .function(let reference): pushReference(reference)
    case .userdata(let reference): pushReference(reference)
    case .thread(let reference): pushReference(reference)
    case .object(let object): pushObject(object)
    case .lightUserdata(let pointer): lua_pushlightuserdata(state, pointer)
    }
  }

  /// ``push(_:)-(LuaValue)`` into a slot the caller has claimed (a ``LuaRecordWriter``, which
  /// claims its slots once for all its fields).
  func pushClaimed(_ value: LuaValue) {
    switch value {
    case .string(let string): pushString(string)
    case .integer(let integer): lua_pushinteger(state, lua_Integer(integer))
    case .number(let number): lua_pushnumber(state, number)
    case .boolean(let boolean): lua_pushboolean(state, boolean ? 1 : 0)
    case .nil: lua_pushnil(state)
    case .table(let reference): pushReference(reference)
    case .function(let reference): pushReference(reference)
    case .userdata(let reference): pushReference(reference)
    case .thread(let reference): pushReference(reference)
    case .object(let object): pushObject(object)  // its metatable's slot is claimed there
    case .lightUserdata(let pointer): lua_pushlightuserdata(state, pointer)
    }
  }

  /// ``push(_:)-(String)`` into a slot the caller has claimed.
  func pushClaimed(_ string: String) {
    pushString(string)
  }

  /// Pushes a referenced value (claimed by the caller), nil once its state is closed.
  private func pushReference(_ reference: LuaReference) {
    guard let lua = reference.lua, !lua.isClosed else { return lua_pushnil(state) }
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(reference.ref))
  }

  package func push(_ number: Double) {
    claim()
    lua_pushnumber(state, number)
  }

  package func push(_ integer: Int) {
    claim()
    lua_pushinteger(state, lua_Integer(integer))
  }

  package func push(_ boolean: Bool) {
    claim()
    lua_pushboolean(state, boolean ? 1 : 0)
  }

  package func pushNil() {
    claim()
    lua_pushnil(state)
  }

  /// Pushes `string`'s UTF-8 bytes as a Lua string.
  package func push(_ string: String) {
    claim()
    pushString(string)
  }

  /// Pushes `bytes` as a Lua string (Lua strings are bytes, not necessarily UTF-8).
  package func push(bytes: [UInt8]) {
    claim()
    bytes.withUnsafeBufferPointer { buffer in
      _ = lua_pushlstring(state, CString.characters(buffer.baseAddress), buffer.count)
    }
  }

  /// The push of a string whose slot is claimed.
  private func pushString(_ string: String) {
    var string = string
    string.withUTF8 { bytes in
      _ = lua_pushlstring(state, CString.characters(bytes.baseAddress), bytes.count)
    }
  }

  /// Pushes a new table with room for `arrayCount` and `recordCount` entries.
  package func pushTable(arrayCount: Int = 0, recordCount: Int = 0) {
    claim()
    lua_createtable(state, Int32(clamping: arrayCount), Int32(clamping: recordCount))
  }

  /// Pushes a copy of the value at `index`.
  package func pushCopy(of index: Int) {
    claim()
    lua_pushvalue(state, Int32(index))
  }

  /// Pushes the global table.
  package func pushGlobals() {
    claim()
    lua_pushglobaltable(state)
  }

  /// Pushes `object` as a userdata of its registered class (`nil` if the class is not registered).
  package func push(object: AnyObject) {
    claim()
    pushObject(object)
  }

  /// The push of an object whose slot is claimed (its metatable's slot is taken here).
  private func pushObject(_ object: AnyObject) {
    guard let metatable = lua.classMetatablesByType[ObjectIdentifier(Swift.type(of: object))] else {
      return lua_pushnil(state)
    }
    newBlock(retaining: object)
    claim()
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(metatable))
    lua_setmetatable(state, -2)
  }

  /// Pushes `object` as a userdata of the class `handle` stands for.
  package func push<Object>(_ object: Object, as handle: LuaClassHandle<Object>) {
    claim(2)
    newBlock(retaining: object)
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(handle.metatableReference))
    lua_setmetatable(state, -2)
  }

  /// Pushes a new userdata block holding `object`, retained until the block's `__gc`
  /// (``releaseBoxedObject``) runs. The caller gives it its metatable.
  func pushBlock(retaining object: AnyObject) {
    claim()
    newBlock(retaining: object)
  }

  private func newBlock(retaining object: AnyObject) {
    let block = lua_newuserdatauv(state, MemoryLayout<UnsafeMutableRawPointer>.size, 0)!
    block.assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee = Unmanaged.passRetained(object).toOpaque()
  }

  // MARK: Reading through the stack

  /// Pushes the raw field `key` of the table at `index`; returns its type.
  @discardableResult
  package func pushField(_ key: String, ofTableAt index: Int) -> LuaType {
    let table = lua_absindex(state, Int32(index))
    push(key)
    return LuaType(rawValue: lua_rawget(state, table)) ?? .none
  }

  /// Pushes the raw value of `table[key]` for the table at `index`, where the key is on top (it is
  /// replaced: no slot is taken).
  @discardableResult
  func replaceKeyWithValue(ofTableAt index: Int) -> LuaType {
    LuaType(rawValue: lua_rawget(state, Int32(index))) ?? .none
  }

  /// Pushes the raw element `index` of the table at `tableIndex`; returns its type.
  @discardableResult
  package func pushElement(_ element: Int, ofTableAt tableIndex: Int) -> LuaType {
    claim()
    return LuaType(rawValue: lua_rawgeti(state, Int32(tableIndex), lua_Integer(element))) ?? .none
  }

  /// Pushes the metatable of the value at `index` (raw: `__metatable` is not consulted); false,
  /// pushing nothing, when it has none.
  package func pushMetatable(ofValueAt index: Int) -> Bool {
    claim()
    return lua_getmetatable(state, Int32(index)) != 0
  }

  /// Pushes the metatable registered under `name` (nil when there is none); returns its type.
  @discardableResult
  func pushMetatable(named name: String) -> LuaType {
    claim()
    return LuaType(rawValue: lua_getfield(state, LUA_REGISTRYINDEX, name)) ?? .none
  }

  /// Pushes the registry's metatable `name`, made (with `__name`) if it is new; true when new.
  @discardableResult
  func pushNewMetatable(named name: String) -> Bool {
    claim(2)  // the table, and its name while `__name` is set
    return luaL_newmetatable(state, name) != 0
  }

  /// Pushes `table[tag]` (raw) of the table at `index`; returns its type.
  @discardableResult
  package func pushTagField(_ tag: LuaTag, ofTableAt index: Int) -> LuaType {
    claim()
    return LuaType(rawValue: lua_rawgetp(state, Int32(index), tag.address)) ?? .none
  }

  /// Pushes `table[key]` (raw) of the table at `index` for a light-userdata key.
  @discardableResult
  func pushField(address key: UnsafeRawPointer, ofTableAt index: Int) -> LuaType {
    claim()
    return LuaType(rawValue: lua_rawgetp(state, Int32(index), key)) ?? .none
  }

  /// Pushes the value kept in the registry under `reference`.
  package func pushRegistryValue(_ reference: Int32) {
    claim()
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(reference))
  }

  /// Keeps the value on top in the registry, popping it; returns its reference number.
  package func popIntoRegistry() -> Int32 {
    claim(2)  // `luaL_ref` reads and may start the free list on the stack
    return luaL_ref(state, LUA_REGISTRYINDEX)
  }

  /// Lets go of a value kept with ``popIntoRegistry()``.
  package func releaseRegistryValue(_ reference: Int32) {
    claim()  // `luaL_unref` goes through the stack
    luaL_unref(state, LUA_REGISTRYINDEX, reference)
  }

  /// ``releaseRegistryValue(_:)`` at any point of Swift code, the room filled or not: the slot
  /// `luaL_unref` needs is made on this thread's stack (`lua_checkstack`) rather than taken from
  /// the room; a value whose slot cannot be made stays in the registry until the state closes.
  func releaseRegistryValueMakingRoom(_ reference: Int32) {
    guard lua_checkstack(state, 1) != 0 else { return }
    luaL_unref(state, LUA_REGISTRYINDEX, reference)
  }

  /// The next key and value of the table at `table` after the key on top (popped): pushes both
  /// and returns true, or pushes nothing and returns false after the last.
  func next(ofTableAt table: Int32) -> Bool {
    claim()
    return lua_next(state, table) != 0
  }

  // MARK: Functions and chunks

  /// Pushes a C function with the `upvalues` values on top as its upvalues (popped).
  func pushCFunction(_ function: lua_CFunction, upvalues: Int32 = 0) {
    claim()
    lua_pushcclosure(state, function, upvalues)
  }

  /// Pops the box userdata on top and pushes a Lua function that calls Swift through the
  /// trampoline.
  func pushTrampoline() {
    listlab_push_host_function(state)
  }

  /// Pushes a closure of the host function at `function` carrying the value at `value`; false
  /// (pushing nothing) when `function` is not a host function.
  func pushBoundClosure(of function: Int, value: Int) -> Bool {
    claim(2)
    return listlab_push_bound_closure(state, Int32(function), Int32(value)) != 0
  }

  /// Compiles `bytes` as a text chunk, leaving the function or the error message on top;
  /// returns Lua's status.
  func pushChunk(_ bytes: UnsafeBufferPointer<UInt8>, chunkName: String, mode: String) -> Int32 {
    claim()
    return luaL_loadbufferx(state, CString.characters(bytes.baseAddress), bytes.count, chunkName, mode)
  }

  /// Pushes `tostring(value)` of the value at `index` (or the error it raised); Lua's status.
  func pushToString(of index: Int) -> Int32 {
    claim(2)
    return listlab_tostring(state, Int32(index))
  }

  /// Calls the function below `argumentCount` arguments on top, with the message handler (one
  /// slot); Lua's status. Results (or the error record) are on top afterwards, within the
  /// stack, and the room covers them.
  func protectedCall(argumentCount: Int32, results: Int32) -> Int32 {
    claim()
    let status = listlab_pcall(state, argumentCount, results)
    _ = ensure(0)  // results that reach past the room were made room for by Lua
    return status
  }

  /// Scans the record of the table at `index` (`listlab_scan_record`, records.c): the key and
  /// value of each entry and of a nested table's entries sit on the stack while it runs, six
  /// slots the caller has reserved. Returns the fields written, or -1 when it refused the table.
  func scanRecord(
    at index: Int, keys: UnsafePointer<UnsafeRawPointer?>?, keyCount: Int, arrayCount: Int, nestedPosition: Int,
    nestedKeys: UnsafePointer<UnsafeRawPointer?>?, nestedKeyCount: Int,
    into fields: UnsafeMutablePointer<listlab_field>,
    capacity: Int
  ) -> Int32 {
    claim(6)
    return listlab_scan_record(
      state, Int32(index), keys, Int32(keyCount), lua_Integer(arrayCount), Int32(nestedPosition), nestedKeys,
      Int32(nestedKeyCount), fields, Int32(capacity))
  }

  /// Pushes "chunkname:line: " of the function at `level` (1 = the Lua code calling Swift).
  func pushWhere(level: Int) {
    claim()
    luaL_where(state, Int32(level))
  }

  /// Pushes the function running at `level` and fills in `record`'s current line; false, pushing
  /// nothing, when there is no such level.
  func pushFunctionAndLine(atLevel level: Int32, into record: UnsafeMutablePointer<lua_Debug>) -> Bool {
    guard lua_getstack(state, level, record) != 0 else { return false }
    claim()
    return lua_getinfo(state, "fl", record) != 0
  }

  /// `getmetatable(t)[tag]` (raw) of the table at `index` when it is an integer, with the
  /// metatable's address if `metatable` is true; the stack is left as it was. Calls Lua's API
  /// directly: one of the binding's reads of every node table.
  @inline(__always)
  func tagLookup(_ tag: LuaTag, ofTableAt index: Int, metatable: Bool) -> (
    value: Int, metatable: UnsafeRawPointer?
  )? {
    let slot = Int32(index)
    guard lua_type(state, slot) == LUA_TTABLE else { return nil }
    claim(2)
    guard lua_getmetatable(state, slot) != 0 else { return nil }
    let address = metatable ? lua_topointer(state, -1) : nil
    var found: Int32 = 0
    let value = lua_rawgetp(state, -1, tag.address) == LUA_TNUMBER ? lua_tointegerx(state, -1, &found) : 0
    lua_pop(state, 2)
    return found != 0 ? (Int(value), address) : nil
  }
}
