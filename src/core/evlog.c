/* The event log's entries, their untranslated messages and who has looked at
 * what (skirmish/core/evlog.h). */
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
}

/* Copies src into dst (size bytes), cut where a character begins (the saves
 * keep valid text). */
static void copy_cut(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(dst, src, n);
    dst[n] = '\0';
}

static evlog_entry *new_entry(evlog *log, int turn, evlog_kind kind, uint64_t visible)
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
    return e;
}

evlog_entry *evlog_add(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *fmt, ...)
{
    evlog_entry *e = new_entry(log, turn, kind, visible);
    if (e == NULL)
        return NULL;
    char full[EVLOG_TEXT_MAX * 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(full, sizeof full, fmt, ap);
    va_end(ap);
    copy_cut(e->text, sizeof e->text, full);
    return e;
}

/* One printf conversion of a message: where it begins (after '%') and ends,
 * its argument (-1 for "%%"; a 0-based position when written "%2$s"), the
 * flags, width and precision as written, and its conversion character. */
typedef struct conversion {
    int position;       /* from "n$", else -1 */
    char spec[24];      /* flags, width, precision */
    int longs;          /* l: 1, ll: 2 */
    char conv;          /* d i u x X o c f g e s, or '%' */
    const char *end;
} conversion;

static bool parse_conversion(const char *p, conversion *c)
{
    memset(c, 0, sizeof *c);
    c->position = -1;
    if (*p == '%') {
        c->conv = '%';
        c->end = p + 1;
        return true;
    }
    const char *q = p;
    int num = 0;
    while (*q >= '0' && *q <= '9')
        num = num * 10 + (*q++ - '0');
    if (*q == '$' && q > p && num > 0) {
        c->position = num - 1;
        p = q + 1;
    }
    size_t k = 0;
    while (*p && strchr("-+ #0'123456789.", *p)) {
        if (k + 1 < sizeof c->spec && *p != '\'')
            c->spec[k++] = *p;
        p++;
    }
    while (*p == 'h' || *p == 'l' || *p == 'z' || *p == 'j' || *p == 't' || *p == 'L')
        c->longs += *p++ == 'l';
    if (*p == '\0' || !strchr("diuxXocfFgGeEs", *p))
        return false;
    c->conv = *p;
    c->end = p + 1;
    return true;
}

static bool int_conv(char c) { return strchr("diuxXoc", c) != NULL; }

bool evlog_msg_add_arg(evlog_msg *m, evlog_arg_type type, long long i, double r, const char *text)
{
    if (m->n_args >= EVLOG_ARGS_MAX)
        return false;
    evlog_arg *a = &m->args[m->n_args];
    memset(a, 0, sizeof *a);
    a->type = type;
    a->i = i;
    a->r = r;
    if (type == EVLOG_ARG_TEXT || type == EVLOG_ARG_NAME) {
        size_t used = 0;
        for (int k = 0; k < m->n_args; k++)
            if (m->args[k].type == EVLOG_ARG_TEXT || m->args[k].type == EVLOG_ARG_NAME)
                used = (size_t)m->args[k].text + strlen(m->pool + m->args[k].text) + 1;
        if (used >= sizeof m->pool)
            return false;
        a->text = (int)used;
        copy_cut(m->pool + used, sizeof m->pool - used, text ? text : "");
    }
    m->n_args++;
    return true;
}

evlog_entry *evlog_say(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *ctx, const char *id,
                       const char *plural, unsigned long n, ...)
{
    va_list ap;
    va_start(ap, n);
    evlog_entry *e = evlog_vsay(log, turn, kind, visible, ctx, id, plural, n, ap);
    va_end(ap);
    return e;
}

bool evlog_msg_vset(evlog_msg *m, const char *ctx, const char *id, const char *plural, unsigned long n, va_list ap)
{
    memset(m, 0, sizeof *m);
    copy_cut(m->ctx, sizeof m->ctx, ctx ? ctx : "");
    copy_cut(m->id, sizeof m->id, id);
    copy_cut(m->plural, sizeof m->plural, plural ? plural : "");
    m->n = n;
    for (const char *p = id; (p = strchr(p, '%')) != NULL;) {
        conversion c;
        if (!parse_conversion(p + 1, &c))
            break;
        p = c.end;
        if (c.conv == '%')
            continue;
        bool ok;
        if (c.conv == 's') {
            const char *s = va_arg(ap, const char *);
            bool name = s && s[0] == EVLOG_NAME_MARK;
            ok = evlog_msg_add_arg(m, name ? EVLOG_ARG_NAME : EVLOG_ARG_TEXT, 0, 0, s ? s + name : "(null)");
        } else if (int_conv(c.conv)) {
            long long v = c.longs >= 2 ? va_arg(ap, long long) : c.longs == 1 ? va_arg(ap, long) : va_arg(ap, int);
            ok = evlog_msg_add_arg(m, EVLOG_ARG_INT, v, 0, NULL);
        } else {
            ok = evlog_msg_add_arg(m, EVLOG_ARG_REAL, 0, va_arg(ap, double), NULL);
        }
        if (!ok)
            return false;
    }
    return true;
}

evlog_entry *evlog_vsay(evlog *log, int turn, evlog_kind kind, uint64_t visible, const char *ctx, const char *id,
                        const char *plural, unsigned long n, va_list ap)
{
    evlog_entry *e = new_entry(log, turn, kind, visible);
    if (e == NULL)
        return NULL;
    if (!evlog_msg_vset(&e->msg, ctx, id, plural, n, ap)) { /* the message cannot be kept whole: not written */
        log->n--;
        return NULL;
    }
    evlog_entry_format(e, NULL, e->text, sizeof e->text);
    return e;
}

/* Appends text to out (which holds *len bytes of size). */
static void append(char *out, size_t size, size_t *len, const char *text, size_t n)
{
    if (*len + 1 >= size)
        return;
    if (n > size - 1 - *len)
        n = size - 1 - *len;
    memcpy(out + *len, text, n);
    *len += n;
    out[*len] = '\0';
}

/* A marked name in the current language. */
static const char *name_words(const evlog_tr *tr, const char *stored, char *buf, size_t size)
{
    const char *sep = strchr(stored, '\004');
    char ctx[EVLOG_CTX_MAX] = "";
    const char *name = stored;
    if (sep) {
        size_t k = (size_t)(sep - stored) < sizeof ctx - 1 ? (size_t)(sep - stored) : sizeof ctx - 1;
        memcpy(ctx, stored, k);
        ctx[k] = '\0';
        name = sep + 1;
    }
    const char *out = tr && tr->name ? tr->name(ctx[0] ? ctx : NULL, name) : name;
    snprintf(buf, size, "%s", out ? out : name);
    return buf;
}

void evlog_entry_format(const evlog_entry *e, const evlog_tr *tr, char *out, size_t size)
{
    if (size == 0)
        return;
    if (e->msg.id[0] == '\0') {
        if (out != e->text)
            copy_cut(out, size, e->text);
        return;
    }
    evlog_msg_format(&e->msg, tr, out, size);
}

void evlog_msg_format(const evlog_msg *m, const evlog_tr *tr, char *out, size_t size)
{
    if (size == 0)
        return;
    if (m->id[0] == '\0') { /* no message */
        out[0] = '\0';
        return;
    }
    const char *plural = m->plural[0] ? m->plural : NULL;
    const char *tmpl = tr && tr->message ? tr->message(m->ctx[0] ? m->ctx : NULL, m->id, plural, m->n) : NULL;
    if (tmpl == NULL)
        tmpl = plural && m->n != 1 ? plural : m->id;
    char full[EVLOG_TEXT_MAX * 2];
    size_t len = 0;
    full[0] = '\0';
    int next = 0;
    for (const char *p = tmpl; *p;) {
        const char *pc = strchr(p, '%');
        if (pc == NULL) {
            append(full, sizeof full, &len, p, strlen(p));
            break;
        }
        append(full, sizeof full, &len, p, (size_t)(pc - p));
        conversion c;
        if (!parse_conversion(pc + 1, &c)) { /* not a conversion: as written */
            append(full, sizeof full, &len, "%", 1);
            p = pc + 1;
            continue;
        }
        p = c.end;
        if (c.conv == '%') {
            append(full, sizeof full, &len, "%", 1);
            continue;
        }
        int k = c.position >= 0 ? c.position : next++;
        if (k >= m->n_args)
            continue;
        const evlog_arg *a = &m->args[k];
        char one[EVLOG_TEXT_MAX], f[40];
        if (a->type == EVLOG_ARG_INT) {
            if (c.conv == 'c')
                snprintf(one, sizeof one, "%c", (int)a->i);
            else {
                snprintf(f, sizeof f, "%%%sll%c", c.spec, int_conv(c.conv) ? c.conv : 'd');
                snprintf(one, sizeof one, f, a->i);
            }
        } else if (a->type == EVLOG_ARG_REAL) {
            snprintf(f, sizeof f, "%%%s%c", c.spec, int_conv(c.conv) || c.conv == 's' ? 'g' : c.conv);
            snprintf(one, sizeof one, f, a->r);
        } else {
            char buf[EVLOG_TEXT_MAX];
            const char *s = m->pool + a->text;
            if (a->type == EVLOG_ARG_NAME)
                s = name_words(tr, s, buf, sizeof buf);
            snprintf(f, sizeof f, "%%%ss", c.conv == 's' ? c.spec : "");
            snprintf(one, sizeof one, f, s);
        }
        append(full, sizeof full, &len, one, strlen(one));
    }
    copy_cut(out, size, full);
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

void evlog_entry_seen_by(evlog_entry *e, uint64_t seats)
{
    if (e != NULL)
        e->seen |= seats;
}

bool evlog_visible(const evlog *log, int i, int seat)
{
    return i >= 0 && i < log->n && (log->items[i].visible & evlog_seat_bit(seat)) != 0;
}

/* Whether this seat may see entry i and has not looked at it. */
static bool unseen(const evlog *log, int i, int seat)
{
    return evlog_visible(log, i, seat) && (log->items[i].seen & evlog_seat_bit(seat)) == 0;
}

int evlog_unseen(const evlog *log, int seat, int *index, int max)
{
    if (seat < 0 || seat >= 64)
        return 0;
    int k = 0;
    for (int i = 0; i < log->n; i++)
        if (unseen(log, i, seat)) {
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
    for (int i = 0; i < log->n; i++)
        k += unseen(log, i, seat) && (log->items[i].loss & evlog_seat_bit(seat)) != 0;
    return k;
}

void evlog_mark_seen(evlog *log, int seat)
{
    for (int i = 0; i < log->n; i++)
        log->items[i].seen |= evlog_seat_bit(seat);
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
