/*
 * What the tutorial's files share (and the tests read): the lessons with their
 * steps, a lesson being played (its step, what the player did), and what is
 * remembered.
 */
#ifndef SKIRMISH_CLIENT_TUTORIAL_TUTORIAL_INTERNAL_H
#define SKIRMISH_CLIENT_TUTORIAL_TUTORIAL_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "shell/app.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/data/paths.h"

#define TUTORIAL_LESSONS_MAX 8
#define TUTORIAL_STEPS_MAX 12
#define TUTORIAL_TEXT_MAX 400
#define TUTORIAL_SQUARES_MAX 8

/* What completes a step ("until" in the lesson's file). */
typedef enum tutorial_until {
    TUTORIAL_DEPLOY,     /* the player's units are all placed */
    TUTORIAL_SELECT,     /* the player's unit `unit` is selected */
    TUTORIAL_MOVE,       /* the player moves unit `unit` (to one of `squares` when given) */
    TUTORIAL_ATTACK,     /* the player attacks enemy `target` with a plain attack */
    TUTORIAL_ABILITY,    /* the player's unit uses `ability` (any when ESC_AB_NONE) */
    TUTORIAL_END_TURN,   /* the player's turn has passed to the other side */
    TUTORIAL_IN_SIGHT,   /* unit `unit` has enemy `target` in range and in sight */
    TUTORIAL_PROGRESS,   /* the player's progress on objective `objective` reaches `count` */
    TUTORIAL_WIN,        /* the player has won the lesson's match */
    TUTORIAL_UNTIL_COUNT
} tutorial_until;

/* What a step points at on the board ("show"). */
typedef enum tutorial_show {
    TUTORIAL_SHOW_NONE,
    TUTORIAL_SHOW_UNIT,    /* the player's unit `unit` */
    TUTORIAL_SHOW_TARGET,  /* the enemy unit `target` */
    TUTORIAL_SHOW_SQUARE   /* `square` */
} tutorial_show;

typedef struct tutorial_step {
    tutorial_until until;
    char say[TUTORIAL_TEXT_MAX];     /* the prompt, English (i18n_content translates it) */
    char hint[TUTORIAL_TEXT_MAX];    /* said after an action that does not do the step; "" for none */
    int unit, target;                /* slots in the player's and the enemy's squads */
    int ability;                     /* esc_ability or ESC_AB_NONE */
    int objective, count;
    int n_squares;
    int squares[TUTORIAL_SQUARES_MAX];
    tutorial_show show;
    int square;
} tutorial_step;

typedef struct tutorial_lesson {
    char path[DATA_PATH_MAX];
    char stem[64];                   /* "2-attacking": its key in the remembered progress */
    esc_scenario scenario;
    int player;                      /* the side the player plays (0) */
    int n_steps;
    tutorial_step steps[TUTORIAL_STEPS_MAX];
} tutorial_lesson;

typedef struct tutorial_lessons {
    int n;
    tutorial_lesson lessons[TUTORIAL_LESSONS_MAX];
    int skipped;                     /* files refused (logged) */
    signed char offer;               /* tutorial_offer's answer, -1 until asked (again) */
    char problem[600];               /* the first refusal in words */
} tutorial_lessons;

/* ---- lessons.c ---- */
/* A lesson from a scenario file with a "tutorial" member; false with `why`
 * naming the file, the key and the problem. */
bool tutorial_lesson_load(const char *path, tutorial_lesson *out, char *why, size_t why_size);
/* The lessons of <data dir>/maps/tutorial, in the order of their file names
 * (read once a run). */
tutorial_lessons *tutorial_lessons_get(app *a);
/* The rows the Learn to play list shows (screen.c): the lessons, then
 * Conquest's coached first game. */
static inline int tutorial_list_count(const tutorial_lessons *ls)
{
    return ls->n + 1;
}

/* ---- steps.c ---- */
/* A lesson being played: which step, and what of the match was looked at. */
#define TUTORIAL_RUN_HISTORY 512

typedef struct tutorial_run {
    int lesson;
    int step;                        /* == n_steps: every step done */
    int seen;                        /* the record's actions already looked at */
    int turn;                        /* the battle turn when the step began */
    bool wrong;                      /* the player's last action did not do the step: its hint is shown */
    bool won, lost;
    /* The step as it stood before the record's action i was looked at: Undo
     * back to i actions puts the lesson back there too. */
    unsigned char step_before[TUTORIAL_RUN_HISTORY];
} tutorial_run;

void tutorial_run_begin(tutorial_run *run, int lesson);
/* Looks at the match as it is now: the actions played since the last look
 * (each may do the current step) and the state (selected: the unit the
 * player has selected, ESC_NO_UNIT if none; held: the player's turn is over
 * but not yet handed over). Steps done are passed. Returns whether the step
 * changed. */
bool tutorial_run_update(tutorial_run *run, const tutorial_lesson *lesson, const esc_game *game,
                         const esc_record *record, int selected, bool held);
/* The step is skipped. */
void tutorial_run_skip(tutorial_run *run, const tutorial_lesson *lesson, const esc_game *game);
/* The square the current step points at, ESC_NO_SQUARE if none. */
int tutorial_run_highlight(const tutorial_run *run, const tutorial_lesson *lesson, const esc_game *game);

/* ---- progress.c ---- */
typedef enum tutorial_mark {
    TUTORIAL_NOT_DONE,
    TUTORIAL_FINISHED,
    TUTORIAL_SKIPPED
} tutorial_mark;
/* What is remembered of lesson `stem` (read from the config dir each time). */
tutorial_mark tutorial_progress_get(app *a, const char *stem);
/* Remembers it; a finished lesson stays finished when skipped later. */
void tutorial_progress_set(app *a, const char *stem, tutorial_mark mark);

/* ---- coach.c ---- */
/* The lesson being played in the battle on top, NULL if none (tests). */
const tutorial_run *tutorial_current(const app *a);

#endif
