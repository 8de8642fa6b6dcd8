/*
 * The checker refuses an escort that cannot reach its exit within the round
 * limit, even unopposed (issue 37: a scenario the escorting side can never
 * win): the escorted unit walks two moves of its Move a turn round the
 * obstacles, from the nearest deployment square; the file's refusal names the
 * objective's exits.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/scenario_file.h"

/* Side 0's Envoy (Move 1) deploys on rank 1; the exits are rank 8: seven
 * steps, four turns. Obstacles OBST, round limit LIMIT. */
static const char scenario_json[] =
    "{\"format\":\"skirmish-scenario\",\"version\":1,\"name\":\"Test\",\"briefing\":\"Go.\","
    "\"board\":{\"obstacles\":[OBST]},"
    "\"sides\":[{\"name\":\"A\",\"deploy\":[\"a1\",\"b1\"],\"squad\":{\"name\":\"E\",\"units\":["
    "{\"name\":\"Envoy\",\"health\":3,\"range\":1,\"power\":1,\"move\":MOVE,\"abilities\":[]}]}},"
    "{\"name\":\"B\",\"deploy\":[\"d5\",\"e5\"],\"budget\":10}],"
    "\"deploys_first\":0,\"moves_first\":0,\"round_limit\":LIMIT,\"at_round_limit\":1,"
    "\"objectives\":[{\"type\":\"escort\",\"side\":0,\"unit\":\"Envoy\",\"exits\":[\"a8\",\"b8\",\"c8\"]},"
    "{\"type\":\"survive\",\"side\":1,\"rounds\":LIMIT}]}";

static void replace(char *text, size_t size, const char *from, const char *to)
{
    char *at;
    while ((at = strstr(text, from)) != NULL) {
        char rest[4096];
        snprintf(rest, sizeof rest, "%s", at + strlen(from));
        snprintf(at, size - (size_t)(at - text), "%s%s", to, rest);
    }
}

/* NULL key: accepted. */
static void check(const char *obstacles, int move, int limit, const char *key)
{
    char text[4096], n[16];
    snprintf(text, sizeof text, "%s", scenario_json);
    replace(text, sizeof text, "OBST", obstacles);
    snprintf(n, sizeof n, "%d", move);
    replace(text, sizeof text, "MOVE", n);
    snprintf(n, sizeof n, "%d", limit);
    replace(text, sizeof text, "LIMIT", n);
    esc_scenario *out = malloc(sizeof *out);
    assert_non_null(out);
    data_error err;
    bool ok = data_scenario_parse(text, strlen(text), "test.json", out, &err);
    if (!key && !ok)
        fail_msg("refused (%s at %s), obstacles [%s], move %d, limit %d", err.message, err.key, obstacles, move, limit);
    if (key) {
        if (ok)
            fail_msg("accepted, obstacles [%s], move %d, limit %d", obstacles, move, limit);
        if (strcmp(err.key, key) != 0 || !strstr(err.message, "round_limit"))
            fail_msg("refused at '%s' (%s), expected '%s'", err.key, err.message, key);
    }
    free(out);
}

static void test_escort_in_time(void **state)
{
    (void)state;
    check("", 1, 4, NULL);                               /* 7 steps, 2 a round: 4 rounds */
    check("", 1, 3, "objectives[0].exits");
    check("", 2, 2, NULL);                               /* 4 a round */
    check("", 2, 1, "objectives[0].exits");
    /* A wall on rank 4 but h4: the way round is b1 .. h4 (6 steps), then up and
     * back to c8 (5): 11 steps, 6 rounds at Move 1. */
    check("\"a4\",\"b4\",\"c4\",\"d4\",\"e4\",\"f4\",\"g4\"", 1, 6, NULL);
    check("\"a4\",\"b4\",\"c4\",\"d4\",\"e4\",\"f4\",\"g4\"", 1, 5, "objectives[0].exits");
}

/* The core's report: the objective, the side, the words. */
static void test_escort_in_time_report(void **state)
{
    (void)state;
    assert_string_equal(esc_scenario_problem_text(ESC_SCN_ESCORT_TOO_FAR),
                        "the escorted unit cannot reach an exit before the round limit, even unopposed");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escort_in_time),
        cmocka_unit_test(test_escort_in_time_report),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
