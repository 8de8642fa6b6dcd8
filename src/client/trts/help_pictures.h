/*
 * TRTS help's pictures of the map (help_pictures.c): a real game started on a
 * shipped map (maps/trts/twin-ridge.json), Directorate against Luminar, played
 * by the rules core: the areas and what they give (income computed by playing
 * the first round), a group moving into an area the other side holds (an
 * engagement) and the combat round the core then fights, step by step. Drawn by
 * the game's own board (trts_board_describe on the shared area map) and
 * captioned with the core's figures. help.c writes them into its pages.
 */
#ifndef SKIRMISH_CLIENT_TRTS_HELP_PICTURES_H
#define SKIRMISH_CLIENT_TRTS_HELP_PICTURES_H

#include "areamap/picture.h"
#include "trts/trts.h"

typedef struct trts_help_scene {
    bool ok;
    trts_state st;                 /* what the picture shows */
    int arrow_from, arrow_to;      /* a move drawn as an arrow, -1 none */
    areamap_picture pic;           /* the picture, drawn by the shared area map */
} trts_help_scene;

enum { TRTS_HELP_AREAS, TRTS_HELP_MOVE, TRTS_HELP_COMBAT, TRTS_HELP_SCENES };

typedef struct trts_help_pictures {
    bool ok;
    trts_map map;
    const trts_rules *rules;
    trts_help_scene scenes[TRTS_HELP_SCENES];
    /* the numbers the captions print */
    int start, nat;                /* blue's start area and its neighbour down the ramp */
    int workers, income;           /* blue's workers at the start, minerals mined in round 2 */
    int from, to;                  /* the move */
    int cost, speed;               /* the path's cost for the first unit, its Speed */
    trts_combat_log log;           /* the combat round after the engagement */
} trts_help_pictures;

trts_help_pictures *trts_help_pictures_open(app *a, const trts_rules *rules);
void trts_help_pictures_free(trts_help_pictures *k);

void trts_help_caption_areas(const trts_help_pictures *k, char *out, size_t size);
void trts_help_caption_move(const trts_help_pictures *k, char *out, size_t size);
void trts_help_caption_combat(const trts_help_pictures *k, char *out, size_t size);
/* One attack of the combat round: "Range 4: Trooper (blue) hits Arbalest (red): attack 1 − armour 1 = 1 damage". */
void trts_help_hit_text(const trts_help_pictures *k, int hit, char *out, size_t size);

void trts_help_figure(help_page *p, const trts_help_pictures *k, int which, const char *caption);

/* The pictures of the TRTS book the help browser opened (its data), NULL none (help.c). */
const trts_help_pictures *trts_help_book_pictures(const void *book_data);

#endif
