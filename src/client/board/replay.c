/*
 * The last turn again (see board/replay.h), replayed from the record.
 */
#include <string.h>

#include "board/replay.h"

bool board_replay_find(const esc_record *record, int active, int *side, int *first, int *last)
{
    esc_game g;
    esc_replay_result res = esc_record_replay(record, &g, 0);
    if (res.setup != ESC_SETUP_OK)
        return false;
    int found_first = -1, found_last = -1, found_side = -1, found_turn = -1;
    for (int i = 0; i < record->n_actions; i++) {
        esc_game before = g;
        if (esc_game_apply(&g, &record->actions[i], NULL) != ESC_OK)
            break;
        if (before.phase != ESC_PHASE_BATTLE || before.active == active)
            continue;
        if (found_last == i && before.active == found_side && before.turn == found_turn) {
            found_last = i + 1; /* the same turn goes on */
        } else {
            found_first = i;
            found_last = i + 1;
            found_side = before.active;
            found_turn = before.turn;
        }
    }
    if (found_first < 0)
        return false;
    *side = found_side;
    *first = found_first;
    *last = found_last;
    return true;
}

bool board_replay_counts(const esc_action *a)
{
    return a->kind != ESC_ACT_END_TURN && a->kind != ESC_ACT_COMMAND_DONE;
}

bool board_replay_start(board_replay *r, const esc_record *record, int active, float speed)
{
    memset(r, 0, sizeof *r);
    if (!board_replay_find(record, active, &r->side, &r->first, &r->last))
        return false;
    esc_record_replay(record, &r->game, r->first);
    r->round = esc_game_round(&r->game);
    r->next = r->first;
    for (int i = r->first; i < r->last; i++)
        r->counted += board_replay_counts(&record->actions[i]);
    r->speed = speed;
    board_anim_init(&r->anim, &r->game);
    r->on = true;
    return true;
}

bool board_replay_step(board_replay *r, const esc_record *record)
{
    if (!r->on || r->next >= r->last)
        return false;
    board_anim_finish(&r->anim); /* a step asked during the last one: that one at its end */
    esc_game before = r->game;
    esc_events events;
    if (esc_game_apply(&r->game, &record->actions[r->next], &events) != ESC_OK) {
        r->next = r->last;
        return false;
    }
    if (board_replay_counts(&record->actions[r->next]))
        r->counted_shown++;
    r->next++;
    board_anim_start(&r->anim, &before, &r->game, &events, r->speed);
    return true;
}

void board_replay_toggle_play(board_replay *r)
{
    if (r->on)
        r->playing = !r->playing && r->next < r->last;
}

bool board_replay_update(board_replay *r, const esc_record *record, float dt)
{
    if (!r->on)
        return false;
    bool moving = board_anim_update(&r->anim, dt);
    if (r->playing && !r->anim.playing) {
        if (!board_replay_step(r, record))
            r->playing = false;
        moving = true;
    }
    return moving;
}

void board_replay_stop(board_replay *r) { memset(r, 0, sizeof *r); }
