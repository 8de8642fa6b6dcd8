/*
 * The Barracks' lists and names (see barracks.h): search that matches a unit by
 * name, rank or ability and a squad by any of its units, the name and cost
 * sorts, and the clean-up and "(copy 2)" naming of what the player types or
 * duplicates. Kept apart from the editors because the library screen and the
 * squad editor's unit picker both list through it; it never changes a file.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"

/* ---- lists and names ---- */

const char *barracks_sort_name(barracks_sort sort)
{
    /* TRANSLATORS: a button that switches the list's order, at most ~13
     * characters; "cost" sorts units by cost and squads by rank points. */
    return sort == BARRACKS_SORT_COST ? _("Sort: cost") : _("Sort: name");
}

static int fold(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* The query without surrounding spaces, as a pointer and a length. */
static size_t trimmed(const char *q, const char **start)
{
    while (*q == ' ')
        q++;
    size_t n = strlen(q);
    while (n > 0 && q[n - 1] == ' ')
        n--;
    *start = q;
    return n;
}

bool barracks_text_matches(const char *text, const char *query)
{
    const char *q;
    size_t n = trimmed(query ? query : "", &q);
    if (n == 0)
        return true;
    for (const char *t = text; *t; t++) {
        size_t i = 0;
        while (i < n && t[i] && fold((unsigned char)t[i]) == fold((unsigned char)q[i]))
            i++;
        if (i == n)
            return true;
    }
    return false;
}

/* A name as stored, or as a shipped one is shown in the player's language. */
static bool name_matches(const char *name, const char *query)
{
    return barracks_text_matches(name, query) || barracks_text_matches(i18n_content(name), query);
}

bool barracks_unit_matches(const esc_unit_def *u, const char *query)
{
    if (name_matches(u->name, query))
        return true;
    barracks_price p = barracks_price_of(u);
    if (p.problem == ESC_UNIT_OK && (barracks_text_matches(esc_rank_name(p.rank), query) ||
                                     barracks_text_matches(_(esc_rank_name(p.rank)), query)))
        return true;
    for (int i = 0; i < u->n_abilities && i < ESC_UNIT_ABILITY_CAPACITY; i++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)u->abilities[i]);
        if (info && (barracks_text_matches(info->name, query) || barracks_text_matches(_(info->name), query) ||
                     barracks_text_matches(info->id, query)))
            return true;
    }
    return false;
}

bool barracks_squad_matches(const esc_squad *s, const char *query)
{
    if (name_matches(s->name, query))
        return true;
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_CAPACITY; i++)
        if (name_matches(s->units[i].name, query))
            return true;
    return false;
}

static int compare_folded(const char *a, const char *b)
{
    for (;; a++, b++) {
        int x = fold((unsigned char)*a), y = fold((unsigned char)*b);
        if (x != y || x == 0)
            return x - y;
    }
}

typedef struct sort_key {
    int index;
    long long cost;
    const char *name;
} sort_key;

static int compare_by_name(const void *x, const void *y)
{
    const sort_key *a = x, *b = y;
    int c = compare_folded(a->name, b->name);
    return c ? c : (a->index > b->index) - (a->index < b->index);
}

static int compare_by_cost(const void *x, const void *y)
{
    const sort_key *a = x, *b = y;
    if (a->cost != b->cost)
        return a->cost < b->cost ? -1 : 1;
    return compare_by_name(x, y);
}

static int sorted(sort_key *keys, int n, barracks_sort sort, int *out, int cap)
{
    qsort(keys, (size_t)n, sizeof *keys, sort == BARRACKS_SORT_COST ? compare_by_cost : compare_by_name);
    int k = n < cap ? n : cap;
    for (int i = 0; i < k; i++)
        out[i] = keys[i].index;
    return k;
}

int barracks_list_units(const data_library *lib, const char *query, barracks_sort sort, int *out, int cap)
{
    if (lib->n_units == 0 || cap <= 0)
        return 0;
    sort_key *keys = malloc((size_t)lib->n_units * sizeof *keys);
    if (!keys)
        return 0;
    int n = 0;
    for (int i = 0; i < lib->n_units; i++) {
        const esc_unit_def *u = &lib->units[i].def;
        if (!barracks_unit_matches(u, query))
            continue;
        barracks_price p = barracks_price_of(u);
        keys[n++] = (sort_key){ i, p.cost, barracks_display_name(u->name, lib->units[i].builtin) };
    }
    n = sorted(keys, n, sort, out, cap);
    free(keys);
    return n;
}

int barracks_list_squads(const data_library *lib, const char *query, barracks_sort sort, int *out, int cap)
{
    if (lib->n_squads == 0 || cap <= 0)
        return 0;
    sort_key *keys = malloc((size_t)lib->n_squads * sizeof *keys);
    if (!keys)
        return 0;
    int n = 0;
    for (int i = 0; i < lib->n_squads; i++) {
        const esc_squad *s = &lib->squads[i].squad;
        if (barracks_squad_matches(s, query))
            keys[n++] = (sort_key){ i, esc_squad_rank_points(s),
                                    barracks_display_name(s->name, lib->squads[i].builtin) };
    }
    n = sorted(keys, n, sort, out, cap);
    free(keys);
    return n;
}

/* Cuts s to at most `max` bytes without splitting a UTF-8 character. */
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
    const char *start;
    size_t n = trimmed(buf, &start);
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
