/*
 * Host a game: the game server (src/net, gsrv.h) run inside the client on a
 * thread of its own, so that a friend can connect to this machine. It listens
 * on loopback unless the player chose to open it to the network (the screen
 * asks first). The games are stored under the user's data folder, as
 * `skirmish-cli serve` stores them, so a restarted host goes on where it was.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_HOST_H
#define SKIRMISH_CLIENT_ONLINE_HOST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct online_host online_host;

/* Starts a server on `port` (0: any free port) with the game's content in
 * `content_dir` and its games under `store_dir`; `open_to_network` listens on
 * every interface instead of 127.0.0.1. NULL with the reason in `why` (the
 * port is taken, the folder cannot be made). */
online_host *online_host_start(int port, bool open_to_network, const char *content_dir, const char *store_dir,
                               const char *version, char *why, size_t why_size);
/* Stops the server (its games stay stored) and joins its thread. NULL is fine. */
void online_host_stop(online_host *h);
int online_host_port(const online_host *h);
bool online_host_open_to_network(const online_host *h);
/* The addresses a friend types to reach this server, "192.168.1.20:7474",
 * one per line (the loopback one only when it is not open to the network). */
void online_host_addresses(const online_host *h, char *out, size_t size);

#endif
