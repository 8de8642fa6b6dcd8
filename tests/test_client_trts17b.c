/*
 * TRTS's map and input after blind play-test 14 (helper hTr17b): a drag whose
 * way crosses an area the team does not hold says where the move may stop and
 * go on from (the rules' "Repeat any of: Move"), and the two drags it takes
 * are played; touching areas with no link are walled and a drag across says
 * "not linked"; a drag starts only where the seat has units; Esc closes one
 * layer at a time. A duel against the computer on the first shipped map.
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

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "areamap/camera.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void shot(const char *name) { trts_shot("t17b", name, false); }

/* Seat 0's Micro with its home units given `mp` MP; the first of them in *u. */
static int micro_home(trts_screen *c, int mp, int *u)
{
    trts_state *s = &c->st;
    int home = s->players[0].start_area;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    *u = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building) {
            s->pieces[i].mp = (int8_t)mp;
            if (s->pieces[i].owner == 0 && s->pieces[i].area == home && *u < 0)
                *u = i;
        }
    assert_true(*u >= 0);
    trts_set_clear(&c->sel);
    return home;
}

/* South Main → South Watch through neutral South Expansion (play-test 14): the
 * refusal says to stop in the neutral area and drag on; the preview knows that
 * stop; the two drags are played. */
static void test_way_through_neutral_stops(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u, home = micro_home(c, 3, &u), to = -1, block = -1;
    bool cliff = false;
    for (int a = 0; a < s->map->n_areas && to < 0; a++) {
        if (a == home || s->markers[a])
            continue;
        static trts_state copy;
        copy = *s;
        trts_action act = { .kind = TRTS_ACT_ACTIVATE, .player = 0 };
        trts_set_add(&act.units, u);
        assert_int_equal(trts_apply(&copy, &act), TRTS_OK);
        trts_move_refusal r;
        trts_action mv = { .kind = TRTS_ACT_MOVE, .player = 0, .a = (int16_t)a, .units = act.units };
        if (trts_test_move_way(&copy, &mv, &r) == TRTS_WHY_UNREACHABLE && r.way == TRTS_WAY_THROUGH_OTHERS &&
            r.hops == 2 && r.block >= 0 && s->markers[r.block] == 0) {
            to = a;
            block = r.block;
            cliff = r.cliff;
        }
    }
    assert_true(to >= 0);
    trts_set_add(&c->sel, u);
    assert_int_equal(trts_play_judge_stop(c, home, to), block);
    /* the preview while held: the refusal with the stop named */
    SDL_Point from_at, to_at;
    trts_drag_hold(c, home, to, &from_at, &to_at);
    draw();
    char want[400];
    const char *here = trts_area_label(&s->map->areas[home]), *there = trts_area_label(&s->map->areas[to]),
               *stop = trts_area_label(&s->map->areas[block]);
    if (cliff) /* South Main → South Watch: a cliff, the way round through South Expansion */
        snprintf(want, sizeof want, _("a cliff lies between %s and %s, and a move may cross only your team's areas: stop in "
                                      "%s, then drag on from there"),
                 here, there, stop);
    else
        snprintf(want, sizeof want, _("a move may cross only your team's areas: stop in %s, then drag on from there"), stop);
    assert_true(drawn(want));
    shot("stop-preview");
    mouse_at(UI_EV_MOUSE_UP, to_at.x, to_at.y);
    draw();
    if (!strstr(c->message, want))
        fail_msg("message \"%s\", want \"%s\"", c->message, want);
    assert_int_equal(s->pieces[u].area, home);
    /* the same way in two drags: both played */
    trts_drag(c, home, block);
    assert_int_equal(s->pieces[u].area, block);
    trts_drag(c, block, to);
    if (s->pieces[u].area != to)
        fail_msg("not moved on: \"%s\"", c->message);
    app_free(&off);
}

/* Two areas whose regions touch with no edge between (East Crossing and North
 * Watch): a wall on the map, named in the legend, and a drag across it refused
 * "not linked" (play-test 14: a line was drawn and the refusal spoke of MP). */
static void test_not_linked(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u;
    micro_home(c, 1, &u);
    draw(); /* the board built: the walls found on it */
    int n, a = -1, b = -1;
    const trts_wall *w = trts_play_walls(c, &n);
    assert_true(n > 0);
    for (int k = 0; k < n; k++) {
        assert_int_equal(trts_map_edge_between(s->map, w[k].a, w[k].b), -1);
        assert_true(w[k].n > 0);
    }
    int watch = trts_map_find_area(s->map, "n-watch"), cross = -1;
    for (int k = 0; k < n && cross < 0; k++)
        if (w[k].a == watch || w[k].b == watch)
            cross = w[k].a == watch ? w[k].b : w[k].a;
    assert_true(watch >= 0 && cross >= 0);
    assert_true(trts_play_not_linked(c, watch, cross));
    assert_false(trts_play_not_linked(c, watch, watch));
    a = watch;
    b = cross;
    s->pieces[u].area = (int16_t)a;
    s->markers[a] = 1u << 0;
    trts_drag(c, a, b);
    char want[300];
    snprintf(want, sizeof want, _("not linked: no passage between %s and %s"), trts_area_label(&s->map->areas[a]),
             trts_area_label(&s->map->areas[b]));
    if (!strstr(c->message, want))
        fail_msg("message \"%s\", want \"%s\"", c->message, want);
    assert_int_equal(s->pieces[u].area, a);
    /* the legend names the wall */
    key(UI_KEY_L);
    assert_true(drawn(_("Red wall on a border, no-entry sign: no passage, not even for flyers")));
    shot("wall-legend");
    key(UI_KEY_ESCAPE); /* the legend closes first: no pause menu */
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    assert_false(trts_board_legend_close());
    app_free(&off);
}

/* A drag from an area where the seat has no units, a unit picked elsewhere:
 * "You have no units in South Main", nothing moved (play-test 14: the picked
 * unit was tried and an unrelated cliff named). */
static void test_drag_from_no_units(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u, home = micro_home(c, 3, &u), enemy = s->players[1].start_area;
    trts_set_add(&c->sel, u);
    int next = s->map->areas[enemy].adj[0];
    trts_drag(c, enemy, next);
    char want[300];
    snprintf(want, sizeof want, _("You have no units in %s"), trts_area_label(&s->map->areas[enemy]));
    if (!strstr(c->message, want))
        fail_msg("message \"%s\", want \"%s\"", c->message, want);
    assert_int_equal(s->pieces[u].area, home);
    app_free(&off);
}

/* Esc closes one layer at a time: the area picked in Macro, then the pause
 * menu (play-test 14: Esc did nothing with an area picked). */
static void test_esc_unpicks_area(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    int home = s->players[0].start_area;
    float x, y;
    draw(); /* the model built */
    areamap_camera_to_screen(&c->cam, c->model.nodes[home].x, c->model.nodes[home].y, &x, &y);
    mouse_at(UI_EV_MOUSE_MOVE, (int)x, (int)y);
    mouse_at(UI_EV_MOUSE_DOWN, (int)x, (int)y);
    mouse_at(UI_EV_MOUSE_UP, (int)x, (int)y);
    draw();
    assert_int_equal(c->sel_area, home);
    key(UI_KEY_ESCAPE);
    assert_int_equal(c->sel_area, -1);
    assert_int_equal(c->worker, -1);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    key(UI_KEY_ESCAPE);
    assert_ptr_not_equal(app_scene_top(&off), &trts_play_scene);
    app_free(&off);
}

/* A quiet move in Micro with other units not yet activated says before it is
 * made that the other side's pass would end Micro (play-test 14: six units
 * got no turn); a move that engages says nothing of it. */
static void test_quiet_move_foretold(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u, home = micro_home(c, 3, &u), next = -1;
    for (int k = 0; k < s->map->areas[home].n_adj && next < 0; k++)
        if (s->map->edges[s->map->areas[home].adj_edge[k]].kind != TRTS_EDGE_CLIFF)
            next = s->map->areas[home].adj[k];
    assert_true(next >= 0);
    trts_set one;
    trts_set_clear(&one);
    trts_set_add(&one, u);
    const char *want = _("After this move, if the other side passes, Micro ends (your other units then wait for Reposition).");
    char warn[900];
    s->markers[next] = 0; /* neutral: an engagement, not quiet */
    trts_play_move_warnings(c, &one, next, warn, sizeof warn);
    assert_null(strstr(warn, want));
    s->markers[next] = 1u << 0; /* the seat's own: a quiet move */
    trts_play_move_warnings(c, &one, next, warn, sizeof warn);
    if (!strstr(warn, want))
        fail_msg("warnings \"%s\", want \"%s\"", warn, want);
    /* shown in the drag's preview */
    trts_set_add(&c->sel, u);
    trts_drag_hold(c, home, next, NULL, NULL);
    draw();
    assert_true(drawn(want));
    shot("quiet-foretold");
    app_free(&off);
}

/* The marks of the others' turn go once the seat acts (play-test 14: they
 * stayed and covered the areas' names). */
static void test_news_marks_go_on_act(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_news_scene_sized(0, &watch, &nat);
    c->news[0].seat = 0;
    c->news[0].fight[nat] = true;
    c->news[0].lost_other[nat] = 1;
    c->news[0].lost_whose[nat] = 1;
    draw();
    assert_true(trts_replay_marks_any(&c->news[0]));
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_PASS }));
    assert_false(trts_replay_marks_any(&c->news[0]));
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_way_through_neutral_stops),
        cmocka_unit_test(test_not_linked),
        cmocka_unit_test(test_drag_from_no_units),
        cmocka_unit_test(test_esc_unpicks_area),
        cmocka_unit_test(test_quiet_move_foretold),
        cmocka_unit_test(test_news_marks_go_on_act),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
