// The C side of ListLab's Lua bridge: declarations only (the code is in this target's `.c` files,
// compiled once, with the sanitizers SwiftPM is given).
//
// Swift must never be jumped over by Lua's longjmp-based errors, cannot assign C globals, and
// cannot call C's variadic functions. This target therefore holds:
//   1. the budgeted allocator (with its pool of small blocks) and the count hook (time limit,
//      Ctrl-C), which run inside Lua (allocator.c, hook.c);
//   2. the trampoline through which Lua calls Swift: Swift returns a status and the C code raises
//      the error only after Swift has returned (a longjmp across Swift frames would skip their
//      cleanup; see the Lua 5.4 manual, §4.4), and the protected calls Swift makes (calls.c), the
//      scripts' `pcall` and `xpcall` (script_pcalls.c), the state itself (state.c);
//   3. the sandbox's `load` and `setmetatable` (sandbox.c), and its pattern matching and the library
//      functions that loop in C, which stop at the limits (patterns.c, library.c);
//   4. the record scan behind shared content nodes and a function's call name (records.c), and
//      malloc's figures (heap.c).
// Lua's function-like macros (`lua_pop`, `lua_upvalueindex`, …) are Swift functions in LuaBridge
// (Lua+Macros.swift).
//
// All shared state is in `listlab_context`, reached through the state's extra space.
//
// Lua's own types are named, not included: Swift takes them from the CLua module, which holds
// lua.h. (Included here, lua.h would be part of this module too, and Swift would find Lua's types
// in two modules.) Integers and numbers are Lua 5.4's defaults, `long long` and `double`
// (luaconf.h), and a chunk id is LUA_IDSIZE, 60 bytes; the `.c` files check all three at compile
// time (internal.h).
#ifndef LISTLAB_CLISTLABLUA_H
#define LISTLAB_CLISTLABLUA_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

struct lua_State;
struct lua_Debug;

/// LUA_IDSIZE: the bytes of a chunk id (`lua_Debug.short_src`).
enum { LISTLAB_IDSIZE = 60 };

/// Calls a Swift host function. Returns the number of results, or -1 when the error value is on top.
typedef int (*listlab_dispatch_fn)(struct lua_State *L, void *box);

/// Why the count hook stopped the script.
enum { LISTLAB_TRIP_NONE = 0, LISTLAB_TRIP_TIME = 1, LISTLAB_TRIP_INTERRUPT = 2 };

/// The pool of small blocks (see `listlab_alloc` in allocator.c): blocks of up to
/// `LISTLAB_POOL_LARGEST` bytes, in size classes `LISTLAB_POOL_STEP` bytes apart, carved from slabs
/// of `LISTLAB_POOL_SLAB` bytes.
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

/// The stack slots the Swift code running now may fill: indices up to `limit` of `state`'s stack
/// (absolute, in the frame of the C function Swift runs in). Lua guarantees a C function
/// LUA_MINSTACK free slots above its arguments; more are reserved with `listlab_reserve`, which
/// grows the stack. Every push Swift makes is checked against it (LuaStack+Pushes.swift).
typedef struct listlab_room {
  struct lua_State *state;
  int limit;
} listlab_room;

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
  listlab_room room;      // the innermost Swift frame's reserved room (saved and restored per call)
  struct lua_State *main_state;  // for locating a refused allocation
  char memory_source[LISTLAB_IDSIZE];  // where the last refused allocation happened ("" if unknown)
  int memory_line;
  listlab_pool pool;
} listlab_context;

/// A field of a record as `listlab_scan_record` found it: its key's position among the keys given,
/// and its value — a string (its bytes and length), a number, a boolean (in `integer`), or, for
/// the one field that may hold a table, that table's own fields, which follow it (their number in
/// `integer`).
typedef struct listlab_field {
  int position;
  int type;  // LUA_TSTRING, LUA_TNUMBER, LUA_TBOOLEAN or LUA_TTABLE
  int is_integer;
  long long integer;  // lua_Integer
  double number;      // lua_Number
  const char *string;
  size_t length;
} listlab_field;

// MARK: - The state (state.c)

/// A new state whose allocator and extra space point at `ctx`, with the count hook installed and a
/// panic function that reports an unprotected error; NULL when there is no memory.
struct lua_State *listlab_newstate(listlab_context *ctx);

/// Finds the innermost Lua function (with a current line) on L's stack from `level` up, fills `ar`
/// with its source and line and returns the line; -1 when there is none. Reads only: safe inside
/// the allocator and hooks.
int listlab_nearest_line(struct lua_State *L, int level, struct lua_Debug *ar);

/// A full collection (`lua_gc` is variadic, which Swift cannot call).
int listlab_gc_collect(struct lua_State *L);

/// One step of the collector, as if `kilobytes` had been allocated by Lua.
int listlab_gc_step(struct lua_State *L, int kilobytes);

// MARK: - The allocator (allocator.c)

/// Frees every slab of the pool; the pool's blocks must no longer be used (after `lua_close`).
void listlab_pool_release(listlab_pool *pool);

// MARK: - The count hook: time limit and Ctrl-C (hook.c)

/// CLOCK_MONOTONIC now, in nanoseconds.
int64_t listlab_now_ns(void);

/// (Re)installs the count hook: every 1,000 instructions it checks the deadline and the interrupt
/// flag.
void listlab_install_hook(struct lua_State *L);

/// Whether the current entry's deadline has passed or Ctrl-C was pressed (for long Swift loops):
/// trips the context then, and returns `tripped` (LISTLAB_TRIP_*).
int listlab_should_stop(listlab_context *ctx);

// MARK: - Calling Swift from Lua, and Lua from Swift (calls.c)

/// Makes room for `count` more values on L's stack and records it as the room Swift may fill
/// (when L is the thread Swift runs on). Returns 0, changing nothing, when the stack cannot grow
/// that far (Lua's limit is LUAI_MAXSTACK slots): never raises.
int listlab_reserve(struct lua_State *L, int count);

/// Pops the box userdata on top and pushes a Lua function that calls Swift through the trampoline.
void listlab_push_host_function(struct lua_State *L);

/// Pushes a closure of the host function at `fn` that shares its Swift box and carries the value
/// at `value` as upvalue 2. Returns 0 (pushing nothing) when `fn` is not a host function.
int listlab_push_bound_closure(struct lua_State *L, int fn, int value);

/// `lua_pcall` with the message handler, entered from Swift. The function and its arguments are on
/// top, and one slot more is reserved (for the handler). On error, a table
/// `{ message, value, traceback, source?, line? }` is left on top.
int listlab_pcall(struct lua_State *L, int nargs, int nresults);

/// Pushes `tostring(value at index)`, metamethods included, without letting an error escape (two
/// slots reserved). Returns LUA_OK, or an error status with the error message pushed instead.
int listlab_tostring(struct lua_State *L, int index);

// MARK: - The scripts' pcall and xpcall (script_pcalls.c)

/// Makes the globals `pcall` and `xpcall` ones that collect fully after a refused allocation.
void listlab_install_script_pcalls(struct lua_State *L);

// MARK: - The sandbox's own functions (sandbox.c, patterns.c)

/// Makes the globals `load` and `setmetatable` the sandbox's: Lua 5.4's, but `load` refuses binary
/// chunks whatever the mode, and `setmetatable` refuses a metatable with `__gc`.
void listlab_install_sandbox_functions(struct lua_State *L);

/// Sets `find`, `match`, `gmatch` and `gsub` of the global `string` table (the string library, also
/// `package.loaded.string`) to ListLab's pattern matching: Lua 5.4's semantics and messages, with a
/// step budget that checks the time limit, Ctrl-C and the memory budget every few thousand steps.
void listlab_install_patterns(struct lua_State *L);

/// Sets `string.rep`, `table.move`, `table.insert` and `table.remove` to the sandbox's (library.c):
/// Lua 5.4's, checking the limits as they loop over counts a script chooses.
void listlab_install_bounded_library(struct lua_State *L);

// MARK: - Reading tables and the call stack in one call (records.c)

/// Scans the record of the table at `index` — every entry but the array part 1...`array_count` —
/// into `fields`, in `lua_next` order, and returns how many it wrote; -1 (the stack as it was) at a
/// key that is none of `keys` (recognised by the address of its bytes: short strings are interned,
/// see LuaKeySet.swift) and no array key, at a value that is no string, number or boolean, or at a
/// table anywhere but at `nested_position`, where a plain table's record is scanned with
/// `nested_keys` (and no array part, no deeper tables) into the fields that follow. One loop in C
/// where a binding checks whether a table holds what one it read before held.
int listlab_scan_record(struct lua_State *L, int index, const void *const *keys, int key_count, long long array_count,
                        int nested_position, const void *const *nested_keys, int nested_count,
                        listlab_field *fields, int capacity);

/// Name under which the function at `level` was called, and whether it was called as a method.
const char *listlab_called_name(struct lua_State *L, int level, int *is_method);

// MARK: - malloc's figures (heap.c)

/// Bytes malloc has handed out and not taken back: the arena's used blocks plus the blocks it maps
/// on their own (glibc's mallinfo2). For `listlab bench`'s memory figures; 0 elsewhere.
size_t listlab_heap_bytes(void);

/// Keeps freed memory in the process for reuse (see `HeapUsage.keepFreedMemoryForReuse`): blocks
/// below 32 MiB come from the heap rather than their own mappings, and the heap's free top is
/// returned to the kernel only above 256 MiB. glibc only; elsewhere nothing changes. Returns
/// whether malloc took both settings.
int listlab_keep_freed_memory(void);

#endif
