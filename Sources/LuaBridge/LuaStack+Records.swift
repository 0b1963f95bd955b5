internal import CLua

/// A string, number or boolean as a table holds it: the values of a declaration's fields, read
/// without going through ``LuaValue`` (which references tables and functions in the registry).
package enum LuaScalar: Equatable, Sendable {
  case string(String)
  case integer(Int)
  case number(Double)
  case boolean(Bool)
}

extension LuaStack {
  /// The string, number or boolean at `index` (a float stays a float, as ``isInteger(at:)``
  /// tells them apart); nil for the other types.
  package func scalar(at index: Int) -> LuaScalar? {
    let slot = Int32(index)
    switch lua_type(state, slot) {
    case LUA_TSTRING:
      return .string(string(at: index) ?? "")
    case LUA_TNUMBER:
      if lua_isinteger(state, slot) != 0 { return .integer(Int(lua_tointegerx(state, slot, nil))) }
      return .number(lua_tonumberx(state, slot, nil))
    case LUA_TBOOLEAN:
      return .boolean(lua_toboolean(state, slot) != 0)
    default:
      return nil
    }
  }

  /// Visits the record of the table at `index` — its entries but the array part 1...`arrayCount`
  /// (`rawLength(at:)`; those keys are skipped wherever Lua keeps them) — in `next` order: `visit`
  /// gets each key's position in `keys` and the index of its value, and returns whether to go on.
  /// Returns false at the first key that is neither a string of `keys` nor an array key, or when
  /// `visit` stops, and true after the last entry; the stack is left as it was.
  ///
  /// How a binding reads a declaration's fields: one loop over the table, no Swift string for a
  /// key (see ``position(ofKeyAt:in:)``).
  ///
  /// - Complexity: O(entries).
  package func visitRecord(
    ofTableAt index: Int, arrayCount: Int, keys: LuaKeySet, _ visit: (_ position: Int, _ valueIndex: Int) -> Bool
  ) -> Bool {
    let table = lua_absindex(state, Int32(index))
    let keys = interned(keys)
    pushNil()
    while next(ofTableAt: table) {
      let top = Int(lua_gettop(state))
      if let position = position(ofKeyAt: top - 1, in: keys) {
        guard visit(position, top) else {
          lua_pop(state, 2)
          return false
        }
      } else if !isArrayKey(at: top - 1, count: arrayCount) {
        lua_pop(state, 2)
        return false
      }
      lua_pop(state, 1)
    }
    return true
  }

  /// Whether the key at `index` is one of an array part's, 1...`count`.
  package func isArrayKey(at index: Int, count: Int) -> Bool {
    guard count > 0, lua_isinteger(state, Int32(index)) != 0 else { return false }
    let key = lua_tointegerx(state, Int32(index), nil)
    return key >= 1 && key <= count
  }
}
