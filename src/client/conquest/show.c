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
#include "conquest/lognames.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "conquest/place.h"
#include "conquest/report.h"
#include "eventlog/panel.h"
#include "skirmish/i18n.h"

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

/* ---- the resolution, stage by stage ---- */

static bool ensure_steps(conquest_screen *c);

/* Each stage's length in seconds at "Normal" speed: long enough to read its
 * name and follow the units (a blind newcomer saw half a second of flashes). */
static const float stage_seconds[CONQUEST_STAGE_COUNT] = {1.2f, 1.3f, 1.6f, 1.8f, 1.2f};
/* Settings' "Animation speed": instant, fast, normal, slow. */
static const float anim_speeds[DATA_ANIM_COUNT] = {0.0f, 2.0f, 1.0f, 0.55f};

const char *conquest_stage_name(conquest_stage s)
{
    switch (s) {
    /* TRANSLATORS: the resolution's stages, named on the map while they play. */
    case CONQUEST_STAGE_DEPART: return _("Departures");
    case CONQUEST_STAGE_MEET: return _("Meetings on edges");
    case CONQUEST_STAGE_ARRIVE: return _("Arrivals and fights");
    case CONQUEST_STAGE_DRAW: return _("Lotteries");
    case CONQUEST_STAGE_GROW: return _("Generation");
    case CONQUEST_STAGE_COUNT: break;
    }
    return "";
}

bool conquest_anim_start(app *a, conquest_screen *c, bool again)
{
    c->anim_speed = anim_speeds[a->prefs.anim_speed];
    c->replaying = again;
    c->anim_t = 0;
    c->replay_step = -1;
    bool meet = false, draw = false;
    if (ensure_steps(c))
        for (int i = 0; i < c->n_steps; i++) {
            meet = meet || c->steps[i].kind == CONQUEST_STEP_MEET;
            draw = draw || c->steps[i].draw;
        }
    c->anim_total = 0;
    for (int k = 0; k < CONQUEST_STAGE_COUNT; k++) {
        bool on = (k != CONQUEST_STAGE_MEET || meet) && (k != CONQUEST_STAGE_DRAW || draw);
        c->stage_len[k] = on ? stage_seconds[k] : 0;
        c->anim_total += c->stage_len[k];
    }
    c->animating = c->anim_speed > 0;
    a->dirty = true;
    return c->animating;
}

conquest_stage conquest_anim_stage(const conquest_screen *c, float *progress)
{
    float t = c->anim_t;
    for (int k = 0; k < CONQUEST_STAGE_COUNT; k++) {
        if (c->stage_len[k] <= 0)
            continue;
        if (t < c->stage_len[k]) {
            if (progress)
                *progress = t / c->stage_len[k];
            return (conquest_stage)k;
        }
        t -= c->stage_len[k];
    }
    if (progress)
        *progress = 1;
    return CONQUEST_STAGE_GROW;
}

void conquest_anim_skip(conquest_screen *c)
{
    if (c->animating)
        c->anim_t = c->anim_total;
}

bool conquest_anim_map(conquest_screen *c, int8_t *controller, int64_t *units)
{
    conquest_stage st = conquest_anim_stage(c, NULL);
    const conquest_match *m = &c->match;
    if (st == CONQUEST_STAGE_GROW)
        return false;
    if (st != CONQUEST_STAGE_DRAW) {
        for (int v = 0; v < m->graph.n_vertices; v++)
            controller[v] = m->before.controller[v];
        conquest_departed_units(m, units);
        return true;
    }
    /* The draws: every fight's outcome is in, generation not yet. */
    int last = -1;
    if (ensure_steps(c))
        for (int i = 0; i < c->n_steps; i++)
            if (c->steps[i].kind == CONQUEST_STEP_ARRIVE)
                last = i;
    if (last < 0)
        return false;
    conquest_report_map_at(m, c->steps, c->n_steps, last, controller, units);
    return true;
}

void conquest_anim_shown_update(conquest_screen *c)
{
    c->shown = c->match.before;
    if (!c->animating || !conquest_anim_map(c, c->shown.controller, c->shown.units))
        c->shown = c->match.state; /* generation on: the state after the turn */
}

/* Where an order's units are along their edge (0 to 1) at this stage, and
 * whether they are still there to be drawn. */
static bool flow_at(conquest_stage st, float p, bool met, int64_t arrives, float *along, bool *after_meeting)
{
    float e = p * p * (3 - 2 * p);
    *after_meeting = false;
    switch (st) {
    case CONQUEST_STAGE_DEPART: *along = 0.5f * e; return true;
    case CONQUEST_STAGE_MEET:
        *along = 0.5f;
        *after_meeting = met && p > 0.5f;
        return !(*after_meeting && arrives == 0);
    case CONQUEST_STAGE_ARRIVE:
        *along = 0.5f + 0.5f * e;
        *after_meeting = met;
        return arrives > 0 && p < 0.7f;
    default: return false;
    }
}

void conquest_draw_flow(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    const conquest_match *m = &c->match;
    float p;
    conquest_stage st = conquest_anim_stage(c, &p);
    int np = m->before.n_players;
    for (int i = 0; i < m->n_last && st <= CONQUEST_STAGE_ARRIVE; i++) {
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
        bool met = destroyed > 0, after;
        float along;
        bool shown = flow_at(st, p, met, arrives, &along, &after);
        /* along the edge as the map draws it (bent round a token in its way) */
        float x, y, mx, my;
        areamap_view_link_point(&c->cam, &c->model, from, to, false, 0.5f, &mx, &my);
        if (met && st == CONQUEST_STAGE_MEET && o->from < o->to) {
            /* the meeting, once a pair: a ring, then what each side lost */
            draw_ring(u->r, mx, my, 12 + 30 * p, 3, ui_rgba(255, 255, 255, (int)(255 * (1 - p * 0.6f))));
            if (p > 0.5f) {
                char lost[64];
                /* TRANSLATORS: on the map where two players' units met head-on: what each side lost. */
                snprintf(lost, sizeof lost, _("-%lld each"), (long long)destroyed);
                int lw = ui_text_width(u, lost, 14, true) + 12;
                SDL_Rect lb = { (int)mx - lw / 2, (int)my - 46, lw, 20 };
                ui_fill(u, lb, ui_rgba(60, 16, 16, 235));
                ui_frame(u, lb, ui_rgb(255, 150, 140), 1);
                ui_text(u, (int)mx, lb.y + 2, lost, 14, true, ui_rgb(255, 210, 200), UI_CENTER);
            }
        }
        if (!shown)
            continue;
        areamap_view_link_point(&c->cam, &c->model, from, to, false, along, &x, &y);
        char label[24];
        snprintf(label, sizeof label, "%lld", (long long)(after ? arrives : o->units));
        int px = 13, w = ui_text_width(u, label, px, true) + 10;
        SDL_Rect box = { (int)x - w / 2, (int)y - 9, w, 18 };
        SDL_Color fill = conquest_player_colour(o->player);
        ui_fill(u, box, fill);
        /* on a light seat's chip (white) a dark edge twice as thick, its token beneath as light */
        ui_frame(u, box, ui_rgb(20, 20, 26), conquest_light_colour(fill) ? 2 : 1);
        ui_text(u, (int)x, (int)y - 8, label, px, true, conquest_ink_on(fill), UI_CENTER);
    }
    /* Fights flash where units arrived at a vertex someone else held, or several met. */
    if (st == CONQUEST_STAGE_ARRIVE && p > 0.55f) {
        float q = (p - 0.55f) / 0.45f;
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
            draw_ring(u->r, x, y, r * (1.1f + 0.8f * q), 4, ui_rgba(255, 240, 200, (int)(255 * (1 - q))));
        }
    }
    /* Draws: the vertex ringed in its winner's colour, the odds beside it. */
    if (st == CONQUEST_STAGE_DRAW && ensure_steps(c)) {
        for (int i = 0; i < c->n_steps; i++) {
            const conquest_step *s = &c->steps[i];
            if (!s->draw || s->vertex < 0 || s->vertex >= c->model.n_nodes)
                continue;
            float x, y;
            areamap_camera_to_screen(&c->cam, c->model.nodes[s->vertex].x, c->model.nodes[s->vertex].y, &x, &y);
            float r = areamap_view_node_radius(&c->cam, &c->model.nodes[s->vertex]);
            draw_ring(u->r, x, y, r + 5 + 3 * sinf(p * 12.0f), 4, conquest_player_colour(s->winner));
            char text[300];
            /* TRANSLATORS: beside a vertex whose shared attack a draw settled: the odds, the winner. */
            snprintf(text, sizeof text, _("Lottery: %s → %s"), s->odds, conquest_player_name(m, s->winner));
            int px = 13, w = ui_text_width(u, text, px, true) + 12;
            SDL_Rect view = c->cam.viewport;
            if (w > view.w - 8) { /* many players in the draw, a narrow map: cut with "…" */
                ui_text_cut(u, text, sizeof text, px, true, view.w - 20);
                w = ui_text_width(u, text, px, true) + 12;
            }
            SDL_Rect box = { (int)x - w / 2, (int)(y + r + 8), w, 20 };
            if (box.x + box.w > view.x + view.w)
                box.x = view.x + view.w - box.w;
            if (box.x < view.x)
                box.x = view.x;
            if (box.y + box.h > view.y + view.h)
                box.y = (int)(y - r - 8) - box.h;
            x = (float)(box.x + box.w / 2);
            ui_fill(u, box, ui_rgba(14, 16, 24, 230));
            ui_frame(u, box, conquest_player_colour(s->winner), 1);
            ui_text(u, (int)x, box.y + 2, text, px, true, ui_rgb(240, 242, 248), UI_CENTER);
        }
    }
}

void conquest_draw_growth(ui *u, app *a)
{
    conquest_screen *c = conquest_current(a);
    float p;
    if (!c->animating || conquest_anim_stage(c, &p) != CONQUEST_STAGE_GROW)
        return;
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
        ui_text(u, (int)x, (int)(y - r - 14 - 18 * p), t, 14, true, ui_rgba(170, 255, 190, (int)(255 * (1 - p * 0.8f))),
                UI_CENTER);
    }
}

void conquest_draw_stage_banner(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    if (!c->animating)
        return;
    float p;
    conquest_stage st = conquest_anim_stage(c, &p);
    int n = 0, at = 0;
    for (int k = 0; k < CONQUEST_STAGE_COUNT; k++)
        if (c->stage_len[k] > 0) {
            n++;
            if (k <= (int)st)
                at = n;
        }
    char title[160];
    /* TRANSLATORS: the banner over the map while a turn resolves: stage number, stages, the stage's name. */
    snprintf(title, sizeof title, _("%d of %d: %s"), at, n, conquest_stage_name(st));
    const char *hint = _("Click or Space to skip");
    int tp = ui_px(u, 20), hp = ui_px(u, 12), pad = ui_px(u, 10);
    int w = ui_text_width(u, title, tp, true);
    if (ui_text_width(u, hint, hp, false) > w)
        w = ui_text_width(u, hint, hp, false);
    w += 2 * pad;
    if (w > view.w - 2 * pad)
        w = view.w - 2 * pad;
    int h = ui_text_px(tp) + ui_text_px(hp) + ui_px(u, 14) + 2 * pad;
    /* Where it hides the fewest places: the top of the map (middle, left,
     * right) or the bottom's middle (the legend's button is at its left). */
    SDL_Rect spot[4] = {ui_rect(view.x + (view.w - w) / 2, view.y + pad, w, h), ui_rect(view.x + pad, view.y + pad, w, h),
                      ui_rect(view.x + view.w - w - pad, view.y + pad, w, h),
                      ui_rect(view.x + (view.w - w) / 2, view.y + view.h - h - pad, w, h)};
    int hides[4] = {0, 0, 0, 0}, best = 0;
    for (int v = 0; v < c->model.n_nodes; v++) {
        float nx, ny;
        areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &nx, &ny);
        float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]) + 12; /* its name below it too */
        for (int k = 0; k < 4; k++)
            if (nx + r > (float)spot[k].x && nx - r < (float)(spot[k].x + spot[k].w) && ny + r > (float)spot[k].y &&
                ny - r < (float)(spot[k].y + spot[k].h))
                hides[k]++;
    }
    for (int k = 1; k < 4; k++)
        if (hides[k] < hides[best])
            best = k;
    SDL_Rect box = spot[best];
    if (u->draw) {
        ui_fill(u, box, ui_rgba(14, 16, 24, 225));
        ui_frame(u, box, ui_rgb(255, 236, 140), 1);
        /* how far the whole resolution has gone */
        float done = c->anim_total > 0 ? c->anim_t / c->anim_total : 1;
        if (done > 1)
            done = 1;
        ui_fill(u, ui_rect(box.x + 1, box.y + box.h - ui_px(u, 4) - 1, (int)((float)(box.w - 2) * done), ui_px(u, 4)),
                ui_rgb(255, 236, 140));
    }
    ui_text(u, box.x + box.w / 2, box.y + pad, title, tp, true, ui_rgb(255, 240, 190), UI_CENTER);
    ui_text(u, box.x + box.w / 2, box.y + pad + ui_text_px(tp) + ui_px(u, 4), hint, hp, false, ui_rgb(170, 176, 190),
            UI_CENTER);
}

/* ---- the turn report, the log and the replay ---- */

/* One resolved turn as data: what the report is worded from. */
#define WORDED_MAX 64 /* the latest turns; older entries keep their wording */
typedef struct conquest_worded {
    int turn, first, n;            /* its entries: log items first .. first + n - 1 */
    int n_last;
    cq_order *orders;
    cq_order_problem *problems;
    int8_t *owner[2];              /* before, after */
    int64_t *units[2];
    bool out[2][CQ_MAX_PLAYERS];
    int32_t out_turn[2][CQ_MAX_PLAYERS];
} conquest_worded;

static void worded_free(conquest_worded *w)
{
    free(w->orders);
    free(w->problems);
    for (int k = 0; k < 2; k++) {
        free(w->owner[k]);
        free(w->units[k]);
    }
}

void conquest_show_free(conquest_screen *c)
{
    for (int i = 0; i < c->n_worded; i++)
        worded_free(&c->worded[i]);
    free(c->worded);
    c->worded = NULL;
    c->n_worded = 0;
}

static void worded_keep(conquest_screen *c, int first)
{
    const conquest_match *m = &c->match;
    if (c->worded == NULL && (c->worded = calloc(WORDED_MAX, sizeof *c->worded)) == NULL)
        return;
    if (c->n_worded == WORDED_MAX) { /* the oldest goes */
        worded_free(&c->worded[0]);
        memmove(c->worded, c->worded + 1, (WORDED_MAX - 1) * sizeof *c->worded);
        c->n_worded--;
    }
    conquest_worded *w = &c->worded[c->n_worded];
    memset(w, 0, sizeof *w);
    size_t nv = (size_t)m->graph.n_vertices, no = (size_t)(m->n_last > 0 ? m->n_last : 1);
    w->orders = malloc(no * sizeof *w->orders);
    w->problems = malloc(no * sizeof *w->problems);
    bool ok = w->orders && w->problems;
    for (int k = 0; k < 2 && ok; k++) {
        const cq_state *s = k ? &m->state : &m->before;
        w->owner[k] = malloc(nv);
        w->units[k] = malloc(nv * sizeof(int64_t));
        ok = w->owner[k] && w->units[k];
        if (!ok)
            break;
        memcpy(w->owner[k], s->controller, nv);
        memcpy(w->units[k], s->units, nv * sizeof(int64_t));
        for (int p = 0; p < s->n_players; p++) {
            w->out[k][p] = s->players[p].eliminated;
            w->out_turn[k][p] = s->players[p].eliminated_turn;
        }
    }
    if (!ok) {
        worded_free(w);
        return;
    }
    memcpy(w->orders, m->last_orders, (size_t)m->n_last * sizeof *w->orders);
    memcpy(w->problems, m->last_problems, (size_t)m->n_last * sizeof *w->problems);
    w->n_last = m->n_last;
    w->turn = m->before.turn;
    w->first = first;
    w->n = c->log.n - first;
    c->n_worded++;
}

void conquest_show_reword(conquest_screen *c)
{
    const char *now = i18n_language();
    if (!now || strcmp(now, c->worded_language) == 0)
        return;
    if (c->worded_language[0] && c->n_worded > 0) {
        /* The match as it was after each kept turn (a copy sharing the graph). */
        static conquest_match then;
        then = c->match;
        for (int i = 0; i < c->n_worded; i++) {
            const conquest_worded *w = &c->worded[i];
            size_t nv = (size_t)then.graph.n_vertices;
            then.before = c->match.state;
            then.state = c->match.state;
            for (int k = 0; k < 2; k++) {
                cq_state *s = k ? &then.state : &then.before;
                memcpy(s->controller, w->owner[k], nv);
                memcpy(s->units, w->units[k], nv * sizeof(int64_t));
                for (int p = 0; p < s->n_players; p++) {
                    s->players[p].eliminated = w->out[k][p];
                    s->players[p].eliminated_turn = w->out_turn[k][p];
                }
            }
            then.before.turn = w->turn;
            then.last_orders = w->orders;
            then.last_problems = w->problems;
            then.n_last = w->n_last;
            then.has_last = true;
            evlog again;
            evlog_init(&again);
            conquest_report_log(&again, &then);
            /* The same entries in the same order (the same data): only the words change. */
            if (again.n == w->n && w->first + w->n <= c->log.n)
                for (int e = 0; e < w->n; e++) { /* the words and the message (its places' names too) */
                    memcpy(c->log.items[w->first + e].text, again.items[e].text, sizeof again.items[e].text);
                    c->log.items[w->first + e].msg = again.items[e].msg;
                }
            evlog_free(&again);
        }
    }
    snprintf(c->worded_language, sizeof c->worded_language, "%s", now);
}

void conquest_show_turn_done(conquest_screen *c)
{
    /* One report a turn: what a seat left unread of the turn before goes to
     * the Log (J), not into this turn's report (play-test 7: "Turn 8" mixed in
     * turn 7's lines after Steps then Esc). */
    for (int p = 0; p < c->match.state.n_players; p++)
        evlog_mark_seen(&c->log, p);
    int first = c->log.n;
    if (!c->worded_language[0])
        snprintf(c->worded_language, sizeof c->worded_language, "%s", i18n_language() ? i18n_language() : "");
    conquest_report_log(&c->log, &c->match);
    worded_keep(c, first);
    free(c->steps);
    c->steps = NULL;
    c->n_steps = 0;
    c->replay_step = -1;
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
    /* "Instant" plays it at Normal speed: asked for, it is to be seen. */
    if (!conquest_anim_start(a, c, true)) {
        c->anim_speed = anim_speeds[DATA_ANIM_NORMAL];
        c->animating = true;
    }
}

/* The map centred on a world point (an event log entry). */
static void centre_on(conquest_screen *c, float wx, float wy)
{
    float sx, sy;
    areamap_camera_to_screen(&c->cam, wx, wy, &sx, &sy);
    /* the middle of the map above the strip that lies over its foot */
    areamap_camera_pan(&c->cam, (float)c->cam.viewport.x + (float)c->cam.viewport.w / 2 - sx,
                       (float)c->cam.viewport.y + (float)(c->cam.viewport.h - c->cam.covered_below) / 2 - sy);
}

/* The moves a step of the replay tells, drawn as arrows in their players'
 * colours with their units (blind play-test 10: the steps only narrated):
 * every move for the departures, the two that met head-on, those arriving at
 * the step's vertex. */
static void draw_step_moves(ui *u, const conquest_screen *c, const conquest_step *s)
{
    const conquest_match *m = &c->match;
    for (int i = 0; i < m->n_last && u->draw; i++) {
        if (m->last_problems[i] != CQ_ORDER_OK)
            continue;
        const cq_order *o = &m->last_orders[i];
        int from = cq_graph_find(&m->graph, o->from), to = cq_graph_find(&m->graph, o->to);
        bool shown = s->kind == CONQUEST_STEP_DEPART ||
                     (s->kind == CONQUEST_STEP_MEET && ((from == s->vertex && to == s->vertex2) ||
                                                        (from == s->vertex2 && to == s->vertex))) ||
                     (s->kind == CONQUEST_STEP_ARRIVE && to == s->vertex);
        if (!shown || from < 0 || to < 0 || from >= c->model.n_nodes || to >= c->model.n_nodes)
            continue;
        float x0, y0, x1, y1, mx, my;
        areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &x0, &y0);
        areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &x1, &y1);
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
        if (len < 1)
            continue;
        dx /= len;
        dy /= len;
        float r0 = areamap_view_node_radius(&c->cam, &c->model.nodes[from]) + 3,
              r1 = areamap_view_node_radius(&c->cam, &c->model.nodes[to]) + 4;
        float sx = x0 + dx * r0, sy = y0 + dy * r0, ex = x1 - dx * r1, ey = y1 - dy * r1, head = 14;
        SDL_Color k = conquest_player_colour(o->player), dark = ui_rgb(12, 14, 20);
        for (int pass = 0; pass < 2; pass++) { /* a dark outline, then the colour */
            float w = pass ? 4.0f : 7.0f;
            SDL_Color col = pass ? k : dark;
            draw_line(u->r, sx, sy, ex, ey, w, col);
            draw_line(u->r, ex, ey, ex - dx * head - dy * head * 0.6f, ey - dy * head + dx * head * 0.6f, w, col);
            draw_line(u->r, ex, ey, ex - dx * head + dy * head * 0.6f, ey - dy * head - dx * head * 0.6f, w, col);
        }
        mx = (sx + ex) / 2;
        my = (sy + ey) / 2;
        char label[24];
        snprintf(label, sizeof label, "%lld", (long long)o->units);
        int px = ui_px(u, 13), w = ui_text_width(u, label, px, true) + ui_px(u, 10), h = ui_text_px(px) + ui_px(u, 4);
        SDL_Rect box = ui_rect((int)mx - w / 2, (int)my - h / 2, w, h);
        ui_fill(u, box, k);
        ui_frame(u, box, dark, 1);
        ui_text(u, (int)mx, box.y + ui_px(u, 2), label, px, true, ui_rgb(255, 255, 255), UI_CENTER);
    }
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
    int m = ui_px(u, 10);
    SDL_Rect box = conquest_dock_rect(u, c, view); /* in the side panel, off the map (blind play-test 14) */
    ui_panel(u, box);
    char title[120];
    /* TRANSLATORS: the step-by-step replay's title: turn, step number, steps. */
    snprintf(title, sizeof title, _("Turn %d, step %d of %d"), c->match.before.turn, c->replay_step + 1, c->n_steps);
    ui_text(u, box.x + m, box.y + m, title, ui_px(u, 15), true, ui_rgb(240, 242, 248), UI_LEFT);
    ui_text_wrapped(u, ui_rect(box.x + m, box.y + m + ui_px(u, 22), box.w - 2 * m, 0), s->text, ui_px(u, 14),
                    ui_rgb(222, 226, 236));
    if (u->draw) {
        SDL_RenderSetClipRect(u->r, &c->cam.viewport);
        draw_step_moves(u, c, s);
        SDL_RenderSetClipRect(u->r, NULL);
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

/* The report (seat >= 0) or the log folded to a bar at the top of its box:
 * its title and a button (or V) that opens it again. The map under the rest
 * of the box takes the pointer and the keys (false), the bar the pointer. */
static bool folded_bar(ui *u, app *a, SDL_Rect box, int seat, bool key)
{
    conquest_screen *c = conquest_current(a);
    char title[160];
    if (seat >= 0) {
        int unread = evlog_unseen(&c->log, seat, NULL, 0);
        /* TRANSLATORS: the folded turn report's bar: the turn's report and how many entries are unread */
        snprintf(title, sizeof title, P_("Turn report: %d new entry", "Turn report: %d new entries", unread), unread);
    } else {
        /* TRANSLATORS: the folded log's bar */
        snprintf(title, sizeof title, "%s", _("Log"));
    }
    /* TRANSLATORS: the folded report's or log's button that opens it again; V is its key */
    const char *open = _("Open (V)");
    int px = ui_px(u, 14), bw = ui_text_width(u, open, px, true) + ui_px(u, 20);
    int tw = ui_text_width(u, title, px, true), h = ui_px(u, 32);
    SDL_Rect bar = ui_rect(box.x, box.y, tw + bw + ui_px(u, 30), h);
    if (bar.w > box.w) {
        bar.w = box.w;
        tw = box.w - bw - ui_px(u, 30);
        ui_text_cut(u, title, sizeof title, px, true, tw); /* the narrow panel of a small window */
    }
    if (u->draw) {
        ui_panel(u, bar);
        ui_text_fit(u, ui_rect(bar.x + ui_px(u, 10), bar.y, tw, h), title, px, true,
                    ui_rgb(236, 238, 244), UI_LEFT);
    }
    SDL_Rect b = ui_rect(bar.x + bar.w - bw - ui_px(u, 6), bar.y + ui_px(u, 4), bw, h - ui_px(u, 8));
    if (ui_button(u, b, open, true) || key) {
        c->report_folded = false;
        conquest_content_get(a)->report_folded = false;
        a->dirty = true;
    }
    if (u->ev && u->ev->kind != UI_EV_KEY && ui_hover(u, bar)) {
        u->ev = NULL; /* the bar's, not the map's under it: no order, no card */
        if (c->hover >= 0) {
            c->hover = -1;
            a->dirty = true;
        }
    }
    return false;
}

/* Whether the open report or log takes this event: its keys, and the pointer
 * over its box. The map beside it takes the rest, so orders can be given with
 * the report open (play-test 4: clicks on the map beside it did nothing, and
 * Ready then said there were no orders). A drag or a pan the map began ends on
 * the map, wherever it is let go. */
static bool report_takes(const ui *u, const conquest_screen *c, SDL_Rect box)
{
    const ui_event *ev = u->ev;
    /* The selected order's keys (A, H, 1, Delete) are the orders', report open
     * or not (play-test: they did nothing while it was open). */
    if (ev && ev->kind == UI_EV_KEY)
        return !(ev->key == UI_KEY_A || ev->key == UI_KEY_H || ev->key == UI_KEY_1 || ev->key == UI_KEY_DELETE ||
                 ev->key == UI_KEY_BACKSPACE);
    if (c->drag_from >= 0 || c->panning)
        return false;
    bool button = ev && (ev->kind == UI_EV_MOUSE_MOVE || ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP);
    if (ev && !button && ev->kind != UI_EV_WHEEL)
        return true;
    /* the wheel's event carries no position: the pointer's last one */
    int x = button ? ev->x : u->app->mouse_x, y = button ? ev->y : u->app->mouse_y;
    return x >= box.x && y >= box.y && x < box.x + box.w && y < box.y + box.h;
}

bool conquest_show_run(ui *u, app *a, SDL_Rect view)
{
    conquest_screen *c = conquest_current(a);
    /* The log keeps the players and places as keys: worded with this match's names. */
    conquest_log_names_use(&c->match);
    if (c->animating)
        return false;
    if (c->replay_step >= 0)
        return replay_run(u, a, view);
    int seat;
    bool report;
    if (!conquest_report_open(c, &seat, &report))
        return false;
    const char *labels[] = {_("Close (Space)"), _("Replay (R)"), _("Steps (S)")};
    /* One place every turn: the foot of the side panel's middle (place.h),
     * beside the map, so it hides nothing of it. */
    SDL_Rect box = conquest_dock_rect(u, c, view), footer;
    /* Folded (V, or its button): a bar with the title; the report stays
     * unread until it is opened and closed. */
    bool fold_key = ui_pressed(u, UI_KEY_V) && !u->ev->ctrl;
    if (c->report_folded)
        return folded_bar(u, a, box, report ? seat : -1, fold_key);
    int hit;
    if (report) {
        char title[120], name[CONQUEST_LABEL_MAX + 16];
        conquest_player_label(&c->match, seat, name, sizeof name);
        /* the turn its newest entry tells (a continued game has no turn before it) */
        int newest = -1;
        for (int i = c->log.n - 1; i >= 0 && newest < 0; i--)
            if (evlog_visible(&c->log, i, seat))
                newest = i;
        int turn = newest >= 0 ? c->log.items[newest].turn : c->match.before.turn;
        if (seat == CONQUEST_WATCHER)
            /* TRANSLATORS: the turn report's title for a player watching an online game */
            snprintf(title, sizeof title, _("Turn %d, as every player sees it"), turn);
        else
            /* TRANSLATORS: the turn report's title: a player's name and the turn just played. */
            snprintf(title, sizeof title, _("Turn %d for %s"), turn, name);
        /* A new report: read from its top. */
        int first = -1;
        evlog_unseen(&c->log, seat, &first, 1);
        if (first != c->report_first) {
            c->report_first = first;
            c->report_scroll = 0;
        }
        hit = evlog_report_panel_scrolled(u, box, &c->log, seat, title, &footer, &c->report_scroll);
    } else {
        hit = evlog_history_panel(u, box, &c->log, seat, &c->history_scroll, &footer);
    }
    if (hit >= 0) {
        /* the place clicked in the middle of the map above the strip */
        centre_on(c, c->log.items[hit].x, c->log.items[hit].y);
        a->dirty = true;
    }
    bool on[] = {true, c->match.has_last, c->match.has_last};
    /* A save carries the game's record, so a continued game plays its last
     * turn again; one without (an older save, or one too long for a file) has
     * no turn to play until it plays one: the greyed buttons say so. */
    /* TRANSLATORS: tooltip of the greyed Replay and Steps buttons in a game continued from a save without its record. */
    const char *why = _("No turn played since this game was opened, and its save holds no record of the last turn "
                        "(an older save). The log tells it; the next turn can be replayed.");
    const char *tips[] = {NULL, c->match.has_last ? NULL : why, c->match.has_last ? NULL : why};
    /* A narrow panel (a small window): the buttons' words without their
     * keys, which the tooltips still say, rather than cut. */
    const char *brief[] = {_("Close"), _("Replay"), _("Steps")};
    int room = (footer.w - 2 * ui_px(u, 8)) / 3 - 6, px = ui_px(u, 15);
    px -= (px * 2 + 9) / 10; /* the least a button's label shrinks to (shell/buttons.c) */
    static char cut[3][64]; /* a brief word still too wide (a longer language): ends in "…" */
    for (int i = 0; i < 3; i++)
        if (ui_text_width(u, labels[i], px, true) > room) {
            snprintf(cut[i], sizeof cut[i], "%s", brief[i]);
            ui_text_cut(u, cut[i], sizeof cut[i], px, true, room);
            labels[i] = cut[i];
        }
    const char *keys[] = {_("Close (Space)"), _("Replay (R)"), _("Steps (S)")};
    for (int i = 0; i < 3; i++)
        if (labels[i] == cut[i] && !tips[i])
            tips[i] = keys[i];
    int b = evlog_footer_buttons(u, footer, labels, tips, on, 3);
    /* TRANSLATORS: the small button at the top right of the turn report and the log: fold it to its title (V) */
    SDL_Rect fold = ui_rect(box.x + box.w - ui_px(u, 30), box.y + ui_px(u, 4), ui_px(u, 26), ui_px(u, 22));
    bool fold_click = ui_button(u, fold, "−", true);
    ui_tooltip(u, fold, _("Fold it to its title bar (V): the map stays free; V opens it again"));
    int hovered = evlog_hovered(NULL);
    if (hovered >= 0 && hovered < c->log.n) /* over the box: a place under it is still found */
        conquest_mark_place(u, c, box, c->log.items[hovered].x, c->log.items[hovered].y);
    if (fold_click || fold_key) {
        c->report_folded = true;
        conquest_content_get(a)->report_folded = true;
        a->dirty = true;
        return true;
    }
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
    return report_takes(u, c, box);
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
        !conquest_screen_on_top(a, c))
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
        snprintf(card, sizeof card, P_("%s · neutral · weight %d (taking it costs %d unit) · edges out to: %s · "
                                       "edges in from: %s",
                                       "%s · neutral · weight %d (taking it costs %d units) · edges out to: %s · "
                                       "edges in from: %s", w),
                 conquest_place(g, v), w, w, out, in);
    float x, y;
    areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &x, &y);
    float r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]) + 2;
    ui_tooltip(u, ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r)), card);
}
