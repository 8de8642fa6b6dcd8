/*
 * Escarmouche scenario objectives: what a scenario game carries in its state
 * (deployment squares, the objectives and their progress, who moves first, who
 * wins at the round limit) and the rules that end such a game (docs/rules.md,
 * "Scenarios").
 *
 * esc_scenario_rules lives inside esc_game as plain fixed-size data, so a
 * scenario game is copied and searched like any other (its record, record.h,
 * carries a copy of the scenario, so saves and replays stand alone). All zero
 * (`active` false) is standard Escarmouche: none of these rules runs, and the
 * game draws, deploys and ends exactly as before.
 *
 * When the rules are looked at (game.c calls in at two moments):
 *  - after every action of the battle, once the seed's elimination rule has not
 *    ended the game: escort (the named unit on an exit wins for its side; the
 *    named unit dead loses for its side);
 *  - at the end of every turn, before the round limit: control (the side that
 *    just played takes one marker per zone it holds alone, the other side loses
 *    one), hold (the side whose opponent just played counts one more round if it
 *    is alone in the zone, else starts again from 0) and survive (at the end of
 *    round N the side still on the board wins).
 * When both sides meet an objective at the same moment, the side that just acted
 * wins (as the seed's rule for both sides losing their last unit at once). The
 * round limit applies only when no objective has decided.
 *
 * Elimination always ends the game, whether or not the scenario lists it: a side
 * with no unit left cannot play a turn. Listing it says so to the players.
 */
#ifndef SKIRMISH_CORE_ESC_OBJECTIVE_H
#define SKIRMISH_CORE_ESC_OBJECTIVE_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/esc/board.h"

#define ESC_OBJECTIVES_MAX 8      /* objectives in one scenario */
#define ESC_ZONES_MAX 8           /* zones (control zones, hold zones, escort exits) in one scenario */
#define ESC_OBJECTIVE_COUNT_MAX 99 /* markers, rounds */
#define ESC_OBJ_BOTH_SIDES (-1)   /* an objective either side may meet, each for itself */

typedef enum esc_objective_kind {
    ESC_OBJ_ELIMINATION,   /* the other side has no unit left (always on; listed to say so) */
    ESC_OBJ_CONTROL,       /* markers from zones held at the end of one's turn; `count` wins */
    ESC_OBJ_HOLD,          /* alone in the zone at the end of `count` enemy turns in a row */
    ESC_OBJ_ESCORT,        /* unit `unit` of the side stands on an exit square */
    ESC_OBJ_SURVIVE,       /* the side is still on the board at the end of round `count` */
    ESC_OBJ_KIND_COUNT
} esc_objective_kind;

/* "elimination", "control", ...: the ids of the scenario files; NULL out of range. */
const char *esc_objective_kind_id(int kind);

/* Each kind for people: its name and its rule in a sentence or two, in English
 * and N_()-marked (the client shows them through _()): the help and the
 * objectives panel are written from this table, as the abilities' are. */
typedef struct esc_objective_info {
    const char *id;    /* as esc_objective_kind_id */
    const char *name;  /* "Control" */
    const char *text;  /* the rule */
} esc_objective_info;
const esc_objective_info *esc_objective_info_get(int kind); /* NULL out of range */
/* -1 for an unknown id. */
int esc_objective_kind_from_id(const char *id);

typedef struct esc_objective {
    uint8_t kind;      /* esc_objective_kind */
    int8_t side;       /* the side it wins for, or ESC_OBJ_BOTH_SIDES */
    uint8_t count;     /* control: markers to win; hold: rounds; survive: rounds; else 0 */
    int8_t unit;       /* escort: the escorted unit's slot in its side's squad; else ESC_NO_UNIT */
    uint8_t zones;     /* bit z: zone z of esc_scenario_rules.zones (control: its zones; hold: its zone; escort: its exits) */
} esc_objective;

/* Who wins when the round limit is reached with no objective met. */
#define ESC_LIMIT_POINTS (-2)  /* the seed's comparison: rank points left, then Health */
#define ESC_LIMIT_DRAW (-1)    /* 0 or 1: that side */

typedef struct esc_scenario_rules {
    bool active;                          /* false: standard Escarmouche, nothing below is used */
    int8_t first_player;                  /* the side that moves first, -1: the dice decide */
    int8_t limit_winner;                  /* ESC_LIMIT_POINTS, ESC_LIMIT_DRAW, or a side */
    uint8_t n_objectives;
    uint8_t n_zones;
    uint8_t unused[3];                    /* explicit, so the struct has no padding bytes (states compare with memcmp) */
    esc_bits deploy[ESC_SIDES];           /* each side's deployment squares */
    esc_bits zones[ESC_ZONES_MAX];
    esc_objective objectives[ESC_OBJECTIVES_MAX];
    /* progress: control: markers; hold: rounds held in a row; else 0 */
    uint8_t progress[ESC_OBJECTIVES_MAX][ESC_SIDES];
} esc_scenario_rules;

struct esc_game;
struct esc_events;

/* Whether objective i applies to `side` (its own side, or both). */
bool esc_objective_for(const esc_objective *objective, int side);
/* Every square of the zones in the mask, as one set. */
esc_bits esc_scenario_zone_squares(const esc_scenario_rules *rules, uint8_t mask);

/* The moments game.c calls (nothing happens without a scenario). Each returns
 * true when an objective decides the game, with the winner in *winner; the
 * caller then ends the game with ESC_END_OBJECTIVE. Control markers are pushed
 * as ESC_EV_MARKER events (side, amount +1 / -1). */
bool esc_objectives_after_action(struct esc_game *game, struct esc_events *events, int *winner);
bool esc_objectives_end_turn(struct esc_game *game, struct esc_events *events, int *winner);
/* The winner at the round limit: the scenario's ruling, or `points_winner` (the
 * seed's comparison, computed by the caller) for ESC_LIMIT_POINTS. */
int esc_objectives_limit_winner(const struct esc_game *game, int points_winner);

/* Progress, for the client ("Markers 2 of 5", "Hold the well: 1 of 3 rounds"):
 * *done and *goal for `side` on objective i. control: markers and markers to
 * win; hold: rounds held in a row and rounds; survive: rounds played (complete
 * rounds) and rounds; escort: the escorted unit's king-step distance to the
 * nearest exit (0 there; -1 when it is dead or not on the board) and 0;
 * elimination: enemy units left and 0. False when i or side is out of range or
 * the objective does not apply to `side`. */
bool esc_objective_progress(const struct esc_game *game, int i, int side, int *done, int *goal);

/* Which objective ended a game won by an objective, read from the final state:
 * the result screen and the log say the real end ("the escorted unit falling"),
 * not one text for every objective. */
typedef enum esc_objective_end {
    ESC_OBJ_END_UNKNOWN,       /* not a scenario's objective (the standard game's zone) */
    ESC_OBJ_END_ESCORT_FELL,   /* the loser's escorted unit died */
    ESC_OBJ_END_ESCORT_EXIT,   /* the winner's escorted unit reached an exit */
    ESC_OBJ_END_CONTROL,       /* the winner took the markers it needed */
    ESC_OBJ_END_HOLD,          /* the winner held the zone the rounds it needed */
    ESC_OBJ_END_SURVIVE        /* the winner was still on the board at the stated round */
} esc_objective_end;

/* How `game` (over, ESC_END_OBJECTIVE, a scenario) was decided for `winner`;
 * *objective gets the deciding objective's index (or -1) when not NULL. */
esc_objective_end esc_objective_end_of(const struct esc_game *game, int winner, int *objective);
/* The end as the words after "wins by" (N_()-marked, English): "the escorted
 * unit falling"; `holding the objective` for ESC_OBJ_END_UNKNOWN. */
const char *esc_objective_end_text(esc_objective_end end);

/* Whether `side` is ahead: in a standard game by the round limit's measure
 * (rank points left, then Health); in a scenario first by the race on the
 * objectives both sides can meet (fewer markers or rounds to go, an escorted
 * unit fewer steps from its exit), then by a survive objective of its own,
 * then by whom the round limit rules for (a limit that is a draw leaves the
 * battle's measure). The computer refuses a draw when it is ahead. */
bool esc_objectives_ahead(const struct esc_game *game, int side);

#endif
