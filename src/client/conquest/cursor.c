/*
 * The map's keyboard cursor in Conquest follows the graph: an arrow moves it
 * along an edge to the neighbour nearest the arrow's direction, diagonal ones
 * included (a neighbour up and to the right is reached by Up or Right, the
 * closer in angle wins). While a keyboard drag is held the arrows choose
 * among the places the dragged units may go, seen from where they leave, so
 * Enter, an arrow, Enter always gives an order (play-test: Elmcombe, Enter, Up
 * jumped to Larkton, which no edge reaches). Away from any edge in that
 * direction, the shared cursor's step by screen (areamap/keys.c) applies.
 */
#include <math.h>
#include <string.h>

#include "areamap/camera.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"

static void screen_of(const conquest_screen *c, int v, float *x, float *y)
{
    areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, x, y);
}

bool conquest_cursor_keys(ui *u, conquest_screen *c)
{
    areamap_keys *k = &c->model.keys;
    const ui_event *ev = u->ev;
    if (!ev || ev->kind != UI_EV_KEY || ev->ctrl || !k->shown || !k->placed || k->node >= c->model.n_nodes)
        return false;
    float dx = 0, dy = 0;
    switch (ev->key) {
    case UI_KEY_LEFT: dx = -1; break;
    case UI_KEY_RIGHT: dx = 1; break;
    case UI_KEY_UP: dy = -1; break;
    case UI_KEY_DOWN: dy = 1; break;
    default: return false;
    }
    const cq_graph *g = &c->match.graph;
    bool held = k->held && c->drag_from >= 0;
    int origin = held ? c->drag_from : k->node;
    if (origin < 0 || origin >= g->n_vertices || g->n_vertices != c->model.n_nodes)
        return false;
    float ox, oy;
    screen_of(c, origin, &ox, &oy);
    int best = -1;
    float best_angle = 0, best_dist = 0;
    for (int v = 0; v < g->n_vertices; v++) {
        if (v == origin)
            continue;
        bool joined = held ? cq_graph_edge(g, origin, v) >= 0
                           : cq_graph_edge(g, origin, v) >= 0 || cq_graph_edge(g, v, origin) >= 0;
        if (!joined)
            continue;
        float x, y;
        screen_of(c, v, &x, &y);
        float vx = x - ox, vy = y - oy;
        float along = vx * dx + vy * dy, across = fabsf(vx * dy - vy * dx);
        if (along <= 0.5f)
            continue; /* behind or beside: not this arrow's */
        float angle = atan2f(across, along), dist = sqrtf(vx * vx + vy * vy);
        /* the nearest in angle; nearly level ones (5 degrees), the nearer */
        if (best < 0 || angle < best_angle - 0.09f || (angle < best_angle + 0.09f && dist < best_dist)) {
            best = v;
            best_angle = angle;
            best_dist = dist;
        }
    }
    if (best < 0 && !held)
        return false; /* no edge that way: the shared step by screen */
    if (best < 0)
        best = k->node; /* a drag held: the cursor stays where the units may go */
    k->node = best;
    float x, y;
    screen_of(c, best, &x, &y);
    SDL_Rect view = c->cam.viewport;
    const float margin = 40.0f;
    if (x < (float)view.x + margin || y < (float)view.y + margin || x > (float)(view.x + view.w) - margin ||
        y > (float)(view.y + view.h) - margin) {
        areamap_camera_pan(&c->cam, (float)view.x + (float)view.w / 2 - x, (float)view.y + (float)view.h / 2 - y);
        screen_of(c, best, &x, &y);
    }
    memset(&k->ev, 0, sizeof k->ev);
    k->ev.kind = UI_EV_MOUSE_MOVE;
    k->ev.x = (int)lroundf(x);
    k->ev.y = (int)lroundf(y);
    u->app->mouse_x = k->ev.x;
    u->app->mouse_y = k->ev.y;
    u->ev = &k->ev;
    return true;
}
