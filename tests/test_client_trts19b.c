/*
 * TRTS's client after blind play-test 16 (helper hTr19b): the side panel's
 * buttons keep their place across rounds whatever the hints above them say
 * (the hints' slot keeps the tallest height it has had). A duel against the
 * computer on the first shipped map.
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

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "areamap/camera.h"
#include "trts_test_util.h"

static bool same_rect(SDL_Rect a, SDL_Rect b) { return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h; }

/* Technician's button, drawn afresh. */
static SDL_Rect technician(void)
{
    draw();
    SDL_Rect r;
    if (!trts_find_button(_("Technician"), &r))
        fail_msg("no Technician button");
    return r;
}

/* Macro of one round, then the next with an enemy in the mining area (a
 * "Contested" hint two lines long), then the one after with the enemy gone:
 * once the hints have been tall, Technician stays where it was. */
static void panel_buttons_stay(int w, int h)
{
    trts_screen *c = open_duel(w, h);
    trts_state *s = &c->st;
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    int mine = -1;
    for (int a = 0; a < s->map->n_areas && mine < 0; a++) {
        trts_income_area_info in;
        trts_income_area(s, 0, s->round + 1, a, &in);
        if (in.minerals > 0)
            mine = a;
    }
    assert_true(mine >= 0);
    SDL_Rect first = technician();
    int enemy = trts_state_place_unit(s, 1, 0, mine);
    assert_true(enemy >= 0);
    unsigned held = s->markers[mine];
    s->markers[mine] |= 1u << 1;
    s->round++;
    draw();
    assert_true(drawn(_("Contested")));
    SDL_Rect tall = technician();
    trts_shot("t19b", "contested", false);
    assert_true(tall.y >= first.y);
    s->pieces[enemy].alive = false;
    s->markers[mine] = held;
    s->round++;
    draw();
    assert_false(drawn(_("Contested")));
    SDL_Rect after = technician();
    trts_shot("t19b", "after", false);
    if (!same_rect(tall, after))
        fail_msg("Technician moved from y=%d to y=%d between two rounds", tall.y, after.y);
    app_free(&off);
}

/* An area's card over the map's foot is drawn after (over) the Legend
 * button (play-test 16, shot 065: the button over the card's lines). */
static void test_card_over_legend_button(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    int a = trts_map_find_area(c->st.map, "s-main");
    assert_true(a >= 0);
    draw();
    float x, y;
    areamap_camera_to_screen(&c->cam, c->model.nodes[a].x, c->model.nodes[a].y, &x, &y);
    mouse_at(UI_EV_MOUSE_MOVE, (int)x + 30, (int)y + 20);
    draw();
    assert_int_equal(c->hover, a);
    const char *button = strstr(frame_text, _("Legend (L)")), *card = strstr(frame_text, _("Building slots"));
    if (!card)
        card = strstr(frame_text, "mineral fields");
    assert_non_null(button);
    assert_non_null(card);
    if (button > card)
        fail_msg("the Legend button is drawn after (over) the area's card");
    trts_shot("t19b", "card", false);
    app_free(&off);
}

static void test_buttons_stay_1280(void **state)
{
    (void)state;
    panel_buttons_stay(1280, 800);
}

static void test_buttons_stay_800(void **state)
{
    (void)state;
    panel_buttons_stay(800, 560);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_buttons_stay_1280),
        cmocka_unit_test(test_buttons_stay_800),
        cmocka_unit_test(test_card_over_legend_button),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
