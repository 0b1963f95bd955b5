// Debian's Lua 5.4 (liblua5.4-dev, found through pkg-config): the C API as Swift imports it.
// ListLab's own C is the CListLabLua target; Lua's function-like macros, which Swift cannot
// import, are Swift functions in LuaBridge (Lua+Macros.swift).
#ifndef LISTLAB_CLUA_SHIM_H
#define LISTLAB_CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

#endif
