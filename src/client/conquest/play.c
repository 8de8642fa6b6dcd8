/*
 * Conquest's game screen (the setup is setup.c), on the area map: hot-seat order
 * entry behind a "pass the screen" cover, bots' orders, and the
 * animated resolution (units flow along edges, head-on meetings cancel mid-edge,
 * fights flash, captures recolour, counts grow), then the ranking. The side
 * panel is panel.c's, its order list, Clear all, Ready and its confirmation
 * orders.c's (play_internal.h); play.c makes the player ready and passes the
 * screen on.
 *
 * Every rule question goes to the core: conquest_match_set_order (cq_order_test with the
 * running totals) refuses an order at once with the reason, cq_headon_meet tells
 * the animation what survives a meeting, cq_state_rank_groups ranks the players.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "areamap/keys.h"
#include "areamap/view.h"
#include "conquest/board.h"
#include "conquest/graph.h"
#include "conquest/conquest.h"
#include "conquest/look.h"
#include "conquest/label.h"
#include "conquest/net.h"
#include "conquest/out.h"
#include "conquest/place.h"
#include "conquest/play_internal.h"
#include "help/help.h"
#include "shell/ui.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"


/* ---- the game ---- */

static void screen_layout(app *a, float s, SDL_Rect *top, SDL_Rect *view, SDL_Rect *panel)
{
    int top_h = (int)(44 * s), pw = (int)(360 * s), m = (int)(12 * s);
    /* A small window: a narrower panel, the map wider (blind play-test 11:
     * at 800x560 the panel kept ~280 px mostly empty beside a cramped map). */
    int most = a->w / 3 > (int)(220 * s) ? a->w / 3 : (int)(220 * s);
    if (pw > most)
        pw = most;
    *top = ui_rect(0, 0, a->w, top_h);
    *panel = ui_rect(a->w - pw - m, top_h + m, pw, a->h - top_h - 2 * m);
    *view = ui_rect(m, top_h + m, a->w - pw - 3 * m, a->h - top_h - 2 * m);
}

/* Which human's orders are shown: the one entering them, none while the cover is up. */
static int viewer(const conquest_screen *c)
{
    return c->cover ? CQ_NO_PLAYER : c->viewer;
}

/* Nothing of the last player's pointer stays for the next one: no hover (its
 * card would show where they last pointed or dragged), no drag, no keyboard
 * cursor. */
static void forget_pointer(conquest_screen *c)
{
    c->hover = -1;
    c->drag_from = -1;
    c->picked = false;
    c->panning = false;
    c->model.keys.placed = false;
    c->model.keys.shown = false;
    c->model.keys.held = false;
    c->hover_wait = true; /* the pointer the last player left: nothing found there until it moves */
}

static void next_orderer_of(conquest_screen *c)
{
    /* A turn played: no card where the pointer was left (blind play-test 12:
     * it opened over the vertex just attacked) until the pointer moves. */
    c->hover = -1;
    c->hover_wait = true;
    int next = conquest_match_next_to_order(&c->match);
    c->viewer = next;
    c->selected = -1;
    c->drag_from = -1;
    c->picked = false;
    c->panning = false;
    /* With two humans or more, each hands the screen over with the map hidden. */
    c->cover = next != CQ_NO_PLAYER && conquest_match_humans_left(&c->match) >= 2;
    if (c->cover) {
        forget_pointer(c);
        /* The next player takes the whole map, not where the last one zoomed
         * (play-test 7: P2 found the map on the vertex P1 attacked). */
        c->fitted = false;
    }
}

static void cq_open(app *a, conquest_screen *c)
{
    c->fitted = false;
    c->animating = false;
    c->paused = false;
    c->show_result = cq_state_over(&c->match.state);
    c->result_seen = c->show_result;
    c->message[0] = '\0';
    c->idle_t = 0;
    c->hover = -1; /* not vertex 0 before the pointer has moved (calloc) */
    /* where the pointer rests when the screen opens (on Start, Continue): no
     * card until it moves onto a place */
    c->hover_wait = true;
    c->report_first = -2; /* no report opened yet */
    c->drag_from = -1;
    areamap_model_init(&c->model);
    (void)a;
}

static void build_model(app *a)
{
    conquest_screen *c = conquest_current(a);
    const conquest_match *m = &c->match;
    areamap_model *model = &c->model;
    areamap_model_clear(model);
    /* A one-way edge shows its way by chevrons in its middle (areamap/links.c),
     * so no head is drawn again over the tokens' names and tags. */
    model->heads_on_top = false;
    model->points_only = true; /* a click picks a vertex on its token, not in the region round it */
    const cq_state *s = &m->state;
    int64_t *shown_units = NULL;
    int8_t *shown_owner = NULL;
    if (c->animating) {
        /* the stage being played says what the map holds (show.c) */
        shown_units = malloc(sizeof(int64_t) * (size_t)m->graph.n_vertices);
        shown_owner = malloc((size_t)m->graph.n_vertices);
        if (!shown_units || !shown_owner || !conquest_anim_map(c, shown_owner, shown_units)) {
            free(shown_units);
            free(shown_owner);
            shown_units = NULL;
            shown_owner = NULL;
        }
    } else if (c->replay_step >= 0) {
        shown_units = malloc(sizeof(int64_t) * (size_t)m->graph.n_vertices);
        shown_owner = malloc((size_t)m->graph.n_vertices);
        if (!shown_units || !shown_owner || !conquest_show_replay_map(c, shown_owner, shown_units)) {
            free(shown_units);
            free(shown_owner);
            shown_units = NULL;
            shown_owner = NULL;
        }
    }
    int max_w = 1;
    for (int v = 0; v < m->graph.n_vertices; v++)
        if (m->graph.vertices[v].weight > max_w)
            max_w = m->graph.vertices[v].weight;
    /* Node size: the typical gap between neighbours sets the scale, weight the share. */
    float gap = 1.0f;
    if (m->graph.n_edges > 0) {
        double sum = 0;
        for (int e = 0; e < m->graph.n_edges; e++) {
            const cq_vertex *p = &m->graph.vertices[m->graph.edges[e].from], *q = &m->graph.vertices[m->graph.edges[e].to];
            sum += sqrt((p->x - q->x) * (p->x - q->x) + (p->y - q->y) * (p->y - q->y));
        }
        gap = (float)(sum / m->graph.n_edges);
    }
    int who = viewer(c);
    for (int v = 0; v < m->graph.n_vertices; v++) {
        const cq_vertex *vx = &m->graph.vertices[v];
        areamap_node *n = areamap_model_add_node(model);
        if (!n)
            break;
        n->x = (float)vx->x;
        n->y = (float)vx->y;
        n->size = gap * (0.12f + 0.12f * sqrtf((float)vx->weight / (float)max_w));
        int owner = shown_owner ? shown_owner[v] : s->controller[v];
        n->fill = conquest_player_colour(owner);
        n->pattern = owner >= 0 ? conquest_seat_pattern[owner % CQ_SETUP_MAX_PLAYERS] : AREAMAP_PATTERN_NONE;
        int64_t units = shown_units ? shown_units[v] : s->units[v];
        if (owner >= 0)
            snprintf(n->label, sizeof n->label, "%lld", (long long)units);
        else
            /* A neutral's weight (its price and what it makes) in brackets, the
             * token grey and plain: never read as a held vertex's unit count. */
            snprintf(n->label, sizeof n->label, "(%d)", vx->weight > 999 ? 999 : vx->weight);
        conquest_board_node(m, v, owner, n);
        /* What a held vertex makes a turn, on every held vertex (the map keeps
         * the tag clear of names); while a turn resolves the growth shows it. */
        if (owner >= 0 && !c->animating)
            snprintf(n->badge, sizeof n->badge, "+%d", vx->weight > 999 ? 999 : vx->weight);
        if (v == c->hover || v == c->drag_from) {
            n->highlight = true;
            n->outline = ui_rgb(255, 255, 255);
        }
        /* While dragging: where the units may go. */
        if (c->drag_from >= 0 && cq_graph_edge(&m->graph, c->drag_from, v) >= 0) {
            n->highlight = true;
            n->outline = ui_rgb(255, 236, 140);
        }
    }
    free(shown_units);
    free(shown_owner);
    for (int e = 0; e < m->graph.n_edges; e++) {
        areamap_link *l = areamap_model_add_link(model);
        if (!l)
            break;
        l->from = m->graph.edges[e].from;
        l->to = m->graph.edges[e].to;
        conquest_board_edge(m, e, l);
    }
    /* The viewer's own pending orders, on top, with their numbers. */
    if (who >= 0 && !c->animating) {
        const conquest_player_orders *o = &m->orders[who];
        for (int i = 0; i < o->n; i++) {
            areamap_link *l = areamap_model_add_link(model);
            if (!l)
                break;
            l->from = cq_graph_find(&m->graph, o->list[i].from);
            l->to = cq_graph_find(&m->graph, o->list[i].to);
            int e = cq_graph_edge(&m->graph, l->from, l->to);
            l->bend = e >= 0 && m->graph.reverse[e] >= 0;
            /* An order that cannot take its target (against what is there now,
             * the core's verdict) is red, and only such an order: every other
             * order is the legend's order colour, pale gold, whatever the
             * seat's colour (a red seat's orders must not read as failing);
             * the selected one is drawn wider and whiter. */
            char why[1024];
            conquest_outcome oc = conquest_order_forecast(m, who, NULL, l->from, l->to, why, sizeof why);
            bool fails = oc == CONQUEST_OUTCOME_FAILS;
            /* one that depends on what others send is amber (the legend says it) */
            l->color = fails ? ui_rgb(236, 64, 52) : oc == CONQUEST_OUTCOME_UNSURE ? ui_rgb(242, 156, 40)
                       : i == c->selected ? ui_rgb(255, 252, 226) : ui_rgb(255, 240, 150);
            l->width = i == c->selected ? 5.0f : 4.0f;
            l->arrow = true;
            snprintf(l->label, sizeof l->label, "%lld", (long long)o->list[i].units);
        }
    }
}

/* The order label under a screen point (the middle of its link), or -1. */
static int order_at(app *a, int sx, int sy)
{
    conquest_screen *c = conquest_current(a);
    int who = viewer(c);
    if (who < 0)
        return -1;
    const conquest_player_orders *o = &c->match.orders[who];
    for (int i = 0; i < o->n; i++) {
        /* the order's link follows the edges' in the model (build_model): its
         * label sits at the middle of the link as drawn */
        int k = c->match.graph.n_edges + i;
        if (k >= c->model.n_links)
            break;
        float mx, my;
        areamap_view_link_middle(&c->cam, &c->model, &c->model.links[k], &mx, &my);
        if (fabsf(mx - (float)sx) < 22 && fabsf(my - (float)sy) < 13)
            return i;
    }
    return -1;
}


/* Ready made: the next one to order takes the screen (behind the cover when
 * that is another human). */
static void hand_over(app *a, void *ctx)
{
    (void)ctx;
    conquest_screen *c = conquest_current(a);
    if (!c || c->viewer < 0)
        return;
    conquest_match_set_ready(&c->match, c->viewer, true);
    c->message[0] = '\0';
    next_orderer_of(c);
    a->dirty = true;
}

static void finish_orders(app *a)
{
    conquest_screen *c = conquest_current(a);
    if (c->viewer < 0)
        return;
    if (conquest_ready_ask(c))
        return;
    /* Hot-seat with another human to order next: the player still at the
     * screen may take Ready back now, before the cover. Once the cover is up
     * it is the next player's: nothing on it leads back to these orders
     * (blind play-test 12: Backspace on the cover showed them to Bob). */
    int was = c->viewer;
    conquest_match_set_ready(&c->match, was, true);
    int next = conquest_match_next_to_order(&c->match);
    conquest_match_set_ready(&c->match, was, false);
    if (next == CQ_NO_PLAYER || next == was || conquest_match_humans_left(&c->match) < 2) {
        hand_over(a, NULL);
        return;
    }
    char q[400];
    /* TRANSLATORS: hot-seat, asked when a player presses Ready and another player is to enter orders next on
     * the same screen; both %s are that next player's name. Answers: "Hand over" (Enter) and "Not yet"
     * (Esc: back to the orders). */
    snprintf(q, sizeof q, _("Hand the screen to %.40s? Your orders are locked once %.40s takes it."),
             conquest_player_name(&c->match, next), conquest_player_name(&c->match, next));
    /* TRANSLATORS: the two answers of "Hand the screen to Bob?", buttons about 110 pixels wide at the smallest window */
    app_confirm(a, q, C_("answer", "Hand over"), C_("answer", "Not yet"), hand_over, NULL);
}

static void resolve_now(app *a)
{
    conquest_screen *c = conquest_current(a);
    if (!conquest_match_resolve(&c->match)) {
        snprintf(c->message, sizeof c->message, "%s", _("Out of memory resolving the turn"));
        return;
    }
    c->message[0] = '\0'; /* a warning about the orders just played is stale now */
    conquest_show_turn_done(c);
    conquest_anim_start(a, c, false);
    conquest_autosave(a, c);
    if (!c->animating)
        next_orderer_of(c);
    a->dirty = true;
}

/* A game with network bots: the server plays the turns; each is shown as the
 * computer's are, the server holding the next turn while one is shown. */
static bool net_update(app *a, conquest_screen *c)
{
    conquest_net_phase ph = conquest_net_poll(&c->match, c->animating);
    if (!c->animating && conquest_net_take_turn(&c->match)) {
        c->net_given = false;
        conquest_show_turn_done(c);
        conquest_anim_start(a, c, false);
        conquest_autosave(a, c);
        if (!c->animating)
            next_orderer_of(c);
        a->dirty = true;
    }
    return ph != CONQUEST_NET_OVER;
}

static bool cq_update(app *a, void *self, float dt, bool on_top)
{
    conquest_screen *c = self;
    bool serving = c->match.net != NULL && net_update(a, c);
    if (c->online) {
        conquest_remote_news news = conquest_remote_update(a, c);
        if (news == CONQUEST_REMOTE_TURN) { /* shown as a turn resolved here */
            conquest_show_turn_done(c);
            conquest_anim_start(a, c, false);
        }
        if (news != CONQUEST_REMOTE_NOTHING && !c->animating)
            next_orderer_of(c);
    }
    /* An order given, changed or taken back, or Ready: into the autosave, so
     * Quit to menu or a crash loses none of the turn. */
    if (c->autosave[0] && conquest_drafts_hash(&c->match) != c->drafts_saved)
        conquest_autosave(a, c);
    /* The pointer resting on a vertex: its card opens once it has rested. */
    if (c->hover >= 0 && c->hover_dwell < CONQUEST_CARD_DWELL) {
        c->hover_dwell += dt;
        if (c->hover_dwell >= CONQUEST_CARD_DWELL)
            a->dirty = true;
    }
    if (c->animating) {
        /* The pause menu (or help, settings) over the screen: the resolution
         * waits where it is until the game is resumed. */
        if (!on_top)
            return serving;
        c->anim_t += dt * c->anim_speed;
        if (c->anim_t >= c->anim_total) {
            c->animating = false;
            c->idle_t = 0;
            if (c->replaying)
                c->replaying = false; /* shown again: the orders go on where they were */
            else
                next_orderer_of(c);
        }
        return true;
    }
    if (cq_state_over(&c->match.state)) {
        if (!c->result_seen) {
            c->result_seen = true;
            c->show_result = true;
            a->dirty = true;
        }
        return serving;
    }
    if (conquest_out_check(a, c))
        return false; /* "You are out" up (out.c): nothing resolves under it */
    if (c->online)
        return false; /* the server resolves (remote.c); its messages wake the screen */
    if (c->match.net != NULL) {
        /* Humans with network bots: once every human is ready their orders go
         * to the server, which waits for the bots (the panel says for whom). */
        if (!c->net_given && conquest_match_humans_left(&c->match) > 0 && conquest_match_all_ready(&c->match)) {
            c->net_given = conquest_net_give_orders(&c->match);
            a->dirty = true;
        }
        return serving;
    }
    if (!on_top || c->cover)
        return false; /* a menu is open, or the screen is being handed over */
    if (conquest_match_all_ready(&c->match)) {
        /* Bots alone: a breath between turns so they can be watched. */
        /* Watched after a knock-out: a longer breath, and the Pause (out.c). */
        if (conquest_match_humans_left(&c->match) == 0 && c->watch_paused)
            return false;
        if (conquest_match_humans_left(&c->match) == 0 && c->idle_t < conquest_out_breath(c)) {
            c->idle_t += dt;
            return true;
        }
        /* The humans ready: a frame saying the computer chooses its orders is
         * shown before it does (the panel), then the turn resolves. */
        bool bots = false;
        for (int p = 0; p < c->match.state.n_players; p++)
            bots = bots || (!conquest_match_is_human(&c->match, p) && !c->match.state.players[p].eliminated);
        if (!c->thinking && bots) {
            c->thinking = true;
            a->dirty = true;
            return true;
        }
        c->thinking = false;
        resolve_now(a);
        return true;
    }
    return false;
}

static void handle_map_events(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    conquest_match *m = &c->match;
    const ui_event *ev = u->ev;
    if (!ev || c->cover || c->animating)
        return;
    int who = viewer(c);
    switch (ev->kind) {
    case UI_EV_MOUSE_MOVE: {
        c->hover_wait = false;
        if (c->panning) {
            areamap_camera_pan(&c->cam, (float)(ev->x - c->pan_x), (float)(ev->y - c->pan_y));
            if (abs(ev->x - c->pan_x) + abs(ev->y - c->pan_y) > 0)
                c->pan_moved = true;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
        }
        bool inside = ev->x >= c->cam.viewport.x && ev->y >= c->cam.viewport.y &&
                      ev->x < c->cam.viewport.x + c->cam.viewport.w && ev->y < c->cam.viewport.y + c->cam.viewport.h;
        c->hover = inside ? areamap_view_hit(&c->cam, &c->model, ev->x, ev->y) : -1;
        return;
    }
    case UI_EV_WHEEL: {
        bool inside = ev->x >= c->cam.viewport.x && ev->y >= c->cam.viewport.y &&
                      ev->x < c->cam.viewport.x + c->cam.viewport.w && ev->y < c->cam.viewport.y + c->cam.viewport.h;
        int mx = a->mouse_x, my = a->mouse_y;
        (void)inside;
        if (mx >= c->cam.viewport.x + c->cam.viewport.w)
            return; /* over the panel: it scrolls its list (panel.c) */
        /* Over the map the wheel zooms, an order selected or not (blind play-tests 17
         * and 18: it silently took units off an order); over an order's row in the
         * panel it sets that order's units (orders.c). */
        if (mx >= c->cam.viewport.x && mx < c->cam.viewport.x + c->cam.viewport.w) {
            areamap_camera_zoom_at(&c->cam, ev->wheel > 0 ? 1.25f : 0.8f, (float)mx, (float)my);
            /* a refusal said about the map before ("Hartwell is neutral") is stale once it moves */
            if (strcmp(c->message, c->message_good) != 0 && !conquest_ready_warning_up(c))
                c->message[0] = '\0';
        }
        return;
    }
    case UI_EV_MOUSE_DOWN: {
        if (ev->x >= c->cam.viewport.x + c->cam.viewport.w)
            return;
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = true;
            c->pan_moved = false;
            c->pan_x = ev->x;
            c->pan_y = ev->y;
            return;
        }
        int order = order_at(a, ev->x, ev->y);
        if (order >= 0) {
            c->selected = order;
            return;
        }
        int v = areamap_view_hit(&c->cam, &c->model, ev->x, ev->y);
        c->selected = -1;
        if (c->picked && c->drag_from >= 0) {
            /* The second click of click, click: on a neighbour the order is
             * given (at the release, as a drop); elsewhere the pick is dropped
             * and the click is a new one. */
            c->picked = false;
            int from = c->drag_from;
            if (v >= 0 && v != from && cq_graph_edge(&m->graph, from, v) >= 0)
                return;
            bool again = v == from; /* the picked vertex clicked again: the pick is dropped */
            c->drag_from = -1;
            c->message[0] = '\0';
            if (again)
                return;
            /* Not a neighbour: said so (label.h), not "not yours" (play-test 3). */
            if (who >= 0 && v >= 0 && conquest_not_next_text(m, who, from, v, c->message, sizeof c->message))
                return;
        }
        if (who >= 0 && v >= 0) {
            if (m->state.controller[v] != who) {
                /* TRANSLATORS: %1$s is a vertex's name, %2$s who holds it. */
                if (m->state.controller[v] < 0)
                    /* TRANSLATORS: %s is a neutral vertex's name */
                    snprintf(c->message, sizeof c->message, _("%s is neutral, not yours"), conquest_place(&m->graph, v));
                else
                    snprintf(c->message, sizeof c->message, _("%s is not yours: %s holds it"), conquest_place(&m->graph, v),
                             conquest_player_name(m, m->state.controller[v]));
            } else {
                /* Its units all ordered out, the drag still starts: its drop
                 * says first whether an edge leads there, then that none are
                 * left (blind play-test 10 read "no units left" for a drag to
                 * a vertex no edge reaches). */
                c->drag_from = v;
                c->message[0] = '\0';
                if (conquest_match_units_free(m, who, v) < 1)
                    conquest_none_left_text(m, v, c->message, sizeof c->message);
            }
        } else if (v < 0 && strcmp(c->message, c->message_good) != 0 && !conquest_ready_warning_up(c)) {
            c->message[0] = '\0'; /* a click on the sea: "Fernham is not yours" is old news (blind play-test 11) */
        }
        return;
    }
    case UI_EV_MOUSE_UP: {
        if (ev->cancel) {
            /* The shell's cancelled release: a dialog opened over the press, or
             * its release was lost. The drag or the pan ends, nothing given. */
            c->drag_from = -1;
            c->picked = false;
            c->panning = false;
            return;
        }
        if (ev->button == UI_BUTTON_RIGHT) {
            c->panning = false;
            if (!c->pan_moved) {
                int order = order_at(a, ev->x, ev->y);
                /* On an order's target vertex: that order (the selected one if
                 * it goes there, else the first given there), as the help says
                 * "right-click" (play-test 6: only the arrow took it). */
                int v = order < 0 && who >= 0 ? areamap_view_hit(&c->cam, &c->model, ev->x, ev->y) : -1;
                for (int i = 0; v >= 0 && i < m->orders[who].n; i++)
                    if (cq_graph_find(&m->graph, m->orders[who].list[i].to) == v && (order < 0 || i == c->selected))
                        order = i;
                if (who >= 0 && order >= 0) {
                    conquest_match_remove_order(m, who, order);
                    c->selected = -1;
                    c->message[0] = '\0';
                }
            }
            return;
        }
        if (c->drag_from < 0 || c->picked)
            return;
        int from = c->drag_from, to = areamap_view_hit(&c->cam, &c->model, ev->x, ev->y);
        if (to == from) {
            /* Released where it was pressed: a click. The vertex stays picked
             * and a click on a neighbour gives the order. */
            c->picked = true;
            /* TRANSLATORS: after a click on one of the player's vertices; %s is its name */
            snprintf(c->message, sizeof c->message, _("%s picked: click a neighbour to send its units there (Esc: none)"),
                     conquest_place(&m->graph, from));
            return;
        }
        c->drag_from = -1;
        if (to < 0) {
            /* TRANSLATORS: a drag let go on the sea or off the map: nothing given; %s is where it started */
            snprintf(c->message, sizeof c->message, _("Let go on no vertex: no order. Drag from %s onto a neighbour."),
                     conquest_place(&m->graph, from));
            return;
        }
        int existing = conquest_match_find_order(m, who, from, to);
        int64_t units = conquest_match_units_free(m, who, from) + (existing >= 0 ? m->orders[who].list[existing].units : 0);
        cq_order_problem p = conquest_match_set_order(m, who, from, to, units);
        if (p == CQ_ORDER_NO_UNITS && units < 1) {
            conquest_none_left_text(m, from, c->message, sizeof c->message);
        } else if (p != CQ_ORDER_OK) {
            conquest_refusal_text(m, who, from, to, p, c->message, sizeof c->message);
        } else {
            c->selected = conquest_match_find_order(m, who, from, to);
            c->message[0] = '\0';
        }
        return;
    }
    case UI_EV_KEY: {
        if (who < 0 || c->selected < 0 || c->selected >= m->orders[who].n)
            return;
        const cq_order *o = &m->orders[who].list[c->selected];
        int from = cq_graph_find(&m->graph, o->from);
        int64_t most = conquest_match_units_free(m, who, from) + o->units;
        if (ev->key == UI_KEY_A)
            conquest_set_units(a, c->selected, most);
        else if (ev->key == UI_KEY_H)
            conquest_set_units(a, c->selected, (most + 1) / 2);
        else if (ev->key == UI_KEY_1)
            conquest_set_units(a, c->selected, 1);
        else if (ev->key == UI_KEY_BACKSPACE || ev->key == UI_KEY_DELETE) {
            conquest_match_remove_order(m, who, c->selected);
            c->selected = -1;
            c->message[0] = '\0';
        }
        return;
    }
    default: return;
    }
}

/* The order a drag would give, dropped on the vertex under the pointer (label.h). */
static conquest_outcome drag_preview(conquest_screen *c, char *out, size_t size)
{
    return conquest_drag_forecast(&c->match, viewer(c), c->drag_from, c->hover, out, size);
}

static void play_run(ui *u, void *self)
{
    app *a = u->app;
    conquest_screen *c = self;
    SDL_Rect top, view, side;
    screen_layout(a, u->s, &top, &view, &side);
    /* The report, the log or the steps in the side panel (place.h): one
     * place every turn, off the map, which keeps its whole area whether it is
     * open or not (blind play-test 14: a strip under the map hid the player's
     * own vertices every turn while the panel stood empty). */
    /* The map's buttons (Legend, Threats) in a row of their own under the
     * map, over none of its tokens (blind play-test 11). */
    SDL_Rect bar = view;
    bar.h = ui_px(u, 30); /* the buttons reach into the margin under it */
    view.h -= bar.h;
    bar.y = view.y + view.h;
    SDL_Rect area = view;
    /* "You are out" up (out.c): its buttons alone take the event. */
    const ui_event *held = NULL;
    if (c->out_notice > 0) {
        held = u->ev;
        u->ev = NULL;
    }
    /* The pointer off the map (over the panel, out of the window) or the map
     * covered: no hover card stays behind. */
    bool pointer_in = a->mouse_x >= view.x && a->mouse_y >= view.y && a->mouse_x < view.x + view.w &&
                      a->mouse_y < view.y + view.h;
    /* Out of the window: SDL says the window has lost the mouse (once it has
     * been seen to have it: a test's window without a pointer never had it). */
    bool focused = SDL_GetMouseFocus() != NULL;
    if (focused)
        c->pointer_seen = true;
    else if (c->pointer_seen)
        pointer_in = false;
    /* Under the pause menu or a dialog the map is not pointed at: no hover. */
    if (app_scene_top(a) != &conquest_play_scene)
        pointer_in = false;
    if (c->cover) {
        forget_pointer(c);
        conquest_cover_keys(u, c); /* T lifts it, Space and Enter never do */
    } else if (!pointer_in)
        c->hover = -1;
    conquest_show_reword(c); /* after a language switch, the log in the new language */
    build_model(a);
    conquest_anim_shown_update(c); /* the panel's counts as the map shows them */
    bool refit = !c->fitted || c->cam.viewport.w != area.w || c->cam.viewport.h != area.h;
    areamap_camera_follow(&c->cam, &c->model, area, &c->fitted);
    if (refit && (c->cam.zoom <= 1.0f || c->cam.zoom == c->fill_zoom)) {
        areamap_camera_fit(&c->cam, &c->model, area);
        conquest_fill_view(c, (float)ui_px(u, 56)); /* no band beside the map (place.c) */
    }
    c->cam.covered_below = 0; /* nothing lies over the map */
    c->cam.top_aligned = true;               /* the room a wide map leaves, at its foot */
    conquest_board_fit_counts(u, c); /* two-digit counts inside their tokens */
    /* The map by keys (areamap/keys.h), but not while a resolution plays (its
     * Space skips it); while the steps are shown Left and Right are theirs
     * ("Next ▶ (Right)"), so the map does not see them. */
    bool steps_key = c->replay_step >= 0 && u->ev && u->ev->kind == UI_EV_KEY && !u->ev->ctrl &&
                     (u->ev->key == UI_KEY_LEFT || u->ev->key == UI_KEY_RIGHT);
    ui map_keys = *u;
    if (steps_key)
        map_keys.ev = NULL;
    else if (!c->cover && !c->show_result && !c->animating)
        conquest_cursor_keys(&map_keys, c); /* along the edges (cursor.c) */
    areamap_keys_run(&map_keys, &c->model, &c->cam, !c->cover && !c->show_result && !c->animating, c->drag_from >= 0);
    if (!steps_key)
        u->ev = map_keys.ev; /* it may stand the pointer's event in for a key */
    const cq_state *s = &c->match.state;
    if (u->draw) {
        SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
        SDL_RenderClear(u->r);
        ui_fill(u, top, ui_rgb(26, 30, 44));
        conquest_draw_top(u, c, top); /* the turn of the limit and who leads (players.c) */
        if (c->cover) /* else the map covers it, opaque */
            ui_fill(u, view, ui_rgb(22, 26, 36));
    }
    /* Z: the whole map fitted to the window again (after zooming and panning). */
    if (!c->cover && u->ev && u->ev->kind == UI_EV_KEY && u->ev->key == UI_KEY_Z && !u->ev->ctrl) {
        areamap_camera_fit(&c->cam, &c->model, area);
        conquest_fill_view(c, (float)ui_px(u, 56));
        a->dirty = true;
    }
    if (!c->cover) {
        areamap_view_draw_cached(u, &c->cam, &c->model, &c->cache);
        if (u->draw && c->animating) {
            SDL_RenderSetClipRect(u->r, &view);
            conquest_draw_flow(u, a);
            conquest_draw_growth(u, a);
            SDL_RenderSetClipRect(u->r, NULL);
        }
        conquest_draw_stage_banner(u, a, view);
        /* A click on the map or Space: the resolution skipped to its end. */
        if (c->animating && u->ev &&
            ((u->ev->kind == UI_EV_MOUSE_DOWN && ui_hover(u, view)) || ui_pressed(u, UI_KEY_SPACE))) {
            conquest_anim_skip(c);
            a->dirty = true;
        }
        conquest_board_overlay(u, c, view, bar);
        /* The order being dragged: a line from the vertex to the pointer, and
         * over a vertex it may go to, what taking it needs and what the units
         * would do there (red when they cannot take it). */
        if (u->draw && c->drag_from >= 0) {
            float x, y;
            areamap_camera_to_screen(&c->cam, c->model.nodes[c->drag_from].x, c->model.nodes[c->drag_from].y, &x, &y);
            char why[1400];
            conquest_outcome oc = drag_preview(c, why, sizeof why);
            bool fails = oc == CONQUEST_OUTCOME_FAILS;
            draw_line(u->r, x, y, (float)a->mouse_x, (float)a->mouse_y, 4,
                      fails ? ui_rgba(236, 64, 52, 230)
                      : oc == CONQUEST_OUTCOME_UNSURE ? ui_rgba(242, 156, 40, 230) : ui_rgba(255, 240, 150, 220));
            if (why[0])
                conquest_preview_box(u, view, a->mouse_x, a->mouse_y, x, y, why, fails);
        }
    }
    if (c->show_result) {
        ui quiet = *u;
        quiet.ev = NULL;
        ui_panel(u, side);
        conquest_draw_panel(&quiet, a, side);
    } else {
        /* The turn report, the log or the replay in the panel, beside the
         * map (show.c), over the panel's background and beside its lines. */
        ui_panel(u, side);
        bool shown = !c->cover && conquest_show_run(u, a, conquest_panel_middle(u, a, side));
        bool coached = !c->cover && conquest_coach_run(u, a, view); /* the first game's banner (coach.c) */
        if (shown && c->hover >= 0) {
            /* A report, the log or the steps over the map take the pointer: no card. */
            c->hover = -1;
            a->dirty = true;
        } else if (!shown && u->draw && !c->cover && pointer_in && !c->panning && !c->hover_wait) {
            /* The vertex under the pointer as the map now lies (after a zoom,
             * Z, a pan by keys, a new turn): the card never stays on one the
             * pointer has left. */
            int was = c->hover;
            c->hover = areamap_view_hit(&c->cam, &c->model, a->mouse_x, a->mouse_y);
            if (c->hover != was) {
                a->dirty = true;
                c->hover_dwell = 0; /* its card after a short rest (cq_update) */
            }
        }
        if (!shown && ui_pressed(u, UI_KEY_ESCAPE)) {
            if (c->drag_from >= 0 || c->selected >= 0) {
                /* the hint that named the pick ("Dunwick picked: ...") goes with it */
                if (c->picked || c->drag_from >= 0)
                    c->message[0] = '\0';
                c->picked = false;
                c->drag_from = -1;
                c->selected = -1;
            } else {
                app_scene_push(a, &conquest_pause_scene, NULL);
            }
            return;
        }
        if (!shown)
            conquest_board_card(u, c, view); /* over the map, after what covers it had the pointer */
        if (!c->cover && !shown && !coached)
            handle_map_events(u, a);
        /* A screen opened by this event: stop here. Drawn beneath the pause
         * menu (no event), the panel still says whose turn it is. */
        if (app_scene_top(a) != &conquest_play_scene && u->ev)
            return;
        if (conquest_draw_panel(u, a, side)) {
            finish_orders(a);
            return;
        }
        if (app_scene_top(a) != &conquest_play_scene && u->ev)
            return;
    }
    if (c->cover) {
        /* Pass the screen: the map is hidden until the next player says it is them (cover.c). */
        if (conquest_cover_run(u, c, view)) {
            c->cover = false;
            a->dirty = true;
        }
    }
    if (c->out_notice > 0)
        u->ev = held;
    conquest_out_run(u, a, view);
    if (c->show_result) {
        /* As tall as the table needs. */
        char last[240];
        int box_h = ui_px(u, conquest_final_turn_line(c, last, sizeof last) ? 188 : 174) +
                    s->n_players * ui_px(u, 23) + /* 14 more for the final turn's line */
                    conquest_ranking_extra(u, c, ui_px(u, 520)); /* and a line when the rule wraps */
        /* and the units per turn (play-test 7: no end-of-game statistics),
         * between the table and the buttons, when the window has room */
        int graph_h = c->match.record.start && c->match.record.n_turns > 0 ? ui_px(u, 110) : 0;
        if (box_h + graph_h > view.h - ui_px(u, 8))
            graph_h = 0;
        box_h += graph_h;
        SDL_Rect box = { view.x + view.w / 2 - ui_px(u, 260), view.y + view.h / 2 - box_h / 2, ui_px(u, 520), box_h };
        conquest_draw_ranking(u, conquest_current(a), box);
        if (graph_h > 0) {
            SDL_Color colour[CQ_MAX_PLAYERS];
            for (int p = 0; p < CQ_MAX_PLAYERS; p++)
                colour[p] = conquest_player_colour(p);
            conquest_draw_units_graph(u, &c->match,
                                      ui_rect(box.x + ui_px(u, 24), box.y + box_h - ui_px(u, 16 + 38 + 12) - graph_h,
                                              box.w - ui_px(u, 48), graph_h - ui_px(u, 8)),
                                      colour);
        }
        ui_result_choice pick = ui_result_buttons(u, box, _("Play again"), ui_px(u, 38), ui_px(u, 12), ui_px(u, 16));
        if (pick != UI_RESULT_NONE)
            c->show_result = false;
        else if (ui_pressed(u, UI_KEY_ESCAPE)) {
            /* Esc puts the dialog away, as View map: the "Game over" menu
             * stacked over it read as a second dialog (play-test 6); the next
             * Esc opens that menu, as the panel's "Menu (Esc)" says. */
            c->show_result = false;
            a->dirty = true;
        }
        if (c->online && (pick == UI_RESULT_AGAIN || pick == UI_RESULT_MENU))
            app_scene_pop(a, NULL); /* back to the lobby: a new game is made there */
        else if (pick == UI_RESULT_AGAIN && c->again) {
            conquest_setup_from_match(a, &c->match); /* the game just played, not the last setup */
            app_scene_open_from_root(a, c->again, NULL);
        }
        else if (pick == UI_RESULT_MENU || pick == UI_RESULT_AGAIN)
            app_scene_pop_to_root(a);
    }
}

static bool play_enter(app *a, const void *arg, void **self)
{
    const conquest_play_args *args = arg;
    conquest_screen *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    conquest_match_move(&c->match, args->match);
    help_note_book(a, "conquest"); /* the main menu's Rules now opens at Conquest's */
    evlog_init(&c->log);
    if (args->events) /* a continued game: its log as saved, with what each seat had read */
        evlog_copy(&c->log, args->events);
    c->replay_step = -1;
    conquest_content *k = conquest_content_get(a);
    /* A new game opens with the Threats as Settings says ("Threat overlay at
     * start"); a loaded or continued one as it was left (play-test 13: T on
     * one game's cover left them on for every later game). */
    /* Until a game of this run sets them, a continued game opens with the
     * Threats as Settings say now (play-test 16: after a restart Continue had
     * them off, "Threat overlay at start" on). */
    c->threats = args->events && k->threats_set ? k->threats : a->prefs.show_threats;
    c->report_folded = k->report_folded;
    c->report_right = k->report_right;
    cq_open(a, c);
    *self = c;
    /* Continued from an autosave: the game goes on writing to it. */
    if (args->autosave)
        snprintf(c->autosave, sizeof c->autosave, "%s", args->autosave);
    if (args->remote) { /* online: the server keeps the game, no autosave */
        c->online = true;
        c->remote = *args->remote;
    }
    c->again = args->again;
    conquest_autosave(a, c);
    next_orderer_of(c);
    k->screen = c; /* conquest_current: this screen while it is on the stack */
    return true;
}

static void play_leave(app *a, void *self)
{
    conquest_screen *c = self;
    conquest_content *k = conquest_content_get(a);
    if (k && k->screen == c)
        k->screen = NULL; /* a new game screen may have opened before this one left */
    if (c->online && c->remote.close)
        c->remote.close(c->remote.ctx);
    conquest_match_free(&c->match);
    evlog_free(&c->log);
    conquest_show_free(c);
    free(c->steps);
    free(c->cleared);
    areamap_model_free(&c->model);
    areamap_cache_free(&c->cache);
    free(c);
}

const scene conquest_play_scene = {
    .name = "conquest",
    .help = "conquest",
    .enter = play_enter,
    .leave = play_leave,
    .event = play_run,
    .frame = play_run,
    .update = cq_update,
};
