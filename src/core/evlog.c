/* The event log's entries and who has looked at what (skirmish/core/evlog.h). */
#include "skirmish/core/evlog.h"

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
    char full[EVLOG_TEXT_MAX * 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(full, sizeof full, fmt, ap);
    va_end(ap);
    size_t n = strlen(full);
    if (n >= sizeof e->text) { /* cut where a character begins (the saves keep valid text) */
        n = sizeof e->text - 1;
        while (n > 0 && ((unsigned char)full[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(e->text, full, n);
    e->text[n] = '\0';
    return e;
}

bool evlog_copy(evlog *dst, const evlog *src)
{
    evlog_clear(dst);
    if (src->n > dst->cap) {
        evlog_entry *grown = realloc(dst->items, (size_t)src->n * sizeof *grown);
        if (grown == NULL)
            return false;
        dst->items = grown;
        dst->cap = src->n;
    }
    if (src->n > 0)
        memcpy(dst->items, src->items, (size_t)src->n * sizeof *src->items);
    dst->n = src->n;
    memcpy(dst->seen, src->seen, sizeof dst->seen);
    return true;
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
