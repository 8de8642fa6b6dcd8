/*
 * Unit definitions: the ability table, and the cost and rank formula of the
 * Barracks (spec: "Squad building"), computed exactly as the rule states it so that
 * our ranks match every other implementation of the formula.
 */
#include "skirmish/core/esc/unit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/core/tr.h"

/* Names and rules are N_()-marked: callers show _(info->name) and _(info->text). */
static const esc_ability_info abilities[ESC_AB_COUNT] = {
    [ESC_AB_CHARGE] = { "charge", N_("Charge"), 3, true, ESC_TARGETS_SQUARE_AND_ENEMY,
        N_("Move up to Move squares to a square from which an enemy is in Range and line of sight, then a power-1 attack on it.") },
    [ESC_AB_ENERGY_TRAIT] = { "energy-trait", N_("Energy Trait"), 3, true, ESC_TARGETS_ENEMY,
        N_("Power-2 attack on an enemy within 3 squares.") },
    [ESC_AB_DEFENSIVE_STANCE] = { "defensive-stance", N_("Defensive Stance"), 3, false, ESC_TARGETS_NOTHING,
        N_("The next point of damage dealt to this unit is cancelled. Not stackable; lasts until used.") },
    [ESC_AB_SUPPRESSING_FIRE] = { "suppressing-fire", N_("Suppressing Fire"), 4, true, ESC_TARGETS_ENEMY,
        N_("Power-1 attack within 4 squares. If the target survives, it may take only 1 action in its owner's next turn.") },
    [ESC_AB_TACTICAL_RETREAT] = { "tactical-retreat", N_("Tactical Retreat"), 2, false, ESC_TARGETS_SQUARE,
        N_("Move up to Move squares; enemies cannot target this unit until the end of their next turn.") },
    [ESC_AB_COMMAND_FORWARD] = { "command-forward", N_("Command Forward"), 5, false, ESC_TARGETS_NOTHING,
        N_("Up to 2 other allies within 3 squares each make a free move.") },
    [ESC_AB_DEVASTATING_STRIKE] = { "devastating-strike", N_("Devastating Strike"), 6, true, ESC_TARGETS_ENEMY,
        N_("Power-4 attack on an adjacent enemy; then this unit loses 1 Health.") },
    [ESC_AB_FEINT] = { "feint", N_("Feint"), 3, false, ESC_TARGETS_ALLY,
        N_("Swap squares with an ally within 2 squares in line of sight.") },
    [ESC_AB_GUARDIAN] = { "guardian", N_("Guardian"), 4, false, ESC_TARGETS_ALLY,
        N_("Pick an ally next to this unit: until your next turn begins, this unit takes all damage dealt to that ally, near or not.") },
    [ESC_AB_SWEEP] = { "sweep", N_("Sweep"), 5, true, ESC_TARGETS_NOTHING,
        N_("Power-1 attack on every adjacent enemy.") },
    [ESC_AB_PRECISION_SHOT] = { "precision-shot", N_("Precision Shot"), 4, true, ESC_TARGETS_ENEMY,
        N_("Power-2 attack within Range; units do not block its line of sight.") },
    [ESC_AB_OVERCHARGE] = { "overcharge", N_("Overcharge"), 3, true, ESC_TARGETS_ENEMY,
        N_("An attack even after attacking this turn; no attack on this unit's next turn.") },
};

const esc_ability_info *esc_ability_get(esc_ability ability)
{
    if ((unsigned)ability >= ESC_AB_COUNT)
        return NULL;
    return &abilities[ability];
}

int esc_ability_from_id(const char *id)
{
    if (!id)
        return ESC_AB_NONE;
    for (int i = 0; i < ESC_AB_COUNT; i++)
        if (strcmp(abilities[i].id, id) == 0)
            return i;
    return ESC_AB_NONE;
}

static const char *const rank_ids[ESC_RANK_COUNT] = { "soldier", "veteran", "elite", "champion", "paragon" };
static const char *const rank_names[ESC_RANK_COUNT] = { N_("Soldier"), N_("Veteran"), N_("Elite"), N_("Champion"),
                                                          N_("Paragon") };
static const int rank_points[ESC_RANK_COUNT] = { 1, 3, 6, 10, 15 };

const char *esc_rank_id(esc_rank rank) { return (unsigned)rank < ESC_RANK_COUNT ? rank_ids[rank] : "?"; }
const char *esc_rank_name(esc_rank rank) { return (unsigned)rank < ESC_RANK_COUNT ? rank_names[rank] : "?"; }
int esc_rank_points(esc_rank rank) { return (unsigned)rank < ESC_RANK_COUNT ? rank_points[rank] : 0; }

/* triangle(a, b, d)(x) exactly as the spec writes it. */
static double triangle(double a, double b, double d, double x)
{
    if (a < x && x < b)
        return (x - a) / (b - a);
    if (b <= x && x <= d)
        return (d - x) / (d - b);
    return 0.0;
}

static double fmax2(double a, double b) { return a > b ? a : b; }
static double fmin2(double a, double b) { return a < b ? a : b; }

esc_rank esc_rank_from_cost(long long cost, int n_abilities)
{
    double c = (double)cost, e = n_abilities;
    double very_low = c <= 10.0 ? (c >= 0.0 ? 1.0 - c / 10.0 : 0.0) : 0.0;
    double low = triangle(8, 12, 16, c);
    double mid = triangle(14, 18, 22, c);
    double high = triangle(20, 24, 28, c);
    double very_high = c < 26.0 ? 0.0 : (c <= 30.0 ? (c - 26.0) / 4.0 : 1.0);
    double ramp = e < 1.0 ? 0.0 : (e <= 2.0 ? e - 1.0 : 1.0);
    double s = fmax2(triangle(0, 1, 2, e), ramp);

    double degree[ESC_RANK_COUNT] = {
        [ESC_RANK_SOLDIER] = very_low,
        [ESC_RANK_VETERAN] = fmax2(low, fmin2(very_low, s)),
        [ESC_RANK_ELITE] = fmax2(mid, fmin2(low, s)),
        [ESC_RANK_CHAMPION] = fmax2(high, fmin2(mid, s)),
        [ESC_RANK_PARAGON] = fmax2(very_high, fmin2(high, s)),
    };
    /* Largest degree above zero; scanning upwards with >= gives ties to the higher rank. */
    esc_rank best = ESC_RANK_SOLDIER;
    double best_degree = 0.0;
    for (int r = 0; r < ESC_RANK_COUNT; r++) {
        if (degree[r] > 0.0 && degree[r] >= best_degree) {
            best = (esc_rank)r;
            best_degree = degree[r];
        }
    }
    return best;
}

void esc_unit_init(esc_unit_def *unit, const char *name, int health, int range, int power, int move)
{
    memset(unit, 0, sizeof *unit);
    snprintf(unit->name, sizeof unit->name, "%s", name ? name : "");
    unit->health = health;
    unit->range = range;
    unit->power = power;
    unit->move = move;
}

bool esc_unit_has_ability(const esc_unit_def *unit, int ability)
{
    for (int i = 0; i < unit->n_abilities; i++)
        if (unit->abilities[i] == ability)
            return true;
    return false;
}

bool esc_unit_add_ability(esc_unit_def *unit, int ability)
{
    if (ability < 0 || ability >= ESC_AB_COUNT || esc_unit_has_ability(unit, ability) ||
        unit->n_abilities >= ESC_UNIT_ABILITY_CAPACITY)
        return false;
    unit->abilities[unit->n_abilities++] = (uint8_t)ability;
    return true;
}

bool esc_unit_remove_ability(esc_unit_def *unit, int ability)
{
    for (int i = 0; i < unit->n_abilities; i++) {
        if (unit->abilities[i] == ability) {
            memmove(&unit->abilities[i], &unit->abilities[i + 1], (size_t)(unit->n_abilities - i - 1));
            unit->n_abilities--;
            return true;
        }
    }
    return false;
}

uint16_t esc_unit_ability_mask(const esc_unit_def *unit)
{
    uint16_t mask = 0;
    for (int i = 0; i < unit->n_abilities; i++)
        if (unit->abilities[i] < ESC_AB_COUNT)
            mask |= (uint16_t)(1u << unit->abilities[i]);
    return mask;
}

double esc_unit_cost_exact(const esc_unit_def *unit)
{
    double h = unit->health, r = unit->range, p = unit->power, m = unit->move;
    /* Left to right, as written in the rule, so rounding matches other implementations. */
    double cost = h * 1;
    cost = cost + r * 2 * pow(1.1, r - 1);
    cost = cost + m * 1 * pow(1.1, m - 1);
    cost = cost + p * 3 * pow(1.2, p - 1);
    cost = cost + (r * 2) * (p * 3) * 0.1;
    for (int i = 0; i < unit->n_abilities; i++)
        if (unit->abilities[i] < ESC_AB_COUNT)
            cost = cost + abilities[unit->abilities[i]].cost;
    return cost;
}

long long esc_unit_cost(const esc_unit_def *unit)
{
    double cost = ceil(esc_unit_cost_exact(unit));
    /* Converting a double beyond long long is undefined: saturate first (the
     * negated test also catches NaN). Stats below 1 make costs negative but small. */
    if (!(cost < (double)ESC_UNIT_COST_MAX))
        return ESC_UNIT_COST_MAX;
    if (cost < -(double)ESC_UNIT_COST_MAX)
        return -ESC_UNIT_COST_MAX;
    return (long long)cost;
}

esc_rank esc_unit_rank(const esc_unit_def *unit)
{
    return esc_rank_from_cost(esc_unit_cost(unit), unit->n_abilities);
}

int esc_unit_rank_points(const esc_unit_def *unit)
{
    return esc_rank_points(esc_unit_rank(unit));
}

esc_unit_problem esc_unit_test(const esc_unit_def *unit, const char **stat)
{
    const char *names[4] = { "health", "range", "power", "move" };
    int values[4] = { unit->health, unit->range, unit->power, unit->move };
    for (int i = 0; i < 4; i++) {
        if (values[i] < ESC_STAT_MIN || values[i] > ESC_STAT_MAX) {
            if (stat)
                *stat = names[i];
            return values[i] < ESC_STAT_MIN ? ESC_UNIT_STAT_TOO_LOW : ESC_UNIT_STAT_TOO_HIGH;
        }
    }
    if (stat)
        *stat = NULL;
    if (unit->n_abilities < 0 || unit->n_abilities > ESC_UNIT_ABILITY_CAPACITY)
        return ESC_UNIT_TOO_MANY_ABILITIES;
    uint16_t seen = 0;
    for (int i = 0; i < unit->n_abilities; i++) {
        int a = unit->abilities[i];
        if (a >= ESC_AB_COUNT)
            return ESC_UNIT_UNKNOWN_ABILITY;
        if (seen & (1u << a))
            return ESC_UNIT_DUPLICATE_ABILITY;
        seen |= (uint16_t)(1u << a);
    }
    return ESC_UNIT_OK;
}

const char *esc_unit_problem_text(esc_unit_problem problem)
{
    switch (problem) {
    case ESC_UNIT_OK: return "ok";
    case ESC_UNIT_STAT_TOO_LOW: return N_("a stat is below 1");
    case ESC_UNIT_STAT_TOO_HIGH: return N_("a stat is above 99");
    case ESC_UNIT_UNKNOWN_ABILITY: return N_("unknown ability");
    case ESC_UNIT_DUPLICATE_ABILITY: return N_("the same ability twice");
    case ESC_UNIT_TOO_MANY_ABILITIES: return N_("too many abilities");
    }
    return N_("unknown problem");
}
