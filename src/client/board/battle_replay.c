/*
 * The battle screen's "Show the last turn again" (R): its buttons in the panel,
 * its keys and its line under the board. The replay itself (board/replay.h)
 * plays the other side's last turn from the record on a copy of the game; the
 * match is never touched, and the screen is read-only while it is on.
 */
#include <stdio.h>

#include "board/battle_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

bool battle_replay_available(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    int side, first, last;
    return g->phase == ESC_PHASE_BATTLE && bb->match.human[g->active] && !bb->st.anim.playing &&
           !board_match_ai_thinking(&bb->match) && board_replay_find(&bb->match.record, g->active, &side, &first, &last);
}

void battle_replay_toggle(board_battle *bb, float speed)
{
    board_battle_state *b = &bb->st;
    if (b->replay.on) {
        board_replay_stop(&b->replay);
    } else if (battle_replay_available(bb)) {
        board_replay_start(&b->replay, &bb->match.record, bb->match.game.active, speed);
        b->input.message[0] = '\0';
    } else {
        snprintf(b->input.message, sizeof b->input.message, "%s", _("No turn of the other side to show again yet"));
    }
    bb->app->dirty = true;
}

bool battle_replay_key(board_battle *bb, ui_key key, float speed)
{
    board_replay *r = &bb->st.replay;
    if (key == UI_KEY_R) {
        battle_replay_toggle(bb, speed);
        return true;
    }
    if (!r->on)
        return false;
    switch (key) {
    case UI_KEY_ESCAPE: board_replay_stop(r); break;
    case UI_KEY_SPACE:
    case UI_KEY_RIGHT:
        r->playing = false;
        board_replay_step(r, &bb->match.record);
        break;
    case UI_KEY_ENTER: board_replay_toggle_play(r); break;
    default: break; /* read-only: nothing else while it is on */
    }
    bb->app->dirty = true;
    return true;
}

/* "The computer's last turn again · 1 of 2 actions". */
static void replay_title(const board_battle *bb, char *out, size_t size)
{
    const board_replay *r = &bb->st.replay;
    char name[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(&bb->match, r->side, name, sizeof name);
    int n = board_replay_count(r);
    /* TRANSLATORS: under the board while the other side's last turn is shown again: its player's
     * name, the round, the actions shown so far, the actions in that turn. */
    snprintf(out, size, P_("%s's turn again (round %d): %d of %d action", "%s's turn again (round %d): %d of %d actions", n),
             name, r->round, board_replay_shown(r), n);
    i18n_elide(out); /* "Le tour d'Ann" */
}

void battle_replay_draw_line(ui *u, const board_layout *l, const board_battle *bb)
{
    char title[300];
    replay_title(bb, title, sizeof title);
    int px = ui_px(u, 15);
    while (px > ui_px(u, 11) && ui_text_width(u, title, px, true) > l->prompt.w)
        px--;
    /* A frame round the board says it is not the present. */
    SDL_Rect f = { l->board.x - ui_px(u, 8), l->board.y - ui_px(u, 8), l->board.w + ui_px(u, 16),
                   l->board.h + ui_px(u, 16) };
    ui_frame(u, f, ui_rgb(250, 214, 90), ui_px(u, 3));
    ui_text(u, l->prompt.x + l->prompt.w / 2, l->prompt.y + ui_px(u, 2), title, px, true, ui_rgb(250, 236, 190),
            UI_CENTER);
}

int battle_replay_panel(ui *u, board_battle *bb, int x, int y, int w, float speed)
{
    board_replay *r = &bb->st.replay;
    int bh = ui_px(u, 32), gap = ui_px(u, 6);
    if (!r->on) {
        ui_tooltip(u, ui_rect(x, y, w, bh),
                   _("Show the other side's last turn again, one action at a time (Space) or all in a row (Enter); "
                     "R or Esc comes back to now."));
        if (ui_button(u, ui_rect(x, y, w, bh), _("Show the last turn again (R)"), battle_replay_available(bb)))
            battle_replay_toggle(bb, speed);
        return y + bh + gap;
    }
    /* In place of the command buttons, one per row: the longer languages fit. */
    bool more = r->next < r->last;
    if (ui_button(u, ui_rect(x, y, w, bh), _("Next action (Space)"), more))
        battle_replay_key(bb, UI_KEY_SPACE, speed);
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, w, bh), r->playing ? _("Pause (Enter)") : _("Play the rest (Enter)"), more))
        battle_replay_key(bb, UI_KEY_ENTER, speed);
    y += bh + gap;
    if (ui_button(u, ui_rect(x, y, w, bh), _("Back to now (R)"), true))
        battle_replay_toggle(bb, speed);
    return y + bh + gap;
}
