/*
 * The preferences file: defaults, a round trip of every field, and refusals that
 * name the key.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/data/prefs.h"

static void test_defaults(void **state)
{
    (void)state;
    data_prefs p;
    data_prefs_default(&p);
    assert_false(p.end_turn_auto); /* the turn ends on End turn, so both actions can be undone */
    assert_true(p.confirm_end_turn);
    assert_int_equal(p.sound_volume, 70);
    assert_false(p.sound_muted);
    data_error err;
    data_prefs q;
    const char *old = "{\"format\":\"skirmish-preferences\",\"version\":1,\"confirm_end_turn\":false}";
    assert_true(data_prefs_parse(old, strlen(old), "old.json", &q, &err));
    assert_false(q.confirm_end_turn);
    assert_false(q.end_turn_auto); /* a file from before these settings gets their defaults */
    assert_int_equal(q.sound_volume, 70);
}

static void test_round_trip(void **state)
{
    (void)state;
    data_prefs p;
    data_prefs_default(&p);
    p.anim_speed = DATA_ANIM_FAST;
    p.show_threats = true;
    p.confirm_end_turn = false;
    p.end_turn_auto = true;
    p.sound_volume = 35;
    p.sound_muted = true;
    p.window_w = 1000;
    p.window_h = 700;
    p.ui_scale = 175;
    char *text = data_prefs_to_json(&p);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"end_turn_automatically\": true"));
    data_prefs q;
    data_error err;
    assert_true(data_prefs_parse(text, strlen(text), "p.json", &q, &err));
    free(text);
    assert_memory_equal(&p, &q, sizeof p);
}

static void test_refusals(void **state)
{
    (void)state;
    data_prefs q;
    data_error err;
    const char *loud = "{\"format\":\"skirmish-preferences\",\"version\":1,\"sound_volume\":101}";
    assert_false(data_prefs_parse(loud, strlen(loud), "loud.json", &q, &err));
    assert_string_equal(err.key, "sound_volume");
    const char *odd = "{\"format\":\"skirmish-preferences\",\"version\":1,\"end_turn_automatically\":1}";
    assert_false(data_prefs_parse(odd, strlen(odd), "odd.json", &q, &err));
    /* The UI scale: 0 (the display's) or 100 % to 200 %, nothing between. */
    const char *tiny = "{\"format\":\"skirmish-preferences\",\"version\":1,\"ui_scale\":50}";
    assert_false(data_prefs_parse(tiny, strlen(tiny), "tiny.json", &q, &err));
    assert_string_equal(err.key, "ui_scale");
    const char *huge = "{\"format\":\"skirmish-preferences\",\"version\":1,\"ui_scale\":201}";
    assert_false(data_prefs_parse(huge, strlen(huge), "huge.json", &q, &err));
    assert_string_equal(err.key, "ui_scale");
    const char *big = "{\"format\":\"skirmish-preferences\",\"version\":1,\"ui_scale\":150}";
    assert_true(data_prefs_parse(big, strlen(big), "big.json", &q, &err));
    assert_int_equal(q.ui_scale, 150);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
