/*
 * Escarmouche's book of the help browser (help/help.h): the turn, the actions,
 * line of sight, the twelve abilities, the statuses, how a match ends and the
 * keys. Every rule it quotes comes from the core (an ability's name and text
 * from esc_ability_get), and every diagram is a real position the core is asked
 * about (where a unit may move, whom it may target, which squares it sees), so
 * the help cannot drift from the rules. The front registers the book.
 */
#ifndef SKIRMISH_CLIENT_ESCARMOUCHE_HELP_H
#define SKIRMISH_CLIENT_ESCARMOUCHE_HELP_H

#include <stdbool.h>

#include "help/help.h"
#include "skirmish/core/esc/game.h"

extern const help_book escarmouche_help_book;

/* ---- the diagrams (help_diagrams.c) ---- */

#define HELP_DIAGRAM_LINES 8

/* A segment in board coordinates (0 to 8, rank 1 at the bottom). */
typedef struct help_segment {
    float x0, y0, x1, y1;
    SDL_Color colour;
    bool arrow;
} help_segment;

/* A small 8x8 board: a real game state and what the core says about it. */
typedef struct help_diagram {
    esc_game game;                 /* units and obstacles */
    int8_t portrait[ESC_MAX_UNITS];
    bool ok;                       /* the position was set up (false: drawn empty) */
    int actor;                     /* square of the unit the diagram is about, ESC_NO_SQUARE */
    esc_bits area;                 /* faint tint: a range */
    esc_bits seen, hidden;         /* line of sight: squares seen / not seen */
    esc_bits dots;                 /* squares the unit may move to */
    esc_bits targets;              /* enemies it may target (red reticle) */
    esc_bits refused;              /* in range but not allowed (grey cross) */
    esc_bits allies;               /* allies it may pick (green ring) */
    esc_bits framed;               /* squares framed in red (what blocks a ray) */
    help_segment lines[HELP_DIAGRAM_LINES];
    int n_lines;
    int markers;                   /* the zone diagram: player 1's markers once its turn ends */
} help_diagram;

enum {
    HELP_DIAGRAM_MOVE,
    HELP_DIAGRAM_ATTACK,
    HELP_DIAGRAM_SIGHT_AREA,
    HELP_DIAGRAM_SIGHT_RAYS,
    HELP_DIAGRAM_SIGHT_GAP,        /* the line between two obstacles touching at a corner */
    HELP_DIAGRAM_SIGHT_OWN_CORNER, /* a line starting at the shooter's corner where two obstacles meet */
    HELP_DIAGRAM_ZONE,
    HELP_DIAGRAM_ABILITY,          /* + esc_ability */
    HELP_DIAGRAM_COUNT = HELP_DIAGRAM_ABILITY + ESC_AB_COUNT
};

/* Sets up every diagram from its position, asking the core. */
void help_diagrams_build(help_diagram diagrams[HELP_DIAGRAM_COUNT]);
/* Draws one in a square rectangle. */
void help_diagram_draw(ui *u, SDL_Rect r, const help_diagram *d);
/* The legend's symbols, drawn alone in a small square (for the key to the
 * diagrams): 0 move dot, 1 target, 2 refused, 3 ally, 4 range tint. */
void help_diagram_symbol(ui *u, SDL_Rect r, int symbol);

#endif
