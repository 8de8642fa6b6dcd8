/*
 * Replays (issue 38, src/data/replay.c, replay_cq.c): seeking to any step gives
 * the state stepping gives, in every game with a record; a save at step N
 * opens as a replay of exactly those N steps and the same state; Conquest saves
 * carry their record and refuse one that does not replay; files that are no
 * record are refused, naming the file and the key.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/trts_files.h"

static const trts_rules *rules(void)
{
    static trts_rules r;
    static bool loaded;
    if (!loaded) {
        char dir[DT_PATH_MAX];
        dt_source_path(dir, "assets/trts");
        data_error err;
        assert_true(data_trts_rules_load(dir, &r, &err));
        loaded = true;
    }
    return &r;
}

static data_replay replay, again; /* large */

static void open_replay(data_replay *r, const char *path)
{
    data_error err;
    if (!data_replay_load(path, rules(), r, &err)) {
        char msg[600];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
}

/* The state after step n, stepped from the start by the game's own rules. */
static void step_to(const data_replay *r, int n, void *out)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE: {
        esc_replay_result res = esc_record_replay(&r->esc, out, n);
        assert_int_equal(res.failed_at, -1);
        break;
    }
    case DATA_REPLAY_CONQUEST:
        assert_true(data_cq_record_replay(&r->cq, n, out));
        break;
    case DATA_REPLAY_TRTS: {
        trts_game_record *cut = malloc(sizeof *cut);
        assert_non_null(cut);
        *cut = *r->trts;
        cut->n_actions = n;
        int bad;
        assert_true(trts_replay(out, r->rules, cut, &bad));
        free(cut);
        break;
    }
    default:
        fail();
    }
}

/* Two states of the game are the same: by their text where the game has one. */
static void assert_same_state(const data_replay *r, const void *a, const void *b, int n)
{
    if (r->game == DATA_REPLAY_ESCARMOUCHE || r->game == DATA_REPLAY_CONQUEST) {
        char *x = r->game == DATA_REPLAY_ESCARMOUCHE ? data_state_to_json(a) : data_cq_state_to_json(a, NULL);
        char *y = r->game == DATA_REPLAY_ESCARMOUCHE ? data_state_to_json(b) : data_cq_state_to_json(b, NULL);
        assert_non_null(x);
        assert_non_null(y);
        if (strcmp(x, y) != 0)
            fail_msg("step %d: the seeked state differs from the stepped one", n);
        free(x);
        free(y);
        return;
    }
    const trts_state *s = a, *t = b;
    if (s->round != t->round || s->phase != t->phase || s->current != t->current || s->n_pieces != t->n_pieces ||
        memcmp(s->players, t->players, sizeof s->players) != 0 || memcmp(s->pieces, t->pieces, sizeof s->pieces) != 0 ||
        memcmp(&s->rng, &t->rng, sizeof s->rng) != 0)
        fail_msg("step %d: the seeked state differs from the stepped one", n);
}

/* Seek to every step (forwards, then backwards) against stepping. */
static void check_seek(const char *rel, data_replay_game game)
{
    char path[DT_PATH_MAX];
    dt_data_path(path, rel);
    open_replay(&replay, path);
    assert_int_equal(replay.game, game);
    assert_true(replay.n_steps > 0);
    size_t size = data_replay_state_size(&replay);
    void *a = malloc(size), *b = malloc(size);
    assert_non_null(a);
    assert_non_null(b);
    /* TRTS replays are long: every step near the checkpoints, a stride between. */
    int stride = replay.n_steps > 300 ? 7 : 1;
    for (int n = 0; n <= replay.n_steps; n += (n % replay.every < 2 || n % replay.every > replay.every - 3) ? 1 : stride) {
        memset(a, 0, size);
        memset(b, 0, size);
        assert_true(data_replay_seek(&replay, n, a));
        step_to(&replay, n, b);
        assert_same_state(&replay, a, b, n);
    }
    for (int n = replay.n_steps; n >= 0; n -= replay.n_steps / 5 + 1) {
        assert_true(data_replay_seek(&replay, n, a));
        step_to(&replay, n, b);
        assert_same_state(&replay, a, b, n);
    }
    assert_false(data_replay_seek(&replay, replay.n_steps + 1, a));
    assert_false(data_replay_seek(&replay, -1, a));
    free(a);
    free(b);
    data_replay_free(&replay);
}

static void test_seek_escarmouche(void **st)
{
    (void)st;
    check_seek("saves/hill-24-actions.json", DATA_REPLAY_ESCARMOUCHE);
}

static void test_seek_conquest(void **st)
{
    (void)st;
    check_seek("replay/conquest-duel-seed3.json", DATA_REPLAY_CONQUEST);
}

static void test_seek_trts(void **st)
{
    (void)st;
    check_seek("trts/golden/duel-twin-ridge.json", DATA_REPLAY_TRTS);
}

/* Play from step N: the save opens as a replay of N steps with the same state,
 * and as a game in the game's own loader. */
static void check_play_from(const char *rel)
{
    char path[DT_PATH_MAX], out[DT_PATH_MAX];
    dt_data_path(path, rel);
    dt_tmp_path(out, "replay-play-from.json");
    open_replay(&replay, path);
    int points[] = { 0, 1, replay.n_steps / 2, replay.n_steps };
    for (size_t k = 0; k < sizeof points / sizeof points[0]; k++) {
        int n = points[k];
        data_error err;
        assert_true(data_replay_save_at(&replay, n, out, &err));
        open_replay(&again, out);
        assert_int_equal(again.game, replay.game);
        assert_int_equal(again.n_steps, n);
        size_t size = data_replay_state_size(&replay);
        void *a = calloc(1, size), *b = calloc(1, size);
        assert_true(data_replay_seek(&replay, n, a));
        assert_true(data_replay_seek(&again, n, b));
        assert_same_state(&replay, a, b, n);
        free(a);
        free(b);
        data_replay_free(&again);
    }
    data_error err;
    assert_false(data_replay_save_at(&replay, replay.n_steps + 1, out, &err));
    assert_int_equal(err.kind, DATA_ERR_VALUE);
    data_replay_free(&replay);
}

static void test_play_from(void **st)
{
    (void)st;
    check_play_from("saves/hill-24-actions.json");
    check_play_from("replay/conquest-duel-seed3.json");
    check_play_from("trts/golden/duel-twin-ridge.json");
}

/* A Conquest save with its record: written and read back whole by the game's
 * loaders; older saves and bare states load as games with no record. */
static void test_cq_save_record(void **st)
{
    (void)st;
    char path[DT_PATH_MAX], out[DT_PATH_MAX];
    dt_data_path(path, "replay/conquest-duel-seed3.json");
    dt_tmp_path(out, "replay-cq-record.json");
    char map[64];
    data_seat seats[CQ_MAX_PLAYERS];
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    data_cq_record rec, rec2;
    data_cq_record_init(&rec);
    data_cq_record_init(&rec2);
    data_error err;
    assert_true(data_cq_save_load_record(path, map, sizeof map, seats, &g, s, NULL, NULL, &rec, &err));
    assert_non_null(rec.start);
    assert_int_equal(rec.n_turns, 4); /* conquest-sim --map duel --seed 3 --max-turns 6: over on turn 4 */
    assert_true(data_cq_save_save_record(out, map, seats, s, NULL, NULL, &rec, &err));
    size_t la, lb;
    char *a = dt_read(path, &la), *b = dt_read(out, &lb);
    assert_string_equal(a, b); /* written as read */
    free(a);
    free(b);
    /* The loaders that know nothing of records still read it. */
    assert_true(data_cq_save_load_setup(out, map, sizeof map, seats, &g, s, NULL, NULL, &err));
    /* A save written without a record is a game, not a replay. */
    assert_true(data_cq_save_save_seats(out, map, seats, s, NULL, &err));
    assert_true(data_cq_save_load_record(out, map, sizeof map, seats, &g, s, NULL, NULL, &rec2, &err));
    assert_null(rec2.start);
    assert_false(data_replay_load(out, rules(), &replay, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "replay-cq-record.json", "record");
    /* A record too long for a file is left out, never the game: the save is
     * written and continues the game, without a replay. */
    for (int t = 0; t < 450000; t++)
        assert_true(data_cq_record_push_turn(&rec, NULL, 0));
    assert_true(data_cq_save_save_record(out, map, seats, s, NULL, NULL, &rec, &err));
    assert_true(data_cq_save_load_record(out, map, sizeof map, seats, &g, s, NULL, NULL, &rec2, &err));
    assert_null(rec2.start);
    data_cq_record_free(&rec);
    data_cq_record_free(&rec2);
    cq_graph_free(&g);
    free(s);
}

/* A record of 50,000 Conquest turns: its checkpoints stay within their memory
 * bound (spaced wider), and seeking still gives the stepped state. */
static void test_long_record(void **st)
{
    (void)st;
    char path[DT_PATH_MAX], out[DT_PATH_MAX];
    dt_data_path(path, "replay/conquest-duel-seed3.json");
    dt_tmp_path(out, "replay-long.json");
    char map[64];
    data_seat seats[CQ_MAX_PLAYERS];
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s), *end = malloc(sizeof *end);
    data_cq_record rec;
    data_cq_record_init(&rec);
    data_error err;
    assert_true(data_cq_save_load_record(path, map, sizeof map, seats, &g, s, NULL, NULL, &rec, &err));
    data_cq_record_truncate(&rec, 0);
    rec.start->max_turns = CQ_MAX_TURN_LIMIT;
    for (int t = 0; t < 50000; t++)
        assert_true(data_cq_record_push_turn(&rec, NULL, 0));
    assert_true(data_cq_record_replay(&rec, -1, end));
    assert_true(data_cq_save_save_record(out, map, seats, end, NULL, NULL, &rec, &err));
    open_replay(&replay, out);
    assert_int_equal(replay.n_steps, 50000);
    assert_true((size_t)replay.n_checkpoints * replay.state_size <= DATA_REPLAY_CHECKPOINT_BYTES);
    assert_true(replay.every > 4);
    int points[] = { 0, 1, replay.every - 1, replay.every, 31337, 50000 };
    for (size_t k = 0; k < sizeof points / sizeof points[0]; k++) {
        assert_true(data_replay_seek(&replay, points[k], s));
        assert_true(data_cq_record_replay(&rec, points[k], end));
        assert_same_state(&replay, s, end, points[k]);
    }
    data_replay_free(&replay);
    data_cq_record_free(&rec);
    cq_graph_free(&g);
    free(s);
    free(end);
}

/* Text of the record file with one substring replaced. */
static void write_edited(const char *out, const char *from, const char *to)
{
    char path[DT_PATH_MAX];
    dt_data_path(path, "replay/conquest-duel-seed3.json");
    size_t len;
    char *text = dt_read(path, &len);
    char *at = strstr(text, from);
    assert_non_null(at);
    size_t head = (size_t)(at - text), tail = len - head - strlen(from);
    char *edited = malloc(len + strlen(to) + 1);
    memcpy(edited, text, head);
    memcpy(edited + head, to, strlen(to));
    memcpy(edited + head + strlen(to), at + strlen(from), tail);
    dt_write(out, edited, head + strlen(to) + tail);
    free(edited);
    free(text);
}

static void test_bad_files(void **st)
{
    (void)st;
    char out[DT_PATH_MAX];
    data_error err;
    dt_tmp_path(out, "replay-bad.json");
    /* Turns that do not reach the saved state: refused by every loader. */
    write_edited(out, "\"turns\": [", "\"turns\": [[], ");
    assert_false(data_replay_load(out, rules(), &replay, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "replay-bad.json", "record");
    char map[64];
    data_seat seats[CQ_MAX_PLAYERS];
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    assert_false(data_cq_save_load_setup(out, map, sizeof map, seats, &g, s, NULL, NULL, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "replay-bad.json", "record");
    /* An order of nobody. */
    write_edited(out, "[\"p1\",", "[\"p9\",");
    assert_false(data_replay_load(out, rules(), &replay, &err));
    assert_int_equal(err.kind, DATA_ERR_VALUE);
    assert_non_null(strstr(err.key, "record.turns["));
    /* A start that is no state. */
    write_edited(out, "\"start\": {", "\"start\": {\"graph\": 3, ");
    assert_false(data_replay_load(out, rules(), &replay, &err));
    assert_non_null(strstr(err.key, "record.start"));
    /* Not JSON, another kind of file, a bare state, a Campaign save. */
    dt_write(out, "{\"format\": \"skirmish-save\",", 27);
    assert_false(data_replay_load(out, rules(), &replay, &err));
    assert_int_equal(err.kind, DATA_ERR_SYNTAX);
    char path[DT_PATH_MAX];
    dt_source_path(path, "assets/squads/iron-vanguard.json");
    assert_false(data_replay_load(path, rules(), &replay, &err));
    dt_assert_error(&err, DATA_ERR_FORMAT, "iron-vanguard.json", "format");
    dt_data_path(path, "conquest/valid-state.json");
    assert_false(data_replay_load(path, rules(), &replay, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "valid-state.json", "record");
    dt_data_path(path, "campaign/golden/veldt-marches-2p-seed7.json");
    assert_false(data_replay_load(path, rules(), &replay, &err));
    assert_int_equal(err.kind, DATA_ERR_VALUE);
    /* An Escarmouche save whose action does not replay (the save's own check). */
    dt_data_path(path, "saves/hill-24-actions.json");
    size_t len;
    char *text = dt_read(path, &len);
    char *at = strstr(text, "\"deploy c8\"");
    assert_non_null(at);
    memcpy(at, "\"deploy c1\"", 11);
    dt_write(out, text, len);
    free(text);
    assert_false(data_replay_load(out, rules(), &replay, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "replay-bad.json", "actions[1]");
    cq_graph_free(&g);
    free(s);
}

/* The JSON the CLI prints: its keys, in order, and an out-of-range step. */
static void test_json(void **st)
{
    (void)st;
    char path[DT_PATH_MAX];
    dt_data_path(path, "saves/hill-24-actions.json");
    open_replay(&replay, path);
    char *text = data_replay_to_json(&replay, 3);
    assert_non_null(text);
    const char *keys[] = { "\"game\": \"escarmouche\"", "\"steps\"", "\"result\"", "\"at\": 3", "\"state\"",
                           "\"position\"" };
    const char *from = text;
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        const char *found = strstr(from, keys[k]);
        if (!found)
            fail_msg("%s missing or out of order", keys[k]);
        from = found;
    }
    free(text);
    assert_null(data_replay_to_json(&replay, replay.n_steps + 1));
    data_replay_free(&replay);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seek_escarmouche), cmocka_unit_test(test_seek_conquest),
        cmocka_unit_test(test_seek_trts),        cmocka_unit_test(test_play_from),
        cmocka_unit_test(test_cq_save_record),   cmocka_unit_test(test_bad_files),
        cmocka_unit_test(test_json),             cmocka_unit_test(test_long_record),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
