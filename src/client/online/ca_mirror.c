/*
 * The seat's mirror of a served Campaign game (online/ca_mirror.h): each view
 * read into a campaign_state, the other players' rosters stood in for.
 */
#include "online/ca_mirror.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/files.h"

void online_ca_mirror_init(online_ca_mirror *m, int seat)
{
    memset(m, 0, sizeof *m);
    m->seat = seat;
    m->seq = -1;
    m->duel_side = -1;
    m->last_side = -1;
    m->duel_loc = -1;
    m->st.map = &m->map;
}

static const cJSON *get(const cJSON *o, const char *key) { return cJSON_GetObjectItemCaseSensitive(o, key); }

static int int_of(const cJSON *o, const char *key, int fallback)
{
    const cJSON *v = get(o, key);
    return cJSON_IsNumber(v) ? v->valueint : fallback;
}

/* An array of small integers as a set. */
static uint64_t set_of(const cJSON *a)
{
    uint64_t set = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        if (cJSON_IsNumber(it) && it->valueint >= 0 && it->valueint < 64)
            set |= 1ull << it->valueint;
    }
    return set;
}

static int phase_of(const char *word)
{
    static const char *const words[] = {"downtime", "orders", "standoffs", "battles", "resolution", "over"};
    for (int i = 0; word && i < 6; i++)
        if (strcmp(word, words[i]) == 0)
            return i;
    return -1;
}

/* The map as the view gives it (once: it never changes). */
static bool take_map(online_ca_mirror *m, const cJSON *map, char *why, size_t size)
{
    if (m->map.n_locations > 0)
        return true;
    const cJSON *locs = get(map, "locations");
    int n = cJSON_GetArraySize(locs);
    if (n < 1 || n > CAMPAIGN_MAX_LOCATIONS) {
        snprintf(why, size, "the view's map has %d locations", n);
        return false;
    }
    const char *name = cJSON_GetStringValue(get(map, "name"));
    campaign_map_init(&m->map, name ? name : "");
    for (int i = 0; i < n; i++) {
        const cJSON *l = cJSON_GetArrayItem(locs, i);
        const char *ln = cJSON_GetStringValue(get(l, "name"));
        int supply = int_of(l, "supply", 0);
        campaign_location_type type = CAMPAIGN_VILLAGE; /* the largest whose base supply it reaches */
        for (int t = 0; t < CAMPAIGN_LOCATION_TYPE_COUNT; t++)
            if (supply >= campaign_location_type_supply((campaign_location_type)t))
                type = (campaign_location_type)t;
        if (!campaign_map_add_location(&m->map, i, ln ? ln : "?", type, supply, 0, 0, "")) {
            snprintf(why, size, "the view's location %d", i);
            return false;
        }
    }
    for (int i = 0; i < n; i++) {
        uint64_t adj = set_of(get(cJSON_GetArrayItem(locs, i), "adjacent"));
        for (int j = i + 1; j < n; j++)
            if (adj >> j & 1u)
                campaign_map_add_route(&m->map, i, j);
    }
    campaign_map_finish(&m->map);
    return true;
}

/* The seat's own roster unit. */
static void take_unit(campaign_unit *u, const cJSON *x)
{
    memset(u, 0, sizeof *u);
    u->uid = (int16_t)int_of(x, "uid", 0);
    u->army = (int16_t)int_of(x, "army", CAMPAIGN_NO_ARMY);
    u->hero = cJSON_IsTrue(get(x, "hero"));
    const cJSON *it;
    cJSON_ArrayForEach(it, get(x, "traits"))
    {
        int t = cJSON_IsString(it) ? campaign_trait_from_id(it->valuestring) : -1;
        if (t >= 0)
            u->traits |= (uint8_t)(1u << t);
    }
    cJSON_ArrayForEach(it, get(x, "injuries"))
    {
        int k = cJSON_IsString(it) ? campaign_injury_from_id(it->valuestring) : -1;
        if (k >= 0)
            u->injuries |= (uint8_t)(1u << k);
    }
    const cJSON *base = get(x, "base");
    char *text = cJSON_IsObject(base) ? cJSON_PrintUnformatted(base) : NULL;
    data_error err;
    if (text == NULL || !data_unit_parse(text, strlen(text), "view", &u->base, &err)) {
        /* a server without `base`: the current stats as the base */
        memset(&u->base, 0, sizeof u->base);
        const char *name = cJSON_GetStringValue(get(x, "name"));
        snprintf(u->base.name, sizeof u->base.name, "%s", name ? name : "?");
        u->base.health = (uint8_t)int_of(x, "max_health", 1);
        u->base.range = (uint8_t)int_of(x, "range", 1);
        u->base.power = (uint8_t)int_of(x, "power", 1);
        u->base.move = (uint8_t)int_of(x, "move", 1);
        u->traits = u->injuries = 0;
    }
    free(text);
    int wounds = int_of(x, "wounds", int_of(x, "max_health", 0) - int_of(x, "health", 0));
    u->wounds = (uint8_t)(wounds < 0 ? 0 : wounds);
    /* fell in a duel this turn (which of the two flags the core set is the
     * Hero's: hero_fell rolls for an injury in Phase 5) */
    if (cJSON_IsTrue(get(x, "fallen"))) {
        u->hero_fell = u->hero;
        u->fallen = !u->hero;
    }
}

/* One stand-in of another player's unit: counted, never shown. */
static bool stand_in(campaign_player *pl, int army, bool hero)
{
    if (pl->n_units >= CAMPAIGN_ROSTER_MAX)
        return false;
    campaign_unit *u = &pl->units[pl->n_units++];
    memset(u, 0, sizeof *u);
    u->uid = (int16_t)pl->next_uid++;
    u->army = (int16_t)army;
    u->hero = hero;
    snprintf(u->base.name, sizeof u->base.name, "?");
    u->base.health = u->base.range = u->base.power = u->base.move = 1;
    return true;
}

static void take_orders(campaign_state *st, const cJSON *list)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, list)
    {
        if (st->n_orders >= CAMPAIGN_MAX_ARMIES)
            break;
        const char *kind = cJSON_GetStringValue(cJSON_GetArrayItem(it, 0));
        int army = cJSON_GetArrayItem(it, 1) ? cJSON_GetArrayItem(it, 1)->valueint : -1;
        const cJSON *arg = cJSON_GetArrayItem(it, 2);
        campaign_order o;
        if (kind && strcmp(kind, "move") == 0)
            o = campaign_order_move(army, arg ? arg->valueint : -1);
        else if (kind && strcmp(kind, "merge") == 0)
            o = campaign_order_merge(army, arg ? arg->valueint : -1);
        else if (kind && strcmp(kind, "create") == 0)
            o = campaign_order_create(army, (uint32_t)set_of(arg));
        else
            o = campaign_order_defend(army);
        st->orders[st->n_orders++] = o;
    }
}

/* A reveal's armies as they stood once the moves were made (the view's
 * `armies` are where they stood before until the standoffs are decided; the
 * last turn's are not all on the map any more: merged, scattered). */
static void reveal_forces(campaign_state *st, const cJSON *reveal)
{
    campaign_forces *f = &st->res.forces;
    *f = st->forces;
    f->n_armies = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, get(reveal, "armies"))
    {
        if (f->n_armies >= CAMPAIGN_MAX_ARMIES)
            break;
        campaign_army *a = &f->armies[f->n_armies++];
        int now = campaign_forces_find(&st->forces, int_of(it, "army", -1));
        *a = now >= 0 ? st->forces.armies[now] : (campaign_army){0};
        a->id = (int16_t)int_of(it, "army", 0);
        a->player = (int8_t)int_of(it, "player", 0);
        const char *fate = cJSON_GetStringValue(get(it, "fate"));
        a->loc = (int8_t)int_of(it, fate && strcmp(fate, "moved") == 0 ? "to" : "from", 0);
    }
}

static void take_reveal(campaign_state *st, const cJSON *reveal)
{
    campaign_resolution *r = &st->res;
    memset(r, 0, sizeof *r);
    reveal_forces(st, reveal);
    for (int i = 0; i < CAMPAIGN_MAX_ARMIES; i++)
        r->origin[i] = r->dest[i] = CAMPAIGN_NO_LOCATION;
    static const char *const fates[] = {"stayed", "held", "moved", "withdrawn"};
    const cJSON *it;
    cJSON_ArrayForEach(it, get(reveal, "armies"))
    {
        int i = campaign_forces_find(&r->forces, int_of(it, "army", -1));
        if (i < 0)
            continue;
        r->origin[i] = (int8_t)int_of(it, "from", -1);
        r->dest[i] = (int8_t)int_of(it, "to", -1);
        const char *fate = cJSON_GetStringValue(get(it, "fate"));
        for (int f = 0; fate && f < 4; f++)
            if (strcmp(fate, fates[f]) == 0)
                r->fate[i] = (uint8_t)f;
    }
    bool finished = true;
    cJSON_ArrayForEach(it, get(reveal, "standoffs"))
    {
        if (r->n_standoffs >= CAMPAIGN_MAX_LOCATIONS)
            break;
        campaign_standoff *so = &r->standoffs[r->n_standoffs++];
        so->loc = (int8_t)int_of(it, "location", -1);
        so->occupant = st->forces.control[so->loc >= 0 ? so->loc : 0];
        so->entrants = (uint8_t)set_of(get(it, "entrants"));
        so->must_stand = (uint8_t)set_of(get(it, "must_stand"));
        const cJSON *stood = get(it, "stood");
        so->stand = (uint8_t)(cJSON_IsArray(stood) ? set_of(stood) : so->must_stand);
        finished = finished && cJSON_IsArray(stood);
    }
    r->finished = finished;
    /* The orders as the reveal shows them (the seat's own are its, already):
     * each move to where it went, each Defend by the army's flag. */
    if (st->n_orders > 0 || st->phase == CAMPAIGN_PHASE_ORDERS)
        return; /* the seat's own orders as given, or the new turn's to give */
    for (int i = 0; i < r->forces.n_armies && st->n_orders < CAMPAIGN_MAX_ARMIES; i++) {
        const campaign_army *a = &r->forces.armies[i];
        if (r->dest[i] >= 0)
            st->orders[st->n_orders++] = campaign_order_move(a->id, r->dest[i]);
        else if (a->defending)
            st->orders[st->n_orders++] = campaign_order_defend(a->id);
    }
}

static void take_battles(campaign_state *st, const cJSON *list, int seat)
{
    const cJSON *it;
    st->current = -1;
    cJSON_ArrayForEach(it, list)
    {
        if (st->n_battles >= CAMPAIGN_MAX_BATTLES)
            break;
        int b = st->n_battles++;
        campaign_battle *bt = &st->battles[b];
        memset(bt, 0, sizeof *bt);
        bt->loc = (int8_t)int_of(it, "location", -1);
        bt->defender = (int8_t)int_of(it, "defender", CAMPAIGN_NEUTRAL);
        bt->players = (uint8_t)set_of(get(it, "sides"));
        bt->holder = (int8_t)int_of(it, "holder", -1);
        const cJSON *q;
        cJSON_ArrayForEach(q, get(it, "queue"))
        {
            if (bt->n_queue < CAMPAIGN_MAX_PLAYERS && cJSON_IsNumber(q))
                bt->queue[bt->n_queue++] = (int8_t)q->valueint;
        }
        bt->duel = int_of(it, "duel", 0);
        bt->over = get(it, "winner") != NULL;
        bt->winner = (int8_t)int_of(it, "winner", -1);
        const cJSON *squad = get(it, "squad");
        if (seat >= 0 && seat < CAMPAIGN_MAX_PLAYERS && cJSON_IsArray(squad)) {
            bt->squad[seat] = (uint32_t)set_of(squad);
            bt->squad_set[seat] = true;
        }
        bt->ambuscade_uid = CAMPAIGN_NO_UNIT;
        /* the armies there (the core counts a side's units by them) */
        for (int i = 0; i < st->forces.n_armies && bt->n_army_ids < CAMPAIGN_MAX_ARMIES; i++)
            if (st->forces.armies[i].loc == bt->loc && (bt->players >> st->forces.armies[i].player & 1u)) {
                bt->army_ids[bt->n_army_ids++] = st->forces.armies[i].id;
                bt->armies |= 1ull << i;
            }
        if (!bt->over && st->current < 0)
            st->current = b;
        if (st->res.n_battles < CAMPAIGN_MAX_LOCATIONS) {
            campaign_battle_site *site = &st->res.battles[st->res.n_battles++];
            site->loc = bt->loc;
            site->defender = bt->defender;
            site->players = bt->players;
        }
    }
    if (st->current < 0)
        st->current = 0;
}

/* The duel just fought, as it ended: who won it. */
static void take_ended(online_ca_mirror *m, const cJSON *d)
{
    m->ended = cJSON_IsObject(d);
    int side = int_of(d, "winner", -1);
    const cJSON *p = cJSON_GetArrayItem(get(d, "players"), side);
    m->ended_winner = side >= 0 && cJSON_IsNumber(p) ? p->valueint : -1;
}

static void take_duel(online_ca_mirror *m, const cJSON *d)
{
    m->on_board = cJSON_IsObject(d);
    m->n_legal = 0;
    m->last[0] = '\0';
    m->last_side = -1;
    if (!m->on_board)
        return;
    m->duel_battle = int_of(d, "battle", 0);
    if (m->duel_battle >= 0 && m->duel_battle < m->st.n_battles)
        m->duel_loc = m->st.battles[m->duel_battle].loc;
    m->duel_side = int_of(d, "side", -1);
    for (int k = 0; k < 2; k++)
        m->duel_players[k] = cJSON_GetArrayItem(get(d, "players"), k) ? cJSON_GetArrayItem(get(d, "players"), k)->valueint
                                                                       : -1;
    m->duel_active = int_of(d, "active", 0);
    const char *phase = cJSON_GetStringValue(get(d, "phase"));
    m->duel_over = phase && strcmp(phase, "over") == 0;
    m->duel_winner = int_of(d, "winner", -1);
    const cJSON *last = get(d, "last");
    if (cJSON_IsObject(last)) {
        m->last_side = int_of(last, "side", -1);
        const char *a = cJSON_GetStringValue(get(last, "action"));
        snprintf(m->last, sizeof m->last, "%s", a ? a : "");
    }
    const cJSON *it;
    cJSON_ArrayForEach(it, get(d, "legal"))
    {
        if (m->n_legal < ONLINE_CA_LEGAL_MAX && cJSON_IsString(it))
            snprintf(m->legal[m->n_legal++], sizeof m->legal[0], "%s", it->valuestring);
    }
}

static void take_players(online_ca_mirror *m, const cJSON *v, const int *units)
{
    campaign_state *st = &m->st;
    const cJSON *players = get(v, "players");
    for (int p = 0; p < st->settings.n_players; p++) {
        const cJSON *x = cJSON_GetArrayItem(players, p);
        campaign_player *pl = &st->players[p];
        pl->renown_earned = int_of(x, "renown_earned", 0);
        pl->eliminated = cJSON_IsTrue(get(x, "eliminated"));
        pl->eliminated_turn = int_of(x, "eliminated_turn", 0);
        st->start[p] = (int8_t)int_of(x, "start", -1);
        pl->downtime_done = st->phase != CAMPAIGN_PHASE_DOWNTIME || m->ready[p];
        if (st->phase == CAMPAIGN_PHASE_ORDERS && m->ready[p])
            st->orders_ready |= (uint8_t)(1u << p);
        if (p == m->seat) {
            const cJSON *me = get(v, "me");
            pl->gold = int_of(me, "gold", 0);
            pl->renown = int_of(me, "renown", 0);
            const cJSON *it;
            cJSON_ArrayForEach(it, get(me, "units"))
            {
                if (pl->n_units >= CAMPAIGN_ROSTER_MAX)
                    break;
                campaign_unit *u = &pl->units[pl->n_units++];
                take_unit(u, it);
                if (u->uid >= pl->next_uid)
                    pl->next_uid = u->uid + 1;
            }
            if (int_of(me, "next_uid", 0) > pl->next_uid)
                pl->next_uid = int_of(me, "next_uid", 0);
            take_orders(st, get(me, "orders"));
            continue;
        }
        /* stand-ins: as many as the view counts in each of its armies */
        for (int i = 0; i < st->forces.n_armies; i++) {
            const campaign_army *a = &st->forces.armies[i];
            for (int k = 0; a->player == p && k < units[i]; k++)
                if (stand_in(pl, a->id, a->main && k == 0))
                    m->n_units_hidden++;
        }
    }
}

bool online_ca_mirror_take(online_ca_mirror *m, const cJSON *v, char *why, size_t size)
{
    const char *kind = cJSON_GetStringValue(get(v, "kind"));
    if (kind == NULL || strcmp(kind, "campaign") != 0) {
        snprintf(why, size, "not a Campaign view");
        return false;
    }
    memset(&m->seats, 0, sizeof m->seats);
    online_parse_seats(get(v, "seats"), &m->seats);
    m->seq = int_of(v, "seq", m->seq);
    const char *status = cJSON_GetStringValue(get(v, "status"));
    int phase = phase_of(cJSON_GetStringValue(get(v, "phase")));
    if (status && strcmp(status, "open") == 0)
        return true; /* waiting for its seats: nothing to show yet */
    const cJSON *players = get(v, "players"), *control = get(v, "control"), *armies = get(v, "armies");
    int n_players = cJSON_GetArraySize(players);
    if (phase < 0 || n_players < 2 || n_players > CAMPAIGN_MAX_PLAYERS || !cJSON_IsArray(armies)) {
        snprintf(why, size, "a Campaign view without its phase, players or armies");
        return false;
    }
    if (!take_map(m, get(v, "map"), why, size))
        return false;
    campaign_state *st = &m->st;
    memset(st, 0, sizeof *st);
    st->map = &m->map;
    campaign_settings_default(&st->settings, n_players);
    st->settings.turn_limit = int_of(v, "turn_limit", st->settings.turn_limit);
    for (int p = 0; p < n_players; p++) {
        st->settings.computer[p] = p < m->seats.n_seats && strcmp(m->seats.seats[p].player, "computer") == 0;
        m->ready[p] = cJSON_IsTrue(cJSON_GetArrayItem(get(v, "ready"), p));
    }
    st->turn = int_of(v, "turn", 1);
    st->battles_fought = int_of(v, "battles_fought", 0);
    st->phase = (uint8_t)phase;
    for (int i = 0; i < m->map.n_locations; i++) {
        const cJSON *c = cJSON_GetArrayItem(control, i);
        st->forces.control[i] = (int8_t)(c ? c->valueint : CAMPAIGN_NEUTRAL);
        const cJSON *b = cJSON_GetArrayItem(get(v, "control_before"), i);
        st->control_before[i] = b ? (int8_t)b->valueint : st->forces.control[i];
    }
    int units[CAMPAIGN_MAX_ARMIES] = {0};
    const cJSON *it;
    cJSON_ArrayForEach(it, armies)
    {
        if (st->forces.n_armies >= CAMPAIGN_MAX_ARMIES)
            break;
        int i = st->forces.n_armies++;
        campaign_army *a = &st->forces.armies[i];
        a->id = (int16_t)int_of(it, "id", i);
        a->player = (int8_t)int_of(it, "player", 0);
        a->loc = (int8_t)int_of(it, "location", 0);
        a->main = cJSON_IsTrue(get(it, "main"));
        a->defending = cJSON_IsTrue(get(it, "defending"));
        a->number = (int8_t)int_of(it, "number", 0); /* 0 from an older server: numbered below */
        units[i] = int_of(it, "units", 0);
        st->public_ids[i] = a->id;
        st->public_units[i] = (uint8_t)units[i];
    }
    st->n_public = st->forces.n_armies;
    campaign_forces_number(&st->forces);
    const char *asked = cJSON_GetStringValue(get(v, "asked"));
    snprintf(m->asked, sizeof m->asked, "%s", asked ? asked : "");
    m->n_units_hidden = 0;
    take_players(m, v, units);
    const cJSON *reveal = get(v, "reveal"), *last = get(v, "last_reveal");
    if (cJSON_IsObject(reveal))
        take_reveal(st, reveal);
    else if (cJSON_IsObject(last))
        take_reveal(st, last); /* the last turn's, as the core keeps it till the next */
    m->stand_standoffs = st->res.finished;
    take_battles(st, get(v, "battles"), m->seat);
    /* The bonus is asked once both squads are in: the other's is set too,
     * though the seat does not see it. */
    if (strcmp(m->asked, "bonus") == 0 && st->current < st->n_battles) {
        campaign_battle *bt = &st->battles[st->current];
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if (bt->players >> p & 1u)
                bt->squad_set[p] = true;
    }
    take_duel(m, get(v, "duel"));
    take_ended(m, get(v, "last_duel"));
    m->retreat_options = set_of(get(v, "retreat_options"));
    st->winners = (uint8_t)set_of(get(v, "winners"));
    const char *victory = cJSON_GetStringValue(get(v, "victory"));
    static const char *const victories[] = {"none", "last", "domination", "warlord", "timed"};
    for (int k = 0; victory && k < 5; k++)
        if (strcmp(victory, victories[k]) == 0)
            st->victory = (uint8_t)k;
    m->started = true;
    m->serial++;
    return true;
}
