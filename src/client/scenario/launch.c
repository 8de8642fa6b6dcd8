/*
 * The one way into a scenario's match (scenario.h). The battle screen does not
 * play scenarios yet (the lead joins it to board/): until then this checks the
 * choices and says, clearly, that the scenario cannot start yet.
 */
#include <stdio.h>
#include <string.h>

#include "scenario/scenario.h"
#include "skirmish/i18n.h"

static int calls;
static esc_scenario last;
static scenario_launch_options last_options;

bool scenario_launch(app *a, const esc_scenario *s, const scenario_launch_options *o, char *why, size_t why_size)
{
    (void)a;
    calls++;
    last = *s;
    last_options = *o;
    esc_scenario_report rep = esc_scenario_test(s);
    if (rep.problem != ESC_SCN_OK) {
        /* TRANSLATORS: Play or Test play on a scenario with a problem; %s is the problem */
        snprintf(why, why_size, _("This scenario cannot be played: %s"), _(esc_scenario_problem_text(rep.problem)));
        return false;
    }
    for (int side = 0; side < ESC_SIDES; side++)
        if (esc_scenario_test_squad(s, side, &o->squads[side]) != ESC_SCN_SQUAD_OK) {
            snprintf(why, why_size, _("This scenario cannot be played: %s"),
                     _(esc_scenario_squad_problem_text(esc_scenario_test_squad(s, side, &o->squads[side]))));
            return false;
        }
    /* TRANSLATORS: Play on the Scenarios screen, while the battle screen cannot play scenarios yet */
    snprintf(why, why_size, "%s", _("Scenarios cannot be played yet: the battle screen does not start them in this version."));
    return false;
}

int scenario_launch_calls(const esc_scenario **s, const scenario_launch_options **o)
{
    if (s)
        *s = &last;
    if (o)
        *o = &last_options;
    return calls;
}
