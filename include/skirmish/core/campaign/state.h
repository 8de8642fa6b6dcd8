/*
 * The campaign game: settings, players and their rosters, the armies on the map,
 * and the turn's five phases as functions of the state (docs/campaign.md).
 *
 * campaign_state is a plain struct of fixed-size arrays with a pointer to its map,
 * which never changes during a campaign (copy the state to undo or to preview).
 * It holds the two seeded streams: `rules` (start draw, holders, duel queues,
 * battle seeds, injuries, in the order docs/campaign.md §9 gives) and `computer`
 * (everything computer players draw), so changing a seat from human to computer
 * never changes a rules draw.
 *
 * The turn, as the client (or the simulator) drives it:
 *   Phase 1 Downtime: campaign_recruit, _dismiss, _replenish, _buy_trait,
 *           _appoint_hero for each player (each with its test_* function), then
 *           campaign_end_downtime.
 *   Phase 2 orders: campaign_state_test_orders, then campaign_begin_resolution.
 *   Phase 3 standoffs: campaign_choose_standoff for each entrant, then
 *           campaign_finish_resolution (it draws the holders, queues and seeds).
 *   Phase 4 battles: while campaign_current_duel finds one: each side's squad
 *           (campaign_set_squad), the Defend bonus (campaign_set_bonus), then
 *           campaign_duel_setup gives the Escarmouche squads, settings with the
 *           hooks, map name and seed; the caller plays the match (board or AI) and
 *           reports campaign_duel_finish(winner, each unit's Health, who fought).
 *   Phase 5: campaign_set_retreat for the losing occupants that have a choice, then
 *           campaign_end_turn (control, losers, Heroes, Renown, revenue,
 *           eliminations, victory; the turn counter moves).
 */
#ifndef SKIRMISH_CORE_CAMPAIGN_STATE_H
#define SKIRMISH_CORE_CAMPAIGN_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/campaign/map.h"
#include "skirmish/core/campaign/orders.h"
#include "skirmish/core/campaign/resolve.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/core/rng.h"

#define CAMPAIGN_ROSTER_MAX 24
#define CAMPAIGN_START_GOLD 1000
#define CAMPAIGN_PRICE_FACTOR 10            /* price = 10 x cost gold */
#define CAMPAIGN_TURNS_MIN 4
#define CAMPAIGN_TURNS_MAX 40
#define CAMPAIGN_TURNS_DEFAULT 12
#define CAMPAIGN_BUDGET_MAX 40
#define CAMPAIGN_STAT_CAP 9
#define CAMPAIGN_NO_UNIT (-1)
#define CAMPAIGN_LIBRARY_MAX 64

/* ---- settings ---- */

typedef struct campaign_settings {
    int n_players;                          /* 2 to 4 */
    bool computer[CAMPAIGN_MAX_PLAYERS];    /* seat is a computer player */
    int turn_limit;                         /* 4 to 40 */
    bool domination, warlord;               /* Timed is always on */
    uint8_t battle_ai;                      /* ai_level of auto battles (the core only stores it) */
    int round_limit;                        /* of each battle */
    uint64_t seed;
} campaign_settings;

void campaign_settings_default(campaign_settings *settings, int n_players);

/* The units a player may recruit (the shipped library, in file order). */
typedef struct campaign_library {
    int n_units;
    esc_unit_def units[CAMPAIGN_LIBRARY_MAX];
} campaign_library;

/* ---- units, traits, injuries ---- */

typedef enum campaign_trait {
    CAMPAIGN_TRAIT_STALWART,
    CAMPAIGN_TRAIT_SWIFT,
    CAMPAIGN_TRAIT_MIGHTY,
    CAMPAIGN_TRAIT_DEADEYE,
    CAMPAIGN_TRAIT_DUELIST,
    CAMPAIGN_TRAIT_TACTICIAN,
    CAMPAIGN_TRAIT_PROTECTOR,
    CAMPAIGN_TRAIT_INSPIRING,
    CAMPAIGN_TRAIT_COUNT
} campaign_trait;

typedef enum campaign_injury {
    CAMPAIGN_INJURY_LOST_EYE,       /* -1 Range */
    CAMPAIGN_INJURY_LIMPING_LEG,    /* -1 Move */
    CAMPAIGN_INJURY_SHATTERED_ARM,  /* -1 Power */
    CAMPAIGN_INJURY_DEEP_SCAR,      /* -1 Health */
    CAMPAIGN_INJURY_COUNT
} campaign_injury;

typedef struct campaign_trait_info {
    const char *id;           /* "stalwart" */
    int renown;
    int stat_delta[4];        /* health, range, power, move */
    int ability;              /* esc_ability gained, or -1 */
} campaign_trait_info;

const campaign_trait_info *campaign_trait_get(campaign_trait trait);
const char *campaign_injury_id(campaign_injury injury);
/* The stat an injury lowers by 1, as an index of campaign_trait_info's
 * stat_delta (0 health, 1 range, 2 power, 3 move); -1 for no injury. */
int campaign_injury_stat(campaign_injury injury);
int campaign_trait_from_id(const char *id);      /* -1 if unknown */
int campaign_injury_from_id(const char *id);

typedef struct campaign_unit {
    int16_t uid;              /* unique in the player's roster, never reused */
    int16_t army;             /* id of the army it is in */
    esc_unit_def base;        /* base stats (permanent wounds already taken off) */
    uint8_t wounds;           /* fresh wounds */
    bool hero;
    uint8_t traits;           /* bit per campaign_trait */
    uint8_t injuries;         /* bit per campaign_injury */
    bool fallen;              /* eliminated on the board this turn: leaves in Phase 5 (not the Hero) */
    bool hero_fell;           /* the Hero was eliminated on the board this turn: rolls for an injury */
} campaign_unit;

/* Current stats: base changed by traits and injuries, each clamped to 1-9. */
void campaign_unit_current(const campaign_unit *unit, esc_unit_def *out);
int campaign_unit_price(const campaign_unit *unit);       /* 10 x cost */
int campaign_unit_rp(const campaign_unit *unit);
int campaign_unit_max_health(const campaign_unit *unit);
int campaign_unit_replenish_cost(const campaign_unit *unit);  /* ceil(price x k / (2 H)); 0 if unwounded */
int campaign_def_price(const esc_unit_def *def);

/* ---- players and state ---- */

typedef struct campaign_player {
    int gold;
    int renown;               /* to spend */
    int renown_earned;        /* total */
    bool eliminated;
    int eliminated_turn;
    int n_units;
    campaign_unit units[CAMPAIGN_ROSTER_MAX];
    int next_uid;
    bool downtime_done;
} campaign_player;

typedef enum campaign_phase {
    CAMPAIGN_PHASE_DOWNTIME,
    CAMPAIGN_PHASE_ORDERS,
    CAMPAIGN_PHASE_STANDOFFS,
    CAMPAIGN_PHASE_BATTLES,
    CAMPAIGN_PHASE_RESOLUTION,
    CAMPAIGN_PHASE_OVER
} campaign_phase;

typedef enum campaign_victory {
    CAMPAIGN_VICTORY_NONE,
    CAMPAIGN_VICTORY_LAST,
    CAMPAIGN_VICTORY_DOMINATION,
    CAMPAIGN_VICTORY_WARLORD,
    CAMPAIGN_VICTORY_TIMED
} campaign_victory;

const char *campaign_victory_id(campaign_victory victory);  /* "last", "domination", "warlord", "timed" */

typedef enum campaign_bonus {
    CAMPAIGN_BONUS_NONE,
    CAMPAIGN_BONUS_GROUND,      /* Favourable Ground: home ranks and deployment order */
    CAMPAIGN_BONUS_AMBUSCADE,   /* Prepared Ambuscade: a Core unit's free Move */
    CAMPAIGN_BONUS_ASSAULT      /* Ready for the Assault: +1 on the first-turn die */
} campaign_bonus;

#define CAMPAIGN_MAX_BATTLES CAMPAIGN_MAX_LOCATIONS

/* One battle of Phase 4: its sides and the chain of duels. */
typedef struct campaign_battle {
    int8_t loc;
    int8_t defender;                         /* player or CAMPAIGN_NEUTRAL */
    bool defend_bonus;                       /* the defender may take a bonus */
    uint8_t players;                         /* sides */
    uint64_t armies;                         /* army-index set at the start of Phase 4 (see army_ids) */
    int16_t army_ids[CAMPAIGN_MAX_ARMIES];   /* ids of the armies there, ascending */
    int n_army_ids;
    int8_t holder;                           /* current holder */
    int8_t queue[CAMPAIGN_MAX_PLAYERS];      /* challengers, in order */
    int n_queue;
    int duel;                                /* next duel: index into queue; n_queue = over */
    uint64_t seed;                           /* the battle's rules-stream seed; duel k plays seed + k */
    /* the duel in preparation */
    uint32_t squad[CAMPAIGN_MAX_PLAYERS];    /* roster-slot sets chosen */
    bool squad_set[CAMPAIGN_MAX_PLAYERS];
    uint8_t fight;                           /* players fighting this duel on the board, not auto (a client's choice) */
    uint8_t bonus;                           /* campaign_bonus */
    bool bonus_set;
    bool ground_high;                        /* Favourable Ground: the defender takes ranks 7-8 */
    bool ground_second;                      /* Favourable Ground: the defender deploys second */
    int16_t ambuscade_uid;                   /* Prepared Ambuscade's unit */
    /* The holder's carried Health needs no field: every unit starts Phase 4
     * unwounded (Downtime ends with no fresh wound), so a unit's Health in the
     * chain is its max Health minus the wounds the duels gave it. */
    uint8_t fielded;                         /* players whose Hero was fielded in a duel their side fought */
    int8_t winner;                           /* set when the chain is over */
    bool over;
} campaign_battle;

/* A fallen Hero's injury roll in Phase 5: its d6 (4+ injures) and the injury
 * drawn (-1: none, or none left to give). */
typedef struct campaign_injury_roll {
    int8_t player, loc, d6, injury;
} campaign_injury_roll;

/* Renown given in Phase 5 for a battle a player fielded its Hero in (1, 2 won). */
typedef struct campaign_renown_award {
    int8_t player, loc, gain;
} campaign_renown_award;

typedef struct campaign_state {
    const campaign_map *map;
    campaign_settings settings;
    int turn;                                 /* from 1 */
    uint8_t phase;                            /* campaign_phase */
    core_rng rules, computer;
    campaign_player players[CAMPAIGN_MAX_PLAYERS];
    campaign_forces forces;
    int8_t start[CAMPAIGN_MAX_PLAYERS];       /* start locations (location index) */
    /* what other seats see of each army, frozen at the start of Downtime */
    int16_t public_ids[CAMPAIGN_MAX_ARMIES];
    uint8_t public_units[CAMPAIGN_MAX_ARMIES];
    int n_public;
    /* the turn in progress; during Phase 2 orders holds what the seats entered so
     * far (a client's drafts, kept by saves) and orders_ready the seats that
     * handed theirs over; campaign_begin_resolution replaces both */
    int n_orders;
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    uint8_t orders_ready;
    campaign_resolution res;
    int8_t control_before[CAMPAIGN_MAX_LOCATIONS];  /* control at the start of the turn (budgets) */
    int n_battles;
    campaign_battle battles[CAMPAIGN_MAX_BATTLES];
    int current;                              /* battle being fought */
    int8_t retreat[CAMPAIGN_MAX_BATTLES];     /* chosen retreat of each battle's losing occupant, -1 default */
    /* results */
    int battles_fought;                       /* over the campaign */
    uint8_t winners;                          /* player set */
    uint8_t victory;                          /* campaign_victory */
    int8_t took_last[CAMPAIGN_MAX_PLAYERS];   /* who took an eliminated player's last location this turn */
    int8_t last_loc_taken[CAMPAIGN_MAX_PLAYERS];
    /* What the last campaign_end_turn rolled and awarded, for the players to read
     * (not saved: Phase 5 is shown as it happens). */
    campaign_injury_roll rolls[CAMPAIGN_MAX_PLAYERS];
    int n_rolls;
    campaign_renown_award awards[CAMPAIGN_MAX_BATTLES];
    int n_awards;
} campaign_state;

typedef enum campaign_setup_problem {
    CAMPAIGN_SETUP_OK = 0,
    CAMPAIGN_SETUP_BAD_MAP,
    CAMPAIGN_SETUP_PLAYER_COUNT,          /* not 2-4, or the map has no starts for it */
    CAMPAIGN_SETUP_TURN_LIMIT,
    CAMPAIGN_SETUP_BAD_HERO               /* illegal, or above Elite */
} campaign_setup_problem;

/* Starts a campaign: starts drawn by the rules stream, each Hero alone in its Main
 * Army at its start, 1000 gold, turn 1 Downtime. heroes[p] is the Hero of seat p
 * (rank at most Elite). */
campaign_setup_problem campaign_state_init(campaign_state *state, const campaign_map *map,
                                           const campaign_settings *settings,
                                           const esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS]);
/* Whether a unit may be a Hero at the start: legal, rank at most Elite
 * (CAMPAIGN_SETUP_BAD_HERO otherwise); what the setup screen asks. */
campaign_setup_problem campaign_test_hero(const esc_unit_def *hero);
/* The first Elite of a library (a computer seat's Hero); false when there is none. */
bool campaign_library_first_elite(const campaign_library *library, esc_unit_def *out);

/* Freezes what the other seats see of each army (its unit count): called at the
 * start of each Downtime and at the Phase 3 reveal. */
void campaign_state_snapshot_public(campaign_state *state);

/* Roster helpers. */
int campaign_player_unit_index(const campaign_player *player, int uid);   /* -1 if none */
int campaign_player_hero(const campaign_player *player);                   /* index, -1 if none */
int campaign_army_units(const campaign_state *state, int army_id);         /* units in an army */
int campaign_army_player(const campaign_state *state, int army_id);
/* Locations controlled by a player (set) and their count, total supply. */
uint64_t campaign_controlled(const campaign_state *state, int player);

/* The timed victory's ranking (spec, Victory): places held, then Renown
 * earned, then the supply of the places held. A player's keys, with control as
 * in `control` (NULL: the state's forces; a client shows a reveal's). */
enum { CAMPAIGN_RANK_PLACES, CAMPAIGN_RANK_RENOWN, CAMPAIGN_RANK_SUPPLY, CAMPAIGN_RANK_KEYS };
void campaign_rank_keys(const campaign_state *state, const int8_t *control, int player,
                        long key[CAMPAIGN_RANK_KEYS]);
/* The players of `among` ranked first (a set; more than one: tied on every
 * key). *decider (may be NULL): the first key that leaves at most one of
 * them, CAMPAIGN_RANK_KEYS when none does. */
uint8_t campaign_rank_first(const campaign_state *state, const int8_t *control, uint8_t among, int *decider);

/* ---- Phase 1: Downtime ---- */

typedef enum campaign_downtime_problem {
    CAMPAIGN_DT_OK = 0,
    CAMPAIGN_DT_WRONG_PHASE,
    CAMPAIGN_DT_NO_SUCH_PLAYER,
    CAMPAIGN_DT_NO_SUCH_UNIT,
    CAMPAIGN_DT_NO_SUCH_ARMY,
    CAMPAIGN_DT_BAD_UNIT,               /* illegal stats or abilities */
    CAMPAIGN_DT_ROSTER_FULL,
    CAMPAIGN_DT_NO_GOLD,
    CAMPAIGN_DT_IS_HERO,                /* the Hero cannot be dismissed */
    CAMPAIGN_DT_NOT_WOUNDED,
    CAMPAIGN_DT_NO_HERO,
    CAMPAIGN_DT_HAS_HERO,
    CAMPAIGN_DT_TRAIT_OWNED,
    CAMPAIGN_DT_TRAIT_USELESS,          /* its benefit or its drawback would change nothing */
    CAMPAIGN_DT_NO_RENOWN,
    CAMPAIGN_DT_ELIMINATED,
    CAMPAIGN_DT_TRAIT_STAT_AT_1         /* its drawback lowers a stat already at 1 */
} campaign_downtime_problem;

const char *campaign_downtime_problem_text(campaign_downtime_problem problem);

/* army: an own army's id, or CAMPAIGN_NO_ARMY when the player has none (a new army
 * forms at its controlled location of highest supply, then lowest id). */
campaign_downtime_problem campaign_test_recruit(const campaign_state *state, int player, const esc_unit_def *def,
                                                int army);
campaign_downtime_problem campaign_recruit(campaign_state *state, int player, const esc_unit_def *def, int army);
campaign_downtime_problem campaign_test_dismiss(const campaign_state *state, int player, int uid);
campaign_downtime_problem campaign_dismiss(campaign_state *state, int player, int uid);
campaign_downtime_problem campaign_test_replenish(const campaign_state *state, int player, int uid);
campaign_downtime_problem campaign_replenish(campaign_state *state, int player, int uid);
campaign_downtime_problem campaign_test_buy_trait(const campaign_state *state, int player, int trait);
/* The stat (0 Health, 1 Range, 2 Power, 3 Move) a trait's drawback would lower
 * below 1 on the player's Hero, or -1 (the why of CAMPAIGN_DT_TRAIT_STAT_AT_1). */
int campaign_trait_floor_stat(const campaign_state *state, int player, int trait);
campaign_downtime_problem campaign_buy_trait(campaign_state *state, int player, int trait);
campaign_downtime_problem campaign_test_appoint_hero(const campaign_state *state, int player, int uid);
campaign_downtime_problem campaign_appoint_hero(campaign_state *state, int player, int uid);
/* Ends every player's Downtime: unpaid fresh wounds become permanent, the Hero's
 * heal, a player without a Hero gets its highest-RP unit; then Phase 2. */
void campaign_end_downtime(campaign_state *state);

/* ---- Phase 2 and 3 ---- */

/* Create Regiment's own test: the units named (roster slots of `player`) are in
 * the army, at least one, not all, never the Hero, and the Regiment limit. */
campaign_order_problem campaign_state_test_create(const campaign_state *state, int player, int army,
                                                  uint32_t slots);
/* Every order of one player (n may be 0), each army at most once. */
campaign_order_problem campaign_state_test_orders(const campaign_state *state, int player,
                                                  const campaign_order *orders, int n, int *bad);
/* Is Domination at stake for `player`: a location of the domination set it
 * holds that these orders (its own, n may be 0) leave with no army of its own
 * while another player's army stands next to it, that player holding every
 * other location of the set, so one step takes it and the game. The location,
 * or -1 when none (or Domination is off). */
int campaign_domination_at_stake(const campaign_state *state, int player, const campaign_order *orders, int n);
/* All players' orders (already tested): Phase 3 up to the standoffs. */
void campaign_begin_resolution(campaign_state *state, const campaign_order *orders, int n);
campaign_choice_problem campaign_choose_standoff(campaign_state *state, int player, int loc, bool stand);
/* Withdrawals, the battles, the rules stream's holders, queues and seeds; Phase 4
 * (or Phase 5 when there is no battle). */
void campaign_finish_resolution(campaign_state *state);

/* ---- Phase 4 ---- */

/* Budget in RP of `player` for a battle at `loc` (control at the start of the
 * turn): min(40, floor(3 max(S, 50000) / 10000)). */
int campaign_budget(const campaign_state *state, int player, int loc);
int campaign_budget_of_supply(long supply_sum);
/* The budget a battle at `loc` would give `player` with control as it stands now
 * (what the next resolution starts from): for planning in Downtime and Orders. */
int campaign_budget_now(const campaign_state *state, int player, int loc);
/* What an army can field in the battles it may meet next (at its location or a
 * route away; budgets from campaign_budget_now): `fields` is the largest rank
 * point total of at most ESC_SQUAD_MAX of its units within the budget of `loc`,
 * the best such place (ties: the army's own location, then map order), `budget`
 * that place's budget; `total` is all its units' rank points; `over` when it
 * cannot field them all at any of them (it outgrows every budget near it). False
 * for no such army or an army without units. */
typedef struct campaign_fielding {
    int fields, total, loc, budget;
    bool over;
} campaign_fielding;
bool campaign_army_fielding(const campaign_state *state, int army, campaign_fielding *out);

/* The duel to fight now: battle index and the two sides (holder first); false when
 * Phase 4 is over. */
bool campaign_current_duel(const campaign_state *state, int *battle, int *holder, int *challenger);
/* Units of `player` at the battle that may be picked (roster indices set). */
uint32_t campaign_battle_units(const campaign_state *state, int battle, int player);

typedef enum campaign_squad_problem {
    CAMPAIGN_SQUAD_OK = 0,
    CAMPAIGN_SQUAD_NOT_A_SIDE,
    CAMPAIGN_SQUAD_NO_UNIT,
    CAMPAIGN_SQUAD_TOO_MANY,
    CAMPAIGN_SQUAD_NOT_THERE,       /* a unit not at the battle, or eliminated earlier in the chain */
    CAMPAIGN_SQUAD_OVER_BUDGET
} campaign_squad_problem;

const char *campaign_squad_problem_text(campaign_squad_problem problem);
campaign_squad_problem campaign_test_squad(const campaign_state *state, int battle, int player, uint32_t slots);
campaign_squad_problem campaign_set_squad(campaign_state *state, int battle, int player, uint32_t slots);
/* Whether a side fights the duel in preparation on the board (a human's "Fight on
 * the board") or leaves it to the computer ("Auto battle"): no rule depends on it,
 * but a save keeps it, so a resumed battle is played by the same seats. Cleared
 * with the squads before each duel. */
void campaign_set_fight(campaign_state *state, int battle, int player, bool fight);
bool campaign_fights(const campaign_state *state, int battle, int player);

typedef enum campaign_bonus_problem {
    CAMPAIGN_BONUS_OK = 0,
    CAMPAIGN_BONUS_NOT_DEFENDER,     /* only a defender with a defending army may take one */
    CAMPAIGN_BONUS_SQUADS_NOT_SET,   /* chosen after both squads are fixed */
    CAMPAIGN_BONUS_NO_CORE_UNIT      /* Prepared Ambuscade needs a fielded Core unit, not the Hero */
} campaign_bonus_problem;

const char *campaign_bonus_problem_text(campaign_bonus_problem problem);
campaign_bonus_problem campaign_test_bonus(const campaign_state *state, int battle, int player, campaign_bonus bonus,
                                           int ambuscade_uid);
campaign_bonus_problem campaign_set_bonus(campaign_state *state, int battle, int player, campaign_bonus bonus,
                                          bool high_ranks, bool deploy_second, int ambuscade_uid);

/* The Escarmouche match of the current duel: board side 0 is the holder. */
typedef struct campaign_duel {
    int battle;
    int players[ESC_SIDES];             /* campaign player of each board side */
    esc_squad squads[ESC_SIDES];
    int16_t uids[ESC_SIDES][ESC_SQUAD_MAX];
    esc_settings settings;              /* round limit and the hooks */
    uint64_t seed;
    char battle_map[CAMPAIGN_NAME_MAX]; /* "" = the plain board */
} campaign_duel;

/* False when the squads are not both set (and the bonus, for a defender that may
 * take one). */
bool campaign_duel_setup(const campaign_state *state, campaign_duel *duel);
/* The board sides (bit s) that fought a match: took at least one action on the
 * board, a move, an attack, an ability or a commanded move. Deploying, ending a
 * turn and yielding are not fighting (play-test 13: a Hero fielded in a battle
 * yielded at once earned Renown). */
uint8_t campaign_sides_fought(const esc_action *actions, int n);
/* The match's result: the winning board side (-1, a draw, goes to the holder),
 * each fielded unit's Health at the end (0 = eliminated; a yielding side's units
 * on the board survive), and the sides that fought it (campaign_sides_fought):
 * a Hero earns Renown only for a battle its side fought. */
void campaign_duel_finish(campaign_state *state, const campaign_duel *duel, int winner_side,
                          const int health[ESC_MAX_UNITS], uint8_t fought);

/* ---- Phase 5 ---- */

/* Locations the losing occupant of a battle could retreat to (set); 0 = none. */
uint64_t campaign_retreat_options(const campaign_state *state, int battle);
/* The losing occupant of battle chooses where it retreats; false if not an option. */
bool campaign_set_retreat(campaign_state *state, int battle, int loc);
/* The default retreat (the computer player's rule: highest supply, then lower id). */
int campaign_default_retreat(const campaign_state *state, uint64_t options);
/* Phase 5 and the move to the next turn (or the end). */
void campaign_end_turn(campaign_state *state);

/* ---- hidden information ---- */

/*
 * What one seat may see: the map, control, army positions and unit counts (other
 * players' as frozen at the start of Downtime, until the Phase 3 reveal), Renown
 * earned, eliminations, battle sites and results, the revealed orders once Phase 3
 * has begun; and all of its own player. Other players' gold, Renown to spend,
 * rosters, orders before the reveal and squads are not in it. The computer player
 * decides from a view only.
 */
typedef struct campaign_view {
    const campaign_map *map;
    int seat;
    int turn, turn_limit, n_players;
    uint8_t phase;
    campaign_forces forces;
    uint8_t units[CAMPAIGN_MAX_ARMIES];        /* by army index: unit count as this seat sees it */
    int renown_earned[CAMPAIGN_MAX_PLAYERS];
    bool eliminated[CAMPAIGN_MAX_PLAYERS];
    int8_t start[CAMPAIGN_MAX_PLAYERS];        /* each seat's start (public from the draw on) */
    campaign_player me;
    int8_t control_before[CAMPAIGN_MAX_LOCATIONS];
    bool revealed;                             /* Phase 3 has begun: res holds the revealed orders */
    campaign_resolution res;
    int n_battles;
    campaign_battle battles[CAMPAIGN_MAX_BATTLES]; /* other sides' squads cleared */
} campaign_view;

/* The public view (what every seat may see: the reveal, the battles, Phase 5 in
 * hot-seat) has its own entry point; its view->seat is CAMPAIGN_VIEW_PUBLIC.
 * campaign_state_view treats any seat outside 0-3 as public too. */
#define CAMPAIGN_VIEW_PUBLIC (-1)
void campaign_state_view(const campaign_state *state, int seat, campaign_view *view);
void campaign_state_view_public(const campaign_state *state, campaign_view *view);
/* campaign_budget from what a view holds. */
int campaign_view_budget(const campaign_view *view, int player, int loc);

/* Invariants; a description of the first broken one into why. */
bool campaign_state_check(const campaign_state *state, char *why, int size);

#endif
