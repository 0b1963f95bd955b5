// What the `.c` files of this target share and Swift does not see: declarations only.
#ifndef LISTLAB_CLISTLABLUA_INTERNAL_H
#define LISTLAB_CLISTLABLUA_INTERNAL_H

#include <lua.h>

#include "CListLabLua.h"

// The header's stand-ins for Lua's configured types (luaconf.h).
_Static_assert(LISTLAB_IDSIZE == LUA_IDSIZE, "LISTLAB_IDSIZE must be LUA_IDSIZE");
_Static_assert(_Generic((lua_Integer)0, long long: 1, default: 0), "lua_Integer must be long long");
_Static_assert(_Generic((lua_Number)0, double: 1, default: 0), "lua_Number must be double");

/// The context of a Lua state (or of one of its threads): the pointer `listlab_newstate` put in the
/// state's extra space, which every thread of the state copies (Lua 5.4 manual, §4.4,
/// `lua_getextraspace`).
#define LISTLAB_CONTEXT(L) (*(listlab_context **)lua_getextraspace(L))

/// `lua_Alloc` with the context's budget and pool (allocator.c).
void *listlab_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/// Raises the error of the limit that tripped the context (`tripped` set: the time limit or
/// Ctrl-C), placed at the innermost Lua line, and arms the raising hook on L and the main thread
/// so that no `pcall` can go on past it (hook.c). Does not return.
int listlab_raise_trip(lua_State *L);

/// Steps of bounded work between two checks of the limits: a few microseconds.
#define LISTLAB_BUDGET_STEPS 4096

/// A step budget for a C loop whose length a script chooses (pattern matching, `string.rep`,
/// `table.move`…): every LISTLAB_BUDGET_STEPS steps it checks the time limit, Ctrl-C and the
/// memory budget, and raises as the count hook does when one is reached.
typedef struct listlab_budget {
  lua_State *L;
  long steps_left;
} listlab_budget;

/// Checks the limits (raising when one is reached) and grants the next steps (hook.c).
void listlab_budget_check(listlab_budget *budget);

static inline listlab_budget listlab_budget_start(lua_State *L) {
  listlab_budget budget = {L, LISTLAB_BUDGET_STEPS};
  return budget;
}

/// Spends `cost` steps (at most a full budget's worth at once).
static inline void listlab_budget_spend(listlab_budget *budget, size_t cost) {
  budget->steps_left -= (long)(cost > LISTLAB_BUDGET_STEPS ? LISTLAB_BUDGET_STEPS : cost);
  if (budget->steps_left < 0) listlab_budget_check(budget);
}

#endif
