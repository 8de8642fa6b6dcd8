/*
 * A battle decided, shown on the campaign map (play-test: battles resolved with
 * nothing seen on the map): at its place a clash marker (two rings closing in,
 * crossed blades), each side's losses ticking up beside it in its colour, then
 * the winner's banner, which stays while the result is on screen (the duel's
 * result step and the loser's retreat choice). Its time runs with the
 * animation speed of the settings; instant shows the end at once.
 */
#include <math.h>
#include <stdio.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

#define CLASH_RINGS 0.8f   /* the rings close in */
#define CLASH_TICK 1.0f    /* then the losses tick up */

float campaign_clash_total(void) { return CLASH_RINGS + CLASH_TICK + 0.4f; }

/* winner: the winning player, -1 for a draw (players[0], the holder, keeps the place). */
void campaign_clash_set(campaign_screen *c, int loc, const int players[2], const int lost[2], int winner)
{
    c->clash.on = loc >= 0;
    c->clash.loc = (int8_t)loc;
    c->clash.winner = (int8_t)winner;
    c->clash.t = 0;
    for (int s = 0; s < 2; s++) {
        c->clash.players[s] = (int8_t)players[s];
        c->clash.lost[s] = (uint8_t)(lost[s] < 0 ? 0 : lost[s] > 255 ? 255 : lost[s]);
        c->clash.hero_fell[s] = false;
    }
}

void campaign_clash_hero_fell(campaign_screen *c, int side)
{
    if (side >= 0 && side < 2)
        c->clash.hero_fell[side] = true;
}

bool campaign_clash_shown(const campaign_screen *c)
{
    return c->clash.on && !c->cover && (c->step == CSTEP_DUEL_DONE || c->step == CSTEP_RETREAT) &&
           c->clash.loc >= 0 && c->clash.loc < c->map.n_locations;
}

/* A seat's colour made light enough to read on a dark pill. */
static SDL_Color light(SDL_Color c)
{
    return ui_rgb((Uint8)((c.r + 2 * 255) / 3), (Uint8)((c.g + 2 * 255) / 3), (Uint8)((c.b + 2 * 255) / 3));
}

/* How many of `lost` have ticked by `t`. */
static int ticked(float t, int lost)
{
    float k = (t - CLASH_RINGS) / CLASH_TICK;
    k = k < 0 ? 0 : k > 1 ? 1 : k;
    return (int)floorf(k * (float)lost + 0.5f);
}

/* How much of `b` the boxes cover, and a forfeit when it leaves the clip. */
static long covered(SDL_Rect b, const SDL_Rect *boxes, int n, SDL_Rect clip)
{
    long area = 0;
    SDL_Rect in;
    for (int i = 0; i < n; i++)
        if (SDL_IntersectRect(&b, &boxes[i], &in))
            area += (long)in.w * in.h;
    if (b.x < clip.x || b.y < clip.y || b.x + b.w > clip.x + clip.w || b.y + b.h > clip.y + clip.h)
        area += 1000000L;
    return area;
}

SDL_Rect campaign_clash_block(ui *u, const campaign_screen *c, float x, float y, char text[3][120])
{
    int bw = 0, line = ui_px(u, 19), bh = 2 * line + ui_px(u, 16);
    for (int k = 0; k < 3; k++) {
        int w = ui_text_width(u, text[k], ui_px(u, 11), true) + ui_px(u, 10);
        bw = w > bw ? w : bw;
    }
    enum { MAX_BOXES = 1024 };
    static SDL_Rect boxes[MAX_BOXES];
    int n = areamap_view_part_boxes(u, &c->cam, &c->model, boxes, MAX_BOXES - 1);
    int ring = (int)(39.0f * u->s); /* the pulsing ring at its widest, and its stroke */
    boxes[n++] = ui_rect((int)x - ring, (int)y - ring, 2 * ring, 2 * ring);
    SDL_Rect clip;
    SDL_RenderGetClipRect(u->r, &clip);
    if (SDL_RectEmpty(&clip)) {
        clip = ui_rect(0, 0, 0, 0);
        SDL_GetRendererOutputSize(u->r, &clip.w, &clip.h);
    }
    int ix = (int)x, iy = (int)y;
    SDL_Rect best = ui_rect(ix - bw / 2, iy + ring, bw, bh);
    long least = -1;
    for (int k = 0; k < 16 && least != 0; k++) {
        int gap = ui_px(u, 5) + k * ui_px(u, 6);
        SDL_Rect tries[] = { { ix - bw / 2, iy + ring + gap, bw, bh }, { ix - bw / 2, iy - ring - gap - bh, bw, bh },
                             { ix + ring + gap, iy - bh / 2, bw, bh }, { ix - ring - gap - bw, iy - bh / 2, bw, bh } };
        for (int i = 0; i < 4 && least != 0; i++) {
            long a = covered(tries[i], boxes, n, clip);
            if (least < 0 || a < least) {
                least = a;
                best = tries[i];
            }
        }
    }
    return best;
}

bool campaign_clash_leader(float x, float y, SDL_Rect block, float scale, float seg[4])
{
    float nx = x < (float)block.x ? (float)block.x : x > (float)(block.x + block.w) ? (float)(block.x + block.w) : x;
    float ny = y < (float)block.y ? (float)block.y : y > (float)(block.y + block.h) ? (float)(block.y + block.h) : y;
    float dist = sqrtf((nx - x) * (nx - x) + (ny - y) * (ny - y)), ring = 36.0f * scale;
    if (dist <= 80.0f * scale)
        return false;
    seg[0] = x + (nx - x) / dist * ring;
    seg[1] = y + (ny - y) / dist * ring;
    seg[2] = nx;
    seg[3] = ny;
    return true;
}

void campaign_clash_draw(ui *u, const campaign_screen *c)
{
    if (!campaign_clash_shown(c))
        return;
    float t = c->clash.t, x, y;
    const campaign_location *l = &c->map.locations[c->clash.loc];
    areamap_camera_to_screen(&c->cam, (float)l->x, (float)l->y, &x, &y);
    float s = u->s;
    /* The clash: two rings in the sides' colours closing in, then a red ring and crossed blades. */
    float k = t / CLASH_RINGS;
    k = k > 1 ? 1 : k;
    for (int side = 0; side < 2; side++) {
        SDL_Color col = campaign_seat_colour(c->clash.players[side]);
        float off = (1 - k) * 34.0f * s * (side ? 1.0f : -1.0f);
        if (k < 1)
            draw_ring(u->r, x + off, y, 24.0f * s, 3.0f * s, col);
    }
    float pulse = k < 1 ? k : 0.75f + 0.25f * sinf(t * 6.0f);
    draw_ring(u->r, x, y, (30.0f + 6.0f * pulse) * s, 4.0f * s, ui_rgba(240, 90, 80, (Uint8)(120 + 120 * pulse)));
    /* The crossed blades, fading as the losses tick: the place's own marks show again under them. */
    float fade = t <= CLASH_RINGS ? 1.0f : 1.0f - (t - CLASH_RINGS) / CLASH_TICK;
    if (fade > 0) {
        float b = 12.0f * s * k;
        SDL_Color blade = ui_rgba(245, 240, 230, (Uint8)(255 * fade));
        draw_line(u->r, x - b, y - b, x + b, y + b, 3.0f * s, blade);
        draw_line(u->r, x - b, y + b, x + b, y - b, 3.0f * s, blade);
    }
    /* The labels: the winner's banner (staying), each side's losses ticking
     * in its colour under it; one block clear of the place's name and of
     * every banner on the map (play-test 11: they covered both). */
    char text[3][120];
    SDL_Color col[3];
    for (int side = 0; side < 2; side++) {
        int n = ticked(t, c->clash.lost[side]), p = c->clash.players[side];
        char who[DATA_SEAT_NAME_MAX + 8];
        campaign_clip(who, sizeof who, campaign_seat_label(p), 24);
        if (c->clash.hero_fell[side] && n == 0 && t >= CLASH_RINGS + CLASH_TICK)
            /* TRANSLATORS: a pill on the campaign map under a battle's place: a side lost no unit, but its Hero
             * fell (not lost: it rolls for an injury) */
            snprintf(text[1 + side], sizeof text[0], _("%s: no unit lost, the Hero fell"), who);
        else if (c->clash.hero_fell[side] && t >= CLASH_RINGS + CLASH_TICK)
            /* TRANSLATORS: a pill on the campaign map under a battle's place: a side's units lost, and its
             * Hero fell (not lost: it rolls for an injury); play-test 14 read "no loss" over a fallen Hero */
            snprintf(text[1 + side], sizeof text[0], P_("%s: −%d unit, the Hero fell", "%s: −%d units, the Hero fell", n),
                     who, n);
        else if (n > 0)
            /* TRANSLATORS: a pill on the campaign map under a battle's place: a side's units lost so far */
            snprintf(text[1 + side], sizeof text[0], P_("%s: −%d unit", "%s: −%d units", n), who, n);
        else
            /* TRANSLATORS: a pill on the campaign map under a battle's place: a side lost no unit */
            snprintf(text[1 + side], sizeof text[0], _("%s: no loss"), who);
        col[1 + side] = light(campaign_seat_colour(p));
    }
    int w = c->clash.winner >= 0 ? c->clash.winner : c->clash.players[0];
    char who[DATA_SEAT_NAME_MAX + 8];
    campaign_clip(who, sizeof who, campaign_seat_label(w), 24);
    if (c->clash.winner >= 0)
        /* TRANSLATORS: the banner on the campaign map at a battle's place once it is decided */
        snprintf(text[0], sizeof text[0], _("%s wins"), who);
    else
        /* TRANSLATORS: the banner on the campaign map at a battle's place: a draw, the holder keeps it */
        snprintf(text[0], sizeof text[0], _("%s holds"), who);
    col[0] = light(campaign_seat_colour(w));
    SDL_Rect block = campaign_clash_block(u, c, x, y, text);
    int line = ui_px(u, 19);
    float mid = (float)block.x + (float)block.w / 2, top = (float)block.y + (float)ui_px(u, 8), seg[4];
    if (t >= CLASH_RINGS && campaign_clash_leader(x, y, block, s, seg)) {
        draw_line(u->r, seg[0], seg[1], seg[2], seg[3], 4.0f * s, ui_rgba(14, 16, 24, 200));
        draw_line(u->r, seg[0], seg[1], seg[2], seg[3], 2.0f * s, ui_rgba(240, 90, 80, 230));
    }
    if (t >= CLASH_RINGS + CLASH_TICK * 0.8f)
        campaign_map_pill(u, mid, top, text[0], col[0]);
    if (t >= CLASH_RINGS)
        for (int j = 1; j < 3; j++)
            campaign_map_pill(u, mid, top + (float)(line * j), text[j], col[j]);
}
