/*
 * A Campaign duel on the board (docs/protocol.md, "The Campaign view": `duel`)
 * as the Escarmouche `view` and `history` the seat's match mirror
 * (online/mirror.h) is built from, so the battle screen plays it as it plays
 * an Escarmouche game served alone.
 *
 * The duel's seed never leaves the server (it would foretell the battle's
 * next duels), and the rules draw only who deploys first and the first
 * turn's dice, both public once deployment is over. The ruling: the history's
 * seed is a stand-in, the first seed from 1 up whose draws are the very ones
 * the view shows, so the record replays the server's match exactly without
 * its seed. Pure: no network, no SDL.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_CA_DUEL_H
#define SKIRMISH_CLIENT_ONLINE_CA_DUEL_H

#include <stdbool.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "skirmish/core/esc/game.h"

#define ONLINE_CA_SEED_TRIES 50000000u /* about a second: ties beyond the third roll are that rare */

/* A seed whose first draws give `first_deployer` (-1: not drawn, the hooks
 * say) and then the n dice pairs; 0 when none is found within the tries. */
uint64_t online_ca_stand_in_seed(int first_deployer, const uint8_t (*dice)[ESC_SIDES], int n);

/* The Escarmouche view and history (malloc'd cJSON, the caller deletes) of
 * the Campaign view's `duel`; `*seed` is the stand-in seed kept from the last
 * call (0: none yet; found again when the draws differ). False when the duel
 * is not one (out of memory, or no stand-in seed gives its draws). */
bool online_ca_duel_messages(const cJSON *duel, uint64_t *seed, cJSON **view, cJSON **history);

#endif
