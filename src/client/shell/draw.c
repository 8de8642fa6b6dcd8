/*
 * Shapes the renderer has no call for (discs, rings, thick lines, diamonds), drawn
 * as triangle geometry with blending. Every screen uses them.
 */
#include <math.h>
#include <string.h>

#include "shell/ui.h"

#define CIRCLE_STEPS 32

void draw_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c)
{
    SDL_Vertex v[CIRCLE_STEPS + 1];
    int idx[CIRCLE_STEPS * 3];
    v[0] = (SDL_Vertex){ { cx, cy }, c, { 0, 0 } };
    for (int i = 0; i < CIRCLE_STEPS; i++) {
        float a = (float)i * 6.2831853f / CIRCLE_STEPS;
        v[i + 1] = (SDL_Vertex){ { cx + cosf(a) * radius, cy + sinf(a) * radius }, c, { 0, 0 } };
        idx[i * 3] = 0;
        idx[i * 3 + 1] = 1 + i;
        idx[i * 3 + 2] = 1 + (i + 1) % CIRCLE_STEPS;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, CIRCLE_STEPS + 1, idx, CIRCLE_STEPS * 3);
}

void draw_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c)
{
    SDL_Vertex v[CIRCLE_STEPS * 2];
    int idx[CIRCLE_STEPS * 6];
    for (int i = 0; i < CIRCLE_STEPS; i++) {
        float a = (float)i * 6.2831853f / CIRCLE_STEPS;
        v[2 * i] = (SDL_Vertex){ { cx + cosf(a) * radius, cy + sinf(a) * radius }, c, { 0, 0 } };
        v[2 * i + 1] = (SDL_Vertex){ { cx + cosf(a) * (radius - width), cy + sinf(a) * (radius - width) }, c, { 0, 0 } };
        int j = (i + 1) % CIRCLE_STEPS;
        int k[6] = { 2 * i, 2 * i + 1, 2 * j, 2 * j, 2 * i + 1, 2 * j + 1 };
        memcpy(&idx[i * 6], k, sizeof k);
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, CIRCLE_STEPS * 2, idx, CIRCLE_STEPS * 6);
}

void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f)
        return;
    float nx = -dy / len * width * 0.5f, ny = dx / len * width * 0.5f;
    SDL_Vertex v[4] = {
        { { x0 + nx, y0 + ny }, c, { 0, 0 } }, { { x0 - nx, y0 - ny }, c, { 0, 0 } },
        { { x1 + nx, y1 + ny }, c, { 0, 0 } }, { { x1 - nx, y1 - ny }, c, { 0, 0 } },
    };
    int idx[6] = { 0, 1, 2, 2, 1, 3 };
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
}

void draw_diamond(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c)
{
    SDL_Vertex v[4] = {
        { { cx, cy - radius }, c, { 0, 0 } }, { { cx + radius, cy }, c, { 0, 0 } },
        { { cx, cy + radius }, c, { 0, 0 } }, { { cx - radius, cy }, c, { 0, 0 } },
    };
    int idx[6] = { 0, 1, 2, 0, 2, 3 };
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
}

