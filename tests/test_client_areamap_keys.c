/*
 * The three area-map games without a mouse (src/client/areamap/keys.c): in
 * Conquest, Campaign and TRTS a hot-seat game is started, its cover passed and
 * an order given or an army moved by keys alone — Tab to the map, the arrows to
 * the area (the hover card follows), Enter on the source, arrows, Enter on the
 * destination. Also: the first arrow only shows the cursor, Esc drops a
 * keyboard drag, Enter twice on one area is a click (TRTS selects the area),
 * and the Barracks squad editor's search field is a stop of the focus ring
 * (Enter there starts typing, Tab leaves it).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/keys.h"
#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app the_app;

static void key(ui_key k)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = k;
    app_handle_event(&the_app, &ev);
    app_draw(&the_app); /* as the loop does after each event */
}

static void type_text(const char *text)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_TEXT;
    snprintf(ev.text, sizeof ev.text, "%s", text);
    app_handle_event(&the_app, &ev);
    app_draw(&the_app);
}

/* Tab until the widget labelled `label` (already translated) has the focus. */
static void focus_on(const char *label)
{
    app_draw(&the_app);
    for (int i = 0; i <= the_app.n_focusable + 1; i++) {
        if (the_app.focus_visible && strcmp(the_app.focus_label, label) == 0)
            return;
        key(UI_KEY_TAB);
    }
    fail_msg("no focusable '%s' on screen %s (%d focusable)", label, app_scene_name(&the_app), the_app.n_focusable);
}

static void press(const char *label)
{
    focus_on(label);
    key(UI_KEY_ENTER);
}

/* The screen on top's map (NULL when none). */
static areamap_model *model;
static areamap_camera *cam;

/* Tab until the map has the focus (its cursor ring shows). */
static void focus_map(void)
{
    app_draw(&the_app);
    for (int i = 0; i <= the_app.n_focusable + 1 && !model->keys.shown; i++)
        key(UI_KEY_TAB);
    assert_true(model->keys.shown);
    assert_true(model->keys.placed);
}

/* Moves the cursor to `target` with the arrows only: the shortest sequence of
 * arrow keys by the view's own rule of the next area in a direction. */
static void cursor_to(int target)
{
    static const ui_key arrows[4] = { UI_KEY_LEFT, UI_KEY_RIGHT, UI_KEY_UP, UI_KEY_DOWN };
    static const float dirs[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
    int n = model->n_nodes;
    int *came = malloc((size_t)n * sizeof *came), *how = malloc((size_t)n * sizeof *how);
    int *queue = malloc((size_t)n * sizeof *queue);
    assert_non_null(came);
    assert_non_null(how);
    assert_non_null(queue);
    for (int i = 0; i < n; i++)
        came[i] = -2;
    int start = model->keys.node, head = 0, tail = 0;
    came[start] = -1;
    queue[tail++] = start;
    while (head < tail && came[target] == -2) {
        int v = queue[head++];
        for (int d = 0; d < 4; d++) {
            int w = areamap_keys_step(cam, model, v, dirs[d][0], dirs[d][1]);
            if (came[w] == -2) {
                came[w] = v;
                how[w] = d;
                queue[tail++] = w;
            }
        }
    }
    if (came[target] == -2)
        fail_msg("area %d cannot be reached by the arrows from %d", target, start);
    int path[256], len = 0;
    for (int v = target; v != start && len < 256; v = came[v])
        path[len++] = how[v];
    for (int i = len - 1; i >= 0; i--)
        key(arrows[path[i]]);
    assert_int_equal(model->keys.node, target);
    free(came);
    free(how);
    free(queue);
}

/* The pointer follows the cursor: the game's hover card shows its area. */
static void assert_pointer_on(int node)
{
    float x, y;
    areamap_camera_to_screen(cam, model->nodes[node].x, model->nodes[node].y, &x, &y);
    assert_true(abs(the_app.mouse_x - (int)x) <= 1 && abs(the_app.mouse_y - (int)y) <= 1);
}

static void set_dirs(const char *name)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "rm -rf '%s/%s'", getenv("SKIRMISH_TEST_TMP"), name);
    assert_int_equal(system(dir), 0);
    snprintf(dir, sizeof dir, "%s/%s/config", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/%s/data", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_DATA_HOME", dir, 1);
}

static void start_app(const char *dirs)
{
    set_dirs(dirs);
    setenv("SKIRMISH_SEED", "7", 1);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s", getenv("XDG_DATA_HOME"));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    the_app.frozen_ticks = 1000;
    app_draw(&the_app);
}

static void test_conquest_order_by_keys(void **state)
{
    (void)state;
    start_app("kbd-cq");
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    conquest_content_get(&the_app)->setup.players = 2;
    conquest_content_get(&the_app)->setup.seat[0] = conquest_content_get(&the_app)->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    press(_("Start"));
    assert_string_equal(app_scene_name(&the_app), "conquest");
    conquest_screen *c = conquest_current(&the_app);
    model = &c->model;
    cam = &c->cam;
    int p = c->viewer;
    key(UI_KEY_T); /* the cover lifts by T or a click, never Enter */
    assert_false(c->cover);
    focus_map();
    const conquest_match *m = &c->match;
    int from = -1;
    for (int v = 0; v < m->graph.n_vertices && from < 0; v++)
        if (m->state.controller[v] == p && m->state.units[v] > 0)
            from = v;
    assert_true(from >= 0);
    int to = cq_graph_out_neighbour(&m->graph, from, 0);
    cursor_to(to);
    cursor_to(from);
    assert_pointer_on(from);
    assert_int_equal(c->hover, from); /* the hover card follows the cursor */
    /* Esc drops a keyboard drag: no order. */
    key(UI_KEY_ENTER);
    assert_int_equal(c->drag_from, from);
    assert_true(model->keys.held);
    cursor_to(to);
    key(UI_KEY_ESCAPE);
    assert_int_equal(c->drag_from, -1);
    assert_false(model->keys.held);
    assert_int_equal(m->orders[p].n, 0);
    assert_string_equal(app_scene_name(&the_app), "conquest");
    /* Enter on the source, arrows, Enter on the destination: the order. */
    cursor_to(from);
    key(UI_KEY_ENTER);
    cursor_to(to);
    client_pixels_compare(&the_app, "keys-conquest-drag");
    key(UI_KEY_ENTER);
    assert_int_equal(m->orders[p].n, 1);
    assert_int_equal(cq_graph_find(&m->graph, m->orders[p].list[0].from), from);
    assert_int_equal(cq_graph_find(&m->graph, m->orders[p].list[0].to), to);
    assert_int_equal(c->drag_from, -1);
    app_free(&the_app);
}

static void test_campaign_move_by_keys(void **state)
{
    (void)state;
    start_app("kbd-camp");
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->n_maps >= 1);
    k->setup.players = 2;
    k->setup.computer[0] = k->setup.computer[1] = false;
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    press(_("Start campaign"));
    if (strcmp(app_scene_name(&the_app), "campaign") != 0)
        fail_msg("not started: %s", the_app.message);
    campaign_screen *c = campaign_current(&the_app);
    model = &c->model;
    cam = &c->cam;
    for (int seat = 0; seat < 2; seat++) {
        assert_int_equal(c->step, CSTEP_DOWNTIME);
        key(UI_KEY_T); /* a cover lifts by T or a click, never Enter */
        assert_false(c->cover);
        press(_("Downtime done"));
    }
    assert_int_equal(c->step, CSTEP_ORDERS);
    key(UI_KEY_T);
    assert_false(c->cover);
    int army = -1, from = -1;
    for (int i = 0; i < c->st.forces.n_armies && army < 0; i++)
        if (c->st.forces.armies[i].player == 0) {
            army = c->st.forces.armies[i].id;
            from = c->st.forces.armies[i].loc;
        }
    assert_true(army >= 0);
    int to = -1;
    for (int l = 0; l < c->map.n_locations && to < 0; l++)
        if (campaign_map_adjacent(&c->map, from, l))
            to = l;
    assert_true(to >= 0);
    focus_map();
    /* A press on a location without an army of the player's starts no drag:
     * the next Enter presses again. */
    cursor_to(to);
    key(UI_KEY_ENTER);
    assert_int_equal(c->drag_army, -1);
    assert_false(model->keys.held);
    cursor_to(from);
    key(UI_KEY_SPACE); /* Space as Enter */
    assert_int_equal(c->drag_army, army);
    cursor_to(to);
    assert_pointer_on(to);
    client_pixels_compare(&the_app, "keys-campaign-drag");
    key(UI_KEY_SPACE);
    assert_int_equal(c->drag_army, -1);
    assert_int_equal(c->n_orders[0], 1);
    assert_int_equal(c->orders[0][0].kind, CAMPAIGN_ORDER_MOVE);
    assert_int_equal(c->orders[0][0].to, to);
    app_free(&the_app);
}

static void test_trts_move_by_keys(void **state)
{
    (void)state;
    start_app("kbd-trts");
    assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
    trts_content *k = trts_content_get(&the_app);
    assert_true(k->rules_ok);
    k->setup.computer[0] = k->setup.computer[1] = false;
    press(_("Start"));
    assert_string_equal(app_scene_name(&the_app), "trts");
    trts_screen *c = trts_current(&the_app);
    model = &c->model;
    cam = &c->cam;
    /* Macro: both players behind their covers, Done. */
    for (int n = 0; n < 2 && c->st.phase == TRTS_PHASE_MACRO; n++) {
        if (c->cover) {
            key(UI_KEY_T); /* a cover lifts by T or a click, never Enter */
            assert_false(c->cover);
        }
        press(_("Done"));
        if (c->confirm_done) /* Done with no order asks first */
            press(_("Yes, Done"));
    }
    assert_int_equal(c->st.phase, TRTS_PHASE_MICRO);
    int p = c->st.current;
    if (c->cover)
        key(UI_KEY_T);
    assert_false(c->cover);
    int start = c->st.players[p].start_area, to = -1;
    const trts_area *ar = &c->st.map->areas[start];
    for (int e = 0; e < ar->n_adj && to < 0; e++)
        if (c->st.map->edges[ar->adj_edge[e]].kind != TRTS_EDGE_CLIFF)
            to = ar->adj[e];
    assert_true(to >= 0);
    focus_map();
    /* Enter twice on one area is a click: the area is picked. */
    cursor_to(to);
    key(UI_KEY_ENTER);
    key(UI_KEY_ENTER);
    assert_int_equal(c->sel_area, to);
    /* A keyboard drag from the start area: the move. */
    cursor_to(start);
    key(UI_KEY_ENTER);
    assert_int_equal(c->drag_from, start);
    cursor_to(to);
    client_pixels_compare(&the_app, "keys-trts-drag");
    key(UI_KEY_ENTER);
    /* A move that stops the start area's minerals is asked first (play-test
     * 13): Enter answers it too. */
    if (strcmp(app_scene_name(&the_app), "trts-move-confirm") == 0)
        key(UI_KEY_ENTER);
    assert_int_equal(c->st.phase, TRTS_PHASE_GROUP);
    assert_true(c->st.markers[to] & (1u << p));
    app_free(&the_app);
}

/* The squad editor's fields are stops of the focus ring. */
static void test_barracks_fields_in_ring(void **state)
{
    (void)state;
    start_app("kbd-barracks");
    barracks_open_squad_editor(&the_app, NULL, -1);
    assert_string_equal(app_scene_name(&the_app), "squad-editor");
    barracks_view *v = &barracks_get(&the_app)->view;
    app_draw(&the_app);
    /* Tab round the ring until the search field has the keyboard after Enter. */
    bool found = false;
    for (int i = 0; i <= the_app.n_focusable + 1 && !found; i++) {
        key(UI_KEY_TAB);
        if (getenv("KBD_DEBUG"))
            fprintf(stderr, "tab %d: focus %d '%s' field %d scene %s\n", i, the_app.focus, the_app.focus_label, v->focus, app_scene_name(&the_app));
        if (the_app.focus_label[0] == '\0') { /* a field: no label */
            key(UI_KEY_ENTER);
            found = v->focus == BARRACKS_UI_FOCUS_PICKER_SEARCH;
            if (!found && v->focus != BARRACKS_UI_FOCUS_NONE)
                key(UI_KEY_ESCAPE);
        }
    }
    assert_true(found);
    type_text("zz");
    assert_string_equal(v->picker_search, "zz");
    /* Tab moves the ring on, and the field lets the keyboard go. */
    key(UI_KEY_TAB);
    assert_int_equal(v->focus, BARRACKS_UI_FOCUS_NONE);
    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conquest_order_by_keys),
        cmocka_unit_test(test_campaign_move_by_keys),
        cmocka_unit_test(test_trts_move_by_keys),
        cmocka_unit_test(test_barracks_fields_in_ring),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
