/*
 * Game records: the setup and the action list, and their replay.
 */
#include "skirmish/core/esc/record.h"

#include <stdlib.h>
#include <string.h>

void esc_record_init(esc_record *record, const esc_map *map, const esc_squad *squads[ESC_SIDES],
                     const esc_settings *settings, uint64_t seed)
{
    memset(record, 0, sizeof *record);
    record->map = *map;
    for (int s = 0; s < ESC_SIDES; s++)
        record->squads[s] = *squads[s];
    record->settings = *settings;
    record->seed = seed;
}

void esc_record_init_scenario(esc_record *record, const esc_scenario *scenario, const esc_squad *squads[ESC_SIDES],
                              uint64_t seed)
{
    esc_map open;
    esc_map_init(&open, scenario->name);
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record_init(record, &open, squads, &settings, seed);
    record->has_scenario = true;
    record->scenario = *scenario;
    /* The settings the scenario's start derives (round limit, budgets, first
     * deployer), so whoever reads them from the record reads the game's. */
    esc_game *g = malloc(sizeof *g);
    if (g && esc_scenario_start(g, scenario, squads, seed, NULL) == ESC_SETUP_OK)
        record->settings = g->settings;
    free(g);
}

esc_setup_problem esc_record_start(const esc_record *record, esc_game *game, int *which)
{
    const esc_squad *squads[ESC_SIDES] = { &record->squads[0], &record->squads[1] };
    if (record->has_scenario)
        return esc_scenario_start(game, &record->scenario, squads, record->seed, which);
    return esc_game_init(game, &record->map, squads, &record->settings, record->seed, which);
}

void esc_record_free(esc_record *record)
{
    free(record->actions);
    record->actions = NULL;
    record->n_actions = 0;
    record->capacity = 0;
}

bool esc_record_copy(esc_record *dst, const esc_record *src)
{
    esc_action *actions = NULL;
    if (src->n_actions > 0) {
        actions = malloc((size_t)src->n_actions * sizeof *actions);
        if (!actions) {
            esc_record_free(dst);
            return false;
        }
        memcpy(actions, src->actions, (size_t)src->n_actions * sizeof *actions);
    }
    esc_record_free(dst);
    *dst = *src;
    dst->actions = actions;
    dst->capacity = src->n_actions;
    return true;
}

bool esc_record_push(esc_record *record, const esc_action *action)
{
    if (record->n_actions == record->capacity) {
        int cap = record->capacity ? record->capacity * 2 : 64;
        esc_action *grown = realloc(record->actions, (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        record->actions = grown;
        record->capacity = cap;
    }
    record->actions[record->n_actions++] = *action;
    return true;
}

void esc_record_truncate(esc_record *record, int n)
{
    if (n >= 0 && n < record->n_actions)
        record->n_actions = n;
}

esc_replay_result esc_record_replay(const esc_record *record, esc_game *game, int upto)
{
    esc_replay_result r = { ESC_SETUP_OK, -1, ESC_OK };
    r.setup = esc_record_start(record, game, NULL);
    if (r.setup != ESC_SETUP_OK)
        return r;
    int n = upto < 0 || upto > record->n_actions ? record->n_actions : upto;
    for (int i = 0; i < n; i++) {
        esc_problem p = esc_game_apply(game, &record->actions[i], NULL);
        if (p != ESC_OK) {
            r.failed_at = i;
            r.problem = p;
            return r;
        }
    }
    return r;
}
