/*
 * The online screens' status line (front/online_*.c): what the link to the
 * game server says, and a refusal of the server handed to the screen once.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_STATUS_H
#define SKIRMISH_CLIENT_ONLINE_STATUS_H

#include <stdbool.h>
#include <stddef.h>

#include "online/conn.h"

/* While the link is not up: true, with the line in `line` (`kept`, the
 * game's own words, when the link dropped and this player holds a seat,
 * seat >= 0). False when it is up (`line` untouched). */
bool online_status_down(const online_conn *c, int seat, const char *kept, char *line, size_t size);

/* The line of a link that is up: the server's address. */
void online_status_up(const online_conn *c, char *line, size_t size);

/* The refusal `refused` when it is new (`*fresh`, cleared), into `why`. */
bool online_status_refusal(bool *fresh, const char *refused, char *why, size_t size);

#endif
