/*
 * hCa19 (play-test 16), the Campaign's screens:
 * - minor 4: hot-seat, a crash right after Player 1's "Downtime done" (the
 *   screen already handed to Player 2): Continue resumes at Player 2's cover,
 *   not at Player 1's Downtime again. The hand-over is autosaved.
 * - polish 10: Esc with the legend open closes the legend; the next Esc opens
 *   the menu.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void test_downtime_handover_kept(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca19-handover");
    pass_cover(0);
    click_button("Downtime done");
    assert_true(c->cover);
    assert_int_equal(c->seat, 1);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    crash_and_continue(); /* no save but the autosave */
    c = cs();
    assert_non_null(c);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_true(c->cover);
    assert_int_equal(c->seat, 1);
    assert_true(c->done[0]);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_esc_closes_legend(void **state)
{
    (void)state;
    start_tiny_campaign("ca19-legend");
    pass_cover(0);
    press_key(UI_KEY_L);
    client_draw_at(&the_app, "ca19-legend", 1280, 800);
    assert_true(client_was_drawn(_("Route")));
    press_key(UI_KEY_ESCAPE);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    client_draw_at(&the_app, "ca19-legend-closed", 1280, 800);
    assert_false(client_was_drawn(_("Route")));
    press_key(UI_KEY_ESCAPE);
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_downtime_handover_kept),
        cmocka_unit_test(test_esc_closes_legend),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
