/*
 * One TRTS combat round in one area (docs/trts.md "Combat round"): steps by Range,
 * highest first; legal targets (air/ground attacks, ground attackers screened by
 * lower-Range enemies); damage with armour, floors and shields; splash, suicide and
 * keep-alive; the standard targeting policy.
 *
 * The module works on a flat array of fighters, one per piece in the area, with
 * every figure already resolved (upgrades applied, unfinished buildings unable to
 * attack), so the game (state.c), skirmish-cli trts-combat and the benchmarks share
 * exactly the same code. Active retreat between steps is the caller's business:
 * run the steps one by one with trts_combat_step and remove retreaters in between.
 */
#ifndef SKIRMISH_CORE_TRTS_COMBAT_H
#define SKIRMISH_CORE_TRTS_COMBAT_H

#include <stdbool.h>

#include "skirmish/core/trts/faction.h"

#define TRTS_COMBAT_MAX 256      /* pieces in one area */
#define TRTS_COMBAT_MAX_STEPS 16 /* distinct Ranges: 0 to 15 */
#define TRTS_NO_TARGET (-1)

typedef struct trts_fighter {
    int player;
    bool engager;        /* on the active team's side */
    bool building, flying, worker;
    bool finished;       /* an unfinished building does nothing */
    int ground, air;     /* attacks with upgrades; TRTS_NO_ATTACK when none (or unfinished) */
    int armour;
    int range;           /* 0 without an attack, or when unfinished (a ruling) */
    int cost;            /* minerals + gas: "dearest" */
    bool splash, suicide;
    int hp, shields;
    bool attacked;       /* has attacked this game round */
    bool alive;
} trts_fighter;

/* Why an attacker may not name a target in the current step. */
typedef enum trts_target_why {
    TRTS_TARGET_OK = 0,
    TRTS_TARGET_BAD_INDEX,
    TRTS_TARGET_ATTACKER_DEAD,
    TRTS_TARGET_NOT_THIS_STEP,   /* the attacker's Range is not the step's */
    TRTS_TARGET_ALREADY_ATTACKED,
    TRTS_TARGET_UNFINISHED,
    TRTS_TARGET_DEAD,
    TRTS_TARGET_SAME_SIDE,
    TRTS_TARGET_WRONG_KIND,      /* ground attack on air, air attack on ground, or no attack */
    TRTS_TARGET_SCREENED         /* a ground attacker must pick a lower-Range enemy */
} trts_target_why;

/* One attack's choices: the target and, for splash, the second target. */
typedef struct trts_combat_choice {
    int target, second;  /* TRTS_NO_TARGET: declined / none */
} trts_combat_choice;

/* What a step did, for the client's step-by-step display and for tests. */
typedef struct trts_combat_hit {
    int attacker, target, damage;
} trts_combat_hit;

typedef struct trts_step_report {
    int range;
    int n_hits;
    trts_combat_hit hits[2 * TRTS_COMBAT_MAX];
    int kept_alive;      /* index of the keep-alive piece, or -1 */
} trts_step_report;

/* Fighter for a unit or building of `faction` (upgrades apply to non-worker units). */
void trts_fighter_unit(trts_fighter *f, const trts_unit_def *def, int player, bool weapons, bool plating);
void trts_fighter_building(trts_fighter *f, const trts_building_def *def, int player, bool finished);

/* Can this piece attack at all this round (alive, finished, with an attack, not attacked)? */
bool trts_fighter_can_attack(const trts_fighter *f);
/* Damage attacker a deals to target t (armour and the floors applied; before shields). */
int trts_combat_damage(const trts_fighter *a, const trts_fighter *t);

/* The round's steps: the distinct Ranges of pieces able to attack, highest first. */
int trts_combat_ranges(const trts_fighter *f, int n, int ranges[TRTS_COMBAT_MAX_STEPS]);
/* True when both sides still have a living piece. */
bool trts_combat_both_sides(const trts_fighter *f, int n);

trts_target_why trts_combat_test_target(const trts_fighter *f, int n, int range, int attacker, int target);
/* The standard policy's target for `attacker` in the step of `range` (TRTS_NO_TARGET when
 * it has none); `exclude` is a target to skip (the first target, when choosing a splash). */
int trts_combat_policy_target(const trts_fighter *f, int n, int range, int attacker, int exclude);
/* Fills choices[i] for every fighter by the standard policy (no target for those not
 * attacking in this step). */
void trts_combat_policy_choices(const trts_fighter *f, int n, int range, trts_combat_choice choices[]);

/* The auto-target a HUMAN seat's Done gives its pieces without a choice (a ruling; the
 * computer players and trts-combat keep the standard policy): for every i with pick[i],
 * choices[i] is filled piece by piece in index order, each seat (fighter's player)
 * apart, every target judged on the HP and shields that the seat's other choices this
 * step (choices[j] of its pieces with !pick[j], then its earlier picked pieces) leave
 * it: a target already certain to die is skipped for the next best, and a piece with
 * no other target holds its fire (TRTS_NO_TARGET). Choices with !pick[j] are read only. */
void trts_combat_auto_targets(const trts_fighter *f, int n, int range, const bool pick[], trts_combat_choice choices[]);

/* Deals one step's damage at once from choices (illegal choices are ignored, as declines),
 * removes the dead and the suicide attackers, applies keep-alive: `order` lists the
 * players in turn order. report may be NULL. */
void trts_combat_step(trts_fighter *f, int n, int range, const trts_combat_choice choices[], const int *order,
                      int n_order, trts_step_report *report);

/* A whole round with the standard policy and no retreat; returns the number of steps
 * fought and writes their Ranges to steps. */
int trts_combat_round(trts_fighter *f, int n, const int *order, int n_order, int steps[TRTS_COMBAT_MAX_STEPS]);

/* A combat round foretold (docs/trts.md "Combat forecast"): what each side brings
 * and what one whole round would leave, fought with no retreat and every piece's
 * default choice (the seat's auto-target for fighters with auto[k], the standard
 * policy for the others), exactly as trts_combat_step deals it. Side 0 is the
 * active team's (engager), side 1 everyone else. */
typedef enum trts_forecast_outcome {
    TRTS_FORECAST_NO_FIGHT = 0,  /* one side has no piece there */
    TRTS_FORECAST_WIN,           /* only the active side stands after the round */
    TRTS_FORECAST_LOSS,          /* only the other side stands */
    TRTS_FORECAST_BOTH_STAND,    /* both sides keep pieces there */
    TRTS_FORECAST_NONE_STAND     /* nobody (cannot happen with keep-alive; kept for safety) */
} trts_forecast_outcome;

typedef struct trts_forecast_side {
    int pieces;       /* living pieces there */
    int attackers;    /* of them able to attack this round */
    int attack;       /* their attacks summed (the higher of ground and air, upgrades in) */
    int armour;       /* armour summed over the pieces */
    int hp;           /* HP and shields summed */
    int left;         /* pieces left after the round */
    int hp_left;      /* HP and shields left */
    int lost_cost;    /* minerals + gas of the pieces lost */
} trts_forecast_side;

typedef struct trts_combat_forecast {
    trts_forecast_outcome outcome;
    int steps;                        /* steps fought */
    trts_forecast_side side[2];
    bool falls[TRTS_COMBAT_MAX];      /* fighter k would be lost */
    int kept_alive;                   /* the fighter a step left alone at 1 HP (keep-alive), or -1 */
} trts_combat_forecast;

/* Fills *out from fighters f (left unchanged); auto may be NULL (the policy for all). */
void trts_combat_forecast_round(const trts_fighter *f, int n, const int *order, int n_order, const bool *auto_,
                                trts_combat_forecast *out);

#endif
