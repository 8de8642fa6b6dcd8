/*
 * The game's art and text: fonts opened lazily per pixel size, the sprites the
 * generator in src/tools draws, the portraits, and caches of text and of board
 * layers (the software renderer is slow at blending, so what does not change is
 * drawn once into a texture and copied). Sprites that are missing are NULL and the
 * screens draw a plain shape instead.
 */
#ifndef SKIRMISH_CLIENT_SHELL_ASSETS_H
#define SKIRMISH_CLIENT_SHELL_ASSETS_H

#include <stdbool.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/paths.h"

#define TEXT_CACHE_SIZE 384
#define PORTRAIT_COUNT 31

typedef struct text_entry {
    char text[128];
    int size;
    bool bold;
    SDL_Color color;
    SDL_Texture *texture;
    int w, h;
    unsigned used;
} text_entry;

#define ASSETS_FONT_SIZES 16 /* sizes kept open per weight (labels shrink a step or two to fit) */

typedef struct assets {
    char data_dir[DATA_PATH_MAX];
    TTF_Font *fonts[2][ASSETS_FONT_SIZES];         /* [bold][size index]; opened lazily per pixel size */
    int font_px[2][ASSETS_FONT_SIZES];
    /* Each weight's font file, read once: every size opens from memory, so a
     * glyph FreeType loads is a copy, not a seek and a read of the file (text
     * in many accented letters spent most of its time in those calls). */
    void *font_file[2];
    size_t font_file_size[2];
    SDL_Texture *tile[2];
    SDL_Texture *obstacle[3];
    SDL_Texture *zone;
    SDL_Texture *token[ESC_SIDES];
    SDL_Texture *ring[ESC_SIDES];
    SDL_Texture *portrait[PORTRAIT_COUNT];
    SDL_Texture *status[5];
    SDL_Texture *flag;
    SDL_Texture *fx_spark, *fx_arrow, *fx_bolt, *fx_slash, *fx_puff;
    SDL_Texture *white;            /* 1x1 white, for tinted quads */
    SDL_Texture *disc;             /* an anti-aliased white disc, tinted for area-map nodes */
    /* Drawn once and copied every frame (the software renderer is slow at
     * blending and triangles): the board's static layer and per-square overlays. */
    SDL_Texture *board_layer;
    int board_layer_size;
    esc_bits board_layer_key[5];   /* obstacles, zone, threat, reach, deploy it was drawn with */
    SDL_Color board_layer_tint[ESC_SIDES]; /* the sides' colours its home rows were tinted with */
    SDL_Texture *overlay[4];       /* threat, reach, deploy, reach-dot */
    SDL_Texture *unit_tex[ESC_SIDES][PORTRAIT_COUNT]; /* shadow, token and portrait at unit_tex_size */
    int unit_tex_size;
    /* The look each side's unit_tex were drawn in (a side's colour and emblem
     * change from one battle to the next: a campaign's players): a texture is
     * used only while its side still looks so. */
    SDL_Color unit_tex_colour[ESC_SIDES];
    int unit_tex_emblem[ESC_SIDES];
    int overlay_size;
    text_entry text[TEXT_CACHE_SIZE];
    unsigned text_clock;
} assets;

bool assets_load(assets *as, SDL_Renderer *r, char *why, int size);
void assets_free(assets *as);
TTF_Font *assets_font(assets *as, int px, bool bold);
/* A cached texture of the text; NULL for "". */
SDL_Texture *assets_text(assets *as, SDL_Renderer *r, const char *text, int px, bool bold, SDL_Color color, int *w,
                         int *h);
/* The portrait for a unit: one chosen for it in the Barracks (remembered below),
 * else its automatic one. */
int assets_portrait_for(const esc_unit_def *unit);
/* A unit's automatic portrait ("auto"), from its name alone (a word of it, such
 * as "archer" or "captain", else a hash of it): stable while its stats,
 * abilities or squad are edited, and the same wherever it is drawn. */
int assets_portrait_auto(const esc_unit_def *unit);
/* The portrait a role suggests (abilities, then range and move): the rules'
 * diagrams, which show a kind of unit rather than a unit. */
int assets_portrait_by_role(const esc_unit_def *unit);
/* Portraits by file id ("archer"): index or -1; and back. */
int assets_portrait_by_id(const char *id);
const char *assets_portrait_id(int portrait);
/* Portraits chosen in the Barracks, for units with exactly this definition
 * (name, stats, abilities) wherever they are drawn; "" or an unknown id is
 * ignored. At most 256 are kept. */
void assets_portrait_remember(const esc_unit_def *unit, const char *id);
void assets_portrait_forget_all(void);
/* The portraits of a squad's units, out[0..n-1]: each unit's assets_portrait_for,
 * whatever the other units are (two units of one name share it; their tokens'
 * letters and numbers tell them apart). */
void assets_squad_portraits(const esc_squad *squad, int out[], int n);

#endif
