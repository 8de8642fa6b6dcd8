/*
 * What a seat of a Campaign game is sent (docs/protocol.md, "Campaign"). It
 * is built from the core's campaign_view of that seat and nothing else, so
 * hidden information is the core's rule: the other players' gold, Renown to
 * spend, rosters, recruits and orders before the reveal never reach it, their
 * armies only by the unit counts frozen at the start of Downtime (until the
 * reveal). A duel's board is sent as its side may see it (gs_esc_board: the
 * other squad's unplaced units hidden until deployment ends). Reads the game;
 * changes nothing. Below gsrv_ca.c and gsrv_frames.c; calls gsrv_view.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"
#include "skirmish/data/files.h"

/* ---- the record (gsrv_ca.c keeps it; a replay once the campaign is over) ---- */

void gs_ca_kept(gs_ca *a, bool added)
{
    if (!added && a->rec)
        a->rec->broken = true;
}

void gs_ca_undo(gs_ca *a)
{
    if (a->rec == NULL)
        return;
    data_campaign_record_truncate(a->rec, a->rec_steps);
    a->rec->computer = a->rec_computer;
}

static const char *phase_word(int phase)
{
    static const char *const words[] = { "downtime", "orders", "standoffs", "battles", "resolution", "over" };
    return phase >= 0 && phase <= CAMPAIGN_PHASE_OVER ? words[phase] : "?";
}

static cJSON *ints(const int *v, int n)
{
    return cJSON_CreateIntArray(v, n);
}

static cJSON *set_list(uint64_t set, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++)
        if (set >> i & 1u)
            cJSON_AddItemToArray(a, cJSON_CreateNumber(i));
    return a;
}

static cJSON *map_json(const campaign_map *m)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", m->name);
    cJSON *locs = cJSON_AddArrayToObject(o, "locations");
    for (int i = 0; i < m->n_locations; i++) {
        const campaign_location *l = &m->locations[i];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "index", i);
        cJSON_AddStringToObject(x, "name", l->name);
        cJSON_AddNumberToObject(x, "supply", l->supply);
        cJSON_AddItemToObject(x, "adjacent", set_list(m->adjacent[i], m->n_locations));
        cJSON_AddItemToArray(locs, x);
    }
    return o;
}

static cJSON *roster_json(const campaign_player *me)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < me->n_units; i++) {
        const campaign_unit *u = &me->units[i];
        esc_unit_def cur;
        campaign_unit_current(u, &cur);
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "slot", i);
        cJSON_AddNumberToObject(x, "uid", u->uid);
        cJSON_AddNumberToObject(x, "army", u->army);
        cJSON_AddStringToObject(x, "name", cur.name);
        cJSON_AddBoolToObject(x, "hero", u->hero);
        cJSON_AddNumberToObject(x, "health", campaign_unit_max_health(u) - u->wounds);
        cJSON_AddNumberToObject(x, "wounds", u->wounds);
        /* fell on the board this turn: out of the battle's next duels */
        cJSON_AddBoolToObject(x, "fallen", u->fallen || u->hero_fell);
        /* Its unit before traits and injuries (the seat's own: a client
         * rebuilds its roster from it, abilities and all). */
        char *base = data_unit_to_json(&u->base);
        cJSON *b = base ? cJSON_Parse(base) : NULL;
        free(base);
        if (b)
            cJSON_AddItemToObject(x, "base", b);
        cJSON_AddNumberToObject(x, "max_health", campaign_unit_max_health(u));
        cJSON_AddNumberToObject(x, "range", cur.range);
        cJSON_AddNumberToObject(x, "power", cur.power);
        cJSON_AddNumberToObject(x, "move", cur.move);
        cJSON_AddNumberToObject(x, "rank_points", campaign_unit_rp(u));
        cJSON *tr = cJSON_AddArrayToObject(x, "traits");
        for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++)
            if (u->traits >> t & 1u)
                cJSON_AddItemToArray(tr, cJSON_CreateString(campaign_trait_get((campaign_trait)t)->id));
        cJSON *inj = cJSON_AddArrayToObject(x, "injuries");
        for (int k = 0; k < CAMPAIGN_INJURY_COUNT; k++)
            if (u->injuries >> k & 1u)
                cJSON_AddItemToArray(inj, cJSON_CreateString(campaign_injury_id((campaign_injury)k)));
        cJSON_AddItemToArray(a, x);
    }
    return a;
}

static cJSON *battles_json(const campaign_view *v, int seat)
{
    cJSON *a = cJSON_CreateArray();
    for (int b = 0; b < v->n_battles; b++) {
        const campaign_battle *bt = &v->battles[b];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "location", bt->loc);
        cJSON_AddNumberToObject(x, "defender", bt->defender);
        cJSON_AddItemToObject(x, "sides", set_list(bt->players, v->n_players));
        cJSON_AddNumberToObject(x, "holder", bt->holder);
        cJSON_AddItemToObject(x, "queue", cJSON_CreateArray());
        for (int k = 0; k < bt->n_queue; k++)
            cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(x, "queue"), cJSON_CreateNumber(bt->queue[k]));
        cJSON_AddNumberToObject(x, "duel", bt->duel);
        if (bt->over)
            cJSON_AddNumberToObject(x, "winner", bt->winner);
        /* Only its own squad, once chosen: the others' are cleared by the view. */
        if (seat >= 0 && seat < CAMPAIGN_MAX_PLAYERS && bt->squad_set[seat])
            cJSON_AddItemToObject(x, "squad", set_list(bt->squad[seat], CAMPAIGN_ROSTER_MAX));
        cJSON_AddItemToArray(a, x);
    }
    return a;
}

static cJSON *reveal_json(const campaign_resolution *r, int n_players)
{
    cJSON *o = cJSON_CreateObject();
    cJSON *moves = cJSON_AddArrayToObject(o, "armies");
    static const char *const fates[] = { "stayed", "held", "moved", "withdrawn" };
    for (int i = 0; i < r->forces.n_armies; i++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "army", r->forces.armies[i].id);
        cJSON_AddNumberToObject(x, "player", r->forces.armies[i].player);
        cJSON_AddNumberToObject(x, "from", r->origin[i]);
        cJSON_AddNumberToObject(x, "to", r->dest[i]);
        cJSON_AddStringToObject(x, "fate", r->fate[i] < 4 ? fates[r->fate[i]] : "?");
        cJSON_AddItemToArray(moves, x);
    }
    cJSON *so = cJSON_AddArrayToObject(o, "standoffs");
    for (int k = 0; k < r->n_standoffs; k++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "location", r->standoffs[k].loc);
        cJSON_AddItemToObject(x, "entrants", set_list(r->standoffs[k].entrants, n_players));
        cJSON_AddItemToObject(x, "must_stand", set_list(r->standoffs[k].must_stand, n_players));
        if (r->finished)
            cJSON_AddItemToObject(x, "stood", set_list(r->standoffs[k].stand, n_players));
        cJSON_AddItemToArray(so, x);
    }
    return o;
}

const char *gs_ca_asked(const gs_ca *a, const gs_game *g, int seat)
{
    const campaign_state *st = &a->state;
    if (seat < 0 || seat >= g->n_seats || g->status != GS_STATUS_PLAYING || st->players[seat].eliminated)
        return NULL;
    switch ((campaign_phase)st->phase) {
    case CAMPAIGN_PHASE_DOWNTIME: return st->players[seat].downtime_done ? NULL : "downtime";
    case CAMPAIGN_PHASE_ORDERS: return st->orders_ready >> seat & 1u ? NULL : "orders";
    case CAMPAIGN_PHASE_STANDOFFS:
        for (int k = 0; k < st->res.n_standoffs; k++)
            if ((st->res.standoffs[k].entrants >> seat & 1u) && !(a->standoffs_done >> seat & 1u))
                return "standoffs";
        return NULL;
    case CAMPAIGN_PHASE_BATTLES: {
        if (a->on_board)
            return a->board.phase != ESC_PHASE_OVER && a->duel.players[a->board.active] == seat ? "board" : NULL;
        int b, h, c;
        if (!campaign_current_duel(st, &b, &h, &c) || (seat != h && seat != c))
            return NULL;
        if (!st->battles[b].squad_set[seat])
            return "squad";
        if (seat == h && st->battles[b].squad_set[c] && !st->battles[b].bonus_set &&
            campaign_test_bonus(st, b, h, CAMPAIGN_BONUS_NONE, CAMPAIGN_NO_UNIT) == CAMPAIGN_BONUS_OK)
            return "bonus";
        return NULL;
    }
    case CAMPAIGN_PHASE_RESOLUTION:
        for (int b = 0; b < st->n_battles; b++)
            if (st->battles[b].defender == seat && !(a->retreats_done >> b & 1u) &&
                campaign_retreat_options(st, b) != 0)
                return "retreat";
        return NULL;
    default: return NULL;
    }
}

/* Who is done with this phase (public: that a seat is done, not what it did). */
static cJSON *ready_json(const gs_ca *a, const gs_game *g)
{
    cJSON *r = cJSON_CreateArray();
    for (int p = 0; p < g->n_seats; p++)
        cJSON_AddItemToArray(r, cJSON_CreateBool(gs_ca_asked(a, g, p) == NULL));
    return r;
}

bool gs_ca_board_each(const gs_ca *a, void (*each)(void *ctx, int side, const char *text), void *ctx)
{
    esc_game *g = malloc(sizeof *g);
    const esc_squad *squads[ESC_SIDES] = { &a->duel.squads[0], &a->duel.squads[1] };
    bool ok = g != NULL &&
              esc_game_init(g, &a->board_map, squads, &a->duel.settings, a->duel.seed, NULL) == ESC_SETUP_OK;
    for (int i = 0; ok && i < a->n_board; i++) {
        char text[ESC_ACTION_TEXT_MAX];
        int side = g->active;
        esc_action_format(g, &a->board_actions[i], text);
        ok = esc_game_apply(g, &a->board_actions[i], NULL) == ESC_OK;
        if (ok)
            each(ctx, side, text);
    }
    free(g);
    return ok;
}

static void add_action(void *list, int side, const char *text)
{
    cJSON *x = cJSON_CreateObject();
    cJSON_AddNumberToObject(x, "side", side);
    cJSON_AddStringToObject(x, "action", text);
    cJSON_AddItemToArray(list, x);
}

/* The duel's settings and the campaign's hooks on it (the bonus taken, the
 * wounds carried), as far as the side may see them: a hidden unit's wounds
 * and the ambuscade's unit stay hidden while the other squad is. */
static void duel_settings(cJSON *d, const gs_ca *a, int side)
{
    const esc_settings *set = &a->duel.settings;
    const esc_hooks *h = &set->hooks;
    cJSON *o = cJSON_AddObjectToObject(d, "settings");
    cJSON_AddNumberToObject(o, "round_limit", set->round_limit);
    cJSON_AddNumberToObject(o, "markers_to_win", set->markers_to_win);
    cJSON *k = cJSON_AddObjectToObject(o, "hooks");
    int two[ESC_SIDES] = { h->budget[0], h->budget[1] };
    cJSON_AddItemToObject(k, "budget", ints(two, ESC_SIDES));
    cJSON_AddBoolToObject(k, "swap_homes", h->swap_homes);
    cJSON_AddNumberToObject(k, "first_deployer", h->first_deployer);
    two[0] = h->die_modifier[0];
    two[1] = h->die_modifier[1];
    cJSON_AddItemToObject(k, "die_modifier", ints(two, ESC_SIDES));
    cJSON_AddBoolToObject(k, "yielding", h->yielding);
    cJSON_AddBoolToObject(k, "no_first_turn_marker", h->no_first_turn_marker);
    bool open_book = a->board.phase != ESC_PHASE_DEPLOY || a->board.vanguard_pending;
    bool vanguard_seen = h->vanguard > 0 && (open_book || esc_unit_side(h->vanguard - 1) == side);
    cJSON_AddNumberToObject(k, "vanguard", vanguard_seen ? h->vanguard : 0);
    cJSON *health = cJSON_AddArrayToObject(k, "start_health");
    const cJSON *u;
    cJSON_ArrayForEach(u, cJSON_GetObjectItemCaseSensitive(d, "units"))
    {
        int id = cJSON_GetObjectItemCaseSensitive(u, "id")->valueint;
        if (id >= 0 && id < ESC_MAX_UNITS && h->start_health[id] > 0) {
            int pair[2] = { id, h->start_health[id] };
            cJSON_AddItemToArray(health, ints(pair, 2));
        }
    }
}

static void duel_json(cJSON *v, const char *key, const gs_ca *a, int seat)
{
    cJSON *d = cJSON_AddObjectToObject(v, key);
    cJSON_AddNumberToObject(d, "battle", a->duel.battle);
    cJSON *sides = cJSON_AddArrayToObject(d, "players");
    int side = -1;
    for (int k = 0; k < ESC_SIDES; k++) {
        cJSON_AddItemToArray(sides, cJSON_CreateNumber(a->duel.players[k]));
        if (a->duel.players[k] == seat)
            side = k;
    }
    cJSON_AddNumberToObject(d, "side", side);
    cJSON *map = cJSON_AddObjectToObject(d, "map");
    cJSON_AddStringToObject(map, "name", a->duel.battle_map);
    cJSON_AddItemToObject(map, "obstacles", gs_esc_squares(a->board_map.obstacles));
    const esc_squad *squads[ESC_SIDES] = { &a->duel.squads[0], &a->duel.squads[1] };
    gs_esc_board(d, &a->board, &a->board_map, squads, side);
    if (a->last_side >= 0) {
        cJSON *last = cJSON_AddObjectToObject(d, "last");
        cJSON_AddNumberToObject(last, "side", a->last_side);
        cJSON_AddStringToObject(last, "action", a->last);
    }
    if (side >= 0 && a->board.phase != ESC_PHASE_OVER && a->board.active == side)
        gs_esc_legal(d, &a->board);
    duel_settings(d, a, side);
    /* every action played on the board so far, each with the side that
     * played it (public: each showed as it was played), so a client that
     * missed frames takes the match up again */
    gs_ca_board_each(a, add_action, cJSON_AddArrayToObject(d, "actions"));
}

/* Once the campaign is over nothing is hidden any more: its whole record (a
 * Campaign save with its "record", as the client keeps a replay), when the
 * server kept it from the start (not across a restart). */
static void record_json(cJSON *v, const gs_game *g)
{
    const gs_ca *a = g->ca;
    if (a->rec == NULL || a->rec->broken || a->rec->start == NULL)
        return;
    a->rec->start->map = &a->map; /* the map of the copy that holds the game now */
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < g->n_seats && p < CAMPAIGN_MAX_PLAYERS; p++) {
        bool computer = g->seats[p].player == GS_COMPUTER;
        data_seat_set(&seats[p], computer, computer ? g->seats[p].level_word : NULL);
        if (!computer && g->seats[p].name[0])
            data_seat_set_name(seats, g->n_seats, p, g->seats[p].name);
    }
    char *text = data_campaign_save_record_text(&a->state, seats, NULL, a->rec);
    cJSON *save = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (save && cJSON_GetObjectItemCaseSensitive(save, "record"))
        cJSON_AddItemToObject(v, "record", save);
    else
        cJSON_Delete(save);
}

cJSON *gs_ca_view(const gs_game *g, int seat, bool with_seq)
{
    const gs_ca *a = g->ca;
    cJSON *v = cJSON_CreateObject();
    cJSON_AddStringToObject(v, "type", "view");
    cJSON_AddStringToObject(v, "game", g->id);
    cJSON_AddStringToObject(v, "kind", "campaign");
    if (seat >= 0)
        cJSON_AddNumberToObject(v, "seat", seat);
    else
        cJSON_AddNullToObject(v, "seat");
    if (with_seq)
        cJSON_AddNumberToObject(v, "seq", g->vseq[seat >= 0 && seat < GSRV_SEATS ? seat : GSRV_SEATS]);
    cJSON_AddStringToObject(v, "status", gs_status_word(g->status));
    cJSON_AddItemToObject(v, "seats", gs_seats_json(g));
    cJSON_AddItemToObject(v, "map", map_json(&a->map));
    cJSON_AddNumberToObject(v, "turn_limit", a->state.settings.turn_limit);
    if (g->status == GS_STATUS_OPEN)
        return v;
    campaign_view cv;
    campaign_state_view(&a->state, seat, &cv);
    cJSON_AddNumberToObject(v, "turn", cv.turn);
    cJSON_AddStringToObject(v, "phase", phase_word(cv.phase));
    const char *asked = gs_ca_asked(a, g, seat);
    if (asked)
        cJSON_AddStringToObject(v, "asked", asked);
    else
        cJSON_AddNullToObject(v, "asked");
    cJSON_AddItemToObject(v, "ready", ready_json(a, g));
    cJSON_AddNumberToObject(v, "battles_fought", a->state.battles_fought); /* public: the final table counts them */
    int control[CAMPAIGN_MAX_LOCATIONS];
    for (int i = 0; i < a->map.n_locations; i++)
        control[i] = cv.forces.control[i];
    cJSON_AddItemToObject(v, "control", ints(control, a->map.n_locations));
    /* Control as the turn began (public): what Phase 4's budgets count. */
    for (int i = 0; i < a->map.n_locations; i++)
        control[i] = cv.control_before[i];
    cJSON_AddItemToObject(v, "control_before", ints(control, a->map.n_locations));
    cJSON *armies = cJSON_AddArrayToObject(v, "armies");
    for (int i = 0; i < cv.forces.n_armies; i++) {
        const campaign_army *ar = &cv.forces.armies[i];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "id", ar->id);
        cJSON_AddNumberToObject(x, "player", ar->player);
        cJSON_AddNumberToObject(x, "location", ar->loc);
        cJSON_AddBoolToObject(x, "main", ar->main);
        cJSON_AddBoolToObject(x, "defending", ar->defending);
        cJSON_AddNumberToObject(x, "number", ar->number); /* its player's own number, "Army 2" */
        cJSON_AddNumberToObject(x, "units", cv.units[i]);
        cJSON_AddItemToArray(armies, x);
    }
    cJSON *players = cJSON_AddArrayToObject(v, "players");
    for (int p = 0; p < cv.n_players; p++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "renown_earned", cv.renown_earned[p]);
        cJSON_AddBoolToObject(x, "eliminated", cv.eliminated[p]);
        if (cv.eliminated[p]) /* public, as the elimination: the final table says when */
            cJSON_AddNumberToObject(x, "eliminated_turn", a->state.players[p].eliminated_turn);
        cJSON_AddNumberToObject(x, "start", cv.start[p]);
        cJSON_AddItemToArray(players, x);
    }
    if (seat >= 0 && seat < cv.n_players) {
        cJSON *me = cJSON_AddObjectToObject(v, "me");
        cJSON_AddNumberToObject(me, "gold", cv.me.gold);
        cJSON_AddNumberToObject(me, "renown", cv.me.renown);
        cJSON_AddItemToObject(me, "units", roster_json(&cv.me));
        cJSON_AddNumberToObject(me, "next_uid", cv.me.next_uid); /* a recruit's uid: uids are never reused */
        if (cv.phase == CAMPAIGN_PHASE_DOWNTIME && !cv.me.downtime_done) {
            /* What it may recruit, and at what price. */
            cJSON *lib = cJSON_AddArrayToObject(me, "library");
            for (int i = 0; i < a->library.n_units; i++) {
                cJSON *x = cJSON_CreateObject();
                cJSON_AddStringToObject(x, "name", a->library.units[i].name);
                cJSON_AddNumberToObject(x, "price", campaign_def_price(&a->library.units[i]));
                cJSON_AddItemToArray(lib, x);
            }
        }
        if (cv.phase == CAMPAIGN_PHASE_ORDERS && (a->state.orders_ready >> seat & 1u)) {
            /* Its own orders, as given (the others' stay on the server). */
            cJSON *mine = cJSON_AddArrayToObject(me, "orders");
            for (int i = 0; i < a->state.n_orders; i++) {
                const campaign_order *o = &a->state.orders[i];
                if (campaign_army_player(&a->state, o->army) != seat)
                    continue;
                cJSON *x = cJSON_CreateArray();
                cJSON_AddItemToArray(x, cJSON_CreateString(campaign_order_kind_id((campaign_order_kind)o->kind)));
                cJSON_AddItemToArray(x, cJSON_CreateNumber(o->army));
                if (o->kind == CAMPAIGN_ORDER_MOVE)
                    cJSON_AddItemToArray(x, cJSON_CreateNumber(o->to));
                else if (o->kind == CAMPAIGN_ORDER_MERGE)
                    cJSON_AddItemToArray(x, cJSON_CreateNumber(o->with));
                else if (o->kind == CAMPAIGN_ORDER_CREATE)
                    cJSON_AddItemToArray(x, set_list(o->units, CAMPAIGN_ROSTER_MAX));
                cJSON_AddItemToArray(mine, x);
            }
        }
    }
    if (cv.revealed)
        cJSON_AddItemToObject(v, "reveal", reveal_json(&cv.res, cv.n_players));
    else if ((cv.turn > 1 || cv.phase == CAMPAIGN_PHASE_OVER) && a->state.res.finished)
        /* The last turn's reveal, every seat saw it (public): the server may
         * have gone from the orders to the next turn (or the end) at once,
         * and a client shows it all the same. */
        cJSON_AddItemToObject(v, "last_reveal", reveal_json(&a->state.res, cv.n_players));
    cJSON_AddItemToObject(v, "battles", battles_json(&cv, seat));
    if (a->on_board)
        duel_json(v, "duel", a, seat);
    else if (a->n_board > 0 && a->board.phase == ESC_PHASE_OVER)
        duel_json(v, "last_duel", a, seat); /* the duel just fought, as it ended */
    if (asked && strcmp(asked, "retreat") == 0)
        for (int b = 0; b < a->state.n_battles; b++)
            if (a->state.battles[b].defender == seat && !(a->retreats_done >> b & 1u)) {
                cJSON_AddItemToObject(v, "retreat_options",
                                      set_list(campaign_retreat_options(&a->state, b), a->map.n_locations));
                break;
            }
    if (cv.phase == CAMPAIGN_PHASE_OVER) {
        cJSON_AddItemToObject(v, "winners", set_list(a->state.winners, cv.n_players));
        cJSON_AddStringToObject(v, "victory", campaign_victory_id((campaign_victory)a->state.victory));
        record_json(v, g);
    }
    return v;
}
