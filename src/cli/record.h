/*
 * The records the simulation commands write with --record-dir (issue 38):
 * record.c.
 */
#ifndef SKIRMISH_CLI_RECORD_H
#define SKIRMISH_CLI_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "skirmish/ai/ai.h"
#include "skirmish/ai/match.h"
#include "skirmish/core/esc/record.h"

/* Writes game `index` (0-based) as DIR/escarmouche-0001.json (index + 1), both
 * seats computers at `levels` (by board side); false with a message in why. */
bool cli_write_esc_record(const char *dir, int index, const esc_record *record, const ai_level levels[ESC_SIDES],
                          char *why, size_t size);

#endif
