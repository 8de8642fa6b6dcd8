/*
 * Play online and Host a game (issue 39): the lobby of a game server. The
 * player types the server's address and a name and connects; the server's
 * games are listed (game, map, seats, who is awaited) and refreshed while the
 * screen is open; a game is created (the kind, the map, the squad or faction
 * from the game's own content, the other seat open for a friend or the
 * server's computer at a level), an open seat joined or a game watched. Host a
 * game first starts the server inside the client (online/host.h) on this
 * machine only; "Open to my network" asks before it lets other machines in,
 * and the address to give a friend is shown. The connection (online/conn.h)
 * reconnects by itself; the screen says what it is doing.
 */
/* Built with the game server's library only (src/client/CMakeLists.txt). */
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "front/front.h"
#include "front/online_create.h"
#include "front/online_kinds.h"
#include "online/conn.h"
#include "online/host.h"
#include "online/proto.h"
#include "online/seats.h"
#include "shell/field.h"
#include "shell/ui.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

#define LIST_EVERY_MS 2500
#ifndef SKIRMISH_CLIENT_VERSION
#define SKIRMISH_CLIENT_VERSION ""
#endif

typedef struct online_screen {
    bool hosting;                 /* opened as Host a game */
    online_host *host;
    online_conn *conn;
    SDL_TimerID timer;
    char address[128], name[40];
    char said_name[40];           /* the name the connection last said */
    ui_field fields[2];           /* name, address */
    online_game games[ONLINE_MAX_GAMES];
    int n_games, selected, first_row;
    online_create create;         /* the Create form (front/online_create.h) */
    /* The game this connection is in ("" none). */
    char game[16];
    int seat;                     /* -1 watching */
    online_game current;
    char current_status[12];
    char note[520];               /* the last answer worth saying (an error) */
    char addresses[512];          /* Host: the addresses to give a friend */
    Uint32 last_list;
    /* The seats held on servers, kept between runs (online/seats.h). */
    online_seats kept;
    char kept_path[DATA_PATH_MAX];
    char resuming[16];            /* the game a "Take my seat back" asked for */
    /* The game held or watched, played on its own screen once it starts
     * (front/online_kinds.h). */
    online_kinds kinds;
} online_screen;

static void drop_battle(online_screen *o) { online_kinds_drop(&o->kinds); }

static Uint32 wake_timer(Uint32 interval, void *param)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = (Uint32)(uintptr_t)param;
    SDL_PushEvent(&e);
    return interval;
}

/* Which server a kept seat is on: its address, or "hosted" for the games this
 * machine hosts (whatever port the server got). */
static const char *seat_key(const online_screen *o)
{
    return o->hosting ? "hosted" : online_conn_address(o->conn);
}

static void send_text(online_screen *o, char *text)
{
    /* The name typed since connecting (the host connects before any is typed)
     * is said first, so that the game created or joined shows it. */
    if (o->conn && strcmp(o->name, o->said_name) != 0 && online_conn_set_name(o->conn, o->name)) {
        snprintf(o->said_name, sizeof o->said_name, "%s", o->name);
        snprintf(o->kept.name, sizeof o->kept.name, "%s", o->name); /* for the next visit */
        char kwhy[500];
        if (o->kept_path[0] && !online_seats_save(o->kept_path, &o->kept, kwhy, sizeof kwhy))
            snprintf(o->note, sizeof o->note, "%s", kwhy);
    }
    if (text == NULL || !online_conn_send(o->conn, text))
        /* TRANSLATORS: the lobby: a request could not be sent (the link is down or busy) */
        snprintf(o->note, sizeof o->note, "%s", _("Not sent: the connection is not up"));
    free(text);
}

static void connect_now(app *a, online_screen *o)
{
    /* A bad address changes nothing: the link that is up stays up. */
    char host[256], why0[512];
    int port;
    bool tls;
    if (!online_parse_address(o->address, host, sizeof host, &port, &tls, why0, sizeof why0)) {
        snprintf(o->note, sizeof o->note, "%s", why0);
        return;
    }
    char was_in[16];
    snprintf(was_in, sizeof was_in, "%s", o->game);
    drop_battle(o);
    online_conn_close(o->conn);
    o->conn = NULL;
    o->n_games = 0;
    o->game[0] = '\0';
    o->create.n_kinds = 0;
    char why[512];
    o->conn = online_conn_open(o->address, o->name, a->wake_event, why, sizeof why);
    snprintf(o->said_name, sizeof o->said_name, "%s", o->name);
    snprintf(o->note, sizeof o->note, "%s", o->conn ? "" : why);
    o->last_list = 0;
    /* Connecting again to the same server (Reconnect, the host opened to the
     * network) takes the seat held back at once. */
    const online_saved_seat *held = o->conn && was_in[0] ? online_seats_find(&o->kept, seat_key(o), was_in) : NULL;
    if (held)
        online_conn_take_seat(o->conn, held->game, held->seat, held->token);
    /* The fields as used, for the next visit (a host's loopback address is not the one typed). */
    if (o->conn && o->kept_path[0]) {
        snprintf(o->kept.name, sizeof o->kept.name, "%s", o->name);
        if (!o->hosting)
            snprintf(o->kept.address, sizeof o->kept.address, "%s", o->address);
        char kwhy[500];
        if (!online_seats_save(o->kept_path, &o->kept, kwhy, sizeof kwhy))
            snprintf(o->note, sizeof o->note, "%s", kwhy);
    }
}

static bool start_host(app *a, online_screen *o, bool open_to_network)
{
    char store[DATA_PATH_MAX], why[512] = "";
    if (!data_paths_join(store, sizeof store, a->user_dir, "server")) {
        snprintf(o->note, sizeof o->note, "%s", _("No folder for the hosted games"));
        return false;
    }
    drop_battle(o);
    online_conn_close(o->conn);
    o->conn = NULL;
    online_host_stop(o->host);
    o->host = online_host_start(ONLINE_DEFAULT_PORT, open_to_network, a->assets.data_dir, store, SKIRMISH_CLIENT_VERSION,
                                why, sizeof why);
    if (o->host == NULL) /* the usual port taken (another game hosting): any free one */
        o->host = online_host_start(0, open_to_network, a->assets.data_dir, store, SKIRMISH_CLIENT_VERSION, why,
                                    sizeof why);
    if (o->host == NULL) {
        /* TRANSLATORS: Host a game: the server could not start; %s why */
        snprintf(o->note, sizeof o->note, _("The game could not be hosted: %s"), why);
        o->addresses[0] = '\0';
        return false;
    }
    online_host_addresses(o->host, o->addresses, sizeof o->addresses);
    snprintf(o->address, sizeof o->address, "127.0.0.1:%d", online_host_port(o->host));
    connect_now(a, o);
    return true;
}

static bool online_enter(app *a, const void *arg, void **self)
{
    online_screen *o = calloc(1, sizeof *o);
    if (o == NULL)
        return false;
    o->hosting = arg != NULL && *(const bool *)arg;
    o->selected = -1;
    o->seat = -1;
    online_create_init(&o->create);
    const char *user = getenv("USER");
    snprintf(o->name, sizeof o->name, "%s", user && user[0] ? user : "Player");
    snprintf(o->address, sizeof o->address, "127.0.0.1:%d", ONLINE_DEFAULT_PORT);
    char why[500];
    if (data_paths_join(o->kept_path, sizeof o->kept_path, a->user_dir, "online-seats.json") &&
        !online_seats_load(o->kept_path, &o->kept, why, sizeof why))
        snprintf(o->note, sizeof o->note, "%s", why);
    if (o->kept.name[0])
        snprintf(o->name, sizeof o->name, "%s", o->kept.name);
    if (o->kept.address[0])
        snprintf(o->address, sizeof o->address, "%s", o->kept.address);
    *self = o;
    if (o->hosting)
        start_host(a, o, false);
    o->timer = SDL_AddTimer(LIST_EVERY_MS, wake_timer, (void *)(uintptr_t)a->wake_event);
    return true;
}

static void online_leave(app *a, void *self)
{
    (void)a;
    online_screen *o = self;
    if (o->timer)
        SDL_RemoveTimer(o->timer);
    drop_battle(o);
    online_conn_close(o->conn);
    online_host_stop(o->host);
    free(o);
}

/* ---- what the server says ---- */

static void on_message(app *a, online_screen *o, const cJSON *j)
{
    online_kinds_take(&o->kinds, j);
    const char *type = online_msg_type(j);
    if (strcmp(type, "welcome") == 0) {
        online_create_kinds(&o->create, cJSON_GetObjectItemCaseSensitive(j, "kinds"));
        char *list = online_msg_list();
        if (list && online_conn_send(o->conn, list))
            o->last_list = SDL_GetTicks();
        free(list);
    } else if (strcmp(type, "games") == 0) {
        char keep[16];
        snprintf(keep, sizeof keep, "%s", o->selected >= 0 && o->selected < o->n_games ? o->games[o->selected].id : "");
        o->n_games = online_parse_games(j, o->games, ONLINE_MAX_GAMES);
        o->selected = -1;
        for (int i = 0; i < o->n_games; i++)
            if (strcmp(o->games[i].id, keep) == 0)
                o->selected = i;
        if (o->selected < 0 && o->n_games > 0)
            o->selected = 0; /* the newest: Join works at once */
    } else if (strcmp(type, "joined") == 0 || strcmp(type, "watching") == 0) {
        const char *g = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "game"));
        if (online_kinds_any(&o->kinds) && (g == NULL || strcmp(g, o->game) != 0))
            drop_battle(o); /* another game: its own battle */
        snprintf(o->game, sizeof o->game, "%s", g ? g : "");
        const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
        o->seat = strcmp(type, "joined") == 0 && cJSON_IsNumber(seat) ? seat->valueint : -1;
        o->note[0] = '\0';
        o->resuming[0] = '\0';
        const char *token = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "token"));
        if (o->seat >= 0 && token && o->kept_path[0]) {
            /* Kept for the next run: the seat comes back with one click. */
            online_saved_seat keep;
            memset(&keep, 0, sizeof keep);
            snprintf(keep.address, sizeof keep.address, "%s", seat_key(o));
            snprintf(keep.game, sizeof keep.game, "%s", o->game);
            snprintf(keep.token, sizeof keep.token, "%s", token);
            keep.seat = o->seat;
            online_seats_put(&o->kept, &keep);
            char why[500];
            if (!online_seats_save(o->kept_path, &o->kept, why, sizeof why))
                snprintf(o->note, sizeof o->note, "%s", why);
        }
    } else if (strcmp(type, "view") == 0) {
        const char *g = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "game"));
        if (g && strcmp(g, o->game) == 0) {
            memset(&o->current, 0, sizeof o->current);
            snprintf(o->current.id, sizeof o->current.id, "%s", g);
            const char *kind = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "kind"));
            const char *status = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "status"));
            snprintf(o->current.kind, sizeof o->current.kind, "%s", kind ? kind : "");
            snprintf(o->current.status, sizeof o->current.status, "%s", status ? status : "");
            const cJSON *map = cJSON_GetObjectItemCaseSensitive(j, "map");
            const char *mn = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(map, "name"));
            if (mn == NULL) /* a Conquest view names its map by file */
                mn = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(map, "file"));
            snprintf(o->current.map, sizeof o->current.map, "%s", mn ? mn : "");
            online_parse_seats(cJSON_GetObjectItemCaseSensitive(j, "seats"), &o->current);
            /* A started game: its own screen (front/online_kinds.h). */
            online_kinds_view(&o->kinds, a, o->conn, o->game, o->seat, o->current.kind, o->current.status, j);
        }
    } else if (strcmp(type, "left") == 0) {
        o->game[0] = '\0';
        drop_battle(o);
    } else if (strcmp(type, "error") == 0) {
        online_error_text(j, o->note, sizeof o->note);
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "code"));
        if (code && o->game[0] && !o->resuming[0] &&
            (strcmp(code, "bad_token") == 0 || strcmp(code, "no_game") == 0 || strcmp(code, "expired") == 0 ||
             strcmp(code, "replaced") == 0))
            snprintf(o->resuming, sizeof o->resuming, "%s", o->game); /* the game held is gone: forgotten below */
        if (code && o->resuming[0] && strcmp(code, "replaced") == 0) {
            o->game[0] = '\0'; /* another window holds the seat now: it stays kept */
            drop_battle(o);
            o->resuming[0] = '\0';
        }
        if (o->resuming[0] && code && (strcmp(code, "bad_token") == 0 || strcmp(code, "no_game") == 0 ||
                                       strcmp(code, "expired") == 0)) {
            o->game[0] = '\0';
            drop_battle(o);
            /* The server no longer has that seat: forgotten here too. */
            online_seats_forget(&o->kept, seat_key(o), o->resuming);
            char why[500];
            online_seats_save(o->kept_path, &o->kept, why, sizeof why);
            o->resuming[0] = '\0';
        }
    }
}

static bool online_update(app *a, void *self, float dt, bool on_top)
{
    (void)dt;
    online_screen *o = self;
    if (o->conn == NULL)
        return false;
    char *text;
    while ((text = online_conn_next(o->conn)) != NULL) {
        cJSON *j = cJSON_Parse(text);
        free(text);
        if (j)
            on_message(a, o, j);
        cJSON_Delete(j);
        a->dirty = true;
    }
    if (online_conn_state(o->conn) == ONLINE_CONNECTED && o->game[0] == '\0' &&
        SDL_GetTicks() - o->last_list >= LIST_EVERY_MS) {
        char *list = online_msg_list();
        if (list && online_conn_send(o->conn, list))
            o->last_list = SDL_GetTicks();
        free(list);
    }
    online_kinds_update(&o->kinds, a, on_top);
    return false;
}

/* ---- the player's requests ---- */

static int first_open_seat(const online_game *g)
{
    for (int i = 0; i < g->n_seats; i++)
        if (strcmp(g->seats[i].player, "open") == 0)
            return i;
    return -1;
}

static void join_game(app *a, online_screen *o, const online_game *g)
{
    int seat = first_open_seat(g);
    if (seat < 0)
        return;
    const esc_squad *squad = NULL;
    if (strcmp(g->kind, "escarmouche") == 0 && (squad = online_create_squad(a, &o->create)) == NULL)
        return;
    send_text(o, online_msg_join(g->id, seat, squad));
}

static void open_network(app *a, void *ctx)
{
    online_screen *o = ctx;
    start_host(a, o, true);
}

/* ---- drawing and input ---- */

static const char *state_line(const online_screen *o, char *buf, size_t size)
{
    if (o->conn == NULL)
        return o->note[0] ? "" : _("Not connected");
    char why[300];
    online_conn_why(o->conn, why, sizeof why);
    switch (online_conn_state(o->conn)) {
    case ONLINE_CONNECTING:
        /* TRANSLATORS: the lobby's state line; %s the server's address */
        snprintf(buf, size, _("Connecting to %s..."), online_conn_address(o->conn));
        break;
    case ONLINE_CONNECTED:
        if (o->hosting)
            /* TRANSLATORS: Host a game's state line: this client is in the server it runs */
            snprintf(buf, size, "%s", _("Your server is running, and you are connected to it"));
        else
            /* TRANSLATORS: the lobby's state line; %s the server's address */
            snprintf(buf, size, _("Connected to %s"), online_conn_address(o->conn));
        break;
    case ONLINE_LOST:
    case ONLINE_RECONNECTING:
        snprintf(buf, size, "%s", why);
        break;
    case ONLINE_FAILED:
        snprintf(buf, size, "%s", why);
        break;
    }
    return buf;
}

static void online_run(ui *u, void *self)
{
    app *a = u->app;
    online_screen *o = self;
    int px = ui_px(u, 15), small = ui_px(u, 13), row = ui_px(u, 40), gap = ui_px(u, 10), margin = ui_px(u, 32);
    SDL_Color dim = ui_rgb(160, 166, 180), warn = ui_rgb(255, 180, 120), good = ui_rgb(150, 220, 160);
    /* TRANSLATORS: the title of the lobby screen opened by Host a game */
    ui_screen_background(u, o->hosting ? _("Host a game") : _("Play online"));
    int y = ui_px(u, 100);
    bool typing = ui_fields_typing(o->fields, 2);

    /* The address, the name, Connect. */
    int x = margin, w = a->w - 2 * margin;
    int name_w = ui_px(u, 200), connect_w = ui_px(u, 170), addr_w;
    {   /* The right-hand button as wide as its longest label needs. */
        const char *labels[3] = {_("Connect"), _("Reconnect"), _("Open to my network")};
        for (int i = 0; i < 3; i++) {
            int need = ui_text_width(u, labels[i], px, true) + ui_px(u, 28);
            if (need > connect_w)
                connect_w = need;
        }
    }
    addr_w = w - name_w - connect_w - 2 * gap;
    ui_text(u, x, y, _("Your name"), small, false, dim, UI_LEFT);
    if (!o->hosting)
        /* TRANSLATORS: the lobby: the label of the server address field */
        ui_text(u, x + name_w + gap, y, _("Server address"), small, false, dim, UI_LEFT);
    y += ui_px(u, 20);
    ui_text_field(u, ui_rect(x, y, name_w, row), &o->fields[0], o->name, sizeof o->name, "Player");
    if (!o->hosting) {
        int f = ui_text_field(u, ui_rect(x + name_w + gap, y, addr_w, row), &o->fields[1], o->address,
                              sizeof o->address, "127.0.0.1:7474");
        bool connected = o->conn && online_conn_state(o->conn) != ONLINE_FAILED;
        /* TRANSLATORS: the lobby: connect to the server at the address typed */
        const char *label = connected ? _("Reconnect") : _("Connect");
        if (ui_button(u, ui_rect(x + w - connect_w, y, connect_w, row), label, true) ||
            ((f & UI_FIELD_DONE) && u->ev && u->ev->key == UI_KEY_ENTER)) {
            ui_fields_release(o->fields, 2);
            connect_now(a, o);
            return;
        }
    } else {
        /* Host: the address to give a friend, and opening to the network. */
        char line[700];
        if (o->host) {
            if (online_host_open_to_network(o->host))
                /* TRANSLATORS: Host a game: the addresses a friend types (one or more, comma-separated) */
                snprintf(line, sizeof line, _("Give your friend this address: %s"), o->addresses);
            else
                /* TRANSLATORS: Host a game, before it is opened to the network; %s the loopback address */
                snprintf(line, sizeof line, _("Hosting on this machine only (%s)"), o->addresses);
            for (char *p = line; *p; p++)
                if (*p == '\n')
                    *p = ',';
            ui_text_fit(u, ui_rect(x + name_w + gap, y, addr_w, row), line, px, true, good, UI_LEFT);
        }
        bool opened = o->host && online_host_open_to_network(o->host);
        /* TRANSLATORS: Host a game: let other machines on the network connect (asks first) */
        if (ui_button(u, ui_rect(x + w - connect_w, y, connect_w, row), _("Open to my network"), !opened)) {
            /* TRANSLATORS: Host a game: the question before the server listens beyond this machine */
            app_confirm(a, _("Let other machines connect to this game? Anyone who can reach this machine on your network could take an open seat."),
                        /* TRANSLATORS: the yes of the question before hosting opens to the network */
                        _("Allow"), _("Cancel"), open_network, o);
            return;
        }
    }
    y += row + gap;
    char state[400];
    const char *line = state_line(o, state, sizeof state);
    bool bad = o->conn && online_conn_state(o->conn) != ONLINE_CONNECTED;
    ui_text_fit(u, ui_rect(x, y, w, ui_px(u, 22)), line, small, false, bad ? warn : dim, UI_LEFT);
    y += ui_px(u, 22);
    if (o->note[0])
        ui_text_fit(u, ui_rect(x, y, w, ui_px(u, 22)), o->note, small, false, warn, UI_LEFT);
    y += ui_px(u, 28);

    bool up = o->conn && online_conn_state(o->conn) == ONLINE_CONNECTED;
    int bottom = a->h - ui_px(u, 70);
    int left_w = (w - gap) * 9 / 20, right_w = w - gap - left_w;
    SDL_Rect games_box = ui_rect(x, y, left_w, bottom - y), create_box = ui_rect(x + left_w + gap, y, right_w, bottom - y);
    ui_panel(u, games_box);
    ui_panel(u, create_box);

    /* The games on the server, or the game this connection is in. */
    int ix = games_box.x + gap, iw = games_box.w - 2 * gap, iy = games_box.y + gap;
    if (o->game[0]) {
        /* TRANSLATORS: the lobby: the panel of the game the player is in */
        ui_text(u, ix, iy, _("Your game"), px, true, ui_rgb(230, 232, 240), UI_LEFT);
        iy += ui_px(u, 30);
        char text[500], seats[300];
        online_game_seats_line(&o->current, seats, sizeof seats);
        snprintf(text, sizeof text, "%s · %s · %s", online_kind_label(o->current.kind), i18n_content(o->current.map), seats);
        ui_text_cut(u, text, sizeof text, small, false, iw);
        ui_text_fit(u, ui_rect(ix, iy, iw, ui_px(u, 24)), text, small, false, dim, UI_LEFT);
        iy += ui_px(u, 26);
        if (o->seat >= 0)
            /* TRANSLATORS: the lobby: which seat the player holds; %d from 1 */
            snprintf(text, sizeof text, _("You hold seat %d"), o->seat + 1);
        else
            /* TRANSLATORS: the lobby: the player watches the game */
            snprintf(text, sizeof text, "%s", _("You are watching"));
        ui_text_fit(u, ui_rect(ix, iy, iw, ui_px(u, 24)), text, small, false, dim, UI_LEFT);
        iy += ui_px(u, 26);
        online_game_waiting(&o->current, text, sizeof text);
        bool waiting = text[0] != '\0';
        ui_text_cut(u, text, sizeof text, small, true, iw);
        if (!waiting)
            snprintf(text, sizeof text, "%s",
                     strcmp(o->current.status, "over") == 0 ? _("The game is over")
                                                             /* TRANSLATORS: the lobby: every seat is taken and connected */
                                                             : _("Everyone is here: the game is on"));
        ui_text_fit(u, ui_rect(ix, iy, iw, ui_px(u, 24)), text, small, true, waiting ? warn : good, UI_LEFT);
        iy += ui_px(u, 28);
        bool open_seat = false;
        for (int i = 0; i < o->current.n_seats; i++)
            open_seat = open_seat || strcmp(o->current.seats[i].player, "open") == 0;
        if (o->hosting && open_seat && o->host) {
            /* What the host does next for a friend to take the open seat. */
            if (online_host_open_to_network(o->host))
                /* TRANSLATORS: Host a game, a seat still open: what the friend does (the lobby's own words) */
                snprintf(text, sizeof text, "%s", _("Your friend: Play online, type the address above, Connect, then "
                                                    "pick this game and Join."));
            else
                /* TRANSLATORS: Host a game, a seat still open, the game not yet open to other machines */
                snprintf(text, sizeof text, "%s", _("Only this machine can reach the game: press Open to my network "
                                                    "for a friend on another machine to join."));
            iy += ui_text_wrapped(u, ui_rect(ix, iy, iw, 0), text, small, dim) + ui_px(u, 8);
        }
        const char *back = online_kinds_back_label(&o->kinds);
        if (o->kinds.why[0]) /* its screen did not open: why */
            iy += ui_text_wrapped(u, ui_rect(ix, iy, iw, 0), o->kinds.why, small, warn) + ui_px(u, 8);
        if (back) {
            /* The game's screen was closed (Back to the lobby): open it again. */
            if (ui_button(u, ui_rect(ix, iy, ui_px(u, 200), row), back, up))
                online_kinds_reopen(&o->kinds); /* opened at the next update */
            iy += row + ui_px(u, 8);
        } else if (strcmp(o->current.status, "open") != 0 && !online_kinds_on_screens(o->current.kind) &&
                   strcmp(o->current.status, "over") != 0) {
            /* TRANSLATORS: the lobby, in a game whose own screens do not play online yet */
            iy += ui_text_wrapped(u, ui_rect(ix, iy, iw, 0),
                            _("This game's own screens do not play online games yet: your seat stays yours on the "
                              "server, and its token is kept on this machine."),
                            small, dim);
        }
        iy += ui_px(u, 8);
        /* TRANSLATORS: the lobby: leave the game (the seat stays the player's, to come back to) */
        if (ui_button(u, ui_rect(ix, iy, ui_px(u, 200), row), _("Leave the game"), up)) {
            send_text(o, online_msg_leave());
            o->game[0] = '\0';
            drop_battle(o);
            return;
        }
    } else {
        /* TRANSLATORS: the lobby: the heading of the list of the server's games */
        ui_text(u, ix, iy, _("Games on the server"), px, true, ui_rgb(230, 232, 240), UI_LEFT);
        iy += ui_px(u, 30);
        int rh = ui_px(u, 46), list_bottom = games_box.y + games_box.h - row - 2 * gap;
        int shown = 0;
        if (o->n_games == 0 && up)
            /* TRANSLATORS: the lobby: the server has no game yet */
            ui_text(u, ix, iy, _("No game yet: create one"), small, false, dim, UI_LEFT);
        for (int i = 0; i < o->n_games && iy + rh <= list_bottom; i++, shown++) {
            const online_game *g = &o->games[i];
            SDL_Rect r = ui_rect(ix, iy, iw, rh - ui_px(u, 4));
            bool sel = i == o->selected;
            if (u->draw)
                ui_fill(u, r, sel ? ui_rgb(60, 74, 104) : ui_rgb(38, 42, 54));
            else if (u->ev && u->ev->kind == UI_EV_MOUSE_DOWN && ui_hover(u, r)) {
                o->selected = i;
                a->dirty = true;
            }
            if (ui_focus(u, r) && ui_focus_activated(u))
                o->selected = i;
            char top[200], seats[300], wait[300];
            /* TRANSLATORS: a lobby row: the game's kind, its map and its status */
            const char *status = strcmp(g->status, "open") == 0 ? _("open") :
                                 strcmp(g->status, "over") == 0 ? _("over") : _("playing");
            snprintf(top, sizeof top, "%s · %s · %s", online_kind_label(g->kind), i18n_content(g->map), status);
            if (g->seed_chosen) {
                /* TRANSLATORS: a lobby row: its creator chose the game's seed, so may know its dice */
                size_t used = strlen(top);
                snprintf(top + used, sizeof top - used, " · %s", _("seed chosen by its creator"));
            }
            ui_text_cut(u, top, sizeof top, small, true, r.w - 2 * gap);
            online_game_seats_line(g, seats, sizeof seats);
            online_game_waiting(g, wait, sizeof wait);
            if (o->conn && online_seats_find(&o->kept, seat_key(o), g->id)) {
                char mine[160];
                /* TRANSLATORS: a lobby row: this player holds a seat in the game (kept from an earlier visit); %d from 1 */
                snprintf(mine, sizeof mine, _("Your seat %d"), online_seats_find(&o->kept, seat_key(o), g->id)->seat + 1);
                snprintf(wait, sizeof wait, "%s", mine);
            }
            ui_text_fit(u, ui_rect(r.x + gap, r.y + ui_px(u, 2), r.w - 2 * gap, ui_px(u, 20)), top, small, true,
                        ui_rgb(225, 228, 236), UI_LEFT);
            char second[700];
            snprintf(second, sizeof second, "%s", wait[0] ? wait : seats);
            ui_text_cut(u, second, sizeof second, small, false, r.w - 2 * gap);
            ui_text_fit(u, ui_rect(r.x + gap, r.y + ui_px(u, 21), r.w - 2 * gap, ui_px(u, 20)), second, small, false,
                        wait[0] ? warn : dim, UI_LEFT);
            iy += rh;
        }
        (void)shown;
        const online_game *g = o->selected >= 0 && o->selected < o->n_games ? &o->games[o->selected] : NULL;
        int by = games_box.y + games_box.h - row - gap, bw = (iw - gap) / 2;
        char join[120];
        /* Only the kinds this lobby knows how to join. */
        bool joinable = g && online_create_known(g->kind);
        int seat = joinable ? first_open_seat(g) : -1;
        const online_saved_seat *held = g && o->conn ? online_seats_find(&o->kept, seat_key(o), g->id) : NULL;
        if (held) {
            /* TRANSLATORS: the lobby: take back the seat this player holds in the selected game */
            if (ui_button(u, ui_rect(ix, by, bw, row), _("Take my seat back"), up)) {
                snprintf(o->resuming, sizeof o->resuming, "%s", held->game);
                online_conn_take_seat(o->conn, held->game, held->seat, held->token);
                return;
            }
        } else if (seat >= 0)
            /* TRANSLATORS: the lobby: take the selected game's open seat; %d its number from 1 */
            snprintf(join, sizeof join, _("Join seat %d"), seat + 1);
        else
            snprintf(join, sizeof join, "%s", _("Join"));
        if ((!held && ui_button(u, ui_rect(ix, by, bw, row), join, up && seat >= 0)) ||
            (!held && up && seat >= 0 && !typing && ui_pressed(u, UI_KEY_J))) {
            join_game(a, o, g);
            return;
        }
        /* TRANSLATORS: the lobby: watch the selected game (the public view) */
        if (ui_button(u, ui_rect(ix + bw + gap, by, bw, row), _("Watch"), up && g != NULL)) {
            send_text(o, online_msg_watch(g->id));
            return;
        }
    }

    /* Create a game. */
    ix = create_box.x + gap;
    iw = create_box.w - 2 * gap;
    iy = create_box.y + gap;
    /* TRANSLATORS: the lobby: the heading of the panel that creates a game */
    ui_text(u, ix, iy, _("Create a game"), px, true, ui_rgb(230, 232, 240), UI_LEFT);
    iy += ui_px(u, 30);
    if (online_create_form(u, &o->create, ix, &iy, iw, row, gap))
        return;
    int by = create_box.y + create_box.h - row - gap;
    /* TRANSLATORS: the lobby: create the game described above on the server */
    if (ui_button(u, ui_rect(ix, by, iw, row), _("Create"), up && o->game[0] == '\0' && online_create_can(a, &o->create))) {
        send_text(o, online_create_message(a, &o->create));
        return;
    }

    if (ui_button(u, ui_rect(margin, a->h - ui_px(u, 58), ui_px(u, 160), row), _("Back"), true) ||
        (!typing && ui_pressed(u, UI_KEY_ESCAPE))) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_text(u, a->w / 2, a->h - ui_px(u, 30),
            /* TRANSLATORS: the lobby's footer */
            o->hosting ? _("The server runs while this screen is open · Esc back") : _("J join · Esc back"), small,
            false, ui_rgb(120, 126, 140), UI_CENTER);
}

const scene front_online_scene = {
    .name = "online",
    .enter = online_enter,
    .leave = online_leave,
    .event = online_run,
    .frame = online_run,
    .update = online_update,
};

struct online_conn *front_online_conn(const app *a)
{
    const online_screen *o = app_scene_state(a, &front_online_scene);
    return o ? o->conn : NULL;
}

#else
/* Without it the translation unit must not be empty (ISO C). */
typedef int front_online_absent;
#endif /* SKIRMISH_HAVE_ONLINE_CLIENT */
