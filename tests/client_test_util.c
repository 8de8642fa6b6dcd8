/*
 * Pixel comparison for the client tests (see client_test_util.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <SDL_image.h>

#include "client_test_util.h"

void client_pixels_compare(app *a, const char *name)
{
    app_draw(a);
    char want_path[1024], got_path[1024];
    snprintf(want_path, sizeof want_path, "%s/pixels/%s.png", getenv("SKIRMISH_TEST_DATA"), name);
    snprintf(got_path, sizeof got_path, "%s/%s.png", getenv("SKIRMISH_TEST_TMP"), name);
    const char *regen = getenv("SKIRMISH_REGENERATE_PIXELS");
    if (regen && *regen && strcmp(regen, "0") != 0)
        assert_int_equal(IMG_SavePNG(a->offscreen, want_path), 0);
    SDL_Surface *want = IMG_Load(want_path);
    if (!want)
        fail_msg("no reference image %s (run with SKIRMISH_REGENERATE_PIXELS=1)", want_path);
    SDL_Surface *w = SDL_ConvertSurfaceFormat(want, SDL_PIXELFORMAT_RGB888, 0);
    SDL_FreeSurface(want);
    assert_non_null(w);
    assert_int_equal(w->w, a->offscreen->w);
    assert_int_equal(w->h, a->offscreen->h);
    long differ = 0;
    for (int y = 0; y < w->h; y++) {
        const Uint32 *p = (const Uint32 *)((const Uint8 *)a->offscreen->pixels + y * a->offscreen->pitch);
        const Uint32 *q = (const Uint32 *)((const Uint8 *)w->pixels + y * w->pitch);
        for (int x = 0; x < w->w; x++) {
            int worst = 0;
            for (int c = 0; c < 3; c++) {
                int d = (int)((p[x] >> (8 * c)) & 255) - (int)((q[x] >> (8 * c)) & 255);
                worst = d < 0 ? (-d > worst ? -d : worst) : (d > worst ? d : worst);
            }
            differ += worst > 48;
        }
    }
    long allowed = (long)w->w * w->h / 500;
    SDL_FreeSurface(w);
    if (differ > allowed) {
        IMG_SavePNG(a->offscreen, got_path);
        fail_msg("%s: %ld pixels differ from %s (at most %ld allowed); this run's image is %s", name, differ, want_path,
                 allowed, got_path);
    }
}

void client_click_at(app *a, int x, int y)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_MOUSE_DOWN;
    ev.button = UI_BUTTON_LEFT;
    ev.x = x;
    ev.y = y;
    app_handle_event(a, &ev);
    ev.kind = UI_EV_MOUSE_UP;
    app_handle_event(a, &ev);
}

static SDL_Rect find_enabled(app *a, const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    app_draw(a);
    if (!app_find_button(a, label, &r, &enabled))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(a));
    if (!enabled)
        fail_msg("the button '%s' on screen %s is disabled", label, app_scene_name(a));
    return r;
}

void client_click_button(app *a, const char *label)
{
    SDL_Rect r = find_enabled(a, label);
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
}

static void loop_step(app *a)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = a->wake_event;
    SDL_PushEvent(&e);
    app_step(a);
}

void client_sdl_click_button(app *a, const char *label)
{
    SDL_Rect r = find_enabled(a, label);
    Uint32 types[] = { SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP };
    for (int i = 0; i < 3; i++) {
        SDL_Event e;
        SDL_zero(e);
        e.type = types[i];
        if (types[i] == SDL_MOUSEMOTION) {
            e.motion.x = r.x + r.w / 2;
            e.motion.y = r.y + r.h / 2;
        } else {
            e.button.button = SDL_BUTTON_LEFT;
            e.button.x = r.x + r.w / 2;
            e.button.y = r.y + r.h / 2;
            e.button.clicks = 1;
        }
        SDL_PushEvent(&e);
        loop_step(a);
        loop_step(a);
    }
}
