/*
 * The Escarmouche game: state, actions, the legal-action generator and apply.
 *
 * esc_game is a plain struct of fixed-size arrays: copy it to undo, to search, or
 * to preview an action. The seeded generator inside it makes the only random draws
 * of the rules (who deploys first, the dice for the first turn), so a game is fully
 * determined by its map, squads, settings, seed and action list (see record.h).
 *
 * Every question the client, the AI or the tests ask about legality goes through
 * esc_game_test_action (why not) or esc_game_legal_actions (everything allowed);
 * both are written from one set of checks, and a test holds them to each other.
 *
 * Turn numbers: battle turns are numbered from 1; round r is turns 2r-1 (the first
 * player's) and 2r. Statuses store the number of the last turn they apply to.
 */
#ifndef SKIRMISH_CORE_ESC_GAME_H
#define SKIRMISH_CORE_ESC_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/core/rng.h"

#define ESC_ACTIONS_PER_TURN 2
#define ESC_DEFAULT_ROUND_LIMIT 30
#define ESC_DEFAULT_MARKERS_TO_WIN 5
#define ESC_MAX_ROUND_LIMIT 500
#define ESC_MAX_ACTIONS 4096     /* upper bound on legal actions in any state */
#define ESC_MAX_DICE_ROLLS 16    /* rolls kept for display; ties beyond re-roll unseen */
#define ESC_COMMAND_MOVES 2

/*
 * Hooks a campaign battle sets (docs/campaign.md, "Battle"). Every field at zero
 * means off, and a game with all of them off is exactly standard Escarmouche: the
 * same draws, the same legal actions, the same results (the golden replays hold
 * it). esc_settings_default clears them.
 */
typedef struct esc_hooks {
    uint8_t budget[ESC_SIDES];            /* each squad's RP limit instead of 30; 0 = ESC_SQUAD_BUDGET */
    bool swap_homes;                      /* side 1 deploys on ranks 1-2 and side 0 on ranks 7-8 */
    uint8_t first_deployer;               /* 0 = drawn by the generator; 1 + side = that side, no draw */
    int8_t die_modifier[ESC_SIDES];       /* added to each side's first-turn die; modified ties re-roll */
    int8_t vanguard;                      /* 0 = none; 1 + unit id: one free Move after deployment, before the dice */
    uint8_t start_health[ESC_MAX_UNITS];  /* 0 = full; else the unit's Health when the battle starts (capped at its max) */
    bool yielding;                        /* ESC_ACT_YIELD is offered to the side whose turn it is */
    bool no_first_turn_marker;            /* the objective zone gives no marker at the end of turn 1: the side
                                           * moving first cannot score before the other has played */
    uint8_t spare[3];                     /* always 0: esc_settings has no padding (states compare with memcmp) */
} esc_hooks;

typedef struct esc_settings {
    int round_limit;     /* rounds before the rank-point comparison; 0 = unlimited */
    int markers_to_win;  /* objective markers that win a scenario game */
    esc_hooks hooks;     /* campaign hooks, all off by default */
} esc_settings;

void esc_settings_default(esc_settings *settings);

typedef enum esc_phase {
    ESC_PHASE_DEPLOY,
    ESC_PHASE_BATTLE,
    ESC_PHASE_OVER
} esc_phase;

typedef enum esc_end_reason {
    ESC_END_NONE,
    ESC_END_ELIMINATION,
    ESC_END_ROUND_LIMIT,
    ESC_END_OBJECTIVE,
    ESC_END_YIELD          /* the loser yielded (hook): its units on the board survive */
} esc_end_reason;

/* Per-unit flags. */
enum {
    ESC_UF_PRESENT = 1 << 0,    /* the squad has this slot */
    ESC_UF_DEPLOYED = 1 << 1,
    ESC_UF_DEAD = 1 << 2,
    ESC_UF_STANCE = 1 << 3,     /* defensive stance waiting for its point of damage */
    ESC_UF_ATTACKED = 1 << 4,   /* made an attack this turn */
    ESC_UF_USED_ABILITY = 1 << 5
};

typedef struct esc_unit_state {
    /* from the squad */
    uint8_t max_health, range, power, move;
    uint16_t abilities;          /* bit per esc_ability */
    uint8_t rank_points;
    /* in play */
    uint8_t flags;
    int8_t square;               /* ESC_NO_SQUARE unless deployed and alive */
    int16_t health;
    uint8_t acted;               /* actions this unit took this turn */
    int8_t guarded_by;           /* unit id of the guardian, ESC_NO_UNIT if none */
    int16_t suppressed_turn;     /* turn in which it may take only 1 action; 0 none */
    int16_t untargetable_until;  /* last turn it cannot be targeted; 0 none */
    int16_t no_attack_turn;      /* overcharge's after-effect: turn it cannot attack; 0 none */
    int16_t guard_until;         /* the guard by guarded_by ends at the start of this turn */
} esc_unit_state;

typedef struct esc_game {
    core_rng rng;
    esc_settings settings;
    esc_bits obstacles;
    esc_bits zone;
    esc_unit_state units[ESC_MAX_UNITS];  /* id = side * 6 + slot */
    int8_t occupant[ESC_SQUARES];         /* unit id on each square, ESC_NO_UNIT if empty */
    uint8_t squad_size[ESC_SIDES];
    uint8_t deployed[ESC_SIDES];          /* units placed; the next one is that slot */
    esc_phase phase;
    uint8_t active;                       /* side to act (deployment: side to place) */
    uint8_t first_deployer;
    uint8_t first_player;
    uint8_t actions_left;
    int16_t turn;                         /* battle turn, from 1; 0 while deploying */
    uint8_t markers[ESC_SIDES];
    uint8_t n_dice;                       /* dice rolls made (ties re-rolled) */
    uint8_t dice[ESC_MAX_DICE_ROLLS][ESC_SIDES];
    /* command-forward in progress: free moves still to give */
    int8_t command_unit;                  /* the commander, ESC_NO_UNIT if none pending */
    uint8_t command_left;
    uint16_t command_moved;               /* unit-id bits of allies already moved */
    bool vanguard_pending;                /* hook: deployment is done, the vanguard's free Move is awaited */
    /* result */
    int8_t winner;                        /* side, or -1 (none yet, or a draw) */
    esc_end_reason end_reason;
    esc_scenario_rules scenario;          /* a scenario game's rules (objective.h); all zero otherwise */
} esc_game;

typedef enum esc_action_kind {
    ESC_ACT_DEPLOY,        /* unit (must be the active side's next unit, in squad order), square */
    ESC_ACT_MOVE,          /* unit, square */
    ESC_ACT_ATTACK,        /* unit, target */
    ESC_ACT_ABILITY,       /* unit, ability, square (charge, tactical-retreat), target */
    ESC_ACT_COMMAND_MOVE,  /* unit (an ally of the commander), square: a free move */
    ESC_ACT_COMMAND_DONE,  /* give no more free moves */
    ESC_ACT_END_TURN,      /* forfeit the actions left */
    ESC_ACT_YIELD          /* hook: the side to act gives up the battle */
} esc_action_kind;

typedef struct esc_action {
    uint8_t kind;
    uint8_t ability;      /* esc_ability, ESC_AB_NONE if not an ability */
    int8_t unit;          /* acting unit id, ESC_NO_UNIT if none */
    int8_t square;        /* destination, ESC_NO_SQUARE if none */
    int8_t target;        /* target unit id, ESC_NO_UNIT if none */
} esc_action;

typedef enum esc_problem {
    ESC_OK = 0,
    ESC_ERR_GAME_OVER,
    ESC_ERR_WRONG_PHASE,
    ESC_ERR_MALFORMED,             /* ids out of range, fields that do not fit the kind */
    ESC_ERR_NO_SUCH_UNIT,
    ESC_ERR_NOT_YOUR_UNIT,
    ESC_ERR_UNIT_GONE,             /* not on the board (dead or not deployed) */
    ESC_ERR_NOT_HOME,
    ESC_ERR_OBSTACLE,
    ESC_ERR_OCCUPIED,
    ESC_ERR_SAME_SQUARE,
    ESC_ERR_UNREACHABLE,
    ESC_ERR_NO_ACTIONS_LEFT,
    ESC_ERR_SUPPRESSED,
    ESC_ERR_ALREADY_ATTACKED,
    ESC_ERR_ALREADY_USED_ABILITY,
    ESC_ERR_OVERCHARGED,
    ESC_ERR_NOT_AN_ENEMY,
    ESC_ERR_NOT_AN_ALLY,
    ESC_ERR_OUT_OF_RANGE,
    ESC_ERR_NO_LINE_OF_SIGHT,
    ESC_ERR_UNTARGETABLE,
    ESC_ERR_NO_ABILITY,
    ESC_ERR_STANCE_ACTIVE,
    ESC_ERR_NO_TARGET,
    ESC_ERR_COMMAND_PENDING,
    ESC_ERR_NO_COMMAND,
    ESC_ERR_NOT_COMMANDABLE,
    ESC_ERR_ALREADY_COMMANDED,
    ESC_ERR_COUNT
} esc_problem;

const char *esc_problem_text(esc_problem problem);

/* What an action did, in order, for animation and the action log. */
typedef enum esc_event_kind {
    ESC_EV_DEPLOY,       /* unit, to */
    ESC_EV_DICE,         /* amount = roll of side 0, other = roll of side 1 */
    ESC_EV_FIRST_PLAYER, /* side */
    ESC_EV_MOVE,         /* unit, from, to, path */
    ESC_EV_SWAP,         /* unit, other, from (unit's old square), to */
    ESC_EV_ATTACK,       /* unit attacks other (ability = how, ESC_AB_NONE for a plain attack) */
    ESC_EV_DAMAGE,       /* unit loses amount; other = the unit it was meant for if redirected; prevented = points cancelled by stance */
    ESC_EV_SELF_DAMAGE,  /* unit loses amount (devastating strike's price) */
    ESC_EV_DEATH,        /* unit, from = square it died on */
    ESC_EV_STATUS,       /* unit gains status (amount = esc_status) from other */
    ESC_EV_ABILITY,      /* unit uses ability (every ability, before its effects) */
    ESC_EV_MARKER,       /* side gains (amount 1) or loses (amount -1) a marker */
    ESC_EV_TURN,         /* side starts turn number `amount` */
    ESC_EV_GAME_OVER     /* side = winner or -1, amount = esc_end_reason */
} esc_event_kind;

typedef enum esc_status {
    ESC_STATUS_STANCE,
    ESC_STATUS_SUPPRESSED,
    ESC_STATUS_UNTARGETABLE,
    ESC_STATUS_OVERCHARGED,
    ESC_STATUS_GUARDED
} esc_status;

#define ESC_PATH_MAX 64
#define ESC_EVENTS_MAX 64

typedef struct esc_event {
    uint8_t kind;
    uint8_t ability;
    int8_t unit, other;
    int8_t side;
    int8_t from, to;
    int8_t amount;
    int8_t prevented;
    uint8_t path_len;               /* squares in path, from excluded, to included */
    int8_t path[ESC_PATH_MAX];
} esc_event;

typedef struct esc_events {
    int count;
    esc_event list[ESC_EVENTS_MAX];
} esc_events;

/* ---- setup ---- */

typedef enum esc_setup_problem {
    ESC_SETUP_OK = 0,
    ESC_SETUP_BAD_SQUAD,
    ESC_SETUP_BAD_MAP,
    ESC_SETUP_BAD_SETTINGS
} esc_setup_problem;

/* Starts a game at deployment; the seed draws who deploys first. Squads must be
 * legal (esc_squad_test; with the budget hook, within that side's budget instead
 * of 30), the map valid (esc_map_test). *which is the side of a bad squad.
 *
 * With the vanguard hook, once the last unit is deployed the vanguard's side moves
 * it once (ESC_ACT_MOVE, its own square meaning "stay") while the phase is still
 * ESC_PHASE_DEPLOY; the dice follow. */
esc_setup_problem esc_game_init(esc_game *game, const esc_map *map, const esc_squad *squads[ESC_SIDES],
                                const esc_settings *settings, uint64_t seed, int *which);

/* ---- queries ---- */

/* The squares `side` deploys on: ranks 1-2 for side 0 and 7-8 for side 1, the other
 * way round with the swap_homes hook. */
esc_bits esc_game_home(const esc_game *game, int side);

static inline int esc_unit_side(int unit) { return unit / ESC_SQUAD_MAX; }
static inline int esc_unit_slot(int unit) { return unit % ESC_SQUAD_MAX; }
bool esc_game_unit_alive(const esc_game *game, int unit);   /* on the board */
int esc_game_unit_at(const esc_game *game, int square);      /* ESC_NO_UNIT if none */
esc_bits esc_game_unit_squares(const esc_game *game);        /* squares holding a unit */
esc_bits esc_game_side_squares(const esc_game *game, int side);
esc_bits esc_game_blockers(const esc_game *game);            /* obstacles and units */
int esc_game_round(const esc_game *game);                    /* 1-based; 0 while deploying */
int esc_game_units_left(const esc_game *game, int side);
/* What the round limit compares (docs/rules.md §9): the rank points of a side's
 * units on the board, then their total Health. */
int esc_game_rank_points_left(const esc_game *game, int side);
int esc_game_health_left(const esc_game *game, int side);
/* The round limit's measure as it stands: the side with more rank points
 * left, else more Health, else -1 (even). */
int esc_game_points_leader(const esc_game *game);
/* Whom the round limit would rule for if it came now: the points leader, or a
 * scenario's own ruling (esc_objectives_limit_winner); -1 a draw. The one
 * ruling the game's end, the computer's judgment and the draw offers read. */
int esc_game_limit_winner(const esc_game *game);
/* The game's board as a position (for the notation). */
void esc_game_position(const esc_game *game, esc_position *pos);

/* Squares a unit can reach with `steps` king steps through empty squares (the
 * start excluded). */
esc_bits esc_game_reach_from(const esc_game *game, int from, int steps);
esc_bits esc_game_reachable(const esc_game *game, int unit);
/* Shortest path (fewest steps; ties: the lowest square at each step) from the
 * unit's square to `to`; returns the number of steps, 0 if unreachable. */
int esc_game_path(const esc_game *game, int unit, int to, int8_t path[ESC_PATH_MAX]);

/* Statuses as they apply in the current turn. */
bool esc_game_targetable(const esc_game *game, int unit);
bool esc_game_is_suppressed(const esc_game *game, int unit);   /* now or in its owner's next turn */
bool esc_game_is_overcharged(const esc_game *game, int unit);  /* cannot attack in its owner's current or next turn */

/* Range, power and line-of-sight rule of an attack made with `ability`
 * (ESC_AB_NONE for a plain attack) by `unit`. */
typedef struct esc_attack_profile {
    int range;       /* maximum distance */
    int power;
    bool ignore_units; /* line of sight ignores units */
    bool adjacent_all; /* sweep: every adjacent enemy, no target pick */
} esc_attack_profile;
esc_attack_profile esc_game_attack_profile(const esc_game *game, int unit, int ability);

/* Enemy squares an attack (plain or by ability) of `unit` from square `from` could
 * target: *in_range all targetable enemies within range, *visible those of them in
 * line of sight. Either pointer may be NULL. Ignores whether the unit may act. */
void esc_game_targets_from(const esc_game *game, int unit, int ability, int from, esc_bits *in_range, esc_bits *visible);

/* Squares `side` could hit in its next turn: each of its living units moves (or
 * not) once, then attacks with its longest-reaching attack (plain or by one of
 * its attacking abilities), line of sight judged from where it stands, with the
 * other units where they are now. For the client's threat overlay. */
esc_bits esc_game_threats(const esc_game *game, int side);

/* Line of sight is one-way (from the shooter's corners to the target's
 * centre), so a unit may be shot by an enemy it cannot shoot back. For `unit`
 * standing on `square` (its own, or one it might move to; every other unit
 * where it is), as sets of unit ids (bit 1 << id): */
typedef struct esc_sight {
    uint32_t shot_by;   /* living enemies whose plain attack reaches it there (Range and their line of sight) */
    uint32_t blind_to;  /* those of them it does not see from there */
    uint32_t unseen_by; /* enemies its plain attack reaches from there (its Range, its sight) that do not see it */
} esc_sight;
void esc_game_sight(const esc_game *game, int unit, int square, esc_sight *out);

/* What the other side can do to each of `side`'s units with its next turn (the
 * player's "worst case", as Into the Breach shows it): for the position as it
 * would be if `side` ended its turn now (or, when the other side is already to
 * act, as it is), every sequence of the other side's legal actions in that
 * turn, from the rules' own generator, is played on a copy; for each unit, the
 * most Health one sequence takes from it. Pure and deterministic; the client
 * calls it only when the position changes (docs/rules.md, "Worst case"). */
typedef struct esc_worst_case {
    int8_t damage[ESC_MAX_UNITS];   /* the most Health the other side can take from the unit next turn */
    bool ko[ESC_MAX_UNITS];         /* that is all of its Health: it can be knocked out */
    int8_t blocked[ESC_MAX_UNITS];  /* damage its defensive stance cancels in that worst case */
    bool complete;                  /* false when the search stopped at its cap (the figures are then a floor) */
} esc_worst_case;
void esc_game_worst_case(const esc_game *game, int side, esc_worst_case *out);

/* ---- actions ---- */

esc_action esc_action_make(esc_action_kind kind, int unit, int ability, int square, int target);
bool esc_action_equal(const esc_action *a, const esc_action *b);

/* Why `action` is not allowed now, or ESC_OK. */
esc_problem esc_game_test_action(const esc_game *game, const esc_action *action);
static inline bool esc_game_can_action(const esc_game *game, const esc_action *action)
{
    return esc_game_test_action(game, action) == ESC_OK;
}
/* Every legal action, at most `cap` written; returns how many there are. The order
 * is fixed (by kind, unit, ability, square, target), so that seeded players and the
 * tests are reproducible. */
int esc_game_legal_actions(const esc_game *game, esc_action *out, int cap);
/* Applies a legal action; an illegal one changes nothing and returns why. `events`
 * may be NULL. */
esc_problem esc_game_apply(esc_game *game, const esc_action *action, esc_events *events);

/* ---- notation of actions ----
 * Text forms, squares naming units (the acting unit by its square):
 *   deploy c1 | move b2 c3 | attack b2 e5 | end | done | command b3 c5
 *   ability forms: "<ability-id> b2 [dest] [target]", e.g. "charge b2 c4 e5",
 *   "sweep b2", "tactical-retreat b2 a1", "feint b2 d3".
 * Parsing needs the state the action is played in. */
#define ESC_ACTION_TEXT_MAX 48
void esc_action_format(const esc_game *game, const esc_action *action, char out[ESC_ACTION_TEXT_MAX]);
bool esc_action_parse(const esc_game *game, const char *text, esc_action *action);

/* Invariants a state must keep; a description of the first broken one into `why`
 * (if given), false when one is broken. For tests and soak runs. */
bool esc_game_check(const esc_game *game, char *why, int size);

#endif
