/*
 * The searching players against Defensive Stance (rules.md section 7; docs/ai.md
 * §3, "A stance comes back"): a stance struck off is taken again next turn for
 * one action, so a single blow on a stanced unit gains little; two blows in one
 * turn, or another target, are what pay. Play-test 6: hard spent rounds 14 to
 * 18 on a 1-Health Shieldbearer in stance, one blocked blow a turn.
 */
#include "ai_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The Shieldbearer's turns: its stance when it has none, then a blow, then the
 * end (it never steps away: test_ai_hescai covers a fleeing one). */
static esc_action stance_reply(const esc_game *g)
{
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS), pick = -1;
    for (int i = 0; i < n && pick < 0; i++)
        if (acts[i].kind == ESC_ACT_ABILITY && acts[i].ability == ESC_AB_DEFENSIVE_STANCE)
            pick = i;
    for (int i = 0; i < n && pick < 0; i++)
        if (acts[i].kind == ESC_ACT_ATTACK)
            pick = i;
    for (int i = 0; i < n && pick < 0; i++)
        if (acts[i].kind == ESC_ACT_END_TURN)
            pick = i;
    assert_true(pick >= 0);
    return acts[pick];
}

/* Hard, with three Power-1 units (a swordsman, an archer, a charger), against
 * a lone Shieldbearer of `health` in stance on d6 that re-casts it every turn,
 * on an open board and behind walls, whoever moves first: it must kill it
 * within twelve rounds. Before, behind the walls it struck the stance off once
 * a turn and the Shieldbearer lived (docs/ai.md §3, "A lone unit"). */
static void hard_beats_stance(int health, int boards)
{
    static const char *positions[] = { "8/8/3a4/8/8/8/1A1B1C2/8", "8/8/2#a4/2###3/8/8/1A1B1C2/8" };
    char enemy[64];
    snprintf(enemy, sizeof enemy, "H%dR1P1M1+defensive-stance", health);
    for (int k = 0; k < boards; k++)
        for (int first = 0; first < 2; first++) {
            esc_settings settings;
            esc_settings_default(&settings);
            esc_game g;
            tu_game_ex(&g, positions[k], "H2R1P1M1 H2R3P1M1 H2R1P1M1+charge", enemy, first, &settings, 0);
            int shield = tu_at(&g, "d6");
            g.units[shield].flags |= ESC_UF_STANCE;
            ai_player p;
            ai_test_player(&p, AI_HARD, 60, 7 + (uint64_t)k);
            int start = g.turn;
            while (g.phase == ESC_PHASE_BATTLE && g.turn < start + 24) {
                esc_action a = g.active == 0 ? ai_test_choose_legal(&p, &g) : stance_reply(&g);
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            if (esc_game_unit_alive(&g, shield))
                fail_msg("hard, board %d, side %d first: the Shieldbearer (Health %d) lives with %d after twelve rounds",
                         k, first, health, g.units[shield].health);
            assert_int_equal(g.winner, 0);
            ai_player_free(&p);
        }
}

static void test_hard_beats_wounded_stance(void **state)
{
    (void)state;
    hard_beats_stance(1, 1);
}

static void test_hard_beats_lone_stance(void **state)
{
    (void)state;
    hard_beats_stance(4, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hard_beats_wounded_stance),
        cmocka_unit_test(test_hard_beats_lone_stance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
