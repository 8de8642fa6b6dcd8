/*
 * The Barracks' lists (see barracks.h): search that matches a unit by name, rank
 * or ability and a squad by any of its units, and the name and cost sorts. Kept
 * apart from the editors because the library screen and the squad editor's unit
 * picker both list through it; it reads a unit's price from editor.c and its
 * shown name from editor_names.c, and never changes a file.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"

/* ---- lists ---- */

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
