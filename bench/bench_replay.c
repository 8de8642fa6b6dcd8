/*
 * Replays (issue 38): seeking to any step of a long game, through the replay
 * module the CLI and the client use (src/data/replay.c). Three games are played
 * and written as records, then opened: a 30-round Escarmouche match (moves and
 * turn ends only, so it runs to the round limit), a 32-round TRTS duel between
 * computer players, a 100-turn Conquest game between four random bots and a
 * 40-turn Campaign of four computer players, its battles included. For
 * each: the time to open the file (load, replay, checkpoints), then a seek to
 * every step in a shuffled order (the slowest and the median), and, for
 * comparison, replaying the whole record from its start (a seek without
 * checkpoints). Target: every seek under 100 ms (docs/PERFORMANCE.md).
 *
 * usage: bench_replay [--smoke]   (--smoke: a few seeks, to keep it working)
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_util.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/ai/trts.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/trts_files.h"

#define SRC SKIRMISH_SOURCE_DIR
#define TARGET_MS 100.0

static trts_rules rules;

static bool fail(const char *what, const data_error *err)
{
    char msg[600] = "";
    if (err)
        data_error_format(err, msg, sizeof msg);
    fprintf(stderr, "bench_replay: %s %s\n", what, msg);
    return false;
}

/* Escarmouche: deployments, then moves and turn ends drawn by a seeded generator
 * (no attack, no ability: nobody falls, the match reaches its 30th round). */
static bool write_escarmouche(const char *path)
{
    static esc_squad squads[2];
    static esc_map map;
    data_error err;
    if (!data_squad_load(SRC "/assets/squads/iron-vanguard.json", &squads[0], &err) ||
        !data_squad_load(SRC "/assets/squads/longbow-line.json", &squads[1], &err) ||
        !data_map_load(SRC "/maps/crossroads.json", &map, &err))
        return fail("escarmouche data:", &err);
    esc_settings settings;
    esc_settings_default(&settings);
    const esc_squad *by_side[2] = { &squads[0], &squads[1] };
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    esc_record_init(&rec, &map, by_side, &settings, 30);
    esc_game game;
    if (esc_record_start(&rec, &game, NULL) != ESC_SETUP_OK)
        return fail("escarmouche: the match does not start", NULL);
    core_rng rng;
    core_rng_seed(&rng, 7);
    static esc_action legal[1024], calm[1024];
    while (game.phase != ESC_PHASE_OVER) {
        int n = esc_game_legal_actions(&game, legal, 1024), k = 0;
        for (int i = 0; i < n; i++)
            if (legal[i].kind != ESC_ACT_ATTACK && legal[i].kind != ESC_ACT_ABILITY && legal[i].kind != ESC_ACT_YIELD)
                calm[k++] = legal[i];
        if (k == 0)
            return fail("escarmouche: no calm action", NULL);
        esc_action a = calm[core_rng_below(&rng, (uint32_t)k)];
        if (esc_game_apply(&game, &a, NULL) != ESC_OK || !esc_record_push(&rec, &a))
            return fail("escarmouche: an action was refused", NULL);
    }
    bool ok = data_save_save(path, &rec, &err) || fail("escarmouche: save", &err);
    esc_record_free(&rec);
    return ok;
}

static bool write_trts(const char *path)
{
    static trts_map map;
    static trts_state s;
    static trts_game_record rec;
    data_error err;
    if (!data_trts_map_load(SRC "/maps/trts/twin-ridge.json", &map, &err))
        return fail("trts map:", &err);
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.type = TRTS_DUEL;
    setup.n_players = 2;
    setup.factions[0] = TRTS_DIRECTORATE;
    setup.factions[1] = TRTS_MYRIAD;
    setup.computer[0] = setup.computer[1] = true;
    setup.seed = 1;
    if (!trts_ai_play_game(&s, &map, &rules, &setup, &rec))
        return fail("trts: the game did not finish", NULL);
    return data_trts_save_write(path, &rec, &err) || fail("trts: save", &err);
}

static bool write_conquest(const char *path)
{
    cq_map map;
    cq_map_init(&map);
    data_error err;
    if (!data_cq_map_load(SRC "/maps/conquest/plains.json", &map, &err))
        return fail("conquest map:", &err);
    enum { SEATS = 4 };
    cq_state *state = malloc(sizeof *state);
    cq_order *orders = malloc((size_t)map.graph.n_edges * SEATS * sizeof *orders + sizeof *orders);
    data_cq_record rec;
    data_cq_record_init(&rec);
    bool ok = state && orders;
    if (ok)
        ok = cq_state_setup(state, &map.graph, SEATS, 100, 11) == CQ_SETUP_OK && data_cq_record_begin(&rec, state);
    core_rng bots[SEATS];
    for (int p = 0; p < SEATS; p++)
        core_rng_seed(&bots[p], 11 + (uint64_t)p);
    while (ok && !cq_state_over(state)) {
        size_t n = 0;
        for (int p = 0; p < SEATS; p++) {
            int k = cq_bot_orders(state, p, CQ_BOT_RANDOM, &bots[p], orders + n, map.graph.n_edges);
            n += k > 0 ? (size_t)k : 0;
        }
        ok = cq_turn_resolve(state, orders, n, NULL, NULL) && data_cq_record_push_turn(&rec, orders, n);
    }
    data_seat seats[SEATS];
    for (int p = 0; p < SEATS; p++)
        data_seat_set(&seats[p], true, "random");
    if (ok && !data_cq_save_save_record(path, map.name, seats, state, NULL, NULL, &rec, &err))
        ok = fail("conquest: save", &err);
    data_cq_record_free(&rec);
    free(orders);
    free(state);
    cq_map_free(&map);
    return ok;
}

/* The Campaign's battle maps, from maps/. */
static const esc_map *battle_map(void *user, const char *name)
{
    (void)user;
    static char names[8][CAMPAIGN_NAME_MAX];
    static esc_map maps[8];
    static int n;
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return &maps[i];
    char path[256];
    snprintf(path, sizeof path, SRC "/maps/%s.json", name);
    data_error err;
    if (n >= 8 || !data_map_load(path, &maps[n], &err))
        return NULL;
    snprintf(names[n], sizeof names[n], "%s", name);
    return &maps[n++];
}

static bool write_campaign(const char *path)
{
    static campaign_map map;
    static campaign_library library;
    static campaign_state state;
    static data_campaign_record rec;
    data_error err;
    if (!data_campaign_map_load(SRC "/maps/campaign/four-rivers.json", &map, &err) ||
        !data_campaign_library_load(SRC, &library, &err))
        return fail("campaign data:", &err);
    campaign_settings settings;
    campaign_settings_default(&settings, 4);
    settings.turn_limit = CAMPAIGN_TURNS_MAX;
    settings.domination = settings.warlord = false; /* the whole 40 turns */
    settings.seed = 5;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(&library, &heroes[0]))
        return fail("campaign: no Elite", NULL);
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    if (campaign_state_init(&state, &map, &settings, heroes) != CAMPAIGN_SETUP_OK)
        return fail("campaign: no start", NULL);
    data_campaign_record_init(&rec);
    const campaign_sim_observer ob = {
        &rec, data_campaign_record_on_downtime, data_campaign_record_on_end_downtime, data_campaign_record_on_orders,
        data_campaign_record_on_standoff, data_campaign_record_on_end_standoffs, data_campaign_record_on_squad,
        data_campaign_record_on_bonus, data_campaign_record_on_duel, data_campaign_record_on_retreat,
        data_campaign_record_on_end_turn,
    };
    campaign_sim_config cfg = { AI_EASY, 1, battle_map, NULL, NULL };
    char why[200];
    bool ok = data_campaign_record_begin(&rec, &state) &&
              campaign_sim_run_observed(&state, &library, &cfg, &ob, why, (int)sizeof why) && !rec.broken;
    if (!ok)
        fail("campaign: the campaign was not recorded", NULL);
    else if (!data_campaign_save_record(path, &state, NULL, NULL, NULL, &rec, &err))
        ok = fail("campaign: save", &err);
    data_campaign_record_free(&rec);
    return ok;
}

static data_replay replay;

/* Opens path and seeks to every step (or a few with smoke); true when every seek
 * is under the target. */
static bool measure(const char *label, const char *path, bool smoke)
{
    data_error err;
    double t0 = bench_now_ms();
    if (!data_replay_load(path, &rules, &replay, &err))
        return fail(label, &err);
    double open_ms = bench_now_ms() - t0;
    int n = replay.n_steps;
    void *state = malloc(data_replay_state_size(&replay));
    int *order = malloc(sizeof *order * (size_t)(n + 1));
    double *ms = malloc(sizeof *ms * (size_t)(n + 1));
    if (!state || !order || !ms)
        return fail("out of memory", NULL);
    for (int i = 0; i <= n; i++)
        order[i] = i;
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int i = n; i > 0; i--) {
        int j = (int)core_rng_below(&rng, (uint32_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    int count = smoke ? (n + 1 < 5 ? n + 1 : 5) : n + 1;
    for (int i = 0; i < count; i++) {
        double a = bench_now_ms();
        if (!data_replay_seek(&replay, order[i], state))
            return fail("a seek failed", NULL);
        ms[i] = bench_now_ms() - a;
    }
    qsort(ms, (size_t)count, sizeof *ms, bench_compare_double);
    /* Without checkpoints: the whole record stepped from the start. */
    int every = replay.every;
    replay.every = n + 1;
    double a = bench_now_ms();
    bool stepped = data_replay_seek(&replay, n, state);
    double full_ms = bench_now_ms() - a;
    replay.every = every;
    /* How long the game was, in its own unit. */
    int length = replay.game == DATA_REPLAY_ESCARMOUCHE ? esc_game_round(state)
                 : replay.game == DATA_REPLAY_TRTS      ? ((const trts_state *)state)->round
                 : replay.game == DATA_REPLAY_CAMPAIGN  ? ((const campaign_state *)state)->turn
                                                        : ((const cq_state *)state)->turn - 1;
    printf("%-34s %3d rounds/turns %5d steps  open %6.2f ms  seek: median %6.3f ms, slowest %6.3f ms (every %d)  "
           "from the start %6.2f ms\n",
           label, length, n, open_ms, ms[count / 2], ms[count - 1], every, full_ms);
    bool ok = stepped && ms[count - 1] < TARGET_MS;
    free(state);
    free(order);
    free(ms);
    data_replay_free(&replay);
    return ok;
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    data_error err;
    if (!data_trts_rules_load(SRC "/assets/trts", &rules, &err))
        return fail("trts rules:", &err) ? 0 : 1;
    char dir[] = "/tmp/bench-replay-XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    char esc[64], trts[64], cq[64], ca[64];
    snprintf(esc, sizeof esc, "%s/esc.json", dir);
    snprintf(trts, sizeof trts, "%s/trts.json", dir);
    snprintf(cq, sizeof cq, "%s/cq.json", dir);
    snprintf(ca, sizeof ca, "%s/campaign.json", dir);
    bool ok = write_escarmouche(esc) && write_trts(trts) && write_conquest(cq) && write_campaign(ca);
    ok = ok && measure("Escarmouche, 30 rounds", esc, smoke);
    ok = ok && measure("TRTS duel, 32 rounds", trts, smoke);
    ok = ok && measure("Conquest, 4 random bots, 100 turns", cq, smoke);
    ok = ok && measure("Campaign, 4 computers, 40 turns", ca, smoke);
    remove(ca);
    remove(esc);
    remove(trts);
    remove(cq);
    rmdir(dir);
    if (!ok)
        fprintf(stderr, "bench_replay: a seek over %.0f ms, or a failure\n", TARGET_MS);
    return ok ? 0 : 1;
}
