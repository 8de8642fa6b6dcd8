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
    /* Floating damage numbers. */
    for (int i = 0; i < BOARD_ANIM_FLOATERS; i++) {
        const board_anim_floater *f = &a->floaters[i];
        if (f->square < 0)
            continue;
        float x, y;
        board_to_pixels(l, (float)esc_square_file(f->square) + 0.5f, (float)esc_square_rank(f->square) + 0.5f, &x, &y);
        y -= sq * (0.25f + 0.5f * f->age);
        int alpha = (int)(255 * (f->age < 0.7f ? 1.0f : 1.0f - (f->age - 0.7f) / 0.4f));
        char text[32];
        if (f->amount > 0)
            snprintf(text, sizeof text, "-%d", f->amount);
        else
            /* TRANSLATORS: floats over a unit whose Defensive Stance cancelled the damage; short. */
            snprintf(text, sizeof text, "%s", _("blocked"));
        int px = (int)(sq * (f->amount > 0 ? 0.36f : 0.2f));
        /* Kept inside the board: over a unit on the top rank (or an edge file)
         * the rising number was cut by the board's edge (play-test). */
        float half_w = (float)ui_text_width(u, text, px, true) / 2.0f + 3.0f;
        float top = (float)l->board.y + 2.0f, left = (float)l->board.x + half_w,
              right = (float)(l->board.x + l->board.w) - half_w;
        y = y < top ? top : y;
        x = x < left ? left : x > right ? right : x;
        ui_text(u, (int)x + 2, (int)y + 2, text, px, true, ui_rgba(0, 0, 0, alpha), UI_CENTER);
        ui_text(u, (int)x, (int)y, text, px, true,
                f->amount > 0 ? ui_rgba(255, 90, 70, alpha) : ui_rgba(170, 210, 255, alpha), UI_CENTER);
    }
}
