/*
 * The Campaign help's pictures of the map (help_pictures.c): small positions
 * set up on a shipped map (maps/campaign/three-crowns.json), orders given and
 * resolved by the rules core, drawn by the game's own board (campaign_board_describe
 * on the shared area map) and captioned with the numbers the core computes:
 * what an order did, where a head-on clash is fought, a standoff's outcome, who
 * attacks and defends a location, the Defend bonus and the battle budgets.
 * help.c writes them into its Orders and Battles pages; nothing here decides a rule.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_HELP_PICTURES_H
#define SKIRMISH_CLIENT_CAMPAIGN_HELP_PICTURES_H

#include "areamap/picture.h"
#include "campaign/internal.h"
#include "help/help.h"

/* One worked example: the position before the orders, the orders, and the
 * state after Phase 3 (res, battles, budgets). */
typedef struct campaign_help_scene {
    bool ok;
    campaign_state before, after;
    int n_orders;
    campaign_order orders[8];
    bool show_after;               /* banners where Phase 3 left them */
    int framed[2];                 /* armies whose banners are framed in gold (ids, -1 none) */
    areamap_picture pic;           /* the picture, built at open, drawn by the shared area map */
} campaign_help_scene;

enum { CAMPAIGN_HELP_ORDERS, CAMPAIGN_HELP_MERGE, CAMPAIGN_HELP_CLASH, CAMPAIGN_HELP_BATTLE, CAMPAIGN_HELP_SCENES };

typedef struct campaign_help_pictures {
    bool ok;
    campaign_map map;
    campaign_help_scene scenes[CAMPAIGN_HELP_SCENES];
} campaign_help_pictures;

/* NULL when the map cannot be read (the pages then go without pictures). */
campaign_help_pictures *campaign_help_pictures_open(app *a);
void campaign_help_pictures_free(campaign_help_pictures *k);

/* The captions (for the pages and the tests). */
void campaign_help_caption_orders(const campaign_help_pictures *k, char *out, size_t size);
void campaign_help_caption_merge(const campaign_help_pictures *k, char *out, size_t size);
void campaign_help_caption_clash(const campaign_help_pictures *k, char *out, size_t size);
void campaign_help_caption_standoff(const campaign_help_pictures *k, char *out, size_t size);
void campaign_help_caption_battle(const campaign_help_pictures *k, char *out, size_t size);

/* The figures, written into a page. */
void campaign_help_figure(help_page *p, const campaign_help_pictures *k, int which, const char *caption);

/* The pictures of the Campaign book the help browser opened (its data), NULL none (help.c). */
const campaign_help_pictures *campaign_help_book_pictures(const void *book_data);

#endif
