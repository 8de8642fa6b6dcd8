/*
 * Deployment: where to place the next unit of the squad. A formation rather than
 * a search (the battle has not started, and the opponent places in reply): melee
 * units on the front home rank, shooters behind with open lanes to the middle of
 * the board, everyone towards the centre files, not bunched where one sweep hits
 * three, guardians and commanders next to the allies they serve. On a zone map
 * shooters want lanes to the zone.
 */
#include "ai_internal.h"
#include "skirmish/core/esc/los.h"

/* Per zone square a shooter's home square has a lane to within its Range. Worth
 * more than the back rank's 60 when the front rank has two more lanes. */
#define ZONE_LANE 45

static bool is_shooter(const esc_unit_state *u)
{
    return u->range >= 2 || (u->abilities & ((1u << ESC_AB_ENERGY_TRAIT) | (1u << ESC_AB_SUPPRESSING_FIRE)));
}

static int square_score(const esc_game *g, int unit, int sq)
{
    const esc_unit_state *u = &g->units[unit];
    int side = esc_unit_side(unit);
    int rank = esc_square_rank(sq), file = esc_square_file(sq);
    bool front = side == 0 ? rank == 1 : rank == 6;
    int score = 0;
    bool shooter = is_shooter(u);
    if (shooter != front)
        score += 60;
    else if (!shooter && u->health >= 3)
        score += 10;
    int centre = file < 4 ? file : 7 - file;   /* 0 at the edge, 3 in the middle */
    score += 20 * centre;

    /* The middle ranks (3 to 6): a shooter wants to see them, a walker to get there. */
    esc_bits middle = 0;
    for (int r = 2; r <= 5; r++)
        for (int f = 0; f < 8; f++)
            middle |= esc_bit(esc_square_make(f, r));
    middle &= ~g->obstacles;
    if (shooter) {
        int reach = u->range + 1;
        esc_bits near = ai_within(sq, reach) & middle;
        score += 2 * esc_bits_count(esc_los_visible_set(g->obstacles, sq, near));
    } else {
        esc_bits ahead = esc_board_reach(g->obstacles, sq, 2 * u->move) & middle;
        score += 2 * esc_bits_count(ahead);
    }

    /* A zone map: a shooter wants lanes to the zone within its Range from where it
     * stands (the first holder is shot at once; a bow with no lane there watches
     * the markers go), obstacles blocking. */
    if (g->zone && shooter) {
        esc_bits lane = ai_within(sq, u->range) & g->zone;
        score += ZONE_LANE * esc_bits_count(esc_los_visible_set(g->obstacles, sq, lane));
    }

    /* Neighbours: one friend beside is cover, more is a target for a sweep. */
    int base = side * ESC_SQUAD_MAX, friends_adjacent = 0, friends_near = 0;
    int best_adjacent_worth = 0;
    for (int i = base; i < base + ESC_SQUAD_MAX; i++) {
        if (i == unit || g->units[i].square == ESC_NO_SQUARE)
            continue;
        int d = ai_dist(sq, g->units[i].square);
        if (d == 1) {
            friends_adjacent++;
            int worth = g->units[i].rank_points * 10 + g->units[i].power * 5;
            if (worth > best_adjacent_worth)
                best_adjacent_worth = worth;
        }
        if (d <= 3)
            friends_near++;
    }
    if (friends_adjacent > 1)
        score -= 15 * (friends_adjacent - 1);
    if (u->abilities & (1u << ESC_AB_GUARDIAN))
        score += friends_adjacent ? 30 + best_adjacent_worth : 0;
    if (u->abilities & ((1u << ESC_AB_COMMAND_FORWARD) | (1u << ESC_AB_FEINT)))
        score += 10 * friends_near;
    return score;
}

int ai_deploy_pick(const esc_game *g, const esc_action *actions, int n, core_rng *rng, int noise)
{
    int best = 0, best_score = -1000000;
    for (int i = 0; i < n; i++) {
        int score = square_score(g, actions[i].unit, actions[i].square);
        if (noise > 0)
            score += (int)core_rng_below(rng, (uint32_t)noise + 1);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}
