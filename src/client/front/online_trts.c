/*
 * The TRTS screen's remote seat over a game server (front/online_trts.h).
 */
#if defined(SKIRMISH_HAVE_ONLINE_CLIENT) && defined(SKIRMISH_HAVE_TRTS_CLIENT)
#include "front/online_trts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online/proto.h"
#include "online/status.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"

#define QUEUE 16 /* states not shown yet; more and the oldest goes (the screen jumps over it) */
#define LEGAL_CAP 2048
#define LABEL 24

static const char *const kind_names[TRTS_ACT_KINDS] = {
    "make", "research", "build", "cancel", "repair", "gas", "done", "activate", "pass",
    "move", "attack", "leave", "end", "retreat", "stay", "concede", "target", "keep",
};
static const char *const phase_names[TRTS_PHASE_OVER + 1] = {
    "macro", "micro", "group", "defend", "combat_retreat", "combat_targets", "keep_alive", "reposition", "over"};
static const char *const type_names[] = {"duel", "team", "ffa", "lms"};

struct online_trts {
    online_conn *conn;
    char game[16];
    int seat;
    const trts_rules *rules;
    char data_dir[DATA_PATH_MAX];
    bool have;                       /* a state came, its map loaded */
    char map_file[64];
    trts_map map;
    trts_setup setup;
    int seq;
    trts_state now;                  /* the latest view as a state */
    char labels[TRTS_MAX_PIECES][LABEL]; /* each index's label ("" never used) */
    online_game seats;               /* names, who is connected */
    trts_state *queue;               /* QUEUE of them, not shown yet */
    int head, count;
    trts_action *legal;              /* LEGAL_CAP */
    int n_legal;
    bool waiting;                    /* an action sent, no answer yet */
    char refused[300];
    bool refused_new;
    bool on_screen;
    bool kept;                       /* the finished game was kept among the replays */
    evlog events;                    /* the screen's event log, kept between its visits */
};

online_trts *online_trts_new(online_conn *conn, const char *game, int seat, const trts_rules *rules,
                             const char *data_dir)
{
    online_trts *ot = calloc(1, sizeof *ot);
    if (ot == NULL)
        return NULL;
    ot->queue = malloc(QUEUE * sizeof *ot->queue);
    ot->legal = malloc(LEGAL_CAP * sizeof *ot->legal);
    if (ot->queue == NULL || ot->legal == NULL) {
        online_trts_free(ot);
        return NULL;
    }
    ot->conn = conn;
    snprintf(ot->game, sizeof ot->game, "%s", game);
    snprintf(ot->data_dir, sizeof ot->data_dir, "%s", data_dir ? data_dir : "");
    ot->seat = seat;
    ot->rules = rules;
    ot->seq = -1;
    evlog_init(&ot->events);
    return ot;
}

void online_trts_free(online_trts *ot)
{
    if (ot == NULL)
        return;
    free(ot->queue);
    free(ot->legal);
    evlog_free(&ot->events);
    free(ot);
}

/* ---- labels ---- */

/* "OWNER.uTYPE.N" or "OWNER.bTYPE.sN" into its parts; false when it is none. */
static bool label_read(const char *l, int *owner, bool *building, int *type, int *number, bool *seen)
{
    char kind, rest[LABEL];
    if (l == NULL || sscanf(l, "%d.%c%d.%23s", owner, &kind, type, rest) != 4 || (kind != 'u' && kind != 'b'))
        return false;
    *building = kind == 'b';
    *seen = rest[0] == 's';
    return sscanf(rest + (*seen ? 1 : 0), "%d", number) == 1 && *owner >= 0 && *owner < TRTS_MAX_PLAYERS &&
           *type >= 0 && *type < 64;
}

/* The index a label holds, among the alive pieces of the state being read. */
static int index_of(const online_trts *ot, const trts_state *s, const char *label)
{
    for (int i = 0; label && i < s->n_pieces; i++)
        if (s->pieces[i].alive && strcmp(ot->labels[i], label) == 0)
            return i;
    return TRTS_NO_PIECE;
}

static int index_of_json(const online_trts *ot, const trts_state *s, const cJSON *x)
{
    return cJSON_IsString(x) ? index_of(ot, s, x->valuestring) : TRTS_NO_PIECE;
}

/* A label seen before keeps its index; a new one takes a place no piece of
 * this view holds (the slots of pieces gone are used again only when full). */
static int place_for(online_trts *ot, trts_state *s, const bool *taken, const char *label)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (!taken[i] && strcmp(ot->labels[i], label) == 0)
            return i;
    if (s->n_pieces < TRTS_MAX_PIECES)
        return s->n_pieces++;
    for (int i = 0; i < TRTS_MAX_PIECES; i++)
        if (!taken[i])
            return i;
    return TRTS_NO_PIECE;
}

/* ---- a view read into a state ---- */

static int num(const cJSON *o, const char *key, int dflt)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(x) ? x->valueint : dflt;
}

static bool flag(const cJSON *o, const char *key) { return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, key)); }

static void read_set(const online_trts *ot, const trts_state *s, const cJSON *arr, trts_set *out)
{
    trts_set_clear(out);
    const cJSON *x;
    cJSON_ArrayForEach(x, arr)
    {
        int i = index_of_json(ot, s, x);
        if (i != TRTS_NO_PIECE)
            trts_set_add(out, i);
    }
}

static void read_log_piece(const online_trts *ot, const trts_state *s, const cJSON *x, trts_log_piece *out)
{
    memset(out, 0, sizeof *out);
    out->born = -1;
    out->owner = -1;
    int owner, type, number;
    bool building, seen;
    if (!cJSON_IsString(x) || !label_read(x->valuestring, &owner, &building, &type, &number, &seen))
        return;
    int i = index_of(ot, s, x->valuestring);
    out->born = (int16_t)(i != TRTS_NO_PIECE ? s->pieces[i].born : TRTS_MAX_PIECES + owner * 64 + type);
    out->owner = (int8_t)owner;
    out->type = (int8_t)type;
    out->building = building;
    if (seen)
        out->seen = (int16_t)number;
    else
        out->number = (int16_t)number;
}

static void read_log(const online_trts *ot, trts_state *s, const cJSON *log)
{
    trts_combat_log *g = &s->log;
    memset(g, 0, sizeof *g);
    g->area = num(log, "area", -1);
    const cJSON *x;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(log, "ranges"))
    {
        if (g->n_steps < TRTS_COMBAT_MAX_STEPS)
            g->ranges[g->n_steps++] = (int8_t)(cJSON_IsNumber(x) ? x->valueint : 0);
    }
    for (int k = 0; k < TRTS_COMBAT_MAX_STEPS; k++) {
        g->kept_alive[k] = TRTS_NO_PIECE;
        g->kept[k].born = -1;
        g->kept[k].owner = -1;
    }
    int k = 0;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(log, "kept"))
    {
        if (k < TRTS_COMBAT_MAX_STEPS) {
            read_log_piece(ot, s, x, &g->kept[k]);
            g->kept_alive[k] = (int16_t)index_of_json(ot, s, x);
        }
        k++;
    }
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(log, "hits"))
    {
        if (g->n_hits >= TRTS_LOG_HITS)
            break;
        trts_log_hit *h = &g->hits[g->n_hits++];
        h->step = (int8_t)num(x, "step", 0);
        read_log_piece(ot, s, cJSON_GetObjectItemCaseSensitive(x, "by"), &h->who);
        read_log_piece(ot, s, cJSON_GetObjectItemCaseSensitive(x, "on"), &h->whom);
        h->attacker = (int16_t)index_of_json(ot, s, cJSON_GetObjectItemCaseSensitive(x, "by"));
        h->target = (int16_t)index_of_json(ot, s, cJSON_GetObjectItemCaseSensitive(x, "on"));
        h->attack = (int8_t)num(x, "attack", 0);
        h->armour = (int8_t)num(x, "armour", 0);
        h->damage = (int8_t)num(x, "damage", 0);
        h->absorbed = (int8_t)num(x, "absorbed", 0);
        h->outcome = (int8_t)num(x, "outcome", 0);
        h->left = (int8_t)num(x, "left", 0);
    }
}

static void read_players(trts_state *s, const cJSON *players)
{
    int p = 0;
    const cJSON *x;
    cJSON_ArrayForEach(x, players)
    {
        if (p >= s->n_players)
            break;
        trts_player *pl = &s->players[p];
        memset(pl, 0, sizeof *pl);
        const char *faction = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(x, "faction"));
        int f = faction ? trts_faction_find(faction) : -1;
        pl->faction = f >= 0 ? f : s->setup.factions[p];
        pl->team = num(x, "team", p);
        pl->computer = s->setup.computer[p];
        pl->eliminated = flag(x, "eliminated");
        pl->conceded = flag(x, "conceded");
        pl->start_area = num(x, "start_area", 0);
        pl->minerals = num(x, "minerals", 0);
        pl->gas = num(x, "gas", 0);
        pl->made = num(x, "made", 0);
        pl->lost = num(x, "lost", 0);
        const cJSON *k;
        cJSON_ArrayForEach(k, cJSON_GetObjectItemCaseSensitive(x, "upgrades"))
        {
            if (cJSON_IsNumber(k) && k->valueint >= 0 && k->valueint < TRTS_UPGRADES)
                pl->upgrades[k->valueint] = pl->declared[k->valueint] = true;
        }
        cJSON_ArrayForEach(k, cJSON_GetObjectItemCaseSensitive(x, "researching"))
        {
            if (cJSON_IsNumber(k) && k->valueint >= 0 && k->valueint < TRTS_UPGRADES)
                pl->researching[k->valueint] = true;
        }
        int a = 0;
        cJSON_ArrayForEach(k, cJSON_GetObjectItemCaseSensitive(x, "gas_workers"))
        {
            if (a < TRTS_MAX_AREAS && cJSON_IsNumber(k))
                pl->gas_workers[a] = (int8_t)k->valueint;
            a++;
        }
        p++;
    }
}

static void read_piece(const cJSON *x, trts_piece *p)
{
    p->alive = true;
    p->owner = (int8_t)num(x, "owner", 0);
    p->building = flag(x, "building");
    p->type = (int8_t)num(x, "type", 0);
    p->area = (int8_t)num(x, "area", 0);
    p->hp = (int8_t)num(x, "hp", 0);
    p->shields = (int8_t)num(x, "shields", 0);
    p->finished = flag(x, "finished");
    p->public_ = flag(x, "public");
    p->activated = flag(x, "activated");
    p->attacked = flag(x, "attacked");
    p->mp = (int8_t)num(x, "mp", 0);
    p->busy = flag(x, "busy");
    p->built_this_round = flag(x, "built");
    p->repaired_this_round = flag(x, "repaired");
    p->due = (int16_t)num(x, "due", 0);
    p->builder = TRTS_NO_PIECE;
    p->worker_type = -1;
    const cJSON *making = cJSON_GetObjectItemCaseSensitive(x, "making");
    if (cJSON_IsObject(making)) {
        const char *k = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(making, "kind"));
        p->item_kind = (int8_t)(k && strcmp(k, "upgrade") == 0 ? TRTS_ITEM_UPGRADE : TRTS_ITEM_UNIT);
        p->item_type = (int8_t)num(making, "type", 0);
        p->item_due = (int16_t)num(making, "due", 0);
    }
}

/* The pieces of a view into s, each label at its index. */
static void read_pieces(online_trts *ot, trts_state *s, const cJSON *pieces)
{
    bool taken[TRTS_MAX_PIECES] = {false};
    for (int i = 0; i < s->n_pieces; i++)
        s->pieces[i].alive = false;
    const cJSON *x;
    cJSON_ArrayForEach(x, pieces)
    {
        const char *label = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(x, "id"));
        int owner, type, number;
        bool building, seen;
        if (label == NULL || !label_read(label, &owner, &building, &type, &number, &seen))
            continue;
        int i = place_for(ot, s, taken, label);
        if (i == TRTS_NO_PIECE)
            break;
        bool same = strcmp(ot->labels[i], label) == 0;
        trts_piece *p = &s->pieces[i];
        int16_t born = same ? p->born : s->next_born++;
        memset(p, 0, sizeof *p);
        read_piece(x, p);
        p->born = born;
        if (seen)
            p->seen = (int16_t)number;
        else
            p->number = (int16_t)number;
        snprintf(ot->labels[i], LABEL, "%s", label);
        taken[i] = true;
        trts_player *pl = &s->players[p->owner < s->n_players ? p->owner : 0];
        int slot = trts_number_slot(p->building, p->type);
        if (slot < TRTS_MAX_UNIT_TYPES + TRTS_ROLES) {
            if (!seen && pl->numbered[slot] < number)
                pl->numbered[slot] = (int16_t)number;
            if (seen && pl->sighted[slot] < number)
                pl->sighted[slot] = (int16_t)number;
        }
    }
    while (s->n_pieces > 0 && !s->pieces[s->n_pieces - 1].alive && !ot->labels[s->n_pieces - 1][0])
        s->n_pieces--;
}

static int phase_of(const char *word)
{
    for (int k = 0; word && k <= TRTS_PHASE_OVER; k++)
        if (strcmp(word, phase_names[k]) == 0)
            return k;
    return TRTS_PHASE_OVER;
}

static void read_legal(online_trts *ot, const trts_state *s, const cJSON *legal);

/* The view's body into `out` (the previous state gives the pieces' indices). */
static void read_state(online_trts *ot, const cJSON *v, trts_state *out)
{
    trts_state *s = out;
    *s = ot->now; /* the pieces keep their places; everything else is read again */
    s->map = &ot->map;
    s->rules = ot->rules;
    s->setup = ot->setup;
    s->n_players = ot->setup.n_players;
    s->rng.state = 0;
    s->round = num(v, "round", 1);
    s->phase = (trts_phase)phase_of(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(v, "phase")));
    s->current = num(v, "current", 0);
    const cJSON *x;
    int k = 0;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "line"))
    {
        if (k < TRTS_MAX_PLAYERS)
            s->line[k++] = cJSON_IsNumber(x) ? x->valueint : 0;
    }
    memset(s->markers, 0, sizeof s->markers);
    k = 0;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "markers"))
    {
        if (k < TRTS_MAX_AREAS)
            s->markers[k++] = (uint8_t)(cJSON_IsNumber(x) ? x->valueint : 0);
    }
    s->pending_area = num(v, "pending_area", -1);
    s->combat_area = num(v, "combat_area", -1);
    s->active = num(v, "active", s->current);
    s->group_attacked_areas = s->pending_from = 0;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "group_attacked"))
    {
        if (cJSON_IsNumber(x) && x->valueint >= 0 && x->valueint < 64)
            s->group_attacked_areas |= UINT64_C(1) << x->valueint;
    }
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "engaged_from"))
    {
        if (cJSON_IsNumber(x) && x->valueint >= 0 && x->valueint < 64)
            s->pending_from |= UINT64_C(1) << x->valueint;
    }
    s->combat_n_steps = 0;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "steps"))
    {
        if (s->combat_n_steps < TRTS_COMBAT_MAX_STEPS)
            s->combat_steps[s->combat_n_steps++] = cJSON_IsNumber(x) ? x->valueint : 0;
    }
    s->combat_next = num(v, "step", 0);
    s->combat_retreat_allowed = flag(v, "retreat_allowed");
    read_players(s, cJSON_GetObjectItemCaseSensitive(v, "players"));
    read_pieces(ot, s, cJSON_GetObjectItemCaseSensitive(v, "pieces"));
    read_set(ot, s, cJSON_GetObjectItemCaseSensitive(v, "group"), &s->group);
    for (int i = 0; i < TRTS_MAX_PIECES; i++)
        s->choice[i][0] = s->choice[i][1] = TRTS_CHOICE_NONE;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(v, "targets"))
    {
        int i = index_of_json(ot, s, cJSON_GetArrayItem(x, 0));
        for (int t = 0; i != TRTS_NO_PIECE && t < 2; t++) {
            const cJSON *y = cJSON_GetArrayItem(x, 1 + t);
            s->choice[i][t] = (int16_t)(cJSON_IsString(y) ? index_of(ot, s, y->valuestring) : -1);
        }
    }
    s->targets_open = s->phase == TRTS_PHASE_COMBAT_TARGETS;
    read_set(ot, s, cJSON_GetObjectItemCaseSensitive(v, "keep_candidates"), &s->keep_candidates);
    read_log(ot, s, cJSON_GetObjectItemCaseSensitive(v, "combat"));
    s->winner = num(v, "winner", TRTS_NO_PLAYER);
    s->winners = 0;
    s->end = TRTS_END_NONE;
    if (s->phase == TRTS_PHASE_OVER) {
        int alive = 0;
        for (int p = 0; p < s->n_players; p++) {
            alive += !s->players[p].eliminated;
            if (s->winner >= 0 && trts_allies(s, p, s->winner))
                s->winners |= (uint8_t)(1u << p);
        }
        s->end = alive > 1 ? TRTS_END_ROUNDS : TRTS_END_ELIMINATION;
    }
    read_legal(ot, s, cJSON_GetObjectItemCaseSensitive(v, "legal"));
}

/* Which of a, b, c name a piece, per kind (bit 0: a, 1: b, 2: c), as the protocol says. */
static int piece_slots(int kind)
{
    if (kind == TRTS_ACT_REPAIR)
        return 3;
    if (kind == TRTS_ACT_TARGET)
        return 7;
    bool one = kind == TRTS_ACT_MAKE || kind == TRTS_ACT_RESEARCH || kind == TRTS_ACT_BUILD ||
               kind == TRTS_ACT_CANCEL || kind == TRTS_ACT_KEEP;
    return one ? 1 : 0;
}

/* One of the view's `legal` arrays as an action of the seat; false when it does not read. */
static bool action_read(const online_trts *ot, const trts_state *s, const cJSON *arr, trts_action *out)
{
    const char *word = cJSON_GetStringValue(cJSON_GetArrayItem(arr, 0));
    int kind = -1;
    for (int k = 0; word && k < TRTS_ACT_KINDS; k++)
        if (strcmp(word, kind_names[k]) == 0)
            kind = k;
    if (kind < 0)
        return false;
    int v[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++) {
        const cJSON *x = cJSON_GetArrayItem(arr, 1 + k);
        v[k] = cJSON_IsString(x) ? index_of(ot, s, x->valuestring) : cJSON_IsNumber(x) ? x->valueint : 0;
        if (cJSON_IsString(x) && v[k] == TRTS_NO_PIECE)
            return false;
    }
    *out = trts_action_make(kind, ot->seat, v[0], v[1], v[2]);
    for (int k = 4; k < cJSON_GetArraySize(arr); k++) {
        int i = index_of_json(ot, s, cJSON_GetArrayItem(arr, k));
        if (i == TRTS_NO_PIECE)
            return false;
        trts_set_add(&out->units, i);
    }
    return true;
}

static void read_legal(online_trts *ot, const trts_state *s, const cJSON *legal)
{
    ot->n_legal = 0;
    const cJSON *x;
    cJSON_ArrayForEach(x, legal)
    {
        if (ot->n_legal < LEGAL_CAP && action_read(ot, s, x, &ot->legal[ot->n_legal]))
            ot->n_legal++;
    }
}

/* The view's map and setup, the first time (false: the map does not load). */
static bool read_setup(online_trts *ot, const cJSON *v)
{
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(v, "map");
    const char *file = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(map, "file"));
    const cJSON *players = cJSON_GetObjectItemCaseSensitive(v, "players");
    if (file == NULL || strchr(file, '/') || !cJSON_IsArray(players) || ot->rules == NULL)
        return false;
    char maps[DATA_PATH_MAX], dir[DATA_PATH_MAX], name[96], path[DATA_PATH_MAX];
    snprintf(name, sizeof name, "%.64s.json", file);
    data_error err;
    if (!data_paths_join(maps, sizeof maps, ot->data_dir, "maps") || !data_paths_join(dir, sizeof dir, maps, "trts") ||
        !data_paths_join(path, sizeof path, dir, name) || !data_trts_map_load(path, &ot->map, &err))
        return false;
    int rounds = num(map, "rounds", 0);
    if (rounds > 0)
        trts_map_set_length(&ot->map, rounds);
    snprintf(ot->map_file, sizeof ot->map_file, "%s", file);
    memset(&ot->setup, 0, sizeof ot->setup);
    const char *match = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(v, "match"));
    for (int k = 0; match && k < 4; k++)
        if (strcmp(match, type_names[k]) == 0)
            ot->setup.type = (trts_match_type)k;
    int n = cJSON_GetArraySize(players);
    ot->setup.n_players = n < TRTS_MAX_PLAYERS ? n : TRTS_MAX_PLAYERS;
    for (int p = 0; p < ot->setup.n_players; p++) {
        const cJSON *pl = cJSON_GetArrayItem(players, p);
        int f = trts_faction_find(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(pl, "faction")));
        ot->setup.factions[p] = f >= 0 ? f : 0;
        const online_seat *st = p < ot->seats.n_seats ? &ot->seats.seats[p] : NULL;
        ot->setup.computer[p] = st && strcmp(st->player, "computer") == 0;
        ot->setup.level[p] = ot->setup.computer[p] && trts_level_find(st->level) >= 0 ? trts_level_find(st->level) : 1;
    }
    memset(&ot->now, 0, sizeof ot->now);
    memset(ot->labels, 0, sizeof ot->labels);
    return true;
}

static void keep_replay(online_trts *ot, const cJSON *record);

static void on_view(online_trts *ot, const cJSON *v)
{
    memset(&ot->seats, 0, sizeof ot->seats);
    online_parse_seats(cJSON_GetObjectItemCaseSensitive(v, "seats"), &ot->seats);
    if (!cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(v, "pieces")))
        return; /* the game is still open */
    if (!ot->have && !read_setup(ot, v))
        return;
    int seq = num(v, "seq", -1);
    ot->waiting = false; /* the actor always gets a view */
    if (ot->have && seq == ot->seq)
        return;          /* the same view again: who is connected changed */
    trts_state *s = malloc(sizeof *s);
    if (s == NULL)
        return;
    read_state(ot, v, s);
    ot->seq = seq;
    ot->now = *s;
    if (ot->have) {
        if (ot->count == QUEUE) { /* the oldest goes */
            ot->head = (ot->head + 1) % QUEUE;
            ot->count--;
        }
        ot->queue[(ot->head + ot->count) % QUEUE] = *s;
        ot->count++;
    }
    ot->have = true;
    ot->refused[0] = '\0';
    free(s);
    if (ot->now.phase == TRTS_PHASE_OVER)
        keep_replay(ot, cJSON_GetObjectItemCaseSensitive(v, "record"));
}

void online_trts_take(online_trts *ot, const cJSON *msg)
{
    const char *type = online_msg_type(msg);
    const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "game"));
    if (strcmp(type, "view") == 0 && game && strcmp(game, ot->game) == 0)
        on_view(ot, msg);
    else if (strcmp(type, "error") == 0 && ot->have) {
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "code"));
        if (code && (strcmp(code, "illegal") == 0 || strcmp(code, "bad_action") == 0 || strcmp(code, "stale") == 0 ||
                     strcmp(code, "not_your_turn") == 0 || strcmp(code, "game_over") == 0 ||
                     strcmp(code, "internal") == 0)) {
            online_error_text(msg, ot->refused, sizeof ot->refused);
            ot->refused_new = true;
            ot->waiting = false;
        }
    }
}

bool online_trts_ready(const online_trts *ot) { return ot->have; }

/* Each seat's name and level as the server has them. */
static void seats_of(const online_trts *ot, data_seat seats[TRTS_MAX_PLAYERS])
{
    memset(seats, 0, TRTS_MAX_PLAYERS * sizeof *seats);
    for (int p = 0; p < ot->setup.n_players; p++) {
        const online_seat *s = p < ot->seats.n_seats ? &ot->seats.seats[p] : NULL;
        bool computer = ot->setup.computer[p];
        data_seat_set(&seats[p], computer, computer ? trts_level_id(ot->setup.level[p]) : NULL);
        if (s && s->name[0] && !computer)
            data_seat_set_name(seats, ot->setup.n_players, p, s->name);
        else if (!computer)
            /* TRANSLATORS: online TRTS: a seat nobody has taken yet (its number) */
            snprintf(seats[p].name, sizeof seats[p].name, _("Open seat %d"), p + 1);
    }
}

bool online_trts_record(const online_trts *ot, trts_game_record *rec, data_seat seats[TRTS_MAX_PLAYERS])
{
    if (!ot->have)
        return false;
    rec->map = ot->map;
    rec->setup = ot->setup;
    rec->n_actions = 0;
    seats_of(ot, seats);
    return true;
}

/* The finished game's `record` (the seed and every action, told once it is
 * over) kept among the replays as an offline game is, once: it must replay
 * to the end the server reached. */
static void keep_replay(online_trts *ot, const cJSON *record)
{
    const char *seed = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(record, "seed"));
    const cJSON *acts = cJSON_GetObjectItemCaseSensitive(record, "actions");
    if (ot->kept || seed == NULL || !cJSON_IsArray(acts) || cJSON_GetArraySize(acts) > TRTS_MAX_ACTIONS)
        return;
    ot->kept = true; /* tried once */
    trts_game_record *rec = malloc(sizeof *rec);
    trts_state *end = malloc(sizeof *end);
    if (rec && end) {
        rec->map = ot->map;
        rec->setup = ot->setup;
        rec->setup.seed = strtoull(seed, NULL, 10);
        rec->n_actions = 0;
        const cJSON *a;
        cJSON_ArrayForEach(a, acts)
        {
            int v[5] = {0, 0, 0, 0, 0}, n = cJSON_GetArraySize(a);
            for (int k = 0; k < 5 && k < n; k++)
                v[k] = cJSON_GetArrayItem(a, k)->valueint;
            trts_action *act = &rec->actions[rec->n_actions++];
            *act = trts_action_make(v[0], v[1], v[2], v[3], v[4]);
            for (int k = 5; k < n; k++) {
                int u = cJSON_GetArrayItem(a, k)->valueint;
                if (u >= 0 && u < TRTS_MAX_PIECES)
                    trts_set_add(&act->units, u);
            }
        }
        int bad = -1;
        data_seat seats[TRTS_MAX_PLAYERS];
        seats_of(ot, seats);
        data_error err;
        ot->kept = trts_replay(end, ot->rules, rec, &bad) && end->phase == TRTS_PHASE_OVER &&
                   end->winner == ot->now.winner && data_replay_keep_trts(NULL, rec, seats, NULL, 0, &err);
    }
    free(rec);
    free(end);
}

bool online_trts_kept(const online_trts *ot) { return ot->kept; }

const trts_state *online_trts_state(const online_trts *ot) { return &ot->now; }

int online_trts_legal(const online_trts *ot, trts_action *out, int cap)
{
    int n = ot->n_legal < cap ? ot->n_legal : cap;
    memcpy(out, ot->legal, (size_t)(n > 0 ? n : 0) * sizeof *out);
    return n;
}

const char *online_trts_label(const online_trts *ot, int piece)
{
    return piece >= 0 && piece < TRTS_MAX_PIECES ? ot->labels[piece] : "";
}

int online_trts_seq(const online_trts *ot) { return ot->seq; }

/* ---- the hook ---- */

static cJSON *piece_json(const online_trts *ot, int i)
{
    bool known = i >= 0 && i < ot->now.n_pieces && ot->now.pieces[i].alive;
    return known ? cJSON_CreateString(ot->labels[i]) : cJSON_CreateNumber(i < 0 ? i : -1);
}

static bool hook_send(void *ctx, const trts_action *act)
{
    online_trts *ot = ctx;
    if (act->kind >= TRTS_ACT_KINDS)
        return false;
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "type", "act");
    cJSON_AddStringToObject(msg, "game", ot->game);
    cJSON_AddNumberToObject(msg, "seq", ot->seq);
    cJSON *arr = cJSON_AddArrayToObject(msg, "action");
    cJSON_AddItemToArray(arr, cJSON_CreateString(kind_names[act->kind]));
    int v[3] = {act->a, act->b, act->c}, slots = piece_slots(act->kind);
    for (int k = 0; k < 3; k++)
        cJSON_AddItemToArray(arr, (slots >> k) & 1 ? piece_json(ot, v[k]) : cJSON_CreateNumber(v[k]));
    for (int i = 0; i < ot->now.n_pieces; i++)
        if (trts_set_has(&act->units, i))
            cJSON_AddItemToArray(arr, piece_json(ot, i));
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    bool sent = text != NULL && online_conn_send(ot->conn, text);
    free(text);
    if (sent) {
        ot->refused[0] = '\0';
        ot->waiting = true;
    }
    return sent;
}

static bool hook_next(void *ctx, trts_state *out)
{
    online_trts *ot = ctx;
    if (ot->count == 0)
        return false;
    *out = ot->queue[ot->head];
    out->map = &ot->map;
    out->rules = ot->rules;
    ot->head = (ot->head + 1) % QUEUE;
    ot->count--;
    return true;
}

static bool hook_waiting(void *ctx) { return ((online_trts *)ctx)->waiting; }

static bool hook_connected(void *ctx, int seat)
{
    const online_trts *ot = ctx;
    if (seat < 0 || seat >= ot->seats.n_seats)
        return true;
    const online_seat *s = &ot->seats.seats[seat];
    return strcmp(s->player, "computer") == 0 || s->connected;
}

static const char *hook_name(void *ctx, int seat)
{
    const online_trts *ot = ctx;
    return seat >= 0 && seat < ot->seats.n_seats ? ot->seats.seats[seat].name : "";
}

static void hook_status(void *ctx, trts_remote_status *out)
{
    const online_trts *ot = ctx;
    out->line[0] = '\0';
    /* TRANSLATORS: online TRTS: the link dropped; it reconnects by itself and takes the seat back */
    out->down = online_status_down(ot->conn, ot->seat, _("Connection lost: trying again, your seat is kept."), out->line,
                                   sizeof out->line);
    if (out->down)
        return;
    if (ot->refused[0])
        /* TRANSLATORS: online TRTS: the server refused the seat's order (why) */
        snprintf(out->line, sizeof out->line, _("Order refused: %.200s"), ot->refused);
    else
        online_status_up(ot->conn, out->line, sizeof out->line);
}

static bool hook_refusal(void *ctx, char *why, size_t size)
{
    online_trts *ot = ctx;
    return online_status_refusal(&ot->refused_new, ot->refused, why, size);
}

static void hook_close(void *ctx) { ((online_trts *)ctx)->on_screen = false; }

void online_trts_hook(online_trts *ot, trts_remote *out)
{
    *out = (trts_remote){ot,        ot->seat,  hook_send,   hook_next,    hook_waiting, hook_connected,
                         hook_name, hook_status, hook_refusal, hook_close, &ot->events};
    /* the screen starts from the state as it is now: its first `next` */
    ot->queue[0] = ot->now;
    ot->head = 0;
    ot->count = ot->have ? 1 : 0;
    ot->on_screen = true;
}

bool online_trts_on_screen(const online_trts *ot) { return ot->on_screen; }

#endif
