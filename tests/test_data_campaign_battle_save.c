/*
 * A campaign battle saved mid-match: its squads answer to the battle's budget
 * (up to 40 rank points, the budget hook), not the plain 30. A campaign autosave
 * made during a board battle with a 32-RP squad must load again, so Continue
 * opens the player's game; the same squad in a plain save is still refused,
 * and so is one over the battle's own budget, each naming the squad's key.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "data_test_util.h"

/* The "battle_match" of a campaign autosave a player could not load
 * (squads[1]: Recruit 3 + Knight Commander + Bombard + Archer = 32 RP). */
static const char match_json[] =
    "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"3633191138996939195\","
    "\"settings\":{\"round_limit\":30,\"markers_to_win\":5},"
    "\"map\":{\"name\":\"Hill\",\"obstacles\":[\"c3\",\"f3\",\"a4\",\"h5\",\"c6\",\"f6\"],"
    "\"zone\":[\"d4\",\"e4\",\"d5\",\"e5\"]},"
    "\"squads\":[{\"name\":\"\",\"units\":["
    "{\"name\":\"Knight Commander\",\"health\":4,\"range\":1,\"power\":2,\"move\":2,\"abilities\":[\"charge\",\"defensive-stance\"]},"
    "{\"name\":\"Knight Commander\",\"health\":4,\"range\":1,\"power\":2,\"move\":2,\"abilities\":[\"charge\",\"defensive-stance\"]}]},"
    "{\"name\":\"\",\"units\":["
    "{\"name\":\"Recruit\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":[]},"
    "{\"name\":\"Knight Commander\",\"health\":4,\"range\":1,\"power\":2,\"move\":2,\"abilities\":[\"charge\",\"defensive-stance\"]},"
    "{\"name\":\"Bombard\",\"health\":2,\"range\":3,\"power\":1,\"move\":1,\"abilities\":[\"suppressing-fire\"]},"
    "{\"name\":\"Archer\",\"health\":2,\"range\":3,\"power\":1,\"move\":1,\"abilities\":[]}]}],"
    "\"seats\":[{\"name\":\"Computer 1 (Normal)\",\"computer\":true,\"level\":\"normal\"},"
    "{\"name\":\"Computer 2 (Normal)\",\"computer\":true,\"level\":\"normal\"}],"
    "\"actions\":[\"deploy d7\",\"deploy d2\",\"deploy e7\",\"deploy e2\",\"deploy f7\",\"deploy c7\","
    "\"move d7 e6\",\"move e7 e5\"]}";

static bool parse_with_budget(int budget0, int budget1, esc_record *rec, data_error *err)
{
    esc_hooks hooks;
    memset(&hooks, 0, sizeof hooks);
    hooks.budget[0] = (uint8_t)budget0;
    hooks.budget[1] = (uint8_t)budget1;
    memset(rec, 0, sizeof *rec);
    return data_save_parse_hooks(match_json, strlen(match_json), "autosave.json", &hooks, rec, NULL, err);
}

static void test_squad_within_battle_budget_loads(void **state)
{
    (void)state;
    esc_record rec;
    data_error err;
    bool ok = parse_with_budget(40, 40, &rec, &err);
    if (!ok)
        fail_msg("refused: %s: %s", err.key, err.message);
    assert_int_equal(esc_squad_rank_points(&rec.squads[1]), 32);
    assert_int_equal(rec.n_actions, 8);
    assert_int_equal(rec.settings.hooks.budget[1], 40);
    esc_record_free(&rec);
}

static void test_squad_over_plain_budget_refused(void **state)
{
    (void)state;
    esc_record rec;
    data_error err;
    memset(&rec, 0, sizeof rec);
    assert_false(data_save_parse(match_json, strlen(match_json), "plain.json", &rec, &err));
    assert_string_equal(err.key, "squads[1]");
    assert_non_null(strstr(err.message, "32"));
    assert_non_null(strstr(err.message, "30"));
    esc_record_free(&rec);
}

static void test_squad_over_battle_budget_refused(void **state)
{
    (void)state;
    esc_record rec;
    data_error err;
    assert_false(parse_with_budget(40, 31, &rec, &err));
    assert_string_equal(err.key, "squads[1]");
    assert_non_null(strstr(err.message, "32"));
    assert_non_null(strstr(err.message, "31"));
    esc_record_free(&rec);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_squad_within_battle_budget_loads),
        cmocka_unit_test(test_squad_over_plain_budget_refused),
        cmocka_unit_test(test_squad_over_battle_budget_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
