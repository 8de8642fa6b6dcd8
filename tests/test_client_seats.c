/*
 * Who is who, in the four games (issue 21): every save and autosave keeps its
 * seats (human or computer, the level, the name), Load and Continue bring them
 * back and the computer plays on; players are called by their names; against the
 * computer the result is Victory or Defeat from the human's seat, between people
 * the winner's name. The data layer's seats are tested too: a save from before
 * seats existed loads with the defaults, and a bad seat is refused by name.
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
#include <unistd.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "board/battle.h"
#include "campaign/internal.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/ai/simple.h"
#include "skirmish/ai/trts.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/save_list.h"
#include "skirmish/data/seats.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app the_app;
static char scratch[512];

static bool app_open;

static void fresh_app(const char *name)
{
    if (app_open)
        app_free(&the_app);
    app_open = true;
    memset(&the_app, 0, sizeof the_app);
    assert_true(front_init_offscreen(&the_app, 1024, 640));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s/%s", scratch, name);
    mkdir(the_app.user_dir, 0755);
}

/* Draws a frame and clicks the button with this (English) label. */
static void click(const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    app_draw(&the_app);
    if (!app_find_button(&the_app, _(label), &r, &enabled) || !enabled)
        fail_msg("no button '%s' on %s", label, app_scene_name(&the_app));
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
}

/* ---- the data layer ---- */

static void test_seat_names(void **state)
{
    (void)state;
    fresh_app("names");
    data_seat s[3];
    data_seat_set(&s[0], false, NULL);
    data_seat_set(&s[1], true, "hard");
    data_seat_set(&s[2], false, NULL);
    char out[80];
    data_seat_label(s, 2, 0, out, sizeof out);
    assert_string_equal(out, "Player 1");
    data_seat_label(s, 2, 1, out, sizeof out);
    assert_string_equal(out, "Computer (Hard)");
    /* Two computers are told apart by their seats. */
    data_seat_set(&s[0], true, "easy");
    data_seat_label(s, 2, 0, out, sizeof out);
    assert_string_equal(out, "Computer 1 (Easy)");
    /* A name is cleaned (control characters, spaces at the ends) and cut whole. */
    data_seat_set_name(s, 3, 2, "  Ann\x01 Bonny  ");
    assert_string_equal(s[2].name, "Ann Bonny");
    data_seat_set_name(s, 3, 2, "ééééééééééééééééééééééééé");
    assert_true(strlen(s[2].name) < DATA_SEAT_NAME_MAX && strlen(s[2].name) % 2 == 0);
    /* The default name typed in is no name: it follows the language. */
    data_seat_set_name(s, 3, 2, "Player 3");
    assert_string_equal(s[2].name, "");
    data_seat_label(s, 3, 2, out, sizeof out);
    assert_string_equal(out, "Player 3");
    assert_int_equal(data_seat_only_human(s, 3), 2);
    assert_int_equal(data_seat_only_human(s, 2), -1);
}

/* A record of a few actions on the first shipped map and squads. */
static void small_record(esc_record *rec)
{
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    const esc_squad *sq[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record_init(rec, &c->maps[0], sq, &settings, 11);
    esc_game g;
    esc_record_replay(rec, &g, -1);
    core_rng rng;
    core_rng_seed(&rng, 5);
    for (int i = 0; i < 4; i++) {
        esc_action a;
        assert_true(ai_simple_choose(&g, &rng, &a));
        assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
        assert_true(esc_record_push(rec, &a));
    }
}

static void test_escarmouche_save_seats(void **state)
{
    (void)state;
    fresh_app("esc-data");
    esc_record rec, back;
    memset(&rec, 0, sizeof rec);
    memset(&back, 0, sizeof back);
    small_record(&rec);
    data_seat seats[ESC_SIDES];
    data_seat_set(&seats[0], false, NULL);
    snprintf(seats[0].name, sizeof seats[0].name, "Ann");
    data_seat_set(&seats[1], true, "hard");
    char *text = data_save_to_json_seats(&rec, seats);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"seats\""));
    data_seat got[ESC_SIDES];
    data_error err;
    assert_true(data_save_parse_seats(text, strlen(text), "s.json", &back, got, &err));
    assert_string_equal(got[0].name, "Ann");
    assert_false(got[0].computer);
    assert_true(got[1].computer);
    assert_string_equal(got[1].level, "hard");
    /* Written again, the same text. */
    char *again = data_save_to_json_seats(&back, got);
    assert_string_equal(text, again);
    free(again);
    /* A save from before seats: two humans, the hot-seat game it always continued as. */
    char *old = data_save_to_json(&rec);
    assert_null(strstr(old, "\"seats\""));
    assert_true(data_save_parse_seats(old, strlen(old), "old.json", &back, got, &err));
    assert_false(got[0].computer);
    assert_false(got[1].computer);
    assert_string_equal(got[1].name, "");
    free(old);
    /* A bad seat is refused, naming the key. */
    char *bad = malloc(strlen(text) + 1);
    strcpy(bad, text);
    char *lvl = strstr(bad, "\"hard\"");
    assert_non_null(lvl);
    memcpy(lvl, "\"huge\"", 6);
    assert_false(data_save_parse_seats(bad, strlen(bad), "bad.json", &back, got, &err));
    assert_string_equal(err.key, "seats[1].level");
    free(bad);
    free(text);
    esc_record_free(&rec);
    esc_record_free(&back);
}

/* ---- Escarmouche ---- */

/* Plays (for whoever is to act) until `side` is to act in the battle. */
static void play_until_side(board_battle *bb, int side)
{
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int guard = 0; guard < 400; guard++) {
        const esc_game *g = &bb->match.game;
        if (g->phase == ESC_PHASE_BATTLE && g->active == side)
            return;
        assert_true(g->phase != ESC_PHASE_OVER);
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    fail_msg("side %d never got to act", side);
}

/* Steps the app until the computer has played (its side, from the record). */
static void computer_acts(int side)
{
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    int before = bb->match.record.n_actions;
    for (int i = 0; i < 3000 && bb->match.record.n_actions == before; i++) {
        app_step(&the_app);
        SDL_Delay(2);
        bb = board_battle_current(&the_app);
        assert_non_null(bb);
    }
    assert_true(bb->match.record.n_actions > before);
    esc_game g;
    esc_record_replay(&bb->match.record, &g, before);
    assert_int_equal(g.active, side);
}

static void test_escarmouche_computer_comes_back(void **state)
{
    (void)state;
    fresh_app("esc");
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    data_paths_join(c->autosave_dir, sizeof c->autosave_dir, the_app.user_dir, "autosaves");
    c->setup.human[0] = true;
    c->setup.human[1] = false;
    c->setup.level[1] = AI_EASY;
    snprintf(c->setup.name[0], sizeof c->setup.name[0], "Ann");
    c->setup.name[1][0] = '\0';
    assert_true(escarmouche_start(&the_app, false));
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    /* Names everywhere: the first log line, the side names. */
    assert_non_null(strstr(bb->st.log[0], "Ann"));
    assert_non_null(strstr(bb->st.log[0], "Computer (Easy)"));
    /* A turn passes (the autosave is written), then the game is left as a crash would. */
    play_until_side(bb, 1);
    play_until_side(bb, 0);
    char saved[DATA_PATH_MAX];
    snprintf(saved, sizeof saved, "%s", bb->match.autosave_path);
    assert_true(saved[0] != '\0');
    bb->match.autosave_path[0] = '\0'; /* leaving keeps the file, as a killed game would */
    char save_path[DATA_PATH_MAX + 32];
    snprintf(save_path, sizeof save_path, "%s/saved.json", the_app.user_dir);
    data_error err;
    assert_true(board_match_save(&bb->match, save_path, &err));
    app_scene_pop_to_root(&the_app);

    /* Continue: the same seats, and the computer plays its turn. */
    assert_true(escarmouche_continue(&the_app));
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_true(bb->match.human[0]);
    assert_false(bb->match.human[1]);
    assert_int_equal(bb->match.ai_level[1], AI_EASY);
    assert_string_equal(bb->match.seats[0].name, "Ann");
    play_until_side(bb, 1);
    computer_acts(1);
    app_scene_pop_to_root(&the_app);

    /* Load: the same. */
    assert_true(escarmouche_load(&the_app, save_path));
    bb = board_battle_current(&the_app);
    assert_false(bb->match.human[1]);
    char name[64];
    board_match_side_name(&bb->match, 0, name, sizeof name);
    assert_string_equal(name, "Ann");
    play_until_side(bb, 1);
    computer_acts(1);
    app_scene_pop_to_root(&the_app);
    c->autosave_dir[0] = '\0';
}

/* The result's title: Victory or Defeat from the human's seat against the
 * computer, the winner's name between people; names in the log lines. */
static void test_escarmouche_result_titles(void **state)
{
    (void)state;
    fresh_app("esc-result");
    board_match m;
    board_match_init_empty(&m);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    const esc_squad *sq[ESC_SIDES] = { &c->squads[0], &c->squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    bool human[ESC_SIDES] = { true, false };
    char why[200], title[120];
    assert_true(board_match_start(&m, &c->maps[0], sq, &settings, 1, human, why, sizeof why));
    data_seat seats[ESC_SIDES];
    data_seat_set(&seats[0], false, NULL);
    data_seat_set(&seats[1], true, "normal");
    snprintf(seats[0].name, sizeof seats[0].name, "Ann");
    board_match_set_seats(&m, seats);
    m.game.phase = ESC_PHASE_OVER;
    m.game.winner = 0;
    board_battle_result_title(&m, title, sizeof title);
    assert_string_equal(title, "Victory");
    m.game.winner = 1;
    board_battle_result_title(&m, title, sizeof title);
    assert_string_equal(title, "Defeat");
    /* Hot-seat: the winner by name. */
    seats[1].computer = false;
    snprintf(seats[1].name, sizeof seats[1].name, "Bob");
    board_match_set_seats(&m, seats);
    board_battle_result_title(&m, title, sizeof title);
    assert_string_equal(title, "Bob wins");
    /* The computer on both sides (watching): the winner by name too. */
    seats[0].computer = seats[1].computer = true;
    seats[0].name[0] = seats[1].name[0] = '\0';
    board_match_set_seats(&m, seats);
    board_battle_result_title(&m, title, sizeof title);
    assert_string_equal(title, "Computer 2 (Normal) wins");
    m.game.winner = -1;
    board_battle_result_title(&m, title, sizeof title);
    assert_string_equal(title, "Draw");
    board_match_free(&m);

    /* The log names the players and says a yield is a yield. */
    esc_game g;
    memset(&g, 0, sizeof g);
    g.active = 1;
    esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    esc_action yield = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    const char *names[ESC_SIDES] = { "Ann", "Bob" };
    char line[200];
    esc_describe_action_named(&g, sq, names, &end, NULL, line, sizeof line);
    assert_string_equal(line, "Bob ends the turn");
    esc_describe_action_named(&g, sq, names, &yield, NULL, line, sizeof line);
    assert_string_equal(line, "Bob yields the battle");
    esc_describe_action(&g, sq, &yield, NULL, line, sizeof line);
    assert_string_equal(line, "Player 2 yields the battle");
}

/* ---- Conquest ---- */

static void test_conquest_seats_come_back(void **state)
{
    (void)state;
    fresh_app("cq");
    conquest_content *k = conquest_content_get(&the_app);
    assert_non_null(k);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CQ_BOT_HARD;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    k->setup.name[1][0] = '\0';
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    click("Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_string_equal(conquest_match_name(&c->match, 0), "Ann");
    assert_string_equal(conquest_match_name(&c->match, 1), "Computer (Hard)");
    /* Saved from the game screen, loaded back: the same seats and names. */
    click("Save game");
    data_save_item *items = NULL;
    data_error err;
    char dir[DATA_PATH_MAX];
    data_paths_join(dir, sizeof dir, the_app.user_dir, "saves");
    int n = data_save_list(dir, &items, &err);
    assert_int_equal(n, 1);
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", items[0].path);
    free(items);
    app_scene_pop_to_root(&the_app);
    assert_true(conquest_load(&the_app, path));
    c = conquest_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->match.seat[0], CONQUEST_SEAT_HUMAN);
    assert_int_equal(c->match.seat[1], CQ_BOT_HARD);
    assert_string_equal(conquest_match_name(&c->match, 0), "Ann");
    /* The computer orders when the human is ready. The bot may hold on a
     * turn, and the game's seed comes from the clock: pick a bot seed with
     * which this position gives at least one order, so the check below is
     * about the seat, not about luck. */
    int cap = c->match.graph.n_edges;
    cq_order *probe = calloc((size_t)cap, sizeof *probe);
    assert_non_null(probe);
    bool found = false;
    for (uint64_t s = 1; s < 200 && !found; s++) {
        core_rng r;
        core_rng_seed(&r, s);
        core_rng try_rng = r;
        if (cq_bot_orders(&c->match.state, 1, CQ_BOT_HARD, &try_rng, probe, cap) > 0) {
            c->match.bot_rng = r;
            found = true;
        }
    }
    free(probe);
    assert_true(found);
    conquest_match_set_ready(&c->match, 0, true);
    assert_true(conquest_match_all_ready(&c->match));
    assert_true(conquest_match_resolve(&c->match));
    bool bot_ordered = false;
    for (int i = 0; i < c->match.n_last; i++)
        bot_ordered = bot_ordered || c->match.last_orders[i].player == 1;
    assert_true(bot_ordered);
    app_scene_pop_to_root(&the_app);

    /* An older save's seats (strings) still load, with default names. */
    data_seat seats[CQ_MAX_PLAYERS];
    cq_graph g;
    cq_graph_init(&g);
    cq_state st;
    char map_name[64];
    assert_true(data_cq_save_load_seats(path, map_name, sizeof map_name, seats, &g, &st, NULL, &err));
    char *text = NULL;
    size_t len = 0;
    assert_true(data_file_read(path, &text, &len, &err));
    cJSON *root = cJSON_ParseWithLength(text, len);
    free(text);
    assert_non_null(root);
    const char *older[2] = { "human", "easy" };
    cJSON_ReplaceItemInObject(root, "seats", cJSON_CreateStringArray(older, 2));
    text = cJSON_Print(root);
    cJSON_Delete(root);
    char old[DATA_PATH_MAX + 16];
    snprintf(old, sizeof old, "%s/old-cq.json", the_app.user_dir);
    FILE *f = fopen(old, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    free(text);
    assert_true(data_cq_save_load_seats(old, map_name, sizeof map_name, seats, &g, &st, NULL, &err));
    assert_false(seats[0].computer);
    assert_true(seats[1].computer);
    assert_string_equal(seats[1].level, "easy");
    assert_string_equal(seats[0].name, "");
    cq_graph_free(&g);
}

/* ---- TRTS ---- */

static void trts_pump(void)
{
    for (int i = 0; i < 400; i++) {
        app_step(&the_app);
        const trts_screen *c = trts_current(&the_app);
        bool computer = c && c->st.phase != TRTS_PHASE_OVER && c->st.players[c->st.current].computer;
        if (!computer)
            return;
    }
}

/* A Conquest game against the computer is autosaved when it opens and after
 * each turn; the main menu continues it after the app is gone, with its seats
 * and names, and the computer orders; the file goes when the game ends. */
static void test_conquest_continue(void **state)
{
    (void)state;
    fresh_app("cq-continue");
    conquest_content *k = conquest_content_get(&the_app);
    assert_non_null(k);
    char label[160];
    assert_false(conquest_continue_label(&the_app, label, sizeof label, NULL, 0));
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CQ_BOT_EASY;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    k->setup.name[1][0] = '\0';
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    click("Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_true(c->autosave[0] != '\0');
    char first[DATA_PATH_MAX];
    snprintf(first, sizeof first, "%s", c->autosave);
    /* A turn: the autosave follows it. */
    conquest_match_set_ready(&c->match, 0, true);
    for (int i = 0; i < 10 && c->match.state.turn == 1; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = the_app.wake_event;
        SDL_PushEvent(&e);
        app_step(&the_app);
    }
    assert_int_equal(c->match.state.turn, 2);
    assert_string_equal(c->autosave, first);
    /* the turn's report, not read yet */
    int logged = c->log.n, unread = evlog_unseen(&c->log, 0, NULL, 0);
    assert_true(logged > 0 && unread > 0);
    char last[EVLOG_TEXT_MAX];
    snprintf(last, sizeof last, "%s", c->log.items[logged - 1].text);
    /* The window closed without saving: a fresh app continues it. */
    fresh_app("cq-continue");
    assert_true(conquest_continue_label(&the_app, label, sizeof label, NULL, 0));
    assert_non_null(strstr(label, "turn 2"));
    assert_true(conquest_continue(&the_app));
    c = conquest_current(&the_app);
    assert_non_null(c);
    assert_string_equal(c->autosave, first);
    assert_int_equal(c->match.state.turn, 2);
    assert_int_equal(c->match.seat[0], CONQUEST_SEAT_HUMAN);
    assert_int_equal(c->match.seat[1], CQ_BOT_EASY);
    assert_string_equal(conquest_match_name(&c->match, 0), "Ann");
    assert_string_equal(conquest_match_name(&c->match, 1), "Computer (Easy)");
    /* its event log came back with it, the report still unread */
    assert_int_equal(c->log.n, logged);
    assert_string_equal(c->log.items[logged - 1].text, last);
    assert_int_equal(evlog_unseen(&c->log, 0, NULL, 0), unread);
    /* The game ends (the human concedes everything): nothing left to continue. */
    c->match.state.players[0].eliminated = true;
    c->match.state.players[0].eliminated_turn = c->match.state.turn;
    conquest_autosave(&the_app, c);
    assert_true(c->autosave[0] == '\0');
    struct stat st;
    assert_int_not_equal(stat(first, &st), 0);
    app_scene_pop_to_root(&the_app);
    assert_false(conquest_continue_label(&the_app, label, sizeof label, NULL, 0));
}

static void test_trts_seats_come_back(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "3", 1);
    fresh_app("trts");
    trts_content *k = trts_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->rules_ok);
    k->setup.map = 0;
    k->setup.type = TRTS_DUEL;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = true;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
    click("Start");
    trts_screen *c = trts_current(&the_app);
    assert_non_null(c);
    assert_string_equal(trts_player_name(c, 0), "Ann");
    assert_string_equal(trts_player_name(c, 1), "Computer (Normal)");
    /* The human gives its first orders (the computer's plan for it); the autosave follows. */
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
    assert_true(n > 0);
    assert_int_equal(c->st.current, 0);
    for (int i = 0; i < n && c->st.current == 0; i++)
        assert_true(trts_play_act(&the_app, c, plan[i]));
    char autosave[DATA_PATH_MAX];
    snprintf(autosave, sizeof autosave, "%s", c->autosave);
    assert_true(autosave[0] != '\0');
    c->autosave[0] = '\0'; /* left as a crash leaves it */
    app_scene_pop_to_root(&the_app);
    assert_true(trts_continue(&the_app));
    c = trts_current(&the_app);
    assert_non_null(c);
    assert_string_equal(c->seats[0].name, "Ann");
    assert_true(c->seats[1].computer);
    assert_string_equal(c->seats[1].level, "normal");
    assert_true(c->st.players[1].computer);
    /* The computer plays on. */
    int before = c->rec->n_actions;
    bool computer_moved = false;
    for (int round = 0; round < 20 && !computer_moved; round++) {
        c = trts_current(&the_app);
        if (c->st.players[c->st.current].computer) {
            trts_pump();
        } else {
            n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
            for (int i = 0; i < n; i++)
                if (!trts_play_act(&the_app, c, plan[i]))
                    break;
            trts_pump();
        }
        c = trts_current(&the_app);
        for (int i = before; i < c->rec->n_actions; i++)
            computer_moved = computer_moved || c->rec->actions[i].player == 1;
    }
    assert_true(computer_moved);
    app_scene_pop_to_root(&the_app);

    /* Data: a save without names reads default names at the normal level. */
    trts_game_record *rec = calloc(1, sizeof *rec);
    data_seat seats[TRTS_MAX_PLAYERS];
    data_error err;
    assert_true(data_trts_save_load_seats(autosave, &k->rules, rec, seats, &err));
    char *plain = data_trts_save_to_json(rec);
    assert_non_null(plain);
    assert_true(data_trts_save_parse_seats(plain, strlen(plain), "old.json", &k->rules, rec, seats, &err));
    assert_string_equal(seats[0].name, "");
    assert_string_equal(seats[1].level, "normal");
    assert_true(seats[1].computer);
    free(plain);
    free(rec);
    unsetenv("SKIRMISH_SEED");
}

/* ---- Campaign ---- */

static void test_campaign_seats_come_back(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "9", 1);
    fresh_app("campaign");
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->n_maps >= 1);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = true;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click("Start campaign");
    campaign_screen *c = campaign_current(&the_app);
    assert_non_null(c);
    assert_string_equal(campaign_seat_label(0), "Ann");
    assert_string_equal(campaign_seat_label(1), "Computer (Easy)"); /* a new campaign's level (play-test 16) */
    assert_true(campaign_save_now(&the_app, c));
    const char *end = strstr(c->message, ".json");
    assert_non_null(end);
    const char *start = end;
    while (start > c->message && start[-1] != ' ')
        start--;
    char path[DATA_PATH_MAX * 2];
    snprintf(path, sizeof path, "%s/saves/%.*s.json", the_app.user_dir, (int)(end - start), start);
    app_scene_pop_to_root(&the_app);
    assert_string_equal(campaign_seat_label(0), "Player 1"); /* no campaign on screen */
    assert_true(campaign_load(&the_app, path));
    c = campaign_current(&the_app);
    assert_non_null(c);
    assert_string_equal(c->seats[0].name, "Ann");
    assert_true(c->st.settings.computer[1]);
    assert_string_equal(campaign_seat_label(0), "Ann");
    /* The human ends its Downtime: the computer then acts (its own Downtime). */
    int gold = c->st.players[1].gold, units = c->st.players[1].n_units;
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    click("Downtime done");
    c = campaign_current(&the_app);
    assert_true(c->st.players[1].gold != gold || c->st.players[1].n_units != units);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_ORDERS);
    /* A save without seats (an older one) loads with default names; who is a
     * computer stays the settings' word. */
    char older[DATA_PATH_MAX + 32];
    snprintf(older, sizeof older, "%s/older-campaign.json", the_app.user_dir);
    data_error err;
    assert_true(data_campaign_save(older, &c->st, NULL, &err));
    campaign_map *map = malloc(sizeof *map);
    campaign_state *st = malloc(sizeof *st);
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    assert_true(data_campaign_load_seats(older, map, st, seats, NULL, NULL, &err));
    assert_string_equal(seats[0].name, "");
    assert_false(seats[0].computer);
    assert_true(seats[1].computer);
    free(map);
    free(st);
    app_scene_pop_to_root(&the_app);
    unsetenv("SKIRMISH_SEED");
}

int main(void)
{
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    snprintf(scratch, sizeof scratch, "%s/client-seats-%ld", tmp ? tmp : "/tmp", (long)getpid());
    mkdir(scratch, 0755);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seat_names),
        cmocka_unit_test(test_escarmouche_save_seats),
        cmocka_unit_test(test_escarmouche_computer_comes_back),
        cmocka_unit_test(test_escarmouche_result_titles),
        cmocka_unit_test(test_conquest_seats_come_back),
        cmocka_unit_test(test_conquest_continue),
        cmocka_unit_test(test_trts_seats_come_back),
        cmocka_unit_test(test_campaign_seats_come_back),
    };
    int failed = cmocka_run_group_tests_name("seats and names", tests, NULL, NULL);
    if (app_open)
        app_free(&the_app);
    return failed;
}
