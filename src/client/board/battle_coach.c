/*
 * The coach's banner over the battle (board_battle_coach in board/battle.h):
 * when a game that opened the battle set a coach (the tutorial's lessons),
 * each frame asks it what to tell the player and draws that at the foot of the
 * panel, clear of the board: the lesson's progress, what to do now, what to do
 * instead after an action that was not it, and the coach's buttons (Skip
 * step, Skip lesson, Restart; Next lesson once won). The square it points at
 * is framed on the board. The battle calls it for events before its panel (a
 * click on the banner is not the panel's under it) and draws it after (on
 * top). A press on a button goes back to the coach, which may replace this
 * screen (the scene stack closes it after the frame).
 *
 * The board knows nothing of lessons: the coach's words and buttons come in
 * through the hook's view, already translated.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/ui.h"

static int measure(ui *u, int w, const char *text, int px)
{
    ui quiet = *u; /* nothing drawn, nothing clicked: only the height */
    quiet.draw = false;
    quiet.ev = NULL;
    return ui_text_wrapped(&quiet, ui_rect(0, 0, w, 0), text, px, ui_rgb(0, 0, 0));
}

bool battle_coach_run(ui *u, const board_layout *l, board_battle *bb)
{
    if (u->draw)
        bb->st.coach_h = 0;
    if (!bb->coach.look)
        return false;
    const esc_event *e = board_anim_current(&bb->st.anim, NULL);
    if (e && e->kind == ESC_EV_FIRST_PLAYER && bb->match.game.n_dice == 0)
        /* A lesson rolls no dice and its banner says what to do first: no
         * "Player 1 takes the first turn" card over the board (play-test 14:
         * it covered the hill the coach pointed at, and the first click on
         * the unit the coach named only took it away). */
        board_anim_skip_result(&bb->st.anim);
    board_coach_view v;
    memset(&v, 0, sizeof v);
    v.square = ESC_NO_SQUARE;
    bb->coach.look(bb->coach.ctx, bb, &v);
    bb->st.coach_end_turn = v.end_turn_now;
    if (!v.text[0])
        return false;
    if (u->draw && v.square != ESC_NO_SQUARE && v.square >= 0 && v.square < ESC_SQUARES) {
        /* The square the step is about: a gold frame, inside the square so
         * the neighbours' tokens stay whole. */
        SDL_Rect r = board_square_rect(l, v.square);
        int t = ui_px(u, 4);
        ui_frame(u, r, ui_rgb(255, 214, 90), t);
        ui_frame(u, ui_rect(r.x + t, r.y + t, r.w - 2 * t, r.h - 2 * t), ui_rgba(40, 30, 0, 160), 1);
    }
    int n = 0;
    while (n < BOARD_COACH_BUTTONS && v.buttons[n])
        n++;
    int pad = ui_px(u, 10), gap = ui_px(u, 6), bh = ui_px(u, 30);
    int tpx = ui_px(u, 15), npx = ui_px(u, 13), ppx = ui_px(u, 12);
    SDL_Rect p = l->panel;
    int inner = p.w - 2 * pad;
    int th = measure(u, inner, v.text, tpx), nh = v.note[0] ? measure(u, inner, v.note, npx) + gap : 0;
    int ph = ui_text_px(ppx) * 4 / 3;
    int h = pad + ph + gap + th + nh + (n > 0 ? gap + bh : 0) + pad;
    SDL_Rect box = ui_rect(p.x, p.y + p.h - h, p.w, h);
    if (u->draw)
        bb->st.coach_h = h;
    SDL_Color edge = v.done ? ui_rgb(120, 220, 140) : ui_rgb(255, 214, 90);
    int y = box.y + pad;
    if (u->draw) {
        ui_fill(u, box, ui_rgb(22, 26, 40));
        ui_frame(u, box, edge, ui_px(u, 2));
        ui_text(u, box.x + pad, y, v.progress, ppx, true, edge, UI_LEFT);
        y += ph + gap;
        y += ui_text_wrapped(u, ui_rect(box.x + pad, y, inner, 0), v.text, tpx, ui_rgb(240, 242, 248));
        if (v.note[0])
            y += gap + ui_text_wrapped(u, ui_rect(box.x + pad, y + gap, inner, 0), v.note, npx, ui_rgb(255, 190, 120));
    }
    int bw = n > 0 ? (inner - (n - 1) * gap) / n : 0, by = box.y + box.h - pad - bh;
    for (int i = 0; i < n; i++)
        if (ui_button(u, ui_rect(box.x + pad + i * (bw + gap), by, bw, bh), v.buttons[i], true) ||
            (v.keys[i] != UI_KEY_NONE && ui_pressed(u, (ui_key)v.keys[i]))) {
            u->ev = NULL;
            if (bb->coach.press)
                bb->coach.press(bb->coach.ctx, bb->app, i);
            return true;
        }
    /* A click on the banner is the banner's: the panel under it gets none. */
    const ui_event *ev = u->ev;
    if (!ev)
        return false;
    SDL_Point at = { ev->x, ev->y };
    if (ev->kind == UI_EV_WHEEL)
        at = (SDL_Point){ u->app->mouse_x, u->app->mouse_y };
    if ((ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_WHEEL) &&
        SDL_PointInRect(&at, &box))
        u->ev = NULL;
    return false;
}
