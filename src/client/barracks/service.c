/*
 * The Barracks' state as a service of the app (see barracks_scenes.h): created on
 * first use, the libraries loaded at start-up (damaged files set aside), the
 * portraits remembered again after every change, and the library's selection.
 * Every Barracks screen and the widgets read it; it calls none of them.
 */
#include <stdio.h>
#include <stdlib.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

static void remember_portraits(app *a)
{
    const data_library *lib = &barracks_get(a)->lib;
    assets_portrait_forget_all();
    for (int i = 0; i < lib->n_squads; i++)
        for (int k = 0; k < lib->squads[i].squad.n_units && k < ESC_SQUAD_CAPACITY; k++)
            assets_portrait_remember(&lib->squads[i].squad.units[k], lib->squads[i].portraits.id[k]);
    for (int i = 0; i < lib->n_units; i++)
        assets_portrait_remember(&lib->units[i].def, lib->units[i].portrait);
}

void barracks_library_changed(app *a)
{
    remember_portraits(a);
    a->dirty = true;
}

static void *service_create(app *a)
{
    barracks *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    if (!barracks_init(b, a->user_dir))
        SDL_Log("the Barracks are out of memory"); /* a log line for developers */
    /* SDL starts with text input on; the Barracks turn it on per text field. */
    SDL_StopTextInput();
    b->view.text_input = false;
    return b;
}

static void service_destroy(app *a, void *self)
{
    (void)a;
    barracks_free(self);
    free(self);
}

const app_service barracks_service = { "barracks", service_create, service_destroy };

barracks *barracks_get(app *a) { return app_service_get(a, &barracks_service); }

void barracks_start(app *a)
{
    barracks *b = barracks_get(a);
    if (!b)
        return;
    int n = barracks_load(b, a->assets.data_dir);
    for (int i = 0; i < b->lib.n_messages; i++)
        SDL_Log("%s", b->lib.messages[i]);
    remember_portraits(a);
    if (n > 0)
        snprintf(a->message, sizeof a->message,
                 P_("%d damaged or unreadable file in your library: see the Barracks",
                    "%d damaged or unreadable files in your library: see the Barracks", n),
                 n);
}

void barracks_select(app *a, data_library_kind kind, int index)
{
    barracks_view *v = &barracks_get(a)->view;
    v->tab = kind;
    v->selected[kind] = index;
    v->search[kind][0] = '\0';
}
