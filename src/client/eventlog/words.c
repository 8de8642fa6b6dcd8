/* The event log's entries worded in the language of the moment (words.h). */
#include "eventlog/words.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"

const char *evlog_name(const char *ctx, const char *name)
{
    static char ring[16][EVLOG_CTX_MAX + 160];
    static int next;
    if (name == NULL || name[0] == '\0')
        return "";
    char *out = ring[next];
    next = (next + 1) % 16;
    if (ctx && ctx[0])
        snprintf(out, sizeof ring[0], "%c%s\004%s", EVLOG_NAME_MARK, ctx, name);
    else
        snprintf(out, sizeof ring[0], "%c%s", EVLOG_NAME_MARK, name);
    return out;
}

static const char *message(const char *ctx, const char *id, const char *plural, unsigned long n)
{
    char key[EVLOG_CTX_MAX + EVLOG_ID_MAX + 2];
    const char *k = id;
    if (ctx) {
        snprintf(key, sizeof key, "%s\004%s", ctx, id);
        k = key;
    }
    if (plural == NULL)
        return ctx ? i18n_pgettext(k, id) : gettext(id);
    const char *t = ngettext(k, plural, n);
    if (t == k) /* untranslated: the msgid's own form */
        return n == 1 ? id : plural;
    return t;
}

static struct {
    char ctx[EVLOG_CTX_MAX];
    evlog_namer fn;
} namers[8];

void evlog_set_namer(const char *ctx, evlog_namer fn)
{
    int free_slot = -1;
    for (int i = 0; i < 8; i++) {
        if (namers[i].fn && strcmp(namers[i].ctx, ctx) == 0) {
            namers[i].fn = fn;
            return;
        }
        if (!namers[i].fn && free_slot < 0)
            free_slot = i;
    }
    if (free_slot >= 0 && fn) {
        snprintf(namers[free_slot].ctx, sizeof namers[free_slot].ctx, "%s", ctx);
        namers[free_slot].fn = fn;
    }
}

static const char *name(const char *ctx, const char *text)
{
    for (int i = 0; ctx && i < 8; i++)
        if (namers[i].fn && strcmp(namers[i].ctx, ctx) == 0)
            return namers[i].fn(text);
    if (ctx == NULL)
        return i18n_content(text);
    char key[EVLOG_CTX_MAX + 200];
    snprintf(key, sizeof key, "%s\004%s", ctx, text);
    const char *t = i18n_pgettext(key, text);
    return t == key ? text : t;
}

const evlog_tr *evlog_translation(void)
{
    static const evlog_tr tr = { message, name };
    return &tr;
}

void evlog_words(const evlog_entry *e, char *out, size_t size)
{
    evlog_entry_format(e, evlog_translation(), out, size);
    if (e->msg.id[0])
        i18n_elide(out);
}

void evlog_msg_words(const evlog_msg *m, char *out, size_t size)
{
    evlog_msg_format(m, evlog_translation(), out, size);
    i18n_elide(out);
}

evlog_entry *evlog_worded(evlog_entry *e)
{
    if (e && e->msg.id[0]) {
        char text[EVLOG_TEXT_MAX];
        evlog_words(e, text, sizeof text);
        memcpy(e->text, text, sizeof text);
    }
    return e;
}
