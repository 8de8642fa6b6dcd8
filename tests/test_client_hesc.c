/*
 * Escarmouche play-test fixes (hEsc), through the client: tooltips wait for
 * the pointer to rest (the shell's hover delay, driven by the test clock) and
 * a token's card stands clear of the tokens next to it; Load from the pause
 * menu asks before dropping a match with unsaved moves (Cancel keeps it
 * exactly); a survive objective reads "Survive 10 rounds (counts from round
 * 1)" before the battle, not "round 0 of 10"; a unit's automatic portrait
 * comes from its name, the same in the Barracks, the squad and the battle
 * whatever else is edited.
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

#include "barracks/barracks.h"
#include "barracks/widgets.h"
#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* A battle from the Escarmouche setup, both sides human, every unit placed by
 * Auto-deploy: play has begun (and the match has moves no one saved). */
static board_battle *battle_begun(void)
{
    board_battle *bb = client_esc_battle_begun(&the_app, true, true);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    return bb;
}

static void point_at(app *a, SDL_Rect r)
{
    a->mouse_x = r.x + r.w / 2;
    a->mouse_y = r.y + r.h / 2;
}

/* A unit of `side` with another unit next to it; its square. */
static int unit_with_neighbour(const esc_game *g, int *neighbour)
{
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        int sq = g->units[id].square;
        if (sq == ESC_NO_SQUARE)
            continue;
        for (int other = 0; other < ESC_MAX_UNITS; other++)
            if (other != id && g->units[other].square != ESC_NO_SQUARE &&
                esc_square_distance(sq, g->units[other].square) == 1) {
                *neighbour = g->units[other].square;
                return sq;
            }
    }
    fail_msg("no two units side by side");
    return ESC_NO_SQUARE;
}

/* 2. The hover delay: nothing until the pointer has rested 450 ms on a token;
 * moving to the next token starts the count again, and so does leaving the
 * board and coming back. The card then stands clear of the squares around the
 * token (its neighbours stay in sight), at 1280x800 and 800x560. */
static void test_tooltip_waits_and_stands_clear(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    const esc_game *g = &bb->match.game;
    a->tooltip_delay_ms = APP_TOOLTIP_DELAY_MS;
    a->tooltip_clock_manual = true;
    a->tooltip_clock_ms = 100000;
    int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int k = 0; k < 2; k++) {
        client_set_size(a, sizes[k][0], sizes[k][1]);
        board_layout l = board_layout_compute(a->w, a->h, a->scale);
        int next = ESC_NO_SQUARE;
        int sq = unit_with_neighbour(g, &next);
        a->mouse_x = a->mouse_y = 1; /* off every tooltip */
        app_draw(a);
        point_at(a, board_square_rect(&l, sq));
        app_draw(a);
        assert_string_equal(a->tooltip, ""); /* at once: nothing */
        assert_true(a->tooltip_due != 0);    /* but the loop will wake for it */
        a->tooltip_clock_ms += 300;
        app_draw(a);
        assert_string_equal(a->tooltip, "");
        a->tooltip_clock_ms += 160; /* 460 ms at rest */
        app_draw(a);
        assert_true(a->tooltip[0] != '\0');
        /* The card's box: clear of the token and of every square next to it. */
        SDL_Rect box = a->text_box;
        assert_true(box.w > 0);
        for (int s = 0; s < 64; s++)
            if (esc_square_distance(s, sq) <= 1) {
                SDL_Rect cell = board_square_rect(&l, s), cut;
                if (SDL_IntersectRect(&box, &cell, &cut))
                    fail_msg("at %dx%d the card covers square %d next to the hovered %d", a->w, a->h, s, sq);
            }
        /* The next token: the count starts again. */
        point_at(a, board_square_rect(&l, next));
        app_draw(a);
        assert_string_equal(a->tooltip, "");
        a->tooltip_clock_ms += 450;
        app_draw(a);
        assert_true(a->tooltip[0] != '\0');
        /* Off the board and back: again. */
        a->mouse_x = a->mouse_y = 1;
        app_draw(a);
        point_at(a, board_square_rect(&l, next));
        a->tooltip_clock_ms += 10;
        app_draw(a);
        assert_string_equal(a->tooltip, "");
    }
    a->tooltip_delay_ms = 0;
    a->tooltip_clock_manual = false;
    client_set_size(a, 1280, 800);
}

/* 3. Load from the pause menu over a match with unsaved moves asks; Cancel
 * keeps the match exactly (state, record, screen); once saved, Load opens the
 * Load list without asking. */
static void test_load_asks_over_unsaved_match(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    assert_true(board_match_unsaved(&bb->match));
    esc_game before = bb->match.game;
    int actions = bb->match.record.n_actions;
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    app_draw(a);
    client_click_button(a, "Load game");
    assert_string_equal(app_scene_name(a), "confirm");
    client_draw_at(a, "hesc-load-asks", 800, 560); /* the question fits the smallest window */
    client_draw_at(a, "hesc-load-asks", 1280, 800);
    assert_true(client_was_drawn_wrapped(
        _("Load another game? This match has moves that are not saved; they will be lost.")));
    client_click_button(a, _("Cancel"));
    assert_string_equal(app_scene_name(a), "battle-pause");
    assert_true(board_battle_current(a) == bb);
    assert_int_equal(bb->match.record.n_actions, actions);
    assert_memory_equal(&bb->match.game, &before, sizeof before);
    /* Saved: no question. */
    app_draw(a);
    if (!a->user_dir[0]) /* the test's own player folder */
        snprintf(a->user_dir, sizeof a->user_dir, "%.900s/hesc-user", getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : "/tmp");
    client_click_button(a, "Save game");
    if (board_match_unsaved(&bb->match))
        fail_msg("not saved: %s", bb->st.toast);
    app_draw(a);
    client_click_button(a, "Load game");
    assert_string_equal(app_scene_name(a), a->load_scene->name);
    app_scene_pop_to_root(a);
}

/* 4. Last Light (the Rearguard survives 10 rounds): during deployment the
 * objective says how many rounds and where the count starts, never "round 0". */
static void test_survive_before_battle(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    char src[1200];
    snprintf(src, sizeof src, "%.900s/maps/scenarios/last-light.json", a->assets.data_dir);
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    data_error err;
    assert_true(data_scenario_load(src, s, &err));
    scenario_launch_options o;
    memset(&o, 0, sizeof o);
    o.human[0] = o.human[1] = true;
    for (int side = 0; side < ESC_SIDES; side++)
        assert_int_equal(scenario_side_squads(a, s, side, &o.squads[side], NULL, 1), 1);
    char why[300] = "";
    if (!scenario_launch(a, s, &o, why, sizeof why))
        fail_msg("%s", why);
    board_battle *bb = board_battle_current(a);
    assert_non_null(bb);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_DEPLOY);
    int survive = -1;
    for (int i = 0; i < bb->match.game.scenario.n_objectives; i++)
        if (bb->match.game.scenario.objectives[i].kind == ESC_OBJ_SURVIVE)
            survive = i;
    assert_true(survive >= 0);
    int side = bb->match.game.scenario.objectives[survive].side;
    char line[300];
    assert_true(battle_objective_line(&bb->match, survive, side, line, sizeof line));
    client_draw_at(a, "hesc-survive-deploy", 1280, 800);
    assert_true(client_was_drawn(line));
    if (!client_language_run())
        assert_string_equal(line, "Survive 10 rounds (counts from round 1)");
    assert_null(strstr(line, " 0 "));
    /* Once the battle runs, the count: "round 1 of 10". */
    for (int k = 0; k < 40 && bb->match.game.phase == ESC_PHASE_DEPLOY; k++) {
        esc_action act = board_match_auto_deploy(&bb->match);
        assert_int_equal(board_match_apply(&bb->match, &act, NULL), ESC_OK);
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_true(battle_objective_line(&bb->match, survive, side, line, sizeof line));
    if (!client_language_run())
        assert_string_equal(line, "Survive: round 1 of 10");
    app_scene_pop_to_root(a);
    free(s);
}

/* 5. A unit's automatic portrait: from its name, so editing its stats and
 * abilities, or the other units of its squad (adding, removing, moving them),
 * leaves it alone; the Barracks' editor, the squad list and the battle show
 * the same picture. */
static void test_auto_portrait_stable(void **state)
{
    (void)state;
    assets_portrait_forget_all();
    data_squad_entry *e = calloc(1, sizeof *e);
    assert_non_null(e);
    esc_unit_def *units = e->squad.units;
    const char *names[] = { "Grumbold", "Archer", "Nell", "Bombard" };
    for (int i = 0; i < 4; i++) {
        memset(&units[i], 0, sizeof units[i]);
        snprintf(units[i].name, sizeof units[i].name, "%s", names[i]);
        units[i].health = 3;
        units[i].range = 1;
        units[i].power = 1;
        units[i].move = 1;
    }
    e->squad.n_units = 4;
    int first[4];
    for (int i = 0; i < 4; i++) {
        first[i] = barracks_squad_slot_portrait(e, i);
        assert_int_equal(first[i], assets_portrait_auto(&units[i]));
        assert_int_equal(first[i], barracks_ui_portrait(&units[i], ""));  /* the unit editor, the library */
        assert_int_equal(first[i], assets_portrait_for(&units[i]));       /* the battle, the setup */
    }
    assert_string_equal(assets_portrait_id(first[1]), "archer");
    assert_string_equal(assets_portrait_id(first[3]), "cannon");
    /* Edit Grumbold's stats and abilities, make Nell an archer too. */
    units[0].range = 3;
    units[0].move = 3;
    units[0].n_abilities = 1;
    units[0].abilities[0] = ESC_AB_CHARGE;
    units[2].range = 3;
    for (int i = 0; i < 4; i++)
        assert_int_equal(barracks_squad_slot_portrait(e, i), first[i]);
    /* A new unit first in the squad, the others moved down one slot. */
    memmove(&units[1], &units[0], 4 * sizeof units[0]);
    memset(&units[0], 0, sizeof units[0]);
    snprintf(units[0].name, sizeof units[0].name, "Archer");
    units[0].health = units[0].range = units[0].power = units[0].move = 1;
    e->squad.n_units = 5;
    for (int i = 0; i < 4; i++)
        assert_int_equal(barracks_squad_slot_portrait(e, i + 1), first[i]);
    int battle[ESC_SQUAD_CAPACITY];
    assets_squad_portraits(&e->squad, battle, 5);
    for (int i = 0; i < 4; i++)
        assert_int_equal(battle[i + 1], first[i]);
    /* A chosen portrait still wins, for that slot alone. */
    snprintf(e->portraits.id[2], sizeof e->portraits.id[2], "%s", "wolf");
    assert_string_equal(assets_portrait_id(barracks_squad_slot_portrait(e, 2)), "wolf");
    assert_int_equal(barracks_squad_slot_portrait(e, 1), first[0]);
    free(e);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tooltip_waits_and_stands_clear),
        cmocka_unit_test(test_load_asks_over_unsaved_match),
        cmocka_unit_test(test_survive_before_battle),
        cmocka_unit_test(test_auto_portrait_stable),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
