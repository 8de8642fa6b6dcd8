/*
 * Movement (docs/rules.md section 4): king steps onto empty squares, diagonal steps
 * between occupied squares allowed, no passing through units or obstacles, the
 * reach and shortest paths against the test's own breadth-first search, and what a
 * move costs.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <string.h>

/* The test's own breadth-first reach: squares reachable in 1..steps king steps
 * through squares not in `blocked`. */
static esc_bits my_reach(esc_bits blocked, int from, int steps)
{
    esc_bits seen = esc_bit(from), frontier = esc_bit(from), reach = 0;
    for (int step = 0; step < steps && frontier; step++) {
        esc_bits next = 0;
        for (int s = 0; s < 64; s++) {
            if (!(frontier & esc_bit(s)))
                continue;
            for (int df = -1; df <= 1; df++)
                for (int dr = -1; dr <= 1; dr++) {
                    int f = s % 8 + df, r = s / 8 + dr;
                    if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int n = f + 8 * r;
                        if (!(blocked & esc_bit(n)) && !(seen & esc_bit(n)))
                            next |= esc_bit(n);
                    }
                }
        }
        seen |= next;
        reach |= next;
        frontier = next;
    }
    return reach;
}

/* Fewest steps from every square to `to` through free squares (to must be free);
 * -1 where it cannot be reached. */
static void my_distances_to(esc_bits blocked, int to, int dist[64])
{
    int queue[64], head = 0, tail = 0;
    for (int s = 0; s < 64; s++)
        dist[s] = -1;
    dist[to] = 0;
    queue[tail++] = to;
    while (head < tail) {
        int s = queue[head++];
        for (int df = -1; df <= 1; df++)
            for (int dr = -1; dr <= 1; dr++) {
                int f = s % 8 + df, r = s / 8 + dr;
                if (!(df || dr) || f < 0 || f > 7 || r < 0 || r > 7)
                    continue;
                int n = f + 8 * r;
                if (dist[n] < 0 && !(blocked & esc_bit(n))) {
                    dist[n] = dist[s] + 1;
                    queue[tail++] = n;
                }
            }
    }
}

static esc_bits blocked_of(const esc_game *game)
{
    return esc_game_blockers(game);
}

static void test_move_king_steps(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/3A4/8/8/7a", "H1R1P1M1", "H1R1P1M1");
    int a = tu_at(&g, "d4");
    assert_true(esc_game_reachable(&g, a) == tu_bits("c3 d3 e3 c4 e4 c5 d5 e5"));
    assert_true(esc_game_reachable(&g, a) == esc_board_neighbours(tu_sq("d4")));

    tu_game(&g, "8/8/8/8/3A4/8/8/7a", "H1R1P1M2", "H1R1P1M1");
    a = tu_at(&g, "d4");
    assert_true(esc_game_reachable(&g, a) == (esc_board_within(tu_sq("d4"), 2) & ~tu_bits("d4")));
    assert_int_equal(esc_bits_count(esc_game_reachable(&g, a)), 24);

    /* A corner of the board: three neighbours. */
    tu_game(&g, "8/8/8/8/8/8/8/A6a", "H1R1P1M1", "H1R1P1M1");
    assert_true(esc_game_reachable(&g, tu_at(&g, "a1")) == tu_bits("a2 b1 b2"));
    /* A diagonal step counts 1: a1 -> c3 is 2 steps. */
    tu_game(&g, "8/8/8/8/8/8/8/A6a", "H1R1P1M2", "H1R1P1M1");
    int8_t path[ESC_PATH_MAX];
    assert_int_equal(esc_game_path(&g, tu_at(&g, "a1"), tu_sq("c3"), path), 2);
    assert_int_equal(path[0], tu_sq("b2"));
    assert_int_equal(path[1], tu_sq("c3"));
    tu_play(&g, "move a1 c3");
    tu_assert_position(&g, "8/8/8/8/8/2A5/8/7a");
}

static void test_move_diagonal_between_occupied(void **state)
{
    (void)state;
    esc_game g;
    /* d4 to e5 with an enemy on d5 and an ally on e4: the diagonal step passes
     * between them and is allowed. */
    tu_game(&g, "8/8/8/3a4/3AB3/8/8/8", "H1R1P1M1 H1R1P1M1", "H1R1P1M1");
    assert_true(esc_game_reachable(&g, tu_at(&g, "d4")) & tu_bits("e5"));
    tu_play(&g, "move d4 e5");
    tu_assert_position(&g, "8/8/8/3aA3/4B3/8/8/8");

    /* Between two obstacles too: only empty destination squares matter. */
    tu_game(&g, "a7/8/8/3#4/3A#3/8/8/8", "H1R1P1M1", "H1R1P1M1");
    assert_true(esc_game_reachable(&g, tu_at(&g, "d4")) == tu_bits("c3 d3 e3 c4 c5 e5"));
    tu_play(&g, "move d4 e5");

    /* And a path that must squeeze diagonally twice: A on a1 with Move 2, b1 and
     * a2 obstacles, b3 and c2 units: a1 -> b2 -> c3. */
    tu_game(&g, "7a/8/8/8/8/1B6/#1b5/A#6", "H1R1P1M2 H1R1P1M1", "H1R1P1M1 H1R1P1M1");
    esc_bits reach = esc_game_reachable(&g, tu_at(&g, "a1"));
    assert_true(reach == my_reach(blocked_of(&g), tu_sq("a1"), 2));
    assert_true(reach == tu_bits("b2 a3 c1 c3"));
    tu_play(&g, "move a1 c3");
}

static void test_move_no_passing_through(void **state)
{
    (void)state;
    esc_game g;
    /* A full wall on rank 3: obstacles, an ally, enemies. Move 4 from d1 reaches
     * every free square of ranks 1-2 and nothing beyond. */
    tu_game(&g, "8/8/8/8/8/##Bb#a#C/8/3A4", "H1R1P1M4 H1R1P1M1 H1R1P1M1", "H1R1P1M1 H1R1P1M1");
    int a = tu_at(&g, "d1");
    assert_true(esc_game_reachable(&g, a) == (0xFFFFull & ~tu_bits("d1")));
    tu_refuse(&g, "move d1 d4", ESC_ERR_UNREACHABLE);
    tu_refuse(&g, "move d1 c3", ESC_ERR_OCCUPIED); /* ally */
    tu_refuse(&g, "move d1 d3", ESC_ERR_OCCUPIED); /* enemy */
    tu_refuse(&g, "move d1 a3", ESC_ERR_OBSTACLE);
    /* A gap in the wall lets it through. */
    tu_game(&g, "8/8/8/8/8/##Bb1a#C/8/3A4", "H1R1P1M4 H1R1P1M1 H1R1P1M1", "H1R1P1M1 H1R1P1M1");
    a = tu_at(&g, "d1");
    assert_true(esc_game_reachable(&g, a) == my_reach(blocked_of(&g), tu_sq("d1"), 4));
    assert_true(esc_game_reachable(&g, a) & tu_bits("e3 e4 d5 f5"));
    assert_false(esc_game_reachable(&g, a) & tu_bits("d6 h5"));
    tu_play(&g, "move d1 d5");
    /* Surrounded: no move at all. */
    tu_game(&g, "8/8/8/8/8/8/Bb6/Aa6", "H1R1P1M3 H1R1P1M1", "H1R1P1M1 H1R1P1M1");
    assert_true(esc_game_reachable(&g, tu_at(&g, "a1")) == 0);
    int8_t path[ESC_PATH_MAX];
    assert_int_equal(esc_game_path(&g, tu_at(&g, "a1"), tu_sq("c3"), path), 0);
    tu_refuse(&g, "move a1 c3", ESC_ERR_UNREACHABLE);
}

static void test_move_refusals(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3#4/3A4/8/8/1a6", "H1R1P1M2", "H1R1P1M1");
    /* Ruling: a move must end on another square. */
    tu_refuse(&g, "move d4 d4", ESC_ERR_SAME_SQUARE);
    tu_refuse(&g, "move d4 d7", ESC_ERR_UNREACHABLE); /* 3 steps, Move 2 */
    tu_refuse(&g, "move d4 d5", ESC_ERR_OBSTACLE);
    tu_refuse(&g, "move b1 b2", ESC_ERR_NOT_YOUR_UNIT);
    int a = tu_at(&g, "d4");
    esc_action bad = {ESC_ACT_MOVE, ESC_AB_NONE, (int8_t)a, 64, ESC_NO_UNIT};
    tu_refuse_action(&g, &bad, ESC_ERR_MALFORMED);
    bad.square = -5;
    tu_refuse_action(&g, &bad, ESC_ERR_MALFORMED);
    bad.square = (int8_t)tu_sq("d6");
    bad.unit = 12;
    tu_refuse_action(&g, &bad, ESC_ERR_MALFORMED);
    /* Slot 1 of side 0 is not in the squad. */
    bad.unit = 1;
    tu_refuse_action(&g, &bad, ESC_ERR_NO_SUCH_UNIT);
    bad.unit = ESC_NO_UNIT;
    esc_game before;
    memcpy(&before, &g, sizeof g);
    assert_int_not_equal(esc_game_test_action(&g, &bad), ESC_OK);
    assert_int_not_equal(esc_game_apply(&g, &bad, NULL), ESC_OK);
    assert_memory_equal(&before, &g, sizeof g);
    /* A legal one, for contrast. */
    tu_play(&g, "move d4 d6");
}

static void test_move_costs_an_action(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/3A4/8/8/7a", "H1R1P1M1", "H1R1P1M1");
    esc_events ev;
    tu_play_ev(&g, "move d4 d5", &ev);
    assert_int_equal(g.turn, 1);
    assert_int_equal(g.active, 0);
    assert_int_equal(g.actions_left, 1);
    const esc_event *move = tu_find_event(&ev, ESC_EV_MOVE, 0);
    assert_non_null(move);
    assert_int_equal(move->unit, tu_at(&g, "d5"));
    assert_int_equal(move->from, tu_sq("d4"));
    assert_int_equal(move->to, tu_sq("d5"));
    assert_int_equal(move->path_len, 1);
    assert_int_equal(move->path[0], tu_sq("d5"));
    /* The same unit moves again: the second action ends the turn. */
    tu_play(&g, "move d5 d6");
    assert_int_equal(g.turn, 2);
    assert_int_equal(g.active, 1);
    assert_int_equal(g.actions_left, 2);
    tu_assert_position(&g, "8/8/3A4/8/8/8/8/7a");
    /* Now it is side 1's: side 0's unit may not move. */
    tu_refuse(&g, "move d6 d7", ESC_ERR_NOT_YOUR_UNIT);
    tu_play(&g, "move h1 g2");
    assert_int_equal(g.actions_left, 1);
}

static void test_move_dead_unit(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/3Aa3/8/8/B7", "H1R1P1M1 H1R1P1M1", "H1R1P1M1");
    int a = tu_at(&g, "d4");
    /* Side 0 ends its turn, side 1's unit kills A. */
    tu_play(&g, "end");
    tu_play(&g, "attack e4 d4");
    assert_false(esc_game_unit_alive(&g, a));
    assert_int_equal(g.units[a].square, ESC_NO_SQUARE);
    assert_int_equal(esc_game_unit_at(&g, tu_sq("d4")), ESC_NO_UNIT);
    tu_play(&g, "end");
    esc_action move = {ESC_ACT_MOVE, ESC_AB_NONE, (int8_t)a, (int8_t)tu_sq("d3"), ESC_NO_UNIT};
    tu_refuse_action(&g, &move, ESC_ERR_UNIT_GONE);
}

/* A random position string with the given units and obstacles. */
static void build_position(const int8_t occupant[64], esc_bits obstacles, char *out)
{
    int n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int run = 0;
        for (int file = 0; file < 8; file++) {
            int s = file + 8 * rank;
            char c = 0;
            if (obstacles & esc_bit(s))
                c = '#';
            else if (occupant[s] >= 0)
                c = (char)(occupant[s] < 6 ? 'A' + occupant[s] : 'a' + occupant[s] - 6);
            if (!c) {
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

static void test_move_reach_random(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 4242);
    for (int iter = 0; iter < 60; iter++) {
        int8_t occupant[64];
        memset(occupant, -1, sizeof occupant);
        esc_bits obstacles = 0;
        int n_obstacles = (int)core_rng_below(&rng, 20);
        for (int i = 0; i < n_obstacles; i++) {
            int s = 16 + (int)core_rng_below(&rng, 32); /* off the home ranks */
            obstacles |= esc_bit(s);
        }
        int n[2] = {1 + (int)core_rng_below(&rng, 6), 1 + (int)core_rng_below(&rng, 6)};
        char squads[2][128];
        for (int side = 0; side < 2; side++) {
            squads[side][0] = 0;
            for (int slot = 0; slot < n[side]; slot++) {
                int s;
                do
                    s = (int)core_rng_below(&rng, 64);
                while (occupant[s] >= 0 || (obstacles & esc_bit(s)));
                occupant[s] = (int8_t)(side * 6 + slot);
                char unit[24];
                snprintf(unit, sizeof unit, "H1R1P1M%d ", 1 + (int)core_rng_below(&rng, 5));
                strcat(squads[side], unit);
            }
        }
        char position[80];
        build_position(occupant, obstacles, position);
        esc_game g;
        tu_game(&g, position, squads[0], squads[1]);
        esc_bits blocked = esc_game_blockers(&g);
        assert_true(blocked == (obstacles | esc_game_unit_squares(&g)));
        for (int unit = 0; unit < ESC_MAX_UNITS; unit++) {
            if (!esc_game_unit_alive(&g, unit))
                continue;
            int from = g.units[unit].square;
            assert_true(esc_game_reachable(&g, unit) == my_reach(blocked, from, g.units[unit].move));
            for (int steps = 0; steps <= 8; steps++)
                if (esc_game_reach_from(&g, from, steps) != my_reach(blocked, from, steps))
                    fail_msg("%s: reach from %s in %d steps differs", position, tu_name(from), steps);
            /* Paths to every reachable square: fewest steps, lowest square first. */
            esc_bits reach = esc_game_reachable(&g, unit);
            for (int to = 0; to < 64; to++) {
                if (!(reach & esc_bit(to)))
                    continue;
                int dist[64];
                my_distances_to(blocked & ~esc_bit(from), to, dist);
                int8_t path[ESC_PATH_MAX];
                int len = esc_game_path(&g, unit, to, path);
                if (len != dist[from])
                    fail_msg("%s: path %s -> %s has %d steps, shortest is %d", position, tu_name(from),
                             tu_name(to), len, dist[from]);
                int cur = from;
                for (int i = 0; i < len; i++) {
                    int want = -1;
                    for (int s = 0; s < 64 && want < 0; s++)
                        if (esc_square_distance(cur, s) == 1 && !(blocked & esc_bit(s)) && dist[s] == len - i - 1)
                            want = s;
                    if (path[i] != want)
                        fail_msg("%s: path %s -> %s step %d is %s, expected %s", position, tu_name(from),
                                 tu_name(to), i, tu_name(path[i]), tu_name(want));
                    cur = want;
                }
                assert_int_equal(cur, to);
            }
            /* Squares not reachable are refused as moves. */
            for (int to = 0; to < 64; to++) {
                if (reach & esc_bit(to) || to == from || (blocked & esc_bit(to)))
                    continue;
                esc_action move = {ESC_ACT_MOVE, ESC_AB_NONE, (int8_t)unit, (int8_t)to, ESC_NO_UNIT};
                esc_problem want = esc_unit_side(unit) == g.active ? ESC_ERR_UNREACHABLE : ESC_ERR_NOT_YOUR_UNIT;
                assert_int_equal(esc_game_test_action(&g, &move), want);
            }
        }
        /* Play one move of the side to act to a random reachable square. */
        for (int unit = 0; unit < ESC_SQUAD_MAX; unit++) {
            esc_bits reach = esc_game_reachable(&g, unit);
            if (!esc_game_unit_alive(&g, unit) || !reach)
                continue;
            int to = 0;
            int k = (int)core_rng_below(&rng, (uint32_t)esc_bits_count(reach));
            for (int s = 0; s < 64; s++)
                if ((reach & esc_bit(s)) && k-- == 0)
                    to = s;
            int from = g.units[unit].square;
            esc_action move = {ESC_ACT_MOVE, ESC_AB_NONE, (int8_t)unit, (int8_t)to, ESC_NO_UNIT};
            esc_events ev;
            assert_int_equal(esc_game_apply(&g, &move, &ev), ESC_OK);
            tu_check(&g);
            assert_int_equal(g.units[unit].square, to);
            assert_int_equal(g.occupant[to], unit);
            assert_int_equal(g.occupant[from], ESC_NO_UNIT);
            const esc_event *e = tu_find_event(&ev, ESC_EV_MOVE, 0);
            assert_non_null(e);
            assert_int_equal(e->from, from);
            assert_int_equal(e->to, to);
            /* The event's path: king steps over free squares, fewest of them. */
            int cur = from;
            for (int i = 0; i < e->path_len; i++) {
                assert_int_equal(esc_square_distance(cur, e->path[i]), 1);
                assert_false(blocked & esc_bit(e->path[i]));
                cur = e->path[i];
            }
            assert_int_equal(cur, to);
            int dist[64];
            my_distances_to(blocked & ~esc_bit(from), to, dist);
            assert_int_equal(e->path_len, dist[from]);
            break;
        }
    }
}

/* A winding corridor: a unit with Move 30 goes from a3 to
 * h7 in 21 steps (rank 3 east, up at h4, rank 5 west, up at a6, rank 7 east). */
static void test_move_long_corridor(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "########/8/1#######/8/#######1/A7/########/7a", "H1R1P1M30", "H1R1P1M1");
    int a = tu_at(&g, "a3");
    int dist[64];
    my_distances_to(esc_game_blockers(&g) & ~tu_bits("a3"), tu_sq("h7"), dist);
    assert_int_equal(dist[tu_sq("a3")], 21);
    assert_true(esc_game_reachable(&g, a) & tu_bits("h7"));
    assert_true(esc_game_reachable(&g, a) == my_reach(esc_game_blockers(&g), tu_sq("a3"), 30));
    int8_t path[ESC_PATH_MAX];
    int len = esc_game_path(&g, a, tu_sq("h7"), path);
    assert_int_equal(len, 21);
    static const char *const want[21] = {"b3", "c3", "d3", "e3", "f3", "g3", "h4", "g5", "f5", "e5", "d5",
                                         "c5", "b5", "a6", "b7", "c7", "d7", "e7", "f7", "g7", "h7"};
    for (int i = 0; i < 21; i++)
        assert_int_equal(path[i], tu_sq(want[i]));
    esc_events ev;
    tu_play_ev(&g, "move a3 h7", &ev);
    const esc_event *e = tu_find_event(&ev, ESC_EV_MOVE, 0);
    assert_non_null(e);
    assert_int_equal(e->path_len, 21);
    assert_memory_equal(e->path, path, 21);
    assert_int_equal(g.units[a].square, tu_sq("h7"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_move_king_steps),
        cmocka_unit_test(test_move_diagonal_between_occupied),
        cmocka_unit_test(test_move_no_passing_through),
        cmocka_unit_test(test_move_refusals),
        cmocka_unit_test(test_move_costs_an_action),
        cmocka_unit_test(test_move_dead_unit),
        cmocka_unit_test(test_move_reach_random),
        cmocka_unit_test(test_move_long_corridor),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
