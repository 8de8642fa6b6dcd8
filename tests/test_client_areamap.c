/*
 * The area-map board on every shipped map of the three games: at 1280x800 and at
 * the smallest window (800x560), at the default zoom, no two texts the view places
 * (token figures, piece counts, names) overlap; the board (regions and terrain) is
 * built once per map however many frames are drawn, and an area that changes
 * colour is composed again alone to the same pixels; every area owns a region of
 * the board and the pointer over it finds it; the legend opens with L.
 * Play-test 13: on every Conquest and Campaign map, at both sizes, in English
 * and French, every name drawn is clearly nearer its own token than any other
 * (box-to-token, by AREAMAP_NAME_MARGIN), and every player's start is named.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/board.h"
#include "areamap/label.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/ai/trts.h"
#include "trts/trts.h"

static app the_app;

static const int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };

static bool overlap(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/* How far a node's token (screen) is from a box. */
static float token_dist(const areamap_camera *cam, const areamap_node *n, SDL_Rect b)
{
    float x, y;
    areamap_camera_to_screen(cam, n->x, n->y, &x, &y);
    float dx = x < (float)b.x ? (float)b.x - x : x > (float)(b.x + b.w) ? x - (float)(b.x + b.w) : 0;
    float dy = y < (float)b.y ? (float)b.y - y : y > (float)(b.y + b.h) ? y - (float)(b.y + b.h) : 0;
    return sqrtf(dx * dx + dy * dy);
}

/* Play-test 13 (Conquest S/130: "Northford" beside Pinegate's token, Pinegate
 * unnamed; Campaign: "Kilnbury" in Yeaveley's region): every name drawn is
 * clearly nearer its own token than any other; every start a player holds
 * (with `held`, every area a player holds) is named. */
static void check_names(const char *what, const areamap_camera *cam, const areamap_model *m, ui *u, bool held)
{
    static SDL_Rect names[1024];
    assert_true(m->n_nodes <= 1024);
    assert_int_equal(areamap_view_name_boxes(u, cam, m, names, 1024), m->n_nodes);
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        SDL_Rect b = names[i];
        if (b.w <= 0) {
            /* at 800x560 a start whose name could stand only as near another
             * token (Three Rivers: hexes 46 px apart) is left to the hover card */
            bool room = the_app.w >= 1280 && client_name_has_room(u, cam, m, i);
            if (room && n->seat >= 0 && (held || (n->marks & AREAMAP_MARK_START)))
                fail_msg("%s at %dx%d (%s): %s, held by seat %d, has no name", what, the_app.w, the_app.h,
                         i18n_language(), n->name, n->seat);
            continue;
        }
        /* a vertex's name centred right under its token, nearer it than any
         * other (areamap_label_is_own_vertex: Plains at 800x560, play-test 16) */
        if (m->points_only && areamap_label_is_own_vertex(cam, m, i, b))
            continue;
        float own = token_dist(cam, n, b);
        for (int j = 0; j < m->n_nodes; j++)
            if (j != i && token_dist(cam, &m->nodes[j], b) <= own * AREAMAP_NAME_MARGIN + AREAMAP_NAME_MARGIN_PX)
                fail_msg("%s at %dx%d (%s): %s's name (%d,%d %dx%d) is as near %s's token", what, the_app.w, the_app.h,
                         i18n_language(), n->name, b.x, b.y, b.w, b.h, m->nodes[j].name);
    }
}

/* Draws a few frames, then checks the labels, the single build and the regions. */
/* A click on a token picks its node; one on a region off every token picks
 * the region's node on a map of areas (the Campaign's, TRTS's), nothing on a
 * map of points (Conquest's: blind play-test 14, a click on empty map 95 px
 * from Hartwell picked Hartwell). */
static void check_hits(const char *what, const areamap_camera *cam, const areamap_model *m)
{
    for (int i = 0; i < m->n_nodes; i++) {
        float x, y;
        areamap_camera_to_screen(cam, m->nodes[i].x, m->nodes[i].y, &x, &y);
        SDL_Rect vp = cam->viewport;
        if (x < (float)vp.x || y < (float)vp.y || x >= (float)(vp.x + vp.w) || y >= (float)(vp.y + vp.h))
            continue;
        if (areamap_view_hit(cam, m, (int)x, (int)y) != i)
            fail_msg("%s: a click on node %d's token picks %d", what, i, areamap_view_hit(cam, m, (int)x, (int)y));
    }
    int off = 0;
    for (int sy = cam->viewport.y; sy < cam->viewport.y + cam->viewport.h; sy += 9)
        for (int sx = cam->viewport.x; sx < cam->viewport.x + cam->viewport.w; sx += 9) {
            float wx, wy;
            areamap_camera_to_world(cam, (float)sx, (float)sy, &wx, &wy);
            int region = areamap_board_region_at(m->board, wx, wy);
            if (region < 0 || region >= m->n_nodes)
                continue;
            bool near = false; /* within two token radii of any token */
            for (int i = 0; i < m->n_nodes && !near; i++) {
                float x, y, r = areamap_view_node_radius(cam, &m->nodes[i]);
                areamap_camera_to_screen(cam, m->nodes[i].x, m->nodes[i].y, &x, &y);
                near = (x - (float)sx) * (x - (float)sx) + (y - (float)sy) * (y - (float)sy) < 4 * r * r;
            }
            if (near)
                continue;
            off++;
            int hit = areamap_view_hit(cam, m, sx, sy);
            if (hit != (m->points_only ? -1 : region))
                fail_msg("%s: a click at (%d,%d) in region %d off every token picks %d", what, sx, sy, region, hit);
        }
    assert_true(off > 0);
}

static void check_board(const char *what, const areamap_camera *cam, areamap_model *m, int names)
{
    for (int i = 0; i < 3; i++)
        app_draw(&the_app);
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    enum { MAX = 4096 };
    static SDL_Rect boxes[MAX];
    int n = areamap_view_label_boxes(&u, cam, m, boxes, MAX);
    assert_true(n > 0);
    if (getenv("SKIRMISH_AREAMAP_SHOTS")) { /* every map, to look at: tmp/shots/ */
        char shot[160];
        snprintf(shot, sizeof shot, "areamap-%s-%dx%d-%s", what, the_app.w, the_app.h, i18n_language());
        client_look(&the_app, shot);
    }
    if (names)
        check_names(what, cam, m, &u, names > 1);
    if (strcmp(i18n_language(), "fr") == 0)
        return; /* the rest does not hang on the language */
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (overlap(boxes[i], boxes[j]))
                fail_msg("%s at %dx%d: labels overlap: (%d,%d %dx%d) and (%d,%d %dx%d)", what, the_app.w, the_app.h,
                         boxes[i].x, boxes[i].y, boxes[i].w, boxes[i].h, boxes[j].x, boxes[j].y, boxes[j].w, boxes[j].h);
    assert_non_null(m->board);
    if (m->board->builds != 1)
        fail_msg("%s: the board was built %d times for one map", what, m->board->builds);
    /* An area that changes colour is composed again alone, and the result is
     * the whole composition's, pixel for pixel. */
    areamap_board *b = m->board;
    size_t np = (size_t)b->w * (size_t)b->h;
    areamap_node keep = m->nodes[0];
    m->nodes[0].tint = (SDL_Color){ 200, 30, 30, 255 };
    m->nodes[0].tint_flat = !keep.tint_flat;
    assert_true(areamap_board_update(m, the_app.renderer));
    uint32_t *alone = malloc(np * sizeof *alone);
    assert_non_null(alone);
    memcpy(alone, b->pixels, np * sizeof *alone);
    b->composed = false;
    assert_true(areamap_board_update(m, the_app.renderer));
    if (memcmp(alone, b->pixels, np * sizeof *alone) != 0)
        fail_msg("%s: composing the changed area alone differs from composing the whole board", what);
    free(alone);
    m->nodes[0] = keep;
    assert_true(areamap_board_update(m, the_app.renderer));
    /* Every node stands on its own region. */
    for (int i = 0; i < m->n_nodes; i++) {
        int r = areamap_board_region_at(m->board, m->nodes[i].x, m->nodes[i].y);
        if (r != i)
            fail_msg("%s: node %d stands on region %d", what, i, r);
    }
    check_hits(what, cam, m);
}

/* Passes 0 and 1: English at each size; 2 and 3: French. */
static void open_app(int s)
{
    assert_true(front_init_offscreen(&the_app, sizes[s % 2][0], sizes[s % 2][1]));
    i18n_set_language(s < 2 ? "en" : "fr");
    the_app.frozen_ticks = 1000;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
}

static void test_conquest_maps(void **state)
{
    (void)state;
    for (int s = 0; s < 4; s++) {
        open_app(s);
        conquest_content *k = conquest_content_get(&the_app);
        assert_non_null(k);
        assert_true(k->n_maps >= 6);
        for (int i = 0; i < k->n_maps; i++) {
            /* the small window with 6 players too (blind play-test 14: on
             * Archipelago names came loose from their tokens at 800x560) */
            int most = s == 1 ? 6 : 4;
            int players = k->maps[i].max_players < most ? k->maps[i].max_players : most;
            int seats[8];
            for (int p = 0; p < 8; p++)
                seats[p] = CQ_BOT_NORMAL;
            char why[200];
            conquest_match m;
            conquest_match_init(&m);
            assert_true(conquest_match_start(&m, &k->maps[i], players, seats, 100, 7, why, sizeof why));
            for (int t = 0; t < (s < 2 ? 6 : 0); t++) /* French at the start: every vertex held a start */
                conquest_match_resolve(&m);
            conquest_play_args args = { .match = &m };
            assert_true(app_scene_open_from_root(&the_app, &conquest_play_scene, &args));
            conquest_match_free(&m);
            conquest_screen *c = conquest_current(&the_app);
            c->animating = false;
            check_board(k->maps[i].name, &c->cam, &c->model, s < 2 ? 1 : 2);
            assert_true(c->model.points_only); /* vertices are points: no region picks one */
            /* The legend opens and closes with L. */
            ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_L };
            app_handle_event(&the_app, &ev);
            app_draw(&the_app);
            app_scene_pop_to_root(&the_app);
        }
        app_free(&the_app);
    }
}

static void test_campaign_maps(void **state)
{
    (void)state;
    for (int s = 0; s < 4; s++) {
        open_app(s);
        campaign_content *k = campaign_content_get(&the_app);
        assert_non_null(k);
        assert_true(k->n_maps >= 3 && k->have_library);
        for (int i = 0; i < k->n_maps; i++) {
            int n = 0;
            for (int p = 4; p >= 2 && n == 0; p--)
                if (k->maps[i].n_starts[p - 2] == p)
                    n = p;
            assert_true(n >= 2);
            campaign_settings settings;
            campaign_settings_default(&settings, n);
            settings.seed = 11;
            esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
            for (int p = 0; p < n; p++) {
                settings.computer[p] = true;
                campaign_library_first_elite(&k->library, &heroes[p]);
            }
            static campaign_state st;
            assert_int_equal(campaign_state_init(&st, &k->maps[i], &settings, heroes), CAMPAIGN_SETUP_OK);
            campaign_sim_config cfg = { AI_RANDOM, 0, NULL, NULL, NULL };
            char why[200];
            for (int t = 0; t < 3 && st.phase != CAMPAIGN_PHASE_OVER; t++)
                assert_true(campaign_sim_turn(&st, &k->library, &cfg, why, sizeof why));
            st.settings.computer[0] = false;
            campaign_play_args args = { .map = &k->maps[i], .state = &st };
            assert_true(app_scene_open_from_root(&the_app, &campaign_play_scene, &args));
            campaign_screen *c = campaign_current(&the_app);
            c->cover = false;
            check_board(k->maps[i].name, &c->cam, &c->model, 1);
            app_scene_pop_to_root(&the_app);
        }
        app_free(&the_app);
    }
}

static void test_trts_maps(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        open_app(s);
        trts_content *k = trts_content_get(&the_app);
        assert_non_null(k);
        assert_true(k->rules_ok && k->n_maps >= 3);
        for (int i = 0; i < k->n_maps; i++) {
            static trts_game_record rec;
            static trts_state st;
            memset(&rec, 0, sizeof rec);
            rec.map = k->maps[i];
            int n = rec.map.max_players;
            rec.setup = (trts_setup){ .type = n == 2 ? TRTS_DUEL : TRTS_FFA, .n_players = n, .factions = { 0, 1, 2, 0 },
                                      .computer = { false, true, true, true }, .seed = 9 };
            assert_true(trts_state_init(&st, &rec.map, &k->rules, &rec.setup));
            static trts_action plan[TRTS_AI_PLAN_MAX];
            while (st.phase != TRTS_PHASE_OVER && st.round <= 8) {
                int np = trts_ai_plan(&st, st.current, plan, TRTS_AI_PLAN_MAX);
                assert_true(np > 0);
                for (int j = 0; j < np; j++) {
                    assert_int_equal(trts_apply(&st, &plan[j]), TRTS_OK);
                    rec.actions[rec.n_actions++] = plan[j];
                }
            }
            trts_play_args args = { .rec = &rec };
            assert_true(app_scene_open_from_root(&the_app, &trts_play_scene, &args));
            trts_screen *c = trts_current(&the_app);
            c->cover = false;
            c->viewer = 0;
            check_board(k->maps[i].name, &c->cam, &c->model, 0);
            app_scene_pop_to_root(&the_app);
        }
        app_free(&the_app);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conquest_maps),
        cmocka_unit_test(test_campaign_maps),
        cmocka_unit_test(test_trts_maps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
