/*
 * The Campaign's record (issue 38; include/skirmish/data/campaign_record.h,
 * src/data/replay_campaign*.c): a simulated campaign recorded decision by
 * decision replays to the state it reached; seeking gives the state stepping
 * gives; a save at step N opens as a replay of those N steps; each duel opens
 * as an Escarmouche record; a save without a record loads as a game and is no
 * replay; a record whose step does not replay is refused naming the step, by
 * the replay and by the game's own loader; a human's Downtime recorded
 * purchase by purchase replays too, and so does a campaign driven through the
 * client's calls (src/client/campaign/record.c), its battles fought as board
 * matches.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "campaign/record.h"
#include "data_test_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay.h"

static campaign_library library;
static campaign_map map;
static campaign_state state, other, stepped;
static data_campaign_record rec;
static data_replay replay, again;

/* Escarmouche maps for the battles, from the source tree. */
static const esc_map *battle_map(void *user, const char *name)
{
    (void)user;
    static char names[8][CAMPAIGN_NAME_MAX];
    static esc_map maps[8];
    static int n;
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return &maps[i];
    char rel[128], path[DT_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/%s.json", name);
    dt_source_path(path, rel);
    data_error err;
    if (n >= 8 || !data_map_load(path, &maps[n], &err))
        return NULL;
    snprintf(names[n], sizeof names[n], "%s", name);
    return &maps[n++];
}

static const campaign_sim_observer observer = {
    &rec,
    data_campaign_record_on_downtime,
    data_campaign_record_on_end_downtime,
    data_campaign_record_on_orders,
    data_campaign_record_on_standoff,
    data_campaign_record_on_end_standoffs,
    data_campaign_record_on_squad,
    data_campaign_record_on_bonus,
    data_campaign_record_on_duel,
    data_campaign_record_on_retreat,
    data_campaign_record_on_end_turn,
};

static void set_up(const char *map_name, int players, uint64_t seed)
{
    char path[DT_PATH_MAX], rel[128];
    data_error err;
    snprintf(rel, sizeof rel, "maps/campaign/%s.json", map_name);
    dt_source_path(path, rel);
    assert_true(data_campaign_map_load(path, &map, &err));
    dt_source_path(path, "");
    assert_true(data_campaign_library_load(path, &library, &err));
    campaign_settings settings;
    campaign_settings_default(&settings, players);
    settings.seed = seed;
    settings.turn_limit = 12;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    assert_true(campaign_library_first_elite(&library, &heroes[0]));
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    assert_int_equal(campaign_state_init(&state, &map, &settings, heroes), CAMPAIGN_SETUP_OK);
    data_campaign_record_init(&rec);
    assert_true(data_campaign_record_begin(&rec, &state));
}

static void open_replay(data_replay *r, const char *path)
{
    data_error err;
    if (!data_replay_load(path, NULL, r, &err)) {
        char msg[600];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
}

static void assert_same_state(const campaign_state *a, const campaign_state *b)
{
    char *x = data_campaign_save_to_json(a, NULL), *y = data_campaign_save_to_json(b, NULL);
    assert_non_null(x);
    assert_non_null(y);
    assert_string_equal(x, y);
    free(x);
    free(y);
}

/* A whole simulated campaign, recorded, saved, opened as a replay. */
static void record_campaign(const char *map_name, int players, uint64_t seed, const char *path)
{
    set_up(map_name, players, seed);
    campaign_sim_config cfg = { AI_EASY, 1, battle_map, NULL, NULL };
    char why[200];
    assert_true(campaign_sim_run_observed(&state, &library, &cfg, &observer, why, (int)sizeof why));
    assert_false(rec.broken);
    data_error err;
    assert_true(data_campaign_save_record(path, &state, NULL, NULL, NULL, &rec, &err));
}

static void test_sim_replays_to_its_end(void **st)
{
    (void)st;
    const struct {
        const char *map;
        int players;
        uint64_t seed;
    } games[] = { { "veldt-marches", 2, 3 }, { "three-crowns", 3, 5 }, { "four-rivers", 4, 9 } };
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        char path[DT_PATH_MAX];
        dt_tmp_path(path, "campaign-record.json");
        record_campaign(games[g].map, games[g].players, games[g].seed, path);
        open_replay(&replay, path);
        assert_int_equal(replay.game, DATA_REPLAY_CAMPAIGN);
        assert_int_equal(replay.n_steps, rec.n_steps);
        assert_true(replay.n_steps > 20);
        /* Seeking agrees with stepping, at every step. */
        stepped = *replay.ca.start;
        for (int i = 0; i <= replay.n_steps; i++) {
            assert_true(data_replay_seek(&replay, i, &other));
            assert_same_state(&stepped, &other);
            if (i < replay.n_steps)
                assert_true(data_campaign_record_apply(&replay.ca, i, &stepped, NULL, 0));
        }
        /* The last step is the campaign the simulation ended on. */
        assert_same_state(&state, &other);
        assert_int_equal(other.phase, CAMPAIGN_PHASE_OVER);
        data_replay_free(&replay);
        data_campaign_record_free(&rec);
    }
}

static void test_play_from_and_duels(void **st)
{
    (void)st;
    char path[DT_PATH_MAX], out[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-record.json");
    dt_tmp_path(out, "campaign-from.json");
    record_campaign("four-rivers", 2, 11, path);
    open_replay(&replay, path);
    int duels = 0;
    for (int n = 0; n <= replay.n_steps; n++) {
        bool duel = n < replay.n_steps && replay.ca.steps[n].kind == DATA_CAMPAIGN_DUEL;
        if (!(n % 7 == 0 || duel || n == replay.n_steps))
            continue;
        data_error err;
        assert_true(data_replay_save_at(&replay, n, out, &err));
        /* The game's own loader takes it, and it is a replay of exactly n steps. */
        campaign_map m2;
        data_seat seats[CAMPAIGN_MAX_PLAYERS];
        assert_true(data_campaign_load_seats(out, &m2, &stepped, seats, NULL, NULL, &err));
        open_replay(&again, out);
        assert_int_equal(again.n_steps, n);
        assert_true(data_replay_seek(&replay, n, &other));
        assert_same_state(&stepped, &other);
        assert_true(data_replay_seek(&again, n, &stepped));
        assert_same_state(&stepped, &other);
        data_replay_free(&again);
        if (duel) {
            /* The battle as an Escarmouche record, hooks and all: it plays to its end. */
            esc_record er;
            memset(&er, 0, sizeof er);
            assert_true(data_replay_campaign_duel(&replay, n, &er));
            assert_int_equal(er.n_actions, replay.ca.steps[n].count);
            static esc_game game;
            esc_replay_result res = esc_record_replay(&er, &game, -1);
            assert_int_equal(res.failed_at, -1);
            assert_int_equal(game.phase, ESC_PHASE_OVER);
            esc_record_free(&er);
            duels++;
        } else {
            esc_record er;
            memset(&er, 0, sizeof er);
            assert_false(data_replay_campaign_duel(&replay, n, &er));
        }
    }
    assert_true(duels > 0);
    data_replay_free(&replay);
    data_campaign_record_free(&rec);
}

static void test_old_save_is_a_game(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-old.json");
    set_up("three-crowns", 2, 4);
    data_error err;
    assert_true(data_campaign_save_seats(path, &state, NULL, NULL, NULL, &err));
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    assert_true(data_campaign_load_record(path, &map, &other, seats, NULL, NULL, &rec, &err));
    assert_null(rec.start);
    assert_false(data_replay_load(path, NULL, &replay, &err));
    assert_string_equal(err.key, "record");
    assert_non_null(strstr(err.message, "game to continue"));
    data_campaign_record_free(&rec);
}

/* Replaces the first occurrence of `from` in the file with `to`. */
static void edit_file(const char *path, const char *from, const char *to)
{
    size_t len;
    char *text = dt_read(path, &len);
    char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(from), m = strlen(to);
    char *edited = malloc(len - n + m + 1);
    memcpy(edited, text, (size_t)(at - text));
    memcpy(edited + (at - text), to, m);
    memcpy(edited + (at - text) + m, at + n, len - (size_t)(at - text) - n + 1);
    dt_write(path, edited, strlen(edited));
    free(text);
    free(edited);
}

static void test_broken_step_refused(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-broken.json");
    record_campaign("veldt-marches", 2, 3, path);
    data_campaign_record_free(&rec);
    /* The first turn ends before its Downtime does. */
    edit_file(path, "[\"end-downtime\"]", "[\"end-turn\"]");
    data_error err;
    assert_false(data_replay_load(path, NULL, &replay, &err));
    assert_non_null(strstr(err.key, "record.steps["));
    assert_non_null(strstr(err.message, "does not replay"));
    campaign_map m2;
    assert_false(data_campaign_load_seats(path, &m2, &other, NULL, NULL, NULL, &err));
    assert_non_null(strstr(err.key, "record.steps["));
}

/* A human's Downtime, purchase by purchase (what the client records): a unit
 * recruited then dismissed in the same Downtime, which no before-and-after
 * reading could tell, replays. */
static void test_human_downtime(void **st)
{
    (void)st;
    set_up("three-crowns", 2, 8);
    int army = state.forces.armies[0].id, p = state.forces.armies[0].player;
    const esc_unit_def *def = &library.units[0];
    assert_int_equal(campaign_recruit(&state, p, def, army), CAMPAIGN_DT_OK);
    assert_true(data_campaign_record_recruit(&rec, p, def, army, &state));
    int uid = state.players[p].units[state.players[p].n_units - 1].uid;
    assert_int_equal(campaign_dismiss(&state, p, uid), CAMPAIGN_DT_OK);
    assert_true(data_campaign_record_dismiss(&rec, p, uid, &state));
    other = state;
    campaign_ai_downtime(&state, 1 - p, &library);
    assert_true(data_campaign_record_downtime(&rec, 1 - p, &other, &state));
    campaign_end_downtime(&state);
    assert_true(data_campaign_record_end_downtime(&rec, &state));
    stepped = *rec.start;
    for (int i = 0; i < rec.n_steps; i++)
        assert_true(data_campaign_record_apply(&rec, i, &stepped, NULL, 0));
    assert_same_state(&state, &stepped);
    /* A step the rules refuse says why. */
    char why[160];
    assert_false(data_campaign_record_apply(&rec, 1, &stepped, why, (int)sizeof why));
    assert_non_null(strstr(why, "player"));
    /* Ruling: a record missing a decision is left out of the save, which loads
     * as a game (never a file the game refuses). */
    data_campaign_record_truncate(&rec, rec.n_steps - 1);
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-short.json");
    data_error err;
    assert_true(data_campaign_save_record(path, &state, NULL, NULL, NULL, &rec, &err));
    data_campaign_record_free(&rec);
    static campaign_map m2;
    assert_true(data_campaign_load_record(path, &m2, &other, NULL, NULL, NULL, &rec, &err));
    assert_null(rec.start);
    assert_same_state(&state, &other);
}

static int board_duels;

/* A board match for the current duel, played to its end (every deployment, then
 * turn ends to the round limit), as the client would hand it over. */
static void board_duel(campaign_state *s)
{
    static campaign_duel duel;
    static esc_game game;
    assert_true(campaign_duel_setup(s, &duel));
    esc_map plain;
    memset(&plain, 0, sizeof plain);
    const esc_map *m = duel.battle_map[0] ? battle_map(NULL, duel.battle_map) : &plain;
    assert_non_null(m);
    const esc_squad *squads[ESC_SIDES] = { &duel.squads[0], &duel.squads[1] };
    esc_record match;
    memset(&match, 0, sizeof match);
    esc_record_init(&match, m, squads, &duel.settings, duel.seed);
    assert_int_equal(esc_record_start(&match, &game, NULL), ESC_SETUP_OK);
    static esc_action legal[1024];
    while (game.phase != ESC_PHASE_OVER) {
        int n = esc_game_legal_actions(&game, legal, 1024), pick = 0;
        assert_true(n > 0);
        for (int i = 0; i < n; i++)
            if (legal[i].kind == ESC_ACT_END_TURN)
                pick = i;
        assert_int_equal(esc_game_apply(&game, &legal[pick], NULL), ESC_OK);
        assert_true(esc_record_push(&match, &legal[pick]));
    }
    int health[ESC_MAX_UNITS];
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        health[id] = (game.units[id].flags & ESC_UF_DEAD) || game.units[id].health < 0 ? 0 : game.units[id].health;
    /* Every other duel handed over as the campaign keeps a match: its save text. */
    if (board_duels++ % 2 == 0) {
        assert_true(campaign_rec_duel_finish(&rec, s, &duel, &match, game.winner, health));
    } else {
        char *text = data_save_to_json(&match);
        assert_non_null(text);
        assert_true(campaign_rec_duel_finish_json(&rec, s, &duel, text, game.winner, health));
        free(text);
    }
    esc_record_free(&match);
}

/* A campaign as the client plays it, each decision through campaign_rec_*: seat 0
 * a "human" taking the computer's choices one by one, seat 1 the computer. */
static void test_client_calls(void **st)
{
    (void)st;
    set_up("veldt-marches", 2, 21);
    while (state.phase != CAMPAIGN_PHASE_OVER) {
        /* Downtime: seat 0 buys what the computer would, one purchase at a time. */
        other = state;
        campaign_ai_downtime(&other, 0, &library);
        for (int k = 0; k < other.players[0].n_units; k++) {
            const campaign_unit *u = &other.players[0].units[k];
            if (u->uid >= state.players[0].next_uid)
                assert_int_equal(campaign_rec_recruit(&rec, &state, 0, &u->base, u->army), CAMPAIGN_DT_OK);
        }
        campaign_rec_ai_downtime(&rec, &state, 1, &library);
        campaign_rec_end_downtime(&rec, &state);
        campaign_order all[CAMPAIGN_MAX_ARMIES];
        int n = 0;
        for (int p = 0; p < 2; p++) {
            campaign_view v;
            campaign_state_view(&state, p, &v);
            n += campaign_ai_orders(&v, all + n, CAMPAIGN_MAX_ARMIES - n);
        }
        campaign_rec_begin_resolution(&rec, &state, all, n);
        for (int so = 0; so < state.res.n_standoffs; so++)
            for (int p = 0; p < 2; p++)
                if (state.res.standoffs[so].entrants >> p & 1u)
                    campaign_rec_choose_standoff(&rec, &state, p, state.res.standoffs[so].loc, true);
        campaign_rec_finish_resolution(&rec, &state);
        int b, sides[2];
        while (campaign_current_duel(&state, &b, &sides[0], &sides[1])) {
            for (int k = 0; k < 2; k++) {
                campaign_view v;
                campaign_state_view(&state, sides[k], &v);
                assert_int_equal(campaign_rec_set_squad(&rec, &state, b, sides[k], campaign_ai_squad(&v, b)),
                                 CAMPAIGN_SQUAD_OK);
            }
            campaign_rec_set_bonus(&rec, &state, b, sides[0], CAMPAIGN_BONUS_ASSAULT, false, false, CAMPAIGN_NO_UNIT);
            board_duel(&state);
        }
        for (int bb = 0; bb < state.n_battles; bb++) {
            uint64_t options = campaign_retreat_options(&state, bb);
            if (options)
                assert_true(campaign_rec_set_retreat(&rec, &state, bb, campaign_default_retreat(&state, options)));
        }
        campaign_rec_end_turn(&rec, &state);
    }
    assert_false(rec.broken);
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-client.json");
    data_error err;
    assert_true(data_campaign_save_record(path, &state, NULL, NULL, NULL, &rec, &err));
    open_replay(&replay, path);
    assert_true(data_replay_seek(&replay, replay.n_steps, &other));
    assert_same_state(&state, &other);
    bool duels = false;
    for (int i = 0; i < replay.n_steps; i++)
        duels = duels || replay.ca.steps[i].kind == DATA_CAMPAIGN_DUEL;
    assert_true(duels);
    assert_true(board_duels >= 2); /* both ways of handing a match over */
    data_replay_free(&replay);
    data_campaign_record_free(&rec);
}

static void test_json(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "campaign-record.json");
    record_campaign("veldt-marches", 2, 6, path);
    data_campaign_record_free(&rec);
    open_replay(&replay, path);
    char *text = data_replay_to_json(&replay, 3);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"game\": \"campaign\""));
    assert_non_null(strstr(text, "\"renown_earned\""));
    assert_non_null(strstr(text, "\"format\": \"skirmish-campaign\""));
    assert_non_null(strstr(text, "\"at\": 3"));
    free(text);
    data_replay_free(&replay);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sim_replays_to_its_end), cmocka_unit_test(test_play_from_and_duels),
        cmocka_unit_test(test_old_save_is_a_game),     cmocka_unit_test(test_broken_step_refused),
        cmocka_unit_test(test_human_downtime),         cmocka_unit_test(test_client_calls),
        cmocka_unit_test(test_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
