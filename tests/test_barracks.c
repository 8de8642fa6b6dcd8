/*
 * The Barracks without a window (src/client/barracks.c): the unit editor's
 * steppers, live price and "+1" hints, the budget warning, random units of every
 * rank, the squad editor's gauge and reasons, search and sort, the library
 * operations with undo of a delete, on a scratch user directory, and copies of
 * shipped content named in the player's language.
 */
#define _XOPEN_SOURCE 700 /* nftw, symlink */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <ftw.h>
#include <sys/stat.h>

#include "barracks/barracks.h"
#include "data_test_util.h"
#include "skirmish/i18n.h"

static esc_unit_def unit(const char *name, int h, int r, int p, int m)
{
    esc_unit_def u;
    esc_unit_init(&u, name, h, r, p, m);
    return u;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

/* A fresh, empty scratch directory under the test tree. */
static void fresh_dir(char out[DT_PATH_MAX], const char *name)
{
    dt_tmp_path(out, name);
    nftw(out, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    assert_int_equal(mkdir(out, 0755), 0);
}

/* ---- the unit editor ---- */

static void test_steppers_clamp(void **state)
{
    (void)state;
    esc_unit_def u = unit("x", 1, 1, 1, 1);
    assert_false(barracks_stat_step(&u, BARRACKS_HEALTH, -1)); /* already at 1 */
    assert_int_equal(u.health, 1);
    for (int i = 0; i < 20; i++)
        barracks_stat_step(&u, BARRACKS_POWER, +1);
    assert_int_equal(u.power, ESC_STAT_EDITOR_MAX);
    assert_false(barracks_stat_step(&u, BARRACKS_POWER, +1));
    assert_false(barracks_stat_set(&u, BARRACKS_MOVE, 0)); /* clamped to 1: no change */
    assert_int_equal(u.move, 1);
    assert_true(barracks_stat_set(&u, BARRACKS_MOVE, 5));
    assert_true(barracks_stat_set(&u, BARRACKS_MOVE, -3));
    assert_int_equal(u.move, 1);
    assert_true(barracks_stat_set(&u, BARRACKS_RANGE, 42));
    assert_int_equal(u.range, 9);
    assert_false(barracks_stat_set(&u, BARRACKS_RANGE, 9));
    /* A file may hold 12 (the rules allow up to 99): stepping brings it into the editor's range. */
    u.health = 12;
    assert_true(barracks_stat_step(&u, BARRACKS_HEALTH, -1));
    assert_int_equal(u.health, 9);
    u.health = 12;
    assert_true(barracks_stat_step(&u, BARRACKS_HEALTH, +1));
    assert_int_equal(u.health, 9);
    assert_string_equal(barracks_stat_name(BARRACKS_MOVE), "Move");
    assert_int_equal(barracks_stat_get(&u, BARRACKS_RANGE), 9);
}

static void test_price_follows_edits(void **state)
{
    (void)state;
    /* The spec's worked examples, reached by editing. */
    esc_unit_def u = unit("x", 1, 1, 1, 1);
    barracks_price p = barracks_price_of(&u);
    assert_int_equal(p.cost, 8);
    assert_int_equal(p.rank, ESC_RANK_SOLDIER);
    assert_int_equal(p.rank_points, 1);
    barracks_stat_step(&u, BARRACKS_HEALTH, +1);
    p = barracks_price_of(&u);
    assert_int_equal(p.cost, 9);
    assert_int_equal(p.rank, ESC_RANK_VETERAN);
    assert_int_equal(p.rank_points, 3);
    assert_true(barracks_toggle_ability(&u, ESC_AB_CHARGE));
    p = barracks_price_of(&u);
    assert_int_equal(p.cost, 12);
    assert_int_equal(p.rank, ESC_RANK_ELITE);
    assert_int_equal(p.rank_points, 6);
    assert_true(barracks_toggle_ability(&u, ESC_AB_CHARGE)); /* off again */
    assert_int_equal(u.n_abilities, 0);
    assert_int_equal(barracks_price_of(&u).rank_points, 3);
    assert_false(barracks_toggle_ability(&u, ESC_AB_COUNT));
    assert_false(barracks_toggle_ability(&u, -1));

    u = unit("x", 3, 1, 3, 1);
    assert_int_equal(barracks_price_of(&u).rank, ESC_RANK_CHAMPION);
    u = unit("x", 1, 3, 3, 2);
    assert_int_equal(barracks_price_of(&u).rank, ESC_RANK_PARAGON);

    /* A stat the rules refuse: no price, and the problem is named. */
    u = unit("x", 0, 1, 1, 1);
    p = barracks_price_of(&u);
    assert_int_equal(p.problem, ESC_UNIT_STAT_TOO_LOW);
    assert_string_equal(p.problem_stat, "health");
    assert_int_equal(p.rank_points, 0);
}

static void test_plus_one_hints(void **state)
{
    (void)state;
    esc_unit_def u = unit("x", 1, 1, 1, 1);
    int rp;
    long long cost;
    /* 1/1/1/1 (8, Soldier) with one more Health is 9, a Veteran: +2 RP. */
    assert_true(barracks_stat_plus_one(&u, BARRACKS_HEALTH, &rp, &cost));
    assert_int_equal(rp, 2);
    assert_int_equal(cost, 1);
    u.power = 9;
    assert_false(barracks_stat_plus_one(&u, BARRACKS_POWER, &rp, &cost));
    /* The hint is exactly the difference the step would make, for every stat of
     * many units. */
    core_rng rng;
    core_rng_seed(&rng, 99);
    for (int k = 0; k < 400; k++) {
        esc_unit_def v = unit("x", 1 + (int)core_rng_below(&rng, 9), 1 + (int)core_rng_below(&rng, 9),
                              1 + (int)core_rng_below(&rng, 9), 1 + (int)core_rng_below(&rng, 9));
        if (core_rng_below(&rng, 2))
            esc_unit_add_ability(&v, (int)core_rng_below(&rng, ESC_AB_COUNT));
        for (int s = 0; s < BARRACKS_STAT_COUNT; s++) {
            bool can = barracks_stat_plus_one(&v, (barracks_stat)s, &rp, &cost);
            esc_unit_def w = v;
            bool stepped = barracks_stat_step(&w, (barracks_stat)s, +1);
            assert_int_equal(can, stepped);
            if (can) {
                assert_int_equal(rp, barracks_price_of(&w).rank_points - barracks_price_of(&v).rank_points);
                assert_int_equal(cost, barracks_price_of(&w).cost - barracks_price_of(&v).cost);
            }
        }
        for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
            esc_unit_def w = v;
            int delta = barracks_ability_delta_rp(&v, ab);
            barracks_toggle_ability(&w, ab);
            assert_int_equal(delta, barracks_price_of(&w).rank_points - barracks_price_of(&v).rank_points);
        }
    }
}

static void test_budget_advice(void **state)
{
    (void)state;
    char text[200];
    esc_unit_def u = unit("x", 2, 1, 1, 1); /* Veteran, 3 RP */
    assert_int_equal(barracks_unit_advice(&u, ESC_SQUAD_BUDGET, text, sizeof text), BARRACKS_ADVICE_INFO);
    assert_non_null(strstr(text, "All 6"));
    u = unit("x", 1, 3, 3, 2); /* Paragon, 15 RP: half a squad */
    assert_int_equal(barracks_unit_advice(&u, ESC_SQUAD_BUDGET, text, sizeof text), BARRACKS_ADVICE_INFO);
    assert_non_null(strstr(text, "At most 2"));
    /* In a squad with 10 RP left, a Paragon does not fit. */
    assert_int_equal(barracks_unit_advice(&u, 10, text, sizeof text), BARRACKS_ADVICE_WARNING);
    assert_string_equal(text, "Over budget: needs 15 RP, the squad has 10 left");
    assert_int_equal(barracks_unit_advice(&u, 15, text, sizeof text), BARRACKS_ADVICE_INFO);
    assert_non_null(strstr(text, "keeps 0 of 30"));
    assert_int_equal(barracks_unit_advice(&u, -4, text, sizeof text), BARRACKS_ADVICE_WARNING);
    assert_non_null(strstr(text, "has 0 left"));
    u = unit("x", 1, 100, 1, 1);
    assert_int_equal(barracks_unit_advice(&u, ESC_SQUAD_BUDGET, text, sizeof text), BARRACKS_ADVICE_WARNING);
    assert_string_equal(text, "Cannot play: range must be from 1 to 99");
    u = unit("x", 1, 1, 1, 1);
    u.abilities[0] = u.abilities[1] = ESC_AB_SWEEP;
    u.n_abilities = 2;
    assert_int_equal(barracks_unit_advice(&u, ESC_SQUAD_BUDGET, text, sizeof text), BARRACKS_ADVICE_WARNING);
    assert_non_null(strstr(text, "Cannot play"));
}

static void test_random_units_have_the_rank(void **state)
{
    (void)state;
    for (int rank = 0; rank < ESC_RANK_COUNT; rank++) {
        esc_unit_def first;
        bool varied = false;
        for (uint64_t seed = 0; seed < 60; seed++) {
            core_rng rng;
            core_rng_seed(&rng, seed * 7919 + (uint64_t)rank);
            esc_unit_def u;
            assert_true(barracks_random_unit(&rng, (esc_rank)rank, &u));
            if (esc_unit_rank(&u) != (esc_rank)rank)
                fail_msg("seed %llu: asked for %s, got %s", (unsigned long long)seed, esc_rank_name((esc_rank)rank),
                         esc_rank_name(esc_unit_rank(&u)));
            assert_int_equal(esc_unit_test(&u, NULL), ESC_UNIT_OK);
            int stats[4] = { u.health, u.range, u.power, u.move };
            for (int s = 0; s < 4; s++)
                assert_true(stats[s] >= 1 && stats[s] <= ESC_STAT_EDITOR_MAX);
            assert_true(u.n_abilities <= 2);
            assert_true(u.name[0] != '\0');
            /* Sensible: only a Soldier is left with a single point of Health. */
            if (rank > ESC_RANK_SOLDIER)
                assert_true(u.health >= 2);
            if (seed == 0)
                first = u;
            else if (memcmp(&first, &u, sizeof u) != 0)
                varied = true;
            /* The same seed makes the same unit. */
            core_rng again;
            core_rng_seed(&again, seed * 7919 + (uint64_t)rank);
            esc_unit_def v;
            assert_true(barracks_random_unit(&again, (esc_rank)rank, &v));
            assert_memory_equal(&u, &v, sizeof u);
        }
        /* A Soldier is only ever 1/1/1/1; every other rank has choices. */
        if (rank != ESC_RANK_SOLDIER)
            assert_true(varied);
    }
    core_rng rng;
    core_rng_seed(&rng, 1);
    esc_unit_def u;
    assert_false(barracks_random_unit(&rng, ESC_RANK_COUNT, &u));
}

/* ---- squads ---- */

static void test_squad_gauge_and_reasons(void **state)
{
    (void)state;
    data_squad_entry *e = calloc(1, sizeof *e);
    assert_non_null(e);
    esc_squad_init(&e->squad, "Test");
    barracks_gauge g = barracks_squad_gauge(&e->squad);
    assert_false(g.legal);
    assert_int_equal(g.report.problem, ESC_SQUAD_NO_UNIT);
    assert_string_equal(g.reason, "no unit: a squad needs 1 to 6 units");

    data_unit_entry elite;
    memset(&elite, 0, sizeof elite);
    elite.def = unit("Elite", 2, 1, 1, 1);
    esc_unit_add_ability(&elite.def, ESC_AB_CHARGE); /* 6 RP */
    snprintf(elite.portrait, sizeof elite.portrait, "knight");
    for (int i = 0; i < 5; i++)
        assert_true(barracks_squad_add(e, &elite));
    g = barracks_squad_gauge(&e->squad);
    assert_true(g.legal);
    assert_int_equal(g.rank_points, 30);
    assert_int_equal(g.left, 0);
    assert_string_equal(g.reason, "");
    assert_string_equal(e->portraits.id[4], "knight");

    /* A sixth unit goes over: allowed (a draft), and said. */
    assert_true(barracks_squad_add(e, &elite));
    g = barracks_squad_gauge(&e->squad);
    assert_false(g.legal);
    assert_int_equal(g.left, -6);
    assert_string_equal(g.reason, "over budget: 36 rank points, the limit is 30");
    /* The editor stops at six. */
    assert_false(barracks_squad_can_add(e));
    assert_false(barracks_squad_add(e, &elite));
    assert_int_equal(e->squad.n_units, 6);

    /* Remove and reorder keep portraits with their units. */
    data_unit_entry soldier;
    memset(&soldier, 0, sizeof soldier);
    soldier.def = unit("Soldier", 1, 1, 1, 1);
    snprintf(soldier.portrait, sizeof soldier.portrait, "wolf");
    assert_true(barracks_squad_remove(e, 0));
    assert_true(barracks_squad_add(e, &soldier));
    assert_true(barracks_squad_move(e, 5, -1));
    assert_string_equal(e->squad.units[4].name, "Soldier");
    assert_string_equal(e->portraits.id[4], "wolf");
    assert_string_equal(e->portraits.id[5], "knight");
    assert_false(barracks_squad_move(e, 0, -1));
    assert_false(barracks_squad_move(e, 5, +1));
    assert_false(barracks_squad_remove(e, 6));
    g = barracks_squad_gauge(&e->squad);
    assert_false(g.legal); /* five Elites and a Soldier: 31 */
    assert_int_equal(g.rank_points, 31);
    data_unit_entry back;
    barracks_squad_get_unit(e, 4, &back);
    assert_string_equal(back.def.name, "Soldier");
    assert_string_equal(back.portrait, "wolf");
    back.def.health = 3;
    assert_true(barracks_squad_set_unit(e, 4, &back));
    assert_int_equal(e->squad.units[4].health, 3);
    assert_false(barracks_squad_set_unit(e, 9, &back));

    /* Seven units (an imported draft) is a reason of its own. */
    e->squad.units[6] = soldier.def;
    e->squad.n_units = 7;
    g = barracks_squad_gauge(&e->squad);
    assert_int_equal(g.report.problem, ESC_SQUAD_TOO_MANY_UNITS);
    assert_string_equal(g.reason, "too many units: 7, a squad holds at most 6");
    free(e);
}

/* ---- lists ---- */

static void add_unit(data_library *lib, const char *name, int h, int r, int p, int m, int ability)
{
    data_unit_entry e;
    memset(&e, 0, sizeof e);
    e.def = unit(name, h, r, p, m);
    if (ability >= 0)
        esc_unit_add_ability(&e.def, ability);
    assert_true(data_library_insert_unit(lib, lib->n_units, &e) >= 0);
}

static void test_search_and_sort(void **state)
{
    (void)state;
    data_library lib;
    data_library_init(&lib, "");
    add_unit(&lib, "zealot", 2, 2, 2, 1, ESC_AB_OVERCHARGE); /* 20, Champion */
    add_unit(&lib, "Archer", 2, 3, 1, 1, -1);                /* 16, Elite */
    add_unit(&lib, "Recruit", 1, 1, 1, 1, -1);               /* 8, Soldier */
    add_unit(&lib, "archer twin", 2, 3, 1, 1, -1);           /* 16, Elite */
    int out[8];
    int n = barracks_list_units(&lib, "", BARRACKS_SORT_NAME, out, 8);
    assert_int_equal(n, 4);
    /* Case-insensitive name order. */
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 3);
    assert_int_equal(out[2], 2);
    assert_int_equal(out[3], 0);
    n = barracks_list_units(&lib, "", BARRACKS_SORT_COST, out, 8);
    assert_int_equal(n, 4);
    assert_int_equal(out[0], 2); /* 8 */
    assert_int_equal(out[1], 1); /* 16, "Archer" before "archer twin" */
    assert_int_equal(out[2], 3);
    assert_int_equal(out[3], 0); /* 20 */
    /* Search: names, any case, surrounding blanks ignored; ranks; abilities. */
    assert_int_equal(barracks_list_units(&lib, "  ARCH ", BARRACKS_SORT_NAME, out, 8), 2);
    assert_int_equal(barracks_list_units(&lib, "elite", BARRACKS_SORT_NAME, out, 8), 2);
    assert_int_equal(barracks_list_units(&lib, "overcharge", BARRACKS_SORT_NAME, out, 8), 1);
    assert_int_equal(out[0], 0);
    assert_int_equal(barracks_list_units(&lib, "nothing like it", BARRACKS_SORT_NAME, out, 8), 0);
    assert_int_equal(barracks_list_units(&lib, "", BARRACKS_SORT_NAME, out, 2), 2); /* capped */
    assert_true(barracks_text_matches("Iron Vanguard", "VANG"));
    assert_false(barracks_text_matches("Iron", "Irons"));
    assert_true(barracks_text_matches("", ""));

    /* Squads: by name, or a unit's name; sorted by rank points. */
    data_squad_entry *s = calloc(2, sizeof *s);
    assert_non_null(s);
    esc_squad_init(&s[0].squad, "Big");
    esc_squad_add(&s[0].squad, &lib.units[0].def);
    esc_squad_init(&s[1].squad, "Alpha");
    esc_squad_add(&s[1].squad, &lib.units[2].def);
    data_library_insert_squad(&lib, 0, &s[0]);
    data_library_insert_squad(&lib, 1, &s[1]);
    n = barracks_list_squads(&lib, "", BARRACKS_SORT_COST, out, 8);
    assert_int_equal(n, 2);
    assert_int_equal(out[0], 1); /* 1 RP before 10 */
    assert_int_equal(barracks_list_squads(&lib, "recruit", BARRACKS_SORT_NAME, out, 8), 1);
    assert_int_equal(out[0], 1);
    free(s);
    data_library_free(&lib);
}

static void test_names(void **state)
{
    (void)state;
    data_library lib;
    data_library_init(&lib, "");
    char name[ESC_NAME_MAX];
    add_unit(&lib, "Archer", 1, 1, 1, 1, -1);
    barracks_copy_name(&lib, DATA_LIBRARY_UNITS, "Archer", name);
    assert_string_equal(name, "Archer (copy)");
    add_unit(&lib, name, 1, 1, 1, 1, -1);
    barracks_copy_name(&lib, DATA_LIBRARY_UNITS, "Archer", name);
    assert_string_equal(name, "Archer (copy 2)");
    /* A copy of a copy counts on, instead of piling up "(copy)". */
    barracks_copy_name(&lib, DATA_LIBRARY_UNITS, "Archer (copy)", name);
    assert_string_equal(name, "Archer (copy 2)");
    /* A squad may share a unit's name. */
    barracks_copy_name(&lib, DATA_LIBRARY_SQUADS, "Archer", name);
    assert_string_equal(name, "Archer (copy)");
    /* A long name is cut to fit, never inside a character. */
    char longname[ESC_NAME_MAX];
    memset(longname, 0, sizeof longname);
    for (int i = 0; i + 2 < ESC_NAME_MAX - 1; i += 2)
        memcpy(longname + i, "\xc3\xa9", 2); /* é */
    barracks_copy_name(&lib, DATA_LIBRARY_UNITS, longname, name);
    assert_true(strlen(name) < ESC_NAME_MAX);
    assert_non_null(strstr(name, " (copy)"));
    size_t stem = strlen(name) - strlen(" (copy)");
    assert_int_equal(stem % 2, 0);

    assert_true(barracks_clean_name("  Iron Wall \t", name));
    assert_string_equal(name, "Iron Wall");
    assert_true(barracks_clean_name("  Iron Wall  ", name));
    assert_string_equal(name, "Iron Wall");
    assert_false(barracks_clean_name("    ", name));
    assert_true(barracks_clean_name("a\nb", name));
    assert_string_equal(name, "a b");
    data_library_free(&lib);
}

/* ---- library operations on disk ---- */

static void setup_barracks(barracks *b, const char *dirname)
{
    char dir[DT_PATH_MAX];
    fresh_dir(dir, dirname);
    assert_true(barracks_init(b, dir));
    char shipped[DT_PATH_MAX];
    dt_source_path(shipped, "");
    barracks_load(b, shipped);
    assert_int_equal(b->lib.n_messages, 0);
}

static int find_unit(const barracks *b, const char *name)
{
    for (int i = 0; i < b->lib.n_units; i++)
        if (strcmp(b->lib.units[i].def.name, name) == 0)
            return i;
    return -1;
}

static void test_duplicate_rename_delete_undo(void **state)
{
    (void)state;
    static barracks b;
    setup_barracks(&b, "barracks-ops");
    data_error err;
    int archer = find_unit(&b, "Archer");
    assert_true(archer >= 0);
    assert_true(b.lib.units[archer].builtin);
    int before = b.lib.n_units;

    /* Shipped units cannot be renamed or deleted, only copied. */
    assert_false(barracks_rename(&b, DATA_LIBRARY_UNITS, archer, "Bowman", &err));
    assert_false(barracks_delete(&b, DATA_LIBRARY_UNITS, archer, &err));
    assert_int_equal(b.n_undo, 0);

    int copy = barracks_duplicate(&b, DATA_LIBRARY_UNITS, archer, &err);
    assert_int_equal(copy, archer + 1);
    assert_int_equal(b.lib.n_units, before + 1);
    assert_string_equal(b.lib.units[copy].def.name, "Archer (copy)");
    assert_false(b.lib.units[copy].builtin);
    assert_string_equal(b.lib.units[copy].portrait, "archer");
    char path[DT_PATH_MAX];
    snprintf(path, sizeof path, "%s", b.lib.units[copy].path);
    assert_non_null(strstr(path, "/units/archer-copy.json"));
    assert_true(dt_exists(path));

    assert_false(barracks_rename(&b, DATA_LIBRARY_UNITS, copy, "   ", &err));
    assert_true(barracks_rename(&b, DATA_LIBRARY_UNITS, copy, " Longshot ", &err));
    assert_string_equal(b.lib.units[copy].def.name, "Longshot");
    assert_string_equal(b.lib.units[copy].path, path); /* the file keeps its name */
    data_unit_entry on_disk;
    assert_true(data_library_read_unit(path, &on_disk, &err));
    assert_string_equal(on_disk.def.name, "Longshot");

    /* Delete two, undo twice: last deleted comes back first, each at its place. */
    int second = barracks_duplicate(&b, DATA_LIBRARY_UNITS, copy, &err);
    assert_true(second >= 0);
    char path2[DT_PATH_MAX];
    snprintf(path2, sizeof path2, "%s", b.lib.units[second].path);
    assert_true(barracks_delete(&b, DATA_LIBRARY_UNITS, copy, &err));
    assert_false(dt_exists(path));
    assert_int_equal(find_unit(&b, "Longshot"), -1);
    second = find_unit(&b, "Longshot (copy)");
    assert_true(barracks_delete(&b, DATA_LIBRARY_UNITS, second, &err));
    assert_false(dt_exists(path2));
    assert_int_equal(b.lib.n_units, before);
    data_library_kind kind;
    assert_string_equal(barracks_undo_name(&b, &kind), "Longshot (copy)");
    assert_int_equal(kind, DATA_LIBRARY_UNITS);

    assert_int_equal(barracks_undo(&b, &kind, &err), second);
    assert_string_equal(b.lib.units[second].def.name, "Longshot (copy)");
    assert_string_equal(b.lib.units[second].path, path2);
    assert_true(dt_exists(path2));
    assert_int_equal(barracks_undo(&b, &kind, &err), copy);
    assert_string_equal(b.lib.units[copy].def.name, "Longshot");
    assert_true(dt_exists(path));
    assert_null(barracks_undo_name(&b, NULL));
    assert_int_equal(barracks_undo(&b, &kind, &err), -1);

    /* If the old file name was taken meanwhile, the restored entry gets a new one. */
    assert_true(barracks_delete(&b, DATA_LIBRARY_UNITS, copy, &err));
    dt_write(path, "{}", 2);
    int back = barracks_undo(&b, &kind, &err);
    assert_true(back >= 0);
    assert_string_not_equal(b.lib.units[back].path, path);
    assert_true(dt_exists(b.lib.units[back].path));
    remove(path); /* the intruder: not a unit file, it would be set aside on reload */

    /* Squads work the same way. */
    int squads = b.lib.n_squads;
    int sq = barracks_duplicate(&b, DATA_LIBRARY_SQUADS, 0, &err);
    assert_true(sq >= 0);
    assert_int_equal(b.lib.n_squads, squads + 1);
    assert_true(barracks_delete(&b, DATA_LIBRARY_SQUADS, sq, &err));
    assert_int_equal(b.lib.n_squads, squads);
    assert_int_equal(barracks_undo(&b, &kind, &err), sq);
    assert_int_equal(kind, DATA_LIBRARY_SQUADS);
    assert_int_equal(b.lib.n_squads, squads + 1);

    /* The undo stack keeps the last BARRACKS_UNDO_MAX deletions. */
    for (int i = 0; i < BARRACKS_UNDO_MAX + 3; i++) {
        int c = barracks_duplicate(&b, DATA_LIBRARY_UNITS, archer, &err);
        assert_true(c >= 0);
        assert_true(barracks_delete(&b, DATA_LIBRARY_UNITS, c, &err));
    }
    assert_int_equal(b.n_undo, BARRACKS_UNDO_MAX);

    /* What the files say after a reload is what the list said. */
    int n_units = b.lib.n_units, n_squads = b.lib.n_squads;
    char shipped[DT_PATH_MAX];
    dt_source_path(shipped, "");
    barracks_load(&b, shipped);
    assert_int_equal(b.lib.n_messages, 0);
    assert_int_equal(b.lib.n_units, n_units);
    assert_int_equal(b.lib.n_squads, n_squads);
    barracks_free(&b);
}

static void test_unit_editor_saves(void **state)
{
    (void)state;
    static barracks b;
    setup_barracks(&b, "barracks-unit-editor");
    data_error err;
    int shipped = b.lib.n_units;

    /* A new unit. */
    barracks_unit_editor_open(&b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    assert_string_equal(b.unit_ed.entry.def.name, BARRACKS_NEW_UNIT_NAME);
    assert_int_equal(b.unit_ed.budget_left, ESC_SQUAD_BUDGET);
    snprintf(b.unit_ed.entry.def.name, sizeof b.unit_ed.entry.def.name, "%s", "   ");
    assert_int_equal(barracks_unit_editor_save(&b, &err), -1); /* no name */
    snprintf(b.unit_ed.entry.def.name, sizeof b.unit_ed.entry.def.name, "Lancer");
    barracks_stat_set(&b.unit_ed.entry.def, BARRACKS_HEALTH, 3);
    snprintf(b.unit_ed.entry.portrait, sizeof b.unit_ed.entry.portrait, "spearman");
    int at = barracks_unit_editor_save(&b, &err);
    assert_true(at >= 0);
    assert_int_equal(b.lib.n_units, shipped + 1);
    assert_false(b.unit_ed.dirty);
    data_unit_entry disk;
    assert_true(data_library_read_unit(b.lib.units[at].path, &disk, &err));
    assert_int_equal(disk.def.health, 3);
    assert_string_equal(disk.portrait, "spearman");

    /* Saving again replaces it in place. */
    barracks_stat_set(&b.unit_ed.entry.def, BARRACKS_MOVE, 4);
    assert_int_equal(barracks_unit_editor_save(&b, &err), at);
    assert_int_equal(b.lib.n_units, shipped + 1);
    assert_true(data_library_read_unit(b.lib.units[at].path, &disk, &err));
    assert_int_equal(disk.def.move, 4);

    /* A shipped unit is saved as the player's own copy, under a name of its own:
     * its shipped name is refused (two "Archer"s could not be told apart). */
    int archer = find_unit(&b, "Archer");
    barracks_unit_editor_open(&b, &b.lib.units[archer], BARRACKS_TARGET_LIBRARY, archer);
    barracks_stat_step(&b.unit_ed.entry.def, BARRACKS_RANGE, +1);
    int units = b.lib.n_units;
    assert_int_equal(barracks_unit_editor_save(&b, &err), -1);
    assert_int_equal(b.lib.n_units, units);
    snprintf(b.unit_ed.entry.def.name, sizeof b.unit_ed.entry.def.name, "%s", "Long Archer");
    int mine = barracks_unit_editor_save(&b, &err);
    assert_true(mine >= 0 && mine != archer);
    assert_true(b.lib.units[archer].builtin);
    assert_int_equal(b.lib.units[archer].def.range, 3);
    assert_int_equal(b.lib.units[mine].def.range, 4);
    assert_false(b.lib.units[mine].builtin);

    /* A random unit keeps a typed name and the portrait. */
    assert_true(barracks_unit_editor_random(&b, ESC_RANK_CHAMPION, 5));
    assert_string_equal(b.unit_ed.entry.def.name, "Long Archer");
    assert_int_equal(esc_unit_rank(&b.unit_ed.entry.def), ESC_RANK_CHAMPION);
    assert_string_equal(b.unit_ed.entry.portrait, "archer");
    barracks_unit_editor_open(&b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    assert_true(barracks_unit_editor_random(&b, ESC_RANK_VETERAN, 5));
    assert_string_not_equal(b.unit_ed.entry.def.name, BARRACKS_NEW_UNIT_NAME);
    barracks_free(&b);
}

static void test_squad_editor_and_unit_slots(void **state)
{
    (void)state;
    static barracks b;
    setup_barracks(&b, "barracks-squad-editor");
    data_error err;
    int squads = b.lib.n_squads;

    barracks_squad_editor_open(&b, NULL, -1);
    data_squad_entry *e = &b.squad_ed.entry;
    assert_string_equal(e->squad.name, BARRACKS_NEW_SQUAD_NAME);
    int knight = find_unit(&b, "Knight Commander"); /* 15 RP */
    assert_true(knight >= 0);
    assert_true(barracks_squad_add(e, &b.lib.units[knight]));
    assert_true(barracks_squad_add(e, &b.lib.units[knight]));
    assert_true(barracks_squad_add(e, &b.lib.units[find_unit(&b, "Recruit")]));
    barracks_gauge g = barracks_squad_gauge(&e->squad);
    assert_false(g.legal);
    assert_int_equal(g.rank_points, 31);

    /* Editing slot C from the squad: the budget left excludes that slot. */
    data_unit_entry recruit;
    barracks_squad_get_unit(e, 2, &recruit);
    barracks_unit_editor_open(&b, &recruit, BARRACKS_TARGET_SQUAD, 2);
    assert_int_equal(b.unit_ed.budget_left, 0);
    char text[200];
    assert_int_equal(barracks_unit_advice(&b.unit_ed.entry.def, b.unit_ed.budget_left, text, sizeof text),
                     BARRACKS_ADVICE_WARNING);
    /* A draft saves, and says nothing is wrong with saving it. */
    snprintf(e->squad.name, sizeof e->squad.name, "Two Knights");
    int at = barracks_squad_editor_save(&b, &err);
    assert_true(at >= 0);
    assert_int_equal(b.lib.n_squads, squads + 1);
    data_squad_entry *disk = malloc(sizeof *disk);
    assert_non_null(disk);
    assert_true(data_library_read_squad(b.lib.squads[at].path, disk, &err));
    assert_int_equal(disk->squad.n_units, 3);
    assert_string_equal(disk->portraits.id[0], "knight");
    assert_false(barracks_squad_gauge(&disk->squad).legal);

    /* Applying the unit editor to the slot: the squad changes, the library does not. */
    int units = b.lib.n_units;
    barracks_unit_editor_open(&b, &recruit, BARRACKS_TARGET_SQUAD, 2);
    snprintf(b.unit_ed.entry.def.name, sizeof b.unit_ed.entry.def.name, "Page");
    assert_int_equal(barracks_unit_editor_save(&b, &err), 2);
    assert_string_equal(b.squad_ed.entry.squad.units[2].name, "Page");
    assert_true(b.squad_ed.dirty);
    assert_int_equal(b.lib.n_units, units);
    /* Slot -1 appends, up to six. */
    for (int i = 3; i < ESC_SQUAD_MAX; i++) {
        barracks_unit_editor_open(&b, &recruit, BARRACKS_TARGET_SQUAD, -1);
        assert_int_equal(barracks_unit_editor_save(&b, &err), i);
    }
    barracks_unit_editor_open(&b, &recruit, BARRACKS_TARGET_SQUAD, -1);
    assert_int_equal(barracks_unit_editor_save(&b, &err), -1);

    /* Make it legal and save over the draft. */
    barracks_squad_remove(&b.squad_ed.entry, 0);
    g = barracks_squad_gauge(&b.squad_ed.entry.squad);
    assert_true(g.legal);
    assert_int_equal(barracks_squad_editor_save(&b, &err), at);
    assert_true(data_library_read_squad(b.lib.squads[at].path, disk, &err));
    assert_true(barracks_squad_gauge(&disk->squad).legal);
    free(disk);

    /* A nameless squad is not saved. */
    snprintf(b.squad_ed.entry.squad.name, sizeof b.squad_ed.entry.squad.name, " ");
    assert_int_equal(barracks_squad_editor_save(&b, &err), -1);
    barracks_free(&b);
}

/* ---- the player's language ----
 * A ruling of the translation (issue 15): shipped units and squads keep their
 * English names in their files and are shown translated; a copy the player
 * makes of one (duplicated, edited and saved, added to a squad) becomes their
 * content, named in their language. Run in the pseudo-locale (built from the
 * tree's messages), where every translation differs from the English. */

/* `name` as a unit's name holds it: cut to ESC_NAME_MAX - 1 bytes. */
static void as_name(const char *name, char out[ESC_NAME_MAX])
{
    assert_true(barracks_clean_name(name, out));
}

static void test_copies_take_the_players_language(void **state)
{
    (void)state;
    i18n_init(NULL);
    i18n_set_language("xx");
    if (strcmp(i18n_language(), "xx") != 0) {
        i18n_set_language("");
        skip(); /* no pseudo-locale built (skirmish_pseudo_locale) */
    }
    static barracks b;
    setup_barracks(&b, "barracks-language");
    data_error err;
    int archer = find_unit(&b, "Archer"); /* the file keeps the English name */
    assert_true(archer >= 0 && b.lib.units[archer].builtin);
    char shown[ESC_NAME_MAX];
    as_name(i18n_content("Archer"), shown);
    assert_string_not_equal(shown, "Archer");
    assert_string_equal(barracks_display_name(b.lib.units[archer].def.name, true), i18n_content("Archer"));

    /* Duplicated: the translated name and the translated "(copy)". */
    int copy = barracks_duplicate(&b, DATA_LIBRARY_UNITS, archer, &err);
    assert_true(copy >= 0);
    assert_false(b.lib.units[copy].builtin);
    assert_string_not_equal(b.lib.units[copy].def.name, "Archer (copy)");
    assert_memory_equal(b.lib.units[copy].def.name, shown, 8); /* starts as shown (the suffix may cut it) */
    /* Found by the name the player reads, and by the English one. */
    assert_true(barracks_unit_matches(&b.lib.units[archer].def, "Archer"));
    char query[16];
    memcpy(query, shown, 8);
    query[8] = '\0';
    assert_true(barracks_unit_matches(&b.lib.units[archer].def, query));

    /* Opened in the player's language; saved under that shipped name it is
     * refused (in either language), renamed it is the player's copy. */
    barracks_unit_editor_open(&b, &b.lib.units[archer], BARRACKS_TARGET_LIBRARY, archer);
    assert_string_equal(b.unit_ed.entry.def.name, shown);
    assert_int_equal(barracks_unit_editor_save(&b, &err), -1);
    char renamed[ESC_NAME_MAX];
    snprintf(renamed, sizeof renamed, "%s", "My Archer");
    snprintf(b.unit_ed.entry.def.name, sizeof b.unit_ed.entry.def.name, "%s", renamed);
    int mine = barracks_unit_editor_save(&b, &err);
    assert_true(mine >= 0 && mine != archer);
    assert_string_equal(b.lib.units[mine].def.name, renamed);
    data_unit_entry disk;
    assert_true(data_library_read_unit(b.lib.units[mine].path, &disk, &err));
    assert_string_equal(disk.def.name, renamed);
    assert_string_equal(b.lib.units[archer].def.name, "Archer");

    /* Added to a squad; a new squad and a new unit are named in it too. */
    barracks_squad_editor_open(&b, NULL, -1);
    char fresh[ESC_NAME_MAX];
    as_name(_(BARRACKS_NEW_SQUAD_NAME), fresh);
    assert_string_equal(b.squad_ed.entry.squad.name, fresh);
    assert_true(barracks_squad_add(&b.squad_ed.entry, &b.lib.units[archer]));
    assert_string_equal(b.squad_ed.entry.squad.units[0].name, shown);
    barracks_unit_editor_open(&b, NULL, BARRACKS_TARGET_LIBRARY, -1);
    as_name(_(BARRACKS_NEW_UNIT_NAME), fresh);
    assert_string_equal(b.unit_ed.entry.def.name, fresh);

    /* A shipped squad opened in the editor: its name and its units'. */
    int s = -1;
    for (int i = 0; i < b.lib.n_squads; i++)
        if (b.lib.squads[i].builtin)
            s = i;
    assert_true(s >= 0);
    barracks_squad_editor_open(&b, &b.lib.squads[s], s);
    as_name(i18n_content(b.lib.squads[s].squad.name), fresh);
    assert_string_equal(b.squad_ed.entry.squad.name, fresh);
    as_name(i18n_content(b.lib.squads[s].squad.units[0].name), fresh);
    assert_string_equal(b.squad_ed.entry.squad.units[0].name, fresh);

    barracks_free(&b);
    i18n_set_language("");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_steppers_clamp),
        cmocka_unit_test(test_price_follows_edits),
        cmocka_unit_test(test_plus_one_hints),
        cmocka_unit_test(test_budget_advice),
        cmocka_unit_test(test_random_units_have_the_rank),
        cmocka_unit_test(test_squad_gauge_and_reasons),
        cmocka_unit_test(test_search_and_sort),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_duplicate_rename_delete_undo),
        cmocka_unit_test(test_unit_editor_saves),
        cmocka_unit_test(test_squad_editor_and_unit_slots),
        cmocka_unit_test(test_copies_take_the_players_language), /* last: it changes the language */
    };
    return cmocka_run_group_tests_name("barracks", tests, NULL, NULL);
}
