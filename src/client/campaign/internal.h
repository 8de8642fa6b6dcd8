/*
 * The campaign screen's state and the parts of it shared by its files. Calls
 * run one way, from the scene down (tests/check_rings.py keeps it so):
 *   open.c (Load, Continue) and setup.c push the scene, play.c (the map,
 *   covers, the scene itself);
 *   under it top_bar.c, downtime.c (with hero_traits.c under it), panels.c
 *   (orders, every private choice), board.c (the map's hover card), final.c,
 *   standing.c;
 *   then flow.c (which step is on screen, the computer seats, auto battles)
 *   and order_words.c;
 *   then report.c (the turn report, which may show the last reveal again);
 *   then reveal.c, reveal_told.c (the reveal), aftermath.c (Phase 5's
 *   losers), content.c (maps, saving, the battle's hooks);
 *   at the bottom say.c (the event log written) and names.c (seat names and
 *   colours, place names, the step's phase and turn), which call none of them.
 * What must go back up goes by the scene stack: play.c registers its scene
 * (campaign_screen_register) and campaign_current finds the screen on the
 * stack; a confirmation's answer comes back by its callback.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_INTERNAL_H
#define SKIRMISH_CLIENT_CAMPAIGN_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "areamap/view.h"
#include "board/battle.h"
#include "campaign/campaign.h"
#include "campaign/online.h"
#include "campaign/record.h"
#include "shell/ui.h"
#include "skirmish/core/evlog.h"

/* What the screen asks for now. Private steps belong to one seat and are shown
 * behind a cover when two humans or more share the screen. */
typedef enum campaign_step {
    CSTEP_DOWNTIME,   /* private: seat */
    CSTEP_ORDERS,     /* private: seat */
    CSTEP_REVEAL,     /* public: the orders revealed and the moves animated */
    CSTEP_STANDOFF,   /* private: seat, loc */
    CSTEP_SQUAD,      /* private: seat (squad within the budget, fight or auto) */
    CSTEP_BONUS,      /* private: seat (the defender) */
    CSTEP_MODE,       /* public: an auto battle, watched or skipped */
    CSTEP_DUEL_DONE,  /* public: the duel's result and losses */
    CSTEP_RETREAT,    /* private: seat (the losing occupant), battle */
    CSTEP_PHASE5,     /* public: what the turn changed */
    CSTEP_OVER,       /* the final table */
    CSTEP_WAIT        /* online: the seat waits for the others (online.c) */
} campaign_step;

#define CAMPAIGN_LOG_LINES 40

/* What the battle's markers banner names: the place and each board side's player. */
typedef struct campaign_battle_hint {
    char place[64];
    char side[ESC_SIDES][DATA_SEAT_NAME_MAX + 40];
} campaign_battle_hint;

/* Where an army went in Phase 5 (aftermath.c): to a retreat, or nowhere
 * (CAMPAIGN_NO_LOCATION: scattered, or wiped out when `units` is 0). */
typedef struct campaign_after {
    int16_t id;
    int8_t player, from, to;
    uint8_t units;           /* its units still standing as it went */
} campaign_after;

typedef struct campaign_screen {
    campaign_map map;
    campaign_state st;
    /* The whole game from its start, kept in every save (record.h); without a
     * start for a game continued from a save made before records. */
    data_campaign_record record;
    areamap_model model;
    areamap_camera cam;
    areamap_cache cache;
    bool fitted;
    bool panning, pan_moved;
    int pan_x, pan_y;
    /* the flow */
    campaign_step step;
    int seat;                                /* the private step's seat */
    int loc, battle;                         /* the standoff's location, the retreat's battle */
    bool cover;                              /* pass-the-screen cover up */
    int shown_seat;                          /* seat whose private view is on screen, -1 public */
    bool done[CAMPAIGN_MAX_PLAYERS];         /* this phase's step finished, per seat */
    int n_orders[CAMPAIGN_MAX_PLAYERS];
    campaign_order orders[CAMPAIGN_MAX_PLAYERS][CAMPAIGN_MAX_ARMIES];
    uint8_t standoff_asked[CAMPAIGN_MAX_LOCATIONS]; /* players asked, per standoff */
    bool retreat_asked[CAMPAIGN_MAX_BATTLES];
    bool in_battle;                          /* the board is pushed */
    bool watch_skip;                         /* a watched battle's "Skip to the result": played out on return */
    /* The battle fought on the board, as a skirmish-save document (NULL: none):
     * kept after every action and written into every save and autosave, so
     * Continue resumes it at the same action (content.c). */
    char *match;
    bool entering;                           /* play_enter runs: nothing may be pushed yet */
    bool board_pending;                      /* the board is pushed at the first update */
    campaign_duel duel;                      /* the duel being fought */
    /* the panels */
    int army;                                /* selected army id, -1 none */
    int drag_army;                           /* army being dragged, -1 none */
    /* A drop refused, said at the drop point until the next click (play-test 13:
     * only the side panel's small note said it); Ready asks once about it. */
    char drop_note[240];
    int drop_x, drop_y;
    bool refused, ready_asked;               /* refused_army's drafted move was refused; Ready warned */
    int refused_army, refused_to;
    int hover;                               /* location under the pointer */
    uint32_t pick;                           /* units picked (Create Regiment, squad) */
    int picking;                             /* 0 none, 1 Create Regiment's units */
    int scroll;                              /* roster scroll of the step on screen (each private step starts at 0) */
    bool traits_open;                        /* a small panel: the trait shop shown in the roster's stead */
    /* What a seat's private panels show is that seat's own (downtime.c): nothing
     * one seat does in secret (the recruit it looked at or bought, a unit it
     * selected) shows on another's screen. ui_seat: whose these were last;
     * a change resets the shared ones (scroll, hover, the picks). */
    struct campaign_seat_ui {
        int lib_index;                       /* library unit shown for recruiting */
        int dismiss_uid;                     /* the unit Dismiss asks about */
        int trait_ask;                       /* the Hero's trait the shop asks about */
        int spare_turn;                      /* the turn "Gold to spare" was said, 0 not yet */
    } seat_ui[CAMPAIGN_MAX_PLAYERS];
    int ui_seat;
    bool new_unit;                           /* the unit editor is open for a recruit */
    int bonus_choice, bonus_unit;
    bool ground_high, ground_second;
    char message[240];                       /* a refusal or a result; cleared when the situation changes */
    uint64_t situation;                      /* what the message was about (play.c) */
    /* the reveal and the results */
    float anim_t;
    campaign_forces before;                  /* positions before the moves */
    /* The last reveal kept to be shown again ("Show last turn again", R) until
     * the next one: its resolution and the forces before it (reveal.c). */
    bool has_last;
    bool replaying;                          /* the last reveal is being shown again over the step */
    campaign_resolution last_res;
    campaign_forces last_before;
    int8_t last_to[CAMPAIGN_MAX_ARMIES];     /* by index into last_res: where each army was ordered to move, -1 none
                                              * (res.dest forgets it for a move cancelled by a head-on clash) */
    /* The standoffs' outcome (reveal.c), the reveal's second part once every
     * entrant has chosen: the resolution finished (same army indices as
     * last_res) and each army's units before the reveal (by index into
     * last_before) and after its merges and new Regiments (by index into last_res). */
    bool has_outcome;
    campaign_resolution last_done;
    uint8_t last_units_before[CAMPAIGN_MAX_ARMIES];
    uint8_t last_units_after[CAMPAIGN_MAX_ARMIES];
    /* Where each banner rests in the reveal as the map itself places pieces
     * (its own area, clear of names; play-test 17: a second banner fanned out
     * to the right stood inside the next area): before the moves (by index
     * into last_before), after them (last_res) and after the outcome
     * (last_done); worked out again when the camera or armies change (reveal.c). */
    struct {
        uint64_t key;
        bool ok[3];
        SDL_Rect r[3][CAMPAIGN_MAX_ARMIES];
    } rest;
    /* The turn report (report.c): open for the seat on screen; an entry clicked
     * rings its location for a moment. */
    int16_t recruit_uid[CAMPAIGN_MAX_PLAYERS]; /* each roster's next uid as Downtime began: later ones are recruits */
    float focus_x, focus_y;                  /* world point of the entry clicked */
    float focus_t;                           /* seconds its ring still shows */
    int phase5_turn;                         /* the turn Phase 5 shows (the state is on the next already) */
    int n_after;                             /* Phase 5's retreats and scatterings, drawn over its map */
    campaign_after after[CAMPAIGN_MAX_ARMIES];
    int event_turn;                          /* the turn events are logged under while Phase 5 logs, 0: st.turn */
    char log[CAMPAIGN_LOG_LINES][400]; /* a long translation whole */
    int n_log;
    evlog events;                            /* every line of every resolution (the shared event log; L shows it) */
    bool events_open;
    SDL_Rect report_box; /* the turn report or the log as last drawn; w 0: none (no hover card under it) */
    int events_scroll;
    char autosave_path[DATA_PATH_MAX];
    bool autosave_prune;                     /* opened from a file: its next autosave folds a byte-identical copy */
    char loaded_from[DATA_PATH_MAX];         /* the save it was opened from, noted by its first autosave */
    int kept_seat;                           /* the orders as last autosaved during Orders (play.c): a */
    int n_kept;                              /* change is autosaved at once, so a kill loses no order */
    campaign_order kept[CAMPAIGN_MAX_ARMIES];
    char autosave_error[200];                /* why the last autosave failed, "" when it did not */
    uint64_t saved_hash;                     /* the campaign as last saved (content.c) */
    bool result_shown;
    data_seat seats[CAMPAIGN_MAX_PLAYERS];   /* the players' names, saved with the campaign */
    campaign_online online;                  /* played online (campaign/online.h) */
    campaign_battle_hint hint;               /* the words of the battle's markers banner (battle_hint.c) */
    /* The battle just decided, shown on the map (battle_anim.c): its place, the
     * sides' players, the units each lost, the winner, the seconds shown. */
    struct {
        bool on;
        int8_t loc, winner, players[2];
        uint8_t lost[2];
        bool hero_fell[2]; /* a side's Hero fell (not lost: it rolls for an injury) */
        float t;
    } clash;
} campaign_screen;

/* Seat colours and patterns (a second cue besides colour). */
SDL_Color campaign_seat_colour(int player);
areamap_pattern campaign_seat_pattern(int player);
/* A player's name ("Ann", "Player 1", "Computer (Normal)"), from the seats of the
 * campaign on screen (campaign_seats_use); "Nobody" for -1. */
const char *campaign_seat_label(int player);
/* `fmt` (one %s: the seat's name) into out, the name cut with "…" so the whole
 * is at most w wide at px: a long name never runs past its box (play-test 9,
 * four players). */
void campaign_seat_fit(ui *u, const char *fmt, int seat, int px, bool bold, int w, char *out, size_t size);
/* The same as an event log argument: a default name marked to be translated
 * when the line is shown (evlog_name), a chosen name as written. */
const char *campaign_seat_mark(int player);
/* The campaign on screen names its players from these seats (NULL: none). */
void campaign_seats_use(const data_seat *seats, int n);
/* A log's list of players kept as their numbers ("02"), worded when shown
 * (reveal_told.c); campaign_seats_use registers it with the other namers, so
 * a log read after Continue names them (play-test 15: "1 attacks Player 1"). */
const char *campaign_players_namer(const char *key);
/* "Battle at Midmere: Ann attacks, Bob defends" for the current duel. */
void campaign_duel_caption(const campaign_screen *c, char *out, size_t size);
/* The battle's banner explaining control markers (battle_hint.c), on the board
 * the current duel was just pushed on, worded from `hint` (which the caller
 * fills and keeps: the banner reads it each frame). */
struct board_battle;
void campaign_battle_hint_attach(campaign_battle_hint *hint, struct board_battle *bb);
int campaign_humans(const campaign_state *st);
/* The display names (translated) of what the core names by identifier: a Hero's
 * trait, an injury, the victory condition, an order kind. */
const char *campaign_trait_name(int trait);         /* "stalwart" -> "Stalwart" */
const char *campaign_injury_name(int injury);       /* "lost-eye" -> "Lost eye" */
/* The injury for a log line: worded in the language the line is read in. */
const char *campaign_injury_mark(int injury);
/* A stat by its index in the core's campaign_trait_info stat_delta: "Health". */
const char *campaign_stat_name(int stat);
const char *campaign_injury_stat_name(int injury);   /* the stat it lowers (the core's campaign_injury_stat) */
const char *campaign_injury_effect(int injury);      /* "Deep scar, -1 Health for good" */
const char *campaign_injury_effect_mark(int injury); /* the same, as a log line's name */
const char *campaign_victory_name(int victory);     /* "domination" -> "Domination" */
const char *campaign_order_kind_name(int kind);     /* "merge" -> "Merge" */
/* At most max_bytes of text into out (a C string), never cutting a UTF-8
 * character: translated names are longer and accented. Returns out. */
char *campaign_clip(char *out, size_t size, const char *text, int max_bytes);
/* A small label on a dark pill centred at (x, y), kept whole inside the map's
 * clip: the one the reveal ("clash", "+ new Regiment") and the aftermath
 * ("Army 3 retreated") draw on the map. */
void campaign_map_pill(ui *u, float x, float y, const char *text, SDL_Color col);

/* The phase the step on screen belongs to ("Phase 5: resolution"), for the top bar. */
const char *campaign_step_phase(const campaign_screen *c);
/* The turn the step on screen belongs to (Phase 5 shows the turn just ended). */
int campaign_step_turn(const campaign_screen *c);

/* reveal.c: the reveal drawn over the map in stages, and its captions into the log.
 * The timeline (seconds of anim_t at speed 1): the orders (arrows grow, Defend
 * shields and Create Regiment / Merge badges appear), then the moves (banners
 * travel; two meeting head-on stop mid-route), then one caption after another
 * (each battle, standoff, clash, Defend, Merge and new Regiment, its location
 * ringed), then a short rest. */
#define CAMPAIGN_REVEAL_ORDERS 1.0f
#define CAMPAIGN_REVEAL_MOVES 1.2f
#define CAMPAIGN_REVEAL_CAPTION 1.1f
#define CAMPAIGN_REVEAL_CAPTIONS 32
typedef enum campaign_caption_kind {
    CAMPAIGN_CAPTION_BATTLE,
    CAMPAIGN_CAPTION_STANDOFF,
    CAMPAIGN_CAPTION_CLASH,   /* loc and loc2: the route's ends */
    CAMPAIGN_CAPTION_DEFEND,
    CAMPAIGN_CAPTION_MERGE,
    CAMPAIGN_CAPTION_CREATE,
    CAMPAIGN_CAPTION_OUTCOME  /* a standoff's outcome: who stood, who withdrew, whether a battle follows */
} campaign_caption_kind;
typedef struct campaign_caption {
    campaign_caption_kind kind;
    int loc, loc2;
    uint8_t players;          /* the players it involves */
    int defender;             /* a battle's holder among them, -1 none */
    /* As long as a log line (log[][400]): a French head-on clash with two long
     * place names was cut after a comma (play-test ca). */
    char text[400];
} campaign_caption;
/* The reveal being shown: the current one, or the last one shown again. */
bool campaign_revealing(const campaign_screen *c);
const campaign_resolution *campaign_reveal_res(const campaign_screen *c);
/* Whether the last reveal's captions announced a battle at loc. */
bool campaign_reveal_told_battle(const campaign_screen *c, int loc);
const campaign_forces *campaign_reveal_before(const campaign_screen *c);
/* reveal_told.c, what the reveal tells: the facts its captions read from a
 * resolution (a battle's players at loc and its defender, -1 none; the army,
 * by res index, that met army k head-on, -1 none), its log lines. */
uint8_t campaign_reveal_battle_at(const campaign_resolution *res, int loc, int *defender);
int campaign_reveal_head_on(const campaign_screen *c, const campaign_resolution *res, int k);
void campaign_reveal_log_outcome(campaign_screen *c);
/* The captions of a resolution, in the order the reveal shows them. */
int campaign_reveal_captions(const campaign_screen *c, const campaign_resolution *res, campaign_caption *out, int max);
/* The reveal's length (anim_t at its end) and the caption on screen at anim_t (-1 none yet). */
float campaign_reveal_total(const campaign_screen *c);
int campaign_reveal_caption_at(const campaign_screen *c, float t);
/* The forces drawn (before the moves until they are done) and whether banners
 * are drawn moving (by reveal.c) rather than as the board's pieces. */
const campaign_forces *campaign_shown_forces(const campaign_screen *c);
bool campaign_banners_moving(const campaign_screen *c);
/* Where army `index` (into campaign_shown_forces) stands on screen now: fanned
 * out among the banners sharing its location. */
void campaign_banner_pos(const campaign_screen *c, int index, float *x, float *y);
void campaign_reveal_banners(ui *u, campaign_screen *c, int viewer);
int campaign_reveal_army_at(const campaign_screen *c, int sx, int sy);
void campaign_reveal_draw(ui *u, campaign_screen *c);
void campaign_reveal_log(campaign_screen *c);
/* A save made during the reveal, loaded: the reveal again, shown whole, its
 * panel lines as they were, nothing told twice in the journal (play-test 14:
 * such a save loaded at Resolution, past its standoffs). */
void campaign_reveal_resume(campaign_screen *c);
/* Keeps the reveal to show (st.res as the standoffs begin, c->before) without
 * logging it: campaign_reveal_log's first step, and a loaded save's. */
void campaign_reveal_keep(campaign_screen *c);
/* The reveal's second part, after the standoff choices (the resolution
 * finished): each standoff's outcome told, withdrawals walking home, the
 * battles they make; logged too. Returns false when there was no standoff. */
bool campaign_reveal_outcome(campaign_screen *c);
/* Its captions (after the first part's), and the start of its timeline. */
int campaign_reveal_outcome_captions(const campaign_screen *c, campaign_caption *out, int max);
float campaign_reveal_outcome_start(const campaign_screen *c);
/* The units the army `id` shows on the map now: during and after the reveal
 * as the reveal drew it (merges joined, new Regiments split off), else as
 * the view gives it. */
int campaign_shown_units(const campaign_screen *c, const campaign_view *v, int id);
/* Shows the last reveal again from the state before it (false: none to show). */
bool campaign_reveal_again(campaign_screen *c);

/* report.c: the turn report. Every resolution's events into the shared event
 * log, typed and placed on their location, seen by the seats that may see them
 * (a recruit only by its player); the report of the seat on screen, after its
 * cover, with "Show last turn again" and the log. */
evlog_entry *campaign_event(campaign_screen *c, evlog_kind kind, uint64_t visible, uint64_t loss, int loc,
                            const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
/* The same keeping the message untranslated (eventlog/words.h): the msgid (with
 * N_(), its context or NULL, its plural or NULL chosen by n) and its arguments,
 * a place as campaign_loc_mark; the log words it in the language of the moment. */
evlog_entry *campaign_say(campaign_screen *c, evlog_kind kind, uint64_t visible, uint64_t loss, int loc,
                          const char *ctx, const char *id, const char *plural, unsigned long n, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 7, 10)))
#endif
    ;
/* A location's name for campaign_say: translated when the log is shown. */
const char *campaign_loc_mark(const campaign_screen *c, int loc);
/* The seat the log is read for now: the seat of a private step (none behind the
 * cover), the lone human in a public step, else a public reader (EVLOG_ALL only). */
int campaign_report_reader(const campaign_screen *c);
#define CAMPAIGN_PUBLIC_READER 63
/* Whether the report is open for the seat on screen. */
bool campaign_report_open(const campaign_screen *c);
/* Downtime's recruits of each seat (units past recruit_uid), told to that seat
 * only; then recruit_uid moves on. campaign_report_downtime_begins notes it. */
void campaign_report_recruits(campaign_screen *c);
void campaign_report_downtime_begins(campaign_screen *c);
/* Whether the seat on screen may show the last reveal again now: there is one,
 * no cover, and (in Orders) it has given no order yet. */
bool campaign_can_replay(const campaign_screen *c);
/* The report, the log and the replay's strip over the map; true when one took
 * the event. */
bool campaign_report_run(ui *u, app *a, campaign_screen *c, SDL_Rect view);
/* Closes the report (read, as its Close button) or the log. */
void campaign_report_close(campaign_screen *c);
/* Brings a world point to the screen point (to_x, to_y) (the middle of what a
 * panel leaves of the map) and rings it for a moment. */
void campaign_focus(campaign_screen *c, float x, float y, float to_x, float to_y);
void campaign_focus_draw(ui *u, campaign_screen *c);

/* aftermath.c: Phase 5's losers. Why a beaten army of `seat` at `loc` has no
 * retreat (with none): its player holds no place next to it, or each such
 * place has another player's army in it. */
typedef enum campaign_no_retreat {
    CAMPAIGN_NO_RETREAT_NONE_HELD,
    CAMPAIGN_NO_RETREAT_OCCUPIED
} campaign_no_retreat;
campaign_no_retreat campaign_no_retreat_why(const campaign_map *m, const campaign_forces *f, int seat, int loc);
/* An army of `before` (by index) gone in Phase 5: logged as scattered (with
 * the reason and its units still standing, those that sat out too) or wiped
 * out, and kept to be drawn; c->st is the state after Phase 5. */
void campaign_aftermath_gone(campaign_screen *c, const campaign_state *before, int index);
/* An army that moved in Phase 5 (a retreat, or a beaten attacker back home). */
void campaign_aftermath_moved(campaign_screen *c, const campaign_army *was, int to, int units);
/* The Phase 5 step's arrows and crosses over the map. */
void campaign_aftermath_draw(ui *u, const campaign_screen *c);
/* A fallen Hero's injury roll as the map says it at the battle's place:
 * "Ann's Hero fell: injured, Deep scar, -1 Health for good (rolled 6)". */
void campaign_injury_pill(const campaign_injury_roll *roll, char *out, size_t size);

/* flow.c */
void campaign_flow_advance(app *a, campaign_screen *c);   /* runs computers until a step needs people */
void campaign_flow_private(campaign_screen *c, campaign_step step, int seat);
bool campaign_flow_skip_duel(app *a, campaign_screen *c); /* plays the current duel with the AI, no board */
/* The same, "The battle could not be played out" in the message when it fails (Skip, Result now). */
void campaign_flow_skip_said(app *a, campaign_screen *c);
/* Pushes the board for the current duel: humans who chose to fight play their
 * sides (none when `watch`); a battle kept in c->match goes on from its last
 * action when it is this duel's. */
bool campaign_flow_board_duel(app *a, campaign_screen *c, bool watch);
/* The board side drawn at the bottom for the current duel: a human seat
 * against a computer seat, else the side of the player first in seat order. */
int campaign_flow_bottom_side(const campaign_screen *c);
/* Whether a human fights the current duel on the board. */
bool campaign_flow_someone_fights(const campaign_screen *c);
/* Ruling: a duel between two humans is fought on the board when either of them
 * chose to fight; the side of the one who chose "Auto battle" is then played by
 * the computer. Returns that player (-1: both chose alike, or a computer
 * plays). The Battle panel tells both before the board starts. */
int campaign_flow_overruled(const campaign_screen *c);
/* A duel's outcome (`reason`: how it ended, a yield is logged as one). */
/* match: the auto battle's record; NULL: the match kept in c->match. */
void campaign_flow_battle_result(app *a, campaign_screen *c, const int health[ESC_MAX_UNITS], int winner,
                                 esc_end_reason reason, const esc_record *match);
void campaign_flow_log(campaign_screen *c, const char *fmt, ...);
const char *campaign_loc_name(const campaign_screen *c, int loc);
/* The number players read for the army `id`: its player's own ("Army 2"), from
 * 1 in creation order (play-test 13: ids shared by all players read "Main Army 0"). */
int campaign_army_no(const campaign_screen *c, int id);
/* An army's name on its banner, before its count: "A2" (Army 2). */
void campaign_banner_tag(const campaign_screen *c, int id, char *out, size_t size);
/* The recruit panel's budgets line for an army at `loc`: "Battle budgets:
 * Mill 12 RP · Ford 9 RP", names elided (t) and in full (full). */
void campaign_budgets_text(const campaign_screen *c, int loc, char *t, size_t tsize, char *full, size_t fsize);
/* Selects the seat's next army (dir 1) or the one before (-1), as A does in Orders. */
void campaign_next_army(campaign_screen *c, int dir);

/* The Downtime roster's rows: each army of the seat (Main Army first, then by
 * id) as a heading (unit -1) followed by its units (roster index); units of no
 * army standing under a last heading (army CAMPAIGN_NO_ARMY). Returns the count. */
typedef struct campaign_roster_row {
    int army;
    int unit;
} campaign_roster_row;
int campaign_roster_rows(const campaign_screen *c, int seat, campaign_roster_row *rows, int max);

/* panels.c: "RP" named in words, a tooltip on each screen where it appears. */
const char *campaign_rp_words(void);
/* RP, the battle budget and the library in one short line, for the first turn
 * (play-test 17: met there unexplained). */
const char *campaign_first_turn_words(void);
/* The round limit's tally, said where the squad is chosen. */
const char *campaign_round_limit_words(void);
/* What Create Regiment costs (the army's order), said before the units are picked. */
const char *campaign_create_words(void);
/* Where a battle's budget comes from, said where the squad is chosen. */
const char *campaign_budget_words(void);

/* downtime.c: the Downtime panel (both passes). */
/* forecast.c: whether a battle may come at loc for player next turn: another
 * player holds it, or another player's army stands there or a route away
 * (play-test 15: a move into a neutral place nobody could reach warned of a
 * battle budget). */
bool campaign_battle_may_come(const campaign_screen *c, int player, int loc);
/* forecast.c: whether a battle at the army's own place cannot field all its
 * units (more than a squad, or more rank points than that place's budget),
 * where a battle may come (campaign_battle_may_come). */
bool campaign_army_too_big_here(const campaign_screen *c, int army);
/* forecast.c: the lines `t` takes wrapped in `w` pixels at `px`. */
int campaign_text_lines(ui *u, const char *t, int px, int w);
/* The lines under an army's heading: 2 when too big here and the best battle
 * is at another place (its name and why), else 1. */
int campaign_fields_lines(const campaign_screen *c, int army);
/* forecast.c: whether all of `army` could fight in a battle at `to`, by the
 * core's fielding rule (campaign_army_fielding); *fields of its *total rank
 * points could. True for no such army or place. */
bool campaign_fits_at(const campaign_screen *c, int army, int to, int *fields, int *total);
/* forecast.c: when not all of `army` fits a battle at `to`, the warning
 * ("Only 15 of Army 1's 27 RP can fight at Pyke.") and true; else "". */
bool campaign_move_warning(const campaign_screen *c, int army, int to, char *out, size_t size);
/* The line under an army's roster heading: what it can field, where, and
 * "Too big" when its own place cannot field it all (then the place and why);
 * `brief`: a shorter form for a narrow panel. */
void campaign_fields_text(const campaign_screen *c, int army, const campaign_fielding *f, bool brief, char *out,
                          size_t size);
void campaign_panel_downtime(ui *u, campaign_screen *c, SDL_Rect p);
/* hero_traits.c: an action of the Downtime panel done (the message cleared,
 * the campaign autosaved at once) or refused ("Recruit: not enough gold"). */
void campaign_downtime_said(app *a, campaign_screen *c, const char *what, campaign_downtime_problem p);
/* hero_traits.c: the Hero's traits from y (the Hero as it stands, then the
 * shop two a row, each asking before it buys); returns the y under them. */
int campaign_trait_section(ui *u, campaign_screen *c, int x, int y, int w);

/* final.c: the final table over the map `view` (the campaign is over). */
void campaign_draw_final(ui *u, const campaign_screen *c, SDL_Rect view);

/* panels.c: the side panel of each other private step (both passes), and what
 * every private panel shares. */
void campaign_panel_orders(ui *u, campaign_screen *c, SDL_Rect p);
/* What `seat` knows of the enemies at `loc` (each other player with armies
 * there: its units as this seat sees them, its battle budget there); returns
 * how many. */
int campaign_enemy_text(const campaign_screen *c, int seat, int loc, char *out, size_t size);
/* What losing a battle at `loc` costs `seat` as things stand (origin: an
 * attacker's army's origin, else -1; units: the attacking army's, or -1 for all
 * of the seat's units at loc): back to the origin, a retreat, or scattered with
 * its units counted. Returns true when scattered. */
bool campaign_loss_text(const campaign_screen *c, int seat, int loc, int origin, int units, char *out, size_t size);
/* Before a move of `army` to `to` (hCa21b, play-test 17's first wish): the
 * other players' armies `seat` may meet there, as public (there now unless
 * not `here_too`, and a route away, free to march in; units as this seat may
 * count them, hidden armies' truth never), in `out`; how many ("" none). */
int campaign_meet_text(const campaign_screen *c, int seat, int army, int to, bool here_too, char *out, size_t size);
/* What losing a battle at `to` would cost the moving army, by the core's rule:
 * an attacker is repelled to its origin (else retreats, or is scattered); into
 * a place of its own it defends there with the armies in it. "" (false) where
 * no battle may come. True when scattered. */
bool campaign_move_loss_text(const campaign_screen *c, int seat, int army, int to, char *out, size_t size);
/* battle_anim.c: a battle decided, on the map (its clash, each side's losses
 * ticking, the winner's banner staying while the result is on screen). */
void campaign_clash_set(campaign_screen *c, int loc, const int players[2], const int lost[2], int winner);
/* That side's Hero fell in the battle just set: its pill says so. */
void campaign_clash_hero_fell(campaign_screen *c, int side);
bool campaign_clash_shown(const campaign_screen *c);
float campaign_clash_total(void); /* seconds at the normal speed */
void campaign_clash_draw(ui *u, const campaign_screen *c);
/* Where the clash's labels go (the winner's banner over each side's losses,
 * `text` its three lines) for a place drawn at (x, y): the first box round the
 * clash's ring that covers no name, token, mark or banner of the map and stays
 * on the map, else the one that covers least (play-test 11). */
SDL_Rect campaign_clash_block(ui *u, const campaign_screen *c, float x, float y, char text[3][120]);
/* The leader from a battle's place (x, y) to its labels' block when the block
 * stands a neighbour's way off (play-test 13 read such labels as the
 * neighbour's): from the ring's edge to the block's nearest point, in seg
 * (x0, y0, x1, y1). False: the block is close, no leader. */
bool campaign_clash_leader(float x, float y, SDL_Rect block, float scale, float seg[4]);
/* forecast.c: what gold can still buy in Downtime, in one line ("Roster 7/24 ·
 * wounds to heal: 40g"; "Roster full (24/24): ..."), and in `tip` (may be NULL)
 * what gold buys and what it cannot (a battle's budget); returns true when the
 * roster is full. */
bool campaign_spend_text(const campaign_screen *c, int seat, char *out, size_t size, char *tip, size_t tip_size);
/* A standoff at `loc` in Phase 3, before Stand or Withdraw: the rank points
 * `seat` may field there with its units there, and each other side's units as
 * seen at the start of Downtime with its battle budget there. */
void campaign_standoff_forecast(const campaign_screen *c, int seat, int loc, char *out, size_t size);
/* A private panel begins: the seat's own screen state comes in (seat_ui); when
 * the seat changed, what the last seat left on the shared fields is cleared. */
void campaign_panel_seat(campaign_screen *c);
/* The panel, its title with the seat's disc; returns the y under it. */
int campaign_panel_title(ui *u, campaign_screen *c, SDL_Rect p, const char *what);
/* The refusal or result (c->message) from y, when there is room. */
void campaign_panel_message(ui *u, campaign_screen *c, SDL_Rect p, int y);
/* A < value > pager whose arrows never move: "<" at r's left, ">" at its right,
 * the value (cut with "…" when long) between them. Returns -1, 0 or +1. */
int campaign_pager(ui *u, SDL_Rect r, const char *value);
/* The same with its arrows greyed when `on` is false, `why_off` their tooltip then. */
int campaign_pager_on(ui *u, SDL_Rect r, const char *value, bool on, const char *why_off);
/* Two buttons' rects: side by side when both labels fit half the width w (a
 * narrow panel, a longer language), else one over the other. Returns the y
 * under them. */
int campaign_pair(ui *u, int x, int y, int w, int h, int gap, const char *la, const char *lb, SDL_Rect *ra,
                  SDL_Rect *rb);
/* "H3 R4 P2 M2", "Charge, Shoot" ("" for none), of a unit's current stats. */
void campaign_stats_text(const esc_unit_def *d, char *out, size_t size);
void campaign_abilities_text(const esc_unit_def *d, char *out, size_t size);
/* Appends each ability's rule after " · " (a tooltip: what the unit can do, so a
 * player can plan against it). */
void campaign_abilities_rules(const esc_unit_def *d, char *out, size_t size);
/* A unit's line ("★ Archer H3 R4 P2 M2 Veteran") followed by `suffix`, at most w
 * wide at px (bold: drawn bold): when too long, the NAME is cut with "…", never
 * the stats. */
void campaign_unit_label(ui *u, const campaign_unit *un, const char *suffix, int px, bool bold, int w, char *out,
                         size_t size);
/* `name` cut with "…" so that the name followed by `rest` is at most w wide. */
void campaign_name_fit(ui *u, const char *name, const char *rest, int px, bool bold, int w, char *out, size_t size);
void campaign_panel_choice(ui *u, campaign_screen *c, SDL_Rect p);
/* The viewer's order for an army (index into its orders), -1 none. */
int campaign_order_of(const campaign_screen *c, int seat, int army);
/* ---- the orders panel's words (order_words.c) ---- */
void campaign_order_text(const campaign_screen *c, int seat, int army, char *out, size_t size);
void campaign_widest_order(ui *u, const campaign_screen *c, const campaign_army *ar, int px, char *out, size_t size);
int campaign_empty_capital(const campaign_screen *c, int seat);
/* ---- the victory tracker (standing.c) ---- */
/* The "Standing (S)" button in the top bar left of `right` (it, or S, opens
 * the Standing panel: every player's places, Renown earned and supply held in
 * the rules' order, how the last turn decides, the turns left), then who
 * leads beside it when there is room right of `left` (emblem and places held
 * for each player, with a tooltip on what wins); returns the new right edge.
 * Takes events. */
int campaign_draw_standing(ui *u, const campaign_screen *c, SDL_Rect top, int right, int left);
/* top_bar.c: the top bar in `top`: the campaign, map, turn and phase, the
 * Standing button, and the seat on screen unless `viewer` is public with no
 * cover up. Takes the Standing button's events. */
void campaign_draw_top(ui *u, const campaign_screen *c, SDL_Rect top, int viewer);
/* Which key of the timed victory now separates the leaders: 0 places held,
 * 1 Renown earned, 2 supply held, 3 none (a shared win). */
int campaign_standing_decider(const campaign_screen *c);
/* Why a timed victory's winner won ("8 places each; Ann wins on Renown earned, 3 to 2."); "" another victory. */
void campaign_standing_why(const campaign_screen *c, char *out, size_t size);
/* Under a roster longer than its panel: "▲ 2 units up" and "▼ 3 units down"
 * as buttons in r that set *scroll to to[0] (up) or to[1] (down)
 * (campaign/roster_more.c). True when one was clicked (the frame stops there). */
bool campaign_roster_more(ui *u, int *scroll, SDL_Rect r, int above, int below, const int to[2]);
/* The tracker's tooltip: the measure that wins as the settings have it. */
void campaign_standing_text(const campaign_screen *c, char *out, size_t size);
/* Sets (or replaces) an order of the seat; the refusal into c->message. */
bool campaign_give_order(campaign_screen *c, int seat, campaign_order o);

/* content.c */
/* A save as read (open.c, and content.c's autosave checks). */
typedef struct campaign_loaded {
    campaign_map map;
    campaign_state state;
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
} campaign_loaded;
/* The play scene, registered by play.c as it is entered, so campaign_current
 * finds the screen on the scene stack. */
void campaign_screen_register(const scene *s);
bool campaign_autosave(app *a, campaign_screen *c);
void campaign_autosave_remove(campaign_screen *c);
bool campaign_save_now(app *a, campaign_screen *c);
/* Whether the campaign changed since its last save or autosave (quitting asks). */
bool campaign_unsaved(campaign_screen *c);
void campaign_mark_saved(campaign_screen *c);
/* A loaded save's orders entered during Phase 2 back to their seats (drafts and
 * handed over); a seat's set that no longer holds is dropped. */
void campaign_drafts_restore(campaign_screen *c);
/* The board's hooks for a battle the campaign owns: the match kept (and
 * autosaved) after every action, "Save campaign and quit". */
void campaign_match_changed(void *app_ptr, const board_match *m);
extern const board_battle_host campaign_battle_host;
campaign_screen *campaign_current(const app *a);

#endif
