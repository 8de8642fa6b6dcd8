/*
 * The Barracks' logic (see barracks.h). Every price, rank and legality verdict is
 * the core's (esc_unit_cost, esc_unit_rank, esc_squad_test); this file only edits
 * the structs and asks.
 *
 * This file holds what the two editors change: a unit's stats, abilities, price
 * and advice, a squad's units and gauge, and opening and saving each editor.
 * The rest of barracks.h is split by what it does: editor_random.c (a random
 * unit of a rank), editor_lists.c (search and sort), editor_names.c (names shown,
 * cleaned and copied) and editor_library.c (the Barracks struct and the
 * library operations with undo).
 */
#include "barracks/barracks.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"

/* ---- units ---- */

const char *barracks_stat_name(barracks_stat stat)
{
    switch (stat) {
    case BARRACKS_HEALTH: return C_("stat", "Health");
    case BARRACKS_RANGE: return C_("stat", "Range");
    case BARRACKS_POWER: return C_("stat", "Power");
    case BARRACKS_MOVE: return C_("stat", "Move");
    default: return "?";
    }
}

const char *barracks_stat_short_name(barracks_stat stat)
{
    /* TRANSLATORS: a stat's name where room is short (a tile or a row label a
     * quarter of a panel wide): an abbreviation such as "Mouv." is fine. */
    switch (stat) {
    case BARRACKS_HEALTH: return C_("stat, short", "Health");
    case BARRACKS_RANGE: return C_("stat, short", "Range");
    case BARRACKS_POWER: return C_("stat, short", "Power");
    case BARRACKS_MOVE: return C_("stat, short", "Move");
    default: return "?";
    }
}

const char *barracks_stat_name_of_id(const char *id)
{
    static const char *const ids[BARRACKS_STAT_COUNT] = { "health", "range", "power", "move" };
    for (int i = 0; id && i < BARRACKS_STAT_COUNT; i++)
        if (strcmp(id, ids[i]) == 0)
            return barracks_stat_name((barracks_stat)i);
    return id ? id : "?";
}

static int *stat_ptr(esc_unit_def *u, barracks_stat stat)
{
    switch (stat) {
    case BARRACKS_HEALTH: return &u->health;
    case BARRACKS_RANGE: return &u->range;
    case BARRACKS_POWER: return &u->power;
    case BARRACKS_MOVE: return &u->move;
    default: return NULL;
    }
}

int barracks_stat_get(const esc_unit_def *u, barracks_stat stat)
{
    switch (stat) {
    case BARRACKS_HEALTH: return u->health;
    case BARRACKS_RANGE: return u->range;
    case BARRACKS_POWER: return u->power;
    case BARRACKS_MOVE: return u->move;
    default: return 0;
    }
}

bool barracks_stat_set(esc_unit_def *u, barracks_stat stat, int value)
{
    int *p = stat_ptr(u, stat);
    if (!p)
        return false;
    if (value < ESC_STAT_MIN)
        value = ESC_STAT_MIN;
    if (value > ESC_STAT_EDITOR_MAX)
        value = ESC_STAT_EDITOR_MAX;
    if (*p == value)
        return false;
    *p = value;
    return true;
}

bool barracks_stat_step(esc_unit_def *u, barracks_stat stat, int delta)
{
    int *p = stat_ptr(u, stat);
    if (!p || delta == 0)
        return false;
    /* A value from a file beyond the editor's range steps back into it. */
    long long v = (long long)*p + delta;
    if (v < ESC_STAT_MIN)
        v = ESC_STAT_MIN;
    if (v > ESC_STAT_EDITOR_MAX)
        v = ESC_STAT_EDITOR_MAX;
    return barracks_stat_set(u, stat, (int)v);
}

barracks_price barracks_price_of(const esc_unit_def *u)
{
    barracks_price p;
    memset(&p, 0, sizeof p);
    p.problem = esc_unit_test(u, &p.problem_stat);
    /* Stats out of the rules' range give no meaningful cost. */
    if (p.problem == ESC_UNIT_STAT_TOO_LOW || p.problem == ESC_UNIT_STAT_TOO_HIGH) {
        p.rank = ESC_RANK_SOLDIER;
        return p;
    }
    p.cost = esc_unit_cost(u);
    p.rank = esc_unit_rank(u);
    p.rank_points = esc_rank_points(p.rank);
    return p;
}

const char *barracks_stat_words(barracks_stat stat)
{
    switch (stat) {
    /* TRANSLATORS: what a stat does, in the Barracks' tooltips (docs/rules.md §2). */
    case BARRACKS_HEALTH: return _("Health: the damage the unit can take; at 0 it is out of the battle.");
    /* TRANSLATORS: what a stat does, in the Barracks' tooltips. */
    case BARRACKS_RANGE: return _("Range: how many squares away it can attack (1: next to it only).");
    /* TRANSLATORS: what a stat does, in the Barracks' tooltips. */
    case BARRACKS_POWER: return _("Power: the Health its attack takes from the enemy it hits.");
    /* TRANSLATORS: what a stat does, in the Barracks' tooltips. */
    case BARRACKS_MOVE: return _("Move: how many squares it goes in one move action.");
    default: return "";
    }
}

const char *barracks_growth_words(void)
{
    /* TRANSLATORS: why one more point of a stat costs more as the stat grows (Barracks' tooltips; docs/rules.md §2). */
    return _("Health costs 1 a point, but each +1 to Range, Power or Move costs more than the one before: their "
             "price is multiplied as they grow (Power's fastest), and Range and Power count once more together.");
}

/* The costs (0..limit) that give `rank` with `abilities` abilities, as
 * "10–13", "26+" or "": the core's fuzzy rule read back, never restated. */
static void rank_costs(esc_rank rank, int abilities, char *out, size_t size)
{
    const int limit = 60;
    /* From the cheapest unit there is: all stats at 1, and the cheapest ability. */
    esc_unit_def least;
    esc_unit_init(&least, "", ESC_STAT_MIN, ESC_STAT_MIN, ESC_STAT_MIN, ESC_STAT_MIN);
    int from = (int)esc_unit_cost(&least), cheapest = 0;
    for (int a = 0; abilities > 0 && a < ESC_AB_COUNT; a++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)a);
        if (info && (cheapest == 0 || info->cost < cheapest))
            cheapest = info->cost;
    }
    from += cheapest;
    int lo = -1, hi = -1;
    for (int c = from; c <= limit; c++)
        if (esc_rank_from_cost(c, abilities) == rank) {
            if (lo < 0)
                lo = c;
            hi = c;
        }
    if (lo < 0)
        snprintf(out, size, "%s", "");
    else if (hi == limit)
        snprintf(out, size, "%d+", lo);
    else if (lo == hi)
        snprintf(out, size, "%d", lo);
    else
        snprintf(out, size, "%d–%d", lo, hi);
}

void barracks_price_brief(char *out, size_t size)
{
    /* TRANSLATORS: what a unit's "cost" and "RP" (rank points) are, in the Barracks' tooltips. */
    snprintf(out, size, _("Cost: the unit's worth from its stats and abilities, which gives its rank. RP: the rank "
                          "points it takes of a squad's %d, from its rank."),
             ESC_SQUAD_BUDGET);
}

void barracks_price_words(char *out, size_t size)
{
    if (!out || !size)
        return;
    char brief[300];
    barracks_price_brief(brief, sizeof brief);
    /* TRANSLATORS: tooltip of a unit's cost and RP in the Barracks: what they are, why a point costs more, then the ranks. */
    int n = snprintf(out, size, _("%s %s An ability lifts the rank at a lower cost. The ranks:"), brief,
                     barracks_growth_words());
    for (int r = ESC_RANK_SOLDIER; r <= ESC_RANK_PARAGON && n >= 0 && (size_t)n < size; r++) {
        char plain[24], with[24];
        rank_costs((esc_rank)r, 0, plain, sizeof plain);
        rank_costs((esc_rank)r, 1, with, sizeof with);
        const char *name = i18n_content(esc_rank_name((esc_rank)r));
        int pts = esc_rank_points((esc_rank)r);
        if (plain[0] && with[0])
            /* TRANSLATORS: one rank in the cost tooltip: "Elite 6 RP (cost 14–17, 12–14 with an ability)". */
            n += snprintf(out + n, size - (size_t)n, _(" %s %d RP (cost %s, %s with an ability);"), name, pts, plain, with);
        else
            /* TRANSLATORS: one rank in the cost tooltip: "Soldier 1 RP (cost 0–9)". */
            n += snprintf(out + n, size - (size_t)n, _(" %s %d RP (cost %s);"), name, pts, plain[0] ? plain : with);
    }
    if (n > 0 && (size_t)n < size && out[n - 1] == ';') {
        out[--n] = '\0'; /* the last rank ends the sentence (French puts a space before ';') */
        while (n > 0 && out[n - 1] == ' ')
            out[--n] = '\0';
        snprintf(out + n, size - (size_t)n, ".");
    }
}

bool barracks_stat_plus_one(const esc_unit_def *u, barracks_stat stat, int *rp_delta, long long *cost_delta)
{
    int v = barracks_stat_get(u, stat);
    if (v >= ESC_STAT_EDITOR_MAX)
        return false;
    esc_unit_def more = *u;
    barracks_stat_set(&more, stat, v < ESC_STAT_MIN ? ESC_STAT_MIN : v + 1);
    barracks_price a = barracks_price_of(u), b = barracks_price_of(&more);
    if (rp_delta)
        *rp_delta = b.rank_points - a.rank_points;
    if (cost_delta)
        *cost_delta = b.cost - a.cost;
    return true;
}

int barracks_ability_delta_rp(const esc_unit_def *u, int ability)
{
    esc_unit_def other = *u;
    if (!barracks_toggle_ability(&other, ability))
        return 0;
    return barracks_price_of(&other).rank_points - barracks_price_of(u).rank_points;
}

bool barracks_toggle_ability(esc_unit_def *u, int ability)
{
    if (ability < 0 || ability >= ESC_AB_COUNT)
        return false;
    if (esc_unit_has_ability(u, ability))
        return esc_unit_remove_ability(u, ability);
    return esc_unit_add_ability(u, ability);
}

barracks_advice barracks_unit_advice(const esc_unit_def *u, int budget_left, char *out, size_t size)
{
    barracks_price p = barracks_price_of(u);
    if (p.problem != ESC_UNIT_OK) {
        if (p.problem_stat && strcmp(p.problem_stat, "health") == 0)
            /* TRANSLATORS: the stat's lowest and highest values. */
            snprintf(out, size, _("Cannot play: health must be from %d to %d"), ESC_STAT_MIN, ESC_STAT_MAX);
        else if (p.problem_stat && strcmp(p.problem_stat, "range") == 0)
            snprintf(out, size, _("Cannot play: range must be from %d to %d"), ESC_STAT_MIN, ESC_STAT_MAX);
        else if (p.problem_stat && strcmp(p.problem_stat, "power") == 0)
            snprintf(out, size, _("Cannot play: power must be from %d to %d"), ESC_STAT_MIN, ESC_STAT_MAX);
        else if (p.problem_stat && strcmp(p.problem_stat, "move") == 0)
            snprintf(out, size, _("Cannot play: move must be from %d to %d"), ESC_STAT_MIN, ESC_STAT_MAX);
        else if (p.problem_stat)
            snprintf(out, size, _("Cannot play: %s must be from %d to %d"), barracks_stat_name_of_id(p.problem_stat),
                     ESC_STAT_MIN, ESC_STAT_MAX);
        else
            snprintf(out, size, _("Cannot play: %s"), _(esc_unit_problem_text(p.problem)));
        return BARRACKS_ADVICE_WARNING;
    }
    if (p.rank_points > budget_left) {
        int left = budget_left < 0 ? 0 : budget_left;
        if (budget_left < ESC_SQUAD_BUDGET)
            /* TRANSLATORS: RP is rank points; the first number is the unit's,
             * the second what the squad has left. */
            snprintf(out, size, P_("Over budget: needs %d RP, the squad has %d left",
                                   "Over budget: needs %d RP, the squad has %d left", left),
                     p.rank_points, left);
        else
            snprintf(out, size, _("Over budget: needs %d RP, a squad holds %d"), p.rank_points, ESC_SQUAD_BUDGET);
        return BARRACKS_ADVICE_WARNING;
    }
    if (budget_left < ESC_SQUAD_BUDGET) {
        snprintf(out, size, _("Fits: the squad keeps %d of %d RP after it"), budget_left - p.rank_points,
                 ESC_SQUAD_BUDGET);
        return BARRACKS_ADVICE_INFO;
    }
    int fit = ESC_SQUAD_BUDGET / (p.rank_points > 0 ? p.rank_points : 1);
    if (fit > ESC_SQUAD_MAX)
        fit = ESC_SQUAD_MAX;
    if (fit == ESC_SQUAD_MAX)
        /* TRANSLATORS: the number of such units a squad can hold (6), then the
         * squad's rank points (30). */
        snprintf(out, size,
                 P_("All %d of these fit in a squad of %d RP", "All %d of these fit in a squad of %d RP", fit), fit,
                 ESC_SQUAD_BUDGET);
    else
        snprintf(out, size,
                 P_("At most %d of these fits in a squad of %d RP", "At most %d of these fit in a squad of %d RP", fit),
                 fit, ESC_SQUAD_BUDGET);
    return BARRACKS_ADVICE_INFO;
}

/* ---- squads ---- */

barracks_gauge barracks_squad_gauge(const esc_squad *s)
{
    barracks_gauge g;
    memset(&g, 0, sizeof g);
    g.report = esc_squad_test(s);
    g.units = s->n_units;
    g.rank_points = g.report.rank_points;
    g.left = ESC_SQUAD_BUDGET - g.rank_points;
    g.legal = g.report.problem == ESC_SQUAD_OK;
    if (!g.legal)
        esc_squad_report_text(&g.report, s, g.reason, (int)sizeof g.reason); /* translated by the core's hook */
    return g;
}

bool barracks_squad_can_add(const data_squad_entry *e)
{
    return e->squad.n_units < ESC_SQUAD_MAX;
}

bool barracks_squad_add(data_squad_entry *e, const data_unit_entry *u)
{
    if (!barracks_squad_can_add(e))
        return false;
    int slot = e->squad.n_units;
    e->squad.units[slot] = u->def;
    /* A shipped unit joins the player's squad under its name in their language. */
    if (u->builtin)
        barracks_localize_unit(&e->squad.units[slot]);
    memcpy(e->portraits.id[slot], u->portrait, DATA_PORTRAIT_MAX);
    e->squad.n_units++;
    return true;
}

bool barracks_squad_remove(data_squad_entry *e, int slot)
{
    int n = e->squad.n_units;
    if (slot < 0 || slot >= n)
        return false;
    memmove(&e->squad.units[slot], &e->squad.units[slot + 1], (size_t)(n - slot - 1) * sizeof e->squad.units[0]);
    memmove(e->portraits.id[slot], e->portraits.id[slot + 1], (size_t)(n - slot - 1) * DATA_PORTRAIT_MAX);
    e->portraits.id[n - 1][0] = '\0';
    memset(&e->squad.units[n - 1], 0, sizeof e->squad.units[0]);
    e->squad.n_units--;
    return true;
}

bool barracks_squad_move(data_squad_entry *e, int slot, int delta)
{
    int to = slot + delta;
    if (slot < 0 || slot >= e->squad.n_units || to < 0 || to >= e->squad.n_units || delta == 0)
        return false;
    esc_unit_def u = e->squad.units[slot];
    e->squad.units[slot] = e->squad.units[to];
    e->squad.units[to] = u;
    char p[DATA_PORTRAIT_MAX];
    memcpy(p, e->portraits.id[slot], sizeof p);
    memcpy(e->portraits.id[slot], e->portraits.id[to], sizeof p);
    memcpy(e->portraits.id[to], p, sizeof p);
    return true;
}

void barracks_squad_get_unit(const data_squad_entry *e, int slot, data_unit_entry *out)
{
    memset(out, 0, sizeof *out);
    if (slot < 0 || slot >= e->squad.n_units)
        return;
    out->def = e->squad.units[slot];
    memcpy(out->portrait, e->portraits.id[slot], DATA_PORTRAIT_MAX);
}

bool barracks_squad_set_unit(data_squad_entry *e, int slot, const data_unit_entry *u)
{
    if (slot < 0 || slot >= e->squad.n_units)
        return false;
    e->squad.units[slot] = u->def;
    memcpy(e->portraits.id[slot], u->portrait, DATA_PORTRAIT_MAX);
    return true;
}

/* ---- the editors ---- */

static int squad_rp_without(const esc_squad *s, int slot)
{
    int rp = 0;
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_CAPACITY; i++)
        if (i != slot && esc_unit_test(&s->units[i], NULL) == ESC_UNIT_OK)
            rp += esc_unit_rank_points(&s->units[i]);
    return rp;
}

void barracks_unit_editor_open(barracks *b, const data_unit_entry *from, barracks_unit_target target, int index)
{
    barracks_unit_editor *ed = &b->unit_ed;
    memset(ed, 0, sizeof *ed);
    if (from) {
        ed->entry = *from;
        /* Saving a shipped unit makes the player's copy, named in their language. */
        if (from->builtin)
            barracks_localize_unit(&ed->entry.def);
    } else {
        esc_unit_init(&ed->entry.def, _(BARRACKS_NEW_UNIT_NAME), 1, 1, 1, 1);
    }
    ed->target = target;
    ed->index = index;
    ed->max_rank = -1;
    ed->seat = -1;
    ed->name_typed = from != NULL;
    ed->budget_left = ESC_SQUAD_BUDGET;
    if (target == BARRACKS_TARGET_SQUAD)
        ed->budget_left = ESC_SQUAD_BUDGET - squad_rp_without(&b->squad_ed.entry.squad, index);
}

bool barracks_unit_editor_random(barracks *b, esc_rank rank, uint64_t seed)
{
    barracks_unit_editor *ed = &b->unit_ed;
    core_rng rng;
    core_rng_seed(&rng, seed);
    esc_unit_def u;
    if (!barracks_random_unit(&rng, rank, &u))
        return false;
    if (ed->name_typed)
        memcpy(u.name, ed->entry.def.name, sizeof u.name);
    ed->entry.def = u;
    ed->dirty = true;
    return true;
}

/* Whether two names are the same but for the case of their ASCII letters
 * (this file stays free of SDL: test_barracks builds it without). */
static bool same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return false;
    return *a == *b;
}

int barracks_unit_editor_save(barracks *b, data_error *err)
{
    barracks_unit_editor *ed = &b->unit_ed;
    data_error_clear(err);
    data_unit_entry e = ed->entry;
    if (!barracks_clean_name(e.def.name, e.def.name)) {
        data_error_set(err, DATA_ERR_VALUE, "", NULL, "give the unit a name first");
        return -1;
    }
    if (ed->target == BARRACKS_TARGET_SQUAD) {
        data_squad_entry *s = &b->squad_ed.entry;
        int slot = ed->index;
        if (slot < 0 || slot >= s->squad.n_units) {
            if (!barracks_squad_add(s, &e)) {
                data_error_set(err, DATA_ERR_VALUE, "", NULL, "the squad already has %d units", ESC_SQUAD_MAX);
                return -1;
            }
            slot = s->squad.n_units - 1;
        } else {
            barracks_squad_set_unit(s, slot, &e);
        }
        b->squad_ed.dirty = true;
        ed->index = slot;
        ed->entry = e;
        ed->dirty = false;
        return slot;
    }
    /* The library's own units never take a shipped unit's name: two "Ranger"s
     * in the pickers could not be told apart. */
    for (int i = 0; i < b->lib.n_units; i++) {
        const data_unit_entry *u = &b->lib.units[i];
        if (!u->builtin)
            continue;
        if (same_name(e.def.name, u->def.name) || same_name(e.def.name, barracks_display_name(u->def.name, true))) {
            data_error_set(err, DATA_ERR_VALUE, "", NULL, "%s",
                           /* TRANSLATORS: the unit editor refuses to save a unit named like a
                            * unit that ships with the game. */
                           _("a unit that ships with the game has this name: give yours another"));
            return -1;
        }
    }
    int at = ed->index;
    if (at >= 0 && at < b->lib.n_units && !b->lib.units[at].builtin) {
        data_unit_entry old = b->lib.units[at];
        memcpy(e.path, old.path, sizeof e.path);
        e.builtin = false;
        b->lib.units[at] = e;
        if (!data_library_save_unit(&b->lib, at, err)) {
            b->lib.units[at] = old;
            return -1;
        }
    } else {
        /* New, or a shipped unit: the player's own copy, next to the original. */
        e.path[0] = '\0';
        e.builtin = false;
        at = data_library_insert_unit(&b->lib, at >= 0 && at < b->lib.n_units ? at + 1 : b->lib.n_units, &e);
        if (at < 0) {
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
            return -1;
        }
        if (!data_library_save_unit(&b->lib, at, err)) {
            data_library_remove_unit(&b->lib, at, NULL, NULL);
            return -1;
        }
    }
    ed->index = at;
    ed->entry = b->lib.units[at];
    ed->dirty = false;
    return at;
}

void barracks_squad_editor_open(barracks *b, const data_squad_entry *from, int index)
{
    barracks_squad_editor *ed = &b->squad_ed;
    memset(ed, 0, sizeof *ed);
    if (from) {
        ed->entry = *from;
        /* Saving a shipped squad makes the player's copy, named in their language. */
        if (from->builtin)
            barracks_localize_squad(&ed->entry);
    } else {
        esc_squad_init(&ed->entry.squad, _(BARRACKS_NEW_SQUAD_NAME));
    }
    ed->index = index;
}

int barracks_squad_editor_save(barracks *b, data_error *err)
{
    barracks_squad_editor *ed = &b->squad_ed;
    data_error_clear(err);
    data_squad_entry *e = malloc(sizeof *e);
    if (!e) {
        data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
        return -1;
    }
    *e = ed->entry;
    int at = ed->index;
    if (!barracks_clean_name(e->squad.name, e->squad.name)) {
        data_error_set(err, DATA_ERR_VALUE, "", NULL, "give the squad a name first");
        at = -1;
    } else if (at >= 0 && at < b->lib.n_squads && !b->lib.squads[at].builtin) {
        data_squad_entry *old = malloc(sizeof *old);
        if (!old) {
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
            at = -1;
        } else {
            *old = b->lib.squads[at];
            memcpy(e->path, old->path, sizeof e->path);
            e->builtin = false;
            b->lib.squads[at] = *e;
            if (!data_library_save_squad(&b->lib, at, err)) {
                b->lib.squads[at] = *old;
                at = -1;
            }
            free(old);
        }
    } else {
        e->path[0] = '\0';
        e->builtin = false;
        at = data_library_insert_squad(&b->lib, at >= 0 && at < b->lib.n_squads ? at + 1 : b->lib.n_squads, e);
        if (at < 0)
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
        else if (!data_library_save_squad(&b->lib, at, err)) {
            data_library_remove_squad(&b->lib, at, NULL, NULL);
            at = -1;
        }
    }
    if (at >= 0) {
        ed->index = at;
        ed->entry = b->lib.squads[at];
        ed->dirty = false;
    }
    free(e);
    return at;
}
