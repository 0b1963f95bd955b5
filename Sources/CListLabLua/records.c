// Reading a binding's tables and the call stack in one C call each: the record scan behind shared
// content nodes (compared in Swift, `LuaRecordScanner.matches`), a function's call name.
#include <string.h>  // strcmp

#include "internal.h"

/// The position of `key` (a string's address) in `keys`, or -1.
static inline int listlab_key_position(const void *const *keys, int count, const void *key) {
  for (int i = 0; i < count; i++) {
    if (keys[i] == key) return i;
  }
  return -1;
}

int listlab_scan_record(lua_State *L, int index, const void *const *keys, int key_count, lua_Integer array_count,
                        int nested_position, const void *const *nested_keys, int nested_count,
                        listlab_field *fields, int capacity) {
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

const char *listlab_called_name(lua_State *L, int level, int *is_method) {
  lua_Debug ar;
  *is_method = 0;
  if (!lua_getstack(L, level, &ar)) return NULL;
  if (!lua_getinfo(L, "n", &ar)) return NULL;
  if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) *is_method = 1;
  return ar.name;
}
