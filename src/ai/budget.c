/*
 * A decision's budget: the work count, the clock and the cancel flag that tell a
 * computer player to stop thinking. Below both the levels' front door (ai.c) and
 * the search (search.c), which each spend it; it calls neither.
 */
#define _POSIX_C_SOURCE 199309L
#include <time.h>

#include "ai_internal.h"

double ai_now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool ai_budget_spent(ai_budget *b)
{
    if (b->stopped)
        return true;
    if (b->work >= b->limit) {
        b->stopped = true;
        return true;
    }
    /* The clock and the cancel flag are looked at every few hundred work units:
     * cheap, and still a fraction of a millisecond apart. */
    if (b->work >= b->next_check) {
        b->next_check = b->work + 256;
        if (b->cancel && atomic_load(b->cancel)) {
            b->stopped = b->cancelled = true;
            return true;
        }
        if (b->deadline > 0 && ai_now_seconds() > b->deadline) {
            b->stopped = b->clock_stopped = true;
            return true;
        }
    }
    return false;
}
