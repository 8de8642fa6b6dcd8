/*
 * The hover card and the legend of the area map (see card.h).
 */
#include "areamap/card.h"

#include <stdio.h>
#include <string.h>

#include "areamap/art.h"
#include "areamap/draw.h"
#include "areamap/piece.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

void areamap_card_clear(areamap_card *k) { memset(k, 0, sizeof *k); }

static areamap_card_row *card_row(areamap_card *k)
{
    if (k->n_rows == AREAMAP_CARD_ROWS)
        return NULL;
    areamap_card_row *r = &k->rows[k->n_rows++];
    memset(r, 0, sizeof *r);
    return r;
}

void areamap_card_add(areamap_card *k, areamap_icon icon, const char *fmt, ...)
{
    areamap_card_row *r = card_row(k);
    if (!r)
        return;
    r->icon = (uint8_t)icon;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->text, sizeof r->text, fmt, ap);
    va_end(ap);
}

void areamap_card_add_swatch(areamap_card *k, SDL_Color c, const char *fmt, ...)
{
    areamap_card_row *r = card_row(k);
    if (!r)
        return;
    r->swatch = c;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->text, sizeof r->text, fmt, ap);
    va_end(ap);
}

SDL_Rect areamap_card_draw(ui *u, areamap_cache *cache, const areamap_card *k, int x, int y, SDL_Rect bounds)
{
    if (!u->draw || !k->title[0])
        return (SDL_Rect){ 0, 0, 0, 0 };
    int px = ui_px(u, 13), tpx = ui_px(u, 15), pad = ui_px(u, 8), is = ui_px(u, 16), row = ui_px(u, 20);
    int w = ui_text_width(u, k->title, tpx, true);
    int sw = ui_text_width(u, k->subtitle, px, false) + (k->owner.a ? is + ui_px(u, 6) : 0);
    w = sw > w ? sw : w;
    for (int i = 0; i < k->n_rows; i++) {
        int rw = ui_text_width(u, k->rows[i].text, px, false) + is + ui_px(u, 6);
        w = rw > w ? rw : w;
    }
    w += 2 * pad;
    int maxw = bounds.w - ui_px(u, 8);
    if (w > maxw)
        w = maxw;
    /* A row too long for the card (a small window, a longer language) wraps
     * onto more lines. */
    int avail = w - 2 * pad - is - ui_px(u, 6), heights[AREAMAP_CARD_ROWS], rows_h = 0;
    ui quiet = *u;
    quiet.draw = false;
    for (int i = 0; i < k->n_rows && i < AREAMAP_CARD_ROWS; i++) {
        heights[i] = row;
        if (ui_text_width(u, k->rows[i].text, px, false) > avail) {
            int th = ui_text_wrapped(&quiet, ui_rect(0, 0, avail, 0), k->rows[i].text, px, ui_rgb(0, 0, 0));
            heights[i] = th + (row - px * 5 / 4) > row ? th + (row - px * 5 / 4) : row;
        }
        rows_h += heights[i];
    }
    int h = pad * 2 + tpx * 5 / 4 + (k->subtitle[0] ? row : 0) + rows_h + ui_px(u, 4);
    SDL_Rect box = { 0, 0, w, h };
    for (int t = 0; t < 4; t++) {
        SDL_Rect b = { t % 2 ? x - ui_px(u, 14) - w : x + ui_px(u, 18), t < 2 ? y + ui_px(u, 14) : y - ui_px(u, 14) - h, w, h };
        if (b.x + b.w > bounds.x + bounds.w)
            b.x = x - ui_px(u, 14) - w;
        if (b.x < bounds.x)
            b.x = bounds.x + ui_px(u, 4);
        if (b.y + b.h > bounds.y + bounds.h)
            b.y = bounds.y + bounds.h - h - ui_px(u, 4);
        if (b.y < bounds.y)
            b.y = bounds.y;
        bool clear = true;
        for (int i = 0; i < k->n_avoid && i < 2; i++)
            clear = clear && !SDL_HasIntersection(&b, &k->avoid[i]);
        if (t == 0 || clear)
            box = b;
        if (clear)
            break;
    }
    ui_fill(u, ui_rect(box.x + 3, box.y + 3, box.w, box.h), ui_rgba(0, 0, 0, 110));
    ui_fill(u, box, ui_rgba(20, 24, 34, 245));
    ui_frame(u, box, ui_rgb(150, 140, 110), 1);
    SDL_Rect keep = u->app->text_box;
    u->app->text_box = box;
    int tx = box.x + pad, ty = box.y + pad;
    ui_text_fit(u, ui_rect(tx, ty, w - 2 * pad, tpx * 5 / 4), k->title, tpx, true, ui_rgb(250, 236, 196), UI_LEFT);
    ty += tpx * 5 / 4 + ui_px(u, 4);
    if (k->subtitle[0]) {
        int sx = tx;
        if (k->owner.a) {
            ui_fill(u, ui_rect(sx, ty + (row - is) / 2, is, is - ui_px(u, 4)), k->owner);
            ui_frame(u, ui_rect(sx, ty + (row - is) / 2, is, is - ui_px(u, 4)), ui_rgb(12, 14, 20), 1);
            sx += is + ui_px(u, 6);
        }
        ui_text_fit(u, ui_rect(sx, ty, box.x + w - pad - sx, row), k->subtitle, px, false, ui_rgb(200, 204, 216), UI_LEFT);
        ty += row;
    }
    for (int i = 0; i < k->n_rows; i++) {
        const areamap_card_row *r = &k->rows[i];
        if (r->icon)
            areamap_art_icon(u, cache, r->icon, ui_rect(tx, ty + (row - is) / 2, is, is));
        else if (r->swatch.a) {
            ui_fill(u, ui_rect(tx + 2, ty + (row - is) / 2 + 2, is - 4, is - 4), r->swatch);
            ui_frame(u, ui_rect(tx + 2, ty + (row - is) / 2 + 2, is - 4, is - 4), ui_rgb(12, 14, 20), 1);
        }
        if (i < AREAMAP_CARD_ROWS && heights[i] > row)
            ui_text_wrapped(u, ui_rect(tx + is + ui_px(u, 6), ty + (row - px * 5 / 4) / 2, avail, 0), r->text, px,
                            ui_rgb(226, 230, 238));
        else
            ui_text_fit(u, ui_rect(tx + is + ui_px(u, 6), ty, avail, row), r->text, px, false, ui_rgb(226, 230, 238),
                        UI_LEFT);
        ty += i < AREAMAP_CARD_ROWS ? heights[i] : row;
    }
    u->app->text_box = keep;
    return box;
}

static SDL_Rect legend_button_rect(ui *u, SDL_Rect view)
{
    /* as wide as the longer of its two labels needs (a button's text is 15 px
     * bold; "Hide legend (L)" did not fit the 120 points of a small window) */
    int h = ui_px(u, 28), w = ui_px(u, 120);
    int a = ui_text_width(u, _("Hide legend (L)"), ui_px(u, 15), true), b = ui_text_width(u, _("Legend (L)"), ui_px(u, 15), true);
    int need = (a > b ? a : b) + ui_px(u, 20);
    if (need > w)
        w = need;
    return ui_rect(view.x + ui_px(u, 6), view.y + view.h - h - ui_px(u, 6), w, h);
}

void areamap_legend_toggle(ui *u, SDL_Rect view, bool *shown)
{
    /* TRANSLATORS: the button that shows or hides the map's legend; L is its key */
    if (ui_button(u, legend_button_rect(u, view), *shown ? _("Hide legend (L)") : _("Legend (L)"), true) ||
        ui_pressed(u, UI_KEY_L)) {
        *shown = !*shown;
        u->app->dirty = true;
    }
}

/* The piece a legend entry shows (AREAMAP_LEGEND_PIECE). */
static void legend_piece(const areamap_legend_entry *e, areamap_piece *pc)
{
    *pc = (areamap_piece){ 0 };
    pc->colour = e->colour;
    pc->flags = e->what == 2 ? AREAMAP_PIECE_BANNER : e->what ? AREAMAP_PIECE_BUILDING : 0;
    pc->count = 5;
    if (e->what == 2) /* an army's banner: its name before the count, as the map shows it (A2·5) */
        snprintf(pc->tag, sizeof pc->tag, C_("banner", "A%d"), 2);
}

static void sample(ui *u, areamap_cache *cache, const areamap_legend_entry *e, SDL_Rect s)
{
    switch (e->kind) {
    case AREAMAP_LEGEND_ICON: areamap_art_icon(u, cache, (areamap_icon)e->what, ui_rect(s.x + (s.w - s.h) / 2, s.y, s.h, s.h)); break;
    case AREAMAP_LEGEND_TERRAIN: areamap_draw_terrain_sample(u, cache, (areamap_terrain)e->what, s); break;
    case AREAMAP_LEGEND_LINK:
        areamap_draw_link_sample(u, (areamap_link_style)e->what, e->colour, s);
        break;
    case AREAMAP_LEGEND_OWNER:
        areamap_draw_terrain_sample(u, cache, AREAMAP_TERRAIN_GRASS, s);
        ui_fill(u, s, ui_rgba(e->colour.r, e->colour.g, e->colour.b, 60));
        ui_frame(u, s, e->colour, ui_px(u, 3));
        break;
    case AREAMAP_LEGEND_STRIPES:
        areamap_draw_terrain_sample(u, cache, AREAMAP_TERRAIN_GRASS, s);
        for (int x = 0; x < s.w; x += ui_px(u, 8))
            ui_fill(u, ui_rect(s.x + x, s.y, ui_px(u, 4), s.h), x / ui_px(u, 8) % 2 ? ui_rgb(90, 150, 230) : ui_rgb(220, 90, 80));
        break;
    case AREAMAP_LEGEND_TOKEN: {
        float cx = (float)s.x + (float)s.w / 2, cy = (float)s.y + (float)s.h / 2, r = (float)s.h / 2;
        draw_disc(u->r, cx, cy, r + 1, ui_rgb(12, 14, 20));
        draw_disc(u->r, cx, cy, r - 1, e->colour);
        if (e->what > 0) { /* with the mark at its top left corner, seat what - 1's (play-test 16: two alike discs) */
            float mx = cx - r * 0.75f, my = cy - r * 0.75f, mr = r * 0.55f;
            draw_disc(u->r, mx, my, mr, ui_rgba(12, 14, 20, 230));
            ui_emblem(u->r, e->what - 1, mx, my, mr * 0.7f, ui_rgb(246, 246, 250));
        }
        break;
    }
    case AREAMAP_LEGEND_PIECE: {
        areamap_piece pc;
        legend_piece(e, &pc);
        SDL_Rect box = ui_rect(s.x + (s.w - s.h) / 2, s.y, s.h, s.h);
        if (pc.flags & AREAMAP_PIECE_BANNER) /* its whole footprint in the swatch, left-aligned */
            box.x += s.x - areamap_piece_footprint(u, &pc, box).x;
        areamap_view_draw_piece(u, cache, &pc, box);
        break;
    }
    case AREAMAP_LEGEND_BADGE:
        ui_fill(u, s, ui_rgba(16, 19, 28, 225));
        ui_text(u, s.x + s.w / 2, s.y + (s.h - ui_text_px(ui_px(u, 11))) / 2, e->what == '?' ? "?" : "+1", ui_px(u, 11), true,
                ui_rgb(170, 255, 190), UI_CENTER);
        break;
    case AREAMAP_LEGEND_TAG: { /* as the map draws it: a square, its number in white */
        SDL_Rect t = ui_rect(s.x + (s.w - s.h) / 2, s.y, s.h, s.h);
        ui_fill(u, t, e->colour);
        ui_frame(u, t, ui_rgb(250, 250, 250), 1);
        ui_text(u, t.x + t.w / 2, t.y + (t.h - ui_text_px(ui_px(u, 11))) / 2, "3", ui_px(u, 11), true,
                ui_rgb(255, 255, 255), UI_CENTER);
        break;
    }
    default: break;
    }
}

#define LEGEND_MAX 64

/* The rows an entry's text takes wrapped `tx` wide (words wrap short of the width). */
static int legend_lines(ui *u, const areamap_legend_entry *e, int px, int tx)
{
    int w = ui_text_width(u, _(e->text), px, false);
    return 1 + (w > tx) + (w > tx * 17 / 10);
}

/* The legend's entries down `cols` columns `rows` high, a long one on two rows
 * or three (at[i]: column * 256 + row); false when they do not fit. */
static bool legend_place(ui *u, const areamap_legend_entry *e, int n, int px, int tx, int cols, int rows, int *at)
{
    int c = 0, r = 0;
    for (int i = 0; i < n; i++) {
        int lines = legend_lines(u, &e[i], px, tx);
        if (r > 0 && r + lines > rows) {
            c++;
            r = 0;
        }
        if (c >= cols)
            return false;
        at[i] = c * 256 + r;
        r += lines;
    }
    return true;
}

void areamap_legend_draw(ui *u, areamap_cache *cache, SDL_Rect view, const areamap_legend_entry *e, int n)
{
    if (!u->draw || n <= 0)
        return;
    int px = ui_px(u, 13), row = ui_px(u, 22), pad = ui_px(u, 10), sw = ui_px(u, 34), sh = ui_px(u, 16);
    int tw = 0;
    for (int i = 0; i < n; i++) {
        int w = ui_text_width(u, _(e[i].text), px, false);
        tw = w > tw ? w : tw;
        if (e[i].kind == AREAMAP_LEGEND_PIECE) {
            /* the swatches as wide as the widest sample (blind play-test 15:
             * the banner "A2·5" ran into its words) */
            areamap_piece pc;
            legend_piece(&e[i], &pc);
            int fw = areamap_piece_footprint(u, &pc, ui_rect(0, 0, sh, sh)).w;
            sw = fw > sw ? fw : sw;
        }
    }
    int colw = sw + ui_px(u, 8) + tw + pad;
    int avail_h = view.h - ui_px(u, 50) - 2 * pad - row;
    int per_col = avail_h / row;
    per_col = per_col < 1 ? 1 : per_col;
    int cols = (n + per_col - 1) / per_col;
    int rows = (n + cols - 1) / cols;
    int w = cols * colw + pad;
    if (w > view.w - ui_px(u, 12)) {
        colw = (view.w - ui_px(u, 12) - pad) / cols;
        w = cols * colw + pad;
    }
    /* a line too long for its column wraps (play-test 11: French at 800 x 560 cut it) */
    int tx = colw - sw - ui_px(u, 12), at[LEGEND_MAX];
    n = n < LEGEND_MAX ? n : LEGEND_MAX;
    while (!legend_place(u, e, n, px, tx, cols, rows, at))
        rows++;
    int h = rows * row + 2 * pad + row;
    SDL_Rect box = { view.x + ui_px(u, 6), view.y + view.h - h - ui_px(u, 40), w, h };
    if (box.y < view.y)
        box.y = view.y;
    ui_fill(u, box, ui_rgba(18, 22, 32, 240));
    ui_frame(u, box, ui_rgb(150, 140, 110), 1);
    SDL_Rect keep = u->app->text_box;
    u->app->text_box = box;
    ui_text(u, box.x + pad, box.y + pad, _("Legend"), ui_px(u, 15), true, ui_rgb(250, 236, 196), UI_LEFT);
    for (int i = 0; i < n; i++) {
        int x = box.x + pad + at[i] / 256 * colw, y = box.y + pad + row + at[i] % 256 * row;
        sample(u, cache, &e[i], ui_rect(x, y + (row - sh) / 2, sw, sh));
        if (legend_lines(u, &e[i], px, tx) > 1)
            ui_text_wrapped(u, ui_rect(x + sw + ui_px(u, 8), y + ui_px(u, 3), tx, 0), _(e[i].text), px, ui_rgb(226, 230, 238));
        else
            ui_text_fit(u, ui_rect(x + sw + ui_px(u, 8), y, tx, row), _(e[i].text), px, false, ui_rgb(226, 230, 238), UI_LEFT);
    }
    u->app->text_box = keep;
}
