/*
 * Translation of what a person reads: GNU gettext under four short macros, the
 * choice of language (the environment's, or one picked in the Settings), and
 * dates and decimal numbers written the way the chosen language writes them.
 * The client, the command line's human messages and the data layer's error
 * messages use it; the rules cores do not (see skirmish/core/tr.h).
 *
 * Marking, read by xgettext (po/update.sh):
 *   _("text")                   translated now
 *   N_("text")                  marked only (tables); translate with _() when shown
 *   C_("context", "text")       translated within a context, for short words that
 *                               read differently in two places ("Move" the verb, the
 *                               stat)
 *   P_("%d unit", "%d units", n) the plural form for n
 */
#ifndef SKIRMISH_I18N_H
#define SKIRMISH_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#define SKIRMISH_TEXT_DOMAIN "skirmish"

#define _(s) gettext(s)
#define N_(s) (s)
#define C_(ctx, s) i18n_pgettext(ctx "\004" s, s)
/* Marks a message with a context for extraction only; translate it with C_ of a
 * computed key (i18n_pgettext) where it is used. */
#define NC_(ctx, s) (s)
#define P_(s, p, n) ngettext(s, p, (unsigned long)(n))

/* The languages the game ships, in the order the Settings offer them after
 * "System". Codes are gettext's (the folder under share/locale). */
typedef struct i18n_language_info {
    const char *code;   /* "en", "fr", "es" */
    const char *name;   /* in its own language: "English", "Français", "Español" */
} i18n_language_info;
int i18n_language_count(void);
const i18n_language_info *i18n_language_at(int i);

/* Binds the text domain and follows the environment (LANGUAGE, then LC_ALL,
 * LC_MESSAGES, LANG), even where the system has no locale generated for it.
 * `base` is the program's own folder (for a relocatable install; may be NULL).
 * Only LC_MESSAGES and LC_CTYPE change: numbers in files stay in the C locale.
 * Returns false when no catalogue folder was found (the game then speaks English). */
bool i18n_init(const char *base);
/* "" or NULL: back to the environment's language; otherwise one of the codes
 * above (or any folder name under the catalogue folder, e.g. a test's pseudo
 * locale). Applied at once: the next _() answers in that language. */
void i18n_set_language(const char *code);
/* What speaks now: "en", "fr", "es", ... ("en" when nothing is translated). */
const char *i18n_language(void);
/* The folder the catalogues were found in ("" if none). */
const char *i18n_locale_dir(void);

/* For C_(): gettext of "context\004text", the text itself when untranslated. */
const char *i18n_pgettext(const char *ctx_and_id, const char *id);

/* The display name of shipped content (a unit, squad, map, location, faction):
 * the file keeps its English name, which is also the catalogue's key; a name
 * the catalogue does not know (a player's own) comes back unchanged. Safe with
 * "" and NULL (gettext("") would answer the catalogue's header). */
const char *i18n_content(const char *name);

/* French elision in a sentence a name was put into: "de Umberwell" becomes
 * "d'Umberwell", "que Ann" "qu'Ann", before a vowel (accented or not; not
 * before h or y, which a name may or may not elide: those stay as written).
 * Nothing in any other language. In place; call it on the formatted sentence. */
void i18n_elide(char *text);

/* A local date and time as the current language writes it ("24/11/2026 14:05"
 * in French, "2026-11-24 14:05" in English). */
void i18n_date(char *out, size_t size, time_t when);
/* A decimal number with the language's separator ("2.5" / "2,5"). */
void i18n_decimal(char *out, size_t size, double value, int decimals);

#endif
