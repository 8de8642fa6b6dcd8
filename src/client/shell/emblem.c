/*
 * The players' colours and emblems, one set for every game (see ui.h). The
 * colours were chosen to stay apart under the three colour-vision deficiencies
 * (tests/test_client_palette.c simulates them); the emblem repeats the seat in
 * a shape, so colour is never the only sign of who owns a thing.
 */
#include <math.h>

#include "shell/ui.h"

static const SDL_Color seat_colours[UI_SEATS] = { UI_SEAT_COLOURS };

SDL_Color ui_seat_colour(int seat)
{
    return seat >= 0 && seat < UI_SEATS ? seat_colours[seat] : ui_rgb(112, 118, 130);
}

ui_emblem_shape ui_seat_emblem(int seat)
{
    return seat >= 0 && seat < UI_SEATS ? (ui_emblem_shape)seat : UI_EMBLEM_CIRCLE;
}

/* A star-shaped polygon around (cx, cy): `points` outer corners at `radius`,
 * with inner corners at `inner` times it (1: a regular polygon), the first
 * corner at angle `turn` (radians, 0 is up). */
static void polygon(SDL_Renderer *r, float cx, float cy, float radius, int points, float inner, float turn,
                    SDL_Color c)
{
    enum { MAX_CORNERS = 16 };
    SDL_Vertex v[MAX_CORNERS + 1];
    int idx[MAX_CORNERS * 3];
    int n = inner < 1.0f ? 2 * points : points;
    if (n > MAX_CORNERS)
        n = MAX_CORNERS;
    v[0] = (SDL_Vertex){ { cx, cy }, c, { 0, 0 } };
    for (int i = 0; i < n; i++) {
        float a = turn + (float)i * 6.2831853f / (float)n;
        float rr = (inner < 1.0f && (i & 1)) ? radius * inner : radius;
        v[i + 1] = (SDL_Vertex){ { cx + sinf(a) * rr, cy - cosf(a) * rr }, c, { 0, 0 } };
        idx[i * 3] = 0;
        idx[i * 3 + 1] = 1 + i;
        idx[i * 3 + 2] = 1 + (i + 1) % n;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, n + 1, idx, n * 3);
}

static void shape(SDL_Renderer *r, ui_emblem_shape s, float cx, float cy, float radius, SDL_Color c)
{
    const float pi = 3.14159265f;
    switch (s) {
    case UI_EMBLEM_TRIANGLE: polygon(r, cx, cy + radius * 0.15f, radius * 1.1f, 3, 1, 0, c); break;
    case UI_EMBLEM_SQUARE: polygon(r, cx, cy, radius * 1.15f, 4, 1, pi / 4, c); break;
    case UI_EMBLEM_DIAMOND: polygon(r, cx, cy, radius * 1.2f, 4, 1, 0, c); break;
    case UI_EMBLEM_STAR: polygon(r, cx, cy + radius * 0.08f, radius * 1.2f, 5, 0.45f, 0, c); break;
    case UI_EMBLEM_HEXAGON: polygon(r, cx, cy, radius * 1.05f, 6, 1, 0, c); break;
    case UI_EMBLEM_CROSS: {
        float t = radius * 0.42f;
        SDL_FRect bars[2] = { { cx - radius, cy - t, 2 * radius, 2 * t }, { cx - t, cy - radius, 2 * t, 2 * radius } };
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
        SDL_RenderFillRectsF(r, bars, 2);
        break;
    }
    case UI_EMBLEM_TRIANGLE_DOWN: polygon(r, cx, cy - radius * 0.15f, radius * 1.1f, 3, 1, pi, c); break;
    default: draw_disc(r, cx, cy, radius, c); break;
    }
}

void ui_emblem(SDL_Renderer *r, int seat, float cx, float cy, float radius, SDL_Color fill)
{
    if (radius < 2.0f)
        radius = 2.0f;
    ui_emblem_shape s = ui_seat_emblem(seat);
    float edge = radius * 0.28f < 1.5f ? 1.5f : radius * 0.28f;
    shape(r, s, cx, cy, radius + edge, ui_rgba(16, 18, 26, 230));
    shape(r, s, cx, cy, radius, fill);
}
