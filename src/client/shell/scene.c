/*
 * The stack of screens and the services folders keep for the whole run.
 *
 * A screen's code may push, switch or pop while it runs (a button opens another
 * screen). The new screen is entered at once, so its start description may live
 * on the caller's stack, but a screen taken off is only left (its state freed)
 * once the running code has returned to the loop: the caller's own state stays
 * valid until then.
 */
#include <stdio.h>
#include <string.h>

#include "shell/scene_internal.h"
#include "shell/ui.h"

static void leave_now(app *a, app_scene_slot slot)
{
    if (slot.def && slot.def->leave)
        slot.def->leave(a, slot.self);
}

static void retire(app *a, app_scene_slot slot)
{
    if (a->dispatching > 0 && a->n_leaving < (int)(sizeof a->leaving / sizeof a->leaving[0]))
        a->leaving[a->n_leaving++] = slot;
    else
        leave_now(a, slot);
}

void app_scene_flush(app *a)
{
    while (a->n_leaving > 0)
        leave_now(a, a->leaving[--a->n_leaving]);
}

static bool enter(app *a, const scene *s, const void *arg, app_scene_slot *out)
{
    out->def = s;
    out->self = NULL;
    if (s->enter && !s->enter(a, arg, &out->self))
        return false;
    return true;
}

bool app_scene_push(app *a, const scene *s, const void *arg)
{
    if (a->depth >= APP_SCENE_DEPTH) {
        SDL_Log("cannot open %s: too many screens open", s->name);
        return false;
    }
    app_scene_slot slot;
    if (!enter(a, s, arg, &slot))
        return false;
    /* Pushed while the screen beneath holds a press: that screen will never see
     * its release, so the loop sends it a cancel (app.c) once its code returned. */
    if (a->mouse_down && a->depth > 0 && a->stack[a->depth - 1].def == a->press_def &&
        a->stack[a->depth - 1].self == a->press_self)
        a->press_cancel = true;
    a->stack[a->depth++] = slot;
    a->message[0] = '\0';
    a->dirty = true;
    return true;
}

bool app_scene_switch(app *a, const scene *s, const void *arg)
{
    if (a->depth == 0)
        return app_scene_push(a, s, arg);
    app_scene_slot slot;
    if (!enter(a, s, arg, &slot))
        return false;
    app_scene_slot old = a->stack[a->depth - 1];
    a->stack[a->depth - 1] = slot;
    retire(a, old);
    a->message[0] = '\0';
    a->dirty = true;
    return true;
}

void app_scene_pop(app *a, const scene_result *r)
{
    if (a->depth <= 1)
        return; /* the bottom screen stays */
    app_scene_slot old = a->stack[--a->depth];
    a->stack[a->depth].def = NULL;
    a->message[0] = '\0';
    a->dirty = true;
    const app_scene_slot *below = &a->stack[a->depth - 1];
    scene_result closed = { SCENE_CLOSED, NULL };
    if (below->def->resume)
        below->def->resume(a, below->self, r ? r : &closed);
    retire(a, old);
}

void app_scene_pop_to_root(app *a)
{
    while (a->depth > 1) {
        app_scene_slot old = a->stack[--a->depth];
        a->stack[a->depth].def = NULL;
        retire(a, old);
    }
    a->message[0] = '\0';
    a->dirty = true;
}

bool app_scene_open_from_root(app *a, const scene *s, const void *arg)
{
    /* Entered before the others are left: a refusal keeps what is open. */
    app_scene_slot slot;
    if (a->depth >= 1 && a->depth < APP_SCENE_DEPTH) {
        if (!enter(a, s, arg, &slot))
            return false;
        app_scene_pop_to_root(a);
        a->stack[a->depth++] = slot;
        return true;
    }
    app_scene_pop_to_root(a);
    return app_scene_push(a, s, arg);
}

const scene *app_scene_top(const app *a)
{
    return a->depth > 0 ? a->stack[a->depth - 1].def : NULL;
}

const char *app_scene_name(const app *a)
{
    const scene *s = app_scene_top(a);
    return s ? s->name : "";
}

void *app_scene_state(const app *a, const scene *s)
{
    for (int i = a->depth - 1; i >= 0; i--)
        if (a->stack[i].def == s)
            return a->stack[i].self;
    return NULL;
}

const char *app_help_topic(const app *a)
{
    for (int i = a->depth - 1; i >= 0; i--)
        if (a->stack[i].def->help)
            return a->stack[i].def->help;
    return NULL;
}

bool app_open_help(app *a)
{
    return a->help_scene && app_scene_push(a, a->help_scene, app_help_topic(a));
}

void app_notify(app *a, const char *text)
{
    const app_scene_slot *top = a->depth > 0 ? &a->stack[a->depth - 1] : NULL;
    if (top && top->def->notify)
        top->def->notify(a, top->self, text);
    else
        snprintf(a->message, sizeof a->message, "%s", text);
    a->dirty = true;
}

void *app_service_get(app *a, const app_service *svc)
{
    for (int i = 0; i < a->n_services; i++)
        if (a->services[i].def == svc)
            return a->services[i].self;
    if (a->n_services == APP_MAX_SERVICES)
        return NULL;
    void *self = svc->create(a);
    if (!self)
        return NULL;
    a->services[a->n_services].def = svc;
    a->services[a->n_services].self = self;
    a->n_services++;
    return self;
}

void app_scene_free_all(app *a)
{
    app_scene_flush(a);
    while (a->depth > 0) {
        app_scene_slot old = a->stack[--a->depth];
        leave_now(a, old);
    }
    while (a->n_services > 0) {
        a->n_services--;
        a->services[a->n_services].def->destroy(a, a->services[a->n_services].self);
    }
}
