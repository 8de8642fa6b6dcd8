/*
 * The client's Conquest saved game ("skirmish-conquest-save"): the game state in
 * the server's shape (cq_files.h) with what the client adds around it: the map's
 * name and who sits in each seat (a human or a bot level).
 */
#ifndef SKIRMISH_DATA_CQ_SAVE_H
#define SKIRMISH_DATA_CQ_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/cq_record.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

#define DATA_CQ_SEAT_HUMAN (-1)  /* else a cq_bot_level */

/* seats[i] for each of the state's players. */
bool data_cq_save_save(const char *path, const char *map_name, const int seats[], const cq_state *state,
                       data_error *err);
/* A new file <dir>/<stem>.json (or <stem>-2.json, -3…: see
 * data_file_write_unique), whose path goes to `path`: for saves named by the
 * time, which never overwrite another save, not even one made in the same second
 * or by another process. */
bool data_cq_save_save_new(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                           const int seats[], const cq_state *state, data_error *err);
/* *graph (initialised) is replaced and *state points at it on success. A bare
 * game state (ours or the public server's) loads too, as a game of computer
 * players (normal) named "Chromatic Warfare state". */
bool data_cq_save_load(const char *path, char *map_name, int map_name_size, int seats[CQ_MAX_PLAYERS],
                       cq_graph *graph, cq_state *state, data_error *err);
/* The same with the seats' names (docs/formats.md "Seats"); a seat's level is
 * random, easy, normal or hard. A bare state's players are all computers
 * (normal) with default names. events (may be NULL): the game's event log, kept
 * in an "events" object (docs/formats.md "Events") with how far each seat has
 * read it; a save without one, or a bare state, loads an empty log. */
bool data_cq_save_save_seats(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                             const evlog *events, data_error *err);
bool data_cq_save_save_new_seats(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                 const data_seat seats[], const cq_state *state, const evlog *events,
                                 data_error *err);
bool data_cq_save_load_seats(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                             cq_graph *graph, cq_state *state, evlog *events, data_error *err);
/* What the client keeps beside the state, saved with it: "starts": "fair"
 * (docs/conquest.md, Fair starts) or "random"; a save without the key, or a
 * bare state, had random starts. */
typedef struct data_cq_save_setup {
    bool fair_starts;
    /* "autosave": the file name (in conquest-autosaves/) of the game's own
     * autosave, "" for none: a save loaded later goes on writing to it, so one
     * game keeps one Continue row. Read as "" when absent or not a plain name. */
    char autosave[128];
    /* "drafts": the orders each seat has entered this turn and whether it has
     * pressed Ready (the turn is resumed where it was left). Written when any
     * seat has one; drafts[p] points at n_drafts[p] orders (player, from and to
     * vertex ids, units). Loading allocates them (data_cq_save_setup_free);
     * absent: no drafts, nobody ready. */
    cq_order *drafts[CQ_MAX_PLAYERS];
    int n_drafts[CQ_MAX_PLAYERS];
    bool ready[CQ_MAX_PLAYERS];
} data_cq_save_setup;
/* Frees the drafts a load allocated (the rest stays). */
void data_cq_save_setup_free(data_cq_save_setup *setup);
/* The _seats functions with the setup too (setup NULL: not written; read as
 * random starts). */
bool data_cq_save_save_setup(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                             const evlog *events, const data_cq_save_setup *setup, data_error *err);
bool data_cq_save_save_new_setup(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                 const data_seat seats[], const cq_state *state, const evlog *events,
                                 const data_cq_save_setup *setup, data_error *err);
bool data_cq_save_load_setup(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                             cq_graph *graph, cq_state *state, evlog *events, data_cq_save_setup *setup,
                             data_error *err);
/* The _setup functions with the game's record (cq_record.h), written under
 * "record" when record is not NULL and has a start. Loading reads it into
 * *record (emptied when the file has none: an older save or a bare state, a game
 * and not a replay). Every loader refuses a record that does not replay to the
 * saved state, naming the key "record". */
bool data_cq_save_save_record(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                              const evlog *events, const data_cq_save_setup *setup, const data_cq_record *record,
                              data_error *err);
bool data_cq_save_save_new_record(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                  const data_seat seats[], const cq_state *state, const evlog *events,
                                  const data_cq_save_setup *setup, const data_cq_record *record, data_error *err);
bool data_cq_save_load_record(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                              cq_graph *graph, cq_state *state, evlog *events, data_cq_save_setup *setup,
                              data_cq_record *record, data_error *err);
/* A seat from DATA_CQ_SEAT_HUMAN or a cq_bot_level (another value: a normal
 * bot), and back. */
void data_cq_seat_make(data_seat *seat, int level);
int data_cq_seat_level(const data_seat *seat);
/* Whether a file is a Conquest saved game, or a bare game state (its "format",
 * else its top-level keys). */
bool data_cq_save_is(const char *path);

#endif
