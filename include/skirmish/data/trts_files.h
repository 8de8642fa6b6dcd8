/*
 * TRTS files: the faction tables (assets/trts/<faction>.json), maps
 * (maps/trts/) and saved games (a seed and an action list). Every loader
 * refuses a bad file with an error naming the file, the key and the problem, and
 * nothing in a file can crash the program (docs/trts.md "File formats").
 */
#ifndef SKIRMISH_DATA_TRTS_FILES_H
#define SKIRMISH_DATA_TRTS_FILES_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/trts/combat.h"
#include "skirmish/core/trts/faction.h"
#include "skirmish/core/trts/map.h"
#include "skirmish/core/trts/state.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

#define DATA_TRTS_FACTION_FORMAT "skirmish-trts-faction"
#define DATA_TRTS_MAP_FORMAT "skirmish-trts-map"
#define DATA_TRTS_SAVE_FORMAT "skirmish-trts"

/* One faction file; the faction's id must be `expect` (one of the three) unless NULL. */
bool data_trts_faction_parse(const char *text, size_t len, const char *name, const char *expect, trts_faction *out,
                             data_error *err);
/* The three factions from dir/<id>.json ("assets/trts" of the data directory). */
bool data_trts_rules_load(const char *dir, trts_rules *rules, data_error *err);


/* A map file (docs/trts.md "Map files"); the map is checked as trts_map_check does
 * and a problem reported with the key of the culprit ("areas[3].minerals",
 * "edges[5].up"). */
bool data_trts_map_parse(const char *text, size_t len, const char *name, trts_map *map, data_error *err);
bool data_trts_map_load(const char *path, trts_map *map, data_error *err);

/* Saved games (docs/trts.md "Saved games"): {"format": "skirmish-trts", "version": 1,
 * "map": {...}, "setup": {...}, "actions": [...]}. Parsing replays the actions and
 * refuses a save holding an illegal one, naming its index. */
char *data_trts_save_to_json(const trts_game_record *rec);
bool data_trts_save_parse(const char *text, size_t len, const char *name, const trts_rules *rules,
                          trts_game_record *rec, data_error *err);
bool data_trts_save_write(const char *path, const trts_game_record *rec, data_error *err);
/* A new save <dir>/<time>-trts.json (or -2, -3...), claimed atomically
 * (data_file_time_stem, data_file_write_unique); its path goes to `path`. */
bool data_trts_save_new(const char *dir, char *path, size_t size, const trts_game_record *rec, const data_seat seats[],
                        data_error *err);
bool data_trts_save_load(const char *path, const trts_rules *rules, trts_game_record *rec, data_error *err);
/* The same with the seats' names and computer levels, kept in each
 * setup.players[] object ("name", "level": normal, easy or hard; docs/formats.md
 * "Seats"); seats[p].computer is the setup's. NULL seats: none written or read. A
 * save without them reads as default names at the normal level. */
char *data_trts_save_to_json_seats(const trts_game_record *rec, const data_seat seats[]);
bool data_trts_save_parse_seats(const char *text, size_t len, const char *name, const trts_rules *rules,
                                trts_game_record *rec, data_seat seats[], data_error *err);
bool data_trts_save_write_seats(const char *path, const trts_game_record *rec, const data_seat seats[],
                                data_error *err);
bool data_trts_save_load_seats(const char *path, const trts_rules *rules, trts_game_record *rec, data_seat seats[],
                               data_error *err);

/* skirmish-cli trts-combat's input (docs/trts.md "trts-combat"): the fighters in
 * input order, with defaults applied and upgrades resolved. */
#define DATA_TRTS_COMBAT_PLAYERS 8

typedef struct data_trts_combat {
    int n_players;
    int factions[DATA_TRTS_COMBAT_PLAYERS];
    int active;
    int teams[DATA_TRTS_COMBAT_PLAYERS];
    int order[DATA_TRTS_COMBAT_PLAYERS];
    bool upgrades[DATA_TRTS_COMBAT_PLAYERS][TRTS_UPGRADES];
    int n_pieces;
    trts_fighter pieces[TRTS_COMBAT_MAX];
} data_trts_combat;

typedef enum data_trts_combat_result {
    DATA_TRTS_COMBAT_OK = 0,
    DATA_TRTS_COMBAT_BAD_PIECE,  /* err names the piece: exit 1 */
    DATA_TRTS_COMBAT_BAD_FILE    /* unreadable, not JSON, or a bad key outside the pieces: exit 2 */
} data_trts_combat_result;

data_trts_combat_result data_trts_combat_parse(const char *text, size_t len, const char *name, const trts_rules *rules,
                                               data_trts_combat *out, data_error *err);

#endif
