/*
 * TRTS's hot-seat cover ("Pass the screen to Ann"): what the next human is
 * about to do (Macro orders, a Micro turn, a fight's targets...) and the button
 * that lifts it. play.c's refresh_seat says when it is up: before every
 * private input of another human and before every decision a human takes in a
 * fight (targets, retreat or fight on, the piece kept alive), play-test 5.
 */
#include <stdio.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

void trts_cover_draw(ui *u, app *a, trts_screen *c, SDL_Rect area)
{
    ui_fill(u, area, ui_rgb(20, 22, 32));
    const trts_state *s = &c->st;
    int p = s->current;
    char text[120];
    /* TRANSLATORS: the hot-seat cover; %s is the player's name. */
    snprintf(text, sizeof text, _("Pass the screen to %s"), trts_player_name(c, p));
    int cx = area.x + area.w / 2, cy = area.y + area.h / 2;
    if (u->draw)
        ui_emblem(u->r, p, (float)cx, (float)(cy - ui_px(u, 70)), (float)ui_px(u, 22), trts_player_colour(p));
    ui_text(u, cx, cy - ui_px(u, 36), text, ui_px(u, 26), true, ui_rgb(240, 242, 248), UI_CENTER);
    /* what the player is about to do, after the faction's name on the cover */
    const char *what = s->phase == TRTS_PHASE_MACRO ? _("Macro orders")
                       : s->phase == TRTS_PHASE_REPOSITION ? _("Reposition")
                       : s->phase == TRTS_PHASE_DEFEND     ? _("an engaged area: retreat?")
                       /* TRANSLATORS: TRTS hot-seat cover: what the player is about to do in a fight */
                       : s->phase == TRTS_PHASE_COMBAT_TARGETS ? _("a fight: name your targets")
                       /* TRANSLATORS: TRTS hot-seat cover: between a fight's steps */
                       : s->phase == TRTS_PHASE_COMBAT_RETREAT ? _("a fight: retreat or fight on?")
                       /* TRANSLATORS: TRTS hot-seat cover: a piece to keep alive after a fight's step */
                       : s->phase == TRTS_PHASE_KEEP_ALIVE ? _("a fight: which piece is kept alive?")
                                                           : _("Micro turn");
    snprintf(text, sizeof text, "%s · %s", i18n_content(trts_player_faction(s, p)->name), what);
    ui_text(u, cx, cy + ui_px(u, 4), text, ui_px(u, 15), false, ui_rgb(170, 176, 190), UI_CENTER);
    /* TRANSLATORS: button on the hot-seat cover; T is the key that lifts it */
    snprintf(text, sizeof text, _("I am %s: show my boards (T)"), trts_player_name(c, p));
    int bw = ui_text_width(u, text, ui_px(u, 15), true) + ui_px(u, 24); /* room for a longer language */
    if (bw < ui_px(u, 320))
        bw = ui_px(u, 320);
    if (bw > area.w - ui_px(u, 40))
        bw = area.w - ui_px(u, 40);
    /* Lifted by a deliberate act of the next player only, a click or T (as
     * every game's cover): Space and Enter skip and close things on the
     * screens before it, so a player still pressing them would see the next
     * one's boards; not even through the keyboard focus. */
    if (u->ev && u->ev->kind == UI_EV_KEY && (u->ev->key == UI_KEY_SPACE || u->ev->key == UI_KEY_ENTER))
        return;
    if (ui_button(u, ui_rect(cx - bw / 2, cy + ui_px(u, 40), bw, ui_px(u, 44)), text, true) ||
        (ui_pressed(u, UI_KEY_T) && !u->ev->ctrl)) {
        c->cover = false;
        a->dirty = true;
    }
}
