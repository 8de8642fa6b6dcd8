/*
 * The online Campaign's duel on the battle screen (front/online_ca_board.h).
 */
#if defined(SKIRMISH_HAVE_ONLINE_CLIENT) && defined(SKIRMISH_HAVE_CAMPAIGN_CLIENT)
#include "front/online_ca_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "online/ca_duel.h"
#include "online/mirror.h"
#include "skirmish/i18n.h"

#define EVENTS 64

struct online_ca_board {
    online_ca_board_owner owner;
    online_mirror mirror;
    bool built;
    uint64_t seed;              /* the stand-in seed (online/ca_duel.h), 0 none yet */
    int battle, players[ESC_SIDES], side;
    board_remote_event events[EVENTS];
    int first, n;
    bool sent;                  /* an action of this screen's is on its way */
    bool on_screen;
};

online_ca_board *online_ca_board_new(const online_ca_board_owner *owner)
{
    online_ca_board *b = calloc(1, sizeof *b);
    if (b == NULL)
        return NULL;
    b->owner = *owner;
    b->side = -1;
    online_mirror_init(&b->mirror);
    return b;
}

static void forget_events(online_ca_board *b)
{
    for (; b->n > 0; b->n--, b->first = (b->first + 1) % EVENTS)
        if (b->events[b->first].kind == BOARD_REMOTE_RECORD)
            esc_record_free(&b->events[b->first].record);
}

void online_ca_board_free(online_ca_board *b)
{
    if (b == NULL)
        return;
    forget_events(b);
    online_mirror_free(&b->mirror);
    free(b);
}

/* The next event slot; when the screen is that far behind it takes the whole match. */
static board_remote_event *add_event(online_ca_board *b, board_remote_kind kind)
{
    if (b->n == EVENTS) {
        forget_events(b);
        kind = BOARD_REMOTE_RECORD;
    }
    board_remote_event *e = &b->events[(b->first + b->n++) % EVENTS];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    return e;
}

static void add_record(online_ca_board *b)
{
    board_remote_event *e = add_event(b, BOARD_REMOTE_RECORD);
    if (!esc_record_copy(&e->record, &b->mirror.record))
        b->n--;
    b->sent = false;
}

/* The mirror built again from the whole duel the view carries. */
static bool build(online_ca_board *b, const cJSON *duel)
{
    cJSON *view, *history;
    if (!online_ca_duel_messages(duel, &b->seed, &view, &history))
        return false;
    char why[200];
    bool ok = online_mirror_build(&b->mirror, history, view, why, sizeof why);
    if (!ok)
        SDL_Log("online campaign: the duel does not replay: %s", why);
    cJSON_Delete(view);
    cJSON_Delete(history);
    return ok;
}

static int int_of(const cJSON *o, const char *key, int fallback)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valueint : fallback;
}

void online_ca_board_take(online_ca_board *b, const cJSON *duel)
{
    if (!cJSON_IsObject(duel))
        return; /* no duel on the board: the last one stays as it ended */
    int battle = int_of(duel, "battle", -1), side = int_of(duel, "side", -1);
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(duel, "players");
    int players[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        players[s] = cJSON_IsNumber(cJSON_GetArrayItem(pl, s)) ? cJSON_GetArrayItem(pl, s)->valueint : -1;
    int n = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(duel, "actions"));
    bool same = b->built && battle == b->battle && players[0] == b->players[0] && players[1] == b->players[1] &&
                n >= b->mirror.n_actions;
    if (!same) {
        /* another duel (the next of the battle's chain, or another battle):
         * a screen still showing the last one keeps it as it ended */
        forget_events(b);
        b->on_screen = false;
        b->seed = 0;
        b->battle = battle;
        b->players[0] = players[0];
        b->players[1] = players[1];
        b->side = side;
        b->built = build(b, duel);
        return;
    }
    if (n == b->mirror.n_actions)
        return;
    cJSON *view, *history;
    if (!online_ca_duel_messages(duel, &b->seed, &view, &history))
        return;
    esc_action a;
    online_mirror_step step = n == b->mirror.n_actions + 1 ? online_mirror_follow(&b->mirror, view, &a)
                                                          : ONLINE_MIRROR_NEED_HISTORY;
    char why[200];
    if (step == ONLINE_MIRROR_STEP) {
        add_event(b, BOARD_REMOTE_ACTION)->action = a;
        b->sent = false;
    } else if (step == ONLINE_MIRROR_REBUILT) {
        add_record(b);
    } else if (step == ONLINE_MIRROR_NEED_HISTORY) {
        b->built = online_mirror_build(&b->mirror, history, view, why, sizeof why);
        if (b->built)
            add_record(b);
        else
            SDL_Log("online campaign: the duel does not replay: %s", why);
    }
    cJSON_Delete(view);
    cJSON_Delete(history);
}

void online_ca_board_refused(online_ca_board *b, const char *why)
{
    if (!b->sent)
        return;
    board_remote_event *e = add_event(b, BOARD_REMOTE_REFUSED);
    snprintf(e->why, sizeof e->why, "%s", why);
    b->sent = false;
}

bool online_ca_board_ready(const online_ca_board *b) { return b->built; }

bool online_ca_board_complete(const online_ca_board *b) { return b->built && b->mirror.complete; }

const esc_record *online_ca_board_record(const online_ca_board *b) { return &b->mirror.record; }

bool online_ca_board_match(online_ca_board *b, board_match *m, const char *const names[ESC_SIDES])
{
    board_match_init_empty(m);
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    if (!b->built || !esc_record_copy(&rec, &b->mirror.record))
        return false;
    data_seat seats[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        data_seat_set(&seats[s], false, NULL);
        data_seat_set_name(seats, ESC_SIDES, s, names[s]);
    }
    board_match_adopt(m, &rec, seats);
    for (int s = 0; s < ESC_SIDES; s++)
        m->human[s] = s == b->side;
    m->remote = true;
    m->bottom = b->side;
    forget_events(b); /* the match is the mirror's now: what waited is in it */
    return true;
}

/* ---- the hook ---- */

static bool hook_send(void *ctx, const esc_game *g, const esc_action *action)
{
    online_ca_board *b = ctx;
    if (b->sent)
        return false;
    char text[ESC_ACTION_TEXT_MAX];
    esc_action_format(g, action, text);
    b->sent = b->owner.send(b->owner.ctx, text);
    return b->sent;
}

static bool hook_next(void *ctx, board_remote_event *out)
{
    online_ca_board *b = ctx;
    if (b->n == 0)
        return false;
    *out = b->events[b->first]; /* a record goes to the screen with it */
    b->first = (b->first + 1) % EVENTS;
    b->n--;
    return true;
}

static void hook_status(void *ctx, board_remote_status *out)
{
    online_ca_board *b = ctx;
    b->owner.status(b->owner.ctx, out);
}

static bool hook_hidden(void *ctx, int unit) { return online_mirror_unit_hidden(&((online_ca_board *)ctx)->mirror, unit); }

static void hook_close(void *ctx) { ((online_ca_board *)ctx)->on_screen = false; }

void online_ca_board_hook(online_ca_board *b, board_remote *out)
{
    *out = (board_remote){.ctx = b,
                          .side = b->side,
                          .send = hook_send,
                          .next = hook_next,
                          .status = hook_status,
                          .unit_hidden = hook_hidden,
                          .close = hook_close};
    b->on_screen = true;
}

bool online_ca_board_on_screen(const online_ca_board *b) { return b->on_screen; }

#endif
