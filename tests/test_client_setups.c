/*
 * Every game's setup screen fits the window: at the minimum size (800 x 560) and
 * at sizes up to 2560 x 1440, every button (Back, Start, Watch, each stepper's
 * arrows) lies inside the window and no text leaves its box. And "Watch the
 * computer" has a speed of its own: its stepper never touches the player's
 * animation speed nor writes settings.json.
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
#include "campaign/campaign.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/trts.h"

static app the_app;

/* The sizes a player's window may have, the minimum first. */
static const int sizes[][2] = { { 800, 560 },   { 1024, 600 },  { 1024, 768 },  { 1280, 720 },  { 1280, 800 },
                                { 1280, 1024 }, { 1366, 768 },  { 1600, 900 },  { 1920, 1080 }, { 1920, 1200 },
                                { 2560, 1080 }, { 2560, 1440 } };

/* As app_resize: the layout reads only the size and the scale. */
static void set_size(app *a, int w, int h)
{
    a->w = w;
    a->h = h;
    float sx = (float)w / 1280.0f, sy = (float)h / 800.0f;
    a->scale = sx < sy ? sx : sy;
    if (a->scale < 0.6f)
        a->scale = 0.6f;
    if (a->scale > 3.0f)
        a->scale = 3.0f;
}

/* Draws the current screen at w x h and fails on a button outside the window
 * or a layout fault. */
static void check_fits(app *a, const char *what, int w, int h)
{
    set_size(a, w, h);
    a->layout_faults = 0;
    app_draw(a);
    if (a->layout_faults)
        fail_msg("%s at %dx%d: %d layout fault(s); the first: %s", what, w, h, a->layout_faults, a->layout_fault);
    assert_true(a->n_drawn_buttons > 0);
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        SDL_Rect r = a->drawn_buttons[i].rect;
        if (r.x < 0 || r.y < 0 || r.x + r.w > w || r.y + r.h > h)
            fail_msg("%s at %dx%d: the button \"%s\" (%d,%d %dx%d) leaves the window", what, w, h,
                     a->drawn_buttons[i].label, r.x, r.y, r.w, r.h);
    }
}

static void check_scene_at_every_size(const scene *s, const void *arg, const char *what)
{
    app *a = &the_app;
    app_scene_pop_to_root(a);
    a->message[0] = '\0';
    assert_true(app_scene_push(a, s, arg));
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        check_fits(a, what, sizes[i][0], sizes[i][1]);
    app_scene_pop_to_root(a);
}

/* Escarmouche's two setups, with every squad on offer on each side (a squad of
 * six lists six units), and with a message under the buttons. */
static void test_escarmouche_setups_fit(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    escarmouche_setup_args watch = { true };
    for (int k = 0; k < c->n_squads; k++) {
        c->setup.squad[0] = c->setup.squad[1] = k;
        check_scene_at_every_size(&escarmouche_setup_scene, NULL, "the match setup");
    }
    check_scene_at_every_size(&escarmouche_setup_scene, &watch, "the watch setup");
    /* The 1280 x 800 of the report: Watch and Back are clickable. */
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &escarmouche_setup_scene, &watch));
    set_size(&the_app, 1280, 800);
    app_draw(&the_app);
    SDL_Rect r;
    bool enabled = false;
    assert_true(app_find_button(&the_app, _("Watch"), &r, &enabled));
    assert_true(enabled);
    assert_true(r.y + r.h <= 800);
    assert_true(app_find_button(&the_app, _("Back"), &r, NULL));
    assert_true(r.y + r.h <= 800);
    app_scene_pop_to_root(&the_app);
}

static void test_other_setups_fit(void **state)
{
    (void)state;
    check_scene_at_every_size(&conquest_setup_scene, NULL, "the Conquest setup");
    check_scene_at_every_size(&campaign_setup_scene, NULL, "the Campaign setup");
    check_scene_at_every_size(&trts_setup_scene, NULL, "the TRTS setup");
}

static bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* The watch's Speed stepper changes the watch's speed only; the battle it
 * starts plays at that speed; the settings (in memory and on disk) stay. */
static void test_watch_speed_is_the_watch_s(void **state)
{
    (void)state;
    app *a = &the_app;
    char settings[DATA_PATH_MAX + 32];
    snprintf(a->config_dir, sizeof a->config_dir, "%.900s/setups-config", getenv("SKIRMISH_TEST_TMP"));
    snprintf(settings, sizeof settings, "%.1000s/settings.json", a->config_dir);
    remove(settings);
    a->prefs.anim_speed = DATA_ANIM_NORMAL;
    escarmouche_content *c = escarmouche_content_get(a);
    c->watch.speed = DATA_ANIM_NORMAL;
    app_scene_pop_to_root(a);
    escarmouche_setup_args watch = { true };
    assert_true(app_scene_push(a, &escarmouche_setup_scene, &watch));
    set_size(a, 1280, 800);
    app_draw(a);
    /* The Speed row is the last stepper: its ">" is the last ">" drawn. */
    int last = -1;
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, ">") == 0)
            last = i;
    assert_true(last >= 0);
    SDL_Rect r = a->drawn_buttons[last].rect;
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(c->watch.speed, DATA_ANIM_SLOW);
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_int_equal(c->watch.speed, DATA_ANIM_INSTANT);
    assert_int_equal(a->prefs.anim_speed, DATA_ANIM_NORMAL);
    assert_false(file_exists(settings));
    /* The battle it starts shows the computer at the watch's speed. */
    app_draw(a);
    client_click_button(a, "Watch");
    assert_string_equal(app_scene_name(a), "battle");
    board_battle *bb = board_battle_current(a);
    assert_true(bb->own_speed);
    assert_int_equal(bb->speed, DATA_ANIM_INSTANT);
    assert_int_equal(a->prefs.anim_speed, DATA_ANIM_NORMAL);
    assert_false(file_exists(settings));
    app_scene_pop_to_root(a);
    a->config_dir[0] = '\0';
}

/* The first drawn button labelled `label` after `from` (its index, -1 none). */
static int button_after(const app *a, const char *label, int from)
{
    for (int i = from + 1; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, label) == 0)
            return i;
    return -1;
}

/* The Conquest setup: Fair starts for a new player; the Map row's arrows stay
 * where they are through every map (a long name or a short one). */
static void test_conquest_setup_still(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    conquest_content *k = conquest_content_get(a);
    assert_non_null(k);
    assert_true(k->setup.fair_starts); /* never changed in this run: the default */
    app_scene_pop_to_root(a);
    assert_true(app_scene_push(a, &conquest_setup_scene, NULL));
    set_size(a, 800, 560);
    app_draw(a);
    int left = button_after(a, "<", -1), right = button_after(a, ">", -1);
    assert_true(left >= 0 && right >= 0);
    SDL_Rect l0 = a->drawn_buttons[left].rect, r0 = a->drawn_buttons[right].rect;
    for (int m = 0; m < k->n_maps + 2; m++) {
        client_click_at(a, r0.x + r0.w / 2, r0.y + r0.h / 2);
        app_draw(a);
        left = button_after(a, "<", -1);
        right = button_after(a, ">", -1);
        assert_memory_equal(&a->drawn_buttons[left].rect, &l0, sizeof l0);
        assert_memory_equal(&a->drawn_buttons[right].rect, &r0, sizeof r0);
    }
    app_scene_pop_to_root(a);
}

/* A tooltip stays inside the window, and a screen under an overlay shows none. */
static void test_tooltip_inside(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    app_scene_pop_to_root(a);
    set_size(a, 800, 560);
    a->mouse_x = 799;
    a->mouse_y = 559;
    app_draw(a);
    ui u = { a, a->renderer, NULL, true, a->scale, false, 0 };
    snprintf(a->tooltip, sizeof a->tooltip, "%s",
             "A long tooltip that wraps over several lines at the very corner of the smallest window, "
             "to see that it is drawn whole inside the window and not past its edge at all.");
    ui_draw_tooltip(&u);
    assert_true(a->text_box.x >= 0 && a->text_box.y >= 0);
    assert_true(a->text_box.x + a->text_box.w <= 800);
    assert_true(a->text_box.y + a->text_box.h <= 560);
    /* Under an overlay: none; a veil drawn over the pointer takes it away. */
    a->tooltip[0] = '\0';
    u.beneath = true;
    ui_tooltip(&u, ui_rect(0, 0, 800, 560), "under");
    assert_string_equal(a->tooltip, "");
    u.beneath = false;
    ui_tooltip(&u, ui_rect(700, 500, 100, 60), "over");
    assert_string_equal(a->tooltip, "over");
    ui_fill(&u, ui_rect(0, 0, 800, 560), ui_rgba(0, 0, 0, 120));
    assert_string_equal(a->tooltip, "");
}

/* Play-test 11: a square's card lay over a unit two squares away. Beside
 * what it keeps clear, the card takes the place that covers the least of
 * what the frame asked it to avoid, and the first place when nothing is. */
static void test_tooltip_avoids(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    app *a = &the_app;
    app_scene_pop_to_root(a);
    set_size(a, 1280, 800);
    a->mouse_x = 400;
    a->mouse_y = 400;
    app_draw(a);
    ui u = { a, a->renderer, NULL, true, a->scale, false, 0 };
    SDL_Rect keep = ui_rect(350, 350, 100, 100);
    snprintf(a->tooltip, sizeof a->tooltip, "%s", "A square's card");
    a->tooltip_clear = keep;
    a->n_tooltip_avoid = 0;
    ui_draw_tooltip(&u);
    SDL_Rect first = a->text_box;
    assert_true(first.x >= keep.x + keep.w); /* right of it, as before */
    /* A unit right of the kept square: the card goes elsewhere, still clear. */
    snprintf(a->tooltip, sizeof a->tooltip, "%s", "A square's card");
    a->tooltip_clear = keep;
    a->n_tooltip_avoid = 0;
    ui_tooltip_avoid(&u, ui_rect(first.x, first.y, 60, 60));
    ui_draw_tooltip(&u);
    SDL_Rect moved = a->text_box, over, unit = ui_rect(first.x, first.y, 60, 60);
    assert_false(SDL_IntersectRect(&moved, &unit, &over));
    assert_false(SDL_IntersectRect(&moved, &keep, &over));
    a->n_tooltip_avoid = 0;
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    /* The largest size's surface; smaller sizes draw in its top left. */
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escarmouche_setups_fit),
        cmocka_unit_test(test_other_setups_fit),
        cmocka_unit_test(test_watch_speed_is_the_watch_s),
        cmocka_unit_test(test_conquest_setup_still),
        cmocka_unit_test(test_tooltip_inside),
        cmocka_unit_test(test_tooltip_avoids),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
