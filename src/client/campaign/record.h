/*
 * The campaign screen's record (issue 38): each rule call that takes a decision,
 * done and added to the campaign's record (skirmish/data/campaign_record.h) in
 * one call, so that every save and autosave carries the whole game from its
 * start and opens as a replay. Each campaign_rec_X does what campaign_X does on
 * the state and returns the same answer; the decision is recorded only when the
 * rules took it. A record without a start (a game continued from a save made
 * before records) records nothing: that game stays a game, not a replay.
 *
 * No SDL here: the screen's files call these in place of the rules' own.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_RECORD_H
#define SKIRMISH_CLIENT_CAMPAIGN_RECORD_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/campaign/state.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/campaign_record.h"

/* Phase 1. */
campaign_downtime_problem campaign_rec_recruit(data_campaign_record *rec, campaign_state *st, int player,
                                               const esc_unit_def *def, int army);
campaign_downtime_problem campaign_rec_dismiss(data_campaign_record *rec, campaign_state *st, int player, int uid);
campaign_downtime_problem campaign_rec_replenish(data_campaign_record *rec, campaign_state *st, int player, int uid);
campaign_downtime_problem campaign_rec_buy_trait(data_campaign_record *rec, campaign_state *st, int player, int trait);
campaign_downtime_problem campaign_rec_appoint_hero(data_campaign_record *rec, campaign_state *st, int player,
                                                    int uid);
/* A computer seat's whole Downtime (campaign_ai_downtime). */
int campaign_rec_ai_downtime(data_campaign_record *rec, campaign_state *st, int player,
                             const campaign_library *library);
void campaign_rec_end_downtime(data_campaign_record *rec, campaign_state *st);
/* Phases 2 and 3. */
void campaign_rec_begin_resolution(data_campaign_record *rec, campaign_state *st, const campaign_order *orders,
                                   int n);
campaign_choice_problem campaign_rec_choose_standoff(data_campaign_record *rec, campaign_state *st, int player,
                                                     int loc, bool stand);
void campaign_rec_finish_resolution(data_campaign_record *rec, campaign_state *st);
/* Phase 4. */
campaign_squad_problem campaign_rec_set_squad(data_campaign_record *rec, campaign_state *st, int battle, int player,
                                              uint32_t slots);
campaign_bonus_problem campaign_rec_set_bonus(data_campaign_record *rec, campaign_state *st, int battle, int player,
                                              campaign_bonus bonus, bool high_ranks, bool deploy_second,
                                              int ambuscade_uid);
/* campaign_duel_finish, with the match that decided it: its record (the board
 * battle's, its map and every action to its end). False when the match could not be recorded (the
 * duel is reported all the same; rec->broken then says the record is lost). */
bool campaign_rec_duel_finish(data_campaign_record *rec, campaign_state *st, const campaign_duel *duel,
                              const esc_record *match, int winner_side, const int health[ESC_MAX_UNITS]);
/* The same with the match as the campaign keeps it (c->match: a skirmish-save
 * text; its map and actions are read), before it is freed. */
bool campaign_rec_duel_finish_json(data_campaign_record *rec, campaign_state *st, const campaign_duel *duel,
                                   const char *match_json, int winner_side, const int health[ESC_MAX_UNITS]);
/* Phase 5. */
bool campaign_rec_set_retreat(data_campaign_record *rec, campaign_state *st, int battle, int loc);
void campaign_rec_end_turn(data_campaign_record *rec, campaign_state *st);

#endif
