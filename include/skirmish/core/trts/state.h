/*
 * The TRTS game: state, actions and the phases of a round (docs/trts.md).
 *
 * trts_state is a plain struct of fixed-size arrays with the seeded generator
 * inside; it points at its map and faction tables, which never change during a
 * game and must outlive it. Copy it by value to undo or to look ahead.
 *
 * Everything a seat does is a trts_action applied with trts_apply. For each kind
 * there is a trts_test_* answering why not (trts_why), and trts_legal_actions
 * lists the legal actions of the seat to move, so the client, the computer player
 * and the tests share the same rules. A game is its setup (seed included) plus
 * its action list (trts_game_record): replaying them gives the same state.
 *
 * Macro and Reposition are secret and simultaneous at the table; here each player
 * gives its orders in turn order (the next one's input starts after "Done"), which
 * is the order the spec gives allies' claims on the last slot of an area.
 */
#ifndef SKIRMISH_CORE_TRTS_STATE_H
#define SKIRMISH_CORE_TRTS_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/rng.h"
#include "skirmish/core/trts/combat.h"
#include "skirmish/core/trts/faction.h"
#include "skirmish/core/trts/map.h"

#define TRTS_MAX_PIECES 384
#define TRTS_SET_WORDS ((TRTS_MAX_PIECES + 63) / 64)
#define TRTS_BANK_CAP 25
#define TRTS_SUPPLY_CAP 40
#define TRTS_NO_PIECE (-1)
#define TRTS_NO_PLAYER (-1)
#define TRTS_MAX_ACTIONS 20000   /* in one game record */
/* The record's last TRTS_MAX_PLAYERS places are kept for Concede: a full record
 * still lets every player concede (and the game be saved), docs/trts.md. */
#define TRTS_RECORD_ROOM (TRTS_MAX_ACTIONS - TRTS_MAX_PLAYERS)
#define TRTS_CHOICE_NONE (-2)    /* no target named (the policy applies); -1 declines */

typedef enum trts_match_type {
    TRTS_DUEL = 0,
    TRTS_TEAM,
    TRTS_FFA,
    TRTS_LMS
} trts_match_type;

typedef enum trts_phase {
    TRTS_PHASE_MACRO = 0,      /* `current` gives its Production and Construction orders */
    TRTS_PHASE_MICRO,          /* `current` activates a group or passes */
    TRTS_PHASE_GROUP,          /* `current` moves, attacks, leaves units or ends its group */
    TRTS_PHASE_DEFEND,         /* `current` (a defender) may retreat from the engaged area */
    TRTS_PHASE_COMBAT_RETREAT, /* after a step, `current` may retreat units of its group */
    TRTS_PHASE_COMBAT_TARGETS, /* before a step, `current` (a human seat) names its pieces' targets */
    TRTS_PHASE_KEEP_ALIVE,     /* after a step that left nobody, `current` (a human seat) picks its survivor */
    TRTS_PHASE_REPOSITION,     /* `current` moves units within its team's areas */
    TRTS_PHASE_OVER
} trts_phase;

typedef enum trts_end_kind {
    TRTS_END_NONE = 0,
    TRTS_END_ELIMINATION,
    TRTS_END_ROUNDS
} trts_end_kind;

/* A piece set: bit i is piece i. */
typedef struct trts_set {
    uint64_t w[TRTS_SET_WORDS];
} trts_set;

typedef enum trts_item_kind {
    TRTS_ITEM_NONE = 0,
    TRTS_ITEM_UNIT,
    TRTS_ITEM_UPGRADE
} trts_item_kind;

typedef struct trts_piece {
    bool alive;
    bool building;
    bool finished;        /* buildings: built; units: always */
    bool public_;         /* seen by all (units: while contested; buildings: once revealed) */
    bool activated;       /* used in this round's Micro */
    bool attacked;        /* has attacked this round */
    bool attacked_last;   /* attacked last round: does not mine */
    bool busy;            /* a Technician on its building */
    bool built_this_round;/* a worker starts one construction a round */
    bool repaired_this_round;
    bool up_ramp;         /* entered its area this round going up a ramp */
    int8_t owner;
    int8_t type;          /* unit index, or building role */
    int8_t area;
    int8_t hp, shields;
    int8_t mp;
    int16_t due;          /* unfinished building: round it finishes */
    int16_t builder;      /* unfinished Directorate building: its Technician */
    int16_t worker_type;  /* Myriad building: the Tender it was (to give back on cancel), else -1 */
    int16_t born;         /* order of creation in the game: an identity, never shown */
    /* The numbers shown after a piece's name (docs/trts.md "Piece numbers"):
     * `number` is its owner's count of that type (1, 2, ...) given when it is made,
     * seen by its team only; `seen` is the number every other seat knows it by,
     * given in the order pieces of that owner and type came into sight (0 while
     * it is hidden: a unit that hides and comes back is numbered afresh). */
    int16_t number, seen;
    int16_t worker_number;/* Myriad building: its Tender's number (given back on cancel) */
    /* production of a finished producer */
    int8_t item_kind, item_type;
    int16_t item_due;
} trts_piece;

typedef struct trts_player {
    int faction;
    int team;
    bool computer;
    bool eliminated;
    bool conceded;                   /* eliminated by conceding (the end table and the log say so) */
    int eliminated_round;
    int start_area;
    int minerals, gas;
    int8_t gas_workers[TRTS_MAX_AREAS];
    bool upgrades[TRTS_UPGRADES];    /* completed */
    bool declared[TRTS_UPGRADES];    /* completed and shown at a reveal */
    bool researching[TRTS_UPGRADES];
    int made, lost;                  /* units deployed (not the starting workers) and units lost */
    /* per type (units, then buildings by role: trts_number_slot): pieces numbered
     * so far (private), pieces that came into sight so far (public) */
    int16_t numbered[TRTS_MAX_UNIT_TYPES + TRTS_ROLES];
    int16_t sighted[TRTS_MAX_UNIT_TYPES + TRTS_ROLES];
} trts_player;

typedef struct trts_setup {
    trts_match_type type;
    int n_players;
    int factions[TRTS_MAX_PLAYERS];
    bool computer[TRTS_MAX_PLAYERS];
    uint64_t seed;
    /* each computer seat's level (0 easy, 1 normal, 2 hard: docs/ai.md "TRTS");
     * the rules never read it, the computer player and the files do */
    int level[TRTS_MAX_PLAYERS];
} trts_setup;

#define TRTS_LEVELS 3

/* A computer level's id in files and on the command line ("easy", "normal",
 * "hard"; "?" out of range), and back (-1 if unknown). */
const char *trts_level_id(int level);
int trts_level_find(const char *id);

/* What the latest combat round did, step by step, for the client to show (Range
 * step, each attack with its damage, keep-alive). Hits beyond the capacity are
 * not logged (the rules never need the log). The log is a fixed record: each
 * piece is kept as it was when the shot was fired (its serial `born`, never
 * given to another piece, its owner, type and numbers), and each hit's outcome
 * is decided when the step is fought, the step's hits taken in order: the one
 * that brings the target down says "destroyed", the later ones on it are
 * overkill. `attacker` and `target` are piece indexes of that moment (a later
 * piece may reuse them). */
#define TRTS_LOG_HITS 160

typedef enum trts_log_outcome {
    TRTS_LOG_HURT = 0,     /* damage taken, the target stands */
    TRTS_LOG_SHIELDS_HOLD, /* shields left after the step */
    TRTS_LOG_DESTROYED,    /* the hit that brought it down (a kept-alive piece is named on its own line) */
    TRTS_LOG_OVERKILL      /* a later hit on a piece already down in this step: its damage is lost */
} trts_log_outcome;

/* A piece as the log remembers it. */
typedef struct trts_log_piece {
    int16_t born;          /* the piece's serial (trts_piece.born); -1: none */
    int16_t number, seen;  /* trts_piece.number and .seen then */
    int8_t owner, type;
    bool building;
} trts_log_piece;

typedef struct trts_log_hit {
    int8_t step;           /* index into ranges */
    int16_t attacker, target;
    int8_t damage;         /* before shields */
    int8_t outcome;        /* trts_log_outcome */
    int8_t left;           /* the target's HP left after this hit, the step's hits in order (<= 0: down) */
    int8_t attack, armour; /* the attack used and the target's armour: damage = attack - armour (floored) */
    int8_t absorbed;       /* of the damage, what the target's shields took */
    trts_log_piece who, whom;
} trts_log_hit;

typedef struct trts_combat_log {
    int area;              /* -1: no combat yet */
    int n_steps;           /* steps fought so far */
    int8_t ranges[TRTS_COMBAT_MAX_STEPS];
    int16_t kept_alive[TRTS_COMBAT_MAX_STEPS]; /* per step, or TRTS_NO_PIECE */
    trts_log_piece kept[TRTS_COMBAT_MAX_STEPS]; /* the kept-alive piece as it was (born -1: none) */
    int n_hits;
    trts_log_hit hits[TRTS_LOG_HITS];
} trts_combat_log;

typedef struct trts_state {
    const trts_map *map;
    const trts_rules *rules;
    core_rng rng;
    trts_setup setup;
    int n_players;
    trts_player players[TRTS_MAX_PLAYERS];
    int line[TRTS_MAX_PLAYERS];      /* the starting-player line: line[0] starts this round */
    int round;
    trts_phase phase;
    int current;                     /* the player to act */
    int quiet;                       /* consecutive Micro turns without engagement or combat */
    bool turn_eventful;
    uint8_t markers[TRTS_MAX_AREAS]; /* bit p: player p's marker */
    uint8_t engaged_by[TRTS_MAX_AREAS], engaged_by_last[TRTS_MAX_AREAS]; /* players who engaged there */
    /* the active group (Micro) */
    int active;                      /* its player */
    trts_set group;
    uint64_t group_attacked_areas;   /* areas where this activation has attacked */
    /* an engagement awaiting the defenders' retreats */
    int pending_area;
    uint64_t pending_from;           /* areas the engagers stepped from */
    /* the latest engagement (any of the three cases): the areas its units stepped
     * from, the last area of each one's path (what is announced) */
    uint64_t engaged_from;
    uint8_t pending_defenders;       /* defenders yet to answer */
    /* a combat round in progress (its steps, for active retreat between them) */
    int combat_area;
    int combat_steps[TRTS_COMBAT_MAX_STEPS];
    int combat_n_steps, combat_next;
    bool combat_retreat_allowed;
    /* human seats name targets before each step (computer seats use the standard
     * policy); a piece without a choice uses the policy too */
    bool targets_open;               /* this step's targeting has started */
    uint8_t targeting;               /* human players still to name targets in this step */
    int16_t choice[TRTS_MAX_PIECES][2]; /* target and splash target; TRTS_CHOICE_NONE: not named */
    trts_combat_log log;             /* the latest combat round */
    /* keep-alive by a human seat: the candidates (its pieces there at the step's
     * start) and the one the policy kept until the seat picks */
    trts_set keep_candidates;
    int keep_piece;
    /* the end */
    trts_end_kind end;
    int winner;
    uint8_t winners;                 /* bit p */
    int16_t next_born;
    int n_pieces;                    /* pieces[0..n_pieces) in use (some dead) */
    trts_piece pieces[TRTS_MAX_PIECES];
} trts_state;

typedef enum trts_action_kind {
    TRTS_ACT_MAKE = 0,      /* Production: producer a makes unit type b */
    TRTS_ACT_RESEARCH,      /* producer a researches upgrade b */
    TRTS_ACT_BUILD,         /* worker a places a building of role b in area c */
    TRTS_ACT_CANCEL,        /* piece a's production, or unfinished building a */
    TRTS_ACT_REPAIR,        /* Technician a repairs piece b */
    TRTS_ACT_GAS,           /* area a: b gas workers */
    TRTS_ACT_DONE,          /* Macro or Reposition done */
    TRTS_ACT_ACTIVATE,      /* Micro: the units of `units` form the active group */
    TRTS_ACT_PASS,
    TRTS_ACT_MOVE,          /* the group (or, in Reposition, `units`) to area a */
    TRTS_ACT_ATTACK,
    TRTS_ACT_LEAVE,         /* the units of `units` leave the group */
    TRTS_ACT_END,
    TRTS_ACT_RETREAT,       /* defender or active retreat: `units` to area a */
    TRTS_ACT_STAY,          /* no (more) retreat */
    TRTS_ACT_CONCEDE,
    TRTS_ACT_TARGET,        /* before a step: piece a targets b (-1 declines), splashing c (-1 none) */
    TRTS_ACT_KEEP,          /* keep-alive: piece a survives at 1 HP */
    TRTS_ACT_KINDS
} trts_action_kind;

typedef struct trts_action {
    uint8_t kind;
    int8_t player;
    int16_t a, b, c;
    trts_set units;
} trts_action;

/* An action with no pieces named (units empty): the one constructor the rules,
 * the computer player and the tests share. */
trts_action trts_action_make(int kind, int player, int a, int b, int c);

/* Why an action is refused. */
typedef enum trts_why {
    TRTS_OK = 0,
    TRTS_WHY_GAME_OVER,
    TRTS_WHY_WRONG_PHASE,
    TRTS_WHY_NOT_YOUR_TURN,
    TRTS_WHY_BAD_PIECE,         /* no such living piece of yours */
    TRTS_WHY_BAD_AREA,
    TRTS_WHY_BAD_TYPE,
    TRTS_WHY_NOT_A_PRODUCER,    /* not a finished building making that */
    TRTS_WHY_PRODUCER_BUSY,
    TRTS_WHY_REQUIRES,          /* a required building is missing */
    TRTS_WHY_MINERALS,
    TRTS_WHY_GAS,
    TRTS_WHY_SUPPLY,
    TRTS_WHY_RESEARCHED,        /* done or under way */
    TRTS_WHY_NOT_A_WORKER,
    TRTS_WHY_WORKER_BUSY,
    TRTS_WHY_ALREADY_BUILT,     /* this worker started a construction this round */
    TRTS_WHY_NOT_CONTROLLED,    /* the area is not the team's alone */
    TRTS_WHY_NO_SLOT,
    TRTS_WHY_NO_VENT,
    TRTS_WHY_NOTHING_TO_CANCEL,
    TRTS_WHY_NOT_DIRECTORATE,
    TRTS_WHY_ALREADY_REPAIRED,
    TRTS_WHY_NOT_DAMAGED,
    TRTS_WHY_ELSEWHERE,         /* not in the same area */
    TRTS_WHY_EMPTY_GROUP,
    TRTS_WHY_ACTIVATED,         /* a unit already activated this round */
    TRTS_WHY_NOT_IN_GROUP,
    TRTS_WHY_SAME_AREA,         /* a unit already stands in the target area */
    TRTS_WHY_UNREACHABLE,       /* no path within MP through own-team areas */
    TRTS_WHY_NO_ENEMY,
    TRTS_WHY_NO_TARGET,
    TRTS_WHY_ATTACKED_HERE,     /* the group already attacked in this area */
    TRTS_WHY_ALL_ATTACKED,      /* every unit of the group has attacked */
    TRTS_WHY_ENGAGERS_CAME_FROM,/* defenders may not retreat where the engagers came from */
    TRTS_WHY_UP_RAMP,           /* no active retreat after going up a ramp */
    TRTS_WHY_CANNOT_CONCEDE,
    TRTS_WHY_BAD_VALUE,
    TRTS_WHY_BAD_TARGET,         /* see trts_combat_test_target */
    TRTS_WHY_NOT_A_CANDIDATE     /* keep-alive: not one of the pieces it had there */
} trts_why;

typedef struct trts_game_record {
    trts_map map;
    trts_setup setup;
    int n_actions;
    trts_action actions[TRTS_MAX_ACTIONS];
} trts_game_record;

/* Whether the record has a place for `a`: any action below TRTS_RECORD_ROOM,
 * Concede up to TRTS_MAX_ACTIONS. */
static inline bool trts_record_has_room(const trts_game_record *rec, const trts_action *a)
{
    return rec->n_actions < (a->kind == TRTS_ACT_CONCEDE ? TRTS_MAX_ACTIONS : TRTS_RECORD_ROOM);
}

/* ---- sets ---- */
static inline void trts_set_clear(trts_set *s) { for (int i = 0; i < TRTS_SET_WORDS; i++) s->w[i] = 0; }
static inline void trts_set_add(trts_set *s, int i) { s->w[i >> 6] |= UINT64_C(1) << (i & 63); }
static inline void trts_set_del(trts_set *s, int i) { s->w[i >> 6] &= ~(UINT64_C(1) << (i & 63)); }
static inline bool trts_set_has(const trts_set *s, int i) { return (s->w[i >> 6] >> (i & 63)) & 1; }
int trts_set_count(const trts_set *s);
bool trts_set_empty(const trts_set *s);

/* ---- setup ---- */
/* Checks the setup against the map (players within the map's range, team needs 4,
 * duel 2, ffa and lms 3-4); false when it cannot start. */
bool trts_setup_valid(const trts_setup *setup, const trts_map *map);
/* Starts a game: draws the starts and the line, places depots, workers, markers;
 * round 1, Macro (income of round 1 applied). */
bool trts_state_init(trts_state *s, const trts_map *map, const trts_rules *rules, const trts_setup *setup);

/* Scenario building (tests, a future editor): a piece placed as it would be made
 * (full HP and shields; an unfinished building at half, due in its build time).
 * Returns the piece index, or TRTS_NO_PIECE when the state is full. */
int trts_state_place_unit(trts_state *s, int player, int type, int area);
int trts_state_place_building(trts_state *s, int player, int role, int area, bool finished);

/* ---- queries ---- */
/* Where a piece type counts in trts_player.numbered and .sighted. */
static inline int trts_number_slot(bool building, int type)
{
    return building ? TRTS_MAX_UNIT_TYPES + type : type;
}
const trts_faction *trts_player_faction(const trts_state *s, int player);
const trts_unit_def *trts_piece_unit(const trts_state *s, int piece);       /* NULL for buildings */
const trts_building_def *trts_piece_building(const trts_state *s, int piece);/* NULL for units */
bool trts_piece_air(const trts_state *s, int piece);
bool trts_piece_worker(const trts_state *s, int piece);
/* A piece's full HP and shields as it stands (an unfinished building's are
 * half its type's, docs/trts.md "Income"); its current ones are in the piece. */
int trts_piece_max_hp(const trts_state *s, int piece);
int trts_piece_max_shields(const trts_state *s, int piece);
int trts_team_of(const trts_state *s, int player);
bool trts_allies(const trts_state *s, int p, int q);
/* Which team controls an area: its team, -1 neutral, -2 contested. */
int trts_area_controller(const trts_state *s, int area);
bool trts_area_contested(const trts_state *s, int area);
bool trts_team_controls(const trts_state *s, int team, int area);
/* Free building slots / vents of an area. */
int trts_area_free_slots(const trts_state *s, int area);
int trts_area_free_vents(const trts_state *s, int area);
int trts_supply_used(const trts_state *s, int player);
/* docs/trts.md "Income": the minerals and gas `player` gathers at the Income of
 * `round` if its pieces, markers and gas split stay as they are now (before the
 * bank cap; either out pointer may be NULL). The game's Income uses it; the panel
 * shows next round's, the computer may plan with it. */
void trts_income_forecast(const trts_state *s, int player, int round, int *minerals, int *gas);
/* The same for one area, with how it comes about (the panel explains the yield):
 * counted: the player has a finished depot there and holds it (else nothing);
 * dry: a start area past its depletion round (no minerals, a rig gives 1 gas
 * only with 3 workers); workers able to gather there; of them on gas (capped at
 * the workers and 3 a finished extractor); mineral fields it may work. */
typedef struct trts_income_area_info {
    bool counted, dry;
    bool contested;  /* the area is contested now: a fight there may still cut the yield */
    bool held;       /* the player holds the area as Income counts it (counted needs this and depot) */
    bool depot;      /* the player has a finished depot there */
    int workers, gas_workers, set_gas_workers, miners, fields, extractors, minerals, gas;
    int fought;      /* the player's workers there that gather nothing for having attacked */
} trts_income_area_info;
/* A later round's Income (round > s->round) is foretold on the state as it will
 * be then: the workers that attacked this round (trts_piece.attacked) will have
 * attacked last round, so they are the ones left out (play-test 6: "+1" with 8
 * workers that had just fought, "+4" in an area whose workers then fought). */
void trts_income_area(const trts_state *s, int player, int round, int area, trts_income_area_info *out);
/* The depletion round when it lies ahead within the game and cuts the player's
 * mineral income as things stand (its start area runs dry), else 0. */
int trts_income_dry_round(const trts_state *s, int player);
/* The round from which `area` gives no minerals (a start area from the map's
 * depletion round), or 0 when its fields never run dry within the game. */
int trts_area_dry_round(const trts_state *s, int area);
/* The workers `player` has standing in `area` that gather nothing next round
 * because the player has no finished depot there or does not hold it (busy
 * workers and those that attacked excepted); 0 where they do gather. */
int trts_income_idle_workers(const trts_state *s, int player, int area);
/* The finished extractors `player` has in `area` that give no gas next round
 * because no worker of theirs is set on gas there (the gas split is 0, or no
 * worker stands there to work it); 0 where gas is gathered or none stand.
 * (An area where the workers mine nothing at all is trts_income_idle_workers'.) */
int trts_income_idle_extractors(const trts_state *s, int player, int area);
/* The route a move of `piece` to `to` takes as the rules choose it (the same
 * search trts_apply moves it by: the fewest areas, through areas the rules let
 * it pass), the areas in order from where it stands to `to` into route[], at
 * most cap; returns how many (its MP cost is that less one), 0 when it has
 * none. kind: TRTS_ACT_MOVE (in the state's phase: a Micro move or a
 * reposition) or TRTS_ACT_RETREAT. Every area on it is one the piece's team
 * holds or `to`, so it tells the seat nothing hidden. */
int trts_move_route(const trts_state *s, int piece, int to, int kind, int *route, int cap);
/* What Cancel of the piece's production (or of the unfinished building) gives
 * back, before the bank cap: its cost less 1 mineral, gas in full (docs/trts.md
 * "Production"). */
void trts_cancel_refund(const trts_state *s, int piece, int *minerals, int *gas);
int trts_supply_provided(const trts_state *s, int player);   /* capped at 40 */
/* Units' supply on the map (ranking, trts-sim). */
int trts_supply_on_map(const trts_state *s, int player);
/* Areas a player counts: controlled by its team with its own marker... a team counts
 * each of its areas once (docs/trts.md "End of game"). */
int trts_areas_of(const trts_state *s, int player);
/* This round's turn order (players not eliminated); returns the count. */
int trts_turn_order(const trts_state *s, int order[TRTS_MAX_PLAYERS]);
int trts_players_left(const trts_state *s);
/* MP a unit needs to reach `to` through own-team areas (edge rules of a Move);
 * -1 when it cannot. `through_contested` allows contested intermediate areas (retreats). */
int trts_path_cost(const trts_state *s, int piece, int to, bool retreat);
/* The ranking (best first) of the players not eliminated... all players, eliminated last. */
void trts_ranking(const trts_state *s, int out[TRTS_MAX_PLAYERS]);

/* ---- actions ---- */
trts_why trts_test(const trts_state *s, const trts_action *a);
trts_why trts_test_make(const trts_state *s, int player, int producer, int unit);
trts_why trts_test_research(const trts_state *s, int player, int producer, int upgrade);
trts_why trts_test_build(const trts_state *s, int player, int worker, int role, int area);
trts_why trts_test_cancel(const trts_state *s, int player, int piece);
trts_why trts_test_repair(const trts_state *s, int player, int worker, int target);
trts_why trts_test_gas(const trts_state *s, int player, int area, int count);
trts_why trts_test_done(const trts_state *s, int player);
trts_why trts_test_activate(const trts_state *s, int player, const trts_set *units);
trts_why trts_test_pass(const trts_state *s, int player);
trts_why trts_test_move(const trts_state *s, int player, const trts_set *units, int area);
trts_why trts_test_attack(const trts_state *s, int player);
trts_why trts_test_leave(const trts_state *s, int player, const trts_set *units);
trts_why trts_test_end(const trts_state *s, int player);
trts_why trts_test_retreat(const trts_state *s, int player, const trts_set *units, int area);
trts_why trts_test_stay(const trts_state *s, int player);
trts_why trts_test_concede(const trts_state *s, int player);
trts_why trts_test_target(const trts_state *s, int player, int piece, int target, int second);
trts_why trts_test_keep(const trts_state *s, int player, int piece);
/* The fighters of the combat area as the current step sees them (for the client's
 * display and for trts_combat_test_target); map[k] is fighter k's piece. */
int trts_combat_fighters(const trts_state *s, trts_fighter *f, int *map);
/* The fighters as trts_combat_fighters gives them, and choice[k] what fighter k would
 * do if the step were fought now: its named target, else the standard policy (computer
 * seats) or its seat's auto-target (human seats: trts_combat_auto_targets). No target
 * for anyone outside the naming of a step's targets. Returns the count. */
int trts_combat_planned(const trts_state *s, trts_fighter *f, int *map, trts_combat_choice choice[]);
/* docs/trts.md "Combat forecast": the fight `player` would face by moving `units`
 * to `area`, or by Attack there when they already stand in it, judged ONLY on what
 * the player may see (trts_view: other teams' hidden pieces, banks and undeclared
 * upgrades play no part), the defenders staying and every piece taking its seat's
 * default choice (trts_combat_forecast_round). f[k] are the fighters as they would
 * stand, map[k] their pieces. `engages`: the move is an engagement (no marker of
 * the team there), so the round is fought on arrival if the defenders stay; else
 * the units just arrive and the round is what an Attack there would give. */
typedef struct trts_fight_forecast {
    bool moving;        /* some of the units come from elsewhere */
    bool engages;
    int n;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    trts_combat_forecast round;
} trts_fight_forecast;
void trts_forecast_fight(const trts_state *s, int player, const trts_set *units, int area, trts_fight_forecast *out);
/* The Range of the step about to be fought, or -1 outside a combat round. */
int trts_combat_step_range(const trts_state *s);
/* Why a Move or Retreat's way fails (TRTS_WHY_UNREACHABLE told apart), for the
 * client's refusal: trts_test_move_way. */
typedef enum trts_way_why {
    TRTS_WAY_OK = 0,
    TRTS_WAY_NO_MP,           /* the unit has no MP left this round */
    TRTS_WAY_CLIFF,           /* the areas meet by a cliff only and the unit walks */
    TRTS_WAY_NO_WAY,          /* no way at all for this unit by the edge rules */
    TRTS_WAY_TOO_FAR,         /* more areas away than its MP, whoever holds them */
    TRTS_WAY_NOT_NEXT,        /* an active retreat goes to a next area only */
    TRTS_WAY_TARGET_NOT_HELD, /* a retreat (or reposition) goes only into areas held */
    TRTS_WAY_THROUGH_OTHERS   /* near enough, but every way crosses areas not held */
} trts_way_why;

typedef struct trts_move_refusal {
    trts_why why;      /* trts_test's answer */
    trts_way_why way;  /* with TRTS_WHY_UNREACHABLE: what fails; else TRTS_WAY_OK */
    int unit;          /* the unit whose way fails, else TRTS_NO_PIECE */
    int from;          /* its area */
    int mp;            /* its MP left */
    int hops;          /* areas from its area to the target by the edge rules alone (-1: none) */
    bool cliff;        /* its area and the target meet by a cliff (it walks): the way round is what failed */
    int block;         /* with TRTS_WAY_THROUGH_OTHERS: the first area on a shortest way round that it may
                        * not pass through (not its team's), else -1 */
} trts_move_refusal;

/* trts_test for a TRTS_ACT_MOVE or TRTS_ACT_RETREAT action, and when the way is
 * what fails, which unit and why (out may not be NULL). */
trts_why trts_test_move_way(const trts_state *s, const trts_action *a, trts_move_refusal *out);
const char *trts_why_text(trts_why why);

/* Applies a legal action (returns its test's answer and changes nothing when not). */
trts_why trts_apply(trts_state *s, const trts_action *a);

/* The legal actions of s->current, at most cap, grouped moves as whole-group moves;
 * ACTIVATE lists one group per area (its not-activated units), RETREAT all the
 * retreating player's eligible units per destination. Returns the count. */
int trts_legal_actions(const trts_state *s, trts_action *out, int cap);

/* What `player` may see (docs/trts.md "Hidden information"): other teams' hidden
 * pieces are removed (dead in the copy), their banks, production, gas split and
 * undeclared upgrades cleared. */
void trts_view(const trts_state *s, int player, trts_state *out);

/* Hot-seat (docs/trts.md "Hidden information"): true when the input the state waits
 * for is private — a Macro or Reposition entry, a Micro turn with its group, a
 * defender's retreat choice — so the client covers the screen before it when the
 * seat is a human other than the one who gave the previous private input. Reveals,
 * combat targeting, keep-alive and active retreat are public. */
bool trts_input_private(const trts_state *s);

/* Replays a record into s; false (s left at the last legal action, *bad its index)
 * when an action is illegal. */
bool trts_replay(trts_state *s, const trts_rules *rules, const trts_game_record *rec, int *bad);

#endif
