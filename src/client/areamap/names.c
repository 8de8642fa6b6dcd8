/*
 * The areas' names on the map (see names.h): each at the first place by its
 * token that covers nothing and stays clearly its own token's, else shortened,
 * else (names_far, names_kept) farther out with a leader line.
 */
#include "areamap/names.h"

#include <stdlib.h>

#include "areamap/label.h"
#include "areamap/view.h"
#include "shell/ui.h"


enum { NAME_NEAR, NAME_FAR, NAME_FORCED, NAME_OVER = 4 /* with NEAR or FAR */ };

/* Puts `text` as node i's name at the first free box of its ring: NAME_NEAR by the token
 * where the box stays its own token's (areamap_label_is_own), NAME_FAR farther out by a leader
 * line, with NAME_OVER there over a piece at worst, NAME_FORCED under it whatever it covers. */
static bool try_name(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int i, const char *text, int ox,
                     int oy, SDL_Rect view, int how)
{
    bool far = (how & 3) == NAME_FAR, over = how & NAME_OVER;
    const areamap_node *n = &m->nodes[i];
    int px = ui_text_px(ui_px(u, 11)); /* as drawn: never under the 12 px floor */
    float x, y, r = areamap_view_node_radius(c, n);
    areamap_camera_to_screen(c, n->x, n->y, &x, &y);
    int tw = ui_text_width(u, text, px, true) + 2, th = px * 5 / 4;
    SDL_Rect cand[] = {
        { (int)x - tw / 2, (int)(y + r) + 3, tw, th },
        { (int)x - tw / 2, (int)(y - r) - th - 3, tw, th },
        { (int)(x - r) - tw - 4, (int)y - th / 2, tw, th },
        { (int)x - tw / 2, (int)(y + r) + th + 6, tw, th },
        { (int)x - tw / 2, (int)(y - r) - 2 * th - 6, tw, th },
        { (int)(x + r) + 4, (int)y - th / 2, tw, th },
        { (int)(x - r * 0.4f) - tw, (int)(y + r) + 3, tw, th },
        { (int)(x + r * 0.4f), (int)(y + r) + 3, tw, th },
        { (int)(x - r * 0.4f) - tw, (int)(y - r) - th - 3, tw, th },
        { (int)(x + r * 0.4f), (int)(y - r) - th - 3, tw, th },
        { (int)x - tw / 4, (int)(y + r) + 3, tw, th },
        { (int)x - tw * 3 / 4, (int)(y + r) + 3, tw, th },
        { (int)x - tw / 4, (int)(y - r) - th - 3, tw, th },
        { (int)x - tw * 3 / 4, (int)(y - r) - th - 3, tw, th },
    };
    int nc = (int)(sizeof cand / sizeof cand[0]);
    /* far: rings of eight directions, the box's near edge at distance d, no
     * farther than AREAMAP_NAME_REACH (a name far off reads as nobody's) */
    static const float dir[][2] = { { 0, 1 }, { 0, -1 }, { -1, 0 }, { 1, 0 },
                                    { -0.71f, 0.71f }, { 0.71f, 0.71f }, { -0.71f, -0.71f }, { 0.71f, -0.71f } };
    int rings = 0;
    while (1.6f + 0.7f * (float)rings <= AREAMAP_NAME_REACH - 0.2f)
        rings++;
    for (int k = 0; k < (far ? 8 * rings : nc); k++) {
        SDL_Rect b = cand[k < nc ? k : 0];
        if (far) {
            float d = r + (float)th * (1.6f + 0.7f * (float)(k / 8)), dx = dir[k % 8][0], dy = dir[k % 8][1];
            float cx = x + dx * (d + (float)tw / 2 * (dx < 0 ? -dx : dx)), cy = y + dy * (d + (float)th / 2 * (dy < 0 ? -dy : dy));
            b = ui_rect((int)cx - tw / 2, (int)cy - th / 2, tw, th);
        }
        /* slid into the view at its edges (play-test 13) */
        int in = b.x + ox < view.x ? view.x - b.x - ox : b.x + ox + tw > view.x + view.w ? view.x + view.w - tw - b.x - ox : 0;
        b.x += tw <= view.w ? in : 0;
        SDL_Rect s = areamap_shifted(b, ox, oy);
        /* A name right under another reads as its second line (maps keeping names). */
        bool (*apart)(const SDL_Rect *, int, SDL_Rect, int) = over ? areamap_label_touching : areamap_label_stacked;
        bool stacked = (m->names_kept || m->names_far) && apart(pl->named, pl->n_named, s, th);
        /* Clearly its own token's (play-test 13); far, its leader line crossing no
         * other token (play-test 6: "Brockhurst" over Riverwatch's token). */
        bool own = areamap_label_is_own(c, m, i, b) && (!far || areamap_label_leader_clear(c, m, i, b));
        bool clear = over ? areamap_label_in(view, s) && areamap_label_off_tokens(c, m, b) : areamap_place_free(pl, s, view);
        if (how != NAME_FORCED && (!clear || !own || stacked))
            continue;
        if (u->draw) {
            if (far)
                areamap_label_leader(u->r, x + (float)ox, y + (float)oy, r, s);
            areamap_text_halo(u, s.x + 1, s.y, text, px, true, ui_rgb(244, 240, 226), UI_LEFT);
        }
        areamap_place_part(pl, s, true);
        if (pl->names)
            pl->names[i] = s;
        if (pl->named)
            pl->named[pl->n_named++] = s;
        return true;
    }
    return false;
}

/* Names, where they touch nothing and stay clearly their own token's (never
 * as near another token: the wrong place), the players' own areas first so
 * theirs are never the ones left out (play-test 13: the player's start
 * unnamed). A name finding no room goes shortened ("S. Expansion", "SE"); with
 * names_kept or names_far, or held, then a little farther out with a leader line; with
 * names_kept, then by its token over pieces but apart from every name, at last by its
 * token whatever it covers. Else it is left to the hover card. */
void areamap_names_place(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int ox, int oy, SDL_Rect view)
{
    int nn = m->n_nodes > 0 ? m->n_nodes : 1, *order = malloc((size_t)nn * sizeof *order), no = 0;
    pl->named = malloc((size_t)nn * sizeof *pl->named), pl->n_named = 0;
    if (!order || !pl->named) {
        free(order);
        free(pl->named);
        pl->named = NULL;
        return;
    }
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < m->n_nodes; i++)
            if ((m->nodes[i].seat >= 0) == (pass == 0))
                order[no++] = i;
    for (int o = 0; o < no; o++) {
        int i = order[o];
        const char *name = m->nodes[i].name;
        char shorter[2][sizeof m->nodes[i].name];
        const char *tries[3] = { name, areamap_label_short(name, 1, shorter[0], sizeof shorter[0]) ? shorter[0] : NULL,
                                 areamap_label_short(name, 2, shorter[1], sizeof shorter[1]) ? shorter[1] : NULL };
        bool done = !name[0];
        bool more = m->names_kept || m->names_far || m->nodes[i].seat >= 0; /* a held area's name farther out */
        /* every spelling by the token before any farther out (play-tests 8 and 9) */
        for (int k = 0; k < (more ? 6 : 3) && !done; k++)
            done = tries[k % 3] && try_name(u, c, m, pl, i, tries[k % 3], ox, oy, view, k < 3 ? NAME_NEAR : NAME_FAR);
        for (int k = 0; k < 6 && !done && m->names_kept; k++) /* apart from every name (play-test 14) */
            done = tries[k % 3] && try_name(u, c, m, pl, i, tries[k % 3], ox, oy, view, (k < 3 ? NAME_NEAR : NAME_FAR) | NAME_OVER);
        if (!done && m->names_kept)
            try_name(u, c, m, pl, i, name, ox, oy, view, NAME_FORCED);
    }
    free(order);
    free(pl->named);
    pl->named = NULL;
}
