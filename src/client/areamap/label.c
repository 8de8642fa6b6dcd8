/*
 * Shortened area names (label.h).
 */
#include "areamap/label.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "areamap/camera.h"

bool areamap_label_short(const char *name, int level, char *out, size_t size)
{
    const char *last = strrchr(name, ' ');
    if (!last || size < 8)
        return false;
    size_t n = 0;
    for (const char *w = name; *w && n + 6 < size;) {
        while (*w == ' ')
            w++;
        if (!*w)
            break;
        if (level == 1 && w == last + 1) { /* the last word whole */
            snprintf(out + n, size - n, "%s", w);
            n = strlen(out);
            break;
        }
        out[n++] = *w++;
        while ((*w & 0xC0) == 0x80 && n + 4 < size) /* the rest of a multi-byte letter */
            out[n++] = *w++;
        if (level == 1) {
            out[n++] = '.';
            out[n++] = ' ';
        }
        while (*w && *w != ' ')
            w++;
    }
    out[n < size ? n : size - 1] = '\0';
    return strlen(out) < strlen(name);
}

/* How far the token at (x, y) is from box b (0 when inside it). */
static float box_dist(float x, float y, SDL_Rect b)
{
    float dx = x < (float)b.x ? (float)b.x - x : x > (float)(b.x + b.w) ? x - (float)(b.x + b.w) : 0;
    float dy = y < (float)b.y ? (float)b.y - y : y > (float)(b.y + b.h) ? y - (float)(b.y + b.h) : 0;
    return sqrtf(dx * dx + dy * dy);
}

float areamap_label_gap(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    return box_dist(x, y, b) - areamap_view_node_radius(c, &m->nodes[node]);
}

void areamap_label_leader(SDL_Renderer *ren, float x, float y, float r, SDL_Rect box)
{
    float bx = x < (float)box.x ? (float)box.x : x > (float)(box.x + box.w) ? (float)(box.x + box.w) : x;
    float by = y < (float)box.y ? (float)box.y : y > (float)(box.y + box.h) ? (float)(box.y + box.h) : y;
    float len = sqrtf((bx - x) * (bx - x) + (by - y) * (by - y));
    if (len <= r + 1)
        return;
    float sx = x + (bx - x) * r / len, sy = y + (by - y) * r / len;
    SDL_SetRenderDrawColor(ren, 0, 0, 0, 200);
    SDL_RenderDrawLineF(ren, sx + 1, sy + 1, bx + 1, by + 1);
    SDL_SetRenderDrawColor(ren, 244, 240, 226, 230);
    SDL_RenderDrawLineF(ren, sx, sy, bx, by);
}

bool areamap_label_in(SDL_Rect view, SDL_Rect r)
{
    return r.x >= view.x && r.y >= view.y && r.x + r.w <= view.x + view.w && r.y + r.h <= view.y + view.h;
}

bool areamap_label_off_tokens(const areamap_camera *c, const areamap_model *m, SDL_Rect b)
{
    for (int j = 0; j < m->n_nodes; j++) {
        float x, y, r = areamap_view_node_radius(c, &m->nodes[j]);
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &x, &y);
        if (box_dist(x, y, b) < r)
            return false;
    }
    return true;
}

bool areamap_label_touching(const SDL_Rect *named, int n, SDL_Rect r, int th)
{
    int gap = th / 3 > 2 ? th / 3 : 2, side = th / 2 > 4 ? th / 2 : 4;
    for (int i = 0; named && i < n; i++) {
        SDL_Rect q = named[i];
        if (r.x < q.x + q.w && q.x < r.x + r.w && r.y < q.y + q.h + gap && q.y < r.y + r.h + gap)
            return true;
        /* On one row, half a line apart at least (play-test 6: "Mare-Brune
         * Mare-aux-Friches" read as one name). */
        if (r.y < q.y + q.h && q.y < r.y + r.h && r.x < q.x + q.w + side && q.x < r.x + r.w + side)
            return true;
    }
    return false;
}

bool areamap_label_stacked(const SDL_Rect *named, int n, SDL_Rect r, int th)
{
    if (areamap_label_touching(named, n, r, th))
        return true;
    int wide = th / 2 > 2 ? th / 2 : 2;
    for (int i = 0; named && i < n; i++) {
        SDL_Rect q = named[i];
        /* Mostly one over the other, half a line apart at least
         * (play-test 14: "South Watch" 6 px over "South Expansion" read as one
         * name on two lines, "West Crossing" under "North Watch" as its). */
        int lo = r.x > q.x ? r.x : q.x, hi = r.x + r.w < q.x + q.w ? r.x + r.w : q.x + q.w;
        int narrow = r.w < q.w ? r.w : q.w;
        if (2 * (hi - lo) >= narrow && r.y < q.y + q.h + wide && q.y < r.y + r.h + wide)
            return true;
    }
    return false;
}

/* Whether a point is nearer node's token than any other token. */
static bool nearest_is(const areamap_camera *c, const areamap_model *m, int node, float px, float py)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float own = (px - x) * (px - x) + (py - y) * (py - y);
    for (int j = 0; j < m->n_nodes; j++) {
        if (j == node)
            continue;
        float ox, oy;
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        if ((px - ox) * (px - ox) + (py - oy) * (py - oy) <= own)
            return false;
    }
    return true;
}

bool areamap_label_clearly_nearer(float own, float other)
{
    return other > own * AREAMAP_NAME_MARGIN + AREAMAP_NAME_MARGIN_PX;
}

/* Whether a name's box is its own token's: the box is clearly nearer that
 * token than any other (play-test 13: "Northford" beside Pinegate's token,
 * "Umberwell" as near Valemere's as its own), and so is its middle. */
bool areamap_label_is_own(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float own = box_dist(x, y, b);
    for (int j = 0; j < m->n_nodes; j++) {
        if (j == node)
            continue;
        float ox, oy;
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        if (!areamap_label_clearly_nearer(own, box_dist(ox, oy, b)))
            return false;
    }
    return nearest_is(c, m, node, (float)b.x + (float)b.w / 2, (float)b.y + (float)b.h / 2);
}

bool areamap_label_is_own_vertex(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b)
{
    if (areamap_label_is_own(c, m, node, b))
        return true;
    float x, y, r = areamap_view_node_radius(c, &m->nodes[node]);
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float mx = (float)b.x + (float)b.w / 2, my = (float)b.y + (float)b.h / 2;
    if (fabsf(mx - x) > r || (float)b.y < y + r - 1.0f || (float)b.y > y + r + 2.0f)
        return false; /* not hanging right under its token */
    float mid = hypotf(mx - x, my - y);
    for (int j = 0; j < m->n_nodes; j++) {
        if (j == node)
            continue;
        float ox, oy;
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        if (areamap_label_gap(c, m, j, b) < 1.0f || hypotf(mx - ox, my - oy) <= mid)
            return false;
    }
    return true;
}

bool areamap_label_leader_clear(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float ax = x < (float)b.x ? (float)b.x : x > (float)(b.x + b.w) ? (float)(b.x + b.w) : x;
    float ay = y < (float)b.y ? (float)b.y : y > (float)(b.y + b.h) ? (float)(b.y + b.h) : y;
    float dx = ax - x, dy = ay - y, len2 = dx * dx + dy * dy;
    for (int j = 0; j < m->n_nodes; j++) {
        if (j == node)
            continue;
        float ox, oy, r = areamap_view_node_radius(c, &m->nodes[j]) + 2;
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        float t = len2 > 0 ? ((ox - x) * dx + (oy - y) * dy) / len2 : 0;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        float px = x + t * dx - ox, py = y + t * dy - oy;
        if (px * px + py * py < r * r)
            return false;
    }
    return true;
}
