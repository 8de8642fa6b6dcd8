/*
 * Escarmouche, third round (issue 35), through the client: the screens fit the
 * minimum window (800 x 560) in every language (the unit editor's abilities
 * whole, a squad of six inside its panel in both setups, the round banner clear
 * of the top bar's names), a save holds the exact moment it was made, and the
 * hot-seat's Auto-deploy places the current player's units only.
 *
 * In a language run (SKIRMISH_TEST_LANGUAGE) the screens are kept under
 * $SKIRMISH_TEST_TMP/shots/r3-*.png for people to look at.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include <SDL_image.h>

#include "barracks/barracks.h"
#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "skirmish/data/files.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

static app the_app;

static void set_size(app *a, int w, int h)
{
    a->w = w;
    a->h = h;
    a->scale = app_scale_for(w, h, app_ui_percent(a));
}

/* Every text drawn in the last frame, one after the other. */
static char seen[1 << 16];
static size_t n_seen;

static void text_seen(void *ctx, const char *text)
{
    (void)ctx;
    size_t n = strlen(text);
    if (n_seen + n + 2 < sizeof seen) {
        memcpy(seen + n_seen, text, n);
        n_seen += n;
        seen[n_seen++] = '\n';
        seen[n_seen] = '\0';
    }
}

/* Draws the current screen at w x h, recording its texts; fails on a layout
 * fault or a button outside the window. In a language run, keeps the shot. */
static void draw_at(const char *name, int w, int h)
{
    app *a = &the_app;
    set_size(a, w, h);
    n_seen = 0;
    seen[0] = '\0';
    a->text_seen = text_seen;
    a->layout_faults = 0;
    SDL_SetRenderDrawColor(a->renderer, 0, 0, 0, 255);
    SDL_RenderClear(a->renderer);
    app_draw(a);
    a->text_seen = NULL;
    if (a->layout_faults)
        fail_msg("%s at %dx%d: %d layout fault(s); the first: %s", name, w, h, a->layout_faults, a->layout_fault);
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        SDL_Rect r = a->drawn_buttons[i].rect;
        if (r.x < 0 || r.y < 0 || r.x + r.w > w || r.y + r.h > h)
            fail_msg("%s at %dx%d: the button \"%s\" leaves the window", name, w, h, a->drawn_buttons[i].label);
    }
    if (getenv("SKIRMISH_TEST_LANGUAGE") || getenv("SKIRMISH_TEST_SHOTS")) {
        char path[1200];
        snprintf(path, sizeof path, "%.900s/shots", getenv("SKIRMISH_TEST_TMP"));
        mkdir(path, 0755);
        snprintf(path, sizeof path, "%.900s/shots/r3-%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), name, w, h);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
        if (s) {
            SDL_BlitSurface(a->offscreen, &(SDL_Rect){ 0, 0, w, h }, s, NULL);
            client_write_shot(s, path);
            SDL_FreeSurface(s);
        }
    }
}

/* Whether `text` was drawn whole: as one of the frame's texts, inside one, or
 * wrapped over lines drawn one after the other (never cut with "…"). */
static bool drawn_whole(const char *text)
{
    static char joined[sizeof seen];
    memcpy(joined, seen, sizeof joined);
    for (char *p = joined; *p; p++)
        if (*p == '\n')
            *p = ' ';
    return strstr(seen, text) != NULL || strstr(joined, text) != NULL;
}

static const int sizes[][2] = { { 800, 560 }, { 1024, 600 }, { 1280, 720 }, { 1280, 800 }, { 1920, 1080 } };

/* The unit editor: every ability's name whole and its rule text readable at
 * every size (no "Cha…"). */
static void test_unit_editor_names_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    barracks *b = barracks_get(a);
    assert_non_null(b);
    barracks_unit_editor_open(b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    assert_true(app_scene_push(a, &barracks_unit_editor_scene, NULL));
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        draw_at("unit-editor", sizes[k][0], sizes[k][1]);
        for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
            const esc_ability_info *info = esc_ability_get((esc_ability)ab);
            if (!drawn_whole(_(info->name)))
                fail_msg("at %dx%d the ability \"%s\" is not drawn whole", sizes[k][0], sizes[k][1], _(info->name));
        }
    }
    app_scene_pop_to_root(a);
}

/* Both setups with a squad of six on each side, at the minimum size. */
static void test_setups_six_units(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    assert_non_null(c);
    int six = -1;
    for (int k = 0; k < c->n_squads; k++)
        if (c->squads[k].n_units == ESC_SQUAD_MAX && esc_squad_test(&c->squads[k]).problem == ESC_SQUAD_OK)
            six = k;
    assert_true(six >= 0);
    c->setup.squad[0] = c->setup.squad[1] = six;
    c->watch.squad[0] = c->watch.squad[1] = six;
    escarmouche_setup_args watch = { true };
    for (int m = 0; m < 2; m++) {
        app_scene_pop_to_root(a);
        a->message[0] = '\0';
        assert_true(app_scene_push(a, &escarmouche_setup_scene, m ? &watch : NULL));
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            draw_at(m ? "watch-setup" : "match-setup", sizes[k][0], sizes[k][1]);
            /* The sixth unit's name is drawn (inside its panel: the summary
             * never draws what does not fit). */
            char name[ESC_NAME_MAX + 8];
            snprintf(name, sizeof name, "%s", i18n_content(c->squads[six].units[5].name));
            if (!drawn_whole(name))
                fail_msg("at %dx%d the sixth unit (%s) is not shown", sizes[k][0], sizes[k][1], name);
        }
    }
    app_scene_pop_to_root(a);
}

/* Hot-seat: player 1's Auto-deploy places player 1's units only; player 2
 * places their own, and play starts with no unit selected. */
static void test_hot_seat_auto_deploy(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = c->setup.human[1] = true;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    assert_string_equal(app_scene_name(a), "battle");
    board_battle *bb = board_battle_current(a);
    esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    int me = g->active, other = 1 - me;
    client_click_button(a, "Auto-deploy");
    for (int i = 0; i < 20; i++)
        board_battle_scene.update(a, bb, 0.1f, true);
    assert_int_equal(g->deployed[other], 0); /* not one of player 2's units */
    assert_int_equal(g->active, other);
    /* Player 2 places their own, by hand, one at a time: each turn of player 1's
     * to place is made for them. */
    while (g->phase == ESC_PHASE_DEPLOY) {
        assert_int_equal(g->active, other);
        esc_action list[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        battle_play(a, &list[0]);
        board_input_sync(&bb->st.input, g);
        for (int i = 0; i < 20; i++)
            board_battle_scene.update(a, bb, 0.1f, true);
    }
    assert_int_equal(g->deployed[me], g->squad_size[me]);
    assert_int_equal(bb->st.input.selected, ESC_NO_UNIT);
    /* The round's banner as play starts, and the top bar's names. */
    board_anim_finish(&bb->st.anim);
    board_battle_scene.update(a, bb, 0.01f, true);
    bb->st.banner_age = 0.3f;
    draw_at("battle-banner", 800, 560);
    draw_at("battle-banner", 1280, 800);
    /* The language changed mid-match: the log is told again in the new one. */
    char first[200], was[16];
    snprintf(first, sizeof first, "%s", bb->st.log[0]);
    memcpy(was, a->prefs.language, sizeof was);
    was[sizeof was - 1] = '\0';
    const char *lang2 = getenv("SKIRMISH_TEST_LANGUAGE") && strcmp(getenv("SKIRMISH_TEST_LANGUAGE"), "fr") == 0 ? "es"
                                                                                                                : "fr";
    snprintf(a->prefs.language, sizeof a->prefs.language, "%s", lang2);
    i18n_set_language(lang2);
    board_battle_scene.update(a, bb, 0.01f, true);
    assert_string_not_equal(bb->st.log[0], first);
    bool deploy_line = false;
    for (int i = 0; i < bb->st.log_count; i++)
        deploy_line = deploy_line || client_has_message(bb->st.log[i], "%s deploys on %s");
    assert_true(deploy_line);
    snprintf(a->prefs.language, sizeof a->prefs.language, "%s", was);
    i18n_set_language(was);
    board_battle_scene.update(a, bb, 0.01f, true);
    assert_string_equal(bb->st.log[0], first);
    app_scene_pop_to_root(a);
}

/* A save holds the held-open turn; an older save (no "held") loads with none. */
static void test_save_keeps_held_turn(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    const esc_squad *sq[ESC_SIDES] = { &c->squads[0], &c->squads[0] };
    esc_record rec;
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record_init(&rec, &c->maps[0], sq, &settings, 5);
    data_seat seats[ESC_SIDES];
    data_seat_set(&seats[0], false, NULL);
    data_seat_set(&seats[1], false, NULL);
    char path[1200];
    snprintf(path, sizeof path, "%.900s/r3-held.json", getenv("SKIRMISH_TEST_TMP"));
    data_error err;
    assert_true(data_save_save_held(path, &rec, seats, 1, &err));
    esc_record back;
    memset(&back, 0, sizeof back);
    int held = -1;
    assert_true(data_save_load_held(path, &back, seats, &held, &err));
    assert_int_equal(held, 1);
    esc_record_free(&back);
    assert_true(data_save_save_seats(path, &rec, seats, &err));
    memset(&back, 0, sizeof back);
    assert_true(data_save_load_held(path, &back, seats, &held, &err));
    assert_int_equal(held, -1);
    esc_record_free(&back);
    esc_record_free(&rec);
}

/* Steps the battle until the computer has played and a human's turn is on. */
static void until_human(board_battle *bb)
{
    for (int i = 0; i < 2000 && bb->match.game.phase != ESC_PHASE_OVER &&
                    (!bb->match.human[bb->match.game.active] || bb->st.anim.playing);
         i++) {
        board_battle_scene.update(&the_app, bb, 0.5f, true);
        SDL_Delay(1);
    }
}

/* Saved after both actions and before End turn: the file loads in that same
 * moment (the turn held open, its round, Undo of the last action), and the
 * computer does not play on. */
static void test_save_mid_turn_loads_the_same(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = true;
    c->setup.human[1] = false;
    a->prefs.end_turn_auto = false;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    board_battle *bb = board_battle_current(a);
    esc_game *g = &bb->match.game;
    if (g->phase == ESC_PHASE_DEPLOY && !bb->match.human[g->active])
        until_human(bb);
    data_anim_speed speed = a->prefs.anim_speed;
    a->prefs.anim_speed = DATA_ANIM_SLOW;
    client_click_button(a, "Auto-deploy");
    for (int i = 0; i < 400 && bb->st.anim.playing; i++) {
        float p;
        const esc_event *e = board_anim_current(&bb->st.anim, &p);
        if (e && e->kind == ESC_EV_DICE && p > 0.8f)
            break;
        board_anim_update(&bb->st.anim, 0.02f);
    }
    draw_at("dice-computer", 800, 560); /* the roll for the first turn, both names apart */
    a->prefs.anim_speed = speed;
    board_anim_finish(&bb->st.anim);
    until_human(bb);
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    int round = esc_game_round(g), me = g->active;
    /* The autosave follows every action, not only a turn's start. */
    char auto_path[900];
    snprintf(auto_path, sizeof auto_path, "%.800s/r3-autosave.json", getenv("SKIRMISH_TEST_TMP"));
    snprintf(bb->match.autosave_path, sizeof bb->match.autosave_path, "%s", auto_path);
    /* Two actions that are not End turn. */
    while (g->active == me && g->phase == ESC_PHASE_BATTLE && !bb->st.held) {
        esc_action list[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS), k = 0;
        while (k < n && (list[k].kind == ESC_ACT_END_TURN || list[k].kind == ESC_ACT_YIELD))
            k++;
        assert_true(k < n);
        battle_play(a, &list[k]);
        for (int i = 0; i < 50 && bb->st.anim.playing; i++)
            board_battle_scene.update(a, bb, 0.5f, true);
        esc_record got;
        memset(&got, 0, sizeof got);
        int got_held = -1;
        data_error aerr;
        assert_true(data_save_load_held(auto_path, &got, NULL, &got_held, &aerr));
        assert_int_equal(got.n_actions, bb->match.record.n_actions);
        assert_int_equal(got_held, bb->st.held ? me : -1);
        esc_record_free(&got);
    }
    bb->match.autosave_path[0] = '\0';
    assert_true(bb->st.held);
    int n_actions = bb->match.record.n_actions;
    char path[1200];
    snprintf(path, sizeof path, "%.900s/r3-mid-turn.json", getenv("SKIRMISH_TEST_TMP"));
    data_error err;
    assert_true(board_match_save(&bb->match, path, &err));
    assert_true(escarmouche_load(a, path));
    bb = board_battle_current(a);
    g = &bb->match.game;
    for (int i = 0; i < 20; i++)
        board_battle_scene.update(a, bb, 0.5f, true);
    SDL_Delay(50);
    for (int i = 0; i < 20; i++)
        board_battle_scene.update(a, bb, 0.5f, true);
    assert_true(bb->st.held);
    assert_int_equal(bb->st.held_side, me);
    assert_int_equal(bb->st.shown_round, round);
    assert_int_equal(bb->match.record.n_actions, n_actions); /* the computer waits */
    /* The save's message in the top bar, clear of the squad's name. */
    battle_save_now(a);
    draw_at("battle-saved", 800, 560);
    assert_true(board_match_can_undo_turn_end(&bb->match));
    app_scene_pop_to_root(a);
}

/* A damaged autosave set aside on Continue is said on the screen Continue opens
 * (the list of matches, or the battle's top bar), not cleared by opening it. */
static void test_damaged_autosave_message_stays(void **state)
{
    (void)state;
    app *a = &the_app;
    escarmouche_content *c = escarmouche_content_get(a);
    char dir[1000], path[1100];
    snprintf(dir, sizeof dir, "%.900s/r3-autosaves", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    char saved[sizeof c->autosave_dir];
    snprintf(saved, sizeof saved, "%s", c->autosave_dir);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s", dir);
    const esc_squad *sq[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record rec;
    esc_record_init(&rec, &c->maps[0], sq, &settings, 9);
    data_error err;
    for (int round = 0; round < 2; round++) {
        for (int k = 0; k < 2; k++) {
            snprintf(path, sizeof path, "%s/%d-good.json", dir, k);
            remove(path);
            if (k <= round)
                assert_true(data_save_save(path, &rec, &err));
        }
        snprintf(path, sizeof path, "%s/damaged.json", dir);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs("{ \"format\": \"skirmish-save\", broken", f);
        fclose(f);
        app_scene_pop_to_root(a);
        assert_true(escarmouche_continue(a));
        if (round == 1) {
            assert_string_equal(app_scene_name(a), "continue");
            assert_true(client_has_message(a->message, "A damaged autosave was set aside as %s: %s"));
            draw_at("continue-damaged", 800, 560);
        } else {
            assert_string_equal(app_scene_name(a), "battle");
            assert_true(client_has_message(board_battle_current(a)->st.toast, "A damaged autosave was set aside as %s: %s"));
        }
    }
    esc_record_free(&rec);
    app_scene_pop_to_root(a);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s", saved);
}

/* A unit of the player's library cannot take a shipped unit's name: refused
 * with a message, nothing written. */
static void test_unit_name_of_a_shipped_unit_refused(void **state)
{
    (void)state;
    app *a = &the_app;
    barracks *b = barracks_get(a);
    int shipped = -1;
    for (int i = 0; i < b->lib.n_units && shipped < 0; i++)
        if (b->lib.units[i].builtin)
            shipped = i;
    assert_true(shipped >= 0);
    int before = b->lib.n_units;
    barracks_unit_editor_open(b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    snprintf(b->unit_ed.entry.def.name, sizeof b->unit_ed.entry.def.name, "%s", b->lib.units[shipped].def.name);
    data_error err;
    assert_int_equal(barracks_unit_editor_save(b, &err), -1);
    assert_true(client_has_message(err.message, "a unit that ships with the game has this name: give yours another"));
    assert_int_equal(b->lib.n_units, before);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_editor_names_whole),
        cmocka_unit_test(test_setups_six_units),
        cmocka_unit_test(test_hot_seat_auto_deploy),
        cmocka_unit_test(test_save_keeps_held_turn),
        cmocka_unit_test(test_save_mid_turn_loads_the_same),
        cmocka_unit_test(test_damaged_autosave_message_stays),
        cmocka_unit_test(test_unit_name_of_a_shipped_unit_refused),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
