// The scripts' `pcall` and `xpcall`: Lua's own, but a caught refused allocation is followed by a
// full collection.
#include <lauxlib.h>

#include "internal.h"

/// Where `pcall` and `xpcall` of scripts end, directly or as the continuation after a yield: on
/// failure `false` and the error. After a refused allocation the state is first collected fully:
/// what the failed code held is garbage now, and Lua's string buffers (`string.rep`, `..` of long
/// strings, `tostring`) allocate without the collector's emergency retry, so without it the next
/// allocation of the script would fail too.
static int listlab_finish_script_pcall(lua_State *L, int status, lua_KContext kept) {
  if (status != LUA_OK && status != LUA_YIELD) {
    listlab_context *ctx = LISTLAB_CONTEXT(L);
    lua_pushboolean(L, 0);
    lua_pushvalue(L, -2);
    if (status == LUA_ERRMEM || ctx->memory_refused) {
      ctx->memory_refused = 0;  // handled: a later error is not this refusal
      ctx->memory_line = 0;
      lua_gc(L, LUA_GCCOLLECT);
    }
    return 2;
  }
  return lua_gettop(L) - (int)kept;  // `true` and the results
}

/// `pcall(f, ...)`.
static int listlab_script_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);  // true, f, ...
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, listlab_finish_script_pcall);
  return listlab_finish_script_pcall(L, status, 0);
}

/// `xpcall(f, handler, ...)`.
static int listlab_script_xpcall(lua_State *L) {
  int count = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);  // f, handler, true, f, ...
  int status = lua_pcallk(L, count - 2, LUA_MULTRET, 2, 2, listlab_finish_script_pcall);
  return listlab_finish_script_pcall(L, status, 2);
}

void listlab_install_script_pcalls(lua_State *L) {
  lua_pushcfunction(L, listlab_script_pcall);
  lua_setglobal(L, "pcall");
  lua_pushcfunction(L, listlab_script_xpcall);
  lua_setglobal(L, "xpcall");
}
