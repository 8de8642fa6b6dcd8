/*
 * Play-test 15's scenario defects (hScn18). The marker rule in words: a side
 * with no control objective on a zone only stops the other side scoring
 * there (Last Light's Rearguard believed its lone holds drained the
 * Warband's markers); a zone both sides play for also costs the other side a
 * marker; Lesson 5 says what the core does in its position.
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

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "help/help.h"
#include "shell/assets.h"
#include "scenario/editor_internal.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static int control_objective(const esc_game *g)
{
    for (int i = 0; i < g->scenario.n_objectives; i++)
        if (g->scenario.objectives[i].kind == ESC_OBJ_CONTROL)
            return i;
    fail();
    return -1;
}

/* Every unit off the board, then unit `slot` of `side` on `square` (text). */
static void place(esc_game *g, int side, int slot, const char *square)
{
    int sq = 0;
    assert_true(esc_square_parse(square, &sq));
    g->units[side * ESC_SQUAD_MAX + slot].square = (int8_t)sq;
}

static void clear(esc_game *g)
{
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        g->units[i].square = ESC_NO_SQUARE;
}

/* Last Light: the chapel is the Warband's alone. The Rearguard's line says
 * its lone hold stops the Warband scoring and takes no marker away, and the
 * core agrees; the Warband's line is its count. */
static void test_one_sided_control_line(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_scenario_launch(a, client_scenario_load(a, "last-light.json"), true, true, true);
    esc_game *g = &bb->match.game;
    int c = control_objective(g);
    int owner = g->scenario.objectives[c].side, other = 1 - owner;
    assert_true(owner == 0 || owner == 1);
    char line[300], want[400];
    /* play-test 17: only win conditions are objectives; the blocking rule is
     * a hint under the Warband's line, said once, with what a marker is */
    assert_false(battle_objective_line(&bb->match, c, other, line, sizeof line));
    assert_false(battle_objective_hint(&bb->match, c, other, want, sizeof want));
    assert_true(battle_objective_hint(&bb->match, c, owner, want, sizeof want));
    if (!client_language_run())
        assert_string_equal(want, "A marker for the chapel: a turn that ends with only this side's units there. The "
                                  "other side standing alone there stops it scoring, but takes none of its markers away.");
    assert_true(battle_objective_line(&bb->match, c, owner, line, sizeof line));
    assert_null(strstr(line, "costs"));
    /* the briefing lists it, the panel too at 1280 x 800, whole (wrapped) */
    client_draw_at(a, "scn18-one-sided-briefing", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    bb->st.briefing = false;
    client_draw_at(a, "scn18-one-sided-panel", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "scn18-one-sided-panel-small", 800, 560); /* the hint gives way to the log there */

    /* the core: the Rearguard alone in the chapel leaves the Warband's marker */
    esc_game t = *g;
    t.phase = ESC_PHASE_BATTLE;
    t.turn = 3;
    clear(&t);
    int sq = 0;
    for (sq = 0; sq < ESC_SQUARES; sq++)
        if (esc_scenario_zone_squares(&t.scenario, t.scenario.objectives[c].zones) & esc_bit(sq))
            break;
    t.units[other * ESC_SQUAD_MAX].square = (int8_t)sq;
    t.scenario.progress[c][owner] = 1;
    t.active = (uint8_t)other;
    esc_events ev = {0};
    int winner = -1;
    esc_objectives_end_turn(&t, &ev, &winner);
    assert_int_equal(t.scenario.progress[c][owner], 1);
    app_scene_pop_to_root(a);
}

/* The Hill: both sides play for the hilltop; each side's line says a lone
 * hold costs the other side a marker, and the core takes it. */
static void test_both_sides_control_line(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_scenario_launch(a, client_scenario_load(a, "the-hill.json"), true, true, true);
    esc_game *g = &bb->match.game;
    int c = control_objective(g);
    assert_int_equal(g->scenario.objectives[c].side, ESC_OBJ_BOTH_SIDES);
    /* the objective lines are the counts; the hint (once) says a marker also costs the other side one */
    char hint[400], again[400];
    assert_true(battle_objective_hint(&bb->match, c, 0, hint, sizeof hint));
    assert_false(battle_objective_hint(&bb->match, c, 1, again, sizeof again));
    for (int side = 0; side < ESC_SIDES; side++) {
        char line[300];
        assert_true(battle_objective_line(&bb->match, c, side, line, sizeof line));
        assert_null(strstr(line, "costs"));
    }
    if (!client_language_run()) {
        char line[300];
        assert_true(battle_objective_line(&bb->match, c, 0, line, sizeof line));
        assert_string_equal(line, "Control the hilltop: markers 0 of 3");
        assert_string_equal(hint, "A marker for the hilltop: a turn that ends with only your units there. It also "
                                  "takes one away from the other side.");
    }
    bb->st.briefing = false;
    client_draw_at(a, "scn18-both-panel-small", 800, 560);
    esc_game t = *g;
    t.phase = ESC_PHASE_BATTLE;
    t.turn = 3;
    clear(&t);
    place(&t, 1, 0, "d4");
    t.scenario.progress[c][0] = 1;
    t.active = 1;
    esc_events ev = {0};
    int winner = -1;
    esc_objectives_end_turn(&t, &ev, &winner);
    assert_int_equal(t.scenario.progress[c][0], 0);
    assert_int_equal(t.scenario.progress[c][1], 1);
    app_scene_pop_to_root(a);
}

/* Lesson 5: only "You" play for the hill, as its text now says; alone on the
 * hill you take a marker, and the Sentries alone on it take none of yours. */
static void test_lesson5_says_the_core(void **state)
{
    (void)state;
    app *a = &the_app;
    char path[1200];
    snprintf(path, sizeof path, "%.900s/maps/tutorial/5-objective.json", a->assets.data_dir);
    char *text = NULL;
    size_t len = 0;
    data_error err;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_non_null(strstr(text, "holding it alone earns you a marker. Only you play for this hill; where both sides "
                                 "play for a zone, holding it alone also costs the other side a marker."));
    assert_null(strstr(text, "costs the other side one, if it has any"));
    free(text);
    esc_scenario *s = client_scenario_load(a, "../tutorial/5-objective.json");
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    esc_game t = bb->match.game;
    int c = control_objective(&t);
    assert_int_equal(t.scenario.objectives[c].side, 0); /* "Only you play for this hill" */
    t.phase = ESC_PHASE_BATTLE;
    t.turn = 3;
    clear(&t);
    place(&t, 0, 0, "d4");
    t.active = 0;
    esc_events ev = {0};
    int winner = -1;
    esc_objectives_end_turn(&t, &ev, &winner);
    assert_int_equal(t.scenario.progress[c][0], 1); /* "earns you a marker" */
    clear(&t);
    place(&t, 1, 0, "e4");
    t.active = 1;
    t.turn = 4;
    esc_objectives_end_turn(&t, &ev, &winner);
    assert_int_equal(t.scenario.progress[c][0], 1); /* the Sentries take none away */
    char line[400];
    assert_false(battle_objective_line(&bb->match, c, 1, line, sizeof line)); /* not the Sentries' objective */
    assert_true(battle_objective_hint(&bb->match, c, 0, line, sizeof line));
    assert_null(strstr(line, "costs"));
    app_scene_pop_to_root(a);
}

/* The help's objectives page says the one-sided case under Control. */
static void test_help_one_sided(void **state)
{
    (void)state;
    app *a = &the_app;
    help_browser *h = client_help_open(a, "escarmouche");
    assert_true(help_go(h, "objectives", _(esc_objective_info_get(ESC_OBJ_CONTROL)->name)));
    const char *want = _("When only one side plays for a zone, the other side standing alone there stops it "
                         "scoring but takes none of its markers away. Markers are lost only on a zone both sides play for.");
    client_draw_at(a, "scn18-help-objectives", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "scn18-help-objectives-small", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    app_scene_pop_to_root(a);
}

/* One event of `kind` (a key's or the window's close) to the app, after a frame. */
static void press(app *a, ui_event_kind kind, ui_key key)
{
    ui_event ev = {.kind = kind, .key = key};
    app_draw(a);
    app_handle_event(a, &ev);
    app_draw(a);
}

/* Play-test 15 #2: Back with a change pending arms "Back again leaves
 * without saving"; closing the window and answering Cancel disarms it, so
 * the next Esc warns again instead of leaving with the work lost. */
static void test_cancel_disarms_back(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = client_scenario_new(a);
    snprintf(st->s.name, sizeof st->s.name, "%s", "Unsaved Ford");
    st->s.round_limit = 9;
    st->changed = true;
    press(a, UI_EV_KEY, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_true(st->leaving);
    press(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_true(app_asking(a));
    client_click_button(a, _("Cancel"));
    assert_false(app_asking(a));
    assert_true(a->running);
    assert_false(st->leaving);
    client_draw_at(a, "scn18-after-cancel", 1280, 800);
    assert_false(client_was_drawn(_("Not saved: Back again leaves without saving")));
    /* the next Esc warns again, and keeps the editor */
    press(a, UI_EV_KEY, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_true(st->leaving);
    client_draw_at(a, "scn18-esc-warns-again", 1280, 800);
    assert_true(client_was_drawn_wrapped(_("Not saved: Back again leaves without saving")));
    /* and a second one leaves, as it says */
    press(a, UI_EV_KEY, UI_KEY_ESCAPE);
    assert_true(app_scene_top(a) != &scenario_editor_scene);
    app_scene_pop_to_root(a);
}


/* Play-test 15 #3: Save on a shipped scenario reads "Save as my copy"; the
 * copy is named "<name> (my copy)", says where it went, and keeps every
 * text in the language shown, unit names included; the shipped one is
 * still there, and the copy's next Save is a plain Save over it. */
static void test_save_shipped_copy(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *shipped;
    editor_screen *st = client_scenario_open_editor(a, "the-hill.json", true, &shipped);
    client_draw_at(a, "scn18-save-copy", 1280, 800);
    assert_true(client_was_drawn(_("Save as my copy")));
    client_draw_at(a, "scn18-save-copy-small", 800, 560);
    assert_true(client_was_drawn(_("Save as my copy")) || client_was_drawn_wrapped(_("Save as my copy")));
    client_set_size(a, 1280, 800);
    client_click_button(a, _("Save as my copy"));
    char want[300];
    snprintf(want, sizeof want, _("%s (my copy)"), board_scenario_text(shipped, shipped->name));
    assert_string_equal(st->s.name, want);
    if (!client_language_run())
        assert_string_equal(st->s.name, "The Hill (my copy)");
    if (!strstr(st->message, want))
        fail_msg("message: %s", st->message);
    assert_true(st->path[0]);
    client_draw_at(a, "scn18-saved-copy", 1280, 800);
    assert_true(client_was_drawn_wrapped(st->message));
    assert_true(client_was_drawn(_("Save")));
    assert_false(client_was_drawn(_("Save as my copy")));
    /* the file: one language, the units' names as shown */
    esc_scenario back;
    data_error err;
    assert_true(data_scenario_load(st->path, &back, &err));
    assert_string_equal(back.name, want);
    for (int side = 0; side < ESC_SIDES; side++) {
        assert_string_equal(back.sides[side].name, board_scenario_text(shipped, shipped->sides[side].name));
        for (int k = 0; k < shipped->sides[side].fixed.n_units; k++)
            assert_string_equal(back.sides[side].fixed.units[k].name,
                                i18n_content(shipped->sides[side].fixed.units[k].name));
    }
    /* a second Save writes the same file, under the same name */
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", st->path);
    st->s.round_limit = 11;
    st->changed = true;
    client_click_button(a, _("Save"));
    assert_string_equal(st->path, path);
    assert_string_equal(st->s.name, want);
    /* the list: the game's own and the copy */
    scenario_catalog *c = scenario_catalog_get(a);
    int shipped_rows = 0, copies = 0;
    for (int i = 0; i < c->n; i++) {
        shipped_rows += c->rows[i].shipped && strcmp(c->rows[i].s.name, shipped->name) == 0;
        copies += !c->rows[i].shipped && strcmp(c->rows[i].s.name, want) == 0;
    }
    assert_int_equal(shipped_rows, 1);
    assert_int_equal(copies, 1);
    free(shipped);
    client_scenario_forget(a, path);
}

/* Play-test 15 (138): an escort's exit on the other side's deployment
 * ground is warned about (that side may deploy onto it and block it); the
 * editor draws an obstacle with the picture the match draws on that square. */
static void test_exit_on_enemy_ground(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *shipped;
    editor_screen *st = client_scenario_open_editor(a, "the-envoy.json", false, &shipped);
    int e = -1;
    for (int i = 0; i < st->s.rules.n_objectives; i++)
        if (st->s.rules.objectives[i].kind == ESC_OBJ_ESCORT)
            e = i;
    assert_true(e >= 0);
    int other = 1 - st->s.rules.objectives[e].side;
    esc_bits exits = esc_scenario_zone_squares(&st->s.rules, st->s.rules.objectives[e].zones);
    assert_true(exits != 0);
    press(a, UI_EV_KEY, UI_KEY_NONE); /* the checker runs on an event */
    assert_string_equal(st->problem, "");
    char want[300], name[ESC_SCENARIO_LABEL_MAX + 40];
    scenario_side_name(&st->s, other, name, sizeof name);
    snprintf(want, sizeof want, _("%s can deploy onto an exit square (it is also their deployment ground) and block it"), name);
    assert_null(strstr(st->warning, want));
    /* an exit square made the other side's deployment ground */
    st->s.sides[other].deploy |= exits & -exits;
    press(a, UI_EV_KEY, UI_KEY_NONE);
    assert_non_null(strstr(st->warning, want));
    client_draw_at(a, "scn18-exit-warning", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "scn18-exit-warning-small", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    /* an obstacle: the match's picture, not the old dark box */
    int sq = 0;
    while (!(st->s.obstacles & esc_bit(sq)))
        sq++;
    client_draw_at(a, "scn18-exit-warning", 1280, 800);
    int q = st->board.w / 8;
    SDL_Point p = {st->board.x + esc_square_file(sq) * q + q / 2, st->board.y + (7 - esc_square_rank(sq)) * q + q / 2};
    Uint32 px = 0;
    assert_int_equal(SDL_RenderReadPixels(a->renderer, &(SDL_Rect){p.x, p.y, 1, 1}, SDL_PIXELFORMAT_ARGB8888, &px, 4), 0);
    assert_false(((px >> 16) & 0xff) == 46 && ((px >> 8) & 0xff) == 44 && (px & 0xff) == 42);
    free(shipped);
    app_scene_pop_to_root(a);
}

/* Play-test 15 (126): both squares of the well taken, its label goes on a
 * free square beside it, never on a wall; walled in, on its own square. */
static void test_zone_label_not_on_wall(void **state)
{
    (void)state;
    app *a = &the_app;
    ui u = {0};
    u.app = a;
    static esc_game g;
    int d4 = 0, e4 = 0, f3 = 0;
    assert_true(esc_square_parse("d4", &d4) && esc_square_parse("e4", &e4) && esc_square_parse("f3", &f3));
    client_zone_game(&g, esc_bit(d4) | esc_bit(e4), (esc_objective){ESC_OBJ_CONTROL, 1, 2, ESC_NO_UNIT, 1}, "the well",
                     false);
    g.occupant[d4] = 0;
    g.occupant[e4] = 6;
    /* every square round the well a wall but f3 */
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (!(g.scenario.zones[0] & esc_bit(sq)) && sq != f3 &&
            (esc_square_distance(sq, d4) == 1 || esc_square_distance(sq, e4) == 1))
            g.obstacles |= esc_bit(sq);
    board_layout l = board_layout_compute(1280, 800, 1.0f);
    SDL_Rect b = board_zone_label_rect(&u, &l, &g, 0), cut;
    assert_true(b.w > 0);
    for (int sq = 0; sq < ESC_SQUARES; sq++) {
        SDL_Rect r = board_square_rect(&l, sq);
        if ((g.obstacles & esc_bit(sq)) && SDL_IntersectRect(&b, &r, &cut))
            fail_msg("the label is on the wall at square %d", sq);
    }
    SDL_Rect f = board_square_rect(&l, f3);
    assert_true(SDL_IntersectRect(&b, &f, &cut));
    /* f3 a wall too: on the well itself */
    g.obstacles |= esc_bit(f3);
    b = board_zone_label_rect(&u, &l, &g, 0);
    SDL_Rect w0 = board_square_rect(&l, d4), w1 = board_square_rect(&l, e4);
    assert_true(SDL_IntersectRect(&b, &w0, &cut) || SDL_IntersectRect(&b, &w1, &cut));
    board_use_zone_labels(NULL, NULL, false);
}

/* Play-test 15 (144): the Envoy's token was a cannon (its name's hash); an
 * envoy carries a sealed scroll, drawn by gen_art and loaded. Other names
 * keep their pictures. */
static void test_envoy_portrait(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_unit_def envoy = {0};
    snprintf(envoy.name, sizeof envoy.name, "Envoy");
    int scroll = assets_portrait_by_id("scroll");
    assert_true(scroll >= 0 && scroll < PORTRAIT_COUNT);
    assert_int_equal(assets_portrait_auto(&envoy), scroll);
    assert_non_null(a->assets.portrait[scroll]);
    esc_unit_def other = {0};
    snprintf(other.name, sizeof other.name, "Quartermaster");
    assert_true(assets_portrait_auto(&other) < 30); /* hashed among the first thirty, as before */
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn18"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_sided_control_line),
        cmocka_unit_test(test_both_sides_control_line),
        cmocka_unit_test(test_lesson5_says_the_core),
        cmocka_unit_test(test_help_one_sided),
        cmocka_unit_test(test_cancel_disarms_back),
        cmocka_unit_test(test_save_shipped_copy),
        cmocka_unit_test(test_exit_on_enemy_ground),
        cmocka_unit_test(test_zone_label_not_on_wall),
        cmocka_unit_test(test_envoy_portrait),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
