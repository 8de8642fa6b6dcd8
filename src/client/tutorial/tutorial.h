/*
 * Learn to play: a short series of lessons (the files of maps/tutorial), each a small
 * Escarmouche scenario with steps a coach over the battle tells the player one
 * at a time ("Click your Archer", "Attack the Scout: it is in range and in
 * sight") and waits for. A step can be skipped, a lesson skipped or restarted;
 * finishing (or skipping) a lesson is remembered in the config dir
 * (tutorial.json), and the next lesson is offered at the end of each.
 *
 * Files: lessons.c (the lessons and their steps, read from the data dir),
 * steps.c (whether a step is done, from the match: no SDL, unit-tested),
 * progress.c (what is remembered), coach.c (the lesson's battle and its coach
 * hook, board_battle_coach), screen.c (the Learn to play screen).
 *
 * Calls run one way: the Scenarios screen and the main menu open the screen;
 * the tutorial opens the board's battle and sets its coach; the board calls
 * back only through the hook.
 */
#ifndef SKIRMISH_CLIENT_TUTORIAL_TUTORIAL_H
#define SKIRMISH_CLIENT_TUTORIAL_TUTORIAL_H

#include <stdbool.h>

#include "shell/app.h"

/* The Learn to play screen: the lessons, each with its tick, and Start. */
extern const scene tutorial_scene;

/* How many lessons there are (Conquest's first game included, as the list
 * shows it), and how many Escarmouche lessons the player finished or skipped. */
int tutorial_lesson_count(app *a);
int tutorial_lessons_done(app *a);
/* How many the player finished, Conquest's first game included (a skipped
 * lesson is not: the count and tick on the Scenarios screen say what was
 * learnt). */
int tutorial_lessons_finished(app *a);
/* Whether the main menu should offer the tutorial: lessons exist and the
 * player has not finished or skipped any (and there is a config dir to
 * remember it in). */
bool tutorial_offer(app *a);
/* Whether the lessons can be opened from the main menu at all: lessons exist
 * and there is a config dir to remember progress in (the menu then keeps a
 * plain "Learn to play" once the first-time offer is gone). */
bool tutorial_available(app *a);

/* Opens lesson `lesson` (0-based) over the current screen; false with
 * a->message saying why. */
bool tutorial_start(app *a, int lesson);

#endif
