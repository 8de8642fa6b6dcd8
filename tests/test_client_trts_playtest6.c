/*
 * TRTS on screen after blind play-test 6 (helper hTr8): a refused drag keeps
 * the pick, so the next drag moves only the picked unit, and Undo takes a move
 * of the group back; a refusal at a cliff names what fails on the way round;
 * the combat log shows each hit's maths ("1 − armour 1 = 0 · armour 1 stops
 * it") and never cuts the keep-alive line. A duel against the computer on the
 * first shipped map, its state set by hand.
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

#include "areamap/view.h"
#include "client_test_util.h"
#include "shell/ui.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static void shot(const char *name) { trts_shot("pt6", name, false); }

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

/* Seat 0's Micro with two workers at home, 2 MP each (as Micro gives them). */
static int micro_at_home(trts_screen *c, int units[2])
{
    trts_state *s = &c->st;
    int home = s->players[0].start_area, n = 0;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building) {
            s->pieces[i].mp = 2;
            if (s->pieces[i].owner == 0 && s->pieces[i].area == home && n < 2)
                units[n++] = i;
        }
    assert_int_equal(n, 2);
    trts_set_clear(&c->sel);
    return home;
}

/* A refused drag keeps the one unit picked; the next drag moves it alone; Undo
 * is open in the group's turn and takes the move back. */
static void test_refusal_keeps_pick_and_undo(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u[2], home = micro_at_home(c, u), far = s->players[1].start_area;
    trts_set_add(&c->sel, u[0]);
    drag(c, home, far);
    assert_non_null(strstr(c->message, trts_area_label(&s->map->areas[far])));
    assert_true(trts_set_has(&c->sel, u[0]));
    assert_int_equal(trts_set_count(&c->sel), 1);
    /* a legal neighbour: only the picked unit goes */
    int next = -1;
    for (int k = 0; k < s->map->areas[home].n_adj && next < 0; k++) {
        int route[TRTS_MAX_AREAS];
        if (trts_move_route(s, u[0], s->map->areas[home].adj[k], TRTS_ACT_MOVE, route, TRTS_MAX_AREAS) == 2)
            next = s->map->areas[home].adj[k];
    }
    assert_true(next >= 0);
    drag(c, home, next);
    assert_int_equal(s->pieces[u[0]].area, next);
    assert_int_equal(s->pieces[u[1]].area, home);
    shot("moved-one");
    /* Undo in the group's turn: open after a move within the team's areas; after a
     * move that engaged (it showed whether enemies were there) greyed, and says why */
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    bool engaged = !trts_team_controls(s, s->players[0].team, next) || s->engaged_by[next];
    if (trts_play_can_undo(c)) {
        trts_play_undo(&off, c);
        assert_int_equal(c->st.pieces[u[0]].area, home);
    } else {
        assert_true(engaged);
        assert_true(c->undo_scouted);
        char route[300], want[400];
        trts_set one;
        trts_set_clear(&one);
        trts_set_add(&one, u[0]);
        assert_true(drawn(_("Undo")));
        snprintf(want, sizeof want, "%s", _("No Undo: the move showed whether enemies were there."));
        if (!strstr(c->message, want))
            fail_msg("message \"%s\", want \"%s\"", c->message, want);
        (void)route;
        /* the greyed button's tooltip */
        const char *tip = _("Undo is closed: your move entered an area without your marker and so showed whether "
                            "enemies were there. Drag the group on, or End.");
        bool seen = false;
        for (int y = off.h - 60; y < off.h && !seen; y += 4)
            for (int x = off.w - 400; x < off.w - 200 && !seen; x += 10) {
                mouse_at(UI_EV_MOUSE_MOVE, x, y);
                draw();
                seen = strstr(off.tooltip, tip) != NULL;
            }
        assert_true(seen);
        shot("undo-closed");
    }
    app_free(&off);
}

/* A drop across a cliff whose walking way round crosses an area the team does
 * not hold: the reason names the cliff and that area. */
static void test_cliff_way_round_named(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u[2], home = micro_at_home(c, u);
    bool found = false;
    for (int k = 0; k < s->map->areas[home].n_adj && !found; k++) {
        int to = s->map->areas[home].adj[k];
        if (s->map->edges[s->map->areas[home].adj_edge[k]].kind != TRTS_EDGE_CLIFF)
            continue;
        static trts_state copy;
        copy = *s;
        trts_action act = { .kind = TRTS_ACT_ACTIVATE, .player = 0 };
        trts_set_add(&act.units, u[0]);
        assert_int_equal(trts_apply(&copy, &act), TRTS_OK);
        trts_move_refusal r;
        trts_action mv = { .kind = TRTS_ACT_MOVE, .player = 0, .a = (int16_t)to, .units = act.units };
        if (trts_test_move_way(&copy, &mv, &r) != TRTS_WHY_UNREACHABLE || r.way != TRTS_WAY_THROUGH_OTHERS)
            continue;
        assert_true(r.cliff);
        assert_true(r.block >= 0);
        found = true;
        trts_set_add(&c->sel, u[0]);
        drag(c, home, to);
        char want[400];
        snprintf(want, sizeof want,
                 _("a cliff lies between %s and %s, and a move may cross only your team's areas: stop in %s, then "
                   "drag on from there"),
                 trts_area_label(&s->map->areas[home]), trts_area_label(&s->map->areas[to]),
                 trts_area_label(&s->map->areas[r.block]));
        if (!strstr(c->message, want))
            fail_msg("message \"%s\", want \"%s\"", c->message, want);
        shot("cliff-way-round");
    }
    assert_true(found);
    app_free(&off);
}

static trts_log_piece log_of(const trts_state *s, int i)
{
    const trts_piece *p = &s->pieces[i];
    return (trts_log_piece){ .born = p->born, .number = p->number, .seen = p->seen, .owner = p->owner,
                             .type = p->type, .building = p->building };
}

/* The combat log: each hit with its maths and its cause, the keep-alive line
 * shown with the step's last hit (it was cut when every entry was shown). */
static void test_combat_log_maths(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int u[2], home = micro_at_home(c, u);
    int foe = -1;
    for (int i = 0; i < s->n_pieces && foe < 0; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 1 && !s->pieces[i].building)
            foe = i;
    assert_true(foe >= 0);
    trts_combat_log *g = &s->log;
    memset(g, 0, sizeof *g);
    g->area = home;
    g->n_steps = 1;
    g->ranges[0] = 1;
    g->n_hits = 2;
    g->hits[0] = (trts_log_hit){ .step = 0, .attacker = (int16_t)u[0], .target = (int16_t)foe, .damage = 0,
                                 .outcome = TRTS_LOG_HURT, .left = 1, .attack = 1, .armour = 1,
                                 .who = log_of(s, u[0]), .whom = log_of(s, foe) };
    g->hits[1] = (trts_log_hit){ .step = 0, .attacker = (int16_t)foe, .target = (int16_t)u[1], .damage = 1,
                                 .outcome = TRTS_LOG_DESTROYED, .left = 0, .attack = 1, .armour = 0,
                                 .who = log_of(s, foe), .whom = log_of(s, u[1]) };
    g->kept_alive[0] = (int16_t)u[1];
    g->kept[0] = log_of(s, u[1]);
    c->log_shown = g->n_hits + g->n_steps;
    draw();
    char line[TRTS_LOG_LINE], want[TRTS_LOG_LINE + 40];
    trts_play_log_hit_line(c, s, &g->hits[0], line, sizeof line);
    snprintf(want, sizeof want, _("%d − armour %d = %d"), 1, 1, 0);
    assert_non_null(strstr(line, want));
    snprintf(want, sizeof want, _(" · armour %d stops it"), 1);
    assert_non_null(strstr(line, want));
    assert_null(strstr(line, _("shields hold")));
    assert_true(drawn(line + 2)); /* the indent aside */
    snprintf(want, sizeof want,
             _("  %s kept alive at 1 HP: the step left nobody, so the defender keeps one piece (and the area)"),
             trts_play_log_label(c, s, &g->kept[0]));
    assert_true(drawn(want + 2));
    /* a plain hit goes through the same translated line ("%s → %s : %s" in French) */
    trts_play_log_hit_line(c, s, &g->hits[1], line, sizeof line);
    char a[96];
    snprintf(a, sizeof a, "%s", trts_play_log_label(c, s, &g->hits[1].who));
    snprintf(want, sizeof want, _("  %s → %s: %s%s"), a, trts_play_log_label(c, s, &g->hits[1].whom), "1",
             _(" · destroyed"));
    assert_string_equal(line, want);
    shot("combat-log");
    app_free(&off);
}

/* Two HQs making a worker each: the panel names each by its area. */
static void test_two_producers_named(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    s->phase = TRTS_PHASE_MACRO;
    s->current = 0;
    int home = s->players[0].start_area, other = s->map->areas[home].adj[0];
    assert_true(trts_state_place_building(s, 0, TRTS_ROLE_DEPOT, other, true) >= 0);
    const trts_faction *f = trts_player_faction(s, 0);
    int worker = trts_faction_worker(f), n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].building && s->pieces[i].owner == 0 &&
            s->pieces[i].type == TRTS_ROLE_DEPOT) {
            s->pieces[i].item_kind = TRTS_ITEM_UNIT;
            s->pieces[i].item_type = (int8_t)worker;
            s->pieces[i].item_due = (int16_t)(s->round + 1);
            n++;
        }
    assert_int_equal(n, 2);
    draw();
    char maker[160], want[300];
    snprintf(maker, sizeof maker, _("%s at %s"), i18n_content(f->buildings[TRTS_ROLE_DEPOT].name),
             trts_area_label(&s->map->areas[other]));
    snprintf(want, sizeof want, P_("%s: %s, %d round left", "%s: %s, %d rounds left", 1), maker,
             i18n_content(f->units[worker].name), 1);
    assert_true(drawn(want));
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refusal_keeps_pick_and_undo),
        cmocka_unit_test(test_cliff_way_round_named),
        cmocka_unit_test(test_combat_log_maths),
        cmocka_unit_test(test_two_producers_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
