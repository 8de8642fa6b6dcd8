/*
 * What a seat of the game server sees (docs/protocol.md, "view"): the view
 * message of an Escarmouche game for a seat or a watcher, and a game's row in
 * the list. Hidden information is decided here, by the rules of what a seat
 * may see: until deployment ends, the other squad's unplaced units (their
 * stats, names, number) are left out, and only the seat to act is sent its
 * legal actions. Reads the game; changes nothing. Below gsrv_game.c and
 * gsrv_send.c.
 */
#include <stdio.h>
#include <string.h>

#include "gsrv_impl.h"

int gs_game_seq(const gs_game *g)
{
    if (g->kind == GS_TRTS || g->kind == GS_CAMPAIGN)
        return g->vseq[GSRV_SEATS]; /* the watchers' count of changes */
    if (g->kind == GS_CONQUEST)
        return g->status == GS_STATUS_OPEN ? 0 : g->cq->state.turn;
    return g->status == GS_STATUS_OPEN ? 0 : g->record.n_actions;
}

static void add_square(cJSON *o, const char *key, int square)
{
    if (square < 0 || square >= ESC_SQUARES) {
        cJSON_AddNullToObject(o, key);
        return;
    }
    char name[3];
    esc_square_name(square, name);
    cJSON_AddStringToObject(o, key, name);
}

cJSON *gs_esc_squares(esc_bits bits)
{
    cJSON *a = cJSON_CreateArray();
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (bits & esc_bit(sq)) {
            char name[3];
            esc_square_name(sq, name);
            cJSON_AddItemToArray(a, cJSON_CreateString(name));
        }
    return a;
}

const char *gs_player_word(const gs_seat *st)
{
    return st->player == GS_OPEN ? "open" : st->player == GS_COMPUTER ? "computer" : "human";
}

cJSON *gs_seats_json(const gs_game *g)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < g->n_seats; i++) {
        const gs_seat *st = &g->seats[i];
        cJSON *o = cJSON_CreateObject();
        if (st->player == GS_OPEN)
            cJSON_AddNullToObject(o, "name");
        else
            cJSON_AddStringToObject(o, "name", st->name);
        cJSON_AddStringToObject(o, "player", gs_player_word(st));
        if (st->player == GS_COMPUTER)
            cJSON_AddStringToObject(o, "level", st->level_word ? st->level_word : ai_level_id((ai_level)st->level));
        cJSON_AddBoolToObject(o, "connected", st->player == GS_COMPUTER || st->conn != NULL);
        cJSON_AddItemToArray(a, o);
    }
    return a;
}

const char *gs_status_word(gs_status st)
{
    return st == GS_STATUS_OPEN ? "open" : st == GS_STATUS_PLAYING ? "playing" : "over";
}

cJSON *gs_game_row(const gs_game *g)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "game", g->id);
    cJSON_AddStringToObject(o, "kind", g->kind == GS_TRTS ? "trts" : g->kind == GS_CONQUEST ? "conquest" : g->kind == GS_CAMPAIGN ? "campaign" : "escarmouche");
    cJSON_AddStringToObject(o, "map", g->map.name);
    cJSON_AddStringToObject(o, "status", gs_status_word(g->status));
    cJSON_AddNumberToObject(o, "seq", gs_game_seq(g));
    cJSON_AddItemToObject(o, "seats", gs_seats_json(g));
    cJSON_AddNumberToObject(o, "watchers", g->watchers);
    if (g->seed_chosen)
        cJSON_AddTrueToObject(o, "seed_chosen");
    return o;
}

static cJSON *unit_json(const esc_game *gm, const esc_squad *const squads[ESC_SIDES], int id)
{
    const esc_unit_state *u = &gm->units[id];
    int side = esc_unit_side(id), slot = esc_unit_slot(id);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "id", id);
    cJSON_AddNumberToObject(o, "side", side);
    cJSON_AddNumberToObject(o, "slot", slot);
    cJSON_AddStringToObject(o, "name", squads[side]->units[slot].name);
    add_square(o, "square", esc_game_unit_alive(gm, id) ? u->square : ESC_NO_SQUARE);
    cJSON_AddNumberToObject(o, "health", u->health);
    cJSON_AddNumberToObject(o, "max_health", u->max_health);
    cJSON_AddNumberToObject(o, "range", u->range);
    cJSON_AddNumberToObject(o, "power", u->power);
    cJSON_AddNumberToObject(o, "move", u->move);
    cJSON_AddNumberToObject(o, "rank_points", u->rank_points);
    cJSON *ab = cJSON_AddArrayToObject(o, "abilities");
    for (int a = 0; a < ESC_AB_COUNT; a++)
        if (u->abilities & (1u << a))
            cJSON_AddItemToArray(ab, cJSON_CreateString(esc_ability_get((esc_ability)a)->id));
    cJSON_AddBoolToObject(o, "alive", !(u->flags & ESC_UF_DEAD));
    cJSON_AddBoolToObject(o, "deployed", (u->flags & ESC_UF_DEPLOYED) != 0);
    cJSON *st = cJSON_AddArrayToObject(o, "status");
    if (esc_game_unit_alive(gm, id)) {
        if (u->flags & ESC_UF_STANCE)
            cJSON_AddItemToArray(st, cJSON_CreateString("stance"));
        if (esc_game_is_suppressed(gm, id))
            cJSON_AddItemToArray(st, cJSON_CreateString("suppressed"));
        if (!esc_game_targetable(gm, id))
            cJSON_AddItemToArray(st, cJSON_CreateString("untargetable"));
        if (esc_game_is_overcharged(gm, id))
            cJSON_AddItemToArray(st, cJSON_CreateString("overcharged"));
        if (u->guarded_by != ESC_NO_UNIT)
            cJSON_AddItemToArray(st, cJSON_CreateString("guarded"));
        if (u->acted)
            cJSON_AddItemToArray(st, cJSON_CreateString("acted"));
        if (u->flags & ESC_UF_ATTACKED)
            cJSON_AddItemToArray(st, cJSON_CreateString("attacked"));
        if (u->flags & ESC_UF_USED_ABILITY)
            cJSON_AddItemToArray(st, cJSON_CreateString("used_ability"));
    }
    return o;
}

static const char *phase_word(esc_phase p)
{
    return p == ESC_PHASE_DEPLOY ? "deploy" : p == ESC_PHASE_BATTLE ? "battle" : "over";
}

static const char *end_word(esc_end_reason r)
{
    switch (r) {
    case ESC_END_ELIMINATION: return "elimination";
    case ESC_END_ROUND_LIMIT: return "round_limit";
    case ESC_END_OBJECTIVE: return "objective";
    case ESC_END_YIELD: return "yield";
    default: return NULL;
    }
}

/* Whether `seat` (-1: a watcher) may see unit `id` now: the other side's
 * units only once they are on the board, until deployment ends. */
static bool may_see(const esc_game *gm, int seat, int id)
{
    int side = esc_unit_side(id);
    if (!(gm->units[id].flags & ESC_UF_PRESENT))
        return false;
    if (gm->phase != ESC_PHASE_DEPLOY || gm->vanguard_pending)
        return true;
    return side == seat || (gm->units[id].flags & ESC_UF_DEPLOYED);
}

void gs_esc_board(cJSON *v, const esc_game *gm, const esc_map *map, const esc_squad *const squads[ESC_SIDES], int seat)
{
    cJSON_AddStringToObject(v, "phase", phase_word(gm->phase));
    cJSON_AddNumberToObject(v, "active", gm->active);
    cJSON_AddNumberToObject(v, "turn", gm->turn);
    cJSON_AddNumberToObject(v, "round", esc_game_round(gm));
    cJSON_AddNumberToObject(v, "actions_left", gm->actions_left);
    bool dice_done = gm->phase != ESC_PHASE_DEPLOY;
    if (dice_done)
        cJSON_AddNumberToObject(v, "first_player", gm->first_player);
    else
        cJSON_AddNullToObject(v, "first_player");
    cJSON *dice = cJSON_AddArrayToObject(v, "dice");
    for (int i = 0; dice_done && i < gm->n_dice && i < ESC_MAX_DICE_ROLLS; i++) {
        cJSON *pair = cJSON_CreateArray();
        cJSON_AddItemToArray(pair, cJSON_CreateNumber(gm->dice[i][0]));
        cJSON_AddItemToArray(pair, cJSON_CreateNumber(gm->dice[i][1]));
        cJSON_AddItemToArray(dice, pair);
    }
    if (map->zone) {
        cJSON *mk = cJSON_AddArrayToObject(v, "markers");
        for (int sd = 0; sd < ESC_SIDES; sd++)
            cJSON_AddItemToArray(mk, cJSON_CreateNumber(gm->markers[sd]));
        cJSON_AddNumberToObject(v, "markers_to_win", gm->settings.markers_to_win);
    }
    cJSON *dep = cJSON_AddArrayToObject(v, "deployed");
    cJSON *size = cJSON_AddArrayToObject(v, "squad_size");
    bool open_book = gm->phase != ESC_PHASE_DEPLOY || gm->vanguard_pending;
    for (int sd = 0; sd < ESC_SIDES; sd++) {
        cJSON_AddItemToArray(dep, cJSON_CreateNumber(gm->deployed[sd]));
        cJSON_AddItemToArray(size, open_book || sd == seat ? cJSON_CreateNumber(gm->squad_size[sd]) : cJSON_CreateNull());
    }
    cJSON *units = cJSON_AddArrayToObject(v, "units");
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (may_see(gm, seat, id))
            cJSON_AddItemToArray(units, unit_json(gm, squads, id));
    if (gm->phase == ESC_PHASE_OVER && gm->winner >= 0)
        cJSON_AddNumberToObject(v, "winner", gm->winner);
    else
        cJSON_AddNullToObject(v, "winner");
    const char *end = end_word(gm->end_reason);
    if (gm->phase == ESC_PHASE_OVER && end)
        cJSON_AddStringToObject(v, "end_reason", end);
    else
        cJSON_AddNullToObject(v, "end_reason");
}

void gs_esc_legal(cJSON *v, const esc_game *gm)
{
    static esc_action acts[ESC_MAX_ACTIONS]; /* the server is single-threaded */
    int n = esc_game_legal_actions(gm, acts, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    cJSON *legal = cJSON_AddArrayToObject(v, "legal");
    for (int i = 0; i < n; i++) {
        char text[ESC_ACTION_TEXT_MAX];
        esc_action_format(gm, &acts[i], text);
        cJSON_AddItemToArray(legal, cJSON_CreateString(text));
    }
}

cJSON *gs_esc_view(const gs_game *g, int seat)
{
    cJSON *v = cJSON_CreateObject();
    cJSON_AddStringToObject(v, "type", "view");
    cJSON_AddStringToObject(v, "game", g->id);
    cJSON_AddStringToObject(v, "kind", "escarmouche");
    if (seat >= 0)
        cJSON_AddNumberToObject(v, "seat", seat);
    else
        cJSON_AddNullToObject(v, "seat");
    cJSON_AddNumberToObject(v, "seq", gs_game_seq(g));
    cJSON_AddStringToObject(v, "status", gs_status_word(g->status));
    cJSON_AddItemToObject(v, "seats", gs_seats_json(g));
    cJSON *map = cJSON_AddObjectToObject(v, "map");
    cJSON_AddStringToObject(map, "name", g->map.name);
    cJSON_AddItemToObject(map, "obstacles", gs_esc_squares(g->map.obstacles));
    if (g->map.zone)
        cJSON_AddItemToObject(map, "zone", gs_esc_squares(g->map.zone));
    cJSON_AddNumberToObject(v, "round_limit", g->settings.round_limit);
    if (g->status == GS_STATUS_OPEN)
        return v;
    const esc_squad *squads[ESC_SIDES] = { &g->seats[0].squad, &g->seats[1].squad };
    gs_esc_board(v, &g->game, &g->map, squads, seat);
    if (g->last_seat >= 0) {
        cJSON *last = cJSON_AddObjectToObject(v, "last");
        cJSON_AddNumberToObject(last, "seat", g->last_seat);
        cJSON_AddStringToObject(last, "action", g->last);
    }
    if (seat >= 0 && g->status == GS_STATUS_PLAYING && g->game.active == seat)
        gs_esc_legal(v, &g->game);
    return v;
}

