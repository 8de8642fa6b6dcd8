/*
 * The game server (gsrv.h) on libwebsockets: listening (loopback unless told,
 * TLS with a certificate), connections and their limits, the clock (the
 * computer players' answers, idle games expiring), the public functions. What
 * a message does is gsrv_proto.c's; what is sent and its bounds, gsrv_send.c's;
 * the games, gsrv_game.c's.
 *
 * Bounded whatever clients do: a message over GSRV_MAX_MESSAGE closes its
 * connection; each connection may send GSRV_RATE messages a second in bursts
 * of GSRV_BURST (the rest are answered "rate" and not read); output queues are
 * capped (gsrv_send.c); a connection past max_conns is closed at once; freed
 * memory goes back to the system.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "gsrv_impl.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"
#ifdef GSRV_HAVE_TRTS
#include "skirmish/data/trts_files.h"
#endif

#define RX_KEEP (16u << 10)   /* a receive buffer larger than this is freed after its message */
#define TICK_US 5000
#define SWEEP_US 1000000      /* idle games are looked for once a second */

typedef struct pss {
    gs_conn *c;
} pss;

/* ---- the clock ---- */

static void sweep(gsrv *s)
{
    int64_t now = gs_wall_s();
    for (gs_game *g = s->games, *next; g; g = next) {
        next = g->next;
        if (now - g->touched < s->cfg.expire_s || g->job)
            continue;
        gs_log(s, "game %s expires (idle since %lld)", g->id, (long long)g->touched);
        gs_game_detach_all(g, "expired", "the game was idle too long and is deleted");
        gs_game_remove(s, g, true);
    }
}

static void tick(gsrv *s)
{
#ifdef __GLIBC__
    if (s->trim || s->outq.trim)
        malloc_trim(0);
#endif
    s->trim = s->outq.trim = false;
    for (gs_game *g = s->games; g; g = g->next) {
        if (g->job && gs_game_ai_poll(s, g))
            gs_broadcast_views(g, NULL, NULL);
        if (g->wants_ai && gs_game_ai_start(s, g))
            gs_broadcast_views(g, NULL, NULL); /* TRTS: the computer played at once */
    }
    int64_t now = gs_now_us();
    if (now - s->last_sweep_us >= SWEEP_US) {
        s->last_sweep_us = now;
        sweep(s);
    }
}

static void sul_tick(lws_sorted_usec_list_t *sul)
{
    gsrv *s = lws_container_of(sul, gsrv, sul);
    tick(s);
    lws_sul_schedule(s->ctx, 0, &s->sul, sul_tick, TICK_US);
}

/* ---- connections ---- */

static void drop_conn(gsrv *s, gs_conn *c)
{
    gs_game *g = c->game;
    bool seated = c->seat >= 0;
    gs_conn_attach(c, NULL, -1);
    if (g && seated)
        gs_log(s, "game %s: %s's connection dropped (the seat waits)", g->id, c->name);
    for (gs_conn **p = &s->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    s->n_conns--;
    net_outq_remove(&c->out);
    if (net_rx_free(&c->rx, RX_KEEP))
        s->trim = true;
    free(c);
}

/* Whether the connection may send one more message now (its token bucket). */
static bool rate_ok(gs_conn *c)
{
    int64_t now = gs_now_us();
    c->bucket += (double)(now - c->bucket_us) * GSRV_RATE / 1e6;
    if (c->bucket > GSRV_BURST)
        c->bucket = GSRV_BURST;
    c->bucket_us = now;
    if (c->bucket >= 1.0) {
        c->bucket -= 1.0;
        return true;
    }
    if (now - c->rate_error_us >= 1000000) {
        c->rate_error_us = now;
        gs_send_error(c, NULL, "rate", "too many messages: 50 a second, bursts of 100; this one was not read");
    }
    return false;
}

static int receive(gsrv *s, struct lws *wsi, gs_conn *c, const void *in, size_t len)
{
    if (c->out.closing)
        return 0;
    net_rx_result r = net_rx_add(&c->rx, wsi, in, len, 1024, GSRV_MAX_MESSAGE);
    if (r != NET_RX_WHOLE)
        return r == NET_RX_CLOSE ? -1 : 0;
    if (rate_ok(c)) {
        if (lws_frame_is_binary(wsi))
            gs_send_error(c, NULL, "bad_frame", "messages are text frames of JSON");
        else
            gs_on_message(s, c, (const char *)c->rx.buf, c->rx.len);
    }
    if (net_rx_done(&c->rx, RX_KEEP))
        s->trim = true;
    return 0;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    pss *ps = user;
    gsrv *s = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED: {
        if (s->n_conns >= s->cfg.max_conns)
            return -1;
        gs_conn *c = calloc(1, sizeof *c);
        if (c == NULL)
            return -1;
        c->wsi = wsi;
        c->server = s;
        c->seat = -1;
        c->bucket = GSRV_BURST;
        c->bucket_us = gs_now_us();
        net_outq_add(&s->outq, &c->out, wsi, c);
        c->next = s->conns;
        s->conns = c;
        s->n_conns++;
        ps->c = c;
        break;
    }
    case LWS_CALLBACK_RECEIVE:
        if (ps->c == NULL)
            return -1;
        return receive(s, wsi, ps->c, in, len);
    case LWS_CALLBACK_SERVER_WRITEABLE: {
        gs_conn *c = ps->c;
        if (c == NULL || c->out.closing)
            return -1;
        return net_outq_drain(&c->out);
    }
    case LWS_CALLBACK_CLOSED:
        if (ps->c) {
            drop_conn(s, ps->c);
            ps->c = NULL;
        }
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"skirmish", callback, sizeof(pss), 4096, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* ---- the server ---- */

gsrv *gsrv_open(const gsrv_config *config, char *why, size_t why_size)
{
    if ((config->cert == NULL) != (config->key == NULL)) {
        snprintf(why, why_size, "%s", _("--cert and --key go together"));
        return NULL;
    }
    gsrv *s = calloc(1, sizeof *s);
    if (s == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return NULL;
    }
    s->cfg = *config;
    net_outq_pool_init(&s->outq, GSRV_QUEUE_MAX, GSRV_QUEUE_TOTAL_MAX, gs_conn_closed);
    if (s->cfg.max_games <= 0)
        s->cfg.max_games = 10000;
    if (s->cfg.max_conns <= 0)
        s->cfg.max_conns = 4096;
    if (s->cfg.expire_s <= 0)
        s->cfg.expire_s = 604800;
    snprintf(s->store_dir, sizeof s->store_dir, "%s", config->store_dir ? config->store_dir : ".");
    snprintf(s->content_dir, sizeof s->content_dir, "%s", config->content_dir ? config->content_dir : ".");
    s->cfg.store_dir = s->store_dir;
    s->cfg.content_dir = s->content_dir;
    if (!data_paths_make_dirs(s->store_dir) || !data_paths_is_dir(s->store_dir)) {
        snprintf(why, why_size, _("cannot create the store directory %s"), s->store_dir);
        free(s);
        return NULL;
    }
#ifdef GSRV_HAVE_TRTS
    /* TRTS is offered when its factions load. */
    char trts_dir[4200];
    trts_rules *rules = malloc(sizeof *rules);
    data_error err;
    if (rules && data_paths_join(trts_dir, sizeof trts_dir, s->content_dir, "assets/trts") &&
        data_trts_rules_load(trts_dir, rules, &err))
        s->trts_rules = rules;
    else
        free(rules);
#endif
    /* The files hold the seats' tokens: the store is its owner's alone. */
    if (chmod(s->store_dir, 0700) != 0)
        gs_log(s, "cannot make %s private (chmod 0700)", s->store_dir);
    int loaded = gs_game_load_all(s);
    gs_log(s, "%d games loaded from %s", loaded, s->store_dir);

    const char *iface = config->listen ? config->listen : "127.0.0.1";
    lws_set_log_level(config->log ? LLL_ERR | LLL_WARN : LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = config->port;
    info.iface = iface;
    info.protocols = protocols;
    info.user = s;
    info.options = strchr(iface, ':') ? 0 : LWS_SERVER_OPTION_DISABLE_IPV6;
    info.gid = -1;
    info.uid = -1;
    if (config->cert) {
        info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
        info.ssl_cert_filepath = config->cert;
        info.ssl_private_key_filepath = config->key;
    }
    s->ctx = lws_create_context(&info);
    if (s->ctx == NULL) {
        snprintf(why, why_size, _("cannot listen on %s:%d (in use, not an address of this machine, or a bad certificate)"),
                 iface, config->port);
        gsrv_close(s);
        return NULL;
    }
    struct lws_vhost *vh = lws_get_vhost_by_name(s->ctx, "default");
    s->port = vh ? lws_get_vhost_listen_port(vh) : config->port;
    if (s->port <= 0) {
        snprintf(why, why_size, _("cannot listen on %s:%d"), iface, config->port);
        gsrv_close(s);
        return NULL;
    }
    lws_sul_schedule(s->ctx, 0, &s->sul, sul_tick, TICK_US);
    return s;
}

void gsrv_close(gsrv *s)
{
    if (s == NULL)
        return;
    s->shutting = true; /* connections closing tell the others nothing */
    if (s->ctx) {
        lws_sul_cancel(&s->sul);
        lws_context_destroy(s->ctx);
    }
    while (s->conns)
        drop_conn(s, s->conns);
    while (s->games) {
        gs_game_detach_all(s->games, NULL, NULL);
        gs_game_remove(s, s->games, false);
    }
    free(s->trts_rules);
    free(s);
}

int gsrv_port(const gsrv *s) { return s->port; }

void gsrv_service(gsrv *s)
{
    lws_service(s->ctx, 0);
    tick(s);
}

int gsrv_games(const gsrv *s) { return s->n_games; }

int gsrv_conns(const gsrv *s) { return s->n_conns; }
