/*
 * The Campaign's record (issue 38): the campaign's start and every decision taken
 * since, in order, so that the whole game replays exactly from its save. A step
 * is one decision of the rules' own API (state.h's turn): a Downtime purchase,
 * the end of Downtime, the turn's orders, a standoff choice, the end of the
 * standoffs, a duel's squad or bonus, a whole duel (its Escarmouche actions, so
 * each battle is itself an Escarmouche record), a retreat, the end of the turn.
 *
 * Whoever drives a campaign (campaign-sim, the client) adds each decision as it
 * is taken; a seat's Downtime played by the computer rule in one call is added
 * from the state before and after it (data_campaign_record_downtime). Each
 * adder takes the state after the decision, so the draws the computer stream made
 * meanwhile (the battle AIs' seeds) are counted into the step and a replay ends
 * on the very same state.
 *
 * Kept in a Campaign save as its "record" (docs/formats.md §11): a save without
 * one opens as a game, not a replay; a record whose steps do not replay, or do
 * not lead to the saved state, is refused naming the step.
 */
#ifndef SKIRMISH_DATA_CAMPAIGN_RECORD_H
#define SKIRMISH_DATA_CAMPAIGN_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/campaign/state.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

typedef enum data_campaign_step_kind {
    DATA_CAMPAIGN_RECRUIT,      /* player, army (CAMPAIGN_NO_ARMY: a new army), def */
    DATA_CAMPAIGN_DISMISS,      /* player, a = uid */
    DATA_CAMPAIGN_REPLENISH,    /* player, a = uid */
    DATA_CAMPAIGN_TRAIT,        /* player, a = campaign_trait */
    DATA_CAMPAIGN_HERO,         /* player, a = uid */
    DATA_CAMPAIGN_END_DOWNTIME,
    DATA_CAMPAIGN_ORDERS,       /* every seat's orders: orders[first .. first + count) */
    DATA_CAMPAIGN_STANDOFF,     /* player, a = location index, stand */
    DATA_CAMPAIGN_END_STANDOFFS,
    DATA_CAMPAIGN_SQUAD,        /* battle, player, slots */
    DATA_CAMPAIGN_BONUS,        /* battle, player, a = campaign_bonus, high, second, b = ambuscade uid */
    DATA_CAMPAIGN_DUEL,         /* battle, actions[first .. first + count), draws */
    DATA_CAMPAIGN_RETREAT,      /* battle, a = location index */
    DATA_CAMPAIGN_END_TURN,
    DATA_CAMPAIGN_STEP_KINDS
} data_campaign_step_kind;

/* "recruit", "dismiss", ... as the record's JSON names them. */
const char *data_campaign_step_id(data_campaign_step_kind kind);

typedef struct data_campaign_step {
    uint8_t kind;
    int8_t player;
    int8_t battle;
    bool stand, high, second;
    int16_t a, b;
    uint32_t slots;
    int draws;            /* computer-stream draws made with this step */
    int first, count;     /* orders or duel actions */
    esc_unit_def def;     /* recruit */
} data_campaign_step;

/* Escarmouche maps the battles were fought on, by the campaign location's
 * battle_map name: a record carries them, so it replays whatever maps/ holds. */
#define DATA_CAMPAIGN_RECORD_MAPS 16

typedef struct data_campaign_record {
    campaign_state *start;       /* owned; NULL: no record */
    int n_steps, cap_steps;
    data_campaign_step *steps;
    int n_orders, cap_orders;
    campaign_order *orders;
    int n_actions, cap_actions;
    esc_action *actions;
    char (*texts)[ESC_ACTION_TEXT_MAX]; /* each action in notation, as the record writes it */
    int n_maps;
    char map_names[DATA_CAMPAIGN_RECORD_MAPS][CAMPAIGN_NAME_MAX];
    esc_map maps[DATA_CAMPAIGN_RECORD_MAPS];
    core_rng computer;           /* the computer stream after the last step */
    bool broken;                 /* an on_* adder failed: the record is not the game's */
} data_campaign_record;

void data_campaign_record_init(data_campaign_record *rec);
void data_campaign_record_free(data_campaign_record *rec);
/* Starts the record at `start` (a campaign just set up); false on out of memory. */
bool data_campaign_record_begin(data_campaign_record *rec, const campaign_state *start);
bool data_campaign_record_copy(data_campaign_record *dst, const data_campaign_record *src);
/* Keeps the first n steps. */
void data_campaign_record_truncate(data_campaign_record *rec, int n);

/* ---- adding decisions (each after the rules took it; `after` the state then).
 * False on out of memory or, for the Downtime diff, a change it cannot tell as
 * purchases (the record is then unchanged). ---- */
bool data_campaign_record_recruit(data_campaign_record *rec, int player, const esc_unit_def *def, int army,
                                  const campaign_state *after);
bool data_campaign_record_dismiss(data_campaign_record *rec, int player, int uid, const campaign_state *after);
bool data_campaign_record_replenish(data_campaign_record *rec, int player, int uid, const campaign_state *after);
bool data_campaign_record_trait(data_campaign_record *rec, int player, int trait, const campaign_state *after);
bool data_campaign_record_hero(data_campaign_record *rec, int player, int uid, const campaign_state *after);
/* A seat's whole Downtime at once (campaign_ai_downtime): the purchases read from
 * the state before and after it, checked to lead to `after`. */
bool data_campaign_record_downtime(data_campaign_record *rec, int player, const campaign_state *before,
                                   const campaign_state *after);
bool data_campaign_record_end_downtime(data_campaign_record *rec, const campaign_state *after);
/* The orders handed to campaign_begin_resolution. */
bool data_campaign_record_orders(data_campaign_record *rec, const campaign_order *orders, int n,
                                 const campaign_state *after);
bool data_campaign_record_standoff(data_campaign_record *rec, int player, int loc, bool stand,
                                   const campaign_state *after);
bool data_campaign_record_end_standoffs(data_campaign_record *rec, const campaign_state *after);
bool data_campaign_record_squad(data_campaign_record *rec, int battle, int player, uint32_t slots,
                                const campaign_state *after);
bool data_campaign_record_bonus(data_campaign_record *rec, int battle, int player, campaign_bonus bonus, bool high,
                                bool second, int ambuscade_uid, const campaign_state *after);
/* A whole duel, once campaign_duel_finish has reported it: the duel as
 * campaign_duel_setup gave it, the Escarmouche map it was played on (NULL: the
 * plain board) and the match's actions, which must end the match. */
bool data_campaign_record_duel(data_campaign_record *rec, const campaign_duel *duel, const esc_map *map,
                               const esc_action *actions, int n, const campaign_state *after);
/* The same from the match as a campaign keeps it (a skirmish-save text): its map
 * and actions are read, played from the duel's squads, settings and seed. */
bool data_campaign_record_duel_json(data_campaign_record *rec, const campaign_duel *duel, const char *match_json,
                                    const campaign_state *after);
bool data_campaign_record_retreat(data_campaign_record *rec, int battle, int loc, const campaign_state *after);
bool data_campaign_record_end_turn(data_campaign_record *rec, const campaign_state *after);

/* The same as the members of campaign_sim_observer (ai/campaign_sim.h), `rec` a
 * data_campaign_record: { rec, data_campaign_record_on_downtime, ... } records a
 * simulated campaign or a computer seat's part of one. A failure sets
 * rec->broken (check it before saving the record). */
void data_campaign_record_on_downtime(void *rec, int seat, const campaign_state *before, const campaign_state *after);
void data_campaign_record_on_end_downtime(void *rec, const campaign_state *after);
void data_campaign_record_on_orders(void *rec, const campaign_order *orders, int n, const campaign_state *after);
void data_campaign_record_on_standoff(void *rec, int player, int loc, bool stand, const campaign_state *after);
void data_campaign_record_on_end_standoffs(void *rec, const campaign_state *after);
void data_campaign_record_on_squad(void *rec, int battle, int player, uint32_t slots, const campaign_state *after);
void data_campaign_record_on_bonus(void *rec, int battle, int player, campaign_bonus bonus,
                                   const campaign_state *after);
void data_campaign_record_on_duel(void *rec, const campaign_duel *duel, const esc_map *map, const esc_action *actions,
                                  int n, const campaign_state *after);
void data_campaign_record_on_retreat(void *rec, int battle, int loc, const campaign_state *after);
void data_campaign_record_on_end_turn(void *rec, const campaign_state *after);

/* ---- replaying ---- */

/* Applies step i to *state (the state after the steps before it); false when the
 * rules refuse it, with why (may be NULL) saying what. */
bool data_campaign_record_apply(const data_campaign_record *rec, int i, campaign_state *state, char *why, int size);
/* The Escarmouche record of duel step i, to watch the battle as an Escarmouche
 * replay: `before` is the campaign state before step i (data_replay_seek to i).
 * The settings carry the campaign's hooks. False when step i is not a duel or
 * does not start; out must be zeroed or initialised, free it with esc_record_free. */
bool data_campaign_record_duel_record(const data_campaign_record *rec, int i, const campaign_state *before,
                                      esc_record *out);

/* ---- saves with their record ---- */

/* A Campaign save (campaign_save.h's, with seats and events, each may be NULL)
 * with `record` (may be NULL) as its "record". */
bool data_campaign_save_record(const char *path, const campaign_state *state, const data_seat seats[],
                               const char *match_json, const evlog *events, const data_campaign_record *record,
                               data_error *err);
bool data_campaign_save_new_record(const char *dir, char *path, size_t size, const campaign_state *state,
                                   const data_seat seats[], const char *match_json, const evlog *events,
                                   const data_campaign_record *record, data_error *err);
/* The same save as a malloc'd text (NULL: out of memory), the record left out
 * when it does not lead to `state` (a game server's, told once it is over). */
char *data_campaign_save_record_text(const campaign_state *state, const data_seat seats[], const evlog *events,
                                     const data_campaign_record *record);
/* Loads a save and its record (*record emptied first, left without a start when
 * the save has none: an older save, a game to continue). seats, match_json and
 * events as data_campaign_load_seats. The record's start points at *map. */
bool data_campaign_load_record(const char *path, campaign_map *map, campaign_state *state, data_seat seats[],
                               char **match_json, evlog *events, data_campaign_record *record, data_error *err);

#endif
