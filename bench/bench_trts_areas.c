/*
 * How much of the map the TRTS computer levels take and hold (docs/ai.md "TRTS",
 * the play-test's "barely contests the map"): duels of level A against level B
 * on every shipped map, every faction pairing and both seat orders, over a seed
 * range. Prints, per map and per A's faction, the areas A and B's teams hold at
 * the end of rounds 6, 10 and 16 (means) and A's wins. Not part of the suite
 * (it plays hundreds of games); run by hand:
 *   bench_trts_areas A B FIRST-LAST      e.g. bench_trts_areas normal easy 21-40
 * TRTS_AREAS_VS=myriad limits B to one faction; TRTS_AREAS_TRACE=1 prints every
 * game's areas, armies, workers and minerals round by round. TRTS_AREAS_ROUNDS=12
 * plays the games at that length (12, 16, 24 or 32), the marks then at a
 * quarter, half and the end of the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"

#include "bench_trts_util.h"

static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};
static int marks[3] = {6, 10, 16};

static int trts_ai_army_count(const trts_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && s->pieces[i].owner == p && !s->pieces[i].building && !trts_piece_worker(s, i);
    return n;
}

static int worker_count(const trts_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && s->pieces[i].owner == p && !s->pieces[i].building && trts_piece_worker(s, i);
    return n;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: bench_trts_areas LEVEL-A LEVEL-B FIRST-LAST\n");
        return 2;
    }
    int la = trts_level_find(argv[1]), lb = trts_level_find(argv[2]);
    int lo = 0, hi = 0;
    if (la < 0 || lb < 0 || sscanf(argv[3], "%d-%d", &lo, &hi) != 2 || lo > hi) {
        fprintf(stderr, "bench_trts_areas: bad arguments\n");
        return 2;
    }
    static trts_rules rules;
    static trts_map m;
    static trts_state s;
    static trts_action plan[TRTS_AI_PLAN_MAX];
    data_error err;
    if (!bench_trts_rules(&rules)) {
        fprintf(stderr, "bench_trts_areas: rules\n");
        return 1;
    }
    /* TRTS_AREAS_VS=FACTION: B plays that faction only (a fairness pairing) */
    int only = -1;
    const char *vs = getenv("TRTS_AREAS_VS");
    for (int f = 0; vs && f < 3; f++)
        if (strcmp(vs, trts_faction_id_name(f)) == 0)
            only = f;
    const char *len = getenv("TRTS_AREAS_ROUNDS");
    int rounds = len ? atoi(len) : 0;
    if (rounds > 0) {
        marks[0] = rounds / 4;
        marks[1] = rounds / 2;
        marks[2] = rounds;
    }
    double tot_area[2][3] = {{0}};
    int tot_win = 0, tot_games = 0;
    int fwin[3] = {0}, fgames[3] = {0};
    for (int mi = 0; mi < 3; mi++) {
        char path[512];
        snprintf(path, sizeof path, "%s/maps/trts/%s.json", SKIRMISH_SOURCE_DIR, maps[mi]);
        if (!data_trts_map_load(path, &m, &err)) {
            fprintf(stderr, "bench_trts_areas: %s\n", path);
            return 1;
        }
        if (rounds > 0 && !trts_map_set_length(&m, rounds)) {
            fprintf(stderr, "bench_trts_areas: length %d\n", rounds);
            return 2;
        }
        for (int fa = 0; fa < 3; fa++) {
            double area[2][3] = {{0}};
            int wins = 0, games = 0, elim = 0;
            for (int fb = 0; fb < 3; fb++)
                for (int seat = 0; seat < 2 && (only < 0 || only == fb); seat++)
                    for (int seed = lo; seed <= hi; seed++) {
                        trts_setup setup;
                        bench_trts_duel(&setup, seat, fa, fb, la, lb);
                        int a = seat, b = 1 - seat;
                        setup.seed = (uint64_t)seed;
                        if (!trts_state_init(&s, &m, &rules, &setup))
                            return 1;
                        int round = s.round, ta = s.players[a].team, tb = s.players[b].team;
                        int seen[2][3] = {{0}};
                        for (int guard = 0; guard < 100000 && s.phase != TRTS_PHASE_OVER; guard++) {
                            int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
                            if (n == 0)
                                return 1;
                            for (int k = 0; k < n; k++)
                                if (trts_apply(&s, &plan[k]) != TRTS_OK) {
                                    fprintf(stderr, "illegal plan\n");
                                    return 1;
                                }
                            if (s.round != round && getenv("TRTS_AREAS_TRACE"))
                                printf("  %s %s/%s seed %d end of round %d: A %d areas B %d, armies %d/%d workers %d/%d minerals %d/%d\n",
                                       maps[mi], trts_faction_id_name(fa), trts_faction_id_name(fb), seed, round,
                                       bench_trts_team_areas(&s, ta), bench_trts_team_areas(&s, tb), trts_ai_army_count(&s, a),
                                       trts_ai_army_count(&s, b), worker_count(&s, a), worker_count(&s, b),
                                       s.players[a].minerals, s.players[b].minerals);
                            if (s.round != round || s.phase == TRTS_PHASE_OVER) {
                                for (int k = 0; k < 3; k++)
                                    if (round <= marks[k] && (s.round > marks[k] || s.phase == TRTS_PHASE_OVER) &&
                                        !seen[0][k]) {
                                        seen[0][k] = 1;
                                        area[0][k] += bench_trts_team_areas(&s, ta);
                                        area[1][k] += bench_trts_team_areas(&s, tb);
                                    }
                                round = s.round;
                            }
                        }
                        games++;
                        wins += s.winner == a || (s.winner >= 0 && s.players[s.winner].team == ta);
                        elim += s.end == TRTS_END_ELIMINATION;
                    }
            printf("%-13s %-12s A areas r%d %.2f r%d %.2f r%d %.2f | B %.2f %.2f %.2f | A wins %d/%d "
                   "(%.0f%%) short %d\n",
                   maps[mi], trts_faction_id_name(fa), marks[0], area[0][0] / games, marks[1], area[0][1] / games, marks[2], area[0][2] / games,
                   area[1][0] / games, area[1][1] / games, area[1][2] / games, wins, games, 100.0 * wins / games,
                   elim);
            for (int k = 0; k < 3; k++) {
                tot_area[0][k] += area[0][k];
                tot_area[1][k] += area[1][k];
            }
            tot_win += wins;
            tot_games += games;
            fwin[fa] += wins;
            fgames[fa] += games;
        }
    }
    printf("ALL %s vs %s seeds %d-%d: A areas r%d %.2f r%d %.2f r%d %.2f | B %.2f %.2f %.2f | A wins %d/%d (%.1f%%)",
           argv[1], argv[2], lo, hi, marks[0], tot_area[0][0] / tot_games, marks[1], tot_area[0][1] / tot_games,
           marks[2], tot_area[0][2] / tot_games, tot_area[1][0] / tot_games, tot_area[1][1] / tot_games,
           tot_area[1][2] / tot_games, tot_win, tot_games, 100.0 * tot_win / tot_games);
    for (int f = 0; f < 3; f++)
        printf(" %s %.0f%%", trts_faction_id_name(f), 100.0 * fwin[f] / fgames[f]);
    printf("\n");
    return 0;
}
