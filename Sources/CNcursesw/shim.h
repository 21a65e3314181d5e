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
#include <ncursesw/term.h>

// Swift cannot import curses' function-like macros; these wrap the ones we use.
static inline int taproom_color_pair(int n) { return COLOR_PAIR(n); }
static inline attr_t taproom_a_bold(void) { return A_BOLD; }
static inline attr_t taproom_a_reverse(void) { return A_REVERSE; }
static inline attr_t taproom_a_underline(void) { return A_UNDERLINE; }
static inline attr_t taproom_a_dim(void) { return A_DIM; }
static inline attr_t taproom_a_normal(void) { return A_NORMAL; }
static inline int taproom_key_f(int n) { return KEY_F(n); }
static inline attr_t taproom_a_italic(void) { return A_ITALIC; }

// Window size without the getmaxyx macro (Swift 6 cannot read LINES/COLS either).
static inline int taproom_getmaxy(WINDOW *win) { return getmaxy(win); }
static inline int taproom_getmaxx(WINDOW *win) { return getmaxx(win); }

// Swift 6 rejects reading curses' mutable globals; these read them once curses is set up.
static inline int taproom_colors(void) { return COLORS; }
static inline int taproom_color_pairs(void) { return COLOR_PAIRS; }

// What terminfo says of $TERM for this output, without initscr's print-and-exit on failure:
// 1 usable; 0 unknown type; -1 known but unable to move the cursor (TERM=dumb, a printing
// terminal), where a full-screen program would only draw a blank or garbled screen.
static inline int taproom_terminal_type_status(int fd) {
    int status = 0;
    if (setupterm(NULL, fd, &status) != OK) return 0;
    const char *cursorAddress = tigetstr("cup");
    int usable = cursorAddress != NULL && cursorAddress != (char *)-1 && tigetnum("lines") != 0;
    del_curterm(cur_term);
    return usable ? 1 : -1;
}

// Mouse masks are built by a function-like macro (NCURSES_MOUSE_MASK), so Swift cannot see them.
static inline mmask_t taproom_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t taproom_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t taproom_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t taproom_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t taproom_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t taproom_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t taproom_button5_pressed(void) { return BUTTON5_PRESSED; }

#endif
