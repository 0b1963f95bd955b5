// libedit's readline-compatible interface, with setters for the globals Swift 6 may not assign.
#ifndef LISTLAB_CEDITLINE_SHIM_H
#define LISTLAB_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

static inline void listlab_rl_set_completer(rl_completion_func_t *completer) {
  rl_attempted_completion_function = completer;
}
static inline void listlab_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void listlab_rl_set_append_character(int character) {
  rl_completion_append_character = character;
}
static inline void listlab_rl_set_word_breaks(const char *characters) {
  rl_basic_word_break_characters = characters;
  rl_completer_word_break_characters = (char *)characters;
}
static inline void listlab_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void listlab_rl_set_catch_signals(int catch_signals) { rl_catch_signals = catch_signals; }

#endif
