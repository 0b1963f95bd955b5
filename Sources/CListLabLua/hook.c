// The count hook: the time limit and Ctrl-C stop a script from inside Lua.
#include <time.h>

#include "internal.h"

/// Instructions between two checks of the clock and the interrupt flag.
#define LISTLAB_HOOK_COUNT 1000

int64_t listlab_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void listlab_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  if (ctx->tripped == LISTLAB_TRIP_NONE) {
    if (ctx->interrupt_flag != NULL && *ctx->interrupt_flag) {
      *ctx->interrupt_flag = 0;
      ctx->tripped = LISTLAB_TRIP_INTERRUPT;
    } else if (ctx->deadline_ns != 0 && listlab_now_ns() >= ctx->deadline_ns) {
      ctx->tripped = LISTLAB_TRIP_TIME;
    }
  }
  if (ctx->tripped == LISTLAB_TRIP_NONE) return;
  // Keep raising on every instruction of this thread until Swift resets `tripped`: a `pcall` or a
  // coroutine that catches the error is stopped again at its next instruction.
  lua_sethook(L, listlab_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT, 1);
  // The message names the line of the innermost Lua function (the hook may fire in a C function).
  lua_Debug where;
  int line = listlab_nearest_line(L, 0, &where);
  if (line > 0) {
    lua_pushfstring(L, "%s:%d: ", where.short_src, line);
  } else {
    lua_pushliteral(L, "");
  }
  if (ctx->tripped == LISTLAB_TRIP_INTERRUPT) {
    lua_pushliteral(L, "interrupted!");
  } else {
    lua_pushfstring(L, "time limit exceeded (%f s)", (lua_Number)ctx->time_limit_ns / 1e9);
  }
  lua_concat(L, 2);
  lua_error(L);
}

void listlab_install_hook(lua_State *L) { lua_sethook(L, listlab_hook, LUA_MASKCOUNT, LISTLAB_HOOK_COUNT); }

int listlab_should_stop(listlab_context *ctx) {
  if (ctx->tripped != LISTLAB_TRIP_NONE) return ctx->tripped;
  if (ctx->interrupt_flag != NULL && *ctx->interrupt_flag) {
    *ctx->interrupt_flag = 0;
    ctx->tripped = LISTLAB_TRIP_INTERRUPT;
  } else if (ctx->deadline_ns != 0 && listlab_now_ns() >= ctx->deadline_ns) {
    ctx->tripped = LISTLAB_TRIP_TIME;
  }
  return ctx->tripped;
}
