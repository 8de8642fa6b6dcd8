/*
 * Armies on the campaign map and the orders given to them in Phase 2.
 *
 * campaign_forces is the public part of a campaign position: who controls each
 * location and where each army stands. It is all Phase 3 needs (the CLI's
 * campaign-resolve reads exactly this), so the order checks and the resolution work
 * on it; the roster, which Create Regiment also needs, lives in state.h.
 *
 * One test function per order kind says why an order is refused (campaign_test_move,
 * campaign_test_defend, campaign_test_merge, and campaign_state_test_create in
 * state.h); campaign_orders_test checks a whole set, adding what only a set can
 * break (two orders for one army, an army in two merges). The client, the computer
 * player and the CLI all call these.
 */
#ifndef SKIRMISH_CORE_CAMPAIGN_ORDERS_H
#define SKIRMISH_CORE_CAMPAIGN_ORDERS_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/campaign/map.h"

#define CAMPAIGN_MAX_ARMIES 64          /* in a position; a game has at most 4 per player */
#define CAMPAIGN_MAX_REGIMENTS 3
#define CAMPAIGN_MAX_ARMY_ID 32767
#define CAMPAIGN_NEUTRAL (-1)
#define CAMPAIGN_NO_ARMY (-1)

typedef struct campaign_army {
    int16_t id;          /* >= 0, unique */
    int8_t player;       /* seat index */
    int8_t loc;          /* location index */
    bool main;           /* holds the Hero */
    bool defending;
    int8_t number;       /* its player's own number, from 1 in creation order (the Main Army
                          * set up first is 1); 0 none yet (campaign_forces_number gives one) */
} campaign_army;

typedef struct campaign_forces {
    int8_t control[CAMPAIGN_MAX_LOCATIONS];   /* player index or CAMPAIGN_NEUTRAL */
    int n_armies;
    campaign_army armies[CAMPAIGN_MAX_ARMIES]; /* ascending id */
    int16_t next_id;     /* the counter of army numbers: no id below it is given again
                          * (0 in a position that keeps no counter: the lowest free id) */
} campaign_forces;

typedef enum campaign_forces_problem {
    CAMPAIGN_FORCES_OK = 0,
    CAMPAIGN_FORCES_BAD_PLAYER,          /* an army's or a controller's seat out of range */
    CAMPAIGN_FORCES_BAD_LOCATION,        /* an army on no location */
    CAMPAIGN_FORCES_DUPLICATE_ARMY,
    CAMPAIGN_FORCES_UNCONTROLLED,        /* an army on a location its owner does not control */
    CAMPAIGN_FORCES_TWO_MAIN_ARMIES,
    CAMPAIGN_FORCES_TOO_MANY_REGIMENTS
} campaign_forces_problem;

const char *campaign_forces_problem_text(campaign_forces_problem problem);
/* The invariant after every Phase 5: each army on a location its owner controls
 * (so no location holds two players' armies), ids unique, at most one Main Army and
 * 3 Regiments a player. *army is the index of the army at fault (or -1). */
campaign_forces_problem campaign_forces_test(const campaign_map *map, const campaign_forces *forces, int *army);
/* The invariant alone (seats, locations, unique ids, each army on a location its
 * owner controls), without the Main Army and Regiment counts: what Phase 3 needs,
 * and all the CLI's campaign-resolve asks of a position. */
campaign_forces_problem campaign_forces_test_positions(const campaign_map *map, const campaign_forces *forces,
                                                       int *army);
/* Index of the army with `id`, or -1. */
int campaign_forces_find(const campaign_forces *forces, int id);
/* Sorts the armies by id (after adding some in any order). */
void campaign_forces_sort(campaign_forces *forces);
/* The lowest id at or above the counter (next_id) that no army has: the number
 * the next new army takes, so a campaign never calls two armies by one number. */
int campaign_forces_free_id(const campaign_forces *forces);
/* Gives that id to a new army: returns it and moves the counter past it (a
 * position without a counter, 0, keeps none). */
int campaign_forces_take_id(campaign_forces *forces);
/* The number a new army of `player` takes: one more than the highest of its
 * armies (1 when it has none). Players read "Army 2", not the shared id
 * (play-test 13: "Main Army 0", the computer's armies numbered after yours). */
int campaign_forces_next_number(const campaign_forces *forces, int player);
/* Gives each army without a number (a position saved before numbers) the next
 * of its player's, in id order. */
void campaign_forces_number(campaign_forces *forces);
/* Regiments (armies other than the Main Army) of a player. */
int campaign_forces_regiments(const campaign_forces *forces, int player);
/* Location-index set of the locations holding an army of `player`. */
uint64_t campaign_forces_player_locations(const campaign_forces *forces, int player);

typedef enum campaign_order_kind {
    CAMPAIGN_ORDER_NONE,       /* no order: Defend */
    CAMPAIGN_ORDER_MOVE,
    CAMPAIGN_ORDER_DEFEND,
    CAMPAIGN_ORDER_CREATE,
    CAMPAIGN_ORDER_MERGE,
    CAMPAIGN_ORDER_KIND_COUNT
} campaign_order_kind;

const char *campaign_order_kind_id(campaign_order_kind kind); /* "move", "defend", "create", "merge" */

typedef struct campaign_order {
    uint8_t kind;
    int16_t army;        /* the army given the order (its id) */
    int8_t to;           /* move: location index */
    int16_t with;        /* merge: the other army's id */
    uint32_t units;      /* create: the leaving units, as a set of roster slots */
} campaign_order;

campaign_order campaign_order_move(int army, int to);
campaign_order campaign_order_defend(int army);
campaign_order campaign_order_merge(int army, int with);
campaign_order campaign_order_create(int army, uint32_t units);

typedef enum campaign_order_problem {
    CAMPAIGN_ORDER_OK = 0,
    CAMPAIGN_ORDER_NO_SUCH_ARMY,
    CAMPAIGN_ORDER_NOT_YOUR_ARMY,
    CAMPAIGN_ORDER_TWO_ORDERS,          /* a second order for an army (a merge is the order of both armies) */
    CAMPAIGN_ORDER_NO_SUCH_LOCATION,
    CAMPAIGN_ORDER_NOT_ADJACENT,
    CAMPAIGN_ORDER_MERGE_SELF,
    CAMPAIGN_ORDER_MERGE_NO_SUCH_ARMY,
    CAMPAIGN_ORDER_MERGE_OTHER_PLAYER,
    CAMPAIGN_ORDER_MERGE_ELSEWHERE,
    CAMPAIGN_ORDER_TWO_MERGES,          /* an army named in two merges */
    CAMPAIGN_ORDER_CREATE_NO_UNIT,
    CAMPAIGN_ORDER_CREATE_ALL_UNITS,
    CAMPAIGN_ORDER_CREATE_HERO,
    CAMPAIGN_ORDER_CREATE_NOT_IN_ARMY,  /* a named unit is not in this army */
    CAMPAIGN_ORDER_TOO_MANY_REGIMENTS,
    CAMPAIGN_ORDER_CREATE_NO_ROSTER,    /* Create needs the units: not in a bare position */
    CAMPAIGN_ORDER_BAD_KIND,
    CAMPAIGN_ORDER_PROBLEM_COUNT
} campaign_order_problem;

const char *campaign_order_problem_text(campaign_order_problem problem);

/* player: the seat giving the order, or -1 for "its owner" (the CLI). */
campaign_order_problem campaign_test_move(const campaign_map *map, const campaign_forces *forces, int player,
                                          int army, int to);
campaign_order_problem campaign_test_defend(const campaign_forces *forces, int player, int army);
campaign_order_problem campaign_test_merge(const campaign_forces *forces, int player, int army, int with);
/* Every order of a set on its own (Create only counted against the Regiment limit
 * here: its units are checked by campaign_state_test_create), then the set. *bad is
 * the index of the first refused order and *bad_army the army it names. */
campaign_order_problem campaign_orders_test(const campaign_map *map, const campaign_forces *forces, int player,
                                            const campaign_order *orders, int n, int *bad, int *bad_army);

#endif
