/*
 * Scenarios: whether one can be played (esc_scenario_test, the checks the CLI's
 * `scenario check` and the editor report) and starting a game from it.
 */
#include "skirmish/core/esc/scenario.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/core/tr.h"

void esc_scenario_init(esc_scenario *scenario, const char *name)
{
    memset(scenario, 0, sizeof *scenario);
    snprintf(scenario->name, sizeof scenario->name, "%s", name ? name : "");
    for (int s = 0; s < ESC_SIDES; s++)
        esc_squad_init(&scenario->sides[s].fixed, "");
    scenario->first_deployer = -1;
    scenario->round_limit = ESC_DEFAULT_ROUND_LIMIT;
    scenario->rules.active = true;
    scenario->rules.first_player = -1;
    scenario->rules.limit_winner = ESC_LIMIT_POINTS;
}

static esc_scenario_report report_make(esc_scenario_problem problem, int side, int objective, int zone, int square)
{
    esc_scenario_report r = {problem, side, objective, zone, square};
    return r;
}

static int lowest_square(esc_bits bits)
{
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (bits & esc_bit(sq))
            return sq;
    return ESC_NO_SQUARE;
}

/* Squares a unit deployed on `from` could ever stand on: king steps around the
 * obstacles (units move, so they never wall a square off for good). */
static esc_bits reachable_from(esc_bits obstacles, esc_bits from)
{
    esc_bits seen = from & ~obstacles, front = seen;
    while (front) {
        front = esc_board_dilate(front) & ~obstacles & ~seen;
        seen |= front;
    }
    return seen;
}

int esc_scenario_max_units(const esc_scenario *scenario, int side)
{
    if (side < 0 || side >= ESC_SIDES)
        return 0;
    int n = esc_bits_count(scenario->sides[side].deploy);
    return n < ESC_SQUAD_MAX ? n : ESC_SQUAD_MAX;
}

int esc_scenario_budget(const esc_scenario *scenario, int side)
{
    if (side < 0 || side >= ESC_SIDES)
        return 0;
    const esc_scenario_side *sd = &scenario->sides[side];
    return sd->budget > 0 ? sd->budget : esc_squad_rank_points(&sd->fixed);
}

/* Zones an objective of this kind must have: control at least one, hold and
 * escort exactly one (escort's is its exits), the others none. */
static bool zone_count_ok(int kind, int n)
{
    switch (kind) {
    case ESC_OBJ_CONTROL: return n >= 1;
    case ESC_OBJ_HOLD:
    case ESC_OBJ_ESCORT: return n == 1;
    default: return n == 0;
    }
}

static esc_scenario_report test_objective(const esc_scenario *scn, int i, const esc_bits reach[ESC_SIDES])
{
    const esc_scenario_rules *r = &scn->rules;
    const esc_objective *o = &r->objectives[i];
    if (o->kind >= ESC_OBJ_KIND_COUNT || (o->side != ESC_OBJ_BOTH_SIDES && o->side != 0 && o->side != 1))
        return report_make(ESC_SCN_BAD_OBJECTIVE, -1, i, -1, ESC_NO_SQUARE);
    bool counted = o->kind == ESC_OBJ_CONTROL || o->kind == ESC_OBJ_HOLD || o->kind == ESC_OBJ_SURVIVE;
    if (counted ? (o->count < 1 || o->count > ESC_OBJECTIVE_COUNT_MAX) : o->count != 0)
        return report_make(ESC_SCN_BAD_OBJECTIVE, -1, i, -1, ESC_NO_SQUARE);
    if (o->kind == ESC_OBJ_ESCORT && o->side == ESC_OBJ_BOTH_SIDES)
        return report_make(ESC_SCN_BAD_OBJECTIVE, -1, i, -1, ESC_NO_SQUARE);
    int n = 0;
    for (int z = 0; z < 8; z++) {
        if (!(o->zones & (1u << z)))
            continue;
        if (z >= r->n_zones || z >= ESC_ZONES_MAX || r->zones[z] == 0)
            return report_make(ESC_SCN_BAD_ZONE, -1, i, n, ESC_NO_SQUARE);
        n++;
    }
    if (!zone_count_ok(o->kind, n))
        return report_make(ESC_SCN_BAD_ZONE, -1, i, -1, ESC_NO_SQUARE);
    esc_bits earlier = 0;
    for (int z = 0, k = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
        if (!(o->zones & (1u << z)))
            continue;
        esc_bits zone = r->zones[z];
        if (zone & scn->obstacles)
            return report_make(ESC_SCN_ZONE_ON_OBSTACLE, -1, i, k, lowest_square(zone & scn->obstacles));
        if (zone & earlier)
            return report_make(ESC_SCN_ZONES_OVERLAP, -1, i, k, lowest_square(zone & earlier));
        earlier |= zone;
        /* Each side the objective is for must be able to get there. */
        for (int s = 0; s < ESC_SIDES; s++)
            if (esc_objective_for(o, s) && !(reach[s] & zone)) {
                esc_scenario_report rep = report_make(ESC_SCN_ZONE_UNREACHABLE, s, i, k, ESC_NO_SQUARE);
                return rep;
            }
        if (o->kind == ESC_OBJ_ESCORT && (zone & scn->sides[o->side].deploy))
            return report_make(ESC_SCN_EXIT_ON_DEPLOY, o->side, i, k, lowest_square(zone & scn->sides[o->side].deploy));
        k++;
    }
    if (o->kind == ESC_OBJ_ESCORT && (o->unit < 0 || o->unit >= scn->sides[o->side].fixed.n_units ||
                                      o->unit >= ESC_SQUAD_MAX))
        return report_make(ESC_SCN_BAD_ESCORT_UNIT, o->side, i, -1, ESC_NO_SQUARE);
    /* The escorted unit must be able to walk from a deployment square to an
     * exit in the side's turns before the limit: two moves of its Move a turn
     * (a command-forward's free move costs the commander's action, so no more),
     * round the obstacles. */
    if (o->kind == ESC_OBJ_ESCORT) {
        const esc_scenario_side *sd = &scn->sides[o->side];
        int move = sd->fixed.units[o->unit].move;
        esc_bits exits = esc_scenario_zone_squares(r, o->zones);
        esc_bits seen = sd->deploy & ~scn->obstacles, front = seen;
        int steps = 0;
        while (front && !(seen & exits)) {
            front = esc_board_dilate(front) & ~scn->obstacles & ~seen;
            seen |= front;
            steps++;
        }
        if ((seen & exits) && move > 0 && (steps + 2 * move - 1) / (2 * move) > scn->round_limit)
            return report_make(ESC_SCN_ESCORT_TOO_FAR, o->side, i, 0, ESC_NO_SQUARE);
    }
    if (o->kind == ESC_OBJ_SURVIVE && o->count > scn->round_limit)
        return report_make(ESC_SCN_SURVIVE_PAST_LIMIT, -1, i, -1, ESC_NO_SQUARE);
    for (int s = 0; s < ESC_SIDES; s++) {
        if (!esc_objective_for(o, s))
            continue;
        /* A hold counts the enemy turns the side ends alone in the zone: one a
         * round, less the enemy's first turn when the side surely moves second
         * and deploys outside the zone. */
        int enemy_turns = scn->round_limit;
        if (r->first_player == (s ^ 1) && !(scn->sides[s].deploy & esc_scenario_zone_squares(r, o->zones)))
            enemy_turns--;
        if (o->kind == ESC_OBJ_HOLD && o->count > enemy_turns)
            return report_make(ESC_SCN_SURVIVE_PAST_LIMIT, s, i, -1, ESC_NO_SQUARE);
        /* Control: at most one marker a zone at the end of each of the side's
         * turns, counted from its first turn. */
        if (o->kind == ESC_OBJ_CONTROL && o->count > n * scn->round_limit)
            return report_make(ESC_SCN_MARKERS_PAST_LIMIT, s, i, -1, ESC_NO_SQUARE);
    }
    return report_make(ESC_SCN_OK, -1, -1, -1, ESC_NO_SQUARE);
}

int esc_scenario_side_units(const esc_scenario *scenario, int side)
{
    if (side < 0 || side >= ESC_SIDES)
        return 0;
    const esc_scenario_side *sd = &scenario->sides[side];
    int n = sd->fixed.n_units;
    if (sd->budget > 0) {
        /* Each unit bought on the budget costs at least a Soldier's 1 RP. */
        int left = sd->budget - esc_squad_rank_points(&sd->fixed);
        n += left > 0 ? left : 0;
    }
    return n < ESC_SQUAD_MAX ? n : ESC_SQUAD_MAX;
}

/* The problems found, up to cap kept in out (the count returned may be more). */
typedef struct found {
    esc_scenario_report *out;
    int cap, n;
} found;

static void add(found *f, esc_scenario_report r)
{
    if (f->n < f->cap)
        f->out[f->n] = r;
    f->n++;
}

/* A side's first problem, ESC_SCN_OK when none. */
static esc_scenario_report test_side(const esc_scenario *scn, int s)
{
    const esc_scenario_side *sd = &scn->sides[s];
    if (sd->deploy == 0)
        return report_make(ESC_SCN_NO_DEPLOY, s, -1, -1, ESC_NO_SQUARE);
    if (sd->deploy & scn->obstacles)
        return report_make(ESC_SCN_DEPLOY_ON_OBSTACLE, s, -1, -1, lowest_square(sd->deploy & scn->obstacles));
    if (sd->budget < 0 || sd->budget > ESC_SCENARIO_BUDGET_MAX)
        return report_make(ESC_SCN_BAD_BUDGET, s, -1, -1, ESC_NO_SQUARE);
    if (sd->budget == 0 && sd->fixed.n_units == 0)
        return report_make(ESC_SCN_NO_FORCE, s, -1, -1, ESC_NO_SQUARE);
    if (sd->fixed.n_units < 0 || sd->fixed.n_units > ESC_SQUAD_CAPACITY)
        return report_make(ESC_SCN_BAD_FIXED_SQUAD, s, -1, -1, ESC_NO_SQUARE);
    if (sd->fixed.n_units > 0) {
        esc_squad_report sr = esc_squad_test(&sd->fixed);
        if (sr.problem != ESC_SQUAD_OK && sr.problem != ESC_SQUAD_OVER_BUDGET)
            return report_make(ESC_SCN_BAD_FIXED_SQUAD, s, -1, -1, ESC_NO_SQUARE);
        if (sd->budget > 0 && sr.rank_points > sd->budget)
            return report_make(ESC_SCN_OVER_BUDGET, s, -1, -1, ESC_NO_SQUARE);
        if (sd->budget == 0 && sr.rank_points > ESC_SCENARIO_BUDGET_MAX)
            return report_make(ESC_SCN_BAD_FIXED_SQUAD, s, -1, -1, ESC_NO_SQUARE);
    }
    if (esc_bits_count(sd->deploy) < sd->fixed.n_units)
        return report_make(ESC_SCN_TOO_FEW_DEPLOY, s, -1, -1, ESC_NO_SQUARE);
    return report_make(ESC_SCN_OK, -1, -1, -1, ESC_NO_SQUARE);
}

int esc_scenario_test_all(const esc_scenario *scn, esc_scenario_report *out, int cap)
{
    const esc_scenario_rules *r = &scn->rules;
    found f = {out, cap, 0};
    if (scn->round_limit < 1 || scn->round_limit > ESC_MAX_ROUND_LIMIT)
        add(&f, report_make(ESC_SCN_BAD_ROUND_LIMIT, -1, -1, -1, ESC_NO_SQUARE));
    if (scn->first_deployer < -1 || scn->first_deployer > 1 || r->first_player < -1 || r->first_player > 1)
        add(&f, report_make(ESC_SCN_BAD_FIRST, -1, -1, -1, ESC_NO_SQUARE));
    if (r->limit_winner != ESC_LIMIT_POINTS && r->limit_winner != ESC_LIMIT_DRAW && r->limit_winner != 0 &&
        r->limit_winner != 1)
        add(&f, report_make(ESC_SCN_BAD_LIMIT_WINNER, -1, -1, -1, ESC_NO_SQUARE));
    for (int s = 0; s < ESC_SIDES; s++) {
        esc_scenario_report rep = test_side(scn, s);
        if (rep.problem != ESC_SCN_OK)
            add(&f, rep);
    }
    if (scn->sides[0].deploy & scn->sides[1].deploy)
        add(&f, report_make(ESC_SCN_DEPLOY_OVERLAP, 1, -1, -1, lowest_square(scn->sides[0].deploy & scn->sides[1].deploy)));
    if (r->n_objectives == 0)
        add(&f, report_make(ESC_SCN_NO_OBJECTIVE, -1, -1, -1, ESC_NO_SQUARE));
    if (r->n_objectives > ESC_OBJECTIVES_MAX || r->n_zones > ESC_ZONES_MAX) {
        add(&f, report_make(ESC_SCN_TOO_MANY_OBJECTIVES, -1, -1, -1, ESC_NO_SQUARE));
        return f.n;
    }
    esc_bits reach[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        reach[s] = reachable_from(scn->obstacles, scn->sides[s].deploy);
    for (int i = 0; i < r->n_objectives; i++) {
        esc_scenario_report rep = test_objective(scn, i, reach);
        if (rep.problem != ESC_SCN_OK)
            add(&f, rep);
    }
    return f.n;
}

esc_scenario_report esc_scenario_test(const esc_scenario *scn)
{
    esc_scenario_report rep[1];
    if (esc_scenario_test_all(scn, rep, 1) > 0)
        return rep[0];
    return report_make(ESC_SCN_OK, -1, -1, -1, ESC_NO_SQUARE);
}

const char *esc_scenario_problem_text(esc_scenario_problem problem)
{
    switch (problem) {
    case ESC_SCN_OK: return "ok";
    case ESC_SCN_BAD_ROUND_LIMIT: return N_("the round limit must be 1 to 500 rounds");
    case ESC_SCN_BAD_FIRST: return N_("who deploys or moves first must be side 0, side 1 or left to chance");
    case ESC_SCN_BAD_LIMIT_WINNER: return N_("who wins at the round limit must be side 0, side 1, a draw or points");
    case ESC_SCN_NO_DEPLOY: return N_("the side has no deployment square");
    case ESC_SCN_DEPLOY_ON_OBSTACLE: return N_("a deployment square is an obstacle");
    case ESC_SCN_DEPLOY_OVERLAP: return N_("a deployment square belongs to both sides");
    case ESC_SCN_NO_FORCE: return N_("the side has neither a budget nor a fixed squad");
    case ESC_SCN_BAD_BUDGET: return N_("the budget must be 1 to 90 rank points");
    case ESC_SCN_BAD_FIXED_SQUAD: return N_("the fixed squad cannot play (a unit breaks a rule, or more than 6 units)");
    case ESC_SCN_OVER_BUDGET: return N_("the fixed squad costs more rank points than the budget");
    case ESC_SCN_TOO_FEW_DEPLOY: return N_("fewer deployment squares than units the side may field");
    case ESC_SCN_NO_OBJECTIVE: return N_("the scenario has no objective");
    case ESC_SCN_TOO_MANY_OBJECTIVES: return N_("too many objectives or zones (at most 8 of each)");
    case ESC_SCN_BAD_OBJECTIVE:
        return N_("the objective's side or count is out of range");
    case ESC_SCN_BAD_ZONE: return N_("the objective has the wrong number of zones");
    case ESC_SCN_ZONE_ON_OBSTACLE: return N_("a zone square is an obstacle");
    case ESC_SCN_ZONES_OVERLAP: return N_("two zones of the objective share a square");
    case ESC_SCN_ZONE_UNREACHABLE: return N_("no unit of the side can reach the zone");
    case ESC_SCN_BAD_ESCORT_UNIT: return N_("the escorted unit is not one of the side's fixed units");
    case ESC_SCN_EXIT_ON_DEPLOY: return N_("an exit square is one of the escorting side's deployment squares");
    case ESC_SCN_SURVIVE_PAST_LIMIT: return N_("the objective needs more rounds than the round limit allows");
    case ESC_SCN_MARKERS_PAST_LIMIT:
        return N_("the objective needs more markers than the round limit lets a side take (one a zone each turn)");
    case ESC_SCN_ESCORT_TOO_FAR:
        return N_("the escorted unit cannot reach an exit before the round limit, even unopposed");
    case ESC_SCN_COUNT: break;
    }
    return N_("unknown problem");
}

static bool same_unit(const esc_unit_def *a, const esc_unit_def *b)
{
    if (a->health != b->health || a->range != b->range || a->power != b->power || a->move != b->move)
        return false;
    return esc_unit_ability_mask(a) == esc_unit_ability_mask(b);
}

esc_scenario_squad_problem esc_scenario_test_squad(const esc_scenario *scn, int side, const esc_squad *squad)
{
    if (side < 0 || side >= ESC_SIDES || squad == NULL)
        return ESC_SCN_SQUAD_ILLEGAL;
    esc_squad_report sr = esc_squad_test(squad);
    if (sr.problem != ESC_SQUAD_OK && sr.problem != ESC_SQUAD_OVER_BUDGET)
        return ESC_SCN_SQUAD_ILLEGAL;
    const esc_squad *fixed = &scn->sides[side].fixed;
    if (fixed->n_units < 0 || fixed->n_units > ESC_SQUAD_CAPACITY)
        return ESC_SCN_SQUAD_ILLEGAL;
    if (squad->n_units < fixed->n_units)
        return ESC_SCN_SQUAD_NO_FIXED_UNITS;
    for (int i = 0; i < fixed->n_units; i++)
        if (!same_unit(&squad->units[i], &fixed->units[i]))
            return ESC_SCN_SQUAD_NO_FIXED_UNITS;
    if (sr.rank_points > esc_scenario_budget(scn, side))
        return ESC_SCN_SQUAD_OVER_BUDGET;
    if (squad->n_units > esc_scenario_max_units(scn, side))
        return ESC_SCN_SQUAD_TOO_MANY_UNITS;
    return ESC_SCN_SQUAD_OK;
}

const char *esc_scenario_squad_problem_text(esc_scenario_squad_problem problem)
{
    switch (problem) {
    case ESC_SCN_SQUAD_OK: return "ok";
    case ESC_SCN_SQUAD_ILLEGAL: return N_("the squad breaks a squad rule");
    case ESC_SCN_SQUAD_NO_FIXED_UNITS: return N_("the squad does not start with the scenario's fixed units");
    case ESC_SCN_SQUAD_OVER_BUDGET: return N_("the squad costs more rank points than the scenario allows");
    case ESC_SCN_SQUAD_TOO_MANY_UNITS: return N_("the squad has more units than the side has deployment squares");
    }
    return N_("unknown problem");
}

esc_setup_problem esc_scenario_start(esc_game *game, const esc_scenario *scn, const esc_squad *squads[ESC_SIDES],
                                     uint64_t seed, int *which)
{
    if (esc_scenario_test(scn).problem != ESC_SCN_OK)
        return ESC_SETUP_BAD_MAP;
    for (int s = 0; s < ESC_SIDES; s++) {
        if (esc_scenario_test_squad(scn, s, squads[s]) != ESC_SCN_SQUAD_OK) {
            if (which)
                *which = s;
            return ESC_SETUP_BAD_SQUAD;
        }
    }
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = scn->round_limit;
    for (int s = 0; s < ESC_SIDES; s++)
        settings.hooks.budget[s] = (uint8_t)esc_scenario_budget(scn, s);
    settings.hooks.first_deployer = scn->first_deployer >= 0 ? (uint8_t)(1 + scn->first_deployer) : 0;
    /* esc_game_init judges a map by the standard home ranks, which a scenario
     * replaces with its deployment squares: start on the open board, then lay
     * the scenario's obstacles (esc_scenario_test has checked them). */
    esc_map open;
    esc_map_init(&open, scn->name);
    esc_setup_problem p = esc_game_init(game, &open, squads, &settings, seed, which);
    if (p != ESC_SETUP_OK)
        return p;
    game->obstacles = scn->obstacles;
    game->zone = 0;
    game->scenario = scn->rules;
    game->scenario.active = true;
    for (int s = 0; s < ESC_SIDES; s++)
        game->scenario.deploy[s] = scn->sides[s].deploy;
    memset(game->scenario.progress, 0, sizeof game->scenario.progress);
    return ESC_SETUP_OK;
}
