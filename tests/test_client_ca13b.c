/*
 * Play-test 11 (Campaign): a battle's board follows its place's terrain. Each
 * terrain kind has its own Escarmouche board (plain, hill, fortress, ruins,
 * ford, forest, crossroads); every board is fit to play (point-symmetric, home
 * ranks free, every free square and the objective reachable from both homes),
 * and the shipped campaigns fight at fortresses and fords on their own boards.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/files.h"

static void load_board(const char *name, esc_map *map)
{
    char rel[128], path[DT_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/%s.json", name);
    dt_source_path(path, rel);
    data_error err;
    if (!data_map_load(path, map, &err))
        fail_msg("maps/%s.json does not load", name);
}

/* The squares a unit can walk to from a side's home ranks, one king step at a
 * time over free squares (a diagonal step may pass between two blocked squares). */
static esc_bits walkable(const esc_map *map, int side)
{
    esc_bits seen = esc_board_home(side) & ~map->obstacles;
    for (bool grew = true; grew;) {
        grew = false;
        for (int sq = 0; sq < ESC_SQUARES; sq++) {
            if (!(seen & esc_bit(sq)))
                continue;
            int f = esc_square_file(sq), r = esc_square_rank(sq);
            for (int k = 0; k < 9; k++) {
                int nf = f + k % 3 - 1, nr = r + k / 3 - 1;
                if (nf < 0 || nf > 7 || nr < 0 || nr > 7)
                    continue;
                esc_bits b = esc_bit(esc_square_make(nf, nr));
                if (!(map->obstacles & b) && !(seen & b)) {
                    seen |= b;
                    grew = true;
                }
            }
        }
    }
    return seen;
}

static esc_bits turned(esc_bits bits)
{
    esc_bits out = 0;
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (bits & esc_bit(sq))
            out |= esc_bit(ESC_SQUARES - 1 - sq);
    return out;
}

static const char *const kinds[] = { "open-field", "hill", "fortress", "ruins", "ford", "forest", "crossroads" };

static void test_each_terrain_board_fit(void **state)
{
    (void)state;
    esc_bits seen[8];
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        esc_map m;
        load_board(kinds[i], &m);
        int side;
        assert_int_equal(esc_map_test(&m, &side), ESC_MAP_OK);
        assert_true(turned(m.obstacles) == m.obstacles && turned(m.zone) == m.zone);
        assert_true((m.obstacles & (esc_board_home(0) | esc_board_home(1))) == 0);
        esc_bits free_squares = ~m.obstacles;
        for (int s = 0; s < 2; s++) {
            esc_bits w = walkable(&m, s);
            if (w != free_squares)
                fail_msg("maps/%s.json: a free square is walled off from side %d", kinds[i], s);
            assert_true((m.zone & w) == m.zone);
        }
        seen[i] = m.obstacles;
        for (size_t j = 0; j < i; j++)
            if (seen[j] == m.obstacles)
                fail_msg("maps/%s.json and maps/%s.json are the same board", kinds[i], kinds[j]);
    }
}

static void test_fortress_is_walls_and_gates(void **state)
{
    (void)state;
    esc_map m;
    load_board("fortress", &m);
    /* The courtyard is the objective, walled on every side but its gates. */
    const char *court[] = { "d4", "e4", "d5", "e5" };
    esc_bits zone = 0;
    for (int i = 0; i < 4; i++) {
        int sq;
        assert_true(esc_square_parse(court[i], &sq));
        zone |= esc_bit(sq);
    }
    assert_true(m.zone == zone);
    assert_true(esc_bits_count(m.obstacles) >= 8);
    load_board("ford", &m);
    /* The river: ranks 4 and 5 are water but for the fords. */
    int water = 0;
    for (int f = 0; f < 8; f++)
        water += (m.obstacles & esc_bit(esc_square_make(f, 3))) != 0;
    assert_true(water >= 5 && water <= 6);
}

/* Fortresses named as keeps and places named as fords fight on those boards;
 * capitals keep the hill. */
static void test_campaigns_pick_by_terrain(void **state)
{
    (void)state;
    const char *files[] = { "four-rivers", "three-crowns", "veldt-marches" };
    int fortress = 0, ford = 0;
    for (size_t i = 0; i < 3; i++) {
        char rel[128], path[DT_PATH_MAX];
        snprintf(rel, sizeof rel, "maps/campaign/%s.json", files[i]);
        dt_source_path(path, rel);
        static campaign_map map;
        data_error err;
        assert_true(data_campaign_map_load(path, &map, &err));
        for (int l = 0; l < map.n_locations; l++) {
            const campaign_location *loc = &map.locations[l];
            if (loc->type == CAMPAIGN_CAPITAL)
                assert_string_equal(loc->battle_map, "hill");
            if (strstr(loc->name, "ford") || strstr(loc->name, "Ford") || strstr(loc->name, "bridge"))
                assert_string_equal(loc->battle_map, "ford");
            fortress += strcmp(loc->battle_map, "fortress") == 0;
            ford += strcmp(loc->battle_map, "ford") == 0;
            if (strcmp(loc->battle_map, "fortress") == 0)
                assert_int_equal(loc->type, CAMPAIGN_FORTRESS);
        }
    }
    assert_true(fortress >= 3 && ford >= 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_terrain_board_fit),
        cmocka_unit_test(test_fortress_is_walls_and_gates),
        cmocka_unit_test(test_campaigns_pick_by_terrain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
