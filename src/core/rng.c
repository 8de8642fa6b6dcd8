/*
 * SplitMix64: one 64-bit word of state, good statistical quality, trivially saved
 * and copied with a game state.
 */
#include "skirmish/core/rng.h"

void core_rng_seed(core_rng *rng, uint64_t seed)
{
    rng->state = seed;
}

uint64_t core_rng_next(core_rng *rng)
{
    uint64_t z = (rng->state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

uint32_t core_rng_below(core_rng *rng, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    /* Reject the top sliver of the range so every value is equally likely. */
    uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
    uint64_t x;
    do {
        x = core_rng_next(rng);
    } while (x >= limit);
    return (uint32_t)(x % bound);
}
