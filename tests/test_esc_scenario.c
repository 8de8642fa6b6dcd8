/*
 * Scenarios (docs/rules.md "Scenarios", docs/formats.md "Scenario files"): the
 * deployment squares and who deploys and moves first, each objective's rule at
 * its moment (control, hold, escort, survive, elimination), the tie rule, the
 * round limit's winner, the squads a scenario accepts, and the loader's
 * refusals one by one, each naming its key; every shipped scenario loads and
 * reads back the same; hostile text never crashes the loader.
 */
#include "data_test_util.h"
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/esc/objective.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/scenario_file.h"

static esc_scenario scn_store;
static esc_squad squads_store[ESC_SIDES];

/* A scenario on the open board: side 0 deploys first and moves first, 30 rank
 * points each, 30 rounds, no objective yet. */
static esc_scenario *scn_new(const char *deploy0, const char *deploy1)
{
    esc_scenario *s = &scn_store;
    esc_scenario_init(s, "test");
    s->sides[0].deploy = tu_bits(deploy0);
    s->sides[1].deploy = tu_bits(deploy1);
    s->sides[0].budget = 30;
    s->sides[1].budget = 30;
    s->first_deployer = 0;
    s->rules.first_player = 0;
    return s;
}

static int scn_zone(esc_scenario *s, const char *squares)
{
    assert_true(s->rules.n_zones < ESC_ZONES_MAX);
    s->rules.zones[s->rules.n_zones] = tu_bits(squares);
    return s->rules.n_zones++;
}

/* An objective; `zones` lists zone squares separated by '|' ("d4 e4|d5"). */
static int scn_objective(esc_scenario *s, int kind, int side, int count, const char *zones)
{
    int i = s->rules.n_objectives++;
    esc_objective *o = &s->rules.objectives[i];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->side = (int8_t)side;
    o->count = (uint8_t)count;
    o->unit = ESC_NO_UNIT;
    const char *p = zones ? zones : "";
    while (*p) {
        char part[128];
        size_t n = strcspn(p, "|");
        assert_true(n < sizeof part);
        memcpy(part, p, n);
        part[n] = '\0';
        o->zones |= (uint8_t)(1u << scn_zone(s, part));
        p += n + (p[n] == '|');
    }
    return i;
}

/* Starts the scenario with the squads (tu_squad notation) and plays deployment:
 * each side's units, in squad order, on the squares listed for it. */
static void scn_play(esc_game *g, const esc_scenario *s, const char *squad0, const char *squad1, const char *at0,
                     const char *at1)
{
    tu_squad(&squads_store[0], squad0);
    tu_squad(&squads_store[1], squad1);
    const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
    int which = -1;
    assert_int_equal(esc_scenario_start(g, s, list, 7, &which), ESC_SETUP_OK);
    assert_true(g->scenario.active);
    const char *next[ESC_SIDES] = {at0, at1};
    while (g->phase == ESC_PHASE_DEPLOY) {
        const char **p = &next[g->active];
        while (**p == ' ')
            (*p)++;
        size_t n = strcspn(*p, " ");
        assert_true(n == 2);
        char text[16];
        snprintf(text, sizeof text, "deploy %.2s", *p);
        *p += n;
        tu_play(g, text);
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
}

static void assert_over(const esc_game *g, int winner, esc_end_reason reason)
{
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, winner);
    assert_int_equal(g->end_reason, reason);
}

/* ---- setup ---- */

static void test_standard_game_has_no_scenario(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/8/8/8/A6a", "H1R1P1M1", "H1R1P1M1");
    assert_false(g.scenario.active);
    assert_int_equal(esc_game_home(&g, 0), esc_board_home(0));
    assert_int_equal(esc_game_home(&g, 1), esc_board_home(1));
}

static void test_deploy_squares_and_first_players(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("d4 e4", "a8 h8");
    s->first_deployer = 1;
    s->rules.first_player = 1;
    scn_objective(s, ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, NULL);
    tu_squad(&squads_store[0], "H1R1P1M1 H1R1P1M1");
    tu_squad(&squads_store[1], "H1R1P1M1");
    const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
    esc_game g;
    assert_int_equal(esc_scenario_start(&g, s, list, 1, NULL), ESC_SETUP_OK);
    assert_int_equal(g.first_deployer, 1);
    assert_int_equal(g.active, 1);
    assert_int_equal(esc_game_home(&g, 0), tu_bits("d4 e4"));
    /* Only the scenario's squares: the standard home ranks are refused. */
    tu_refuse(&g, "deploy a7", ESC_ERR_NOT_HOME);
    tu_refuse(&g, "deploy d4", ESC_ERR_NOT_HOME);
    tu_play(&g, "deploy h8");
    tu_refuse(&g, "deploy a1", ESC_ERR_NOT_HOME);
    tu_play(&g, "deploy d4");
    esc_events ev = {0};
    tu_play_ev(&g, "deploy e4", &ev);
    /* Who moves first is stated: no dice are rolled. */
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    assert_int_equal(g.n_dice, 0);
    assert_int_equal(tu_count_events(&ev, ESC_EV_DICE), 0);
    assert_int_equal(tu_count_events(&ev, ESC_EV_FIRST_PLAYER), 1);
    assert_int_equal(g.active, 1);
    assert_int_equal(g.first_player, 1);
}

static void test_seed_decides_when_not_stated(void **state)
{
    (void)state;
    int deployers[2] = {0, 0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        esc_scenario *s = scn_new("a1", "h8");
        s->first_deployer = -1;
        s->rules.first_player = -1;
        scn_objective(s, ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, NULL);
        tu_squad(&squads_store[0], "H1R1P1M1");
        tu_squad(&squads_store[1], "H1R1P1M1");
        const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
        esc_game g;
        assert_int_equal(esc_scenario_start(&g, s, list, seed, NULL), ESC_SETUP_OK);
        deployers[g.first_deployer]++;
        tu_play(&g, g.active == 0 ? "deploy a1" : "deploy h8");
        tu_play(&g, g.active == 0 ? "deploy a1" : "deploy h8");
        assert_true(g.n_dice >= 1);
    }
    assert_true(deployers[0] > 0 && deployers[1] > 0);
}

static void test_squads_a_scenario_accepts(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1 b1 c1", "a8 b8 c8 d8 e8 f8 g8");
    tu_squad(&s->sides[0].fixed, "H3R1P1M2");
    strcpy(s->sides[0].fixed.units[0].name, "Envoy");
    s->sides[0].budget = 12;
    s->sides[1].budget = 0;
    tu_squad(&s->sides[1].fixed, "H2R1P1M1 H2R1P1M1");
    scn_objective(s, ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, NULL);
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
    assert_int_equal(esc_scenario_max_units(s, 0), 3);
    assert_int_equal(esc_scenario_max_units(s, 1), 6);
    assert_int_equal(esc_scenario_budget(s, 0), 12);
    assert_int_equal(esc_scenario_budget(s, 1), esc_squad_rank_points(&s->sides[1].fixed));

    esc_squad sq;
    tu_squad(&sq, "H3R1P1M2 H1R1P1M1");
    assert_int_equal(esc_scenario_test_squad(s, 0, &sq), ESC_SCN_SQUAD_OK);
    tu_squad(&sq, "H1R1P1M1 H3R1P1M2");
    assert_int_equal(esc_scenario_test_squad(s, 0, &sq), ESC_SCN_SQUAD_NO_FIXED_UNITS);
    tu_squad(&sq, "H3R1P1M2 H1R1P1M1 H1R1P1M1 H1R1P1M1");
    assert_int_equal(esc_scenario_test_squad(s, 0, &sq), ESC_SCN_SQUAD_TOO_MANY_UNITS);
    tu_squad(&sq, "H3R1P1M2 H100R1P1M1");
    assert_int_equal(esc_scenario_test_squad(s, 0, &sq), ESC_SCN_SQUAD_ILLEGAL);
    tu_squad(&sq, "H3R1P1M2 H5R3P3M3+charge");
    assert_true(esc_squad_rank_points(&sq) > 12);
    assert_int_equal(esc_scenario_test_squad(s, 0, &sq), ESC_SCN_SQUAD_OVER_BUDGET);
    /* A side with a fixed squad alone plays exactly it. */
    tu_squad(&sq, "H2R1P1M1 H2R1P1M1");
    assert_int_equal(esc_scenario_test_squad(s, 1, &sq), ESC_SCN_SQUAD_OK);
    tu_squad(&sq, "H2R1P1M1 H2R1P1M1 H1R1P1M1");
    assert_int_equal(esc_scenario_test_squad(s, 1, &sq), ESC_SCN_SQUAD_OVER_BUDGET);

    /* The start refuses a squad that does not fit, naming its side. */
    tu_squad(&squads_store[0], "H3R1P1M2");
    tu_squad(&squads_store[1], "H1R1P1M1");
    const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
    esc_game g;
    int which = -1;
    assert_int_equal(esc_scenario_start(&g, s, list, 1, &which), ESC_SETUP_BAD_SQUAD);
    assert_int_equal(which, 1);
    /* Uneven forces: more than 30 rank points is allowed when the budget says so. */
    s->sides[1].fixed.n_units = 0;
    s->sides[1].budget = 60;
    tu_squad(&squads_store[1], "H5R3P3M3+charge H5R3P3M3+charge H5R3P3M3+charge");
    assert_true(esc_squad_rank_points(&squads_store[1]) > 30);
    assert_true(esc_squad_rank_points(&squads_store[1]) <= 60);
    assert_int_equal(esc_scenario_start(&g, s, list, 1, &which), ESC_SETUP_OK);
}

/* ---- objectives ---- */

static void test_control_markers_per_zone(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("d4 e5", "a8 h8");
    int i = scn_objective(s, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 3, "d4|e5");
    esc_game g;
    scn_play(&g, s, "H1R1P1M1 H1R1P1M1", "H1R1P1M1 H1R1P1M1", "d4 e5", "a8 h8");
    esc_events ev = {0};
    tu_play_ev(&g, "end", &ev);
    /* Two zones held alone: two markers at once. */
    assert_int_equal(g.scenario.progress[i][0], 2);
    assert_int_equal(tu_count_events(&ev, ESC_EV_MARKER), 2);
    int done = -1, goal = -1;
    assert_true(esc_objective_progress(&g, i, 0, &done, &goal));
    assert_int_equal(done, 2);
    assert_int_equal(goal, 3);
    /* Only the side that just played scores: side 1 holds nothing. */
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][0], 2);
    assert_int_equal(g.scenario.progress[i][1], 0);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    tu_play(&g, "end");
    assert_over(&g, 0, ESC_END_OBJECTIVE);
}

static void test_control_contested_and_taken_back(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("d4 a1", "e6 h8");
    int i = scn_objective(s, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, "d4|e5 f5");
    esc_game g;
    scn_play(&g, s, "H3R1P1M2 H1R1P1M1", "H3R1P1M1 H1R1P1M1", "d4 a1", "e6 h8");
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][0], 1);
    /* Side 1 takes the second zone: a marker for it, one fewer for side 0. */
    esc_events ev = {0};
    tu_play(&g, "move e6 e5");
    tu_play_ev(&g, "end", &ev);
    assert_int_equal(g.scenario.progress[i][1], 1);
    assert_int_equal(g.scenario.progress[i][0], 0);
    const esc_event *gain = tu_find_event(&ev, ESC_EV_MARKER, 0);
    const esc_event *loss = tu_find_event(&ev, ESC_EV_MARKER, 1);
    assert_non_null(gain);
    assert_non_null(loss);
    assert_int_equal(gain->side, 1);
    assert_int_equal(gain->amount, 1);
    assert_int_equal(loss->side, 0);
    assert_int_equal(loss->amount, -1);
    /* Side 0 leaves d4 for the contested zone: no marker from either. */
    tu_play(&g, "move d4 f5");
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][0], 0);
    assert_int_equal(g.scenario.progress[i][1], 1);
}

static void test_control_for_one_side(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1", "d4 h8");
    int i = scn_objective(s, ESC_OBJ_CONTROL, 0, 2, "d4");
    esc_game g;
    scn_play(&g, s, "H1R1P1M1", "H1R1P1M1 H1R1P1M1", "a1", "d4 h8");
    tu_play(&g, "end");
    tu_play(&g, "end");
    /* Side 1 is alone in the zone, but the markers are side 0's to take. */
    assert_int_equal(g.scenario.progress[i][1], 0);
    assert_false(esc_objective_progress(&g, i, 1, NULL, NULL));
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
}

static void test_hold_counts_enemy_turns_in_a_row(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("f6 a1", "d5 h8");
    int i = scn_objective(s, ESC_OBJ_HOLD, 1, 2, "d5 e5");
    esc_game g;
    scn_play(&g, s, "H3R1P1M1 H1R1P1M1", "H3R1P1M1 H1R1P1M1", "f6 a1", "d5 h8");
    /* Counted at the end of the opponent's turn. */
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][1], 1);
    tu_play(&g, "end"); /* side 1's own turn: no count */
    assert_int_equal(g.scenario.progress[i][1], 1);
    /* Side 0 enters the zone: not alone, the count starts again. */
    tu_play(&g, "move f6 e5");
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][1], 0);
    tu_play(&g, "end");
    tu_play(&g, "move e5 f6");
    tu_play(&g, "end");
    assert_int_equal(g.scenario.progress[i][1], 1);
    tu_play(&g, "end");
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    tu_play(&g, "end");
    assert_over(&g, 1, ESC_END_OBJECTIVE);
}

static esc_scenario *escort_scenario(void)
{
    esc_scenario *s = scn_new("d6 a1", "d3 h1");
    tu_squad(&s->sides[0].fixed, "H1R1P1M2");
    strcpy(s->sides[0].fixed.units[0].name, "Envoy");
    int i = scn_objective(s, ESC_OBJ_ESCORT, 0, 0, "c8 d8");
    s->rules.objectives[i].unit = 0;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
    return s;
}

static void test_escort_reaches_an_exit(void **state)
{
    (void)state;
    esc_scenario *s = escort_scenario();
    esc_game g;
    scn_play(&g, s, "H1R1P1M2 H1R1P1M1", "H2R1P1M1 H1R1P1M1", "d6 a1", "d3 h1");
    int done = -1;
    assert_true(esc_objective_progress(&g, 0, 0, &done, NULL));
    assert_int_equal(done, 2);
    /* At once, with an action left. */
    tu_play(&g, "move d6 d8");
    assert_over(&g, 0, ESC_END_OBJECTIVE);
}

static void test_escort_lost(void **state)
{
    (void)state;
    esc_scenario *s = escort_scenario();
    s->sides[1].deploy = tu_bits("d7 h1");
    s->rules.first_player = 1;
    esc_game g;
    scn_play(&g, s, "H1R1P1M2 H1R1P1M1", "H2R1P1M1 H1R1P1M1", "d6 a1", "d7 h1");
    tu_play(&g, "attack d7 d6");
    assert_over(&g, 1, ESC_END_OBJECTIVE);
    int done = 0;
    assert_true(esc_objective_progress(&g, 0, 0, &done, NULL));
    assert_int_equal(done, -1);
}

static void test_survive_rounds(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1", "h8");
    s->round_limit = 5;
    int i = scn_objective(s, ESC_OBJ_SURVIVE, 1, 2, NULL);
    esc_game g;
    scn_play(&g, s, "H1R1P1M1", "H1R1P1M1", "a1", "h8");
    for (int t = 0; t < 3; t++)
        tu_play(&g, "end");
    int done = -1, goal = -1;
    assert_true(esc_objective_progress(&g, i, 1, &done, &goal));
    assert_int_equal(done, 1);
    assert_int_equal(goal, 2);
    tu_play(&g, "end"); /* the end of round 2 */
    assert_over(&g, 1, ESC_END_OBJECTIVE);
}

static void test_elimination_always_ends(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("d4", "d5");
    scn_objective(s, ESC_OBJ_SURVIVE, 1, 5, NULL);
    esc_game g;
    scn_play(&g, s, "H2R1P1M1", "H1R1P1M1", "d4", "d5");
    tu_play(&g, "attack d4 d5");
    assert_over(&g, 0, ESC_END_ELIMINATION);
}

static void test_round_limit_winner(void **state)
{
    (void)state;
    const int rulings[] = {1, 0, ESC_LIMIT_DRAW, ESC_LIMIT_POINTS};
    const int winners[] = {1, 0, -1, 0};
    for (int k = 0; k < 4; k++) {
        esc_scenario *s = scn_new("a1 b1", "h8");
        s->round_limit = 1;
        s->rules.limit_winner = (int8_t)rulings[k];
        scn_objective(s, ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, NULL);
        esc_game g;
        /* Side 0 has more rank points left: it wins on points. */
        scn_play(&g, s, "H1R1P1M1 H1R1P1M1", "H1R1P1M1", "a1 b1", "h8");
        tu_play(&g, "end");
        tu_play(&g, "end");
        assert_over(&g, winners[k], ESC_END_ROUND_LIMIT);
    }
}

static void test_objective_before_round_limit(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1", "h8");
    s->round_limit = 2;
    s->rules.limit_winner = 0;
    scn_objective(s, ESC_OBJ_SURVIVE, 1, 2, NULL);
    esc_game g;
    scn_play(&g, s, "H1R1P1M1", "H1R1P1M1", "a1", "h8");
    for (int t = 0; t < 4; t++)
        tu_play(&g, "end");
    assert_over(&g, 1, ESC_END_OBJECTIVE);
}

/* Both sides meet an objective at the same end of turn: the side that just
 * played wins, whichever side that is. */
static void test_tie_goes_to_the_side_that_played(void **state)
{
    (void)state;
    for (int first = 0; first < 2; first++) {
        esc_scenario *s = scn_new("a1", "h8");
        s->rules.first_player = (int8_t)first;
        scn_objective(s, ESC_OBJ_CONTROL, 0, 1, "a1");
        scn_objective(s, ESC_OBJ_HOLD, 1, 1, "h8");
        scn_objective(s, ESC_OBJ_CONTROL, 1, 1, "h8");
        scn_objective(s, ESC_OBJ_HOLD, 0, 1, "a1");
        esc_game g;
        scn_play(&g, s, "H1R1P1M1", "H1R1P1M1", "a1", "h8");
        tu_play(&g, "end");
        assert_over(&g, first, ESC_END_OBJECTIVE);
    }
}

static void test_scenario_problems(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1 b1", "a8 b8");
    scn_objective(s, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, "d4");
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
    s->obstacles = tu_bits("b1");
    esc_scenario_report r = esc_scenario_test(s);
    assert_int_equal(r.problem, ESC_SCN_DEPLOY_ON_OBSTACLE);
    assert_int_equal(r.side, 0);
    assert_int_equal(r.square, tu_sq("b1"));
    s->obstacles = tu_bits("c3 c4 c5 d3 d5 e3 e4 e5");
    r = esc_scenario_test(s);
    assert_int_equal(r.problem, ESC_SCN_ZONE_UNREACHABLE);
    assert_int_equal(r.objective, 0);
    assert_int_equal(r.zone, 0);
    s->obstacles = tu_bits("d4");
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_ZONE_ON_OBSTACLE);
    s->obstacles = 0;
    s->sides[1].deploy = tu_bits("b1 b8");
    r = esc_scenario_test(s);
    assert_int_equal(r.problem, ESC_SCN_DEPLOY_OVERLAP);
    assert_int_equal(r.side, 1);
    s->sides[1].deploy = 0;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_NO_DEPLOY);
    s->sides[1].deploy = tu_bits("a8");
    s->rules.objectives[0].kind = ESC_OBJ_KIND_COUNT;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_BAD_OBJECTIVE);
    s->rules.objectives[0].kind = ESC_OBJ_HOLD;
    s->rules.objectives[0].count = 0;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_BAD_OBJECTIVE);
    s->rules.n_objectives = 0;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_NO_OBJECTIVE);
    for (int k = 0; k < ESC_SCN_COUNT; k++)
        assert_non_null(esc_scenario_problem_text((esc_scenario_problem)k));
    for (int k = 0; k < ESC_OBJ_KIND_COUNT; k++) {
        assert_int_equal(esc_objective_kind_from_id(esc_objective_kind_id(k)), k);
        const esc_objective_info *info = esc_objective_info_get(k);
        assert_non_null(info);
        assert_string_equal(info->id, esc_objective_kind_id(k));
        assert_true(info->name[0] != '\0' && strlen(info->text) > 20);
    }
    assert_null(esc_objective_info_get(ESC_OBJ_KIND_COUNT));
    assert_null(esc_objective_kind_id(-1));
    assert_int_equal(esc_objective_kind_from_id("capture"), -1);
}

/* ---- the file ---- */

static const char base_json[] =
    "{\"format\":\"skirmish-scenario\",\"version\":1,\"name\":\"Test\",\"briefing\":\"Go.\","
    "\"board\":{\"obstacles\":[\"c3\",\"f6\"]},"
    "\"sides\":[{\"name\":\"A\",\"deploy\":[\"a1\",\"b1\",\"c1\"],\"budget\":20,"
    "\"squad\":{\"name\":\"s\",\"units\":[{\"name\":\"Envoy\",\"health\":2,\"range\":1,\"power\":1,\"move\":2,"
    "\"abilities\":[]}]}},"
    "{\"name\":\"B\",\"deploy\":[\"a8\",\"b8\",\"c8\"],\"budget\":20}],"
    "\"deploys_first\":0,\"moves_first\":\"dice\",\"round_limit\":10,\"at_round_limit\":\"draw\","
    "\"objectives\":[{\"type\":\"control\",\"zones\":[[\"d4\",\"e4\"],[\"d5\"]],\"markers\":4},"
    "{\"type\":\"hold\",\"side\":1,\"zone\":[\"h4\"],\"rounds\":2,\"label\":\"the tower\"},"
    "{\"type\":\"escort\",\"side\":0,\"unit\":\"Envoy\",\"exits\":[\"h8\"]},"
    "{\"type\":\"survive\",\"side\":1,\"rounds\":10},"
    "{\"type\":\"elimination\"}]}";

/* `src` with its first `from` replaced by `to`, in one of two static buffers
 * used in turn (so that two edits can be chained). */
static const char *edit(const char *src, const char *from, const char *to)
{
    static char bufs[2][4096];
    static int turn;
    char *out = bufs[turn ^= 1];
    const char *at = strstr(src, from);
    if (at == NULL)
        fail_msg("'%s' is not in the document", from);
    char tmp[sizeof bufs[0]];
    snprintf(tmp, sizeof tmp, "%.*s%s%s", (int)(at - src), src, to, at + strlen(from));
    memcpy(out, tmp, sizeof tmp);
    return out;
}

static const char *with(const char *from, const char *to)
{
    return edit(base_json, from, to);
}

static void refused(const char *text, data_error_kind kind, const char *key)
{
    esc_scenario before, *out = malloc(sizeof *out);
    assert_non_null(out);
    memset(out, 0x5a, sizeof *out);
    memcpy(&before, out, sizeof before);
    data_error err;
    if (data_scenario_parse(text, strlen(text), "test.json", out, &err))
        fail_msg("accepted, expected a refusal at '%s': %s", key, text);
    if (err.kind != kind || strcmp(err.key, key) != 0 || strcmp(err.file, "test.json") != 0)
        fail_msg("refused as %d at '%s' (%s), expected %d at '%s'", err.kind, err.key, err.message, kind, key);
    assert_true(err.message[0] != '\0');
    /* Nothing filled on error. */
    assert_memory_equal(out, &before, sizeof before);
    free(out);
}

static void test_file_reads(void **state)
{
    (void)state;
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    data_error err;
    if (!data_scenario_parse(base_json, strlen(base_json), "test.json", s, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_string_equal(s->name, "Test");
    assert_string_equal(s->briefing, "Go.");
    assert_int_equal(s->obstacles, tu_bits("c3 f6"));
    assert_int_equal(s->sides[0].deploy, tu_bits("a1 b1 c1"));
    assert_int_equal(s->sides[0].fixed.n_units, 1);
    assert_int_equal(s->sides[1].budget, 20);
    assert_int_equal(s->first_deployer, 0);
    assert_int_equal(s->rules.first_player, -1);
    assert_int_equal(s->round_limit, 10);
    assert_int_equal(s->rules.limit_winner, ESC_LIMIT_DRAW);
    assert_int_equal(s->rules.n_objectives, 5);
    const esc_objective *o = s->rules.objectives;
    assert_int_equal(o[0].kind, ESC_OBJ_CONTROL);
    assert_int_equal(o[0].side, ESC_OBJ_BOTH_SIDES);
    assert_int_equal(o[0].count, 4);
    assert_int_equal(esc_scenario_zone_squares(&s->rules, o[0].zones), tu_bits("d4 e4 d5"));
    assert_int_equal(o[1].kind, ESC_OBJ_HOLD);
    assert_int_equal(o[1].side, 1);
    assert_string_equal(s->labels[1], "the tower");
    assert_int_equal(o[2].kind, ESC_OBJ_ESCORT);
    assert_int_equal(o[2].unit, 0);
    assert_int_equal(esc_scenario_zone_squares(&s->rules, o[2].zones), tu_bits("h8"));
    assert_int_equal(o[3].kind, ESC_OBJ_SURVIVE);
    assert_int_equal(o[3].count, 10);
    assert_int_equal(o[4].kind, ESC_OBJ_ELIMINATION);

    /* Written and read back: the same scenario. */
    char *text = data_scenario_to_json(s);
    assert_non_null(text);
    esc_scenario *again = malloc(sizeof *again);
    assert_non_null(again);
    if (!data_scenario_parse(text, strlen(text), "again.json", again, &err))
        fail_msg("%s: %s\n%s", err.key, err.message, text);
    assert_memory_equal(s, again, sizeof *s);
    free(text);
    free(again);
    free(s);
}

static void test_file_refusals(void **state)
{
    (void)state;
    refused("{\"format\": ", DATA_ERR_SYNTAX, "");
    refused(with("skirmish-scenario", "skirmish-map"), DATA_ERR_FORMAT, "format");
    refused(with("\"version\":1", "\"version\":2"), DATA_ERR_FORMAT, "version");
    refused(with("\"name\":\"Test\",", ""), DATA_ERR_MISSING, "name");
    refused(with("\"board\":{\"obstacles\":[\"c3\",\"f6\"]},", ""), DATA_ERR_MISSING, "board");
    refused(with("\"c3\",\"f6\"", "\"c3\",\"z9\""), DATA_ERR_VALUE, "board.obstacles[1]");
    /* the objective type */
    refused(with("\"type\":\"survive\"", "\"type\":\"capture\""), DATA_ERR_VALUE, "objectives[3].type");
    refused(with("\"type\":\"survive\"", "\"type\":7"), DATA_ERR_TYPE, "objectives[3].type");
    refused(with("{\"type\":\"elimination\"}", "{}"), DATA_ERR_MISSING, "objectives[4].type");
    refused(with("{\"type\":\"elimination\"}", "[]"), DATA_ERR_TYPE, "objectives[4]");
    /* deployment squares: off the board, on an obstacle, shared, none */
    refused(with("\"b1\"", "\"i1\""), DATA_ERR_VALUE, "sides[0].deploy[1]");
    refused(with("\"b1\"", "\"c3\""), DATA_ERR_VALUE, "sides[0].deploy[1]");
    refused(with("\"b8\"", "\"b1\""), DATA_ERR_VALUE, "sides[1].deploy[1]");
    refused(with("\"deploy\":[\"a8\",\"b8\",\"c8\"]", "\"deploy\":[]"), DATA_ERR_VALUE, "sides[1].deploy");
    refused(with("\"deploy\":[\"a8\",\"b8\",\"c8\"],", ""), DATA_ERR_MISSING, "sides[1].deploy");
    /* forces */
    refused(with("\"budget\":20,\"squad\"", "\"budget\":1,\"squad\""), DATA_ERR_VALUE, "sides[0].squad");
    refused(with("\"budget\":20}]", "\"budget\":91}]"), DATA_ERR_VALUE, "sides[1].budget");
    refused(with(",\"budget\":20}]", "}]"), DATA_ERR_MISSING, "sides[1]");
    refused(with("\"health\":2", "\"health\":0"), DATA_ERR_VALUE, "sides[0].squad");
    /* two fixed units, one deployment square */
    refused(edit(with("\"deploy\":[\"a1\",\"b1\",\"c1\"]", "\"deploy\":[\"a1\"]"), "\"units\":[{",
                 "\"units\":[{\"name\":\"X\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":[]},{"),
            DATA_ERR_VALUE, "sides[0].deploy");
    refused(with(",{\"name\":\"B\",\"deploy\":[\"a8\",\"b8\",\"c8\"],\"budget\":20}", ""), DATA_ERR_VALUE, "sides");
    /* zones: on an obstacle, overlapping, unreachable, empty */
    refused(with("[\"d5\"]", "[\"f6\"]"), DATA_ERR_VALUE, "objectives[0].zones[1][0]");
    refused(with("[\"d5\"]", "[\"e4\"]"), DATA_ERR_VALUE, "objectives[0].zones[1][0]");
    refused(with("\"obstacles\":[\"c3\",\"f6\"]", "\"obstacles\":[\"g3\",\"g4\",\"g5\",\"h3\",\"h5\"]"), DATA_ERR_VALUE,
            "objectives[1].zone");
    refused(with("\"zones\":[[\"d4\",\"e4\"],[\"d5\"]]", "\"zones\":[]"), DATA_ERR_VALUE, "objectives[0].zones");
    refused(with("\"zones\":[[\"d4\",\"e4\"],[\"d5\"]]", "\"zones\":[[]]"), DATA_ERR_VALUE, "objectives[0].zones[0]");
    refused(with("\"zones\":[[\"d4\",\"e4\"],[\"d5\"]]", "\"zones\":[\"d4\"]"), DATA_ERR_TYPE,
            "objectives[0].zones[0]");
    refused(with("\"zone\":[\"h4\"],", ""), DATA_ERR_MISSING, "objectives[1].zone");
    /* sides and counts of objectives */
    refused(with("\"side\":1,\"zone\"", "\"side\":2,\"zone\""), DATA_ERR_VALUE, "objectives[1].side");
    refused(with("\"side\":0,\"unit\"", "\"side\":\"both\",\"unit\""), DATA_ERR_VALUE, "objectives[2].side");
    refused(with("\"rounds\":2", "\"rounds\":0"), DATA_ERR_VALUE, "objectives[1].rounds");
    refused(with("\"rounds\":10", "\"rounds\":11"), DATA_ERR_VALUE, "objectives[3].rounds");
    refused(with("\"markers\":4", "\"markers\":\"4\""), DATA_ERR_TYPE, "objectives[0].markers");
    /* escort */
    refused(with("\"unit\":\"Envoy\"", "\"unit\":\"Ghost\""), DATA_ERR_VALUE, "objectives[2].unit");
    refused(with("\"exits\":[\"h8\"]", "\"exits\":[\"c1\"]"), DATA_ERR_VALUE, "objectives[2].exits[0]");
    /* the game's settings */
    refused(with("\"round_limit\":10,", ""), DATA_ERR_MISSING, "round_limit");
    refused(with("\"round_limit\":10", "\"round_limit\":0"), DATA_ERR_VALUE, "round_limit");
    refused(with("\"at_round_limit\":\"draw\"", "\"at_round_limit\":\"never\""), DATA_ERR_VALUE, "at_round_limit");
    refused(with("\"moves_first\":\"dice\"", "\"moves_first\":2"), DATA_ERR_VALUE, "moves_first");
    refused(with("\"deploys_first\":0", "\"deploys_first\":null"), DATA_ERR_VALUE, "deploys_first");
    refused(with("\"objectives\":[", "\"objectives\":[{\"type\":\"elimination\"},{\"type\":\"elimination\"},"
                                     "{\"type\":\"elimination\"},{\"type\":\"elimination\"},"),
            DATA_ERR_VALUE, "objectives");
    refused("{\"format\":\"skirmish-scenario\",\"version\":1,\"name\":\"T\",\"board\":{},\"sides\":["
            "{\"deploy\":[\"a1\"],\"budget\":5},{\"deploy\":[\"h8\"],\"budget\":5}],\"round_limit\":5,"
            "\"objectives\":[]}",
            DATA_ERR_VALUE, "objectives");
}

/* Every prefix of the document and single-byte changes: refused or read, never a
 * crash (the sanitizer build checks the memory). */
static void test_hostile_text(void **state)
{
    (void)state;
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    size_t n = strlen(base_json);
    char *buf = malloc(n + 1);
    assert_non_null(buf);
    data_error err;
    for (size_t len = 0; len < n; len++)
        assert_false(data_scenario_parse(base_json, len, "cut.json", s, &err));
    core_rng rng;
    core_rng_seed(&rng, 37);
    const char bytes[] = "{}[]\",:0123456789abcdefghz-\\\x01\xff ";
    for (int k = 0; k < 3000; k++) {
        memcpy(buf, base_json, n + 1);
        for (int j = 0; j < 3; j++)
            buf[core_rng_below(&rng, (uint32_t)n)] = bytes[core_rng_below(&rng, (uint32_t)(sizeof bytes - 1))];
        (void)data_scenario_parse(buf, n, "fuzz.json", s, &err);
    }
    free(buf);
    free(s);
}

static void test_shipped_scenarios(void **state)
{
    (void)state;
    static char names[64][256];
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "maps/scenarios");
    int n = dt_list_json(dir, names, 64);
    assert_true(n >= 3);
    esc_scenario *s = malloc(sizeof *s), *again = malloc(sizeof *again);
    assert_non_null(s);
    assert_non_null(again);
    for (int i = 0; i < n; i++) {
        char path[DT_PATH_MAX + 300];
        snprintf(path, sizeof path, "%s/%.255s", dir, names[i]);
        data_error err;
        if (!data_scenario_load(path, s, &err))
            fail_msg("%s: %s: %s", names[i], err.key, err.message);
        assert_true(s->name[0] != '\0');
        assert_true(s->briefing[0] != '\0');
        char *text = data_scenario_to_json(s);
        assert_true(data_scenario_parse(text, strlen(text), names[i], again, &err));
        assert_memory_equal(s, again, sizeof *s);
        free(text);
        /* Each one starts, with the fixed squads and any squad within the budget. */
        for (int side = 0; side < ESC_SIDES; side++) {
            squads_store[side] = s->sides[side].fixed;
            if (squads_store[side].n_units == 0)
                tu_squad(&squads_store[side], "H1R1P1M1");
        }
        const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
        esc_game g;
        assert_int_equal(esc_scenario_start(&g, s, list, 5, NULL), ESC_SETUP_OK);
        tu_check(&g);
    }
    free(s);
    free(again);
}

/* Random legal play on every shipped scenario: the invariants hold after every
 * action, and every game ends, by one of the three ways, within the round limit. */
static void test_random_play_ends(void **state)
{
    (void)state;
    static char names[64][256];
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "maps/scenarios");
    int n = dt_list_json(dir, names, 64);
    esc_scenario *s = malloc(sizeof *s);
    esc_action *acts = malloc(sizeof *acts * ESC_MAX_ACTIONS);
    assert_non_null(s);
    assert_non_null(acts);
    core_rng rng;
    core_rng_seed(&rng, 2026);
    int ends[ESC_END_YIELD + 1] = {0};
    for (int i = 0; i < n; i++) {
        char path[DT_PATH_MAX + 300];
        snprintf(path, sizeof path, "%s/%.255s", dir, names[i]);
        data_error err;
        assert_true(data_scenario_load(path, s, &err));
        for (int game_no = 0; game_no < 30; game_no++) {
            /* The fixed units, then random units while the budget and squares allow. */
            for (int side = 0; side < ESC_SIDES; side++) {
                squads_store[side] = s->sides[side].fixed;
                for (int tries = 0; tries < 20 && squads_store[side].n_units < esc_scenario_max_units(s, side);
                     tries++) {
                    esc_squad more;
                    tu_random_squad(&rng, &more);
                    esc_squad trial = squads_store[side];
                    esc_squad_add(&trial, &more.units[0]);
                    if (esc_scenario_test_squad(s, side, &trial) == ESC_SCN_SQUAD_OK)
                        squads_store[side] = trial;
                }
                if (squads_store[side].n_units == 0)
                    tu_squad(&squads_store[side], "H1R1P1M1");
            }
            const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
            esc_game g;
            assert_int_equal(esc_scenario_start(&g, s, list, core_rng_next(&rng), NULL), ESC_SETUP_OK);
            int steps = 0;
            while (g.phase != ESC_PHASE_OVER) {
                int count = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS);
                assert_true(count > 0);
                int pick = (int)core_rng_below(&rng, (uint32_t)count);
                assert_int_equal(esc_game_apply(&g, &acts[pick], NULL), ESC_OK);
                tu_check(&g);
                assert_true(++steps < 20000);
            }
            assert_true(g.turn <= 2 * s->round_limit);
            assert_true(g.end_reason == ESC_END_ELIMINATION || g.end_reason == ESC_END_OBJECTIVE ||
                        g.end_reason == ESC_END_ROUND_LIMIT);
            if (g.end_reason == ESC_END_ROUND_LIMIT)
                assert_int_equal(g.turn, 2 * s->round_limit);
            ends[g.end_reason]++;
        }
    }
    /* Random play does end some games by an objective. */
    assert_true(ends[ESC_END_OBJECTIVE] > 0);
    free(acts);
    free(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_standard_game_has_no_scenario),
        cmocka_unit_test(test_deploy_squares_and_first_players),
        cmocka_unit_test(test_seed_decides_when_not_stated),
        cmocka_unit_test(test_squads_a_scenario_accepts),
        cmocka_unit_test(test_control_markers_per_zone),
        cmocka_unit_test(test_control_contested_and_taken_back),
        cmocka_unit_test(test_control_for_one_side),
        cmocka_unit_test(test_hold_counts_enemy_turns_in_a_row),
        cmocka_unit_test(test_escort_reaches_an_exit),
        cmocka_unit_test(test_escort_lost),
        cmocka_unit_test(test_survive_rounds),
        cmocka_unit_test(test_elimination_always_ends),
        cmocka_unit_test(test_round_limit_winner),
        cmocka_unit_test(test_objective_before_round_limit),
        cmocka_unit_test(test_tie_goes_to_the_side_that_played),
        cmocka_unit_test(test_scenario_problems),
        cmocka_unit_test(test_file_reads),
        cmocka_unit_test(test_file_refusals),
        cmocka_unit_test(test_hostile_text),
        cmocka_unit_test(test_shipped_scenarios),
        cmocka_unit_test(test_random_play_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
