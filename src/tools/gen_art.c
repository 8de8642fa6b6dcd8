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
 * This file is the program itself: where the files go, the order they are
 * written in, and the credits that list them. The drawing is split by what it
 * draws: gen_art_shape.c (masks) and gen_art_canvas.c (paint) are the toolkit
 * declared in gen_art.h; gen_art_units.c, gen_art_icons.c, gen_art_board.c and
 * gen_art_effects.c draw the images.
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

#include "gen_art.h"

#define MAX_OUTPUTS 64

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
void canvas_save(const Canvas *c, const char *rel)
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
    make_map_icons();
    write_credits();
    return 0;
}
