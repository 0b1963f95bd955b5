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
      while pushFunctionAndLine(atLevel: level, into: record) {
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
    pushCopy(of: index)
    guard lua_getinfo(state, ">S", &record) != 0, record.source != nil else { return nil }
    return LuaSourceLocation(source: lua.chunkName(of: record), line: line)
  }

  /// The address of the table, function or userdata at `index` (an identity for caches, valid
  /// while the value lives).
  package func address(at index: Int) -> UnsafeRawPointer? {
    lua_topointer(state, Int32(index))
  }

  /// Pops the value on top and sets it as `table[tag]` (raw) of the table at `index`.
  package func setTagField(_ tag: LuaTag, ofTableAt index: Int) {
    lua_rawsetp(state, lua_absindex(state, Int32(index)), tag.address)
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
      stack.pushNil()
      started = true
    }
    guard stack.next(ofTableAt: table) else { return nil }
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
