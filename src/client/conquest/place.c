/*
 * Where the Conquest turn report goes and what it points at (place.h): the
 * corner of the map that hides the fewest of the places it tells of, and the
 * place of the row under the pointer marked on the map. Reads the screen's
 * camera, model and log; calls nothing of the screen's.
 */
#include "conquest/place.h"

#include <math.h>

#include "areamap/view.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"

/* Whether a point of the map lies under the box (with a token's margin). */
bool conquest_hidden_by(const conquest_screen *c, SDL_Rect box, float wx, float wy)
{
    float sx, sy, m = 24.0f;
    areamap_camera_to_screen(&c->cam, wx, wy, &sx, &sy);
    return sx > (float)box.x - m && sx < (float)(box.x + box.w) + m && sy > (float)box.y - m &&
           sy < (float)(box.y + box.h) + m;
}

/* How many vertices the box would hide. */
static int vertices_under(const conquest_screen *c, SDL_Rect box)
{
    int n = 0;
    for (int v = 0; v < c->model.n_nodes; v++)
        n += conquest_hidden_by(c, box, c->model.nodes[v].x, c->model.nodes[v].y);
    return n;
}

/* How much a box placed there hides: the places the report tells of (unseen
 * entries with a place) first, then any vertex. */
static int hides(const conquest_screen *c, SDL_Rect box, int seat)
{
    static int idx[256];
    int n = evlog_unseen(&c->log, seat, idx, 256), told = 0;
    for (int i = 0; i < n && i < 256; i++) {
        const evlog_entry *e = &c->log.items[idx[i]];
        told += e->has_pos && conquest_hidden_by(c, box, e->x, e->y);
    }
    return told * 1000 + vertices_under(c, box);
}

/* A new report goes to the corner of the map that hides the fewest of the
 * places it tells of, then of vertices, its side (M) and the top first on a
 * tie (play-test 6: it sat over Hartwell, Ivymere and Kelcombe every turn;
 * play-test 8: over the places it told of). Chosen once per report, so the
 * map centred beside it never sends it to another corner. */
void conquest_report_place(conquest_screen *c, SDL_Rect view, SDL_Rect box, int margin_x, int seat)
{
    int margin_y = box.y - view.y;
    int best = -1;
    bool right = c->report_right, bottom = false;
    /* the coached first game's banner holds the map's foot: the top only */
    for (int k = 0; k < 4; k++) {
        bool r = (k < 2) == c->report_right, b = k % 2 == 1;
        if (b && c->coach != 0)
            continue;
        SDL_Rect at = box;
        at.x = r ? view.x + view.w - box.w - margin_x : view.x + margin_x;
        at.y = b ? view.y + view.h - box.h - margin_y : view.y + margin_y;
        int h = hides(c, at, seat);
        if (best < 0 || h < best) {
            best = h;
            right = r;
            bottom = b;
        }
    }
    c->report_right = right;
    c->report_bottom = bottom;
}

void conquest_mark_place(ui *u, const conquest_screen *c, SDL_Rect box, float wx, float wy)
{
    if (!u->draw)
        return;
    float x, y;
    areamap_camera_to_screen(&c->cam, wx, wy, &x, &y);
    float r = (float)ui_px(u, 14);
    for (int v = 0; v < c->model.n_nodes; v++)
        if (c->model.nodes[v].x == wx && c->model.nodes[v].y == wy)
            r = areamap_view_node_radius(&c->cam, &c->model.nodes[v]);
    SDL_Color mark = ui_rgb(255, 236, 140), dark = ui_rgb(12, 14, 20);
    /* a line from the box's edge nearest the place; none when the place lies
     * under the box (the ring is drawn over the box) */
    float from_x = x < (float)box.x ? (float)box.x : x > (float)(box.x + box.w) ? (float)(box.x + box.w) : x;
    float from_y = y < (float)box.y ? (float)box.y : y > (float)(box.y + box.h) ? (float)(box.y + box.h) : y;
    float dx = x - from_x, dy = y - from_y, len = sqrtf(dx * dx + dy * dy);
    if (len > r + 8) {
        float ex = x - dx / len * (r + 8), ey = y - dy / len * (r + 8);
        draw_line(u->r, from_x, from_y, ex, ey, 5.0f, dark);
        draw_line(u->r, from_x, from_y, ex, ey, 2.5f, mark);
    }
    draw_ring(u->r, x, y, r + 8, 6.0f, dark);
    draw_ring(u->r, x, y, r + 8, 3.5f, mark);
}
