/*
 * TRTS on screen, polish after blind play-test 6 (helper hPol): the group's
 * third-wide End button keeps a key hint in every language ("Terminer" left no
 * room for "Entrée": the Enter key's arrow then); the help's areas picture
 * says its start is one draw (a game draws who starts where: "Blue starts in
 * North Main" read as a rule while blue began in South Main); an area's hover
 * card goes once the pointer is off the map (it stayed up after clicks in the
 * panel). A duel against the computer on
 * the first shipped map, its state set by hand, at 1280 x 800 and 800 x 560.
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

#include "areamap/view.h"
#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "shell/ui.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/help_pictures.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* A whole line drawn as it is (the key hint is its own text). */
static bool drawn_line(const char *line)
{
    char want[200];
    snprintf(want, sizeof want, "\n%s\n", line);
    char all[TEXT_MAX + 2];
    snprintf(all, sizeof all, "\n%s", frame_text);
    return strstr(all, want) != NULL;
}

static void shot(const char *name) { trts_shot("pol", name, true); }

static void drag(trts_screen *c, int from, int to)
{
    draw();
    float hx, hy, fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &hx, &hy);
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &fx, &fy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_DOWN, (int)hx, (int)hy);
    mouse_at(UI_EV_MOUSE_MOVE, (int)fx, (int)fy);
    draw();
    mouse_at(UI_EV_MOUSE_UP, (int)fx, (int)fy);
    draw();
}

/* Seat 0's Micro, one worker at home moved one step: the group's turn, whose
 * buttons are a third of the panel wide each; End shows a key hint. */
static void group_end_hint(const char *lang, int w, int h)
{
    i18n_set_language(lang);
    trts_screen *c = open_duel(w, h);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, unit = -1;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building) {
            s->pieces[i].mp = 2;
            if (s->pieces[i].owner == 0 && s->pieces[i].area == home && unit < 0)
                unit = i;
        }
    assert_true(unit >= 0);
    trts_set_clear(&c->sel);
    trts_set_add(&c->sel, unit);
    int next = -1;
    for (int k = 0; k < s->map->areas[home].n_adj && next < 0; k++) {
        int route[TRTS_MAX_AREAS];
        if (trts_move_route(s, unit, s->map->areas[home].adj[k], TRTS_ACT_MOVE, route, TRTS_MAX_AREAS) == 2)
            next = s->map->areas[home].adj[k];
    }
    assert_true(next >= 0);
    drag(c, home, next);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    draw();
    shot("group-end");
    if (!drawn_line(_("End")))
        fail_msg("%s %dx%d: no End button in:\n%s", lang, w, h, frame_text);
    if (!drawn_line(_("Enter")) && !drawn_line("\u21B5"))
        fail_msg("%s %dx%d: End has no key hint in:\n%s", lang, w, h, frame_text);
    app_free(&off);
    i18n_set_language("en");
}

static void test_end_key_hint(void **state)
{
    (void)state;
    group_end_hint("en", 1280, 800);
    group_end_hint("fr", 1280, 800);
    group_end_hint("fr", 800, 560);
    group_end_hint("es", 1280, 800);
}

/* The hover card only while the pointer is on its area. */
static void test_no_stale_area_card(void **state)
{
    (void)state;
    i18n_set_language("en");
    trts_screen *c = open_duel(1280, 800);
    draw(); /* the map's model is built by the first frame */
    int home = c->st.players[0].start_area;
    float hx, hy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[home].x, c->model.nodes[home].y, &hx, &hy);
    /* beside the token, on the area */
    int x = (int)hx + 30, y = (int)hy + 30;
    mouse_at(UI_EV_MOUSE_MOVE, x, y);
    draw();
    if (c->hover != home) {
        x = (int)hx;
        y = (int)hy + 40;
        mouse_at(UI_EV_MOUSE_MOVE, x, y);
        draw();
    }
    assert_int_equal(c->hover, home);
    const char *card = "You see ";
    if (!strstr(frame_text, card))
        fail_msg("no hover card on the area: %s", frame_text);
    /* the pointer on the panel without a move the map saw (a click there) */
    off.mouse_x = off.w - 150;
    off.mouse_y = off.h / 2;
    draw();
    shot("card-gone");
    if (strstr(frame_text, card))
        fail_msg("the area's card stayed with the pointer on the panel");
    app_free(&off);
}

static void test_help_start_is_a_draw(void **state)
{
    (void)state;
    assert_true(front_init_offscreen(&off, 1280, 800));
    trts_content *k = trts_content_get(&off);
    assert_non_null(k);
    trts_help_pictures *p = trts_help_pictures_open(&off, &k->rules);
    assert_non_null(p);
    char text[1200];
    trts_help_caption_areas(p, text, sizeof text);
    if (!strstr(text, _("That is this picture's draw: each game draws who starts where.")))
        fail_msg("the caption reads a start as a rule: %s", text);
    trts_help_pictures_free(p);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_end_key_hint),
        cmocka_unit_test(test_help_start_is_a_draw),
        cmocka_unit_test(test_no_stale_area_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
