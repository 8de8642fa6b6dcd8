/*
 * No future dice in any frame (issue 39): for each kind the game server
 * hosts (Escarmouche, Conquest, TRTS, the Campaign) and for conquest-serve,
 * every frame a seat or a watcher is sent while the game runs (each seat's
 * view, the watchers' view, Escarmouche's history, the game's row in the
 * list, conquest-serve's game_state) is built twice: as it stands, and with
 * ONLY the server's random state changed (the game's seed, the computer's
 * seed, the rules' generators, the bots' generators, the battles' and duels'
 * seeds). The two must be byte-identical: a frame that moved would tell a
 * client something from which it could foretell the dice. The games are
 * played on between the checks, through the server's own act path.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "gsrv_impl.h"
#include "cq_serve_impl.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/paths.h"

#define SHAKE 0x5DEECE66DA5A5A5Aull

static gsrv *open_server(const char *name)
{
    static char store[4200];
    const char *tmp = getenv("SKIRMISH_TEST_TMP"), *src = getenv("SKIRMISH_SOURCE_DIR");
    assert_non_null(tmp);
    assert_non_null(src);
    snprintf(store, sizeof store, "%s/serve-secrets-%s", tmp, name);
    mkdir(store, 0755);
    gsrv_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.store_dir = store;
    cfg.content_dir = src;
    cfg.version = "test";
    char why[256] = "";
    gsrv *s = gsrv_open(&cfg, why, sizeof why);
    if (s == NULL)
        fail_msg("gsrv_open: %s", why);
    return s;
}

/* Every random state the server holds for g, changed (a second call undoes it).
 * Escarmouche's seed stays: it makes only the draws of deployment (who deploys
 * first, the first-turn dice), and once those are shown the history tells it,
 * so that a client replays the game; what it draws next is the live generator
 * (changed here), and the computer's seeds come from ai_seed (changed too). */
static void shake(gs_game *g)
{
    if (g->kind != GS_ESCARMOUCHE)
        g->seed ^= SHAKE;
    g->ai_seed ^= SHAKE;
    g->game.rng.state ^= SHAKE;
    if (g->cq) {
        g->cq->state.rng.state ^= SHAKE;
        for (int p = 0; p < GSRV_SEATS; p++)
            g->cq->rng[p].state ^= SHAKE;
    }
#ifdef GSRV_HAVE_TRTS
    if (g->trts) {
        g->trts->state.rng.state ^= SHAKE;
        g->trts->setup.seed ^= SHAKE;
    }
#endif
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->ca) {
        campaign_state *st = &g->ca->state;
        st->rules.state ^= SHAKE;
        st->computer.state ^= SHAKE;
        st->settings.seed ^= SHAKE;
        for (int b = 0; b < CAMPAIGN_MAX_BATTLES; b++)
            st->battles[b].seed ^= SHAKE;
        g->ca->duel.seed ^= SHAKE;
        g->ca->board.rng.state ^= SHAKE;
    }
#endif
}

static void add_frame(char **all, size_t *len, cJSON *frame)
{
    char *text = cJSON_PrintUnformatted(frame);
    cJSON_Delete(frame);
    assert_non_null(text);
    size_t n = strlen(text);
    *all = realloc(*all, *len + n + 2);
    assert_non_null(*all);
    memcpy(*all + *len, text, n);
    (*all)[*len + n] = '\n';
    (*all)[*len + n + 1] = '\0';
    *len += n + 1;
    free(text);
}

/* Every frame of g the server would send now, to each seat and to a watcher. */
static char *frames(const gs_game *g)
{
    char *all = NULL;
    size_t len = 0;
    for (int seat = -1; seat < g->n_seats; seat++) {
        add_frame(&all, &len, gs_game_view(g, seat));
        if (g->kind == GS_ESCARMOUCHE)
            add_frame(&all, &len, gs_esc_history(g, seat));
    }
    add_frame(&all, &len, gs_game_row(g));
    return all;
}

/* The frames as they are, then with only the random state changed: the same.
 * Once the game is over nothing is left to foretell (a Conquest view then
 * tells the generator, for the record's replay). */
static void check_same(gs_game *g, const char *when)
{
    if (g->status == GS_STATUS_OVER)
        return;
    char *before = frames(g);
    shake(g);
    char *after = frames(g);
    shake(g);
    if (strcmp(before, after) != 0) {
        size_t i = 0;
        while (before[i] && before[i] == after[i])
            i++;
        size_t from = i > 80 ? i - 80 : 0;
        fail_msg("%s: a frame changes with the server's random state alone, at byte %zu:\n  %.160s\n  %.160s", when, i,
                 before + from, after + from);
    }
    free(before);
    free(after);
}

static gs_game *create(gsrv *s, const char *json)
{
    cJSON *msg = cJSON_Parse(json);
    assert_non_null(msg);
    int seat = -1;
    const char *code = NULL;
    char message[256] = "";
    gs_game *g = gs_game_create(s, msg, "Alice", &seat, &code, message, sizeof message);
    cJSON_Delete(msg);
    if (g == NULL)
        fail_msg("create: %s %s", code, message);
    return g;
}

static void join(gsrv *s, gs_game *g, int seat, const char *squad)
{
    cJSON *sq = squad ? cJSON_CreateString(squad) : NULL;
    const char *code = NULL;
    char message[256] = "";
    if (!gs_game_join(s, g, seat, sq, "Bob", &code, message, sizeof message))
        fail_msg("join: %s %s", code, message);
    cJSON_Delete(sq);
}

static void act(gsrv *s, gs_game *g, int seat, cJSON *action)
{
    const char *code = NULL;
    char message[256] = "";
    int problem = -1;
    bool ok = gs_game_act(s, g, seat, gs_game_act_seq(g, seat), action, &code, message, sizeof message, &problem);
    cJSON_Delete(action);
    if (!ok)
        fail_msg("act (seat %d): %s %s", seat, code, message);
}

static void test_escarmouche(void **state)
{
    (void)state;
    gsrv *s = open_server("esc");
    gs_game *g = create(s, "{\"type\":\"create\",\"kind\":\"escarmouche\",\"map\":\"crossroads\",\"seed\":\"42\","
                           "\"seats\":[{\"player\":\"me\",\"squad\":\"iron-vanguard\"},{\"player\":\"open\"}]}");
    check_same(g, "escarmouche, open");
    join(s, g, 1, "longbow-line");
    check_same(g, "escarmouche, deploying");
    static esc_action acts[ESC_MAX_ACTIONS];
    bool battled = false;
    for (int step = 0; step < 120 && g->status == GS_STATUS_PLAYING; step++) {
        int n = esc_game_legal_actions(&g->game, acts, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        if (n > ESC_MAX_ACTIONS)
            n = ESC_MAX_ACTIONS;
        char text[ESC_ACTION_TEXT_MAX];
        esc_action_format(&g->game, &acts[(step * 7919) % n], text);
        act(s, g, g->game.active, cJSON_CreateString(text));
        battled = battled || g->game.phase != ESC_PHASE_DEPLOY;
        char when[64];
        snprintf(when, sizeof when, "escarmouche, action %d", step + 1);
        check_same(g, when);
    }
    assert_true(battled);
    gsrv_close(s);
}

/* The computer's seeds come from a secret of the game's, not from the seed
 * the history tells once deployment ends: two games of the same seed have
 * different ones, and a restarted server keeps each game's. */
static void test_computer_seed(void **state)
{
    (void)state;
    const char *msg = "{\"type\":\"create\",\"kind\":\"escarmouche\",\"map\":\"hill\",\"seed\":\"42\","
                      "\"seats\":[{\"player\":\"me\",\"squad\":\"iron-vanguard\"},"
                      "{\"player\":\"computer\",\"level\":\"random\",\"squad\":\"longbow-line\"}]}";
    gsrv *s = open_server("ai");
    gs_game *a = create(s, msg), *b = create(s, msg);
    assert_int_equal(a->seed, b->seed);
    assert_true(a->ai_seed != b->ai_seed);
    assert_true(a->ai_seed != a->seed);
    char id[GSRV_ID_LEN + 1];
    snprintf(id, sizeof id, "%s", a->id);
    uint64_t kept = a->ai_seed;
    gsrv_close(s);
    s = open_server("ai");
    gs_game *again = gs_game_find(s, id);
    assert_non_null(again);
    assert_int_equal(again->ai_seed, kept);
    gsrv_close(s);
}

/* A seed chosen in create is no secret from its creator, who may know every
 * draw it makes: the lobby's row says so ("seed_chosen") to whoever would join,
 * and a restarted server still says it. A drawn seed says nothing. */
static void test_seed_chosen(void **state)
{
    (void)state;
    gsrv *s = open_server("chosen");
    gs_game *chosen = create(s, "{\"type\":\"create\",\"kind\":\"escarmouche\",\"map\":\"crossroads\",\"seed\":\"7\","
                                "\"seats\":[{\"player\":\"me\",\"squad\":\"iron-vanguard\"},{\"player\":\"open\"}]}");
    gs_game *drawn = create(s, "{\"type\":\"create\",\"kind\":\"escarmouche\",\"map\":\"crossroads\","
                               "\"seats\":[{\"player\":\"me\",\"squad\":\"iron-vanguard\"},{\"player\":\"open\"}]}");
    char id[GSRV_ID_LEN + 1], other[GSRV_ID_LEN + 1];
    snprintf(id, sizeof id, "%s", chosen->id);
    snprintf(other, sizeof other, "%s", drawn->id);
    cJSON *row = gs_game_row(chosen);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(row, "seed_chosen")));
    cJSON_Delete(row);
    row = gs_game_row(drawn);
    assert_null(cJSON_GetObjectItemCaseSensitive(row, "seed_chosen"));
    cJSON_Delete(row);
    gsrv_close(s);
    s = open_server("chosen");
    gs_game *again = gs_game_find(s, id);
    assert_non_null(again);
    row = gs_game_row(again);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(row, "seed_chosen")));
    cJSON_Delete(row);
    again = gs_game_find(s, other);
    assert_non_null(again);
    assert_false(again->seed_chosen);
    gsrv_close(s);
}

static cJSON *cq_orders(const gs_game *g, int seat)
{
    const cq_state *st = &g->cq->state;
    int cap = st->graph->n_edges > 0 ? (int)st->graph->n_edges : 1;
    cq_order *o = calloc((size_t)cap, sizeof *o);
    assert_non_null(o);
    core_rng rng;
    core_rng_seed(&rng, (uint64_t)(st->turn * 31 + seat));
    int n = cq_bot_orders(st, seat, CQ_BOT_HARD, &rng, o, cap);
    cJSON *action = cJSON_CreateObject();
    cJSON *list = cJSON_AddArrayToObject(action, "orders");
    for (int i = 0; i < n; i++) {
        cJSON *x = cJSON_CreateArray();
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].from));
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].to));
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].units));
        cJSON_AddItemToArray(list, x);
    }
    free(o);
    return action;
}

static void test_conquest(void **state)
{
    (void)state;
    gsrv *s = open_server("cq");
    gs_game *g = create(s, "{\"type\":\"create\",\"kind\":\"conquest\",\"map\":\"duel\",\"max_turns\":12,\"seed\":\"9\","
                           "\"seats\":[{\"player\":\"me\"},{\"player\":\"open\"}]}");
    check_same(g, "conquest, open");
    join(s, g, 1, NULL);
    check_same(g, "conquest, turn 1");
    for (int turn = 0; turn < 12 && g->status == GS_STATUS_PLAYING; turn++) {
        for (int seat = 0; seat < 2 && g->status == GS_STATUS_PLAYING; seat++) {
            if (g->cq->state.players[seat].eliminated)
                continue;
            act(s, g, seat, cq_orders(g, seat));
            char when[64];
            snprintf(when, sizeof when, "conquest, turn %d, seat %d gave its orders", turn + 1, seat);
            check_same(g, when);
        }
    }
    /* Over: the generator as turn 1 began is told now, to everyone. */
    assert_int_equal(g->status, GS_STATUS_OVER);
    cJSON *v = gs_game_view(g, 1);
    assert_non_null(cJSON_GetObjectItemCaseSensitive(v, "start_rng"));
    cJSON_Delete(v);
    gsrv_close(s);
}

/* Plays up to `steps` decisions taken from the seat's view (`legal`, or a
 * Campaign phase's simplest answer), checking the frames after each. */
static void play_from_views(gsrv *s, gs_game *g, int steps, const char *kind)
{
    for (int step = 0; step < steps && g->status == GS_STATUS_PLAYING; step++) {
        cJSON *action = NULL;
        int seat = -1;
        for (int p = 0; p < g->n_seats && action == NULL; p++) {
            cJSON *v = gs_game_view(g, p);
            const cJSON *legal = cJSON_GetObjectItemCaseSensitive(v, "legal");
            const cJSON *asked = cJSON_GetObjectItemCaseSensitive(v, "asked");
            int n = cJSON_GetArraySize(legal);
            if (n > 0) {
                action = cJSON_Duplicate(cJSON_GetArrayItem(legal, (step * 7919) % n), true);
                if (g->kind == GS_CAMPAIGN) {
                    cJSON *board = cJSON_CreateObject();
                    cJSON_AddItemToObject(board, "board", action);
                    action = board;
                }
            } else if (cJSON_IsString(asked) && strcmp(asked->valuestring, "downtime") == 0) {
                action = cJSON_Parse("{\"done\":true}");
            } else if (cJSON_IsString(asked) && strcmp(asked->valuestring, "orders") == 0) {
                action = cJSON_Parse("{\"orders\":[]}");
            }
            seat = p;
            cJSON_Delete(v);
        }
        if (action == NULL)
            break; /* nothing this simple player can answer: as far as it goes */
        act(s, g, seat, action);
        char when[64];
        snprintf(when, sizeof when, "%s, decision %d", kind, step + 1);
        check_same(g, when);
    }
}

static void test_trts(void **state)
{
    (void)state;
#ifdef GSRV_HAVE_TRTS
    gsrv *s = open_server("trts");
    if (s->trts_rules == NULL) {
        gsrv_close(s);
        skip();
    }
    gs_game *g = create(s, "{\"type\":\"create\",\"kind\":\"trts\",\"map\":\"twin-ridge\",\"seed\":\"7\","
                           "\"seats\":[{\"player\":\"me\",\"faction\":\"directorate\"},"
                           "{\"player\":\"open\",\"faction\":\"luminar\"}]}");
    check_same(g, "trts, open");
    join(s, g, 1, NULL);
    check_same(g, "trts, started");
    play_from_views(s, g, 150, "trts");
    gsrv_close(s);
#else
    skip();
#endif
}

static void test_campaign(void **state)
{
    (void)state;
#ifdef GSRV_HAVE_CAMPAIGN
    gsrv *s = open_server("ca");
    gs_game *g = create(s, "{\"type\":\"create\",\"kind\":\"campaign\",\"map\":\"three-crowns\",\"seed\":\"5\","
                           "\"turn_limit\":6,\"seats\":[{\"player\":\"me\"},{\"player\":\"open\"}]}");
    check_same(g, "campaign, open");
    join(s, g, 1, NULL);
    check_same(g, "campaign, started");
    play_from_views(s, g, 24, "campaign");
    assert_true(g->ca->state.turn > 1);
    gsrv_close(s);
#else
    skip();
#endif
}

/* conquest-serve: its game_state frames, to every bot and viewer alike. */
static void test_conquest_serve(void **state)
{
    (void)state;
    char path[4200];
    snprintf(path, sizeof path, "%s/maps/conquest/duel.json", getenv("SKIRMISH_SOURCE_DIR"));
    cq_map map;
    cq_map_init(&map);
    data_error err;
    assert_true(data_cq_map_load(path, &map, &err));
    cq_serve_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.map = &map;
    cfg.n_seats = 2;
    cfg.seat[0] = CQ_BOT_RANDOM;
    cfg.seat[1] = CQ_BOT_HARD;
    cfg.turn_ms = 1;
    cfg.seed = 3;
    char why[256] = "";
    cq_serve *s = cq_serve_open(&cfg, why, sizeof why);
    if (s == NULL)
        fail_msg("cq_serve_open: %s", why);
    int checked = 0;
    for (int i = 0; i < 20000 && cq_serve_phase_now(s) != CQ_SERVE_DONE && checked < 40; i++) {
        cq_serve_phase ph = cq_serve_service(s, false);
        if (ph == CQ_SERVE_DONE || cq_state_over(&s->state))
            break;
        char *before = cqs_state_message(s);
        s->state.rng.state ^= SHAKE;
        char *after = cqs_state_message(s);
        s->state.rng.state ^= SHAKE;
        assert_non_null(before);
        assert_non_null(after);
        assert_string_equal(before, after);
        assert_null(strstr(before, "\"rng\""));
        free(before);
        free(after);
        checked++;
    }
    assert_true(checked > 0);
    cq_serve_close(s);
    cq_map_free(&map);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escarmouche),
        cmocka_unit_test(test_computer_seed),
        cmocka_unit_test(test_seed_chosen),
        cmocka_unit_test(test_conquest),
        cmocka_unit_test(test_trts),
        cmocka_unit_test(test_campaign),
        cmocka_unit_test(test_conquest_serve),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
