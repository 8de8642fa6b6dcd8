/*
 * hCa19 (play-test 16), the Campaign's screens:
 * - minor 4: hot-seat, a crash right after Player 1's "Downtime done" (the
 *   screen already handed to Player 2): Continue resumes at Player 2's cover,
 *   not at Player 1's Downtime again. The hand-over is autosaved.
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_downtime_handover_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
