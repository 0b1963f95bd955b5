// What the `.c` files of this target share and Swift does not see: declarations only.
#ifndef LISTLAB_CLISTLABLUA_INTERNAL_H
#define LISTLAB_CLISTLABLUA_INTERNAL_H

#include "CListLabLua.h"

/// The context of a Lua state (or of one of its threads): the pointer `listlab_newstate` put in the
/// state's extra space, which every thread of the state copies (Lua 5.4 manual, §4.4,
/// `lua_getextraspace`).
#define LISTLAB_CONTEXT(L) (*(listlab_context **)lua_getextraspace(L))

/// `lua_Alloc` with the context's budget and pool (allocator.c).
void *listlab_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

#endif
