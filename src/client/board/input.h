/*
 * The battle screen's input state machine: turns the player's clicks and keys
 * (already translated from SDL into bi_event by the input adapter) into rules
 * actions, and remembers what the player is in the middle of choosing. It knows
 * no SDL and draws nothing; the renderer reads its state to draw overlays, and the
 * match applies the actions it outputs. Every decision of legality is asked of
 * the rules core (esc_game_test_action), never re-decided here.
 *
 * Modes: idle -> unit selected -> choosing a move / an attack / an ability target
 * (several steps for charge; free moves after command-forward) -> animating ->
 * back to the unit (if it can still act) or idle. Deployment has its own mode.
 */
#ifndef SKIRMISH_CLIENT_BOARD_INPUT_H
#define SKIRMISH_CLIENT_BOARD_INPUT_H

#include <stdbool.h>

#include "skirmish/core/esc/game.h"

typedef enum bi_event_kind {
    BI_EV_HOVER,   /* the pointer is over `square` (ESC_NO_SQUARE: off the board) */
    BI_EV_CLICK,   /* primary click on `square` (ESC_NO_SQUARE: off the board) */
    BI_EV_CANCEL,  /* secondary click or Esc: back one step */
    BI_EV_KEY      /* a command key, `key` below (also sent by the panel's buttons) */
} bi_event_kind;

typedef enum bi_key {
    BI_KEY_NEXT_UNIT,      /* Tab */
    BI_KEY_PREV_UNIT,      /* Shift+Tab */
    BI_KEY_MOVE,           /* M */
    BI_KEY_ATTACK,         /* A */
    BI_KEY_ABILITY_1,      /* 1: the selected unit's first ability; _2, _3... follow */
    BI_KEY_ABILITY_2,
    BI_KEY_ABILITY_3,
    BI_KEY_ABILITY_4,
    BI_KEY_ABILITY_5,
    BI_KEY_ABILITY_6,
    BI_KEY_ABILITY_7,
    BI_KEY_ABILITY_8,
    BI_KEY_ABILITY_9,
    BI_KEY_END_TURN,       /* E, or the End turn button */
    BI_KEY_CONFIRM,        /* Enter: confirms a question (end turn with actions left) */
    BI_KEY_UNDO,           /* Ctrl+Z */
    BI_KEY_DONE,           /* D or the Done button: stop giving command-forward moves */
    BI_KEY_THREATS         /* T: toggle the overlay of squares enemies can hit next turn */
} bi_key;

typedef struct bi_event {
    bi_event_kind kind;
    int square;
    bi_key key;
} bi_event;

typedef enum bi_mode {
    BI_WAITING,          /* not a human's turn (computer, or game over) */
    BI_DEPLOY,           /* click a free home square to place the next unit */
    BI_IDLE,             /* nothing selected */
    BI_UNIT_SELECTED,    /* a unit is selected: a click on a reachable square moves, on a visible enemy attacks */
    BI_CHOOSE_MOVE,      /* only moves (M) */
    BI_CHOOSE_ATTACK,    /* only attacks (A) */
    BI_CHOOSE_ABILITY,   /* picking the target(s) of `ability` */
    BI_COMMAND_UNIT,     /* command-forward: pick an ally to move freely */
    BI_COMMAND_SQUARE,   /* command-forward: pick where `command_ally` goes */
    BI_CONFIRM_END,      /* "end the turn with actions left?" */
    BI_ANIMATING         /* an action is being shown; input waits */
} bi_mode;

typedef struct battle_input {
    bi_mode mode;
    int selected;          /* unit id shown in the panel (own or enemy), ESC_NO_UNIT if none */
    int ability;           /* ability being targeted (BI_CHOOSE_ABILITY), ESC_AB_NONE otherwise */
    int step;              /* charge: 0 = choosing the square, 1 = choosing the enemy */
    int picked_square;     /* charge: the square chosen in step 0 */
    int command_ally;      /* BI_COMMAND_SQUARE: the ally being moved */
    int hovered;           /* square under the pointer, ESC_NO_SQUARE if none */
    bool show_threats;     /* the T toggle */
    bool human[ESC_SIDES]; /* which sides this screen takes input for */
    char message[160];     /* why the last click did nothing, or a prompt; "" if none */
    bi_mode confirm_from;  /* BI_CONFIRM_END: the mode Esc goes back to (the choice in progress is kept) */
} battle_input;

typedef enum bi_output_kind {
    BI_OUT_NONE,
    BI_OUT_ACTION,   /* apply `action` (it passed esc_game_test_action) */
    BI_OUT_UNDO,     /* undo the last action of the current turn, if the match allows */
    BI_OUT_PAUSE     /* Esc with nothing to cancel: open the pause menu */
} bi_output_kind;

typedef struct bi_output {
    bi_output_kind kind;
    esc_action action;
} bi_output;

/* Starts for a game; `human` says which sides take input here (hot-seat: both). */
void battle_input_init(battle_input *in, const esc_game *game, const bool human[ESC_SIDES]);
/* Call whenever the game changed other than by this machine's own output (a computer
 * move, undo, load): picks the right mode for whose turn and phase it is. */
void battle_input_sync(battle_input *in, const esc_game *game);
/* Feeds one event; after BI_OUT_ACTION the mode is BI_ANIMATING until
 * battle_input_animation_done. */
bi_output battle_input_handle(battle_input *in, const esc_game *game, const bi_event *event);
/* The shown action has finished animating; `game` is the state after it. */
void battle_input_animation_done(battle_input *in, const esc_game *game);

/* For the renderer: the squares the current mode would accept as the next click
 * (move destinations, targets...), as a square set; 0 when a click does nothing. */
esc_bits battle_input_clickable(const battle_input *in, const esc_game *game);
/* One line telling the player what to do now ("Choose a square to move to"). */
const char *battle_input_prompt(const battle_input *in, const esc_game *game);

#endif
