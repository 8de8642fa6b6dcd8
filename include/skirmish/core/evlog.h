/*
 * The event log of the area-map games (Conquest, Campaign, TRTS), built once:
 * what happened, turn after turn, in the player's language, each entry with
 * who may see it, whom it costs something, and where on the map it is. The
 * game writes entries after each resolution (already worded, with names and
 * place labels); the log remembers, per seat, how far that seat has looked, so
 * the turn report is "what changed since you last looked".
 *
 * Hidden information holds here: an entry carries the seats allowed to see it
 * (a mask of up to 64 seats), and every reading function takes the seat it
 * reads for. A hot-seat game reads for the seat behind the cover only once
 * that seat has taken the screen. Pure C, no SDL and no I/O, so the rules'
 * neighbours can hold it: the client writes and draws it (src/client/eventlog),
 * the saves keep it (skirmish/data/evlog_file.h).
 */
#ifndef SKIRMISH_CORE_EVLOG_H
#define SKIRMISH_CORE_EVLOG_H

#include <stdbool.h>
#include <stdint.h>

#define EVLOG_TEXT_MAX 320
#define EVLOG_ALL UINT64_MAX  /* every seat may see it */

typedef enum evlog_kind {
    EVLOG_CAPTURE,      /* an area changed hands (or a neutral one was taken) */
    EVLOG_LOSS,         /* told to the seat that lost it (the notice) */
    EVLOG_ENGAGEMENT,   /* forces met: who came from where */
    EVLOG_BATTLE,       /* a fight and its result */
    EVLOG_PRODUCTION,   /* something finished or grew */
    EVLOG_ELIMINATION,
    EVLOG_INFO
} evlog_kind;

typedef struct evlog_entry {
    int turn;
    evlog_kind kind;
    uint64_t visible;   /* seats allowed to see it */
    uint64_t loss;      /* seats it costs something: a notice for them */
    bool has_pos;
    float x, y;         /* world position to centre the map on */
    char text[EVLOG_TEXT_MAX];
} evlog_entry;

typedef struct evlog {
    evlog_entry *items;
    int n, cap;
    int seen[64];       /* per seat: the entries before this index have been looked at */
    bool rounds;        /* its turns are rounds: rows read "Round 12", not "T12" (TRTS) */
} evlog;

void evlog_init(evlog *log);
void evlog_free(evlog *log);
void evlog_clear(evlog *log);

/* A new entry (printf-style text, cut to EVLOG_TEXT_MAX - 1 bytes at a UTF-8
 * character's boundary); NULL when out of memory (the game goes on without it). */
evlog_entry *evlog_add(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
void evlog_entry_at(evlog_entry *e, float x, float y);
/* Makes dst (initialised) a copy of src, entries and what each seat has read;
 * false (dst empty) when out of memory. */
bool evlog_copy(evlog *dst, const evlog *src);

static inline uint64_t evlog_seat_bit(int seat)
{
    return seat >= 0 && seat < 64 ? UINT64_C(1) << seat : 0;
}

/* Whether this seat may see entry i. */
bool evlog_visible(const evlog *log, int i, int seat);
/* The entries this seat may see that it has not looked at yet: their indices
 * into items (oldest first), at most max; returns how many there are in all. */
int evlog_unseen(const evlog *log, int seat, int *index, int max);
/* How many of those cost this seat something (the notice). */
int evlog_unseen_losses(const evlog *log, int seat);
/* The seat has looked at everything so far. */
void evlog_mark_seen(evlog *log, int seat);
/* Every entry this seat may see, newest first, at most max; returns how many. */
int evlog_history(const evlog *log, int seat, int *index, int max);

#endif
