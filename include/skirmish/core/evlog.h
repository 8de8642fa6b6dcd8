/*
 * The event log of the area-map games (Conquest, Campaign, TRTS), built once:
 * what happened, turn after turn, each entry with who may see it, whom it costs
 * something, who has looked at it, and where on the map it is. The game writes
 * entries after each resolution: an entry keeps its untranslated message (the
 * msgid, its context and plural, and its arguments, the translatable names among
 * them marked as such) so the client words it in the language of the moment when
 * it draws it (evlog_msg_format, given the client's translation); an entry
 * written the old way (evlog_add) keeps only its finished text. Each entry
 * remembers which seats have looked at it, so the turn report is "what changed
 * since you last looked", and an entry about a seat's own action is seen by that
 * seat from the start (the writer says so: evlog_entry_seen_by).
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

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EVLOG_TEXT_MAX 640
#define EVLOG_ALL UINT64_MAX  /* every seat may see it */
#define EVLOG_CTX_MAX 48      /* a message's context */
#define EVLOG_ID_MAX 400      /* a msgid (and its plural) */
#define EVLOG_ARGS_MAX 8
#define EVLOG_POOL_MAX 400    /* the text of all string arguments of an entry */
/* A string argument that begins with this byte is a translatable name (a place,
 * a unit kind, a faction): the rest is "context\004name" or "name", stored
 * untranslated and translated when shown. The client marks them (evlog_name). */
#define EVLOG_NAME_MARK '\035'

typedef enum evlog_kind {
    EVLOG_CAPTURE,      /* an area changed hands (or a neutral one was taken) */
    EVLOG_LOSS,         /* told to the seat that lost it (the notice) */
    EVLOG_ENGAGEMENT,   /* forces met: who came from where */
    EVLOG_BATTLE,       /* a fight and its result */
    EVLOG_PRODUCTION,   /* something finished or grew */
    EVLOG_ELIMINATION,
    EVLOG_INFO
} evlog_kind;

typedef enum evlog_arg_type {
    EVLOG_ARG_INT,      /* %d %i %u %x %c, with h, l or ll */
    EVLOG_ARG_REAL,     /* %f %g %e */
    EVLOG_ARG_TEXT,     /* %s: text as written */
    EVLOG_ARG_NAME      /* %s: a translatable name (ctx "\004" name, or name) */
} evlog_arg_type;

typedef struct evlog_arg {
    evlog_arg_type type;
    long long i;
    double r;
    int text;           /* TEXT, NAME: offset of its text in the message's pool */
} evlog_arg;

/* An untranslated message: id "" when the entry has only its finished text. */
typedef struct evlog_msg {
    char ctx[EVLOG_CTX_MAX];     /* "" for none */
    char id[EVLOG_ID_MAX];
    char plural[EVLOG_ID_MAX];   /* "" for none: else the form follows n */
    unsigned long n;
    int n_args;
    evlog_arg args[EVLOG_ARGS_MAX];
    char pool[EVLOG_POOL_MAX];
} evlog_msg;

typedef struct evlog_entry {
    int turn;
    evlog_kind kind;
    uint64_t visible;   /* seats allowed to see it */
    uint64_t loss;      /* seats it costs something: a notice for them */
    uint64_t seen;      /* seats that have looked at it (or whose own action it is) */
    bool has_pos;
    float x, y;         /* world position to centre the map on */
    char text[EVLOG_TEXT_MAX]; /* the words as written (the msgid's, untranslated, for a message) */
    evlog_msg msg;
} evlog_entry;

typedef struct evlog {
    evlog_entry *items;
    int n, cap;
    bool rounds;        /* its turns are rounds: rows read "Round 12", not "T12" (TRTS) */
} evlog;

/* How the client translates, for evlog_msg_format (the core has no gettext):
 * message: the msgid (or its plural form for n) in the current language; name:
 * a marked name in the current language. Either may be NULL (untranslated). */
typedef struct evlog_tr {
    const char *(*message)(const char *ctx, const char *id, const char *plural, unsigned long n);
    const char *(*name)(const char *ctx, const char *name);
} evlog_tr;

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
/* A new entry keeping its message untranslated: ctx (NULL or "" for none), the
 * msgid, its plural (NULL for none) chosen by n, and the arguments the msgid's
 * conversions name (%s %d %lld %u %f ...; a %s whose text begins with
 * EVLOG_NAME_MARK is a translatable name). Its text is the message worded
 * untranslated (the client words it again in its language). NULL when out of
 * memory, or when the msgid has more than EVLOG_ARGS_MAX conversions. */
evlog_entry *evlog_say(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *ctx, const char *id,
                       const char *plural, unsigned long n, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 9)))
#endif
    ;
/* The same with the arguments in a va_list (a writer's own varargs). */
evlog_entry *evlog_vsay(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *ctx, const char *id,
                        const char *plural, unsigned long n, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 0)))
#endif
    ;
/* The message worded: its translation (tr's, or the msgid itself) with its
 * arguments put in (positional "%2$s" conversions too), names translated by tr;
 * the entry's text when it has no message. Cut at a character's boundary. */
void evlog_entry_format(const evlog_entry *e, const evlog_tr *tr, char *out, size_t size);
/* Sets *m (cleared first) to a message as evlog_vsay keeps it: false when its
 * arguments do not fit. */
bool evlog_msg_vset(evlog_msg *m, const char *ctx, const char *id, const char *plural, unsigned long n, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 0)))
#endif
    ;
/* A message worded (as evlog_entry_format). */
void evlog_msg_format(const evlog_msg *m, const evlog_tr *tr, char *out, size_t size);
/* Adds an argument to a message (a save's): false when it does not fit. */
bool evlog_msg_add_arg(evlog_msg *m, evlog_arg_type type, long long i, double r, const char *text);
void evlog_entry_at(evlog_entry *e, float x, float y);
/* These seats have looked at the entry already (its writer's own action). */
void evlog_entry_seen_by(evlog_entry *e, uint64_t seats);
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
