/*
 * The Campaign as a game of the client (docs/campaign.md, "The client"): its
 * content (the shipped campaign maps, the unit library, the setup's choices), the
 * setup screen, and the campaign screen on the area map, which walks the five
 * phases hot-seat: private steps behind a "pass the screen" cover, the reveal
 * animated, battles pushed on the board (board_battle_scene with report) or
 * played out by the Escarmouche AI, Phase 5 in public and the final table.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_CAMPAIGN_H
#define SKIRMISH_CLIENT_CAMPAIGN_CAMPAIGN_H

#include <stdbool.h>

#include "help/help.h"
#include "shell/app.h"
#include "shell/field.h"
#include "skirmish/ai/ai.h"
#include "skirmish/core/campaign/state.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/seats.h"

struct campaign_remote;

#define CAMPAIGN_CLIENT_MAX_MAPS 12

typedef struct campaign_setup {
    int map;                                   /* index into the content's maps */
    int players;
    bool computer[CAMPAIGN_MAX_PLAYERS];
    char name[CAMPAIGN_MAX_PLAYERS][DATA_SEAT_NAME_MAX]; /* "" = the default name */
    int turns;
    bool domination, warlord;
    int battle_ai;                             /* ai_level */
    int round_limit;                           /* of each battle */
    char seed[24];                             /* decimal; "" = drawn at the start */
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS]; /* each human's Hero */
    int editing;                               /* seat whose Hero is in the unit editor, -1 none */
} campaign_setup;

/* What the Campaign keeps for the whole run (a service of the app). */
typedef struct campaign_content {
    campaign_map maps[CAMPAIGN_CLIENT_MAX_MAPS];
    int n_maps;
    campaign_library library;
    bool have_library;
    campaign_setup setup;                      /* remembered between visits */
    char autosave_dir[DATA_PATH_MAX];          /* <user data>/campaign-autosaves, "" = none */
    int autosave_serial;
    app_autosaves autosaves;                   /* what Continue offers */
    ui_field name_field[CAMPAIGN_MAX_PLAYERS]; /* the setup's name fields */
    ui_field seed_field;                       /* the setup's seed */
    char continue_path[DATA_PATH_MAX];         /* the autosave Continue offers, and its title */
    char continue_title[200];
} campaign_content;

/* How to open the campaign screen: a started (or loaded) state and its map, both
 * copied; autosave is the file to keep ("" = a new one, NULL = none). */
typedef struct campaign_play_args {
    const campaign_map *map;
    const campaign_state *state;
    const char *autosave;
    const data_seat *seats;                    /* the players' names, one each; NULL: the defaults */
    const char *match;                         /* the battle being fought (skirmish-save), NULL: none */
    const evlog *events;                       /* the event log saved with it (copied), NULL: none */
    /* The game's record as loaded (copied; one without a start: an older save,
     * no record kept); NULL: a new campaign, its record starts from `state`. */
    const data_campaign_record *record;
    /* Played online (campaign/remote.h, copied): one seat at this screen, the
     * server the authority; NULL offline. */
    const struct campaign_remote *remote;
    const char *from; /* opened from a save (not an autosave): its path, noted beside the autosave; NULL none */
} campaign_play_args;

extern const app_service campaign_service;
/* "New campaign": the setup screen. */
extern const scene campaign_setup_scene;
/* The campaign on the map. */
extern const scene campaign_play_scene;
/* The Campaign's pages of the help browser (campaign/help.c). */
extern const help_book campaign_help_book;

campaign_content *campaign_content_get(app *a);
/* Opens a saved campaign. False with a->message set; nothing changes. */
bool campaign_load(app *a, const char *path);
/* Whether `path` is a campaign save (its format). */
bool campaign_save_is(const char *path);
/* "Campaign · The Three Crowns · turn 3 of 12 · 2 players" for the Load screen,
 * in the player's language; false if it is not a campaign save. */
bool campaign_save_title(const char *path, char *out, int size);
/* The newest unfinished campaign's autosave, and continuing it. */
bool campaign_can_continue(app *a);
bool campaign_continue(app *a);
/* What Continue would open, as the Load screen says it (turn, phase, date). */
bool campaign_continue_title(app *a, char *out, size_t size);

#endif
