/*
 * The evaluation: what a position is worth to one player, in centi-Health.
 *
 * Material (Health and the units themselves) dominates; on top of it, what each
 * side can hit in its coming turn. The side to move will cash in its best attacks
 * before the other can answer, so most of its best gain counts; the waiting side's
 * threats count less, since the side to move may still step away or strike first.
 * Statuses change those threats: untargetable units cannot be hit, suppressed units
 * get one action, overcharged ones cannot attack, a stance soaks a point, a
 * guardian takes the hit. It also knows how the game will end: near the round
 * limit rank points and the side the limit would rule for weigh more, and on a
 * zone map the marker the holder will take at the end of its turn counts before
 * it is taken. A side the round limit would rule against presses on as the limit
 * nears (passing only loses). In a scenario game each side's objectives count,
 * their progress asked of the core (esc_objective_progress). See docs/ai.md for
 * the terms and weights.
 */
#include <string.h>

#include "ai_internal.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/core/esc/objective.h"

static int unit_side(int unit) { return unit / ESC_SQUAD_MAX; }

/* The longest range among the unit's attacks, plain or by ability. */
static int longest_range(const esc_unit_state *u)
{
    int r = u->range;
    if ((u->abilities & (1u << ESC_AB_ENERGY_TRAIT)) && r < 3)
        r = 3;
    if ((u->abilities & (1u << ESC_AB_SUPPRESSING_FIRE)) && r < 4)
        r = 4;
    return r;
}

/* How close the round limit is, 0 (far, or none) to w->limit_turns (the decision
 * is in the last turn), counted from the decision's turn: the search looks a few
 * turns ahead at most, and one value for the whole search keeps its leaves
 * comparable. */
static int limit_urgency(const ai_weights *w, const esc_game *g)
{
    if (g->settings.round_limit <= 0 || w->limit_turns <= 0 || g->phase != ESC_PHASE_BATTLE)
        return 0;
    int turns_left = 2 * g->settings.round_limit - g->turn + 1;   /* this one included */
    int u = w->limit_turns + 1 - turns_left;
    return u < 0 ? 0 : u > w->limit_turns ? w->limit_turns : u;
}

/* How hard a player behind presses on, 0..100: 0 until w->press_rounds rounds
 * are left (this one included), 100 from half the window before the limit on. */
static int press_of(const ai_weights *w, const esc_game *g)
{
    if (g->settings.round_limit <= 0 || w->press_rounds <= 0 || g->phase != ESC_PHASE_BATTLE)
        return 0;
    int rounds_left = g->settings.round_limit - esc_game_round(g) + 1;
    int full = w->press_rounds / 2;
    int p = (w->press_rounds - rounds_left) * 100 / (w->press_rounds - full);
    return p < 0 ? 0 : p > 100 ? 100 : p;
}

/* Whom the round limit would rule for if it came now, from `me`'s side: > 0
 * me, < 0 the opponent, 0 nobody (the core's ruling, esc_game_limit_winner). */
static int limit_lead(const esc_game *g, int me)
{
    int w = esc_game_limit_winner(g);
    /* A campaign battle (its hooks offer yielding) goes to the holder, side
     * 0, on a draw: the attacker that only holds even is behind (play-test:
     * two Berserkers stood off for thirty rounds and the attacker lost). */
    if (w < 0 && g->settings.hooks.yielding && !g->scenario.active)
        w = 0;
    return w < 0 ? 0 : w == me ? 1 : -1;
}

/* A unit that holds the line: melee, and sturdy (Health 4 or more) or
 * hard-hitting (Power 2 or more). */
static bool heavy_unit(const esc_unit_state *u)
{
    return longest_range(u) == 1 && (u->max_health >= 4 || u->power >= 2);
}

/* The enemy each of the player's heavy units presses (ctx->heavy_goal): one it
 * can walk to and strike within two turns (two moves, then a move and the
 * blow: 3 x Move + 1 squares; one more for the enemy's own step, so a Move 1
 * unit on its front rank is pressed from round 1), the one nearest it, and before any other one
 * that can reach a wounded ally of the player this turn (the heavy steps
 * between or strikes it first). None for a wounded heavy unit (it is the one
 * to protect), nor for an escorted one (its exits are its goal), nor for a
 * side that wins by lasting (ctx->survives). */
static void heavy_goals(ai_eval_ctx *ctx, const esc_game *g)
{
    int me = ctx->side, o = me ^ 1;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        ctx->heavy_goal[id] = ESC_NO_SQUARE;
    /* Not in a scenario: its objectives give the units their reasons to move,
     * and its balance (docs/balance.md) was measured without this pull, which
     * moved three of eight scenarios out of their band (Last Light 64 -> 24 %,
     * The Courier 51 -> 81 %, The Hill 49 -> 9 %, seeds 1-160). */
    if (!ctx->w->heavy_close || ctx->survives || g->phase != ESC_PHASE_BATTLE || g->scenario.active)
        return;
    uint32_t menaces = 0;   /* enemies within their reach of a wounded unit of the player */
    for (int a = me * ESC_SQUAD_MAX; a < (me + 1) * ESC_SQUAD_MAX; a++) {
        const esc_unit_state *u = &g->units[a];
        if (u->square == ESC_NO_SQUARE || u->health * 2 > u->max_health)
            continue;
        for (int e = o * ESC_SQUAD_MAX; e < (o + 1) * ESC_SQUAD_MAX; e++)
            if (g->units[e].square != ESC_NO_SQUARE && ai_dist(u->square, g->units[e].square) <= ctx->reach[e])
                menaces |= 1u << e;
    }
    for (int id = me * ESC_SQUAD_MAX; id < (me + 1) * ESC_SQUAD_MAX; id++) {
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE || !heavy_unit(u) || u->health * 2 <= u->max_health || id == ctx->escort[me])
            continue;
        int window = 3 * u->move + 2, best = 999;
        for (int e = o * ESC_SQUAD_MAX; e < (o + 1) * ESC_SQUAD_MAX; e++) {
            int d = g->units[e].square == ESC_NO_SQUARE ? 99 : ai_dist(u->square, g->units[e].square);
            int rank = d + (menaces & (1u << e) ? 0 : 100);
            if (d <= window && rank < best) {
                best = rank;
                ctx->heavy_goal[id] = g->units[e].square;
            }
        }
    }
}

void ai_eval_prepare(ai_eval_ctx *ctx, const ai_weights *w, const esc_game *g, int side)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->w = w;
    ctx->side = side;
    ctx->urgency = limit_urgency(w, g);
    ctx->press = press_of(w, g);
    ctx->behind = ctx->press && limit_lead(g, side) < 0;
    ctx->finishing = ai_remnant(g, side);
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        ctx->root_square[id] = g->units[id].square;
        ctx->left_square[id] = ctx->left_square2[id] = ESC_NO_SQUARE;
    }
    /* A unit's rank points are what the round limit counts first: near it they
     * weigh more, in the material and in every hit that would kill. */
    int rp_weight = w->unit_rp + (w->limit_turns ? w->limit_rp * ctx->urgency / w->limit_turns : 0);
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (!(u->flags & ESC_UF_PRESENT))
            continue;
        ctx->worth[id] = w->unit_base + rp_weight * u->rank_points + w->unit_power * (u->power - 1) +
                         w->unit_range * (u->range - 1);
        ctx->reach[id] = u->move + longest_range(u);
        ctx->range[id] = longest_range(u);
    }
    /* A scenario's objectives: where each side scores, whom it escorts. */
    ctx->escort[0] = ctx->escort[1] = ESC_NO_UNIT;
    const esc_scenario_rules *r = &g->scenario;
    for (int i = 0; r->active && i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        esc_bits zone = esc_scenario_zone_squares(r, o->zones);
        for (int s = 0; s < ESC_SIDES; s++) {
            if (!esc_objective_for(o, s))
                continue;
            if (o->kind == ESC_OBJ_CONTROL || o->kind == ESC_OBJ_HOLD)
                ctx->goal_zone[s] |= zone;
            if (o->kind == ESC_OBJ_SURVIVE && s == side)
                ctx->survives = true;
            if (o->kind == ESC_OBJ_ESCORT && o->side == s && o->unit >= 0 && o->unit < ESC_SQUAD_MAX) {
                ctx->escort[s] = s * ESC_SQUAD_MAX + o->unit;
                ctx->exits[s] = zone;
                if (g->units[ctx->escort[s]].flags & ESC_UF_PRESENT)
                    ctx->worth[ctx->escort[s]] += w->escort_unit;
                if (s != side && g->units[ctx->escort[s]].square != ESC_NO_SQUARE)
                    ctx->intercepts = true;
            }
        }
    }
    /* Impatience: two sides that each wait for the other to step into reach would
     * wait for ever; the longer the game, the more standing off costs. */
    int round = g->turn > 0 ? (g->turn + 1) / 2 : 0;
    int extra = w->impatience * round;
    ctx->approach = w->approach + (extra > w->impatience_cap ? w->impatience_cap : extra);
    heavy_goals(ctx, g);
}

/* ---- threats ---- */

/* Whether `unit` may be attacked during turn t (the current one or the next). */
static bool targetable_in(const esc_game *g, int unit, int t)
{
    int16_t until = g->units[unit].untargetable_until;
    return until == 0 || until < t;
}

/* Who takes a hit aimed at `target` during turn t: its guardian while the guard
 * lasts. */
static int taker_in(const esc_game *g, int target, int t)
{
    const esc_unit_state *u = &g->units[target];
    int guard = u->guarded_by;
    if (guard != ESC_NO_UNIT && g->units[guard].square != ESC_NO_SQUARE && u->guard_until > t)
        return guard;
    return target;
}

static int hit_value_on(const ai_eval_ctx *ctx, const esc_game *g, int taker, int damage)
{
    const esc_unit_state *u = &g->units[taker];
    if (u->flags & ESC_UF_STANCE) {
        damage--;
        if (damage <= 0)
            return ctx->w->stance / 2;  /* only strips the stance */
    }
    if (damage >= u->health)
        return ctx->worth[taker] + ctx->w->hp * u->health;
    return ctx->w->hp * damage;
}

/* Whether `damage` kills `taker` (after its stance). */
static bool kills_unit(const esc_game *g, int taker, int damage)
{
    const esc_unit_state *u = &g->units[taker];
    return damage - ((u->flags & ESC_UF_STANCE) ? 1 : 0) >= u->health;
}

int ai_eval_hit_value(const ai_eval_ctx *ctx, const esc_game *g, int target, int damage)
{
    return hit_value_on(ctx, g, taker_in(g, target, g->turn), damage);
}

typedef struct threat_entry {
    int8_t unit, taker;
    int8_t damage, cost;  /* cost in actions */
} threat_entry;

/*
 * An estimate of the most side `s` can gain by attacking during turn t (the
 * current turn when `current`, else its next one) with `acts` actions: the best
 * single attack, the best two attacks by different units from where they stand,
 * or one move-then-attack. Line of sight is exact for attacks from where units
 * stand; after a move only distance is checked (cheap, and usually right).
 */
static int threat_gain(const ai_eval_ctx *ctx, const esc_game *g, int s, int t, int acts, bool current,
                       esc_bits *kills)
{
    if (kills)
        *kills = 0;
    if (acts <= 0)
        return 0;
    int o = s ^ 1;
    esc_bits units = esc_game_unit_squares(g);
    int8_t enemy_sq[ESC_SQUAD_MAX];
    esc_bits enemies = 0;
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        int e = o * ESC_SQUAD_MAX + i;
        enemy_sq[i] = ESC_NO_SQUARE;
        if (g->units[e].square != ESC_NO_SQUARE && targetable_in(g, e, t)) {
            enemy_sq[i] = g->units[e].square;
            enemies |= esc_bit(enemy_sq[i]);
        }
    }
    if (!enemies)
        return 0;

    threat_entry list[ESC_SQUAD_MAX * ESC_SQUAD_MAX * 3];
    int n = 0;
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        int id = s * ESC_SQUAD_MAX + i;
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        int my_acts = acts;
        if (u->suppressed_turn == t)
            my_acts = current && u->acted >= 1 ? 0 : 1;
        if (my_acts <= 0 || u->no_attack_turn == t)
            continue;
        if (current && (u->flags & (ESC_UF_ATTACKED | ESC_UF_USED_ABILITY)))
            continue;
        uint16_t ab = u->abilities;
        int sq = u->square;
        int far = longest_range(u);
        esc_bits near = ai_within(sq, far) & enemies;
        esc_bits seen = 0, seen_walls = 0;
        if (near) {
            esc_bits others = units & ~esc_bit(sq);
            seen = esc_los_visible_set(g->obstacles | others, sq, near);
            if (ab & (1u << ESC_AB_PRECISION_SHOT))
                seen_walls = esc_los_visible_set(g->obstacles, sq, near);
        }
        for (int k = 0; k < ESC_SQUAD_MAX; k++) {
            int esq = enemy_sq[k];
            if (esq == ESC_NO_SQUARE)
                continue;
            int d = ai_dist(sq, esq);
            int now = 0;
            bool vis = (seen >> esq) & 1;
            if (vis && d <= u->range)
                now = u->power;
            if (d == 1 && (ab & (1u << ESC_AB_DEVASTATING_STRIKE)) && now < 4)
                now = 4;
            if (vis && d <= 3 && (ab & (1u << ESC_AB_ENERGY_TRAIT)) && now < 2)
                now = 2;
            if (((seen_walls >> esq) & 1) && d <= u->range && now < 2)
                now = 2;
            if (vis && d <= 4 && (ab & (1u << ESC_AB_SUPPRESSING_FIRE)) && now < 1)
                now = 1;
            if (d == 1 && (ab & (1u << ESC_AB_SWEEP)) && now < 1)
                now = 1;
            int taker = taker_in(g, o * ESC_SQUAD_MAX + k, t);
            if (now > 0 && n < (int)(sizeof list / sizeof list[0]))
                list[n++] = (threat_entry){ (int8_t)id, (int8_t)taker, (int8_t)now, 1 };
            /* After a move: the plain attack (or the strike, energy) if the enemy
             * is within Move + range; a charge hits for 1 in one action. */
            int later = 0;
            if (d <= u->move + u->range)
                later = u->power;
            if ((ab & (1u << ESC_AB_DEVASTATING_STRIKE)) && d <= u->move + 1 && later < 4)
                later = 4;
            if ((ab & (1u << ESC_AB_ENERGY_TRAIT)) && d <= u->move + 3 && later < 2)
                later = 2;
            if (later > now && my_acts >= 2 && n < (int)(sizeof list / sizeof list[0]))
                list[n++] = (threat_entry){ (int8_t)id, (int8_t)taker, (int8_t)later, 2 };
            if ((ab & (1u << ESC_AB_CHARGE)) && now < 1 && d <= u->move + u->range &&
                n < (int)(sizeof list / sizeof list[0]))
                list[n++] = (threat_entry){ (int8_t)id, (int8_t)taker, 1, 1 };
        }
    }
    int best = 0;
    for (int a = 0; a < n; a++) {
        if (list[a].cost > acts)
            continue;
        int va = hit_value_on(ctx, g, list[a].taker, list[a].damage);
        if (va > best)
            best = va;
        if (kills && kills_unit(g, list[a].taker, list[a].damage))
            *kills |= esc_bit(g->units[list[a].taker].square);
        if (acts < 2 || list[a].cost != 1)
            continue;
        for (int b = a + 1; b < n; b++) {
            if (list[b].cost != 1 || list[b].unit == list[a].unit)
                continue;
            bool same = list[a].taker == list[b].taker;
            int v = same ? hit_value_on(ctx, g, list[a].taker, list[a].damage + list[b].damage)
                         : va + hit_value_on(ctx, g, list[b].taker, list[b].damage);
            if (v > best)
                best = v;
            if (kills && same && kills_unit(g, list[a].taker, list[a].damage + list[b].damage))
                *kills |= esc_bit(g->units[list[a].taker].square);
        }
    }
    return best;
}

/* ---- the whole evaluation ---- */

static int zone_distance(esc_bits zone, int square)
{
    int best = 99;
    while (zone) {
        int z = __builtin_ctzll(zone);
        zone &= zone - 1;
        int d = ai_dist(square, z);
        if (d < best)
            best = d;
    }
    return best;
}

static int zone_farthest(esc_bits zone, int square)
{
    int worst = 0;
    while (zone) {
        int z = __builtin_ctzll(zone);
        zone &= zone - 1;
        int d = ai_dist(square, z);
        if (d > worst)
            worst = d;
    }
    return worst;
}

bool ai_remnant(const esc_game *g, int side)
{
    int mine = 0, theirs = 0;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (g->units[id].square != ESC_NO_SQUARE)
            unit_side(id) == side ? mine++ : theirs++;
    return theirs == 1 && mine >= 2;
}

/* Whether objective i of `side` is still in its reach though it is outmatched:
 * an escorted unit still on the board may yet walk out, a survive objective
 * is won by lasting, and a control or hold one short of its last marker or
 * round may be won by one turn alone in the zone. */
static bool objective_in_reach(const esc_game *g, int i, int side)
{
    const esc_objective *o = &g->scenario.objectives[i];
    int done = 0, goal = 0;
    if (!esc_objective_progress(g, i, side, &done, &goal))
        return false;
    switch (o->kind) {
    case ESC_OBJ_ESCORT:
        return done >= 0;
    case ESC_OBJ_SURVIVE:
        return true;
    case ESC_OBJ_CONTROL:
    case ESC_OBJ_HOLD:
        return goal - done <= 1;
    default:
        return false;
    }
}

/* The ruling of docs/ai.md "Conceding": outmatched (one unit against two or
 * more, or under a quarter of the opponent's rank points left), not ahead by
 * the round limit's measure or the scenario's race, and no objective of its
 * own within reach. */
bool ai_should_concede(const esc_game *g, int side)
{
    if (!g || side < 0 || side >= ESC_SIDES || g->phase != ESC_PHASE_BATTLE)
        return false;
    int other = 1 - side;
    int mine = esc_game_units_left(g, side), theirs = esc_game_units_left(g, other);
    int rp = esc_game_rank_points_left(g, side), their_rp = esc_game_rank_points_left(g, other);
    bool outmatched = (mine == 1 && theirs >= 2) || 4 * rp < their_rp;
    if (mine < 1 || !outmatched || esc_objectives_ahead(g, side))
        return false;
    if (g->scenario.active) {
        for (int i = 0; i < g->scenario.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
            if (esc_objective_for(&g->scenario.objectives[i], side) && objective_in_reach(g, i, side))
                return false;
    } else if (g->zone && g->markers[side] + 1 >= g->settings.markers_to_win) {
        return false; /* the standard game's zone: one marker from winning */
    }
    return true;
}

/* The nearest of side s's units to the squares, in king steps (99: none). */
static int side_nearest(const esc_game *g, int s, esc_bits zone)
{
    int best = 99;
    for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
        if (g->units[id].square != ESC_NO_SQUARE) {
            int d = zone_distance(zone, g->units[id].square);
            if (d < best)
                best = d;
        }
    return best;
}

/*
 * How far side s's escorted unit on `from` is from its exits, in walking
 * steps: round the walls, and round the other side's units, which block its
 * way (its own step aside). The king's count (`king`, the core's progress)
 * sees through both: a Rider on the only gap changed nothing, so the computer
 * never blocked an exit, and its own escort stopped in a cup of walls nearest
 * the road as the crow flies (blind play-test of issue 37). Walled off by units
 * alone, the way round the walls and four steps more (units move); walled off
 * by the walls, the king's count.
 */
static int escort_steps(const esc_game *g, int s, int from, esc_bits exits, int king)
{
    esc_bits open = ~g->obstacles;
    int d = ai_walk_steps(from, exits, open & ~esc_game_side_squares(g, s ^ 1));
    if (d >= 0)
        return d;
    d = ai_walk_steps(from, exits, open);
    return d >= 0 ? d + 4 : king;
}

/* A scenario's objectives (rules.md 9b), each side's progress asked of the
 * core (esc_objective_progress): control markers, with the coming marker of
 * each zone held alone as on a standard map's zone; hold rounds in a row, with
 * the zone held alone (counted at the end of the opponent's turn, so the side
 * to move may still contest it); the escorted unit's steps to its exit.
 * Survive has no term here: it is the round limit's ruling for that side,
 * which the press of a side behind reads (esc_objectives_limit_winner), and
 * the side it favours guards its units (survive_safe, in ai_eval). */
static void objective_terms(const ai_eval_ctx *ctx, const esc_game *g, int score[ESC_SIDES])
{
    const ai_weights *w = ctx->w;
    const esc_scenario_rules *r = &g->scenario;
    bool battle = g->phase == ESC_PHASE_BATTLE;
    esc_bits at[ESC_SIDES] = { esc_game_side_squares(g, 0), esc_game_side_squares(g, 1) };
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        for (int s = 0; s < ESC_SIDES; s++) {
            int done, goal;
            if (!esc_objective_progress(g, i, s, &done, &goal))
                continue;
            bool moving = battle && g->active == s;
            if (o->kind == ESC_OBJ_CONTROL || o->kind == ESC_OBJ_HOLD) {
                score[s] += w->marker * done;
                int held = 0, near = 99;
                for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
                    if (!(o->zones & (1u << z)))
                        continue;
                    esc_bits zone = r->zones[z];
                    int mine = __builtin_popcountll(at[s] & zone), theirs = __builtin_popcountll(at[s ^ 1] & zone);
                    score[s] += w->zone_unit * mine;
                    held += mine && !theirs;
                    int d = side_nearest(g, s, zone);
                    if (d < near)
                        near = d;
                }
                if (near != 99)
                    score[s] -= w->zone_distance * near;
                if (!held)
                    continue;
                if (o->kind == ESC_OBJ_CONTROL) {
                    int loses = r->progress[i][s ^ 1] > 0 && esc_objective_for(o, s ^ 1);
                    int coming = w->marker * held * (1 + loses);
                    score[s] += w->zone_control * held + coming * (moving ? w->zone_pending : w->zone_pending_wait) / 100;
                    if (moving && done + held >= goal)
                        score[s] += w->zone_last;
                } else {
                    score[s] += w->zone_control + w->marker * w->zone_pending_wait / 100;
                    if (done + 1 >= goal)
                        score[s] += w->zone_last / 2;
                }
            } else if (o->kind == ESC_OBJ_ESCORT && done >= 0) {
                int unit = s * ESC_SQUAD_MAX + o->unit;
                const esc_unit_state *u = &g->units[unit];
                int steps = escort_steps(g, s, u->square, esc_scenario_zone_squares(r, o->zones), done);
                score[s] -= w->escort_step * steps;
                if (moving && steps <= u->move * g->actions_left)
                    score[s] += w->escort_last;
                else if (steps <= u->move * ((moving ? g->actions_left : 0) + 2 * ESC_ACTIONS_PER_TURN))
                    score[s] += w->escort_near; /* out within its next two turns, unless stopped */
            }
        }
    }
}

/* A scenario's zone pulls every unit, not the nearest alone (report 12: in
 * The Well two Raiders never left their home row while the garrison held the
 * well for three rounds). While the enemy stands in a zone
 * a side scores in, each of its units costs goal_reach per square beyond its
 * longest range from the nearest square of it (the side that must take it
 * back advances on it). Pulling the side that stops an escort towards the
 * escorted unit the same way was tried and dropped: it chased the guards
 * (The Courier 60 %, The Envoy 0 % for the escort on seeds 1-40). */
static int objective_pull(const ai_eval_ctx *ctx, const esc_game *g, int s, int id)
{
    const ai_weights *w = ctx->w;
    if (!ctx->goal_zone[s] || !w->goal_reach || !(ctx->goal_zone[s] & esc_game_side_squares(g, s ^ 1)))
        return 0;
    int d = zone_distance(ctx->goal_zone[s], g->units[id].square);
    return d != 99 && d > ctx->range[id] ? w->goal_reach * (d - ctx->range[id]) : 0;
}

int ai_eval(const ai_eval_ctx *ctx, const esc_game *g, long long *work)
{
    const ai_weights *w = ctx->w;
    int me = ctx->side;
    if (g->phase == ESC_PHASE_OVER) {
        *work += 1;
        return g->winner < 0 ? 0 : (g->winner == me ? AI_WIN : -AI_WIN);
    }

    int score[ESC_SIDES] = { 0, 0 };
    int alive[ESC_SIDES] = { 0, 0 };
    /* Near the round limit: whom the limit would rule for now, and how much the
     * player presses on when that is the opponent. */
    int approach = ctx->approach;
    int lead = 0;
    int press_approach = 0, own_pct = 100;
    if (ctx->urgency || ctx->press) {
        lead = limit_lead(g, me);
        if (lead < 0 && ctx->urgency)
            approach += w->limit_approach * ctx->urgency / w->limit_turns;
        /* Behind with the limit coming: the game is lost as it stands, so what
         * it still has is worth less than the blows that may turn it: come to
         * shooting distance and accept the trades. */
        if (lead < 0 && ctx->press) {
            press_approach = w->press_approach * ctx->press / 100;
            own_pct = 100 - w->press_risk * ctx->press / 100;
        }
        /* Lasting is how it wins: what it keeps is worth more than what it
         * could take (play-test of issue 37: the bridge guard, winning at the
         * limit, chased the vanguard's last units and ended most games by
         * elimination). */
        if (lead > 0 && ctx->survives && !ctx->intercepts)
            own_pct = 100 + w->survive_safe;
    }
    /* Against a remnant (ai_remnant), closing in is how the game ends: a lone
     * Shieldbearer that re-casts its stance every turn is hurt only by two
     * blows in one turn, and the units that deal them must stand where they can
     * hit it first: next to it, since a square next to a unit always sees it (a
     * shooter behind an ally does not). Read at the decision's root: asked at
     * each leaf, it made the kill that leaves a remnant cost the distance of
     * every unit from it, and normal walked away from a 1-Health enemy. */
    bool finishing = false;
    if (!press_approach && w->press_approach && ctx->finishing) {
        press_approach = w->press_approach;
        finishing = true;
    }
    /* A stance struck off comes back: the side to move takes it again for one
     * action, so a single hit on a stanced unit gains little, and two hits in
     * one turn (or another target) are what pay (play-test 6: the computer
     * spent five rounds of single hits on a 1-Health Shieldbearer in stance). */
    int stance_back = g->phase == ESC_PHASE_BATTLE && g->actions_left > 0 ? w->stance * w->stance_back / 100 : 0;
    int near_zone[ESC_SIDES] = { 99, 99 };
    bool enters_zone = false;    /* a unit of the side to move can walk into it this turn */
    int in_zone[ESC_SIDES] = { 0, 0 };
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        int s = unit_side(id);
        alive[s]++;
        int v = ctx->worth[id] + w->hp * u->health;
        if (u->flags & ESC_UF_STANCE)
            v += w->stance;
        else if (s == g->active && stance_back && (u->abilities & (1u << ESC_AB_DEFENSIVE_STANCE)) &&
                 !(u->flags & ESC_UF_USED_ABILITY))
            v += stance_back;
        score[s] += s == me ? v * own_pct / 100 : v;
        if (g->zone) {
            if (g->zone & esc_bit(u->square))
                in_zone[s]++;
            int d = zone_distance(g->zone, u->square);
            if (d < near_zone[s])
                near_zone[s] = d;
            if (s == g->active && d <= u->move * g->actions_left)
                enters_zone = true;
            /* Every unit within striking distance of the whole zone: walkers on
             * or by it, shooters where they can hit whoever holds any of it. */
            int far = zone_farthest(g->zone, u->square);
            if (far > ctx->range[id])
                score[s] -= w->zone_reach * (far - ctx->range[id]);
        }
        score[s] -= objective_pull(ctx, g, s, id);
        /* Only the player's own units are pushed forward: a symmetric term cancels
         * out between mirrored units and leaves both sides waiting. Towards where
         * each enemy stood when the decision began, those killed since included:
         * measured to where enemies stand at the leaf, a kill cost the killers
         * the distance to the next enemy and an enemy stepping back cost the
         * player its whole advance, so normal left a 1-Health enemy two squares
         * off to shuffle its rear (play-test). */
        if (s == me && approach) {
            int nearest = 99;
            for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
                if (ctx->root_square[e] != ESC_NO_SQUARE || g->units[e].square != ESC_NO_SQUARE) {
                    int at = ctx->root_square[e] != ESC_NO_SQUARE ? ctx->root_square[e] : g->units[e].square;
                    int d = ai_dist(u->square, at);
                    if (d < nearest)
                        nearest = d;
                }
            if (nearest != 99 && nearest > ctx->reach[id]) {
                int beyond = nearest - ctx->reach[id];
                score[s] -= approach * beyond + w->approach_spread * beyond * beyond;
            }
            int shot = finishing ? 1 : ctx->range[id];
            if (nearest != 99 && nearest > shot)
                score[s] -= press_approach * (nearest - shot);
        }
        /* Back on a square it began one of its last two turns on, with no
         * blow struck since: its last moves undone. Breaks the near-ties a
         * short horizon turns one way and then the other (play-test 13). */
        if (s == me && w->retrace && ctx->root_square[id] != u->square &&
            (ctx->left_square[id] == u->square || ctx->left_square2[id] == u->square))
            score[s] -= w->retrace;
        /* A unit within an enemy's reach stands with its squad: the farther
         * its nearest ally, the more it costs, so the squad steps into reach
         * together and a lone unit falls back to it (play-test 7: the Captain
         * walked alone to d4 and the others came up one at a time). */
        bool alone = false;
        if (s == me && w->cohesion && !press_approach) {
            /* Two enemies or more: one alone cannot gang up on it, and a unit
             * that steps out to kill next to a lone enemy is not exposed. */
            int reaching = 0;
            for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
                if (g->units[e].square != ESC_NO_SQUARE && ai_dist(u->square, g->units[e].square) <= ctx->reach[e])
                    reaching++;
            bool reached = reaching >= 2;
            int ally = 99;
            for (int a = s * ESC_SQUAD_MAX; a < s * ESC_SQUAD_MAX + ESC_SQUAD_MAX && reached; a++)
                if (a != id && g->units[a].square != ESC_NO_SQUARE && ai_dist(u->square, g->units[a].square) < ally)
                    ally = ai_dist(u->square, g->units[a].square);
            alone = reached && ally != 99 && ally > 2;
            if (alone)
                score[s] -= w->cohesion * (ally - 2);
        }
        /* A heavy unit closes on the enemy it presses (heavy_goals), unless it
         * holds a zone its side scores in (the objective is its reason to
         * stay). It leads the line, not alone: a square gained into the reach
         * of two enemies with no ally by counts nothing (hard's heavy units
         * walked in alone and were ganged up on). */
        if (s == me && ctx->heavy_goal[id] != ESC_NO_SQUARE && !((g->zone | ctx->goal_zone[me]) & esc_bit(u->square))) {
            int d = ai_dist(u->square, ctx->heavy_goal[id]), from = ai_dist(ctx->root_square[id], ctx->heavy_goal[id]);
            if (alone && d < from)
                d = from;
            if (d > 1)
                score[s] -= w->heavy_close * (d - 1);
        }
    }
    /* The side to move's threats, and which enemy units they would kill. */
    bool battle = w->threats && g->phase == ESC_PHASE_BATTLE;
    esc_bits killable = 0;
    int mover_gain = battle ? threat_gain(ctx, g, g->active, g->turn, g->actions_left, true, &killable) : 0;
    if (g->zone) {
        int to_win = g->settings.markers_to_win;
        for (int s = 0; s < ESC_SIDES; s++) {
            score[s] += w->marker * g->markers[s] + w->zone_unit * in_zone[s];
            /* The side to move with a unit in the zone, whose every enemy there it
             * can kill this turn, holds it in all but name: walking a unit in to
             * be cut down saves no marker. */
            bool holds = in_zone[s] && !in_zone[s ^ 1];
            if (battle && in_zone[s] && in_zone[s ^ 1] && g->active == s &&
                !(g->zone & esc_game_side_squares(g, s ^ 1) & ~killable))
                holds = true;
            /* The same for an empty zone it can walk into. */
            if (battle && !in_zone[0] && !in_zone[1] && g->active == s && enters_zone)
                holds = true;
            if (holds) {
                /* Holding the zone alone: a marker at the end of the holder's
                 * turn (and one fewer for the other side). Nearly sure for the
                 * side to move; the waiting side's can still be contested. One
                 * short of winning, the side to move has all but won: the other
                 * must get a unit in before that turn, whatever it costs. */
                bool moving = g->phase == ESC_PHASE_BATTLE && g->active == s;
                int coming = w->marker * (1 + (g->markers[s ^ 1] > 0));
                score[s] += w->zone_control + coming * (moving ? w->zone_pending : w->zone_pending_wait) / 100;
                if (moving && g->markers[s] + 1 >= to_win)
                    score[s] += w->zone_last;
            }
            if (near_zone[s] != 99)
                score[s] -= w->zone_distance * near_zone[s];
        }
    }
    if (g->scenario.active)
        objective_terms(ctx, g, score);
    if (ctx->urgency && lead)
        score[lead > 0 ? me : me ^ 1] += w->limit_outcome * ctx->urgency / w->limit_turns;
    /* Its cost grows with the pairs of enemies the threat estimate looks at. */
    *work += 2 + (w->threats ? alive[0] * alive[1] / 3 : 0);
    if (battle) {
        int mover = g->active, waiter = mover ^ 1;
        int pct[ESC_SIDES];
        pct[me] = 100;
        pct[me ^ 1] = own_pct;  /* its threats are the player's losses */
        score[mover] += w->tempo_pct * pct[mover] / 100 * mover_gain / 100;
        score[waiter] += w->exposure_pct * pct[waiter] / 100 *
                         threat_gain(ctx, g, waiter, g->turn + 1, ESC_ACTIONS_PER_TURN, false, NULL) / 100;
    }
    return score[me] - score[me ^ 1];
}

/* ---- state digest ---- */

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + UINT64_C(0x9E3779B97F4A7C15) + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= UINT64_C(0xBF58476D1CE4E5B9);
    return h ^ (h >> 29);
}

uint64_t ai_state_hash(const esc_game *g)
{
    uint64_t h = UINT64_C(0x51A7E5EED);
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (!(u->flags & ESC_UF_PRESENT))
            continue;
        uint64_t a = (uint64_t)(uint8_t)u->square | (uint64_t)(uint16_t)u->health << 8 | (uint64_t)u->flags << 24 |
                     (uint64_t)u->acted << 32 | (uint64_t)(uint8_t)u->guarded_by << 40 |
                     (uint64_t)(uint16_t)u->guard_until << 48;
        uint64_t b = (uint64_t)(uint16_t)u->suppressed_turn | (uint64_t)(uint16_t)u->untargetable_until << 16 |
                     (uint64_t)(uint16_t)u->no_attack_turn << 32;
        h = mix(mix(h, a), b ^ (uint64_t)id << 56);
    }
    uint64_t c = (uint64_t)g->phase | (uint64_t)g->active << 4 | (uint64_t)g->actions_left << 8 |
                 (uint64_t)(uint16_t)g->turn << 16 | (uint64_t)g->markers[0] << 32 | (uint64_t)g->markers[1] << 40 |
                 (uint64_t)(uint8_t)g->command_unit << 48 | (uint64_t)g->command_left << 56;
    uint64_t d = (uint64_t)g->command_moved | (uint64_t)g->deployed[0] << 16 | (uint64_t)g->deployed[1] << 24;
    /* A scenario's progress (markers, rounds held); a standard game's digest
     * is as before. */
    for (int i = 0; g->scenario.active && i < g->scenario.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        h = mix(h, (uint64_t)g->scenario.progress[i][0] | (uint64_t)g->scenario.progress[i][1] << 8 |
                       (uint64_t)(i + 1) << 16);
    return mix(mix(mix(h, c), d), g->obstacles ^ (g->zone << 1));
}
