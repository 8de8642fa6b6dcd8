/*
 * The one way into a scenario's match (scenario.h): the choices checked, a
 * board_match started from the scenario (esc_scenario_start; its record carries
 * the scenario, so saves, the autosave, Continue and the last turn's replay
 * work as in any match) and the battle screen opened on it. Play opens it over
 * the main menu, autosaving for Continue; Test play opens it over the editor,
 * with no autosave, and leaving it or its end comes back to the editor.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/battle.h"
#include "escarmouche/escarmouche.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/i18n.h"

static int calls;
static esc_scenario last;
static scenario_launch_options last_options;

bool scenario_launch(app *a, const esc_scenario *s, const scenario_launch_options *o, char *why, size_t why_size)
{
    calls++;
    last = *s;
    last_options = *o;
    esc_scenario_report rep = scenario_test(s);
    if (rep.problem != ESC_SCN_OK) {
        /* In the checker's words, where and what to do (play-test 16). */
        char words[500];
        scenario_problem_words(s, &rep, words, sizeof words);
        /* TRANSLATORS: Play or Test play on a scenario with a problem; %s is the problem */
        snprintf(why, why_size, _("This scenario cannot be played: %s"), words);
        return false;
    }
    for (int side = 0; side < ESC_SIDES; side++)
        if (esc_scenario_test_squad(s, side, &o->squads[side]) != ESC_SCN_SQUAD_OK) {
            snprintf(why, why_size, _("This scenario cannot be played: %s"),
                     _(esc_scenario_squad_problem_text(esc_scenario_test_squad(s, side, &o->squads[side]))));
            return false;
        }
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 20);
    const char *fixed = getenv("SKIRMISH_SEED");
    if (fixed && *fixed)
        seed = strtoull(fixed, NULL, 10);
    const esc_squad *squads[ESC_SIDES] = { &o->squads[0], &o->squads[1] };
    board_match *m = malloc(sizeof *m);
    if (!m) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return false;
    }
    escarmouche_match_prepare(a, m, !o->test_play);
    char reason[256];
    if (!board_match_start_scenario(m, s, squads, seed, o->human, reason, (int)sizeof reason)) {
        board_match_free(m);
        free(m);
        snprintf(why, why_size, "%s", reason);
        return false;
    }
    int levels[ESC_SIDES];
    data_seat seats[ESC_SIDES];
    for (int side = 0; side < ESC_SIDES; side++) {
        levels[side] = o->level[side];
        data_seat_set(&seats[side], !o->human[side], ai_level_id((ai_level)o->level[side]));
    }
    board_match_set_seats(m, seats);
    board_match_set_levels(m, levels);
    board_battle_args args = { m, false, false, false };
    /* Played from the Scenarios list, the battle leaves back to it (play-test 7:
     * a finished scenario offered only the main menu). */
    bool over_list = !o->test_play && o->from_list;
    bool ok = o->test_play || over_list ? app_scene_push(a, &board_battle_scene, &args)
                                        : app_scene_open_from_root(a, &board_battle_scene, &args);
    board_match_free(m); /* empty if the battle took it over */
    free(m);
    board_battle *bb = ok && (o->test_play || over_list) ? board_battle_current(a) : NULL;
    if (bb && over_list) {
        /* TRANSLATORS: a scenario's battle: the pause menu's button that leaves it, back to the Scenarios list */
        bb->leave_label = N_("Back to scenarios");
        /* TRANSLATORS: the same on the result panel's narrow button (about 12 characters) */
        bb->leave_short = N_("Scenarios");
    } else if (bb) {
        /* TRANSLATORS: Test play's battle: the pause menu's button that leaves it, back to the scenario editor */
        bb->leave_label = N_("Back to the editor");
        /* TRANSLATORS: the same on the result panel's narrow button (about 12 characters): back to the scenario editor */
        bb->leave_short = N_("Editor");
    }
    if (!ok)
        snprintf(why, why_size, "%s", a->message[0] ? a->message : _("out of memory"));
    return ok;
}

int scenario_launch_calls(const esc_scenario **s, const scenario_launch_options **o)
{
    if (s)
        *s = &last;
    if (o)
        *o = &last_options;
    return calls;
}
