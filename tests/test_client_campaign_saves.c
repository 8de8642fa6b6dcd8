/*
 * The Campaign's autosaves through the client: a recruit bought in Downtime is
 * autosaved at once (a kill -9 loses nothing), and a campaign opened from a
 * save goes on in an autosave of its own, removing none (but a byte-for-byte
 * duplicate), the Continue list telling them apart. The rest of the play-test items are test_client_campaign_round4.c.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <SDL_image.h>
#include <cmocka.h>

#include "barracks/barracks.h"
#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/input.h"
#include "areamap/card.h"
#include "campaign/board.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "shell/unfinished.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* Minor: a recruit bought in Downtime is autosaved at once: the app dropped
 * as kill -9 would (no quit, no save), Continue finds it, behind the same
 * seat's cover. */
static void test_downtime_autosaved(void **state)
{
    (void)state;
    set_dirs("dt-autosave");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    client_pseudo_allow(campaign_seat_label(0));
    client_pseudo_allow(campaign_seat_label(1));
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    int before = cs()->st.players[1].n_units, gold = cs()->st.players[1].gold;
    click_button_with("Recruit into Army %d");
    assert_int_equal(cs()->st.players[1].n_units, before + 1);
    crash_and_continue();
    campaign_screen *c = cs();
    assert_non_null(c);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_true(c->cover);
    assert_int_equal(c->seat, 1);
    assert_int_equal(c->st.players[1].n_units, before + 1);
    assert_true(c->st.players[1].gold < gold);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* ---- one autosave per campaign ---- */

static int json_count(const char *dir)
{
    static char paths[64][DATA_PATH_MAX];
    return app_list_json(dir, paths, 64);
}

static bool file_exists(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f)
        fclose(f);
    return f != NULL;
}

static void copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    assert_non_null(in);
    assert_non_null(out);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        assert_int_equal(fwrite(buf, 1, n, out), n);
    fclose(in);
    fclose(out);
}

static void empty_dir(const char *dir)
{
    static char paths[64][DATA_PATH_MAX];
    int n = app_list_json(dir, paths, 64);
    for (int i = 0; i < n; i++)
        remove(paths[i]);
}

/* Play-test 11 (hCa13, medium, data safety): a campaign opened from a save
 * goes on in an autosave of its own, noted as coming from that save; no other
 * autosave is removed (an older copy, one behind it, another campaign's),
 * only a byte-for-byte duplicate with the same origin (the same save opened
 * again and not played on). The Continue list tells every row apart. */
static void test_one_autosave_per_campaign(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    set_dirs("one-autosave");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    char autosaves[DATA_PATH_MAX + 40], saves[DATA_PATH_MAX + 40], other[DATA_PATH_MAX], planted[DATA_PATH_MAX + 80];
    snprintf(autosaves, sizeof autosaves, "%s/campaign-autosaves", the_app.user_dir);
    snprintf(saves, sizeof saves, "%s/saves", the_app.user_dir);
    empty_dir(autosaves);
    empty_dir(saves);
    /* Campaign A: its autosave, and a save of it. */
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    assert_non_null(cs());
    assert_true(campaign_autosave(&the_app, cs()));
    assert_int_equal(json_count(autosaves), 1);
    assert_true(campaign_save_now(&the_app, cs()));
    static char save[1][DATA_PATH_MAX];
    assert_int_equal(app_list_json(saves, save, 1), 1);
    /* Campaign B, another campaign (another seed): its own autosave. */
    const char *seed = getenv("SKIRMISH_SEED");
    char was[32];
    snprintf(was, sizeof was, "%s", seed ? seed : "");
    setenv("SKIRMISH_SEED", "424242", 1);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    setenv("SKIRMISH_SEED", was, 1);
    assert_true(campaign_autosave(&the_app, cs()));
    snprintf(other, sizeof other, "%s", cs()->autosave_path);
    assert_int_equal(json_count(autosaves), 2);
    /* An old copy of A, as an earlier start of the program left it. */
    snprintf(planted, sizeof planted, "%s/20200101-000000-campaign-1-1.json", autosaves);
    copy_file(save[0], planted);
    struct timespec long_ago[2] = { { 1577880000, 0 }, { 1577880000, 0 } }; /* 1 Jan 2020, as its name says */
    assert_int_equal(utimensat(AT_FDCWD, planted, long_ago, 0), 0);
    assert_int_equal(json_count(autosaves), 3);
    /* Two starts of the program from A's save: one autosave of A each time. */
    for (int start = 0; start < 2; start++) {
        app_free(&the_app);
        memset(&the_app, 0, sizeof the_app);
        assert_true(front_init_offscreen(&the_app, 1280, 800));
        the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
        use_tiny_map(&the_app, false);
        assert_true(campaign_load(&the_app, save[0]));
        assert_non_null(cs());
        assert_true(campaign_autosave(&the_app, cs()));
        assert_true(file_exists(cs()->autosave_path));
        assert_true(file_exists(planted));
        assert_true(file_exists(other));
        assert_int_equal(json_count(autosaves), 4);
    }
    /* Continuing A's autosave goes on in that file: still four. */
    assert_true(campaign_autosave(&the_app, cs()));
    assert_int_equal(json_count(autosaves), 4);
    /* Play-test (ca, medium 6): A played on past its save (both Downtimes
     * done), then the older save loaded: the newer autosave is kept. */
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    assert_int_equal(cs()->st.phase, CAMPAIGN_PHASE_ORDERS);
    assert_true(campaign_autosave(&the_app, cs()));
    char ahead[DATA_PATH_MAX];
    snprintf(ahead, sizeof ahead, "%s", cs()->autosave_path);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(campaign_load(&the_app, save[0]));
    assert_int_equal(cs()->st.phase, CAMPAIGN_PHASE_DOWNTIME);
    assert_true(campaign_autosave(&the_app, cs()));
    assert_true(file_exists(ahead));
    assert_true(file_exists(other));
    assert_true(file_exists(planted));
    assert_int_equal(json_count(autosaves), 5);
    /* Continue lists A's four apart: the ones going on from the save say so
     * (and differ in how far they are); B, a new campaign begun in the same
     * minute on the same map, differs from them by its map and time alone. */
    const app_unfinished_item *items;
    int n = app_unfinished_list(&the_app, &items), from = 0;
    assert_int_equal(n, 5);
    char titles[5][400];
    for (int i = 0; i < n; i++) {
        app_unfinished_title(&items[i], titles[i], sizeof titles[i]);
        from += strstr(titles[i], _("from the save of")) != NULL || strstr(titles[i], _("from the save made today")) != NULL;
        assert_non_null(strstr(titles[i], _("last played")));
        for (int j = 0; j < i; j++)
            if (strcmp(titles[i], titles[j]) == 0 && strcmp(items[i].path, other) != 0 &&
                strcmp(items[j].path, other) != 0)
                fail_msg("two Continue rows alike: '%s'", titles[i]);
    }
    assert_int_equal(from, 2);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The tooltip with the pointer at (x, y). */
static const char *tip_at(int x, int y)
{
    mouse(SDL_MOUSEMOTION, x, y);
    app_draw(&the_app);
    return the_app.tooltip;
}

/* The first button whose label is `label` in the last frame. */
static SDL_Rect button_rect(const char *label)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0)
            return the_app.drawn_buttons[i].rect;
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

/* Play-test 6.5 (hCa2), minor: the setup's switches and the Hero's line say
 * what they mean (a computer's "Hero: the library's first Elite" had no
 * tooltip); the legend's move sample is drawn in the colour placed orders are
 * (the seat's, not a yellow no arrow had). */
static void test_setup_tips_and_legend_colour(void **state)
{
    (void)state;
    set_dirs("setup-tips");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, true);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    SDL_Rect r = button_rect(_("Domination: on"));
    const char *tip = tip_at(r.x + r.w / 2, r.y + r.h / 2);
    if (!strstr(tip, _("Domination: a player who holds every location ringed in gold on the map wins at once.")))
        fail_msg("the Domination switch's tooltip: '%s'", tip);
    r = button_rect(_("Warlord King: on"));
    tip = tip_at(r.x + r.w / 2, r.y + r.h / 2);
    if (!strstr(tip, _("Warlord King: when a player is eliminated, the player who took its last location wins at once.")))
        fail_msg("the Warlord King switch's tooltip: '%s'", tip);
    /* The computer seat's Hero line, right of its Computer button. */
    r = button_rect(_("Computer"));
    tip = tip_at(r.x + r.w + (int)(40 * the_app.scale), r.y + r.h / 2);
    if (!strstr(tip, _("A computer player's Hero is the first unit of rank Elite in your unit library (Barracks).")))
        fail_msg("the computer's Hero line's tooltip: '%s'", tip);
    client_look(&the_app, "campaign-setup-tips");
    /* The legend as a seat sees it: the move's sample in the seat's colour. */
    for (int seat = 0; seat < 2; seat++) {
        areamap_legend_entry e[64];
        int n = campaign_board_legend(seat, e, 64), moves = 0;
        for (int i = 0; i < n; i++)
            if (e[i].kind == AREAMAP_LEGEND_LINK && e[i].what == AREAMAP_LINK_PLAIN) {
                SDL_Color want = campaign_seat_colour(seat);
                assert_int_equal(e[i].colour.r, want.r);
                assert_int_equal(e[i].colour.g, want.g);
                assert_int_equal(e[i].colour.b, want.b);
                moves++;
            }
        assert_int_equal(moves, 1);
    }
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_downtime_autosaved),
        cmocka_unit_test(test_one_autosave_per_campaign),
        cmocka_unit_test(test_setup_tips_and_legend_colour),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
