/*
 * The easy TRTS computer plays (play-test 15: the easy level, the opponent of
 * "Learn to play", passed every Micro turn and never left its start area in 5
 * rounds, so the lesson never came to a fight). In 12-round duels on Twin Ridge
 * against the normal level, each faction, both seats, easy sends a piece out of
 * its start area and holds a second area by the end of round 4 (trts_easy.c,
 * claim_turn, and its earlier first producer).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"
#include "trts_duel_util.h"
#include "trts_test_util.h"

static trts_state S;
static trts_map MAP;
static trts_action PLAN[TRTS_AI_PLAN_MAX];

static void load_short_map(void)
{
    char path[1024];
    tt_source_path(path, "maps/trts/twin-ridge.json");
    data_error err;
    if (!data_trts_map_load(path, &MAP, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_true(trts_map_set_length(&MAP, 12));
}

static int areas_held(const trts_state *s, int team)
{
    int n = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        n += trts_team_controls(s, team, a);
    return n;
}

/* Plays until the end of round 4; whether easy (seat `easy`) had a piece out of
 * its start area in rounds 2-4, and the areas its team holds then. */
static void play_to_round_5(int easy, int f_easy, int f_other, uint64_t seed, bool *out, int *held)
{
    trts_setup setup = tt_computer_duel(easy, f_easy, f_other, TRTS_AI_EASY, TRTS_AI_NORMAL, seed);
    assert_true(trts_state_init(&S, &MAP, tt_rules(), &setup));
    int start = S.players[easy].start_area;
    *out = false;
    for (int guard = 0; guard < 20000 && S.phase != TRTS_PHASE_OVER && S.round <= 4; guard++) {
        int n = trts_ai_plan(&S, S.current, PLAN, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int k = 0; k < n; k++)
            assert_int_equal(trts_apply(&S, &PLAN[k]), TRTS_OK);
        for (int i = 0; i < S.n_pieces && S.round >= 2 && S.round <= 4; i++)
            *out |= S.pieces[i].alive && S.pieces[i].owner == easy && !S.pieces[i].building && S.pieces[i].area != start;
    }
    *held = areas_held(&S, S.players[easy].team);
}

static void test_easy_leaves_its_start_area(void **st)
{
    (void)st;
    load_short_map();
    for (int f = 0; f < 3; f++)
        for (int seat = 0; seat < 2; seat++) {
            bool out = false;
            int held = 0;
            play_to_round_5(seat, f, (f + 1) % 3, (uint64_t)(1 + f + 3 * seat), &out, &held);
            if (!out || held < 2)
                fail_msg("easy %s in seat %d: out of its start area %d, areas held after round 4: %d",
                         trts_faction_id_name(f), seat, out, held);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easy_leaves_its_start_area),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
