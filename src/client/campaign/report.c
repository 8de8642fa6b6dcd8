/*
 * The Campaign's turn report (docs/campaign.md, "The client"), on the shared
 * event log (eventlog/log.h, eventlog/panel.h) as Conquest's is: every
 * resolution's events typed (engagement, battle, capture, loss, production) and
 * placed on their location, each seen only by the seats that may see it — the
 * reveal, the battles and Phase 5 are public, a seat's recruits are its own —
 * and a notice for the seat that lost something. A human seat's report opens
 * when it takes the screen for its Downtime (after the pass-the-screen cover);
 * clicking an entry centres the map there and rings it; the footer shows the
 * last reveal again (R) or opens the whole log (J).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "eventlog/panel.h"
#include "eventlog/words.h"
#include "skirmish/i18n.h"

#define FOCUS_SECONDS 2.0f

int campaign_report_reader(const campaign_screen *c)
{
    if (c->cover)
        return -1;
    bool private_step = c->step == CSTEP_DOWNTIME || c->step == CSTEP_ORDERS || c->step == CSTEP_STANDOFF ||
                        c->step == CSTEP_SQUAD || c->step == CSTEP_BONUS || c->step == CSTEP_RETREAT;
    if (private_step && c->seat >= 0)
        return c->seat;
    /* A public step: the lone human reads as itself; people sharing the screen
     * read only what all of them may see. */
    int human = -1, n = 0;
    for (int p = 0; p < c->st.settings.n_players; p++)
        if (!c->st.settings.computer[p]) {
            human = p;
            n++;
        }
    return n == 1 ? human : CAMPAIGN_PUBLIC_READER;
}

bool campaign_report_open(const campaign_screen *c)
{
    int seat = campaign_report_reader(c);
    return c->step == CSTEP_DOWNTIME && seat >= 0 && seat < CAMPAIGN_MAX_PLAYERS && !c->replaying &&
           !c->st.settings.computer[seat] && evlog_unseen(&c->events, seat, NULL, 0) > 0;
}

bool campaign_can_replay(const campaign_screen *c)
{
    if (!c->has_last || c->cover || c->step == CSTEP_REVEAL || c->step == CSTEP_OVER || c->in_battle)
        return false;
    /* Until the seat's next order. */
    return !(c->step == CSTEP_ORDERS && c->seat >= 0 && c->n_orders[c->seat] > 0);
}

void campaign_report_downtime_begins(campaign_screen *c)
{
    for (int p = 0; p < c->st.settings.n_players; p++)
        c->recruit_uid[p] = (int16_t)c->st.players[p].next_uid;
}

void campaign_report_recruits(campaign_screen *c)
{
    for (int p = 0; p < c->st.settings.n_players; p++) {
        const campaign_player *pl = &c->st.players[p];
        for (int k = 0; k < pl->n_units; k++) {
            const campaign_unit *un = &pl->units[k];
            if (un->uid < c->recruit_uid[p])
                continue;
            int i = campaign_forces_find(&c->st.forces, un->army);
            int loc = i >= 0 ? c->st.forces.armies[i].loc : -1;
            /* Rosters are hidden: only the recruiting seat reads this. */
            if (i >= 0)
                /* TRANSLATORS: the turn report, to the recruiting player only: "Recruited Archer into army 1" */
                campaign_say(c, EVLOG_PRODUCTION, evlog_seat_bit(p), 0, loc, NULL, N_("Recruited %s into Army %d"),
                             NULL, 0, evlog_name(NULL, un->base.name), campaign_army_no(c, un->army));
            else
                /* TRANSLATORS: the turn report, to the recruiting player only: a recruit in no army yet */
                campaign_say(c, EVLOG_PRODUCTION, evlog_seat_bit(p), 0, -1, NULL, N_("Recruited %s"), NULL, 0,
                             evlog_name(NULL, un->base.name));
        }
    }
    campaign_report_downtime_begins(c);
}

void campaign_focus(campaign_screen *c, float x, float y, float to_x, float to_y)
{
    float sx, sy;
    areamap_camera_to_screen(&c->cam, x, y, &sx, &sy);
    areamap_camera_pan(&c->cam, to_x - sx, to_y - sy);
    c->focus_x = x;
    c->focus_y = y;
    c->focus_t = FOCUS_SECONDS;
}

void campaign_focus_draw(ui *u, campaign_screen *c)
{
    if (!u->draw || c->focus_t <= 0)
        return;
    float x, y;
    areamap_camera_to_screen(&c->cam, c->focus_x, c->focus_y, &x, &y);
    float k = c->focus_t / FOCUS_SECONDS;
    draw_ring(u->r, x, y, 28 + 18 * k, 4, ui_rgba(255, 236, 140, (Uint8)(120 + 135 * k)));
}

/* The replay's strip while the last reveal is shown again over the step. */
static bool replay_strip(ui *u, app *a, campaign_screen *c, SDL_Rect view)
{
    int m = ui_px(u, 8), h = ui_px(u, 30);
    SDL_Rect box = ui_rect(view.x + m, view.y + m, view.w - 2 * m, h);
    ui_fill(u, box, ui_rgba(14, 16, 24, 220));
    /* TRANSLATORS: over the map while the last turn's reveal is shown again */
    ui_text_fit(u, ui_rect(box.x + m, box.y + (h - ui_px(u, 16)) / 2, box.w - 2 * m, ui_px(u, 18)),
                _("The last turn again · click or Space to stop"), ui_px(u, 13), true, ui_rgb(250, 236, 190), UI_LEFT);
    const ui_event *ev = u->ev;
    bool click = ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && ev->x >= view.x &&
                 ev->x < view.x + view.w && ev->y >= view.y && ev->y < view.y + view.h;
    if (click || ui_pressed(u, UI_KEY_SPACE) || ui_pressed(u, UI_KEY_ESCAPE)) {
        c->replaying = false;
        a->dirty = true;
        return true;
    }
    return click || (ev && ev->kind == UI_EV_MOUSE_DOWN);
}

void campaign_report_close(campaign_screen *c)
{
    int seat = campaign_report_reader(c);
    if (campaign_report_open(c) && !c->events_open && seat >= 0 && seat < CAMPAIGN_MAX_PLAYERS)
        evlog_mark_seen(&c->events, seat);
    c->events_open = false;
}

bool campaign_report_run(ui *u, app *a, campaign_screen *c, SDL_Rect view)
{
    c->report_box = ui_rect(0, 0, 0, 0);
    if (c->cover)
        return false;
    if (c->replaying)
        return replay_strip(u, a, c, view);
    bool can_replay = campaign_can_replay(c);
    /* R anywhere (not only in the report): the last reveal again. */
    if (can_replay && ui_pressed(u, UI_KEY_R) && campaign_reveal_again(c)) {
        a->dirty = true;
        return true;
    }
    int seat = campaign_report_reader(c);
    if (!c->events_open && seat >= 0 && ui_pressed(u, UI_KEY_J) && !campaign_report_open(c)) {
        c->events_open = true; /* J: the whole log, in any step */
        c->events_scroll = 0;
        a->dirty = true;
        return true;
    }
    bool report = campaign_report_open(c) && !c->events_open;
    if (!report && !c->events_open) {
        int m = ui_px(u, 8), bh = ui_px(u, 28), right = view.x + view.w - m;
        /* The replay's own button, in the map's corner, when there is one to show. */
        if (can_replay && c->step != CSTEP_MODE) {
            const char *label = _("Show last turn again (R)");
            int bw = ui_text_width(u, label, ui_px(u, 13), true) + ui_px(u, 24);
            /* At the foot's right: the legend's button holds its left. */
            SDL_Rect r = ui_rect(right - bw, view.y + view.h - bh - m, bw, bh);
            right = r.x - m;
            if (ui_button(u, r, label, true) && campaign_reveal_again(c)) {
                a->dirty = true;
                return true;
            }
            if (u->draw)
                /* TRANSLATORS: tooltip of "Show last turn again" */
                ui_tooltip(u, r, _("Plays the last reveal again from the map before it: the moves, clashes and battles"));
        }
        /* The whole log, turn by turn in the order things happened, from every
         * step (play-test 7: J was said only in the turn report's footer). */
        if (seat >= 0 && c->events.n > 0 && c->step != CSTEP_MODE) {
            const char *label = _("Log (J)");
            int bw = ui_text_width(u, label, ui_px(u, 13), true) + ui_px(u, 24);
            SDL_Rect r = ui_rect(right - bw, view.y + view.h - bh - m, bw, bh);
            if (ui_button(u, r, label, true)) {
                c->events_open = true;
                c->events_scroll = 0;
                a->dirty = true;
                return true;
            }
            if (u->draw)
                /* TRANSLATORS: tooltip of the campaign map's "Log (J)" button */
                ui_tooltip(u, r, _("Everything you have seen happen, turn by turn in the order it happened"));
        }
        return false;
    }
    if (seat < 0)
        return false;
    const char *labels[] = { _("Close (Space)"), _("Last turn (R)"), report ? _("Log (J)") : _("Report") };
    SDL_Rect box = evlog_box(u, view, labels, 3), footer;
    int hit;
    if (report) {
        int need = evlog_report_height(u, box.w, &c->events, seat);
        if (need < box.h)
            box.h = need; /* a short report leaves the map in view */
        char title[160];
        /* TRANSLATORS: the turn report's title: the player's name, then the turn that begins */
        snprintf(title, sizeof title, _("What happened · %s, turn %d"), campaign_seat_label(seat), c->st.turn);
        hit = evlog_report_panel(u, box, &c->events, seat, title, &footer);
    } else {
        hit = evlog_history_panel(u, box, &c->events, seat, &c->events_scroll, &footer);
    }
    c->report_box = box;
    if (hit >= 0 && c->events.items[hit].has_pos) {
        /* Centred in what the box leaves of the map: beside it, or under it
         * when it spans the map's width. */
        float to_x = (float)view.x + (float)view.w / 2, to_y = (float)view.y + (float)view.h / 2;
        int right = box.x + box.w, bottom = box.y + box.h;
        if (view.x + view.w - right >= ui_px(u, 140))
            to_x = (float)(right + view.x + view.w) / 2;
        else if (view.y + view.h - bottom >= ui_px(u, 80))
            to_y = (float)(bottom + view.y + view.h) / 2;
        campaign_focus(c, c->events.items[hit].x, c->events.items[hit].y, to_x, to_y);
        a->dirty = true;
    }
    /* The reveal is kept in memory, not in saves: after loading, the button
     * stays off until a turn is revealed, and its tooltip says why. */
    const char *tips[] = { NULL,
                           can_replay ? _("Plays the last reveal again from the map before it: the moves, clashes and battles")
                                      : _("No reveal to show again yet: a turn's moves are kept while the campaign stays "
                                          "open, not in its saves; the log (J) tells what happened"),
                           NULL };
    bool on[] = { true, can_replay, report || evlog_unseen(&c->events, seat, NULL, 0) > 0 };
    int b = evlog_footer_buttons(u, footer, labels, tips, on, 3);
    if (b == 0 || ui_pressed(u, UI_KEY_SPACE) || ui_pressed(u, UI_KEY_ESCAPE)) {
        if (report && seat < CAMPAIGN_MAX_PLAYERS)
            evlog_mark_seen(&c->events, seat);
        c->events_open = false;
        a->dirty = true;
    } else if ((b == 1 || ui_pressed(u, UI_KEY_R)) && can_replay) {
        campaign_reveal_again(c);
        a->dirty = true;
    } else if (b == 2 || ui_pressed(u, UI_KEY_J)) {
        c->events_open = report; /* from the report to the log, from the log back to the report */
        c->events_scroll = 0;
        a->dirty = true;
    }
    return true;
}
