/*
 * The hot-seat cover: with two humans or more, the map is hidden between two
 * players' order entries until the next player says it is them. Only a
 * deliberate act lifts it: a click on its button, which names the player, or T,
 * a key that does nothing else on this screen. Space and Enter never do: they
 * skip the resolution, close the report and make a player ready, so the
 * player still at the keyboard would walk through the cover into the next
 * player's orders (play-test: Space, Space went from Bob's Ready to Alice's map).
 */
#include <stdio.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

void conquest_cover_keys(ui *u, conquest_screen *c)
{
    if (u->ev && u->ev->kind == UI_EV_KEY && (u->ev->key == UI_KEY_SPACE || u->ev->key == UI_KEY_ENTER))
        u->ev = NULL; /* not even through the keyboard focus left on the button */
    /* T lifts it, and only that: the key is taken here, before anything else
     * of the frame sees it (play-test 13: T also turned the Threats on). */
    if (u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_T && !u->ev->ctrl) {
        u->ev = NULL;
        c->cover = false;
        c->cover_key_held = true;
        u->app->dirty = true;
    }
}

static bool t_down(void)
{
    const Uint8 *keys = SDL_GetKeyboardState(NULL);
    SDL_Scancode t = SDL_GetScancodeFromKey(SDLK_t);
    return keys && t != SDL_SCANCODE_UNKNOWN && keys[t];
}

void conquest_cover_key_after(ui *u, conquest_screen *c)
{
    /* Blind play-test 17: held a moment, the T that showed the map repeated
     * and turned the Threats on, as if the key meant two things at once. */
    if (c->cover_key_held && !t_down())
        c->cover_key_held = false;
    if (c->cover_key_held && u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_T)
        u->ev = NULL;
}

bool conquest_cover_run(ui *u, conquest_screen *c, SDL_Rect view)
{
    ui_fill(u, view, ui_rgb(20, 22, 32));
    char text[120];
    snprintf(text, sizeof text, _("Pass the screen to %.40s"), conquest_player_name(&c->match, c->viewer));
    i18n_elide(text); /* "Au tour de Alice" -> "Au tour d'Alice" (blind play-test 11) */
    int cx = view.x + view.w / 2, cy = view.y + view.h / 2;
    if (u->draw)
        ui_emblem(u->r, c->viewer, (float)cx, (float)(cy - ui_px(u, 70)), (float)ui_px(u, 22),
                  conquest_player_colour(c->viewer));
    ui_text(u, cx, cy - ui_px(u, 36), text, ui_px(u, 26), true, ui_rgb(240, 242, 248), UI_CENTER);
    ui_text(u, cx, cy + ui_px(u, 4), _("The other players' orders stay hidden."), ui_px(u, 15), false,
            ui_rgb(170, 176, 190), UI_CENTER);
    /* TRANSLATORS: button, about 340 pixels; %s is the player's name; T is its key (keep the letter T). */
    snprintf(text, sizeof text, _("I am %.40s: show my map (T)"), conquest_player_name(&c->match, c->viewer));
    int bw = ui_text_width(u, text, ui_px(u, 15), true) + ui_px(u, 24);
    bw = bw < ui_px(u, 340) ? ui_px(u, 340) : bw > view.w - 8 ? view.w - 8 : bw;
    return ui_button(u, ui_rect(cx - bw / 2, cy + ui_px(u, 40), bw, ui_px(u, 44)), text, true); /* T: conquest_cover_keys */
}
