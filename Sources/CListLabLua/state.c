// A Lua state wired to its context: the allocator, the extra space, the panic function, the hook.
#include <stdio.h>

#include "internal.h"

/// Reports an error raised outside any protected call; Lua then aborts.
static int listlab_panic(lua_State *L) {
  const char *message = lua_tostring(L, -1);
  fprintf(stderr, "listlab: unprotected Lua error: %s\n", message ? message : "(not a string)");
  fflush(stderr);
  return 0;  // Lua aborts
}

lua_State *listlab_newstate(listlab_context *ctx) {
  lua_State *L = lua_newstate(listlab_alloc, ctx);
  if (L == NULL) return NULL;
  LISTLAB_CONTEXT(L) = ctx;
  ctx->main_state = L;
  // Swift starts on the main thread's base frame, which Lua gives LUA_MINSTACK slots.
  ctx->room.state = L;
  ctx->room.limit = LUA_MINSTACK;
  lua_atpanic(L, listlab_panic);
  listlab_install_hook(L);
  return L;
}

int listlab_nearest_line(lua_State *L, int level, lua_Debug *ar) {
  for (; lua_getstack(L, level, ar); level++) {
    if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0) return ar->currentline;
  }
  return -1;
}

int listlab_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT, 0); }

int listlab_gc_step(lua_State *L, int kilobytes) { return lua_gc(L, LUA_GCSTEP, kilobytes); }
