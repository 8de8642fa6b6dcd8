/*
 * The Conquest screen's remote seat over a game server (front/online_conquest.h).
 */
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
#include "front/online_conquest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online/proto.h"
#include "online/status.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_record.h"
#include "skirmish/i18n.h"

#define QUEUE 8 /* turns not shown yet; more and the oldest goes (the map jumps) */

struct online_conquest {
    online_conn *conn;
    char game[16];
    int seat;
    bool have;                  /* a state came */
    cq_graph graph;             /* the first state's graph: the vertex order every state follows */
    cq_state now;               /* the last state told */
    char map_file[64];
    online_game seats;          /* names, who is connected */
    bool given[ONLINE_MAX_SEATS];
    conquest_remote_event queue[QUEUE];
    int head, count;
    char refused[300];          /* the server refused the seat's orders: why (until they go again) */
    bool refused_new;           /* not handed to the screen yet */
    /* The game from turn 1 as this seat saw it (kept here, so a screen closed
     * and opened again still replays and keeps the whole game); empty when a
     * turn was missed. */
    data_cq_record record;
    bool on_screen;
};

online_conquest *online_conquest_new(online_conn *conn, const char *game, int seat)
{
    online_conquest *oc = calloc(1, sizeof *oc);
    if (oc == NULL)
        return NULL;
    oc->conn = conn;
    snprintf(oc->game, sizeof oc->game, "%s", game);
    oc->seat = seat;
    cq_graph_init(&oc->graph);
    data_cq_record_init(&oc->record);
    return oc;
}

void online_conquest_free(online_conquest *oc)
{
    if (oc == NULL)
        return;
    for (int i = 0; i < oc->count; i++)
        free(oc->queue[(oc->head + i) % QUEUE].orders);
    data_cq_record_free(&oc->record);
    cq_graph_free(&oc->graph);
    free(oc);
}

static conquest_remote_event *push(online_conquest *oc)
{
    if (oc->count == QUEUE) { /* the oldest goes: the screen's map jumps over it */
        free(oc->queue[oc->head].orders);
        oc->head = (oc->head + 1) % QUEUE;
        oc->count--;
    }
    conquest_remote_event *e = &oc->queue[(oc->head + oc->count) % QUEUE];
    memset(e, 0, sizeof *e);
    oc->count++;
    return e;
}

/* The view's `last_turn`: [player, from, to, units] each. */
static cq_order *last_turn(const cJSON *view, size_t *n)
{
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(view, "last_turn");
    int k = cJSON_GetArraySize(list);
    *n = 0;
    cq_order *o = malloc((size_t)(k > 0 ? k : 1) * sizeof *o);
    if (o == NULL)
        return NULL;
    const cJSON *it;
    cJSON_ArrayForEach(it, list)
    {
        if (cJSON_GetArraySize(it) != 4)
            continue;
        o[*n] = (cq_order){(int)cJSON_GetArrayItem(it, 0)->valuedouble, (int64_t)cJSON_GetArrayItem(it, 1)->valuedouble,
                           (int64_t)cJSON_GetArrayItem(it, 2)->valuedouble, (int64_t)cJSON_GetArrayItem(it, 3)->valuedouble};
        (*n)++;
    }
    return o;
}

static void on_view(online_conquest *oc, const cJSON *v)
{
    memset(&oc->seats, 0, sizeof oc->seats);
    online_parse_seats(cJSON_GetObjectItemCaseSensitive(v, "seats"), &oc->seats);
    const cJSON *given = cJSON_GetObjectItemCaseSensitive(v, "given");
    for (int p = 0; p < ONLINE_MAX_SEATS; p++)
        oc->given[p] = cJSON_IsTrue(cJSON_GetArrayItem(given, p));
    const char *file = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(v, "map"), "file"));
    if (file)
        snprintf(oc->map_file, sizeof oc->map_file, "%s", file);
    const cJSON *state = cJSON_GetObjectItemCaseSensitive(v, "state");
    if (!cJSON_IsObject(state))
        return; /* the game is still open */
    char *text = cJSON_PrintUnformatted(state);
    if (text == NULL)
        return;
    cq_graph g;
    cq_graph_init(&g);
    cq_state s;
    data_error err;
    bool ok = data_cq_state_parse(text, strlen(text), "view", &g, &s, NULL, &err);
    free(text);
    if (!ok) {
        cq_graph_free(&g);
        return;
    }
    if (!oc->have) {
        cq_graph_swap(&oc->graph, &g);
        s.graph = &oc->graph;
        oc->now = s;
        oc->have = true;
        if (s.turn == 1 && !data_cq_record_begin(&oc->record, &s))
            data_cq_record_free(&oc->record);
    } else if (s.turn != oc->now.turn || cq_state_over(&s) != cq_state_over(&oc->now)) {
        s.graph = &oc->graph;
        conquest_remote_event *e = push(oc);
        e->turn = s.turn == oc->now.turn + 1;
        e->before = oc->now;
        e->after = s;
        if (e->turn)
            e->orders = last_turn(v, &e->n);
        /* the record goes on while no turn is missed */
        data_cq_record *r = &oc->record;
        if (r->start && (!e->turn || r->start->turn + r->n_turns != e->before.turn ||
                         !data_cq_record_push_turn(r, e->orders, e->n)))
            data_cq_record_free(r);
        oc->now = s;
        oc->refused[0] = '\0';
    } else {
        s.graph = &oc->graph;
        oc->now = s; /* the same turn (who gave orders changed) */
    }
    /* The generator is told once the game is over (docs/protocol.md): till then
     * the record's start has none, and its turns do not replay. */
    const char *start_rng = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(v, "start_rng"));
    if (start_rng && oc->record.start) {
        oc->record.start->rng.state = strtoull(start_rng, NULL, 10);
        /* and the generator where the turns left it, as an offline game's */
        cq_state *end = malloc(sizeof *end);
        if (end && data_cq_record_replay(&oc->record, -1, end))
            oc->now.rng = end->rng;
        free(end);
    }
    cq_graph_free(&g);
}

void online_conquest_take(online_conquest *oc, const cJSON *msg)
{
    const char *type = online_msg_type(msg);
    const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "game"));
    if (strcmp(type, "view") == 0 && game && strcmp(game, oc->game) == 0)
        on_view(oc, msg);
    else if (strcmp(type, "error") == 0 && oc->have) {
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "code"));
        if (code && (strcmp(code, "illegal") == 0 || strcmp(code, "bad_action") == 0 || strcmp(code, "stale") == 0 ||
                     strcmp(code, "not_your_turn") == 0)) {
            online_error_text(msg, oc->refused, sizeof oc->refused);
            oc->refused_new = true;
        }
    }
}

bool online_conquest_ready(const online_conquest *oc) { return oc->have; }

bool online_conquest_match(online_conquest *oc, conquest_match *m)
{
    if (!oc->have)
        return false;
    int seats[CQ_MAX_PLAYERS];
    data_seat names[CQ_MAX_PLAYERS];
    memset(names, 0, sizeof names);
    for (int p = 0; p < oc->now.n_players; p++) {
        const online_seat *s = p < oc->seats.n_seats ? &oc->seats.seats[p] : NULL;
        cq_bot_level level = CQ_BOT_NORMAL;
        bool computer = s && strcmp(s->player, "computer") == 0;
        if (computer)
            cq_bot_level_parse(s->level, &level);
        seats[p] = p == oc->seat ? CONQUEST_SEAT_HUMAN : computer ? (int)level : CONQUEST_SEAT_REMOTE;
        data_seat_set(&names[p], computer, computer ? s->level : NULL);
        if (s && s->name[0])
            data_seat_set_name(names, oc->now.n_players, p, s->name);
        else if (!computer)
            /* TRANSLATORS: online Conquest: a seat nobody has taken yet (its number) */
            snprintf(names[p].name, sizeof names[p].name, _("Open seat %d"), p + 1);
    }
    cq_graph g;
    cq_graph_init(&g);
    if (!cq_graph_copy(&g, &oc->graph))
        return false;
    char map_name[64];
    snprintf(map_name, sizeof map_name, "%s", oc->map_file);
    char *dot = strrchr(map_name, '.');
    if (dot)
        *dot = '\0';
    bool ok = conquest_match_adopt(m, &g, &oc->now, seats, map_name);
    cq_graph_free(&g);
    if (ok)
        conquest_match_set_names(m, names, oc->now.n_players);
    /* the game so far: its replay, and its last turn's Steps and Replay */
    data_cq_record copy;
    data_cq_record_init(&copy);
    if (ok && oc->record.start && data_cq_record_copy(&copy, &oc->record))
        conquest_match_take_record(m, &copy);
    data_cq_record_free(&copy);
    /* what was queued is older than the state the screen starts from */
    for (int i = 0; i < oc->count; i++)
        free(oc->queue[(oc->head + i) % QUEUE].orders);
    oc->head = oc->count = 0;
    return ok;
}

/* ---- the hook ---- */

static bool hook_send(void *ctx, int turn, const cq_order *orders, size_t n)
{
    online_conquest *oc = ctx;
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "type", "act");
    cJSON_AddStringToObject(msg, "game", oc->game);
    cJSON_AddNumberToObject(msg, "seq", turn);
    cJSON *list = cJSON_AddArrayToObject(cJSON_AddObjectToObject(msg, "action"), "orders");
    for (size_t i = 0; list && i < n; i++) {
        cJSON *o = cJSON_CreateArray();
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)orders[i].from));
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)orders[i].to));
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)orders[i].units));
        cJSON_AddItemToArray(list, o);
    }
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    bool sent = text != NULL && online_conn_send(oc->conn, text);
    free(text);
    if (sent)
        oc->refused[0] = '\0';
    return sent;
}

static bool hook_next(void *ctx, conquest_remote_event *out)
{
    online_conquest *oc = ctx;
    if (oc->count == 0)
        return false;
    *out = oc->queue[oc->head]; /* its orders go with it */
    oc->head = (oc->head + 1) % QUEUE;
    oc->count--;
    return true;
}

static bool hook_given(void *ctx, int seat)
{
    const online_conquest *oc = ctx;
    return seat >= 0 && seat < ONLINE_MAX_SEATS && oc->given[seat];
}

static bool hook_connected(void *ctx, int seat)
{
    const online_conquest *oc = ctx;
    if (seat < 0 || seat >= oc->seats.n_seats)
        return true;
    const online_seat *s = &oc->seats.seats[seat];
    return strcmp(s->player, "computer") == 0 || s->connected;
}

static void hook_status(void *ctx, conquest_remote_status *out)
{
    const online_conquest *oc = ctx;
    out->line[0] = '\0';
    /* TRANSLATORS: online Conquest: the link dropped; it reconnects by itself and takes the seat back */
    out->down = online_status_down(oc->conn, oc->seat,
                                   _("Connection lost: trying again, your seat is kept (your orders go again once back)."),
                                   out->line, sizeof out->line);
    if (out->down)
        return;
    if (oc->refused[0])
        /* TRANSLATORS: online Conquest: the server refused the seat's orders (why); they can be given again */
        snprintf(out->line, sizeof out->line, _("Orders refused: %.200s"), oc->refused);
    else
        online_status_up(oc->conn, out->line, sizeof out->line);
}

static bool hook_refusal(void *ctx, char *why, size_t size)
{
    online_conquest *oc = ctx;
    return online_status_refusal(&oc->refused_new, oc->refused, why, size);
}

static int hook_links(void *ctx) { return online_conn_reconnects(((online_conquest *)ctx)->conn); }

static void hook_close(void *ctx) { ((online_conquest *)ctx)->on_screen = false; }

void online_conquest_hook(online_conquest *oc, conquest_remote *out)
{
    *out = (conquest_remote){oc,          oc->seat,    hook_send,    hook_next,  hook_given,
                             hook_connected, hook_status, hook_refusal, hook_links, hook_close};
    oc->on_screen = true;
}

bool online_conquest_on_screen(const online_conquest *oc) { return oc->on_screen; }

const cq_state *online_conquest_state(const online_conquest *oc) { return &oc->now; }

#endif
