/*
 * The art generator's unit images: the first fifteen portraits (one-colour glyphs
 * the client draws over a token) and the two tokens (side A's disc, side B's
 * hexagon) with their selection rings; gen_art_portraits.c draws the other
 * portraits, painted here the same way. They live together because a portrait
 * is inset to sit inside its token's rim: change one, look at the other.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Unit portraits: one-colour glyphs, light grey with a dark outline, drawn on */
/* a 128-unit design grid. Fine details are gaps of 1.5-3 units, which the     */
/* outline fills, so they read as dark engraved lines.                          */
/* ------------------------------------------------------------------------ */

#define GLYPH_GAP 2.2f

static void glyph_swordsman(Mask *m)
{
    m->xf = xf_make(64, 64, 45, 1.0f, 0, 0);
    Path blade = {0};
    path_add(&blade, 64, 1);
    path_add(&blade, 76.5f, 19);
    path_add(&blade, 75.5f, 77);
    path_add(&blade, 52.5f, 77);
    path_add(&blade, 51.5f, 19);
    mask_poly(m, &blade, 0.8f, OP_ADD);
    mask_capsule(m, 64, 22, 64, 70, 2.0f, OP_SUB); /* fuller */
    mask_box(m, 64, 84, 25, 5.5f, 3, 0, OP_ADD);  /* cross-guard */
    mask_circle(m, 38, 84, 7.5f, OP_ADD);
    mask_circle(m, 90, 84, 7.5f, OP_ADD);
    mask_box(m, 64, 101, 7, 11, 2.5f, 0, OP_ADD); /* grip */
    for (int i = 0; i < 3; i++) {
        float y = 95.0f + 6.5f * (float)i;
        mask_capsule(m, 57, y + 2, 71, y - 2, 1.0f, OP_SUB);
    }
    mask_circle(m, 64, 118, 9.0f, OP_ADD); /* pommel */
    mask_circle(m, 64, 118, 3.0f, OP_SUB);
}

static void glyph_spearman(Mask *m)
{
    Path head = {0};
    path_quad(&head, 54, 2, 90, 46, 54, 58, 14);
    path_quad(&head, 54, 58, 18, 46, 54, 2, 14);
    mask_poly(m, &head, 0.5f, OP_ADD);
    mask_capsule(m, 54, 14, 54, 50, 1.8f, OP_SUB); /* midrib */
    mask_box(m, 54, 64, 7.5f, 5, 2, 0, OP_ADD);   /* socket */
    mask_taper(m, 51, 70, 41, 64, 4.0f, 2.0f, OP_ADD); /* lugs: short, not a sword's guard */
    mask_taper(m, 57, 70, 67, 64, 4.0f, 2.0f, OP_ADD);
    mask_capsule(m, 54, 72, 54, 114, 5.5f, OP_ADD); /* shaft */
    mask_capsule(m, 47, 84, 61, 84, 1.1f, OP_SUB);  /* binding */
    mask_capsule(m, 47, 90, 61, 90, 1.1f, OP_SUB);
    Path butt = {0};
    path_add(&butt, 48, 114);
    path_add(&butt, 60, 114);
    path_add(&butt, 54, 125);
    mask_poly(m, &butt, 0.8f, OP_ADD);
    /* No pennon under the head (play-test 14: a flag is what marks the
     * escorted unit, as lesson 1 teaches): the long head and its lugs make
     * the spear read at small sizes. */
}

static void glyph_archer(Mask *m)
{
    /* String and arrow first, then the bow is placed over them with a gap. */
    mask_capsule(m, 60, 12, 26, 64, 1.8f, OP_ADD);
    mask_capsule(m, 26, 64, 60, 116, 1.8f, OP_ADD);
    mask_capsule(m, 24, 64, 102, 64, 3.4f, OP_ADD);
    Path head = {0};
    path_add(&head, 98, 52);
    path_add(&head, 121, 64);
    path_add(&head, 98, 76);
    path_add(&head, 103, 64);
    mask_poly(m, &head, 0.8f, OP_ADD);
    for (int s = -1; s <= 1; s += 2) {
        Path fl = {0};
        path_add(&fl, 22, 64 + 4.0f * (float)s);
        path_add(&fl, 10, 64 + 16.0f * (float)s);
        path_add(&fl, 28, 64 + 16.0f * (float)s);
        path_add(&fl, 42, 64 + 4.0f * (float)s);
        mask_poly(m, &fl, 0.8f, OP_ADD);
    }
    Mask bow = mask_new(m->f);
    Path top = {0}, bottom = {0};
    path_quad(&top, 60, 12, 88, 28, 90, 64, 16);
    path_quad(&bottom, 60, 116, 88, 100, 90, 64, 16);
    mask_stroke(&bow, &top, 3.2f, 7.0f, OP_ADD);
    mask_stroke(&bow, &bottom, 3.2f, 7.0f, OP_ADD);
    mask_taper(&bow, 60, 12, 52, 6, 3.2f, 3.4f, OP_ADD); /* recurved tips */
    mask_taper(&bow, 60, 116, 52, 122, 3.2f, 3.4f, OP_ADD);
    mask_box(&bow, 91, 64, 7, 12, 3, 0, OP_ADD); /* grip */
    mask_capsule(&bow, 85, 58, 97, 58, 1.0f, OP_SUB);
    mask_capsule(&bow, 85, 70, 97, 70, 1.0f, OP_SUB);
    mask_knockout(m, &bow, 1.8f);
    mask_free(&bow);
}

static void glyph_crossbow(Mask *m)
{
    /* Prod (the bow) and string behind the stock. */
    Path prod = {0};
    path_quad(&prod, 14, 54, 64, 10, 114, 54, 24);
    Path half_l = {0}, half_r = {0};
    for (int i = 0; i <= 12; i++) {
        path_add(&half_l, prod.x[i], prod.y[i]);
        path_add(&half_r, prod.x[24 - i], prod.y[24 - i]);
    }
    mask_stroke(m, &half_l, 4.2f, 8.5f, OP_ADD);
    mask_stroke(m, &half_r, 4.2f, 8.5f, OP_ADD);
    mask_capsule(m, 15, 54, 64, 76, 1.8f, OP_ADD);
    mask_capsule(m, 113, 54, 64, 76, 1.8f, OP_ADD);
    Mask stock = mask_new(m->f);
    Path body = {0};
    path_add(&body, 58, 22);
    path_add(&body, 70, 22);
    path_add(&body, 72, 90);
    path_add(&body, 83, 118);
    path_add(&body, 45, 118);
    path_add(&body, 56, 90);
    mask_poly(&stock, &body, 2.0f, OP_ADD);
    mask_capsule(&stock, 64, 30, 64, 70, 1.3f, OP_SUB); /* groove */
    Path bolt_head = {0};
    path_add(&bolt_head, 64, 3);
    path_add(&bolt_head, 74, 19);
    path_add(&bolt_head, 54, 19);
    mask_poly(&stock, &bolt_head, 0.8f, OP_ADD);
    mask_box(&stock, 64, 76, 9, 3.5f, 1.5f, 0, OP_ADD); /* latch */
    Path trigger = {0};
    path_quad(&trigger, 71, 84, 82, 88, 80, 100, 6);
    mask_stroke(&stock, &trigger, 2.2f, 1.6f, OP_ADD);
    mask_knockout(m, &stock, 1.8f);
    mask_free(&stock);
}

static void glyph_mage(Mask *m)
{
    m->xf = xf_make(64, 64, 24, 1.0f, 4, 4);
    Mask orb = mask_new(m->f);
    orb.xf = m->xf;
    mask_circle(&orb, 64, 24, 15, OP_ADD);
    mask_capsule(&orb, 57, 17, 61, 14, 2.3f, OP_SUB); /* glint */
    Path left = {0}, right = {0};
    path_quad(&left, 60, 52, 34, 44, 46, 10, 10);
    path_quad(&right, 68, 52, 94, 44, 82, 10, 10);
    mask_stroke(m, &left, 5.5f, 2.0f, OP_ADD);
    mask_stroke(m, &right, 5.5f, 2.0f, OP_ADD);
    mask_taper(m, 64, 48, 64, 122, 6.0f, 4.5f, OP_ADD); /* staff */
    mask_ellipse(m, 64, 58, 9, 6, 0, OP_ADD);             /* collar */
    mask_ellipse(m, 64, 86, 7.5f, 5, 0, OP_ADD);          /* knot */
    mask_knockout(m, &orb, GLYPH_GAP);
    mask_free(&orb);
    m->xf = xf_identity();
    Mask stars = mask_new(m->f);
    Path s1 = {0}, s2 = {0}, s3 = {0};
    path_star(&s1, 4, 30, 34, 15, 4, -90);
    path_star(&s2, 4, 26, 70, 9, 2.6f, -90);
    path_star(&s3, 4, 50, 12, 7, 2.2f, -90);
    mask_poly(&stars, &s1, 0.5f, OP_ADD);
    mask_poly(&stars, &s2, 0.5f, OP_ADD);
    mask_poly(&stars, &s3, 0.5f, OP_ADD);
    mask_knockout(m, &stars, GLYPH_GAP);
    mask_free(&stars);
}

static void glyph_knight(Mask *m)
{
    Path helm = {0};
    path_add(&helm, 64, 22);
    path_quad(&helm, 64, 22, 96, 22, 97, 48, 10);
    path_add(&helm, 98, 96);
    path_quad(&helm, 98, 96, 96, 108, 84, 112, 6);
    path_add(&helm, 64, 114);
    path_mirror(&helm, 64);
    mask_poly(m, &helm, 2.0f, OP_ADD);
    /* Eye slits either side of a nose bar, and the cross band's edges. */
    mask_box(m, 46, 60, 14, 3.8f, 3, 4, OP_SUB);
    mask_box(m, 82, 60, 14, 3.8f, 3, -4, OP_SUB);
    mask_capsule(m, 57, 28, 57, 53, 1.1f, OP_SUB);
    mask_capsule(m, 71, 28, 71, 53, 1.1f, OP_SUB);
    mask_capsule(m, 57, 67, 57, 110, 1.1f, OP_SUB);
    mask_capsule(m, 71, 67, 71, 110, 1.1f, OP_SUB);
    for (int row = 0; row < 3; row++)
        for (int col = 0; col < 3 - row; col++) {
            float y = 78.0f + 9.0f * (float)row, dx = 12.0f + 7.0f * (float)col;
            mask_circle(m, 64 + dx, y, 2.2f, OP_SUB);
            mask_circle(m, 64 - dx, y, 2.2f, OP_SUB);
        }
    Mask plume = mask_new(m->f);
    Path p1 = {0}, p2 = {0};
    path_quad(&p1, 64, 22, 66, 2, 104, 8, 12);
    path_quad(&p2, 66, 20, 84, 12, 100, 24, 10);
    mask_stroke(&plume, &p1, 8.0f, 2.5f, OP_ADD);
    mask_stroke(&plume, &p2, 6.0f, 2.0f, OP_ADD);
    mask_knockout(m, &plume, GLYPH_GAP);
    mask_free(&plume);
}

static void glyph_scout(Mask *m)
{
    Path boot = {0};
    path_add(&boot, 46, 26);
    path_add(&boot, 76, 26);
    path_add(&boot, 74, 72);
    path_quad(&boot, 74, 72, 92, 78, 104, 88, 6);
    path_quad(&boot, 104, 88, 112, 94, 110, 104, 4);
    path_add(&boot, 110, 108);
    path_add(&boot, 44, 108);
    path_add(&boot, 42, 86);
    mask_poly(m, &boot, 2.5f, OP_ADD);
    mask_capsule(m, 44, 38, 78, 38, 1.4f, OP_SUB); /* cuff */
    mask_capsule(m, 44, 99, 112, 99, 1.4f, OP_SUB); /* sole */
    mask_capsule(m, 62, 99, 62, 110, 1.2f, OP_SUB); /* heel */
    for (int i = 0; i < 3; i++) { /* laces */
        float y = 52.0f + 8.0f * (float)i;
        mask_capsule(m, 68, y, 77, y + 3, 1.0f, OP_SUB);
    }
    Mask wing = mask_new(m->f);
    const float tip[4][2] = {{8, 30}, {6, 46}, {10, 62}, {18, 76}};
    const float len_r[4] = {6.0f, 5.5f, 5.0f, 4.5f};
    for (int i = 0; i < 4; i++) {
        Mask f = mask_new(m->f);
        Path feather = {0};
        path_quad(&feather, 42, 50 + 4.0f * (float)i, 28, 40 + 8.0f * (float)i, tip[i][0], tip[i][1], 10);
        mask_stroke(&f, &feather, len_r[i], 1.5f, OP_ADD);
        mask_knockout(&wing, &f, 1.6f);
        mask_free(&f);
    }
    mask_knockout(m, &wing, GLYPH_GAP);
    mask_free(&wing);
}

void shield_path(Path *p, float cx, float top, float hw, float side, float tip)
{
    path_add(p, cx, top);
    path_add(p, cx + hw, top);
    path_add(p, cx + hw, side);
    path_quad(p, cx + hw, side, cx + hw, tip - (tip - side) * 0.25f, cx, tip, 16);
    p->n--; /* the tip is added again by the mirror */
    path_mirror(p, cx);
}

static void glyph_guardian(Mask *m)
{
    Path sh = {0};
    shield_path(&sh, 64, 14, 44, 52, 120);
    mask_poly(m, &sh, 2.0f, OP_ADD);
    mask_poly_band(m, &sh, -10.0f, -7.0f, OP_SUB); /* rim */
    mask_capsule(m, 64, 30, 64, 104, 5.0f, OP_SUB);
    mask_capsule(m, 30, 54, 98, 54, 5.0f, OP_SUB);
    mask_capsule(m, 64, 28, 64, 102, 3.0f, OP_ADD);
    mask_capsule(m, 28, 54, 100, 54, 3.0f, OP_ADD);
    mask_circle(m, 64, 54, 15, OP_SUB);
    mask_circle(m, 64, 54, 11.5f, OP_ADD); /* boss */
    mask_circle(m, 60, 50, 3.0f, OP_SUB);  /* boss glint */
    mask_circle(m, 60, 50, 1.5f, OP_ADD);
}

static void axe_blade(Path *p, float dir)
{
    /* One bit of a double axe, to the right (dir 1) or left (dir -1) of x 64. */
    float x_in = 64 + 8 * dir, x_out = 64 + 34 * dir, x_bulge = 64 + 50 * dir;
    path_add(p, x_in, 32);
    path_quad(p, x_in, 32, 64 + 22 * dir, 28, x_out, 10, 8);
    path_quad(p, x_out, 10, x_bulge, 40, x_out, 72, 16);
    path_quad(p, x_out, 72, 64 + 22 * dir, 54, x_in, 50, 8);
}

static void glyph_berserker(Mask *m)
{
    mask_capsule(m, 64, 14, 64, 120, 4.5f, OP_ADD); /* haft */
    mask_circle(m, 64, 120, 5.5f, OP_ADD);
    for (int i = 0; i < 3; i++) { /* grip wraps */
        float y = 94.0f + 7.0f * (float)i;
        mask_capsule(m, 58, y + 2, 70, y - 2, 1.0f, OP_SUB);
    }
    Mask head = mask_new(m->f);
    for (int dir = -1; dir <= 1; dir += 2) {
        Path bit = {0};
        axe_blade(&bit, (float)dir);
        mask_poly(&head, &bit, 1.0f, OP_ADD);
        Path edge = {0};
        path_quad(&edge, 64 + 33 * (float)dir, 18, 64 + 44 * (float)dir, 41, 64 + 33 * (float)dir, 64, 12);
        mask_stroke(&head, &edge, 1.2f, 1.2f, OP_SUB); /* honed edge */
    }
    mask_box(&head, 64, 41, 9, 17, 3, 0, OP_ADD); /* socket */
    mask_capsule(&head, 57, 33, 71, 33, 1.1f, OP_SUB);
    mask_capsule(&head, 57, 49, 71, 49, 1.1f, OP_SUB);
    Path spike = {0};
    path_add(&spike, 58, 25);
    path_add(&spike, 64, 6);
    path_add(&spike, 70, 25);
    mask_poly(&head, &spike, 0.8f, OP_ADD);
    mask_knockout(m, &head, GLYPH_GAP);
    mask_free(&head);
}

static void glyph_hammer(Mask *m)
{
    m->xf = xf_make(64, 64, -38, 1.0f, 2, 4);
    mask_capsule(m, 64, 44, 64, 118, 5.5f, OP_ADD); /* handle */
    for (int i = 0; i < 4; i++) {
        float y = 92.0f + 6.0f * (float)i;
        mask_capsule(m, 58, y + 2, 70, y - 2, 1.0f, OP_SUB);
    }
    mask_circle(m, 64, 120, 6, OP_ADD);
    Mask head = mask_new(m->f);
    head.xf = m->xf;
    mask_box(&head, 64, 30, 26, 15, 3, 0, OP_ADD);
    mask_box(&head, 36, 30, 6, 19, 3, 0, OP_ADD); /* striking faces */
    mask_box(&head, 92, 30, 6, 19, 3, 0, OP_ADD);
    mask_capsule(&head, 42.5f, 14, 42.5f, 46, 1.3f, OP_SUB);
    mask_capsule(&head, 85.5f, 14, 85.5f, 46, 1.3f, OP_SUB);
    Path spike = {0};
    path_add(&spike, 58, 16);
    path_add(&spike, 64, 2);
    path_add(&spike, 70, 16);
    mask_poly(&head, &spike, 0.6f, OP_ADD);
    mask_knockout(m, &head, GLYPH_GAP);
    mask_free(&head);
    m->xf = xf_identity();
}

static void glyph_commander(Mask *m)
{
    mask_capsule(m, 30, 20, 30, 122, 4.0f, OP_ADD); /* pole */
    Path finial = {0};
    path_quad(&finial, 30, 2, 40, 12, 30, 20, 6);
    path_quad(&finial, 30, 20, 20, 12, 30, 2, 6);
    mask_poly(m, &finial, 0.8f, OP_ADD);
    mask_capsule(m, 26, 26, 106, 26, 3.2f, OP_ADD); /* cross-bar */
    mask_circle(m, 108, 26, 4.5f, OP_ADD);
    Mask flag = mask_new(m->f);
    Path banner = {0};
    path_add(&banner, 40, 32);
    path_add(&banner, 102, 32);
    path_add(&banner, 102, 98);
    path_add(&banner, 86, 88);
    path_add(&banner, 71, 104);
    path_add(&banner, 56, 88);
    path_add(&banner, 40, 98);
    mask_poly(&flag, &banner, 1.5f, OP_ADD);
    mask_poly_band(&flag, &banner, -6.5f, -4.5f, OP_SUB); /* border */
    Path crown = {0};
    path_add(&crown, 56, 72);
    path_add(&crown, 86, 72);
    path_add(&crown, 89, 47);
    path_add(&crown, 79, 58);
    path_add(&crown, 71, 42);
    path_add(&crown, 63, 58);
    path_add(&crown, 53, 47);
    mask_poly(&flag, &crown, 1.0f, OP_SUB);
    mask_knockout(m, &flag, GLYPH_GAP);
    mask_free(&flag);
}

static void glyph_rogue(Mask *m)
{
    Path hood = {0};
    path_add(&hood, 16, 118);
    path_quad(&hood, 16, 118, 22, 70, 40, 44, 10);
    path_quad(&hood, 40, 44, 50, 24, 70, 8, 10);
    path_quad(&hood, 70, 8, 74, 30, 90, 44, 10);
    path_quad(&hood, 90, 44, 108, 70, 112, 118, 10);
    mask_poly(m, &hood, 2.0f, OP_ADD);
    mask_ellipse(m, 62, 66, 21, 25, 0, OP_SUB); /* the dark face */
    mask_ellipse(m, 62, 94, 30, 14, 0, OP_ADD); /* scarf over the mouth */
    mask_capsule(m, 34, 96, 90, 92, 1.2f, OP_SUB);
    mask_ellipse(m, 53, 66, 6.0f, 2.6f, 14, OP_ADD); /* eyes */
    mask_ellipse(m, 71, 66, 6.0f, 2.6f, -14, OP_ADD);
    Mask dagger = mask_new(m->f);
    dagger.xf = xf_make(96, 86, 30, 1.0f, 0, 0);
    Path blade = {0};
    path_add(&blade, 96, 48);
    path_add(&blade, 103, 64);
    path_add(&blade, 102, 88);
    path_add(&blade, 90, 88);
    path_add(&blade, 89, 64);
    mask_poly(&dagger, &blade, 0.5f, OP_ADD);
    mask_capsule(&dagger, 96, 60, 96, 84, 1.2f, OP_SUB);
    mask_box(&dagger, 96, 93, 15, 3.5f, 2, 0, OP_ADD);
    mask_box(&dagger, 96, 106, 4.5f, 9, 2, 0, OP_ADD);
    mask_circle(&dagger, 96, 119, 5, OP_ADD);
    mask_knockout(m, &dagger, GLYPH_GAP);
    mask_free(&dagger);
}

/* The shadow inside the hood, painted dark rather than left see-through. */
static void ink_rogue(Mask *m)
{
    mask_ellipse(m, 62, 66, 22, 26, 0, OP_ADD);
}

static void glyph_cannon(Mask *m)
{
    Mask barrel = mask_new(m->f);
    barrel.xf = xf_make(56, 60, -28, 1.0f, 4, -2);
    Path tube = {0};
    path_add(&tube, 30, 46);
    path_add(&tube, 100, 51);
    path_add(&tube, 100, 67);
    path_add(&tube, 30, 72);
    mask_poly(&barrel, &tube, 1.0f, OP_ADD);
    mask_circle(&barrel, 30, 59, 14, OP_ADD);           /* breech */
    mask_circle(&barrel, 12, 59, 5.5f, OP_ADD);         /* cascabel */
    mask_capsule(&barrel, 12, 59, 20, 59, 3.0f, OP_ADD);
    mask_box(&barrel, 104, 59, 6, 12, 2.5f, 0, OP_ADD); /* muzzle */
    mask_capsule(&barrel, 97.5f, 45, 97.5f, 73, 1.2f, OP_SUB);
    mask_capsule(&barrel, 52, 44, 52, 74, 1.2f, OP_SUB); /* reinforcing rings */
    mask_capsule(&barrel, 58, 44, 58, 74, 1.2f, OP_SUB);
    mask_circle(&barrel, 104, 59, 5.5f, OP_SUB);         /* bore */
    Path trail = {0};
    path_add(&trail, 34, 70);
    path_add(&trail, 70, 66);
    path_add(&trail, 70, 84);
    path_add(&trail, 20, 118);
    path_add(&trail, 8, 114);
    mask_poly(m, &trail, 2.0f, OP_ADD);
    mask_knockout(m, &barrel, GLYPH_GAP);
    Mask wheel = mask_new(m->f);
    mask_circle(&wheel, 62, 92, 27, OP_ADD);
    mask_circle(&wheel, 62, 92, 20, OP_SUB);
    for (int i = 0; i < 4; i++) {
        float a = rad(45.0f * (float)i + 22.5f);
        mask_capsule(&wheel, 62 - 21 * cosf(a), 92 - 21 * sinf(a), 62 + 21 * cosf(a), 92 + 21 * sinf(a), 2.6f,
                     OP_ADD);
    }
    mask_circle(&wheel, 62, 92, 7, OP_ADD);
    mask_circle(&wheel, 62, 92, 2.5f, OP_SUB);
    mask_knockout(m, &wheel, GLYPH_GAP);
    mask_free(&wheel);
    mask_free(&barrel);
}

static void glyph_healer(Mask *m)
{
    mask_capsule(m, 64, 56, 64, 122, 5.5f, OP_ADD); /* staff */
    mask_ring(m, 64, 36, 14, 20, OP_ADD);           /* ring of the cross */
    Mask cross = mask_new(m->f);
    for (int i = 0; i < 4; i++) {
        Path arm = {0};
        float a = rad(90.0f * (float)i);
        float ca = cosf(a), sa = sinf(a);
        const float pts[5][2] = {{4, -4.5f}, {27, -9}, {30, 0}, {27, 9}, {4, 4.5f}};
        for (int k = 0; k < 5; k++)
            path_add(&arm, 64 + pts[k][0] * ca - pts[k][1] * sa, 36 + pts[k][0] * sa + pts[k][1] * ca);
        mask_poly(&cross, &arm, 1.5f, OP_ADD);
    }
    mask_circle(&cross, 64, 36, 7, OP_ADD);
    mask_circle(&cross, 64, 36, 3.0f, OP_SUB);
    mask_knockout(m, &cross, GLYPH_GAP);
    mask_free(&cross);
    /* Leaves wound around the staff: growth and care rather than a red cross. */
    Mask leaves = mask_new(m->f);
    const float lv[4][4] = {{64, 78, 40, 66}, {64, 78, 88, 66}, {64, 98, 44, 90}, {64, 98, 84, 90}};
    for (int i = 0; i < 4; i++) {
        float mx = (lv[i][0] + lv[i][2]) * 0.5f, my = (lv[i][1] + lv[i][3]) * 0.5f;
        float len = hypotf(lv[i][2] - lv[i][0], lv[i][3] - lv[i][1]);
        float deg = atan2f(lv[i][3] - lv[i][1], lv[i][2] - lv[i][0]) * 180.0f / PI_F;
        float scale = i < 2 ? 1.0f : 0.8f;
        mask_ellipse(&leaves, mx, my, len * 0.5f * scale + 1.0f, 6.0f * scale, deg, OP_ADD);
        mask_capsule(&leaves, lv[i][0], lv[i][1], mx + (lv[i][2] - mx) * 0.7f, my + (lv[i][3] - my) * 0.7f, 0.9f,
                     OP_SUB);
    }
    mask_knockout(m, &leaves, 1.6f);
    mask_free(&leaves);
}

static void glyph_wolf(Mask *m)
{
    Path head = {0};
    const float right[][2] = {{64, 40},  {76, 36},  {92, 10},  {100, 26}, {102, 46},
                              {114, 58}, {106, 62}, {116, 76}, {102, 80}, {96, 92},
                              {84, 100}, {78, 112}, {64, 118}};
    for (size_t i = 0; i < sizeof right / sizeof right[0]; i++)
        path_add(&head, right[i][0], right[i][1]);
    head.n--;
    path_mirror(&head, 64);
    mask_poly(m, &head, 2.0f, OP_ADD);
    for (int s = -1; s <= 1; s += 2) {
        float sx = (float)s;
        Path ear = {0};
        path_add(&ear, 64 + 16 * sx, 38);
        path_add(&ear, 64 + 27 * sx, 20);
        path_add(&ear, 64 + 32 * sx, 40);
        mask_poly(m, &ear, 1.0f, OP_SUB);
        Path eye = {0};
        path_add(&eye, 64 + 7 * sx, 64);
        path_add(&eye, 64 + 24 * sx, 56);
        path_add(&eye, 64 + 20 * sx, 66);
        mask_poly(m, &eye, 1.5f, OP_SUB);
        Path brow = {0};
        path_quad(&brow, 64 + 6 * sx, 52, 64 + 14 * sx, 46, 64 + 24 * sx, 48, 6);
        mask_stroke(m, &brow, 1.4f, 0.8f, OP_SUB);
        Path muzzle = {0};
        path_quad(&muzzle, 64 + 7 * sx, 72, 64 + 10 * sx, 90, 64 + 16 * sx, 100, 6);
        mask_stroke(m, &muzzle, 1.3f, 0.8f, OP_SUB);
        Path cheek = {0};
        path_quad(&cheek, 64 + 30 * sx, 70, 64 + 36 * sx, 80, 64 + 30 * sx, 90, 6);
        mask_stroke(m, &cheek, 1.2f, 0.6f, OP_SUB);
    }
    Path nose = {0};
    path_add(&nose, 55, 101);
    path_add(&nose, 73, 101);
    path_add(&nose, 64, 112);
    mask_poly(m, &nose, 2.0f, OP_SUB);
}

static const Portrait portraits[] = {
    {"swordsman", glyph_swordsman, NULL}, {"spearman", glyph_spearman, NULL},
    {"archer", glyph_archer, NULL},       {"crossbow", glyph_crossbow, NULL},
    {"mage", glyph_mage, NULL},           {"knight", glyph_knight, NULL},
    {"scout", glyph_scout, NULL},         {"guardian", glyph_guardian, NULL},
    {"berserker", glyph_berserker, NULL}, {"hammer", glyph_hammer, NULL},
    {"commander", glyph_commander, NULL}, {"rogue", glyph_rogue, ink_rogue},
    {"cannon", glyph_cannon, NULL},       {"healer", glyph_healer, NULL},
    {"wolf", glyph_wolf, NULL},
};

/* Glyphs are designed edge to edge, then shrunk so that a portrait drawn in
 * the same rectangle as its token sits inside the token's rim. */
#define PORTRAIT_INSET 0.8f

void make_portraits(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    const size_t first = sizeof portraits / sizeof portraits[0];
    for (size_t k = 0; k < first + portraits_more_count; k++) {
        const Portrait *pt = k < first ? &portraits[k] : &portraits_more[k - first];
        Mask design = mask_new(f);
        pt->draw(&design);
        Mask glyph = mask_scaled(&design, 64.0f, 64.0f, PORTRAIT_INSET);
        mask_free(&design);
        Canvas c = canvas_new(f);
        canvas_outline(&c, &glyph, hexc(0x10121a), 3.4f, 5.0f, 0.55f);
        if (pt->ink) {
            Mask ink_design = mask_new(f);
            pt->ink(&ink_design);
            Mask ink = mask_scaled(&ink_design, 64.0f, 64.0f, PORTRAIT_INSET);
            Paint ip = paint_solid(hexc(0x10121a));
            canvas_fill(&c, &ink, &ip, 1.0f);
            mask_free(&ink);
            mask_free(&ink_design);
        }
        Paint body = paint_linear(0, 22, hexc(0xffffff), 0, 108, hexc(0xc3c9d4));
        canvas_fill_lit(&c, &glyph, &body, 1.0f, 2.2f, 0.8f);
        char rel[128];
        snprintf(rel, sizeof rel, "sprites/portrait-%s.png", pt->name);
        canvas_save(&c, rel);
        canvas_free(&c);
        mask_free(&glyph);
    }
}

/* ------------------------------------------------------------------------ */
/* Unit tokens: greyscale, tinted by the client with SDL_SetTextureColorMod.  */
/* Side A is a disc, side B a rounded hexagon, so shape alone tells them apart. */
/* ------------------------------------------------------------------------ */

#define TOKEN_CX 64.0f
#define TOKEN_CY 64.0f
#define TOKEN_DISC_R 56.0f    /* disc radius */
#define TOKEN_HEX_IN 53.0f    /* hexagon: centre to a flat side */
#define TOKEN_HEX_ROUND 10.0f /* hexagon corner radius */
#define TOKEN_RIM 10.0f       /* rim width */
#define EDGE_INF 1000.0f

/* The part of a token between `from` and `to` design units in from its edge. */
static void token_region(Mask *m, int hex, float from, float to)
{
    if (!hex) {
        float r_out = TOKEN_DISC_R - from, r_in = TOKEN_DISC_R - to;
        if (r_in <= 0.0f)
            mask_circle(m, TOKEN_CX, TOKEN_CY, r_out, OP_ADD);
        else
            mask_ring(m, TOKEN_CX, TOKEN_CY, r_in, r_out, OP_ADD);
        return;
    }
    Path p = {0};
    float core_in = TOKEN_HEX_IN - TOKEN_HEX_ROUND;
    path_regular(&p, 6, TOKEN_CX, TOKEN_CY, core_in / cosf(rad(30.0f)), -90.0f);
    mask_poly_band(m, &p, TOKEN_HEX_ROUND - to, TOKEN_HEX_ROUND - from, OP_ADD);
}

static void draw_token_rim(Canvas *c, int hex, float from, float to, float lo)
{
    Mask rim = mask_new(c->f);
    token_region(&rim, hex, from, to);
    Paint p = paint_linear(24, 14, grey(1.0f), 104, 114, grey(lo));
    canvas_fill_lit(c, &rim, &p, 1.0f, 2.5f, 0.7f);
    mask_free(&rim);
}

static void make_token(int hex)
{
    Frame f = frame_make(128, 128, 128.0f);
    Canvas c = canvas_new(f);
    Mask whole = mask_new(f), groove = mask_new(f), face = mask_new(f);
    token_region(&whole, hex, 0.0f, EDGE_INF);
    token_region(&groove, hex, TOKEN_RIM, TOKEN_RIM + 1.8f);
    token_region(&face, hex, TOKEN_RIM + 1.8f, EDGE_INF);
    canvas_shadow(&c, &whole, 0.0f, 3.0f, 3.0f, 0.5f);
    Paint edge = paint_solid(grey(0.16f));
    canvas_fill(&c, &whole, &edge, 1.0f);
    draw_token_rim(&c, hex, 1.4f, TOKEN_RIM, 0.5f);
    Paint gp = paint_solid(grey(0.32f));
    canvas_fill(&c, &groove, &gp, 1.0f);
    Paint fp = paint_radial(50, 44, 88, grey(0.97f), grey(0.74f));
    canvas_fill(&c, &face, &fp, 1.0f);
    canvas_inner_shadow(&c, &face, 1.5f, 2.5f, 2.5f, 0.45f);
    canvas_save(&c, hex ? "sprites/token-b.png" : "sprites/token-a.png");
    canvas_free(&c);

    /* The rim alone, a little brighter, for the selection highlight. */
    c = canvas_new(f);
    draw_token_rim(&c, hex, 0.0f, TOKEN_RIM + 0.6f, 0.72f);
    canvas_save(&c, hex ? "sprites/token-b-ring.png" : "sprites/token-a-ring.png");
    canvas_free(&c);
    mask_free(&whole);
    mask_free(&groove);
    mask_free(&face);
}

void make_tokens(void)
{
    make_token(0);
    make_token(1);
}
