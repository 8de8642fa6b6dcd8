/*
 * Translation (src/i18n): the language chosen from the environment the way
 * gettext chooses it, even with no locale generated for it; the settings'
 * choice applied at once; plural forms; dates and decimals; shipped content's
 * display names; the cores' translator hook; the language in the settings file.
 *
 * Run with an argument (test_i18n EXPECTED), it only checks which language the
 * environment it was started in gives: ctest runs it so under several
 * environments (tests/client.cmake).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

/* The cores' hook first, its markers dropped for gettext's own (as src/i18n does). */
#include "skirmish/core/tr.h"
#undef _
#undef N_
#undef P_
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/prefs.h"
#include "skirmish/i18n.h"

static int setup(void **state)
{
    (void)state;
    assert_true(i18n_init(NULL));
    return 0;
}

static void test_choice_applies_at_once(void **state)
{
    (void)state;
    i18n_set_language("fr");
    assert_string_equal(i18n_language(), "fr");
    assert_string_equal(_("Settings"), "Réglages");
    assert_string_equal(C_("setting", "on"), "oui");
    i18n_set_language("es");
    assert_string_equal(i18n_language(), "es");
    assert_string_equal(_("Settings"), "Ajustes");
    assert_string_equal(C_("setting", "on"), "sí");
    i18n_set_language("en");
    assert_string_equal(i18n_language(), "en");
    assert_string_equal(_("Settings"), "Settings");
    assert_string_equal(C_("setting", "on"), "on");
    /* A language without a catalogue speaks English; so does an unknown message. */
    i18n_set_language("de");
    assert_string_equal(i18n_language(), "en");
    i18n_set_language("fr");
    assert_string_equal(_("no such message in any catalogue"), "no such message in any catalogue");
    i18n_set_language("");
}

static void test_plural_forms(void **state)
{
    (void)state;
    /* French counts 0 and 1 as singular, Spanish and English only 1. */
    const char *one = "Draw after %d round (%s)\n", *many = "Draw after %d rounds (%s)\n";
    i18n_set_language("fr");
    assert_string_equal(P_(one, many, 0), P_(one, many, 1));
    assert_string_not_equal(P_(one, many, 1), P_(one, many, 2));
    i18n_set_language("es");
    assert_string_not_equal(P_(one, many, 0), P_(one, many, 1));
    i18n_set_language("en");
    assert_string_equal(P_(one, many, 0), many);
    assert_string_equal(P_(one, many, 1), one);
    i18n_set_language("");
}

static void test_dates_and_decimals(void **state)
{
    (void)state;
    char buf[64];
    /* 2026-11-24 14:05 local time, whatever the time zone. */
    struct tm tm = { .tm_year = 126, .tm_mon = 10, .tm_mday = 24, .tm_hour = 14, .tm_min = 5, .tm_isdst = -1 };
    time_t when = mktime(&tm);
    i18n_set_language("en");
    i18n_date(buf, sizeof buf, when);
    assert_string_equal(buf, "2026-11-24 14:05");
    i18n_decimal(buf, sizeof buf, 2.5, 1);
    assert_string_equal(buf, "2.5");
    i18n_set_language("fr");
    i18n_date(buf, sizeof buf, when);
    assert_string_equal(buf, "24/11/2026 14:05");
    i18n_decimal(buf, sizeof buf, 2.5, 1);
    assert_string_equal(buf, "2,5");
    i18n_decimal(buf, sizeof buf, -1234.567, 2);
    assert_string_equal(buf, "-1234,57");
    i18n_set_language("es");
    i18n_decimal(buf, sizeof buf, 0.25, 2);
    assert_string_equal(buf, "0,25");
    i18n_decimal(buf, sizeof buf, 3, 0);
    assert_string_equal(buf, "3");
    i18n_set_language("");
}

static void test_content_names(void **state)
{
    (void)state;
    i18n_set_language("es");
    assert_string_equal(i18n_content("Archer"), "Arquero");
    /* A player's own name is left alone, and "" is not the catalogue's header. */
    assert_string_equal(i18n_content("Bob's Brave Band"), "Bob's Brave Band");
    assert_string_equal(i18n_content(""), "");
    assert_string_equal(i18n_content(NULL), "");
    i18n_set_language("");
}

static void test_core_hook(void **state)
{
    (void)state;
    const esc_ability_info *sweep = esc_ability_get(ESC_AB_SWEEP);
    assert_non_null(sweep);
    i18n_set_language("fr");
    /* The table holds English (it is data); the name is translated when shown. */
    assert_string_equal(sweep->name, "Sweep");
    assert_string_equal(_(sweep->name), "Balayage");
    /* i18n_init installed gettext behind the cores' markers... */
    assert_string_equal(core_tr("Sweep"), "Balayage");
    /* ...and a program that wants its outputs English (the CLI) takes it off. */
    core_set_translator(NULL, NULL);
    assert_string_equal(core_tr("Sweep"), "Sweep");
    i18n_set_language("");
}

static void test_prefs_language(void **state)
{
    (void)state;
    data_prefs p;
    data_error err;
    const char *ok = "{\"format\": \"skirmish-preferences\", \"version\": 1, \"language\": \"es\"}";
    assert_true(data_prefs_parse(ok, strlen(ok), "settings.json", &p, &err));
    assert_string_equal(p.language, "es");
    char *json = data_prefs_to_json(&p);
    assert_non_null(json);
    assert_non_null(strstr(json, "\"language\":\t\"es\"") ? json : strstr(json, "\"language\": \"es\""));
    data_prefs q;
    assert_true(data_prefs_parse(json, strlen(json), "settings.json", &q, &err));
    assert_string_equal(q.language, "es");
    free(json);
    /* Absent: the system's. */
    const char *none = "{\"format\": \"skirmish-preferences\", \"version\": 1}";
    assert_true(data_prefs_parse(none, strlen(none), "settings.json", &p, &err));
    assert_string_equal(p.language, "");
    /* A path, or too long: refused with the key named, nothing changed. */
    const char *bad[] = {
        "{\"format\": \"skirmish-preferences\", \"version\": 1, \"language\": \"../../etc\"}",
        "{\"format\": \"skirmish-preferences\", \"version\": 1, \"language\": \"fr/LC_MESSAGES\"}",
        "{\"format\": \"skirmish-preferences\", \"version\": 1, \"language\": \"abcdefghijklmnopqrstuvwxyz\"}",
        "{\"format\": \"skirmish-preferences\", \"version\": 1, \"language\": 3}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(p.language, sizeof p.language, "fr");
        assert_false(data_prefs_parse(bad[i], strlen(bad[i]), "settings.json", &p, &err));
        assert_string_equal(err.key, "language");
        assert_string_equal(p.language, "fr");
    }
}

int main(int argc, char **argv)
{
    if (argc == 2) {
        /* The environment's choice: argv[1] is the language it must give. */
        i18n_init(NULL);
        if (strcmp(i18n_language(), argv[1]) != 0) {
            fprintf(stderr, "FAIL: the environment gives \"%s\", expected \"%s\"\n", i18n_language(), argv[1]);
            return 1;
        }
        const char *want = strcmp(argv[1], "fr") == 0 ? "Réglages" : strcmp(argv[1], "es") == 0 ? "Ajustes" : "Settings";
        if (strcmp(_("Settings"), want) != 0) {
            fprintf(stderr, "FAIL: \"Settings\" reads \"%s\", expected \"%s\"\n", _("Settings"), want);
            return 1;
        }
        printf("ok: %s\n", argv[1]);
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_choice_applies_at_once),
        cmocka_unit_test(test_plural_forms),
        cmocka_unit_test(test_dates_and_decimals),
        cmocka_unit_test(test_content_names),
        cmocka_unit_test(test_core_hook),
        cmocka_unit_test(test_prefs_language),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
