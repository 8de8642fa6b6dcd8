/*
 * The art generator's board: the two seamless ground tiles, the obstacles
 * (boulder, stones, ruined wall) and the translucent objective zone, all
 * 128x128 so they fill one square. Stone shares one palette and one rock
 * painter (draw_rock), so every obstacle reads as the same ground.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Board: tiles, obstacles and the objective zone (128x128).                  */
/* ------------------------------------------------------------------------ */

typedef struct {
    Rgba base, alt; /* two nearby colours the large-scale noise wanders between */
    float contrast;
    uint32_t seed;
} TileStyle;

/* Calm, seamless (all noise wraps at the tile edge) grass-over-stone texture. */
static Rgba tile_texel(float x, float y, const void *ctx)
{
    const TileStyle *t = ctx;
    float u = x / 128.0f, v = y / 128.0f;
    float hue = fbm(u * 3.0f, v * 3.0f, 3, 3, t->seed + 11U);
    Rgba c = rgba_mix(t->base, t->alt, smooth01((hue - 0.35f) / 0.3f));
    float broad = fbm(u * 4.0f, v * 4.0f, 4, 4, t->seed) - 0.5f;
    float fine = fbm(u * 32.0f, v * 32.0f, 2, 32, t->seed + 5U) - 0.5f;
    float speck = fbm(u * 48.0f, v * 48.0f, 1, 48, t->seed + 9U);
    float k = 1.0f + t->contrast * (1.0f * broad + 0.45f * fine) - 0.05f * smooth01((speck - 0.78f) / 0.06f);
    /* A faint bevel so the grid reads without drawn lines. */
    float lit = fminf(x, y), dark = fminf(128.0f - x, 128.0f - y);
    k *= 1.0f + 0.035f * (1.0f - smooth01(lit / 3.0f)) - 0.06f * (1.0f - smooth01(dark / 3.0f));
    c.r *= k;
    c.g *= k;
    c.b *= k;
    return c;
}

void make_tiles(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    const TileStyle light = {hexc(0xaab093), hexc(0xb0ad92), 0.11f, 1001U};
    const TileStyle dark = {hexc(0x7e876b), hexc(0x858469), 0.13f, 2002U};
    Canvas c = canvas_new(f);
    canvas_texture(&c, tile_texel, &light);
    canvas_save(&c, "sprites/tile-light.png");
    canvas_free(&c);
    c = canvas_new(f);
    canvas_texture(&c, tile_texel, &dark);
    canvas_save(&c, "sprites/tile-dark.png");
    canvas_free(&c);
}

static const uint32_t STONE_INK = 0x24211c;

/* One rock: outline, rounded lit body with grain, a lighter top, a shaded side
 * face right of `ridge` (a polyline from top to bottom, may be NULL), cracks
 * and moss on top. */
static void draw_rock(Canvas *c, const Path *outline, const Path *ridge, const Path *cracks, int ncracks, float bevel,
                      uint32_t seed)
{
    Mask m = mask_new(c->f);
    mask_poly(&m, outline, 3.0f, OP_ADD);
    float top = 1e9f, bottom = -1e9f;
    for (int i = 0; i < outline->n; i++) {
        top = fminf(top, outline->y[i]);
        bottom = fmaxf(bottom, outline->y[i]);
    }
    canvas_outline(c, &m, hexc(STONE_INK), 1.8f, 0.0f, 0.0f);
    Paint body = paint_grain(paint_linear(0, top, hexc(0xaaa395), 0, bottom, hexc(0x6c665c)), 0.16f, 7.0f, seed);
    canvas_fill_lit(c, &m, &body, 1.0f, bevel, 1.1f);
    /* The upward-facing part catches more light. */
    Mask below = mask_shifted(&m, 0.0f, (bottom - top) * 0.3f);
    Mask cap = mask_clone(&m);
    mask_subtract(&cap, &below);
    mask_blur(&cap, 2.5f);
    mask_intersect(&cap, &m);
    Paint hl = paint_solid(hexc(0xe4dfd2));
    canvas_fill(c, &cap, &hl, 0.3f);
    if (ridge && ridge->n >= 2) {
        Path facet = *ridge;
        path_add(&facet, 140, ridge->y[ridge->n - 1]);
        path_add(&facet, 140, ridge->y[0]);
        Mask side = mask_new(c->f);
        mask_poly(&side, &facet, 0.0f, OP_ADD);
        mask_blur(&side, 0.8f);
        mask_intersect(&side, &m);
        Paint sp = paint_solid(hexc(0x1c1a16));
        canvas_fill(c, &side, &sp, 0.3f);
        Mask edge = mask_new(c->f);
        mask_stroke(&edge, ridge, 0.9f, 0.3f, OP_ADD);
        mask_intersect(&edge, &m);
        Paint ep = paint_solid(hexc(0xf2eee4));
        canvas_fill(c, &edge, &ep, 0.22f);
        mask_free(&edge);
        mask_free(&side);
    }
    Mask crack = mask_new(c->f), crack_lip = mask_new(c->f);
    for (int i = 0; i < ncracks; i++)
        mask_stroke(&crack, &cracks[i], 1.2f, 0.4f, OP_ADD);
    Mask shifted_lip = mask_shifted(&crack, 0.8f, 1.0f);
    mask_union(&crack_lip, &shifted_lip);
    mask_subtract(&crack_lip, &crack);
    mask_intersect(&crack_lip, &m);
    mask_intersect(&crack, &m);
    Paint lp = paint_solid(hexc(0xf0ebe0));
    canvas_fill(c, &crack_lip, &lp, 0.4f);
    Paint cp = paint_solid(hexc(0x2e2923));
    canvas_fill(c, &crack, &cp, 0.8f);
    mask_free(&shifted_lip);
    mask_free(&crack_lip);
    Mask moss = mask_new(c->f);
    mask_noise(&moss, 10.0f, 3, 0.6f, 0.08f, seed + 3U);
    Mask upper = mask_clone(&cap);
    mask_blur(&upper, 3.0f);
    mask_intersect(&moss, &upper);
    mask_intersect(&moss, &m);
    Paint mp = paint_grain(paint_solid(hexc(0x70864e)), 0.25f, 3.0f, seed + 7U);
    canvas_fill(c, &moss, &mp, 0.75f);
    mask_free(&upper);
    mask_free(&moss);
    mask_free(&crack);
    mask_free(&cap);
    mask_free(&below);
    mask_free(&m);
}

static void path_from(Path *p, const float (*pts)[2], size_t n, float dx, float dy, float k)
{
    for (size_t i = 0; i < n; i++)
        path_add(p, pts[i][0] * k + dx, pts[i][1] * k + dy);
}

static void ground_shadow(Canvas *c, float cx, float cy, float rx, float ry, float opacity)
{
    Mask s = mask_new(c->f);
    mask_ellipse(&s, cx, cy, rx, ry, 0, OP_ADD);
    mask_blur(&s, 4.0f);
    Paint p = paint_solid(hexc(0x000000));
    canvas_fill(c, &s, &p, opacity);
    mask_free(&s);
}

/* A single large boulder. */
static void obstacle_boulder(Frame f)
{
    Canvas c = canvas_new(f);
    ground_shadow(&c, 66, 108, 56, 12, 0.5f);
    const float boulder[][2] = {{14, 100}, {10, 76}, {18, 50}, {36, 28}, {60, 16}, {84, 18}, {102, 32},
                                {114, 54}, {118, 82}, {112, 104}, {88, 112}, {40, 112}};
    Path rock = {0};
    path_from(&rock, boulder, sizeof boulder / sizeof boulder[0], 0, 0, 1.0f);
    const float ridge_pts[][2] = {{84, 18}, {78, 40}, {84, 62}, {80, 88}, {86, 114}};
    Path ridge = {0};
    path_from(&ridge, ridge_pts, sizeof ridge_pts / sizeof ridge_pts[0], 0, 0, 1.0f);
    Path cracks[3] = {{0}, {0}, {0}};
    const float c0[][2] = {{50, 44}, {56, 58}, {52, 70}, {58, 84}};
    const float c1[][2] = {{96, 60}, {104, 72}, {102, 86}};
    const float c2[][2] = {{28, 74}, {36, 82}, {34, 96}};
    path_from(&cracks[0], c0, 4, 0, 0, 1.0f);
    path_from(&cracks[1], c1, 3, 0, 0, 1.0f);
    path_from(&cracks[2], c2, 3, 0, 0, 1.0f);
    draw_rock(&c, &rock, &ridge, cracks, 3, 10.0f, 31U);
    canvas_save(&c, "sprites/obstacle-rock-1.png");
    canvas_free(&c);
}

/* A cluster of three stones, drawn back to front. */
static void obstacle_stones(Frame f)
{
    Canvas c = canvas_new(f);
    ground_shadow(&c, 64, 104, 58, 14, 0.5f);
    const float stone_a[][2] = {{8, 74}, {10, 46}, {26, 22}, {50, 12}, {70, 22}, {78, 48}, {72, 78}, {24, 86}};
    const float stone_b[][2] = {{58, 98}, {60, 66}, {74, 44}, {98, 38}, {118, 54}, {122, 86}, {110, 106}, {72, 108}};
    const float stone_c[][2] = {{14, 110}, {16, 90}, {32, 76}, {52, 80}, {60, 98}, {50, 116}, {26, 118}};
    Path pa = {0}, pb = {0}, pc = {0};
    path_from(&pa, stone_a, sizeof stone_a / sizeof stone_a[0], 0, 0, 1.0f);
    path_from(&pb, stone_b, sizeof stone_b / sizeof stone_b[0], 0, 0, 1.0f);
    path_from(&pc, stone_c, sizeof stone_c / sizeof stone_c[0], 0, 0, 1.0f);
    const float ra[][2] = {{50, 12}, {48, 34}, {56, 56}, {52, 86}};
    const float rb[][2] = {{98, 38}, {92, 60}, {98, 82}, {94, 110}};
    const float rc[][2] = {{36, 77}, {40, 96}, {36, 118}};
    Path ridge_a = {0}, ridge_b = {0}, ridge_c = {0};
    path_from(&ridge_a, ra, 4, 0, 0, 1.0f);
    path_from(&ridge_b, rb, 4, 0, 0, 1.0f);
    path_from(&ridge_c, rc, 3, 0, 0, 1.0f);
    Path ca[1] = {{0}}, cb[1] = {{0}};
    const float ca_pts[][2] = {{24, 40}, {30, 52}, {26, 66}};
    const float cb_pts[][2] = {{74, 62}, {80, 74}, {76, 90}};
    path_from(&ca[0], ca_pts, 3, 0, 0, 1.0f);
    path_from(&cb[0], cb_pts, 3, 0, 0, 1.0f);
    draw_rock(&c, &pa, &ridge_a, ca, 1, 8.0f, 41U);
    draw_rock(&c, &pb, &ridge_b, cb, 1, 8.0f, 42U);
    draw_rock(&c, &pc, &ridge_c, NULL, 0, 6.0f, 43U);
    canvas_save(&c, "sprites/obstacle-rock-2.png");
    canvas_free(&c);
}

/* A broken wall of dressed stone with rubble at its foot. */
static void obstacle_ruin(Frame f)
{
    Canvas c = canvas_new(f);
    ground_shadow(&c, 64, 110, 60, 11, 0.5f);
    /* Courses of dressed stones; the higher courses are broken off. */
    static const float course_span[6][2] = {{0, 128}, {0, 128}, {10, 118}, {20, 105}, {30, 70}, {40, 60}};
    Rng rng = {0x5EED};
    Mask stones = mask_new(f);
    float stone[40][5]; /* centre x, centre y, tilt, tone, half width */
    int nstones = 0;
    for (int row = 0; row < 6; row++) {
        float y = 104.0f - 16.0f * (float)row;
        for (float x = 14.0f + ((row % 2) ? 12.5f : 0.0f); x < 128.0f; x += 25.0f) {
            if (x < course_span[row][0] || x > course_span[row][1] || nstones == 40)
                continue;
            if (row > 0 && rng_float(&rng) < 0.1f)
                continue; /* a fallen stone leaves a hole into the wall's core */
            float *st = stone[nstones++];
            st[0] = x;
            st[1] = y;
            st[2] = rng_range(&rng, -2.0f, 2.0f);
            st[3] = rng_range(&rng, 0.88f, 1.08f);
            st[4] = 11.6f - rng_range(&rng, 0.0f, 0.8f);
            mask_box(&stones, x, y, st[4], 7.2f, 2.2f, st[2], OP_ADD);
        }
    }
    Mask wm = mask_dilated(&stones, 1.6f);
    canvas_outline(&c, &wm, hexc(STONE_INK), 1.8f, 0.0f, 0.0f);
    Paint mortar = paint_grain(paint_solid(hexc(0x4f483d)), 0.2f, 4.0f, 51U);
    canvas_fill(&c, &wm, &mortar, 1.0f);
    for (int i = 0; i < nstones; i++) {
        Mask brick = mask_new(f);
        mask_box(&brick, stone[i][0], stone[i][1], stone[i][4], 7.2f, 2.2f, stone[i][2], OP_ADD);
        Rgba hi = hexc(0xb3aa98), lo = hexc(0x7e7566);
        hi.r *= stone[i][3];
        hi.g *= stone[i][3];
        hi.b *= stone[i][3];
        lo.r *= stone[i][3];
        lo.g *= stone[i][3];
        lo.b *= stone[i][3];
        Paint bp = paint_grain(paint_linear(0, stone[i][1] - 8, hi, 0, stone[i][1] + 8, lo), 0.14f, 5.0f,
                               60U + (uint32_t)i);
        canvas_fill_lit(&c, &brick, &bp, 1.0f, 2.0f, 0.9f);
        mask_free(&brick);
    }
    mask_free(&stones);
    /* Light falls on the broken top of the wall. */
    Mask lower_wall = mask_shifted(&wm, 0.0f, 4.0f);
    Mask top_face = mask_clone(&wm);
    mask_subtract(&top_face, &lower_wall);
    Paint tf = paint_grain(paint_solid(hexc(0xd6cfbf)), 0.12f, 4.0f, 70U);
    canvas_fill(&c, &top_face, &tf, 0.6f);
    mask_free(&top_face);
    mask_free(&lower_wall);
    Mask moss = mask_new(f);
    mask_noise(&moss, 9.0f, 3, 0.6f, 0.08f, 77U);
    Mask lower = mask_new(f);
    mask_box(&lower, 64, 112, 60, 22, 10, 0, OP_ADD);
    mask_blur(&lower, 6.0f);
    mask_intersect(&moss, &lower);
    mask_intersect(&moss, &wm);
    Paint mp = paint_grain(paint_solid(hexc(0x66823f)), 0.25f, 3.0f, 78U);
    canvas_fill(&c, &moss, &mp, 0.8f);
    mask_free(&lower);
    mask_free(&moss);
    mask_free(&wm);
    const float rubble[][3] = {{10, 112, 7}, {24, 118, 5}, {104, 114, 8}, {118, 110, 5}, {90, 119, 4}};
    for (size_t i = 0; i < sizeof rubble / sizeof rubble[0]; i++) {
        Path p = {0};
        path_regular(&p, 5, rubble[i][0], rubble[i][1], rubble[i][2], 17.0f * (float)i);
        draw_rock(&c, &p, NULL, NULL, 0, 2.5f, 90U + (uint32_t)i);
    }
    canvas_save(&c, "sprites/obstacle-ruin.png");
    canvas_free(&c);
}

void make_obstacles(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    obstacle_boulder(f);
    obstacle_stones(f);
    obstacle_ruin(f);
}

/* Objective square: translucent gold pennants, stripes and a frame, kept clear
 * in the middle where a unit stands. */
void make_zone(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    Canvas c = canvas_new(f);
    Mask all = mask_new(f);
    mask_fill_all(&all);
    Paint wash = paint_radial(64, 64, 90, hexa(0xffd24a, 0.10f), hexa(0xffc02a, 0.22f));
    canvas_fill(&c, &all, &wash, 1.0f);
    Mask stripes = mask_new(f);
    for (int i = -6; i <= 6; i++) {
        float o = 22.0f * (float)i;
        mask_capsule(&stripes, o - 20, -20, o + 150, 150, 3.5f, OP_ADD);
    }
    Paint sp = paint_solid(hexc(0xffd24a));
    canvas_fill(&c, &stripes, &sp, 0.13f);
    Mask frame_m = mask_new(f);
    mask_box(&frame_m, 64, 64, 59, 59, 8, 0, OP_ADD);
    mask_box(&frame_m, 64, 64, 53, 53, 4, 0, OP_SUB);
    canvas_outline(&c, &frame_m, hexa(0x5a3a00, 0.6f), 1.0f, 0.0f, 0.0f);
    Paint fp = paint_linear(0, 0, hexa(0xfff0a0, 0.85f), 128, 128, hexa(0xd89a18, 0.85f));
    canvas_fill_lit(&c, &frame_m, &fp, 1.0f, 1.5f, 0.6f);
    /* Pennants hanging from the top edge and rising from the bottom edge. */
    Mask pennants = mask_new(f);
    for (int i = 0; i < 2; i++) {
        float cx = i ? 92.0f : 36.0f;
        Path top = {0}, bottom = {0};
        path_add(&top, cx - 9, 11);
        path_add(&top, cx + 9, 11);
        path_add(&top, cx + 9, 28);
        path_add(&top, cx, 22);
        path_add(&top, cx - 9, 28);
        path_add(&bottom, cx - 9, 117);
        path_add(&bottom, cx + 9, 117);
        path_add(&bottom, cx + 9, 100);
        path_add(&bottom, cx, 106);
        path_add(&bottom, cx - 9, 100);
        mask_poly(&pennants, &top, 1.0f, OP_ADD);
        mask_poly(&pennants, &bottom, 1.0f, OP_ADD);
    }
    canvas_outline(&c, &pennants, hexa(0x5a3a00, 0.5f), 1.0f, 0.0f, 0.0f);
    Paint pp = paint_linear(0, 10, hexa(0xffe27a, 0.8f), 0, 118, hexa(0xe0a020, 0.8f));
    canvas_fill_lit(&c, &pennants, &pp, 1.0f, 1.5f, 0.6f);
    canvas_save(&c, "sprites/zone.png");
    canvas_free(&c);
    mask_free(&pennants);
    mask_free(&frame_m);
    mask_free(&stripes);
    mask_free(&all);
}
