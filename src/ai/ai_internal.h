/*
 * What the computer players' files share: the evaluation (eval.c), the search
 * (search.c), deployment (deploy.c) and the per-player scratch memory (ai.c).
 * Nothing here is visible outside src/ai.
 */
#ifndef SKIRMISH_AI_AI_INTERNAL_H
#define SKIRMISH_AI_AI_INTERNAL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/rng.h"

/* Scores are integers (centi-Health: one point of Health is worth 100), so that a
 * decision never depends on how a machine rounds floating point. */
#define AI_WIN 1000000
#define AI_INF 2000000000

/* Deepest ply the search may reach: three turns of two actions, each possibly a
 * command-forward with two free moves, and room to spare. */
#define AI_MAX_PLY 24

/* Chebyshev distance and "squares within r", as in board.h but inline and
 * loop-free: the evaluation asks them millions of times a second. */
static inline int ai_dist(int a, int b)
{
    int df = (a & 7) - (b & 7), dr = (a >> 3) - (b >> 3);
    df = df < 0 ? -df : df;
    dr = dr < 0 ? -dr : dr;
    return df > dr ? df : dr;
}

static inline esc_bits ai_within(int square, int r)
{
    int f = square & 7, k = square >> 3;
    int f0 = f - r < 0 ? 0 : f - r, f1 = f + r > 7 ? 7 : f + r;
    int k0 = k - r < 0 ? 0 : k - r, k1 = k + r > 7 ? 7 : k + r;
    esc_bits files = ((((esc_bits)1 << (f1 - f0 + 1)) - 1) << f0) * UINT64_C(0x0101010101010101);
    esc_bits ranks = (k1 - k0 == 7 ? ~(esc_bits)0 : (((esc_bits)1 << (8 * (k1 - k0 + 1))) - 1)) << (8 * k0);
    return files & ranks;
}

/* The squares a king step from any of `b`, and `b` itself. */
static inline esc_bits ai_king_grow(esc_bits b)
{
    const esc_bits not_a = ~UINT64_C(0x0101010101010101), not_h = ~UINT64_C(0x8080808080808080);
    esc_bits row = b | ((b << 1) & not_a) | ((b >> 1) & not_h);
    return row | (row << 8) | (row >> 8);
}

/* Walking steps (king steps, each onto a square of `free`) from `from` to the
 * nearest square of `to` that is in `free`; -1 when none can be reached. */
static inline int ai_walk_steps(int from, esc_bits to, esc_bits free)
{
    esc_bits reach = esc_bit(from);
    to &= free | reach;
    for (int d = 0; d < 64; d++) {
        if (reach & to)
            return d;
        esc_bits next = ai_king_grow(reach) & (free | reach);
        if (next == reach)
            return -1;
        reach = next;
    }
    return -1;
}

/* Evaluation weights; each level has its own table (ai.c). */
typedef struct ai_weights {
    int hp;              /* one point of Health */
    int unit_base;       /* a living unit, before its Health */
    int unit_rp;         /* per rank point (the round-limit tie break counts them) */
    int unit_power;      /* per point of Power above 1 */
    int unit_range;      /* per point of Range above 1 */
    int stance;          /* a defensive stance waiting for its point of damage */
    int stance_back;     /* share (%) of `stance` for a unit of the side to move that can take its stance again */
    bool threats;        /* count what each side can hit in its coming turn */
    int tempo_pct;       /* share of the side to move's best attacks counted */
    int exposure_pct;    /* share of the waiting side's threat counted */
    int approach;        /* per square a unit of the player stands beyond its reach */
    int approach_spread; /* per square squared beyond its reach: the unit farthest behind steps up first */
    int cohesion;        /* per square beyond 2 between a unit within reach of two enemies or more and its nearest ally */
    int zone_unit;       /* per unit standing in the objective zone */
    int zone_control;    /* holding the zone alone */
    int marker;          /* per control marker */
    int zone_distance;   /* per square between a side's nearest unit and the zone */
    int zone_pending;    /* share (%) of the coming marker counted for the side to move holding the zone alone */
    int zone_pending_wait; /* the same for the waiting side (the side to move may still contest) */
    int zone_last;       /* holding the zone alone one marker short of winning, for the side to move */
    int zone_reach;      /* per square a unit stands beyond its longest attack range from the zone */
    int impatience;      /* approach weight added per round played, up to impatience_cap */
    int impatience_cap;
    /* The round limit: within limit_turns turns of it, urgency grows from 1/limit_turns
     * to 1 (the last turn). At full urgency each living rank point is worth
     * limit_rp more, the side the limit would rule for limit_outcome more, and the
     * player, when behind, presses on with limit_approach more per square. */
    int limit_turns;
    int limit_rp;
    int limit_outcome;
    int limit_approach;
    /* Pressing on when behind: within press_rounds rounds of the limit, a player
     * the limit would rule against (rank points, then Health; a scenario's own
     * ruling) has `press` growing from 0 to 100 % (full half the window before
     * the limit). At full press each of its units counts press_approach per
     * square beyond its longest range from the nearest enemy (it must come to
     * shooting distance, not only to the edge of its reach), and its own units
     * and Health, and so the opponent's threats to them, count press_risk %
     * less: the game is lost as it stands, trading blows is how it catches up,
     * and ending its turns only loses. */
    int press_rounds;
    int press_approach;
    int press_risk;
    /* Scenario objectives (eval.c, objective_terms; rules.md 9b), read through
     * the core's esc_objective_progress: control markers and hold rounds count
     * as `marker` each, with the zone terms above for their zones; an escort
     * costs escort_step per king step between the escorted unit and its nearest
     * exit, and the escorted unit is worth escort_unit more (its death loses).
     * A side stopping an escort still on the board does not guard its units by
     * survive_safe: the escort, not its losses, decides (report 12: the
     * Pickets fell back and let the Courier walk out). */
    int escort_step;
    int escort_unit;
    /* The escorted unit of the side to move can walk onto an exit this turn
     * (its walking steps within Move x the actions left, round walls and the
     * other side's units): that side has all but won (eval.c; blind play-test
     * of issue 37: the computer let the envoy walk out past its Rider). */
    int escort_last;
    /* The escorted unit can walk out within its side's next two turns (its
     * walking steps within Move x those actions): the side stopping it must
     * act now, block or strike, not when it is one turn from the edge
     * (report 12: The Courier walked out of reach of a normal horizon). */
    int escort_near;
    /* A side whose survive objective the round limit would give it (rules.md
     * 9b) has won if it only lasts: its own units, and so the opponent's
     * threats to them, count survive_safe % more (eval.c). */
    int survive_safe;
    /* While the enemy stands in a zone a side scores in (control, hold), per
     * square each of its units stands beyond its longest range from the zone
     * (eval.c, objective_pull). */
    int goal_reach;
    /* A unit of the player standing again on a square it began one of its
     * last two turns on, with no blow struck by it since: its moves undone
     * (eval.c; play-test 13: a Berserker went f6-f5-e6-f5-e6-f5 over four
     * rounds, a Shock Trooper e7-d6-e6-f7-e6 and never struck). */
    int retrace;
    /* A heavy unit of the player (melee, Health 4+ or Power 2+: a Knight, a
     * Berserker, a Shieldbearer), not wounded, with an enemy it can walk to
     * and strike within two turns (3 x Move + 2 squares at the root): per
     * square beyond 1 between it and that enemy (eval.c, heavy_goal; blind
     * play-tests 16-18: the heavies stood just outside reach while the light
     * units traded, and a newcomer was never pressed). */
    int heavy_close;
} ai_weights;

/* Per-decision constants the evaluation needs, computed once at the root. */
typedef struct ai_eval_ctx {
    const ai_weights *w;
    int side;                    /* the player: scores are from its point of view */
    int worth[ESC_MAX_UNITS];    /* a unit's value beyond its Health */
    int reach[ESC_MAX_UNITS];    /* Move + longest attack range: how far it threatens */
    int range[ESC_MAX_UNITS];    /* longest attack range */
    int urgency;                 /* 0..limit_turns: how close the round limit is (limit_turns = last turn) */
    int approach;                /* per square beyond reach, impatience included */
    int press;                   /* 0..100: how hard the player presses on when behind (the round limit's count) */
    bool behind;                 /* press > 0 and the limit would rule against the player at the root */
    bool finishing;              /* the opponent is a remnant at the root (ai_remnant) */
    int8_t root_square[ESC_MAX_UNITS]; /* where each unit stood at the root: the approach terms aim there */
    /* The player's units: the squares they began its previous turn and the one
     * before on, or ESC_NO_SQUARE (the retrace term). */
    int8_t left_square[ESC_MAX_UNITS];
    int8_t left_square2[ESC_MAX_UNITS];
    /* The player's heavy units: the root square of the enemy each presses
     * (heavy_close), or ESC_NO_SQUARE. */
    int8_t heavy_goal[ESC_MAX_UNITS];
    /* Scenario games: the squares each side scores in (its control and hold
     * zones), and its escorted unit with that unit's exits. */
    esc_bits goal_zone[ESC_SIDES];
    int escort[ESC_SIDES];       /* a unit id, or ESC_NO_UNIT */
    esc_bits exits[ESC_SIDES];
    bool survives;               /* the player has a survive objective */
    bool intercepts;             /* the opponent's escorted unit is on the board at the root */
} ai_eval_ctx;

void ai_eval_prepare(ai_eval_ctx *ctx, const ai_weights *w, const esc_game *game, int side);
/* The position's worth to ctx->side. Terminal states give +-AI_WIN (draw 0).
 * Adds the work units it cost to *work. */
int ai_eval(const ai_eval_ctx *ctx, const esc_game *game, long long *work);
/* What one hit of `damage` on `target` is worth to the attacker, after guardian
 * redirection and stance, counting a kill as the whole unit. */
int ai_eval_hit_value(const ai_eval_ctx *ctx, const esc_game *game, int target, int damage);

/* Whether the opponent of `side` is down to a remnant: one unit, against two
 * or more of the side's. */
bool ai_remnant(const esc_game *game, int side);

/* A 64-bit digest of everything in the state the rules read during battle (not
 * the dice history): transposition keys and per-decision seeds. */
uint64_t ai_state_hash(const esc_game *game);

/* Deployment: the index (into actions[0..n)) of the square to place the next unit
 * on. `noise` adds up to that many points of random preference per square. */
int ai_deploy_pick(const esc_game *game, const esc_action *actions, int n, core_rng *rng, int noise);

/* One transposition-table slot. */
typedef struct ai_tt_entry {
    uint64_t key;
    int32_t value;
    uint16_t gen;
    int8_t depth;        /* turns the stored search looked ahead from this state */
    uint8_t bound;       /* AI_TT_EXACT, AI_TT_LOWER, AI_TT_UPPER */
    esc_action best;
} ai_tt_entry;

enum { AI_TT_EXACT, AI_TT_LOWER, AI_TT_UPPER };
#define AI_TT_BITS 15

/* How wide and deep a searching level looks. */
typedef struct ai_search_params {
    int max_turns;       /* turn ends to look through at most (1 = its own turn) */
    int width_own;       /* actions tried at the player's own nodes below the root */
    int width_opp_first; /* the opponent's first action of a turn */
    int width_opp;       /* the opponent's later actions */
    int width_command;   /* command-forward's free moves */
    /* When the search ends on ending the turn because every move ties with it
     * (the opponent's reply can undo an advance before the horizon), take the
     * move that is best by the end of the player's own turn instead, if the
     * deep search proves it no worse than standing (search.c, press_tie). */
    bool press_ties;
    /* Move ordering puts the flight of a unit two blows could kill first, so
     * the opponent's narrow beam holds it (search.c, move_score). */
    bool flee_wounded;
} ai_search_params;

struct ai_scratch {
    atomic_bool cancel;
    esc_action *actions;         /* AI_MAX_PLY x ESC_MAX_ACTIONS */
    int *order;                  /* AI_MAX_PLY x 2 x ESC_MAX_ACTIONS: a ply's scores, then its order */
    int *root_value;             /* ESC_MAX_ACTIONS: the root's values in the last iteration */
    ai_tt_entry *tt;             /* 1 << AI_TT_BITS */
    uint16_t tt_gen;
    /* The player's last decision: the state it was asked in and its answer, so
     * that the next decision, when it is that answer's sequel in the same turn,
     * knows the move it would undo (ai.c, ai_drop_undoing). */
    esc_game last_game;
    esc_action last_action;
    bool has_last;
    /* Where the player's units stood at the start of its current turn
     * (`start_turn`), of its previous one and of the one before, and which
     * attacked or used an ability in each (bits by unit id): what the retrace
     * term reads (ai.c). */
    int start_turn, start_side;
    int8_t start_square[ESC_MAX_UNITS];
    int8_t prev_square[ESC_MAX_UNITS];
    int8_t prev2_square[ESC_MAX_UNITS];
    uint32_t struck_now, struck_prev, struck_prev2;
    bool prev_valid, prev2_valid;
};

/* Budget and bookkeeping of one decision. */
typedef struct ai_budget {
    long long work, limit;
    long long next_check;        /* work count at which to look at the clock again */
    long long nodes;
    double deadline;             /* monotonic seconds; 0 = none */
    bool stopped;                /* out of work, out of time or cancelled */
    bool clock_stopped, cancelled;
    const atomic_bool *cancel;
} ai_budget;

/* budget.c: the monotonic clock, and the stop test both ai.c and search.c use. */
double ai_now_seconds(void);
/* True (and b->stopped set) when the search must stop now. Checks the clock only
 * every few hundred work units. */
bool ai_budget_spent(ai_budget *b);

/* Drops from acts[0..n) the second moves of the unit `last` moved from `prev`
 * (leading to `g`) onto a square its first move could have reached: two
 * actions for what one does (search.c). Returns the count left. */
int ai_drop_undoing(const esc_game *prev, const esc_action *last, const esc_game *g, esc_action *acts, int n);

/* The searching levels: the chosen action and its score for the side to act.
 * `n` legal actions are in `actions` (the root buffer). */
esc_action ai_search_choose(struct ai_scratch *scratch, const ai_search_params *params, const ai_eval_ctx *ctx,
                            const esc_game *game, const esc_action *actions, int n, core_rng *rng,
                            ai_budget *budget, int *depth, int *score);

#endif
