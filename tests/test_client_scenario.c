/*
 * Escarmouche's scenarios in the client (issue 37), driven by the mouse: the
 * Scenarios screen lists the eight shipped scenarios and a player's own, shows
 * the selected one's details, and Play calls scenario_launch with the choices;
 * the editor paints the board, sets forces and objectives, says what is wrong
 * in the checker's words, undoes, and saves a file that reads back the same; a
 * scenario file dropped on the window opens on the Scenarios screen. Every
 * screen is drawn at 1280x800 and 800x560 with no layout fault.
 *
 * With SKIRMISH_TEST_SHOTS (and in the language runs) the screens are kept
 * under $SKIRMISH_TEST_TMP/shots/scenario-*.png.
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
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;
static char player_file[1200];

static const char *const shipped[] = { "Last Light", "The Bridge", "The Courier", "The Envoy",
                                       "The Hill",   "The Well",   "Three Fords", "Uneven Odds" };

static void open_list(app *a)
{
    app_scene_pop_to_root(a);
    client_click_button(a, "Scenarios");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
}

/* Clicks the row of the scenario named `name` (English), scrolling the list
 * with the wheel when it is below. */
static void click_row(app *a, const char *name)
{
    const scenario_catalog *c = scenario_catalog_get(a);
    int at = -1;
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->rows[i].s.name, name) == 0)
            at = i;
    assert_true(at >= 0);
    scenario_list_view v;
    for (int tries = 0; tries < 80; tries++) {
        app_draw(a);
        assert_true(scenario_list_get_view(a, &v));
        int y = v.first_row.y + (at - v.scroll) * v.row_h;
        if (at >= v.scroll && y + v.row_h <= a->h) {
            client_click_at(a, v.first_row.x + v.first_row.w / 2, y + v.row_h / 2);
            break;
        }
        ui_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = UI_EV_WHEEL;
        ev.wheel = -1;
        a->mouse_x = v.first_row.x + 5;
        a->mouse_y = v.first_row.y + 5;
        app_handle_event(a, &ev);
    }
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_int_equal(v.selected, at);
}

static void test_list_shows_shipped_and_players(void **state)
{
    (void)state;
    app *a = &the_app;
    open_list(a);
    client_draw_at(a, "scenario-list", 1280, 800);
    scenario_list_view v;
    assert_true(scenario_list_get_view(a, &v));
    assert_int_equal(v.n_rows, 9);
    const scenario_catalog *c = scenario_catalog_get(a);
    int mine = 0;
    for (int i = 0; i < c->n; i++)
        if (!c->rows[i].shipped) {
            mine++;
            assert_string_equal(c->rows[i].s.name, "Test Ground");
            assert_string_equal(c->rows[i].path, player_file);
        }
    assert_int_equal(mine, 1);
    for (size_t k = 0; k < sizeof shipped / sizeof shipped[0]; k++) {
        int found = 0;
        for (int i = 0; i < c->n; i++)
            found += c->rows[i].shipped && strcmp(c->rows[i].s.name, shipped[k]) == 0;
        assert_int_equal(found, 1);
    }
    if (!client_language_run()) {
        /* Every row's name is drawn (the list holds nine at 1280x800). */
        for (size_t k = 0; k < sizeof shipped / sizeof shipped[0]; k++)
            assert_true(client_was_drawn(shipped[k]));
        assert_true(client_was_drawn("Test Ground"));
        assert_true(client_was_drawn("yours"));
    }
    client_draw_at(a, "scenario-list", 800, 560);
    app_scene_pop_to_root(a);
}

/* The battle Play opened: the scenario's match at deployment, each side
 * deploying on the scenario's squares, played by whom the options said. */
static void check_battle(app *a, const char *name, bool human0, bool human1)
{
    assert_ptr_equal(app_scene_top(a), &board_battle_scene);
    board_battle *bb = board_battle_current(a);
    assert_non_null(bb);
    const board_match *m = &bb->match;
    assert_true(m->record.has_scenario);
    assert_string_equal(m->record.scenario.name, name);
    assert_true(m->game.scenario.active);
    assert_int_equal(m->game.phase, ESC_PHASE_DEPLOY);
    assert_int_equal(m->human[0], human0);
    assert_int_equal(m->human[1], human1);
    for (int side = 0; side < ESC_SIDES; side++)
        assert_true(esc_game_home(&m->game, side) == m->record.scenario.sides[side].deploy);
    assert_int_equal(m->game.settings.round_limit, m->record.scenario.round_limit);
}

static void test_details_and_play(void **state)
{
    (void)state;
    app *a = &the_app;
    open_list(a);
    client_set_size(a, 1280, 800);
    click_row(a, "The Well");
    client_draw_at(a, "scenario-details-well", 1280, 800);
    const scenario_catalog *c = scenario_catalog_get(a);
    scenario_list_view v;
    assert_true(scenario_list_get_view(a, &v));
    const esc_scenario *s = &c->rows[v.selected].s;
    /* The objectives in words, each side's force and the round limit. */
    char line[600];
    for (int i = 0; i < s->rules.n_objectives; i++) {
        scenario_objective_line(s, i, line, sizeof line);
        if (!client_language_run()) /* a control line, with what a marker is, wraps */
            assert_true(client_was_drawn(line) || client_was_drawn_wrapped(line));
    }
    if (!client_language_run()) {
        scenario_objective_line(s, 0, line, sizeof line);
        assert_non_null(strstr(line, "rounds in a row"));
        for (int side = 0; side < ESC_SIDES; side++) {
            scenario_force_line(s, side, line, sizeof line);
            assert_true(client_was_drawn(line));
        }
        scenario_limit_line(s, line, sizeof line);
        assert_true(client_was_drawn(line));
        assert_true(client_was_drawn("The Well"));
        assert_true(client_was_drawn("Garrison"));
    }
    /* Play: one call of scenario_launch with a squad that fits each side. */
    int before = scenario_launch_calls(NULL, NULL);
    client_click_button(a, "Play");
    const esc_scenario *ls;
    const scenario_launch_options *lo;
    assert_int_equal(scenario_launch_calls(&ls, &lo), before + 1);
    assert_string_equal(ls->name, "The Well");
    assert_true(lo->human[0]);
    assert_false(lo->human[1]);
    for (int side = 0; side < ESC_SIDES; side++)
        assert_int_equal(esc_scenario_test_squad(ls, side, &lo->squads[side]), ESC_SCN_SQUAD_OK);
    /* The battle starts: a match of the scenario at deployment, on its
     * squares, the human's side against the computer. */
    check_battle(a, "The Well", true, false);
    client_draw_at(a, "scenario-well-battle", 1280, 800);
    open_list(a);
    click_row(a, "The Well");
    /* Hot-seat: the opponent stepper's right arrow twice (Computer (Hard),
     * then Another player). */
    for (int k = 0; k < 2; k++)
        client_scenario_next_opponent(a);
    client_draw_at(a, "scenario-details-hotseat", 1280, 800);
    client_click_button(a, "Play");
    assert_int_equal(scenario_launch_calls(&ls, &lo), before + 2);
    assert_true(lo->human[0] && lo->human[1]);
    check_battle(a, "The Well", true, true);
    open_list(a);
    /* The others: drawn without a fault at both sizes. */
    for (size_t k = 0; k < sizeof shipped / sizeof shipped[0]; k++) {
        client_set_size(a, 1280, 800);
        click_row(a, shipped[k]);
        char name[80];
        snprintf(name, sizeof name, "scenario-details-%zu", k);
        client_draw_at(a, name, 1280, 800);
        client_draw_at(a, name, 800, 560);
        /* Every shipped scenario can be played by each side: a squad fits it
         * (whole, or cut down to its budget). */
        client_set_size(a, 1280, 800);
        int calls = scenario_launch_calls(NULL, NULL);
        client_click_button(a, "Play");
        assert_int_equal(scenario_launch_calls(&ls, &lo), calls + 1);
        assert_string_equal(ls->name, shipped[k]);
        for (int side = 0; side < ESC_SIDES; side++)
            assert_int_equal(esc_scenario_test_squad(ls, side, &lo->squads[side]), ESC_SCN_SQUAD_OK);
        check_battle(a, shipped[k], lo->human[0], lo->human[1]);
        open_list(a);
    }
    app_scene_pop_to_root(a);
}

/* Clicks the middle of square `sq` ("c3") of the editor's board. */
static void click_square(app *a, const char *sq)
{
    int square;
    assert_true(esc_square_parse(sq, &square));
    SDL_Rect b;
    app_draw(a);
    assert_true(scenario_editor_get(a, NULL, NULL, &b));
    /* Found by scanning the board for the square (it keeps a margin for the
     * ranks' and files' names). */
    for (int y = b.y; y < b.y + b.h; y += 3)
        for (int x = b.x; x < b.x + b.w; x += 3)
            if (scenario_board_square_at(b, x, y) == square && scenario_board_square_at(b, x + 8, y + 8) == square) {
                client_click_at(a, x + 4, y + 4);
                return;
            }
    fail_msg("square %s not found on the board", sq);
}

static const char *editor_problem(app *a)
{
    const char *problem;
    assert_true(scenario_editor_get(a, NULL, &problem, NULL));
    return problem;
}

static void test_editor_round_trip(void **state)
{
    (void)state;
    app *a = &the_app;
    open_list(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "New scenario");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_draw_at(a, "scenario-editor-new", 1280, 800);
    client_draw_at(a, "scenario-editor-new", 800, 560);
    client_set_size(a, 1280, 800);
    /* A new scenario plays as it is. */
    assert_string_equal(editor_problem(a), "");
    /* Paint two obstacles, add a hold objective on d4-e4 for 4 rounds. */
    client_click_button(a, "Obstacle");
    click_square(a, "c4");
    click_square(a, "f5");
    client_click_button(a, "Add");
    const esc_scenario *s;
    assert_true(scenario_editor_get(a, &s, NULL, NULL));
    assert_int_equal(s->rules.n_objectives, 2);
    assert_int_equal(s->rules.objectives[1].kind, ESC_OBJ_CONTROL);
    client_click_button(a, "Zone");
    click_square(a, "d4");
    click_square(a, "e4");
    assert_int_equal(s->rules.n_zones, 1);
    assert_true(s->rules.zones[0] & esc_bit(esc_square_make(3, 3)));
    assert_true(s->obstacles & esc_bit(esc_square_make(2, 3)));
    assert_string_equal(editor_problem(a), "");
    client_draw_at(a, "scenario-editor-painted", 1280, 800);
    client_draw_at(a, "scenario-editor-painted", 800, 560);
    client_set_size(a, 1280, 800);
    /* Save: the player's folder, and the list shows it. */
    client_click_button(a, "Save");
    const scenario_catalog *c = scenario_catalog_get(a);
    const char *saved = c->last_saved;
    assert_true(saved[0] != '\0');
    assert_non_null(strstr(saved, "/skirmish/scenarios/"));
    esc_scenario *back = malloc(sizeof *back);
    assert_non_null(back);
    data_error err;
    assert_true(data_scenario_load(saved, back, &err));
    esc_scenario *again = malloc(sizeof *again);
    assert_non_null(again);
    char *t1 = data_scenario_to_json(s), *t2 = data_scenario_to_json(back);
    assert_string_equal(t1, t2);
    assert_true(data_scenario_parse(t1, strlen(t1), "x", again, &err));
    assert_int_equal(back->obstacles, s->obstacles);
    assert_int_equal(back->rules.n_objectives, 2);
    free(t1);
    free(t2);
    free(again);
    free(back);
    client_click_button(a, "Back");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    scenario_list_view v;
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_int_equal(v.n_rows, 10);
    assert_string_equal(v.path, scenario_catalog_get(a)->last_saved);
    client_draw_at(a, "scenario-list-saved", 1280, 800);
    /* Edit it again: the same file is written over. */
    char first[DATA_PATH_MAX];
    snprintf(first, sizeof first, "%s", v.path);
    client_click_button(a, "Edit");
    client_click_button(a, "Obstacle");
    click_square(a, "a5");
    client_click_button(a, "Save");
    assert_string_equal(scenario_catalog_get(a)->last_saved, first);
    client_click_button(a, "Back");
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_int_equal(v.n_rows, 10);
    remove(first);
    scenario_catalog_reload(a);
    /* Edit on a shipped scenario saves a copy in the player's folder: the
     * shipped file stays as it was. */
    click_row(a, "The Hill");
    assert_true(scenario_list_get_view(a, &v));
    char shipped_path[DATA_PATH_MAX];
    snprintf(shipped_path, sizeof shipped_path, "%s", v.path);
    char *before_text = NULL;
    size_t before_len = 0;
    assert_true(data_file_read(shipped_path, &before_text, &before_len, &err));
    client_click_button(a, "Edit");
    client_click_button(a, "Obstacle");
    click_square(a, "a4");
    client_click_button(a, "Save as my copy"); /* a shipped scenario's Save says so (play-test 15) */
    const char *copy = scenario_catalog_get(a)->last_saved;
    assert_string_not_equal(copy, shipped_path);
    /* The copy is the player's own: its texts in their language, its file
     * named after its name as they see it (play-test 13). */
    assert_non_null(strstr(copy, client_language_run() ? "/skirmish/scenarios/" : "/skirmish/scenarios/the-hill"));
    {
        esc_scenario *mine = malloc(sizeof *mine);
        assert_non_null(mine);
        assert_true(data_scenario_load(copy, mine, &err));
        char want[200];
        snprintf(want, sizeof want, _("%s (my copy)"), i18n_content("The Hill")); /* play-test 15 */
        assert_string_equal(mine->name, want);
        free(mine);
    }
    char *after_text = NULL;
    size_t after_len = 0;
    assert_true(data_file_read(shipped_path, &after_text, &after_len, &err));
    assert_int_equal(before_len, after_len);
    assert_memory_equal(before_text, after_text, before_len);
    free(before_text);
    free(after_text);
    client_click_button(a, "Back");
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_string_equal(v.path, copy);
    remove(copy);
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
}

static void test_editor_checker_and_undo(void **state)
{
    (void)state;
    app *a = &the_app;
    open_list(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "New scenario");
    const esc_scenario *s;
    assert_true(scenario_editor_get(a, &s, NULL, NULL));
    /* An obstacle on side 1's deployment square. */
    client_click_button(a, "Obstacle");
    click_square(a, "c2");
    assert_non_null(strstr(editor_problem(a), _(esc_scenario_problem_text(ESC_SCN_DEPLOY_ON_OBSTACLE))));
    assert_non_null(strstr(editor_problem(a), "c2"));
    client_draw_at(a, "scenario-editor-problem", 1280, 800);
    if (!client_language_run())
        assert_true(client_was_drawn("deployment square is an obstacle"));
    client_draw_at(a, "scenario-editor-problem", 800, 560);
    client_set_size(a, 1280, 800);
    /* Undo (the button) takes it back. */
    client_click_button(a, C_("scenario editor", "Undo")); /* the editor's own word (French: Défaire) */
    assert_false(s->obstacles & esc_bit(esc_square_make(2, 1)));
    assert_string_equal(editor_problem(a), "");
    /* Side 2 deploying on side 1's square: overlapping. */
    client_click_button(a, "Deploy 2");
    click_square(a, "e1");
    assert_non_null(strstr(editor_problem(a), _(esc_scenario_problem_text(ESC_SCN_DEPLOY_OVERLAP))));
    /* Ctrl+Z takes it back. */
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = UI_KEY_Z;
    ev.ctrl = true;
    app_handle_event(a, &ev);
    assert_false(s->sides[1].deploy & esc_bit(esc_square_make(4, 0)));
    assert_string_equal(editor_problem(a), "");
    /* A zone walled off by obstacles: no unit can reach it. */
    client_click_button(a, "Add");
    client_click_button(a, "Zone");
    click_square(a, "h4");
    assert_string_equal(editor_problem(a), "");
    client_click_button(a, "Obstacle");
    click_square(a, "g3");
    click_square(a, "g4");
    click_square(a, "g5");
    click_square(a, "h3");
    click_square(a, "h5");
    assert_non_null(strstr(editor_problem(a), _(esc_scenario_problem_text(ESC_SCN_ZONE_UNREACHABLE))));
    /* Test play waits for a scenario that plays; Save keeps a draft (play-test 13). */
    client_draw_at(a, "scenario-editor-unreachable", 1280, 800);
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        if (strcmp(a->drawn_buttons[i].label, _("Test play")) == 0)
            assert_false(a->drawn_buttons[i].enabled);
        if (strcmp(a->drawn_buttons[i].label, _("Save")) == 0)
            assert_true(a->drawn_buttons[i].enabled);
    }
    client_click_button(a, C_("scenario editor", "Undo")); /* the editor's own word (French: Défaire) */
    assert_string_equal(editor_problem(a), "");
    /* Test play calls scenario_launch with the scenario as edited. */
    int before = scenario_launch_calls(NULL, NULL);
    client_click_button(a, "Test play");
    /* It says first which units fill the sides' points (play-test 12). */
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, "Play");
    const esc_scenario *ls;
    const scenario_launch_options *lo;
    assert_int_equal(scenario_launch_calls(&ls, &lo), before + 1);
    assert_true(lo->test_play);
    assert_memory_equal(ls, s, sizeof *s);
    /* It plays at once over the editor; leaving it (the pause menu) comes
     * back to the editor, and so does the end of the match. */
    assert_ptr_equal(app_scene_top(a), &board_battle_scene);
    assert_true(board_battle_current(a)->match.record.has_scenario);
    assert_false(board_battle_current(a)->match.autosave_path[0]); /* no autosave: not offered by Continue */
    ui_event esc;
    memset(&esc, 0, sizeof esc);
    esc.kind = UI_EV_KEY;
    esc.key = UI_KEY_ESCAPE;
    app_draw(a);
    app_handle_event(a, &esc);
    assert_ptr_equal(app_scene_top(a), &board_pause_scene);
    client_draw_at(a, "scenario-test-play-pause", 1280, 800);
    client_click_button(a, "Back to the editor");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_click_button(a, "Test play");
    client_click_button(a, "Play");
    assert_ptr_equal(app_scene_top(a), &board_battle_scene);
    board_battle *bb = board_battle_current(a);
    bb->match.game.phase = ESC_PHASE_OVER; /* as if it had ended */
    bb->match.game.winner = 0;
    bb->match.game.end_reason = ESC_END_OBJECTIVE;
    bb->st.overlay = BOARD_BATTLE_RESULT;
    client_draw_at(a, "scenario-test-play-result", 1280, 800);
    client_click_button(a, "Editor");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    /* The keyboard: an arrow brings the focus to the board, the arrows move
     * its square, Space paints it with the tool (Obstacle: key 1). */
    ui_event key;
    memset(&key, 0, sizeof key);
    key.kind = UI_EV_KEY;
    key.key = UI_KEY_1;
    app_handle_event(a, &key);
    esc_bits had = s->obstacles;
    key.key = UI_KEY_UP;
    app_handle_event(a, &key);
    app_draw(a);
    app_handle_event(a, &key);
    app_draw(a);
    key.key = UI_KEY_SPACE;
    app_handle_event(a, &key);
    assert_int_equal(esc_bits_count(s->obstacles & ~had), 1);
    client_draw_at(a, "scenario-editor-keyboard", 1280, 800);
    client_click_button(a, C_("scenario editor", "Undo")); /* the editor's own word (French: Défaire) */
    assert_int_equal(s->obstacles, had);
    /* Back with changes asks for a second press. */
    client_click_button(a, "Back");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_click_button(a, "Back");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    app_scene_pop_to_root(a);
}

static void test_drop_opens_scenario(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    char src[1200], path[1200];
    snprintf(src, sizeof src, "%.900s/maps/scenarios/the-hill.json", a->assets.data_dir);
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    data_error err;
    assert_true(data_scenario_load(src, s, &err));
    snprintf(s->name, sizeof s->name, "Dropped Hill");
    client_pseudo_allow("Dropped Hill");
    snprintf(path, sizeof path, "%s/dropped-hill.json", getenv("SKIRMISH_TEST_TMP"));
    assert_true(data_scenario_save(path, s, &err));
    free(s);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_DROP_FILE;
    snprintf(ev.text, sizeof ev.text, "%.1000s", path);
    app_handle_event(a, &ev);
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    app_draw(a);
    scenario_list_view v;
    assert_true(scenario_list_get_view(a, &v));
    assert_string_equal(v.path, path);
    client_draw_at(a, "scenario-dropped", 1280, 800);
    if (!client_language_run())
        assert_true(client_was_drawn("Dropped Hill"));
    /* Dropped again on the Scenarios screen after selecting another: selected again. */
    click_row(a, "The Bridge");
    app_handle_event(a, &ev);
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_string_equal(v.path, path);
    /* A scenario file that cannot be played: refused, in words, naming the key. */
    char bad[1200];
    snprintf(bad, sizeof bad, "%s/bad-scenario.json", getenv("SKIRMISH_TEST_TMP"));
    FILE *f = fopen(bad, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-scenario\", \"version\": 1, \"name\": \"Bad\", \"objectives\": []}", f);
    fclose(f);
    app_scene_pop_to_root(a);
    a->message[0] = '\0';
    snprintf(ev.text, sizeof ev.text, "%.1000s", bad);
    app_handle_event(a, &ev);
    assert_ptr_equal(app_scene_top(a), &front_menu_scene);
    if (!strstr(a->message, "bad-scenario.json"))
        fail_msg("message: %s", a->message);
    a->message[0] = '\0';
    app_scene_pop_to_root(a);
}


/* Plays `n` actions of the match on screen (the simple computer's choices,
 * deployment included), then shows the screen again on it. */
static void play_actions(board_battle *bb, int n)
{
    for (int k = 0; k < n && bb->match.game.phase != ESC_PHASE_OVER; k++) {
        esc_action act = board_match_auto_deploy(&bb->match);
        assert_int_equal(board_match_apply(&bb->match, &act, NULL), ESC_OK);
    }
    battle_open(bb, false);
}

/* A scenario match on the battle screen: the objectives panel with each
 * objective's progress, the zones on the board; saved and loaded to the same
 * state, its scenario in the save; Continue lists it by the scenario's name
 * and resumes it from the autosave after the screen is gone; the last turn
 * can be shown again. */
static void test_scenario_battle(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    char src[1200];
    snprintf(src, sizeof src, "%.900s/maps/scenarios/the-well.json", a->assets.data_dir);
    esc_scenario *s = malloc(sizeof *s);
    data_error err;
    assert_non_null(s);
    assert_true(data_scenario_load(src, s, &err));
    /* The content was made before the test gave the app its player's folder. */
    escarmouche_content *c = escarmouche_content_get(a);
    assert_non_null(c);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%.900s/autosaves", a->user_dir);
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
    assert_true(bb->match.autosave_path[0]); /* Play keeps an autosave for Continue */
    /* Deployment on the scenario's squares, said so (not the home ranks):
     * by the hot-seat banner, then by the prompt line it lies over. */
    assert_true(bb->st.turn_card);
    client_draw_at(a, "scenario-battle-deploy-banner", 1280, 800);
    assert_true(client_was_drawn(_("on their deployment squares")));
    bb->st.turn_card = false; /* the banner taken away: the prompt line under it */
    client_draw_at(a, "scenario-battle-deploy", 1280, 800);
    assert_true(client_was_drawn(_("Place your next unit on one of your deployment squares")));
    assert_true(client_was_drawn(_("Eliminate every enemy"))); /* no count while units are still to be placed */
    /* Then a few actions of the battle. */
    int deploy = o.squads[0].n_units + o.squads[1].n_units;
    play_actions(bb, deploy + 5);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    client_draw_at(a, "scenario-battle", 1280, 800);
    client_draw_at(a, "scenario-battle", 800, 560);
    client_set_size(a, 1280, 800);
    app_draw(a);
    /* The objectives in words with their progress, each side's. */
    int lines = 0;
    for (int i = 0; i < bb->match.game.scenario.n_objectives; i++)
        for (int side = 0; side < ESC_SIDES; side++) {
            char line[300];
            if (battle_objective_line(&bb->match, i, side, line, sizeof line)) {
                lines++;
                assert_true(client_was_drawn(line) || client_was_drawn_wrapped(line)); /* a long line wraps */
            }
        }
    assert_true(lines >= 3);
    if (!client_language_run()) {
        assert_true(client_was_drawn("Objectives"));
        char line[300];
        /* The Well: the Garrison holds the well for some rounds, the Raiders take its markers. */
        int done, goal;
        assert_true(esc_objective_progress(&bb->match.game, 0, 0, &done, &goal));
        char want[120];
        snprintf(want, sizeof want, "Hold the well: %d of %d rounds in a row", done, goal);
        assert_true(battle_objective_line(&bb->match, 0, 0, line, sizeof line));
        assert_string_equal(line, want);
        assert_true(esc_objective_progress(&bb->match.game, 1, 1, &done, &goal));
        snprintf(want, sizeof want, "Control the well: markers %d of %d", done, goal);
        assert_true(battle_objective_line(&bb->match, 1, 1, line, sizeof line));
        assert_string_equal(line, want);
        assert_true(client_was_drawn("the well 1") || client_was_drawn("the well")); /* the zone's label */
    }
    /* Save, load: the same state; the scenario travels in the save. */
    char path[1200];
    snprintf(path, sizeof path, "%.1000s/scenario-save.json", getenv("XDG_DATA_HOME"));
    assert_true(board_match_save(&bb->match, path, &err));
    size_t len = 0;
    char *text = NULL;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_non_null(strstr(text, "\"scenario\""));
    assert_non_null(strstr(text, "skirmish-scenario"));
    free(text);
    board_match *loaded = malloc(sizeof *loaded);
    assert_non_null(loaded);
    board_match_init_empty(loaded);
    if (!board_match_load(loaded, path, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    assert_true(loaded->record.has_scenario);
    assert_memory_equal(&loaded->record.scenario, s, sizeof *s);
    assert_int_equal(loaded->record.n_actions, bb->match.record.n_actions);
    assert_memory_equal(&loaded->game, &bb->match.game, sizeof loaded->game);
    board_match_free(loaded);
    free(loaded);
    /* A whole turn later, the last turn can be shown again. */
    int turn = bb->match.game.turn;
    for (int k = 0; k < 8 && bb->match.game.turn == turn; k++)
        play_actions(bb, 1);
    assert_true(battle_replay_available(bb));
    battle_replay_toggle(bb, 0.0f);
    assert_true(bb->st.replay.on);
    client_draw_at(a, "scenario-battle-replay", 1280, 800);
    battle_replay_toggle(bb, 0.0f);
    /* Continue: the autosave listed by the scenario's name; the screen gone
     * (as if the game had been killed), Continue resumes the same match. */
    esc_game before = bb->match.game;
    int n_actions = bb->match.record.n_actions;
    char autosave[DATA_PATH_MAX];
    snprintf(autosave, sizeof autosave, "%s", bb->match.autosave_path);
    app_scene_pop_to_root(a);
    escarmouche_autosaves list;
    escarmouche_list_autosaves(a, &list);
    int row = -1;
    for (int i = 0; i < list.n; i++)
        if (strcmp(list.path[i], autosave) == 0)
            row = i;
    assert_true(row >= 0);
    if (!client_language_run())
        assert_non_null(strstr(list.title[row], "Scenario The Well"));
    assert_true(escarmouche_load(a, autosave));
    bb = board_battle_current(a);
    assert_non_null(bb);
    assert_true(bb->match.record.has_scenario);
    assert_int_equal(bb->match.record.n_actions, n_actions);
    assert_memory_equal(&bb->match.game, &before, sizeof before);
    assert_string_equal(bb->match.autosave_path, autosave); /* goes on in its own file */
    client_draw_at(a, "scenario-battle-continued", 1280, 800);
    /* The end screen says which objective decided. */
    bb->match.game.phase = ESC_PHASE_OVER;
    bb->match.game.winner = 1;
    bb->match.game.end_reason = ESC_END_OBJECTIVE;
    bb->match.game.scenario.progress[1][1] = bb->match.game.scenario.objectives[1].count; /* the Raiders' markers */
    bb->st.overlay = BOARD_BATTLE_RESULT;
    client_draw_at(a, "scenario-battle-result", 1280, 800);
    char result[400];
    assert_true(battle_objective_result(&bb->match, result, sizeof result));
    assert_true(client_was_drawn(result));
    if (!client_language_run())
        assert_non_null(strstr(result, "Objective met: Control the well: markers "));
    app_scene_pop_to_root(a);
    remove(autosave);
    free(s);
}

static void send_key(app *a, ui_key k, bool ctrl)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = k;
    ev.ctrl = ctrl;
    app_handle_event(a, &ev);
    app_draw(a);
}

static void send_text(app *a, const char *text)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_TEXT;
    snprintf(ev.text, sizeof ev.text, "%s", text);
    app_handle_event(a, &ev);
    app_draw(a);
}

/* The briefing is several lines: typed with line breaks, wrapped in its box,
 * edited with the arrows, pasted into, and shown line by line on the
 * Scenarios screen once saved. Esc ends typing and leaves the editor open. */
static void test_editor_briefing(void **state)
{
    (void)state;
    app *a = &the_app;
    open_list(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "New scenario");
    const esc_scenario *s;
    assert_true(scenario_editor_get(a, &s, NULL, NULL));
    SDL_Rect box;
    const scenario_textbox *t;
    app_draw(a);
    assert_true(scenario_editor_briefing(a, &box, &t));
    assert_true(box.h > box.w / 20); /* more than one line's height */
    client_click_at(a, box.x + box.w / 2, box.y + box.h / 2);
    assert_true(t->focused);
    send_text(a, "Hold the ford.");
    send_key(a, UI_KEY_ENTER, false);
    send_text(a, "The relief column comes down the valley road at dawn; until then every");
    send_text(a, " square of the bank counts, and the enemy knows it as well as you do.");
    assert_string_equal(s->briefing, "Hold the ford.\nThe relief column comes down the valley road at dawn; until then "
                                     "every square of the bank counts, and the enemy knows it as well as you do.");
    /* Up from the long second line lands on the first; Left, then a letter
     * goes in before the full stop. */
    for (int i = 0; i < 5; i++)
        send_key(a, UI_KEY_UP, false);
    assert_true(t->cursor <= (int)strlen("Hold the ford."));
    for (int i = 0; i < 20; i++)
        send_key(a, UI_KEY_RIGHT, false);
    /* Right walks on across the line break */
    assert_true(t->cursor > (int)strlen("Hold the ford."));
    send_key(a, UI_KEY_UP, false);
    while (t->cursor < (int)strlen("Hold the ford"))
        send_key(a, UI_KEY_RIGHT, false);
    while (t->cursor > (int)strlen("Hold the ford"))
        send_key(a, UI_KEY_LEFT, false);
    send_text(a, "s");
    assert_int_equal(strncmp(s->briefing, "Hold the fords.\n", 16), 0);
    send_key(a, UI_KEY_BACKSPACE, false);
    send_key(a, UI_KEY_DELETE, false);
    assert_int_equal(strncmp(s->briefing, "Hold the ford\n", 14), 0);
    send_text(a, ".");
    /* A letter of two bytes is one step of the caret and one Backspace. */
    send_text(a, "\xc3\xa9");
    int after = t->cursor;
    send_key(a, UI_KEY_LEFT, false);
    assert_int_equal(t->cursor, after - 2);
    send_key(a, UI_KEY_RIGHT, false);
    send_key(a, UI_KEY_BACKSPACE, false);
    assert_int_equal(strncmp(s->briefing, "Hold the ford.\n", 15), 0);
    /* Paste at the end: a Windows line end becomes one line break. */
    while (t->cursor < (int)strlen(s->briefing))
        send_key(a, UI_KEY_DOWN, false);
    if (SDL_SetClipboardText("\r\nSeven markers win.") == 0 && SDL_HasClipboardText()) {
        send_key(a, UI_KEY_V, true);
        assert_non_null(strstr(s->briefing, "as you do.\nSeven markers win."));
    } else {
        send_key(a, UI_KEY_ENTER, false);
        send_text(a, "Seven markers win.");
    }
    client_draw_at(a, "scenario-editor-briefing", 1280, 800);
    client_draw_at(a, "scenario-editor-briefing", 800, 560);
    client_set_size(a, 1280, 800);
    /* Esc ends typing; it does not also press Back. */
    send_key(a, UI_KEY_ESCAPE, false);
    assert_false(t->focused);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_draw_at(a, "scenario-editor-briefing-done", 1280, 800);
    /* Saved, it reads back the same, and the list shows it line by line. */
    client_click_button(a, "Save");
    const char *saved = scenario_catalog_get(a)->last_saved;
    esc_scenario *back = malloc(sizeof *back);
    assert_non_null(back);
    data_error err;
    assert_true(data_scenario_load(saved, back, &err));
    assert_string_equal(back->briefing, s->briefing);
    free(back);
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", saved);
    client_click_button(a, "Back");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    client_draw_at(a, "scenario-list-briefing", 1280, 800);
    assert_true(client_was_drawn("Hold the ford.\n")); /* a line of its own */
    assert_true(client_was_drawn("\nSeven markers win.\n"));
    client_draw_at(a, "scenario-list-briefing", 800, 560);
    remove(path);
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scenario", "player", true);
    /* A player's own scenario: The Well renamed, in <user data>/scenarios. */
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/skirmish/scenarios", getenv("XDG_DATA_HOME"));
    if (!data_paths_make_dirs(dir))
        return 1;
    snprintf(player_file, sizeof player_file, "%s/test-ground.json", dir);
    client_pseudo_allow("Test Ground");
    client_pseudo_allow("Hold the ford.");
    client_pseudo_allow("The relief column");
    client_pseudo_allow("Seven markers win.");
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    /* The offscreen app has no player's folder of its own: the one above. */
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    {
        char src[1200];
        snprintf(src, sizeof src, "%.900s/maps/scenarios/the-well.json", the_app.assets.data_dir);
        esc_scenario *s = malloc(sizeof *s);
        data_error err;
        if (!s || !data_scenario_load(src, s, &err))
            return 1;
        snprintf(s->name, sizeof s->name, "Test Ground");
        if (!data_scenario_save(player_file, s, &err))
            return 1;
        free(s);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_list_shows_shipped_and_players),
        cmocka_unit_test(test_details_and_play),
        cmocka_unit_test(test_editor_round_trip),
        cmocka_unit_test(test_editor_checker_and_undo),
        cmocka_unit_test(test_editor_briefing),
        cmocka_unit_test(test_drop_opens_scenario),
        cmocka_unit_test(test_scenario_battle),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
