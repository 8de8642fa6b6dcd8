/*
 * The animation's effects on the board (see board/view.h): a shot's trail, a
 * blow's slash, sparks where damage lands, a puff at a death, each ability's
 * ring in its own colour, a status growing out of its unit, and the floating
 * damage numbers.
 */
#include "board/view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"

void board_draw_effects(ui *u, const board_layout *l, const board_anim_player *a)
{
    float p;
    const esc_event *e = board_anim_current(a, &p);
    assets *as = &u->app->assets;
    float sq = (float)l->sq;
    if (e && e->kind == ESC_EV_ATTACK) {
        float x0, y0, x1, y1;
        board_to_pixels(l, (float)esc_square_file(e->from) + 0.5f, (float)esc_square_rank(e->from) + 0.5f, &x0, &y0);
        board_to_pixels(l, (float)esc_square_file(e->to) + 0.5f, (float)esc_square_rank(e->to) + 0.5f, &x1, &y1);
        bool melee = esc_square_distance(e->from, e->to) <= 1;
        if (!melee) {
            bool magic = e->ability == ESC_AB_ENERGY_TRAIT || e->ability == ESC_AB_OVERCHARGE ||
                         e->ability == ESC_AB_SUPPRESSING_FIRE;
            SDL_Texture *t = magic ? as->fx_bolt : as->fx_arrow;
            float x = x0 + (x1 - x0) * p, y = y0 + (y1 - y0) * p;
            float angle = atan2f(y1 - y0, x1 - x0) * 57.29578f;
            if (t) {
                SDL_Rect d = { (int)(x - sq * 0.3f), (int)(y - sq * 0.3f), (int)(sq * 0.6f), (int)(sq * 0.6f) };
                SDL_RenderCopyEx(u->r, t, NULL, &d, angle, NULL, SDL_FLIP_NONE);
            } else {
                draw_line(u->r, x - (x1 - x0) * 0.08f, y - (y1 - y0) * 0.08f, x, y, 4,
                          magic ? ui_rgb(150, 200, 255) : ui_rgb(240, 220, 160));
            }
        } else if (p > 0.35f) {
            SDL_Rect d = { (int)(x1 - sq * 0.45f), (int)(y1 - sq * 0.45f), (int)(sq * 0.9f), (int)(sq * 0.9f) };
            if (as->fx_slash) {
                SDL_SetTextureAlphaMod(as->fx_slash, (Uint8)(255 * (1.0f - (p - 0.35f) / 0.65f)));
                SDL_RenderCopy(u->r, as->fx_slash, NULL, &d);
                SDL_SetTextureAlphaMod(as->fx_slash, 255);
            } else {
                draw_line(u->r, (float)d.x, (float)d.y, (float)(d.x + d.w), (float)(d.y + d.h), 4, ui_rgb(255, 255, 255));
            }
        }
    } else if (e && (e->kind == ESC_EV_DAMAGE || e->kind == ESC_EV_SELF_DAMAGE) && e->to != ESC_NO_SQUARE) {
        float x, y;
        board_to_pixels(l, (float)esc_square_file(e->to) + 0.5f, (float)esc_square_rank(e->to) + 0.5f, &x, &y);
        float k = 0.3f + 0.5f * p;
        SDL_Rect d = { (int)(x - sq * k), (int)(y - sq * k), (int)(sq * 2 * k), (int)(sq * 2 * k) };
        if (as->fx_spark) {
            SDL_SetTextureAlphaMod(as->fx_spark, (Uint8)(255 * (1.0f - p)));
            SDL_RenderCopy(u->r, as->fx_spark, NULL, &d);
            SDL_SetTextureAlphaMod(as->fx_spark, 255);
        } else {
            draw_ring(u->r, x, y, sq * k, 4, ui_rgba(255, 240, 180, (int)(255 * (1.0f - p))));
        }
    } else if (e && e->kind == ESC_EV_DEATH && e->from != ESC_NO_SQUARE && as->fx_puff) {
        float x, y;
        board_to_pixels(l, (float)esc_square_file(e->from) + 0.5f, (float)esc_square_rank(e->from) + 0.5f, &x, &y);
        float k = 0.3f + 0.4f * p;
        SDL_Rect d = { (int)(x - sq * k), (int)(y - sq * k), (int)(sq * 2 * k), (int)(sq * 2 * k) };
        SDL_SetTextureAlphaMod(as->fx_puff, (Uint8)(200 * (1.0f - p)));
        SDL_RenderCopy(u->r, as->fx_puff, NULL, &d);
        SDL_SetTextureAlphaMod(as->fx_puff, 255);
    } else if (e && e->kind == ESC_EV_ABILITY && e->unit != ESC_NO_UNIT && e->ability < ESC_AB_COUNT) {
        /* Each ability has its own colour and reach: command-forward's call spreads
         * over its 3 squares, sweep's blow over the adjacent ring, guardian links
         * the two units, precision-shot traces its line. */
        static const struct { Uint8 r, g, b; float reach; } look[ESC_AB_COUNT] = {
            [ESC_AB_CHARGE] = { 255, 170, 60, 0.9f },         [ESC_AB_ENERGY_TRAIT] = { 150, 120, 255, 0.8f },
            [ESC_AB_DEFENSIVE_STANCE] = { 110, 190, 255, 0.6f }, [ESC_AB_SUPPRESSING_FIRE] = { 255, 140, 40, 0.8f },
            [ESC_AB_TACTICAL_RETREAT] = { 200, 210, 255, 0.7f }, [ESC_AB_COMMAND_FORWARD] = { 255, 215, 90, 3.5f },
            [ESC_AB_DEVASTATING_STRIKE] = { 255, 60, 40, 1.1f }, [ESC_AB_FEINT] = { 180, 255, 200, 0.7f },
            [ESC_AB_GUARDIAN] = { 120, 255, 170, 0.7f },      [ESC_AB_SWEEP] = { 255, 90, 70, 1.5f },
            [ESC_AB_PRECISION_SHOT] = { 255, 255, 255, 0.6f }, [ESC_AB_OVERCHARGE] = { 255, 235, 60, 0.9f },
        };
        float x, y;
        board_anim_unit_position(a, e->unit, &x, &y);
        board_to_pixels(l, x, y, &x, &y);
        SDL_Color c = { look[e->ability].r, look[e->ability].g, look[e->ability].b, (Uint8)(230 * (1 - p)) };
        draw_ring(u->r, x, y, sq * (0.3f + look[e->ability].reach * p), sq * 0.06f, c);
        if ((e->ability == ESC_AB_GUARDIAN || e->ability == ESC_AB_PRECISION_SHOT) && e->other != ESC_NO_UNIT &&
            esc_game_unit_alive(&a->shown, e->other)) {
            float tx, ty;
            board_anim_unit_position(a, e->other, &tx, &ty);
            board_to_pixels(l, tx, ty, &tx, &ty);
            draw_line(u->r, x, y, x + (tx - x) * p, y + (ty - y) * p, sq * 0.05f, c);
        }
        const esc_ability_info *info = esc_ability_get(e->ability);
        float ny = y - sq * (0.75f + 0.2f * p); /* inside the board, like the damage numbers */
        ny = ny < (float)l->board.y + 2.0f ? (float)l->board.y + 2.0f : ny;
        ui_text(u, (int)x, (int)ny, _(info->name), (int)(sq * 0.2f) + 6, true, c, UI_CENTER);
    } else if (e && e->kind == ESC_EV_STATUS && e->unit != ESC_NO_UNIT) {
        /* The status icon grows out of the unit. */
        float x, y;
        board_anim_unit_position(a, e->unit, &x, &y);
        board_to_pixels(l, x, y, &x, &y);
        SDL_Texture *icon = e->amount >= 0 && e->amount < 5 ? as->status[e->amount] : NULL;
        float k = sq * (0.2f + 0.3f * p);
        SDL_Rect d = { (int)(x - k), (int)(y - k - sq * 0.3f * p), (int)(2 * k), (int)(2 * k) };
        if (icon) {
            SDL_SetTextureAlphaMod(icon, (Uint8)(255 * (1 - p * 0.6f)));
            SDL_RenderCopy(u->r, icon, NULL, &d);
            SDL_SetTextureAlphaMod(icon, 255);
        } else {
            draw_ring(u->r, x, y, k, 3, ui_rgba(140, 255, 190, (int)(230 * (1 - p))));
        }
    }
    /* Floating damage numbers: inside the hit unit's square, so a "-1" never
     * stands between two units (play-test 3) even when the unit fell. Play-test
     * 16: a framed square with a chip on it read as a move preview; what an
     * action did is bare outlined words in the damage colour, rising, with no
     * frame or box (previews keep their frames and chips). */
    for (int i = 0; i < BOARD_ANIM_FLOATERS; i++) {
        const board_anim_floater *f = &a->floaters[i];
        if (f->square < 0)
            continue;
        int alpha = (int)(255 * (f->age < 0.7f ? 1.0f : 1.0f - (f->age - 0.7f) / 0.4f));
        alpha = alpha < 0 ? 0 : alpha > 255 ? 255 : alpha;
        char text[32];
        int px;
        SDL_Rect chip = board_floater_chip(u, l, f, text, sizeof text, &px);
        SDL_Color ink = f->amount > 0 ? ui_rgba(255, 120, 80, alpha) : ui_rgba(150, 200, 255, alpha);
        SDL_Color edge = ui_rgba(12, 4, 2, alpha);
        int tx = chip.x + chip.w / 2, ty = chip.y + (chip.h - px * 5 / 4) / 2, o = px / 9 + 1;
        static const int8_t round_x[8] = { -1, 0, 1, -1, 1, -1, 0, 1 }, round_y[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };
        for (int k = 0; k < 8; k++) /* a dark outline all round, readable on any tile */
            ui_text(u, tx + round_x[k] * o, ty + round_y[k] * o, text, px, true, edge, UI_CENTER);
        ui_text(u, tx, ty, text, px, true, ink, UI_CENTER);
    }
}

SDL_Rect board_unit_chip(ui *u, SDL_Rect square, float cx, float cy, const char *text, int px, int *px_out)
{
    int inset = square.w / 20 + 1;
    int room = square.w - 2 * inset;
    px = ui_text_px(px);
    int w, h;
    for (;;) {
        w = ui_text_width(u, text, px, true) + px / 2 + 2;
        h = px * 4 / 3 + 2;
        if ((w <= room && h <= room) || px <= UI_MIN_TEXT_PX)
            break;
        px--;
    }
    int x = (int)cx - w / 2, y = (int)cy - h / 2;
    int left = square.x + inset, right = square.x + square.w - inset - w;
    int top = square.y + inset, bottom = square.y + square.h - inset - h;
    x = x > right ? right : x;
    x = x < left ? left : x;
    y = y > bottom ? bottom : y;
    y = y < top ? top : y;
    if (px_out)
        *px_out = px;
    return (SDL_Rect){ x, y, w, h };
}

SDL_Rect board_slot_chip(ui *u, SDL_Rect slot, const char *text, int px, int align, int *px_out)
{
    px = ui_text_px(px);
    int w, h;
    for (;;) {
        w = ui_text_width(u, text, px, true) + px / 3 + 4;
        h = px * 4 / 3 + 2;
        if ((w <= slot.w && h <= slot.h) || px <= UI_MIN_TEXT_PX)
            break;
        px--;
    }
    /* Never past the slot: at the least size the chip keeps to it. */
    w = w > slot.w ? slot.w : w;
    h = h > slot.h ? slot.h : h;
    int x = align < 0 ? slot.x : align > 0 ? slot.x + slot.w - w : slot.x + (slot.w - w) / 2;
    if (px_out)
        *px_out = px;
    return (SDL_Rect){ x, slot.y + (slot.h - h) / 2, w, h };
}

void board_draw_unit_chip(ui *u, SDL_Rect chip, int px, const char *text, SDL_Color back, SDL_Color ink)
{
    ui_fill(u, ui_rect(chip.x - 1, chip.y - 1, chip.w + 2, chip.h + 2), ui_rgba(0, 0, 0, back.a * 7 / 8));
    ui_fill(u, chip, back);
    ui_text(u, chip.x + chip.w / 2, chip.y + (chip.h - px * 5 / 4) / 2, text, px, true, ink, UI_CENTER);
}

SDL_Rect board_floater_chip(ui *u, const board_layout *l, const board_anim_floater *f, char *text, size_t size,
                            int *px_out)
{
    SDL_Rect square = board_square_rect(l, f->square);
    float sq = (float)l->sq, age = f->age > 1.0f ? 1.0f : f->age;
    float cx = (float)square.x + sq / 2, cy = (float)square.y + sq * (0.45f - 0.3f * age); /* rising */
    if (f->amount > 0 && f->ko)
        /* TRANSLATORS: floats over a unit a blow kills: the damage dealt, then "knocked out" as on the badges. */
        snprintf(text, size, _("-%d · KO"), f->amount);
    else if (f->amount > 0)
        snprintf(text, size, "-%d", f->amount);
    else
        /* TRANSLATORS: floats over a unit whose Defensive Stance cancelled the damage; short. */
        snprintf(text, size, "%s", _("blocked"));
    SDL_Rect chip = board_unit_chip(u, square, cx, cy, text, (int)(sq * (f->amount > 0 ? 0.3f : 0.2f)), px_out);
    if (chip.w > square.w - 2 * (square.w / 20 + 1) && f->amount > 0 && f->ko) {
        snprintf(text, size, "%s", _("KO")); /* a small square: the outcome (the log says the damage) */
        chip = board_unit_chip(u, square, cx, cy, text, (int)(sq * 0.3f), px_out);
    } else if (chip.w > square.w - 2 * (square.w / 20 + 1)) {
        /* The word is wider than a small square: none lost, then (the log says
         * what the stance blocked). */
        snprintf(text, size, "%s", "-0");
        chip = board_unit_chip(u, square, cx, cy, text, (int)(sq * 0.3f), px_out);
    }
    return chip;
}
