/*
 * TRTS after blind play-test 7 (helper hTr9b): a move refused as too far names
 * the cliff that walking units go round when the line of links looks shorter
 * (West Flats to North Main read "needs 3 MP ... (1 MP per area entered)" for
 * what looked like two links; the cliff between North Third and North Main was
 * not named).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/view.h"
#include "client_test_util.h"
#include "shell/ui.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void drag(trts_screen *c, int from, int to)
{
    draw();
    float hx, hy, fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &hx, &hy);
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &fx, &fy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_DOWN, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)fx, (int)fy);
    draw();
    assert_int_equal(c->hover, to);
    mouse_at(UI_EV_MOUSE_UP, (int)fx, (int)fy);
    draw();
}

/* Seat 0's Micro; every area without enemy pieces its own; one worker of 2 MP
 * stands in an area from which the walking way home is longer than the links. */
static void test_cliff_on_the_way_named(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, u = -1;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && u < 0 &&
            trts_piece_worker(s, i))
            u = i;
    assert_true(u >= 0);
    for (int a = 0; a < s->map->n_areas; a++) {
        bool enemy = false;
        for (int i = 0; i < s->n_pieces; i++)
            enemy |= s->pieces[i].alive && s->pieces[i].area == a && s->pieces[i].owner != 0;
        s->markers[a] = enemy ? s->markers[a] : 1u;
    }
    bool found = false;
    for (int x = 0; x < s->map->n_areas && !found; x++) {
        bool direct = false;
        for (int k = 0; k < s->map->areas[x].n_adj; k++)
            direct |= s->map->areas[x].adj[k] == home;
        if (x == home || direct || s->markers[x] != 1u)
            continue;
        s->pieces[u].area = (int8_t)x;
        s->pieces[u].mp = 2;
        trts_move_refusal r;
        trts_action mv = { .kind = TRTS_ACT_ACTIVATE, .player = 0 };
        trts_set_add(&mv.units, u);
        static trts_state copy;
        copy = *s;
        assert_int_equal(trts_apply(&copy, &mv), TRTS_OK);
        mv.kind = TRTS_ACT_MOVE;
        mv.a = (int16_t)home;
        if (trts_test_move_way(&copy, &mv, &r) != TRTS_WHY_UNREACHABLE || r.way != TRTS_WAY_TOO_FAR || r.cliff ||
            r.hops != 3)
            continue;
        /* two links away, one of them a cliff: the case of the play-test */
        bool two_links = false;
        for (int k = 0; k < s->map->areas[x].n_adj; k++) {
            int y = s->map->areas[x].adj[k];
            for (int j = 0; j < s->map->areas[y].n_adj; j++)
                two_links |= s->map->areas[y].adj[j] == home;
        }
        if (!two_links)
            continue;
        found = true;
        trts_set_clear(&c->sel);
        trts_set_add(&c->sel, u);
        drag(c, x, home);
        if (!strstr(c->message, "walking units go round the cliff between"))
            fail_msg("message \"%s\"", c->message);
        assert_true(drawn("walking units go round the cliff between"));
        trts_shot("cliff", "too-far", false);
    }
    assert_true(found);
    app_free(&off);
}

/* A cliff is not drawn as a way on foot (play-test 10: the cream line every
 * open link has ran under its small mark and read as a road): only its own
 * CLIFF link, red dashes with its rock mark, as the legend shows; every other
 * link keeps its plain line under its kind. */
static void test_cliff_not_drawn_as_road(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    const trts_map *map = c->st.map;
    draw();
    int cliffs = 0;
    for (int e = 0; e < map->n_edges; e++) {
        const trts_edge *ed = &map->edges[e];
        int plain = 0, kind = 0;
        for (int i = 0; i < c->model.n_links; i++) {
            const areamap_link *l = &c->model.links[i];
            if (!((l->from == ed->a && l->to == ed->b) || (l->from == ed->b && l->to == ed->a)))
                continue;
            plain += l->style == AREAMAP_LINK_PLAIN;
            kind += l->style == (ed->kind == TRTS_EDGE_CLIFF ? AREAMAP_LINK_CLIFF
                                 : ed->kind == TRTS_EDGE_RAMP ? AREAMAP_LINK_RAMP
                                                              : AREAMAP_LINK_OPEN);
        }
        cliffs += ed->kind == TRTS_EDGE_CLIFF;
        assert_int_equal(plain, ed->kind == TRTS_EDGE_CLIFF ? 0 : 2);
        assert_int_equal(kind, 1);
    }
    assert_true(cliffs > 0);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cliff_on_the_way_named),
        cmocka_unit_test(test_cliff_not_drawn_as_road),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
