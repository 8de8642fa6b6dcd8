#include "campaign_ai_util.h"

#include <stdint.h>

bool campaign_ai_start(campaign_state *st, const campaign_map *map, const campaign_library *library, int players,
                       uint64_t seed, int turns)
{
    campaign_settings s;
    campaign_settings_default(&s, players);
    s.seed = seed;
    s.turn_limit = turns;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(library, &heroes[0]))
        return false;
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    return campaign_state_init(st, map, &s, heroes) == CAMPAIGN_SETUP_OK;
}

void campaign_ai_downtimes(campaign_state *st, int players, const campaign_library *library)
{
    for (int p = 0; p < players; p++)
        if (!st->players[p].eliminated)
            campaign_ai_downtime(st, p, library);
    campaign_end_downtime(st);
}

void campaign_ai_resolve(campaign_state *st, const campaign_order *orders, int n, int players,
                         campaign_ai_standoff_fn stand, const void *ctx)
{
    campaign_begin_resolution(st, orders, n);
    for (int so = 0; so < st->res.n_standoffs; so++) {
        const campaign_standoff *x = &st->res.standoffs[so];
        for (int p = 0; p < players; p++) {
            if (!(x->entrants >> p & 1u))
                continue;
            campaign_view v;
            campaign_state_view(st, p, &v);
            bool stands = stand ? stand(&v, x->loc, p, ctx) : campaign_ai_standoff(&v, x->loc);
            campaign_choose_standoff(st, p, x->loc, stands || (x->must_stand >> p & 1u));
        }
    }
    campaign_finish_resolution(st);
}

void campaign_ai_orders_turn(campaign_state *st, int players, const campaign_library *library,
                             campaign_ai_seat_orders_fn give, void *ctx)
{
    campaign_ai_downtimes(st, players, library);
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    int total = 0;
    for (int p = 0; p < players; p++) {
        if (st->players[p].eliminated)
            continue;
        campaign_view v;
        campaign_state_view(st, p, &v);
        total += give(&v, orders + total, CAMPAIGN_MAX_ARMIES - total, ctx);
    }
    campaign_ai_resolve(st, orders, total, players, NULL, NULL);
}

bool campaign_ai_finish_turn(campaign_state *st, const campaign_sim_config *cfg)
{
    while (st->phase == CAMPAIGN_PHASE_BATTLES)
        if (!campaign_sim_duel(st, cfg))
            return false;
    for (int b = 0; b < st->n_battles; b++) {
        uint64_t options = campaign_retreat_options(st, b);
        if (options == 0)
            continue;
        campaign_view v;
        campaign_state_view(st, st->battles[b].defender, &v);
        campaign_set_retreat(st, b, campaign_ai_retreat(&v, options));
    }
    campaign_end_turn(st);
    return true;
}
