/*
 * The art generator's effects: the 64x64 spark, arrow, bolt, slash and puff
 * the client flashes during a fight. They are bright and mostly white-hot so
 * the client may tint them; arrow and bolt fly to the right and are rotated
 * when drawn.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Effects (64x64): bright, mostly white-hot, so the client may tint them.    */
/* ------------------------------------------------------------------------ */

/* spark: a hit flash of eight rays around a white-hot core */
static void effect_spark(Frame f)
{
    Canvas c = canvas_new(f);
    Mask glow = mask_new(f);
    mask_circle(&glow, 32, 32, 22, OP_ADD);
    mask_blur(&glow, 8.0f);
    Paint gp = paint_radial(32, 32, 30, hexc(0xffe890), hexa(0xff8a20, 0.0f));
    canvas_fill(&c, &glow, &gp, 1.0f);
    Mask rays = mask_new(f);
    for (int i = 0; i < 8; i++) {
        Path ray = {0};
        float a = rad(45.0f * (float)i + 10.0f), len = (i % 2) ? 19.0f : 29.0f, w = (i % 2) ? 3.0f : 4.2f;
        float ca = cosf(a), sa = sinf(a);
        path_add(&ray, 32 + ca * len, 32 + sa * len);
        path_add(&ray, 32 - sa * w, 32 + ca * w);
        path_add(&ray, 32 - ca * 4, 32 - sa * 4);
        path_add(&ray, 32 + sa * w, 32 - ca * w);
        mask_poly(&rays, &ray, 0.3f, OP_ADD);
    }
    Paint rp = paint_radial(32, 32, 28, hexc(0xffffff), hexc(0xffc040));
    canvas_fill(&c, &rays, &rp, 1.0f);
    Mask core = mask_new(f);
    mask_circle(&core, 32, 32, 7, OP_ADD);
    mask_blur(&core, 1.5f);
    Paint cp = paint_solid(hexc(0xffffff));
    canvas_fill(&c, &core, &cp, 1.0f);
    canvas_save(&c, "sprites/spark.png");
    canvas_free(&c);
    mask_free(&glow);
    mask_free(&rays);
    mask_free(&core);
}

/* arrow: flying right, centred vertically */
static void effect_arrow(Frame f)
{
    Canvas c = canvas_new(f);
    Mask shaft = mask_new(f), head = mask_new(f), fletch = mask_new(f);
    mask_capsule(&shaft, 8, 32, 50, 32, 1.5f, OP_ADD);
    Path h = {0};
    path_add(&h, 47, 26);
    path_add(&h, 61, 32);
    path_add(&h, 47, 38);
    path_add(&h, 50, 32);
    mask_poly(&head, &h, 0.4f, OP_ADD);
    for (int s = -1; s <= 1; s += 2) {
        Path fl = {0};
        path_add(&fl, 5, 32 + 1.5f * (float)s);
        path_add(&fl, 2, 32 + 8.0f * (float)s);
        path_add(&fl, 12, 32 + 8.0f * (float)s);
        path_add(&fl, 20, 32 + 1.5f * (float)s);
        mask_poly(&fletch, &fl, 0.4f, OP_ADD);
    }
    Mask all_parts = mask_clone(&shaft);
    mask_union(&all_parts, &head);
    mask_union(&all_parts, &fletch);
    canvas_outline(&c, &all_parts, hexc(0x1a140e), 1.1f, 1.5f, 0.35f);
    Paint wood = paint_linear(0, 30, hexc(0xd9a566), 0, 34, hexc(0x8a5a2a));
    canvas_fill(&c, &shaft, &wood, 1.0f);
    Paint steel = paint_linear(0, 26, hexc(0xf2f5fa), 0, 38, hexc(0x8a94a6));
    canvas_fill_lit(&c, &head, &steel, 1.0f, 1.0f, 0.6f);
    Paint feather = paint_linear(0, 24, hexc(0xf4efe6), 0, 40, hexc(0xc23a2a));
    canvas_fill(&c, &fletch, &feather, 1.0f);
    canvas_save(&c, "sprites/arrow.png");
    canvas_free(&c);
    mask_free(&shaft);
    mask_free(&head);
    mask_free(&fletch);
    mask_free(&all_parts);
}

/* bolt: a magic orb flying right with a fading comet tail */
static void effect_bolt(Frame f)
{
    Canvas c = canvas_new(f);
    Mask halo = mask_new(f);
    mask_circle(&halo, 44, 32, 14, OP_ADD);
    mask_blur(&halo, 5.0f);
    Paint hp = paint_solid(hexc(0x7fd8ff));
    canvas_fill(&c, &halo, &hp, 0.8f);
    Mask tail = mask_new(f);
    Path t = {0};
    path_add(&t, 44, 32);
    path_add(&t, 4, 32);
    mask_stroke(&tail, &t, 9.0f, 1.0f, OP_ADD);
    mask_blur(&tail, 1.5f);
    Paint tp = paint_linear(44, 0, hexa(0xb8f0ff, 1.0f), 4, 0, hexa(0x5a7cff, 0.0f));
    canvas_fill(&c, &tail, &tp, 1.0f);
    Mask wisp = mask_new(f);
    Path w1 = {0}, w2 = {0};
    path_quad(&w1, 42, 26, 28, 20, 12, 26, 10);
    path_quad(&w2, 42, 38, 28, 44, 16, 38, 10);
    mask_stroke(&wisp, &w1, 1.6f, 0.4f, OP_ADD);
    mask_stroke(&wisp, &w2, 1.6f, 0.4f, OP_ADD);
    Paint wp = paint_linear(44, 0, hexa(0xffffff, 0.9f), 12, 0, hexa(0xa0c0ff, 0.0f));
    canvas_fill(&c, &wisp, &wp, 1.0f);
    Mask orb = mask_new(f);
    mask_circle(&orb, 44, 32, 9, OP_ADD);
    Paint op = paint_radial(46, 30, 10, hexc(0xffffff), hexc(0x58c8ff));
    canvas_fill(&c, &orb, &op, 1.0f);
    canvas_save(&c, "sprites/bolt.png");
    canvas_free(&c);
    mask_free(&halo);
    mask_free(&tail);
    mask_free(&wisp);
    mask_free(&orb);
}

/* slash: a crescent sweep from top to bottom, heaviest at its leading end,
 * with two fainter motion arcs inside it */
static void effect_slash(Frame f)
{
    Canvas c = canvas_new(f);
    Mask arc = mask_new(f), trail = mask_new(f), trail2 = mask_new(f);
    Path lead = {0}, tail_arc = {0}, t1 = {0}, t2 = {0};
    path_arc(&tail_arc, 12, 32, 37, -54, 18, 24);
    path_arc(&lead, 12, 32, 37, 18, 52, 12);
    mask_stroke(&arc, &tail_arc, 0.6f, 6.0f, OP_ADD);
    mask_stroke(&arc, &lead, 6.0f, 1.0f, OP_ADD);
    path_arc(&t1, 12, 32, 30, -40, 40, 20);
    path_arc(&t2, 12, 32, 23, -26, 34, 16);
    mask_stroke(&trail, &t1, 0.4f, 2.2f, OP_ADD);
    mask_stroke(&trail2, &t2, 0.3f, 1.5f, OP_ADD);
    Mask arc_glow = mask_dilated(&arc, 2.0f);
    mask_blur(&arc_glow, 3.0f);
    Paint ag = paint_solid(hexc(0xbfe4ff));
    canvas_fill(&c, &arc_glow, &ag, 0.5f);
    Paint tp2 = paint_solid(hexc(0xe8f4ff));
    canvas_fill(&c, &trail2, &tp2, 0.35f);
    canvas_fill(&c, &trail, &tp2, 0.6f);
    Paint ap = paint_linear(32, 4, hexa(0xdcefff, 0.5f), 44, 58, hexc(0xffffff));
    canvas_fill(&c, &arc, &ap, 1.0f);
    canvas_save(&c, "sprites/slash.png");
    canvas_free(&c);
    mask_free(&arc);
    mask_free(&trail);
    mask_free(&trail2);
    mask_free(&arc_glow);
}

/* puff: a soft grey cloud of smoke */
static void effect_puff(Frame f)
{
    Canvas c = canvas_new(f);
    Mask cloud = mask_new(f);
    const float blobs[][3] = {{22, 38, 12}, {34, 30, 14}, {46, 38, 11}, {30, 44, 11}, {42, 46, 10}, {18, 28, 7},
                              {48, 24, 7}};
    for (size_t i = 0; i < sizeof blobs / sizeof blobs[0]; i++)
        mask_circle(&cloud, blobs[i][0], blobs[i][1], blobs[i][2], OP_ADD);
    Mask soft = mask_clone(&cloud);
    mask_blur(&soft, 2.0f);
    Paint smoke = paint_grain(paint_linear(0, 14, hexc(0xe6e6e6), 0, 58, hexc(0x7a7a80)), 0.18f, 5.0f, 123U);
    canvas_fill_lit(&c, &soft, &smoke, 0.88f, 5.0f, 1.0f);
    canvas_save(&c, "sprites/puff.png");
    canvas_free(&c);
    mask_free(&cloud);
    mask_free(&soft);
}

void make_effects(void)
{
    Frame f = frame_make(64, 64, 64.0f);
    effect_spark(f);
    effect_arrow(f);
    effect_bolt(f);
    effect_slash(f);
    effect_puff(f);
}
