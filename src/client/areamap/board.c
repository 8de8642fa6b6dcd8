/*
 * Regions and terrain of the area-map board (see board.h). Everything is one
 * raster of at most BOARD_MAX pixels across: a pixel belongs to the nearest node
 * (found in a grid of buckets a neighbour gap wide, so a pixel looks at nine
 * buckets) when it lies within that node's land radius, moved by noise so the
 * coast is ragged. The ground is painted from one tileable noise table, so the
 * build is a few table reads per pixel; then a two-pass distance transform gives
 * every pixel its distance to the nearest border and what lies across it.
 */
#define _POSIX_C_SOURCE 200112L
#include "areamap/board.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BOARD_MAX 1024   /* raster pixels along the longer side */
#define NOISE_N 128      /* the noise table's side (a power of two) */
#define DIST_CAP 8       /* borders farther than this are "far" */

static float g_noise[NOISE_N * NOISE_N];
/* sin by table: the ground's bands and waves need no precision. */
static float g_sin[1024];

static inline float fast_sin(float a)
{
    int i = (int)(a * (1024.0f / 6.2831853f)) & 1023;
    return g_sin[i];
}

static bool g_noise_ready;

static uint32_t hash2(uint32_t x, uint32_t y, uint32_t seed)
{
    uint32_t h = x * 0x8da6b343u ^ y * 0xd8163841u ^ seed * 0xcb1ab31fu;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return h;
}

/* Value noise with period `period` lattice cells over the table. */
static float value_noise(float x, float y, int period, uint32_t seed)
{
    int xi = (int)floorf(x), yi = (int)floorf(y);
    float fx = x - (float)xi, fy = y - (float)yi;
    fx = fx * fx * (3 - 2 * fx);
    fy = fy * fy * (3 - 2 * fy);
    uint32_t x0 = (uint32_t)(xi % period), y0 = (uint32_t)(yi % period);
    uint32_t x1 = (x0 + 1) % (uint32_t)period, y1 = (y0 + 1) % (uint32_t)period;
    float a = (float)(hash2(x0, y0, seed) & 0xFFFF) / 65535.0f, b = (float)(hash2(x1, y0, seed) & 0xFFFF) / 65535.0f;
    float c = (float)(hash2(x0, y1, seed) & 0xFFFF) / 65535.0f, d = (float)(hash2(x1, y1, seed) & 0xFFFF) / 65535.0f;
    return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

static void noise_init(void)
{
    if (g_noise_ready)
        return;
    for (int y = 0; y < NOISE_N; y++)
        for (int x = 0; x < NOISE_N; x++) {
            float v = 0.5f * value_noise((float)x / 16, (float)y / 16, NOISE_N / 16, 11) +
                      0.3f * value_noise((float)x / 8, (float)y / 8, NOISE_N / 8, 23) +
                      0.2f * value_noise((float)x / 4, (float)y / 4, NOISE_N / 4, 37);
            g_noise[y * NOISE_N + x] = v;
        }
    for (int i = 0; i < 1024; i++)
        g_sin[i] = sinf((float)i * 6.2831853f / 1024.0f);
    g_noise_ready = true;
}

static inline float noise_at(int x, int y) { return g_noise[(y & (NOISE_N - 1)) * NOISE_N + (x & (NOISE_N - 1))]; }

/* Bilinear, for the coast (sampled at world scale, so it must be smooth). */
static float noise_smooth(float x, float y)
{
    int xi = (int)floorf(x), yi = (int)floorf(y);
    float fx = x - (float)xi, fy = y - (float)yi;
    float a = noise_at(xi, yi), b = noise_at(xi + 1, yi), c = noise_at(xi, yi + 1), d = noise_at(xi + 1, yi + 1);
    return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

static inline uint32_t argb(float r, float g, float b)
{
    int ri = (int)r, gi = (int)g, bi = (int)b;
    ri = ri < 0 ? 0 : ri > 255 ? 255 : ri;
    gi = gi < 0 ? 0 : gi > 255 ? 255 : gi;
    bi = bi < 0 ? 0 : bi > 255 ? 255 : bi;
    return 0xFF000000u | (uint32_t)ri << 16 | (uint32_t)gi << 8 | (uint32_t)bi;
}

static inline uint32_t mix(uint32_t a, SDL_Color c, float t)
{
    float r = (float)(a >> 16 & 255), g = (float)(a >> 8 & 255), b = (float)(a & 255);
    return argb(r + ((float)c.r - r) * t, g + ((float)c.g - g) * t, b + ((float)c.b - b) * t);
}

/* One pixel of ground. (x, y) raster pixel, `seed` moves the noise per region so
 * neighbouring regions of one terrain do not repeat each other. */
static uint32_t ground(int terrain, int x, int y, int seed)
{
    int sx = x + seed * 37, sy = y + seed * 53;
    float n = noise_at(sx, sy);                 /* broad variation */
    float f = noise_at(sx * 3 + 17, sy * 3 + 5); /* fine grain */
    float v = (n - 0.5f) * 34 + (f - 0.5f) * 16;
    switch (terrain) {
    case AREAMAP_TERRAIN_FOREST: {
        /* crowns of trees: bright where the fine noise peaks, dark between */
        float t = noise_at(sx * 4 + 3, sy * 4 + 9);
        if (t > 0.58f)
            return argb(62 + v + (t - 0.58f) * 160, 112 + v + (t - 0.58f) * 180, 58 + v);
        return argb(34 + v * 0.6f, 74 + v * 0.6f, 42 + v * 0.5f);
    }
    case AREAMAP_TERRAIN_HILLS: {
        /* contour bands lit from the top left */
        float band = fast_sin(((float)sx * 0.5f + (float)sy) * 0.16f + n * 9.0f);
        return argb(146 + v + band * 20, 136 + v + band * 18, 88 + v * 0.7f + band * 10);
    }
    case AREAMAP_TERRAIN_ROCK: {
        float crack = fabsf(f - 0.5f) < 0.025f ? -38.0f : 0.0f;
        return argb(124 + v + crack, 122 + v + crack, 120 + v + crack);
    }
    case AREAMAP_TERRAIN_WATER: {
        float wave = fast_sin((float)sy * 0.45f + n * 12.0f) > 0.92f ? 26.0f : 0.0f;
        return argb(64 + v * 0.5f + wave, 112 + v * 0.5f + wave, 166 + v * 0.4f + wave);
    }
    case AREAMAP_TERRAIN_SAND: return argb(206 + v, 186 + v, 130 + v * 0.8f);
    default: {
        float tuft = f > 0.68f ? 14.0f : 0.0f;
        return argb(98 + v + tuft * 0.4f, 146 + v + tuft, 72 + v * 0.8f);
    }
    }
}

uint32_t areamap_board_ground(int terrain, int x, int y, int seed)
{
    noise_init();
    return ground(terrain, x, y, seed);
}

static uint32_t sea(int x, int y, float depth)
{
    /* depth: 0 at the coast, 1 far out */
    float n = noise_at(x * 2, y * 2);
    float wave = fast_sin((float)(x + y) * 0.23f + n * 10.0f) > 0.94f ? 14.0f : 0.0f;
    float d = depth < 0 ? 0 : depth > 1 ? 1 : depth;
    return argb(72 - 36 * d + wave, 128 - 52 * d + wave, 170 - 40 * d + wave);
}

/* This thread's CPU time where the system has it (the build's time for the
 * benchmarks, not disturbed by other work on a shared machine), else wall time. */
static double cpu_ms(void)
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
#endif
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static void paint_link(areamap_board *b, const areamap_model *m, const areamap_link *l);
static bool painted_link(const areamap_link *l);

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= UINT64_C(0x100000001B3);
    }
    return h;
}

static void board_release(areamap_board *b)
{
    free(b->region);
    free(b->other);
    free(b->dist);
    free(b->terrain);
    free(b->pixels);
    free(b->node_paint);
    free(b->node_dirty);
    b->node_paint = NULL;
    b->node_dirty = NULL;
    b->composed = false;
    b->region = b->other = NULL;
    b->dist = NULL;
    b->terrain = b->pixels = NULL;
}

static bool board_build(areamap_board *b, const areamap_model *m)
{
    noise_init();
    int n = m->n_nodes;
    float gap = areamap_nodes_gap(m);
    float minx = m->nodes[0].x, maxx = minx, miny = m->nodes[0].y, maxy = miny;
    for (int i = 1; i < n; i++) {
        const areamap_node *q = &m->nodes[i];
        minx = q->x < minx ? q->x : minx;
        maxx = q->x > maxx ? q->x : maxx;
        miny = q->y < miny ? q->y : miny;
        maxy = q->y > maxy ? q->y : maxy;
    }
    float pad = gap * 1.25f;
    minx -= pad;
    miny -= pad;
    maxx += pad;
    maxy += pad;
    float ww = maxx - minx, wh = maxy - miny;
    /* Positions come from data: anything not finite, or a map too wide for a
     * float's precision, is drawn without a board rather than trusted. */
    if (!isfinite(ww) || !isfinite(wh) || !(ww > 0) || !(wh > 0) || !(gap > 0) || ww / gap > 1000 || wh / gap > 1000)
        return false;
    float k = (float)BOARD_MAX / (ww > wh ? ww : wh);
    int w = (int)ceilf(ww * k), h = (int)ceilf(wh * k);
    if (w < 8 || h < 8 || w > BOARD_MAX + 2 || h > BOARD_MAX + 2)
        return false;
    board_release(b);
    size_t np = (size_t)w * (size_t)h;
    b->region = malloc(np * sizeof *b->region);
    b->other = malloc(np * sizeof *b->other);
    b->dist = malloc(np);
    b->terrain = malloc(np * sizeof *b->terrain);
    b->pixels = malloc(np * sizeof *b->pixels);
    b->node_paint = calloc((size_t)n, sizeof *b->node_paint);
    b->node_dirty = calloc((size_t)n, sizeof *b->node_dirty);
    /* Land radius per node: most of the way to its nearest neighbour, within bounds. */
    float *land = malloc((size_t)n * sizeof *land);
    float cell = gap * 1.3f;
    int gw = (int)(ww / cell) + 1, gh = (int)(wh / cell) + 1;
    int *head = malloc((size_t)gw * (size_t)gh * sizeof *head), *next = malloc((size_t)n * sizeof *next);
    if (!b->region || !b->other || !b->dist || !b->terrain || !b->pixels || !b->node_paint || !b->node_dirty || !land ||
        !head || !next) {
        free(land);
        free(head);
        free(next);
        board_release(b);
        return false;
    }
    for (int i = 0; i < gw * gh; i++)
        head[i] = -1;
    for (int i = 0; i < n; i++) {
        float best = gap * gap * 4;
        for (int j = 0; j < n && n <= 600; j++) {
            float dx = m->nodes[i].x - m->nodes[j].x, dy = m->nodes[i].y - m->nodes[j].y, dd = dx * dx + dy * dy;
            if (j != i && dd > 0 && dd < best)
                best = dd;
        }
        float r = sqrtf(best);
        land[i] = r < gap * 0.6f ? gap * 0.6f : r > gap ? gap : r;
        float fx = (m->nodes[i].x - minx) / cell, fy = (m->nodes[i].y - miny) / cell;
        if (!(fx >= 0 && fy >= 0 && fx < (float)gw && fy < (float)gh)) {
            next[i] = -1; /* not a finite position on the map: no region */
            continue;
        }
        int c = (int)fy * gw + (int)fx;
        next[i] = head[c];
        head[c] = i;
    }
    b->w = w;
    b->h = h;
    b->x0 = minx;
    b->y0 = miny;
    b->k = k;
    b->gap = gap;
    b->n_nodes = n;
    float coast_scale = 2.6f / gap; /* noise cells per world unit */
    for (int y = 0; y < h; y++) {
        float wy = miny + ((float)y + 0.5f) / k;
        int cy = (int)((wy - miny) / cell);
        for (int x = 0; x < w; x++) {
            float wx = minx + ((float)x + 0.5f) / k;
            int cx = (int)((wx - minx) / cell);
            int best = -1;
            float best_d = 0;
            for (int gy = cy - 1; gy <= cy + 1; gy++) {
                if (gy < 0 || gy >= gh)
                    continue;
                for (int gx = cx - 1; gx <= cx + 1; gx++) {
                    if (gx < 0 || gx >= gw)
                        continue;
                    for (int i = head[gy * gw + gx]; i >= 0; i = next[i]) {
                        float dx = wx - m->nodes[i].x, dy = wy - m->nodes[i].y, dd = dx * dx + dy * dy;
                        if (best < 0 || dd < best_d) {
                            best = i;
                            best_d = dd;
                        }
                    }
                }
            }
            size_t p = (size_t)y * (size_t)w + (size_t)x;
            float margin = best < 0 ? -gap : land[best] - sqrtf(best_d);
            /* the coast's noise moves it by at most 0.25 gap: only near it is it read */
            if (margin > -0.5f * gap && margin < 0.3f * gap)
                margin += (noise_smooth(wx * coast_scale, wy * coast_scale) - 0.5f) * 0.5f * gap;
            if (margin > 0) {
                b->region[p] = (int16_t)best;
                uint32_t g = ground(m->nodes[best].terrain, x, y, best);
                /* a beach along the coast */
                float beach = margin / (gap * 0.06f);
                if (beach < 1 && m->nodes[best].terrain != AREAMAP_TERRAIN_WATER)
                    g = mix(g, (SDL_Color){ 214, 196, 142, 255 }, 0.8f * (1 - beach));
                b->terrain[p] = g;
            } else {
                b->region[p] = -1;
                b->terrain[p] = sea(x, y, -margin / (gap * 0.45f));
            }
        }
    }
    free(land);
    free(head);
    free(next);
    /* Distance to the nearest border (two chamfer passes), and what lies across it. */
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            size_t p = (size_t)y * (size_t)w + (size_t)x;
            int r = b->region[p], o = -2;
            if (x > 0 && b->region[p - 1] != r)
                o = b->region[p - 1];
            else if (x + 1 < w && b->region[p + 1] != r)
                o = b->region[p + 1];
            else if (y > 0 && b->region[p - (size_t)w] != r)
                o = b->region[p - (size_t)w];
            else if (y + 1 < h && b->region[p + (size_t)w] != r)
                o = b->region[p + (size_t)w];
            b->dist[p] = o == -2 ? DIST_CAP : 0;
            b->other[p] = (int16_t)(o == -2 ? -1 : o);
        }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            size_t p = (size_t)y * (size_t)w + (size_t)x;
            if (x > 0 && b->dist[p - 1] + 1 < b->dist[p]) {
                b->dist[p] = (uint8_t)(b->dist[p - 1] + 1);
                b->other[p] = b->other[p - 1];
            }
            if (y > 0 && b->dist[p - (size_t)w] + 1 < b->dist[p]) {
                b->dist[p] = (uint8_t)(b->dist[p - (size_t)w] + 1);
                b->other[p] = b->other[p - (size_t)w];
            }
        }
    for (int y = h - 1; y >= 0; y--)
        for (int x = w - 1; x >= 0; x--) {
            size_t p = (size_t)y * (size_t)w + (size_t)x;
            if (x + 1 < w && b->dist[p + 1] + 1 < b->dist[p]) {
                b->dist[p] = (uint8_t)(b->dist[p + 1] + 1);
                b->other[p] = b->other[p + 1];
            }
            if (y + 1 < h && b->dist[p + (size_t)w] + 1 < b->dist[p]) {
                b->dist[p] = (uint8_t)(b->dist[p + (size_t)w] + 1);
                b->other[p] = b->other[p + (size_t)w];
            }
        }
    for (int i = 0; i < m->n_links; i++)
        if (painted_link(&m->links[i]) && m->links[i].from >= 0 && m->links[i].to >= 0 && m->links[i].from < n &&
            m->links[i].to < n)
            paint_link(b, m, &m->links[i]);
    b->builds++;
    return true;
}

static bool is_cliff(const areamap_model *m, int a, int z)
{
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (l->style == AREAMAP_LINK_CLIFF && ((l->from == a && l->to == z) || (l->from == z && l->to == a)))
            return true;
    }
    return false;
}

/* ---- the map's own links painted into the ground ----
 * Roads, TRTS open ground and ramps never move, so they are part of the board's
 * raster rather than triangles drawn again on every redraw (the software
 * renderer is slow at those). Each is walked along its longer axis and painted
 * across by its distance from the centre line. */

static void paint_link(areamap_board *b, const areamap_model *m, const areamap_link *l)
{
    const areamap_node *a = &m->nodes[l->from], *z = &m->nodes[l->to];
    float x0 = (a->x - b->x0) * b->k, y0 = (a->y - b->y0) * b->k;
    float x1 = (z->x - b->x0) * b->k, y1 = (z->y - b->y0) * b->k;
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (!(len >= 1) || len > 4.0f * (float)(b->w + b->h))
        return; /* not finite, or not on the raster */
    float ux = dx / len, uy = dy / len;
    float reach = l->style == AREAMAP_LINK_RAMP ? 7.5f : 4.0f;
    bool steep = fabsf(dy) > fabsf(dx);
    float lo = steep ? fminf(y0, y1) : fminf(x0, x1), hi = steep ? fmaxf(y0, y1) : fmaxf(x0, x1);
    float slope = steep ? dx / dy : dy / dx;
    float across = reach / (steep ? fabsf(uy) : fabsf(ux)) + 1;
    for (int t = (int)lo; t <= (int)hi; t++) {
        float c = steep ? x0 + ((float)t - y0) * slope : y0 + ((float)t - x0) * slope;
        for (int q = (int)(c - across); q <= (int)(c + across); q++) {
            int px = steep ? q : t, py = steep ? t : q;
            if (px < 0 || py < 0 || px >= b->w || py >= b->h)
                continue;
            float rx = (float)px + 0.5f - x0, ry = (float)py + 0.5f - y0;
            float along = rx * ux + ry * uy, d = fabsf(rx * -uy + ry * ux);
            if (along < 0 || along > len)
                continue;
            uint32_t *p = &b->terrain[(size_t)py * (size_t)b->w + (size_t)px];
            float grain = (noise_at(px * 3, py * 3) - 0.5f) * 30;
            switch (l->style) {
            case AREAMAP_LINK_ROAD:
                if (d < 2.3f)
                    *p = argb(196 + grain, 168 + grain, 116 + grain * 0.8f);
                else if (d < 3.6f)
                    *p = mix(*p, (SDL_Color){ 70, 54, 36, 255 }, 0.8f * (3.6f - d) / 1.3f + 0.1f);
                break;
            case AREAMAP_LINK_OPEN:
                if (d < 1.6f)
                    *p = mix(*p, (SDL_Color){ 236, 226, 190, 255 }, 0.85f);
                else if (d < 2.8f)
                    *p = mix(*p, (SDL_Color){ 60, 52, 40, 255 }, 0.45f);
                break;
            case AREAMAP_LINK_RAMP: {
                float hw = 3.5f + 2.5f * along / len; /* widening towards the upper end */
                if (d < hw)
                    *p = fmodf(along, 6.0f) < 1.6f ? argb(120, 92, 56) : argb(206 + grain, 176 + grain, 120 + grain);
                else if (d < hw + 1.5f)
                    *p = argb(60, 46, 30);
                break;
            }
            default: break;
            }
        }
    }
}

static bool painted_link(const areamap_link *l)
{
    return l->style == AREAMAP_LINK_ROAD || l->style == AREAMAP_LINK_OPEN || l->style == AREAMAP_LINK_RAMP;
}

/* Composes the pixels of the areas marked in `dirty` (every pixel when NULL):
 * a pixel's colour depends on its own area's tint and stripes, its border
 * distance and the cliffs, so an area that changed owner repaints alone. */
static void board_compose(areamap_board *b, const areamap_model *m, const bool *dirty)
{
    int w = b->w, h = b->h;
    bool any_cliff = false;
    for (int i = 0; i < m->n_links && !any_cliff; i++)
        any_cliff = m->links[i].style == AREAMAP_LINK_CLIFF;
    const SDL_Color line = { 24, 22, 20, 255 }, coast = { 58, 48, 36, 255 };
    /* Neighbouring border pixels share their pair of areas: the last pair's
     * answer is kept, so the links are walked once a pair rather than once a
     * pixel. */
    int cliff_r = -1, cliff_o = -1;
    bool cliff = false;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            size_t p = (size_t)y * (size_t)w + (size_t)x;
            int r = b->region[p];
            if (dirty && (r < 0 || r >= m->n_nodes || !dirty[r]))
                continue; /* unchanged since the last composition (the sea never changes) */
            uint32_t c = b->terrain[p];
            if (r < 0 || r >= m->n_nodes) {
                b->pixels[p] = c;
                continue;
            }
            const areamap_node *nd = &m->nodes[r];
            int d = b->dist[p], o = b->other[p];
            if (nd->n_stripes > 0) {
                int band = ((x + y) / 9) % (nd->n_stripes * 2);
                if (band % 2 == 0)
                    c = mix(c, nd->stripes[band / 2 % nd->n_stripes], 0.5f);
                else if (nd->tint.a)
                    c = mix(c, nd->tint, 0.12f);
            } else if (nd->tint.a && nd->tint_flat) {
                /* the ground's light and shade only, evened out round a middle
                 * grey, then the owner's colour over it: the same hue on sand,
                 * grass, forest or hills */
                int lum = (int)(((c >> 16) & 255) * 3 + ((c >> 8) & 255) * 6 + (c & 255)) / 10;
                int g = 120 + (lum - 110) * 4 / 5; /* sand stays light, forest dark: the ground still reads */
                g = g < 40 ? 40 : g > 220 ? 220 : g;
                SDL_Color k = nd->tint;
                if (nd->tint_hue) { /* the owner's colour itself, as light or dark as the ground */
                    float kl = ((float)k.r * 3 + (float)k.g * 6 + (float)k.b) / 10, f = (float)g / (kl > 1 ? kl : 1);
                    k = (SDL_Color){ (Uint8)fminf(255, (float)k.r * f), (Uint8)fminf(255, (float)k.g * f),
                                     (Uint8)fminf(255, (float)k.b * f), k.a };
                }
                c = mix(argb((float)g, (float)g, (float)g), k,
                        (nd->tint_strength ? (float)nd->tint_strength / 255 : 0.2f) * (float)nd->tint.a / 255);
            } else if (nd->tint.a) {
                c = mix(c, nd->tint, (nd->tint_strength ? (float)nd->tint_strength / 255 : 0.2f) * (float)nd->tint.a / 255);
            }
            if (d <= 4 && o >= 0 && any_cliff && (r != cliff_r || o != cliff_o)) {
                cliff_r = r;
                cliff_o = o;
                cliff = is_cliff(m, r, o);
            }
            if (d <= 4 && o >= 0 && any_cliff && cliff) {
                /* a cliff: a dark rock face hatched across the border */
                c = d <= 1 ? argb(34, 28, 24) : ((x + y) % 6 < 3) ? argb(70, 60, 50) : argb(150, 134, 112);
            } else if (d == 0) {
                c = mix(c, o >= 0 ? line : coast, o >= 0 ? 0.6f : 0.45f);
            } else if (d <= (nd->tint_flat ? 6 : 4) && nd->tint.a) {
                /* the owner's border; along the coast a lighter one, so a blue
                 * owner still stands out against the sea */
                SDL_Color t = nd->tint;
                if (o < 0)
                    t = (SDL_Color){ (Uint8)(t.r + (255 - t.r) * 2 / 5), (Uint8)(t.g + (255 - t.g) * 2 / 5),
                                     (Uint8)(t.b + (255 - t.b) * 2 / 5), 255 };
                c = mix(c, t, nd->tint_flat ? 0.95f - 0.1f * (float)d : 0.85f - 0.14f * (float)d);
            }
            b->pixels[p] = c;
        }
}

static uint64_t node_key(const areamap_node *n)
{
    uint64_t k = UINT64_C(0xCBF29CE484222325);
    k = fnv(k, &n->tint, sizeof n->tint);
    k = fnv(k, &n->tint_strength, 1);
    k = fnv(k, &n->tint_flat, sizeof n->tint_flat);
    k = fnv(k, &n->n_stripes, 1);
    return fnv(k, n->stripes, sizeof n->stripes[0] * n->n_stripes);
}

static uint64_t cliff_key(const areamap_model *m)
{
    uint64_t k = UINT64_C(0xCBF29CE484222325);
    for (int i = 0; i < m->n_links; i++)
        if (m->links[i].style == AREAMAP_LINK_CLIFF) {
            k = fnv(k, &m->links[i].from, sizeof(int));
            k = fnv(k, &m->links[i].to, sizeof(int));
        }
    return k;
}

bool areamap_board_update(areamap_model *m, SDL_Renderer *r)
{
    /* Beyond a few thousand areas a region is a few pixels: the plain diagram. */
    if (m->no_board || m->n_nodes < 1 || m->n_nodes > 4096)
        return false;
    if (!m->board) {
        m->board = calloc(1, sizeof *m->board);
        if (!m->board)
            return false;
    }
    areamap_board *b = m->board;
    uint64_t shape = UINT64_C(0xCBF29CE484222325);
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        shape = fnv(shape, &n->x, sizeof n->x);
        shape = fnv(shape, &n->y, sizeof n->y);
        shape = fnv(shape, &n->terrain, 1);
    }
    for (int i = 0; i < m->n_links; i++)
        if (painted_link(&m->links[i])) {
            shape = fnv(shape, &m->links[i].from, sizeof(int));
            shape = fnv(shape, &m->links[i].to, sizeof(int));
            shape = fnv(shape, &m->links[i].style, 1);
        }
    if (!b->region || b->shape_key != shape || b->n_nodes != m->n_nodes) {
        double t0 = cpu_ms();
        if (!board_build(b, m))
            return false;
        b->built_ms = cpu_ms() - t0;
        b->shape_key = shape;
        if (b->texture) {
            SDL_DestroyTexture(b->texture);
            b->texture = NULL;
        }
    }
    if (!b->texture || b->renderer != r) {
        if (b->texture)
            SDL_DestroyTexture(b->texture);
        b->texture = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, b->w, b->h);
        b->renderer = r;
        b->composed = false;
        if (!b->texture)
            return false;
        SDL_SetTextureBlendMode(b->texture, SDL_BLENDMODE_NONE);
    }
    /* Only the areas whose colours changed are composed again, unless the
     * cliffs changed (they cross borders) or nothing was composed yet. */
    uint64_t cliffs = cliff_key(m);
    bool full = !b->composed || cliffs != b->cliff_key;
    int changed = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        uint64_t k = node_key(&m->nodes[i]);
        b->node_dirty[i] = full || k != b->node_paint[i];
        changed += b->node_dirty[i];
        b->node_paint[i] = k;
    }
    if (full || changed > 0) {
        board_compose(b, m, full ? NULL : b->node_dirty);
        SDL_UpdateTexture(b->texture, NULL, b->pixels, b->w * 4);
        b->composed = true;
        b->cliff_key = cliffs;
    }
    return true;
}

void areamap_board_draw(SDL_Renderer *r, const areamap_board *b, const areamap_camera *c, SDL_Rect area)
{
    if (!b || !b->texture)
        return;
    /* The visible part only, so a deep zoom stretches a few raster pixels. */
    float wx0, wy0, wx1, wy1;
    areamap_camera_to_world(c, (float)area.x, (float)area.y, &wx0, &wy0);
    areamap_camera_to_world(c, (float)(area.x + area.w), (float)(area.y + area.h), &wx1, &wy1);
    int sx0 = (int)floorf((wx0 - b->x0) * b->k), sy0 = (int)floorf((wy0 - b->y0) * b->k);
    int sx1 = (int)ceilf((wx1 - b->x0) * b->k), sy1 = (int)ceilf((wy1 - b->y0) * b->k);
    sx0 = sx0 < 0 ? 0 : sx0;
    sy0 = sy0 < 0 ? 0 : sy0;
    sx1 = sx1 > b->w ? b->w : sx1;
    sy1 = sy1 > b->h ? b->h : sy1;
    if (sx1 <= sx0 || sy1 <= sy0)
        return;
    SDL_Rect src = { sx0, sy0, sx1 - sx0, sy1 - sy0 };
    float ax, ay, zx, zy;
    areamap_camera_to_screen(c, b->x0 + (float)sx0 / b->k, b->y0 + (float)sy0 / b->k, &ax, &ay);
    areamap_camera_to_screen(c, b->x0 + (float)sx1 / b->k, b->y0 + (float)sy1 / b->k, &zx, &zy);
    SDL_Rect dst = { (int)floorf(ax), (int)floorf(ay), (int)ceilf(zx) - (int)floorf(ax), (int)ceilf(zy) - (int)floorf(ay) };
    SDL_RenderCopy(r, b->texture, &src, &dst);
}

int areamap_board_region_at(const areamap_board *b, float wx, float wy)
{
    if (!b || !b->region)
        return -1;
    int x = (int)((wx - b->x0) * b->k), y = (int)((wy - b->y0) * b->k);
    if (x < 0 || y < 0 || x >= b->w || y >= b->h)
        return -1;
    return b->region[(size_t)y * (size_t)b->w + (size_t)x];
}

void areamap_board_free(areamap_board *b)
{
    if (!b)
        return;
    board_release(b);
    if (b->texture)
        SDL_DestroyTexture(b->texture);
    free(b);
}
