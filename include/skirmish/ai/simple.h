/*
 * A simple computer player for Escarmouche: looks one action ahead and picks the
 * one that leaves the best position by a plain material-and-distance count. It
 * stands in for the real AI levels (easy, normal, hard) in demos and tests, and is
 * deterministic for a given generator state. Its generator is its own, never the
 * game's, so that it cannot change what the rules draw.
 */
#ifndef SKIRMISH_AI_SIMPLE_H
#define SKIRMISH_AI_SIMPLE_H

#include <stdbool.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/rng.h"

/* The position's worth to `side`, in arbitrary units (higher is better). */
double ai_simple_evaluate(const esc_game *game, int side);
/* Chooses a legal action for the side to act; false only when the game is over. */
bool ai_simple_choose(const esc_game *game, core_rng *rng, esc_action *out);

#endif
