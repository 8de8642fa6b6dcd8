/* Helpers of the tests that play whole computer games (ai_games_util.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "ai_games_util.h"
#include "data_test_util.h"
#include "skirmish/data/files.h"

const char *const tu_default_squads[4] = { "arcane-circle", "free-company", "iron-vanguard", "longbow-line" };

/* <dir>/<stem>.json of the source tree. */
static void source_json(char path[DT_PATH_MAX], const char *dir, const char *stem)
{
    char rel[128];
    snprintf(rel, sizeof rel, "%s/%s.json", dir, stem);
    dt_source_path(path, rel);
}

void tu_load_map(const char *stem, esc_map *map)
{
    char path[DT_PATH_MAX];
    data_error err;
    source_json(path, "maps", stem);
    assert_true(data_map_load(path, map, &err));
}

void tu_load_squad(const char *stem, esc_squad *squad)
{
    char path[DT_PATH_MAX];
    data_error err;
    source_json(path, "assets/squads", stem);
    assert_true(data_squad_load(path, squad, &err));
}
