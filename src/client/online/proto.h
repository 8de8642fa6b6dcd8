/*
 * The game server's messages (docs/protocol.md) as the client's online screens
 * need them: the requests built as JSON text, and the answers read into plain
 * structs (the lobby's list of games, a game's seats, an error). Pure: no
 * network, no SDL.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_PROTO_H
#define SKIRMISH_CLIENT_ONLINE_PROTO_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/squad.h"

#define ONLINE_MAX_SEATS 4
#define ONLINE_MAX_GAMES 200

typedef struct online_seat {
    char name[40];      /* "" for an open seat */
    char player[12];    /* "human", "open", "computer" */
    char level[12];     /* a computer's */
    bool connected;
} online_seat;

typedef struct online_game {
    char id[16];
    char kind[16];      /* "escarmouche", "trts", "conquest" */
    char map[64];
    char status[12];    /* "open", "playing", "over" */
    int seq;
    online_seat seats[ONLINE_MAX_SEATS];
    int n_seats;
    int watchers;
    bool seed_chosen;   /* its creator chose its seed (and may know its draws) */
} online_game;

/* The message's "type" ("" when it has none). */
const char *online_msg_type(const cJSON *msg);
/* A "games" answer's rows, at most `cap`; the number read. */
int online_parse_games(const cJSON *msg, online_game *out, int cap);
/* The "seats" array of a games row or a view into g->seats. */
void online_parse_seats(const cJSON *seats, online_game *g);
/* Who the game waits for, in the player's language ("Waiting for: seat 2
 * (open), Bob (not connected)"), or "" when nobody. */
void online_game_waiting(const online_game *g, char *out, size_t size);
/* The seats as one line: "Alice, Bob (away), computer (normal), open". */
void online_game_seats_line(const online_game *g, char *out, size_t size);
/* A game kind's name for the player ("Escarmouche", "TRTS", "Conquest"). */
const char *online_kind_label(const char *kind);
/* An "error" answer in the player's language: its code said plainly, with the
 * server's reason when the rules gave one. */
void online_error_text(const cJSON *msg, char *out, size_t size);

/* Requests, as malloc'd JSON text (NULL: out of memory). */
char *online_msg_list(void);
/* An Escarmouche game: the creator on seat 0 with `mine`; seat 1 "open" or
 * "computer" (`level`, squad `other`). Map and squads go as objects, so a
 * squad of the player's own Barracks is played as it is. */
char *online_msg_create_escarmouche(const esc_map *map, const esc_squad *mine, bool other_computer,
                                    const char *level, const esc_squad *other, int round_limit);
/* A TRTS, Conquest or Campaign game by the names the server knows: `seats`
 * of them, seat 0 the creator's; each other "open" or "computer" at `level`;
 * `factions` (TRTS) one per seat, or NULL. A TRTS game of three or four seats
 * is a free-for-all ("match": "ffa"), of two a duel. */
char *online_msg_create_named(const char *kind, const char *map, int seats, const bool *computer,
                              const char *level, const char *const *factions);
/* The same with each seat's own: `levels[i]` a computer's level, NULL for a
 * seat open for a person (seat 0 the creator's; levels may be NULL: all open). */
char *online_msg_create_seats(const char *kind, const char *map, int seats, const char *const *levels,
                              const char *const *factions);
/* Joins an open seat; `squad` for Escarmouche (NULL for the others). */
char *online_msg_join(const char *game, int seat, const esc_squad *squad);
char *online_msg_watch(const char *game);
char *online_msg_leave(void);
/* Takes back a seat held by its token. */
char *online_msg_resume(const char *game, const char *token);
/* An Escarmouche action in the rules' notation for the position `seq`. */
char *online_msg_act(const char *game, int seq, const char *action);

#endif
