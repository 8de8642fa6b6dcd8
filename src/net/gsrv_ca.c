/*
 * The game server's Campaign games (docs/protocol.md, "Campaign"): a shipped
 * campaign map, 2 to 4 seats (people, open, the computer), the turn's phases
 * as the core runs them (skirmish/core/campaign/state.h). Every decision a
 * seat sends is checked by the core's own test (campaign_test_recruit,
 * campaign_state_test_orders, campaign_test_standoff_choice,
 * campaign_test_squad, campaign_test_bonus, esc_game_test_action, the retreat
 * options) before it is applied; the computer seats decide as the client's do
 * (campaign_ai_*, the Escarmouche AI on a thread for their board turns). What
 * a seat is sent is gsrv_ca_view.c's. Each decision is applied on a copy that
 * is stored before it replaces the game's (gs_ca_stage, gs_ca_finish), so a
 * restart loses nothing answered. Below gsrv_game.c; calls gsrv_view.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

#define ALL(n) ((uint8_t)((1u << (n)) - 1u))

static bool load_map(gsrv *s, const char *name, campaign_map *map, char *message, size_t size)
{
    char path[4200];
    data_error err;
    bool ok = gs_shipped_path(s, "maps/campaign", name, path, sizeof path) && data_campaign_map_load(path, map, &err);
    if (!ok)
        snprintf(message, size, "map: no shipped campaign map '%.64s'", name);
    return ok;
}

void gs_ca_free(gs_game *g)
{
    gs_ca *a = g->ca;
    if (a == NULL)
        return;
    if (a->rec) {
        data_campaign_record_free(a->rec);
        free(a->rec);
    }
    free(a->board_actions);
    free(a);
    g->ca = NULL;
}

static bool is_computer(const gs_game *g, int p) { return g->seats[p].player == GS_COMPUTER; }

/* A computer's level: its board play's. */
static bool board_level(const char *word, gs_seat *st)
{
    ai_level lv;
    if (!ai_level_parse(word, &lv))
        return false;
    st->level = (int)lv;
    st->level_word = ai_level_id(lv);
    return true;
}

bool gs_ca_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                  char *message, size_t size)
{
    *code = "bad_request";
    gs_ca *a = calloc(1, sizeof *a);
    if (a == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return false;
    }
    g->ca = a;
    a->last_side = -1;
    data_error err;
    if (!data_campaign_library_load(s->content_dir, &a->library, &err)) {
        *code = "internal";
        snprintf(message, size, "the server has no unit library");
        return false;
    }
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(msg, "map");
    if (!cJSON_IsString(map) || !load_map(s, map->valuestring, &a->map, message, size)) {
        *code = "bad_map";
        if (!cJSON_IsString(map))
            snprintf(message, size, "map: a shipped campaign map's name");
        return false;
    }
    snprintf(a->map_file, sizeof a->map_file, "%s", map->valuestring);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(msg, "seats");
    int n = cJSON_IsArray(seats) ? cJSON_GetArraySize(seats) : 0;
    if (n < 2 || n > CAMPAIGN_MAX_PLAYERS || a->map.n_starts[n - 2] == 0) {
        snprintf(message, size, "seats: 2 to %d, as many as the map has starts for", CAMPAIGN_MAX_PLAYERS);
        return false;
    }
    campaign_settings_default(&a->state.settings, n);
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(msg, "turn_limit");
    if (turns) {
        if (!cJSON_IsNumber(turns) || turns->valuedouble != (int)turns->valuedouble ||
            turns->valueint < CAMPAIGN_TURNS_MIN || turns->valueint > CAMPAIGN_TURNS_MAX) {
            snprintf(message, size, "turn_limit: an integer from %d to %d", CAMPAIGN_TURNS_MIN, CAMPAIGN_TURNS_MAX);
            return false;
        }
        a->state.settings.turn_limit = turns->valueint;
    }
    return gs_seats_parse(g, seats, name, seat, board_level, message, size);
}

/* ---- the duel on the board ---- */

static bool board_push(gs_ca *a, const esc_action *x)
{
    if (a->n_board == a->board_cap) {
        int cap = a->board_cap ? a->board_cap * 2 : 64;
        esc_action *grown = realloc(a->board_actions, (size_t)cap * sizeof *grown);
        if (grown == NULL)
            return false;
        a->board_actions = grown;
        a->board_cap = cap;
    }
    a->board_actions[a->n_board++] = *x;
    return true;
}

/* The current duel's squads (and bonus) are set: its match begins. */
static bool board_begin(gsrv *s, gs_ca *a)
{
    if (!campaign_duel_setup(&a->state, &a->duel))
        return false;
    memset(&a->board_map, 0, sizeof a->board_map);
    if (a->duel.battle_map[0]) {
        cJSON *name = cJSON_CreateString(a->duel.battle_map);
        char why[256];
        if (!gs_esc_load_map(s, name, &a->board_map, why, sizeof why))
            memset(&a->board_map, 0, sizeof a->board_map); /* the plain board, as the simulator */
        cJSON_Delete(name);
    }
    const esc_squad *squads[ESC_SIDES] = { &a->duel.squads[0], &a->duel.squads[1] };
    if (esc_game_init(&a->board, &a->board_map, squads, &a->duel.settings, a->duel.seed, NULL) != ESC_SETUP_OK)
        return false;
    a->on_board = true;
    a->n_board = 0;
    a->last_side = -1;
    a->last[0] = '\0';
    return true;
}

static bool board_apply(gs_ca *a, const esc_action *x)
{
    char text[ESC_ACTION_TEXT_MAX];
    esc_action_format(&a->board, x, text);
    int side = a->board.active;
    if (!board_push(a, x))
        return false;
    if (esc_game_apply(&a->board, x, NULL) != ESC_OK) {
        a->n_board--;
        return false;
    }
    snprintf(a->last, sizeof a->last, "%s", text);
    a->last_side = side;
    return true;
}

/* The match is over: its result goes to the campaign. */
static void board_end(gs_ca *a)
{
    int health[ESC_MAX_UNITS];
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &a->board.units[id];
        health[id] = (u->flags & ESC_UF_DEAD) || u->health < 0 ? 0 : u->health;
    }
    campaign_duel_finish(&a->state, &a->duel, a->board.winner, health, campaign_sides_fought(a->board_actions, a->n_board));
    gs_ca_kept(a, a->rec && data_campaign_record_duel(a->rec, &a->duel, a->duel.battle_map[0] ? &a->board_map : NULL,
                                          a->board_actions, a->n_board, &a->state));
    a->on_board = false;
    /* Its actions are kept (not stored) until the next duel, or the next
     * Downtime's end: the views show the duel as it ended (`last_duel`), its
     * last action too, though the turn may have gone on at once. */
}

/* ---- the computer seats and the phases' ends ---- */

static bool alive(const gs_ca *a, int p) { return !a->state.players[p].eliminated; }

/* One step a computer (or the rules) takes now; false when nothing is due
 * (*bad on an internal error). */
static bool step(gsrv *s, gs_game *g, gs_ca *a, bool *bad)
{
    campaign_state *st = &a->state;
    int n = st->settings.n_players;
    switch ((campaign_phase)st->phase) {
    case CAMPAIGN_PHASE_DOWNTIME: {
        bool all = true;
        for (int p = 0; p < n; p++) {
            if (!alive(a, p) || st->players[p].downtime_done)
                continue;
            if (is_computer(g, p)) {
                campaign_state *before = a->rec ? malloc(sizeof *before) : NULL;
                if (before)
                    *before = *st;
                campaign_ai_downtime(st, p, &a->library);
                if (a->rec)
                    gs_ca_kept(a, before && data_campaign_record_downtime(a->rec, p, before, st));
                free(before);
                st->players[p].downtime_done = true;
                return true;
            }
            all = false;
        }
        if (!all)
            return false;
        a->n_board = 0; /* the last turn's last duel, shown until this Downtime's end */
        campaign_end_downtime(st);
        gs_ca_kept(a, a->rec && data_campaign_record_end_downtime(a->rec, st));
        return true;
    }
    case CAMPAIGN_PHASE_ORDERS: {
        bool all = true;
        for (int p = 0; p < n; p++) {
            if (!alive(a, p) || (st->orders_ready >> p & 1u))
                continue;
            if (is_computer(g, p)) {
                campaign_view v;
                campaign_state_view(st, p, &v);
                campaign_order out[CAMPAIGN_MAX_ARMIES];
                int k = campaign_ai_orders(&v, out, CAMPAIGN_MAX_ARMIES);
                for (int i = 0; i < k && st->n_orders < CAMPAIGN_MAX_ARMIES; i++)
                    st->orders[st->n_orders++] = out[i];
                st->orders_ready |= (uint8_t)(1u << p);
                return true;
            }
            all = false;
        }
        if (!all)
            return false;
        campaign_order orders[CAMPAIGN_MAX_ARMIES];
        int k = st->n_orders;
        memcpy(orders, st->orders, (size_t)k * sizeof *orders);
        campaign_begin_resolution(st, orders, k);
        gs_ca_kept(a, a->rec && data_campaign_record_orders(a->rec, orders, k, st));
        a->standoffs_done = 0;
        return true;
    }
    case CAMPAIGN_PHASE_STANDOFFS: {
        bool all = true;
        for (int p = 0; p < n; p++) {
            bool entrant = false;
            for (int k = 0; k < st->res.n_standoffs; k++)
                entrant = entrant || (st->res.standoffs[k].entrants >> p & 1u);
            if (!entrant || (a->standoffs_done >> p & 1u))
                continue;
            if (is_computer(g, p)) {
                for (int k = 0; k < st->res.n_standoffs; k++) {
                    const campaign_standoff *so = &st->res.standoffs[k];
                    if (!(so->entrants >> p & 1u))
                        continue;
                    campaign_view v;
                    campaign_state_view(st, p, &v);
                    bool stand = campaign_ai_standoff(&v, so->loc) || (so->must_stand >> p & 1u);
                    campaign_choose_standoff(st, p, so->loc, stand);
                    gs_ca_kept(a, a->rec && data_campaign_record_standoff(a->rec, p, so->loc, stand, st));
                }
                a->standoffs_done |= (uint8_t)(1u << p);
                return true;
            }
            all = false;
        }
        if (!all)
            return false;
        campaign_finish_resolution(st);
        gs_ca_kept(a, a->rec && data_campaign_record_end_standoffs(a->rec, st));
        a->retreats_done = 0;
        return true;
    }
    case CAMPAIGN_PHASE_BATTLES: {
        if (a->on_board) {
            if (a->board.phase != ESC_PHASE_OVER)
                return false; /* the board's computer thinks on a thread (gsrv_ai.c) */
            board_end(a);
            return true;
        }
        int b, side[2];
        if (!campaign_current_duel(st, &b, &side[0], &side[1]))
            return false;
        /* Two computers fight on the board too, a decision at a time on a
         * thread: the server never waits for a whole duel, and every seat
         * watches it. */
        const campaign_battle *bt = &st->battles[b];
        for (int k = 0; k < 2; k++)
            if (!bt->squad_set[side[k]] && is_computer(g, side[k])) {
                campaign_view v;
                campaign_state_view(st, side[k], &v);
                uint32_t slots = campaign_ai_squad(&v, b);
                if (campaign_set_squad(st, b, side[k], slots) != CAMPAIGN_SQUAD_OK)
                    *bad = true;
                else if (a->rec)
                    gs_ca_kept(a, data_campaign_record_squad(a->rec, b, side[k], slots, st));
                return !*bad;
            }
        if (!bt->squad_set[side[0]] || !bt->squad_set[side[1]])
            return false;
        bool bonus_due = !bt->bonus_set &&
                         campaign_test_bonus(st, b, side[0], CAMPAIGN_BONUS_NONE, CAMPAIGN_NO_UNIT) == CAMPAIGN_BONUS_OK;
        if (bonus_due && is_computer(g, side[0])) {
            campaign_view v;
            campaign_state_view(st, side[0], &v);
            campaign_bonus bonus = campaign_ai_bonus(&v, b);
            if (campaign_set_bonus(st, b, side[0], bonus, false, false, CAMPAIGN_NO_UNIT) != CAMPAIGN_BONUS_OK) {
                bonus = CAMPAIGN_BONUS_NONE;
                campaign_set_bonus(st, b, side[0], bonus, false, false, CAMPAIGN_NO_UNIT);
            }
            gs_ca_kept(a, a->rec && data_campaign_record_bonus(a->rec, b, side[0], bonus, false, false, CAMPAIGN_NO_UNIT, st));
            return true;
        }
        if (bonus_due)
            return false;
        if (!board_begin(s, a))
            *bad = true;
        return !*bad;
    }
    case CAMPAIGN_PHASE_RESOLUTION: {
        bool all = true;
        for (int b = 0; b < st->n_battles; b++) {
            uint64_t options = campaign_retreat_options(st, b);
            int p = st->battles[b].defender;
            if (options == 0 || p < 0 || (a->retreats_done >> b & 1u))
                continue;
            if (is_computer(g, p)) {
                campaign_view v;
                campaign_state_view(st, p, &v);
                int to = campaign_ai_retreat(&v, options);
                if (campaign_set_retreat(st, b, to) && a->rec)
                    gs_ca_kept(a, data_campaign_record_retreat(a->rec, b, to, st));
                a->retreats_done |= 1ull << b;
                return true;
            }
            all = false;
        }
        if (!all)
            return false;
        campaign_end_turn(st);
        gs_ca_kept(a, a->rec && data_campaign_record_end_turn(a->rec, st));
        for (int p = 0; p < n; p++)
            st->players[p].downtime_done = false;
        a->retreats_done = 0;
        return true;
    }
    default:
        return false;
    }
}

static bool settle(gsrv *s, gs_game *g, gs_ca *a)
{
    bool bad = false;
    for (int guard = 0; guard < 10000 && step(s, g, a, &bad);)
        guard++;
    return !bad;
}

bool gs_ca_start(gsrv *s, gs_game *g)
{
    gs_ca *a = g->ca;
    campaign_settings set = a->state.settings;
    set.seed = g->seed;
    for (int p = 0; p < g->n_seats; p++)
        set.computer[p] = is_computer(g, p);
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    if (!campaign_library_first_elite(&a->library, &heroes[0]))
        return false;
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    if (campaign_state_init(&a->state, &a->map, &set, heroes) != CAMPAIGN_SETUP_OK)
        return false;
    a->rec = calloc(1, sizeof *a->rec);
    if (a->rec && !data_campaign_record_begin(a->rec, &a->state)) {
        free(a->rec);
        a->rec = NULL; /* out of memory: the game without its replay */
    }
    return settle(s, g, a);
}

bool gs_ca_over(const gs_game *g) { return g->ca->state.phase == CAMPAIGN_PHASE_OVER; }

int gs_ca_board_computer(const gs_game *g, int *level)
{
    const gs_ca *a = g->ca;
    if (a == NULL || !a->on_board || a->board.phase == ESC_PHASE_OVER)
        return -1;
    int p = a->duel.players[a->board.active];
    if (!is_computer(g, p))
        return -1;
    *level = g->seats[p].level;
    return a->board.active;
}

/* ---- a seat's decisions ---- */

static int int_of(const cJSON *o, const char *key, int fallback)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(x) && x->valuedouble == (int)x->valuedouble ? x->valueint : fallback;
}

static int refuse(const char **code, const char *c, char *message, size_t size, const char *text, int problem)
{
    *code = c;
    snprintf(message, size, "%s", text);
    return problem;
}

static int downtime(gs_ca *a, int seat, const cJSON *act, const char **code, char *message, size_t size)
{
    campaign_state *st = &a->state;
    if (st->players[seat].downtime_done)
        return refuse(code, "not_your_turn", message, size, "your Downtime is done: the others' is not", -1);
    campaign_downtime_problem p;
    const cJSON *x;
    if ((x = cJSON_GetObjectItemCaseSensitive(act, "recruit"))) {
        /* a unit of the library by its name, or a unit of the player's own
         * making (as in a unit file): the rules' test says whether it is legal */
        esc_unit_def def;
        bool found = false;
        for (int k = 0; cJSON_IsString(x) && k < a->library.n_units && !found; k++)
            if (strcmp(a->library.units[k].name, x->valuestring) == 0) {
                def = a->library.units[k];
                found = true;
            }
        char *text = cJSON_IsObject(x) ? cJSON_PrintUnformatted(x) : NULL;
        data_error err;
        found = found || (text && data_unit_parse(text, strlen(text), "recruit", &def, &err));
        free(text);
        if (!found)
            return refuse(code, "bad_action", message, size,
                          "recruit: a unit of the library by its name, or a unit object as in a unit file", -1);
        int army = int_of(act, "army", CAMPAIGN_NO_ARMY);
        p = campaign_test_recruit(st, seat, &def, army);
        if (p == CAMPAIGN_DT_OK) {
            campaign_recruit(st, seat, &def, army);
            gs_ca_kept(a, a->rec && data_campaign_record_recruit(a->rec, seat, &def, army, st));
        }
    } else if ((x = cJSON_GetObjectItemCaseSensitive(act, "dismiss"))) {
        p = campaign_test_dismiss(st, seat, int_of(act, "dismiss", -1));
        if (p == CAMPAIGN_DT_OK) {
            campaign_dismiss(st, seat, x->valueint);
            gs_ca_kept(a, a->rec && data_campaign_record_dismiss(a->rec, seat, x->valueint, st));
        }
    } else if ((x = cJSON_GetObjectItemCaseSensitive(act, "replenish"))) {
        p = campaign_test_replenish(st, seat, int_of(act, "replenish", -1));
        if (p == CAMPAIGN_DT_OK) {
            campaign_replenish(st, seat, x->valueint);
            gs_ca_kept(a, a->rec && data_campaign_record_replenish(a->rec, seat, x->valueint, st));
        }
    } else if ((x = cJSON_GetObjectItemCaseSensitive(act, "trait"))) {
        int t = cJSON_IsString(x) ? campaign_trait_from_id(x->valuestring) : -1;
        if (t < 0)
            return refuse(code, "bad_action", message, size, "trait: a trait's id (\"stalwart\"...)", -1);
        p = campaign_test_buy_trait(st, seat, t);
        if (p == CAMPAIGN_DT_OK) {
            campaign_buy_trait(st, seat, t);
            gs_ca_kept(a, a->rec && data_campaign_record_trait(a->rec, seat, t, st));
        }
    } else if ((x = cJSON_GetObjectItemCaseSensitive(act, "appoint"))) {
        p = campaign_test_appoint_hero(st, seat, int_of(act, "appoint", -1));
        if (p == CAMPAIGN_DT_OK) {
            campaign_appoint_hero(st, seat, x->valueint);
            gs_ca_kept(a, a->rec && data_campaign_record_hero(a->rec, seat, x->valueint, st));
        }
    } else if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(act, "done"))) {
        st->players[seat].downtime_done = true;
        return -2;
    } else {
        return refuse(code, "bad_action", message, size,
                      "in Downtime: recruit, dismiss, replenish, trait, appoint or done", -1);
    }
    if (p != CAMPAIGN_DT_OK)
        return refuse(code, "illegal", message, size, campaign_downtime_problem_text(p), (int)p);
    return -2;
}

static bool parse_order(const campaign_state *st, const cJSON *o, campaign_order *out)
{
    int n = cJSON_GetArraySize(o);
    const cJSON *k = cJSON_GetArrayItem(o, 0), *x = cJSON_GetArrayItem(o, 1), *y = cJSON_GetArrayItem(o, 2);
    if (!cJSON_IsArray(o) || !cJSON_IsString(k) || !cJSON_IsNumber(x))
        return false;
    const char *kind = k->valuestring;
    if (strcmp(kind, "defend") == 0 && n == 2) {
        *out = campaign_order_defend(x->valueint);
    } else if (strcmp(kind, "move") == 0 && n == 3 && cJSON_IsNumber(y)) {
        *out = campaign_order_move(x->valueint, y->valueint);
    } else if (strcmp(kind, "merge") == 0 && n == 3 && cJSON_IsNumber(y)) {
        *out = campaign_order_merge(x->valueint, y->valueint);
    } else if (strcmp(kind, "create") == 0 && n == 3 && cJSON_IsArray(y)) {
        uint32_t slots = 0;
        const cJSON *u;
        cJSON_ArrayForEach(u, y) {
            if (!cJSON_IsNumber(u) || u->valueint < 0 || u->valueint >= CAMPAIGN_ROSTER_MAX)
                return false;
            slots |= 1u << u->valueint;
        }
        *out = campaign_order_create(x->valueint, slots);
    } else {
        return false;
    }
    (void)st;
    return true;
}

static int orders(gs_ca *a, int seat, const cJSON *act, const char **code, char *message, size_t size)
{
    campaign_state *st = &a->state;
    if (st->orders_ready >> seat & 1u)
        return refuse(code, "not_your_turn", message, size, "your orders are given: the others' are not", -1);
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(act, "orders");
    int n = cJSON_IsArray(list) ? cJSON_GetArraySize(list) : -1;
    if (n < 0 || n > CAMPAIGN_MAX_ARMIES)
        return refuse(code, "bad_action", message, size, "orders: a list of [kind, army, ...]", -1);
    campaign_order mine[CAMPAIGN_MAX_ARMIES];
    for (int i = 0; i < n; i++)
        if (!parse_order(st, cJSON_GetArrayItem(list, i), &mine[i])) {
            snprintf(message, size,
                     "orders[%d]: [\"move\", army, location], [\"defend\", army], [\"merge\", army, army] or "
                     "[\"create\", army, [slots]]", i);
            *code = "bad_action";
            return -1;
        }
    int bad = -1;
    campaign_order_problem p = campaign_state_test_orders(st, seat, mine, n, &bad);
    if (p != CAMPAIGN_ORDER_OK) {
        *code = "illegal";
        snprintf(message, size, "orders[%d]: %s", bad, campaign_order_problem_text(p));
        return (int)p;
    }
    if (st->n_orders + n > CAMPAIGN_MAX_ARMIES)
        return refuse(code, "illegal", message, size, "too many orders", -1);
    for (int i = 0; i < n; i++)
        st->orders[st->n_orders++] = mine[i];
    st->orders_ready |= (uint8_t)(1u << seat);
    return -2;
}

static int standoffs(gs_ca *a, int seat, const cJSON *act, const char **code, char *message, size_t size)
{
    campaign_state *st = &a->state;
    if (a->standoffs_done >> seat & 1u)
        return refuse(code, "not_your_turn", message, size, "your standoff choices are made", -1);
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(act, "stand");
    if (!cJSON_IsArray(list))
        return refuse(code, "bad_action", message, size, "stand: the locations where you Stand (the others: Withdraw)",
                      -1);
    const cJSON *x;
    campaign_resolution res = st->res;
    cJSON_ArrayForEach(x, list) {
        campaign_choice_problem p = cJSON_IsNumber(x) ? campaign_test_standoff_choice(&res, seat, x->valueint, true)
                                                      : CAMPAIGN_CHOICE_NO_STANDOFF;
        if (p != CAMPAIGN_CHOICE_OK)
            return refuse(code, "illegal", message, size, campaign_choice_problem_text(p), (int)p);
        campaign_resolve_choose(&res, seat, x->valueint, true);
    }
    for (int k = 0; k < res.n_standoffs; k++) {
        const campaign_standoff *so = &res.standoffs[k];
        if ((so->entrants >> seat & 1u) && !(so->stand >> seat & 1u) &&
            campaign_test_standoff_choice(&res, seat, so->loc, false) == CAMPAIGN_CHOICE_OK)
            campaign_resolve_choose(&res, seat, so->loc, false);
    }
    for (int k = 0; k < res.n_standoffs; k++)
        if ((res.standoffs[k].entrants >> seat & 1u)) {
            bool stand = (res.standoffs[k].stand >> seat & 1u) != 0;
            campaign_choose_standoff(st, seat, res.standoffs[k].loc, stand);
            gs_ca_kept(a, a->rec && data_campaign_record_standoff(a->rec, seat, res.standoffs[k].loc, stand, st));
        }
    a->standoffs_done |= (uint8_t)(1u << seat);
    return -2;
}

static int battle(gs_ca *a, int seat, const cJSON *act, const char **code, char *message, size_t size)
{
    campaign_state *st = &a->state;
    if (a->on_board) {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(act, "board");
        if (a->duel.players[a->board.active] != seat)
            return refuse(code, "not_your_turn", message, size, "the other side is to act on the board", -1);
        esc_action e;
        if (!cJSON_IsString(x) || strlen(x->valuestring) >= 64 || !esc_action_parse(&a->board, x->valuestring, &e))
            return refuse(code, "bad_action", message, size, "board: an action in the rules' notation", -1);
        esc_problem p = esc_game_test_action(&a->board, &e);
        if (p != ESC_OK) {
            *code = "illegal";
            snprintf(message, size, "the rules refuse '%s': %s", x->valuestring, esc_problem_text(p));
            return (int)p;
        }
        if (!board_apply(a, &e))
            return refuse(code, "internal", message, size, "out of memory", -1);
        return -2;
    }
    int b, side[2];
    if (!campaign_current_duel(st, &b, &side[0], &side[1]) || (seat != side[0] && seat != side[1]))
        return refuse(code, "not_your_turn", message, size, "you fight in no duel now", -1);
    const cJSON *x;
    if ((x = cJSON_GetObjectItemCaseSensitive(act, "squad"))) {
        if (st->battles[b].squad_set[seat])
            return refuse(code, "not_your_turn", message, size, "your squad is set", -1);
        uint32_t slots = 0;
        const cJSON *u;
        if (!cJSON_IsArray(x))
            return refuse(code, "bad_action", message, size, "squad: a list of roster slots", -1);
        cJSON_ArrayForEach(u, x) {
            if (!cJSON_IsNumber(u) || u->valueint < 0 || u->valueint >= CAMPAIGN_ROSTER_MAX)
                return refuse(code, "bad_action", message, size, "squad: a list of roster slots", -1);
            slots |= 1u << u->valueint;
        }
        campaign_squad_problem p = campaign_test_squad(st, b, seat, slots);
        if (p != CAMPAIGN_SQUAD_OK)
            return refuse(code, "illegal", message, size, campaign_squad_problem_text(p), (int)p);
        campaign_set_squad(st, b, seat, slots);
        gs_ca_kept(a, a->rec && data_campaign_record_squad(a->rec, b, seat, slots, st));
        return -2;
    }
    if ((x = cJSON_GetObjectItemCaseSensitive(act, "bonus"))) {
        static const char *const words[] = { "none", "ground", "ambuscade", "assault" };
        int k = -1;
        for (int i = 0; i < 4 && cJSON_IsString(x); i++)
            if (strcmp(x->valuestring, words[i]) == 0)
                k = i;
        if (k < 0)
            return refuse(code, "bad_action", message, size, "bonus: none, ground, ambuscade or assault", -1);
        if (seat != side[0] || st->battles[b].bonus_set)
            return refuse(code, "not_your_turn", message, size, "the bonus is not yours to choose now", -1);
        int unit = int_of(act, "unit", CAMPAIGN_NO_UNIT);
        campaign_bonus_problem p = campaign_test_bonus(st, b, seat, (campaign_bonus)k, unit);
        if (p != CAMPAIGN_BONUS_OK)
            return refuse(code, "illegal", message, size, campaign_bonus_problem_text(p), (int)p);
        bool high = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(act, "high_ranks"));
        bool second = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(act, "deploy_second"));
        campaign_set_bonus(st, b, seat, (campaign_bonus)k, high, second, unit);
        gs_ca_kept(a, a->rec && data_campaign_record_bonus(a->rec, b, seat, (campaign_bonus)k, high, second, unit, st));
        return -2;
    }
    return refuse(code, "bad_action", message, size, "in a battle: squad, bonus or board", -1);
}

static int retreat(gs_ca *a, int seat, const cJSON *act, const char **code, char *message, size_t size)
{
    campaign_state *st = &a->state;
    for (int b = 0; b < st->n_battles; b++) {
        if (st->battles[b].defender != seat || (a->retreats_done >> b & 1u) || campaign_retreat_options(st, b) == 0)
            continue;
        int loc = int_of(act, "retreat", -1);
        if (!campaign_set_retreat(st, b, loc))
            return refuse(code, "illegal", message, size, "retreat: one of the locations offered", -1);
        gs_ca_kept(a, a->rec && data_campaign_record_retreat(a->rec, b, loc, st));
        a->retreats_done |= 1ull << b;
        return -2;
    }
    return refuse(code, "not_your_turn", message, size, "no retreat of yours is to choose", -1);
}

/* A copy to change: its own map and board actions. */
static gs_ca *ca_copy(const gs_ca *src)
{
    gs_ca *a = malloc(sizeof *a);
    if (a == NULL)
        return NULL;
    *a = *src;
    a->state.map = &a->map;
    if (a->rec) { /* shared: what the copy adds is taken back if it is dropped */
        a->rec_steps = a->rec->n_steps;
        a->rec_computer = a->rec->computer;
    }
    a->board_actions = NULL;
    a->board_cap = a->n_board;
    if (a->n_board > 0) {
        a->board_actions = malloc((size_t)a->n_board * sizeof *a->board_actions);
        if (a->board_actions == NULL) {
            free(a);
            return NULL;
        }
        memcpy(a->board_actions, src->board_actions, (size_t)a->n_board * sizeof *a->board_actions);
    }
    return a;
}

int gs_ca_stage(gsrv *s, gs_game *g, int seat, const cJSON *action, gs_ca **staged, const char **code,
                char *message, size_t size)
{
    *staged = NULL;
    if (!cJSON_IsObject(action))
        return refuse(code, "bad_action", message, size, "action: an object (docs/protocol.md, \"Campaign\")", -1);
    gs_ca *a = ca_copy(g->ca);
    if (a == NULL)
        return refuse(code, "internal", message, size, "out of memory", -1);
    int r;
    if (!alive(a, seat)) {
        r = refuse(code, "not_your_turn", message, size, "your player is out of the campaign", -1);
    } else {
        switch ((campaign_phase)a->state.phase) {
        case CAMPAIGN_PHASE_DOWNTIME: r = downtime(a, seat, action, code, message, size); break;
        case CAMPAIGN_PHASE_ORDERS: r = orders(a, seat, action, code, message, size); break;
        case CAMPAIGN_PHASE_STANDOFFS: r = standoffs(a, seat, action, code, message, size); break;
        case CAMPAIGN_PHASE_BATTLES: r = battle(a, seat, action, code, message, size); break;
        case CAMPAIGN_PHASE_RESOLUTION: r = retreat(a, seat, action, code, message, size); break;
        default: r = refuse(code, "game_over", message, size, "the campaign is over", -1); break;
        }
    }
    if (r == -2 && !settle(s, g, a))
        r = refuse(code, "internal", message, size, "the campaign could not go on", -1);
    if (r != -2) {
        gs_ca_undo(a);
        free(a->board_actions);
        free(a);
        return r;
    }
    *staged = a;
    return -2;
}

void gs_ca_finish(gs_game *g, gs_ca *staged, bool keep)
{
    if (!keep) {
        gs_ca_undo(staged);
        free(staged->board_actions);
        free(staged);
        return;
    }
    g->ca->rec = NULL; /* the record goes on with the staged copy, its start on the copy's map */
    if (staged->rec && staged->rec->start)
        staged->rec->start->map = &staged->map;
    gs_ca_free(g);
    g->ca = staged;
}

gs_ca *gs_ca_stage_board(gsrv *s, gs_game *g, const esc_action *x)
{
    esc_action e = *x;
    int side = g->ca->board.active;
    /* The campaign's rule: a computer yields when far behind, never else. */
    if (campaign_ai_should_yield(&g->ca->board, side))
        e = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    else if (e.kind == ESC_ACT_YIELD)
        e = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (esc_game_test_action(&g->ca->board, &e) != ESC_OK)
        return NULL;
    gs_ca *a = ca_copy(g->ca);
    if (a && (!board_apply(a, &e) || !settle(s, g, a))) {
        gs_ca_finish(g, a, false);
        a = NULL;
    }
    return a;
}

/* ---- storing ---- */

static void store_action(void *list, int side, const char *text)
{
    (void)side;
    cJSON_AddItemToArray(list, cJSON_CreateString(text));
}

void gs_ca_store(const gs_game *g, cJSON *root)
{
    const gs_ca *a = g->ca;
    cJSON *o = cJSON_AddObjectToObject(root, "campaign");
    cJSON_AddStringToObject(o, "map", a->map_file);
    cJSON_AddNumberToObject(o, "turn_limit", a->state.settings.turn_limit);
    if (g->status == GS_STATUS_OPEN)
        return;
    char *text = data_campaign_save_to_json(&a->state, NULL);
    cJSON *save = text ? cJSON_Parse(text) : NULL;
    free(text);
    cJSON_AddItemToObject(o, "save", save ? save : cJSON_CreateNull());
    cJSON_AddNumberToObject(o, "standoffs_done", a->standoffs_done);
    const campaign_resolution *r = &a->state.res;
    if (a->state.phase == CAMPAIGN_PHASE_BATTLES || a->state.phase == CAMPAIGN_PHASE_RESOLUTION) {
        /* What the reveal showed and the campaign save does not keep past Phase 3:
         * each army's way and the standoffs, so that a seat's view is the same
         * after a restart. */
        cJSON *rv = cJSON_AddObjectToObject(o, "reveal");
        int origin[CAMPAIGN_MAX_ARMIES], dest[CAMPAIGN_MAX_ARMIES], fate[CAMPAIGN_MAX_ARMIES];
        for (int i = 0; i < r->forces.n_armies; i++) {
            origin[i] = r->origin[i];
            dest[i] = r->dest[i];
            fate[i] = r->fate[i];
        }
        cJSON_AddItemToObject(rv, "origin", cJSON_CreateIntArray(origin, r->forces.n_armies));
        cJSON_AddItemToObject(rv, "dest", cJSON_CreateIntArray(dest, r->forces.n_armies));
        cJSON_AddItemToObject(rv, "fate", cJSON_CreateIntArray(fate, r->forces.n_armies));
        cJSON *so = cJSON_AddArrayToObject(rv, "standoffs");
        for (int k = 0; k < r->n_standoffs; k++) {
            const campaign_standoff *x = &r->standoffs[k];
            int row[5] = { x->loc, x->occupant, x->entrants, x->must_stand, x->stand };
            cJSON_AddItemToArray(so, cJSON_CreateIntArray(row, 5));
        }
    }
    char h[24];
    snprintf(h, sizeof h, "%llu", (unsigned long long)a->retreats_done);
    cJSON_AddStringToObject(o, "retreats_done", h);
    cJSON *board = cJSON_AddArrayToObject(o, "board");
    /* Each action in the notation, written in the position it was played in. */
    if (a->on_board)
        gs_ca_board_each(a, store_action, board);
}

bool gs_ca_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size)
{
    gs_ca *a = calloc(1, sizeof *a);
    if (a == NULL) {
        snprintf(why, size, "out of memory");
        return false;
    }
    g->ca = a;
    a->last_side = -1;
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(root, "campaign");
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(o, "map");
    char message[256];
    data_error err;
    if (!cJSON_IsString(map) || !load_map(s, map->valuestring, &a->map, message, sizeof message) ||
        !data_campaign_library_load(s->content_dir, &a->library, &err)) {
        snprintf(why, size, "its campaign map or the unit library does not load");
        return false;
    }
    snprintf(a->map_file, sizeof a->map_file, "%s", map->valuestring);
    campaign_settings_default(&a->state.settings, g->n_seats);
    a->state.settings.turn_limit = int_of(o, "turn_limit", CAMPAIGN_TURNS_DEFAULT);
    const cJSON *save = cJSON_GetObjectItemCaseSensitive(o, "save");
    if (save == NULL)
        return true; /* still open */
    char *text = cJSON_PrintUnformatted(save);
    bool ok = text && data_campaign_save_parse(text, strlen(text), "campaign", &a->map, &a->state, NULL, &err);
    free(text);
    if (!ok || a->state.settings.n_players != g->n_seats) {
        snprintf(why, size, "its campaign does not load");
        return false;
    }
    a->standoffs_done = (uint8_t)int_of(o, "standoffs_done", 0);
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(o, "retreats_done");
    a->retreats_done = cJSON_IsString(r) ? strtoull(r->valuestring, NULL, 10) : 0;
    const cJSON *rv = cJSON_GetObjectItemCaseSensitive(o, "reveal");
    if (rv) {
        campaign_resolution *res = &a->state.res;
        const cJSON *origin = cJSON_GetObjectItemCaseSensitive(rv, "origin");
        const cJSON *dest = cJSON_GetObjectItemCaseSensitive(rv, "dest");
        const cJSON *fate = cJSON_GetObjectItemCaseSensitive(rv, "fate");
        int n = cJSON_GetArraySize(fate);
        if (cJSON_GetArraySize(origin) < n || cJSON_GetArraySize(dest) < n)
            n = 0; /* a damaged file: the reveal shows no way, the game goes on */
        for (int i = 0; i < res->forces.n_armies && i < n; i++) {
            res->origin[i] = (int8_t)cJSON_GetArrayItem(origin, i)->valueint;
            res->dest[i] = (int8_t)cJSON_GetArrayItem(dest, i)->valueint;
            int f = cJSON_GetArrayItem(fate, i)->valueint;
            res->fate[i] = (uint8_t)(f >= 0 && f <= CAMPAIGN_FATE_WITHDRAWN ? f : 0);
        }
        const cJSON *so = cJSON_GetObjectItemCaseSensitive(rv, "standoffs"), *x;
        if (res->n_standoffs == 0)
            cJSON_ArrayForEach(x, so) {
                if (cJSON_GetArraySize(x) != 5 || res->n_standoffs >= CAMPAIGN_MAX_LOCATIONS)
                    break;
                campaign_standoff *s5 = &res->standoffs[res->n_standoffs++];
                s5->loc = (int8_t)cJSON_GetArrayItem(x, 0)->valueint;
                s5->occupant = (int8_t)cJSON_GetArrayItem(x, 1)->valueint;
                s5->entrants = (uint8_t)cJSON_GetArrayItem(x, 2)->valueint;
                s5->must_stand = (uint8_t)cJSON_GetArrayItem(x, 3)->valueint;
                s5->stand = (uint8_t)cJSON_GetArrayItem(x, 4)->valueint;
            }
    }
    const cJSON *board = cJSON_GetObjectItemCaseSensitive(o, "board");
    int b, h, c;
    if (a->state.phase == CAMPAIGN_PHASE_BATTLES && campaign_current_duel(&a->state, &b, &h, &c) &&
        campaign_duel_setup(&a->state, &a->duel)) {
        if (!board_begin(s, a)) {
            snprintf(why, size, "its duel does not start");
            return false;
        }
        const cJSON *x;
        cJSON_ArrayForEach(x, board) {
            esc_action e;
            if (!cJSON_IsString(x) || !esc_action_parse(&a->board, x->valuestring, &e) ||
                esc_game_test_action(&a->board, &e) != ESC_OK || !board_apply(a, &e)) {
                snprintf(why, size, "its duel's actions do not replay");
                return false;
            }
        }
    }
    return true;
}
