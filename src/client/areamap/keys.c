/*
 * The area map's keyboard cursor (see keys.h).
 */
#include "areamap/keys.h"

#include <math.h>
#include <string.h>

#include "shell/ui.h"

int areamap_keys_step(const areamap_camera *c, const areamap_model *m, int from, float dx, float dy)
{
    if (from < 0 || from >= m->n_nodes)
        return from;
    float fx, fy;
    areamap_camera_to_screen(c, m->nodes[from].x, m->nodes[from].y, &fx, &fy);
    int best = from;
    float best_score = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        if (i == from)
            continue;
        float x, y;
        areamap_camera_to_screen(c, m->nodes[i].x, m->nodes[i].y, &x, &y);
        float vx = x - fx, vy = y - fy;
        float along = vx * dx + vy * dy, across = fabsf(vx * dy - vy * dx);
        /* Within about 60 degrees of the arrow, the nearest first, straight
         * ahead preferred over aside. */
        if (along < 1.0f || across > along * 1.8f)
            continue;
        float score = along + 2.0f * across;
        if (best == from || score < best_score) {
            best = i;
            best_score = score;
        }
    }
    return best;
}

/* Where the cursor starts: the area under the pointer, else the one nearest
 * the middle of the view. */
static int start_node(const app *a, const areamap_camera *c, const areamap_model *m)
{
    SDL_Rect v = c->viewport;
    if (a->mouse_x >= v.x && a->mouse_y >= v.y && a->mouse_x < v.x + v.w && a->mouse_y < v.y + v.h) {
        int n = areamap_view_hit(c, m, a->mouse_x, a->mouse_y);
        if (n >= 0)
            return n;
    }
    float cx = (float)v.x + (float)v.w / 2, cy = (float)v.y + (float)v.h / 2;
    int best = 0;
    float best_d = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        float x, y;
        areamap_camera_to_screen(c, m->nodes[i].x, m->nodes[i].y, &x, &y);
        float d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
        if (i == 0 || d < best_d) {
            best = i;
            best_d = d;
        }
    }
    return best;
}

/* A zoomed map moves so that the cursor's area stays in view. */
static void keep_in_view(areamap_camera *c, const areamap_model *m, int node)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    SDL_Rect v = c->viewport;
    float margin = 40.0f;
    if (x < (float)v.x + margin || y < (float)v.y + margin || x > (float)(v.x + v.w) - margin ||
        y > (float)(v.y + v.h) - margin)
        areamap_camera_pan(c, (float)v.x + (float)v.w / 2 - x, (float)v.y + (float)v.h / 2 - y);
}

static void point(ui *u, areamap_model *m, const areamap_camera *c, ui_event_kind kind)
{
    areamap_keys *k = &m->keys;
    float x, y;
    areamap_camera_to_screen(c, m->nodes[k->node].x, m->nodes[k->node].y, &x, &y);
    memset(&k->ev, 0, sizeof k->ev);
    k->ev.kind = kind;
    k->ev.x = (int)lroundf(x);
    k->ev.y = (int)lroundf(y);
    k->ev.button = kind == UI_EV_MOUSE_MOVE ? 0 : UI_BUTTON_LEFT;
    u->app->mouse_x = k->ev.x;
    u->app->mouse_y = k->ev.y;
    u->ev = &k->ev;
}

void areamap_keys_run(ui *u, areamap_model *m, areamap_camera *c, bool active, bool dragging)
{
    areamap_keys *k = &m->keys;
    const ui_event *ev = u->ev;
    if (!dragging)
        k->held = false;
    if (ev && (ev->kind == UI_EV_MOUSE_DOWN || ev->kind == UI_EV_MOUSE_UP ||
               (ev->kind == UI_EV_KEY && ev->key == UI_KEY_ESCAPE)))
        k->held = false; /* the mouse takes over; Esc drops a keyboard drag */
    if (!active || m->n_nodes <= 0) {
        k->shown = false;
        k->held = false;
        return;
    }
    bool was = k->shown && k->placed && k->node < m->n_nodes;
    bool has = ui_focus_arrows(u, c->viewport);
    k->shown = has;
    if (!has)
        return;
    if (!k->placed || k->node >= m->n_nodes) {
        k->node = start_node(u->app, c, m);
        k->placed = true;
        k->held = false;
        was = false;
    }
    if (!ev || ev->kind != UI_EV_KEY || ev->ctrl)
        return;
    float dx = 0, dy = 0;
    switch (ev->key) {
    case UI_KEY_LEFT: dx = -1; break;
    case UI_KEY_RIGHT: dx = 1; break;
    case UI_KEY_UP: dy = -1; break;
    case UI_KEY_DOWN: dy = 1; break;
    case UI_KEY_ENTER:
    case UI_KEY_SPACE:
        if (!k->held)
            k->from = k->node;
        point(u, m, c, k->held ? UI_EV_MOUSE_UP : UI_EV_MOUSE_DOWN);
        k->held = !k->held;
        return;
    default: return;
    }
    /* The first arrow only shows the cursor where it is. */
    if (was)
        k->node = areamap_keys_step(c, m, k->node, dx, dy);
    keep_in_view(c, m, k->node);
    point(u, m, c, UI_EV_MOUSE_MOVE);
}

void areamap_keys_draw(ui *u, const areamap_camera *c, const areamap_model *m)
{
    const areamap_keys *k = &m->keys;
    if (!u->draw || !k->shown || !k->placed || k->node < 0 || k->node >= m->n_nodes)
        return;
    SDL_Rect v = c->viewport;
    SDL_Color gold = ui_rgb(255, 214, 90), dark = ui_rgba(10, 12, 20, 230);
    SDL_RenderSetClipRect(u->r, &v);
    int t = ui_px(u, 2) > 2 ? ui_px(u, 2) : 2;
    ui_frame(u, ui_rect(v.x + 1, v.y + 1, v.w - 2, v.h - 2), gold, t);
    if (k->held && k->from >= 0 && k->from < m->n_nodes && k->from != k->node) {
        float x, y;
        areamap_camera_to_screen(c, m->nodes[k->from].x, m->nodes[k->from].y, &x, &y);
        float r = areamap_view_node_radius(c, &m->nodes[k->from]) + 6.0f;
        draw_ring(u->r, x, y, r, 2.0f, ui_rgb(255, 255, 255));
    }
    float x, y;
    areamap_camera_to_screen(c, m->nodes[k->node].x, m->nodes[k->node].y, &x, &y);
    float r = areamap_view_node_radius(c, &m->nodes[k->node]) + 7.0f, w = 4.0f * (u->s > 1 ? u->s : 1);
    draw_ring(u->r, x, y, r + 2.5f, 2.5f, dark);
    draw_ring(u->r, x, y, r, w, gold);
    draw_ring(u->r, x, y, r - w, 1.5f, dark);
    SDL_RenderSetClipRect(u->r, NULL);
}
