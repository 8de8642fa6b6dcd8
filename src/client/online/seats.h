/*
 * The seats this player holds on game servers, kept between runs
 * (<user data>/online-seats.json): the server's address, the game, the seat and
 * its token, so that a client restarted, or a host that hosts again, takes its
 * seat back with one click. The file holds the tokens (the seats themselves):
 * it is the user's alone (mode 0600). At most ONLINE_SEATS_KEPT, newest first.
 * The lobby's name and address fields are kept there too.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_SEATS_H
#define SKIRMISH_CLIENT_ONLINE_SEATS_H

#include <stdbool.h>
#include <stddef.h>

#define ONLINE_SEATS_KEPT 32

typedef struct online_saved_seat {
    char address[128]; /* as connected to ("127.0.0.1:7474") */
    char game[16];
    int seat;
    char token[40];
} online_saved_seat;

typedef struct online_seats {
    online_saved_seat list[ONLINE_SEATS_KEPT];
    int n;
    /* The lobby's fields as last used ("" none): the player's name, the
     * server's address typed. */
    char name[40];
    char address[128];
} online_seats;

/* Reads the file; a missing file is an empty list. A damaged one is an empty
 * list too, and false with why (it is overwritten at the next save). */
bool online_seats_load(const char *path, online_seats *out, char *why, size_t why_size);
/* Writes the list atomically, the file private to the user. */
bool online_seats_save(const char *path, const online_seats *s, char *why, size_t why_size);
/* Puts a seat first (replacing the same address and game); the oldest goes past the limit. */
void online_seats_put(online_seats *s, const online_saved_seat *seat);
/* Drops the seat of that address and game, if kept. */
void online_seats_forget(online_seats *s, const char *address, const char *game);
/* The kept seat of that address and game, NULL if none. */
const online_saved_seat *online_seats_find(const online_seats *s, const char *address, const char *game);

#endif
