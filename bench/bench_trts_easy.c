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

static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};

static unsigned long long rng_state;

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench_trts_easy OPPONENT FIRST-LAST\n");
        return 2;
    }
    bool rnd = strcmp(argv[1], "random") == 0;
    int lb = rnd ? TRTS_AI_EASY : trts_level_find(argv[1]);
    int lo = 0, hi = 0;
    if (lb < 0 || sscanf(argv[2], "%d-%d", &lo, &hi) != 2 || lo > hi) {
        fprintf(stderr, "bench_trts_easy: bad arguments\n");
        return 2;
    }
    static trts_rules rules;
    static trts_map m;
    static trts_state s;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    data_error err;
    if (!data_trts_rules_load(SKIRMISH_SOURCE_DIR "/assets/trts", &rules, &err))
        return 1;
    const char *len = getenv("TRTS_EASY_ROUNDS");
    int rounds = len ? atoi(len) : 0;
    double passes[MAX_ROUNDS] = {0}, acts[MAX_ROUNDS] = {0}, held[MAX_ROUNDS] = {0}, held_b[MAX_ROUNDS] = {0};
    int reached[MAX_ROUNDS] = {0};
    int games = 0, wins = 0, losses = 0, first_out = 0, out_games = 0;
    for (int mi = 0; mi < 3; mi++) {
        if (!bench_trts_map(maps[mi], &m, rounds))
            return 1;
        for (int fa = 0; fa < 3; fa++)
            for (int fb = 0; fb < 3; fb++)
                for (int seat = 0; seat < 2; seat++)
                    for (int seed = lo; seed <= hi; seed++) {
                        trts_setup setup;
                        bench_trts_duel(&setup, seat, fa, fb, TRTS_AI_EASY, lb);
                        int a = seat, b = 1 - seat;
                        setup.seed = (uint64_t)seed;
                        rng_state = (unsigned long long)seed * 7919u + (unsigned)(mi * 9 + fa * 3 + fb) * 2u + (unsigned)seat;
                        if (!trts_state_init(&s, &m, &rules, &setup))
                            return 1;
                        int ta = s.players[a].team, tb = s.players[b].team, start = s.players[a].start_area;
                        int out_round = 0;
                        for (int guard = 0; guard < 200000 && s.phase != TRTS_PHASE_OVER; guard++) {
                            int round = s.round, who = s.current, phase = s.phase;
                            int n = rnd && who == b ? bench_trts_random_plan(&s, plan, &rng_state) : trts_ai_plan(&s, who, plan, TRTS_AI_PLAN_MAX);
                            if (n == 0)
                                return 1;
                            for (int k = 0; k < n; k++) {
                                if (who == a && phase == TRTS_PHASE_MICRO && round < MAX_ROUNDS) {
                                    if (plan[k].kind == TRTS_ACT_PASS)
                                        passes[round]++;
                                    else
                                        acts[round]++;
                                }
                                if (trts_apply(&s, &plan[k]) != TRTS_OK) {
                                    fprintf(stderr, "illegal plan\n");
                                    return 1;
                                }
                            }
                            for (int i = 0; i < s.n_pieces && !out_round; i++)
                                if (s.pieces[i].alive && s.pieces[i].owner == a && !s.pieces[i].building &&
                                    s.pieces[i].area != start)
                                    out_round = s.round;
                            if (s.round != round && round < MAX_ROUNDS) {
                                held[round] += bench_trts_team_areas(&s, ta);
                                held_b[round] += bench_trts_team_areas(&s, tb);
                                reached[round]++;
                            }
                        }
                        games++;
                        wins += s.winner >= 0 && s.players[s.winner].team == ta;
                        losses += s.winner >= 0 && s.players[s.winner].team == tb;
                        if (out_round) {
                            first_out += out_round;
                            out_games++;
                        }
                    }
    }
    printf("easy vs %s seeds %d-%d, %d rounds: %d games, easy won %d (%.1f%%), lost %d (%.1f%%)\n", argv[1], lo, hi,
           rounds, games, wins, 100.0 * wins / games, losses, 100.0 * losses / games);
    printf("first piece out of its start area: %d of %d games, mean round %.1f\n", out_games, games,
           out_games ? (double)first_out / out_games : 0.0);
    printf("round  passes  other-micro  easy-areas  opp-areas\n");
    for (int r = 1; r < MAX_ROUNDS; r++)
        if (reached[r])
            printf("%5d  %6.2f  %11.2f  %10.2f  %9.2f\n", r, passes[r] / games, acts[r] / games, held[r] / reached[r],
                   held_b[r] / reached[r]);
    return 0;
}
