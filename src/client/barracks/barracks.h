/*
 * The Barracks without a window: the unit editor (stats clamped to the editor's
 * 1-9, abilities, live cost, rank and rank points from the core, what one more
 * point would cost, a random unit of a chosen rank), the squad editor (1 to 6
 * units, the 30-RP gauge and why a squad cannot play), and the library
 * operations (search, sort, duplicate, rename, delete with undo) on top of
 * data_library, which owns the files.
 *
 * No SDL here: tests/test_barracks.c drives all of it. The screens
 * (scene_barracks.c, scene_unit_editor.c, scene_squad_editor.c) only lay it out
 * and feed it clicks and keys; barracks_view is their plain-data state, kept here
 * so that the whole Barracks is one struct in the app.
 */
#ifndef SKIRMISH_CLIENT_BARRACKS_BARRACKS_H
#define SKIRMISH_CLIENT_BARRACKS_BARRACKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/core/esc/squad.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/library.h"
#include "skirmish/i18n.h"

#define BARRACKS_UNDO_MAX 32
#define BARRACKS_SEARCH_MAX 64
/* A new unit's or squad's first name, marked only: the editors put it in the
 * player's language (_(BARRACKS_NEW_UNIT_NAME)), as the player's own content.
 * The same words label the Barracks' New buttons. */
/* TRANSLATORS: a new unit's first name, and a button (~13 characters). */
#define BARRACKS_NEW_UNIT_NAME N_("New unit")
#define BARRACKS_NEW_SQUAD_NAME N_("New squad")

/* ---- units ---- */

typedef enum barracks_stat {
    BARRACKS_HEALTH,
    BARRACKS_RANGE,
    BARRACKS_POWER,
    BARRACKS_MOVE,
    BARRACKS_STAT_COUNT
} barracks_stat;

/* A stat's name, translated: "Health" (the short form where room is tight:
 * "Mouv."). */
const char *barracks_stat_name(barracks_stat stat);
const char *barracks_stat_short_name(barracks_stat stat);
/* The translated name of a stat given by the core's id ("health"), e.g. the
 * problem_stat of barracks_price. */
const char *barracks_stat_name_of_id(const char *id);
int barracks_stat_get(const esc_unit_def *u, barracks_stat stat);
/* Sets a stat, clamped to the editor's 1..ESC_STAT_EDITOR_MAX; true if it changed. */
bool barracks_stat_set(esc_unit_def *u, barracks_stat stat, int value);
bool barracks_stat_step(esc_unit_def *u, barracks_stat stat, int delta);

typedef struct barracks_price {
    long long cost;
    esc_rank rank;
    int rank_points;
    esc_unit_problem problem; /* ESC_UNIT_OK, or why the unit cannot play */
    const char *problem_stat; /* the stat for a stat problem */
} barracks_price;

barracks_price barracks_price_of(const esc_unit_def *u);
/* What "cost" and "RP" mean, for the tooltips of the unit editor and the lists:
 * the cost from the stats (and why +1 to a stat costs more as it grows), the
 * rank points a squad of 30 pays, and each rank's cost range, read from the
 * core (esc_rank_from_cost) for a unit without and with an ability. */
void barracks_price_words(char *out, size_t size);
/* Its first two sentences, for a list's row: what cost and RP are. */
void barracks_price_brief(char *out, size_t size);
/* What a stat does, in words ("Range: how many squares away it can attack"). */
const char *barracks_stat_words(barracks_stat stat);
/* Why +1 to a stat costs more as the stat grows (the cost formula in words). */
const char *barracks_growth_words(void);
/* What one more point of `stat` would change, for the "+1" hints: false when the
 * stat is at the editor's cap. */
bool barracks_stat_plus_one(const esc_unit_def *u, barracks_stat stat, int *rp_delta, long long *cost_delta);
/* The change in rank points from toggling `ability` (adding it, or removing it
 * when the unit has it). */
int barracks_ability_delta_rp(const esc_unit_def *u, int ability);
bool barracks_toggle_ability(esc_unit_def *u, int ability);

typedef enum barracks_advice { BARRACKS_ADVICE_NONE, BARRACKS_ADVICE_INFO, BARRACKS_ADVICE_WARNING } barracks_advice;

/* What the editor says under the price. No single unit can exceed a squad's 30
 * rank points (a Paragon is 15), so the warning is against the budget the unit
 * would have: `budget_left` is what the squad being edited has left for it
 * (ESC_SQUAD_BUDGET when it is edited on its own). A WARNING when it does not fit
 * or cannot play at all; otherwise INFO on how many would fit. */
barracks_advice barracks_unit_advice(const esc_unit_def *u, int budget_left, char *out, size_t size);

/* A sensible unit of `rank`: a role (melee, ranged, support, skirmisher) drawn
 * from `rng`, then among that role's stat lines and 0 to 2 of its abilities with
 * exactly that rank, one of the most even ones. Stats stay within 1..9 and the
 * name says role and rank. False only if no unit has that rank. */
bool barracks_random_unit(core_rng *rng, esc_rank rank, esc_unit_def *out);

/* ---- squads ---- */

typedef struct barracks_gauge {
    int units;
    int rank_points; /* all units' rank points */
    int left;        /* ESC_SQUAD_BUDGET - rank_points; negative when over */
    bool legal;
    esc_squad_report report;
    char reason[200]; /* why it cannot play; "" when legal */
} barracks_gauge;

barracks_gauge barracks_squad_gauge(const esc_squad *s);
/* The editor adds up to ESC_SQUAD_MAX units (a file may hold more: a draft). */
bool barracks_squad_can_add(const data_squad_entry *e);
bool barracks_squad_add(data_squad_entry *e, const data_unit_entry *u);
bool barracks_squad_remove(data_squad_entry *e, int slot);
/* Moves a unit up (-1) or down (+1): the order is the deployment order. */
bool barracks_squad_move(data_squad_entry *e, int slot, int delta);
/* A squad's unit as a library entry (no file), and back. */
void barracks_squad_get_unit(const data_squad_entry *e, int slot, data_unit_entry *out);
bool barracks_squad_set_unit(data_squad_entry *e, int slot, const data_unit_entry *u);
/* The portrait a squad's unit is drawn with, the same everywhere: the one
 * chosen for it, else its automatic one (from its name: assets_portrait_auto). */
int barracks_squad_slot_portrait(const data_squad_entry *e, int slot);

/* ---- lists and names ---- */

/* The name shown for an entry: a shipped one's in the player's language
 * (i18n_content), the player's own as typed. */
const char *barracks_display_name(const char *name, bool builtin);
/* A copy of shipped content becomes the player's own, named in their language:
 * the unit's name (a squad's name and all its units') set to i18n_content. */
void barracks_localize_unit(esc_unit_def *u);
void barracks_localize_squad(data_squad_entry *e);

typedef enum barracks_sort {
    BARRACKS_SORT_NAME,
    BARRACKS_SORT_COST, /* units: cost; squads: rank points */
    BARRACKS_SORT_COUNT
} barracks_sort;

const char *barracks_sort_name(barracks_sort sort);
/* Case-insensitive (ASCII) substring; an empty or blank query matches all. */
bool barracks_text_matches(const char *text, const char *query);
/* A unit matches by name, rank or ability; a squad by its name or a unit's
 * (names, ranks and abilities in English or in the player's language). */
bool barracks_unit_matches(const esc_unit_def *u, const char *query);
bool barracks_squad_matches(const esc_squad *s, const char *query);
/* Library indices that match, in the sort order (ties by name, then index). */
int barracks_list_units(const data_library *lib, const char *query, barracks_sort sort, int *out, int cap);
int barracks_list_squads(const data_library *lib, const char *query, barracks_sort sort, int *out, int cap);
/* Trims spaces and cuts to ESC_NAME_MAX - 1 bytes at a character boundary;
 * false when nothing is left. */
bool barracks_clean_name(const char *in, char out[ESC_NAME_MAX]);
/* "Archer (copy)", then "Archer (copy 2)"...: the first name not in the list
 * (the suffix in the player's language). */
void barracks_copy_name(const data_library *lib, data_library_kind kind, const char *name, char out[ESC_NAME_MAX]);

/* ---- the Barracks ---- */

typedef struct barracks_deleted {
    data_library_kind kind;
    int index; /* where it was in the list */
    data_unit_entry unit;
    data_squad_entry squad;
} barracks_deleted;

typedef enum barracks_unit_target {
    BARRACKS_TARGET_LIBRARY, /* the unit library: index, or -1 for a new unit */
    BARRACKS_TARGET_SQUAD,   /* a slot of the squad being edited, or -1 to append */
    /* a unit another screen owns (the Campaign's Hero): "Done" hands it back
     * (unit_ed.done), nothing goes to the library */
    BARRACKS_TARGET_CALLER
} barracks_unit_target;

typedef struct barracks_unit_editor {
    data_unit_entry entry; /* what is being edited */
    barracks_unit_target target;
    int index;
    int budget_left; /* rank points the squad has for this unit */
    bool dirty;
    bool name_typed; /* the player named it: a random unit keeps the name */
    /* BARRACKS_TARGET_CALLER: the caller's title ("Player 1's Hero"), the rank
     * the unit may not pass (-1: none; warned while editing), and whether it
     * was handed back with Done (else Back dropped it). */
    char title[64];
    int max_rank;
    bool done;
    /* The seat whose colour and emblem the portraits show (the Campaign's
     * player the unit is for), -1 (the default): the first side's look. */
    int seat;
} barracks_unit_editor;

typedef struct barracks_squad_editor {
    data_squad_entry entry;
    int index; /* library index, -1 for a new squad */
    bool dirty;
} barracks_squad_editor;

/* The screens' state: what the lists show, keyboard focus, fields being typed. */
typedef struct barracks_view {
    data_library_kind tab;
    barracks_sort sort[2];
    char search[2][BARRACKS_SEARCH_MAX];
    int selected[2];                         /* library index per tab, -1 for none */
    int scroll[2];                           /* first row shown */
    char picker_search[BARRACKS_SEARCH_MAX]; /* the squad editor's unit list */
    int picker_scroll;
    int focus;      /* the widget with the keyboard (screen-defined ids) */
    int field_mode; /* what `field` is being typed for (screen-defined) */
    char field[DATA_PATH_MAX];
    char toast[DATA_LIBRARY_MESSAGE_MAX];
    bool toast_bad;
    bool confirm_leave; /* Back pressed once with unsaved changes */
    bool field_selected; /* the focused field's whole text is selected: typing replaces it */
    bool text_input;    /* SDL text input is on */
    bool event_used;    /* a widget took the event being handled */
    int random_rank;
    uint64_t random_count;
} barracks_view;

typedef struct barracks {
    data_library lib;
    barracks_deleted *undo; /* BARRACKS_UNDO_MAX deletions, oldest first */
    int n_undo;
    barracks_unit_editor unit_ed;
    barracks_squad_editor squad_ed;
    barracks_view view;
} barracks;

/* False when out of memory. `user_dir` may be "" (nothing can be saved). */
bool barracks_init(barracks *b, const char *user_dir);
void barracks_free(barracks *b);
/* (Re)loads the library; returns the number of messages (files set aside...). */
int barracks_load(barracks *b, const char *data_dir);

/* Library operations; each writes or deletes the file at once. Return the
 * entry's index, or -1 / false with err filled. */
int barracks_duplicate(barracks *b, data_library_kind kind, int index, data_error *err);
bool barracks_rename(barracks *b, data_library_kind kind, int index, const char *name, data_error *err);
/* Deletes and remembers the entry for barracks_undo. */
bool barracks_delete(barracks *b, data_library_kind kind, int index, data_error *err);
/* The name of what barracks_undo would restore, NULL when nothing. */
const char *barracks_undo_name(const barracks *b, data_library_kind *kind);
/* Restores the last deleted entry at its place and writes it again (to its old
 * file when that name is still free). */
int barracks_undo(barracks *b, data_library_kind *kind, data_error *err);

/* The unit editor on a copy of `from` (NULL: a new unit). For the squad target
 * the budget left is the squad's without the unit in that slot. */
void barracks_unit_editor_open(barracks *b, const data_unit_entry *from, barracks_unit_target target, int index);
/* Replaces the edited unit with a random one of `rank` (keeping a typed name and
 * the portrait). */
bool barracks_unit_editor_random(barracks *b, esc_rank rank, uint64_t seed);
/* Saves to the target: the library (a shipped unit is saved as the player's own
 * copy) or the squad editor's slot. Returns the index or slot, -1 on failure. */
int barracks_unit_editor_save(barracks *b, data_error *err);

void barracks_squad_editor_open(barracks *b, const data_squad_entry *from, int index);
/* Saves the squad, legal or not (an illegal one is a draft); -1 on failure. */
int barracks_squad_editor_save(barracks *b, data_error *err);

#endif
