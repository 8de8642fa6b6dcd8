/*
 * Shortened area names (label.h).
 */
#include "areamap/label.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

bool areamap_label_short(const char *name, int level, char *out, size_t size)
{
    const char *last = strrchr(name, ' ');
    if (!last || size < 8)
        return false;
    size_t n = 0;
    for (const char *w = name; *w && n + 6 < size;) {
        while (*w == ' ')
            w++;
        if (!*w)
            break;
        if (level == 1 && w == last + 1) { /* the last word whole */
            snprintf(out + n, size - n, "%s", w);
            n = strlen(out);
            break;
        }
        out[n++] = *w++;
        while ((*w & 0xC0) == 0x80 && n + 4 < size) /* the rest of a multi-byte letter */
            out[n++] = *w++;
        if (level == 1) {
            out[n++] = '.';
            out[n++] = ' ';
        }
        while (*w && *w != ' ')
            w++;
    }
    out[n < size ? n : size - 1] = '\0';
    return strlen(out) < strlen(name);
}

void areamap_label_leader(SDL_Renderer *ren, float x, float y, float r, SDL_Rect box)
{
    float bx = x < (float)box.x ? (float)box.x : x > (float)(box.x + box.w) ? (float)(box.x + box.w) : x;
    float by = y < (float)box.y ? (float)box.y : y > (float)(box.y + box.h) ? (float)(box.y + box.h) : y;
    float len = sqrtf((bx - x) * (bx - x) + (by - y) * (by - y));
    if (len <= r + 1)
        return;
    float sx = x + (bx - x) * r / len, sy = y + (by - y) * r / len;
    SDL_SetRenderDrawColor(ren, 0, 0, 0, 200);
    SDL_RenderDrawLineF(ren, sx + 1, sy + 1, bx + 1, by + 1);
    SDL_SetRenderDrawColor(ren, 244, 240, 226, 230);
    SDL_RenderDrawLineF(ren, sx, sy, bx, by);
}

bool areamap_label_stacked(const SDL_Rect *named, int n, SDL_Rect r, int th)
{
    int gap = th / 3 > 2 ? th / 3 : 2;
    for (int i = 0; named && i < n; i++) {
        SDL_Rect q = named[i];
        if (r.x < q.x + q.w && q.x < r.x + r.w && r.y < q.y + q.h + gap && q.y < r.y + r.h + gap)
            return true;
    }
    return false;
}
