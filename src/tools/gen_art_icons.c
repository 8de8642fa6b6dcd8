/*
 * The art generator's icons: the 48x48 status icons and flag marker drawn over
 * units, and the application icon written at every size the desktop asks for.
 * Both are small full-colour pictures with a dark outline, built from the same
 * gradient-and-outline part (icon_part) and the portraits' shield outline.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Status icons and the objective marker: 48x48, full colour, dark outline.   */
/* ------------------------------------------------------------------------ */

static const uint32_t ICON_INK = 0x0e111a;

/* Outline, lit gradient fill from top colour to bottom colour. */
static void icon_part(Canvas *c, const Mask *m, uint32_t top, uint32_t bottom, float ytop, float ybottom)
{
    canvas_outline(c, m, hexc(ICON_INK), 1.8f, 2.0f, 0.45f);
    Paint p = paint_linear(0, ytop, hexc(top), 0, ybottom, hexc(bottom));
    canvas_fill_lit(c, m, &p, 1.0f, 1.4f, 0.6f);
}

static void icon_stance(Canvas *c)
{
    Mask m = mask_new(c->f);
    Path sh = {0};
    shield_path(&sh, 24, 4, 18, 20, 45);
    mask_poly(&m, &sh, 1.0f, OP_ADD);
    icon_part(c, &m, 0xa9cdff, 0x2c58b0, 4, 45);
    Mask rim = mask_new(c->f);
    mask_poly_band(&rim, &sh, -2.6f, -1.4f, OP_ADD);
    Paint p = paint_solid(hexa(0xeaf2ff, 0.9f));
    canvas_fill(c, &rim, &p, 1.0f);
    Mask shine = mask_new(c->f);
    mask_taper(&shine, 15, 10, 15, 28, 2.2f, 0.8f, OP_ADD);
    mask_intersect(&shine, &m);
    Paint w = paint_solid(hexa(0xffffff, 0.55f));
    canvas_fill(c, &shine, &w, 1.0f);
    mask_free(&shine);
    mask_free(&rim);
    mask_free(&m);
}

static void icon_suppressed(Canvas *c)
{
    Mask m = mask_new(c->f);
    for (int i = 0; i < 2; i++) {
        float y = 4.0f + 13.0f * (float)i;
        Path chev = {0};
        path_add(&chev, 7, y);
        path_add(&chev, 24, y + 11);
        path_add(&chev, 41, y);
        path_add(&chev, 41, y + 8);
        path_add(&chev, 24, y + 19);
        path_add(&chev, 7, y + 8);
        mask_poly(&m, &chev, 0.8f, OP_ADD);
    }
    mask_box(&m, 24, 42, 19, 3, 1.5f, 0, OP_ADD); /* the ground it is pinned to */
    icon_part(c, &m, 0xffd04a, 0xe0461e, 4, 44);
    mask_free(&m);
}

static void icon_untargetable(Canvas *c)
{
    Mask ring = mask_new(c->f);
    for (int i = 0; i < 10; i++) {
        Path dash = {0};
        float a0 = 36.0f * (float)i - 90.0f + 6.0f;
        path_arc(&dash, 24, 24, 20.5f, a0, a0 + 20.0f, 6);
        mask_stroke(&ring, &dash, 1.7f, 1.7f, OP_ADD);
    }
    icon_part(c, &ring, 0x9ff0ff, 0x3fb4e0, 2, 46);
    Mask ghost = mask_new(c->f);
    Path g = {0};
    path_arc(&g, 24, 20, 10.5f, 180, 360, 16);
    path_add(&g, 34.5f, 35);
    const float zig[][2] = {{31, 31.5f}, {27.5f, 35}, {24, 31.5f}, {20.5f, 35}, {17, 31.5f}, {13.5f, 35}};
    for (size_t i = 0; i < sizeof zig / sizeof zig[0]; i++)
        path_add(&g, zig[i][0], zig[i][1]);
    mask_poly(&ghost, &g, 0.6f, OP_ADD);
    mask_ellipse(&ghost, 20, 20, 2.0f, 3.0f, 0, OP_SUB);
    mask_ellipse(&ghost, 28, 20, 2.0f, 3.0f, 0, OP_SUB);
    canvas_outline(c, &ghost, hexc(ICON_INK), 1.6f, 0.0f, 0.0f);
    Paint p = paint_linear(0, 9, hexa(0xffffff, 0.95f), 0, 36, hexa(0xc7c0f0, 0.8f));
    canvas_fill_lit(c, &ghost, &p, 1.0f, 1.4f, 0.5f);
    mask_free(&ghost);
    mask_free(&ring);
}

static void icon_overcharged(Canvas *c)
{
    Mask m = mask_new(c->f);
    Path bolt = {0};
    const float pts[][2] = {{30, 2}, {10, 27}, {22, 27}, {16, 46}, {39, 18}, {27, 18}, {35, 2}};
    for (size_t i = 0; i < sizeof pts / sizeof pts[0]; i++)
        path_add(&bolt, pts[i][0], pts[i][1]);
    mask_poly(&m, &bolt, 0.6f, OP_ADD);
    Mask glow = mask_dilated(&m, 3.0f);
    mask_blur(&glow, 3.0f);
    Paint gp = paint_solid(hexc(0xffd84a));
    canvas_fill(c, &glow, &gp, 0.7f);
    icon_part(c, &m, 0xfffbc2, 0xffa11a, 2, 46);
    mask_free(&glow);
    mask_free(&m);
}

static void icon_guarded(Canvas *c)
{
    Mask m = mask_new(c->f);
    Path sh = {0};
    shield_path(&sh, 21, 3, 16, 17, 40);
    mask_poly(&m, &sh, 1.0f, OP_ADD);
    icon_part(c, &m, 0x9ff0b0, 0x1f8a52, 3, 40);
    Mask rim = mask_new(c->f);
    mask_poly_band(&rim, &sh, -2.4f, -1.3f, OP_ADD);
    Paint p = paint_solid(hexa(0xeafff0, 0.9f));
    canvas_fill(c, &rim, &p, 1.0f);
    mask_free(&rim);
    /* Two interlocking chain links binding the shield to its guardian. */
    for (int i = 0; i < 2; i++) {
        Mask link = mask_new(c->f);
        float cx = 29.0f + 8.0f * (float)i, cy = 31.0f + 8.0f * (float)i;
        mask_box(&link, cx, cy, 8.5f, 5.0f, 5.0f, 45, OP_ADD);
        mask_box(&link, cx, cy, 5.0f, 1.6f, 1.6f, 45, OP_SUB);
        icon_part(c, &link, 0xffffff, 0x9aa3b5, cy - 8, cy + 8);
        mask_free(&link);
    }
    mask_free(&m);
}

static void icon_flag(Canvas *c)
{
    Mask pole = mask_new(c->f);
    mask_capsule(&pole, 12, 7, 12, 43, 2.2f, OP_ADD);
    mask_ellipse(&pole, 12, 44, 8, 2.6f, 0, OP_ADD);
    icon_part(c, &pole, 0xa07850, 0x5a3a20, 4, 44);
    Mask knob = mask_new(c->f);
    mask_circle(&knob, 12, 5.5f, 3.2f, OP_ADD);
    icon_part(c, &knob, 0xfff0a0, 0xd09020, 2, 9);
    Mask flag = mask_new(c->f);
    Path f = {0};
    path_quad(&f, 15, 8, 29, 1, 44, 9, 10);
    path_add(&f, 42, 29);
    path_quad(&f, 42, 29, 28, 22, 15, 29, 10);
    mask_poly(&flag, &f, 0.8f, OP_ADD);
    Path star = {0};
    path_star(&star, 5, 29, 16, 6.0f, 2.5f, -90);
    mask_poly(&flag, &star, 0.3f, OP_SUB);
    icon_part(c, &flag, 0xffe680, 0xe08a10, 2, 29);
    mask_free(&flag);
    mask_free(&knob);
    mask_free(&pole);
}

void make_status_icons(void)
{
    static const struct {
        const char *file;
        void (*draw)(Canvas *c);
    } icons[] = {
        {"sprites/status-stance.png", icon_stance},
        {"sprites/status-suppressed.png", icon_suppressed},
        {"sprites/status-untargetable.png", icon_untargetable},
        {"sprites/status-overcharged.png", icon_overcharged},
        {"sprites/status-guarded.png", icon_guarded},
        {"sprites/marker-flag.png", icon_flag},
    };
    for (size_t i = 0; i < sizeof icons / sizeof icons[0]; i++) {
        Canvas c = canvas_new(frame_make(48, 48, 48.0f));
        icons[i].draw(&c);
        canvas_save(&c, icons[i].file);
        canvas_free(&c);
    }
}

/* ------------------------------------------------------------------------ */
/* Application icon: a crossed sword and bow over a checkered shield.         */
/* ------------------------------------------------------------------------ */

static void draw_app_icon(Canvas *c)
{
    const Frame *f = &c->f;
    float ink_w = fmaxf(2.5f, 1.1f * f->unit); /* at least about a pixel at every size */
    Rgba ink = hexc(0x17120c);

    Mask shield = mask_new(*f);
    Path sh = {0};
    shield_path(&sh, 64, 18, 38, 60, 116);
    mask_poly(&shield, &sh, 2.0f, OP_ADD);
    canvas_shadow(c, &shield, 0, 3, 4, 0.45f);
    canvas_outline(c, &shield, ink, ink_w, 0.0f, 0.0f);
    Mask field = mask_new(*f);
    mask_poly(&field, &sh, -5.0f, OP_ADD);
    Mask rim = mask_clone(&shield);
    mask_subtract(&rim, &field);
    Paint gold = paint_linear(30, 18, hexc(0xffe79a), 100, 116, hexc(0xa8701c));
    canvas_fill_lit(c, &rim, &gold, 1.0f, 1.5f, 0.7f);
    int cells = f->w <= 32 ? 3 : 4;
    float cw = 76.0f / (float)cells;
    Mask dark = mask_new(*f), light = mask_new(*f);
    for (int j = 0; j < cells + 1; j++)
        for (int i = 0; i < cells; i++) {
            Mask *target = ((i + j) % 2) ? &dark : &light;
            mask_box(target, 26 + cw * ((float)i + 0.5f), 18 + cw * ((float)j + 0.5f), cw * 0.5f + 0.3f,
                     cw * 0.5f + 0.3f, 0, 0, OP_ADD);
        }
    mask_intersect(&dark, &field);
    mask_intersect(&light, &field);
    Paint blue = paint_linear(0, 18, hexc(0x4f86e8), 0, 116, hexc(0x1d3f8a));
    Paint cream = paint_linear(0, 18, hexc(0xfbf4e2), 0, 116, hexc(0xcbbd98));
    canvas_fill(c, &light, &cream, 1.0f);
    canvas_fill(c, &dark, &blue, 1.0f);
    canvas_inner_shadow(c, &field, 1.0f, 2.0f, 2.0f, 0.35f);

    /* Bow: from top left to bottom right, bowed towards the top right. */
    Mask bow = mask_new(*f), string = mask_new(*f);
    bow.xf = string.xf = xf_make(64, 64, -45, 1.0f, 0, 0);
    Path limb_top = {0}, limb_bottom = {0};
    path_quad(&limb_top, 64, 0, 92, 18, 94, 64, 14);
    path_quad(&limb_bottom, 64, 128, 92, 110, 94, 64, 14);
    mask_stroke(&bow, &limb_top, 4.0f, 7.5f, OP_ADD);
    mask_stroke(&bow, &limb_bottom, 4.0f, 7.5f, OP_ADD);
    mask_taper(&bow, 64, 0, 57, -3, 4.0f, 3.5f, OP_ADD);
    mask_taper(&bow, 64, 128, 57, 131, 4.0f, 3.5f, OP_ADD);
    mask_box(&bow, 95, 64, 7.5f, 11, 3, 0, OP_ADD);
    mask_capsule(&string, 64, 1, 64, 127, fmaxf(1.4f, 0.5f * f->unit), OP_ADD);
    Mask bow_all = mask_clone(&bow);
    mask_union(&bow_all, &string);
    canvas_outline(c, &bow_all, ink, ink_w * 0.8f, 0.0f, 0.0f);
    Paint sp = paint_solid(hexc(0xf1ead8));
    canvas_fill(c, &string, &sp, 1.0f);
    Paint wood = paint_linear(40, 20, hexc(0xe0a55c), 100, 110, hexc(0x7a4a1e));
    canvas_fill_lit(c, &bow, &wood, 1.0f, 2.0f, 0.8f);

    /* Sword: pommel bottom left, point top right. */
    Mask blade = mask_new(*f), guard = mask_new(*f), grip = mask_new(*f);
    blade.xf = guard.xf = grip.xf = xf_make(64, 64, 45, 1.0f, 0, 0);
    Path bl = {0};
    path_add(&bl, 64, 0);
    path_add(&bl, 71, 14);
    path_add(&bl, 71, 88);
    path_add(&bl, 57, 88);
    path_add(&bl, 57, 14);
    mask_poly(&blade, &bl, 0.5f, OP_ADD);
    mask_box(&guard, 64, 92, 20, 4.5f, 3, 0, OP_ADD);
    mask_circle(&guard, 64, 120, 6.5f, OP_ADD);
    mask_box(&grip, 64, 105, 4.5f, 10, 2, 0, OP_ADD);
    Mask sword = mask_clone(&blade);
    mask_union(&sword, &guard);
    mask_union(&sword, &grip);
    canvas_outline(c, &sword, ink, ink_w, 1.5f, 0.3f);
    Paint steel = paint_linear(52, 52, hexc(0xffffff), 76, 76, hexc(0x8c98ac));
    canvas_fill_lit(c, &blade, &steel, 1.0f, 2.0f, 0.7f);
    Paint leather = paint_solid(hexc(0x5a3418));
    canvas_fill(c, &grip, &leather, 1.0f);
    canvas_fill_lit(c, &guard, &gold, 1.0f, 1.5f, 0.7f);

    mask_free(&blade);
    mask_free(&guard);
    mask_free(&grip);
    mask_free(&sword);
    mask_free(&bow);
    mask_free(&string);
    mask_free(&bow_all);
    mask_free(&dark);
    mask_free(&light);
    mask_free(&rim);
    mask_free(&field);
    mask_free(&shield);
}

void make_app_icons(void)
{
    static const int sizes[] = {32, 48, 64, 128, 256, 512};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        Canvas c = canvas_new(frame_make(sizes[i], sizes[i], 128.0f));
        draw_app_icon(&c);
        char rel[128];
        snprintf(rel, sizeof rel, "icons/hicolor/%dx%d/apps/io.github.skirmish.Skirmish.png", sizes[i], sizes[i]);
        canvas_save(&c, rel);
        canvas_free(&c);
    }
}
