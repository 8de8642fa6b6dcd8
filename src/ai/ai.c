/*
 * The computer players' front door: levels and their settings, the player's
 * memory, the per-decision generator and budget, and the choice itself for each
 * level (the searching levels hand over to search.c; budget.c keeps the count
 * both spend).
 */
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "skirmish/core/tr.h"

/* Normal's approach_spread (tuned on seeds 1-40 against a player who waits). */
#define NORMAL_SPREAD 20
/* Normal's cohesion (play-test 7: its Captain still walked alone into reach
 * and the rest followed one at a time). */
#ifndef NORMAL_COHESION
#define NORMAL_COHESION 40
#endif

/* Hard's cohesion (below, full_weights). */
#ifndef HARD_COHESION
#define HARD_COHESION 20
#endif

/* Pressing on when behind near the round limit (eval.c, press_of; play-test:
 * normal ended its turns without acting from round 15 to 29 while behind). */
#ifndef PRESS_ROUNDS
#define PRESS_ROUNDS 24
#endif
#ifndef PRESS_APPROACH
#define PRESS_APPROACH 60
#endif
#ifndef PRESS_RISK
#define PRESS_RISK 70
#endif

/* Easy presses on too, in a shorter window: from eight rounds before the limit,
 * fully from four (a Move 1 unit crosses the board in three turns). Play-test:
 * behind by one Scout, easy shuffled its Captain for six rounds while the player
 * ended every turn, and lost at the limit. */
#ifndef EASY_PRESS_ROUNDS
#define EASY_PRESS_ROUNDS 8
#endif

/* A scenario's escort (tuned on seeds 1-40 of The Envoy). */
#ifndef ESCORT_STEP
#define ESCORT_STEP 150
#endif
#ifndef ESCORT_UNIT
#define ESCORT_UNIT 400
#endif
/* An escorted unit that walks out this turn (eval.c, escort_last): as a last
 * marker (zone_last). */
#ifndef ESCORT_LAST
#define ESCORT_LAST 3000
#endif

/* A side that wins by lasting guards what it has (eval.c; tuned on seeds 1-40
 * of The Bridge and Last Light). */
#ifndef SURVIVE_SAFE
#define SURVIVE_SAFE 50
#endif

/* Every unit drawn to its side's zone while the enemy stands in it (eval.c,
 * objective_pull; report 12: The Well), and the side stopping an escort told
 * two turns ahead (eval.c, escort_near; report 12: The Courier). Tuned on
 * seeds 1-40 of bench/scenario_balance.py. */
#ifndef GOAL_REACH
#define GOAL_REACH 30
#endif
#ifndef ESCORT_NEAR
#define ESCORT_NEAR 150
#endif

/* A stance struck off and taken again (eval.c; play-test 6). Hard only: for
 * normal it was even against the old player (46 % of 160 games, seeds
 * 2001-2040) and left Last Light to elimination (23 of 40, seeds 1-40). */
#ifndef STANCE_BACK
#define STANCE_BACK 80
#endif

/* A unit back on a square it began one of its last two turns on, with no blow
 * struck nor ability used since (eval.c, retrace; play-test 13). */
#ifndef RETRACE
#define RETRACE 40
#endif

/* A heavy unit closing on an enemy it can strike within two turns (eval.c,
 * heavy_goals; blind play-tests: the heavies hung back while the light units
 * traded). Normal and hard; 100 chosen over 30 and 60 on seeds 1-80 of
 * bench/bench_esc_heavy.c (at 60 hard still walked sound heavy units away). */
#ifndef HEAVY_CLOSE
#define HEAVY_CLOSE 100
#endif

/* ---- levels ---- */

static const char *const level_ids[AI_LEVEL_COUNT] = { "random", "easy", "normal", "hard" };
/* Shown to players: the caller translates them (_(ai_level_name(level))). */
static const char *const level_names[AI_LEVEL_COUNT] = {
    /* TRANSLATORS: the computer's levels of play, on a setting button (short). */
    N_("Random"), N_("Easy"), N_("Normal"), N_("Hard"),
};
/* Default caps. Hard spends its whole budget in most battle positions, about half
 * the cap on the reference machine (AI_WORK_PER_MS has a margin of two); normal
 * and easy finish far below theirs. */
static const int level_default_ms[AI_LEVEL_COUNT] = { 1, 20, 100, 250 };

/* Easy sees only material and distance: no threats, so it walks into reach and
 * leaves units hanging; normal and hard share the full evaluation. Behind near
 * the round limit it presses on as they do (EASY_PRESS_ROUNDS). */
static const ai_weights easy_weights = {
    .hp = 100, .unit_base = 100, .unit_rp = 20, .unit_power = 40, .unit_range = 10, .stance = 60,
    .threats = false, .tempo_pct = 0, .exposure_pct = 0, .approach = 12,
    .zone_unit = 60, .zone_control = 150, .marker = 300, .zone_distance = 15,
    .escort_step = 100,
    .press_rounds = EASY_PRESS_ROUNDS, .press_approach = PRESS_APPROACH, .press_risk = PRESS_RISK,
};

/* Hard: the full evaluation, with normal's approach_spread and half its
 * cohesion (hScn11: without them hard fed its units in one at a time, as normal
 * had; at normal's 40 it paced, test_ai_play's test_no_pacing). */
static const ai_weights full_weights = {
    .hp = 100, .unit_base = 120, .unit_rp = 25, .unit_power = 40, .unit_range = 15, .stance = 70,
    .stance_back = STANCE_BACK, .threats = true, .tempo_pct = 80, .exposure_pct = 25, .approach = 8,
    .approach_spread = NORMAL_SPREAD, .cohesion = HARD_COHESION,
    .zone_unit = 60, .zone_control = 200, .marker = 400, .zone_distance = 20,
    .zone_pending = 90, .zone_pending_wait = 35, .zone_last = 3000, .zone_reach = 60,
    .impatience = 2, .impatience_cap = 40,
    .limit_turns = 8, .limit_rp = 60, .limit_outcome = 600, .limit_approach = 40,
    .press_rounds = PRESS_ROUNDS, .press_approach = PRESS_APPROACH, .press_risk = PRESS_RISK,
    .escort_step = ESCORT_STEP, .escort_unit = ESCORT_UNIT, .escort_last = ESCORT_LAST,
    .escort_near = ESCORT_NEAR,
    .survive_safe = SURVIVE_SAFE, .goal_reach = GOAL_REACH, .retrace = RETRACE, .heavy_close = HEAVY_CLOSE,
};

/* Normal: the full evaluation, and each unit far from the enemy weighs more
 * the farther it is, so the whole squad comes forward, not the fastest unit
 * alone (play-test: only its Captain advanced while the rest waited at home). */
static const ai_weights normal_weights = {
    .hp = 100, .unit_base = 120, .unit_rp = 25, .unit_power = 40, .unit_range = 15, .stance = 70,
    .stance_back = 0, .threats = true, .tempo_pct = 80, .exposure_pct = 25, .approach = 8,
    .approach_spread = NORMAL_SPREAD, .cohesion = NORMAL_COHESION,
    .zone_unit = 60, .zone_control = 200, .marker = 400, .zone_distance = 20,
    .zone_pending = 90, .zone_pending_wait = 35, .zone_last = 3000, .zone_reach = 60,
    .impatience = 2, .impatience_cap = 40,
    .limit_turns = 8, .limit_rp = 60, .limit_outcome = 600, .limit_approach = 40,
    .press_rounds = PRESS_ROUNDS, .press_approach = PRESS_APPROACH, .press_risk = PRESS_RISK,
    .escort_step = ESCORT_STEP, .escort_unit = ESCORT_UNIT, .escort_last = ESCORT_LAST,
    .escort_near = ESCORT_NEAR,
    .survive_safe = SURVIVE_SAFE, .goal_reach = GOAL_REACH, .retrace = RETRACE, .heavy_close = HEAVY_CLOSE,
};

static const ai_search_params normal_params = {
    .max_turns = 1, .width_own = 12, .width_opp_first = 0, .width_opp = 0, .width_command = 6, .press_ties = true,
    .flee_wounded = true,
};

/* Normal when it cannot strike this turn, or when an enemy can hit one of its
 * units from where it stands (under_fire): it also looks through the opponent's
 * reply (narrowly), so it sees the contact its moves lead to, and the shots that
 * will come again if it stays (play-test: two archers out of reach shot its
 * Shieldbearer four turns running while it struck elsewhere and re-cast the
 * stance, one action unused). With its own turn
 * alone it stepped back out of every reach the opponent had just come into (a
 * third of the second player's moves in round 1 walked towards its home edge),
 * not seeing that the blow it fled would have been answered (docs/ai.md, 4).
 * It spends at most 1/NORMAL_QUIET_BUDGET_DIV of its budget on such a turn, so
 * the level stays quick. */
static const ai_search_params normal_quiet_params = {
    .max_turns = 2, .width_own = 12, .width_opp_first = 6, .width_opp = 4, .width_command = 6, .press_ties = true,
    .flee_wounded = true,
};
#define NORMAL_QUIET_BUDGET_DIV 3

static const ai_search_params hard_params = {
    .max_turns = 6, .width_own = 12, .width_opp_first = 12, .width_opp = 8, .width_command = 6,
};

/* Easy's taste for variety: up to this much random preference (centi-Health). */
#define EASY_NOISE 40

const char *ai_level_id(ai_level level)
{
    return (unsigned)level < AI_LEVEL_COUNT ? level_ids[level] : "unknown";
}

const char *ai_level_name(ai_level level)
{
    return (unsigned)level < AI_LEVEL_COUNT ? level_names[level] : "Unknown";
}

bool ai_level_parse(const char *text, ai_level *level)
{
    if (!text)
        return false;
    for (int i = 0; i < AI_LEVEL_COUNT; i++)
        if (strcmp(text, level_ids[i]) == 0) {
            *level = (ai_level)i;
            return true;
        }
    return false;
}

int ai_level_default_time_ms(ai_level level)
{
    return (unsigned)level < AI_LEVEL_COUNT ? level_default_ms[level] : 0;
}

void ai_config_default(ai_config *config, ai_level level)
{
    memset(config, 0, sizeof *config);
    config->level = level;
    config->time_ms = 0;
    config->seed = 1;
    config->no_clock_stop = false;
}

/* ---- the player's memory ---- */

bool ai_player_init(ai_player *player, const ai_config *config)
{
    memset(player, 0, sizeof *player);
    if (!config || (unsigned)config->level >= AI_LEVEL_COUNT || config->time_ms < 0 ||
        config->time_ms > AI_TIME_MS_MAX)
        return false;
    struct ai_scratch *sc = calloc(1, sizeof *sc);
    if (!sc)
        return false;
    atomic_init(&sc->cancel, false);
    sc->actions = malloc(sizeof *sc->actions * AI_MAX_PLY * ESC_MAX_ACTIONS);
    sc->order = malloc(sizeof *sc->order * AI_MAX_PLY * 2 * ESC_MAX_ACTIONS);
    sc->root_value = malloc(sizeof *sc->root_value * ESC_MAX_ACTIONS);
    sc->tt = calloc((size_t)1 << AI_TT_BITS, sizeof *sc->tt);
    player->scratch = sc;
    if (!sc->actions || !sc->order || !sc->root_value || !sc->tt) {
        ai_player_free(player);
        return false;
    }
    sc->start_turn = -1;
    player->config = *config;
    return true;
}

void ai_player_free(ai_player *player)
{
    if (!player || !player->scratch)
        return;
    free(player->scratch->actions);
    free(player->scratch->order);
    free(player->scratch->root_value);
    free(player->scratch->tt);
    free(player->scratch);
    player->scratch = NULL;
}

void ai_player_set_cancel(ai_player *player, bool cancel)
{
    if (player && player->scratch)
        atomic_store(&player->scratch->cancel, cancel);
}

/* ---- choosing ---- */

/* Keeps the player's memory of its turns (struct ai_scratch): where its units
 * stood when its current turn began and when its two previous ones did. A game
 * that is not this one's sequel (another game, a load) starts it afresh. */
static void remember_turn(struct ai_scratch *sc, const esc_game *g)
{
    if (g->phase != ESC_PHASE_BATTLE) {
        sc->start_turn = -1;
        sc->prev_valid = false;
        return;
    }
    if (g->turn == sc->start_turn && g->active == sc->start_side)
        return;
    bool sequel = g->turn == sc->start_turn + 2 && g->active == sc->start_side;
    sc->prev2_valid = sequel && sc->prev_valid;
    sc->prev_valid = sequel;
    memcpy(sc->prev2_square, sc->prev_square, sizeof sc->prev2_square);
    memcpy(sc->prev_square, sc->start_square, sizeof sc->prev_square);
    sc->struck_prev2 = sc->struck_prev;
    sc->struck_prev = sc->struck_now;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        sc->start_square[id] = g->units[id].square;
    sc->struck_now = 0;
    sc->start_turn = g->turn;
    sc->start_side = g->active;
}

/* The squares the player's units began its previous turn and the one before on
 * (ctx->left_square, left_square2), for the units that neither attacked nor
 * used an ability since. */
static void recall_left_squares(const struct ai_scratch *sc, ai_eval_ctx *ctx, const esc_game *g)
{
    for (int id = g->active * ESC_SQUAD_MAX; id < (g->active + 1) * ESC_SQUAD_MAX && sc->prev_valid; id++) {
        uint32_t bit = 1u << id, struck = sc->struck_prev | sc->struck_now;
        if (!(struck & bit) && sc->prev_square[id] != sc->start_square[id])
            ctx->left_square[id] = sc->prev_square[id];
        if (sc->prev2_valid && !((struck | sc->struck_prev2) & bit) && sc->prev2_square[id] != sc->start_square[id])
            ctx->left_square2[id] = sc->prev2_square[id];
    }
}

/* Whether one of the legal actions hits an enemy: an attack or an attacking
 * ability. */
static bool can_strike(const esc_action *acts, int n)
{
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == ESC_ACT_ATTACK)
            return true;
        if (acts[i].kind == ESC_ACT_ABILITY && acts[i].ability != ESC_AB_NONE &&
            esc_ability_get((esc_ability)acts[i].ability)->attacks)
            return true;
    }
    return false;
}

/* Whether an enemy unit can hit one of the side to act's units from where it
 * stands (its longest range, distance only): fire that will come again next
 * turn unless the side answers it or steps out of it. */
static bool under_fire(const esc_game *g)
{
    int s = g->active, o = s ^ 1;
    for (int e = o * ESC_SQUAD_MAX; e < (o + 1) * ESC_SQUAD_MAX; e++) {
        const esc_unit_state *eu = &g->units[e];
        if (eu->square == ESC_NO_SQUARE)
            continue;
        int r = eu->range;
        if ((eu->abilities & (1u << ESC_AB_ENERGY_TRAIT)) && r < 3)
            r = 3;
        if ((eu->abilities & (1u << ESC_AB_SUPPRESSING_FIRE)) && r < 4)
            r = 4;
        for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
            if (g->units[id].square != ESC_NO_SQUARE && ai_dist(eu->square, g->units[id].square) <= r)
                return true;
    }
    return false;
}

/* The best of `v` and the worth of each attack `side` can still make in
 * `child` this turn (`acts`: a scratch row of ESC_MAX_ACTIONS). */
static int easy_follow_up(const ai_eval_ctx *ctx, const esc_game *child, int side, int v, esc_action *acts,
                          ai_budget *b)
{
    if (child->phase != ESC_PHASE_BATTLE || child->active != side || child->actions_left <= 0)
        return v;
    int n = esc_game_legal_actions(child, acts, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    for (int i = 0; i < n && !ai_budget_spent(b); i++) {
        if (acts[i].kind != ESC_ACT_ATTACK)
            continue;
        esc_game next = *child;
        esc_game_apply(&next, &acts[i], NULL);
        b->nodes++;
        b->work += 1;
        int f = ai_eval(ctx, &next, &b->work);
        if (f > v)
            v = f;
    }
    return v;
}

static int choose_easy(const ai_eval_ctx *ctx, const esc_game *g, const esc_action *acts, int n, esc_action *row,
                       core_rng *rng, ai_budget *b)
{
    int best = 0, best_score = -AI_INF;
    for (int i = 0; i < n; i++) {
        esc_game child = *g;
        esc_game_apply(&child, &acts[i], NULL);
        b->nodes++;
        b->work += 1;
        int v = ai_eval(ctx, &child, &b->work);
        /* Pressing on when behind, easy looks one action further, at the
         * blows it could strike next (play-test: one greedy step at a time, it
         * walked every unit forward by turns and never struck). */
        if (ctx->behind)
            v = easy_follow_up(ctx, &child, g->active, v, row, b);
        /* Ending the turn early throws an action away. */
        if (acts[i].kind == ESC_ACT_END_TURN)
            v -= 50;
        if (v < AI_WIN / 2 && v > -AI_WIN / 2)
            v += (int)core_rng_below(rng, EASY_NOISE + 1);
        if (v > best_score) {
            best_score = v;
            best = i;
        }
        if (ai_budget_spent(b))
            break;
    }
    return best;
}

bool ai_choose(ai_player *player, const esc_game *game, esc_action *out, ai_decision_stats *stats)
{
    double start = ai_now_seconds();
    if (stats)
        memset(stats, 0, sizeof *stats);
    if (!player || !player->scratch || !game || game->phase == ESC_PHASE_OVER)
        return false;
    struct ai_scratch *sc = player->scratch;
    const ai_config *cfg = &player->config;
    esc_action *acts = sc->actions; /* ply 0's row */
    int n = esc_game_legal_actions(game, acts, ESC_MAX_ACTIONS);
    if (n <= 0)
        return false;
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;

    /* A generator of the player's own, seeded from its seed and the position, so
     * the answer is a function of (settings, state) and of the player's memory
     * of this game's previous and current turns (remember_turn; a fresh
     * player, or one asked about another game, has none). */
    core_rng rng;
    core_rng_seed(&rng, cfg->seed ^ ai_state_hash(game));

    int time_ms = cfg->time_ms > 0 ? cfg->time_ms : ai_level_default_time_ms(cfg->level);
    ai_budget budget;
    memset(&budget, 0, sizeof budget);
    budget.limit = (long long)time_ms * AI_WORK_PER_MS;
    budget.cancel = &sc->cancel;
    if (!cfg->no_clock_stop)
        budget.deadline = start + (double)time_ms * AI_CLOCK_STOP_TENTHS / 10000.0;

    int depth = 0, score = 0;
    esc_action chosen = acts[0];
    if (cfg->level == AI_RANDOM) {
        chosen = acts[core_rng_below(&rng, (uint32_t)n)];
    } else if (game->phase == ESC_PHASE_DEPLOY) {
        chosen = acts[ai_deploy_pick(game, acts, n, &rng, cfg->level == AI_EASY ? 40 : 8)];
    } else if (n == 1) {
        chosen = acts[0];
    } else if (cfg->level == AI_EASY) {
        ai_eval_ctx ctx;
        ai_eval_prepare(&ctx, &easy_weights, game, game->active);
        chosen = acts[choose_easy(&ctx, game, acts, n, acts + ESC_MAX_ACTIONS, &rng, &budget)];
    } else {
        ai_eval_ctx ctx;
        ai_eval_prepare(&ctx, cfg->level == AI_NORMAL ? &normal_weights : &full_weights, game, game->active);
        remember_turn(sc, game);
        recall_left_squares(sc, &ctx, game);
        const ai_search_params *params = &hard_params;
        if (cfg->level == AI_NORMAL) {
            /* Against a remnant it plans its own turn (the reply it would
             * see is a lone unit stepping away, which makes no blow worth
             * setting up; play-test: a lone Shieldbearer re-casting its
             * stance every turn was never beaten). */
            bool strike = can_strike(acts, n);
            params = strike && (!under_fire(game) || ai_remnant(game, game->active)) ? &normal_params
                                                                                      : &normal_quiet_params;
            if (params == &normal_quiet_params)
                budget.limit /= NORMAL_QUIET_BUDGET_DIV;
        } else if (ai_remnant(game, game->active)) {
            /* Hard too plans its own turn against a remnant: in the replies it
             * searched, a lone Shieldbearer stepped away or struck, two units
             * set next to it were worth nothing, and hard struck its stance
             * off once a turn for ever (play-test 6). */
            params = &normal_params;
        }
        /* The move this decision's last answer made in this turn: a second
         * move of that unit to a square the first could reach is pacing. */
        if (sc->has_last) {
            esc_game after = sc->last_game;
            if (esc_game_apply(&after, &sc->last_action, NULL) == ESC_OK &&
                ai_state_hash(&after) == ai_state_hash(game)) {
                int kept = ai_drop_undoing(&sc->last_game, &sc->last_action, game, acts, n);
                n = kept > 0 ? kept : n;
            }
        }
        chosen = n == 1 ? acts[0] : ai_search_choose(sc, params, &ctx, game, acts, n, &rng, &budget, &depth, &score);
    }
    sc->last_game = *game;
    sc->last_action = chosen;
    sc->has_last = true;
    if (game->phase == ESC_PHASE_BATTLE && chosen.unit >= 0 && chosen.unit < ESC_MAX_UNITS &&
        (chosen.kind == ESC_ACT_ATTACK || chosen.kind == ESC_ACT_ABILITY))
        sc->struck_now |= 1u << chosen.unit;
    *out = chosen;
    if (stats) {
        stats->work = budget.work;
        stats->nodes = budget.nodes;
        stats->depth = depth;
        stats->score = score;
        stats->legal = n;
        stats->clock_stopped = budget.clock_stopped;
        stats->cancelled = budget.cancelled;
        stats->elapsed_ms = (ai_now_seconds() - start) * 1000.0;
    }
    return true;
}
