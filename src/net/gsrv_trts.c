/*
 * The game server's TRTS games (docs/protocol.md, "TRTS"): setup from a create
 * message, actions checked with the core's trts_test and applied, what each
 * seat sees, the computer seats, the file's part. What a seat is sent is
 * written from trts_view(state, seat) alone, the core's own statement of
 * what the seat may see (docs/trts.md §10), and names no piece by its index,
 * which other teams' hidden production moves: a piece of the seat's team is
 * "OWNER.uTYPE.NUMBER" (its owner's count of that type, b for a building),
 * any other "OWNER.uTYPE.sSEEN" (the number it was seen by). Watchers get the
 * views of every team laid over one another: only what is public. The views'
 * `seq` counts the changes of that seat's view, so another seat's secret
 * orders change no number a seat is told. Calls gsrv_view.c only.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/trts_files.h"

static const char *const kind_names[TRTS_ACT_KINDS] = {
    "make", "research", "build", "cancel", "repair", "gas", "done", "activate", "pass",
    "move", "attack", "leave", "end", "retreat", "stay", "concede", "target", "keep",
};
static const char *const type_names[] = {"duel", "team", "ffa", "lms"};
static const char *const phase_names[] = {"macro", "micro", "group", "defend", "combat_retreat",
                                          "combat_targets", "keep_alive", "reposition", "over"};

/* Which of a, b, c name a piece, per kind (bit 0: a, 1: b, 2: c); the rest are numbers. */
static int piece_slots(int kind)
{
    switch (kind) {
    case TRTS_ACT_MAKE: case TRTS_ACT_RESEARCH: case TRTS_ACT_BUILD: case TRTS_ACT_CANCEL: case TRTS_ACT_KEEP:
        return 1;
    case TRTS_ACT_REPAIR: return 3;
    case TRTS_ACT_TARGET: return 7;
    default: return 0;
    }
}

/* ---- labels ---- */

static bool same_team(const trts_state *s, int seat, int owner)
{
    return seat >= 0 && owner >= 0 && s->players[seat].team == s->players[owner].team;
}

static void label_of(const trts_state *view, int seat, int owner, bool building, int type, int number, int seen,
                     char out[24])
{
    if (same_team(view, seat, owner))
        snprintf(out, 24, "%d.%c%d.%d", owner, building ? 'b' : 'u', type, number);
    else
        snprintf(out, 24, "%d.%c%d.s%d", owner, building ? 'b' : 'u', type, seen);
}

static void piece_label(const trts_state *view, int seat, int i, char out[24])
{
    const trts_piece *p = &view->pieces[i];
    label_of(view, seat, p->owner, p->building, p->type, p->number, p->seen, out);
}

/* The piece a label names among those alive in `view`, or TRTS_NO_PIECE. */
static int piece_find(const trts_state *view, int seat, const char *label)
{
    char l[24];
    for (int i = 0; i < view->n_pieces; i++) {
        if (!view->pieces[i].alive)
            continue;
        piece_label(view, seat, i, l);
        if (strcmp(l, label) == 0)
            return i;
    }
    return TRTS_NO_PIECE;
}

/* What watchers may see: every team's view laid over the last. */
static void public_view(const trts_state *s, trts_state *out)
{
    trts_state *tmp = malloc(sizeof *tmp);
    *out = *s;
    if (tmp == NULL) {
        out->n_pieces = 0;
        return;
    }
    bool done[TRTS_MAX_PLAYERS] = { false };
    for (int p = 0; p < s->n_players; p++) {
        int team = s->players[p].team;
        if (team >= 0 && team < TRTS_MAX_PLAYERS && done[team])
            continue;
        if (team >= 0 && team < TRTS_MAX_PLAYERS)
            done[team] = true;
        /* Seen from a team that is not p's: p's team's private things go. */
        int other = -1;
        for (int q = 0; q < s->n_players && other < 0; q++)
            if (s->players[q].team != team)
                other = q;
        if (other < 0)
            continue;
        trts_view(out, other, tmp);
        *out = *tmp;
    }
    free(tmp);
}

/* The view of `seat` (-1: watchers) into out. */
static void seat_view(const gs_game *g, int seat, trts_state *out)
{
    const trts_state *s = &g->trts->state;
    if (s->phase == TRTS_PHASE_OVER)
        *out = *s; /* once the game is over nothing is secret */
    else if (seat >= 0)
        trts_view(s, seat, out);
    else
        public_view(s, out);
    out->rng.state = 0;
}

/* ---- actions as JSON: [kind, a, b, c, units...], pieces by label ---- */

static cJSON *action_json(const trts_state *view, int seat, const trts_action *a)
{
    cJSON *arr = cJSON_CreateArray();
    cJSON_AddItemToArray(arr, cJSON_CreateString(a->kind < TRTS_ACT_KINDS ? kind_names[a->kind] : "?"));
    int slots = piece_slots(a->kind);
    int v[3] = { a->a, a->b, a->c };
    for (int k = 0; k < 3; k++) {
        if ((slots >> k) & 1 && v[k] >= 0 && v[k] < view->n_pieces) {
            char l[24];
            piece_label(view, seat, v[k], l);
            cJSON_AddItemToArray(arr, cJSON_CreateString(l));
        } else {
            cJSON_AddItemToArray(arr, cJSON_CreateNumber(v[k]));
        }
    }
    for (int u = 0; u < view->n_pieces; u++)
        if (trts_set_has(&a->units, u)) {
            char l[24];
            piece_label(view, seat, u, l);
            cJSON_AddItemToArray(arr, cJSON_CreateString(l));
        }
    return arr;
}

/* A client's action for `seat`; false when it does not read (pieces it may not
 * see do not read). */
static bool action_parse(const gs_game *g, int seat, const cJSON *arr, trts_action *out)
{
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) < 1 || cJSON_GetArraySize(arr) > 4 + TRTS_MAX_PIECES)
        return false;
    const cJSON *k = cJSON_GetArrayItem(arr, 0);
    int kind = -1;
    for (int i = 0; k && cJSON_IsString(k) && i < TRTS_ACT_KINDS; i++)
        if (strcmp(k->valuestring, kind_names[i]) == 0)
            kind = i;
    if (kind < 0)
        return false;
    trts_state *view = malloc(sizeof *view);
    if (view == NULL)
        return false;
    trts_view(&g->trts->state, seat, view);
    int v[3] = { 0, 0, 0 };
    bool ok = true;
    int slots = piece_slots(kind);
    for (int i = 0; i < 3 && ok; i++) {
        const cJSON *x = cJSON_GetArrayItem(arr, 1 + i);
        if (x == NULL)
            continue;
        if (cJSON_IsString(x) && (slots >> i) & 1) {
            v[i] = piece_find(view, seat, x->valuestring);
            ok = v[i] != TRTS_NO_PIECE;
        } else if (cJSON_IsNumber(x) && x->valuedouble >= -2 && x->valuedouble <= 32767 &&
                   x->valuedouble == (int)x->valuedouble) {
            v[i] = (int)x->valuedouble;
            ok = !((slots >> i) & 1) || v[i] < 0; /* a piece slot takes a label, or -1 (none) */
        } else {
            ok = false;
        }
    }
    if (ok) {
        *out = trts_action_make(kind, seat, v[0], v[1], v[2]);
        for (int i = 4; ok && i < cJSON_GetArraySize(arr); i++) {
            const cJSON *x = cJSON_GetArrayItem(arr, i);
            int p = cJSON_IsString(x) ? piece_find(view, seat, x->valuestring) : TRTS_NO_PIECE;
            ok = p != TRTS_NO_PIECE;
            if (ok)
                trts_set_add(&out->units, p);
        }
    }
    free(view);
    return ok;
}

/* ---- the view ---- */

static void add_pieces(cJSON *arr, const trts_state *view, int seat, const trts_set *set)
{
    for (int i = 0; i < view->n_pieces; i++)
        if (trts_set_has(set, i) && view->pieces[i].alive) {
            char l[24];
            piece_label(view, seat, i, l);
            cJSON_AddItemToArray(arr, cJSON_CreateString(l));
        }
}

static cJSON *log_piece(const trts_state *view, int seat, const trts_log_piece *p)
{
    if (p->born < 0 || p->owner < 0)
        return cJSON_CreateNull();
    char l[24];
    label_of(view, seat, p->owner, p->building, p->type, p->number, p->seen, l);
    return cJSON_CreateString(l);
}

/* The game's actions as its file keeps them: [kind, player, a, b, c, units...],
 * pieces by index (no secret is left in them once the game is over). */
static cJSON *actions_json(const gs_trts *t)
{
    cJSON *acts = cJSON_CreateArray();
    for (int i = 0; i < t->n_actions; i++) {
        const trts_action *a = &t->actions[i];
        cJSON *arr = cJSON_CreateArray();
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(a->kind));
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(a->player));
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(a->a));
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(a->b));
        cJSON_AddItemToArray(arr, cJSON_CreateNumber(a->c));
        for (int u = 0; u < TRTS_MAX_PIECES; u++)
            if (trts_set_has(&a->units, u))
                cJSON_AddItemToArray(arr, cJSON_CreateNumber(u));
        cJSON_AddItemToArray(acts, arr);
    }
    return acts;
}

/* The view's body (without seq): what gsrv_game.c compares to tell a change. */
static cJSON *view_body(const gs_game *g, int seat, const trts_state *v)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "round", v->round);
    cJSON_AddStringToObject(o, "phase", phase_names[v->phase]);
    cJSON_AddNumberToObject(o, "current", v->current);
    cJSON *line = cJSON_AddArrayToObject(o, "line");
    for (int p = 0; p < v->n_players; p++)
        cJSON_AddItemToArray(line, cJSON_CreateNumber(v->line[p]));
    cJSON *markers = cJSON_AddArrayToObject(o, "markers");
    for (int a = 0; a < v->map->n_areas; a++)
        cJSON_AddItemToArray(markers, cJSON_CreateNumber(v->markers[a]));
    cJSON_AddNumberToObject(o, "pending_area", v->pending_area);
    cJSON_AddNumberToObject(o, "combat_area", v->combat_area);
    /* what the rules' tests of the seat's next action read, all public (what
     * trts_view leaves every seat): the active group's player and the areas it
     * attacked in, the areas the engagers came from (no retreat there), the
     * combat round's step ranges, the step next and whether its group may
     * retreat between steps (not after climbing a ramp) */
    cJSON_AddNumberToObject(o, "active", v->active);
    cJSON *attacked = cJSON_AddArrayToObject(o, "group_attacked");
    cJSON *from = cJSON_AddArrayToObject(o, "engaged_from");
    for (int a = 0; a < v->map->n_areas && a < 64; a++) {
        if (v->group_attacked_areas & (UINT64_C(1) << a))
            cJSON_AddItemToArray(attacked, cJSON_CreateNumber(a));
        if (v->pending_from & (UINT64_C(1) << a))
            cJSON_AddItemToArray(from, cJSON_CreateNumber(a));
    }
    cJSON *steps = cJSON_AddArrayToObject(o, "steps");
    for (int k = 0; v->combat_area >= 0 && k < v->combat_n_steps && k < TRTS_COMBAT_MAX_STEPS; k++)
        cJSON_AddItemToArray(steps, cJSON_CreateNumber(v->combat_steps[k]));
    cJSON_AddNumberToObject(o, "step", v->combat_next);
    cJSON_AddBoolToObject(o, "retreat_allowed", v->combat_retreat_allowed);
    cJSON *players = cJSON_AddArrayToObject(o, "players");
    for (int p = 0; p < v->n_players; p++) {
        const trts_player *pl = &v->players[p];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "faction", trts_faction_id_name((trts_faction_id)pl->faction));
        cJSON_AddNumberToObject(x, "team", pl->team);
        cJSON_AddBoolToObject(x, "eliminated", pl->eliminated);
        cJSON_AddBoolToObject(x, "conceded", pl->conceded);
        cJSON_AddNumberToObject(x, "start_area", pl->start_area);
        cJSON *up = cJSON_AddArrayToObject(x, "upgrades");
        for (int k = 0; k < TRTS_UPGRADES; k++)
            if (pl->upgrades[k])
                cJSON_AddItemToArray(up, cJSON_CreateNumber(k));
        if (same_team(v, seat, p) || v->phase == TRTS_PHASE_OVER) {
            cJSON_AddNumberToObject(x, "minerals", pl->minerals);
            cJSON_AddNumberToObject(x, "gas", pl->gas);
            cJSON *gw = cJSON_AddArrayToObject(x, "gas_workers");
            for (int a = 0; a < v->map->n_areas; a++)
                cJSON_AddItemToArray(gw, cJSON_CreateNumber(pl->gas_workers[a]));
            cJSON *rs = cJSON_AddArrayToObject(x, "researching");
            for (int k = 0; k < TRTS_UPGRADES; k++)
                if (pl->researching[k])
                    cJSON_AddItemToArray(rs, cJSON_CreateNumber(k));
            cJSON_AddNumberToObject(x, "supply", trts_supply_used(v, p));
            cJSON_AddNumberToObject(x, "supply_cap", trts_supply_provided(v, p));
            cJSON_AddNumberToObject(x, "made", pl->made);
            cJSON_AddNumberToObject(x, "lost", pl->lost);
        }
        cJSON_AddItemToArray(players, x);
    }
    cJSON *pieces = cJSON_AddArrayToObject(o, "pieces");
    for (int i = 0; i < v->n_pieces; i++) {
        const trts_piece *p = &v->pieces[i];
        if (!p->alive)
            continue;
        cJSON *x = cJSON_CreateObject();
        char l[24];
        piece_label(v, seat, i, l);
        cJSON_AddStringToObject(x, "id", l);
        cJSON_AddNumberToObject(x, "owner", p->owner);
        cJSON_AddBoolToObject(x, "building", p->building);
        cJSON_AddNumberToObject(x, "type", p->type);
        cJSON_AddNumberToObject(x, "area", p->area);
        cJSON_AddNumberToObject(x, "hp", p->hp);
        cJSON_AddNumberToObject(x, "shields", p->shields);
        cJSON_AddBoolToObject(x, "finished", p->finished);
        cJSON_AddBoolToObject(x, "public", p->public_);
        cJSON_AddBoolToObject(x, "activated", p->activated);
        cJSON_AddBoolToObject(x, "attacked", p->attacked);
        if (same_team(v, seat, p->owner) || v->phase == TRTS_PHASE_OVER) {
            cJSON_AddNumberToObject(x, "mp", p->mp);
            cJSON_AddBoolToObject(x, "busy", p->busy);
            /* a worker starts one construction a round, a Technician repairs once */
            cJSON_AddBoolToObject(x, "built", p->built_this_round);
            cJSON_AddBoolToObject(x, "repaired", p->repaired_this_round);
            if (!p->finished)
                cJSON_AddNumberToObject(x, "due", p->due);
            if (p->item_kind != TRTS_ITEM_NONE) {
                cJSON *it = cJSON_AddObjectToObject(x, "making");
                cJSON_AddStringToObject(it, "kind", p->item_kind == TRTS_ITEM_UNIT ? "unit" : "upgrade");
                cJSON_AddNumberToObject(it, "type", p->item_type);
                cJSON_AddNumberToObject(it, "due", p->item_due);
            }
        }
        cJSON_AddItemToArray(pieces, x);
    }
    cJSON *group = cJSON_AddArrayToObject(o, "group");
    add_pieces(group, v, seat, &v->group);
    if (v->phase == TRTS_PHASE_COMBAT_TARGETS) {
        /* The targets its team named for this step (the others' are theirs until fought). */
        cJSON *named = cJSON_AddArrayToObject(o, "targets");
        for (int i = 0; seat >= 0 && i < v->n_pieces; i++) {
            if (!v->pieces[i].alive || !same_team(v, seat, v->pieces[i].owner) || v->choice[i][0] == TRTS_CHOICE_NONE)
                continue;
            cJSON *x = cJSON_CreateArray();
            char l[24];
            piece_label(v, seat, i, l);
            cJSON_AddItemToArray(x, cJSON_CreateString(l));
            for (int k = 0; k < 2; k++) {
                int p = v->choice[i][k];
                if (p >= 0 && p < v->n_pieces && v->pieces[p].alive) {
                    piece_label(v, seat, p, l);
                    cJSON_AddItemToArray(x, cJSON_CreateString(l));
                } else {
                    cJSON_AddItemToArray(x, cJSON_CreateNumber(-1));
                }
            }
            cJSON_AddItemToArray(named, x);
        }
    }
    if (same_team(v, seat, v->current) && v->phase == TRTS_PHASE_KEEP_ALIVE) {
        cJSON *keep = cJSON_AddArrayToObject(o, "keep_candidates");
        add_pieces(keep, v, seat, &v->keep_candidates);
    }
    const trts_combat_log *lg = &v->log;
    cJSON *log = cJSON_AddObjectToObject(o, "combat");
    cJSON_AddNumberToObject(log, "area", lg->area);
    cJSON *ranges = cJSON_AddArrayToObject(log, "ranges");
    for (int k = 0; k < lg->n_steps && k < TRTS_COMBAT_MAX_STEPS; k++)
        cJSON_AddItemToArray(ranges, cJSON_CreateNumber(lg->ranges[k]));
    cJSON *hits = cJSON_AddArrayToObject(log, "hits");
    for (int h = 0; h < lg->n_hits && h < TRTS_LOG_HITS; h++) {
        const trts_log_hit *hit = &lg->hits[h];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "step", hit->step);
        cJSON_AddItemToObject(x, "by", log_piece(v, seat, &hit->who));
        cJSON_AddItemToObject(x, "on", log_piece(v, seat, &hit->whom));
        /* the maths the client's log shows (attack - armour = damage, then what
         * shields took): what the shot did, which trts_view leaves every seat */
        cJSON_AddNumberToObject(x, "attack", hit->attack);
        cJSON_AddNumberToObject(x, "armour", hit->armour);
        cJSON_AddNumberToObject(x, "damage", hit->damage);
        cJSON_AddNumberToObject(x, "absorbed", hit->absorbed);
        cJSON_AddNumberToObject(x, "outcome", hit->outcome);
        cJSON_AddNumberToObject(x, "left", hit->left);
        cJSON_AddItemToArray(hits, x);
    }
    /* each step's piece kept alive at 1 HP when nobody was left (null: none) */
    cJSON *kept = cJSON_AddArrayToObject(log, "kept");
    for (int k = 0; k < lg->n_steps && k < TRTS_COMBAT_MAX_STEPS; k++)
        cJSON_AddItemToArray(kept, log_piece(v, seat, &lg->kept[k]));
    if (v->phase == TRTS_PHASE_OVER) {
        cJSON_AddNumberToObject(o, "winner", v->winner);
        cJSON *rank = cJSON_AddArrayToObject(o, "ranking");
        int order[TRTS_MAX_PLAYERS];
        trts_ranking(&g->trts->state, order);
        for (int p = 0; p < v->n_players; p++)
            cJSON_AddItemToArray(rank, cJSON_CreateNumber(order[p]));
        /* the whole game, for the client's replay: the seed and every action
         * (nothing is left to foretell or to hide) */
        cJSON *record = cJSON_AddObjectToObject(o, "record");
        char seed[24];
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->trts->setup.seed);
        cJSON_AddStringToObject(record, "seed", seed);
        cJSON_AddItemToObject(record, "actions", actions_json(g->trts));
    }
    const gs_trts *t = g->trts;
    int who = -1;
    for (int p = 0; seat >= 0 && p < v->n_players; p++)
        if (same_team(v, seat, p) && t->last_at[p] > 0 && (who < 0 || t->last_at[p] > t->last_at[who]))
            who = p;
    if (who >= 0) {
        cJSON *last = cJSON_AddObjectToObject(o, "last");
        cJSON_AddNumberToObject(last, "seat", who);
        cJSON_AddItemToObject(last, "action", cJSON_Parse(t->last_text[who]));
    }
    if (seat >= 0 && g->status == GS_STATUS_PLAYING && v->current == seat && g->seats[seat].player != GS_COMPUTER) {
        trts_action *acts = malloc(sizeof *acts * 2048);
        int n = acts ? trts_legal_actions(&g->trts->state, acts, 2048) : 0;
        cJSON *legal = cJSON_AddArrayToObject(o, "legal");
        for (int i = 0; i < n && i < 2048; i++)
            cJSON_AddItemToArray(legal, action_json(v, seat, &acts[i]));
        free(acts);
    }
    return o;
}

cJSON *gs_trts_view(const gs_game *g, int seat, bool with_seq)
{
    cJSON *v = cJSON_CreateObject();
    cJSON_AddStringToObject(v, "type", "view");
    cJSON_AddStringToObject(v, "game", g->id);
    cJSON_AddStringToObject(v, "kind", "trts");
    if (seat >= 0)
        cJSON_AddNumberToObject(v, "seat", seat);
    else
        cJSON_AddNullToObject(v, "seat");
    if (with_seq)
        cJSON_AddNumberToObject(v, "seq", g->vseq[seat >= 0 ? seat : GSRV_SEATS]);
    cJSON_AddStringToObject(v, "status", gs_status_word(g->status));
    cJSON_AddItemToObject(v, "seats", gs_seats_json(g));
    cJSON *map = cJSON_AddObjectToObject(v, "map");
    cJSON_AddStringToObject(map, "name", g->trts->map.name);
    cJSON_AddStringToObject(map, "file", g->trts->map_file);
    cJSON_AddNumberToObject(map, "rounds", g->trts->map.rounds);
    cJSON_AddStringToObject(v, "match", type_names[g->trts->setup.type]);
    if (g->status == GS_STATUS_OPEN)
        return v;
    trts_state *sv = malloc(sizeof *sv);
    if (sv == NULL)
        return v;
    seat_view(g, seat, sv);
    cJSON *body = view_body(g, seat, sv);
    free(sv);
    cJSON *item = body->child;
    while (item) { /* moved over, in order */
        cJSON *next = item->next;
        cJSON_DetachItemViaPointer(body, item);
        cJSON_AddItemToObject(v, item->string, item);
        item = next;
    }
    cJSON_Delete(body);
    return v;
}

/* ---- setting up ---- */

static bool load_map(gsrv *s, const char *name, trts_map *map, char *message, size_t size)
{
    char path[4200];
    data_error err;
    bool ok = gs_shipped_path(s, "maps/trts", name, path, sizeof path) && data_trts_map_load(path, map, &err);
    if (!ok)
        snprintf(message, size, "map: no shipped TRTS map '%.64s'", name);
    return ok;
}

bool gs_trts_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                    char *message, size_t size)
{
    *code = "bad_request";
    if (s->trts_rules == NULL) {
        *code = "unknown_kind";
        snprintf(message, size, "this server has no TRTS factions");
        return false;
    }
    gs_trts *t = calloc(1, sizeof *t);
    if (t == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return false;
    }
    g->trts = t;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(msg, "map");
    if (!cJSON_IsString(map)) {
        *code = "bad_map";
        snprintf(message, size, "map: a shipped TRTS map's name");
        return false;
    }
    if (!load_map(s, map->valuestring, &t->map, message, size)) {
        *code = "bad_map";
        return false;
    }
    snprintf(t->map_file, sizeof t->map_file, "%s", map->valuestring);
    /* the game's length as the client's setup offers it (the map's own without one) */
    const cJSON *rounds = cJSON_GetObjectItemCaseSensitive(msg, "rounds");
    if (rounds) {
        bool offered = false;
        for (int k = 0; cJSON_IsNumber(rounds) && k < TRTS_LENGTHS; k++)
            offered |= rounds->valuedouble == trts_lengths[k];
        if (!offered || !trts_map_set_length(&t->map, rounds->valueint)) {
            snprintf(message, size, "rounds: 12, 16, 24 or 32");
            return false;
        }
    }
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(msg, "match");
    t->setup.type = TRTS_DUEL;
    if (type) {
        int k = -1;
        for (int i = 0; cJSON_IsString(type) && i < 4; i++)
            if (strcmp(type->valuestring, type_names[i]) == 0)
                k = i;
        if (k < 0) {
            snprintf(message, size, "match: duel, team, ffa or lms");
            return false;
        }
        t->setup.type = (trts_match_type)k;
    }
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(msg, "seats");
    int n = cJSON_IsArray(seats) ? cJSON_GetArraySize(seats) : 0;
    if (n < 2 || n > TRTS_MAX_PLAYERS || n > GSRV_SEATS) {
        snprintf(message, size, "seats: an array of 2 to %d objects", TRTS_MAX_PLAYERS);
        return false;
    }
    g->n_seats = n;
    t->setup.n_players = n;
    *seat = -1;
    for (int i = 0; i < n; i++) {
        const cJSON *si = cJSON_GetArrayItem(seats, i);
        const cJSON *player = cJSON_GetObjectItemCaseSensitive(si, "player");
        const cJSON *faction = cJSON_GetObjectItemCaseSensitive(si, "faction");
        gs_seat *st = &g->seats[i];
        int f = cJSON_IsString(faction) ? trts_faction_find(faction->valuestring) : -1;
        if (f < 0) {
            snprintf(message, size, "seats[%d].faction: directorate, luminar or myriad", i);
            return false;
        }
        t->setup.factions[i] = f;
        const char *p = cJSON_IsString(player) ? player->valuestring : "";
        if (strcmp(p, "open") == 0) {
            st->player = GS_OPEN;
        } else if (strcmp(p, "me") == 0 && *seat < 0) {
            *seat = i;
            st->player = GS_HUMAN;
            snprintf(st->name, sizeof st->name, "%s", name);
        } else if (strcmp(p, "computer") == 0) {
            const cJSON *level = cJSON_GetObjectItemCaseSensitive(si, "level");
            int lv = cJSON_IsString(level) ? trts_level_find(level->valuestring) : -1;
            if (lv < 0) {
                snprintf(message, size, "seats[%d].level: easy, normal or hard", i);
                return false;
            }
            st->player = GS_COMPUTER;
            st->level = lv;
            st->level_word = trts_level_id(lv);
            t->setup.computer[i] = true;
            t->setup.level[i] = lv;
            snprintf(st->name, sizeof st->name, "Computer (%s)", trts_level_id(lv));
        } else {
            snprintf(message, size, "seats[%d].player: \"me\" (once), \"open\" or \"computer\"", i);
            return false;
        }
        st->has_squad = st->player != GS_OPEN;
    }
    if (*seat < 0) {
        snprintf(message, size, "seats: one seat must be \"me\"");
        return false;
    }
    t->setup.seed = g->seed;
    if (!trts_setup_valid(&t->setup, &t->map)) {
        snprintf(message, size, "seats: this match type or number of players does not fit the map (%d to %d players)",
                 t->map.min_players, t->map.max_players);
        return false;
    }
    return true;
}

bool gs_trts_start(gsrv *s, gs_game *g)
{
    gs_trts *t = g->trts;
    if (!trts_state_init(&t->state, &t->map, s->trts_rules, &t->setup))
        return false;
    t->n_actions = 0;
    return true;
}

void gs_trts_free(gs_game *g)
{
    if (g->trts) {
        free(g->trts->actions);
        free(g->trts);
        g->trts = NULL;
    }
}

/* Applies a legal action and records it; `last` keeps it as its seat words it. */
static bool play(gs_game *g, const trts_action *a)
{
    gs_trts *t = g->trts;
    if (t->n_actions >= TRTS_RECORD_ROOM && a->kind != TRTS_ACT_CONCEDE)
        return false;
    if (t->n_actions == t->cap) {
        int cap = t->cap ? 2 * t->cap : 256;
        trts_action *grown = realloc(t->actions, (size_t)cap * sizeof *grown);
        if (grown == NULL)
            return false;
        t->actions = grown;
        t->cap = cap;
    }
    trts_state *view = malloc(sizeof *view);
    if (view == NULL)
        return false;
    trts_view(&t->state, a->player, view);
    cJSON *j = action_json(view, a->player, a);
    free(view);
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    if (trts_apply(&t->state, a) != TRTS_OK) {
        free(text);
        return false;
    }
    t->actions[t->n_actions++] = *a;
    t->last_at[a->player] = t->n_actions;
    snprintf(t->last_text[a->player], sizeof t->last_text[a->player], "%s", text ? text : "[]");
    free(text);
    return true;
}

int gs_trts_act(gs_game *g, int seat, const cJSON *action, const char **code, char *message, size_t size)
{
    gs_trts *t = g->trts;
    if (t->state.phase == TRTS_PHASE_OVER) {
        *code = "game_over";
        snprintf(message, size, "the game is over");
        return -1;
    }
    if (t->state.current != seat) {
        *code = "not_your_turn";
        snprintf(message, size, "seat %d is to act", t->state.current);
        return -1;
    }
    trts_action a;
    if (!action_parse(g, seat, action, &a)) {
        *code = "bad_action";
        snprintf(message, size, "not an action: [kind, a, b, c, pieces...], pieces by the labels of your view");
        return -1;
    }
    trts_why why = trts_test(&t->state, &a);
    if (why != TRTS_OK) {
        *code = "illegal";
        snprintf(message, size, "the rules refuse it: %s", trts_why_text(why));
        return (int)why;
    }
    if (!play(g, &a)) {
        *code = "internal";
        snprintf(message, size, "the action could not be recorded");
        return -1;
    }
    return -2; /* played */
}

void gs_trts_undo_to(gs_game *g, const trts_state *before, int n_actions)
{
    gs_trts *t = g->trts;
    t->state = *before;
    t->n_actions = n_actions;
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++)
        if (t->last_at[p] > n_actions)
            t->last_at[p] = 0; /* its text is gone: no last action shown rather than a wrong one */
}

bool gs_trts_over(const gs_game *g) { return g->trts->state.phase == TRTS_PHASE_OVER; }

int gs_trts_current(const gs_game *g) { return g->trts->state.current; }

/* The computer seats to act play their plan (bounded: one plan a call). */
bool gs_trts_ai(gs_game *g)
{
    gs_trts *t = g->trts;
    int p = t->state.current;
    if (t->state.phase == TRTS_PHASE_OVER || !t->setup.computer[p])
        return false;
    trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan(&t->state, p, plan, TRTS_AI_PLAN_MAX);
    bool any = false;
    for (int i = 0; i < n; i++) {
        if (trts_test(&t->state, &plan[i]) != TRTS_OK || !play(g, &plan[i]))
            break;
        any = true;
    }
    return any;
}

/* ---- the file's part ---- */

void gs_trts_store(const gs_game *g, cJSON *root)
{
    const gs_trts *t = g->trts;
    cJSON *o = cJSON_AddObjectToObject(root, "trts");
    cJSON_AddStringToObject(o, "map", t->map_file);
    cJSON_AddStringToObject(o, "match", type_names[t->setup.type]);
    cJSON_AddNumberToObject(o, "rounds", t->map.rounds);
    cJSON *f = cJSON_AddArrayToObject(o, "factions");
    for (int p = 0; p < t->setup.n_players; p++)
        cJSON_AddItemToArray(f, cJSON_CreateString(trts_faction_id_name((trts_faction_id)t->setup.factions[p])));
    cJSON_AddItemToObject(o, "actions", actions_json(t));
}

bool gs_trts_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size)
{
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(root, "trts");
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(o, "map");
    const cJSON *match = cJSON_GetObjectItemCaseSensitive(o, "match");
    const cJSON *factions = cJSON_GetObjectItemCaseSensitive(o, "factions");
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(o, "actions");
    if (s->trts_rules == NULL || !cJSON_IsString(map) || !cJSON_IsString(match) || !cJSON_IsArray(factions) ||
        cJSON_GetArraySize(factions) != g->n_seats || !cJSON_IsArray(acts)) {
        snprintf(why, size, "its trts part does not load");
        return false;
    }
    gs_trts *t = calloc(1, sizeof *t);
    if (t == NULL)
        return false;
    g->trts = t;
    if (!load_map(s, map->valuestring, &t->map, why, size))
        return false;
    snprintf(t->map_file, sizeof t->map_file, "%s", map->valuestring);
    const cJSON *rounds = cJSON_GetObjectItemCaseSensitive(o, "rounds"); /* absent before games had a length */
    if (rounds && (!cJSON_IsNumber(rounds) || !trts_map_set_length(&t->map, rounds->valueint))) {
        snprintf(why, size, "its rounds are no game length");
        return false;
    }
    t->setup.type = TRTS_DUEL;
    for (int k = 0; k < 4; k++)
        if (strcmp(match->valuestring, type_names[k]) == 0)
            t->setup.type = (trts_match_type)k;
    t->setup.n_players = g->n_seats;
    t->setup.seed = g->seed;
    for (int p = 0; p < g->n_seats; p++) {
        const cJSON *f = cJSON_GetArrayItem(factions, p);
        t->setup.factions[p] = cJSON_IsString(f) ? trts_faction_find(f->valuestring) : -1;
        t->setup.computer[p] = g->seats[p].player == GS_COMPUTER;
        t->setup.level[p] = g->seats[p].level;
        if (g->seats[p].player == GS_COMPUTER)
            g->seats[p].level_word = trts_level_id(g->seats[p].level);
        if (t->setup.factions[p] < 0) {
            snprintf(why, size, "factions[%d] is no faction", p);
            return false;
        }
    }
    if (!trts_setup_valid(&t->setup, &t->map)) {
        snprintf(why, size, "its setup does not fit its map");
        return false;
    }
    bool open = false;
    for (int p = 0; p < g->n_seats; p++)
        open = open || g->seats[p].player == GS_OPEN;
    if (open)
        return true;
    if (!gs_trts_start(s, g))
        return false;
    const cJSON *a;
    int i = 0;
    cJSON_ArrayForEach(a, acts) {
        trts_action act = trts_action_make(0, 0, 0, 0, 0);
        int n = cJSON_GetArraySize(a), v[5];
        bool ok = cJSON_IsArray(a) && n >= 5;
        for (int k = 0; ok && k < 5; k++) {
            const cJSON *x = cJSON_GetArrayItem(a, k);
            ok = cJSON_IsNumber(x);
            v[k] = ok ? x->valueint : 0;
        }
        ok = ok && v[0] >= 0 && v[0] < TRTS_ACT_KINDS && v[1] >= 0 && v[1] < g->n_seats;
        if (ok)
            act = trts_action_make(v[0], v[1], v[2], v[3], v[4]);
        for (int k = 5; ok && k < n; k++) {
            const cJSON *x = cJSON_GetArrayItem(a, k);
            ok = cJSON_IsNumber(x) && x->valueint >= 0 && x->valueint < TRTS_MAX_PIECES;
            if (ok)
                trts_set_add(&act.units, x->valueint);
        }
        if (!ok || trts_test(&t->state, &act) != TRTS_OK || !play(g, &act)) {
            snprintf(why, size, "trts.actions[%d] is not legal there", i);
            return false;
        }
        i++;
    }
    return true;
}
