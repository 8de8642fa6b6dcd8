/*
 * Seeded pseudo-random generator shared by every rules core.
 *
 * The whole generator is one 64-bit word (SplitMix64), so it lives inside a game
 * state, is copied with it, and is saved as a single number: replaying the same
 * actions from the same seed draws the same numbers. Cosmetic randomness (the
 * client's shakes and sparks, the AI's tie breaks) must use a generator of its own,
 * never the one in a game state, or replays would diverge.
 */
#ifndef SKIRMISH_CORE_RNG_H
#define SKIRMISH_CORE_RNG_H

#include <stdint.h>

typedef struct core_rng {
    uint64_t state;
} core_rng;

void core_rng_seed(core_rng *rng, uint64_t seed);
uint64_t core_rng_next(core_rng *rng);
/* Uniform integer in [0, bound); bound must be at least 1. Unbiased (rejection). */
uint32_t core_rng_below(core_rng *rng, uint32_t bound);

#endif
