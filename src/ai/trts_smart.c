/*
 * The normal and hard TRTS computer players: Macro and Reposition (docs/ai.md
 * "TRTS"). Both levels share this economy; they differ in their Micro look-ahead
 * (trts_look.c). Every choice reads the view only; plans are applied to a copy of
 * the view as they are made (trts_plan.c), so they stay legal on the real state.
 * The phases both levels play as easy does go to trts_easy.c.
 * Ties: lower area index, then lower piece index, then the tables' order.
 */
#include <string.h>

#include "trts_ai_internal.h"

/* The army made before expansions and the second depot: worth GUARD_VALUE (a
 * 2-mineral unit's value) times GUARD_BASE plus one every GUARD_ROUNDS rounds. */
#define GUARD_VALUE 30
#define GUARD_BASE 1
#define GUARD_ROUNDS 4
/* The standing army made before more depots, from the first finished producer
 * on: worth ARMY_VALUE times ARMY_BASE (plus ARMY_HARD for hard) plus one every
 * ARMY_ROUNDS rounds. Tuned on seeds 1-6 (docs/ai.md "TRTS"): without it the
 * areas the workers claim fell to the easy level's first raid. */
#define ARMY_VALUE 30
#define ARMY_BASE 1
#define ARMY_HARD 2
#define ARMY_ROUNDS 3
/* Workers before the first producer, which comes ahead of more workers and the
 * expansion (tuned on seeds 1-6, docs/ai.md "TRTS": 3 plays the same games; a
 * normal level waiting for 6 played as before this rule). */
#define FIRST_PRODUCER_WORKERS 4
/* Reposition leaves a lone unit as the guard of an area it holds with fields or
 * vents while the guards are at most one in GUARDS_SHARE of the army (hTrAI15,
 * bench_trts_grab). */
#define GUARDS_SHARE 3
/* The short game's second depot (short_game_depot): from round SHORT_DEPOT_FROM,
 * for levels from SHORT_DEPOT_LEVEL, in a game whose start areas are dry for its
 * last SHORT_DEPOT_DRY rounds or more (16 rounds: dry from round 10), while the
 * fields it works (at most the workers) give SHORT_DEPOT_PAYS times its price in
 * the rounds left once built; its price is kept ahead of supply and of the
 * standing army once the first army unit is out. Tuned on seeds 1-40
 * (bench_trts_turns, bench_trts_grab; /work/notes/hTrAI19-docs.md): at 16 rounds
 * normal beat easy 79.6 % before, 92.0 % after, the land-grabber 61.0 % and
 * 78.7 %; kept ahead of the first unit too it won 88.6 % and 83.2 % but passed
 * every Micro turn of rounds 3-7; at 12 rounds (dry for the last 5) it lost more
 * than it gained: against the grabber 82.3 % fell to 71.3 %. */
#define SHORT_DEPOT_FROM 3
#define SHORT_DEPOT_LEVEL TRTS_AI_NORMAL
#define SHORT_DEPOT_PAYS 2
#define SHORT_DEPOT_DRY 6
/* A short game builds no extractor in a depot area whose fields run dry within
 * EXTRACTOR_DRY rounds (a dry start area's rig gives 1 gas for 3 workers: with
 * the second depot, normal built one in round 7 and kept 3 miners on it). */
#define EXTRACTOR_DRY 3

/* ---- what the player has ---- */

typedef struct econ {
    int workers;                   /* living and queued */
    int depots, depots_pending;
    int role[TRTS_ROLES];          /* own buildings per role, finished or not */
    int role_done[TRTS_ROLES];
    int army;                      /* non-worker units, living and queued */
    bool depot_in[TRTS_MAX_AREAS]; /* an own depot, finished or not */
    int ext_in[TRTS_MAX_AREAS];    /* own extractors there */
    int workers_in[TRTS_MAX_AREAS];
    bool enemy_air;                /* an enemy air unit is visible */
} econ;

static void econ_read(const trts_state *s, int me, econ *e)
{
    memset(e, 0, sizeof *e);
    const trts_faction *f = trts_player_faction(s, me);
    int wt = trts_faction_worker(f);
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive)
            continue;
        if (p->owner != me) {
            if (!trts_allies(s, p->owner, me) && !p->building && trts_piece_air(s, i))
                e->enemy_air = true;
            continue;
        }
        if (p->building) {
            e->role[p->type]++;
            e->role_done[p->type] += p->finished;
            if (p->type == TRTS_ROLE_DEPOT) {
                e->depot_in[p->area] = true;
                e->depots++;
                e->depots_pending += !p->finished;
            }
            if (p->type == TRTS_ROLE_EXTRACTOR)
                e->ext_in[p->area]++;
            if (p->item_kind == TRTS_ITEM_UNIT)
                *(p->item_type == wt ? &e->workers : &e->army) += 1;
        } else if (trts_piece_worker(s, i)) {
            e->workers++;
            e->workers_in[p->area]++;
        } else {
            e->army++;
        }
    }
}

/* Fields an area still gives from `round` on (start areas deplete). */
static int fields_from(const trts_state *s, int a, int round)
{
    bool start = false;
    for (int p = 0; p < s->n_players; p++)
        start |= s->players[p].start_area == a;
    if (start && round >= s->map->deplete_round)
        return 0;
    return s->map->areas[a].minerals;
}

/* Workers the economy can use: fields and 3 per extractor in depot areas (hard's
 * short game: and its claimers, trts_ai_hard_short). */
static int worker_goal(const trts_state *s, int me, const econ *e, const trts_ai_style *st)
{
    int goal = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        if (e->depot_in[a])
            goal += fields_from(s, a, s->round + 2) + 3 * e->ext_in[a];
    goal += 2;
    goal = goal < st->workers ? goal : st->workers;
    if (trts_ai_hard_short(s, me) && !trts_ai_swarm(trts_player_faction(s, me)))
        goal += TRTS_AI_HARD_CLAIMERS;
    return goal;
}

static bool try_build(trts_ai_buf *pl, int role, int area)
{
    trts_state *s = pl->s;
    for (int a = 0; a < s->map->n_areas; a++) {
        if (area >= 0 && a != area)
            continue;
        for (int i = 0; i < s->n_pieces; i++)
            if (trts_ai_mine(s, i, pl->player) && !s->pieces[i].building && trts_piece_worker(s, i) &&
                s->pieces[i].area == a && trts_test_build(s, pl->player, i, role, a) == TRTS_OK)
                return trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_BUILD, pl->player, i, role, a));
    }
    return false;
}

/* Builds `role` in the own depot area with the most workers (then the lower index). */
static bool build_home(trts_ai_buf *pl, int role)
{
    trts_state *s = pl->s;
    econ e;
    econ_read(s, pl->player, &e);
    for (int pass = 0; pass < 2; pass++)
        for (int n = 16; n >= 0; n--)
            for (int a = 0; a < s->map->n_areas; a++)
                if ((pass == 1 || e.depot_in[a]) && e.workers_in[a] == n && try_build(pl, role, a))
                    return true;
    return false;
}

/* The area the next depot goes to: controlled, free slot, no own depot, most fields
 * left, then nearest the own start. -1 if none. */
static int expansion_area(const trts_state *s, int me, int round)
{
    int team = s->players[me].team, start = s->players[me].start_area;
    int dist[TRTS_MAX_AREAS];
    if (start >= 0)
        trts_ai_distances(s, start, dist);
    else
        memset(dist, 0, sizeof dist);
    int best = -1, best_score = 0;
    econ e;
    econ_read(s, me, &e);
    for (int a = 0; a < s->map->n_areas; a++) {
        int fl = fields_from(s, a, round + 4);
        if (!trts_team_controls(s, team, a) || trts_area_contested(s, a) || e.depot_in[a] || fl == 0 ||
            trts_area_free_slots(s, a) <= 0)
            continue;
        int score = 10 * fl + 4 * s->map->areas[a].gas - 8 * (dist[a] < 0 ? 9 : dist[a]);
        if (best < 0 || score > best_score) {
            best = a;
            best_score = score;
        }
    }
    return best;
}

static int supply_room(const trts_state *s, int me)
{
    const trts_faction *f = trts_player_faction(s, me);
    int provided = trts_supply_provided(s, me);
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_mine(s, i, me) && s->pieces[i].building && !s->pieces[i].finished)
            provided += f->buildings[s->pieces[i].type].supply;
    if (provided > TRTS_SUPPLY_CAP)
        provided = TRTS_SUPPLY_CAP;
    return provided - trts_supply_used(s, me);
}

/* ---- which unit: a trial fight ---- */

typedef struct trial {
    trts_fighter f[TRTS_COMBAT_MAX];
    int n, n_own;
    int order[2];
} trial;

static void trial_add(trial *t, const trts_unit_def *d, int side, bool weapons, bool plating, int hp, int shields)
{
    if (t->n >= TRTS_COMBAT_MAX)
        return;
    trts_fighter *f = &t->f[t->n++];
    trts_fighter_unit(f, d, side, weapons, plating);
    f->engager = side == 0;
    if (hp > 0) {
        f->hp = hp;
        f->shields = shields;
    }
}

/* The own army (side 0) against the enemy's as the view shows it, topped up to
 * the model's estimate (its share of the controlled fields times the own army),
 * as units of its sturdiest tier-1 type. */
static void trial_setup(const trts_state *s, int me, trial *t)
{
    t->n = 0;
    t->order[0] = 0;
    t->order[1] = 1;
    const trts_player *pl = &s->players[me];
    int mine = 0, theirs = 0, enemy = -1;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!trts_ai_army(s, i))
            continue;
        const trts_unit_def *d = trts_piece_unit(s, i);
        if (p->owner == me) {
            trial_add(t, d, 0, pl->upgrades[TRTS_UPGRADE_WEAPONS], pl->upgrades[TRTS_UPGRADE_PLATING], p->hp, p->shields);
            mine += trts_ai_value(s, i);
        }
    }
    t->n_own = t->n;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!trts_ai_army(s, i) || trts_allies(s, p->owner, me))
            continue;
        const trts_player *q = &s->players[p->owner];
        trial_add(t, trts_piece_unit(s, i), 1, q->declared[TRTS_UPGRADE_WEAPONS], q->declared[TRTS_UPGRADE_PLATING],
                  p->hp, p->shields);
        theirs += trts_ai_value(s, i);
        enemy = p->owner;
    }
    for (int q = 0; q < s->n_players && enemy < 0; q++)
        if (!trts_allies(s, q, me) && !s->players[q].eliminated)
            enemy = q;
    if (enemy < 0)
        return;
    const trts_faction *ef = trts_player_faction(s, enemy);
    int u = trts_ai_model_unit(ef);
    int est = mine + 60;
    int each = u >= 0 ? 10 * (ef->units[u].minerals + ef->units[u].gas + 1) : 0;
    for (int k = 0; u >= 0 && theirs + each <= est && k < 24; k++) {
        trial_add(t, &ef->units[u], 1, false, false, 0, 0);
        theirs += each;
    }
}

/* What the trial fight leaves (own HP and shields left x cost, minus the enemy's),
 * after three combat rounds. */
static int trial_score(trial *t)
{
    static _Thread_local trts_fighter f[TRTS_COMBAT_MAX];
    memcpy(f, t->f, (size_t)t->n * sizeof f[0]);
    int steps[TRTS_COMBAT_MAX_STEPS];
    for (int r = 0; r < 3 && trts_combat_both_sides(f, t->n); r++) {
        for (int k = 0; k < t->n; k++)
            f[k].attacked = false;
        trts_combat_round(f, t->n, t->order, 2, steps);
    }
    int v = 0;
    for (int k = 0; k < t->n; k++)
        if (f[k].alive)
            v += (f[k].engager ? 1 : -1) * (f[k].cost + 1) * (f[k].hp + f[k].shields);
    return v;
}

/* Each idle producer makes the unit that does best in the trial fight for what it
 * costs (units beyond the producer's share of the bank count less), so money and
 * producers run out together. */
static void make_units(trts_ai_buf *pl, int keep_minerals)
{
    trts_state *s = pl->s;
    int me = pl->player;
    const trts_faction *f = trts_player_faction(s, me);
    int wt = trts_faction_worker(f);
    static _Thread_local trial tr;
    trial_setup(s, me, &tr);
    int idle[TRTS_MAX_PIECES], n_idle = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_mine(s, i, me) && s->pieces[i].building && s->pieces[i].finished &&
            s->pieces[i].type != TRTS_ROLE_DEPOT && s->pieces[i].item_kind == TRTS_ITEM_NONE)
            idle[n_idle++] = i;
    /* tier 2 first: its units are the dearest */
    int left = n_idle;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < n_idle; k++) {
            int i = idle[k];
            if ((s->pieces[i].type == TRTS_ROLE_TIER2) != (pass == 0))
                continue;
            int m_share = (s->players[me].minerals - keep_minerals) * 2 / (left + 1) + 1;
            int g_share = s->players[me].gas * 2 / (left + 1) + 1;
            int best = -1, best_v = 0;
            for (int u = 0; u < f->n_units; u++) {
                if (u == wt || trts_test_make(s, me, i, u) != TRTS_OK)
                    continue;
                const trts_unit_def *d = &f->units[u];
                if (s->players[me].minerals - d->minerals < keep_minerals)
                    continue;
                /* the trial with this unit added, twice for a splash or two-round one's weight */
                const trts_player *mp = &s->players[me];
                trial_add(&tr, d, 0, mp->upgrades[TRTS_UPGRADE_WEAPONS], mp->upgrades[TRTS_UPGRADE_PLATING], 0, 0);
                int v = trial_score(&tr);
                tr.n--;
                int cost = d->minerals + d->gas;
                v -= 6 * cost;
                if (d->tags & TRTS_TAG_T2)
                    v -= 6 * cost;
                if (d->minerals > m_share || d->gas > g_share)
                    v -= 12 * cost;
                if (best < 0 || v > best_v) {
                    best = u;
                    best_v = v;
                }
            }
            if (best >= 0 && trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_MAKE, me, i, best, 0))) {
                /* the new unit joins the trial army */
                const trts_player *mp = &s->players[me];
                trial_add(&tr, &f->units[best], 0, mp->upgrades[TRTS_UPGRADE_WEAPONS], mp->upgrades[TRTS_UPGRADE_PLATING],
                          0, 0);
            }
            left--;
        }
}

/* Minerals a round from the fields of own depot areas (the workers there, at most
 * the fields). */
static int mineral_income(const trts_state *s, const econ *e)
{
    int inc = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        if (e->depot_in[a]) {
            int f = fields_from(s, a, s->round);
            inc += e->workers_in[a] < f ? e->workers_in[a] : f;
        }
    return inc;
}

static bool worker_free_in(const trts_state *s, int me, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_mine(s, i, me) && !s->pieces[i].building && trts_piece_worker(s, i) && s->pieces[i].area == area &&
            !s->pieces[i].busy && !s->pieces[i].built_this_round)
            return true;
    return false;
}

/* An enemy unit seen within two steps of an own depot, or an enemy marker next
 * to one (markers are public). */
static bool threatened(const trts_state *s, int me, const econ *e)
{
    int near[TRTS_MAX_AREAS];
    for (int a = 0; a < s->map->n_areas; a++)
        near[a] = -1;
    for (int d = 0; d < s->map->n_areas; d++) {
        if (!e->depot_in[d])
            continue;
        int dist[TRTS_MAX_AREAS];
        trts_ai_distances(s, d, dist);
        for (int a = 0; a < s->map->n_areas; a++)
            if (dist[a] >= 0 && (near[a] < 0 || dist[a] < near[a]))
                near[a] = dist[a];
    }
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_army(s, i) && !trts_allies(s, s->pieces[i].owner, me) && near[s->pieces[i].area] >= 0 &&
            near[s->pieces[i].area] <= 2)
            return true;
    for (int a = 0; a < s->map->n_areas; a++)
        for (int q = 0; q < s->n_players; q++)
            if (near[a] == 1 && (s->markers[a] >> q & 1u) && !trts_allies(s, q, me))
                return true;
    return false;
}

/* Supply buildings while the room left is short of what the producers make in a round. */
static void supply_ahead(trts_ai_buf *pl, int reserve)
{
    trts_state *s = pl->s;
    int me = pl->player;
    const trts_faction *f = trts_player_faction(s, me);
    econ e;
    econ_read(s, me, &e);
    int producers = e.role[TRTS_ROLE_TIER1] + e.role[TRTS_ROLE_TIER2] + e.depots;
    for (int k = 0; k < 3 && supply_room(s, me) < 1 + 2 * producers && trts_supply_provided(s, me) < TRTS_SUPPLY_CAP; k++)
        if (s->players[me].minerals - f->buildings[TRTS_ROLE_SUPPLY].minerals < reserve / 2 ||
            !build_home(pl, TRTS_ROLE_SUPPLY))
            break;
}

/* A short game: the second depot before the start area runs dry, ahead of supply
 * and of the standing army past its first unit (play-tests: normal built none in
 * a short game, and its income fell to nothing when its start area ran dry).
 * Builds it when it can and returns the minerals kept for it (0: none wanted). */
static int short_game_depot(trts_ai_buf *pl)
{
    trts_state *s = pl->s;
    int me = pl->player;
    if (!trts_ai_short_game(s) || s->setup.level[me] < SHORT_DEPOT_LEVEL ||
        s->map->rounds - s->map->deplete_round + 1 < SHORT_DEPOT_DRY)
        return 0;
    econ e;
    econ_read(s, me, &e);
    int cost = trts_player_faction(s, me)->buildings[TRTS_ROLE_DEPOT].minerals;
    int a = expansion_area(s, me, s->round);
    if (e.depots_pending > 0 || e.depots >= 2 || a < 0 || s->round < SHORT_DEPOT_FROM)
        return 0;
    int fields = fields_from(s, a, s->round + 4), rounds = s->map->rounds - s->round - 2;
    if (fields > e.workers)
        fields = e.workers;
    if (fields * rounds < SHORT_DEPOT_PAYS * cost)
        return 0;
    if (worker_free_in(s, me, a) && try_build(pl, TRTS_ROLE_DEPOT, a))
        return 0;
    return cost;
}

static void macro_plan(trts_ai_buf *pl)
{
    trts_state *s = pl->s;
    int me = pl->player;
    const trts_faction *f = trts_player_faction(s, me);
    int wt = trts_faction_worker(f);
    econ e;
    econ_read(s, me, &e);
    trts_ai_style st = trts_ai_style_of(s, me);
    int goal = worker_goal(s, me, &e, &st);
    /* the first producer before more workers, the expansion and more depots:
     * its first units contest the areas the enemy's lone workers take (play-test
     * report5 defect 4: normal made its first unit in round 7-10, easy in round
     * 5-6, and passed every Micro turn meanwhile, then swarmed) */
    if (e.role[TRTS_ROLE_TIER1] == 0 && e.workers >= FIRST_PRODUCER_WORKERS)
        build_home(pl, TRTS_ROLE_TIER1);
    /* workers from every idle depot up to what the fields and vents take */
    for (int i = 0; i < s->n_pieces && e.workers < goal; i++)
        if (trts_ai_mine(s, i, me) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_DEPOT &&
            trts_test_make(s, me, i, wt) == TRTS_OK &&
            trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_MAKE, me, i, wt, 0)))
            e.workers++;
    /* a guard first while the army is small: a single raider must not take the
     * natural and box the player in (the easy level's Skitters did on Twin Ridge) */
    econ_read(s, me, &e);
    if (trts_ai_army_value(s, me) < GUARD_VALUE * (GUARD_BASE + s->round / GUARD_ROUNDS) &&
        e.role_done[TRTS_ROLE_TIER1] > 0 && threatened(s, me, &e))
        make_units(pl, 0);
    /* an army from the first producer on, before more depots: the areas its
     * workers claim are held only while it can retake them (play-test: Luminar
     * made no unit before round 10 and lost every claim to the easy level) */
    /* a short game: supply before the army (the Directorate's HQ houses six, so
     * its army waited for a Habitat the expansion's saving delayed to round 9) */
    int keep = short_game_depot(pl);
    if (trts_ai_short_game(s))
        supply_ahead(pl, keep);
    econ_read(s, me, &e);
    int army_base = ARMY_BASE + (s->setup.level[me] >= TRTS_AI_HARD ? ARMY_HARD : 0);
    if (trts_ai_army_value(s, me) < ARMY_VALUE * (army_base + s->round / ARMY_ROUNDS) &&
        e.role_done[TRTS_ROLE_TIER1] > 0)
        make_units(pl, trts_ai_army_value(s, me) > 0 ? keep : 0);
    /* expansion: as soon as a controlled site with a worker exists and the main's
     * fields are taken, and always before the start area runs dry */
    econ_read(s, me, &e);
    int reserve = 0;
    int left = s->map->deplete_round - s->round;
    int depot_cost = f->buildings[TRTS_ROLE_DEPOT].minerals;
    if (e.depots_pending == 0 && e.depots < 4 && (e.workers >= st.expand_at || left <= 8)) {
        int a = expansion_area(s, me, s->round);
        if (a >= 0 && worker_free_in(s, me, a)) {
            if (!try_build(pl, TRTS_ROLE_DEPOT, a))
                reserve = depot_cost;
        }
    }
    /* a second depot at home when workers lag far behind the fields (one worker a
     * round per depot is the bottleneck, the Myriad's above all) */
    econ_read(s, me, &e);
    if (e.depots_pending == 0 && e.depots < 3 && reserve == 0 && s->round >= 3 && e.workers + 4 <= goal &&
        e.role[TRTS_ROLE_TIER1] > 0 && !build_home(pl, TRTS_ROLE_DEPOT))
        reserve = depot_cost;
    econ_read(s, me, &e);
    int income = mineral_income(s, &e);
    /* supply ahead of the producers */
    supply_ahead(pl, reserve);
    /* one extractor when the main is full, a second for tier 2 */
    int ext_goal = s->round >= 4 && e.workers >= 5 ? 1 : 0;
    if (e.role[TRTS_ROLE_TIER2] > 0 || s->round >= 9)
        ext_goal = 2 + (e.depots >= 3);
    for (int a = 0; a < s->map->n_areas && e.role[TRTS_ROLE_EXTRACTOR] < ext_goal; a++)
        if (e.depot_in[a] && trts_area_free_vents(s, a) > 0 && s->players[me].minerals - 2 >= reserve &&
            !(trts_ai_short_game(s) && fields_from(s, a, s->round + EXTRACTOR_DRY) == 0) &&
            try_build(pl, TRTS_ROLE_EXTRACTOR, a))
            e.role[TRTS_ROLE_EXTRACTOR]++;
    /* more producers while the income allows */
    econ_read(s, me, &e);
    int t1_goal = 1 + st.producers + (income - e.depots) / 3;
    if (t1_goal > 4)
        t1_goal = 4;
    if (e.role[TRTS_ROLE_TIER1] < t1_goal && e.role_done[TRTS_ROLE_TIER1] > 0 &&
        s->players[me].minerals - f->buildings[TRTS_ROLE_TIER1].minerals >= reserve)
        build_home(pl, TRTS_ROLE_TIER1);
    /* tier 2 once the army and the gas are there */
    if (e.role[TRTS_ROLE_TIER2] == 0 && e.role_done[TRTS_ROLE_TIER1] > 0 && s->round >= st.tier2_round &&
        s->players[me].minerals - f->buildings[TRTS_ROLE_TIER2].minerals >= reserve)
        build_home(pl, TRTS_ROLE_TIER2);
    /* a tower where an enemy engaged a depot area last round */
    for (int a = 0; a < s->map->n_areas; a++) {
        if (!e.depot_in[a])
            continue;
        bool enemy = false, tower = false;
        for (int q = 0; q < s->n_players; q++)
            enemy |= !trts_allies(s, q, me) && (s->engaged_by_last[a] & (1u << q));
        for (int i = 0; i < s->n_pieces; i++)
            tower |= trts_ai_mine(s, i, me) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_TOWER &&
                     s->pieces[i].area == a;
        if (enemy && !tower)
            try_build(pl, TRTS_ROLE_TOWER, a);
    }
    /* upgrades when the army is big enough to use them */
    econ_read(s, me, &e);
    if (e.army >= 8)
        for (int k = 0; k < TRTS_UPGRADES; k++)
            for (int i = 0; i < s->n_pieces; i++)
                if (trts_ai_mine(s, i, me) && s->pieces[i].building &&
                    s->players[me].minerals - f->upgrades[k].minerals >= reserve + 4 &&
                    trts_test_research(s, me, i, k) == TRTS_OK &&
                    trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_RESEARCH, me, i, k, 0)))
                    break;
    /* the army with the rest */
    make_units(pl, reserve);
    /* gas: 3 per finished extractor while the bank needs it, never the last miners */
    for (int a = 0; a < s->map->n_areas; a++) {
        int ext = 0, workers = 0;
        for (int i = 0; i < s->n_pieces; i++) {
            if (!trts_ai_mine(s, i, me) || s->pieces[i].area != a)
                continue;
            ext += s->pieces[i].building && s->pieces[i].finished && s->pieces[i].type == TRTS_ROLE_EXTRACTOR;
            workers += !s->pieces[i].building && trts_piece_worker(s, i);
        }
        int want = s->players[me].gas >= 16 ? 0 : 3 * ext;
        int spare = workers - fields_from(s, a, s->round + 1) / 2;
        if (want > spare && s->players[me].gas >= 6)
            want = spare;
        if (want > workers)
            want = workers;
        if (want < 0)
            want = 0;
        if (s->players[me].gas_workers[a] != want)
            trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_GAS, me, a, want, 0));
    }
    trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_DONE, me, 0, 0, 0));
}

/* ---- Reposition ---- */

static bool move_one(trts_ai_buf *pl, int piece, int to)
{
    trts_action x = trts_action_make(TRTS_ACT_MOVE, pl->player, to, 0, 0);
    trts_set_add(&x.units, piece);
    if (trts_test(pl->s, &x) != TRTS_OK)
        return false;
    return trts_ai_buf_do(pl, x);
}

/* Moves the piece to the legal destination nearest `target` (by ground distance). */
static void move_towards(trts_ai_buf *pl, int piece, const int dist[TRTS_MAX_AREAS])
{
    trts_state *s = pl->s;
    int here = s->pieces[piece].area, best = -1;
    for (int a = 0; a < s->map->n_areas; a++) {
        if (a == here || dist[a] < 0 || (dist[here] >= 0 && dist[a] >= dist[here]))
            continue;
        trts_set one;
        trts_set_clear(&one);
        trts_set_add(&one, piece);
        if (trts_test_move(s, pl->player, &one, a) != TRTS_OK)
            continue;
        if (best < 0 || dist[a] < dist[best])
            best = a;
    }
    if (best >= 0)
        move_one(pl, piece, best);
}

static bool enemy_building_in(const trts_state *s, int me, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].building && s->pieces[i].area == area &&
            !trts_allies(s, s->pieces[i].owner, me))
            return true;
    return false;
}

static bool own_building_in(const trts_state *s, int me, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_mine(s, i, me) && s->pieces[i].building && s->pieces[i].area == area)
            return true;
    return false;
}

/* The own area where the army gathers: the controlled area nearest the nearest
 * visible enemy building (or, when none is seen, the own depot area nearest the
 * map's middle of the other starts). */
static int trts_ai_rally(const trts_state *s, int me)
{
    int team = s->players[me].team;
    int target = -1, best_d = 999, start = s->players[me].start_area;
    int dstart[TRTS_MAX_AREAS];
    if (start < 0)
        return -1;
    trts_ai_distances(s, start, dstart);
    /* an enemy army unit in an area holding an own building comes first: the
     * army gathers beside it, so the next Micro can answer (play-test: Hard did
     * not react to 3 Skitters in its main) */
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (trts_ai_army(s, i) && !trts_allies(s, p->owner, me) && own_building_in(s, me, p->area) &&
            dstart[p->area] >= 0 && dstart[p->area] < best_d) {
            best_d = dstart[p->area];
            target = p->area;
        }
    }
    for (int i = 0; i < s->n_pieces && target < 0; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || trts_allies(s, p->owner, me) || !p->building)
            continue;
        if (dstart[p->area] >= 0 && dstart[p->area] < best_d) {
            best_d = dstart[p->area];
            target = p->area;
        }
    }
    /* no enemy building seen: towards the nearest enemy start area (public), so
     * the army does not sit at home (play-test 12: 6 units stayed in the base
     * while the enemy's lone workers took the map) */
    bool seen = target >= 0;
    for (int q = 0; q < s->n_players && !seen; q++) {
        int a = s->players[q].start_area;
        if (!trts_allies(s, q, me) && !s->players[q].eliminated && a >= 0 && dstart[a] >= 0 &&
            (target < 0 || dstart[a] < dstart[target]))
            target = a;
    }
    if (target < 0)
        return start;
    int dist[TRTS_MAX_AREAS];
    trts_ai_distances(s, target, dist);
    int rally = -1;
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_team_controls(s, team, a) && dist[a] >= 0 && (rally < 0 || dist[a] < dist[rally]))
            rally = a;
    return rally;
}

static void reposition_plan(trts_ai_buf *pl)
{
    trts_state *s = pl->s;
    int me = pl->player, n = s->n_pieces;
    econ e;
    econ_read(s, me, &e);
    /* the army gathers at the rally area */
    int rally = trts_ai_rally(s, me);
    bool ahead = trts_ai_ahead(s, me);
    if (rally >= 0) {
        int dist[TRTS_MAX_AREAS];
        trts_ai_distances(s, rally, dist);
        /* a lone army unit in an area it holds with fields or vents stays there
         * as its guard (up to GUARDS_SHARE of the army): an empty area is taken
         * back for nothing by the enemy's lone workers (play-test 12) */
        int army_in[TRTS_MAX_AREAS] = {0}, army = 0, guards = 0;
        for (int i = 0; i < n; i++)
            if (trts_ai_mine(s, i, me) && trts_ai_army(s, i)) {
                army_in[s->pieces[i].area]++;
                army++;
            }
        for (int i = 0; i < n; i++) {
            const trts_piece *p = &s->pieces[i];
            /* ahead, a unit besieging enemy buildings stays at them */
            if (ahead && trts_area_contested(s, p->area) && enemy_building_in(s, me, p->area))
                continue;
            const trts_area *ar = &s->map->areas[p->area];
            if (trts_ai_mine(s, i, me) && trts_ai_army(s, i) && army_in[p->area] == 1 &&
                p->area != s->players[me].start_area && p->area != rally && (ar->minerals > 0 || ar->gas > 0) &&
                trts_team_controls(s, s->players[me].team, p->area) && (guards + 1) * GUARDS_SHARE <= army) {
                guards++;
                continue;
            }
            if (trts_ai_mine(s, i, me) && trts_ai_army(s, i) && !p->activated && p->mp > 0 && p->area != rally) {
                trts_set one;
                trts_set_clear(&one);
                trts_set_add(&one, i);
                if (trts_test_move(s, me, &one, rally) == TRTS_OK)
                    move_one(pl, i, rally);
                else
                    move_towards(pl, i, dist);
            }
        }
    }
    /* workers: from areas with more than their fields and vents take to areas
     * with fewer; one to the next expansion */
    int need[TRTS_MAX_AREAS] = {0};
    for (int a = 0; a < s->map->n_areas; a++)
        if (e.depot_in[a])
            need[a] = fields_from(s, a, s->round + 1) + 3 * e.ext_in[a] - e.workers_in[a];
        else
            need[a] = -e.workers_in[a];
    int exp_area = expansion_area(s, me, s->round + 1);
    /* the next expansion gets one worker, the nearest that may go (and one more
     * for every own building slot it still lacks at home) */
    if (exp_area >= 0 && e.workers_in[exp_area] == 0 && e.workers >= 4) {
        int best = -1, best_d = 99;
        int dist[TRTS_MAX_AREAS];
        trts_ai_distances(s, exp_area, dist);
        for (int i = 0; i < n; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!trts_ai_mine(s, i, me) || p->building || !trts_piece_worker(s, i) || p->activated || p->busy ||
                p->mp <= 0 || dist[p->area] < 0 || dist[p->area] >= best_d)
                continue;
            trts_set one;
            trts_set_clear(&one);
            trts_set_add(&one, i);
            if (trts_test_move(s, me, &one, exp_area) == TRTS_OK) {
                best = i;
                best_d = dist[p->area];
            }
        }
        int from = best >= 0 ? s->pieces[best].area : 0;
        if (best >= 0 && move_one(pl, best, exp_area))
            need[from]++;
        /* too far for one Reposition: the nearest free worker walks towards it */
        for (int i = 0; i < n && best < 0; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!trts_ai_mine(s, i, me) || p->building || !trts_piece_worker(s, i) || p->activated || p->busy ||
                p->mp <= 0 || dist[p->area] < 0 || e.workers_in[p->area] < 2)
                continue;
            int here = p->area;
            move_towards(pl, i, dist);
            if (s->pieces[i].area != here) {
                need[here]++;
                best = i;
            }
        }
    }
    if (exp_area >= 0)
        need[exp_area] = 0; /* its worker stays */
    for (int i = 0; i < n; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!trts_ai_mine(s, i, me) || p->building || !trts_piece_worker(s, i) || p->activated || p->busy ||
            p->mp <= 0 || need[p->area] >= 0)
            continue;
        int best = -1;
        for (int a = 0; a < s->map->n_areas; a++) {
            if (need[a] <= 0)
                continue;
            trts_set one;
            trts_set_clear(&one);
            trts_set_add(&one, i);
            if (trts_test_move(s, me, &one, a) == TRTS_OK && (best < 0 || need[a] > need[best]))
                best = a;
        }
        int from = p->area;
        if (best >= 0 && move_one(pl, i, best)) {
            need[best]--;
            need[from]++;
        } else if (best < 0 && !e.depot_in[from] && from != exp_area) {
            /* a claimer out of one move's reach walks back towards the
             * nearest own depot (the early land grab sends one far) */
            int home[TRTS_MAX_AREAS], d[TRTS_MAX_AREAS];
            for (int a = 0; a < s->map->n_areas; a++)
                home[a] = -1;
            for (int a = 0; a < s->map->n_areas; a++) {
                if (!e.depot_in[a])
                    continue;
                trts_ai_distances(s, a, d);
                for (int b = 0; b < s->map->n_areas; b++)
                    if (d[b] >= 0 && (home[b] < 0 || d[b] < home[b]))
                        home[b] = d[b];
            }
            move_towards(pl, i, home);
        }
    }
    trts_ai_buf_do(pl, trts_action_make(TRTS_ACT_DONE, me, 0, 0, 0));
}

int trts_ai_smart_plan(const trts_state *view, int player, int level, trts_action *out, int cap)
{
    if (view->phase == TRTS_PHASE_OVER || view->current != player || cap < 2)
        return 0;
    /* a lost duel is conceded at the player's Micro turn, as a player would */
    if (view->phase == TRTS_PHASE_MICRO && trts_ai_hopeless(view, player)) {
        out[0] = trts_action_make(TRTS_ACT_CONCEDE, player, 0, 0, 0);
        return 1;
    }
    switch (view->phase) {
    case TRTS_PHASE_MACRO:
    case TRTS_PHASE_REPOSITION: return trts_ai_plan_whole(view, player, out, cap, macro_plan, reposition_plan);
    case TRTS_PHASE_MICRO:
    case TRTS_PHASE_GROUP:
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: return trts_ai_look_turn(view, player, level, out);
    case TRTS_PHASE_KEEP_ALIVE:
    case TRTS_PHASE_COMBAT_TARGETS:
    case TRTS_PHASE_OVER: break;
    }
    return trts_ai_easy_plan(view, player, out, cap);
}
