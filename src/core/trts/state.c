/*
 * The TRTS state: setup, queries (control, supply, paths, ranking), pieces, the
 * marker rule and elimination, and the round (Income, Deployment, the phase
 * changes) (docs/trts.md sections 4 to 6, 10 and 11). What the Income gives
 * (per area, the forecast, the dry round) is reckoned in income.c, teams and
 * area control (controller, contested, holds) in control.c. Moves and
 * combat are in engage.c, the action tests and trts_apply in rules.c.
 */
#include "internal.h"

#include <string.h>

/* ---- small helpers ---- */

int trts_set_count(const trts_set *s)
{
    int n = 0;
    for (int i = 0; i < TRTS_SET_WORDS; i++)
        n += __builtin_popcountll(s->w[i]);
    return n;
}

bool trts_set_empty(const trts_set *s)
{
    for (int i = 0; i < TRTS_SET_WORDS; i++)
        if (s->w[i])
            return false;
    return true;
}


const trts_faction *trts_player_faction(const trts_state *s, int player)
{
    return &s->rules->factions[s->players[player].faction];
}

const trts_unit_def *trts_piece_unit(const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    return p->building ? NULL : &trts_player_faction(s, p->owner)->units[p->type];
}

const trts_building_def *trts_piece_building(const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    return p->building ? &trts_player_faction(s, p->owner)->buildings[p->type] : NULL;
}

bool trts_piece_air(const trts_state *s, int piece)
{
    const trts_unit_def *u = trts_piece_unit(s, piece);
    return u && (u->tags & TRTS_TAG_AIR);
}

bool trts_piece_worker(const trts_state *s, int piece)
{
    const trts_unit_def *u = trts_piece_unit(s, piece);
    return u && (u->tags & TRTS_TAG_WORKER);
}

int trts_max_hp(const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    if (!p->building)
        return trts_piece_unit(s, piece)->hp;
    int hp = trts_piece_building(s, piece)->hp;
    return p->finished ? hp : hp / 2;
}

static int max_shields(const trts_state *s, int piece)
{
    const trts_piece *p = &s->pieces[piece];
    if (!p->building)
        return trts_piece_unit(s, piece)->shields;
    int sh = trts_piece_building(s, piece)->shields;
    return p->finished ? sh : sh / 2;
}

int trts_piece_max_hp(const trts_state *s, int piece) { return trts_max_hp(s, piece); }

int trts_piece_max_shields(const trts_state *s, int piece) { return max_shields(s, piece); }

int trts_area_free_slots(const trts_state *s, int area)
{
    int used = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->building && p->area == area && p->type != TRTS_ROLE_EXTRACTOR)
            used++;
    }
    return s->map->areas[area].slots - used;
}

int trts_area_free_vents(const trts_state *s, int area)
{
    int used = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->building && p->area == area && p->type == TRTS_ROLE_EXTRACTOR)
            used++;
    }
    return s->map->areas[area].gas - used;
}

int trts_supply_used(const trts_state *s, int player)
{
    const trts_faction *f = trts_player_faction(s, player);
    int used = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != player)
            continue;
        if (!p->building)
            used += f->units[p->type].supply;
        else if (p->item_kind == TRTS_ITEM_UNIT)
            used += f->units[p->item_type].supply;
    }
    return used;
}

int trts_supply_provided(const trts_state *s, int player)
{
    const trts_faction *f = trts_player_faction(s, player);
    int sup = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && p->building && p->finished)
            sup += f->buildings[p->type].supply;
    }
    return sup < TRTS_SUPPLY_CAP ? sup : TRTS_SUPPLY_CAP;
}

int trts_supply_on_map(const trts_state *s, int player)
{
    const trts_faction *f = trts_player_faction(s, player);
    int sup = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && !p->building)
            sup += f->units[p->type].supply;
    }
    return sup;
}

int trts_areas_of(const trts_state *s, int player)
{
    if (s->players[player].eliminated)
        return 0;
    int n = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        if (trts_team_controls(s, s->players[player].team, a))
            n++;
    return n;
}

int trts_turn_order(const trts_state *s, int order[TRTS_MAX_PLAYERS])
{
    int n = 0;
    for (int i = 0; i < s->n_players; i++)
        if (!s->players[s->line[i]].eliminated)
            order[n++] = s->line[i];
    return n;
}

int trts_players_left(const trts_state *s)
{
    int n = 0;
    for (int p = 0; p < s->n_players; p++)
        n += !s->players[p].eliminated;
    return n;
}

static int order_position(const trts_state *s, int player)
{
    for (int i = 0; i < s->n_players; i++)
        if (s->line[i] == player)
            return i;
    return s->n_players;
}

/* Most areas (a team counts each once), then most unit supply (a team sums its
 * players'), then earliest in this round's turn order; eliminated players last. */
void trts_ranking(const trts_state *s, int out[TRTS_MAX_PLAYERS])
{
    int areas[TRTS_MAX_PLAYERS], supply[TRTS_MAX_PLAYERS];
    for (int p = 0; p < s->n_players; p++) {
        areas[p] = trts_areas_of(s, p);
        supply[p] = 0;
        for (int q = 0; q < s->n_players; q++)
            if (trts_allies(s, p, q) && !s->players[q].eliminated)
                supply[p] += trts_supply_on_map(s, q);
        out[p] = p;
    }
    for (int i = 1; i < s->n_players; i++)
        for (int j = i; j > 0; j--) {
            int a = out[j - 1], b = out[j];
            bool swap;
            if (s->players[a].eliminated != s->players[b].eliminated)
                swap = s->players[a].eliminated;
            else if (areas[a] != areas[b])
                swap = areas[b] > areas[a];
            else if (supply[a] != supply[b])
                swap = supply[b] > supply[a];
            else
                swap = order_position(s, b) < order_position(s, a);
            if (!swap)
                break;
            out[j - 1] = b;
            out[j] = a;
        }
}

/* ---- paths ---- */


/* BFS over the edges the unit may cross; dist[] in MP, from[] the area stepped
 * from (the route read backwards: trts_path_route). */
static int path_bfs(const trts_state *s, int piece, int to, path_mode mode, int *from, int *last_from, bool *up)
{
    const trts_piece *pc = &s->pieces[piece];
    bool air = trts_piece_air(s, piece);
    int team = s->players[pc->owner].team;
    int dist[TRTS_MAX_AREAS], via[TRTS_MAX_AREAS];
    for (int a = 0; a < s->map->n_areas; a++)
        dist[a] = -1;
    int queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    dist[pc->area] = 0;
    from[pc->area] = -1;
    via[pc->area] = -1;
    queue[tail++] = pc->area;
    while (head < tail) {
        int a = queue[head++];
        if (a == to)
            break;
        /* one may only pass through an area (not the start) the rules allow */
        if (a != pc->area) {
            bool pass = mode == PATH_RETREAT ? trts_holds(s, pc->owner, a) : trts_team_controls(s, team, a);
            if (!pass)
                continue;
        }
        const trts_area *ar = &s->map->areas[a];
        for (int k = 0; k < ar->n_adj; k++) {
            int b = ar->adj[k];
            const trts_edge *e = &s->map->edges[ar->adj_edge[k]];
            if (dist[b] >= 0 || !trts_edge_passable(e, air))
                continue;
            dist[b] = dist[a] + 1;
            from[b] = a;
            via[b] = ar->adj_edge[k];
            queue[tail++] = b;
        }
    }
    if (dist[to] <= 0)
        return -1;
    if (mode == PATH_RETREAT && !trts_holds(s, pc->owner, to))
        return -1;
    if (mode == PATH_REPOSITION && !trts_team_controls(s, team, to))
        return -1;
    if (last_from)
        *last_from = from[to];
    if (up)
        *up = !air && trts_edge_goes_up(&s->map->edges[via[to]], from[to]);
    return dist[to];
}

int trts_path_search(const trts_state *s, int piece, int to, path_mode mode, int *last_from, bool *up)
{
    int from[TRTS_MAX_AREAS];
    return path_bfs(s, piece, to, mode, from, last_from, up);
}

int trts_path_route(const trts_state *s, int piece, int to, path_mode mode, int *route, int cap)
{
    int from[TRTS_MAX_AREAS];
    int cost = path_bfs(s, piece, to, mode, from, NULL, NULL);
    if (cost < 0 || cost + 1 > cap)
        return 0;
    for (int k = cost, a = to; k >= 0; k--) {
        route[k] = a;
        a = from[a];
    }
    return cost + 1;
}

int trts_path_cost(const trts_state *s, int piece, int to, bool retreat)
{
    return trts_path_search(s, piece, to, retreat ? PATH_RETREAT : PATH_MOVE, NULL, NULL);
}

/* ---- pieces ---- */

static int new_piece(trts_state *s)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (!s->pieces[i].alive)
            return i;
    if (s->n_pieces >= TRTS_MAX_PIECES)
        return TRTS_NO_PIECE;
    return s->n_pieces++;
}

int trts_add_unit(trts_state *s, int player, int type, int area)
{
    int i = new_piece(s);
    if (i < 0)
        return i;
    const trts_unit_def *u = &trts_player_faction(s, player)->units[type];
    trts_piece *p = &s->pieces[i];
    memset(p, 0, sizeof *p);
    p->alive = true;
    p->finished = true;
    p->owner = (int8_t)player;
    p->type = (int8_t)type;
    p->area = (int8_t)area;
    p->hp = (int8_t)u->hp;
    p->shields = (int8_t)u->shields;
    p->builder = TRTS_NO_PIECE;
    p->worker_type = -1;
    p->born = s->next_born++;
    p->number = ++s->players[player].numbered[trts_number_slot(false, type)];
    p->public_ = trts_area_contested(s, area);
    trts_number_sightings(s);
    return i;
}

int trts_add_building(trts_state *s, int player, int role, int area, bool finished)
{
    int i = new_piece(s);
    if (i < 0)
        return i;
    const trts_building_def *b = &trts_player_faction(s, player)->buildings[role];
    trts_piece *p = &s->pieces[i];
    memset(p, 0, sizeof *p);
    p->alive = true;
    p->building = true;
    p->finished = finished;
    p->owner = (int8_t)player;
    p->type = (int8_t)role;
    p->area = (int8_t)area;
    p->hp = (int8_t)(finished ? b->hp : b->hp / 2);
    p->shields = (int8_t)(finished ? b->shields : b->shields / 2);
    p->due = (int16_t)(s->round + b->rounds);
    p->builder = TRTS_NO_PIECE;
    p->worker_type = -1;
    p->born = s->next_born++;
    p->number = ++s->players[player].numbered[trts_number_slot(true, role)];
    p->public_ = trts_area_contested(s, area);
    trts_number_sightings(s);
    return i;
}

int trts_state_place_unit(trts_state *s, int player, int type, int area)
{
    return trts_add_unit(s, player, type, area);
}

int trts_state_place_building(trts_state *s, int player, int role, int area, bool finished)
{
    return trts_add_building(s, player, role, area, finished);
}

void trts_kill_piece(trts_state *s, int i, bool count_loss)
{
    trts_piece *p = &s->pieces[i];
    if (!p->alive)
        return;
    p->alive = false;
    trts_set_del(&s->group, i);
    trts_player *pl = &s->players[p->owner];
    if (!p->building) {
        if (count_loss)
            pl->lost++;
        /* A Technician's unfinished building goes with it. */
        if (p->busy)
            for (int j = 0; j < s->n_pieces; j++)
                if (s->pieces[j].alive && s->pieces[j].builder == i && !s->pieces[j].finished) {
                    s->pieces[j].builder = TRTS_NO_PIECE;
                    trts_kill_piece(s, j, count_loss);
                }
        return;
    }
    if (p->item_kind == TRTS_ITEM_UPGRADE)
        pl->researching[p->item_type] = false;
    p->item_kind = TRTS_ITEM_NONE;
    if (p->builder != TRTS_NO_PIECE && s->pieces[p->builder].alive)
        s->pieces[p->builder].busy = false;
    p->builder = TRTS_NO_PIECE;
}

/* ---- markers, publicity, elimination, the end ---- */

/* Sight numbers (docs/trts.md "Piece numbers"): a piece that is public and has
 * none gets the next of its owner and type; one that is hidden loses its own.
 * Pieces coming into sight together are numbered in their owner's order
 * (trts_piece.number), never by piece index, which hidden production moves. */
void trts_number_sightings(trts_state *s)
{
    for (;;) {
        int best = TRTS_NO_PIECE;
        for (int i = 0; i < s->n_pieces; i++) {
            trts_piece *p = &s->pieces[i];
            if (!p->alive)
                continue;
            if (!p->public_) {
                p->seen = 0;
                continue;
            }
            if (p->seen)
                continue;
            const trts_piece *b = best >= 0 ? &s->pieces[best] : NULL;
            if (!b || p->owner < b->owner || (p->owner == b->owner && (p->building < b->building ||
                (p->building == b->building && (p->type < b->type || (p->type == b->type && p->number < b->number))))))
                best = i;
        }
        if (best < 0)
            return;
        trts_piece *p = &s->pieces[best];
        p->seen = ++s->players[p->owner].sighted[trts_number_slot(p->building, p->type)];
    }
}

static int pieces_of_in(const trts_state *s, int player, int area)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && s->pieces[i].owner == player && s->pieces[i].area == area;
    return n;
}

/* In a contested area a player with no piece loses the marker; units are public
 * exactly while their area is contested; buildings stay public once seen. */
void trts_marker_rule(trts_state *s)
{
    for (int a = 0; a < s->map->n_areas; a++) {
        if (!trts_area_contested(s, a))
            continue;
        for (int p = 0; p < s->n_players; p++)
            if ((s->markers[a] & (1u << p)) && pieces_of_in(s, p, a) == 0)
                s->markers[a] &= (uint8_t)~(1u << p);
    }
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        if (!p->alive)
            continue;
        bool contested = trts_area_contested(s, p->area);
        if (p->building)
            p->public_ = p->public_ || contested;
        else
            p->public_ = contested;
    }    trts_number_sightings(s);
}

void trts_finish_game(trts_state *s, trts_end_kind end, int winner_team_player)
{
    s->phase = TRTS_PHASE_OVER;
    s->end = end;
    int rank[TRTS_MAX_PLAYERS];
    trts_ranking(s, rank);
    int w = winner_team_player >= 0 ? winner_team_player : rank[0];
    /* the winner: the best-ranked player of the winning team */
    for (int i = 0; i < s->n_players; i++)
        if (trts_allies(s, rank[i], w) && !s->players[rank[i]].eliminated) {
            w = rank[i];
            break;
        }
    s->winner = w;
    s->winners = trts_team_mask(s, s->players[w].team);
    s->current = TRTS_NO_PLAYER;
}

void trts_eliminate(trts_state *s, int player)
{
    trts_player *pl = &s->players[player];
    pl->eliminated = true;
    pl->eliminated_round = s->round;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == player)
            trts_kill_piece(s, i, false);
    for (int a = 0; a < s->map->n_areas; a++)
        s->markers[a] &= (uint8_t)~(1u << player);
}

static int teams_left(const trts_state *s, int *some_player)
{
    bool seen[TRTS_MAX_PLAYERS + 8] = {false};
    int n = 0;
    for (int p = 0; p < s->n_players; p++)
        if (!s->players[p].eliminated && !seen[s->players[p].team]) {
            seen[s->players[p].team] = true;
            n++;
            *some_player = p;
        }
    return n;
}

/* A player with no building is out at once; then each match type's end. */
void trts_check_eliminations(trts_state *s)
{
    if (s->phase == TRTS_PHASE_OVER)
        return;
    int fallen = TRTS_NO_PLAYER;
    for (int p = 0; p < s->n_players; p++) {
        if (s->players[p].eliminated)
            continue;
        bool has = false;
        for (int i = 0; i < s->n_pieces && !has; i++)
            has = s->pieces[i].alive && s->pieces[i].owner == p && s->pieces[i].building;
        if (!has) {
            trts_eliminate(s, p);
            fallen = p;
        }
    }
    trts_marker_rule(s);
    if (fallen == TRTS_NO_PLAYER)
        return;
    int survivor = TRTS_NO_PLAYER;
    int left = teams_left(s, &survivor);
    switch (s->setup.type) {
    case TRTS_DUEL:
    case TRTS_LMS:
        if (left <= 1)
            trts_finish_game(s, TRTS_END_ELIMINATION, survivor);
        break;
    case TRTS_TEAM:
        /* the fallen player's team loses: the best-ranked other team wins */
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, fallen)) {
                trts_finish_game(s, TRTS_END_ELIMINATION, p);
                break;
            }
        break;
    case TRTS_FFA:
        trts_finish_game(s, TRTS_END_ELIMINATION, left >= 1 ? -1 : survivor);
        break;
    }
    /* the game goes on without a player who fell while giving private orders (it
     * cancelled its last building): its Done is implied */
    if (s->phase != TRTS_PHASE_OVER && s->current >= 0 && s->players[s->current].eliminated &&
        (s->phase == TRTS_PHASE_MACRO || s->phase == TRTS_PHASE_REPOSITION)) {
        int next = trts_next_in_order(s, s->current, false);
        if (next != TRTS_NO_PLAYER)
            s->current = next;
        else if (s->phase == TRTS_PHASE_MACRO)
            trts_start_micro(s);
        else
            trts_end_round(s);
    }
}

/* ---- setup and the round ---- */

static const char *const level_ids[TRTS_LEVELS] = {"easy", "normal", "hard"};

const char *trts_level_id(int level)
{
    return level >= 0 && level < TRTS_LEVELS ? level_ids[level] : "?";
}

int trts_level_find(const char *id)
{
    for (int k = 0; k < TRTS_LEVELS; k++)
        if (strcmp(id, level_ids[k]) == 0)
            return k;
    return -1;
}

bool trts_setup_valid(const trts_setup *setup, const trts_map *map)
{
    int n = setup->n_players;
    if (n < map->min_players || n > map->max_players || n < 2 || n > TRTS_MAX_PLAYERS)
        return false;
    for (int p = 0; p < n; p++)
        if (setup->level[p] < 0 || setup->level[p] >= TRTS_LEVELS || setup->factions[p] < 0 ||
            setup->factions[p] >= TRTS_FACTIONS)
            return false;
    switch (setup->type) {
    case TRTS_DUEL: return n == 2;
    case TRTS_TEAM: return n == 4;
    case TRTS_FFA:
    case TRTS_LMS: return n >= 3;
    }
    return false;
}

static void shuffle(core_rng *rng, int *v, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)core_rng_below(rng, (uint32_t)(i + 1));
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}

static void start_round(trts_state *s);

bool trts_state_init(trts_state *s, const trts_map *map, const trts_rules *rules, const trts_setup *setup)
{
    memset(s, 0, sizeof *s);
    if (!trts_setup_valid(setup, map))
        return false;
    s->map = map;
    s->rules = rules;
    s->setup = *setup;
    s->n_players = setup->n_players;
    core_rng_seed(&s->rng, setup->seed);
    s->round = 1;
    s->winner = TRTS_NO_PLAYER;
    s->pending_area = -1;
    s->combat_area = -1;
    s->log.area = -1;
    s->keep_piece = TRTS_NO_PIECE;
    int starts[TRTS_MAX_PLAYERS];
    for (int i = 0; i < map->max_players; i++)
        starts[i] = i + 1;
    shuffle(&s->rng, starts, map->max_players);
    for (int p = 0; p < s->n_players; p++) {
        trts_player *pl = &s->players[p];
        pl->faction = setup->factions[p];
        pl->computer = setup->computer[p];
        /* team: seats 1 and 3 against 2 and 4 */
        pl->team = setup->type == TRTS_TEAM ? p % 2 : p;
        pl->start_area = trts_map_start_area(map, starts[p]);
    }
    if (setup->type == TRTS_TEAM) {
        /* the line alternates the teams */
        int a[2] = {0, 2}, b[2] = {1, 3};
        shuffle(&s->rng, a, 2);
        shuffle(&s->rng, b, 2);
        bool a_first = core_rng_below(&s->rng, 2) == 0;
        for (int i = 0; i < 2; i++) {
            s->line[2 * i] = a_first ? a[i] : b[i];
            s->line[2 * i + 1] = a_first ? b[i] : a[i];
        }
    } else {
        for (int p = 0; p < s->n_players; p++)
            s->line[p] = p;
        shuffle(&s->rng, s->line, s->n_players);
    }
    for (int p = 0; p < s->n_players; p++) {
        int area = s->players[p].start_area;
        int depot = trts_add_building(s, p, TRTS_ROLE_DEPOT, area, true);
        s->pieces[depot].public_ = true;
        int worker = trts_faction_worker(trts_player_faction(s, p));
        trts_add_unit(s, p, worker, area);
        trts_add_unit(s, p, worker, area);
        s->markers[area] |= (uint8_t)(1u << p);
    }
    start_round(s);
    return true;
}

static int first_in_order(const trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    return trts_turn_order(s, order) ? order[0] : TRTS_NO_PLAYER;
}

/* The player after `player` in this round's turn order, or NO_PLAYER after the last
 * (wrap: from the first again). */
int trts_next_in_order(const trts_state *s, int player, bool wrap)
{
    /* by the line, so an eliminated `player` still has a place to go on from */
    int pos = order_position(s, player);
    for (int i = pos + 1; i < s->n_players; i++)
        if (!s->players[s->line[i]].eliminated)
            return s->line[i];
    if (wrap)
        for (int i = 0; i <= pos && i < s->n_players; i++)
            if (!s->players[s->line[i]].eliminated)
                return s->line[i];
    return TRTS_NO_PLAYER;
}

static void income(trts_state *s, int player)
{
    trts_player *pl = &s->players[player];
    if (s->round == 1) {
        pl->minerals += 1;
        return;
    }
    /* upkeep, in areas not contested */
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != player || trts_area_contested(s, p->area))
            continue;
        if (pl->faction == TRTS_LUMINAR)
            p->shields = (int8_t)max_shields(s, i);
        else if (pl->faction == TRTS_MYRIAD && p->hp < trts_max_hp(s, i))
            p->hp++;
    }
    int minerals = 0, gas = 0;
    trts_income_forecast(s, player, s->round, &minerals, &gas);
    pl->minerals += minerals;
    pl->gas += gas;
    if (pl->minerals > TRTS_BANK_CAP)
        pl->minerals = TRTS_BANK_CAP;
    if (pl->gas > TRTS_BANK_CAP)
        pl->gas = TRTS_BANK_CAP;
}

static void deployment(trts_state *s)
{
    int n = s->n_pieces;
    for (int i = 0; i < n; i++) {
        trts_piece *p = &s->pieces[i];
        if (!p->alive || !p->building)
            continue;
        if (!p->finished && p->due <= s->round) {
            const trts_building_def *b = trts_piece_building(s, i);
            p->finished = true;
            p->hp = (int8_t)(p->hp + b->hp - b->hp / 2);
            p->shields = (int8_t)(p->shields + b->shields - b->shields / 2);
            if (p->builder != TRTS_NO_PIECE)
                s->pieces[p->builder].busy = false;
            p->builder = TRTS_NO_PIECE;
            p->worker_type = -1;
            continue;
        }
        if (p->item_kind != TRTS_ITEM_NONE && p->item_due <= s->round) {
            int owner = p->owner, area = p->area, type = p->item_type;
            if (p->item_kind == TRTS_ITEM_UNIT) {
                if (trts_add_unit(s, owner, type, area) >= 0)
                    s->players[owner].made++;
            } else {
                s->players[owner].upgrades[type] = true;
                s->players[owner].researching[type] = false;
            }
            s->pieces[i].item_kind = TRTS_ITEM_NONE;
        }
    }
}

static void start_round(trts_state *s)
{
    for (int a = 0; a < s->map->n_areas; a++) {
        s->engaged_by_last[a] = s->engaged_by[a];
        s->engaged_by[a] = 0;
    }
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        p->attacked_last = p->attacked;
        p->attacked = false;
        p->activated = false;
        p->built_this_round = false;
        p->repaired_this_round = false;
        p->up_ramp = false;
    }
    for (int p = 0; p < s->n_players; p++)
        if (!s->players[p].eliminated)
            income(s, p);
    deployment(s);
    trts_marker_rule(s);
    s->phase = TRTS_PHASE_MACRO;
    s->current = first_in_order(s);
}

void trts_start_micro(trts_state *s)
{
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        if (p->alive && !p->building)
            p->mp = (int8_t)trts_piece_unit(s, i)->speed;
    }
    s->quiet = 0;
    s->phase = TRTS_PHASE_MICRO;
    s->current = first_in_order(s);
}

void trts_end_round(trts_state *s)
{
    /* the starting player's token goes to the end of the line */
    int first = s->line[0];
    for (int i = 0; i + 1 < s->n_players; i++)
        s->line[i] = s->line[i + 1];
    s->line[s->n_players - 1] = first;
    if (s->round >= s->map->rounds) {
        trts_finish_game(s, TRTS_END_ROUNDS, -1);
        return;
    }
    s->round++;
    start_round(s);
}

void trts_end_micro_turn(trts_state *s)
{
    int player = s->phase == TRTS_PHASE_GROUP ? s->active : s->current;
    trts_set_clear(&s->group);
    s->group_attacked_areas = 0;
    s->quiet = s->turn_eventful ? 0 : s->quiet + 1;
    s->turn_eventful = false;
    if (s->quiet >= trts_players_left(s)) {
        s->phase = TRTS_PHASE_REPOSITION;
        s->current = first_in_order(s);
        return;
    }
    s->phase = TRTS_PHASE_MICRO;
    s->current = trts_next_in_order(s, player, true);
}

