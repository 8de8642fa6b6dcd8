/*
 * The campaign screen's record (record.h): each decision done by the rules,
 * then added to the record when they took it. A failed addition (out of
 * memory) marks the record broken rather than stop the game.
 */
#include <stdlib.h>
#include <string.h>

#include "campaign/record.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/data/files.h"

static void keep(data_campaign_record *rec, bool added)
{
    if (!added)
        rec->broken = true;
}

campaign_downtime_problem campaign_rec_recruit(data_campaign_record *rec, campaign_state *st, int player,
                                               const esc_unit_def *def, int army)
{
    campaign_downtime_problem p = campaign_recruit(st, player, def, army);
    if (p == CAMPAIGN_DT_OK)
        keep(rec, data_campaign_record_recruit(rec, player, def, army, st));
    return p;
}

campaign_downtime_problem campaign_rec_dismiss(data_campaign_record *rec, campaign_state *st, int player, int uid)
{
    campaign_downtime_problem p = campaign_dismiss(st, player, uid);
    if (p == CAMPAIGN_DT_OK)
        keep(rec, data_campaign_record_dismiss(rec, player, uid, st));
    return p;
}

campaign_downtime_problem campaign_rec_replenish(data_campaign_record *rec, campaign_state *st, int player, int uid)
{
    campaign_downtime_problem p = campaign_replenish(st, player, uid);
    if (p == CAMPAIGN_DT_OK)
        keep(rec, data_campaign_record_replenish(rec, player, uid, st));
    return p;
}

campaign_downtime_problem campaign_rec_buy_trait(data_campaign_record *rec, campaign_state *st, int player, int trait)
{
    campaign_downtime_problem p = campaign_buy_trait(st, player, trait);
    if (p == CAMPAIGN_DT_OK)
        keep(rec, data_campaign_record_trait(rec, player, trait, st));
    return p;
}

campaign_downtime_problem campaign_rec_appoint_hero(data_campaign_record *rec, campaign_state *st, int player,
                                                    int uid)
{
    campaign_downtime_problem p = campaign_appoint_hero(st, player, uid);
    if (p == CAMPAIGN_DT_OK)
        keep(rec, data_campaign_record_hero(rec, player, uid, st));
    return p;
}

int campaign_rec_ai_downtime(data_campaign_record *rec, campaign_state *st, int player,
                             const campaign_library *library)
{
    campaign_state *before = rec->start ? malloc(sizeof *before) : NULL;
    if (rec->start && !before)
        rec->broken = true;
    if (before)
        *before = *st;
    int steps = campaign_ai_downtime(st, player, library);
    if (before)
        keep(rec, data_campaign_record_downtime(rec, player, before, st));
    free(before);
    return steps;
}

void campaign_rec_end_downtime(data_campaign_record *rec, campaign_state *st)
{
    campaign_end_downtime(st);
    keep(rec, data_campaign_record_end_downtime(rec, st));
}

void campaign_rec_begin_resolution(data_campaign_record *rec, campaign_state *st, const campaign_order *orders,
                                   int n)
{
    campaign_begin_resolution(st, orders, n);
    keep(rec, data_campaign_record_orders(rec, orders, n, st));
}

campaign_choice_problem campaign_rec_choose_standoff(data_campaign_record *rec, campaign_state *st, int player,
                                                     int loc, bool stand)
{
    campaign_choice_problem p = campaign_choose_standoff(st, player, loc, stand);
    if (p == CAMPAIGN_CHOICE_OK)
        keep(rec, data_campaign_record_standoff(rec, player, loc, stand, st));
    return p;
}

void campaign_rec_finish_resolution(data_campaign_record *rec, campaign_state *st)
{
    campaign_finish_resolution(st);
    keep(rec, data_campaign_record_end_standoffs(rec, st));
}

campaign_squad_problem campaign_rec_set_squad(data_campaign_record *rec, campaign_state *st, int battle, int player,
                                              uint32_t slots)
{
    campaign_squad_problem p = campaign_set_squad(st, battle, player, slots);
    if (p == CAMPAIGN_SQUAD_OK)
        keep(rec, data_campaign_record_squad(rec, battle, player, slots, st));
    return p;
}

campaign_bonus_problem campaign_rec_set_bonus(data_campaign_record *rec, campaign_state *st, int battle, int player,
                                              campaign_bonus bonus, bool high_ranks, bool deploy_second,
                                              int ambuscade_uid)
{
    campaign_bonus_problem p =
        campaign_set_bonus(st, battle, player, bonus, high_ranks, deploy_second, ambuscade_uid);
    if (p == CAMPAIGN_BONUS_OK)
        keep(rec, data_campaign_record_bonus(rec, battle, player, bonus, high_ranks, deploy_second, ambuscade_uid,
                                             st));
    return p;
}

bool campaign_rec_duel_finish(data_campaign_record *rec, campaign_state *st, const campaign_duel *duel,
                              const esc_record *match, int winner_side, const int health[ESC_MAX_UNITS])
{
    campaign_duel_finish(st, duel, winner_side, health, campaign_sides_fought(match->actions, match->n_actions));
    bool ok = data_campaign_record_duel(rec, duel, &match->map, match->actions, match->n_actions, st);
    keep(rec, ok);
    return ok;
}

bool campaign_rec_duel_finish_json(data_campaign_record *rec, campaign_state *st, const campaign_duel *duel,
                                   const char *match_json, int winner_side, const int health[ESC_MAX_UNITS])
{
    /* Who fought it (Renown): the kept match's actions, replayed with the duel's hooks. */
    esc_record match;
    memset(&match, 0, sizeof match);
    data_error err;
    uint8_t fought = 0;
    if (match_json && data_save_parse_hooks(match_json, strlen(match_json), "battle_match", &duel->settings.hooks,
                                            &match, NULL, &err)) {
        fought = campaign_sides_fought(match.actions, match.n_actions);
        esc_record_free(&match);
    }
    campaign_duel_finish(st, duel, winner_side, health, fought);
    bool ok = data_campaign_record_duel_json(rec, duel, match_json, st);
    keep(rec, ok);
    return ok;
}

bool campaign_rec_set_retreat(data_campaign_record *rec, campaign_state *st, int battle, int loc)
{
    bool ok = campaign_set_retreat(st, battle, loc);
    if (ok)
        keep(rec, data_campaign_record_retreat(rec, battle, loc, st));
    return ok;
}

void campaign_rec_end_turn(data_campaign_record *rec, campaign_state *st)
{
    campaign_end_turn(st);
    keep(rec, data_campaign_record_end_turn(rec, st));
}
