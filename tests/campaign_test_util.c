/*
 * Helpers of the campaign tests (campaign_test_util.h).
 */
#include "campaign_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/campaign_ai.h"

void ct_map(campaign_map *map, const char *locations, const char *routes)
{
    campaign_map_init(map, "test");
    char buf[512];
    snprintf(buf, sizeof buf, "%s", locations);
    int id = 0;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        char type[16];
        int supply = -1;
        char *colon = strchr(tok, ':');
        if (colon) {
            *colon = '\0';
            supply = atoi(colon + 1);
        }
        snprintf(type, sizeof type, "%s", tok);
        int t = campaign_location_type_from_id(type);
        assert_true(t >= 0);
        char name[16];
        snprintf(name, sizeof name, "L%d", id);
        assert_true(campaign_map_add_location(map, id, name, (campaign_location_type)t, supply, 0, 0, NULL));
        id++;
    }
    assert_int_equal(campaign_map_sort(map), CAMPAIGN_MAP_OK);
    snprintf(buf, sizeof buf, "%s", routes);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        int a, b;
        assert_int_equal(sscanf(tok, "%d-%d", &a, &b), 2);
        assert_int_equal(campaign_map_add_route(map, a, b), CAMPAIGN_MAP_OK);
    }
    campaign_map_finish(map);
    map->n_starts[0] = 2;
    map->starts[0][0] = 0;
    map->starts[0][1] = (int8_t)(map->n_locations - 1);
    map->n_starts[1] = 3;
    map->starts[1][0] = 0;
    map->starts[1][1] = 1;
    map->starts[1][2] = (int8_t)(map->n_locations - 1);
    if (!campaign_map_default_domination(map))
        map->domination = (UINT64_C(1) << 0) | (UINT64_C(1) << (map->n_locations - 1));
    assert_int_equal(campaign_map_test(map), CAMPAIGN_MAP_OK);
}

esc_unit_def ct_unit(int h, int r, int p, int m)
{
    esc_unit_def d;
    esc_unit_init(&d, "Unit", h, r, p, m);
    return d;
}

void ct_campaign(campaign_state *state, const campaign_map *map, int n_players, const int *starts)
{
    campaign_settings st;
    campaign_settings_default(&st, n_players);
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = ct_unit(1, 2, 2, 1);
    assert_int_equal(campaign_state_init(state, map, &st, heroes), CAMPAIGN_SETUP_OK);
    /* Put each seat where the test says. */
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        state->forces.control[l] = CAMPAIGN_NEUTRAL;
    for (int p = 0; p < n_players; p++) {
        state->start[p] = (int8_t)starts[p];
        state->forces.control[starts[p]] = (int8_t)p;
        int i = campaign_forces_find(&state->forces, p);
        state->forces.armies[i].loc = (int8_t)starts[p];
    }
}

int ct_add_unit(campaign_state *state, int player, int army, esc_unit_def def)
{
    campaign_player *pl = &state->players[player];
    campaign_unit *u = &pl->units[pl->n_units++];
    memset(u, 0, sizeof *u);
    u->uid = (int16_t)pl->next_uid++;
    u->army = (int16_t)army;
    u->base = def;
    return u->uid;
}

int ct_add_army(campaign_state *state, int player, int loc)
{
    campaign_army a = { (int16_t)campaign_forces_take_id(&state->forces), (int8_t)player, (int8_t)loc, false, false,
                        (int8_t)campaign_forces_next_number(&state->forces, player) };
    state->forces.armies[state->forces.n_armies++] = a;
    campaign_forces_sort(&state->forces);
    state->forces.control[loc] = (int8_t)player;
    ct_add_unit(state, player, a.id, ct_unit(1, 1, 1, 1));
    return a.id;
}

void ct_resolve(campaign_state *state, const campaign_order *orders, int n, bool stand_all)
{
    if (state->phase == CAMPAIGN_PHASE_DOWNTIME)
        campaign_end_downtime(state);
    assert_int_equal(state->phase, CAMPAIGN_PHASE_ORDERS);
    int bad, bad_army;
    assert_int_equal(campaign_orders_test(state->map, &state->forces, -1, orders, n, &bad, &bad_army),
                     CAMPAIGN_ORDER_OK);
    campaign_begin_resolution(state, orders, n);
    if (stand_all)
        for (int s = 0; s < state->res.n_standoffs; s++)
            for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
                if (state->res.standoffs[s].entrants >> p & 1u)
                    campaign_choose_standoff(state, p, state->res.standoffs[s].loc, true);
    campaign_finish_resolution(state);
}

void ct_duel(campaign_state *state, int winner_side, int damage_holder, int damage_challenger)
{
    ct_duel_fought(state, winner_side, damage_holder, damage_challenger, 3);
}

void ct_duel_fought(campaign_state *state, int winner_side, int damage_holder, int damage_challenger, uint8_t fought)
{
    int b, h, c;
    assert_true(campaign_current_duel(state, &b, &h, &c));
    int sides[2] = { h, c };
    for (int s = 0; s < 2; s++) {
        campaign_view v;
        campaign_state_view(state, sides[s], &v);
        assert_int_equal(campaign_set_squad(state, b, sides[s], campaign_ai_squad(&v, b)), CAMPAIGN_SQUAD_OK);
    }
    campaign_set_bonus(state, b, h, CAMPAIGN_BONUS_NONE, false, false, CAMPAIGN_NO_UNIT);
    campaign_duel duel;
    assert_true(campaign_duel_setup(state, &duel));
    int health[ESC_MAX_UNITS] = { 0 };
    for (int s = 0; s < 2; s++) {
        int dmg = s == 0 ? damage_holder : damage_challenger;
        for (int k = 0; k < duel.squads[s].n_units; k++) {
            int start = duel.settings.hooks.start_health[s * ESC_SQUAD_MAX + k];
            int hp = start ? start : duel.squads[s].units[k].health;
            health[s * ESC_SQUAD_MAX + k] = hp - dmg < 0 ? 0 : hp - dmg;
        }
    }
    campaign_duel_finish(state, &duel, winner_side, health, fought);
}

void ct_duels_holder_wins(campaign_state *state)
{
    while (state->phase == CAMPAIGN_PHASE_BATTLES)
        ct_duel(state, 0, 0, 0);
}

void ct_no_orders_turn(campaign_state *state)
{
    ct_resolve(state, NULL, 0, false);
    campaign_end_turn(state);
}

void ct_drop_army(campaign_state *state, int id)
{
    int i = campaign_forces_find(&state->forces, id);
    assert_true(i >= 0);
    campaign_player *pl = &state->players[state->forces.armies[i].player];
    for (int k = pl->n_units - 1; k >= 0; k--)
        if (pl->units[k].army == id) {
            memmove(&pl->units[k], &pl->units[k + 1], (size_t)(pl->n_units - k - 1) * sizeof pl->units[0]);
            pl->n_units--;
        }
    memmove(&state->forces.armies[i], &state->forces.armies[i + 1],
            (size_t)(state->forces.n_armies - i - 1) * sizeof state->forces.armies[0]);
    state->forces.n_armies--;
}

campaign_order ct_ai_order(campaign_state *state, int seat, int army)
{
    campaign_state_snapshot_public(state);
    if (state->phase == CAMPAIGN_PHASE_DOWNTIME)
        campaign_end_downtime(state);
    campaign_view v;
    campaign_state_view(state, seat, &v);
    campaign_order o[CAMPAIGN_MAX_ARMIES];
    int n = campaign_ai_orders(&v, o, CAMPAIGN_MAX_ARMIES), bad;
    assert_int_equal(campaign_state_test_orders(state, seat, o, n, &bad), CAMPAIGN_ORDER_OK);
    for (int i = 0; i < n; i++)
        if (o[i].army == army)
            return o[i];
    return campaign_order_defend(army);
}
