/*
 * Whole campaigns between computer players, battles auto-played.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"

static esc_map plain_board(void)
{
    esc_map m;
    memset(&m, 0, sizeof m);
    return m;
}

/* Tells the observer, when there is one and it listens for this. */
#define TELL(ob, member, ...)                          \
    do {                                               \
        if ((ob) && (ob)->member)                      \
            (ob)->member((ob)->user, __VA_ARGS__);     \
    } while (0)

/* The match's actions, kept for the observer. */
typedef struct action_list {
    esc_action *items;
    int n, cap;
} action_list;

static bool action_list_push(action_list *l, const esc_action *a)
{
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 256;
        esc_action *grown = realloc(l->items, (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        l->items = grown;
        l->cap = cap;
    }
    l->items[l->n++] = *a;
    return true;
}

bool campaign_sim_duel(campaign_state *state, const campaign_sim_config *config)
{
    return campaign_sim_duel_observed(state, config, NULL);
}

bool campaign_sim_duel_observed(campaign_state *state, const campaign_sim_config *config,
                                const campaign_sim_observer *ob)
{
    int b, sides[2];
    if (!campaign_current_duel(state, &b, &sides[0], &sides[1]))
        return false;
    for (int s = 0; s < 2; s++) {
        campaign_view v;
        campaign_state_view(state, sides[s], &v);
        uint32_t slots = campaign_ai_squad(&v, b);
        if (campaign_set_squad(state, b, sides[s], slots) != CAMPAIGN_SQUAD_OK)
            return false;
        TELL(ob, squad, b, sides[s], slots, state);
    }
    {
        campaign_view v;
        campaign_state_view(state, sides[0], &v);
        campaign_bonus bonus = campaign_ai_bonus(&v, b);
        /* Refused when the holder may take no bonus: nothing to set then. */
        if (campaign_set_bonus(state, b, sides[0], bonus, false, false, CAMPAIGN_NO_UNIT) == CAMPAIGN_BONUS_OK)
            TELL(ob, bonus, b, sides[0], bonus, state);
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
    action_list played = { NULL, 0, 0 };
    uint8_t fought = 0;
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
        if (esc_game_apply(&game, &a, NULL) != ESC_OK || (ob && ob->duel && !action_list_push(&played, &a))) {
            ok = false;
            break;
        }
        fought |= campaign_sides_fought(&a, 1);
    }
    for (int s = 0; s < ESC_SIDES; s++)
        ai_player_free(&players[s]);
    if (!ok) {
        free(played.items);
        return false;
    }
    int health[ESC_MAX_UNITS];
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &game.units[id];
        health[id] = (u->flags & ESC_UF_DEAD) || u->health < 0 ? 0 : u->health;
    }
    campaign_duel_finish(state, &duel, game.winner, health, fought);
    TELL(ob, duel, &duel, map == &plain ? NULL : map, played.items, played.n, state);
    free(played.items);
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
    return campaign_sim_turn_observed(state, library, config, NULL, why, size);
}

bool campaign_sim_turn_observed(campaign_state *state, const campaign_library *library,
                                const campaign_sim_config *config, const campaign_sim_observer *ob, char *why,
                                int size)
{
    if (state->phase == CAMPAIGN_PHASE_OVER)
        return true;
    int n = state->settings.n_players;
    campaign_state *before = ob && ob->downtime ? malloc(sizeof *before) : NULL;
    if (ob && ob->downtime && !before)
        FAIL("turn %d: out of memory", state->turn);
    for (int p = 0; p < n; p++) {
        if (state->players[p].eliminated)
            continue;
        if (before)
            *before = *state;
        campaign_ai_downtime(state, p, library);
        if (before)
            ob->downtime(ob->user, p, before, state);
    }
    free(before);
    campaign_end_downtime(state);
    TELL(ob, end_downtime, state);
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
    TELL(ob, orders, orders, total, state);
    for (int s = 0; s < state->res.n_standoffs; s++) {
        const campaign_standoff *st = &state->res.standoffs[s];
        for (int p = 0; p < n; p++) {
            if (!(st->entrants >> p & 1u))
                continue;
            campaign_view v;
            campaign_state_view(state, p, &v);
            bool stand = campaign_ai_standoff(&v, st->loc);
            bool choice = stand || (st->must_stand >> p & 1u);
            if ((stand || !(st->must_stand >> p & 1u)) &&
                campaign_choose_standoff(state, p, st->loc, choice) == CAMPAIGN_CHOICE_OK)
                TELL(ob, standoff, p, st->loc, choice, state);
        }
    }
    campaign_finish_resolution(state);
    TELL(ob, end_standoffs, state);
    while (state->phase == CAMPAIGN_PHASE_BATTLES)
        if (!campaign_sim_duel_observed(state, config, ob))
            FAIL("turn %d: a battle could not be played", state->turn);
    for (int b = 0; b < state->n_battles; b++) {
        uint64_t options = campaign_retreat_options(state, b);
        if (options == 0)
            continue;
        campaign_view v;
        campaign_state_view(state, state->battles[b].defender, &v);
        int loc = campaign_ai_retreat(&v, options);
        if (campaign_set_retreat(state, b, loc))
            TELL(ob, retreat, b, loc, state);
    }
    campaign_end_turn(state);
    TELL(ob, end_turn, state);
    char msg[200];
    if (!campaign_state_check(state, msg, sizeof msg))
        FAIL("turn %d: %s", state->turn, msg);
    return true;
}

bool campaign_sim_run(campaign_state *state, const campaign_library *library, const campaign_sim_config *config,
                      char *why, int size)
{
    return campaign_sim_run_observed(state, library, config, NULL, why, size);
}

bool campaign_sim_run_observed(campaign_state *state, const campaign_library *library,
                               const campaign_sim_config *config, const campaign_sim_observer *observer, char *why,
                               int size)
{
    while (state->phase != CAMPAIGN_PHASE_OVER)
        if (!campaign_sim_turn_observed(state, library, config, observer, why, size))
            return false;
    return true;
}
