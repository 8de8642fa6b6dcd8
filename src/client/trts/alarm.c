/*
 * TRTS's attack card (play-test 16: "Enemy attacks arrive with no warning";
 * the player landed in "Combat · targets" being shot at): when another side's
 * move engages an area where a human seat has pieces, a card tells that seat
 * who attacks where, with what and from where, before the Defence or Combat
 * prompt it causes; Continue (a click, a fresh Enter, Space or Esc) closes it.
 * Only what the seat may see: the attackers counted in its own view of the
 * state after the move, the areas stepped from as the rules announce them.
 */
#include <stdio.h>
#include <string.h>

#include "areamap/camera.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, WARN = { 255, 190, 120, 255 }, DIM = { 170, 176, 192, 255 };

/* Does `seat`'s team have a living piece in `area`? */
static bool team_in(const trts_state *s, int seat, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && trts_allies(s, s->pieces[i].owner, seat))
            return true;
    return false;
}

/* The card for `seat`: `attacker`'s pieces it sees in `area` after the move. */
static void card_of(trts_screen *c, const trts_state *after, int seat, int area, int attacker)
{
    static trts_state view; /* large: off the stack */
    trts_view(after, seat, &view);
    c->alarm.seat = (int8_t)seat;
    c->alarm.area = (int8_t)area;
    c->alarm.attacker = (int8_t)attacker;
    c->alarm.n_kinds = 0;
    c->alarm.from = after->engaged_from & ~(1ull << area);
    for (int i = 0; i < view.n_pieces; i++) {
        if (!view.pieces[i].alive || view.pieces[i].area != area || view.pieces[i].owner != attacker)
            continue;
        const char *name = trts_play_piece_name(&view, i);
        int k = 0;
        while (k < c->alarm.n_kinds && strcmp(trts_play_piece_name(&view, c->alarm.kind_piece[k]), name) != 0)
            k++;
        if (k == c->alarm.n_kinds) {
            if (k == 4)
                k = 3; /* a fifth kind counted with the fourth's "and more" */
            else {
                c->alarm.kind_piece[k] = (int16_t)i;
                c->alarm.kind_n[k] = 0;
                c->alarm.n_kinds++;
            }
        }
        c->alarm.kind_n[k]++;
    }
}

void trts_alarm_note(trts_screen *c, const trts_state *before, const trts_state *after, int player)
{
    if (player < 0 || player >= after->n_players || !after->map)
        return;
    bool same_round = before->round == after->round;
    for (int a = 0; a < after->map->n_areas && a < TRTS_MAX_AREAS; a++) {
        uint8_t fresh = (uint8_t)(after->engaged_by[a] & ~(same_round ? before->engaged_by[a] : 0));
        if (!(fresh & (1u << player)))
            continue;
        for (int h = 0; h < after->n_players; h++)
            if (!after->players[h].computer && !trts_allies(after, h, player) && team_in(after, h, a) &&
                team_in(before, h, a)) {
                card_of(c, after, h, a, player);
                return;
            }
    }
}

bool trts_alarm_shown(const trts_screen *c)
{
    return c->alarm.seat >= 0 && c->alarm.seat == c->viewer && !c->cover && !c->anim && !c->replay &&
           c->st.phase != TRTS_PHASE_OVER;
}

void trts_alarm_text(const trts_screen *c, char *out, size_t size)
{
    const trts_state *s = &c->st;
    char units[200] = "", from[200] = "";
    size_t n = 0;
    for (int k = 0; k < c->alarm.n_kinds; k++) {
        /* TRANSLATORS: the attack card: a kind of unit and how many of it ("Blade ×2") */
        int m = snprintf(units + n, sizeof units - n, _("%s%s ×%d"), k ? ", " : "",
                         trts_play_piece_name(s, c->alarm.kind_piece[k]), c->alarm.kind_n[k]);
        n += m > 0 && (size_t)m < sizeof units - n ? (size_t)m : 0;
    }
    n = 0;
    for (int a = 0; a < s->map->n_areas && a < 64; a++)
        if (c->alarm.from >> a & 1u) {
            int m = snprintf(from + n, sizeof from - n, "%s%s", n ? ", " : "", trts_area_label(&s->map->areas[a]));
            n += m > 0 && (size_t)m < sizeof from - n ? (size_t)m : 0;
        }
    const char *who = trts_player_name(c, c->alarm.attacker), *where = trts_area_label(&s->map->areas[c->alarm.area]);
    if (!units[0])
        /* TRANSLATORS: the attack card, the attackers not seen: the attacking player, the area */
        snprintf(out, size, _("%s attacks %s."), who, where);
    else if (!from[0])
        /* TRANSLATORS: the attack card: the attacking player, the area, its units ("Blade ×2") */
        snprintf(out, size, _("%s attacks %s with %s."), who, where, units);
    else
        /* TRANSLATORS: the attack card: the attacking player, the area, its units ("Blade ×2"), the areas they
         * came from */
        snprintf(out, size, _("%s attacks %s with %s (from %s)."), who, where, units, from);
}

bool trts_alarm_card(ui *u, app *a, trts_screen *c, SDL_Rect view)
{
    if (!trts_alarm_shown(c))
        return false;
    /* not modal: the panel's buttons and the map stay live (a click on Stay
     * is an answer made seeing the card); the card takes its own keys and
     * any press on it */
    const trts_state *s = &c->st;
    char title[160], text[600];
    /* TRANSLATORS: the attack card's title; %s the area attacked */
    snprintf(title, sizeof title, _("Attack on %s"), trts_area_label(&s->map->areas[c->alarm.area]));
    trts_alarm_text(c, text, sizeof text);
    const char *next = s->phase == TRTS_PHASE_DEFEND && s->current == c->alarm.seat
                           /* TRANSLATORS: the attack card: what the player is asked next */
                           ? _("Next: retreat your units from there, or stay and fight.")
                       : s->phase == TRTS_PHASE_COMBAT_TARGETS
                           /* TRANSLATORS: the attack card: what the player is asked next */
                           ? _("Next: the fight there. Name your units' targets, or let them auto-target.")
                           : "";
    int pad = ui_px(u, 16), w = ui_px_text(u, 520), px = ui_px(u, 15);
    w = w > view.w - 2 * pad ? view.w - 2 * pad : w;
    ui measure = *u;
    measure.draw = false;
    measure.ev = NULL;
    int th = ui_text_wrapped(&measure, ui_rect(0, 0, w - 2 * pad, 0), text, px, TEXT);
    int nh = next[0] ? ui_text_wrapped(&measure, ui_rect(0, 0, w - 2 * pad, 0), next, ui_px(u, 13), DIM) : 0;
    int bh = ui_px(u, 40), h = pad + ui_px(u, 28) + th + ui_px(u, 8) + nh + ui_px(u, 12) + bh + pad;
    /* at the top or bottom of the map, away from the area attacked: its token
     * and the fight's marks stay in sight */
    float ax = 0, ay = (float)(view.y + view.h);
    if (c->model.nodes && c->alarm.area < c->model.n_nodes)
        areamap_camera_to_screen(&c->cam, c->model.nodes[c->alarm.area].x, c->model.nodes[c->alarm.area].y, &ax, &ay);
    int top = ay > (float)(view.y + view.h / 2);
    SDL_Rect box = ui_rect(view.x + (view.w - w) / 2, top ? view.y + ui_px(u, 40) : view.y + view.h - pad - h, w, h); /* under the marks' caption */
    if (u->draw) {
        ui_fill(u, box, ui_rgba(24, 28, 38, 245));
        ui_frame(u, box, WARN, 2);
        ui_text(u, box.x + pad, box.y + pad, title, ui_px(u, 18), true, WARN, UI_LEFT);
    }
    int y = box.y + pad + ui_px(u, 28);
    y += ui_text_wrapped(u, ui_rect(box.x + pad, y, w - 2 * pad, 0), text, px, TEXT) + ui_px(u, 8);
    if (next[0])
        y += ui_text_wrapped(u, ui_rect(box.x + pad, y, w - 2 * pad, 0), next, ui_px(u, 13), DIM);
    y += ui_px(u, 12);
    /* TRANSLATORS: the attack card's button */
    const char *go = _("Continue (Enter)");
    int gw = ui_text_width(u, go, px, true) + ui_px(u, 32);
    /* Enter as on the panel (panel_kit.c's calm, which notes the card's coming):
     * a press begun at least TRTS_ENTER_CALM_MS after the card appeared */
    Uint32 press = c->enter_press_at ? c->enter_press_at : app_ticks(a);
    bool enter = ui_pressed(u, UI_KEY_ENTER) && !c->enter_stale &&
                 (Sint32)(press - c->panel_changed_at) >= TRTS_ENTER_CALM_MS;
    if (ui_button(u, ui_rect(box.x + (w - gw) / 2, y, gw, bh), go, true) || enter || ui_pressed(u, UI_KEY_SPACE) ||
        ui_pressed(u, UI_KEY_ESCAPE)) {
        c->alarm.seat = -1;
        a->dirty = true;
        return true;
    }
    const ui_event *ev = u->ev;
    return ev && ((ev->kind == UI_EV_KEY && (ev->key == UI_KEY_ENTER || ev->key == UI_KEY_SPACE)) ||
                  ((ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP || ev->kind == UI_EV_WHEEL) &&
                   ev->x >= box.x && ev->x < box.x + box.w && ev->y >= box.y && ev->y < box.y + box.h));
}
