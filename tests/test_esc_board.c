/*
 * Board geometry and the position notation (docs/rules.md section 1): square names,
 * Chebyshev distance, neighbour and home sets, parsing and printing positions with
 * every error the notation can have, and the maps' validity rules (section 3).
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/map.h"

static int iabs(int x) { return x < 0 ? -x : x; }

static void test_square_names_all(void **state)
{
    (void)state;
    for (int rank = 0; rank < 8; rank++)
        for (int file = 0; file < 8; file++) {
            char text[3] = {(char)('a' + file), (char)('1' + rank), 0};
            int square = -1;
            assert_true(esc_square_parse(text, &square));
            assert_int_equal(square, file + 8 * rank);
            assert_int_equal(esc_square_file(square), file);
            assert_int_equal(esc_square_rank(square), rank);
            assert_int_equal(esc_square_make(file, rank), square);
            char out[3] = {'x', 'x', 'x'};
            esc_square_name(square, out);
            assert_string_equal(out, text);
        }
    /* The fixed numbering of docs/rules.md: a1 = 0, h1 = 7, a8 = 56, h8 = 63. */
    int s;
    assert_true(esc_square_parse("a1", &s));
    assert_int_equal(s, 0);
    assert_true(esc_square_parse("h1", &s));
    assert_int_equal(s, 7);
    assert_true(esc_square_parse("a8", &s));
    assert_int_equal(s, 56);
    assert_true(esc_square_parse("h8", &s));
    assert_int_equal(s, 63);
}

static void test_square_parse_bad(void **state)
{
    (void)state;
    static const char *const bad[] = {"i1", "a9", "A1", "a10", "", "a", "a0", "1a", " a1", "a1 ", "h9",
                                      "`1", "H8", "aa", "11", "a-1", "z5", "e", "e44"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int square = 12345;
        if (esc_square_parse(bad[i], &square))
            fail_msg("esc_square_parse accepted \"%s\"", bad[i]);
    }
}

static void test_distance_all_pairs(void **state)
{
    (void)state;
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++) {
            int df = iabs(a % 8 - b % 8), dr = iabs(a / 8 - b / 8);
            assert_int_equal(esc_square_distance(a, b), df > dr ? df : dr);
        }
    /* A few by hand: a1-h8 is 7 king steps, a1-c2 is 2 (one diagonal, one
     * straight), a king's neighbour is at 1, a knight's move at 2. */
    assert_int_equal(esc_square_distance(tu_sq("a1"), tu_sq("h8")), 7);
    assert_int_equal(esc_square_distance(tu_sq("a1"), tu_sq("c2")), 2);
    assert_int_equal(esc_square_distance(tu_sq("d4"), tu_sq("e5")), 1);
    assert_int_equal(esc_square_distance(tu_sq("d4"), tu_sq("e6")), 2);
    assert_int_equal(esc_square_distance(tu_sq("d4"), tu_sq("d4")), 0);
    assert_int_equal(esc_square_distance(tu_sq("h1"), tu_sq("a8")), 7);
}

static void test_neighbours_within_home(void **state)
{
    (void)state;
    for (int a = 0; a < 64; a++) {
        for (int d = 0; d <= 8; d++) {
            esc_bits want = 0;
            for (int b = 0; b < 64; b++) {
                int df = iabs(a % 8 - b % 8), dr = iabs(a / 8 - b / 8);
                if ((df > dr ? df : dr) <= d)
                    want |= esc_bit(b);
            }
            assert_true(esc_board_within(a, d) == want);
        }
        esc_bits n = esc_board_within(a, 1) & ~esc_bit(a);
        assert_true(esc_board_neighbours(a) == n);
    }
    assert_int_equal(esc_bits_count(esc_board_neighbours(tu_sq("a1"))), 3);
    assert_int_equal(esc_bits_count(esc_board_neighbours(tu_sq("a4"))), 5);
    assert_int_equal(esc_bits_count(esc_board_neighbours(tu_sq("d4"))), 8);
    /* Player 1 (side 0) ranks 1-2, player 2 (side 1) ranks 7-8. */
    assert_true(esc_board_home(0) == 0xFFFFull);
    assert_true(esc_board_home(1) == 0xFFFFull << 48);
    assert_int_equal(esc_bits_count(0), 0);
    assert_int_equal(esc_bits_count(~(esc_bits)0), 64);
    assert_int_equal(esc_bits_count(0x8000000000000001ull), 2);
}

static void fill_garbage(esc_position *pos)
{
    pos->obstacles = 0x123456789ull;
    for (int s = 0; s < ESC_SQUARES; s++)
        pos->occupant[s] = (int8_t)(s % 12);
}

static void assert_cleared(const esc_position *pos)
{
    assert_true(pos->obstacles == 0);
    for (int s = 0; s < ESC_SQUARES; s++)
        assert_int_equal(pos->occupant[s], ESC_NO_UNIT);
}

static void test_position_example(void **state)
{
    (void)state;
    esc_position pos;
    fill_garbage(&pos);
    size_t where = 99;
    assert_int_equal(esc_position_parse("8/8/8/3#4/8/8/8/8", &pos, &where), ESC_POSITION_OK);
    assert_true(pos.obstacles == esc_bit(tu_sq("d5")));
    for (int s = 0; s < ESC_SQUARES; s++)
        assert_int_equal(pos.occupant[s], ESC_NO_UNIT);
    assert_true(esc_position_units(&pos) == 0);
    char out[ESC_POSITION_TEXT_MAX];
    esc_position_format(&pos, out);
    assert_string_equal(out, "8/8/8/3#4/8/8/8/8");
}

static void test_position_units(void **state)
{
    (void)state;
    esc_position pos;
    /* Rank 8 first: a on a8 is player 2's first unit (id 6), F on h1 player 1's
     * sixth (id 5); f on e4 is id 11, A on b1 id 0, # on c1. */
    assert_int_equal(esc_position_parse("a7/8/8/8/4f3/8/8/1A#4F", &pos, NULL), ESC_POSITION_OK);
    assert_int_equal(pos.occupant[tu_sq("a8")], 6);
    assert_int_equal(pos.occupant[tu_sq("h1")], 5);
    assert_int_equal(pos.occupant[tu_sq("e4")], 11);
    assert_int_equal(pos.occupant[tu_sq("b1")], 0);
    assert_true(pos.obstacles == esc_bit(tu_sq("c1")));
    assert_true(esc_position_units(&pos) == tu_bits("a8 h1 e4 b1"));
    int units = 0;
    for (int s = 0; s < ESC_SQUARES; s++)
        units += pos.occupant[s] != ESC_NO_UNIT;
    assert_int_equal(units, 4);

    /* All twelve letters at once. */
    assert_int_equal(esc_position_parse("abcdef2/8/8/8/8/8/8/ABCDEF##", &pos, NULL), ESC_POSITION_OK);
    for (int slot = 0; slot < 6; slot++) {
        assert_int_equal(pos.occupant[slot], slot);
        assert_int_equal(pos.occupant[56 + slot], 6 + slot);
    }
    assert_true(pos.obstacles == tu_bits("g1 h1"));
    char out[ESC_POSITION_TEXT_MAX];
    esc_position_format(&pos, out);
    assert_string_equal(out, "abcdef2/8/8/8/8/8/8/ABCDEF##");

    esc_position_clear(&pos);
    assert_cleared(&pos);
}

/* The test's own printer: canonical notation with merged runs. */
static void my_format(const esc_position *pos, char *out)
{
    int n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int run = 0;
        for (int file = 0; file < 8; file++) {
            int s = file + 8 * rank;
            char c = 0;
            if (pos->obstacles & esc_bit(s))
                c = '#';
            else if (pos->occupant[s] != ESC_NO_UNIT)
                c = (char)(pos->occupant[s] < 6 ? 'A' + pos->occupant[s] : 'a' + pos->occupant[s] - 6);
            if (c == 0) {
                run++;
                continue;
            }
            if (run)
                out[n++] = (char)('0' + run);
            run = 0;
            out[n++] = c;
        }
        if (run)
            out[n++] = (char)('0' + run);
        if (rank)
            out[n++] = '/';
    }
    out[n] = 0;
}

static void test_position_round_trip_random(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 2024);
    for (int iter = 0; iter < 2000; iter++) {
        esc_position want;
        want.obstacles = 0;
        for (int s = 0; s < ESC_SQUARES; s++)
            want.occupant[s] = ESC_NO_UNIT;
        int density = (int)core_rng_below(&rng, 64);
        for (int s = 0; s < ESC_SQUARES; s++)
            if ((int)core_rng_below(&rng, 64) < density)
                want.obstacles |= esc_bit(s);
        for (int unit = 0; unit < ESC_MAX_UNITS; unit++) {
            if (core_rng_below(&rng, 2))
                continue;
            int s = (int)core_rng_below(&rng, ESC_SQUARES);
            if (want.occupant[s] == ESC_NO_UNIT) {
                want.occupant[s] = (int8_t)unit;
                want.obstacles &= ~esc_bit(s);
            }
        }
        char text[ESC_POSITION_TEXT_MAX + 8];
        my_format(&want, text);
        assert_true(strlen(text) < ESC_POSITION_TEXT_MAX);
        esc_position got;
        fill_garbage(&got);
        size_t where = 0;
        esc_position_problem problem = esc_position_parse(text, &got, &where);
        if (problem != ESC_POSITION_OK)
            fail_msg("\"%s\" refused (%d at %zu)", text, (int)problem, where);
        assert_true(got.obstacles == want.obstacles);
        assert_memory_equal(got.occupant, want.occupant, sizeof want.occupant);
        char out[ESC_POSITION_TEXT_MAX];
        memset(out, 'x', sizeof out);
        esc_position_format(&got, out);
        assert_string_equal(out, text);
    }
}

static void test_position_longest(void **state)
{
    (void)state;
    /* No digit at all: 64 characters and 7 slashes, the longest text there is. */
    const char *text = "ABCDEF##/abcdef##/########/########/########/########/########/########";
    assert_int_equal(strlen(text), ESC_POSITION_TEXT_MAX - 1);
    esc_position pos;
    assert_int_equal(esc_position_parse(text, &pos, NULL), ESC_POSITION_OK);
    assert_int_equal(esc_bits_count(pos.obstacles), 52);
    char out[ESC_POSITION_TEXT_MAX];
    esc_position_format(&pos, out);
    assert_string_equal(out, text);
}

static void test_position_merged_runs(void **state)
{
    (void)state;
    /* Ruling: consecutive digits are accepted when the rank adds up to 8; printing
     * always merges them. */
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"44/2222/11111111/17/71/53/62/35", "8/8/8/8/8/8/8/8"},
        {"1#11#1#1/8/8/8/8/8/8/8", "1#2#1#1/8/8/8/8/8/8/8"},
        {"8/8/8/1111A111/8/8/8/8", "8/8/8/4A3/8/8/8/8"},
        {"8/8/8/8/8/8/8/1111111A", "8/8/8/8/8/8/8/7A"},
        {"a1111111/8/8/8/8/8/8/8", "a7/8/8/8/8/8/8/8"},
        {"8/8/8/8/8/8/8/##111111", "8/8/8/8/8/8/8/##6"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        esc_position pos;
        size_t where = 0;
        esc_position_problem problem = esc_position_parse(cases[i].in, &pos, &where);
        if (problem != ESC_POSITION_OK)
            fail_msg("\"%s\" refused (%d at %zu)", cases[i].in, (int)problem, where);
        char out[ESC_POSITION_TEXT_MAX];
        esc_position_format(&pos, out);
        assert_string_equal(out, cases[i].out);
    }
}

static void expect_error(const char *text, esc_position_problem want, long want_where)
{
    esc_position pos;
    fill_garbage(&pos);
    size_t where = 9999;
    esc_position_problem got = esc_position_parse(text, &pos, &where);
    if (got != want)
        fail_msg("\"%s\": problem %d, expected %d", text, (int)got, (int)want);
    assert_cleared(&pos);
    if (want_where >= 0 && where != (size_t)want_where)
        fail_msg("\"%s\": problem reported at byte %zu, expected %ld", text, where, want_where);
    /* `where` is optional. */
    fill_garbage(&pos);
    assert_int_equal(esc_position_parse(text, &pos, NULL), want);
    assert_cleared(&pos);
}

static void test_position_errors(void **state)
{
    (void)state;
    expect_error("", ESC_POSITION_EMPTY, -1);
    /* Wrong number of ranks. */
    expect_error("8/8/8/8/8/8/8", ESC_POSITION_RANK_COUNT, -1);
    expect_error("8/8/8/8/8/8/8/8/8", ESC_POSITION_RANK_COUNT, -1);
    expect_error("8", ESC_POSITION_RANK_COUNT, -1);
    expect_error("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8", ESC_POSITION_RANK_COUNT, -1);
    /* Ranks that do not describe exactly 8 squares. */
    expect_error("7/8/8/8/8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/8/8/8/8/44A", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8A/8/8/8/8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("A8/8/8/8/8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/#8/8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/8/8/8/8/53A", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/8/8/8/8/1111111", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/8/8/8/8/########A", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("/8/8/8/8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8/8/8/8/8/", ESC_POSITION_RANK_LENGTH, -1);
    expect_error("8/8/8//8/8/8/8", ESC_POSITION_RANK_LENGTH, -1);
    /* Bad characters, reported at their byte. */
    expect_error("8/8/8/8/8/8/8/7x", ESC_POSITION_BAD_CHAR, 15);
    expect_error("9/8/8/8/8/8/8/8", ESC_POSITION_BAD_CHAR, 0);
    expect_error("08/8/8/8/8/8/8/8", ESC_POSITION_BAD_CHAR, 0);
    expect_error("8/8/3.4/8/8/8/8/8", ESC_POSITION_BAD_CHAR, 5);
    expect_error("8/8/8/8 /8/8/8/8", ESC_POSITION_BAD_CHAR, 7);
    expect_error("8/8/8/8/8/8/8/7-", ESC_POSITION_BAD_CHAR, 15);
    expect_error("8\\8/8/8/8/8/8/8/8", ESC_POSITION_BAD_CHAR, 1);
    /* Letters past f (unit slots are A-F / a-f only): every one of g-z, G-Z. */
    for (char c = 'g'; c <= 'z'; c++) {
        char text[32];
        snprintf(text, sizeof text, "8/8/8/8/8/8/8/3%c4", c);
        expect_error(text, ESC_POSITION_BAD_CHAR, 15);
        snprintf(text, sizeof text, "8/8/8/8/8/8/8/3%c4", (char)(c - 'a' + 'A'));
        expect_error(text, ESC_POSITION_BAD_CHAR, 15);
    }
    /* The same unit letter twice (same side and slot), reported at the second. */
    expect_error("AA6/8/8/8/8/8/8/8", ESC_POSITION_DUPLICATE_UNIT, 1);
    expect_error("A7/8/8/8/8/8/8/7A", ESC_POSITION_DUPLICATE_UNIT, 16);
    expect_error("8/8/8/2f2f2/8/8/8/8", ESC_POSITION_DUPLICATE_UNIT, 9);
    /* Same letter in the other case is another side: fine. */
    esc_position pos;
    assert_int_equal(esc_position_parse("Aa6/8/8/8/8/8/8/8", &pos, NULL), ESC_POSITION_OK);
    assert_int_equal(pos.occupant[tu_sq("a8")], 0);
    assert_int_equal(pos.occupant[tu_sq("b8")], 6);
}

static void test_position_problem_texts(void **state)
{
    (void)state;
    for (int p = ESC_POSITION_OK; p <= ESC_POSITION_DUPLICATE_UNIT; p++) {
        const char *text = esc_position_problem_text((esc_position_problem)p);
        assert_non_null(text);
        assert_true(strlen(text) > 0);
    }
}

static void test_map_rules(void **state)
{
    (void)state;
    esc_map map;
    esc_map_init(&map, "plain");
    assert_string_equal(map.name, "plain");
    assert_true(map.obstacles == 0 && map.zone == 0);
    int side = -1;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);

    /* Ruling (section 3): each side needs 6 home squares free of obstacles. 10
     * obstacles on ranks 1-2 leave 6: fine; 11 leave 5: refused for side 0. */
    map.obstacles = 0x3FFull;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);
    map.obstacles = 0x7FFull;
    side = -1;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_HOME_BLOCKED);
    assert_int_equal(side, 0);
    map.obstacles = 0x7FFull << 48;
    side = -1;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_HOME_BLOCKED);
    assert_int_equal(side, 1);
    map.obstacles = 0x3FFull << 53;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);
    /* Obstacles off the home ranks never matter. */
    map.obstacles = 0xFFFFFFFFull << 16;
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);

    /* A zone square may not be an obstacle. */
    map.obstacles = tu_bits("d4");
    map.zone = tu_bits("d4 e4 d5 e5");
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_ZONE_ON_OBSTACLE);
    map.zone = tu_bits("e4 d5 e5");
    assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);
    for (int p = ESC_MAP_OK; p <= ESC_MAP_ZONE_ON_OBSTACLE; p++)
        assert_non_null(esc_map_problem_text((esc_map_problem)p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_square_names_all),
        cmocka_unit_test(test_square_parse_bad),
        cmocka_unit_test(test_distance_all_pairs),
        cmocka_unit_test(test_neighbours_within_home),
        cmocka_unit_test(test_position_example),
        cmocka_unit_test(test_position_units),
        cmocka_unit_test(test_position_round_trip_random),
        cmocka_unit_test(test_position_longest),
        cmocka_unit_test(test_position_merged_runs),
        cmocka_unit_test(test_position_errors),
        cmocka_unit_test(test_position_problem_texts),
        cmocka_unit_test(test_map_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
