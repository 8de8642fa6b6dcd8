/*
 * Escarmouche as a game of the client: its content (the battle maps and the
 * squads offered by the setup: the shipped ones, then the player's), the match
 * setup screen, and starting, loading and continuing matches, which open the
 * battle screen of board/ with a match.
 */
#ifndef SKIRMISH_CLIENT_ESCARMOUCHE_ESCARMOUCHE_H
#define SKIRMISH_CLIENT_ESCARMOUCHE_ESCARMOUCHE_H

#include <stdbool.h>

#include "shell/app.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/seats.h"

#define ESCARMOUCHE_MAX_MAPS 32
#define ESCARMOUCHE_MAX_SQUADS 64
/* Unfinished matches kept for Continue, one autosave each. */
#define ESCARMOUCHE_AUTOSAVES_KEPT 5

typedef struct escarmouche_setup {
    int map;                       /* index into maps */
    int squad[ESC_SIDES];          /* index into squads */
    bool human[ESC_SIDES];
    int level[ESC_SIDES];          /* ai_level of a computer side */
    char name[ESC_SIDES][DATA_SEAT_NAME_MAX]; /* "" = the default name */
    int round_limit;
    /* Watching only: how fast the computer's moves are shown. It starts as the
     * player's animation speed and is the watch's own from then on: changing it
     * never touches the settings. */
    data_anim_speed speed;
} escarmouche_setup;

/* What Escarmouche keeps for the whole run (a service of the app). */
typedef struct escarmouche_content {
    esc_map maps[ESCARMOUCHE_MAX_MAPS];
    int n_maps;
    esc_squad squads[ESCARMOUCHE_MAX_SQUADS];
    int n_squads;
    escarmouche_setup setup;       /* the setup screen's choices, remembered between visits */
    escarmouche_setup watch;       /* the same for "Watch the computer" (both sides computer) */
    /* The folder of the autosaves (one file per unfinished match, written at the
     * start of every turn, removed when the match ends); "" = no autosave. */
    char autosave_dir[DATA_PATH_MAX];
    int autosave_serial;           /* makes each match's file name unique */
} escarmouche_content;

/* The unfinished matches Continue offers, newest first. */
typedef struct escarmouche_autosaves {
    char path[ESCARMOUCHE_AUTOSAVES_KEPT * 2][DATA_PATH_MAX];
    char title[ESCARMOUCHE_AUTOSAVES_KEPT * 2][160];
    int n;
    /* "A damaged autosave was set aside as NAME" when listing set one aside
     * ("" when none): whatever screen comes next shows it. */
    char set_aside[256];
} escarmouche_autosaves;

extern const app_service escarmouche_service;
/* The match setup; its start description is an escarmouche_setup_args (NULL: a
 * match to play). */
extern const scene escarmouche_setup_scene;
/* The New match screen's name field of `side`: where it was drawn last and
 * whether it is the one typed in (tests). False when the screen is not open. */
bool escarmouche_setup_name_field(const app *a, int side, SDL_Rect *rect, bool *focused);

typedef struct escarmouche_setup_args {
    bool watch;                    /* "Watch the computer": both sides computer, legal squads only, the speed */
} escarmouche_setup_args;

/* The content, read on first use (NULL when out of memory). */
escarmouche_content *escarmouche_content_get(app *a);
/* Re-reads the squads offered by the setup (the Barracks may have changed them). */
void escarmouche_reload_squads(app *a);
/* Starts a match from the setup's choices (or a demo: computer against
 * computer) and opens the battle over the menu. False with a->message set. */
bool escarmouche_start(app *a, bool demo);
/* Starts the match "Watch the computer" was set up for. */
bool escarmouche_start_watch(app *a);
struct board_match;
/* A match about to start, ready for board_match_start(_scenario): empty, woken
 * by the app's event, and autosaving to a new file of its own for Continue
 * when `autosave` (a match watched or test-played keeps none). */
void escarmouche_match_prepare(app *a, struct board_match *m, bool autosave);
/* Opens a saved Escarmouche match. False with a->message set; nothing changes. */
bool escarmouche_load(app *a, const char *path);
/* Whether an autosaved match can be continued, and continuing: the match itself
 * when there is one, else a list to choose from. */
bool escarmouche_can_continue(app *a);
bool escarmouche_continue(app *a);
/* Lists the autosaves (a damaged one is set aside, with a message on the menu). */
void escarmouche_list_autosaves(app *a, escarmouche_autosaves *out);
/* The seats a setup's choices make (names, human or computer, levels). */
void escarmouche_setup_seats(const escarmouche_setup *s, data_seat seats[ESC_SIDES]);
/* The setup's line for squads of unequal rank points with a round limit
 * ("Alice's squad is worth 2 rank points more: ..."); "" when there is none. */
/* The line under the match setup's squads: hover a unit for its abilities,
 * what ranks and rank points are, where squads are made. */
void escarmouche_setup_explain_note(char *out, size_t size);
void escarmouche_setup_uneven_note(const escarmouche_setup *c, const esc_squad *first, const esc_squad *second,
                                   char *out, size_t size);
/* The default opponent of squad `first`: the first other playable squad worth
 * the same rank points (so that neither side wins at the round limit by
 * waiting), else the first other playable one. */
int escarmouche_even_partner(const escarmouche_content *c, int first);
/* "Date · A vs B · round N" for a saved record ("Date · Scenario · round N"
 * for a scenario's). */
void escarmouche_save_title(const char *path, const esc_record *rec, char *out, size_t size);
/* The same for a save whose turn of side `held` is held open until its End turn
 * (data_save_load_held; -1: none): its round is that turn's. */
void escarmouche_save_title_held(const char *path, const esc_record *rec, int held, char *out, size_t size);
extern const scene escarmouche_continue_scene;

#endif
