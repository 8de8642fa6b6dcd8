/*
 * Who sits in each seat of a game, shared by the four games: a human or the
 * computer, the computer's level, and the player's name. Every saved game and
 * autosave keeps its seats (docs/formats.md "Seats"), so Load and Continue bring
 * back who played; a save from before seats existed loads with the game's
 * defaults (the caller's). A name left empty is the default name, made in the
 * reader's language when shown: "Player 1", "Computer (Normal)".
 */
#ifndef SKIRMISH_DATA_SEATS_H
#define SKIRMISH_DATA_SEATS_H

#include <stdbool.h>
#include <stddef.h>

#define DATA_SEATS_MAX 8
#define DATA_SEAT_NAME_MAX 32   /* bytes with the NUL: 31 bytes of UTF-8 */
#define DATA_SEAT_LEVEL_MAX 16  /* a level id: "easy", "normal", "hard", ... */

typedef struct data_seat {
    bool computer;
    char level[DATA_SEAT_LEVEL_MAX];  /* the computer's level id; kept for a human seat too (the setup's choice) */
    char name[DATA_SEAT_NAME_MAX];    /* "" = the default name */
    int news_seen;                    /* TRTS: the record's length when the seat last closed its news; 0 never
                                       * (saved as the player's "news_seen": dismissed news stays dismissed) */
} data_seat;

/* A seat with the default name. `level` may be NULL ("normal"). */
void data_seat_set(data_seat *seat, bool computer, const char *level);
/* Sets the name: surrounding spaces and control characters dropped, cut to fit at
 * a character boundary; a name equal to the seat's default becomes "" (so it
 * follows the language and the level). */
void data_seat_set_name(data_seat *seats, int n, int index, const char *name);
/* The name people read: the seat's own, else "Player N" for a human and
 * "Computer (Level)" for a computer ("Computer N (Level)" when several seats
 * are computers). `n` is the number of seats, `index` the seat. */
void data_seat_label(const data_seat *seats, int n, int index, char *out, size_t size);
/* The default name alone (what data_seat_label gives for an unnamed seat). */
void data_seat_default_name(const data_seat *seats, int n, int index, char *out, size_t size);
/* A level id as people read it ("normal" -> "Normal", translated); an unknown id
 * is shown as it is. */
const char *data_seat_level_label(const char *level);
/* Whether exactly one seat is human (a game against the computer: its result is
 * told as Victory or Defeat); its index, or -1. */
int data_seat_only_human(const data_seat *seats, int n);

#endif
