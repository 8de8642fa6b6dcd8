/*
 * The TRTS computer levels against an active land-grabber (docs/ai.md "TRTS",
 * play-tests 12 and 13: a human's lone workers claimed 8 areas by round 3 while
 * normal passed its Micro turns and kept its army at home). The grabber is a
 * script for measurement only, never a level: its Macro, Reposition and
 * retreats are the easy level's; in Micro it sends one lone unit at a time,
 * the cheapest first (workers before the army; a depot area keeps one worker),
 * to the nearest area in reach that its team does not hold and that shows no
 * enemy piece, and it never attacks nor defends. Duels on every shipped map,
 * every faction pairing and both seat orders over a seed range; prints for the
 * level: areas held (both sides) at the end of rounds 2, 4, 6, 8, ..., its Micro
 * turns, its passes, its passes while a free army unit could reach an area the
 * grabber holds or claimed ("idle"; "idle-weak": one showing no enemy army or
 * building), its army units standing in its start area at the end of a round
 * (share of its army), final areas and wins. Run by hand:
 *   bench_trts_grab LEVEL FIRST-LAST ROUNDS     e.g. bench_trts_grab normal 1-40 12
 * With a fourth argument "guard" the script plays as play-test 14's tester did
 * (hTrAI17): a worker that claimed an area stays there as its guard (Micro and
 * Reposition never move it), GUARDS_MAX of them at most. It then also prints the
 * level's "dead rounds" (every Micro turn of the round a Pass while a free unit
 * could reach an area its team does not hold) and its "lost engagements" (an
 * engaging group all dead and the area not taken; "lone worker": a single worker
 * into an area the enemy held).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"

#include "bench_trts_util.h"

#define MAX_ROUNDS 33

static int grab_target = -1; /* the grabber's group's destination */
static bool guard_style;      /* play-test 14's tester: claimers stay as guards */
#define GUARDS_MAX 4

static bool army_unit(const trts_state *s, int i)
{
    return s->pieces[i].alive && !s->pieces[i].building && !trts_piece_worker(s, i);
}

static bool reaches(const trts_state *s, int i, int to)
{
    int cost = trts_path_cost(s, i, to, false);
    return cost > 0 && cost <= s->pieces[i].mp;
}

static bool enemy_shows(const trts_state *s, int me, int t, bool armed_only)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == t && !trts_allies(s, s->pieces[i].owner, me) &&
            (!armed_only || s->pieces[i].building || !trts_piece_worker(s, i)))
            return true;
    return false;
}

static bool team_marked(const trts_state *s, int me, int t)
{
    for (int q = 0; q < s->n_players; q++)
        if ((s->markers[t] >> q & 1u) && trts_allies(s, q, me))
            return true;
    return false;
}

/* Guard style: a worker alone in an area its team holds, away from its depots. */
static bool guarding(const trts_state *s, int me, int i)
{
    const trts_piece *p = &s->pieces[i];
    if (!guard_style || !p->alive || p->owner != me || p->building || !trts_piece_worker(s, i) ||
        !team_marked(s, me, p->area) || p->area == s->players[me].start_area)
        return false;
    for (int k = 0; k < s->n_pieces; k++)
        if (k != i && s->pieces[k].alive && s->pieces[k].owner == me && s->pieces[k].area == p->area)
            return false;
    return true;
}

static int guards_of(const trts_state *s, int me)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += guarding(s, me, i);
    return n;
}

/* The grabber's Micro: one lone unit to the nearest claimable area, or Pass. */
static trts_action grab_micro(const trts_state *v, int me)
{
    int in[TRTS_MAX_AREAS] = {0};
    bool depot[TRTS_MAX_AREAS] = {false};
    for (int i = 0; i < v->n_pieces; i++) {
        const trts_piece *p = &v->pieces[i];
        if (!p->alive || p->owner != me)
            continue;
        in[p->area] += !p->building && trts_piece_worker(v, i);
        depot[p->area] |= p->building && p->type == TRTS_ROLE_DEPOT;
    }
    int best = -1, best_t = -1, best_cost = 0, best_price = 0;
    bool full = guard_style && guards_of(v, me) >= GUARDS_MAX;
    for (int i = 0; i < v->n_pieces; i++) {
        const trts_piece *p = &v->pieces[i];
        if (!p->alive || p->owner != me || p->building || p->activated || p->busy || guarding(v, me, i))
            continue;
        bool worker = trts_piece_worker(v, i);
        if (worker && full)
            continue;
        if (worker && depot[p->area] && in[p->area] < 2)
            continue;
        const trts_unit_def *d = trts_piece_unit(v, i);
        int price = (d->minerals + d->gas) + (worker ? 0 : 1000);
        for (int t = 0; t < v->map->n_areas; t++) {
            if (t == p->area || team_marked(v, me, t) || enemy_shows(v, me, t, false) || !reaches(v, i, t))
                continue;
            int cost = trts_path_cost(v, i, t, false);
            if (best < 0 || price < best_price || (price == best_price && cost < best_cost)) {
                best = i;
                best_t = t;
                best_cost = cost;
                best_price = price;
            }
        }
    }
    if (best < 0)
        return trts_action_make(TRTS_ACT_PASS, me, 0, 0, 0);
    trts_action a = trts_action_make(TRTS_ACT_ACTIVATE, me, 0, 0, 0);
    trts_set_add(&a.units, best);
    grab_target = best_t;
    return a;
}

static trts_action grab_decide(const trts_state *s, int me)
{
    static trts_state v;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    trts_view(s, me, &v);
    if (v.phase == TRTS_PHASE_MICRO)
        return grab_micro(&v, me);
    if (v.phase == TRTS_PHASE_GROUP) {
        int t = grab_target;
        grab_target = -1;
        if (t >= 0 && trts_test_move(&v, me, &v.group, t) == TRTS_OK)
            return trts_action_make(TRTS_ACT_MOVE, me, t, 0, 0);
        return trts_action_make(TRTS_ACT_END, me, 0, 0, 0);
    }
    int n = trts_ai_plan_view(&v, me, plan, TRTS_AI_PLAN_MAX);
    if (n < 1)
        return trts_action_make(TRTS_ACT_CONCEDE, me, 0, 0, 0);
    if (v.phase != TRTS_PHASE_REPOSITION || !guard_style)
        return plan[0];
    for (int k = 0; k < n; k++) {
        bool moves_guard = false;
        for (int i = 0; i < v.n_pieces && plan[k].kind == TRTS_ACT_MOVE; i++)
            moves_guard |= trts_set_has(&plan[k].units, i) && guarding(&v, me, i);
        if (!moves_guard)
            return plan[k];
    }
    return trts_action_make(TRTS_ACT_DONE, me, 0, 0, 0);
}

/* The level's Micro turn: a pass with a free army unit in reach of an area the
 * grabber holds or claimed (weak: showing no enemy army or building). */
static void idle_check(const trts_state *s, int me, bool *any, bool *weak, bool *chance)
{
    static trts_state v;
    trts_view(s, me, &v);
    *any = *weak = *chance = false;
    for (int i = 0; i < v.n_pieces; i++) {
        const trts_piece *p = &v.pieces[i];
        if (!p->alive || p->owner != me || p->building || p->activated || p->busy)
            continue;
        for (int t = 0; t < v.map->n_areas && !*chance; t++)
            if (!team_marked(&v, me, t) && reaches(&v, i, t)) {
                *chance = true;
                if (getenv("H17_DEBUG"))
                    fprintf(stderr, "  chance r%d piece %d (worker %d) in %d -> %d markers %x\n", v.round, i,
                            trts_piece_worker(&v, i), p->area, t, v.markers[t]);
            }
    }
    for (int t = 0; t < v.map->n_areas; t++) {
        bool theirs = false;
        for (int q = 0; q < v.n_players; q++)
            theirs |= (v.markers[t] >> q & 1u) && !trts_allies(&v, q, me);
        if (!theirs || team_marked(&v, me, t))
            continue;
        for (int i = 0; i < v.n_pieces; i++) {
            const trts_piece *p = &v.pieces[i];
            if (p->owner != me || !army_unit(&v, i) || p->activated || p->busy || !reaches(&v, i, t))
                continue;
            *any = true;
            *weak |= !enemy_shows(&v, me, t, true);
        }
    }
}

typedef struct tally {
    double areas[2][MAX_ROUNDS];
    int at[MAX_ROUNDS];
    long micro, passes, idle, idle_weak, home, army;
    long idle_at[MAX_ROUNDS], army_at[MAX_ROUNDS], home_at[MAX_ROUNDS];
    long dead, dead_at[MAX_ROUNDS], engaged, lost, lone, lone_lost;
    int wins, games, final_a, final_g, elim;
} tally;

static bool play(trts_state *s, int ai, tally *t)
{
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int g = 1 - ai, round = s->round;
    bool moved = false, chance = false; /* this round: a Micro turn not a Pass; one with a chance */
    trts_set fighters;                  /* an engagement being resolved: its group and area */
    int fight_at = -1;
    bool fight_lone = false;
    grab_target = -1;
    for (int guard = 0; guard < 100000 && s->phase != TRTS_PHASE_OVER; guard++) {
        int n;
        if (fight_at >= 0 && (s->phase == TRTS_PHASE_MICRO || s->round != round)) {
            bool alive = false;
            for (int i = 0; i < s->n_pieces; i++)
                alive |= trts_set_has(&fighters, i) && s->pieces[i].alive;
            bool lost = !alive && trts_area_controller(s, fight_at) != s->players[ai].team;
            t->lost += lost;
            t->lone_lost += lost && fight_lone;
            fight_at = -1;
        }
        if (s->current == g) {
            plan[0] = grab_decide(s, g);
            n = 1;
        } else {
            bool micro = s->phase == TRTS_PHASE_MICRO, any = false, weak = false, ch = false;
            if (micro)
                idle_check(s, ai, &any, &weak, &ch);
            chance |= ch;
            n = trts_ai_plan(s, s->current, plan, TRTS_AI_PLAN_MAX);
            if (micro && n > 0) {
                bool pass = plan[0].kind == TRTS_ACT_PASS;
                t->micro++;
                t->passes += pass;
                t->idle += pass && any;
                t->idle_weak += pass && weak;
                t->idle_at[s->round < MAX_ROUNDS ? s->round : 0] += pass && any;
                moved |= !pass;
            }
            if (s->phase == TRTS_PHASE_GROUP && n > 0 && plan[0].kind == TRTS_ACT_MOVE) {
                int to = plan[0].a;
                bool enemy = false;
                for (int i = 0; i < s->n_pieces; i++)
                    enemy |= s->pieces[i].alive && s->pieces[i].area == to && s->pieces[i].owner != ai;
                bool held = (s->markers[to] >> g & 1u) != 0;
                int first = -1;
                for (int i = 0; i < s->n_pieces && first < 0; i++)
                    if (trts_set_has(&s->group, i))
                        first = i;
                if (enemy || held) {
                    fighters = s->group;
                    fight_at = to;
                    fight_lone = held && trts_set_count(&s->group) == 1 && first >= 0 && trts_piece_worker(s, first);
                    t->engaged++;
                    t->lone += fight_lone;
                }
            }
        }
        if (n == 0)
            return false;
        for (int k = 0; k < n; k++)
            if (trts_apply(s, &plan[k]) != TRTS_OK) {
                fprintf(stderr, "illegal plan (seat %d, kind %d)\n", s->current, plan[k].kind);
                return false;
            }
        if (s->round != round || s->phase == TRTS_PHASE_OVER) {
            t->dead += !moved && chance;
            t->dead_at[round < MAX_ROUNDS ? round : 0] += !moved && chance;
            moved = chance = false;
            if (round < MAX_ROUNDS) {
                t->areas[0][round] += trts_areas_of(s, ai);
                t->areas[1][round] += trts_areas_of(s, g);
                t->at[round]++;
            }
            for (int i = 0; i < s->n_pieces; i++)
                if (s->pieces[i].owner == ai && army_unit(s, i)) {
                    t->army++;
                    t->home += s->pieces[i].area == s->players[ai].start_area;
                    if (round < MAX_ROUNDS) {
                        t->army_at[round]++;
                        t->home_at[round] += s->pieces[i].area == s->players[ai].start_area;
                    }
                }
            round = s->round;
        }
    }
    t->games++;
    t->wins += s->winner == ai;
    t->elim += s->end == TRTS_END_ELIMINATION;
    t->final_a += trts_areas_of(s, ai);
    t->final_g += trts_areas_of(s, g);
    return true;
}

/* A sweep of the level against the grabber: the rules, the level, the tally. */
typedef struct grab_sweep {
    const trts_rules *rules;
    int level;
    tally *t;
} grab_sweep;

/* One duel of the sweep: the level on g->seat against the grabber (easy). */
static bool play_duel(void *ctx, const trts_map *m, const bench_trts_game *g)
{
    grab_sweep *sw = ctx;
    static trts_state s;
    trts_setup setup;
    bench_trts_duel(&setup, g->seat, g->fa, g->fb, sw->level, TRTS_AI_EASY);
    setup.seed = (uint64_t)g->seed;
    return trts_state_init(&s, m, sw->rules, &setup) && play(&s, g->seat, sw->t);
}

int main(int argc, char **argv)
{
    bool args = argc == 4 || (argc == 5 && strcmp(argv[4], "guard") == 0);
    int level = args ? trts_level_find(argv[1]) : -1, lo = 0, hi = 0, rounds = args ? atoi(argv[3]) : 0;
    guard_style = argc == 5;
    if (level < 0 || sscanf(argv[2], "%d-%d", &lo, &hi) != 2 || lo > hi || rounds < 1 || rounds >= MAX_ROUNDS) {
        fprintf(stderr, "usage: bench_trts_grab LEVEL FIRST-LAST ROUNDS [guard]\n");
        return 2;
    }
    static trts_rules rules;
    static tally t;
    if (!bench_trts_rules(&rules))
        return 1;
    grab_sweep sw = {&rules, level, &t};
    if (!bench_trts_sweep(rounds, lo, hi, play_duel, &sw))
        return 1;
    printf("%s vs %s, %d rounds, seeds %d-%d, %d games\n", argv[1], guard_style ? "guard" : "grabber", rounds, lo, hi, t.games);
    printf("areas (level/grabber) at the end of round:");
    for (int r = 2; r <= rounds; r += 2)
        if (t.at[r])
            printf(" r%d %.2f/%.2f", r, t.areas[0][r] / t.at[r], t.areas[1][r] / t.at[r]);
    printf("\nmicro turns %ld, passes %ld (%.1f%%), idle passes %ld (%.1f%% of turns), idle-weak %ld (%.1f%%)\n",
           t.micro, t.passes, 100.0 * t.passes / t.micro, t.idle, 100.0 * t.idle / t.micro, t.idle_weak,
           100.0 * t.idle_weak / t.micro);
    printf("by round (idle passes, army units per game, of them at home):");
    for (int r = 1; r <= rounds; r++)
        if (t.at[r])
            printf(" r%d %ld %.1f %.1f", r, t.idle_at[r], (double)t.army_at[r] / t.at[r], (double)t.home_at[r] / t.at[r]);
    printf("\n");
    printf("dead rounds %ld (%.2f a game):", t.dead, (double)t.dead / t.games);
    for (int r = 1; r <= rounds; r++)
        if (t.at[r])
            printf(" r%d %ld", r, t.dead_at[r]);
    printf("\nengagements %ld, lost %ld; lone worker into an enemy area %ld, lost %ld\n", t.engaged, t.lost, t.lone,
           t.lone_lost);
    printf("army at home at a round's end %.1f%%; final areas %.2f/%.2f; level wins %d/%d (%.1f%%), "
           "eliminations %d\n",
           t.army ? 100.0 * t.home / t.army : 0.0, (double)t.final_a / t.games, (double)t.final_g / t.games, t.wins,
           t.games, 100.0 * t.wins / t.games, t.elim);
    return 0;
}
