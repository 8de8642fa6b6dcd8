/*
 * Conquest's bot server: one game on a map, played by bots that connect over
 * WebSocket and speak the public "Chromatic Warfare" server's protocol (its
 * join_as_bot / move_command / game_state / turn_processed / game_over messages),
 * so a bot written for that server plays here unchanged. Our own bot levels may
 * sit in the other seats. docs/conquest.md, "The bot server", has the protocol
 * and the rulings.
 *
 * Single-threaded and non-blocking: cq_serve_service runs libwebsockets' event
 * loop once and the game's clock; the CLI calls it in a loop, the client from
 * its frame update (or a thread of its own). It listens on 127.0.0.1 only.
 * The rules are the core's (cq_turn_resolve); nothing here re-implements one.
 */
#ifndef SKIRMISH_NET_CQ_SERVE_H
#define SKIRMISH_NET_CQ_SERVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/core/cq/map.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"

#define CQ_SERVE_NETWORK (-2)     /* a seat for a bot that connects (else a cq_bot_level) */
#define CQ_SERVE_LOCAL (-3)       /* a seat whose orders the host gives (cq_serve_give_orders): a person */
#define CQ_SERVE_MAX_MESSAGE (1 << 20) /* bytes, as the server's websockets library */
/* A game_state or turn_processed never exceeds what the community's bot library
 * accepts (its websockets' default max_size, 1 MiB): a map that could is
 * refused, and player names are limited to what keeps it under. */
#define CQ_SERVE_MAX_SENT (1 << 20)
#define CQ_SERVE_MIN_NAME 32           /* a map must allow player names this long */

typedef struct cq_serve cq_serve;

typedef enum cq_serve_phase {
    CQ_SERVE_LOBBY,    /* waiting for the network seats to fill */
    CQ_SERVE_PLAYING,
    CQ_SERVE_OVER,     /* game_over sent; connections get a moment to close */
    CQ_SERVE_DONE
} cq_serve_phase;

/* Called after each turn: the state it was played on, every order given (seat
 * order), and the state after. */
typedef void (*cq_serve_turn_fn)(void *user, const cq_state *before, const cq_order *orders, size_t n,
                                 const cq_order_problem *problems, const cq_state *after);

typedef struct cq_serve_config {
    const cq_map *map;         /* copied */
    int n_seats;               /* within the map's player range */
    int seat[CQ_SETUP_MAX_PLAYERS];  /* CQ_SERVE_NETWORK or a cq_bot_level */
    int port;                  /* 0: any free port (cq_serve_port says which) */
    int turn_ms;               /* a turn's length (the server's turn_duration), 1 to 600000 */
    int max_turns;             /* 0: the map's */
    uint64_t seed;             /* the game is conquest-sim's game 0 with this seed */
    int turn_min_ms;           /* a turn lasts at least this long, even once every bot answered */
    int linger_ms;             /* after game_over, the game stays at most this long for who is connected */
    bool wait_start;           /* the game starts on a viewer's Start (server_command "start") only */
    bool record;               /* keep the orders for cq_serve_record_json */
    cq_serve_turn_fn on_turn;  /* may be NULL */
    void *user;
    bool log;                  /* one line per event on stderr */
} cq_serve_config;

/* Binds 127.0.0.1:port. NULL with a reason in `why` on failure (also for a map
 * whose game_state could exceed CQ_SERVE_MAX_SENT). */
cq_serve *cq_serve_open(const cq_serve_config *config, char *why, size_t why_size);
void cq_serve_close(cq_serve *s);
int cq_serve_port(const cq_serve *s);

/* Runs the network and the clock once. wait: block until something happens (at
 * most a few milliseconds), else return at once. Returns the phase after. */
cq_serve_phase cq_serve_service(cq_serve *s, bool wait);
cq_serve_phase cq_serve_phase_now(const cq_serve *s);
/* While held, no turn closes (the client holds the game while it shows a turn);
 * bots still connect and send orders. */
void cq_serve_hold(cq_serve *s, bool hold);

/* A local seat's orders for the turn in play (copied). A turn never closes
 * before every local seat still in the game has given its orders; once they
 * have, the network bots get the turn's full length again to answer. False
 * when the seat is not local or no turn is in play. */
bool cq_serve_give_orders(cq_serve *s, int seat, const cq_order *orders, size_t n);
/* Whether the seat has given its orders for the turn in play. */
bool cq_serve_seat_answered(const cq_serve *s, int seat);

/* The game as it stands (its graph is the server's copy of the map). */
const cq_state *cq_serve_state(const cq_serve *s);
/* Whether a network seat has a bot connected now, and whether it ever joined. */
bool cq_serve_seat_connected(const cq_serve *s, int seat);
/* The longest player_id a bot may join with on this server's map (bytes). */
int cq_serve_name_max(const cq_serve *s);
/* The valid orders of the whole game (cfg.record) as an orders file per turn, for replays:
 * {"seed": "S", "initial": STATE, "turns": [{"orders": [...]}, ...]} (caller frees). */
char *cq_serve_record_json(const cq_serve *s);

#endif
