/*
 * What the scenario folder's files share (see scenario.h for who does what).
 */
#ifndef SKIRMISH_CLIENT_SCENARIO_SCENARIO_INTERNAL_H
#define SKIRMISH_CLIENT_SCENARIO_SCENARIO_INTERNAL_H

#include "scenario/scenario.h"
#include "shell/ui.h"
#include "skirmish/data/paths.h"

#define SCENARIO_MAX 64            /* listed at once */
#define SCENARIO_EXTRA_MAX 8       /* files dropped on the window this run */
#define SCENARIO_SQUADS_MAX 66     /* squads offered to one side */

typedef struct scenario_entry {
    esc_scenario s;
    char path[DATA_PATH_MAX];
    bool shipped;                  /* from the data directory: Edit makes a copy */
    bool draft;                    /* the editor kept it unplayable, to finish later: Edit, no Play */
} scenario_entry;

typedef struct scenario_catalog {
    scenario_entry rows[SCENARIO_MAX];
    int n;
    int skipped;                   /* files that could not be read */
    char extra[SCENARIO_EXTRA_MAX][DATA_PATH_MAX];
    int n_extra;
    unsigned serial;               /* grows at every reload: screens re-read */
    /* The file the list selects after a reload: the editor's last save, a
     * renamed file, a deleted one's neighbour. */
    char last_saved[DATA_PATH_MAX];
    char asked[DATA_PATH_MAX];     /* the file the Delete question is about */
} scenario_catalog;

/* catalog.c: the shipped scenarios, then the player's, then the dropped ones. */
scenario_catalog *scenario_catalog_get(app *a);
void scenario_catalog_reload(app *a);
int scenario_catalog_find(const scenario_catalog *c, const char *path);
/* Writes the scenario to the player's folder (over `old_path` when it is one of
 * the player's files, else a new file named after it), atomically, and lists
 * it. The file's path in `path`. False with `why`. */
bool scenario_catalog_save(app *a, const esc_scenario *s, const char *old_path, char *path, size_t path_size,
                           char *why, size_t why_size);
/* The player's own scenario file (in their folder) named `name`, other than
 * `except`: its path in out; false when there is none. */
/* Whether name is empty or only spaces (Save and Rename refuse it). */
bool scenario_name_blank(const char *name);
bool scenario_catalog_own_named(app *a, const char *name, const char *except, char *out, size_t size);
/* Whether the row is one of the player's own files (in their folder): only
 * those are deleted or renamed; shipped ones and dropped ones are not. */
bool scenario_catalog_is_own(app *a, const scenario_entry *e);
typedef enum scenario_change {
    SCENARIO_CHANGE_DONE,          /* the list was read again */
    SCENARIO_CHANGE_GONE,          /* the file had vanished: the list was read again */
    SCENARIO_CHANGE_REFUSED,       /* nothing touched; `why` says why in words */
    SCENARIO_CHANGE_FAILED,        /* the file could not be written or removed (`why`): nothing changed */
} scenario_change;
/* Removes the player's own file; the list then selects its neighbour. */
scenario_change scenario_catalog_delete(app *a, const char *path, char *why, size_t why_size);
/* Gives the player's own scenario a new name (not empty, none of their other
 * scenarios' names): its file is written again atomically, under a file name
 * made from the new name the way a new file's is (kept when it already fits);
 * the new path in `out`, which the list then selects. */
scenario_change scenario_catalog_rename(app *a, const char *path, const char *name, char *out, size_t out_size,
                                        char *why, size_t why_size);
/* Lists a file from elsewhere for this run. */
void scenario_catalog_add_extra(app *a, const char *path);

/* manage.c: the Rename and Delete buttons in r, for the selected row `e`
 * (NULL: none), with F2 and the Delete key: greyed, with a tooltip saying why,
 * on a row not the player's own; Delete asks first, Rename opens a dialog.
 * What happened goes to app_notify. True when a question or the dialog opened. */
bool scenario_manage_buttons(ui *u, SDL_Rect r, const scenario_entry *e);
/* For the tests: the rename dialog's name as typed and its refusal ("" none);
 * false when the dialog is not open. */
bool scenario_renaming(const app *a, char **name, const char **error);

/* words.c: a scenario in words, its board in a picture. */
void scenario_side_name(const esc_scenario *s, int side, char *out, size_t size);
/* "Garrison: Hold the well for 4 rounds in a row". */
void scenario_objective_line(const esc_scenario *s, int i, char *out, size_t size);
/* The objectives' lines of both sides: each objective's, then for each escort
 * the other side's ("Pickets: Win if Courier falls"), as the battle's panel
 * has them; scenario_objective_line words line i of them, whose objective is
 * scenario_objective_of_line. */
int scenario_objective_count(const esc_scenario *s);
/* The one sentence on what a budget counts: rank points by rank, from the
 * core's table, not a unit's cost (words.c). */
void scenario_budget_words(char *out, size_t size);
int scenario_objective_of_line(const esc_scenario *s, int line);
/* "Budget 28 rank points" / "Fixed: 4 units" / both. */
void scenario_force_line(const esc_scenario *s, int side, char *out, size_t size);
/* "Round limit 12: Garrison wins". */
void scenario_limit_line(const esc_scenario *s, char *out, size_t size);
/* The 8x8 board in r (square), with obstacles, deployment squares in the
 * sides' colours, zones and exits; `cursor` framed (ESC_NO_SQUARE: none). */
void scenario_board_draw(ui *u, SDL_Rect r, const esc_scenario *s, int cursor);
/* What the picture's marks mean (play-test 17: no legend), flowing in rows
 * across r.w from r's top left: each side's deployment squares, an objective
 * zone, an exit, those the scenario has; returns the height it takes (0 for
 * none), drawing only when u draws. */
int scenario_board_legend(ui *u, SDL_Rect r, const esc_scenario *s);
/* The square under (x, y) of a board drawn in r, or ESC_NO_SQUARE. */
int scenario_board_square_at(SDL_Rect r, int x, int y);
/* The game's checker (esc_scenario_test_all, every problem, up to cap in
 * out; returns how many) and the client's own: a side with fewer deployment
 * squares than the units its force may field (esc_scenario_side_units),
 * whose squads would be cut down. scenario_test: the first, or OK. */
int scenario_test_all(const esc_scenario *s, esc_scenario_report *out, int cap);
esc_scenario_report scenario_test(const esc_scenario *s);
/* A problem report in words ("Side 1: deployment square c3 is on an obstacle"). */
void scenario_problem_words(const esc_scenario *s, const esc_scenario_report *rep, char *out, size_t size);
/* textbox.c: wrapped text that stops at the box's foot, its last line cut
 * with "…" (the whole in a tooltip); returns the height used. */
int scenario_text_lines(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c);
/* textbox.c: a multi-line text box (the editor's briefing): click or Enter on
 * the focus ring to type; Enter starts a new line, the arrows move the caret
 * along the lines as drawn, Ctrl+V pastes, Ctrl+A selects all, Backspace and
 * Delete erase; Esc, Tab or a click elsewhere finish. The wheel scrolls it.
 * Returns SCENARIO_TEXTBOX_* bits as ui_text_field does. */
typedef struct scenario_textbox {
    bool focused;
    bool selected;                 /* the whole text: typing replaces it */
    int cursor;                    /* the caret, a byte offset */
    int top;                       /* the first line shown */
    int want_x;                    /* the caret's column kept by Up and Down, -1 none */
} scenario_textbox;
enum { SCENARIO_TEXTBOX_CHANGED = 1, SCENARIO_TEXTBOX_USED = 2, SCENARIO_TEXTBOX_DONE = 4 };
int scenario_textbox_run(ui *u, SDL_Rect r, scenario_textbox *t, char *text, size_t cap, const char *placeholder);
void scenario_textbox_release(scenario_textbox *t);
/* For the tests: the editor's briefing box as last drawn, and its state. */
bool scenario_editor_briefing(const app *a, SDL_Rect *box, const scenario_textbox **t);
/* One line of `p` as drawn in w pixels: its length in bytes, and in *skip how
 * far the next line starts (past a line break or the spaces at a wrap). */
int scenario_line_break(ui *u, const char *p, int px, int w, int *skip);
/* A stepper's "label: value" fitted to w: whole, else its label shortened
 * before the value kept whole, else a size smaller, else cut; the px to draw
 * it at (words.c, scenario_stepper). */
int scenario_fit_value(ui *u, char *shown, size_t size, const char *value, int w);
/* value drawn centred in r: whole on one line (scenario_fit_value), else on
 * two lines when r is tall enough, else cut with the whole in a tooltip. */
void scenario_fit_draw(ui *u, SDL_Rect r, const char *value, SDL_Color colour);
/* A draft's line: "Draft — cannot be played yet: <the checker's reason>" (words.c). */
void scenario_draft_words(const esc_scenario *s, char *out, size_t size);
/* A small stepper: "<", the value, ">" in r; one focus stop (Left/Right). */
int scenario_stepper(ui *u, SDL_Rect r, const char *value);
/* A number's stepper: v one step on (wrapping round lo..hi), or five with
 * Shift held (stopping at lo or hi); v when untouched. */
int scenario_stepper_by5(ui *u, SDL_Rect r, const char *value, int v, int lo, int hi);

/* squads.c: the squads that may play a side: its fixed units alone, or followed
 * by a squad of the player's or a shipped one, each esc_scenario_test_squad
 * accepts; those that fit whole first, then squads cut down to fit, whose
 * of_units (may be NULL) is the whole squad's count (0 for the others).
 * Returns how many. */
int scenario_side_squads(app *a, const esc_scenario *s, int side, esc_squad *out, int *of_units, int cap);
/* The squad of scenario_side_squads that uses the most of the side's force
 * (rank points; the first of equals): the editor's Test play plays what the
 * scenario gives, not the fixed units alone when a budget adds to them. False
 * when no squad fits. */
bool scenario_side_fullest_squad(app *a, const esc_scenario *s, int side, esc_squad *out);

#endif
