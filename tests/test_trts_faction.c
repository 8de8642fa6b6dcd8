/*
 * The shipped faction tables (assets/trts/) against the spec's figures
 * (docs/trts.md "Factions"), figure by figure. The figures below are copied from
 * the spec's tables by hand, not from the JSON, so a typo in either shows up.
 * A figure marked "ruling: N" was N in the spec and was changed for balance
 * (docs/trts.md "Balance rulings").
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/data/trts_files.h"
#include "trts_test_util.h"

#define NA TRTS_NO_ATTACK

typedef struct unit_row {
    const char *faction, *id;
    int min, gas, sup, mp, hp, sh, arm, rng, gnd, air;
    unsigned tags;
    const char *made_at;
} unit_row;

static const unit_row units[] = {
    {"directorate", "technician", 1, 0, 1, 2, 1, 0, 0, 1, 1, NA, TRTS_TAG_WORKER, "hq"},
    {"directorate", "trooper", 1, 0, 1, 2, 2, 0, 0, 4, 1, 1, 0, "drill-hall"},
    {"directorate", "breacher", 2, 1, 2, 2, 4, 0, 1, 2, 2, NA, 0, "drill-hall"},
    {"directorate", "mauler", 3, 1, 2, 2, 5, 0, 1, 5, 2, 3, 0, "foundry"},
    {"directorate", "lancer", 4, 2, 3, 1, 6, 0, 1, 7, 3, NA, TRTS_TAG_SPLASH, "foundry"},
    {"directorate", "hawk", 3, 2, 2, 3, 4, 0, 0, 5, 1, 3, TRTS_TAG_AIR, "foundry"},
    {"luminar", "attendant", 1, 0, 1, 2, 1, 0, 0, 1, 1, NA, TRTS_TAG_WORKER, "sanctum"},
    {"luminar", "blade", 3 /* ruling: 2 */, 0, 2, 2, 2, 2, 0, 1, 2, NA, 0, "conclave"},
    {"luminar", "striker", 2, 1, 2, 3, 2, 1, 0, 1, 3, NA, 0, "conclave"},
    {"luminar", "arbalest", 3 /* ruling: 2 */, 1, 2, 2, 2, 2, 1, 4, 2, 2, 0, "conclave"},
    {"luminar", "glimmer", 3, 2, 2, 3, 2, 2, 0, 5, 1, 3, TRTS_TAG_AIR, "reliquary"},
    {"luminar", "monolith", 5, 3, 4, 1, 4, 4, 1, 7, 4, NA, TRTS_TAG_T2, "reliquary"},
    {"myriad", "tender", 1, 0, 1, 2, 1, 0, 0, 1, 1, NA, TRTS_TAG_WORKER, "nest"},
    {"myriad", "skitter", 1, 0, 1, 3, 3 /* ruling: 1 */, 0, 0, 1, 2 /* ruling: 1 */, NA, 0, "warren"},
    {"myriad", "spitter", 1, 1, 1, 2, 3 /* ruling: 2 */, 0, 0, 4, 2, 2, 0, "warren"},
    {"myriad", "burster", 1, 1, 1, 3, 2 /* ruling: 1 */, 0, 0, 1, 5, NA, TRTS_TAG_SUICIDE, "warren"},
    {"myriad", "drake", 2, 2, 2, 3, 4 /* ruling: 3 */, 0, 0, 4, 2, 2, TRTS_TAG_AIR, "chrysalis"},
    {"myriad", "juggernaut", 4, 3, 4, 2, 9, 0, 1, 1, 3, NA, TRTS_TAG_T2, "chrysalis"},
};

typedef struct building_row {
    const char *faction, *id;
    trts_role role;
    int min, gas, hp, sh, arm, sup, rounds, rng, gnd, air;
    const char *requires;
} building_row;

static const building_row buildings[] = {
    {"directorate", "hq", TRTS_ROLE_DEPOT, 7 /* ruling: 8 */, 0, 30, 0, 1, 6, 2, 0, NA, NA, NULL},
    {"directorate", "habitat", TRTS_ROLE_SUPPLY, 2, 0, 10, 0, 1, 4, 1, 0, NA, NA, "hq"},
    {"directorate", "gas-rig", TRTS_ROLE_EXTRACTOR, 2, 0, 10, 0, 1, 0, 1, 0, NA, NA, "hq"},
    {"directorate", "drill-hall", TRTS_ROLE_TIER1, 2 /* ruling: 3 */, 0, 15, 0, 1, 0, 1, 0, NA, NA, "hq"},
    {"directorate", "foundry", TRTS_ROLE_TIER2, 4, 2, 20, 0, 1, 0, 1, 0, NA, NA, "drill-hall"},
    {"directorate", "sentry-tower", TRTS_ROLE_TOWER, 3, 0, 8, 0, 1, 0, 1, 6, 2, 2, "drill-hall"},
    {"luminar", "sanctum", TRTS_ROLE_DEPOT, 10 /* ruling: 8 */, 0, 15, 15, 0, 6, 2, 0, NA, NA, NULL},
    {"luminar", "obelisk", TRTS_ROLE_SUPPLY, 2, 0, 5, 5, 0, 4, 1, 0, NA, NA, "sanctum"},
    {"luminar", "condenser", TRTS_ROLE_EXTRACTOR, 2, 0, 8, 8, 0, 0, 1, 0, NA, NA, "sanctum"},
    {"luminar", "conclave", TRTS_ROLE_TIER1, 3, 0, 10, 10, 0, 0, 1, 0, NA, NA, "sanctum"},
    {"luminar", "reliquary", TRTS_ROLE_TIER2, 4, 3, 10, 10, 0, 0, 1, 0, NA, NA, "conclave"},
    {"luminar", "ward-stone", TRTS_ROLE_TOWER, 3, 0, 4, 4, 0, 0, 1, 6, 3, 3, "conclave"},
    {"myriad", "nest", TRTS_ROLE_DEPOT, 4 /* ruling: 6 */, 0, 25, 0, 0, 6, 2, 0, NA, NA, NULL},
    {"myriad", "cyst", TRTS_ROLE_SUPPLY, 1, 0, 8, 0, 0, 8 /* ruling: 4 */, 1, 0, NA, NA, "nest"},
    {"myriad", "sap-well", TRTS_ROLE_EXTRACTOR, 1, 0, 10, 0, 0, 0, 1, 0, NA, NA, "nest"},
    {"myriad", "warren", TRTS_ROLE_TIER1, 3, 0, 15, 0, 0, 0, 1, 0, NA, NA, "nest"},
    {"myriad", "chrysalis", TRTS_ROLE_TIER2, 3, 3, 15, 0, 0, 0, 1, 0, NA, NA, "warren"},
    {"myriad", "thornroot", TRTS_ROLE_TOWER, 2, 0, 8, 0, 0, 0, 1, 6, 3, 2, "warren"},
};

static const trts_faction *faction(const char *id)
{
    int f = trts_faction_find(id);
    assert_true(f >= 0);
    return &tt_rules()->factions[f];
}

static void test_units(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        const unit_row *r = &units[i];
        const trts_faction *f = faction(r->faction);
        int u = trts_faction_unit(f, r->id);
        assert_true(u >= 0);
        const trts_unit_def *d = &f->units[u];
        int got[] = {d->minerals, d->gas, d->supply, d->speed, d->hp, d->shields, d->armour, d->range, d->ground, d->air};
        int want[] = {r->min, r->gas, r->sup, r->mp, r->hp, r->sh, r->arm, r->rng, r->gnd, r->air};
        for (size_t k = 0; k < sizeof got / sizeof got[0]; k++)
            if (got[k] != want[k])
                fail_msg("%s %s: figure %zu is %d, the spec says %d", r->faction, r->id, k, got[k], want[k]);
        assert_int_equal(d->tags, r->tags);
        assert_string_equal(f->buildings[d->made_at].id, r->made_at);
    }
    for (int f = 0; f < TRTS_FACTIONS; f++)
        assert_int_equal(tt_rules()->factions[f].n_units, 6);
}

static void test_buildings(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof buildings / sizeof buildings[0]; i++) {
        const building_row *r = &buildings[i];
        const trts_faction *f = faction(r->faction);
        int b = trts_faction_building(f, r->id);
        assert_int_equal(b, (int)r->role);
        const trts_building_def *d = &f->buildings[b];
        int got[] = {d->minerals, d->gas, d->hp, d->shields, d->armour, d->supply, d->rounds, d->range, d->ground, d->air};
        int want[] = {r->min, r->gas, r->hp, r->sh, r->arm, r->sup, r->rounds, r->rng, r->gnd, r->air};
        for (size_t k = 0; k < sizeof got / sizeof got[0]; k++)
            if (got[k] != want[k])
                fail_msg("%s %s: figure %zu is %d, the spec says %d", r->faction, r->id, k, got[k], want[k]);
        if (r->requires)
            assert_string_equal(f->buildings[d->requires].id, r->requires);
        else
            assert_int_equal(d->requires, -1);
    }
}

static void test_upgrades(void **state)
{
    (void)state;
    static const char *const tier1[] = {"drill-hall", "conclave", "warren"};
    static const char *const tier2[] = {"foundry", "reliquary", "chrysalis"};
    for (int i = 0; i < TRTS_FACTIONS; i++) {
        const trts_faction *f = &tt_rules()->factions[i];
        for (int k = 0; k < TRTS_UPGRADES; k++) {
            assert_int_equal(f->upgrades[k].minerals, 3);
            assert_int_equal(f->upgrades[k].gas, 3);
            assert_int_equal(f->upgrades[k].rounds, 2);
        }
        assert_string_equal(f->upgrades[TRTS_UPGRADE_WEAPONS].id, "weapons");
        assert_string_equal(f->buildings[f->upgrades[TRTS_UPGRADE_WEAPONS].researched_at].id, tier1[i]);
        assert_string_equal(f->upgrades[TRTS_UPGRADE_PLATING].id, "plating");
        assert_string_equal(f->buildings[f->upgrades[TRTS_UPGRADE_PLATING].researched_at].id, tier2[i]);
    }
}

/* A faction file refused names file, key and problem. */
static void test_broken_faction(void **state)
{
    (void)state;
    trts_faction f;
    data_error err;
    const char *bad = "{\"format\": \"skirmish-trts-faction\", \"version\": 1, \"id\": \"myriad\", \"name\": \"M\","
                      " \"units\": [], \"buildings\": [], \"upgrades\": []}";
    assert_false(data_trts_faction_parse(bad, strlen(bad), "m.json", "myriad", &f, &err));
    assert_string_equal(err.file, "m.json");
    assert_string_equal(err.key, "buildings");
    assert_false(data_trts_faction_parse(bad, strlen(bad), "m.json", "luminar", &f, &err));
    assert_string_equal(err.key, "id");
    assert_false(data_trts_faction_parse("{", 1, "m.json", NULL, &f, &err));
    assert_int_equal(err.kind, DATA_ERR_SYNTAX);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_units),
        cmocka_unit_test(test_buildings),
        cmocka_unit_test(test_upgrades),
        cmocka_unit_test(test_broken_faction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
