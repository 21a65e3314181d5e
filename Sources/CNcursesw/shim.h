#ifndef TAPROOM_CNCURSESW_SHIM_H
#define TAPROOM_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D flags, so wide-character curses is switched on here.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift cannot import curses' function-like macros; these wrap the ones we use.
static inline int taproom_color_pair(int n) { return COLOR_PAIR(n); }
static inline attr_t taproom_a_bold(void) { return A_BOLD; }
static inline attr_t taproom_a_reverse(void) { return A_REVERSE; }
static inline attr_t taproom_a_underline(void) { return A_UNDERLINE; }
static inline attr_t taproom_a_dim(void) { return A_DIM; }
static inline attr_t taproom_a_normal(void) { return A_NORMAL; }
static inline int taproom_key_f(int n) { return KEY_F(n); }

#endif
