/*
 * Moves, engagements with the defenders' retreats, and the combat round as the
 * game runs it (steps, human targeting, active retreat between steps)
 * (docs/trts.md sections 7 to 9).
 */
#include <string.h>

#include "internal.h"

/* ---- combat in the game ---- */

/* The pieces of an area as fighters (map[k] = piece index, in index order). */
int trts_area_fighters(const trts_state *s, int area, int active, trts_fighter *f, int *map)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces && n < TRTS_COMBAT_MAX; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->area != area)
            continue;
        const trts_player *pl = &s->players[p->owner];
        if (p->building)
            trts_fighter_building(&f[n], trts_piece_building(s, i), p->owner, p->finished);
        else
            trts_fighter_unit(&f[n], trts_piece_unit(s, i), p->owner, pl->upgrades[TRTS_UPGRADE_WEAPONS],
                              pl->upgrades[TRTS_UPGRADE_PLATING]);
        f[n].hp = p->hp;
        f[n].shields = p->shields;
        f[n].attacked = p->attacked;
        f[n].engager = trts_allies(s, p->owner, active);
        map[n++] = i;
    }
    return n;
}

bool trts_group_has_units_in(const trts_state *s, int area)
{
    FOR_SET(&s->group, i)
    if (s->pieces[i].alive && s->pieces[i].area == area)
        return true;
    return false;
}

static void combat_finish(trts_state *s)
{
    s->combat_area = -1;
    trts_marker_rule(s);
    trts_check_eliminations(s);
    if (s->phase == TRTS_PHASE_OVER)
        return;
    s->phase = TRTS_PHASE_GROUP;
    s->current = s->active;
    if (trts_set_empty(&s->group))
        trts_end_micro_turn(s);
}

/* Human seats with a piece able to attack in this step and a legal target. */
static uint8_t human_targeters(const trts_state *s, const trts_fighter *f, int n, const int *map, int range)
{
    uint8_t m = 0;
    for (int k = 0; k < n; k++) {
        int owner = s->pieces[map[k]].owner;
        if (!s->setup.computer[owner] && trts_combat_policy_target(f, n, range, k, TRTS_NO_TARGET) != TRTS_NO_TARGET)
            m |= (uint8_t)(1u << owner);
    }
    return m;
}

/* The next human to name targets: the active player, its allies, then the
 * defenders, each group in turn order. */
static int next_targeter(const trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    if (s->targeting & (1u << s->active))
        return s->active;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < n; i++)
            if ((s->targeting & (1u << order[i])) && trts_allies(s, order[i], s->active) == (pass == 0))
                return order[i];
    return TRTS_NO_PLAYER;
}

/* A piece as the combat log keeps it (docs/trts.md "Combat log"). */
static trts_log_piece log_piece(const trts_state *s, int i)
{
    if (i < 0 || i >= s->n_pieces)
        return (trts_log_piece){ .born = -1, .owner = -1, .type = -1 };
    const trts_piece *p = &s->pieces[i];
    return (trts_log_piece){ .born = p->born, .number = p->number, .seen = p->seen, .owner = p->owner, .type = p->type,
                             .building = p->building };
}

/* The outcomes of a step's hits on one target, its hits taken in the order
 * they were logged from `first`: the hit that brings it down is "destroyed"
 * (when it is dead after the step; one kept alive is only hurt), the later
 * ones are overkill; before that, "shields hold" while it has shields left. A
 * target that died with HP left (a suicide attacker that was hit too) is
 * destroyed by its last hit. */
static void log_outcomes(trts_combat_log *log, int first, int target, bool dead)
{
    int last = -1;
    bool down = false;
    for (int h = first; h < log->n_hits; h++) {
        trts_log_hit *lh = &log->hits[h];
        if (lh->target != target || lh->step != log->hits[first].step)
            continue;
        last = h;
        if (lh->left > 0 || !dead) {
            if (lh->outcome != TRTS_LOG_SHIELDS_HOLD)
                lh->outcome = TRTS_LOG_HURT;
            continue;
        }
        lh->outcome = (int8_t)(down ? TRTS_LOG_OVERKILL : TRTS_LOG_DESTROYED);
        down = true;
    }
    if (dead && !down && last >= 0)
        log->hits[last].outcome = TRTS_LOG_DESTROYED;
}

/* The choices a step is fought with: the seats' named targets; for a piece without
 * one, the standard policy when its seat is a computer, the seat's auto-target
 * (trts_combat_auto_targets: damage spread, no overkill) when it is human. */
static void step_choices(const trts_state *s, const trts_fighter *f, int n, const int *map, int range,
                         trts_combat_choice choice[])
{
    trts_combat_policy_choices(f, n, range, choice);
    int fighter_of[TRTS_MAX_PIECES];
    for (int k = 0; k < n; k++)
        fighter_of[map[k]] = k;
    bool pick[TRTS_COMBAT_MAX];
    bool any = false;
    for (int k = 0; k < n; k++) {
        const int16_t *c = s->choice[map[k]];
        pick[k] = false;
        if (c[0] == TRTS_CHOICE_NONE) {
            pick[k] = !s->setup.computer[s->pieces[map[k]].owner];
            any |= pick[k];
            continue;
        }
        choice[k].target = c[0] < 0 ? TRTS_NO_TARGET : fighter_of[c[0]];
        choice[k].second = c[1] < 0 ? TRTS_NO_TARGET : fighter_of[c[1]];
    }
    if (any)
        trts_combat_auto_targets(f, n, range, pick, choice);
}

int trts_combat_planned(const trts_state *s, trts_fighter *f, int *map, trts_combat_choice choice[])
{
    int range = trts_combat_step_range(s);
    int n = trts_combat_fighters(s, f, map);
    if (range < 0 || !s->targets_open) {
        for (int k = 0; k < n; k++)
            choice[k].target = choice[k].second = TRTS_NO_TARGET;
        return n;
    }
    step_choices(s, f, n, map, range, choice);
    return n;
}

/* Runs steps until the round ends, a human must name targets, or the active
 * player may retreat between steps. */
void trts_combat_run(trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n_order = trts_turn_order(s, order);
    while (s->combat_next < s->combat_n_steps) {
        trts_fighter f[TRTS_COMBAT_MAX];
        int map[TRTS_COMBAT_MAX];
        int n = trts_area_fighters(s, s->combat_area, s->active, f, map);
        if (!trts_combat_both_sides(f, n))
            break;
        int range = s->combat_steps[s->combat_next];
        if (!s->targets_open) {
            s->targets_open = true;
            s->targeting = human_targeters(s, f, n, map, range);
            for (int k = 0; k < n; k++)
                s->choice[map[k]][0] = s->choice[map[k]][1] = TRTS_CHOICE_NONE;
        }
        int who = next_targeter(s);
        if (who != TRTS_NO_PLAYER) {
            s->phase = TRTS_PHASE_COMBAT_TARGETS;
            s->current = who;
            return;
        }
        s->targets_open = false;
        s->combat_next++;
        trts_combat_choice choice[TRTS_COMBAT_MAX];
        step_choices(s, f, n, map, range, choice);
        static _Thread_local trts_step_report report;
        bool alive_before[TRTS_COMBAT_MAX];
        int hp[TRTS_COMBAT_MAX], shields[TRTS_COMBAT_MAX]; /* as the step's hits leave them, in order */
        for (int k = 0; k < n; k++) {
            alive_before[k] = f[k].alive;
            hp[k] = f[k].hp;
            shields[k] = f[k].shields;
        }
        trts_combat_step(f, n, range, choice, order, n_order, &report);
        trts_combat_log *log = &s->log;
        if (log->n_steps < TRTS_COMBAT_MAX_STEPS) {
            int step = log->n_steps++;
            log->ranges[step] = (int8_t)range;
            log->kept_alive[step] = (int16_t)(report.kept_alive >= 0 ? map[report.kept_alive] : TRTS_NO_PIECE);
            log->kept[step] = log_piece(s, log->kept_alive[step]);
            int first = log->n_hits;
            for (int h = 0; h < report.n_hits && log->n_hits < TRTS_LOG_HITS; h++) {
                trts_log_hit *lh = &log->hits[log->n_hits++];
                int t = report.hits[h].target, d = report.hits[h].damage;
                lh->step = (int8_t)step;
                lh->attacker = (int16_t)map[report.hits[h].attacker];
                lh->target = (int16_t)map[t];
                lh->damage = (int8_t)d;
                /* decided now, hit by hit: shields absorb first */
                const trts_fighter *fa = &f[report.hits[h].attacker], *ft = &f[t];
                int used = ft->flying ? fa->air : fa->ground;
                lh->attack = (int8_t)(used == TRTS_NO_ATTACK ? 0 : used);
                lh->armour = (int8_t)ft->armour;
                int absorbed = d < shields[t] ? d : shields[t];
                lh->absorbed = (int8_t)absorbed;
                shields[t] -= absorbed;
                hp[t] -= d - absorbed;
                lh->left = (int8_t)(hp[t] > -100 ? hp[t] : -100);
                lh->outcome = (int8_t)(hp[t] > 0 && absorbed > 0 && shields[t] > 0 ? TRTS_LOG_SHIELDS_HOLD : TRTS_LOG_HURT);
                lh->who = log_piece(s, lh->attacker);
                lh->whom = log_piece(s, lh->target);
            }
            for (int h = first; h < log->n_hits; h++) {
                int t = -1;
                for (int k = 0; k < n && t < 0; k++)
                    if (map[k] == log->hits[h].target)
                        t = k;
                bool earlier = false; /* each target once */
                for (int e = first; e < h; e++)
                    earlier |= log->hits[e].target == log->hits[h].target;
                if (t >= 0 && !earlier)
                    log_outcomes(log, h, log->hits[h].target, !f[t].alive && t != report.kept_alive);
            }
        }
        for (int k = 0; k < n; k++) {
            trts_piece *p = &s->pieces[map[k]];
            p->attacked = f[k].attacked;
            if (f[k].alive) {
                p->hp = (int8_t)f[k].hp;
                p->shields = (int8_t)f[k].shields;
            }
        }
        for (int k = 0; k < n; k++)
            if (!f[k].alive)
                trts_kill_piece(s, map[k], true);
        /* keep-alive for a human seat with a choice: it picks its survivor */
        if (report.kept_alive >= 0) {
            int keeper = s->pieces[map[report.kept_alive]].owner;
            trts_set_clear(&s->keep_candidates);
            int candidates = 0;
            for (int k = 0; k < n; k++)
                if (s->pieces[map[k]].owner == keeper && alive_before[k]) {
                    trts_set_add(&s->keep_candidates, map[k]);
                    candidates++;
                }
            if (!s->setup.computer[keeper] && candidates > 1) {
                s->keep_piece = map[report.kept_alive];
                s->phase = TRTS_PHASE_KEEP_ALIVE;
                s->current = keeper;
                return;
            }
        }
        n = trts_area_fighters(s, s->combat_area, s->active, f, map);
        if (!trts_combat_both_sides(f, n))
            break;
        if (s->combat_next < s->combat_n_steps && s->combat_retreat_allowed && trts_group_has_units_in(s, s->combat_area)) {
            s->phase = TRTS_PHASE_COMBAT_RETREAT;
            s->current = s->active;
            return;
        }
    }
    s->targets_open = false;
    combat_finish(s);
}

/* The seat's pick replaces the policy's survivor: the pick comes back at 1 HP and
 * 0 shields (its loss uncounted; what it was producing stays lost), the other dies. */
void trts_keep_alive(trts_state *s, int piece)
{
    int kept = s->keep_piece;
    if (piece != kept) {
        /* the log's last step names the pick as the survivor, the other as destroyed */
        trts_combat_log *log = &s->log;
        if (log->n_steps > 0) {
            int step = log->n_steps - 1;
            log->kept_alive[step] = (int16_t)piece;
            log->kept[step] = log_piece(s, piece);
            /* the policy's survivor is down after all, the pick only hurt */
            for (int who = 0; who < 2; who++)
                for (int h = 0; h < log->n_hits; h++)
                    if (log->hits[h].step == step && log->hits[h].target == (who ? piece : kept)) {
                        log_outcomes(log, h, log->hits[h].target, who == 0);
                        break;
                    }
        }
        trts_piece *p = &s->pieces[piece];
        p->alive = true;
        p->hp = 1;
        p->shields = 0;
        p->busy = false;
        p->builder = TRTS_NO_PIECE;
        p->item_kind = TRTS_ITEM_NONE;
        if (!p->building)
            s->players[p->owner].lost--;
        trts_kill_piece(s, kept, true);
    }
    trts_set_clear(&s->keep_candidates);
    s->keep_piece = TRTS_NO_PIECE;
    trts_combat_run(s);
}

int trts_combat_fighters(const trts_state *s, trts_fighter *f, int *map)
{
    if (s->combat_area < 0)
        return 0;
    return trts_area_fighters(s, s->combat_area, s->active, f, map);
}

int trts_combat_step_range(const trts_state *s)
{
    if (s->combat_area < 0 || s->combat_next >= s->combat_n_steps)
        return -1;
    return s->combat_steps[s->combat_next];
}

void trts_combat_start(trts_state *s, int area)
{
    s->turn_eventful = true;
    s->group_attacked_areas |= UINT64_C(1) << area;
    s->combat_area = area;
    memset(&s->log, 0, sizeof s->log);
    s->log.area = area;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = trts_area_fighters(s, area, s->active, f, map);
    s->combat_n_steps = trts_combat_ranges(f, n, s->combat_steps);
    s->combat_next = 0;
    s->targets_open = false;
    /* no active retreat if a ground unit of the group came up a ramp into this area */
    s->combat_retreat_allowed = true;
    FOR_SET(&s->group, i)
    if (s->pieces[i].alive && s->pieces[i].area == area && s->pieces[i].up_ramp && !trts_piece_air(s, i))
        s->combat_retreat_allowed = false;
    trts_combat_run(s);
}

/* After the defenders' retreats: capture, or fight. */
static void engagement_resolve(trts_state *s)
{
    int area = s->pending_area;
    s->pending_area = -1;
    bool defenders = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && !trts_allies(s, s->pieces[i].owner, s->active))
            defenders = true;
    if (!defenders) {
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, s->active))
                s->markers[area] &= (uint8_t)~(1u << p);
        trts_marker_rule(s);
        s->phase = TRTS_PHASE_GROUP;
        s->current = s->active;
        return;
    }
    trts_combat_start(s, area);
}

static bool may_retreat_from(const trts_state *s, int player, int area)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && p->area == area && !p->building && !p->activated && !p->busy)
            return true;
    }
    return false;
}

/* The next defender (turn order) with units that may retreat, or resolve. */
void trts_engagement_next_defender(trts_state *s)
{
    int order[TRTS_MAX_PLAYERS];
    int n = trts_turn_order(s, order);
    for (int i = 0; i < n; i++) {
        int p = order[i];
        if (!(s->pending_defenders & (1u << p)))
            continue;
        s->pending_defenders &= (uint8_t)~(1u << p);
        if (may_retreat_from(s, p, s->pending_area)) {
            s->phase = TRTS_PHASE_DEFEND;
            s->current = p;
            return;
        }
    }
    engagement_resolve(s);
}


/* ---- moves and retreats ---- */

void trts_do_move(trts_state *s, int player, const trts_set *units, int area)
{
    bool repo = s->phase == TRTS_PHASE_REPOSITION;
    uint64_t from = 0;
    bool any = false;
    FOR_SET(units, i) {
        trts_piece *p = &s->pieces[i];
        int last = -1;
        bool up = false;
        int cost = trts_path_search(s, i, area, repo ? PATH_REPOSITION : PATH_MOVE, &last, &up);
        p->mp = (int8_t)(p->mp - cost);
        p->area = (int8_t)area;
        p->up_ramp = up;
        from |= UINT64_C(1) << last;
        any = true;
    }
    if (!any || repo) {
        trts_marker_rule(s);
        return;
    }
    int team = s->players[player].team;
    uint8_t mine = trts_team_mask(s, team);
    if (s->markers[area] & mine) {
        /* the own team is there: no engagement */
        s->markers[area] |= (uint8_t)(1u << player);
        trts_marker_rule(s);
        return;
    }
    /* engagement: the areas the units stepped from are announced */
    s->turn_eventful = true;
    s->engaged_from = from;
    s->engaged_by[area] |= (uint8_t)(1u << player);
    bool others_pieces = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && !trts_allies(s, s->pieces[i].owner, player))
            others_pieces = true;
    if (!others_pieces) {
        s->markers[area] = (uint8_t)(1u << player);
        trts_marker_rule(s);
        return;
    }
    /* reveal: defenders declare their completed upgrades */
    s->markers[area] |= (uint8_t)(1u << player);
    uint8_t defenders = 0;
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->area == area && !trts_allies(s, p->owner, player))
            defenders |= (uint8_t)(1u << p->owner);
    }
    for (int p = 0; p < s->n_players; p++)
        if (defenders & (1u << p))
            for (int k = 0; k < TRTS_UPGRADES; k++)
                s->players[p].declared[k] = s->players[p].upgrades[k];
    for (int k = 0; k < TRTS_UPGRADES; k++)
        s->players[player].declared[k] = s->players[player].upgrades[k];
    trts_marker_rule(s);
    /* a defender with no piece left has no marker; the reveal keeps the contest */
    for (int p = 0; p < s->n_players; p++)
        if (defenders & (1u << p))
            s->markers[area] |= (uint8_t)(1u << p);
    trts_marker_rule(s);
    s->pending_area = area;
    s->pending_from = from;
    s->pending_defenders = defenders;
    trts_engagement_next_defender(s);
}

void trts_do_retreat(trts_state *s, int player, const trts_set *units, int area)
{
    FOR_SET(units, i) {
        trts_piece *p = &s->pieces[i];
        int cost = trts_path_search(s, i, area, PATH_RETREAT, NULL, NULL);
        p->mp = (int8_t)(p->mp - cost);
        p->area = (int8_t)area;
        p->activated = true;
        p->up_ramp = false;
        trts_set_del(&s->group, i);
    }
    s->markers[area] |= (uint8_t)(1u << player);
    trts_marker_rule(s);
    if (s->phase == TRTS_PHASE_DEFEND && !may_retreat_from(s, player, s->pending_area))
        trts_engagement_next_defender(s);
}

