/*
 * Where the Conquest turn report goes and what it points at (place.h): the
 * foot of the side panel's middle, off the map, and the place of the row under the pointer marked on
 * the map. Reads the screen's
 * camera, model and log; calls nothing of the screen's.
 */
#include "conquest/place.h"

#include <math.h>

#include "areamap/view.h"
#include "conquest/play_internal.h"
#include "eventlog/panel.h"
#include "shell/ui.h"

/* Whether a point of the map lies under the box (with a token's margin). */
bool conquest_hidden_by(const conquest_screen *c, SDL_Rect box, float wx, float wy)
{
    float sx, sy, m = 24.0f;
    areamap_camera_to_screen(&c->cam, wx, wy, &sx, &sy);
    return sx > (float)box.x - m && sx < (float)(box.x + box.w) + m && sy > (float)box.y - m &&
           sy < (float)(box.y + box.h) + m;
}

int conquest_show_reader(const conquest_screen *c)
{
    if (c->cover)
        return -1;
    if (c->online && c->remote.seat < 0)
        return CONQUEST_WATCHER; /* online, watching: what every seat is told, no seat's own words */
    if (c->viewer >= 0)
        return c->viewer;
    /* Nobody entering orders: a game of computers, one with a single human (who
     * may be out), or one that is over — nothing is hidden from whoever looks. */
    /* Watching after a knock-out: the last human out reads (out.c). */
    if (c->out_reader > 0 && conquest_match_humans_left(&c->match) == 0)
        return c->out_reader - 1;
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

bool conquest_report_open(const conquest_screen *c, int *seat_out, bool *report_out)
{
    int seat = conquest_show_reader(c);
    /* The report opens by itself for a human about to order; otherwise
     * (computers playing, the game over) the log is there on demand. The game
     * over, the last turn's report opens too once the ranking is put away
     * ("View map"): it was never shown (play-test). */
    bool report = seat >= 0 && (c->viewer >= 0 || seat == CONQUEST_WATCHER || cq_state_over(&c->match.state)) &&
                  evlog_unseen(&c->log, seat, NULL, 0) > 0 && !c->history_open;
    *seat_out = seat;
    *report_out = report;
    return seat >= 0 && (report || c->history_open);
}

/* The report, the log or the steps in one place every turn, the foot of the
 * side panel's middle (blind play-test 10: the report opened in another
 * corner each turn and covered a third of the board; blind play-test 14: a
 * strip under the map still hid the player's own vertices every turn, half
 * the map with 6 players, while the panel beside it stood empty). As tall as
 * its lines need, leaving the orders above it their height up to a quarter
 * of the middle (it scrolls; they scroll too). */
int conquest_dock_height(ui *u, const conquest_screen *c, SDL_Rect middle)
{
    if (c->cover || c->animating || c->show_result)
        return 0;
    int keep = c->panel_content_h < middle.h / 4 ? c->panel_content_h : middle.h / 4;
    /* a small window with many players: the report's few lines before the
     * orders' (Space closes it, the orders are back; the map shows them) */
    if (middle.h - keep - ui_px(u, 6) < ui_px(u, 150))
        keep = 0;
    int cap = middle.h - keep - ui_px(u, 6), seat;
    if (cap < 0)
        cap = 0;
    bool report;
    if (c->replay_step >= 0)
        return ui_px(u, 170) < cap ? ui_px(u, 170) : cap;
    if (!conquest_report_open(c, &seat, &report))
        return 0;
    if (c->report_folded)
        return ui_px(u, 32);
    int need = report ? evlog_report_height(u, middle.w, &c->log, seat) : cap;
    return need < cap ? need : cap;
}

SDL_Rect conquest_dock_rect(ui *u, const conquest_screen *c, SDL_Rect middle)
{
    int h = conquest_dock_height(u, c, middle);
    return ui_rect(middle.x, middle.y + middle.h - h, middle.w, h);
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

/* The whole map fitted to the camera's viewport leaves a band of nothing
 * beside a wide (or tall) map (play-test 16 at 800x560: a blank band under the
 * map): zoomed in so the map fills the area, as far as every vertex and its
 * name stay inside the view; only the margin of sea round them is cut. */
void conquest_fill_view(conquest_screen *c, float margin)
{
    const areamap_model *m = &c->model;
    areamap_camera *cam = &c->cam;
    float k = areamap_camera_scale(cam);
    /* the coached first game's banner lies over the map's foot: the room a
     * wide map leaves there keeps its bottom row in sight */
    if (m->n_nodes < 2 || !(k > 0) || c->coach) {
        c->fill_zoom = cam->zoom;
        return;
    }
    float x0 = m->nodes[0].x, x1 = x0, y0 = m->nodes[0].y, y1 = y0;
    for (int i = 1; i < m->n_nodes; i++) {
        x0 = fminf(x0, m->nodes[i].x);
        x1 = fmaxf(x1, m->nodes[i].x);
        y0 = fminf(y0, m->nodes[i].y);
        y1 = fmaxf(y1, m->nodes[i].y);
    }
    float vw = (float)cam->viewport.w, vh = (float)cam->viewport.h;
    float mw = (cam->max_x - cam->min_x) * k, mh = (cam->max_y - cam->min_y) * k; /* the map as fitted, px */
    float cover = fmaxf(vw / mw, vh / mh);
    float keep_w = (x1 - x0) * k > 1 ? (vw - 2 * margin) / ((x1 - x0) * k) : cover;
    float keep_h = (y1 - y0) * k > 1 ? (vh - 2 * margin) / ((y1 - y0) * k) : cover;
    float z = fminf(cover, fminf(keep_w, keep_h));
    if (z > 1.0f) {
        cam->zoom *= z;
        cam->centre_x = (x0 + x1) / 2;
        cam->centre_y = (y0 + y1) / 2;
        areamap_camera_clamp(cam);
    }
    c->fill_zoom = cam->zoom;
}
