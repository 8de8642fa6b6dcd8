/*
 * How a scenario's objective ended the game, in words (docs/rules.md §9b): the
 * result screen and the log say the real end (the escorted unit fell or reached
 * an exit, the markers were taken, the zone held, the side survived), not one
 * "holding the objective" for all; and the checker refuses goals the round
 * limit makes unwinnable (a hold longer than the enemy turns there are, more
 * control markers than the side can take), naming the key in a file.
 */
#include "data_test_util.h"
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/esc/describe.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/scenario_file.h"

static esc_scenario scn_store;
static esc_squad squads_store[ESC_SIDES];

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

static int scn_objective(esc_scenario *s, int kind, int side, int count, const char *zone)
{
    int i = s->rules.n_objectives++;
    esc_objective *o = &s->rules.objectives[i];
    memset(o, 0, sizeof *o);
    o->kind = (uint8_t)kind;
    o->side = (int8_t)side;
    o->count = (uint8_t)count;
    o->unit = ESC_NO_UNIT;
    if (zone) {
        s->rules.zones[s->rules.n_zones] = tu_bits(zone);
        o->zones = (uint8_t)(1u << s->rules.n_zones++);
    }
    return i;
}

static void scn_play(esc_game *g, const esc_scenario *s, const char *squad0, const char *squad1, const char *at0,
                     const char *at1)
{
    tu_squad(&squads_store[0], squad0);
    tu_squad(&squads_store[1], squad1);
    const esc_squad *list[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
    int which = -1;
    assert_int_equal(esc_scenario_start(g, s, list, 7, &which), ESC_SETUP_OK);
    const char *next[ESC_SIDES] = {at0, at1};
    while (g->phase == ESC_PHASE_DEPLOY) {
        const char **p = &next[g->active];
        while (**p == ' ')
            (*p)++;
        char text[16];
        snprintf(text, sizeof text, "deploy %.2s", *p);
        *p += 2;
        tu_play(g, text);
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
}

/* Plays the last action; checks the final state's reason and the log's words. */
static void last_action(esc_game *g, const char *action, int winner, esc_objective_end end, const char *words)
{
    esc_game before = *g;
    esc_events ev = {0};
    tu_play_ev(g, action, &ev);
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, winner);
    assert_int_equal(g->end_reason, ESC_END_OBJECTIVE);
    assert_int_equal(esc_objective_end_of(g, winner, NULL), end);
    assert_string_equal(esc_objective_end_text(end), words);
    esc_action a = tu_act(&before, action);
    const esc_squad *sq[ESC_SIDES] = {&squads_store[0], &squads_store[1]};
    char line[512];
    esc_describe_action(&before, sq, &a, &ev, line, sizeof line);
    if (!strstr(line, words) || strstr(line, "holding the objective"))
        fail_msg("log line '%s' does not say '%s'", line, words);
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

static void test_escort_fell(void **state)
{
    (void)state;
    esc_scenario *s = escort_scenario();
    s->sides[1].deploy = tu_bits("d7 h1");
    s->rules.first_player = 1;
    esc_game g;
    scn_play(&g, s, "H1R1P1M2 H1R1P1M1", "H2R1P1M1 H1R1P1M1", "d6 a1", "d7 h1");
    last_action(&g, "attack d7 d6", 1, ESC_OBJ_END_ESCORT_FELL, "the escorted unit falling");
}

static void test_escort_exit(void **state)
{
    (void)state;
    esc_scenario *s = escort_scenario();
    esc_game g;
    scn_play(&g, s, "H1R1P1M2 H1R1P1M1", "H2R1P1M1 H1R1P1M1", "d6 a1", "d3 h1");
    last_action(&g, "move d6 d8", 0, ESC_OBJ_END_ESCORT_EXIT, "the escorted unit reaching an exit");
}

/* A control scenario (two turns on d4's marker win), both sides' first
 * turn ended. */
static void control_two_turns_in(esc_game *g)
{
    esc_scenario *s = scn_new("d4 a1", "a8 h8");
    scn_objective(s, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 2, "d4");
    scn_play(g, s, "H1R1P1M1 H1R1P1M1", "H1R1P1M1 H1R1P1M1", "d4 a1", "a8 h8");
    tu_play(g, "end");
    tu_play(g, "end");
}

static void test_control(void **state)
{
    (void)state;
    esc_game g;
    control_two_turns_in(&g);
    last_action(&g, "end", 0, ESC_OBJ_END_CONTROL, "taking the control markers");
}

/* Play-test 16 #5: the second action ends the turn by itself and takes the
 * last marker: the log says the markers too, not "holding the objective". */
static void test_control_by_the_last_action(void **state)
{
    (void)state;
    esc_game g;
    control_two_turns_in(&g);
    tu_play(&g, "move a1 a2");
    last_action(&g, "move a2 a3", 0, ESC_OBJ_END_CONTROL, "taking the control markers");
}

static void test_hold(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("f6 a1", "d5 h8");
    scn_objective(s, ESC_OBJ_HOLD, 1, 2, "d5 e5");
    esc_game g;
    scn_play(&g, s, "H3R1P1M1 H1R1P1M1", "H3R1P1M1 H1R1P1M1", "f6 a1", "d5 h8");
    tu_play(&g, "end");
    tu_play(&g, "end");
    last_action(&g, "end", 1, ESC_OBJ_END_HOLD, "holding the zone");
}

static void test_survive(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1", "h8");
    s->round_limit = 5;
    scn_objective(s, ESC_OBJ_SURVIVE, 1, 2, NULL);
    esc_game g;
    scn_play(&g, s, "H1R1P1M1", "H1R1P1M1", "a1", "h8");
    for (int t = 0; t < 3; t++)
        tu_play(&g, "end");
    last_action(&g, "end", 1, ESC_OBJ_END_SURVIVE, "surviving to the stated round");
}

/* ---- the checker ---- */

static void test_hold_longer_than_the_limit(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1 b1", "a8 b8");
    s->round_limit = 12;
    int i = scn_objective(s, ESC_OBJ_HOLD, 0, 12, "d4");
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
    s->rules.objectives[i].count = 13;
    esc_scenario_report rep = esc_scenario_test(s);
    assert_int_equal(rep.problem, ESC_SCN_SURVIVE_PAST_LIMIT);
    assert_int_equal(rep.objective, i);
    /* Moving second, the enemy's first turn ends before the side can enter. */
    s->rules.objectives[i].count = 12;
    s->rules.first_player = 1;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_SURVIVE_PAST_LIMIT);
    s->rules.objectives[i].count = 11;
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
}

static void test_control_more_markers_than_turns(void **state)
{
    (void)state;
    esc_scenario *s = scn_new("a1 b1", "a8 b8");
    s->round_limit = 12;
    int i = scn_objective(s, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 12, "d4");
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
    s->rules.objectives[i].count = 20;
    esc_scenario_report rep = esc_scenario_test(s);
    assert_int_equal(rep.problem, ESC_SCN_MARKERS_PAST_LIMIT);
    assert_int_equal(rep.objective, i);
    /* Two zones: two markers a turn. */
    s->rules.zones[s->rules.n_zones] = tu_bits("e5");
    s->rules.objectives[i].zones |= (uint8_t)(1u << s->rules.n_zones++);
    assert_int_equal(esc_scenario_test(s).problem, ESC_SCN_OK);
}

static const char base_json[] =
    "{\"format\":\"skirmish-scenario\",\"version\":1,\"name\":\"Test\",\"briefing\":\"Go.\","
    "\"board\":{\"obstacles\":[\"c3\",\"f6\"]},"
    "\"sides\":[{\"name\":\"A\",\"deploy\":[\"a1\",\"b1\",\"c1\"],\"budget\":20},"
    "{\"name\":\"B\",\"deploy\":[\"a8\",\"b8\",\"c8\"],\"budget\":20}],"
    "\"deploys_first\":0,\"moves_first\":\"dice\",\"round_limit\":10,\"at_round_limit\":\"draw\","
    "\"objectives\":[{\"type\":\"control\",\"zones\":[[\"d4\",\"e4\"],[\"d5\"]],\"markers\":4},"
    "{\"type\":\"hold\",\"side\":1,\"zone\":[\"h4\"],\"rounds\":2}]}";

static void refused(const char *from, const char *to, const char *key)
{
    char text[2048];
    const char *at = strstr(base_json, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - base_json), base_json, to, at + strlen(from));
    esc_scenario *out = malloc(sizeof *out);
    assert_non_null(out);
    data_error err;
    if (data_scenario_parse(text, strlen(text), "test.json", out, &err))
        fail_msg("accepted, expected a refusal at '%s'", key);
    if (err.kind != DATA_ERR_VALUE || strcmp(err.key, key) != 0)
        fail_msg("refused as %d at '%s' (%s), expected '%s'", err.kind, err.key, err.message, key);
    free(out);
}

static void test_file_names_the_key(void **state)
{
    (void)state;
    esc_scenario *out = malloc(sizeof *out);
    assert_non_null(out);
    data_error err;
    assert_true(data_scenario_parse(base_json, strlen(base_json), "test.json", out, &err));
    free(out);
    refused("\"rounds\":2", "\"rounds\":11", "objectives[1].rounds");
    refused("\"markers\":4", "\"markers\":21", "objectives[0].markers");
}

/* Who is ahead (the computer refuses a draw then): a standard game by rank
 * points left, then Health; a scenario by the race on shared objectives, then
 * a survive objective of one side's own, then whom the round limit rules for. */
/* A scenario's rules on a game under way: the round limit's ruling and one objective (kind -1: none). */
static void ahead_scenario(esc_game *g, int limit_winner, int kind, int side, int count)
{
    esc_scenario *s = scn_new("a1", "h8");
    s->rules.limit_winner = (int8_t)limit_winner;
    if (kind >= 0)
        scn_objective(s, kind, side, count, NULL);
    g->scenario = s->rules;
}

static void test_who_is_ahead(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/3a4/3A4/8/8", "H2R1P1M1", "H2R1P1M1");
    int u0 = tu_at(&g, "d3"), u1 = tu_at(&g, "d4");
    assert_false(esc_objectives_ahead(&g, 0)); /* even: neither */
    assert_false(esc_objectives_ahead(&g, 1));
    tu_set_health(&g, u0, 1);
    assert_true(esc_objectives_ahead(&g, 1)); /* the same rank points: Health */
    g.units[u0].rank_points = (uint8_t)(g.units[u1].rank_points + 2);
    assert_true(esc_objectives_ahead(&g, 0)); /* more rank points, less Health */
    assert_false(esc_objectives_ahead(&g, 1));

    /* Side 1 behind on points but surviving to win: ahead. */
    ahead_scenario(&g, ESC_LIMIT_POINTS, ESC_OBJ_SURVIVE, 1, 8);
    assert_true(esc_objectives_ahead(&g, 1));
    assert_false(esc_objectives_ahead(&g, 0));
    /* The round limit's ruling, without a survive objective; a drawn limit leaves the points. */
    ahead_scenario(&g, 1, -1, 0, 0);
    assert_true(esc_objectives_ahead(&g, 1));
    ahead_scenario(&g, ESC_LIMIT_DRAW, -1, 0, 0);
    assert_true(esc_objectives_ahead(&g, 0));
    assert_false(esc_objectives_ahead(&g, 1));
    /* Control markers for both: the side nearer its goal, whatever the limit says. */
    ahead_scenario(&g, 0, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5);
    g.scenario.progress[0][1] = 3;
    g.scenario.progress[0][0] = 1;
    assert_true(esc_objectives_ahead(&g, 1));
    assert_false(esc_objectives_ahead(&g, 0));
    g.scenario.progress[0][1] = 2;
    g.scenario.progress[0][0] = 2;
    assert_false(esc_objectives_ahead(&g, 1)); /* even: the limit rules for side 0 */
    assert_true(esc_objectives_ahead(&g, 0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escort_fell),
        cmocka_unit_test(test_escort_exit),
        cmocka_unit_test(test_control),
        cmocka_unit_test(test_control_by_the_last_action),
        cmocka_unit_test(test_hold),
        cmocka_unit_test(test_survive),
        cmocka_unit_test(test_hold_longer_than_the_limit),
        cmocka_unit_test(test_control_more_markers_than_turns),
        cmocka_unit_test(test_file_names_the_key),
        cmocka_unit_test(test_who_is_ahead),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
