/*
 * The Learn to play screen (tutorial.h): a line on what the lessons teach,
 * then one row per lesson (its name as a button that starts it, a tick when
 * finished, "skipped" when skipped, its briefing), and Back and Start (the
 * first lesson not finished yet), and under the lessons Conquest's coached
 * first game (conquest/coach.c). Opened from the Scenarios screen and from
 * the main menu's offer to a new player.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "shell/ui.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"
#include "skirmish/i18n.h"

/* A tick drawn, not a glyph: every font of every language has it. */
static void tick_mark(ui *u, int x, int y, int size, SDL_Color c)
{
    float w = (float)ui_px(u, 3);
    draw_line(u->r, (float)x, (float)y + size * 0.55f, (float)x + size * 0.38f, (float)y + size * 0.9f, w, c);
    draw_line(u->r, (float)x + size * 0.38f, (float)y + size * 0.9f, (float)x + size, (float)y + size * 0.1f, w, c);
}

static int first_open(app *a, const tutorial_lessons *ls)
{
    for (int i = 0; i < ls->n; i++)
        if (tutorial_progress_get(a, ls->lessons[i].stem) != TUTORIAL_FINISHED)
            return i;
    return -1;
}

static void screen_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    tutorial_lessons *ls = tutorial_lessons_get(a);
    /* TRANSLATORS: the title of the tutorial's screen, and the buttons that open it */
    ui_screen_background(u, _("Learn to play"));
    int m = ui_px(u, 24), gap = ui_px(u, 10), bh = ui_px(u, 40);
    int w = a->w - 2 * m > ui_px(u, 900) ? ui_px(u, 900) : a->w - 2 * m, x = (a->w - w) / 2;
    int y = ui_px(u, 104), buttons_y = a->h - m - bh; /* below the title */
    if (u->draw)
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0),
                             /* TRANSLATORS: the Learn to play screen's introduction */
                             _("Short lessons, each a small game: Escarmouche's moving, attacking, line of sight, "
                               "abilities and objectives, then a first game of Conquest. A banner says what to do "
                               "next and waits for it; skip what you know."),
                             ui_px(u, 15), ui_rgb(200, 206, 220));
    else
        y += ui_px(u, 44);
    y += gap;
    int n = ls ? ls->n : 0;
    if (n == 0 && u->draw) {
        /* TRANSLATORS: the Learn to play screen when no lesson file could be read */
        const char *none = _("No lesson found: the game's data folder has no maps/tutorial.");
        ui_text_wrapped(u, ui_rect(x, y, w, 0), ls && ls->problem[0] ? ls->problem : none, ui_px(u, 14),
                        ui_rgb(255, 180, 120));
    }
    /* Conquest's coached first game: a row of its own under the lessons. */
    int cq_h = bh + gap;
    int room = buttons_y - gap - y - cq_h, rh = n > 0 ? room / n : 0;
    if (rh > ui_px(u, 76))
        rh = ui_px(u, 76);
    int name_w = ui_px(u, 300) < w / 2 ? ui_px(u, 300) : w / 2, mark_w = ui_px(u, 90);
    for (int i = 0; i < n; i++) {
        const tutorial_lesson *l = &ls->lessons[i];
        SDL_Rect r = ui_rect(x, y + i * rh, w, rh - ui_px(u, 6));
        SDL_Rect b = ui_rect(r.x, r.y, name_w, bh < r.h ? bh : r.h);
        /* A long name (a long language at 800 x 560) is cut, whole in its tooltip. */
        char name[ESC_NAME_MAX + 8];
        snprintf(name, sizeof name, "%s", i18n_content(l->scenario.name));
        ui_text_cut(u, name, sizeof name, ui_px(u, 15), true, b.w - ui_px(u, 16));
        if (strcmp(name, i18n_content(l->scenario.name)) != 0)
            ui_tooltip(u, b, i18n_content(l->scenario.name));
        if (ui_button(u, b, name, true)) {
            a->message[0] = '\0';
            tutorial_start(a, i);
            return;
        }
        if (!u->draw)
            continue;
        tutorial_mark mark = tutorial_progress_get(a, l->stem);
        int mx = b.x + b.w + gap, my = b.y + (b.h - ui_px(u, 20)) / 2;
        if (mark == TUTORIAL_FINISHED) {
            tick_mark(u, mx, my, ui_px(u, 20), ui_rgb(120, 220, 140));
            /* TRANSLATORS: Learn to play: beside a finished lesson's tick */
            ui_text(u, mx + ui_px(u, 28), my, _("done"), ui_px(u, 14), false, ui_rgb(140, 220, 150), UI_LEFT);
        } else if (mark == TUTORIAL_SKIPPED) {
            /* TRANSLATORS: Learn to play: beside a lesson the player skipped */
            ui_text(u, mx, my, _("skipped"), ui_px(u, 14), false, ui_rgb(170, 176, 190), UI_LEFT);
        }
        int tx = b.x + b.w + gap + mark_w;
        SDL_Rect brief = ui_rect(tx, r.y, r.x + r.w - tx, r.h);
        char line[ESC_SCENARIO_BRIEFING_MAX];
        snprintf(line, sizeof line, "%s", i18n_content(l->scenario.briefing));
        int lines = brief.h / (ui_text_px(ui_px(u, 13)) * 5 / 4);
        if (lines <= 1 || ui_text_width(u, line, ui_px(u, 13), false) <= brief.w * (lines - 1)) {
            ui_text_wrapped(u, brief, line, ui_px(u, 13), ui_rgb(170, 176, 190));
        } else {
            /* Too long for the row in this window or language: one line, cut, whole in the tooltip. */
            ui_text_cut(u, line, sizeof line, ui_px(u, 13), false, brief.w);
            ui_text(u, brief.x, brief.y + ui_px(u, 4), line, ui_px(u, 13), false, ui_rgb(170, 176, 190), UI_LEFT);
            ui_tooltip(u, brief, i18n_content(l->scenario.briefing));
        }
    }
    {
        int cy = y + (n > 0 ? n * rh : 0);
        if (rh <= 0 || n == 0)
            cy = y + (n == 0 ? ui_px(u, 40) : 0);
        SDL_Rect b = ui_rect(x, cy, name_w, bh);
        /* TRANSLATORS: Learn to play: the row that starts Conquest's coached first game */
        if (ui_button(u, b, _("Conquest: a first game"), true)) {
            a->message[0] = '\0';
            conquest_coach_start(a);
            return;
        }
        if (u->draw) {
            int mx = b.x + b.w + gap, my = b.y + (b.h - ui_px(u, 20)) / 2;
            if (conquest_coach_done(a)) {
                tick_mark(u, mx, my, ui_px(u, 20), ui_rgb(120, 220, 140));
                ui_text(u, mx + ui_px(u, 28), my, _("done"), ui_px(u, 14), false, ui_rgb(140, 220, 150), UI_LEFT);
            }
            int tx = b.x + b.w + gap + mark_w;
            /* TRANSLATORS: Learn to play: what Conquest's coached first game teaches */
            ui_text_wrapped(u, ui_rect(tx, b.y, x + w - tx, b.h),
                            _("A small Conquest game against the computer: a banner says what to do next (pick a "
                              "vertex, send units, Ready, read the report, when luck decides) and waits for it."),
                            ui_px(u, 13), ui_rgb(170, 176, 190));
        }
    }
    if (u->draw && a->message[0])
        ui_text(u, a->w / 2, buttons_y - gap - ui_text_px(ui_px(u, 14)), a->message, ui_px(u, 14), false,
                ui_rgb(255, 180, 120), UI_CENTER);
    int bw = ui_px(u, 220) < (a->w - 2 * m - gap) / 2 ? ui_px(u, 220) : (a->w - 2 * m - gap) / 2;
    if (ui_button(u, ui_rect(m, buttons_y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        a->message[0] = '\0';
        app_scene_pop(a, NULL);
        return;
    }
    int next = n > 0 ? first_open(a, ls) : 0;
    /* Play-test 13: with every lesson done, Start still offered "Lesson 1":
     * it offers Conquest's first game if not done, else says all are done,
     * the rows above being the chooser to replay one. */
    if (next < 0) {
        bool conquest_left = !conquest_coach_done(a);
        char label[160];
        snprintf(label, sizeof label, "%s",
                 conquest_left ? _("Conquest: a first game")
                               /* TRANSLATORS: Learn to play's Start once every lesson is done */
                               : _("All lessons done — replay one"));
        /* As wide as its words need, up to half the window. */
        int sw = ui_text_width(u, label, ui_px(u, 15), true) + ui_px(u, 24), half = (a->w - 2 * m - gap) / 2;
        sw = sw < bw ? bw : sw > half ? half : sw;
        ui_text_cut(u, label, sizeof label, ui_px(u, 15), true, sw - ui_px(u, 16));
        SDL_Rect sb = ui_rect(a->w - m - sw, buttons_y, sw, bh);
        ui_tooltip(u, sb,
                   conquest_left
                       /* TRANSLATORS: Learn to play: tooltip of Start once every Escarmouche lesson is done */
                       ? _("Every Escarmouche lesson is done: this starts Conquest's coached first game. A lesson's "
                           "name above plays that one again.")
                       /* TRANSLATORS: Learn to play: tooltip of the greyed Start once every lesson is done */
                       : _("Every lesson is done: click a lesson's name above to play it again."));
        if (ui_button(u, sb, label, conquest_left) || (conquest_left && ui_pressed(u, UI_KEY_ENTER))) {
            a->message[0] = '\0';
            conquest_coach_start(a);
        }
        return;
    }
    /* Play-test 11: a lesson's row starts it at once (as a row of the
     * Continue list does), so Start seemed to have no job; it names the
     * lesson it starts, the first one not finished yet. */
    char start[160];
    /* TRANSLATORS: Learn to play: starts the first lesson not finished yet */
    snprintf(start, sizeof start, "%s", _("Start"));
    if (n > 0) {
        /* TRANSLATORS: Learn to play: the button that starts the first lesson not finished yet; %s is its name
         * ("Lesson 1: Moving"). */
        snprintf(start, sizeof start, _("Start %s"), i18n_content(ls->lessons[next].scenario.name));
        if (ui_text_width(u, start, ui_px(u, 15), true) > bw - ui_px(u, 16))
            snprintf(start, sizeof start, "%s", _("Start"));
        else
            ui_tooltip(u, ui_rect(a->w - m - bw, buttons_y, bw, bh),
                       /* TRANSLATORS: Learn to play: tooltip of the "Start <lesson>" button. */
                       _("Starts the first lesson not finished yet (Enter). A lesson's name above starts that one at once."));
    }
    if (ui_button(u, ui_rect(a->w - m - bw, buttons_y, bw, bh), start, n > 0) ||
        (n > 0 && ui_pressed(u, UI_KEY_ENTER))) {
        a->message[0] = '\0';
        tutorial_start(a, next);
        return;
    }
}

static bool screen_enter(app *a, const void *arg, void **self)
{
    (void)a;
    (void)arg;
    *self = NULL;
    return true;
}

const scene tutorial_scene = {
    .name = "tutorial",
    .help = "escarmouche",
    .enter = screen_enter,
    .event = screen_run,
    .frame = screen_run,
};
