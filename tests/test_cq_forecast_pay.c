/*
 * Conquest: an order's forecast offers a draw only when the arrivals, with
 * every other player's in reach, can pay the target's price (blind play-test
 * 9: 10 units against a weight of 30, a rival's 8 in reach, and the forecast
 * still read "then one player is drawn ... at worst 56 % for you").
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

/* The words of a translated message up to its first number. */
static void words_before_number(const char *msgid, char *out, size_t size)
{
    snprintf(out, size, "%s", _(msgid));
    char *cut = strchr(out, '%');
    if (cut)
        *cut = '\0';
}

static void test_no_draw_when_all_cannot_pay(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    int from = -1, t = cqc_two_in(&c->match, 0, 10, 8, &from);
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, t, 10), CQ_ORDER_OK);
    char rule[200], head[200], why[1400];
    words_before_number("If others arrive too: all arriving units pay its weight %lld together, then one player is "
                        "drawn by units sent (your %lld against at most %lld: at worst %d %% for you) and keeps all "
                        "the survivors; the others lose every unit they sent",
                        rule, sizeof rule);
    words_before_number("May go to a lottery: at worst %d %% for you", head, sizeof head);
    /* 10 + 8 pay a weight of 18: the draw is real, the rule said; alone 10 are lost: red (blind play-test 12) */
    c->match.graph.vertices[t].weight = 18;
    assert_int_equal(conquest_attack_forecast(&c->match, 0, NULL, t, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_non_null(strstr(why, rule));
    /* a weight of 30: everyone together cannot pay it, so nobody is drawn */
    c->match.graph.vertices[t].weight = 30;
    assert_int_equal(conquest_attack_forecast(&c->match, 0, NULL, t, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_null(strstr(why, rule));
    assert_null(strstr(why, head));
    assert_int_equal(conquest_attack_draw(&c->match, 0, NULL, t), -1);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_draw_when_all_cannot_pay),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
