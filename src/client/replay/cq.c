/*
 * Conquest's replay view (replay/internal.h's replay_view_ops): the map drawn
 * by the shared area map (areamap/: regions, terrain, tokens with their units,
 * the edges) in the seats' colours and patterns of Conquest (conquest/look.h)
 * and with its places' names (conquest/label.h); a step is one turn resolved,
 * the state after any turn sought through the record's checkpoints. A side
 * panel lists the players (vertices held, units, eliminated) and where the
 * game stands.
 *
 * Conquest hides nothing once a turn is resolved (every seat sees every
 * vertex; the orders, hidden while given, are resolved in the step), so every
 * seat's view is the same map: the view only frames the seat's own row.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/view.h"
#include "conquest/board.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/look.h"
#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

typedef struct cq_rview {
    cq_state state;              /* after ctl.pos turns */
    areamap_model model;
    areamap_camera cam;
    bool fitted;
    int built_pos;               /* the position the model shows (-1: none) */
    /* A match holding only the replay's graph (a shallow copy, never freed as
     * a match): what the game's own board hook reads to dress a vertex and an
     * edge (conquest/board.h), so the replay's map is the game's. */
    conquest_match *look;
} cq_rview;

static cq_rview *view_of(const replay_screen *s) { return s->view; }

/* The marks of each turn: every position starts a turn; a vertex changing
 * hands is a capture; a player out of the game an elimination. */
static bool cq_open(replay_screen *s, char *why, size_t size)
{
    cq_rview *v = calloc(1, sizeof *v);
    cq_state *before = malloc(sizeof *before), *after = malloc(sizeof *after);
    if (!v || !before || !after) {
        free(v);
        free(before);
        free(after);
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    s->view = v;
    areamap_model_init(&v->model);
    v->look = calloc(1, sizeof *v->look);
    if (!v->look) {
        free(before);
        free(after);
        snprintf(why, size, "%s", _("out of memory"));
        return false;
    }
    v->look->graph = *s->rep.cq_graph;
    v->built_pos = -1;
    bool ok = data_replay_seek(&s->rep, 0, before);
    for (int p = 1; ok && p <= s->rep.n_steps; p++) {
        if (!(ok = data_replay_seek(&s->rep, p, after)))
            break;
        unsigned char m = REPLAY_MARK_TURN;
        for (int x = 0; x < s->rep.cq_graph->n_vertices; x++)
            if (after->controller[x] != before->controller[x] && after->controller[x] != CQ_NEUTRAL)
                m |= REPLAY_MARK_CAPTURE;
        for (int q = 0; q < after->n_players; q++)
            if (after->players[q].eliminated && !before->players[q].eliminated)
                m |= REPLAY_MARK_ELIMINATION;
        s->ctl.marks[p] |= m;
        *before = *after;
    }
    free(before);
    free(after);
    if (!ok) {
        snprintf(why, size, "%s", _("The game cannot start from its setup."));
        return false;
    }
    data_replay_seek(&s->rep, 0, &v->state);
    return true;
}

static void cq_close(replay_screen *s)
{
    cq_rview *v = view_of(s);
    if (v) {
        areamap_model_free(&v->model);
        free(v->look);
    }
    free(v);
    s->view = NULL;
}

static void cq_show(replay_screen *s, bool animate)
{
    (void)animate; /* a turn is shown at once: its story is the game's own turn report */
    data_replay_seek(&s->rep, s->ctl.pos, &view_of(s)->state);
}

static bool cq_update(replay_screen *s, float dt)
{
    (void)s;
    (void)dt;
    return false;
}

static bool cq_busy(const replay_screen *s)
{
    (void)s;
    return false;
}

static void cq_where(const replay_screen *s, int pos, char *out, size_t size)
{
    if (pos <= 0)
        /* TRANSLATORS: where a Conquest replay stands: before the first turn */
        snprintf(out, size, "%s", _("Before turn 1"));
    else
        /* TRANSLATORS: where a Conquest replay stands: after that many turns resolved */
        snprintf(out, size, _("After turn %d"), pos);
    (void)s;
}

static SDL_Color seat_colour(int p)
{
    return p >= 0 ? conquest_seat_colour[p % CQ_SETUP_MAX_PLAYERS] : ui_rgb(150, 150, 150);
}

/* The map at the position shown, as the game's own map draws a vertex: its
 * owner's colour and pattern, its units (a neutral's weight in brackets). */
static void build_model(replay_screen *s)
{
    cq_rview *v = view_of(s);
    if (v->built_pos == s->ctl.pos)
        return;
    v->built_pos = s->ctl.pos;
    const cq_graph *g = s->rep.cq_graph;
    const cq_state *st = &v->state;
    areamap_model_clear(&v->model);
    v->model.heads_on_top = false;
    int max_w = 1;
    for (int x = 0; x < g->n_vertices; x++)
        if (g->vertices[x].weight > max_w)
            max_w = g->vertices[x].weight;
    float gap = 1.0f;
    if (g->n_edges > 0) {
        double sum = 0;
        for (int e = 0; e < g->n_edges; e++) {
            const cq_vertex *p = &g->vertices[g->edges[e].from], *q = &g->vertices[g->edges[e].to];
            sum += sqrt((p->x - q->x) * (p->x - q->x) + (p->y - q->y) * (p->y - q->y));
        }
        gap = (float)(sum / g->n_edges);
    }
    for (int x = 0; x < g->n_vertices; x++) {
        const cq_vertex *vx = &g->vertices[x];
        areamap_node *n = areamap_model_add_node(&v->model);
        if (!n)
            break;
        n->x = (float)vx->x;
        n->y = (float)vx->y;
        n->size = gap * (0.12f + 0.12f * sqrtf((float)vx->weight / (float)max_w));
        int owner = st->controller[x];
        n->fill = seat_colour(owner);
        n->pattern = owner >= 0 ? conquest_seat_pattern[owner % CQ_SETUP_MAX_PLAYERS] : AREAMAP_PATTERN_NONE;
        if (owner >= 0) {
            snprintf(n->label, sizeof n->label, "%lld", (long long)st->units[x]);
            snprintf(n->badge, sizeof n->badge, "+%d", vx->weight > 999 ? 999 : vx->weight);
        } else {
            snprintf(n->label, sizeof n->label, "(%d)", vx->weight > 999 ? 999 : vx->weight);
        }
        conquest_board_node(v->look, x, owner, n);
    }
    for (int e = 0; e < g->n_edges; e++) {
        areamap_link *l = areamap_model_add_link(&v->model);
        if (!l)
            break;
        l->from = g->edges[e].from;
        l->to = g->edges[e].to;
        conquest_board_edge(v->look, e, l);
    }
}

static void draw_panel(ui *u, replay_screen *s, SDL_Rect p)
{
    cq_rview *v = view_of(s);
    const cq_state *st = &v->state;
    ui_panel(u, p);
    int pad = ui_px(u, 12), y = p.y + pad, px = ui_px(u, 14);
    char line[240], where[80];
    cq_where(s, s->ctl.pos, where, sizeof where);
    if (cq_state_over(st)) {
        int w = cq_state_ranked_winner(st);
        char who[DATA_SEAT_NAME_MAX + 24];
        if (w >= 0) {
            replay_seat_name(s, w, who, sizeof who);
            /* TRANSLATORS: the Conquest replay's panel at the game's end: %s the winner */
            snprintf(line, sizeof line, _("%s · %s wins"), where, who);
        } else {
            snprintf(line, sizeof line, "%s · %s", where, _("Draw"));
        }
    } else {
        /* TRANSLATORS: the Conquest replay's panel: where it stands, then the turn limit */
        snprintf(line, sizeof line, _("%s · %d turns at most"), where, st->max_turns);
    }
    y += ui_text_wrapped(u, ui_rect(p.x + pad, y, p.w - 2 * pad, 0), line, px, ui_rgb(236, 240, 250)) + ui_px(u, 8);
    const cq_graph *g = s->rep.cq_graph;
    for (int q = 0; q < st->n_players && y < p.y + p.h - ui_px(u, 60); q++) {
        int held = 0;
        long long units = 0;
        for (int x = 0; x < g->n_vertices; x++)
            if (st->controller[x] == q) {
                held++;
                units += (long long)st->units[x];
            }
        char name[DATA_SEAT_NAME_MAX + 24];
        replay_seat_name(s, q, name, sizeof name);
        if (st->players[q].eliminated) {
            /* TRANSLATORS: a player's row in the Conquest replay's panel, out of the game since that turn */
            snprintf(line, sizeof line, _("%s · out (turn %d)"), name, st->players[q].eliminated_turn);
        } else {
            char held_s[48], units_s[48];
            /* TRANSLATORS: part of a player's row in the Conquest replay's panel: vertices held */
            snprintf(held_s, sizeof held_s, P_("%d vertex", "%d vertices", held), held);
            /* TRANSLATORS: part of a player's row in the Conquest replay's panel: units on the map */
            snprintf(units_s, sizeof units_s, P_("%lld unit", "%lld units", units), units);
            /* TRANSLATORS: a player's row in the Conquest replay's panel: name, vertices held, units */
            snprintf(line, sizeof line, _("%s · %s, %s"), name, held_s, units_s);
        }
        y = replay_player_row(u, s, p, y, q, seat_colour(q), line, sizeof line, st->players[q].eliminated);
    }
    int legend_h = ui_px(u, 36);
    replay_mark_legend(u, ui_rect(p.x + pad, p.y + p.h - pad - legend_h, p.w - 2 * pad, legend_h),
                       REPLAY_MARK_CAPTURE | REPLAY_MARK_ELIMINATION);
}

static void cq_draw(ui *u, replay_screen *s, int bottom)
{
    cq_rview *v = view_of(s);
    app *a = u->app;
    SDL_Rect view, panel;
    replay_map_and_panel(u, bottom, &view, &panel);
    build_model(s);
    areamap_camera_follow(&v->cam, &v->model, view, &v->fitted);
    if (u->draw) {
        SDL_RenderSetClipRect(u->r, &view);
        areamap_view_draw(u, &v->cam, &v->model);
        SDL_RenderSetClipRect(u->r, NULL);
        int hit = ui_hover(u, view) ? areamap_view_hit(&v->cam, &v->model, a->mouse_x, a->mouse_y) : -1;
        if (hit >= 0) {
            char name[64], tip[200];
            conquest_vertex_label(s->rep.cq_graph, hit, name, sizeof name);
            int owner = v->state.controller[hit];
            char who[DATA_SEAT_NAME_MAX + 24];
            if (owner >= 0) {
                replay_seat_name(s, owner, who, sizeof who);
                /* TRANSLATORS: a place's tooltip in the Conquest replay: name, owner, units, what it makes */
                snprintf(tip, sizeof tip, _("%s: %s, %lld units, +%d a turn"), name, who,
                         (long long)v->state.units[hit], s->rep.cq_graph->vertices[hit].weight);
            } else {
                /* TRANSLATORS: a neutral place's tooltip in the Conquest replay: name, its price */
                snprintf(tip, sizeof tip, _("%s: neutral, costs %d units to take"), name,
                         s->rep.cq_graph->vertices[hit].weight);
            }
            ui_tooltip(u, view, tip);
        }
    }
    draw_panel(u, s, panel);
}

static bool cq_can_take_over(const replay_screen *s, int pos)
{
    const cq_rview *v = view_of(s);
    if (!v || pos < 0 || pos > s->rep.n_steps)
        return false;
    cq_state *st = malloc(sizeof *st);
    bool ok = st && data_replay_seek(&s->rep, pos, st) && !cq_state_over(st);
    free(st);
    return ok;
}

/* As Escarmouche's: the record cut at pos with the seats chosen, in a hidden
 * file opened as a loaded save (a new game with an autosave of its own), then
 * removed; the replay's file is never written. */
static bool cq_take_over(app *a, replay_screen *s, char *why, size_t size)
{
    char path[DATA_PATH_MAX];
    if (!replay_take_over_path(a, path, sizeof path, why, size))
        return false;
    data_replay copy = s->rep; /* by value: the copy is never freed */
    for (int p = 0; p < s->info.n_seats && p < CQ_MAX_PLAYERS; p++)
        copy.cq_seats[p] = s->take[p];
    data_error err;
    if (!data_replay_save_at(&copy, s->ctl.pos, path, &err)) {
        data_error_format(&err, why, size);
        return false;
    }
    bool ok = conquest_load(a, path);
    if (!ok)
        snprintf(why, size, "%s", a->message);
    remove(path);
    return ok;
}

const replay_view_ops replay_cq_ops = {
    .open = cq_open,
    .close = cq_close,
    .show = cq_show,
    .update = cq_update,
    .busy = cq_busy,
    .draw = cq_draw,
    .where = cq_where,
    .take_over = cq_take_over,
    .can_take_over = cq_can_take_over,
};
