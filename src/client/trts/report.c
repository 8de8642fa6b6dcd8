/*
 * TRTS's announcements (docs/trts.md "Event log"): the shared event log's
 * report of what the seat at the screen has not seen yet — the computer's and
 * the other hot-seat players' public moves, engagements, combats and their
 * outcomes — in a box over the map's lower left corner that does not stop play,
 * and the whole log (Log on the panel, or L) for reading the round back. A
 * click on an entry centres the map on its area. While either is open, Space
 * and Esc close it and reach nothing under it (play.c asks trts_report_key):
 * its button says Space. Enter stays the panel's (play-test 12: "Pass (Enter)"
 * on the panel, and Enter closed the report instead).
 */
#include <stdio.h>

#include "eventlog/panel.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"

int trts_report_reader(const trts_screen *c)
{
    const trts_state *s = &c->st;
    if (c->cover || c->show_result || c->replay)
        return -1;
    if (c->viewer >= 0)
        return c->viewer;
    /* public input with several humans: every entry is public, read for the seat to act */
    if (s->phase != TRTS_PHASE_OVER && s->current >= 0 && !s->players[s->current].computer)
        return s->current;
    /* the game over: nothing is secret, the log is read as the first seat's */
    if (s->phase == TRTS_PHASE_OVER)
        return 0;
    return -1;
}

bool trts_report_open(const trts_screen *c)
{
    int seat = trts_report_reader(c);
    return seat >= 0 && (c->history_open || (!c->news_folded && evlog_unseen(&c->events, seat, NULL, 0) > 0));
}

bool trts_report_key(const ui *u)
{
    /* the raw key, whatever widget the focus shows: the box over the map has it */
    const ui_event *ev = u->ev;
    return ev && ev->kind == UI_EV_KEY && !ev->ctrl &&
           (ev->key == UI_KEY_SPACE || ev->key == UI_KEY_ESCAPE);
}

/* Do `n` footer buttons of these labels fit `w` at the smallest size a
 * button draws them (ui_button: 15 px, shrunk by at most a fifth)? */
static bool fits(ui *u, int w, const char *const *labels, int n)
{
    int px = ui_px(u, 15), floor_px = px - (px * 2 + 9) / 10, gap = ui_px(u, 6);
    for (int i = 0; i < n; i++)
        if (ui_text_width(u, labels[i], floor_px, true) + ui_px(u, 8) > (w - gap * (n - 1)) / n)
            return false;
    return true;
}

SDL_Rect trts_report_box(ui *u, app *a, trts_screen *c, SDL_Rect view)
{
    int seat = trts_report_reader(c);
    if (seat < 0)
        return ui_rect(0, 0, 0, 0);
    if (ui_pressed(u, UI_KEY_J)) {
        c->history_open = !c->history_open;
        c->history_scroll = 0;
        a->dirty = true;
    }
    int unseen = evlog_unseen(&c->events, seat, NULL, 0);
    bool report = unseen > 0 && !c->history_open;
    /* a fight's steps: the report folds once for it, off the fighting area
     * (play-test 15: it hid "Fight here" while targets were named); "Show the
     * news" opens it again */
    const trts_state *s = &c->st;
    bool fighting = s->phase == TRTS_PHASE_COMBAT_TARGETS || s->phase == TRTS_PHASE_COMBAT_RETREAT ||
                    s->phase == TRTS_PHASE_KEEP_ALIVE;
    int fight = fighting ? 1 + s->round * 64 + s->combat_area : 0;
    if (report && fighting && c->news_fold_fight != fight) {
        c->news_folded = true;
        c->news_fold_fight = fight;
    }
    if (!report && !c->history_open)
        return ui_rect(0, 0, 0, 0);
    int m = ui_px(u, 10), w = view.w * 11 / 20;
    if (report && c->news_folded) {
        /* folded: one button in the map's lower right corner (the legend's is on the left) */
        char label[120];
        /* TRANSLATORS: the folded report of TRTS's news: how many entries the player has not read; a click shows them */
        snprintf(label, sizeof label, _("Show the news (%d)"), unseen);
        int bh = ui_px(u, 30), bw = ui_text_width(u, label, ui_px(u, 15), true) + ui_px(u, 24);
        SDL_Rect r = ui_rect(view.x + view.w - bw - m, view.y + view.h - bh - m, bw, bh);
        if (ui_button(u, r, label, true)) {
            c->news_folded = false;
            a->dirty = true;
        }
        return r;
    }
    if (w < ui_px(u, report ? 540 : 420)) /* the report's three buttons whole (French at 800 x 560) */
        w = ui_px(u, report ? 540 : 420);
    if (w > view.w - 2 * m)
        w = view.w - 2 * m;
    /* the report as tall as its rows, a few of them (play-test 14: it covered
     * half the map), "More…" for up to half the map; the log taller */
    int h = view.h * 3 / 5;
    bool more = false;
    if (!c->history_open) {
        int need = evlog_report_height(u, w, &c->events, seat), cap = c->news_more ? view.h / 2 : view.h * 3 / 10;
        more = need > view.h * 3 / 10;
        h = need < cap ? need : cap;
        if (more && w < ui_px(u, 680)) /* four buttons whole */
            w = ui_px(u, 680) < view.w - 2 * m ? ui_px(u, 680) : view.w - 2 * m;
    }
    if (h > view.h - 2 * m)
        h = view.h - 2 * m;
    SDL_Rect box = ui_rect(view.x + m, view.y + view.h - h - m, w, h), footer;
    int hit;
    if (report) {
        char title[120];
        /* TRANSLATORS: TRTS's report of the public events a player has not seen yet (the others' moves, fights,
         * areas run dry): round, the player's name (play-test 10: "what Player 1 has not seen" read oddly) */
        snprintf(title, sizeof title, _("Round %d · news for %.40s"), c->st.round, trts_player_name(c, seat));
        hit = evlog_report_panel(u, box, &c->events, seat, title, &footer);
    } else {
        hit = evlog_history_panel(u, box, &c->events, seat, &c->history_scroll, &footer);
    }
    if (hit >= 0 && c->events.items[hit].has_pos) {
        c->cam.centre_x = c->events.items[hit].x;
        c->cam.centre_y = c->events.items[hit].y;
        a->dirty = true;
    }
    /* TRANSLATORS: buttons under TRTS's event report */
    /* TRANSLATORS: a button under TRTS's event report: fold it to one button, and keep it so */
    const char *labels[] = {_("Close (Space)"), c->history_open ? _("Hide the log (J)") : _("Whole log (J)"), _("Fold"),
                            /* TRANSLATORS: a button under TRTS's event report: show it taller, or back to a few lines */
                            c->news_more ? _("Less") : _("More…")};
    bool on[] = {true, true, true, true};
    int n = report ? (more ? 4 : 3) : 2, slot[4] = { 0, 1, 2, 3 };
    if (n == 4 && !fits(u, footer.w, labels, 4)) {
        /* too narrow for four (French at 800 x 560): the whole log stays
         * on the top bar's Log button and J */
        labels[1] = labels[2];
        labels[2] = labels[3];
        slot[1] = 2;
        slot[2] = 3;
        n = 3;
    }
    int b = evlog_footer_buttons(u, footer, labels, NULL, on, n);
    b = b >= 0 ? slot[b] : b;
    if (b == 3) {
        c->news_more = !c->news_more;
        a->dirty = true;
        return box;
    }
    if (b == 2) {
        c->news_folded = true;
        a->dirty = true;
        return box;
    }
    if (b == 0 || trts_report_key(u)) { /* the button says Space: Esc too, never for the game under it */
        evlog_mark_seen(&c->events, seat);
        c->history_open = false;
        a->dirty = true;
    } else if (b == 1) {
        c->history_open = !c->history_open;
        c->history_scroll = 0;
        if (!c->history_open)
            evlog_mark_seen(&c->events, seat);
        a->dirty = true;
    }
    return box;
}
