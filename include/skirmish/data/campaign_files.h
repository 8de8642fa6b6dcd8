/*
 * Campaign files: the bare positions and order lists of skirmish-cli
 * campaign-resolve, the resolution printed back, and (campaign_map.h,
 * campaign_save.h) the maps and the saves.
 *
 * Loading tells two failures apart, because the CLI answers them with different
 * exit statuses: a file that cannot be read or is not the expected JSON shape
 * (missing keys, wrong types: *invalid stays false), and a well-formed file whose
 * content breaks a rule (an army on a location its player does not control, an
 * order the rules refuse: *invalid is true). Either way the error names the file,
 * the key and the problem.
 */
#ifndef SKIRMISH_DATA_CAMPAIGN_FILES_H
#define SKIRMISH_DATA_CAMPAIGN_FILES_H

#include <stdbool.h>

#include "skirmish/core/campaign/map.h"
#include "skirmish/core/campaign/orders.h"
#include "skirmish/core/campaign/resolve.h"
#include "skirmish/core/campaign/state.h"
#include "skirmish/data/error.h"

/* {"locations": [{"id", "supply", "controller"}], "routes": [[a, b]], "armies":
 * [{"id", "player", "location", "main"}]}: a map with only ids, supplies and
 * routes, and the forces. */
bool data_campaign_position_load(const char *path, campaign_map *map, campaign_forces *forces, data_error *err,
                                 bool *invalid);

#define DATA_CAMPAIGN_MAX_ORDERS 256
#define DATA_CAMPAIGN_MAX_CHOICES 256

typedef struct data_campaign_choice {
    int player;
    int loc;            /* location index, CAMPAIGN_NO_LOCATION for an unknown id */
    bool stand;
} data_campaign_choice;

typedef struct data_campaign_orders {
    int n_orders;
    campaign_order orders[DATA_CAMPAIGN_MAX_ORDERS];
    int n_choices;
    data_campaign_choice choices[DATA_CAMPAIGN_MAX_CHOICES];
} data_campaign_orders;

/* {"orders": [{"army", "order": "move"|"defend"|"merge", "to", "with"}],
 * "standoffs": [{"player", "location", "choice": "stand"|"withdraw"}]}, checked
 * against the position with campaign_orders_test. */
bool data_campaign_orders_load(const char *path, const campaign_map *map, const campaign_forces *forces,
                               data_campaign_orders *out, data_error *err, bool *invalid);

/* The shipped unit library (<data_dir>/assets/units, in file-name order) as the
 * campaign's recruitment list; false when the directory holds no legal unit. */
bool data_campaign_library_load(const char *data_dir, campaign_library *out, data_error *err);

/* The campaign-sim summary: {"winners", "victory", "turns", "battles",
 * "locations", "renown_earned"}; NULL when out of memory. */
char *data_campaign_summary_to_json(const campaign_state *state);

/* The campaign-resolve output (docs/campaign.md, "skirmish-cli"); NULL when out of
 * memory. */
char *data_campaign_resolution_to_json(const campaign_map *map, const campaign_resolution *res);

#endif
