/*
 * Squads (docs/rules.md section 2): 1 to 6 units, at most 30 rank points, and the
 * order in which problems are reported.
 *
 * Units of known rank (the spec's worked examples): S = H1R1P1M1 soldier (1 RP),
 * V = H2R1P1M1 veteran (3), E = H1R2P2M1 elite (6), C = H3R1P3M1 champion (10),
 * P = H1R3P3M2 paragon (15).
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/core/esc/squad.h"

#define S "H1R1P1M1 "
#define V "H2R1P1M1 "
#define E "H1R2P2M1 "
#define C "H3R1P3M1 "
#define P "H1R3P3M2 "

static esc_squad_report report_of(const char *spec, esc_squad *squad)
{
    tu_squad(squad, spec);
    return esc_squad_test(squad);
}

static void test_squad_sizes(void **state)
{
    (void)state;
    esc_squad squad;
    const char *specs[] = {S, S S, S S S, S S S S, S S S S S, S S S S S S};
    for (int n = 1; n <= 6; n++) {
        esc_squad_report r = report_of(specs[n - 1], &squad);
        assert_int_equal(r.problem, ESC_SQUAD_OK);
        assert_int_equal(r.units, n);
        assert_int_equal(r.rank_points, n);
        assert_int_equal(r.bad_unit, -1);
        assert_int_equal(esc_squad_rank_points(&squad), n);
    }
    esc_squad_report r = report_of("", &squad);
    assert_int_equal(r.problem, ESC_SQUAD_NO_UNIT);
    assert_int_equal(r.units, 0);
    r = report_of(S S S S S S S, &squad);
    assert_int_equal(r.problem, ESC_SQUAD_TOO_MANY_UNITS);
    assert_int_equal(r.units, 7);
}

static void test_squad_budget(void **state)
{
    (void)state;
    esc_squad squad;
    /* Exactly 30 is legal, in several shapes. */
    static const char *const thirty[] = {P P, C C C, P C V S S, E E E E E, E E E E V V};
    for (size_t i = 0; i < sizeof thirty / sizeof thirty[0]; i++) {
        esc_squad_report r = report_of(thirty[i], &squad);
        if (r.problem != ESC_SQUAD_OK)
            fail_msg("\"%s\": problem %d", thirty[i], (int)r.problem);
        assert_int_equal(r.rank_points, 30);
        assert_int_equal(esc_squad_rank_points(&squad), 30);
    }
    /* 31 is over budget. */
    static const char *const thirty_one[] = {P P S, C C C S, P C V S S S, E E E E E S};
    for (size_t i = 0; i < sizeof thirty_one / sizeof thirty_one[0]; i++) {
        esc_squad_report r = report_of(thirty_one[i], &squad);
        if (r.problem != ESC_SQUAD_OVER_BUDGET)
            fail_msg("\"%s\": problem %d, expected over budget", thirty_one[i], (int)r.problem);
        assert_int_equal(r.rank_points, 31);
        assert_int_equal(r.bad_unit, -1);
    }
    esc_squad_report r = report_of(P P P, &squad);
    assert_int_equal(r.problem, ESC_SQUAD_OVER_BUDGET);
    assert_int_equal(r.rank_points, 45);
}

static void test_squad_problem_order(void **state)
{
    (void)state;
    esc_squad squad;
    /* More than 6 units comes before a bad unit and before the budget. */
    tu_squad(&squad, P P P P P P P);
    squad.units[2].health = 0;
    esc_squad_report r = esc_squad_test(&squad);
    assert_int_equal(r.problem, ESC_SQUAD_TOO_MANY_UNITS);

    /* A bad unit (the first one) comes before the budget. */
    tu_squad(&squad, P P P S);
    squad.units[1].health = 0;
    squad.units[3].range = 100;
    r = esc_squad_test(&squad);
    assert_int_equal(r.problem, ESC_SQUAD_BAD_UNIT);
    assert_int_equal(r.bad_unit, 1);
    assert_int_equal(r.unit_problem, ESC_UNIT_STAT_TOO_LOW);
    assert_non_null(r.stat);
    assert_string_equal(r.stat, "health");
    /* Rank points count the units whose stats are valid: P + P = 30. */
    assert_int_equal(r.rank_points, 30);

    /* A duplicate ability makes a unit bad too. */
    tu_squad(&squad, S S);
    squad.units[1].n_abilities = 2;
    squad.units[1].abilities[0] = ESC_AB_SWEEP;
    squad.units[1].abilities[1] = ESC_AB_SWEEP;
    r = esc_squad_test(&squad);
    assert_int_equal(r.problem, ESC_SQUAD_BAD_UNIT);
    assert_int_equal(r.bad_unit, 1);
    assert_int_equal(r.unit_problem, ESC_UNIT_DUPLICATE_ABILITY);

    /* Stat too high. */
    tu_squad(&squad, S);
    squad.units[0].move = 100;
    r = esc_squad_test(&squad);
    assert_int_equal(r.problem, ESC_SQUAD_BAD_UNIT);
    assert_int_equal(r.bad_unit, 0);
    assert_int_equal(r.unit_problem, ESC_UNIT_STAT_TOO_HIGH);
    assert_string_equal(r.stat, "move");
}

static void test_squad_report_text(void **state)
{
    (void)state;
    esc_squad squad;
    char text[256];
    esc_squad_report r = report_of(P P S, &squad);
    esc_squad_report_text(&r, &squad, text, (int)sizeof text);
    if (!strstr(text, "31") || !strstr(text, "30"))
        fail_msg("over-budget report \"%s\" does not give 31 and 30", text);

    r = report_of(S S S S S S S, &squad);
    esc_squad_report_text(&r, &squad, text, (int)sizeof text);
    if (!strstr(text, "7") || !strstr(text, "6"))
        fail_msg("too-many report \"%s\" does not give 7 and 6", text);

    r = report_of("", &squad);
    esc_squad_report_text(&r, &squad, text, (int)sizeof text);
    assert_true(strlen(text) > 0);

    tu_squad(&squad, S S);
    squad.units[1].power = 0;
    r = esc_squad_test(&squad);
    esc_squad_report_text(&r, &squad, text, (int)sizeof text);
    assert_true(strlen(text) > 0);

    /* A small buffer is never overrun and stays a string. */
    r = report_of(P P S, &squad);
    char small[8];
    memset(small, 'x', sizeof small);
    esc_squad_report_text(&r, &squad, small, (int)sizeof small);
    assert_true(memchr(small, 0, sizeof small) != NULL);

    for (int p = ESC_SQUAD_OK; p <= ESC_SQUAD_OVER_BUDGET; p++)
        assert_non_null(esc_squad_problem_text((esc_squad_problem)p));
}

static void test_squad_capacity(void **state)
{
    (void)state;
    esc_squad squad;
    esc_squad_init(&squad, "big");
    assert_string_equal(squad.name, "big");
    assert_int_equal(squad.n_units, 0);
    esc_unit_def unit;
    tu_unit(&unit, "H1R1P1M1");
    for (int i = 0; i < ESC_SQUAD_CAPACITY; i++)
        assert_true(esc_squad_add(&squad, &unit));
    assert_false(esc_squad_add(&squad, &unit));
    assert_int_equal(squad.n_units, ESC_SQUAD_CAPACITY);
    esc_squad_report r = esc_squad_test(&squad);
    assert_int_equal(r.problem, ESC_SQUAD_TOO_MANY_UNITS);
    assert_int_equal(r.units, ESC_SQUAD_CAPACITY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_squad_sizes),
        cmocka_unit_test(test_squad_budget),
        cmocka_unit_test(test_squad_problem_order),
        cmocka_unit_test(test_squad_report_text),
        cmocka_unit_test(test_squad_capacity),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
