internal import CLua

/// A class registered with ``Lua/define(_:)``, for pushing its objects and recognising them
/// without looking the class up: a binding that makes objects by the hundred thousand keeps one.
///
/// Its objects are told apart by their metatable's address, which stays put: the registry keeps
/// the metatable for the life of the state.
package struct LuaClassHandle<Object: AnyObject> {
  let metatableReference: Int32
  let metatable: UnsafeRawPointer
}

extension LuaStack {
  /// Pushes `object` as a userdata of the class `handle` stands for.
  package func push<Object>(_ object: Object, as handle: LuaClassHandle<Object>) {
    pushBlock(retaining: object)
    lua_rawgeti(state, LUA_REGISTRYINDEX, lua_Integer(handle.metatableReference))
    lua_setmetatable(state, -2)
  }

  /// The object at `index` if it is one of the class `handle` stands for (and not yet collected).
  package func object<Object>(at index: Int, as handle: LuaClassHandle<Object>) -> Object? {
    let index = Int32(index)
    guard lua_type(state, index) == LUA_TUSERDATA, lua_getmetatable(state, index) != 0 else { return nil }
    let isOfClass = lua_topointer(state, -1) == handle.metatable
    lua_pop(state, 1)
    guard isOfClass, let pointer = objectPointerInBlock(at: index) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }
}
