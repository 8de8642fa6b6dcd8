/*
 * Play-test 11 (Campaign, S/b6-zoom.png): a battle's result labels on the map
 * (the winner's banner, each side's losses) covered the place's name and the
 * enemy's banner. They now go as one block round the clash's ring, clear of
 * every name, token, mark and banner the map draws (areamap_view_part_boxes),
 * at 1280 x 800 and at 800 x 560.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_downtime_util.h"
#include "client_test_util.h"

static void check_clear(campaign_screen *c, int w, int h)
{
    client_set_size(&the_app, w, h);
    client_look(&the_app, "campaign-clash-labels"); /* tmp/shots/, to look at */
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    const campaign_location *l = &c->map.locations[c->clash.loc];
    float x, y;
    areamap_camera_to_screen(&c->cam, (float)l->x, (float)l->y, &x, &y);
    char text[3][120];
    snprintf(text[0], sizeof text[0], _("%s wins"), campaign_seat_label(0));
    snprintf(text[1], sizeof text[1], P_("%s: −%d unit", "%s: −%d units", 2), campaign_seat_label(1), 2);
    snprintf(text[2], sizeof text[2], _("%s: no loss"), campaign_seat_label(0));
    SDL_Rect block = campaign_clash_block(&u, c, x, y, text), in;
    enum { MAX_PARTS = 1024 };
    static SDL_Rect parts[MAX_PARTS];
    int n = areamap_view_part_boxes(&u, &c->cam, &c->model, parts, MAX_PARTS);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        if (SDL_IntersectRect(&block, &parts[i], &in))
            fail_msg("%dx%d: the battle's labels (%d,%d %dx%d) cover a part of the map (%d,%d %dx%d)", w, h, block.x,
                     block.y, block.w, block.h, parts[i].x, parts[i].y, parts[i].w, parts[i].h);
    /* Nor the clash's ring at the place. */
    int ring = (int)(30.0f * the_app.scale);
    SDL_Rect r = ui_rect((int)x - ring, (int)y - ring, 2 * ring, 2 * ring);
    assert_false(SDL_IntersectRect(&block, &r, &in));
    /* Whole in the window. */
    assert_true(block.x >= 0 && block.y >= 0 && block.x + block.w <= w && block.y + block.h <= h);
}

static void test_labels_clear_of_name_and_banners(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca13b-labels");
    /* Both sides' armies at the place of the battle, as after a fight. */
    campaign_forces *f = &c->st.forces;
    int loc = f->armies[0].loc, other = -1;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player != f->armies[0].player)
            other = i;
    assert_true(other >= 0);
    f->armies[other].loc = (int8_t)loc;
    int players[2] = { 1, 0 }, lost[2] = { 2, 0 };
    campaign_clash_set(c, loc, players, lost, 0);
    c->step = CSTEP_DUEL_DONE;
    c->cover = false;
    c->clash.t = campaign_clash_total();
    assert_true(campaign_clash_shown(c));
    check_clear(c, 1280, 800);
    check_clear(c, 800, 560);
    client_set_size(&the_app, 1280, 800);
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_labels_clear_of_name_and_banners),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
