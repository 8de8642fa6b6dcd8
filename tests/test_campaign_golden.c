/*
 * Golden campaigns (docs/campaign.md §9): whole campaigns replayed from a seed and
 * their inputs (a scripted first turn, then computer seats with auto battles)
 * must end in exactly the stored save, byte for byte. Any change in a rule, a
 * draw's order or the campaign's computer player shows here; when intended,
 * regenerate with SKIRMISH_REGENERATE_GOLDEN=1 and review the diff like code.
 *
 * The battles are played by a scripted chooser built on the rules core alone, not
 * the Escarmouche AI, so that tuning that AI (src/ai/eval.c, search.c) leaves
 * these campaigns where they are; the AI's own play is held by its tests.
 */
#include "campaign_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data_test_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"

static campaign_map map;
static campaign_state st;
static campaign_library library;

/* Attack the first enemy it can; else step the unit that gets closest to an enemy;
 * else end the turn. Deployment and command moves: the first legal action. */
static int nearest_enemy(const esc_game *g, int side, int square)
{
    int best = 99;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (esc_unit_side(id) != side && g->units[id].square != ESC_NO_SQUARE) {
            int d = esc_square_distance(square, g->units[id].square);
            if (d < best)
                best = d;
        }
    return best;
}

static bool scripted(void *user, const esc_game *g, esc_action *out)
{
    (void)user;
    static esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
    if (n <= 0)
        return false;
    if (g->phase != ESC_PHASE_BATTLE || g->command_unit != ESC_NO_UNIT) {
        *out = acts[0];
        return true;
    }
    int end = -1, best = -1, best_gain = 0;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == ESC_ACT_ATTACK) {
            *out = acts[i];
            return true;
        }
        if (acts[i].kind == ESC_ACT_END_TURN)
            end = i;
        if (acts[i].kind == ESC_ACT_MOVE) {
            int side = esc_unit_side(acts[i].unit);
            int gain = nearest_enemy(g, side, g->units[acts[i].unit].square) - nearest_enemy(g, side, acts[i].square);
            if (gain > best_gain) {
                best_gain = gain;
                best = i;
            }
        }
    }
    *out = acts[best >= 0 ? best : end >= 0 ? end : 0];
    return true;
}

static void setup_campaign(const char *map_name, int players, uint64_t seed, ai_level level)
{
    char path[DT_PATH_MAX], rel[128];
    snprintf(rel, sizeof rel, "maps/campaign/%s.json", map_name);
    dt_source_path(path, rel);
    data_error err;
    assert_true(data_campaign_map_load(path, &map, &err));
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "");
    assert_true(data_campaign_library_load(dir, &library, &err));
    campaign_settings s;
    campaign_settings_default(&s, players);
    s.seed = seed;
    s.battle_ai = (uint8_t)level;
    s.computer[0] = false; /* seat 0 is "human": its first turn is scripted */
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    assert_true(campaign_library_first_elite(&library, &heroes[0]));
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    heroes[0] = ct_unit(2, 2, 2, 1); /* a human-built Hero */
    assert_int_equal(esc_unit_rank(&heroes[0]), ESC_RANK_ELITE);
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_OK);
}

/* Seat 0's scripted first turn: recruit the first three library units, all in
 * the Main Army, then its Main Army moves to its lowest-id neighbour. */
static void scripted_first_turn(const campaign_sim_config *cfg)
{
    for (int i = 0; i < 3; i++)
        assert_int_equal(campaign_recruit(&st, 0, &library.units[i], 0), CAMPAIGN_DT_OK);
    for (int p = 1; p < st.settings.n_players; p++)
        campaign_ai_downtime(&st, p, &library);
    campaign_end_downtime(&st);
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    int n = 0;
    int a0 = campaign_forces_find(&st.forces, 0);
    int to = __builtin_ctzll(map.adjacent[st.forces.armies[a0].loc]);
    orders[n++] = campaign_order_move(0, to);
    for (int p = 1; p < st.settings.n_players; p++) {
        campaign_view v;
        campaign_state_view(&st, p, &v);
        n += campaign_ai_orders(&v, orders + n, CAMPAIGN_MAX_ARMIES - n);
    }
    campaign_begin_resolution(&st, orders, n);
    for (int s = 0; s < st.res.n_standoffs; s++)
        for (int p = 0; p < st.settings.n_players; p++)
            if (st.res.standoffs[s].entrants >> p & 1u)
                campaign_choose_standoff(&st, p, st.res.standoffs[s].loc, true);
    campaign_finish_resolution(&st);
    while (st.phase == CAMPAIGN_PHASE_BATTLES)
        assert_true(campaign_sim_duel(&st, cfg));
    campaign_end_turn(&st);
}

static void check_golden(const char *name)
{
    char *text = data_campaign_save_to_json(&st, NULL);
    assert_non_null(text);
    char rel[128], path[DT_PATH_MAX];
    snprintf(rel, sizeof rel, "campaign/golden/%s.json", name);
    dt_data_path(path, rel);
    const char *regen = getenv("SKIRMISH_REGENERATE_GOLDEN");
    if (regen && regen[0] && strcmp(regen, "0") != 0)
        dt_write(path, text, strlen(text));
    size_t len;
    char *want = dt_read(path, &len);
    if (strcmp(want, text) != 0) {
        size_t i = 0;
        while (want[i] && want[i] == text[i])
            i++;
        fail_msg("%s differs from the stored campaign at byte %zu: ...%.60s", name, i, text + (i > 20 ? i - 20 : 0));
    }
    free(want);
    free(text);
}

static void play(const char *name, const char *map_name, int players, uint64_t seed, ai_level level)
{
    setup_campaign(map_name, players, seed, level);
    campaign_sim_config cfg = { level, 0, NULL, NULL, scripted };
    scripted_first_turn(&cfg);
    char why[200];
    if (!campaign_sim_run(&st, &library, &cfg, why, sizeof why))
        fail_msg("%s", why);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_OVER);
    check_golden(name);
    /* The same inputs again: the same campaign. */
    campaign_state first = st;
    setup_campaign(map_name, players, seed, level);
    scripted_first_turn(&cfg);
    assert_true(campaign_sim_run(&st, &library, &cfg, why, sizeof why));
    char *a = data_campaign_save_to_json(&first, NULL), *b = data_campaign_save_to_json(&st, NULL);
    assert_string_equal(a, b);
    free(a);
    free(b);
}

static void test_golden_four_rivers(void **state)
{
    (void)state;
    play("four-rivers-4p-seed2026", "four-rivers", 4, 2026, AI_NORMAL);
}

static void test_golden_veldt(void **state)
{
    (void)state;
    play("veldt-marches-2p-seed7", "veldt-marches", 2, 7, AI_EASY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_four_rivers),
        cmocka_unit_test(test_golden_veldt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
