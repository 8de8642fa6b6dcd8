/*
 * Helpers for the TRTS tests: the shipped faction tables and maps, loaded once.
 */
#ifndef SKIRMISH_TESTS_TRTS_TEST_UTIL_H
#define SKIRMISH_TESTS_TRTS_TEST_UTIL_H

#include "skirmish/core/trts/faction.h"

/* assets/trts of the source tree, failing the test when it does not load. */
const trts_rules *tt_rules(void);
/* "$SKIRMISH_SOURCE_DIR/rel" */
void tt_source_path(char out[1024], const char *rel);

#endif
