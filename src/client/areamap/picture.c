/*
 * A still picture of an area map (picture.h).
 */
#include <string.h>

#include "areamap/board.h"
#include "areamap/picture.h"
#include "shell/ui.h"

bool areamap_picture_adopt(areamap_picture *p, areamap_model *m)
{
    p->model = *m;
    areamap_model_init(m);
    p->built = p->model.n_nodes <= AREAMAP_PICTURE_NODES && p->model.n_pieces <= AREAMAP_PICTURE_PIECES;
    if (p->built) {
        memcpy(p->full_nodes, p->model.nodes, sizeof p->model.nodes[0] * (size_t)p->model.n_nodes);
        memcpy(p->full_pieces, p->model.pieces, sizeof p->model.pieces[0] * (size_t)p->model.n_pieces);
        p->n_full_pieces = p->model.n_pieces;
    }
    return p->built;
}

void areamap_picture_frame(areamap_picture *p, int node)
{
    if (node >= 0 && p->n_zoom < AREAMAP_PICTURE_ZOOM)
        p->zoom[p->n_zoom++] = node;
}

/* The model's copy trimmed to what r frames, its tokens made large enough. */
static void keep_framed(areamap_picture *p, SDL_Rect r)
{
    areamap_model *m = &p->model;
    bool shown[AREAMAP_PICTURE_NODES] = { false };
    for (int i = 0; i < m->n_nodes && i < AREAMAP_PICTURE_NODES; i++) {
        areamap_node *n = &m->nodes[i];
        *n = p->full_nodes[i];
        float x, y;
        areamap_camera_to_screen(&p->cam, n->x, n->y, &x, &y);
        shown[i] = x >= (float)r.x + 8 && x <= (float)(r.x + r.w - 8) && y >= (float)r.y + 8 && y <= (float)(r.y + r.h - 8);
        if (!shown[i]) {
            n->name[0] = '\0';
            n->label[0] = '\0';
            n->icon = AREAMAP_ICON_NONE;
            n->marks = 0;
        }
    }
    /* tokens large enough that their figures are drawn at 12 px or more (the
     * view draws a figure at 0.95 of the radius, the radius 0.6 of the size) */
    float least = 13.0f / (areamap_camera_scale(&p->cam) * 0.6f);
    for (int i = 0; i < m->n_nodes && i < AREAMAP_PICTURE_NODES; i++)
        if (shown[i] && m->nodes[i].size < least)
            m->nodes[i].size = least;
    m->n_pieces = 0;
    for (int i = 0; i < p->n_full_pieces; i++) {
        int node = p->full_pieces[i].node;
        if (node >= 0 && node < AREAMAP_PICTURE_NODES && shown[node])
            m->pieces[m->n_pieces++] = p->full_pieces[i];
    }
}

void areamap_picture_draw(ui *u, SDL_Rect r, areamap_picture *p)
{
    ui_fill(u, r, ui_rgb(22, 26, 36));
    if (!p->built)
        return;
    /* the camera is fitted to the model as built (keep_framed changes the copy drawn) */
    memcpy(p->model.nodes, p->full_nodes, sizeof p->full_nodes[0] * (size_t)p->model.n_nodes);
    areamap_camera *cam = &p->cam;
    areamap_camera_fit(cam, &p->model, r);
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (int i = 0; i < p->n_zoom; i++) {
        const areamap_node *n = &p->model.nodes[p->zoom[i]];
        x0 = SDL_min(x0, n->x);
        y0 = SDL_min(y0, n->y);
        x1 = SDL_max(x1, n->x);
        y1 = SDL_max(y1, n->y);
    }
    float pad = areamap_nodes_gap(&p->model) * 0.6f, sw = x1 - x0 + 2 * pad, sh = y1 - y0 + 2 * pad;
    float fw = cam->max_x - cam->min_x, fh = cam->max_y - cam->min_y;
    float whole = SDL_min((float)r.w / fw, (float)r.h / fh), part = SDL_min((float)r.w / sw, (float)r.h / sh);
    if (p->n_zoom == 0)
        part = whole;
    cam->zoom = SDL_max(1.0f, SDL_min(12.0f, part / whole));
    /* the example's centre, or the map's when the whole map is shown (no empty band beside it) */
    bool whole_map = part / whole <= 1.0f;
    cam->centre_x = whole_map ? (cam->min_x + cam->max_x) / 2 : (x0 + x1) / 2;
    cam->centre_y = whole_map ? (cam->min_y + cam->max_y) / 2 : (y0 + y1) / 2;
    /* and the view kept over the map where the map is larger than the view */
    float k = areamap_camera_scale(cam), hw = (float)r.w / 2 / k, hh = (float)r.h / 2 / k;
    cam->centre_x = hw * 2 >= fw ? (cam->min_x + cam->max_x) / 2 : SDL_clamp(cam->centre_x, cam->min_x + hw, cam->max_x - hw);
    cam->centre_y = hh * 2 >= fh ? (cam->min_y + cam->max_y) / 2 : SDL_clamp(cam->centre_y, cam->min_y + hh, cam->max_y - hh);
    keep_framed(p, r);
    SDL_Rect clip;
    bool clipped = SDL_RenderIsClipEnabled(u->r);
    SDL_RenderGetClipRect(u->r, &clip);
    areamap_view_draw_cached(u, cam, &p->model, &p->cache);
    SDL_RenderSetClipRect(u->r, clipped ? &clip : NULL);
    ui_frame(u, r, ui_rgb(70, 80, 104), 1);
}

void areamap_picture_free(areamap_picture *p)
{
    areamap_model_free(&p->model);
    areamap_cache_free(&p->cache);
}
