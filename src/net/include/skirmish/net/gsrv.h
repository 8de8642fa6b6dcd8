/*
 * The game server (skirmish-cli serve, docs/protocol.md): any number of games
 * at once for players on other machines, over WebSocket (wss with a
 * certificate), the server the only authority. It runs the rules cores: each
 * action is checked with the core's own legality test and applied, and each
 * seat is sent only that seat's view. Every game is stored as it goes (one
 * file per game under the store directory, rewritten atomically before an
 * action is answered), so a killed server restarts where it stood, and a seat
 * is held by a token the server draws, so a dropped client comes back to it.
 *
 * Single-threaded and non-blocking, as conquest-serve (cq_serve.h): the
 * caller runs gsrv_service in a loop. The computer players think on threads
 * of their own (at most GSRV_AI_THREADS at once); nothing else does.
 */
#ifndef SKIRMISH_NET_GSRV_H
#define SKIRMISH_NET_GSRV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GSRV_PROTOCOL 1
#define GSRV_MAX_MESSAGE 65536          /* bytes in one client message */
#define GSRV_RATE 50                    /* messages a second per connection... */
#define GSRV_BURST 100                  /* ...in bursts of this many */
#define GSRV_NAME_MAX 32                /* bytes of a player's name */
#define GSRV_QUEUE_MAX (4u << 20)       /* output waiting for one connection */
#define GSRV_QUEUE_TOTAL_MAX (256u << 20) /* output waiting for all */
#define GSRV_CREATES_PER_HOUR 20        /* games one connection may create */
#define GSRV_AI_THREADS 2
#define GSRV_LIST_MAX 200               /* games in a "games" answer */

typedef struct gsrv gsrv;

typedef struct gsrv_config {
    int port;                 /* 0: any free port (gsrv_port says which) */
    const char *listen;       /* address to listen on; NULL: 127.0.0.1 */
    const char *cert, *key;   /* PEM files: wss only; both or neither */
    const char *store_dir;    /* one file per game; created if missing */
    const char *content_dir;  /* the game's data (maps/, assets/squads/) for names */
    const char *version;      /* said in welcome */
    int max_games;            /* 0: 10000 */
    int max_conns;            /* 0: 4096 */
    long expire_s;            /* 0: 604800 (7 days) */
    bool log;                 /* one line per event on stderr */
} gsrv_config;

/* Listens and loads the games stored (a file that does not load is set aside
 * and said on stderr). NULL with the reason in `why`. */
gsrv *gsrv_open(const gsrv_config *config, char *why, size_t why_size);
void gsrv_close(gsrv *s);
int gsrv_port(const gsrv *s);
/* Runs the network, the computer players' answers and the expiry once,
 * blocking at most a few milliseconds. */
void gsrv_service(gsrv *s);
/* Games held, connections open, bytes waiting to be sent (for the bench). */
int gsrv_games(const gsrv *s);
int gsrv_conns(const gsrv *s);

#endif
