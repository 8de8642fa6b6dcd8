/*
 * Translation inside the rules cores, which may not read catalogues themselves:
 * the program installs a translator (the client: gettext) and the cores' few
 * sentences for people (the match log, the reasons an action is refused) pass
 * through it. Without one, everything stays in English, which is what the
 * command line's exact outputs need.
 *
 * Include this in core .c files only, never in a public core header: the client
 * has its own _() (skirmish/i18n.h). The markers are the same, so one xgettext
 * call reads both.
 */
#ifndef SKIRMISH_CORE_TR_H
#define SKIRMISH_CORE_TR_H

typedef const char *(*core_translator)(const char *msgid);
typedef const char *(*core_plural_translator)(const char *msgid, const char *plural, unsigned long n);

/* Installs (or with NULLs removes) the translator. Not thread-safe: call it once
 * at start-up. */
void core_set_translator(core_translator tr, core_plural_translator plural);
const char *core_tr(const char *msgid);
const char *core_tr_plural(const char *msgid, const char *plural, unsigned long n);

#define _(s) core_tr(s)
#define N_(s) (s)
#define P_(s, p, n) core_tr_plural(s, p, (unsigned long)(n))

#endif
