/*
 * The art generator's private toolkit, shared by its files: gen_art_shape.c
 * makes coverage masks (signed-distance shapes, paths, dilation and blur),
 * gen_art_canvas.c paints them, gen_art.c saves the result, and each
 * gen_art_<what>.c draws one family of images with them. The types are here,
 * not in the .c files, because every drawing passes masks, paths and canvases
 * by value; none of this is used outside src/tools.
 */
#ifndef SKIRMISH_TOOLS_GEN_ART_H
#define SKIRMISH_TOOLS_GEN_ART_H

#include <stddef.h>
#include <stdint.h>

#define PI_F 3.14159265358979f
#define MAX_PATH_POINTS 1024

/* ---- maths and deterministic noise (gen_art_shape.c) ---- */

float clampf(float v, float lo, float hi);
float mixf(float a, float b, float t);
float smooth01(float t);
float rad(float deg);
/* Fractal noise in 0..1. x, y in lattice cells of the first octave. */
float fbm(float x, float y, int octaves, int period, uint32_t seed);

typedef struct {
    uint32_t state;
} Rng;

float rng_float(Rng *r);
float rng_range(Rng *r, float lo, float hi);

/* ---- frames, transforms and coverage masks (gen_art_shape.c) ---- */

/* Every drawing uses its own "design units" (for example 0..128 for a portrait)
 * whatever the output size, so one design can be written at several sizes. */
typedef struct {
    int w, h;      /* output size in pixels */
    int ss;        /* samples per pixel along each axis */
    int sw, sh;    /* sample grid */
    float scale;   /* samples per design unit */
    float unit;    /* design units per output pixel */
} Frame;

/* Rotation (clockwise on screen, y pointing down), uniform scale and translation. */
typedef struct {
    float a, b, c, d, tx, ty; /* x' = a x + b y + tx, y' = c x + d y + ty */
    float k, deg;             /* scale and rotation, for radii and oriented shapes */
} Xform;

typedef struct {
    Frame f;
    Xform xf; /* applied to every shape drawn into this mask */
    float *a; /* coverage 0..1 per sample */
} Mask;

typedef enum { OP_ADD, OP_SUB } Op;

Frame frame_make(int w, int h, float design_w);
Xform xf_identity(void);
/* Rotate by deg and scale by k about (cx, cy), then move by (dx, dy). */
Xform xf_make(float cx, float cy, float deg, float k, float dx, float dy);
void *xcalloc(size_t n, size_t size);

Mask mask_new(Frame f);
Mask mask_clone(const Mask *src);
void mask_free(Mask *m);
size_t mask_len(const Mask *m);
void mask_fill_all(Mask *m);
void mask_union(Mask *dst, const Mask *src);
void mask_subtract(Mask *dst, const Mask *src);
void mask_intersect(Mask *dst, const Mask *src);

void mask_circle(Mask *m, float cx, float cy, float r, Op op);
void mask_ring(Mask *m, float cx, float cy, float r_in, float r_out, Op op);
/* Rounded rectangle centred on (cx, cy), half sizes hw x hh, corner radius r, turned by deg. */
void mask_box(Mask *m, float cx, float cy, float hw, float hh, float r, float deg, Op op);
void mask_ellipse(Mask *m, float cx, float cy, float rx, float ry, float deg, Op op);
/* Thick line from a to b with round ends, radius ra at a and rb at b. */
void mask_taper(Mask *m, float ax, float ay, float bx, float by, float ra, float rb, Op op);
void mask_capsule(Mask *m, float ax, float ay, float bx, float by, float r, Op op);

/* ---- paths: polygons (even-odd) and open polylines (gen_art_shape.c) ---- */

typedef struct {
    int n;
    float x[MAX_PATH_POINTS], y[MAX_PATH_POINTS];
} Path;

void path_add(Path *p, float x, float y);
/* Quadratic Bezier from the path's last point (or from (ax, ay) if empty). */
void path_quad(Path *p, float ax, float ay, float cx, float cy, float bx, float by, int steps);
/* Circular arc, angles in degrees (0 = right, 90 = down). */
void path_arc(Path *p, float cx, float cy, float r, float a0, float a1, int steps);
/* Append the mirror image (about x = cx) of the points so far, in reverse order. */
void path_mirror(Path *p, float cx);
void path_regular(Path *p, int sides, float cx, float cy, float r, float deg0);
void path_star(Path *p, int points, float cx, float cy, float r_out, float r_in, float deg0);

/* Filled polygon (even-odd rule), grown outwards by `grow` design units. */
void mask_poly(Mask *m, const Path *path, float grow, Op op);
/* Open polyline with round joins; radius goes from ra to rb along its length. */
void mask_stroke(Mask *m, const Path *path, float ra, float rb, Op op);
/* The band of a polygon between signed distances d_in and d_out from its edge. */
void mask_poly_band(Mask *m, const Path *path, float d_in, float d_out, Op op);
/* Coverage from thresholded fractal noise (blotches for moss, stains...). */
void mask_noise(Mask *m, float cell, int octaves, float threshold, float softness, uint32_t seed);

/* ---- dilation, blur and resampling (gen_art_shape.c) ---- */

/* Mask grown by r design units (exact Euclidean), with an anti-aliased edge. */
Mask mask_dilated(const Mask *src, float r);
/* Approximately Gaussian blur (three box passes) with radius r design units. */
void mask_blur(Mask *m, float r);
/* The mask scaled by k about the design point (cx, cy), resampled bilinearly. */
Mask mask_scaled(const Mask *src, float cx, float cy, float k);
/* Place `top` over `dst` with a transparent gap of `gap` units around it. */
void mask_knockout(Mask *dst, const Mask *top, float gap);
/* The mask moved by (dx, dy) design units (gen_art_canvas.c). */
Mask mask_shifted(const Mask *m, float dx, float dy);

/* ---- colour, paint and the canvas (gen_art_canvas.c) ---- */

typedef struct {
    float r, g, b, a; /* straight (not premultiplied) */
} Rgba;

typedef enum { PAINT_SOLID, PAINT_LINEAR, PAINT_RADIAL } PaintKind;

typedef struct {
    PaintKind kind;
    Rgba c0, c1;
    float ax, ay, bx, by; /* linear: from a to b; radial: centre a, radius bx */
    float grain;          /* multiplicative noise amplitude (0 = none) */
    float grain_cell;     /* noise feature size in design units */
    uint32_t seed;
} Paint;

typedef struct {
    Frame f;
    float *px; /* premultiplied RGBA per sample */
} Canvas;

typedef Rgba (*TextureFn)(float x, float y, const void *ctx);

Rgba hexa(uint32_t hex, float a);
Rgba hexc(uint32_t hex);
Rgba grey(float v);
Rgba rgba_mix(Rgba a, Rgba b, float t);

Paint paint_solid(Rgba c);
Paint paint_linear(float ax, float ay, Rgba c0, float bx, float by, Rgba c1);
Paint paint_radial(float cx, float cy, float r, Rgba c0, Rgba c1);
Paint paint_grain(Paint p, float amount, float cell, uint32_t seed);

Canvas canvas_new(Frame f);
void canvas_free(Canvas *c);
/* Paint `p` through the mask, "over" what is already there. */
void canvas_fill(Canvas *c, const Mask *m, const Paint *p, float opacity);
/* Like canvas_fill, but lit from the top left as if the mask were a raised surface. */
void canvas_fill_lit(Canvas *c, const Mask *m, const Paint *p, float opacity, float bevel, float relief);
/* Paint every sample with a function of its position (opaque textures). */
void canvas_texture(Canvas *c, TextureFn fn, const void *ctx);
/* Outline a shape: a crisp dark line of `width` plus a soft shadow `halo` wider. */
void canvas_outline(Canvas *c, const Mask *m, Rgba col, float width, float halo, float halo_opacity);
/* Drop shadow: the mask moved by (dx, dy), blurred, in translucent black. */
void canvas_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity);
/* Shadow cast inside a recessed shape by its own upper-left edge. */
void canvas_inner_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity);

/* ---- output (gen_art_output.c) ---- */

/* Box-filter the samples down to the output size and save as RGBA PNG at
 * `rel`, a path relative to the output directory; the file is listed in the
 * credits. */
void canvas_save(const Canvas *c, const char *rel);
/* The output directory (set before any canvas_save), and the
 * files written so far, in order. */
void gen_art_output_begin(const char *dir);
const char *gen_art_output_dir(void);
int gen_art_output_count(void);
const char *gen_art_output_name(int i);

/* ---- the drawings, in the order gen_art.c writes them ---- */

void make_portraits(void);    /* gen_art_units.c */

/* A unit portrait: its file name (portrait-<name>.png) and its drawing. */
typedef struct {
    const char *name;
    void (*draw)(Mask *m);
    void (*ink)(Mask *m); /* optional areas filled with the outline colour */
} Portrait;
/* The gap a glyph part laid over another keeps around it, in design units. */
#define GLYPH_GAP_MORE 2.2f
extern const Portrait portraits_more[]; /* gen_art_portraits.c, painted after gen_art_units.c's */
extern const size_t portraits_more_count;
void make_tokens(void);       /* gen_art_units.c */
void make_status_icons(void); /* gen_art_icons.c */
void make_tiles(void);        /* gen_art_board.c */
void make_obstacles(void);    /* gen_art_board.c */
void make_zone(void);         /* gen_art_board.c */
void make_effects(void);      /* gen_art_effects.c */
void make_app_icons(void);    /* gen_art_icons.c */
void make_map_icons(void);    /* gen_art_map.c */

/* The shield outline of the guardian's portrait, which the stance and guarded
 * status icons and the application icon reuse (gen_art_units.c). */
void shield_path(Path *p, float cx, float top, float hw, float side, float tip);

#endif
