/*
 * What the TRTS easy level does in a game (docs/ai.md "TRTS", play-test 15: the
 * easy computer, the lesson's opponent, passed every Micro turn and never left
 * its start area). Duels of easy against OPPONENT (normal, hard, easy, or
 * "random": a player taking a uniformly random legal action) on every shipped
 * map, every faction pairing and both seat orders, over a seed range. Prints, per
 * round, easy's Micro passes and other Micro actions (means per game), the areas
 * easy's team holds at the end of the round, and the games easy won. Not part of
 * the suite; run by hand:
 *   TRTS_EASY_ROUNDS=12 bench_trts_easy OPPONENT FIRST-LAST
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"

#include "bench_trts_util.h"

#define MAX_ROUNDS 33

static unsigned long long rng_state;

/* What a sweep of easy against its opponent counts. */
typedef struct easy_tally {
    bool rnd; /* the opponent plays bench_trts_random_plan */
    int lb;   /* the opponent's level */
    const trts_rules *rules;
    double passes[MAX_ROUNDS], acts[MAX_ROUNDS], held[MAX_ROUNDS], held_b[MAX_ROUNDS];
    int reached[MAX_ROUNDS];
    int games, wins, losses, first_out, out_games;
} easy_tally;

/* One duel of the sweep played out, easy on g->seat; false on a failure. */
static bool play_duel(void *ctx, const trts_map *m, const bench_trts_game *g)
{
    easy_tally *t = ctx;
    static trts_state s;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    trts_setup setup;
    bench_trts_duel(&setup, g->seat, g->fa, g->fb, TRTS_AI_EASY, t->lb);
    int a = g->seat, b = 1 - g->seat;
    setup.seed = (uint64_t)g->seed;
    rng_state = (unsigned long long)g->seed * 7919u + (unsigned)(g->map * 9 + g->fa * 3 + g->fb) * 2u + (unsigned)g->seat;
    if (!trts_state_init(&s, m, t->rules, &setup))
        return false;
    int ta = s.players[a].team, tb = s.players[b].team, start = s.players[a].start_area;
    int out_round = 0;
    for (int guard = 0; guard < 200000 && s.phase != TRTS_PHASE_OVER; guard++) {
        int round = s.round, who = s.current, phase = s.phase;
        int n = t->rnd && who == b ? bench_trts_random_plan(&s, plan, &rng_state)
                                   : trts_ai_plan(&s, who, plan, TRTS_AI_PLAN_MAX);
        if (n == 0)
            return false;
        for (int k = 0; k < n; k++) {
            if (who == a && phase == TRTS_PHASE_MICRO && round < MAX_ROUNDS) {
                if (plan[k].kind == TRTS_ACT_PASS)
                    t->passes[round]++;
                else
                    t->acts[round]++;
            }
            if (trts_apply(&s, &plan[k]) != TRTS_OK) {
                fprintf(stderr, "illegal plan\n");
                return false;
            }
        }
        for (int i = 0; i < s.n_pieces && !out_round; i++)
            if (s.pieces[i].alive && s.pieces[i].owner == a && !s.pieces[i].building && s.pieces[i].area != start)
                out_round = s.round;
        if (s.round != round && round < MAX_ROUNDS) {
            t->held[round] += bench_trts_team_areas(&s, ta);
            t->held_b[round] += bench_trts_team_areas(&s, tb);
            t->reached[round]++;
        }
    }
    t->games++;
    t->wins += s.winner >= 0 && s.players[s.winner].team == ta;
    t->losses += s.winner >= 0 && s.players[s.winner].team == tb;
    if (out_round) {
        t->first_out += out_round;
        t->out_games++;
    }
    return true;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_trts_easy OPPONENT FIRST-LAST\n");
        return 2;
    }
    static easy_tally t;
    t.rnd = strcmp(argv[1], "random") == 0;
    t.lb = t.rnd ? TRTS_AI_EASY : trts_level_find(argv[1]);
    int lo = 0, hi = 0;
    if (t.lb < 0 || sscanf(argv[2], "%d-%d", &lo, &hi) != 2 || lo > hi) {
        fprintf(stderr, "bench_trts_easy: bad arguments\n");
        return 2;
    }
    static trts_rules rules;
    if (!bench_trts_rules(&rules))
        return 1;
    t.rules = &rules;
    const char *len = getenv("TRTS_EASY_ROUNDS");
    int rounds = len ? atoi(len) : 0;
    if (!bench_trts_sweep(rounds, lo, hi, play_duel, &t))
        return 1;
    printf("easy vs %s seeds %d-%d, %d rounds: %d games, easy won %d (%.1f%%), lost %d (%.1f%%)\n", argv[1], lo, hi,
           rounds, t.games, t.wins, 100.0 * t.wins / t.games, t.losses, 100.0 * t.losses / t.games);
    printf("first piece out of its start area: %d of %d games, mean round %.1f\n", t.out_games, t.games,
           t.out_games ? (double)t.first_out / t.out_games : 0.0);
    printf("round  passes  other-micro  easy-areas  opp-areas\n");
    for (int r = 1; r < MAX_ROUNDS; r++)
        if (t.reached[r])
            printf("%5d  %6.2f  %11.2f  %10.2f  %9.2f\n", r, t.passes[r] / t.games, t.acts[r] / t.games,
                   t.held[r] / t.reached[r], t.held_b[r] / t.reached[r]);
    return 0;
}
