/*
 * Skirmish art generator: draws every sprite and icon the client ships (unit
 * portraits and tokens, status icons, board tiles, obstacles, effects and the
 * application icon) and writes them as PNG files, so that all of the game's art
 * is made by this project's own code and can be regenerated at will.
 *
 * SDL2 and SDL2_image are used only to hold the finished pixels and save them
 * (IMG_SavePNG). Everything else is drawn here: shapes are signed-distance
 * functions rasterised into a coverage mask at 2-4x the output resolution, then
 * painted (solid, gradient, grain, bevel lighting) into a premultiplied float
 * canvas that is box-filtered down when saved. Outlines are dilations of a mask
 * by an exact Euclidean distance transform. Noise uses fixed seeds, so running
 * the tool twice writes identical files.
 *
 * usage: gen_art ASSETS_DIR   (writes ASSETS_DIR/sprites/... and ASSETS_DIR/icons/...)
 */
#define _POSIX_C_SOURCE 200809L
#define SDL_MAIN_HANDLED

#include <SDL.h>
#include <SDL_image.h>

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32
#include <direct.h>
#define make_dir(path) _mkdir(path)
#else
#include <sys/stat.h>
#define make_dir(path) mkdir((path), 0755)
#endif

#define PI_F 3.14159265358979f
#define MAX_PATH_POINTS 1024
#define MAX_OUTPUTS 64

/* ------------------------------------------------------------------------ */
/* Small maths helpers                                                       */
/* ------------------------------------------------------------------------ */

static float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

static float mixf(float a, float b, float t)
{
    return a + (b - a) * t;
}

static float smooth01(float t)
{
    t = clampf(t, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

static float rad(float deg)
{
    return deg * PI_F / 180.0f;
}

/* Distance from p to segment ab, and where along it (0..1) the nearest point is. */
static float seg_dist(float px, float py, float ax, float ay, float bx, float by, float *t_out)
{
    float dx = bx - ax, dy = by - ay;
    float len2 = dx * dx + dy * dy;
    float t = len2 > 0.0f ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0.0f;
    t = clampf(t, 0.0f, 1.0f);
    if (t_out)
        *t_out = t;
    float ex = px - (ax + dx * t), ey = py - (ay + dy * t);
    return sqrtf(ex * ex + ey * ey);
}

/* ------------------------------------------------------------------------ */
/* Deterministic noise                                                       */
/* ------------------------------------------------------------------------ */

static uint32_t hash_u32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

/* Value at an integer lattice point, wrapping every `period` cells so that
 * textures built from it tile seamlessly (period 0 = no wrap). */
static float lattice(int x, int y, int period, uint32_t seed)
{
    if (period > 0) {
        x = ((x % period) + period) % period;
        y = ((y % period) + period) % period;
    }
    uint32_t h = hash_u32((uint32_t)x * 0x9E3779B1U ^ hash_u32((uint32_t)y + seed * 0x85EBCA77U));
    return (float)(h & 0xFFFFFF) / (float)0xFFFFFF;
}

static float value_noise(float x, float y, int period, uint32_t seed)
{
    float fx = floorf(x), fy = floorf(y);
    int ix = (int)fx, iy = (int)fy;
    float tx = smooth01(x - fx), ty = smooth01(y - fy);
    float a = lattice(ix, iy, period, seed), b = lattice(ix + 1, iy, period, seed);
    float c = lattice(ix, iy + 1, period, seed), d = lattice(ix + 1, iy + 1, period, seed);
    return mixf(mixf(a, b, tx), mixf(c, d, tx), ty);
}

/* Fractal noise in 0..1. x, y in lattice cells of the first octave. */
static float fbm(float x, float y, int octaves, int period, uint32_t seed)
{
    float sum = 0.0f, amp = 0.5f, norm = 0.0f;
    for (int o = 0; o < octaves; o++) {
        sum += amp * value_noise(x, y, period, seed + (uint32_t)o * 101U);
        norm += amp;
        x *= 2.0f;
        y *= 2.0f;
        period *= 2;
        amp *= 0.5f;
    }
    return sum / norm;
}

typedef struct {
    uint32_t state;
} Rng;

static float rng_float(Rng *r)
{
    r->state = hash_u32(r->state + 0x6D2B79F5U);
    return (float)(r->state & 0xFFFFFF) / (float)0xFFFFFF;
}

static float rng_range(Rng *r, float lo, float hi)
{
    return lo + (hi - lo) * rng_float(r);
}

/* ------------------------------------------------------------------------ */
/* Frames, transforms and coverage masks                                     */
/* ------------------------------------------------------------------------ */

/* Every drawing uses its own "design units" (for example 0..128 for a portrait)
 * whatever the output size, so one design can be written at several sizes. */
typedef struct {
    int w, h;      /* output size in pixels */
    int ss;        /* samples per pixel along each axis */
    int sw, sh;    /* sample grid */
    float scale;   /* samples per design unit */
    float unit;    /* design units per output pixel */
} Frame;

static Frame frame_make(int w, int h, float design_w)
{
    Frame f;
    f.w = w;
    f.h = h;
    f.ss = w > 256 ? 2 : 4;
    f.sw = w * f.ss;
    f.sh = h * f.ss;
    f.scale = (float)f.sw / design_w;
    f.unit = design_w / (float)w;
    return f;
}

/* Rotation (clockwise on screen, y pointing down), uniform scale and translation. */
typedef struct {
    float a, b, c, d, tx, ty; /* x' = a x + b y + tx, y' = c x + d y + ty */
    float k, deg;             /* scale and rotation, for radii and oriented shapes */
} Xform;

static Xform xf_identity(void)
{
    Xform x = {1, 0, 0, 1, 0, 0, 1, 0};
    return x;
}

/* Rotate by deg and scale by k about (cx, cy), then move by (dx, dy). */
static Xform xf_make(float cx, float cy, float deg, float k, float dx, float dy)
{
    float cs = cosf(rad(deg)) * k, sn = sinf(rad(deg)) * k;
    Xform x;
    x.a = cs;
    x.b = -sn;
    x.c = sn;
    x.d = cs;
    x.tx = cx - cs * cx + sn * cy + dx;
    x.ty = cy - sn * cx - cs * cy + dy;
    x.k = k;
    x.deg = deg;
    return x;
}

static void xf_apply(const Xform *x, float px, float py, float *ox, float *oy)
{
    *ox = x->a * px + x->b * py + x->tx;
    *oy = x->c * px + x->d * py + x->ty;
}

typedef struct {
    Frame f;
    Xform xf; /* applied to every shape drawn into this mask */
    float *a; /* coverage 0..1 per sample */
} Mask;

typedef enum { OP_ADD, OP_SUB } Op;

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "gen_art: out of memory\n");
        exit(1);
    }
    return p;
}

static Mask mask_new(Frame f)
{
    Mask m;
    m.f = f;
    m.xf = xf_identity();
    m.a = xcalloc((size_t)f.sw * (size_t)f.sh, sizeof(float));
    return m;
}

static Mask mask_clone(const Mask *src)
{
    Mask m = mask_new(src->f);
    memcpy(m.a, src->a, sizeof(float) * (size_t)src->f.sw * (size_t)src->f.sh);
    return m;
}

static void mask_free(Mask *m)
{
    free(m->a);
    m->a = NULL;
}

static size_t mask_len(const Mask *m)
{
    return (size_t)m->f.sw * (size_t)m->f.sh;
}

static void mask_fill_all(Mask *m)
{
    for (size_t i = 0; i < mask_len(m); i++)
        m->a[i] = 1.0f;
}

static void mask_union(Mask *dst, const Mask *src)
{
    for (size_t i = 0; i < mask_len(dst); i++)
        dst->a[i] = fmaxf(dst->a[i], src->a[i]);
}

static void mask_subtract(Mask *dst, const Mask *src)
{
    for (size_t i = 0; i < mask_len(dst); i++)
        dst->a[i] *= 1.0f - src->a[i];
}

static void mask_intersect(Mask *dst, const Mask *src)
{
    for (size_t i = 0; i < mask_len(dst); i++)
        dst->a[i] *= src->a[i];
}

/* A shape's signed distance (negative inside) at a point, in design units. */
typedef float (*SdfFn)(const void *shape, float x, float y);

/* Rasterise an SDF over the samples of a design-space bounding box. Coverage
 * ramps over one sample across the edge; supersampling does the rest. */
static void mask_raster(Mask *m, float bx0, float by0, float bx1, float by1, SdfFn sdf, const void *shape,
                        Op op)
{
    const Frame *f = &m->f;
    int i0 = (int)floorf(bx0 * f->scale) - 2, i1 = (int)ceilf(bx1 * f->scale) + 2;
    int j0 = (int)floorf(by0 * f->scale) - 2, j1 = (int)ceilf(by1 * f->scale) + 2;
    if (i0 < 0)
        i0 = 0;
    if (j0 < 0)
        j0 = 0;
    if (i1 > f->sw)
        i1 = f->sw;
    if (j1 > f->sh)
        j1 = f->sh;
    for (int j = j0; j < j1; j++) {
        float y = ((float)j + 0.5f) / f->scale;
        float *row = m->a + (size_t)j * (size_t)f->sw;
        for (int i = i0; i < i1; i++) {
            float x = ((float)i + 0.5f) / f->scale;
            float cov = clampf(0.5f - sdf(shape, x, y) * f->scale, 0.0f, 1.0f);
            if (op == OP_ADD)
                row[i] = fmaxf(row[i], cov);
            else
                row[i] *= 1.0f - cov;
        }
    }
}

typedef struct {
    float cx, cy, r;
} CircleShape;

static float sdf_circle(const void *s, float x, float y)
{
    const CircleShape *c = s;
    return hypotf(x - c->cx, y - c->cy) - c->r;
}

static void mask_circle(Mask *m, float cx, float cy, float r, Op op)
{
    CircleShape c;
    xf_apply(&m->xf, cx, cy, &c.cx, &c.cy);
    c.r = r * m->xf.k;
    mask_raster(m, c.cx - c.r, c.cy - c.r, c.cx + c.r, c.cy + c.r, sdf_circle, &c, op);
}

typedef struct {
    float cx, cy, r_in, r_out;
} RingShape;

static float sdf_ring(const void *s, float x, float y)
{
    const RingShape *r = s;
    float d = hypotf(x - r->cx, y - r->cy);
    return fmaxf(d - r->r_out, r->r_in - d);
}

static void mask_ring(Mask *m, float cx, float cy, float r_in, float r_out, Op op)
{
    RingShape r;
    xf_apply(&m->xf, cx, cy, &r.cx, &r.cy);
    r.r_in = r_in * m->xf.k;
    r.r_out = r_out * m->xf.k;
    mask_raster(m, r.cx - r.r_out, r.cy - r.r_out, r.cx + r.r_out, r.cy + r.r_out, sdf_ring, &r, op);
}

typedef struct {
    float cx, cy, hw, hh, r, cs, sn; /* oriented shapes: centre, half sizes, rotation */
} BoxShape;

static void box_local(const BoxShape *b, float x, float y, float *lx, float *ly)
{
    float dx = x - b->cx, dy = y - b->cy;
    *lx = dx * b->cs + dy * b->sn;
    *ly = -dx * b->sn + dy * b->cs;
}

static float sdf_box(const void *s, float x, float y)
{
    const BoxShape *b = s;
    float lx, ly;
    box_local(b, x, y, &lx, &ly);
    float qx = fabsf(lx) - (b->hw - b->r), qy = fabsf(ly) - (b->hh - b->r);
    float ox = fmaxf(qx, 0.0f), oy = fmaxf(qy, 0.0f);
    return hypotf(ox, oy) + fminf(fmaxf(qx, qy), 0.0f) - b->r;
}

static float sdf_ellipse(const void *s, float x, float y)
{
    const BoxShape *b = s;
    float lx, ly;
    box_local(b, x, y, &lx, &ly);
    float k0 = hypotf(lx / b->hw, ly / b->hh);
    float k1 = hypotf(lx / (b->hw * b->hw), ly / (b->hh * b->hh));
    if (k1 <= 0.0f)
        return -fminf(b->hw, b->hh);
    return k0 * (k0 - 1.0f) / k1;
}

static BoxShape box_make(const Mask *m, float cx, float cy, float hw, float hh, float r, float deg)
{
    BoxShape b;
    xf_apply(&m->xf, cx, cy, &b.cx, &b.cy);
    b.hw = hw * m->xf.k;
    b.hh = hh * m->xf.k;
    b.r = fminf(r * m->xf.k, fminf(b.hw, b.hh));
    b.cs = cosf(rad(deg + m->xf.deg));
    b.sn = sinf(rad(deg + m->xf.deg));
    return b;
}

/* Rounded rectangle centred on (cx, cy), half sizes hw x hh, corner radius r, turned by deg. */
static void mask_box(Mask *m, float cx, float cy, float hw, float hh, float r, float deg, Op op)
{
    BoxShape b = box_make(m, cx, cy, hw, hh, r, deg);
    float e = hypotf(b.hw, b.hh);
    mask_raster(m, b.cx - e, b.cy - e, b.cx + e, b.cy + e, sdf_box, &b, op);
}

static void mask_ellipse(Mask *m, float cx, float cy, float rx, float ry, float deg, Op op)
{
    BoxShape b = box_make(m, cx, cy, rx, ry, 0.0f, deg);
    float e = fmaxf(b.hw, b.hh);
    mask_raster(m, b.cx - e, b.cy - e, b.cx + e, b.cy + e, sdf_ellipse, &b, op);
}

typedef struct {
    float ax, ay, bx, by, ra, rb;
} TaperShape;

static float sdf_taper(const void *s, float x, float y)
{
    const TaperShape *c = s;
    float t;
    float d = seg_dist(x, y, c->ax, c->ay, c->bx, c->by, &t);
    return d - mixf(c->ra, c->rb, t);
}

/* Thick line from a to b with round ends, radius ra at a and rb at b. */
static void mask_taper(Mask *m, float ax, float ay, float bx, float by, float ra, float rb, Op op)
{
    TaperShape c;
    xf_apply(&m->xf, ax, ay, &c.ax, &c.ay);
    xf_apply(&m->xf, bx, by, &c.bx, &c.by);
    c.ra = ra * m->xf.k;
    c.rb = rb * m->xf.k;
    float e = fmaxf(c.ra, c.rb);
    mask_raster(m, fminf(c.ax, c.bx) - e, fminf(c.ay, c.by) - e, fmaxf(c.ax, c.bx) + e, fmaxf(c.ay, c.by) + e,
                sdf_taper, &c, op);
}

static void mask_capsule(Mask *m, float ax, float ay, float bx, float by, float r, Op op)
{
    mask_taper(m, ax, ay, bx, by, r, r, op);
}

/* ------------------------------------------------------------------------ */
/* Paths: polygons (even-odd) and open polylines                             */
/* ------------------------------------------------------------------------ */

typedef struct {
    int n;
    float x[MAX_PATH_POINTS], y[MAX_PATH_POINTS];
} Path;

static void path_add(Path *p, float x, float y)
{
    if (p->n < MAX_PATH_POINTS) {
        p->x[p->n] = x;
        p->y[p->n] = y;
        p->n++;
    }
}

/* Quadratic Bezier from the path's last point (or from (ax, ay) if empty). */
static void path_quad(Path *p, float ax, float ay, float cx, float cy, float bx, float by, int steps)
{
    if (p->n == 0)
        path_add(p, ax, ay);
    for (int i = 1; i <= steps; i++) {
        float t = (float)i / (float)steps, u = 1.0f - t;
        path_add(p, u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by);
    }
}

/* Circular arc, angles in degrees (0 = right, 90 = down). */
static void path_arc(Path *p, float cx, float cy, float r, float a0, float a1, int steps)
{
    for (int i = 0; i <= steps; i++) {
        float a = rad(mixf(a0, a1, (float)i / (float)steps));
        path_add(p, cx + r * cosf(a), cy + r * sinf(a));
    }
}

/* Append the mirror image (about x = cx) of the points so far, in reverse order:
 * describe the right half of a symmetric outline, get the whole outline. */
static void path_mirror(Path *p, float cx)
{
    for (int i = p->n - 1; i >= 0; i--)
        path_add(p, 2 * cx - p->x[i], p->y[i]);
}

static void path_regular(Path *p, int sides, float cx, float cy, float r, float deg0)
{
    for (int i = 0; i < sides; i++) {
        float a = rad(deg0 + 360.0f * (float)i / (float)sides);
        path_add(p, cx + r * cosf(a), cy + r * sinf(a));
    }
}

static void path_star(Path *p, int points, float cx, float cy, float r_out, float r_in, float deg0)
{
    for (int i = 0; i < points * 2; i++) {
        float a = rad(deg0 + 180.0f * (float)i / (float)points);
        float r = (i % 2) ? r_in : r_out;
        path_add(p, cx + r * cosf(a), cy + r * sinf(a));
    }
}

typedef struct {
    int n;
    const float *x, *y;
    float grow;      /* polygons: outward offset (rounds corners) */
    float ra, rb;    /* polylines: radius at start and end */
    float total_len; /* polylines: for tapering */
} PathShape;

static float sdf_polygon(const void *s, float px, float py)
{
    const PathShape *p = s;
    float best = 1e30f;
    int inside = 0;
    for (int i = 0, j = p->n - 1; i < p->n; j = i++) {
        float xi = p->x[i], yi = p->y[i], xj = p->x[j], yj = p->y[j];
        best = fminf(best, seg_dist(px, py, xj, yj, xi, yi, NULL));
        if ((yi > py) != (yj > py) && px < (xj - xi) * (py - yi) / (yj - yi) + xi)
            inside = !inside;
    }
    return (inside ? -best : best) - p->grow;
}

static float sdf_polyline(const void *s, float px, float py)
{
    const PathShape *p = s;
    float best = 1e30f, along = 0.0f;
    for (int i = 0; i + 1 < p->n; i++) {
        float t;
        float seg = hypotf(p->x[i + 1] - p->x[i], p->y[i + 1] - p->y[i]);
        float d = seg_dist(px, py, p->x[i], p->y[i], p->x[i + 1], p->y[i + 1], &t);
        float u = p->total_len > 0.0f ? (along + t * seg) / p->total_len : 0.0f;
        best = fminf(best, d - mixf(p->ra, p->rb, u));
        along += seg;
    }
    return best;
}

/* Transform a path by the mask's xform into scratch arrays and find its bounds. */
static PathShape path_shape(const Mask *m, const Path *path, float *xs, float *ys, float bounds[4])
{
    PathShape s;
    memset(&s, 0, sizeof s);
    s.n = path->n;
    s.x = xs;
    s.y = ys;
    bounds[0] = bounds[1] = 1e30f;
    bounds[2] = bounds[3] = -1e30f;
    for (int i = 0; i < path->n; i++) {
        xf_apply(&m->xf, path->x[i], path->y[i], &xs[i], &ys[i]);
        bounds[0] = fminf(bounds[0], xs[i]);
        bounds[1] = fminf(bounds[1], ys[i]);
        bounds[2] = fmaxf(bounds[2], xs[i]);
        bounds[3] = fmaxf(bounds[3], ys[i]);
        if (i > 0)
            s.total_len += hypotf(xs[i] - xs[i - 1], ys[i] - ys[i - 1]);
    }
    return s;
}

/* Filled polygon (even-odd rule), grown outwards by `grow` design units. */
static void mask_poly(Mask *m, const Path *path, float grow, Op op)
{
    static float xs[MAX_PATH_POINTS], ys[MAX_PATH_POINTS];
    float b[4];
    if (path->n < 3)
        return;
    PathShape s = path_shape(m, path, xs, ys, b);
    s.grow = grow * m->xf.k;
    float e = fmaxf(s.grow, 0.0f);
    mask_raster(m, b[0] - e, b[1] - e, b[2] + e, b[3] + e, sdf_polygon, &s, op);
}

/* Open polyline with round joins; radius goes from ra to rb along its length. */
static void mask_stroke(Mask *m, const Path *path, float ra, float rb, Op op)
{
    static float xs[MAX_PATH_POINTS], ys[MAX_PATH_POINTS];
    float b[4];
    if (path->n < 2)
        return;
    PathShape s = path_shape(m, path, xs, ys, b);
    s.ra = ra * m->xf.k;
    s.rb = rb * m->xf.k;
    float e = fmaxf(s.ra, s.rb);
    mask_raster(m, b[0] - e, b[1] - e, b[2] + e, b[3] + e, sdf_polyline, &s, op);
}

typedef struct {
    PathShape poly;
    float d_in, d_out;
} BandShape;

static float sdf_polygon_band(const void *s, float x, float y)
{
    const BandShape *b = s;
    float d = sdf_polygon(&b->poly, x, y);
    return fmaxf(d - b->d_out, b->d_in - d);
}

/* The band of a polygon between signed distances d_in and d_out from its edge
 * (negative = inside): rims, inlays and engraved borders that follow the outline. */
static void mask_poly_band(Mask *m, const Path *path, float d_in, float d_out, Op op)
{
    static float xs[MAX_PATH_POINTS], ys[MAX_PATH_POINTS];
    float b[4];
    if (path->n < 3)
        return;
    BandShape s;
    s.poly = path_shape(m, path, xs, ys, b);
    s.d_in = d_in * m->xf.k;
    s.d_out = d_out * m->xf.k;
    float e = fmaxf(s.d_out, 0.0f);
    mask_raster(m, b[0] - e, b[1] - e, b[2] + e, b[3] + e, sdf_polygon_band, &s, op);
}

/* Coverage from thresholded fractal noise (blotches for moss, stains...). */
static void mask_noise(Mask *m, float cell, int octaves, float threshold, float softness, uint32_t seed)
{
    const Frame *f = &m->f;
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            float x = ((float)i + 0.5f) / f->scale, y = ((float)j + 0.5f) / f->scale;
            float n = fbm(x / cell, y / cell, octaves, 0, seed);
            m->a[(size_t)j * (size_t)f->sw + (size_t)i] = smooth01((n - threshold) / softness + 0.5f);
        }
}

/* ------------------------------------------------------------------------ */
/* Distance transform, dilation and blur                                     */
/* ------------------------------------------------------------------------ */

/* One pass of the Felzenszwalb-Huttenlocher squared distance transform. */
static void edt_1d(const double *f, double *d, int n, int *v, double *z)
{
    int k = 0;
    v[0] = 0;
    z[0] = -1e30;
    z[1] = 1e30;
    for (int q = 1; q < n; q++) {
        double s;
        for (;;) {
            int r = v[k];
            s = ((f[q] + (double)q * q) - (f[r] + (double)r * r)) / (2.0 * q - 2.0 * r);
            if (s <= z[k] && k > 0)
                k--;
            else
                break;
        }
        if (s <= z[k]) {
            v[k] = q; /* k == 0 and the new parabola dominates */
            z[k + 1] = 1e30;
            continue;
        }
        k++;
        v[k] = q;
        z[k] = s;
        z[k + 1] = 1e30;
    }
    k = 0;
    for (int q = 0; q < n; q++) {
        while (z[k + 1] < q)
            k++;
        double dq = (double)(q - v[k]);
        d[q] = dq * dq + f[v[k]];
    }
}

/* Mask grown by r design units (exact Euclidean), with an anti-aliased edge. */
static Mask mask_dilated(const Mask *src, float r)
{
    const Frame *f = &src->f;
    int n = f->sw > f->sh ? f->sw : f->sh;
    double *grid = xcalloc(mask_len(src), sizeof(double));
    double *fin = xcalloc((size_t)n, sizeof(double)), *dout = xcalloc((size_t)n, sizeof(double));
    double *z = xcalloc((size_t)n + 1, sizeof(double));
    int *v = xcalloc((size_t)n, sizeof(int));
    for (size_t i = 0; i < mask_len(src); i++)
        grid[i] = src->a[i] >= 0.5f ? 0.0 : 1e20;
    for (int i = 0; i < f->sw; i++) {
        for (int j = 0; j < f->sh; j++)
            fin[j] = grid[(size_t)j * (size_t)f->sw + (size_t)i];
        edt_1d(fin, dout, f->sh, v, z);
        for (int j = 0; j < f->sh; j++)
            grid[(size_t)j * (size_t)f->sw + (size_t)i] = dout[j];
    }
    for (int j = 0; j < f->sh; j++) {
        double *row = grid + (size_t)j * (size_t)f->sw;
        memcpy(fin, row, sizeof(double) * (size_t)f->sw);
        edt_1d(fin, row, f->sw, v, z);
    }
    Mask out = mask_new(*f);
    float rs = r * f->scale;
    for (size_t i = 0; i < mask_len(src); i++) {
        float d = (float)sqrt(grid[i]);
        out.a[i] = fmaxf(src->a[i], clampf(rs - d + 1.0f, 0.0f, 1.0f));
    }
    free(grid);
    free(fin);
    free(dout);
    free(z);
    free(v);
    return out;
}

static void blur_line(float *data, size_t stride, int n, int r, float *tmp)
{
    for (int pass = 0; pass < 3; pass++) {
        float sum = 0.0f;
        for (int i = 0; i < n; i++)
            tmp[i] = data[(size_t)i * stride];
        for (int i = -r; i < r; i++)
            sum += (i >= 0 && i < n) ? tmp[i] : 0.0f;
        for (int i = 0; i < n; i++) {
            int in = i + r, out = i - r - 1;
            sum += in < n ? tmp[in] : 0.0f;
            sum -= out >= 0 ? tmp[out] : 0.0f;
            data[(size_t)i * stride] = sum / (float)(2 * r + 1);
        }
    }
}

/* Approximately Gaussian blur (three box passes) with radius r design units. */
static void mask_blur(Mask *m, float r)
{
    const Frame *f = &m->f;
    int rs = (int)lroundf(r * f->scale / 1.7f);
    if (rs < 1)
        return;
    int n = f->sw > f->sh ? f->sw : f->sh;
    float *tmp = xcalloc((size_t)n, sizeof(float));
    for (int j = 0; j < f->sh; j++)
        blur_line(m->a + (size_t)j * (size_t)f->sw, 1, f->sw, rs, tmp);
    for (int i = 0; i < f->sw; i++)
        blur_line(m->a + i, (size_t)f->sw, f->sh, rs, tmp);
    free(tmp);
}

/* The mask scaled by k about the design point (cx, cy), resampled bilinearly. */
static Mask mask_scaled(const Mask *src, float cx, float cy, float k)
{
    const Frame *f = &src->f;
    Mask out = mask_new(*f);
    float scx = cx * f->scale, scy = cy * f->scale;
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            float sx = scx + ((float)i + 0.5f - scx) / k - 0.5f, sy = scy + ((float)j + 0.5f - scy) / k - 0.5f;
            int x0 = (int)floorf(sx), y0i = (int)floorf(sy);
            float fx = sx - (float)x0, fy = sy - (float)y0i, v = 0.0f;
            for (int n = 0; n < 4; n++) {
                int xi = x0 + (n & 1), yi = y0i + (n >> 1);
                if (xi < 0 || yi < 0 || xi >= f->sw || yi >= f->sh)
                    continue;
                float w = ((n & 1) ? fx : 1.0f - fx) * ((n >> 1) ? fy : 1.0f - fy);
                v += w * src->a[(size_t)yi * (size_t)f->sw + (size_t)xi];
            }
            out.a[(size_t)j * (size_t)f->sw + (size_t)i] = v;
        }
    return out;
}

/* Place `top` over `dst` with a transparent gap of `gap` units around it, so
 * overlapping parts of a one-colour glyph still read as separate pieces. */
static void mask_knockout(Mask *dst, const Mask *top, float gap)
{
    Mask grown = mask_dilated(top, gap);
    mask_subtract(dst, &grown);
    mask_union(dst, top);
    mask_free(&grown);
}

/* ------------------------------------------------------------------------ */
/* Colour, paint and the canvas                                              */
/* ------------------------------------------------------------------------ */

typedef struct {
    float r, g, b, a; /* straight (not premultiplied) */
} Rgba;

static Rgba hexa(uint32_t hex, float a)
{
    Rgba c = {(float)((hex >> 16) & 255) / 255.0f, (float)((hex >> 8) & 255) / 255.0f, (float)(hex & 255) / 255.0f,
              a};
    return c;
}

static Rgba hexc(uint32_t hex)
{
    return hexa(hex, 1.0f);
}

static Rgba grey(float v)
{
    Rgba c = {v, v, v, 1.0f};
    return c;
}

static Rgba rgba_mix(Rgba a, Rgba b, float t)
{
    Rgba c = {mixf(a.r, b.r, t), mixf(a.g, b.g, t), mixf(a.b, b.b, t), mixf(a.a, b.a, t)};
    return c;
}

typedef enum { PAINT_SOLID, PAINT_LINEAR, PAINT_RADIAL } PaintKind;

typedef struct {
    PaintKind kind;
    Rgba c0, c1;
    float ax, ay, bx, by; /* linear: from a to b; radial: centre a, radius bx */
    float grain;          /* multiplicative noise amplitude (0 = none) */
    float grain_cell;     /* noise feature size in design units */
    uint32_t seed;
} Paint;

static Paint paint_solid(Rgba c)
{
    Paint p;
    memset(&p, 0, sizeof p);
    p.kind = PAINT_SOLID;
    p.c0 = p.c1 = c;
    return p;
}

static Paint paint_linear(float ax, float ay, Rgba c0, float bx, float by, Rgba c1)
{
    Paint p = paint_solid(c0);
    p.kind = PAINT_LINEAR;
    p.c1 = c1;
    p.ax = ax;
    p.ay = ay;
    p.bx = bx;
    p.by = by;
    return p;
}

static Paint paint_radial(float cx, float cy, float r, Rgba c0, Rgba c1)
{
    Paint p = paint_solid(c0);
    p.kind = PAINT_RADIAL;
    p.c1 = c1;
    p.ax = cx;
    p.ay = cy;
    p.bx = r;
    return p;
}

static Paint paint_grain(Paint p, float amount, float cell, uint32_t seed)
{
    p.grain = amount;
    p.grain_cell = cell;
    p.seed = seed;
    return p;
}

static Rgba paint_at(const Paint *p, float x, float y)
{
    Rgba c = p->c0;
    if (p->kind == PAINT_LINEAR) {
        float dx = p->bx - p->ax, dy = p->by - p->ay;
        float t = ((x - p->ax) * dx + (y - p->ay) * dy) / (dx * dx + dy * dy);
        c = rgba_mix(p->c0, p->c1, clampf(t, 0.0f, 1.0f));
    } else if (p->kind == PAINT_RADIAL) {
        c = rgba_mix(p->c0, p->c1, clampf(hypotf(x - p->ax, y - p->ay) / p->bx, 0.0f, 1.0f));
    }
    if (p->grain > 0.0f) {
        float n = fbm(x / p->grain_cell, y / p->grain_cell, 4, 0, p->seed) * 2.0f - 1.0f;
        float k = 1.0f + p->grain * n;
        c.r *= k;
        c.g *= k;
        c.b *= k;
    }
    return c;
}

typedef struct {
    Frame f;
    float *px; /* premultiplied RGBA per sample */
} Canvas;

static Canvas canvas_new(Frame f)
{
    Canvas c;
    c.f = f;
    c.px = xcalloc((size_t)f.sw * (size_t)f.sh * 4, sizeof(float));
    return c;
}

static void canvas_free(Canvas *c)
{
    free(c->px);
    c->px = NULL;
}

static void blend_over(float *dst, Rgba col, float cov)
{
    float a = clampf(col.a * cov, 0.0f, 1.0f);
    dst[0] = clampf(col.r, 0.0f, 1.0f) * a + dst[0] * (1.0f - a);
    dst[1] = clampf(col.g, 0.0f, 1.0f) * a + dst[1] * (1.0f - a);
    dst[2] = clampf(col.b, 0.0f, 1.0f) * a + dst[2] * (1.0f - a);
    dst[3] = a + dst[3] * (1.0f - a);
}

/* Paint `p` through the mask, "over" what is already there. */
static void canvas_fill(Canvas *c, const Mask *m, const Paint *p, float opacity)
{
    const Frame *f = &c->f;
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            size_t k = (size_t)j * (size_t)f->sw + (size_t)i;
            float cov = m->a[k] * opacity;
            if (cov <= 0.0f)
                continue;
            Rgba col = paint_at(p, ((float)i + 0.5f) / f->scale, ((float)j + 0.5f) / f->scale);
            blend_over(c->px + k * 4, col, cov);
        }
}

/* Like canvas_fill, but lit from the top left as if the mask were a raised
 * surface whose edges round off over `bevel` design units. `relief` scales the
 * slope (0 = flat). */
static void canvas_fill_lit(Canvas *c, const Mask *m, const Paint *p, float opacity, float bevel, float relief)
{
    const Frame *f = &c->f;
    Mask h = mask_clone(m);
    mask_blur(&h, bevel);
    const float lx = -0.48f, ly = -0.62f, lz = 0.62f; /* towards the light, normalised */
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            size_t k = (size_t)j * (size_t)f->sw + (size_t)i;
            float cov = m->a[k] * opacity;
            if (cov <= 0.0f)
                continue;
            int il = i > 0 ? i - 1 : i, ir = i + 1 < f->sw ? i + 1 : i;
            int ju = j > 0 ? j - 1 : j, jd = j + 1 < f->sh ? j + 1 : j;
            float gx = (h.a[(size_t)j * (size_t)f->sw + (size_t)ir] - h.a[(size_t)j * (size_t)f->sw + (size_t)il]) /
                       (float)(ir - il) * f->scale;
            float gy = (h.a[(size_t)jd * (size_t)f->sw + (size_t)i] - h.a[(size_t)ju * (size_t)f->sw + (size_t)i]) /
                       (float)(jd - ju) * f->scale;
            float nx = -gx * relief * bevel, ny = -gy * relief * bevel, nz = 1.0f;
            float len = sqrtf(nx * nx + ny * ny + nz * nz);
            float shade = (nx * lx + ny * ly + nz * lz) / (len * lz);
            shade = clampf(shade, 0.35f, 1.6f);
            Rgba col = paint_at(p, ((float)i + 0.5f) / f->scale, ((float)j + 0.5f) / f->scale);
            col.r *= shade;
            col.g *= shade;
            col.b *= shade;
            blend_over(c->px + k * 4, col, cov);
        }
    mask_free(&h);
}

/* Paint every sample with a function of its position (opaque textures). */
typedef Rgba (*TextureFn)(float x, float y, const void *ctx);

static void canvas_texture(Canvas *c, TextureFn fn, const void *ctx)
{
    const Frame *f = &c->f;
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            Rgba col = fn(((float)i + 0.5f) / f->scale, ((float)j + 0.5f) / f->scale, ctx);
            blend_over(c->px + ((size_t)j * (size_t)f->sw + (size_t)i) * 4, col, 1.0f);
        }
}

/* Outline a shape: a crisp dark line of `width` plus a soft shadow `halo` wider. */
static void canvas_outline(Canvas *c, const Mask *m, Rgba col, float width, float halo, float halo_opacity)
{
    if (halo > 0.0f) {
        Mask soft = mask_dilated(m, width + halo * 0.5f);
        mask_blur(&soft, halo);
        Paint p = paint_solid(col);
        canvas_fill(c, &soft, &p, halo_opacity);
        mask_free(&soft);
    }
    Mask line = mask_dilated(m, width);
    Paint p = paint_solid(col);
    canvas_fill(c, &line, &p, 1.0f);
    mask_free(&line);
}

/* The mask moved by (dx, dy) design units. */
static Mask mask_shifted(const Mask *m, float dx, float dy)
{
    Mask s = mask_new(m->f);
    const Frame *f = &m->f;
    int ox = (int)lroundf(dx * f->scale), oy = (int)lroundf(dy * f->scale);
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            int si = i - ox, sj = j - oy;
            if (si >= 0 && sj >= 0 && si < f->sw && sj < f->sh)
                s.a[(size_t)j * (size_t)f->sw + (size_t)i] = m->a[(size_t)sj * (size_t)f->sw + (size_t)si];
        }
    return s;
}

/* Drop shadow: the mask moved by (dx, dy), blurred, in translucent black. */
static void canvas_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity)
{
    Mask s = mask_shifted(m, dx, dy);
    mask_blur(&s, blur);
    Paint p = paint_solid(hexc(0x000000));
    canvas_fill(c, &s, &p, opacity);
    mask_free(&s);
}

/* Shadow cast inside a recessed shape by its own upper-left edge. */
static void canvas_inner_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity)
{
    Mask s = mask_shifted(m, dx, dy);
    mask_blur(&s, blur);
    for (size_t i = 0; i < mask_len(&s); i++)
        s.a[i] = m->a[i] * (1.0f - s.a[i]);
    Paint p = paint_solid(hexc(0x000000));
    canvas_fill(c, &s, &p, opacity);
    mask_free(&s);
}

/* ------------------------------------------------------------------------ */
/* Output                                                                    */
/* ------------------------------------------------------------------------ */

static const char *g_out_dir;
static char g_written[MAX_OUTPUTS][128];
static int g_written_count;

static void make_dirs_for(const char *path)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *s = buf + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = '\0';
        if (make_dir(buf) != 0 && errno != EEXIST) {
            fprintf(stderr, "gen_art: cannot create %s: %s\n", buf, strerror(errno));
            exit(1);
        }
        *s = '/';
    }
}

/* Box-filter the samples down to the output size and save as RGBA PNG at
 * `rel`, a path relative to the output directory. */
static void canvas_save(const Canvas *c, const char *rel)
{
    const Frame *f = &c->f;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, f->w, f->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) {
        fprintf(stderr, "gen_art: SDL_CreateRGBSurfaceWithFormat: %s\n", SDL_GetError());
        exit(1);
    }
    const float norm = 1.0f / (float)(f->ss * f->ss);
    for (int y = 0; y < f->h; y++) {
        Uint8 *row = (Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch;
        for (int x = 0; x < f->w; x++) {
            float acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < f->ss; j++)
                for (int i = 0; i < f->ss; i++) {
                    const float *p = c->px + ((size_t)(y * f->ss + j) * (size_t)f->sw + (size_t)(x * f->ss + i)) * 4;
                    for (int k = 0; k < 4; k++)
                        acc[k] += p[k];
                }
            float a = acc[3] * norm;
            for (int k = 0; k < 3; k++) {
                float v = a > 0.0f ? acc[k] * norm / a : 0.0f;
                row[x * 4 + k] = (Uint8)lroundf(clampf(v, 0.0f, 1.0f) * 255.0f);
            }
            row[x * 4 + 3] = (Uint8)lroundf(clampf(a, 0.0f, 1.0f) * 255.0f);
        }
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", g_out_dir, rel);
    make_dirs_for(path);
    if (IMG_SavePNG(s, path) != 0) {
        fprintf(stderr, "gen_art: cannot write %s: %s\n", path, IMG_GetError());
        exit(1);
    }
    SDL_FreeSurface(s);
    if (g_written_count < MAX_OUTPUTS)
        snprintf(g_written[g_written_count++], sizeof g_written[0], "%s", rel);
    printf("wrote %s\n", path);
}

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
    mask_taper(m, 51, 72, 30, 64, 5.0f, 2.5f, OP_ADD); /* lugs */
    mask_taper(m, 57, 72, 78, 64, 5.0f, 2.5f, OP_ADD);
    mask_capsule(m, 54, 72, 54, 114, 5.5f, OP_ADD); /* shaft */
    mask_capsule(m, 47, 84, 61, 84, 1.1f, OP_SUB);  /* binding */
    mask_capsule(m, 47, 90, 61, 90, 1.1f, OP_SUB);
    Path butt = {0};
    path_add(&butt, 48, 114);
    path_add(&butt, 60, 114);
    path_add(&butt, 54, 125);
    mask_poly(m, &butt, 0.8f, OP_ADD);
    /* A pennon under the head makes the spear read at small sizes. */
    Path pennon = {0};
    path_add(&pennon, 58, 76);
    path_quad(&pennon, 58, 76, 84, 68, 112, 80, 6);
    path_add(&pennon, 98, 89);
    path_add(&pennon, 114, 100);
    path_quad(&pennon, 114, 100, 86, 98, 58, 104, 6);
    Mask p = mask_new(m->f);
    mask_poly(&p, &pennon, 0.5f, OP_ADD);
    mask_knockout(m, &p, GLYPH_GAP);
    mask_free(&p);
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

static void shield_path(Path *p, float cx, float top, float hw, float side, float tip)
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

typedef struct {
    const char *name;
    void (*draw)(Mask *m);
    void (*ink)(Mask *m); /* optional areas filled with the outline colour */
} Portrait;

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

static void make_portraits(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    for (size_t i = 0; i < sizeof portraits / sizeof portraits[0]; i++) {
        Mask design = mask_new(f);
        portraits[i].draw(&design);
        Mask glyph = mask_scaled(&design, 64.0f, 64.0f, PORTRAIT_INSET);
        mask_free(&design);
        Canvas c = canvas_new(f);
        canvas_outline(&c, &glyph, hexc(0x10121a), 3.4f, 5.0f, 0.55f);
        if (portraits[i].ink) {
            Mask ink_design = mask_new(f);
            portraits[i].ink(&ink_design);
            Mask ink = mask_scaled(&ink_design, 64.0f, 64.0f, PORTRAIT_INSET);
            Paint ip = paint_solid(hexc(0x10121a));
            canvas_fill(&c, &ink, &ip, 1.0f);
            mask_free(&ink);
            mask_free(&ink_design);
        }
        Paint body = paint_linear(0, 22, hexc(0xffffff), 0, 108, hexc(0xc3c9d4));
        canvas_fill_lit(&c, &glyph, &body, 1.0f, 2.2f, 0.8f);
        char rel[128];
        snprintf(rel, sizeof rel, "sprites/portrait-%s.png", portraits[i].name);
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

static void make_tokens(void)
{
    make_token(0);
    make_token(1);
}

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

static void make_status_icons(void)
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

static void make_tiles(void)
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

static void make_obstacles(void)
{
    Frame f = frame_make(128, 128, 128.0f);
    obstacle_boulder(f);
    obstacle_stones(f);
    obstacle_ruin(f);
}

/* Objective square: translucent gold pennants, stripes and a frame, kept clear
 * in the middle where a unit stands. */
static void make_zone(void)
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

static void make_effects(void)
{
    Frame f = frame_make(64, 64, 64.0f);
    effect_spark(f);
    effect_arrow(f);
    effect_bolt(f);
    effect_slash(f);
    effect_puff(f);
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

static void make_app_icons(void)
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

/* ------------------------------------------------------------------------ */
/* Credits                                                                    */
/* ------------------------------------------------------------------------ */

static void write_credits(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/sprites/CREDITS.md", g_out_dir);
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "gen_art: cannot write %s: %s\n", path, strerror(errno));
        exit(1);
    }
    fprintf(out, "# Art credits\n\n"
                 "Every image under `assets/sprites/` and `assets/icons/` is drawn by\n"
                 "`src/tools/gen_art.c`, a program that is part of this project. No artwork,\n"
                 "font or code from any other project was used. The images are covered by the\n"
                 "same licence as the rest of the project.\n\n"
                 "To regenerate them (the output is deterministic):\n\n"
                 "    cmake --build build --target art\n\n"
                 "## Using them\n\n"
                 "- `token-a.png` (disc, side A) and `token-b.png` (rounded hexagon, side B) are\n"
                 "  greyscale: tint them with `SDL_SetTextureColorMod`. Suggested tints: side A\n"
                 "  blue `#3B78D8` (59, 120, 216), side B vermilion `#D8452F` (216, 69, 47); the\n"
                 "  shapes differ too, for colour-blind players.\n"
                 "- Tokens are centred in the image (64, 64 of 128). The disc has radius 56; the\n"
                 "  hexagon has a point at top and bottom, is 106 across its flat sides and 120\n"
                 "  tall. The rim is the outer 10. A soft shadow falls 3 below.\n"
                 "- Draw a `portrait-*.png` in the same rectangle as its token: the glyph is\n"
                 "  already inset to sit inside the rim.\n"
                 "- `token-a-ring.png` / `token-b-ring.png` are the rim alone, bright, to tint\n"
                 "  (for example `#FFE070`) and draw over the token for the selection highlight.\n"
                 "- Status icons (48x48), the flag marker and the effects (64x64) are in full\n"
                 "  colour. `arrow.png` and `bolt.png` fly to the right: rotate them with\n"
                 "  `SDL_RenderCopyEx`.\n"
                 "- Draw tiles, then `zone.png` (translucent) and obstacles, then tokens.\n\n"
                 "## Files\n\n"
                 "Paths relative to `assets/`; this file is written by the generator too.\n\n");
    for (int i = 0; i < g_written_count; i++)
        fprintf(out, "- `%s`\n", g_written[i]);
    fclose(out);
    printf("wrote %s\n", path);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_art ASSETS_DIR\n");
        return 2;
    }
    g_out_dir = argv[1];
    make_portraits();
    make_tokens();
    make_status_icons();
    make_tiles();
    make_obstacles();
    make_zone();
    make_effects();
    make_app_icons();
    write_credits();
    return 0;
}
