/*
 * One frame of the area map (see draw.h): the links first (links.c), then the
 * tokens, copies of a sprite drawn once per look.
 * Text and pieces are placed last: token figures on their tokens; each piece
 * in a slot beside its token whose middle is on its own area (as a click there
 * finds it) and that covers nothing; then each name at the first place around
 * its token that touches nothing and is nearer its own token than any other
 * (else it is left to the hover card); then the pieces that found no slot, at
 * the nearest free place on their area (else over their token).
 */
#include "areamap/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/art.h"
#include "areamap/board.h"
#include "areamap/label.h"
#include "areamap/links.h"
#include "areamap/names.h"
#include "areamap/placer.h"
#include "areamap/piece.h"
#include "shell/ui.h"

/* A seat's emblem, so colour is never the only sign of the owner: the game's
 * own drawing when it gives one, else the shell's (a white shape on a dark disc). */
static void seat_emblem(ui *u, const areamap_model *m, int seat, SDL_Rect box)
{
    if (m->emblem) {
        m->emblem(u, seat, box);
        return;
    }
    float cx = box.x + box.w / 2.0f, cy = box.y + box.h / 2.0f, r = box.w < box.h ? box.w / 2.0f : box.h / 2.0f;
    draw_disc(u->r, cx, cy, r, ui_rgba(12, 14, 20, 220));
    ui_emblem(u->r, seat, cx, cy, r * 0.7f, ui_rgb(246, 246, 250));
}

/* The width of a node's figure when it is drawn as a plate wider than its
 * token (a Campaign capital's "100"), else 0; `px` its text size. */
static int plate_text_width(ui *u, const areamap_node *n, float r, int *px)
{
    int fpx = (int)(r * 0.95f);
    fpx = fpx < 9 ? 9 : fpx > 18 ? 18 : fpx;
    if (px)
        *px = fpx;
    if (!n->label[0])
        return 0;
    int tw = ui_text_width(u, n->label, fpx, true);
    return tw > 2 * r - 4 ? tw : 0;
}

/* The parts of a token, drawn directly (into its sprite, or when sprites fail):
 * the domination ring, the outline, the fill, the pattern and the symbol (left
 * out when `symbol` is false: a plate would cover it, place_marks places it). */
static void draw_node_parts(ui *u, areamap_cache *cache, const areamap_node *n, float x, float y, float r, bool symbol)
{
    if (n->marks & AREAMAP_MARK_DOMINATION)
        areamap_disc(u, x, y, r + 5.0f, ui_rgb(236, 200, 90));
    areamap_disc(u, x, y, r + (n->highlight ? 3.5f : 1.5f), n->highlight ? n->outline : ui_rgba(10, 12, 18, 235));
    areamap_disc(u, x, y, r, n->fill);
    SDL_Color dark = { (Uint8)(n->fill.r / 2), (Uint8)(n->fill.g / 2), (Uint8)(n->fill.b / 2), 255 };
    switch (n->pattern) {
    case AREAMAP_PATTERN_RING:
        areamap_disc(u, x, y, r * 0.86f, dark);
        areamap_disc(u, x, y, r * 0.74f, n->fill);
        break;
    case AREAMAP_PATTERN_DOT:
        areamap_disc(u, x, y - r * 0.72f, r * 0.16f, dark);
        break;
    case AREAMAP_PATTERN_STRIPES: {
        SDL_Rect bar = { (int)(x - r * 0.5f), (int)(y + r * 0.62f), (int)(r * 1.0f), (int)(r * 0.16f) + 1 };
        SDL_SetRenderDrawColor(u->r, dark.r, dark.g, dark.b, 255);
        SDL_RenderFillRect(u->r, &bar);
        break;
    }
    default: break;
    }
    if (n->icon && symbol) {
        int is = (int)(r * 0.95f);
        areamap_art_icon(u, cache, n->icon, ui_rect((int)(x + r * 0.45f), (int)(y + r * 0.3f), is, is));
    }
}

static uint64_t colour_bits(SDL_Color c) { return (uint64_t)c.r << 24 | (uint64_t)c.g << 16 | (uint64_t)c.b << 8 | c.a; }

static void draw_node(ui *u, areamap_cache *cache, const areamap_node *n, float x, float y, float r)
{
    int ri = (int)(r + 0.5f);
    bool symbol = plate_text_width(u, n, r, NULL) == 0;
    if (!cache || ri > 120) {
        draw_node_parts(u, cache, n, x, y, r, symbol);
        return;
    }
    uint64_t key = colour_bits(n->fill) << 32 ^ (n->highlight ? colour_bits(n->outline) << 8 : 0) ^
                   (uint64_t)n->pattern << 60 ^ (uint64_t)ri << 1 ^ (n->highlight ? 1u : 0u) ^
                   (uint64_t)(n->marks & AREAMAP_MARK_DOMINATION) << 58 ^ (uint64_t)(symbol ? n->icon : 0) << 52;
    cache->clock++;
    areamap_sprite *slot = &cache->sprites[0];
    for (int i = 0; i < AREAMAP_SPRITES; i++) {
        areamap_sprite *sp = &cache->sprites[i];
        if (sp->texture && sp->key == key) {
            slot = sp;
            goto copy;
        }
        if (!sp->texture || sp->used < slot->used)
            slot = sp;
    }
    {
        int size = 3 * ri + 12; /* room for the domination ring and the symbol */
        if (slot->texture)
            SDL_DestroyTexture(slot->texture);
        slot->texture = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, size, size);
        if (!slot->texture) {
            draw_node_parts(u, cache, n, x, y, r, symbol);
            return;
        }
        SDL_SetTextureBlendMode(slot->texture, SDL_BLENDMODE_BLEND);
        SDL_Texture *old = SDL_GetRenderTarget(u->r);
        SDL_SetRenderTarget(u->r, slot->texture);
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(u->r, 0, 0, 0, 0);
        SDL_RenderClear(u->r);
        draw_node_parts(u, cache, n, (float)size / 2, (float)size / 2, (float)ri, symbol);
        SDL_SetRenderTarget(u->r, old);
        slot->key = key;
    }
copy:
    slot->used = cache->clock;
    int w, h;
    SDL_QueryTexture(slot->texture, NULL, NULL, &w, &h);
    SDL_Rect d = { (int)(x + 0.5f) - w / 2, (int)(y + 0.5f) - h / 2, w, h };
    SDL_RenderCopy(u->r, slot->texture, NULL, &d);
}

/* ---- text and pieces, placed ---- */

/* Where text and pieces are placed: a camera whose viewport starts at 0, 0, the
 * whole-pixel shift from its frame to the output, and the room text may take,
 * in output coordinates (the viewport; on the map's plane, the whole plane). */
typedef struct text_frame {
    areamap_camera local;
    int ox, oy;
    SDL_Rect room;
} text_frame;

static int piece_size(const ui *u, float r)
{
    int s = (int)(r * 1.35f);
    int lo = ui_px(u, 18), hi = ui_px(u, 26);
    return s < lo ? lo : s > hi ? hi : s;
}

/* A node's piece slots: rows of three to the right of its token (slots 0 to
 * PIECE_SLOTS / 2 - 1), then the same to its left. */
enum { PIECE_SLOTS = 24 };

static SDL_Rect piece_rect(ui *u, const areamap_piece *pc, float x, float y, float r, float half_w, int k)
{
    int ps = piece_size(u, r), gap = ui_px(u, 3), room = areamap_piece_room(u, pc, ps); /* its count or flag */
    bool left = k >= PIECE_SLOTS / 2;
    k %= PIECE_SLOTS / 2;
    int col = k % 3, row = k / 3, step = ps + gap + room;
    int px = left ? (int)(x - half_w) - gap - ps - room - col * step : (int)(x + half_w) + gap + col * step;
    return ui_rect(px, (int)(y - r) + row * (ps + gap), ps, ps);
}

/* A piece drawn at `box` (piece.c), its figure placed as text. */
static void draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box, areamap_placer *pl)
{
    SDL_Rect text = areamap_piece_draw(u, cache, pc, box);
    if (text.w > 0)
        areamap_place(pl, text, true);
}

/* The node a point of the map belongs to, as a click there finds it: its token,
 * else its region (else, with no board, the nearest token). `c` and the point
 * in the same frame. */
static int node_under(const areamap_camera *c, const areamap_model *m, float sx, float sy)
{
    int hit = areamap_view_hit(c, m, (int)sx, (int)sy);
    if (hit >= 0 || (m->board && !m->no_board))
        return hit;
    float best = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        float x, y;
        areamap_camera_to_screen(c, m->nodes[i].x, m->nodes[i].y, &x, &y);
        float d = (x - sx) * (x - sx) + (y - sy) * (y - sy);
        if (hit < 0 || d < best) {
            hit = i;
            best = d;
        }
    }
    return hit;
}

/* Places (and draws) piece i in one of its node's slots; with `anywhere`, else
 * in the nearest free place on its area, else over its token. False when it
 * waits for `anywhere` (after the names). */
static bool place_piece(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache, areamap_placer *pl, int i,
                        Uint32 *seen, uint8_t *stacked, int ox, int oy, SDL_Rect view, bool anywhere)
{
    const areamap_piece *pc = &m->pieces[i];
    if (pc->node < 0 || pc->node >= m->n_nodes)
        return true;
    const areamap_node *n = &m->nodes[pc->node];
    float x, y, r = areamap_view_node_radius(c, n);
    areamap_camera_to_screen(c, n->x, n->y, &x, &y);
    /* The first column stands clear of the token's figure too, when it is a
     * plate wider than the token (as place_text draws it): else the plate
     * took the first slot and the piece went a column out, to the area's
     * edge, as if between two places (a Campaign capital's "+100"). */
    float half_w = r;
    int ptw = plate_text_width(u, n, r, NULL);
    if (ptw && n->icon)
        ptw += (int)(r * 0.95f) + 1;
    if (ptw && (float)(ptw / 2 + 4) > half_w)
        half_w = (float)(ptw / 2 + 4);
    int slot = -1;
    for (int k = 0; k < PIECE_SLOTS && slot < 0; k++) {
        if (seen[pc->node] >> k & 1u)
            continue;
        SDL_Rect b = piece_rect(u, pc, x, y, r, half_w, k);
        if (node_under(c, m, (float)b.x + (float)b.w / 2, (float)b.y + (float)b.h / 2) != pc->node)
            continue;
        if (areamap_place_free_but(pl, areamap_piece_footprint(u, pc, areamap_shifted(b, ox, oy)), view, (pc->flags & AREAMAP_PIECE_BANNER) ? pc->node : -1, false))
            slot = k;
    }
    if (slot < 0 && !anywhere)
        return false;
    SDL_Rect box = { 0, 0, 0, 0 };
    if (slot >= 0) {
        seen[pc->node] |= 1u << slot;
        box = piece_rect(u, pc, x, y, r, half_w, slot);
    }
    /* else the nearest free place on the area, in rings around the token */
    int ps = piece_size(u, r), step = ps / 2 > 4 ? ps / 2 : 4;
    for (int ring = 1; slot < 0 && ring <= 8; ring++)
        for (int j = -ring; j <= ring && slot < 0; j++)
            for (int i2 = -ring; i2 <= ring && slot < 0; i2++) {
                if (abs(i2) != ring && abs(j) != ring)
                    continue;
                float cx = x + (float)(i2 * step), cy = y + (float)(j * step);
                if (node_under(c, m, cx, cy) != pc->node)
                    continue;
                SDL_Rect b = ui_rect((int)cx - ps / 2, (int)cy - ps / 2, ps, ps);
                if (areamap_place_free(pl, areamap_piece_footprint(u, pc, areamap_shifted(b, ox, oy)), view)) {
                    box = ui_rect(b.x, b.y, ps, ps);
                    slot = PIECE_SLOTS;
                }
            }
    if (slot < 0) {
        /* no room on the area at this zoom: over the token, fanned a little */
        int j = stacked[pc->node]++ % 4;
        float d = r * 0.45f;
        float fx = x + (j == 1 ? d : j == 2 ? -d : 0), fy = y + (j == 3 ? d : j == 0 ? -d * 0.5f : 0);
        box = ui_rect((int)fx - ps / 2, (int)fy - ps / 2, ps, ps);
    }
    box = areamap_shifted(box, ox, oy);
    if (pl->pieces)
        pl->pieces[i] = box;
    areamap_place_part(pl, areamap_piece_footprint(u, pc, box), false);
    draw_piece(u, cache, pc, box, pl);
    if (pc->seat >= 0 && u->draw)
        seat_emblem(u, m, pc->seat, areamap_piece_emblem_rect(box));
    return true;
}

/* One mark of a token (a box of side s): at `pref` when that covers nothing
 * but its own token, else at the first place round the token that does, else
 * at `pref` all the same (no room at this zoom). */
static SDL_Rect mark_box(const areamap_placer *pl, SDL_Rect view, float x, float y, float r, int s, SDL_Rect pref, int node)
{
    if (areamap_place_free_but(pl, pref, view, node, true))
        return pref;
    static const float dir[][2] = { { -0.71f, -0.71f }, { 0.71f, -0.71f }, { -0.71f, 0.71f }, { 0.71f, 0.71f },
                                    { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
    for (int ring = 0; ring < 3; ring++) {
        float d = r + (float)s * (0.35f + 0.5f * (float)ring);
        for (int k = 0; k < 8; k++) {
            SDL_Rect b = ui_rect((int)(x + dir[k][0] * d) - s / 2, (int)(y + dir[k][1] * d) - s / 2, s, s);
            if (areamap_place_free_but(pl, b, view, node, true))
                return b;
        }
    }
    return pref;
}

/* A token's marks, each where it covers no other part (its own token aside):
 * the seat emblem (top left), the domination star (top left, outside the
 * emblem) and the start flag (bottom left); over a plate drawn across the
 * token, the emblem and the star above its ends, the flag at its left. */
static void place_marks(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache, areamap_placer *pl, int i,
                        SDL_Rect plate, int ox, int oy, SDL_Rect view)
{
    const areamap_node *n = &m->nodes[i];
    float x, y, r = areamap_view_node_radius(c, n);
    areamap_camera_to_screen(c, n->x, n->y, &x, &y);
    x += (float)ox;
    y += (float)oy;
    SDL_Rect tok = pl->taken[pl->tok_at[i]];
    if (n->seat >= 0) { /* the shell's seat emblem, at the token's top left */
        int e = tok.w / 2;
        SDL_Rect pref = plate.w > 0 ? ui_rect(plate.x, plate.y - e, e, e) : ui_rect(tok.x - tok.w / 5, tok.y - tok.h / 5, e, e);
        SDL_Rect b = mark_box(pl, view, x, y, r, e, pref, i);
        b.h = b.w = tok.w / 2;
        if (u->draw)
            seat_emblem(u, m, n->seat, b);
        areamap_place_part(pl, b, false);
    }
    if (n->marks & AREAMAP_MARK_DOMINATION) {
        int is = (int)(r * 0.95f);
        SDL_Rect pref = plate.w > 0 ? ui_rect(plate.x + plate.w - is, plate.y - is, is, is)
                                    : ui_rect((int)(x - r * 1.4f), (int)(y - r * 1.4f), is, is);
        SDL_Rect b = mark_box(pl, view, x, y, r, is, pref, i);
        if (u->draw)
            areamap_art_icon(u, cache, AREAMAP_ICON_DOMINATION, b);
        areamap_place_part(pl, b, false);
    }
    if (n->marks & AREAMAP_MARK_START) {
        int is = (int)(r * 1.05f);
        SDL_Rect pref = plate.w > 0 ? ui_rect(plate.x - is, (int)y - is / 2, is, is)
                                    : ui_rect((int)(x - r * 1.5f), (int)(y + r * 0.1f), is, is);
        SDL_Rect b = mark_box(pl, view, x, y, r, is, pref, i);
        if (u->draw)
            areamap_art_icon(u, cache, AREAMAP_ICON_START, b);
        areamap_place_part(pl, b, false);
    }
}

static SDL_Rect link_label_box(ui *u, const areamap_camera *c, const areamap_model *m, const areamap_link *l);

/* Token figures, pieces and names; draws when u->draw and fills p->out.
 * Everything is placed in the frame's own camera (its viewport at 0, 0) and
 * moved by the frame's shift in whole pixels, so the cached layer and the hit
 * tests (at the viewport's place on screen) choose the very same places
 * whatever the window's size, and, on the map's plane, wherever it is panned. */
static void place_text(ui *u, const text_frame *tf, const areamap_model *m, areamap_cache *cache, areamap_placer *pl)
{
    SDL_Rect view = tf->room;
    int ox = tf->ox, oy = tf->oy;
    const areamap_camera *c = &tf->local;
    /* 0. the links' labels (drawn on top, last): nothing else goes under them,
     * nor a caller's tag (areamap_view_label_boxes lists them) */
    for (int i = 0; i < m->n_links; i++)
        if (m->links[i].label[0] && m->links[i].from >= 0 && m->links[i].to >= 0 && m->links[i].from < m->n_nodes &&
            m->links[i].to < m->n_nodes)
            areamap_place(pl, areamap_shifted(link_label_box(u, c, m, &m->links[i]), ox, oy), true);
    /* 0b. a vertex map's names, from the map and the view alone, before any
     * part that changes from turn to turn (play-test 16: names swapped places) */
    if (m->points_only)
        areamap_names_place_fixed(u, c, m, pl, ox, oy, view);
    /* 1. the tokens themselves and their figures; then their marks */
    size_t nn = (size_t)(m->n_nodes > 0 ? m->n_nodes : 1);
    int *tok_at = malloc(nn * sizeof *tok_at), *fig_at = malloc(nn * sizeof *fig_at);
    SDL_Rect *plates = malloc(nn * sizeof *plates);
    if (!tok_at || !fig_at || !plates) {
        free(tok_at);
        free(fig_at);
        free(plates);
        return;
    }
    pl->tok_at = tok_at;
    pl->fig_at = fig_at;
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        SDL_Rect tok = areamap_shifted(ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r)), ox, oy);
        tok_at[i] = fig_at[i] = -1;
        plates[i] = ui_rect(0, 0, 0, 0);
        if (tok.x + tok.w < view.x || tok.y + tok.h < view.y || tok.x > view.x + view.w || tok.y > view.y + view.h)
            continue;
        tok_at[i] = pl->n;
        areamap_place(pl, tok, false);
        if (n->label[0]) {
            int px;
            bool light = n->fill.r * 3 + n->fill.g * 6 + n->fill.b > 1400;
            bool plate = plate_text_width(u, n, r, &px) > 0;
            int tw = ui_text_width(u, n->label, px, true);
            SDL_Rect tb = areamap_shifted(ui_rect((int)x - tw / 2, (int)(y - (float)px * 0.62f), tw, px * 5 / 4), ox, oy);
            int tx = (int)x + ox, is = n->icon ? (int)(r * 0.95f) : 0;
            if (plate) {
                /* a longer figure: a plate across the token, its symbol at its
                 * right end (the plate would cover it on the token) */
                tb.x -= 3 + is / 2;
                tb.w += 6 + is;
                tx -= is / 2;
                if (u->draw) {
                    ui_fill(u, tb, ui_rgba(n->fill.r, n->fill.g, n->fill.b, 240));
                    ui_frame(u, tb, ui_rgb(12, 14, 20), 1);
                    if (is)
                        areamap_art_icon(u, cache, (areamap_icon)n->icon, ui_rect(tb.x + tb.w - is - 2, tb.y + (tb.h - is) / 2, is, is));
                }
            }
            if (u->draw)
                ui_text(u, tx, tb.y, n->label, px, true, light ? ui_rgb(20, 20, 26) : ui_rgb(250, 250, 252), UI_CENTER);
            if (plate) { /* a plate out over the token's edge: a part of its own */
                plates[i] = tb;
                areamap_place_part(pl, tb, true);
            } else {
                fig_at[i] = pl->n;
                areamap_place(pl, tb, true);
            }
        }
    }
    for (int i = 0; i < m->n_nodes; i++)
        if (tok_at[i] >= 0)
            place_marks(u, c, m, cache, pl, i, plates[i], ox, oy, view);
    free(plates);
    /* 1b. the badges: a small tag at the token's top right (the seat emblem has
     * the top left, the symbol the bottom right), else the first place round
     * the token that covers no token nor figure; placed before the names */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        if (!n->badge[0])
            continue;
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        int bpx = ui_px(u, 11), bw = ui_text_width(u, n->badge, bpx, true) + ui_px(u, 6);
        int bh = ui_text_px(bpx) + ui_px(u, 3);
        SDL_Rect cand[] = {
            { (int)(x + r * 0.5f), (int)(y - r) - ui_px(u, 4), bw, bh },
            { (int)(x + r) + 2, (int)y - bh / 2, bw, bh },
            { (int)(x + r * 0.5f), (int)(y + r * 0.6f), bw, bh },
            { (int)(x - r * 0.5f) - bw, (int)(y - r) - ui_px(u, 4), bw, bh },
            { (int)(x - r) - bw - 2, (int)y - bh / 2, bw, bh },
            { (int)x - bw / 2, (int)(y - r) - bh - 2, bw, bh },
            { (int)x - bw / 2, (int)(y + r) + 2, bw, bh },
        };
        for (int k = 0; k < (int)(sizeof cand / sizeof cand[0]); k++) {
            SDL_Rect tag = areamap_shifted(cand[k], ox, oy);
            if (!areamap_place_free(pl, tag, view))
                continue;
            if (u->draw) {
                ui_fill(u, tag, ui_rgba(16, 19, 28, 225));
                ui_text(u, tag.x + bw / 2, tag.y + ui_px(u, 1), n->badge, bpx, true, ui_rgb(170, 255, 190), UI_CENTER);
            }
            areamap_place_part(pl, tag, true);
            break;
        }
    }
    /* 2. the pieces, beside their token and always on their own area (the area
     * under a piece's middle is its node's, so a click there finds it): the
     * first slot on the area that covers nothing placed yet (a neighbour's
     * token or figure), else (after the names) the nearest free place on the
     * area, else over the token itself */
    Uint32 *seen = calloc((size_t)(m->n_nodes > 0 ? m->n_nodes : 1), sizeof *seen);
    uint8_t *stacked = calloc((size_t)(m->n_nodes > 0 ? m->n_nodes : 1), 1);
    uint8_t *waits = calloc((size_t)(m->n_pieces > 0 ? m->n_pieces : 1), 1);
    for (int i = 0; seen && stacked && waits && i < m->n_pieces; i++)
        waits[i] = !place_piece(u, c, m, cache, pl, i, seen, stacked, ox, oy, view, false);
    /* 3. the names; then the pieces that found no slot, wherever their area has room */
    if (!m->points_only)
        areamap_names_place(u, c, m, pl, ox, oy, view);
    for (int i = 0; seen && stacked && waits && i < m->n_pieces; i++)
        if (waits[i])
            place_piece(u, c, m, cache, pl, i, seen, stacked, ox, oy, view, true);
    free(waits);
    free(seen);
    free(stacked);
    pl->tok_at = pl->fig_at = NULL;
    free(tok_at);
    free(fig_at);
}

/* Where a link's label (an order's units) is drawn: at the middle of the link. */
static SDL_Rect link_label_box(ui *u, const areamap_camera *c, const areamap_model *m, const areamap_link *l)
{
    float mx, my;
    areamap_view_link_middle(c, m, l, &mx, &my);
    int w = ui_text_width(u, l->label, 14, true) + 10 + 14;
    return ui_rect((int)mx - w / 2, (int)my - 10, w, 20);
}

/* Orders' labels: the units symbol and the count, on top. */
static void draw_link_labels(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (!l->label[0])
            continue;
        int px = 14, is = 14;
        SDL_Rect box = link_label_box(u, c, m, l);
        int my = box.y + 10;
        ui_fill(u, box, ui_rgba(12, 14, 20, 220));
        ui_frame(u, box, l->color, 1);
        areamap_art_icon(u, cache, AREAMAP_ICON_UNITS, ui_rect(box.x + 3, box.y + 3, is, is));
        ui_text(u, box.x + 5 + is, my - 9, l->label, px, true, ui_rgb(250, 250, 250), UI_LEFT);
    }
}

areamap_plane areamap_draw_plane(const areamap_camera *c)
{
    areamap_plane p;
    memset(&p, 0, sizeof p);
    p.cam = *c;
    p.cam.viewport.x = 0;
    p.cam.viewport.y = 0;
    p.w = c->viewport.w;
    p.h = c->viewport.h;
    float k = areamap_camera_scale(c);
    float mw = (c->max_x - c->min_x) * k, mh = (c->max_y - c->min_y) * k;
    bool across = mw > (float)c->viewport.w, down = mh > (float)c->viewport.h;
    if (!(across || down) || !isfinite(mw) || !isfinite(mh) || mw > 1e6f || mh > 1e6f)
        return p;
    p.on = true;
    /* The camera panned to the map's top left: the plane's origin is the map's
     * corner along each axis it overflows (the clamp keeps a centred axis). */
    p.cam.centre_x = c->min_x - (c->max_x - c->min_x) - 1;
    p.cam.centre_y = c->min_y - (c->max_y - c->min_y) - 1;
    areamap_camera_clamp(&p.cam);
    if (across)
        p.w = (int)ceilf(mw);
    if (down)
        p.h = (int)ceilf(mh);
    float wx, wy, fx, fy;
    areamap_camera_to_world(c, (float)c->viewport.x, (float)c->viewport.y, &wx, &wy);
    areamap_camera_to_screen(&p.cam, wx, wy, &fx, &fy);
    p.x = (int)lroundf(fx);
    p.y = (int)lroundf(fy);
    p.x = p.x < 0 ? 0 : p.x > p.w - c->viewport.w ? p.w - c->viewport.w : p.x;
    p.y = p.y < 0 ? 0 : p.y > p.h - c->viewport.h ? p.h - c->viewport.h : p.y;
    return p;
}

/* How a camera draws: directly (the map fits the view), or on the map's plane
 * shifted to the viewport in whole pixels; `s` is the camera drawn with. */
static text_frame frame_of(const areamap_camera *c, areamap_camera *s)
{
    text_frame tf;
    areamap_plane p = areamap_draw_plane(c);
    *s = *c;
    if (!p.on) {
        tf.local = p.cam;
        tf.ox = c->viewport.x;
        tf.oy = c->viewport.y;
        tf.room = c->viewport;
        return tf;
    }
    s->viewport.x = c->viewport.x - p.x;
    s->viewport.y = c->viewport.y - p.y;
    s->centre_x = p.cam.centre_x;
    s->centre_y = p.cam.centre_y;
    tf.local = p.cam;
    tf.ox = s->viewport.x;
    tf.oy = s->viewport.y;
    tf.room = ui_rect(tf.ox, tf.oy, p.w, p.h);
    return tf;
}

/* Everything, drawn with camera `s` within `area` of the output, text and pieces
 * placed in `tf`. */
static void draw_layers(ui *u, const areamap_camera *s, SDL_Rect area, const areamap_model *m, areamap_cache *cache,
                        const text_frame *tf)
{
    SDL_RenderSetClipRect(u->r, &area);
    bool board = !m->no_board && m->board && m->board->texture;
    if (board)
        areamap_board_draw(u->r, m->board, s, area);
    areamap_links_draw(u, s, m, board);
    /* Tokens under their text. */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        float x, y;
        areamap_camera_to_screen(s, n->x, n->y, &x, &y);
        float r = areamap_view_node_radius(s, n);
        if (x + r < (float)area.x || y + r < (float)area.y || x - r > (float)(area.x + area.w) ||
            y - r > (float)(area.y + area.h))
            continue;
        draw_node(u, cache, n, x, y, r);
    }
    int cap = m->n_nodes * 9 + m->n_pieces * 4 + m->n_links + 8;
    areamap_placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, 0 };
    if (pl.taken)
        place_text(u, tf, m, cache, &pl);
    free(pl.taken);
    if (m->heads_on_top && u->draw)
        areamap_links_draw_heads(u, s, m);
    draw_link_labels(u, s, m, cache);
    SDL_RenderSetClipRect(u->r, NULL);
}

void areamap_draw_map(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    areamap_camera s;
    text_frame tf = frame_of(c, &s);
    draw_layers(u, &s, c->viewport, m, cache, &tf);
}

void areamap_draw_plane_window(ui *u, const areamap_plane *p, SDL_Rect win, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    areamap_camera s = p->cam;
    s.viewport.x = -win.x;
    s.viewport.y = -win.y;
    text_frame tf = { p->cam, -win.x, -win.y, ui_rect(-win.x, -win.y, p->w, p->h) };
    draw_layers(u, &s, ui_rect(0, 0, win.w, win.h), m, cache, &tf);
}

int areamap_view_label_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max)
{
    int cap = m->n_nodes * 9 + m->n_pieces * 4 + m->n_links + 8;
    areamap_placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, out, 0, max, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, 0 };
    if (!pl.taken)
        return 0;
    ui quiet = *u;
    quiet.draw = false;
    areamap_camera s;
    text_frame tf = frame_of(c, &s);
    place_text(&quiet, &tf, m, NULL, &pl);
    free(pl.taken);
    return pl.n_out;
}

int areamap_view_name_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max)
{
    if (max < m->n_nodes)
        return 0;
    int cap = m->n_nodes * 9 + m->n_pieces * 4 + m->n_links + 8;
    areamap_placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, NULL, out, NULL, 0, 0, NULL, NULL, NULL, 0 };
    if (!pl.taken)
        return 0;
    for (int i = 0; i < m->n_nodes; i++)
        out[i] = ui_rect(0, 0, 0, 0);
    ui quiet = *u;
    quiet.draw = false;
    areamap_camera s;
    text_frame tf = frame_of(c, &s);
    place_text(&quiet, &tf, m, NULL, &pl);
    free(pl.taken);
    return m->n_nodes;
}

int areamap_view_part_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max)
{
    int cap = m->n_nodes * 9 + m->n_pieces * 4 + m->n_links + 8;
    areamap_placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, NULL, NULL, out, 0, max, NULL, NULL, NULL, 0 };
    if (!pl.taken)
        return 0;
    ui quiet = *u;
    quiet.draw = false;
    areamap_camera s;
    text_frame tf = frame_of(c, &s);
    place_text(&quiet, &tf, m, NULL, &pl);
    free(pl.taken);
    return pl.n_parts;
}

/* Where every piece stands, as the map places them (out: one per piece). */
static bool piece_rects(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out)
{
    int cap = m->n_nodes * 9 + m->n_pieces * 4 + m->n_links + 8;
    areamap_placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, out, NULL, NULL, 0, 0, NULL, NULL, NULL, 0 };
    if (!pl.taken)
        return false;
    for (int i = 0; i < m->n_pieces; i++)
        out[i] = ui_rect(-1, -1, 0, 0);
    ui quiet = *u;
    quiet.draw = false;
    areamap_camera s;
    text_frame tf = frame_of(c, &s);
    place_text(&quiet, &tf, m, NULL, &pl);
    free(pl.taken);
    return true;
}

SDL_Rect areamap_view_piece_rect(ui *u, const areamap_camera *c, const areamap_model *m, int piece)
{
    SDL_Rect r = { -1, -1, 0, 0 };
    SDL_Rect *all = m->n_pieces > 0 ? malloc((size_t)m->n_pieces * sizeof *all) : NULL;
    if (all && piece >= 0 && piece < m->n_pieces && piece_rects(u, c, m, all))
        r = all[piece];
    free(all);
    return r;
}

int areamap_view_piece_at(ui *u, const areamap_camera *c, const areamap_model *m, int sx, int sy)
{
    SDL_Rect *all = m->n_pieces > 0 ? malloc((size_t)m->n_pieces * sizeof *all) : NULL;
    int found = -1;
    if (all && piece_rects(u, c, m, all))
        for (int i = m->n_pieces - 1; i >= 0 && found < 0; i--) {
            /* A banner as drawn: its flag reaches past its box (play-test 15:
             * a press on the second army's flag fell on none, and its place
             * gave the first army instead). */
            SDL_Rect r = (m->pieces[i].flags & AREAMAP_PIECE_BANNER) && all[i].w > 0
                             ? areamap_piece_footprint(u, &m->pieces[i], all[i])
                             : all[i];
            if (sx >= r.x && sy >= r.y && sx < r.x + r.w && sy < r.y + r.h)
                found = i;
        }
    free(all);
    return found;
}

void areamap_view_draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box)
{
    areamap_placer pl = { NULL, 0, 0, NULL, 0, 0, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, 0 };
    draw_piece(u, cache, pc, box, &pl);
}

void areamap_draw_terrain_sample(ui *u, areamap_cache *cache, areamap_terrain t, SDL_Rect box)
{
    if (!u->draw || t >= AREAMAP_TERRAIN_COUNT)
        return;
    enum { SW = 48, SH = 24 };
    SDL_Texture *tex = cache ? cache->terrain_sample[t] : NULL;
    if (!tex) {
        static uint32_t px[SW * SH];
        for (int y = 0; y < SH; y++)
            for (int x = 0; x < SW; x++)
                px[y * SW + x] = areamap_board_ground((int)t, x * 2, y * 2, (int)t + 3);
        tex = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, SW, SH);
        if (!tex)
            return;
        SDL_UpdateTexture(tex, NULL, px, SW * 4);
        if (cache)
            cache->terrain_sample[t] = tex;
    }
    SDL_RenderCopy(u->r, tex, NULL, &box);
    ui_frame(u, box, ui_rgb(12, 14, 20), 1);
    if (!cache)
        SDL_DestroyTexture(tex);
}

