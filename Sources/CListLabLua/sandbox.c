// The sandbox's `load` and `setmetatable`: Lua 5.4's (reference manual §6.1), with what the
// sandbox refuses — binary chunks and `__gc` finalizers — and with Lua's own messages otherwise.
// They are C functions so that their messages name them as the script called them
// (`bad argument #1 to 'setmetatable'`), never a wrapper of the sandbox.
#include <lauxlib.h>
#include <string.h>

#include "internal.h"

/// What `load` hands its protected body: the mode asked for and the chunk's name.
typedef struct load_request {
  const char *mode;
  const char *chunk_name;
  int pieces_read;  // how many pieces the reader gave (the first says text or binary)
} load_request;

/// Refuses a binary chunk the mode allows (a text chunk, or a binary one the mode refuses, is
/// left to Lua's own check and message).
static void refuse_binary(lua_State *L, const load_request *request, const char *piece, size_t size) {
  if (size > 0 && piece[0] == LUA_SIGNATURE[0] && strchr(request->mode, 'b') != NULL) {
    lua_pushliteral(L, "attempt to load a binary chunk (ListLab loads text chunks only)");
    lua_error(L);
  }
}

/// `lua_Reader` for a string chunk (argument 1 of the body): all of it at once.
static const char *read_string(lua_State *L, void *data, size_t *size) {
  load_request *request = (load_request *)data;
  if (request->pieces_read++ > 0) {
    *size = 0;
    return NULL;
  }
  const char *text = lua_tolstring(L, 1, size);
  refuse_binary(L, request, text, *size);
  return text;
}

/// `lua_Reader` for a reader function (argument 1 of the body): its next piece, kept alive in
/// slot 3 until the next one; nil, nothing or "" ends the chunk.
static const char *read_function(lua_State *L, void *data, size_t *size) {
  load_request *request = (load_request *)data;
  luaL_checkstack(L, 2, "too many nested functions");
  lua_pushvalue(L, 1);
  lua_call(L, 0, 1);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    *size = 0;
    return NULL;
  }
  if (!lua_isstring(L, -1)) {
    // Where the script called `load` (level 0 is this body, 1 is `load`).
    luaL_where(L, 2);
    lua_pushliteral(L, "reader function must return a string");
    lua_concat(L, 2);
    lua_error(L);
  }
  lua_replace(L, 3);
  const char *piece = lua_tolstring(L, 3, size);
  if (request->pieces_read++ == 0) refuse_binary(L, request, piece, *size);
  return piece;
}

/// The protected body of `load`: (chunk, request) → the compiled function. It runs under a
/// `lua_pcall` without a message handler, so that an error of the reader comes back as it was
/// raised — inside a protected call Swift made, Lua would pass it through ListLab's handler.
static int load_body(lua_State *L) {
  load_request *request = (load_request *)lua_touserdata(L, 2);
  int is_text = lua_type(L, 1) == LUA_TSTRING;
  lua_settop(L, 3);  // slot 3 keeps the reader's last piece
  int status = lua_load(L, is_text ? read_string : read_function, request, request->chunk_name, request->mode);
  if (status != LUA_OK) return lua_error(L);
  return 1;
}

/// `load(chunk [, chunkname [, mode [, env]]])`.
static int sandbox_load(lua_State *L) {
  int is_text = lua_tostring(L, 1) != NULL;  // numbers are text too, as in Lua
  load_request request = {0};
  request.mode = luaL_optstring(L, 3, "bt");
  if (is_text) {
    request.chunk_name = luaL_optstring(L, 2, lua_tostring(L, 1));
  } else {
    request.chunk_name = luaL_optstring(L, 2, "=(load)");
    luaL_checktype(L, 1, LUA_TFUNCTION);
  }
  int has_environment = !lua_isnone(L, 4);
  luaL_checkstack(L, 3, "too many nested functions");
  lua_pushcfunction(L, load_body);
  lua_pushvalue(L, 1);
  lua_pushlightuserdata(L, &request);
  if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
    luaL_pushfail(L);
    lua_insert(L, -2);
    return 2;
  }
  if (has_environment) {
    lua_pushvalue(L, 4);
    if (lua_setupvalue(L, -2, 1) == NULL) lua_pop(L, 1);
  }
  return 1;
}

/// `setmetatable(table, metatable)`, refusing a metatable with a `__gc` field: Lua runs finalizers
/// with hooks off, so one could loop past the time limit and Ctrl-C, and it would run whenever the
/// collector does, in the middle of ListLab's own work.
static int sandbox_setmetatable(lua_State *L) {
  int metatable_type = lua_type(L, 2);
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_argexpected(L, metatable_type == LUA_TNIL || metatable_type == LUA_TTABLE, 2, "nil or table");
  if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) {
    return luaL_error(L, "cannot change a protected metatable");
  }
  if (metatable_type == LUA_TTABLE) {
    luaL_checkstack(L, 1, NULL);
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL) {
      return luaL_error(L, "__gc finalizers are not available in ListLab scripts (they would run outside the "
                           "time limit)");
    }
    lua_pop(L, 1);
  }
  lua_settop(L, 2);
  lua_setmetatable(L, 1);
  return 1;
}

void listlab_install_sandbox_functions(lua_State *L) {
  luaL_checkstack(L, 1, NULL);
  lua_pushcfunction(L, sandbox_load);
  lua_setglobal(L, "load");
  lua_pushcfunction(L, sandbox_setmetatable);
  lua_setglobal(L, "setmetatable");
}
