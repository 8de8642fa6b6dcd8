/*
 * Play-test 11 (hCa13), Campaign: the end says why the winner won (a timed
 * victory decided on Renown surprised); an army's banner drops the units that
 * fell as soon as the battle is over (not at Resolution); the turn report
 * reads by turn, newest first, each turn's lines in the order they happened.
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

#include "board/battle.h"
#include "board/match.h"
#include "escarmouche/escarmouche.h"
#include "eventlog/panel.h"
#include "shell/unfinished.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* 8 places each (here 1 each), 3 Renown to 2: "Player 1 wins on Renown". */
static void test_final_says_why(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca13-why");
    for (int l = 0; l < c->map.n_locations; l++)
        c->st.forces.control[l] = -1;
    c->st.forces.control[0] = 0;
    c->st.forces.control[1] = 1;
    c->st.players[0].renown_earned = 3;
    c->st.players[1].renown_earned = 2;
    c->st.victory = CAMPAIGN_VICTORY_TIMED;
    c->st.winners = 1u;
    char why[240], want[240];
    campaign_standing_why(c, why, sizeof why);
    snprintf(want, sizeof want,
             P_("%ld place each; %s wins on Renown earned, %ld to %ld.",
                "%ld places each; %s wins on Renown earned, %ld to %ld.", 1),
             1L, campaign_seat_label(0), 3L, 2L);
    assert_string_equal(why, want);
    /* Drawn under the final table's title, at both sizes, whole. */
    c->st.phase = CAMPAIGN_PHASE_OVER;
    c->step = CSTEP_OVER;
    c->cover = false;
    for (int size = 0; size < 2; size++) {
        the_app.layout_faults = 0;
        client_draw_at(&the_app, size ? "ca13-final-small" : "ca13-final", size ? 800 : 1280, size ? 560 : 800);
        if (!client_was_drawn(want))
            fail_msg("the final table does not say why: %s", client_drawn_texts());
        assert_int_equal(the_app.layout_faults, 0);
        save_shot(size ? "ca13-final-small" : "ca13-final");
    }
    /* Places decide: said so. */
    c->st.forces.control[2] = 0;
    campaign_standing_why(c, why, sizeof why);
    snprintf(want, sizeof want, P_("%s holds %ld place to %ld.", "%s holds %ld places to %ld.", 2),
             campaign_seat_label(0), 2L, 1L);
    assert_string_equal(why, want);
    /* Another victory: nothing to explain. */
    c->st.victory = CAMPAIGN_VICTORY_DOMINATION;
    campaign_standing_why(c, why, sizeof why);
    assert_string_equal(why, "");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* A unit fallen in a battle that is over is no longer counted on its banner. */
static void test_banner_drops_the_fallen(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca13-banner");
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    int army = -1;
    for (int i = 0; i < c->st.forces.n_armies && army < 0; i++)
        if (c->st.forces.armies[i].player == 0)
            army = c->st.forces.armies[i].id;
    assert_true(army >= 0);
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], army), CAMPAIGN_DT_OK);
    int before = campaign_shown_units(c, NULL, army);
    campaign_player *pl = &c->st.players[0];
    int fallen = -1;
    for (int i = 0; i < pl->n_units && fallen < 0; i++)
        if (pl->units[i].army == army && !pl->units[i].hero)
            fallen = i;
    assert_true(fallen >= 0);
    pl->units[fallen].fallen = true; /* as campaign_duel_finish marks it */
    assert_int_equal(campaign_shown_units(c, NULL, army), before - 1);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The place card the pointer rested on while handing over does not stay
 * open into the reveal. */
static void test_no_card_into_the_reveal(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca13-reveal-card");
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    pass_cover(0);
    click_button("Ready (hand over)");
    pass_cover(1);
    c->hover = 0; /* the pointer resting on a place, the orders handed over by the keyboard */
    press_key(UI_KEY_ENTER);
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->hover, -1);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Escarmouche (hCa13, play-test 11 esc 5): a save loaded goes on in an
 * autosave of its own, noted as coming from that save (its Continue row says
 * so), and the match's first autosave stays. */
static void test_escarmouche_load_notes_its_origin(void **state)
{
    (void)state;
    client_player_dirs("ca13", "esc-origin", true);
    client_player_start(&the_app, 1280, 800);
    assert_true(escarmouche_start(&the_app, false));
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    char saves[DATA_PATH_MAX], save[DATA_PATH_MAX + 40];
    assert_true(data_paths_join(saves, sizeof saves, the_app.user_dir, "saves"));
    assert_true(data_paths_make_dirs(saves));
    snprintf(save, sizeof save, "%s/20260102-100000-escarmouche.json", saves);
    data_error err;
    assert_true(board_match_save(&bb->match, save, &err));
    app_scene_pop_to_root(&the_app);
    assert_true(escarmouche_load(&the_app, save));
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    char origin[96];
    app_unfinished_read_origin(bb->match.autosave_path, origin, sizeof origin);
    assert_string_equal(origin, "20260102-100000-escarmouche.json");
    char said[160];
    app_unfinished_origin_text(origin, said, sizeof said);
    assert_non_null(strstr(said, "2026"));
    /* Its autosave is written at once: Continue goes on from the loaded
     * position even when the player quits before acting (play-test 13). */
    assert_true(data_paths_is_file(bb->match.autosave_path));
    /* The match over: its autosave goes, and its note with it (hRev15: a
     * stale note named the origin of a later autosave of the same name). */
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", bb->match.autosave_path);
    bb->match.game.phase = ESC_PHASE_OVER;
    board_match_autosave(&bb->match);
    app_unfinished_read_origin(path, origin, sizeof origin);
    assert_string_equal(origin, "");
    client_player_stop(&the_app);
}

/* The report: turn 2's line first, then turn 1's in the order they happened
 * (its heading, the gold collected, then the capture), not by importance. */
static void test_report_by_turn(void **state)
{
    (void)state;
    evlog log;
    evlog_init(&log);
    evlog_entry *e = evlog_add(&log, 1, EVLOG_INFO, EVLOG_ALL, "Turn 1: resolution");
    e = evlog_add(&log, 1, EVLOG_PRODUCTION, EVLOG_ALL, "Ann collects 100 gold");
    e->has_pos = true;
    e = evlog_add(&log, 1, EVLOG_CAPTURE, EVLOG_ALL, "Bob now holds Millby");
    e->has_pos = true;
    int first = evlog_report_first_placed(&log, 0);
    assert_int_equal(first, 1); /* the gold, before the capture that came after it */
    e = evlog_add(&log, 2, EVLOG_INFO, EVLOG_ALL, "Ann recruited");
    e->has_pos = true;
    assert_int_equal(evlog_report_first_placed(&log, 0), 3); /* the newest turn first */
    evlog_free(&log);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_final_says_why),
        cmocka_unit_test(test_banner_drops_the_fallen),
        cmocka_unit_test(test_report_by_turn),
        cmocka_unit_test(test_no_card_into_the_reveal),
        cmocka_unit_test(test_escarmouche_load_notes_its_origin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
