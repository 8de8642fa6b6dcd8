/*
 * Phase 3, order resolution: Create and Merge, Defend, then every move at once
 * (head-on clashes, uncontested moves, challenges, contested targets and their
 * standoffs, withdrawals). It is deterministic and draws nothing.
 *
 * It runs in two steps because the standoff choices are private and made only once
 * the contested targets are known: campaign_resolve_begin does everything up to the
 * standoffs and lists them; the caller records each entrant's choice with
 * campaign_resolve_choose (an entrant with an engaged army must Stand, and no
 * choice means Withdraw); campaign_resolve_finish applies the withdrawals and lists
 * the battles and the taken locations. Nothing here changes control: Phase 5 does.
 */
#ifndef SKIRMISH_CORE_CAMPAIGN_RESOLVE_H
#define SKIRMISH_CORE_CAMPAIGN_RESOLVE_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/campaign/map.h"
#include "skirmish/core/campaign/orders.h"

/* What an army did in Phase 3. */
typedef enum campaign_army_fate {
    CAMPAIGN_FATE_STAYED,        /* Defend, no order, Create, Merge */
    CAMPAIGN_FATE_HELD,          /* a head-on clash at its own origin: the move cancelled */
    CAMPAIGN_FATE_MOVED,         /* reached its destination (uncontested, joined its own, or to a battle) */
    CAMPAIGN_FATE_WITHDRAWN      /* back at its origin after a standoff */
} campaign_army_fate;

typedef struct campaign_standoff {
    int8_t loc;
    int8_t occupant;              /* player or CAMPAIGN_NEUTRAL */
    uint8_t entrants;             /* player set */
    uint8_t must_stand;           /* entrants with an engaged army there */
    uint8_t stand;                /* entrants standing (must_stand included) */
    bool battle;                  /* set by finish */
} campaign_standoff;

typedef struct campaign_battle_site {
    int8_t loc;
    int8_t defender;              /* the occupant's player, or CAMPAIGN_NEUTRAL */
    bool defend_bonus;            /* one of the defender's armies there is defending */
    uint8_t players;              /* player set, the sides */
    uint8_t engaged;              /* players with an engaged army there */
    uint64_t armies;              /* army-index set (indices into forces) */
} campaign_battle_site;

typedef struct campaign_take {
    int8_t loc;
    int8_t player;
} campaign_take;

typedef struct campaign_created {
    int16_t parent;               /* the army given Create */
    int16_t id;                   /* the new Regiment's id */
    uint32_t units;               /* as in the order */
} campaign_created;

typedef struct campaign_merged {
    int16_t kept, gone;           /* ids: `gone` joined `kept` and no longer exists */
} campaign_merged;

typedef struct campaign_resolution {
    campaign_forces forces;                     /* after Phase 3 (positions, defending flags) */
    int8_t origin[CAMPAIGN_MAX_ARMIES];         /* by army index: where it stood when moves began */
    int8_t dest[CAMPAIGN_MAX_ARMIES];           /* move destination, or CAMPAIGN_NO_LOCATION */
    uint8_t fate[CAMPAIGN_MAX_ARMIES];          /* campaign_army_fate */
    bool engaged[CAMPAIGN_MAX_ARMIES];
    int8_t occupant[CAMPAIGN_MAX_LOCATIONS];    /* after the moves, withdrawals included */
    int n_merged;
    campaign_merged merged[CAMPAIGN_MAX_ARMIES];
    int n_created;
    campaign_created created[CAMPAIGN_MAX_ARMIES];
    int n_standoffs;
    campaign_standoff standoffs[CAMPAIGN_MAX_LOCATIONS];   /* ascending location */
    int n_battles;
    campaign_battle_site battles[CAMPAIGN_MAX_LOCATIONS];  /* ascending location */
    int n_taken;
    campaign_take taken[CAMPAIGN_MAX_LOCATIONS];           /* ascending location */
    /* working data between begin and finish */
    int8_t uncontested[CAMPAIGN_MAX_LOCATIONS];             /* the lone entrant, else CAMPAIGN_NEUTRAL */
    bool finished;
} campaign_resolution;

/* Steps 1 to 3b on orders that passed campaign_orders_test (an army without an
 * order defends). Creates get the lowest free ids, in the order of their parents'
 * ids, after the merges. */
void campaign_resolve_begin(const campaign_map *map, const campaign_forces *forces, const campaign_order *orders,
                            int n_orders, campaign_resolution *res);

typedef enum campaign_choice_problem {
    CAMPAIGN_CHOICE_OK = 0,
    CAMPAIGN_CHOICE_NO_STANDOFF,    /* no contested target at this location */
    CAMPAIGN_CHOICE_NOT_ENTRANT,    /* the player has no army moving in there */
    CAMPAIGN_CHOICE_MUST_STAND      /* an engaged army cannot Withdraw */
} campaign_choice_problem;

const char *campaign_choice_problem_text(campaign_choice_problem problem);
/* Standoff index at `loc`, or -1. */
int campaign_resolve_standoff_at(const campaign_resolution *res, int loc);
campaign_choice_problem campaign_test_standoff_choice(const campaign_resolution *res, int player, int loc, bool stand);
/* Records a legal choice (returns why not, changing nothing, otherwise). */
campaign_choice_problem campaign_resolve_choose(campaign_resolution *res, int player, int loc, bool stand);

/* Steps 3c and 3d: standoffs, withdrawals, the battles and the taken locations. */
void campaign_resolve_finish(const campaign_map *map, campaign_resolution *res);

#endif
