/*
 * A question over the current screen (an overlay screen) with two answers,
 * where Enter or the first button says yes and Esc or the second says no, or
 * with three (app_ask3), where Enter and Esc give the safe last answer. What an
 * answer does is the caller's callback, so the shell needs to know nothing of it.
 * app_ask_save is the one three-answer question every editor asks when the
 * window closes with unsaved changes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"

typedef struct confirm_state {
    char question[800];
    char yes[40], other[40], no[40];
    app_confirm_fn on_yes, on_other;
    void *ctx;
    bool safe_enter; /* Enter says no, as Esc (app_confirm_safe, app_ask3) */
    bool yes_enabled;
    bool three; /* app_ask3: yes, other, no in a row */
} confirm_state;

/* Closes the question, then runs the answer's callback (which may open another
 * screen, or this question again). */
static void confirm_answer(app *a, app_confirm_fn fn, void *ctx)
{
    app_scene_pop(a, NULL);
    if (fn)
        fn(a, ctx);
}

/* A button's width: 150 units, more for a label that needs it (the widest of
 * the question's answers, so its buttons match). */
static int button_width(ui *u, const confirm_state *c)
{
    int bw = ui_px(u, 150);
    const char *labels[] = { c->yes, c->no, c->three ? c->other : "" };
    for (int i = 0; i < 3; i++) {
        int need = ui_text_width(u, labels[i], ui_px(u, 15), true) + ui_px(u, 24);
        if (need > bw)
            bw = need;
    }
    return bw;
}

/* The three buttons of app_ask3, no drawn first so the keyboard's focus
 * starts on it. */
static void confirm_three(ui *u, confirm_state *c, SDL_Rect box)
{
    int bh = ui_px(u, 40), gap = ui_px(u, 12);
    int bw = (box.w - ui_px(u, 48) - 2 * gap) / 3;
    int bx = box.x + ui_px(u, 24), by = box.y + box.h - bh - ui_px(u, 20);
    bool no = ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), c->no, true);
    bool other = ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), c->other, true);
    bool yes = ui_button(u, ui_rect(bx, by, bw, bh), c->yes, c->yes_enabled);
    no = no || ui_pressed(u, UI_KEY_ESCAPE) || (ui_pressed(u, UI_KEY_ENTER) && !other && !yes);
    if (yes)
        confirm_answer(u->app, c->on_yes, c->ctx);
    else if (other)
        confirm_answer(u->app, c->on_other, c->ctx);
    else if (no)
        app_scene_pop(u->app, NULL);
}

static void confirm_run(ui *u, void *self)
{
    confirm_state *c = self;
    app *a = u->app;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int want = ui_px(u, c->three ? 640 : 440);
    /* Wide enough for its buttons' labels whole (play-test 16, French: "Continuer
     * le combat" ran outside a 150-unit button at 800 x 560). */
    int n = c->three ? 3 : 2, gap = ui_px(u, 12), bw = button_width(u, c);
    if (want < n * bw + (n - 1) * gap + ui_px(u, 48))
        want = n * bw + (n - 1) * gap + ui_px(u, 48);
    int w = want < a->w - ui_px(u, 40) ? want : a->w - ui_px(u, 40);
    if (n * bw + (n - 1) * gap + ui_px(u, 48) > w)
        bw = (w - ui_px(u, 48) - (n - 1) * gap) / n;
    /* As tall as the question needs (a longer language wraps to more lines). */
    ui quiet = *u;
    quiet.draw = false;
    int text_h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - ui_px(u, 48), 0), c->question, ui_px(u, 18),
                                 ui_rgb(0, 0, 0));
    /* As tall as its content: a one-line question leaves no empty band
     * (play-test 16: "Quit Skirmish?"). */
    int h = ui_px(u, 24) + text_h + ui_px(u, 24) + ui_px(u, 40) + ui_px(u, 20);
    SDL_Rect box = { a->w / 2 - w / 2, a->h / 2 - h / 2, w, h };
    ui_panel(u, box);
    ui_text_wrapped(u, ui_rect(box.x + ui_px(u, 24), box.y + ui_px(u, 24), w - ui_px(u, 48), 0), c->question,
                    ui_px(u, 18), ui_rgb(240, 242, 248));
    if (c->three) {
        confirm_three(u, c, box);
        return;
    }
    int bh = ui_px(u, 40);
    int by = box.y + box.h - bh - ui_px(u, 20);
    bool enter = ui_pressed(u, UI_KEY_ENTER);
    SDL_Rect yes_r = ui_rect(a->w / 2 - bw - gap / 2, by, bw, bh), no_r = ui_rect(a->w / 2 + gap / 2, by, bw, bh);
    /* safe: the keyboard's focus starts on no, too */
    bool no = c->safe_enter && ui_button(u, no_r, c->no, true);
    bool yes = ui_button(u, yes_r, c->yes, true) || (enter && !c->safe_enter);
    no = no || (!c->safe_enter && ui_button(u, no_r, c->no, true)) || ui_pressed(u, UI_KEY_ESCAPE) ||
         (enter && c->safe_enter);
    if (yes) {
        confirm_answer(a, c->on_yes, c->ctx);
    } else if (no) {
        app_scene_pop(a, NULL);
    }
}

static bool confirm_enter(app *a, const void *arg, void **self)
{
    (void)a;
    confirm_state *c = malloc(sizeof *c);
    if (!c)
        return false;
    *c = *(const confirm_state *)arg;
    *self = c;
    return true;
}

static void confirm_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

static const scene confirm_scene = {
    .name = "confirm",
    .overlay = true,
    .enter = confirm_enter,
    .leave = confirm_leave,
    .event = confirm_run,
    .frame = confirm_run,
};

static bool confirm_push(app *a, const confirm_state *c)
{
    if (a->terminating) { /* the system ends the program: nobody is there to answer */
        a->terminate_asked = true;
        return false;
    }
    return app_scene_push(a, &confirm_scene, c);
}

static bool confirm_ask(app *a, const char *question, const char *yes, const char *no, app_confirm_fn on_yes,
                        void *ctx, bool safe_enter)
{
    confirm_state c;
    memset(&c, 0, sizeof c);
    snprintf(c.question, sizeof c.question, "%s", question);
    snprintf(c.yes, sizeof c.yes, "%s", yes);
    snprintf(c.no, sizeof c.no, "%s", no);
    c.on_yes = on_yes;
    c.ctx = ctx;
    c.safe_enter = safe_enter;
    c.yes_enabled = true;
    return confirm_push(a, &c);
}

bool app_confirm(app *a, const char *question, const char *yes, const char *no, app_confirm_fn on_yes, void *ctx)
{
    return confirm_ask(a, question, yes, no, on_yes, ctx, false);
}

bool app_confirm_safe(app *a, const char *question, const char *yes, const char *no, app_confirm_fn on_yes, void *ctx)
{
    return confirm_ask(a, question, yes, no, on_yes, ctx, true);
}

bool app_ask3(app *a, const app_ask3_spec *q, void *ctx)
{
    confirm_state c;
    memset(&c, 0, sizeof c);
    snprintf(c.question, sizeof c.question, "%s", q->question);
    snprintf(c.yes, sizeof c.yes, "%s", q->yes);
    snprintf(c.other, sizeof c.other, "%s", q->other);
    snprintf(c.no, sizeof c.no, "%s", q->no);
    c.on_yes = q->on_yes;
    c.on_other = q->on_other;
    c.ctx = ctx;
    c.safe_enter = true;
    c.yes_enabled = q->yes_enabled;
    c.three = true;
    return confirm_push(a, &c);
}

bool app_asking(const app *a)
{
    return app_scene_top(a) == &confirm_scene;
}

/* The question's callbacks' context: one question is open at a time
 * (app_ask_save asks nothing while one is). */
static struct {
    app_save_fn save;
    void *ctx;
} pending;

static void answer_save(app *a, void *ctx)
{
    (void)ctx;
    if (pending.save(a, pending.ctx))
        a->running = false;
}

static void answer_drop(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

bool app_ask_save(app *a, const char *name, const char *cannot, app_save_fn save, void *ctx)
{
    if (a->terminating || app_asking(a))
        return false;
    char question[800];
    bool can_save = !cannot || !cannot[0];
    if (can_save)
        /* TRANSLATORS: closing the window in an editor with unsaved changes; %s is what is edited */
        snprintf(question, sizeof question,
                 _("Save changes to \"%s\"? Don't save quits and loses them; Cancel keeps editing."), name);
    else
        /* TRANSLATORS: closing the window in an editor whose changes cannot be saved yet; the first %s is
         * what is edited, the second why it cannot be saved */
        snprintf(question, sizeof question,
                 _("Save changes to \"%s\"? They cannot be saved yet (%s): Cancel to fix that, or Don't save "
                   "to quit and lose them."),
                 name, cannot);
    pending.save = save;
    pending.ctx = ctx;
    app_ask3_spec q = {
        .question = question,
        /* TRANSLATORS: closing the window in an editor with unsaved changes: save them, then quit */
        .yes = _("Save"),
        /* TRANSLATORS: closing the window in an editor with unsaved changes: quit, losing them */
        .other = _("Don't save"),
        /* TRANSLATORS: closing the window in an editor with unsaved changes: keep editing */
        .no = _("Cancel"),
        .on_yes = answer_save,
        .on_other = answer_drop,
        .yes_enabled = can_save,
    };
    return app_ask3(a, &q, NULL);
}
