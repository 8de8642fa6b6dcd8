/*
 * TRTS on screen after blind play-test 7 (helper hTr9): a drag into another
 * team's area is asked first with what would fight (Esc: nothing moves; Enter:
 * the move); a drag into a free area is not asked; Enter right after a clicked
 * production order is Done; Done is not asked about when nothing can be paid,
 * and its question takes Enter; quick clicks on unit rows each pick, and "Pick
 * all here" picks an area's units; moved units stay named in Reposition.
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
#include "skirmish/i18n.h"
#include "trts/trts.h"

static void test_drag_into_enemy_area_asked(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, true, &watch, &nat);
    int before = c->rec->n_actions;
    trts_drag(c, watch, nat);
    /* asked, nothing done yet */
    assert_string_equal(app_scene_name(&off), "trts-move-confirm");
    assert_int_equal(c->rec->n_actions, before);
    char want[300];
    snprintf(want, sizeof want, _("%s holds %s: entering starts a fight with whatever is there. You see no enemy piece "
                                  "there, but hidden ones may be."),
             trts_player_name(c, 1), trts_area_label(&c->st.map->areas[nat]));
    assert_true(drawn(want));
    assert_true(drawn(_("Markers decide the winner: the team whose markers alone are in an area holds it.")));
    trts_shot("playtest7", "ask", true);
    /* Esc: nothing moved, the troopers still in s-watch */
    key(UI_KEY_ESCAPE);
    assert_string_equal(app_scene_name(&off), "trts");
    assert_int_equal(c->rec->n_actions, before);
    assert_true(drawn(_("Nothing moved: your units stay where they are.")));
    /* again, Enter: the move is made (Activate, then the move) */
    trts_drag(c, watch, nat);
    assert_string_equal(app_scene_name(&off), "trts-move-confirm");
    key(UI_KEY_ENTER);
    assert_string_equal(app_scene_name(&off), "trts");
    assert_true(c->rec->n_actions >= before + 2);
    assert_int_equal(c->rec->actions[before].kind, TRTS_ACT_ACTIVATE);
    assert_int_equal(c->rec->actions[before + 1].kind, TRTS_ACT_MOVE);
    assert_int_equal(c->rec->actions[before + 1].a, nat);
    app_free(&off);
}

/* An active group's move into another team's area is asked too. */
static void test_group_move_asked(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, true, &watch, &nat);
    trts_state *s = &c->st;
    trts_action act = { .kind = TRTS_ACT_ACTIVATE };
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == watch)
            trts_set_add(&act.units, i);
    assert_true(trts_play_act(&off, c, act));
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    int before = c->rec->n_actions;
    trts_drag(c, watch, nat);
    assert_string_equal(app_scene_name(&off), "trts-move-confirm");
    assert_int_equal(c->rec->n_actions, before);
    key(UI_KEY_ENTER);
    assert_true(c->rec->n_actions > before);
    assert_int_equal(c->rec->actions[before].kind, TRTS_ACT_MOVE);
    assert_int_equal(c->rec->actions[before].a, nat);
    app_free(&off);
}

/* At 800 x 560 the question fits, with its buttons, and the forecast when an
 * enemy is seen there (its pieces made public). */
static void test_ask_small_window(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene_at(800, 560, 3, true, &watch, &nat);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    int sk = trts_state_place_unit(s, 1, trts_faction_unit(&k->rules.factions[TRTS_MYRIAD], "skitter"), nat);
    assert_true(sk >= 0);
    s->pieces[sk].public_ = true;
    trts_drag(c, watch, nat);
    assert_string_equal(app_scene_name(&off), "trts-move-confirm");
    char title[200];
    snprintf(title, sizeof title, _("Fight in %s if the defenders stay:"), trts_area_label(&s->map->areas[nat]));
    assert_true(drawn(title));
    assert_int_equal(off.layout_faults, 0);
    trts_shot("playtest7", "ask-forecast", true);
    key(UI_KEY_ESCAPE);
    app_free(&off);
}

/* An area nobody holds: no question, the move is made at once. */
static void test_drag_into_free_area_not_asked(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    int before = c->rec->n_actions;
    trts_drag(c, watch, nat);
    assert_string_equal(app_scene_name(&off), "trts");
    assert_int_equal(c->rec->n_actions, before + 2);
    assert_int_equal(c->rec->actions[before + 1].kind, TRTS_ACT_MOVE);
    app_free(&off);
}

/* Macro: after a clicked production order, Enter is Done at once. */
static void test_enter_after_production_click(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    assert_int_equal(c->st.phase, TRTS_PHASE_MACRO);
    c->st.players[0].minerals = 10;
    draw();
    char prefix[80];
    snprintf(prefix, sizeof prefix, "%s", i18n_content("Technician"));
    SDL_Rect r = { 0, 0, 0, 0 };
    assert_true(trts_find_button(prefix, &r));
    int before = c->rec->n_actions;
    off.frozen_ticks += 5000; /* long after the panel appeared */
    trts_click(r, 1);
    assert_int_equal(c->rec->n_actions, before + 1);
    assert_int_equal(c->rec->actions[before].kind, TRTS_ACT_MAKE);
    key(UI_KEY_ENTER); /* at once: the same tick */
    assert_true(c->rec->n_actions >= before + 2);
    assert_int_equal(c->rec->actions[before + 1].kind, TRTS_ACT_DONE);
    app_free(&off);
}

/* Done with no order: asked only when something could be paid, and Enter answers. */
static void test_done_question(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    assert_int_equal(c->st.phase, TRTS_PHASE_MACRO);
    int before = c->rec->n_actions;
    c->st.players[0].minerals = 10;
    draw();
    off.frozen_ticks += 5000;
    key(UI_KEY_ENTER);
    assert_true(c->confirm_done);
    assert_int_equal(c->rec->n_actions, before);
    key(UI_KEY_ENTER); /* the same moment: not yet the answer */
    assert_int_equal(c->rec->n_actions, before);
    off.frozen_ticks += 1000;
    key(UI_KEY_ENTER);
    assert_int_equal(c->rec->n_actions, before + 1);
    assert_int_equal(c->rec->actions[before].kind, TRTS_ACT_DONE);
    app_free(&off);
    /* nothing to pay with: Done at once */
    c = open_duel(1280, 800);
    before = c->rec->n_actions;
    c->st.players[0].minerals = c->st.players[0].gas = 0;
    draw();
    off.frozen_ticks += 5000;
    key(UI_KEY_ENTER);
    assert_false(c->confirm_done);
    assert_int_equal(c->rec->n_actions, before + 1);
    assert_int_equal(c->rec->actions[before].kind, TRTS_ACT_DONE);
    app_free(&off);
}

/* Quick clicks on three rows pick three units; "Pick all here" picks them all. */
static void test_quick_row_clicks(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(3, false, &watch, &nat);
    trts_state *s = &c->st;
    SDL_Rect r = { 0, 0, 0, 0 };
    char prefix[80];
    snprintf(prefix, sizeof prefix, "[ ] %s", i18n_content("Trooper"));
    assert_true(trts_find_button(prefix, &r));
    trts_click(r, 1);
    assert_true(trts_find_button(prefix, &r));
    trts_click(r, 2); /* the system counts it a double-click */
    assert_true(trts_find_button(prefix, &r));
    trts_click(r, 3);
    int picked = 0;
    for (int i = 0; i < s->n_pieces; i++)
        picked += trts_set_has(&c->sel, i);
    assert_int_equal(picked, 3);
    /* a double-click on one row is one click */
    trts_set_clear(&c->sel);
    draw();
    assert_true(trts_find_button(prefix, &r));
    trts_click(r, 1);
    trts_click(r, 2);
    picked = 0;
    for (int i = 0; i < s->n_pieces; i++)
        picked += trts_set_has(&c->sel, i);
    assert_int_equal(picked, 1);
    /* "Pick all 3 here", then "Unpick all here" */
    trts_set_clear(&c->sel);
    draw();
    char all[80];
    snprintf(all, sizeof all, _("Pick all %d here"), 3);
    assert_true(trts_find_button(all, &r));
    trts_click(r, 1);
    picked = 0;
    for (int i = 0; i < s->n_pieces; i++)
        picked += trts_set_has(&c->sel, i) && s->pieces[i].area == watch;
    assert_int_equal(picked, 3);
    trts_shot("playtest7", "allhere", true);
    assert_true(trts_find_button(_("Unpick all here"), &r));
    trts_click(r, 1);
    assert_true(trts_set_empty(&c->sel));
    app_free(&off);
}

/* Reposition names the units that moved this round (they stay). */
static void test_reposition_names_moved(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, false, &watch, &nat);
    trts_state *s = &c->st;
    s->phase = TRTS_PHASE_REPOSITION;
    int moved = trts_own_unit_in(s, 0, watch);
    assert_true(moved >= 0);
    s->pieces[moved].activated = true;
    draw();
    char want[300];
    /* under its area's list (hTr15: no longer a line of its own with the area) */
    snprintf(want, sizeof want, _("Moved this round, they stay: %s"), trts_play_piece_label(c, s, moved));
    assert_true(drawn(want));
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drag_into_enemy_area_asked),
        cmocka_unit_test(test_group_move_asked),
        cmocka_unit_test(test_ask_small_window),
        cmocka_unit_test(test_drag_into_free_area_not_asked),
        cmocka_unit_test(test_enter_after_production_click),
        cmocka_unit_test(test_done_question),
        cmocka_unit_test(test_quick_row_clicks),
        cmocka_unit_test(test_reposition_names_moved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
