/*
 * The art generator's shapes: small maths, deterministic noise, and coverage
 * masks made by rasterising signed-distance shapes and paths at several samples
 * per pixel, then grown (exact Euclidean distance transform), blurred or
 * rescaled. Everything a drawing outlines or paints starts as a mask made here;
 * gen_art_canvas.c does the painting, so shapes and colour can change apart.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Small maths helpers                                                       */
/* ------------------------------------------------------------------------ */

float clampf(float v, float lo, float hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

float mixf(float a, float b, float t)
{
    return a + (b - a) * t;
}

float smooth01(float t)
{
    t = clampf(t, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

float rad(float deg)
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
float fbm(float x, float y, int octaves, int period, uint32_t seed)
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

float rng_float(Rng *r)
{
    r->state = hash_u32(r->state + 0x6D2B79F5U);
    return (float)(r->state & 0xFFFFFF) / (float)0xFFFFFF;
}

float rng_range(Rng *r, float lo, float hi)
{
    return lo + (hi - lo) * rng_float(r);
}

/* ------------------------------------------------------------------------ */
/* Frames, transforms and coverage masks                                     */
/* ------------------------------------------------------------------------ */

Frame frame_make(int w, int h, float design_w)
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

Xform xf_identity(void)
{
    Xform x = {1, 0, 0, 1, 0, 0, 1, 0};
    return x;
}

/* Rotate by deg and scale by k about (cx, cy), then move by (dx, dy). */
Xform xf_make(float cx, float cy, float deg, float k, float dx, float dy)
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

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "gen_art: out of memory\n");
        exit(1);
    }
    return p;
}

Mask mask_new(Frame f)
{
    Mask m;
    m.f = f;
    m.xf = xf_identity();
    m.a = xcalloc((size_t)f.sw * (size_t)f.sh, sizeof(float));
    return m;
}

Mask mask_clone(const Mask *src)
{
    Mask m = mask_new(src->f);
    memcpy(m.a, src->a, sizeof(float) * (size_t)src->f.sw * (size_t)src->f.sh);
    return m;
}

void mask_free(Mask *m)
{
    free(m->a);
    m->a = NULL;
}

size_t mask_len(const Mask *m)
{
    return (size_t)m->f.sw * (size_t)m->f.sh;
}

void mask_fill_all(Mask *m)
{
    for (size_t i = 0; i < mask_len(m); i++)
        m->a[i] = 1.0f;
}

void mask_union(Mask *dst, const Mask *src)
{
    for (size_t i = 0; i < mask_len(dst); i++)
        dst->a[i] = fmaxf(dst->a[i], src->a[i]);
}

void mask_subtract(Mask *dst, const Mask *src)
{
    for (size_t i = 0; i < mask_len(dst); i++)
        dst->a[i] *= 1.0f - src->a[i];
}

void mask_intersect(Mask *dst, const Mask *src)
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

void mask_circle(Mask *m, float cx, float cy, float r, Op op)
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

void mask_ring(Mask *m, float cx, float cy, float r_in, float r_out, Op op)
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
void mask_box(Mask *m, float cx, float cy, float hw, float hh, float r, float deg, Op op)
{
    BoxShape b = box_make(m, cx, cy, hw, hh, r, deg);
    float e = hypotf(b.hw, b.hh);
    mask_raster(m, b.cx - e, b.cy - e, b.cx + e, b.cy + e, sdf_box, &b, op);
}

void mask_ellipse(Mask *m, float cx, float cy, float rx, float ry, float deg, Op op)
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
void mask_taper(Mask *m, float ax, float ay, float bx, float by, float ra, float rb, Op op)
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

void mask_capsule(Mask *m, float ax, float ay, float bx, float by, float r, Op op)
{
    mask_taper(m, ax, ay, bx, by, r, r, op);
}

/* ------------------------------------------------------------------------ */
/* Paths: polygons (even-odd) and open polylines                             */
/* ------------------------------------------------------------------------ */

void path_add(Path *p, float x, float y)
{
    if (p->n < MAX_PATH_POINTS) {
        p->x[p->n] = x;
        p->y[p->n] = y;
        p->n++;
    }
}

/* Quadratic Bezier from the path's last point (or from (ax, ay) if empty). */
void path_quad(Path *p, float ax, float ay, float cx, float cy, float bx, float by, int steps)
{
    if (p->n == 0)
        path_add(p, ax, ay);
    for (int i = 1; i <= steps; i++) {
        float t = (float)i / (float)steps, u = 1.0f - t;
        path_add(p, u * u * ax + 2 * u * t * cx + t * t * bx, u * u * ay + 2 * u * t * cy + t * t * by);
    }
}

/* Circular arc, angles in degrees (0 = right, 90 = down). */
void path_arc(Path *p, float cx, float cy, float r, float a0, float a1, int steps)
{
    for (int i = 0; i <= steps; i++) {
        float a = rad(mixf(a0, a1, (float)i / (float)steps));
        path_add(p, cx + r * cosf(a), cy + r * sinf(a));
    }
}

/* Append the mirror image (about x = cx) of the points so far, in reverse order:
 * describe the right half of a symmetric outline, get the whole outline. */
void path_mirror(Path *p, float cx)
{
    for (int i = p->n - 1; i >= 0; i--)
        path_add(p, 2 * cx - p->x[i], p->y[i]);
}

void path_regular(Path *p, int sides, float cx, float cy, float r, float deg0)
{
    for (int i = 0; i < sides; i++) {
        float a = rad(deg0 + 360.0f * (float)i / (float)sides);
        path_add(p, cx + r * cosf(a), cy + r * sinf(a));
    }
}

void path_star(Path *p, int points, float cx, float cy, float r_out, float r_in, float deg0)
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
void mask_poly(Mask *m, const Path *path, float grow, Op op)
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
void mask_stroke(Mask *m, const Path *path, float ra, float rb, Op op)
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
void mask_poly_band(Mask *m, const Path *path, float d_in, float d_out, Op op)
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
void mask_noise(Mask *m, float cell, int octaves, float threshold, float softness, uint32_t seed)
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
Mask mask_dilated(const Mask *src, float r)
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
void mask_blur(Mask *m, float r)
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
Mask mask_scaled(const Mask *src, float cx, float cy, float k)
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
void mask_knockout(Mask *dst, const Mask *top, float gap)
{
    Mask grown = mask_dilated(top, gap);
    mask_subtract(dst, &grown);
    mask_union(dst, top);
    mask_free(&grown);
}
