/*
 * A game record: everything needed to reproduce an Escarmouche game exactly (map,
 * squads, settings, seed) and the list of actions played. Saved games, autosaves,
 * golden tests and bug reports are records; the current state is derived by
 * replaying them.
 *
 * A scenario game's record names its scenario (has_scenario, the whole
 * description copied in, so it stands alone): it starts with esc_scenario_start
 * instead of esc_game_init, and its map is the open board named after the
 * scenario (the scenario's own obstacles and deployment squares are laid by
 * esc_scenario_start).
 */
#ifndef SKIRMISH_CORE_ESC_RECORD_H
#define SKIRMISH_CORE_ESC_RECORD_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/scenario.h"

typedef struct esc_record {
    esc_map map;
    esc_squad squads[ESC_SIDES];
    esc_settings settings;
    uint64_t seed;
    bool has_scenario;
    esc_scenario scenario; /* when has_scenario */
    int n_actions;
    int capacity;
    esc_action *actions;   /* owned; grows as actions are pushed */
} esc_record;

void esc_record_init(esc_record *record, const esc_map *map, const esc_squad *squads[ESC_SIDES],
                     const esc_settings *settings, uint64_t seed);
/* A scenario game's record: the scenario copied in, its settings those
 * esc_scenario_start derives. The caller checks that it starts first. */
void esc_record_init_scenario(esc_record *record, const esc_scenario *scenario, const esc_squad *squads[ESC_SIDES],
                              uint64_t seed);
/* The game at its start (before any action): esc_scenario_start for a
 * scenario's record, else esc_game_init; *which as theirs (may be NULL). */
esc_setup_problem esc_record_start(const esc_record *record, esc_game *game, int *which);
void esc_record_free(esc_record *record);
/* Copies src into an initialised or zeroed dst (dst's old actions freed). False on
 * out of memory, dst then empty of actions. */
bool esc_record_copy(esc_record *dst, const esc_record *src);
/* False on out of memory. */
bool esc_record_push(esc_record *record, const esc_action *action);
/* Drops actions past the first n (undo). */
void esc_record_truncate(esc_record *record, int n);

typedef struct esc_replay_result {
    esc_setup_problem setup;   /* ESC_SETUP_OK unless the game could not start */
    int failed_at;             /* index of the first illegal action, -1 if all applied */
    esc_problem problem;       /* why it was illegal */
} esc_replay_result;

/* Rebuilds the state after the first `upto` actions (all if upto < 0). */
esc_replay_result esc_record_replay(const esc_record *record, esc_game *game, int upto);

#endif
