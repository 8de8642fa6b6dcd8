/*
 * The setup of a TRTS duel between two computer seats, for the tests that play
 * whole games between computer players (test_trts_ai_h18.c, test_trts_ai_h19.c).
 * Header only: it needs no cmocka and no library of its own.
 */
#ifndef SKIRMISH_TESTS_TRTS_DUEL_UTIL_H
#define SKIRMISH_TESTS_TRTS_DUEL_UTIL_H

#include <stdint.h>
#include <string.h>

#include "skirmish/core/trts/state.h"

/* Seat `me` plays faction f_me at level l_me, the other seat f_other at
 * l_other; both are computer seats. */
static inline trts_setup tt_computer_duel(int me, int f_me, int f_other, int l_me, int l_other, uint64_t seed)
{
    trts_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.type = TRTS_DUEL;
    setup.n_players = 2;
    setup.factions[me] = f_me;
    setup.factions[1 - me] = f_other;
    setup.computer[0] = setup.computer[1] = true;
    setup.level[me] = l_me;
    setup.level[1 - me] = l_other;
    setup.seed = seed;
    return setup;
}

#endif
