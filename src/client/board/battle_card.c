/*
 * Hot-seat: whose turn it is now, said large over the board when play starts
 * and each time the turn passes from one human to the other (two players at
 * one screen otherwise see only the top bar change). The card is the player's
 * name in their colour, with their emblem; it stays until the first click or
 * key, which only takes it away, as its line says ("click or press a key to
 * begin"): a Campaign tester's dismissing click also deployed an archer, and
 * play-test 12's placed a unit. Any click on the board (and its release) or
 * key, Esc too, only takes the card away; a click on a panel button outside
 * the board still presses it.
 * It also comes when the other player's auto-deploy hands the placing back.
 * A hover card never outlives it (app_tooltip_hush): in the Campaign and TRTS
 * the last player's card could show what the next one may not see.
 */
#include <stdio.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

void battle_turn_card_start(board_battle *bb)
{
    board_battle_state *b = &bb->st;
    const board_match *m = &bb->match;
    b->turn_card = false;
    if (b->demo || !m->human[0] || !m->human[1] || m->game.phase == ESC_PHASE_OVER)
        return;
    b->turn_card = true;
    b->turn_card_side = m->game.active;
    b->turn_card_last = m->game.active + 1;
    b->turn_card_age = 0.0f;
    app_tooltip_hush(bb->app);
}

/* The card's words and where it stands: centred on the board. */
typedef struct turn_card {
    char title[DATA_SEAT_NAME_MAX + 80], sub[200];
    int tpx, spx, pad, er;
    SDL_Rect r;
} turn_card;

static void card_layout(ui *u, const board_layout *l, const board_battle *bb, turn_card *k)
{
    int side = bb->st.turn_card_side;
    char name[DATA_SEAT_NAME_MAX + 40];
    char *title = k->title, *sub = k->sub;
    size_t tsize = sizeof k->title, ssize = sizeof k->sub;
    board_match_side_name(&bb->match, side, name, sizeof name);
    /* TRANSLATORS: hot-seat, large over the board when the turn passes: the player's name. */
    snprintf(title, tsize, _("%s's turn"), name);
    const esc_game *g = &bb->match.game;
    if (g->phase == ESC_PHASE_DEPLOY)
        /* TRANSLATORS: hot-seat card, under "Ann's turn", during deployment. */
        snprintf(sub, ssize, "%s", _("Place your units · click or press a key to begin"));
    else
        /* TRANSLATORS: hot-seat card, under "Ann's turn": the round, then how to take the card away (that click
         * or key does nothing else). */
        snprintf(sub, ssize, _("Round %d · click or press a key to begin"), esc_game_round(g));
    int tpx = ui_px(u, 30), spx = ui_px(u, 15), pad = ui_px(u, 16), er = ui_px(u, 14);
    int room = l->board.w - 2 * ui_px(u, 8);
    while (tpx > ui_px(u, 16) && ui_text_width(u, title, tpx, true) + 3 * er + 2 * pad > room)
        tpx--;
    ui_text_cut(u, title, tsize, tpx, true, room - 3 * er - 2 * pad);
    int w = ui_text_width(u, title, tpx, true) + 3 * er + 2 * pad;
    int sw = ui_text_width(u, sub, spx, false) + 2 * pad;
    if (sw > w)
        w = sw < room ? sw : room;
    int h = tpx * 5 / 4 + spx * 5 / 4 + 2 * pad + ui_px(u, 6);
    k->r = (SDL_Rect){ l->board.x + l->board.w / 2 - w / 2, l->board.y + l->board.h / 2 - h / 2, w, h };
    k->tpx = tpx;
    k->spx = spx;
    k->pad = pad;
    k->er = er;
}

bool battle_turn_card_event(ui *u, const board_layout *l, board_battle *bb)
{
    const ui_event *ev = u->ev;
    if (!ev)
        return false;
    if (bb->st.turn_card_release && ev->kind == UI_EV_MOUSE_UP) {
        bb->st.turn_card_release = false; /* the release of the click that took the card away */
        return true;
    }
    if (!bb->st.turn_card || (ev->kind != UI_EV_MOUSE_DOWN && ev->kind != UI_EV_KEY))
        return false;
    bb->st.turn_card = false;
    app_tooltip_hush(bb->app);
    bb->app->dirty = true;
    /* A click on the panel's buttons (Auto-deploy, End turn, Menu) is plainly
     * meant for them: it takes the card away and presses them. A click
     * anywhere on the board, or a key, only takes it away, in deployment as in
     * battle (play-test 12: the dismissing click also placed a unit, "Units
     * deploy on their own two home ranks"; play-test 5: Esc opened the pause
     * menu over it). Its release is the card's too. */
    if (ev->kind == UI_EV_MOUSE_DOWN && !SDL_PointInRect(&(SDL_Point){ ev->x, ev->y }, &l->board))
        return false;
    bb->st.turn_card_release = ev->kind == UI_EV_MOUSE_DOWN;
    return true;
}

void battle_turn_card_draw(ui *u, const board_layout *l, board_battle *bb)
{
    board_battle_state *b = &bb->st;
    if (b->turn_card && b->turn_card_side != bb->match.game.active)
        b->turn_card = false; /* the turn has moved on (a placement, a turn played): it is stale */
    if (!b->turn_card || !u->draw || b->overlay != BOARD_BATTLE_PLAYING || b->anim.playing)
        return;
    int side = b->turn_card_side;
    turn_card k;
    card_layout(u, l, bb, &k);
    const char *title = k.title, *sub = k.sub;
    int tpx = k.tpx, spx = k.spx, pad = k.pad, er = k.er;
    SDL_Rect r = k.r;
    SDL_Color c = board_colour(side);
    int alpha = 255;
    u->app->tooltip[0] = '\0'; /* the board's tooltips wait behind the hand-off (play-test) */
    ui_fill(u, ui_rect(r.x - 3, r.y - 3, r.w + 6, r.h + 6), ui_rgba(c.r, c.g, c.b, alpha));
    ui_fill(u, r, ui_rgba(16, 18, 26, alpha * 240 / 255));
    int tw = ui_text_width(u, title, tpx, true) + 3 * er;
    int tx = r.x + r.w / 2 - tw / 2, ty = r.y + pad;
    ui_emblem(u->r, board_emblem(side), (float)(tx + er), (float)ty + (float)tpx * 0.62f, (float)er,
              ui_rgba(c.r, c.g, c.b, alpha));
    ui_text(u, tx + 3 * er, ty, title, tpx, true, ui_rgba(245, 246, 250, alpha), UI_LEFT);
    ui_text(u, r.x + r.w / 2, ty + tpx * 5 / 4 + ui_px(u, 6), sub, spx, false, ui_rgba(190, 196, 210, alpha),
            UI_CENTER);
}
