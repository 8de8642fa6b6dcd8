/* The setup screen's map preview (preview.h). */
#include "conquest/preview.h"

#include <math.h>

#include "conquest/look.h"

/* A filled triangle. */
static void triangle(SDL_Renderer *r, float ax, float ay, float bx, float by, float cx, float cy, SDL_Color c)
{
    SDL_Vertex v[3] = {
        { { ax, ay }, c, { 0, 0 } },
        { { bx, by }, c, { 0, 0 } },
        { { cx, cy }, c, { 0, 0 } },
    };
    SDL_RenderGeometry(r, NULL, v, 3, NULL, 0);
}

/* A one-way edge's way, as the game map shows it (areamap's links): a
 * chevron outlined dark in its middle, pointing from a to b (blind play-test
 * 15: the preview drew one-way edges without a way). */
static void chevron(SDL_Renderer *r, float ax, float ay, float bx, float by, float k, SDL_Color c)
{
    float dx = bx - ax, dy = by - ay, len = sqrtf(dx * dx + dy * dy);
    if (len < 4.0f * k)
        return; /* too short to carry one clear of its ends */
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux, x = ax + dx / 2, y = ay + dy / 2;
    for (int pass = 0; pass < 2; pass++) {
        float o = pass == 0 ? k + 1.5f : k, back = pass == 0 ? 0.7f : 0.6f, side = pass == 0 ? 0.85f : 0.8f;
        triangle(r, x + ux * o, y + uy * o, x - ux * o * back + nx * o * side, y - uy * o * back + ny * o * side,
                 x - ux * o * back - nx * o * side, y - uy * o * back - ny * o * side,
                 pass == 0 ? ui_rgba(16, 16, 20, 200) : c);
    }
}

void conquest_draw_preview(ui *u, SDL_Rect box, const cq_graph *g, const int32_t *starts, int n)
{
    if (!u->draw || g->n_vertices == 0)
        return;
    ui_fill(u, box, ui_rgb(22, 26, 36));
    ui_frame(u, box, ui_rgb(60, 66, 84), 1);
    double x0 = g->vertices[0].x, x1 = x0, y0 = g->vertices[0].y, y1 = y0;
    int max_w = 1;
    for (int v = 0; v < g->n_vertices; v++) {
        const cq_vertex *p = &g->vertices[v];
        x0 = fmin(x0, p->x);
        x1 = fmax(x1, p->x);
        y0 = fmin(y0, p->y);
        y1 = fmax(y1, p->y);
        max_w = p->weight > max_w ? p->weight : max_w;
    }
    float pad = (float)ui_px(u, 14);
    double sx = x1 > x0 ? (box.w - 2 * pad) / (x1 - x0) : 1, sy = y1 > y0 ? (box.h - 2 * pad) / (y1 - y0) : 1;
    double sc = fmin(sx, sy);
    float ox = (float)box.x + ((float)box.w - (float)((x1 - x0) * sc)) / 2;
    float oy = (float)box.y + ((float)box.h - (float)((y1 - y0) * sc)) / 2;
#define PX(p) (ox + (float)(((p)->x - x0) * sc))
#define PY(p) (oy + (float)(((p)->y - y0) * sc))
    for (int e = 0; e < g->n_edges; e++) {
        const cq_vertex *a = &g->vertices[g->edges[e].from], *b = &g->vertices[g->edges[e].to];
        bool one_way = g->reverse == NULL || g->reverse[e] < 0;
        draw_line(u->r, PX(a), PY(a), PX(b), PY(b), one_way ? 2.0f : 1.2f,
                  one_way ? ui_rgba(200, 190, 150, 200) : ui_rgba(120, 128, 146, 170));
    }
    /* their ways over every line (a chevron under a later line would hide) */
    for (int e = 0; e < g->n_edges && g->n_vertices <= 200; e++)
        if (g->reverse == NULL || g->reverse[e] < 0) {
            const cq_vertex *a = &g->vertices[g->edges[e].from], *b = &g->vertices[g->edges[e].to];
            chevron(u->r, PX(a), PY(a), PX(b), PY(b), (float)ui_px(u, 5), ui_rgb(240, 226, 160));
        }
    float r_max = (float)ui_px(u, 9), r_min = (float)ui_px(u, 3);
    if (g->n_vertices > 200)
        r_max = r_min + 2;
    for (int v = 0; v < g->n_vertices; v++) {
        const cq_vertex *p = &g->vertices[v];
        float r = r_min + (r_max - r_min) * sqrtf((float)p->weight / (float)max_w);
        draw_disc(u->r, PX(p), PY(p), r, ui_rgb(150, 156, 170));
    }
    /* Each seat's start: its emblem in its colour, ringed white. */
    for (int s = 0; starts && s < n; s++) {
        if (starts[s] < 0 || starts[s] >= g->n_vertices)
            continue;
        const cq_vertex *p = &g->vertices[starts[s]];
        float r = (float)ui_px(u, 9);
        draw_ring(u->r, PX(p), PY(p), r + 3, 2, ui_rgb(255, 255, 255));
        ui_emblem(u->r, s, PX(p), PY(p), r, conquest_seat_colour[s % CQ_SETUP_MAX_PLAYERS]);
    }
#undef PX
#undef PY
}
