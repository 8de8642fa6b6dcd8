/*
 * The choice of language and the catalogue folder (skirmish/i18n.h).
 *
 * gettext reads LANGUAGE only when the messages locale is not "C", and a fresh
 * system often has no locale generated for the player's language: so the
 * messages locale is set to C.UTF-8 (built into glibc) and the language goes
 * through LANGUAGE, which works whatever the system has installed.
 */
#define _POSIX_C_SOURCE 200809L
/* The cores' hook first, its markers dropped for gettext's own. */
#include "skirmish/core/tr.h"
#undef _
#undef N_
#undef P_
#include "skirmish/i18n.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* glibc's catalogue generation counter: bumping it drops cached look-ups, which
 * is what makes a new LANGUAGE take effect at once (the gettext manual's way). */
extern int _nl_msg_cat_cntr;

static const i18n_language_info languages[] = {
    {"en", "English"},
    {"fr", "Français"},
    {"es", "Español"},
};

static char locale_dir[1024];
static char env_languages[256];   /* the environment's choice, as a LANGUAGE list */
static char override[64];
static char current[64] = "en";
static bool captured;

int i18n_language_count(void)
{
    return (int)(sizeof languages / sizeof languages[0]);
}

const i18n_language_info *i18n_language_at(int i)
{
    return i >= 0 && i < i18n_language_count() ? &languages[i] : NULL;
}

const char *i18n_locale_dir(void)
{
    return locale_dir;
}

static bool has_catalogue(const char *dir, const char *lang)
{
    char p[1200];
    struct stat st;
    int n = snprintf(p, sizeof p, "%s/%s/LC_MESSAGES/%s.mo", dir, lang, SKIRMISH_TEXT_DOMAIN);
    return n > 0 && (size_t)n < sizeof p && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static bool try_dir(const char *dir)
{
    if (!dir || !*dir || strlen(dir) >= sizeof locale_dir || !has_catalogue(dir, "fr"))
        return false;
    memcpy(locale_dir, dir, strlen(dir) + 1);
    return true;
}

static bool find_dir(const char *base)
{
    char p[sizeof locale_dir];
    if (try_dir(getenv("SKIRMISH_LOCALE_DIR")))
        return true;
    if (base && *base) {
        int n = snprintf(p, sizeof p, "%s/../share/locale", base);
        if (n > 0 && (size_t)n < sizeof p && try_dir(p))
            return true;
        n = snprintf(p, sizeof p, "%s/locale", base);
        if (n > 0 && (size_t)n < sizeof p && try_dir(p))
            return true;
    }
#ifdef SKIRMISH_INSTALL_LOCALEDIR
    if (try_dir(SKIRMISH_INSTALL_LOCALEDIR))
        return true;
#endif
#ifdef SKIRMISH_BUILD_LOCALEDIR
    if (try_dir(SKIRMISH_BUILD_LOCALEDIR))
        return true;
#endif
    return false;
}

/* "fr_FR.UTF-8@euro" -> "fr_FR"; "C" and "POSIX" -> "" (English). */
static void locale_to_language(const char *loc, char *out, size_t size)
{
    out[0] = '\0';
    if (!loc || !*loc || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0 || strncmp(loc, "C.", 2) == 0)
        return;
    size_t n = strcspn(loc, ".@");
    if (n >= size)
        n = size - 1;
    memcpy(out, loc, n);
    out[n] = '\0';
}

static void capture_environment(void)
{
    if (captured)
        return;
    captured = true;
    const char *language = getenv("LANGUAGE");
    const char *names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    const char *loc = NULL;
    for (int i = 0; i < 3 && !loc; i++) {
        const char *v = getenv(names[i]);
        if (v && *v)
            loc = v;
    }
    char from_locale[64];
    locale_to_language(loc, from_locale, sizeof from_locale);
    /* LANGUAGE wins, except over the plain "C" locale, which asks for
     * untranslated messages (gettext's own rule, kept so LC_ALL=C still means
     * English; C.UTF-8 does not block LANGUAGE, as in gettext). */
    if (loc && (strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0))
        env_languages[0] = '\0';
    else if (language && *language)
        snprintf(env_languages, sizeof env_languages, "%s", language);
    else
        snprintf(env_languages, sizeof env_languages, "%s", from_locale);
}

/* The first entry of a LANGUAGE list that this game can speak. */
static void resolve_current(const char *list)
{
    snprintf(current, sizeof current, "en");
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list ? list : "");
    for (char *save = NULL, *tok = strtok_r(buf, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) {
        char lang[64];
        locale_to_language(tok, lang, sizeof lang);
        if (!lang[0])
            continue;
        if (strncmp(lang, "en", 2) == 0 && (lang[2] == '\0' || lang[2] == '_'))
            return;
        if (locale_dir[0] && has_catalogue(locale_dir, lang)) {
            snprintf(current, sizeof current, "%s", lang);
            return;
        }
        char *u = strchr(lang, '_');
        if (u) {
            *u = '\0';
            if (strcmp(lang, "en") == 0)
                return;
            if (locale_dir[0] && has_catalogue(locale_dir, lang)) {
                snprintf(current, sizeof current, "%s", lang);
                return;
            }
        }
    }
}

static const char *tr_plural(const char *msgid, const char *plural, unsigned long n)
{
    return ngettext(msgid, plural, n);
}

static const char *tr_one(const char *msgid)
{
    return gettext(msgid);
}

static void apply(void)
{
    const char *list = override[0] ? override : env_languages;
    resolve_current(list);
    /* gettext gets the one language resolved, not the whole list: "en:fr" must
     * mean English (which has no catalogue), not fall through to French. */
    setenv("LANGUAGE", current, 1);
    ++_nl_msg_cat_cntr;
    textdomain(SKIRMISH_TEXT_DOMAIN);
}

bool i18n_init(const char *base)
{
    capture_environment();
    if (!setlocale(LC_CTYPE, ""))
        setlocale(LC_CTYPE, "C.UTF-8");
    if (!setlocale(LC_MESSAGES, "C.UTF-8"))
        setlocale(LC_MESSAGES, "");
    bool found = find_dir(base);
    if (found)
        bindtextdomain(SKIRMISH_TEXT_DOMAIN, locale_dir);
    bind_textdomain_codeset(SKIRMISH_TEXT_DOMAIN, "UTF-8");
    textdomain(SKIRMISH_TEXT_DOMAIN);
    core_set_translator(tr_one, tr_plural);
    apply();
    return found;
}

void i18n_set_language(const char *code)
{
    capture_environment();
    snprintf(override, sizeof override, "%s", code ? code : "");
    apply();
}

const char *i18n_language(void)
{
    return current;
}

const char *i18n_pgettext(const char *ctx_and_id, const char *id)
{
    const char *t = gettext(ctx_and_id);
    return t == ctx_and_id ? id : t;
}

const char *i18n_content(const char *name)
{
    if (!name || !*name)
        return name ? name : "";
    return gettext(name);
}

/* Whether the text starts with a vowel, accented or not (UTF-8). */
static bool starts_with_vowel(const char *p)
{
    if (strchr("AEIOUaeiou", *p) && *p)
        return true;
    /* À Â È É Ê Ë Î Ï Ô Û à â è é ê ë î ï ô û: 0xC3 then one of these. */
    static const unsigned char accented[] = { 0x80, 0x82, 0x88, 0x89, 0x8A, 0x8B, 0x8E, 0x8F, 0x94, 0x9B,
                                              0xA0, 0xA2, 0xA8, 0xA9, 0xAA, 0xAB, 0xAE, 0xAF, 0xB4, 0xBB };
    if ((unsigned char)p[0] == 0xC3 && p[1])
        return memchr(accented, (unsigned char)p[1], sizeof accented) != NULL;
    return false;
}

void i18n_elide(char *text)
{
    if (!text || strncmp(i18n_language(), "fr", 2) != 0)
        return;
    static const char *const words[] = { "de ", "De ", "que ", "Que " };
    for (char *p = text; *p; p++) {
        if (p != text && p[-1] != ' ' && p[-1] != '(')
            continue;
        for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
            size_t n = strlen(words[w]);
            if (strncmp(p, words[w], n) == 0 && starts_with_vowel(p + n)) {
                p[n - 2] = '\''; /* "de " -> "d'", the e and the space become one apostrophe */
                memmove(p + n - 1, p + n, strlen(p + n) + 1);
                break;
            }
        }
    }
}

void i18n_date(char *out, size_t size, time_t when)
{
    struct tm tm;
    if (size == 0)
        return;
    if (!localtime_r(&when, &tm)) {
        out[0] = '\0';
        return;
    }
    /* TRANSLATORS: how a save's date and time are written (strftime). Keep to
     * numbers: month names would need a locale the system may not have. */
    const char *fmt = _("%Y-%m-%d %H:%M");
    if (strftime(out, size, fmt, &tm) == 0)
        strftime(out, size, "%Y-%m-%d %H:%M", &tm);
}

void i18n_decimal(char *out, size_t size, double value, int decimals)
{
    if (size == 0)
        return;
    snprintf(out, size, "%.*f", decimals < 0 ? 0 : decimals, value);
    /* TRANSLATORS: the decimal separator in numbers shown to players. */
    const char *sep = C_("decimal separator", ".");
    char *dot = strchr(out, '.');
    if (dot && sep[0] && strcmp(sep, ".") != 0) {
        char rest[64];
        snprintf(rest, sizeof rest, "%s", dot + 1);
        size_t at = (size_t)(dot - out);
        snprintf(out + at, size - at, "%s%s", sep, rest);
    }
}
