#include "trts_test_util.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "skirmish/data/trts_files.h"

void tt_source_path(char out[1024], const char *rel)
{
    const char *src = getenv("SKIRMISH_SOURCE_DIR");
    assert_non_null(src);
    snprintf(out, 1024, "%s/%s", src, rel);
}

const trts_rules *tt_rules(void)
{
    static trts_rules rules;
    static int loaded;
    if (!loaded) {
        char dir[1024];
        data_error err;
        tt_source_path(dir, "assets/trts");
        if (!data_trts_rules_load(dir, &rules, &err))
            fail_msg("%s: %s: %s", err.file, err.key, err.message);
        loaded = 1;
    }
    return &rules;
}
