/*
 * Against a newcomer who grabs empty places and avoids fights (play-test 14,
 * defect 2: the Normal computer left its capital empty on turn 1, piled 13-15
 * units into one army while the places' battle budgets (15-26 RP) fielded 1-3 of
 * them, and lost 8-10 on places to a player who never won a battle).
 * Whole 2-player, 12-turn campaigns on every 2-player shipped map, both seat
 * orders, the computer (standard or classic) against:
 *   grabber  - splits every army of 4 units or more in two (while Regiments are
 *              left), else moves to the richest adjacent place it does not hold
 *              with no army of another player on it or next to it, else stays;
 *   attacker - bench_campaign_contest's (attacks what it guesses no stronger than
 *              1.25 x itself) is not repeated here: that bench measures it.
 * Per pairing: the computer's wins, its places and the grabber's at the end, the
 * games in which the computer's capital (start location) was taken, battles a
 * game, and the computer's army sizes against the battle budgets: the mean RP of
 * an army over the largest budget it can meet next turn (its place or one next to
 * it), and the share of army-turns above 1.5 x that budget (dead weight).
 * bench_campaign_grab [first_seed [seeds]]   (tuning: 1 40, report: 2001 40)
 * bench_campaign_grab --smoke                 (one seed, one map: it runs)
 * SKIRMISH_GRAB_TRACE=1 prints each game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_ai_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"

enum kind { STANDARD, CLASSIC, GRABBER };
static const char *const kind_name[] = { "standard", "classic", "grabber" };

static campaign_map map;
static campaign_library library;
static campaign_state st;

/* Is there another player's army at `loc` or next to it? */
static bool contested(const campaign_view *v, int loc)
{
    for (int j = 0; j < v->forces.n_armies; j++) {
        const campaign_army *b = &v->forces.armies[j];
        if (b->player != v->seat && (b->loc == loc || campaign_map_adjacent(v->map, loc, b->loc)))
            return true;
    }
    return false;
}

static int grabber_orders(const campaign_view *v, campaign_order *out)
{
    const campaign_map *m = v->map;
    int n = 0, regiments = campaign_forces_regiments(&v->forces, v->seat);
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        uint32_t half = 0;
        int units = 0;
        for (int k = 0; k < v->me.n_units; k++)
            if (v->me.units[k].army == a->id && !v->me.units[k].hero && units++ % 2 == 0)
                half |= 1u << k;
        if (units >= 4 && regiments < CAMPAIGN_MAX_REGIMENTS) {
            out[n++] = campaign_order_create(a->id, half);
            regiments++;
            continue;
        }
        int to = -1, best = 0;
        for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
            int l = __builtin_ctzll(adj);
            if (v->forces.control[l] != v->seat && !contested(v, l) && m->locations[l].supply + 1 > best) {
                best = m->locations[l].supply + 1;
                to = l;
            }
        }
        out[n++] = to >= 0 ? campaign_order_move(a->id, to) : campaign_order_defend(a->id);
    }
    return n;
}

static int orders_of(enum kind k, const campaign_view *v, campaign_order *out)
{
    if (k == GRABBER)
        return grabber_orders(v, out);
    return campaign_ai_orders_level(v, k == CLASSIC ? CAMPAIGN_AI_CLASSIC : CAMPAIGN_AI_STANDARD, out,
                                    CAMPAIGN_MAX_ARMIES);
}

typedef struct tally {
    int games, wins, places[2], capital_lost, battles, army_turns, heavy;
    double over; /* sum of army RP / largest budget next turn */
} tally;

/* The computer's armies this turn against the budgets they can meet. */
static void weigh_armies(const campaign_view *v, tally *t)
{
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        int rp = 0, budget = campaign_view_budget(v, v->seat, a->loc);
        for (int k = 0; k < v->me.n_units; k++)
            rp += v->me.units[k].army == a->id ? campaign_unit_rp(&v->me.units[k]) : 0;
        for (uint64_t adj = v->map->adjacent[a->loc]; adj; adj &= adj - 1) {
            int b = campaign_view_budget(v, v->seat, __builtin_ctzll(adj));
            budget = b > budget ? b : budget;
        }
        t->army_turns++;
        t->over += (double)rp / budget;
        t->heavy += 2 * rp > 3 * budget;
    }
}

/* What play() gives each seat's orders: the seats' kinds, the computer's tally. */
typedef struct grab_game {
    const enum kind *kinds;
    int computer;
    tally *t;
} grab_game;

static int seat_orders(const campaign_view *v, campaign_order *out, int room, void *ctx)
{
    (void)room;
    const grab_game *g = ctx;
    if (v->seat == g->computer)
        weigh_armies(v, g->t);
    return orders_of(g->kinds[v->seat], v, out);
}

static void play(uint64_t seed, const enum kind *kinds, int computer, const campaign_sim_config *cfg, tally *t)
{
    if (!campaign_ai_start(&st, &map, &library, 2, seed, 12))
        exit(1);
    bool lost = false;
    int battles = 0;
    grab_game game = { kinds, computer, t };
    while (st.phase != CAMPAIGN_PHASE_OVER) {
        campaign_ai_orders_turn(&st, 2, &library, seat_orders, &game);
        battles += st.n_battles;
        if (!campaign_ai_finish_turn(&st, cfg))
            exit(1);
        lost = lost || st.forces.control[st.start[computer]] != computer;
    }
    int places[2] = { 0, 0 };
    for (int l = 0; l < map.n_locations; l++)
        for (int p = 0; p < 2; p++)
            places[p] += st.forces.control[l] == p;
    if (getenv("SKIRMISH_GRAB_TRACE"))
        printf("seed %llu: %s (seat 0) vs %s: %d battles, winners %u, places %d-%d%s\n", (unsigned long long)seed,
               kind_name[kinds[0]], kind_name[kinds[1]], battles, st.winners, places[0], places[1],
               lost ? ", computer's capital taken" : "");
    t->games++;
    t->wins += st.winners == 1u << computer;
    t->places[0] += places[computer];
    t->places[1] += places[1 - computer];
    t->capital_lost += lost;
    t->battles += battles;
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    long first = !smoke && argc > 1 ? atol(argv[1]) : 2001;
    int seeds = smoke ? 1 : argc > 2 ? atoi(argv[2]) : 40;
    campaign_sim_config cfg = { AI_RANDOM, 1, NULL, NULL, NULL };
    static const char *const maps[] = { "four-rivers", "three-crowns", "veldt-marches" };
    static const enum kind computers[] = { STANDARD, CLASSIC };
    char path[1024];
    data_error err;
    if (!data_campaign_library_load(SKIRMISH_SOURCE_DIR, &library, &err)) {
        fprintf(stderr, "library: %s\n", err.message);
        return 1;
    }
    printf("seeds %ld-%ld, both seat orders, 12 turns, battles at random\n", first, first + seeds - 1);
    printf("| map | computer | games | computer wins | places at the end (computer-grabber) | capital taken | "
           "battles/game | army RP / budget | army-turns over 1.5 x budget |\n|---|---|---|---|---|---|---|---|---|\n");
    for (size_t m = 0; m < (smoke ? 1 : sizeof maps / sizeof maps[0]); m++) {
        snprintf(path, sizeof path, "%s/maps/campaign/%s.json", SKIRMISH_SOURCE_DIR, maps[m]);
        if (!data_campaign_map_load(path, &map, &err)) {
            fprintf(stderr, "%s: %s\n", maps[m], err.message);
            return 1;
        }
        for (size_t c = 0; c < (smoke ? 1 : sizeof computers / sizeof computers[0]); c++) {
            tally t;
            memset(&t, 0, sizeof t);
            for (long seed = first; seed < first + seeds; seed++)
                for (int computer = 0; computer < 2; computer++) {
                    enum kind kinds[2];
                    kinds[computer] = computers[c];
                    kinds[1 - computer] = GRABBER;
                    play((uint64_t)seed, kinds, computer, &cfg, &t);
                }
            printf("| %s | %s | %d | %d%% | %.1f-%.1f | %d | %.2f | %.2f | %d%% |\n", maps[m], kind_name[computers[c]],
                   t.games, 100 * t.wins / t.games, (double)t.places[0] / t.games, (double)t.places[1] / t.games,
                   t.capital_lost, (double)t.battles / t.games, t.over / (t.army_turns ? t.army_turns : 1),
                   100 * t.heavy / (t.army_turns ? t.army_turns : 1));
        }
    }
    return 0;
}
