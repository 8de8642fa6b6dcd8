/*
 * A match being played in the client: the record (setup and actions) and the
 * state it leads to, who is human, undo within the current turn, autosave at the
 * start of every turn, and the computer players, which think on their own thread
 * so the screen never freezes.
 */
#ifndef SKIRMISH_CLIENT_BOARD_MATCH_H
#define SKIRMISH_CLIENT_BOARD_MATCH_H

#include <stdbool.h>

#include <SDL.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/error.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/seats.h"

/* A unit the game that opened the board singles out (board_match_set_mark):
 * drawn on its token (a crown for the Hero, a flag for an escorted unit) and
 * named in its tooltip and in the legend. */
typedef enum board_unit_mark {
    BOARD_MARK_NONE = 0,
    BOARD_MARK_HERO,      /* the Campaign's Hero */
    BOARD_MARK_ESCORT     /* a scenario's escorted unit */
} board_unit_mark;

/* A match its players ended by agreement (board/battle_agree.c): the rules
 * know no such ending, so the screen says it. Not saved: an ended match is. */
typedef enum board_agreed {
    BOARD_AGREED_NONE = 0,
    BOARD_AGREED_DRAW,
    BOARD_AGREED_CONCEDED
} board_agreed;

typedef struct board_match board_match;
struct board_match {
    esc_record record;
    esc_game game;
    bool human[ESC_SIDES];
    /* Who plays each side, saved with the match (names, levels); human[] and
     * ai_level[] follow it. */
    data_seat seats[ESC_SIDES];
    /* Set by a game that opens the board for its own battle (the Campaign): its
     * players' colours and emblems, and a line saying what the battle is
     * ("Battle at Midmere: Ann attacks, Bob defends"). emblem[side] is the seat
     * of the shell's palette whose ui_emblem the side shows (the campaign's seat
     * index); -1 (board_match_init_empty): the seat whose ui_seat_colour is
     * colour[side], else the side's own. */
    bool own_colours;
    /* Set by a game whose battle is fought between people taking turns at one
     * screen though only one of them is on the board (a hot-seat Campaign duel
     * where the other chose the auto battle): the result is then told by the
     * winner's name ("Ann wins"), not as Victory or Defeat from the one human
     * seat, which the other person reads too. Not saved, like the colours. */
    bool neutral_result;
    SDL_Color colour[ESC_SIDES];
    int emblem[ESC_SIDES];
    /* The side drawn at the bottom of the screen, its tokens the discs (the
     * board turned when its home ranks are 7-8): a game that opens the board
     * for its battles keeps each player where it was; -1: side 0's ranks 1-2
     * at the bottom, as always (board_match_init_empty). Not saved: the game
     * sets it each time it opens the board. */
    int bottom;
    char caption[200];
    /* Each unit's mark (board_unit_mark) by unit id (side * ESC_SQUAD_MAX +
     * slot), BOARD_MARK_NONE by default. Not saved: like the colours, the game
     * sets it each time it opens the board (board_match_set_mark). */
    unsigned char mark[ESC_MAX_UNITS];
    int turn_start;                   /* record index where the current turn began */
    /* The side whose turn ran out of actions but stays open until its End turn
     * (the battle screen's "held" turn), -1 for none: saved and autosaved with
     * the record, so a save keeps that moment (and its Undo). */
    int held;
    board_agreed agreed;              /* BOARD_AGREED_NONE unless ended by agreement */
    /* The sides whose player pressed Auto-deploy: kept in the autosave while
     * the units are placed ("auto_deploy"), so Continue goes on placing them
     * (play-test 6: the choice was lost). */
    bool auto_deploy[ESC_SIDES];
    int agreed_round;                 /* the round the top bar showed then (a turn held open is its own round's) */
    char autosave_path[DATA_PATH_MAX]; /* "" = no autosave */
    /* Why the last autosave could not be written ("" when it was): the screen
     * shows it, since Continue would otherwise resume an older turn unannounced. */
    char autosave_error[300];
    /* the computer's thinking */
    core_rng ai_rng;                  /* auto-deploy's formation choices */
    int ai_level[ESC_SIDES];          /* ai_level of each computer side */
    ai_player ai[ESC_SIDES];          /* initialised lazily, freed with the match */
    int ai_side;                      /* the side the running thread plays */
    SDL_Thread *ai_thread;
    SDL_atomic_t ai_ready;
    esc_game ai_game;
    esc_action ai_action;
    Uint32 wake_event;                /* SDL user event pushed when the AI is done; 0 = none */
    /* Told after every action and every undo, so a game that opened the board
     * for its own battle (the Campaign) can keep the match in its save; NULL:
     * nobody. Kept by board_match_free, like the autosave's path. */
    void (*changed)(void *ctx, const board_match *m);
    void *changed_ctx;
    /* Actions applied and undone since the match began or was loaded, and
     * their count when the player last saved it: loading another game over a
     * match that moved since asks first (board_match_unsaved). */
    unsigned edits, saved_edits;
    /* Played with a game server (the battle's board_remote): the other side
     * is no computer of this client's, and nothing is undone. */
    bool remote;
};

/* Marks a unit (side, slot of its squad) on the board: its token carries the
 * mark and its tooltip and the legend name it. For a game that opens the board
 * for its own battle (the Campaign's Hero, a scenario's escorted unit): call it
 * on the match after board_match_start or board_match_adopt (which clear every
 * mark) and before pushing board_battle_scene. Out-of-range arguments do
 * nothing; BOARD_MARK_NONE takes a mark off. */
void board_match_set_mark(board_match *m, int side, int slot, board_unit_mark kind);
/* The mark of unit `unit` (an id, side * ESC_SQUAD_MAX + slot). */
board_unit_mark board_match_mark(const board_match *m, int unit);

/* Whether the match is still being played and has moved since it began, was
 * loaded or was last saved by the player (the autosave does not count: it is
 * replaced by the next match). */
bool board_match_unsaved(const board_match *m);
/* Notes that the player saved the match as it is now. */
void board_match_mark_saved(board_match *m);

/* Zeroes a match so board_match_free is safe on it. */
void board_match_init_empty(board_match *m);
/* A new match at deployment. False (and *why filled) when the setup is refused. */
bool board_match_start(board_match *m, const esc_map *map, const esc_squad *squads[ESC_SIDES], const esc_settings *settings,
                 uint64_t seed, const bool human[ESC_SIDES], char *why, int why_size);
/* A new match of a scenario at deployment (esc_scenario_start, its squads
 * accepted by esc_scenario_test_squad); the record carries the scenario (the
 * battle screen flags its escorted units). False (and *why filled) when refused. */
bool board_match_start_scenario(board_match *m, const esc_scenario *scenario, const esc_squad *squads[ESC_SIDES],
                                uint64_t seed, const bool human[ESC_SIDES], char *why, int why_size);
/* A match from a saved game (a record), replayed to its last action, played by
 * the seats the file keeps (two humans for a save without seats). */
bool board_match_load(board_match *m, const char *path, data_error *err);
/* The same from a record already read (and checked) by the caller, taken over:
 * *record is left empty. */
void board_match_adopt(board_match *m, esc_record *record, const data_seat seats[ESC_SIDES]);
bool board_match_save(const board_match *m, const char *path, data_error *err);
void board_match_free(board_match *m);

/* Writes the autosave (if the match has a path) at this moment: after every
 * action, every undo and every held turn's End turn. */
void board_match_autosave(board_match *m);
/* Applies a legal action, records it, autosaves. */
esc_problem board_match_apply(board_match *m, const esc_action *action, esc_events *events);
/* Undo the last action of the current turn (human turns only); while units
 * are placed, the side's last placement (with the computer's placements made
 * since, never a hot-seat opponent's nor Auto-deploy's). */
bool board_match_can_undo(const board_match *m);
bool board_match_undo(board_match *m);
/* Takes back the action that ended the last turn, while the side whose turn it
 * now is has not acted: the battle screen holds a human's turn open until End
 * turn, so both of its actions can be undone. */
bool board_match_can_undo_turn_end(const board_match *m);
bool board_match_undo_turn_end(board_match *m);
/* While a turn is held open (m->held): the game before the action that spent
 * its last action, whose turn-end counts (control markers, rounds held) the
 * screen shows as pending until End turn. False when no turn is held. */
bool board_match_held_before(const board_match *m, esc_game *before);
/* A loaded match's held turn (`held` as saved, -1 none), kept only where it
 * still means something: the last action passed that side's turn without an
 * End turn. */
void board_match_restore_held(board_match *m, int held);

bool board_match_computer_to_act(const board_match *m);
/* The level each computer side plays at (AI_NORMAL until set). */
void board_match_set_levels(board_match *m, const int levels[ESC_SIDES]);
/* Who plays: human or computer, the level and the name of each side. */
void board_match_set_seats(board_match *m, const data_seat seats[ESC_SIDES]);
/* A side's name as people read it ("Ann", "Player 1", "Computer (Normal)"). */
void board_match_side_name(const board_match *m, int side, char *out, size_t size);
/* The result's title once the game is over: "Victory" or "Defeat" from the seat
 * of the one human against the computer, else "<name> wins", or "Draw". */
void board_battle_result_title(const board_match *m, char *out, size_t size);
/* Starts the computer thinking (if it is its turn and it is not already). */
void board_match_ai_request(board_match *m);
bool board_match_ai_thinking(const board_match *m);
/* The computer's chosen action, once ready; false while it thinks. */
bool board_match_ai_poll(board_match *m, esc_action *out);
/* A good deployment square for the active side's next unit (auto-deploy). */
esc_action board_match_auto_deploy(board_match *m);

#endif
