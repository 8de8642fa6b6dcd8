/*
 * Escarmouche's scenarios in the client (issue 37; docs/rules.md "Scenarios",
 * docs/formats.md "Scenario files"): the Scenarios screen (the shipped ones
 * from the data directory's maps/scenarios and the player's own from
 * <user data>/scenarios, each with its briefing, board, objectives and forces;
 * the player picks a side, the computer's level or hot-seat, then Play), the
 * scenario editor, and the one way into a match, scenario_launch.
 *
 * Files: catalog.c (the list, read from both folders, and saving), words.c
 * (a scenario in words and its board's picture, shared by both screens),
 * squads.c (the squads that fit a side), list.c (the Scenarios screen),
 * editor.c and editor_panel.c (the editor), launch.c (scenario_launch).
 */
#ifndef SKIRMISH_CLIENT_SCENARIO_SCENARIO_H
#define SKIRMISH_CLIENT_SCENARIO_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>

#include "shell/app.h"
#include "skirmish/core/esc/scenario.h"
#include "skirmish/core/esc/squad.h"

typedef struct scenario_launch_options {
    bool human[ESC_SIDES];         /* both: hot-seat */
    int level[ESC_SIDES];          /* ai_level of a computer side */
    esc_squad squads[ESC_SIDES];   /* each side's squad: esc_scenario_test_squad accepts it */
    bool test_play;                /* from the editor's Test play */
    bool from_list;                /* from the Scenarios list: the battle leaves back to it */
} scenario_launch_options;

/* Starts a match of the scenario with these choices. False with `why` saying
 * why not (nothing opened). */
bool scenario_launch(app *a, const esc_scenario *s, const scenario_launch_options *o, char *why, size_t why_size);
/* Tests: how many times scenario_launch was called, and its last arguments. */
int scenario_launch_calls(const esc_scenario **s, const scenario_launch_options **o);

/* The Scenarios screen; its start description is NULL or a path to select. */
extern const scene scenario_list_scene;
/* The editor; its start description is a scenario_editor_args (NULL: a new one). */
typedef struct scenario_editor_args {
    const esc_scenario *scenario;  /* the one to edit (copied) */
    const char *path;              /* the player's file it came from, or NULL (a shipped one: saved as a copy) */
} scenario_editor_args;
extern const scene scenario_editor_scene;

/* A file dropped on the window: when it is a scenario file, opens the
 * Scenarios screen on it (a valid file from elsewhere is listed for this run)
 * and returns true; false when it is not a scenario file at all. A scenario
 * file that is refused says why in a->message. */
bool scenario_open_file(app *a, const char *path);

/* ---- what the tests read ---- */
typedef struct scenario_list_view {
    int n_rows, selected;
    const char *path;              /* the selected one's file */
    SDL_Rect first_row;            /* where the first row shown was drawn */
    int row_h, scroll;             /* row i is at first_row.y + (i - scroll) * row_h */
    SDL_Rect side_choice;          /* the stepper of the side played (empty in hot-seat) */
    SDL_Rect opponent_choice;      /* the opponent's stepper: the computer's level or another player (hot-seat) */
} scenario_list_view;
bool scenario_list_get_view(const app *a, scenario_list_view *out);
/* The editor's scenario as edited, its problem in words ("" when none), and
 * where its board was drawn last. */
bool scenario_editor_get(const app *a, const esc_scenario **s, const char **problem, SDL_Rect *board);

#endif
