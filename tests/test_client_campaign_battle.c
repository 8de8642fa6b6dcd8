/*
 * The Campaign's battles on the Escarmouche board (issue 32, third round), as
 * the campaign goes on around them: closing the window in a campaign battle
 * asks first and says the autosave keeps the battle (a plain battle still
 * closes at once); a held turn survives a crash; Continue, yields and their
 * Renown, the orders kept, a finished campaign kept. How the battle looks
 * (the players' colours and emblems, the dice, the Hero's mark) is
 * test_client_campaign_battle_look.c's.
 *
 * The tiny map's first battle (campaign_to_the_board): Player 1 (seat 0, blue, circle)
 * attacks Player 2's capital; Player 2 (seat 1, red, triangle) defends, as the
 * board's side 0, with Ready for the Assault. A plain battle's side 0 is blue
 * with the circle: the two battles swap the colours and emblems of the sides.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>

#include <cmocka.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/ai/simple.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void send_quit(app *a)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_QUIT;
    app_handle_event(a, &ev);
}

/* Closing the window in a campaign battle asks, and says the truth: the
 * autosave holds the battle at its last action (checked), Continue goes on
 * from there. "Play on" keeps the battle; closed again while asked, or "Quit",
 * the app quits. A plain battle closes at once, as before. */
static void test_quit_mid_battle(void **state)
{
    (void)state;
    board_battle *bb = campaign_battle_deployed("camp-battle-quit", true);
    /* What the question says is so: the autosave holds this very battle, at
     * its last action. */
    static campaign_map m;
    static campaign_state st;
    char *kept = NULL;
    data_error err;
    if (!data_campaign_load(cs()->autosave_path, &m, &st, &kept, &err))
        fail_msg("%s: %s", err.file, err.message);
    assert_non_null(kept);
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    if (!data_save_parse(kept, strlen(kept), "match", &rec, &err))
        fail_msg("the kept match: %s", err.message);
    free(kept);
    assert_true(rec.n_actions > 0);
    assert_int_equal(rec.n_actions, bb->match.record.n_actions);
    assert_true(rec.seed == bb->match.record.seed);
    assert_memory_equal(rec.actions, bb->match.record.actions, sizeof rec.actions[0] * (size_t)rec.n_actions);
    esc_record_free(&rec);

    the_app.running = true;
    send_quit(&the_app);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Play on"), NULL, NULL));
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/battle-quit.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    client_click_button(&the_app, "Play on");
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "battle");
    /* Closed again while asked: it quits. */
    send_quit(&the_app);
    assert_true(the_app.running);
    send_quit(&the_app);
    assert_false(the_app.running);
    /* "Quit" quits. */
    the_app.running = true;
    app_scene_pop(&the_app, NULL);
    assert_string_equal(app_scene_name(&the_app), "battle");
    send_quit(&the_app);
    client_click_button(&the_app, "Quit");
    assert_false(the_app.running);

    /* A plain battle (no campaign on the stack): no question. */
    the_app.running = true;
    campaign_push_plain_battle(&the_app); /* notes the campaign battle's squads */
    app_scene_pop_to_root(&the_app);
    assert_null(board_battle_current(&the_app));
    campaign_push_plain_battle(&the_app);
    send_quit(&the_app);
    assert_false(the_app.running);
    /* And over a plain battle's pause menu, none either. */
    the_app.running = true;
    assert_true(app_scene_push(&the_app, &board_pause_scene, NULL));
    send_quit(&the_app);
    assert_false(the_app.running);
    app_free(&the_app);
}

/* Each unit of the battle marked as its player's Hero or not, as the board
 * draws it: the Hero's token only, on both sides. */
/* Play-test 7: after both actions and before End turn, kill -9 and Continue
 * came back with the turn ended for the player (the computer moved at once):
 * the campaign keeps its battle's held turn, so the turn is still open, Undo
 * and End turn offered. */
static void test_held_turn_survives_a_crash(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    board_battle *bb = campaign_battle_deployed("camp-battle-held", false);
    esc_game *g = &bb->match.game;
    int me = g->active;
    assert_true(bb->match.human[me]);
    campaign_play_until_held(bb);
    assert_true(bb->st.held);
    crash_and_continue();
    the_app.prefs.end_turn_auto = false;
    for (int i = 0; i < 4 && !board_battle_current(&the_app); i++)
        app_step(&the_app);
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_int_equal(bb->match.held, me);
    assert_true(bb->st.held);
    assert_int_equal(bb->match.game.active, 1 - me); /* the rules passed the turn; the screen holds it */
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* One step of the app's loop that never waits for an event (app_step sleeps
 * until one comes when nothing moves). */
static void step_once(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_USEREVENT;
    SDL_PushEvent(&e);
    app_step(&the_app);
}

/* Play-test (issue 32, fourth round): a battle fought to its end and its
 * result closed, then the app dropped as kill -9 would: Continue goes on after
 * the battle (its result kept in the campaign), it never opens the finished
 * battle's result screen again. */
static void test_continue_after_battle(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    board_battle *bb = campaign_battle_deployed("camp-battle-after", true);
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int guard = 0; guard < 5000 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        if (a.kind == ESC_ACT_YIELD)
            a = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (board_match_apply(&bb->match, &a, NULL) != ESC_OK) {
            assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
            assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
        }
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    for (int i = 0; i < 3; i++)
        step_once();
    /* Its top bar: the battle is over, not the game (the campaign goes on). */
    client_draw_at(&the_app, "campaign-battle-over", 1280, 800);
    assert_true(client_was_drawn(_("Battle over")));
    assert_false(client_was_drawn(_("Game over")));
    click_button("Continue");
    assert_null(board_battle_current(&the_app));
    assert_int_equal(cs()->step, CSTEP_DUEL_DONE);
    assert_true(cs()->st.battles[0].over);
    crash_and_continue();
    for (int i = 0; i < 4; i++)
        step_once();
    assert_null(board_battle_current(&the_app));
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_null(cs()->match);
    assert_true(cs()->st.battles[0].over);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Play-test 6.5 (hCa2): a battle lost by yielding read "Computer (Normal), by
 * the other side yielding after 2 rounds"; the result says it as a sentence
 * naming who yielded ("Player 2 yielded in round 1"). */
static void test_yield_result_sentence(void **state)
{
    (void)state;
    board_battle *bb = campaign_battle_deployed("camp-battle-yield", true);
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int guard = 0; guard < 200 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (board_match_apply(&bb->match, &a, NULL) == ESC_OK)
            break;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    assert_int_equal(bb->match.game.end_reason, ESC_END_YIELD);
    int rounds = esc_game_round(&bb->match.game);
    char winner[128], want[256];
    board_match_side_name(&bb->match, 1 - bb->match.game.winner, winner, sizeof winner);
    snprintf(want, sizeof want, _("%s yielded in round %d"), winner, rounds);
    for (int i = 0; i < 3; i++)
        step_once();
    client_draw_at(&the_app, "campaign-battle-yielded", 1280, 800);
    if (!client_was_drawn(want))
        fail_msg("no '%s' on the result:\n%s", want, client_drawn_texts());
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Play-test 13: a Hero fielded in a battle yielded before acting earned
 * Renown, and so did the winner's. Neither side acted: no Renown, said so. */
static void test_yield_at_once_earns_no_renown(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    board_battle *bb = campaign_battle_deployed("camp-battle-yield-at-once", true);
    esc_action y = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    assert_int_equal(board_match_apply(&bb->match, &y, NULL), ESC_OK);
    assert_int_equal(bb->match.game.end_reason, ESC_END_YIELD);
    for (int i = 0; i < 3; i++)
        step_once();
    click_button("Continue");
    campaign_screen *c = cs();
    assert_true(c->st.battles[0].over);
    assert_int_equal(c->st.battles[0].fielded, 0);
    int said = 0;
    for (int i = 0; i < c->n_log; i++)
        said += client_has_message(c->log[i], "  No Renown for the Hero of %s at %s: its side took no action on the "
                                              "board (a battle yielded or won before acting is not fought)");
    if (said < 1)
        fail_msg("no word of the Renown not earned (%d lines)", c->n_log);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* A click at r's centre; `clicks` 2 makes it a double-click's second press
 * (what SDL says of a press soon after one at the same place). */
static void press_at(SDL_Rect r, int clicks)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_MOUSE_DOWN;
    ev.button = UI_BUTTON_LEFT;
    ev.x = r.x + r.w / 2;
    ev.y = r.y + r.h / 2;
    ev.clicks = clicks;
    app_handle_event(&the_app, &ev);
    ev.kind = UI_EV_MOUSE_UP;
    app_handle_event(&the_app, &ev);
    pump();
}

static SDL_Rect button_rect(const char *label)
{
    SDL_Rect r;
    app_draw(&the_app);
    if (!app_find_button(&the_app, gettext(label), &r, NULL))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(&the_app));
    return r;
}

/* Play-test ca 5 (hCa6): a double-click on "Downtime done" also pressed "Ready
 * (Enter)", which took its place, and the whole Orders phase went. The second
 * press of a double-click presses only the button the first pressed (the
 * shell's buttons, every game): the Orders wait; a double-click on one button
 * that stays (a stepper's arrow) still counts twice. */
static void test_double_click_keeps_orders(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own */
    set_dirs("camp-double-click");
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, true);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    campaign_content *k = campaign_content_get(&the_app);
    int maps = k->n_maps, map0 = k->setup.map;
    SDL_Rect next = button_rect(">");
    press_at(next, 0);
    press_at(next, 2);
    assert_int_equal(k->setup.map, (map0 + 2) % maps);
    k->setup.map = map0;
    click_button("Start campaign");
    campaign_screen *c = cs();
    assert_non_null(c);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    SDL_Rect done = button_rect("Downtime done");
    press_at(done, 0);
    assert_int_equal(c->step, CSTEP_ORDERS);
    press_at(done, 2);
    assert_int_equal(c->step, CSTEP_ORDERS);
    assert_false(c->done[0]);
    /* A click of its own presses Ready as ever. */
    press_at(button_rect("Ready (Enter)"), 1);
    assert_int_not_equal(c->step, CSTEP_ORDERS);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Play-test ca 3 (hCa6), the ruling: a player's choice to fight on the board
 * is theirs to keep. Player 1 chose to fight, Player 2 Auto battle: the shared
 * Battle panel says to hand the screen to Player 1 and offers Fight on the
 * board only (no Watch nor Skip, which undid Player 1's choice); Player 1
 * fights, the computer plays for Player 2. */
static void test_fight_kept_in_hot_seat(void **state)
{
    (void)state;
    set_dirs("camp-fight-kept");
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    campaign_screen *c = cs();
    int start1 = c->st.forces.armies[1].loc;
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    campaign_march_and_ready(start1);
    click_button("Continue");
    pass_cover(0);
    click_button_with("★");
    click_button("Fight on the board");
    pass_cover(1);
    click_button_with("★");
    click_button("Auto battle");
    if (c->step == CSTEP_BONUS) {
        click_button("Ready for the Assault");
        click_button("Confirm");
    }
    assert_int_equal(c->step, CSTEP_MODE);
    assert_null(board_battle_current(&the_app));
    assert_int_equal(campaign_flow_overruled(c), 1);
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, _("Fight on the board"), NULL, NULL));
    assert_false(app_find_button(&the_app, _("Watch the battle"), NULL, NULL));
    assert_false(app_find_button(&the_app, _("Skip: play it out"), NULL, NULL));
    char want[200];
    snprintf(want, sizeof want, _("Hand the screen to %s, who starts the battle."), campaign_seat_label(0));
    client_draw_at(&the_app, "campaign-fight-kept", 1280, 800);
    if (!client_was_drawn_wrapped(want))
        fail_msg("no '%s' on the Battle panel:\n%s", want, client_drawn_texts());
    language_look(&the_app, "campaign-fight-kept");
    click_button("Fight on the board");
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    int s0 = c->duel.players[0] == 0 ? 0 : 1;
    assert_true(bb->match.human[s0]);
    assert_false(bb->match.human[1 - s0]);
    /* The result is told by the winner's name, not as Victory or Defeat from
     * the one human seat: the other person at the screen, whose auto battle the
     * computer side is, read "Defeat" beside their own winning emblem. */
    assert_true(bb->match.neutral_result);
    for (int w = 0; w < ESC_SIDES; w++) {
        board_match shown = bb->match; /* read only: the title of each ending */
        shown.game.winner = w;
        char title[200], name[200], wins[300];
        board_battle_result_title(&shown, title, sizeof title);
        board_match_side_name(&shown, w, name, sizeof name);
        snprintf(wins, sizeof wins, _("%s wins"), name);
        assert_string_equal(title, wins);
    }
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The files in a folder; `clear`: removed instead. */
static int count_files(const char *dir, bool clear)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (clear)
            remove(path);
        else
            n++;
    }
    closedir(d);
    return n;
}

/* A campaign that is over is kept among the replays, once, as its autosave
 * goes: the kept file is a Campaign save holding the final state. */
static void test_finished_campaign_kept(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_screen *c = start_tiny_campaign("camp-kept");
    char kept[1024];
    assert_true(data_replay_keep_dir(kept, sizeof kept));
    count_files(kept, true); /* an earlier run's kept games go */
    assert_true(c->autosave_path[0] != '\0');
    char autosave[sizeof c->autosave_path];
    snprintf(autosave, sizeof autosave, "%s", c->autosave_path);
    campaign_flow_advance(&the_app, c);
    assert_int_equal(count_files(kept, false), 0); /* not over: nothing kept */
    /* The end, as the last turn's end reaches it (player 0 the winner). */
    c->st.phase = CAMPAIGN_PHASE_OVER;
    c->st.winners = 1u;
    campaign_flow_advance(&the_app, c);
    assert_int_equal(c->step, CSTEP_OVER);
    assert_int_equal(count_files(kept, false), 1);
    assert_null(fopen(autosave, "r"));
    campaign_flow_advance(&the_app, c);
    assert_int_equal(count_files(kept, false), 1);
    DIR *d = opendir(kept);
    assert_non_null(d);
    char path[1400] = "";
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (e->d_name[0] != '.')
            snprintf(path, sizeof path, "%s/%s", kept, e->d_name);
    closedir(d);
    assert_non_null(strstr(path, "-campaign"));
    char *text;
    size_t len;
    data_error err;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_non_null(strstr(text, "skirmish-campaign"));
    free(text);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Play-test ca 5 (hCa6): during the reveal Continue moved down as the log above
 * it grew, so a click pressed on it was let go beside it. It stands at the
 * panel's foot: more lines leave it where it is, and it is pressed at once. */
static void test_continue_stays_put(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* the reveal is looked at in test_client_campaign */
    set_dirs("camp-continue-put");
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, 800, 560));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    campaign_screen *c = cs();
    int start1 = c->st.forces.armies[1].loc;
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    campaign_march_and_ready(start1);
    assert_int_equal(c->step, CSTEP_REVEAL);
    c->anim_t = 0.0f;
    SDL_Rect before = button_rect("Continue");
    while (c->n_log < 4)
        snprintf(c->log[c->n_log++], sizeof c->log[0], "%s", c->log[0]);
    SDL_Rect after = button_rect("Continue");
    assert_true(SDL_RectEquals(&before, &after));
    press_at(before, 1);
    assert_int_not_equal(c->step, CSTEP_REVEAL);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Play-test ca 9 (hCa6): a French reveal caption (a head-on clash at "Donjon de
 * Heartwood") ended in a dangling comma: captions held 240 bytes, the log lines
 * they become 400. A caption now holds as much as its log line. */
static void test_caption_as_long_as_log(void **state)
{
    (void)state;
    campaign_caption cap;
    campaign_screen *none = NULL;
    assert_true(sizeof cap.text >= sizeof none->log[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quit_mid_battle),
        cmocka_unit_test(test_held_turn_survives_a_crash),
        cmocka_unit_test(test_continue_after_battle),
        cmocka_unit_test(test_yield_result_sentence),
        cmocka_unit_test(test_yield_at_once_earns_no_renown),
        cmocka_unit_test(test_double_click_keeps_orders),
        cmocka_unit_test(test_fight_kept_in_hot_seat),
        cmocka_unit_test(test_finished_campaign_kept),
        cmocka_unit_test(test_continue_stays_put),
        cmocka_unit_test(test_caption_as_long_as_log),
    };
    return cmocka_run_group_tests_name("client campaign battle", tests, NULL, NULL);
}
