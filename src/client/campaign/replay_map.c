/*
 * The campaign's map for a replay (see replay_map.h): a campaign screen that
 * holds only what the board's drawing reads (the map, the state, the model,
 * the camera), as the help's pictures hold one (help_pictures.c).
 */
#include "campaign/replay_map.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/view.h"
#include "campaign/board.h"
#include "campaign/internal.h"

struct campaign_replay_map {
    campaign_screen *c;
    int viewer;
};

campaign_replay_map *campaign_replay_map_new(const campaign_map *map)
{
    campaign_replay_map *m = calloc(1, sizeof *m);
    campaign_screen *c = m ? calloc(1, sizeof *c) : NULL;
    if (!c) {
        free(m);
        return NULL;
    }
    m->c = c;
    c->map = *map;
    c->st.map = &c->map;
    c->army = c->drag_army = c->hover = -1;
    areamap_model_init(&c->model);
    return m;
}

void campaign_replay_map_free(campaign_replay_map *m)
{
    if (!m)
        return;
    areamap_model_free(&m->c->model);
    areamap_cache_free(&m->c->cache);
    free(m->c);
    free(m);
}

/* The turn's moves, once revealed: from where each army stood to where it went. */
static void add_moves(campaign_screen *c)
{
    const campaign_resolution *r = &c->st.res;
    for (int i = 0; i < r->forces.n_armies && i < CAMPAIGN_MAX_ARMIES; i++) {
        int from = r->origin[i], to = r->dest[i];
        if (from < 0 || to < 0 || from == to || from >= c->map.n_locations || to >= c->map.n_locations)
            continue;
        areamap_link *k = areamap_model_add_link(&c->model);
        if (!k)
            return;
        k->from = from;
        k->to = to;
        k->color = campaign_seat_colour(r->forces.armies[i].player);
        k->width = 4.0f;
        k->arrow = true;
    }
}

void campaign_replay_map_show(campaign_replay_map *m, const campaign_state *state, int viewer)
{
    campaign_screen *c = m->c;
    c->st = *state;
    c->st.map = &c->map;
    m->viewer = viewer;
    areamap_model *md = &c->model;
    areamap_model_clear(md);
    md->names_far = true;
    const campaign_forces *f = &c->st.forces;
    bool revealed = c->st.phase == CAMPAIGN_PHASE_STANDOFFS || c->st.phase == CAMPAIGN_PHASE_BATTLES ||
                    c->st.phase == CAMPAIGN_PHASE_RESOLUTION;
    for (int l = 0; l < c->map.n_locations; l++) {
        const campaign_location *loc = &c->map.locations[l];
        areamap_node *n = areamap_model_add_node(md);
        if (!n)
            return;
        n->x = (float)loc->x;
        n->y = (float)loc->y;
        n->size = 14.0f + 5.0f * (float)loc->type;
        n->fill = campaign_seat_colour(f->control[l]);
        n->pattern = campaign_seat_pattern(f->control[l]);
        for (int b = 0; revealed && b < c->st.n_battles; b++)
            if (c->st.battles[b].loc == l) {
                /* A battle here this turn: ringed in gold, as the help's pictures ring one. */
                n->highlight = true;
                n->outline = ui_rgb(242, 222, 160);
            }
    }
    for (int r = 0; r < c->map.n_routes; r++) {
        areamap_link *k = areamap_model_add_link(md);
        if (!k)
            return;
        k->from = c->map.routes[r][0];
        k->to = c->map.routes[r][1];
        k->color = ui_rgba(150, 150, 130, 170);
        k->width = 2.0f;
    }
    if (revealed)
        add_moves(c);
    bool everything = viewer == CAMPAIGN_REPLAY_EVERYTHING;
    campaign_board_describe(c, f, everything ? CAMPAIGN_VIEW_PUBLIC : viewer, true);
    if (everything)
        /* Nothing hidden: each banner with its army's true size. */
        for (int i = 0; i < md->n_pieces; i++)
            md->pieces[i].count = campaign_army_units(&c->st, md->pieces[i].id);
}

void campaign_replay_map_draw(ui *u, campaign_replay_map *m, SDL_Rect view)
{
    campaign_screen *c = m->c;
    areamap_camera_follow(&c->cam, &c->model, view, &c->fitted);
    c->hover = ui_hover(u, view) ? areamap_view_hit(&c->cam, &c->model, u->app->mouse_x, u->app->mouse_y) : -1;
    if (u->draw) {
        SDL_RenderSetClipRect(u->r, &view);
        areamap_view_draw_cached(u, &c->cam, &c->model, &c->cache);
        SDL_RenderSetClipRect(u->r, NULL);
    }
    campaign_board_overlay(u, c, view, m->viewer >= 0 ? m->viewer : CAMPAIGN_VIEW_PUBLIC);
}

void campaign_replay_map_describe(const campaign_replay_map *m, char *out, size_t size)
{
    const areamap_model *md = &m->c->model;
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < md->n_nodes && len < size; i++)
        len += (size_t)snprintf(out + len, size - len, "n%d:%d,%s;", i, md->nodes[i].seat, md->nodes[i].label);
    for (int i = 0; i < md->n_pieces && len < size; i++)
        len += (size_t)snprintf(out + len, size - len, "p%d@%d:%d/%d;", md->pieces[i].id, md->pieces[i].node,
                                md->pieces[i].count, md->pieces[i].flags);
    for (int i = 0; i < md->n_links && len < size; i++)
        len += (size_t)snprintf(out + len, size - len, "l%d-%d%s;", md->links[i].from, md->links[i].to,
                                md->links[i].arrow ? ">" : "");
}

SDL_Color campaign_replay_map_seat_colour(int seat) { return campaign_seat_colour(seat); }
