/*
 * The combat round (docs/trts.md "Combat round"). Every choice of the standard
 * policy is judged on the step's starting HP and shields, and all damage is dealt
 * at once, so the order in which attackers choose never changes the outcome.
 */
#include "skirmish/core/trts/combat.h"

#include <string.h>

void trts_fighter_unit(trts_fighter *f, const trts_unit_def *def, int player, bool weapons, bool plating)
{
    memset(f, 0, sizeof *f);
    bool worker = (def->tags & TRTS_TAG_WORKER) != 0;
    /* Upgrades are for the faction's non-worker units; a "–" attack stays none. */
    int bonus = (weapons && !worker) ? 1 : 0;
    f->player = player;
    f->flying = (def->tags & TRTS_TAG_AIR) != 0;
    f->worker = worker;
    f->finished = true;
    f->ground = def->ground == TRTS_NO_ATTACK ? TRTS_NO_ATTACK : def->ground + bonus;
    f->air = def->air == TRTS_NO_ATTACK ? TRTS_NO_ATTACK : def->air + bonus;
    f->armour = def->armour + ((plating && !worker) ? 1 : 0);
    f->range = (f->ground == TRTS_NO_ATTACK && f->air == TRTS_NO_ATTACK) ? 0 : def->range;
    f->cost = def->minerals + def->gas;
    f->splash = (def->tags & TRTS_TAG_SPLASH) != 0;
    f->suicide = (def->tags & TRTS_TAG_SUICIDE) != 0;
    f->hp = def->hp;
    f->shields = def->shields;
    f->alive = true;
}

void trts_fighter_building(trts_fighter *f, const trts_building_def *def, int player, bool finished)
{
    memset(f, 0, sizeof *f);
    f->player = player;
    f->building = true;
    f->finished = finished;
    /* An unfinished building "does nothing": no attack, so Range 0 for the screening rule. */
    f->ground = finished ? def->ground : TRTS_NO_ATTACK;
    f->air = finished ? def->air : TRTS_NO_ATTACK;
    f->armour = def->armour;
    f->range = (f->ground == TRTS_NO_ATTACK && f->air == TRTS_NO_ATTACK) ? 0 : def->range;
    f->cost = def->minerals + def->gas;
    f->hp = finished ? def->hp : def->hp / 2;
    f->shields = finished ? def->shields : def->shields / 2;
    f->alive = true;
}

bool trts_fighter_can_attack(const trts_fighter *f)
{
    return f->alive && f->finished && !f->attacked && (f->ground != TRTS_NO_ATTACK || f->air != TRTS_NO_ATTACK);
}

int trts_combat_damage(const trts_fighter *a, const trts_fighter *t)
{
    int attack = t->flying ? a->air : a->ground;
    if (attack == TRTS_NO_ATTACK)
        return 0;
    int dmg = attack - t->armour;
    int floor = a->worker ? TRTS_WORKER_ATTACK_FLOOR : TRTS_ATTACK_FLOOR;
    return dmg < floor ? floor : dmg;
}

int trts_combat_ranges(const trts_fighter *f, int n, int ranges[TRTS_COMBAT_MAX_STEPS])
{
    bool seen[TRTS_COMBAT_MAX_STEPS] = {false};
    for (int i = 0; i < n; i++)
        if (trts_fighter_can_attack(&f[i]) && f[i].range >= 0 && f[i].range < TRTS_COMBAT_MAX_STEPS)
            seen[f[i].range] = true;
    int k = 0;
    for (int r = TRTS_COMBAT_MAX_STEPS - 1; r >= 0; r--)
        if (seen[r])
            ranges[k++] = r;
    return k;
}

bool trts_combat_both_sides(const trts_fighter *f, int n)
{
    bool eng = false, def = false;
    for (int i = 0; i < n; i++) {
        if (!f[i].alive)
            continue;
        if (f[i].engager)
            eng = true;
        else
            def = true;
    }
    return eng && def;
}

/* Can a's attack reach t at all (side, kind), ignoring the screening rule? */
static bool can_hit(const trts_fighter *a, const trts_fighter *t)
{
    if (!t->alive || t->engager == a->engager)
        return false;
    return t->flying ? a->air != TRTS_NO_ATTACK : a->ground != TRTS_NO_ATTACK;
}

/* The Ranges (bit r) of living pieces of each side (0 defenders, 1 engagers), by
 * what hits them (0: ground attacks hit ground units and buildings; 1: air
 * attacks hit air units). One pass per step gives every attacker's screening. */
typedef struct range_masks {
    unsigned m[2][2];
} range_masks;

static range_masks masks_of(const trts_fighter *f, int n)
{
    range_masks r = {{{0, 0}, {0, 0}}};
    for (int i = 0; i < n; i++)
        if (f[i].alive && f[i].range >= 0 && f[i].range < 32)
            r.m[f[i].engager][f[i].flying] |= 1u << f[i].range;
    return r;
}

/* The highest enemy Range a ground attacker may target, or -1 when it can hit
 * nothing. Ground attackers may target enemies of Range <= their own; if none
 * qualifies, only those of the lowest Range. */
static int limit_of(const trts_fighter *a, const range_masks *r)
{
    int enemy = !a->engager;
    unsigned mask = (a->ground != TRTS_NO_ATTACK ? r->m[enemy][0] : 0) | (a->air != TRTS_NO_ATTACK ? r->m[enemy][1] : 0);
    if (mask == 0)
        return -1;
    if (a->range >= 0 && a->range < 31 && (mask & ((2u << a->range) - 1)))
        return a->range;
    return __builtin_ctz(mask);
}

static int screen_limit(const trts_fighter *f, int n, int attacker)
{
    range_masks r = masks_of(f, n);
    return limit_of(&f[attacker], &r);
}

trts_target_why trts_combat_test_target(const trts_fighter *f, int n, int range, int attacker, int target)
{
    if (attacker < 0 || attacker >= n || target < 0 || target >= n)
        return TRTS_TARGET_BAD_INDEX;
    const trts_fighter *a = &f[attacker], *t = &f[target];
    if (!a->alive)
        return TRTS_TARGET_ATTACKER_DEAD;
    if (!a->finished)
        return TRTS_TARGET_UNFINISHED;
    if (a->attacked)
        return TRTS_TARGET_ALREADY_ATTACKED;
    if (a->range != range || (a->ground == TRTS_NO_ATTACK && a->air == TRTS_NO_ATTACK))
        return TRTS_TARGET_NOT_THIS_STEP;
    if (!t->alive)
        return TRTS_TARGET_DEAD;
    if (t->engager == a->engager)
        return TRTS_TARGET_SAME_SIDE;
    if (!can_hit(a, t))
        return TRTS_TARGET_WRONG_KIND;
    if (!a->flying && t->range > screen_limit(f, n, attacker))
        return TRTS_TARGET_SCREENED;
    return TRTS_TARGET_OK;
}

/* The standard policy as one number, larger is better: any kill beats any other
 * target, kills by cost (dearest first), the rest by HP + shields left (least
 * first). Equal numbers go to the lower index (the loops keep the first). */
static int policy_key(const trts_fighter *a, const trts_fighter *t)
{
    int life = t->hp + t->shields;
    return trts_combat_damage(a, t) >= life ? 2000000 + t->cost : 1000000 - life;
}

/* Legal for an attacker already known able to attack in this step, given its
 * screening limit (the core of trts_combat_test_target, without the repeats). */
static bool legal_with_limit(const trts_fighter *a, const trts_fighter *t, int limit)
{
    return can_hit(a, t) && (a->flying || t->range <= limit);
}

static bool attacks_in_step(const trts_fighter *a, int range)
{
    return trts_fighter_can_attack(a) && a->range == range;
}

/* The policy's best among the candidates list (indexes in increasing order). */
static int policy_target_in(const trts_fighter *f, const int *cand, int n_cand, int attacker, int exclude, int limit)
{
    const trts_fighter *a = &f[attacker];
    int best = TRTS_NO_TARGET, best_key = -1;
    for (int k = 0; k < n_cand; k++) {
        int t = cand[k];
        if (t == exclude || !legal_with_limit(a, &f[t], limit))
            continue;
        int key = policy_key(a, &f[t]);
        if (key > best_key) {
            best = t;
            best_key = key;
        }
    }
    return best;
}

static int policy_target(const trts_fighter *f, int n, int attacker, int exclude, int limit)
{
    int cand[TRTS_COMBAT_MAX];
    int n_cand = 0;
    for (int t = 0; t < n; t++)
        if (f[t].alive && f[t].engager != f[attacker].engager)
            cand[n_cand++] = t;
    return policy_target_in(f, cand, n_cand, attacker, exclude, limit);
}

int trts_combat_policy_target(const trts_fighter *f, int n, int range, int attacker, int exclude)
{
    if (attacker < 0 || attacker >= n || !attacks_in_step(&f[attacker], range))
        return TRTS_NO_TARGET;
    return policy_target(f, n, attacker, exclude, screen_limit(f, n, attacker));
}

void trts_combat_policy_choices(const trts_fighter *f, int n, int range, trts_combat_choice choices[])
{
    range_masks r = masks_of(f, n);
    /* each side's living pieces, once per step: the candidates of the other side */
    int side[2][TRTS_COMBAT_MAX], n_side[2] = {0, 0};
    for (int t = 0; t < n; t++)
        if (f[t].alive)
            side[f[t].engager][n_side[f[t].engager]++] = t;
    for (int i = 0; i < n; i++) {
        choices[i].target = choices[i].second = TRTS_NO_TARGET;
        if (!attacks_in_step(&f[i], range))
            continue;
        int limit = limit_of(&f[i], &r);
        int enemy = !f[i].engager;
        choices[i].target = policy_target_in(f, side[enemy], n_side[enemy], i, TRTS_NO_TARGET, limit);
        if (f[i].splash && choices[i].target != TRTS_NO_TARGET)
            choices[i].second = policy_target_in(f, side[enemy], n_side[enemy], i, choices[i].target, limit);
    }
}

/* The auto-target of a human seat's Done (a ruling, docs/trts.md "Combat round"):
 * the standard policy's order of preference, but each piece judges the targets on
 * what the seat's choices already made this step leave of them (named targets
 * first, then the earlier auto-targeted pieces, in index order), so a target
 * already certain to die is skipped for the next best; a piece whose every target
 * is already certain to die holds its fire (it keeps its attack for the round). */
static int auto_pick(const trts_fighter *f, int n, int attacker, int exclude, int limit, const int *pending)
{
    const trts_fighter *a = &f[attacker];
    int best = TRTS_NO_TARGET, best_key = -1;
    for (int t = 0; t < n; t++) {
        if (t == exclude || !f[t].alive || f[t].engager == a->engager || !legal_with_limit(a, &f[t], limit))
            continue;
        int life = f[t].hp + f[t].shields - pending[t];
        if (life <= 0)
            continue; /* already certain to die */
        int key = trts_combat_damage(a, &f[t]) >= life ? 2000000 + f[t].cost : 1000000 - life;
        if (key > best_key) {
            best = t;
            best_key = key;
        }
    }
    return best;
}

void trts_combat_auto_targets(const trts_fighter *f, int n, int range, const bool pick[], trts_combat_choice choices[])
{
    if (n > TRTS_COMBAT_MAX)
        n = TRTS_COMBAT_MAX;
    range_masks r = masks_of(f, n);
    bool done_player[TRTS_COMBAT_MAX];
    for (int i = 0; i < n; i++)
        done_player[i] = false;
    for (int first = 0; first < n; first++) {
        if (!pick[first] || done_player[first])
            continue;
        int player = f[first].player;
        int pending[TRTS_COMBAT_MAX];
        for (int t = 0; t < n; t++)
            pending[t] = 0;
        /* the seat's named targets count first */
        for (int i = 0; i < n; i++) {
            if (pick[i] || f[i].player != player || !attacks_in_step(&f[i], range))
                continue;
            int limit = limit_of(&f[i], &r), t = choices[i].target, s2 = choices[i].second;
            if (t < 0 || t >= n || !legal_with_limit(&f[i], &f[t], limit))
                continue;
            pending[t] += trts_combat_damage(&f[i], &f[t]);
            if (f[i].splash && s2 >= 0 && s2 < n && s2 != t && legal_with_limit(&f[i], &f[s2], limit))
                pending[s2] += trts_combat_damage(&f[i], &f[s2]);
        }
        for (int i = first; i < n; i++) {
            if (!pick[i] || f[i].player != player)
                continue;
            done_player[i] = true;
            choices[i].target = choices[i].second = TRTS_NO_TARGET;
            if (!attacks_in_step(&f[i], range))
                continue;
            int limit = limit_of(&f[i], &r);
            int t = auto_pick(f, n, i, TRTS_NO_TARGET, limit, pending);
            if (t == TRTS_NO_TARGET)
                continue;
            choices[i].target = t;
            pending[t] += trts_combat_damage(&f[i], &f[t]);
            if (f[i].splash) {
                int s2 = auto_pick(f, n, i, t, limit, pending);
                choices[i].second = s2;
                if (s2 != TRTS_NO_TARGET)
                    pending[s2] += trts_combat_damage(&f[i], &f[s2]);
            }
        }
    }
}

static void add_hit(trts_step_report *report, int attacker, int target, int damage)
{
    if (report && report->n_hits < (int)(sizeof report->hits / sizeof report->hits[0])) {
        report->hits[report->n_hits].attacker = attacker;
        report->hits[report->n_hits].target = target;
        report->hits[report->n_hits].damage = damage;
        report->n_hits++;
    }
}

void trts_combat_step(trts_fighter *f, int n, int range, const trts_combat_choice choices[], const int *order,
                      int n_order, trts_step_report *report)
{
    int damage[TRTS_COMBAT_MAX];
    bool attacked_now[TRTS_COMBAT_MAX];
    bool alive_at_start[TRTS_COMBAT_MAX];
    if (n > TRTS_COMBAT_MAX)
        n = TRTS_COMBAT_MAX;
    for (int i = 0; i < n; i++) {
        damage[i] = 0;
        attacked_now[i] = false;
    }
    if (report) {
        report->range = range;
        report->n_hits = 0;
        report->kept_alive = -1;
    }
    for (int i = 0; i < n; i++)
        alive_at_start[i] = f[i].alive;
    /* Every choice is checked against the step's starting state. */
    range_masks masks = masks_of(f, n);
    for (int i = 0; i < n; i++) {
        int t = choices[i].target;
        if (t < 0 || t >= n || !attacks_in_step(&f[i], range))
            continue;
        int limit = limit_of(&f[i], &masks);
        if (!legal_with_limit(&f[i], &f[t], limit))
            continue;
        attacked_now[i] = true;
        int d = trts_combat_damage(&f[i], &f[t]);
        damage[t] += d;
        add_hit(report, i, t, d);
        int s = choices[i].second;
        if (f[i].splash && s >= 0 && s < n && s != t && legal_with_limit(&f[i], &f[s], limit)) {
            int d2 = trts_combat_damage(&f[i], &f[s]);
            damage[s] += d2;
            add_hit(report, i, s, d2);
        }
    }
    /* All at once: shields absorb first, overkill is lost. */
    for (int i = 0; i < n; i++) {
        if (attacked_now[i])
            f[i].attacked = true;
        int d = damage[i];
        if (d <= 0 || !f[i].alive)
            continue;
        int absorbed = d < f[i].shields ? d : f[i].shields;
        f[i].shields -= absorbed;
        d -= absorbed;
        f[i].hp -= d;
        if (f[i].hp <= 0) {
            f[i].hp = 0;
            f[i].shields = 0;
            f[i].alive = false;
        }
    }
    for (int i = 0; i < n; i++)
        if (attacked_now[i] && f[i].suicide && f[i].alive) {
            f[i].alive = false;
            f[i].hp = 0;
            f[i].shields = 0;
        }
    /* Keep-alive: nobody left of any side; the first defending player (turn order) who
     * had a piece here at the step's start keeps its dearest (then lowest index). */
    for (int i = 0; i < n; i++)
        if (f[i].alive)
            return;
    for (int o = 0; o < n_order; o++) {
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (!alive_at_start[i] || f[i].engager || f[i].player != order[o])
                continue;
            if (best < 0 || f[i].cost > f[best].cost)
                best = i;
        }
        if (best >= 0) {
            f[best].alive = true;
            f[best].hp = 1;
            f[best].shields = 0;
            if (report)
                report->kept_alive = best;
            return;
        }
    }
}

int trts_combat_round(trts_fighter *f, int n, const int *order, int n_order, int steps[TRTS_COMBAT_MAX_STEPS])
{
    int ranges[TRTS_COMBAT_MAX_STEPS];
    int n_ranges = trts_combat_ranges(f, n, ranges);
    trts_combat_choice local[TRTS_COMBAT_MAX];
    int fought = 0;
    for (int s = 0; s < n_ranges && trts_combat_both_sides(f, n); s++) {
        trts_combat_policy_choices(f, n, ranges[s], local);
        trts_combat_step(f, n, ranges[s], local, order, n_order, NULL);
        steps[fought++] = ranges[s];
    }
    return fought;
}

static void forecast_side(const trts_fighter *f, trts_forecast_side *s)
{
    s->pieces++;
    if (trts_fighter_can_attack(f)) {
        s->attackers++;
        s->attack += f->ground > f->air ? f->ground : f->air;
    }
    s->armour += f->armour;
    s->hp += f->hp + f->shields;
}

void trts_combat_forecast_round(const trts_fighter *f, int n, const int *order, int n_order, const bool *auto_,
                                trts_combat_forecast *out)
{
    memset(out, 0, sizeof *out);
    out->kept_alive = -1;
    static _Thread_local trts_fighter g[TRTS_COMBAT_MAX];
    static _Thread_local trts_step_report rep;
    if (n > TRTS_COMBAT_MAX)
        n = TRTS_COMBAT_MAX;
    memcpy(g, f, sizeof *g * (size_t)n);
    for (int k = 0; k < n; k++)
        if (f[k].alive)
            forecast_side(&f[k], &out->side[f[k].engager ? 0 : 1]);
    if (!trts_combat_both_sides(g, n)) {
        out->outcome = TRTS_FORECAST_NO_FIGHT;
        return;
    }
    int ranges[TRTS_COMBAT_MAX_STEPS];
    int n_ranges = trts_combat_ranges(g, n, ranges);
    trts_combat_choice choice[TRTS_COMBAT_MAX];
    bool pick[TRTS_COMBAT_MAX];
    bool any = false;
    for (int k = 0; k < n; k++)
        any |= (pick[k] = auto_ && auto_[k]);
    for (int s = 0; s < n_ranges && trts_combat_both_sides(g, n); s++) {
        /* what a step fought with no named target does (engage.c's step_choices) */
        trts_combat_policy_choices(g, n, ranges[s], choice);
        if (any)
            trts_combat_auto_targets(g, n, ranges[s], pick, choice);
        trts_combat_step(g, n, ranges[s], choice, order, n_order, &rep);
        out->kept_alive = rep.kept_alive >= 0 ? rep.kept_alive : out->kept_alive;
        out->steps++;
    }
    for (int k = 0; k < n; k++) {
        if (!f[k].alive)
            continue;
        trts_forecast_side *s = &out->side[f[k].engager ? 0 : 1];
        if (g[k].alive) {
            s->left++;
            s->hp_left += g[k].hp + g[k].shields;
        } else {
            out->falls[k] = true;
            s->lost_cost += f[k].cost;
        }
    }
    bool a = out->side[0].left > 0, d = out->side[1].left > 0;
    out->outcome = a && d ? TRTS_FORECAST_BOTH_STAND : a ? TRTS_FORECAST_WIN : d ? TRTS_FORECAST_LOSS : TRTS_FORECAST_NONE_STAND;
}
