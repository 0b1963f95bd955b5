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
  /// The object at `index` if it is one of the class `handle` stands for (and not yet collected).
  package func object<Object>(at index: Int, as handle: LuaClassHandle<Object>) -> Object? {
    let index = Int32(index)
    guard lua_type(state, index) == LUA_TUSERDATA, pushMetatable(ofValueAt: Int(index)) else { return nil }
    let isOfClass = lua_topointer(state, -1) == handle.metatable
    lua_pop(state, 1)
    guard isOfClass, let pointer = objectPointerInBlock(at: index) else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }
}
