/*
 * The editor's checker in words (play-test 7): an escort's zone is called its
 * exits, a missing zone says which tool paints it, and every message starts
 * with a capital.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "scenario/scenario_internal.h"
#include "skirmish/core/esc/scenario.h"

static esc_bits bits(const char *squares)
{
    esc_bits b = 0;
    for (const char *p = squares; p[0] && p[1]; p += 2) {
        while (*p == ' ')
            p++;
        b |= esc_bit(esc_square_make(p[0] - 'a', p[1] - '1'));
    }
    return b;
}

static void words(const esc_scenario *s, char *out, size_t size)
{
    esc_scenario_report rep = esc_scenario_test(s);
    scenario_problem_words(s, &rep, out, size);
    assert_true(out[0] >= 'A' && out[0] <= 'Z');
}

static void base(esc_scenario *s, int kind)
{
    esc_scenario_init(s, "test");
    s->sides[0].deploy = bits("a1b1");
    s->sides[1].deploy = bits("a8b8");
    s->sides[0].budget = s->sides[1].budget = 30;
    s->first_deployer = 0;
    s->rules.first_player = 0;
    s->rules.n_objectives = 1;
    memset(&s->rules.objectives[0], 0, sizeof s->rules.objectives[0]);
    s->rules.objectives[0].kind = (uint8_t)kind;
    s->rules.objectives[0].side = 0;
    s->rules.objectives[0].count = kind == ESC_OBJ_ESCORT ? 0 : 2;
}

static void test_escort_words(void **state)
{
    (void)state;
    static esc_scenario s;
    char out[300];
    base(&s, ESC_OBJ_ESCORT);
    s.sides[0].fixed.n_units = 0;
    words(&s, out, sizeof out);
    assert_non_null(strstr(out, "Exit tool"));
    s.rules.zones[0] = bits("d8");
    s.rules.n_zones = 1;
    s.rules.objectives[0].zones = 1;
    s.obstacles = bits("d8");
    words(&s, out, sizeof out);
    assert_non_null(strstr(out, "an exit square is an obstacle"));
    assert_null(strstr(out, "zone"));
}

static void test_control_words(void **state)
{
    (void)state;
    static esc_scenario s;
    char out[300];
    base(&s, ESC_OBJ_CONTROL);
    words(&s, out, sizeof out);
    assert_non_null(strstr(out, "Zone tool"));
    base(&s, ESC_OBJ_HOLD);
    words(&s, out, sizeof out);
    assert_non_null(strstr(out, "Zone tool"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escort_words),
        cmocka_unit_test(test_control_words),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
