#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sys/stat.h>

#include "areamap/camera.h"
#include "client_conquest_util.h"
#include "client_test_util.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

conquest_content *cqc_setup_open(app *a, int w, int h)
{
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(a, w, h));
    a->frozen_ticks = 1000;
    app_scene_open_from_root(a, &conquest_setup_scene, NULL);
    return conquest_content_get(a);
}

conquest_screen *client_conquest_hot_seat(app *a, int w, int h)
{
    return cqc_hot_seat_on(a, 0, w, h);
}

conquest_screen *cqc_hot_seat_on(app *a, int map, int w, int h)
{
    conquest_content *k = cqc_setup_open(a, w, h);
    k->setup.map = map;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    app_scene_open_from_root(a, &conquest_setup_scene, NULL);
    ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(a, &ev);
    app_draw(a);
    assert_string_equal(app_scene_name(a), "conquest");
    conquest_screen *c = conquest_current(a);
    assert_non_null(c);
    return c;
}

conquest_screen *cqc_hot_seat_open(app *a, int w, int h)
{
    conquest_screen *c = client_conquest_hot_seat(a, w, h);
    c->cover = false;
    c->viewer = 0;
    return c;
}

conquest_screen *cqc_contested(app *a, int weight, int64_t sent, int *from, int *t)
{
    conquest_screen *c = cqc_hot_seat_open(a, 1280, 800);
    *from = -1;
    *t = cqc_two_in(&c->match, 6, 10, 8, from);
    if (weight > 0)
        c->match.graph.vertices[*t].weight = weight;
    assert_int_equal(conquest_match_set_order(&c->match, 0, *from, *t, sent), CQ_ORDER_OK);
    return c;
}

conquest_screen *cqc_hot_seat_lifted(app *a, int w, int h)
{
    conquest_screen *c = client_conquest_hot_seat(a, w, h);
    cqc_key(a, UI_KEY_T);
    assert_false(c->cover);
    assert_int_equal(c->viewer, 0);
    return c;
}

static void send(app *a, const ui_event *ev)
{
    app_handle_event(a, ev);
    app_draw(a);
}

void cqc_key(app *a, ui_key k)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = k };
    send(a, &ev);
}

void cqc_mouse(app *a, ui_event_kind kind, int button, int x, int y)
{
    ui_event ev = { .kind = kind, .button = button, .x = x, .y = y };
    send(a, &ev);
}

void cqc_wheel(app *a, int x, int y, int wheel)
{
    ui_event ev = { .kind = UI_EV_WHEEL, .x = x, .y = y, .wheel = wheel };
    send(a, &ev);
}

void cqc_click(app *a, int x, int y)
{
    cqc_mouse(a, UI_EV_MOUSE_MOVE, 0, x, y);
    cqc_mouse(a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
    cqc_mouse(a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, x, y);
}

void cqc_update(app *a, float dt)
{
    conquest_play_scene.update(a, conquest_current(a), dt, true);
    app_draw(a);
}

void cqc_both_play(app *a)
{
    for (int player = 0; player < 2; player++) {
        cqc_key(a, UI_KEY_T);
        cqc_key(a, UI_KEY_ENTER);
        cqc_key(a, UI_KEY_ENTER);
        if (app_scene_top(a) != &conquest_play_scene)
            cqc_key(a, UI_KEY_ENTER); /* "Hand the screen to Bob?": Hand over */
    }
    cqc_update(a, 0.01f);
    cqc_update(a, 0.01f);
}

void cqc_vertex_at(conquest_screen *c, int v, int *x, int *y)
{
    float fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &fx, &fy);
    *x = (int)fx;
    *y = (int)fy;
}

void cqc_hold(cq_state *s, int v, int owner, int64_t units)
{
    s->controller[v] = (int8_t)owner;
    s->units[v] = units;
}

void cqc_clear(cq_state *s, const cq_graph *g)
{
    for (int v = 0; v < g->n_vertices; v++) {
        cqc_hold(s, v, CQ_NEUTRAL, 0);
    }
}

int cqc_head_on(conquest_match *m, int64_t at_s1, int64_t at_s2, int64_t at_t, int *s1, int *s2)
{
    const cq_graph *g = &m->graph;
    int t = -1;
    *s1 = *s2 = -1;
    for (int v = 0; v < g->n_vertices && t < 0; v++)
        for (int i = 0; i < cq_graph_in_degree(g, v) && t < 0; i++)
            for (int j = 0; j < cq_graph_in_degree(g, v) && t < 0; j++) {
                int x = cq_graph_in_neighbour(g, v, i), y = cq_graph_in_neighbour(g, v, j);
                if (x != y && cq_graph_edge(g, v, x) >= 0)
                    t = v, *s1 = x, *s2 = y;
            }
    assert_true(t >= 0);
    cqc_clear(&m->state, g);
    cqc_hold(&m->state, *s1, 0, at_s1);
    cqc_hold(&m->state, *s2, 0, at_s2);
    cqc_hold(&m->state, t, 1, at_t);
    return t;
}

void cqc_head_on_words(const cq_graph *g, int t, int s, char *out, size_t size)
{
    snprintf(out, size,
             P_("Head-on risk: if %s's %lld unit comes this way on the same edge, the two forces meet on the "
                "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                "Head-on risk: if %s's %lld units come this way on the same edge, the two forces meet on the "
                "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                5),
             conquest_place(g, t), 5LL, 4LL, conquest_place(g, s));
    i18n_elide(out);
}

void cqc_fresh_user_dir(app *a, const char *name)
{
    snprintf(a->user_dir, sizeof a->user_dir, "%s/%s", getenv("SKIRMISH_TEST_TMP"), name);
    char cmd[2200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'; mkdir -p '%s'", a->user_dir, a->user_dir);
    assert_int_equal(system(cmd), 0);
}

ui cqc_drawing_ui(app *a)
{
    ui u;
    memset(&u, 0, sizeof u);
    u.app = a;
    u.r = a->renderer;
    u.s = 1.0f;
    return u;
}

int cqc_two_in(conquest_match *m, int64_t max_weight, int64_t at_a, int64_t at_b, int *a_out)
{
    const cq_graph *g = &m->graph;
    for (int t = 0; t < g->n_vertices; t++) {
        if (cq_graph_in_degree(g, t) < 2 || (max_weight > 0 && g->vertices[t].weight > max_weight))
            continue;
        int a = cq_graph_in_neighbour(g, t, 0), b = cq_graph_in_neighbour(g, t, 1);
        cqc_clear(&m->state, g);
        cqc_hold(&m->state, a, 0, at_a);
        cqc_hold(&m->state, b, 1, at_b);
        *a_out = a;
        return t;
    }
    fail_msg("no vertex with two neighbours");
    return -1;
}

void cqc_own_two_way(conquest_screen *c, int *u, int *v, int64_t units)
{
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    *u = *v = -1;
    for (int e = 0; e < g->n_edges && *u < 0; e++)
        if (g->reverse[e] >= 0) {
            *u = g->edges[e].from;
            *v = g->edges[e].to;
        }
    assert_true(*u >= 0);
    cq_state *s = &m->state;
    cqc_clear(s, g);
    cqc_hold(s, *u, 0, units);
    for (int k = 0; k < g->n_vertices; k++)
        if (k != *u && k != *v && cq_graph_edge(g, *u, k) < 0 && cq_graph_edge(g, k, *u) < 0) {
            cqc_hold(s, k, 1, 1);
            break;
        }
}

void cqc_keep_shot(app *a, const char *dir, const char *name)
{
    char folder[1024], path[1300];
    snprintf(folder, sizeof folder, "%s/%s", getenv("SKIRMISH_TEST_TMP"), dir);
    mkdir(folder, 0755);
    snprintf(path, sizeof path, "%s/%s-%dx%d.png", folder, name, a->w, a->h);
    app_draw(a);
    if (a->offscreen)
        client_write_shot(a->offscreen, path);
}

void cqc_place_pair(conquest_screen *c, int w, int x, int y, int64_t at_x, int64_t at_y, int weight)
{
    conquest_match *m = &c->match;
    cq_state *s = &m->state;
    cqc_clear(s, &m->graph);
    m->graph.vertices[w].weight = weight;
    cqc_hold(s, x, 0, at_x);
    cqc_hold(s, y, at_y > 0 ? 1 : CQ_NEUTRAL, at_y);
    c->cover = false;
    c->viewer = 0;
}

cqc_shared cqc_set_shared(conquest_screen *c, int64_t at_x, int64_t at_y, int64_t at_z)
{
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    cqc_shared t = { -1, -1, -1, -1 };
    for (int w = 0; w < g->n_vertices && t.w < 0; w++) {
        if (cq_graph_in_degree(g, w) < 2)
            continue;
        int x = cq_graph_in_neighbour(g, w, 0), y = cq_graph_in_neighbour(g, w, 1);
        for (int i = 0; i < cq_graph_in_degree(g, x); i++) {
            int z = cq_graph_in_neighbour(g, x, i);
            if (z != w && z != y && cq_graph_edge(g, x, w) >= 0)
                t = (cqc_shared){ w, x, y, z };
        }
    }
    assert_true(t.w >= 0);
    cqc_place_pair(c, t.w, t.x, t.y, at_x, at_y, 2);
    cqc_hold(&m->state, t.z, at_z > 0 ? 1 : CQ_NEUTRAL, at_z);
    return t;
}
