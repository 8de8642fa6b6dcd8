/*
 * The campaign's event log, written: each line of a resolution typed, placed
 * on its location and seen by the seats that may see it (evlog), what all may
 * read also kept for the public panel's list (c->log). Below the screens that
 * tell (flow.c, reveal_told.c, aftermath.c) and the report that reads it back
 * (report.c).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"

evlog_entry *campaign_event(campaign_screen *c, evlog_kind kind, uint64_t visible, uint64_t loss, int loc,
                            const char *fmt, ...)
{
    char line[EVLOG_TEXT_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    evlog_entry *e = evlog_add(&c->events, c->event_turn > 0 ? c->event_turn : c->st.turn, kind, visible, "%s", line);
    if (e) {
        e->loss = loss;
        if (loc >= 0 && loc < c->map.n_locations)
            evlog_entry_at(e, (float)c->map.locations[loc].x, (float)c->map.locations[loc].y);
    }
    /* What everyone may read is also the public panel's list. */
    if (visible == EVLOG_ALL && c->n_log < CAMPAIGN_LOG_LINES)
        campaign_clip(c->log[c->n_log++], sizeof c->log[0], line, (int)sizeof c->log[0] - 1);
    return e;
}

evlog_entry *campaign_say(campaign_screen *c, evlog_kind kind, uint64_t visible, uint64_t loss, int loc,
                          const char *ctx, const char *id, const char *plural, unsigned long n, ...)
{
    va_list ap;
    va_start(ap, n);
    evlog_entry *e = evlog_worded(
        evlog_vsay(&c->events, c->event_turn > 0 ? c->event_turn : c->st.turn, kind, visible, ctx, id, plural, n, ap));
    va_end(ap);
    if (e) {
        e->loss = loss;
        if (loc >= 0 && loc < c->map.n_locations)
            evlog_entry_at(e, (float)c->map.locations[loc].x, (float)c->map.locations[loc].y);
        if (visible == EVLOG_ALL && c->n_log < CAMPAIGN_LOG_LINES)
            campaign_clip(c->log[c->n_log++], sizeof c->log[0], e->text, (int)sizeof c->log[0] - 1);
    }
    return e;
}
