/*
 * The art generator's paint: colours, paints (solid, gradient, grain) and the
 * premultiplied float canvas they are laid on through a mask, with the
 * outline, bevel lighting and shadows every image shares. Kept apart from the
 * shapes (gen_art_shape.c) so a drawing reads as "make a mask, then paint it";
 * gen_art.c turns the finished canvas into a PNG.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Colour, paint and the canvas                                              */
/* ------------------------------------------------------------------------ */

Rgba hexa(uint32_t hex, float a)
{
    Rgba c = {(float)((hex >> 16) & 255) / 255.0f, (float)((hex >> 8) & 255) / 255.0f, (float)(hex & 255) / 255.0f,
              a};
    return c;
}

Rgba hexc(uint32_t hex)
{
    return hexa(hex, 1.0f);
}

Rgba grey(float v)
{
    Rgba c = {v, v, v, 1.0f};
    return c;
}

Rgba rgba_mix(Rgba a, Rgba b, float t)
{
    Rgba c = {mixf(a.r, b.r, t), mixf(a.g, b.g, t), mixf(a.b, b.b, t), mixf(a.a, b.a, t)};
    return c;
}

Paint paint_solid(Rgba c)
{
    Paint p;
    memset(&p, 0, sizeof p);
    p.kind = PAINT_SOLID;
    p.c0 = p.c1 = c;
    return p;
}

Paint paint_linear(float ax, float ay, Rgba c0, float bx, float by, Rgba c1)
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

Paint paint_radial(float cx, float cy, float r, Rgba c0, Rgba c1)
{
    Paint p = paint_solid(c0);
    p.kind = PAINT_RADIAL;
    p.c1 = c1;
    p.ax = cx;
    p.ay = cy;
    p.bx = r;
    return p;
}

Paint paint_grain(Paint p, float amount, float cell, uint32_t seed)
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

Canvas canvas_new(Frame f)
{
    Canvas c;
    c.f = f;
    c.px = xcalloc((size_t)f.sw * (size_t)f.sh * 4, sizeof(float));
    return c;
}

void canvas_free(Canvas *c)
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
void canvas_fill(Canvas *c, const Mask *m, const Paint *p, float opacity)
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
void canvas_fill_lit(Canvas *c, const Mask *m, const Paint *p, float opacity, float bevel, float relief)
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
void canvas_texture(Canvas *c, TextureFn fn, const void *ctx)
{
    const Frame *f = &c->f;
    for (int j = 0; j < f->sh; j++)
        for (int i = 0; i < f->sw; i++) {
            Rgba col = fn(((float)i + 0.5f) / f->scale, ((float)j + 0.5f) / f->scale, ctx);
            blend_over(c->px + ((size_t)j * (size_t)f->sw + (size_t)i) * 4, col, 1.0f);
        }
}

/* Outline a shape: a crisp dark line of `width` plus a soft shadow `halo` wider. */
void canvas_outline(Canvas *c, const Mask *m, Rgba col, float width, float halo, float halo_opacity)
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
Mask mask_shifted(const Mask *m, float dx, float dy)
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
void canvas_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity)
{
    Mask s = mask_shifted(m, dx, dy);
    mask_blur(&s, blur);
    Paint p = paint_solid(hexc(0x000000));
    canvas_fill(c, &s, &p, opacity);
    mask_free(&s);
}

/* Shadow cast inside a recessed shape by its own upper-left edge. */
void canvas_inner_shadow(Canvas *c, const Mask *m, float dx, float dy, float blur, float opacity)
{
    Mask s = mask_shifted(m, dx, dy);
    mask_blur(&s, blur);
    for (size_t i = 0; i < mask_len(&s); i++)
        s.a[i] = m->a[i] * (1.0f - s.a[i]);
    Paint p = paint_solid(hexc(0x000000));
    canvas_fill(c, &s, &p, opacity);
    mask_free(&s);
}
