/*
 * Campaign saves ("skirmish-campaign", version 1; docs/campaign.md §10): the map,
 * settings, turn, phase, both random streams, players and rosters, armies,
 * control, the turn in progress (orders, standoff choices, battles with their
 * duel chains and chosen squads, retreats) and, optionally, the Escarmouche match
 * being fought, embedded as a "skirmish-save" document.
 *
 * Written atomically. Loading checks every key and the state's invariants, so a
 * damaged or hostile file is refused with a message naming the file, the key and
 * the problem, never half-loaded. The embedded match's settings do not carry the
 * campaign hooks: on resuming, the caller takes them from campaign_duel_setup (a
 * function of the loaded state).
 *
 * A save holds its own map, so map points at the caller's storage, which must
 * outlive the state.
 */
#ifndef SKIRMISH_DATA_CAMPAIGN_SAVE_H
#define SKIRMISH_DATA_CAMPAIGN_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/campaign/state.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

#define DATA_FORMAT_CAMPAIGN_SAVE "skirmish-campaign"

/* match_json: the embedded Escarmouche save (a skirmish-save document), or NULL. */
char *data_campaign_save_to_json(const campaign_state *state, const char *match_json);
bool data_campaign_save(const char *path, const campaign_state *state, const char *match_json, data_error *err);
/* *match_json (if not NULL) receives the embedded match (caller frees) or NULL. */
bool data_campaign_save_parse(const char *text, size_t len, const char *name, campaign_map *map,
                              campaign_state *state, char **match_json, data_error *err);
bool data_campaign_load(const char *path, campaign_map *map, campaign_state *state, char **match_json,
                        data_error *err);

/* The same with the players' names (campaign_seats_file.c): a top-level "seats"
 * array (docs/formats.md "Seats"); computer or human stays the settings' word.
 * Reading a save without seats gives default names. seats: one per player.
 * events (may be NULL): the game's event log, kept in a top-level "events"
 * object (docs/formats.md "Events") with how far each seat has read it; a save
 * without one loads an empty log. */
char *data_campaign_save_to_json_seats(const campaign_state *state, const data_seat seats[], const char *match_json,
                                       const evlog *events);
bool data_campaign_save_seats(const char *path, const campaign_state *state, const data_seat seats[],
                              const char *match_json, const evlog *events, data_error *err);
/* A new save <dir>/<time>-campaign.json (or -2, -3...), claimed atomically
 * (data_file_time_stem, data_file_write_unique); its path goes to `path`. seats may be
 * NULL. */
bool data_campaign_save_new(const char *dir, char *path, size_t size, const campaign_state *state,
                            const data_seat seats[], const char *match_json, const evlog *events, data_error *err);
bool data_campaign_load_seats(const char *path, campaign_map *map, campaign_state *state, data_seat seats[],
                              char **match_json, evlog *events, data_error *err);

#endif
