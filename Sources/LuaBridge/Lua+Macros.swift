internal import CLua

// Lua's function-like macros, which Swift cannot import, written over the C API they expand to
// (lua.h and lauxlib.h of Lua 5.4; the manual, §4 and §5, documents each). They keep the C API's
// names, so the bridge reads as C code using Lua reads, and are inlined where they are used.

/// `LUA_REGISTRYINDEX`: the pseudo-index of the registry (lua.h: `-LUAI_MAXSTACK - 1000`).
let LUA_REGISTRYINDEX: Int32 = -LUAI_MAXSTACK - 1000

/// The pseudo-index of upvalue `i` of the running C function.
@inline(__always)
func lua_upvalueindex(_ i: Int32) -> Int32 { LUA_REGISTRYINDEX - i }

/// Pops `n` values.
@inline(__always)
func lua_pop(_ L: OpaquePointer, _ n: Int32) { lua_settop(L, 0 &- n &- 1) }

/// Pushes a new empty table.
@inline(__always)
func lua_newtable(_ L: OpaquePointer) { lua_createtable(L, 0, 0) }

/// Removes the value at `index`, shifting the ones above it down.
@inline(__always)
func lua_remove(_ L: OpaquePointer, _ index: Int32) {
  lua_rotate(L, index, -1)
  lua_pop(L, 1)
}

/// Pushes the global table.
@inline(__always)
func lua_pushglobaltable(_ L: OpaquePointer) {
  _ = lua_rawgeti(L, LUA_REGISTRYINDEX, lua_Integer(LUA_RIDX_GLOBALS))
}

/// The name of the type of the value at `index`.
@inline(__always)
func luaL_typename(_ L: OpaquePointer, _ index: Int32) -> UnsafePointer<CChar> {
  lua_typename(L, lua_type(L, index))
}

/// Pushes the metatable registered under `name` (nil when there is none); returns its type.
@inline(__always)
@discardableResult
func luaL_getmetatable(_ L: OpaquePointer, _ name: String) -> Int32 {
  lua_getfield(L, LUA_REGISTRYINDEX, name)
}
