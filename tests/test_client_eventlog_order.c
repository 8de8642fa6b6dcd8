/*
 * The turn report's order within a turn (src/client/eventlog/panel.c), without
 * a window: who is out of the game reads after the captures and fights that put
 * it out, in the order the rules played them (play-test 6: "Computer 3 is out of
 * the game" came first, before the captures that caused it). Since play-test 11
 * every line of a turn reads in the order it happened (the report "read
 * backwards"): the reader's own losses are counted in the red notice above the
 * report, not moved to the top.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "eventlog/panel.h"
#include "skirmish/core/evlog.h"

/* A turn as the rules play it: a routine line, two captures, then the
 * elimination they cause; the rows read in that order, so the first row with
 * a place on the map is the routine line's, and the elimination is last. */
static void test_elimination_after_its_captures(void **state)
{
    (void)state;
    evlog log;
    evlog_init(&log);
    evlog_entry_at(evlog_add(&log, 4, EVLOG_ENGAGEMENT, EVLOG_ALL, "Bob reinforced Ashford"), 5, 5);
    evlog_entry *first = evlog_add(&log, 4, EVLOG_CAPTURE, EVLOG_ALL, "Bob took Elmholm");
    evlog_entry_at(first, 10, 20);
    evlog_entry_at(evlog_add(&log, 4, EVLOG_CAPTURE, EVLOG_ALL, "Bob took Ivymere"), 30, 40);
    evlog_entry_at(evlog_add(&log, 4, EVLOG_ELIMINATION, EVLOG_ALL, "Computer 3 is out of the game"), 30, 40);
    assert_int_equal(evlog_report_first_placed(&log, 0), 0);
    evlog_free(&log);
}

/* The reader's own loss reads where it happened, for every seat alike. */
static void test_own_loss_in_its_place(void **state)
{
    (void)state;
    evlog log;
    evlog_init(&log);
    evlog_entry_at(evlog_add(&log, 4, EVLOG_CAPTURE, EVLOG_ALL, "Bob took Elmholm"), 10, 20);
    evlog_entry_at(evlog_add(&log, 4, EVLOG_ELIMINATION, EVLOG_ALL, "Computer 3 is out of the game"), 30, 40);
    evlog_entry *mine = evlog_add(&log, 4, EVLOG_LOSS, EVLOG_ALL, "You lost Kelcombe");
    evlog_entry_at(mine, 50, 60);
    mine->loss = evlog_seat_bit(0);
    assert_int_equal(evlog_report_first_placed(&log, 0), 0);
    assert_int_equal(evlog_report_first_placed(&log, 1), 0);
    evlog_free(&log);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_elimination_after_its_captures),
        cmocka_unit_test(test_own_loss_in_its_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
