// The C side of ListLab's Lua bridge.
//
// Swift cannot import Lua's function-like macros, cannot assign C globals, and must never be
// jumped over by Lua's longjmp-based errors. This header therefore holds three kinds of code:
//   1. macro re-exports as `static inline` functions;
//   2. the budgeted allocator (with its pool of small blocks) and the count hook (time limit,
//      Ctrl-C), which run inside Lua;
//   3. the trampoline through which Lua calls Swift: Swift returns a status and the C code raises
//      the error only after Swift has returned (a longjmp across Swift frames would skip their cleanup; see the Lua 5.4 manual, §4.4).
//
// No `static` variables live here: each Swift file that uses an inline function gets its own copy of
// it, so all shared state is in `listlab_context`, reached through the state's extra space.
#ifndef LISTLAB_CLUA_SHIM_H
#define LISTLAB_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <malloc.h>

/// Calls a Swift host function. Returns the number of results, or -1 when the error value is on top.
typedef int (*listlab_dispatch_fn)(lua_State *L, void *box);

/// Why the count hook stopped the script.
enum { LISTLAB_TRIP_NONE = 0, LISTLAB_TRIP_TIME = 1, LISTLAB_TRIP_INTERRUPT = 2 };

/// The pool of small blocks (see `listlab_alloc`): blocks of up to `LISTLAB_POOL_LARGEST` bytes, in
/// size classes `LISTLAB_POOL_STEP` bytes apart, carved from slabs of `LISTLAB_POOL_SLAB` bytes.
enum {
  LISTLAB_POOL_STEP = 16,
  LISTLAB_POOL_LARGEST = 512,
  LISTLAB_POOL_CLASSES = LISTLAB_POOL_LARGEST / LISTLAB_POOL_STEP,
  LISTLAB_POOL_SLAB = 64 * 1024,
};

/// Small blocks Lua freed, kept for its next allocations of the same class, and the slabs they
/// come from (all freed when the state closes).
typedef struct listlab_pool {
  void *free[LISTLAB_POOL_CLASSES];  // per class, a list linked through each block's first word
  char *next;                        // the unused end of the newest slab
  char *end;
  void *slabs;                       // every slab, linked through its first word
} listlab_pool;

/// State shared by Swift and the C functions of one Lua state.
typedef struct listlab_context {
  size_t used;            // bytes currently allocated by Lua
  size_t peak;            // largest `used` seen
  size_t limit;           // budget in bytes; 0 = unlimited
  int swift_depth;        // > 0 while Swift code runs: allocations are let through (see listlab_alloc)
  int memory_refused;     // an allocation was refused since the last reset
  volatile sig_atomic_t *interrupt_flag;  // set by the SIGINT handler; may be NULL
  int64_t deadline_ns;    // CLOCK_MONOTONIC deadline of the current entry; 0 = none
  int64_t time_limit_ns;  // the limit the deadline came from, for the message
  int tripped;            // LISTLAB_TRIP_*: once set, the hook raises until Swift resets it
  listlab_dispatch_fn dispatch;
  lua_State *main_state;  // for locating a refused allocation
  char memory_source[LUA_IDSIZE];  // where the last refused allocation happened ("" if unknown)
  int memory_line;
  listlab_pool pool;
} listlab_context;

static inline listlab_context *listlab_context_of(lua_State *L) {
  return *(listlab_context **)lua_getextraspace(L);
}

/// Finds the innermost Lua function (with a current line) on L's stack from `level` up.
/// Reads only: safe inside the allocator and hooks.
static inline int listlab_nearest_line(lua_State *L, int level, lua_Debug *ar) {
  for (; lua_getstack(L, level, ar); level++) {
    if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0) return ar->currentline;
  }
  return -1;
}

/// Pushes `chunk:line: ` of the nearest function from `level` up that has a line (Lua's own C
/// functions have none: `tostring` running a `__tostring`), or "" when none has.
static inline void listlab_nearest_where(lua_State *L, int level) {
  lua_Debug ar;
  if (listlab_nearest_line(L, level, &ar) > 0) {
    lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
  } else {
    lua_pushliteral(L, "");
  }
}

// MARK: - Allocator

// Lua allocates and frees small blocks at a high rate (tables, their parts, strings, closures),
// and tells the allocator each block's size when it frees or resizes it. A script that builds
// tables for a binding to read and drop frees them in bulk as the collector sweeps; handed to
// malloc, those blocks fill its bins with chunks of every size, which its next allocations —
// Lua's and Swift's alike — sort through and coalesce (glibc's unsorted bin, `malloc_consolidate`).
// Kept per size class instead, a freed block is the next block of its class Lua asks for, without
// a header and without malloc. The pool only grows: its slabs go back to malloc when the state
// closes (`listlab_pool_release`). Measured with `listlab bench` (lua.custom, lua.floor) and
// callgrind; see README "Performance".

/// The class of a block of `size` bytes (1 ... LISTLAB_POOL_LARGEST).
static inline size_t listlab_pool_class(size_t size) { return (size - 1) / LISTLAB_POOL_STEP; }

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LISTLAB_POOL_OFF 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define LISTLAB_POOL_OFF 1
#endif

/// Whether blocks of `size` bytes come from the pool. None do under AddressSanitizer, which then
/// sees every block Lua uses (Scripts/asan).
static inline int listlab_pooled(size_t size) {
#ifdef LISTLAB_POOL_OFF
  (void)size;
  return 0;
#else
  return size > 0 && size <= LISTLAB_POOL_LARGEST;
#endif
}

/// A block of the class of `size` bytes: a freed one, else the next of the newest slab (a new slab
/// when it is used up). NULL when malloc has no slab to give.
static inline void *listlab_pool_take(listlab_pool *pool, size_t size) {
  size_t size_class = listlab_pool_class(size);
  void *block = pool->free[size_class];
  if (block != NULL) {
    pool->free[size_class] = *(void **)block;
    return block;
  }
  size_t rounded = (size_class + 1) * LISTLAB_POOL_STEP;
  if (pool->next == NULL || (size_t)(pool->end - pool->next) < rounded) {
    char *slab = malloc(LISTLAB_POOL_SLAB);
    if (slab == NULL) return NULL;
    *(void **)slab = pool->slabs;
    pool->slabs = slab;
    // Blocks start one step in: the slab's link takes the first word, and blocks stay aligned as
    // malloc aligns (LISTLAB_POOL_STEP is a multiple of it).
    pool->next = slab + LISTLAB_POOL_STEP;
    pool->end = slab + LISTLAB_POOL_SLAB;
  }
  block = pool->next;
  pool->next += rounded;
  return block;
}

/// Keeps a freed block of `size` bytes for the next allocation of its class.
static inline void listlab_pool_give(listlab_pool *pool, void *block, size_t size) {
  size_t size_class = listlab_pool_class(size);
  *(void **)block = pool->free[size_class];
  pool->free[size_class] = block;
}

/// Frees every slab; the pool's blocks must no longer be used (after `lua_close`).
static inline void listlab_pool_release(listlab_pool *pool) {
  void *slab = pool->slabs;
  while (slab != NULL) {
    void *next = *(void **)slab;
    free(slab);
    slab = next;
  }
  memset(pool, 0, sizeof *pool);
}

/// Frees a block of `size` bytes (`realloc` to 0, for Lua).
static inline void listlab_pool_free(listlab_pool *pool, void *block, size_t size) {
  if (block == NULL) return;
  if (listlab_pooled(size)) {
    listlab_pool_give(pool, block, size);
  } else {
    free(block);
  }
}

/// Lua's `realloc`: `block` of `old_size` bytes (NULL: none) resized to `new_size` > 0 bytes, in
/// the pool or from malloc by size; NULL when there is no memory (the block is then unchanged).
static inline void *listlab_pool_realloc(listlab_pool *pool, void *block, size_t old_size, size_t new_size) {
  int was_pooled = block != NULL && listlab_pooled(old_size);
  int is_pooled = listlab_pooled(new_size);
  if (!was_pooled && !is_pooled) return realloc(block, new_size);
  if (was_pooled && is_pooled && listlab_pool_class(old_size) == listlab_pool_class(new_size)) return block;
  void *moved = is_pooled ? listlab_pool_take(pool, new_size) : malloc(new_size);
  if (moved == NULL) return NULL;
  if (block != NULL) {
    memcpy(moved, block, old_size < new_size ? old_size : new_size);
    listlab_pool_free(pool, block, old_size);
  }
  return moved;
}

/// `lua_Alloc` with a budget, small blocks from the context's pool. While Swift runs (`swift_depth > 0`) nothing is refused, so a Lua API call
/// made from a Swift frame cannot raise "not enough memory" over that frame; the trampoline enforces
/// the budget when the Swift function returns.
static inline void *listlab_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  listlab_context *ctx = (listlab_context *)ud;
  if (ptr == NULL) osize = 0;  // osize then encodes the object type
  if (nsize == 0) {
    listlab_pool_free(&ctx->pool, ptr, osize);
    ctx->used -= osize;
    return NULL;
  }
  if (nsize > osize && ctx->limit != 0 && ctx->swift_depth == 0 &&
      (nsize - osize > ctx->limit || ctx->used + (nsize - osize) > ctx->limit)) {
    // Lua raises memory errors without calling the message handler: remember where it happened.
    if (ctx->main_state != NULL) {
      lua_Debug ar;
      ctx->memory_line = listlab_nearest_line(ctx->main_state, 0, &ar);
      if (ctx->memory_line > 0) memcpy(ctx->memory_source, ar.short_src, LUA_IDSIZE);
    }
    ctx->memory_refused = 1;
    return NULL;
  }
  void *block = listlab_pool_realloc(&ctx->pool, ptr, osize, nsize);
  if (block == NULL) {
    // Inside a Swift frame Lua must not raise "not enough memory": its longjmp would unwind Swift.
    // The machine itself is out of memory here (the budget never refuses inside Swift frames).
    if (ctx->swift_depth > 0) {
      fputs("listlab: out of memory\n", stderr);
      abort();
    }
    return NULL;
  }
  ctx->used = ctx->used - osize + nsize;
  if (ctx->used > ctx->peak) ctx->peak = ctx->used;
  return block;
}

// MARK: - Count hook: time limit and Ctrl-C

static inline int64_t listlab_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/// Instructions between two checks of the clock and the interrupt flag.
#define LISTLAB_HOOK_COUNT 1000

static inline void listlab_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  listlab_context *ctx = listlab_context_of(L);
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

static inline void listlab_install_hook(lua_State *L) {
  lua_sethook(L, listlab_hook, LUA_MASKCOUNT, LISTLAB_HOOK_COUNT);
}

// MARK: - Calling Swift from Lua

/// Stack slots every Swift host function may use beyond its arguments: Lua's own guarantee for C
/// functions (LUA_MINSTACK), so the check below never reallocates the stack. Asking for more made
/// every call grow the stack that the collector had just shrunk (a realloc per call); Swift code
/// that pushes more than this asks first (`LuaStack.ensure`).
#define LISTLAB_HOST_STACK LUA_MINSTACK

/// The `lua_CFunction` behind every Swift host function. Upvalue 1 is a full userdata whose block holds
/// the Swift box pointer.
static inline int listlab_trampoline(lua_State *L) {
  listlab_context *ctx = listlab_context_of(L);
  void *box = *(void **)lua_touserdata(L, lua_upvalueindex(1));
  // Room for Swift's pushes, checked while raising is still allowed.
  luaL_checkstack(L, LISTLAB_HOST_STACK, "too many nested calls");
  ctx->swift_depth++;
  int results = ctx->dispatch(L, box);
  ctx->swift_depth--;
  if (results < 0) return lua_error(L);  // Swift has returned: raising is safe now
  if (ctx->swift_depth == 0 && ctx->limit != 0 && ctx->used > ctx->limit) {
    ctx->memory_refused = 1;
    // The message is made over the budget too (as Swift's pushes were), so that it is this one,
    // with its place, that is raised, not a bare one from the allocator.
    ctx->swift_depth++;
    listlab_nearest_where(L, 1);
    lua_pushliteral(L, "not enough memory");
    lua_concat(L, 2);
    ctx->swift_depth--;
    return lua_error(L);
  }
  return results;
}

/// Pops the box userdata on top and pushes a Lua function that calls Swift.
static inline void listlab_push_host_function(lua_State *L) {
  lua_pushcclosure(L, listlab_trampoline, 1);
}

/// Pushes a closure of the host function at `fn` that shares its Swift box and carries the value
/// at `value` as upvalue 2. Returns 0 (pushing nothing) when `fn` is not a host function.
static inline int listlab_push_bound_closure(lua_State *L, int fn, int value) {
  fn = lua_absindex(L, fn);
  value = lua_absindex(L, value);
  // (Not compared with listlab_trampoline: each Swift file has its own copy of this header's
  // inline functions, so their addresses differ.)
  if (!lua_iscfunction(L, fn)) return 0;
  if (lua_getupvalue(L, fn, 1) == NULL) return 0;  // the box userdata
  if (lua_type(L, -1) != LUA_TUSERDATA) {
    lua_pop(L, 1);
    return 0;
  }
  lua_pushvalue(L, value);
  lua_pushcclosure(L, listlab_trampoline, 2);
  return 1;
}

/// The pseudo-index of a bound closure's value.
static inline int listlab_bound_value_index(void) { return lua_upvalueindex(2); }

static inline int listlab_is_host_function(lua_State *L, int index) {
  return lua_tocfunction(L, index) == listlab_trampoline;
}

// MARK: - Protected calls from Swift

/// Message handler: turns any error value into a table
/// `{ message = string, value = original, traceback = string, source = string?, line = int? }`,
/// where source and line are those of the innermost Lua function on the stack.
static inline int listlab_message_handler(lua_State *L) {
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

/// `lua_pcall` with the message handler, entered from Swift. The function and its arguments are on
/// top. On error, the handler's table is left on top.
static inline int listlab_pcall(lua_State *L, int nargs, int nresults) {
  listlab_context *ctx = listlab_context_of(L);
  int base = lua_gettop(L) - nargs;
  lua_pushcfunction(L, listlab_message_handler);
  lua_insert(L, base);
  ctx->swift_depth--;
  int status = lua_pcall(L, nargs, nresults, base);
  ctx->swift_depth++;
  lua_remove(L, base);
  return status;
}

static inline int listlab_tostring_body(lua_State *L) {
  luaL_tolstring(L, 1, NULL);
  return 1;
}

/// Pushes `tostring(value at index)`, metamethods included, without letting an error escape.
/// Returns LUA_OK, or an error status with the error message pushed instead.
static inline int listlab_tostring(lua_State *L, int index) {
  listlab_context *ctx = listlab_context_of(L);
  index = lua_absindex(L, index);
  lua_pushcfunction(L, listlab_tostring_body);
  lua_pushvalue(L, index);
  ctx->swift_depth--;
  int status = lua_pcall(L, 1, 1, 0);
  ctx->swift_depth++;
  return status;
}

// MARK: - The scripts' pcall and xpcall

/// Where `pcall` and `xpcall` of scripts end, directly or as the continuation after a yield: on
/// failure `false` and the error. After a refused allocation the state is first collected fully:
/// what the failed code held is garbage now, and Lua's string buffers (`string.rep`, `..` of long
/// strings, `tostring`) allocate without the collector's emergency retry, so without it the next
/// allocation of the script would fail too.
static inline int listlab_finish_script_pcall(lua_State *L, int status, lua_KContext kept) {
  if (status != LUA_OK && status != LUA_YIELD) {
    listlab_context *ctx = listlab_context_of(L);
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
static inline int listlab_script_pcall(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, 1);
  lua_insert(L, 1);  // true, f, ...
  int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, listlab_finish_script_pcall);
  return listlab_finish_script_pcall(L, status, 0);
}

/// `xpcall(f, handler, ...)`.
static inline int listlab_script_xpcall(lua_State *L) {
  int count = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushboolean(L, 1);
  lua_pushvalue(L, 1);
  lua_rotate(L, 3, 2);  // f, handler, true, f, ...
  int status = lua_pcallk(L, count - 2, LUA_MULTRET, 2, 2, listlab_finish_script_pcall);
  return listlab_finish_script_pcall(L, status, 2);
}

/// Makes the globals `pcall` and `xpcall` the two above.
static inline void listlab_install_script_pcalls(lua_State *L) {
  lua_pushcfunction(L, listlab_script_pcall);
  lua_setglobal(L, "pcall");
  lua_pushcfunction(L, listlab_script_xpcall);
  lua_setglobal(L, "xpcall");
}

static inline int listlab_panic(lua_State *L) {
  const char *message = lua_tostring(L, -1);
  fprintf(stderr, "listlab: unprotected Lua error: %s\n", message ? message : "(not a string)");
  fflush(stderr);
  return 0;  // Lua aborts
}

/// A new state whose allocator and extra space point at `ctx`.
static inline lua_State *listlab_newstate(listlab_context *ctx) {
  lua_State *L = lua_newstate(listlab_alloc, ctx);
  if (L == NULL) return NULL;
  *(listlab_context **)lua_getextraspace(L) = ctx;
  ctx->main_state = L;
  lua_atpanic(L, listlab_panic);
  listlab_install_hook(L);
  return L;
}

// MARK: - Macro re-exports

static inline void listlab_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void listlab_newtable(lua_State *L) { lua_newtable(L); }
static inline void listlab_insert(lua_State *L, int index) { lua_insert(L, index); }
static inline void listlab_remove(lua_State *L, int index) { lua_remove(L, index); }
static inline void listlab_replace(lua_State *L, int index) { lua_replace(L, index); }
static inline int listlab_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int listlab_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline void listlab_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline const char *listlab_typename(lua_State *L, int index) {
  return luaL_typename(L, index);
}
static inline void *listlab_newuserdata(lua_State *L, size_t size) {
  return lua_newuserdatauv(L, size, 0);
}
static inline int listlab_getmetatable_named(lua_State *L, const char *name) {
  return luaL_getmetatable(L, name);
}
static inline int listlab_load(lua_State *L, const char *buffer, size_t size, const char *chunkname,
                               const char *mode) {
  return luaL_loadbufferx(L, buffer, size, chunkname, mode);
}
static inline void listlab_pushliteral(lua_State *L, const char *s) { lua_pushstring(L, s); }
static inline int listlab_isinteger(lua_State *L, int index) { return lua_isinteger(L, index); }
static inline lua_Integer listlab_tointeger(lua_State *L, int index, int *isnum) {
  return lua_tointegerx(L, index, isnum);
}
static inline lua_Number listlab_tonumber(lua_State *L, int index, int *isnum) {
  return lua_tonumberx(L, index, isnum);
}
/// A field of a record as `listlab_scan_record` found it: its key's position among the keys given,
/// and its value — a string (its bytes and length), a number, a boolean (in `integer`), or, for
/// the one field that may hold a table, that table's own fields, which follow it (their number in
/// `integer`).
typedef struct listlab_field {
  int position;
  int type;  // LUA_TSTRING, LUA_TNUMBER, LUA_TBOOLEAN or LUA_TTABLE
  int is_integer;
  lua_Integer integer;
  lua_Number number;
  const char *string;
  size_t length;
} listlab_field;

static inline int listlab_key_position(const void *const *keys, int count, const void *key) {
  for (int i = 0; i < count; i++) {
    if (keys[i] == key) return i;
  }
  return -1;
}

/// Scans the record of the table at `index` — every entry but the array part 1...`array_count` —
/// into `fields`, in `lua_next` order, and returns how many it wrote; -1 (the stack as it was) at a
/// key that is none of `keys` (recognised by the address of its bytes: short strings are interned,
/// see LuaKeySet.swift) and no array key, at a value that is no string, number or boolean, or at a
/// table anywhere but at `nested_position`, where a plain table's record is scanned with
/// `nested_keys` (and no array part, no deeper tables) into the fields that follow. One loop in C
/// where a binding checks whether a table holds what one it read before held.
static inline int listlab_scan_record(lua_State *L, int index, const void *const *keys, int key_count,
                                      lua_Integer array_count, int nested_position,
                                      const void *const *nested_keys, int nested_count, listlab_field *fields,
                                      int capacity) {
  int table = lua_absindex(L, index);
  int count = 0;
  lua_pushnil(L);
  while (lua_next(L, table)) {
    int position = -1;
    if (lua_type(L, -2) == LUA_TSTRING) {
      position = listlab_key_position(keys, key_count, lua_tolstring(L, -2, NULL));
    } else if (lua_isinteger(L, -2)) {
      lua_Integer key = lua_tointegerx(L, -2, NULL);
      if (key >= 1 && key <= array_count) {
        lua_pop(L, 1);
        continue;
      }
    }
    if (position < 0 || count >= capacity) goto refuse;
    listlab_field *field = &fields[count++];
    field->position = position;
    field->type = lua_type(L, -1);
    field->is_integer = 0;
    field->integer = 0;
    field->number = 0;
    field->string = NULL;
    field->length = 0;
    switch (field->type) {
      case LUA_TSTRING:
        field->string = lua_tolstring(L, -1, &field->length);
        break;
      case LUA_TNUMBER:
        field->is_integer = lua_isinteger(L, -1);
        if (field->is_integer) {
          field->integer = lua_tointegerx(L, -1, NULL);
        } else {
          field->number = lua_tonumberx(L, -1, NULL);
        }
        break;
      case LUA_TBOOLEAN:
        field->integer = lua_toboolean(L, -1);
        break;
      case LUA_TTABLE: {
        if (position != nested_position || nested_keys == NULL || !lua_checkstack(L, 3)) goto refuse;
        if (lua_getmetatable(L, -1)) {
          lua_pop(L, 1);
          goto refuse;
        }
        int nested = listlab_scan_record(L, -1, nested_keys, nested_count, 0, -1, NULL, 0, fields + count,
                                         capacity - count);
        if (nested < 0) goto refuse;
        field->integer = nested;
        count += nested;
        break;
      }
      default:
        goto refuse;
    }
    lua_pop(L, 1);
  }
  return count;
refuse:
  lua_pop(L, 2);
  return -1;
}

/// Whether `count` fields scanned by `listlab_scan_record` are the same as `other`'s: positions,
/// types, strings byte for byte, numbers bit for bit (an integer never matches a float).
static inline int listlab_same_fields(const listlab_field *fields, const listlab_field *other, int count) {
  for (int i = 0; i < count; i++) {
    const listlab_field *a = &fields[i], *b = &other[i];
    if (a->position != b->position || a->type != b->type || a->integer != b->integer ||
        a->is_integer != b->is_integer || a->length != b->length)
      return 0;
    if (a->type == LUA_TSTRING && a->length > 0 && memcmp(a->string, b->string, a->length) != 0) return 0;
    if (a->type == LUA_TNUMBER && !a->is_integer && memcmp(&a->number, &b->number, sizeof(lua_Number)) != 0)
      return 0;
  }
  return 1;
}

/// `getmetatable(t)[key]` (raw) of the table at `index` as an integer: sets `*found` to 1 when
/// the value is a table whose metatable holds an integer there, else to 0. Leaves the stack as
/// it was. One call where a binding recognises its tagged tables on every read.
/// When `metatable` is not NULL, it is set to the metatable's address (an identity, NULL when none).
static inline lua_Integer listlab_tag_integer(lua_State *L, int index, const void *key, int *found,
                                              const void **metatable) {
  *found = 0;
  if (metatable != NULL) *metatable = NULL;
  if (lua_type(L, index) != LUA_TTABLE || !lua_getmetatable(L, index)) return 0;
  if (metatable != NULL) *metatable = lua_topointer(L, -1);
  lua_Integer value = lua_rawgetp(L, -1, key) == LUA_TNUMBER ? lua_tointegerx(L, -1, found) : 0;
  lua_pop(L, 2);
  return value;
}
/// Pushes the nearest Lua function at or above `level` that has a current line (1 = the Lua code
/// calling the C function running) and returns that line; pushes nothing and returns 0 when none
/// has one. One call where a binding notes the place of every constructor call.
static inline int listlab_push_calling_function(lua_State *L, int level) {
  lua_Debug ar;
  for (; lua_getstack(L, level, &ar); level++) {
    if (!lua_getinfo(L, "fl", &ar)) return 0;
    if (ar.currentline > 0) return ar.currentline;
    lua_pop(L, 1);  // a C function: no line; look further up
  }
  return 0;
}
static inline int listlab_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT, 0); }
/// One step of the collector, as if `kilobytes` had been allocated by Lua.
static inline int listlab_gc_step(lua_State *L, int kilobytes) { return lua_gc(L, LUA_GCSTEP, kilobytes); }
/// Makes room for `n` more values; returns 0 (never raises) when the stack cannot grow.
static inline int listlab_checkstack(lua_State *L, int n) { return lua_checkstack(L, n); }
/// Whether the current entry's deadline has passed or Ctrl-C was pressed (for long Swift loops).
static inline int listlab_should_stop(listlab_context *ctx) {
  if (ctx->tripped != LISTLAB_TRIP_NONE) return ctx->tripped;
  if (ctx->interrupt_flag != NULL && *ctx->interrupt_flag) {
    *ctx->interrupt_flag = 0;
    ctx->tripped = LISTLAB_TRIP_INTERRUPT;
  } else if (ctx->deadline_ns != 0 && listlab_now_ns() >= ctx->deadline_ns) {
    ctx->tripped = LISTLAB_TRIP_TIME;
  }
  return ctx->tripped;
}

/// Pushes "chunkname:currentline: " of the Lua function at `level` (1 = caller of the host function).
static inline void listlab_where(lua_State *L, int level) { luaL_where(L, level); }

/// Name under which the function at `level` was called, and whether it was called as a method.
static inline const char *listlab_called_name(lua_State *L, int level, int *is_method) {
  lua_Debug ar;
  *is_method = 0;
  if (!lua_getstack(L, level, &ar)) return NULL;
  if (!lua_getinfo(L, "n", &ar)) return NULL;
  if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) *is_method = 1;
  return ar.name;
}

/// Bytes malloc has handed out and not taken back: the arena's used blocks plus the blocks it maps
/// on their own (glibc's mallinfo2). For `listlab bench`'s memory figures; 0 elsewhere.
static inline size_t listlab_heap_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

/// Keeps freed memory in the process for reuse (see `HeapUsage.keepFreedMemoryForReuse`): blocks
/// below 32 MiB come from the heap rather than their own mappings, and the heap's free top is
/// returned to the kernel only above 256 MiB. glibc only; elsewhere nothing changes. Returns
/// whether malloc took both settings.
static inline int listlab_keep_freed_memory(void) {
#if defined(__GLIBC__)
  int mmap = mallopt(M_MMAP_THRESHOLD, 32 << 20);
  int trim = mallopt(M_TRIM_THRESHOLD, 256 << 20);
  return mmap == 1 && trim == 1;
#else
  return 0;
#endif
}

#endif
