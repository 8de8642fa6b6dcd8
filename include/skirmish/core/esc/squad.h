/*
 * Squads: the 1 to 6 units a player fields, within 30 rank points.
 *
 * A squad as edited or loaded may be illegal (a draft in the Barracks, a broken
 * file); esc_squad_test says why, and only a legal squad can start a game.
 */
#ifndef SKIRMISH_CORE_ESC_SQUAD_H
#define SKIRMISH_CORE_ESC_SQUAD_H

#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/unit.h"

#define ESC_SQUAD_BUDGET 30
#define ESC_SQUAD_CAPACITY 32   /* units a squad struct can hold (drafts and files may exceed 6) */

typedef struct esc_squad {
    char name[ESC_NAME_MAX];
    int n_units;
    esc_unit_def units[ESC_SQUAD_CAPACITY];
} esc_squad;

typedef enum esc_squad_problem {
    ESC_SQUAD_OK = 0,
    ESC_SQUAD_NO_UNIT,
    ESC_SQUAD_TOO_MANY_UNITS,
    ESC_SQUAD_BAD_UNIT,        /* a unit breaks a unit rule (see esc_unit_test) */
    ESC_SQUAD_OVER_BUDGET
} esc_squad_problem;

typedef struct esc_squad_report {
    esc_squad_problem problem;
    int units;
    int rank_points;          /* sum over the units with valid stats */
    int bad_unit;             /* index of the unit for ESC_SQUAD_BAD_UNIT, else -1 */
    esc_unit_problem unit_problem;
    const char *stat;         /* stat name for a stat problem */
} esc_squad_report;

void esc_squad_init(esc_squad *squad, const char *name);
/* False when the squad struct is full. */
bool esc_squad_add(esc_squad *squad, const esc_unit_def *unit);
int esc_squad_rank_points(const esc_squad *squad);
esc_squad_report esc_squad_test(const esc_squad *squad);
/* "over budget: 34 rank points, the limit is 30" and the like, into out. */
void esc_squad_report_text(const esc_squad_report *report, const esc_squad *squad, char *out, int size);
const char *esc_squad_problem_text(esc_squad_problem problem);

#endif
