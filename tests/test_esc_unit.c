/*
 * Units (docs/rules.md section 2): the cost formula, the fuzzy rank (against an
 * independent exact re-implementation), the ability table and the unit problems.
 */
#include "esc_test_util.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/core/esc/unit.h"

static const int ability_cost[ESC_AB_COUNT] = {
    [ESC_AB_CHARGE] = 3,           [ESC_AB_ENERGY_TRAIT] = 3,    [ESC_AB_DEFENSIVE_STANCE] = 3,
    [ESC_AB_SUPPRESSING_FIRE] = 4, [ESC_AB_TACTICAL_RETREAT] = 2, [ESC_AB_COMMAND_FORWARD] = 5,
    [ESC_AB_DEVASTATING_STRIKE] = 6, [ESC_AB_FEINT] = 3,         [ESC_AB_GUARDIAN] = 4,
    [ESC_AB_SWEEP] = 5,            [ESC_AB_PRECISION_SHOT] = 4,  [ESC_AB_OVERCHARGE] = 3,
};

/* ---- the six worked examples of the spec ---- */

static void expect_unit(const char *spec, long long cost, esc_rank rank, int points)
{
    esc_unit_def unit;
    tu_unit(&unit, spec);
    if (esc_unit_cost(&unit) != cost)
        fail_msg("%s: cost %lld, expected %lld (exact %.17g)", spec, esc_unit_cost(&unit), cost,
                 esc_unit_cost_exact(&unit));
    if (esc_unit_rank(&unit) != rank)
        fail_msg("%s: rank %d, expected %d", spec, (int)esc_unit_rank(&unit), (int)rank);
    assert_int_equal(esc_unit_rank_points(&unit), points);
    assert_int_equal(esc_rank_from_cost(cost, unit.n_abilities), rank);
}

static void test_unit_worked_examples(void **state)
{
    (void)state;
    /* 2 + 2 + 1 + 3 + 0.6 = 8.6 -> 9: low(9) = 0.25 beats very_low(9) = 0.1. */
    expect_unit("H2R1P1M1", 9, ESC_RANK_VETERAN, 3);
    /* 1 + 4.4 + 1 + 7.2 + 2.4: 16.0 exactly in doubles when summed in the
     * rule's order; mid(16) = 0.5 beats low(16) = 0. */
    expect_unit("H1R2P2M1", 16, ESC_RANK_ELITE, 6);
    /* 3 + 2 + 1 + 12.96 + 1.8 = 20.76 -> 21: mid = high = 0.25, tie to champion. */
    expect_unit("H3R1P3M1", 21, ESC_RANK_CHAMPION, 10);
    /* 1 + 7.26 + 2.2 + 12.96 + 5.4 = 28.82 -> 29: very_high 0.75. */
    expect_unit("H1R3P3M2", 29, ESC_RANK_PARAGON, 15);
    /* 1 + 2 + 1 + 3 + 0.6 = 7.6 -> 8: very_low 0.2, low 0. */
    expect_unit("H1R1P1M1", 8, ESC_RANK_SOLDIER, 1);
    /* 8.6 + 3 -> 12 with one ability: veteran = elite = 1, tie to elite. */
    expect_unit("H2R1P1M1+charge", 12, ESC_RANK_ELITE, 6);
}

/* ---- the cost formula ---- */

static double my_cost_before_abilities(int h, int r, int p, int m)
{
    double cost = h * 1.0;
    cost += r * 2 * pow(1.1, r - 1);
    cost += m * 1 * pow(1.1, m - 1);
    cost += p * 3 * pow(1.2, p - 1);
    cost += (r * 2) * (p * 3) * 0.1;
    return cost;
}

static void test_unit_cost_formula(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 9);
    for (int h = 1; h <= 12; h++)
        for (int r = 1; r <= 12; r++)
            for (int p = 1; p <= 12; p++)
                for (int m = 1; m <= 12; m++) {
                    esc_unit_def unit;
                    esc_unit_init(&unit, "u", h, r, p, m);
                    int n = (int)core_rng_below(&rng, 5);
                    for (int i = 0; i < n; i++)
                        esc_unit_add_ability(&unit, (int)core_rng_below(&rng, ESC_AB_COUNT));
                    double base = my_cost_before_abilities(h, r, p, m);
                    /* Σ ability costs: added one by one, or summed first; both are
                     * "summed in this order" and agree to the last bits here. */
                    double one_by_one = base;
                    int sum = 0;
                    for (int i = 0; i < unit.n_abilities; i++) {
                        one_by_one += ability_cost[unit.abilities[i]];
                        sum += ability_cost[unit.abilities[i]];
                    }
                    double summed = base + sum;
                    double exact = esc_unit_cost_exact(&unit);
                    if (exact != one_by_one && exact != summed)
                        fail_msg("H%d R%d P%d M%d (+%d abilities): exact cost %.17g, formula %.17g", h, r, p, m,
                                 unit.n_abilities, exact, one_by_one);
                    assert_true(esc_unit_cost(&unit) == (long long)ceil(one_by_one));
                    assert_true(esc_unit_cost(&unit) == (long long)ceil(summed));
                    int want_rank = (int)esc_rank_from_cost((long long)ceil(one_by_one), unit.n_abilities);
                    assert_int_equal(esc_unit_rank(&unit), want_rank);
                    assert_int_equal(esc_unit_rank_points(&unit), esc_rank_points((esc_rank)want_rank));
                }
}

/* Stats up to ESC_STAT_MAX (99) are legal: the cost is then in the billions and
 * must still be the ceil of the formula, and the rank a paragon. */
static void test_unit_cost_large_stats(void **state)
{
    (void)state;
    static const int values[] = {1, 9, 10, 37, 50, 98, 99};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
        for (size_t j = 0; j < sizeof values / sizeof values[0]; j++) {
            int h = values[i], r = values[j], p = values[(i + j) % 7], m = values[(i * 3 + j) % 7];
            esc_unit_def unit;
            esc_unit_init(&unit, "big", h, r, p, m);
            double want = my_cost_before_abilities(h, r, p, m);
            assert_true(esc_unit_cost_exact(&unit) == want);
            assert_true(esc_unit_cost(&unit) == (long long)ceil(want));
            assert_int_equal(esc_unit_test(&unit, NULL), ESC_UNIT_OK);
            if (want > 31)
                assert_int_equal(esc_unit_rank(&unit), ESC_RANK_PARAGON);
        }
    esc_unit_def unit;
    esc_unit_init(&unit, "max", 99, 99, 99, 99);
    assert_true(esc_unit_cost(&unit) > 1000000000LL); /* 297 * 1.2^98 alone is ~1.6e10 */
    assert_int_equal(esc_rank_from_cost(esc_unit_cost(&unit), 0), ESC_RANK_PARAGON);
    assert_int_equal(esc_rank_from_cost(10000000000LL, 3), ESC_RANK_PARAGON);
}

/* ---- the fuzzy rank, exactly ----
 * Every membership is a multiple of 1/20 at integer costs (denominators 10 and 4),
 * so the test computes 20 x degree in integers: ties are exact. */

static int tri20(int a, int b, int d, int x)
{
    if (a < x && x < b)
        return 20 * (x - a) / (b - a);
    if (b <= x && x <= d)
        return 20 * (d - x) / (d - b);
    return 0;
}

static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }

static esc_rank my_rank(int c, int e)
{
    int very_low = c <= 10 ? 2 * (10 - c) : 0;
    int low = tri20(8, 12, 16, c), mid = tri20(14, 18, 22, c), high = tri20(20, 24, 28, c);
    int very_high = c < 26 ? 0 : c <= 30 ? 5 * (c - 26) : 20;
    int s_tri = tri20(0, 1, 2, e);
    int s_ramp = e < 1 ? 0 : e <= 2 ? 20 * (e - 1) : 20;
    int s = imax(s_tri, s_ramp);
    int degree[ESC_RANK_COUNT] = {
        very_low,
        imax(low, imin(very_low, s)),
        imax(mid, imin(low, s)),
        imax(high, imin(mid, s)),
        imax(very_high, imin(high, s)),
    };
    int best = -1;
    for (int r = 0; r < ESC_RANK_COUNT; r++)
        if (degree[r] > 0 && (best < 0 || degree[r] >= degree[best]))
            best = r;
    return (esc_rank)best;
}

static void test_rank_fuzzy_all(void **state)
{
    (void)state;
    for (int c = 0; c <= 200; c++)
        for (int e = 0; e <= 12; e++) {
            esc_rank want = my_rank(c, e);
            esc_rank got = esc_rank_from_cost(c, e);
            if (got != want)
                fail_msg("cost %d with %d abilities: rank %d, expected %d", c, e, (int)got, (int)want);
        }
    /* Spot checks worked by hand. */
    assert_int_equal(my_rank(8, 0), ESC_RANK_SOLDIER);    /* very_low 0.2, low 0 */
    assert_int_equal(my_rank(9, 0), ESC_RANK_VETERAN);    /* low 0.25 > very_low 0.1 */
    assert_int_equal(my_rank(15, 0), ESC_RANK_ELITE);     /* low = mid = 0.25: the higher */
    assert_int_equal(my_rank(15, 1), ESC_RANK_CHAMPION);  /* veteran = elite = champion = 0.25 */
    assert_int_equal(my_rank(12, 1), ESC_RANK_ELITE);     /* veteran = elite = 1 */
    assert_int_equal(my_rank(12, 0), ESC_RANK_VETERAN);
    assert_int_equal(my_rank(0, 0), ESC_RANK_SOLDIER);
    assert_int_equal(my_rank(10, 0), ESC_RANK_VETERAN);   /* very_low 0, low 0.5 */
    assert_int_equal(my_rank(27, 0), ESC_RANK_PARAGON);   /* high = very_high = 0.25 */
    assert_int_equal(my_rank(31, 0), ESC_RANK_PARAGON);
    assert_int_equal(my_rank(200, 0), ESC_RANK_PARAGON);
    assert_int_equal(my_rank(5, 3), ESC_RANK_VETERAN);    /* very_low 0.5 = min(very_low, s) */
}

static void test_rank_names_points(void **state)
{
    (void)state;
    static const char *const ids[] = {"soldier", "veteran", "elite", "champion", "paragon"};
    static const char *const names[] = {"Soldier", "Veteran", "Elite", "Champion", "Paragon"};
    static const int points[] = {1, 3, 6, 10, 15};
    for (int r = 0; r < ESC_RANK_COUNT; r++) {
        assert_string_equal(esc_rank_id((esc_rank)r), ids[r]);
        assert_string_equal(esc_rank_name((esc_rank)r), names[r]);
        assert_int_equal(esc_rank_points((esc_rank)r), points[r]);
    }
}

/* ---- abilities ---- */

static void test_ability_table(void **state)
{
    (void)state;
    static const bool attacks[ESC_AB_COUNT] = {
        [ESC_AB_CHARGE] = true,        [ESC_AB_ENERGY_TRAIT] = true, [ESC_AB_SUPPRESSING_FIRE] = true,
        [ESC_AB_DEVASTATING_STRIKE] = true, [ESC_AB_SWEEP] = true,   [ESC_AB_PRECISION_SHOT] = true,
        [ESC_AB_OVERCHARGE] = true,
    };
    for (int a = 0; a < ESC_AB_COUNT; a++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)a);
        assert_non_null(info);
        assert_string_equal(info->id, tu_ability_ids[a]);
        assert_int_equal(info->cost, ability_cost[a]);
        assert_int_equal(info->attacks, attacks[a]);
        assert_int_equal(info->targeting, tu_ability_targeting(a));
        assert_non_null(info->name);
        assert_true(strlen(info->name) > 0);
        assert_non_null(info->text);
        assert_true(strlen(info->text) > 0);
        /* Ids round trip. */
        assert_int_equal(esc_ability_from_id(info->id), a);
    }
    static const char *const unknown[] = {"", "Charge", "charge ", " charge", "sweeps", "energy_trait", "none", "x"};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
        assert_int_equal(esc_ability_from_id(unknown[i]), ESC_AB_NONE);
}

static void test_unit_abilities_list(void **state)
{
    (void)state;
    esc_unit_def unit;
    esc_unit_init(&unit, "Ada", 2, 3, 4, 5);
    assert_string_equal(unit.name, "Ada");
    assert_int_equal(unit.health, 2);
    assert_int_equal(unit.range, 3);
    assert_int_equal(unit.power, 4);
    assert_int_equal(unit.move, 5);
    assert_int_equal(unit.n_abilities, 0);
    assert_int_equal(esc_unit_ability_mask(&unit), 0);

    assert_true(esc_unit_add_ability(&unit, ESC_AB_SWEEP));
    assert_true(esc_unit_add_ability(&unit, ESC_AB_CHARGE));
    assert_false(esc_unit_add_ability(&unit, ESC_AB_SWEEP)); /* no ability twice */
    assert_false(esc_unit_add_ability(&unit, ESC_AB_COUNT)); /* out of range */
    assert_false(esc_unit_add_ability(&unit, -1));
    assert_int_equal(unit.n_abilities, 2);
    assert_int_equal(unit.abilities[0], ESC_AB_SWEEP); /* in the order chosen */
    assert_int_equal(unit.abilities[1], ESC_AB_CHARGE);
    assert_true(esc_unit_has_ability(&unit, ESC_AB_CHARGE));
    assert_false(esc_unit_has_ability(&unit, ESC_AB_FEINT));
    assert_int_equal(esc_unit_ability_mask(&unit), (1u << ESC_AB_SWEEP) | (1u << ESC_AB_CHARGE));
    assert_true(esc_unit_remove_ability(&unit, ESC_AB_SWEEP));
    assert_false(esc_unit_remove_ability(&unit, ESC_AB_SWEEP));
    assert_int_equal(unit.n_abilities, 1);
    assert_int_equal(unit.abilities[0], ESC_AB_CHARGE);
    assert_int_equal(esc_unit_ability_mask(&unit), 1u << ESC_AB_CHARGE);

    /* All twelve fit, and each changes the cost by its own price. */
    esc_unit_def all;
    esc_unit_init(&all, "all", 1, 1, 1, 1);
    double base = esc_unit_cost_exact(&all);
    int total = 0;
    for (int a = 0; a < ESC_AB_COUNT; a++) {
        assert_true(esc_unit_add_ability(&all, a));
        total += ability_cost[a];
    }
    assert_int_equal(all.n_abilities, ESC_AB_COUNT);
    assert_int_equal(esc_unit_ability_mask(&all), (1u << ESC_AB_COUNT) - 1);
    assert_true(fabs(esc_unit_cost_exact(&all) - (base + total)) < 1e-9);
    assert_int_equal(esc_unit_test(&all, NULL), ESC_UNIT_OK);
}

static void expect_problem(const esc_unit_def *unit, esc_unit_problem want, const char *stat)
{
    const char *got_stat = NULL;
    esc_unit_problem got = esc_unit_test(unit, &got_stat);
    if (got != want)
        fail_msg("unit problem %d, expected %d", (int)got, (int)want);
    if (stat) {
        assert_non_null(got_stat);
        assert_string_equal(got_stat, stat);
    }
    assert_int_equal(esc_unit_test(unit, NULL), want);
    assert_non_null(esc_unit_problem_text(got));
}

static void test_unit_problems(void **state)
{
    (void)state;
    static const char *const stat_names[4] = {"health", "range", "power", "move"};
    for (int which = 0; which < 4; which++) {
        int stats[4] = {1, 1, 1, 1};
        esc_unit_def unit;
        stats[which] = 0;
        esc_unit_init(&unit, "u", stats[0], stats[1], stats[2], stats[3]);
        expect_problem(&unit, ESC_UNIT_STAT_TOO_LOW, stat_names[which]);
        stats[which] = -3;
        esc_unit_init(&unit, "u", stats[0], stats[1], stats[2], stats[3]);
        expect_problem(&unit, ESC_UNIT_STAT_TOO_LOW, stat_names[which]);
        stats[which] = 100;
        esc_unit_init(&unit, "u", stats[0], stats[1], stats[2], stats[3]);
        expect_problem(&unit, ESC_UNIT_STAT_TOO_HIGH, stat_names[which]);
        /* Ruling: 1..99 are legal (the editor caps at 9, the rules do not). */
        stats[which] = ESC_STAT_MAX;
        esc_unit_init(&unit, "u", stats[0], stats[1], stats[2], stats[3]);
        expect_problem(&unit, ESC_UNIT_OK, NULL);
        stats[which] = 10;
        esc_unit_init(&unit, "u", stats[0], stats[1], stats[2], stats[3]);
        expect_problem(&unit, ESC_UNIT_OK, NULL);
    }
    esc_unit_def unit;
    esc_unit_init(&unit, "u", 1, 1, 1, 1);
    expect_problem(&unit, ESC_UNIT_OK, NULL);
    /* A loaded file may repeat an ability: the unit is illegal. */
    unit.n_abilities = 2;
    unit.abilities[0] = ESC_AB_FEINT;
    unit.abilities[1] = ESC_AB_FEINT;
    expect_problem(&unit, ESC_UNIT_DUPLICATE_ABILITY, NULL);
    unit.abilities[1] = ESC_AB_COUNT;
    expect_problem(&unit, ESC_UNIT_UNKNOWN_ABILITY, NULL);
    unit.abilities[1] = ESC_AB_NONE;
    expect_problem(&unit, ESC_UNIT_UNKNOWN_ABILITY, NULL);
    unit.n_abilities = ESC_UNIT_ABILITY_CAPACITY + 1;
    expect_problem(&unit, ESC_UNIT_TOO_MANY_ABILITIES, NULL);
    for (int p = ESC_UNIT_OK; p <= ESC_UNIT_TOO_MANY_ABILITIES; p++) {
        assert_non_null(esc_unit_problem_text((esc_unit_problem)p));
        assert_true(strlen(esc_unit_problem_text((esc_unit_problem)p)) > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_worked_examples),
        cmocka_unit_test(test_unit_cost_formula),
        cmocka_unit_test(test_unit_cost_large_stats),
        cmocka_unit_test(test_rank_fuzzy_all),
        cmocka_unit_test(test_rank_names_points),
        cmocka_unit_test(test_ability_table),
        cmocka_unit_test(test_unit_abilities_list),
        cmocka_unit_test(test_unit_problems),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
