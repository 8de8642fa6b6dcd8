/*
 * What the Campaign's private-panel tests (test_client_campaign_downtime.c,
 * test_client_campaign_orders.c) share: a campaign started on the tiny map at a
 * size, what a screen shows (its text, buttons and pixels), the wheel, the n-th
 * button of a label, text looked for even when wrapped, a tooltip under the pointer.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "barracks/barracks.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_downtime_util.h"
#include "client_test_util.h"

void start(const char *dirs, int w, int h)
{
    set_dirs(dirs);
    setenv("SKIRMISH_SEED", "5", 1);
    assert_true(front_init_offscreen(&the_app, w, h));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    click_button("Start campaign");
    assert_non_null(cs());
}

void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

void no_layout_fault(const char *where)
{
    if (the_app.layout_faults)
        fail_msg("%s: %d layout fault(s); the first: %s", where, the_app.layout_faults, the_app.layout_fault);
}

/* ---- what a screen shows ---- */

static void note_text(void *ctx, const char *t)
{
    shown *s = ctx;
    int k = snprintf(s->text + s->n, sizeof s->text - s->n, "%s\n", t);
    if (k > 0 && s->n + (size_t)k < sizeof s->text)
        s->n += (size_t)k;
}

/* Every text drawn (in order), every button (label, place, enabled), the
 * tooltip, the panel's state of the seat on screen, and every pixel. */
void look(shown *s)
{
    memset(s->text, 0, sizeof s->text);
    s->n = 0;
    void (*old)(void *, const char *) = the_app.text_seen;
    void *old_ctx = the_app.text_seen_ctx;
    the_app.text_seen = note_text;
    the_app.text_seen_ctx = s;
    app_draw(&the_app);
    the_app.text_seen = old;
    the_app.text_seen_ctx = old_ctx;
    char line[1400];
    for (int i = 0; i < the_app.n_drawn_buttons; i++) {
        SDL_Rect r = the_app.drawn_buttons[i].rect;
        snprintf(line, sizeof line, "[%s] %d,%d %dx%d %s\n", the_app.drawn_buttons[i].label, r.x, r.y, r.w, r.h,
                 the_app.drawn_buttons[i].enabled ? "on" : "off");
        note_text(s, line);
    }
    const campaign_screen *c = cs();
    snprintf(line, sizeof line, "tooltip %s | seat %d scroll %d army %d pick %u picking %d lib %d hover %d\n",
             the_app.tooltip, c->seat, c->scroll, c->army, (unsigned)c->pick, c->picking,
             c->seat_ui[c->seat].lib_index, c->hover);
    note_text(s, line);
    SDL_Surface *sf = the_app.offscreen;
    assert_non_null(sf);
    s->n_pixels = (size_t)sf->h * (size_t)sf->pitch / sizeof(Uint32);
    s->pixels = malloc(s->n_pixels * sizeof(Uint32));
    assert_non_null(s->pixels);
    SDL_LockSurface(sf);
    memcpy(s->pixels, sf->pixels, s->n_pixels * sizeof(Uint32));
    SDL_UnlockSurface(sf);
}

void wheel_at(int x, int y, int wheel)
{
    mouse(SDL_MOUSEMOTION, x, y);
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_WHEEL;
    ev.wheel = wheel;
    app_handle_event(&the_app, &ev);
    pump();
}

/* The n-th button labelled `label` in the last frame (0: the first). */
SDL_Rect nth_button(const char *label, int n, bool *enabled)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0 && n-- == 0) {
            if (enabled)
                *enabled = the_app.drawn_buttons[i].enabled;
            return the_app.drawn_buttons[i].rect;
        }
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

bool text_has(const shown *s, const char *part) { return strstr(s->text, part) != NULL; }

/* Whether `part` is on screen, perhaps wrapped over lines: compared with every
 * space and line break left out. */
bool text_has_wrapped(const shown *s, const char *part)
{
    static char a[24000], b[2000];
    size_t n = 0, m = 0;
    for (const char *p = s->text; *p && n + 1 < sizeof a; p++)
        if (*p != ' ' && *p != '\n')
            a[n++] = *p;
    a[n] = '\0';
    for (const char *p = part; *p && m + 1 < sizeof b; p++)
        if (*p != ' ' && *p != '\n')
            b[m++] = *p;
    b[m] = '\0';
    return strstr(a, b) != NULL;
}

/* How many times `what` is in `text`. */
int times_in(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = strstr(text, what); p; p = strstr(p + 1, what))
        n++;
    return n;
}

/* The tooltip with the pointer at (x, y). */
const char *tooltip_at(int x, int y)
{
    mouse(SDL_MOUSEMOTION, x, y);
    app_draw(&the_app);
    return the_app.tooltip;
}

int main_army_index(const campaign_forces *f, int player)
{
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player == player && f->armies[i].main)
            return i;
    return -1;
}

int meeting_place(const campaign_screen *c, int a, int b)
{
    const campaign_forces *f = &c->st.forces;
    for (int l = 0; l < c->map.n_locations; l++)
        if (campaign_map_adjacent(&c->map, f->armies[a].loc, l) && campaign_map_adjacent(&c->map, f->armies[b].loc, l))
            return l;
    fail_msg("no place a route from both armies");
    return -1;
}

void forecast_on_panel(campaign_screen *c, int loc, const char *forecast)
{
    c->step = CSTEP_STANDOFF;
    c->loc = loc;
    shown s;
    look(&s);
    char want[40];
    snprintf(want, sizeof want, "%.18s", forecast);
    assert_true(text_has(&s, want));
    free(s.pixels);
    no_layout_fault("the standoff's forecast");
}

campaign_screen *start_downtime_main(const char *dirs, int *main_army)
{
    start(dirs, 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    int i = main_army_index(&c->st.forces, 0);
    assert_true(i >= 0);
    *main_army = c->st.forces.armies[i].id;
    return c;
}
