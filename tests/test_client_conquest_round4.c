/*
 * Conquest, fourth round (issue 34), offscreen: a resolution played in named
 * stages at Settings' pace and skipped by a click or Space; the step-by-step
 * replay's Left and Right step (the map does not take them); the turn report
 * tells each human seat what happened to it first, with its wasted units, to it
 * alone; Fair starts (the setup's setting, the core's cq_fair_starts, saved);
 * and the smaller fixes. Frames are kept under $SKIRMISH_TEST_TMP/round4/ to
 * be looked at.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>
#include <SDL_image.h>

#include "areamap/camera.h"
#include "conquest/board.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

typedef struct clash {
    int w, x, y, u, v;
} clash;

/* Both players on the board as the clash wants, their orders given: both
 * send 40 to neutral w (a draw), 0 sends 5 from u to v and 1 sends 3 from v
 * to u (a head-on meeting: 3 lost each). */
static clash set_clash(conquest_screen *c)
{
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    clash k = { -1, -1, -1, -1, -1 };
    for (int w = 0; w < g->n_vertices && k.w < 0; w++) {
        if (cq_graph_in_degree(g, w) < 2)
            continue;
        int x = cq_graph_in_neighbour(g, w, 0), y = cq_graph_in_neighbour(g, w, 1);
        for (int e = 0; e < g->n_edges && k.w < 0; e++) {
            int u = g->edges[e].from, v = g->edges[e].to;
            if (g->reverse[e] < 0 || u == w || u == x || u == y || v == w || v == x || v == y)
                continue;
            k = (clash){ w, x, y, u, v };
        }
    }
    assert_true(k.w >= 0);
    cq_state *s = &m->state;
    cqc_clear(s, g);
    s->controller[k.x] = 0;
    s->units[k.x] = 40;
    s->controller[k.y] = 1;
    s->units[k.y] = 40;
    s->controller[k.u] = 0;
    s->units[k.u] = 5;
    s->controller[k.v] = 1;
    s->units[k.v] = 3;
    assert_int_equal(conquest_match_set_order(m, 0, k.x, k.w, 40), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, k.y, k.w, 40), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 0, k.u, k.v, 5), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, k.v, k.u, 3), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    c->cover = false;
    return k;
}

static void update(app *a, float dt)
{
    conquest_play_scene.update(a, conquest_current(a), dt, true);
}

/* The turn plays in its five stages, in order, each long enough to read; the
 * whole lasts seconds at Normal speed, less at Fast, more at Slow; Space and a
 * click on the map skip it. */
static void test_resolution_stages(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        static app a;
        conquest_screen *c = client_conquest_hot_seat(&a, sizes[z][0], sizes[z][1]);
        a.prefs.anim_speed = DATA_ANIM_NORMAL;
        set_clash(c);
        update(&a, 0.01f);
        assert_true(c->animating);
        float seconds = 0;
        conquest_stage seen[16];
        int n_seen = 0;
        float shot_at[CONQUEST_STAGE_COUNT] = { 0 };
        while (c->animating && seconds < 30) {
            float p;
            conquest_stage st = conquest_anim_stage(c, &p);
            if (n_seen == 0 || seen[n_seen - 1] != st)
                seen[n_seen++] = st;
            if (p > 0.5f && shot_at[st] == 0) {
                shot_at[st] = seconds;
                char name[64];
                snprintf(name, sizeof name, "stage-%d", (int)st);
                cqc_keep_shot(&a, "round4", name);
            }
            update(&a, 0.05f);
            seconds += 0.05f;
        }
        assert_false(c->animating);
        assert_int_equal(n_seen, CONQUEST_STAGE_COUNT);
        for (int i = 0; i < n_seen; i++)
            assert_int_equal(seen[i], i);
        /* A player can follow it: seconds, not half of one. */
        if (seconds < 5.0f)
            fail_msg("the resolution lasted %.2f s at Normal speed", (double)seconds);
        float normal = seconds;
        assert_true(c->cover); /* the next player's turn: they take the screen */
        cqc_key(&a, UI_KEY_SPACE); /* the Space that skipped the resolution: not through the cover */
        assert_true(c->cover);
        cqc_key(&a, UI_KEY_T);
        assert_false(c->cover);
        /* Fast is quicker, Slow slower; Instant plays nothing. */
        a.prefs.anim_speed = DATA_ANIM_FAST;
        assert_true(conquest_anim_start(&a, c, true));
        assert_true(c->anim_total / c->anim_speed < normal * 0.7f);
        a.prefs.anim_speed = DATA_ANIM_SLOW;
        assert_true(conquest_anim_start(&a, c, true));
        assert_true(c->anim_total / c->anim_speed > normal * 1.4f);
        /* Space skips it. */
        cqc_key(&a, UI_KEY_SPACE);
        update(&a, 0.01f);
        assert_false(c->animating);
        /* So does a click on the map (Replay shows it again). */
        a.prefs.anim_speed = DATA_ANIM_NORMAL;
        conquest_show_again(&a);
        assert_true(c->animating);
        update(&a, 0.3f);
        client_click_at(&a, c->cam.viewport.x + c->cam.viewport.w / 2, c->cam.viewport.y + c->cam.viewport.h / 2);
        update(&a, 0.01f);
        assert_false(c->animating);
        a.prefs.anim_speed = DATA_ANIM_INSTANT;
        assert_false(conquest_anim_start(&a, c, true));
        app_free(&a);
    }
}

/* With the steps shown, Right and Left step through them; the map's keyboard
 * cursor does not move (nor pan the map). */
static void test_steps_keys(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    set_clash(c);
    update(&a, 0.01f);
    assert_false(c->animating);
    assert_true(c->cover);
    cqc_key(&a, UI_KEY_T); /* the first player takes the screen: the report */
    assert_false(c->cover);
    cqc_key(&a, UI_KEY_S);
    assert_int_equal(c->replay_step, 0);
    areamap_camera before = c->cam;
    cqc_key(&a, UI_KEY_RIGHT);
    assert_int_equal(c->replay_step, 1);
    cqc_key(&a, UI_KEY_RIGHT);
    assert_int_equal(c->replay_step, 2);
    cqc_key(&a, UI_KEY_LEFT);
    assert_int_equal(c->replay_step, 1);
    assert_false(c->model.keys.shown);
    (void)before;
    cqc_keep_shot(&a, "round4", "steps");
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_int_equal(c->replay_step, -1);
    app_free(&a);
}

/* The report: each human seat reads its own entries first (to it alone):
 * the meeting's loss, its part in the draw, its wasted units; the other
 * seat's are hidden from it; the story for everyone follows. */
/* The seat's own lines after a draw: each says the rule in a few words. */
#define DRAW_WON                                                                                                      \
    "You won the lottery for neutral %s: %s arrived together and paid its weight %d; the draw by units sent (%s) "     \
    "chose you: you keep the %lld survivors, %lld of them from the others"
/* its singular (blind play-test 16: "the 1 survivors"), the msgid of the plural pair */
#define DRAW_WON_ONE                                                                                                  \
    "You won the lottery for neutral %s: %s arrived together and paid its weight %d; the draw by units sent (%s) "     \
    "chose you: you keep the %lld survivor, %lld of them from the others"
/* (blind play-test 14: the survivors the winner keeps, and how many were the reader's) */
#define DRAW_LOST                                                                                                     \
    "You lost the lottery for neutral %s: %s arrived together and paid its weight %d; the draw by units sent (%s) "    \
    "chose %s, who keeps the %lld survivors, %lld of them yours; all you sent are lost (%lld)"
#define DRAW_LOST_ONE                                                                                                 \
    "You lost the lottery for neutral %s: %s arrived together and paid its weight %d; the draw by units sent (%s) "    \
    "chose %s, who keeps the %lld survivor, %lld of them yours; all you sent are lost (%lld)"

static void test_report_yours_first(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    clash k = set_clash(c);
    update(&a, 0.01f);
    const evlog *log = &c->log;
    assert_true(log->n > 0);
    int winner = c->match.state.controller[k.w];
    assert_true(winner == 0 || winner == 1);
    for (int seat = 0; seat < 2; seat++) {
        uint64_t me = evlog_seat_bit(seat);
        bool general = false, met = false, drawn = false;
        long long wasted = -1;
        for (int i = 0; i < log->n; i++) {
            const evlog_entry *e = &log->items[i];
            if (!evlog_visible(log, i, seat))
                continue;
            bool own = e->visible == me;
            if (own && general)
                fail_msg("seat %d: its own entry '%s' after the story for everyone", seat, e->text);
            general = general || !own;
            if (!own)
                continue;
            met = met || client_has_message(e->text, "Your %lld from %s to %s met %s's %lld head-on: you lost %lld and "
                                                          "they lost %lld; %lld of yours went on");
            /* plural pairs: their translations by count (gettext knows a pair by its singular only) */
            for (unsigned long n = 1; n <= 2; n++)
                drawn = drawn || client_has_message(e->text, ngettext(DRAW_WON_ONE, DRAW_WON, n)) ||
                        client_has_message(e->text, ngettext(DRAW_LOST_ONE, DRAW_LOST, n));
            const char *digits = strpbrk(e->text, "0123456789");
            /* the one entry of its own that is no event: the count */
            if (e->kind == EVLOG_INFO && digits)
                wasted = atoll(digits);
        }
        assert_true(met);
        /* The draw's sentence, the longest of the report, fits an entry in
         * every language, the pseudo-locale's longer words included. */
        assert_true(drawn);
        /* 0 lost 3 head-on, 1 all its 3; the draw's loser its 40 too. */
        assert_int_equal(wasted, 3 + (winner == seat ? 0 : 40));
        assert_true(general);
    }
    cqc_key(&a, UI_KEY_T); /* the first player takes the screen: its report */
    assert_false(c->cover);
    cqc_keep_shot(&a, "round4", "report-seat0");
    app_free(&a);
}

/* Fair starts, the core's pure function on every shipped map and count of
 * players: the starts are distinct, of one weight where the map has enough
 * vertices of one, never side by side, the same for the same seed; cq_state_setup_fair puts each seat
 * there. */
static void test_fair_starts_core(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    for (int i = 0; i < k->n_maps; i++) {
        const cq_graph *g = &k->maps[i].graph;
        for (int n = k->maps[i].min_players; n <= k->maps[i].max_players; n++) {
            int32_t s1[CQ_SETUP_MAX_PLAYERS], s2[CQ_SETUP_MAX_PLAYERS];
            cq_fair_quality q;
            assert_true(cq_fair_starts(g, n, 77, s1, &q));
            assert_true(cq_fair_starts(g, n, 77, s2, NULL));
            assert_memory_equal(s1, s2, (size_t)n * sizeof s1[0]);
            for (int p = 0; p < n; p++)
                for (int r = p + 1; r < n; r++)
                    assert_true(s1[p] != s1[r]);
            /* one weight when the map has n vertices of a weight below the rich ones */
            int same = 0;
            for (int v = 0; v < g->n_vertices; v++)
                same += g->vertices[v].weight == g->vertices[s1[0]].weight;
            if (same >= n && q.weight_min != q.weight_max)
                fail_msg("%s, %d players: starts of weights %d to %d", k->maps[i].name, n, q.weight_min, q.weight_max);
            /* never side by side where the map has room */
            assert_true(q.apart_min >= 1);
            print_message("%s, %d players: weights %d-%d, apart %d-%d, to the rich %d-%d\n", k->maps[i].name, n,
                          q.weight_min, q.weight_max, q.apart_min, q.apart_max, q.rich_min, q.rich_max);
            cq_state fs;
            assert_int_equal(cq_state_setup_fair(&fs, g, n, 100, 77), CQ_SETUP_OK);
            for (int p = 0; p < n; p++) {
                assert_int_equal(fs.controller[s1[p]], p);
                assert_int_equal(fs.units[s1[p]], 1);
            }
            int held = 0;
            for (int v = 0; v < g->n_vertices; v++)
                held += fs.controller[v] >= 0;
            assert_int_equal(held, n);
        }
    }
    app_free(&a);
}

/* The setup's "Starts" setting: Fair by default (for a new player); Fair shows each seat's
 * start on the map preview, and the game starts there. */
static void test_fair_starts_setup(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        static app a;
        setenv("SKIRMISH_SEED", "34", 1);
        assert_true(front_init_offscreen(&a, sizes[z][0], sizes[z][1]));
        a.frozen_ticks = 1000;
        app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
        conquest_content *k = conquest_content_get(&a);
        assert_true(k->setup.fair_starts);
        k->setup.map = 0;
        k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
        for (int p = 1; p < CQ_SETUP_MAX_PLAYERS; p++)
            k->setup.seat[p] = CQ_BOT_NORMAL;
        /* Eight seats and the Starts row: Start still in the window. */
        k->setup.players = 8;
        k->setup.fair_starts = true;
        app_draw(&a);
        SDL_Rect start;
        assert_true(app_find_button(&a, _("Start"), &start, NULL));
        if (start.y + start.h > a.h)
            fail_msg("Start ends at %d, below the window's %d", start.y + start.h, a.h);
        cqc_keep_shot(&a, "round4", "setup-eight");
        k->setup.fair_starts = false;
        k->setup.players = 4;
        app_draw(&a);
        cqc_keep_shot(&a, "round4", "setup-random");
        k->setup.fair_starts = true;
        app_draw(&a);
        cqc_keep_shot(&a, "round4", "setup-fair");
        if (z == 0) {
            assert_int_equal(k->setup.shown_map, 0);
            int32_t want[CQ_SETUP_MAX_PLAYERS];
            memcpy(want, k->setup.shown_starts, sizeof want);
            /* a folder of its own for the autosave */
            snprintf(a.user_dir, sizeof a.user_dir, "%s/round4-user-%s", getenv("SKIRMISH_TEST_TMP"),
                     getenv("SKIRMISH_TEST_LANGUAGE") ? getenv("SKIRMISH_TEST_LANGUAGE") : "en");
            mkdir(a.user_dir, 0755);
            cqc_key(&a, UI_KEY_ENTER);
            assert_string_equal(app_scene_name(&a), "conquest");
            conquest_screen *c = conquest_current(&a);
            assert_true(c->match.fair_starts);
            for (int p = 0; p < 4; p++)
                assert_int_equal(c->match.state.controller[want[p]], p);
            /* Saved with it ("starts": "fair"), and read back with the game. */
            assert_true(c->autosave[0] != '\0');
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", c->autosave);
            static cq_state st;
            cq_graph g;
            cq_graph_init(&g);
            data_seat seats[CQ_MAX_PLAYERS];
            char name[64];
            data_cq_save_setup setup = { false };
            data_error err;
            assert_true(data_cq_save_load_setup(path, name, sizeof name, seats, &g, &st, NULL, &setup, &err));
            assert_true(setup.fair_starts);
            cq_graph_free(&g);
            assert_true(conquest_load(&a, path));
            c = conquest_current(&a);
            assert_true(c->match.fair_starts);
        }
        app_free(&a);
    }
}

/* The final ranking says a computer's seat once ("Computer 2 (Easy)", not
 * "Computer 2 (Easy) (Computer (Easy))"); a name given to a computer keeps
 * its seat beside it. */
static void test_ranking_names(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    k->setup.map = 0;
    k->setup.players = 4;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CQ_BOT_EASY;
    k->setup.seat[2] = CQ_BOT_EASY;
    k->setup.seat[3] = CQ_BOT_HARD;
    snprintf(k->setup.name[3], sizeof k->setup.name[3], "Hal");
    client_pseudo_allow("Hal");
    cqc_key(&a, UI_KEY_ENTER);
    conquest_screen *c = conquest_current(&a);
    assert_non_null(c);
    assert_true(conquest_name_says_seat(&c->match, 1));
    assert_true(conquest_name_says_seat(&c->match, 2));
    assert_false(conquest_name_says_seat(&c->match, 3));
    assert_false(conquest_name_says_seat(&c->match, 0));
    /* over: the ranking drawn */
    c->match.state.ended = true;
    c->show_result = true;
    cqc_keep_shot(&a, "round4", "ranking");
    app_free(&a);
}

/* The report's entries follow a language switch: worded again from the turn's
 * data, the same entries in the same order, and back again. */
static void test_report_language_switch(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    set_clash(c);
    update(&a, 0.01f);
    int gen = -1;
    for (int i = 0; i < c->log.n; i++)
        if (c->log.items[i].kind == EVLOG_INFO && c->log.items[i].visible == EVLOG_ALL && !c->log.items[i].has_pos)
            gen = i; /* the generation: a routine line for everyone, of no one place */
    assert_true(gen >= 0);
    char was[EVLOG_TEXT_MAX], lang[32];
    snprintf(was, sizeof was, "%s", c->log.items[gen].text);
    snprintf(lang, sizeof lang, "%s", i18n_language() ? i18n_language() : "");
    int n = c->log.n;
    i18n_set_language(strcmp(lang, "fr") == 0 ? "es" : "fr");
    app_draw(&a);
    assert_int_equal(c->log.n, n);
    if (strcmp(c->log.items[gen].text, was) == 0)
        fail_msg("'%s' stayed as it was after the language switch", was);
    print_message("%s -> %s\n", was, c->log.items[gen].text);
    i18n_set_language(lang[0] ? lang : NULL);
    app_draw(&a);
    assert_string_equal(c->log.items[gen].text, was);
    app_free(&a);
}

/* A big map's grid references (issue 34's panning: they were counted again for
 * every vertex every frame): worked out once per graph, each vertex's column the
 * rank of its x among the distinct x, its row that of its y, as counted here;
 * a second graph at the same address gets its own. */
static void check_grid_labels(const cq_graph *g)
{
    for (int v = 0; v < g->n_vertices; v += 7) {
        int col = 0, row = 0;
        for (int u = 0; u < g->n_vertices; u++) {
            bool first_x = true, first_y = true;
            for (int w = 0; w < u; w++) {
                first_x = first_x && g->vertices[w].x != g->vertices[u].x;
                first_y = first_y && g->vertices[w].y != g->vertices[u].y;
            }
            col += first_x && g->vertices[u].x < g->vertices[v].x;
            row += first_y && g->vertices[u].y < g->vertices[v].y;
        }
        char letters[8], want[16], got[32];
        int n = 0;
        do {
            letters[n++] = (char)('A' + col % 26);
            col = col / 26 - 1;
        } while (col >= 0 && n < 7);
        int k = 0;
        for (int i = n - 1; i >= 0; i--)
            want[k++] = letters[i];
        snprintf(want + k, sizeof want - (size_t)k, "%d", row + 1);
        conquest_vertex_label(g, v, got, sizeof got);
        assert_string_equal(got, want);
    }
}

static void test_grid_labels(void **state)
{
    (void)state;
    static cq_graph g;
    cq_gen_params p;
    cq_gen_params_default(&p, CQ_LAYOUT_HEX, 20, 20);
    p.remove_permille = 150;
    p.seed = 7;
    cq_graph_init(&g);
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_OK);
    check_grid_labels(&g);
    cq_gen_params_default(&p, CQ_LAYOUT_GRID, 24, 18);
    p.remove_permille = 300;
    p.seed = 8;
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_OK);
    check_grid_labels(&g);
    cq_graph_free(&g);
}


/* Round 5 (play-test of 2026-12-06): the pause menu holds the staged
 * resolution where it is until Resume (the screen's update is not on top). */
static void update_as_app(app *a, float dt)
{
    conquest_play_scene.update(a, conquest_current(a), dt, app_scene_top(a) == &conquest_play_scene);
}

static void test_pause_holds_resolution(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_NORMAL;
    set_clash(c);
    update_as_app(&a, 0.01f);
    assert_true(c->animating);
    update_as_app(&a, 0.5f);
    float at = c->anim_t;
    cqc_key(&a, UI_KEY_ESCAPE); /* the pause menu */
    assert_true(app_scene_top(&a) != &conquest_play_scene);
    for (int i = 0; i < 200; i++)
        update_as_app(&a, 0.05f);
    assert_true(c->animating);
    assert_true(fabsf(c->anim_t - at) < 1e-6f);
    cqc_keep_shot(&a, "round4", "paused-resolution");
    cqc_key(&a, UI_KEY_ESCAPE); /* Resume */
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    update_as_app(&a, 0.05f);
    assert_true(c->anim_t > at);
    for (int i = 0; i < 400 && c->animating; i++)
        update_as_app(&a, 0.05f);
    assert_false(c->animating);
    app_free(&a);
}

/* The report tells every change on the map: a player's units moved into its
 * own vertex (a reinforcement) are told to it in its own words, and to the
 * other seat in the story. A warning about the orders goes once the turn is
 * played (it told of orders that are gone). */
static void test_report_reinforcement_and_stale_warning(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int u = -1, v = -1, far = -1;
    for (int e = 0; e < g->n_edges && u < 0; e++)
        if (g->reverse[e] >= 0) {
            u = g->edges[e].from;
            v = g->edges[e].to;
        }
    for (int w = 0; w < g->n_vertices && far < 0; w++)
        if (w != u && w != v && cq_graph_edge(g, w, u) < 0 && cq_graph_edge(g, u, w) < 0 && cq_graph_edge(g, w, v) < 0 &&
            cq_graph_edge(g, v, w) < 0)
            far = w;
    assert_true(u >= 0 && far >= 0);
    cq_state *s = &m->state;
    cqc_clear(s, g);
    s->controller[u] = 0;
    s->units[u] = 6;
    s->controller[v] = 0;
    s->units[v] = 1;
    s->controller[far] = 1;
    s->units[far] = 2;
    assert_int_equal(conquest_match_set_order(m, 0, u, v, 4), CQ_ORDER_OK);
    snprintf(c->message, sizeof c->message, "%s", "a warning of the orders being given");
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    c->cover = false;
    update(&a, 0.01f);
    assert_string_equal(c->message, "");
    bool own = false, story = false;
    for (int i = 0; i < c->log.n; i++) {
        const evlog_entry *e = &c->log.items[i];
        if (client_has_message(e->text, "You reinforced %s with %lld: %lld there after the turn")) {
            assert_true(e->visible == evlog_seat_bit(0));
            assert_non_null(strstr(e->text, " 4:"));
            own = true;
        }
        else if (client_has_message(e->text, "%s reinforced %s")) {
            assert_false(evlog_visible(&c->log, i, 0)); /* seat 0 was told in its own words */
            assert_true(evlog_visible(&c->log, i, 1));
            story = true;
        }
    }
    assert_true(own);
    assert_true(story);
    app_free(&a);
}

/* Two vertices u -> v of player `who` joined both ways, and a neutral w next
 * to u that u's units cannot take (its weight is more than they are). */
static void own_pair(conquest_screen *c, int who, int *u, int *v, int *w)
{
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    *u = *v = *w = -1;
    for (int e = 0; e < g->n_edges && *w < 0; e++) {
        if (g->reverse[e] < 0)
            continue;
        int a = g->edges[e].from, b = g->edges[e].to;
        for (int f = 0; f < g->n_edges; f++)
            if (g->edges[f].from == a && g->edges[f].to != b && g->vertices[g->edges[f].to].weight >= 2) {
                *u = a;
                *v = b;
                *w = g->edges[f].to;
                break;
            }
    }
    assert_true(*w >= 0);
    cq_state *s = &m->state;
    cqc_clear(s, g);
    s->controller[*u] = (int8_t)who;
    s->units[*u] = 2;
    s->controller[*v] = (int8_t)who;
    s->units[*v] = 1;
    for (int k = 0; k < g->n_vertices; k++)
        if (k != *u && k != *v && k != *w && s->controller[k] == CQ_NEUTRAL) {
            s->controller[k] = (int8_t)(1 - who); /* the other player stays in the game */
            s->units[k] = 1;
            break;
        }
}

/* Player 2's valid orders are the order colour of the legend (pale gold), never
 * the red of an order that cannot take its target, whatever the seat's colour;
 * only the failing one is red. */
static void test_order_colours(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    int u, v, w;
    own_pair(c, 1, &u, &v, &w);
    conquest_match_set_ready(m, 0, true);
    c->viewer = 1;
    c->cover = false;
    assert_int_equal(conquest_match_set_order(m, 1, u, v, 1), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, u, w, 1), CQ_ORDER_OK);
    c->selected = -1;
    app_draw(&a);
    int n = m->graph.n_edges;
    assert_true(c->model.n_links == n + 2);
    for (int i = 0; i < 2; i++) {
        SDL_Color k = c->model.links[n + i].color;
        int to = c->model.links[n + i].to;
        if (to == v)
            assert_true(k.r == 255 && k.g == 240 && k.b == 150);
        else
            assert_true(k.r == 236 && k.g == 64 && k.b == 52);
    }
    /* One-way edges show their way by chevrons mid-edge: no head is drawn
     * again over the tokens' names. Every order's outcome is marked on its
     * target, selected or not: v joins its own (blue), w is not taken (red). */
    assert_false(c->model.heads_on_top);
    assert_int_equal(conquest_order_outcome(m, 1, v), CONQUEST_OUTCOME_JOINS);
    assert_int_equal(conquest_order_outcome(m, 1, w), CONQUEST_OUTCOME_FAILS);
    for (int t = 0; t < 2; t++) {
        int to = t ? w : v, x, y;
        cqc_vertex_at(c, to, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[to]);
        int mx = (int)((float)x + r * 0.8f) + 5, my = (int)((float)y - r * 0.8f) + 2; /* beside its sign */
        Uint8 rgb[3];
        assert_int_equal(a.offscreen->format->BytesPerPixel, 4);
        SDL_GetRGB(((Uint32 *)a.offscreen->pixels)[my * a.offscreen->pitch / 4 + mx], a.offscreen->format, &rgb[0],
                   &rgb[1], &rgb[2]);
        assert_true(t ? rgb[0] == 200 && rgb[1] == 44 : rgb[0] == 50 && rgb[2] == 200);
    }
    cqc_keep_shot(&a, "round4", "order-colours");
    app_free(&a);
}

/* Under the pause menu no vertex is hovered (no card); once the humans are
 * ready, a frame says the computer is choosing its orders before the turn. */
static void test_pause_hides_card_and_thinking(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    c->cover = c->hover_wait = false;
    app_draw(&a);
    int x, y;
    cqc_vertex_at(c, 0, &x, &y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    app_draw(&a);
    assert_int_equal(c->hover, 0);
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) != &conquest_play_scene);
    assert_int_equal(c->hover, -1);
    cqc_keep_shot(&a, "round4", "pause-no-card");
    cqc_key(&a, UI_KEY_ESCAPE);
    c->match.seat[1] = CQ_BOT_EASY;
    conquest_match_set_ready(&c->match, 0, true);
    c->viewer = CQ_NO_PLAYER;
    c->cover = false;
    update(&a, 0.01f);
    assert_true(c->thinking && c->match.state.turn == 1);
    client_draw_at(&a, "thinking", 1280, 800);
    assert_true(client_was_drawn(_("The computer is choosing its orders…")));
    update(&a, 0.01f);
    assert_int_equal(c->match.state.turn, 2);
    app_free(&a);
}

/* A drag begun before a dialog (Quit?, the pause menu) ends when the
 * dialog opens; and a drag whose release was never seen ends on the next move. */
static void test_drag_cancelled_by_dialog(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    int u, v, w;
    own_pair(c, 0, &u, &v, &w);
    c->viewer = 0;
    c->cover = false;
    app_draw(&a);
    int x, y;
    cqc_vertex_at(c, u, &x, &y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
    assert_int_equal(c->drag_from, u);
    /* a screen over the game (the help here, as F1 opens it; Quit? when the
     * window is closed with an autosave): it takes the release */
    app_open_help(&a);
    app_draw(&a);
    assert_true(app_scene_top(&a) != &conquest_play_scene);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, x, y);
    update_as_app(&a, 0.05f);
    assert_int_equal(c->drag_from, -1);
    cqc_key(&a, UI_KEY_ESCAPE); /* back to the game */
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    int vx, vy;
    cqc_vertex_at(c, v, &vx, &vy);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, vx, vy);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, vx, vy);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, vx, vy);
    assert_int_equal(c->match.orders[0].n, 0); /* nothing dropped */
    assert_true(c->picked); /* a click: v is picked for click, click; Esc drops it */
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_int_equal(c->drag_from, -1);
    assert_false(c->picked);
    /* a release the screen never saw: the next move drops the drag */
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
    assert_int_equal(c->drag_from, u);
    /* SDL's motion says no button is held (the release went elsewhere) */
    SDL_Event lost;
    SDL_zero(lost);
    lost.type = SDL_MOUSEMOTION;
    lost.motion.x = vx;
    lost.motion.y = vy;
    lost.motion.state = 0;
    assert_int_equal(SDL_PushEvent(&lost), 1);
    app_step(&a);
    assert_int_equal(c->drag_from, -1);
    app_free(&a);
}

/* A right-click on an order's row in the side panel removes it, as the hint says. */
static void test_panel_right_click_removes(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    int u, v, w;
    own_pair(c, 0, &u, &v, &w);
    c->viewer = 0;
    c->cover = false;
    assert_int_equal(conquest_match_set_order(m, 0, u, v, 1), CQ_ORDER_OK);
    app_draw(&a);
    char text[240];
    conquest_order_text(m, &m->orders[0].list[0], text, sizeof text);
    SDL_Rect r = { 0, 0, 0, 0 };
    for (int i = 0; i < a.n_drawn_buttons; i++)
        if (strstr(a.drawn_buttons[i].label, text) || strstr(a.drawn_buttons[i].label, "\u2192"))
            r = a.drawn_buttons[i].rect;
    assert_true(r.w > 0);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, r.x + r.w / 2, r.y + r.h / 2);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_RIGHT, r.x + r.w / 2, r.y + r.h / 2);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_RIGHT, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(m->orders[0].n, 0);
    app_free(&a);
}

/* Ready with no orders asks once (the panel says it); Ready again is ready. */
static void test_ready_asks_once(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    c->viewer = 0;
    c->cover = false;
    app_draw(&a);
    assert_int_equal(c->match.orders[0].n, 0);
    cqc_key(&a, UI_KEY_ENTER);
    assert_false(c->match.orders[0].ready);
    assert_true(client_has_message(c->message, "No orders this turn: Ready again to be ready anyway."));
    cqc_keep_shot(&a, "round4", "ready-asks");
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER); /* "Hand the screen to…?": Hand over */
    assert_true(c->match.orders[0].ready);
    app_free(&a);
}

/* Save during a turn: the save keeps the turn's orders and Ready too
 * (test_client_conquest: test_turn_kept), so it says only its name. */
static void test_save_says_what_is_kept(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    int u, v, w;
    own_pair(c, 0, &u, &v, &w);
    c->viewer = 0;
    c->cover = false;
    assert_int_equal(conquest_match_set_order(m, 0, u, v, 1), CQ_ORDER_OK);
    app_draw(&a);
    snprintf(a.user_dir, sizeof a.user_dir, "%s/round4-save", getenv("SKIRMISH_TEST_TMP"));
    mkdir(a.user_dir, 0755);
    client_click_button(&a, "Save game");
    assert_true(client_has_message(c->message, "Saved as %.150s"));
    cqc_keep_shot(&a, "round4", "save-says");
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_resolution_stages),
        cmocka_unit_test(test_steps_keys),
        cmocka_unit_test(test_report_yours_first),
        cmocka_unit_test(test_fair_starts_core),
        cmocka_unit_test(test_fair_starts_setup),
        cmocka_unit_test(test_ranking_names),
        cmocka_unit_test(test_report_language_switch),
        cmocka_unit_test(test_grid_labels),
        cmocka_unit_test(test_pause_holds_resolution),
        cmocka_unit_test(test_report_reinforcement_and_stale_warning),
        cmocka_unit_test(test_order_colours),
        cmocka_unit_test(test_drag_cancelled_by_dialog),
        cmocka_unit_test(test_panel_right_click_removes),
        cmocka_unit_test(test_ready_asks_once),
        cmocka_unit_test(test_save_says_what_is_kept),
        cmocka_unit_test(test_pause_hides_card_and_thinking),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
