internal import CLua

/// Writes the fields of a new table, its keys among strings pushed once (``LuaStackStrings``):
/// how a binding hands back many small records (a list's frames) at about the cost of Lua's own
/// table constructor.
///
/// The table is made with room for exactly its fields; each key is a copy of a string already on
/// the stack, so nothing is hashed or looked up to name a field, and values go straight onto the
/// stack, with no ``LuaValue`` or array of fields in between.
///
/// ```swift
/// let strings = try LuaStackStrings(stack, ["x", "kind", "cell"], extra: 4)
/// let record = LuaRecordWriter(stack, fields: 2)  // pushes {}
/// record.set(keyAt: strings[0], 1.5)
/// record.set(keyAt: strings[1], copyOfValueAt: strings[2])  // { x = 1.5, kind = "cell" }
/// ```
package struct LuaRecordWriter {
  private let stack: LuaStack
  private var state: OpaquePointer { stack.state }

  /// Pushes a new table with room for `fields` fields (and no array part). The writer takes the
  /// three slots it ever fills — the table, a key and a value — of the stack's room here, once:
  /// setting a field pushes its key and value without asking again (a frame of `l:frames()`
  /// sets a dozen fields).
  package init(_ stack: LuaStack, fields: Int) {
    self.stack = stack
    stack.claim(3)
    lua_createtable(stack.state, 0, Int32(clamping: fields))
  }

  package func set(keyAt key: Int, _ value: Double) {
    lua_pushvalue(state, Int32(key))
    lua_pushnumber(state, value)
    store()
  }

  package func set(keyAt key: Int, _ value: Int) {
    lua_pushvalue(state, Int32(key))
    lua_pushinteger(state, lua_Integer(value))
    store()
  }

  package func set(keyAt key: Int, _ value: Bool) {
    lua_pushvalue(state, Int32(key))
    lua_pushboolean(state, value ? 1 : 0)
    store()
  }

  package func set(keyAt key: Int, _ value: String) {
    lua_pushvalue(state, Int32(key))
    stack.pushClaimed(value)
    store()
  }

  /// Sets the field to `value`; a nil value leaves it out.
  package func set(keyAt key: Int, _ value: LuaValue) {
    guard !value.isNil else { return }
    lua_pushvalue(state, Int32(key))
    stack.pushClaimed(value)
    store()
  }

  /// Sets the field to a copy of the value at `index` on the stack (a string pushed once, say).
  package func set(keyAt key: Int, copyOfValueAt index: Int) {
    lua_pushvalue(state, Int32(key))
    lua_pushvalue(state, Int32(index))
    store()
  }

  /// Gives the table the metatable at `index` on the stack (the same one to many records: pushed
  /// once, it is copied onto each).
  package func setMetatable(copyOfValueAt index: Int) {
    lua_pushvalue(state, Int32(index))
    lua_setmetatable(state, -2)
  }

  /// Pops the key and value on top of the stack into the table below them (raw: the table is new;
  /// like every push while Swift runs, it cannot raise a memory error — see ``LuaStack``).
  private func store() { lua_rawset(state, -3) }
}

/// Strings pushed once onto the stack for the many records a ``LuaRecordWriter`` writes in a row:
/// their keys, and values that repeat. Pop them (``pop()``) before the stack is handed back.
package struct LuaStackStrings {
  private let stack: LuaStack
  @usableFromInline let base: Int

  /// Pushes `strings`, in order, after reserving room for them and `extra` more values (what the
  /// caller pushes while they are there: a record, its key and value, a table of records).
  package init(_ stack: LuaStack, _ strings: [String], extra: Int) throws(LuaError) {
    try stack.reserve(strings.count + extra)
    self.stack = stack
    base = stack.top + 1
    for string in strings { stack.push(string) }
  }

  /// The stack index of the string pushed at `position`.
  @inlinable package subscript(position: Int) -> Int { base + position }

  /// Removes the pushed strings and anything pushed after them — but the value on top, which
  /// takes their place, with `keepingTop`.
  package func pop(keepingTop: Bool = false) {
    if keepingTop {
      lua_rotate(stack.state, Int32(base), 1)
      stack.top = base
    } else {
      stack.top = base - 1
    }
  }
}
