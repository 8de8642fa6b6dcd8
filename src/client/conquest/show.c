/*
 * What Conquest's game screen shows of a resolved turn (play_internal.h): the
 * animation (units flow along edges, head-on meetings cancel mid-edge, fights
 * flash, counts grow), the turn report of the human at the screen, the event
 * log, and the step-by-step replay (report.h tells the steps). Each reads for
 * one seat (conquest_show_reader): behind a hot-seat cover nobody reads.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/view.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "conquest/report.h"
#include "eventlog/panel.h"
#include "skirmish/i18n.h"

static const SDL_Color neutral_colour = {112, 118, 130, 255};

SDL_Color conquest_player_colour(int p)
{
    return p >= 0 ? conquest_seat_colour[p % CQ_SETUP_MAX_PLAYERS] : neutral_colour;
}

/* Units at each vertex once this turn's orders have left (the flow phase). */
void conquest_departed_units(const conquest_match *m, int64_t *units)
{
    const cq_state *b = &m->before;
    for (int v = 0; v < m->graph.n_vertices; v++)
        units[v] = b->units[v];
    for (int i = 0; i < m->n_last; i++) {
        if (m->last_problems[i] != CQ_ORDER_OK)
            continue;
        int from = cq_graph_find(&m->graph, m->last_orders[i].from);
        if (from >= 0)
            units[from] -= m->last_orders[i].units;
    }
}

/* ---- drawing the resolution ---- */

void conquest_draw_flow(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    const conquest_match *m = &c->match;
    float t = c->anim_t;
    if (t >= ANIM_FLOW + ANIM_FIGHT)
        return;
    int np = m->before.n_players;
    for (int i = 0; i < m->n_last; i++) {
        if (m->last_problems[i] != CQ_ORDER_OK)
            continue;
        const cq_order *o = &m->last_orders[i];
        int from = cq_graph_find(&m->graph, o->from), to = cq_graph_find(&m->graph, o->to);
        /* Head-on: what of this order survives the meeting on its pair of vertices. */
        int64_t sent_uv[CQ_MAX_PLAYERS] = { 0 }, sent_vu[CQ_MAX_PLAYERS] = { 0 };
        for (int j = 0; j < m->n_last; j++) {
            if (m->last_problems[j] != CQ_ORDER_OK)
                continue;
            const cq_order *q = &m->last_orders[j];
            if (q->from == o->from && q->to == o->to)
                sent_uv[q->player] += q->units;
            else if (q->from == o->to && q->to == o->from)
                sent_vu[q->player] += q->units;
        }
        int64_t arrive_uv[CQ_MAX_PLAYERS], arrive_vu[CQ_MAX_PLAYERS];
        int64_t destroyed = cq_headon_meet(np, sent_uv, sent_vu, arrive_uv, arrive_vu);
        int64_t arrives = sent_uv[o->player] ? arrive_uv[o->player] * o->units / sent_uv[o->player] : o->units;
        float f = t / ANIM_FLOW;
        if (f > 1)
            f = 1;
        bool met = destroyed > 0;
        if (met && f > 0.5f && arrives == 0)
            continue; /* destroyed in the meeting */
        /* along the edge as the map draws it (bent round a token in its way) */
        float e = f * f * (3 - 2 * f), x, y, mx, my;
        areamap_view_link_point(&c->cam, &c->model, from, to, false, e, &x, &y);
        areamap_view_link_point(&c->cam, &c->model, from, to, false, 0.5f, &mx, &my);
        if (met && f > 0.45f && f < 0.62f)
            draw_ring(u->r, mx, my, 10 + 40 * (f - 0.45f), 3, ui_rgb(255, 255, 255));
        char label[24];
        snprintf(label, sizeof label, "%lld", (long long)(met && f > 0.5f ? arrives : o->units));
        int px = 13, w = ui_text_width(u, label, px, true) + 10;
        SDL_Rect box = { (int)x - w / 2, (int)y - 9, w, 18 };
        ui_fill(u, box, conquest_player_colour(o->player));
        ui_frame(u, box, ui_rgb(20, 20, 26), 1);
        ui_text(u, (int)x, (int)y - 8, label, px, true, ui_rgb(255, 255, 255), UI_CENTER);
    }
    /* Fights flash where units arrived at a vertex someone else held, or several met. */
    if (t >= ANIM_FLOW) {
        float p = (t - ANIM_FLOW) / ANIM_FIGHT;
        for (int v = 0; v < m->graph.n_vertices; v++) {
            bool fight = false;
            for (int i = 0; i < m->n_last && !fight; i++)
                fight = m->last_problems[i] == CQ_ORDER_OK && m->last_orders[i].to == m->graph.vertices[v].id &&
                        m->before.controller[v] != m->last_orders[i].player;
            if (!fight)
                continue;
            float x, y;
            areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
            float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
            draw_ring(u->r, x, y, r * (1.1f + 0.8f * p), 4, ui_rgba(255, 240, 200, (int)(255 * (1 - p))));
        }
    }
}

void conquest_draw_growth(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    if (!c->animating || c->anim_t < ANIM_FLOW + ANIM_FIGHT)
        return;
    float p = (c->anim_t - ANIM_FLOW - ANIM_FIGHT) / ANIM_GROW;
    for (int v = 0; v < c->match.graph.n_vertices; v++) {
        if (c->match.state.controller[v] < 0)
            continue;
        float x, y;
        areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
        if (r < 9)
            continue;
        char t[16];
        snprintf(t, sizeof t, "+%d", c->match.graph.vertices[v].weight);
        ui_text(u, (int)x, (int)(y - r - 14 - 18 * p), t, 13, true, ui_rgba(170, 255, 190, (int)(255 * (1 - p))),
                UI_CENTER);
    }
}


/* ---- the turn report, the log and the replay ---- */

void conquest_show_turn_done(conquest_screen *c)
{
    conquest_report_log(&c->log, &c->match);
    free(c->steps);
    c->steps = NULL;
    c->n_steps = 0;
    c->replay_step = -1;
}

int conquest_show_reader(const conquest_screen *c)
{
    if (c->cover)
        return -1;
    if (c->viewer >= 0)
        return c->viewer;
    /* Nobody entering orders: a game of computers, one with a single human (who
     * may be out), or one that is over — nothing is hidden from whoever looks. */
    int humans = 0, human = -1;
    for (int p = 0; p < c->match.state.n_players; p++)
        if (conquest_match_is_human(&c->match, p)) {
            humans++;
            human = p;
        }
    if (humans == 1)
        return human;
    return humans == 0 || cq_state_over(&c->match.state) ? 0 : -1;
}

static bool ensure_steps(conquest_screen *c)
{
    if (c->steps != NULL)
        return c->n_steps > 0;
    const conquest_match *m = &c->match;
    int max = m->graph.n_vertices + m->graph.n_edges / 2 + m->state.n_players + 4;
    c->steps = malloc((size_t)max * sizeof *c->steps);
    c->n_steps = c->steps ? conquest_report_steps(m, c->steps, max) : 0;
    return c->n_steps > 0;
}

bool conquest_show_replay_map(conquest_screen *c, int8_t *controller, int64_t *units)
{
    if (c->replay_step < 0 || !ensure_steps(c))
        return false;
    conquest_report_map_at(&c->match, c->steps, c->n_steps, c->replay_step, controller, units);
    return true;
}

void conquest_show_again(app *a)
{
    conquest_screen *c = conquest_current(a);
    if (!c->match.has_last || c->animating)
        return;
    static const float speeds[DATA_ANIM_COUNT] = {0.0f, 2.2f, 1.0f, 0.6f};
    c->anim_speed = speeds[a->prefs.anim_speed] > 0 ? speeds[a->prefs.anim_speed] : 1.0f;
    c->animating = true;
    c->replaying = true;
    c->anim_t = 0;
    c->replay_step = -1;
    a->dirty = true;
}

/* The map centred on a world point (an event log entry). */
static void centre_on(conquest_screen *c, float wx, float wy)
{
    float sx, sy;
    areamap_camera_to_screen(&c->cam, wx, wy, &sx, &sy);
    areamap_camera_pan(&c->cam, (float)c->cam.viewport.x + (float)c->cam.viewport.w / 2 - sx,
                       (float)c->cam.viewport.y + (float)c->cam.viewport.h / 2 - sy);
}

static bool replay_run(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    if (!ensure_steps(c)) {
        c->replay_step = -1;
        return false;
    }
    if (c->replay_step >= c->n_steps)
        c->replay_step = c->n_steps - 1;
    const conquest_step *s = &c->steps[c->replay_step];
    int m = ui_px(u, 10), h = ui_px(u, 112);
    SDL_Rect box = ui_rect(view.x + m, view.y + view.h - h - m, view.w - 2 * m, h);
    ui_panel(u, box);
    char title[120];
    /* TRANSLATORS: the step-by-step replay's title: turn, step number, steps. */
    snprintf(title, sizeof title, _("Turn %d, step %d of %d"), c->match.before.turn, c->replay_step + 1, c->n_steps);
    ui_text(u, box.x + m, box.y + m, title, ui_px(u, 15), true, ui_rgb(240, 242, 248), UI_LEFT);
    ui_text_wrapped(u, ui_rect(box.x + m, box.y + m + ui_px(u, 22), box.w - 2 * m, 0), s->text, ui_px(u, 14),
                    ui_rgb(222, 226, 236));
    if (u->draw) {
        /* The step's vertices ringed on the map. */
        for (int k = 0; k < 2; k++) {
            int v = k ? s->vertex2 : s->vertex;
            if (v < 0 || v >= c->model.n_nodes)
                continue;
            float x, y;
            areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
            float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
            draw_ring(u->r, x, y, r + 6, 4, ui_rgb(255, 236, 140));
        }
    }
    SDL_Rect f = ui_rect(box.x + m, box.y + box.h - m - ui_px(u, 28), box.w - 2 * m, ui_px(u, 28));
    const char *labels[] = {_("◀ Back (Left)"), _("Next ▶ (Right)"), _("Close (Esc)")};
    bool on[] = {c->replay_step > 0, c->replay_step + 1 < c->n_steps, true};
    int hit = evlog_footer_buttons(u, f, labels, NULL, on, 3);
    if ((hit == 0 || ui_pressed(u, UI_KEY_LEFT)) && c->replay_step > 0)
        c->replay_step--;
    else if ((hit == 1 || ui_pressed(u, UI_KEY_RIGHT)) && c->replay_step + 1 < c->n_steps)
        c->replay_step++;
    else if (hit == 2 || ui_pressed(u, UI_KEY_ESCAPE))
        c->replay_step = -1;
    else
        return true;
    a->dirty = true;
    if (c->replay_step >= 0 && c->steps[c->replay_step].vertex >= 0) {
        int v = c->steps[c->replay_step].vertex;
        centre_on(c, c->model.nodes[v].x, c->model.nodes[v].y);
    }
    return true;
}

bool conquest_show_run(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    if (c->animating)
        return false;
    if (c->replay_step >= 0)
        return replay_run(u, a, view);
    int seat = conquest_show_reader(c);
    if (seat < 0)
        return false;
    /* The report opens by itself for a human about to order; otherwise (computers
     * playing, the game over) the log is there on demand. */
    bool report = c->viewer >= 0 && evlog_unseen(&c->log, seat, NULL, 0) > 0 && !c->history_open;
    if (!report && !c->history_open)
        return false;
    const char *labels[] = {_("Close (Space)"), _("Replay (R)"), _("Steps (S)")};
    SDL_Rect box = evlog_box(u, view, labels, 3), footer;
    int hit;
    if (report) {
        int need = evlog_report_height(u, box.w, &c->log, seat);
        if (need < box.h)
            box.h = need; /* a short report leaves the map in view */
        char title[120], name[CONQUEST_LABEL_MAX + 16];
        conquest_player_label(&c->match, seat, name, sizeof name);
        /* the turn its newest entry tells (a continued game has no turn before it) */
        int newest = -1;
        for (int i = c->log.n - 1; i >= 0 && newest < 0; i--)
            if (evlog_visible(&c->log, i, seat))
                newest = i;
        int turn = newest >= 0 ? c->log.items[newest].turn : c->match.before.turn;
        /* TRANSLATORS: the turn report's title: a player's name and the turn just played. */
        snprintf(title, sizeof title, _("Turn %d for %s"), turn, name);
        hit = evlog_report_panel(u, box, &c->log, seat, title, &footer);
    } else {
        hit = evlog_history_panel(u, box, &c->log, seat, &c->history_scroll, &footer);
    }
    if (hit >= 0) {
        centre_on(c, c->log.items[hit].x, c->log.items[hit].y);
        a->dirty = true;
    }
    bool on[] = {true, c->match.has_last, c->match.has_last};
    int b = evlog_footer_buttons(u, footer, labels, NULL, on, 3);
    if (b == 0 || ui_pressed(u, UI_KEY_SPACE) || ui_pressed(u, UI_KEY_ESCAPE)) {
        evlog_mark_seen(&c->log, seat);
        c->history_open = false;
        a->dirty = true;
    } else if ((b == 1 || ui_pressed(u, UI_KEY_R)) && c->match.has_last) {
        conquest_show_again(a);
    } else if ((b == 2 || ui_pressed(u, UI_KEY_S)) && c->match.has_last) {
        c->replay_step = 0;
        a->dirty = true;
    }
    return true;
}

/* ---- the map's own marks ---- */

/* "Ashford, Brillfield" for the vertices an edge joins to v (out or in). */
static void neighbours(const cq_graph *g, int v, bool out, char *buf, size_t size)
{
    size_t len = 0;
    buf[0] = '\0';
    int n = out ? cq_graph_out_degree(g, v) : cq_graph_in_degree(g, v);
    for (int i = 0; i < n && len < size; i++) {
        int w = out ? cq_graph_out_neighbour(g, v, i) : cq_graph_in_neighbour(g, v, i);
        len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "", conquest_place(g, w));
    }
    if (n == 0)
        snprintf(buf, size, "%s", C_("edges", "none"));
}

void conquest_hover_card(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    int v = c->hover;
    if (!u->draw || v < 0 || v >= c->model.n_nodes || c->cover || c->drag_from >= 0 || c->animating ||
        app_scene_top(a) != &conquest_play_scene)
        return; /* nor under a menu */
    const conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int owner = m->state.controller[v];
    char out[240], in[240], card[700];
    neighbours(g, v, true, out, sizeof out);
    neighbours(g, v, false, in, sizeof in);
    int w = g->vertices[v].weight;
    if (owner >= 0)
        /* TRANSLATORS: the hover card of a vertex: its name, holder, units, weight, and where its edges go. */
        snprintf(card, sizeof card, _("%s · held by %s · %lld units · weight %d (makes %d a turn) · edges out to: %s · "
                                      "edges in from: %s"),
                 conquest_place(g, v), conquest_player_name(m, owner), (long long)m->state.units[v], w, w, out, in);
    else
        /* TRANSLATORS: the hover card of a neutral vertex. */
        snprintf(card, sizeof card, _("%s · neutral · weight %d (taking it costs %d units) · edges out to: %s · "
                                      "edges in from: %s"),
                 conquest_place(g, v), w, w, out, in);
    float x, y;
    areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
    float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]) + 2;
    ui_tooltip(u, ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r)), card);
}
