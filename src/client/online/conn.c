/*
 * The connection's thread and its queues (see conn.h). Every libwebsockets call
 * is made on the connection's thread; the game loop only touches the queues and
 * the state under the lock, and pokes the thread with lws_cancel_service.
 */
#define _POSIX_C_SOURCE 200809L
#include "online/conn.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL.h>
#include <cjson/cJSON.h>
#include <libwebsockets.h>

#include "skirmish/i18n.h"

#define TICK_US (50 * LWS_US_PER_MS)

typedef struct msg {
    struct msg *next;
    size_t len;
    char text[]; /* LWS_PRE bytes, then the text, then a NUL */
} msg;

struct online_conn {
    /* Set before the thread starts, read-only after. */
    char host[256];
    int port;
    bool tls;
    char address[300];
    char name[64];              /* under `lock` (online_conn_set_name) */
    uint32_t wake_event;
    pthread_t thread;
    bool thread_started;

    /* Shared with the game loop, under `lock`. */
    pthread_mutex_t lock;
    online_state state;
    char why[256];
    int reconnects;
    msg *in_head, *in_tail;
    size_t in_bytes;
    msg *out_head, *out_tail;
    size_t out_bytes;
    bool stop, cut;
    char seat_game[16];
    char seat_token[40];
    int seat;
    bool watching;        /* seat_game is watched, not seated */
    struct lws_context *ctx_for_wake; /* for lws_cancel_service from the loop */

    /* The thread's own. */
    struct lws_context *ctx;
    struct lws *wsi;
    lws_sorted_usec_list_t sul;
    bool up;              /* the WebSocket is open */
    bool welcomed_once;   /* a welcome came at least once: drops are retried */
    int64_t retry_at_us;  /* when LOST: the next attempt */
    int backoff_ms;
    char *rx;
    size_t rx_len, rx_cap;
    bool rx_too_big;
};

static int64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void wake(online_conn *c)
{
    if (c->wake_event == 0)
        return;
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = c->wake_event;
    SDL_PushEvent(&e);
}

static msg *msg_new(const char *text, size_t len)
{
    msg *m = malloc(sizeof *m + LWS_PRE + len + 1);
    if (m == NULL)
        return NULL;
    m->next = NULL;
    m->len = len;
    memcpy(m->text + LWS_PRE, text, len);
    m->text[LWS_PRE + len] = '\0';
    return m;
}

static void msg_list_free(msg **head, msg **tail)
{
    while (*head) {
        msg *m = *head;
        *head = m->next;
        free(m);
    }
    *tail = NULL;
}

/* ---- address ---- */

bool online_parse_address(const char *text, char *host, size_t host_size, int *port, bool *tls, char *why,
                          size_t why_size)
{
    const char *p = text ? text : "";
    while (*p == ' ' || *p == '\t')
        p++;
    *tls = false;
    if (strncmp(p, "ws://", 5) == 0) {
        p += 5;
    } else if (strncmp(p, "wss://", 6) == 0) {
        p += 6;
        *tls = true;
    } else if (strstr(p, "://")) {
        /* TRANSLATORS: a server address that starts with another scheme than ws:// or wss:// */
        snprintf(why, why_size, _("'%s' is not a game server's address: it starts with ws://, wss:// or the host"),
                 text);
        return false;
    }
    char h[256];
    size_t n = 0;
    const char *end;
    if (*p == '[') { /* [v6]:port */
        end = strchr(p, ']');
        if (end == NULL || (size_t)(end - p - 1) >= sizeof h)
            goto bad;
        n = (size_t)(end - p - 1);
        memcpy(h, p + 1, n);
        end++;
    } else {
        end = p;
        while (*end && *end != ':' && *end != '/' && *end != ' ')
            end++;
        n = (size_t)(end - p);
        if (n >= sizeof h)
            goto bad;
        memcpy(h, p, n);
    }
    h[n] = '\0';
    if (n == 0)
        goto bad;
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)h[i];
        if (!isalnum(ch) && ch != '.' && ch != '-' && ch != ':' && ch != '_')
            goto bad;
    }
    long pn = ONLINE_DEFAULT_PORT;
    if (*end == ':') {
        char *stop = NULL;
        pn = strtol(end + 1, &stop, 10);
        if (stop == end + 1 || pn < 1 || pn > 65535) {
            /* TRANSLATORS: a server address whose port (after the colon) is not a number from 1 to 65535 */
            snprintf(why, why_size, _("'%s': the port after ':' must be a number from 1 to 65535"), text);
            return false;
        }
        end = stop;
    }
    if (*end == '/') {
        end += strcspn(end, " ");
    }
    while (*end == ' ' || *end == '\t')
        end++;
    if (*end != '\0')
        goto bad;
    if (strlen(h) + 1 > host_size)
        goto bad;
    memcpy(host, h, strlen(h) + 1);
    *port = (int)pn;
    return true;
bad:
    if (p[0] == '\0')
        /* TRANSLATORS: the Play online screen's Connect with an empty address */
        snprintf(why, why_size, "%s", _("Type the server's address first (as 127.0.0.1:7474)"));
    else
        /* TRANSLATORS: a server address that cannot be read; %s is what was typed */
        snprintf(why, why_size, _("'%s' is not a server address (type it as host:port, e.g. 192.168.1.20:7474)"),
                 text);
    return false;
}

/* ---- the thread ---- */

static void set_state(online_conn *c, online_state s, const char *why)
{
    pthread_mutex_lock(&c->lock);
    c->state = s;
    if (why)
        snprintf(c->why, sizeof c->why, "%s", why);
    pthread_mutex_unlock(&c->lock);
    wake(c);
}

static void queue_in(online_conn *c, const char *text, size_t len)
{
    msg *m = msg_new(text, len);
    if (m == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    bool over = c->in_bytes + len > ONLINE_MAX_IN_QUEUED;
    if (!over) {
        if (c->in_tail)
            c->in_tail->next = m;
        else
            c->in_head = m;
        c->in_tail = m;
        c->in_bytes += len;
    }
    pthread_mutex_unlock(&c->lock);
    if (over) {
        free(m); /* the app stopped reading: drop the link rather than grow */
        pthread_mutex_lock(&c->lock);
        c->cut = true;
        pthread_mutex_unlock(&c->lock);
    }
    wake(c);
}

/* Queues at the front of the output (hello, resume): the thread's own. */
static void queue_out_front(online_conn *c, const char *text)
{
    msg *m = msg_new(text, strlen(text));
    if (m == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    m->next = c->out_head;
    c->out_head = m;
    if (c->out_tail == NULL)
        c->out_tail = m;
    c->out_bytes += m->len;
    pthread_mutex_unlock(&c->lock);
}

/* Queues at the back of the output (the seat's resume): the thread's own. */
static void queue_out_back(online_conn *c, const char *text)
{
    msg *m = msg_new(text, strlen(text));
    if (m == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    if (c->out_tail)
        c->out_tail->next = m;
    else
        c->out_head = m;
    c->out_tail = m;
    c->out_bytes += m->len;
    pthread_mutex_unlock(&c->lock);
}

/* A name as the server takes it: at most 32 bytes (the protocol's), cut
 * between two UTF-8 characters. */
static void name_copy(char *out, size_t size, const char *name)
{
    snprintf(out, size, "%s", name && name[0] ? name : "Player");
    size_t n = strlen(out);
    if (n > 32) {
        n = 32;
        while (n > 0 && ((unsigned char)out[n] & 0xC0) == 0x80)
            n--;
        out[n] = '\0';
    }
}

static char *hello_text(const char *name)
{
    cJSON *hello = cJSON_CreateObject();
    cJSON_AddStringToObject(hello, "type", "hello");
    cJSON_AddNumberToObject(hello, "protocol", 1);
    cJSON_AddStringToObject(hello, "name", name);
    char *text = cJSON_PrintUnformatted(hello);
    cJSON_Delete(hello);
    return text;
}

static void say_hello(online_conn *c)
{
    char name[sizeof c->name];
    pthread_mutex_lock(&c->lock);
    msg_list_free(&c->out_head, &c->out_tail); /* what waited was for the old link */
    c->out_bytes = 0;
    snprintf(name, sizeof name, "%s", c->name);
    pthread_mutex_unlock(&c->lock);
    char *text = hello_text(name);
    if (text) {
        queue_out_front(c, text);
        cJSON_free(text);
    }
}

bool online_conn_set_name(online_conn *c, const char *name)
{
    if (c == NULL)
        return false;
    char now[sizeof c->name];
    name_copy(now, sizeof now, name);
    pthread_mutex_lock(&c->lock);
    snprintf(c->name, sizeof c->name, "%s", now);
    pthread_mutex_unlock(&c->lock);
    char *text = hello_text(now);
    bool ok = text && online_conn_send(c, text);
    cJSON_free(text);
    return ok;
}

/* The message that takes the seat back (or watches again), "" for none. */
static void seat_message(const char *game, const char *token, bool watching, char *buf, size_t size)
{
    buf[0] = '\0';
    if (game[0] && watching)
        snprintf(buf, size, "{\"type\":\"watch\",\"game\":\"%s\"}", game);
    else if (game[0] && token[0])
        snprintf(buf, size, "{\"type\":\"resume\",\"game\":\"%s\",\"token\":\"%s\"}", game, token);
}

/* Watches what the server says for what the connection itself must keep:
 * the seat's token, a refusal that ends the connection. */
static void sniff(online_conn *c, const char *text, size_t len)
{
    cJSON *j = cJSON_ParseWithLength(text, len);
    if (j == NULL)
        return;
    const char *type = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "type"));
    if (type == NULL) {
        cJSON_Delete(j);
        return;
    }
    const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "game"));
    if (strcmp(type, "welcome") == 0) {
        if (c->welcomed_once) {
            pthread_mutex_lock(&c->lock);
            c->reconnects++;
            pthread_mutex_unlock(&c->lock);
        }
        c->welcomed_once = true;
        c->backoff_ms = 0;
        /* Connected and the seat read under one lock: a seat set meanwhile
         * (online_conn_set_seat) is resumed once, here or there. */
        char buf[160];
        pthread_mutex_lock(&c->lock);
        c->state = ONLINE_CONNECTED;
        seat_message(c->seat_game, c->seat_token, c->watching, buf, sizeof buf);
        pthread_mutex_unlock(&c->lock);
        if (buf[0])
            queue_out_back(c, buf);
        wake(c);
    } else if (strcmp(type, "joined") == 0 && game) {
        const char *token = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "token"));
        const cJSON *seat = cJSON_GetObjectItemCaseSensitive(j, "seat");
        pthread_mutex_lock(&c->lock);
        snprintf(c->seat_game, sizeof c->seat_game, "%s", game);
        snprintf(c->seat_token, sizeof c->seat_token, "%s", token ? token : "");
        c->seat = cJSON_IsNumber(seat) ? seat->valueint : -1;
        c->watching = false;
        pthread_mutex_unlock(&c->lock);
    } else if (strcmp(type, "watching") == 0 && game) {
        pthread_mutex_lock(&c->lock);
        snprintf(c->seat_game, sizeof c->seat_game, "%s", game);
        c->seat_token[0] = '\0';
        c->seat = -1;
        c->watching = true;
        pthread_mutex_unlock(&c->lock);
    } else if (strcmp(type, "left") == 0) {
        online_conn_set_seat(c, "", -1, "");
    } else if (strcmp(type, "error") == 0) {
        const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "code"));
        if (code && (strcmp(code, "replaced") == 0 || strcmp(code, "bad_token") == 0 ||
                     strcmp(code, "expired") == 0 || strcmp(code, "no_game") == 0))
            online_conn_set_seat(c, "", -1, ""); /* the seat is no longer ours to resume */
        if (code && strcmp(code, "version") == 0) {
            c->welcomed_once = false; /* not retried: another version will not change its mind */
            set_state(c, ONLINE_FAILED,
                      /* TRANSLATORS: the game server speaks another version of the protocol */
                      _("The server speaks another version of the game's protocol: update the game or the server"));
        }
    }
    cJSON_Delete(j);
}

static void link_down(online_conn *c, const char *why)
{
    c->wsi = NULL;
    c->up = false;
    c->rx_len = 0;
    c->rx_too_big = false;
    pthread_mutex_lock(&c->lock);
    bool stopping = c->stop;
    online_state was = c->state;
    pthread_mutex_unlock(&c->lock);
    if (stopping || was == ONLINE_FAILED)
        return;
    if (!c->welcomed_once) {
        char text[256];
        /* TRANSLATORS: the first connection to a game server failed; %1$s the address, %2$s why (the network's words) */
        snprintf(text, sizeof text, _("Cannot reach the server at %s: %s"), c->address,
                 why && why[0] ? why : _("no answer"));
        set_state(c, ONLINE_FAILED, text);
        return;
    }
    c->backoff_ms = c->backoff_ms == 0 ? 500 : c->backoff_ms * 2;
    if (c->backoff_ms > ONLINE_RECONNECT_MAX_MS)
        c->backoff_ms = ONLINE_RECONNECT_MAX_MS;
    c->retry_at_us = now_us() + (int64_t)c->backoff_ms * 1000;
    char text[256];
    /* TRANSLATORS: the link to the game server dropped; the client tries again by itself */
    snprintf(text, sizeof text, _("Connection to %s lost: trying again..."), c->address);
    if (was == ONLINE_CONNECTED || was == ONLINE_CONNECTING || was == ONLINE_RECONNECTING)
        set_state(c, ONLINE_LOST, text);
}

/* libwebsockets' reason for a failed connection, in the player's words. */
static const char *network_words(const char *lws_text)
{
    if (strstr(lws_text, "refused") || strstr(lws_text, "111") || strstr(lws_text, "Unable to connect"))
        /* TRANSLATORS: why a connection failed: nothing listens at that address and port */
        return _("connection refused (is the server running, on that port?)");
    if (strstr(lws_text, "dns") || strstr(lws_text, "DNS") || strstr(lws_text, "getaddrinfo") ||
        strstr(lws_text, "resolve"))
        /* TRANSLATORS: why a connection failed: the host name is unknown */
        return _("no machine by that name");
    if (strstr(lws_text, "timeout") || strstr(lws_text, "timed out"))
        /* TRANSLATORS: why a connection failed: nothing answered in time */
        return _("no answer in time");
    if (strstr(lws_text, "upgrade") || strstr(lws_text, "HS:") || strstr(lws_text, "handshake"))
        /* TRANSLATORS: why a connection failed: something answered that is not a game server */
        return _("what answers there is not a game server");
    return lws_text[0] ? lws_text : _("no answer");
}

static void connect_now(online_conn *c)
{
    struct lws_client_connect_info ci;
    memset(&ci, 0, sizeof ci);
    ci.context = c->ctx;
    ci.address = c->host;
    ci.port = c->port;
    ci.path = "/";
    ci.host = c->host;
    ci.origin = c->host;
    ci.protocol = "skirmish";
    ci.ssl_connection = c->tls ? LCCSCF_USE_SSL : 0;
    ci.pwsi = &c->wsi;
    ci.userdata = c;
    if (lws_client_connect_via_info(&ci) == NULL) {
        c->wsi = NULL;
        link_down(c, _("the connection could not be started"));
    }
}

static void tick(lws_sorted_usec_list_t *sul)
{
    online_conn *c = lws_container_of(sul, online_conn, sul);
    pthread_mutex_lock(&c->lock);
    bool stop = c->stop, cut = c->cut, out = c->out_head != NULL;
    online_state st = c->state;
    c->cut = false;
    pthread_mutex_unlock(&c->lock);
    if (stop)
        return;
    if (cut && c->wsi) {
        /* Close the socket as a cable pulled would: no close frame. */
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_CLOSE_SEND, LWS_TO_KILL_SYNC);
        c->wsi = NULL;
    } else if (st == ONLINE_LOST && c->wsi == NULL && now_us() >= c->retry_at_us) {
        set_state(c, ONLINE_RECONNECTING, NULL);
        connect_now(c);
    } else if (out && c->up && c->wsi) {
        lws_callback_on_writable(c->wsi);
    }
    lws_sul_schedule(c->ctx, 0, &c->sul, tick, TICK_US);
}

static int receive(online_conn *c, struct lws *wsi, const void *in, size_t len)
{
    if (!c->rx_too_big) {
        if (c->rx_len + len > ONLINE_MAX_IN_MESSAGE) {
            c->rx_too_big = true; /* skipped to its end, not kept */
        } else {
            if (c->rx_len + len > c->rx_cap) {
                size_t cap = c->rx_cap ? c->rx_cap : 8192;
                while (cap < c->rx_len + len)
                    cap *= 2;
                char *grown = realloc(c->rx, cap);
                if (grown == NULL)
                    return -1;
                c->rx = grown;
                c->rx_cap = cap;
            }
            memcpy(c->rx + c->rx_len, in, len);
            c->rx_len += len;
        }
    }
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi) != 0)
        return 0;
    if (!c->rx_too_big && !lws_frame_is_binary(wsi)) {
        sniff(c, c->rx, c->rx_len);
        queue_in(c, c->rx, c->rx_len);
    }
    c->rx_len = 0;
    c->rx_too_big = false;
    return 0;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    (void)user;
    online_conn *c = lws_context_user(lws_get_context(wsi));
    if (c == NULL)
        return 0;
    switch (reason) {
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        c->up = true;
        c->rx_len = 0;
        say_hello(c);
        lws_callback_on_writable(wsi);
        break;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        return receive(c, wsi, in, len);
    case LWS_CALLBACK_CLIENT_WRITEABLE: {
        pthread_mutex_lock(&c->lock);
        msg *m = c->out_head;
        if (m) {
            c->out_head = m->next;
            if (c->out_head == NULL)
                c->out_tail = NULL;
            c->out_bytes -= m->len;
        }
        bool more = c->out_head != NULL;
        pthread_mutex_unlock(&c->lock);
        if (m) {
            int wrote = lws_write(wsi, (unsigned char *)m->text + LWS_PRE, m->len, LWS_WRITE_TEXT);
            free(m);
            if (wrote < 0)
                return -1;
        }
        if (more)
            lws_callback_on_writable(wsi);
        break;
    }
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        if (wsi == c->wsi || c->wsi == NULL) {
            link_down(c, network_words(in ? (const char *)in : ""));
        }
        break;
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (wsi == c->wsi || c->wsi == NULL)
            link_down(c, _("the server closed the connection"));
        break;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        pthread_mutex_lock(&c->lock);
        bool out = c->out_head != NULL;
        pthread_mutex_unlock(&c->lock);
        if (out && c->up && c->wsi)
            lws_callback_on_writable(c->wsi);
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"skirmish", callback, 0, 65536, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

static void *run(void *arg)
{
    online_conn *c = arg;
    connect_now(c);
    lws_sul_schedule(c->ctx, 0, &c->sul, tick, TICK_US);
    for (;;) {
        pthread_mutex_lock(&c->lock);
        bool stop = c->stop;
        pthread_mutex_unlock(&c->lock);
        if (stop)
            break;
        lws_service(c->ctx, 0);
    }
    lws_sul_cancel(&c->sul);
    return NULL;
}

/* ---- the game loop's side ---- */

/* libwebsockets' log level is the process's: set once, errors only. */
static pthread_once_t log_once = PTHREAD_ONCE_INIT;

static void quiet_logs(void)
{
    lws_set_log_level(LLL_ERR, NULL);
}

online_conn *online_conn_open(const char *address, const char *name, uint32_t wake_event, char *why,
                              size_t why_size)
{
    online_conn *c = calloc(1, sizeof *c);
    if (c == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return NULL;
    }
    if (!online_parse_address(address, c->host, sizeof c->host, &c->port, &c->tls, why, why_size)) {
        free(c);
        return NULL;
    }
    snprintf(c->address, sizeof c->address, strchr(c->host, ':') ? "%s[%s]:%d" : "%s%s:%d",
             c->tls ? "wss://" : "", c->host, c->port);
    name_copy(c->name, sizeof c->name, name);
    c->wake_event = wake_event;
    c->seat = -1;
    c->state = ONLINE_CONNECTING;
    pthread_mutex_init(&c->lock, NULL);

    pthread_once(&log_once, quiet_logs);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = protocols;
    info.user = c;
    info.gid = -1;
    info.uid = -1;
    info.timeout_secs = 8;
    info.connect_timeout_secs = 8;
    if (c->tls)
        info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
    c->ctx = lws_create_context(&info);
    if (c->ctx == NULL) {
        snprintf(why, why_size, "%s", _("The network could not be started on this machine"));
        pthread_mutex_destroy(&c->lock);
        free(c);
        return NULL;
    }
    c->ctx_for_wake = c->ctx;
    if (pthread_create(&c->thread, NULL, run, c) != 0) {
        snprintf(why, why_size, "%s", _("The network could not be started on this machine"));
        lws_context_destroy(c->ctx);
        pthread_mutex_destroy(&c->lock);
        free(c);
        return NULL;
    }
    c->thread_started = true;
    return c;
}

void online_conn_close(online_conn *c)
{
    if (c == NULL)
        return;
    pthread_mutex_lock(&c->lock);
    c->stop = true;
    pthread_mutex_unlock(&c->lock);
    if (c->thread_started) {
        lws_cancel_service(c->ctx);
        pthread_join(c->thread, NULL);
    }
    lws_context_destroy(c->ctx);
    msg_list_free(&c->in_head, &c->in_tail);
    msg_list_free(&c->out_head, &c->out_tail);
    free(c->rx);
    pthread_mutex_destroy(&c->lock);
    free(c);
}

online_state online_conn_state(const online_conn *c)
{
    online_conn *m = (online_conn *)c;
    pthread_mutex_lock(&m->lock);
    online_state s = m->state;
    pthread_mutex_unlock(&m->lock);
    return s;
}

const char *online_conn_address(const online_conn *c) { return c->address; }

void online_conn_why(const online_conn *c, char *out, size_t size)
{
    online_conn *m = (online_conn *)c;
    pthread_mutex_lock(&m->lock);
    snprintf(out, size, "%s", m->why);
    pthread_mutex_unlock(&m->lock);
}

int online_conn_reconnects(const online_conn *c)
{
    online_conn *m = (online_conn *)c;
    pthread_mutex_lock(&m->lock);
    int n = m->reconnects;
    pthread_mutex_unlock(&m->lock);
    return n;
}

bool online_conn_send(online_conn *c, const char *json)
{
    size_t len = strlen(json);
    msg *m = msg_new(json, len);
    if (m == NULL)
        return false;
    pthread_mutex_lock(&c->lock);
    bool ok = c->state == ONLINE_CONNECTED && c->out_bytes + len <= ONLINE_MAX_OUT_QUEUED;
    if (ok) {
        if (c->out_tail)
            c->out_tail->next = m;
        else
            c->out_head = m;
        c->out_tail = m;
        c->out_bytes += len;
    }
    pthread_mutex_unlock(&c->lock);
    if (!ok) {
        free(m);
        return false;
    }
    lws_cancel_service(c->ctx_for_wake);
    return true;
}

char *online_conn_next(online_conn *c)
{
    pthread_mutex_lock(&c->lock);
    msg *m = c->in_head;
    if (m) {
        c->in_head = m->next;
        if (c->in_head == NULL)
            c->in_tail = NULL;
        c->in_bytes -= m->len;
    }
    pthread_mutex_unlock(&c->lock);
    if (m == NULL)
        return NULL;
    char *text = malloc(m->len + 1);
    if (text)
        memcpy(text, m->text + LWS_PRE, m->len + 1);
    free(m);
    return text;
}

bool online_conn_seat(const online_conn *c, char game[16], int *seat, char token[40])
{
    online_conn *m = (online_conn *)c;
    pthread_mutex_lock(&m->lock);
    bool held = m->seat_game[0] && !m->watching;
    if (held) {
        memcpy(game, m->seat_game, 16);
        memcpy(token, m->seat_token, 40);
        *seat = m->seat;
    }
    pthread_mutex_unlock(&m->lock);
    return held;
}

void online_conn_set_seat(online_conn *c, const char *game, int seat, const char *token)
{
    pthread_mutex_lock(&c->lock);
    snprintf(c->seat_game, sizeof c->seat_game, "%s", game ? game : "");
    snprintf(c->seat_token, sizeof c->seat_token, "%s", token ? token : "");
    c->seat = seat;
    c->watching = false;
    pthread_mutex_unlock(&c->lock);
}

void online_conn_take_seat(online_conn *c, const char *game, int seat, const char *token)
{
    char buf[160];
    pthread_mutex_lock(&c->lock);
    snprintf(c->seat_game, sizeof c->seat_game, "%s", game);
    snprintf(c->seat_token, sizeof c->seat_token, "%s", token);
    c->seat = seat;
    c->watching = false;
    bool now = c->state == ONLINE_CONNECTED;
    seat_message(c->seat_game, c->seat_token, false, buf, sizeof buf);
    pthread_mutex_unlock(&c->lock);
    if (now && buf[0]) { /* else the welcome to come resumes it */
        queue_out_back(c, buf);
        lws_cancel_service(c->ctx_for_wake);
    }
}

void online_conn_cut(online_conn *c)
{
    pthread_mutex_lock(&c->lock);
    c->cut = true;
    pthread_mutex_unlock(&c->lock);
    lws_cancel_service(c->ctx_for_wake);
}
