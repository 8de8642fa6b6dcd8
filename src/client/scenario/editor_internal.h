/*
 * The scenario editor's state, shared by editor.c (the board, the tools, the
 * checker's words, Undo, Save, Test play) and editor_panel.c (the fields and
 * steppers on the right). editor.c calls the panel, never the reverse.
 */
#ifndef SKIRMISH_CLIENT_SCENARIO_EDITOR_INTERNAL_H
#define SKIRMISH_CLIENT_SCENARIO_EDITOR_INTERNAL_H

#include "scenario/scenario_internal.h"
#include "shell/field.h"

enum { EDITOR_PROBLEMS_MAX = 16 }; /* the checker's problems listed at most */
enum { EDITOR_TOOL_OBSTACLE, EDITOR_TOOL_DEPLOY0, EDITOR_TOOL_DEPLOY1, EDITOR_TOOL_ZONE, EDITOR_TOOL_EXIT,
       EDITOR_TOOL_ERASE, EDITOR_TOOLS };
enum { EDITOR_FIELD_NAME, EDITOR_FIELD_BRIEFING, EDITOR_FIELD_SIDE0, EDITOR_FIELD_SIDE1, EDITOR_FIELD_LABEL,
       EDITOR_FIELDS };

/* An objective's settings under one type, kept while the editor is open: a
 * type tried and left comes back as it was (play-test 14: Control to Hold to
 * Escort turned the painted zone into exits, and back to Control reset the
 * markers from 2 to 5). */
typedef struct editor_kind_memo {
    bool kept;
    uint8_t count;
    int8_t unit, side;
    uint8_t n_zones;
    esc_bits zones[ESC_ZONES_MAX];  /* the squares of each of its zones (exits for an escort) */
} editor_kind_memo;

typedef struct editor_screen {
    esc_scenario s;
    esc_scenario opened;          /* as opened (or made new): Undo all goes back to it */
    esc_scenario saved;           /* as last saved (or opened): what "unsaved" compares with */
    esc_scenario *undo;           /* the steps back, oldest first; no limit (editor_undo.c) */
    int n_undo, cap_undo;
    bool changed;                 /* since opened or saved */
    bool leaving;                 /* Back was pressed once with unsaved changes */
    char path[DATA_PATH_MAX];     /* the player's file it is saved to, "" for a new file */
    bool shipped_copy;            /* opened from a shipped scenario: its first Save makes the player's copy */
    bool named_copy;              /* this pass's Save named the copy: no edit of the player's */
    scenario_launch_options test;  /* the Test play waiting for the player's OK */
    char replace[DATA_PATH_MAX];  /* the player's other file of the same name Save asks to replace */
    int tool;
    int objective;                /* the one the panel edits and zones are painted for */
    bool new_zone;                /* the next zone square starts another zone (control) */
    editor_kind_memo memo[ESC_OBJECTIVES_MAX][ESC_OBJ_KIND_COUNT]; /* each objective's settings per type */
    bool painting;                /* the mouse is painting a stroke */
    int stroke_last;              /* the stroke's last painted square: a quick drag paints the squares between */
    bool stroke_undone;           /* the stroke's step back is kept */
    int cursor;                   /* the keyboard's square */
    int fixed_pick[ESC_SIDES];    /* the squad the units page offers to take whole */
    int units_side;               /* the side whose units page the panel shows, -1 the fields */
    int unit_pick;                /* the kind of unit the units page offers to add */
    ui_field fields[EDITOR_FIELDS];   /* EDITOR_FIELD_BRIEFING unused: the briefing is `brief` */
    scenario_textbox brief;           /* the briefing, several lines */
    SDL_Rect brief_box;               /* where it was drawn last */
    bool help;                    /* the help shows in the panel's place (editor_help.c) */
    int help_top;                 /* its first paragraph shown, when it does not fit whole */
    char problem[EDITOR_PROBLEMS_MAX * 300]; /* the checker's words, a problem a line, "" when it can be played */
    int n_problems;               /* how many (problem[] says at most EDITOR_PROBLEMS_MAX) */
    int problems_top;             /* the first line shown of the list when it does not fit */
    char warning[500];            /* what can be played but may not be meant: a side with no objective */
    char message[500];
    SDL_Rect board;
} editor_screen;

/* A painting tool's line of the help, English (N_): its name, key and what
 * it paints; the tool button's tooltip too (editor_help.c). */
const char *editor_tool_help(int tool);
/* Whether the scenario differs from its saved file's content (play-test 13:
 * a unit added then removed still said "Not saved"); editor_close.c. */
bool editor_unsaved(const editor_screen *st);
/* A question opens over the editor: Back's "Back again leaves without
 * saving" is disarmed, so after Cancel the next Back or Esc warns again
 * (play-test 15: a stale arm let Esc drop the work at once). */
void editor_disarm_leaving(editor_screen *st);
/* Save (editor_close.c): the player's folder, atomically; st->message says
 * where, or why not. */
bool editor_save(app *a, editor_screen *st);
/* The editor's Save button: when another of the player's scenarios has the
 * same name, asks "Replace <name>?" first (Enter and Esc say no). */
void editor_save_asking(app *a, editor_screen *st);
/* Closing the window (editor_close.c): with unsaved changes, asks "Save changes
 * to <name>?" (Save / Don't save / Cancel; Enter and Esc cancel); true when
 * asked. */
bool editor_closing(app *a, void *self);

/* Undo (editor_undo.c). The history has no limit (blind play-test: Undo all
 * stopped 64 steps short of the file as opened). push: `before` is the state a
 * change left. undo: one step back. undo_all: back to `opened`, itself one
 * step that Undo takes back; false when already there. */
void editor_undo_push(editor_screen *st, const esc_scenario *before);
bool editor_undo(editor_screen *st);
bool editor_undo_all(editor_screen *st);
bool editor_undo_all_possible(const editor_screen *st);
void editor_undo_free(editor_screen *st);

/* The help, in the right-hand panel's place r; closes itself (st->help). */
void editor_help(ui *u, editor_screen *st, SDL_Rect r);

/* Whether a field or the briefing has the keyboard (the screen's keys wait). */
bool editor_typing(const editor_screen *st);
/* Takes the keyboard from them all. */
void editor_typing_release(editor_screen *st);
/* The right-hand panel, in r: fields and steppers that change st->s. */
void editor_panel(ui *u, editor_screen *st, SDL_Rect r);
/* The units page of st->units_side in r (editor_units.c): its fixed units,
 * add, remove, the escorted one, a whole squad taken. */
void editor_units(ui *u, editor_screen *st, SDL_Rect r);
/* "Archer · Elite · Health 2 · Range 3 · Power 1 · Move 1 · Charge". */
void editor_unit_words(const esc_unit_def *d, char *out, size_t size);
/* A copy of d joins the side's fixed units (a name already there gets a
 * number); false when the side has 6. The side's escort with no unit takes it. */
bool editor_unit_add(esc_scenario *s, int side, const esc_unit_def *d);
/* Unit k leaves the side's fixed units; the escort's unit index follows. */
void editor_unit_remove(esc_scenario *s, int side, int k);
/* Drops the zones no objective uses or that are empty, renumbering the rest. */
void editor_zones_tidy(esc_scenario *s);
/* Objective i's type changed to kind (the panel's Type stepper): the settings
 * of the type left are kept, those last used under kind come back (its count,
 * its side, its escorted unit, its zones or exits); a type never used starts afresh, a
 * control's zone going on as a hold's (the same ground) but no zone becoming
 * an escort's exits. One step of Undo takes it back. */
void editor_objective_kind(editor_screen *st, int i, int kind);

#endif
