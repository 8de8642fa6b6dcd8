/*
 * Conquest as a game of the client: its content (the shipped maps and the setup
 * screen's choices), the setup screen, and the game screen on the area map with
 * hot-seat order entry, bots and the animated resolution.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_CONQUEST_H
#define SKIRMISH_CLIENT_CONQUEST_CONQUEST_H

#include <stdbool.h>

#include "areamap/view.h"
#include "conquest/match.h"
#include "conquest/remote.h"
#include "conquest/report.h"
#include "help/help.h"
#include "shell/app.h"
#include "shell/field.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/cq_save.h"

#define CONQUEST_MAX_MAPS 32 /* the shipped maps, then the player's own */

typedef struct conquest_setup {
    int map;                       /* index into maps; n_maps: generated grid; +1: hex */
    int players;
    int seat[CQ_SETUP_MAX_PLAYERS];
    char name[CQ_SETUP_MAX_PLAYERS][DATA_SEAT_NAME_MAX]; /* "" = the default name */
    int turns;
    int gen_size;
    bool fair_starts;              /* Fair starts (cq_fair_starts), else random starts (the default) */
    uint64_t seed;                 /* the next game's seed, drawn before it so the preview shows its starts */
    bool seed_drawn;
    int32_t shown_starts[CQ_SETUP_MAX_PLAYERS]; /* the preview's Fair starts, for: */
    int shown_map, shown_players;  /* (-1: none yet) */
    uint64_t shown_seed;
    cq_fair_quality shown_quality; /* how fair those starts are (the Starts row says it) */
    bool pointer_moved;            /* the pointer has moved since the setup screen opened: its tips may show */
    SDL_Rect size_row, players_row, turns_row; /* as last laid out: the same for every map (blind play-test 17) */
    SDL_Rect seat_value[CQ_SETUP_MAX_PLAYERS]; /* each seat's value box as last laid out (a click steps it) */
} conquest_setup;

/* What Conquest keeps for the whole run (a service of the app). */
typedef struct conquest_content {
    cq_map maps[CONQUEST_MAX_MAPS];
    int n_maps;
    conquest_setup setup;          /* remembered between visits to the setup screen */
    conquest_match *waiting;       /* a game waiting for its network bots, NULL if none */
    ui_field name_field[CQ_SETUP_MAX_PLAYERS]; /* the setup's name fields */
    app_autosaves autosaves;       /* the autosave folder as last looked at (autosave.c) */
    char continue_path[DATA_PATH_MAX]; /* the main menu's Continue: the file its label was read from, */
    long long continue_time;       /* when it was written, */
    char continue_map[64];         /* its map and turn */
    int continue_turn;
    /* The game screen's toggles, kept for the run like settings: a loaded or
     * new game opens as the last one was left (play-test 5: Threats lost on Load). */
    bool threats, report_folded, report_right;
    bool threats_set; /* threats was set by a game of this run (else Settings decide) */
    bool first_game_done;          /* the coached first game finished or skipped (coach.c), remembered */
    struct conquest_screen *screen; /* the game screen while it is open (play.c says so), else NULL */
} conquest_content;

/* The stages a resolution is played in (show.c), the rules' order. */
typedef enum conquest_stage {
    CONQUEST_STAGE_DEPART,  /* units leave and go half way */
    CONQUEST_STAGE_MEET,    /* head-on meetings on edges */
    CONQUEST_STAGE_ARRIVE,  /* arrivals and fights */
    CONQUEST_STAGE_DRAW,    /* the weighted draws of shared attacks */
    CONQUEST_STAGE_GROW,    /* generation */
    CONQUEST_STAGE_COUNT
} conquest_stage;

/* The game screen's state: created when it opens, freed when it closes. */
/* How long the pointer rests on a vertex before its hover card opens (blind
 * play-test 10: cards opened over the map wherever the pointer lay). */
#define CONQUEST_CARD_DWELL 0.35f

typedef struct conquest_screen {
    conquest_match match;
    areamap_model model;
    areamap_camera cam;
    areamap_cache cache;
    bool fitted;
    float fill_zoom;               /* the zoom conquest_fill_view set (place.c): refilled after a resize while unchanged */
    int viewer;                    /* the human entering orders, CQ_NO_PLAYER if none */
    bool cover;                    /* "pass the screen" cover up */
    bool cover_key_held;           /* the T that lifted the cover is still down: its repeats are not the map's T */
    int drag_from, hover;          /* vertex indices, -1 if none */
    bool picked;                   /* drag_from was clicked (not dragged): the next click on a neighbour is the order */
    bool pointer_seen;             /* the window has had the mouse: its leaving clears the hover */
    int selected;                  /* the viewer's selected order, -1 if none */
    bool panning, pan_moved;
    int pan_x, pan_y;
    char message[200];
    int panel_scroll;              /* the side panel's list scrolled by (pixels), under its pinned buttons */
    int panel_content_h;           /* the height of that list when last drawn */
    bool no_autosave;              /* the coached first game: never autosaved (they piled up under Continue) */
    cq_order *cleared;             /* the orders Clear all took, for its undo (NULL: none) */
    int n_cleared, cleared_for, cleared_turn; /* how many, whose, on which turn */
    SDL_Rect order_rows;           /* the panel's order rows as last laid out: the wheel there sets units */
    int ready_asked;               /* turn * 16 + seat + 1 once Ready was asked about for that seat's turn */
    char message_good[200];        /* the message when it is good news ("Saved as…"): drawn green */
    char message_ready[200];       /* the message when it is Ready's warning: boxed by Ready, kept by map clicks */
    bool animating;
    float anim_t, anim_speed, idle_t;
    float stage_len[CONQUEST_STAGE_COUNT]; /* each stage's length (0: left out), at speed 1 */
    float anim_total;
    bool paused, show_result, result_seen;
    bool hover_wait; /* after the cover and at the screen's start: no hover found until the pointer moves */
    float hover_dwell; /* seconds the pointer has rested on c->hover: its card opens after CONQUEST_CARD_DWELL */
    bool threats;    /* the reach overlay (T): what other players could bring to each of the viewer's vertices */
    bool net_given;                /* a network game: this turn's human orders went to the server */
    /* Played online (conquest/remote.h, remote.c): the server resolves the
     * turns; the seat's orders go to it once Ready. */
    bool online;
    conquest_remote remote;
    int remote_sent_turn;          /* the turn whose orders went out, 0: none yet */
    int remote_links;              /* the hook's link count when they went */
    bool remote_kept;              /* the finished game kept among the replays */
    bool thinking;                 /* the humans are ready: "The computer is choosing…" shown, then the turn */
    /* What happened (show.c): the event log of this game, the turn report of
     * the human at the screen, the whole log, the step-by-step replay. */
    evlog log;
    bool history_open;
    int history_scroll;
    int report_scroll;             /* the turn report's, back to 0 for each new report */
    bool report_right;             /* the report and the log on the map's right (M), else its left */
    bool report_folded;            /* the report and the log folded to their title bar (V), for the game */
    int report_first;              /* the log index the report opened with (-1: none): a new report */
    bool report_bottom;            /* this report in the map's bottom corner: it hides fewer vertices there */
    bool replaying;                /* "show last turn again" is playing */
    int replay_step;               /* the step-by-step replay's step, -1 when off */
    conquest_step *steps;          /* the last turn's steps (NULL until asked) */
    int n_steps;
    char autosave[DATA_PATH_MAX];  /* this game's autosave, "" until written (autosave.c) */
    unsigned long drafts_saved;    /* conquest_drafts_hash when it was last written */
    /* The turns resolved on this screen, kept as data so their log entries
     * are worded again after a language switch (show.c); the latest ones only. */
    struct conquest_worded *worded;
    int n_worded;
    char worded_language[16];      /* the language their entries are worded in */
    cq_state shown;                /* while a turn resolves: what the map shows (its holders and counts), for the panel and top bar */
    int coach;                     /* the coached first game's step (coach.c), 0 when not coached */
    int coach_turn;                /* the turn it began at */
    int coach_top;                 /* the banner's top this frame (0: none): the hover card stays above it */
    int lottery_turn;              /* the turn the panel first explained the draw (orders.c), 0: not yet */
    const scene *again;            /* what "Play again" opens (conquest_play_args) */
    /* A human seat knocked out (out.c, blind play-test 15). */
    int out_notice;                /* seat + 1 whose "is out" notice is up, 0: none */
    int out_reader;                /* seat + 1 of the last human out: the log's reader while watching, 0: none */
    unsigned out_said;             /* the seats whose notice was said (bit per seat) */
    bool watching, watch_paused;   /* the rest watched turn by turn (after "Watch the rest"), paused */
} conquest_screen;

/* How to open the game screen: it takes `match` over (the caller's is left empty). */
typedef struct conquest_play_args {
    conquest_match *match;
    const char *autosave;          /* the autosave it was continued from, NULL for a new one */
    const evlog *events;           /* the event log saved with it (copied), NULL: none */
    const conquest_remote *remote; /* an online game (copied): no autosave, the server resolves; NULL: local */
    const scene *again;            /* what the result's "Play again" opens (the setup), NULL: as Main menu */
} conquest_play_args;

extern const app_service conquest_service;
extern const scene conquest_setup_scene;
extern const scene conquest_play_scene;
/* Conquest's pages of the help browser (conquest/help.c). */
extern const help_book conquest_help_book;

conquest_content *conquest_content_get(app *a);
/* The game screen open on the stack, NULL if none. */
conquest_screen *conquest_current(const app *a);
/* Opens a saved Conquest game (or a bare game state, ours or the public
 * server's). On the setup screen a state becomes the chosen map instead. False
 * with a->message set; nothing changes. */
bool conquest_load(app *a, const char *path);
/* The setup screen's choices made those of the game `m` (its map, players,
 * seats and levels, names, turn limit, starts): "Play again" replays the game
 * just played, not the setup last edited (play-test 6). */
void conquest_setup_from_match(app *a, const conquest_match *m);
/* Learn to play's Conquest entry: a small game against the computer (the
 * setup's choices left as they were), coached step by step (coach.c); false
 * with a->message set when it cannot start. */
bool conquest_coach_start(app *a);
/* Whether the coached first game was finished or skipped (remembered). */
bool conquest_coach_done(app *a);
/* Remembers it finished (the setup's choices file). */
void conquest_coach_remember(app *a);
/* A map or a game state (its graph) joins the setup screen's maps, chosen. */
bool conquest_setup_add_map(app *a, const char *path);

/* ---- autosave.c ---- */
/* Writes the game's autosave (a new file the first time), or removes it once
 * the game is over; a failure is said in c->message and the game goes on. */
void conquest_autosave(app *a, conquest_screen *c);
/* Conquest's autosave folder (<user dir>/conquest-autosaves); false when there is no user dir. */
bool conquest_autosave_dir(app *a, char *out, size_t size);
/* Whether path is in Conquest's autosave folder. */
bool conquest_autosave_is(app *a, const char *path);
/* The path of the autosave called `name` in that folder; false when none. */
bool conquest_autosave_named(app *a, const char *name, char *out, size_t size);
/* Whether the autosave at path is at a later turn than turn (a save older than its game). */
bool conquest_autosave_ahead(const char *path, int turn);
/* What a save or the autosave keeps beside the state: the Fair starts, the
 * autosave's name, each human's orders of the turn and Ready (pointing into
 * c's match). */
void conquest_save_setup(const conquest_screen *c, data_cq_save_setup *out);
/* The loaded orders and Ready entered again into the match's human seats. */
void conquest_drafts_restore(conquest_match *m, const data_cq_save_setup *setup);
/* A digest of every seat's orders and Ready: the autosave is written again
 * when it changes. */
unsigned long conquest_drafts_hash(const conquest_match *m);
/* ---- continue.c ---- */
/* The main menu's "Continue Conquest: turn N" when an unfinished game is
 * there to continue, and its tooltip (the map, the turn, the date); false when
 * none. */
bool conquest_continue_label(app *a, char *out, size_t size, char *tip, size_t tip_size);
/* Opens the newest unfinished game; false with a->message set when none. */
bool conquest_continue(app *a);

#endif
