/*
 * The Campaign screen's remote seat over a game server (front/online_campaign.h).
 */
#if defined(SKIRMISH_HAVE_ONLINE_CLIENT) && defined(SKIRMISH_HAVE_CAMPAIGN_CLIENT)
#include "front/online_campaign.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign/campaign.h"
#include "front/online_ca_board.h"
#include "online/proto.h"
#include "online/status.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

#define OUTBOX 24 /* decisions made and not yet answered: a Downtime's purchases */

struct online_campaign {
    online_conn *conn;
    char game[16];
    int seat;
    online_ca_mirror mirror;
    online_ca_board *board;     /* the duel on the battle screen */
    /* Decisions go one at a time, each with the seq of the view it is sent
     * on: the next once the server answered the last (its view or error
     * carries the act's id). One refused as stale (a view of another seat's
     * change crossed it) goes again on the newer view. */
    campaign_decision outbox[OUTBOX];
    int n_out;                  /* outbox[0] in flight when flying */
    bool flying;
    int flight_id, flight_seq, flight_links, retries; /* the act's id: its answer carries it */
    char refused[300];          /* the server refused the seat's last decision: why */
    bool refused_new;           /* not handed to the screen yet */
    bool on_screen;
    bool kept;                  /* the finished campaign kept among the replays */
    char kept_path[DATA_PATH_MAX];
};

static bool board_send(void *ctx, const char *action);
static void board_status(void *ctx, board_remote_status *out);

online_campaign *online_campaign_new(online_conn *conn, const char *game, int seat)
{
    online_campaign *oc = calloc(1, sizeof *oc);
    if (oc == NULL)
        return NULL;
    oc->conn = conn;
    snprintf(oc->game, sizeof oc->game, "%s", game);
    oc->seat = seat;
    online_ca_mirror_init(&oc->mirror, seat);
    online_ca_board_owner owner = {oc, board_send, board_status};
    oc->board = online_ca_board_new(&owner);
    if (oc->board == NULL) {
        free(oc);
        return NULL;
    }
    return oc;
}

void online_campaign_free(online_campaign *oc)
{
    if (oc == NULL)
        return;
    online_ca_board_free(oc->board);
    free(oc);
}

static bool refusal_code(const char *code)
{
    static const char *const codes[] = {"illegal", "bad_action", "stale", "not_your_turn"};
    for (size_t i = 0; code && i < sizeof codes / sizeof codes[0]; i++)
        if (strcmp(code, codes[i]) == 0)
            return true;
    return false;
}

static bool send_now(online_campaign *oc);
static void next_out(online_campaign *oc);

static bool answer_to(const online_campaign *oc, const cJSON *msg)
{
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    return cJSON_IsNumber(id) && id->valueint == oc->flight_id;
}

/* The finished campaign's record (the view's `record` once it is over) kept
 * among the replays, as an offline campaign's at its end: written to the
 * replays folder and kept from there, once. */
static void keep_replay(online_campaign *oc, const cJSON *record)
{
    char dir[DATA_PATH_MAX], tmp[DATA_PATH_MAX + 32];
    char *text = cJSON_IsObject(record) ? cJSON_PrintUnformatted(record) : NULL;
    if (text && data_replay_keep_dir(dir, sizeof dir)) {
        snprintf(tmp, sizeof tmp, "%s/.online-campaign.json", dir);
        FILE *f = fopen(tmp, "wb");
        bool written = f && fputs(text, f) >= 0;
        written = f && fclose(f) == 0 && written;
        data_error err;
        oc->kept = written && data_replay_keep_file(dir, tmp, "-campaign", oc->kept_path, sizeof oc->kept_path, &err);
        remove(tmp);
    }
    free(text);
}

void online_campaign_take(online_campaign *oc, const cJSON *msg)
{
    const char *type = online_msg_type(msg);
    const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "game"));
    if (strcmp(type, "view") == 0 && game && strcmp(game, oc->game) == 0) {
        char why[200];
        if (online_ca_mirror_take(&oc->mirror, msg, why, sizeof why)) {
            oc->refused[0] = '\0';
            if (oc->flying && answer_to(oc, msg))
                next_out(oc); /* answered: the next decision goes */
            else if (oc->flying && online_conn_reconnects(oc->conn) != oc->flight_links) {
                /* The link dropped with the decision on its way: the view the
                 * server sends once the seat is back says whether it had it. */
                if (oc->mirror.seq == oc->flight_seq)
                    send_now(oc);
                else
                    next_out(oc);
            }
            if (!oc->kept && cJSON_GetObjectItemCaseSensitive(msg, "record"))
                keep_replay(oc, cJSON_GetObjectItemCaseSensitive(msg, "record"));
            /* the duel on the board, or the one just fought as it ended (its last action) */
            const cJSON *duel = cJSON_GetObjectItemCaseSensitive(msg, "duel");
            online_ca_board_take(oc->board, duel ? duel : cJSON_GetObjectItemCaseSensitive(msg, "last_duel"));
        }
    } else if (strcmp(type, "error") == 0 && oc->mirror.started &&
               refusal_code(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "code")))) {
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(msg, "code"));
        if (oc->flying && !answer_to(oc, msg))
            return; /* not this decision's answer */
        if (oc->flying && strcmp(code, "stale") == 0 && oc->retries++ < 3) {
            send_now(oc); /* made on a view a newer one crossed: on the newer one */
            return;
        }
        oc->flying = false;
        oc->n_out = 0; /* what followed it was made on a state the server did not reach */
        online_error_text(msg, oc->refused, sizeof oc->refused);
        oc->refused_new = true;
        online_ca_board_refused(oc->board, oc->refused);
    }
}

bool online_campaign_ready(const online_campaign *oc) { return oc->mirror.started; }

bool online_campaign_on_screen(const online_campaign *oc) { return oc->on_screen; }

const online_ca_mirror *online_campaign_mirror(const online_campaign *oc) { return &oc->mirror; }

const online_ca_board *online_campaign_board(const online_campaign *oc) { return oc->board; }

const char *online_campaign_kept(const online_campaign *oc) { return oc->kept ? oc->kept_path : NULL; }

/* ---- decisions ---- */

static cJSON *int_list(const int *v, int n) { return cJSON_CreateIntArray(v, n); }

static cJSON *set_list(uint64_t set)
{
    int v[64], n = 0;
    for (int i = 0; i < 64; i++)
        if (set >> i & 1u)
            v[n++] = i;
    return int_list(v, n);
}

static cJSON *orders_json(const campaign_decision *d)
{
    cJSON *list = cJSON_CreateArray();
    for (int i = 0; i < d->n_orders; i++) {
        const campaign_order *o = &d->orders[i];
        cJSON *x = cJSON_CreateArray();
        cJSON_AddItemToArray(x, cJSON_CreateString(campaign_order_kind_id((campaign_order_kind)o->kind)));
        cJSON_AddItemToArray(x, cJSON_CreateNumber(o->army));
        if (o->kind == CAMPAIGN_ORDER_MOVE)
            cJSON_AddItemToArray(x, cJSON_CreateNumber(o->to));
        else if (o->kind == CAMPAIGN_ORDER_MERGE)
            cJSON_AddItemToArray(x, cJSON_CreateNumber(o->with));
        else if (o->kind == CAMPAIGN_ORDER_CREATE)
            cJSON_AddItemToArray(x, set_list(o->units));
        cJSON_AddItemToArray(list, x);
    }
    return list;
}

static const char *bonus_word(int bonus)
{
    static const char *const words[] = {"none", "ground", "ambuscade", "assault"};
    return bonus >= 0 && bonus < 4 ? words[bonus] : "none";
}

/* The decision as the protocol's `action` object. */
static cJSON *action_json(const campaign_decision *d)
{
    cJSON *a = cJSON_CreateObject();
    switch (d->kind) {
    case CAMPAIGN_DECIDE_RECRUIT: {
        /* the unit itself (one of the player's own making too), else the library's by name */
        char *unit = d->def.name[0] ? data_unit_to_json(&d->def) : NULL;
        cJSON *obj = unit ? cJSON_Parse(unit) : NULL;
        free(unit);
        if (obj)
            cJSON_AddItemToObject(a, "recruit", obj);
        else
            cJSON_AddStringToObject(a, "recruit", d->name);
        if (d->army != CAMPAIGN_NO_ARMY)
            cJSON_AddNumberToObject(a, "army", d->army);
        break;
    }
    case CAMPAIGN_DECIDE_DISMISS: cJSON_AddNumberToObject(a, "dismiss", d->uid); break;
    case CAMPAIGN_DECIDE_REPLENISH: cJSON_AddNumberToObject(a, "replenish", d->uid); break;
    case CAMPAIGN_DECIDE_TRAIT:
        cJSON_AddStringToObject(a, "trait", campaign_trait_get((campaign_trait)d->trait)->id);
        break;
    case CAMPAIGN_DECIDE_APPOINT: cJSON_AddNumberToObject(a, "appoint", d->uid); break;
    case CAMPAIGN_DECIDE_DOWNTIME_DONE: cJSON_AddBoolToObject(a, "done", true); break;
    case CAMPAIGN_DECIDE_ORDERS: cJSON_AddItemToObject(a, "orders", orders_json(d)); break;
    case CAMPAIGN_DECIDE_STANDOFFS: cJSON_AddItemToObject(a, "stand", set_list(d->stand)); break;
    case CAMPAIGN_DECIDE_SQUAD: cJSON_AddItemToObject(a, "squad", set_list(d->squad)); break;
    case CAMPAIGN_DECIDE_BONUS:
        cJSON_AddStringToObject(a, "bonus", bonus_word(d->bonus));
        if (d->bonus == CAMPAIGN_BONUS_GROUND) {
            cJSON_AddBoolToObject(a, "high_ranks", d->ground_high);
            cJSON_AddBoolToObject(a, "deploy_second", d->ground_second);
        } else if (d->bonus == CAMPAIGN_BONUS_AMBUSCADE)
            cJSON_AddNumberToObject(a, "unit", d->uid);
        break;
    case CAMPAIGN_DECIDE_BOARD: cJSON_AddStringToObject(a, "board", d->board); break;
    case CAMPAIGN_DECIDE_RETREAT: cJSON_AddNumberToObject(a, "retreat", d->loc); break;
    }
    return a;
}

/* Sends outbox[0] with the seq of the view now; false when it could not go. */
static bool send_now(online_campaign *oc)
{
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "type", "act");
    cJSON_AddStringToObject(msg, "game", oc->game);
    cJSON_AddNumberToObject(msg, "seq", oc->mirror.seq);
    cJSON_AddNumberToObject(msg, "id", ++oc->flight_id);
    cJSON_AddItemToObject(msg, "action", action_json(&oc->outbox[0]));
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    bool sent = text != NULL && online_conn_send(oc->conn, text);
    free(text);
    oc->flying = sent;
    oc->flight_seq = oc->mirror.seq;
    oc->flight_links = online_conn_reconnects(oc->conn);
    if (!sent)
        oc->n_out = 0; /* the link is down: the screen says so, the player decides again */
    return sent;
}

/* The decision in flight was answered: the next one goes. */
static void next_out(online_campaign *oc)
{
    oc->flying = false;
    oc->retries = 0;
    if (oc->n_out > 0)
        memmove(oc->outbox, oc->outbox + 1, (size_t)--oc->n_out * sizeof oc->outbox[0]);
    if (oc->n_out > 0)
        send_now(oc);
}

static bool hook_send(void *ctx, const campaign_decision *d)
{
    online_campaign *oc = ctx;
    if (oc->seat < 0 || oc->n_out == OUTBOX || online_conn_state(oc->conn) != ONLINE_CONNECTED)
        return false;
    oc->refused[0] = '\0';
    oc->outbox[oc->n_out++] = *d;
    return oc->flying || send_now(oc);
}

/* ---- the hook ---- */

static bool hook_state(void *ctx, campaign_state *out, int *serial)
{
    const online_campaign *oc = ctx;
    if (!oc->mirror.started || *serial == oc->mirror.serial)
        return false;
    const campaign_map *keep = out->map;
    *out = oc->mirror.st;
    out->map = keep;
    *serial = oc->mirror.serial;
    return true;
}

static bool hook_pending(void *ctx)
{
    const online_campaign *oc = ctx;
    return oc->flying || oc->n_out > 0;
}

static campaign_remote_ask hook_asked(void *ctx)
{
    const online_campaign *oc = ctx;
    static const char *const words[] = {"", "downtime", "orders", "standoffs", "squad", "bonus", "board", "retreat"};
    for (int i = 1; i < (int)(sizeof words / sizeof words[0]); i++)
        if (strcmp(oc->mirror.asked, words[i]) == 0)
            return (campaign_remote_ask)i;
    return CAMPAIGN_ASK_NONE;
}

static bool hook_ready(void *ctx, int seat)
{
    const online_campaign *oc = ctx;
    return seat < 0 || seat >= CAMPAIGN_MAX_PLAYERS || oc->mirror.ready[seat];
}

static bool hook_connected(void *ctx, int seat)
{
    const online_campaign *oc = ctx;
    if (seat < 0 || seat >= oc->mirror.seats.n_seats)
        return true;
    const online_seat *s = &oc->mirror.seats.seats[seat];
    return strcmp(s->player, "computer") == 0 || s->connected;
}

/* "Bob, Carol (not connected)": the seats the game waits for. */
static void waited_for(const online_campaign *oc, char *out, size_t size)
{
    out[0] = '\0';
    const online_ca_mirror *m = &oc->mirror;
    for (int p = 0; p < m->st.settings.n_players && p < m->seats.n_seats; p++) {
        if (p == oc->seat || m->ready[p])
            continue;
        const online_seat *s = &m->seats.seats[p];
        char one[96];
        if (strcmp(s->player, "open") == 0)
            /* TRANSLATORS: the lobby: a seat nobody has taken yet; %d its number from 1 */
            snprintf(one, sizeof one, _("seat %d (open)"), p + 1);
        else if (!hook_connected((void *)oc, p))
            /* TRANSLATORS: the lobby: a player whose connection is away; %s the name */
            snprintf(one, sizeof one, _("%s (not connected)"), s->name);
        else
            snprintf(one, sizeof one, "%s", s->name[0] ? s->name : "?");
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s%s", len ? ", " : "", one);
    }
}

static void hook_status(void *ctx, campaign_remote_status *out)
{
    const online_campaign *oc = ctx;
    out->line[0] = '\0';
    /* TRANSLATORS: online Campaign: the link dropped; it reconnects by itself and takes the seat back */
    out->down = online_status_down(oc->conn, oc->seat, _("Connection lost: trying again. Your seat is kept."), out->line,
                                   sizeof out->line);
    if (out->down)
        return;
    char waiting[200];
    waited_for(oc, waiting, sizeof waiting);
    if (oc->refused[0])
        /* TRANSLATORS: online Campaign: the server refused the seat's decision (why); it can be made again */
        snprintf(out->line, sizeof out->line, _("Refused: %.200s"), oc->refused);
    else if (waiting[0])
        /* TRANSLATORS: online Campaign: the link is up (the server's address), and the other players
         * the game waits for (whether or not this player has decided) */
        snprintf(out->line, sizeof out->line, _("Online: %.60s · still deciding: %.150s"), online_conn_address(oc->conn),
                 waiting);
    else
        online_status_up(oc->conn, out->line, sizeof out->line);
}

static bool hook_refusal(void *ctx, char *why, size_t size)
{
    online_campaign *oc = ctx;
    return online_status_refusal(&oc->refused_new, oc->refused, why, size);
}

static void hook_duel(void *ctx, campaign_remote_duel *out)
{
    online_campaign *oc = ctx;
    const online_ca_mirror *m = &oc->mirror;
    memset(out, 0, sizeof *out);
    out->on = m->on_board;
    out->battle = m->duel_battle;
    out->players[0] = m->duel_players[0];
    out->players[1] = m->duel_players[1];
    out->side = m->on_board ? m->duel_side : -1;
    out->active = m->duel_active;
    out->over = m->duel_over;
    out->winner = m->duel_winner;
    out->last_side = m->last_side;
    snprintf(out->last, sizeof out->last, "%s", m->last);
    out->loc = m->duel_loc;
    out->ended = !m->on_board && m->ended;
    out->ended_winner = m->ended_winner;
    out->n_legal = m->n_legal;
    out->legal = oc->mirror.legal;
}

static bool board_send(void *ctx, const char *action)
{
    campaign_decision d = {.kind = CAMPAIGN_DECIDE_BOARD};
    snprintf(d.board, sizeof d.board, "%s", action);
    return hook_send(ctx, &d);
}

static void board_status(void *ctx, board_remote_status *out)
{
    campaign_remote_status s;
    hook_status(ctx, &s);
    out->down = s.down;
    /* the line cut to the board's bar, never in the middle of a character */
    size_t n = strlen(s.line);
    if (n >= sizeof out->line) {
        n = sizeof out->line - 1;
        while (n > 0 && ((unsigned char)s.line[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out->line, s.line, n);
    out->line[n] = '\0';
}

static bool hook_board(void *ctx, board_match *m, board_remote *hook)
{
    online_campaign *oc = ctx;
    const online_ca_mirror *mi = &oc->mirror;
    const char *names[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++) {
        int p = mi->duel_players[s];
        names[s] = p >= 0 && p < mi->seats.n_seats ? mi->seats.seats[p].name : "";
    }
    if (!mi->on_board || !online_ca_board_match(oc->board, m, names))
        return false;
    online_ca_board_hook(oc->board, hook);
    return true;
}

static uint64_t hook_retreat_options(void *ctx) { return ((online_campaign *)ctx)->mirror.retreat_options; }

static int hook_links(void *ctx) { return online_conn_reconnects(((online_campaign *)ctx)->conn); }

static void hook_close(void *ctx) { ((online_campaign *)ctx)->on_screen = false; }


void online_campaign_hook(online_campaign *oc, campaign_remote *out)
{
    *out = (campaign_remote){.ctx = oc,
                             .seat = oc->seat,
                             .state = hook_state,
                             .asked = hook_asked,
                             .send = hook_send,
                             .pending = hook_pending,
                             .ready = hook_ready,
                             .connected = hook_connected,
                             .status = hook_status,
                             .refusal = hook_refusal,
                             .duel = hook_duel,
                             .board = hook_board,
                             .retreat_options = hook_retreat_options,
                             .links = hook_links,
                             .close = hook_close};
}

/* ---- the screen ---- */

bool online_campaign_open(online_campaign *oc, app *a)
{
    if (!oc->mirror.started)
        return false;
    campaign_content *k = campaign_content_get(a);
    const campaign_map *map = NULL;
    for (int i = 0; k && i < k->n_maps && map == NULL; i++)
        if (strcmp(k->maps[i].name, oc->mirror.map.name) == 0 && k->maps[i].n_locations == oc->mirror.map.n_locations)
            map = &k->maps[i];
    if (map == NULL) {
        /* TRANSLATORS: online Campaign: the server's campaign map is not among this client's (its name) */
        snprintf(a->message, sizeof a->message, _("This game's map (%.100s) is not installed here."),
                 oc->mirror.map.name);
        return false;
    }
    /* the seats named as the server names them (an open seat by its number) */
    const online_ca_mirror *m = &oc->mirror;
    int n = m->st.settings.n_players;
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    for (int p = 0; p < n; p++) {
        const online_seat *s = p < m->seats.n_seats ? &m->seats.seats[p] : NULL;
        bool computer = s && strcmp(s->player, "computer") == 0;
        data_seat_set(&seats[p], computer, computer ? s->level : NULL);
        if (s && s->name[0])
            data_seat_set_name(seats, n, p, s->name);
    }
    campaign_state *st = malloc(sizeof *st);
    if (st == NULL)
        return false;
    *st = m->st;
    st->map = map;
    campaign_remote hook;
    online_campaign_hook(oc, &hook);
    campaign_play_args args = {.map = map, .state = st, .seats = seats, .remote = &hook};
    oc->on_screen = app_scene_push(a, &campaign_play_scene, &args);
    free(st);
    return oc->on_screen;
}

#endif
