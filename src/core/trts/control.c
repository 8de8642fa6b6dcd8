/*
 * TRTS's teams and area control (split from state.c; docs/trts.md sections 1, 10):
 * a player's team, allies, a team's players as a mask, who controls an area
 * from its markers (-1: nobody, -2: contested), and whether a player holds it
 * (controls it, or contests it with a marker of its own). Leaf queries on the
 * state: they call no other file of the rules core. Pure C, no SDL, no I/O.
 */
#include "internal.h"

int trts_team_of(const trts_state *s, int player)
{
    return s->players[player].team;
}

bool trts_allies(const trts_state *s, int p, int q)
{
    return s->players[p].team == s->players[q].team;
}

uint8_t trts_team_mask(const trts_state *s, int team)
{
    uint8_t m = 0;
    for (int p = 0; p < s->n_players; p++)
        if (s->players[p].team == team)
            m |= (uint8_t)(1u << p);
    return m;
}

int trts_area_controller(const trts_state *s, int area)
{
    uint8_t m = s->markers[area];
    if (!m)
        return -1;
    int team = -1;
    for (int p = 0; p < s->n_players; p++) {
        if (!(m & (1u << p)))
            continue;
        if (team < 0)
            team = s->players[p].team;
        else if (team != s->players[p].team)
            return -2;
    }
    return team;
}

bool trts_area_contested(const trts_state *s, int area)
{
    return trts_area_controller(s, area) == -2;
}

bool trts_team_controls(const trts_state *s, int team, int area)
{
    return trts_area_controller(s, area) == team;
}

/* Controls, or contests with a marker of its own. */
bool trts_holds(const trts_state *s, int player, int area)
{
    int c = trts_area_controller(s, area);
    return c == s->players[player].team || (c == -2 && (s->markers[area] & (1u << player)));
}
