/*
 * The TRTS computer contests the early land grab (play-test 7: "passive, then
 * steamrolls"; a human's lone workers took 8 areas to its 4 by round 3): in its
 * first rounds normal and hard take back an area an enemy took on their own
 * half, not only one beside their start (src/ai/trts_look.c, worker_claims).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"
#include "trts_test_util.h"

static trts_state S;
static trts_map MAP;
static trts_action PLAN[TRTS_AI_PLAN_MAX];

static void load_map(const char *name)
{
    char path[1024], rel[128];
    if ((size_t)snprintf(rel, sizeof rel, "maps/trts/%s.json", name) >= (size_t)(sizeof rel))
        fail_msg("path too long");
    tt_source_path(path, rel);
    data_error err;
    if (!data_trts_map_load(path, &MAP, &err))
        fail_msg("%s: %s", err.key, err.message);
}

static void start_duel(int level, uint64_t seed)
{
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.type = TRTS_DUEL;
    setup.n_players = 2;
    setup.factions[0] = 0;
    setup.factions[1] = 1;
    setup.computer[0] = setup.computer[1] = true;
    setup.level[0] = level;
    setup.level[1] = TRTS_AI_EASY;
    setup.seed = seed;
    assert_true(trts_state_init(&S, &MAP, tt_rules(), &setup));
}

static void step(void)
{
    int n = trts_ai_plan(&S, S.current, PLAN, TRTS_AI_PLAN_MAX);
    assert_true(n > 0);
    for (int k = 0; k < n; k++)
        assert_int_equal(trts_apply(&S, &PLAN[k]), TRTS_OK);
}

/* Ground steps (open edges and ramps) from `from`, -1 unreachable. */
static void ground_steps(int from, int d[TRTS_MAX_AREAS])
{
    int queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    for (int a = 0; a < MAP.n_areas; a++)
        d[a] = -1;
    d[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        int a = queue[head++];
        for (int k = 0; k < MAP.areas[a].n_adj; k++) {
            int b = MAP.areas[a].adj[k];
            if (MAP.edges[MAP.areas[a].adj_edge[k]].kind == TRTS_EDGE_CLIFF || d[b] >= 0)
                continue;
            d[b] = d[a] + 1;
            queue[tail++] = b;
        }
    }
}

/* Round 2's Micro on Twin Ridge: an area two ground steps from seat 0's start,
 * nearer its start than the enemy's, held by the enemy with nobody there (a lone
 * worker walked through). Normal and hard take it back in that Micro; before,
 * only an area beside the start was ever taken back. */
static void test_takes_back_own_half(void **st)
{
    (void)st;
    load_map("twin-ridge");
    for (int level = TRTS_AI_NORMAL; level <= TRTS_AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            start_duel(level, seed);
            for (int guard = 0; guard < 10000 && !(S.round == 2 && S.phase == TRTS_PHASE_MICRO); guard++)
                step();
            assert_true(S.round == 2 && S.phase == TRTS_PHASE_MICRO);
            int mine[TRTS_MAX_AREAS], theirs[TRTS_MAX_AREAS];
            ground_steps(S.players[0].start_area, mine);
            ground_steps(S.players[1].start_area, theirs);
            int t = -1;
            for (int a = 0; a < MAP.n_areas && t < 0; a++) {
                bool empty = true;
                for (int i = 0; i < S.n_pieces; i++)
                    empty &= !(S.pieces[i].alive && S.pieces[i].area == a);
                if (mine[a] == 2 && theirs[a] > 2 && empty)
                    t = a;
            }
            assert_true(t >= 0);
            S.markers[t] = 1u << 1;
            for (int guard = 0; guard < 1000 && S.round == 2 && S.phase != TRTS_PHASE_REPOSITION; guard++)
                step();
            if (!trts_team_controls(&S, S.players[0].team, t))
                fail_msg("%s, seed %d: %s not taken back in round 2", trts_level_id(level), (int)seed,
                         MAP.areas[t].id);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_takes_back_own_half),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
