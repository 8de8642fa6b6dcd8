/*
 * A connection to a game server (skirmish-cli serve, docs/protocol.md) for the
 * client's online screens. libwebsockets runs on a thread of its own, because
 * the game loop sleeps in SDL_WaitEvent while nothing moves: the thread wakes
 * the loop (the app's wake event) when a message arrives or the state changes,
 * and the loop reads what came through a bounded queue. Nothing here blocks the
 * caller.
 *
 * The connection says hello itself, remembers the seat it was given (the
 * `joined` answer's game and token, or the game it watches), and when the link
 * drops after it was up it reconnects on its own, saying hello and resuming the
 * seat with its token (or watching again). A first connection that fails
 * (a bad address, a refused connection, no server) fails once with a message
 * and is not retried: the player fixes the address.
 *
 * Knows the shell's nothing: the online screens (src/client/front) and the
 * tests use it.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_CONN_H
#define SKIRMISH_CLIENT_ONLINE_CONN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ONLINE_DEFAULT_PORT 7474
#define ONLINE_MAX_IN_MESSAGE (4u << 20)  /* bytes of one message from the server */
#define ONLINE_MAX_IN_QUEUED (16u << 20)  /* bytes read and not yet taken by the app */
#define ONLINE_MAX_OUT_QUEUED (1u << 20)  /* bytes waiting to be sent */
#define ONLINE_RECONNECT_MAX_MS 5000      /* the longest wait between two attempts */

typedef enum online_state {
    ONLINE_CONNECTING,   /* the first connection is being made */
    ONLINE_CONNECTED,    /* the server said welcome */
    ONLINE_LOST,         /* the link dropped; the next attempt is due soon */
    ONLINE_RECONNECTING, /* trying again (the seat is resumed once back) */
    ONLINE_FAILED,       /* the first connection failed, or the server refused us: over */
} online_state;

typedef struct online_conn online_conn;

/* A server address as typed: "host", "host:port", "ws://host:port/", "wss://..."
 * ("[v6 address]:port" too). False with a message in `why` when it is not one. */
bool online_parse_address(const char *text, char *host, size_t host_size, int *port, bool *tls, char *why,
                          size_t why_size);

/* Starts connecting to `address` as `name` (1 to 32 bytes). `wake_event` is an
 * SDL user event type pushed whenever something came (0: none; tests poll).
 * NULL with the reason in `why` for a bad address or when the thread cannot
 * start: nothing was started then. */
online_conn *online_conn_open(const char *address, const char *name, uint32_t wake_event, char *why,
                              size_t why_size);
/* Closes the link and joins the thread. NULL is fine. */
void online_conn_close(online_conn *c);

online_state online_conn_state(const online_conn *c);
/* The address as connected to ("127.0.0.1:7474"). */
const char *online_conn_address(const online_conn *c);
/* Why the link failed or dropped last ("" when it never did), in the player's
 * language. Copied into `out`. */
void online_conn_why(const online_conn *c, char *out, size_t size);
/* Times the link came back after a drop. */
int online_conn_reconnects(const online_conn *c);

/* Queues one message (a JSON object's text) to send. False when not connected
 * or the queue is full (nothing queued then). */
bool online_conn_send(online_conn *c, const char *json);
/* The player's name from now on: said to the server at once (a second hello,
 * which the next create or join uses) and at every reconnection. False when
 * the hello could not be queued (it is said at the next connection then). */
bool online_conn_set_name(online_conn *c, const char *name);
/* Takes the oldest message from the server (malloc'd text, the caller frees),
 * NULL when none waits. */
char *online_conn_next(online_conn *c);

/* The seat the connection holds (from `joined`), resumed after a drop: false
 * when it holds none. Game is 12 hex characters, token 32. */
bool online_conn_seat(const online_conn *c, char game[16], int *seat, char token[40]);
/* Resumes this seat on every (re)connection from now on (a seat kept from an
 * earlier run); "" game forgets it. */
void online_conn_set_seat(online_conn *c, const char *game, int seat, const char *token);

/* Takes this seat now and after every reconnection: resumed at once when
 * the link is up, else as soon as the server says welcome. */
void online_conn_take_seat(online_conn *c, const char *game, int seat, const char *token);

/* Cuts the link now as a network fault would (tests, and the player's "drop"
 * in the debug keys): the connection then reconnects as after any drop. */
void online_conn_cut(online_conn *c);

#endif
