/*
 * The finished games kept as replays (issue 38): every game, at its end, writes
 * its whole record into the player's replays folder (<user data>/replays), and
 * the folder keeps the newest DATA_REPLAY_KEEP_MAX of them, dropping the oldest
 * first. A replay the player pins is never dropped: pinning renames the file
 * with the "pinned-" prefix (one rename, atomic; nothing else to keep in step),
 * unpinning takes the prefix off.
 *
 * The files are each game's ordinary save (skirmish-save, skirmish-trts, a
 * skirmish-conquest-save with its record), so data_replay_load opens them, and
 * the Replays screen lists them with data_replay_info_of. Pure C, no SDL.
 */
#ifndef SKIRMISH_DATA_REPLAY_KEEP_H
#define SKIRMISH_DATA_REPLAY_KEEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/trts/state.h"
#include "skirmish/data/cq_record.h"
#include "skirmish/data/error.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/seats.h"

/* Unpinned replays kept; the oldest beyond it is removed when a game is kept. */
#define DATA_REPLAY_KEEP_MAX 50
#define DATA_REPLAY_PIN_PREFIX "pinned-"

/* <user data>/replays, made if missing; false when there is no user data dir. */
bool data_replay_keep_dir(char *out, size_t size);

/* A finished game written to `dir` (NULL: data_replay_keep_dir) as a new file
 * named by the time, then the folder pruned to DATA_REPLAY_KEEP_MAX unpinned
 * replays. The new path goes to `path` (may be NULL). False with err set; the
 * game itself is never touched. One call at each game's end: */
bool data_replay_keep_esc(const char *dir, const esc_record *record, const data_seat seats[ESC_SIDES], char *path,
                          size_t size, data_error *err);
/* The same for a game ended by a concession (`winner`: the side that did not
 * concede) or an agreed draw (`winner` -1): the file keeps that ending as
 * "ended" ({"by": "concession" or "draw", "winner"}), which data_replay_load
 * reads back, so the Replays list shows the result and the replay ends on it. */
bool data_replay_keep_esc_ended(const char *dir, const esc_record *record, const data_seat seats[ESC_SIDES],
                                data_replay_esc_end end, int winner, char *path, size_t size, data_error *err);
bool data_replay_keep_trts(const char *dir, const trts_game_record *record, const data_seat seats[], char *path,
                           size_t size, data_error *err);
/* A Conquest game: its map's name, seats, final state and record (a record with
 * no start keeps nothing and says so). */
bool data_replay_keep_cq(const char *dir, const char *map_name, const data_seat seats[], const cq_state *state,
                         const data_cq_record *record, char *path, size_t size, data_error *err);

/* Any game's save with its record from the start (a Campaign save with its
 * "record", or any other game's) copied as it is into `dir` (NULL: the
 * player's), named by the time and `tag` ("-campaign"), then the folder pruned:
 * for a game that writes its own save at its end (the Campaign's autosave,
 * before it is removed). */
bool data_replay_keep_file(const char *dir, const char *save, const char *tag, char *path, size_t size,
                           data_error *err);

/* Removes the oldest unpinned replays of `dir` beyond `keep`; the number removed,
 * -1 with err set when the folder cannot be listed. */
int data_replay_keep_prune(const char *dir, int keep, data_error *err);

/* Whether a kept replay is pinned (its name starts with DATA_REPLAY_PIN_PREFIX). */
bool data_replay_keep_pinned(const char *path);
/* Pins or unpins a kept replay: its new path in `out` (the old one when nothing
 * changes). False with err set; the file is then where it was. */
bool data_replay_keep_pin(const char *path, bool pinned, char *out, size_t size, data_error *err);

/* What the Replays screen lists of a replay: its game, map, players, result and
 * length. Words are the client's (the language may change); these are facts. */
typedef struct data_replay_info {
    data_replay_game game;
    char map[64];                 /* the map's name (a scenario's name for a scenario) */
    int n_seats;
    data_seat seats[DATA_SEATS_MAX];
    char squads[2][48];           /* Escarmouche: each side's squad ("" otherwise) */
    bool over;                    /* the game ended at its last step */
    int winner;                   /* the winning seat, -1: none (a draw, or not over) */
    int steps;                    /* the record's steps */
    int turns;                    /* Escarmouche and TRTS: rounds; Conquest: turns resolved; Campaign: its turn */
} data_replay_info;

/* The facts of an open replay (its last step sought once). False on out of memory. */
bool data_replay_info_of(const data_replay *replay, data_replay_info *out);

#endif
