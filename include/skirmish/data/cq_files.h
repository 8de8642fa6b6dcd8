/*
 * Conquest's JSON files: game states in the interchange shape of the public
 * "Chromatic Warfare" server (so its states load here and ours load there), maps
 * ("skirmish-conquest-map") and order lists. docs/formats.md, section "Conquest",
 * describes every key.
 *
 * As everywhere in src/data, loading never crashes and never half-fills: on any
 * problem the function returns false with `err` naming the file, the JSON path of
 * the value and the problem, and leaves its outputs as they were. Unknown keys are
 * ignored. Saving is atomic.
 */
#ifndef SKIRMISH_DATA_CQ_FILES_H
#define SKIRMISH_DATA_CQ_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/core/cq/map.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/error.h"

#define DATA_CQ_MAP_FORMAT "skirmish-conquest-map"
#define DATA_CQ_STATE_KEYS 8

/* The top-level keys a state document may hold, in the order we write them when
 * nothing else decides. */
typedef enum data_cq_key {
    DATA_CQ_KEY_TURN,
    DATA_CQ_KEY_MAX_TURNS,
    DATA_CQ_KEY_GRAPH,
    DATA_CQ_KEY_PLAYERS,
    DATA_CQ_KEY_ELIMINATION_ORDER,
    DATA_CQ_KEY_GAME_STATUS,
    DATA_CQ_KEY_FINAL_RANKINGS,
    DATA_CQ_KEY_RNG
} data_cq_key;

/* How a state document was written, so the next state can be written the same
 * way: the order of its known top-level keys and the two shapes the readers of
 * other programs differ on. */
typedef struct data_cq_layout {
    int n_keys;
    uint8_t keys[DATA_CQ_STATE_KEYS];  /* data_cq_key, in the order read */
    bool players_as_strings;           /* "players": ["p0", "p1"] instead of objects */
    bool elimination_as_objects;       /* [{"turn": 3, "players": ["p1"]}] instead of [3, ["p1"]] */
    bool elimination_one_per_player;   /* objects of one player each: [{"player": "p1", "turn": 3}] */
    bool elimination_player_first;     /* in those objects, the player's key before "turn" */
    bool had_rng;                      /* the document carried our "rng" key */
    /* Leave our "rng" key out: a document sent to players, who would foretell
     * every draw of the rules from it (the servers' frames, docs/protocol.md). */
    bool no_rng;
    /* The server's message shape (conquest-turn --wrap): "type": "game_state"
     * first, the keys in the server's order, "turn_duration_seconds" and
     * "max_turns" last, players as objects, eliminations as [turn, [names]].
     * Set by the writer's caller; reading sets `wrapped` only. */
    bool wrap;
    bool wrapped;                      /* the document said "type": "game_state" */
    double turn_duration_seconds;      /* read when present, else 1.0 (the server's default) */
    /* What loaded with a warning instead of an error: */
    bool lobby;                        /* a "waiting" state on turn 0 (the server's lobby), loaded as turn 1 */
    int n_orphans;                     /* vertices whose controller is no player, loaded neutral */
    int64_t orphan_vertex;             /* the first one's id */
    char orphan_name[CQ_PLAYER_ID_MAX];/* and its controller's name */
} data_cq_layout;

/* The server's shape: objects for players, [turn, [ids]] for eliminations, keys
 * in the data_cq_key order. */
void data_cq_layout_default(data_cq_layout *layout);

/* One line (no newline) saying what loaded differently from the file, e.g. a
 * vertex controlled by a name that is no longer a player; false when nothing
 * did. */
bool data_cq_layout_warning(const data_cq_layout *layout, char *buf, size_t size);

/* A state and its graph. On success *graph (initialised) is replaced and *state
 * points at it; layout (may be NULL) says how the document was written. */
bool data_cq_state_parse(const char *text, size_t len, const char *name, cq_graph *graph, cq_state *state,
                         data_cq_layout *layout, data_error *err);
bool data_cq_state_load(const char *path, cq_graph *graph, cq_state *state, data_cq_layout *layout,
                        data_error *err);
/* Malloc'd JSON text (caller frees); layout NULL for the default. NULL on out of memory. */
char *data_cq_state_to_json(const cq_state *state, const data_cq_layout *layout);
bool data_cq_state_save(const char *path, const cq_state *state, const data_cq_layout *layout, data_error *err);

/* Maps are also checked with cq_map_test. *map (initialised) is replaced on success.
 * A game state (ours or the server's, with or without "type": "game_state") is
 * read as a map too: its graph, without controllers or units; name "Chromatic
 * Warfare state (N vertices)", players 2 to min(8, vertices), its max_turns. */
bool data_cq_map_parse(const char *text, size_t len, const char *name, cq_map *map, data_error *err);
bool data_cq_map_load(const char *path, cq_map *map, data_error *err);
char *data_cq_map_to_json(const cq_map *map);
bool data_cq_map_save(const char *path, const cq_map *map, data_error *err);

/* {"orders": [{"player": "p0", "from": 1, "to": 2, "units": 3}, …]}. Names are
 * looked up in `state`: a name no player has gives CQ_NO_PLAYER, and ids that are
 * no vertex and units below 1 are read as they are; the rules drop such orders
 * with a reason (cq_turn_resolve), they are not file errors. A missing key or a
 * value of the wrong type is. *orders is malloc'd (caller frees; NULL when empty). */
bool data_cq_orders_parse(const char *text, size_t len, const char *name, const cq_state *state, cq_order **orders,
                          size_t *n, data_error *err);
bool data_cq_orders_load(const char *path, const cq_state *state, cq_order **orders, size_t *n, data_error *err);
char *data_cq_orders_to_json(const cq_state *state, const cq_order *orders, size_t n);

#endif
