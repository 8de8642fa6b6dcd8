/*
 * The search of the normal and hard players: minimax with alpha-beta over single
 * actions, where a node maximises when the player is to act and minimises when
 * the opponent is (turns are two actions, plus command-forward's free moves, so
 * the sides do not alternate ply by ply). Iterative deepening counts turn ends:
 * iteration k looks through k turn ends and evaluates the position at the start
 * of the turn after. Below the root only the best few actions by a cheap static
 * ordering are tried (a beam), the transposition table's best action first; the
 * root tries everything, best-first by the previous iteration's values.
 *
 * Everything is by copy (esc_game is a plain struct), so nothing is undone.
 */
#include <string.h>

#include "ai_internal.h"
#include "skirmish/core/esc/los.h"

/* Work units per operation, in proportion to their cost measured on the
 * reference machine (one unit is about 0.05 us there): generating a node's legal
 * actions, scoring one action for ordering, applying one. A leaf's evaluation
 * counts its own (eval.c), from the number of units on the board. */
#define WORK_GENERATE 1
#define WORK_PER_ACTIONS 8   /* plus one unit per this many actions generated */
#define WORK_ORDER 1         /* per action scored */
#define WORK_APPLY 2

/* A lost game's worth per Health point the winner lost (terminal_value), at
 * most LOSS_HURT_MAX: above the few plies between two losses, far below the
 * margin (1000) that tells a won or lost line from the rest. */
#define LOSS_HURT 20
#define LOSS_HURT_MAX 500

typedef struct searcher {
    struct ai_scratch *sc;
    const ai_search_params *p;
    const ai_eval_ctx *ctx;
    ai_budget *b;
    int side;
    int target_turn;
    bool incomplete;     /* a leaf was cut short (beam or depth): deeper may differ */
} searcher;

/* ---- move ordering ---- */

/* What ordering asks of every action of one node, computed once per node. */
typedef struct node_info {
    esc_bits units;          /* squares holding a unit */
    esc_bits targets;        /* squares of enemies of the side to act that may be attacked */
    esc_bits danger;         /* squares some enemy could reach and hit next turn (by distance) */
} node_info;

static void node_info_make(const ai_eval_ctx *ctx, const esc_game *g, node_info *ni)
{
    ni->units = 0;
    ni->targets = 0;
    ni->danger = 0;
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        int sq = g->units[id].square;
        if (sq == ESC_NO_SQUARE)
            continue;
        ni->units |= esc_bit(sq);
        if (esc_unit_side(id) != g->active) {
            if (esc_game_targetable(g, id))
                ni->targets |= esc_bit(sq);
            ni->danger |= ai_within(sq, ctx->reach[id]);
        }
    }
}

/* The best plain attack `unit` would have from `from`. */
static int best_visible_hit(const searcher *s, const esc_game *g, const node_info *ni, int unit, int from)
{
    const esc_unit_state *u = &g->units[unit];
    esc_bits near = ai_within(from, u->range) & ni->targets & ~esc_bit(from);
    if (!near)
        return 0;
    esc_bits visible = esc_los_visible_set(g->obstacles | (ni->units & ~esc_bit(u->square)), from, near);
    int best = 0;
    int base = (esc_unit_side(unit) ^ 1) * ESC_SQUAD_MAX;
    for (int t = base; t < base + ESC_SQUAD_MAX && visible; t++) {
        int sq = g->units[t].square;
        if (sq != ESC_NO_SQUARE && (visible & esc_bit(sq))) {
            int v = ai_eval_hit_value(s->ctx, g, t, u->power);
            if (v > best)
                best = v;
        }
    }
    return best;
}

static int nearest_enemy(const esc_game *g, int unit, int from)
{
    int best = 99;
    int base = (esc_unit_side(unit) ^ 1) * ESC_SQUAD_MAX;
    for (int t = base; t < base + ESC_SQUAD_MAX; t++)
        if (g->units[t].square != ESC_NO_SQUARE) {
            int d = ai_dist(from, g->units[t].square);
            if (d < best)
                best = d;
        }
    return best;
}

/* King steps (no walls) from a square to the nearest of the squares. */
static int squares_to(esc_bits zone, int square)
{
    int best = 0;
    for (bool first = true; zone; first = false) {
        int z = __builtin_ctzll(zone);
        zone &= zone - 1;
        int d = ai_dist(square, z);
        if (first || d < best)
            best = d;
    }
    return best;
}

static int move_score(const searcher *s, const esc_game *g, const node_info *ni, int unit, int to, bool free_move)
{
    const esc_unit_state *u = &g->units[unit];
    int score = 0;
    int before = nearest_enemy(g, unit, u->square), after = nearest_enemy(g, unit, to);
    /* Closing in counts until the unit is within its reach; beyond, nothing. */
    if (before > u->range)
        score += 30 * (before - (after > u->range ? after : u->range));
    else if (after <= u->range)
        score += 5;
    bool may_attack = !(u->flags & (ESC_UF_ATTACKED | ESC_UF_USED_ABILITY)) && u->no_attack_turn != g->turn &&
                      (free_move ? g->actions_left >= 1 : g->actions_left >= 2) &&
                      !(u->suppressed_turn == g->turn && !free_move);
    if (may_attack)
        score += 4 * best_visible_hit(s, g, ni, unit, to) / 5;
    /* Stepping out of the enemy's reach is worth something, into it a little less
     * (an attacker has to). A unit two blows could kill steps out first: with
     * its flight beyond the opponent's beam, the search thought a wounded enemy
     * would wait to be killed next turn, and a sure kill now lost to a move
     * that only "threatened" one (play-test: normal left a 1-Health enemy two
     * squares off alone for nine rounds). Normal only: hard's wider beams
     * see the flight, and its replies paced forth and back with this order. */
    bool was = (ni->danger >> u->square) & 1, will = (ni->danger >> to) & 1;
    if (was && !will)
        score += u->health <= 2 && s->p->flee_wounded ? 160 : 40;
    else if (!was && will)
        score -= 25;
    if (g->zone && (g->zone & esc_bit(to)) && !(g->zone & esc_bit(u->square)))
        score += 200;
    /* A scenario's zones for the mover's side, and its escorted unit's exits. */
    int side = esc_unit_side(unit);
    esc_bits goal = s->ctx->goal_zone[side];
    if (goal && (goal & esc_bit(to)) && !(goal & esc_bit(u->square)))
        score += 200;
    if (unit == s->ctx->escort[side]) {
        /* Walking steps, as the evaluation counts them (round walls and the
         * other side's units); the king's when walled off. */
        esc_bits exits = s->ctx->exits[side], open = ~g->obstacles & ~esc_game_side_squares(g, side ^ 1);
        int from_steps = ai_walk_steps(u->square, exits, open), to_steps = ai_walk_steps(to, exits, open);
        if (from_steps < 0 || to_steps < 0) {
            from_steps = squares_to(exits, u->square);
            to_steps = squares_to(exits, to);
        }
        score += 100 * (from_steps - to_steps);
    }
    return score;
}

static int order_score(const searcher *s, const esc_game *g, const node_info *ni, const esc_action *a)
{
    const ai_eval_ctx *ctx = s->ctx;
    switch (a->kind) {
    case ESC_ACT_ATTACK:
        return 10000 + ai_eval_hit_value(ctx, g, a->target, g->units[a->unit].power);
    case ESC_ACT_MOVE:
        return 1000 + move_score(s, g, ni, a->unit, a->square, false);
    case ESC_ACT_COMMAND_MOVE:
        return 1000 + move_score(s, g, ni, a->unit, a->square, true);
    case ESC_ACT_COMMAND_DONE:
        return 1000;
    case ESC_ACT_END_TURN:
        return -100000;
    case ESC_ACT_ABILITY:
        break;
    default:
        return 0;
    }
    const esc_unit_state *u = &g->units[a->unit];
    esc_attack_profile p = esc_game_attack_profile(g, a->unit, a->ability);
    switch (a->ability) {
    case ESC_AB_CHARGE:
        return 10000 + ai_eval_hit_value(ctx, g, a->target, p.power) + (a->square == u->square ? 0 : 20);
    case ESC_AB_ENERGY_TRAIT:
    case ESC_AB_SUPPRESSING_FIRE:
    case ESC_AB_PRECISION_SHOT:
        return 10000 + ai_eval_hit_value(ctx, g, a->target, p.power) + (a->ability == ESC_AB_SUPPRESSING_FIRE ? 60 : 0);
    case ESC_AB_OVERCHARGE:
        return 10000 + ai_eval_hit_value(ctx, g, a->target, p.power) - 80;
    case ESC_AB_DEVASTATING_STRIKE: {
        int price = u->health <= 1 ? ctx->worth[a->unit] + ctx->w->hp : ctx->w->hp;
        return 10000 + ai_eval_hit_value(ctx, g, a->target, p.power) - price;
    }
    case ESC_AB_SWEEP: {
        int total = 0;
        int base = (esc_unit_side(a->unit) ^ 1) * ESC_SQUAD_MAX;
        for (int t = base; t < base + ESC_SQUAD_MAX; t++)
            if (g->units[t].square != ESC_NO_SQUARE && ai_dist(g->units[t].square, u->square) == 1 &&
                esc_game_targetable(g, t))
                total += ai_eval_hit_value(ctx, g, t, 1);
        return 10000 + total;
    }
    case ESC_AB_DEFENSIVE_STANCE:
        return 1100;
    case ESC_AB_TACTICAL_RETREAT:
        return 1050 + (a->square == u->square ? 0 : move_score(s, g, ni, a->unit, a->square, false) / 2);
    case ESC_AB_COMMAND_FORWARD:
        return 1200;
    case ESC_AB_GUARDIAN:
        return 1080;
    case ESC_AB_FEINT:
        return 1000;
    default:
        return 1000;
    }
}

/* Writes into idx[] the indexes of the `width` best actions (or all if fewer),
 * best first; `hint` (a previous best action) leads when present. Returns how
 * many. `scores` is scratch of the same length as the actions. */
static int select_best(const searcher *s, const esc_game *g, const esc_action *acts, int n, int width,
                       const esc_action *hint, int *scores, int *idx)
{
    node_info ni;
    node_info_make(s->ctx, g, &ni);
    for (int i = 0; i < n; i++) {
        scores[i] = order_score(s, g, &ni, &acts[i]);
        if (hint && esc_action_equal(hint, &acts[i]))
            scores[i] = AI_INF;
    }
    s->b->work += (long long)n * WORK_ORDER;
    if (width > n)
        width = n;
    /* Partial selection sort: widths are small next to n. Ties go to the earlier
     * index, so the choice is a function of the generator's fixed order. */
    int k = 0;
    for (int i = 0; i < n; i++)
        idx[i] = i;
    for (; k < width; k++) {
        int best = k;
        for (int j = k + 1; j < n; j++)
            if (scores[idx[j]] > scores[idx[best]])
                best = j;
        int t = idx[k];
        idx[k] = idx[best];
        idx[best] = t;
    }
    return width;
}

/* ---- the tree ---- */

/* LOSS_HURT for each Health point the winner of a finished game lost in it,
 * its dead units' whole Health included, at most LOSS_HURT_MAX. */
static int winner_hurt(const esc_game *g)
{
    int hurt = 0;
    for (int id = g->winner * ESC_SQUAD_MAX; id < (g->winner + 1) * ESC_SQUAD_MAX; id++)
        if (g->units[id].flags & ESC_UF_PRESENT)
            hurt += g->units[id].max_health - (g->units[id].square == ESC_NO_SQUARE ? 0 : g->units[id].health);
    return hurt * LOSS_HURT < LOSS_HURT_MAX ? hurt * LOSS_HURT : LOSS_HURT_MAX;
}

static int terminal_value(const searcher *s, const esc_game *g, int ply)
{
    int v = ai_eval(s->ctx, g, &s->b->work);
    /* A quicker win is better, a later loss less bad. Of two losses, the one
     * that hurt the winner more is less bad (LOSS_HURT a Health point): a
     * unit that dies whatever it does strikes first rather than fleeing one
     * turn longer, and a campaign's winner keeps its wounds (play-test 16: a
     * Berserker on 2 Health turned from a Knight in stance and died unheard).
     * Not in a scenario, whose balance was measured without it. */
    if (v >= AI_WIN)
        return v - ply;
    if (v <= -AI_WIN)
        return v + ply + (g->scenario.active || g->winner < 0 ? 0 : winner_hurt(g));
    return v;
}

static ai_tt_entry *tt_slot(const searcher *s, uint64_t key)
{
    return &s->sc->tt[key & ((1u << AI_TT_BITS) - 1)];
}

/*
 * A unit that moves and then moves again in the same turn, with nothing done
 * in between, to a square it could have reached with its first move (the
 * square it left, or any other its first move could have taken) spends two
 * actions on what one does: the pair is pacing, never better than the single
 * move (play-test 13: a Captain went d7-c5-b6 in one turn, a Captain shuffled
 * b7-a6-b7 for ten rounds). `prev` is the state before `last`, the action that
 * led to `g`; such second moves are dropped from `acts`. Returns how many
 * actions are left (the order of the others is kept).
 */
int ai_drop_undoing(const esc_game *prev, const esc_action *last, const esc_game *g, esc_action *acts, int n)
{
    if (!prev || !last || last->kind != ESC_ACT_MOVE || prev->active != g->active || prev->turn != g->turn ||
        g->phase != ESC_PHASE_BATTLE)
        return n;
    int u = last->unit, from = prev->units[u].square, k = 0;
    for (int i = 0; i < n; i++) {
        const esc_action *a = &acts[i];
        if (a->kind == ESC_ACT_MOVE && a->unit == u) {
            if (a->square == from)
                continue;
            if (esc_game_can_action(prev, a))
                continue;
        }
        acts[k++] = acts[i];
    }
    return k;
}

static int search(searcher *s, const esc_game *g, int ply, int alpha, int beta, const esc_game *prev,
                  const esc_action *last)
{
    ai_budget *b = s->b;
    b->nodes++;
    if (g->phase == ESC_PHASE_OVER)
        return terminal_value(s, g, ply);
    if (g->turn >= s->target_turn || ply >= AI_MAX_PLY - 1) {
        s->incomplete = true;
        return ai_eval(s->ctx, g, &b->work);
    }
    if (ai_budget_spent(b))
        return 0;

    int depth = s->target_turn - g->turn;
    uint64_t key = ai_state_hash(g);
    ai_tt_entry *slot = tt_slot(s, key);
    const esc_action *hint = NULL;
    esc_action hint_copy;
    if (slot->gen == s->sc->tt_gen && slot->key == key) {
        hint_copy = slot->best;
        hint = &hint_copy;
        if (slot->depth >= depth) {
            int v = slot->value;
            if (slot->bound == AI_TT_EXACT)
                return v;
            if (slot->bound == AI_TT_LOWER && v >= beta)
                return v;
            if (slot->bound == AI_TT_UPPER && v <= alpha)
                return v;
        }
    }

    esc_action *acts = s->sc->actions + (size_t)ply * ESC_MAX_ACTIONS;
    int *scores = s->sc->order + (size_t)(2 * ply) * ESC_MAX_ACTIONS;
    int *idx = scores + ESC_MAX_ACTIONS;
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    b->work += WORK_GENERATE + n / WORK_PER_ACTIONS;
    if (g->active == s->side)
        n = ai_drop_undoing(prev, last, g, acts, n);
    if (n == 0) /* cannot happen while the game runs; be safe */
        return ai_eval(s->ctx, g, &b->work);

    bool maxing = g->active == s->side;
    int width;
    if (g->command_unit != ESC_NO_UNIT)
        width = s->p->width_command;
    else if (maxing)
        width = s->p->width_own;
    else
        width = g->actions_left >= ESC_ACTIONS_PER_TURN ? s->p->width_opp_first : s->p->width_opp;
    int m = select_best(s, g, acts, n, width, hint, scores, idx);
    if (m < n)
        s->incomplete = true;

    int alpha0 = alpha, beta0 = beta;
    int best = maxing ? -AI_INF : AI_INF;
    int best_i = idx[0];
    for (int k = 0; k < m; k++) {
        int i = idx[k];
        esc_game child = *g;
        esc_game_apply(&child, &acts[i], NULL);
        b->work += WORK_APPLY;
        int v = search(s, &child, ply + 1, alpha, beta, g, &acts[i]);
        if (b->stopped)
            return 0;
        if (maxing ? v > best : v < best) {
            best = v;
            best_i = i;
        }
        if (maxing) {
            if (best > alpha)
                alpha = best;
        } else if (best < beta) {
            beta = best;
        }
        if (alpha >= beta)
            break;
    }
    slot->key = key;
    slot->gen = s->sc->tt_gen;
    slot->depth = (int8_t)depth;
    slot->value = best;
    slot->bound = best <= alpha0 ? AI_TT_UPPER : best >= beta0 ? AI_TT_LOWER : AI_TT_EXACT;
    slot->best = acts[best_i];
    return best;
}

/*
 * Ending the turn wins a tie at the root (pacing is not play), but a short
 * search ties for another reason too: an opponent that falls back undoes any
 * advance before the horizon, so every step forward is worth exactly standing
 * still, and the player ended turn after turn while ahead (play-test: Normal
 * stood off a wounded enemy for twenty rounds instead of pressing it). So when
 * the deep search ends on ending the turn, the move that was best by the end of
 * the player's own turn (an advance, an attack, a step onto an objective:
 * better there than standing) is taken if the deep search proves it no worse
 * than standing (a null window at standing's value, `standing`). A step forth
 * and back ends where standing does, so it never gets here.
 */
static bool press_tie(searcher *s, const esc_game *game, const esc_action *move, int depth, int standing)
{
    if (standing >= AI_WIN - 1000 || standing <= -AI_WIN + 1000)
        return false;
    s->target_turn = game->turn + depth;
    esc_game child = *game;
    esc_game_apply(&child, move, NULL);
    s->b->work += WORK_APPLY;
    int v = search(s, &child, 1, standing - 1, standing, game, move);
    return !s->b->stopped && v >= standing;
}

esc_action ai_search_choose(struct ai_scratch *sc, const ai_search_params *params, const ai_eval_ctx *ctx,
                            const esc_game *game, const esc_action *actions, int n, core_rng *rng,
                            ai_budget *budget, int *depth_out, int *score_out)
{
    searcher s = { .sc = sc, .p = params, .ctx = ctx, .b = budget, .side = game->active };
    sc->tt_gen++;
    if (sc->tt_gen == 0) {
        memset(sc->tt, 0, sizeof *sc->tt << AI_TT_BITS);
        sc->tt_gen = 1;
    }
    /* Root order: shuffled by the player's generator (so equal actions are chosen
     * among at random, reproducibly), then best static score first. */
    int *key = sc->order;                      /* ply 0's rows: static scores, */
    int *order = sc->order + ESC_MAX_ACTIONS;  /* the order tried in, */
    int *value = sc->root_value;               /* the last iteration's values */
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)core_rng_below(rng, (uint32_t)(i + 1));
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    node_info ni;
    node_info_make(ctx, game, &ni);
    for (int i = 0; i < n; i++)
        key[i] = order_score(&s, game, &ni, &actions[i]);
    budget->work += (long long)n * WORK_ORDER;
    /* Ending the turn is tried second (its value is the yardstick a move must
     * beat, see below), the rest best static score first. */
    for (int i = 0; i < n; i++)
        if (actions[i].kind == ESC_ACT_END_TURN)
            key[i] = AI_INF - 1;
    /* Insertion sort by key, stable: n is at most a few hundred here. */
    for (int i = 1; i < n; i++) {
        int x = order[i], j = i - 1;
        while (j >= 0 && key[order[j]] < key[x]) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = x;
    }

    if (n > 1 && actions[order[0]].kind == ESC_ACT_END_TURN) {
        int t = order[0];
        order[0] = order[1];
        order[1] = t;
    }
    esc_action chosen = actions[order[0]];
    int chosen_score = 0, depth_done = 0;
    if (n == 1) {
        *depth_out = 0;
        *score_out = 0;
        return chosen;
    }
    /* The best action by the end of the player's own turn, when it beats
     * ending the turn there (press_tie). */
    int progress_i = -1;
    /* The root's own actions are the caller's buffer (ply 0's row); the nodes
     * below use the rows of ply 1 and deeper. */
    for (int k = 1; k <= params->max_turns; k++) {
        s.target_turn = game->turn + k;
        s.incomplete = false;
        int alpha = -AI_INF, best = -AI_INF, best_i = -1, done = 0;
        for (int r = 0; r < n; r++) {
            int i = order[r];
            esc_game child = *game;
            esc_game_apply(&child, &actions[i], NULL);
            budget->work += WORK_APPLY;
            int v = search(&s, &child, 1, alpha, AI_INF, game, &actions[i]);
            if (budget->stopped)
                break;
            /* Ending the turn wins a tie: a move that leads nowhere better, or a
             * step forth and back, is pacing, not play. */
            if (actions[i].kind == ESC_ACT_END_TURN && v > -AI_WIN + 1000 && v < AI_WIN - 1000)
                v++;
            done++;
            value[i] = v;
            if (v > best) {
                best = v;
                best_i = i;
                alpha = v;
            }
        }
        if (budget->stopped) {
            /* A partial iteration still counts when it finished the previous best
             * (searched first): anything that beat it did so with a full window. */
            if (done > 0 && best_i >= 0) {
                chosen = actions[best_i];
                chosen_score = best;
            }
            break;
        }
        chosen = actions[best_i];
        chosen_score = best;
        depth_done = k;
        if (k == 1 && actions[best_i].kind != ESC_ACT_END_TURN)
            progress_i = best_i;
        /* Best first for the next iteration; actions that failed low keep their
         * relative order (their values are only bounds). */
        for (int i = 1; i < n; i++) {
            int x = order[i], j = i - 1;
            while (j >= 0 && value[order[j]] < value[x]) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = x;
        }
        if (!s.incomplete || best >= AI_WIN - 1000 || best <= -AI_WIN + 1000)
            break;
    }
    if (params->press_ties && chosen.kind == ESC_ACT_END_TURN && progress_i >= 0 && depth_done >= 2 &&
        !budget->stopped && press_tie(&s, game, &actions[progress_i], depth_done, chosen_score - 1)) {
        chosen = actions[progress_i];
        chosen_score--;
    }
    *depth_out = depth_done;
    *score_out = chosen_score;
    return chosen;
}
