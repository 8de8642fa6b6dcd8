/*
 * The replay's timeline (replay/internal.h): one bar for the whole record, a
 * tick at every turn's start (thinned where they would touch), a mark above
 * the bar for each kill, capture, battle or elimination, the part already
 * shown filled and a knob where the replay stands. A press anywhere on it
 * seeks there, and the knob follows a drag until the release.
 */
#include <stdio.h>

#include "replay/internal.h"
#include "skirmish/i18n.h"

SDL_Color replay_mark_colour(int mark)
{
    switch (mark) {
    case REPLAY_MARK_KILL: return ui_rgb(232, 92, 84);
    case REPLAY_MARK_CAPTURE: return ui_rgb(240, 200, 90);
    case REPLAY_MARK_BATTLE: return ui_rgb(240, 150, 70);
    case REPLAY_MARK_ELIMINATION: return ui_rgb(250, 250, 250);
    default: return ui_rgb(150, 156, 172);
    }
}

const char *replay_mark_text(int mark)
{
    switch (mark) {
    /* TRANSLATORS: a mark on the replay's timeline: a unit died in that step */
    case REPLAY_MARK_KILL: return _("a unit killed");
    /* TRANSLATORS: a mark on the replay's timeline: an objective, area or place taken */
    case REPLAY_MARK_CAPTURE: return _("a capture");
    /* TRANSLATORS: a mark on the replay's timeline */
    case REPLAY_MARK_BATTLE: return _("a battle");
    /* TRANSLATORS: a mark on the replay's timeline: a player eliminated (or the game won by it) */
    case REPLAY_MARK_ELIMINATION: return _("an elimination");
    /* TRANSLATORS: a tick on the replay's timeline: a turn starts there */
    default: return _("a turn starts");
    }
}

static int pos_at(SDL_Rect r, const replay_ctl *c, int x)
{
    if (c->n <= 0 || r.w <= 0)
        return 0;
    int p = (int)(((long long)(x - r.x) * c->n + r.w / 2) / r.w);
    return p < 0 ? 0 : p > c->n ? c->n : p;
}

static int x_of(SDL_Rect r, const replay_ctl *c, int pos)
{
    return c->n > 0 ? r.x + (int)((long long)pos * r.w / c->n) : r.x;
}

int replay_timeline(ui *u, SDL_Rect r, const replay_ctl *c, bool *dragging)
{
    /* The bar sits in the middle of r; the whole of r takes the pointer. */
    int bar_h = ui_px(u, 8);
    SDL_Rect bar = { r.x, r.y + r.h / 2 - bar_h / 2 + ui_px(u, 4), r.w, bar_h };
    if (u->ev) {
        const ui_event *ev = u->ev;
        if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && ui_hover(u, r)) {
            *dragging = true;
            return pos_at(bar, c, ev->x);
        }
        if (ev->kind == UI_EV_MOUSE_MOVE && *dragging)
            return pos_at(bar, c, ev->x);
        if (ev->kind == UI_EV_MOUSE_UP && *dragging) {
            *dragging = false;
            return ev->cancel ? -1 : pos_at(bar, c, ev->x);
        }
        return -1;
    }
    ui_fill(u, bar, ui_rgb(44, 50, 66));
    SDL_Rect done = bar;
    done.w = x_of(bar, c, c->pos) - bar.x;
    ui_fill(u, done, ui_rgb(86, 120, 176));
    /* Turn ticks: every turn when they stand 4 px apart, else every k-th. */
    int turns = 0;
    for (int p = 0; p <= c->n; p++)
        turns += (c->marks[p] & REPLAY_MARK_TURN) != 0;
    int every = 1, gap = ui_px(u, 4);
    while (turns / every > 0 && bar.w / (turns / every + 1) < gap)
        every++;
    int t = 0;
    for (int p = 0; p <= c->n; p++) {
        if (!(c->marks[p] & REPLAY_MARK_TURN))
            continue;
        if (t++ % every)
            continue;
        int x = x_of(bar, c, p);
        ui_fill(u, ui_rect(x, bar.y - ui_px(u, 3), ui_px(u, 1) > 0 ? ui_px(u, 1) : 1, bar.h + ui_px(u, 6)),
                ui_rgb(170, 176, 196));
    }
    /* Event marks above the bar, the most telling drawn last (on top). */
    static const int order[] = { REPLAY_MARK_CAPTURE, REPLAY_MARK_BATTLE, REPLAY_MARK_KILL, REPLAY_MARK_ELIMINATION };
    float rad = (float)ui_px(u, 4);
    for (int k = 0; k < 4; k++)
        for (int p = 1; p <= c->n; p++)
            if (c->marks[p] & order[k]) {
                float x = (float)x_of(bar, c, p), y = (float)bar.y - rad - (float)ui_px(u, 4);
                if (order[k] == REPLAY_MARK_ELIMINATION)
                    draw_diamond(u->r, x, y, rad * 1.6f, replay_mark_colour(order[k]));
                else
                    draw_disc(u->r, x, y, rad, replay_mark_colour(order[k]));
            }
    /* The knob. */
    float kx = (float)x_of(bar, c, c->pos), ky = (float)bar.y + (float)bar.h / 2.0f;
    draw_disc(u->r, kx, ky, (float)ui_px(u, 9), ui_rgb(20, 24, 34));
    draw_disc(u->r, kx, ky, (float)ui_px(u, 7), *dragging ? ui_rgb(255, 230, 140) : ui_rgb(236, 240, 250));
    if (ui_hover(u, r) && !*dragging) {
        int x = u->app->mouse_x;
        int p = pos_at(bar, c, x);
        char tip[200];
        /* TRANSLATORS: the replay timeline's tooltip: the step under the pointer, of all steps */
        snprintf(tip, sizeof tip, _("Step %d of %d: click or drag to go there"), p, c->n);
        ui_tooltip(u, r, tip);
    }
    return -1;
}

int replay_mark_legend(ui *u, SDL_Rect r, int marks)
{
    /* Only the kinds of mark the game puts on its timeline, each a dot (a
     * diamond for an elimination) and its meaning, as many a line as fit. */
    static const int kinds[] = { REPLAY_MARK_KILL, REPLAY_MARK_CAPTURE, REPLAY_MARK_BATTLE, REPLAY_MARK_ELIMINATION };
    int px = ui_px(u, 12), x = r.x, y = r.y, line = ui_px(u, 18), dot = ui_px(u, 14);
    for (int k = 0; k < 4; k++) {
        if (!(marks & kinds[k]))
            continue;
        const char *text = replay_mark_text(kinds[k]);
        int w = dot + ui_text_width(u, text, px, false) + ui_px(u, 12);
        if (x > r.x && x + w > r.x + r.w) {
            x = r.x;
            y += line;
        }
        if (u->draw) {
            float cx = (float)x + (float)ui_px(u, 5), cy = (float)y + (float)line / 2.0f - (float)ui_px(u, 1);
            if (kinds[k] == REPLAY_MARK_ELIMINATION)
                draw_diamond(u->r, cx, cy, (float)ui_px(u, 6), replay_mark_colour(kinds[k]));
            else
                draw_disc(u->r, cx, cy, (float)ui_px(u, 4), replay_mark_colour(kinds[k]));
            char cut[120];
            snprintf(cut, sizeof cut, "%s", text);
            ui_text_cut(u, cut, sizeof cut, px, false, r.x + r.w - x - dot);
            ui_text(u, x + dot, y + ui_px(u, 1), cut, px, false, ui_rgb(170, 176, 190), UI_LEFT);
        }
        x += w;
    }
    return y + line - r.y;
}
