/*
 * Helpers of the Campaign's private-panel tests (test_client_campaign_downtime.c,
 * test_client_campaign_orders.c), on top of client_campaign_util.h.
 */
#ifndef SKIRMISH_TESTS_CLIENT_DOWNTIME_UTIL_H
#define SKIRMISH_TESTS_CLIENT_DOWNTIME_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include "campaign/internal.h"
#include "shell/app.h"

/* A fresh offscreen app (set_dirs(dirs), seed 5) at w x h, animations instant,
 * the tiny map (two human seats), the campaign started from its setup. */
void start(const char *dirs, int w, int h);
/* The app freed and zeroed. */
void stop(void);
/* Fails, saying where, when the last frame had a layout fault. */
void no_layout_fault(const char *where);

/* start(dirs) at 1280 x 800, seat 0 past its cover in Downtime; *main_army
 * its Main Army's id. */
campaign_screen *start_downtime_main(const char *dirs, int *main_army);
/* The index in forces->armies of player's Main Army, or -1. */
int main_army_index(const campaign_forces *f, int player);
/* A place a route from both armies (indexes in c->st.forces.armies); fails
 * when there is none. */
int meeting_place(const campaign_screen *c, int a, int b);

/* What a screen shows: every text drawn (in order), every button (label, place,
 * enabled), the tooltip, the panel's state of the seat on screen, every pixel
 * (malloc'd: the caller frees pixels). */
typedef struct shown {
    char text[24000];
    size_t n;
    Uint32 *pixels;
    size_t n_pixels;
} shown;
void look(shown *s);
/* The wheel turned with the pointer at (x, y). */
void wheel_at(int x, int y, int wheel);
/* The n-th button labelled `label` in the last frame (0: the first). */
SDL_Rect nth_button(const char *label, int n, bool *enabled);
bool text_has(const shown *s, const char *part);
/* Whether `part` is on screen, perhaps wrapped over lines. */
bool text_has_wrapped(const shown *s, const char *part);
/* How many times `what` is in `text`. */
int times_in(const char *text, const char *what);
/* The tooltip with the pointer at (x, y). */
const char *tooltip_at(int x, int y);
/* The standoff's panel at loc shows the forecast (its first words), with no
 * layout fault. */
void forecast_on_panel(campaign_screen *c, int loc, const char *forecast);

#endif
