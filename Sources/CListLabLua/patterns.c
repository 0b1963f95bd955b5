// ListLab's own pattern matching: `string.find`, `string.match`, `string.gmatch` and `string.gsub`
// with Lua 5.4's semantics and messages (reference manual §6.4.1 "Patterns" and §6.4 "String
// Manipulation", https://www.lua.org/manual/5.4/manual.html#6.4.1), written for ListLab's sandbox.
//
// Why not Lua's own: its matcher backtracks in C, where the count hook never fires, so a pattern
// such as `string.rep("a*", 20) .. "b"` against forty "a" ran for minutes past the time limit and
// Ctrl-C. This one spends a step budget as it works (a step is a bounded piece of work: one
// recursion, one character tried, a few bytes compared) and, every LISTLAB_BUDGET_STEPS steps,
// checks the time limit, Ctrl-C and the memory budget through the state's context, raising the
// count hook's own errors (hook.c).
//
// What stays as in Lua 5.4, on purpose, because scripts can see it: at most 32 captures (Lua's
// default LUA_MAXCAPTURES) and 200 nested matching calls ("pattern too complex", Lua's MAXCCALLS,
// both in lstrlib.c of the Lua 5.4 sources), nested at the same places — a capture, each trial of
// `*`, `+`, `-`, and a `?` that matched — so that the same patterns are too complex; character
// classes as in the C locale (whatever locale the process is in); the pattern and subject as
// bytes (embedded zeros included).
#include <lauxlib.h>
#include <string.h>

#include "internal.h"

/// Captures a pattern may have (Lua 5.4's LUA_MAXCAPTURES).
#define PATTERN_CAPTURES 32
/// Nested matching calls before "pattern too complex" (Lua 5.4's MAXCCALLS in lstrlib.c).
#define PATTERN_DEPTH 200

/// A capture's length while it is open, and the length that marks a position capture `()`.
enum { CAPTURE_OPEN = -1, CAPTURE_POSITION = -2 };

typedef struct capture {
  const char *start;
  ptrdiff_t length;  // >= 0 once closed; CAPTURE_OPEN, CAPTURE_POSITION
} capture;

/// One search: the subject, the pattern, the captures made so far and the budgets.
typedef struct matcher {
  lua_State *L;
  const char *subject;
  const char *subject_end;
  const char *pattern_end;
  int depth_left;  // nested matching calls left
  int capture_count;
  listlab_budget budget;
  capture captures[PATTERN_CAPTURES];
} matcher;

// MARK: - Limits

/// Spends `cost` steps of the budget (see listlab_budget in internal.h).
static inline void spend(matcher *m, size_t cost) { listlab_budget_spend(&m->budget, cost); }

// MARK: - Character classes (the C locale's, on bytes)

static int is_lower(int c) { return c >= 'a' && c <= 'z'; }
static int is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static int is_alpha(int c) { return is_lower(c) || is_upper(c); }
static int is_digit(int c) { return c >= '0' && c <= '9'; }
static int is_alnum(int c) { return is_alpha(c) || is_digit(c); }
static int is_graph(int c) { return c > ' ' && c < 127; }

/// Whether byte `c` is in the class `%letter` (`%a`, `%D`, …): an upper-case letter is the
/// complement of its lower-case class; any other letter stands for itself.
static int in_class(int c, int letter) {
  int result;
  switch (is_upper(letter) ? letter + ('a' - 'A') : letter) {
    case 'a': result = is_alpha(c); break;
    case 'c': result = c < ' ' || c == 127; break;
    case 'd': result = is_digit(c); break;
    case 'g': result = is_graph(c); break;
    case 'l': result = is_lower(c); break;
    case 'p': result = is_graph(c) && !is_alnum(c); break;
    case 's': result = c == ' ' || (c >= '\t' && c <= '\r'); break;
    case 'u': result = is_upper(c); break;
    case 'w': result = is_alnum(c); break;
    case 'x': result = is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); break;
    case 'z': result = c == 0; break;  // not in the manual since 5.2, still in Lua 5.4's matcher
    default: return letter == c;
  }
  return is_upper(letter) ? !result : result;
}

/// Whether byte `c` is in the set `[...]` that starts at `open` and ends at `close` (its `]`).
static int in_set(int c, const char *open, const char *close) {
  const unsigned char *p = (const unsigned char *)open + 1;
  const unsigned char *end = (const unsigned char *)close;
  int inside = 1;
  if (*p == '^') {
    inside = 0;
    p++;
  }
  for (; p < end; p++) {
    if (*p == '%') {
      p++;
      if (in_class(c, *p)) return inside;
    } else if (p[1] == '-' && p + 2 < end) {
      if (*p <= c && c <= p[2]) return inside;
      p += 2;
    } else if (*p == c) {
      return inside;
    }
  }
  return !inside;
}

/// Where the single-character class that starts at `p` ends: after `x`, `.`, `%x` or `[set]`.
static const char *class_end(matcher *m, const char *p) {
  const char *end = m->pattern_end;
  char first = *p++;
  if (first == '%') {
    if (p >= end) luaL_error(m->L, "malformed pattern (ends with '%%')");
    return p + 1;
  }
  if (first != '[') return p;
  if (p < end && *p == '^') p++;
  // The set's first character belongs to it, even a ']'; `%` escapes the next one.
  do {
    if (p >= end) luaL_error(m->L, "malformed pattern (missing ']')");
    char c = *p++;
    if (c == '%' && p < end) p++;
  } while (p >= end || *p != ']');
  return p + 1;
}

/// Whether the byte at `s` is in the class from `p` to `class_stop` (none past the subject's end).
static int class_matches(matcher *m, const char *s, const char *p, const char *class_stop) {
  if (s >= m->subject_end) return 0;
  int c = (unsigned char)*s;
  switch (*p) {
    case '.': return 1;
    case '%': return in_class(c, (unsigned char)p[1]);
    case '[':
      spend(m, (size_t)(class_stop - p) >> 5);
      return in_set(c, p, class_stop - 1);
    default: return (unsigned char)*p == c;
  }
}

// MARK: - Matching

static const char *match_at(matcher *m, const char *s, const char *p);

/// The rest of the pattern from `p` after the greatest number of repetitions of the class at
/// `p`…`class_stop` from `s` that lets it match, trying one fewer each time.
static const char *match_greedy(matcher *m, const char *s, const char *p, const char *class_stop) {
  size_t count = 0;
  while (class_matches(m, s + count, p, class_stop)) {
    count++;
    spend(m, 1);
  }
  for (;;) {
    const char *end = match_at(m, s + count, class_stop + 1);
    if (end != NULL) return end;
    if (count == 0) return NULL;
    count--;
  }
}

/// The rest of the pattern after the fewest repetitions of the class that let it match.
static const char *match_lazy(matcher *m, const char *s, const char *p, const char *class_stop) {
  for (;;) {
    const char *end = match_at(m, s, class_stop + 1);
    if (end != NULL) return end;
    if (!class_matches(m, s, p, class_stop)) return NULL;
    s++;
  }
}

/// `(` or `()` at `p`: opens a capture at `s` and matches the rest; the capture is dropped when
/// the rest does not match.
static const char *match_capture_open(matcher *m, const char *s, const char *p) {
  if (m->capture_count >= PATTERN_CAPTURES) luaL_error(m->L, "too many captures");
  int is_position = p + 1 < m->pattern_end && p[1] == ')';
  capture *opened = &m->captures[m->capture_count++];
  opened->start = s;
  opened->length = is_position ? CAPTURE_POSITION : CAPTURE_OPEN;
  const char *end = match_at(m, s, p + (is_position ? 2 : 1));
  if (end == NULL) m->capture_count--;
  return end;
}

/// `)` before `rest`: closes the innermost open capture at `s` and matches the rest; the capture
/// is open again when the rest does not match.
static const char *match_capture_close(matcher *m, const char *s, const char *rest) {
  int index = m->capture_count - 1;
  while (index >= 0 && m->captures[index].length != CAPTURE_OPEN) index--;
  if (index < 0) luaL_error(m->L, "invalid pattern capture");
  m->captures[index].length = s - m->captures[index].start;
  const char *end = match_at(m, s, rest);
  if (end == NULL) m->captures[index].length = CAPTURE_OPEN;
  return end;
}

/// `%bxy` (`p` at `x`): from `s`, a string that starts with x and ends with the y that balances it.
static const char *match_balanced(matcher *m, const char *s, const char *p) {
  if (p + 1 >= m->pattern_end) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
  if (s >= m->subject_end || *s != p[0]) return NULL;
  char open = p[0], close = p[1];
  int depth = 1;
  const char *start = s;
  while (++s < m->subject_end) {
    if (*s == close) {
      if (--depth == 0) {
        spend(m, (size_t)(s - start) >> 4);
        return s + 1;
      }
    } else if (*s == open) {
      depth++;
    }
  }
  spend(m, (size_t)(s - start) >> 4);
  return NULL;
}

/// `%1`…`%9` (`digit`): the text of that closed capture again, at `s`.
static const char *match_back_reference(matcher *m, const char *s, int digit) {
  int index = digit - '1';
  if (index < 0 || index >= m->capture_count || m->captures[index].length == CAPTURE_OPEN) {
    luaL_error(m->L, "invalid capture index %%%d", index + 1);
  }
  ptrdiff_t length = m->captures[index].length;
  // A position capture has no text: a reference to it never matches (as in Lua 5.4).
  if (length < 0 || m->subject_end - s < length) return NULL;
  spend(m, (size_t)length >> 4);
  return memcmp(m->captures[index].start, s, (size_t)length) == 0 ? s + length : NULL;
}

/// `%f[set]` (`p` at `[`): whether `s` is where the set begins — the byte before it (a zero at
/// the subject's start) is not in the set and the byte at it (a zero at the end) is. Sets `*rest`.
static int match_frontier(matcher *m, const char *s, const char *p, const char **rest) {
  if (p >= m->pattern_end || *p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
  const char *class_stop = class_end(m, p);
  int before = s == m->subject ? 0 : (unsigned char)s[-1];
  int at = s < m->subject_end ? (unsigned char)*s : 0;
  *rest = class_stop;
  spend(m, (size_t)(class_stop - p) >> 4);
  return !in_set(before, p, class_stop - 1) && in_set(at, p, class_stop - 1);
}

/// The items of the pattern from `p` on, one after another, from `s`: where the match ends, or
/// NULL. Recurses (through `match_at`) only where it may have to come back: captures and
/// repetitions.
static const char *match_items(matcher *m, const char *s, const char *p) {
  for (;;) {
    spend(m, 1);
    if (p >= m->pattern_end) return s;
    if (*p == '(') return match_capture_open(m, s, p);
    if (*p == ')') return match_capture_close(m, s, p + 1);
    if (*p == '$' && p + 1 == m->pattern_end) return s == m->subject_end ? s : NULL;
    if (*p == '%' && p + 1 < m->pattern_end) {
      char next = p[1];
      if (next == 'b') {
        s = match_balanced(m, s, p + 2);
        if (s == NULL) return NULL;
        p += 4;
        continue;
      }
      if (next == 'f') {
        if (!match_frontier(m, s, p + 2, &p)) return NULL;
        continue;
      }
      if (is_digit((unsigned char)next)) {
        s = match_back_reference(m, s, (unsigned char)next);
        if (s == NULL) return NULL;
        p += 2;
        continue;
      }
    }
    // A single-character class, maybe followed by `*`, `+`, `-` or `?`.
    const char *class_stop = class_end(m, p);
    char suffix = class_stop < m->pattern_end ? *class_stop : '\0';
    int matched = class_matches(m, s, p, class_stop);
    if (suffix == '?') {
      if (matched) {
        const char *end = match_at(m, s + 1, class_stop + 1);
        if (end != NULL) return end;
      }
      p = class_stop + 1;
    } else if (suffix == '*' || suffix == '-') {
      if (!matched) {
        p = class_stop + 1;
      } else {
        return suffix == '*' ? match_greedy(m, s, p, class_stop) : match_lazy(m, s, p, class_stop);
      }
    } else if (suffix == '+') {
      return matched ? match_greedy(m, s + 1, p, class_stop) : NULL;
    } else if (matched) {
      s++;
      p = class_stop;
    } else {
      return NULL;
    }
  }
}

/// The pattern from `p` matched at `s`, one level deeper: where the match ends, or NULL.
static const char *match_at(matcher *m, const char *s, const char *p) {
  if (m->depth_left == 0) luaL_error(m->L, "pattern too complex");
  m->depth_left--;
  const char *end = match_items(m, s, p);
  m->depth_left++;
  return end;
}

/// Readies `m` for a search of `pattern` in `subject`.
static void matcher_start(matcher *m, lua_State *L, const char *subject, size_t subject_length, const char *pattern,
                          size_t pattern_length) {
  m->L = L;
  m->subject = subject;
  m->subject_end = subject + subject_length;
  m->pattern_end = pattern + pattern_length;
  m->budget = listlab_budget_start(L);
}

/// Where the pattern (from `p`) matches at `s`, from no captures and the full depth.
static const char *match_from(matcher *m, const char *s, const char *p) {
  m->capture_count = 0;
  m->depth_left = PATTERN_DEPTH;
  return match_at(m, s, p);
}

// MARK: - Captures as values

/// Pushes capture `index` of the match `start`…`end` — the whole match when the pattern has no
/// capture and `index` is 0 — and returns its length, or CAPTURE_POSITION when it pushed a position.
static ptrdiff_t push_capture(matcher *m, int index, const char *start, const char *end) {
  if (index >= m->capture_count) {
    if (index != 0) luaL_error(m->L, "invalid capture index %%%d", index + 1);
    lua_pushlstring(m->L, start, (size_t)(end - start));
    return end - start;
  }
  capture *c = &m->captures[index];
  if (c->length == CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
  if (c->length == CAPTURE_POSITION) {
    lua_pushinteger(m->L, (lua_Integer)(c->start - m->subject) + 1);
  } else {
    lua_pushlstring(m->L, c->start, (size_t)c->length);
  }
  return c->length;
}

/// Pushes every capture of the match (the whole match when there is none and `start` is given);
/// returns how many.
static int push_captures(matcher *m, const char *start, const char *end) {
  int count = (m->capture_count == 0 && start != NULL) ? 1 : m->capture_count;
  luaL_checkstack(m->L, count, "too many captures");
  for (int index = 0; index < count; index++) push_capture(m, index, start, end);
  return count;
}

// MARK: - string.find and string.match

/// The 0-based offset a 1-based `init` (negative: from the end) stands for; past `length` when it
/// is past the end (Lua 5.4: a negative one before the start is the start).
static size_t start_offset(lua_Integer init, size_t length) {
  if (init > 0) return (size_t)init - 1;
  if (init == 0 || init < -(lua_Integer)length) return 0;
  return length - (size_t)(-init);
}

/// Whether the pattern has none of the characters that make it more than plain text.
static int is_plain_text(const char *pattern, size_t length) {
  static const char specials[] = "^$*+?.([%-";
  for (size_t i = 0; i < length; i++) {
    if (memchr(specials, pattern[i], sizeof specials - 1) != NULL) return 0;
  }
  return 1;
}

/// `needle` in `haystack`, or NULL: the first byte by memchr, then the rest compared.
static const char *find_plain(matcher *m, const char *haystack, size_t length, const char *needle, size_t size) {
  if (size == 0) return haystack;
  if (size > length) return NULL;
  const char *last = haystack + (length - size);
  const char *at = haystack;
  while (at <= last) {
    const char *first = memchr(at, needle[0], (size_t)(last - at) + 1);
    if (first == NULL) return NULL;
    spend(m, 1 + ((size_t)(first - at) >> 6) + (size >> 4));
    if (memcmp(first + 1, needle + 1, size - 1) == 0) return first;
    at = first + 1;
  }
  return NULL;
}

/// `string.find` (`find` = 1) and `string.match` (`find` = 0).
static int find_or_match(lua_State *L, int find) {
  size_t subject_length, pattern_length;
  const char *subject = luaL_checklstring(L, 1, &subject_length);
  const char *pattern = luaL_checklstring(L, 2, &pattern_length);
  size_t start = start_offset(luaL_optinteger(L, 3, 1), subject_length);
  if (start > subject_length) {
    luaL_pushfail(L);
    return 1;
  }
  matcher m;
  matcher_start(&m, L, subject, subject_length, pattern, pattern_length);
  if (find && (lua_toboolean(L, 4) || is_plain_text(pattern, pattern_length))) {
    const char *found = find_plain(&m, subject + start, subject_length - start, pattern, pattern_length);
    if (found == NULL) {
      luaL_pushfail(L);
      return 1;
    }
    lua_pushinteger(L, (lua_Integer)(found - subject) + 1);
    lua_pushinteger(L, (lua_Integer)(found - subject) + (lua_Integer)pattern_length);
    return 2;
  }
  int anchored = pattern_length > 0 && pattern[0] == '^';
  const char *p = anchored ? pattern + 1 : pattern;
  for (const char *s = subject + start;; s++) {
    const char *end = match_from(&m, s, p);
    if (end != NULL) {
      if (!find) return push_captures(&m, s, end);
      luaL_checkstack(L, 2, "too many captures");
      lua_pushinteger(L, (lua_Integer)(s - subject) + 1);
      lua_pushinteger(L, (lua_Integer)(end - subject));
      return 2 + push_captures(&m, NULL, NULL);
    }
    if (anchored || s >= m.subject_end) break;
  }
  luaL_pushfail(L);
  return 1;
}

static int listlab_string_find(lua_State *L) { return find_or_match(L, 1); }

static int listlab_string_match(lua_State *L) { return find_or_match(L, 0); }

// MARK: - string.gmatch

/// Where an iterator of `string.gmatch` is: the next offset to search from, and where the last
/// match ended (an empty match there does not count), -1 before the first.
typedef struct gmatch_state {
  size_t next;
  ptrdiff_t last_end;
} gmatch_state;

/// The iterator: upvalues are the subject, the pattern and the `gmatch_state`.
static int listlab_gmatch_next(lua_State *L) {
  size_t subject_length, pattern_length;
  const char *subject = lua_tolstring(L, lua_upvalueindex(1), &subject_length);
  const char *pattern = lua_tolstring(L, lua_upvalueindex(2), &pattern_length);
  gmatch_state *state = (gmatch_state *)lua_touserdata(L, lua_upvalueindex(3));
  matcher m;
  matcher_start(&m, L, subject, subject_length, pattern, pattern_length);
  // A `^` is a plain character here: an anchor would stop the iteration (manual, string.gmatch).
  for (size_t offset = state->next; offset <= subject_length; offset++) {
    const char *end = match_from(&m, subject + offset, pattern);
    if (end != NULL && end - subject != state->last_end) {
      state->next = (size_t)(end - subject);
      state->last_end = end - subject;
      return push_captures(&m, subject + offset, end);
    }
  }
  return 0;
}

static int listlab_string_gmatch(lua_State *L) {
  size_t subject_length;
  luaL_checklstring(L, 1, &subject_length);
  luaL_checkstring(L, 2);
  size_t start = start_offset(luaL_optinteger(L, 3, 1), subject_length);
  lua_settop(L, 2);
  gmatch_state *state = (gmatch_state *)lua_newuserdatauv(L, sizeof(gmatch_state), 0);
  state->next = start > subject_length ? subject_length + 1 : start;
  state->last_end = -1;
  lua_pushcclosure(L, listlab_gmatch_next, 3);
  return 1;
}

// MARK: - string.gsub

/// Adds the replacement string (argument 3) for the match `start`…`end` to `b`: `%0`–`%9` are the
/// captures (`%0` and, without captures, `%1` the whole match), `%%` is `%`.
static void add_replacement_text(matcher *m, luaL_Buffer *b, const char *start, const char *end) {
  lua_State *L = m->L;
  size_t length;
  const char *text = lua_tolstring(L, 3, &length);
  const char *stop = text + length;
  for (;;) {
    const char *escape = memchr(text, '%', (size_t)(stop - text));
    if (escape == NULL) break;
    luaL_addlstring(b, text, (size_t)(escape - text));
    char code = escape + 1 < stop ? escape[1] : '\0';
    if (code == '%') {
      luaL_addchar(b, '%');
    } else if (code == '0') {
      luaL_addlstring(b, start, (size_t)(end - start));
    } else if (is_digit((unsigned char)code)) {
      luaL_checkstack(L, 1, "too many captures");
      push_capture(m, code - '1', start, end);
      luaL_addvalue(b);  // a position capture's number as its digits
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", '%');
    }
    spend(m, 1);
    text = escape + 2;
  }
  luaL_addlstring(b, text, (size_t)(stop - text));
}

/// Adds what replaces the match `start`…`end` to `b`, by the replacement's type `kind`; returns
/// whether it differs from the match (a table or function may keep it with false or nil).
static int add_replacement(matcher *m, luaL_Buffer *b, const char *start, const char *end, int kind) {
  lua_State *L = m->L;
  if (kind == LUA_TSTRING || kind == LUA_TNUMBER) {
    add_replacement_text(m, b, start, end);
    return 1;
  }
  if (kind == LUA_TFUNCTION) {
    luaL_checkstack(L, PATTERN_CAPTURES + 1, "too many captures");
    lua_pushvalue(L, 3);
    int count = push_captures(m, start, end);
    lua_call(L, count, 1);
  } else {
    luaL_checkstack(L, 1, "too many captures");
    push_capture(m, 0, start, end);
    lua_gettable(L, 3);
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    luaL_addlstring(b, start, (size_t)(end - start));
    return 0;
  }
  if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return 1;
}

static int listlab_string_gsub(lua_State *L) {
  size_t subject_length, pattern_length;
  const char *subject = luaL_checklstring(L, 1, &subject_length);
  const char *pattern = luaL_checklstring(L, 2, &pattern_length);
  int kind = lua_type(L, 3);
  lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)subject_length + 1);
  luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                   "string/function/table");
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  int anchored = pattern_length > 0 && pattern[0] == '^';
  const char *p = anchored ? pattern + 1 : pattern;
  matcher m;
  matcher_start(&m, L, subject, subject_length, pattern, pattern_length);
  const char *s = subject, *last_end = NULL;
  lua_Integer count = 0;
  int changed = 0;
  while (count < most) {
    const char *end = match_from(&m, s, p);
    if (end != NULL && end != last_end) {
      count++;
      changed |= add_replacement(&m, &b, s, end, kind);
      s = last_end = end;
    } else if (s < m.subject_end) {
      luaL_addchar(&b, *s++);
    } else {
      break;
    }
    if (anchored) break;
  }
  if (changed) {
    luaL_addlstring(&b, s, (size_t)(m.subject_end - s));
    luaL_pushresult(&b);
  } else {
    lua_pushvalue(L, 1);
  }
  luaL_checkstack(L, 1, NULL);
  lua_pushinteger(L, count);
  return 2;
}

// MARK: - Installing

void listlab_install_patterns(lua_State *L) {
  luaL_checkstack(L, 2, NULL);
  lua_getglobal(L, "string");
  int table = lua_gettop(L);
  lua_pushcfunction(L, listlab_string_find);
  lua_setfield(L, table, "find");
  lua_pushcfunction(L, listlab_string_match);
  lua_setfield(L, table, "match");
  lua_pushcfunction(L, listlab_string_gmatch);
  lua_setfield(L, table, "gmatch");
  lua_pushcfunction(L, listlab_string_gsub);
  lua_setfield(L, table, "gsub");
  lua_pop(L, 1);
}
