/*
 * hEsc21 (play-test 17, the New match setup and the main menu): a line under
 * the squads says to hover a unit for its abilities, what a rank and rank
 * points are and where squads are made; the map picture has a legend for its
 * obstacles (and the objective zone); a seat the computer plays has a plain
 * "Player 2" label, no name box; a first-time player meets "New here? Learn to
 * play" at the top of the menu's right-hand column, a returning one "Learn to
 * play" in the same place, and no button moves between the two (hEsc22,
 * play-test 18).
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

#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"

static app the_app;

/* Whether every text drawn this frame is whole UTF-8 (a note's lines once
 * ran past the end of its text and drew the bytes after it). */
static bool drawn_utf8(void)
{
    int owed = 0; /* continuation bytes (10xxxxxx) the last lead byte still asks for */
    for (const unsigned char *p = (const unsigned char *)client_drawn_texts(); *p; p++) {
        if (owed > 0 ? (*p & 0xC0) != 0x80 : *p >= 0x80 && (*p < 0xC0 || *p >= 0xF8))
            return false;
        if (owed > 0)
            owed--;
        else if (*p >= 0x80)
            owed = *p >= 0xF0 ? 3 : *p >= 0xE0 ? 2 : 1;
    }
    return owed == 0;
}

static void test_setup_explains_ranks_and_hover(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    char note[600];
    escarmouche_setup_explain_note(note, sizeof note);
    /* the core's ranks and costs, the budget, the hover, the Barracks */
    assert_non_null(strstr(note, _(esc_rank_name(ESC_RANK_ELITE))));
    assert_non_null(strstr(note, "6"));
    assert_non_null(strstr(note, "30"));
    assert_non_null(strstr(note, "Hover a unit"));
    assert_non_null(strstr(note, "Barracks"));
    c->setup.human[0] = true;
    c->setup.human[1] = false;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    for (int i = 0; i < 2; i++) {
        client_draw_at(a, i ? "esc21-setup-800" : "esc21-setup", i ? 800 : 1280, i ? 560 : 800);
        assert_true(client_was_drawn_wrapped(note));
        assert_true(drawn_utf8());
        assert_true(client_was_drawn(_("Obstacle: impassable")));
        /* the computer's seat: a label, no box to type in */
        assert_true(client_was_drawn(_("Player 2")));
        SDL_Rect r;
        bool focused;
        assert_true(escarmouche_setup_name_field(a, 0, &r, &focused));
        assert_false(escarmouche_setup_name_field(a, 1, &r, &focused));
    }
    /* a human's seat again: its name box is back */
    c->setup.human[1] = true;
    client_draw_at(a, "esc21-setup-humans", 1280, 800);
    SDL_Rect r;
    bool focused;
    assert_true(escarmouche_setup_name_field(a, 1, &r, &focused));
    c->setup.human[1] = false;
    app_scene_pop_to_root(a);
}

/* The map picture's legend says what the map has: obstacles, an objective
 * zone, each on one line or one under the other, inside the window at
 * 1280x800 and 800x560. */
static void test_setup_map_legend(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    int was = c->setup.map;
    bool zone_seen = false, bare_seen = false;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    for (int m = 0; m < c->n_maps; m++) {
        c->setup.map = m;
        const esc_map *map = &c->maps[m];
        zone_seen |= map->zone != 0;
        bare_seen |= map->obstacles == 0;
        for (int i = 0; i < 2; i++) {
            client_draw_at(a, "esc21-setup-map", i ? 800 : 1280, i ? 560 : 800);
            assert_int_equal(client_was_drawn(_("Obstacle: impassable")), map->obstacles != 0);
            assert_int_equal(client_was_drawn(_("Objective zone")), map->zone != 0);
        }
    }
    assert_true(zone_seen);
    assert_true(bare_seen);
    c->setup.map = was;
    app_scene_pop_to_root(a);
}

/* At 800x560 a squad too low for two lines a unit is set one line a unit
 * across the panel, not in two columns (where every ability was cut: French
 * "Posture dé…"): most units' abilities are read whole. */
static void test_setup_abilities_whole_at_800(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_draw_at(a, "esc21-setup-800-abilities", 800, 560);
    int named = 0, whole = 0;
    for (int side = 0; side < ESC_SIDES; side++) {
        const esc_squad *sq = &c->squads[c->setup.squad[side]];
        for (int i = 0; i < sq->n_units; i++)
            for (int k = 0; k < sq->units[i].n_abilities; k++) {
                const esc_ability_info *info = esc_ability_get(sq->units[i].abilities[k]);
                named++;
                whole += info && client_was_drawn(_(info->name));
            }
    }
    assert_true(named > 0);
    assert_true(whole * 3 >= named * 2); /* two thirds at least (two columns: none) */
    app_scene_pop_to_root(a);
}

/* Where `text` was first drawn in this frame's list of texts (-1: not drawn). */
static long drawn_at(const char *text)
{
    const char *all = client_drawn_texts(), *at = strstr(all, text);
    return at ? at - all : -1;
}

/* Run last: the app becomes a first-time player's with their own folders
 * (the offscreen app has none, so no offer); the group's end frees it. */
static void test_menu_learn_first_for_newcomer(void **state)
{
    (void)state;
    app *a = &the_app;
    app_free(a);
    client_player_dirs("esc21", "newcomer", true);
    client_player_start(a, 1280, 800);
    assert_true(tutorial_offer(a));
    app_scene_pop_to_root(a);
    for (int i = 0; i < 2; i++) {
        client_draw_at(a, i ? "esc21-menu-800" : "esc21-menu", i ? 800 : 1280, i ? 560 : 800);
        long learn = drawn_at(_("New here? Learn to play"));
        assert_true(learn >= 0);
        assert_true(learn < drawn_at(_("Barracks"))); /* the right-hand column's first */
        assert_true(learn < drawn_at(_("Quit")));
    }
    client_click_button(a, _("New here? Learn to play"));
    assert_ptr_equal(app_scene_top(a), &tutorial_scene);
    app_scene_pop_to_root(a);
}

/* Every menu button's place at this size, in `at` (w 0: not drawn); the
 * lessons' entry under either of its labels is the last. */
static const char *const menu_labels[] = {
    "New Escarmouche match", "Watch the computer", "Scenarios", "New Conquest game", "New campaign",
    "New TRTS game", "Play online", "Barracks", "Load game", "Replays", "Host a game",
    "Rules and help (F1)", "Settings", "Quit", "New here? Learn to play",
};
enum { MENU_LABELS = sizeof menu_labels / sizeof menu_labels[0] };

static void menu_rects(app *a, int w, int h, SDL_Rect at[MENU_LABELS])
{
    client_draw_at(a, "esc22-menu", w, h);
    for (int k = 0; k < MENU_LABELS; k++) {
        bool enabled = false;
        SDL_Rect r = { 0, 0, 0, 0 };
        if (!app_find_button(a, _(menu_labels[k]), &r, &enabled) && k == MENU_LABELS - 1)
            app_find_button(a, _("Learn to play"), &r, &enabled);
        at[k] = r;
    }
}

/* hEsc22 (play-test 18): after the first lesson no button of the main menu
 * moves; "Learn to play" stays where "New here? Learn to play" was. Run after
 * test_menu_learn_first_for_newcomer (the newcomer's folders). */
static void test_menu_same_after_lesson(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    SDL_Rect before[2][MENU_LABELS], after[2][MENU_LABELS];
    assert_true(tutorial_offer(a));
    for (int i = 0; i < 2; i++)
        menu_rects(a, i ? 800 : 1280, i ? 560 : 800, before[i]);
    tutorial_progress_set(a, "1-moving", TUTORIAL_FINISHED);
    assert_false(tutorial_offer(a));
    for (int i = 0; i < 2; i++) {
        menu_rects(a, i ? 800 : 1280, i ? 560 : 800, after[i]);
        assert_true(client_was_drawn(_("Learn to play")));
        assert_false(client_was_drawn(_("New here? Learn to play")));
        int found = 0;
        for (int k = 0; k < MENU_LABELS; k++) {
            found += before[i][k].w > 0;
            assert_int_equal(before[i][k].x, after[i][k].x);
            assert_int_equal(before[i][k].y, after[i][k].y);
            assert_int_equal(before[i][k].w, after[i][k].w);
            assert_int_equal(before[i][k].h, after[i][k].h);
        }
        assert_true(found >= 10);
        assert_true(before[i][MENU_LABELS - 1].w > 0);
    }
    client_click_button(a, _("Learn to play"));
    assert_ptr_equal(app_scene_top(a), &tutorial_scene);
    app_scene_pop_to_root(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_explains_ranks_and_hover),
        cmocka_unit_test(test_setup_map_legend),
        cmocka_unit_test(test_setup_abilities_whole_at_800),
        cmocka_unit_test(test_menu_learn_first_for_newcomer),
        cmocka_unit_test(test_menu_same_after_lesson),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
