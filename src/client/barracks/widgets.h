/*
 * Widgets and drawing shared by the Barracks' screens: a one-line text field
 * with keyboard focus (SDL text input is on only while one has it), the screen
 * header, unit rows and cards, the 30-RP gauge, portraits, messages, and the
 * printable card sheet. Like ui.c, each widget works in both passes of a scene:
 * it reacts to the event being handled, or draws.
 */
#ifndef SKIRMISH_CLIENT_BARRACKS_WIDGETS_H
#define SKIRMISH_CLIENT_BARRACKS_WIDGETS_H

#include "barracks/barracks_scenes.h"
#include "shell/ui.h"

/* Keyboard focus ids (barracks_view.focus). Text fields are the ones below
 * BARRACKS_UI_FOCUS_STAT_FIRST or at BARRACKS_UI_FOCUS_TEXT_MORE and above. */
enum {
    BARRACKS_UI_FOCUS_NONE = 0,
    BARRACKS_UI_FOCUS_SEARCH = 1, /* the hub's search box */
    BARRACKS_UI_FOCUS_RENAME,
    BARRACKS_UI_FOCUS_PATH, /* import / export path */
    BARRACKS_UI_FOCUS_UNIT_NAME,
    BARRACKS_UI_FOCUS_SQUAD_NAME,
    BARRACKS_UI_FOCUS_PICKER_SEARCH,
    BARRACKS_UI_FOCUS_STAT_FIRST = 20, /* the unit editor's four steppers: 20..23 */
    BARRACKS_UI_FOCUS_TEXT_MORE = 40
};

/* barracks_view.field_mode: what the modal path field is for. */
enum {
    BARRACKS_UI_FIELD_NONE,
    BARRACKS_UI_FIELD_IMPORT,
    BARRACKS_UI_FIELD_EXPORT,       /* the hub's selected squad or unit */
    BARRACKS_UI_FIELD_EXPORT_EDITOR /* the squad in the squad editor, saved or not */
};

typedef enum barracks_ui_field_result {
    BARRACKS_UI_FIELD_IDLE,
    BARRACKS_UI_FIELD_CHANGED,
    BARRACKS_UI_FIELD_SUBMIT, /* Enter */
    BARRACKS_UI_FIELD_CANCEL  /* Esc */
} barracks_ui_field_result;

/* Colours of the Barracks, matching the rest of the client. */
extern const SDL_Color barracks_ui_text_main, barracks_ui_text_dim, barracks_ui_text_faint, barracks_ui_gold,
    barracks_ui_bad, barracks_ui_good, barracks_ui_warn;
SDL_Color barracks_ui_rank_colour(esc_rank rank);

bool barracks_ui_is_text_focus(int focus);
/* Gives the keyboard to a widget; starts or stops SDL text input to match. */
void barracks_ui_focus(app *a, int focus);
/* True when this pass's event was taken by a widget (a key typed into a field):
 * screens then ignore it for their shortcuts. */
bool barracks_ui_event_used(const ui *u);
void barracks_ui_begin(ui *u);

/* A one-line text field. Clicking focuses it; typing, Backspace, Ctrl+V edit it
 * (whole UTF-8 characters, at most cap - 1 bytes). */
barracks_ui_field_result barracks_ui_text_field(ui *u, SDL_Rect r, int id, char *text, size_t cap,
                                                const char *placeholder);

/* Screen background and header bar with a title and a note; returns the bar's
 * height in pixels. */
int barracks_ui_header(ui *u, const char *title, const char *note);
/* A clickable area drawn by the caller: true when clicked (press and release in
 * it). Registered like a button so tests can find it by `label`. */
bool barracks_ui_area(ui *u, SDL_Rect r, const char *label);
/* A button drawn as selected (tabs, toggles). */
bool barracks_ui_tab(ui *u, SDL_Rect r, const char *label, bool on);
/* A passing message at the bottom left (the toast of barracks_view). */
void barracks_ui_toast(ui *u, SDL_Rect r);
void barracks_ui_say(app *a, bool bad, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Capitals of a text in the player's language, accented letters too ("ÉLITE"). */
void barracks_ui_upper(const char *text, char *out, size_t size);
/* A stat's translated name, or its short form when the name is wider than w. */
const char *barracks_ui_stat_label(ui *u, barracks_stat stat, int px, bool bold, int w);
/* The four stats by their initials, translated: "H3 R1 P2 M2". */
void barracks_ui_stat_line(const esc_unit_def *d, char *out, size_t size);
/* Rank badge: "ELITE" (translated) on the rank's colour; returns its width. */
int barracks_ui_rank_badge(ui *u, int x, int y, esc_rank rank, int px);

/* The portrait to show: the stored id, else the one for the unit's role. */
int barracks_ui_portrait(const esc_unit_def *def, const char *portrait_id);
/* A list row for a unit: token, name, rank, RP, cost, stats. */
void barracks_ui_unit_row(ui *u, SDL_Rect r, const esc_unit_def *def, const char *portrait_id, bool selected,
                          bool builtin);
/* The 30-RP gauge: one block per unit in its slot's colour, red past the budget. */
void barracks_ui_gauge(ui *u, SDL_Rect r, const esc_squad *s);
/* Scroll of a list by the mouse wheel over `area`; clamps *scroll. */
void barracks_ui_scroll(ui *u, SDL_Rect area, int *scroll, int rows, int visible);
/* Text cut with "…" to fit `w` pixels; true when it had to be cut (the caller
 * shows the whole text as the row's tooltip). */
bool barracks_ui_fit(ui *u, const char *text, int px, bool bold, int w, char *out, size_t size);

/* Draws a printable card of a unit (light, for paper) in r; s is pixels per point. */
void barracks_ui_print_card(ui *u, SDL_Rect r, const esc_unit_def *def, int portrait, const char *footer);
/* Renders cards for the units (9 to an A4 page at 150 dpi) and saves PNGs in
 * <user data>/cards/<slug>.png (-2, -3... for more pages). The first file's path
 * goes into out. False with a reason in why. */
bool barracks_ui_export_cards(app *a, const char *title, const data_unit_entry *units, int n, char *out,
                              size_t out_size, char *why, size_t why_size);

/* ---- shared by the three screens ---- */

/* Opens the unit editor on a copy of `from` (NULL: new) for a library index or a
 * squad slot, over the current screen (Back returns to it): unit_editor.c and
 * squad_editor.c, each opening itself. */
void barracks_open_unit_editor(app *a, const data_unit_entry *from, barracks_unit_target target, int index);
void barracks_open_squad_editor(app *a, const data_squad_entry *from, int index);
/* The library changed: portraits are remembered again (the match setup reads
 * the squads each time it opens): service.c. */
void barracks_library_changed(app *a);
/* The library's list shows `kind` with entry `index` selected, search cleared
 * (service.c). */
void barracks_select(app *a, data_library_kind kind, int index);
/* Imports a squad or unit file into the library and selects it; false (with a
 * message) for anything else (path_dialog.c). */
bool barracks_import(app *a, const char *path, bool say_if_other);
/* The path dialog for BARRACKS_UI_FIELD_IMPORT / BARRACKS_UI_FIELD_EXPORT*, an
 * overlay screen (path_dialog.c). */
extern const scene barracks_path_scene;
/* Opens it, with a sensible default path. */
void barracks_open_path_dialog(app *a, int mode);
/* Prints the cards of some units and says where they went (widgets.c). */
void barracks_print(app *a, const char *title, const data_unit_entry *units, int n);

#endif
