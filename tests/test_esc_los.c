/*
 * Line of sight (docs/rules.md section 5), by hand and against an independent exact
 * implementation.
 *
 * Geometry used in every comment: square (file f, rank r) is the closed unit square
 * [f, f+1] x [r, r+1] (a1 = [0,1]x[0,1], h8 = [7,8]x[7,8]); its centre is
 * (f+0.5, r+0.5). A sees T when, for at least one corner c of A, the segment from c
 * to T's centre touches no blocking square other than T, the point c itself
 * ignored; A and T never block; a square sees itself.
 *
 * The independent implementation below clips the segment against each square with
 * Liang-Barsky in doubled integer coordinates, comparing the clip parameters as
 * exact fractions, and checks that against a second exact method (separating axes
 * in integers) before holding the core to it. No floating point anywhere.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/esc/los.h"

/* ---- the test's own exact geometry ---- */

typedef struct frac {
    long long num, den; /* den > 0 */
} frac;

static int frac_cmp(frac a, frac b)
{
    long long l = a.num * b.den, r = b.num * a.den;
    return (l > r) - (l < r);
}

/* Clips the segment from corner (cx, cy) to the centre of `target` against the
 * closed square `square`. Returns whether some point with parameter t > 0 lies in
 * it, and the smallest such t (the entry) in *entry. */
static bool my_clip(int cx, int cy, int target, int square, frac *entry)
{
    long long p[2] = {2 * cx, 2 * cy};
    long long d[2] = {2 * (target % 8) + 1 - p[0], 2 * (target / 8) + 1 - p[1]};
    long long lo[2] = {2 * (square % 8), 2 * (square / 8)};
    frac t0 = {0, 1}, t1 = {1, 1};
    for (int axis = 0; axis < 2; axis++) {
        long long hi = lo[axis] + 2;
        if (d[axis] == 0) {
            if (p[axis] < lo[axis] || p[axis] > hi)
                return false;
            continue;
        }
        frac a = {lo[axis] - p[axis], d[axis]}, b = {hi - p[axis], d[axis]};
        if (d[axis] < 0) {
            a.num = -a.num, a.den = -a.den;
            b.num = -b.num, b.den = -b.den;
        }
        if (frac_cmp(a, b) > 0) {
            frac swap = a;
            a = b;
            b = swap;
        }
        if (frac_cmp(a, t0) > 0)
            t0 = a;
        if (frac_cmp(b, t1) < 0)
            t1 = b;
    }
    if (frac_cmp(t0, t1) > 0 || t1.num <= 0)
        return false;
    if (entry)
        *entry = t0;
    return true;
}

static bool my_touches(int cx, int cy, int target, int square)
{
    return my_clip(cx, cy, target, square, NULL);
}

/* A second, different exact test: the separating-axis theorem in doubled integer
 * coordinates. When the start corner P lies in the box, the half-open segment
 * touches it elsewhere iff it heads into (or along) the box from P; otherwise the
 * closed segment meets the box iff neither box axis nor the segment's normal
 * separates them. */
static bool my_touches_sat(int cx, int cy, int target, int square)
{
    long long px = 2 * cx, py = 2 * cy;
    long long qx = 2 * (target % 8) + 1, qy = 2 * (target / 8) + 1;
    long long dx = qx - px, dy = qy - py;
    long long x0 = 2 * (square % 8), y0 = 2 * (square / 8), x1 = x0 + 2, y1 = y0 + 2;
    if (px >= x0 && px <= x1 && py >= y0 && py <= y1)
        return (px > x0 || dx > 0) && (px < x1 || dx < 0) && (py > y0 || dy > 0) && (py < y1 || dy < 0);
    if ((px < x0 && qx < x0) || (px > x1 && qx > x1) || (py < y0 && qy < y0) || (py > y1 && qy > y1))
        return false;
    long long s = -dy * px + dx * py;
    long long c[4] = {-dy * x0 + dx * y0, -dy * x1 + dx * y0, -dy * x0 + dx * y1, -dy * x1 + dx * y1};
    bool all_above = true, all_below = true;
    for (int k = 0; k < 4; k++) {
        all_above &= c[k] > s;
        all_below &= c[k] < s;
    }
    return !all_above && !all_below;
}

static esc_bits my_ray_table[ESC_CORNERS][ESC_SQUARES];

static void build_my_rays(void)
{
    static bool built;
    if (built)
        return;
    for (int corner = 0; corner < ESC_CORNERS; corner++)
        for (int target = 0; target < ESC_SQUARES; target++) {
            esc_bits bits = 0;
            for (int s = 0; s < ESC_SQUARES; s++)
                if (my_touches(corner % 9, corner / 9, target, s))
                    bits |= esc_bit(s);
            my_ray_table[corner][target] = bits;
        }
    built = true;
}

static void my_corners(int square, int cx[4], int cy[4])
{
    int x = square % 8, y = square / 8;
    for (int k = 0; k < 4; k++) {
        cx[k] = x + (k & 1);
        cy[k] = y + (k >> 1);
    }
}

/* Visibility straight from the geometry, blocker by blocker. */
static bool my_visible_direct(esc_bits blockers, int from, int to)
{
    if (from == to)
        return true;
    blockers &= ~(esc_bit(from) | esc_bit(to));
    int cx[4], cy[4];
    my_corners(from, cx, cy);
    for (int k = 0; k < 4; k++) {
        bool blocked = false;
        for (int s = 0; s < ESC_SQUARES && !blocked; s++)
            if ((blockers & esc_bit(s)) && my_touches(cx[k], cy[k], to, s))
                blocked = true;
        if (!blocked)
            return true;
    }
    return false;
}

/* The same through the test's own ray table (fast). */
static bool my_visible(esc_bits blockers, int from, int to)
{
    if (from == to)
        return true;
    blockers &= ~(esc_bit(from) | esc_bit(to));
    int cx[4], cy[4];
    my_corners(from, cx, cy);
    for (int k = 0; k < 4; k++)
        if ((my_ray_table[cx[k] + 9 * cy[k]][to] & blockers) == 0)
            return true;
    return false;
}

/* ---- hand-worked cases ---- */

typedef struct los_case {
    const char *from, *to, *blockers;
    bool visible;
} los_case;

static const los_case hand_cases[] = {
    /* 1. Rank, unit directly between: the corners of a1 have x in {0,1}, c1's
     * centre is (2.5,0.5); every segment keeps y in [0,1] and crosses x = 1..2,
     * i.e. runs through b1. */
    {"a1", "c1", "b1", false},
    /* 2. File, the same turned: every segment crosses y = 1..2 with x in [0,1]:
     * through a2. */
    {"a1", "a3", "a2", false},
    /* 3. Long file: corners of d1 have x in {3,4}, d8's centre x = 3.5, so every
     * segment stays in x in [3,4] and passes through d5. */
    {"d1", "d8", "d5", false},
    /* 4. Same shot, blocker on the next file: from (3,0) or (3,1) the segment keeps
     * x <= 3.5 < 4 and never touches e5 = [4,5]x[4,5]. */
    {"d1", "d8", "e5", true},
    /* 5. Both neighbouring files blocked: the segment from (3,0) touches x = 3 only
     * at its start (c5 is [2,3]x[4,5]), the one from (4,0) x = 4 only at its start;
     * in fact all four corners see d8, threading between c5 and e5. */
    {"d1", "d8", "c5 e5", true},
    /* 6. Blocker beside the rank: the segment from (0,0) to (2.5,0.5) has y <= 0.5
     * and never reaches rank 2 (b2 starts at y = 1). */
    {"a1", "c1", "b2", true},
    /* 7. Blocker behind the target: segments end at c1's centre (x = 2.5) and
     * never reach d1 (x >= 3). */
    {"a1", "c1", "d1", true},
    /* 8. Blocker behind the attacker: segments from c1's corners (x >= 2) towards
     * e1 never go back to b1 (x <= 2) except, for (2,0) and (2,1), at the start
     * corner, which is ignored. */
    {"c1", "e1", "b1", true},
    /* 9. Diagonal, unit directly between: (0,0) and (1,1) run along y = x through
     * b2's interior; (1,0) -> (2.5,2.5) enters b2 at (1.6,1); (0,1) symmetric. */
    {"a1", "c3", "b2", false},
    /* 10. Long diagonal: (1,1) -> (7.5,7.5) crosses d4's interior; (1,0) ->
     * (7.5,7.5) is at x in [3.6,4] for y in [3, 3.46]: inside d4; (0,1) symmetric;
     * (0,0) along y = x. */
    {"a1", "h8", "d4", false},
    /* 11. Both squares beside the diagonal: y = x from (0,0) or (1,1) passes
     * exactly through (2,2), the corner shared by b3 = [1,2]x[2,3] and c2 =
     * [2,3]x[1,2]: a touch at a corner blocks. (1,0) -> (2.5,2.5) meets c2's left
     * edge at (2, 5/3); (0,1) meets b3's bottom edge at (5/3, 2). */
    {"a1", "c3", "b3 c2", false},
    /* 12. Only b3: (1,0) -> (2.5,2.5) is x = 1 + 1.5t, y = 2.5t; it reaches y = 2
     * at x = 2.2 > 2, right of b3, so it is clear. */
    {"a1", "c3", "b3", true},
    /* 13. Long diagonal, b3 blocks: (0,0) and (1,1) go through the lattice point
     * (2,2), b3's corner; (0,1) -> (7.5,7.5) crosses b3. (1,0) -> (7.5,7.5) has
     * y = 7.5(x-1)/6.5 < 2 while x <= 2: clear. */
    {"a1", "h8", "b3", true},
    /* 14. Long shot past a blocker's corner: add g8 = [6,7]x[7,8]. The only clear
     * segment, (1,0) -> (7.5,7.5), is at x = 1 + 6.5*7/7.5 = 7.067 when y = 7, so
     * it passes 1/15 to the right of g8's corner (7,7) without touching g8. */
    {"a1", "h8", "b3 g8", true},
    /* 15. ...but that segment crosses h7 = [7,8]x[6,7] (at x = 7, y = 6.92), so
     * h7 with b3 closes every corner. */
    {"a1", "h8", "b3 h7", false},
    /* 16. Knight offset, blocker at the knee: (1,0), (1,1) and (0,0) cross b2's
     * interior; (0,1) -> (1.5,2.5) runs along x - y = -1 through (1,2), b2's
     * top-left corner, and only touches b2 there: still blocked. */
    {"a1", "b3", "b2", false},
    /* 17. Knight offset, the other knee: (1,0) -> (1.5,2.5) keeps x in [1,1.5]:
     * b1, b2, b3 only, a2 untouched. */
    {"a1", "b3", "a2", true},
    /* 18. Asymmetry (reverse of 16): from b3's corner (1,2) to a1's centre
     * (0.5,0.5) x <= 1, so b2 = [1,2]x[1,2] is met only at (1,2), the start corner,
     * which is ignored: b3 sees a1 although a1 does not see b3. */
    {"b3", "a1", "b2", true},
    /* 19. Reverse of 17: (2,2) -> (0.5,0.5) passes through (1,1), a2's corner;
     * (1,2), (1,3) and (2,3) cross a2 itself. a1 sees b3 but not the reverse. */
    {"b3", "a1", "a2", false},
    /* 20. Flat knight offset: from (0,1) to c2's centre (2.5,1.5), y > 1 after
     * the start, so b1 = [1,2]x[0,1] is never touched. */
    {"a1", "c2", "b1", true},
    /* 21. Reverse: c2's corners (2,1),(3,1),(2,2),(3,2) to (0.5,0.5): (2,1) and
     * (3,1) go below y = 1 at once, into b1; (2,2) passes (1,1), b1's corner;
     * (3,2) enters b1 at (4/3, 1) and leaves it at (1, 0.8). */
    {"c2", "a1", "b1", false},
    /* 22. Flat knight offset, blocker b2 = [1,2]x[1,2]: (1,1) goes straight into
     * it; (0,0) (slope 0.6) is at y = 1.2 when x = 2; (0,1) (slope 0.2) at y = 1.2
     * when x = 1; (1,0) (slope 1) passes exactly through (2,1), b2's corner. */
    {"a1", "c2", "b2", false},
    /* 23. Reverse of 22: from (2,1) and (3,1) the segments to (0.5,0.5) stay at
     * y <= 1 after the start and meet b2 only at its corner (2,1), the start. */
    {"c2", "a1", "b2", true},
    /* 24. The start corner is ignored: a2 and b1 both contain (1,1); the segment
     * (1,1) -> (2.5,2.5) leaves it into b2 at once and touches them nowhere else. */
    {"a1", "c3", "a2 b1", true},
    /* 25. Same, far: (1,1) -> (1.5,4.5) keeps x > 1 and y > 1 after the start:
     * b1 and a2 are touched only at (1,1). */
    {"a1", "b5", "b1 a2", true},
    /* 26. Board edge, file: (0,0) -> (0.5,7.5) keeps x <= 0.5, never reaching file
     * b (x >= 1) though all of it blocks. */
    {"a1", "a8", "b1 b2 b3 b4 b5 b6 b7 b8", true},
    /* 27. Board edge, rank: (0,0) -> (7.5,0.5) keeps y <= 0.5 under rank 2. */
    {"a1", "h1", "a2 b2 c2 d2 e2 f2 g2 h2", true},
    /* 28. Top edge: (8,8) -> (0.5,7.5) keeps y >= 7.5 above rank 7. */
    {"h8", "a8", "a7 b7 c7 d7 e7 f7 g7 h7", true},
    /* 29. Corner to corner of the board, nothing in the way. */
    {"h1", "a8", "", true},
    /* 30. A target whose 8 neighbours all block is hidden from afar: every point of
     * d4's boundary belongs to a neighbour (closed squares), and a segment from
     * outside must cross that boundary to reach the centre. */
    {"d6", "d4", "c3 d3 e3 c4 e4 c5 d5 e5", false},
    /* 31. An attacker whose 8 neighbours all block sees nothing beyond them: each
     * segment leaves d4 through its boundary, which belongs to a neighbour, at a
     * point other than the start corner. */
    {"d4", "d6", "c3 d3 e3 c4 e4 c5 d5 e5", false},
    /* 32. A square sees itself, even marked as blocking. */
    {"a1", "a1", "a1", true},
    /* 33. The attacker's and target's squares never block, whatever is marked. */
    {"a1", "c1", "a1 c1", true},
    /* 34. Adjacent on the diagonal at the board corner: (1,1) -> (1.5,1.5) runs
     * inside b2; b1 and a2 meet it only at (1,1). */
    {"a1", "b2", "b1 a2", true},
    /* 35. (2,1)-shaped long shot: c2 catches all four segments; (0,1) ->
     * (4.5,2.5) has slope 1/3 and passes exactly through (3,2), c2's top-right
     * corner; the other three cross c2's interior. */
    {"a1", "e3", "c2", false},
};

static void test_los_hand_cases(void **state)
{
    (void)state;
    build_my_rays();
    for (size_t i = 0; i < sizeof hand_cases / sizeof hand_cases[0]; i++) {
        const los_case *c = &hand_cases[i];
        esc_bits blockers = tu_bits(c->blockers);
        int from = tu_sq(c->from), to = tu_sq(c->to);
        /* The hand reasoning must agree with the test's own geometry first... */
        if (my_visible_direct(blockers, from, to) != c->visible)
            fail_msg("case %zu (%s -> %s, blockers %s): the test's geometry disagrees with the hand result", i + 1,
                     c->from, c->to, c->blockers);
        /* ...then the core. */
        if (esc_los_visible(blockers, from, to) != c->visible)
            fail_msg("case %zu: %s -> %s with blockers {%s}: esc_los_visible says %s, expected %s", i + 1, c->from,
                     c->to, c->blockers, c->visible ? "hidden" : "visible", c->visible ? "visible" : "hidden");
    }
}

/* Adjacent targets are always visible, in all 8 directions, even with every other
 * square of the board blocking: from the corner(s) shared with the neighbour, the
 * segment to its centre lies inside it after the start point. */
static void test_los_adjacent_always(void **state)
{
    (void)state;
    int d4 = tu_sq("d4");
    esc_bits all = ~(esc_bits)0;
    static const char *const around[8] = {"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"};
    for (int i = 0; i < 8; i++) {
        int n = tu_sq(around[i]);
        assert_true(esc_los_visible(all, d4, n));
        assert_true(esc_los_visible(all, n, d4));
    }
    /* Every square and every neighbour, everything else blocking. */
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++)
            if (esc_square_distance(a, b) == 1)
                assert_true(esc_los_visible(all, a, b));
    /* And with everything blocking, nothing at distance 2 or more is seen. */
    for (int a = 0; a < 64; a++)
        for (int b = 0; b < 64; b++)
            if (esc_square_distance(a, b) >= 2 && esc_los_visible(all, a, b))
                fail_msg("%s sees %s through a full board", tu_name(a), tu_name(b));
}

/* Hand cases of the exact segment test itself. */
static void test_los_segment_touches_hand(void **state)
{
    (void)state;
    int b5 = tu_sq("b5");
    /* (0,0) -> (1.5,4.5) passes through the lattice point (1,3) at t = 2/3: it
     * touches b3 = [1,2]x[2,3] and a4 = [0,1]x[3,4] exactly there, and nowhere
     * else. */
    assert_true(esc_los_segment_touches(0, 0, b5, tu_sq("b3")));
    assert_true(esc_los_segment_touches(0, 0, b5, tu_sq("a4")));
    /* It crosses a2 and a3 and b4 properly, and ends inside b5. */
    assert_true(esc_los_segment_touches(0, 0, b5, tu_sq("a2")));
    assert_true(esc_los_segment_touches(0, 0, b5, tu_sq("a3")));
    assert_true(esc_los_segment_touches(0, 0, b5, tu_sq("b4")));
    assert_true(esc_los_segment_touches(0, 0, b5, b5));
    /* At y = 4 it is at x = 4/3 > 1: a5 untouched; it never reaches x = 2: c4
     * untouched; it is at x < 1 while y < 3: b2 untouched. */
    assert_false(esc_los_segment_touches(0, 0, b5, tu_sq("a5")));
    assert_false(esc_los_segment_touches(0, 0, b5, tu_sq("c4")));
    assert_false(esc_los_segment_touches(0, 0, b5, tu_sq("b2")));
    /* The start corner is ignored: (1,1) -> centre of b2 touches a2, b1 (and a1)
     * only at (1,1). */
    int b2 = tu_sq("b2");
    assert_false(esc_los_segment_touches(1, 1, b2, tu_sq("a2")));
    assert_false(esc_los_segment_touches(1, 1, b2, tu_sq("b1")));
    assert_false(esc_los_segment_touches(1, 1, b2, tu_sq("a1")));
    assert_true(esc_los_segment_touches(1, 1, b2, b2));
    /* (0,0) -> centre of b2 crosses a1 and passes (1,1): a2 and b1 are touched. */
    assert_true(esc_los_segment_touches(0, 0, b2, tu_sq("a1")));
    assert_true(esc_los_segment_touches(0, 0, b2, tu_sq("a2")));
    assert_true(esc_los_segment_touches(0, 0, b2, tu_sq("b1")));
    /* A corner far from the board's squares: (8,8) -> centre of a1 runs along
     * y = x through every diagonal square and their corner neighbours. */
    assert_true(esc_los_segment_touches(8, 8, 0, tu_sq("h8")));
    assert_true(esc_los_segment_touches(8, 8, 0, tu_sq("g8")));
    assert_false(esc_los_segment_touches(8, 8, 0, tu_sq("f8")));
}

/* Obstacles and units block alike; "--ignore-units" is the same test with the
 * obstacles alone as blockers. */
static void test_los_units_and_obstacles(void **state)
{
    (void)state;
    /* Rank 1: A on a1, unit on b1, target c1, obstacle on d1, target e1. */
    esc_bits units = tu_bits("a1 b1 c1 e1");
    esc_bits obstacles = tu_bits("d1");
    int a1 = tu_sq("a1"), c1 = tu_sq("c1"), e1 = tu_sq("e1");
    assert_false(esc_los_visible(units | obstacles, a1, c1)); /* b1's unit blocks */
    assert_true(esc_los_visible(obstacles, a1, c1));          /* ignoring units: clear */
    assert_false(esc_los_visible(units | obstacles, a1, e1));
    assert_false(esc_los_visible(obstacles, a1, e1)); /* d1's obstacle still blocks */
    assert_false(esc_los_visible(obstacles, c1, e1));
    assert_true(esc_los_visible(0, c1, e1));
    /* The same through a game state: esc_game_blockers holds both. */
    esc_game game;
    tu_game(&game, "8/8/8/8/8/8/8/AaB#b3", "H1R1P1M1 H1R1P1M1", "H1R1P1M1 H1R1P1M1");
    assert_true(esc_game_blockers(&game) == tu_bits("a1 b1 c1 d1 e1"));
    assert_true(esc_game_unit_squares(&game) == tu_bits("a1 b1 c1 e1"));
    assert_false(esc_los_visible(esc_game_blockers(&game), a1, c1));
    assert_true(esc_los_visible(game.obstacles, a1, c1));
}

static void test_los_square_corners(void **state)
{
    (void)state;
    for (int s = 0; s < 64; s++) {
        int corners[4];
        esc_los_square_corners(s, corners);
        int x = s % 8, y = s / 8;
        assert_int_equal(corners[0], x + 9 * y);
        assert_int_equal(corners[1], x + 1 + 9 * y);
        assert_int_equal(corners[2], x + 9 * (y + 1));
        assert_int_equal(corners[3], x + 1 + 9 * (y + 1));
    }
    int c[4];
    esc_los_square_corners(tu_sq("h8"), c);
    assert_int_equal(c[0], 70);
    assert_int_equal(c[3], 80);
}

/* Asymmetry exists: search it with the test's geometry, then hold the core to the
 * instance worked by hand in cases 16 and 18 (a1/b3 with b2 between). */
static void test_los_asymmetry(void **state)
{
    (void)state;
    build_my_rays();
    int found = 0, first_from = -1, first_to = -1, first_blocker = -1;
    for (int b = 0; b < 64; b++)
        for (int a = 0; a < 64; a++)
            for (int t = 0; t < 64; t++) {
                if (a == b || t == b || a == t)
                    continue;
                bool ab = my_visible(esc_bit(b), a, t), ba = my_visible(esc_bit(b), t, a);
                if (ab != ba) {
                    if (!found) {
                        first_from = a, first_to = t, first_blocker = b;
                    }
                    found++;
                }
                assert_true(esc_los_visible(esc_bit(b), a, t) == ab);
            }
    assert_true(found > 0);
    /* Print the first one met, for the record. */
    print_message("asymmetric pairs with one blocker: %d; first: %s -> %s blocked by %s\n", found,
                  tu_name(first_from), tu_name(first_to), tu_name(first_blocker));
    esc_bits b2 = tu_bits("b2");
    assert_false(esc_los_visible(b2, tu_sq("a1"), tu_sq("b3")));
    assert_true(esc_los_visible(b2, tu_sq("b3"), tu_sq("a1")));
    esc_bits a2 = tu_bits("a2");
    assert_true(esc_los_visible(a2, tu_sq("a1"), tu_sq("b3")));
    assert_false(esc_los_visible(a2, tu_sq("b3"), tu_sq("a1")));
}

/* Every corner, target and square: the core's exact test equals the test's own,
 * and esc_los_ray is exactly the set the exact test reports. */
static void test_los_segment_touches_exhaustive(void **state)
{
    (void)state;
    build_my_rays();
    for (int corner = 0; corner < ESC_CORNERS; corner++) {
        int cx = corner % 9, cy = corner / 9;
        for (int target = 0; target < ESC_SQUARES; target++) {
            esc_bits from_core = 0;
            for (int s = 0; s < ESC_SQUARES; s++) {
                bool core = esc_los_segment_touches(cx, cy, target, s);
                bool mine = (my_ray_table[corner][target] & esc_bit(s)) != 0;
                /* The test's two exact methods agree first. */
                if (my_touches_sat(cx, cy, target, s) != mine)
                    fail_msg("test geometry: clipping and separating axis disagree for (%d,%d) -> %s, square %s", cx,
                             cy, tu_name(target), tu_name(s));
                if (core != mine)
                    fail_msg("segment (%d,%d) -> centre of %s vs square %s: core %d, exact %d", cx, cy,
                             tu_name(target), tu_name(s), core, mine);
                if (core)
                    from_core |= esc_bit(s);
            }
            esc_bits ray = esc_los_ray(corner, target);
            if (ray != from_core)
                fail_msg("esc_los_ray(%d, %s) differs from esc_los_segment_touches", corner, tu_name(target));
        }
    }
}

/* Every (from, to) pair on many random blocker sets (fixed seed, densities from
 * empty to full), against the test's own visibility. */
static void test_los_random_blockers(void **state)
{
    (void)state;
    build_my_rays();
    core_rng rng;
    core_rng_seed(&rng, 0x105);
    for (int set = 0; set < 400; set++) {
        int density = set % 65;
        esc_bits blockers = 0;
        for (int s = 0; s < ESC_SQUARES; s++)
            if ((int)core_rng_below(&rng, 64) < density)
                blockers |= esc_bit(s);
        for (int from = 0; from < 64; from++) {
            esc_bits want_set = 0;
            for (int to = 0; to < 64; to++) {
                bool mine = my_visible(blockers, from, to);
                if (esc_los_visible(blockers, from, to) != mine)
                    fail_msg("set %d (blockers %016llx): %s -> %s core %d, exact %d", set,
                             (unsigned long long)blockers, tu_name(from), tu_name(to), !mine, mine);
                if (mine)
                    want_set |= esc_bit(to);
            }
            esc_bits squares = core_rng_next(&rng);
            assert_true(esc_los_visible_set(blockers, from, squares) == (want_set & squares));
            assert_true(esc_los_visible_set(blockers, from, ~(esc_bits)0) == want_set);
        }
    }
}

/* The table-free geometric visibility (blocker by blocker) on a few sets, so the
 * from/to exclusion and the corner loop are checked without any table. */
static void test_los_direct_geometry(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 77);
    for (int set = 0; set < 6; set++) {
        esc_bits blockers = 0;
        for (int s = 0; s < ESC_SQUARES; s++)
            if (core_rng_below(&rng, 5) == 0)
                blockers |= esc_bit(s);
        for (int from = 0; from < 64; from++)
            for (int to = 0; to < 64; to++)
                assert_true(esc_los_visible(blockers, from, to) == my_visible_direct(blockers, from, to));
    }
}

static void test_los_explain(void **state)
{
    (void)state;
    build_my_rays();
    core_rng rng;
    core_rng_seed(&rng, 31337);
    for (int set = 0; set < 30; set++) {
        esc_bits blockers = 0;
        int density = 4 + set;
        for (int s = 0; s < ESC_SQUARES; s++)
            if ((int)core_rng_below(&rng, 64) < density)
                blockers |= esc_bit(s);
        for (int from = 0; from < 64; from++)
            for (int to = 0; to < 64; to++) {
                esc_los_trace trace = esc_los_explain(blockers, from, to);
                bool visible = my_visible(blockers, from, to);
                assert_true(trace.visible == visible);
                int cx[4], cy[4];
                my_corners(from, cx, cy);
                esc_bits real = blockers & ~(esc_bit(from) | esc_bit(to));
                if (visible) {
                    assert_int_equal(trace.block_square, ESC_NO_SQUARE);
                    if (from == to)
                        continue;
                    int k = 0;
                    while (my_ray_table[cx[k] + 9 * cy[k]][to] & real)
                        k++;
                    /* The first clear corner in esc_los_square_corners order. */
                    assert_int_equal(trace.corner_x, cx[k]);
                    assert_int_equal(trace.corner_y, cy[k]);
                    continue;
                }
                /* Blocked: a corner of `from`, a real blocker on that ray, and no
                 * blocker entered earlier along it. */
                int k = -1;
                for (int i = 0; i < 4; i++)
                    if (trace.corner_x == cx[i] && trace.corner_y == cy[i])
                        k = i;
                assert_true(k >= 0);
                assert_true(trace.block_square >= 0 && trace.block_square < 64);
                assert_true(real & esc_bit(trace.block_square));
                frac entry = { 0, 1 };
                assert_true(my_clip(cx[k], cy[k], to, trace.block_square, &entry));
                for (int s = 0; s < 64; s++) {
                    frac other = { 0, 1 };
                    if ((real & esc_bit(s)) && my_clip(cx[k], cy[k], to, s, &other) && frac_cmp(other, entry) < 0)
                        fail_msg("explain %s -> %s: %s is hit before %s on the drawn ray", tu_name(from), tu_name(to),
                                 tu_name(s), tu_name(trace.block_square));
                }
            }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_los_hand_cases),
        cmocka_unit_test(test_los_adjacent_always),
        cmocka_unit_test(test_los_segment_touches_hand),
        cmocka_unit_test(test_los_units_and_obstacles),
        cmocka_unit_test(test_los_square_corners),
        cmocka_unit_test(test_los_asymmetry),
        cmocka_unit_test(test_los_segment_touches_exhaustive),
        cmocka_unit_test(test_los_random_blockers),
        cmocka_unit_test(test_los_direct_geometry),
        cmocka_unit_test(test_los_explain),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
