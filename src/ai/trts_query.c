/*
 * What the TRTS computer players read from a view (no decisions here): whose a
 * piece is, what it is worth, ground distances, the controlled fields, whether a
 * player is ahead or its duel hopeless, the model unit of an army not seen, and
 * a game's style. Shared by every level (trts_easy.c, trts_smart.c,
 * trts_look.c); calls only the rules core.
 */
#include "trts_ai_internal.h"

int trts_ai_strength(const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    int ground, air;
    if (p->building) {
        const trts_building_def *b = trts_piece_building(s, piece);
        ground = p->finished ? b->ground : TRTS_NO_ATTACK;
        air = p->finished ? b->air : TRTS_NO_ATTACK;
    } else {
        const trts_unit_def *u = trts_piece_unit(s, piece);
        ground = u->ground;
        air = u->air;
    }
    int attack = (ground > 0 ? ground : 0) + (air > 0 ? air : 0);
    return (p->hp + p->shields) * (attack + 1);
}

bool trts_ai_mine(const trts_state *s, int i, int player)
{
    return s->pieces[i].alive && s->pieces[i].owner == player;
}

bool trts_ai_army(const trts_state *s, int i)
{
    return s->pieces[i].alive && !s->pieces[i].building && !trts_piece_worker(s, i);
}

int trts_ai_value(const trts_state *s, int i)
{
    const trts_piece *p = &s->pieces[i];
    if (!p->alive)
        return 0;
    int cost, full;
    if (p->building) {
        const trts_building_def *b = trts_piece_building(s, i);
        cost = b->minerals + b->gas + (p->type == TRTS_ROLE_DEPOT ? 6 : 2);
        full = b->hp + b->shields;
    } else {
        const trts_unit_def *u = trts_piece_unit(s, i);
        cost = u->minerals + u->gas + 1;
        full = u->hp + u->shields;
    }
    if (full <= 0)
        return 10 * cost;
    return 10 * cost * (p->hp + p->shields) / full;
}

int trts_ai_army_value(const trts_state *s, int player)
{
    int v = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_ai_mine(s, i, player) && trts_ai_army(s, i))
            v += trts_ai_value(s, i);
    return v;
}

void trts_ai_distances_within(const trts_state *s, int to, int team, int dist[TRTS_MAX_AREAS])
{
    for (int a = 0; a < s->map->n_areas; a++)
        dist[a] = -1;
    int queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    dist[to] = 0;
    queue[tail++] = to;
    while (head < tail) {
        int a = queue[head++];
        const trts_area *ar = &s->map->areas[a];
        for (int k = 0; k < ar->n_adj; k++) {
            int b = ar->adj[k];
            if (dist[b] >= 0 || s->map->edges[ar->adj_edge[k]].kind == TRTS_EDGE_CLIFF)
                continue;
            if (team >= 0 && !trts_team_controls(s, team, b))
                continue;
            dist[b] = dist[a] + 1;
            queue[tail++] = b;
        }
    }
}

void trts_ai_distances(const trts_state *s, int to, int dist[TRTS_MAX_AREAS])
{
    trts_ai_distances_within(s, to, -1, dist);
}

trts_ai_style trts_ai_style_of(const trts_state *view, int player)
{
    /* splitmix64 of the seed and the seat */
    uint64_t z = view->setup.seed + 0x9E3779B97F4A7C15ull * (uint64_t)(player + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    trts_ai_style st;
    st.workers = 14 + (int)(z % 5);
    st.producers = (int)((z >> 8) % 2);
    st.tier2_round = 5 + (int)((z >> 16) % 5);
    st.expand_at = 4 + (int)((z >> 24) % 4);
    st.boldness = 60 + 10 * (int)((z >> 32) % 5);
    /* normal plays the board as hard does since issue 33 (it takes and contests
     * areas); a smaller economy is what keeps it a level below hard */
    if (view->setup.level[player] < TRTS_AI_HARD)
        st.workers -= TRTS_AI_NORMAL_FEWER_WORKERS;
    else
        st.workers += TRTS_AI_HARD_MORE_WORKERS;
    return st;
}

/* Fields and vents (plus one) of the areas a team controls: markers are public. */
int trts_ai_controlled_fields(const trts_state *s, int team)
{
    int n = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_team_controls(s, team, a))
            n += s->map->areas[a].minerals + s->map->areas[a].gas + 1;
    return n;
}

bool trts_ai_ahead(const trts_state *s, int me)
{
    int team = s->players[me].team, mine = trts_ai_controlled_fields(s, team), army = trts_ai_army_value(s, me);
    int theirs = 0, seen = 0;
    for (int q = 0; q < s->n_players; q++) {
        if (trts_allies(s, q, me) || s->players[q].eliminated)
            continue;
        theirs += trts_ai_controlled_fields(s, s->players[q].team);
        seen += trts_ai_army_value(s, q);
    }
    return army >= TRTS_AI_AHEAD_ARMY && army >= 2 * seen && 2 * mine >= 3 * theirs;
}

bool trts_ai_hopeless(const trts_state *s, int me)
{
    if (s->setup.type != TRTS_DUEL || trts_test_concede(s, me) != TRTS_OK ||
        s->players[me].minerals >= TRTS_AI_HOPELESS_MINERALS)
        return false;
    int team = s->players[me].team, miners = 0; /* workers that can earn: in an area its team holds */
    bool buildings_in[TRTS_MAX_AREAS] = {false};
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!trts_ai_mine(s, i, me))
            continue;
        if (trts_ai_army(s, i) || (p->building && p->item_kind == TRTS_ITEM_UNIT))
            return false; /* an army, or one coming */
        if (p->building)
            buildings_in[p->area] = true;
        else if (trts_team_controls(s, team, p->area))
            miners++;
    }
    int besiegers = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !trts_allies(s, s->pieces[i].owner, me) && trts_ai_army(s, i) &&
            buildings_in[s->pieces[i].area])
            besiegers++;
    int mine = 0, theirs = 0;
    for (int a = 0; a < s->map->n_areas; a++) {
        int c = trts_area_controller(s, a);
        if (c == team)
            mine++;
        else if (c >= 0)
            theirs++;
    }
    return besiegers >= TRTS_AI_HOPELESS_BESIEGERS && 2 * mine < theirs && miners < TRTS_AI_HOPELESS_MINERS;
}

/* The sturdiest non-suicide unit a faction's tier-1 building makes (the model of
 * an army not seen). */
int trts_ai_model_unit(const trts_faction *f)
{
    int best = -1, best_m = 0;
    for (int u = 0; u < f->n_units; u++) {
        const trts_unit_def *d = &f->units[u];
        if (d->made_at != TRTS_ROLE_TIER1 || (d->tags & (TRTS_TAG_SUICIDE | TRTS_TAG_WORKER)))
            continue;
        int dmg = d->ground > d->air ? d->ground : d->air;
        int m = (d->hp + d->shields) * (dmg > 0 ? dmg : 0);
        if (best < 0 || m > best_m) {
            best = u;
            best_m = m;
        }
    }
    return best;
}


bool trts_ai_short_game(const trts_state *s)
{
    return s->map->rounds <= TRTS_AI_SHORT_GAME;
}

bool trts_ai_dry(const trts_state *s, int a)
{
    bool start = false;
    for (int p = 0; p < s->n_players; p++)
        start |= s->players[p].start_area == a;
    return s->map->areas[a].minerals == 0 || (start && s->round >= s->map->deplete_round);
}

bool trts_ai_hard_short(const trts_state *s, int me)
{
    return s->setup.level[me] >= TRTS_AI_HARD && trts_ai_short_game(s);
}

bool trts_ai_swarm(const trts_faction *f)
{
    for (int u = 0; u < f->n_units; u++) {
        const trts_unit_def *d = &f->units[u];
        if (d->made_at == TRTS_ROLE_TIER1 && !(d->tags & (TRTS_TAG_SUICIDE | TRTS_TAG_WORKER)) && d->gas == 0 &&
            d->minerals > 0 && d->hp + d->shields >= 3 * d->minerals)
            return true;
    }
    return false;
}
