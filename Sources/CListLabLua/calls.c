// Lua calling Swift (the trampoline) and Swift calling Lua (protected calls with a message handler).
#include <lauxlib.h>

#include "internal.h"

/// Stack slots every Swift host function may use beyond its arguments: Lua's own guarantee for C
/// functions (LUA_MINSTACK), so the check below never reallocates the stack. Asking for more made
/// every call grow the stack that the collector had just shrunk (a realloc per call); Swift code
/// that pushes more than this reserves first (`LuaStack.reserve`), and every push it makes is
/// checked against the room (LuaStack+Pushes.swift).
#define LISTLAB_HOST_STACK LUA_MINSTACK

/// Pushes `chunk:line: ` of the nearest function from `level` up that has a line (Lua's own C
/// functions have none: `tostring` running a `__tostring`), or "" when none has.
static void listlab_nearest_where(lua_State *L, int level) {
  lua_Debug ar;
  if (listlab_nearest_line(L, level, &ar) > 0) {
    lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
  } else {
    lua_pushliteral(L, "");
  }
}

/// The `lua_CFunction` behind every Swift host function. Upvalue 1 is a full userdata whose block
/// holds the Swift box pointer.
///
/// Swift's room is this frame's LUA_MINSTACK slots above the arguments (Lua's guarantee, checked
/// again here while raising is still allowed); the room of the Swift frame that called Lua, if
/// any, is put back when Swift returns.
static int listlab_trampoline(lua_State *L) {
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  void *box = *(void **)lua_touserdata(L, lua_upvalueindex(1));
  luaL_checkstack(L, LISTLAB_HOST_STACK, "too many nested calls");
  listlab_room outer = ctx->room;
  ctx->room.state = L;
  ctx->room.limit = lua_gettop(L) + LISTLAB_HOST_STACK;
  ctx->swift_depth++;
  int results = ctx->dispatch(L, box);
  ctx->swift_depth--;
  ctx->room = outer;
  if (results < 0) return lua_error(L);  // Swift has returned: raising is safe now
  if (ctx->swift_depth == 0 && ctx->limit != 0 && ctx->used > ctx->limit) {
    ctx->memory_refused = 1;
    // The message is made over the budget too (as Swift's pushes were), so that it is this one,
    // with its place, that is raised, not a bare one from the allocator.
    luaL_checkstack(L, 2, "too many nested calls");
    ctx->swift_depth++;
    listlab_nearest_where(L, 1);
    lua_pushliteral(L, "not enough memory");
    lua_concat(L, 2);
    ctx->swift_depth--;
    return lua_error(L);
  }
  return results;
}

int listlab_reserve(lua_State *L, int count) {
  if (count < 0 || !lua_checkstack(L, count)) return 0;
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  if (ctx->room.state == L) {
    int wanted = lua_gettop(L) + count;
    if (wanted > ctx->room.limit) ctx->room.limit = wanted;
  }
  return 1;
}

void listlab_push_host_function(lua_State *L) { lua_pushcclosure(L, listlab_trampoline, 1); }

int listlab_push_bound_closure(lua_State *L, int fn, int value) {
  fn = lua_absindex(L, fn);
  value = lua_absindex(L, value);
  if (lua_tocfunction(L, fn) != listlab_trampoline) return 0;
  lua_getupvalue(L, fn, 1);  // the box userdata
  lua_pushvalue(L, value);
  lua_pushcclosure(L, listlab_trampoline, 2);
  return 1;
}

/// Message handler: turns any error value into a table
/// `{ message = string, value = original, traceback = string, source = string?, line = int? }`,
/// where source and line are those of the innermost Lua function on the stack.
static int listlab_message_handler(lua_State *L) {
  const char *message = lua_tostring(L, 1);
  if (message == NULL) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
      message = lua_tostring(L, -1);
    } else {
      message = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
  }
  int message_index = lua_gettop(L);
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, message_index);
  lua_setfield(L, -2, "message");
  lua_pushvalue(L, 1);
  lua_setfield(L, -2, "value");
  luaL_traceback(L, L, NULL, 1);
  lua_setfield(L, -2, "traceback");
  lua_Debug ar;
  for (int level = 1; lua_getstack(L, level, &ar); level++) {
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
      lua_pushstring(L, ar.short_src);
      lua_setfield(L, -2, "source");
      lua_pushinteger(L, ar.currentline);
      lua_setfield(L, -2, "line");
      break;
    }
  }
  return 1;
}

int listlab_pcall(lua_State *L, int nargs, int nresults) {
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, listlab_message_handler);
  lua_insert(L, base);
  ctx->swift_depth--;
  int status = lua_pcall(L, nargs, nresults, base);
  ctx->swift_depth++;
  lua_remove(L, base);
  return status;
}

static int listlab_tostring_body(lua_State *L) {
  luaL_tolstring(L, 1, NULL);
  return 1;
}

int listlab_tostring(lua_State *L, int index) {
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  index = lua_absindex(L, index);
  lua_pushcfunction(L, listlab_tostring_body);
  lua_pushvalue(L, index);
  ctx->swift_depth--;
  int status = lua_pcall(L, 1, 1, 0);
  ctx->swift_depth++;
  return status;
}
