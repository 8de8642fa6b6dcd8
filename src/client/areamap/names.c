/*
 * The areas' names on the map (see names.h): each at the first place by its
 * token that covers nothing and stays clearly its own token's, else shortened,
 * else (names_far, names_kept) farther out with a leader line.
 */
#include "areamap/names.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/label.h"
#include "areamap/view.h"
#include "shell/ui.h"

enum {
    NAME_NEAR, NAME_FAR, NAME_FORCED,
    NAME_OVER = 4,   /* with NEAR or FAR: over a piece at worst */
    NAME_VERTEX = 8, /* a vertex map's rule (names_fixed): off to a side or above only with nothing near there */
    NAME_TIGHT = 16  /* hung under the token on a plate, two pixels from it (areamap_label_is_own_vertex) */
};

/* How far box b is from every token but node i's: the nearest's rim. */
static float other_gap(const areamap_camera *c, const areamap_model *m, int i, SDL_Rect b)
{
    float best = 1e9f;
    for (int k = 0; k < m->n_nodes; k++)
        if (k != i) {
            float g = areamap_label_gap(c, m, k, b);
            best = g < best ? g : best;
        }
    return best;
}

/* Draws `text` as node i's name at s (output frame) and keeps it as placed. */
static void put_name(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int i, const char *text,
                     SDL_Rect s, bool far, bool hung, int ox, int oy)
{
    if (u->draw) {
        const areamap_node *n = &m->nodes[i];
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        if (far)
            areamap_label_leader(u->r, x + (float)ox, y + (float)oy, r, s);
        if (hung) { /* a plate joined to its token's rim (areamap_label_is_own_vertex) */
            int jx = (int)(x + (float)ox), jy = (int)(y + (float)oy + r);
            ui_fill(u, ui_rect(jx - 2, jy - 2, 4, s.y - jy + 3), ui_rgba(12, 14, 20, 235));
            ui_fill(u, s, ui_rgba(12, 14, 20, 215));
            ui_frame(u, s, ui_rgba(244, 240, 226, 150), 1);
        }
        areamap_text_halo(u, s.x + 1, s.y, text, ui_text_px(ui_px(u, 11)), true, ui_rgb(244, 240, 226), UI_LEFT);
    }
    areamap_place_part(pl, s, true);
    if (pl->names)
        pl->names[i] = s;
    if (pl->named)
        pl->named[pl->n_named++] = s;
}

/* Puts `text` as node i's name at the first free box of its ring: NAME_NEAR by the token
 * where the box stays its own token's (areamap_label_is_own), NAME_FAR farther out by a leader
 * line, with NAME_OVER there over a piece at worst, NAME_FORCED under it whatever it covers.
 * With `found`, only says where (output frame): nothing drawn nor placed. */
static bool try_name(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int i, const char *text, int ox,
                     int oy, SDL_Rect view, int how, SDL_Rect *found)
{
    bool far = (how & 3) == NAME_FAR, over = how & NAME_OVER;
    const areamap_node *n = &m->nodes[i];
    int px = ui_text_px(ui_px(u, 11)); /* as drawn: never under the 12 px floor */
    float x, y, r = areamap_view_node_radius(c, n);
    areamap_camera_to_screen(c, n->x, n->y, &x, &y);
    int tw = ui_text_width(u, text, px, true) + 2, th = px * 5 / 4, g = how & NAME_TIGHT ? 2 : 3;
    SDL_Rect cand[] = {
        { (int)x - tw / 2, (int)(y + r) + g, tw, th },
        { (int)x - tw / 2, (int)(y - r) - th - 3, tw, th },
        { (int)(x - r) - tw - 4, (int)y - th / 2, tw, th },
        { (int)x - tw / 2, (int)(y + r) + th + 6, tw, th },
        { (int)x - tw / 2, (int)(y - r) - 2 * th - 6, tw, th },
        { (int)(x + r) + 4, (int)y - th / 2, tw, th },
        { (int)(x - r * 0.4f) - tw, (int)(y + r) + g, tw, th },
        { (int)(x + r * 0.4f), (int)(y + r) + g, tw, th },
        { (int)(x - r * 0.4f) - tw, (int)(y - r) - th - 3, tw, th },
        { (int)(x + r * 0.4f), (int)(y - r) - th - 3, tw, th },
        { (int)x - tw / 4, (int)(y + r) + g, tw, th },
        { (int)x - tw * 3 / 4, (int)(y + r) + g, tw, th },
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
        bool own = (how & NAME_VERTEX ? areamap_label_is_own_vertex : areamap_label_is_own)(c, m, i, b) && (!far || areamap_label_leader_clear(c, m, i, b));
        bool clear = over ? areamap_label_in(view, s) && areamap_label_off_tokens(c, m, b) : areamap_place_free(pl, s, view);
        /* A vertex's name stands under its token, the side a reader looks
         * from; off to a side or above it only where no other token is within
         * two lines (play-test 16: "Brillfield" over its token, "Coldgate"
         * under the next, read as the wrong vertices' names). */
        if ((how & NAME_VERTEX) && b.y < (int)(y + r) && other_gap(c, m, i, b) < (float)(2 * th))
            continue;
        if (how != NAME_FORCED && (!clear || !own || stacked))
            continue;
        if (found)
            *found = s;
        else
            put_name(u, c, m, pl, i, text, s, far, false, ox, oy);
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
            done = tries[k % 3] && try_name(u, c, m, pl, i, tries[k % 3], ox, oy, view, k < 3 ? NAME_NEAR : NAME_FAR, NULL);
        for (int k = 0; k < 6 && !done && m->names_kept; k++) /* apart from every name (play-test 14) */
            done = tries[k % 3] && try_name(u, c, m, pl, i, tries[k % 3], ox, oy, view, (k < 3 ? NAME_NEAR : NAME_FAR) | NAME_OVER, NULL);
        if (!done && m->names_kept)
            try_name(u, c, m, pl, i, name, ox, oy, view, NAME_FORCED, NULL);
    }
    free(order);
    free(pl->named);
    pl->named = NULL;
}

/* Whether boxes a and b overlap. */
static bool meets(SDL_Rect a, SDL_Rect b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

/* A name's box with room either side, so two names side by side never read
 * as one (three pixels apart at least). */
static SDL_Rect apart(SDL_Rect b) { return ui_rect(b.x - 3, b.y, b.w + 6, b.h); }

/* Node i's name tried by its token against what `fx` holds: whole, then
 * shorter, three pixels under the token, then one. Its spelling in `pick`. */
static bool fixed_try(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *fx, int i, int ox, int oy,
                      SDL_Rect view, SDL_Rect *box, int8_t *pick)
{
    const char *name = m->nodes[i].name;
    char shorter[2][sizeof m->nodes[i].name];
    const char *tries[3] = { name, areamap_label_short(name, 1, shorter[0], sizeof shorter[0]) ? shorter[0] : NULL,
                             areamap_label_short(name, 2, shorter[1], sizeof shorter[1]) ? shorter[1] : NULL };
    for (int k = 0; k < 6 && name[0]; k++)
        if (tries[k % 3] &&
            try_name(u, c, m, fx, i, tries[k % 3], ox, oy, view, NAME_NEAR | NAME_VERTEX | (k < 3 ? 0 : NAME_TIGHT), box)) {
            *pick = (int8_t)k;
            return true;
        }
    return false;
}

void areamap_names_place_fixed(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int ox, int oy,
                               SDL_Rect view)
{
    int n = m->n_nodes;
    if (n <= 0)
        return;
    int cap = 3 * n + 4, base = 0;
    SDL_Rect *taken = malloc((size_t)cap * sizeof *taken), *box = calloc((size_t)n, sizeof *box);
    int8_t *pick = malloc((size_t)n);
    if (!taken || !box || !pick) {
        free(taken);
        free(box);
        free(pick);
        return;
    }
    /* What does not change from turn to turn: every token, and across it room
     * for its widest figure ("(00)" on a plate with its symbol). */
    for (int i = 0; i < n; i++) {
        const areamap_node *nd = &m->nodes[i];
        float x, y, r = areamap_view_node_radius(c, nd);
        areamap_camera_to_screen(c, nd->x, nd->y, &x, &y);
        int fpx = (int)(r * 0.95f);
        fpx = fpx < 9 ? 9 : fpx > 18 ? 18 : fpx;
        int fw = ui_text_width(u, "(00)", fpx, true) + 6 + (int)(r * 0.95f);
        fw = fw > (int)(2 * r) ? fw : (int)(2 * r);
        taken[base++] = areamap_shifted(ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r)), ox, oy);
        taken[base++] = areamap_shifted(ui_rect((int)x - fw / 2, (int)(y - (float)fpx * 0.62f), fw, fpx * 5 / 4), ox, oy);
        pick[i] = -1;
    }
    areamap_placer fx;
    memset(&fx, 0, sizeof fx);
    fx.taken = taken;
    fx.cap = cap;
    fx.n = base;
    /* 1. every vertex in the map's order: the same places whoever holds what */
    ui quiet = *u;
    quiet.draw = false;
    for (int i = 0; i < n; i++)
        if (fixed_try(&quiet, c, m, &fx, i, ox, oy, view, &box[i], &pick[i]))
            areamap_place(&fx, apart(box[i]), false);
    /* 2. a held vertex left out takes its place from the neutral names in its
     * way (they are left off, none moves): the players' own names first */
    for (int i = 0; i < n; i++) {
        if (pick[i] >= 0 || m->nodes[i].seat < 0)
            continue;
        fx.n = base;
        for (int j = 0; j < n; j++)
            if (pick[j] >= 0 && m->nodes[j].seat >= 0)
                areamap_place(&fx, apart(box[j]), false);
        if (!fixed_try(&quiet, c, m, &fx, i, ox, oy, view, &box[i], &pick[i]))
            continue;
        for (int j = 0; j < n; j++)
            if (j != i && pick[j] >= 0 && m->nodes[j].seat < 0 && meets(apart(box[j]), box[i]))
                pick[j] = -1;
    }
    for (int i = 0; i < n; i++) {
        if (pick[i] < 0)
            continue;
        char shorter[sizeof m->nodes[i].name];
        const char *text = m->nodes[i].name;
        if (pick[i] % 3 > 0 && areamap_label_short(text, pick[i] % 3, shorter, sizeof shorter))
            text = shorter;
        put_name(u, c, m, pl, i, text, box[i], false, pick[i] >= 3 && !areamap_label_is_own(c, m, i, areamap_shifted(box[i], -ox, -oy)), ox, oy);
    }
    free(taken);
    free(box);
    free(pick);
}
