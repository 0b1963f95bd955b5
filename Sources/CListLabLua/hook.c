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

/// The hook that raises on every instruction, call and return, once the entry is to stop.
#define LISTLAB_HOOK_EVERY (LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT)

static int raise_trip(lua_State *L, int mask);

static void listlab_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  if (listlab_should_stop(ctx) != LISTLAB_TRIP_NONE) raise_trip(L, LISTLAB_HOOK_EVERY);
  // A thread left with the raising hook by an entry that has ended (Swift reset `tripped` and
  // re-installed the count hook on the main thread only) is counted again from here on.
  if (lua_gethookmask(L) != LUA_MASKCOUNT) listlab_install_hook(L);
}

/// The raising hook where Lua may call the message handler with hooks on (outside a hook: a call
/// hook would raise again inside the handler): every instruction and line stops the script.
#define LISTLAB_HOOK_LINES (LUA_MASKLINE | LUA_MASKCOUNT)

/// Arms L with the raising hook on `mask` and the main thread on lines, and raises.
static int raise_trip(lua_State *L, int mask) {
  listlab_context *ctx = LISTLAB_CONTEXT(L);
  // Keep raising on every instruction until Swift resets `tripped`: a `pcall` or a coroutine that
  // catches the error is stopped again at its next instruction. The main thread too, when this
  // is a coroutine's: it stops at once when the coroutine's error is caught (the threads between
  // stop at their own count hook's next check, within 1,000 instructions, or at their next call
  // of a Swift function).
  lua_sethook(L, listlab_hook, mask, 1);
  if (ctx->main_state != NULL && ctx->main_state != L) {
    lua_sethook(ctx->main_state, listlab_hook, LISTLAB_HOOK_LINES, 1);
  }
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
  return lua_error(L);
}

int listlab_raise_trip(lua_State *L) { return raise_trip(L, LISTLAB_HOOK_LINES); }

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

void listlab_budget_check(listlab_budget *budget) {
  budget->steps_left = LISTLAB_BUDGET_STEPS;
  listlab_context *ctx = LISTLAB_CONTEXT(budget->L);
  if (listlab_should_stop(ctx) != LISTLAB_TRIP_NONE) listlab_raise_trip(budget->L);
  // Lua's allocations over the budget are refused as they happen; this catches memory Swift was
  // let through with (see listlab_alloc).
  if (ctx->limit != 0 && ctx->used > ctx->limit) {
    ctx->memory_refused = 1;
    lua_pushliteral(budget->L, "not enough memory");
    lua_error(budget->L);
  }
}
