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
 * This file is the program itself: the order the files are written in, and the
 * credits that list them. The drawing is split by what it draws:
 * gen_art_shape.c (masks) and gen_art_canvas.c (paint) are the toolkit declared
 * in gen_art.h; gen_art_units.c, gen_art_icons.c, gen_art_board.c,
 * gen_art_effects.c and gen_art_map.c draw the images; gen_art_output.c saves
 * each finished canvas where it goes (every drawing file calls it, it calls
 * none of them).
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

#include "gen_art.h"

/* ------------------------------------------------------------------------ */
/* Credits                                                                    */
/* ------------------------------------------------------------------------ */

static void write_credits(void)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/sprites/CREDITS.md", gen_art_output_dir());
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
    for (int i = 0; i < gen_art_output_count(); i++)
        fprintf(out, "- `%s`\n", gen_art_output_name(i));
    fclose(out);
    printf("wrote %s\n", path);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_art ASSETS_DIR\n");
        return 2;
    }
    gen_art_output_begin(argv[1]);
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
