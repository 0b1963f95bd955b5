// Lua's allocator: a budget, and a pool of small blocks.
//
// Lua allocates and frees small blocks at a high rate (tables, their parts, strings, closures),
// and tells the allocator each block's size when it frees or resizes it. A script that builds
// tables for a binding to read and drop frees them in bulk as the collector sweeps; handed to
// malloc, those blocks fill its bins with chunks of every size, which its next allocations —
// Lua's and Swift's alike — sort through and coalesce (glibc's unsorted bin, `malloc_consolidate`).
// Kept per size class instead, a freed block is the next block of its class Lua asks for, without
// a header and without malloc. The pool only grows: its slabs go back to malloc when the state
// closes (`listlab_pool_release`). Measured with `listlab bench` (lua.custom, lua.floor) and
// callgrind; see README "Performance".
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LISTLAB_POOL_OFF 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define LISTLAB_POOL_OFF 1
#endif

/// The class of a block of `size` bytes (1 ... LISTLAB_POOL_LARGEST).
static inline size_t pool_class(size_t size) { return (size - 1) / LISTLAB_POOL_STEP; }

/// Whether blocks of `size` bytes come from the pool. None do under AddressSanitizer, which then
/// sees every block Lua uses (Scripts/asan): this file is compiled with the sanitizer when SwiftPM
/// is given `--sanitize=address`.
static inline int pooled(size_t size) {
#ifdef LISTLAB_POOL_OFF
  (void)size;
  return 0;
#else
  return size > 0 && size <= LISTLAB_POOL_LARGEST;
#endif
}

/// A block of the class of `size` bytes: a freed one, else the next of the newest slab (a new slab
/// when it is used up). NULL when malloc has no slab to give.
static inline void *pool_take(listlab_pool *pool, size_t size) {
  size_t size_class = pool_class(size);
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
static inline void pool_give(listlab_pool *pool, void *block, size_t size) {
  size_t size_class = pool_class(size);
  *(void **)block = pool->free[size_class];
  pool->free[size_class] = block;
}

void listlab_pool_release(listlab_pool *pool) {
  void *slab = pool->slabs;
  while (slab != NULL) {
    void *next = *(void **)slab;
    free(slab);
    slab = next;
  }
  memset(pool, 0, sizeof *pool);
}

/// Frees a block of `size` bytes (`realloc` to 0, for Lua).
static inline void pool_free(listlab_pool *pool, void *block, size_t size) {
  if (block == NULL) return;
  if (pooled(size)) {
    pool_give(pool, block, size);
  } else {
    free(block);
  }
}

/// Lua's `realloc`: `block` of `old_size` bytes (NULL: none) resized to `new_size` > 0 bytes, in
/// the pool or from malloc by size; NULL when there is no memory (the block is then unchanged).
static inline void *pool_realloc(listlab_pool *pool, void *block, size_t old_size, size_t new_size) {
  int was_pooled = block != NULL && pooled(old_size);
  int is_pooled = pooled(new_size);
  if (!was_pooled && !is_pooled) return realloc(block, new_size);
  if (was_pooled && is_pooled && pool_class(old_size) == pool_class(new_size)) return block;
  void *moved = is_pooled ? pool_take(pool, new_size) : malloc(new_size);
  if (moved == NULL) return NULL;
  if (block != NULL) {
    memcpy(moved, block, old_size < new_size ? old_size : new_size);
    pool_free(pool, block, old_size);
  }
  return moved;
}

/// `lua_Alloc` with a budget, small blocks from the context's pool. While Swift runs
/// (`swift_depth > 0`) nothing is refused, so a Lua API call made from a Swift frame cannot raise
/// "not enough memory" over that frame; the trampoline enforces the budget when the Swift function
/// returns.
void *listlab_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  listlab_context *ctx = (listlab_context *)ud;
  if (ptr == NULL) osize = 0;  // osize then encodes the object type
  if (nsize == 0) {
    pool_free(&ctx->pool, ptr, osize);
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
  void *block = pool_realloc(&ctx->pool, ptr, osize, nsize);
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
