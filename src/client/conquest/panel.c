/*
 * The Conquest game screen's side panel (play_internal.h): the players, then
 * the orders of the human entering them (orders.c) or what the screen waits
 * for, and at its foot the buttons (Clear all and Ready, Save game and Menu,
 * Log and Results) with the last message under them. The foot is pinned to
 * the panel's bottom and the part above it scrolls (the wheel over it, a bar
 * at its edge saying there is more): a long list or forecast never pushes a
 * button out of the window (play-test 6: four orders and one selected hid
 * Log at 1280x800; one order hid Ready at 800x560). What Ready then does is
 * play.c's (this returns it).
 */
#include <stdio.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/net.h"
#include "conquest/place.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

/* What the scrolled part holds: the order list, or what the screen waits for. */
static bool draw_middle(ui *u, app *a, int who, int x, int w, int *y_io, SDL_Rect clip)
{
    conquest_screen *c = conquest_current(a);
    conquest_match *m = &c->match;
    int y = *y_io;
    bool orders = false;
    if (c->online)
        conquest_remote_panel(u, c, x, w, &y); /* the link, whose orders are awaited */
    if (c->cover && !cq_state_over(&m->state)) {
        char line[120];
        snprintf(line, sizeof line, _("Waiting for %.40s to take the screen"), conquest_player_name(m, c->viewer));
        /* wrapped: a narrow panel (a small window), a longer language */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, ui_px(u, 15), ui_rgb(200, 206, 220)) + ui_px(u, 8);
    } else if (who >= 0) {
        conquest_draw_orders(u, c, who, x, w, &y, conquest_panel_inactive(c), clip);
        orders = true;
    } else {
        const char *what = cq_state_over(&m->state) ? _("The game is over.")
                           : c->animating              ? _("The turn resolves…")
                           : c->online && c->remote.seat >= 0 && c->remote.seat < m->state.n_players &&
                                     !m->state.players[c->remote.seat].eliminated
                               /* TRANSLATORS: online Conquest, the panel once the seat's orders are given */
                               ? _("Your orders are given: the server plays the turn once every player's are in.")
                           : c->online
                               /* TRANSLATORS: online Conquest, the panel of a player watching the game */
                               ? _("Watching: each turn is shown once every player's orders are in.")
                           : conquest_match_humans_left(m) > 0
                               /* TRANSLATORS: the panel while the computer players choose their orders */
                               ? _("The computer is choosing its orders…")
                               : _("The computers are playing…");
        char late[300];
        if (c->net_given && !c->animating && !cq_state_over(&m->state)) {
            /* The network bots that have not answered this turn yet. */
            size_t len = 0;
            late[0] = '\0';
            for (int pl = 0; pl < m->state.n_players && len < sizeof late; pl++)
                if (m->seat[pl] == CONQUEST_SEAT_NETWORK && !m->state.players[pl].eliminated &&
                    !conquest_net_seat_answered(m, pl))
                    len += (size_t)snprintf(late + len, sizeof late - len, "%s%s", len ? ", " : "",
                                            conquest_player_name(m, pl));
            if (len > 0) {
                char line[400];
                /* TRANSLATORS: a game with network bots: the humans are ready, these bots not yet. */
                snprintf(line, sizeof line, _("Waiting for the network bots: %s"), late);
                y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, ui_px(u, 15), ui_rgb(255, 214, 140)) + ui_px(u, 8);
                what = NULL;
            }
        }
        if (what && c->online) /* the online lines are longer: wrapped */
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), what, ui_px(u, 15), ui_rgb(200, 206, 220)) + ui_px(u, 8);
        else if (what) {
            ui_text(u, x, y, what, ui_px(u, 15), false, ui_rgb(200, 206, 220), UI_LEFT);
            y += ui_px(u, 26);
        }
    }
    *y_io = y;
    return orders;
}

const char *conquest_panel_inactive(const conquest_screen *c)
{
    /* TRANSLATORS: the order panel while Replay (R) or the steps (S) show the last turn */
    return c->replaying && c->animating ? _("Replay of the last turn: orders wait until it ends "
                                            "(Space or a click on the map stops it).")
           : c->replay_step >= 0        ? _("The last turn's steps are shown: close them to give orders.")
                                        : NULL;
}

/* The top of the panel's foot (its message, then its rows of buttons, from
 * the panel's bottom up). The message has room for three lines whether there
 * is one or not, so a message appearing does not move the buttons under the
 * pointer (play-test 7: a second click on Save game opened the Log). */
static int foot_top(ui *u, const conquest_screen *c, SDL_Rect p, int who)
{
    int pad = ui_px(u, 12), w = p.w - 2 * pad;
    int bh = ui_px(u, 32), gap = ui_px(u, 6);
    int msg_h = ui_px(u, 3 * 18) + gap;
    if (c->message[0]) {
        ui measure = *u;
        measure.draw = false;
        measure.ev = NULL;
        /* as narrow as Ready's warning's box holds it */
        int need = ui_text_wrapped(&measure, ui_rect(0, 0, w - ui_px(u, 8), 0), c->message, ui_px(u, 14),
                                   ui_rgb(0, 0, 0)) + ui_px(u, 4) + gap;
        if (need > msg_h)
            msg_h = need;
    }
    int rows = who >= 0 ? 3 : 2;
    return p.y + p.h - pad - msg_h - rows * (bh + gap) + gap;
}

static int panel_who(const conquest_screen *c)
{
    return cq_state_over(&c->match.state) || c->cover ? CQ_NO_PLAYER : c->viewer;
}

SDL_Rect conquest_panel_middle(ui *u, app *a, SDL_Rect p)
{
    conquest_screen *c = conquest_current(a);
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    int pad = ui_px(u, 12), y = p.y + pad;
    conquest_draw_players(&measure, c, p, &y);
    int foot = foot_top(u, c, p, panel_who(c)) - ui_px(u, 6);
    /* The height of what it holds now (no row drawn: none lies in an empty
     * clip), which the report's box leaves it room for (place.h), measured
     * this frame: the last one's may be the resolution's one line. */
    int yy = 0;
    draw_middle(&measure, a, panel_who(c), p.x + pad, p.w - 2 * pad, &yy, ui_rect(0, -1000000, 0, 0));
    c->panel_content_h = yy;
    return ui_rect(p.x + pad / 2, y, p.w - pad, foot > y ? foot - y : 0);
}

bool conquest_draw_panel(ui *u, app *a, SDL_Rect p)
{
    conquest_screen *c = conquest_current(a);
    conquest_match *m = &c->match;
    int pad = ui_px(u, 12);
    int x = p.x + pad, w = p.w - 2 * pad, y = p.y + pad;
    conquest_draw_players(u, c, p, &y);
    int who = panel_who(c);
    int bh = ui_px(u, 32), gap = ui_px(u, 6), half = (w - gap) / 2;
    int foot = foot_top(u, c, p, who);

    /* The scrolled part: between the players and the foot, over the turn
     * report when it is open (place.h: it takes the foot of this part,
     * off the map; blind play-test 14). */
    SDL_Rect area = ui_rect(x, y, w, foot - gap - y);
    int dock = conquest_dock_height(u, c, conquest_panel_middle(u, a, p));
    if (dock > 0)
        area.h -= dock + gap;
    if (area.h < 0)
        area.h = 0;
    /* When it holds more than fits (as last drawn), the cue that says so takes
     * a strip of its own under the scrolled part: never drawn over a line
     * (play-test: "▼ more below" sat on an order at 800x560). */
    int cue_h = ui_px(u, 16);
    bool cue = c->panel_content_h > area.h && area.h > 2 * cue_h;
    if (cue)
        area.h -= cue_h;
    int most = c->panel_content_h - area.h;
    if (most < 0)
        most = 0;
    const ui_event *ev = u->ev;
    /* Over an order's row the wheel sets its units (orders.c), as its hint
     * says (blind play-test 11: it scrolled the panel instead). */
    SDL_Point at = {a->mouse_x, a->mouse_y};
    bool on_row = SDL_PointInRect(&at, &c->order_rows) && c->panel_content_h <= area.h;
    if (ev && ev->kind == UI_EV_WHEEL && !on_row && a->mouse_x >= p.x && a->mouse_x < p.x + p.w &&
        a->mouse_y >= area.y && a->mouse_y < area.y + area.h) {
        c->panel_scroll -= ev->wheel * ui_px(u, 40);
        a->dirty = true;
    }
    if (c->panel_scroll > most)
        c->panel_scroll = most;
    if (c->panel_scroll < 0)
        c->panel_scroll = 0;
    /* A click outside the scrolled window does not reach what scrolled out of it. */
    ui inner = *u;
    if (ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_MOUSE_MOVE) &&
        !(ev->x >= area.x && ev->x < area.x + area.w && ev->y >= area.y && ev->y < area.y + area.h))
        inner.ev = NULL;
    if (u->draw)
        SDL_RenderSetClipRect(u->r, &area);
    int top = area.y - c->panel_scroll, yy = top;
    bool orders = draw_middle(&inner, a, who, x, w, &yy, area);
    if (u->draw)
        SDL_RenderSetClipRect(u->r, NULL);
    c->panel_content_h = yy - top;
    if (u->draw && c->panel_content_h > area.h && area.h > 0) {
        /* The cue that there is more: a bar at the panel's edge, its thumb where the view is. */
        int bx = p.x + p.w - ui_px(u, 8), bw = ui_px(u, 4);
        ui_fill(u, ui_rect(bx, area.y, bw, area.h), ui_rgb(50, 56, 72));
        int th = area.h * area.h / c->panel_content_h;
        if (th < ui_px(u, 16))
            th = ui_px(u, 16);
        int range = c->panel_content_h - area.h;
        int ty = area.y + (range > 0 ? (area.h - th) * c->panel_scroll / range : 0);
        ui_fill(u, ui_rect(bx, ty, bw, th), ui_rgb(190, 198, 220));
        if (c->panel_scroll < range) {
            /* TRANSLATORS: at the foot of the panel's scrolled list: more below it */
            const char *more = _("▼ more below (wheel)");
            int cue_y = area.y + area.h;
            if (!cue) {
                /* the list grew past the panel this frame: over its foot once, its own strip from the next */
                cue_y -= cue_h;
                ui_fill(u, ui_rect(x, cue_y, w, cue_h), ui_rgba(30, 34, 48, 230));
                a->dirty = true;
            }
            ui_text(u, x + w / 2, cue_y + ui_px(u, 1), more, ui_px(u, 12), false, ui_rgb(236, 232, 190), UI_CENTER);
        }
    }

    y = foot;
    if (orders) {
        if (conquest_draw_order_buttons(u, c, who, x, y, w, conquest_panel_inactive(c)))
            return true;
        y += bh + gap;
    }
    /* online, the server keeps the game (its replay is kept here at its end);
     * a finished game has nothing left to play (blind play-test 16: Save stayed
     * enabled on the Victory screen) */
    if (ui_button(u, ui_rect(x, y, half, bh), _("Save game"), !c->animating && !c->online && !cq_state_over(&m->state)))
        conquest_save_now(a);
    if (ui_button(u, ui_rect(x + half + gap, y, half, bh), _("Menu (Esc)"), true)) {
        app_scene_push(a, &conquest_pause_scene, NULL);
        return false;
    }
    y += bh + gap;
    /* TRANSLATORS: button, about 110 pixels: opens the event log (L is its key). */
    if ((ui_button(u, ui_rect(x, y, half, bh), _("Log (J)"), !c->cover) || (ui_pressed(u, UI_KEY_J) && !c->cover)) &&
        conquest_show_reader(c) >= 0) {
        c->history_open = !c->history_open;
        c->history_scroll = 0;
    }
    /* TRANSLATORS: button, about 110 pixels: the final ranking again, after "View map". */
    if (cq_state_over(&m->state) && ui_button(u, ui_rect(x + half + gap, y, half, bh), _("Results"), true)) {
        c->show_result = true;
        a->dirty = true;
    }
    y += bh + gap;
    if (conquest_ready_warning_up(c) && u->draw) {
        /* Ready's warning, boxed (blind play-test 17: missed) */
        ui measure = *u;
        measure.draw = false;
        measure.ev = NULL;
        int th = ui_text_wrapped(&measure, ui_rect(0, 0, w - ui_px(u, 8), 0), c->message, ui_px(u, 14), ui_rgb(0, 0, 0));
        SDL_Rect box = ui_rect(x, y - ui_px(u, 2), w, th + ui_px(u, 6));
        ui_fill(u, box, ui_rgb(96, 24, 20));
        ui_frame(u, box, ui_rgb(255, 150, 60), 2);
        ui_text_wrapped(u, ui_rect(x + ui_px(u, 4), y + ui_px(u, 1), w - ui_px(u, 8), 0), c->message, ui_px(u, 14),
                        ui_rgb(255, 236, 210));
    } else if (c->message[0])
        ui_text_wrapped(u, ui_rect(x, y, w, 0), c->message, ui_px(u, 14),
                        strcmp(c->message, c->message_good) == 0 ? ui_rgb(170, 245, 190) : ui_rgb(255, 190, 120));
    return false;
}
