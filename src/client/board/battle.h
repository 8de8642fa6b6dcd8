/*
 * The Escarmouche battle as a screen: deployment, the dice for the first turn,
 * the battle and the result, over a match (board/match.h) the screen owns. Clicks
 * on the board go to the input state machine (board/input.h); its actions go to
 * the match; the match's events go to the animation player (board/anim.h).
 *
 * Any folder may open it with a match of its own: the Escarmouche setup, a loaded
 * game, and the Campaign, which pushes it and gets a board_battle_result back when
 * the battle pops.
 */
#ifndef SKIRMISH_CLIENT_BOARD_BATTLE_H
#define SKIRMISH_CLIENT_BOARD_BATTLE_H

#include <stdbool.h>
#include <stddef.h>

#include "board/anim.h"
#include "board/input.h"
#include "board/match.h"
#include "board/remote.h"
#include "board/replay.h"
#include "shell/app.h"

#define BOARD_LOG_LINES 64

typedef enum board_battle_overlay {
    BOARD_BATTLE_PLAYING,
    BOARD_BATTLE_RESULT
} board_battle_overlay;

/* What the battle screen shows beyond the match. */
typedef struct board_battle_state {
    board_input input;
    board_anim_player anim;
    board_battle_overlay overlay;
    bool result_seen;              /* the result panel was opened once */
    char log[BOARD_LOG_LINES][200];
    int log_count;
    int log_scroll;
    int log_dice_row;              /* the log's first row of the first-turn roll: the rows from it
                                    * are shown as the dice stop (board_anim_told_dice) */
    char log_language[16];         /* the language the log was told in (the settings' code) */
    char toast[200];               /* a passing message ("Saved to ...") */
    float toast_age;
    float dice_age;                /* seconds since the dice started, for their roll */
    int last_turn_seen;
    float banner_age;              /* "Player 2's turn" banner */
    bool demo;                     /* computer against computer, from --demo */
    /* A human's last action ended the turn, but the turn is not over until End
     * turn (unless the setting ends it by itself): Undo can still take it back. */
    bool held;
    int held_side;
    /* The coach says End turn needs no confirmation (board_coach_view's
     * end_turn_now, kept from the last frame). */
    bool coach_end_turn;
    /* The coach's banner's height at the panel's foot, kept from the last
     * frame (0: none): the log ends above it, so the newest lines are not
     * under it (play-test 8: a lesson's or a campaign battle's banner hid
     * them). */
    int coach_h;
    /* Auto-deploy pressed by this (human) side: its placements are made for it,
     * one at each of its turns to place, never the other player's. */
    bool auto_deploy[ESC_SIDES];
    bool handoff;                  /* hot-seat: the turn passed to the other player; their card starts closed */
    bool covered;                  /* a dialog was over the screen: the hover is taken again from the pointer */
    /* Hot-seat: "Ann's turn", large over the board, when play starts and each
     * time the turn passes from one human to the other; gone at the next
     * click or key, which does nothing else. */
    bool turn_card;
    bool turn_card_release;        /* the click that took the card away is still held: its release is the card's */
    bool briefing;                 /* a scenario's briefing card at the match's start, until a click or key */
    bool briefing_release;         /* the click that took the briefing away is still held */
    int turn_card_side;
    /* The side whose card was shown last, plus one (0: none yet): the player
     * at the screen. Auto-deploy handing the placing back to that same
     * player brings no card (play-test 12: one after every placement). */
    int turn_card_last;
    float turn_card_age;
    /* Hot-seat deployment: the second player's card for their first
     * placement has been shown (play-test 11: Bob had one, Alice none). */
    bool second_deployer_carded;
    float ai_wait;                 /* seconds the computer still waits, so its actions can be followed */
    /* The computer's next action, chosen and shown (its unit ringed) for
     * ai_lead seconds before it is played, so a player sees which unit acts
     * before it moves (play-test 13: its turn was over in under a second). */
    bool ai_pending;
    esc_action ai_next;
    float ai_lead;
    /* A click (or right-click) made while the player's own action still
     * plays: kept, and applied to the position after it, once it has played
     * (play-test 6: it went to the unit selected before). */
    bool click_queued;
    board_input_event queued_click;
    int acting_unit;               /* the unit whose action is shown (highlighted), ESC_NO_UNIT if none */
    /* The result just opened: for these seconds a click on it is ignored (a
     * click meant for the board started a rematch, play-test 12), and the
     * release of a click it ignored is too. */
    float result_guard;
    bool result_release;
    int shown_side;                /* the side whose action is shown, -1 if none */
    int shown_round;               /* the round that action was played in */
    int preview_ability;           /* an ability button under the pointer whose hits are previewed */
    int sounded;                   /* the animation step whose sound has played, -1 none */
    board_replay replay;           /* "Show the last turn again" (R), read-only while on */
    /* Rounds without damage (board/battle_agree.c): both sides' Health when it
     * last changed, the round it did, and the quiet stretch already told. */
    bool quiet_watch;
    int quiet_health, quiet_round, quiet_told;
    /* Hot-seat: a draw offer is on screen; closed without Accept (Refuse or
     * Esc), the log says the other player declined (play-test 10). */
    bool draw_asked;
} board_battle_state;

/* The screen's state: created when it opens, freed when it closes. */
/* A game that opens the board for a battle of its own (the Campaign) and keeps
 * it in its own save: the menus then offer nothing that would leave that game
 * (no Rematch, no "Save game" writing a plain match, no "Load game"), and
 * save_quit_label (its "Save campaign and quit") calls save_quit, which saves
 * the owner's game with the match; true goes back to the main menu, false keeps
 * the battle on, `why` shown in its top bar. */
typedef struct board_battle_host {
    bool (*save_quit)(app *a, const board_match *m, char *why, size_t size);
    const char *save_quit_label;   /* a msgid (N_), translated when shown */
} board_battle_host;

/* A coach over the battle (the tutorial's lessons), set by the game that
 * pushed the screen (board_battle_current), like `host`: each frame the screen
 * asks `look` what to tell the player and draws it in a banner at the foot of
 * the panel (battle_coach.c); a press on one of the banner's buttons goes to
 * `press` (index into buttons). look NULL: no coach. */
#define BOARD_COACH_BUTTONS 3
typedef struct board_coach_view {
    char text[400];                /* what to do now, translated; "" shows nothing */
    char note[400];                /* what to do instead after an action that was not it; "" none */
    char progress[120];            /* "Lesson 2 of 5 · step 3 of 6" */
    int square;                    /* a square to frame on the board, ESC_NO_SQUARE none */
    bool done;                     /* good news (the lesson won): drawn in green */
    bool end_turn_now;             /* End turn does not ask "actions left?" (a lesson's steps say when) */
    const char *buttons[BOARD_COACH_BUTTONS]; /* translated labels; NULL ends them */
    int keys[BOARD_COACH_BUTTONS]; /* a ui_key pressing each button too; 0 (UI_KEY_NONE) none */
} board_coach_view;
struct board_battle;
typedef struct board_battle_coach {
    void (*look)(void *ctx, struct board_battle *bb, board_coach_view *out);
    void (*press)(void *ctx, app *a, int button);
    void *ctx;
} board_battle_coach;

typedef struct board_battle {
    app *app;
    board_match match;
    board_battle_state st;
    bool report;                   /* pops with a board_battle_result instead of returning to the menu */
    bool computer_may_yield;       /* a computer side may play the yield hook's action */
    /* "Watch the computer": `speed` instead of the settings' animation speed
     * (which the watch never changes); set by the game that opened the screen. */
    bool own_speed;
    data_anim_speed speed;
    /* The game that owns this battle (save_quit NULL: none), set by it once
     * the screen is pushed (board_battle_current). */
    board_battle_host host;
    /* The coach over the battle (NULL look: none), set like `host`. */
    board_battle_coach coach;
    /* The pause menu Esc opens (board_pause_scene), set by the screen when it
     * opens: the code below the screen that plays the battle opens it
     * without naming it. */
    const scene *pause_scene;
    /* Set: "Main menu" and "Quit to menu" read this (a msgid) and close the
     * battle alone, back to the screen that opened it (a scenario's Test play
     * returns to its editor); NULL: back to the main menu. Set by the game
     * that pushed the screen (board_battle_current). */
    const char *leave_label;
    /* The same on the result panel's narrower button ("Editor"); NULL: leave_label. */
    const char *leave_short;
    /* Played with a game server (board/remote.h): send NULL for none. */
    board_remote remote;
    bool remote_applying;          /* the action being played came from the server */
    bool remote_pending;           /* an action of this screen's was sent, its answer not yet come */
} board_battle;

/* How to open the battle screen. The screen takes `match` over: the caller's
 * copy is left empty (board_match_free on it does nothing). */
typedef struct board_battle_args {
    board_match *match;
    bool demo;
    /* Opened by a game that wants the outcome: the result panel's last button
     * reads "Continue" and the screen pops with a board_battle_result. */
    bool report;
    /* With the yield hook on (a campaign battle), whether a computer side may
     * yield: off, it plays on (the game that opened the battle decides). Humans
     * always get a "Yield" button when the hook is on. */
    bool computer_may_yield;
} board_battle_args;

/* The outcome a battle opened with `report` pops with (scene_result.data). */
typedef struct board_battle_result {
    int winner;                    /* 0 or 1, -1 for a draw */
    esc_end_reason reason;
    int rounds;
    /* Each unit's Health at the end, by side and squad slot (0: eliminated). */
    int health[ESC_SIDES][ESC_SQUAD_MAX];
} board_battle_result;

extern const scene board_battle_scene;
/* The pause menu, an overlay over the battle. */
extern const scene board_pause_scene;

/* The battle open on the stack, NULL if none. */
board_battle *board_battle_current(const app *a);
/* Plays the battle open on the stack online (board/remote.h), set by the
 * game that pushed it, at once: the other side is the server's, no hand-over
 * card, no undo; the hook's close is called when the screen closes. */
void board_battle_play_remote(board_battle *bb, const board_remote *remote);
/* The outcome of a finished battle. */
board_battle_result board_battle_outcome(const board_battle *bb);

#endif
