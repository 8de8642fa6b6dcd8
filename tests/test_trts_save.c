/*
 * TRTS saved games (docs/trts.md "Saved games") and golden games: a game is its
 * seed plus its action list. Saving and loading keeps every action; a stored game
 * replays to the stored result; the computer players, replayed from the stored
 * setup, make the same actions again; hostile saves are refused cleanly, naming
 * file, key and problem.
 *
 * With SKIRMISH_REGENERATE_GOLDEN=1 the golden files are rewritten (review the
 * diff like code).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/core/rng.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"
#include "trts_test_util.h"

static trts_game_record REC, BACK;
static trts_state S, T;
static trts_map MAP;

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

/* The final result as one line: winner, rounds, end, then per player areas,
 * supply, made, lost. */
static void summary(const trts_state *s, char *out, size_t size)
{
    int n = snprintf(out, size, "winner %d winners %d round %d end %d", s->winner, s->winners, s->round, s->end);
    for (int p = 0; p < s->n_players; p++)
        n += snprintf(out + n, size - (size_t)n, " | %d %d %d %d", trts_areas_of(s, p), trts_supply_on_map(s, p),
                      s->players[p].made, s->players[p].lost);
}

static void test_round_trip(void **st)
{
    (void)st;
    load_map("twin-ridge");
    trts_setup setup = {TRTS_DUEL, 2, {TRTS_LUMINAR, TRTS_DIRECTORATE}, {true, false}, 12345678901234567ULL, {0}};
    assert_true(trts_ai_play_game(&S, &MAP, tt_rules(), &setup, &REC));
    REC.setup.level[0] = TRTS_AI_HARD; /* the level is the seat's, kept by the save */
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "trts-round-trip.json");
    data_error err;
    assert_true(data_trts_save_write(path, &REC, &err));
    if (!data_trts_save_load(path, tt_rules(), &BACK, &err))
        fail_msg("%s: %s: %s", err.file, err.key, err.message);
    assert_int_equal(BACK.setup.seed, setup.seed);
    assert_int_equal(BACK.setup.computer[0], true);
    assert_int_equal(BACK.setup.computer[1], false);
    assert_int_equal(BACK.setup.level[0], TRTS_AI_HARD);
    assert_int_equal(BACK.setup.level[1], TRTS_AI_EASY);
    assert_int_equal(BACK.n_actions, REC.n_actions);
    assert_memory_equal(BACK.actions, REC.actions, (size_t)REC.n_actions * sizeof REC.actions[0]);
    assert_string_equal(BACK.map.name, MAP.name);
    assert_int_equal(BACK.map.n_edges, MAP.n_edges);
    int bad;
    assert_true(trts_replay(&T, tt_rules(), &BACK, &bad));
    char a[512], b[512];
    summary(&S, a, sizeof a);
    summary(&T, b, sizeof b);
    assert_string_equal(a, b);
}

typedef struct golden {
    const char *file, *map;
    trts_setup setup;
} golden;

static const golden goldens[] = {
    {"duel-twin-ridge.json", "twin-ridge", {TRTS_DUEL, 2, {TRTS_DIRECTORATE, TRTS_MYRIAD}, {true, true}, 1, {0}}},
    {"ffa-three-crowns.json", "three-crowns", {TRTS_FFA, 3, {TRTS_LUMINAR, TRTS_MYRIAD, TRTS_DIRECTORATE}, {true, true, true}, 2, {0}}},
    {"team-four-winds.json", "four-winds",
     {TRTS_TEAM, 4, {TRTS_MYRIAD, TRTS_LUMINAR, TRTS_DIRECTORATE, TRTS_MYRIAD}, {true, true, true, true}, 3, {0}}},
    {"lms-four-winds.json", "four-winds",
     {TRTS_LMS, 4, {TRTS_DIRECTORATE, TRTS_LUMINAR, TRTS_MYRIAD, TRTS_LUMINAR}, {true, true, true, true}, 4, {0}}},
    /* the normal and hard levels (their levels are saved with the seats) */
    {"duel-levels-three-crowns.json", "three-crowns",
     {TRTS_DUEL, 2, {TRTS_MYRIAD, TRTS_LUMINAR}, {true, true}, 5, {TRTS_AI_HARD, TRTS_AI_NORMAL}}},
};

/* A save from before computer levels (no "level") loads with easy seats. */
static void test_old_save_easy(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_data_path(path, "trts/old-save-no-level.json");
    data_error err;
    if (!data_trts_save_load(path, tt_rules(), &BACK, &err))
        fail_msg("%s: %s: %s", err.file, err.key, err.message);
    assert_true(BACK.setup.computer[0]);
    assert_int_equal(BACK.setup.level[0], TRTS_AI_EASY);
    assert_int_equal(BACK.setup.level[1], TRTS_AI_EASY);
}

static void test_golden_games(void **st)
{
    (void)st;
    const char *regen = getenv("SKIRMISH_REGENERATE_GOLDEN");
    bool regenerate = regen && strcmp(regen, "0") != 0 && regen[0];
    for (size_t g = 0; g < sizeof goldens / sizeof goldens[0]; g++) {
        const golden *gd = &goldens[g];
        load_map(gd->map);
        char path[DT_PATH_MAX], sumpath[DT_PATH_MAX], rel[128];
        if ((size_t)snprintf(rel, sizeof rel, "trts/golden/%s", gd->file) >= (size_t)(sizeof rel))
            fail_msg("path too long");
        dt_data_path(path, rel);
        if ((size_t)snprintf(rel, sizeof rel, "trts/golden/%s.result", gd->file) >= (size_t)(sizeof rel))
            fail_msg("path too long");
        dt_data_path(sumpath, rel);
        char now[512];
        if (regenerate) {
            assert_true(trts_ai_play_game(&S, &MAP, tt_rules(), &gd->setup, &REC));
            data_error err;
            assert_true(data_trts_save_write(path, &REC, &err));
            summary(&S, now, sizeof now);
            strcat(now, "\n");
            dt_write(sumpath, now, strlen(now));
        }
        /* the stored game replays to the stored result */
        data_error err;
        if (!data_trts_save_load(path, tt_rules(), &BACK, &err))
            fail_msg("%s: %s: %s", err.file, err.key, err.message);
        int bad;
        assert_true(trts_replay(&T, tt_rules(), &BACK, &bad));
        assert_int_equal(T.phase, TRTS_PHASE_OVER);
        summary(&T, now, sizeof now);
        size_t len;
        char *want = dt_read(sumpath, &len);
        if (len && want[len - 1] == '\n')
            want[len - 1] = '\0';
        if (strcmp(now, want) != 0)
            fail_msg("%s: replayed to \"%s\", stored \"%s\"", gd->file, now, want);
        free(want);
        /* the computer players make the same actions again */
        assert_true(trts_ai_play_game(&S, &MAP, tt_rules(), &BACK.setup, &REC));
        assert_int_equal(REC.n_actions, BACK.n_actions);
        assert_memory_equal(REC.actions, BACK.actions, (size_t)REC.n_actions * sizeof REC.actions[0]);
    }
}

typedef struct hostile {
    const char *file;
    data_error_kind kind;
    const char *key;
} hostile;

static const hostile hostiles[] = {
    {"truncated.json", DATA_ERR_SYNTAX, ""},
    {"wrong-format.json", DATA_ERR_FORMAT, "format"},
    {"future-version.json", DATA_ERR_FORMAT, "version"},
    {"no-map.json", DATA_ERR_MISSING, "map"},
    {"bad-map.json", DATA_ERR_VALUE, "map.edges[0].b"},
    {"bad-type.json", DATA_ERR_VALUE, "setup.type"},
    {"seed-number.json", DATA_ERR_TYPE, "setup.seed"},
    {"bad-faction.json", DATA_ERR_VALUE, "setup.players[1].faction"},
    {"bad-level.json", DATA_ERR_VALUE, "setup.players[0].level"},
    {"level-number.json", DATA_ERR_TYPE, "setup.players[0].level"},
    {"wrong-players.json", DATA_ERR_VALUE, "setup"},
    {"action-unknown.json", DATA_ERR_VALUE, "actions[0][0]"},
    {"action-short.json", DATA_ERR_TYPE, "actions[0]"},
    {"action-huge-index.json", DATA_ERR_VALUE, "actions[0][2]"},
    {"action-illegal.json", DATA_ERR_VALUE, "actions[1]"},
};

static void test_hostile_saves(void **st)
{
    (void)st;
    char dir[DT_PATH_MAX];
    dt_data_path(dir, "trts/saves");
    static char names[64][256];
    int n = dt_list_json(dir, names, 64);
    assert_int_equal(n, (int)(sizeof hostiles / sizeof hostiles[0]));
    for (int i = 0; i < n; i++) {
        const hostile *h = NULL;
        for (size_t k = 0; k < sizeof hostiles / sizeof hostiles[0]; k++)
            if (strcmp(hostiles[k].file, names[i]) == 0)
                h = &hostiles[k];
        if (!h)
            fail_msg("%s is not in the table", names[i]);
        char path[DT_PATH_MAX + 300];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, names[i]) >= (size_t)(sizeof path))
            fail_msg("path too long");
        data_error err;
        if (data_trts_save_load(path, tt_rules(), &BACK, &err))
            fail_msg("%s was accepted", names[i]);
        if (err.kind != h->kind || strcmp(err.key, h->key) != 0)
            fail_msg("%s: got kind %d key \"%s\" (%s), want kind %d key \"%s\"", names[i], err.kind, err.key,
                     err.message, h->kind, h->key);
        assert_non_null(strstr(err.file, names[i]));
    }
}

/* Random damage to a stored game (bytes changed, cut short) is refused with an
 * error or loads; it never crashes (the sanitizer build watches). */
static void test_mangled_saves(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_data_path(path, "trts/golden/duel-twin-ridge.json");
    size_t len;
    char *orig = dt_read(path, &len);
    char *text = malloc(len + 1);
    assert_non_null(text);
    core_rng rng;
    core_rng_seed(&rng, 99);
    static const char junk[] = "{}[],:\"0-9e.x \\";
    for (int round = 0; round < 60; round++) {
        memcpy(text, orig, len + 1);
        size_t n = len;
        int edits = 1 + (int)core_rng_below(&rng, 4);
        for (int e = 0; e < edits; e++)
            text[core_rng_below(&rng, (uint32_t)n)] = junk[core_rng_below(&rng, (uint32_t)(sizeof junk - 1))];
        if (round % 5 == 0)
            n = core_rng_below(&rng, (uint32_t)n);
        data_error err;
        if (!data_trts_save_parse(text, n, "mangled.json", tt_rules(), &BACK, &err)) {
            assert_string_equal(err.file, "mangled.json");
            assert_true(err.message[0] != '\0');
        }
    }
    free(text);
    free(orig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_old_save_easy),
        cmocka_unit_test(test_golden_games),
        cmocka_unit_test(test_hostile_saves),
        cmocka_unit_test(test_mangled_saves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
