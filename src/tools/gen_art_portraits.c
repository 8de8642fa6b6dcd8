/*
 * The art generator's second set of portraits: one picture for each unit
 * type of the shipped Escarmouche data that had to borrow another's (play-test
 * 5 found a Warden drawn as the enemy Captain, an Archer as a Slinger). The
 * glyphs follow gen_art_units.c's rules: a 128-unit grid, one colour, fine
 * details as 1.5-3 unit gaps; each is a different silhouette so it still
 * reads at token size. gen_art_units.c paints them with the first fifteen.
 */
#include <math.h>
#include <stddef.h>

#include "gen_art.h"

/* A round shield: rim, rivets and a boss, unlike the guardian's heater. */
static void glyph_roundshield(Mask *m)
{
    mask_circle(m, 64, 64, 57, OP_ADD);
    mask_ring(m, 64, 64, 43, 46.5f, OP_SUB);
    for (int i = 0; i < 8; i++) {
        float a = rad(22.5f + 45.0f * (float)i);
        mask_circle(m, 64 + 51.5f * cosf(a), 64 + 51.5f * sinf(a), 2.6f, OP_SUB);
    }
    mask_capsule(m, 44, 28, 44, 100, 1.3f, OP_SUB); /* planks */
    mask_capsule(m, 84, 28, 84, 100, 1.3f, OP_SUB);
    mask_circle(m, 64, 64, 18, OP_SUB);
    mask_circle(m, 64, 64, 14.5f, OP_ADD); /* boss */
}

/* A crenellated tower with a gate: the Bulwark, a wall that walks. */
static void glyph_tower(Mask *m)
{
    mask_box(m, 64, 80, 31, 42, 2, 0, OP_ADD);
    mask_box(m, 64, 28, 40, 14, 2, 0, OP_ADD);
    mask_box(m, 44, 14, 6.5f, 8, 1, 0, OP_SUB); /* merlons */
    mask_box(m, 84, 14, 6.5f, 8, 1, 0, OP_SUB);
    mask_capsule(m, 22, 44, 106, 44, 1.3f, OP_SUB);
    mask_capsule(m, 64, 58, 64, 72, 3.2f, OP_SUB); /* arrow slit */
    mask_box(m, 64, 112, 12, 12, 0, 0, OP_SUB);     /* gate */
    mask_circle(m, 64, 100, 12, OP_SUB);
    mask_capsule(m, 33, 86, 52, 86, 1.1f, OP_SUB); /* courses */
    mask_capsule(m, 76, 86, 95, 86, 1.1f, OP_SUB);
}

/* A scythe: the Reaver's long curved blade. */
static void glyph_scythe(Mask *m)
{
    mask_capsule(m, 46, 122, 76, 12, 4.6f, OP_ADD); /* snath */
    mask_capsule(m, 54, 78, 72, 86, 3.6f, OP_ADD);  /* grip */
    Path blade = {0};
    path_add(&blade, 78, 8);
    path_quad(&blade, 78, 8, 28, 2, 4, 46, 14);
    path_quad(&blade, 4, 46, 36, 22, 74, 26, 14);
    mask_poly(m, &blade, 0.6f, OP_ADD);
}

/* Rank chevrons under a star: the Vanguard's captain. */
static void glyph_chevrons(Mask *m)
{
    for (int i = 0; i < 3; i++) {
        float y = 44.0f + 26.0f * (float)i;
        Path c = {0};
        path_add(&c, 12, y + 24);
        path_add(&c, 64, y);
        path_add(&c, 116, y + 24);
        path_add(&c, 116, y + 40);
        path_add(&c, 64, y + 16);
        path_add(&c, 12, y + 40);
        mask_poly(m, &c, 0.8f, OP_ADD);
    }
    Path s = {0};
    path_star(&s, 5, 64, 21, 19, 8, -90);
    mask_poly(m, &s, 0.8f, OP_ADD);
}

/* A quiver full of arrows: the Longbow, who shoots many. */
static void glyph_quiver(Mask *m)
{
    mask_box(m, 64, 84, 21, 38, 7, 0, OP_ADD);
    mask_capsule(m, 47, 58, 81, 58, 1.4f, OP_SUB);
    mask_capsule(m, 47, 108, 81, 108, 1.4f, OP_SUB);
    static const float tips[3][2] = { { 34, 14 }, { 64, 8 }, { 94, 14 } };
    for (int i = 0; i < 3; i++) {
        float x = tips[i][0], y = tips[i][1], bx = 52.0f + 12.0f * (float)i;
        mask_capsule(m, bx, 46, x, y + 6, 2.6f, OP_ADD);
        float deg = atan2f(x - bx, 46 - (y + 6)) * 180.0f / PI_F;
        mask_box(m, x, y + 4, 6.5f, 10, 2, deg, OP_ADD); /* fletching */
    }
}

/* A target with an arrow in its heart: the Marksman. */
static void glyph_target(Mask *m)
{
    mask_circle(m, 58, 70, 52, OP_ADD);
    mask_ring(m, 58, 70, 36, 42, OP_SUB);
    mask_ring(m, 58, 70, 17, 23, OP_SUB);
    Mask arrow = mask_new(m->f);
    mask_capsule(&arrow, 58, 70, 110, 18, 3.2f, OP_ADD);
    mask_box(&arrow, 112, 16, 6, 12, 2, 45, OP_ADD);
    mask_knockout(m, &arrow, GLYPH_GAP_MORE);
    mask_free(&arrow);
}

/* An eye: the Sharpshooter, who sees first. */
static void glyph_eye(Mask *m)
{
    Path p = {0};
    path_add(&p, 4, 64);
    path_quad(&p, 4, 64, 64, 8, 124, 64, 20);
    path_quad(&p, 124, 64, 64, 120, 4, 64, 20);
    mask_poly(m, &p, 0.6f, OP_ADD);
    mask_circle(m, 64, 64, 29, OP_SUB);
    mask_circle(m, 64, 64, 24, OP_ADD);
    mask_circle(m, 64, 64, 10, OP_SUB);
    mask_circle(m, 74, 54, 5, OP_SUB); /* gleam */
}

/* An open book of spells: the Adept, a learner of magic. */
static void glyph_book(Mask *m)
{
    for (int s = -1; s <= 1; s += 2) {
        Path p = {0};
        float x0 = 64 + 3.0f * (float)s, x1 = 64 + 58.0f * (float)s;
        path_add(&p, x0, 38);
        path_quad(&p, x0, 38, 64 + 30.0f * (float)s, 22, x1, 28, 8);
        path_add(&p, x1, 104);
        path_quad(&p, x1, 104, 64 + 30.0f * (float)s, 98, x0, 114, 8);
        mask_poly(m, &p, 0.6f, OP_ADD);
        for (int i = 0; i < 4; i++) {
            float y = 48.0f + 14.0f * (float)i;
            mask_capsule(m, 64 + 14.0f * (float)s, y, 64 + 46.0f * (float)s, y - 4, 1.3f, OP_SUB);
        }
    }
    Path star = {0};
    path_star(&star, 4, 64, 12, 12, 3.5f, -90);
    mask_poly(m, &star, 0.5f, OP_ADD);
}

/* A pitchfork: the Recruit, fresh from the farm. */
static void glyph_pitchfork(Mask *m)
{
    mask_capsule(m, 64, 52, 64, 124, 4.8f, OP_ADD);
    Path bar = {0};
    path_add(&bar, 30, 34);
    path_quad(&bar, 30, 34, 34, 56, 64, 56, 10);
    path_quad(&bar, 64, 56, 94, 56, 98, 34, 10);
    mask_stroke(m, &bar, 4.6f, 4.6f, OP_ADD);
    mask_taper(m, 30, 36, 30, 4, 4.6f, 1.2f, OP_ADD);
    mask_taper(m, 64, 54, 64, 2, 4.6f, 1.2f, OP_ADD);
    mask_taper(m, 98, 36, 98, 4, 4.6f, 1.2f, OP_ADD);
    mask_capsule(m, 58, 62, 70, 62, 1.0f, OP_SUB);
}

/* A lightning bolt: the Shock Trooper. */
static void glyph_bolt(Mask *m)
{
    Path p = {0};
    path_add(&p, 78, 2);
    path_add(&p, 26, 72);
    path_add(&p, 58, 72);
    path_add(&p, 42, 126);
    path_add(&p, 104, 48);
    path_add(&p, 70, 48);
    path_add(&p, 94, 2);
    mask_poly(m, &p, 1.2f, OP_ADD);
    mask_capsule(m, 72, 14, 48, 58, 1.3f, OP_SUB);
}

/* A flanged mace: the Footman's plain weapon. */
static void glyph_mace(Mask *m)
{
    Path s = {0};
    path_star(&s, 8, 64, 34, 32, 19, -90);
    mask_poly(m, &s, 1.5f, OP_ADD);
    mask_circle(m, 64, 34, 11, OP_SUB);
    mask_circle(m, 64, 34, 7.5f, OP_ADD);
    mask_capsule(m, 64, 56, 64, 110, 5.5f, OP_ADD);
    for (int i = 0; i < 3; i++) {
        float y = 88.0f + 7.0f * (float)i;
        mask_capsule(m, 57, y + 2, 71, y - 2, 1.0f, OP_SUB);
    }
    mask_circle(m, 64, 118, 8, OP_ADD);
}

static void javelin(Mask *m, float ax, float ay, float bx, float by)
{
    float dx = bx - ax, dy = by - ay, l = sqrtf(dx * dx + dy * dy);
    float ux = dx / l, uy = dy / l;
    mask_capsule(m, ax, ay, bx - 16 * ux, by - 16 * uy, 3.2f, OP_ADD);
    Path head = {0};
    path_add(&head, bx, by);
    path_add(&head, bx - 18 * ux - 8 * uy, by - 18 * uy + 8 * ux);
    path_add(&head, bx - 26 * ux, by - 26 * uy);
    path_add(&head, bx - 18 * ux + 8 * uy, by - 18 * uy - 8 * ux);
    mask_poly(m, &head, 0.6f, OP_ADD);
    mask_capsule(m, ax + 10 * ux - 5 * uy, ay + 10 * uy + 5 * ux, ax + 10 * ux + 5 * uy, ay + 10 * uy - 5 * ux, 1.6f,
                 OP_ADD);
}

/* Two crossed javelins: the Skirmisher throws and runs. */
static void glyph_javelins(Mask *m)
{
    javelin(m, 20, 122, 108, 10);
    Mask top = mask_new(m->f);
    javelin(&top, 108, 122, 20, 10);
    mask_knockout(m, &top, GLYPH_GAP_MORE);
    mask_free(&top);
}

/* A hunting horn on its strap: the Ranger. */
static void glyph_horn(Mask *m)
{
    Path p = {0};
    path_add(&p, 16, 40);
    path_quad(&p, 16, 40, 34, 118, 100, 84, 24);
    mask_stroke(m, &p, 3.2f, 13.0f, OP_ADD);
    mask_ellipse(m, 104, 80, 9, 21, -30, OP_ADD); /* bell */
    mask_ellipse(m, 106, 79, 4, 14, -30, OP_SUB);
    mask_capsule(m, 46, 84, 54, 102, 1.2f, OP_SUB); /* bands */
    mask_capsule(m, 70, 86, 74, 106, 1.2f, OP_SUB);
    Path strap = {0};
    path_add(&strap, 22, 48);
    path_quad(&strap, 22, 48, 60, 0, 96, 66, 20);
    mask_stroke(m, &strap, 2.4f, 2.4f, OP_ADD);
}

/* A lantern: the Warden keeps watch through the night. */
static void glyph_lantern(Mask *m)
{
    mask_ring(m, 64, 14, 7, 12.5f, OP_ADD);
    Path cap = {0};
    path_add(&cap, 36, 38);
    path_add(&cap, 92, 38);
    path_add(&cap, 78, 24);
    path_add(&cap, 50, 24);
    mask_poly(m, &cap, 1.0f, OP_ADD);
    mask_box(m, 64, 72, 26, 32, 4, 0, OP_ADD);
    mask_box(m, 64, 72, 18, 25, 3, 0, OP_SUB);
    mask_circle(m, 64, 82, 9, OP_ADD); /* flame */
    Path tip = {0};
    path_add(&tip, 55.5f, 80);
    path_add(&tip, 64, 56);
    path_add(&tip, 72.5f, 80);
    mask_poly(m, &tip, 0.5f, OP_ADD);
    mask_circle(m, 64, 84, 3.5f, OP_SUB);
    mask_box(m, 64, 112, 32, 8, 3, 0, OP_ADD);
}

/* A palisade of sharpened stakes: the Picket holds a line. */
static void glyph_stakes(Mask *m)
{
    static const float xs[3] = { 30, 64, 98 }, tops[3] = { 22, 4, 22 };
    for (int i = 0; i < 3; i++) {
        Path p = {0};
        float x = xs[i];
        path_add(&p, x - 12, 124);
        path_add(&p, x - 12, tops[i] + 22);
        path_add(&p, x, tops[i]);
        path_add(&p, x + 12, tops[i] + 22);
        path_add(&p, x + 12, 124);
        mask_poly(m, &p, 0.6f, OP_ADD);
    }
    mask_capsule(m, 46, 28, 46, 124, 1.5f, OP_SUB);
    mask_capsule(m, 82, 28, 82, 124, 1.5f, OP_SUB);
    Mask band = mask_new(m->f);
    mask_box(&band, 64, 84, 60, 5.5f, 2, -6, OP_ADD);
    mask_knockout(m, &band, GLYPH_GAP_MORE);
    mask_free(&band);
}

/* A sealed scroll: the Envoy, who carries word, not arms (play-test 15: its
 * token was a cannon). */
static void glyph_scroll(Mask *m)
{
    mask_box(m, 60, 66, 30, 40, 3, 0, OP_ADD);               /* the sheet */
    mask_capsule(m, 24, 24, 96, 24, 9.5f, OP_ADD);           /* the rolls, top and foot */
    mask_capsule(m, 24, 108, 96, 108, 9.5f, OP_ADD);
    mask_capsule(m, 26, 24, 94, 24, 2.2f, OP_SUB);           /* each roll's edge */
    mask_capsule(m, 26, 108, 94, 108, 2.2f, OP_SUB);
    for (int i = 0; i < 4; i++) {                             /* the lines of the message */
        float y = 46.0f + 12.0f * (float)i;
        mask_capsule(m, 40, y, i == 3 ? 62.0f : 80.0f, y, 1.8f, OP_SUB);
    }
    Mask seal = mask_new(m->f);                               /* the wax seal with its ribbon */
    mask_circle(&seal, 92, 94, 14, OP_ADD);
    mask_taper(&seal, 88, 104, 80, 126, 5, 3, OP_ADD);
    mask_taper(&seal, 98, 104, 106, 126, 5, 3, OP_ADD);
    mask_knockout(m, &seal, GLYPH_GAP_MORE);
    mask_circle(&seal, 92, 94, 6, OP_SUB);
    mask_union(m, &seal);
    mask_free(&seal);
}

const Portrait portraits_more[] = {
    { "roundshield", glyph_roundshield, NULL }, { "tower", glyph_tower, NULL },
    { "scythe", glyph_scythe, NULL },           { "chevrons", glyph_chevrons, NULL },
    { "quiver", glyph_quiver, NULL },           { "target", glyph_target, NULL },
    { "eye", glyph_eye, NULL },                 { "book", glyph_book, NULL },
    { "pitchfork", glyph_pitchfork, NULL },     { "bolt", glyph_bolt, NULL },
    { "mace", glyph_mace, NULL },               { "javelins", glyph_javelins, NULL },
    { "horn", glyph_horn, NULL },               { "lantern", glyph_lantern, NULL },
    { "stakes", glyph_stakes, NULL },           { "scroll", glyph_scroll, NULL },
};
const size_t portraits_more_count = sizeof portraits_more / sizeof portraits_more[0];
