/*
 * Squares, distances, square sets and the position notation.
 */
#include "skirmish/core/esc/board.h"

#include <string.h>

#include "skirmish/core/tr.h"

bool esc_square_parse(const char *text, int *square)
{
    if (!text || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' || text[2] != '\0')
        return false;
    *square = esc_square_make(text[0] - 'a', text[1] - '1');
    return true;
}

void esc_square_name(int square, char out[3])
{
    if (square < 0 || square >= ESC_SQUARES) {
        out[0] = '-';
        out[1] = '-';
    } else {
        out[0] = (char)('a' + esc_square_file(square));
        out[1] = (char)('1' + esc_square_rank(square));
    }
    out[2] = '\0';
}

static int iabs(int x) { return x < 0 ? -x : x; }

int esc_square_distance(int a, int b)
{
    int df = iabs(esc_square_file(a) - esc_square_file(b));
    int dr = iabs(esc_square_rank(a) - esc_square_rank(b));
    return df > dr ? df : dr;
}

esc_bits esc_board_within(int square, int distance)
{
    esc_bits out = 0;
    int f0 = esc_square_file(square), r0 = esc_square_rank(square);
    for (int r = r0 - distance; r <= r0 + distance; r++) {
        if (r < 0 || r >= ESC_BOARD_SIZE)
            continue;
        for (int f = f0 - distance; f <= f0 + distance; f++)
            if (f >= 0 && f < ESC_BOARD_SIZE)
                out |= esc_bit(esc_square_make(f, r));
    }
    return out;
}

esc_bits esc_board_neighbours(int square)
{
    return esc_board_within(square, 1) & ~esc_bit(square);
}

esc_bits esc_board_home(int side)
{
    return side == 0 ? UINT64_C(0x000000000000FFFF) : UINT64_C(0xFFFF000000000000);
}

esc_bits esc_board_dilate(esc_bits bits)
{
    const esc_bits not_file_a = UINT64_C(0xFEFEFEFEFEFEFEFE), not_file_h = UINT64_C(0x7F7F7F7F7F7F7F7F);
    esc_bits row = bits | ((bits << 1) & not_file_a) | ((bits >> 1) & not_file_h);
    return row | (row << 8) | (row >> 8);
}

esc_bits esc_board_reach(esc_bits blocked, int from, int steps)
{
    esc_bits seen = esc_bit(from), frontier = seen;
    for (int i = 0; i < steps && frontier; i++) {
        frontier = esc_board_dilate(frontier) & ~blocked & ~seen;
        seen |= frontier;
    }
    return seen & ~esc_bit(from);
}

int esc_bits_count(esc_bits bits)
{
    return __builtin_popcountll(bits);
}

void esc_position_clear(esc_position *pos)
{
    pos->obstacles = 0;
    memset(pos->occupant, ESC_NO_UNIT, sizeof pos->occupant);
}

esc_position_problem esc_position_parse(const char *text, esc_position *pos, size_t *where)
{
    esc_position out;
    esc_position_clear(&out);
    esc_position_clear(pos);
    if (where)
        *where = 0;
    if (!text || !*text)
        return ESC_POSITION_EMPTY;

    bool seen[ESC_MAX_UNITS] = { false };
    int rank = 7, file = 0;
    size_t i = 0;
    for (; text[i]; i++) {
        char c = text[i];
        if (c == '/') {
            if (file != 8) {
                if (where)
                    *where = i;
                return ESC_POSITION_RANK_LENGTH;
            }
            if (rank == 0) {
                if (where)
                    *where = i;
                return ESC_POSITION_RANK_COUNT;
            }
            rank--;
            file = 0;
            continue;
        }
        int span = 1, unit = ESC_NO_UNIT;
        bool obstacle = false;
        if (c >= '1' && c <= '8')
            span = c - '0';
        else if (c == '#')
            obstacle = true;
        else if (c >= 'A' && c <= 'F')
            unit = c - 'A';
        else if (c >= 'a' && c <= 'f')
            unit = ESC_SQUAD_MAX + (c - 'a');
        else {
            if (where)
                *where = i;
            return ESC_POSITION_BAD_CHAR;
        }
        if (file + span > 8) {
            if (where)
                *where = i;
            return ESC_POSITION_RANK_LENGTH;
        }
        if (unit != ESC_NO_UNIT) {
            if (seen[unit]) {
                if (where)
                    *where = i;
                return ESC_POSITION_DUPLICATE_UNIT;
            }
            seen[unit] = true;
            out.occupant[esc_square_make(file, rank)] = (int8_t)unit;
        } else if (obstacle) {
            out.obstacles |= esc_bit(esc_square_make(file, rank));
        }
        file += span;
    }
    if (file != 8) {
        if (where)
            *where = i;
        return ESC_POSITION_RANK_LENGTH;
    }
    if (rank != 0) {
        if (where)
            *where = i;
        return ESC_POSITION_RANK_COUNT;
    }
    *pos = out;
    return ESC_POSITION_OK;
}

void esc_position_format(const esc_position *pos, char out[ESC_POSITION_TEXT_MAX])
{
    int n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int sq = esc_square_make(file, rank);
            char c = 0;
            if (pos->obstacles & esc_bit(sq))
                c = '#';
            else if (pos->occupant[sq] != ESC_NO_UNIT) {
                int u = pos->occupant[sq];
                c = (char)(u < ESC_SQUAD_MAX ? 'A' + u : 'a' + (u - ESC_SQUAD_MAX));
            }
            if (!c) {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty);
            empty = 0;
            out[n++] = c;
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (rank)
            out[n++] = '/';
    }
    out[n] = '\0';
}

const char *esc_position_problem_text(esc_position_problem problem)
{
    switch (problem) {
    case ESC_POSITION_OK: return "ok";
    case ESC_POSITION_EMPTY: return N_("empty position");
    case ESC_POSITION_RANK_COUNT: return N_("a position has 8 ranks separated by '/'");
    case ESC_POSITION_RANK_LENGTH: return N_("a rank must describe exactly 8 squares");
    case ESC_POSITION_BAD_CHAR: return N_("unexpected character (expected 1-8, '#', A-F or a-f)");
    case ESC_POSITION_DUPLICATE_UNIT: return N_("the same unit letter appears twice");
    }
    return N_("unknown problem");
}

esc_bits esc_position_units(const esc_position *pos)
{
    esc_bits out = 0;
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (pos->occupant[sq] != ESC_NO_UNIT)
            out |= esc_bit(sq);
    return out;
}
