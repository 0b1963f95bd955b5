// The sandbox's `string.rep`, `table.move`, `table.insert` and `table.remove`: Lua 5.4's (reference
// manual §6.4 and §6.6), with their behaviour and messages, but watching the limits as they loop.
//
// Lua's own loop in C over counts a script chooses, without allocating in proportion: an empty
// `string.rep("", 1e15)`, a `table.move` of a huge range of an empty table, an insertion or a
// removal in a table whose `__len` says it is huge. No instruction runs, so the count hook never
// fires and such a call ran for hours past the time limit and Ctrl-C. These check the limits every
// few thousand elements (`listlab_budget`, hook.c).
#include <lauxlib.h>
#include <limits.h>
#include <string.h>

#include "internal.h"

// MARK: - string.rep

/// `string.rep(s, n [, sep])`. Results are limited to INT_MAX bytes, as Lua 5.4 limits them.
static int sandbox_string_rep(lua_State *L) {
  size_t length, separator_length;
  const char *text = luaL_checklstring(L, 1, &length);
  lua_Integer count = luaL_checkinteger(L, 2);
  const char *separator = luaL_optlstring(L, 3, "", &separator_length);
  size_t piece = length + separator_length;
  if (count <= 0 || piece == 0) {  // nothing to repeat makes "" at once, whatever the count
    lua_pushliteral(L, "");
    return 1;
  }
  if (piece < length || piece > (size_t)INT_MAX / (lua_Unsigned)count) {
    return luaL_error(L, "resulting string too large");
  }
  size_t total = (size_t)count * length + (size_t)(count - 1) * separator_length;
  luaL_Buffer b;
  char *out = luaL_buffinitsize(L, &b, total);
  listlab_budget budget = listlab_budget_start(L);
  for (lua_Integer i = 0; i < count; i++) {
    if (i > 0) {
      memcpy(out, separator, separator_length);
      out += separator_length;
    }
    memcpy(out, text, length);
    out += length;
    listlab_budget_spend(&budget, 1 + (piece >> 6));
  }
  luaL_pushresultsize(&b, total);
  return 1;
}

// MARK: - Tables (and values that act as tables through their metatable)

enum { NEEDS_READ = 1, NEEDS_WRITE = 2, NEEDS_LENGTH = 4 };

/// Argument `arg` must be a table, or a value whose metatable has the fields for what the function
/// does with it (`__index` to read, `__newindex` to write, `__len` for the length).
static void check_table_like(lua_State *L, int arg, int needs) {
  if (lua_type(L, arg) == LUA_TTABLE) return;
  int usable = 0;
  luaL_checkstack(L, 2, NULL);
  if (lua_getmetatable(L, arg)) {
    static const char *const fields[] = {"__index", "__newindex", "__len"};
    usable = 1;
    for (int i = 0; i < 3; i++) {
      if (!(needs & (1 << i))) continue;
      lua_pushstring(L, fields[i]);
      if (lua_rawget(L, -2) == LUA_TNIL) usable = 0;
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
  }
  if (!usable) luaL_checktype(L, arg, LUA_TTABLE);
}

/// `t[to] = t[from]` for the table at `source` and `destination`, the limits checked now and then.
static void copy_element(lua_State *L, listlab_budget *budget, int source, lua_Integer from, int destination,
                         lua_Integer to) {
  lua_geti(L, source, from);
  lua_seti(L, destination, to);
  listlab_budget_spend(budget, 1);
}

/// `table.move(a1, f, e, t [, a2])`.
static int sandbox_table_move(lua_State *L) {
  lua_Integer first = luaL_checkinteger(L, 2);
  lua_Integer last = luaL_checkinteger(L, 3);
  lua_Integer to = luaL_checkinteger(L, 4);
  int destination = lua_isnoneornil(L, 5) ? 1 : 5;
  check_table_like(L, 1, NEEDS_READ);
  check_table_like(L, destination, NEEDS_WRITE);
  if (last >= first) {
    luaL_argcheck(L, first > 0 || last < LUA_MAXINTEGER + first, 3, "too many elements to move");
    lua_Integer count = last - first + 1;
    luaL_argcheck(L, to <= LUA_MAXINTEGER - count + 1, 4, "destination wrap around");
    luaL_checkstack(L, 1, NULL);
    listlab_budget budget = listlab_budget_start(L);
    // Forwards unless the ranges overlap in the same table with the destination after the source
    // (the tables compared, `__eq` included, only then).
    if (to > last || to <= first || (destination != 1 && !lua_compare(L, 1, destination, LUA_OPEQ))) {
      for (lua_Integer i = 0; i < count; i++) copy_element(L, &budget, 1, first + i, destination, to + i);
    } else {
      for (lua_Integer i = count - 1; i >= 0; i--) copy_element(L, &budget, 1, first + i, destination, to + i);
    }
  }
  lua_pushvalue(L, destination);
  return 1;
}

/// The length of argument 1 as `#` gives it (its `__len`), for a table read and written.
static lua_Integer table_length(lua_State *L) {
  check_table_like(L, 1, NEEDS_READ | NEEDS_WRITE | NEEDS_LENGTH);
  return luaL_len(L, 1);
}

/// `table.insert(t, [pos,] value)`.
static int sandbox_table_insert(lua_State *L) {
  lua_Integer end = (lua_Integer)((lua_Unsigned)table_length(L) + 1u);  // the first free position
  lua_Integer position = end;
  int arguments = lua_gettop(L);
  if (arguments == 3) {
    position = luaL_checkinteger(L, 2);
    luaL_argcheck(L, (lua_Unsigned)position - 1u < (lua_Unsigned)end, 2, "position out of bounds");
    luaL_checkstack(L, 1, NULL);
    listlab_budget budget = listlab_budget_start(L);
    for (lua_Integer i = end; i > position; i--) copy_element(L, &budget, 1, i - 1, 1, i);
  } else if (arguments != 2) {
    return luaL_error(L, "wrong number of arguments to 'insert'");
  }
  lua_seti(L, 1, position);  // the value, on top
  return 0;
}

/// `table.remove(t [, pos])`.
static int sandbox_table_remove(lua_State *L) {
  lua_Integer size = table_length(L);
  lua_Integer position = luaL_optinteger(L, 2, size);
  if (position != size) {
    // Argument #1 in the message, as Lua 5.4's own says (though the position is argument #2).
    luaL_argcheck(L, (lua_Unsigned)position - 1u <= (lua_Unsigned)size, 1, "position out of bounds");
  }
  luaL_checkstack(L, 2, NULL);
  lua_geti(L, 1, position);  // the result
  listlab_budget budget = listlab_budget_start(L);
  for (; position < size; position++) copy_element(L, &budget, 1, position + 1, 1, position);
  lua_pushnil(L);
  lua_seti(L, 1, position);
  return 1;
}

// MARK: - Installing

void listlab_install_bounded_library(lua_State *L) {
  luaL_checkstack(L, 2, NULL);
  lua_getglobal(L, "string");
  lua_pushcfunction(L, sandbox_string_rep);
  lua_setfield(L, -2, "rep");
  lua_pop(L, 1);
  lua_getglobal(L, "table");
  lua_pushcfunction(L, sandbox_table_move);
  lua_setfield(L, -2, "move");
  lua_pushcfunction(L, sandbox_table_insert);
  lua_setfield(L, -2, "insert");
  lua_pushcfunction(L, sandbox_table_remove);
  lua_setfield(L, -2, "remove");
  lua_pop(L, 1);
}
