/*
 * Whole campaigns between computer players, battles auto-played.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"

static esc_map plain_board(void)
{
    esc_map m;
    memset(&m, 0, sizeof m);
    return m;
}

bool campaign_sim_duel(campaign_state *state, const campaign_sim_config *config)
{
    int b, sides[2];
    if (!campaign_current_duel(state, &b, &sides[0], &sides[1]))
        return false;
    for (int s = 0; s < 2; s++) {
        campaign_view v;
        campaign_state_view(state, sides[s], &v);
        if (campaign_set_squad(state, b, sides[s], campaign_ai_squad(&v, b)) != CAMPAIGN_SQUAD_OK)
            return false;
    }
    {
        campaign_view v;
        campaign_state_view(state, sides[0], &v);
        campaign_bonus bonus = campaign_ai_bonus(&v, b);
        /* Refused when the holder may take no bonus: nothing to set then. */
        campaign_set_bonus(state, b, sides[0], bonus, false, false, CAMPAIGN_NO_UNIT);
    }
    campaign_duel duel;
    if (!campaign_duel_setup(state, &duel))
        return false;
    const esc_map *map = NULL;
    esc_map plain = plain_board();
    if (duel.battle_map[0] && config->battle_map)
        map = config->battle_map(config->user, duel.battle_map);
    if (map == NULL)
        map = &plain;
    const esc_squad *squads[ESC_SIDES] = { &duel.squads[0], &duel.squads[1] };
    esc_game game;
    if (esc_game_init(&game, map, squads, &duel.settings, duel.seed, NULL) != ESC_SETUP_OK)
        return false;
    ai_player players[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        ai_config cfg;
        ai_config_default(&cfg, config->battle_ai);
        cfg.time_ms = config->battle_ms; /* 0: the level's default cap */
        cfg.seed = core_rng_next(&state->computer);
        cfg.no_clock_stop = true;
        if (!ai_player_init(&players[s], &cfg)) {
            if (s == 1)
                ai_player_free(&players[0]);
            return false;
        }
    }
    bool ok = true;
    while (game.phase != ESC_PHASE_OVER) {
        esc_action a;
        int side = game.active;
        if (campaign_ai_should_yield(&game, side)) {
            a = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        } else if (config->choose ? !config->choose(config->user, &game, &a)
                                  : !ai_choose(&players[side], &game, &a, NULL)) {
            ok = false;
            break;
        }
        if (a.kind == ESC_ACT_YIELD && !campaign_ai_should_yield(&game, side)) {
            /* The Escarmouche AI never yields on its own; the campaign rule does. */
            a = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        }
        if (esc_game_apply(&game, &a, NULL) != ESC_OK) {
            ok = false;
            break;
        }
    }
    for (int s = 0; s < ESC_SIDES; s++)
        ai_player_free(&players[s]);
    if (!ok)
        return false;
    int health[ESC_MAX_UNITS];
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &game.units[id];
        health[id] = (u->flags & ESC_UF_DEAD) || u->health < 0 ? 0 : u->health;
    }
    campaign_duel_finish(state, &duel, game.winner, health);
    return true;
}

#define FAIL(...)                                         \
    do {                                                  \
        if (why && size > 0)                              \
            snprintf(why, (size_t)size, __VA_ARGS__);     \
        return false;                                     \
    } while (0)

bool campaign_sim_turn(campaign_state *state, const campaign_library *library, const campaign_sim_config *config,
                       char *why, int size)
{
    if (state->phase == CAMPAIGN_PHASE_OVER)
        return true;
    int n = state->settings.n_players;
    for (int p = 0; p < n; p++)
        if (!state->players[p].eliminated)
            campaign_ai_downtime(state, p, library);
    campaign_end_downtime(state);
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    int total = 0;
    for (int p = 0; p < n; p++) {
        if (state->players[p].eliminated)
            continue;
        campaign_view v;
        campaign_state_view(state, p, &v);
        campaign_order mine[CAMPAIGN_MAX_ARMIES];
        int k = campaign_ai_orders(&v, mine, CAMPAIGN_MAX_ARMIES);
        int bad;
        campaign_order_problem pr = campaign_state_test_orders(state, p, mine, k, &bad);
        if (pr != CAMPAIGN_ORDER_OK)
            FAIL("turn %d: player %d's order %d refused: %s", state->turn, p, bad, campaign_order_problem_text(pr));
        for (int i = 0; i < k && total < CAMPAIGN_MAX_ARMIES; i++)
            orders[total++] = mine[i];
    }
    campaign_begin_resolution(state, orders, total);
    for (int s = 0; s < state->res.n_standoffs; s++) {
        const campaign_standoff *st = &state->res.standoffs[s];
        for (int p = 0; p < n; p++) {
            if (!(st->entrants >> p & 1u))
                continue;
            campaign_view v;
            campaign_state_view(state, p, &v);
            bool stand = campaign_ai_standoff(&v, st->loc);
            if (stand || !(st->must_stand >> p & 1u))
                campaign_choose_standoff(state, p, st->loc, stand || (st->must_stand >> p & 1u));
        }
    }
    campaign_finish_resolution(state);
    while (state->phase == CAMPAIGN_PHASE_BATTLES)
        if (!campaign_sim_duel(state, config))
            FAIL("turn %d: a battle could not be played", state->turn);
    for (int b = 0; b < state->n_battles; b++) {
        uint64_t options = campaign_retreat_options(state, b);
        if (options == 0)
            continue;
        campaign_view v;
        campaign_state_view(state, state->battles[b].defender, &v);
        campaign_set_retreat(state, b, campaign_ai_retreat(&v, options));
    }
    campaign_end_turn(state);
    char msg[200];
    if (!campaign_state_check(state, msg, sizeof msg))
        FAIL("turn %d: %s", state->turn, msg);
    return true;
}

bool campaign_sim_run(campaign_state *state, const campaign_library *library, const campaign_sim_config *config,
                      char *why, int size)
{
    while (state->phase != CAMPAIGN_PHASE_OVER)
        if (!campaign_sim_turn(state, library, config, why, size))
            return false;
    return true;
}
