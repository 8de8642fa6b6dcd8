/*
 * Escarmouche units: the four stats, the twelve abilities, and the cost and rank
 * formula that prices a unit in rank points.
 *
 * The formula is the Barracks' one: a cost from the stats and abilities, rounded
 * up, then fuzzy memberships of that cost (and of the number of abilities) decide
 * the rank; the rank decides the rank points a squad pays.
 */
#ifndef SKIRMISH_CORE_ESC_UNIT_H
#define SKIRMISH_CORE_ESC_UNIT_H

#include <stdbool.h>
#include <stdint.h>

#define ESC_NAME_MAX 64      /* bytes, NUL included, for unit and squad names */
#define ESC_STAT_MIN 1
#define ESC_STAT_MAX 99      /* what the rules accept; the editor caps at ESC_STAT_EDITOR_MAX */
#define ESC_STAT_EDITOR_MAX 9
#define ESC_UNIT_ABILITY_CAPACITY 24

typedef enum esc_ability {
    ESC_AB_CHARGE,
    ESC_AB_ENERGY_TRAIT,
    ESC_AB_DEFENSIVE_STANCE,
    ESC_AB_SUPPRESSING_FIRE,
    ESC_AB_TACTICAL_RETREAT,
    ESC_AB_COMMAND_FORWARD,
    ESC_AB_DEVASTATING_STRIKE,
    ESC_AB_FEINT,
    ESC_AB_GUARDIAN,
    ESC_AB_SWEEP,
    ESC_AB_PRECISION_SHOT,
    ESC_AB_OVERCHARGE,
    ESC_AB_COUNT
} esc_ability;

#define ESC_AB_NONE 0xFF

/* What an ability asks the player to pick, for the generator and the input state
 * machine. */
typedef enum esc_ability_targeting {
    ESC_TARGETS_NOTHING,          /* defensive-stance, sweep, command-forward */
    ESC_TARGETS_ENEMY,            /* energy-trait, suppressing-fire, devastating-strike, precision-shot, overcharge */
    ESC_TARGETS_ALLY,             /* feint, guardian */
    ESC_TARGETS_SQUARE,           /* tactical-retreat */
    ESC_TARGETS_SQUARE_AND_ENEMY  /* charge */
} esc_ability_targeting;

typedef struct esc_ability_info {
    const char *id;          /* "charge", as in files and on the command line */
    const char *name;        /* "Charge", for people */
    int cost;
    bool attacks;            /* an attacking ability: barred by overcharge's after-effect */
    esc_ability_targeting targeting;
    const char *text;        /* the rule, one sentence or two */
} esc_ability_info;

const esc_ability_info *esc_ability_get(esc_ability ability);
/* Returns ESC_AB_NONE for an unknown id. */
int esc_ability_from_id(const char *id);

typedef enum esc_rank {
    ESC_RANK_SOLDIER,
    ESC_RANK_VETERAN,
    ESC_RANK_ELITE,
    ESC_RANK_CHAMPION,
    ESC_RANK_PARAGON,
    ESC_RANK_COUNT
} esc_rank;

const char *esc_rank_id(esc_rank rank);      /* "soldier" */
const char *esc_rank_name(esc_rank rank);    /* "Soldier" */
int esc_rank_points(esc_rank rank);          /* 1, 3, 6, 10, 15 */
/* The rank for an (already rounded) cost and a number of abilities. Costs are
 * long long: with stats up to 99 a cost reaches about 1.7e10. */
esc_rank esc_rank_from_cost(long long cost, int n_abilities);

typedef struct esc_unit_def {
    char name[ESC_NAME_MAX];
    int health, range, power, move;
    int n_abilities;
    uint8_t abilities[ESC_UNIT_ABILITY_CAPACITY]; /* in the order chosen; a loaded file may repeat one, which esc_unit_test reports */
} esc_unit_def;

typedef enum esc_unit_problem {
    ESC_UNIT_OK = 0,
    ESC_UNIT_STAT_TOO_LOW,       /* a stat below 1 */
    ESC_UNIT_STAT_TOO_HIGH,      /* a stat above ESC_STAT_MAX */
    ESC_UNIT_UNKNOWN_ABILITY,
    ESC_UNIT_DUPLICATE_ABILITY,
    ESC_UNIT_TOO_MANY_ABILITIES
} esc_unit_problem;

void esc_unit_init(esc_unit_def *unit, const char *name, int health, int range, int power, int move);
/* Adds an ability at the end of the list; false (and nothing changed) when it is
 * already there or the id is out of range. */
bool esc_unit_add_ability(esc_unit_def *unit, int ability);
bool esc_unit_remove_ability(esc_unit_def *unit, int ability);
bool esc_unit_has_ability(const esc_unit_def *unit, int ability);
uint16_t esc_unit_ability_mask(const esc_unit_def *unit);

/* Cost before rounding, summed in the rule's order with doubles. */
double esc_unit_cost_exact(const esc_unit_def *unit);
/* ceil of the exact cost, at most ESC_UNIT_COST_MAX. Drafts may hold stats far
 * beyond ESC_STAT_MAX (the Barracks keeps illegal drafts), where the exact cost is
 * huge or infinite; such a unit costs ESC_UNIT_COST_MAX, far over any budget. */
#define ESC_UNIT_COST_MAX 1000000000000000LL /* 1e15, exact in a double */
long long esc_unit_cost(const esc_unit_def *unit);
esc_rank esc_unit_rank(const esc_unit_def *unit);
int esc_unit_rank_points(const esc_unit_def *unit);
/* First problem found; *stat (if given) names the stat ("health") for stat problems. */
esc_unit_problem esc_unit_test(const esc_unit_def *unit, const char **stat);
const char *esc_unit_problem_text(esc_unit_problem problem);

#endif
