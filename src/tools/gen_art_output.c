/*
 * Where the art generator's images go (see gen_art.h): a finished canvas
 * box-filtered down to its size and saved as a PNG under the output directory
 * (directories made as needed), and the list of files written, for the credits.
 * The drawing files call canvas_save; gen_art.c sets the directory first and
 * lists the files last.
 */
#define _POSIX_C_SOURCE 200809L
#define SDL_MAIN_HANDLED

#include <SDL.h>
#include <SDL_image.h>

#include <errno.h>
#include <math.h>
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

#define MAX_OUTPUTS 192

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

void gen_art_output_begin(const char *dir)
{
    g_out_dir = dir;
    g_written_count = 0;
}

const char *gen_art_output_dir(void) { return g_out_dir; }

int gen_art_output_count(void) { return g_written_count; }

const char *gen_art_output_name(int i) { return i >= 0 && i < g_written_count ? g_written[i] : ""; }
