/*
 * A random unit of a chosen rank, for the unit editor's "Random unit" and
 * Ctrl+R (see barracks_random_unit in barracks.h). It walks every stat line and
 * ability pick of a role and keeps one of the most even ones: a brute-force
 * search kept apart from the editors because it is the only part with tables of
 * its own (the roles) and the only part whose cost grows with the stat range.
 */
#include "barracks/barracks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- random units ---- */

typedef struct role {
    const char *names[ESC_RANK_COUNT]; /* marked only: the unit is the player's, named in their language */
    int range_min, range_max;
    int move_min, move_max;
    uint16_t pool;           /* abilities that suit the role */
    bool range_is_the_point; /* evenness leaves Range out */
} role;

#define AB(x) (1u << (x))
static const role roles[] = {
    { { N_("Militia"), N_("Footman"), N_("Man-at-arms"), N_("Blademaster"), N_("Warlord") },
      1,
      1,
      1,
      3,
      AB(ESC_AB_CHARGE) | AB(ESC_AB_SWEEP) | AB(ESC_AB_DEVASTATING_STRIKE) | AB(ESC_AB_DEFENSIVE_STANCE) |
          AB(ESC_AB_GUARDIAN),
      false },
    { { N_("Slinger"), N_("Bowman"), N_("Marksman"), N_("Sharpshooter"), N_("Master Archer") },
      2,
      5,
      1,
      2,
      AB(ESC_AB_PRECISION_SHOT) | AB(ESC_AB_SUPPRESSING_FIRE) | AB(ESC_AB_OVERCHARGE) | AB(ESC_AB_TACTICAL_RETREAT),
      true },
    { { N_("Acolyte"), N_("Adept"), N_("Warden"), N_("Battle Mage"), N_("Archmage") },
      1,
      3,
      1,
      2,
      AB(ESC_AB_ENERGY_TRAIT) | AB(ESC_AB_COMMAND_FORWARD) | AB(ESC_AB_FEINT) | AB(ESC_AB_GUARDIAN) |
          AB(ESC_AB_DEFENSIVE_STANCE),
      false },
    { { N_("Runner"), N_("Scout"), N_("Outrider"), N_("Raider"), N_("Phantom") },
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
        snprintf(out->name, sizeof out->name, "%s", _(r->names[rank]));
        return true;
    }
    return false;
}
