/*
 * Escarmouche play-test fixes (hEsc), through the client: what the screens
 * say and ask. Tooltips wait for the pointer to rest (the shell's hover delay,
 * driven by the test clock) and a token's card stands clear of the tokens next
 * to it; Load from the pause menu asks before dropping a match with unsaved
 * moves (Cancel keeps it exactly); a survive objective reads "Survive 11 rounds
 * (counts from round 1)" before the battle, not "round 0 of 11"; a unit's
 * automatic portrait comes from its name; the log, the dice, the hand-off card,
 * the replay row and whose turn it is. What the board draws:
 * test_client_hesc_board.c.
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
#include "board/sight_line.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* A hot-seat battle, play begun (client_esc_battle_playing). */
static board_battle *battle_begun(void) { return client_esc_battle_playing(&the_app); }

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
    /* What it says is true of this match (play-test 3: Load said "they will be
     * lost" while Quit said "The game is autosaved"). */
    if (bb->match.autosave_path[0] && !bb->match.autosave_error[0])
        assert_true(client_was_drawn_wrapped(_("Load another game? This match is autosaved: Continue on the main menu "
                                               "goes on from its last autosave.")));
    else
        assert_true(client_was_drawn_wrapped(
            _("Load another game? This match has moves that are not saved; they will be lost.")));
    {
        board_match m = bb->match;
        snprintf(m.autosave_path, sizeof m.autosave_path, "%s", "/tmp/x.json");
        m.autosave_error[0] = '\0';
        assert_non_null(strstr(battle_load_question(&m), "autosaved"));
        assert_null(strstr(battle_load_question(&m), "lost"));
        m.autosave_path[0] = '\0'; /* a lesson, a watched match */
        assert_non_null(strstr(battle_load_question(&m), "lost"));
        snprintf(m.autosave_path, sizeof m.autosave_path, "%s", "/tmp/x.json");
        snprintf(m.autosave_error, sizeof m.autosave_error, "%s", "disk full"); /* not written: lost */
        assert_non_null(strstr(battle_load_question(&m), "lost"));
    }
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

/* 4. Last Light (the Rearguard survives 11 rounds): during deployment the
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
        assert_string_equal(line, "Survive 11 rounds (counts from round 1)");
    assert_null(strstr(line, " 0 "));
    /* Once the battle runs, the count: "round 1 of 11". */
    for (int k = 0; k < 40 && bb->match.game.phase == ESC_PHASE_DEPLOY; k++) {
        esc_action act = board_match_auto_deploy(&bb->match);
        assert_int_equal(board_match_apply(&bb->match, &act, NULL), ESC_OK);
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_true(battle_objective_line(&bb->match, survive, side, line, sizeof line));
    if (!client_language_run())
        assert_string_equal(line, "Survive: round 1 of 11");
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

/* 8. The log says a hit dealing more damage than the unit's Health left is
 * more than it had (play-test 3: "2 damage" to a unit with 1 Health); other
 * hits keep the core's words, and only the overkill one of two is reworded. */
static void test_log_overkill_said(void **state)
{
    (void)state;
    static esc_game g;
    memset(&g, 0, sizeof g);
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        g.units[i].square = ESC_NO_SQUARE;
    g.units[6].square = 10;
    g.units[6].health = 3;
    g.units[7].square = 11;
    g.units[7].health = 1;
    esc_events ev = { 0 };
    ev.list[ev.count++] = (esc_event){ .kind = ESC_EV_DAMAGE, .unit = 6, .other = ESC_NO_UNIT, .amount = 2 };
    ev.list[ev.count++] = (esc_event){ .kind = ESC_EV_DAMAGE, .unit = 7, .other = ESC_NO_UNIT, .amount = 2 };
    ev.list[ev.count++] = (esc_event){ .kind = ESC_EV_DEATH, .unit = 7, .other = ESC_NO_UNIT };
    char line[320] = "Brute (d3) uses \"Sweep\", hits Scout (c2), 2 damage; Guard (d2), 2 damage, Guard falls";
    battle_log_reword(&g, &ev, line, (int)sizeof line);
    assert_string_equal(line, "Brute (d3) uses \"Sweep\", hits Scout (c2), 2 damage; Guard (d2), 2 damage (more than the 1 "
                              "Health it had), Guard falls");
    /* Exactly the Health left: the core's words. */
    g.units[7].health = 2;
    char same[320] = "Brute (d3) uses \"Sweep\", hits Scout (c2), 2 damage; Guard (d2), 2 damage, Guard falls";
    battle_log_reword(&g, &ev, same, (int)sizeof same);
    assert_string_equal(same, "Brute (d3) uses \"Sweep\", hits Scout (c2), 2 damage; Guard (d2), 2 damage, Guard falls");
    /* A line with no room left is kept whole, never cut. */
    g.units[7].health = 1;
    char tight[80] = "Brute (d3) attacks Scout (c2), 2 damage; Guard (d2), 2 damage, Guard falls";
    battle_log_reword(&g, &ev, tight, (int)sizeof tight);
    assert_string_equal(tight, "Brute (d3) attacks Scout (c2), 2 damage; Guard (d2), 2 damage, Guard falls");
}

/* 9. Hot-seat deployment after the other player chose Auto-deploy: the
 * prompt is a whole sentence ("... placed automatically after each of
 * yours"), drawn whole at 800x560 and 1280x800 (play-test 3: it ended "after
 * each"). */
static void test_auto_deploy_prompt_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, true);
    const esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    bb->st.turn_card = false;
    bb->st.auto_deploy[g->active ^ 1] = true;
    bb->st.auto_deploy[g->active] = false;
    char other[80], want[400];
    board_match_side_name(&bb->match, g->active ^ 1, other, sizeof other);
    snprintf(want, sizeof want,
             _("Place your next unit on your two home ranks: one of %s's units is placed automatically after each of "
               "yours"),
             other);
    client_draw_at(a, "hesc-auto-prompt", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "hesc-auto-prompt", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    app_scene_pop_to_root(a);
}

/* hEsc5 (play-test 4 CA medium 1): while the dice for the first turn roll, the
 * header, the prompt and the log tell the roll, not who already won it (the
 * header named the computer, the prompt said it was playing and the log read
 * "Player 1 starts" while a tie was still on the dice). */
static void test_dice_told_in_step(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, false);
    esc_game *g = &bb->match.game;
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    for (int i = 0; i < 50 && g->phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(bb);
        if (g->phase == ESC_PHASE_DEPLOY) {
            board_anim_finish(&bb->st.anim);
            client_esc_tick(a, bb, 2, 0.1f);
        }
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    /* The roll replayed from its start, its first die still turning. */
    int first_die = -1;
    for (int i = bb->st.anim.events.count - 1; i >= 0; i--)
        if (bb->st.anim.events.list[i].kind == ESC_EV_DICE)
            first_die = i;
    assert_true(first_die >= 0);
    bb->st.anim.playing = true;
    bb->st.anim.index = first_die;
    bb->st.anim.t = 0.0f;
    bb->st.anim.revealed = false;
    assert_true(board_anim_rolling(&bb->st.anim));
    client_draw_at(a, "hesc5-dice-rolling", 1280, 800);
    const char *drawn = client_drawn_texts();
    if (strstr(drawn, " starts") || strstr(drawn, "dice "))
        fail_msg("the log tells the roll before the dice stop:\n%s", drawn);
    if (strstr(drawn, "The computer is playing") || strstr(drawn, "The computer is thinking"))
        fail_msg("the prompt says the computer plays while the dice roll:\n%s", drawn);
    /* The overlay's title, the header and the prompt all tell the roll. */
    int told = 0;
    for (const char *p = drawn; (p = strstr(p, "Rolling for the first turn")) != NULL; p++)
        told++;
    if (told < 3)
        fail_msg("the roll told %d times (the overlay, the header, the prompt):\n%s", told, drawn);
    client_draw_at(a, "hesc5-dice-rolling", 800, 560);
    board_anim_finish(&bb->st.anim);
    /* The other side's last placement still shown a moment: the bar and the
     * prompt already tell who starts (they named the placer). */
    bb->st.shown_side = g->active ^ 1;
    bb->st.shown_round = 0;
    bb->st.ai_wait = 1.0f;
    client_draw_at(a, "hesc5-dice-done", 1280, 800);
    drawn = client_drawn_texts();
    assert_non_null(strstr(drawn, " starts"));
    char bar[200], name[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(&bb->match, g->active, name, sizeof name);
    snprintf(bar, sizeof bar, "\n%s · %s", name, bb->match.record.squads[g->active].name);
    if (!strstr(drawn, bar))
        fail_msg("the bar does not name %s, who starts:\n%s", name, drawn);
    if (g->active == 0 && strstr(drawn, "The computer is playing"))
        fail_msg("the prompt says the computer plays while %s starts", name);
    app_scene_pop_to_root(a);
}

/* The hot-seat banner blocks nothing (play-test 15: Escarmouche hides
 * nothing): Esc takes it away and opens the pause menu as ever; a click on
 * one of the player's own units takes it away and selects it. */
static void test_handoff_card_esc_and_own_unit(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    battle_turn_card_start(bb);
    assert_true(bb->st.turn_card);
    app_draw(a);
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(a, &esc);
    assert_false(bb->st.turn_card);
    assert_string_equal(app_scene_name(a), "battle-pause");
    app_scene_pop_to_root(a);
    bb = battle_begun();
    g = &bb->match.game;
    battle_turn_card_start(bb);
    app_draw(a);
    int me = client_esc_first_unit_of(g, g->active);
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, g->units[me].square);
    bb->st.input.selected = ESC_NO_UNIT;
    board_input_sync(&bb->st.input, g);
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_false(bb->st.turn_card);
    assert_int_equal(bb->st.input.selected, me);
    app_scene_pop_to_root(a);
}

/* "Show the last turn again" keeps its row while the turn is held, so the
 * buttons under it do not jump. */
static void test_replay_row_kept_when_held(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    client_draw_at(a, "hesc6-before", 1280, 800);
    SDL_Rect threats_before, threats_held;
    app_draw(a);
    assert_true(app_find_button(a, _("Danger: off (T)"), &threats_before, NULL) ||
                app_find_button(a, _("Danger: on (T)"), &threats_before, NULL));
    esc_game *g = &bb->match.game;
    static esc_action list[1024];
    for (int k = 0; k < 2 && !bb->st.held; k++) {
        int count = esc_game_legal_actions(g, list, 1024);
        int pick = -1;
        for (int i = 0; i < count && pick < 0; i++)
            if (list[i].kind == ESC_ACT_MOVE)
                pick = i;
        assert_true(pick >= 0);
        battle_play(a, &list[pick]);
        board_anim_finish(&bb->st.anim);
        client_esc_tick(a, bb, 3, 0.1f);
    }
    assert_true(bb->st.held);
    app_draw(a);
    assert_true(app_find_button(a, _("Show the last turn again (R)"), NULL, NULL));
    assert_true(app_find_button(a, _("Danger: off (T)"), &threats_held, NULL) ||
                app_find_button(a, _("Danger: on (T)"), &threats_held, NULL));
    assert_int_equal(threats_before.y, threats_held.y);
    /* Play-test 8: with both actions spent a click on a unit still shows its
     * card (an enemy's too), spends nothing, and the turn stays held. */
    int enemy = -1;
    for (int id = (g->active ^ 1) * ESC_SQUAD_MAX; id < ((g->active ^ 1) + 1) * ESC_SQUAD_MAX && enemy < 0; id++)
        if (esc_game_unit_alive(g, id) && g->units[id].square != ESC_NO_SQUARE)
            enemy = id;
    if (enemy >= 0) {
        int before = bb->match.record.n_actions;
        board_input_event click = { BOARD_INPUT_EV_CLICK, g->units[enemy].square, 0 };
        battle_feed(a, &click);
        assert_int_equal(bb->st.input.selected, enemy);
        assert_true(bb->st.held);
        assert_int_equal(bb->match.record.n_actions, before);
    }
    app_scene_pop_to_root(a);
}

/* Whose turn: not "The computer is playing…" while a person places their own
 * units; not "Waiting for the other side" under "Player 1 takes the first turn". */
static void test_prompt_whose_turn(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, false);
    esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    g->active = 0;
    bb->st.shown_side = 1; /* the computer's placement still shown */
    bb->st.shown_round = 0;
    board_input_sync(&bb->st.input, g);
    client_draw_at(a, "hesc6-deploy-prompt", 1280, 800);
    client_esc_keep_shot(a, "hesc6-shots", "hesc6-deploy-prompt");
    assert_false(client_was_drawn(_("The computer is playing…")));
    app_scene_pop_to_root(a);
    /* The first turn's card, hot-seat, animations at normal speed. */
    int speed = a->prefs.anim_speed;
    bb = client_esc_battle_start(a, true, true);
    g = &bb->match.game;
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    a->prefs.anim_speed = DATA_ANIM_NORMAL;
    for (int i = 0; i < 50 && g->phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(bb);
        if (g->phase == ESC_PHASE_DEPLOY) {
            board_anim_finish(&bb->st.anim);
            client_esc_tick(a, bb, 2, 0.1f);
        }
    }
    bool seen = false;
    for (int i = 0; i < 400 && bb->st.anim.playing && !seen; i++) {
        const esc_event *e = board_anim_current(&bb->st.anim, NULL);
        if (e && e->kind == ESC_EV_FIRST_PLAYER) {
            seen = true;
            client_draw_at(a, "hesc6-first-turn-prompt", 1280, 800);
            client_esc_keep_shot(a, "hesc6-shots", "hesc6-first-turn-prompt");
            assert_false(client_was_drawn(_("Waiting for the other side to play")));
        }
        client_esc_tick(a, bb, 1, 0.05f);
    }
    a->prefs.anim_speed = speed;
    assert_true(seen);
    app_scene_pop_to_root(a);
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
        cmocka_unit_test(test_log_overkill_said),
        cmocka_unit_test(test_auto_deploy_prompt_whole),
        cmocka_unit_test(test_dice_told_in_step),
        cmocka_unit_test(test_handoff_card_esc_and_own_unit),
        cmocka_unit_test(test_replay_row_kept_when_held),
        cmocka_unit_test(test_prompt_whose_turn),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
