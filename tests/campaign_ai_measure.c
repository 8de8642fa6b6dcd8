/*
 * Measures the campaign's computer player (src/ai/campaign_ai.c) against simple
 * baselines: whole 2-player campaigns, the computer player in one seat and a
 * baseline in the other, then the seats swapped, over a range of seeds. Battles
 * are auto-played by the Escarmouche AI for both (on the plain board), Downtime is
 * the computer player's for both: only the orders differ.
 *
 *   campaign_ai_measure SOURCE_DIR MAP FIRST_SEED LAST_SEED BASELINE [LEVEL]
 *
 * BASELINE: "previous" (the orders rule before the computer player learned to
 * guard its capital: kept here, word for word, as the yardstick), "greedy" (every
 * army steps to the nearest location it does not hold, never defends), "passive"
 * (everything defends) or "self". Prints one line per seed and a summary.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"

/* ---- "previous": the orders rule as it was ---- */

static bool enemy_at(const campaign_view *v, int loc)
{
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].loc == loc && v->forces.armies[i].player != v->seat)
            return true;
    return false;
}

static int enemy_strength_at(const campaign_view *v, int loc)
{
    int s = 0;
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].loc == loc && v->forces.armies[i].player != v->seat)
            s += campaign_ai_strength(v, i);
    return s;
}


static int army_units(const campaign_player *me, int army_id)
{
    int n = 0;
    for (int k = 0; k < me->n_units; k++)
        n += me->units[k].army == army_id;
    return n;
}

/* Roster slots of the army's units outside its 6 best by RP (ties: roster order),
 * never the Hero. */
static uint32_t outside_best_six(const campaign_player *me, int army_id)
{
    int slots[CAMPAIGN_ROSTER_MAX], n = 0;
    for (int k = 0; k < me->n_units; k++)
        if (me->units[k].army == army_id)
            slots[n++] = k;
    /* Stable insertion sort by RP, descending. */
    for (int i = 1; i < n; i++) {
        int s = slots[i], rp = campaign_unit_rp(&me->units[s]), j = i - 1;
        while (j >= 0 && campaign_unit_rp(&me->units[slots[j]]) < rp) {
            slots[j + 1] = slots[j];
            j--;
        }
        slots[j + 1] = s;
    }
    uint32_t out = 0;
    for (int i = ESC_SQUAD_MAX; i < n; i++)
        if (!me->units[slots[i]].hero)
            out |= 1u << slots[i];
    return out;
}

static int old_move_target(const campaign_view *v, int army_index)
{
    const campaign_army *a = &v->forces.armies[army_index];
    const campaign_map *m = v->map;
    int own = campaign_ai_strength(v, army_index);
    int best = -1, best_score = 0;
    for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        int ctrl = v->forces.control[l];
        /* Scores times 250: neutral 2, another player's 3, plus supply / 250; an
         * own location scores 0 (ruling: the supply term rewards a gain). */
        int score = ctrl == v->seat ? 0 : (ctrl == CAMPAIGN_NEUTRAL ? 500 : 750) + m->locations[l].supply;
        if (enemy_at(v, l) && 4 * own < 5 * enemy_strength_at(v, l))
            continue;
        if (score > best_score) {
            best_score = score;
            best = l;
        }
    }
    if (best >= 0)
        return best;
    /* Step towards the nearest location it does not control (shortest path, lower
     * ids first). */
    int target = -1;
    for (int l = 0; l < m->n_locations; l++)
        if (v->forces.control[l] != v->seat && m->distance[a->loc][l] < CAMPAIGN_FAR &&
            (target < 0 || m->distance[a->loc][l] < m->distance[a->loc][target]))
            target = l;
    if (target < 0)
        return -1;
    for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (m->distance[l][target] == m->distance[a->loc][target] - 1) {
            if (enemy_at(v, l) && 4 * own < 5 * enemy_strength_at(v, l))
                return -1;
            return l;
        }
    }
    return -1;
}

static int old_orders(const campaign_view *v, campaign_order *out, int cap)
{
    int n = 0;
    const campaign_player *me = &v->me;
    bool taken[CAMPAIGN_MAX_ARMIES] = { false };
    int regiments = campaign_forces_regiments(&v->forces, v->seat);
    for (int i = 0; i < v->forces.n_armies && n < cap; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat || taken[i])
            continue;
        int units = army_units(me, a->id);
        if (a->main && units >= 8 && regiments < CAMPAIGN_MAX_REGIMENTS) {
            uint32_t leaving = outside_best_six(me, a->id);
            if (leaving) {
                out[n++] = campaign_order_create(a->id, leaving);
                regiments++;
                continue;
            }
        }
        int merge_with = -1;
        for (int j = i + 1; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            if (b->player == v->seat && b->loc == a->loc && !taken[j] && units + army_units(me, b->id) <= 6) {
                merge_with = j;
                break;
            }
        }
        if (merge_with >= 0) {
            out[n++] = campaign_order_merge(a->id, v->forces.armies[merge_with].id);
            taken[merge_with] = true;
            continue;
        }
        int own = campaign_ai_strength(v, i);
        bool threatened = false;
        for (int j = 0; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            if (b->player != v->seat && campaign_map_adjacent(v->map, a->loc, b->loc) &&
                campaign_ai_strength(v, j) > own)
                threatened = true;
        }
        int to = threatened ? -1 : old_move_target(v, i);
        out[n++] = to >= 0 ? campaign_order_move(a->id, to) : campaign_order_defend(a->id);
    }
    return n;
}


/* ---- "greedy" and "passive" ---- */

static int greedy_orders(const campaign_view *v, campaign_order *out, int cap)
{
    const campaign_map *m = v->map;
    int n = 0;
    for (int i = 0; i < v->forces.n_armies && n < cap; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        int target = -1;
        for (int l = 0; l < m->n_locations; l++)
            if (v->forces.control[l] != v->seat &&
                (target < 0 || m->distance[a->loc][l] < m->distance[a->loc][target]))
                target = l;
        int to = -1;
        for (uint64_t adj = m->adjacent[a->loc]; adj && target >= 0; adj &= adj - 1) {
            int l = __builtin_ctzll(adj);
            if (m->distance[l][target] == m->distance[a->loc][target] - 1) {
                to = l;
                break;
            }
        }
        out[n++] = to >= 0 ? campaign_order_move(a->id, to) : campaign_order_defend(a->id);
    }
    return n;
}

static int passive_orders(const campaign_view *v, campaign_order *out, int cap)
{
    int n = 0;
    for (int i = 0; i < v->forces.n_armies && n < cap; i++)
        if (v->forces.armies[i].player == v->seat)
            out[n++] = campaign_order_defend(v->forces.armies[i].id);
    return n;
}

/* ---- the match ---- */

typedef struct seating {
    int tested;                                                       /* the computer player's seat */
    int (*baseline)(const campaign_view *v, campaign_order *out, int cap);
} seating;

static int seat_orders(void *user, const campaign_view *v, campaign_order *out, int cap)
{
    const seating *s = user;
    if (v->seat == s->tested || s->baseline == NULL)
        return campaign_ai_orders(v, out, cap);
    return s->baseline(v, out, cap);
}

/* With CAMPAIGN_MEASURE_TRACE set: each turn's armies (C: the computer player,
 * B: the baseline; location, units) and control, to see what they do. */
static void print_turn(const campaign_state *st, int tested)
{
    printf("  turn %d:", st->turn);
    for (int i = 0; i < st->forces.n_armies; i++) {
        const campaign_army *a = &st->forces.armies[i];
        printf(" %c%d@%d(%d)", a->player == tested ? 'C' : 'B', a->id, a->loc, campaign_army_units(st, a->id));
    }
    printf(" | C holds");
    for (int l = 0; l < st->map->n_locations; l++)
        if (st->forces.control[l] == tested)
            printf(" %d", l);
    printf(" | B holds");
    for (int l = 0; l < st->map->n_locations; l++)
        if (st->forces.control[l] == !tested)
            printf(" %d", l);
    printf("\n");
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fprintf(stderr, "usage: %s SOURCE_DIR MAP FIRST_SEED LAST_SEED previous|greedy|passive|self [LEVEL]\n",
                argv[0]);
        return 2;
    }
    const char *dir = argv[1], *map_name = argv[2], *base = argv[5];
    long first = strtol(argv[3], NULL, 10), last = strtol(argv[4], NULL, 10);
    ai_level level = AI_NORMAL;
    if (argc > 6 && !ai_level_parse(argv[6], &level)) {
        fprintf(stderr, "unknown level %s\n", argv[6]);
        return 2;
    }
    seating seat = { 0, NULL };
    if (strcmp(base, "previous") == 0)
        seat.baseline = old_orders;
    else if (strcmp(base, "greedy") == 0)
        seat.baseline = greedy_orders;
    else if (strcmp(base, "passive") == 0)
        seat.baseline = passive_orders;
    else if (strcmp(base, "self") != 0) {
        fprintf(stderr, "unknown baseline %s\n", base);
        return 2;
    }
    static campaign_map map;
    static campaign_library library;
    static campaign_state st;
    char path[2048];
    data_error err;
    snprintf(path, sizeof path, "%s/maps/campaign/%s.json", dir, map_name);
    if (!data_campaign_map_load(path, &map, &err) || !data_campaign_library_load(dir, &library, &err)) {
        fprintf(stderr, "%s: cannot load the map or the unit library\n", path);
        return 2;
    }
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(&library, &heroes[0]))
        return 2;
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    /* Totals for the computer player (T) and the baseline (B). */
    double wins[2] = { 0, 0 };
    long locs[2] = { 0, 0 }, capital_lost[2] = { 0, 0 }, eliminated[2] = { 0, 0 }, battles = 0, turns = 0;
    int games = 0;
    for (long seed = first; seed <= last; seed++) {
        for (int tested = 0; tested < 2; tested++) {
            campaign_settings settings;
            campaign_settings_default(&settings, 2);
            settings.seed = (uint64_t)seed;
            settings.battle_ai = (uint8_t)level;
            if (campaign_state_init(&st, &map, &settings, heroes) != CAMPAIGN_SETUP_OK)
                return 2;
            campaign_sim_config cfg = { level, 0, NULL, NULL, NULL };
            seat.tested = tested;
            campaign_sim_players players = { seat_orders, &seat };
            char why[300];
            bool trace = getenv("CAMPAIGN_MEASURE_TRACE") != NULL;
            while (st.phase != CAMPAIGN_PHASE_OVER) {
                if (trace)
                    print_turn(&st, tested);
                if (!campaign_sim_turn_with(&st, &library, &cfg, &players, why, sizeof why)) {
                    fprintf(stderr, "seed %ld: %s\n", seed, why);
                    return 1;
                }
            }
            int n_win = __builtin_popcount(st.winners);
            for (int p = 0; p < 2; p++) {
                int who = p == tested ? 0 : 1;
                if (st.winners >> p & 1u)
                    wins[who] += 1.0 / n_win;
                for (int l = 0; l < map.n_locations; l++)
                    locs[who] += st.forces.control[l] == p;
                capital_lost[who] += st.forces.control[st.start[p]] != p;
                eliminated[who] += st.players[p].eliminated;
            }
            battles += st.battles_fought;
            turns += st.turn;
            games++;
            printf("seed %ld tested-seat %d winners %u victory %d turns %d battles %d\n", seed, tested, st.winners,
                   st.victory, st.turn, st.battles_fought);
        }
    }
    printf("map %s seeds %ld-%ld baseline %s games %d\n", map_name, first, last, base, games);
    printf("  wins: computer %.1f (%.1f%%), baseline %.1f\n", wins[0], 100.0 * wins[0] / games, wins[1]);
    printf("  locations at the end (mean): computer %.2f, baseline %.2f\n", (double)locs[0] / games,
           (double)locs[1] / games);
    printf("  capital not held at the end: computer %ld, baseline %ld; eliminated: computer %ld, baseline %ld\n",
           capital_lost[0], capital_lost[1], eliminated[0], eliminated[1]);
    printf("  battles per game %.2f, turns per game %.2f\n", (double)battles / games, (double)turns / games);
    return 0;
}
