/*
 * A Campaign replay's battle as an Escarmouche replay of its own (issue 38:
 * "the Campaign's replay includes its battles, each watchable as an
 * Escarmouche replay from the campaign's timeline"). The duel's record is the
 * campaign record's (data_replay_campaign_duel); this wraps it in a data_replay,
 * in memory, with its checkpoints, so the Escarmouche viewer seeks it as any
 * Escarmouche file. Pure C, no SDL.
 */
#ifndef SKIRMISH_DATA_REPLAY_BATTLE_H
#define SKIRMISH_DATA_REPLAY_BATTLE_H

#include <stdbool.h>

#include "skirmish/data/replay.h"

/* When step n of the Campaign replay `campaign` is a duel: *out = that duel as an
 * Escarmouche replay (free it with data_replay_free), its seats the campaign
 * seats of the two players who fought it (board side 0, then 1), and
 * players[side] = their campaign seats. False for any other step, another game,
 * or out of memory (*out then zeroed). */
bool data_replay_campaign_battle(const data_replay *campaign, int n, data_replay *out, int players[ESC_SIDES]);

#endif
