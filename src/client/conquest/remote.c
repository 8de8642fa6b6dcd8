/*
 * The Conquest screen played online (conquest/remote.h): the server's turns
 * shown as the screen's own, the seat's orders sent once Ready, the panel's
 * word on who is awaited and on the link. Called by play.c's update and
 * panel.c; calls show.c's turn display, never back into play.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

/* A turn the server resolved becomes the match's last turn and state. */
static void take_turn(conquest_match *m, conquest_remote_event *e)
{
    size_t n = e->n;
    cq_order *o = realloc(m->last_orders, (n > 0 ? n : 1) * sizeof *o);
    cq_order_problem *p = o ? realloc(m->last_problems, (n > 0 ? n : 1) * sizeof *p) : NULL;
    if (o)
        m->last_orders = o;
    if (p)
        m->last_problems = p;
    if (!o || !p)
        n = 0;
    for (size_t i = 0; i < n; i++) {
        m->last_orders[i] = e->orders[i];
        m->last_problems[i] = CQ_ORDER_OK; /* the server sends the valid orders only */
    }
    m->n_last = (int)n;
    e->before.graph = &m->graph;
    conquest_match_record_turn(m, &e->before, e->orders, e->n);
    m->before = e->before;
    m->has_last = true;
}

/* The finished game among the replays, once, as an offline game's. */
static void keep_replay(conquest_screen *c)
{
    if (c->remote_kept || !cq_state_over(&c->match.state))
        return;
    c->remote_kept = true;
    data_seat seats[CQ_MAX_PLAYERS];
    conquest_match_seats(&c->match, seats);
    data_error err;
    data_replay_keep_cq(NULL, c->match.map_name, seats, &c->match.state, &c->match.record, NULL, 0, &err);
}

conquest_remote_news conquest_remote_update(app *a, conquest_screen *c)
{
    conquest_remote *r = &c->remote;
    conquest_match *m = &c->match;
    conquest_remote_news news = CONQUEST_REMOTE_NOTHING;
    conquest_remote_event e;
    /* One turn at a time: the next waits while one is shown (the caller
     * shows it: show.c is not called from here). */
    if (!c->animating && r->next && r->next(r->ctx, &e)) {
        if (e.turn)
            take_turn(m, &e);
        else
            m->has_last = false; /* turns were missed: the map as it is now, no turn to show */
        m->state = e.after;
        m->state.graph = &m->graph;
        free(e.orders);
        for (int p = 0; p < m->state.n_players; p++) {
            m->orders[p].n = 0;
            m->orders[p].ready = false;
        }
        c->remote_sent_turn = 0;
        keep_replay(c);
        news = e.turn ? CONQUEST_REMOTE_TURN : CONQUEST_REMOTE_JUMP;
        a->dirty = true;
    }
    int me = r->seat;
    /* Refused (a turn that moved on, a rule the server reads otherwise): the
     * seat's orders are its own again, said why, nothing sent until Ready. */
    char why[300];
    if (r->refusal && r->refusal(r->ctx, why, sizeof why) && me >= 0 && me < m->state.n_players) {
        m->orders[me].ready = false;
        c->remote_sent_turn = 0;
        /* TRANSLATORS: online Conquest: the server refused the orders (why); the player gives them again */
        snprintf(c->message, sizeof c->message, _("The server refused your orders: %.200s. Change them and press Ready again."),
                 why);
        a->dirty = true;
        if (news == CONQUEST_REMOTE_NOTHING)
            news = CONQUEST_REMOTE_REFUSED;
    }
    /* The seat's orders to the server once Ready, and again after the link
     * came back (the server may never have had them; sending again replaces). */
    if (me >= 0 && me < m->state.n_players && !cq_state_over(&m->state) && !m->state.players[me].eliminated &&
        m->orders[me].ready && r->send) {
        int links = r->links ? r->links(r->ctx) : 0;
        if (c->remote_sent_turn != m->state.turn || c->remote_links != links) {
            if (r->send(r->ctx, m->state.turn, m->orders[me].list, (size_t)m->orders[me].n)) {
                c->remote_sent_turn = m->state.turn;
                c->remote_links = links;
            }
            a->dirty = true;
        }
    }
    return news;
}

void conquest_remote_panel(ui *u, conquest_screen *c, int x, int w, int *y_io)
{
    conquest_remote *r = &c->remote;
    int y = *y_io;
    conquest_remote_status st = {"", false};
    if (r->status)
        r->status(r->ctx, &st);
    if (st.line[0])
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), st.line, ui_px(u, 13),
                             st.down ? ui_rgb(255, 150, 120) : ui_rgb(150, 200, 160)) + ui_px(u, 4);
    const conquest_match *m = &c->match;
    if (!cq_state_over(&m->state) && !c->animating) {
        char waiting[400] = "";
        size_t len = 0;
        for (int p = 0; p < m->state.n_players && len < sizeof waiting; p++)
            if (!m->state.players[p].eliminated && r->given && !r->given(r->ctx, p))
                len += (size_t)snprintf(waiting + len, sizeof waiting - len, "%s%s", len ? ", " : "",
                                        conquest_player_name(m, p));
        if (len > 0) {
            char line[480];
            /* TRANSLATORS: online Conquest: the seats whose orders for the turn are not in yet */
            snprintf(line, sizeof line, _("Waiting for the orders of: %s"), waiting);
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), line, ui_px(u, 13), ui_rgb(255, 214, 140)) + ui_px(u, 4);
        }
    }
    *y_io = y;
}

const char *conquest_remote_seat_status(const conquest_screen *c, int p, bool *good)
{
    const conquest_remote *r = &c->remote;
    *good = true;
    if (cq_state_over(&c->match.state) || c->animating || c->match.state.players[p].eliminated)
        return NULL;
    if (r->connected && !r->connected(r->ctx, p)) {
        *good = false;
        /* TRANSLATORS: online Conquest, the players' list: this player's connection is gone */
        return C_("players", "away");
    }
    bool in = r->given && r->given(r->ctx, p);
    *good = in;
    /* TRANSLATORS: online Conquest, the players' list: this player's orders are in / still being given */
    return in ? C_("players", "orders in") : C_("players", "ordering");
}
