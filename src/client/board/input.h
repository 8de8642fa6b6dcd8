/*
 * The battle screen's input state machine: turns the player's clicks and keys
 * (already translated from SDL into board_input_event by the input adapter) into rules
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
#include <stddef.h>

#include "skirmish/core/esc/game.h"

typedef enum board_input_event_kind {
    BOARD_INPUT_EV_HOVER,   /* the pointer is over `square` (ESC_NO_SQUARE: off the board) */
    BOARD_INPUT_EV_CLICK,   /* primary click on `square` (ESC_NO_SQUARE: off the board) */
    BOARD_INPUT_EV_CANCEL,  /* secondary click or Esc: back one step */
    BOARD_INPUT_EV_KEY      /* a command key, `key` below (also sent by the panel's buttons) */
} board_input_event_kind;

typedef enum board_input_key {
    BOARD_INPUT_KEY_NEXT_UNIT,      /* Tab */
    BOARD_INPUT_KEY_PREV_UNIT,      /* Shift+Tab */
    BOARD_INPUT_KEY_MOVE,           /* M */
    BOARD_INPUT_KEY_ATTACK,         /* A */
    BOARD_INPUT_KEY_ABILITY_1,      /* 1: the selected unit's first ability; _2, _3... follow */
    BOARD_INPUT_KEY_ABILITY_2,
    BOARD_INPUT_KEY_ABILITY_3,
    BOARD_INPUT_KEY_ABILITY_4,
    BOARD_INPUT_KEY_ABILITY_5,
    BOARD_INPUT_KEY_ABILITY_6,
    BOARD_INPUT_KEY_ABILITY_7,
    BOARD_INPUT_KEY_ABILITY_8,
    BOARD_INPUT_KEY_ABILITY_9,
    BOARD_INPUT_KEY_END_TURN,       /* E, or the End turn button */
    BOARD_INPUT_KEY_CONFIRM,        /* Enter: confirms a question (end turn with actions left), or gives Command Forward without picking an ally yet */
    BOARD_INPUT_KEY_UNDO,           /* Ctrl+Z */
    BOARD_INPUT_KEY_DONE,           /* D or the Done button: stop giving command-forward moves */
    BOARD_INPUT_KEY_THREATS         /* T: toggle the overlay of squares enemies can hit next turn */
} board_input_key;

typedef struct board_input_event {
    board_input_event_kind kind;
    int square;
    board_input_key key;
} board_input_event;

typedef enum board_input_mode {
    BOARD_INPUT_WAITING,          /* not a human's turn (computer, or game over) */
    BOARD_INPUT_DEPLOY,           /* click a free home square to place the next unit */
    BOARD_INPUT_IDLE,             /* nothing selected */
    BOARD_INPUT_UNIT_SELECTED,    /* a unit is selected: a click on a reachable square moves, on a visible enemy attacks */
    BOARD_INPUT_CHOOSE_MOVE,      /* only moves (M) */
    BOARD_INPUT_CHOOSE_ATTACK,    /* only attacks (A) */
    BOARD_INPUT_CHOOSE_ABILITY,   /* picking the target(s) of `ability` */
    BOARD_INPUT_COMMAND_UNIT,     /* command-forward: pick an ally to move freely */
    BOARD_INPUT_COMMAND_SQUARE,   /* command-forward: pick where `command_ally` goes */
    BOARD_INPUT_CONFIRM_END,      /* "end the turn with actions left?" */
    BOARD_INPUT_ANIMATING         /* an action is being shown; input waits */
} board_input_mode;

typedef struct board_input {
    board_input_mode mode;
    int selected;          /* unit id shown in the panel (own or enemy), ESC_NO_UNIT if none */
    int ability;           /* ability being targeted (BOARD_INPUT_CHOOSE_ABILITY), ESC_AB_NONE otherwise */
    int step;              /* charge: 0 = choosing the square, 1 = choosing the enemy */
    int picked_square;     /* charge: the square chosen in step 0 */
    int command_ally;      /* BOARD_INPUT_COMMAND_SQUARE: the ally being moved */
    int hovered;           /* square under the pointer, ESC_NO_SQUARE if none */
    bool show_threats;     /* the T toggle */
    bool human[ESC_SIDES]; /* which sides this screen takes input for */
    char message[240];     /* why the last click did nothing, or a prompt; "" if none */
    /* The square under the pointer when `message` was set: the screen shows a
     * refusal there too, next to where the player acted, while the pointer
     * stays on it. */
    int message_square;
    /* An ability whose key was refused (greyed): it stays chosen, framed on
     * its button, until another key, a cancel or a selection; a click on the
     * board meanwhile repeats that ability's own reason, never falls through
     * to an attack or a move with another action's reason (play-test 11).
     * ESC_AB_NONE when none. */
    int refused_ability;
    board_input_mode confirm_from;  /* BOARD_INPUT_CONFIRM_END: the mode Esc goes back to (the choice in progress is kept) */
    /* BOARD_INPUT_COMMAND_UNIT: Esc was pressed once and asked whether to end
     * the commanded moves (the action is spent either way); the next Esc ends
     * them. Any change of mode forgets it. Only when the match cannot undo:
     * otherwise Esc before the first free move takes the command back. */
    bool command_esc_asked;
    /* Command Forward is a pending choice (play-test 7: the key spent it at
     * once): the ally clicked in CHOOSE_ABILITY, whose destinations are
     * shown as soon as the command has played; ESC_NO_UNIT otherwise. */
    int command_next;
    /* Set by the screen before each event: the match would undo the last
     * action now (Esc then takes back a command not yet used). */
    bool can_undo;
    /* Set by the screen while a finished turn is held open (the rules already
     * passed it on): that side keeps its view of the threats; -1 otherwise. */
    int held_side;
} board_input;

typedef enum board_input_output_kind {
    BOARD_INPUT_OUT_NONE,
    BOARD_INPUT_OUT_ACTION,   /* apply `action` (it passed esc_game_test_action) */
    BOARD_INPUT_OUT_UNDO,     /* undo the last action of the current turn, if the match allows */
    BOARD_INPUT_OUT_PAUSE     /* Esc with nothing to cancel: open the pause menu */
} board_input_output_kind;

typedef struct board_input_output {
    board_input_output_kind kind;
    esc_action action;
} board_input_output;

/* Starts for a game; `human` says which sides take input here (hot-seat: both). */
void board_input_init(board_input *in, const esc_game *game, const bool human[ESC_SIDES]);
/* Call whenever the game changed other than by this machine's own output (a computer
 * move, undo, load): picks the right mode for whose turn and phase it is. */
void board_input_sync(board_input *in, const esc_game *game);
/* Feeds one event; after BOARD_INPUT_OUT_ACTION the mode is BOARD_INPUT_ANIMATING until
 * board_input_animation_done. */
board_input_output board_input_handle(board_input *in, const esc_game *game, const board_input_event *event);
/* The shown action has finished animating; `game` is the state after it. */
void board_input_animation_done(board_input *in, const esc_game *game);

/* For the renderer: the squares the current mode would accept as the next click
 * (move destinations, targets...), as a square set; 0 when a click does nothing. */
esc_bits board_input_clickable(const board_input *in, const esc_game *game);
/* Whose threats the overlay shows: the side to act when it is human (or when
 * nobody is), else the human waiting for the computer; while a finished turn is
 * held open, still the side whose turn it was. */
int board_threat_viewer(const esc_game *game, const board_input *in);
/* One line telling the player what to do now ("Choose a square to move to"). */
const char *board_input_prompt(const board_input *in, const esc_game *game);

/* What `unit` may still do this turn, from the rules' legal actions: move, attack
 * (an enemy in sight), each ability (bit `1 << ability`). The panel enables its
 * buttons and the board draws its overlays from this, never from its own rules. */
typedef struct board_unit_options {
    bool move, attack;
    uint32_t abilities;
} board_unit_options;
board_unit_options board_input_unit_options(const esc_game *game, int unit);
/* Why `unit` may not use `ability` now, as the rules say (ESC_OK when it may):
 * a disabled ability button's tooltip. */
esc_problem board_input_ability_problem(const esc_game *game, int unit, int ability);
/* The same in a sentence, translated, led by the ability's name ("Energy
 * Trait: not now, no enemy within 3 squares is in its line of sight"): a
 * reason about targets looks at all of them (none in range, or those in range
 * out of sight), not at the nearest alone; for Feint and Guardian with no ally
 * to pick, what the ability needs and why no ally qualifies (the nearest one's
 * distance, or the one near enough but out of sight). */
void board_input_ability_refusal(const esc_game *game, int unit, int ability, char *out, size_t size);
/* Why `unit` may not attack now (ESC_OK when it may): its own reason (no
 * actions left, already attacked, overcharged...) or, when it could but no
 * enemy is in its range and sight, ESC_ERR_NO_TARGET: the greyed Attack
 * button's tooltip. */
esc_problem board_input_attack_problem(const esc_game *game, int unit);
/* Why the A key (attack) or the M key (move: `attack` false) has nothing to
 * offer `unit`, led by the action's name ("Attack: not now, no enemy within 1
 * square"), translated. */
void board_input_action_refusal(const esc_game *game, int unit, bool attack, char *out, size_t size);
/* Why a move the core refuses as out of reach could not be made when units are
 * in the way (the mover's allies, or any units), translated; NULL otherwise:
 * the refusal a click on such a square shows. */
const char *board_input_blocked_move_reason(const esc_game *game, const esc_action *action);

#endif
