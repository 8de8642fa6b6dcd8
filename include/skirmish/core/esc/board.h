/*
 * Escarmouche board geometry: squares, their names, distances, bit sets of squares,
 * and the position notation (a FEN-like text of obstacles and units).
 *
 * A square is a number 0..63: file + 8 * rank, so a1 = 0, h1 = 7, a8 = 56. Sets of
 * squares are 64-bit words with bit `square` set, which keeps line of sight,
 * movement and overlays to a few machine operations.
 */
#ifndef SKIRMISH_CORE_ESC_BOARD_H
#define SKIRMISH_CORE_ESC_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ESC_BOARD_SIZE 8
#define ESC_SQUARES 64
#define ESC_NO_SQUARE (-1)
#define ESC_SIDES 2
#define ESC_SQUAD_MAX 6             /* units a squad may field */
#define ESC_MAX_UNITS (ESC_SIDES * ESC_SQUAD_MAX)
#define ESC_NO_UNIT (-1)
/* Longest position text: 8 ranks of 8 characters, 7 slashes and the NUL. */
#define ESC_POSITION_TEXT_MAX 72

typedef uint64_t esc_bits;

static inline esc_bits esc_bit(int square) { return (esc_bits)1 << square; }
static inline int esc_square_file(int square) { return square & 7; }
static inline int esc_square_rank(int square) { return square >> 3; }
static inline int esc_square_make(int file, int rank) { return file + 8 * rank; }

/* Parses exactly "a1".."h8" (lower-case file); returns false on anything else. */
bool esc_square_parse(const char *text, int *square);
/* Writes the two-letter name and a NUL into out (3 bytes). */
void esc_square_name(int square, char out[3]);
/* Chebyshev (king-move) distance: used for Range, ability ranges and adjacency. */
int esc_square_distance(int a, int b);
/* Squares at distance 1 (the king-step neighbours). */
esc_bits esc_board_neighbours(int square);
/* All squares within `distance` of square, the square itself included. */
esc_bits esc_board_within(int square, int distance);
/* Ranks 1-2 for side 0, ranks 7-8 for side 1. */
esc_bits esc_board_home(int side);
int esc_bits_count(esc_bits bits);
/* Every square of `bits` grown by one king step in each direction. */
esc_bits esc_board_dilate(esc_bits bits);
/* Squares reachable from `from` with at most `steps` king steps, each onto a square
 * not in `blocked`; the start is not included. This is the Move rule. */
esc_bits esc_board_reach(esc_bits blocked, int from, int steps);

/*
 * A position: obstacles plus the unit (side * 6 + slot) on each square, ESC_NO_UNIT
 * where empty. This is what the position notation describes; a full game state
 * (health, statuses, turn) is more than that.
 */
typedef struct esc_position {
    esc_bits obstacles;
    int8_t occupant[ESC_SQUARES];
} esc_position;

typedef enum esc_position_problem {
    ESC_POSITION_OK = 0,
    ESC_POSITION_EMPTY,          /* no text */
    ESC_POSITION_RANK_COUNT,     /* not 8 ranks separated by '/' */
    ESC_POSITION_RANK_LENGTH,    /* a rank describes more or fewer than 8 squares */
    ESC_POSITION_BAD_CHAR,       /* a character that is not 1-8, '#', A-F or a-f */
    ESC_POSITION_DUPLICATE_UNIT  /* the same side and slot letter twice */
} esc_position_problem;

void esc_position_clear(esc_position *pos);
/* Parses the notation; on error *pos is cleared and *where (if given) is the byte
 * offset of the problem. */
esc_position_problem esc_position_parse(const char *text, esc_position *pos, size_t *where);
/* Writes canonical notation (runs of empty squares merged) into out. */
void esc_position_format(const esc_position *pos, char out[ESC_POSITION_TEXT_MAX]);
const char *esc_position_problem_text(esc_position_problem problem);
/* Squares holding a unit. */
esc_bits esc_position_units(const esc_position *pos);

#endif
