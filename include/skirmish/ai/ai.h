/*
 * Computer players for Escarmouche, at four levels behind one interface.
 *
 *   random  a uniform choice among the legal actions (a yardstick for tests)
 *   easy    one action ahead, material and approach only, with some noise
 *   normal  plans its whole turn (both actions) against a threat-aware evaluation
 *   hard    minimax over its own turn and the opponent's reply, deepened turn by
 *           turn while the budget lasts (design: docs/ai.md)
 *
 * Every level returns a legal action whenever the game is not over: deployment
 * squares, the two battle actions, and command-forward's free moves alike.
 *
 * Determinism. A decision depends only on (level, time cap, seed, state): the
 * player's generator is re-seeded for each decision from the seed and a hash of
 * the state, and the search budget is a count of work units derived from the time
 * cap (AI_WORK_PER_MS, measured on the reference machine), not the wall clock. So a
 * game replays identically on any machine, and a save reloaded mid-turn gets the
 * same answers. A wall-clock safety stop at 1.5 x the cap only fires on a machine
 * several times slower than the reference (or under a sanitizer); the decision
 * then says so in its stats (clock_stopped) and is no longer reproducible. Tests
 * that compare decisions set no_clock_stop.
 *
 * Threads. Players share nothing but constant tables: separate ai_player objects
 * may think on separate threads at once. One player serves one ai_choose at a
 * time; the game is read through the pointer only during the call, so a client
 * thread hands the worker its own copy. ai_player_set_cancel may be called from
 * any thread to make a running ai_choose return promptly (still a legal action).
 */
#ifndef SKIRMISH_AI_AI_H
#define SKIRMISH_AI_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/esc/game.h"

typedef enum ai_level {
    AI_RANDOM,
    AI_EASY,
    AI_NORMAL,
    AI_HARD,
    AI_LEVEL_COUNT
} ai_level;

/* Work units the search may spend per millisecond of time cap. A Release build
 * on the reference machine does 17,600 to 24,000 units per millisecond on one
 * core (docs/PERFORMANCE.md, "Computer players"); half of the typical rate leaves
 * room for a loaded machine, or a client drawing frames meanwhile. */
#define AI_WORK_PER_MS 10000
/* The wall-clock safety stop, as a multiple of the cap (in tenths). */
#define AI_CLOCK_STOP_TENTHS 15
#define AI_TIME_MS_MAX 600000

typedef struct ai_config {
    ai_level level;
    int time_ms;         /* cap per decision; 0 = the level's default */
    uint64_t seed;
    bool no_clock_stop;  /* never stop on the wall clock (tests, reproducible soaks) */
} ai_config;

/* What one decision cost and found, for benchmarks and the client's display. */
typedef struct ai_decision_stats {
    long long work;      /* work units spent (the deterministic budget) */
    long long nodes;     /* states searched or evaluated */
    int depth;           /* turn ends the last complete search iteration looked through */
    int score;           /* evaluation of the chosen line for the side to act (hard, normal) */
    int legal;           /* legal actions at the root */
    double elapsed_ms;   /* wall clock */
    bool clock_stopped;  /* the safety stop fired: this answer is not reproducible */
    bool cancelled;      /* ai_player_set_cancel stopped it */
} ai_decision_stats;

struct ai_scratch;

/* A player: its settings and the buffers it thinks in. Owned by the caller;
 * ai_player_init allocates, ai_player_free releases; do not copy one (the copy
 * would share the buffers). `config` may be changed between decisions. */
typedef struct ai_player {
    ai_config config;
    struct ai_scratch *scratch;
} ai_player;

const char *ai_level_id(ai_level level);            /* "random", "easy", "normal", "hard" */
const char *ai_level_name(ai_level level);          /* "Random", "Easy", ... for people */
/* Parses a level id; false (and *level unchanged) for anything else. */
bool ai_level_parse(const char *text, ai_level *level);
/* The cap a level uses when ai_config.time_ms is 0. */
int ai_level_default_time_ms(ai_level level);

/* level, time_ms 0 (default), seed 1, the clock stop on. */
void ai_config_default(ai_config *config, ai_level level);

/* False on a bad config (level out of range, time_ms < 0 or > AI_TIME_MS_MAX) or
 * out of memory; the player is then empty and ai_player_free is still safe. */
bool ai_player_init(ai_player *player, const ai_config *config);
void ai_player_free(ai_player *player);
/* Thread-safe: while set, ai_choose stops searching at once and answers with the
 * best action found so far (a legal one). Stays set until cleared. */
void ai_player_set_cancel(ai_player *player, bool cancel);

/* Chooses the action for the side to act. False only when the game is over (or
 * the player was not initialised); otherwise *out is legal in *game. `stats` may
 * be NULL. */
bool ai_choose(ai_player *player, const esc_game *game, esc_action *out, ai_decision_stats *stats);

/* Whether the computer playing `side` concedes the battle now (asked at the
 * start of its turn): it is outmatched (one unit left against two or more, or
 * under a quarter of the opponent's rank points left), the round limit and the
 * scenario's race do not favour it (esc_objectives_ahead), and no objective of
 * its own is within reach (an escorted unit still on the board, a survive
 * objective, one marker or round short of a control or hold; the standard
 * zone one marker short). Pure; false outside the battle. */
bool ai_should_concede(const esc_game *game, int side);

#endif
