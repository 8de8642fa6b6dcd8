/*
 * The Barracks' logic (see barracks.h). Every price, rank and legality verdict is
 * the core's (esc_unit_cost, esc_unit_rank, esc_squad_test); this file only edits
 * the structs and asks.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- units ---- */

static const char *const stat_names[BARRACKS_STAT_COUNT] = { "Health", "Range", "Power", "Move" };

const char *barracks_stat_name(barracks_stat stat)
{
    return (unsigned)stat < BARRACKS_STAT_COUNT ? stat_names[stat] : "?";
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
        if (p.problem_stat)
            snprintf(out, size, "Cannot play: %s must be from %d to %d", p.problem_stat, ESC_STAT_MIN, ESC_STAT_MAX);
        else
            snprintf(out, size, "Cannot play: %s", esc_unit_problem_text(p.problem));
        return BARRACKS_ADVICE_WARNING;
    }
    if (p.rank_points > budget_left) {
        if (budget_left < ESC_SQUAD_BUDGET)
            snprintf(out, size, "Over budget: needs %d RP, the squad has %d left", p.rank_points,
                     budget_left < 0 ? 0 : budget_left);
        else
            snprintf(out, size, "Over budget: needs %d RP, a squad holds %d", p.rank_points, ESC_SQUAD_BUDGET);
        return BARRACKS_ADVICE_WARNING;
    }
    if (budget_left < ESC_SQUAD_BUDGET) {
        snprintf(out, size, "Fits: the squad keeps %d of %d RP after it", budget_left - p.rank_points,
                 ESC_SQUAD_BUDGET);
        return BARRACKS_ADVICE_INFO;
    }
    int fit = ESC_SQUAD_BUDGET / (p.rank_points > 0 ? p.rank_points : 1);
    if (fit > ESC_SQUAD_MAX)
        fit = ESC_SQUAD_MAX;
    snprintf(out, size, "%s %d of these fit in a squad of %d RP", fit == ESC_SQUAD_MAX ? "All" : "At most", fit,
             ESC_SQUAD_BUDGET);
    return BARRACKS_ADVICE_INFO;
}

/* ---- random units ---- */

typedef struct role {
    const char *names[ESC_RANK_COUNT];
    int range_min, range_max;
    int move_min, move_max;
    uint16_t pool;           /* abilities that suit the role */
    bool range_is_the_point; /* evenness leaves Range out */
} role;

#define AB(x) (1u << (x))
static const role roles[] = {
    { { "Militia", "Footman", "Man-at-arms", "Blademaster", "Warlord" },
      1,
      1,
      1,
      3,
      AB(ESC_AB_CHARGE) | AB(ESC_AB_SWEEP) | AB(ESC_AB_DEVASTATING_STRIKE) | AB(ESC_AB_DEFENSIVE_STANCE) |
          AB(ESC_AB_GUARDIAN),
      false },
    { { "Slinger", "Bowman", "Marksman", "Sharpshooter", "Master Archer" },
      2,
      5,
      1,
      2,
      AB(ESC_AB_PRECISION_SHOT) | AB(ESC_AB_SUPPRESSING_FIRE) | AB(ESC_AB_OVERCHARGE) | AB(ESC_AB_TACTICAL_RETREAT),
      true },
    { { "Acolyte", "Adept", "Warden", "Battle Mage", "Archmage" },
      1,
      3,
      1,
      2,
      AB(ESC_AB_ENERGY_TRAIT) | AB(ESC_AB_COMMAND_FORWARD) | AB(ESC_AB_FEINT) | AB(ESC_AB_GUARDIAN) |
          AB(ESC_AB_DEFENSIVE_STANCE),
      false },
    { { "Runner", "Scout", "Outrider", "Raider", "Phantom" },
      1,
      2,
      2,
      5,
      AB(ESC_AB_TACTICAL_RETREAT) | AB(ESC_AB_CHARGE) | AB(ESC_AB_FEINT) | AB(ESC_AB_ENERGY_TRAIT),
      false },
};
#undef AB
#define ROLE_COUNT ((int)(sizeof roles / sizeof roles[0]))

/* How uneven a stat line is (n² times the variance, an integer), plus a nudge
 * towards the number of abilities that suits the rank. Lower is better. */
static int unevenness(const esc_unit_def *u, const role *r, esc_rank rank)
{
    int v[4] = { u->health, u->power, u->move, u->range }, n = r->range_is_the_point ? 3 : 4;
    int sum = 0, sq = 0;
    for (int i = 0; i < n; i++) {
        sum += v[i];
        sq += v[i] * v[i];
    }
    int want = rank <= ESC_RANK_VETERAN ? 0 : rank == ESC_RANK_PARAGON ? 2 : 1;
    int d = u->n_abilities - want;
    /* One point of Health dies to any hit: only a Soldier should be that frail. */
    int frail = rank > ESC_RANK_SOLDIER && u->health < 2 ? 16 : 0;
    return n * sq - sum * sum + 4 * (d < 0 ? -d : d) + frail;
}

/* Calls visit(ctx, unit) for every stat line and ability pick (0 to 2) of a role. */
typedef bool (*candidate_fn)(void *ctx, const esc_unit_def *u);

static void each_candidate(const role *r, candidate_fn visit, void *ctx)
{
    int pool[ESC_AB_COUNT], n_pool = 0;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        if (r->pool & (1u << ab))
            pool[n_pool++] = ab;
    esc_unit_def u;
    esc_unit_init(&u, "", 1, 1, 1, 1);
    for (int h = 1; h <= ESC_STAT_EDITOR_MAX; h++)
        for (int rg = r->range_min; rg <= r->range_max; rg++)
            for (int p = 1; p <= ESC_STAT_EDITOR_MAX; p++)
                for (int m = r->move_min; m <= r->move_max; m++)
                    for (unsigned mask = 0; mask < (1u << n_pool); mask++) {
                        if (__builtin_popcount(mask) > 2)
                            continue;
                        u.health = h;
                        u.range = rg;
                        u.power = p;
                        u.move = m;
                        u.n_abilities = 0;
                        for (int k = 0; k < n_pool; k++)
                            if (mask & (1u << k))
                                esc_unit_add_ability(&u, pool[k]);
                        if (!visit(ctx, &u))
                            return;
                    }
}

typedef struct search {
    const role *role;
    esc_rank rank;
    int best, slack;
    int count; /* candidates within best + slack */
    int pick;  /* which of them to keep, second pass */
    esc_unit_def found;
    bool done;
} search;

static bool visit_best(void *ctx, const esc_unit_def *u)
{
    search *s = ctx;
    if (esc_unit_rank(u) != s->rank)
        return true;
    int score = unevenness(u, s->role, s->rank);
    if (score < s->best)
        s->best = score;
    return true;
}

static bool visit_count(void *ctx, const esc_unit_def *u)
{
    search *s = ctx;
    if (esc_unit_rank(u) != s->rank || unevenness(u, s->role, s->rank) > s->best + s->slack)
        return true;
    if (s->count == s->pick) {
        s->found = *u;
        s->done = true;
    }
    s->count++;
    return true;
}

bool barracks_random_unit(core_rng *rng, esc_rank rank, esc_unit_def *out)
{
    if ((unsigned)rank >= ESC_RANK_COUNT)
        return false;
    int first = (int)core_rng_below(rng, ROLE_COUNT);
    /* A role may have no unit of a rank (a Soldier is only 1/1/1/1, which a
     * ranged unit's Range 2 rules out): then the next role. */
    for (int k = 0; k < ROLE_COUNT; k++) {
        const role *r = &roles[(first + k) % ROLE_COUNT];
        search s = { .role = r, .rank = rank, .best = 1 << 30, .slack = 6, .pick = -1 };
        each_candidate(r, visit_best, &s);
        if (s.best == 1 << 30)
            continue;
        each_candidate(r, visit_count, &s);
        s.pick = (int)core_rng_below(rng, (uint32_t)s.count);
        s.count = 0;
        each_candidate(r, visit_count, &s);
        if (!s.done)
            continue;
        *out = s.found;
        snprintf(out->name, sizeof out->name, "%s", r->names[rank]);
        return true;
    }
    return false;
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
        esc_squad_report_text(&g.report, s, g.reason, (int)sizeof g.reason);
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

/* ---- lists and names ---- */

const char *barracks_sort_name(barracks_sort sort)
{
    return sort == BARRACKS_SORT_COST ? "cost" : "name";
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

bool barracks_unit_matches(const esc_unit_def *u, const char *query)
{
    if (barracks_text_matches(u->name, query))
        return true;
    barracks_price p = barracks_price_of(u);
    if (p.problem == ESC_UNIT_OK && barracks_text_matches(esc_rank_name(p.rank), query))
        return true;
    for (int i = 0; i < u->n_abilities && i < ESC_UNIT_ABILITY_CAPACITY; i++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)u->abilities[i]);
        if (info && (barracks_text_matches(info->name, query) || barracks_text_matches(info->id, query)))
            return true;
    }
    return false;
}

bool barracks_squad_matches(const esc_squad *s, const char *query)
{
    if (barracks_text_matches(s->name, query))
        return true;
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_CAPACITY; i++)
        if (barracks_text_matches(s->units[i].name, query))
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
        keys[n++] = (sort_key){ i, p.cost, u->name };
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
            keys[n++] = (sort_key){ i, esc_squad_rank_points(s), s->name };
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

void barracks_copy_name(const data_library *lib, data_library_kind kind, const char *name, char out[ESC_NAME_MAX])
{
    /* A copy of "Archer (copy)" is "Archer (copy 2)", not "Archer (copy) (copy)". */
    char stem[ESC_NAME_MAX];
    snprintf(stem, sizeof stem, "%s", name);
    size_t n = strlen(stem);
    char *open = strrchr(stem, '(');
    if (n > 0 && stem[n - 1] == ')' && open && open > stem && open[-1] == ' ' && strncmp(open, "(copy", 5) == 0) {
        bool digits = true;
        for (char *p = open + 5; p < stem + n - 1; p++)
            if (!(*p == ' ' || (*p >= '0' && *p <= '9')))
                digits = false;
        if (digits)
            open[-1] = '\0';
    }
    for (int k = 1; k < 10000; k++) {
        char suffix[24];
        if (k == 1)
            snprintf(suffix, sizeof suffix, " (copy)");
        else
            snprintf(suffix, sizeof suffix, " (copy %d)", k);
        char base[ESC_NAME_MAX];
        memcpy(base, stem, sizeof base);
        cut_utf8(base, ESC_NAME_MAX - 1 - strlen(suffix));
        size_t n_base = strlen(base);
        memcpy(out, base, n_base);
        memcpy(out + n_base, suffix, strlen(suffix) + 1);
        if (!name_taken(lib, kind, out))
            return;
    }
}

/* ---- the Barracks ---- */

bool barracks_init(barracks *b, const char *user_dir)
{
    memset(b, 0, sizeof *b);
    data_library_init(&b->lib, user_dir);
    b->undo = calloc(BARRACKS_UNDO_MAX, sizeof *b->undo);
    b->view.selected[0] = b->view.selected[1] = -1;
    b->view.random_rank = ESC_RANK_ELITE;
    b->view.tab = DATA_LIBRARY_SQUADS;
    b->squad_ed.index = -1;
    b->unit_ed.index = -1;
    return b->undo != NULL;
}

void barracks_free(barracks *b)
{
    data_library_free(&b->lib);
    free(b->undo);
    b->undo = NULL;
    b->n_undo = 0;
}

int barracks_load(barracks *b, const char *data_dir)
{
    int n = data_library_load(&b->lib, data_dir);
    for (int k = 0; k < 2; k++)
        b->view.selected[k] = -1;
    return n;
}

int barracks_duplicate(barracks *b, data_library_kind kind, int index, data_error *err)
{
    data_error_clear(err);
    int at = -1;
    if (kind == DATA_LIBRARY_UNITS) {
        if (index < 0 || index >= b->lib.n_units) {
            data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such unit");
            return -1;
        }
        data_unit_entry e = b->lib.units[index];
        barracks_copy_name(&b->lib, kind, e.def.name, e.def.name);
        e.path[0] = '\0';
        e.builtin = false;
        at = data_library_insert_unit(&b->lib, index + 1, &e);
        if (at >= 0 && !data_library_save_unit(&b->lib, at, err)) {
            data_library_remove_unit(&b->lib, at, NULL, NULL);
            at = -1;
        }
    } else {
        if (index < 0 || index >= b->lib.n_squads) {
            data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such squad");
            return -1;
        }
        data_squad_entry *e = malloc(sizeof *e);
        if (!e) {
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
            return -1;
        }
        *e = b->lib.squads[index];
        barracks_copy_name(&b->lib, kind, e->squad.name, e->squad.name);
        e->path[0] = '\0';
        e->builtin = false;
        at = data_library_insert_squad(&b->lib, index + 1, e);
        if (at >= 0 && !data_library_save_squad(&b->lib, at, err)) {
            data_library_remove_squad(&b->lib, at, NULL, NULL);
            at = -1;
        }
        free(e);
    }
    if (at < 0 && err->kind == DATA_OK)
        data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
    return at;
}

bool barracks_rename(barracks *b, data_library_kind kind, int index, const char *name, data_error *err)
{
    data_error_clear(err);
    char clean[ESC_NAME_MAX];
    if (!barracks_clean_name(name, clean))
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "a name cannot be empty");
    int n = kind == DATA_LIBRARY_UNITS ? b->lib.n_units : b->lib.n_squads;
    if (index < 0 || index >= n)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "nothing to rename");
    char *target = kind == DATA_LIBRARY_UNITS ? b->lib.units[index].def.name : b->lib.squads[index].squad.name;
    if (kind == DATA_LIBRARY_UNITS ? b->lib.units[index].builtin : b->lib.squads[index].builtin)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "shipped with the game: duplicate it to rename the copy");
    char old[ESC_NAME_MAX];
    memcpy(old, target, ESC_NAME_MAX);
    memcpy(target, clean, ESC_NAME_MAX);
    /* The file keeps its name: renaming never moves files around. */
    bool ok = kind == DATA_LIBRARY_UNITS ? data_library_save_unit(&b->lib, index, err)
                                         : data_library_save_squad(&b->lib, index, err);
    if (!ok)
        memcpy(target, old, ESC_NAME_MAX);
    return ok;
}

bool barracks_delete(barracks *b, data_library_kind kind, int index, data_error *err)
{
    /* No undo stack (out of memory at start-up): no delete that could not be undone. */
    if (b->undo == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
    if (b->n_undo == BARRACKS_UNDO_MAX) {
        memmove(&b->undo[0], &b->undo[1], (BARRACKS_UNDO_MAX - 1) * sizeof b->undo[0]);
        b->n_undo--;
    }
    barracks_deleted *u = &b->undo[b->n_undo];
    memset(u, 0, sizeof *u);
    u->kind = kind;
    u->index = index;
    bool ok = kind == DATA_LIBRARY_UNITS ? data_library_remove_unit(&b->lib, index, &u->unit, err)
                                         : data_library_remove_squad(&b->lib, index, &u->squad, err);
    if (ok)
        b->n_undo++;
    return ok;
}

const char *barracks_undo_name(const barracks *b, data_library_kind *kind)
{
    if (b->n_undo == 0)
        return NULL;
    const barracks_deleted *u = &b->undo[b->n_undo - 1];
    if (kind)
        *kind = u->kind;
    return u->kind == DATA_LIBRARY_UNITS ? u->unit.def.name : u->squad.squad.name;
}

int barracks_undo(barracks *b, data_library_kind *kind, data_error *err)
{
    data_error_clear(err);
    if (b->n_undo == 0) {
        data_error_set(err, DATA_ERR_VALUE, "", NULL, "nothing to undo");
        return -1;
    }
    barracks_deleted *u = &b->undo[b->n_undo - 1];
    if (kind)
        *kind = u->kind;
    char *path = u->kind == DATA_LIBRARY_UNITS ? u->unit.path : u->squad.path;
    /* Its old file name, unless something took it meanwhile. */
    if (path[0] && data_paths_is_file(path))
        path[0] = '\0';
    int at;
    bool ok;
    if (u->kind == DATA_LIBRARY_UNITS) {
        at = data_library_insert_unit(&b->lib, u->index, &u->unit);
        ok = at >= 0 && data_library_save_unit(&b->lib, at, err);
        if (!ok && at >= 0)
            data_library_remove_unit(&b->lib, at, NULL, NULL);
    } else {
        at = data_library_insert_squad(&b->lib, u->index, &u->squad);
        ok = at >= 0 && data_library_save_squad(&b->lib, at, err);
        if (!ok && at >= 0)
            data_library_remove_squad(&b->lib, at, NULL, NULL);
    }
    if (!ok) {
        if (err->kind == DATA_OK)
            data_error_set(err, DATA_ERR_MEMORY, "", NULL, "out of memory");
        return -1;
    }
    b->n_undo--;
    return at;
}

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
    if (from)
        ed->entry = *from;
    else
        esc_unit_init(&ed->entry.def, BARRACKS_NEW_UNIT_NAME, 1, 1, 1, 1);
    ed->target = target;
    ed->index = index;
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
    if (from)
        ed->entry = *from;
    else
        esc_squad_init(&ed->entry.squad, BARRACKS_NEW_SQUAD_NAME);
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
