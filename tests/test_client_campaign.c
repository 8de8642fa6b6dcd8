/*
 * The Campaign in the client (src/client/campaign). A whole turn between two
 * humans driven by the mouse (dummy video driver): the setup, both Downtimes
 * behind their covers (a recruit), the orders (a Move by dragging a banner onto
 * the neighbour, a refused one said at once), the reveal, the squads within
 * their budgets, the Defend bonus, a battle FOUGHT on the board (pushed with
 * report, played out, "Continue"), its result handed to campaign_duel_finish,
 * and Phase 5. Then saving, loading, the autosave and Continue, hostile saves,
 * the Hero test, and pixel tests of every screen.
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
#include "board/battle.h"
#include "board/view.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/ai/simple.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"


static void test_turn_by_mouse(void **state)
{
    (void)state;
    set_dirs("camp-xdg");
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/tiny-setup.png", getenv("CAMPAIGN_SHOTS"));
        app_draw(&the_app);
        app_save_screenshot(&the_app, p);
    }
    click_button("Start campaign");
    if (strcmp(app_scene_name(&the_app), "campaign") != 0)
        fail_msg("not started: %s", the_app.message);
    campaign_screen *c = cs();
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_DOWNTIME);
    int start0 = c->st.forces.armies[0].loc, start1 = c->st.forces.armies[1].loc;
    /* An autosave was written at the first Downtime. */
    assert_true(c->autosave_path[0] != '\0');
    assert_true(campaign_save_is(c->autosave_path));

    /* Downtime: Player 1 recruits a unit, Player 2 does nothing. */
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    pass_cover(0);
    int gold = c->st.players[0].gold;
    click_button_with("Recruit into Army %d");
    assert_int_equal(c->st.players[0].n_units, 2);
    assert_true(c->st.players[0].gold < gold);
    click_button("Downtime done");
    pass_cover(1);
    /* Player 2 sees its own gold, not Player 1's spending. */
    assert_int_equal(c->st.players[1].n_units, 1);
    click_button("Downtime done");

    /* Orders: Player 1's Main Army marches on Player 2's capital. */
    assert_int_equal(c->step, CSTEP_ORDERS);
    pass_cover(0);
    assert_int_equal(c->n_orders[0], 0);
    /* Dragging another player's banner is refused at once, with the reason. */
    int x, y;
    banner_on_screen(1, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(cs()->drag_army, -1);
    assert_non_null(strstr(c->message, campaign_seat_label(1)));
    drag_army(0, start1);
    assert_int_equal(c->n_orders[0], 1);
    assert_int_equal(c->orders[0][0].kind, CAMPAIGN_ORDER_MOVE);
    assert_int_equal(c->orders[0][0].to, start1);
    click_button("Ready (hand over)");
    pass_cover(1);
    assert_int_equal(c->n_orders[1], 0); /* Player 1's orders are not Player 2's to see */
    click_button("Ready (hand over)");

    /* The reveal, in public; no standoff, so the top bar does not say "Standoffs". */
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_false(c->cover);
    assert_int_equal(c->st.res.n_standoffs, 0);
    assert_string_equal(campaign_step_phase(c), _("The reveal"));
    /* Its caption says who attacks whom where: Player 1 marches on Player 2's capital. */
    bool captioned = false;
    for (int i = 0; i < c->n_log; i++)
        captioned = captioned || (client_has_message(c->log[i], "Battle at %s: %s attacks %s, who defends") &&
                                  strstr(c->log[i], campaign_seat_label(0)) && strstr(c->log[i], campaign_seat_label(1)));
    assert_true(captioned);
    c->anim_t = 1.5f; /* mid-move: the reveal's drawing under the sanitizers too */
    app_draw(&the_app);
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/tiny-reveal.png", getenv("CAMPAIGN_SHOTS"));
        app_save_screenshot(&the_app, p);
    }
    language_look(&the_app, "campaign-reveal-tiny");
    pump();
    click_button("Continue");

    /* The battle at Player 2's capital: Player 1 (the attacker, challenger) picks
     * first, then Player 2 (the defender, holder). */
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_BATTLES);
    assert_int_equal(c->step, CSTEP_SQUAD);
    pass_cover(0);
    click_button_with("★");
    click_button("Fight on the board");
    pass_cover(1);
    click_button_with("★");
    language_look(&the_app, "campaign-squad");
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/tiny-squad.png", getenv("CAMPAIGN_SHOTS"));
        app_draw(&the_app);
        app_save_screenshot(&the_app, p);
    }
    click_button("Fight on the board");
    /* Player 2 defended (no order): its bonus, at once (its screen is shown). */
    assert_int_equal(c->step, CSTEP_BONUS);
    assert_false(c->cover);
    assert_int_equal(c->seat, 1);
    click_button("Favourable Ground");
    language_look(&the_app, "campaign-bonus-ground");
    /* Player 2 fields only its Hero: Prepared Ambuscade needs a Core unit, so it is
     * not offered (the case with one: test_client_campaign_downtime). */
    {
        SDL_Rect r;
        bool en;
        app_draw(&the_app);
        assert_false(app_find_button(&the_app, _("Prepared Ambuscade"), &r, &en));
    }
    language_look(&the_app, "campaign-bonus-no-ambuscade");
    click_button("Ready for the Assault");
    click_button("Confirm");

    /* The board is pushed with the campaign's hooks; both sides are human. */
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_true(bb->report);
    assert_true(bb->match.human[0] && bb->match.human[1]);
    assert_true(bb->match.game.settings.hooks.yielding);
    assert_int_equal(bb->match.game.settings.hooks.die_modifier[0], 1);
    /* The board shows the campaign's players: their names and colours (board side 0
     * is the holder, here Player 2, red as on the campaign map), what the battle is,
     * and never an empty name in the log. */
    for (int s = 0; s < ESC_SIDES; s++) {
        char name[80];
        board_match_side_name(&bb->match, s, name, sizeof name);
        assert_string_equal(name, campaign_seat_label(c->duel.players[s]));
        SDL_Color want = campaign_seat_colour(c->duel.players[s]), got = board_colour(s);
        assert_true(want.r == got.r && want.g == got.g && want.b == got.b);
    }
    assert_int_equal(c->duel.players[0], 1);
    assert_true(client_has_message(bb->st.log[0], "Battle at %s: %s attacks, %s defends"));
    for (int i = 0; i < bb->st.log_count; i++) {
        assert_null(strstr(bb->st.log[i], "  "));
        size_t len = strlen(bb->st.log[i]);
        assert_false(len >= 3 && strcmp(bb->st.log[i] + len - 3, " on") == 0);
    }
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/tiny-board.png", getenv("CAMPAIGN_SHOTS"));
        app_draw(&the_app);
        app_save_screenshot(&the_app, p);
    }
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int guard = 0; guard < 5000 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        if (a.kind == ESC_ACT_YIELD)
            a = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (board_match_apply(&bb->match, &a, NULL) != ESC_OK) {
            /* END_TURN not legal here: take the simple AI's choice after all. */
            assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
            assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
        }
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    int winner = bb->match.game.winner;
    for (int i = 0; i < 3; i++)
        app_step(&the_app);
    click_button("Continue");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_null(board_battle_current(&the_app));
    /* The result reached the core: the battle is over, the losses listed. */
    assert_int_equal(c->step, CSTEP_DUEL_DONE);
    assert_true(c->st.battles[0].over);
    assert_int_equal(c->st.battles[0].winner, winner >= 0 ? c->duel.players[winner] : c->duel.players[0]);
    assert_true(c->n_log >= 3);
    /* The same lines went to the shared event log, which every seat reads. */
    assert_true(c->events.n >= c->n_log);
    assert_string_equal(c->events.items[c->events.n - 1].text, c->log[c->n_log - 1]);
    assert_true(evlog_visible(&c->events, c->events.n - 1, 1));
    language_look(&the_app, "campaign-duel-done");
    click_button("Continue");
    /* A possible retreat, then Phase 5 in public. */
    if (c->step == CSTEP_RETREAT) {
        pass_cover(c->seat);
        language_look(&the_app, "campaign-retreat");
        click_button_with("To %s (supply %d)");
    }
    assert_true(c->step == CSTEP_PHASE5);
    language_look(&the_app, "campaign-phase5-tiny");
    /* Phase 5 is turn 1's, said in words: the Renown each Hero earned there, the
     * injury roll of a Hero that fell. */
    assert_int_equal(campaign_step_turn(c), 1);
    assert_string_equal(campaign_step_phase(c), _("Resolution"));
    /* Play-test 4: the panel's title names the phase as the top bar does, no number. */
    client_draw_at(&the_app, "campaign-phase5-title", 1280, 800);
    assert_true(client_was_drawn(_("Resolution")));
    assert_false(client_was_drawn(_("Phase 5: resolution")));
    int renown_lines = 0, roll_lines = 0;
    for (int r = 0; r < c->st.n_awards; r++) {
        char want[600];
        const campaign_renown_award *aw = &c->st.awards[r];
        snprintf(want, sizeof want,
                 aw->gain >= 2 ? _("%s earns %d Renown at %s: 1 for fielding the Hero, 1 for the win")
                               : _("%s earns %d Renown at %s for fielding the Hero in a battle fought (even one lost)"),
                 campaign_seat_label(aw->player), aw->gain, campaign_loc_name(c, aw->loc));
        for (int i = 0; i < c->n_log; i++)
            renown_lines += strcmp(c->log[i], want) == 0;
    }
    for (int i = 0; i < c->n_log; i++) {
        roll_lines += client_has_message(c->log[i], "The Hero of %s fell at %s: rolled %d (only 4 to 6 injures), no lasting harm") ||
                      client_has_message(c->log[i], "The Hero of %s fell at %s: rolled %d (4 to 6 injures), injured: %s") ||
                      client_has_message(c->log[i], "The Hero of %s fell at %s: rolled %d (4 to 6 injures), but it has every injury already: "
                                                   "no more harm");
    }
    assert_int_equal(renown_lines, c->st.n_awards);
    assert_true(renown_lines >= 2); /* both fielded their Hero */
    assert_int_equal(roll_lines, c->st.n_rolls);
    /* The pause menu over it. */
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(&the_app, &esc);
    assert_string_equal(app_scene_name(&the_app), "campaign-pause");
    language_look(&the_app, "campaign-pause");
    click_button("Resume");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    int bwin = c->st.battles[0].winner;
    assert_int_equal(c->st.forces.control[start1], bwin);
    (void)start0;
    click_button("Continue");
    if (c->st.phase == CAMPAIGN_PHASE_OVER) {
        assert_int_equal(c->step, CSTEP_OVER);
        assert_true(c->st.winners >> bwin & 1);
    } else {
        assert_int_equal(c->st.turn, 2);
        assert_int_equal(c->step, CSTEP_DOWNTIME);
    }
    app_free(&the_app);
}

/* Both Main Armies march on Midmere: a standoff. Its public reveal asked the core
 * for the public view with seat -1, which computed 1u << -1 and stopped the
 * sanitizer build; played here by mouse, the suite runs it under the sanitizers.
 * Then both stand, and the autosave before the battle fails: it is shown over the
 * map, as TRTS shows its own. */
static void test_standoff_by_mouse(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "11", 1);
    campaign_screen *c = start_tiny_campaign("camp-standoff");
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    assert_int_equal(c->step, CSTEP_ORDERS);
    int mid = campaign_map_index(&c->map, 1);
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        drag_army(p, mid);
        assert_int_equal(c->n_orders[p], 1);
        click_button("Ready (hand over)");
    }
    /* The reveal, in public, during the standoffs: drawn from the public view. */
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_STANDOFFS);
    assert_true(c->st.res.n_standoffs >= 1);
    pump();
    c->anim_t = 1.6f;
    app_draw(&the_app);
    language_look(&the_app, "campaign-standoff-reveal");
    click_button("Continue");
    /* Each entrant chooses behind its cover; both stand. */
    for (int n = 0; n < 2; n++) {
        assert_int_equal(c->step, CSTEP_STANDOFF);
        pass_cover(c->seat);
        click_button("Stand");
    }
    /* The standoff's outcome, told in public before any squad is asked for. */
    assert_int_equal(c->step, CSTEP_REVEAL);
    click_button("Continue");
    /* The battle's squads: the autosave before it cannot be written now. */
    char blocker[512];
    snprintf(blocker, sizeof blocker, "%.400s/camp-standoff/blocker", getenv("SKIRMISH_TEST_TMP"));
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(c->autosave_path, sizeof c->autosave_path, "%s/campaign-autosaves/auto.json", blocker);
    for (int guard = 0; guard < 4 && c->step == CSTEP_SQUAD; guard++) {
        if (c->cover) /* the seat that chose last goes on without one */
            pass_cover(c->seat);
        click_button_with("★");
        click_button("Auto battle");
    }
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_BATTLES);
    assert_true(c->autosave_error[0] != '\0');
    assert_true(client_has_message(c->autosave_error, "Autosave failed: %s"));
    the_app.layout_faults = 0;
    app_draw(&the_app);
    assert_int_equal(the_app.layout_faults, 0);
    language_look(&the_app, "campaign-autosave-failed");
    app_free(&the_app);
}

/* Save, load, the autosave and Continue; hostile files refused with a message. */
static void test_saves(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    set_dirs("camp-saves");
    setenv("SKIRMISH_SEED", "9", 1);
    static app a;
    assert_true(front_init_offscreen(&a, 1024, 640));
    use_tiny_map(&a, true);
    assert_true(app_scene_open_from_root(&a, &campaign_setup_scene, NULL));
    /* The Hero's editor: titled for the Hero, the Elite cap said while editing,
     * Done hands the Hero back and the unit library does not grow. */
    {
        int lib_units = barracks_get(&a)->lib.n_units;
        app_draw(&a);
        SDL_Rect er;
        char label[40];
        snprintf(label, sizeof label, _("Edit Hero %d"), 1);
        assert_true(app_find_button(&a, label, &er, NULL));
        ui_event ev = { .kind = UI_EV_MOUSE_DOWN, .button = UI_BUTTON_LEFT, .x = er.x + 4, .y = er.y + 4 };
        app_handle_event(&a, &ev);
        ev.kind = UI_EV_MOUSE_UP;
        app_handle_event(&a, &ev);
        barracks_unit_editor *ed = &barracks_get(&a)->unit_ed;
        assert_int_equal(ed->target, BARRACKS_TARGET_CALLER);
        assert_true(strstr(ed->title, campaign_seat_label(0)) != NULL || ed->title[0] != '\0');
        assert_int_equal(ed->max_rank, ESC_RANK_ELITE);
        esc_unit_init(&ed->entry.def, "Bigger", 5, 4, 4, 3);
        app_draw(&a);
        esc_unit_init(&ed->entry.def, "Bigger", 2, 1, 1, 1); /* back within the cap */
        app_draw(&a);
        assert_true(app_find_button(&a, C_("editor", "Done"), &er, NULL));
        ev.kind = UI_EV_MOUSE_DOWN;
        ev.x = er.x + 4;
        ev.y = er.y + 4;
        app_handle_event(&a, &ev);
        ev.kind = UI_EV_MOUSE_UP;
        app_handle_event(&a, &ev);
        assert_string_equal(app_scene_name(&a), "campaign-setup");
        assert_string_equal(campaign_content_get(&a)->setup.heroes[0].name, "Bigger");
        assert_int_equal(barracks_get(&a)->lib.n_units, lib_units);
        client_pseudo_allow("Bigger");
    }
    /* The setup's battle round limit and seed: a seed that is no number is refused. */
    campaign_setup *setup = &campaign_content_get(&a)->setup;
    setup->round_limit = 12;
    snprintf(setup->seed, sizeof setup->seed, "%s", "12x");
    ui_event enter = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &enter);
    assert_null(campaign_current(&a));
    assert_true(client_has_message(a.message, "Cannot start: the seed must be a whole number (or empty)"));
    /* Play-test 3: 23 digits are a whole number, too large: said so. */
    snprintf(setup->seed, sizeof setup->seed, "%s", "12345678901234567890123");
    app_handle_event(&a, &enter);
    assert_null(campaign_current(&a));
    assert_true(client_has_message(a.message, "Cannot start: the seed is too large (at most 18446744073709551615)"));
    snprintf(setup->seed, sizeof setup->seed, "%s", "18446744073709551616");
    app_handle_event(&a, &enter);
    assert_null(campaign_current(&a));
    assert_true(client_has_message(a.message, "Cannot start: the seed is too large (at most 18446744073709551615)"));
    snprintf(setup->seed, sizeof setup->seed, "%s", "424242");
    app_handle_event(&a, &enter);
    campaign_screen *c = campaign_current(&a);
    assert_non_null(c);
    assert_int_equal(c->st.settings.round_limit, 12);
    assert_true(c->st.settings.seed == 424242u);
    /* Something unsaved (a unit recruited); the pause menu offers Quit to menu,
     * which autosaves as it stands (test_client_campaign_map: test_quit_to_menu). */
    assert_false(campaign_unsaved(c));
    campaign_content *kc = campaign_content_get(&a);
    assert_int_equal(campaign_recruit(&c->st, 0, &kc->library.units[0], c->st.forces.armies[0].id), CAMPAIGN_DT_OK);
    assert_true(campaign_unsaved(c));
    ui_event esc_key = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(&a, &esc_key);
    assert_string_equal(app_scene_name(&a), "campaign-pause");
    app_draw(&a);
    SDL_Rect qr;
    assert_true(app_find_button(&a, _("Quit to menu"), &qr, NULL));
    app_handle_event(&a, &esc_key); /* Resume */
    assert_string_equal(app_scene_name(&a), "campaign");
    assert_non_null(campaign_current(&a));
    setup->seed[0] = '\0';
    setup->round_limit = ESC_DEFAULT_ROUND_LIMIT;
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_false(c->cover); /* one human: no cover */
    if (!campaign_save_now(&a, c))
        fail_msg("not saved: %s", c->message);
    char path[DATA_PATH_MAX * 2];
    /* "Saved as NAME" in any language: the file name ends in ".json" and is made of
     * digits, small letters and dashes ("20261124-101500-campaign.json"). */
    const char *end = strstr(c->message, ".json");
    assert_non_null(end);
    const char *start = end;
    while (start > c->message && (strchr("0123456789-", start[-1]) || (start[-1] >= 'a' && start[-1] <= 'z')))
        start--;
    snprintf(path, sizeof path, "%s/saves/%.*s.json", a.user_dir, (int)(end - start), start);
    assert_true(campaign_save_is(path));
    char title[200];
    assert_true(campaign_save_title(path, title, sizeof title));
    assert_non_null(strstr(title, "Tiny"));
    /* The turn, the phase and the date. */
    assert_true(client_has_message(title, "Campaign · %.48s · turn %d of %d, %s · %s · %s"));
    assert_non_null(strstr(title, _("Downtime")));
    char cont[200];
    assert_true(campaign_continue_title(&a, cont, sizeof cont));
    assert_non_null(strstr(cont, "Tiny"));
    campaign_state before = c->st;
    assert_true(campaign_can_continue(&a));
    assert_true(campaign_load(&a, path));
    c = campaign_current(&a);
    assert_int_equal(c->st.turn, before.turn);
    assert_int_equal(c->st.players[0].gold, before.players[0].gold);
    assert_true(campaign_continue(&a));
    assert_non_null(campaign_current(&a));
    /* Hostile and foreign files. */
    char bad[DATA_PATH_MAX];
    snprintf(bad, sizeof bad, "%s/bad.json", getenv("SKIRMISH_TEST_TMP"));
    FILE *f = fopen(bad, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-campaign\", \"version\": 1, \"turn\": -5}", f);
    fclose(f);
    assert_false(campaign_save_is(bad));
    a.message[0] = '\0';
    assert_false(campaign_load(&a, bad));
    assert_true(a.message[0] != '\0');
    assert_false(campaign_save_is("/nonexistent/nothing.json"));
    app_free(&a);
}

static void test_hero_rank(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    esc_unit_def d;
    esc_unit_init(&d, "Small", 2, 1, 1, 1);
    assert_int_equal(campaign_test_hero(&d), CAMPAIGN_SETUP_OK);
    esc_unit_init(&d, "Huge", 9, 9, 9, 9);
    assert_int_equal(campaign_test_hero(&d), CAMPAIGN_SETUP_BAD_HERO);
    esc_unit_init(&d, "Broken", 0, 1, 1, 1);
    assert_int_equal(campaign_test_hero(&d), CAMPAIGN_SETUP_BAD_HERO);
}

/* ---- pixels: every screen, at 1024 x 640 ---- */

static void shoot(app *a, const char *name)
{
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/%s-%dx%d.png", getenv("CAMPAIGN_SHOTS"), name, a->w, a->h);
        app_draw(a);
        app_save_screenshot(a, p);
    }
}

static void screens_at(int w, int h, bool compare)
{
    static app a;
    set_dirs("camp-pix");
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&a, w, h));
    a.frozen_ticks = 1000;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    campaign_content *k = campaign_content_get(&a);
    /* hCa19 (play-test 16 #3): a first campaign's computer is Easy, and the setup says what it means. */
    assert_int_equal(k->setup.battle_ai, AI_EASY);
    k->setup.map = 0;
    k->setup.players = 3;
    k->setup.computer[0] = k->setup.computer[1] = false;
    k->setup.computer[2] = true;
    assert_true(app_scene_open_from_root(&a, &campaign_setup_scene, NULL));
    shoot(&a, "campaign-setup");
    if (compare)
        client_pixels_compare(&a, "campaign-setup");
    /* A Hero above Elite: its line in red, Start disabled and the reason below. */
    esc_unit_def good = k->setup.heroes[1];
    esc_unit_init(&k->setup.heroes[1], "Huge", 9, 9, 9, 9);
    client_pseudo_allow("Huge");
    language_look(&a, "campaign-setup-bad-hero");
    k->setup.heroes[1] = good;
    ui_event enter = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &enter);
    campaign_screen *c = campaign_current(&a);
    assert_non_null(c);
    shoot(&a, "campaign-cover");
    if (compare)
        client_pixels_compare(&a, "campaign-cover");
    c->cover = false;
    c->shown_seat = c->seat;
    campaign_recruit(&c->st, 0, &k->library.units[0], 0);
    campaign_recruit(&c->st, 0, &k->library.units[1], 0);
    shoot(&a, "campaign-downtime");
    if (compare)
        client_pixels_compare(&a, "campaign-downtime");
    c->done[0] = c->done[1] = true;
    campaign_flow_advance(&a, c);
    assert_int_equal(c->step, CSTEP_ORDERS);
    c->cover = false;
    c->shown_seat = c->seat;
    int from = c->st.forces.armies[0].loc, to = -1;
    for (int l = 0; l < c->map.n_locations && to < 0; l++)
        if (campaign_map_adjacent(&c->map, from, l))
            to = l;
    assert_true(campaign_give_order(c, 0, campaign_order_move(0, to)));
    c->army = 0;
    shoot(&a, "campaign-orders");
    if (compare)
        client_pixels_compare(&a, "campaign-orders");
    /* Create Regiment's list of units, then a standoff's choice drawn over the
     * same state (a fake step: only looked at, in the language runs). */
    c->picking = 1;
    language_look(&a, "campaign-orders-create");
    c->picking = 0;
    campaign_step was_step = c->step;
    int was_loc = c->loc;
    c->step = CSTEP_STANDOFF;
    c->loc = to;
    language_look(&a, "campaign-standoff");
    c->step = was_step;
    c->loc = was_loc;
    c->done[0] = c->done[1] = true;
    campaign_flow_advance(&a, c);
    assert_int_equal(c->step, CSTEP_REVEAL);
    c->anim_t = 1.6f; /* the moves half-way */
    shoot(&a, "campaign-reveal");
    if (compare)
        client_pixels_compare(&a, "campaign-reveal");
    campaign_flow_advance(&a, c);
    for (int guard = 0; guard < 200 && c->step != CSTEP_OVER; guard++) {
        /* The rest of the campaign by the computer rule, seats made computers. */
        c->st.settings.computer[0] = c->st.settings.computer[1] = true;
        if (c->step == CSTEP_MODE) {
            if (compare && guard < 60)
                language_look(&a, "campaign-mode");
            assert_true(campaign_flow_skip_duel(&a, c));
            if (compare && guard < 60) {
                shoot(&a, "campaign-battle-over");
                language_look(&a, "campaign-battle-over");
            }
        }
        campaign_flow_advance(&a, c);
        if (c->step == CSTEP_PHASE5 && c->st.turn == 2) {
            shoot(&a, "campaign-phase5");
            if (compare)
                client_pixels_compare(&a, "campaign-phase5");
        }
    }
    assert_int_equal(c->step, CSTEP_OVER);
    shoot(&a, "campaign-over");
    if (compare)
        client_pixels_compare(&a, "campaign-over");
    app_free(&a);
}

static char *game_text(const board_battle *bb)
{
    char *t = data_state_to_json(&bb->match.game);
    assert_non_null(t);
    return t;
}

static void pause_menu_has(const char *label, bool want)
{
    app_draw(&the_app);
    bool found = app_find_button(&the_app, gettext(label), NULL, NULL);
    if (found != want)
        fail_msg("the campaign battle's pause menu %s '%s'", want ? "lacks" : "offers", label);
}

/* A battle fought on the board is kept inside the campaign as it goes: the
 * autosave written after every action holds it, and Continue after losing
 * everything (the app freed as a crash would) resumes it at the same action,
 * played by the same seats. Its menus offer only what keeps the campaign whole,
 * and "Save campaign and quit" writes a campaign save that resumes it too. */
static void test_battle_resume(void **state)
{
    (void)state;
    set_dirs("camp-resume");
    setenv("SKIRMISH_SEED", "5", 1);
    board_battle *bb = campaign_to_the_board();
    /* The fight choice is the campaign's: saved with it. */
    int b = cs()->duel.battle;
    assert_true(campaign_fights(&cs()->st, b, 0) && campaign_fights(&cs()->st, b, 1));
    core_rng rng;
    core_rng_seed(&rng, 7);
    int played = 0;
    for (int guard = 0; guard < 400 && played < 24 && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        esc_game next = bb->match.game; /* the battle stays undecided */
        if (a.kind == ESC_ACT_YIELD || esc_game_apply(&next, &a, NULL) != ESC_OK || next.phase == ESC_PHASE_OVER)
            continue;
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
        played++;
    }
    assert_true(played >= 6);
    assert_true(bb->match.game.phase != ESC_PHASE_OVER);
    char *before = game_text(bb);
    int n_actions = bb->match.record.n_actions;
    char names[ESC_SIDES][80];
    for (int s = 0; s < ESC_SIDES; s++)
        board_match_side_name(&bb->match, s, names[s], sizeof names[s]);
    /* The autosave holds the battle at this very action. */
    char autosave[DATA_PATH_MAX];
    snprintf(autosave, sizeof autosave, "%s", cs()->autosave_path);
    static campaign_map m;
    static campaign_state st;
    char *match = NULL;
    data_error err;
    if (!data_campaign_load(autosave, &m, &st, &match, &err))
        fail_msg("%s: %s: %s", err.file, err.key, err.message);
    assert_non_null(match);
    free(match);
    assert_true(st.battles[b].fight == 3);

    /* The menus inside a campaign battle. */
    assert_true(app_scene_push(&the_app, &board_pause_scene, NULL));
    assert_string_equal(app_scene_name(&the_app), "battle-pause");
    pause_menu_has("Save game", false);
    pause_menu_has("Load game", false);
    pause_menu_has("Quit to menu", false);
    pause_menu_has("Settings", true);
    pause_menu_has("Rules and help (F1)", true);
    pause_menu_has("Yield the battle", true);
    pause_menu_has("Save campaign and quit", true);
    language_look(&the_app, "campaign-battle-pause");
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/battle-pause.png", getenv("CAMPAIGN_SHOTS"));
        app_draw(&the_app);
        app_save_screenshot(&the_app, p);
    }
    /* A held turn (its last action played, End turn not yet pressed): the
     * next side is already the one to act, but the player at the screen is
     * still the one who played. The menu's Yield is greyed, as the panel's
     * is (play-test 10: it yielded the battle for the other player). */
    bb->st.held = true;
    bool yield_on = true;
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, gettext("Yield: on your next turn"), NULL, &yield_on)); /* says when */
    assert_false(yield_on);
    bb->st.held = false;
    click_button("Resume");

    crash_and_continue();
    for (int i = 0; i < 3 && !board_battle_current(&the_app); i++)
        app_step(&the_app);
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_int_equal(bb->match.record.n_actions, n_actions);
    char *after = game_text(bb);
    assert_string_equal(after, before);
    free(after);
    assert_true(bb->match.human[0] && bb->match.human[1]);
    for (int s = 0; s < ESC_SIDES; s++) {
        char name[80];
        board_match_side_name(&bb->match, s, name, sizeof name);
        assert_string_equal(name, names[s]);
    }
    assert_true(bb->match.game.settings.hooks.yielding); /* the duel's hooks are back */
    if (getenv("CAMPAIGN_SHOTS")) {
        char p[1200];
        snprintf(p, sizeof p, "%s/battle-resumed.png", getenv("CAMPAIGN_SHOTS"));
        app_draw(&the_app);
        app_save_screenshot(&the_app, p);
    }
    assert_non_null(bb->host.save_quit);

    /* "Save campaign and quit": a save that resumes the battle too. */
    assert_true(app_scene_push(&the_app, &board_pause_scene, NULL));
    click_button("Save campaign and quit");
    assert_null(campaign_current(&the_app));
    assert_null(board_battle_current(&the_app));
    assert_true(campaign_continue(&the_app));
    for (int i = 0; i < 3 && !board_battle_current(&the_app); i++)
        app_step(&the_app);
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    after = game_text(bb);
    assert_string_equal(after, before);
    free(after);
    free(before);

    /* Played out: the result has no Rematch; Continue hands it to the campaign. */
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
    for (int i = 0; i < 3; i++)
        app_step(&the_app);
    app_draw(&the_app);
    assert_false(app_find_button(&the_app, _("Rematch"), NULL, NULL));
    click_button("Continue");
    assert_non_null(cs());
    assert_int_equal(cs()->step, CSTEP_DUEL_DONE);
    assert_null(cs()->match);
    app_free(&the_app);
}

/* Orders entered but not yet handed over, and those handed over, survive a save
 * and a load: the loaded campaign asks the same seat with its drafts in place. */
static void test_draft_orders(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_screen *c = start_tiny_campaign("camp-drafts");
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        if (p == 0) {
            /* The roster is grouped under each army's heading: a recruit joins the
             * army chosen for it and stands under that heading. */
            click_button_with("Recruit into Army %d");
            click_button_with("Recruit into Army %d");
            assert_int_equal(c->st.players[0].n_units, 3);
            campaign_roster_row rows[64];
            int n = campaign_roster_rows(c, 0, rows, 64);
            int heading = -2, units = 0;
            assert_true(n >= 2);
            assert_int_equal(rows[0].unit, -1); /* a heading first: the Main Army's */
            int main_i = campaign_forces_find(&c->st.forces, rows[0].army);
            assert_true(main_i >= 0 && c->st.forces.armies[main_i].main);
            for (int r = 0; r < n; r++) {
                if (rows[r].unit < 0) {
                    heading = rows[r].army;
                    continue;
                }
                assert_int_equal(rows[r].army, heading);
                assert_int_equal(c->st.players[0].units[rows[r].unit].army, heading);
                units++;
            }
            assert_int_equal(units, c->st.players[0].n_units);
            language_look(&the_app, "campaign-downtime-roster");
        }
        click_button("Downtime done");
    }
    int mid = campaign_map_index(&c->map, 1);
    pass_cover(0);
    drag_army(0, mid);
    click_button("Ready (hand over)");
    pass_cover(1);
    drag_army(1, mid);
    assert_int_equal(c->n_orders[1], 1);
    campaign_order mine = c->orders[1][0], theirs = c->orders[0][0];
    assert_true(campaign_save_now(&the_app, c));
    /* The autosave at Player 2's orders holds Player 1's, handed over. */
    char autosave[DATA_PATH_MAX];
    snprintf(autosave, sizeof autosave, "%s", c->autosave_path);
    const char *end = strstr(c->message, ".json");
    assert_non_null(end);
    const char *start = end;
    while (start > c->message && (strchr("0123456789-", start[-1]) || (start[-1] >= 'a' && start[-1] <= 'z')))
        start--;
    char path[DATA_PATH_MAX * 2];
    snprintf(path, sizeof path, "%s/saves/%.*s.json", the_app.user_dir, (int)(end - start), start);
    for (int round = 0; round < 2; round++) {
        /* Round 1: the campaign's autosave, the one the save opened in round 0
         * wrote in place of the older one (one autosave per campaign). */
        if (round == 1 && c->autosave_path[0])
            snprintf(autosave, sizeof autosave, "%s", c->autosave_path);
        assert_true(campaign_load(&the_app, round == 0 ? path : autosave));
        c = cs();
        assert_non_null(c);
        assert_int_equal(c->st.phase, CAMPAIGN_PHASE_ORDERS);
        assert_int_equal(c->step, CSTEP_ORDERS);
        assert_int_equal(c->seat, 1);
        assert_true(c->done[0]);
        assert_int_equal(c->n_orders[0], 1);
        assert_int_equal(c->orders[0][0].army, theirs.army);
        assert_int_equal(c->orders[0][0].to, theirs.to);
        /* The draft is in the save made by hand and in the autosave, which every
         * order given writes at once. */
        assert_int_equal(c->n_orders[1], 1);
        assert_int_equal(c->orders[1][0].kind, mine.kind);
        assert_int_equal(c->orders[1][0].to, mine.to);
    }
    /* A refusal is said, and cleared once the situation changes (an army picked). */
    pass_cover(1);
    int x, y;
    banner_on_screen(0, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_non_null(strstr(c->message, campaign_seat_label(0)));
    pump();
    assert_true(c->message[0] != '\0'); /* it stays while nothing changes */
    click_button_with("Army %d (Main) at %s (%d): %s");
    assert_int_equal(c->army, 1);
    pump();
    assert_string_equal(c->message, "");
    /* Handed over: the turn goes on to the reveal with both orders. */
    drag_army(1, mid);
    click_button("Ready (hand over)");
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->st.n_orders, 2);
    app_free(&the_app);
}

static void test_pixels(void **state)
{
    (void)state;
    screens_at(1024, 640, true);
    if (getenv("CAMPAIGN_SHOTS")) {
        screens_at(800, 560, false);
        screens_at(1280, 800, false);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hero_rank),
        cmocka_unit_test(test_turn_by_mouse),
        cmocka_unit_test(test_standoff_by_mouse),
        cmocka_unit_test(test_saves),
        cmocka_unit_test(test_battle_resume),
        cmocka_unit_test(test_draft_orders),
        cmocka_unit_test(test_pixels),
    };
    return cmocka_run_group_tests_name("client campaign", tests, NULL, NULL);
}
