/*
 * The pieces standing on the area map (piece.h): an army's banner (a pole, a
 * swallow-tailed flag with its count, the Hero's crown) or a token with its
 * symbol, count and marks, and all a piece covers as drawn, so draw.c places
 * pieces where they cover nothing.
 */
#include "areamap/piece.h"

#include <stdio.h>

#include "areamap/art.h"
#include "shell/ui.h"

/* A banner's text: its tag, if any, then its count ("A2·3"); the width of
 * the tag (drawn bold) in *tag_w, of all in the return. */
static int banner_text(ui *u, const areamap_piece *pc, char *t, size_t size, int *tag_w)
{
    int px = ui_px(u, 12);
    snprintf(t, size, pc->tag[0] ? "·%d" : "%d", pc->count);
    *tag_w = pc->tag[0] ? ui_text_width(u, pc->tag, px, true) : 0;
    return *tag_w + ui_text_width(u, t, px, !pc->tag[0]);
}

/* An army: a pole and a swallow-tailed flag with the unit count on it, a crown
 * above when the Hero leads it. */
static SDL_Rect draw_banner(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box)
{
    SDL_Color col = pc->colour;
    char t[16];
    int px = ui_px(u, 12), tag_w;
    int tw = banner_text(u, pc, t, sizeof t, &tag_w);
    SDL_Rect flag = { box.x + ui_px(u, 3), box.y + ui_px(u, 2), tw + ui_px(u, 12), box.h * 2 / 3 };
    if (u->draw) {
        ui_fill(u, ui_rect(box.x, box.y, ui_px(u, 3), box.h + ui_px(u, 2)), ui_rgb(40, 30, 22));
        ui_fill(u, ui_rect(flag.x + 1, flag.y + 1, flag.w, flag.h), ui_rgba(0, 0, 0, 120));
        ui_fill(u, flag, col);
        /* the swallow tail: a notch in the fly end */
        int nh = flag.h / 3;
        ui_fill(u, ui_rect(flag.x + flag.w - ui_px(u, 4), flag.y + nh, ui_px(u, 4), flag.h - 2 * nh), ui_rgb(col.r / 3, col.g / 3, col.b / 3));
        bool sel = pc->flags & AREAMAP_PIECE_SELECTED;
        ui_frame(u, flag, sel ? ui_rgb(255, 236, 140) : ui_rgb(16, 16, 20), sel ? 2 : 1);
        bool light = col.r * 3 + col.g * 6 + col.b > 1400;
        SDL_Color ink = light ? ui_rgb(20, 20, 26) : ui_rgb(255, 255, 255);
        int tx = flag.x + (flag.w - ui_px(u, 4) - tw) / 2, ty = flag.y + (flag.h - px * 5 / 4) / 2;
        if (pc->tag[0]) /* the name bold, the count plain after it */
            ui_text(u, tx, ty, pc->tag, px, true, ink, UI_LEFT);
        ui_text(u, tx + tag_w, ty, t, px, !pc->tag[0], ink, UI_LEFT);
        if (pc->flags & AREAMAP_PIECE_HERO) {
            int hs = ui_px(u, 14);
            areamap_art_icon(u, cache, AREAMAP_ICON_HERO, ui_rect(flag.x + flag.w - hs / 2, flag.y - hs * 2 / 3, hs, hs));
        }
    }
    return flag;
}

static SDL_Rect rect_union(SDL_Rect a, SDL_Rect b)
{
    if (a.w <= 0 || a.h <= 0)
        return b;
    int x0 = a.x < b.x ? a.x : b.x, y0 = a.y < b.y ? a.y : b.y;
    int x1 = a.x + a.w > b.x + b.w ? a.x + a.w : b.x + b.w, y1 = a.y + a.h > b.y + b.h ? a.y + a.h : b.y + b.h;
    return ui_rect(x0, y0, x1 - x0, y1 - y0);
}

/* The seat emblem of a piece drawn at `box`: over its bottom left corner. */
SDL_Rect areamap_piece_emblem_rect(SDL_Rect box)
{
    return ui_rect(box.x - box.w / 5, box.y + box.h - box.h / 3, box.w / 2, box.h / 2);
}

/* All a piece drawn at `box` covers: a banner's pole, flag, crown and seat
 * emblem; a token (TRTS, Conquest) and the room for its count, as before. */
SDL_Rect areamap_piece_footprint(ui *u, const areamap_piece *pc, SDL_Rect box)
{
    if (!(pc->flags & AREAMAP_PIECE_BANNER)) /* a token and the room for its count beside it */
        return ui_rect(box.x, box.y, box.w + ui_px(u, 14), box.h);
    char t[16];
    int tag_w, tw = banner_text(u, pc, t, sizeof t, &tag_w);
    SDL_Rect flag = { box.x + ui_px(u, 3), box.y + ui_px(u, 2), tw + ui_px(u, 12), box.h * 2 / 3 };
    SDL_Rect all = rect_union(ui_rect(box.x, box.y, ui_px(u, 3), box.h + ui_px(u, 2)), ui_rect(flag.x, flag.y, flag.w + 1, flag.h + 1));
    if (pc->flags & AREAMAP_PIECE_HERO) {
        int hs = ui_px(u, 14);
        all = rect_union(all, ui_rect(flag.x + flag.w - hs / 2, flag.y - hs * 2 / 3, hs, hs));
    }
    if (pc->seat >= 0)
        all = rect_union(all, areamap_piece_emblem_rect(box));
    return all;
}

int areamap_piece_room(ui *u, const areamap_piece *pc, int size)
{
    SDL_Rect fp = areamap_piece_footprint(u, pc, ui_rect(0, 0, size, size));
    return fp.x + fp.w - size > ui_px(u, 14) ? fp.x + fp.w - size : ui_px(u, 14);
}

SDL_Rect areamap_piece_draw(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box)
{
    if (pc->flags & AREAMAP_PIECE_BANNER)
        return draw_banner(u, cache, pc, box);
    SDL_Color col = pc->colour;
    bool building = pc->flags & AREAMAP_PIECE_BUILDING;
    SDL_Color back = building ? ui_rgb(col.r / 3, col.g / 3, col.b / 3) : ui_rgb(col.r / 2, col.g / 2, col.b / 2);
    if (u->draw) {
        if (building) {
            ui_fill(u, box, back);
            ui_frame(u, box, (pc->flags & AREAMAP_PIECE_HIDDEN) ? ui_rgb(200, 200, 210) : col, 2);
        } else {
            float cx = (float)box.x + (float)box.w / 2, cy = (float)box.y + (float)box.h / 2, rr = (float)box.w / 2;
            areamap_disc(u, cx, cy, rr + 1, (pc->flags & AREAMAP_PIECE_HIDDEN) ? ui_rgb(200, 200, 210) : ui_rgb(14, 14, 18));
            areamap_disc(u, cx, cy, rr - 1, col);
            areamap_disc(u, cx, cy, rr - 3, back);
        }
        SDL_Texture *t = areamap_art_named(u, cache, pc->icon);
        SDL_Rect in = { box.x + 2, box.y + 2, box.w - 4, box.h - 4 };
        if (t) {
            SDL_SetTextureAlphaMod(t, (pc->flags & AREAMAP_PIECE_UNFINISHED) ? 130 : 255);
            SDL_RenderCopy(u->r, t, NULL, &in);
        } else if (pc->flags & AREAMAP_PIECE_HERO) {
            areamap_art_icon(u, cache, AREAMAP_ICON_HERO, in);
        } else {
            areamap_art_icon(u, cache, AREAMAP_ICON_UNITS, in);
        }
        int mk = box.w / 2;
        if (pc->flags & AREAMAP_PIECE_HIDDEN)
            areamap_art_icon(u, cache, AREAMAP_ICON_HIDDEN, ui_rect(box.x - mk / 3, box.y - mk / 3, mk, mk));
        if (pc->flags & AREAMAP_PIECE_UNFINISHED)
            areamap_art_icon(u, cache, AREAMAP_ICON_BUILDING, ui_rect(box.x + box.w - mk * 2 / 3, box.y - mk / 3, mk, mk));
    }
    SDL_Rect text = { 0, 0, 0, 0 };
    if (pc->count > 1 || (pc->flags & AREAMAP_PIECE_HERO)) {
        char t[16];
        snprintf(t, sizeof t, "%d", pc->count);
        int px = ui_text_px(ui_px(u, 10)); /* as drawn: never under the 12 px floor */
        int tw = ui_text_width(u, t, px, true) + ui_px(u, 4);
        SDL_Rect cb = ui_rect(box.x + box.w - ui_px(u, 4), box.y + box.h - px - ui_px(u, 2), tw, px + ui_px(u, 2));
        if (u->draw) {
            ui_fill(u, cb, ui_rgba(12, 14, 20, 230));
            ui_text(u, cb.x + cb.w / 2, cb.y, t, px, true, ui_rgb(250, 250, 252), UI_CENTER);
        }
        text = cb;
    }
    return text;
}
