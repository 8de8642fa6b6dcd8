/*
 * The battle screen (see board/battle.h): input from the board (the pointer
 * and the keys), the board, prompt, banner and passing message drawn, and the
 * screen's life (enter, leave, tick, closing). The battle it plays is
 * battle_play.c's; the panel and top bar are drawn by battle_panel.c, the
 * result and the pause menu by battle_menus.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/audio.h"
#include "shell/ui.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

static void board_events(ui *u, const board_layout *l, app *a)
{
    board_battle *bb = board_battle_current(a);
    const ui_event *ev = u->ev;
    if (!ev)
        return;
    board_input_event e = { BOARD_INPUT_EV_HOVER, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT };
    if (ev->kind == UI_EV_KEY && !(a->focus_visible && (ev->key == UI_KEY_ENTER || ev->key == UI_KEY_SPACE)) &&
        battle_replay_key(bb, ev->key, battle_anim_speed(a)))
        return;
    if (bb->st.replay.on) {
        /* The last turn shown again is read-only: a click on the board is its next step. */
        if (ev->kind == UI_EV_MOUSE_DOWN && board_square_at(l, ev->x, ev->y) != ESC_NO_SQUARE)
            battle_replay_key(bb, ev->button == UI_BUTTON_RIGHT ? UI_KEY_ESCAPE : UI_KEY_SPACE, battle_anim_speed(a));
        return;
    }
    switch (ev->kind) {
    case UI_EV_MOUSE_MOVE: {
        int sq = board_square_at(l, ev->x, ev->y);
        if (sq != bb->st.input.hovered) {
            e.square = sq;
            battle_feed(a, &e);
        }
        return;
    }
    case UI_EV_MOUSE_DOWN:
        if (board_square_at(l, ev->x, ev->y) == ESC_NO_SQUARE && ev->button == UI_BUTTON_LEFT)
            return;
        e.kind = ev->button == UI_BUTTON_RIGHT ? BOARD_INPUT_EV_CANCEL : BOARD_INPUT_EV_CLICK;
        e.square = board_square_at(l, ev->x, ev->y);
        battle_feed(a, &e);
        return;
    case UI_EV_KEY:
        /* The board without a mouse: the arrows move the pointed square (from
         * the selected unit, or the middle), Space clicks it. While Ctrl+Tab
         * has put the focus on a panel button, Enter and Space are that
         * button's. */
        if (a->focus_visible && (ev->key == UI_KEY_ENTER || ev->key == UI_KEY_SPACE))
            return;
        if (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN || ev->key == UI_KEY_LEFT || ev->key == UI_KEY_RIGHT) {
            int from = bb->st.input.hovered;
            if (from == ESC_NO_SQUARE)
                from = bb->st.input.selected != ESC_NO_UNIT
                           ? bb->match.game.units[bb->st.input.selected].square
                           : esc_square_make(3, 3);
            if (from == ESC_NO_SQUARE)
                from = esc_square_make(3, 3);
            SDL_Rect r = board_square_rect(l, from);
            int x = r.x + r.w / 2 + (ev->key == UI_KEY_LEFT ? -r.w : ev->key == UI_KEY_RIGHT ? r.w : 0);
            int y = r.y + r.h / 2 + (ev->key == UI_KEY_UP ? -r.h : ev->key == UI_KEY_DOWN ? r.h : 0);
            int to = board_square_at(l, x, y);
            e.square = to == ESC_NO_SQUARE ? from : to;
            a->focus_visible = false;
            battle_feed(a, &e);
            return;
        }
        if (ev->key == UI_KEY_SPACE) {
            if (bb->st.input.hovered == ESC_NO_SQUARE)
                return;
            e.kind = BOARD_INPUT_EV_CLICK;
            e.square = bb->st.input.hovered;
            battle_feed(a, &e);
            return;
        }
        e.kind = BOARD_INPUT_EV_KEY;
        switch (ev->key) {
        case UI_KEY_TAB: e.key = ev->shift ? BOARD_INPUT_KEY_PREV_UNIT : BOARD_INPUT_KEY_NEXT_UNIT; break;
        case UI_KEY_M: e.key = BOARD_INPUT_KEY_MOVE; break;
        case UI_KEY_A: e.key = BOARD_INPUT_KEY_ATTACK; break;
        case UI_KEY_E: e.key = BOARD_INPUT_KEY_END_TURN; break;
        case UI_KEY_ENTER: e.key = BOARD_INPUT_KEY_CONFIRM; break;
        case UI_KEY_D: e.key = BOARD_INPUT_KEY_DONE; break;
        case UI_KEY_T: e.key = BOARD_INPUT_KEY_THREATS; break;
        case UI_KEY_Z:
            if (!ev->ctrl)
                return;
            e.key = BOARD_INPUT_KEY_UNDO;
            break;
        case UI_KEY_ESCAPE: e.kind = BOARD_INPUT_EV_CANCEL; break;
        default:
            if (ev->key >= UI_KEY_1 && ev->key <= UI_KEY_9) {
                e.key = (board_input_key)(BOARD_INPUT_KEY_ABILITY_1 + (ev->key - UI_KEY_1));
                break;
            }
            return;
        }
        battle_feed(a, &e);
        return;
    default: return;
    }
}

SDL_Rect battle_refusal_place(const board_layout *l, SDL_Rect square, int app_w, int w, int h, int margin, int overlap)
{
    int x = square.x + square.w / 2 - w / 2;
    if (x + w > app_w - margin)
        x = app_w - margin - w;
    if (x < margin)
        x = margin;
    int y = square.y - h + overlap;
    if (y < l->board.y)
        y = square.y + square.h - overlap;
    return (SDL_Rect){ x, y, w, h };
}

/* A refusal said where the player acted too (play-test 11: a greyed
 * ability's reason was only on the status line, far from the pointer): a
 * small box just above the square the pointer was on when it was set (below
 * it on the board's top rank), while the pointer stays there; the square's
 * own card goes beside its neighbours, so the two never meet. */
static void draw_refusal_near(ui *u, const board_layout *l, const board_input *in)
{
    if (!in->message[0] || in->hovered == ESC_NO_SQUARE || in->hovered != in->message_square)
        return;
    char text[sizeof in->message];
    snprintf(text, sizeof text, "%s", in->message);
    if (text[0] >= 'a' && text[0] <= 'z')
        text[0] = (char)(text[0] - 'a' + 'A');
    /* At the clicked square itself, just above it (below it on the top rank): play-test 14 read "Out of
     * range" two squares away, past the neighbours kept clear for the square's card, which stays beside them. */
    SDL_Rect clear = board_square_rect(l, in->hovered);
    int px = ui_px(u, 14), pad = ui_px(u, 6), w = ui_text_width(u, text, px, false) + 2 * pad;
    int wmax = ui_px(u, 360);
    if (w > wmax)
        w = wmax;
    /* Left of the side panel, which is drawn after it (play-test 15: "Out of
     * reach this" cut at 800x560 by the panel). */
    int right = l->panel.w > 0 && l->panel.x > clear.x ? l->panel.x : u->app->w;
    if (w > right - ui_px(u, 8))
        w = right - ui_px(u, 8);
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), text, px, ui_rgb(0, 0, 0)) + 2 * pad;
    SDL_Rect box = battle_refusal_place(l, clear, right, w, h, ui_px(u, 4), ui_px(u, 2));
    int x = box.x, y = box.y;
    ui_fill(u, box, ui_rgba(40, 24, 16, 240));
    ui_frame(u, box, ui_rgb(255, 190, 120), 1);
    ui_text_wrapped(u, ui_rect(x + pad, y + pad, w - 2 * pad, 0), text, px, ui_rgb(255, 214, 170));
}

/* The passing message in `room` (its padding included): in the largest size
 * from *px down to 10 units where it fits one line, else at the smallest on
 * two (`second` "" when one); true when whole, false when cut with "…". */
static bool toast_lines(ui *u, const char *text, int room, int *px, char *shown, char *second, size_t size)
{
    int tpx = *px, inner = room - ui_px(u, 24);
    while (tpx > ui_px(u, 10) && ui_text_width(u, text, tpx, true) > inner)
        tpx--;
    *px = tpx;
    snprintf(shown, size, "%s", text);
    second[0] = '\0';
    if (ui_text_width(u, shown, tpx, true) <= inner)
        return true;
    bool at_space = false;
    int cut = ui_text_break(u, text, tpx, true, inner, &at_space);
    if (at_space && text[cut]) {
        const char *rest = text + cut;
        while (*rest == ' ')
            rest++;
        snprintf(second, size, "%s", rest);
        shown[cut] = '\0';
    }
    bool whole = second[0] && ui_text_width(u, second, tpx, true) <= inner && ui_text_width(u, shown, tpx, true) <= inner;
    ui_text_cut(u, shown, size, tpx, true, inner);
    if (second[0])
        ui_text_cut(u, second, size, tpx, true, inner);
    return whole;
}

static void battle_run(ui *u, void *self)
{
    board_battle *bb = self;
    app *a = u->app;
    board_battle_state *b = &bb->st;
    /* The battle on screen is the one whose players' look is used (a battle
     * closed over another gave the board back its default), and whose turn of
     * the board the squares are read and drawn in: before the layout. */
    battle_use_look(&bb->match);
    board_layout l = board_layout_compute(a->w, a->h, u->s);
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        int bar_right = 0, bar_end = battle_draw_top_bar(u, &l, a, &bar_right);
        esc_action preview;
        const esc_action *shown_preview = NULL;
        if (b->preview_ability != ESC_AB_NONE && b->input.selected != ESC_NO_UNIT) {
            preview = esc_action_make(ESC_ACT_ABILITY, b->input.selected, b->preview_ability, ESC_NO_SQUARE, ESC_NO_UNIT);
            shown_preview = &preview;
        }
        if (b->replay.on) {
            /* The last turn again: its own state and animation, nothing to choose. */
            board_input look = b->input;
            look.mode = BOARD_INPUT_WAITING;
            look.selected = ESC_NO_UNIT;
            look.hovered = ESC_NO_SQUARE;
            look.show_threats = false;
            board_draw(u, &l, &b->replay.game, &b->replay.anim, &look, sq, NULL);
        } else {
            board_draw(u, &l, &bb->match.game, &b->anim, &b->input, sq, shown_preview);
        }
        if (!b->replay.on && b->acting_unit != ESC_NO_UNIT && !(b->anim.shown.units[b->acting_unit].flags & ESC_UF_DEAD)) {
            /* The unit whose action is being shown. */
            float fx, fy, px, py;
            board_anim_unit_position(&b->anim, b->acting_unit, &fx, &fy);
            board_to_pixels(&l, fx, fy, &px, &py);
            float rad = (float)l.sq * 0.52f;
            draw_ring(u->r, px, py, rad, (float)ui_px(u, 3), ui_rgba(255, 226, 110, 235));
        }
        /* The prompt line: what to do now, or why a click did nothing. */
        const char *prompt = b->input.message[0] ? b->input.message : board_input_prompt(&b->input, &bb->match.game);
        char refusal[sizeof b->input.message]; /* a core's reason shown as a sentence: "This unit already..." */
        if (prompt == b->input.message && prompt[0] >= 'a' && prompt[0] <= 'z') {
            snprintf(refusal, sizeof refusal, "%c%s", prompt[0] - 'a' + 'A', prompt + 1);
            prompt = refusal;
        }
        char held_prompt[240];
        const esc_event *shown_ev = b->anim.playing ? board_anim_current(&b->anim, NULL) : NULL;
        char first_prompt[DATA_SEAT_NAME_MAX + 80];
        if (board_anim_rolling(&b->anim)) {
            prompt = _("Rolling for the first turn");
        } else if (shown_ev && shown_ev->kind == ESC_EV_FIRST_PLAYER) {
            /* Play-test 5: "Waiting for the other side to play" stood under
             * "Player 1 takes the first turn": the prompt says what the card says. */
            char first[DATA_SEAT_NAME_MAX + 40];
            board_match_side_name(&bb->match, shown_ev->side, first, sizeof first);
            snprintf(first_prompt, sizeof first_prompt, _("%s takes the first turn"), first);
            prompt = first_prompt;
        } else if (b->held && !b->input.message[0]) {
            char next[DATA_SEAT_NAME_MAX + 40];
            board_match_side_name(&bb->match, bb->match.game.active, next, sizeof next);
            /* TRANSLATORS: %s is the name of the player who plays next. */
            snprintf(held_prompt, sizeof held_prompt,
                     _("Turn over: End turn (E) passes to %s, Undo (Ctrl+Z) takes the last action back"), next);
            prompt = held_prompt;
        } else if (bb->remote.send && bb->match.game.phase != ESC_PHASE_OVER &&
                   bb->match.game.active != bb->remote.side && !b->input.message[0]) {
            char other[DATA_SEAT_NAME_MAX + 40];
            board_match_side_name(&bb->match, bb->match.game.active, other, sizeof other);
            /* TRANSLATORS: online, the other player's turn; %s is their name. */
            snprintf(first_prompt, sizeof first_prompt, _("Waiting for %s to play"), other);
            prompt = first_prompt;
        } else if (bb->remote.send && bb->remote_pending) {
            /* TRANSLATORS: online, this player's action is on its way to the server. */
            prompt = _("Sent to the server…");
        } else if ((board_match_computer_to_act(&bb->match) && !b->held) ||
                   (b->shown_side >= 0 && !bb->match.human[b->shown_side] && b->shown_side != bb->match.game.active &&
                    (b->shown_round >= 1 || bb->match.game.phase != ESC_PHASE_BATTLE) &&
                    /* Play-test 5: not while a person places their own units
                     * (the computer's placements are shown between them) */
                    !(bb->match.game.phase == ESC_PHASE_DEPLOY && bb->match.human[bb->match.game.active]))) {
            prompt = board_match_ai_thinking(&bb->match) ? _("The computer is thinking…") : _("The computer is playing…");
        }
        char auto_prompt[300];
        const esc_game *dg = &bb->match.game;
        if (dg->phase == ESC_PHASE_DEPLOY && !b->input.message[0] && bb->match.human[0] && bb->match.human[1] &&
            b->auto_deploy[dg->active ^ 1] && !b->auto_deploy[dg->active]) {
            /* Hot-seat: the other player chose Auto-deploy; their units come
             * between this player's placements, without a click. */
            char other[DATA_SEAT_NAME_MAX + 40];
            board_match_side_name(&bb->match, dg->active ^ 1, other, sizeof other);
            /* Play-test 3: the sentence ended "after each", as if cut off. */
            if (dg->scenario.active)
                snprintf(auto_prompt, sizeof auto_prompt,
                         /* TRANSLATORS: deployment in a hot-seat scenario; %s is the other player, who chose
                          * Auto-deploy: one of theirs is placed after each unit this player places. */
                         _("Place your next unit on one of your deployment squares: one of %s's units is placed "
                           "automatically after each of yours"),
                         other);
            else
                snprintf(auto_prompt, sizeof auto_prompt,
                         /* TRANSLATORS: deployment in hot-seat; %s is the other player, who chose Auto-deploy: one of
                          * theirs is placed after each unit this player places. */
                         _("Place your next unit on your two home ranks: one of %s's units is placed automatically "
                           "after each of yours"),
                         other);
            prompt = auto_prompt;
        }
        if (b->replay.on || battle_turn_card_shown(bb))
            prompt = ""; /* hot-seat: the banner over it says who places or plays */
        /* Translations run longer: a smaller font first, then two lines. */
        SDL_Color prompt_ink = b->input.message[0] ? ui_rgb(255, 190, 120) : ui_rgb(200, 206, 220);
        int prompt_px = ui_px(u, 16);
        while (prompt_px > ui_px(u, 12) && ui_text_width(u, prompt, prompt_px, false) > l.prompt.w)
            prompt_px--;
        if (ui_text_width(u, prompt, prompt_px, false) <= l.prompt.w)
            ui_text(u, l.prompt.x + l.prompt.w / 2, l.prompt.y + ui_px(u, 4), prompt, prompt_px, false, prompt_ink,
                    UI_CENTER);
        else
            ui_text_wrapped(u, ui_rect(l.prompt.x, l.prompt.y, l.prompt.w, 0), prompt, prompt_px, prompt_ink);
        if (!b->replay.on && !b->anim.playing && !u->beneath) /* none under a dialog, as tooltips (play-test 16) */
            draw_refusal_near(u, &l, &b->input);
        if (b->replay.on)
            battle_replay_draw_line(u, &l, bb);
        battle_draw_dice(u, a, &l);
        battle_turn_card_draw(u, &l, bb);
        battle_briefing_draw(u, &l, bb);
        if (b->banner_age < 1.2f && !b->turn_card && bb->match.game.phase == ESC_PHASE_BATTLE && !b->anim.playing && !b->held &&
            (b->shown_side < 0 || b->shown_side == bb->match.game.active) && !b->replay.on) {
            char text[120];
            battle_turn_line(&bb->match, &bb->match.game, text, sizeof text);
            /* In the top bar over the board's middle, never over a unit nor
             * over the bar's own round and name: right of them, in a smaller
             * font if it must; where even that leaves no room, not at all (the
             * bar says the same, round and side). */
            int bh = l.top.h - ui_px(u, 6), bpx = ui_px(u, 20);
            if (bh > l.top.h - 2)
                bh = l.top.h - 2;
            int lo = bar_end + ui_px(u, 12), hi = bar_right;
            int bw = ui_text_width(u, text, bpx, true) + ui_px(u, 48);
            while (bpx > ui_px(u, 12) && bw > hi - lo) {
                bpx--;
                bw = ui_text_width(u, text, bpx, true) + ui_px(u, 48);
            }
            int bx = l.board.x + l.board.w / 2 - bw / 2;
            if (bx < lo)
                bx = lo;
            if (bx + bw > hi)
                bx = hi - bw;
            if (bw <= hi - lo) {
                SDL_Rect r = { bx, ui_px(u, 3), bw, bh };
                ui_fill(u, r, ui_rgb(16, 18, 26));
                ui_frame(u, r, ui_rgb(70, 80, 104), 1);
                ui_fill(u, ui_rect(r.x, r.y, ui_px(u, 6), r.h), board_colour(bb->match.game.active));
                ui_text(u, r.x + r.w / 2, r.y + (bh - ui_text_px(bpx) * 5 / 4) / 2, text, bpx, true,
                        ui_rgb(245, 246, 250), UI_CENTER);
            }
        }
        if (b->toast[0]) {
            /* Passing messages live in the top bar, never over the units; a
             * long one (a file's name, a longer language) in a smaller font,
             * and always inside the window. */
            int tpx = ui_px(u, 15), room = l.top.w - ui_px(u, 16);
            /* Right of the bar's round and name when there is room enough for
             * a readable line there (the message never covers the squad's name). */
            int lo = bar_end + ui_px(u, 8), hi = bar_right;
            bool beside = hi - lo >= ui_px(u, 200);
            if (beside)
                room = hi - lo;
            /* Too long for one line at the smallest size: two lines, the box
             * reaching down into the margin above the board (never over a
             * square); where two lines beside the bar's words cannot hold it,
             * the bar's whole width for its few seconds; only what even that
             * cannot hold is cut, with "…" (play-test 16: "Santé 11 contre 1…"). */
            char shown[sizeof b->toast + 4], second[sizeof b->toast + 4];
            if (!toast_lines(u, b->toast, room, &tpx, shown, second, sizeof shown) && beside) {
                beside = false;
                room = l.top.w - ui_px(u, 16);
                tpx = ui_px(u, 15);
                toast_lines(u, b->toast, room, &tpx, shown, second, sizeof shown);
            }
            int tw = ui_text_width(u, shown, tpx, true);
            if (second[0] && ui_text_width(u, second, tpx, true) > tw)
                tw = ui_text_width(u, second, tpx, true);
            tw += ui_px(u, 24);
            int tx = l.top.w / 2 - tw / 2 + ui_px(u, 120);
            if (beside && tx < lo)
                tx = lo;
            if (beside && tx + tw > hi)
                tx = hi - tw;
            if (tx + tw > l.top.w - ui_px(u, 8))
                tx = l.top.w - ui_px(u, 8) - tw;
            if (tx < ui_px(u, 8))
                tx = ui_px(u, 8);
            /* Tall enough for the text as drawn (never under 12 px), its
             * descenders inside the box. */
            int text_h = ui_text_px(tpx) * 5 / 4, lines = second[0] ? 2 : 1;
            int line_h = lines * text_h + ui_px(u, 4);
            int trh = l.top.h - ui_px(u, 12) > line_h ? l.top.h - ui_px(u, 12) : line_h;
            int most = lines > 1 ? l.panel.y - 2 : l.top.h - 2;
            if (trh > most)
                trh = most;
            SDL_Rect tr = { tx, lines > 1 ? 2 : (l.top.h - trh) / 2, tw, trh };
            ui_fill(u, tr, ui_rgb(30, 60, 44));
            int ty = tr.y + (tr.h - lines * text_h) / 2;
            ui_text(u, tr.x + tw / 2, ty, shown, tpx, true, ui_rgb(170, 245, 190), UI_CENTER);
            if (second[0])
                ui_text(u, tr.x + tw / 2, ty + text_h, second, tpx, true, ui_rgb(170, 245, 190), UI_CENTER);
            ui_tooltip(u, tr, b->toast);
        }
    }
    if (!u->draw && battle_coach_run(u, &l, bb))
        return; /* the banner's clicks first (what it covers gets none); a press may have replaced the screen */
    if (b->overlay == BOARD_BATTLE_PLAYING) {
        if (!u->draw && battle_briefing_event(u, bb)) {
            ui quiet = *u;
            quiet.ev = NULL;
            battle_draw_panel(&quiet, &l, a);
            return;
        }
        if (!u->draw)
            battle_turn_card_event(u, bb); /* hot-seat: the first click or key takes the banner away, and acts */
        if (!u->draw)
            board_events(u, &l, a);
        battle_draw_panel(u, &l, a);
    } else {
        ui quiet = *u; /* the panel is drawn but not clickable: the overlay takes the input */
        quiet.ev = NULL;
        battle_draw_panel(&quiet, &l, a);
        battle_draw_result(battle_result_guarded(u, b) ? &quiet : u, a);
    }
    if (u->draw)
        battle_coach_run(u, &l, bb); /* a lesson's banner at the panel's foot, drawn last: on top */
}

static bool battle_enter(app *a, const void *arg, void **self)
{
    const board_battle_args *args = arg;
    board_battle *bb = calloc(1, sizeof *bb);
    if (!bb) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    bb->app = a;
    bb->match = *args->match;
    board_match_init_empty(args->match); /* taken over */
    bb->report = args->report;
    bb->computer_may_yield = args->computer_may_yield;
    bb->pause_scene = &board_pause_scene;
    battle_open(bb, args->demo);
    *self = bb;
    return true;
}

void board_battle_play_remote(board_battle *bb, const board_remote *remote)
{
    bb->remote = *remote;
    bb->match.remote = true;
    battle_open(bb, false);
}

static void battle_leave(app *a, void *self)
{
    (void)a;
    board_battle *bb = self;
    if (bb->remote.close)
        bb->remote.close(bb->remote.ctx);
    board_match_free(&bb->match);
    board_use_look(NULL, NULL);
    board_use_shapes(NULL); /* the board's own shapes and way up for whatever draws next */
    board_use_flip(false);
    board_use_letter_case(0); /* side 0 upper case again, as in the notation */
    board_use_marks(NULL); /* no Hero's crown left on the next battle's units */
    free(bb);
}

/* What the screen shows of the battle's state, beyond animation: when any of
 * it changes as time passes (the computer placed a unit, its highlight ended,
 * the turn came back to the player) the screen is drawn again at once, not at
 * the next mouse move. */
typedef struct battle_view_key {
    int acting_unit, shown_side, held, overlay, mode, selected, ability, step, command_ally;
    int turn, phase, active, actions_left, n_actions, thinking, toast;
    char message[sizeof ((board_input *)0)->message];
} battle_view_key;

static battle_view_key view_key(const board_battle *bb)
{
    battle_view_key k;
    memset(&k, 0, sizeof k);
    const board_battle_state *b = &bb->st;
    k.acting_unit = b->acting_unit;
    k.shown_side = b->shown_side;
    k.held = b->held;
    k.overlay = (int)b->overlay;
    k.mode = (int)b->input.mode;
    k.selected = b->input.selected;
    k.ability = b->input.ability;
    k.step = b->input.step;
    k.command_ally = b->input.command_ally;
    k.turn = bb->match.game.turn;
    k.phase = (int)bb->match.game.phase;
    k.active = bb->match.game.active;
    k.actions_left = bb->match.game.actions_left;
    k.n_actions = bb->match.record.n_actions;
    k.thinking = board_match_ai_thinking(&bb->match);
    k.toast = b->toast[0] != '\0';
    snprintf(k.message, sizeof k.message, "%s", b->input.message);
    return k;
}

static bool battle_tick(app *a, void *self, float dt, bool on_top)
{
    board_battle *bb = self;
    battle_view_key before = view_key(bb);
    bool moving = battle_update(bb, dt, on_top);
    battle_view_key after = view_key(bb);
    if (memcmp(&before, &after, sizeof before) != 0)
        a->dirty = true;
    return moving;
}

static void quit_app(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

/* Closing the window in a campaign battle: the campaign's autosave has kept the
 * battle after each action (and each undo), so Continue goes on from its last
 * one; the player is told so and asked. Closed again while a question is open,
 * the app quits. A plain battle quits at once, as every other screen does. */
static bool battle_closing(app *a, void *self)
{
    board_battle *bb = self;
    if (!bb->host.save_quit || strcmp(app_scene_name(a), "confirm") == 0)
        return false;
    return app_confirm_safe(a,
                       _("Quit Skirmish? The campaign's autosave keeps this battle as it stands after its last action: "
                         "Continue on the main menu goes on from there."),
                       _("Quit"), _("Play on"), quit_app, NULL);
}

static void battle_notify(app *a, void *self, const char *text)
{
    (void)a;
    board_battle *bb = self;
    battle_toast(&bb->st, text);
}

const scene board_battle_scene = {
    .name = "battle",
    .own_tab = true, /* Tab moves among its own things */
    .enter = battle_enter,
    .leave = battle_leave,
    .event = battle_run,
    .frame = battle_run,
    .update = battle_tick,
    .notify = battle_notify,
    .closing = battle_closing,
};

