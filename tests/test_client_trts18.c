/*
 * TRTS's client after blind play-test 15 (helper hTr18): a seat remembers the
 * enemy units it saw (play-test 15 #1: "You see no enemy piece there" just
 * after a Blade there had killed its Technician). The question before a move
 * and the drag's box say "Last seen here in round N: ..." and foretell the
 * fight against them, as a guess; what the seat never saw changes nothing.
 * A duel on the first shipped map, both seats at this screen (hot-seat).
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
#include "trts/panel_kit.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* Seat 0's Micro with 2 Troopers in s-watch, s-nat held by seat 1 (human too:
 * hot-seat), a Skitter of seat 1 in s-nat with 2 HP, seen or not. */
static int scene_size; /* 0: 1280 x 800, 1: 800 x 560 */

static trts_screen *duel_scene(int *watch, int *nat, int *sk, bool seen)
{
    trts_screen *c = trts_micro_scene_sized(scene_size, 2, true, watch, nat);
    trts_state *s = &c->st;
    s->players[1].computer = false;
    trts_content *k = trts_content_get(&off);
    *sk = trts_state_place_unit(s, 1, trts_faction_unit(&k->rules.factions[TRTS_MYRIAD], "skitter"), *nat);
    assert_true(*sk >= 0);
    s->pieces[*sk].hp = 2;
    s->pieces[*sk].public_ = seen;
    s->pieces[*sk].seen = seen ? 1 : 0;
    return c;
}

static void own_units(const trts_state *s, int area, trts_set *units)
{
    trts_set_clear(units);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == area)
            trts_set_add(units, i);
}

/* Seen in a fight, then hidden again: the seat remembers it, the question and
 * the drag's box say when it was seen and foretell the fight as a guess. */
static void test_seen_enemy_remembered(void **state)
{
    (void)state;
    int watch, nat, sk;
    trts_screen *c = duel_scene(&watch, &nat, &sk, true);
    trts_state *s = &c->st;
    trts_news_note(c, s, s, 1); /* a step seen with the Skitter public */
    s->pieces[sk].public_ = false; /* the fight is over: hidden again */
    s->pieces[sk].seen = 0;
    s->round++;
    trts_news_note(c, s, s, 1);
    trts_set units;
    own_units(s, watch, &units);
    char lines[5][240];
    assert_true(trts_forecast_words(c, &units, nat, lines));
    char want[240];
    snprintf(want, sizeof want, _("Last seen here in round %d: %s · attack"), s->round - 1, "");
    char *at = strstr(want, ": ");
    assert_non_null(at);
    at[2] = '\0'; /* "Last seen here in round N: " */
    assert_non_null(strstr(lines[2], want));
    assert_non_null(strstr(lines[2], "(2 HP)"));
    assert_string_equal(lines[4], _("A guess from what you saw: they may have moved, healed or been joined."));
    /* the drag's box shows it while held, then the question on release */
    SDL_Point to;
    trts_drag_hold(c, watch, nat, NULL, &to);
    draw();
    assert_true(drawn(want));
    trts_shot("t18", "drag-memory", true);
    assert_int_equal(off.layout_faults, 0);
    mouse_at(UI_EV_MOUSE_UP, to.x, to.y);
    draw();
    assert_string_equal(app_scene_name(&off), "trts-move-confirm");
    assert_true(drawn(want));
    assert_false(drawn(_("You see no enemy piece there")));
    trts_shot("t18", "ask-memory", true);
    key(UI_KEY_ESCAPE);
    /* seat 1's own piece is nothing it remembers as an enemy */
    assert_null(trts_memory_at(c->memory, 1, nat));
    app_free(&off);
}

/* The same at 800 x 560: the box and the question fit. */
static void test_seen_enemy_remembered_small(void **state)
{
    scene_size = 1;
    test_seen_enemy_remembered(state);
    scene_size = 0;
}

/* What the seat never saw changes nothing: a hidden piece is not remembered,
 * and changing hidden pieces leaves the memory and the forecast as they were. */
static void test_unseen_changes_nothing(void **state)
{
    (void)state;
    int watch, nat, sk;
    trts_screen *c = duel_scene(&watch, &nat, &sk, false);
    trts_state *s = &c->st;
    trts_news_note(c, s, s, 1);
    assert_null(trts_memory_at(c->memory, 0, nat));
    trts_set units;
    own_units(s, watch, &units);
    char lines[5][240];
    assert_false(trts_forecast_words(c, &units, nat, lines));
    /* seen once, then hidden: the remembered forecast */
    s->pieces[sk].public_ = true;
    s->pieces[sk].seen = 1;
    trts_news_note(c, s, s, 1);
    s->pieces[sk].public_ = false;
    s->pieces[sk].seen = 0;
    trts_news_note(c, s, s, 1);
    assert_true(trts_forecast_words(c, &units, nat, lines));
    static trts_memory before;
    before = *c->memory;
    char was[5][240];
    memcpy(was, lines, sizeof was);
    /* only hidden things change: the hidden Skitter healed, another joined it */
    trts_content *k = trts_content_get(&off);
    s->pieces[sk].hp = 5;
    int more = trts_state_place_unit(s, 1, trts_faction_unit(&k->rules.factions[TRTS_MYRIAD], "skitter"), nat);
    assert_true(more >= 0);
    s->pieces[more].public_ = false;
    trts_news_note(c, s, s, 1);
    assert_memory_equal(&before, c->memory, sizeof before);
    assert_true(trts_forecast_words(c, &units, nat, lines));
    for (int i = 0; i < 5; i++)
        assert_string_equal(was[i], lines[i]);
    /* the seat's own units go there and see nobody: forgotten */
    s->pieces[sk].alive = s->pieces[more].alive = false;
    s->pieces[trts_own_unit_in(s, 0, watch)].area = (int8_t)nat;
    trts_news_note(c, s, s, 1);
    assert_null(trts_memory_at(c->memory, 0, nat));
    app_free(&off);
}

/* A loaded game (the record read again) starts from the record's own sights. */
static void test_memory_cleared_on_scan(void **state)
{
    (void)state;
    int watch, nat, sk;
    trts_screen *c = duel_scene(&watch, &nat, &sk, true);
    trts_news_note(c, &c->st, &c->st, 1);
    assert_non_null(trts_memory_at(c->memory, 0, nat));
    trts_memory_clear(c->memory);
    assert_null(trts_memory_at(c->memory, 0, nat));
    app_free(&off);
}

/* Seat 0 at the dry round, a finished HQ of its own in s-nat (held), its
 * start area's workers kept there; `nat_workers` Technicians in s-nat, that
 * attacked this round when `fought`. The panel drawn. */
static trts_screen *dry_scene(int nat_workers, bool fought, bool hq, int *home, int *nat)
{
    int watch;
    trts_screen *c = trts_micro_scene(0, false, &watch, nat);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    *home = s->players[0].start_area;
    s->round = s->map->deplete_round;
    s->markers[*nat] = 1u << 0;
    if (hq)
        assert_true(trts_state_place_building(s, 0, TRTS_ROLE_DEPOT, *nat, true) >= 0);
    int tech = trts_faction_unit(&k->rules.factions[TRTS_DIRECTORATE], "technician");
    for (int i = 0; i < nat_workers; i++) {
        int w = trts_state_place_unit(s, 0, tech, *nat);
        assert_true(w >= 0);
        s->pieces[w].attacked = fought;
    }
    draw();
    return c;
}

static int home_miners(const trts_state *s, int home)
{
    trts_income_area_info in;
    trts_income_area(s, 0, s->round + 1, home, &in);
    return in.miners;
}

/* No minerals next round because the workers at the second HQ fought: said so
 * (play-test 15 #2: "South Main is dry. Build a second HQ elsewhere" was said
 * to a seat with a finished second HQ). */
static void test_no_minerals_fought(void **state)
{
    (void)state;
    int home, nat;
    trts_screen *c = dry_scene(3, true, true, &home, &nat);
    char want[300];
    snprintf(want, sizeof want, _(" workers who fought this round gather nothing next round (%d in %s)."), 3,
             trts_area_label(&c->st.map->areas[nat]));
    assert_true(drawn(want + 1));
    assert_false(drawn("Build a second"));
    assert_true(home_miners(&c->st, home) > 0); /* the dry area's workers: said after it (in the tooltip) */
    trts_shot("t18", "fought", true);
    app_free(&off);
}

/* Workers in the dry start area, a second HQ with fields elsewhere: where to move them. */
static void test_dry_workers_told_where(void **state)
{
    (void)state;
    int home, nat;
    trts_screen *c = dry_scene(0, false, true, &home, &nat);
    int n = home_miners(&c->st, home);
    char want[300];
    snprintf(want, sizeof want, P_("%s is dry: move its %d worker to %s.", "%s is dry: move its %d workers to %s.", n),
             trts_area_label(&c->st.map->areas[home]), n, trts_area_label(&c->st.map->areas[nat]));
    assert_true(drawn(want));
    assert_false(drawn(_(" workers who fought this round gather nothing next round (%d in %s).") + 1));
    app_free(&off);
}

/* Workers at the second HQ that did not fight: they mine, no warning of it. */
static void test_second_hq_mines(void **state)
{
    (void)state;
    int home, nat;
    (void)dry_scene(2, false, true, &home, &nat);
    assert_false(drawn(_("No minerals next round:")));
    app_free(&off);
}

/* No finished HQ where fields remain: said as the cause. */
static void test_no_hq_with_fields(void **state)
{
    (void)state;
    int home, nat;
    trts_screen *c = dry_scene(2, false, false, &home, &nat);
    char want[300];
    snprintf(want, sizeof want, _(" no finished %s of yours where fields remain: build one."),
             i18n_content(trts_player_faction(&c->st, 0)->buildings[TRTS_ROLE_DEPOT].name));
    assert_true(drawn(want + 1));
    app_free(&off);
}

/* Enter accepts "Yes, end Micro" (play-test 15: it did nothing though End
 * showed Enter), once the question has been in sight a moment; Esc refuses. */
static void test_enter_ends_micro(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_quiet_move_scene(&watch, &nat);
    trts_state *s = &c->st;
    SDL_Rect r;
    assert_true(trts_find_button(_("End"), &r));
    trts_click(r, 1);
    assert_true(c->confirm_end);
    key(UI_KEY_ENTER); /* at once: the question was not seen yet */
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    off.frozen_ticks += 2000;
    draw();
    key(UI_KEY_ESCAPE);
    assert_false(c->confirm_end);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    trts_click(r, 1);
    assert_true(c->confirm_end);
    off.frozen_ticks += 2000;
    draw();
    key(UI_KEY_ENTER);
    assert_int_equal(s->phase, TRTS_PHASE_REPOSITION);
    app_free(&off);
}

/* The area's income line says exactly what it lacks (play-test 15: "no finished
 * HQ of yours here, or the area is not held" beside "held by Player 1"). */
static void test_income_line_exact(void **state)
{
    (void)state;
    int home, nat;
    trts_screen *c = dry_scene(2, false, false, &home, &nat);
    trts_state *s = &c->st;
    const char *depot = i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_DEPOT].name);
    char line[300], want[300];
    trts_panel_income_line(s, 0, nat, line, sizeof line);
    snprintf(want, sizeof want, _("%s: nothing (held by you, but no finished %s of yours here)"),
             trts_area_label(&s->map->areas[nat]), depot);
    assert_string_equal(line, want);
    s->markers[nat] = 1u << 1;
    trts_panel_income_line(s, 0, nat, line, sizeof line);
    snprintf(want, sizeof want, _("%s: nothing (not held by you, and no finished %s of yours here)"),
             trts_area_label(&s->map->areas[nat]), depot);
    assert_string_equal(line, want);
    assert_true(trts_state_place_building(s, 0, TRTS_ROLE_DEPOT, nat, true) >= 0);
    trts_panel_income_line(s, 0, nat, line, sizeof line);
    snprintf(want, sizeof want, _("%s: nothing (your %s is here, but you do not hold the area)"),
             trts_area_label(&s->map->areas[nat]), depot);
    assert_string_equal(line, want);
    app_free(&off);
}

/* A drag from an area without units says so; the next press on the map
 * clears it (play-test 15: "You have no unit in …" stayed in the status line). */
static void test_refusal_cleared_on_next_press(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    int west = trts_map_find_area(c->st.map, "w-flats");
    if (west < 0)
        west = (watch + 5) % c->st.map->n_areas;
    c->message[0] = '\0';
    trts_play_drop(&off, c, west, nat);
    char want[200];
    snprintf(want, sizeof want, _("You have no units in %s"), trts_area_label(&c->st.map->areas[west]));
    assert_string_equal(c->message, want);
    float x, y;
    areamap_camera_to_screen(&c->cam, c->model.nodes[watch].x, c->model.nodes[watch].y, &x, &y);
    mouse_at(UI_EV_MOUSE_DOWN, (int)x, (int)y);
    assert_string_equal(c->message, "");
    mouse_at(UI_EV_MOUSE_UP, (int)x, (int)y);
    app_free(&off);
}

/* Done with no order lists every kind the bank pays for (play-test 15:
 * "Technician" alone while a Trooper was affordable too). */
static void test_done_question_lists_all(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    s->players[0].minerals = 10;
    assert_true(trts_state_place_building(s, 0, TRTS_ROLE_TIER1, s->players[0].start_area, true) >= 0);
    draw();
    off.frozen_ticks += 5000;
    key(UI_KEY_ENTER);
    assert_true(c->confirm_done);
    assert_non_null(strstr(c->message, i18n_content("Technician")));
    assert_non_null(strstr(c->message, i18n_content("Trooper")));
    app_free(&off);
}

/* A fight's steps fold the news once (play-test 15: the box hid "Fight
 * here" while targets were named); "Show the news" opens it again. */
static void test_news_folds_for_fight(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, true, &watch, &nat);
    trts_state *s = &c->st;
    static trts_state before;
    before = *s;
    s->markers[watch] |= 1u << 1; /* seen: Player 2 placed a marker there */
    trts_events_note(&c->events, &before, s);
    assert_true(evlog_unseen(&c->events, 0, NULL, 0) > 0);
    c->news_folded = false;
    draw();
    assert_false(c->news_folded); /* no fight: the report stays open */
    s->phase = TRTS_PHASE_COMBAT_RETREAT;
    s->combat_area = watch;
    draw();
    assert_true(c->news_folded);
    c->news_folded = false; /* opened again by the player */
    draw();
    assert_false(c->news_folded);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seen_enemy_remembered),
        cmocka_unit_test(test_seen_enemy_remembered_small),
        cmocka_unit_test(test_unseen_changes_nothing),
        cmocka_unit_test(test_memory_cleared_on_scan),
        cmocka_unit_test(test_no_minerals_fought),
        cmocka_unit_test(test_dry_workers_told_where),
        cmocka_unit_test(test_second_hq_mines),
        cmocka_unit_test(test_no_hq_with_fields),
        cmocka_unit_test(test_enter_ends_micro),
        cmocka_unit_test(test_income_line_exact),
        cmocka_unit_test(test_refusal_cleared_on_next_press),
        cmocka_unit_test(test_done_question_lists_all),
        cmocka_unit_test(test_news_folds_for_fight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
