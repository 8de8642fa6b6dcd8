/*
 * hEsc15 (play-test 13): the danger badge on each of the viewer's units is the
 * rules core's worst case of the whole enemy side's next turn
 * (esc_game_worst_case), also with the pointer on one enemy, whose own share
 * goes on its arrow. The play-test's position: a Spearman of 3 Health next to
 * an Outrider (power 2) and a Lancer (power 1, Charge) read "-2" while the
 * Outrider was pointed at, and the two of them knocked it out.
 */
#include "battle_input_test_util.h"
#include "board/intent.h"
#include "board/worst.h"

#include <stdio.h>
#include <string.h>

/* What the badge must say: the core's own worst case, in the badge's words. */
static void expected_badge(const esc_game *g, int viewer, int id, char *out, size_t size)
{
    esc_worst_case w;
    esc_game_worst_case(g, viewer, &w);
    out[0] = '\0';
    if (esc_unit_side(id) != viewer || !esc_game_unit_alive(g, id) || g->units[id].square == ESC_NO_SQUARE)
        return;
    if (w.ko[id])
        snprintf(out, size, "KO");
    else if (w.damage[id] > 0)
        snprintf(out, size, "-%d", w.damage[id]);
}

static void check_all_badges(const esc_game *g, const board_input *in, int *checked)
{
    int viewer = board_threat_viewer(g, in);
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        char want[32], got[32];
        expected_badge(g, viewer, id, want, sizeof want);
        board_danger_badge(g, in, ESC_AB_NONE, id, got, sizeof got);
        if (strcmp(want, got) != 0)
            fail_msg("unit %d (viewer %d, turn %d, pointer on %s): badge \"%s\", the core's worst case \"%s\"", id,
                     viewer, g->turn, tu_name(in->hovered), got, want);
        (*checked)++;
    }
}

/* Spearman A on e3 (3 Health), Outrider a on e4 (power 2), Lancer b (power 1,
 * Charge) on d4 as in the play-test, or on d6 where it must charge in. */
static void check_two_enemies(const char *position, bool lancer_alone_reaches)
{
    esc_game g;
    tu_game(&g, position, "H3R1P1M1", "H2R1P2M2 H3R1P1M2+charge");
    board_input in;
    board_input_init(&in, &g, side0_human);
    in.show_threats = true; /* the danger overlay on: its badges (hEsc19: off hides them) */
    int spear = tu_at(&g, "e3"), outrider = tu_at(&g, "e4");
    esc_worst_case w;
    esc_game_worst_case(&g, 0, &w);
    assert_true(w.ko[spear]); /* 2 + 1: the core says KO */
    assert_int_equal(w.damage[spear], 3);
    int checked = 0;
    char badge[32];
    /* No pointer, the pointer on the Outrider, on the Lancer, on the Spearman. */
    const char *const hovers[] = { NULL, "e4", lancer_alone_reaches ? "d4" : "d6", "e3" };
    for (int k = 0; k < 4; k++) {
        in.hovered = hovers[k] ? tu_sq(hovers[k]) : ESC_NO_SQUARE;
        check_all_badges(&g, &in, &checked);
        board_danger_badge(&g, &in, ESC_AB_NONE, spear, badge, sizeof badge);
        assert_string_equal(badge, "KO");
    }
    /* The Outrider's arrow says its own share: 2, not the whole danger. */
    in.hovered = tu_sq("e4");
    const board_intent *it;
    assert_true(board_intent_of(&g, 0, outrider, &it));
    assert_int_equal(it->damage[spear], 2);
    /* The card's line says the same as the badge. */
    const esc_worst_case *now, *after;
    assert_true(board_worst_cases(&g, &in, 0, ESC_AB_NONE, &now, &after));
    char line[400];
    board_worst_line(now, after, spear, line, sizeof line);
    assert_non_null(strstr(line, "knocked out (3 damage)"));
}

static void test_playtest_position(void **state)
{
    (void)state;
    check_two_enemies("8/8/8/8/3ba3/4A3/8/8", true);  /* the Lancer next to it */
    check_two_enemies("8/8/3b4/8/4a3/4A3/8/8", false); /* the Lancer charges in */
}

/* Every unit, with the pointer nowhere and on each enemy in turn, over a few
 * seeded games of random legal actions, both sides human (hot-seat: the viewer
 * is the side to play). */
static void test_seeded_games(void **state)
{
    (void)state;
    static esc_action list[ESC_MAX_ACTIONS];
    int checked = 0;
    for (int seed = 1; seed <= 3; seed++) {
        esc_game g;
        tu_game(&g, "abcd4/8/8/8/8/8/8/ABCD4", "H3R1P1M2+charge H2R2P1M1 H3R1P2M1 H2R3P1M1",
                "H2R1P2M2 H3R1P1M2+charge H2R2P1M1 H3R1P1M1");
        board_input in;
        board_input_init(&in, &g, both_human);
        in.show_threats = true;
        unsigned r = (unsigned)seed * 2654435761u;
        for (int step = 0; step < 30 && g.phase == ESC_PHASE_BATTLE; step++) {
            int viewer = board_threat_viewer(&g, &in);
            in.hovered = ESC_NO_SQUARE;
            check_all_badges(&g, &in, &checked);
            int enemy = (viewer ^ 1) * ESC_SQUAD_MAX + step % 4;
            if (esc_game_unit_alive(&g, enemy) && g.units[enemy].square != ESC_NO_SQUARE) {
                in.hovered = g.units[enemy].square;
                check_all_badges(&g, &in, &checked);
            }
            int n = esc_game_legal_actions(&g, list, ESC_MAX_ACTIONS);
            assert_true(n > 0);
            /* Attacks first when there are some, so units are hurt and fall. */
            int pick = -1;
            r = r * 1103515245u + 12345u;
            for (int i = 0; i < n && pick < 0; i++)
                if (list[(i + (int)(r >> 8)) % n].kind == ESC_ACT_ATTACK || list[(i + (int)(r >> 8)) % n].kind == ESC_ACT_ABILITY)
                    pick = (i + (int)(r >> 8)) % n;
            if (pick < 0 || (r >> 20) % 3 == 0)
                pick = (int)((r >> 8) % (unsigned)n);
            esc_events ev;
            assert_int_equal(esc_game_apply(&g, &list[pick], &ev), ESC_OK);
            board_input_sync(&in, &g);
        }
    }
    print_message("%d badges checked against the core\n", checked);
    assert_true(checked > 500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_playtest_position),
        cmocka_unit_test(test_seeded_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
