/*
 * The action tests (one trts_test_* per kind, answering why not) and trts_apply,
 * which runs the same test first (docs/trts.md section 12).
 */
#include <string.h>

#include "internal.h"
#include "skirmish/core/tr.h"

/* ---- tests ---- */

static bool own_piece(const trts_state *s, int player, int i)
{
    return i >= 0 && i < s->n_pieces && s->pieces[i].alive && s->pieces[i].owner == player;
}

static trts_why turn_check(const trts_state *s, int player, trts_phase phase)
{
    if (s->phase == TRTS_PHASE_OVER)
        return TRTS_WHY_GAME_OVER;
    if (s->phase != phase)
        return TRTS_WHY_WRONG_PHASE;
    if (player != s->current)
        return TRTS_WHY_NOT_YOUR_TURN;
    return TRTS_OK;
}

static bool has_finished(const trts_state *s, int player, int role)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (p->alive && p->owner == player && p->building && p->finished && p->type == role)
            return true;
    }
    return false;
}

static trts_why afford(const trts_state *s, int player, int minerals, int gas)
{
    if (s->players[player].minerals < minerals)
        return TRTS_WHY_MINERALS;
    if (s->players[player].gas < gas)
        return TRTS_WHY_GAS;
    return TRTS_OK;
}

static trts_why producer_check(const trts_state *s, int player, int producer)
{
    if (!own_piece(s, player, producer))
        return TRTS_WHY_BAD_PIECE;
    const trts_piece *p = &s->pieces[producer];
    if (!p->building || !p->finished)
        return TRTS_WHY_NOT_A_PRODUCER;
    if (p->item_kind != TRTS_ITEM_NONE)
        return TRTS_WHY_PRODUCER_BUSY;
    return TRTS_OK;
}

trts_why trts_test_make(const trts_state *s, int player, int producer, int unit)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_OK)
        w = producer_check(s, player, producer);
    if (w != TRTS_OK)
        return w;
    const trts_faction *f = trts_player_faction(s, player);
    if (unit < 0 || unit >= f->n_units)
        return TRTS_WHY_BAD_TYPE;
    const trts_unit_def *u = &f->units[unit];
    if ((int)u->made_at != s->pieces[producer].type)
        return TRTS_WHY_NOT_A_PRODUCER;
    w = afford(s, player, u->minerals, u->gas);
    if (w != TRTS_OK)
        return w;
    if (trts_supply_used(s, player) + u->supply > trts_supply_provided(s, player))
        return TRTS_WHY_SUPPLY;
    return TRTS_OK;
}

trts_why trts_test_research(const trts_state *s, int player, int producer, int upgrade)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_OK)
        w = producer_check(s, player, producer);
    if (w != TRTS_OK)
        return w;
    if (upgrade < 0 || upgrade >= TRTS_UPGRADES)
        return TRTS_WHY_BAD_TYPE;
    const trts_upgrade_def *u = &trts_player_faction(s, player)->upgrades[upgrade];
    if ((int)u->researched_at != s->pieces[producer].type)
        return TRTS_WHY_NOT_A_PRODUCER;
    if (s->players[player].upgrades[upgrade] || s->players[player].researching[upgrade])
        return TRTS_WHY_RESEARCHED;
    return afford(s, player, u->minerals, u->gas);
}

trts_why trts_test_build(const trts_state *s, int player, int worker, int role, int area)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, worker))
        return TRTS_WHY_BAD_PIECE;
    if (!trts_piece_worker(s, worker))
        return TRTS_WHY_NOT_A_WORKER;
    const trts_piece *p = &s->pieces[worker];
    if (p->busy)
        return TRTS_WHY_WORKER_BUSY;
    if (p->built_this_round)
        return TRTS_WHY_ALREADY_BUILT;
    if (role < 0 || role >= TRTS_ROLES)
        return TRTS_WHY_BAD_TYPE;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (p->area != area)
        return TRTS_WHY_ELSEWHERE;
    if (!trts_team_controls(s, s->players[player].team, area))
        return TRTS_WHY_NOT_CONTROLLED;
    const trts_building_def *b = &trts_player_faction(s, player)->buildings[role];
    if (b->requires >= 0 && !has_finished(s, player, b->requires))
        return TRTS_WHY_REQUIRES;
    if (role == TRTS_ROLE_EXTRACTOR ? trts_area_free_vents(s, area) <= 0 : trts_area_free_slots(s, area) <= 0)
        return role == TRTS_ROLE_EXTRACTOR ? TRTS_WHY_NO_VENT : TRTS_WHY_NO_SLOT;
    return afford(s, player, b->minerals, b->gas);
}

trts_why trts_test_cancel(const trts_state *s, int player, int piece)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, piece))
        return TRTS_WHY_BAD_PIECE;
    const trts_piece *p = &s->pieces[piece];
    if (!p->building || (p->finished && p->item_kind == TRTS_ITEM_NONE))
        return TRTS_WHY_NOTHING_TO_CANCEL;
    return TRTS_OK;
}

trts_why trts_test_repair(const trts_state *s, int player, int worker, int target)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, worker) || !own_piece(s, player, target))
        return TRTS_WHY_BAD_PIECE;
    if (s->players[player].faction != TRTS_DIRECTORATE)
        return TRTS_WHY_NOT_DIRECTORATE;
    if (!trts_piece_worker(s, worker))
        return TRTS_WHY_NOT_A_WORKER;
    const trts_piece *p = &s->pieces[worker];
    if (p->busy)
        return TRTS_WHY_WORKER_BUSY;
    if (p->repaired_this_round)
        return TRTS_WHY_ALREADY_REPAIRED;
    if (s->pieces[target].area != p->area)
        return TRTS_WHY_ELSEWHERE;
    if (!trts_team_controls(s, s->players[player].team, p->area))
        return TRTS_WHY_NOT_CONTROLLED;
    if (s->pieces[target].hp >= trts_max_hp(s, target))
        return TRTS_WHY_NOT_DAMAGED;
    return afford(s, player, 1, 0);
}

trts_why trts_test_gas(const trts_state *s, int player, int area, int count)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (count < 0 || count > 3 * TRTS_MAX_VENTS)
        return TRTS_WHY_BAD_VALUE;
    return TRTS_OK;
}

trts_why trts_test_done(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MACRO);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_REPOSITION);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_COMBAT_TARGETS);
    return w;
}

trts_why trts_test_activate(const trts_state *s, int player, const trts_set *units)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_MICRO);
    if (w != TRTS_OK)
        return w;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(units, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        if (s->pieces[i].activated)
            return TRTS_WHY_ACTIVATED;
        if (s->pieces[i].busy)
            return TRTS_WHY_WORKER_BUSY;
    }
    return TRTS_OK;
}

trts_why trts_test_pass(const trts_state *s, int player)
{
    return turn_check(s, player, TRTS_PHASE_MICRO);
}

trts_why trts_test_move(const trts_state *s, int player, const trts_set *units, int area)
{
    trts_why w = turn_check(s, player, s->phase == TRTS_PHASE_REPOSITION ? TRTS_PHASE_REPOSITION : TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    bool repo = s->phase == TRTS_PHASE_REPOSITION;
    const trts_set *set = repo ? units : &s->group;
    if (trts_set_empty(set))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(set, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        const trts_piece *p = &s->pieces[i];
        if (repo && p->busy) /* a Technician on its building: "busy", not "activated" */
            return TRTS_WHY_WORKER_BUSY;
        if (repo && p->activated)
            return TRTS_WHY_ACTIVATED;
        if (repo && !trts_team_controls(s, s->players[player].team, p->area))
            return TRTS_WHY_NOT_CONTROLLED;
        if (p->area == area)
            return TRTS_WHY_SAME_AREA;
        int cost = trts_path_search(s, i, area, repo ? PATH_REPOSITION : PATH_MOVE, NULL, NULL);
        if (cost < 0 || cost > p->mp)
            return TRTS_WHY_UNREACHABLE;
    }
    return TRTS_OK;
}

/* The one area all the group's units stand in, or -1. */
static int group_area(const trts_state *s)
{
    int area = -1;
    FOR_SET(&s->group, i) {
        if (area >= 0 && s->pieces[i].area != area)
            return -1;
        area = s->pieces[i].area;
    }
    return area;
}

trts_why trts_test_attack(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    int area = group_area(s);
    if (area < 0)
        return TRTS_WHY_ELSEWHERE;
    if (s->group_attacked_areas & (UINT64_C(1) << area))
        return TRTS_WHY_ATTACKED_HERE;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = trts_area_fighters(s, area, player, f, map);
    if (!trts_combat_both_sides(f, n))
        return TRTS_WHY_NO_ENEMY;
    bool fresh = false;
    for (int k = 0; k < n; k++) {
        if (!trts_set_has(&s->group, map[k]) || f[k].attacked)
            continue;
        fresh = true;
        if (trts_combat_policy_target(f, n, f[k].range, k, TRTS_NO_TARGET) != TRTS_NO_TARGET)
            return TRTS_OK;
    }
    return fresh ? TRTS_WHY_NO_TARGET : TRTS_WHY_ALL_ATTACKED;
}

trts_why trts_test_leave(const trts_state *s, int player, const trts_set *units)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_GROUP);
    if (w != TRTS_OK)
        return w;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    FOR_SET(units, i)
    if (!trts_set_has(&s->group, i))
        return TRTS_WHY_NOT_IN_GROUP;
    return TRTS_OK;
}

trts_why trts_test_end(const trts_state *s, int player)
{
    return turn_check(s, player, TRTS_PHASE_GROUP);
}

trts_why trts_test_retreat(const trts_state *s, int player, const trts_set *units, int area)
{
    bool active = s->phase == TRTS_PHASE_COMBAT_RETREAT;
    trts_why w = turn_check(s, player, active ? TRTS_PHASE_COMBAT_RETREAT : TRTS_PHASE_DEFEND);
    if (w != TRTS_OK)
        return w;
    if (area < 0 || area >= s->map->n_areas)
        return TRTS_WHY_BAD_AREA;
    if (trts_set_empty(units))
        return TRTS_WHY_EMPTY_GROUP;
    int from = active ? s->combat_area : s->pending_area;
    if (active && !s->combat_retreat_allowed)
        return TRTS_WHY_UP_RAMP;
    if (!active && (s->pending_from & (UINT64_C(1) << area)))
        return TRTS_WHY_ENGAGERS_CAME_FROM;
    FOR_SET(units, i) {
        if (!own_piece(s, player, i) || s->pieces[i].building)
            return TRTS_WHY_BAD_PIECE;
        const trts_piece *p = &s->pieces[i];
        if (p->area != from)
            return TRTS_WHY_ELSEWHERE;
        if (active && !trts_set_has(&s->group, i))
            return TRTS_WHY_NOT_IN_GROUP;
        if (!active && p->busy)
            return TRTS_WHY_WORKER_BUSY;
        if (!active && p->activated)
            return TRTS_WHY_ACTIVATED;
        int cost = trts_path_search(s, i, area, PATH_RETREAT, NULL, NULL);
        if (cost < 0 || cost > p->mp || (active && cost != 1))
            return TRTS_WHY_UNREACHABLE;
    }
    return TRTS_OK;
}

trts_why trts_test_stay(const trts_state *s, int player)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_DEFEND);
    if (w == TRTS_WHY_WRONG_PHASE)
        w = turn_check(s, player, TRTS_PHASE_COMBAT_RETREAT);
    return w;
}

/* The fighter index of piece i in the combat area, or -1. */
static int fighter_index(const int *map, int n, int piece)
{
    for (int k = 0; k < n; k++)
        if (map[k] == piece)
            return k;
    return -1;
}

trts_why trts_test_target(const trts_state *s, int player, int piece, int target, int second)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_COMBAT_TARGETS);
    if (w != TRTS_OK)
        return w;
    if (!own_piece(s, player, piece))
        return TRTS_WHY_BAD_PIECE;
    trts_fighter f[TRTS_COMBAT_MAX];
    int map[TRTS_COMBAT_MAX];
    int n = trts_area_fighters(s, s->combat_area, s->active, f, map);
    int range = s->combat_steps[s->combat_next];
    int a = fighter_index(map, n, piece);
    if (a < 0 || !trts_fighter_can_attack(&f[a]) || f[a].range != range)
        return TRTS_WHY_BAD_PIECE;
    if (target == -1)
        return second == -1 ? TRTS_OK : TRTS_WHY_BAD_TARGET;
    int t = fighter_index(map, n, target);
    if (t < 0 || trts_combat_test_target(f, n, range, a, t) != TRTS_TARGET_OK)
        return TRTS_WHY_BAD_TARGET;
    if (second == -1)
        return TRTS_OK;
    int t2 = fighter_index(map, n, second);
    if (!f[a].splash || second == target || t2 < 0 || trts_combat_test_target(f, n, range, a, t2) != TRTS_TARGET_OK)
        return TRTS_WHY_BAD_TARGET;
    return TRTS_OK;
}

trts_why trts_test_keep(const trts_state *s, int player, int piece)
{
    trts_why w = turn_check(s, player, TRTS_PHASE_KEEP_ALIVE);
    if (w != TRTS_OK)
        return w;
    if (piece < 0 || piece >= TRTS_MAX_PIECES || !trts_set_has(&s->keep_candidates, piece))
        return TRTS_WHY_NOT_A_CANDIDATE;
    return TRTS_OK;
}

trts_why trts_test_concede(const trts_state *s, int player)
{
    if (s->phase == TRTS_PHASE_OVER)
        return TRTS_WHY_GAME_OVER;
    if (player < 0 || player >= s->n_players || s->players[player].eliminated)
        return TRTS_WHY_BAD_VALUE;
    if (s->setup.type != TRTS_DUEL && s->setup.type != TRTS_TEAM)
        return TRTS_WHY_CANNOT_CONCEDE;
    return TRTS_OK;
}

trts_why trts_test(const trts_state *s, const trts_action *a)
{
    int p = a->player;
    if (p < 0 || p >= s->n_players)
        return TRTS_WHY_NOT_YOUR_TURN;
    switch ((trts_action_kind)a->kind) {
    case TRTS_ACT_MAKE: return trts_test_make(s, p, a->a, a->b);
    case TRTS_ACT_RESEARCH: return trts_test_research(s, p, a->a, a->b);
    case TRTS_ACT_BUILD: return trts_test_build(s, p, a->a, a->b, a->c);
    case TRTS_ACT_CANCEL: return trts_test_cancel(s, p, a->a);
    case TRTS_ACT_REPAIR: return trts_test_repair(s, p, a->a, a->b);
    case TRTS_ACT_GAS: return trts_test_gas(s, p, a->a, a->b);
    case TRTS_ACT_DONE: return trts_test_done(s, p);
    case TRTS_ACT_ACTIVATE: return trts_test_activate(s, p, &a->units);
    case TRTS_ACT_PASS: return trts_test_pass(s, p);
    case TRTS_ACT_MOVE: return trts_test_move(s, p, &a->units, a->a);
    case TRTS_ACT_ATTACK: return trts_test_attack(s, p);
    case TRTS_ACT_LEAVE: return trts_test_leave(s, p, &a->units);
    case TRTS_ACT_END: return trts_test_end(s, p);
    case TRTS_ACT_RETREAT: return trts_test_retreat(s, p, &a->units, a->a);
    case TRTS_ACT_STAY: return trts_test_stay(s, p);
    case TRTS_ACT_CONCEDE: return trts_test_concede(s, p);
    case TRTS_ACT_TARGET: return trts_test_target(s, p, a->a, a->b, a->c);
    case TRTS_ACT_KEEP: return trts_test_keep(s, p, a->a);
    case TRTS_ACT_KINDS: break;
    }
    return TRTS_WHY_BAD_VALUE;
}

const char *trts_why_text(trts_why why)
{
    /* Marked only: the caller translates what it shows (_(trts_why_text(w))); the
     * command line prints them as they are. */
    static const char *const text[] = {
        N_("legal"), N_("the game is over"), N_("not in this phase"), N_("not your turn"), N_("no such piece of yours"),
        N_("no such area"), N_("no such type"), N_("not a finished building that makes it"), N_("the producer is busy"),
        N_("a required building is missing"), N_("not enough minerals"), N_("not enough gas"), N_("not enough supply"),
        N_("already researched or under way"), N_("not a worker"), N_("the worker is busy"),
        N_("this worker already started a construction this round"), N_("the area is not your team's alone"),
        N_("no free slot"), N_("no free vent"), N_("nothing to cancel"), N_("only the Directorate repairs"),
        N_("this Technician already repaired this round"), N_("not damaged"), N_("not in the same area"),
        N_("no units"), N_("already activated this round"), N_("not in the group"), N_("already in that area"),
        N_("no path within its MP through your team's areas"), N_("no enemy there"), N_("no legal target"),
        N_("the group already attacked in this area"), N_("every unit of the group has attacked"),
        N_("the engagers came from there"), N_("no retreat after going up a ramp"), N_("only in duel and team matches"),
        N_("bad value"), N_("not a legal target for that piece in this step"),
        N_("not one of the pieces it had there at the step's start"),
    };
    return (unsigned)why < sizeof text / sizeof text[0] ? text[why] : "?";
}

/* ---- applying ---- */

static void refund(trts_state *s, int player, int minerals, int gas)
{
    trts_player *pl = &s->players[player];
    pl->minerals += minerals > 0 ? minerals - 1 : 0;
    pl->gas += gas;
    if (pl->minerals > TRTS_BANK_CAP)
        pl->minerals = TRTS_BANK_CAP;
    if (pl->gas > TRTS_BANK_CAP)
        pl->gas = TRTS_BANK_CAP;
}

void trts_cancel_refund(const trts_state *s, int piece, int *minerals, int *gas)
{
    const trts_piece *p = &s->pieces[piece];
    const trts_faction *f = trts_player_faction(s, p->owner);
    int m = 0, g = 0;
    if (!p->building) {
        /* nothing to cancel */
    } else if (!p->finished) {
        m = f->buildings[p->type].minerals;
        g = f->buildings[p->type].gas;
    } else if (p->item_kind == TRTS_ITEM_UNIT) {
        m = f->units[p->item_type].minerals;
        g = f->units[p->item_type].gas;
    } else if (p->item_kind == TRTS_ITEM_UPGRADE) {
        m = f->upgrades[p->item_type].minerals;
        g = f->upgrades[p->item_type].gas;
    }
    /* the cost less 1 mineral (at least 0), gas in full: refund() below */
    *minerals = m > 0 ? m - 1 : 0;
    *gas = g;
}

trts_why trts_apply(trts_state *s, const trts_action *a)
{
    trts_why why = trts_test(s, a);
    if (why != TRTS_OK)
        return why;
    int pl = a->player;
    trts_player *P = &s->players[pl];
    const trts_faction *f = trts_player_faction(s, pl);
    switch ((trts_action_kind)a->kind) {
    case TRTS_ACT_MAKE: {
        const trts_unit_def *u = &f->units[a->b];
        P->minerals -= u->minerals;
        P->gas -= u->gas;
        trts_piece *p = &s->pieces[a->a];
        p->item_kind = TRTS_ITEM_UNIT;
        p->item_type = (int8_t)a->b;
        p->item_due = (int16_t)(s->round + trts_unit_rounds(u));
        break;
    }
    case TRTS_ACT_RESEARCH: {
        const trts_upgrade_def *u = &f->upgrades[a->b];
        P->minerals -= u->minerals;
        P->gas -= u->gas;
        P->researching[a->b] = true;
        trts_piece *p = &s->pieces[a->a];
        p->item_kind = TRTS_ITEM_UPGRADE;
        p->item_type = (int8_t)a->b;
        p->item_due = (int16_t)(s->round + u->rounds);
        break;
    }
    case TRTS_ACT_BUILD: {
        const trts_building_def *b = &f->buildings[a->b];
        P->minerals -= b->minerals;
        P->gas -= b->gas;
        int w = a->a;
        s->pieces[w].built_this_round = true;
        if (P->faction == TRTS_MYRIAD) {
            /* the Tender becomes the building (its supply is freed) */
            trts_piece *p = &s->pieces[w];
            int tender = p->type;
            int born = p->born, number = p->number;
            p->alive = false;
            int i = trts_add_building(s, pl, a->b, a->c, false);
            s->pieces[i].worker_type = (int16_t)tender;
            s->pieces[i].worker_number = (int16_t)number;
            s->pieces[i].born = (int16_t)born;
        } else {
            int i = trts_add_building(s, pl, a->b, a->c, false);
            if (P->faction == TRTS_DIRECTORATE) {
                s->pieces[i].builder = (int16_t)w;
                s->pieces[w].busy = true;
            }
        }
        break;
    }
    case TRTS_ACT_CANCEL: {
        trts_piece *p = &s->pieces[a->a];
        if (p->finished) {
            if (p->item_kind == TRTS_ITEM_UNIT)
                refund(s, pl, f->units[p->item_type].minerals, f->units[p->item_type].gas);
            else {
                refund(s, pl, f->upgrades[p->item_type].minerals, f->upgrades[p->item_type].gas);
                P->researching[p->item_type] = false;
            }
            p->item_kind = TRTS_ITEM_NONE;
        } else {
            const trts_building_def *b = &f->buildings[p->type];
            refund(s, pl, b->minerals, b->gas);
            int area = p->area, tender = p->worker_type, number = p->worker_number, born = p->born;
            trts_kill_piece(s, a->a, false);
            if (tender >= 0) {
                int u = trts_add_unit(s, pl, tender, area);
                if (u >= 0) {
                    /* the same Tender comes back: its number and serial again */
                    s->pieces[u].built_this_round = true;
                    s->pieces[u].number = (int16_t)number;
                    s->pieces[u].born = (int16_t)born;
                    P->numbered[trts_number_slot(false, tender)]--;
                }
            }
            trts_check_eliminations(s);
        }
        break;
    }
    case TRTS_ACT_REPAIR: {
        trts_piece *t = &s->pieces[a->b];
        int gain = trts_max_hp(s, a->b) - t->hp;
        t->hp = (int8_t)(t->hp + (gain < 2 ? gain : 2));
        P->minerals -= 1;
        s->pieces[a->a].repaired_this_round = true;
        break;
    }
    case TRTS_ACT_GAS:
        P->gas_workers[a->a] = (int8_t)a->b;
        break;
    case TRTS_ACT_DONE: {
        if (s->phase == TRTS_PHASE_COMBAT_TARGETS) {
            s->targeting &= (uint8_t)~(1u << pl);
            trts_combat_run(s);
            break;
        }
        int next = trts_next_in_order(s, pl, false);
        if (next != TRTS_NO_PLAYER)
            s->current = next;
        else if (s->phase == TRTS_PHASE_MACRO)
            trts_start_micro(s);
        else
            trts_end_round(s);
        break;
    }
    case TRTS_ACT_ACTIVATE:
        s->group = a->units;
        s->group_attacked_areas = 0;
        s->active = pl;
        s->turn_eventful = false;
        FOR_SET(&a->units, i)
        s->pieces[i].activated = true;
        s->phase = TRTS_PHASE_GROUP;
        break;
    case TRTS_ACT_PASS:
        s->turn_eventful = false;
        trts_end_micro_turn(s);
        break;
    case TRTS_ACT_MOVE: {
        trts_set units = s->phase == TRTS_PHASE_REPOSITION ? a->units : s->group;
        trts_do_move(s, pl, &units, a->a);
        break;
    }
    case TRTS_ACT_ATTACK:
        trts_combat_start(s, group_area(s));
        break;
    case TRTS_ACT_LEAVE:
        FOR_SET(&a->units, i)
        trts_set_del(&s->group, i);
        if (trts_set_empty(&s->group))
            trts_end_micro_turn(s);
        break;
    case TRTS_ACT_END:
        trts_end_micro_turn(s);
        break;
    case TRTS_ACT_RETREAT:
        trts_do_retreat(s, pl, &a->units, a->a);
        if (s->phase == TRTS_PHASE_COMBAT_RETREAT && !trts_group_has_units_in(s, s->combat_area))
            trts_combat_run(s);
        break;
    case TRTS_ACT_STAY:
        if (s->phase == TRTS_PHASE_DEFEND)
            trts_engagement_next_defender(s);
        else
            trts_combat_run(s);
        break;
    case TRTS_ACT_CONCEDE:
        s->players[pl].conceded = true;
        trts_eliminate(s, pl);
        trts_marker_rule(s);
        for (int p = 0; p < s->n_players; p++)
            if (!trts_allies(s, p, pl)) {
                trts_finish_game(s, TRTS_END_ELIMINATION, p);
                break;
            }
        break;
    case TRTS_ACT_TARGET:
        s->choice[a->a][0] = a->b;
        s->choice[a->a][1] = a->c;
        break;
    case TRTS_ACT_KEEP:
        trts_keep_alive(s, a->a);
        break;
    case TRTS_ACT_KINDS:
        break;
    }
    trts_check_eliminations(s);
    trts_number_sightings(s);
    return TRTS_OK;
}

