/*
 * TRTS (the tabletop real-time-strategy game) as a game of the client: its
 * content (faction tables, shipped maps, the setup's choices), the new-game
 * screen, and the game screen on the area map: Macro panel, Micro with control
 * groups dragged between areas, engagements, retreats and combat step by step,
 * Reposition, the round tracker, the end-of-game table; hot-seat covers where the
 * core's trts_input_private says; undo, save, load, autosave and continue.
 * Every rule question goes to the core (src/core/trts): trts_test_*,
 * trts_legal_actions, trts_view; the computer seats play through src/ai/trts.
 */
#ifndef SKIRMISH_CLIENT_TRTS_TRTS_H
#define SKIRMISH_CLIENT_TRTS_TRTS_H

#include <stdbool.h>
#include <stdint.h>

#include "areamap/view.h"
#include "help/help.h"
#include "shell/app.h"
#include "shell/field.h"
#include "skirmish/core/evlog.h"
#include "skirmish/core/trts/state.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/seats.h"
#include "trts/remote.h"

#define TRTS_CLIENT_MAX_MAPS 8
#define TRTS_CLIENT_LOG_LINES 48
/* Enter events closer than this are one press held (the key's repeat) */
#define TRTS_ENTER_REPEAT_MS 150
/* a prompt takes no Enter begun in its first moment (panel_kit.c, alarm.c) */
#define TRTS_ENTER_CALM_MS 600

typedef struct trts_client_setup {
    int map;                       /* index into the content's maps */
    int type;                      /* trts_match_type */
    int players;
    bool computer[TRTS_MAX_PLAYERS];
    int level[TRTS_MAX_PLAYERS];   /* a computer seat's level (trts_setup.level) */
    int faction[TRTS_MAX_PLAYERS];
    /* Each seat's name ("" = the default), kept in the saves. */
    char name[TRTS_MAX_PLAYERS][DATA_SEAT_NAME_MAX];
    uint64_t seed;
    int rounds;                    /* the game's length: 16, 24 or 32 (0: 32) */
} trts_client_setup;

/* What TRTS keeps for the whole run (a service of the app). */
typedef struct trts_content {
    bool rules_ok;
    char rules_error[200];
    trts_rules rules;
    trts_map maps[TRTS_CLIENT_MAX_MAPS];
    int n_maps;
    trts_client_setup setup;       /* remembered between visits to the setup screen */
    char autosave_dir[DATA_PATH_MAX];
    int autosave_serial;
    app_autosaves autosaves;       /* what Continue offers */
    ui_field name_field[TRTS_MAX_PLAYERS]; /* the setup's name fields */
} trts_content;

/* "Show last turn again" for one seat (trts/lastturn.c): where its last turn
 * ended in the record, the steps it could see since, and whether it has given
 * an order of its own turn since (then the replay is gone). */
typedef struct trts_lastturn_seat {
    int from, steps;
    bool ordered;
    /* the round under way: where it began in the record and the steps the seat
     * saw since; a finished game with no step since the seat's turn replays
     * the last round from there (play-test 13: Replay greyed at the end) */
    int round_from, round_steps;
    bool whole_round; /* the replay shows the last round, not the last turn */
} trts_lastturn_seat;

/* The game screen's state. */
typedef struct trts_screen {
    trts_game_record *rec;         /* map (the state points at it), setup, actions */
    data_seat seats[TRTS_MAX_PLAYERS]; /* names and levels, saved with the record */
    trts_state st;
    int undo_floor;                /* actions at or below it cannot be undone */
    bool undo_scouted;             /* the floor was raised by the seat's own move into an area without its marker */
    /* one gesture recorded as several actions (a group's drag with units
     * already there: Leave, then Move): Undo takes back from `gesture_from`
     * when the record ends at `gesture_to` (-1: none; review 15) */
    int gesture_from, gesture_to;
    /* a loaded save going on in a new autosave (the same game's autosave was
     * further on): the save's path, noted beside the autosave ("" none) */
    char origin[DATA_PATH_MAX];
    int viewer;                    /* whose private boards are shown; -1: public only */
    bool cover;                    /* "pass the screen" cover up */
    int last_decider;              /* the human who last decided at the screen (private or public input), -1 */
    int sel_area;                  /* area picked on the map, -1 */
    trts_set sel;                  /* units picked (group, leave, retreat, reposition) */
    int worker;                    /* worker picked for construction or repair, -1 */
    int attacker;                  /* piece picked to name a target, -1 */
    int drag_from, hover;
    bool panning, pan_moved;
    int pan_x, pan_y;
    areamap_model model;
    areamap_camera cam;
    areamap_cache cache;
    bool fitted;
    char message[640];
    char autosave[DATA_PATH_MAX];  /* "" when none */
    bool show_result, result_seen;
    /* the combat shown step by step: hits of st.log shown so far */
    int log_seen_area, log_seen_hits, log_shown;
    /* the round the combat log last changed (the panel shows it that round only) */
    int log_mark_area, log_mark_steps, log_mark_hits, log_round;
    float log_t, ai_t;
    int panel_scroll;
    int panel_top_hold;            /* the panel's list top kept while the pointer is over it */
    int panel_hold_key;            /* the phase and seat it was kept for */
    /* the tallest the hints under the bank have been (play-test 16: a hint one
     * line longer moved Technician under a click): reserved, per seat and width */
    int econ_hold_h, econ_hold_key;
    /* a refused drop's reason, shown by the map where it was dropped (window
     * coordinates) while it is the panel's message and until the next press */
    char drop_note[640];
    int note_w, note_h; /* the window's size when the drop's note was made: a resize drops it (play-test 16) */
    int drop_x, drop_y;
    /* the public events of the game (docs/trts.md "Event log"), the report box
     * over the map and the whole log opened from the panel */
    evlog events;
    bool history_open;
    int history_scroll;
    /* the report folded to one button, kept so until unfolded (play-test 10:
     * it covered the map's corner every turn) */
    bool news_folded;
    bool news_more; /* the report at its full height (play-test 14: it covered half the map) */
    int news_fold_fight; /* the fight the report was folded for (1 + round * 64 + area; 0 none) */
    /* End pressed in an activation that did nothing yet: the panel asks first
     * ("End this turn without moving?"); any order, Undo or Esc drops it */
    bool confirm_end;
    /* Done (click or Enter) on a Macro turn with no order given: asked first
     * ("Done without orders?"); any order, Undo or Esc drops it */
    bool confirm_done;
    /* a combat being shown step by step: the map and lists show the state from
     * before it (`shown`) until the log has reached its end */
    bool anim;
    trts_state shown, scratch;
    /* Macro's "Same as last round": how many orders the seat gave last round,
     * worked out once per round and seat */
    int repeat_round, repeat_player, repeat_n;
    int repeat_mark;               /* 1 + the record's length before "Same as last round" was used this Macro, else 0 */
    trts_action repeat[256]; /* those orders (the first repeat_n) */
    /* Enter on the panel: what the panel showed (phase, seat, round, actions) and
     * when that last changed; an Enter within a moment of a change is ignored, so
     * Enter pressed twice never passes the next panel unseen */
    unsigned long panel_sig;
    Uint32 panel_changed_at;
    /* Enter as one press, whatever the key repeat sends (play-test 16: a
     * second Enter meant to pass answered a new Defence prompt): when the
     * press began (its repeats arrive less than TRTS_ENTER_REPEAT_MS apart),
     * its latest event, and whether the key was held when the prompt changed
     * (then no Enter counts until it is released) */
    Uint32 enter_press_at, enter_last_at;
    bool enter_stale;
    bool panel_clicked;            /* the latest panel order came from a click (trts_pk_act) */
    /* an attack by another side on a human seat's units, told on a card before
     * the Defence or Combat prompt it causes (play-test 16; alarm.c): whose
     * card (-1: none), where, who attacked, what the seat saw come in (up to
     * four kinds, a piece of each for its name, and how many) and the areas
     * announced as stepped from (the rules' engagement) */
    struct {
        int8_t seat, area, attacker, n_kinds;
        int16_t kind_piece[4];
        int8_t kind_n[4];
        uint64_t from;
    } alarm;
    /* "Show last turn again": per seat, and the replay on screen (NULL: none) */
    trts_lastturn_seat last_turn[TRTS_MAX_PLAYERS];
    struct trts_lastturn *replay;
    /* the live map's news per seat: what it could see the others do since its
     * last turn (lastturn_marks.c; NULL until a first step is noted) */
    struct trts_replay_marks *news;
    /* per seat and area, the enemy units it last saw there (memory.c; NULL
     * until a first step is noted) */
    struct trts_memory *memory;
    /* "Fight on to the end": this seat stays at every step left of the fight
     * in this area this round without being asked (-1: none) */
    int fight_on_area, fight_on_round, fight_on_seat;
    /* the coached first game's steps (lesson.c); NULL: not coached */
    struct trts_lesson *lesson;
    const scene *again;            /* where the end table's "New game" leads (the opener's setup) */
    /* Play online (trts/remote.h): the seat's actions go to the server, its
     * views are the states shown; no cover, no Undo, no autosave, no computer
     * played here */
    bool online;
    trts_remote remote;
    /* orders given while the one before is not answered yet (a drag in Micro
     * is Activate then Move; "Same as last round" several): each goes once
     * the server's view of the one before has come */
    trts_action online_queue[32];
    int online_queued;
} trts_screen;

/* How to open the game screen: a record (map, setup, actions so far; copied)
 * and the autosave it keeps up to date (NULL: a new one). */
typedef struct trts_play_args {
    const trts_game_record *rec;
    const char *autosave;
    const data_seat *seats;        /* one per player; NULL: default names, normal level */
    bool lesson;                   /* coached: Learn to play's banner (lesson.c) */
    const scene *again;            /* the end table's "New game" (NULL: none, back to the menu) */
    const trts_remote *remote;     /* online: the seat's hook (trts/remote.h; copied); NULL offline */
} trts_play_args;

extern const app_service trts_service;
extern const scene trts_setup_scene;   /* "New TRTS game" */
extern const scene trts_play_scene;
/* TRTS's pages of the help browser (trts/help.c). */
extern const help_book trts_help_book;

trts_content *trts_content_get(app *a);
/* The game screen on the stack, NULL if none. */
trts_screen *trts_current(const app *a);
/* Starts the game the setup describes (a->message says why not). */
bool trts_start(app *a);
/* Learn to play (lesson.c): a duel on Twin Ridge against a passive computer,
 * a banner saying what to do at each step of the first round. */
bool trts_lesson_start(app *a);
/* Opens a saved game (or an autosave, which then goes on in that file). False
 * with a->message set; nothing changes. */
bool trts_load(app *a, const char *path);
/* Is this file a TRTS save (format "skirmish-trts")? */
bool trts_save_is(const char *path);
/* A one-line title for the Load screen: "TRTS · Twin Ridge · 2 players · 14 actions". */
bool trts_save_title(const char *path, char *out, size_t size);
/* The round a saved game stands at (a replay), 0 when it cannot be read. */
int trts_save_round(const char *path);
/* "Continue TRTS: round 5, 11-26 14:20": the newest autosave; false when none. */
bool trts_continue_label(app *a, char *out, size_t size);
/* Unfinished games' autosaves, newest first (full paths); returns the count. */
int trts_list_autosaves(app *a, char (*out)[DATA_PATH_MAX], int cap);
/* Whether an autosave loads (damaged ones are set aside with a message on the
 * way, shell/autosaves.c), and opening the newest: "Continue" after a crash. */
bool trts_can_continue(app *a);
bool trts_continue(app *a);

/* Seat colours and names shared by both screens. */
SDL_Color trts_player_colour(int p);
/* A player's name as people read it ("Ann", "Player 1", "Computer (Normal)");
 * the text stays until the next call for the same player. */
const char *trts_player_name(const trts_screen *c, int p);

#endif
