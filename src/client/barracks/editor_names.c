/*
 * The names of the Barracks' units and squads (see barracks.h): a name as shown
 * (a shipped one in the player's language), a shipped unit or squad localised
 * into an editable copy, a typed name cleaned up (no control characters, no
 * surrounding spaces, cut to the rules' length on a character boundary), and
 * the "(copy 2)" name of a duplicate. The editors (editor.c), the lists
 * (editor_lists.c) and the library (editor_library.c) all name through it; it
 * calls nothing of theirs.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"

const char *barracks_display_name(const char *name, bool builtin)
{
    return builtin ? i18n_content(name) : name;
}

void barracks_localize_unit(esc_unit_def *u)
{
    char name[ESC_NAME_MAX];
    snprintf(name, sizeof name, "%s", i18n_content(u->name));
    barracks_clean_name(name, u->name);
}

void barracks_localize_squad(data_squad_entry *e)
{
    char name[ESC_NAME_MAX];
    snprintf(name, sizeof name, "%s", i18n_content(e->squad.name));
    barracks_clean_name(name, e->squad.name);
    for (int i = 0; i < e->squad.n_units && i < ESC_SQUAD_CAPACITY; i++)
        barracks_localize_unit(&e->squad.units[i]);
}

static void cut_utf8(char *s, size_t max)
{
    size_t n = strlen(s);
    if (n <= max)
        return;
    n = max;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    s[n] = '\0';
}

bool barracks_clean_name(const char *in, char out[ESC_NAME_MAX])
{
    char buf[4 * ESC_NAME_MAX];
    snprintf(buf, sizeof buf, "%s", in ? in : "");
    /* Control characters have no business in a name shown on screen. */
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7F)
            *p = ' ';
    const char *start = buf;
    while (*start == ' ')
        start++;
    size_t n = strlen(start);
    while (n > 0 && start[n - 1] == ' ')
        n--;
    memmove(buf, start, n);
    buf[n] = '\0';
    cut_utf8(buf, ESC_NAME_MAX - 1);
    memcpy(out, buf, strlen(buf) + 1);
    return out[0] != '\0';
}

static bool name_taken(const data_library *lib, data_library_kind kind, const char *name)
{
    if (kind == DATA_LIBRARY_UNITS) {
        for (int i = 0; i < lib->n_units; i++)
            if (strcmp(lib->units[i].def.name, name) == 0)
                return true;
    } else {
        for (int i = 0; i < lib->n_squads; i++)
            if (strcmp(lib->squads[i].squad.name, name) == 0)
                return true;
    }
    return false;
}

/* If `stem` ends with the copy suffix `fmt` (" (copy)", or " (copy %d)" with
 * digits for %d), cuts it off. */
static bool cut_copy_suffix(char *stem, const char *fmt)
{
    size_t n = strlen(stem);
    const char *hole = strstr(fmt, "%d");
    if (!hole) {
        size_t k = strlen(fmt);
        if (k == 0 || k >= n || strcmp(stem + n - k, fmt) != 0)
            return false;
        stem[n - k] = '\0';
        return true;
    }
    size_t before = (size_t)(hole - fmt), after = strlen(hole + 2);
    if (before + after + 1 > n || strcmp(stem + n - after, hole + 2) != 0)
        return false;
    size_t end = n - after, start = end;
    while (start > 0 && stem[start - 1] >= '0' && stem[start - 1] <= '9')
        start--;
    if (start == end || start < before + 1 || strncmp(stem + start - before, fmt, before) != 0)
        return false;
    stem[start - before] = '\0';
    return true;
}

void barracks_copy_name(const data_library *lib, data_library_kind kind, const char *name, char out[ESC_NAME_MAX])
{
    /* A copy of "Archer (copy)" is "Archer (copy 2)", not "Archer (copy) (copy)".
     * The copy is the player's, so its suffix is in their language; a name that
     * came with the English one still counts on. */
    /* TRANSLATORS: added to the name of a duplicated unit or squad ("Archer
     * (copy)"); keep the leading space and the brackets. */
    const char *one = _(" (copy)");
    /* TRANSLATORS: the same for the second, third... copy ("Archer (copy 2)"). */
    const char *more = _(" (copy %d)");
    if (!strstr(more, "%d") || strchr(strstr(more, "%d") + 2, '%'))
        more = " (copy %d)"; /* a broken translation must not break the name */
    char stem[ESC_NAME_MAX];
    snprintf(stem, sizeof stem, "%s", name);
    if (!cut_copy_suffix(stem, one) && !cut_copy_suffix(stem, more) && !cut_copy_suffix(stem, " (copy)"))
        cut_copy_suffix(stem, " (copy %d)");
    for (int k = 1; k < 10000; k++) {
        char suffix[48];
        if (k == 1) {
            snprintf(suffix, sizeof suffix, "%s", one);
        } else {
            /* The number goes where the translation's %d is. */
            const char *hole = strstr(more, "%d");
            snprintf(suffix, sizeof suffix, "%.*s%d%s", (int)(hole - more), more, k, hole + 2);
        }
        char base[ESC_NAME_MAX];
        memcpy(base, stem, sizeof base);
        size_t room = strlen(suffix) < ESC_NAME_MAX - 1 ? ESC_NAME_MAX - 1 - strlen(suffix) : 0;
        cut_utf8(base, room);
        /* Joined by hand: the cut above already keeps it within ESC_NAME_MAX. */
        size_t nb = strlen(base), ns = strlen(suffix);
        if (nb + ns > ESC_NAME_MAX - 1)
            ns = ESC_NAME_MAX - 1 > nb ? ESC_NAME_MAX - 1 - nb : 0;
        memcpy(out, base, nb);
        memcpy(out + nb, suffix, ns);
        out[nb + ns] = '\0';
        if (!name_taken(lib, kind, out))
            return;
    }
}
