/*
 * Scenario files ("skirmish-scenario", version 1; docs/formats.md "Scenario
 * files"): an Escarmouche board, two sides with deployment squares and forces,
 * objectives and a round limit, read into an esc_scenario (skirmish/core/esc/
 * scenario.h) and written back.
 *
 * Unlike a squad, a scenario that cannot be played is refused at load time with
 * esc_scenario_test's reason, and the error names the key of the file that is
 * wrong ("sides[1].deploy[3]", "objectives[2].zones[0]") (the editor checks
 * its own esc_scenario with the core directly). A draft the editor saved ("draft": true) is refused too, with
 * the checker's reason, except by the _draft loaders. As every loader here, it
 * never crashes and fills nothing on error.
 */
#ifndef SKIRMISH_DATA_SCENARIO_FILE_H
#define SKIRMISH_DATA_SCENARIO_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/error.h"

#define DATA_FORMAT_SCENARIO "skirmish-scenario"

/* `name` is the file name used in messages for text held in memory. */
bool data_scenario_parse(const char *text, size_t len, const char *name, esc_scenario *scenario, data_error *err);
bool data_scenario_load(const char *path, esc_scenario *scenario, data_error *err);
/* The same, also reading a draft ("draft": true: a scenario the checker
 * refuses, kept by the editor to finish later) as far as it goes, *draft set;
 * the loaders above refuse a draft with the checker's reason. */
bool data_scenario_parse_draft(const char *text, size_t len, const char *name, esc_scenario *scenario, bool *draft,
                               data_error *err);
bool data_scenario_load_draft(const char *path, esc_scenario *scenario, bool *draft, data_error *err);
/* A malloc'd JSON document (caller frees) that data_scenario_parse reads back
 * to the same scenario (a scenario the checker refuses: a draft, that
 * data_scenario_parse_draft reads back); NULL on out of memory. */
char *data_scenario_to_json(const esc_scenario *scenario);
bool data_scenario_save(const char *path, const esc_scenario *scenario, data_error *err);

#endif
