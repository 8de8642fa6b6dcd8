/*
 * Line of sight in words, and a unit's walk (see board/sight_why.h).
 */
#include "board/sight_why.h"

#include <math.h>
#include <stdio.h>

#include "skirmish/i18n.h"

static int square_or_none(int file, int rank)
{
    return file < 0 || file > 7 || rank < 0 || rank > 7 ? ESC_NO_SQUARE : esc_square_make(file, rank);
}

bool board_sight_corner_stop(esc_bits blockers, int to, const board_sight_ray *r, int *a, int *b)
{
    *a = *b = ESC_NO_SQUARE;
    if (r->clear || r->block_square == ESC_NO_SQUARE)
        return false;
    /* The stop is a lattice point only when the line meets its blocker at a
     * corner (the line's direction is never along an axis: it ends at a centre). */
    int px = (int)lroundf(r->stop_x), py = (int)lroundf(r->stop_y);
    if (fabsf(r->stop_x - (float)px) > 1e-3f || fabsf(r->stop_y - (float)py) > 1e-3f)
        return false;
    float dx = (float)esc_square_file(to) + 0.5f - (float)r->corner_x, dy = (float)esc_square_rank(to) + 0.5f - (float)r->corner_y;
    int sx = dx > 0 ? 1 : -1, sy = dy > 0 ? 1 : -1;
    /* A line that goes on from the point into a blocking square (the
     * shooter's own corner is often that of the square in front: play-test
     * 14, d2 to d5 past d3) passes through its middle, not by its corner. */
    int ahead = square_or_none(sx > 0 ? px : px - 1, sy > 0 ? py : py - 1);
    if (ahead != ESC_NO_SQUARE && (blockers & esc_bit(ahead)))
        return false;
    /* The line goes from the quadrant (-sx, -sy) of the point into (sx, sy):
     * the two squares of the other diagonal are the gap's sides. */
    int side1 = square_or_none(sx > 0 ? px : px - 1, sy > 0 ? py - 1 : py);
    int side2 = square_or_none(sx > 0 ? px - 1 : px, sy > 0 ? py : py - 1);
    bool b1 = side1 != ESC_NO_SQUARE && (blockers & esc_bit(side1));
    bool b2 = side2 != ESC_NO_SQUARE && (blockers & esc_bit(side2));
    if (b1 && b2) {
        *a = side1;
        *b = side2;
    } else {
        *a = r->block_square;
    }
    return true;
}

int board_sight_blocked_ray(esc_bits blockers, int to, const board_sight_ray rays[4])
{
    /* A gap between two corners first, then a lone corner grazed (both look
     * clear to a player), else the nearest. */
    int graze = -1;
    for (int k = 0; k < 4; k++) {
        int a, b;
        if (board_sight_corner_stop(blockers, to, &rays[k], &a, &b)) {
            if (b != ESC_NO_SQUARE)
                return k;
            if (graze < 0)
                graze = k;
        }
    }
    return graze >= 0 ? graze : 0;
}

/* "an obstacle (d4)" or "a unit (d4)". */
static void blocker_words(esc_bits obstacles, int sq, char *out, size_t size)
{
    char name[3];
    esc_square_name(sq, name);
    if (obstacles & esc_bit(sq))
        /* TRANSLATORS: what blocks a line of sight: an obstacle and its square ("an obstacle (d4)"). */
        snprintf(out, size, _("an obstacle (%s)"), name);
    else
        /* TRANSLATORS: what blocks a line of sight: a unit and its square ("a unit (d4)"). */
        snprintf(out, size, _("a unit (%s)"), name);
}

void board_sight_why(esc_bits blockers, esc_bits obstacles, int from, int to, char *out, size_t size)
{
    out[0] = '\0';
    board_sight_ray rays[4];
    blockers &= ~(esc_bit(from) | esc_bit(to));
    if (from == to || board_sight_rays(blockers, from, to, rays) > 0)
        return;
    const board_sight_ray *r = &rays[board_sight_blocked_ray(blockers, to, rays)];
    int a, b;
    char one[64], two[64];
    if (board_sight_corner_stop(blockers, to, r, &a, &b) && b != ESC_NO_SQUARE) {
        blocker_words(obstacles, a, one, sizeof one);
        blocker_words(obstacles, b, two, sizeof two);
        /* TRANSLATORS: why a target in range cannot be shot: the line passes through the point where
         * two blocking squares touch at a corner (each "an obstacle (d4)" or "a unit (d4)"). */
        snprintf(out, size, _("Out of sight: the line passes exactly between %s and %s, which touch at a corner. "
                              "A line through a corner is blocked, so there is no gap."), one, two);
    } else if (board_sight_corner_stop(blockers, to, r, &a, &b)) {
        blocker_words(obstacles, a, one, sizeof one);
        /* TRANSLATORS: why a target in range cannot be shot: the line only touches the corner of a
         * blocking square ("an obstacle (d4)" or "a unit (d4)"). */
        snprintf(out, size, _("Out of sight: the line touches the very corner of %s, and a line through a corner is "
                              "blocked."), one);
    } else {
        char at[3];
        esc_square_name(r->block_square, at);
        if (obstacles & esc_bit(r->block_square))
            /* TRANSLATORS: why a target in range cannot be shot: an obstacle on that square is in the way of the line. */
            snprintf(out, size, _("Out of sight: an obstacle on %s stands in the way."), at);
        else
            /* TRANSLATORS: why a target in range cannot be shot: a unit on that square is in the way of the line. */
            snprintf(out, size, _("Out of sight: a unit on %s stands in the way."), at);
    }
}

/* The blocking squares (up to two) other than `from` that have the lattice
 * corner (cx, cy). */
static int corner_blockers(esc_bits blockers, int from, int cx, int cy, int out[3])
{
    int n = 0;
    for (int dx = -1; dx <= 0; dx++)
        for (int dy = -1; dy <= 0; dy++) {
            int sq = square_or_none(cx + dx, cy + dy);
            if (sq != ESC_NO_SQUARE && sq != from && (blockers & esc_bit(sq)))
                out[n++] = sq;
        }
    return n;
}

bool board_sight_own_corner(esc_bits blockers, int from, int to, int *a, int *b)
{
    *a = *b = ESC_NO_SQUARE;
    blockers &= ~(esc_bit(from) | esc_bit(to));
    board_sight_ray rays[4];
    if (esc_square_distance(from, to) <= 1 || board_sight_rays(blockers, from, to, rays) == 0)
        return false; /* a neighbour is always seen: nothing to explain */
    int first = -1;
    for (int k = 0; k < 4; k++) {
        int around[3];
        if (!rays[k].clear)
            continue;
        if (corner_blockers(blockers, from, rays[k].corner_x, rays[k].corner_y, around) == 0)
            return false; /* a line from a free corner: nothing surprising */
        if (first < 0)
            first = k;
    }
    int around[3], n = corner_blockers(blockers, from, rays[first].corner_x, rays[first].corner_y, around);
    *a = around[0];
    *b = n > 1 ? around[1] : ESC_NO_SQUARE;
    return true;
}

void board_sight_own_corner_words(esc_bits blockers, int from, int to, bool target_named, char *out, size_t size)
{
    out[0] = '\0';
    int a, b;
    if (!board_sight_own_corner(blockers, from, to, &a, &b))
        return;
    char sa[3], sb[3] = "", st[3];
    esc_square_name(a, sa);
    if (b != ESC_NO_SQUARE)
        esc_square_name(b, sb);
    esc_square_name(to, st);
    if (target_named && b != ESC_NO_SQUARE)
        /* TRANSLATORS: an enemy's threat arrow; the first %s the target's square, then two blocking squares
         * that touch at a corner of the enemy's own square (play-test 10). */
        snprintf(out, size, _("Its line to %s starts from its own corner, where %s and %s meet: a line may start "
                              "there, as a shooter's own corner never blocks."), st, sa, sb);
    else if (target_named)
        /* TRANSLATORS: an enemy's threat arrow; the first %s the target's square, then a blocking square that touches
         * a corner of the enemy's own square. */
        snprintf(out, size, _("Its line to %s starts from its own corner, which %s touches: a line may start "
                              "there, as a shooter's own corner never blocks."), st, sa);
    else if (b != ESC_NO_SQUARE)
        /* TRANSLATORS: the attack preview; two blocking squares that touch at a corner of the attacker's square. */
        snprintf(out, size, _("The shot goes from its own corner, where %s and %s meet: a line may start there, "
                              "as a shooter's own corner never blocks."), sa, sb);
    else
        /* TRANSLATORS: the attack preview; a blocking square that touches a corner of the attacker's square. */
        snprintf(out, size, _("The shot goes from its own corner, which %s touches: a line may start there, as a "
                              "shooter's own corner never blocks."), sa);
}

int board_route(esc_bits blocked, int from, int to, int route[ESC_SQUARES])
{
    if (from == to || from < 0 || from >= ESC_SQUARES || to < 0 || to >= ESC_SQUARES)
        return 0;
    int came[ESC_SQUARES], queue[ESC_SQUARES], head = 0, tail = 0;
    for (int i = 0; i < ESC_SQUARES; i++)
        came[i] = -1;
    came[from] = from;
    queue[tail++] = from;
    while (head < tail && came[to] < 0) {
        int sq = queue[head++];
        for (esc_bits n = esc_board_neighbours(sq); n; n &= n - 1) {
            int next = __builtin_ctzll(n);
            if (came[next] >= 0 || (next != to && (blocked & esc_bit(next))))
                continue;
            came[next] = sq;
            queue[tail++] = next;
        }
    }
    if (came[to] < 0)
        return 0;
    int n = 0;
    for (int sq = to; sq != from; sq = came[sq])
        n++;
    int k = n;
    for (int sq = to; sq != from; sq = came[sq])
        route[--k] = sq;
    return n;
}
