/*
 * The event log on screen (log.h holds it): the turn report — what this seat
 * has not seen yet, losses first under a notice — and the whole log, newest
 * turn first. Each entry is a row the player clicks to centre the map on it (the
 * game does the centring: these return the entry clicked). Both read for one
 * seat only.
 */
#ifndef SKIRMISH_CLIENT_EVENTLOG_PANEL_H
#define SKIRMISH_CLIENT_EVENTLOG_PANEL_H

#include "shell/ui.h"
#include "skirmish/core/evlog.h"

/* The rows of the report or the history fill `box` above a footer of one
 * button row, whose rectangle is returned in *footer for the game's buttons
 * (Close, "Show last turn again", ...). Returns the index (into log->items) of
 * the entry clicked by this event, or -1. `title` heads the box. */
int evlog_report_panel(ui *u, SDL_Rect box, const evlog *log, int seat, const char *title, SDL_Rect *footer);
/* The same scrolled by *scroll rows, which the wheel over it and Page Up/Down
 * move (the game keeps it: 0 for a new report). The rows are grouped by turn,
 * the newest turn first, each turn's lines in the order they happened (its
 * heading first); the seat's losses are counted in a notice above them; a line
 * at the bottom says how many more lie above and below. evlog_report_panel
 * keeps one scroll of its own, back to 0 for each new report. */
int evlog_report_panel_scrolled(ui *u, SDL_Rect box, const evlog *log, int seat, const char *title, SDL_Rect *footer,
                                int *scroll);
/* The entry with a place whose row the pointer was over when a report or the
 * log was last drawn (index into log->items, -1 none), and that row (row may
 * be NULL): the game marks the place on its map. */
int evlog_hovered(SDL_Rect *row);
/* The box of the report or the log over the map `view`: at its top left, 11/20
 * of its width (the whole width when that is too narrow for the footer's n
 * buttons `labels`), three fifths of its height. */
SDL_Rect evlog_box(ui *u, SDL_Rect view, const char *const *labels, int n);
/* The footer's n buttons side by side, each with its tooltip (tips may be
 * NULL, or hold NULLs): which was clicked by this event (-1 none). */
int evlog_footer_buttons(ui *u, SDL_Rect footer, const char *const *labels, const char *const *tips, const bool *on,
                         int n);
/* The height a report box `w` wide needs to show every row of this seat's
 * report whole (title, notice, rows, footer): the games make the box no taller
 * than that, so a short report leaves the map in view. */
int evlog_report_height(const ui *u, int w, const evlog *log, int seat);
/* The entry (index into log->items) the report shows first among those with a
 * place on the map, -1 if none: the game keeps that place in sight. */
int evlog_report_first_placed(const evlog *log, int seat);
/* The whole log for this seat, the newest turn first and each turn's lines in
 * the order they happened, scrolled by *scroll rows (the wheel over it moves it). */
int evlog_history_panel(ui *u, SDL_Rect box, const evlog *log, int seat, int *scroll, SDL_Rect *footer);
/* index (n entries of evlog_history: newest first) reordered so each turn's
 * entries run oldest first, the turns still newest first. */
void evlog_history_turn_order(const evlog *log, int *index, int n);

#endif
