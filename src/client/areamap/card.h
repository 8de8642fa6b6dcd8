/*
 * What the area map explains, shared by the three games: the hover card (an
 * area's name, type and owner, its figures each with its symbol, and what this
 * seat can see there) and the legend (every symbol the game's map uses, toggled
 * with L or its button). Each game fills a card or lists its legend; drawing,
 * placement and the toggle are here once.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_CARD_H
#define SKIRMISH_CLIENT_AREAMAP_CARD_H

#include <stdarg.h>

#include "areamap/view.h"

#define AREAMAP_CARD_ROWS 12

typedef struct areamap_card_row {
    uint8_t icon;           /* areamap_icon, NONE: a colour swatch when `swatch.a` */
    SDL_Color swatch;
    char text[112];
} areamap_card_row;

typedef struct areamap_card {
    char title[64];         /* the area's name */
    char subtitle[112];     /* its type and owner */
    SDL_Color owner;        /* a swatch beside the subtitle; alpha 0 = none */
    int n_rows;
    areamap_card_row rows[AREAMAP_CARD_ROWS];
    /* Screen boxes the card keeps off when it can (the hovered token, the one
     * an order starts from: play-test 13, the card hid them); n_avoid 0: none. */
    SDL_Rect avoid[2];
    int n_avoid;
} areamap_card;

void areamap_card_clear(areamap_card *k);
/* Adds a row with a symbol (already translated text). */
void areamap_card_add(areamap_card *k, areamap_icon icon, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Adds a row with a colour swatch. */
void areamap_card_add_swatch(areamap_card *k, SDL_Color c, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Draws the card beside the pointer (x, y), kept inside `bounds`: below right,
 * else below left, above right, above left, the first clear of k->avoid.
 * Returns where it went (w 0: not drawn). */
SDL_Rect areamap_card_draw(ui *u, areamap_cache *cache, const areamap_card *k, int x, int y, SDL_Rect bounds);

typedef enum areamap_legend_kind {
    AREAMAP_LEGEND_ICON,     /* what: areamap_icon */
    AREAMAP_LEGEND_TERRAIN,  /* what: areamap_terrain */
    AREAMAP_LEGEND_LINK,     /* what: areamap_link_style, in `colour` */
    AREAMAP_LEGEND_OWNER,    /* a region bordered and tinted in `colour` */
    AREAMAP_LEGEND_STRIPES,  /* a contested region */
    AREAMAP_LEGEND_TOKEN,    /* a token in `colour`; what > 0: with seat what - 1's mark at its corner */
    AREAMAP_LEGEND_PIECE,    /* a piece's token: what 0 unit, 1 building, 2 banner */
    AREAMAP_LEGEND_BADGE,    /* a node's badge tag ("+1", what '?': "?"), as the map draws it */
    AREAMAP_LEGEND_TAG,      /* a numbered square tag in `colour`, framed white (Conquest's threats) */
} areamap_legend_kind;

typedef struct areamap_legend_entry {
    uint8_t kind, what;
    SDL_Color colour;
    const char *text;        /* an msgid (N_), translated when drawn */
} areamap_legend_entry;

/* The legend's button at the view's lower left corner, and the L key: flips
 * *shown. Call in both passes. */
void areamap_legend_toggle(ui *u, SDL_Rect view, bool *shown);
/* The legend panel over the view's lower left, when *shown. */
void areamap_legend_draw(ui *u, areamap_cache *cache, SDL_Rect view, const areamap_legend_entry *e, int n);

#endif
