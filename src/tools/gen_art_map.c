/*
 * The art generator's area-map images: the map's symbols (map-<id>.png, 32x32:
 * units, supply, revenue, weight, fields, vents, slots, sight, hero, domination,
 * start, hidden, building) and one icon for every TRTS piece of every shipped
 * faction (trts-<faction>-<piece>.png, 40x40). A piece's icon is the symbol of
 * what it does (worker, melee, fast, ranged, flyer, heavy, splash; depot,
 * supply, gas, barracks, tech, tower: the factions list their buildings in that
 * order) in its faction's metal (a unit's light, so its role reads on the map's
 * small dark token of any owner's colour), with the faction's mark (Directorate
 * rivets, Luminar crystals, Myriad spores) so two factions' pieces of one role
 * never look alike.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

static const uint32_t INK = 0x0e111a;

static void part(Canvas *c, const Mask *m, uint32_t top, uint32_t bottom)
{
    canvas_outline(c, m, hexc(INK), 2.2f, 2.0f, 0.5f);
    Paint p = paint_linear(0, 4, hexc(top), 0, 44, hexc(bottom));
    canvas_fill_lit(c, m, &p, 1.0f, 1.4f, 0.6f);
}

/* ---- the map's symbols, design units 0..48 ---- */

static void sym_units(Canvas *c)
{
    Mask m = mask_new(c->f);
    for (int i = 0; i < 3; i++) {
        float x = 12.0f + 12.0f * (float)i, y = i == 1 ? 8.0f : 14.0f;
        mask_circle(&m, x, y + 4, 5.5f, OP_ADD);
        mask_box(&m, x, y + 20, 7, 9, 4, 0, OP_ADD);
    }
    part(c, &m, 0xffffff, 0x9aa3b5);
    mask_free(&m);
}

static void sym_supply(Canvas *c)
{
    Mask m = mask_new(c->f);
    mask_ellipse(&m, 24, 30, 15, 14, 0, OP_ADD);
    mask_box(&m, 24, 13, 6, 4, 2, 0, OP_ADD);
    mask_ellipse(&m, 24, 9, 9, 4, 0, OP_ADD);
    part(c, &m, 0xf0dca0, 0xa87a38);
    Mask tie = mask_new(c->f);
    mask_box(&tie, 24, 15, 8, 1.6f, 1, 0, OP_ADD);
    Paint p = paint_solid(hexc(0x6a3e1c));
    canvas_fill(c, &tie, &p, 1.0f);
    mask_free(&tie);
    mask_free(&m);
}

static void sym_revenue(Canvas *c)
{
    for (int i = 0; i < 3; i++) {
        Mask m = mask_new(c->f);
        float y = 36.0f - 9.0f * (float)i;
        mask_box(&m, 24, y, 15, 4, 2, 0, OP_ADD);
        mask_ellipse(&m, 24, y - 4, 15, 4, 0, OP_ADD);
        part(c, &m, 0xfff0a0, 0xc88a10);
        mask_free(&m);
    }
}

static void sym_weight(Canvas *c)
{
    /* a plus over a small tower of units: what a vertex makes each turn */
    Mask m = mask_new(c->f);
    mask_box(&m, 24, 24, 5, 17, 2, 0, OP_ADD);
    mask_box(&m, 24, 24, 17, 5, 2, 0, OP_ADD);
    part(c, &m, 0xc8ffb0, 0x3c9a30);
    mask_free(&m);
}

static void sym_fields(Canvas *c)
{
    static const float xs[3] = { 14, 26, 36 }, hs[3] = { 15, 20, 13 };
    for (int i = 0; i < 3; i++) {
        Mask m = mask_new(c->f);
        Path p = { 0 };
        path_add(&p, xs[i], 42 - hs[i] * 2);
        path_add(&p, xs[i] + 6, 42 - hs[i]);
        path_add(&p, xs[i], 42);
        path_add(&p, xs[i] - 6, 42 - hs[i]);
        mask_poly(&m, &p, 0.5f, OP_ADD);
        part(c, &m, 0xd0f4ff, 0x2a88c8);
        mask_free(&m);
    }
}

static void sym_vents(Canvas *c)
{
    Mask m = mask_new(c->f);
    mask_circle(&m, 17, 22, 8, OP_ADD);
    mask_circle(&m, 28, 14, 10, OP_ADD);
    mask_circle(&m, 33, 26, 7, OP_ADD);
    part(c, &m, 0xd8ffc8, 0x40b050);
    Mask base = mask_new(c->f);
    mask_box(&base, 24, 40, 12, 4, 2, 0, OP_ADD);
    part(c, &base, 0x9a8a78, 0x4a3e32);
    mask_free(&base);
    mask_free(&m);
}

static void sym_slots(Canvas *c)
{
    for (int i = 0; i < 4; i++) {
        Mask m = mask_new(c->f);
        float x = 15.0f + 18.0f * (float)(i % 2), y = 15.0f + 18.0f * (float)(i / 2);
        mask_box(&m, x, y, 7, 7, 1.5f, 0, OP_ADD);
        mask_box(&m, x, y, 3.5f, 3.5f, 1, 0, OP_SUB);
        part(c, &m, 0xf0f0f8, 0x9098b0);
        mask_free(&m);
    }
}

static void eye(Canvas *c, bool slashed)
{
    Mask m = mask_new(c->f);
    mask_ellipse(&m, 24, 24, 20, 11, 0, OP_ADD);
    mask_circle(&m, 24, 24, 7, OP_SUB);
    mask_circle(&m, 24, 24, 3.5f, OP_ADD);
    part(c, &m, 0xffffff, 0xb0b8c8);
    mask_free(&m);
    if (slashed) {
        Mask s = mask_new(c->f);
        mask_capsule(&s, 9, 39, 39, 9, 3, OP_ADD);
        part(c, &s, 0xff9080, 0xc02818);
        mask_free(&s);
    }
}

static void sym_sight(Canvas *c) { eye(c, false); }
static void sym_hidden(Canvas *c) { eye(c, true); }

static void sym_hero(Canvas *c)
{
    Mask m = mask_new(c->f);
    Path p = { 0 };
    path_add(&p, 6, 36);
    path_add(&p, 6, 14);
    path_add(&p, 15, 24);
    path_add(&p, 24, 8);
    path_add(&p, 33, 24);
    path_add(&p, 42, 14);
    path_add(&p, 42, 36);
    mask_poly(&m, &p, 0.6f, OP_ADD);
    mask_box(&m, 24, 39, 18, 3.5f, 1.5f, 0, OP_ADD);
    part(c, &m, 0xfff2a0, 0xd08a10);
    mask_free(&m);
}

static void sym_domination(Canvas *c)
{
    Mask m = mask_new(c->f);
    Path p = { 0 };
    path_star(&p, 5, 24, 25, 21, 9, -90);
    mask_poly(&m, &p, 0.5f, OP_ADD);
    part(c, &m, 0xfff6c0, 0xe09a20);
    mask_free(&m);
}

static void sym_start(Canvas *c)
{
    Mask pole = mask_new(c->f);
    mask_capsule(&pole, 12, 6, 12, 43, 2.4f, OP_ADD);
    part(c, &pole, 0xc8a070, 0x5a3a20);
    Mask flag = mask_new(c->f);
    Path f = { 0 };
    path_quad(&f, 15, 7, 28, 1, 42, 8, 10);
    path_add(&f, 40, 27);
    path_quad(&f, 40, 27, 28, 21, 15, 27, 10);
    mask_poly(&flag, &f, 0.6f, OP_ADD);
    part(c, &flag, 0xffffff, 0xc8ccd8);
    mask_free(&flag);
    mask_free(&pole);
}

static void sym_building(Canvas *c)
{
    /* a hammer: still being built */
    Mask m = mask_new(c->f);
    mask_capsule(&m, 14, 38, 30, 20, 3, OP_ADD);
    mask_box(&m, 31, 15, 12, 5, 2, 45, OP_ADD);
    part(c, &m, 0xffd8a0, 0x9a5a20);
    mask_free(&m);
}

/* ---- TRTS pieces ---- */

typedef struct faction_look {
    const char *id;
    const char *units[6], *buildings[6];
    int unit_symbol[6];     /* each unit's symbol (unit_symbol's cases) */
    uint32_t top, bottom;   /* the faction's metal */
    int mark;               /* 0 rivets, 1 crystals, 2 spores */
} faction_look;

static const faction_look factions[] = {
    { "directorate", { "technician", "trooper", "breacher", "mauler", "lancer", "hawk" },
      { "hq", "habitat", "gas-rig", "drill-hall", "foundry", "sentry-tower" }, { 0, 3, 1, 5, 6, 4 }, 0xd8e4f0, 0x4a6078, 0 },
    { "luminar", { "attendant", "blade", "striker", "arbalest", "glimmer", "monolith" },
      { "sanctum", "obelisk", "condenser", "conclave", "reliquary", "ward-stone" }, { 0, 1, 2, 3, 4, 5 }, 0xfff4c8, 0xc89a30, 1 },
    { "myriad", { "tender", "skitter", "spitter", "burster", "drake", "juggernaut" },
      { "nest", "cyst", "sap-well", "warren", "chrysalis", "thornroot" }, { 0, 2, 3, 6, 4, 5 }, 0xe8c8f0, 0x7a3a90, 2 },
};

/* A unit's symbol by what it does (faction_look.unit_symbol picks one per unit
 * from its data: tags worker, air, splash or suicide, t2, its range and speed).
 * On the map a unit's token is about 14 px (play-test 7: "the icons look
 * alike, I had to hover each one"), so each role has a bold silhouette of its
 * own that fills the token: a wrench, a shield, a double chevron, a crosshair,
 * wings, a tank, a burst; no two of them share an outline (the sword and the
 * wrench were both one thin diagonal). */
static void unit_symbol(Mask *m, int role)
{
    switch (role) {
    case 0: /* worker: a wrench, its handle thick and its jaw open */
        mask_capsule(m, 11, 38, 28, 20, 5.0f, OP_ADD);
        mask_circle(m, 32, 15, 11, OP_ADD);
        mask_box(m, 37, 10, 5.5f, 4, 1, 45, OP_SUB);
        break;
    case 1: { /* line: a heater shield with a boss */
        Path p = { 0 };
        path_add(&p, 7, 6);
        path_add(&p, 41, 6);
        path_quad(&p, 41, 6, 43, 30, 24, 44, 8);
        path_quad(&p, 24, 44, 5, 30, 7, 6, 8);
        mask_poly(m, &p, 0.5f, OP_ADD);
        mask_box(m, 24, 22, 2.5f, 11, 1, 0, OP_SUB);
        mask_box(m, 24, 17, 11, 2.5f, 1, 0, OP_SUB);
        break;
    }
    case 2: { /* fast: a double chevron */
        for (int i = 0; i < 2; i++) {
            Path p = { 0 };
            float x = 4.0f + 15.0f * (float)i;
            path_add(&p, x, 6);
            path_add(&p, x + 15, 24);
            path_add(&p, x, 42);
            path_add(&p, x + 10, 42);
            path_add(&p, x + 25, 24);
            path_add(&p, x + 10, 6);
            mask_poly(m, &p, 0.5f, OP_ADD);
        }
        break;
    }
    case 3: /* ranged: a crosshair, its ring and arms thick */
        mask_ring(m, 24, 24, 10, 17, OP_ADD);
        mask_box(m, 24, 6, 3.5f, 6, 1, 0, OP_ADD);
        mask_box(m, 24, 42, 3.5f, 6, 1, 0, OP_ADD);
        mask_box(m, 6, 24, 6, 3.5f, 1, 0, OP_ADD);
        mask_box(m, 42, 24, 6, 3.5f, 1, 0, OP_ADD);
        mask_circle(m, 24, 24, 5, OP_ADD);
        break;
    case 4: { /* flyer: wide wings */
        Path p = { 0 };
        path_add(&p, 24, 20);
        path_quad(&p, 24, 20, 10, 6, 1, 12, 8);
        path_add(&p, 12, 32);
        path_add(&p, 24, 42);
        path_add(&p, 36, 32);
        path_add(&p, 47, 12);
        path_quad(&p, 47, 12, 38, 6, 24, 20, 8);
        mask_poly(m, &p, 1.0f, OP_ADD);
        break;
    }
    case 6: { /* splash or explosive: a burst */
        Path p = { 0 };
        path_star(&p, 8, 24, 24, 23, 12, -90);
        mask_poly(m, &p, 0.5f, OP_ADD);
        break;
    }
    default: /* heavy: a tank's hull, turret and gun */
        mask_box(m, 24, 33, 21, 9, 4, 0, OP_ADD);
        mask_box(m, 21, 19, 11, 7, 3, 0, OP_ADD);
        mask_capsule(m, 28, 18, 45, 11, 3.5f, OP_ADD);
        break;
    }
}

static void building_symbol(Mask *m, int role)
{
    switch (role) {
    case 0: /* depot: a keep */
        mask_box(m, 24, 30, 17, 12, 1, 0, OP_ADD);
        for (int i = 0; i < 4; i++)
            mask_box(m, 10.0f + 9.3f * (float)i, 15, 3, 4, 0.5f, 0, OP_ADD);
        mask_box(m, 24, 35, 4, 7, 3, 0, OP_SUB);
        break;
    case 1: /* supply: a dome */
        mask_ellipse(m, 24, 32, 17, 15, 0, OP_ADD);
        mask_box(m, 24, 44, 20, 4, 0, 0, OP_SUB);
        mask_box(m, 24, 40, 18, 2.5f, 1, 0, OP_ADD);
        break;
    case 2: { /* gas: a derrick */
        Path p = { 0 };
        path_add(&p, 24, 4);
        path_add(&p, 36, 42);
        path_add(&p, 30, 42);
        path_add(&p, 24, 18);
        path_add(&p, 18, 42);
        path_add(&p, 12, 42);
        mask_poly(m, &p, 0.5f, OP_ADD);
        mask_box(m, 24, 30, 9, 2, 1, 0, OP_ADD);
        break;
    }
    case 3: { /* barracks: a tent */
        Path p = { 0 };
        path_add(&p, 24, 6);
        path_add(&p, 44, 40);
        path_add(&p, 4, 40);
        mask_poly(m, &p, 0.5f, OP_ADD);
        Path door = { 0 };
        path_add(&door, 24, 22);
        path_add(&door, 31, 40);
        path_add(&door, 17, 40);
        mask_poly(m, &door, 0.0f, OP_SUB);
        break;
    }
    case 4: /* tech: a flask */
        mask_box(m, 24, 12, 4.5f, 7, 1, 0, OP_ADD);
        mask_circle(m, 24, 30, 13, OP_ADD);
        mask_box(m, 24, 7, 7, 2, 1, 0, OP_ADD);
        break;
    default: /* tower */
        mask_box(m, 24, 28, 8, 16, 1, 0, OP_ADD);
        mask_box(m, 24, 11, 13, 5, 1, 0, OP_ADD);
        mask_box(m, 24, 26, 3, 4, 1, 0, OP_SUB);
        break;
    }
}

static void faction_mark(Canvas *c, const faction_look *f, bool building)
{
    Mask m = mask_new(c->f);
    float x = building ? 41.0f : 40.0f, y = 40.0f;
    switch (f->mark) {
    case 0: mask_box(&m, x, y, 4.5f, 4.5f, 1, 0, OP_ADD); break;
    case 1: {
        Path p = { 0 };
        path_add(&p, x, y - 6);
        path_add(&p, x + 4.5f, y);
        path_add(&p, x, y + 6);
        path_add(&p, x - 4.5f, y);
        mask_poly(&m, &p, 0.3f, OP_ADD);
        break;
    }
    default:
        mask_circle(&m, x, y, 3.8f, OP_ADD);
        mask_circle(&m, x - 5, y - 4, 2.2f, OP_ADD);
        break;
    }
    part(c, &m, f->top, f->bottom);
    mask_free(&m);
}

static void make_piece(const faction_look *f, int index, bool building)
{
    Canvas c = canvas_new(frame_make(40, 40, 48.0f));
    Mask m = mask_new(c.f);
    if (building) {
        building_symbol(&m, index);
        part(&c, &m, f->top, f->bottom);
    } else {
        /* a unit: light metal, so the role reads on the token's dark disc of
         * any owner's colour (the faction's dark end sank into it) */
        unit_symbol(&m, f->unit_symbol[index]);
        part(&c, &m, 0xffffff, f->top);
    }
    mask_free(&m);
    faction_mark(&c, f, building);
    char file[96];
    snprintf(file, sizeof file, "sprites/trts-%s-%s.png", f->id, building ? f->buildings[index] : f->units[index]);
    canvas_save(&c, file);
    canvas_free(&c);
}

void make_map_icons(void)
{
    static const struct {
        const char *file;
        void (*draw)(Canvas *c);
    } icons[] = {
        { "sprites/map-units.png", sym_units },         { "sprites/map-supply.png", sym_supply },
        { "sprites/map-revenue.png", sym_revenue },     { "sprites/map-weight.png", sym_weight },
        { "sprites/map-fields.png", sym_fields },       { "sprites/map-vents.png", sym_vents },
        { "sprites/map-slots.png", sym_slots },         { "sprites/map-sight.png", sym_sight },
        { "sprites/map-hero.png", sym_hero },           { "sprites/map-domination.png", sym_domination },
        { "sprites/map-start.png", sym_start },         { "sprites/map-hidden.png", sym_hidden },
        { "sprites/map-building.png", sym_building },
    };
    for (size_t i = 0; i < sizeof icons / sizeof icons[0]; i++) {
        Canvas c = canvas_new(frame_make(32, 32, 48.0f));
        icons[i].draw(&c);
        canvas_save(&c, icons[i].file);
        canvas_free(&c);
    }
    for (size_t f = 0; f < sizeof factions / sizeof factions[0]; f++)
        for (int i = 0; i < 6; i++) {
            make_piece(&factions[f], i, false);
            make_piece(&factions[f], i, true);
        }
}
