/*
 * Play-test 14's scenario defects (hScn17): deployment squares inside an
 * objective zone glow as every deployment square does (Last Light's chapel,
 * Rearguard deployment ground, showed only its red outline). The editor
 * paints every square a quick drag crosses.
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
#include "scenario/editor_internal.h"
#include "scenario/scenario.h"
#include "skirmish/i18n.h"

static app the_app;

/* The colour drawn at the centre of a square of the board. */
static SDL_Color square_colour(app *a, int square, int w, int h)
{
    board_layout l = board_layout_compute(w, h, app_scale_for(w, h, app_ui_percent(a)));
    SDL_Rect q = board_square_rect(&l, square);
    Uint32 px = 0;
    assert_int_equal(SDL_RenderReadPixels(a->renderer, &(SDL_Rect){ q.x + q.w / 2, q.y + q.h / 2, 1, 1 },
                                          SDL_PIXELFORMAT_ARGB8888, &px, 4),
                     0);
    return (SDL_Color){ (Uint8)(px >> 16), (Uint8)(px >> 8), (Uint8)px, 255 };
}

/* Last Light: the chapel (c2-f2) is the Warband's zone and the Rearguard's
 * deployment ground. While the Rearguard places, each chapel square is as blue
 * as d3 (deployment ground outside the zone), and the zone's outline is still
 * drawn in the Warband's colour at its edge. Once the battle begins the zone's
 * tint is back. */
static void test_deploy_glow_in_zone(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_scenario_launch(a, client_scenario_load(a, "last-light.json"), true, false, true);
    bb->st.briefing = false;
    const esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_int_equal(g->active, 0);
    int c2 = esc_square_make(2, 1), e2 = esc_square_make(4, 1), d3 = esc_square_make(3, 2);
    int d1 = esc_square_make(3, 0);
    assert_true(esc_game_home(g, 0) & esc_bit(c2));
    for (int k = 0; k < 2; k++) {
        int w = k ? 800 : 1280, h = k ? 560 : 800;
        client_draw_at(a, k ? "scn17-chapel-deploy-small" : "scn17-chapel-deploy", w, h);
        SDL_Color in_zone = square_colour(a, e2, w, h), outside = square_colour(a, d3, w, h);
        SDL_Color plain = square_colour(a, d1, w, h), c = square_colour(a, c2, w, h);
        /* e2 (in the chapel) and d3 are squares of one shade: the same glow */
        assert_true(abs(in_zone.r - outside.r) <= 3 && abs(in_zone.g - outside.g) <= 3 && abs(in_zone.b - outside.b) <= 3);
        /* the placing side's colour (blue) over the plain ground, on the
         * chapel's light square too (hEsc18: as in the setup's picture) */
        assert_true(outside.b - outside.r > plain.b - plain.r + 20);
        assert_true(c.b > c.r + 20);
    }
    /* the zone's outline: the chapel's bottom edge, in a neutral ivory, not
     * the Warband's red (play-test 17: it read as enemy ground) */
    board_layout l = board_layout_compute(1280, 800, app_scale_for(1280, 800, app_ui_percent(a)));
    client_draw_at(a, "scn17-chapel-deploy", 1280, 800);
    SDL_Rect q = board_square_rect(&l, e2);
    Uint32 px = 0;
    assert_int_equal(SDL_RenderReadPixels(a->renderer, &(SDL_Rect){ q.x + q.w / 2, q.y + q.h - 1, 1, 1 },
                                          SDL_PIXELFORMAT_ARGB8888, &px, 4),
                     0);
    SDL_Color edge = { (Uint8)(px >> 16), (Uint8)(px >> 8), (Uint8)px, 255 };
    SDL_Color gold = ui_rgb(236, 232, 220), red = board_colour(1);
    assert_true(abs(edge.r - gold.r) < 40 && abs(edge.g - gold.g) < 40 && abs(edge.b - gold.b) < 40);
    assert_false(abs(edge.r - red.r) < 40 && abs(edge.g - red.g) < 40 && abs(edge.b - red.b) < 40);
    app_scene_pop_to_root(a);
}

/* A new scenario in the editor, drawn at 1280 x 800. */
static editor_screen *new_scenario(app *a)
{
    editor_screen *st = client_scenario_new(a);
    client_draw_at(a, "scn17-editor", 1280, 800);
    return st;
}

/* The centre of a square of the editor's board, checked against the board's own reading. */
static SDL_Point editor_square(const editor_screen *st, int square)
{
    int q = st->board.w / 8;
    SDL_Point p = { st->board.x + esc_square_file(square) * q + q / 2, st->board.y + (7 - esc_square_rank(square)) * q + q / 2 };
    assert_int_equal(scenario_board_square_at(st->board, p.x, p.y), square);
    return p;
}

/* Play-test 14: a quick drag with one mouse move from a7 to h7 paints the
 * whole row, and one from b1 to g6 every square of the diagonal between. */
static void test_drag_paints_the_line(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = new_scenario(a);
    st->tool = EDITOR_TOOL_OBSTACLE;
    st->s.obstacles = 0;
    SDL_Point from = editor_square(st, esc_square_make(0, 6)), to = editor_square(st, esc_square_make(7, 6));
    client_mouse(a, UI_EV_MOUSE_DOWN, from.x, from.y);
    client_mouse(a, UI_EV_MOUSE_MOVE, to.x, to.y);
    client_mouse(a, UI_EV_MOUSE_UP, to.x, to.y);
    for (int f = 0; f < 8; f++)
        assert_true(st->s.obstacles & esc_bit(esc_square_make(f, 6)));
    assert_int_equal(__builtin_popcountll(st->s.obstacles), 8);
    st->s.obstacles = 0;
    from = editor_square(st, esc_square_make(1, 0));
    to = editor_square(st, esc_square_make(6, 5));
    client_mouse(a, UI_EV_MOUSE_DOWN, from.x, from.y);
    client_mouse(a, UI_EV_MOUSE_MOVE, to.x, to.y);
    client_mouse(a, UI_EV_MOUSE_UP, to.x, to.y);
    for (int k = 0; k < 6; k++)
        assert_true(st->s.obstacles & esc_bit(esc_square_make(1 + k, k)));
    assert_int_equal(__builtin_popcountll(st->s.obstacles), 6);
    /* a move after the button's release paints nothing */
    client_mouse(a, UI_EV_MOUSE_MOVE, from.x, from.y);
    assert_int_equal(__builtin_popcountll(st->s.obstacles), 6);
    app_scene_pop_to_root(a);
}

/* Play-test 14: Control (markers 2, a zone of two squares) to Hold to Escort
 * and back. Hold goes on with the control's zone; Escort starts with no exit
 * (the zone is not turned into exits); back to Hold its rounds, back to
 * Control its markers and zone as they were. */
static void test_type_change_keeps_settings(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = new_scenario(a);
    esc_scenario_rules *r = &st->s.rules;
    esc_objective *o = &r->objectives[0];
    editor_objective_kind(st, 0, ESC_OBJ_CONTROL);
    esc_bits hill = esc_bit(esc_square_make(3, 3)) | esc_bit(esc_square_make(4, 3));
    r->zones[0] = hill;
    r->n_zones = 1;
    o->zones = 1;
    o->count = 2;
    editor_objective_kind(st, 0, ESC_OBJ_HOLD);
    assert_int_equal(o->count, 3);
    assert_int_equal(r->n_zones, 1);
    assert_true(r->zones[0] == hill && o->zones == 1);
    o->count = 4;
    editor_objective_kind(st, 0, ESC_OBJ_ESCORT);
    assert_int_equal(o->side, 0);
    assert_int_equal(o->zones, 0);
    assert_int_equal(r->n_zones, 0);
    editor_objective_kind(st, 0, ESC_OBJ_HOLD);
    assert_int_equal(o->count, 4);
    assert_true(r->n_zones == 1 && r->zones[0] == hill && o->zones == 1);
    editor_objective_kind(st, 0, ESC_OBJ_SURVIVE);
    assert_int_equal(r->n_zones, 0);
    assert_int_equal(o->side, ESC_OBJ_BOTH_SIDES); /* Hold gave back its side (either), not the escort's */
    editor_objective_kind(st, 0, ESC_OBJ_CONTROL);
    assert_int_equal(o->count, 2);
    assert_true(r->n_zones == 1 && r->zones[0] == hill && o->zones == 1);
    client_draw_at(a, "scn17-editor-control", 1280, 800);
    char markers[80];
    snprintf(markers, sizeof markers, _("Markers to win: %d"), 2);
    assert_true(client_was_drawn(markers));
    app_scene_pop_to_root(a);
}

/* Play-test 14: a side with no objective is a warning, not a problem: the
 * editor says "Ready to play, but:" and names the side and what is left to it
 * (Test play stays on); the briefing says it for that side. */
static void test_side_without_objective(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = new_scenario(a);
    snprintf(st->s.sides[1].name, sizeof st->s.sides[1].name, "Raiders");
    editor_objective_kind(st, 0, ESC_OBJ_SURVIVE);
    st->s.rules.objectives[0].side = 0;
    st->s.rules.limit_winner = ESC_LIMIT_POINTS;
    client_mouse(a, UI_EV_MOUSE_MOVE, 1, 1); /* the checker runs on an event */
    client_draw_at(a, "scn17-no-objective", 1280, 800);
    char want[300];
    snprintf(want, sizeof want, _("No objective for %s: that side %s"), "Raiders",
             _("can win only on points at the round limit"));
    assert_string_equal(st->problem, "");
    assert_non_null(strstr(st->warning, want));
    assert_true(client_was_drawn_wrapped(want));
    SDL_Rect r;
    bool enabled = false;
    assert_true(app_find_button(a, _("Test play"), &r, &enabled));
    assert_true(enabled);
    client_draw_at(a, "scn17-no-objective-small", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    /* either side's objective is the Raiders' too: no warning */
    st->s.rules.objectives[0].side = ESC_OBJ_BOTH_SIDES;
    client_mouse(a, UI_EV_MOUSE_MOVE, 2, 2);
    assert_string_equal(st->warning, "");
    assert_null(board_no_objective_words(&st->s.rules, 1));
    /* the round limit the other side's: this one cannot win */
    st->s.rules.objectives[0].side = 0;
    st->s.rules.limit_winner = 0;
    assert_string_equal(board_no_objective_words(&st->s.rules, 1), _("cannot win"));
    assert_string_equal(board_no_objective_words(&st->s.rules, 0) ? "?" : "", "");
    app_scene_pop_to_root(a);

    /* the briefing: Last Light with the Rearguard's Survive alone */
    esc_scenario *s = client_scenario_load(a, "last-light.json");
    int keep = -1;
    for (int i = 0; i < s->rules.n_objectives; i++)
        if (s->rules.objectives[i].kind == ESC_OBJ_SURVIVE)
            keep = i;
    assert_true(keep >= 0);
    s->rules.objectives[0] = s->rules.objectives[keep];
    memcpy(s->labels[0], s->labels[keep], sizeof s->labels[0]);
    s->rules.n_objectives = 1;
    s->rules.objectives[0].zones = 0;
    s->rules.limit_winner = ESC_LIMIT_POINTS;
    board_battle *bb = client_scenario_launch(a, s, true, false, true);
    assert_true(bb->st.briefing);
    client_draw_at(a, "scn17-briefing-no-objective", 1280, 800);
    snprintf(want, sizeof want, _("No objective: %s"), _("can win only on points at the round limit"));
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "scn17-briefing-no-objective-small", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    app_scene_pop_to_root(a);
}

/* Play-test 14: the Scenarios list's choices. Last Light (first row): "You
 * play Rearguard" whole at 800 x 560, the squad beside it alone ("The
 * rearguard", not "Rearguard: The rearguard"); Another player (hot-seat) on
 * the opponent stepper after Computer (Hard), the sides' names then on their
 * squads, a squad named as its side shown once. */
static void test_list_choices(void **state)
{
    (void)state;
    app *a = &the_app;
    client_scenario_open_list(a, 1280, 800, "scn17-list-small");
    assert_true(client_was_drawn("Your side: Rearguard"));
    assert_true(client_was_drawn("The rearguard"));
    assert_false(client_was_drawn("Rearguard: The rearguard"));
    assert_true(client_was_drawn("Computer (Normal)"));
    for (int k = 0; k < 2; k++) {
        client_scenario_next_opponent(a);
        client_draw_at(a, "scn17-list-small", 800, 560);
        assert_true(client_was_drawn(k == 0 ? "Computer (Hard)" : "Another player (hot-seat)"));
    }
    assert_true(client_was_drawn("Rearguard"));
    assert_true(client_was_drawn("Warband"));
    assert_false(client_was_drawn("Rearguard: The rearguard"));
    assert_false(client_was_drawn("Your side: Rearguard"));
    client_draw_at(a, "scn17-list", 1280, 800);
    /* back to the computer: the side played before */
    client_scenario_next_opponent(a);
    client_draw_at(a, "scn17-list", 1280, 800);
    assert_true(client_was_drawn("Computer (Easy)"));
    assert_true(client_was_drawn("Your side: Rearguard"));
    app_scene_pop_to_root(a);
}

/* Play-test 14: "Scout: bring to the exit (the exit)": an escort's label
 * the line already says is not said again; another label is kept. */
static void test_exit_label_once(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *s = client_scenario_load(a, "the-courier.json");
    int at = -1;
    for (int i = 0; i < s->rules.n_objectives; i++)
        if (s->rules.objectives[i].kind == ESC_OBJ_ESCORT)
            at = i;
    assert_true(at >= 0);
    int side = s->rules.objectives[at].side;
    s->shipped = false;
    snprintf(s->labels[at], sizeof s->labels[at], "the exit");
    board_battle *bb = client_scenario_launch(a, s, true, false, true);
    char line[300];
    assert_true(battle_objective_line(&bb->match, at, side, line, sizeof line));
    assert_null(strstr(line, "(the exit)"));
    assert_non_null(strstr(line, "the exit"));
    snprintf(bb->match.record.scenario.labels[at], sizeof bb->match.record.scenario.labels[at], "the far road");
    assert_true(battle_objective_line(&bb->match, at, side, line, sizeof line));
    assert_non_null(strstr(line, "the exit (the far road)"));
    app_scene_pop_to_root(a);
}

/* Play-test 14 (French "Déploie en pre… : les dés" at 800 x 560): a
 * stepper's value too long for one line is drawn on two, cut after its
 * label's colon, not cut with "…". */
static void test_stepper_two_lines(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = new_scenario(a);
    snprintf(st->s.sides[0].name, sizeof st->s.sides[0].name, "Wardens of the Old Mill");
    client_draw_at(a, "scn17-stepper-two-lines", 800, 560);
    char want[200];
    snprintf(want, sizeof want, _("%s: budget %d RP"), "Wardens of the Old Mill", st->s.sides[0].budget);
    assert_false(client_was_drawn(want));
    char first[200];
    snprintf(first, sizeof first, "%s:", "Wardens of the Old Mill");
    assert_true(client_was_drawn(first));
    assert_true(client_was_drawn_wrapped(want));
    app_scene_pop_to_root(a);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn17"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deploy_glow_in_zone),
        cmocka_unit_test(test_drag_paints_the_line),
        cmocka_unit_test(test_type_change_keeps_settings),
        cmocka_unit_test(test_side_without_objective),
        cmocka_unit_test(test_list_choices),
        cmocka_unit_test(test_exit_label_once),
        cmocka_unit_test(test_stepper_two_lines),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
