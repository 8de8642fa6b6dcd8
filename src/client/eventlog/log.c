/* The event log's entries and who has looked at what (log.h). */
#include "eventlog/log.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void evlog_init(evlog *log) { memset(log, 0, sizeof *log); }

void evlog_free(evlog *log)
{
    free(log->items);
    evlog_init(log);
}

void evlog_clear(evlog *log)
{
    log->n = 0;
    memset(log->seen, 0, sizeof log->seen);
}

evlog_entry *evlog_add(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *fmt, ...)
{
    if (log->n == log->cap) {
        int cap = log->cap ? log->cap * 2 : 64;
        evlog_entry *grown = realloc(log->items, (size_t)cap * sizeof *grown);
        if (grown == NULL)
            return NULL;
        log->items = grown;
        log->cap = cap;
    }
    evlog_entry *e = &log->items[log->n++];
    memset(e, 0, sizeof *e);
    e->turn = turn;
    e->kind = kind;
    e->visible = visible;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->text, sizeof e->text, fmt, ap);
    va_end(ap);
    return e;
}

void evlog_entry_at(evlog_entry *e, float x, float y)
{
    if (e == NULL)
        return;
    e->has_pos = true;
    e->x = x;
    e->y = y;
}

bool evlog_visible(const evlog *log, int i, int seat)
{
    return i >= 0 && i < log->n && (log->items[i].visible & evlog_seat_bit(seat)) != 0;
}

int evlog_unseen(const evlog *log, int seat, int *index, int max)
{
    if (seat < 0 || seat >= 64)
        return 0;
    int k = 0;
    for (int i = log->seen[seat]; i < log->n; i++)
        if (evlog_visible(log, i, seat)) {
            if (k < max)
                index[k] = i;
            k++;
        }
    return k;
}

int evlog_unseen_losses(const evlog *log, int seat)
{
    if (seat < 0 || seat >= 64)
        return 0;
    int k = 0;
    for (int i = log->seen[seat]; i < log->n; i++)
        k += evlog_visible(log, i, seat) && (log->items[i].loss & evlog_seat_bit(seat)) != 0;
    return k;
}

void evlog_mark_seen(evlog *log, int seat)
{
    if (seat >= 0 && seat < 64)
        log->seen[seat] = log->n;
}

int evlog_history(const evlog *log, int seat, int *index, int max)
{
    int k = 0;
    for (int i = log->n - 1; i >= 0; i--)
        if (evlog_visible(log, i, seat)) {
            if (k < max)
                index[k] = i;
            k++;
        }
    return k;
}
