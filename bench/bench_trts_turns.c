/*
 * What a TRTS level does round by round (hTrAI19, play-tests: "Computer (Normal)
 * passed: nothing moved" in rounds 3-5 of a short game). Duels of LEVEL against
 * OPPONENT (easy, normal, hard, or "random": a uniformly random legal action) on
 * every shipped map, every faction pairing and both seat orders, over a seed
 * range. Prints the wins, then per round (means per game): LEVEL's Micro passes
 * and other Micro actions, its dead rounds (every Micro turn of the round a
 * Pass), the areas each side holds at the end of the round, each side's mineral
 * income of the round, LEVEL's idle rounds (no unit made, nothing built or
 * researched, no piece moved in Micro or Reposition), its depots and army units. Not part of the suite; run
 * by hand:
 *   TRTS_TURNS_ROUNDS=12 bench_trts_turns LEVEL OPPONENT FIRST-LAST
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"

#include "bench_trts_util.h"

#define MAX_ROUNDS 33

static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};

typedef struct tally {
    double passes, acts, dead, idle, held, held_b, inc, inc_b, depots, army;
    int reached;
} tally;

static const char *const kinds[] = {"make", "research", "build", "cancel", "repair", "gas", "done", "activate",
                                    "pass", "move", "attack", "leave", "end", "retreat", "stay", "concede",
                                    "target", "keep"};

/* TRTS_TURNS_TRACE=1: each of LEVEL's plans, with its bank, workers and army. */
static void trace(const trts_state *s, int me, const trts_action *plan, int n)
{
    int workers = 0, army = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == me && !s->pieces[i].building)
            *(trts_piece_worker(s, i) ? &workers : &army) += 1;
    printf("r%d ph%d m%d g%d w%d a%d:", s->round, s->phase, s->players[me].minerals, s->players[me].gas, workers,
           army);
    for (int k = 0; k < n; k++)
        printf(" %s(%d,%d,%d)[%d]", plan[k].kind < TRTS_ACT_KINDS ? kinds[plan[k].kind] : "?", plan[k].a, plan[k].b,
               plan[k].c, trts_set_count(&plan[k].units));
    printf("\n");
}

static void count_pieces(const trts_state *s, int me, tally *t)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != me)
            continue;
        if (p->building)
            t->depots += p->type == TRTS_ROLE_DEPOT;
        else
            t->army += !trts_piece_worker(s, i);
    }
}

/* The mineral income each side gathered at the start of the round (its Income). */
static void income_of(const trts_state *s, int a, int b, tally *t)
{
    int ma = 0, mb = 0;
    trts_income_forecast(s, a, s->round, &ma, NULL);
    trts_income_forecast(s, b, s->round, &mb, NULL);
    t->inc += ma;
    t->inc_b += mb;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: bench_trts_turns LEVEL OPPONENT FIRST-LAST\n");
        return 2;
    }
    bool rnd = strcmp(argv[2], "random") == 0;
    int la = trts_level_find(argv[1]), lb = rnd ? TRTS_AI_EASY : trts_level_find(argv[2]);
    int lo = 0, hi = 0;
    if (la < 0 || lb < 0 || sscanf(argv[3], "%d-%d", &lo, &hi) != 2 || lo > hi) {
        fprintf(stderr, "bench_trts_turns: bad arguments\n");
        return 2;
    }
    static trts_rules rules;
    static trts_map m;
    static trts_state s;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    static tally t[MAX_ROUNDS];
    data_error err;
    if (!data_trts_rules_load(SKIRMISH_SOURCE_DIR "/assets/trts", &rules, &err))
        return 1;
    const char *len = getenv("TRTS_TURNS_ROUNDS");
    int rounds = len ? atoi(len) : 0;
    bool tracing = getenv("TRTS_TURNS_TRACE") != NULL;
    int games = 0, wins = 0, losses = 0;
    long dead_total = 0;
    for (int mi = 0; mi < 3; mi++) {
        if (!bench_trts_map(maps[mi], &m, rounds))
            return 1;
        for (int fa = 0; fa < 3; fa++)
            for (int fb = 0; fb < 3; fb++)
                for (int seat = 0; seat < 2; seat++)
                    for (int seed = lo; seed <= hi; seed++) {
                        trts_setup setup;
                        bench_trts_duel(&setup, seat, fa, fb, la, lb);
                        int a = seat, b = 1 - seat;
                        setup.seed = (uint64_t)seed;
                        unsigned long long rng = (unsigned long long)seed * 7919u + (unsigned)(mi * 9 + fa * 3 + fb) * 2u + (unsigned)seat;
                        if (!trts_state_init(&s, &m, &rules, &setup))
                            return 1;
                        int ta = s.players[a].team, tb = s.players[b].team;
                        int turns = 0, moved = 0, busy = 0;
                        income_of(&s, a, b, &t[s.round]);
                        for (int guard = 0; guard < 200000 && s.phase != TRTS_PHASE_OVER; guard++) {
                            int round = s.round, who = s.current, phase = s.phase;
                            int n = rnd && who == b ? bench_trts_random_plan(&s, plan, &rng)
                                                    : trts_ai_plan(&s, who, plan, TRTS_AI_PLAN_MAX);
                            if (n == 0)
                                return 1;
                            if (tracing && who == a)
                                trace(&s, a, plan, n);
                            for (int k = 0; k < n; k++) {
                                if (who == a && (plan[k].kind == TRTS_ACT_MAKE || plan[k].kind == TRTS_ACT_BUILD ||
                                                 plan[k].kind == TRTS_ACT_RESEARCH || plan[k].kind == TRTS_ACT_MOVE))
                                    busy++;
                                if (who == a && phase == TRTS_PHASE_MICRO && round < MAX_ROUNDS) {
                                    turns++;
                                    if (plan[k].kind == TRTS_ACT_PASS)
                                        t[round].passes++;
                                    else {
                                        t[round].acts++;
                                        moved++;
                                    }
                                }
                                if (trts_apply(&s, &plan[k]) != TRTS_OK) {
                                    fprintf(stderr, "illegal plan\n");
                                    return 1;
                                }
                            }
                            if (s.round != round && round < MAX_ROUNDS) {
                                tally *r = &t[round];
                                if (turns > 0 && moved == 0) {
                                    r->dead++;
                                    dead_total++;
                                }
                                r->idle += busy == 0;
                                turns = moved = busy = 0;
                                r->held += bench_trts_team_areas(&s, ta);
                                r->held_b += bench_trts_team_areas(&s, tb);
                                count_pieces(&s, a, r);
                                r->reached++;
                                /* the income of the round just begun (applied at its start) */
                                if (s.phase != TRTS_PHASE_OVER && s.round < MAX_ROUNDS)
                                    income_of(&s, a, b, &t[s.round]);
                            }
                        }
                        games++;
                        wins += s.winner >= 0 && s.players[s.winner].team == ta;
                        losses += s.winner >= 0 && s.players[s.winner].team == tb;
                    }
    }
    printf("%s vs %s seeds %d-%d, %d rounds: %d games, %s won %d (%.1f%%), lost %d (%.1f%%); dead rounds %.2f a game\n",
           argv[1], argv[2], lo, hi, rounds, games, argv[1], wins, 100.0 * wins / games, losses, 100.0 * losses / games,
           (double)dead_total / games);
    printf("round  passes  other  dead  idle   areas  opp-areas  income  opp-income  depots  army\n");
    for (int r = 1; r < MAX_ROUNDS; r++)
        if (t[r].reached)
            printf("%5d  %6.2f  %5.2f  %4.2f  %4.2f  %6.2f  %9.2f  %6.2f  %10.2f  %6.2f  %4.2f\n", r, t[r].passes / games,
                   t[r].acts / games, t[r].dead / t[r].reached, t[r].idle / t[r].reached, t[r].held / t[r].reached, t[r].held_b / t[r].reached,
                   t[r].inc / t[r].reached, t[r].inc_b / t[r].reached, t[r].depots / t[r].reached,
                   t[r].army / t[r].reached);
    return 0;
}
