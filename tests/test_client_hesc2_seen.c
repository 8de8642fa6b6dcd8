/*
 * Escarmouche play-test fixes (hEsc2, hEsc3), through the client: what each
 * player sees. One name is one unit in every shipped squad and scenario, and
 * two unit types are told apart at a glance; the hot-seat hand-off waits for
 * the next player (after the other's auto-deploy, after Continue too) with no
 * tooltip over it; no tooltip or hover card outlives what it was about; the
 * threats agree with the badges. How a match ends: test_client_hesc2.c.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/replay.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* A hot-seat battle, play begun (client_esc_battle_playing). */
static board_battle *battle_begun(void) { return client_esc_battle_playing(&the_app); }

static void tick(board_battle *bb, int n, float dt)
{
    client_esc_tick(&the_app, bb, n, dt);
}

/* A hot-seat battle from the Escarmouche setup; `auto0`/`auto1`: which sides
 * pressed Auto-deploy. With both, play has begun. */
static board_battle *battle_start(bool auto0, bool auto1)
{
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    bb->st.auto_deploy[0] = auto0;
    bb->st.auto_deploy[1] = auto1;
    return bb;
}

/* 2. One name, one unit: no two units of the shipped squads and scenarios
 * share a name with different stats or abilities. (The Barracks' unit library,
 * assets/units/, is not in it: its Captain, Berserker... are the Campaign's
 * recruits and live in its golden files.) */
typedef struct seen_unit {
    esc_unit_def def;
    char where[300];
} seen_unit;

static int same_unit(const esc_unit_def *a, const esc_unit_def *b)
{
    if (a->health != b->health || a->range != b->range || a->power != b->power || a->move != b->move ||
        a->n_abilities != b->n_abilities)
        return 0;
    for (int i = 0; i < a->n_abilities; i++) {
        bool found = false;
        for (int k = 0; k < b->n_abilities; k++)
            found = found || a->abilities[i] == b->abilities[k];
        if (!found)
            return 0;
    }
    return 1;
}

static seen_unit seen[512];
static int n_seen;

static void see_squad(const esc_squad *sq, const char *where)
{
    for (int i = 0; i < sq->n_units; i++) {
        for (int k = 0; k < n_seen; k++)
            if (strcmp(seen[k].def.name, sq->units[i].name) == 0 && !same_unit(&seen[k].def, &sq->units[i]))
                fail_msg("\"%s\" in %s differs from the one in %s", sq->units[i].name, where, seen[k].where);
        assert_true(n_seen < (int)(sizeof seen / sizeof seen[0]));
        seen[n_seen].def = sq->units[i];
        snprintf(seen[n_seen].where, sizeof seen[n_seen].where, "%s", where);
        n_seen++;
    }
}

static void test_shipped_names_one_unit(void **state)
{
    (void)state;
    const char *folders[] = { "assets/squads", "maps/scenarios" };
    n_seen = 0;
    int files = 0;
    for (int f = 0; f < 2; f++) {
        char dir[DATA_PATH_MAX];
        assert_true(data_paths_join(dir, sizeof dir, the_app.assets.data_dir, folders[f]));
        DIR *d = opendir(dir);
        assert_non_null(d);
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            size_t len = strlen(e->d_name);
            if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0)
                continue;
            char path[DATA_PATH_MAX];
            if (!data_paths_join(path, sizeof path, dir, e->d_name))
                fail_msg("path too long: %s", e->d_name);
            data_error err;
            if (f == 0) {
                static esc_squad sq;
                assert_true(data_squad_load(path, &sq, &err));
                see_squad(&sq, path);
            } else {
                static esc_scenario sc;
                assert_true(data_scenario_load(path, &sc, &err));
                for (int s = 0; s < ESC_SIDES; s++)
                    see_squad(&sc.sides[s].fixed, path);
            }
            files++;
        }
        closedir(d);
    }
    assert_true(files >= 10);
}

/* 5. Hot-seat: the other player's turn to place comes round behind an
 * auto-deploy: their card says so, and stays until a click or key; but not
 * again to the player already at the screen (play-test 12: a card after each
 * of their placements). */
static void test_handoff_after_auto_deploy(void **state)
{
    (void)state;
    board_battle *bb = battle_start(true, false);
    esc_game *g = &bb->match.game;
    bb->st.turn_card = false;
    bool same_player = false;
    if (g->active != 0) { /* side 1 places first: by hand, once */
        static esc_action list[ESC_MAX_ACTIONS];
        assert_true(esc_game_legal_actions(g, list, ESC_MAX_ACTIONS) > 0);
        battle_play(&the_app, &list[0]);
        board_anim_finish(&bb->st.anim);
        bb->st.turn_card = false;
        same_player = bb->st.turn_card_last == 2; /* side 1's card was the last shown */
    }
    battle_auto_deploy(bb);
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_int_equal(g->active, 1);
    if (same_player) { /* side 1 stays at the screen: no card again */
        assert_false(bb->st.turn_card);
        /* had the other side's card been the last, side 1's would come */
        bb->st.turn_card_last = 1;
        battle_turn_card_start(bb);
    }
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, 1);
    tick(bb, 20, 0.1f);
    assert_true(bb->st.turn_card);
    client_draw_at(&the_app, "hesc2-handoff-deploy", 800, 560);
    /* Play-test 15: a banner that blocks nothing, gone by itself in a few seconds. */
    tick(bb, 100, 0.1f);
    assert_false(bb->st.turn_card);
    app_scene_pop_to_root(&the_app);
}

/* Play-test 3 (esc, medium 1): a hot-seat turn saved after its last action,
 * before its End turn, then continued: End turn hands over with the next
 * player's card, as in a game never closed. */
static void test_handoff_after_continue(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int me = g->active;
    while (g->active == me && g->phase == ESC_PHASE_BATTLE && !bb->st.held) {
        client_battle_play_first(&the_app, bb);
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
    }
    assert_true(bb->st.held);
    char path[1200];
    snprintf(path, sizeof path, "%.900s/hesc2-held.json", getenv("SKIRMISH_TEST_TMP"));
    data_error err;
    assert_true(board_match_save(&bb->match, path, &err));
    assert_true(escarmouche_load(&the_app, path));
    bb = board_battle_current(&the_app);
    g = &bb->match.game;
    assert_true(bb->st.held);
    bb->st.turn_card = false; /* the card of the loaded game, seen */
    tick(bb, 3, 0.1f);
    assert_false(bb->st.turn_card);
    board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
    battle_feed(&the_app, &e);
    board_input_event yes = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_CONFIRM };
    battle_feed(&the_app, &yes);
    tick(bb, 3, 0.1f);
    assert_false(bb->st.held);
    assert_int_equal(g->active, 1 - me);
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, 1 - me);
    app_scene_pop_to_root(&the_app);
}

/* A unit's square on the board, for the pointer. */
static SDL_Rect unit_rect(const board_battle *bb, int side)
{
    board_layout l = board_layout_compute(the_app.w, the_app.h, the_app.scale);
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++)
        if (bb->match.game.units[id].square != ESC_NO_SQUARE)
            return board_square_rect(&l, bb->match.game.units[id].square);
    fail();
    return l.board;
}

static void move_pointer(int x, int y)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_MOUSE_MOVE;
    ev.x = x;
    ev.y = y;
    app_handle_event(&the_app, &ev);
}

static void rest(int ms)
{
    the_app.tooltip_clock_ms += (Uint32)ms;
    app_draw(&the_app);
}

/* 3 and 4. A tooltip goes after a click, a key, another screen on top, a
 * resize, or when its widget says something else, and comes back only once
 * the pointer moves and rests again; a hot-seat hover card never survives the
 * hand-over; the click that takes the "your turn" card away does nothing else. */
static void test_tooltips_never_stale(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    a->tooltip_delay_ms = APP_TOOLTIP_DELAY_MS;
    a->tooltip_clock_manual = true;
    a->tooltip_clock_ms = 100000;
    SDL_Rect r = unit_rect(bb, 1 - g->active);
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    move_pointer(x, y);
    app_draw(a);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    /* A key: gone, and it stays gone while the pointer does not move. */
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_T; /* the threats overlay */
    app_handle_event(a, &ev);
    rest(10);
    assert_string_equal(a->tooltip, "");
    rest(2000);
    assert_string_equal(a->tooltip, "");
    app_handle_event(a, &ev); /* the overlay off again */
    /* The pointer moves a little and rests: back after the delay, not at once. */
    move_pointer(x + 1, y);
    rest(10);
    assert_string_equal(a->tooltip, "");
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    /* The widget says something else (a unit hit while the pointer rests on it). */
    esc_game saved = *g;
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    int sq = board_square_at(&l, x + 1, y), here = -1, other = -1;
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (g->units[u].square == sq)
            here = u;
    for (int u = 0; u < ESC_MAX_UNITS && other < 0; u++)
        if (g->units[u].square != ESC_NO_SQUARE && u != here && (u / ESC_SQUAD_MAX) != (here / ESC_SQUAD_MAX))
            other = u;
    assert_true(here >= 0 && other >= 0);
    g->units[here].square = g->units[other].square; /* another unit stands there now */
    g->units[other].square = (int8_t)sq;
    board_anim_init(&bb->st.anim, g); /* shown at once, as after an action */
    rest(10);
    assert_string_equal(a->tooltip, "");
    rest(2000);
    assert_string_equal(a->tooltip, "");
    *g = saved;
    board_anim_init(&bb->st.anim, g);
    rest(10); /* the first unit back: a change again, hidden */
    assert_string_equal(a->tooltip, "");
    move_pointer(x, y);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    /* A screen on top and gone again: the tooltip waits for the pointer. */
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    app_draw(a);
    app_scene_pop(a, NULL);
    rest(10);
    assert_string_equal(a->tooltip, "");
    move_pointer(x + 1, y);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    /* A resize (the window's size is the test's again at once). */
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_RESIZE;
    app_handle_event(a, &ev);
    client_set_size(a, 1280, 800);
    rest(10);
    assert_string_equal(a->tooltip, "");
    rest(2000);
    assert_string_equal(a->tooltip, "");
    move_pointer(x, y);
    rest(10);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    /* Hot-seat hand-over: End turn passes to the other player, whose card
     * comes; the card on the board never shows over it or after it. */
    int first = g->active;
    esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    battle_play(a, &end);
    board_anim_finish(&bb->st.anim);
    tick(bb, 3, 0.1f);
    assert_int_equal(g->active, first ^ 1);
    assert_true(bb->st.turn_card);
    rest(10);
    assert_string_equal(a->tooltip, "");
    rest(3000);
    assert_string_equal(a->tooltip, "");
    /* The click on a unit of the new player's takes the banner away and
     * selects it at once (play-test 15: nothing is hidden, no hand-off click);
     * no action, no card, no hover card until the pointer moves. */
    r = unit_rect(bb, g->active);
    x = r.x + r.w / 2;
    y = r.y + r.h / 2;
    int actions = bb->match.record.n_actions;
    client_click_at(a, x, y);
    assert_false(bb->st.turn_card);
    assert_int_not_equal(bb->st.input.selected, ESC_NO_UNIT);
    assert_int_equal(bb->match.record.n_actions, actions);
    rest(3000);
    assert_string_equal(a->tooltip, "");
    a->tooltip_delay_ms = 0;
    a->tooltip_clock_manual = false;
    a->mouse_x = a->mouse_y = 1;
    app_scene_pop_to_root(a);
}

/* 8. The Threats overlay marks every unit the damage badges say can be hit
 * next turn (Campaign play-test 3: a move then a Charge reaches further than
 * a move then an attack, and the overlay left it out). Over many positions of
 * the shipped squads (two of them have Charge), played at random. */
static void test_threats_agree_with_badges(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    static esc_action list[ESC_MAX_ACTIONS];
    bool human[ESC_SIDES] = { true, true };
    int beyond_one_move = 0, positions = 0;
    for (int seed = 1; seed <= 12; seed++) {
        esc_game g = bb->match.game;
        unsigned r = (unsigned)seed * 2654435761u;
        for (int step = 0; step < 120 && g.phase == ESC_PHASE_BATTLE; step++) {
            board_input in;
            board_input_init(&in, &g, human);
            in.show_threats = true;
            int viewer = board_threat_viewer(&g, &in);
            esc_worst_case w;
            esc_game_worst_case(&g, viewer, &w);
            esc_bits marked = board_threatened_units(&g, &in), plain = esc_game_threats(&g, viewer ^ 1);
            for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
                int sq = g.units[id].square;
                if (sq == ESC_NO_SQUARE || !esc_game_targetable(&g, id) || w.damage[id] <= 0)
                    continue;
                if (!(plain & esc_bit(sq)))
                    beyond_one_move++;
                if (!(marked & esc_bit(sq)))
                    fail_msg("seed %d step %d: unit %d can take %d damage but the overlay does not mark it", seed,
                             step, id, w.damage[id]);
            }
            positions++;
            int n = esc_game_legal_actions(&g, list, ESC_MAX_ACTIONS);
            assert_true(n > 0);
            r = r * 1103515245u + 12345u;
            esc_events ev;
            assert_int_equal(esc_game_apply(&g, &list[(r >> 8) % (unsigned)n], &ev), ESC_OK);
        }
    }
    assert_true(positions > 100);
    print_message("%d positions, %d units in reach only beyond one move and an attack\n", positions, beyond_one_move);
    app_scene_pop_to_root(&the_app);
}

/* Whether every two unit types of a match (both squads) look different on
 * the board: another portrait, or another variant mark. Counts the marks. */
static void check_told_apart(const esc_squad *a, const esc_squad *b, const char *what, int *marks)
{
    const esc_squad *sq[ESC_SIDES] = { a, b };
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int s = 0; s < ESC_SIDES; s++)
        assets_squad_portraits(sq[s], portraits[s], ESC_SQUAD_MAX);
    for (int s = 0; s < ESC_SIDES; s++)
        for (int i = 0; i < sq[s]->n_units; i++) {
            int vi = board_unit_variant(sq, (const int(*)[ESC_SQUAD_MAX])portraits, s, i);
            *marks += vi > 0;
            for (int t = 0; t < ESC_SIDES; t++)
                for (int k = 0; k < sq[t]->n_units; k++) {
                    if (strcmp(sq[s]->units[i].name, sq[t]->units[k].name) == 0)
                        continue;
                    int vk = board_unit_variant(sq, (const int(*)[ESC_SQUAD_MAX])portraits, t, k);
                    if (portraits[s][i] == portraits[t][k] && vi == vk)
                        fail_msg("%s: %s and %s look the same", what, sq[s]->units[i].name, sq[t]->units[k].name);
                    /* The mark is named in the tooltip and on the card (play-test 4's
                     * brief: the diamonds were small and unexplained). */
                    char text[300];
                    board_variant_text(sq, (const int(*)[ESC_SQUAD_MAX])portraits, s, i, text, sizeof text);
                    if (portraits[s][i] == portraits[t][k] &&
                        (!strstr(text, "\u25C6") || (vi > 0 && vk == 0 && !strstr(text, sq[t]->units[k].name))))
                        fail_msg("%s: %s's card does not say how it is told from %s: \"%s\"", what,
                                 sq[s]->units[i].name, sq[t]->units[k].name, text);
                }
        }
}

/* 5. Two different unit types are told apart at a glance in every shipped
 * scenario and every pairing of shipped squads (play-test 3: Hill Picket and
 * Spearman, Shieldbearer and Sentry had one picture). */
static void test_unit_types_told_apart(void **state)
{
    (void)state;
    static esc_squad squads[32];
    static esc_scenario sc;
    int n = 0, marks = 0, scenarios = 0;
    const char *folders[] = { "assets/squads", "maps/scenarios" };
    for (int f = 0; f < 2; f++) {
        char dir[DATA_PATH_MAX];
        assert_true(data_paths_join(dir, sizeof dir, the_app.assets.data_dir, folders[f]));
        DIR *d = opendir(dir);
        assert_non_null(d);
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            size_t len = strlen(e->d_name);
            char path[DATA_PATH_MAX];
            data_error err;
            if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0 || !data_paths_join(path, sizeof path, dir, e->d_name))
                continue;
            if (f == 0 && n < 32) {
                assert_true(data_squad_load(path, &squads[n++], &err));
            } else if (f == 1) {
                assert_true(data_scenario_load(path, &sc, &err));
                check_told_apart(&sc.sides[0].fixed, &sc.sides[1].fixed, e->d_name, &marks);
                scenarios++;
            }
        }
        closedir(d);
    }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++)
            check_told_apart(&squads[i], &squads[k], squads[i].name, &marks);
    assert_true(n >= 3 && scenarios >= 3);
    /* Play-test 5: every shipped type has a picture of its own, so no marks;
     * test_client_portraits tests the marks on user-made types that collide. */
    assert_int_equal(marks, 0);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_names_one_unit),
        cmocka_unit_test(test_handoff_after_auto_deploy),
        cmocka_unit_test(test_handoff_after_continue),
        cmocka_unit_test(test_tooltips_never_stale),
        cmocka_unit_test(test_threats_agree_with_badges),
        cmocka_unit_test(test_unit_types_told_apart),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
