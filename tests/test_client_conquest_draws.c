/*
 * Conquest: draws are visible before the player commits (play-test 7: luck
 * decided three games and the odds sat in a long amber paragraph). An order
 * that may end in the weighted draw says "draw ≥ N %" on its arrow, its preview
 * opens with its worst odds, and the preview and the turn report split odds
 * the same way (the preview said 37 %, the report 38 % and 63 %).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static void test_odds_sum_to_100(void **state)
{
    (void)state;
    int pct[3];
    conquest_odds_split((int64_t[]){3, 5}, 2, pct);
    assert_int_equal(pct[0], 37);
    assert_int_equal(pct[1], 63);
    assert_int_equal(conquest_worst_odds(3, 5), 37);
    conquest_odds_split((int64_t[]){1, 1, 1}, 3, pct);
    assert_int_equal(pct[0] + pct[1] + pct[2], 100);
    conquest_odds_split((int64_t[]){10, 0, 8}, 3, pct);
    assert_int_equal(pct[0], 56);
    assert_int_equal(pct[1], 0);
    assert_int_equal(pct[2], 44);
}

static void test_draw_on_the_arrow(void **state)
{
    (void)state;
    static app a;
    int from, t;
    conquest_screen *c = cqc_contested(&a, 0, 10, &from, &t);
    c->selected = 0;
    /* 10 against at most 8: at worst 55 % (55.6, rounded down) */
    assert_int_equal(conquest_attack_draw(&c->match, 0, NULL, t), 55);
    char why[1400];
    assert_int_equal(conquest_attack_forecast(&c->match, 0, NULL, t, why, sizeof why), CONQUEST_OUTCOME_UNSURE);
    char head[200];
    snprintf(head, sizeof head, _("May go to a lottery: at worst %d %% for you"), 55);
    assert_non_null(strstr(why, head));
    /* and that the winner keeps the loser's survivors too (blind play-test 14), naming who may come (17) */
    char rule[600];
    snprintf(rule, sizeof rule, _("if %s also moves here, one draw weighted by units sent picks the winner, "
                                  "who keeps every survivor, yours included; the loser keeps nothing"),
             conquest_player_name(&c->match, 1));
    i18n_elide(rule);
    assert_non_null(strstr(why, rule));
    char tag[64];
    snprintf(tag, sizeof tag, _("lottery: you win \u2265%d %%"), 55);
    client_draw_at(&a, "cq-draw-arrow-small", 800, 560);
    assert_true(client_was_drawn(tag));
    client_draw_at(&a, "cq-draw-arrow", 1280, 800);
    assert_true(client_was_drawn(tag));
    client_look(&a, "cq-draw-arrow");
    /* nobody else in reach: no draw, no tag */
    c->match.state.units[cq_graph_in_neighbour(&c->match.graph, t, 1)] = 0;
    c->match.state.controller[cq_graph_in_neighbour(&c->match.graph, t, 1)] = CQ_NEUTRAL;
    assert_int_equal(conquest_attack_draw(&c->match, 0, NULL, t), -1);
    client_draw_at(&a, "cq-draw-arrow-alone", 1280, 800);
    assert_false(client_was_drawn(tag));
    app_free(&a);
}

/* Play-test 8: 1 unit sent to a neutral of weight 2 said "draw >=33 %" while
 * its preview said it is lost alone. An order that cannot take its target
 * alone has no draw for its worst case (0 %): no tag, no "May end in a draw". */
static void test_no_draw_when_lost_alone(void **state)
{
    (void)state;
    static app a;
    int from, t;
    conquest_screen *c = cqc_contested(&a, 3, 2, &from, &t);
    assert_int_equal(conquest_attack_draw(&c->match, 0, NULL, t), -1);
    char why[1400];
    conquest_attack_forecast(&c->match, 0, NULL, t, why, sizeof why);
    char start[200]; /* the line's words up to its number, in the language shown */
    snprintf(start, sizeof start, "%s", _("May go to a lottery: at worst %d %% for you"));
    char *cut = strchr(start, '%');
    if (cut)
        *cut = '\0';
    assert_null(strstr(why, start));
    /* enough to take it alone: the draw with the rival is its worst again */
    conquest_match_clear_orders(&c->match, 0);
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, t, 10), CQ_ORDER_OK);
    assert_true(conquest_attack_draw(&c->match, 0, NULL, t) > 0);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_odds_sum_to_100),
        cmocka_unit_test(test_draw_on_the_arrow),
        cmocka_unit_test(test_no_draw_when_lost_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
