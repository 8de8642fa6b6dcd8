/*
 * Replays (issue 38): any game's record opened from its file, with fast seeking
 * to the state after any step and a save of the game at any step ("play from
 * here"). One module for the four games, below the client and the CLI, pure C
 * and no SDL: `skirmish-cli replay`, the benchmarks and the client's replay
 * screen all use it.
 *
 * A step is what the game's record lists: an Escarmouche action, a TRTS action,
 * a Conquest turn (every seat's orders of that turn), a Campaign decision (a
 * Downtime purchase, the turn's orders, a standoff choice, a squad, a whole duel:
 * campaign_record.h). The record is the whole
 * game: every seat's hidden information is in it, and choosing what a seat may
 * see is the viewer's business, not the file's.
 *
 * Seeking replays from the nearest checkpoint: the state is stored every
 * `every` steps when the file is opened, so the state after any step costs at
 * most every - 1 steps of the rules.
 */
#ifndef SKIRMISH_DATA_REPLAY_H
#define SKIRMISH_DATA_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/trts/state.h"
#include "skirmish/core/campaign/state.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/cq_record.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

typedef enum data_replay_game {
    DATA_REPLAY_ESCARMOUCHE,
    DATA_REPLAY_CONQUEST,
    DATA_REPLAY_CAMPAIGN,
    DATA_REPLAY_TRTS
} data_replay_game;

/* "escarmouche", "conquest", "campaign", "trts". */
const char *data_replay_game_id(data_replay_game game);

/* How an Escarmouche game ended outside its rules (play-test 6: a conceded game
 * was listed as not finished). */
typedef enum data_replay_esc_end {
    DATA_REPLAY_ESC_END_NONE,
    DATA_REPLAY_ESC_END_CONCEDED,
    DATA_REPLAY_ESC_END_DRAW
} data_replay_esc_end;

/* At most this much memory for a replay's checkpoints: a longer record spaces
 * them wider. */
#define DATA_REPLAY_CHECKPOINT_BYTES ((size_t)64 << 20)

typedef struct data_replay {
    data_replay_game game;
    int n_steps;
    /* Escarmouche */
    esc_record esc;
    data_seat esc_seats[ESC_SIDES];
    /* An ending the rules do not know, kept beside the record (the save's
     * "ended"): a concession or an agreed draw after the last step, which
     * data_replay_seek(n_steps) then shows as the game over. */
    data_replay_esc_end esc_end;
    int esc_end_winner;      /* the side that won by the concession; -1 for a draw */
    /* Conquest */
    char cq_map_name[64];
    cq_graph *cq_graph;      /* owned, on the heap: states point at it */
    data_cq_record cq;
    data_cq_save_setup cq_setup;
    data_seat cq_seats[CQ_MAX_PLAYERS];
    /* TRTS */
    const trts_rules *rules;
    trts_game_record *trts;
    data_seat trts_seats[TRTS_MAX_PLAYERS];
    /* Campaign */
    campaign_map *ca_map;    /* owned, on the heap: states point at it */
    data_campaign_record ca;
    data_seat ca_seats[CAMPAIGN_MAX_PLAYERS];
    /* checkpoints: the state after steps 0, every, 2 x every, ... */
    int every;
    int n_checkpoints;
    size_t state_size;
    unsigned char *checkpoints;
} data_replay;

/*
 * Opens the record in `path`: an Escarmouche save (skirmish-save), a Conquest
 * save with its "record", a TRTS save (skirmish-trts; `rules` are the TRTS
 * factions, needed for it only, may be NULL otherwise), a Campaign save with its
 * "record". Refused, with `err` naming the file, the key and the problem: a file
 * any game's loader refuses (steps that do not replay among them), a save
 * without a record from its start (an older Conquest or Campaign save, a bare
 * Conquest state: games to continue, not replays), another kind of file. *out is initialised by the
 * call; free it with data_replay_free on success.
 */
bool data_replay_load(const char *path, const trts_rules *rules, data_replay *out, data_error *err);
void data_replay_free(data_replay *replay);

/* The size of the game's state: esc_game, cq_state, campaign_state or trts_state. */
size_t data_replay_state_size(const data_replay *replay);
/* *state (an esc_game, cq_state, campaign_state or trts_state as the game) = the
 * state after the first n steps, 0 <= n <= n_steps; false when n is out of range.
 * A Conquest state points at replay->cq_graph, a Campaign state at
 * replay->ca_map, a TRTS state at replay's map and rules:
 * valid until data_replay_free (a data_replay may be moved or copied by value
 * meanwhile; only one copy is freed). */
bool data_replay_seek(const data_replay *replay, int n, void *state);

/* What skirmish-cli replay prints (docs/cli.md, "replay"): {"game", "steps",
 * "result"}, and "at", "state" (and "position" for Escarmouche) when at >= 0.
 * Malloc'd text, NULL on out of memory or at out of range. */
char *data_replay_to_json(const data_replay *replay, int at);

/* Saves the game at step n as a normal save of its game (its record cut to the
 * first n steps, its seats kept): the game loads it to go on from there, and
 * data_replay_load opens it as a replay of those n steps. */
bool data_replay_save_at(const data_replay *replay, int n, const char *path, data_error *err);

/* A Campaign replay's battle: when step n is a duel, *out (zeroed or initialised;
 * esc_record_free it) = that duel's Escarmouche record, its hooks the campaign's,
 * to watch as an Escarmouche replay from the campaign's timeline. False for any
 * other step or game. */
bool data_replay_campaign_duel(const data_replay *replay, int n, esc_record *out);

#endif
