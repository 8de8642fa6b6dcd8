/*
 * Armies and orders: the position's invariant, the order checks of Phase 2.
 */
#include <string.h>

#include "skirmish/core/campaign/orders.h"
#include "skirmish/core/tr.h"

const char *campaign_forces_problem_text(campaign_forces_problem problem)
{
    switch (problem) {
    case CAMPAIGN_FORCES_OK: return "ok";
    case CAMPAIGN_FORCES_BAD_PLAYER: return N_("the player must be a seat from 0 to 3");
    case CAMPAIGN_FORCES_BAD_LOCATION: return N_("the army stands on no location of the map");
    case CAMPAIGN_FORCES_DUPLICATE_ARMY: return N_("two armies have this id");
    case CAMPAIGN_FORCES_UNCONTROLLED: return N_("the army stands on a location its player does not control");
    case CAMPAIGN_FORCES_TWO_MAIN_ARMIES: return N_("the player has two Main Armies");
    case CAMPAIGN_FORCES_TOO_MANY_REGIMENTS: return N_("the player has more than 3 Regiments");
    default: return N_("unknown problem");
    }
}

campaign_forces_problem campaign_forces_test_positions(const campaign_map *map, const campaign_forces *forces,
                                                       int *army)
{
    if (army)
        *army = -1;
    for (int l = 0; l < map->n_locations; l++) {
        int c = forces->control[l];
        if (c != CAMPAIGN_NEUTRAL && (c < 0 || c >= CAMPAIGN_MAX_PLAYERS))
            return CAMPAIGN_FORCES_BAD_PLAYER;
    }
    for (int i = 0; i < forces->n_armies; i++) {
        const campaign_army *a = &forces->armies[i];
        if (army)
            *army = i;
        if (a->player < 0 || a->player >= CAMPAIGN_MAX_PLAYERS)
            return CAMPAIGN_FORCES_BAD_PLAYER;
        if (a->loc < 0 || a->loc >= map->n_locations)
            return CAMPAIGN_FORCES_BAD_LOCATION;
        if (i > 0 && a->id <= forces->armies[i - 1].id)
            return CAMPAIGN_FORCES_DUPLICATE_ARMY;
        if (forces->control[a->loc] != a->player)
            return CAMPAIGN_FORCES_UNCONTROLLED;
    }
    if (army)
        *army = -1;
    return CAMPAIGN_FORCES_OK;
}

campaign_forces_problem campaign_forces_test(const campaign_map *map, const campaign_forces *forces, int *army)
{
    campaign_forces_problem p = campaign_forces_test_positions(map, forces, army);
    if (p != CAMPAIGN_FORCES_OK)
        return p;
    int mains[CAMPAIGN_MAX_PLAYERS] = { 0 }, regiments[CAMPAIGN_MAX_PLAYERS] = { 0 };
    for (int i = 0; i < forces->n_armies; i++) {
        const campaign_army *a = &forces->armies[i];
        if (army)
            *army = i;
        if (a->main && ++mains[a->player] > 1)
            return CAMPAIGN_FORCES_TWO_MAIN_ARMIES;
        if (!a->main && ++regiments[a->player] > CAMPAIGN_MAX_REGIMENTS)
            return CAMPAIGN_FORCES_TOO_MANY_REGIMENTS;
    }
    if (army)
        *army = -1;
    return CAMPAIGN_FORCES_OK;
}

int campaign_forces_find(const campaign_forces *forces, int id)
{
    for (int i = 0; i < forces->n_armies; i++)
        if (forces->armies[i].id == id)
            return i;
    return -1;
}

void campaign_forces_sort(campaign_forces *forces)
{
    for (int i = 1; i < forces->n_armies; i++) {
        campaign_army a = forces->armies[i];
        int j = i - 1;
        while (j >= 0 && forces->armies[j].id > a.id) {
            forces->armies[j + 1] = forces->armies[j];
            j--;
        }
        forces->armies[j + 1] = a;
    }
}

int campaign_forces_free_id(const campaign_forces *forces)
{
    for (int id = forces->next_id > 0 ? forces->next_id : 0;; id++)
        if (campaign_forces_find(forces, id) < 0)
            return id;
}

int campaign_forces_take_id(campaign_forces *forces)
{
    int id = campaign_forces_free_id(forces);
    if (forces->next_id > 0) /* a position without a counter keeps none (an old save replays as played) */
        forces->next_id = (int16_t)(id < CAMPAIGN_MAX_ARMY_ID ? id + 1 : id);
    return id;
}

int campaign_forces_next_number(const campaign_forces *forces, int player)
{
    int top = 0;
    for (int i = 0; i < forces->n_armies; i++)
        if (forces->armies[i].player == player && forces->armies[i].number > top)
            top = forces->armies[i].number;
    return top + 1;
}

void campaign_forces_number(campaign_forces *forces)
{
    for (int i = 0; i < forces->n_armies; i++) /* ascending id */
        if (forces->armies[i].number <= 0)
            forces->armies[i].number = (int8_t)campaign_forces_next_number(forces, forces->armies[i].player);
}

int campaign_forces_regiments(const campaign_forces *forces, int player)
{
    int n = 0;
    for (int i = 0; i < forces->n_armies; i++)
        if (forces->armies[i].player == player && !forces->armies[i].main)
            n++;
    return n;
}

uint64_t campaign_forces_player_locations(const campaign_forces *forces, int player)
{
    uint64_t out = 0;
    for (int i = 0; i < forces->n_armies; i++)
        if (forces->armies[i].player == player)
            out |= UINT64_C(1) << forces->armies[i].loc;
    return out;
}

static const char *const kind_ids[CAMPAIGN_ORDER_KIND_COUNT] = { "none", "move", "defend", "create", "merge" };

const char *campaign_order_kind_id(campaign_order_kind kind)
{
    return (unsigned)kind < CAMPAIGN_ORDER_KIND_COUNT ? kind_ids[kind] : "?";
}

static campaign_order order_make(campaign_order_kind kind, int army)
{
    campaign_order o;
    memset(&o, 0, sizeof o);
    o.kind = (uint8_t)kind;
    o.army = (int16_t)army;
    o.to = CAMPAIGN_NO_LOCATION;
    o.with = CAMPAIGN_NO_ARMY;
    return o;
}

campaign_order campaign_order_move(int army, int to)
{
    campaign_order o = order_make(CAMPAIGN_ORDER_MOVE, army);
    o.to = (int8_t)to;
    return o;
}

campaign_order campaign_order_defend(int army) { return order_make(CAMPAIGN_ORDER_DEFEND, army); }

campaign_order campaign_order_merge(int army, int with)
{
    campaign_order o = order_make(CAMPAIGN_ORDER_MERGE, army);
    o.with = (int16_t)with;
    return o;
}

campaign_order campaign_order_create(int army, uint32_t units)
{
    campaign_order o = order_make(CAMPAIGN_ORDER_CREATE, army);
    o.units = units;
    return o;
}

const char *campaign_order_problem_text(campaign_order_problem problem)
{
    switch (problem) {
    case CAMPAIGN_ORDER_OK: return "ok";
    case CAMPAIGN_ORDER_NO_SUCH_ARMY: return N_("no such army");
    case CAMPAIGN_ORDER_NOT_YOUR_ARMY: return N_("the army is another player's");
    case CAMPAIGN_ORDER_TWO_ORDERS: return N_("the army already has an order");
    case CAMPAIGN_ORDER_NO_SUCH_LOCATION: return N_("no such location");
    case CAMPAIGN_ORDER_NOT_ADJACENT: return N_("the destination is not adjacent to the army's location");
    case CAMPAIGN_ORDER_MERGE_SELF: return N_("an army cannot merge with itself");
    case CAMPAIGN_ORDER_MERGE_NO_SUCH_ARMY: return N_("the army to merge with does not exist");
    case CAMPAIGN_ORDER_MERGE_OTHER_PLAYER: return N_("the army to merge with is another player's");
    case CAMPAIGN_ORDER_MERGE_ELSEWHERE: return N_("the army to merge with stands at another location");
    case CAMPAIGN_ORDER_TWO_MERGES: return N_("the army is in two merges");
    case CAMPAIGN_ORDER_CREATE_NO_UNIT: return N_("a new Regiment needs at least one unit");
    case CAMPAIGN_ORDER_CREATE_ALL_UNITS: return N_("a new Regiment cannot take every unit of the army");
    case CAMPAIGN_ORDER_CREATE_HERO: return N_("the Hero cannot leave the Main Army");
    case CAMPAIGN_ORDER_CREATE_NOT_IN_ARMY: return N_("a named unit is not in this army");
    case CAMPAIGN_ORDER_TOO_MANY_REGIMENTS: return N_("the player would have more than 3 Regiments");
    case CAMPAIGN_ORDER_CREATE_NO_ROSTER: return N_("Create Regiment needs the roster, which a bare position lacks");
    case CAMPAIGN_ORDER_BAD_KIND: return N_("unknown order");
    default: return N_("unknown problem");
    }
}

/* The army exists and belongs to `player` (any owner when player < 0). */
static campaign_order_problem check_army(const campaign_forces *forces, int player, int army, int *index)
{
    int i = campaign_forces_find(forces, army);
    if (i < 0)
        return CAMPAIGN_ORDER_NO_SUCH_ARMY;
    if (player >= 0 && forces->armies[i].player != player)
        return CAMPAIGN_ORDER_NOT_YOUR_ARMY;
    if (index)
        *index = i;
    return CAMPAIGN_ORDER_OK;
}

campaign_order_problem campaign_test_move(const campaign_map *map, const campaign_forces *forces, int player,
                                          int army, int to)
{
    int i;
    campaign_order_problem p = check_army(forces, player, army, &i);
    if (p != CAMPAIGN_ORDER_OK)
        return p;
    if (to < 0 || to >= map->n_locations)
        return CAMPAIGN_ORDER_NO_SUCH_LOCATION;
    if (!campaign_map_adjacent(map, forces->armies[i].loc, to))
        return CAMPAIGN_ORDER_NOT_ADJACENT;
    return CAMPAIGN_ORDER_OK;
}

campaign_order_problem campaign_test_defend(const campaign_forces *forces, int player, int army)
{
    return check_army(forces, player, army, NULL);
}

campaign_order_problem campaign_test_merge(const campaign_forces *forces, int player, int army, int with)
{
    int i, j;
    campaign_order_problem p = check_army(forces, player, army, &i);
    if (p != CAMPAIGN_ORDER_OK)
        return p;
    if (with == army)
        return CAMPAIGN_ORDER_MERGE_SELF;
    j = campaign_forces_find(forces, with);
    if (j < 0)
        return CAMPAIGN_ORDER_MERGE_NO_SUCH_ARMY;
    if (forces->armies[j].player != forces->armies[i].player)
        return CAMPAIGN_ORDER_MERGE_OTHER_PLAYER;
    if (forces->armies[j].loc != forces->armies[i].loc)
        return CAMPAIGN_ORDER_MERGE_ELSEWHERE;
    return CAMPAIGN_ORDER_OK;
}

campaign_order_problem campaign_orders_test(const campaign_map *map, const campaign_forces *forces, int player,
                                            const campaign_order *orders, int n, int *bad, int *bad_army)
{
    /* How each army is used so far: 0 free, 1 has an order, 2 named in a merge. */
    uint8_t used[CAMPAIGN_MAX_ARMIES];
    memset(used, 0, sizeof used);
    int creates[CAMPAIGN_MAX_PLAYERS] = { 0 };
    for (int k = 0; k < n; k++) {
        const campaign_order *o = &orders[k];
        campaign_order_problem p;
        *bad = k;
        *bad_army = o->army;
        switch (o->kind) {
        case CAMPAIGN_ORDER_MOVE: p = campaign_test_move(map, forces, player, o->army, o->to); break;
        case CAMPAIGN_ORDER_NONE:
        case CAMPAIGN_ORDER_DEFEND: p = campaign_test_defend(forces, player, o->army); break;
        case CAMPAIGN_ORDER_MERGE: p = campaign_test_merge(forces, player, o->army, o->with); break;
        case CAMPAIGN_ORDER_CREATE: {
            int i;
            p = check_army(forces, player, o->army, &i);
            if (p == CAMPAIGN_ORDER_OK) {
                int owner = forces->armies[i].player;
                if (campaign_forces_regiments(forces, owner) + ++creates[owner] > CAMPAIGN_MAX_REGIMENTS)
                    p = CAMPAIGN_ORDER_TOO_MANY_REGIMENTS;
            }
            break;
        }
        default: p = CAMPAIGN_ORDER_BAD_KIND; break;
        }
        if (p != CAMPAIGN_ORDER_OK)
            return p;
        int i = campaign_forces_find(forces, o->army);
        if (used[i] == 2)
            return o->kind == CAMPAIGN_ORDER_MERGE ? CAMPAIGN_ORDER_TWO_MERGES : CAMPAIGN_ORDER_TWO_ORDERS;
        if (used[i] == 1)
            return CAMPAIGN_ORDER_TWO_ORDERS;
        used[i] = o->kind == CAMPAIGN_ORDER_MERGE ? 2 : 1;
        if (o->kind == CAMPAIGN_ORDER_MERGE) {
            int j = campaign_forces_find(forces, o->with);
            if (used[j] != 0) {
                *bad_army = o->with;
                return used[j] == 2 ? CAMPAIGN_ORDER_TWO_MERGES : CAMPAIGN_ORDER_TWO_ORDERS;
            }
            used[j] = 2;
        }
    }
    *bad = -1;
    *bad_army = CAMPAIGN_NO_ARMY;
    return CAMPAIGN_ORDER_OK;
}
