/*
 * Hot-seat: whose turn it is now, said in a banner across the board's top in
 * the player's colour, with their emblem, when play starts and each time the
 * placing or the turn passes from one human to the other ("Bob places a unit",
 * "Bob's turn · Round 3"). Escarmouche hides nothing (both squads, the whole
 * board, in the Campaign's battles and the scenarios too), so the banner does
 * not block: the next player's first click or key acts at once and takes it
 * away, and it fades by itself after a few seconds (play-test 15: a blocking
 * "click to begin" card at each hand-over, ten before round 1). The top bar
 * keeps naming the side to act after it has gone.
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

/* How long the banner stays whole, then how long it fades, in seconds. */
#define CARD_HOLD 3.0f
#define CARD_FADE 0.6f

bool battle_turn_card_faded(const board_battle *bb)
{
    return bb->st.turn_card_age >= CARD_HOLD + CARD_FADE;
}

/* The banner's words and where it stands: one line over the prompt line
 * under the board (whose words it says too), so it covers no square. */
typedef struct turn_card {
    char text[DATA_SEAT_NAME_MAX + 260];
    int tpx, er;
    SDL_Rect r;
} turn_card;

static void card_layout(ui *u, const board_layout *l, const board_battle *bb, turn_card *k)
{
    int side = bb->st.turn_card_side;
    char name[DATA_SEAT_NAME_MAX + 40], title[DATA_SEAT_NAME_MAX + 80], sub[120];
    board_match_side_name(&bb->match, side, name, sizeof name);
    const esc_game *g = &bb->match.game;
    if (g->phase == ESC_PHASE_DEPLOY) {
        /* TRANSLATORS: hot-seat banner under the board during deployment: the player's name. */
        snprintf(title, sizeof title, _("%s places a unit"), name);
        /* TRANSLATORS: hot-seat banner, after "Ann places a unit · " (a scenario: its own squares). */
        snprintf(sub, sizeof sub, "%s",
                 g->scenario.active ? _("on their deployment squares") : _("on their two home ranks"));
    } else {
        /* TRANSLATORS: hot-seat banner under the board when the turn passes: the player's name. */
        snprintf(title, sizeof title, _("%s's turn"), name);
        /* TRANSLATORS: hot-seat banner, after "Ann's turn · ": the round. */
        snprintf(sub, sizeof sub, _("Round %d"), esc_game_round(g));
    }
    snprintf(k->text, sizeof k->text, "%s · %s", title, sub);
    int er = ui_px(u, 9), pad = ui_px(u, 8);
    int h = l->prompt.h > ui_px(u, 22) ? l->prompt.h : ui_px(u, 22);
    int room = l->prompt.w - 3 * er - 2 * pad;
    int tpx = ui_px(u, 17);
    while (tpx > ui_px(u, 12) && ui_text_width(u, k->text, tpx, true) > room)
        tpx--;
    if (ui_text_width(u, k->text, tpx, true) > room)
        snprintf(k->text, sizeof k->text, "%s", title);
    ui_text_cut(u, k->text, sizeof k->text, tpx, true, room);
    int w = ui_text_width(u, k->text, tpx, true) + 3 * er + 2 * pad;
    k->r = (SDL_Rect){ l->prompt.x + l->prompt.w / 2 - w / 2, l->prompt.y, w, h };
    k->tpx = tpx;
    k->er = er;
}

/* The next player's first click or key takes the banner away and acts as
 * ever: nothing is hidden behind it. */
void battle_turn_card_event(const ui *u, board_battle *bb)
{
    const ui_event *ev = u->ev;
    if (!ev || !bb->st.turn_card || (ev->kind != UI_EV_MOUSE_DOWN && ev->kind != UI_EV_KEY))
        return;
    bb->st.turn_card = false;
    bb->app->dirty = true;
}

/* True while the banner is drawn (the prompt line waits under it). */
bool battle_turn_card_shown(const board_battle *bb)
{
    const board_battle_state *b = &bb->st;
    return b->turn_card && b->turn_card_side == bb->match.game.active && !battle_turn_card_faded(bb) &&
           b->overlay == BOARD_BATTLE_PLAYING && !b->anim.playing;
}

void battle_turn_card_draw(ui *u, const board_layout *l, board_battle *bb)
{
    board_battle_state *b = &bb->st;
    if (b->turn_card && b->turn_card_side != bb->match.game.active)
        b->turn_card = false; /* the turn has moved on (a placement, a turn played): it is stale */
    if (!u->draw || !battle_turn_card_shown(bb))
        return;
    int side = b->turn_card_side;
    turn_card k;
    card_layout(u, l, bb, &k);
    float fade = (b->turn_card_age - CARD_HOLD) / CARD_FADE;
    int alpha = fade <= 0.0f ? 255 : (int)(255.0f * (1.0f - fade));
    SDL_Rect r = k.r;
    SDL_Color c = board_colour(side);
    ui_fill(u, ui_rect(r.x - 2, r.y - 2, r.w + 4, r.h + 4), ui_rgba(c.r, c.g, c.b, alpha));
    ui_fill(u, r, ui_rgba(16, 18, 26, alpha));
    int tw = ui_text_width(u, k.text, k.tpx, true) + 3 * k.er;
    int tx = r.x + r.w / 2 - tw / 2, ty = r.y + (r.h - k.tpx * 5 / 4) / 2;
    ui_emblem(u->r, board_emblem(side), (float)(tx + k.er), (float)(r.y + r.h / 2), (float)k.er,
              ui_rgba(c.r, c.g, c.b, alpha));
    ui_text(u, tx + 3 * k.er, ty, k.text, k.tpx, true, ui_rgba(245, 246, 250, alpha), UI_LEFT);
}
