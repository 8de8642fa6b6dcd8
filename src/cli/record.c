/*
 * The records the simulation commands write (--record-dir, issue 38): an
 * Escarmouche game played by two computer players with every action kept, and
 * written as a save that skirmish-cli replay and the game read.
 */
#include <stdio.h>

#include "record.h"
#include "skirmish/data/files.h"

/* ai_match_play's game, with each applied action pushed onto the record: the
 * same choices in the same order, so the same game. */
bool cli_play_recorded(esc_game *game, ai_player *players[ESC_SIDES], bool check, ai_match_decision_fn on_decision,
                       void *user, ai_match_result *result, esc_record *record)
{
    memset(result, 0, sizeof *result);
    result->winner = -1;
    result->broken_at = -1;
    while (game->phase != ESC_PHASE_OVER) {
        int side = game->active;
        esc_action action;
        ai_decision_stats stats;
        if (!ai_choose(players[side], game, &action, &stats)) {
            result->broken = true;
            result->broken_at = result->actions;
            snprintf(result->why, sizeof result->why, "side %d's player gave no action", side);
            return false;
        }
        if (on_decision)
            on_decision(user, side, &stats);
        esc_problem p = esc_game_apply(game, &action, NULL);
        if (p != ESC_OK || !esc_record_push(record, &action)) {
            result->broken = true;
            result->broken_at = result->actions;
            snprintf(result->why, sizeof result->why, "side %d's action: %s", side,
                     p != ESC_OK ? esc_problem_text(p) : "out of memory");
            return false;
        }
        result->actions++;
        if (check) {
            char why[160];
            if (!esc_game_check(game, why, sizeof why) || !ai_match_check_state(game, why, sizeof why)) {
                result->broken = true;
                result->broken_at = result->actions - 1;
                snprintf(result->why, sizeof result->why, "after action %d: %s", result->actions - 1, why);
                return false;
            }
        }
    }
    result->winner = game->winner;
    result->reason = game->end_reason;
    result->rounds = esc_game_round(game);
    return true;
}

bool cli_write_esc_record(const char *dir, int index, const esc_record *record, const ai_level levels[ESC_SIDES],
                          char *why, size_t size)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/escarmouche-%04d.json", dir, index + 1);
    data_seat seats[ESC_SIDES];
    for (int s = 0; s < ESC_SIDES; s++)
        data_seat_set(&seats[s], true, ai_level_id(levels[s]));
    data_error err;
    if (data_save_save_seats(path, record, seats, &err))
        return true;
    data_error_format(&err, why, size);
    return false;
}
