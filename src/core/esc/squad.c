/*
 * Squad limits: 1 to 6 units, legal units, at most 30 rank points.
 */
#include "skirmish/core/esc/squad.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/core/tr.h"

void esc_squad_init(esc_squad *squad, const char *name)
{
    memset(squad, 0, sizeof *squad);
    snprintf(squad->name, sizeof squad->name, "%s", name ? name : "");
}

bool esc_squad_add(esc_squad *squad, const esc_unit_def *unit)
{
    if (squad->n_units >= ESC_SQUAD_CAPACITY)
        return false;
    squad->units[squad->n_units++] = *unit;
    return true;
}

int esc_squad_rank_points(const esc_squad *squad)
{
    int total = 0;
    for (int i = 0; i < squad->n_units; i++)
        total += esc_unit_rank_points(&squad->units[i]);
    return total;
}

esc_squad_report esc_squad_test(const esc_squad *squad)
{
    esc_squad_report report = { .problem = ESC_SQUAD_OK, .units = squad->n_units, .rank_points = 0,
                                .bad_unit = -1, .unit_problem = ESC_UNIT_OK, .stat = NULL };
    for (int i = 0; i < squad->n_units; i++) {
        const char *stat = NULL;
        esc_unit_problem p = esc_unit_test(&squad->units[i], &stat);
        if (p == ESC_UNIT_OK || p == ESC_UNIT_DUPLICATE_ABILITY)
            report.rank_points += esc_unit_rank_points(&squad->units[i]);
        if (p != ESC_UNIT_OK && report.bad_unit < 0) {
            report.bad_unit = i;
            report.unit_problem = p;
            report.stat = stat;
        }
    }
    if (squad->n_units < 1)
        report.problem = ESC_SQUAD_NO_UNIT;
    else if (squad->n_units > ESC_SQUAD_MAX)
        report.problem = ESC_SQUAD_TOO_MANY_UNITS;
    else if (report.bad_unit >= 0)
        report.problem = ESC_SQUAD_BAD_UNIT;
    else if (report.rank_points > ESC_SQUAD_BUDGET)
        report.problem = ESC_SQUAD_OVER_BUDGET;
    return report;
}

const char *esc_squad_problem_text(esc_squad_problem problem)
{
    switch (problem) {
    case ESC_SQUAD_OK: return "legal";
    case ESC_SQUAD_NO_UNIT: return N_("no unit");
    case ESC_SQUAD_TOO_MANY_UNITS: return N_("too many units");
    case ESC_SQUAD_BAD_UNIT: return N_("illegal unit");
    case ESC_SQUAD_OVER_BUDGET: return N_("over budget");
    }
    return N_("unknown problem");
}

/* The name of unit `u` for people: shipped content keeps its English name in the
 * file and the translator (when the program installed one) answers its display
 * name, as i18n_content does in the client. */
static const char *display_name(const esc_unit_def *u)
{
    return u->name[0] ? core_tr(u->name) : u->name;
}

void esc_squad_report_text(const esc_squad_report *report, const esc_squad *squad, char *out, int size)
{
    switch (report->problem) {
    case ESC_SQUAD_OK:
        /* TRANSLATORS: a squad's check result; the second %d is the rank points spent, the third the budget. */
        snprintf(out, (size_t)size, P_("legal: %d unit, %d of %d rank points", "legal: %d units, %d of %d rank points",
                                        report->units),
                 report->units, report->rank_points, ESC_SQUAD_BUDGET);
        break;
    case ESC_SQUAD_NO_UNIT:
        snprintf(out, (size_t)size, _("no unit: a squad needs 1 to %d units"), ESC_SQUAD_MAX);
        break;
    case ESC_SQUAD_TOO_MANY_UNITS:
        snprintf(out, (size_t)size, _("too many units: %d, a squad holds at most %d"), report->units, ESC_SQUAD_MAX);
        break;
    case ESC_SQUAD_BAD_UNIT: {
        const esc_unit_def *u = &squad->units[report->bad_unit];
        const char *name = display_name(u);
        const char *fmt = NULL;
        if (report->stat) {
            /* TRANSLATORS: the first %d is the unit's place in the squad, %s its name. */
            if (strcmp(report->stat, "health") == 0)
                fmt = _("illegal unit %d (%s): health must be from %d to %d");
            else if (strcmp(report->stat, "range") == 0)
                fmt = _("illegal unit %d (%s): range must be from %d to %d");
            else if (strcmp(report->stat, "power") == 0)
                fmt = _("illegal unit %d (%s): power must be from %d to %d");
            else if (strcmp(report->stat, "move") == 0)
                fmt = _("illegal unit %d (%s): move must be from %d to %d");
        }
        if (fmt)
            snprintf(out, (size_t)size, fmt, report->bad_unit + 1, name, ESC_STAT_MIN, ESC_STAT_MAX);
        else if (report->stat)
            snprintf(out, (size_t)size, "illegal unit %d (%s): %s must be from %d to %d", report->bad_unit + 1, name,
                     report->stat, ESC_STAT_MIN, ESC_STAT_MAX);
        else if (report->unit_problem == ESC_UNIT_DUPLICATE_ABILITY)
            /* TRANSLATORS: %d is the unit's place in the squad, %s its name. */
            snprintf(out, (size_t)size, _("illegal unit %d (%s): duplicate ability"), report->bad_unit + 1, name);
        else
            /* TRANSLATORS: %d is the unit's place in the squad, the first %s its name, the second the problem. */
            snprintf(out, (size_t)size, _("illegal unit %d (%s): %s"), report->bad_unit + 1, name,
                     _(esc_unit_problem_text(report->unit_problem)));
        break;
    }
    case ESC_SQUAD_OVER_BUDGET:
        snprintf(out, (size_t)size, _("over budget: %d rank points, the limit is %d"), report->rank_points,
                 ESC_SQUAD_BUDGET);
        break;
    }
}
