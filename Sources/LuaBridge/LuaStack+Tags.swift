internal import CLua

/// A key only its owner holds: a light userdata that no script can make, for marking a binding's
/// own metatables (see ``LuaStack/pushTagField(_:ofTableAt:)``).
///
/// Tags let a binding hand plain Lua tables back to a script, marked with a metatable of its own,
/// instead of a userdata that holds a Swift object: a table costs Lua nothing to collect, while a
/// userdata with a finalizer is collected in two cycles and releases its object from the `__gc`.
package struct LuaTag: Hashable, @unchecked Sendable {
  // `@unchecked`: the address is only an identity, never read or written through.
  let address: UnsafeMutableRawPointer

  /// A new tag, distinct from every other (its storage lives as long as the process).
  package init() {
    address = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
  }
}

extension LuaStack {
  /// Pushes the nearest Lua function at or above `level` that has line information (1 = the Lua
  /// code calling Swift), and returns its current line; pushes nothing and returns nil when no Lua
  /// function has one (a call from C alone).
  ///
  /// - Complexity: O(levels walked); one `lua_getinfo` per level.
  package func pushCallingFunction(from level: Int = 1) -> Int? {
    // Lua fills in the record (`lua_getstack` its frame, `lua_getinfo` the fields asked for): left
    // uninitialized, as C would, for this runs on every constructor call.
    withUnsafeTemporaryAllocation(of: lua_Debug.self, capacity: 1) { buffer in
      let record = buffer.baseAddress!
      var level = Int32(level)
      while lua_getstack(state, level, record) != 0 {
        guard lua_getinfo(state, "fl", record) != 0 else { return nil }
        if record.pointee.currentline > 0 { return Int(record.pointee.currentline) }
        lua_pop(state, 1)  // a C function: no line; look further up
        level += 1
      }
      return nil
    }
  }

  /// Where the Lua function at `index` is defined, at `line`: `chunk:line`.
  package func location(ofFunctionAt index: Int, line: Int) -> LuaSourceLocation? {
    var record = lua_Debug()
    lua_pushvalue(state, Int32(index))
    guard lua_getinfo(state, ">S", &record) != 0, record.source != nil else { return nil }
    return LuaSourceLocation(source: lua.chunkName(of: record), line: line)
  }

  /// The address of the table, function or userdata at `index` (an identity for caches, valid
  /// while the value lives).
  package func address(at index: Int) -> UnsafeRawPointer? {
    lua_topointer(state, Int32(index))
  }

  /// Pushes the metatable of the value at `index` (raw: `__metatable` is not consulted); false,
  /// pushing nothing, when it has none.
  package func pushMetatable(ofValueAt index: Int) -> Bool {
    lua_getmetatable(state, Int32(index)) != 0
  }

  /// Pushes `table[tag]` (raw) of the table at `index`; returns its type.
  @discardableResult
  package func pushTagField(_ tag: LuaTag, ofTableAt index: Int) -> LuaType {
    LuaType(rawValue: lua_rawgetp(state, Int32(index), tag.address)) ?? .none
  }

  /// Pops the value on top and sets it as `table[tag]` (raw) of the table at `index`.
  package func setTagField(_ tag: LuaTag, ofTableAt index: Int) {
    lua_rawsetp(state, lua_absindex(state, Int32(index)), tag.address)
  }

  /// Pushes a copy of the value at `index`.
  package func pushCopy(of index: Int) {
    lua_pushvalue(state, Int32(index))
  }

  /// Keeps the value on top in the registry, popping it; returns its reference number.
  package func popIntoRegistry() -> Int32 {
    luaL_ref(state, LUA_REGISTRYINDEX)
  }

  /// Pushes the value kept in the registry under `reference`.
  package func pushRegistryValue(_ reference: Int32) {
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(reference))
  }

  /// Lets go of a value kept with ``popIntoRegistry()``.
  package func releaseRegistryValue(_ reference: Int32) {
    luaL_unref(state, LUA_REGISTRYINDEX, reference)
  }
}

extension LuaStack {
  /// Removes the value at `index`, shifting the ones above it down.
  package func remove(at index: Int) {
    lua_remove(state, Int32(index))
  }
}

extension LuaStack {
  /// `getmetatable(value)[tag]` as an integer, for a table at `index` whose metatable holds one;
  /// nil otherwise. Leaves the stack as it was.
  ///
  /// - Complexity: O(1): how a binding recognises its tagged tables on every read.
  package func tagInteger(_ tag: LuaTag, ofTableAt index: Int) -> Int? {
    tagLookup(tag, ofTableAt: index, metatable: false)?.value
  }

  /// ``tagInteger(_:ofTableAt:)`` and the address of the metatable holding it (an identity for
  /// caches: tables tagged alike share their metatable).
  package func tagIntegerAndMetatable(_ tag: LuaTag, ofTableAt index: Int) -> (
    value: Int, metatable: UnsafeRawPointer
  )? {
    guard let (value, metatable) = tagLookup(tag, ofTableAt: index, metatable: true), let metatable else { return nil }
    return (value, metatable)
  }

  /// `getmetatable(t)[tag]` (raw) of the table at `index` when it is an integer, with the
  /// metatable's address if `metatable` is true; the stack is left as it was. Calls Lua's API
  /// directly: one of the binding's reads of every node table.
  @inline(__always)
  private func tagLookup(_ tag: LuaTag, ofTableAt index: Int, metatable: Bool) -> (
    value: Int, metatable: UnsafeRawPointer?
  )? {
    let slot = Int32(index)
    guard lua_type(state, slot) == LUA_TTABLE, lua_getmetatable(state, slot) != 0 else { return nil }
    let address = metatable ? lua_topointer(state, -1) : nil
    var found: Int32 = 0
    let value = lua_rawgetp(state, -1, tag.address) == LUA_TNUMBER ? lua_tointegerx(state, -1, &found) : 0
    lua_pop(state, 2)
    return found != 0 ? (Int(value), address) : nil
  }
}

/// The pairs of a table, visited one at a time with `lua_next`: the key and the value sit on top
/// of the stack between two calls of ``next()``. Call ``stop()`` to leave early; after the last
/// pair the stack is as it was.
package struct LuaPairs {
  let stack: LuaStack
  let table: Int32
  private var started = false

  init(stack: LuaStack, table: Int32) {
    self.stack = stack
    self.table = table
  }

  /// The indices of the next key and value, popping the previous value; nil after the last pair.
  package mutating func next() -> (key: Int, value: Int)? {
    if started {
      lua_pop(stack.state, 1)
    } else {
      lua_pushnil(stack.state)
      started = true
    }
    guard lua_next(stack.state, table) != 0 else { return nil }
    let top = Int(lua_gettop(stack.state))
    return (top - 1, top)
  }

  /// Leaves the loop early: pops the current key and value.
  package func stop() {
    lua_pop(stack.state, 2)
  }
}

extension LuaStack {
  /// The pairs of the table at `index`, one at a time (see ``LuaPairs``).
  package func pairs(ofTableAt index: Int) -> LuaPairs {
    LuaPairs(stack: self, table: lua_absindex(state, Int32(index)))
  }
}
