/*
 * Escarmouche scenarios: a board, two sides with their deployment squares and
 * forces, who deploys and moves first, objectives, and a round limit with who
 * wins at it (docs/formats.md "Scenario files", docs/rules.md "Scenarios").
 *
 * esc_scenario is the whole description as a file gives it (names and briefing
 * included); esc_scenario_test says whether a game can be played from it and,
 * when not, exactly which part is wrong, so the loader and the editor can name
 * the key. esc_scenario_start sets up the game: it is esc_game_init with the
 * scenario's board, budgets and first deployer, plus the esc_scenario_rules the
 * state carries for the rest of the game (objective.h).
 *
 * A side's force is a rank-point budget, a fixed squad, or both: the fixed units
 * always play (first in the squad, in their order) and the side may add units of
 * its choice while the whole squad stays within the budget. With no budget the
 * fixed squad is the whole force; with no fixed squad the side picks any squad
 * within the budget. A side fields at most 6 units and never more than it has
 * deployment squares.
 */
#ifndef SKIRMISH_CORE_ESC_SCENARIO_H
#define SKIRMISH_CORE_ESC_SCENARIO_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/core/esc/squad.h"

#define ESC_SCENARIO_BRIEFING_MAX 2048  /* bytes, NUL included */
#define ESC_SCENARIO_LABEL_MAX 48       /* an objective's or a side's label: "the well" */
#define ESC_SCENARIO_BUDGET_MAX 90      /* six Paragons */

typedef struct esc_scenario_side {
    char name[ESC_SCENARIO_LABEL_MAX];  /* "Defenders"; "" for the default */
    esc_bits deploy;
    int budget;                         /* rank points for the whole squad; 0: the fixed squad alone */
    esc_squad fixed;                    /* units that always play (n_units 0: none) */
} esc_scenario_side;

typedef struct esc_scenario {
    char name[ESC_NAME_MAX];
    char briefing[ESC_SCENARIO_BRIEFING_MAX];
    esc_bits obstacles;
    esc_scenario_side sides[ESC_SIDES];
    int first_deployer;                 /* a side, or -1: drawn by the seed */
    int round_limit;                    /* 1..ESC_MAX_ROUND_LIMIT */
    esc_scenario_rules rules;           /* objectives, zones, first player, limit winner (deploy copied from sides) */
    char labels[ESC_OBJECTIVES_MAX][ESC_SCENARIO_LABEL_MAX]; /* each objective's label, "" if none */
    /* Where it comes from, not part of its file: a shipped scenario's name,
     * briefing, sides' names and labels are English msgids the client
     * translates; a player's own are shown exactly as typed. Set by whoever
     * loads it from the game's data (the client's lists), kept in a save. */
    bool shipped;
} esc_scenario;

/* An empty scenario: no obstacles, no objectives, round limit 30, the seed's
 * draws, the round limit by points. */
void esc_scenario_init(esc_scenario *scenario, const char *name);

typedef enum esc_scenario_problem {
    ESC_SCN_OK = 0,
    ESC_SCN_BAD_ROUND_LIMIT,       /* round limit outside 1..500 */
    ESC_SCN_BAD_FIRST,             /* first deployer or first player not -1, 0 or 1 */
    ESC_SCN_BAD_LIMIT_WINNER,
    ESC_SCN_NO_DEPLOY,             /* side: no deployment square */
    ESC_SCN_DEPLOY_ON_OBSTACLE,    /* side, square */
    ESC_SCN_DEPLOY_OVERLAP,        /* side 1, square: also side 0's */
    ESC_SCN_NO_FORCE,              /* side: neither a budget nor a fixed squad */
    ESC_SCN_BAD_BUDGET,            /* side: outside 0..90 */
    ESC_SCN_BAD_FIXED_SQUAD,       /* side: a unit breaks a unit rule, or more than 6 units */
    ESC_SCN_OVER_BUDGET,           /* side: the fixed squad costs more than the budget */
    ESC_SCN_TOO_FEW_DEPLOY,        /* side: fewer deployment squares than fixed units */
    ESC_SCN_NO_OBJECTIVE,
    ESC_SCN_TOO_MANY_OBJECTIVES,
    ESC_SCN_BAD_OBJECTIVE,         /* objective: an unknown kind, a side out of range, a count out of range */
    ESC_SCN_BAD_ZONE,              /* objective, zone: empty, out of the table, or the wrong number for the kind */
    ESC_SCN_ZONE_ON_OBSTACLE,      /* objective, zone, square */
    ESC_SCN_ZONES_OVERLAP,         /* objective, zone: shares a square with an earlier zone of the objective */
    ESC_SCN_ZONE_UNREACHABLE,      /* objective, zone, side: no square of it can be reached from the side's deployment */
    ESC_SCN_BAD_ESCORT_UNIT,       /* objective: the side has no fixed unit of that slot */
    ESC_SCN_EXIT_ON_DEPLOY,        /* objective, zone, square: an exit on the escort side's deployment */
    ESC_SCN_SURVIVE_PAST_LIMIT,    /* objective: survive or hold more rounds than the round limit allows */
    ESC_SCN_MARKERS_PAST_LIMIT,    /* objective, side: more control markers than zones x round limit */
    ESC_SCN_ESCORT_TOO_FAR,        /* objective, zone 0, side: the escorted unit cannot walk from its deployment to an exit within the round limit */
    ESC_SCN_COUNT
} esc_scenario_problem;

typedef struct esc_scenario_report {
    esc_scenario_problem problem;
    int side;        /* -1 when not about a side */
    int objective;   /* -1 when not about an objective */
    int zone;        /* index of the zone within the objective (0 for hold and escort), -1 if none */
    int square;      /* ESC_NO_SQUARE if none */
} esc_scenario_report;

/* The first problem found, with where it is. */
esc_scenario_report esc_scenario_test(const esc_scenario *scenario);
/* Every problem (each side's first, each objective's first, then the rest):
 * up to cap kept in out; returns how many there are (0: it can be played). */
int esc_scenario_test_all(const esc_scenario *scenario, esc_scenario_report *out, int cap);
/* The units a side's force may field: its fixed units, plus one for each
 * rank point of its budget they leave (a Soldier costs 1), at most
 * ESC_SQUAD_MAX. With fewer deployment squares its squads are cut down
 * (esc_scenario_max_units): the editor and the game's Play refuse that. */
int esc_scenario_side_units(const esc_scenario *scenario, int side);
/* English, N_()-marked (translate with the core's translator or the client's _()). */
const char *esc_scenario_problem_text(esc_scenario_problem problem);

/* Most units `side` may field: min(6, its deployment squares). */
int esc_scenario_max_units(const esc_scenario *scenario, int side);
/* The rank points `side` may spend: its budget, or the fixed squad's cost. */
int esc_scenario_budget(const esc_scenario *scenario, int side);

typedef enum esc_scenario_squad_problem {
    ESC_SCN_SQUAD_OK = 0,
    ESC_SCN_SQUAD_ILLEGAL,          /* esc_squad_test refuses it (other than the 30-point budget) */
    ESC_SCN_SQUAD_NO_FIXED_UNITS,   /* it does not start with the fixed units, as they are */
    ESC_SCN_SQUAD_OVER_BUDGET,
    ESC_SCN_SQUAD_TOO_MANY_UNITS    /* more units than deployment squares */
} esc_scenario_squad_problem;

/* Whether `squad` may play `side` of the scenario. */
esc_scenario_squad_problem esc_scenario_test_squad(const esc_scenario *scenario, int side, const esc_squad *squad);
const char *esc_scenario_squad_problem_text(esc_scenario_squad_problem problem);

/* Starts the scenario at deployment: the board, round limit, budgets and first
 * deployer from the scenario (a side, or the seed's draw), the rules carried in
 * the state. The scenario must pass esc_scenario_test and each squad
 * esc_scenario_test_squad: otherwise ESC_SETUP_BAD_MAP, or ESC_SETUP_BAD_SQUAD
 * with the side in *which. */
esc_setup_problem esc_scenario_start(esc_game *game, const esc_scenario *scenario, const esc_squad *squads[ESC_SIDES],
                                     uint64_t seed, int *which);

#endif
