/*
 * The battle screen's remote seat over a game server (front/online_battle.h).
 */
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
#include "front/online_battle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online/mirror.h"
#include "online/proto.h"
#include "skirmish/i18n.h"

#define QUEUE 64

struct online_battle {
    online_conn *conn;
    char game[16];
    int seat;
    online_mirror mirror;
    bool built;
    bool asked;                 /* a history request is on its way */
    cJSON *view;                /* the last view */
    online_game seats;          /* who is connected */
    board_remote_event queue[QUEUE];
    int head, count;
    bool pending;               /* this screen's action sent */
    int pending_seq, pending_reconnects;
    bool on_screen;
};

static void ask_history(online_battle *ob)
{
    char text[160];
    snprintf(text, sizeof text, "{\"type\":\"history\",\"game\":\"%s\"}", ob->game);
    ob->asked = online_conn_send(ob->conn, text);
}

online_battle *online_battle_new(online_conn *conn, const char *game, int seat)
{
    online_battle *ob = calloc(1, sizeof *ob);
    if (ob == NULL)
        return NULL;
    ob->conn = conn;
    snprintf(ob->game, sizeof ob->game, "%s", game);
    ob->seat = seat;
    online_mirror_init(&ob->mirror);
    ask_history(ob);
    return ob;
}

static void drop_queue(online_battle *ob)
{
    while (ob->count > 0) {
        board_remote_event *e = &ob->queue[ob->head];
        if (e->kind == BOARD_REMOTE_RECORD)
            esc_record_free(&e->record);
        ob->head = (ob->head + 1) % QUEUE;
        ob->count--;
    }
}

void online_battle_free(online_battle *ob)
{
    if (ob == NULL)
        return;
    drop_queue(ob);
    online_mirror_free(&ob->mirror);
    cJSON_Delete(ob->view);
    free(ob);
}

static board_remote_event *push(online_battle *ob, board_remote_kind kind)
{
    if (ob->count == QUEUE) {
        /* Too far behind: the screen takes the whole match again. */
        drop_queue(ob);
        kind = BOARD_REMOTE_RECORD;
    }
    board_remote_event *e = &ob->queue[(ob->head + ob->count) % QUEUE];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    ob->count++;
    return e;
}

static void push_record(online_battle *ob)
{
    board_remote_event *e = push(ob, BOARD_REMOTE_RECORD);
    if (!esc_record_copy(&e->record, &ob->mirror.record)) {
        ob->count--;
        return;
    }
    ob->pending = false;
}

static int seq_of(const cJSON *m)
{
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(m, "seq");
    return cJSON_IsNumber(s) ? s->valueint : -1;
}

static void on_view(online_battle *ob, const cJSON *v)
{
    cJSON_Delete(ob->view);
    ob->view = cJSON_Duplicate(v, true);
    memset(&ob->seats, 0, sizeof ob->seats);
    online_parse_seats(cJSON_GetObjectItemCaseSensitive(v, "seats"), &ob->seats);
    const char *status = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(v, "status"));
    snprintf(ob->seats.status, sizeof ob->seats.status, "%s", status ? status : "");
    if (!ob->built) {
        if (!ob->asked)
            ask_history(ob);
        return;
    }
    if (ob->pending && seq_of(v) == ob->pending_seq && online_conn_reconnects(ob->conn) != ob->pending_reconnects) {
        /* The link dropped after the action went: the server never played it. */
        board_remote_event *e = push(ob, BOARD_REMOTE_REFUSED);
        /* TRANSLATORS: online, the connection dropped before the server had the player's action */
        snprintf(e->why, sizeof e->why, "%s", _("The connection dropped before the server had it: play it again"));
        ob->pending = false;
        return;
    }
    esc_action a;
    switch (online_mirror_follow(&ob->mirror, v, &a)) {
    case ONLINE_MIRROR_SAME:
        break;
    case ONLINE_MIRROR_STEP:
        push(ob, BOARD_REMOTE_ACTION)->action = a;
        if (ob->pending && seq_of(v) == ob->pending_seq + 1)
            ob->pending = false;
        break;
    case ONLINE_MIRROR_REBUILT:
        push_record(ob);
        break;
    case ONLINE_MIRROR_NEED_HISTORY:
        if (!ob->asked)
            ask_history(ob);
        break;
    }
}

static void on_history(online_battle *ob, const cJSON *h)
{
    ob->asked = false;
    if (ob->view == NULL || seq_of(h) != seq_of(ob->view)) {
        ask_history(ob); /* a view came meanwhile: asked again for the same position */
        return;
    }
    char why[200];
    if (!online_mirror_build(&ob->mirror, h, ob->view, why, sizeof why)) {
        SDL_Log("online battle: the history does not replay: %s", why);
        ob->built = false;
        return;
    }
    bool was = ob->built;
    ob->built = true;
    if (was || ob->on_screen)
        push_record(ob);
}

void online_battle_take(online_battle *ob, const cJSON *msg)
{
    const char *type = online_msg_type(msg);
    const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "game"));
    if (strcmp(type, "view") == 0 && game && strcmp(game, ob->game) == 0) {
        on_view(ob, msg);
    } else if (strcmp(type, "history") == 0 && game && strcmp(game, ob->game) == 0) {
        on_history(ob, msg);
    } else if (strcmp(type, "error") == 0 && ob->pending) {
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "code"));
        if (code && (strcmp(code, "illegal") == 0 || strcmp(code, "stale") == 0 ||
                     strcmp(code, "not_your_turn") == 0 || strcmp(code, "bad_action") == 0 ||
                     strcmp(code, "game_over") == 0 || strcmp(code, "internal") == 0)) {
            board_remote_event *e = push(ob, BOARD_REMOTE_REFUSED);
            online_error_text(msg, e->why, sizeof e->why);
            ob->pending = false;
            if (strcmp(code, "stale") == 0 && !ob->asked)
                ask_history(ob);
        }
    }
}

bool online_battle_ready(const online_battle *ob)
{
    return ob->built;
}

const esc_record *online_battle_record(const online_battle *ob)
{
    return &ob->mirror.record;
}

bool online_battle_match(online_battle *ob, board_match *m)
{
    board_match_init_empty(m);
    if (!ob->built)
        return false;
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    if (!esc_record_copy(&rec, &ob->mirror.record))
        return false;
    data_seat seats[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        data_seat_set(&seats[s], false, NULL);
        if (s < ob->seats.n_seats)
            data_seat_set_name(seats, ESC_SIDES, s, ob->seats.seats[s].name);
    }
    board_match_adopt(m, &rec, seats);
    for (int s = 0; s < ESC_SIDES; s++)
        m->human[s] = s == ob->seat;
    m->remote = true;
    m->bottom = ob->seat >= 0 ? ob->seat : -1; /* the seat's own ranks at the bottom */
    drop_queue(ob); /* the match is now as the mirror: what was queued is in it */
    return true;
}

/* ---- the hook ---- */

static bool hook_send(void *ctx, const esc_game *g, const esc_action *action)
{
    online_battle *ob = ctx;
    if (ob->pending || online_conn_state(ob->conn) != ONLINE_CONNECTED)
        return false;
    char text[ESC_ACTION_TEXT_MAX];
    esc_action_format(g, action, text);
    char *msg = online_msg_act(ob->game, ob->mirror.n_actions, text);
    bool sent = msg && online_conn_send(ob->conn, msg);
    free(msg);
    if (sent) {
        ob->pending = true;
        ob->pending_seq = ob->mirror.n_actions;
        ob->pending_reconnects = online_conn_reconnects(ob->conn);
    }
    return sent;
}

static bool hook_next(void *ctx, board_remote_event *out)
{
    online_battle *ob = ctx;
    if (ob->count == 0)
        return false;
    *out = ob->queue[ob->head]; /* the record's actions move to the screen with it */
    ob->head = (ob->head + 1) % QUEUE;
    ob->count--;
    return true;
}

static void hook_status(void *ctx, board_remote_status *out)
{
    online_battle *ob = ctx;
    online_state st = online_conn_state(ob->conn);
    out->down = st == ONLINE_LOST || st == ONLINE_RECONNECTING || st == ONLINE_FAILED;
    online_game_waiting(&ob->seats, out->line, sizeof out->line);
    if (!out->line[0] && strcmp(ob->seats.status, "over") != 0)
        /* TRANSLATORS: online, the battle's top bar: both players are connected */
        snprintf(out->line, sizeof out->line, "%s", _("Online: both players connected"));
}

static bool hook_hidden(void *ctx, int unit)
{
    online_battle *ob = ctx;
    return online_mirror_unit_hidden(&ob->mirror, unit);
}

static void hook_close(void *ctx)
{
    online_battle *ob = ctx;
    ob->on_screen = false;
}

void online_battle_hook(online_battle *ob, board_remote *out)
{
    memset(out, 0, sizeof *out);
    out->ctx = ob;
    out->side = ob->seat;
    out->send = hook_send;
    out->next = hook_next;
    out->status = hook_status;
    out->unit_hidden = hook_hidden;
    out->close = hook_close;
    ob->on_screen = true;
}

bool online_battle_on_screen(const online_battle *ob)
{
    return ob->on_screen;
}
#endif
