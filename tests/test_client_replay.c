/*
 * Replays in the client (issue 38): the controller's commands and keys without
 * a window; the finished games kept (the newest 50, pinned ones never
 * dropped); the Replays screen listing them and opening one; the replay
 * screen's seeking (by keys, buttons and the timeline) giving the state
 * stepping gives, its marks, its views (an unfinished game fixed to one seat),
 * and Play from here starting a new match at the moment shown with the seats
 * chosen, the replay's file untouched.
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

#include "client_test_util.h"
#include "conquest/match.h"
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "trts/trts.h"
#endif
#include "replay/control.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/save_list.h"

static app the_app;

/* client_look, naming the first layout fault when there is one. */
static void look(const char *name)
{
    app_draw(&the_app);
    if (the_app.layout_faults)
        fail_msg("%s: %d layout fault(s); the first: %s", name, the_app.layout_faults, the_app.layout_fault);
    client_look(&the_app, name);
}

static void golden(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s/golden/%s", getenv("SKIRMISH_TEST_DATA"), name);
}

static void saves(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s/saves/%s", getenv("SKIRMISH_TEST_DATA"), name);
}

/* ---- the controller ---- */

static void test_ctl_commands(void **state)
{
    (void)state;
    replay_ctl c;
    assert_true(replay_ctl_init(&c, 10));
    c.marks[3] |= REPLAY_MARK_TURN;
    c.marks[7] |= REPLAY_MARK_TURN | REPLAY_MARK_KILL;
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_STEP_BACK), 0);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_STEP_FWD), 1);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_FWD), 3);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_FWD), 7);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_FWD), 10);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_BACK), 7);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_STEP_FWD), 8);
    /* Back a turn: to this turn's start, then the one before. */
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_BACK), 7);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_BACK), 3);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_TURN_BACK), 0);
    assert_int_equal(replay_ctl_apply(&c, REPLAY_CMD_END), 10);
    assert_int_equal(replay_ctl_turn_at(&c, 10), 2);
    /* Play at the end starts again from the start; a move pauses. */
    replay_ctl_apply(&c, REPLAY_CMD_PLAY);
    assert_true(c.playing);
    assert_int_equal(c.pos, 0);
    replay_ctl_apply(&c, REPLAY_CMD_STEP_FWD);
    assert_true(c.playing);
    replay_ctl_apply(&c, REPLAY_CMD_STEP_BACK);
    assert_false(c.playing);
    assert_int_equal(replay_ctl_seek(&c, 99), 10);
    assert_int_equal(replay_ctl_seek(&c, -4), 0);
    for (int i = 0; i < 9; i++)
        replay_ctl_apply(&c, REPLAY_CMD_FASTER);
    assert_true(replay_ctl_speed(&c) == 8.0f);
    for (int i = 0; i < 9; i++)
        replay_ctl_apply(&c, REPLAY_CMD_SLOWER);
    assert_true(replay_ctl_speed(&c) == 0.5f);
    replay_ctl_free(&c);
}

static void test_ctl_keys(void **state)
{
    (void)state;
    assert_int_equal(replay_ctl_key(UI_KEY_SPACE, false, false), REPLAY_CMD_PLAY);
    assert_int_equal(replay_ctl_key(UI_KEY_LEFT, false, false), REPLAY_CMD_STEP_BACK);
    assert_int_equal(replay_ctl_key(UI_KEY_RIGHT, false, false), REPLAY_CMD_STEP_FWD);
    assert_int_equal(replay_ctl_key(UI_KEY_LEFT, false, true), REPLAY_CMD_TURN_BACK);
    assert_int_equal(replay_ctl_key(UI_KEY_RIGHT, false, true), REPLAY_CMD_TURN_FWD);
    assert_int_equal(replay_ctl_key(UI_KEY_PAGE_UP, false, false), REPLAY_CMD_TURN_BACK);
    assert_int_equal(replay_ctl_key(UI_KEY_PAGE_DOWN, false, false), REPLAY_CMD_TURN_FWD);
    assert_int_equal(replay_ctl_key(UI_KEY_LEFT, true, false), REPLAY_CMD_START);
    assert_int_equal(replay_ctl_key(UI_KEY_RIGHT, true, false), REPLAY_CMD_END);
    assert_int_equal(replay_ctl_key(UI_KEY_HOME, false, false), REPLAY_CMD_START);
    assert_int_equal(replay_ctl_key(UI_KEY_END, false, false), REPLAY_CMD_END);
    assert_int_equal(replay_ctl_key(UI_KEY_PLUS, false, false), REPLAY_CMD_FASTER);
    assert_int_equal(replay_ctl_key(UI_KEY_MINUS, false, false), REPLAY_CMD_SLOWER);
    assert_int_equal(replay_ctl_key(UI_KEY_A, false, false), REPLAY_CMD_NONE);
}

/* ---- the finished games kept ---- */

static int count_files(const char *dir, int *pinned)
{
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(dir, &items, &err);
    *pinned = 0;
    for (int i = 0; i < n; i++)
        *pinned += data_replay_keep_pinned(items[i].path);
    free(items);
    return n;
}

static void test_keep_newest_and_pinned(void **state)
{
    (void)state;
    char dir[900], path[1024], first[1024], pinned_path[1024];
    snprintf(dir, sizeof dir, "%.800s/replay-keep", getenv("SKIRMISH_TEST_TMP"));
    snprintf(path, sizeof path, "rm -rf '%s'", dir);
    assert_int_equal(system(path), 0);
    golden(path, sizeof path, "ruins-longbow-arcane.save.json");
    esc_record rec;
    data_seat seats[ESC_SIDES];
    data_error err;
    memset(&rec, 0, sizeof rec);
    assert_true(data_save_load_seats(path, &rec, seats, &err));
    data_seat_set(&seats[1], true, "hard");
    assert_true(data_replay_keep_esc(dir, &rec, seats, first, sizeof first, &err));
    /* The first one kept pinned: it outlives 55 games after it. */
    assert_true(data_replay_keep_pin(first, true, pinned_path, sizeof pinned_path, &err));
    assert_true(data_replay_keep_pinned(pinned_path));
    assert_false(data_paths_is_file(first));
    char second[1024];
    assert_true(data_replay_keep_esc(dir, &rec, seats, second, sizeof second, &err));
    struct stat was;
    assert_int_equal(stat(second, &was), 0);
    for (int i = 0; i < 55; i++)
        assert_true(data_replay_keep_esc(dir, &rec, seats, NULL, 0, &err));
    int pinned, n = count_files(dir, &pinned);
    assert_int_equal(n, DATA_REPLAY_KEEP_MAX + 1);
    assert_int_equal(pinned, 1);
    assert_true(data_paths_is_file(pinned_path));
    /* The oldest unpinned went first: its file is gone, or its name (the lowest
     * free one) was taken again by a game kept later. */
    struct stat now;
    if (stat(second, &now) == 0)
        assert_true(now.st_mtim.tv_sec != was.st_mtim.tv_sec || now.st_mtim.tv_nsec != was.st_mtim.tv_nsec);
    /* Each one kept opens as the game's replay, with its seats. */
    data_replay rep;
    assert_true(data_replay_load(pinned_path, NULL, &rep, &err));
    data_replay_info info;
    assert_true(data_replay_info_of(&rep, &info));
    assert_true(info.over);
    assert_int_equal(info.winner, 0);
    assert_int_equal(info.steps, rec.n_actions);
    assert_true(info.seats[1].computer);
    assert_string_equal(info.seats[1].level, "hard");
    data_replay_free(&rep);
    /* Unpinned, it takes its place among the others again, under its first
     * name; when a game kept later took that name (the lowest free one), the
     * unpinning is refused and the replay stays pinned. */
    char back[1024];
    if (data_paths_is_file(first)) {
        assert_false(data_replay_keep_pin(pinned_path, false, back, sizeof back, &err));
        assert_true(data_paths_is_file(pinned_path));
    } else {
        assert_true(data_replay_keep_pin(pinned_path, false, back, sizeof back, &err));
        assert_string_equal(back, first);
    }
    esc_record_free(&rec);
}

/* ---- the screens ---- */

static replay_screen *open_screen(void)
{
    assert_string_equal(app_scene_name(&the_app), "replay");
    replay_screen *s = app_scene_state(&the_app, &replay_screen_scene);
    assert_non_null(s);
    return s;
}

static void key(int k, bool ctrl, bool shift)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = (ui_key)k;
    ev.ctrl = ctrl;
    ev.shift = shift;
    app_handle_event(&the_app, &ev);
}

/* The state shown (once its step is played out) is the state stepping gives. */
static void assert_shows_step(replay_screen *s, int pos)
{
    for (int i = 0; i < 200 && replay_screen_scene.update(&the_app, s, 0.1f, true) && !s->ctl.playing; i++)
        ;
    assert_int_equal(s->ctl.pos, pos);
    esc_game want, shown;
    esc_replay_result res = esc_record_replay(&s->rep.esc, &want, pos);
    assert_int_equal(res.failed_at, -1);
    assert_true(data_replay_seek(&s->rep, pos, &shown));
    assert_memory_equal(&want, &shown, sizeof want);
    /* What the board draws: the view's state (esc.c's first member). */
    assert_memory_equal(s->view, &want, sizeof want);
}

static void test_replays_menu_and_seek(void **state)
{
    (void)state;
    client_player_dirs("replay", "menu", true);
    client_player_start(&the_app, 1280, 800);
    /* A finished match kept, as a game's end keeps it. */
    char path[1024], dir[1024], kept[1024];
    golden(path, sizeof path, "ruins-longbow-arcane.save.json");
    esc_record rec;
    data_seat seats[ESC_SIDES];
    data_error err;
    memset(&rec, 0, sizeof rec);
    assert_true(data_save_load_seats(path, &rec, seats, &err));
    data_seat_set(&seats[1], true, "normal");
    replay_folder(&the_app, dir, sizeof dir);
    assert_true(dir[0]);
    assert_true(data_replay_keep_esc(dir, &rec, seats, kept, sizeof kept, &err));
    client_click_button(&the_app, "Replays");
    assert_string_equal(app_scene_name(&the_app), "replays");
    look("replays-list");
    /* Enter watches the first (newest) row. */
    key(UI_KEY_ENTER, false, false);
    replay_screen *s = open_screen();
    assert_int_equal(s->ctl.n, rec.n_actions);
    assert_int_equal(s->viewer, -1); /* finished: everything, any view may be chosen */
    assert_false(s->view_fixed);
    /* Marks: turns, kills, and the elimination at the last step. */
    int turns = 0, kills = 0;
    for (int p = 0; p <= s->ctl.n; p++) {
        turns += (s->ctl.marks[p] & REPLAY_MARK_TURN) != 0;
        kills += (s->ctl.marks[p] & REPLAY_MARK_KILL) != 0;
    }
    assert_true(turns >= 8);
    assert_true(kills >= 1);
    assert_true(s->ctl.marks[s->ctl.n] & REPLAY_MARK_ELIMINATION);
    look("replay-start");
    /* Keys: to the end, back an action, back a turn, forward a step, start. */
    key(UI_KEY_RIGHT, true, false);
    assert_shows_step(s, rec.n_actions);
    key(UI_KEY_LEFT, false, false);
    assert_shows_step(s, rec.n_actions - 1);
    key(UI_KEY_PAGE_UP, false, false);
    int turn_start = s->ctl.pos;
    assert_true(s->ctl.marks[turn_start] & REPLAY_MARK_TURN);
    assert_shows_step(s, turn_start);
    key(UI_KEY_RIGHT, false, false);
    assert_shows_step(s, turn_start + 1);
    key(UI_KEY_LEFT, true, false);
    assert_shows_step(s, 0);
    /* A click on the timeline's middle seeks there at once. */
    app_draw(&the_app);
    int bottom = the_app.h - 12 * 2 - 34 - 6 - 30;
    int y = bottom + 12 + 34 + 6 + 19, x0 = 12 + 170 + 6, x1 = the_app.w - 12;
    client_click_at(&the_app, (x0 + x1) / 2, y);
    int mid = s->ctl.pos;
    assert_true(mid > rec.n_actions / 3 && mid < rec.n_actions * 2 / 3);
    assert_shows_step(s, mid);
    look("replay-middle");
    /* Play: the steps follow one another by themselves. */
    key(UI_KEY_SPACE, false, false);
    assert_true(s->ctl.playing);
    for (int i = 0; i < 400 && s->ctl.pos < mid + 3; i++)
        replay_screen_scene.update(&the_app, s, 0.1f, true);
    assert_true(s->ctl.pos >= mid + 3);
    key(UI_KEY_SPACE, false, false);
    assert_false(s->ctl.playing);
    /* Home and End: the start and the end, as the help's Keys say. */
    key(UI_KEY_END, false, false);
    assert_shows_step(s, rec.n_actions);
    key(UI_KEY_HOME, false, false);
    assert_shows_step(s, 0);
    /* The views of a finished game: each seat's, then everything. */
    app_draw(&the_app);
    SDL_Rect r;
    bool enabled;
    assert_true(app_find_button(&the_app, ">", &r, &enabled));
    esc_record_free(&rec);
    client_player_stop(&the_app);
}

static void test_unfinished_one_view_and_play_from_here(void **state)
{
    (void)state;
    client_player_dirs("replay", "take", true);
    client_player_start(&the_app, 800, 560);
    /* A hot-seat save not finished: its view is asked once, then fixed. */
    char path[1024], copy[1024], dir[1024];
    saves(path, sizeof path, "hill-24-actions.json");
    snprintf(dir, sizeof dir, "%.900s/saves", the_app.user_dir);
    assert_true(data_paths_make_dirs(dir));
    snprintf(copy, sizeof copy, "%.900s/hill.json", dir);
    char *text;
    size_t len;
    data_error err;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_true(data_file_write_atomic(copy, text, len, &err));
    assert_true(replay_open(&the_app, copy));
    replay_screen *s = open_screen();
    assert_true(s->choosing_seat);
    assert_true(s->view_fixed);
    look("replay-whose-view");
    client_click_button(&the_app, "Player 2");
    assert_false(s->choosing_seat);
    assert_int_equal(s->viewer, 1);
    /* Fixed: no view stepper to change it. */
    app_draw(&the_app);
    SDL_Rect r;
    bool enabled;
    assert_false(app_find_button(&the_app, "View", &r, &enabled));
    /* Play from here at step 10, Player 2 given to the computer (Easy). */
    key(UI_KEY_RIGHT, true, false);
    for (int i = 0; i < 14; i++)
        key(UI_KEY_LEFT, false, false);
    assert_int_equal(s->ctl.pos, s->ctl.n - 14);
    int at = s->ctl.pos;
    client_click_button(&the_app, "Play from here");
    assert_true(s->take_open);
    s->take[1].computer = true;
    snprintf(s->take[1].level, sizeof s->take[1].level, "easy");
    look("replay-play-from-here");
    client_click_button(&the_app, "Start");
    /* A new match at that moment: its record is the replay's first `at` steps. */
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_int_equal(bb->match.record.n_actions, at);
    assert_false(bb->match.human[1]);
    assert_true(bb->match.human[0]);
    /* The replay's file untouched, and no file left behind. */
    char *after;
    size_t after_len;
    assert_true(data_file_read(copy, &after, &after_len, &err));
    assert_int_equal(after_len, len);
    assert_memory_equal(after, text, len);
    free(after);
    free(text);
    char hidden[1200];
    replay_folder(&the_app, dir, sizeof dir);
    snprintf(hidden, sizeof hidden, "%s/.play-from-here.json", dir);
    assert_false(data_paths_is_file(hidden));
    client_player_stop(&the_app);
}

/* A finished game's save dropped on the window is watched; an unfinished one
 * still opens as a game to continue. */
static void test_drop_finished_is_watched(void **state)
{
    (void)state;
    client_player_dirs("replay", "drop", true);
    client_player_start(&the_app, 1280, 800);
    char path[1024];
    golden(path, sizeof path, "ruins-longbow-arcane.save.json");
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_DROP_FILE;
    snprintf(ev.text, sizeof ev.text, "%s", path);
    app_handle_event(&the_app, &ev);
    assert_string_equal(app_scene_name(&the_app), "replay");
    app_scene_pop_to_root(&the_app);
    app_draw(&the_app);
    saves(path, sizeof path, "hill-24-actions.json");
    snprintf(ev.text, sizeof ev.text, "%s", path);
    app_handle_event(&the_app, &ev);
    assert_string_equal(app_scene_name(&the_app), "battle");
    client_player_stop(&the_app);
}

/* Conquest: a turn a step, the map the state after it; captures marked; Play
 * from here goes on from that turn with the seats chosen. */
static void test_conquest_replay(void **state)
{
    (void)state;
    client_player_dirs("replay", "conquest", true);
    client_player_start(&the_app, 1280, 800);
    char path[1024];
    snprintf(path, sizeof path, "%s/replay/conquest-duel-seed3.json", getenv("SKIRMISH_TEST_DATA"));
    assert_true(replay_open(&the_app, path));
    replay_screen *s = open_screen();
    assert_int_equal(s->ctl.n, s->rep.cq.n_turns);
    assert_true(s->info.over);
    assert_int_equal(s->viewer, -1);
    int captures = 0;
    for (int p = 1; p <= s->ctl.n; p++) {
        assert_true(s->ctl.marks[p] & REPLAY_MARK_TURN); /* every step is a turn */
        captures += (s->ctl.marks[p] & REPLAY_MARK_CAPTURE) != 0;
    }
    assert_true(captures >= 1);
    key(UI_KEY_RIGHT, false, false);
    key(UI_KEY_RIGHT, false, false);
    assert_int_equal(s->ctl.pos, 2);
    static cq_state want;
    assert_true(data_replay_seek(&s->rep, 2, &want));
    assert_memory_equal(s->view, &want, sizeof want); /* the view's first member: the state drawn */
    look("replay-conquest");
    /* Play from here at turn 2, the first seat a person's. */
    client_click_button(&the_app, "Play from here");
    s->take[0].computer = false;
    look("replay-conquest-take");
    client_click_button(&the_app, "Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->match.record.n_turns, 2);
    assert_int_equal(c->match.seat[0], CONQUEST_SEAT_HUMAN);
    assert_true(c->match.seat[1] != CONQUEST_SEAT_HUMAN);
    assert_memory_equal(c->match.state.controller, want.controller, sizeof want.controller);
    client_player_stop(&the_app);
}

#ifdef SKIRMISH_HAVE_TRTS_CLIENT
/* TRTS: a finished duel keeps every step and shows everything; the same game
 * cut unfinished, one seat a person's, is that seat's view only, and its
 * timeline holds only the steps that seat saw (the other's secret orders are
 * neither shown nor counted); Play from here goes on from there. */
static void test_trts_replay(void **state)
{
    (void)state;
    client_player_dirs("replay", "trts", true);
    client_player_start(&the_app, 1280, 800);
    char path[1024], cut[1200];
    snprintf(path, sizeof path, "%s/trts/golden/duel-twin-ridge.json", getenv("SKIRMISH_TEST_DATA"));
    assert_true(replay_open(&the_app, path));
    replay_screen *s = open_screen();
    assert_true(s->info.over);
    assert_int_equal(s->viewer, -1);
    assert_int_equal(s->ctl.n, s->rep.n_steps); /* finished: every step */
    int battles = 0, turns = 0;
    for (int p = 0; p <= s->ctl.n; p++) {
        battles += (s->ctl.marks[p] & REPLAY_MARK_BATTLE) != 0;
        turns += (s->ctl.marks[p] & REPLAY_MARK_TURN) != 0;
    }
    assert_true(battles >= 1);
    assert_true(turns >= 30);
    key(UI_KEY_PAGE_DOWN, false, false);
    key(UI_KEY_PAGE_DOWN, false, false);
    assert_true(s->ctl.marks[s->ctl.pos] & REPLAY_MARK_TURN);
    look("replay-trts");
    /* The same game cut at step 300: unfinished, two computers, so whose
     * view is asked once (the second seat's), then fixed. */
    snprintf(cut, sizeof cut, "%.900s/trts-cut.json", the_app.user_dir);
    data_error err;
    assert_true(data_replay_save_at(&s->rep, 300, cut, &err));
    app_scene_pop(&the_app, NULL);
    app_draw(&the_app);
    if (!replay_open(&the_app, cut))
        fail_msg("%s", the_app.message);
    s = open_screen();
    assert_false(s->info.over);
    assert_true(s->view_fixed);
    assert_true(s->choosing_seat);
    assert_null(s->view); /* nothing of the game before the seat is chosen */
    look("replay-trts-whose-view");
    key(UI_KEY_2, false, false); /* the second seat's button */
    assert_int_equal(s->viewer, 1);
    assert_non_null(s->view);
    assert_true(s->ctl.n > 0 && s->ctl.n < 300);
    key(UI_KEY_RIGHT, true, false);
    look("replay-trts-seat");
    client_click_button(&the_app, "Play from here");
    client_click_button(&the_app, "Start");
    trts_screen *c = trts_current(&the_app);
    assert_non_null(c);
    assert_true(c->rec->n_actions > 250 && c->rec->n_actions <= 300);
    client_player_stop(&the_app);
}
#endif

/* A Campaign's save with its record: kept as it is (data_replay_keep_file, the
 * one call the Campaign makes at its end), listed with its facts, opened as a
 * replay. */
static void test_campaign_kept_and_listed(void **state)
{
    (void)state;
    client_player_dirs("replay", "campaign", true);
    client_player_start(&the_app, 1280, 800);
    char path[1024], dir[1024], kept[1024];
    snprintf(path, sizeof path, "%s/replay_ui/campaign-veldt-4-turns.json", getenv("SKIRMISH_TEST_DATA"));
    replay_folder(&the_app, dir, sizeof dir);
    data_error err;
    assert_true(data_replay_keep_file(dir, path, "-campaign", kept, sizeof kept, &err));
    assert_non_null(strstr(kept, "-campaign"));
    data_replay rep;
    if (!data_replay_load(kept, NULL, &rep, &err)) {
        char msg[600];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    data_replay_info info;
    assert_true(data_replay_info_of(&rep, &info));
    assert_int_equal(info.game, DATA_REPLAY_CAMPAIGN);
    assert_true(info.over);
    assert_int_equal(info.winner, 1);
    assert_int_equal(info.n_seats, 2);
    assert_int_equal(info.turns, 4);
    assert_string_equal(info.map, rep.ca_map->name);
    data_replay_free(&rep);
    client_click_button(&the_app, "Replays");
    look("replays-campaign");
    key(UI_KEY_ENTER, false, false);
    assert_string_equal(app_scene_name(&the_app), "replay"); /* watched on its map (test_client_replay_campaign) */
    client_player_stop(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ctl_commands),
        cmocka_unit_test(test_ctl_keys),
        cmocka_unit_test(test_keep_newest_and_pinned),
        cmocka_unit_test(test_replays_menu_and_seek),
        cmocka_unit_test(test_unfinished_one_view_and_play_from_here),
        cmocka_unit_test(test_drop_finished_is_watched),
        cmocka_unit_test(test_conquest_replay),
        cmocka_unit_test(test_campaign_kept_and_listed),
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
        cmocka_unit_test(test_trts_replay),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
