/*
 * Setup, queries, the round's phases and the action tests (docs/trts.md). Each
 * trts_test_* answers why an action is refused; trts_apply runs the same test
 * first, so nothing illegal ever changes a state.
 */
#include "skirmish/core/trts/state.h"

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

#define FOR_SET(set, i) \
    for (int i = 0; i < TRTS_MAX_PIECES; i++) \
        if (trts_set_has((set), i))

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

static int max_hp(const trts_state *s, int piece)
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

int trts_team_of(const trts_state *s, int player)
{
    return s->players[player].team;
}

bool trts_allies(const trts_state *s, int p, int q)
{
    return s->players[p].team == s->players[q].team;
}

static uint8_t team_mask(const trts_state *s, int team)
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
static bool holds(const trts_state *s, int player, int area)
{
    int c = trts_area_controller(s, area);
    return c == s->players[player].team || (c == -2 && (s->markers[area] & (1u << player)));
}

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

typedef enum path_mode {
    PATH_MOVE,       /* intermediate areas: the team's; the target: any */
    PATH_RETREAT,    /* through and into areas held (controlled or contested with a marker) */
    PATH_REPOSITION  /* through and into the team's areas */
} path_mode;

/* BFS over the edges the unit may cross; dist[] in MP, from[] the area stepped from. */
static int path_search(const trts_state *s, int piece, int to, path_mode mode, int *last_from, bool *up)
{
    const trts_piece *pc = &s->pieces[piece];
    bool air = trts_piece_air(s, piece);
    int team = s->players[pc->owner].team;
    int dist[TRTS_MAX_AREAS], from[TRTS_MAX_AREAS], via[TRTS_MAX_AREAS];
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
            bool pass = mode == PATH_RETREAT ? holds(s, pc->owner, a) : trts_team_controls(s, team, a);
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
    if (mode == PATH_RETREAT && !holds(s, pc->owner, to))
        return -1;
    if (mode == PATH_REPOSITION && !trts_team_controls(s, team, to))
        return -1;
    if (last_from)
        *last_from = from[to];
    if (up)
        *up = !air && trts_edge_goes_up(&s->map->edges[via[to]], from[to]);
    return dist[to];
}

int trts_path_cost(const trts_state *s, int piece, int to, bool retreat)
{
    return path_search(s, piece, to, retreat ? PATH_RETREAT : PATH_MOVE, NULL, NULL);
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

static int add_unit(trts_state *s, int player, int type, int area)
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
    p->public_ = trts_area_contested(s, area);
    return i;
}

static int add_building(trts_state *s, int player, int role, int area, bool finished)
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
    p->public_ = trts_area_contested(s, area);
    return i;
}

int trts_state_place_unit(trts_state *s, int player, int type, int area)
{
    return add_unit(s, player, type, area);
}

int trts_state_place_building(trts_state *s, int player, int role, int area, bool finished)
{
    return add_building(s, player, role, area, finished);
}

static void kill_piece(trts_state *s, int i, bool count_loss)
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
                    kill_piece(s, j, count_loss);
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

static int pieces_of_in(const trts_state *s, int player, int area)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && s->pieces[i].owner == player && s->pieces[i].area == area;
    return n;
}

/* In a contested area a player with no piece loses the marker; units are public
 * exactly while their area is contested; buildings stay public once seen. */
static void marker_rule(trts_state *s)
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
    }
}

static void finish_game(trts_state *s, trts_end_kind end, int winner_team_player)
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
    s->winners = team_mask(s, s->players[w].team);
    s->current = TRTS_NO_PLAYER;
}

static void eliminate(trts_state *s, int player)
{
    trts_player *pl = &s->players[player];
    pl->eliminated = true;
    pl->eliminated_round = s->round;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == player)
            kill_piece(s, i, false);
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
static void check_eliminations(trts_state *s)
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
            eliminate(s, p);
            fallen = p;
        }
    }
    marker_rule(s);
    if (fallen == TRTS_NO_PLAYER)
        return;
    int survivor = TRTS_NO_PLAYER;
    int left = teams_left(s, &survivor);
    switch (s->setup.type) {
    case TRTS_DUEL:
    case TRTS_LMS:
        if (left <= 1)
            finish_game(s, TRTS_END_ELIMINATION, survivor);
        break;
    case TRTS_TEAM:
        /* the fallen player's team loses: the best-ranked other team wins */
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, fallen)) {
                finish_game(s, TRTS_END_ELIMINATION, p);
                break;
            }
        break;
    case TRTS_FFA:
        finish_game(s, TRTS_END_ELIMINATION, left >= 1 ? -1 : survivor);
        break;
    }
}

/* ---- setup and the round ---- */

bool trts_setup_valid(const trts_setup *setup, const trts_map *map)
{
    int n = setup->n_players;
    if (n < map->min_players || n > map->max_players || n < 2 || n > TRTS_MAX_PLAYERS)
        return false;
    for (int p = 0; p < n; p++)
        if (setup->factions[p] < 0 || setup->factions[p] >= TRTS_FACTIONS)
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
        int depot = add_building(s, p, TRTS_ROLE_DEPOT, area, true);
        s->pieces[depot].public_ = true;
        int worker = trts_faction_worker(trts_player_faction(s, p));
        add_unit(s, p, worker, area);
        add_unit(s, p, worker, area);
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
static int next_in_order(const trts_state *s, int player, bool wrap)
{
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    for (int i = 0; i < n; i++)
        if (order[i] == player)
            return i + 1 < n ? order[i + 1] : (wrap ? order[0] : TRTS_NO_PLAYER);
    return n ? order[0] : TRTS_NO_PLAYER;
}

static void income(trts_state *s, int player)
{
    trts_player *pl = &s->players[player];
    if (s->round == 1) {
        pl->minerals += 1;
        return;
    }
    const trts_faction *f = trts_player_faction(s, player);
    /* upkeep, in areas not contested */
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != player || trts_area_contested(s, p->area))
            continue;
        if (pl->faction == TRTS_LUMINAR)
            p->shields = (int8_t)max_shields(s, i);
        else if (pl->faction == TRTS_MYRIAD && p->hp < max_hp(s, i))
            p->hp++;
    }
    for (int a = 0; a < s->map->n_areas; a++) {
        const trts_area *ar = &s->map->areas[a];
        bool depot = false;
        int holders = 0;
        for (int q = 0; q < s->n_players; q++) {
            bool has = false;
            for (int i = 0; i < s->n_pieces && !has; i++) {
                const trts_piece *p = &s->pieces[i];
                has = p->alive && p->owner == q && p->building && p->finished && p->type == TRTS_ROLE_DEPOT && p->area == a;
            }
            holders += has;
            if (q == player)
                depot = has;
        }
        if (!depot || !holds(s, player, a))
            continue;
        bool depleted = s->round >= s->map->deplete_round && ar->start;
        int fields = depleted ? 0 : ar->minerals / holders;
        int workers = 0, extractors = 0;
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!p->alive || p->owner != player || p->area != a)
                continue;
            if (!p->building && (f->units[p->type].tags & TRTS_TAG_WORKER) && !p->busy && !p->attacked_last)
                workers++;
            if (p->building && p->finished && p->type == TRTS_ROLE_EXTRACTOR)
                extractors++;
        }
        int gas_workers = pl->gas_workers[a];
        if (gas_workers > workers)
            gas_workers = workers;
        if (gas_workers > 3 * extractors)
            gas_workers = 3 * extractors;
        int miners = workers - gas_workers;
        pl->minerals += miners < fields ? miners : fields;
        /* extractors fill 3 at a time in build order; all have the same yield rule,
         * so only the counts matter */
        for (int e = 0; e < extractors; e++) {
            int w = gas_workers < 3 ? gas_workers : 3;
            gas_workers -= w;
            pl->gas += depleted ? (w == 3 ? 1 : 0) : w;
        }
    }
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
                if (add_unit(s, owner, type, area) >= 0)
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
    marker_rule(s);
    s->phase = TRTS_PHASE_MACRO;
    s->current = first_in_order(s);
}

static void start_micro(trts_state *s)
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

static void end_round(trts_state *s)
{
    /* the starting player's token goes to the end of the line */
    int first = s->line[0];
    for (int i = 0; i + 1 < s->n_players; i++)
        s->line[i] = s->line[i + 1];
    s->line[s->n_players - 1] = first;
    if (s->round >= s->map->rounds) {
        finish_game(s, TRTS_END_ROUNDS, -1);
        return;
    }
    s->round++;
    start_round(s);
}

static void end_micro_turn(trts_state *s)
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
    s->current = next_in_order(s, player, true);
}

/* ---- combat in the game ---- */

/* The pieces of an area as fighters (map[k] = piece index, in index order). */
static int area_fighters(const trts_state *s, int area, int active, trts_fighter *f, int *map)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces && n < TRTS_COMBAT_MAX; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->area != area)
            continue;
        const trts_player *pl = &s->players[p->owner];
        if (p->building)
            trts_fighter_building(&f[n], trts_piece_building(s, i), p->owner, p->finished);
        else
            trts_fighter_unit(&f[n], trts_piece_unit(s, i), p->owner, pl->upgrades[TRTS_UPGRADE_WEAPONS],
                              pl->upgrades[TRTS_UPGRADE_PLATING]);
        f[n].hp = p->hp;
        f[n].shields = p->shields;
        f[n].attacked = p->attacked;
        f[n].engager = trts_allies(s, p->owner, active);
        map[n++] = i;
    }
    return n;
}

static bool group_has_units_in(const trts_state *s, int area)
{
    FOR_SET(&s->group, i)
    if (s->pieces[i].alive && s->pieces[i].area == area)
        return true;
    return false;
}

static void combat_finish(trts_state *s)
{
    s->combat_area = -1;
    marker_rule(s);
    check_eliminations(s);
    if (s->phase == TRTS_PHASE_OVER)
        return;
    s->phase = TRTS_PHASE_GROUP;
    s->current = s->active;
    if (trts_set_empty(&s->group))
        end_micro_turn(s);
}

/* Human seats with a piece able to attack in this step and a legal target. */
static uint8_t human_targeters(const trts_state *s, const trts_fighter *f, int n, const int *map, int range)
{
    uint8_t m = 0;
    for (int k = 0; k < n; k++) {
        int owner = s->pieces[map[k]].owner;
        if (!s->setup.computer[owner] && trts_combat_policy_target(f, n, range, k, TRTS_NO_TARGET) != TRTS_NO_TARGET)
            m |= (uint8_t)(1u << owner);
    }
    return m;
}

/* The next human to name targets: the active player, its allies, then the
 * defenders, each group in turn order. */
static int next_targeter(const trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    if (s->targeting & (1u << s->active))
        return s->active;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++)
            if ((s->targeting & (1u << order[i])) && trts_allies(s, order[i], s->active) == (pass == 0))
                return order[i];
    return TRTS_NO_PLAYER;
}

/* Runs steps until the round ends, a human must name targets, or the active
 * player may retreat between steps. */
static void combat_run(trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n_order = trts_turn_order(s, order);
    while (s->combat_next < s->combat_n_steps) {
        trts_fighter f[TRTS_COMBAT_MAX];
        int map[TRTS_COMBAT_MAX];
        int n = area_fighters(s, s->combat_area, s->active, f, map);
        if (!trts_combat_both_sides(f, n))
            break;
        int range = s->combat_steps[s->combat_next];
        if (!s->targets_open) {
            s->targets_open = true;
            s->targeting = human_targeters(s, f, n, map, range);
            for (int k = 0; k < n; k++)
                s->choice[map[k]][0] = s->choice[map[k]][1] = TRTS_CHOICE_NONE;
        }
        int who = next_targeter(s);
        if (who != TRTS_NO_PLAYER) {
            s->phase = TRTS_PHASE_COMBAT_TARGETS;
            s->current = who;
            return;
        }
        s->targets_open = false;
        s->combat_next++;
        trts_combat_choice choice[TRTS_COMBAT_MAX];
        trts_combat_policy_choices(f, n, range, choice);
        int fighter_of[TRTS_MAX_PIECES];
        for (int k = 0; k < n; k++)
            fighter_of[map[k]] = k;
        for (int k = 0; k < n; k++) {
            const int16_t *c = s->choice[map[k]];
            if (c[0] == TRTS_CHOICE_NONE)
                continue;
            choice[k].target = c[0] < 0 ? TRTS_NO_TARGET : fighter_of[c[0]];
            choice[k].second = c[1] < 0 ? TRTS_NO_TARGET : fighter_of[c[1]];
        }
        trts_combat_step(f, n, range, choice, order, n_order, NULL);
        for (int k = 0; k < n; k++) {
            trts_piece *p = &s->pieces[map[k]];
            p->attacked = f[k].attacked;
            if (f[k].alive) {
                p->hp = (int8_t)f[k].hp;
                p->shields = (int8_t)f[k].shields;
            }
        }
        for (int k = 0; k < n; k++)
            if (!f[k].alive)
                kill_piece(s, map[k], true);
        n = area_fighters(s, s->combat_area, s->active, f, map);
        if (!trts_combat_both_sides(f, n))
            break;
        if (s->combat_next < s->combat_n_steps && s->combat_retreat_allowed && group_has_units_in(s, s->combat_area)) {
            s->phase = TRTS_PHASE_COMBAT_RETREAT;
            s->current = s->active;
            return;
        }
    }
    s->targets_open = false;
    combat_finish(s);
}

int trts_combat_fighters(const trts_state *s, trts_fighter *f, int *map)
{
    if (s->combat_area < 0)
        return 0;
    return area_fighters(s, s->combat_area, s->active, f, map);
}

int trts_combat_step_range(const trts_state *s)
{
    if (s->combat_area < 0 || s->combat_next >= s->combat_n_steps)
        return -1;
    return s->combat_steps[s->combat_next];
}

static void combat_start(trts_state *s, int area)
{
    s->turn_eventful = true;
    s->group_attacked_areas |= UINT64_C(1) << area;
    s->combat_area = area;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = area_fighters(s, area, s->active, f, map);
    s->combat_n_steps = trts_combat_ranges(f, n, s->combat_steps);
    s->combat_next = 0;
    s->targets_open = false;
    /* no active retreat if a ground unit of the group came up a ramp into this area */
    s->combat_retreat_allowed = true;
    FOR_SET(&s->group, i)
    if (s->pieces[i].alive && s->pieces[i].area == area && s->pieces[i].up_ramp && !trts_piece_air(s, i))
        s->combat_retreat_allowed = false;
    combat_run(s);
}

/* After the defenders' retreats: capture, or fight. */
static void engagement_resolve(trts_state *s)
{
    int area = s->pending_area;
    s->pending_area = -1;
    bool defenders = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && !trts_allies(s, s->pieces[i].owner, s->active))
            defenders = true;
    if (!defenders) {
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, s->active))
                s->markers[area] &= (uint8_t)~(1u << p);
        marker_rule(s);
        s->phase = TRTS_PHASE_GROUP;
        s->current = s->active;
        return;
    }
    combat_start(s, area);
}

static bool may_retreat_from(const trts_state *s, int player, int area)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && p->area == area && !p->building && !p->activated && !p->busy)
            return true;
    }
    return false;
}

/* The next defender (turn order) with units that may retreat, or resolve. */
static void engagement_next_defender(trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    for (int i = 0; i < n; i++) {
        int p = order[i];
        if (!(s->pending_defenders & (1u << p)))
            continue;
        s->pending_defenders &= (uint8_t)~(1u << p);
        if (may_retreat_from(s, p, s->pending_area)) {
            s->phase = TRTS_PHASE_DEFEND;
            s->current = p;
            return;
        }
    }
    engagement_resolve(s);
}

/* ---- tests ---- */

static bool own_piece(const trts_state *s, int player, int i)
{
    return i >= 0 && i < s->n_pieces && s->pieces[i].alive && s->pieces[i].owner == player;
}

static trts_why turn_check(const trts_state *s, int player, trts_phase phase)
{
    if (s->phase == TRTS_PHASE_OVER)
        return TRTS_WHY_GAME_OVER;
    if (s->phase != phase)
        return TRTS_WHY_WRONG_PHASE;
    if (player != s->current)
        return TRTS_WHY_NOT_YOUR_TURN;
    return TRTS_OK;
}

static bool has_finished(const trts_state *s, int player, int role)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && p->building && p->finished && p->type == role)
            return true;
    }
    return false;
}

static trts_why afford(const trts_state *s, int player, int minerals, int gas)
{
    if (s->players[player].minerals < minerals)
        return TRTS_WHY_MINERALS;
    if (s->players[player].gas < gas)
        return TRTS_WHY_GAS;
    return TRTS_OK;
}

static trts_why producer_check(const trts_state *s, int player, int producer)
{
    if (!own_piece(s, player, producer))
        return TRTS_WHY_BAD_PIECE;
    const trts_piece *p = &s->pieces[producer];
    if (!p->building || !p->finished)
        return TRTS_WHY_NOT_A_PRODUCER;
    if (p->item_kind != TRTS_ITEM_NONE)
        return TRTS_WHY_PRODUCER_BUSY;
    return TRTS_OK;
}

trts_why trts_test_make(const trts_state *s, int player, int producer, int unit)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_OK)
        w = producer_check(s, player, producer);
    if (w != TRTS_OK)
        return w;
    const trts_faction *f = trts_player_faction(s, player);
    if (unit < 0 || unit >= f->n_units)
        return TRTS_WHY_BAD_TYPE;
    const trts_unit_def *u = &f->units[unit];
    if ((int)u->made_at != s->pieces[producer].type)
        return TRTS_WHY_NOT_A_PRODUCER;
    w = afford(s, player, u->minerals, u->gas);
    if (w != TRTS_OK)
        return w;
    if (trts_supply_used(s, player) + u->supply > trts_supply_provided(s, player))
        return TRTS_WHY_SUPPLY;
    return TRTS_OK;
}

trts_why trts_test_research(const trts_state *s, int player, int producer, int upgrade)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_OK)
        w = producer_check(s, player, producer);
    if (w != TRTS_OK)
        return w;
    if (upgrade < 0 || upgrade >= TRTS_UPGRADES)
        return TRTS_WHY_BAD_TYPE;
    const trts_upgrade_def *u = &trts_player_faction(s, player)->upgrades[upgrade];
    if ((int)u->researched_at != s->pieces[producer].type)
        return TRTS_WHY_NOT_A_PRODUCER;
    if (s->players[player].upgrades[upgrade] || s->players[player].researching[upgrade])
        return TRTS_WHY_RESEARCHED;
    return afford(s, player, u->minerals, u->gas);
}

trts_why trts_test_build(const trts_state *s, int player, int worker, int role, int area)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, worker))
        return TRTS_WHY_BAD_PIECE;
    if (!trts_piece_worker(s, worker))
        return TRTS_WHY_NOT_A_WORKER;
    const trts_piece *p = &s->pieces[worker];
    if (p->busy)
        return TRTS_WHY_WORKER_BUSY;
    if (p->built_this_round)
        return TRTS_WHY_ALREADY_BUILT;
    if (role < 0 || role >= TRTS_ROLES)
        return TRTS_WHY_BAD_TYPE;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (p->area != area)
        return TRTS_WHY_ELSEWHERE;
    if (!trts_team_controls(s, s->players[player].team, area))
        return TRTS_WHY_NOT_CONTROLLED;
    const trts_building_def *b = &trts_player_faction(s, player)->buildings[role];
    if (b->requires >= 0 && !has_finished(s, player, b->requires))
        return TRTS_WHY_REQUIRES;
    if (role == TRTS_ROLE_EXTRACTOR ? trts_area_free_vents(s, area) <= 0 : trts_area_free_slots(s, area) <= 0)
        return role == TRTS_ROLE_EXTRACTOR ? TRTS_WHY_NO_VENT : TRTS_WHY_NO_SLOT;
    return afford(s, player, b->minerals, b->gas);
}

trts_why trts_test_cancel(const trts_state *s, int player, int piece)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, piece))
        return TRTS_WHY_BAD_PIECE;
    const trts_piece *p = &s->pieces[piece];
    if (!p->building || (p->finished && p->item_kind == TRTS_ITEM_NONE))
        return TRTS_WHY_NOTHING_TO_CANCEL;
    return TRTS_OK;
}

trts_why trts_test_repair(const trts_state *s, int player, int worker, int target)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, worker) || !own_piece(s, player, target))
        return TRTS_WHY_BAD_PIECE;
    if (s->players[player].faction != TRTS_DIRECTORATE)
        return TRTS_WHY_NOT_DIRECTORATE;
    if (!trts_piece_worker(s, worker))
        return TRTS_WHY_NOT_A_WORKER;
    const trts_piece *p = &s->pieces[worker];
    if (p->busy)
        return TRTS_WHY_WORKER_BUSY;
    if (p->repaired_this_round)
        return TRTS_WHY_ALREADY_REPAIRED;
    if (s->pieces[target].area != p->area)
        return TRTS_WHY_ELSEWHERE;
    if (!trts_team_controls(s, s->players[player].team, p->area))
        return TRTS_WHY_NOT_CONTROLLED;
    if (s->pieces[target].hp >= max_hp(s, target))
        return TRTS_WHY_NOT_DAMAGED;
    return afford(s, player, 1, 0);
}

trts_why trts_test_gas(const trts_state *s, int player, int area, int count)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (count < 0 || count > 3 * TRTS_MAX_VENTS)
        return TRTS_WHY_BAD_VALUE;
    return TRTS_OK;
}

trts_why trts_test_done(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_REPOSITION);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_COMBAT_TARGETS);
    return w;
}

trts_why trts_test_activate(const trts_state *s, int player, const trts_set *units)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MICRO);
    if (w != TRTS_OK)
        return w;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(units, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        if (s->pieces[i].activated)
            return TRTS_WHY_ACTIVATED;
        if (s->pieces[i].busy)
            return TRTS_WHY_WORKER_BUSY;
    }
    return TRTS_OK;
}

trts_why trts_test_pass(const trts_state *s, int player)
{
    return turn_check(s, player, TRTS_PHASE_MICRO);
}

trts_why trts_test_move(const trts_state *s, int player, const trts_set *units, int area)
{
    trts_why w = turn_check(s, player, s->phase == TRTS_PHASE_REPOSITION ? TRTS_PHASE_REPOSITION : TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    bool repo = s->phase == TRTS_PHASE_REPOSITION;
    const trts_set *set = repo ? units : &s->group;
    if (trts_set_empty(set))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(set, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        const trts_piece *p = &s->pieces[i];
        if (repo && (p->activated || p->busy))
            return TRTS_WHY_ACTIVATED;
        if (repo && !trts_team_controls(s, s->players[player].team, p->area))
            return TRTS_WHY_NOT_CONTROLLED;
        if (p->area == area)
            return TRTS_WHY_SAME_AREA;
        int cost = path_search(s, i, area, repo ? PATH_REPOSITION : PATH_MOVE, NULL, NULL);
        if (cost < 0 || cost > p->mp)
            return TRTS_WHY_UNREACHABLE;
    }
    return TRTS_OK;
}

/* The one area all the group's units stand in, or -1. */
static int group_area(const trts_state *s)
{
    int area = -1;
    FOR_SET(&s->group, i) {
        if (area >= 0 && s->pieces[i].area != area)
            return -1;
        area = s->pieces[i].area;
    }
    return area;
}

trts_why trts_test_attack(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    int area = group_area(s);
    if (area < 0)
        return TRTS_WHY_ELSEWHERE;
    if (s->group_attacked_areas & (UINT64_C(1) << area))
        return TRTS_WHY_ATTACKED_HERE;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = area_fighters(s, area, player, f, map);
    if (!trts_combat_both_sides(f, n))
        return TRTS_WHY_NO_ENEMY;
    bool fresh = false;
    for (int k = 0; k < n; k++) {
        if (!trts_set_has(&s->group, map[k]) || f[k].attacked)
            continue;
        fresh = true;
        if (trts_combat_policy_target(f, n, f[k].range, k, TRTS_NO_TARGET) != TRTS_NO_TARGET)
            return TRTS_OK;
    }
    return fresh ? TRTS_WHY_NO_TARGET : TRTS_WHY_ALL_ATTACKED;
}

trts_why trts_test_leave(const trts_state *s, int player, const trts_set *units)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(units, i)
    if (!trts_set_has(&s->group, i))
        return TRTS_WHY_NOT_IN_GROUP;
    return TRTS_OK;
}

trts_why trts_test_end(const trts_state *s, int player)
{
    return turn_check(s, player, TRTS_PHASE_GROUP);
}

trts_why trts_test_retreat(const trts_state *s, int player, const trts_set *units, int area)
{
    bool active = s->phase == TRTS_PHASE_COMBAT_RETREAT;
    trts_why w = turn_check(s, player, active ? TRTS_PHASE_COMBAT_RETREAT : TRTS_PHASE_DEFEND);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    int from = active ? s->combat_area : s->pending_area;
    if (active && !s->combat_retreat_allowed)
        return TRTS_WHY_UP_RAMP;
    if (!active && (s->pending_from & (UINT64_C(1) << area)))
        return TRTS_WHY_ENGAGERS_CAME_FROM;
    FOR_SET(units, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        const trts_piece *p = &s->pieces[i];
        if (p->area != from)
            return TRTS_WHY_ELSEWHERE;
        if (active && !trts_set_has(&s->group, i))
            return TRTS_WHY_NOT_IN_GROUP;
        if (!active && (p->activated || p->busy))
            return TRTS_WHY_ACTIVATED;
        int cost = path_search(s, i, area, PATH_RETREAT, NULL, NULL);
        if (cost < 0 || cost > p->mp || (active && cost != 1))
            return TRTS_WHY_UNREACHABLE;
    }
    return TRTS_OK;
}

trts_why trts_test_stay(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_DEFEND);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_COMBAT_RETREAT);
    return w;
}

/* The fighter index of piece i in the combat area, or -1. */
static int fighter_index(const int *map, int n, int piece)
{
    for (int k = 0; k < n; k++)
        if (map[k] == piece)
            return k;
    return -1;
}

trts_why trts_test_target(const trts_state *s, int player, int piece, int target, int second)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_COMBAT_TARGETS);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, piece))
        return TRTS_WHY_BAD_PIECE;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = area_fighters(s, s->combat_area, s->active, f, map);
    int range = s->combat_steps[s->combat_next];
    int a = fighter_index(map, n, piece);
    if (a < 0 || !trts_fighter_can_attack(&f[a]) || f[a].range != range)
        return TRTS_WHY_BAD_PIECE;
    if (target == -1)
        return second == -1 ? TRTS_OK : TRTS_WHY_BAD_TARGET;
    int t = fighter_index(map, n, target);
    if (t < 0 || trts_combat_test_target(f, n, range, a, t) != TRTS_TARGET_OK)
        return TRTS_WHY_BAD_TARGET;
    if (second == -1)
        return TRTS_OK;
    int t2 = fighter_index(map, n, second);
    if (!f[a].splash || second == target || t2 < 0 || trts_combat_test_target(f, n, range, a, t2) != TRTS_TARGET_OK)
        return TRTS_WHY_BAD_TARGET;
    return TRTS_OK;
}

trts_why trts_test_concede(const trts_state *s, int player)
{
    if (s->phase == TRTS_PHASE_OVER)
        return TRTS_WHY_GAME_OVER;
    if (player < 0 || player >= s->n_players || s->players[player].eliminated)
        return TRTS_WHY_BAD_VALUE;
    if (s->setup.type != TRTS_DUEL && s->setup.type != TRTS_TEAM)
        return TRTS_WHY_CANNOT_CONCEDE;
    return TRTS_OK;
}

trts_why trts_test(const trts_state *s, const trts_action *a)
{
    int p = a->player;
    if (p < 0 || p >= s->n_players)
        return TRTS_WHY_NOT_YOUR_TURN;
    switch ((trts_action_kind)a->kind) {
    case TRTS_ACT_MAKE: return trts_test_make(s, p, a->a, a->b);
    case TRTS_ACT_RESEARCH: return trts_test_research(s, p, a->a, a->b);
    case TRTS_ACT_BUILD: return trts_test_build(s, p, a->a, a->b, a->c);
    case TRTS_ACT_CANCEL: return trts_test_cancel(s, p, a->a);
    case TRTS_ACT_REPAIR: return trts_test_repair(s, p, a->a, a->b);
    case TRTS_ACT_GAS: return trts_test_gas(s, p, a->a, a->b);
    case TRTS_ACT_DONE: return trts_test_done(s, p);
    case TRTS_ACT_ACTIVATE: return trts_test_activate(s, p, &a->units);
    case TRTS_ACT_PASS: return trts_test_pass(s, p);
    case TRTS_ACT_MOVE: return trts_test_move(s, p, &a->units, a->a);
    case TRTS_ACT_ATTACK: return trts_test_attack(s, p);
    case TRTS_ACT_LEAVE: return trts_test_leave(s, p, &a->units);
    case TRTS_ACT_END: return trts_test_end(s, p);
    case TRTS_ACT_RETREAT: return trts_test_retreat(s, p, &a->units, a->a);
    case TRTS_ACT_STAY: return trts_test_stay(s, p);
    case TRTS_ACT_CONCEDE: return trts_test_concede(s, p);
    case TRTS_ACT_TARGET: return trts_test_target(s, p, a->a, a->b, a->c);
    case TRTS_ACT_KINDS: break;
    }
    return TRTS_WHY_BAD_VALUE;
}

const char *trts_why_text(trts_why why)
{
    static const char *const text[] = {
        "legal", "the game is over", "not in this phase", "not your turn", "no such piece of yours",
        "no such area", "no such type", "not a finished building that makes it", "the producer is busy",
        "a required building is missing", "not enough minerals", "not enough gas", "not enough supply",
        "already researched or under way", "not a worker", "the worker is busy",
        "this worker already started a construction this round", "the area is not your team's alone",
        "no free slot", "no free vent", "nothing to cancel", "only the Directorate repairs",
        "this Technician already repaired this round", "not damaged", "not in the same area",
        "no units", "already activated this round", "not in the group", "already in that area",
        "no path within its MP through your team's areas", "no enemy there", "no legal target",
        "the group already attacked in this area", "every unit of the group has attacked",
        "the engagers came from there", "no retreat after going up a ramp", "only in duel and team matches",
        "bad value", "not a legal target for that piece in this step",
    };
    return (unsigned)why < sizeof text / sizeof text[0] ? text[why] : "?";
}

/* ---- applying ---- */

static void do_move(trts_state *s, int player, const trts_set *units, int area)
{
    bool repo = s->phase == TRTS_PHASE_REPOSITION;
    uint64_t from = 0;
    bool any = false;
    FOR_SET(units, i) {
        trts_piece *p = &s->pieces[i];
        int last = -1;
        bool up = false;
        int cost = path_search(s, i, area, repo ? PATH_REPOSITION : PATH_MOVE, &last, &up);
        p->mp = (int8_t)(p->mp - cost);
        p->area = (int8_t)area;
        p->up_ramp = up;
        from |= UINT64_C(1) << last;
        any = true;
    }
    if (!any || repo) {
        marker_rule(s);
        return;
    }
    int team = s->players[player].team;
    uint8_t mine = team_mask(s, team);
    if (s->markers[area] & mine) {
        /* the own team is there: no engagement */
        s->markers[area] |= (uint8_t)(1u << player);
        marker_rule(s);
        return;
    }
    /* engagement */
    s->turn_eventful = true;
    s->engaged_by[area] |= (uint8_t)(1u << player);
    bool others_pieces = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && !trts_allies(s, s->pieces[i].owner, player))
            others_pieces = true;
    if (!others_pieces) {
        s->markers[area] = (uint8_t)(1u << player);
        marker_rule(s);
        return;
    }
    /* reveal: defenders declare their completed upgrades */
    s->markers[area] |= (uint8_t)(1u << player);
    uint8_t defenders = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->area == area && !trts_allies(s, p->owner, player))
            defenders |= (uint8_t)(1u << p->owner);
    }
    for (int p = 0; p < s->n_players; p++)
        if (defenders & (1u << p))
            for (int k = 0; k < TRTS_UPGRADES; k++)
                s->players[p].declared[k] = s->players[p].upgrades[k];
    for (int k = 0; k < TRTS_UPGRADES; k++)
        s->players[player].declared[k] = s->players[player].upgrades[k];
    marker_rule(s);
    /* a defender with no piece left has no marker; the reveal keeps the contest */
    for (int p = 0; p < s->n_players; p++)
        if (defenders & (1u << p))
            s->markers[area] |= (uint8_t)(1u << p);
    marker_rule(s);
    s->pending_area = area;
    s->pending_from = from;
    s->pending_defenders = defenders;
    engagement_next_defender(s);
}

static void do_retreat(trts_state *s, int player, const trts_set *units, int area)
{
    FOR_SET(units, i) {
        trts_piece *p = &s->pieces[i];
        int cost = path_search(s, i, area, PATH_RETREAT, NULL, NULL);
        p->mp = (int8_t)(p->mp - cost);
        p->area = (int8_t)area;
        p->activated = true;
        p->up_ramp = false;
        trts_set_del(&s->group, i);
    }
    s->markers[area] |= (uint8_t)(1u << player);
    marker_rule(s);
    if (s->phase == TRTS_PHASE_DEFEND && !may_retreat_from(s, player, s->pending_area))
        engagement_next_defender(s);
}

static void refund(trts_state *s, int player, int minerals, int gas)
{
    trts_player *pl = &s->players[player];
    pl->minerals += minerals > 0 ? minerals - 1 : 0;
    pl->gas += gas;
    if (pl->minerals > TRTS_BANK_CAP)
        pl->minerals = TRTS_BANK_CAP;
    if (pl->gas > TRTS_BANK_CAP)
        pl->gas = TRTS_BANK_CAP;
}

trts_why trts_apply(trts_state *s, const trts_action *a)
{
    trts_why why = trts_test(s, a);
    if (why != TRTS_OK)
        return why;
    int pl = a->player;
    trts_player *P = &s->players[pl];
    const trts_faction *f = trts_player_faction(s, pl);
    switch ((trts_action_kind)a->kind) {
    case TRTS_ACT_MAKE: {
        const trts_unit_def *u = &f->units[a->b];
        P->minerals -= u->minerals;
        P->gas -= u->gas;
        trts_piece *p = &s->pieces[a->a];
        p->item_kind = TRTS_ITEM_UNIT;
        p->item_type = (int8_t)a->b;
        p->item_due = (int16_t)(s->round + trts_unit_rounds(u));
        break;
    }
    case TRTS_ACT_RESEARCH: {
        const trts_upgrade_def *u = &f->upgrades[a->b];
        P->minerals -= u->minerals;
        P->gas -= u->gas;
        P->researching[a->b] = true;
        trts_piece *p = &s->pieces[a->a];
        p->item_kind = TRTS_ITEM_UPGRADE;
        p->item_type = (int8_t)a->b;
        p->item_due = (int16_t)(s->round + u->rounds);
        break;
    }
    case TRTS_ACT_BUILD: {
        const trts_building_def *b = &f->buildings[a->b];
        P->minerals -= b->minerals;
        P->gas -= b->gas;
        int w = a->a;
        s->pieces[w].built_this_round = true;
        if (P->faction == TRTS_MYRIAD) {
            /* the Tender becomes the building (its supply is freed) */
            trts_piece *p = &s->pieces[w];
            int tender = p->type;
            int born = p->born;
            p->alive = false;
            int i = add_building(s, pl, a->b, a->c, false);
            s->pieces[i].worker_type = (int16_t)tender;
            s->pieces[i].born = (int16_t)born;
        } else {
            int i = add_building(s, pl, a->b, a->c, false);
            if (P->faction == TRTS_DIRECTORATE) {
                s->pieces[i].builder = (int16_t)w;
                s->pieces[w].busy = true;
            }
        }
        break;
    }
    case TRTS_ACT_CANCEL: {
        trts_piece *p = &s->pieces[a->a];
        if (p->finished) {
            if (p->item_kind == TRTS_ITEM_UNIT)
                refund(s, pl, f->units[p->item_type].minerals, f->units[p->item_type].gas);
            else {
                refund(s, pl, f->upgrades[p->item_type].minerals, f->upgrades[p->item_type].gas);
                P->researching[p->item_type] = false;
            }
            p->item_kind = TRTS_ITEM_NONE;
        } else {
            const trts_building_def *b = &f->buildings[p->type];
            refund(s, pl, b->minerals, b->gas);
            int area = p->area, tender = p->worker_type;
            kill_piece(s, a->a, false);
            if (tender >= 0) {
                int u = add_unit(s, pl, tender, area);
                if (u >= 0)
                    s->pieces[u].built_this_round = true;
            }
            check_eliminations(s);
        }
        break;
    }
    case TRTS_ACT_REPAIR: {
        trts_piece *t = &s->pieces[a->b];
        int gain = max_hp(s, a->b) - t->hp;
        t->hp = (int8_t)(t->hp + (gain < 2 ? gain : 2));
        P->minerals -= 1;
        s->pieces[a->a].repaired_this_round = true;
        break;
    }
    case TRTS_ACT_GAS:
        P->gas_workers[a->a] = (int8_t)a->b;
        break;
    case TRTS_ACT_DONE: {
        if (s->phase == TRTS_PHASE_COMBAT_TARGETS) {
            s->targeting &= (uint8_t)~(1u << pl);
            combat_run(s);
            break;
        }
        int next = next_in_order(s, pl, false);
        if (next != TRTS_NO_PLAYER)
            s->current = next;
        else if (s->phase == TRTS_PHASE_MACRO)
            start_micro(s);
        else
            end_round(s);
        break;
    }
    case TRTS_ACT_ACTIVATE:
        s->group = a->units;
        s->group_attacked_areas = 0;
        s->active = pl;
        s->turn_eventful = false;
        FOR_SET(&a->units, i)
        s->pieces[i].activated = true;
        s->phase = TRTS_PHASE_GROUP;
        break;
    case TRTS_ACT_PASS:
        s->turn_eventful = false;
        end_micro_turn(s);
        break;
    case TRTS_ACT_MOVE: {
        trts_set units = s->phase == TRTS_PHASE_REPOSITION ? a->units : s->group;
        do_move(s, pl, &units, a->a);
        break;
    }
    case TRTS_ACT_ATTACK:
        combat_start(s, group_area(s));
        break;
    case TRTS_ACT_LEAVE:
        FOR_SET(&a->units, i)
        trts_set_del(&s->group, i);
        if (trts_set_empty(&s->group))
            end_micro_turn(s);
        break;
    case TRTS_ACT_END:
        end_micro_turn(s);
        break;
    case TRTS_ACT_RETREAT:
        do_retreat(s, pl, &a->units, a->a);
        if (s->phase == TRTS_PHASE_COMBAT_RETREAT && !group_has_units_in(s, s->combat_area))
            combat_run(s);
        break;
    case TRTS_ACT_STAY:
        if (s->phase == TRTS_PHASE_DEFEND)
            engagement_next_defender(s);
        else
            combat_run(s);
        break;
    case TRTS_ACT_CONCEDE:
        eliminate(s, pl);
        marker_rule(s);
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, pl)) {
                finish_game(s, TRTS_END_ELIMINATION, p);
                break;
            }
        break;
    case TRTS_ACT_TARGET:
        s->choice[a->a][0] = a->b;
        s->choice[a->a][1] = a->c;
        break;
    case TRTS_ACT_KINDS:
        break;
    }
    check_eliminations(s);
    return TRTS_OK;
}

/* ---- the legal-action generator ---- */

typedef struct action_list {
    trts_action *out;
    int n, cap;
} action_list;

static void push(action_list *l, const trts_state *s, trts_action a)
{
    if (l->n < l->cap && trts_test(s, &a) == TRTS_OK)
        l->out[l->n++] = a;
}

static trts_action act(int kind, int player, int a, int b, int c)
{
    trts_action x;
    memset(&x, 0, sizeof x);
    x.kind = (uint8_t)kind;
    x.player = (int8_t)player;
    x.a = (int16_t)a;
    x.b = (int16_t)b;
    x.c = (int16_t)c;
    return x;
}

static void legal_macro(const trts_state *s, int pl, action_list *l)
{
    const trts_faction *f = trts_player_faction(s, pl);
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != pl)
            continue;
        if (p->building) {
            for (int u = 0; u < f->n_units; u++)
                push(l, s, act(TRTS_ACT_MAKE, pl, i, u, 0));
            for (int k = 0; k < TRTS_UPGRADES; k++)
                push(l, s, act(TRTS_ACT_RESEARCH, pl, i, k, 0));
            push(l, s, act(TRTS_ACT_CANCEL, pl, i, 0, 0));
        } else if (trts_piece_worker(s, i)) {
            for (int r = 0; r < TRTS_ROLES; r++)
                push(l, s, act(TRTS_ACT_BUILD, pl, i, r, p->area));
            if (s->players[pl].faction == TRTS_DIRECTORATE)
                for (int t = 0; t < s->n_pieces; t++)
                    push(l, s, act(TRTS_ACT_REPAIR, pl, i, t, 0));
        }
    }
    for (int a = 0; a < s->map->n_areas; a++)
        if (s->map->areas[a].gas > 0 && holds(s, pl, a))
            for (int c = 0; c <= 3 * s->map->areas[a].gas; c++)
                if (c != s->players[pl].gas_workers[a])
                    push(l, s, act(TRTS_ACT_GAS, pl, a, c, 0));
    push(l, s, act(TRTS_ACT_DONE, pl, 0, 0, 0));
}

int trts_legal_actions(const trts_state *s, trts_action *out, int cap)
{
    action_list l = {out, 0, cap};
    int pl = s->current;
    if (s->phase == TRTS_PHASE_OVER || pl < 0)
        return 0;
    switch (s->phase) {
    case TRTS_PHASE_MACRO:
        legal_macro(s, pl, &l);
        break;
    case TRTS_PHASE_MICRO:
        for (int a = 0; a < s->map->n_areas; a++) {
            trts_action x = act(TRTS_ACT_ACTIVATE, pl, 0, 0, 0);
            for (int i = 0; i < s->n_pieces; i++) {
                const trts_piece *p = &s->pieces[i];
                if (p->alive && p->owner == pl && !p->building && p->area == a && !p->activated && !p->busy)
                    trts_set_add(&x.units, i);
            }
            if (!trts_set_empty(&x.units))
                push(&l, s, x);
        }
        push(&l, s, act(TRTS_ACT_PASS, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_GROUP:
        for (int a = 0; a < s->map->n_areas; a++)
            push(&l, s, act(TRTS_ACT_MOVE, pl, a, 0, 0));
        push(&l, s, act(TRTS_ACT_ATTACK, pl, 0, 0, 0));
        FOR_SET(&s->group, i) {
            trts_action x = act(TRTS_ACT_LEAVE, pl, 0, 0, 0);
            trts_set_add(&x.units, i);
            push(&l, s, x);
        }
        push(&l, s, act(TRTS_ACT_END, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: {
        int from = s->phase == TRTS_PHASE_DEFEND ? s->pending_area : s->combat_area;
        for (int a = 0; a < s->map->n_areas; a++) {
            trts_action x = act(TRTS_ACT_RETREAT, pl, a, 0, 0);
            for (int i = 0; i < s->n_pieces; i++) {
                trts_set one;
                trts_set_clear(&one);
                trts_set_add(&one, i);
                const trts_piece *p = &s->pieces[i];
                if (p->alive && p->owner == pl && p->area == from && !p->building &&
                    trts_test_retreat(s, pl, &one, a) == TRTS_OK)
                    trts_set_add(&x.units, i);
            }
            if (!trts_set_empty(&x.units))
                push(&l, s, x);
        }
        push(&l, s, act(TRTS_ACT_STAY, pl, 0, 0, 0));
        break;
    }
    case TRTS_PHASE_COMBAT_TARGETS: {
        /* each own attacker of this step: decline, or each legal target (a splash
         * attacker with the policy's best second target) */
        trts_fighter f[TRTS_COMBAT_MAX];
        int map[TRTS_COMBAT_MAX];
        int n = trts_combat_fighters(s, f, map);
        int range = trts_combat_step_range(s);
        for (int k = 0; k < n; k++) {
            if (s->pieces[map[k]].owner != pl || !trts_fighter_can_attack(&f[k]) || f[k].range != range)
                continue;
            push(&l, s, act(TRTS_ACT_TARGET, pl, map[k], -1, -1));
            for (int t = 0; t < n; t++) {
                if (trts_combat_test_target(f, n, range, k, t) != TRTS_TARGET_OK)
                    continue;
                int second = f[k].splash ? trts_combat_policy_target(f, n, range, k, t) : TRTS_NO_TARGET;
                push(&l, s, act(TRTS_ACT_TARGET, pl, map[k], map[t], second < 0 ? -1 : map[second]));
            }
        }
        push(&l, s, act(TRTS_ACT_DONE, pl, 0, 0, 0));
        break;
    }
    case TRTS_PHASE_REPOSITION:
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!p->alive || p->owner != pl || p->building || p->activated || p->busy)
                continue;
            for (int a = 0; a < s->map->n_areas; a++) {
                trts_action x = act(TRTS_ACT_MOVE, pl, a, 0, 0);
                trts_set_add(&x.units, i);
                push(&l, s, x);
            }
        }
        push(&l, s, act(TRTS_ACT_DONE, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_OVER:
        break;
    }
    return l.n;
}

/* ---- what a seat sees ---- */

void trts_view(const trts_state *s, int player, trts_state *out)
{
    *out = *s;
    out->rng.state = 0;   /* the generator is nobody's to read */
    int team = s->players[player].team;
    for (int p = 0; p < s->n_players; p++) {
        if (s->players[p].team == team)
            continue;
        trts_player *q = &out->players[p];
        q->minerals = q->gas = 0;
        memset(q->gas_workers, 0, sizeof q->gas_workers);
        for (int k = 0; k < TRTS_UPGRADES; k++) {
            q->upgrades[k] = q->declared[k];
            q->researching[k] = false;
        }
        q->made = q->lost = 0;
    }
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &out->pieces[i];
        if (!p->alive || s->players[p->owner].team == team)
            continue;
        if (!p->public_) {
            memset(p, 0, sizeof *p);
            p->builder = TRTS_NO_PIECE;
            continue;
        }
        p->item_kind = TRTS_ITEM_NONE;
        p->item_type = 0;
        p->item_due = 0;
        p->mp = 0;
        p->busy = false;
        p->attacked_last = false;
        p->built_this_round = p->repaired_this_round = false;
        p->builder = TRTS_NO_PIECE;
    }
}

/* ---- replay ---- */

bool trts_replay(trts_state *s, const trts_rules *rules, const trts_game_record *rec, int *bad)
{
    if (bad)
        *bad = -1;
    if (!trts_state_init(s, &rec->map, rules, &rec->setup)) {
        if (bad)
            *bad = -1;
        return false;
    }
    for (int i = 0; i < rec->n_actions; i++)
        if (trts_apply(s, &rec->actions[i]) != TRTS_OK) {
            if (bad)
                *bad = i;
            return false;
        }
    return true;
}
