/*
 * hEscAI19b (blind play-test 16, Campaign defect 1): at Wychford (the Ford
 * map) an auto battle, the computer on both sides: a Berserker down to Health
 * 2 against a Knight Commander on Health 4 in Defensive Stance. Both ended
 * their turns for 28 rounds and the Berserker's side lost at the round limit,
 * "Health left 2 against 4". The Berserker cannot win it (stepping into reach
 * is answered by a killing blow, its own blow takes 1 through the stance); the
 * Knight, ahead, now closes in (hEscAI19's heavy-unit pull). What is left: a
 * unit that dies whatever it does strikes first instead of fleeing one turn
 * longer (search.c, terminal_value: of two losses the one that hurt the winner
 * more is less bad), so the Knight keeps a wound into the campaign.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_games_util.h"
#include "ai_test_util.h"
#include "data_test_util.h"
#include "esc_test_util.h"

#include "ai_internal.h"

/* The play-test's position after the Knight's first blow and stance (round
 * 2), or the same from `turn`, the Berserker (side 0, the holder) to move;
 * played out by `level` on both sides. Returns the Knight's Health at the end
 * and sets *limit when the round limit decided. */
static int wychford(ai_level level, uint64_t seed, int turn, bool *limit)
{
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.yielding = true; /* a campaign battle */
    esc_game g;
    tu_game_ex(&g, "8/8/5A2/##1##1##/##a##1##/8/8/8", "H3R1P2M2+sweep", "H4R1P2M2+charge+defensive-stance", 0, &st, 0);
    tu_set_health(&g, 0, 2);
    g.units[ESC_SQUAD_MAX].flags |= ESC_UF_STANCE;
    g.turn = turn;
    ai_player p[2];
    tu_game_players(p, 0, level, level, seed);
    for (int guard = 0; guard < 400 && g.phase == ESC_PHASE_BATTLE; guard++) {
        esc_action a = ai_test_choose_legal(&p[g.active], &g);
        if (getenv("H19B_DEBUG")) {
            char t[ESC_ACTION_TEXT_MAX];
            esc_action_format(&g, &a, t);
            fprintf(stderr, "level %d side %d round %d: %s\n", (int)level, g.active, (g.turn + 1) / 2, t);
        }
        assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
    }
    for (int s = 0; s < 2; s++)
        ai_player_free(&p[s]);
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    *limit = g.units[0].square != ESC_NO_SQUARE && g.units[ESC_SQUAD_MAX].square != ESC_NO_SQUARE;
    return g.units[ESC_SQUAD_MAX].square == ESC_NO_SQUARE ? 0 : g.units[ESC_SQUAD_MAX].health;
}

/* Normal and hard, from round 2 and from round 20 of 30: the battle is fought
 * out, not ended at the limit, and the Berserker's blow lands before it falls
 * (before: it turned away from the Knight beside it and died, Knight on 4). */
static void test_doomed_berserker_strikes_the_knight(void **state)
{
    (void)state;
    static const int turns[2] = { 3, 39 };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (int t = 0; t < 2; t++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                bool limit = false;
                int knight = wychford((ai_level)level, seed, turns[t], &limit);
                if (limit || knight >= 4)
                    fail_msg("level %d, round %d, seed %d: %s, the Knight on %d", level, (turns[t] + 1) / 2, (int)seed,
                             limit ? "the round limit decided" : "fought out", knight);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_doomed_berserker_strikes_the_knight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
